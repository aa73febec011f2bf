// The SIMT layer of the host backend: just enough of CUDA's device model for
// the generated kernels to compile as C++20 and run on the CPU with the same
// grid, block and kernelParams as on a GPU.
//
// Blocks run one after another on each of a few OS threads; inside a block,
// threads run one after another too, unless the kernel synchronises (`__syncthreads`), in which case each
// thread of the block is a fiber and the barrier switches between them. A
// shuffled schedule runs blocks, and threads within a block, in an order drawn
// from its seed, so a kernel whose result depends on execution order shows it.
#pragma once

#include <algorithm>
#include <atomic>
#include <memory>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <numeric>
#include <thread>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>
#include <ucontext.h>

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __restrict__ __restrict
#define __launch_bounds__(...)
// Entries that use shared memory synchronise, are declared block_sync, and
// run one block at a time on one OS thread: a function-local static is then
// exactly one block's shared memory. (Not thread_local: a dlopen'd library's
// TLS must stay small, see SKUCAT_HOT_TLS.) The check aborts, on first use,
// a kernel that uses shared memory outside a block_sync launch.
#define SKUCAT_CONCAT_(a, b) a##b
#define SKUCAT_CONCAT(a, b) SKUCAT_CONCAT_(a, b)
#define __shared__ \
    static const ::skucat_host::SharedMemoryCheck SKUCAT_CONCAT(skucat_shared_check_, __LINE__); static

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

inline uint16_t float_to_half_bits(float value) {
    const uint32_t bits = float_to_bits(value);
    const uint32_t sign = (bits >> 16) & 0x8000u;
    const uint32_t magnitude = bits & 0x7fffffffu;
    if (magnitude > 0x7f800000u) return uint16_t(sign | 0x7e00u);   // NaN
    if (magnitude >= 0x477ff000u) return uint16_t(sign | 0x7c00u);  // rounds to inf (>= 65520)
    if (magnitude < 0x38800000u) {                                  // subnormal or zero half
        // Scaling by 2^24 is exact; nearbyint rounds half to even.
        return uint16_t(sign | uint32_t(std::nearbyint(bits_to_float(magnitude) * 16777216.0f)));
    }
    uint32_t half = (((magnitude >> 23) - 112u) << 10) | ((magnitude >> 13) & 0x3ffu);
    const uint32_t rest = magnitude & 0x1fffu;
    if (rest > 0x1000u || (rest == 0x1000u && (half & 1u))) ++half;  // carry may bump the exponent: correct
    return uint16_t(sign | half);
}

inline float half_bits_to_float(uint16_t half) {
    const uint32_t sign = uint32_t(half & 0x8000u) << 16;
    const uint32_t exponent = (half >> 10) & 0x1fu;
    const uint32_t mantissa = half & 0x3ffu;
    if (exponent == 0x1fu) return bits_to_float(sign | 0x7f800000u | (mantissa << 13));
    if (exponent == 0) {
        const float value = float(mantissa) * (1.0f / 16777216.0f);
        return sign ? -value : value;
    }
    return bits_to_float(sign | ((exponent + 112u) << 23) | (mantissa << 13));
}

inline uint16_t float_to_bfloat16_bits(float value) {
    const uint32_t bits = float_to_bits(value);
    if ((bits & 0x7fffffffu) > 0x7f800000u) return uint16_t((bits >> 16) | 0x40u);  // quiet NaN
    return uint16_t((bits + 0x7fffu + ((bits >> 16) & 1u)) >> 16);
}

// ---- Block-synchronous kernels run each thread of a block as a fiber (below).

struct BlockScheduler;
inline thread_local BlockScheduler* active_block = nullptr;

struct SharedMemoryCheck {
    SharedMemoryCheck() {
        if (active_block == nullptr) {
            std::fprintf(stderr, "skucat host backend: __shared__ in a kernel entry not declared block_sync\n");
            std::abort();
        }
    }
};

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
// turns (fibers switch only at barriers), so an atomic read-modify-write can be a plain one
// (a float atomicAdd is otherwise a compare-exchange loop).
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

// ---- Fibers: each thread of a block-synchronous launch runs on its own stack
// and yields to the block's scheduler at every barrier. A block barrier
// (`__syncthreads`) releases when every live thread of the block has arrived,
// a warp barrier (`__syncwarp`, each shuffle) when every lane of its mask has;
// the scheduler resumes the released threads in the launch's order.

