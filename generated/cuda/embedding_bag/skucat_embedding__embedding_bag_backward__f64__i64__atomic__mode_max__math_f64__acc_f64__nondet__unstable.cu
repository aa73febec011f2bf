// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, embedding.embedding_bag_backward.f64.i64.atomic.mode-max.any.any.math-f64.acc-f64.nondet.unstable:
// its kernel entry points and their parameter structs. The device code is the family's (embedding_bag.cuh).
#include "embedding_bag.cuh"

struct skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    typedef long long index;
    static constexpr skucat::Mode mode = skucat::Mode::max;
    const double* grad;
    const long long* indices;
    const long long* offset2bag;
    const long long* bag_size;
    double* grad_weight;
    const long long* maximum_indices;
    const double* per_sample_weights;
    const double* weight;
    double* grad_per_sample_weights;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    long long num_bags;
    bool scale_grad_by_freq;
    bool has_per_sample_weights;
    double* wide_accum;
    long long* counts;
    long long* pair_keys;
    long long* bases;
    long long* offsets;
    long long* order;
    long long padding_row;
    double* accum;
    long long* keys;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__zero(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, long long* counts, long long* pair_keys, long long* bases, long long* offsets, long long* order, long long padding_row, double* accum, long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_zero(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, pair_keys, bases, offsets, order, padding_row, accum, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__count(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, long long* counts, long long* pair_keys, long long* bases, long long* offsets, long long* order, long long padding_row, double* accum, long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_backward_count(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, pair_keys, bases, offsets, order, padding_row, accum, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__count, false, false)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__accumulate(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, long long* counts, long long* pair_keys, long long* bases, long long* offsets, long long* order, long long padding_row, double* accum, long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_bag_backward_accumulate(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, pair_keys, bases, offsets, order, padding_row, accum, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__accumulate, false, false)
extern "C" __global__ void skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__sample_weights_grad(const double* grad, const long long* indices, const long long* offset2bag, const long long* bag_size, double* grad_weight, const long long* maximum_indices, const double* per_sample_weights, const double* weight, double* grad_per_sample_weights, long long num_weights, long long embedding_dim, long long num_indices, long long num_bags, int32_t scale_grad_by_freq, int32_t has_per_sample_weights, double* wide_accum, long long* counts, long long* pair_keys, long long* bases, long long* offsets, long long* order, long long padding_row, double* accum, long long* keys, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::embedding_bag_backward_sample_weights_grad(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__params{grad, indices, offset2bag, bag_size, grad_weight, maximum_indices, per_sample_weights, weight, grad_per_sample_weights, num_weights, embedding_dim, num_indices, num_bags, scale_grad_by_freq != 0, has_per_sample_weights != 0, wide_accum, counts, pair_keys, bases, offsets, order, padding_row, accum, keys, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_embedding__embedding_bag_backward__f64__i64__atomic__mode_max__math_f64__acc_f64__nondet__unstable__sample_weights_grad, false, false)
