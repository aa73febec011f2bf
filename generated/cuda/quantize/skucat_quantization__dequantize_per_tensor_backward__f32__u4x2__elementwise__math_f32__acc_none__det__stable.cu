// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, quantization.dequantize_per_tensor_backward.f32.u4x2.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (quantize.cuh).
#include "quantize.cuh"

struct skucat_quantization__dequantize_per_tensor_backward__f32__u4x2__elementwise__math_f32__acc_none__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef uint8_t qtype;
    const float* grad;
    float* grad_input;
    long long numel;
    double scale;
};
extern "C" __global__ void skucat_quantization__dequantize_per_tensor_backward__f32__u4x2__elementwise__math_f32__acc_none__det__stable__grad(const float* grad, float* grad_input, long long numel, double scale) {
    skucat::dequantize_per_tensor_backward_grad(skucat_quantization__dequantize_per_tensor_backward__f32__u4x2__elementwise__math_f32__acc_none__det__stable__params{grad, grad_input, numel, scale});
}
SKUCAT_ENTRY(skucat_quantization__dequantize_per_tensor_backward__f32__u4x2__elementwise__math_f32__acc_none__det__stable__grad, false, false)
