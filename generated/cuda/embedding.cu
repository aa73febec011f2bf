// Generated from catalog.yaml by codegen with templates/cuda/family.cu.j2. Do not edit.
// Device code from templates/cuda/embedding.cu.j2; kernel entry points, their
// parameter structs and the enums of the family's modes from catalog.yaml.
#include "skucat_prelude.cuh"

namespace skucat {

// Embedding: forward gather and atomic backward. One thread per element of
// the [N, D] dout/out matrix, grid-stride; indices outside [0, V) are
// never dereferenced.

template <class P>
__device__ __forceinline__ void embedding_gather(const P& p) {
    typedef typename P::element T;
    const i64 dim = p.embedding_dim, total = p.num_indices * dim;
    for (i64 item = first_item(); item < total; item += item_stride()) {
        const i64 n = item / dim;
        const i64 row = i64(p.indices[n]);
        p.out[item] = (row >= 0 && row < p.num_weights) ? p.weight[row * dim + (item - n * dim)] : store<T>(0);
    }
}

// Zeroes the accumulator and, with scale_grad_by_freq, the index counts.
template <class P>
__device__ __forceinline__ void embedding_backward_zero(const P& p) {
    typedef typename P::compute A;
    const i64 accum_count = p.num_weights * p.embedding_dim, counts_count = p.counts ? p.num_weights : 0;
    for (i64 item = first_item(); item < accum_count; item += item_stride()) p.accum[item] = A(0);
    for (i64 item = first_item(); item < counts_count; item += item_stride()) p.counts[item] = 0;
}

template <class P>
__device__ __forceinline__ void embedding_backward_count(const P& p) {
    for (i64 n = first_item(); n < p.num_indices; n += item_stride()) {
        const i64 row = i64(p.indices[n]);
        if (row >= 0 && row < p.num_weights) atomicAdd(&p.counts[row], 1);
    }
}

// counts is null unless scale_grad_by_freq; padding_row < 0 means none.
template <class P>
__device__ __forceinline__ void embedding_backward_accumulate(const P& p) {
    typedef typename P::compute A;
    const i64 dim = p.embedding_dim, total = p.num_indices * dim;
    for (i64 item = first_item(); item < total; item += item_stride()) {
        const i64 n = item / dim;
        const i64 row = i64(p.indices[n]);
        if (row < 0 || row >= p.num_weights || row == p.padding_row) continue;
        A grad = load(p.dout[item]);
        if (p.counts != nullptr) grad *= A(1) / A(p.counts[row]);
        atomicAdd(&p.accum[row * dim + (item - n * dim)], grad);
    }
}

template <class P>
__device__ __forceinline__ void embedding_backward_finalize(const P& p) {
    typedef typename P::element T;
    const i64 count = p.num_weights * p.embedding_dim;
    for (i64 item = first_item(); item < count; item += item_stride()) p.dweight[item] = store<T>(p.wide_accum[item]);
}

}  // namespace skucat

// embedding.embedding.f16.i32.gather.any.any.math-none.acc-none.det.stable
struct skucat_embedding__embedding__f16__i32__gather__math_none__acc_none__det__stable__params {
    typedef __half element;
    typedef float compute;
    typedef int32_t index;
    const __half* weight;
    const int32_t* indices;
    __half* out;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
};
extern "C" __global__ void skucat_embedding__embedding__f16__i32__gather__math_none__acc_none__det__stable__gather(const __half* weight, const int32_t* indices, __half* out, long long num_weights, long long embedding_dim, long long num_indices) {
    skucat::embedding_gather(skucat_embedding__embedding__f16__i32__gather__math_none__acc_none__det__stable__params{weight, indices, out, num_weights, embedding_dim, num_indices});
}
SKUCAT_ENTRY(skucat_embedding__embedding__f16__i32__gather__math_none__acc_none__det__stable__gather)

// embedding.embedding.f16.i64.gather.any.any.math-none.acc-none.det.stable
struct skucat_embedding__embedding__f16__i64__gather__math_none__acc_none__det__stable__params {
    typedef __half element;
    typedef float compute;
    typedef long long index;
    const __half* weight;
    const long long* indices;
    __half* out;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
};
extern "C" __global__ void skucat_embedding__embedding__f16__i64__gather__math_none__acc_none__det__stable__gather(const __half* weight, const long long* indices, __half* out, long long num_weights, long long embedding_dim, long long num_indices) {
    skucat::embedding_gather(skucat_embedding__embedding__f16__i64__gather__math_none__acc_none__det__stable__params{weight, indices, out, num_weights, embedding_dim, num_indices});
}
SKUCAT_ENTRY(skucat_embedding__embedding__f16__i64__gather__math_none__acc_none__det__stable__gather)

