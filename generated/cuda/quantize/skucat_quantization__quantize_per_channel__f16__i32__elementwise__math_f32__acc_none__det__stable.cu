// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, quantization.quantize_per_channel.f16.i32.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (quantize.cuh).
#include "quantize.cuh"

struct skucat_quantization__quantize_per_channel__f16__i32__elementwise__math_f32__acc_none__det__stable__params {
    typedef __half element;
    typedef float compute;
    typedef int32_t qtype;
    const __half* input;
    const double* scales;
    const long long* zero_points;
    int32_t* out;
    long long outer;
    long long channels;
    long long inner;
    long long qmin;
    long long qmax;
    long long nan_q;
};
extern "C" __global__ void skucat_quantization__quantize_per_channel__f16__i32__elementwise__math_f32__acc_none__det__stable__quantize(const __half* input, const double* scales, const long long* zero_points, int32_t* out, long long outer, long long channels, long long inner, long long qmin, long long qmax, long long nan_q) {
    skucat::quantize_per_channel_quantize(skucat_quantization__quantize_per_channel__f16__i32__elementwise__math_f32__acc_none__det__stable__params{input, scales, zero_points, out, outer, channels, inner, qmin, qmax, nan_q});
}
SKUCAT_ENTRY(skucat_quantization__quantize_per_channel__f16__i32__elementwise__math_f32__acc_none__det__stable__quantize, false, false)
