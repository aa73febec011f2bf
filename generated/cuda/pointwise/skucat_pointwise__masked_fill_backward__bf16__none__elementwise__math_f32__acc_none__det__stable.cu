// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.masked_fill_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__masked_fill_backward__bf16__none__elementwise__math_f32__acc_none__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    const __nv_bfloat16* grad_output;
    const __nv_bfloat16* input;
    const bool* mask;
    const long long* sizes;
    __nv_bfloat16* grad_input;
    const __nv_bfloat16* value;
    __nv_bfloat16* grad_value;
    long long numel;
    long long input_numel;
    long long mask_numel;
    long long value_numel;
    long long rank;
    bool has_value;
    double value_value;
};
extern "C" __global__ void skucat_pointwise__masked_fill_backward__bf16__none__elementwise__math_f32__acc_none__det__stable__map(const __nv_bfloat16* grad_output, const __nv_bfloat16* input, const bool* mask, const long long* sizes, __nv_bfloat16* grad_input, const __nv_bfloat16* value, __nv_bfloat16* grad_value, long long numel, long long input_numel, long long mask_numel, long long value_numel, long long rank, int32_t has_value, double value_value) {
    skucat::masked_fill_backward_map(skucat_pointwise__masked_fill_backward__bf16__none__elementwise__math_f32__acc_none__det__stable__params{grad_output, input, mask, sizes, grad_input, value, grad_value, numel, input_numel, mask_numel, value_numel, rank, has_value != 0, value_value});
}
SKUCAT_ENTRY(skucat_pointwise__masked_fill_backward__bf16__none__elementwise__math_f32__acc_none__det__stable__map, false, false)
