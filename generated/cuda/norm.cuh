// Generated from catalog.yaml by codegen with templates/cuda/family.cuh.j2. Do not edit.
// Device code from templates/cuda/norm.cu.j2 and the enums of the family's modes from
// catalog.yaml, included by each of the family's build units (cuda/norm/*.cu).
#ifndef SKUCAT_FAMILY_NORM_CUH
#define SKUCAT_FAMILY_NORM_CUH
#include "skucat_prelude.cuh"

namespace skucat {

// Layer and RMS normalisation of the rows of a [rows, cols] view, and their
// backwards. Layer norm centres each row (kCentred); RMS norm is the same
// code with the mean fixed at 0 and no bias.
//
// Row statistics: one block per row. Each thread sums a strided slice of the
// row, the block combines the slices in a fixed order (Lanes); every thread of
// the block walks the same rows, so every thread reaches every reduction. The
// variance is the centred second pass, which keeps it exact for constant rows
// and accurate under a large mean.
//
// Weight and bias may be of another element than input (P::param: f32 for an f16 or bf16 input,
// PyTorch's mixed type); they are loaded to the compute type, and their gradients stored in theirs.
//
// Weight and bias gradients, without atomics: per chunk of chunk_rows rows,
// each column's rows are summed in order into a workspace partial, then one
// thread per column sums the partials in chunk order. The result depends on
// the shape alone, not on the launch.

__device__ __forceinline__ float norm_rsqrt(float value) { return 1.0f / sqrtf(value); }
__device__ __forceinline__ double norm_rsqrt(double value) { return 1.0 / sqrt(value); }

template <bool kCentred, class P>
__device__ __forceinline__ void norm_forward(const P& p, double eps) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 cols = p.cols;
    for (i64 row = blockIdx.x; row < p.rows; row += gridDim.x) {
        const T* x = p.input + row * cols;
        A mean = A(0);
        if constexpr (kCentred) mean = block_reduce_items(cols, A(0), Sum(), [&](i64 c) { return load(x[c]); }) / A(cols);
        const A squares = block_reduce_items(cols, A(0), Sum(), [&](i64 c) {
            const A centred = load(x[c]) - mean;
            return centred * centred;
        });
        const A rstd = norm_rsqrt(squares / A(cols) + A(eps));
        T* y = p.out + row * cols;
        block_items(cols, [&](i64 c) {
            A value = (load(x[c]) - mean) * rstd;
            if (p.weight != nullptr) value *= load(p.weight[c]);
            if constexpr (kCentred) {
                if (p.bias != nullptr) value += load(p.bias[c]);
            }
            y[c] = store<T>(value);
        });
        if (threadIdx.x == 0) {
            if constexpr (kCentred) p.mean[row] = mean;
            p.rstd[row] = rstd;
        }
    }
}

