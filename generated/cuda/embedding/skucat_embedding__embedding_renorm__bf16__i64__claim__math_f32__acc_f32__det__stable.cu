// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, embedding.embedding_renorm.bf16.i64.claim.any.any.math-f32.acc-f32.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (embedding.cuh).
#include "embedding.cuh"

struct skucat_embedding__embedding_renorm__bf16__i64__claim__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    typedef long long index;
    __nv_bfloat16* weight;
    const long long* indices;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
    double max_norm;
    double norm_type;
    int32_t* claims;
};
extern "C" __global__ void skucat_embedding__embedding_renorm__bf16__i64__claim__math_f32__acc_f32__det__stable__zero(__nv_bfloat16* weight, const long long* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_zero(skucat_embedding__embedding_renorm__bf16__i64__claim__math_f32__acc_f32__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__bf16__i64__claim__math_f32__acc_f32__det__stable__zero, false, false)
extern "C" __global__ void skucat_embedding__embedding_renorm__bf16__i64__claim__math_f32__acc_f32__det__stable__rescale(__nv_bfloat16* weight, const long long* indices, long long num_weights, long long embedding_dim, long long num_indices, double max_norm, double norm_type, int32_t* claims) {
    skucat::embedding_renorm_rescale(skucat_embedding__embedding_renorm__bf16__i64__claim__math_f32__acc_f32__det__stable__params{weight, indices, num_weights, embedding_dim, num_indices, max_norm, norm_type, claims});
}
SKUCAT_ENTRY(skucat_embedding__embedding_renorm__bf16__i64__claim__math_f32__acc_f32__det__stable__rescale, false, false)
