// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, embedding.embedding_bag.f64.i32.per_column.mode-max.any.any.math-f64.acc-f64.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (embedding_bag.cuh).
#include "embedding_bag.cuh"

struct skucat_embedding__embedding_bag__f64__i32__per_column__mode_max__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef int32_t index;
    static constexpr skucat::Mode mode = skucat::Mode::max;
    const double* weight;
    const int32_t* input;
    const int32_t* offsets;
    double* out;
    int32_t* offset2bag;
    int32_t* bag_size;
    const double* per_sample_weights;
    int32_t* max_indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool include_last_offset;
    bool has_per_sample_weights;
    bool scale_grad_by_freq;
    long long padding_row;
};
extern "C" __global__ void skucat_embedding__embedding_bag__f64__i32__per_column__mode_max__math_f64__acc_f64__det__stable__bookkeeping(const double* weight, const int32_t* input, const int32_t* offsets, double* out, int32_t* offset2bag, int32_t* bag_size, const double* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_bookkeeping(skucat_embedding__embedding_bag__f64__i32__per_column__mode_max__math_f64__acc_f64__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f64__i32__per_column__mode_max__math_f64__acc_f64__det__stable__bookkeeping, false, false)
extern "C" __global__ void skucat_embedding__embedding_bag__f64__i32__per_column__mode_max__math_f64__acc_f64__det__stable__reduce(const double* weight, const int32_t* input, const int32_t* offsets, double* out, int32_t* offset2bag, int32_t* bag_size, const double* per_sample_weights, int32_t* max_indices, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t include_last_offset, int32_t has_per_sample_weights, int32_t scale_grad_by_freq, long long padding_row) {
    skucat::embedding_bag_reduce(skucat_embedding__embedding_bag__f64__i32__per_column__mode_max__math_f64__acc_f64__det__stable__params{weight, input, offsets, out, offset2bag, bag_size, per_sample_weights, max_indices, num_weights, embedding_dim, num_indices, num_bags, include_last_offset != 0, has_per_sample_weights != 0, scale_grad_by_freq != 0, padding_row});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag__f64__i32__per_column__mode_max__math_f64__acc_f64__det__stable__reduce, false, false)
