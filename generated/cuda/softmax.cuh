// Generated from catalog.yaml by codegen with templates/cuda/family.cuh.j2. Do not edit.
// Device code from templates/cuda/softmax.cu.j2 and the enums of the family's modes from
// catalog.yaml, included by each of the family's build units (cuda/softmax/*.cu).
#ifndef SKUCAT_FAMILY_SOFTMAX_CUH
#define SKUCAT_FAMILY_SOFTMAX_CUH
#include "skucat_prelude.cuh"

namespace skucat {

// Softmax and log-softmax along the middle extent of an [outer, size, inner]
// view, and their adjoints. One block per (outer, inner) row, a grid-stride
// loop over rows: every thread of a block runs the same rows, so every thread
// reaches every reduction. A thread sums its items in a fixed order and the
// block combines its threads in a fixed order (block_reduce_items): no atomics,
// the result depends on the row's values alone. Items are read at stride `inner`.

// NVRTC has no <cmath>: infinity from its bits there.
#if defined(__CUDACC_RTC__)
#define SKUCAT_SOFTMAX_INFINITY __int_as_float(0x7f800000)
#else
#define SKUCAT_SOFTMAX_INFINITY INFINITY
#endif

__device__ __forceinline__ float softmax_exp(float v) { return expf(v); }
__device__ __forceinline__ double softmax_exp(double v) { return exp(v); }
__device__ __forceinline__ float softmax_log(float v) { return logf(v); }
__device__ __forceinline__ double softmax_log(double v) { return log(v); }

// Log: log_softmax (x - max - log(sum)); else softmax (exp(x - max) / sum).
// A row with +inf or NaN, or only -inf, makes x - max NaN somewhere, hence a
// NaN sum and a NaN row, as PyTorch gives. Where the element is the compute type
// (kKeepExp), softmax's sum pass keeps each exp in `out`, and the last pass, by the
// same thread, divides it there: the same values as computing exp again, once.
template <class P>
__device__ __forceinline__ constexpr bool softmax_keeps_exp() { return sizeof(typename P::element) == sizeof(typename P::compute); }

template <bool Log, bool Contiguous, class P>
__device__ __forceinline__ void softmax_forward_rows(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 rows = p.outer * p.inner, size = p.size, inner = Contiguous ? 1 : p.inner;
    for (i64 row = blockIdx.x; row < rows; row += gridDim.x) {
        const i64 outer_index = row / inner;
        const i64 first = outer_index * size * inner + (row - outer_index * inner);
        const T* in = p.input + first;
        T* out = p.out + first;
        const A max = block_reduce_items(size, -A(SKUCAT_SOFTMAX_INFINITY), Max(), [&](i64 k) { return load(in[k * inner]); });
        constexpr bool kKeepExp = !Log && softmax_keeps_exp<P>();
        const A sum = block_reduce_items(size, A(0), Sum(), [&](i64 k) {
            const A e = softmax_exp(load(in[k * inner]) - max);
            if constexpr (kKeepExp) out[k * inner] = store<T>(e);
            return e;
        });
        if (Log) {
            const A log_sum = softmax_log(sum);
            block_items(size, [&](i64 k) { out[k * inner] = store<T>(load(in[k * inner]) - max - log_sum); });
        } else {
            block_items(size, [&](i64 k) {
                out[k * inner] = store<T>((kKeepExp ? load(out[k * inner]) : softmax_exp(load(in[k * inner]) - max)) / sum);
            });
        }
    }
}

// Log: grad - exp(o) * sum(grad); else y * (grad - sum(grad * y)).
template <bool Log, bool Contiguous, class P>
__device__ __forceinline__ void softmax_gradient_rows(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 rows = p.outer * p.inner, size = p.size, inner = Contiguous ? 1 : p.inner;
    for (i64 row = blockIdx.x; row < rows; row += gridDim.x) {
        const i64 outer_index = row / inner;
        const i64 first = outer_index * size * inner + (row - outer_index * inner);
        const T* grad = p.grad_output + first;
        const T* output = p.output + first;
        T* grad_input = p.grad_input + first;
        const A sum = block_reduce_items(size, A(0), Sum(), [&](i64 k) {
            return Log ? load(grad[k * inner]) : load(grad[k * inner]) * load(output[k * inner]);
        });
        block_items(size, [&](i64 k) {
            const A g = load(grad[k * inner]), o = load(output[k * inner]);
            grad_input[k * inner] = store<T>(Log ? g - softmax_exp(o) * sum : o * (g - sum));
        });
    }
}

// Columns: a block per tile of blockDim.x adjacent inner positions of one outer index, the thread
// of lane t owning position t. Each sums its column of `size` items in order, so a row's result
// still depends on its values alone; the items a step reads are adjacent.
template <class P, class Column>
__device__ __forceinline__ void softmax_columns(const P& p, Column column) {
    const i64 size = p.size, inner = p.inner, width = blockDim.x, tiles = (inner + width - 1) / width;
    for (i64 tile = blockIdx.x; tile < p.outer * tiles; tile += gridDim.x) {
        const i64 outer_index = tile / tiles, first = (tile - outer_index * tiles) * width;
        column(outer_index * size * inner + first, inner - first < width ? inner - first : width);
    }
}

// body(lane, at) for each item of the tile's columns, a step (one item of each column) at a time.
template <class Body>
__device__ __forceinline__ void softmax_column_steps(i64 size, i64 inner, i64 count, Body body) {
    for (i64 k = 0; k < size; ++k) block_loop(count, [&](unsigned lane, i64 j) { body(lane, k * inner + j); });
}

template <bool Log, class P>
__device__ __forceinline__ void softmax_forward_columns(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    softmax_columns(p, [&](i64 first, i64 count) {
        const T* in = p.input + first;
        T* out = p.out + first;
        Lanes<A> max(-A(SKUCAT_SOFTMAX_INFINITY)), sum(A(0));
        softmax_column_steps(p.size, p.inner, count, [&](unsigned lane, i64 at) { max[lane] = Max()(max[lane], load(in[at])); });
        constexpr bool kKeepExp = !Log && softmax_keeps_exp<P>();
        softmax_column_steps(p.size, p.inner, count, [&](unsigned lane, i64 at) {
            const A e = softmax_exp(load(in[at]) - max[lane]);
            if constexpr (kKeepExp) out[at] = store<T>(e);
            sum[lane] += e;
        });
        if (Log) {
            block_loop(count, [&](unsigned lane, i64) { sum[lane] = softmax_log(sum[lane]); });
            softmax_column_steps(p.size, p.inner, count, [&](unsigned lane, i64 at) { out[at] = store<T>(load(in[at]) - max[lane] - sum[lane]); });
        } else {
            softmax_column_steps(p.size, p.inner, count, [&](unsigned lane, i64 at) {
                out[at] = store<T>((kKeepExp ? load(out[at]) : softmax_exp(load(in[at]) - max[lane])) / sum[lane]);
            });
        }
    });
}

template <bool Log, class P>
__device__ __forceinline__ void softmax_gradient_columns(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    softmax_columns(p, [&](i64 first, i64 count) {
        const T* grad = p.grad_output + first;
        const T* output = p.output + first;
        T* grad_input = p.grad_input + first;
        Lanes<A> sum(A(0));
        softmax_column_steps(p.size, p.inner, count, [&](unsigned lane, i64 at) {
            sum[lane] += Log ? load(grad[at]) : load(grad[at]) * load(output[at]);
        });
        softmax_column_steps(p.size, p.inner, count, [&](unsigned lane, i64 at) {
            const A g = load(grad[at]), o = load(output[at]);
            grad_input[at] = store<T>(Log ? g - softmax_exp(o) * sum[lane] : o * (g - sum[lane]));
        });
    });
}

// Each op's entries: `rows` at any stride, `contiguous_rows` when inner is 1, `columns`.
template <class P>
__device__ __forceinline__ void softmax_rows(const P& p) { softmax_forward_rows<false, false>(p); }

template <class P>
__device__ __forceinline__ void softmax_contiguous_rows(const P& p) { softmax_forward_rows<false, true>(p); }

template <class P>
__device__ __forceinline__ void softmax_columns(const P& p) { softmax_forward_columns<false>(p); }
template <class P>
__device__ __forceinline__ void log_softmax_rows(const P& p) { softmax_forward_rows<true, false>(p); }

template <class P>
__device__ __forceinline__ void log_softmax_contiguous_rows(const P& p) { softmax_forward_rows<true, true>(p); }

template <class P>
__device__ __forceinline__ void log_softmax_columns(const P& p) { softmax_forward_columns<true>(p); }
template <class P>
__device__ __forceinline__ void softmax_backward_rows(const P& p) { softmax_gradient_rows<false, false>(p); }

template <class P>
__device__ __forceinline__ void softmax_backward_contiguous_rows(const P& p) { softmax_gradient_rows<false, true>(p); }

template <class P>
__device__ __forceinline__ void softmax_backward_columns(const P& p) { softmax_gradient_columns<false>(p); }
template <class P>
__device__ __forceinline__ void log_softmax_backward_rows(const P& p) { softmax_gradient_rows<true, false>(p); }

template <class P>
__device__ __forceinline__ void log_softmax_backward_contiguous_rows(const P& p) { softmax_gradient_rows<true, true>(p); }

template <class P>
__device__ __forceinline__ void log_softmax_backward_columns(const P& p) { softmax_gradient_columns<true>(p); }

}  // namespace skucat
#endif
