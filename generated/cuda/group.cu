// Generated from catalog.yaml by codegen with templates/cuda/family.cu.j2. Do not edit.
// Device code from templates/cuda/group.cu.j2; kernel entry points, their
// parameter structs and the enums of the family's modes from catalog.yaml.
#include "skucat_prelude.cuh"

namespace skucat {

// group_by_key runs the prelude's group_*_step entries; group_sum sums the groups.

// Offsets and order entries out of range (which the plan refuses) are clipped or skipped, never followed.

// Columns item to item + Lanes of bucket b, side by side through its group's rows.
template <int Lanes, class P>
__device__ __forceinline__ void group_sum_columns(const P& p, i64 item, i64 b) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 cols = p.cols, column = item - b * cols;
    const i64 begin = p.offsets[b] > 0 ? p.offsets[b] : 0;
    const i64 end = p.offsets[b + 1] < p.items ? p.offsets[b + 1] : p.items;
    A sum[Lanes];
    for (int k = 0; k < Lanes; ++k) sum[k] = A(0);
    for (i64 j = begin; j < end; ++j) {
        const i64 row = p.order[j];
        if (row < 0 || row >= p.items) continue;
        const T* values = p.values + row * cols + column;
        for (int k = 0; k < Lanes; ++k) sum[k] += load(values[k]);
    }
    for (int k = 0; k < Lanes; ++k) p.out[item + k] = store<T>(sum[k]);
}

// A thread per output element; on the host in runs of a bucket's columns (its group found once a
// run), item_lanes of them side by side.
template <class P>
__device__ __forceinline__ void group_sum_sum(const P& p) {
    for_each_row_lanes<item_lanes>(p.buckets, p.cols, [&](auto lanes, i64 item, i64 b) {
        group_sum_columns<decltype(lanes)::value>(p, item, b);
    });
}

}  // namespace skucat

// sort.group_by_key.i32.none.sorted.any.any.math-none.acc-none.det.stable
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

// sort.group_by_key.i64.none.sorted.any.any.math-none.acc-none.det.stable
struct skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__params {
    typedef long long element;
    typedef long long compute;
    const long long* keys;
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
extern "C" __global__ void skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__group_zero(const long long* keys, long long* offsets, long long* order, long long items, long long buckets, long long* counts, long long* bases, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_zero_step(skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__group_zero, false, false)
extern "C" __global__ void skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__group_count(const long long* keys, long long* offsets, long long* order, long long items, long long buckets, long long* counts, long long* bases, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_count_step(skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__group_count, false, true)
extern "C" __global__ void skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__group_chunk_totals(const long long* keys, long long* offsets, long long* order, long long items, long long buckets, long long* counts, long long* bases, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_totals_step(skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__group_chunk_totals, false, false)
extern "C" __global__ void skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__group_chunk_scan(const long long* keys, long long* offsets, long long* order, long long items, long long buckets, long long* counts, long long* bases, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_scan_step(skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__group_chunk_scan, false, false)
extern "C" __global__ void skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__group_offsets(const long long* keys, long long* offsets, long long* order, long long items, long long buckets, long long* counts, long long* bases, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_offsets_step(skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__group_offsets, false, false)
extern "C" __global__ void skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__group_fill(const long long* keys, long long* offsets, long long* order, long long items, long long buckets, long long* counts, long long* bases, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_fill_step(skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__group_fill, false, true)
extern "C" __global__ void skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__group_sort(const long long* keys, long long* offsets, long long* order, long long items, long long buckets, long long* counts, long long* bases, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_sort_step(skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i64__none__sorted__math_none__acc_none__det__stable__group_sort, false, false)

// sort.group_sum.f16.none.ordered.any.any.math-f32.acc-f32.det.stable
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

// sort.group_sum.bf16.none.ordered.any.any.math-f32.acc-f32.det.stable
struct skucat_sort__group_sum__bf16__none__ordered__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    const __nv_bfloat16* values;
    const long long* offsets;
    const long long* order;
    __nv_bfloat16* out;
    long long items;
    long long buckets;
    long long cols;
};
extern "C" __global__ void skucat_sort__group_sum__bf16__none__ordered__math_f32__acc_f32__det__stable__sum(const __nv_bfloat16* values, const long long* offsets, const long long* order, __nv_bfloat16* out, long long items, long long buckets, long long cols) {
    skucat::group_sum_sum(skucat_sort__group_sum__bf16__none__ordered__math_f32__acc_f32__det__stable__params{values, offsets, order, out, items, buckets, cols});
}
SKUCAT_ENTRY(skucat_sort__group_sum__bf16__none__ordered__math_f32__acc_f32__det__stable__sum, false, false)

// sort.group_sum.f32.none.ordered.any.any.math-f32.acc-f32.det.stable
struct skucat_sort__group_sum__f32__none__ordered__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    const float* values;
    const long long* offsets;
    const long long* order;
    float* out;
    long long items;
    long long buckets;
    long long cols;
};
extern "C" __global__ void skucat_sort__group_sum__f32__none__ordered__math_f32__acc_f32__det__stable__sum(const float* values, const long long* offsets, const long long* order, float* out, long long items, long long buckets, long long cols) {
    skucat::group_sum_sum(skucat_sort__group_sum__f32__none__ordered__math_f32__acc_f32__det__stable__params{values, offsets, order, out, items, buckets, cols});
}
SKUCAT_ENTRY(skucat_sort__group_sum__f32__none__ordered__math_f32__acc_f32__det__stable__sum, false, false)

// sort.group_sum.f64.none.ordered.any.any.math-f64.acc-f64.det.stable
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
