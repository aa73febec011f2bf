// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, normalization.rms_norm_backward.f16.f64.ordered.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (norm.cuh).
#include "norm.cuh"

struct skucat_normalization__rms_norm_backward__f16__f64__ordered__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    typedef double param;
    const __half* grad_out;
    const __half* input;
    const float* rstd;
    const double* weight;
    __half* grad_input;
    double* grad_weight;
    long long rows;
    long long cols;
    bool has_weight;
    bool want_input;
    bool want_weight;
    float* weight_partials;
    long long chunk_rows;
    long long chunks;
};
extern "C" __global__ void skucat_normalization__rms_norm_backward__f16__f64__ordered__math_f32__acc_f32__det__stable__input_grad(const __half* grad_out, const __half* input, const float* rstd, const double* weight, __half* grad_input, double* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, float* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_input_grad(skucat_normalization__rms_norm_backward__f16__f64__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__f16__f64__ordered__math_f32__acc_f32__det__stable__input_grad, true, false)
extern "C" __global__ void skucat_normalization__rms_norm_backward__f16__f64__ordered__math_f32__acc_f32__det__stable__param_partials(const __half* grad_out, const __half* input, const float* rstd, const double* weight, __half* grad_input, double* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, float* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_param_partials(skucat_normalization__rms_norm_backward__f16__f64__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__f16__f64__ordered__math_f32__acc_f32__det__stable__param_partials, true, false)
extern "C" __global__ void skucat_normalization__rms_norm_backward__f16__f64__ordered__math_f32__acc_f32__det__stable__fused(const __half* grad_out, const __half* input, const float* rstd, const double* weight, __half* grad_input, double* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, float* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_fused(skucat_normalization__rms_norm_backward__f16__f64__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__f16__f64__ordered__math_f32__acc_f32__det__stable__fused, true, false)
extern "C" __global__ void skucat_normalization__rms_norm_backward__f16__f64__ordered__math_f32__acc_f32__det__stable__param_sums(const __half* grad_out, const __half* input, const float* rstd, const double* weight, __half* grad_input, double* grad_weight, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, float* weight_partials, long long chunk_rows, long long chunks) {
    skucat::rms_norm_backward_param_sums(skucat_normalization__rms_norm_backward__f16__f64__ordered__math_f32__acc_f32__det__stable__params{grad_out, input, rstd, weight, grad_input, grad_weight, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, weight_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm_backward__f16__f64__ordered__math_f32__acc_f32__det__stable__param_sums, false, false)