// Switching stacks without saving the signal mask (which swapcontext does with
// a system call) makes a switch a few instructions. AddressSanitizer builds
// keep swapcontext, which it understands.
#if defined(__x86_64__) && !defined(__SANITIZE_ADDRESS__)
#define SKUCAT_FAST_FIBERS 1
// Saves the callee-saved registers on the current stack, stores its pointer
// in *save, and resumes the stack at `load`.
__attribute__((naked, noinline)) static void switch_stack(void** /*save*/, void* /*load*/) {
    asm volatile(
        "pushq %rbp\n\tpushq %rbx\n\tpushq %r12\n\tpushq %r13\n\tpushq %r14\n\tpushq %r15\n\t"
        "movq %rsp, (%rdi)\n\tmovq %rsi, %rsp\n\t"
        "popq %r15\n\tpopq %r14\n\tpopq %r13\n\tpopq %r12\n\tpopq %rbx\n\tpopq %rbp\n\tret\n\t");
}
#else
#define SKUCAT_FAST_FIBERS 0
#endif

enum class Wait : uint8_t { none, block, warp };

struct Fiber {
#if SKUCAT_FAST_FIBERS
    void* sp;
#else
    ucontext_t context;
#endif
    uint32_t thread;          // linear thread index in the block
    bool done;
    Wait wait;
    uint64_t generation;      // the barrier generation it waits to see pass
};

struct Warp {
    uint32_t arrived = 0;     // lanes waiting at the current warp barrier
    uint32_t mask = 0;        // the mask they named
    uint64_t generation = 0;
    uint64_t slots[2][32];    // shuffle values by lane, by barrier generation's parity
};

struct BlockScheduler {
#if SKUCAT_FAST_FIBERS
    void* main_sp;
#else
    ucontext_t main;
#endif
    std::vector<Fiber> fibers;
    std::vector<Warp> warps;
    size_t current = 0, live = 0, arrived = 0;
    uint64_t generation = 0;
    uint32_t threads = 0;
};

[[noreturn]] inline void fail(const char* what) {
    std::fprintf(stderr, "skucat host backend: %s\n", what);
    std::abort();
}

inline BlockScheduler& current_block(const char* intrinsic) {
    if (active_block == nullptr) {
        // Threads are running one at a time: a barrier here would be silently wrong.
        std::fprintf(stderr, "skucat host backend: %s in a kernel entry not declared block_sync\n", intrinsic);
        std::abort();
    }
    return *active_block;
}

inline void yield(BlockScheduler& block) {
#if SKUCAT_FAST_FIBERS
    switch_stack(&block.fibers[block.current].sp, block.main_sp);
#else
    swapcontext(&block.fibers[block.current].context, &block.main);
#endif
}

inline void release_block_barrier_if_complete(BlockScheduler& block) {
    if (block.arrived != 0 && block.arrived == block.live) {
        block.arrived = 0;
        ++block.generation;
    }
}

inline void syncthreads() {
    BlockScheduler& block = current_block("__syncthreads");
    Fiber& fiber = block.fibers[block.current];
    fiber.wait = Wait::block;
    fiber.generation = block.generation;
    ++block.arrived;
    release_block_barrier_if_complete(block);
    yield(block);
}

// The lanes of `warp` that exist in a block of `threads` threads.
inline uint32_t existing_lanes(uint32_t warp, uint32_t threads) {
    const uint32_t count = std::min(32u, threads - 32u * warp);
    return count == 32 ? ~0u : (1u << count) - 1u;
}

inline void syncwarp(BlockScheduler& block, uint32_t mask) {
    Fiber& fiber = block.fibers[block.current];
    const uint32_t lane = fiber.thread % 32, index = fiber.thread / 32;
    if (!(mask >> lane & 1u)) fail("a warp intrinsic's mask does not name the calling lane");
    Warp& warp = block.warps[index];
    if (warp.arrived != 0 && warp.mask != mask) fail("lanes of a warp wait at warp barriers with different masks");
    warp.mask = mask;
    warp.arrived |= 1u << lane;
    fiber.wait = Wait::warp;
    fiber.generation = warp.generation;
    if (warp.arrived == (mask & existing_lanes(index, block.threads))) {
        warp.arrived = 0;
        ++warp.generation;
    }
    yield(block);
}

