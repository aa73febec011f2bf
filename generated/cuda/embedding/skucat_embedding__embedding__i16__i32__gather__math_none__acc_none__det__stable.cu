// Generated from catalog.yaml by codegen with templates/cuda/unit.cu.j2. Do not edit.
// The build unit of one SKU, embedding.embedding.i16.i32.gather.any.any.math-none.acc-none.det.stable:
// its kernel entry points and their parameter structs. The device code is the family's (embedding.cuh).
#include "embedding.cuh"

struct skucat_embedding__embedding__i16__i32__gather__math_none__acc_none__det__stable__params {
    typedef int16_t element;
    typedef int16_t compute;
    typedef int32_t index;
    const int16_t* weight;
    const int32_t* indices;
    int16_t* out;
    long long num_weights;
    long long embedding_dim;
    long long num_indices;
};
extern "C" __global__ void skucat_embedding__embedding__i16__i32__gather__math_none__acc_none__det__stable__gather(const int16_t* weight, const int32_t* indices, int16_t* out, long long num_weights, long long embedding_dim, long long num_indices) {
    skucat::embedding_gather(skucat_embedding__embedding__i16__i32__gather__math_none__acc_none__det__stable__params{weight, indices, out, num_weights, embedding_dim, num_indices});
}
SKUCAT_ENTRY(skucat_embedding__embedding__i16__i32__gather__math_none__acc_none__det__stable__gather, true, false)
