// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, normalization.layer_norm_backward.f64.f64.ordered.any.any.math-f64.acc-f64.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (norm.cuh).
#include "norm.cuh"

struct skucat_normalization__layer_norm_backward__f64__f64__ordered__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef double param;
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
extern "C" __global__ void skucat_normalization__layer_norm_backward__f64__f64__ordered__math_f64__acc_f64__det__stable__input_grad(const double* grad_out, const double* input, const double* mean, const double* rstd, const double* weight, double* grad_input, double* grad_weight, double* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, double* weight_partials, double* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_input_grad(skucat_normalization__layer_norm_backward__f64__f64__ordered__math_f64__acc_f64__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__f64__f64__ordered__math_f64__acc_f64__det__stable__input_grad, true, false)
extern "C" __global__ void skucat_normalization__layer_norm_backward__f64__f64__ordered__math_f64__acc_f64__det__stable__param_partials(const double* grad_out, const double* input, const double* mean, const double* rstd, const double* weight, double* grad_input, double* grad_weight, double* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, double* weight_partials, double* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_param_partials(skucat_normalization__layer_norm_backward__f64__f64__ordered__math_f64__acc_f64__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__f64__f64__ordered__math_f64__acc_f64__det__stable__param_partials, true, false)
extern "C" __global__ void skucat_normalization__layer_norm_backward__f64__f64__ordered__math_f64__acc_f64__det__stable__fused(const double* grad_out, const double* input, const double* mean, const double* rstd, const double* weight, double* grad_input, double* grad_weight, double* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, double* weight_partials, double* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_fused(skucat_normalization__layer_norm_backward__f64__f64__ordered__math_f64__acc_f64__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__f64__f64__ordered__math_f64__acc_f64__det__stable__fused, true, false)
extern "C" __global__ void skucat_normalization__layer_norm_backward__f64__f64__ordered__math_f64__acc_f64__det__stable__param_sums(const double* grad_out, const double* input, const double* mean, const double* rstd, const double* weight, double* grad_input, double* grad_weight, double* grad_bias, long long rows, long long cols, int32_t has_weight, int32_t want_input, int32_t want_weight, int32_t want_bias, double* weight_partials, double* bias_partials, long long chunk_rows, long long chunks) {
    skucat::layer_norm_backward_param_sums(skucat_normalization__layer_norm_backward__f64__f64__ordered__math_f64__acc_f64__det__stable__params{grad_out, input, mean, rstd, weight, grad_input, grad_weight, grad_bias, rows, cols, has_weight != 0, want_input != 0, want_weight != 0, want_bias != 0, weight_partials, bias_partials, chunk_rows, chunks});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm_backward__f64__f64__ordered__math_f64__acc_f64__det__stable__param_sums, false, false)
