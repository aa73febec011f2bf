// Generated from catalog.yaml by codegen with templates/cuda/family.cu.j2. Do not edit.
// Device code from templates/cuda/embedding.cu.j2; kernel entry points, their
// parameter structs and the enums of the family's modes from catalog.yaml.
#include "skucat_prelude.cuh"

namespace skucat {

// Embedding: forward gather and atomic backward. A block per index (blocks
// stride over them), its threads over the row's columns; indices outside
// [0, V) are never dereferenced.

template <class P>
__device__ __forceinline__ void embedding_gather(const P& p) {
    typedef typename P::element T;
    const i64 dim = p.embedding_dim;
    for (i64 n = blockIdx.x; n < p.num_indices; n += gridDim.x) {
        const i64 row = i64(p.indices[n]);
        T* out = p.out + n * dim;
        if (row >= 0 && row < p.num_weights) {
            const T* in = p.weight + row * dim;
            block_loop(dim, [&](unsigned, i64 c) { out[c] = in[c]; });
        } else {
            block_loop(dim, [&](unsigned, i64 c) { out[c] = store<T>(0); });
        }
    }
}

// On the host: prefetches columns [column, column + count) of the row of index n + ahead of `indices`
// in `table`, the random rows of a gather or scatter being far more than a core's outstanding misses.
template <class P, typename I, typename T>
__device__ __forceinline__ void embedding_prefetch_row(const P& p, const I* indices, i64 n, const T* table, i64 column,
                                                       i64 count) {
    if constexpr (item_lanes > 1) {
        constexpr i64 ahead = 16, line = 64 / sizeof(T);
        const i64 next = n + ahead < p.num_indices ? i64(indices[n + ahead]) : -1;
        if (next >= 0 && next < p.num_weights)
            for (i64 k = 0; k < count; k += line) prefetch(table + next * p.embedding_dim + column + k);
    }
}

// Zeroes the accumulator and, with scale_grad_by_freq, the index counts.
template <class P>
__device__ __forceinline__ void embedding_backward_zero(const P& p) {
    typedef typename P::compute A;
    const i64 accum_count = p.num_weights * p.embedding_dim, counts_count = p.counts ? p.num_weights : 0;
    for_each_item(accum_count, [&](i64 item) { p.accum[item] = A(0); });
    for_each_item(counts_count, [&](i64 item) { p.counts[item] = 0; });
}

template <class P>
__device__ __forceinline__ void embedding_backward_count(const P& p) {
    for_each_item(p.num_indices, [&](i64 n) {
        const i64 row = i64(p.indices[n]);
        if (row >= 0 && row < p.num_weights) count_add(&p.counts[row], 1);
    });
}

// In runs of one index's columns: its row and scale once a run. counts is null unless
// scale_grad_by_freq; padding_row < 0 means none.
template <class P>
__device__ __forceinline__ void embedding_backward_accumulate(const P& p) {
    typedef typename P::compute A;
    const i64 dim = p.embedding_dim;
    for_each_run(p.num_indices * dim, dim, [&](i64 item, i64 last) {
        const i64 n = item / dim, row = i64(p.indices[n]), c = item - n * dim;
        if (row < 0 || row >= p.num_weights || row == p.padding_row) return;
        embedding_prefetch_row(p, p.indices, n, p.accum, c, last - item);
        const A scale = p.counts != nullptr ? A(1) / A(p.counts[row]) : A(1);
        const auto* dout = p.dout + item;
        atomic_add_run(p.accum + row * dim + c, last - item, [&](i64 k) { return load(dout[k]) * scale; });
    });
}

template <class P>
__device__ __forceinline__ void embedding_backward_finalize(const P& p) {
    typedef typename P::element T;
    const i64 count = p.num_weights * p.embedding_dim;
    for_each_item(count, [&](i64 item) { p.dweight[item] = store<T>(p.wide_accum[item]); });
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
    for_each_item(p.num_weights, [&](i64 row) { p.claims[row] = 0; });
}

template <class P>
__device__ __forceinline__ void embedding_renorm_rescale(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 dim = p.embedding_dim;
    for_each_item(p.num_indices, [&](i64 n) {
        const i64 row = i64(p.indices[n]);
        // atomicMax, not a counter: a flag cannot wrap back to unclaimed.
        if (row < 0 || row >= p.num_weights || atomicMax(&p.claims[row], 1) != 0) return;
        T* values = p.weight + row * dim;
        const double norm = double(renorm_row_norm<A>(values, dim, p.norm_type));
        if (!(norm > p.max_norm)) return;
        const A scale = A(p.max_norm / (norm + 1e-7));   // in double, as PyTorch
        for (i64 c = 0; c < dim; ++c) values[c] = store<T>(load(values[c]) * scale);
    });
}

// The sorted backward: the prelude's group_*_step entries group the index positions by row; then
// one thread per dweight element sums its row's group in position order. On the host, in runs of a
// row's columns (its group found once a run), `Lanes` columns side by side through the group's rows.
// As the atomic variant, each contribution is scaled before it is added (scale_grad_by_freq).
template <int Lanes, class P>
__device__ __forceinline__ void embedding_group_columns(const P& p, i64 item, i64 row) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 dim = p.embedding_dim, column = item - row * dim;
    const i64 begin = p.offsets[row], end = row != p.padding_row ? p.offsets[row + 1] : begin;
    const A scale = p.scale_grad_by_freq ? A(1) / A(p.offsets[row + 1] - begin) : A(1);
    A sum[Lanes];
    for (int k = 0; k < Lanes; ++k) sum[k] = A(0);
    for (i64 j = begin; j < end; ++j) {
        const T* grad = p.dout + p.order[j] * dim + column;
        for (int k = 0; k < Lanes; ++k) sum[k] += load(grad[k]) * scale;
    }
    for (int k = 0; k < Lanes; ++k) p.dweight[item + k] = store<T>(sum[k]);
}

