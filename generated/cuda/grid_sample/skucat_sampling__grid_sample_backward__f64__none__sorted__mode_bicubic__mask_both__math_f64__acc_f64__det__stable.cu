// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, sampling.grid_sample_backward.f64.none.sorted.mode-bicubic.mask-both.any.any.math-f64.acc-f64.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (grid_sample.cuh).
#include "grid_sample.cuh"

struct skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::bicubic;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const double* dout;
    const double* input;
    const double* grid;
    double* dinput;
    double* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    double* wide_accum;
    long long* keys;
    double* weights;
    long long* counts;
    double* pair_weights;
    long long* bases;
    long long* offsets;
    long long* order;
    double* accum;
    long long taps;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__dgrid(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, long long* keys, double* weights, long long* counts, double* pair_weights, long long* bases, long long* offsets, long long* order, double* accum, long long taps, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::grid_sample_backward_dgrid(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, keys, weights, counts, pair_weights, bases, offsets, order, accum, taps, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__dgrid, false, false)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__pairs(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, long long* keys, double* weights, long long* counts, double* pair_weights, long long* bases, long long* offsets, long long* order, double* accum, long long taps, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::grid_sample_backward_pairs(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, keys, weights, counts, pair_weights, bases, offsets, order, accum, taps, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__pairs, false, false)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__group_zero(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, long long* keys, double* weights, long long* counts, double* pair_weights, long long* bases, long long* offsets, long long* order, double* accum, long long taps, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_zero_step(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, keys, weights, counts, pair_weights, bases, offsets, order, accum, taps, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__group_zero, false, false)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__group_count(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, long long* keys, double* weights, long long* counts, double* pair_weights, long long* bases, long long* offsets, long long* order, double* accum, long long taps, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_count_step(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, keys, weights, counts, pair_weights, bases, offsets, order, accum, taps, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__group_count, false, true)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__group_chunk_totals(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, long long* keys, double* weights, long long* counts, double* pair_weights, long long* bases, long long* offsets, long long* order, double* accum, long long taps, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_totals_step(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, keys, weights, counts, pair_weights, bases, offsets, order, accum, taps, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__group_chunk_totals, false, false)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__group_chunk_scan(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, long long* keys, double* weights, long long* counts, double* pair_weights, long long* bases, long long* offsets, long long* order, double* accum, long long taps, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_chunk_scan_step(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, keys, weights, counts, pair_weights, bases, offsets, order, accum, taps, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__group_chunk_scan, false, false)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__group_offsets(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, long long* keys, double* weights, long long* counts, double* pair_weights, long long* bases, long long* offsets, long long* order, double* accum, long long taps, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_offsets_step(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, keys, weights, counts, pair_weights, bases, offsets, order, accum, taps, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__group_offsets, false, false)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__group_fill(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, long long* keys, double* weights, long long* counts, double* pair_weights, long long* bases, long long* offsets, long long* order, double* accum, long long taps, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_fill_step(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, keys, weights, counts, pair_weights, bases, offsets, order, accum, taps, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__group_fill, false, true)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__group_sort(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, long long* keys, double* weights, long long* counts, double* pair_weights, long long* bases, long long* offsets, long long* order, double* accum, long long taps, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_sort_step(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, keys, weights, counts, pair_weights, bases, offsets, order, accum, taps, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__group_sort, false, false)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__group_weights(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, long long* keys, double* weights, long long* counts, double* pair_weights, long long* bases, long long* offsets, long long* order, double* accum, long long taps, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::group_weights_step(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, keys, weights, counts, pair_weights, bases, offsets, order, accum, taps, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__group_weights, false, false)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__gather(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, long long* keys, double* weights, long long* counts, double* pair_weights, long long* bases, long long* offsets, long long* order, double* accum, long long taps, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::grid_sample_backward_gather(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, keys, weights, counts, pair_weights, bases, offsets, order, accum, taps, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__sorted__mode_bicubic__mask_both__math_f64__acc_f64__det__stable__gather, false, false)