// grad_input = rstd * (g - mean(g) - xhat * mean(g * xhat)), g = grad_out * weight;
// RMS norm drops the mean(g) term (its output does not depend on a shift). kWeight, kBias: the
// row's grad_out * xhat and grad_out also added to its columns' partials, in the pass that loads
// them for the row sums (block_loop gives a column to the thread block_items gives it to, so no two
// threads touch one partial); a pass of its own would load the row once more.
template <bool kCentred, bool kWeight, bool kBias, class P>
__device__ __forceinline__ void norm_row_grad(const P& p, i64 row, typename P::compute* weight_sums,
                                              typename P::compute* bias_sums) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 cols = p.cols;
    const T* x = p.input + row * cols;
    const T* dy = p.grad_out + row * cols;
    A mean = A(0);
    if constexpr (kCentred) mean = p.mean[row];
    const A rstd = p.rstd[row];
    Lanes<A> sum_g(A(0)), sum_gx(A(0));
    block_loop(cols, [&](unsigned lane, i64 c) {
        const A grad = load(dy[c]), xhat = (load(x[c]) - mean) * rstd;
        const A g = p.weight != nullptr ? grad * load(p.weight[c]) : grad;
        if constexpr (kCentred) sum_g[lane] += g;
        sum_gx[lane] += g * xhat;
        if constexpr (kWeight) weight_sums[c] += grad * xhat;
        if constexpr (kBias) bias_sums[c] += grad;
    });
    const A mean_g = kCentred ? sum_g.reduce(Sum()) / A(cols) : A(0), mean_gx = sum_gx.reduce(Sum()) / A(cols);
    T* dx = p.grad_input + row * cols;
    const auto grad_input = [&](i64 c) {
        const A g = p.weight != nullptr ? load(dy[c]) * load(p.weight[c]) : load(dy[c]);
        const A xhat = (load(x[c]) - mean) * rstd;
        dx[c] = store<T>(rstd * (g - mean_g - xhat * mean_gx));
    };
    // On the host, where a core runs the rows one after another (row + 1 next, within a chunk and
    // from block to block), the next row's grad_out and input are fetched during this row's
    // arithmetic: a piece of the row at a time, then that piece's cache lines of the next row (all
    // at once, the prefetches would stall the core). Measured faster for 4-byte elements; with 16-bit
    // ones, whose conversions take more of the time, the hardware's own prefetching keeps up.
    if constexpr (item_lanes > 1 && sizeof(T) >= 4) {
        constexpr i64 piece = 256, line = 64 / sizeof(T);
        const bool next = row + 1 < p.rows;
        for (i64 first = 0; first < cols; first += piece) {
            const i64 count = cols - first < piece ? cols - first : piece;
            block_items(count, [&](i64 k) { grad_input(first + k); });
            for (i64 k = first; next && k < first + count; k += line) {
                prefetch(dy + cols + k);
                prefetch(x + cols + k);
            }
        }
    } else {
        block_items(cols, grad_input);
    }
}

template <bool kCentred, class P>
__device__ __forceinline__ void norm_input_grad(const P& p) {
    for (i64 row = blockIdx.x; row < p.rows; row += gridDim.x) norm_row_grad<kCentred, false, false>(p, row, nullptr, nullptr);
}

// Rows [begin, end) added to the wanted partials of each column, row by row; kGrad: with each row's
// grad_input (4-byte elements: norm_row_grad adds them in its first pass).
template <bool kWeight, bool kBias, bool kCentred, bool kGrad, class P>
__device__ __forceinline__ void norm_accumulate(const P& p, i64 begin, i64 end, typename P::compute* weight_sums,
                                                typename P::compute* bias_sums) {
    typedef typename P::compute A;
    const i64 cols = p.cols;
    // 16-bit rows add to the partials in a pass of their own: on the host that measured about 4%
    // faster for them (bf16 [2048 x 1024]), the sums pass with the partials faster for 4-byte ones.
    constexpr bool kInSums = sizeof(typename P::element) >= 4;
    for (i64 row = begin; row < end; ++row) {
        if constexpr (kGrad) norm_row_grad<kCentred, kWeight && kInSums, kBias && kInSums>(p, row, weight_sums, bias_sums);
        if constexpr (!kGrad || !kInSums) {
            A mean = A(0);
            if constexpr (kCentred) mean = p.mean[row];
            const A rstd = p.rstd[row];
            block_items(cols, [&](i64 c) {
                const A dy = load(p.grad_out[row * cols + c]);
                if constexpr (kWeight) weight_sums[c] += dy * ((load(p.input[row * cols + c]) - mean) * rstd);
                if constexpr (kBias) bias_sums[c] += dy;
            });
        }
    }
}

