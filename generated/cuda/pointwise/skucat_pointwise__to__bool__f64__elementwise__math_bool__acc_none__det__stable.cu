// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.to.bool.f64.elementwise.any.any.math-bool.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__to__bool__f64__elementwise__math_bool__acc_none__det__stable__params {
    typedef bool element;
    typedef bool compute;
    typedef double dtype;
    const bool* input;
    double* out;
    long long numel;
};
extern "C" __global__ void skucat_pointwise__to__bool__f64__elementwise__math_bool__acc_none__det__stable__map(const bool* input, double* out, long long numel) {
    skucat::to_map(skucat_pointwise__to__bool__f64__elementwise__math_bool__acc_none__det__stable__params{input, out, numel});
}
SKUCAT_ENTRY(skucat_pointwise__to__bool__f64__elementwise__math_bool__acc_none__det__stable__map, false, false)
