// Generated from catalog.yaml by codegen with templates/cuda/family.cuh.j2. Do not edit.
// Device code from templates/cuda/group.cu.j2 and the enums of the family's modes from
// catalog.yaml, included by each of the family's build units (cuda/group/*.cu).
#ifndef SKUCAT_FAMILY_GROUP_CUH
#define SKUCAT_FAMILY_GROUP_CUH
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
#endif
