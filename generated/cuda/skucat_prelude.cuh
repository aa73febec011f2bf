// Generated from catalog.yaml by codegen with templates/cuda/prelude.cuh.j2. Do not edit.
// The device prelude every family source includes: element traits (load to
// and store from the compute type), integer ranges, atomics. The same text
// compiles with NVRTC/nvcc and, against skucat_simt.h, with the host C++ compiler.
// A guard, not #pragma once: a bulk host build precompiles this header under another name.
#ifndef SKUCAT_PRELUDE_CUH
#define SKUCAT_PRELUDE_CUH

#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#define SKUCAT_ENTRY(name, block_sync, host_alone)
#else
#include "skucat_simt.h"
#endif

#if defined(__CUDACC_RTC__)
typedef signed char int8_t;
typedef unsigned char uint8_t;
typedef short int16_t;
typedef unsigned short uint16_t;
typedef int int32_t;
typedef unsigned int uint32_t;
typedef long long int64_t;
typedef unsigned long long uint64_t;
#else
#include <cstdint>
#endif

namespace skucat {

typedef long long i64;

// Element traits: `compute` is the type arithmetic runs in; load/store convert.
template <typename T>
struct Element;

template <>
struct Element<__half> {
    typedef float compute;
    static __device__ __forceinline__ compute load(__half value) { return __half2float(value); }
    static __device__ __forceinline__ __half store(compute value) { return __float2half_rn(value); }
};

template <>
struct Element<__nv_bfloat16> {
    typedef float compute;
    static __device__ __forceinline__ compute load(__nv_bfloat16 value) { return __bfloat162float(value); }
    static __device__ __forceinline__ __nv_bfloat16 store(compute value) { return __float2bfloat16_rn(value); }
};

template <>
struct Element<float> {
    typedef float compute;
    static __device__ __forceinline__ compute load(float value) { return value; }
    static __device__ __forceinline__ float store(compute value) { return value; }
};

template <>
struct Element<double> {
    typedef double compute;
    static __device__ __forceinline__ compute load(double value) { return value; }
    static __device__ __forceinline__ double store(compute value) { return value; }
};

template <>
struct Element<bool> {   // a mask's or a comparison's: computes in itself
    typedef bool compute;
    static __device__ __forceinline__ compute load(bool value) { return value; }
    static __device__ __forceinline__ bool store(compute value) { return value; }
};

template <typename T>
using compute_t = typename Element<T>::compute;

template <typename T>
__device__ __forceinline__ compute_t<T> load(const T& value) { return Element<T>::load(value); }

template <typename T>
__device__ __forceinline__ T store(compute_t<T> value) { return Element<T>::store(value); }

// Integer ranges, as the catalog defines them.
template <typename Q>
struct IntRange;
template <>
struct IntRange<int8_t> {
    static constexpr long long min = (-127ll - 1);
    static constexpr long long max = 127ll;
};
template <>
struct IntRange<uint8_t> {
    static constexpr long long min = (1ll - 1);
    static constexpr long long max = 255ll;
};
template <>
struct IntRange<int16_t> {
    static constexpr long long min = (-32767ll - 1);
    static constexpr long long max = 32767ll;
};
template <>
struct IntRange<int32_t> {
    static constexpr long long min = (-2147483647ll - 1);
    static constexpr long long max = 2147483647ll;
};
template <>
struct IntRange<long long> {
    static constexpr long long min = (-9223372036854775807ll - 1);
    static constexpr long long max = 9223372036854775807ll;
};

// Grid-stride loop over [0, count): the launch shape is the backend's choice.
__device__ __forceinline__ i64 first_item() {
#if !defined(__CUDACC__) && !defined(__CUDACC_RTC__)
    skucat_host::check_thread_index("first_item");
#endif
    return i64(blockIdx.x) * blockDim.x + threadIdx.x;
}
__device__ __forceinline__ i64 item_stride() { return i64(blockDim.x) * gridDim.x; }

// The calling block's run [begin, end) of grid_loop's items: as many whole rounds (blockDim.x
// adjacent items, a thread each) for every block, the blocks' runs in order. A block streams
// through memory of its own (on the host, where one call plays the block), reading each round
// together (coalesced, on a GPU).
__device__ __forceinline__ void grid_block_run(i64 count, i64& begin, i64& end) {
    const i64 round = blockDim.x, run = (count + item_stride() - 1) / item_stride() * round;
    begin = i64(blockIdx.x) * run;
    end = count - begin < run ? count : begin + run;
}

// body(item) for each item of the calling thread's grid-stride loop over [0, count).
// A kernel that does all its per-thread work in these loops (no first_item,
// threadIdx or blockIdx elsewhere, nothing carried from one item to the next)
// may have one host call loop over the items of many threads and blocks.
template <class Body>
__device__ __forceinline__ void for_each_item(i64 count, Body body) {
#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
    for (i64 item = first_item(); item < count; item += item_stride()) body(item);
#else
    skucat_host::for_each_item(count, body);
#endif
}

// body(begin, end) for the items [begin, end) of the calling thread's for_each_item loop over
// [0, count), in runs of consecutive items that never cross a multiple of `run` (e.g. one row of
// an array's last extent): per-run work (index math) is then done once per run on the host, where
// a run is as long as the item-wise loop allows and its inner loop vectorises; on a GPU each run
// is one item.
template <class Body>
__device__ __forceinline__ void for_each_run(i64 count, i64 run, Body body) {
#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
    for (i64 item = first_item(); item < count; item += item_stride()) body(item, item + 1);
#else
    skucat_host::for_each_run(count, run, body);
#endif
}

// body(begin, end) for the items of the calling thread's for_each_item loop over [0, count), a run
// of consecutive items at a time: on the host for_each_item's pieces, on a GPU one item.
template <class Body>
__device__ __forceinline__ void for_each_item_run(i64 count, Body body) {
#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
    for (i64 item = first_item(); item < count; item += item_stride()) body(item, item + 1);
#else
    skucat_host::for_each_item_run(count, body);
#endif
}

// for_each_item for a body whose item writes only its own item (as SKUCAT_HOST_UNROLL's loops): on
// the host its items in `Streams` runs side by side (`Shared` where workers split the launch;
// skucat_simt.h), two or four where a body reads and writes few arrays, or `Wide`, 16 floats wide
// where the CPU has AVX-512, where it calls vector math; on a GPU for_each_item.
#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
template <int Streams, int Shared, bool Wide = false, class Body>
__device__ __forceinline__ void for_each_item_side_by_side(i64 count, Body body) {
    for_each_item(count, body);
}
#else
// (always_inline: with both loops of Streams and Shared in it, g++ left it out of line, its item's
// closure then reloaded on every item, and in-place loops stayed scalar.)
template <int Streams, int Shared, bool Wide = false, class Body>
__attribute__((always_inline)) inline void for_each_item_side_by_side(i64 count, Body body) {
    skucat_host::for_each_item_side_by_side<Streams, Shared, Wide>(count, body);
}
#endif

// How many consecutive items of a run a kernel may work on side by side (e.g. several outputs'
// sums, item by item, so that the loop over them vectorises): a GPU thread has one.
#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
constexpr int item_lanes = 1;
#else
constexpr int item_lanes = 16;
#endif

// body(lanes, item, row) for the items [0, rows * cols) of row-major rows, in for_each_run's runs of
// one row's items: Lanes consecutive items at a time (lanes is a LanesOf<Lanes>), the run's tail one
// at a time (LanesOf<1>); row = item / cols once a run. On a GPU, where a run is one item, always 1.
template <int N>
struct LanesOf {
    static constexpr int value = N;
};

template <int Lanes, class Body>
__device__ __forceinline__ void for_each_row_lanes(i64 rows, i64 cols, Body body) {
    for_each_run(rows * cols, cols, [&](i64 item, i64 last) {
        const i64 row = item / cols;
        for (; last - item >= Lanes; item += Lanes) body(LanesOf<Lanes>(), item, row);
        for (; item < last; ++item) body(LanesOf<1>(), item, row);
    });
}

// ---- broadcasting (arith and the pointwise formulas): shapes arrive collapsed in `sizes`, one row of
// `rank` extents per array, row 0 the full shape, every other row 1 or row 0's extent in each dim;
// each array is contiguous in its own row's extents. An item's offset in an operand is recomputed
// from its index in the full shape (a broadcast is never materialised) and checked against the
// operand's size before it is read: sizes that passed the plan's checks never fail that test, and
// sizes that did not never make a kernel read out of bounds.

// The offset in an array contiguous in row `row`'s extents (an extent of 1 repeats) of
// the item at `index` of the full shape.
// Offsets are computed modulo 2**64 (u64): sizes the plan's checks refuse must not overflow
// signed arithmetic; broadcast_within then refuses whatever such sizes give.
typedef unsigned long long u64;

__device__ __forceinline__ i64 broadcast_offset(const i64* sizes, i64 rank, i64 row, i64 index) {
    u64 offset = 0, stride = 1;
    for (i64 d = rank - 1; d >= 0; --d) {
        const i64 full = sizes[d], extent = sizes[row * rank + d];
        if (full <= 0) return -1;   // sizes the plan's checks refuse: no offset (callers skip it)
        if (extent != 1) offset += u64(index % full) * stride;
        if (d > 0) index /= full;
        stride *= u64(extent);
    }
    return i64(offset);
}

// Whether an offset lies in an array of `numel` items (a negative one never does).
__device__ __forceinline__ bool broadcast_within(i64 offset, i64 numel) { return offset >= 0 && offset < numel; }

// Row `row` is the full shape: its offsets are the items' indices (no division per item).
__device__ __forceinline__ bool broadcast_whole(const i64* sizes, i64 rank, i64 row) {
    for (i64 d = 0; d < rank; ++d)
        if (sizes[row * rank + d] != sizes[d]) return false;
    return true;
}

// An item's offsets are worked out once per run of the last dim (for_each_run); along it, an
// operand steps by 1, or by 0 where it repeats.
__device__ __forceinline__ i64 broadcast_last(const i64* sizes, i64 rank, i64 row) {
    return rank > 0 ? sizes[row * rank + rank - 1] : 1;
}

// Whether `count` (at least 1) items at `step` from `offset` lie in an array of `numel` items,
// whatever the values (no overflow).
__device__ __forceinline__ bool broadcast_run_within(i64 offset, i64 step, i64 count, i64 numel) {
    if (!broadcast_within(offset, numel) || step < 0) return false;
    if (step == 0 || count == 1) return true;   // one place: no division (a block's run of one output)
    return step == 1 ? count <= numel - offset : count - 1 <= (numel - 1 - offset) / step;
}

// Each operand's step along a run, as compile-time constants (the run's loop then vectorises): 1
// where it moves along the last dim, 0 where it repeats, -1 where it is a number (never read).
template <i64... S>
struct Steps {
    static constexpr i64 of[sizeof...(S)] = {S...};
    static constexpr __device__ __forceinline__ bool number(int k) { return of[k] < 0; }

