// Generated from catalog.yaml by codegen with templates/cuda/family.cuh.j2. Do not edit.
// Device code from templates/cuda/arith.cu.j2 and the enums of the family's modes from
// catalog.yaml, included by each of the family's build units (cuda/arith/*.cu).
#ifndef SKUCAT_FAMILY_ARITH_CUH
#define SKUCAT_FAMILY_ARITH_CUH
#include "skucat_prelude.cuh"

namespace skucat {

// Broadcasting arithmetic and sums over dims. Shapes arrive collapsed in `sizes`:
// one row of `rank` extents per array, row 0 the full shape, every other row 1 or
// row 0's extent in each dim; each array is contiguous in its own row's extents.
// An item's offset in an operand is recomputed from its index in the full shape
// (a broadcast is never materialised) and checked against the operand's size
// before it is read: sizes that passed the plan's checks never fail that test,
// and sizes that did not never make a kernel read out of bounds.

// One rounding in the compute type (an unqualified fma of floats would round in double, then again).
__device__ __forceinline__ float arith_fma(float a, float b, float c) { return fmaf(a, b, c); }
__device__ __forceinline__ double arith_fma(double a, double b, double c) { return fma(a, b, c); }

// out = input + alpha * other, fused (Mul: input * other), other a number when has_other is false.
template <bool Mul, class P>
__device__ __forceinline__ void arith_binary(const P& p, typename P::compute alpha) {
    typedef typename P::compute C;
    const i64 numels[2] = {p.input_numel, p.has_other ? p.other_numel : -1};
    broadcast_runs<0b10>(p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, i64 end, i64 (&at)[2]) {
        for (; i < end; ++i, steps.advance(at)) {
            const C x = load(p.input[at[0]]), y = steps.number(1) ? C(p.scalar) : load(p.other[at[1]]);
            p.out[i] = store<typename P::element>(Mul ? x * y : arith_fma(alpha, y, x));   // one rounding, as PyTorch's CPU add
        }
    });
}

template <class P>
__device__ __forceinline__ void add_map(const P& p) { arith_binary<false>(p, typename P::compute(p.alpha)); }

template <class P>
__device__ __forceinline__ void sub_map(const P& p) { arith_binary<false>(p, -typename P::compute(p.alpha)); }

template <class P>
__device__ __forceinline__ void mul_map(const P& p) { arith_binary<true>(p, typename P::compute(1)); }

// A sum of the full shape (src) down to row `target` (1 in the summed dims): out[o] =
// scale * the sum of src * factor over the `count` items whose index in the target's
// shape is o, divided by count when `mean`. factor is null (1) or contiguous in row
// factor_row, broadcast.
template <typename T>
struct ArithSum {
    const T* src;
    i64 src_numel;
    const T* factor;
    i64 factor_numel, factor_row;
    T* out;
    i64 out_numel, target, count;
    const i64* sizes;
    i64 rank;
    compute_t<T> scale;
    bool mean;
};

// What every output of a sum shares, found once per thread.
struct ArithSteps {
    i64 src_step, factor_step;   // one summed dim: its stride in src and factor
    bool one_summed, none_summed, factor_whole;
    i64 out_run, src_next, factor_next;   // the last kept dim: its extent, its stride in src and factor
};

// With one summed dim (the usual case once adjacent dims are merged), item j of an output lies
// j strides after its first in src and factor: no division per item.
template <typename T>
__device__ __forceinline__ ArithSteps arith_steps(const ArithSum<T>& s) {
    ArithSteps steps = {0, 0, false, false, false, 1, 0, 0};
    i64 summed = 0;
    u64 src_stride = 1, factor_stride = 1;
    for (i64 d = s.rank - 1; d >= 0; --d) {
        const i64 full = s.sizes[d], extent = s.sizes[s.factor_row * s.rank + d];
        if (s.sizes[s.target * s.rank + d] == 1 && full != 1) {
            ++summed;
            steps.src_step = i64(src_stride);
            steps.factor_step = extent != 1 ? i64(factor_stride) : 0;
        } else if (steps.src_next == 0) {
            steps.out_run = full;
            steps.src_next = i64(src_stride);
            steps.factor_next = extent != 1 ? i64(factor_stride) : 0;
        }
        src_stride *= u64(full);
        factor_stride *= u64(extent);
    }
    steps.one_summed = summed <= 1;
    steps.none_summed = summed == 0;   // the target is the full shape: output o is src's item o
    steps.factor_whole = broadcast_whole(s.sizes, s.rank, s.factor_row);
    return steps;
}

