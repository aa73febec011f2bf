// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, arithmetic.mean_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (arith.cuh).
#include "arith.cuh"

struct skucat_arithmetic__mean_backward__f32__none__elementwise__math_f32__acc_none__det__stable__params {
    typedef float element;
    typedef float compute;
    const float* grad_output;
    const long long* sizes;
    float* grad_input;
    long long numel;
    long long grad_numel;
    long long rank;
    long long count;
};
extern "C" __global__ void skucat_arithmetic__mean_backward__f32__none__elementwise__math_f32__acc_none__det__stable__expand(const float* grad_output, const long long* sizes, float* grad_input, long long numel, long long grad_numel, long long rank, long long count) {
    skucat::mean_backward_expand(skucat_arithmetic__mean_backward__f32__none__elementwise__math_f32__acc_none__det__stable__params{grad_output, sizes, grad_input, numel, grad_numel, rank, count});
}
SKUCAT_ENTRY(skucat_arithmetic__mean_backward__f32__none__elementwise__math_f32__acc_none__det__stable__expand, false, false)
