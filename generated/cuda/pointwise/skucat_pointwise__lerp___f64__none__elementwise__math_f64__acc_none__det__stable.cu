// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.lerp_.f64.none.elementwise.any.any.math-f64.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__lerp___f64__none__elementwise__math_f64__acc_none__det__stable__params {
    typedef double element;
    typedef double compute;
    double* input;
    const double* end;
    const long long* sizes;
    const double* weight;
    long long numel;
    long long input_numel;
    long long end_numel;
    long long weight_numel;
    long long rank;
    bool has_weight;
    double weight_value;
};
extern "C" __global__ void skucat_pointwise__lerp___f64__none__elementwise__math_f64__acc_none__det__stable__map(double* input, const double* end, const long long* sizes, const double* weight, long long numel, long long input_numel, long long end_numel, long long weight_numel, long long rank, int32_t has_weight, double weight_value) {
    skucat::lerp__map(skucat_pointwise__lerp___f64__none__elementwise__math_f64__acc_none__det__stable__params{input, end, sizes, weight, numel, input_numel, end_numel, weight_numel, rank, has_weight != 0, weight_value});
}
SKUCAT_ENTRY(skucat_pointwise__lerp___f64__none__elementwise__math_f64__acc_none__det__stable__map, false, false)
