// Generated from catalog.yaml by codegen with templates/cuda/family.cu.j2. Do not edit.
// Device code from templates/cuda/norm.cu.j2; kernel entry points, their
// parameter structs and the enums of the family's modes from catalog.yaml.
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
// RMS norm drops the mean(g) term (its output does not depend on a shift).
template <bool kCentred, class P>
__device__ __forceinline__ void norm_row_grad(const P& p, i64 row) {
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
        const A g = p.weight != nullptr ? load(dy[c]) * load(p.weight[c]) : load(dy[c]);
        if constexpr (kCentred) sum_g[lane] += g;
        sum_gx[lane] += g * ((load(x[c]) - mean) * rstd);
    });
    const A mean_g = kCentred ? sum_g.reduce(Sum()) / A(cols) : A(0), mean_gx = sum_gx.reduce(Sum()) / A(cols);
    T* dx = p.grad_input + row * cols;
    block_items(cols, [&](i64 c) {
        const A g = p.weight != nullptr ? load(dy[c]) * load(p.weight[c]) : load(dy[c]);
        const A xhat = (load(x[c]) - mean) * rstd;
        dx[c] = store<T>(rstd * (g - mean_g - xhat * mean_gx));
    });
}

template <bool kCentred, class P>
__device__ __forceinline__ void norm_input_grad(const P& p) {
    for (i64 row = blockIdx.x; row < p.rows; row += gridDim.x) norm_row_grad<kCentred>(p, row);
}

