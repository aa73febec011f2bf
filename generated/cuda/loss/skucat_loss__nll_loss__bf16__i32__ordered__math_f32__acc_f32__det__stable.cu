// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, loss.nll_loss.bf16.i32.ordered.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (loss.cuh).
#include "loss.cuh"

struct skucat_loss__nll_loss__bf16__i32__ordered__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef int32_t index;
    const __nv_bfloat16* input;
    const int32_t* target;
    const __nv_bfloat16* weight;
    __nv_bfloat16* out;
    __nv_bfloat16* total_weight;
    long long batch;
    long long classes;
    long long spatial;
    skucat::Reduction reduction;
    long long ignore_index;
    float* partial_loss;
    float* partial_weight;
    long long rows;
    long long partial_count;
};
extern "C" __global__ void skucat_loss__nll_loss__bf16__i32__ordered__math_f32__acc_f32__det__stable__losses(const __nv_bfloat16* input, const int32_t* target, const __nv_bfloat16* weight, __nv_bfloat16* out, __nv_bfloat16* total_weight, long long batch, long long classes, long long spatial, int32_t reduction, long long ignore_index, float* partial_loss, float* partial_weight, long long rows, long long partial_count) {
    skucat::nll_loss_losses(skucat_loss__nll_loss__bf16__i32__ordered__math_f32__acc_f32__det__stable__params{input, target, weight, out, total_weight, batch, classes, spatial, skucat::Reduction(reduction), ignore_index, partial_loss, partial_weight, rows, partial_count});
}
SKUCAT_ENTRY(skucat_loss__nll_loss__bf16__i32__ordered__math_f32__acc_f32__det__stable__losses, false, false)
extern "C" __global__ void skucat_loss__nll_loss__bf16__i32__ordered__math_f32__acc_f32__det__stable__partials(const __nv_bfloat16* input, const int32_t* target, const __nv_bfloat16* weight, __nv_bfloat16* out, __nv_bfloat16* total_weight, long long batch, long long classes, long long spatial, int32_t reduction, long long ignore_index, float* partial_loss, float* partial_weight, long long rows, long long partial_count) {
    skucat::nll_loss_partials(skucat_loss__nll_loss__bf16__i32__ordered__math_f32__acc_f32__det__stable__params{input, target, weight, out, total_weight, batch, classes, spatial, skucat::Reduction(reduction), ignore_index, partial_loss, partial_weight, rows, partial_count});
}
SKUCAT_ENTRY(skucat_loss__nll_loss__bf16__i32__ordered__math_f32__acc_f32__det__stable__partials, true, false)
extern "C" __global__ void skucat_loss__nll_loss__bf16__i32__ordered__math_f32__acc_f32__det__stable__finish(const __nv_bfloat16* input, const int32_t* target, const __nv_bfloat16* weight, __nv_bfloat16* out, __nv_bfloat16* total_weight, long long batch, long long classes, long long spatial, int32_t reduction, long long ignore_index, float* partial_loss, float* partial_weight, long long rows, long long partial_count) {
    skucat::nll_loss_finish(skucat_loss__nll_loss__bf16__i32__ordered__math_f32__acc_f32__det__stable__params{input, target, weight, out, total_weight, batch, classes, spatial, skucat::Reduction(reduction), ignore_index, partial_loss, partial_weight, rows, partial_count});
}
SKUCAT_ENTRY(skucat_loss__nll_loss__bf16__i32__ordered__math_f32__acc_f32__det__stable__finish, true, false)
