// The SIMT layer of the host backend: just enough of CUDA's device model for
// the generated kernels to compile as C++20 and run on the CPU with the same
// grid, block and kernelParams as on a GPU.
//
// Blocks run one after another on each of a few OS threads; inside a block,
// threads run one after another too. A block_sync entry's threads cooperate
// only through block_loop and Lanes (skucat_prelude.cuh): there one call per
// block plays every thread, in the order a GPU combines them, so the host has
// no barriers, shuffles or shared memory. A shuffled schedule runs blocks, and
// threads within a block, in an order drawn from its seed, so a kernel whose
// result depends on execution order shows it.
#pragma once
// Vector values (VectorOf) passed between inlined functions: GCC's notes on their ABI do not apply.
#pragma GCC diagnostic ignored "-Wpsabi"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <pthread.h>
#include <sched.h>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <numeric>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

// glibc's vector math library (libmvec, linked where the host backend finds it): each function it has
// in vector form, declared here at global scope (inside a namespace g++ ignores the attribute), so that a
// loop calling it vectorises, each call then taking 4 or 8 values at once (within 4 ulp, as glibc
// documents). std::exp(float) and the like call these too. Not sincos, whose outputs are pointers, nor exp10,
// which g++ 12 keeps scalar whatever the declaration.
#if defined(SKUCAT_VECTOR_MATH)
#define SKUCAT_VECTOR_MATH_1(name)                                                      \
    float name##f(float) noexcept __attribute__((simd("notinbranch")));                \
    double name(double) noexcept __attribute__((simd("notinbranch")));
#define SKUCAT_VECTOR_MATH_2(name)                                                      \
    float name##f(float, float) noexcept __attribute__((simd("notinbranch")));         \
    double name(double, double) noexcept __attribute__((simd("notinbranch")));
extern "C" {
SKUCAT_VECTOR_MATH_1(exp) SKUCAT_VECTOR_MATH_1(exp2) SKUCAT_VECTOR_MATH_1(expm1)
SKUCAT_VECTOR_MATH_1(log) SKUCAT_VECTOR_MATH_1(log2) SKUCAT_VECTOR_MATH_1(log10) SKUCAT_VECTOR_MATH_1(log1p)
SKUCAT_VECTOR_MATH_1(sin) SKUCAT_VECTOR_MATH_1(cos) SKUCAT_VECTOR_MATH_1(tan)
SKUCAT_VECTOR_MATH_1(asin) SKUCAT_VECTOR_MATH_1(acos) SKUCAT_VECTOR_MATH_1(atan)
SKUCAT_VECTOR_MATH_1(sinh) SKUCAT_VECTOR_MATH_1(cosh) SKUCAT_VECTOR_MATH_1(tanh)
SKUCAT_VECTOR_MATH_1(asinh) SKUCAT_VECTOR_MATH_1(acosh) SKUCAT_VECTOR_MATH_1(atanh)
SKUCAT_VECTOR_MATH_1(erf) SKUCAT_VECTOR_MATH_1(erfc) SKUCAT_VECTOR_MATH_1(cbrt)
SKUCAT_VECTOR_MATH_2(pow) SKUCAT_VECTOR_MATH_2(atan2) SKUCAT_VECTOR_MATH_2(hypot)
}
#undef SKUCAT_VECTOR_MATH_1
#undef SKUCAT_VECTOR_MATH_2
#endif

#ifndef SKUCAT_RUNTIME
#define SKUCAT_RUNTIME runtime
#endif
#define SKUCAT_JOIN_(a, b) a##b
#define SKUCAT_JOIN(a, b) SKUCAT_JOIN_(a, b)

