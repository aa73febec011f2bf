// Generated from catalog.yaml by codegen with templates/cuda/embedding.cu.j2. Do not edit.
// Embedding: forward gather and atomic backward. One thread per element of
// the [N, D] dout/out matrix, grid-stride; indices outside [0, V) are
// never dereferenced.
#include "skucat_prelude.cuh"

namespace skucat {

template <typename T, typename I>
__device__ __forceinline__ void embedding_gather(const T* __restrict__ weight, const I* __restrict__ indices,
                                                 T* __restrict__ out, i64 num_weights, i64 dim, i64 num_indices) {
    const i64 total = num_indices * dim;
    for (i64 item = first_item(); item < total; item += item_stride()) {
        const i64 n = item / dim;
        const i64 row = i64(indices[n]);
        out[item] = (row >= 0 && row < num_weights) ? weight[row * dim + (item - n * dim)] : store<T>(0);
    }
}

template <typename A>
__device__ __forceinline__ void embedding_zero(A* __restrict__ accum, i64 accum_count, int* __restrict__ counts,
                                               i64 counts_count) {
    for (i64 item = first_item(); item < accum_count; item += item_stride()) accum[item] = A(0);
    for (i64 item = first_item(); item < counts_count; item += item_stride()) counts[item] = 0;
}

template <typename I>
__device__ __forceinline__ void embedding_count(const I* __restrict__ indices, int* __restrict__ counts,
                                                i64 num_indices, i64 num_weights) {
    for (i64 n = first_item(); n < num_indices; n += item_stride()) {
        const i64 row = i64(indices[n]);
        if (row >= 0 && row < num_weights) atomicAdd(&counts[row], 1);
    }
}

// counts is null unless scale_grad_by_freq; padding_idx < 0 means none.
template <typename T, typename I>
__device__ __forceinline__ void embedding_accumulate(const T* __restrict__ dout, const I* __restrict__ indices,
                                                     const int* __restrict__ counts, compute_t<T>* __restrict__ accum,
                                                     i64 num_indices, i64 dim, i64 num_weights, i64 padding_idx) {
    typedef compute_t<T> A;
    const i64 total = num_indices * dim;
    for (i64 item = first_item(); item < total; item += item_stride()) {
        const i64 n = item / dim;
        const i64 row = i64(indices[n]);
        if (row < 0 || row >= num_weights || row == padding_idx) continue;
        A grad = load(dout[item]);
        if (counts != nullptr) grad *= A(1) / A(counts[row]);
        atomicAdd(&accum[row * dim + (item - n * dim)], grad);
    }
}

template <typename T>
__device__ __forceinline__ void embedding_finalize(const compute_t<T>* __restrict__ accum, T* __restrict__ dweight,
                                                   i64 count) {
    for (i64 item = first_item(); item < count; item += item_stride()) dweight[item] = store<T>(accum[item]);
}

}  // namespace skucat

// embedding.embedding.f16.i32.gather.any.any.math-none.acc-none.det.stable
extern "C" __global__ void skucat_embedding__embedding__f16__i32__gather__math_none__acc_none__det__stable__gather(const __half* weight, const int32_t* indices, __half* out,
        skucat::i64 num_weights, skucat::i64 dim, skucat::i64 num_indices) {
    skucat::embedding_gather(weight, indices, out, num_weights, dim, num_indices);
}
SKUCAT_ENTRY(skucat_embedding__embedding__f16__i32__gather__math_none__acc_none__det__stable__gather)

// embedding.embedding.f16.i64.gather.any.any.math-none.acc-none.det.stable
extern "C" __global__ void skucat_embedding__embedding__f16__i64__gather__math_none__acc_none__det__stable__gather(const __half* weight, const long long* indices, __half* out,
        skucat::i64 num_weights, skucat::i64 dim, skucat::i64 num_indices) {
    skucat::embedding_gather(weight, indices, out, num_weights, dim, num_indices);
}
SKUCAT_ENTRY(skucat_embedding__embedding__f16__i64__gather__math_none__acc_none__det__stable__gather)