template <class P>
__device__ __forceinline__ void embedding_backward_group_sum(const P& p) {
    for_each_row_lanes<4 * item_lanes>(p.num_weights, p.embedding_dim, [&](auto lanes, i64 item, i64 row) {
        embedding_group_columns<decltype(lanes)::value>(p, item, row);
    });
}

}  // namespace skucat

// embedding.embedding.f16.i32.gather.any.any.math-none.acc-none.det.stable
struct skucat_embedding__embedding__f16__i32__gather__math_none__acc_none__det__stable__params {
    typedef __half element;
    typedef float compute;
    typedef int32_t index;
    const __half* weight;
    const int32_t* indices;
    __half* out;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
};
extern "C" __global__ void skucat_embedding__embedding__f16__i32__gather__math_none__acc_none__det__stable__gather(const __half* weight, const int32_t* indices, __half* out, long long num_weights, long long embedding_dim, long long num_indices) {
    skucat::embedding_gather(skucat_embedding__embedding__f16__i32__gather__math_none__acc_none__det__stable__params{weight, indices, out, num_weights, embedding_dim, num_indices});
}
SKUCAT_ENTRY(skucat_embedding__embedding__f16__i32__gather__math_none__acc_none__det__stable__gather, true, false)

// embedding.embedding.f16.i64.gather.any.any.math-none.acc-none.det.stable
struct skucat_embedding__embedding__f16__i64__gather__math_none__acc_none__det__stable__params {
    typedef __half element;
    typedef float compute;
    typedef long long index;
    const __half* weight;
    const long long* indices;
    __half* out;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
};
extern "C" __global__ void skucat_embedding__embedding__f16__i64__gather__math_none__acc_none__det__stable__gather(const __half* weight, const long long* indices, __half* out, long long num_weights, long long embedding_dim, long long num_indices) {
    skucat::embedding_gather(skucat_embedding__embedding__f16__i64__gather__math_none__acc_none__det__stable__params{weight, indices, out, num_weights, embedding_dim, num_indices});
}
SKUCAT_ENTRY(skucat_embedding__embedding__f16__i64__gather__math_none__acc_none__det__stable__gather, true, false)

