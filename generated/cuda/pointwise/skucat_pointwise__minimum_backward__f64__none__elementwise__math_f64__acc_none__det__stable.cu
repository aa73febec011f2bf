// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.minimum_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__minimum_backward__f64__none__elementwise__math_f64__acc_none__det__stable__params {
    typedef double element;
    typedef double compute;
    const double* grad_output;
    const double* input;
    const double* other;
    const long long* sizes;
    double* grad_input;
    double* grad_other;
    long long numel;
    long long input_numel;
    long long other_numel;
    long long rank;
};
extern "C" __global__ void skucat_pointwise__minimum_backward__f64__none__elementwise__math_f64__acc_none__det__stable__map(const double* grad_output, const double* input, const double* other, const long long* sizes, double* grad_input, double* grad_other, long long numel, long long input_numel, long long other_numel, long long rank) {
    skucat::minimum_backward_map(skucat_pointwise__minimum_backward__f64__none__elementwise__math_f64__acc_none__det__stable__params{grad_output, input, other, sizes, grad_input, grad_other, numel, input_numel, other_numel, rank});
}
SKUCAT_ENTRY(skucat_pointwise__minimum_backward__f64__none__elementwise__math_f64__acc_none__det__stable__map, false, false)
