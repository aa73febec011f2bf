// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, normalization.rms_norm.f64.f32.per_row.any.any.math-f64.acc-f64.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (norm.cuh).
#include "norm.cuh"

struct skucat_normalization__rms_norm__f64__f32__per_row__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef float param;
    const double* input;
    double* out;
    double* rstd;
    const float* weight;
    long long rows;
    long long cols;
    bool has_weight;
    double epsilon;
};
extern "C" __global__ void skucat_normalization__rms_norm__f64__f32__per_row__math_f64__acc_f64__det__stable__normalize(const double* input, double* out, double* rstd, const float* weight, long long rows, long long cols, int32_t has_weight, double epsilon) {
    skucat::rms_norm_normalize(skucat_normalization__rms_norm__f64__f32__per_row__math_f64__acc_f64__det__stable__params{input, out, rstd, weight, rows, cols, has_weight != 0, epsilon});
}
SKUCAT_ENTRY(skucat_normalization__rms_norm__f64__f32__per_row__math_f64__acc_f64__det__stable__normalize, true, false)
