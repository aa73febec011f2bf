// Generated from catalog.yaml by codegen with templates/cuda/family.cuh.j2. Do not edit.
// Device code from templates/cuda/pool.cu.j2 and the enums of the family's modes from
// catalog.yaml, included by each of the family's build units (cuda/pool/*.cu).
#ifndef SKUCAT_FAMILY_POOL_CUH
#define SKUCAT_FAMILY_POOL_CUH
#include "skucat_prelude.cuh"

namespace skucat {

// Adaptive average pooling of [planes, IH, IW] to [planes, OH, OW] and its adjoint, with the cell
// rule of PyTorch's kernels (ATen's AdaptivePooling.h): output row oh covers the input rows
// [floor(oh * IH / OH), ceil((oh + 1) * IH / OH)), and the columns alike. The plan's checks keep
// every product below 2**62, so the integer index math is exact.

// floor(a * c / b) and ceil((a + 1) * c / b), a in [0, b): the first and the end of the cell of
// index a of an axis of b cells over c items. With the roles swapped (a an item, b items, c cells)
// they are the first and the end of the cells that cover item a.
// n / d for n >= 0 and d >= 1: in 32 bits where both fit, cheaper than in 64 on a CPU and several
// times cheaper on a GPU, where a 64-bit division is a software routine.
__device__ __forceinline__ i64 pool_divide(i64 n, i64 d) {
    return (n | d) >> 32 == 0 ? i64(unsigned(n) / unsigned(d)) : n / d;
}

__device__ __forceinline__ i64 pool_first(i64 a, i64 b, i64 c) { return pool_divide(a * c, b); }
__device__ __forceinline__ i64 pool_end(i64 a, i64 b, i64 c) { return pool_divide((a + 1) * c + b - 1, b); }

// A thread per output item, in runs of an output row: its cell summed rows first, in order, then
// divided by its height and its width (PyTorch's order and roundings).
template <class P>
__device__ __forceinline__ void adaptive_avg_pool2d_pool(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 in_height = p.in_height, in_width = p.in_width, out_height = p.out_height, out_width = p.out_width;
    if (out_width <= 0) return;
    if (out_height == 1 && out_width == 1) {   // global pooling: item_lanes planes summed side by side,
        const i64 plane_size = in_height * in_width;   // each in order (a lone sum waits on each add)
        const A height = A(in_height), width = A(in_width);
        const auto planes = [&](auto lanes, i64 first) {
            A sums[lanes.value];
            for (int k = 0; k < lanes.value; ++k) sums[k] = A(0);
            for (i64 at = 0; at < plane_size; ++at)
                for (int k = 0; k < lanes.value; ++k) sums[k] += load(p.input[(first + k) * plane_size + at]);
            for (int k = 0; k < lanes.value; ++k) p.out[first + k] = store<T>(sums[k] / height / width);
        };
        for_each_item_run(p.planes, [&](i64 first, i64 end) {
            for (; end - first >= item_lanes; first += item_lanes) planes(LanesOf<item_lanes>(), first);
            for (; first < end; ++first) planes(LanesOf<1>(), first);
        });
        return;
    }
    for_each_run(p.planes * out_height * out_width, out_width, [&](i64 begin, i64 end) {
        const i64 row = begin / out_width, plane = row / out_height, oh = row - plane * out_height;
        const i64 h0 = pool_first(oh, out_height, in_height), h1 = pool_end(oh, out_height, in_height);
        const T* in = p.input + plane * in_height * in_width;
        const A height = A(h1 - h0);
        for (i64 item = begin; item < end; ++item) {
            const i64 ow = item - row * out_width;
            const i64 w0 = pool_first(ow, out_width, in_width), w1 = pool_end(ow, out_width, in_width);
            A sum = A(0);
            for (i64 h = h0; h < h1; ++h)
                for (i64 w = w0; w < w1; ++w) sum += load(in[h * in_width + w]);
            p.out[item] = store<T>(sum / height / A(w1 - w0));
        }
    });
}

// A thread per input item, in runs of a plane, a row at a time, item_lanes items at a time: the output
// cells covering them are the rows [r0, r1) times the columns [c0, c1); each adds its gradient over
// its height, over its width to the items it covers, so each item sums its cells' shares in
// PyTorch's order (rows, then columns), the order its scatter adds them in. A share is worked out
// once for all the items it reaches (worked out per item, its divisions took most of the time), and
// a row covered by the same cells as the row before is that row again (each cell spans several rows
// when the output is smaller).
template <class P>
__device__ __forceinline__ void adaptive_avg_pool2d_backward_gather(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 in_height = p.in_height, in_width = p.in_width, out_height = p.out_height, out_width = p.out_width;
    if (in_width <= 0) return;
    for_each_run(p.planes * in_height * in_width, in_height * in_width, [&](i64 begin, i64 end) {
        const i64 plane = begin / (in_height * in_width);
        const T* grad = p.grad_output + plane * out_height * out_width;
        const T* before = nullptr;   // the row before, its r0 and r1, and its columns [first, last)
        i64 before_r0 = 0, before_r1 = 0, before_first = 0, before_last = 0;
        for (i64 row = begin / in_width; row * in_width < end; ++row) {
            const i64 ih = row - plane * in_height, start = row * in_width;
            const i64 r0 = pool_first(ih, in_height, out_height), r1 = pool_end(ih, in_height, out_height);
            const i64 row_first = begin > start ? begin - start : 0;
            const i64 row_last = end - start < in_width ? end - start : in_width;
            T* grad_input = p.grad_input + start;
            if (before && r0 == before_r0 && r1 == before_r1 && row_first == before_first && row_last == before_last) {
                for (i64 iw = row_first; iw < row_last; ++iw) grad_input[iw] = before[iw];
                continue;
            }
            for (i64 first = row_first; first < row_last; first += item_lanes) {   // columns [first, last)
                const i64 last = first + item_lanes < row_last ? first + item_lanes : row_last;
                const i64 c0 = pool_first(first, in_width, out_width), c1 = pool_end(last - 1, in_width, out_width);
                A sums[item_lanes];
                for (int k = 0; k < item_lanes; ++k) sums[k] = A(0);
                for (i64 oh = r0; oh < r1; ++oh) {
                    const A height = A(pool_end(oh, out_height, in_height) - pool_first(oh, out_height, in_height));
                    for (i64 ow = c0; ow < c1; ++ow) {
                        const i64 w0 = pool_first(ow, out_width, in_width), w1 = pool_end(ow, out_width, in_width);
                        const A share = load(grad[oh * out_width + ow]) / height / A(w1 - w0);
                        for (i64 iw = w0 > first ? w0 : first; iw < w1 && iw < last; ++iw) sums[iw - first] += share;
                    }
                }
                for (i64 iw = first; iw < last; ++iw) grad_input[iw] = store<T>(sums[iw - first]);
            }
            before = grad_input, before_r0 = r0, before_r1 = r1, before_first = row_first, before_last = row_last;
        }
    });
}

}  // namespace skucat
#endif
