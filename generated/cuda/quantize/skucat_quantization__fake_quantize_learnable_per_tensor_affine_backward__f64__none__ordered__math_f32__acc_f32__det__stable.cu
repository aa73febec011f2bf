// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, quantization.fake_quantize_learnable_per_tensor_affine_backward.f64.none.ordered.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (quantize.cuh).
#include "quantize.cuh"

struct skucat_quantization__fake_quantize_learnable_per_tensor_affine_backward__f64__none__ordered__math_f32__acc_f32__det__stable__params {
    typedef double element;
    typedef double compute;
    const double* grad;
    const double* input;
    const float* scale;
    const float* zero_point;
    double* grad_input;
    float* slots;
    long long numel;
    long long quant_min;
    long long quant_max;
    double grad_factor;
};
extern "C" __global__ void skucat_quantization__fake_quantize_learnable_per_tensor_affine_backward__f64__none__ordered__math_f32__acc_f32__det__stable__partials(const double* grad, const double* input, const float* scale, const float* zero_point, double* grad_input, float* slots, long long numel, long long quant_min, long long quant_max, double grad_factor) {
    skucat::fake_quantize_learnable_per_tensor_affine_backward_partials(skucat_quantization__fake_quantize_learnable_per_tensor_affine_backward__f64__none__ordered__math_f32__acc_f32__det__stable__params{grad, input, scale, zero_point, grad_input, slots, numel, quant_min, quant_max, grad_factor});
}
SKUCAT_ENTRY(skucat_quantization__fake_quantize_learnable_per_tensor_affine_backward__f64__none__ordered__math_f32__acc_f32__det__stable__partials, true, false)

struct skucat_quantization__fake_quantize_learnable_per_tensor_affine_backward__f64__none__ordered__math_f32__acc_f32__det__stable__params1 {
    typedef double element;
    typedef double compute;
    float* slots;
    long long slot_count;
    float* lanes;
};
extern "C" __global__ void skucat_quantization__fake_quantize_learnable_per_tensor_affine_backward__f64__none__ordered__math_f32__acc_f32__det__stable__combine(float* slots, long long slot_count, float* lanes) {
    skucat::fake_quantize_learnable_per_tensor_affine_backward_combine(skucat_quantization__fake_quantize_learnable_per_tensor_affine_backward__f64__none__ordered__math_f32__acc_f32__det__stable__params1{slots, slot_count, lanes});
}
SKUCAT_ENTRY(skucat_quantization__fake_quantize_learnable_per_tensor_affine_backward__f64__none__ordered__math_f32__acc_f32__det__stable__combine, false, false)

struct skucat_quantization__fake_quantize_learnable_per_tensor_affine_backward__f64__none__ordered__math_f32__acc_f32__det__stable__params2 {
    typedef double element;
    typedef double compute;
    float* lanes;
    long long lane_count;
    float* grad_scale;
    float* grad_zero_point;
};
extern "C" __global__ void skucat_quantization__fake_quantize_learnable_per_tensor_affine_backward__f64__none__ordered__math_f32__acc_f32__det__stable__finish(float* lanes, long long lane_count, float* grad_scale, float* grad_zero_point) {
    skucat::fake_quantize_learnable_per_tensor_affine_backward_finish(skucat_quantization__fake_quantize_learnable_per_tensor_affine_backward__f64__none__ordered__math_f32__acc_f32__det__stable__params2{lanes, lane_count, grad_scale, grad_zero_point});
}
SKUCAT_ENTRY(skucat_quantization__fake_quantize_learnable_per_tensor_affine_backward__f64__none__ordered__math_f32__acc_f32__det__stable__finish, false, false)
