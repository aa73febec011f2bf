// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, quantization.dequantize_per_channel_backward.f64.i32.elementwise.any.any.math-f64.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (quantize.cuh).
#include "quantize.cuh"

struct skucat_quantization__dequantize_per_channel_backward__f64__i32__elementwise__math_f64__acc_none__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef int32_t qtype;
    const double* grad;
    const double* scales;
    double* grad_input;
    long long outer;
    long long channels;
    long long inner;
};
extern "C" __global__ void skucat_quantization__dequantize_per_channel_backward__f64__i32__elementwise__math_f64__acc_none__det__stable__grad(const double* grad, const double* scales, double* grad_input, long long outer, long long channels, long long inner) {
    skucat::dequantize_per_channel_backward_grad(skucat_quantization__dequantize_per_channel_backward__f64__i32__elementwise__math_f64__acc_none__det__stable__params{grad, scales, grad_input, outer, channels, inner});
}
SKUCAT_ENTRY(skucat_quantization__dequantize_per_channel_backward__f64__i32__elementwise__math_f64__acc_none__det__stable__grad, false, false)
