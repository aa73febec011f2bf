// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.to.f64.bool.elementwise.any.any.math-f64.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__to__f64__bool__elementwise__math_f64__acc_none__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef bool dtype;
    const double* input;
    bool* out;
    long long numel;
};
extern "C" __global__ void skucat_pointwise__to__f64__bool__elementwise__math_f64__acc_none__det__stable__map(const double* input, bool* out, long long numel) {
    skucat::to_map(skucat_pointwise__to__f64__bool__elementwise__math_f64__acc_none__det__stable__params{input, out, numel});
}
SKUCAT_ENTRY(skucat_pointwise__to__f64__bool__elementwise__math_f64__acc_none__det__stable__map, false, false)
