// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, activation.log_softmax_backward.f32.none.rowwise.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (softmax.cuh).
#include "softmax.cuh"

struct skucat_activation__log_softmax_backward__f32__none__rowwise__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    const float* grad_output;
    const float* output;
    float* grad_input;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__log_softmax_backward__f32__none__rowwise__math_f32__acc_f32__det__stable__rows(const float* grad_output, const float* output, float* grad_input, long long outer, long long size, long long inner) {
    skucat::log_softmax_backward_rows(skucat_activation__log_softmax_backward__f32__none__rowwise__math_f32__acc_f32__det__stable__params{grad_output, output, grad_input, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__log_softmax_backward__f32__none__rowwise__math_f32__acc_f32__det__stable__rows, true, false)
extern "C" __global__ void skucat_activation__log_softmax_backward__f32__none__rowwise__math_f32__acc_f32__det__stable__contiguous_rows(const float* grad_output, const float* output, float* grad_input, long long outer, long long size, long long inner) {
    skucat::log_softmax_backward_contiguous_rows(skucat_activation__log_softmax_backward__f32__none__rowwise__math_f32__acc_f32__det__stable__params{grad_output, output, grad_input, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__log_softmax_backward__f32__none__rowwise__math_f32__acc_f32__det__stable__contiguous_rows, true, false)
extern "C" __global__ void skucat_activation__log_softmax_backward__f32__none__rowwise__math_f32__acc_f32__det__stable__columns(const float* grad_output, const float* output, float* grad_input, long long outer, long long size, long long inner) {
    skucat::log_softmax_backward_columns(skucat_activation__log_softmax_backward__f32__none__rowwise__math_f32__acc_f32__det__stable__params{grad_output, output, grad_input, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__log_softmax_backward__f32__none__rowwise__math_f32__acc_f32__det__stable__columns, true, false)
