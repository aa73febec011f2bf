// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, quantization.quantize_per_channel_sub_byte.f64.u4x2.elementwise.any.any.math-f64.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (quantize.cuh).
#include "quantize.cuh"

struct skucat_quantization__quantize_per_channel_sub_byte__f64__u4x2__elementwise__math_f64__acc_none__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef uint8_t qtype;
    const double* input;
    const float* scales;
    const float* zero_points;
    uint8_t* out;
    long long outer;
    long long channels;
    long long inner;
    long long qmin;
    long long qmax;
    int32_t bits;
};
extern "C" __global__ void skucat_quantization__quantize_per_channel_sub_byte__f64__u4x2__elementwise__math_f64__acc_none__det__stable__quantize(const double* input, const float* scales, const float* zero_points, uint8_t* out, long long outer, long long channels, long long inner, long long qmin, long long qmax, int32_t bits) {
    skucat::quantize_per_channel_sub_byte_quantize(skucat_quantization__quantize_per_channel_sub_byte__f64__u4x2__elementwise__math_f64__acc_none__det__stable__params{input, scales, zero_points, out, outer, channels, inner, qmin, qmax, bits});
}
SKUCAT_ENTRY(skucat_quantization__quantize_per_channel_sub_byte__f64__u4x2__elementwise__math_f64__acc_none__det__stable__quantize, false, false)
