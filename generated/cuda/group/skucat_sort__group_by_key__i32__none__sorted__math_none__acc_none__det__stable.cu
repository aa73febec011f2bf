// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, sort.group_by_key.i32.none.sorted.any.any.math-none.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (group.cuh).
#include "group.cuh"

struct skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__params {
    typedef int32_t element;
    typedef int32_t compute;
    const int32_t* keys;
    long long* offsets;
    long long* order;
    long long items;
    long long buckets;
    long long* counts;
    long long* bases;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__group_zero(const int32_t* keys, long long* offsets, long long* order, long long items, long long buckets, long long* counts, long long* bases, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_zero_step(skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__group_zero, false, false)
extern "C" __global__ void skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__group_count(const int32_t* keys, long long* offsets, long long* order, long long items, long long buckets, long long* counts, long long* bases, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_count_step(skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__group_count, false, true)
extern "C" __global__ void skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__group_chunk_totals(const int32_t* keys, long long* offsets, long long* order, long long items, long long buckets, long long* counts, long long* bases, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_totals_step(skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__group_chunk_totals, false, false)
extern "C" __global__ void skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__group_chunk_scan(const int32_t* keys, long long* offsets, long long* order, long long items, long long buckets, long long* counts, long long* bases, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_scan_step(skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__group_chunk_scan, false, false)
extern "C" __global__ void skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__group_offsets(const int32_t* keys, long long* offsets, long long* order, long long items, long long buckets, long long* counts, long long* bases, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_offsets_step(skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__group_offsets, false, false)
extern "C" __global__ void skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__group_fill(const int32_t* keys, long long* offsets, long long* order, long long items, long long buckets, long long* counts, long long* bases, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_fill_step(skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__group_fill, false, true)
extern "C" __global__ void skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__group_sort(const int32_t* keys, long long* offsets, long long* order, long long items, long long buckets, long long* counts, long long* bases, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_sort_step(skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i32__none__sorted__math_none__acc_none__det__stable__group_sort, false, false)