// Every lane of `mask` publishes `value`, then reads lane `source`'s (its own
// when `source` is negative). Slots alternate with the barrier's generation: a
// lane can only publish into this generation's slots again after every lane
// has passed the next barrier, so after every lane has read them.
template <typename T>
inline T shuffle(uint32_t mask, T value, int source) {
    static_assert(sizeof(T) <= 8 && std::is_trivially_copyable_v<T>, "shuffles move values of up to 8 bytes");
    BlockScheduler& block = current_block("a warp shuffle");
    const uint32_t thread = block.fibers[block.current].thread;
    Warp& warp = block.warps[thread / 32];
    uint64_t* slots = warp.slots[warp.generation & 1];
    std::memcpy(&slots[thread % 32], &value, sizeof(T));
    syncwarp(block, mask);
    T result = value;
    if (source >= 0) {
        if (!(mask >> source & 1u)) fail("a warp shuffle reads a lane outside its mask");
        std::memcpy(&result, &slots[source], sizeof(T));
    }
    return result;
}

inline bool released(const BlockScheduler& block, const Fiber& fiber) {
    switch (fiber.wait) {
        case Wait::block: return fiber.generation != block.generation;
        case Wait::warp: return fiber.generation != block.warps[fiber.thread / 32].generation;
        default: return true;
    }
}

// One kernel thread as a fiber's body: what `run_block_as_fibers` runs.
inline thread_local void (*fiber_body)(const void*);
inline thread_local const void* fiber_state;

inline void fiber_main() {
    BlockScheduler& block = *active_block;
    fiber_body(fiber_state);
    block.fibers[block.current].done = true;
#if SKUCAT_FAST_FIBERS
    void* unused;
    switch_stack(&unused, block.main_sp);
    __builtin_unreachable();
#endif
}

// Runs one block with every thread as a fiber, resuming the threads whose
// barrier has released in `order` until all have finished. Stacks are kept
// per OS thread across blocks and launches.
inline void run_block_as_fibers(void (*body)(const void*), const void* state, const std::vector<uint32_t>& order) {
    constexpr size_t kStack = 64 * 1024;
    static thread_local std::vector<std::unique_ptr<char[]>> stacks;
    while (stacks.size() < order.size()) stacks.emplace_back(new char[kStack]);
    BlockScheduler block;
    block.threads = uint32_t(order.size());
    block.live = order.size();
    block.fibers.resize(order.size());
    block.warps.resize((order.size() + 31) / 32);
    fiber_body = body;
    fiber_state = state;
    for (size_t i = 0; i < order.size(); ++i) {
        Fiber& fiber = block.fibers[i];
        fiber.thread = order[i];
        fiber.done = false;
        fiber.wait = Wait::none;
        char* stack = stacks[i].get();
#if SKUCAT_FAST_FIBERS
        // The first switch pops six registers and returns into fiber_main with
        // the stack aligned as after a call.
        auto top = reinterpret_cast<uintptr_t>(stack + kStack) & ~uintptr_t(15);
        void** frame = reinterpret_cast<void**>(top - 64);
        std::memset(frame, 0, 64);
        frame[6] = reinterpret_cast<void*>(&fiber_main);
        fiber.sp = frame;
#else
        getcontext(&fiber.context);
        fiber.context.uc_stack.ss_sp = stack;
        fiber.context.uc_stack.ss_size = kStack;
        fiber.context.uc_link = &block.main;
        makecontext(&fiber.context, fiber_main, 0);
#endif
    }
    active_block = &block;
    for (size_t finished = 0; finished < order.size();) {
        bool progressed = false;
        for (size_t i = 0; i < order.size(); ++i) {
            Fiber& fiber = block.fibers[i];
            if (fiber.done || !released(block, fiber)) continue;
            fiber.wait = Wait::none;
            block.current = i;
            threadIdx = unflatten(fiber.thread, blockDim);
#if SKUCAT_FAST_FIBERS
            switch_stack(&block.main_sp, fiber.sp);
#else
            swapcontext(&block.main, &fiber.context);
#endif
            progressed = true;
            if (fiber.done) {
                ++finished;
                --block.live;
                release_block_barrier_if_complete(block);
            }
        }
        if (!progressed) fail("deadlock: the threads of a block wait at barriers that cannot release "
                              "(a __syncthreads not reached by every thread, or a warp mask naming a lane that never arrives)");
    }
    active_block = nullptr;
}

