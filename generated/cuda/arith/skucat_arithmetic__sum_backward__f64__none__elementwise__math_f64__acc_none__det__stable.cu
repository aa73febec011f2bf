// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, arithmetic.sum_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (arith.cuh).
#include "arith.cuh"

struct skucat_arithmetic__sum_backward__f64__none__elementwise__math_f64__acc_none__det__stable__params {
    typedef double element;
    typedef double compute;
    const double* grad_output;
    const long long* sizes;
    double* grad_input;
    long long numel;
    long long grad_numel;
    long long rank;
};
extern "C" __global__ void skucat_arithmetic__sum_backward__f64__none__elementwise__math_f64__acc_none__det__stable__expand(const double* grad_output, const long long* sizes, double* grad_input, long long numel, long long grad_numel, long long rank) {
    skucat::sum_backward_expand(skucat_arithmetic__sum_backward__f64__none__elementwise__math_f64__acc_none__det__stable__params{grad_output, sizes, grad_input, numel, grad_numel, rank});
}
SKUCAT_ENTRY(skucat_arithmetic__sum_backward__f64__none__elementwise__math_f64__acc_none__det__stable__expand, false, false)
