// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, embedding.embedding_renorm.f64.i32.claim.any.any.math-f64.acc-f64.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (embedding.cuh).
#include "embedding.cuh"

struct skucat_embedding__embedding_renorm__f64__i32__claim__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    typedef int32_t index;
    double* weight;
    const int32_t* indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    double max_norm;
    double norm_type;
    int32_t* claims;
};
extern "C" __global__ void skucat_embedding__embedding_renorm__f64__i32__claim__math_f64__acc_f64__det__stable__zero(double* weight, const int32_t* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_zero(skucat_embedding__embedding_renorm__f64__i32__claim__math_f64__acc_f64__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__f64__i32__claim__math_f64__acc_f64__det__stable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_renorm__f64__i32__claim__math_f64__acc_f64__det__stable__rescale(double* weight, const int32_t* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_rescale(skucat_embedding__embedding_renorm__f64__i32__claim__math_f64__acc_f64__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__f64__i32__claim__math_f64__acc_f64__det__stable__rescale, false, false)
