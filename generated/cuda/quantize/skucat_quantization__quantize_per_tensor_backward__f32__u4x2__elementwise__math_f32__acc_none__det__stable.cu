// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, quantization.quantize_per_tensor_backward.f32.u4x2.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (quantize.cuh).
#include "quantize.cuh"

struct skucat_quantization__quantize_per_tensor_backward__f32__u4x2__elementwise__math_f32__acc_none__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef uint8_t qtype;
    const float* grad;
    const float* input;
    float* grad_input;
    long long numel;
    double scale;
    long long zero_point;
    long long qmin;
    long long qmax;
    int32_t fused;
    int32_t sub_byte;
};
extern "C" __global__ void skucat_quantization__quantize_per_tensor_backward__f32__u4x2__elementwise__math_f32__acc_none__det__stable__grad(const float* grad, const float* input, float* grad_input, long long numel, double scale, long long zero_point, long long qmin, long long qmax, int32_t fused, int32_t sub_byte) {
    skucat::quantize_per_tensor_backward_grad(skucat_quantization__quantize_per_tensor_backward__f32__u4x2__elementwise__math_f32__acc_none__det__stable__params{grad, input, grad_input, numel, scale, zero_point, qmin, qmax, fused, sub_byte});
}
SKUCAT_ENTRY(skucat_quantization__quantize_per_tensor_backward__f32__u4x2__elementwise__math_f32__acc_none__det__stable__grad, false, false)
