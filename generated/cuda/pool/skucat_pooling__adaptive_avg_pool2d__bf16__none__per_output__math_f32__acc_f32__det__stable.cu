// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pooling.adaptive_avg_pool2d.bf16.none.per_output.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pool.cuh).
#include "pool.cuh"

struct skucat_pooling__adaptive_avg_pool2d__bf16__none__per_output__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    const __nv_bfloat16* input;
    __nv_bfloat16* out;
    long long planes;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
};
extern "C" __global__ void skucat_pooling__adaptive_avg_pool2d__bf16__none__per_output__math_f32__acc_f32__det__stable__pool(const __nv_bfloat16* input, __nv_bfloat16* out, long long planes, long long in_height, long long in_width, long long out_height, long long out_width) {
    skucat::adaptive_avg_pool2d_pool(skucat_pooling__adaptive_avg_pool2d__bf16__none__per_output__math_f32__acc_f32__det__stable__params{input, out, planes, in_height, in_width, out_height, out_width});
}
SKUCAT_ENTRY(skucat_pooling__adaptive_avg_pool2d__bf16__none__per_output__math_f32__acc_f32__det__stable__pool, false, false)