// embedding.embedding.bf16.i32.gather.any.any.math-none.acc-none.det.stable
struct skucat_embedding__embedding__bf16__i32__gather__math_none__acc_none__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef int32_t index;
    const __nv_bfloat16* weight;
    const int32_t* indices;
    __nv_bfloat16* out;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
};
extern "C" __global__ void skucat_embedding__embedding__bf16__i32__gather__math_none__acc_none__det__stable__gather(const __nv_bfloat16* weight, const int32_t* indices, __nv_bfloat16* out, long long num_weights, long long embedding_dim, long long num_indices) {
    skucat::embedding_gather(skucat_embedding__embedding__bf16__i32__gather__math_none__acc_none__det__stable__params{weight, indices, out, num_weights, embedding_dim, num_indices});
}
SKUCAT_ENTRY(skucat_embedding__embedding__bf16__i32__gather__math_none__acc_none__det__stable__gather)

// embedding.embedding.bf16.i64.gather.any.any.math-none.acc-none.det.stable
struct skucat_embedding__embedding__bf16__i64__gather__math_none__acc_none__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef long long index;
    const __nv_bfloat16* weight;
    const long long* indices;
    __nv_bfloat16* out;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
};
extern "C" __global__ void skucat_embedding__embedding__bf16__i64__gather__math_none__acc_none__det__stable__gather(const __nv_bfloat16* weight, const long long* indices, __nv_bfloat16* out, long long num_weights, long long embedding_dim, long long num_indices) {
    skucat::embedding_gather(skucat_embedding__embedding__bf16__i64__gather__math_none__acc_none__det__stable__params{weight, indices, out, num_weights, embedding_dim, num_indices});
}
SKUCAT_ENTRY(skucat_embedding__embedding__bf16__i64__gather__math_none__acc_none__det__stable__gather)

// embedding.embedding.f32.i32.gather.any.any.math-none.acc-none.det.stable
struct skucat_embedding__embedding__f32__i32__gather__math_none__acc_none__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef int32_t index;
    const float* weight;
    const int32_t* indices;
    float* out;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
};
extern "C" __global__ void skucat_embedding__embedding__f32__i32__gather__math_none__acc_none__det__stable__gather(const float* weight, const int32_t* indices, float* out, long long num_weights, long long embedding_dim, long long num_indices) {
    skucat::embedding_gather(skucat_embedding__embedding__f32__i32__gather__math_none__acc_none__det__stable__params{weight, indices, out, num_weights, embedding_dim, num_indices});
}
SKUCAT_ENTRY(skucat_embedding__embedding__f32__i32__gather__math_none__acc_none__det__stable__gather)

// embedding.embedding.f32.i64.gather.any.any.math-none.acc-none.det.stable
struct skucat_embedding__embedding__f32__i64__gather__math_none__acc_none__det__stable__params {
    typedef float element;
    typedef float compute;
    typedef long long index;
    const float* weight;
    const long long* indices;
    float* out;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
};
extern "C" __global__ void skucat_embedding__embedding__f32__i64__gather__math_none__acc_none__det__stable__gather(const float* weight, const long long* indices, float* out, long long num_weights, long long embedding_dim, long long num_indices) {
    skucat::embedding_gather(skucat_embedding__embedding__f32__i64__gather__math_none__acc_none__det__stable__params{weight, indices, out, num_weights, embedding_dim, num_indices});
}
SKUCAT_ENTRY(skucat_embedding__embedding__f32__i64__gather__math_none__acc_none__det__stable__gather)

// embedding.embedding.f64.i32.gather.any.any.math-none.acc-none.det.stable
struct skucat_embedding__embedding__f64__i32__gather__math_none__acc_none__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef int32_t index;
    const double* weight;
    const int32_t* indices;
    double* out;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
};
extern "C" __global__ void skucat_embedding__embedding__f64__i32__gather__math_none__acc_none__det__stable__gather(const double* weight, const int32_t* indices, double* out, long long num_weights, long long embedding_dim, long long num_indices) {
    skucat::embedding_gather(skucat_embedding__embedding__f64__i32__gather__math_none__acc_none__det__stable__params{weight, indices, out, num_weights, embedding_dim, num_indices});
}
SKUCAT_ENTRY(skucat_embedding__embedding__f64__i32__gather__math_none__acc_none__det__stable__gather)

// embedding.embedding.f64.i64.gather.any.any.math-none.acc-none.det.stable
struct skucat_embedding__embedding__f64__i64__gather__math_none__acc_none__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef long long index;
    const double* weight;
    const long long* indices;
    double* out;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
};
extern "C" __global__ void skucat_embedding__embedding__f64__i64__gather__math_none__acc_none__det__stable__gather(const double* weight, const long long* indices, double* out, long long num_weights, long long embedding_dim, long long num_indices) {
    skucat::embedding_gather(skucat_embedding__embedding__f64__i64__gather__math_none__acc_none__det__stable__params{weight, indices, out, num_weights, embedding_dim, num_indices});
}
SKUCAT_ENTRY(skucat_embedding__embedding__f64__i64__gather__math_none__acc_none__det__stable__gather)

