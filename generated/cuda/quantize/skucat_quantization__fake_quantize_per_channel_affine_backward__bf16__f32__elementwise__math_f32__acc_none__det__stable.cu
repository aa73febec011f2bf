// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, quantization.fake_quantize_per_channel_affine_backward.bf16.f32.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (quantize.cuh).
#include "quantize.cuh"

struct skucat_quantization__fake_quantize_per_channel_affine_backward__bf16__f32__elementwise__math_f32__acc_none__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef float ztype;
    const __nv_bfloat16* grad;
    const __nv_bfloat16* input;
    const float* scale;
    const float* zero_point;
    __nv_bfloat16* grad_input;
    long long outer;
    long long channels;
    long long inner;
    long long quant_min;
    long long quant_max;
};
extern "C" __global__ void skucat_quantization__fake_quantize_per_channel_affine_backward__bf16__f32__elementwise__math_f32__acc_none__det__stable__grad(const __nv_bfloat16* grad, const __nv_bfloat16* input, const float* scale, const float* zero_point, __nv_bfloat16* grad_input, long long outer, long long channels, long long inner, long long quant_min, long long quant_max) {
    skucat::fake_quantize_per_channel_affine_backward_grad(skucat_quantization__fake_quantize_per_channel_affine_backward__bf16__f32__elementwise__math_f32__acc_none__det__stable__params{grad, input, scale, zero_point, grad_input, outer, channels, inner, quant_min, quant_max});
}
SKUCAT_ENTRY(skucat_quantization__fake_quantize_per_channel_affine_backward__bf16__f32__elementwise__math_f32__acc_none__det__stable__grad, false, false)
