// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.to.f32.bool.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__to__f32__bool__elementwise__math_f32__acc_none__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef bool dtype;
    const float* input;
    bool* out;
    long long numel;
};
extern "C" __global__ void skucat_pointwise__to__f32__bool__elementwise__math_f32__acc_none__det__stable__map(const float* input, bool* out, long long numel) {
    skucat::to_map(skucat_pointwise__to__f32__bool__elementwise__math_f32__acc_none__det__stable__params{input, out, numel});
}
SKUCAT_ENTRY(skucat_pointwise__to__f32__bool__elementwise__math_f32__acc_none__det__stable__map, false, false)
