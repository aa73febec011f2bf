// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, normalization.layer_norm.bf16.bf16.per_row.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (norm.cuh).
#include "norm.cuh"

struct skucat_normalization__layer_norm__bf16__bf16__per_row__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef __nv_bfloat16 param;
    const __nv_bfloat16* input;
    __nv_bfloat16* out;
    float* mean;
    float* rstd;
    const __nv_bfloat16* weight;
    const __nv_bfloat16* bias;
    long long rows;
    long long cols;
    double eps;
    bool has_weight;
    bool has_bias;
};
extern "C" __global__ void skucat_normalization__layer_norm__bf16__bf16__per_row__math_f32__acc_f32__det__stable__normalize(const __nv_bfloat16* input, __nv_bfloat16* out, float* mean, float* rstd, const __nv_bfloat16* weight, const __nv_bfloat16* bias, long long rows, long long cols, double eps, int32_t has_weight, int32_t has_bias) {
    skucat::layer_norm_normalize(skucat_normalization__layer_norm__bf16__bf16__per_row__math_f32__acc_f32__det__stable__params{input, out, mean, rstd, weight, bias, rows, cols, eps, has_weight != 0, has_bias != 0});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm__bf16__bf16__per_row__math_f32__acc_f32__det__stable__normalize, true, false)