// embedding.embedding.bf16.i32.gather.any.any.math-none.acc-none.det.stable
extern "C" __global__ void skucat_embedding__embedding__bf16__i32__gather__math_none__acc_none__det__stable__gather(const __nv_bfloat16* weight, const int32_t* indices, __nv_bfloat16* out,
        skucat::i64 num_weights, skucat::i64 dim, skucat::i64 num_indices) {
    skucat::embedding_gather(weight, indices, out, num_weights, dim, num_indices);
}
SKUCAT_ENTRY(skucat_embedding__embedding__bf16__i32__gather__math_none__acc_none__det__stable__gather)

// embedding.embedding.bf16.i64.gather.any.any.math-none.acc-none.det.stable
extern "C" __global__ void skucat_embedding__embedding__bf16__i64__gather__math_none__acc_none__det__stable__gather(const __nv_bfloat16* weight, const long long* indices, __nv_bfloat16* out,
        skucat::i64 num_weights, skucat::i64 dim, skucat::i64 num_indices) {
    skucat::embedding_gather(weight, indices, out, num_weights, dim, num_indices);
}
SKUCAT_ENTRY(skucat_embedding__embedding__bf16__i64__gather__math_none__acc_none__det__stable__gather)

// embedding.embedding.f32.i32.gather.any.any.math-none.acc-none.det.stable
extern "C" __global__ void skucat_embedding__embedding__f32__i32__gather__math_none__acc_none__det__stable__gather(const float* weight, const int32_t* indices, float* out,
        skucat::i64 num_weights, skucat::i64 dim, skucat::i64 num_indices) {
    skucat::embedding_gather(weight, indices, out, num_weights, dim, num_indices);
}
SKUCAT_ENTRY(skucat_embedding__embedding__f32__i32__gather__math_none__acc_none__det__stable__gather)

// embedding.embedding.f32.i64.gather.any.any.math-none.acc-none.det.stable
extern "C" __global__ void skucat_embedding__embedding__f32__i64__gather__math_none__acc_none__det__stable__gather(const float* weight, const long long* indices, float* out,
        skucat::i64 num_weights, skucat::i64 dim, skucat::i64 num_indices) {
    skucat::embedding_gather(weight, indices, out, num_weights, dim, num_indices);
}
SKUCAT_ENTRY(skucat_embedding__embedding__f32__i64__gather__math_none__acc_none__det__stable__gather)

// embedding.embedding.f64.i32.gather.any.any.math-none.acc-none.det.stable
extern "C" __global__ void skucat_embedding__embedding__f64__i32__gather__math_none__acc_none__det__stable__gather(const double* weight, const int32_t* indices, double* out,
        skucat::i64 num_weights, skucat::i64 dim, skucat::i64 num_indices) {
    skucat::embedding_gather(weight, indices, out, num_weights, dim, num_indices);
}
SKUCAT_ENTRY(skucat_embedding__embedding__f64__i32__gather__math_none__acc_none__det__stable__gather)

// embedding.embedding.f64.i64.gather.any.any.math-none.acc-none.det.stable
extern "C" __global__ void skucat_embedding__embedding__f64__i64__gather__math_none__acc_none__det__stable__gather(const double* weight, const long long* indices, double* out,
        skucat::i64 num_weights, skucat::i64 dim, skucat::i64 num_indices) {
    skucat::embedding_gather(weight, indices, out, num_weights, dim, num_indices);
}
SKUCAT_ENTRY(skucat_embedding__embedding__f64__i64__gather__math_none__acc_none__det__stable__gather)

