// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, sampling.grid_sample_backward.f64.none.direct.mode-nearest.mask-grid.any.any.math-f64.acc-f64.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (grid_sample.cuh).
#include "grid_sample.cuh"

struct skucat_sampling__grid_sample_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
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
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__scatter(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, long long* keys, double* weights, long long* counts, double* pair_weights, long long* bases, long long* offsets, long long* order, double* accum, long long taps, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, keys, weights, counts, pair_weights, bases, offsets, order, accum, taps, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__scatter, false, false)
