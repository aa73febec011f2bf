// Generated from catalog.yaml by codegen with templates/cuda/prelude.cuh.j2. Do not edit.
// The device prelude every family source includes: element traits (load to
// and store from the compute type), integer ranges, atomics. The same text
// compiles with NVRTC/nvcc and, against skucat_simt.h, with the host C++ compiler.
#pragma once

#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#define SKUCAT_ENTRY(name)
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
__device__ __forceinline__ i64 first_item() { return i64(blockIdx.x) * blockDim.x + threadIdx.x; }
__device__ __forceinline__ i64 item_stride() { return i64(blockDim.x) * gridDim.x; }

// Block-wide reductions, for block_sync entries whose block is whole warps:
// every thread of the block calls them and gets the result. The order of the
// operations is fixed, so the result depends on the values alone.
struct Sum {
    template <typename T>
    __device__ __forceinline__ T operator()(T a, T b) const { return a + b; }
};
struct Max {   // NaN wins, as in PyTorch's max
    template <typename T>
    __device__ __forceinline__ T operator()(T a, T b) const { return (a != a || a > b) ? a : b; }
};

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

}  // namespace skucat
