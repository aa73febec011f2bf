// Generated from catalog.yaml by codegen with templates/cuda/family.cu.j2. Do not edit.
// Device code from templates/cuda/group.cu.j2; kernel entry points, their
// parameter structs and the enums of the family's modes from catalog.yaml.
#include "skucat_prelude.cuh"

namespace skucat {

// group_by_key and group_sum: the prelude's grouping steps as catalog ops of their own.

template <class P>
__device__ __forceinline__ void group_by_key_zero(const P& p) {
    for (i64 b = first_item(); b < p.buckets; b += item_stride()) p.counts[b] = 0;
}

template <class P>
__device__ __forceinline__ void group_by_key_count(const P& p) { group_count(p.keys, p.items, p.buckets, p.counts); }

template <class P>
__device__ __forceinline__ void group_by_key_chunk_totals(const P& p) {
    group_chunk_totals(p.counts, p.buckets, p.scan_chunk, p.bases);
}

template <class P>
__device__ __forceinline__ void group_by_key_chunk_scan(const P& p) { group_chunk_scan(p.buckets, p.scan_chunk, p.bases); }

template <class P>
__device__ __forceinline__ void group_by_key_offsets(const P& p) {
    group_offsets(p.counts, p.buckets, p.scan_chunk, p.bases, p.offsets);
}

template <class P>
__device__ __forceinline__ void group_by_key_fill(const P& p) {
    group_fill(p.keys, p.items, p.buckets, p.offsets, p.counts, p.order);
}

// Sorts the groups and marks the positions past the last group (keys out of range) with -1.
template <class P>
__device__ __forceinline__ void group_by_key_sort(const P& p) {
    group_sort(p.offsets, p.buckets, p.order);
    for (i64 j = p.offsets[p.buckets] + first_item(); j < p.items; j += item_stride()) p.order[j] = -1;
}

// Offsets and order entries out of range (which the plan refuses) are clipped or skipped, never followed.
template <class P>
__device__ __forceinline__ void group_sum_sum(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 cols = p.cols, total = p.buckets * cols;
    for (i64 item = first_item(); item < total; item += item_stride()) {
        const i64 b = item / cols, c = item - b * cols;
        const i64 begin = p.offsets[b] > 0 ? p.offsets[b] : 0;
        const i64 end = p.offsets[b + 1] < p.items ? p.offsets[b + 1] : p.items;
        A sum = A(0);
        for (i64 j = begin; j < end; ++j) {
            const i64 row = p.order[j];
            if (row >= 0 && row < p.items) sum += load(p.values[row * cols + c]);
        }
        p.out[item] = store<T>(sum);
    }
}

}  // namespace skucat

// sort.group_by_key.i32.none.counting.any.any.math-none.acc-none.det.stable
struct skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__params {
    typedef int32_t element;
    typedef int32_t compute;
    const int32_t* keys;
    long long* offsets;
    long long* order;
    long long items;
    long long buckets;
    int32_t* counts;
    long long* bases;
    long long scan_chunk;
};
extern "C" __global__ void skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__zero(const int32_t* keys, long long* offsets, long long* order, long long items, long long buckets, int32_t* counts, long long* bases, long long scan_chunk) {
    skucat::group_by_key_zero(skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__zero)
extern "C" __global__ void skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__count(const int32_t* keys, long long* offsets, long long* order, long long items, long long buckets, int32_t* counts, long long* bases, long long scan_chunk) {
    skucat::group_by_key_count(skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__count)
extern "C" __global__ void skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__chunk_totals(const int32_t* keys, long long* offsets, long long* order, long long items, long long buckets, int32_t* counts, long long* bases, long long scan_chunk) {
    skucat::group_by_key_chunk_totals(skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__chunk_totals)
extern "C" __global__ void skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__chunk_scan(const int32_t* keys, long long* offsets, long long* order, long long items, long long buckets, int32_t* counts, long long* bases, long long scan_chunk) {
    skucat::group_by_key_chunk_scan(skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__chunk_scan)
extern "C" __global__ void skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__offsets(const int32_t* keys, long long* offsets, long long* order, long long items, long long buckets, int32_t* counts, long long* bases, long long scan_chunk) {
    skucat::group_by_key_offsets(skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__offsets)
extern "C" __global__ void skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__fill(const int32_t* keys, long long* offsets, long long* order, long long items, long long buckets, int32_t* counts, long long* bases, long long scan_chunk) {
    skucat::group_by_key_fill(skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__fill)
extern "C" __global__ void skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__sort(const int32_t* keys, long long* offsets, long long* order, long long items, long long buckets, int32_t* counts, long long* bases, long long scan_chunk) {
    skucat::group_by_key_sort(skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i32__none__counting__math_none__acc_none__det__stable__sort)

// sort.group_by_key.i64.none.counting.any.any.math-none.acc-none.det.stable
struct skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__params {
    typedef long long element;
    typedef long long compute;
    const long long* keys;
    long long* offsets;
    long long* order;
    long long items;
    long long buckets;
    int32_t* counts;
    long long* bases;
    long long scan_chunk;
};
extern "C" __global__ void skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__zero(const long long* keys, long long* offsets, long long* order, long long items, long long buckets, int32_t* counts, long long* bases, long long scan_chunk) {
    skucat::group_by_key_zero(skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__zero)
extern "C" __global__ void skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__count(const long long* keys, long long* offsets, long long* order, long long items, long long buckets, int32_t* counts, long long* bases, long long scan_chunk) {
    skucat::group_by_key_count(skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__count)
extern "C" __global__ void skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__chunk_totals(const long long* keys, long long* offsets, long long* order, long long items, long long buckets, int32_t* counts, long long* bases, long long scan_chunk) {
    skucat::group_by_key_chunk_totals(skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__chunk_totals)
extern "C" __global__ void skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__chunk_scan(const long long* keys, long long* offsets, long long* order, long long items, long long buckets, int32_t* counts, long long* bases, long long scan_chunk) {
    skucat::group_by_key_chunk_scan(skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__chunk_scan)
extern "C" __global__ void skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__offsets(const long long* keys, long long* offsets, long long* order, long long items, long long buckets, int32_t* counts, long long* bases, long long scan_chunk) {
    skucat::group_by_key_offsets(skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__offsets)
extern "C" __global__ void skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__fill(const long long* keys, long long* offsets, long long* order, long long items, long long buckets, int32_t* counts, long long* bases, long long scan_chunk) {
    skucat::group_by_key_fill(skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__fill)
extern "C" __global__ void skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__sort(const long long* keys, long long* offsets, long long* order, long long items, long long buckets, int32_t* counts, long long* bases, long long scan_chunk) {
    skucat::group_by_key_sort(skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__params{keys, offsets, order, items, buckets, counts, bases, scan_chunk});
}
SKUCAT_ENTRY(skucat_sort__group_by_key__i64__none__counting__math_none__acc_none__det__stable__sort)

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
SKUCAT_ENTRY(skucat_sort__group_sum__f16__none__ordered__math_f32__acc_f32__det__stable__sum)

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
SKUCAT_ENTRY(skucat_sort__group_sum__bf16__none__ordered__math_f32__acc_f32__det__stable__sum)

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
SKUCAT_ENTRY(skucat_sort__group_sum__f32__none__ordered__math_f32__acc_f32__det__stable__sum)

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
SKUCAT_ENTRY(skucat_sort__group_sum__f64__none__ordered__math_f64__acc_f64__det__stable__sum)
