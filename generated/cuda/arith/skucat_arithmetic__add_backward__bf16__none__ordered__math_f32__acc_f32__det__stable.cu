// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, arithmetic.add_backward.bf16.none.ordered.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (arith.cuh).
#include "arith.cuh"

struct skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    const __nv_bfloat16* grad_output;
    const long long* sizes;
    __nv_bfloat16* grad_input;
    __nv_bfloat16* grad_other;
    long long numel;
    long long input_numel;
    long long other_numel;
    long long rank;
    double alpha;
    bool has_other;
    long long input_inner;
    long long other_inner;
    float* input_slice_sums;
    float* other_slice_sums;
    long long input_count;
    long long other_count;
    long long input_slices;
    long long input_slice_items;
    long long other_slices;
    long long other_slice_items;
};
extern "C" __global__ void skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__input_rows(const __nv_bfloat16* grad_output, const long long* sizes, __nv_bfloat16* grad_input, __nv_bfloat16* grad_other, long long numel, long long input_numel, long long other_numel, long long rank, double alpha, int32_t has_other, long long input_inner, long long other_inner, float* input_slice_sums, float* other_slice_sums, long long input_count, long long other_count, long long input_slices, long long input_slice_items, long long other_slices, long long other_slice_items) {
    skucat::add_backward_input_rows(skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params{grad_output, sizes, grad_input, grad_other, numel, input_numel, other_numel, rank, alpha, has_other != 0, input_inner, other_inner, input_slice_sums, other_slice_sums, input_count, other_count, input_slices, input_slice_items, other_slices, other_slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__input_rows, true, false)
extern "C" __global__ void skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__input_columns(const __nv_bfloat16* grad_output, const long long* sizes, __nv_bfloat16* grad_input, __nv_bfloat16* grad_other, long long numel, long long input_numel, long long other_numel, long long rank, double alpha, int32_t has_other, long long input_inner, long long other_inner, float* input_slice_sums, float* other_slice_sums, long long input_count, long long other_count, long long input_slices, long long input_slice_items, long long other_slices, long long other_slice_items) {
    skucat::add_backward_input_columns(skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params{grad_output, sizes, grad_input, grad_other, numel, input_numel, other_numel, rank, alpha, has_other != 0, input_inner, other_inner, input_slice_sums, other_slice_sums, input_count, other_count, input_slices, input_slice_items, other_slices, other_slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__input_columns, false, false)
extern "C" __global__ void skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__input_combine_slices(const __nv_bfloat16* grad_output, const long long* sizes, __nv_bfloat16* grad_input, __nv_bfloat16* grad_other, long long numel, long long input_numel, long long other_numel, long long rank, double alpha, int32_t has_other, long long input_inner, long long other_inner, float* input_slice_sums, float* other_slice_sums, long long input_count, long long other_count, long long input_slices, long long input_slice_items, long long other_slices, long long other_slice_items) {
    skucat::add_backward_input_combine_slices(skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params{grad_output, sizes, grad_input, grad_other, numel, input_numel, other_numel, rank, alpha, has_other != 0, input_inner, other_inner, input_slice_sums, other_slice_sums, input_count, other_count, input_slices, input_slice_items, other_slices, other_slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__input_combine_slices, false, false)
extern "C" __global__ void skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__other_rows(const __nv_bfloat16* grad_output, const long long* sizes, __nv_bfloat16* grad_input, __nv_bfloat16* grad_other, long long numel, long long input_numel, long long other_numel, long long rank, double alpha, int32_t has_other, long long input_inner, long long other_inner, float* input_slice_sums, float* other_slice_sums, long long input_count, long long other_count, long long input_slices, long long input_slice_items, long long other_slices, long long other_slice_items) {
    skucat::add_backward_other_rows(skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params{grad_output, sizes, grad_input, grad_other, numel, input_numel, other_numel, rank, alpha, has_other != 0, input_inner, other_inner, input_slice_sums, other_slice_sums, input_count, other_count, input_slices, input_slice_items, other_slices, other_slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__other_rows, true, false)
extern "C" __global__ void skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__other_columns(const __nv_bfloat16* grad_output, const long long* sizes, __nv_bfloat16* grad_input, __nv_bfloat16* grad_other, long long numel, long long input_numel, long long other_numel, long long rank, double alpha, int32_t has_other, long long input_inner, long long other_inner, float* input_slice_sums, float* other_slice_sums, long long input_count, long long other_count, long long input_slices, long long input_slice_items, long long other_slices, long long other_slice_items) {
    skucat::add_backward_other_columns(skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params{grad_output, sizes, grad_input, grad_other, numel, input_numel, other_numel, rank, alpha, has_other != 0, input_inner, other_inner, input_slice_sums, other_slice_sums, input_count, other_count, input_slices, input_slice_items, other_slices, other_slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__other_columns, false, false)
extern "C" __global__ void skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__other_combine_slices(const __nv_bfloat16* grad_output, const long long* sizes, __nv_bfloat16* grad_input, __nv_bfloat16* grad_other, long long numel, long long input_numel, long long other_numel, long long rank, double alpha, int32_t has_other, long long input_inner, long long other_inner, float* input_slice_sums, float* other_slice_sums, long long input_count, long long other_count, long long input_slices, long long input_slice_items, long long other_slices, long long other_slice_items) {
    skucat::add_backward_other_combine_slices(skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__params{grad_output, sizes, grad_input, grad_other, numel, input_numel, other_numel, rank, alpha, has_other != 0, input_inner, other_inner, input_slice_sums, other_slice_sums, input_count, other_count, input_slices, input_slice_items, other_slices, other_slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__add_backward__bf16__none__ordered__math_f32__acc_f32__det__stable__other_combine_slices, false, false)
