// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.geglu.bf16.none.elementwise.approximate-tanh.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__geglu__bf16__none__elementwise__approximate_tanh__math_f32__acc_none__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Approximate approximate = skucat::Approximate::tanh;
    const __nv_bfloat16* input;
    const __nv_bfloat16* other;
    __nv_bfloat16* out;
    long long numel;
};
extern "C" __global__ void skucat_pointwise__geglu__bf16__none__elementwise__approximate_tanh__math_f32__acc_none__det__stable__map(const __nv_bfloat16* input, const __nv_bfloat16* other, __nv_bfloat16* out, long long numel) {
    skucat::geglu_map(skucat_pointwise__geglu__bf16__none__elementwise__approximate_tanh__math_f32__acc_none__det__stable__params{input, other, out, numel});
}
SKUCAT_ENTRY(skucat_pointwise__geglu__bf16__none__elementwise__approximate_tanh__math_f32__acc_none__det__stable__map, false, false)
