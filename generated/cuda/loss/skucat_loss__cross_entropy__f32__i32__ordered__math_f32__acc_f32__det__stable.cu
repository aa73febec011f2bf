// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, loss.cross_entropy.f32.i32.ordered.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (loss.cuh).
#include "loss.cuh"

struct skucat_loss__cross_entropy__f32__i32__ordered__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef int32_t index;
    const float* input;
    const int32_t* target;
    const float* weight;
    float* out;
    float* total_weight;
    long long batch;
    long long classes;
    long long spatial;
    skucat::Reduction reduction;
    long long ignore_index;
    double label_smoothing;
    float* partial_loss;
    float* partial_weight;
    long long rows;
    long long partial_count;
    double smoothing;
};
extern "C" __global__ void skucat_loss__cross_entropy__f32__i32__ordered__math_f32__acc_f32__det__stable__rows(const float* input, const int32_t* target, const float* weight, float* out, float* total_weight, long long batch, long long classes, long long spatial, int32_t reduction, long long ignore_index, double label_smoothing, float* partial_loss, float* partial_weight, long long rows, long long partial_count, double smoothing) {
    skucat::cross_entropy_rows(skucat_loss__cross_entropy__f32__i32__ordered__math_f32__acc_f32__det__stable__params{input, target, weight, out, total_weight, batch, classes, spatial, skucat::Reduction(reduction), ignore_index, label_smoothing, partial_loss, partial_weight, rows, partial_count, smoothing});
}
SKUCAT_ENTRY(skucat_loss__cross_entropy__f32__i32__ordered__math_f32__acc_f32__det__stable__rows, true, false)
extern "C" __global__ void skucat_loss__cross_entropy__f32__i32__ordered__math_f32__acc_f32__det__stable__contiguous_rows(const float* input, const int32_t* target, const float* weight, float* out, float* total_weight, long long batch, long long classes, long long spatial, int32_t reduction, long long ignore_index, double label_smoothing, float* partial_loss, float* partial_weight, long long rows, long long partial_count, double smoothing) {
    skucat::cross_entropy_contiguous_rows(skucat_loss__cross_entropy__f32__i32__ordered__math_f32__acc_f32__det__stable__params{input, target, weight, out, total_weight, batch, classes, spatial, skucat::Reduction(reduction), ignore_index, label_smoothing, partial_loss, partial_weight, rows, partial_count, smoothing});
}
SKUCAT_ENTRY(skucat_loss__cross_entropy__f32__i32__ordered__math_f32__acc_f32__det__stable__contiguous_rows, true, false)
extern "C" __global__ void skucat_loss__cross_entropy__f32__i32__ordered__math_f32__acc_f32__det__stable__finish(const float* input, const int32_t* target, const float* weight, float* out, float* total_weight, long long batch, long long classes, long long spatial, int32_t reduction, long long ignore_index, double label_smoothing, float* partial_loss, float* partial_weight, long long rows, long long partial_count, double smoothing) {
    skucat::cross_entropy_finish(skucat_loss__cross_entropy__f32__i32__ordered__math_f32__acc_f32__det__stable__params{input, target, weight, out, total_weight, batch, classes, spatial, skucat::Reduction(reduction), ignore_index, label_smoothing, partial_loss, partial_weight, rows, partial_count, smoothing});
}
SKUCAT_ENTRY(skucat_loss__cross_entropy__f32__i32__ordered__math_f32__acc_f32__det__stable__finish, true, false)
