// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, normalization.rms_norm.f16.f64.per_row.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (norm.cuh).
#include "norm.cuh"

struct skucat_normalization__rms_norm__f16__f64__per_row__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    typedef double param;
    const __half* input;
    __half* out;
    float* rstd;
    const double* weight;
    long long rows;
    long long cols;
    bool has_weight;
    double epsilon;
};
extern "C" __global__ void skucat_normalization__rms_norm__f16__f64__per_row__math_f32__acc_f32__det__stable__normalize(const __half* input, __half* out, float* rstd, const double* weight, long long rows, long long cols, int32_t has_weight, double epsilon) {
    skucat::rms_norm_normalize(skucat_normalization__rms_norm__f16__f64__per_row__math_f32__acc_f32__det__stable__params{input, out, rstd, weight, rows, cols, has_weight != 0, epsilon});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm__f16__f64__per_row__math_f32__acc_f32__det__stable__normalize, true, false)
