// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, arithmetic.mean.bf16.none.ordered.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (arith.cuh).
#include "arith.cuh"

struct skucat_arithmetic__mean__bf16__none__ordered__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    const __nv_bfloat16* input;
    const long long* sizes;
    __nv_bfloat16* out;
    long long numel;
    long long out_numel;
    long long rank;
    long long inner;
    float* slice_sums;
    long long count;
    long long slices;
    long long slice_items;
};
extern "C" __global__ void skucat_arithmetic__mean__bf16__none__ordered__math_f32__acc_f32__det__stable__rows(const __nv_bfloat16* input, const long long* sizes, __nv_bfloat16* out, long long numel, long long out_numel, long long rank, long long inner, float* slice_sums, long long count, long long slices, long long slice_items) {
    skucat::mean_rows(skucat_arithmetic__mean__bf16__none__ordered__math_f32__acc_f32__det__stable__params{input, sizes, out, numel, out_numel, rank, inner, slice_sums, count, slices, slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__mean__bf16__none__ordered__math_f32__acc_f32__det__stable__rows, true, false)
extern "C" __global__ void skucat_arithmetic__mean__bf16__none__ordered__math_f32__acc_f32__det__stable__slice_rows(const __nv_bfloat16* input, const long long* sizes, __nv_bfloat16* out, long long numel, long long out_numel, long long rank, long long inner, float* slice_sums, long long count, long long slices, long long slice_items) {
    skucat::mean_slice_rows(skucat_arithmetic__mean__bf16__none__ordered__math_f32__acc_f32__det__stable__params{input, sizes, out, numel, out_numel, rank, inner, slice_sums, count, slices, slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__mean__bf16__none__ordered__math_f32__acc_f32__det__stable__slice_rows, true, false)
extern "C" __global__ void skucat_arithmetic__mean__bf16__none__ordered__math_f32__acc_f32__det__stable__columns(const __nv_bfloat16* input, const long long* sizes, __nv_bfloat16* out, long long numel, long long out_numel, long long rank, long long inner, float* slice_sums, long long count, long long slices, long long slice_items) {
    skucat::mean_columns(skucat_arithmetic__mean__bf16__none__ordered__math_f32__acc_f32__det__stable__params{input, sizes, out, numel, out_numel, rank, inner, slice_sums, count, slices, slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__mean__bf16__none__ordered__math_f32__acc_f32__det__stable__columns, false, false)
extern "C" __global__ void skucat_arithmetic__mean__bf16__none__ordered__math_f32__acc_f32__det__stable__combine_slices(const __nv_bfloat16* input, const long long* sizes, __nv_bfloat16* out, long long numel, long long out_numel, long long rank, long long inner, float* slice_sums, long long count, long long slices, long long slice_items) {
    skucat::mean_combine_slices(skucat_arithmetic__mean__bf16__none__ordered__math_f32__acc_f32__det__stable__params{input, sizes, out, numel, out_numel, rank, inner, slice_sums, count, slices, slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__mean__bf16__none__ordered__math_f32__acc_f32__det__stable__combine_slices, false, false)