// The offsets in src and factor of output o's first item.
template <typename T>
__device__ __forceinline__ void arith_sum_base(const ArithSum<T>& s, const ArithSteps& steps, i64 o, i64& src,
                                               i64& factor) {
    if (!steps.none_summed) return arith_sum_offsets(s, o, true, src, factor);
    src = o;
    factor = steps.factor_whole ? o : broadcast_offset(s.sizes, s.rank, s.factor_row, o);
}

// The offsets in src and factor of item `index` over the kept dims (kept) or over the summed ones.
template <typename T>
__device__ __forceinline__ void arith_sum_offsets(const ArithSum<T>& s, i64 index, bool kept, i64& src, i64& factor) {
    u64 src_stride = 1, factor_stride = 1, src_offset = 0, factor_offset = 0;
    for (i64 d = s.rank - 1; d >= 0; --d) {
        const i64 full = s.sizes[d], extent = s.sizes[s.factor_row * s.rank + d];
        if ((s.sizes[s.target * s.rank + d] != 1) == kept) {
            if (full <= 0) {   // sizes the plan's checks refuse: no offsets (arith_term skips them)
                src = factor = -1;
                return;
            }
            const u64 c = u64(index < full ? index : index % full);   // no division in the outermost dim
            index = index < full ? 0 : index / full;
            src_offset += c * src_stride;
            if (extent != 1) factor_offset += c * factor_stride;
        }
        src_stride *= u64(full);
        factor_stride *= u64(extent);
    }
    src = i64(src_offset);
    factor = i64(factor_offset);
}

template <typename T>
__device__ __forceinline__ compute_t<T> arith_term(const ArithSum<T>& s, const ArithSteps& steps, i64 src_base,
                                                  i64 factor_base, i64 j) {
    i64 src = i64(u64(j) * u64(steps.src_step)), factor = i64(u64(j) * u64(steps.factor_step));
    if (!steps.one_summed) arith_sum_offsets(s, j, false, src, factor);
    if (src < 0 || src_base < 0) return compute_t<T>(0);   // sizes the plan's checks refuse
    src = i64(u64(src) + u64(src_base));
    factor = i64(u64(factor) + u64(factor_base));
    if (!broadcast_within(src, s.src_numel) || (s.factor && !broadcast_within(factor, s.factor_numel))) return compute_t<T>(0);
    return s.factor ? load(s.src[src]) * load(s.factor[factor]) : load(s.src[src]);
}

template <typename T>
__device__ __forceinline__ void arith_store(const ArithSum<T>& s, i64 o, compute_t<T> sum) {
    sum = sum * s.scale;
    s.out[o] = store<T>(s.mean ? sum / compute_t<T>(s.count) : sum);   // 0 / 0: NaN, as PyTorch's empty mean
}

// Whether every item that `outputs` outputs from src and factor sum lies in its array.
template <typename T>
__device__ __forceinline__ bool arith_sum_within(const ArithSum<T>& s, const ArithSteps& steps, i64 outputs, i64 src,
                                                 i64 factor) {
    if (!steps.one_summed || s.count <= 0 || !broadcast_run_within(src, steps.src_next, outputs, s.src_numel)) return false;
    const i64 src_last = src + (outputs - 1) * steps.src_next;
    if (!broadcast_run_within(src_last, steps.src_step, s.count, s.src_numel)) return false;
    if (!s.factor) return true;
    if (!broadcast_run_within(factor, steps.factor_next, outputs, s.factor_numel)) return false;
    return broadcast_run_within(factor + (outputs - 1) * steps.factor_next, steps.factor_step, s.count, s.factor_numel);
}

