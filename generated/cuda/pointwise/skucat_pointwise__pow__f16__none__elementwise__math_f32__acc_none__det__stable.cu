// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.pow.f16.none.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__pow__f16__none__elementwise__math_f32__acc_none__det__stable__params {
    typedef __half element;
    typedef float compute;
    const long long* sizes;
    __half* out;
    const __half* input;
    const __half* exponent;
    long long numel;
    long long input_numel;
    long long exponent_numel;
    long long rank;
    bool has_input;
    double input_value;
    bool has_exponent;
    double exponent_value;
};
extern "C" __global__ void skucat_pointwise__pow__f16__none__elementwise__math_f32__acc_none__det__stable__map(const long long* sizes, __half* out, const __half* input, const __half* exponent, long long numel, long long input_numel, long long exponent_numel, long long rank, int32_t has_input, double input_value, int32_t has_exponent, double exponent_value) {
    skucat::pow_map(skucat_pointwise__pow__f16__none__elementwise__math_f32__acc_none__det__stable__params{sizes, out, input, exponent, numel, input_numel, exponent_numel, rank, has_input != 0, input_value, has_exponent != 0, exponent_value});
}
SKUCAT_ENTRY(skucat_pointwise__pow__f16__none__elementwise__math_f32__acc_none__det__stable__map, false, false)
