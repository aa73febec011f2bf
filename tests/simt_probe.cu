// Kernels that probe the host SIMT layer itself (compiled only by tests).
#include "skucat_simt.h"

extern "C" void to_half(const float* in, unsigned short* out, long long n) {
    for (long long i = 0; i < n; ++i) out[i] = __float2half_rn(in[i]).bits;
}
extern "C" void from_half(const unsigned short* in, float* out, long long n) {
    for (long long i = 0; i < n; ++i) out[i] = __half2float(__half{in[i]});
}
extern "C" void to_bfloat16(const float* in, unsigned short* out, long long n) {
    for (long long i = 0; i < n; ++i) out[i] = __float2bfloat16_rn(in[i]).bits;
}

// Records the global thread id of each execution step: the schedule.
extern "C" __global__ void record_order(int* order, int* step) {
    order[(*step)++] = int(blockIdx.x * blockDim.x + threadIdx.x);
}
SKUCAT_ENTRY(record_order)

// A tree reduction in shared memory: wrong unless __syncthreads is a real barrier.
extern "C" __global__ void block_sum(const int* in, int* out) {
    __shared__ int partial[64];
    partial[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
        int mine = partial[threadIdx.x];
        int other = threadIdx.x < stride ? partial[threadIdx.x + stride] : 0;
        __syncthreads();
        partial[threadIdx.x] = mine + other;
        __syncthreads();
    }
    if (threadIdx.x == 0) out[blockIdx.x] = partial[0];
}
SKUCAT_ENTRY(block_sum)

// Writes one element past the end: the sanitizer test expects it to be caught.
extern "C" __global__ void overrun(int* data, long long count) {
    if (threadIdx.x == 0) data[count] = 1;
}
SKUCAT_ENTRY(overrun)

// 64 KiB of shared memory, as a GPU block may have: the library must still load.
extern "C" __global__ void big_shared(int* out) {
    __shared__ int buffer[16384];
    for (unsigned i = threadIdx.x; i < 16384; i += blockDim.x) buffer[i] = int(i);
    __syncthreads();
    if (threadIdx.x == 0) {
        long long sum = 0;
        for (int value : buffer) sum += value;
        out[blockIdx.x] = int(sum % 1000003);
    }
}
SKUCAT_ENTRY(big_shared)

// Warp sums by xor butterfly (every lane gets the sum) and by shuffling down
// (lane 0 gets it). Warp 0 then reduces the warp sums while the other warps
// wait at a block barrier. Blocks are whole warps: a shuffle reading a lane that
// does not take part is undefined in CUDA (and aborts on the host).
extern "C" __global__ void warp_sums(const double* in, double* butterfly, double* down, double* block_total) {
    __shared__ double partial[32];
    const unsigned thread = threadIdx.x, lane = thread % 32, warp = thread / 32;
    const unsigned warps = blockDim.x / 32, mask = 0xffffffffu;
    const double value = in[blockIdx.x * blockDim.x + thread];
    double sum = value;
    for (int offset = 16; offset > 0; offset /= 2) sum += __shfl_xor_sync(mask, sum, offset);
    butterfly[blockIdx.x * blockDim.x + thread] = sum;
    double tail = value;
    for (unsigned offset = 16; offset > 0; offset /= 2) tail += __shfl_down_sync(mask, tail, offset);
    if (lane == 0) down[blockIdx.x * warps + warp] = tail;
    if (lane == 0) partial[warp] = tail;
    __syncthreads();
    if (warp == 0) {
        double total = lane < warps ? partial[lane] : 0.0;
        for (int offset = 16; offset > 0; offset /= 2) total += __shfl_xor_sync(mask, total, offset);
        if (lane == 0) block_total[blockIdx.x] = total;
    }
    __syncthreads();
}
SKUCAT_ENTRY(warp_sums)

// Lane 5 leaves before a full-warp shuffle: the shuffle can never complete.
extern "C" __global__ void missing_lane(int* out) {
    if (threadIdx.x == 5) return;
    out[threadIdx.x] = __shfl_xor_sync(0xffffffffu, int(threadIdx.x), 1);
}
SKUCAT_ENTRY(missing_lane)

// Undefined behaviour the sanitizer test expects to be caught: a signed overflow...
extern "C" __global__ void signed_overflow(long long* data) {
    if (threadIdx.x == 0) data[0] = data[0] + data[1];
}
SKUCAT_ENTRY(signed_overflow)

// ... and a float-to-int cast of a value no int holds (NaN).
extern "C" __global__ void nan_to_int(const float* in, int* out) {
    if (threadIdx.x == 0) out[0] = int(in[0]);
}
SKUCAT_ENTRY(nan_to_int)

// Counts each item of a grid-stride loop over [0, count): an item-wise run covers many threads'
// and blocks' items in one call, and must still reach each item exactly once.
extern "C" __global__ void count_items(int* hits, long long count) {
    skucat_host::for_each_item(count, [&](long long item) { atomicAdd(&hits[item], 1); });
}
SKUCAT_ENTRY(count_items)