// One block per output (a block_sync entry of whole warps), or per run of `slice_items` of an
// output's items (`slices` runs, run k's sum stored at slice_sums[k * out_numel + o]): each thread
// sums the items at a stride of the block, in order, and the block combines the threads in a fixed
// order.
template <typename T>
__device__ __forceinline__ void arith_sum_rows(const ArithSum<T>& s, i64 slices = 1, i64 slice_items = 0,
                                               compute_t<T>* slice_sums = nullptr) {
    typedef compute_t<T> C;
    const ArithSteps steps = arith_steps(s);
    for (i64 block = blockIdx.x; block < s.out_numel * slices; block += gridDim.x) {
        const i64 o = slices == 1 ? block : block / slices, first = slices == 1 ? 0 : block % slices * slice_items;
        const i64 count = slices == 1 ? s.count : (s.count - first < slice_items ? s.count - first : slice_items);
        i64 src_base, factor_base;
        arith_sum_base(s, steps, o, src_base, factor_base);
        C sum;
        // Adjacent items, all in range (checked once): loops the host vectorises. (Strided items run
        // faster item by item there, as below.)
        if (steps.src_step == 1 && arith_sum_within(s, steps, 1, src_base, factor_base)) {
            const T* src = s.src + src_base + first;
            if (s.factor) {
                const i64 factor_step = steps.factor_step;
                const T* factor = s.factor + factor_base + first * factor_step;
                sum = block_reduce_items(count, C(0), Sum(), [&](i64 j) { return load(src[j]) * load(factor[j * factor_step]); });
            } else {
                sum = block_reduce_items(count, C(0), Sum(), [&](i64 j) { return load(src[j]); });
            }
        } else {
            sum = block_reduce_items(count, C(0), Sum(), [&](i64 j) { return arith_term(s, steps, src_base, factor_base, first + j); });
        }
        if (threadIdx.x == 0) slice_sums ? void(slice_sums[block % slices * s.out_numel + o] = sum) : arith_store(s, o, sum);
    }
}

// Outputs summed side by side by one thread: on the host a tile of a few KB, which each summed item
// then reads as one contiguous stretch (adjacent outputs), so the sums stream through memory.
constexpr int arith_tile = item_lanes > 1 ? 1024 : 1;

// One thread per output: its runs' sums (arith_sum_rows or arith_sum_columns with slices) added in
// order.
template <typename T>
__device__ __forceinline__ void arith_combine_slices(const ArithSum<T>& s, i64 slices, const compute_t<T>* slice_sums) {
    for_each_run(s.out_numel, s.out_numel, [&](i64 o, i64 end) {
        for (; o < end; o += arith_tile) {   // a tile of outputs side by side, each run's sums read in a row
            const int n = end - o < arith_tile ? int(end - o) : arith_tile;
            compute_t<T> sum[arith_tile];
            for (int k = 0; k < n; ++k) sum[k] = slice_sums[o + k];
            for (i64 slice = 1; slice < slices; ++slice)
                for (int k = 0; k < n; ++k) sum[k] += slice_sums[slice * s.out_numel + o + k];
            for (int k = 0; k < n; ++k) arith_store(s, o + k, sum[k]);
        }
    });
}

// An output's sum, or (partials) a run's sum of its items, stored at partials[o].
template <typename T>
__device__ __forceinline__ void arith_put(const ArithSum<T>& s, compute_t<T>* partials, i64 o, compute_t<T> sum) {
    partials ? void(partials[o] = sum) : arith_store(s, o, sum);
}

// Outputs o to end of one run, their first items at src and factor; each sums its `count` items
// in order (one item: copied, not added to 0), stored by arith_put. SrcNext and FactorNext: the steps from one output to the next
// when constant (g++ vectorises), else -1.
template <bool Factor, int SrcNext, int FactorNext, typename T>
__device__ __forceinline__ void arith_sum_lanes(const ArithSum<T>& s, const ArithSteps& steps, i64 o, i64 end, i64 src,
                                                i64 factor, i64 count, compute_t<T>* partials) {
    typedef compute_t<T> C;
    const i64 src_next = SrcNext >= 0 ? SrcNext : steps.src_next;
    const i64 factor_next = FactorNext >= 0 ? FactorNext : steps.factor_next;
    for (; o < end; o += arith_tile, src += arith_tile * src_next, factor += arith_tile * factor_next) {
        const int n = end - o < arith_tile ? int(end - o) : arith_tile;
        if (count == 1) {   // one item each (a gradient of its operand's shape): a copy, -0 kept as PyTorch's
            for (int k = 0; k < n; ++k) {
                const C item = load(s.src[src + k * src_next]);
                arith_put(s, partials, o + k, Factor ? item * load(s.factor[factor + k * factor_next]) : item);
            }
            continue;
        }
        C sum[arith_tile];
        for (int k = 0; k < n; ++k) sum[k] = C(0);
        for (i64 j = 0; j < count; ++j) {
            const T* row = s.src + src + j * steps.src_step;
            const T* scale = s.factor + factor + j * steps.factor_step;
            for (int k = 0; k < n; ++k)
                sum[k] += Factor ? load(row[k * src_next]) * load(scale[k * factor_next]) : load(row[k * src_next]);
        }
        for (int k = 0; k < n; ++k) arith_put(s, partials, o + k, sum[k]);
    }
}

