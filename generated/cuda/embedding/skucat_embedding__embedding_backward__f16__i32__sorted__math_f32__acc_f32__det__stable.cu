// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, embedding.embedding_backward.f16.i32.sorted.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (embedding.cuh).
#include "embedding.cuh"

struct skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__params {
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
    long long* counts;
    long long* bases;
    long long* offsets;
    long long* order;
    float* accum;
    long long padding_row;
    const int32_t* keys;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_zero(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_zero_step(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_count(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_count_step(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_count, false, true)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_chunk_totals(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_totals_step(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_chunk_totals, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_chunk_scan(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_scan_step(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_chunk_scan, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_offsets(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_offsets_step(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_offsets, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_fill(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_fill_step(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_fill, false, true)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_sort(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_sort_step(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_sort, false, false)
extern "C" __global__ void skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_sum(const __half* dout, const int32_t* indices, __half* dweight, long long num_weights, long long embedding_dim, long long num_indices, int32_t scale_grad_by_freq, float* wide_accum, long long* counts, long long* bases, long long* offsets, long long* order, float* accum, long long padding_row, const int32_t* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_group_sum(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__params{dout, indices, dweight, num_weights, embedding_dim, num_indices, scale_grad_by_freq != 0, wide_accum, counts, bases, offsets, order, accum, padding_row, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_backward__f16__i32__sorted__math_f32__acc_f32__det__stable__group_sum, false, false)
