// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, sampling.interpolate.f16.none.per_output.mode-bilinear.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (interpolate.cuh).
#include "interpolate.cuh"

struct skucat_sampling__interpolate__f16__none__per_output__mode_bilinear__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    const __half* input;
    __half* out;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    bool align_corners;
    skucat::WeightElement weight_element;
    bool width_only;
    long long* row_index;
    long long* col_index;
    float* row_weight;
    float* col_weight;
    float* widened;
    double* row_real;
    double* col_real;
    double* row_peak;
    double* col_peak;
    int32_t* row_fixed;
    int32_t* col_fixed;
    long long* precision;
    __half* staged;
    double height_scale;
    double width_scale;
    long long axis_taps;
    long long aa;
    long long row_taps;
    long long col_taps;
};
extern "C" __global__ void skucat_sampling__interpolate__f16__none__per_output__mode_bilinear__math_f32__acc_f32__det__stable__axes(const __half* input, __half* out, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t align_corners, int32_t weight_element, int32_t width_only, long long* row_index, long long* col_index, float* row_weight, float* col_weight, float* widened, double* row_real, double* col_real, double* row_peak, double* col_peak, int32_t* row_fixed, int32_t* col_fixed, long long* precision, __half* staged, double height_scale, double width_scale, long long axis_taps, long long aa, long long row_taps, long long col_taps) {
    skucat::interpolate_axes(skucat_sampling__interpolate__f16__none__per_output__mode_bilinear__math_f32__acc_f32__det__stable__params{input, out, batch, channels, in_height, in_width, out_height, out_width, align_corners != 0, skucat::WeightElement(weight_element), width_only != 0, row_index, col_index, row_weight, col_weight, widened, row_real, col_real, row_peak, col_peak, row_fixed, col_fixed, precision, staged, height_scale, width_scale, axis_taps, aa, row_taps, col_taps});
}
SKUCAT_ENTRY(skucat_sampling__interpolate__f16__none__per_output__mode_bilinear__math_f32__acc_f32__det__stable__axes, false, false)
extern "C" __global__ void skucat_sampling__interpolate__f16__none__per_output__mode_bilinear__math_f32__acc_f32__det__stable__widen(const __half* input, __half* out, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t align_corners, int32_t weight_element, int32_t width_only, long long* row_index, long long* col_index, float* row_weight, float* col_weight, float* widened, double* row_real, double* col_real, double* row_peak, double* col_peak, int32_t* row_fixed, int32_t* col_fixed, long long* precision, __half* staged, double height_scale, double width_scale, long long axis_taps, long long aa, long long row_taps, long long col_taps) {
    skucat::interpolate_widen(skucat_sampling__interpolate__f16__none__per_output__mode_bilinear__math_f32__acc_f32__det__stable__params{input, out, batch, channels, in_height, in_width, out_height, out_width, align_corners != 0, skucat::WeightElement(weight_element), width_only != 0, row_index, col_index, row_weight, col_weight, widened, row_real, col_real, row_peak, col_peak, row_fixed, col_fixed, precision, staged, height_scale, width_scale, axis_taps, aa, row_taps, col_taps});
}
SKUCAT_ENTRY(skucat_sampling__interpolate__f16__none__per_output__mode_bilinear__math_f32__acc_f32__det__stable__widen, false, false)
extern "C" __global__ void skucat_sampling__interpolate__f16__none__per_output__mode_bilinear__math_f32__acc_f32__det__stable__resize(const __half* input, __half* out, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t align_corners, int32_t weight_element, int32_t width_only, long long* row_index, long long* col_index, float* row_weight, float* col_weight, float* widened, double* row_real, double* col_real, double* row_peak, double* col_peak, int32_t* row_fixed, int32_t* col_fixed, long long* precision, __half* staged, double height_scale, double width_scale, long long axis_taps, long long aa, long long row_taps, long long col_taps) {
    skucat::interpolate_resize(skucat_sampling__interpolate__f16__none__per_output__mode_bilinear__math_f32__acc_f32__det__stable__params{input, out, batch, channels, in_height, in_width, out_height, out_width, align_corners != 0, skucat::WeightElement(weight_element), width_only != 0, row_index, col_index, row_weight, col_weight, widened, row_real, col_real, row_peak, col_peak, row_fixed, col_fixed, precision, staged, height_scale, width_scale, axis_taps, aa, row_taps, col_taps});
}
SKUCAT_ENTRY(skucat_sampling__interpolate__f16__none__per_output__mode_bilinear__math_f32__acc_f32__det__stable__resize, false, false)
