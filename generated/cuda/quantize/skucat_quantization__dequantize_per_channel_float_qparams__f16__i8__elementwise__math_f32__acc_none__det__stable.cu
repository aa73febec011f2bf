// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, quantization.dequantize_per_channel_float_qparams.f16.i8.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (quantize.cuh).
#include "quantize.cuh"

struct skucat_quantization__dequantize_per_channel_float_qparams__f16__i8__elementwise__math_f32__acc_none__det__stable__params {
    typedef __half element;
    typedef float compute;
    typedef int8_t qtype;
    const int8_t* input;
    const float* scales;
    const float* zero_points;
    __half* out;
    long long outer;
    long long channels;
    long long inner;
    int32_t bits;
};
extern "C" __global__ void skucat_quantization__dequantize_per_channel_float_qparams__f16__i8__elementwise__math_f32__acc_none__det__stable__dequantize(const int8_t* input, const float* scales, const float* zero_points, __half* out, long long outer, long long channels, long long inner, int32_t bits) {
    skucat::dequantize_per_channel_float_qparams_dequantize(skucat_quantization__dequantize_per_channel_float_qparams__f16__i8__elementwise__math_f32__acc_none__det__stable__params{input, scales, zero_points, out, outer, channels, inner, bits});
}
SKUCAT_ENTRY(skucat_quantization__dequantize_per_channel_float_qparams__f16__i8__elementwise__math_f32__acc_none__det__stable__dequantize, false, false)
