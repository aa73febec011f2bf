// Kernels that probe the host SIMT layer itself (compiled only by tests), and the prelude's
// loops on it.
#include "skucat_prelude.cuh"

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
SKUCAT_ENTRY(record_order, false, false)

// A block_sync kernel: block `b` sums its row of `count` floats, each thread a strided slice.
extern "C" __global__ void row_sums(const float* in, long long count, float* out) {
    skucat_host::Lanes<float> sums(0.0f);
    skucat::block_loop(count, [&](unsigned lane, long long k) { sums[lane] += in[blockIdx.x * count + k]; });
    const float total = sums.reduce([](float a, float b) { return a + b; });
    if (threadIdx.x == 0) out[blockIdx.x] = total;
}
SKUCAT_ENTRY(row_sums, true, false)

// row_sums exported as a kernel that is not block_sync, where block_loop must refuse to run.
extern "C" __global__ void row_sums_unsynced(const float* in, long long count, float* out) { row_sums(in, count, out); }
SKUCAT_ENTRY(row_sums_unsynced, false, false)

// The same sums by reduce_items (block_reduce_items on the host), which must give the same bits.
extern "C" __global__ void row_reduce(const float* in, long long count, float* out) {
    const float* row = in + blockIdx.x * count;
    const float total = skucat_host::reduce_items(count, 0.0f, [](auto a, auto b) { return a + b; },
                                                  [&](long long k) { return row[k]; });
    if (threadIdx.x == 0) out[blockIdx.x] = total;
}
SKUCAT_ENTRY(row_reduce, true, false)

// Row maxima in double (NaN wins, as the prelude's Max) by reduce_items.
extern "C" __global__ void row_max(const double* in, long long count, double* out) {
    const double* row = in + blockIdx.x * count;
    const double total = skucat_host::reduce_items(count, -1.0 / 0.0, [](auto a, auto b) { return (a != a) | (a > b) ? a : b; },
                                                   [&](long long k) { return row[k]; });
    if (threadIdx.x == 0) out[blockIdx.x] = total;
}
SKUCAT_ENTRY(row_max, true, false)

// A block_sync kernel's grid_loop: records which block and lane reach each item.
extern "C" __global__ void grid_lanes(int* hits, int* blocks, int* lanes, long long count) {
    skucat::grid_loop(count, [&](unsigned lane, long long item) {
        ++hits[item];
        blocks[item] = int(blockIdx.x);
        lanes[item] = int(lane);
    });
}
SKUCAT_ENTRY(grid_lanes, true, false)

// Writes one element past the end: the sanitizer test expects it to be caught.
extern "C" __global__ void overrun(int* data, long long count) {
    if (threadIdx.x == 0) data[count] = 1;
}
SKUCAT_ENTRY(overrun, false, false)

// Undefined behaviour the sanitizer test expects to be caught: a signed overflow...
extern "C" __global__ void signed_overflow(long long* data) {
    if (threadIdx.x == 0) data[0] = data[0] + data[1];
}
SKUCAT_ENTRY(signed_overflow, false, false)

// ... and a float-to-int cast of a value no int holds (NaN).
extern "C" __global__ void nan_to_int(const float* in, int* out) {
    if (threadIdx.x == 0) out[0] = int(in[0]);
}
SKUCAT_ENTRY(nan_to_int, false, false)

// Counts each item of a grid-stride loop over [0, count): an item-wise run covers many threads'
// and blocks' items in one call, and must still reach each item exactly once.
extern "C" __global__ void count_items(int* hits, long long count) {
    skucat_host::for_each_item(count, [&](long long item) { atomicAdd(&hits[item], 1); });
}
SKUCAT_ENTRY(count_items, false, false)

// Adds 1 to each column of row rows[n] for every n, a row's columns as one run, the runs of
// several OS threads landing on the same rows.
extern "C" __global__ void add_row_runs(float* totals, const long long* rows, long long count, long long dim) {
    skucat_host::for_each_run(count * dim, dim, [&](long long item, long long last) {
        const long long n = item / dim;
        skucat_host::add_run_locked(totals + rows[n] * dim + (item - n * dim), last - item, [](long long) { return 1.0f; });
    });
}
SKUCAT_ENTRY(add_row_runs, false, false)

// `rounds` of busy work: a heavy block.
inline void busy_work(long long rounds) {
    volatile long long sink = 0;
    for (long long k = 0; k < rounds; ++k) sink = sink + k;
}

// Each block's thread 0 records whether its OS thread ran the launch alone, after `spin` rounds of
// busy work (none in the first `idle` blocks: a kernel whose items are cut coarser than its blocks).
extern "C" __global__ void record_alone(int* alone, long long spin, long long idle) {
    if (threadIdx.x != 0) return;
    busy_work(blockIdx.x < idle ? 0 : spin);
    alone[blockIdx.x] = skucat_host::alone ? 1 : 0;
}
SKUCAT_ENTRY(record_alone, false, false)

// record_alone, whose blocks take 4 times as long where OS threads share the launch (as memory-bound
// blocks may, where one core takes the machine's bandwidth).
extern "C" __global__ void record_alone_slow_shared(int* alone, long long spin) {
    if (threadIdx.x != 0) return;
    busy_work(skucat_host::alone ? spin : 4 * spin);
    alone[blockIdx.x] = skucat_host::alone ? 1 : 0;
}
SKUCAT_ENTRY(record_alone_slow_shared, false, false)

// record_alone as an entry the catalog marks host_alone.
extern "C" __global__ void record_alone_host_alone(int* alone, long long spin) { record_alone(alone, spin, 0); }
SKUCAT_ENTRY(record_alone_host_alone, false, true)

// Item-wise loops over vector math (glibc's vector forms where the host links them): each item's
// bits must not depend on the schedule.
extern "C" __global__ void activations_f32(const float* in, float* out, long long count) {
    skucat::for_each_item(count, [&](long long i) { out[i] = expf(in[i]) + erff(in[i]) * tanhf(in[i]); });
}
SKUCAT_ENTRY(activations_f32, false, false)

extern "C" __global__ void activations_f64(const double* in, double* out, long long count) {
    skucat::for_each_item(count, [&](long long i) { out[i] = exp(in[i]) + ::erf(in[i]) * std::tanh(in[i]); });
}
SKUCAT_ENTRY(activations_f64, false, false)

// The same in for_each_run's runs of `cols` (rows), each run's items in lanes of 16 and a tail.
extern "C" __global__ void activation_rows(const float* in, float* out, long long count, long long cols) {
    skucat::for_each_row_lanes<16>(count / cols, cols, [&](auto lanes, long long item, long long) {
        for (int k = 0; k < decltype(lanes)::value; ++k) out[item + k] = expf(in[item + k]) - log1pf(in[item + k]);
    });
}
SKUCAT_ENTRY(activation_rows, false, false)

// Adds every value into total[0]: the result depends on the order of the items.
extern "C" __global__ void atomic_total(const float* in, float* total, long long count) {
    skucat::for_each_item(count, [&](long long i) { atomicAdd(total, in[i]); });
}
SKUCAT_ENTRY(atomic_total, false, false)

// The host launches' rule for how many threads a launch is worth (the runtime library's, skucat_launch.h).
namespace skucat_host {
inline namespace SKUCAT_RUNTIME {
unsigned threads_worth(double rest, unsigned workers, unsigned awake, double lost);
}
}

extern "C" unsigned threads_worth(double rest, unsigned workers, unsigned awake, double lost) {
    return skucat_host::threads_worth(rest, workers, awake, lost);
}
