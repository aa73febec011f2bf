// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, pointwise.geglu_backward.f32.none.elementwise.approximate-none.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (pointwise.cuh).
#include "pointwise.cuh"

struct skucat_pointwise__geglu_backward__f32__none__elementwise__approximate_none__math_f32__acc_none__det__stable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Approximate approximate = skucat::Approximate::none;
    const float* grad_output;
    const float* input;
    const float* other;
    float* grad_input;
    float* grad_other;
    long long numel;
};
extern "C" __global__ void skucat_pointwise__geglu_backward__f32__none__elementwise__approximate_none__math_f32__acc_none__det__stable__map(const float* grad_output, const float* input, const float* other, float* grad_input, float* grad_other, long long numel) {
    skucat::geglu_backward_map(skucat_pointwise__geglu_backward__f32__none__elementwise__approximate_none__math_f32__acc_none__det__stable__params{grad_output, input, other, grad_input, grad_other, numel});
}
SKUCAT_ENTRY(skucat_pointwise__geglu_backward__f32__none__elementwise__approximate_none__math_f32__acc_none__det__stable__map, false, false)