// embedding.embedding_backward.f16.i32.atomic.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    typedef int32_t index;
    const __half* dout;
    const int32_t* indices;
    __half* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    float* wide_accum;
    int32_t* counts;
    float* accum;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__zero(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__count(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_count(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__accumulate(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_accumulate(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__finalize(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_finalize(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__atomic__math_f32__acc_f32__nondet__unstable__finalize)

// embedding.embedding_backward.f16.i64.atomic.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    typedef long long index;
    const __half* dout;
    const long long* indices;
    __half* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    float* wide_accum;
    int32_t* counts;
    float* accum;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__zero(const __half* dout, const long long* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__count(const __half* dout, const long long* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_count(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__accumulate(const __half* dout, const long long* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_accumulate(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__finalize(const __half* dout, const long long* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_finalize(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i64__atomic__math_f32__acc_f32__nondet__unstable__finalize)

// embedding.embedding_backward.bf16.i32.atomic.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef int32_t index;
    const __nv_bfloat16* dout;
    const int32_t* indices;
    __nv_bfloat16* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    float* wide_accum;
    int32_t* counts;
    float* accum;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* dout, const int32_t* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__count(const __nv_bfloat16* dout, const int32_t* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_count(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__accumulate(const __nv_bfloat16* dout, const int32_t* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_accumulate(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* dout, const int32_t* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_finalize(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i32__atomic__math_f32__acc_f32__nondet__unstable__finalize)

// embedding.embedding_backward.bf16.i64.atomic.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef long long index;
    const __nv_bfloat16* dout;
    const long long* indices;
    __nv_bfloat16* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    float* wide_accum;
    int32_t* counts;
    float* accum;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* dout, const long long* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__count(const __nv_bfloat16* dout, const long long* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_count(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__accumulate(const __nv_bfloat16* dout, const long long* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_accumulate(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* dout, const long long* indices, __nv_bfloat16* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_finalize(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__bf16__i64__atomic__math_f32__acc_f32__nondet__unstable__finalize)

// embedding.embedding_backward.f32.i32.atomic.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    typedef int32_t index;
    const float* dout;
    const int32_t* indices;
    float* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    float* wide_accum;
    int32_t* counts;
    float* accum;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__zero(const float* dout, const int32_t* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__count(const float* dout, const int32_t* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_count(skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__accumulate(const float* dout, const int32_t* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_accumulate(skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__finalize(const float* dout, const int32_t* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_finalize(skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i32__atomic__math_f32__acc_f32__nondet__unstable__finalize)

// embedding.embedding_backward.f32.i64.atomic.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    typedef long long index;
    const float* dout;
    const long long* indices;
    float* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    float* wide_accum;
    int32_t* counts;
    float* accum;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__zero(const float* dout, const long long* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__count(const float* dout, const long long* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_count(skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__accumulate(const float* dout, const long long* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_accumulate(skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__finalize(const float* dout, const long long* indices, float* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, int32_t* counts, float* accum, long long padding_row) {
    skucat::embedding_backward_finalize(skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f32__i64__atomic__math_f32__acc_f32__nondet__unstable__finalize)

// embedding.embedding_backward.f64.i32.atomic.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    typedef int32_t index;
    const double* dout;
    const int32_t* indices;
    double* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    double* wide_accum;
    int32_t* counts;
    double* accum;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__zero(const double* dout, const int32_t* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, int32_t* counts, double* accum, long long padding_row) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__count(const double* dout, const int32_t* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, int32_t* counts, double* accum, long long padding_row) {
    skucat::embedding_backward_count(skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__accumulate(const double* dout, const int32_t* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, int32_t* counts, double* accum, long long padding_row) {
    skucat::embedding_backward_accumulate(skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__finalize(const double* dout, const int32_t* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, int32_t* counts, double* accum, long long padding_row) {
    skucat::embedding_backward_finalize(skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i32__atomic__math_f64__acc_f64__nondet__unstable__finalize)

// embedding.embedding_backward.f64.i64.atomic.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    typedef long long index;
    const double* dout;
    const long long* indices;
    double* dweight;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    bool scale_grad_by_freq;
    double* wide_accum;
    int32_t* counts;
    double* accum;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__zero(const double* dout, const long long* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, int32_t* counts, double* accum, long long padding_row) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__count(const double* dout, const long long* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, int32_t* counts, double* accum, long long padding_row) {
    skucat::embedding_backward_count(skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__count)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__accumulate(const double* dout, const long long* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, int32_t* counts, double* accum, long long padding_row) {
    skucat::embedding_backward_accumulate(skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__accumulate)
extern "C" __global__ void skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__finalize(const double* dout, const long long* indices, double* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, double* wide_accum, int32_t* counts, double* accum, long long padding_row) {
    skucat::embedding_backward_finalize(skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, accum, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f64__i64__atomic__math_f64__acc_f64__nondet__unstable__finalize)