// A block per chunk of chunk_rows rows: grad_out * xhat and grad_out of each column summed over the
// chunk's rows in order, in the chunk's partials (kGrad: grad_input of those rows in the same pass).
// A column is always the same thread's (block_items and block_loop agree), so no two threads touch one partial.
template <bool kCentred, bool kGrad, class P>
__device__ __forceinline__ void norm_param_partials(const P& p) {
    typedef typename P::compute A;
    const i64 cols = p.cols;
    for (i64 chunk = blockIdx.x; chunk < p.chunks; chunk += gridDim.x) {
        A* weight_sums = p.weight_partials != nullptr ? p.weight_partials + chunk * cols : nullptr;
        A* bias_sums = nullptr;
        if constexpr (kCentred) bias_sums = p.bias_partials != nullptr ? p.bias_partials + chunk * cols : nullptr;
        block_items(cols, [&](i64 c) {
            if (weight_sums != nullptr) weight_sums[c] = A(0);
            if (bias_sums != nullptr) bias_sums[c] = A(0);
        });
        const i64 begin = chunk * p.chunk_rows;
        const i64 end = begin + p.chunk_rows < p.rows ? begin + p.chunk_rows : p.rows;
        // Which sums are wanted is fixed per launch: loops without a branch (the host vectorises them).
        if (weight_sums != nullptr && bias_sums != nullptr) norm_accumulate<true, true, kCentred, kGrad>(p, begin, end, weight_sums, bias_sums);
        else if (weight_sums != nullptr) norm_accumulate<true, false, kCentred, kGrad>(p, begin, end, weight_sums, bias_sums);
        else if (bias_sums != nullptr) norm_accumulate<false, true, kCentred, kGrad>(p, begin, end, weight_sums, bias_sums);
    }
}

// Sums[j] = column first + j's partials in chunk order, for j in [0, count) (zero when there are no rows).
template <int kLanes, typename A>
__device__ __forceinline__ void norm_column_sums(A* sums, const A* partials, i64 chunks, i64 cols, i64 first, int count) {
    for (int j = 0; j < kLanes; ++j) sums[j] = A(0);
    for (i64 chunk = 0; chunk < chunks; ++chunk) {
        const A* row = partials + chunk * cols + first;
        if (count == kLanes) {
            for (int j = 0; j < kLanes; ++j) sums[j] += row[j];   // a fixed count: vectorises
        } else {
            for (int j = 0; j < count; ++j) sums[j] += row[j];
        }
    }
}

// The columns' partials summed in chunk order, item_lanes adjacent columns side by side (the host
// then sums whole vectors of columns instead of one column's chain of dependent adds).
template <bool kCentred, class P>
__device__ __forceinline__ void norm_param_sums(const P& p) {
    typedef typename P::param W;
    typedef typename P::compute A;
    const i64 cols = p.cols;
    for_each_run(cols, cols, [&](i64 begin, i64 end) {
        for (i64 first = begin; first < end; first += item_lanes) {
            const int count = end - first < item_lanes ? int(end - first) : item_lanes;
            A sums[item_lanes];
            if (p.grad_weight != nullptr) {
                norm_column_sums<item_lanes>(sums, p.weight_partials, p.chunks, cols, first, count);
                for (int j = 0; j < count; ++j) p.grad_weight[first + j] = store<W>(sums[j]);
            }
            if constexpr (kCentred) {
                if (p.grad_bias != nullptr) {
                    norm_column_sums<item_lanes>(sums, p.bias_partials, p.chunks, cols, first, count);
                    for (int j = 0; j < count; ++j) p.grad_bias[first + j] = store<W>(sums[j]);
                }
            }
        }
    });
}

template <class P>
__device__ __forceinline__ void layer_norm_normalize(const P& p) { norm_forward<true>(p, p.eps); }

template <class P>
__device__ __forceinline__ void rms_norm_normalize(const P& p) { norm_forward<false>(p, p.epsilon); }

template <class P>
__device__ __forceinline__ void layer_norm_backward_input_grad(const P& p) { norm_input_grad<true>(p); }

template <class P>
__device__ __forceinline__ void layer_norm_backward_param_partials(const P& p) { norm_param_partials<true, false>(p); }

template <class P>
__device__ __forceinline__ void layer_norm_backward_fused(const P& p) { norm_param_partials<true, true>(p); }

template <class P>
__device__ __forceinline__ void layer_norm_backward_param_sums(const P& p) { norm_param_sums<true>(p); }

template <class P>
__device__ __forceinline__ void rms_norm_backward_input_grad(const P& p) { norm_input_grad<false>(p); }

template <class P>
__device__ __forceinline__ void rms_norm_backward_param_partials(const P& p) { norm_param_partials<false, false>(p); }

template <class P>
__device__ __forceinline__ void rms_norm_backward_fused(const P& p) { norm_param_partials<false, true>(p); }

template <class P>
__device__ __forceinline__ void rms_norm_backward_param_sums(const P& p) { norm_param_sums<false>(p); }

}  // namespace skucat
#endif
