// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.glu.f16.none.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__glu__f16__none__elementwise__math_f32__acc_none__det__stable__params {
    typedef __half element;
    typedef float compute;
    const __half* input;
    __half* out;
    long long rows;
    long long half;
};
extern "C" __global__ void skucat_pointwise__glu__f16__none__elementwise__math_f32__acc_none__det__stable__map(const __half* input, __half* out, long long rows, long long half) {
    skucat::glu_map(skucat_pointwise__glu__f16__none__elementwise__math_f32__acc_none__det__stable__params{input, out, rows, half});
}
SKUCAT_ENTRY(skucat_pointwise__glu__f16__none__elementwise__math_f32__acc_none__det__stable__map, false, false)