// The CPU's conversion of floats to halves (F16C) where it has one, declared as libmvec's functions are
// above, so that a loop storing halves makes one call per 4, 8 or 16 values: the branchless conversion
// below takes about 20 instructions per 8 values, and a cast to f16 ran at half the speed of memory.
// The runtime library defines it, each vector form under the name g++'s vector function ABI gives it;
// a unit must not see its body, or g++ would inline it (the loop then scalar) or derive forms of its
// own. Not for halves to floats: a loop that stays scalar (an ordered sum) would then call once per
// value where the branchless conversion costs a few instructions, and such loops read many halves for
// each one they store.
#if defined(__F16C__) && defined(__GNUC__) && !defined(__clang__)
#define SKUCAT_F16C
#define SKUCAT_TO_HALF SKUCAT_JOIN(SKUCAT_RUNTIME, _to_half)
#if defined(SKUCAT_RUNTIME_LIBRARY)
#include <immintrin.h>
extern "C" {
uint32_t SKUCAT_TO_HALF(float value) noexcept { return _cvtss_sh(value, _MM_FROUND_TO_NEAREST_INT); }
// b: SSE, c: AVX, d: AVX2, e: AVX-512, each with the lanes and registers the ABI gives its types.
__m128i SKUCAT_JOIN(_ZGVbN4v_, SKUCAT_TO_HALF)(__m128 value) noexcept { return _mm_cvtepu16_epi32(_mm_cvtps_ph(value, 0)); }
__m128i SKUCAT_JOIN(_ZGVcN4v_, SKUCAT_TO_HALF)(__m128 value) noexcept { return _mm_cvtepu16_epi32(_mm_cvtps_ph(value, 0)); }
#if defined(__AVX2__)
__m256i SKUCAT_JOIN(_ZGVdN8v_, SKUCAT_TO_HALF)(__m256 value) noexcept { return _mm256_cvtepu16_epi32(_mm256_cvtps_ph(value, 0)); }
#endif
#if defined(__AVX512F__)
__m512i SKUCAT_JOIN(_ZGVeN16v_, SKUCAT_TO_HALF)(__m512 value) noexcept {
    return _mm512_cvtepu16_epi32(_mm512_cvtps_ph(value, 0));
}
#endif
}
#else
extern "C" uint32_t SKUCAT_TO_HALF(float) noexcept __attribute__((simd("notinbranch"), const));
#endif
#endif

// inline: the host calls a kernel only through its launch entry (SKUCAT_ENTRY), into which it is flattened,
// so no out-of-line copy of it (and of the device code it calls) is compiled beside that one.
#define __global__ inline
#define __device__
#define __host__
#define __forceinline__ inline
#define __restrict__ __restrict
#define __launch_bounds__(...)
namespace skucat_host {

struct dim3 {
    unsigned x = 1, y = 1, z = 1;
};

// ---- 16-bit float storage types, converted through float with round-to-nearest-even.

inline float bits_to_float(uint32_t bits) {
    float value;
    std::memcpy(&value, &bits, 4);
    return value;
}

inline uint32_t float_to_bits(float value) {
    uint32_t bits;
    std::memcpy(&bits, &value, 4);
    return bits;
}

// IEEE conversions, round to nearest even, without a branch, so that a loop of them vectorises
// (g++ vectorises no _Float16 conversion; aten's run 8 at a time). A float's half quantum is
// 2^(e - 10) for its exponent e, at least 2^-24: adding 2^(e + 13), whose float quantum that is,
// rounds the magnitude to it, and the sum's bits above that power's count the quanta. A NaN is
// the quiet one; >= 65520 rounds to inf.
inline uint16_t float_to_half_bits(float value) {
#if defined(SKUCAT_F16C) && !defined(SKUCAT_RUNTIME_LIBRARY)
    return uint16_t(SKUCAT_TO_HALF(value));
#else
    const uint32_t bits = float_to_bits(value);
    const uint32_t magnitude = bits & 0x7fffffffu;
    const uint32_t exponent = std::max(magnitude >> 23, 113u);   // 113: the smallest normal half's, 2^-14
    const uint32_t power = (exponent + 13) << 23;
    const uint32_t quanta = float_to_bits(bits_to_float(magnitude) + bits_to_float(power)) - power;
    const uint32_t finite = ((exponent - 113) << 10) + quanta;   // a carry into the exponent is right
    return uint16_t((bits >> 16 & 0x8000u) | (magnitude > 0x7f800000u ? 0x7e00u : magnitude >= 0x477ff000u ? 0x7c00u : finite));
#endif
}

// Normal halves rebiased (inf and NaN to float's top exponent); a subnormal's 2^-24 multiples are
// exact in float arithmetic on normal floats (a flush-denormals mode changes nothing).
inline float half_bits_to_float(uint16_t half) {
    const uint32_t magnitude = half & 0x7fffu;
    const uint32_t normal = (magnitude << 13) + (magnitude >= 0x7c00u ? 0x70000000u : 0x38000000u);
    const uint32_t bits = magnitude < 0x400u ? float_to_bits(float(int(magnitude)) * 0x1p-24f) : normal;
    return bits_to_float(uint32_t(half & 0x8000u) << 16 | bits);
}

inline uint16_t float_to_bfloat16_bits(float value) {
    const uint32_t bits = float_to_bits(value);
    const bool nan = (bits & 0x7fffffffu) > 0x7f800000u;   // made quiet
    return uint16_t(nan ? (bits >> 16) | 0x40u : (bits + 0x7fffu + ((bits >> 16) & 1u)) >> 16);
}

}  // namespace skucat_host

using skucat_host::dim3;
typedef dim3 uint3;

// Read by every kernel thread: initial-exec TLS makes each read a plain
// load instead of a __tls_get_addr call (3x faster for small kernels). It
// puts all of the library's TLS in the few hundred bytes of static TLS that
// dlopen can give, so the library keeps its TLS to these and a few pointers.
#define SKUCAT_HOT_TLS thread_local __attribute__((tls_model("initial-exec")))
inline SKUCAT_HOT_TLS dim3 threadIdx, blockIdx, blockDim, gridDim;

