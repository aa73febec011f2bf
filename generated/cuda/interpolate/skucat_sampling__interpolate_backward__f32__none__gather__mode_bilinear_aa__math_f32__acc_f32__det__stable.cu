// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, sampling.interpolate_backward.f32.none.gather.mode-bilinear_aa.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (interpolate.cuh).
#include "interpolate.cuh"

struct skucat_sampling__interpolate_backward__f32__none__gather__mode_bilinear_aa__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear_aa;
    const float* grad_output;
    float* grad_input;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    bool align_corners;
    skucat::WeightElement weight_element;
    bool width_only;
    float* wide_accum;
    long long* row_index;
    float* row_weight;
    long long* col_index;
    float* col_weight;
    long long* reader_rows;
    long long* reader_cols;
    float* columns;
    long long* keys;
    float* weights;
    long long* counts;
    float* pair_weights;
    long long* bases;
    long long* offsets;
    long long* order;
    double height_scale;
    double width_scale;
    long long axis_taps;
    long long aa;
    long long row_taps;
    long long col_taps;
    float* accum;
    long long taps;
    long long group_items;
    long long group_buckets;
    long long scan_chunk;
};
extern "C" __global__ void skucat_sampling__interpolate_backward__f32__none__gather__mode_bilinear_aa__math_f32__acc_f32__det__stable__axes(const float* grad_output, float* grad_input, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t align_corners, int32_t weight_element, int32_t width_only, float* wide_accum, long long* row_index, float* row_weight, long long* col_index, float* col_weight, long long* reader_rows, long long* reader_cols, float* columns, long long* keys, float* weights, long long* counts, float* pair_weights, long long* bases, long long* offsets, long long* order, double height_scale, double width_scale, long long axis_taps, long long aa, long long row_taps, long long col_taps, float* accum, long long taps, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::interpolate_backward_axes(skucat_sampling__interpolate_backward__f32__none__gather__mode_bilinear_aa__math_f32__acc_f32__det__stable__params{grad_output, grad_input, batch, channels, in_height, in_width, out_height, out_width, align_corners != 0, skucat::WeightElement(weight_element), width_only != 0, wide_accum, row_index, row_weight, col_index, col_weight, reader_rows, reader_cols, columns, keys, weights, counts, pair_weights, bases, offsets, order, height_scale, width_scale, axis_taps, aa, row_taps, col_taps, accum, taps, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sampling__interpolate_backward__f32__none__gather__mode_bilinear_aa__math_f32__acc_f32__det__stable__axes, false, false)
extern "C" __global__ void skucat_sampling__interpolate_backward__f32__none__gather__mode_bilinear_aa__math_f32__acc_f32__det__stable__readers(const float* grad_output, float* grad_input, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t align_corners, int32_t weight_element, int32_t width_only, float* wide_accum, long long* row_index, float* row_weight, long long* col_index, float* col_weight, long long* reader_rows, long long* reader_cols, float* columns, long long* keys, float* weights, long long* counts, float* pair_weights, long long* bases, long long* offsets, long long* order, double height_scale, double width_scale, long long axis_taps, long long aa, long long row_taps, long long col_taps, float* accum, long long taps, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::interpolate_backward_readers(skucat_sampling__interpolate_backward__f32__none__gather__mode_bilinear_aa__math_f32__acc_f32__det__stable__params{grad_output, grad_input, batch, channels, in_height, in_width, out_height, out_width, align_corners != 0, skucat::WeightElement(weight_element), width_only != 0, wide_accum, row_index, row_weight, col_index, col_weight, reader_rows, reader_cols, columns, keys, weights, counts, pair_weights, bases, offsets, order, height_scale, width_scale, axis_taps, aa, row_taps, col_taps, accum, taps, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sampling__interpolate_backward__f32__none__gather__mode_bilinear_aa__math_f32__acc_f32__det__stable__readers, false, false)
extern "C" __global__ void skucat_sampling__interpolate_backward__f32__none__gather__mode_bilinear_aa__math_f32__acc_f32__det__stable__columns(const float* grad_output, float* grad_input, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t align_corners, int32_t weight_element, int32_t width_only, float* wide_accum, long long* row_index, float* row_weight, long long* col_index, float* col_weight, long long* reader_rows, long long* reader_cols, float* columns, long long* keys, float* weights, long long* counts, float* pair_weights, long long* bases, long long* offsets, long long* order, double height_scale, double width_scale, long long axis_taps, long long aa, long long row_taps, long long col_taps, float* accum, long long taps, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::interpolate_backward_columns(skucat_sampling__interpolate_backward__f32__none__gather__mode_bilinear_aa__math_f32__acc_f32__det__stable__params{grad_output, grad_input, batch, channels, in_height, in_width, out_height, out_width, align_corners != 0, skucat::WeightElement(weight_element), width_only != 0, wide_accum, row_index, row_weight, col_index, col_weight, reader_rows, reader_cols, columns, keys, weights, counts, pair_weights, bases, offsets, order, height_scale, width_scale, axis_taps, aa, row_taps, col_taps, accum, taps, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sampling__interpolate_backward__f32__none__gather__mode_bilinear_aa__math_f32__acc_f32__det__stable__columns, false, false)
extern "C" __global__ void skucat_sampling__interpolate_backward__f32__none__gather__mode_bilinear_aa__math_f32__acc_f32__det__stable__gather(const float* grad_output, float* grad_input, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t align_corners, int32_t weight_element, int32_t width_only, float* wide_accum, long long* row_index, float* row_weight, long long* col_index, float* col_weight, long long* reader_rows, long long* reader_cols, float* columns, long long* keys, float* weights, long long* counts, float* pair_weights, long long* bases, long long* offsets, long long* order, double height_scale, double width_scale, long long axis_taps, long long aa, long long row_taps, long long col_taps, float* accum, long long taps, long long group_items, long long group_buckets, long long scan_chunk) {
    skucat::interpolate_backward_gather(skucat_sampling__interpolate_backward__f32__none__gather__mode_bilinear_aa__math_f32__acc_f32__det__stable__params{grad_output, grad_input, batch, channels, in_height, in_width, out_height, out_width, align_corners != 0, skucat::WeightElement(weight_element), width_only != 0, wide_accum, row_index, row_weight, col_index, col_weight, reader_rows, reader_cols, columns, keys, weights, counts, pair_weights, bases, offsets, order, height_scale, width_scale, axis_taps, aa, row_taps, col_taps, accum, taps, group_items, group_buckets, scan_chunk});
}
SKUCAT_ENTRY(skucat_sampling__interpolate_backward__f32__none__gather__mode_bilinear_aa__math_f32__acc_f32__det__stable__gather, false, false)