// embedding.embedding.bf16.i32.gather.any.any.math-none.acc-none.det.stable
struct skucat_embedding__embedding__bf16__i32__gather__math_none__acc_none__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef int32_t index;
    const __nv_bfloat16* weight;
    const int32_t* indices;
    __nv_bfloat16* out;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
};
extern "C" __global__ void skucat_embedding__embedding__bf16__i32__gather__math_none__acc_none__det__stable__gather(const __nv_bfloat16* weight, const int32_t* indices, __nv_bfloat16* out, long long num_weights, long long embedding_dim, long long num_indices) {
    skucat::embedding_gather(skucat_embedding__embedding__bf16__i32__gather__math_none__acc_none__det__stable__params{weight, indices, out, num_weights, embedding_dim, num_indices});
}
SKUCAT_ENTRY(skucat_embedding__embedding__bf16__i32__gather__math_none__acc_none__det__stable__gather, true, false)

// embedding.embedding.bf16.i64.gather.any.any.math-none.acc-none.det.stable
struct skucat_embedding__embedding__bf16__i64__gather__math_none__acc_none__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef long long index;
    const __nv_bfloat16* weight;
    const long long* indices;
    __nv_bfloat16* out;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
};
extern "C" __global__ void skucat_embedding__embedding__bf16__i64__gather__math_none__acc_none__det__stable__gather(const __nv_bfloat16* weight, const long long* indices, __nv_bfloat16* out, long long num_weights, long long embedding_dim, long long num_indices) {
    skucat::embedding_gather(skucat_embedding__embedding__bf16__i64__gather__math_none__acc_none__det__stable__params{weight, indices, out, num_weights, embedding_dim, num_indices});
}
SKUCAT_ENTRY(skucat_embedding__embedding__bf16__i64__gather__math_none__acc_none__det__stable__gather, true, false)

// embedding.embedding.f32.i32.gather.any.any.math-none.acc-none.det.stable
struct skucat_embedding__embedding__f32__i32__gather__math_none__acc_none__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef int32_t index;
    const float* weight;
    const int32_t* indices;
    float* out;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
};
extern "C" __global__ void skucat_embedding__embedding__f32__i32__gather__math_none__acc_none__det__stable__gather(const float* weight, const int32_t* indices, float* out, long long num_weights, long long embedding_dim, long long num_indices) {
    skucat::embedding_gather(skucat_embedding__embedding__f32__i32__gather__math_none__acc_none__det__stable__params{weight, indices, out, num_weights, embedding_dim, num_indices});
}
SKUCAT_ENTRY(skucat_embedding__embedding__f32__i32__gather__math_none__acc_none__det__stable__gather, true, false)

// embedding.embedding.f32.i64.gather.any.any.math-none.acc-none.det.stable
struct skucat_embedding__embedding__f32__i64__gather__math_none__acc_none__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef long long index;
    const float* weight;
    const long long* indices;
    float* out;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
};
extern "C" __global__ void skucat_embedding__embedding__f32__i64__gather__math_none__acc_none__det__stable__gather(const float* weight, const long long* indices, float* out, long long num_weights, long long embedding_dim, long long num_indices) {
    skucat::embedding_gather(skucat_embedding__embedding__f32__i64__gather__math_none__acc_none__det__stable__params{weight, indices, out, num_weights, embedding_dim, num_indices});
}
SKUCAT_ENTRY(skucat_embedding__embedding__f32__i64__gather__math_none__acc_none__det__stable__gather, true, false)

// embedding.embedding.f64.i32.gather.any.any.math-none.acc-none.det.stable
struct skucat_embedding__embedding__f64__i32__gather__math_none__acc_none__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef int32_t index;
    const double* weight;
    const int32_t* indices;
    double* out;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
};
extern "C" __global__ void skucat_embedding__embedding__f64__i32__gather__math_none__acc_none__det__stable__gather(const double* weight, const int32_t* indices, double* out, long long num_weights, long long embedding_dim, long long num_indices) {
    skucat::embedding_gather(skucat_embedding__embedding__f64__i32__gather__math_none__acc_none__det__stable__params{weight, indices, out, num_weights, embedding_dim, num_indices});
}
SKUCAT_ENTRY(skucat_embedding__embedding__f64__i32__gather__math_none__acc_none__det__stable__gather, true, false)