struct __half {
    uint16_t bits;
};
struct __nv_bfloat16 {
    uint16_t bits;
};

inline float __half2float(__half value) { return skucat_host::half_bits_to_float(value.bits); }
inline __half __float2half_rn(float value) { return __half{skucat_host::float_to_half_bits(value)}; }
inline float __bfloat162float(__nv_bfloat16 value) { return skucat_host::bits_to_float(uint32_t(value.bits) << 16); }
inline __nv_bfloat16 __float2bfloat16_rn(float value) { return __nv_bfloat16{skucat_host::float_to_bfloat16_bits(value)}; }

inline void __threadfence() { std::atomic_thread_fence(std::memory_order_seq_cst); }

namespace skucat_host {
// Whether the calling OS thread is the only one running the launch: kernel threads then take
// turns, so an atomic read-modify-write can be a plain one (a float atomicAdd is otherwise a
// compare-exchange loop).
inline SKUCAT_HOT_TLS bool alone;
}  // namespace skucat_host

template <typename T>
inline T atomicAdd(T* address, T value) {
    if (skucat_host::alone) {
        const T old = *address;
        *address = old + value;
        return old;
    }
    return std::atomic_ref<T>(*address).fetch_add(value, std::memory_order_relaxed);
}

template <typename T>
inline T atomicMax(T* address, T value) {
    if (skucat_host::alone) {
        const T old = *address;
        if (old < value) *address = value;
        return old;
    }
    std::atomic_ref<T> ref(*address);
    T seen = ref.load(std::memory_order_relaxed);
    while (seen < value && !ref.compare_exchange_weak(seen, value, std::memory_order_relaxed)) {
    }
    return seen;
}

