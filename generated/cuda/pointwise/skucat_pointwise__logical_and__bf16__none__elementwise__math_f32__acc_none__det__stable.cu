// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.logical_and.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__logical_and__bf16__none__elementwise__math_f32__acc_none__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    const __nv_bfloat16* input;
    const __nv_bfloat16* other;
    const long long* sizes;
    bool* out;
    long long numel;
    long long input_numel;
    long long other_numel;
    long long rank;
};
extern "C" __global__ void skucat_pointwise__logical_and__bf16__none__elementwise__math_f32__acc_none__det__stable__map(const __nv_bfloat16* input, const __nv_bfloat16* other, const long long* sizes, bool* out, long long numel, long long input_numel, long long other_numel, long long rank) {
    skucat::logical_and_map(skucat_pointwise__logical_and__bf16__none__elementwise__math_f32__acc_none__det__stable__params{input, other, sizes, out, numel, input_numel, other_numel, rank});
}
SKUCAT_ENTRY(skucat_pointwise__logical_and__bf16__none__elementwise__math_f32__acc_none__det__stable__map, false, false)
