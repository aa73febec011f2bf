// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.elu_.f16.none.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__elu___f16__none__elementwise__math_f32__acc_none__det__stable__params {
    typedef __half element;
    typedef float compute;
    __half* input;
    long long numel;
    double alpha;
};
extern "C" __global__ void skucat_pointwise__elu___f16__none__elementwise__math_f32__acc_none__det__stable__map(__half* input, long long numel, double alpha) {
    skucat::elu__map(skucat_pointwise__elu___f16__none__elementwise__math_f32__acc_none__det__stable__params{input, numel, alpha});
}
SKUCAT_ENTRY(skucat_pointwise__elu___f16__none__elementwise__math_f32__acc_none__det__stable__map, false, false)
