// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, sampling.grid_sample_3d_backward.f32.none.atomic.mode-nearest.mask-both.any.any.math-f32.acc-f32.nondet.unstable:
// its kernel entry points and their parameter structs. The device code is the family's (grid_sample.cuh).
#include "grid_sample.cuh"

struct skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const float* dout;
    const float* input;
    const float* grid;
    float* dinput;
    float* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    long long* keys;
    float* weights;
    long long* counts;
    float* pair_weights;
    long long* bases;
    long long* offsets;
    long long* order;
    float* accum;
    long long taps;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__zero(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, long long* keys, float* weights, long long* counts, float* pair_weights, long long* bases, long long* offsets, long long* order, float* accum, long long taps, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, keys, weights, counts, pair_weights, bases, offsets, order, accum, taps, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__zero, false, false)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__scatter(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, long long* keys, float* weights, long long* counts, float* pair_weights, long long* bases, long long* offsets, long long* order, float* accum, long long taps, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, keys, weights, counts, pair_weights, bases, offsets, order, accum, taps, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__scatter, false, false)
