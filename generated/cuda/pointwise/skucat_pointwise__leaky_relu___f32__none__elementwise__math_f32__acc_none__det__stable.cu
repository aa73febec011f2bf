// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.leaky_relu_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__leaky_relu___f32__none__elementwise__math_f32__acc_none__det__stable__params {
    typedef float element;
    typedef float compute;
    float* input;
    long long numel;
    double negative_slope;
};
extern "C" __global__ void skucat_pointwise__leaky_relu___f32__none__elementwise__math_f32__acc_none__det__stable__map(float* input, long long numel, double negative_slope) {
    skucat::leaky_relu__map(skucat_pointwise__leaky_relu___f32__none__elementwise__math_f32__acc_none__det__stable__params{input, numel, negative_slope});
}
SKUCAT_ENTRY(skucat_pointwise__leaky_relu___f32__none__elementwise__math_f32__acc_none__det__stable__map, false, false)
