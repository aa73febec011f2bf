// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, normalization.layer_norm.f64.f64.per_row.any.any.math-f64.acc-f64.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (norm.cuh).
#include "norm.cuh"

struct skucat_normalization__layer_norm__f64__f64__per_row__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef double param;
    const double* input;
    double* out;
    double* mean;
    double* rstd;
    const double* weight;
    const double* bias;
    long long rows;
    long long cols;
    double eps;
    bool has_weight;
    bool has_bias;
};
extern "C" __global__ void skucat_normalization__layer_norm__f64__f64__per_row__math_f64__acc_f64__det__stable__normalize(const double* input, double* out, double* mean, double* rstd, const double* weight, const double* bias, long long rows, long long cols, double eps, int32_t has_weight, int32_t has_bias) {
    skucat::layer_norm_normalize(skucat_normalization__layer_norm__f64__f64__per_row__math_f64__acc_f64__det__stable__params{input, out, mean, rstd, weight, bias, rows, cols, eps, has_weight != 0, has_bias != 0});
}
SKUCAT_ENTRY(skucat_normalization__layer_norm__f64__f64__per_row__math_f64__acc_f64__det__stable__normalize, true, false)
