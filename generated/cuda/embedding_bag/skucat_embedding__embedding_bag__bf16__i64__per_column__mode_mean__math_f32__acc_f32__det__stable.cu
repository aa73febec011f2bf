// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, embedding.embedding_bag.bf16.i64.per_column.mode-mean.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (embedding_bag.cuh).
#include "embedding_bag.cuh"

struct skucat_embedding__embedding_bag__bf16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::mean;
    const __nv_bfloat16* weight;
    const long long* input;
    const long long* offsets;
    __nv_bfloat16* out;
    long long* offset2bag;
    long long* bag_size;
    const __nv_bfloat16* per_sample_weights;
    long long* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__bf16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__bookkeeping(const __nv_bfloat16* weight, const long long* input, const long long* offsets, __nv_bfloat16* out, long long* offset2bag, long long* bag_size, const __nv_bfloat16* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__bf16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__bf16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__bookkeeping, false, false)
extern "C" __global__ void skucat_embedding__embedding_bag__bf16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__reduce(const __nv_bfloat16* weight, const long long* input, const long long* offsets, __nv_bfloat16* out, long long* offset2bag, long long* bag_size, const __nv_bfloat16* per_sample_weights, long long* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__bf16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__bf16__i64__per_column__mode_mean__math_f32__acc_f32__det__stable__reduce, false, false)
