// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.hardtanh_.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__hardtanh___bf16__none__elementwise__math_f32__acc_none__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    __nv_bfloat16* input;
    long long numel;
    double min_val;
    double max_val;
};
extern "C" __global__ void skucat_pointwise__hardtanh___bf16__none__elementwise__math_f32__acc_none__det__stable__map(__nv_bfloat16* input, long long numel, double min_val, double max_val) {
    skucat::hardtanh__map(skucat_pointwise__hardtanh___bf16__none__elementwise__math_f32__acc_none__det__stable__params{input, numel, min_val, max_val});
}
SKUCAT_ENTRY(skucat_pointwise__hardtanh___bf16__none__elementwise__math_f32__acc_none__det__stable__map, false, false)
