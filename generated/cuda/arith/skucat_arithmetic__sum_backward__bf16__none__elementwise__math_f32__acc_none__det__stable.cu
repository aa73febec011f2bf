// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, arithmetic.sum_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (arith.cuh).
#include "arith.cuh"

struct skucat_arithmetic__sum_backward__bf16__none__elementwise__math_f32__acc_none__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    const __nv_bfloat16* grad_output;
    const long long* sizes;
    __nv_bfloat16* grad_input;
    long long numel;
    long long grad_numel;
    long long rank;
};
extern "C" __global__ void skucat_arithmetic__sum_backward__bf16__none__elementwise__math_f32__acc_none__det__stable__expand(const __nv_bfloat16* grad_output, const long long* sizes, __nv_bfloat16* grad_input, long long numel, long long grad_numel, long long rank) {
    skucat::sum_backward_expand(skucat_arithmetic__sum_backward__bf16__none__elementwise__math_f32__acc_none__det__stable__params{grad_output, sizes, grad_input, numel, grad_numel, rank});
}
SKUCAT_ENTRY(skucat_arithmetic__sum_backward__bf16__none__elementwise__math_f32__acc_none__det__stable__expand, false, false)