    // Each operand's offset one item on.
    template <int N>
    static __device__ __forceinline__ void advance(i64 (&at)[N]) {
        int k = 0;
        ((at[k++] += S), ...);
    }
};

// Picks the Steps of a run, operand by operand (bit k of Numbers: operand k may be a number, so that
// operands that never are one cost no code).
template <unsigned Numbers, int N, i64... S>
struct BroadcastSteps {
    template <class Body>
    static __device__ __forceinline__ void pick(const i64* numels, const bool* moves, Body& body) {
        constexpr int k = sizeof...(S);
        if constexpr (k == N) {
            body(Steps<S...>());
        } else {
            if constexpr ((Numbers >> k) & 1u) {
                if (numels[k] < 0) return BroadcastSteps<Numbers, N, S..., -1>::pick(numels, moves, body);
            }
            if (moves[k]) BroadcastSteps<Numbers, N, S..., 1>::pick(numels, moves, body);
            else BroadcastSteps<Numbers, N, S..., 0>::pick(numels, moves, body);
        }
    }
};

// Whether no operand broadcasts (each a number or of numel items).
template <int N>
__device__ __forceinline__ bool broadcast_none(i64 numel, const i64 (&numels)[N]) {
    for (int k = 0; k < N; ++k)
        if (numels[k] >= 0 && numels[k] != numel) return false;
    return true;
}

// broadcast_runs' runs where an operand broadcasts: along the last dim, each operand's offset of a
// run's first item worked out once.
template <unsigned Numbers, int N, class Body>
__device__ __forceinline__ void broadcast_rows(i64 numel, const i64* sizes, i64 rank, const i64 (&numels)[N], Body& body) {
    bool moves[N];
    for (int k = 0; k < N; ++k) moves[k] = broadcast_last(sizes, rank, k + 1) != 1;
    for_each_run(numel, broadcast_last(sizes, rank, 0), [&](i64 begin, i64 end) {
        i64 at[N];
        for (int k = 0; k < N; ++k) {
            at[k] = numels[k] >= 0 ? broadcast_offset(sizes, rank, k + 1, begin) : 0;
            if (numels[k] >= 0 && !broadcast_run_within(at[k], moves[k], end - begin, numels[k])) return;
        }
        auto run = [&](auto steps) { body(steps, begin, end, at); };
        BroadcastSteps<Numbers, N>::pick(numels, moves, run);
    });
}

// body(steps, begin, end, at) for the items [0, numel) of the full shape (row 0 of sizes) of N
// operands, operand k of numels[k] items in row k + 1 (-1: a number, where bit k of Numbers allows
// one), in runs along the last dim: at[k] is operand k's offset of the run's first item, steps a
// Steps. A run an operand's offsets would leave is skipped (sizes the checks refuse).
template <unsigned Numbers, int N, class Body>
__device__ __forceinline__ void broadcast_runs(i64 numel, const i64* sizes, i64 rank, const i64 (&numels)[N],
                                               Body body) {
    // (Two lambdas, not one run over either loop: g++ then no longer keeps `at` in registers, and
    // the item loops of three operands stop vectorising.)
    if (broadcast_none(numel, numels)) {   // an item's offset in each operand is its index, in for_each_item's pieces
        bool along[N];   // every operand steps by 1
        for (int k = 0; k < N; ++k) along[k] = true;
        for_each_item_run(numel, [&](i64 begin, i64 end) {
            i64 at[N];
            for (int k = 0; k < N; ++k) at[k] = numels[k] >= 0 ? begin : 0;
            auto run = [&](auto steps) { body(steps, begin, end, at); };
            BroadcastSteps<Numbers, N>::pick(numels, along, run);
        });
        return;
    }
    broadcast_rows<Numbers>(numel, sizes, rank, numels, body);
}

// A hint that the cache line at `address` is read soon: on the host, where an item-wise loop's
// random reads (rows of a table) are far more than a core's few outstanding misses; a GPU hides
// them with other warps, so there it does nothing.
//
// keep_scalar(), called in a loop's body, keeps that loop scalar on the host (an empty volatile asm,
// an effect that the vectoriser leaves in order): where each item loads from a cache line of its own
// (one value of each row), vector gathers wait on those lines several times longer than scalar
// loads (nll_loss of [1M x 16] f32, one Zen 4 core: 8.0 against 3.3 ms).
// SKUCAT_HOST_UNROLL, before a streaming loop: on the host, two of its vector iterations at a time,
// so that a core keeps more loads in flight (an in-place relu of 16M floats, one worker, ctypes
// against the same array: 6.5-6.8 ms one vector an iteration, 5.6-5.7 two, PyTorch 5.5-6.0); on a
// GPU nothing. Its item writes only its own item (plan.run refuses an output overlapping any other
// array; an in-place input has the full shape), so it is vectorised without g++'s checks of which
// pointers alias, which it gives up on past 10 pairs (a backward of three outputs stayed scalar:
// clamp_backward of 16M floats, one worker, 296 -> 39 ms).
#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
#define SKUCAT_HOST_UNROLL
#else
#define SKUCAT_HOST_UNROLL _Pragma("GCC ivdep") _Pragma("GCC unroll 2")
#endif

// Each operand's offset where none broadcasts: the item's index.
struct EveryOffset {
    i64 item;
    __device__ __forceinline__ i64 operator[](int) const { return item; }
};

// broadcast_runs of an item-wise body: item(steps, i, at) for each item i, operand k at at[k]. Where
// no operand broadcasts, at[k] is i, and the items go `Streams` side by side
// (`Shared`: for_each_item_side_by_side); else along the runs, SKUCAT_HOST_UNROLL. item writes only
// its own item.
template <unsigned Numbers, int Streams, int Shared, int N, class Item>
__device__ __forceinline__ void broadcast_items(i64 numel, const i64* sizes, i64 rank, const i64 (&numels)[N],
                                                Item item) {
    if (broadcast_none(numel, numels)) {
        bool along[N];
        for (int k = 0; k < N; ++k) along[k] = true;
        auto items = [&](auto steps) {
            for_each_item_side_by_side<Streams, Shared>(numel, [&](i64 i) { item(steps, i, EveryOffset{i}); });
        };
        BroadcastSteps<Numbers, N>::pick(numels, along, items);
        return;
    }
    auto runs = [&](auto steps, i64 i, i64 end, i64 (&at)[N]) {
        SKUCAT_HOST_UNROLL for (; i < end; ++i, steps.advance(at)) item(steps, i, at);
    };
    broadcast_rows<Numbers>(numel, sizes, rank, numels, runs);
}

#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
__device__ __forceinline__ void prefetch(const void*) {}
__device__ __forceinline__ void keep_scalar() {}
#else
// The empty volatile asm is an effect: else g++ finds the callers free of effects (prefetches
// do not count) and drops their calls whole.
__attribute__((always_inline)) inline void prefetch(const void* address) {
    __builtin_prefetch(address);
    asm volatile("");
}

__attribute__((always_inline)) inline void keep_scalar() { asm volatile(""); }
#endif

// atomicAdd(&target[k], value(k)) for k in [0, count), a run of consecutive destinations (a row
// segment): on the host a plain loop that vectorises, when one OS thread runs the launch, else
// under a lock per cache line. A launch adds to these destinations through atomic_add_run alone.
template <typename A, class Value>
__device__ __forceinline__ void atomic_add_run(A* target, i64 count, Value value) {
#if !defined(__CUDACC__) && !defined(__CUDACC_RTC__)
    if (skucat_host::alone) {
        for (i64 k = 0; k < count; ++k) target[k] += value(k);
    } else {
        skucat_host::add_run_locked(target, count, value);
    }
    return;
#endif
    for (i64 k = 0; k < count; ++k) atomicAdd(&target[k], value(k));
}

// body(add) for a group of adds to one region (e.g. a few channels' planes), add(target, value) adding
// value to *target: an atomicAdd each on a GPU; on the host plain adds, under the region's one lock
// where other OS threads run the launch too, unless `exclusive` (the calling loop's run makes every add
// the launch makes to the region). A launch adds to such a region through atomic_add_group alone,
// always naming it by the same address.
struct AtomicAdd {
    template <typename A>
    __device__ __forceinline__ void operator()(A* target, A value) const { atomicAdd(target, value); }
};
struct PlainAdd {
    template <typename A>
    __device__ __forceinline__ void operator()(A* target, A value) const { *target += value; }
};

template <class Body>
__device__ __forceinline__ void atomic_add_group(const void* region, bool exclusive, Body body) {
#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
    body(AtomicAdd());
#else
    if (skucat_host::alone || exclusive) body(PlainAdd());
    else skucat_host::run_locked(region, [&] { body(PlainAdd()); });
#endif
}

// ---- Block-cooperative rows, for block_sync entries (blocks of whole warps). The threads of a
// block split a row's items with block_loop (or the grid's items with grid_loop), each keeps
// its partial in its lane of a Lanes value, and Lanes::reduce combines the lanes in a fixed
// order: in each warp lane 0's xor butterfly, then the warps in order. The result depends on
// the values alone. Every thread of the block makes the same calls, and a thread's own index
// appears only as `threadIdx.x == 0`, the one thread that writes a block's result: the host
// (skucat_simt.h) then runs one call per block that plays every thread in the same order.
struct Sum {
    template <typename T>
    __device__ __forceinline__ T operator()(T a, T b) const { return a + b; }
};
struct Max {   // NaN wins, as in PyTorch's max
    template <typename T>
    __device__ __forceinline__ T operator()(T a, T b) const { return (a != a) | (a > b) ? a : b; }   // no branch: vectorises
};

#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
template <typename T, class Op>
__device__ __forceinline__ T warp_reduce(T value, Op op) {
    for (int offset = 16; offset > 0; offset /= 2) value = op(value, __shfl_xor_sync(0xffffffffu, value, offset));
    return value;
}

template <typename T, class Op>
__device__ __forceinline__ T block_reduce(T value, Op op) {
    __shared__ T partial[32];
    value = warp_reduce(value, op);
    __syncthreads();   // every thread has read the previous call's partials
    if (threadIdx.x % 32 == 0) partial[threadIdx.x / 32] = value;
    __syncthreads();
    value = partial[0];
    for (unsigned warp = 1; warp < blockDim.x / 32; ++warp) value = op(value, partial[warp]);
    return value;
}

// The calling thread's value; operator[] takes the thread's lane (its index in the block).
template <typename A>
struct Lanes {
    A value;
    __device__ __forceinline__ explicit Lanes(A init) : value(init) {}
    __device__ __forceinline__ A& operator[](unsigned) { return value; }
    template <class Op>
    __device__ __forceinline__ A reduce(Op op) const { return block_reduce(value, op); }
};

// body(lane, k) for the calling thread's items of [0, count): k = lane, lane + blockDim.x, ...
template <class Body>
__device__ __forceinline__ void block_loop(i64 count, Body body) {
    for (i64 k = threadIdx.x; k < count; k += blockDim.x) body(threadIdx.x, k);
}

// body(lane, item) for the calling thread's items of the block's run of [0, count) (grid_block_run):
// item = begin + lane, begin + lane + blockDim.x, ...
template <class Body>
__device__ __forceinline__ void grid_loop(i64 count, Body body) {
    i64 begin, end;
    grid_block_run(count, begin, end);
    for (i64 item = begin + threadIdx.x; item < end; item += blockDim.x) body(threadIdx.x, item);
}

// body(k) for the calling thread's block_loop items, where the body needs no lane.
template <class Body>
__device__ __forceinline__ void block_items(i64 count, Body body) {
    for (i64 k = threadIdx.x; k < count; k += blockDim.x) body(k);
}

// body(lane, k) on the one thread whose block_loop items include k (after its block_loop or
// block_items over k, so no barrier is needed to overwrite what that loop wrote at k).
template <class Body>
__device__ __forceinline__ void block_item(i64 k, Body body) {
    if (threadIdx.x == k % blockDim.x) body(threadIdx.x, k);
}

// The block's reduction by `op` of item(k) over k in [0, count), every thread starting from init.
template <typename A, class Op, class Item>
__device__ __forceinline__ A block_reduce_items(i64 count, A init, Op op, Item item) {
    Lanes<A> lanes(init);
    block_loop(count, [&](unsigned lane, i64 k) { lanes[lane] = op(lanes[lane], item(k)); });
    return lanes.reduce(op);
}
#else
using skucat_host::Lanes;

template <class Body>
__attribute__((always_inline)) inline void block_loop(i64 count, Body body) {
    skucat_host::lane_loop(0, count, body);
}

template <class Body>
__attribute__((always_inline)) inline void grid_loop(i64 count, Body body) {
    i64 begin, end;
    grid_block_run(count, begin, end);
    skucat_host::lane_loop(begin, end, body);
}

template <class Body>
__attribute__((always_inline)) inline void block_items(i64 count, Body body) {
    skucat_host::item_loop(count, body);
}

template <class Body>
__attribute__((always_inline)) inline void block_item(i64 k, Body body) {
    body(unsigned(k % blockDim.x), k);
}

// Always inlined on the host: GCC leaves a call out of line where its Lanes (4 KB) grow the caller's
// stack frame past its limit, and the item's captures (the kernel's parameters and locals, by reference)
// would escape; every store of the caller's loops may then change them, and those loops neither
// hoist their loads nor vectorise.
template <typename A, class Op, class Item>
__attribute__((always_inline)) inline A block_reduce_items(i64 count, A init, Op op, Item item) {
    return skucat_host::reduce_items(count, init, op, item);
}
#endif

// ---- Grouping items by an integer key, for deterministic scatters: instead of
// atomically adding each contribution to its destination, a backward groups its
// contributions by destination (a stable counting sort) and each destination sums
// its group in item order. Each step is a kernel entry (the catalog's `device:`), run
// in this order, on the fields every grouping op names alike: keys[group_items] (keys
// outside [0, group_buckets) are left out), and the slices counts[group_buckets],
// bases[group_buckets / scan_chunk + 1], offsets[group_buckets + 1] and order[group_items]
// (i64). Afterwards order lists the items by (key, item), then -1s, and offsets[b] is
// where key b's items start in it.

// An atomic add to a 64-bit count, returning the old count: CUDA adds unsigned long long only, which
// in two's complement is the signed sum.
__device__ __forceinline__ i64 count_add(i64* count, i64 value) {
    return i64(atomicAdd(reinterpret_cast<unsigned long long*>(count), static_cast<unsigned long long>(value)));
}

template <class P>
__device__ __forceinline__ void group_zero_step(const P& p) {
    for_each_item(p.group_buckets, [&](i64 b) { p.counts[b] = 0; });
}

// Integer atomics: the counts do not depend on the order.
template <class P>
__device__ __forceinline__ void group_count_step(const P& p) {
    for_each_item(p.group_items, [&](i64 item) {
        const i64 key = i64(p.keys[item]);
        if (key >= 0 && key < p.group_buckets) count_add(&p.counts[key], 1);
    });
}

// bases[k] = the counts of chunk k, buckets [k * scan_chunk, (k + 1) * scan_chunk), summed.
template <class P>
__device__ __forceinline__ void group_chunk_totals_step(const P& p) {
    const i64 chunk = p.scan_chunk, buckets = p.group_buckets;
    for_each_item(buckets / chunk + 1, [&](i64 k) {
        const i64 end = (k + 1) * chunk < buckets ? (k + 1) * chunk : buckets;
        i64 total = 0;
        for (i64 b = k * chunk; b < end; ++b) total += p.counts[b];
        p.bases[k] = total;
    });
}

// The chunk totals become exclusive prefix sums, by one thread (there are few chunks).
template <class P>
__device__ __forceinline__ void group_chunk_scan_step(const P& p) {
    if (first_item() != 0) return;
    i64 run = 0;
    for (i64 k = 0; k <= p.group_buckets / p.scan_chunk; ++k) {
        const i64 total = p.bases[k];
        p.bases[k] = run;
        run += total;
    }
}

// offsets[b] = the number of items whose key is below b, for b in [0, group_buckets].
template <class P>
__device__ __forceinline__ void group_offsets_step(const P& p) {
    const i64 chunk = p.scan_chunk, buckets = p.group_buckets;
    for_each_item(buckets / chunk + 1, [&](i64 k) {
        const i64 end = (k + 1) * chunk < buckets ? (k + 1) * chunk : buckets;
        i64 run = p.bases[k];
        for (i64 b = k * chunk; b < end; ++b) {
            p.offsets[b] = run;
            run += p.counts[b];
        }
        if (k == buckets / chunk) p.offsets[buckets] = run;
    });
}

// Each item goes into its key's range of `order`, in no particular order yet; counts return to 0.
template <class P>
__device__ __forceinline__ void group_fill_step(const P& p) {
    // Items from the last: each group's slots fill from its end, so items taken in increasing
    // order (as one host thread takes them) leave the group sorted.
    for_each_item(p.group_items, [&](i64 step) {
        const i64 item = p.group_items - 1 - step, key = i64(p.keys[item]);
        if (key >= 0 && key < p.group_buckets) p.order[p.offsets[key] + count_add(&p.counts[key], -1) - 1] = item;
    });
}

__device__ __forceinline__ void group_sift_down(i64* values, i64 root, i64 end) {
    for (i64 child = 2 * root + 1; child < end; root = child, child = 2 * root + 1) {
        if (child + 1 < end && values[child + 1] > values[child]) ++child;
        if (values[root] >= values[child]) return;
        const i64 swapped = values[root];
        values[root] = values[child];
        values[child] = swapped;
    }
}

// Each group sorted in place (heapsort: no recursion, no scratch; skipped for a group already in
// order, as the host's fill leaves it), which makes the grouping stable whatever order the fill ran
// in; the items left out are marked -1.
template <class P>
__device__ __forceinline__ void group_sort_step(const P& p) {
    for_each_item(p.group_buckets, [&](i64 b) {
        i64* values = p.order + p.offsets[b];
        const i64 size = p.offsets[b + 1] - p.offsets[b];
        i64 sorted = 1;
        while (sorted < size && values[sorted - 1] < values[sorted]) ++sorted;
        if (sorted >= size) return;
        for (i64 root = size / 2 - 1; root >= 0; --root) group_sift_down(values, root, size);
        for (i64 end = size - 1; end > 0; --end) {
            const i64 largest = values[0];
            values[0] = values[end];
            values[end] = largest;
            group_sift_down(values, 0, end);
        }
    });
    const i64 grouped = p.offsets[p.group_buckets];
    for_each_item(p.group_items - grouped, [&](i64 j) { p.order[grouped + j] = -1; });
}

// After group_sort_step, for sums that read their groups' items in a row: pair_weights[j] is the
// weight of item order[j] (0 for the items left out), not a load from anywhere in weights.
template <class P>
__device__ __forceinline__ void group_weights_step(const P& p) {
    typedef typename P::compute A;
    for_each_item(p.group_items, [&](i64 j) {
        const i64 item = p.order[j];
        p.pair_weights[j] = item >= 0 ? p.weights[item] : A(0);
    });
}

}  // namespace skucat
#endif