// What a launch needs of one kernel entry: run one thread of the current
// block, or all threads of a 1-D block in natural order (the fast path).
struct Kernel {
    void (*run_thread)(const void* args);
    void (*run_linear_block)(const void* args, uint32_t threads);
    const void* args;
};

// Item-wise runs: a kernel that does all its per-thread work in `for_each_item`
// loops (skucat_prelude.cuh) needs only one call to cover a contiguous run of
// blocks of a 1-D grid: the first thread's call, given the run's blocks
// [item_blocks_begin, item_blocks_end), loops over all their items and marks
// the run done, and the other calls are skipped. The loop is then a plain
// counted loop the compiler vectorises, and per-thread and per-block costs go.
// Blocks and threads are independent without barriers, so this is one of the
// orders a GPU may run them in.
inline SKUCAT_HOT_TLS uint32_t item_blocks_begin, item_blocks_end;
inline SKUCAT_HOT_TLS bool items_done;

[[noreturn]] inline void fail_item_wise(const char* what) {
    std::fprintf(stderr, "skucat host backend: %s after a for_each_item loop: do all per-thread work in them\n", what);
    std::abort();
}

// Runs the blocks order[0..count) on the calling OS thread.
inline void run_blocks(const Kernel& kernel, const unsigned* dims, const Schedule& how, bool block_sync,
                       const uint32_t* order, size_t count) {
    gridDim = dim3{dims[0], dims[1], dims[2]};
    blockDim = dim3{dims[3], dims[4], dims[5]};
    const uint32_t threads = blockDim.x * blockDim.y * blockDim.z;
    const bool linear = !how.shuffled && threads == blockDim.x && !block_sync;
    if (linear && count > 0 && gridDim.y == 1 && gridDim.z == 1) {
        // order is the natural one: blocks order[0] .. order[0] + count.
        blockIdx = dim3{order[0], 0, 0};
        threadIdx = dim3{0, 0, 0};
        item_blocks_begin = order[0];
        item_blocks_end = order[0] + uint32_t(count);
        items_done = false;
        kernel.run_thread(kernel.args);
        item_blocks_begin = item_blocks_end = 0;
        const bool done = items_done;
        items_done = false;
        if (done) return;
        // Not item-wise: the first thread has run as itself; the rest follow.
        for (uint32_t thread = 1; thread < threads; ++thread) {
            threadIdx = dim3{thread, 0, 0};
            kernel.run_thread(kernel.args);
        }
        ++order;
        --count;
    }
    std::vector<uint32_t> thread_order;
    for (size_t i = 0; i < count; ++i) {
        const uint32_t block = order[i];
        blockIdx = unflatten(block, gridDim);
        if (linear) {
            kernel.run_linear_block(kernel.args, threads);
            continue;
        }
        schedule(thread_order, threads, how, 0x2545f4914f6cdd1dull * (block + 1ull));
        if (block_sync) {
            run_block_as_fibers(kernel.run_thread, kernel.args, thread_order);
            continue;
        }
        for (uint32_t thread : thread_order) {
            threadIdx = unflatten(thread, blockDim);
            kernel.run_thread(kernel.args);
        }
    }
}

// A thread's own index after one of its item loops ran item-wise: the kernel
// breaks the rule of for_each_item.
inline void check_not_item_wise(const char* what) {
    if (items_done) fail_item_wise(what);
}

// The grid-stride loop over [0, count) of the calling thread, or, in the first
// call of an item-wise run, of all threads of the run's blocks.
template <class Body>
__attribute__((always_inline)) inline void for_each_item(long long count, Body&& body) {
    const long long width = blockDim.x, stride = width * gridDim.x;
    if (item_blocks_end == 0) {
        for (long long item = blockIdx.x * width + threadIdx.x; item < count; item += stride) body(item);
        return;
    }
    items_done = true;
    const long long first = item_blocks_begin * width, last = item_blocks_end * width;
    for (long long base = 0; base + first < count; base += stride) {
        const long long end = std::min(base + last, count);
        for (long long item = base + first; item < end; ++item) body(item);
    }
}