namespace skucat_host {

inline uint64_t splitmix64(uint64_t& state) {
    uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

// How a launch orders its blocks and threads: natural, or shuffled by a seed.
struct Schedule {
    bool shuffled;
    uint64_t seed;
};

// The execution order of `count` items: natural, or a shuffle drawn from the seed and `salt`.
inline void schedule(std::vector<uint32_t>& order, uint32_t count, const Schedule& how, uint64_t salt) {
    order.resize(count);
    std::iota(order.begin(), order.end(), 0u);
    if (!how.shuffled) return;
    uint64_t state = how.seed ^ salt;
    for (uint32_t i = count; i > 1; --i) std::swap(order[i - 1], order[splitmix64(state) % i]);
}

inline dim3 unflatten(uint32_t index, const dim3& extent) {
    return dim3{index % extent.x, (index / extent.x) % extent.y, index / (extent.x * extent.y)};
}

template <class Signature>
struct Params;

template <class... P>
struct Params<void (*)(P...)> {
    using Tuple = std::tuple<std::remove_cvref_t<P>...>;

    template <size_t... I>
    static Tuple unpack(void** params, std::index_sequence<I...>) {
        return Tuple{*static_cast<std::remove_cvref_t<P>*>(params[I])...};
    }
    static Tuple unpack(void** params) { return unpack(params, std::index_sequence_for<P...>{}); }
};

// What a launch needs of one kernel entry: run one thread of the current
// block, or all threads of a 1-D block in natural order (the fast path).
struct Kernel {
    void (*run_thread)(const void* args);
    void (*run_linear_block)(const void* args, uint32_t threads);
    const void* args;
};

// Item-wise runs: a kernel that does all its per-thread work in `for_each_item`
// loops (skucat_prelude.cuh) needs only one call to cover a contiguous run of
// blocks of a 1-D launch: the first thread's call, given the run's blocks
// [item_blocks_begin, item_blocks_end), loops over all their items and marks
// the run done, and the other calls are skipped. The loop is then a plain
// counted loop the compiler vectorises, and per-thread and per-block costs go.
// Blocks and threads are independent without barriers, so this is one of the
// orders a GPU may run them in. A shuffled schedule runs such a kernel the same
// way, one block's run at a time in shuffled order (for_each_piece).
inline SKUCAT_HOT_TLS uint32_t item_blocks_begin, item_blocks_end;
inline SKUCAT_HOT_TLS bool items_done;

// Running a block_sync entry, whose one call per block plays every thread of the block.
inline SKUCAT_HOT_TLS bool cooperative;

[[noreturn]] inline void fail(const char* what) {
    std::fprintf(stderr, "skucat host backend: %s\n", what);
    std::abort();
}

// A kernel reading its own thread index where the host runs one call for many threads.
inline void check_thread_index(const char* what) {
    if (items_done) {
        std::fprintf(stderr, "skucat host backend: %s after a for_each_item loop: do all per-thread work in them\n", what);
        std::abort();
    }
    if (cooperative) {
        std::fprintf(stderr, "skucat host backend: %s in a block_sync entry: use block_loop, grid_loop and Lanes\n", what);
        std::abort();
    }
}

// Blocks to run: first, first + 1, ... (the natural order, with no list to build), or order[0..count).
struct Blocks {
    const uint32_t* order;
    uint32_t first;
    size_t count;
    uint32_t operator[](size_t i) const { return order ? order[i] : first + uint32_t(i); }
    Blocks part(size_t begin, size_t end) const {
        return order ? Blocks{order + begin, 0, end - begin} : Blocks{nullptr, first + uint32_t(begin), end - begin};
    }
};

// Runs `thread` of block `first` as the first call of the item-wise run of blocks [first, end);
// whether the kernel was item-wise (else that thread has run as itself alone).
inline bool run_items(const Kernel& kernel, uint32_t first, uint32_t end, uint32_t thread) {
    blockIdx = dim3{first, 0, 0};
    threadIdx = dim3{thread, 0, 0};
    item_blocks_begin = first;
    item_blocks_end = end;
    items_done = false;
    kernel.run_thread(kernel.args);
    item_blocks_begin = item_blocks_end = 0;
    const bool done = items_done;
    items_done = false;
    return done;
}

// Runs `blocks` on the calling OS thread.
inline void run_blocks(const Kernel& kernel, const unsigned* dims, const Schedule& how, bool block_sync, Blocks blocks) {
    gridDim = dim3{dims[0], dims[1], dims[2]};
    blockDim = dim3{dims[3], dims[4], dims[5]};
    const uint32_t threads = blockDim.x * blockDim.y * blockDim.z;
    const bool one_d = threads == blockDim.x && gridDim.y == 1 && gridDim.z == 1 && !block_sync;
    const bool linear = !how.shuffled && threads == blockDim.x && !block_sync;
    if (linear && one_d && blocks.count > 0) {
        if (run_items(kernel, blocks[0], blocks[0] + uint32_t(blocks.count), 0)) return;
        // Not item-wise: the first thread has run as itself; the rest follow.
        for (uint32_t thread = 1; thread < threads; ++thread) {
            threadIdx = dim3{thread, 0, 0};
            kernel.run_thread(kernel.args);
        }
        blocks = blocks.part(1, blocks.count);
    }
    if (block_sync) {
        if (threads != blockDim.x) fail("a block_sync entry's block is not 1-D");
        cooperative = true;
        threadIdx = dim3{0, 0, 0};
        const bool flat = gridDim.y == 1 && gridDim.z == 1;   // no division per block
        for (size_t i = 0; i < blocks.count; ++i) {
            blockIdx = flat ? dim3{blocks[i], 0, 0} : unflatten(blocks[i], gridDim);
            kernel.run_thread(kernel.args);
        }
        cooperative = false;
        return;
    }
    std::vector<uint32_t> thread_order;
    for (size_t i = 0; i < blocks.count; ++i) {
        const uint32_t block = blocks[i];
        blockIdx = unflatten(block, gridDim);
        if (linear) {
            kernel.run_linear_block(kernel.args, threads);
            continue;
        }
        schedule(thread_order, threads, how, 0x2545f4914f6cdd1dull * (block + 1ull));
        // Shuffled, a 1-D launch's item-wise kernel runs block by block as on the natural schedule.
        const bool items = one_d && run_items(kernel, block, block + 1, thread_order[0]);
        for (size_t k = one_d; k < thread_order.size() && !items; ++k) {
            threadIdx = unflatten(thread_order[k], blockDim);
            kernel.run_thread(kernel.args);
        }
    }
}

// Item-wise loops hand their items over in pieces cut at fixed points: every multiple of `run`, and
// every `grain` items from each of those. A worker's share ends at one too (the only partial piece
// is the last, at count), whatever the schedule, the number of workers and blockDim.x: each item
// goes through the same code (vector or scalar, the same lanes) in any launch, so that its bits do
// not depend on the schedule (glibc's vector expf and its scalar one differ in the last bit).
constexpr long long kItemGrain = 64;    // for_each_item: a multiple of any vector's width
constexpr long long kItemPiece = 1 << 16;   // for_each_item: the most items a call of its body loops over
constexpr long long kRunGrain = 4096;   // for_each_run: long runs still split among workers

// The last cut at or before `item`.
inline long long cut_at_or_before(long long item, long long count, long long run, long long grain) {
    if (item >= count) return count;
    const long long start = item / run * run;
    return start + (item - start) / grain * grain;
}

// pieces(begin, end) for the calling thread's items of a grid-stride loop over [0, count): one item
// each, or, in the first call of an item-wise run, the pieces of the run's blocks' items in each grid
// stride, each stride's share from the cut at or before its first item to the one at or before its end,
// in pieces of at most `piece` items (from cut to cut).
template <class Pieces>
__attribute__((always_inline)) inline void for_each_piece(long long count, long long run, long long grain,
                                                          long long piece, Pieces&& pieces) {
    if (cooperative) fail("an item loop in a block_sync entry: use block_loop, grid_loop and Lanes");
    const long long width = blockDim.x, stride = width * gridDim.x;
    if (item_blocks_end == 0) {   // a launch that is not 1-D: each thread's items, on every schedule
        for (long long item = blockIdx.x * width + threadIdx.x; item < count; item += stride) pieces(item, item + 1);
        return;
    }
    items_done = true;
    for (long long base = 0;; base += stride) {
        long long begin = cut_at_or_before(base + item_blocks_begin * width, count, run, grain);
        if (begin >= count) return;
        const long long end = cut_at_or_before(base + item_blocks_end * width, count, run, grain);
        for (long long stop; begin < end; begin = stop) {
            stop = std::min({begin + piece, (begin / run + 1) * run, end});
            pieces(begin, stop);
        }
    }
}

// for_each_item, for_each_item_run and for_each_run of skucat_prelude.cuh: the items one at a time,
// in for_each_item's pieces, or in runs that never cross a multiple of `run` (nor kRunGrain items
// from one).
template <class Body>
__attribute__((always_inline)) inline void for_each_item_run(long long count, Body&& body) {
    // Cuts every kItemGrain items as before (kItemPiece is a multiple), a body's loop over up to
    // kItemPiece of them: the loop's own cost, paid every 64 items, slowed memory-bound loops.
    for_each_piece(count, kItemPiece, kItemGrain, kItemPiece, body);
}

template <class Body>
__attribute__((always_inline)) inline void for_each_item(long long count, Body&& body) {
    for_each_item_run(count, [&](long long begin, long long end) {
        // Two vector iterations at a time: a core keeps more loads in flight (SKUCAT_HOST_UNROLL).
        _Pragma("GCC unroll 2") for (long long item = begin; item < end; ++item) body(item);
    });
}

// for_each_item_side_by_side of skucat_prelude.cuh: each of for_each_item's pieces as `Streams` runs
// of whole vectors (`Shared` where workers split the launch), whose loops go side by side, then the
// rest. A core keeps more reads in flight over several streams than along one (in-place relu of 16M
// floats, one worker: 5.0 ms as one stream, 4.5 as two, 4.0 as four); too many streams (eight, or
// four over each of three arrays; two over two arrays on each of two workers) lose the gain.
// `Wide`, a body that calls vector math (then Streams is 1): 16 floats at a time where the CPU has
// AVX-512, as PyTorch's kernels there, for glibc's 16-wide exp, erf, tanh, ... (in-place silu of 16M
// floats at two threads: 0.9 of PyTorch's time, not 1.1). Every other loop keeps the 256 bits of
// -mprefer-vector-width: at 16 wide, loops bound by memory ran 5-10% longer (in-place hardswish, mul).
#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512VL__) && defined(__AVX512DQ__)
constexpr bool kWideItems = true;
#else
constexpr bool kWideItems = false;
#endif
template <int Streams, int Shared, bool Wide = false, class Body>
__attribute__((always_inline)) inline void for_each_item_side_by_side(long long count, Body&& body) {
    static_assert(!Wide || Streams == 1, "a Wide body runs as one stream");
    if constexpr (Streams != Shared) {
        if (!alone) return skucat_host::for_each_item_side_by_side<Shared, Shared, Wide>(count, body);
    }
    for_each_item_run(count, [&](long long begin, long long end) {
        if constexpr (Wide && kWideItems) {
            _Pragma("omp simd simdlen(16)") for (long long item = begin; item < end; ++item) body(item);
            return;
        }
        const long long share = Streams > 1 ? (end - begin) / Streams / kItemGrain * kItemGrain : 0;
        if constexpr (Streams > 1) {
            _Pragma("GCC ivdep") for (long long k = 0; k < share; ++k) {
                _Pragma("GCC unroll 8") for (int stream = 0; stream < Streams; ++stream) body(begin + stream * share + k);
            }
        }
        _Pragma("GCC ivdep") _Pragma("GCC unroll 2") for (long long item = begin + Streams * share; item < end; ++item)
            body(item);
    });
}

template <class Body>
__attribute__((always_inline)) inline void for_each_run(long long count, long long run, Body&& body) {
    for_each_piece(count, run > 1 ? run : 1, kRunGrain, kRunGrain, body);
}

// Block-cooperative loops (block_loop and grid_loop in skucat_prelude.cuh): the threads of a
// block_sync entry's block take turns over the items of [first, end) in rounds of blockDim.x,
// thread t the item base + t of each round's base. One call plays every thread: body(t, item)
// for each item in order, so each thread's items come in its own order.
template <class Body>
__attribute__((always_inline)) inline void lane_loop(long long first, long long end, Body&& body) {
    if (!cooperative) fail("block_loop or grid_loop outside a block_sync entry");
    const long long threads = blockDim.x;
    for (long long base = first; base < end; base += threads) {
        const unsigned lanes = unsigned(std::min(threads, end - base));
        for (unsigned lane = 0; lane < lanes; ++lane) body(lane, base + lane);
    }
}

// block_items of skucat_prelude.cuh: block_loop's items for a body without a lane, so the order
// of the threads' items is free: one plain loop (no loop per round of the block's threads).
template <class Body>
__attribute__((always_inline)) inline void item_loop(long long count, Body&& body) {
    if (!cooperative) fail("block_items outside a block_sync entry");
    for (long long k = 0; k < count; ++k) body(k);
}

// One value per thread of the block (Lanes in skucat_prelude.cuh). reduce combines them as
// block_reduce does on a GPU: in each warp, lane 0's xor butterfly, then the warps in order.
template <typename A>
struct Lanes {
    A values[1024];

    explicit Lanes(A init) {
        if (!cooperative || blockDim.x > 1024) fail("Lanes outside a block_sync entry or in a block of over 1024 threads");
        std::fill_n(values, blockDim.x, init);
    }
    A& operator[](unsigned lane) { return values[lane]; }

    template <class Op>
    A reduce(Op op) const {
        const unsigned threads = blockDim.x;
        if (threads % 32 != 0) fail("Lanes::reduce in a block that is not whole warps");
        A result = values[0];
        for (unsigned warp = 0; warp < threads / 32; ++warp) {
            // Lane 0's butterfly reads, at each step, the lanes below `offset` (lane ^ offset = lane + offset).
            // Steps of fixed sizes, the first from the values themselves: each step is a few vector
            // operations, not a loop over offsets reading back what the step before stored.
            const A* warp_values = values + 32 * warp;
            A lanes[16];
#pragma GCC unroll 1
            for (unsigned lane = 0; lane < 16; ++lane) lanes[lane] = op(warp_values[lane], warp_values[lane + 16]);
            fold<8>(lanes, op);
            fold<4>(lanes, op);
            fold<2>(lanes, op);
            fold<1>(lanes, op);
            result = warp == 0 ? lanes[0] : op(result, lanes[0]);
        }
        return result;
    }

  private:
    template <unsigned kOffset, class Op>
    __attribute__((always_inline)) static void fold(A* lanes, Op op) {
        A folded[kOffset];
#pragma GCC unroll 1   // unrolled, the step would not vectorise
        for (unsigned lane = 0; lane < kOffset; ++lane) folded[lane] = op(lanes[lane], lanes[lane + kOffset]);
        for (unsigned lane = 0; lane < kOffset; ++lane) lanes[lane] = folded[lane];
    }
};

// `Bytes` bytes of A as one value of GCC's vector extension (32: an AVX register), on which Sum and Max apply
// lane by lane.
template <typename A, unsigned Bytes>
struct VectorOf {
    typedef A type __attribute__((vector_size(Bytes)));
};

// Lane 0's value after the xor butterfly of the lanes of `lanes`: at each step, the lower half op
// the upper.
template <typename A, unsigned Bytes, class Op>
__attribute__((always_inline)) inline A butterfly(typename VectorOf<A, Bytes>::type lanes, Op op) {
    if constexpr (Bytes == sizeof(A)) {
        return lanes[0];
    } else {
        typename VectorOf<A, Bytes / 2>::type low, high;
        std::memcpy(&low, &lanes, sizeof low);
        std::memcpy(&high, reinterpret_cast<const char*>(&lanes) + sizeof low, sizeof high);
        return butterfly<A, Bytes / 2>(op(low, high), op);
    }
}

// reduce_items for a block of one warp (rows of up to 1024 items): its 32 partials as reduce_items
// sums them, then the butterfly in a few vector registers, where Lanes would store and reload them
// (on short rows, much of the time). (Partials kept as vectors through the rounds would be faster
// for plain loads but slower for items the compiler vectorises with vector math, as softmax's.)
template <typename A, class Op, class Item>
__attribute__((always_inline)) inline A reduce_warp_items(long long count, A init, Op op, Item& item) {
    A partial[32];
    for (unsigned j = 0; j < 32; ++j) partial[j] = init;
    const long long full = count / 32 * 32;
    for (long long base = 0; base < full; base += 32)
        for (unsigned j = 0; j < 32; ++j) partial[j] = op(partial[j], item(base + j));
    for (long long j = 0; j < count - full; ++j) partial[j] = op(partial[j], item(full + j));
    constexpr unsigned kBytes = 32, kVectors = 32 * sizeof(A) / kBytes;
    typename VectorOf<A, kBytes>::type lanes[kVectors];
    // A vector at a time: one copy of the whole array went through 64-byte moves on AVX-512, whose
    // halves the next loads could not take from the store buffer.
    for (unsigned k = 0; k < kVectors; ++k) std::memcpy(&lanes[k], partial + k * (kBytes / sizeof(A)), kBytes);
    for (unsigned vectors = kVectors; vectors > 1; vectors /= 2)   // the butterfly's steps across vectors
        for (unsigned k = 0; k < vectors / 2; ++k) lanes[k] = op(lanes[k], lanes[k + vectors / 2]);
    return butterfly<A, kBytes>(lanes[0], op);
}

// block_reduce_items of skucat_prelude.cuh: each thread's items in block_loop's order, but a warp's
// 32 threads at a time, their partials in a local array the compiler keeps in registers (in Lanes,
// each round would store them and the next load them back). The warps take turns over chunks of
// rounds small enough to stay in cache, not over the whole row, which may not.
template <typename A, class Op, class Item>
__attribute__((always_inline)) inline A reduce_items(long long count, A init, Op op, Item&& item) {
    constexpr long long kRoundsPerChunk = 32;
    if constexpr (std::is_same_v<A, float> || std::is_same_v<A, double>)
        if (blockDim.x == 32 && cooperative) return reduce_warp_items(count, init, op, item);
    Lanes<A> lanes(init);
    const long long threads = blockDim.x, full = count / threads * threads;   // the items of whole rounds
    if (threads % 32 != 0) fail("block_reduce_items in a block that is not whole warps");
    for (long long start = 0;; start += threads * kRoundsPerChunk) {
        const long long end = std::min(full, start + threads * kRoundsPerChunk);
        for (unsigned first = 0; first < threads; first += 32) {
            A partial[32];
            for (unsigned j = 0; j < 32; ++j) partial[j] = lanes[first + j];
            for (long long base = start + first; base < end; base += threads)
                for (unsigned j = 0; j < 32; ++j) partial[j] = op(partial[j], item(base + j));
            if (end == full) {   // the last, partial round's items of these threads
                const unsigned rest = unsigned(std::clamp(count - full - first, 0ll, 32ll));
                for (unsigned j = 0; j < rest; ++j) partial[j] = op(partial[j], item(full + first + j));
            }
            for (unsigned j = 0; j < 32; ++j) lanes[first + j] = partial[j];
        }
        if (end == full) return lanes.reduce(op);
    }
}

// The runtime's shared state (the pool, the locks) are unique symbols: every library of one build of
// this header shares them (a process loads a library per build unit), and the build names the namespace
// (SKUCAT_RUNTIME, above) after the header's content, so that a library built from another version keeps its own.
inline namespace SKUCAT_RUNTIME {

// One turn of a spin wait: a PAUSE, and every 64th turn the core offered to any other thread, so
// that a thread spinning never holds up one that shares its core (as libgomp's threads did).
inline void relax(unsigned turn) {
    if (turn % 64 == 63) {
        sched_yield();
        return;
    }
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
}

// Spins for about 0.2 ms first (launches often follow each other closely), then sleeps, counted in
// `asleep` while it does.
template <typename T>
void wait_for_change(const std::atomic<T>& value, T seen, std::atomic<uint32_t>* asleep = nullptr) {
    for (unsigned turn = 0; turn < 4096; ++turn) {
        if (value.load(std::memory_order_acquire) != seen) return;
        relax(turn);
    }
    if (asleep) asleep->fetch_add(1, std::memory_order_seq_cst);   // before the value's last look (Pool::run)
    value.wait(seen, std::memory_order_seq_cst);
    if (asleep) asleep->fetch_sub(1, std::memory_order_relaxed);
}

// The host's locks for adds that other OS threads of a launch may make too, each on a line of its own.
struct alignas(64) LineLock {
    std::atomic<bool> held{false};
};
inline LineLock line_locks[512];

// body() under the lock of the line at `region` (one of the same set): a group of adds to a region
// (a channel's plane) that a launch makes through this alone takes one lock, not one per span.
template <class Body>
void run_locked(const void* region, Body&& body) {
    // The line's number hashed (Fibonacci), not taken modulo 512: planes a power of two bytes apart
    // (every channel of a 32x32x32 volume) would all share one lock.
    const uint64_t line = reinterpret_cast<uintptr_t>(region) / 64;
    std::atomic<bool>& held = line_locks[line * 0x9e3779b97f4a7c15ull >> 55].held;
    for (unsigned turn = 0; held.exchange(true, std::memory_order_acquire); ++turn) relax(turn);
    body();
    held.store(false, std::memory_order_release);
}

// Adds value(k) to target[k] for k in [0, count) where other OS threads of the launch may add to
// the same destinations: each aligned 1 KB span of the run under a spin lock (one of a fixed set,
// by the span's address), the adds inside a plain loop that vectorises; a compare-exchange loop
// per float costs several times more, and a lock per 64-byte line made taking the locks (their
// lines passing between cores) most of the work. During a launch, every add to these destinations
// must come through here.
constexpr uintptr_t kLockedSpan = 1024;

template <typename A, class Value>
void add_run_locked(A* target, long long count, Value&& value) {
    for (long long k = 0, end; k < count; k = end) {
        const uintptr_t address = reinterpret_cast<uintptr_t>(target + k), span = address / kLockedSpan;
        end = std::min(count, k + (long long)(((span + 1) * kLockedSpan - address + sizeof(A) - 1) / sizeof(A)));
        run_locked(reinterpret_cast<const void*>(span * kLockedSpan), [&] {
            for (long long j = k; j < end; ++j) target[j] += value(j);
        });
    }
}

// Launches over dims = {grid x, y, z, block x, y, z}: in the natural order, contiguous runs
// of blocks go to up to `workers` OS threads, as blocks go to SMs (with `spread`, to all of them,
// whatever the first slice's time); a shuffled schedule runs on one thread so that it is reproducible.
// The host backend compiles this once, into its runtime library (SKUCAT_RUNTIME_LIBRARY), which it loads
// before any unit: a unit built with SKUCAT_SHARED_RUNTIME only declares it, and its compile skips the
// launch machinery, about half of a small unit's time.
#if defined(SKUCAT_SHARED_RUNTIME)
void launch(const Kernel& kernel, const unsigned* dims, const Schedule& how, bool block_sync, unsigned workers,
            bool spread);
#else
// The worker pool and the launch: compiled into the runtime library (and into a unit built without it),
// and kept out of every unit's source, so that a change to them rebuilds the runtime library alone.
#include "skucat_launch.h"
#endif

}  // namespace SKUCAT_RUNTIME

// One kernel entry: its kernelParams are unpacked once per launch, and the
// kernel, a compile-time constant here, is inlined into the thread loop.
// Only this small part is instantiated per entry (compile time).
template <auto Function>
struct Entry {
    using Args = typename Params<decltype(Function)>::Tuple;

    // Flattened: the kernel, its device functions and the bodies of its item loops inline into one
    // function, where the compiler can vectorise the loops.
    __attribute__((flatten, noinline)) static void run_thread(const void* args) {
        std::apply(Function, *static_cast<const Args*>(args));
    }

    // Calls run_thread, not the kernel: one compiled copy of the kernel per entry (compile time).
    static void run_linear_block(const void* args, uint32_t threads) {
        for (uint32_t thread = 0; thread < threads; ++thread) {
            threadIdx = dim3{thread, 0, 0};
            run_thread(args);
        }
    }

    static void launch(const unsigned* dims, void** params, const Schedule& how, bool block_sync, unsigned workers,
                       bool spread) {
        const Args args = Params<decltype(Function)>::unpack(params);
        skucat_host::launch(Kernel{&run_thread, &run_linear_block, &args}, dims, how, block_sync, workers, spread);
    }
};

}  // namespace skucat_host

// Exports a C entry point the host backend calls through ctypes, for a kernel the catalog makes
// block_sync (one call per block) or not, and host_alone (one worker, whatever `workers`) or not.
// `flags`, the stream's: bit 0 the schedule is shuffled by `seed`, bit 1 every worker takes part
// however short the launch (tests of the workers' paths).
#define SKUCAT_ENTRY(name, block_sync, host_alone)                                                \
    extern "C" void skucat_host_launch_##name(const unsigned* dims, void** params, unsigned long long seed, \
                                              int flags, unsigned workers) {                             \
        ::skucat_host::Entry<&name>::launch(dims, params, ::skucat_host::Schedule{(flags & 1) != 0, seed}, \
                                            block_sync, host_alone ? 1u : workers, (flags & 2) != 0);   \
    }

// No barriers, warp shuffles or shared memory: block_sync entries cooperate through block_loop,
// grid_loop and Lanes. A kernel using them fails to compile, naming what to use instead.
constexpr int warpSize = 32;
#define __syncthreads SKUCAT_HOST_HAS_NO_BARRIERS_use_block_loop_and_Lanes
#define __syncwarp SKUCAT_HOST_HAS_NO_BARRIERS_use_block_loop_and_Lanes
#define __shfl_xor_sync SKUCAT_HOST_HAS_NO_SHUFFLES_use_Lanes_reduce
#define __shfl_down_sync SKUCAT_HOST_HAS_NO_SHUFFLES_use_Lanes_reduce
#define __shared__ SKUCAT_HOST_HAS_NO_SHARED_MEMORY_use_Lanes
