// Generated from catalog.yaml by codegen with templates/cuda/family.cuh.j2. Do not edit.
// Device code from templates/cuda/embedding.cu.j2 and the enums of the family's modes from
// catalog.yaml, included by each of the family's build units (cuda/embedding/*.cu).
#ifndef SKUCAT_FAMILY_EMBEDDING_CUH
#define SKUCAT_FAMILY_EMBEDDING_CUH
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
            block_loop(dim, [&](unsigned, i64 c) { out[c] = T{}; });
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
#endif
