// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, sampling.interpolate.u8.none.copy.mode-nearest.any.any.math-u8.acc-u8.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (interpolate.cuh).
#include "interpolate.cuh"

struct skucat_sampling__interpolate__u8__none__copy__mode_nearest__math_u8__acc_u8__det__stable__params {
    typedef uint8_t element;
    typedef uint8_t compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    const uint8_t* input;
    uint8_t* out;
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
    uint8_t* row_weight;
    uint8_t* col_weight;
    uint8_t* widened;
    double* row_real;
    double* col_real;
    double* row_peak;
    double* col_peak;
    int32_t* row_fixed;
    int32_t* col_fixed;
    long long* precision;
    uint8_t* staged;
    double height_scale;
    double width_scale;
    long long axis_taps;
    long long aa;
    long long row_taps;
    long long col_taps;
};
extern "C" __global__ void skucat_sampling__interpolate__u8__none__copy__mode_nearest__math_u8__acc_u8__det__stable__axes(const uint8_t* input, uint8_t* out, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t align_corners, int32_t weight_element, int32_t width_only, long long* row_index, long long* col_index, uint8_t* row_weight, uint8_t* col_weight, uint8_t* widened, double* row_real, double* col_real, double* row_peak, double* col_peak, int32_t* row_fixed, int32_t* col_fixed, long long* precision, uint8_t* staged, double height_scale, double width_scale, long long axis_taps, long long aa, long long row_taps, long long col_taps) {
    skucat::interpolate_axes(skucat_sampling__interpolate__u8__none__copy__mode_nearest__math_u8__acc_u8__det__stable__params{input, out, batch, channels, in_height, in_width, out_height, out_width, align_corners != 0, skucat::WeightElement(weight_element), width_only != 0, row_index, col_index, row_weight, col_weight, widened, row_real, col_real, row_peak, col_peak, row_fixed, col_fixed, precision, staged, height_scale, width_scale, axis_taps, aa, row_taps, col_taps});
}
SKUCAT_ENTRY(skucat_sampling__interpolate__u8__none__copy__mode_nearest__math_u8__acc_u8__det__stable__axes, false, false)
extern "C" __global__ void skucat_sampling__interpolate__u8__none__copy__mode_nearest__math_u8__acc_u8__det__stable__resize(const uint8_t* input, uint8_t* out, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t align_corners, int32_t weight_element, int32_t width_only, long long* row_index, long long* col_index, uint8_t* row_weight, uint8_t* col_weight, uint8_t* widened, double* row_real, double* col_real, double* row_peak, double* col_peak, int32_t* row_fixed, int32_t* col_fixed, long long* precision, uint8_t* staged, double height_scale, double width_scale, long long axis_taps, long long aa, long long row_taps, long long col_taps) {
    skucat::interpolate_resize(skucat_sampling__interpolate__u8__none__copy__mode_nearest__math_u8__acc_u8__det__stable__params{input, out, batch, channels, in_height, in_width, out_height, out_width, align_corners != 0, skucat::WeightElement(weight_element), width_only != 0, row_index, col_index, row_weight, col_weight, widened, row_real, col_real, row_peak, col_peak, row_fixed, col_fixed, precision, staged, height_scale, width_scale, axis_taps, aa, row_taps, col_taps});
}
SKUCAT_ENTRY(skucat_sampling__interpolate__u8__none__copy__mode_nearest__math_u8__acc_u8__det__stable__resize, false, false)
