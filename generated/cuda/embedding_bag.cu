// Generated from catalog.yaml by codegen with templates/cuda/family.cu.j2. Do not edit.
// Device code from templates/cuda/embedding_bag.cu.j2; kernel entry points, their
// parameter structs and the enums of the family's modes from catalog.yaml.
#include "skucat_prelude.cuh"

namespace skucat {

enum class Mode : int { sum, mean, max };

// EmbeddingBag: forward reductions over bags and the atomic backward. Offsets,
// indices and saved values are clamped or skipped when out of range, so no
// input makes a kernel read or write outside its arrays. The backward zeroes and
// counts with embedding_backward's device code (the catalog's `device:`).

// Embedding: forward gather and atomic backward. One thread per element of
// the [N, D] dout/out matrix, grid-stride; indices outside [0, V) are
// never dereferenced.

template <class P>
__device__ __forceinline__ void embedding_gather(const P& p) {
    typedef typename P::element T;
    const i64 dim = p.embedding_dim, total = p.num_indices * dim;
    for (i64 item = first_item(); item < total; item += item_stride()) {
        const i64 n = item / dim;
        const i64 row = i64(p.indices[n]);
        p.out[item] = (row >= 0 && row < p.num_weights) ? p.weight[row * dim + (item - n * dim)] : store<T>(0);
    }
}

// Zeroes the accumulator and, with scale_grad_by_freq, the index counts.
template <class P>
__device__ __forceinline__ void embedding_backward_zero(const P& p) {
    typedef typename P::compute A;
    const i64 accum_count = p.num_weights * p.embedding_dim, counts_count = p.counts ? p.num_weights : 0;
    for (i64 item = first_item(); item < accum_count; item += item_stride()) p.accum[item] = A(0);
    for (i64 item = first_item(); item < counts_count; item += item_stride()) p.counts[item] = 0;
}

template <class P>
__device__ __forceinline__ void embedding_backward_count(const P& p) {
    for (i64 n = first_item(); n < p.num_indices; n += item_stride()) {
        const i64 row = i64(p.indices[n]);
        if (row >= 0 && row < p.num_weights) atomicAdd(&p.counts[row], 1);
    }
}

// counts is null unless scale_grad_by_freq; padding_row < 0 means none.
template <class P>
__device__ __forceinline__ void embedding_backward_accumulate(const P& p) {
    typedef typename P::compute A;
    const i64 dim = p.embedding_dim, total = p.num_indices * dim;
    for (i64 item = first_item(); item < total; item += item_stride()) {
        const i64 n = item / dim;
        const i64 row = i64(p.indices[n]);
        if (row < 0 || row >= p.num_weights || row == p.padding_row) continue;
        A grad = load(p.dout[item]);
        if (p.counts != nullptr) grad *= A(1) / A(p.counts[row]);
        atomicAdd(&p.accum[row * dim + (item - n * dim)], grad);
    }
}

template <class P>
__device__ __forceinline__ void embedding_backward_finalize(const P& p) {
    typedef typename P::element T;
    const i64 count = p.num_weights * p.embedding_dim;
    for (i64 item = first_item(); item < count; item += item_stride()) p.dweight[item] = store<T>(p.wide_accum[item]);
}

// Renorm (PyTorch's embedding_renorm_): one thread per index; the first to claim its row rescales it.
__device__ __forceinline__ float renorm_abs(float v) { return fabsf(v); }
__device__ __forceinline__ double renorm_abs(double v) { return fabs(v); }
__device__ __forceinline__ float renorm_pow(float v, float e) { return powf(v, e); }
__device__ __forceinline__ double renorm_pow(double v, double e) { return pow(v, e); }
__device__ __forceinline__ float renorm_sqrt(float v) { return sqrtf(v); }
__device__ __forceinline__ double renorm_sqrt(double v) { return sqrt(v); }

// torch.norm of a row in order: inf / -inf take the largest / smallest |x| (NaN wins), 0 counts nonzeros.
template <class A, class T>
__device__ __forceinline__ A renorm_row_norm(const T* row, i64 dim, double p) {
    const double kMax = 1.7976931348623157e308;
    A acc = A(0);
    for (i64 c = 0; c < dim; ++c) {
        const A v = renorm_abs(load(row[c]));
        if (p > kMax) acc = (c == 0 || v > acc || v != v) ? v : acc;
        else if (p < -kMax) acc = (c == 0 || v < acc || v != v) ? v : acc;
        else if (p == 0) acc += v != A(0) ? A(1) : A(0);
        else if (p == 1) acc += v;
        else if (p == 2) acc += v * v;
        else acc += renorm_pow(v, A(p));
    }
    if (p == 2) return renorm_sqrt(acc);
    return (p > kMax || p < -kMax || p == 0 || p == 1) ? acc : renorm_pow(acc, A(1.0 / p));
}

template <class P>
__device__ __forceinline__ void embedding_renorm_zero(const P& p) {
    for (i64 row = first_item(); row < p.num_weights; row += item_stride()) p.claims[row] = 0;
}

template <class P>
__device__ __forceinline__ void embedding_renorm_rescale(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 dim = p.embedding_dim;
    for (i64 n = first_item(); n < p.num_indices; n += item_stride()) {
        const i64 row = i64(p.indices[n]);
        // atomicMax, not a counter: a flag cannot wrap back to unclaimed.
        if (row < 0 || row >= p.num_weights || atomicMax(&p.claims[row], 1) != 0) continue;
        T* values = p.weight + row * dim;
        const double norm = double(renorm_row_norm<A>(values, dim, p.norm_type));
        if (!(norm > p.max_norm)) continue;
        const A scale = A(p.max_norm / (norm + 1e-7));   // in double, as PyTorch
        for (i64 c = 0; c < dim; ++c) values[c] = store<T>(load(values[c]) * scale);
    }
}

// The sorted backward: the prelude's group_*_step entries group the index positions by row; then
// one thread per dweight element sums its row's group in position order.
// As the atomic variant, each contribution is scaled before it is added (scale_grad_by_freq).
template <class P>
__device__ __forceinline__ void embedding_backward_group_sum(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 dim = p.embedding_dim, total = p.num_weights * dim;
    for (i64 item = first_item(); item < total; item += item_stride()) {
        const i64 row = item / dim, c = item - row * dim;
        const i64 begin = p.offsets[row], end = p.offsets[row + 1];
        const A scale = p.scale_grad_by_freq ? A(1) / A(end - begin) : A(1);
        A sum = A(0);
        if (row != p.padding_row) {
            for (i64 j = begin; j < end; ++j) sum += load(p.dout[p.order[j] * dim + c]) * scale;
        }
        p.dweight[item] = store<T>(sum);
    }
}

// [begin, end) of bag b: offsets clamped to [0, N]; the last bag ends at N.
template <class P>
__device__ __forceinline__ void embedding_bag_range(const P& p, i64 b, i64& begin, i64& end) {
    const i64 n = p.num_indices, start = i64(p.offsets[b]), stop = b + 1 < p.num_bags ? i64(p.offsets[b + 1]) : n;
    begin = start < 0 ? 0 : start > n ? n : start;
    end = stop < begin ? begin : stop > n ? n : stop;
}

template <class P>
__device__ __forceinline__ bool embedding_bag_counted(const P& p, i64 row) {
    return row >= 0 && row < p.num_weights && row != p.padding_row;
}

// offset2bag by binary search (the last bag starting at or before n, so empty bags are passed
// over), and bag_size: the indices of each bag that are counted.
template <class P>
__device__ __forceinline__ void embedding_bag_bookkeeping(const P& p) {
    typedef typename P::index I;
    const i64 bags = p.num_bags;
    for (i64 item = first_item(); item < p.num_indices; item += item_stride()) {
        i64 low = 0, high = bags;   // bag in [low, high): offsets[low] <= item
        while (high - low > 1) {
            const i64 mid = (low + high) / 2;
            if (i64(p.offsets[mid]) <= item) low = mid; else high = mid;
        }
        p.offset2bag[item] = I(low);
    }
    for (i64 b = first_item(); b < bags; b += item_stride()) {
        i64 begin, end, count = 0;
        embedding_bag_range(p, b, begin, end);
        for (i64 n = begin; n < end; ++n) count += embedding_bag_counted(p, i64(p.input[n]));
        p.bag_size[b] = I(count);
    }
}

template <class P>
__device__ __forceinline__ void embedding_bag_reduce(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    constexpr bool kMax = P::mode == Mode::max;
    const i64 dim = p.embedding_dim, total = p.num_bags * dim;
    for (i64 item = first_item(); item < total; item += item_stride()) {
        const i64 b = item / dim, d = item - b * dim;
        i64 begin, end, count = 0, arg = -1;
        embedding_bag_range(p, b, begin, end);
        A acc = A(0);
        for (i64 n = begin; n < end; ++n) {
            const i64 row = i64(p.input[n]);
            if (!embedding_bag_counted(p, row)) continue;
            A value = load(p.weight[row * dim + d]);
            if (kMax) {
                // Strictly greater: the first maximum wins, and a NaN only where it comes first.
                if (count == 0 || value > acc) acc = value, arg = row;
            } else {
                if (p.per_sample_weights != nullptr) value *= load(p.per_sample_weights[n]);
                acc += value;
            }
            ++count;
        }
        if (P::mode == Mode::mean && count > 0) acc /= A(count);
        p.out[item] = store<T>(acc);
        if constexpr (kMax) p.max_indices[item] = typename P::index(arg);
    }
}

// sum and mean: one thread per (index, column); max: one per (bag, column).
template <class P>
__device__ __forceinline__ void embedding_bag_backward_accumulate(const P& p) {
    typedef typename P::compute A;
    const i64 dim = p.embedding_dim;
    if constexpr (P::mode == Mode::max) {
        const i64 total = p.num_bags * dim;
        for (i64 item = first_item(); item < total; item += item_stride()) {
            const i64 b = item / dim, row = i64(p.maximum_indices[item]);
            if (p.bag_size[b] <= 0 || row < 0 || row >= p.num_weights) continue;
            atomicAdd(&p.accum[row * dim + (item - b * dim)], A(load(p.grad[item])));
        }
    } else {
        const i64 total = p.num_indices * dim;
        for (i64 item = first_item(); item < total; item += item_stride()) {
            const i64 n = item / dim, row = i64(p.indices[n]), b = i64(p.offset2bag[n]);
            if (!embedding_bag_counted(p, row) || b < 0 || b >= p.num_bags) continue;
            const i64 d = item - n * dim;
            A grad = load(p.grad[b * dim + d]);
            if (P::mode == Mode::mean) {
                if (p.bag_size[b] <= 0) continue;
                grad /= A(p.bag_size[b]);
            }
            if (p.per_sample_weights != nullptr) grad *= load(p.per_sample_weights[n]);
            if (p.counts != nullptr) grad /= A(p.counts[row]);
            atomicAdd(&p.accum[row * dim + d], grad);
        }
    }
}

template <class P>
__device__ __forceinline__ void embedding_bag_backward_finalize(const P& p) {
    typedef typename P::element T;
    const i64 count = p.num_weights * p.embedding_dim;
    for (i64 item = first_item(); item < count; item += item_stride()) p.grad_weight[item] = store<T>(p.wide_accum[item]);
}

// d out[b, :] / d per_sample_weights[n] = weight[input[n], :]: a dot product per index, no atomics.
template <class P>
__device__ __forceinline__ void embedding_bag_backward_sample_weights_grad(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 dim = p.embedding_dim;
    for (i64 n = first_item(); n < p.num_indices; n += item_stride()) {
        const i64 row = i64(p.indices[n]), b = i64(p.offset2bag[n]);
        A dot = A(0);
        if (embedding_bag_counted(p, row) && b >= 0 && b < p.num_bags)
            for (i64 d = 0; d < dim; ++d) dot += load(p.grad[b * dim + d]) * load(p.weight[row * dim + d]);
        p.grad_per_sample_weights[n] = store<T>(dot);
    }
}

}  // namespace skucat

