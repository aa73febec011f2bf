// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, loss.nll_loss_backward.bf16.i32.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (loss.cuh).
#include "loss.cuh"

struct skucat_loss__nll_loss_backward__bf16__i32__elementwise__math_f32__acc_none__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef int32_t index;
    const __nv_bfloat16* dout;
    const __nv_bfloat16* input;
    const int32_t* target;
    const __nv_bfloat16* weight;
    __nv_bfloat16* grad_input;
    const __nv_bfloat16* total_weight;
    long long batch;
    long long classes;
    long long spatial;
    skucat::Reduction reduction;
    long long ignore_index;
    long long rows;
};
extern "C" __global__ void skucat_loss__nll_loss_backward__bf16__i32__elementwise__math_f32__acc_none__det__stable__grad(const __nv_bfloat16* dout, const __nv_bfloat16* input, const int32_t* target, const __nv_bfloat16* weight, __nv_bfloat16* grad_input, const __nv_bfloat16* total_weight, long long batch, long long classes, long long spatial, int32_t reduction, long long ignore_index, long long rows) {
    skucat::nll_loss_backward_grad(skucat_loss__nll_loss_backward__bf16__i32__elementwise__math_f32__acc_none__det__stable__params{dout, input, target, weight, grad_input, total_weight, batch, classes, spatial, skucat::Reduction(reduction), ignore_index, rows});
}
SKUCAT_ENTRY(skucat_loss__nll_loss_backward__bf16__i32__elementwise__math_f32__acc_none__det__stable__grad, false, false)