// Launches over dims = {grid x, y, z, block x, y, z}. Entries that
// synchronise (`block_sync`) run each block's threads as fibers, one block at
// a time (shared memory is a plain static). Otherwise, in the natural order,
// contiguous runs of blocks go to `workers` OS threads, as blocks go to SMs;
// a shuffled schedule runs on one thread so that it is reproducible.
inline void launch(const Kernel& kernel, const unsigned* dims, const Schedule& how, bool block_sync,
                   unsigned workers) {
    const uint32_t blocks = dims[0] * dims[1] * dims[2];
    std::vector<uint32_t> order;
    schedule(order, blocks, how, 0);
    workers = how.shuffled || block_sync ? 1u : std::max(1u, std::min(workers, blocks));
    if (workers == 1) {
        alone = true;
        run_blocks(kernel, dims, how, block_sync, order.data(), order.size());
        alone = false;
        return;
    }
    std::vector<std::thread> pool;
    const size_t chunk = (blocks + workers - 1) / workers;
    for (size_t first = 0; first < blocks; first += chunk) {
        const size_t count = std::min<size_t>(chunk, blocks - first);
        pool.emplace_back([&, first, count] { run_blocks(kernel, dims, how, block_sync, order.data() + first, count); });
    }
    for (std::thread& worker : pool) worker.join();
}

// One kernel entry: its kernelParams are unpacked once per launch, and the
// kernel, a compile-time constant here, is inlined into the thread loop.
// Only this small part is instantiated per entry (compile time).
template <auto Function>
struct Entry {
    using Args = typename Params<decltype(Function)>::Tuple;

    // Flattened: the kernel, its device functions and the bodies of its item loops inline into one
    // function, where the compiler can vectorise the loops.
    __attribute__((flatten)) static void run_thread(const void* args) {
        std::apply(Function, *static_cast<const Args*>(args));
    }

    static void run_linear_block(const void* args, uint32_t threads) {
        const Args& unpacked = *static_cast<const Args*>(args);
        for (uint32_t thread = 0; thread < threads; ++thread) {
            threadIdx = dim3{thread, 0, 0};
            std::apply(Function, unpacked);
        }
    }

    static void launch(const unsigned* dims, void** params, const Schedule& how, bool block_sync, unsigned workers) {
        const Args args = Params<decltype(Function)>::unpack(params);
        skucat_host::launch(Kernel{&run_thread, &run_linear_block, &args}, dims, how, block_sync, workers);
    }
};

}  // namespace skucat_host

// Exports a C entry point the host backend calls through ctypes. `flags`: bit 0 the entry
// synchronises (block_sync), bit 1 the schedule is shuffled by `seed`.
#define SKUCAT_ENTRY(name)                                                                        \
    extern "C" void skucat_host_launch_##name(const unsigned* dims, void** params, unsigned long long seed, \
                                              int flags, unsigned workers) {                             \
        ::skucat_host::Entry<&name>::launch(dims, params, ::skucat_host::Schedule{(flags & 2) != 0, seed}, \
                                            (flags & 1) != 0, workers);                                  \
    }

// ---- Barriers and warp shuffles, with CUDA's semantics (warp lanes are
// consecutive linear thread indices); only in block_sync entries.

constexpr int warpSize = 32;

inline void __syncthreads() { skucat_host::syncthreads(); }
inline void __syncwarp(unsigned mask = 0xffffffffu) { skucat_host::syncwarp(skucat_host::current_block("__syncwarp"), mask); }

// Lane `lane ^ lane_mask`; a lane of a later group of `width` lanes reads its own value.
template <typename T>
inline T __shfl_xor_sync(unsigned mask, T value, int lane_mask, int width = warpSize) {
    const int lane = int(threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) % warpSize;
    const int source = lane ^ lane_mask;
    return skucat_host::shuffle(mask, value, source >= warpSize || source / width > lane / width ? -1 : source);
}

// Lane `lane + delta` within its group of `width` lanes; past the group's end, its own value.
template <typename T>
inline T __shfl_down_sync(unsigned mask, T value, unsigned delta, int width = warpSize) {
    const int lane = int(threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) % warpSize;
    return skucat_host::shuffle(mask, value, lane % width + int(delta) >= width ? -1 : lane + int(delta));
}