// embedding.embedding_backward.f16.i32.atomic.any.any.math-f32.acc-f32.nondet.unstable
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__zero(skucat::compute_t<__half>* accum, skucat::i64 accum_count, int* counts,
        skucat::i64 counts_count) {
    skucat::embedding_zero(accum, accum_count, counts, counts_count);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__count(const int32_t* indices, int* counts, skucat::i64 num_indices,
        skucat::i64 num_weights) {
    skucat::embedding_count(indices, counts, num_indices, num_weights);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__accumulate(const __half* dout, const int32_t* indices, const int* counts,
        skucat::compute_t<__half>* accum, skucat::i64 num_indices, skucat::i64 dim, skucat::i64 num_weights, skucat::i64 padding_idx) {
    skucat::embedding_accumulate(dout, indices, counts, accum, num_indices, dim, num_weights, padding_idx);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__finalize(const skucat::compute_t<__half>* accum, __half* dweight, skucat::i64 count) {
    skucat::embedding_finalize(accum, dweight, count);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__finalize)

// embedding.embedding_backward.f16.i64.atomic.any.any.math-f32.acc-f32.nondet.unstable
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__zero(skucat::compute_t<__half>* accum, skucat::i64 accum_count, int* counts,
        skucat::i64 counts_count) {
    skucat::embedding_zero(accum, accum_count, counts, counts_count);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__count(const long long* indices, int* counts, skucat::i64 num_indices,
        skucat::i64 num_weights) {
    skucat::embedding_count(indices, counts, num_indices, num_weights);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__accumulate(const __half* dout, const long long* indices, const int* counts,
        skucat::compute_t<__half>* accum, skucat::i64 num_indices, skucat::i64 dim, skucat::i64 num_weights, skucat::i64 padding_idx) {
    skucat::embedding_accumulate(dout, indices, counts, accum, num_indices, dim, num_weights, padding_idx);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__finalize(const skucat::compute_t<__half>* accum, __half* dweight, skucat::i64 count) {
    skucat::embedding_finalize(accum, dweight, count);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__finalize)

// embedding.embedding_backward.bf16.i32.atomic.any.any.math-f32.acc-f32.nondet.unstable
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__zero(skucat::compute_t<__nv_bfloat16>* accum, skucat::i64 accum_count, int* counts,
        skucat::i64 counts_count) {
    skucat::embedding_zero(accum, accum_count, counts, counts_count);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__count(const int32_t* indices, int* counts, skucat::i64 num_indices,
        skucat::i64 num_weights) {
    skucat::embedding_count(indices, counts, num_indices, num_weights);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__accumulate(const __nv_bfloat16* dout, const int32_t* indices, const int* counts,
        skucat::compute_t<__nv_bfloat16>* accum, skucat::i64 num_indices, skucat::i64 dim, skucat::i64 num_weights, skucat::i64 padding_idx) {
    skucat::embedding_accumulate(dout, indices, counts, accum, num_indices, dim, num_weights, padding_idx);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__finalize(const skucat::compute_t<__nv_bfloat16>* accum, __nv_bfloat16* dweight, skucat::i64 count) {
    skucat::embedding_finalize(accum, dweight, count);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__finalize)

// embedding.embedding_backward.bf16.i64.atomic.any.any.math-f32.acc-f32.nondet.unstable
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__zero(skucat::compute_t<__nv_bfloat16>* accum, skucat::i64 accum_count, int* counts,
        skucat::i64 counts_count) {
    skucat::embedding_zero(accum, accum_count, counts, counts_count);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__count(const long long* indices, int* counts, skucat::i64 num_indices,
        skucat::i64 num_weights) {
    skucat::embedding_count(indices, counts, num_indices, num_weights);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__accumulate(const __nv_bfloat16* dout, const long long* indices, const int* counts,
        skucat::compute_t<__nv_bfloat16>* accum, skucat::i64 num_indices, skucat::i64 dim, skucat::i64 num_weights, skucat::i64 padding_idx) {
    skucat::embedding_accumulate(dout, indices, counts, accum, num_indices, dim, num_weights, padding_idx);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__finalize(const skucat::compute_t<__nv_bfloat16>* accum, __nv_bfloat16* dweight, skucat::i64 count) {
    skucat::embedding_finalize(accum, dweight, count);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__finalize)

// embedding.embedding_backward.f32.i32.atomic.any.any.math-f32.acc-f32.nondet.unstable
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__zero(skucat::compute_t<float>* accum, skucat::i64 accum_count, int* counts,
        skucat::i64 counts_count) {
    skucat::embedding_zero(accum, accum_count, counts, counts_count);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__count(const int32_t* indices, int* counts, skucat::i64 num_indices,
        skucat::i64 num_weights) {
    skucat::embedding_count(indices, counts, num_indices, num_weights);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__accumulate(const float* dout, const int32_t* indices, const int* counts,
        skucat::compute_t<float>* accum, skucat::i64 num_indices, skucat::i64 dim, skucat::i64 num_weights, skucat::i64 padding_idx) {
    skucat::embedding_accumulate(dout, indices, counts, accum, num_indices, dim, num_weights, padding_idx);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__finalize(const skucat::compute_t<float>* accum, float* dweight, skucat::i64 count) {
    skucat::embedding_finalize(accum, dweight, count);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__finalize)

// embedding.embedding_backward.f32.i64.atomic.any.any.math-f32.acc-f32.nondet.unstable
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__zero(skucat::compute_t<float>* accum, skucat::i64 accum_count, int* counts,
        skucat::i64 counts_count) {
    skucat::embedding_zero(accum, accum_count, counts, counts_count);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__count(const long long* indices, int* counts, skucat::i64 num_indices,
        skucat::i64 num_weights) {
    skucat::embedding_count(indices, counts, num_indices, num_weights);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__accumulate(const float* dout, const long long* indices, const int* counts,
        skucat::compute_t<float>* accum, skucat::i64 num_indices, skucat::i64 dim, skucat::i64 num_weights, skucat::i64 padding_idx) {
    skucat::embedding_accumulate(dout, indices, counts, accum, num_indices, dim, num_weights, padding_idx);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__finalize(const skucat::compute_t<float>* accum, float* dweight, skucat::i64 count) {
    skucat::embedding_finalize(accum, dweight, count);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__finalize)

// embedding.embedding_backward.f64.i32.atomic.any.any.math-f64.acc-f64.nondet.unstable
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__zero(skucat::compute_t<double>* accum, skucat::i64 accum_count, int* counts,
        skucat::i64 counts_count) {
    skucat::embedding_zero(accum, accum_count, counts, counts_count);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__count(const int32_t* indices, int* counts, skucat::i64 num_indices,
        skucat::i64 num_weights) {
    skucat::embedding_count(indices, counts, num_indices, num_weights);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__accumulate(const double* dout, const int32_t* indices, const int* counts,
        skucat::compute_t<double>* accum, skucat::i64 num_indices, skucat::i64 dim, skucat::i64 num_weights, skucat::i64 padding_idx) {
    skucat::embedding_accumulate(dout, indices, counts, accum, num_indices, dim, num_weights, padding_idx);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__finalize(const skucat::compute_t<double>* accum, double* dweight, skucat::i64 count) {
    skucat::embedding_finalize(accum, dweight, count);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__finalize)

// embedding.embedding_backward.f64.i64.atomic.any.any.math-f64.acc-f64.nondet.unstable
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__zero(skucat::compute_t<double>* accum, skucat::i64 accum_count, int* counts,
        skucat::i64 counts_count) {
    skucat::embedding_zero(accum, accum_count, counts, counts_count);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__count(const long long* indices, int* counts, skucat::i64 num_indices,
        skucat::i64 num_weights) {
    skucat::embedding_count(indices, counts, num_indices, num_weights);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__accumulate(const double* dout, const long long* indices, const int* counts,
        skucat::compute_t<double>* accum, skucat::i64 num_indices, skucat::i64 dim, skucat::i64 num_weights, skucat::i64 padding_idx) {
    skucat::embedding_accumulate(dout, indices, counts, accum, num_indices, dim, num_weights, padding_idx);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__finalize(const skucat::compute_t<double>* accum, double* dweight, skucat::i64 count) {
    skucat::embedding_finalize(accum, dweight, count);
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__finalize)
