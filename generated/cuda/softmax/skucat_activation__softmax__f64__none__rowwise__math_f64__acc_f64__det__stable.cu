// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, activation.softmax.f64.none.rowwise.any.any.math-f64.acc-f64.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (softmax.cuh).
#include "softmax.cuh"

struct skucat_activation__softmax__f64__none__rowwise__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    const double* input;
    double* out;
    long long outer;
    long long size;
    long long inner;
};
extern "C" __global__ void skucat_activation__softmax__f64__none__rowwise__math_f64__acc_f64__det__stable__rows(const double* input, double* out, long long outer, long long size, long long inner) {
    skucat::softmax_rows(skucat_activation__softmax__f64__none__rowwise__math_f64__acc_f64__det__stable__params{input, out, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__softmax__f64__none__rowwise__math_f64__acc_f64__det__stable__rows, true, false)
extern "C" __global__ void skucat_activation__softmax__f64__none__rowwise__math_f64__acc_f64__det__stable__contiguous_rows(const double* input, double* out, long long outer, long long size, long long inner) {
    skucat::softmax_contiguous_rows(skucat_activation__softmax__f64__none__rowwise__math_f64__acc_f64__det__stable__params{input, out, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__softmax__f64__none__rowwise__math_f64__acc_f64__det__stable__contiguous_rows, true, false)
extern "C" __global__ void skucat_activation__softmax__f64__none__rowwise__math_f64__acc_f64__det__stable__columns(const double* input, double* out, long long outer, long long size, long long inner) {
    skucat::softmax_columns(skucat_activation__softmax__f64__none__rowwise__math_f64__acc_f64__det__stable__params{input, out, outer, size, inner});
}
SKUCAT_ENTRY(skucat_activation__softmax__f64__none__rowwise__math_f64__acc_f64__det__stable__columns, true, false)
