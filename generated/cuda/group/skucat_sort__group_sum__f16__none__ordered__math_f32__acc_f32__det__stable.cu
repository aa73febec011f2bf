// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, sort.group_sum.f16.none.ordered.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (group.cuh).
#include "group.cuh"

struct skucat_sort__group_sum__f16__none__ordered__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    const __half* values;
    const long long* offsets;
    const long long* order;
    __half* out;
    long long items;
    long long buckets;
    long long cols;
};
extern "C" __global__ void skucat_sort__group_sum__f16__none__ordered__math_f32__acc_f32__det__stable__sum(const __half* values, const long long* offsets, const long long* order, __half* out, long long items, long long buckets, long long cols) {
    skucat::group_sum_sum(skucat_sort__group_sum__f16__none__ordered__math_f32__acc_f32__det__stable__params{values, offsets, order, out, items, buckets, cols});
}
SKUCAT_ENTRY(skucat_sort__group_sum__f16__none__ordered__math_f32__acc_f32__det__stable__sum, false, false)
