// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, arithmetic.sum.f64.none.ordered.any.any.math-f64.acc-f64.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (arith.cuh).
#include "arith.cuh"

struct skucat_arithmetic__sum__f64__none__ordered__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    const double* input;
    const long long* sizes;
    double* out;
    long long numel;
    long long out_numel;
    long long rank;
    long long inner;
    double* slice_sums;
    long long count;
    long long slices;
    long long slice_items;
};
extern "C" __global__ void skucat_arithmetic__sum__f64__none__ordered__math_f64__acc_f64__det__stable__rows(const double* input, const long long* sizes, double* out, long long numel, long long out_numel, long long rank, long long inner, double* slice_sums, long long count, long long slices, long long slice_items) {
    skucat::sum_rows(skucat_arithmetic__sum__f64__none__ordered__math_f64__acc_f64__det__stable__params{input, sizes, out, numel, out_numel, rank, inner, slice_sums, count, slices, slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__sum__f64__none__ordered__math_f64__acc_f64__det__stable__rows, true, false)
extern "C" __global__ void skucat_arithmetic__sum__f64__none__ordered__math_f64__acc_f64__det__stable__slice_rows(const double* input, const long long* sizes, double* out, long long numel, long long out_numel, long long rank, long long inner, double* slice_sums, long long count, long long slices, long long slice_items) {
    skucat::sum_slice_rows(skucat_arithmetic__sum__f64__none__ordered__math_f64__acc_f64__det__stable__params{input, sizes, out, numel, out_numel, rank, inner, slice_sums, count, slices, slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__sum__f64__none__ordered__math_f64__acc_f64__det__stable__slice_rows, true, false)
extern "C" __global__ void skucat_arithmetic__sum__f64__none__ordered__math_f64__acc_f64__det__stable__columns(const double* input, const long long* sizes, double* out, long long numel, long long out_numel, long long rank, long long inner, double* slice_sums, long long count, long long slices, long long slice_items) {
    skucat::sum_columns(skucat_arithmetic__sum__f64__none__ordered__math_f64__acc_f64__det__stable__params{input, sizes, out, numel, out_numel, rank, inner, slice_sums, count, slices, slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__sum__f64__none__ordered__math_f64__acc_f64__det__stable__columns, false, false)
extern "C" __global__ void skucat_arithmetic__sum__f64__none__ordered__math_f64__acc_f64__det__stable__combine_slices(const double* input, const long long* sizes, double* out, long long numel, long long out_numel, long long rank, long long inner, double* slice_sums, long long count, long long slices, long long slice_items) {
    skucat::sum_combine_slices(skucat_arithmetic__sum__f64__none__ordered__math_f64__acc_f64__det__stable__params{input, sizes, out, numel, out_numel, rank, inner, slice_sums, count, slices, slice_items});
}
SKUCAT_ENTRY(skucat_arithmetic__sum__f64__none__ordered__math_f64__acc_f64__det__stable__combine_slices, false, false)
