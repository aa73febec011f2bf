// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, activation.softmax_backward.f16.none.rowwise.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (softmax.cuh).
#include "softmax.cuh"

struct skucat_activation__softmax_backward__f16__none__rowwise__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    const __half* grad_output;
    const __half* output;
    __half* grad_input;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__softmax_backward__f16__none__rowwise__math_f32__acc_f32__det__stable__rows(const __half* grad_output, const __half* output, __half* grad_input, long long outer, long long size, long long inner) {
    skucat::softmax_backward_rows(skucat_activation__softmax_backward__f16__none__rowwise__math_f32__acc_f32__det__stable__params{grad_output, output, grad_input, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__softmax_backward__f16__none__rowwise__math_f32__acc_f32__det__stable__rows, true, false)
extern "C" __global__ void skucat_activation__softmax_backward__f16__none__rowwise__math_f32__acc_f32__det__stable__contiguous_rows(const __half* grad_output, const __half* output, __half* grad_input, long long outer, long long size, long long inner) {
    skucat::softmax_backward_contiguous_rows(skucat_activation__softmax_backward__f16__none__rowwise__math_f32__acc_f32__det__stable__params{grad_output, output, grad_input, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__softmax_backward__f16__none__rowwise__math_f32__acc_f32__det__stable__contiguous_rows, true, false)
extern "C" __global__ void skucat_activation__softmax_backward__f16__none__rowwise__math_f32__acc_f32__det__stable__columns(const __half* grad_output, const __half* output, __half* grad_input, long long outer, long long size, long long inner) {
    skucat::softmax_backward_columns(skucat_activation__softmax_backward__f16__none__rowwise__math_f32__acc_f32__det__stable__params{grad_output, output, grad_input, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__softmax_backward__f16__none__rowwise__math_f32__acc_f32__det__stable__columns, true, false)
