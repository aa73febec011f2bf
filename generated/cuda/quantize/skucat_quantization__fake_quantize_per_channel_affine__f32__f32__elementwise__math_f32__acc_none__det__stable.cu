// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, quantization.fake_quantize_per_channel_affine.f32.f32.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (quantize.cuh).
#include "quantize.cuh"

struct skucat_quantization__fake_quantize_per_channel_affine__f32__f32__elementwise__math_f32__acc_none__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef float ztype;
    const float* input;
    const float* scale;
    const float* zero_point;
    float* out;
    long long outer;
    long long channels;
    long long inner;
    long long quant_min;
    long long quant_max;
};
extern "C" __global__ void skucat_quantization__fake_quantize_per_channel_affine__f32__f32__elementwise__math_f32__acc_none__det__stable__fake_quantize(const float* input, const float* scale, const float* zero_point, float* out, long long outer, long long channels, long long inner, long long quant_min, long long quant_max) {
    skucat::fake_quantize_per_channel_affine_fake_quantize(skucat_quantization__fake_quantize_per_channel_affine__f32__f32__elementwise__math_f32__acc_none__det__stable__params{input, scale, zero_point, out, outer, channels, inner, quant_min, quant_max});
}
SKUCAT_ENTRY(skucat_quantization__fake_quantize_per_channel_affine__f32__f32__elementwise__math_f32__acc_none__det__stable__fake_quantize, false, false)
