// The SIMT layer of the host backend: just enough of CUDA's device model for
// the generated kernels to compile as C++20 and run on the CPU with the same
// grid, block and kernelParams as on a GPU.
//
// Blocks run one after another on each of a few OS threads; inside a block,
// threads run one after another too, unless the kernel synchronises (`__syncthreads`), in which case each
// thread of the block is a fiber and the barrier switches between them. A
// non-zero seed shuffles the order of blocks and of threads within a block,
// so a kernel whose result depends on execution order shows it.
#pragma once

#include <algorithm>
#include <atomic>
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

// ---- Fibers for block-synchronous kernels.

struct Fiber {
    ucontext_t context;
    std::vector<char> stack;
    bool done = false;
};

struct BlockScheduler {
    ucontext_t main;
    std::vector<Fiber> fibers;
    size_t current = 0;
};

inline thread_local BlockScheduler* active_block = nullptr;

struct SharedMemoryCheck {
    SharedMemoryCheck() {
        if (active_block == nullptr) {
            std::fprintf(stderr, "skucat host backend: __shared__ in a kernel entry not declared block_sync\n");
            std::abort();
        }
    }
};

inline void syncthreads() {
    BlockScheduler* block = active_block;
    if (block == nullptr) {
        // Threads are running one at a time: a barrier here would be silently wrong.
        std::fprintf(stderr, "skucat host backend: __syncthreads in a kernel entry not declared block_sync\n");
        std::abort();
    }
    swapcontext(&block->fibers[block->current].context, &block->main);
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

inline void __syncthreads() { skucat_host::syncthreads(); }
inline void __threadfence() { std::atomic_thread_fence(std::memory_order_seq_cst); }

template <typename T>
inline T atomicAdd(T* address, T value) {
    return std::atomic_ref<T>(*address).fetch_add(value, std::memory_order_relaxed);
}

template <typename T>
inline T atomicMax(T* address, T value) {
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

// The execution order of `count` items: natural for seed 0, else a seeded shuffle.
inline void schedule(std::vector<uint32_t>& order, uint32_t count, uint64_t seed) {
    order.resize(count);
    std::iota(order.begin(), order.end(), 0u);
    if (seed == 0) return;
    for (uint32_t i = count; i > 1; --i) std::swap(order[i - 1], order[splitmix64(seed) % i]);
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

// Runs one block with every thread as a fiber; each `__syncthreads` yields to
// the scheduler, which resumes the threads in `order` until all have finished.
inline void run_block_as_fibers(void (*body)(const void*), const void* state, const std::vector<uint32_t>& order) {
    constexpr size_t kStack = 64 * 1024;
    BlockScheduler block;
    block.fibers.resize(order.size());
    static thread_local void (*fiber_body)(const void*);
    static thread_local const void* fiber_state;
    fiber_body = body;
    fiber_state = state;
    auto entry = +[]() {
        BlockScheduler* scheduler = active_block;
        fiber_body(fiber_state);
        scheduler->fibers[scheduler->current].done = true;
    };
    for (size_t i = 0; i < order.size(); ++i) {
        Fiber& fiber = block.fibers[i];
        fiber.stack.resize(kStack);
        getcontext(&fiber.context);
        fiber.context.uc_stack.ss_sp = fiber.stack.data();
        fiber.context.uc_stack.ss_size = kStack;
        fiber.context.uc_link = &block.main;
        makecontext(&fiber.context, entry, 0);
    }
    active_block = &block;
    for (size_t finished = 0; finished < order.size();) {
        finished = 0;
        for (size_t i = 0; i < order.size(); ++i) {
            Fiber& fiber = block.fibers[i];
            if (fiber.done) {
                ++finished;
                continue;
            }
            block.current = i;
            threadIdx = unflatten(order[i], blockDim);
            swapcontext(&block.main, &fiber.context);
        }
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

// Runs the blocks order[0..count) on the calling OS thread.
inline void run_blocks(const Kernel& kernel, const unsigned* dims, uint64_t seed, bool block_sync,
                       const uint32_t* order, size_t count) {
    gridDim = dim3{dims[0], dims[1], dims[2]};
    blockDim = dim3{dims[3], dims[4], dims[5]};
    const uint32_t threads = blockDim.x * blockDim.y * blockDim.z;
    const bool linear = seed == 0 && threads == blockDim.x && !block_sync;
    std::vector<uint32_t> thread_order;
    for (size_t i = 0; i < count; ++i) {
        const uint32_t block = order[i];
        blockIdx = unflatten(block, gridDim);
        if (linear) {
            kernel.run_linear_block(kernel.args, threads);
            continue;
        }
        schedule(thread_order, threads, seed == 0 ? 0 : seed ^ (0x2545f4914f6cdd1dull * (block + 1ull)));
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

// Launches over dims = {grid x, y, z, block x, y, z}. Entries that
// synchronise (`block_sync`) run each block's threads as fibers, one block at
// a time (shared memory is a plain static). Otherwise, without a seed,
// contiguous runs of blocks go to `workers` OS threads, as blocks go to SMs;
// a seeded schedule runs on one thread so that it is reproducible.
inline void launch(const Kernel& kernel, const unsigned* dims, uint64_t seed, bool block_sync, unsigned workers) {
    const uint32_t blocks = dims[0] * dims[1] * dims[2];
    std::vector<uint32_t> order;
    schedule(order, blocks, seed);
    workers = seed != 0 || block_sync ? 1u : std::max(1u, std::min(workers, blocks));
    if (workers == 1) {
        run_blocks(kernel, dims, seed, block_sync, order.data(), order.size());
        return;
    }
    std::vector<std::thread> pool;
    const size_t chunk = (blocks + workers - 1) / workers;
    for (size_t first = 0; first < blocks; first += chunk) {
        const size_t count = std::min<size_t>(chunk, blocks - first);
        pool.emplace_back([&, first, count] { run_blocks(kernel, dims, seed, block_sync, order.data() + first, count); });
    }
    for (std::thread& worker : pool) worker.join();
}

// One kernel entry: its kernelParams are unpacked once per launch, and the
// kernel, a compile-time constant here, is inlined into the thread loop.
// Only this small part is instantiated per entry (compile time).
template <auto Function>
struct Entry {
    using Args = typename Params<decltype(Function)>::Tuple;

    static void run_thread(const void* args) { std::apply(Function, *static_cast<const Args*>(args)); }

    static void run_linear_block(const void* args, uint32_t threads) {
        const Args& unpacked = *static_cast<const Args*>(args);
        for (uint32_t thread = 0; thread < threads; ++thread) {
            threadIdx = dim3{thread, 0, 0};
            std::apply(Function, unpacked);
        }
    }

    static void launch(const unsigned* dims, void** params, uint64_t seed, bool block_sync, unsigned workers) {
        const Args args = Params<decltype(Function)>::unpack(params);
        skucat_host::launch(Kernel{&run_thread, &run_linear_block, &args}, dims, seed, block_sync, workers);
    }
};

}  // namespace skucat_host

// Exports a C entry point the host backend calls through ctypes.
#define SKUCAT_ENTRY(name)                                                                        \
    extern "C" void skucat_host_launch_##name(const unsigned* dims, void** params, unsigned long long seed, \
                                              int block_sync, unsigned workers) {                        \
        ::skucat_host::Entry<&name>::launch(dims, params, seed, block_sync != 0, workers);                 \
    }
