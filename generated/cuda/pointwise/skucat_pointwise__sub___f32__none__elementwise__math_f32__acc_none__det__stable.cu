// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.sub_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__sub___f32__none__elementwise__math_f32__acc_none__det__stable__params {
    typedef float element;
    typedef float compute;
    float* input;
    const long long* sizes;
    const float* other;
    long long numel;
    long long input_numel;
    long long other_numel;
    long long rank;
    bool has_other;
    double other_value;
    double alpha;
};
extern "C" __global__ void skucat_pointwise__sub___f32__none__elementwise__math_f32__acc_none__det__stable__map(float* input, const long long* sizes, const float* other, long long numel, long long input_numel, long long other_numel, long long rank, int32_t has_other, double other_value, double alpha) {
    skucat::sub__map(skucat_pointwise__sub___f32__none__elementwise__math_f32__acc_none__det__stable__params{input, sizes, other, numel, input_numel, other_numel, rank, has_other != 0, other_value, alpha});
}
SKUCAT_ENTRY(skucat_pointwise__sub___f32__none__elementwise__math_f32__acc_none__det__stable__map, false, false)
