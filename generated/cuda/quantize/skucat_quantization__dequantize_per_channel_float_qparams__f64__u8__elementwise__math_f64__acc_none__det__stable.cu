// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, quantization.dequantize_per_channel_float_qparams.f64.u8.elementwise.any.any.math-f64.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (quantize.cuh).
#include "quantize.cuh"

struct skucat_quantization__dequantize_per_channel_float_qparams__f64__u8__elementwise__math_f64__acc_none__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef uint8_t qtype;
    const uint8_t* input;
    const float* scales;
    const float* zero_points;
    double* out;
    long long outer;
    long long channels;
    long long inner;
    int32_t bits;
};
extern "C" __global__ void skucat_quantization__dequantize_per_channel_float_qparams__f64__u8__elementwise__math_f64__acc_none__det__stable__dequantize(const uint8_t* input, const float* scales, const float* zero_points, double* out, long long outer, long long channels, long long inner, int32_t bits) {
    skucat::dequantize_per_channel_float_qparams_dequantize(skucat_quantization__dequantize_per_channel_float_qparams__f64__u8__elementwise__math_f64__acc_none__det__stable__params{input, scales, zero_points, out, outer, channels, inner, bits});
}
SKUCAT_ENTRY(skucat_quantization__dequantize_per_channel_float_qparams__f64__u8__elementwise__math_f64__acc_none__det__stable__dequantize, false, false)
