// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.div_backward.f64.none.elementwise.rounding_mode-floor.any.any.math-f64.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__div_backward__f64__none__elementwise__rounding_mode_floor__math_f64__acc_none__det__stable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::RoundingMode rounding_mode = skucat::RoundingMode::floor;
    const double* grad_output;
    const double* input;
    const long long* sizes;
    double* grad_input;
    const double* other;
    double* grad_other;
    long long numel;
    long long input_numel;
    long long other_numel;
    long long rank;
    bool has_other;
    double other_value;
};
extern "C" __global__ void skucat_pointwise__div_backward__f64__none__elementwise__rounding_mode_floor__math_f64__acc_none__det__stable__map(const double* grad_output, const double* input, const long long* sizes, double* grad_input, const double* other, double* grad_other, long long numel, long long input_numel, long long other_numel, long long rank, int32_t has_other, double other_value) {
    skucat::div_backward_map(skucat_pointwise__div_backward__f64__none__elementwise__rounding_mode_floor__math_f64__acc_none__det__stable__params{grad_output, input, sizes, grad_input, other, grad_other, numel, input_numel, other_numel, rank, has_other != 0, other_value});
}
SKUCAT_ENTRY(skucat_pointwise__div_backward__f64__none__elementwise__rounding_mode_floor__math_f64__acc_none__det__stable__map, false, false)
