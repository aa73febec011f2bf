// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, loss.cross_entropy_probs_backward.bf16.none.ordered.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (loss.cuh).
#include "loss.cuh"

struct skucat_loss__cross_entropy_probs_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    const __nv_bfloat16* dout;
    const __nv_bfloat16* input;
    const __nv_bfloat16* target;
    const __nv_bfloat16* weight;
    __nv_bfloat16* grad_input;
    __nv_bfloat16* grad_target;
    __nv_bfloat16* grad_weight;
    long long batch;
    long long classes;
    long long spatial;
    skucat::Reduction reduction;
    double label_smoothing;
    bool want_weight;
    float* weight_partials;
    long long rows;
    long long partial_count;
    double smoothing;
};
extern "C" __global__ void skucat_loss__cross_entropy_probs_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__rows(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* target, const __nv_bfloat16* weight, __nv_bfloat16* grad_input, __nv_bfloat16* grad_target, __nv_bfloat16* grad_weight, long long batch, long long classes, long long spatial, int32_t reduction, double label_smoothing, int32_t want_weight, float* weight_partials, long long rows, long long partial_count, double smoothing) {
    skucat::cross_entropy_probs_backward_rows(skucat_loss__cross_entropy_probs_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params{dout, input, target, weight, grad_input, grad_target, grad_weight, batch, classes, spatial, skucat::Reduction(reduction), label_smoothing, want_weight != 0, weight_partials, rows, partial_count, smoothing});
}
SKUCAT_ENTRY(skucat_loss__cross_entropy_probs_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__rows, true, false)
extern "C" __global__ void skucat_loss__cross_entropy_probs_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__contiguous_rows(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* target, const __nv_bfloat16* weight, __nv_bfloat16* grad_input, __nv_bfloat16* grad_target, __nv_bfloat16* grad_weight, long long batch, long long classes, long long spatial, int32_t reduction, double label_smoothing, int32_t want_weight, float* weight_partials, long long rows, long long partial_count, double smoothing) {
    skucat::cross_entropy_probs_backward_contiguous_rows(skucat_loss__cross_entropy_probs_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params{dout, input, target, weight, grad_input, grad_target, grad_weight, batch, classes, spatial, skucat::Reduction(reduction), label_smoothing, want_weight != 0, weight_partials, rows, partial_count, smoothing});
}
SKUCAT_ENTRY(skucat_loss__cross_entropy_probs_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__contiguous_rows, true, false)
extern "C" __global__ void skucat_loss__cross_entropy_probs_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__weight_sums(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* target, const __nv_bfloat16* weight, __nv_bfloat16* grad_input, __nv_bfloat16* grad_target, __nv_bfloat16* grad_weight, long long batch, long long classes, long long spatial, int32_t reduction, double label_smoothing, int32_t want_weight, float* weight_partials, long long rows, long long partial_count, double smoothing) {
    skucat::cross_entropy_probs_backward_weight_sums(skucat_loss__cross_entropy_probs_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params{dout, input, target, weight, grad_input, grad_target, grad_weight, batch, classes, spatial, skucat::Reduction(reduction), label_smoothing, want_weight != 0, weight_partials, rows, partial_count, smoothing});
}
SKUCAT_ENTRY(skucat_loss__cross_entropy_probs_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__weight_sums, false, false)
