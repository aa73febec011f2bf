// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.clamp_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__clamp_backward__f16__none__elementwise__math_f32__acc_none__det__stable__params {
    typedef __half element;
    typedef float compute;
    const __half* grad_output;
    const __half* input;
    const long long* sizes;
    __half* grad_input;
    const __half* lower;
    const __half* upper;
    __half* grad_lower;
    __half* grad_upper;
    long long numel;
    long long input_numel;
    long long lower_numel;
    long long upper_numel;
    long long rank;
    bool has_lower;
    double lower_value;
    bool has_upper;
    double upper_value;
    bool lower_given;
    bool upper_given;
};
extern "C" __global__ void skucat_pointwise__clamp_backward__f16__none__elementwise__math_f32__acc_none__det__stable__map(const __half* grad_output, const __half* input, const long long* sizes, __half* grad_input, const __half* lower, const __half* upper, __half* grad_lower, __half* grad_upper, long long numel, long long input_numel, long long lower_numel, long long upper_numel, long long rank, int32_t has_lower, double lower_value, int32_t has_upper, double upper_value, int32_t lower_given, int32_t upper_given) {
    skucat::clamp_backward_map(skucat_pointwise__clamp_backward__f16__none__elementwise__math_f32__acc_none__det__stable__params{grad_output, input, sizes, grad_input, lower, upper, grad_lower, grad_upper, numel, input_numel, lower_numel, upper_numel, rank, has_lower != 0, lower_value, has_upper != 0, upper_value, lower_given != 0, upper_given != 0});
}
SKUCAT_ENTRY(skucat_pointwise__clamp_backward__f16__none__elementwise__math_f32__acc_none__det__stable__map, false, false)