// embedding.embedding_bag.f16.i32.per_column.mode-sum.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_bag__f16__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::sum;
    const __half* weight;
    const int32_t* input;
    const int32_t* offsets;
    __half* out;
    int32_t* offset2bag;
    int32_t* bag_size;
    const __half* per_sample_weights;
    int32_t* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f16__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__bookkeeping(const __half* weight, const int32_t* input, const int32_t* offsets, __half* out, int32_t* offset2bag, int32_t* bag_size, const __half* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f16__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f16__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__f16__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__reduce(const __half* weight, const int32_t* input, const int32_t* offsets, __half* out, int32_t* offset2bag, int32_t* bag_size, const __half* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f16__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f16__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__reduce)

// embedding.embedding_bag.f16.i32.per_column.mode-mean.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_bag__f16__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::mean;
    const __half* weight;
    const int32_t* input;
    const int32_t* offsets;
    __half* out;
    int32_t* offset2bag;
    int32_t* bag_size;
    const __half* per_sample_weights;
    int32_t* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f16__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__bookkeeping(const __half* weight, const int32_t* input, const int32_t* offsets, __half* out, int32_t* offset2bag, int32_t* bag_size, const __half* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f16__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f16__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__f16__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__reduce(const __half* weight, const int32_t* input, const int32_t* offsets, __half* out, int32_t* offset2bag, int32_t* bag_size, const __half* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f16__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f16__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__reduce)

// embedding.embedding_bag.f16.i32.per_column.mode-max.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_bag__f16__i32__per_column__mode_max__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::max;
    const __half* weight;
    const int32_t* input;
    const int32_t* offsets;
    __half* out;
    int32_t* offset2bag;
    int32_t* bag_size;
    const __half* per_sample_weights;
    int32_t* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f16__i32__per_column__mode_max__math_f32__acc_f32__det__stable__bookkeeping(const __half* weight, const int32_t* input, const int32_t* offsets, __half* out, int32_t* offset2bag, int32_t* bag_size, const __half* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f16__i32__per_column__mode_max__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f16__i32__per_column__mode_max__math_f32__acc_f32__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__f16__i32__per_column__mode_max__math_f32__acc_f32__det__stable__reduce(const __half* weight, const int32_t* input, const int32_t* offsets, __half* out, int32_t* offset2bag, int32_t* bag_size, const __half* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f16__i32__per_column__mode_max__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f16__i32__per_column__mode_max__math_f32__acc_f32__det__stable__reduce)

// embedding.embedding_bag.f16.i64.per_column.mode-sum.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_bag__f16__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::sum;
    const __half* weight;
    const long long* input;
    const long long* offsets;
    __half* out;
    long long* offset2bag;
    long long* bag_size;
    const __half* per_sample_weights;
    long long* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f16__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__bookkeeping(const __half* weight, const long long* input, const long long* offsets, __half* out, long long* offset2bag, long long* bag_size, const __half* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f16__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f16__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__f16__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__reduce(const __half* weight, const long long* input, const long long* offsets, __half* out, long long* offset2bag, long long* bag_size, const __half* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f16__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f16__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__reduce)

// embedding.embedding_bag.f16.i64.per_column.mode-mean.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_bag__f16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::mean;
    const __half* weight;
    const long long* input;
    const long long* offsets;
    __half* out;
    long long* offset2bag;
    long long* bag_size;
    const __half* per_sample_weights;
    long long* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__bookkeeping(const __half* weight, const long long* input, const long long* offsets, __half* out, long long* offset2bag, long long* bag_size, const __half* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__f16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__reduce(const __half* weight, const long long* input, const long long* offsets, __half* out, long long* offset2bag, long long* bag_size, const __half* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__reduce)

// embedding.embedding_bag.f16.i64.per_column.mode-max.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_bag__f16__i64__per_column__mode_max__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::max;
    const __half* weight;
    const long long* input;
    const long long* offsets;
    __half* out;
    long long* offset2bag;
    long long* bag_size;
    const __half* per_sample_weights;
    long long* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f16__i64__per_column__mode_max__math_f32__acc_f32__det__stable__bookkeeping(const __half* weight, const long long* input, const long long* offsets, __half* out, long long* offset2bag, long long* bag_size, const __half* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f16__i64__per_column__mode_max__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f16__i64__per_column__mode_max__math_f32__acc_f32__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__f16__i64__per_column__mode_max__math_f32__acc_f32__det__stable__reduce(const __half* weight, const long long* input, const long long* offsets, __half* out, long long* offset2bag, long long* bag_size, const __half* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f16__i64__per_column__mode_max__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f16__i64__per_column__mode_max__math_f32__acc_f32__det__stable__reduce)

// embedding.embedding_bag.bf16.i32.per_column.mode-sum.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_bag__bf16__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::sum;
    const __nv_bfloat16* weight;
    const int32_t* input;
    const int32_t* offsets;
    __nv_bfloat16* out;
    int32_t* offset2bag;
    int32_t* bag_size;
    const __nv_bfloat16* per_sample_weights;
    int32_t* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__bf16__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__bookkeeping(const __nv_bfloat16* weight, const int32_t* input, const int32_t* offsets, __nv_bfloat16* out, int32_t* offset2bag, int32_t* bag_size, const __nv_bfloat16* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__bf16__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__bf16__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__bf16__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__reduce(const __nv_bfloat16* weight, const int32_t* input, const int32_t* offsets, __nv_bfloat16* out, int32_t* offset2bag, int32_t* bag_size, const __nv_bfloat16* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__bf16__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__bf16__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__reduce)

// embedding.embedding_bag.bf16.i32.per_column.mode-mean.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_bag__bf16__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::mean;
    const __nv_bfloat16* weight;
    const int32_t* input;
    const int32_t* offsets;
    __nv_bfloat16* out;
    int32_t* offset2bag;
    int32_t* bag_size;
    const __nv_bfloat16* per_sample_weights;
    int32_t* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__bf16__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__bookkeeping(const __nv_bfloat16* weight, const int32_t* input, const int32_t* offsets, __nv_bfloat16* out, int32_t* offset2bag, int32_t* bag_size, const __nv_bfloat16* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__bf16__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__bf16__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__bf16__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__reduce(const __nv_bfloat16* weight, const int32_t* input, const int32_t* offsets, __nv_bfloat16* out, int32_t* offset2bag, int32_t* bag_size, const __nv_bfloat16* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__bf16__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__bf16__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__reduce)

// embedding.embedding_bag.bf16.i32.per_column.mode-max.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_bag__bf16__i32__per_column__mode_max__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::max;
    const __nv_bfloat16* weight;
    const int32_t* input;
    const int32_t* offsets;
    __nv_bfloat16* out;
    int32_t* offset2bag;
    int32_t* bag_size;
    const __nv_bfloat16* per_sample_weights;
    int32_t* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__bf16__i32__per_column__mode_max__math_f32__acc_f32__det__stable__bookkeeping(const __nv_bfloat16* weight, const int32_t* input, const int32_t* offsets, __nv_bfloat16* out, int32_t* offset2bag, int32_t* bag_size, const __nv_bfloat16* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__bf16__i32__per_column__mode_max__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__bf16__i32__per_column__mode_max__math_f32__acc_f32__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__bf16__i32__per_column__mode_max__math_f32__acc_f32__det__stable__reduce(const __nv_bfloat16* weight, const int32_t* input, const int32_t* offsets, __nv_bfloat16* out, int32_t* offset2bag, int32_t* bag_size, const __nv_bfloat16* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__bf16__i32__per_column__mode_max__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__bf16__i32__per_column__mode_max__math_f32__acc_f32__det__stable__reduce)

// embedding.embedding_bag.bf16.i64.per_column.mode-sum.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_bag__bf16__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::sum;
    const __nv_bfloat16* weight;
    const long long* input;
    const long long* offsets;
    __nv_bfloat16* out;
    long long* offset2bag;
    long long* bag_size;
    const __nv_bfloat16* per_sample_weights;
    long long* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__bf16__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__bookkeeping(const __nv_bfloat16* weight, const long long* input, const long long* offsets, __nv_bfloat16* out, long long* offset2bag, long long* bag_size, const __nv_bfloat16* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__bf16__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__bf16__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__bf16__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__reduce(const __nv_bfloat16* weight, const long long* input, const long long* offsets, __nv_bfloat16* out, long long* offset2bag, long long* bag_size, const __nv_bfloat16* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__bf16__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__bf16__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__reduce)

// embedding.embedding_bag.bf16.i64.per_column.mode-mean.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_bag__bf16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::mean;
    const __nv_bfloat16* weight;
    const long long* input;
    const long long* offsets;
    __nv_bfloat16* out;
    long long* offset2bag;
    long long* bag_size;
    const __nv_bfloat16* per_sample_weights;
    long long* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__bf16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__bookkeeping(const __nv_bfloat16* weight, const long long* input, const long long* offsets, __nv_bfloat16* out, long long* offset2bag, long long* bag_size, const __nv_bfloat16* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__bf16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__bf16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__bf16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__reduce(const __nv_bfloat16* weight, const long long* input, const long long* offsets, __nv_bfloat16* out, long long* offset2bag, long long* bag_size, const __nv_bfloat16* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__bf16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__bf16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__reduce)

// embedding.embedding_bag.bf16.i64.per_column.mode-max.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_bag__bf16__i64__per_column__mode_max__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::max;
    const __nv_bfloat16* weight;
    const long long* input;
    const long long* offsets;
    __nv_bfloat16* out;
    long long* offset2bag;
    long long* bag_size;
    const __nv_bfloat16* per_sample_weights;
    long long* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__bf16__i64__per_column__mode_max__math_f32__acc_f32__det__stable__bookkeeping(const __nv_bfloat16* weight, const long long* input, const long long* offsets, __nv_bfloat16* out, long long* offset2bag, long long* bag_size, const __nv_bfloat16* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__bf16__i64__per_column__mode_max__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__bf16__i64__per_column__mode_max__math_f32__acc_f32__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__bf16__i64__per_column__mode_max__math_f32__acc_f32__det__stable__reduce(const __nv_bfloat16* weight, const long long* input, const long long* offsets, __nv_bfloat16* out, long long* offset2bag, long long* bag_size, const __nv_bfloat16* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__bf16__i64__per_column__mode_max__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__bf16__i64__per_column__mode_max__math_f32__acc_f32__det__stable__reduce)

// embedding.embedding_bag.f32.i32.per_column.mode-sum.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_bag__f32__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::sum;
    const float* weight;
    const int32_t* input;
    const int32_t* offsets;
    float* out;
    int32_t* offset2bag;
    int32_t* bag_size;
    const float* per_sample_weights;
    int32_t* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f32__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__bookkeeping(const float* weight, const int32_t* input, const int32_t* offsets, float* out, int32_t* offset2bag, int32_t* bag_size, const float* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f32__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f32__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__f32__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__reduce(const float* weight, const int32_t* input, const int32_t* offsets, float* out, int32_t* offset2bag, int32_t* bag_size, const float* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f32__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f32__i32__per_column__mode_sum__math_f32__acc_f32__det__stable__reduce)

// embedding.embedding_bag.f32.i32.per_column.mode-mean.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_bag__f32__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::mean;
    const float* weight;
    const int32_t* input;
    const int32_t* offsets;
    float* out;
    int32_t* offset2bag;
    int32_t* bag_size;
    const float* per_sample_weights;
    int32_t* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f32__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__bookkeeping(const float* weight, const int32_t* input, const int32_t* offsets, float* out, int32_t* offset2bag, int32_t* bag_size, const float* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f32__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f32__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__f32__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__reduce(const float* weight, const int32_t* input, const int32_t* offsets, float* out, int32_t* offset2bag, int32_t* bag_size, const float* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f32__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f32__i32__per_column__mode_mean__math_f32__acc_f32__det__stable__reduce)

// embedding.embedding_bag.f32.i32.per_column.mode-max.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_bag__f32__i32__per_column__mode_max__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::max;
    const float* weight;
    const int32_t* input;
    const int32_t* offsets;
    float* out;
    int32_t* offset2bag;
    int32_t* bag_size;
    const float* per_sample_weights;
    int32_t* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f32__i32__per_column__mode_max__math_f32__acc_f32__det__stable__bookkeeping(const float* weight, const int32_t* input, const int32_t* offsets, float* out, int32_t* offset2bag, int32_t* bag_size, const float* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f32__i32__per_column__mode_max__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f32__i32__per_column__mode_max__math_f32__acc_f32__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__f32__i32__per_column__mode_max__math_f32__acc_f32__det__stable__reduce(const float* weight, const int32_t* input, const int32_t* offsets, float* out, int32_t* offset2bag, int32_t* bag_size, const float* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f32__i32__per_column__mode_max__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f32__i32__per_column__mode_max__math_f32__acc_f32__det__stable__reduce)

// embedding.embedding_bag.f32.i64.per_column.mode-sum.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_bag__f32__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::sum;
    const float* weight;
    const long long* input;
    const long long* offsets;
    float* out;
    long long* offset2bag;
    long long* bag_size;
    const float* per_sample_weights;
    long long* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f32__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__bookkeeping(const float* weight, const long long* input, const long long* offsets, float* out, long long* offset2bag, long long* bag_size, const float* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f32__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f32__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__f32__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__reduce(const float* weight, const long long* input, const long long* offsets, float* out, long long* offset2bag, long long* bag_size, const float* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f32__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f32__i64__per_column__mode_sum__math_f32__acc_f32__det__stable__reduce)

// embedding.embedding_bag.f32.i64.per_column.mode-mean.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_bag__f32__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::mean;
    const float* weight;
    const long long* input;
    const long long* offsets;
    float* out;
    long long* offset2bag;
    long long* bag_size;
    const float* per_sample_weights;
    long long* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f32__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__bookkeeping(const float* weight, const long long* input, const long long* offsets, float* out, long long* offset2bag, long long* bag_size, const float* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f32__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f32__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__f32__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__reduce(const float* weight, const long long* input, const long long* offsets, float* out, long long* offset2bag, long long* bag_size, const float* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f32__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f32__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__reduce)

// embedding.embedding_bag.f32.i64.per_column.mode-max.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_bag__f32__i64__per_column__mode_max__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::max;
    const float* weight;
    const long long* input;
    const long long* offsets;
    float* out;
    long long* offset2bag;
    long long* bag_size;
    const float* per_sample_weights;
    long long* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f32__i64__per_column__mode_max__math_f32__acc_f32__det__stable__bookkeeping(const float* weight, const long long* input, const long long* offsets, float* out, long long* offset2bag, long long* bag_size, const float* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f32__i64__per_column__mode_max__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f32__i64__per_column__mode_max__math_f32__acc_f32__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__f32__i64__per_column__mode_max__math_f32__acc_f32__det__stable__reduce(const float* weight, const long long* input, const long long* offsets, float* out, long long* offset2bag, long long* bag_size, const float* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f32__i64__per_column__mode_max__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f32__i64__per_column__mode_max__math_f32__acc_f32__det__stable__reduce)

// embedding.embedding_bag.f64.i32.per_column.mode-sum.any.any.math-f64.acc-f64.det.stable
struct skucat_embedding__embedding_bag__f64__i32__per_column__mode_sum__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::sum;
    const double* weight;
    const int32_t* input;
    const int32_t* offsets;
    double* out;
    int32_t* offset2bag;
    int32_t* bag_size;
    const double* per_sample_weights;
    int32_t* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f64__i32__per_column__mode_sum__math_f64__acc_f64__det__stable__bookkeeping(const double* weight, const int32_t* input, const int32_t* offsets, double* out, int32_t* offset2bag, int32_t* bag_size, const double* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f64__i32__per_column__mode_sum__math_f64__acc_f64__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f64__i32__per_column__mode_sum__math_f64__acc_f64__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__f64__i32__per_column__mode_sum__math_f64__acc_f64__det__stable__reduce(const double* weight, const int32_t* input, const int32_t* offsets, double* out, int32_t* offset2bag, int32_t* bag_size, const double* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f64__i32__per_column__mode_sum__math_f64__acc_f64__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f64__i32__per_column__mode_sum__math_f64__acc_f64__det__stable__reduce)

// embedding.embedding_bag.f64.i32.per_column.mode-mean.any.any.math-f64.acc-f64.det.stable
struct skucat_embedding__embedding_bag__f64__i32__per_column__mode_mean__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::mean;
    const double* weight;
    const int32_t* input;
    const int32_t* offsets;
    double* out;
    int32_t* offset2bag;
    int32_t* bag_size;
    const double* per_sample_weights;
    int32_t* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f64__i32__per_column__mode_mean__math_f64__acc_f64__det__stable__bookkeeping(const double* weight, const int32_t* input, const int32_t* offsets, double* out, int32_t* offset2bag, int32_t* bag_size, const double* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f64__i32__per_column__mode_mean__math_f64__acc_f64__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f64__i32__per_column__mode_mean__math_f64__acc_f64__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__f64__i32__per_column__mode_mean__math_f64__acc_f64__det__stable__reduce(const double* weight, const int32_t* input, const int32_t* offsets, double* out, int32_t* offset2bag, int32_t* bag_size, const double* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f64__i32__per_column__mode_mean__math_f64__acc_f64__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f64__i32__per_column__mode_mean__math_f64__acc_f64__det__stable__reduce)

// embedding.embedding_bag.f64.i32.per_column.mode-max.any.any.math-f64.acc-f64.det.stable
struct skucat_embedding__embedding_bag__f64__i32__per_column__mode_max__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::max;
    const double* weight;
    const int32_t* input;
    const int32_t* offsets;
    double* out;
    int32_t* offset2bag;
    int32_t* bag_size;
    const double* per_sample_weights;
    int32_t* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f64__i32__per_column__mode_max__math_f64__acc_f64__det__stable__bookkeeping(const double* weight, const int32_t* input, const int32_t* offsets, double* out, int32_t* offset2bag, int32_t* bag_size, const double* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f64__i32__per_column__mode_max__math_f64__acc_f64__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f64__i32__per_column__mode_max__math_f64__acc_f64__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__f64__i32__per_column__mode_max__math_f64__acc_f64__det__stable__reduce(const double* weight, const int32_t* input, const int32_t* offsets, double* out, int32_t* offset2bag, int32_t* bag_size, const double* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f64__i32__per_column__mode_max__math_f64__acc_f64__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f64__i32__per_column__mode_max__math_f64__acc_f64__det__stable__reduce)

// embedding.embedding_bag.f64.i64.per_column.mode-sum.any.any.math-f64.acc-f64.det.stable
struct skucat_embedding__embedding_bag__f64__i64__per_column__mode_sum__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::sum;
    const double* weight;
    const long long* input;
    const long long* offsets;
    double* out;
    long long* offset2bag;
    long long* bag_size;
    const double* per_sample_weights;
    long long* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f64__i64__per_column__mode_sum__math_f64__acc_f64__det__stable__bookkeeping(const double* weight, const long long* input, const long long* offsets, double* out, long long* offset2bag, long long* bag_size, const double* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f64__i64__per_column__mode_sum__math_f64__acc_f64__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f64__i64__per_column__mode_sum__math_f64__acc_f64__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__f64__i64__per_column__mode_sum__math_f64__acc_f64__det__stable__reduce(const double* weight, const long long* input, const long long* offsets, double* out, long long* offset2bag, long long* bag_size, const double* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f64__i64__per_column__mode_sum__math_f64__acc_f64__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f64__i64__per_column__mode_sum__math_f64__acc_f64__det__stable__reduce)

// embedding.embedding_bag.f64.i64.per_column.mode-mean.any.any.math-f64.acc-f64.det.stable
struct skucat_embedding__embedding_bag__f64__i64__per_column__mode_mean__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::mean;
    const double* weight;
    const long long* input;
    const long long* offsets;
    double* out;
    long long* offset2bag;
    long long* bag_size;
    const double* per_sample_weights;
    long long* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f64__i64__per_column__mode_mean__math_f64__acc_f64__det__stable__bookkeeping(const double* weight, const long long* input, const long long* offsets, double* out, long long* offset2bag, long long* bag_size, const double* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f64__i64__per_column__mode_mean__math_f64__acc_f64__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f64__i64__per_column__mode_mean__math_f64__acc_f64__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__f64__i64__per_column__mode_mean__math_f64__acc_f64__det__stable__reduce(const double* weight, const long long* input, const long long* offsets, double* out, long long* offset2bag, long long* bag_size, const double* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f64__i64__per_column__mode_mean__math_f64__acc_f64__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f64__i64__per_column__mode_mean__math_f64__acc_f64__det__stable__reduce)

// embedding.embedding_bag.f64.i64.per_column.mode-max.any.any.math-f64.acc-f64.det.stable
struct skucat_embedding__embedding_bag__f64__i64__per_column__mode_max__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::max;
    const double* weight;
    const long long* input;
    const long long* offsets;
    double* out;
    long long* offset2bag;
    long long* bag_size;
    const double* per_sample_weights;
    long long* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f64__i64__per_column__mode_max__math_f64__acc_f64__det__stable__bookkeeping(const double* weight, const long long* input, const long long* offsets, double* out, long long* offset2bag, long long* bag_size, const double* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f64__i64__per_column__mode_max__math_f64__acc_f64__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f64__i64__per_column__mode_max__math_f64__acc_f64__det__stable__bookkeeping)
extern "C" __global__ void skucat_embedding__embedding_bag__f64__i64__per_column__mode_max__math_f64__acc_f64__det__stable__reduce(const double* weight, const long long* input, const long long* offsets, double* out, long long* offset2bag, long long* bag_size, const double* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f64__i64__per_column__mode_max__math_f64__acc_f64__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f64__i64__per_column__mode_max__math_f64__acc_f64__det__stable__reduce)

// embedding.embedding_bag_backward.f16.i32.atomic.mode-sum.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::sum;
    const __half* grad;
    const int32_t* indices;
    const int32_t* offset2bag;
    const int32_t* bag_size;
    __half* grad_weight;
    const int32_t* maximum_indices;
    const __half* per_sample_weights;
    const __half* weight;
    __half* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    float* wide_accum;
    int32_t* counts;
    long long padding_row;
    float* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__zero(const __half* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __half* grad_weight, const int32_t* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__count(const __half* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __half* grad_weight, const int32_t* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__accumulate(const __half* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __half* grad_weight, const int32_t* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__finalize(const __half* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __half* grad_weight, const int32_t* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__sample_weights_grad(const __half* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __half* grad_weight, const int32_t* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.f16.i32.atomic.mode-mean.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::mean;
    const __half* grad;
    const int32_t* indices;
    const int32_t* offset2bag;
    const int32_t* bag_size;
    __half* grad_weight;
    const int32_t* maximum_indices;
    const __half* per_sample_weights;
    const __half* weight;
    __half* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    float* wide_accum;
    int32_t* counts;
    long long padding_row;
    float* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__zero(const __half* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __half* grad_weight, const int32_t* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__count(const __half* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __half* grad_weight, const int32_t* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__accumulate(const __half* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __half* grad_weight, const int32_t* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__finalize(const __half* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __half* grad_weight, const int32_t* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__sample_weights_grad(const __half* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __half* grad_weight, const int32_t* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.f16.i32.atomic.mode-max.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::max;
    const __half* grad;
    const int32_t* indices;
    const int32_t* offset2bag;
    const int32_t* bag_size;
    __half* grad_weight;
    const int32_t* maximum_indices;
    const __half* per_sample_weights;
    const __half* weight;
    __half* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    float* wide_accum;
    int32_t* counts;
    long long padding_row;
    float* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__zero(const __half* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __half* grad_weight, const int32_t* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__count(const __half* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __half* grad_weight, const int32_t* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__accumulate(const __half* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __half* grad_weight, const int32_t* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__finalize(const __half* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __half* grad_weight, const int32_t* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__sample_weights_grad(const __half* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __half* grad_weight, const int32_t* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.f16.i64.atomic.mode-sum.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::sum;
    const __half* grad;
    const long long* indices;
    const long long* offset2bag;
    const long long* bag_size;
    __half* grad_weight;
    const long long* maximum_indices;
    const __half* per_sample_weights;
    const __half* weight;
    __half* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    float* wide_accum;
    int32_t* counts;
    long long padding_row;
    float* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__zero(const __half* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __half* grad_weight, const long long* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__count(const __half* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __half* grad_weight, const long long* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__accumulate(const __half* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __half* grad_weight, const long long* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__finalize(const __half* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __half* grad_weight, const long long* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__sample_weights_grad(const __half* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __half* grad_weight, const long long* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.f16.i64.atomic.mode-mean.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::mean;
    const __half* grad;
    const long long* indices;
    const long long* offset2bag;
    const long long* bag_size;
    __half* grad_weight;
    const long long* maximum_indices;
    const __half* per_sample_weights;
    const __half* weight;
    __half* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    float* wide_accum;
    int32_t* counts;
    long long padding_row;
    float* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__zero(const __half* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __half* grad_weight, const long long* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__count(const __half* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __half* grad_weight, const long long* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__accumulate(const __half* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __half* grad_weight, const long long* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__finalize(const __half* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __half* grad_weight, const long long* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__sample_weights_grad(const __half* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __half* grad_weight, const long long* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.f16.i64.atomic.mode-max.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::max;
    const __half* grad;
    const long long* indices;
    const long long* offset2bag;
    const long long* bag_size;
    __half* grad_weight;
    const long long* maximum_indices;
    const __half* per_sample_weights;
    const __half* weight;
    __half* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    float* wide_accum;
    int32_t* counts;
    long long padding_row;
    float* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__zero(const __half* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __half* grad_weight, const long long* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__count(const __half* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __half* grad_weight, const long long* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__accumulate(const __half* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __half* grad_weight, const long long* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__finalize(const __half* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __half* grad_weight, const long long* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__sample_weights_grad(const __half* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __half* grad_weight, const long long* maximum_indices, const __half* per_sample_weights, const __half* weight, __half* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.bf16.i32.atomic.mode-sum.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::sum;
    const __nv_bfloat16* grad;
    const int32_t* indices;
    const int32_t* offset2bag;
    const int32_t* bag_size;
    __nv_bfloat16* grad_weight;
    const int32_t* maximum_indices;
    const __nv_bfloat16* per_sample_weights;
    const __nv_bfloat16* weight;
    __nv_bfloat16* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    float* wide_accum;
    int32_t* counts;
    long long padding_row;
    float* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __nv_bfloat16* grad_weight, const int32_t* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__count(const __nv_bfloat16* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __nv_bfloat16* grad_weight, const int32_t* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__accumulate(const __nv_bfloat16* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __nv_bfloat16* grad_weight, const int32_t* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __nv_bfloat16* grad_weight, const int32_t* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__sample_weights_grad(const __nv_bfloat16* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __nv_bfloat16* grad_weight, const int32_t* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.bf16.i32.atomic.mode-mean.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::mean;
    const __nv_bfloat16* grad;
    const int32_t* indices;
    const int32_t* offset2bag;
    const int32_t* bag_size;
    __nv_bfloat16* grad_weight;
    const int32_t* maximum_indices;
    const __nv_bfloat16* per_sample_weights;
    const __nv_bfloat16* weight;
    __nv_bfloat16* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    float* wide_accum;
    int32_t* counts;
    long long padding_row;
    float* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __nv_bfloat16* grad_weight, const int32_t* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__count(const __nv_bfloat16* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __nv_bfloat16* grad_weight, const int32_t* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__accumulate(const __nv_bfloat16* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __nv_bfloat16* grad_weight, const int32_t* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __nv_bfloat16* grad_weight, const int32_t* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__sample_weights_grad(const __nv_bfloat16* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __nv_bfloat16* grad_weight, const int32_t* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.bf16.i32.atomic.mode-max.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::max;
    const __nv_bfloat16* grad;
    const int32_t* indices;
    const int32_t* offset2bag;
    const int32_t* bag_size;
    __nv_bfloat16* grad_weight;
    const int32_t* maximum_indices;
    const __nv_bfloat16* per_sample_weights;
    const __nv_bfloat16* weight;
    __nv_bfloat16* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    float* wide_accum;
    int32_t* counts;
    long long padding_row;
    float* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __nv_bfloat16* grad_weight, const int32_t* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__count(const __nv_bfloat16* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __nv_bfloat16* grad_weight, const int32_t* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__accumulate(const __nv_bfloat16* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __nv_bfloat16* grad_weight, const int32_t* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __nv_bfloat16* grad_weight, const int32_t* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__sample_weights_grad(const __nv_bfloat16* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, __nv_bfloat16* grad_weight, const int32_t* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.bf16.i64.atomic.mode-sum.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::sum;
    const __nv_bfloat16* grad;
    const long long* indices;
    const long long* offset2bag;
    const long long* bag_size;
    __nv_bfloat16* grad_weight;
    const long long* maximum_indices;
    const __nv_bfloat16* per_sample_weights;
    const __nv_bfloat16* weight;
    __nv_bfloat16* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    float* wide_accum;
    int32_t* counts;
    long long padding_row;
    float* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __nv_bfloat16* grad_weight, const long long* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__count(const __nv_bfloat16* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __nv_bfloat16* grad_weight, const long long* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__accumulate(const __nv_bfloat16* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __nv_bfloat16* grad_weight, const long long* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __nv_bfloat16* grad_weight, const long long* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__sample_weights_grad(const __nv_bfloat16* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __nv_bfloat16* grad_weight, const long long* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.bf16.i64.atomic.mode-mean.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::mean;
    const __nv_bfloat16* grad;
    const long long* indices;
    const long long* offset2bag;
    const long long* bag_size;
    __nv_bfloat16* grad_weight;
    const long long* maximum_indices;
    const __nv_bfloat16* per_sample_weights;
    const __nv_bfloat16* weight;
    __nv_bfloat16* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    float* wide_accum;
    int32_t* counts;
    long long padding_row;
    float* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __nv_bfloat16* grad_weight, const long long* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__count(const __nv_bfloat16* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __nv_bfloat16* grad_weight, const long long* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__accumulate(const __nv_bfloat16* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __nv_bfloat16* grad_weight, const long long* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __nv_bfloat16* grad_weight, const long long* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__sample_weights_grad(const __nv_bfloat16* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __nv_bfloat16* grad_weight, const long long* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.bf16.i64.atomic.mode-max.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::max;
    const __nv_bfloat16* grad;
    const long long* indices;
    const long long* offset2bag;
    const long long* bag_size;
    __nv_bfloat16* grad_weight;
    const long long* maximum_indices;
    const __nv_bfloat16* per_sample_weights;
    const __nv_bfloat16* weight;
    __nv_bfloat16* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    float* wide_accum;
    int32_t* counts;
    long long padding_row;
    float* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __nv_bfloat16* grad_weight, const long long* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__count(const __nv_bfloat16* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __nv_bfloat16* grad_weight, const long long* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__accumulate(const __nv_bfloat16* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __nv_bfloat16* grad_weight, const long long* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __nv_bfloat16* grad_weight, const long long* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__sample_weights_grad(const __nv_bfloat16* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, __nv_bfloat16* grad_weight, const long long* maximum_indices, const __nv_bfloat16* per_sample_weights, const __nv_bfloat16* weight, __nv_bfloat16* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__bf16__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.f32.i32.atomic.mode-sum.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::sum;
    const float* grad;
    const int32_t* indices;
    const int32_t* offset2bag;
    const int32_t* bag_size;
    float* grad_weight;
    const int32_t* maximum_indices;
    const float* per_sample_weights;
    const float* weight;
    float* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    float* wide_accum;
    int32_t* counts;
    long long padding_row;
    float* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__zero(const float* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, float* grad_weight, const int32_t* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__count(const float* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, float* grad_weight, const int32_t* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__accumulate(const float* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, float* grad_weight, const int32_t* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__finalize(const float* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, float* grad_weight, const int32_t* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__sample_weights_grad(const float* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, float* grad_weight, const int32_t* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.f32.i32.atomic.mode-mean.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::mean;
    const float* grad;
    const int32_t* indices;
    const int32_t* offset2bag;
    const int32_t* bag_size;
    float* grad_weight;
    const int32_t* maximum_indices;
    const float* per_sample_weights;
    const float* weight;
    float* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    float* wide_accum;
    int32_t* counts;
    long long padding_row;
    float* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__zero(const float* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, float* grad_weight, const int32_t* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__count(const float* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, float* grad_weight, const int32_t* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__accumulate(const float* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, float* grad_weight, const int32_t* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__finalize(const float* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, float* grad_weight, const int32_t* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__sample_weights_grad(const float* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, float* grad_weight, const int32_t* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.f32.i32.atomic.mode-max.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::max;
    const float* grad;
    const int32_t* indices;
    const int32_t* offset2bag;
    const int32_t* bag_size;
    float* grad_weight;
    const int32_t* maximum_indices;
    const float* per_sample_weights;
    const float* weight;
    float* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    float* wide_accum;
    int32_t* counts;
    long long padding_row;
    float* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__zero(const float* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, float* grad_weight, const int32_t* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__count(const float* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, float* grad_weight, const int32_t* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__accumulate(const float* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, float* grad_weight, const int32_t* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__finalize(const float* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, float* grad_weight, const int32_t* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__sample_weights_grad(const float* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, float* grad_weight, const int32_t* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i32__atomic__mode_max__math_f32__acc_f32__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.f32.i64.atomic.mode-sum.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::sum;
    const float* grad;
    const long long* indices;
    const long long* offset2bag;
    const long long* bag_size;
    float* grad_weight;
    const long long* maximum_indices;
    const float* per_sample_weights;
    const float* weight;
    float* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    float* wide_accum;
    int32_t* counts;
    long long padding_row;
    float* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__zero(const float* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, float* grad_weight, const long long* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__count(const float* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, float* grad_weight, const long long* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__accumulate(const float* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, float* grad_weight, const long long* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__finalize(const float* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, float* grad_weight, const long long* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__sample_weights_grad(const float* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, float* grad_weight, const long long* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_sum__math_f32__acc_f32__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.f32.i64.atomic.mode-mean.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::mean;
    const float* grad;
    const long long* indices;
    const long long* offset2bag;
    const long long* bag_size;
    float* grad_weight;
    const long long* maximum_indices;
    const float* per_sample_weights;
    const float* weight;
    float* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    float* wide_accum;
    int32_t* counts;
    long long padding_row;
    float* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__zero(const float* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, float* grad_weight, const long long* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__count(const float* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, float* grad_weight, const long long* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__accumulate(const float* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, float* grad_weight, const long long* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__finalize(const float* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, float* grad_weight, const long long* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__sample_weights_grad(const float* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, float* grad_weight, const long long* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_mean__math_f32__acc_f32__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.f32.i64.atomic.mode-max.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::max;
    const float* grad;
    const long long* indices;
    const long long* offset2bag;
    const long long* bag_size;
    float* grad_weight;
    const long long* maximum_indices;
    const float* per_sample_weights;
    const float* weight;
    float* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    float* wide_accum;
    int32_t* counts;
    long long padding_row;
    float* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__zero(const float* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, float* grad_weight, const long long* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__count(const float* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, float* grad_weight, const long long* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__accumulate(const float* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, float* grad_weight, const long long* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__finalize(const float* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, float* grad_weight, const long long* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__sample_weights_grad(const float* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, float* grad_weight, const long long* maximum_indices, const float* per_sample_weights, const float* weight, float* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, float* wide_accum, int32_t* counts, long long padding_row, float* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f32__i64__atomic__mode_max__math_f32__acc_f32__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.f64.i32.atomic.mode-sum.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::sum;
    const double* grad;
    const int32_t* indices;
    const int32_t* offset2bag;
    const int32_t* bag_size;
    double* grad_weight;
    const int32_t* maximum_indices;
    const double* per_sample_weights;
    const double* weight;
    double* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    double* wide_accum;
    int32_t* counts;
    long long padding_row;
    double* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__zero(const double* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, double* grad_weight, const int32_t* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__count(const double* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, double* grad_weight, const int32_t* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__accumulate(const double* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, double* grad_weight, const int32_t* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__finalize(const double* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, double* grad_weight, const int32_t* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__sample_weights_grad(const double* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, double* grad_weight, const int32_t* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.f64.i32.atomic.mode-mean.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::mean;
    const double* grad;
    const int32_t* indices;
    const int32_t* offset2bag;
    const int32_t* bag_size;
    double* grad_weight;
    const int32_t* maximum_indices;
    const double* per_sample_weights;
    const double* weight;
    double* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    double* wide_accum;
    int32_t* counts;
    long long padding_row;
    double* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__zero(const double* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, double* grad_weight, const int32_t* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__count(const double* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, double* grad_weight, const int32_t* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__accumulate(const double* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, double* grad_weight, const int32_t* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__finalize(const double* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, double* grad_weight, const int32_t* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__sample_weights_grad(const double* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, double* grad_weight, const int32_t* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.f64.i32.atomic.mode-max.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_max__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::max;
    const double* grad;
    const int32_t* indices;
    const int32_t* offset2bag;
    const int32_t* bag_size;
    double* grad_weight;
    const int32_t* maximum_indices;
    const double* per_sample_weights;
    const double* weight;
    double* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    double* wide_accum;
    int32_t* counts;
    long long padding_row;
    double* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_max__math_f64__acc_f64__nondet__unstable__zero(const double* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, double* grad_weight, const int32_t* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_max__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_max__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_max__math_f64__acc_f64__nondet__unstable__count(const double* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, double* grad_weight, const int32_t* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_max__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_max__math_f64__acc_f64__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_max__math_f64__acc_f64__nondet__unstable__accumulate(const double* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, double* grad_weight, const int32_t* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_max__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_max__math_f64__acc_f64__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_max__math_f64__acc_f64__nondet__unstable__finalize(const double* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, double* grad_weight, const int32_t* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_max__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_max__math_f64__acc_f64__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_max__math_f64__acc_f64__nondet__unstable__sample_weights_grad(const double* grad, const int32_t* indices, const int32_t* offset2bag, const int32_t* bag_size, double* grad_weight, const int32_t* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_max__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i32__atomic__mode_max__math_f64__acc_f64__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.f64.i64.atomic.mode-sum.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::sum;
    const double* grad;
    const long long* indices;
    const long long* offset2bag;
    const long long* bag_size;
    double* grad_weight;
    const long long* maximum_indices;
    const double* per_sample_weights;
    const double* weight;
    double* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    double* wide_accum;
    int32_t* counts;
    long long padding_row;
    double* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__zero(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__count(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__accumulate(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__finalize(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__sample_weights_grad(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_sum__math_f64__acc_f64__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.f64.i64.atomic.mode-mean.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::mean;
    const double* grad;
    const long long* indices;
    const long long* offset2bag;
    const long long* bag_size;
    double* grad_weight;
    const long long* maximum_indices;
    const double* per_sample_weights;
    const double* weight;
    double* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    double* wide_accum;
    int32_t* counts;
    long long padding_row;
    double* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__zero(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__count(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__accumulate(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__finalize(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__sample_weights_grad(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_mean__math_f64__acc_f64__nondet__unstable__sample_weights_grad)

// embedding.embedding_bag_backward.f64.i64.atomic.mode-max.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::max;
    const double* grad;
    const long long* indices;
    const long long* offset2bag;
    const long long* bag_size;
    double* grad_weight;
    const long long* maximum_indices;
    const double* per_sample_weights;
    const double* weight;
    double* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    double* wide_accum;
    int32_t* counts;
    long long padding_row;
    double* accum;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__zero(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__count(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__accumulate(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__finalize(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_bag_backward_finalize(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__finalize)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__sample_weights_grad(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, int32_t* counts, long long padding_row, double* accum) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, padding_row, accum});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__sample_weights_grad)
