// Generated from catalog.yaml by codegen with templates/cuda/family.cu.j2. Do not edit.
// Device code from templates/cuda/softmax.cu.j2; kernel entry points, their
// parameter structs and the enums of the family's modes from catalog.yaml.
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
// NaN sum and a NaN row, as PyTorch gives.
template <bool Log, class P>
__device__ __forceinline__ void softmax_forward_rows(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 rows = p.outer * p.inner, size = p.size, inner = p.inner;
    for (i64 row = blockIdx.x; row < rows; row += gridDim.x) {
        const i64 outer_index = row / inner;
        const i64 first = outer_index * size * inner + (row - outer_index * inner);
        const T* in = p.input + first;
        T* out = p.out + first;
        const A max = block_reduce_items(size, -A(SKUCAT_SOFTMAX_INFINITY), Max(), [&](i64 k) { return load(in[k * inner]); });
        const A sum = block_reduce_items(size, A(0), Sum(), [&](i64 k) { return softmax_exp(load(in[k * inner]) - max); });
        if (Log) {
            const A log_sum = softmax_log(sum);
            block_loop(size, [&](unsigned, i64 k) { out[k * inner] = store<T>(load(in[k * inner]) - max - log_sum); });
        } else {
            block_loop(size, [&](unsigned, i64 k) { out[k * inner] = store<T>(softmax_exp(load(in[k * inner]) - max) / sum); });
        }
    }
}

// Log: grad - exp(o) * sum(grad); else y * (grad - sum(grad * y)).
template <bool Log, class P>
__device__ __forceinline__ void softmax_gradient_rows(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 rows = p.outer * p.inner, size = p.size, inner = p.inner;
    for (i64 row = blockIdx.x; row < rows; row += gridDim.x) {
        const i64 outer_index = row / inner;
        const i64 first = outer_index * size * inner + (row - outer_index * inner);
        const T* grad = p.grad_output + first;
        const T* output = p.output + first;
        T* grad_input = p.grad_input + first;
        const A sum = block_reduce_items(size, A(0), Sum(), [&](i64 k) {
            return Log ? load(grad[k * inner]) : load(grad[k * inner]) * load(output[k * inner]);
        });
        block_loop(size, [&](unsigned, i64 k) {
            const A g = load(grad[k * inner]), o = load(output[k * inner]);
            grad_input[k * inner] = store<T>(Log ? g - softmax_exp(o) * sum : o * (g - sum));
        });
    }
}

template <class P>
__device__ __forceinline__ void softmax_rows(const P& p) { softmax_forward_rows<false>(p); }

template <class P>
__device__ __forceinline__ void log_softmax_rows(const P& p) { softmax_forward_rows<true>(p); }

template <class P>
__device__ __forceinline__ void softmax_backward_rows(const P& p) { softmax_gradient_rows<false>(p); }

template <class P>
__device__ __forceinline__ void log_softmax_backward_rows(const P& p) { softmax_gradient_rows<true>(p); }

}  // namespace skucat

