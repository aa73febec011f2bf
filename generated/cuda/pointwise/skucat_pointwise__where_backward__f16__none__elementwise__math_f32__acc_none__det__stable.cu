// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.where_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__where_backward__f16__none__elementwise__math_f32__acc_none__det__stable__params {
    typedef __half element;
    typedef float compute;
    const __half* grad_output;
    const bool* condition;
    const long long* sizes;
    const __half* input;
    const __half* other;
    __half* grad_input;
    __half* grad_other;
    long long numel;
    long long condition_numel;
    long long input_numel;
    long long other_numel;
    long long rank;
    bool has_input;
    double input_value;
    bool has_other;
    double other_value;
};
extern "C" __global__ void skucat_pointwise__where_backward__f16__none__elementwise__math_f32__acc_none__det__stable__map(const __half* grad_output, const bool* condition, const long long* sizes, const __half* input, const __half* other, __half* grad_input, __half* grad_other, long long numel, long long condition_numel, long long input_numel, long long other_numel, long long rank, int32_t has_input, double input_value, int32_t has_other, double other_value) {
    skucat::where_backward_map(skucat_pointwise__where_backward__f16__none__elementwise__math_f32__acc_none__det__stable__params{grad_output, condition, sizes, input, other, grad_input, grad_other, numel, condition_numel, input_numel, other_numel, rank, has_input != 0, input_value, has_other != 0, other_value});
}
SKUCAT_ENTRY(skucat_pointwise__where_backward__f16__none__elementwise__math_f32__acc_none__det__stable__map, false, false)
