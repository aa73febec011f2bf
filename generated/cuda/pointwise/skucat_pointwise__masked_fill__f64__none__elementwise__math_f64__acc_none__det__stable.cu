// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.masked_fill.f64.none.elementwise.any.any.math-f64.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__masked_fill__f64__none__elementwise__math_f64__acc_none__det__stable__params {
    typedef double element;
    typedef double compute;
    const double* input;
    const bool* mask;
    const long long* sizes;
    double* out;
    const double* value;
    long long numel;
    long long input_numel;
    long long mask_numel;
    long long value_numel;
    long long rank;
    bool has_value;
    double value_value;
};
extern "C" __global__ void skucat_pointwise__masked_fill__f64__none__elementwise__math_f64__acc_none__det__stable__map(const double* input, const bool* mask, const long long* sizes, double* out, const double* value, long long numel, long long input_numel, long long mask_numel, long long value_numel, long long rank, int32_t has_value, double value_value) {
    skucat::masked_fill_map(skucat_pointwise__masked_fill__f64__none__elementwise__math_f64__acc_none__det__stable__params{input, mask, sizes, out, value, numel, input_numel, mask_numel, value_numel, rank, has_value != 0, value_value});
}
SKUCAT_ENTRY(skucat_pointwise__masked_fill__f64__none__elementwise__math_f64__acc_none__det__stable__map, false, false)