// embedding.embedding.f64.i64.gather.any.any.math-none.acc-none.det.stable
struct skucat_embedding__embedding__f64__i64__gather__math_none__acc_none__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef long long index;
    const double* weight;
    const long long* indices;
    double* out;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
};
extern "C" __global__ void skucat_embedding__embedding__f64__i64__gather__math_none__acc_none__det__stable__gather(const double* weight, const long long* indices, double* out, long long num_weights, long long embedding_dim, long long num_indices) {
    skucat::embedding_gather(skucat_embedding__embedding__f64__i64__gather__math_none__acc_none__det__stable__params{weight, indices, out, num_weights, embedding_dim, num_indices});
}
SKUCAT_ENTRY(skucat_embedding__embedding__f64__i64__gather__math_none__acc_none__det__stable__gather, true, false)

// embedding.embedding_backward.f16.i32.atomic.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    typedef int32_t index;
    const __half* dout;
    const int32_t* indices;
    __half* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    float* wide_accum;
    long long* counts;
    long long* bases;
    long long* offsets;
    long long* order;
    float* accum;
    long long padding_row;
    const int32_t* keys;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__zero(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__count(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_count(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__count, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__accumulate(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_accumulate(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__accumulate, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__finalize(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_finalize(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__finalize, false, false)

// embedding.embedding_backward.f16.i32.sorted.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    typedef int32_t index;
    const __half* dout;
    const int32_t* indices;
    __half* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    float* wide_accum;
    long long* counts;
    long long* bases;
    long long* offsets;
    long long* order;
    float* accum;
    long long padding_row;
    const int32_t* keys;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_zero(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_zero_step(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_count(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_count_step(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_count, false, true)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_chunk_totals(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_totals_step(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_chunk_totals, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_chunk_scan(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_scan_step(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_chunk_scan, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_offsets(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_offsets_step(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_offsets, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_fill(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_fill_step(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_fill, false, true)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_sort(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_sort_step(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_sort, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_sum(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_group_sum(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_sum, false, false)

// embedding.embedding_backward.f16.i64.atomic.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    typedef long long index;
    const __half* dout;
    const long long* indices;
    __half* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    float* wide_accum;
    long long* counts;
    long long* bases;
    long long* offsets;
    long long* order;
    float* accum;
    long long padding_row;
    const long long* keys;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__zero(const __half* dout, const long long* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__count(const __half* dout, const long long* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_count(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__count, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__accumulate(const __half* dout, const long long* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_accumulate(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__accumulate, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__finalize(const __half* dout, const long long* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_finalize(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__finalize, false, false)

// embedding.embedding_backward.f16.i64.sorted.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    typedef long long index;
    const __half* dout;
    const long long* indices;
    __half* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    float* wide_accum;
    long long* counts;
    long long* bases;
    long long* offsets;
    long long* order;
    float* accum;
    long long padding_row;
    const long long* keys;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__group_zero(const __half* dout, const long long* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_zero_step(skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__group_zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__group_count(const __half* dout, const long long* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_count_step(skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__group_count, false, true)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__group_chunk_totals(const __half* dout, const long long* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_totals_step(skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__group_chunk_totals, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__group_chunk_scan(const __half* dout, const long long* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_scan_step(skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__group_chunk_scan, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__group_offsets(const __half* dout, const long long* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_offsets_step(skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__group_offsets, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__group_fill(const __half* dout, const long long* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_fill_step(skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__group_fill, false, true)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__group_sort(const __half* dout, const long long* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_sort_step(skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__group_sort, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__group_sum(const __half* dout, const long long* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_group_sum(skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__sorted__math_f32__acc_f32__det__stable__group_sum, false, false)

// embedding.embedding_backward.bf16.i32.atomic.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef int32_t index;
    const __nv_bfloat16* dout;
    const int32_t* indices;
    __nv_bfloat16* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    float* wide_accum;
    long long* counts;
    long long* bases;
    long long* offsets;
    long long* order;
    float* accum;
    long long padding_row;
    const int32_t* keys;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* dout, const int32_t* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__count(const __nv_bfloat16* dout, const int32_t* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_count(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__count, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__accumulate(const __nv_bfloat16* dout, const int32_t* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_accumulate(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__accumulate, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* dout, const int32_t* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_finalize(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__finalize, false, false)

// embedding.embedding_backward.bf16.i32.sorted.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef int32_t index;
    const __nv_bfloat16* dout;
    const int32_t* indices;
    __nv_bfloat16* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    float* wide_accum;
    long long* counts;
    long long* bases;
    long long* offsets;
    long long* order;
    float* accum;
    long long padding_row;
    const int32_t* keys;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__group_zero(const __nv_bfloat16* dout, const int32_t* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_zero_step(skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__group_zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__group_count(const __nv_bfloat16* dout, const int32_t* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_count_step(skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__group_count, false, true)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__group_chunk_totals(const __nv_bfloat16* dout, const int32_t* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_totals_step(skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__group_chunk_totals, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__group_chunk_scan(const __nv_bfloat16* dout, const int32_t* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_scan_step(skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__group_chunk_scan, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__group_offsets(const __nv_bfloat16* dout, const int32_t* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_offsets_step(skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__group_offsets, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__group_fill(const __nv_bfloat16* dout, const int32_t* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_fill_step(skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__group_fill, false, true)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__group_sort(const __nv_bfloat16* dout, const int32_t* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_sort_step(skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__group_sort, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__group_sum(const __nv_bfloat16* dout, const int32_t* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_group_sum(skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__sorted__math_f32__acc_f32__det__stable__group_sum, false, false)

// embedding.embedding_backward.bf16.i64.atomic.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef long long index;
    const __nv_bfloat16* dout;
    const long long* indices;
    __nv_bfloat16* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    float* wide_accum;
    long long* counts;
    long long* bases;
    long long* offsets;
    long long* order;
    float* accum;
    long long padding_row;
    const long long* keys;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* dout, const long long* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__count(const __nv_bfloat16* dout, const long long* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_count(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__count, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__accumulate(const __nv_bfloat16* dout, const long long* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_accumulate(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__accumulate, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* dout, const long long* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_finalize(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__finalize, false, false)

// embedding.embedding_backward.bf16.i64.sorted.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef long long index;
    const __nv_bfloat16* dout;
    const long long* indices;
    __nv_bfloat16* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    float* wide_accum;
    long long* counts;
    long long* bases;
    long long* offsets;
    long long* order;
    float* accum;
    long long padding_row;
    const long long* keys;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__group_zero(const __nv_bfloat16* dout, const long long* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_zero_step(skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__group_zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__group_count(const __nv_bfloat16* dout, const long long* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_count_step(skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__group_count, false, true)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__group_chunk_totals(const __nv_bfloat16* dout, const long long* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_totals_step(skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__group_chunk_totals, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__group_chunk_scan(const __nv_bfloat16* dout, const long long* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_scan_step(skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__group_chunk_scan, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__group_offsets(const __nv_bfloat16* dout, const long long* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_offsets_step(skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__group_offsets, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__group_fill(const __nv_bfloat16* dout, const long long* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_fill_step(skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__group_fill, false, true)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__group_sort(const __nv_bfloat16* dout, const long long* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_sort_step(skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__group_sort, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__group_sum(const __nv_bfloat16* dout, const long long* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_group_sum(skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__sorted__math_f32__acc_f32__det__stable__group_sum, false, false)

// embedding.embedding_backward.f32.i32.atomic.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    typedef int32_t index;
    const float* dout;
    const int32_t* indices;
    float* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    float* wide_accum;
    long long* counts;
    long long* bases;
    long long* offsets;
    long long* order;
    float* accum;
    long long padding_row;
    const int32_t* keys;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__zero(const float* dout, const int32_t* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__count(const float* dout, const int32_t* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_count(skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__count, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__accumulate(const float* dout, const int32_t* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_accumulate(skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__accumulate, false, false)

// embedding.embedding_backward.f32.i32.sorted.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef int32_t index;
    const float* dout;
    const int32_t* indices;
    float* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    float* wide_accum;
    long long* counts;
    long long* bases;
    long long* offsets;
    long long* order;
    float* accum;
    long long padding_row;
    const int32_t* keys;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__group_zero(const float* dout, const int32_t* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_zero_step(skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__group_zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__group_count(const float* dout, const int32_t* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_count_step(skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__group_count, false, true)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__group_chunk_totals(const float* dout, const int32_t* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_totals_step(skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__group_chunk_totals, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__group_chunk_scan(const float* dout, const int32_t* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_scan_step(skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__group_chunk_scan, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__group_offsets(const float* dout, const int32_t* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_offsets_step(skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__group_offsets, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__group_fill(const float* dout, const int32_t* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_fill_step(skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__group_fill, false, true)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__group_sort(const float* dout, const int32_t* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_sort_step(skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__group_sort, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__group_sum(const float* dout, const int32_t* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_group_sum(skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__sorted__math_f32__acc_f32__det__stable__group_sum, false, false)

// embedding.embedding_backward.f32.i64.atomic.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    typedef long long index;
    const float* dout;
    const long long* indices;
    float* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    float* wide_accum;
    long long* counts;
    long long* bases;
    long long* offsets;
    long long* order;
    float* accum;
    long long padding_row;
    const long long* keys;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__zero(const float* dout, const long long* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__count(const float* dout, const long long* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_count(skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__count, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__accumulate(const float* dout, const long long* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_accumulate(skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__accumulate, false, false)

// embedding.embedding_backward.f32.i64.sorted.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef long long index;
    const float* dout;
    const long long* indices;
    float* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    float* wide_accum;
    long long* counts;
    long long* bases;
    long long* offsets;
    long long* order;
    float* accum;
    long long padding_row;
    const long long* keys;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__group_zero(const float* dout, const long long* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_zero_step(skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__group_zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__group_count(const float* dout, const long long* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_count_step(skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__group_count, false, true)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__group_chunk_totals(const float* dout, const long long* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_totals_step(skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__group_chunk_totals, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__group_chunk_scan(const float* dout, const long long* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_scan_step(skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__group_chunk_scan, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__group_offsets(const float* dout, const long long* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_offsets_step(skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__group_offsets, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__group_fill(const float* dout, const long long* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_fill_step(skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__group_fill, false, true)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__group_sort(const float* dout, const long long* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_sort_step(skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__group_sort, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__group_sum(const float* dout, const long long* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_group_sum(skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__sorted__math_f32__acc_f32__det__stable__group_sum, false, false)

// embedding.embedding_backward.f64.i32.atomic.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    typedef int32_t index;
    const double* dout;
    const int32_t* indices;
    double* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    double* wide_accum;
    long long* counts;
    long long* bases;
    long long* offsets;
    long long* order;
    double* accum;
    long long padding_row;
    const int32_t* keys;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__zero(const double* dout, const int32_t* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__count(const double* dout, const int32_t* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_count(skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__count, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__accumulate(const double* dout, const int32_t* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_accumulate(skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__accumulate, false, false)

// embedding.embedding_backward.f64.i32.sorted.any.any.math-f64.acc-f64.det.stable
struct skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef int32_t index;
    const double* dout;
    const int32_t* indices;
    double* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    double* wide_accum;
    long long* counts;
    long long* bases;
    long long* offsets;
    long long* order;
    double* accum;
    long long padding_row;
    const int32_t* keys;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__group_zero(const double* dout, const int32_t* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_zero_step(skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__group_zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__group_count(const double* dout, const int32_t* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_count_step(skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__group_count, false, true)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__group_chunk_totals(const double* dout, const int32_t* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_totals_step(skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__group_chunk_totals, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__group_chunk_scan(const double* dout, const int32_t* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_scan_step(skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__group_chunk_scan, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__group_offsets(const double* dout, const int32_t* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_offsets_step(skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__group_offsets, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__group_fill(const double* dout, const int32_t* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_fill_step(skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__group_fill, false, true)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__group_sort(const double* dout, const int32_t* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_sort_step(skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__group_sort, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__group_sum(const double* dout, const int32_t* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_group_sum(skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__sorted__math_f64__acc_f64__det__stable__group_sum, false, false)

// embedding.embedding_backward.f64.i64.atomic.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    typedef long long index;
    const double* dout;
    const long long* indices;
    double* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    double* wide_accum;
    long long* counts;
    long long* bases;
    long long* offsets;
    long long* order;
    double* accum;
    long long padding_row;
    const long long* keys;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__zero(const double* dout, const long long* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__count(const double* dout, const long long* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_count(skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__count, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__accumulate(const double* dout, const long long* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_accumulate(skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__accumulate, false, false)

// embedding.embedding_backward.f64.i64.sorted.any.any.math-f64.acc-f64.det.stable
struct skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef long long index;
    const double* dout;
    const long long* indices;
    double* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    double* wide_accum;
    long long* counts;
    long long* bases;
    long long* offsets;
    long long* order;
    double* accum;
    long long padding_row;
    const long long* keys;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__group_zero(const double* dout, const long long* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_zero_step(skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__group_zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__group_count(const double* dout, const long long* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_count_step(skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__group_count, false, true)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__group_chunk_totals(const double* dout, const long long* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_totals_step(skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__group_chunk_totals, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__group_chunk_scan(const double* dout, const long long* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_scan_step(skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__group_chunk_scan, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__group_offsets(const double* dout, const long long* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_offsets_step(skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__group_offsets, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__group_fill(const double* dout, const long long* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_fill_step(skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__group_fill, false, true)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__group_sort(const double* dout, const long long* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_sort_step(skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__group_sort, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__group_sum(const double* dout, const long long* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, double* accum, long long padding_row, const long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_group_sum(skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__sorted__math_f64__acc_f64__det__stable__group_sum, false, false)

// embedding.embedding_renorm.f16.i32.claim.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_renorm__f16__i32__claim__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    typedef int32_t index;
    __half* weight;
    const int32_t* indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    double max_norm;
    double norm_type;
    int32_t* claims;
};
extern "C" __global__ void skucat_embedding__embedding_renorm__f16__i32__claim__math_f32__acc_f32__det__stable__zero(__half* weight, const int32_t* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_zero(skucat_embedding__embedding_renorm__f16__i32__claim__math_f32__acc_f32__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__f16__i32__claim__math_f32__acc_f32__det__stable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_renorm__f16__i32__claim__math_f32__acc_f32__det__stable__rescale(__half* weight, const int32_t* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_rescale(skucat_embedding__embedding_renorm__f16__i32__claim__math_f32__acc_f32__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__f16__i32__claim__math_f32__acc_f32__det__stable__rescale, false, false)

// embedding.embedding_renorm.f16.i64.claim.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_renorm__f16__i64__claim__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    typedef long long index;
    __half* weight;
    const long long* indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    double max_norm;
    double norm_type;
    int32_t* claims;
};
extern "C" __global__ void skucat_embedding__embedding_renorm__f16__i64__claim__math_f32__acc_f32__det__stable__zero(__half* weight, const long long* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_zero(skucat_embedding__embedding_renorm__f16__i64__claim__math_f32__acc_f32__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__f16__i64__claim__math_f32__acc_f32__det__stable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_renorm__f16__i64__claim__math_f32__acc_f32__det__stable__rescale(__half* weight, const long long* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_rescale(skucat_embedding__embedding_renorm__f16__i64__claim__math_f32__acc_f32__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__f16__i64__claim__math_f32__acc_f32__det__stable__rescale, false, false)

// embedding.embedding_renorm.bf16.i32.claim.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_renorm__bf16__i32__claim__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef int32_t index;
    __nv_bfloat16* weight;
    const int32_t* indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    double max_norm;
    double norm_type;
    int32_t* claims;
};
extern "C" __global__ void skucat_embedding__embedding_renorm__bf16__i32__claim__math_f32__acc_f32__det__stable__zero(__nv_bfloat16* weight, const int32_t* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_zero(skucat_embedding__embedding_renorm__bf16__i32__claim__math_f32__acc_f32__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__bf16__i32__claim__math_f32__acc_f32__det__stable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_renorm__bf16__i32__claim__math_f32__acc_f32__det__stable__rescale(__nv_bfloat16* weight, const int32_t* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_rescale(skucat_embedding__embedding_renorm__bf16__i32__claim__math_f32__acc_f32__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__bf16__i32__claim__math_f32__acc_f32__det__stable__rescale, false, false)

// embedding.embedding_renorm.bf16.i64.claim.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_renorm__bf16__i64__claim__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef long long index;
    __nv_bfloat16* weight;
    const long long* indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    double max_norm;
    double norm_type;
    int32_t* claims;
};
extern "C" __global__ void skucat_embedding__embedding_renorm__bf16__i64__claim__math_f32__acc_f32__det__stable__zero(__nv_bfloat16* weight, const long long* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_zero(skucat_embedding__embedding_renorm__bf16__i64__claim__math_f32__acc_f32__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__bf16__i64__claim__math_f32__acc_f32__det__stable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_renorm__bf16__i64__claim__math_f32__acc_f32__det__stable__rescale(__nv_bfloat16* weight, const long long* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_rescale(skucat_embedding__embedding_renorm__bf16__i64__claim__math_f32__acc_f32__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__bf16__i64__claim__math_f32__acc_f32__det__stable__rescale, false, false)

// embedding.embedding_renorm.f32.i32.claim.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_renorm__f32__i32__claim__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef int32_t index;
    float* weight;
    const int32_t* indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    double max_norm;
    double norm_type;
    int32_t* claims;
};
extern "C" __global__ void skucat_embedding__embedding_renorm__f32__i32__claim__math_f32__acc_f32__det__stable__zero(float* weight, const int32_t* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_zero(skucat_embedding__embedding_renorm__f32__i32__claim__math_f32__acc_f32__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__f32__i32__claim__math_f32__acc_f32__det__stable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_renorm__f32__i32__claim__math_f32__acc_f32__det__stable__rescale(float* weight, const int32_t* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_rescale(skucat_embedding__embedding_renorm__f32__i32__claim__math_f32__acc_f32__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__f32__i32__claim__math_f32__acc_f32__det__stable__rescale, false, false)

// embedding.embedding_renorm.f32.i64.claim.any.any.math-f32.acc-f32.det.stable
struct skucat_embedding__embedding_renorm__f32__i64__claim__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef long long index;
    float* weight;
    const long long* indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    double max_norm;
    double norm_type;
    int32_t* claims;
};
extern "C" __global__ void skucat_embedding__embedding_renorm__f32__i64__claim__math_f32__acc_f32__det__stable__zero(float* weight, const long long* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_zero(skucat_embedding__embedding_renorm__f32__i64__claim__math_f32__acc_f32__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__f32__i64__claim__math_f32__acc_f32__det__stable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_renorm__f32__i64__claim__math_f32__acc_f32__det__stable__rescale(float* weight, const long long* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_rescale(skucat_embedding__embedding_renorm__f32__i64__claim__math_f32__acc_f32__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__f32__i64__claim__math_f32__acc_f32__det__stable__rescale, false, false)

// embedding.embedding_renorm.f64.i32.claim.any.any.math-f64.acc-f64.det.stable
struct skucat_embedding__embedding_renorm__f64__i32__claim__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef int32_t index;
    double* weight;
    const int32_t* indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    double max_norm;
    double norm_type;
    int32_t* claims;
};
extern "C" __global__ void skucat_embedding__embedding_renorm__f64__i32__claim__math_f64__acc_f64__det__stable__zero(double* weight, const int32_t* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_zero(skucat_embedding__embedding_renorm__f64__i32__claim__math_f64__acc_f64__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__f64__i32__claim__math_f64__acc_f64__det__stable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_renorm__f64__i32__claim__math_f64__acc_f64__det__stable__rescale(double* weight, const int32_t* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_rescale(skucat_embedding__embedding_renorm__f64__i32__claim__math_f64__acc_f64__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__f64__i32__claim__math_f64__acc_f64__det__stable__rescale, false, false)

// embedding.embedding_renorm.f64.i64.claim.any.any.math-f64.acc-f64.det.stable
struct skucat_embedding__embedding_renorm__f64__i64__claim__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef long long index;
    double* weight;
    const long long* indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    double max_norm;
    double norm_type;
    int32_t* claims;
};
extern "C" __global__ void skucat_embedding__embedding_renorm__f64__i64__claim__math_f64__acc_f64__det__stable__zero(double* weight, const long long* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_zero(skucat_embedding__embedding_renorm__f64__i64__claim__math_f64__acc_f64__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__f64__i64__claim__math_f64__acc_f64__det__stable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_renorm__f64__i64__claim__math_f64__acc_f64__det__stable__rescale(double* weight, const long long* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_rescale(skucat_embedding__embedding_renorm__f64__i64__claim__math_f64__acc_f64__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__f64__i64__claim__math_f64__acc_f64__det__stable__rescale, false, false)