// Rows [begin, end) added to the wanted partials of each column, row by row; kGrad: each row's
// grad_input first, the row then still in cache (one loop storing both does not vectorise).
template <bool kWeight, bool kBias, bool kCentred, bool kGrad, class P>
__device__ __forceinline__ void norm_accumulate(const P& p, i64 begin, i64 end, typename P::compute* weight_sums,
                                                typename P::compute* bias_sums) {
    typedef typename P::compute A;
    const i64 cols = p.cols;
    for (i64 row = begin; row < end; ++row) {
        if constexpr (kGrad) norm_row_grad<kCentred>(p, row);
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

// A block per chunk of chunk_rows rows: grad_out * xhat and grad_out of each column summed over the
// chunk's rows in order, in the chunk's partials (kGrad: grad_input of those rows in the same pass).
// A column is always the same thread's (block_items), so no two threads touch one partial.
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
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 cols = p.cols;
    for_each_run(cols, cols, [&](i64 begin, i64 end) {
        for (i64 first = begin; first < end; first += item_lanes) {
            const int count = end - first < item_lanes ? int(end - first) : item_lanes;
            A sums[item_lanes];
            if (p.grad_weight != nullptr) {
                norm_column_sums<item_lanes>(sums, p.weight_partials, p.chunks, cols, first, count);
                for (int j = 0; j < count; ++j) p.grad_weight[first + j] = store<T>(sums[j]);
            }
            if constexpr (kCentred) {
                if (p.grad_bias != nullptr) {
                    norm_column_sums<item_lanes>(sums, p.bias_partials, p.chunks, cols, first, count);
                    for (int j = 0; j < count; ++j) p.grad_bias[first + j] = store<T>(sums[j]);
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

// normalization.layer_norm.f16.none.per_row.any.any.math-f32.acc-f32.det.stable
struct skucat_normalization__layer_norm__f16__none__per_row__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    const __half* input;
    __half* out;
    float* mean;
    float* rstd;
    const __half* weight;
    const __half* bias;
    long long rows;
    long long cols;
    double eps;
    bool has_weight;
    bool has_bias;
};
extern "C" __global__ void skucat_normalization__layer_norm__f16__none__per_row__math_f32__acc_f32__det__stable__normalize(const __half* input, __half* out, float* mean, float* rstd, const __half* weight, const __half* bias, long long rows, long long cols, double eps, int32_t has_weight, int32_t has_bias) {
    skucat::layer_norm_normalize(skucat_normalization__layer_norm__f16__none__per_row__math_f32__acc_f32__det__stable__params{input, out, mean, rstd, weight, bias, rows, cols, eps, has_weight != 0, has_bias != 0});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm__f16__none__per_row__math_f32__acc_f32__det__stable__normalize, true, false)

// normalization.layer_norm.bf16.none.per_row.any.any.math-f32.acc-f32.det.stable
struct skucat_normalization__layer_norm__bf16__none__per_row__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    const __nv_bfloat16* input;
    __nv_bfloat16* out;
    float* mean;
    float* rstd;
    const __nv_bfloat16* weight;
    const __nv_bfloat16* bias;
    long long rows;
    long long cols;
    double eps;
    bool has_weight;
    bool has_bias;
};
extern "C" __global__ void skucat_normalization__layer_norm__bf16__none__per_row__math_f32__acc_f32__det__stable__normalize(const __nv_bfloat16* input, __nv_bfloat16* out, float* mean, float* rstd, const __nv_bfloat16* weight, const __nv_bfloat16* bias, long long rows, long long cols, double eps, int32_t has_weight, int32_t has_bias) {
    skucat::layer_norm_normalize(skucat_normalization__layer_norm__bf16__none__per_row__math_f32__acc_f32__det__stable__params{input, out, mean, rstd, weight, bias, rows, cols, eps, has_weight != 0, has_bias != 0});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm__bf16__none__per_row__math_f32__acc_f32__det__stable__normalize, true, false)

// normalization.layer_norm.f32.none.per_row.any.any.math-f32.acc-f32.det.stable
struct skucat_normalization__layer_norm__f32__none__per_row__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    const float* input;
    float* out;
    float* mean;
    float* rstd;
    const float* weight;
    const float* bias;
    long long rows;
    long long cols;
    double eps;
    bool has_weight;
    bool has_bias;
};
extern "C" __global__ void skucat_normalization__layer_norm__f32__none__per_row__math_f32__acc_f32__det__stable__normalize(const float* input, float* out, float* mean, float* rstd, const float* weight, const float* bias, long long rows, long long cols, double eps, int32_t has_weight, int32_t has_bias) {
    skucat::layer_norm_normalize(skucat_normalization__layer_norm__f32__none__per_row__math_f32__acc_f32__det__stable__params{input, out, mean, rstd, weight, bias, rows, cols, eps, has_weight != 0, has_bias != 0});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm__f32__none__per_row__math_f32__acc_f32__det__stable__normalize, true, false)

// normalization.layer_norm.f64.none.per_row.any.any.math-f64.acc-f64.det.stable
struct skucat_normalization__layer_norm__f64__none__per_row__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    const double* input;
    double* out;
    double* mean;
    double* rstd;
    const double* weight;
    const double* bias;
    long long rows;
    long long cols;
    double eps;
    bool has_weight;
    bool has_bias;
};
extern "C" __global__ void skucat_normalization__layer_norm__f64__none__per_row__math_f64__acc_f64__det__stable__normalize(const double* input, double* out, double* mean, double* rstd, const double* weight, const double* bias, long long rows, long long cols, double eps, int32_t has_weight, int32_t has_bias) {
    skucat::layer_norm_normalize(skucat_normalization__layer_norm__f64__none__per_row__math_f64__acc_f64__det__stable__params{input, out, mean, rstd, weight, bias, rows, cols, eps, has_weight != 0, has_bias != 0});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm__f64__none__per_row__math_f64__acc_f64__det__stable__normalize, true, false)

// normalization.layer_norm_backward.f16.none.ordered.any.any.math-f32.acc-f32.det.stable
struct skucat_normalization__layer_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    const __half* grad_out;
    const __half* input;
    const float* mean;
    const float* rstd;
    const __half* weight;
    __half* grad_input;
    __half* grad_weight;
    __half* grad_bias;
    long long rows;
    long long cols;
    bool has_weight;
    bool want_input;
    bool want_weight;
    bool want_bias;
    float* weight_partials;
    float* bias_partials;
    long long chunk_rows;
    long long chunks;
};
extern "C" __global__ void skucat_normalization__layer_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__input_grad(const __half* grad_out, const __half* input, const float* mean, const float* rstd, const __half* weight, __half* grad_input, __half* grad_weight, __half* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, float* weight_partials, float* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_input_grad(skucat_normalization__layer_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__input_grad, true, false)
extern "C" __global__ void skucat_normalization__layer_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__param_partials(const __half* grad_out, const __half* input, const float* mean, const float* rstd, const __half* weight, __half* grad_input, __half* grad_weight, __half* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, float* weight_partials, float* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_param_partials(skucat_normalization__layer_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__param_partials, true, false)
extern "C" __global__ void skucat_normalization__layer_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__fused(const __half* grad_out, const __half* input, const float* mean, const float* rstd, const __half* weight, __half* grad_input, __half* grad_weight, __half* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, float* weight_partials, float* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_fused(skucat_normalization__layer_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__fused, true, false)
extern "C" __global__ void skucat_normalization__layer_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__param_sums(const __half* grad_out, const __half* input, const float* mean, const float* rstd, const __half* weight, __half* grad_input, __half* grad_weight, __half* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, float* weight_partials, float* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_param_sums(skucat_normalization__layer_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__param_sums, false, false)

// normalization.layer_norm_backward.bf16.none.ordered.any.any.math-f32.acc-f32.det.stable
struct skucat_normalization__layer_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    const __nv_bfloat16* grad_out;
    const __nv_bfloat16* input;
    const float* mean;
    const float* rstd;
    const __nv_bfloat16* weight;
    __nv_bfloat16* grad_input;
    __nv_bfloat16* grad_weight;
    __nv_bfloat16* grad_bias;
    long long rows;
    long long cols;
    bool has_weight;
    bool want_input;
    bool want_weight;
    bool want_bias;
    float* weight_partials;
    float* bias_partials;
    long long chunk_rows;
    long long chunks;
};
extern "C" __global__ void skucat_normalization__layer_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__input_grad(const __nv_bfloat16* grad_out, const __nv_bfloat16* input, const float* mean, const float* rstd, const __nv_bfloat16* weight, __nv_bfloat16* grad_input, __nv_bfloat16* grad_weight, __nv_bfloat16* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, float* weight_partials, float* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_input_grad(skucat_normalization__layer_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__input_grad, true, false)
extern "C" __global__ void skucat_normalization__layer_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__param_partials(const __nv_bfloat16* grad_out, const __nv_bfloat16* input, const float* mean, const float* rstd, const __nv_bfloat16* weight, __nv_bfloat16* grad_input, __nv_bfloat16* grad_weight, __nv_bfloat16* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, float* weight_partials, float* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_param_partials(skucat_normalization__layer_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__param_partials, true, false)
extern "C" __global__ void skucat_normalization__layer_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__fused(const __nv_bfloat16* grad_out, const __nv_bfloat16* input, const float* mean, const float* rstd, const __nv_bfloat16* weight, __nv_bfloat16* grad_input, __nv_bfloat16* grad_weight, __nv_bfloat16* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, float* weight_partials, float* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_fused(skucat_normalization__layer_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__fused, true, false)
extern "C" __global__ void skucat_normalization__layer_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__param_sums(const __nv_bfloat16* grad_out, const __nv_bfloat16* input, const float* mean, const float* rstd, const __nv_bfloat16* weight, __nv_bfloat16* grad_input, __nv_bfloat16* grad_weight, __nv_bfloat16* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, float* weight_partials, float* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_param_sums(skucat_normalization__layer_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__param_sums, false, false)

// normalization.layer_norm_backward.f32.none.ordered.any.any.math-f32.acc-f32.det.stable
struct skucat_normalization__layer_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    const float* grad_out;
    const float* input;
    const float* mean;
    const float* rstd;
    const float* weight;
    float* grad_input;
    float* grad_weight;
    float* grad_bias;
    long long rows;
    long long cols;
    bool has_weight;
    bool want_input;
    bool want_weight;
    bool want_bias;
    float* weight_partials;
    float* bias_partials;
    long long chunk_rows;
    long long chunks;
};
extern "C" __global__ void skucat_normalization__layer_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__input_grad(const float* grad_out, const float* input, const float* mean, const float* rstd, const float* weight, float* grad_input, float* grad_weight, float* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, float* weight_partials, float* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_input_grad(skucat_normalization__layer_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__input_grad, true, false)
extern "C" __global__ void skucat_normalization__layer_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__param_partials(const float* grad_out, const float* input, const float* mean, const float* rstd, const float* weight, float* grad_input, float* grad_weight, float* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, float* weight_partials, float* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_param_partials(skucat_normalization__layer_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__param_partials, true, false)
extern "C" __global__ void skucat_normalization__layer_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__fused(const float* grad_out, const float* input, const float* mean, const float* rstd, const float* weight, float* grad_input, float* grad_weight, float* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, float* weight_partials, float* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_fused(skucat_normalization__layer_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__fused, true, false)
extern "C" __global__ void skucat_normalization__layer_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__param_sums(const float* grad_out, const float* input, const float* mean, const float* rstd, const float* weight, float* grad_input, float* grad_weight, float* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, float* weight_partials, float* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_param_sums(skucat_normalization__layer_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__param_sums, false, false)

// normalization.layer_norm_backward.f64.none.ordered.any.any.math-f64.acc-f64.det.stable
struct skucat_normalization__layer_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    const double* grad_out;
    const double* input;
    const double* mean;
    const double* rstd;
    const double* weight;
    double* grad_input;
    double* grad_weight;
    double* grad_bias;
    long long rows;
    long long cols;
    bool has_weight;
    bool want_input;
    bool want_weight;
    bool want_bias;
    double* weight_partials;
    double* bias_partials;
    long long chunk_rows;
    long long chunks;
};
extern "C" __global__ void skucat_normalization__layer_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__input_grad(const double* grad_out, const double* input, const double* mean, const double* rstd, const double* weight, double* grad_input, double* grad_weight, double* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, double* weight_partials, double* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_input_grad(skucat_normalization__layer_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__input_grad, true, false)
extern "C" __global__ void skucat_normalization__layer_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__param_partials(const double* grad_out, const double* input, const double* mean, const double* rstd, const double* weight, double* grad_input, double* grad_weight, double* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, double* weight_partials, double* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_param_partials(skucat_normalization__layer_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__param_partials, true, false)
extern "C" __global__ void skucat_normalization__layer_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__fused(const double* grad_out, const double* input, const double* mean, const double* rstd, const double* weight, double* grad_input, double* grad_weight, double* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, double* weight_partials, double* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_fused(skucat_normalization__layer_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__fused, true, false)
extern "C" __global__ void skucat_normalization__layer_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__param_sums(const double* grad_out, const double* input, const double* mean, const double* rstd, const double* weight, double* grad_input, double* grad_weight, double* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, double* weight_partials, double* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_param_sums(skucat_normalization__layer_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__param_sums, false, false)

// normalization.rms_norm.f16.none.per_row.any.any.math-f32.acc-f32.det.stable
struct skucat_normalization__rms_norm__f16__none__per_row__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    const __half* input;
    __half* out;
    float* rstd;
    const __half* weight;
    long long rows;
    long long cols;
    bool has_weight;
    double epsilon;
};
extern "C" __global__ void skucat_normalization__rms_norm__f16__none__per_row__math_f32__acc_f32__det__stable__normalize(const __half* input, __half* out, float* rstd, const __half* weight, long long rows, long long cols, int32_t has_weight, double epsilon) {
    skucat::rms_norm_normalize(skucat_normalization__rms_norm__f16__none__per_row__math_f32__acc_f32__det__stable__params{input, out, rstd, weight, rows, cols, has_weight != 0, epsilon});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm__f16__none__per_row__math_f32__acc_f32__det__stable__normalize, true, false)

// normalization.rms_norm.bf16.none.per_row.any.any.math-f32.acc-f32.det.stable
struct skucat_normalization__rms_norm__bf16__none__per_row__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    const __nv_bfloat16* input;
    __nv_bfloat16* out;
    float* rstd;
    const __nv_bfloat16* weight;
    long long rows;
    long long cols;
    bool has_weight;
    double epsilon;
};
extern "C" __global__ void skucat_normalization__rms_norm__bf16__none__per_row__math_f32__acc_f32__det__stable__normalize(const __nv_bfloat16* input, __nv_bfloat16* out, float* rstd, const __nv_bfloat16* weight, long long rows, long long cols, int32_t has_weight, double epsilon) {
    skucat::rms_norm_normalize(skucat_normalization__rms_norm__bf16__none__per_row__math_f32__acc_f32__det__stable__params{input, out, rstd, weight, rows, cols, has_weight != 0, epsilon});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm__bf16__none__per_row__math_f32__acc_f32__det__stable__normalize, true, false)

// normalization.rms_norm.f32.none.per_row.any.any.math-f32.acc-f32.det.stable
struct skucat_normalization__rms_norm__f32__none__per_row__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    const float* input;
    float* out;
    float* rstd;
    const float* weight;
    long long rows;
    long long cols;
    bool has_weight;
    double epsilon;
};
extern "C" __global__ void skucat_normalization__rms_norm__f32__none__per_row__math_f32__acc_f32__det__stable__normalize(const float* input, float* out, float* rstd, const float* weight, long long rows, long long cols, int32_t has_weight, double epsilon) {
    skucat::rms_norm_normalize(skucat_normalization__rms_norm__f32__none__per_row__math_f32__acc_f32__det__stable__params{input, out, rstd, weight, rows, cols, has_weight != 0, epsilon});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm__f32__none__per_row__math_f32__acc_f32__det__stable__normalize, true, false)

// normalization.rms_norm.f64.none.per_row.any.any.math-f64.acc-f64.det.stable
struct skucat_normalization__rms_norm__f64__none__per_row__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    const double* input;
    double* out;
    double* rstd;
    const double* weight;
    long long rows;
    long long cols;
    bool has_weight;
    double epsilon;
};
extern "C" __global__ void skucat_normalization__rms_norm__f64__none__per_row__math_f64__acc_f64__det__stable__normalize(const double* input, double* out, double* rstd, const double* weight, long long rows, long long cols, int32_t has_weight, double epsilon) {
    skucat::rms_norm_normalize(skucat_normalization__rms_norm__f64__none__per_row__math_f64__acc_f64__det__stable__params{input, out, rstd, weight, rows, cols, has_weight != 0, epsilon});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm__f64__none__per_row__math_f64__acc_f64__det__stable__normalize, true, false)

// normalization.rms_norm_backward.f16.none.ordered.any.any.math-f32.acc-f32.det.stable
struct skucat_normalization__rms_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    const __half* grad_out;
    const __half* input;
    const float* rstd;
    const __half* weight;
    __half* grad_input;
    __half* grad_weight;
    long long rows;
    long long cols;
    bool has_weight;
    bool want_input;
    bool want_weight;
    float* weight_partials;
    long long chunk_rows;
    long long chunks;
};
extern "C" __global__ void skucat_normalization__rms_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__input_grad(const __half* grad_out, const __half* input, const float* rstd, const __half* weight, __half* grad_input, __half* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, float* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_input_grad(skucat_normalization__rms_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__input_grad, true, false)
extern "C" __global__ void skucat_normalization__rms_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__param_partials(const __half* grad_out, const __half* input, const float* rstd, const __half* weight, __half* grad_input, __half* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, float* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_param_partials(skucat_normalization__rms_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__param_partials, true, false)
extern "C" __global__ void skucat_normalization__rms_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__fused(const __half* grad_out, const __half* input, const float* rstd, const __half* weight, __half* grad_input, __half* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, float* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_fused(skucat_normalization__rms_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__fused, true, false)
extern "C" __global__ void skucat_normalization__rms_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__param_sums(const __half* grad_out, const __half* input, const float* rstd, const __half* weight, __half* grad_input, __half* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, float* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_param_sums(skucat_normalization__rms_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__f16__none__ordered__math_f32__acc_f32__det__stable__param_sums, false, false)

// normalization.rms_norm_backward.bf16.none.ordered.any.any.math-f32.acc-f32.det.stable
struct skucat_normalization__rms_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    const __nv_bfloat16* grad_out;
    const __nv_bfloat16* input;
    const float* rstd;
    const __nv_bfloat16* weight;
    __nv_bfloat16* grad_input;
    __nv_bfloat16* grad_weight;
    long long rows;
    long long cols;
    bool has_weight;
    bool want_input;
    bool want_weight;
    float* weight_partials;
    long long chunk_rows;
    long long chunks;
};
extern "C" __global__ void skucat_normalization__rms_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__input_grad(const __nv_bfloat16* grad_out, const __nv_bfloat16* input, const float* rstd, const __nv_bfloat16* weight, __nv_bfloat16* grad_input, __nv_bfloat16* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, float* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_input_grad(skucat_normalization__rms_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__input_grad, true, false)
extern "C" __global__ void skucat_normalization__rms_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__param_partials(const __nv_bfloat16* grad_out, const __nv_bfloat16* input, const float* rstd, const __nv_bfloat16* weight, __nv_bfloat16* grad_input, __nv_bfloat16* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, float* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_param_partials(skucat_normalization__rms_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__param_partials, true, false)
extern "C" __global__ void skucat_normalization__rms_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__fused(const __nv_bfloat16* grad_out, const __nv_bfloat16* input, const float* rstd, const __nv_bfloat16* weight, __nv_bfloat16* grad_input, __nv_bfloat16* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, float* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_fused(skucat_normalization__rms_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__fused, true, false)
extern "C" __global__ void skucat_normalization__rms_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__param_sums(const __nv_bfloat16* grad_out, const __nv_bfloat16* input, const float* rstd, const __nv_bfloat16* weight, __nv_bfloat16* grad_input, __nv_bfloat16* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, float* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_param_sums(skucat_normalization__rms_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__param_sums, false, false)

// normalization.rms_norm_backward.f32.none.ordered.any.any.math-f32.acc-f32.det.stable
struct skucat_normalization__rms_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    const float* grad_out;
    const float* input;
    const float* rstd;
    const float* weight;
    float* grad_input;
    float* grad_weight;
    long long rows;
    long long cols;
    bool has_weight;
    bool want_input;
    bool want_weight;
    float* weight_partials;
    long long chunk_rows;
    long long chunks;
};
extern "C" __global__ void skucat_normalization__rms_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__input_grad(const float* grad_out, const float* input, const float* rstd, const float* weight, float* grad_input, float* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, float* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_input_grad(skucat_normalization__rms_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__input_grad, true, false)
extern "C" __global__ void skucat_normalization__rms_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__param_partials(const float* grad_out, const float* input, const float* rstd, const float* weight, float* grad_input, float* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, float* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_param_partials(skucat_normalization__rms_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__param_partials, true, false)
extern "C" __global__ void skucat_normalization__rms_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__fused(const float* grad_out, const float* input, const float* rstd, const float* weight, float* grad_input, float* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, float* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_fused(skucat_normalization__rms_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__fused, true, false)
extern "C" __global__ void skucat_normalization__rms_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__param_sums(const float* grad_out, const float* input, const float* rstd, const float* weight, float* grad_input, float* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, float* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_param_sums(skucat_normalization__rms_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__f32__none__ordered__math_f32__acc_f32__det__stable__param_sums, false, false)

// normalization.rms_norm_backward.f64.none.ordered.any.any.math-f64.acc-f64.det.stable
struct skucat_normalization__rms_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    const double* grad_out;
    const double* input;
    const double* rstd;
    const double* weight;
    double* grad_input;
    double* grad_weight;
    long long rows;
    long long cols;
    bool has_weight;
    bool want_input;
    bool want_weight;
    double* weight_partials;
    long long chunk_rows;
    long long chunks;
};
extern "C" __global__ void skucat_normalization__rms_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__input_grad(const double* grad_out, const double* input, const double* rstd, const double* weight, double* grad_input, double* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, double* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_input_grad(skucat_normalization__rms_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__input_grad, true, false)
extern "C" __global__ void skucat_normalization__rms_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__param_partials(const double* grad_out, const double* input, const double* rstd, const double* weight, double* grad_input, double* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, double* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_param_partials(skucat_normalization__rms_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__param_partials, true, false)
extern "C" __global__ void skucat_normalization__rms_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__fused(const double* grad_out, const double* input, const double* rstd, const double* weight, double* grad_input, double* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, double* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_fused(skucat_normalization__rms_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__fused, true, false)
extern "C" __global__ void skucat_normalization__rms_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__param_sums(const double* grad_out, const double* input, const double* rstd, const double* weight, double* grad_input, double* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, double* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_param_sums(skucat_normalization__rms_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__f64__none__ordered__math_f64__acc_f64__det__stable__param_sums, false, false)
