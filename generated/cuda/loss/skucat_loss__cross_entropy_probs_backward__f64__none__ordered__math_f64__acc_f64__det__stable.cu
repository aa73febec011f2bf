// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, loss.cross_entropy_probs_backward.f64.none.ordered.any.any.math-f64.acc-f64.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (loss.cuh).
#include "loss.cuh"

struct skucat_loss__cross_entropy_probs_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    const double* dout;
    const double* input;
    const double* target;
    const double* weight;
    double* grad_input;
    double* grad_target;
    double* grad_weight;
    long long batch;
    long long classes;
    long long spatial;
    skucat::Reduction reduction;
    double label_smoothing;
    bool want_weight;
    double* weight_partials;
    long long rows;
    long long partial_count;
    double smoothing;
};
extern "C" __global__ void skucat_loss__cross_entropy_probs_backward__f64__none__ordered__math_f64__acc_f64__det__stable__rows(const double* dout, const double* input, const double* target, const double* weight, double* grad_input, double* grad_target, double* grad_weight, long long batch, long long classes, long long spatial, int32_t reduction, double label_smoothing, int32_t want_weight, double* weight_partials, long long rows, long long partial_count, double smoothing) {
    skucat::cross_entropy_probs_backward_rows(skucat_loss__cross_entropy_probs_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params{dout, input, target, weight, grad_input, grad_target, grad_weight, batch, classes, spatial, skucat::Reduction(reduction), label_smoothing, want_weight != 0, weight_partials, rows, partial_count, smoothing});
}
SKUCAT_ENTRY(skucat_loss__cross_entropy_probs_backward__f64__none__ordered__math_f64__acc_f64__det__stable__rows, true, false)
extern "C" __global__ void skucat_loss__cross_entropy_probs_backward__f64__none__ordered__math_f64__acc_f64__det__stable__contiguous_rows(const double* dout, const double* input, const double* target, const double* weight, double* grad_input, double* grad_target, double* grad_weight, long long batch, long long classes, long long spatial, int32_t reduction, double label_smoothing, int32_t want_weight, double* weight_partials, long long rows, long long partial_count, double smoothing) {
    skucat::cross_entropy_probs_backward_contiguous_rows(skucat_loss__cross_entropy_probs_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params{dout, input, target, weight, grad_input, grad_target, grad_weight, batch, classes, spatial, skucat::Reduction(reduction), label_smoothing, want_weight != 0, weight_partials, rows, partial_count, smoothing});
}
SKUCAT_ENTRY(skucat_loss__cross_entropy_probs_backward__f64__none__ordered__math_f64__acc_f64__det__stable__contiguous_rows, true, false)
extern "C" __global__ void skucat_loss__cross_entropy_probs_backward__f64__none__ordered__math_f64__acc_f64__det__stable__weight_sums(const double* dout, const double* input, const double* target, const double* weight, double* grad_input, double* grad_target, double* grad_weight, long long batch, long long classes, long long spatial, int32_t reduction, double label_smoothing, int32_t want_weight, double* weight_partials, long long rows, long long partial_count, double smoothing) {
    skucat::cross_entropy_probs_backward_weight_sums(skucat_loss__cross_entropy_probs_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params{dout, input, target, weight, grad_input, grad_target, grad_weight, batch, classes, spatial, skucat::Reduction(reduction), label_smoothing, want_weight != 0, weight_partials, rows, partial_count, smoothing});
}
SKUCAT_ENTRY(skucat_loss__cross_entropy_probs_backward__f64__none__ordered__math_f64__acc_f64__det__stable__weight_sums, false, false)