// activation.softmax.f16.none.rowwise.any.any.math-f32.acc-f32.det.stable
struct skucat_activation__softmax__f16__none__rowwise__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    const __half* input;
    __half* out;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__softmax__f16__none__rowwise__math_f32__acc_f32__det__stable__rows(const __half* input, __half* out, long long outer, long long size, long long inner) {
    skucat::softmax_rows(skucat_activation__softmax__f16__none__rowwise__math_f32__acc_f32__det__stable__params{input, out, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__softmax__f16__none__rowwise__math_f32__acc_f32__det__stable__rows)

// activation.softmax.bf16.none.rowwise.any.any.math-f32.acc-f32.det.stable
struct skucat_activation__softmax__bf16__none__rowwise__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    const __nv_bfloat16* input;
    __nv_bfloat16* out;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__softmax__bf16__none__rowwise__math_f32__acc_f32__det__stable__rows(const __nv_bfloat16* input, __nv_bfloat16* out, long long outer, long long size, long long inner) {
    skucat::softmax_rows(skucat_activation__softmax__bf16__none__rowwise__math_f32__acc_f32__det__stable__params{input, out, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__softmax__bf16__none__rowwise__math_f32__acc_f32__det__stable__rows)

// activation.softmax.f32.none.rowwise.any.any.math-f32.acc-f32.det.stable
struct skucat_activation__softmax__f32__none__rowwise__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    const float* input;
    float* out;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__softmax__f32__none__rowwise__math_f32__acc_f32__det__stable__rows(const float* input, float* out, long long outer, long long size, long long inner) {
    skucat::softmax_rows(skucat_activation__softmax__f32__none__rowwise__math_f32__acc_f32__det__stable__params{input, out, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__softmax__f32__none__rowwise__math_f32__acc_f32__det__stable__rows)

// activation.softmax.f64.none.rowwise.any.any.math-f64.acc-f64.det.stable
struct skucat_activation__softmax__f64__none__rowwise__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    const double* input;
    double* out;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__softmax__f64__none__rowwise__math_f64__acc_f64__det__stable__rows(const double* input, double* out, long long outer, long long size, long long inner) {
    skucat::softmax_rows(skucat_activation__softmax__f64__none__rowwise__math_f64__acc_f64__det__stable__params{input, out, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__softmax__f64__none__rowwise__math_f64__acc_f64__det__stable__rows)

// activation.log_softmax.f16.none.rowwise.any.any.math-f32.acc-f32.det.stable
struct skucat_activation__log_softmax__f16__none__rowwise__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    const __half* input;
    __half* out;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__log_softmax__f16__none__rowwise__math_f32__acc_f32__det__stable__rows(const __half* input, __half* out, long long outer, long long size, long long inner) {
    skucat::log_softmax_rows(skucat_activation__log_softmax__f16__none__rowwise__math_f32__acc_f32__det__stable__params{input, out, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__log_softmax__f16__none__rowwise__math_f32__acc_f32__det__stable__rows)

// activation.log_softmax.bf16.none.rowwise.any.any.math-f32.acc-f32.det.stable
struct skucat_activation__log_softmax__bf16__none__rowwise__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    const __nv_bfloat16* input;
    __nv_bfloat16* out;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__log_softmax__bf16__none__rowwise__math_f32__acc_f32__det__stable__rows(const __nv_bfloat16* input, __nv_bfloat16* out, long long outer, long long size, long long inner) {
    skucat::log_softmax_rows(skucat_activation__log_softmax__bf16__none__rowwise__math_f32__acc_f32__det__stable__params{input, out, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__log_softmax__bf16__none__rowwise__math_f32__acc_f32__det__stable__rows)

// activation.log_softmax.f32.none.rowwise.any.any.math-f32.acc-f32.det.stable
struct skucat_activation__log_softmax__f32__none__rowwise__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    const float* input;
    float* out;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__log_softmax__f32__none__rowwise__math_f32__acc_f32__det__stable__rows(const float* input, float* out, long long outer, long long size, long long inner) {
    skucat::log_softmax_rows(skucat_activation__log_softmax__f32__none__rowwise__math_f32__acc_f32__det__stable__params{input, out, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__log_softmax__f32__none__rowwise__math_f32__acc_f32__det__stable__rows)

// activation.log_softmax.f64.none.rowwise.any.any.math-f64.acc-f64.det.stable
struct skucat_activation__log_softmax__f64__none__rowwise__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    const double* input;
    double* out;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__log_softmax__f64__none__rowwise__math_f64__acc_f64__det__stable__rows(const double* input, double* out, long long outer, long long size, long long inner) {
    skucat::log_softmax_rows(skucat_activation__log_softmax__f64__none__rowwise__math_f64__acc_f64__det__stable__params{input, out, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__log_softmax__f64__none__rowwise__math_f64__acc_f64__det__stable__rows)

// activation.softmax_backward.f16.none.rowwise.any.any.math-f32.acc-f32.det.stable
struct skucat_activation__softmax_backward__f16__none__rowwise__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    const __half* grad_output;
    const __half* output;
    __half* grad_input;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__softmax_backward__f16__none__rowwise__math_f32__acc_f32__det__stable__rows(const __half* grad_output, const __half* output, __half* grad_input, long long outer, long long size, long long inner) {
    skucat::softmax_backward_rows(skucat_activation__softmax_backward__f16__none__rowwise__math_f32__acc_f32__det__stable__params{grad_output, output, grad_input, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__softmax_backward__f16__none__rowwise__math_f32__acc_f32__det__stable__rows)

// activation.softmax_backward.bf16.none.rowwise.any.any.math-f32.acc-f32.det.stable
struct skucat_activation__softmax_backward__bf16__none__rowwise__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    const __nv_bfloat16* grad_output;
    const __nv_bfloat16* output;
    __nv_bfloat16* grad_input;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__softmax_backward__bf16__none__rowwise__math_f32__acc_f32__det__stable__rows(const __nv_bfloat16* grad_output, const __nv_bfloat16* output, __nv_bfloat16* grad_input, long long outer, long long size, long long inner) {
    skucat::softmax_backward_rows(skucat_activation__softmax_backward__bf16__none__rowwise__math_f32__acc_f32__det__stable__params{grad_output, output, grad_input, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__softmax_backward__bf16__none__rowwise__math_f32__acc_f32__det__stable__rows)

// activation.softmax_backward.f32.none.rowwise.any.any.math-f32.acc-f32.det.stable
struct skucat_activation__softmax_backward__f32__none__rowwise__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    const float* grad_output;
    const float* output;
    float* grad_input;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__softmax_backward__f32__none__rowwise__math_f32__acc_f32__det__stable__rows(const float* grad_output, const float* output, float* grad_input, long long outer, long long size, long long inner) {
    skucat::softmax_backward_rows(skucat_activation__softmax_backward__f32__none__rowwise__math_f32__acc_f32__det__stable__params{grad_output, output, grad_input, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__softmax_backward__f32__none__rowwise__math_f32__acc_f32__det__stable__rows)

// activation.softmax_backward.f64.none.rowwise.any.any.math-f64.acc-f64.det.stable
struct skucat_activation__softmax_backward__f64__none__rowwise__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    const double* grad_output;
    const double* output;
    double* grad_input;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__softmax_backward__f64__none__rowwise__math_f64__acc_f64__det__stable__rows(const double* grad_output, const double* output, double* grad_input, long long outer, long long size, long long inner) {
    skucat::softmax_backward_rows(skucat_activation__softmax_backward__f64__none__rowwise__math_f64__acc_f64__det__stable__params{grad_output, output, grad_input, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__softmax_backward__f64__none__rowwise__math_f64__acc_f64__det__stable__rows)

// activation.log_softmax_backward.f16.none.rowwise.any.any.math-f32.acc-f32.det.stable
struct skucat_activation__log_softmax_backward__f16__none__rowwise__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    const __half* grad_output;
    const __half* output;
    __half* grad_input;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__log_softmax_backward__f16__none__rowwise__math_f32__acc_f32__det__stable__rows(const __half* grad_output, const __half* output, __half* grad_input, long long outer, long long size, long long inner) {
    skucat::log_softmax_backward_rows(skucat_activation__log_softmax_backward__f16__none__rowwise__math_f32__acc_f32__det__stable__params{grad_output, output, grad_input, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__log_softmax_backward__f16__none__rowwise__math_f32__acc_f32__det__stable__rows)

// activation.log_softmax_backward.bf16.none.rowwise.any.any.math-f32.acc-f32.det.stable
struct skucat_activation__log_softmax_backward__bf16__none__rowwise__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    const __nv_bfloat16* grad_output;
    const __nv_bfloat16* output;
    __nv_bfloat16* grad_input;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__log_softmax_backward__bf16__none__rowwise__math_f32__acc_f32__det__stable__rows(const __nv_bfloat16* grad_output, const __nv_bfloat16* output, __nv_bfloat16* grad_input, long long outer, long long size, long long inner) {
    skucat::log_softmax_backward_rows(skucat_activation__log_softmax_backward__bf16__none__rowwise__math_f32__acc_f32__det__stable__params{grad_output, output, grad_input, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__log_softmax_backward__bf16__none__rowwise__math_f32__acc_f32__det__stable__rows)

// activation.log_softmax_backward.f32.none.rowwise.any.any.math-f32.acc-f32.det.stable
struct skucat_activation__log_softmax_backward__f32__none__rowwise__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    const float* grad_output;
    const float* output;
    float* grad_input;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__log_softmax_backward__f32__none__rowwise__math_f32__acc_f32__det__stable__rows(const float* grad_output, const float* output, float* grad_input, long long outer, long long size, long long inner) {
    skucat::log_softmax_backward_rows(skucat_activation__log_softmax_backward__f32__none__rowwise__math_f32__acc_f32__det__stable__params{grad_output, output, grad_input, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__log_softmax_backward__f32__none__rowwise__math_f32__acc_f32__det__stable__rows)

// activation.log_softmax_backward.f64.none.rowwise.any.any.math-f64.acc-f64.det.stable
struct skucat_activation__log_softmax_backward__f64__none__rowwise__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    const double* grad_output;
    const double* output;
    double* grad_input;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__log_softmax_backward__f64__none__rowwise__math_f64__acc_f64__det__stable__rows(const double* grad_output, const double* output, double* grad_input, long long outer, long long size, long long inner) {
    skucat::log_softmax_backward_rows(skucat_activation__log_softmax_backward__f64__none__rowwise__math_f64__acc_f64__det__stable__params{grad_output, output, grad_input, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__log_softmax_backward__f64__none__rowwise__math_f64__acc_f64__det__stable__rows)
