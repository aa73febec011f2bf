// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, arithmetic.mul_backward.f64.none.ordered.any.any.math-f64.acc-f64.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (arith.cuh).
#include "arith.cuh"

struct skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    const double* grad_output;
    const double* input;
    const long long* sizes;
    double* grad_input;
    const double* other;
    double* grad_other;
    long long numel;
    long long input_numel;
    long long other_numel;
    long long rank;
    bool has_other;
    double scalar;
    long long input_inner;
    long long other_inner;
    double* input_slice_sums;
    double* other_slice_sums;
    long long input_count;
    long long other_count;
    long long input_slices;
    long long input_slice_items;
    long long other_slices;
    long long other_slice_items;
};
extern "C" __global__ void skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__input_rows(const double* grad_output, const double* input, const long long* sizes, double* grad_input, const double* other, double* grad_other, long long numel, long long input_numel, long long other_numel, long long rank, int32_t has_other, double scalar, long long input_inner, long long other_inner, double* input_slice_sums, double* other_slice_sums, long long input_count, long long other_count, long long input_slices, long long input_slice_items, long long other_slices, long long other_slice_items) {
    skucat::mul_backward_input_rows(skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params{grad_output, input, sizes, grad_input, other, grad_other, numel, input_numel, other_numel, rank, has_other != 0, scalar, input_inner, other_inner, input_slice_sums, other_slice_sums, input_count, other_count, input_slices, input_slice_items, other_slices, other_slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__input_rows, true, false)
extern "C" __global__ void skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__input_columns(const double* grad_output, const double* input, const long long* sizes, double* grad_input, const double* other, double* grad_other, long long numel, long long input_numel, long long other_numel, long long rank, int32_t has_other, double scalar, long long input_inner, long long other_inner, double* input_slice_sums, double* other_slice_sums, long long input_count, long long other_count, long long input_slices, long long input_slice_items, long long other_slices, long long other_slice_items) {
    skucat::mul_backward_input_columns(skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params{grad_output, input, sizes, grad_input, other, grad_other, numel, input_numel, other_numel, rank, has_other != 0, scalar, input_inner, other_inner, input_slice_sums, other_slice_sums, input_count, other_count, input_slices, input_slice_items, other_slices, other_slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__input_columns, false, false)
extern "C" __global__ void skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__input_combine_slices(const double* grad_output, const double* input, const long long* sizes, double* grad_input, const double* other, double* grad_other, long long numel, long long input_numel, long long other_numel, long long rank, int32_t has_other, double scalar, long long input_inner, long long other_inner, double* input_slice_sums, double* other_slice_sums, long long input_count, long long other_count, long long input_slices, long long input_slice_items, long long other_slices, long long other_slice_items) {
    skucat::mul_backward_input_combine_slices(skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params{grad_output, input, sizes, grad_input, other, grad_other, numel, input_numel, other_numel, rank, has_other != 0, scalar, input_inner, other_inner, input_slice_sums, other_slice_sums, input_count, other_count, input_slices, input_slice_items, other_slices, other_slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__input_combine_slices, false, false)
extern "C" __global__ void skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__other_rows(const double* grad_output, const double* input, const long long* sizes, double* grad_input, const double* other, double* grad_other, long long numel, long long input_numel, long long other_numel, long long rank, int32_t has_other, double scalar, long long input_inner, long long other_inner, double* input_slice_sums, double* other_slice_sums, long long input_count, long long other_count, long long input_slices, long long input_slice_items, long long other_slices, long long other_slice_items) {
    skucat::mul_backward_other_rows(skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params{grad_output, input, sizes, grad_input, other, grad_other, numel, input_numel, other_numel, rank, has_other != 0, scalar, input_inner, other_inner, input_slice_sums, other_slice_sums, input_count, other_count, input_slices, input_slice_items, other_slices, other_slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__other_rows, true, false)
extern "C" __global__ void skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__other_columns(const double* grad_output, const double* input, const long long* sizes, double* grad_input, const double* other, double* grad_other, long long numel, long long input_numel, long long other_numel, long long rank, int32_t has_other, double scalar, long long input_inner, long long other_inner, double* input_slice_sums, double* other_slice_sums, long long input_count, long long other_count, long long input_slices, long long input_slice_items, long long other_slices, long long other_slice_items) {
    skucat::mul_backward_other_columns(skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params{grad_output, input, sizes, grad_input, other, grad_other, numel, input_numel, other_numel, rank, has_other != 0, scalar, input_inner, other_inner, input_slice_sums, other_slice_sums, input_count, other_count, input_slices, input_slice_items, other_slices, other_slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__other_columns, false, false)
extern "C" __global__ void skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__other_combine_slices(const double* grad_output, const double* input, const long long* sizes, double* grad_input, const double* other, double* grad_other, long long numel, long long input_numel, long long other_numel, long long rank, int32_t has_other, double scalar, long long input_inner, long long other_inner, double* input_slice_sums, double* other_slice_sums, long long input_count, long long other_count, long long input_slices, long long input_slice_items, long long other_slices, long long other_slice_items) {
    skucat::mul_backward_other_combine_slices(skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__params{grad_output, input, sizes, grad_input, other, grad_other, numel, input_numel, other_numel, rank, has_other != 0, scalar, input_inner, other_inner, input_slice_sums, other_slice_sums, input_count, other_count, input_slices, input_slice_items, other_slices, other_slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__mul_backward__f64__none__ordered__math_f64__acc_f64__det__stable__other_combine_slices, false, false)