// One thread per output, summing its items in order, in runs of the last kept dim; or (slices > 1)
// one per output and run of `slice_items` of its items, run k's sum stored at
// slice_sums[k * out_numel + o]: threads side by side read neighbouring outputs' items, and the
// host's workers each stream through whole rows of their own runs.
template <typename T>
__device__ __forceinline__ void arith_sum_columns(const ArithSum<T>& s, i64 slices = 1, i64 slice_items = 0,
                                                  compute_t<T>* slice_sums = nullptr) {
    const ArithSteps steps = arith_steps(s);
    for_each_run(s.out_numel * slices, steps.out_run, [&](i64 item, i64 stop) {
        const i64 slice = slices == 1 ? 0 : item / s.out_numel, first = slice * slice_items;
        const i64 begin = item - slice * s.out_numel, end = stop - slice * s.out_numel;
        const i64 count = slices == 1 ? s.count : (s.count - first < slice_items ? s.count - first : slice_items);
        compute_t<T>* partials = slices == 1 ? nullptr : slice_sums + slice * s.out_numel;
        i64 src_base, factor_base;
        arith_sum_base(s, steps, begin, src_base, factor_base);
        if (arith_sum_within(s, steps, end - begin, src_base, factor_base)) {
            const bool contiguous = steps.src_next == 1;
            const i64 src = src_base + first * steps.src_step, factor = factor_base + first * steps.factor_step;
            if (!s.factor)
                return contiguous ? arith_sum_lanes<false, 1, 0>(s, steps, begin, end, src, factor, count, partials)
                                  : arith_sum_lanes<false, -1, 0>(s, steps, begin, end, src, factor, count, partials);
            if (contiguous && steps.factor_next == 1)
                return arith_sum_lanes<true, 1, 1>(s, steps, begin, end, src, factor, count, partials);
            if (contiguous && steps.factor_next == 0)
                return arith_sum_lanes<true, 1, 0>(s, steps, begin, end, src, factor, count, partials);
            return arith_sum_lanes<true, -1, -1>(s, steps, begin, end, src, factor, count, partials);
        }
        for (i64 o = begin; o < end; ++o) {   // several summed dims, an empty sum or sizes the plan's checks refuse
            arith_sum_base(s, steps, o, src_base, factor_base);
            compute_t<T> sum = compute_t<T>(0);
            for (i64 j = first; j < first + count; ++j) sum += arith_term(s, steps, src_base, factor_base, j);
            arith_put(s, partials, o, sum);
        }
    });
}

template <class P>
__device__ __forceinline__ ArithSum<typename P::element> arith_reduction(const P& p, bool mean) {
    return {p.input, p.numel, nullptr, 0, 0, p.out, p.out_numel, 1, p.count, p.sizes, p.rank,
            typename P::compute(1), mean};
}

template <class P>
__device__ __forceinline__ void sum_rows(const P& p) { arith_sum_rows(arith_reduction(p, false)); }

template <class P>
__device__ __forceinline__ void sum_columns(const P& p) {
    arith_sum_columns(arith_reduction(p, false), p.slices, p.slice_items, p.slice_sums);
}

template <class P>
__device__ __forceinline__ void sum_slice_rows(const P& p) {
    arith_sum_rows(arith_reduction(p, false), p.slices, p.slice_items, p.slice_sums);
}

template <class P>
__device__ __forceinline__ void sum_combine_slices(const P& p) {
    arith_combine_slices(arith_reduction(p, false), p.slices, p.slice_sums);
}

template <class P>
__device__ __forceinline__ void mean_rows(const P& p) { arith_sum_rows(arith_reduction(p, true)); }

template <class P>
__device__ __forceinline__ void mean_columns(const P& p) {
    arith_sum_columns(arith_reduction(p, true), p.slices, p.slice_items, p.slice_sums);
}

template <class P>
__device__ __forceinline__ void mean_slice_rows(const P& p) {
    arith_sum_rows(arith_reduction(p, true), p.slices, p.slice_items, p.slice_sums);
}

template <class P>
__device__ __forceinline__ void mean_combine_slices(const P& p) {
    arith_combine_slices(arith_reduction(p, true), p.slices, p.slice_sums);
}

// The gradients of add and mul: grad_output (row 0) summed to input's row (1) and to other's (2).
template <class P>
__device__ __forceinline__ ArithSum<typename P::element> add_input_sum(const P& p) {
    return {p.grad_output, p.numel, nullptr, 0, 0, p.grad_input, p.input_numel, 1, p.input_count, p.sizes, p.rank,
            typename P::compute(1), false};
}

template <class P>
__device__ __forceinline__ ArithSum<typename P::element> add_other_sum(const P& p) {
    return {p.grad_output, p.numel, nullptr, 0, 0, p.grad_other, p.other_numel, 2, p.other_count, p.sizes, p.rank,
            typename P::compute(p.alpha), false};
}

