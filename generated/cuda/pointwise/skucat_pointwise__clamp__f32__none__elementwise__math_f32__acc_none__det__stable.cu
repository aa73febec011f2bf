// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.clamp.f32.none.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__clamp__f32__none__elementwise__math_f32__acc_none__det__stable__params {
    typedef float element;
    typedef float compute;
    const float* input;
    const long long* sizes;
    float* out;
    const float* lower;
    const float* upper;
    long long numel;
    long long input_numel;
    long long lower_numel;
    long long upper_numel;
    long long rank;
    bool has_lower;
    double lower_value;
    bool has_upper;
    double upper_value;
    bool lower_given;
    bool upper_given;
};
extern "C" __global__ void skucat_pointwise__clamp__f32__none__elementwise__math_f32__acc_none__det__stable__map(const float* input, const long long* sizes, float* out, const float* lower, const float* upper, long long numel, long long input_numel, long long lower_numel, long long upper_numel, long long rank, int32_t has_lower, double lower_value, int32_t has_upper, double upper_value, int32_t lower_given, int32_t upper_given) {
    skucat::clamp_map(skucat_pointwise__clamp__f32__none__elementwise__math_f32__acc_none__det__stable__params{input, sizes, out, lower, upper, numel, input_numel, lower_numel, upper_numel, rank, has_lower != 0, lower_value, has_upper != 0, upper_value, lower_given != 0, upper_given != 0});
}
SKUCAT_ENTRY(skucat_pointwise__clamp__f32__none__elementwise__math_f32__acc_none__det__stable__map, false, false)
