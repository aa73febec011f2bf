// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pooling.adaptive_avg_pool2d_backward.bf16.none.gather.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pool.cuh).
#include "pool.cuh"

struct skucat_pooling__adaptive_avg_pool2d_backward__bf16__none__gather__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    const __nv_bfloat16* grad_output;
    __nv_bfloat16* grad_input;
    long long planes;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
};
extern "C" __global__ void skucat_pooling__adaptive_avg_pool2d_backward__bf16__none__gather__math_f32__acc_f32__det__stable__gather(const __nv_bfloat16* grad_output, __nv_bfloat16* grad_input, long long planes, long long in_height, long long in_width, long long out_height, long long out_width) {
    skucat::adaptive_avg_pool2d_backward_gather(skucat_pooling__adaptive_avg_pool2d_backward__bf16__none__gather__math_f32__acc_f32__det__stable__params{grad_output, grad_input, planes, in_height, in_width, out_height, out_width});
}
SKUCAT_ENTRY(skucat_pooling__adaptive_avg_pool2d_backward__bf16__none__gather__math_f32__acc_f32__det__stable__gather, false, false)
