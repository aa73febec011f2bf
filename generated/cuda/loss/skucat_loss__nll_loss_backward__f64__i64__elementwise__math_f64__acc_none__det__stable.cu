// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, loss.nll_loss_backward.f64.i64.elementwise.any.any.math-f64.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (loss.cuh).
#include "loss.cuh"

struct skucat_loss__nll_loss_backward__f64__i64__elementwise__math_f64__acc_none__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef long long index;
    const double* dout;
    const double* input;
    const long long* target;
    const double* weight;
    double* grad_input;
    const double* total_weight;
    long long batch;
    long long classes;
    long long spatial;
    skucat::Reduction reduction;
    long long ignore_index;
    long long rows;
};
extern "C" __global__ void skucat_loss__nll_loss_backward__f64__i64__elementwise__math_f64__acc_none__det__stable__grad(const double* dout, const double* input, const long long* target, const double* weight, double* grad_input, const double* total_weight, long long batch, long long classes, long long spatial, int32_t reduction, long long ignore_index, long long rows) {
    skucat::nll_loss_backward_grad(skucat_loss__nll_loss_backward__f64__i64__elementwise__math_f64__acc_none__det__stable__params{dout, input, target, weight, grad_input, total_weight, batch, classes, spatial, skucat::Reduction(reduction), ignore_index, rows});
}
SKUCAT_ENTRY(skucat_loss__nll_loss_backward__f64__i64__elementwise__math_f64__acc_none__det__stable__grad, false, false)