// times other (or the number) for input's, times input for other's
template <class P>
__device__ __forceinline__ ArithSum<typename P::element> mul_input_sum(const P& p) {
    typedef typename P::compute C;
    return {p.grad_output, p.numel, p.has_other ? p.other : nullptr, p.other_numel, 2, p.grad_input, p.input_numel, 1,
            p.input_count, p.sizes, p.rank, p.has_other ? C(1) : C(p.scalar), false};
}

template <class P>
__device__ __forceinline__ ArithSum<typename P::element> mul_other_sum(const P& p) {
    return {p.grad_output, p.numel, p.input, p.input_numel, 1, p.grad_other, p.other_numel, 2, p.other_count, p.sizes,
            p.rank, typename P::compute(1), false};
}

template <class P>
__device__ __forceinline__ void add_backward_input_rows(const P& p) { arith_sum_rows(add_input_sum(p)); }

template <class P>
__device__ __forceinline__ void add_backward_input_columns(const P& p) {
    arith_sum_columns(add_input_sum(p), p.input_slices, p.input_slice_items, p.input_slice_sums);
}

template <class P>
__device__ __forceinline__ void add_backward_input_combine_slices(const P& p) {
    arith_combine_slices(add_input_sum(p), p.input_slices, p.input_slice_sums);
}

template <class P>
__device__ __forceinline__ void add_backward_other_rows(const P& p) { arith_sum_rows(add_other_sum(p)); }

template <class P>
__device__ __forceinline__ void add_backward_other_columns(const P& p) {
    arith_sum_columns(add_other_sum(p), p.other_slices, p.other_slice_items, p.other_slice_sums);
}

template <class P>
__device__ __forceinline__ void add_backward_other_combine_slices(const P& p) {
    arith_combine_slices(add_other_sum(p), p.other_slices, p.other_slice_sums);
}

template <class P>
__device__ __forceinline__ void mul_backward_input_rows(const P& p) { arith_sum_rows(mul_input_sum(p)); }

template <class P>
__device__ __forceinline__ void mul_backward_input_columns(const P& p) {
    arith_sum_columns(mul_input_sum(p), p.input_slices, p.input_slice_items, p.input_slice_sums);
}

template <class P>
__device__ __forceinline__ void mul_backward_input_combine_slices(const P& p) {
    arith_combine_slices(mul_input_sum(p), p.input_slices, p.input_slice_sums);
}

template <class P>
__device__ __forceinline__ void mul_backward_other_rows(const P& p) { arith_sum_rows(mul_other_sum(p)); }

template <class P>
__device__ __forceinline__ void mul_backward_other_columns(const P& p) {
    arith_sum_columns(mul_other_sum(p), p.other_slices, p.other_slice_items, p.other_slice_sums);
}

template <class P>
__device__ __forceinline__ void mul_backward_other_combine_slices(const P& p) {
    arith_combine_slices(mul_other_sum(p), p.other_slices, p.other_slice_sums);
}

// grad_output (row 1, 1 in the summed dims) broadcast to the input's shape (row 0), divided by
// count (Mean); Step: grad_output's step along the last dim.
template <bool Mean, int Step, class P>
__device__ __forceinline__ void arith_expand_run(const P& p, i64 i, i64 end, i64 b) {
    typedef typename P::compute C;
    if constexpr (Mean) {
        for (; i < end; ++i, b += Step) p.grad_input[i] = store<typename P::element>(load(p.grad_output[b]) / C(p.count));
    } else {
        for (; i < end; ++i, b += Step) p.grad_input[i] = p.grad_output[b];
    }
}

template <bool Mean, class P>
__device__ __forceinline__ void arith_expand(const P& p) {
    const i64 step = broadcast_last(p.sizes, p.rank, 1) != 1;
    for_each_run(p.numel, broadcast_last(p.sizes, p.rank, 0), [&](i64 begin, i64 end) {
        const i64 b = broadcast_offset(p.sizes, p.rank, 1, begin);
        if (!broadcast_run_within(b, step, end - begin, p.grad_numel)) return;
        step ? arith_expand_run<Mean, 1>(p, begin, end, b) : arith_expand_run<Mean, 0>(p, begin, end, b);
    });
}

template <class P>
__device__ __forceinline__ void sum_backward_expand(const P& p) { arith_expand<false>(p); }

template <class P>
__device__ __forceinline__ void mean_backward_expand(const P& p) { arith_expand<true>(p); }

}  // namespace skucat
#endif
