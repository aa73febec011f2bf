// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, quantization.quantize_per_channel_float_qparams.f32.i8.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (quantize.cuh).
#include "quantize.cuh"

struct skucat_quantization__quantize_per_channel_float_qparams__f32__i8__elementwise__math_f32__acc_none__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef int8_t qtype;
    const float* input;
    const float* scales;
    const float* zero_points;
    int8_t* out;
    long long outer;
    long long channels;
    long long inner;
    long long qmin;
    long long qmax;
    int32_t bits;
};
extern "C" __global__ void skucat_quantization__quantize_per_channel_float_qparams__f32__i8__elementwise__math_f32__acc_none__det__stable__quantize(const float* input, const float* scales, const float* zero_points, int8_t* out, long long outer, long long channels, long long inner, long long qmin, long long qmax, int32_t bits) {
    skucat::quantize_per_channel_float_qparams_quantize(skucat_quantization__quantize_per_channel_float_qparams__f32__i8__elementwise__math_f32__acc_none__det__stable__params{input, scales, zero_points, out, outer, channels, inner, qmin, qmax, bits});
}
SKUCAT_ENTRY(skucat_quantization__quantize_per_channel_float_qparams__f32__i8__elementwise__math_f32__acc_none__det__stable__quantize, false, false)
