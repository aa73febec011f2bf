// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, sampling.grid_sample.bf16.none.per_location.mode-bicubic.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (grid_sample.cuh).
#include "grid_sample.cuh"

struct skucat_sampling__grid_sample__bf16__none__per_location__mode_bicubic__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bicubic;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* out;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample__bf16__none__per_location__mode_bicubic__math_f32__acc_f32__det__stable__sample(const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* out, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_sample(skucat_sampling__grid_sample__bf16__none__per_location__mode_bicubic__math_f32__acc_f32__det__stable__params{input, grid, out, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample__bf16__none__per_location__mode_bicubic__math_f32__acc_f32__det__stable__sample, false, false)
