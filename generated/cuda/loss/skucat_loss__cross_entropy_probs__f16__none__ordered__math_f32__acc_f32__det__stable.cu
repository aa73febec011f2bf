// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, loss.cross_entropy_probs.f16.none.ordered.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (loss.cuh).
#include "loss.cuh"

struct skucat_loss__cross_entropy_probs__f16__none__ordered__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    const __half* input;
    const __half* target;
    const __half* weight;
    __half* out;
    long long batch;
    long long classes;
    long long spatial;
    skucat::Reduction reduction;
    double label_smoothing;
    float* partial_loss;
    float* partial_weight;
    long long rows;
    long long partial_count;
    double smoothing;
};
extern "C" __global__ void skucat_loss__cross_entropy_probs__f16__none__ordered__math_f32__acc_f32__det__stable__rows(const __half* input, const __half* target, const __half* weight, __half* out, long long batch, long long classes, long long spatial, int32_t reduction, double label_smoothing, float* partial_loss, float* partial_weight, long long rows, long long partial_count, double smoothing) {
    skucat::cross_entropy_probs_rows(skucat_loss__cross_entropy_probs__f16__none__ordered__math_f32__acc_f32__det__stable__params{input, target, weight, out, batch, classes, spatial, skucat::Reduction(reduction), label_smoothing, partial_loss, partial_weight, rows, partial_count, smoothing});
}
SKUCAT_ENTRY(skucat_loss__cross_entropy_probs__f16__none__ordered__math_f32__acc_f32__det__stable__rows, true, false)
extern "C" __global__ void skucat_loss__cross_entropy_probs__f16__none__ordered__math_f32__acc_f32__det__stable__contiguous_rows(const __half* input, const __half* target, const __half* weight, __half* out, long long batch, long long classes, long long spatial, int32_t reduction, double label_smoothing, float* partial_loss, float* partial_weight, long long rows, long long partial_count, double smoothing) {
    skucat::cross_entropy_probs_contiguous_rows(skucat_loss__cross_entropy_probs__f16__none__ordered__math_f32__acc_f32__det__stable__params{input, target, weight, out, batch, classes, spatial, skucat::Reduction(reduction), label_smoothing, partial_loss, partial_weight, rows, partial_count, smoothing});
}
SKUCAT_ENTRY(skucat_loss__cross_entropy_probs__f16__none__ordered__math_f32__acc_f32__det__stable__contiguous_rows, true, false)
extern "C" __global__ void skucat_loss__cross_entropy_probs__f16__none__ordered__math_f32__acc_f32__det__stable__finish(const __half* input, const __half* target, const __half* weight, __half* out, long long batch, long long classes, long long spatial, int32_t reduction, double label_smoothing, float* partial_loss, float* partial_weight, long long rows, long long partial_count, double smoothing) {
    skucat::cross_entropy_probs_finish(skucat_loss__cross_entropy_probs__f16__none__ordered__math_f32__acc_f32__det__stable__params{input, target, weight, out, batch, classes, spatial, skucat::Reduction(reduction), label_smoothing, partial_loss, partial_weight, rows, partial_count, smoothing});
}
SKUCAT_ENTRY(skucat_loss__cross_entropy_probs__f16__none__ordered__math_f32__acc_f32__det__stable__finish, true, false)
