// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, sort.group_sum.f64.none.ordered.any.any.math-f64.acc-f64.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (group.cuh).
#include "group.cuh"

struct skucat_sort__group_sum__f64__none__ordered__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    const double* values;
    const long long* offsets;
    const long long* order;
    double* out;
    long long items;
    long long buckets;
    long long cols;
};
extern "C" __global__ void skucat_sort__group_sum__f64__none__ordered__math_f64__acc_f64__det__stable__sum(const double* values, const long long* offsets, const long long* order, double* out, long long items, long long buckets, long long cols) {
    skucat::group_sum_sum(skucat_sort__group_sum__f64__none__ordered__math_f64__acc_f64__det__stable__params{values, offsets, order, out, items, buckets, cols});
}
SKUCAT_ENTRY(skucat_sort__group_sum__f64__none__ordered__math_f64__acc_f64__det__stable__sum, false, false)
