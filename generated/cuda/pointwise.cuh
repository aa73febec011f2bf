// Generated from catalog.yaml by codegen with templates/cuda/family.cuh.j2. Do not edit.
// Device code from templates/cuda/pointwise.cu.j2 and the enums of the family's modes from
// catalog.yaml, included by each of the family's build units (cuda/pointwise/*.cu).
#ifndef SKUCAT_FAMILY_POINTWISE_CUH
#define SKUCAT_FAMILY_POINTWISE_CUH
#include "skucat_prelude.cuh"

namespace skucat {

enum class Approximate : int { none, tanh };

enum class RoundingMode : int { none, trunc, floor };

// Pointwise ops by formula (catalog.yaml `formulas`, codegen/formulas.py): one item loop per op,
// each output its expression in the compute type C of the loaded inputs (x: input, y: the
// forward's output, g: grad_output), its params and compile-time axes; `is_number(v)` tells whether
// operand v is a Python number, `element_of(v)` is v rounded to the element, `in_element(v)` is where
// PyTorch's CPU kernel computes in the element (f16 and bf16, the second operand an array of more
// than one item), else v. Each item goes through the
// same code whatever the schedule, so results are bit-identical under every one; on the host the
// loop vectorises with glibc's vector math.

namespace pointwise {

// The math a formula may call, for float and double alike (f16 and bf16 compute in f32): each
// name resolves here before the C library's double-only one. On the host, `library_math` is glibc's
// vector math, `inline_math` a few instructions.
#define SKUCAT_POINTWISE_1(name, f32, f64)                                                      \
    __device__ __forceinline__ float name(float v) { return f32(v); }                          \
    __device__ __forceinline__ double name(double v) { return f64(v); }
#define SKUCAT_POINTWISE_2(name, f32, f64)                                                      \
    __device__ __forceinline__ float name(float a, float b) { return f32(a, b); }              \
    __device__ __forceinline__ double name(double a, double b) { return f64(a, b); }
SKUCAT_POINTWISE_1(exp, expf, ::exp)
SKUCAT_POINTWISE_1(expm1, expm1f, ::expm1)
SKUCAT_POINTWISE_1(log, logf, ::log)
SKUCAT_POINTWISE_1(log1p, log1pf, ::log1p)
SKUCAT_POINTWISE_1(sin, sinf, ::sin)
SKUCAT_POINTWISE_1(cos, cosf, ::cos)
SKUCAT_POINTWISE_1(tanh, tanhf, ::tanh)
SKUCAT_POINTWISE_1(erf, erff, ::erf)
SKUCAT_POINTWISE_2(pow, powf, ::pow)
SKUCAT_POINTWISE_1(sqrt, sqrtf, ::sqrt)
SKUCAT_POINTWISE_1(abs, fabsf, ::fabs)
SKUCAT_POINTWISE_1(floor, floorf, ::floor)
SKUCAT_POINTWISE_1(trunc, truncf, ::trunc)
SKUCAT_POINTWISE_2(fmod, fmodf, ::fmod)
SKUCAT_POINTWISE_2(copysign, copysignf, ::copysign)
#undef SKUCAT_POINTWISE_1
#undef SKUCAT_POINTWISE_2
// One rounding (an unqualified fma of floats would round in double, then again).
__device__ __forceinline__ float fma(float a, float b, float c) { return fmaf(a, b, c); }
__device__ __forceinline__ double fma(double a, double b, double c) { return ::fma(a, b, c); }
template <class C> __device__ __forceinline__ C sigmoid(C v) { return C(1) / (C(1) + exp(-v)); }
// pow of a number exponent as PyTorch's: sqrt and 1 / sqrt for 0.5 and -0.5 (NaN at -inf, -inf at -0).
template <class C> __device__ __forceinline__ C power(C v, C e) {
    return e == C(0.5) ? sqrt(v) : e == C(-0.5) ? C(1) / sqrt(v) : pow(v, e);
}
// A mask's item as its byte's test: the loop then vectorises (a bool load does not), and a byte
// other than 0 or 1 reads as true, not as undefined.
__device__ __forceinline__ bool mask(const bool* values, i64 at) {
    return reinterpret_cast<const unsigned char*>(values)[at] != 0;
}
template <class C> __device__ __forceinline__ bool is_infinite(C v) { return v == v && v - v != C(0); }
// Whether a or b is NaN: on the host one unordered comparison (cmpunordps), where a != a | b != b
// takes three.
#if !defined(__CUDACC__) && !defined(__CUDACC_RTC__)
template <class C> __device__ __forceinline__ bool unordered(C a, C b) { return __builtin_isunordered(a, b); }
#else
template <class C> __device__ __forceinline__ bool unordered(C a, C b) { return a != a || b != b; }
#endif
// fmod(a, b) of floats in double, which vectorises: while |a / b| < 2^53 the double quotient cannot
// round across an integer, so its integer part is exact, and a - q b (the remainder, a float) is
// exact in one fma. Beyond, the remainder is off but far below a's last bit: floor_divide's a - mod
// and its result are the same.
__device__ __forceinline__ float quotient_remainder(float a, float b) {
    const double q = trunc(double(a) / double(b));
    return is_infinite(b) ? a : float(fma(-q, double(b), double(a)));
}
__device__ __forceinline__ double quotient_remainder(double a, double b) { return fmod(a, b); }
// Floor division as PyTorch's CPU kernel computes it (c10's div_floor_floating, in its vectorised
// form): the quotient of a - fmod(a, b), corrected to the floor; a / b where b is 0.
// `in_element` rounds each step where PyTorch computes in the element.
template <class C, class R> __device__ __forceinline__ C floor_divide(C a, C b, R in_element) {
    const C quotient = in_element(a / b);
    if (b == 0) return quotient;
    const C mod = in_element(quotient_remainder(a, b));
    const C whole = is_infinite(quotient) && !is_infinite(a) ? a : in_element(a - mod);
    C div = in_element(whole / b);
    if (mod != 0 && (b < 0) != (mod < 0)) div = in_element(div - 1);
    if (div == 0) return copysign(C(0), quotient);
    const C floored = floor(div);
    return in_element(div - floored) > C(0.5) ? in_element(floored + 1) : floored;
}
// NaN-propagating bounds, as PyTorch's clamp: min(max(v, low), high), the two selects apart, which
// the host vectorises as maxps and minps (each passes a NaN v on). With constant bounds GCC threads
// them into one nested select, three times the operations: there the bounds are multiplied by a 1
// it cannot see (the runtime library's), an exact product.
#if !defined(__CUDACC__) && !defined(__CUDACC_RTC__)
extern "C" const float skucat_opaque_one_f;
extern "C" const double skucat_opaque_one_d;
__device__ __forceinline__ float opaque_one(float) { return skucat_opaque_one_f; }
__device__ __forceinline__ double opaque_one(double) { return skucat_opaque_one_d; }
#else
template <class C> __device__ __forceinline__ C opaque_one(C) { return C(1); }
#endif
template <class C> __device__ __forceinline__ C clamp(C v, C low, C high) {
    low *= opaque_one(low);
    high *= opaque_one(high);
    const C raised = low > v ? low : v;
    return high < raised ? high : raised;
}
// Where an item's result goes: out, or input written over (an op's in-place form, whose P has no out).
template <bool InPlace, class P> __device__ __forceinline__ auto result_of(const P& p) {
    if constexpr (InPlace) return p.input; else return p.out;
}

template <class P>
__device__ __forceinline__ void to_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::dtype>(compute_t<typename P::dtype>(x));   // of the aux type (a cast)
    });
}
// The items of relu and of relu_, its in-place form: `Streams` side by side, `Shared` where
// workers split the launch.
template <int Streams, int Shared, bool InPlace, class P>
__device__ __forceinline__ void relu_items(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<Streams, Shared>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        result_of<InPlace>(p)[i] = store<typename P::element>(C(x < 0 ? C(0) : x));
    });
}
template <class P>
__device__ __forceinline__ void relu_map(const P& p) { relu_items<2, 1, false>(p); }
// In place: input, written over, has the broadcast shape.
template <class P>
__device__ __forceinline__ void relu__map(const P& p) { relu_items<4, 4, true>(p); }
template <class P>
__device__ __forceinline__ void relu_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        p.grad_input[i] = store<typename P::element>(C(x <= 0 ? C(0) : g));
    });
}
// The items of leaky_relu and of leaky_relu_, its in-place form: `Streams` side by side, `Shared` where
// workers split the launch.
template <int Streams, int Shared, bool InPlace, class P>
__device__ __forceinline__ void leaky_relu_items(const P& p) {
    typedef typename P::compute C;
    const C negative_slope = C(p.negative_slope);
    for_each_item_side_by_side<Streams, Shared>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        result_of<InPlace>(p)[i] = store<typename P::element>(C(x > 0 ? x : x * negative_slope));
    });
}
template <class P>
__device__ __forceinline__ void leaky_relu_map(const P& p) { leaky_relu_items<2, 1, false>(p); }
// In place: input, written over, has the broadcast shape.
template <class P>
__device__ __forceinline__ void leaky_relu__map(const P& p) { leaky_relu_items<4, 4, true>(p); }
template <class P>
__device__ __forceinline__ void leaky_relu_backward_map(const P& p) {
    typedef typename P::compute C;
    const C negative_slope = C(p.negative_slope);
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        p.grad_input[i] = store<typename P::element>(C(x > 0 ? g : g * negative_slope));
    });
}
// The items of elu and of elu_, its in-place form: `Streams` side by side, `Shared` where
// workers split the launch.
template <int Streams, int Shared, bool InPlace, class P>
__device__ __forceinline__ void elu_items(const P& p) {
    typedef typename P::compute C;
    const C alpha = C(p.alpha);
    for_each_item_side_by_side<Streams, Shared, true>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        result_of<InPlace>(p)[i] = store<typename P::element>(C(x > 0 ? x : alpha * expm1(x)));
    });
}
template <class P>
__device__ __forceinline__ void elu_map(const P& p) { elu_items<1, 1, false>(p); }
// In place: input, written over, has the broadcast shape.
template <class P>
__device__ __forceinline__ void elu__map(const P& p) { elu_items<1, 1, true>(p); }
template <class P>
__device__ __forceinline__ void elu_backward_map(const P& p) {
    typedef typename P::compute C;
    const C alpha = C(p.alpha);
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        p.grad_input[i] = store<typename P::element>(C(x > 0 ? g : g * alpha * exp(x)));
    });
}
template <class P>
__device__ __forceinline__ void gelu_map(const P& p) {
    typedef typename P::compute C;
    constexpr auto approximate = P::approximate;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        const C gelu_cdf = C(0.5) * (1 + erf(x * C(0.7071067811865476)));
        const C gelu_inner = C(0.7978845608028654) * (x + C(0.044715) * x * x * x);
        const C gelu_x = approximate == Approximate::tanh ? C(0.5) * x * (1 + tanh(gelu_inner)) : x * gelu_cdf;
        p.out[i] = store<typename P::element>(C(gelu_x));
    });
}
template <class P>
__device__ __forceinline__ void gelu_backward_map(const P& p) {
    typedef typename P::compute C;
    constexpr auto approximate = P::approximate;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        const C gelu_cdf = C(0.5) * (1 + erf(x * C(0.7071067811865476)));
        const C gelu_inner = C(0.7978845608028654) * (x + C(0.044715) * x * x * x);
        const C gelu_slope = approximate == Approximate::tanh ? C(0.5) * (1 + tanh(gelu_inner)) + C(0.5) * x * (1 - tanh(gelu_inner) * tanh(gelu_inner)) * C(0.7978845608028654) * (1 + 3 * C(0.044715) * x * x) : gelu_cdf + x * exp(C(-0.5) * x * x) * C(0.3989422804014327);
        p.grad_input[i] = store<typename P::element>(C(g * gelu_slope));
    });
}
// The items of silu and of silu_, its in-place form: `Streams` side by side, `Shared` where
// workers split the launch.
template <int Streams, int Shared, bool InPlace, class P>
__device__ __forceinline__ void silu_items(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<Streams, Shared, true>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        result_of<InPlace>(p)[i] = store<typename P::element>(C(x / (1 + exp(-x))));
    });
}
template <class P>
__device__ __forceinline__ void silu_map(const P& p) { silu_items<1, 1, false>(p); }
// In place: input, written over, has the broadcast shape.
template <class P>
__device__ __forceinline__ void silu__map(const P& p) { silu_items<1, 1, true>(p); }
template <class P>
__device__ __forceinline__ void silu_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        const C s = sigmoid(x);
        p.grad_input[i] = store<typename P::element>(C(g * s * (1 + x * (1 - s))));
    });
}
// The items of mish and of mish_, its in-place form: `Streams` side by side, `Shared` where
// workers split the launch.
template <int Streams, int Shared, bool InPlace, class P>
__device__ __forceinline__ void mish_items(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<Streams, Shared, true>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        const C ex = exp(x < 20 ? x : C(20));
        const C u = ex * (ex + 2);
        const C t = u / (u + 2);
        result_of<InPlace>(p)[i] = store<typename P::element>(C(x * t));
    });
}
template <class P>
__device__ __forceinline__ void mish_map(const P& p) { mish_items<1, 1, false>(p); }
// In place: input, written over, has the broadcast shape.
template <class P>
__device__ __forceinline__ void mish__map(const P& p) { mish_items<1, 1, true>(p); }
template <class P>
__device__ __forceinline__ void mish_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        const C ex = exp(x < 20 ? x : C(20));
        const C u = ex * (ex + 2);
        const C t = u / (u + 2);
        p.grad_input[i] = store<typename P::element>(C(g * (t + x * sigmoid(x) * (1 - t * t))));
    });
}
template <class P>
__device__ __forceinline__ void softplus_map(const P& p) {
    typedef typename P::compute C;
    const C beta = C(p.beta);
    const C threshold = C(p.threshold);
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::element>(C(x * beta > threshold ? x : log1p(exp(x * beta)) / beta));
    });
}
template <class P>
__device__ __forceinline__ void softplus_backward_map(const P& p) {
    typedef typename P::compute C;
    const C beta = C(p.beta);
    const C threshold = C(p.threshold);
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        const C z = exp(x * beta);
        p.grad_input[i] = store<typename P::element>(C(x * beta > threshold ? g : g * z / (z + 1)));
    });
}
// The items of hardswish and of hardswish_, its in-place form: `Streams` side by side, `Shared` where
// workers split the launch.
template <int Streams, int Shared, bool InPlace, class P>
__device__ __forceinline__ void hardswish_items(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<Streams, Shared>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        result_of<InPlace>(p)[i] = store<typename P::element>(C(x * clamp(x + 3, C(0), C(6)) / 6));
    });
}
template <class P>
__device__ __forceinline__ void hardswish_map(const P& p) { hardswish_items<2, 1, false>(p); }
// In place: input, written over, has the broadcast shape.
template <class P>
__device__ __forceinline__ void hardswish__map(const P& p) { hardswish_items<4, 4, true>(p); }
template <class P>
__device__ __forceinline__ void hardswish_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        p.grad_input[i] = store<typename P::element>(C(x <= -3 ? C(0) : x >= 3 ? g : g * (x / 3 + C(0.5))));
    });
}
// The items of hardsigmoid and of hardsigmoid_, its in-place form: `Streams` side by side, `Shared` where
// workers split the launch.
template <int Streams, int Shared, bool InPlace, class P>
__device__ __forceinline__ void hardsigmoid_items(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<Streams, Shared>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        result_of<InPlace>(p)[i] = store<typename P::element>(C(clamp(x + 3, C(0), C(6)) / 6));
    });
}
template <class P>
__device__ __forceinline__ void hardsigmoid_map(const P& p) { hardsigmoid_items<2, 1, false>(p); }
// In place: input, written over, has the broadcast shape.
template <class P>
__device__ __forceinline__ void hardsigmoid__map(const P& p) { hardsigmoid_items<4, 4, true>(p); }
template <class P>
__device__ __forceinline__ void hardsigmoid_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        p.grad_input[i] = store<typename P::element>(C(x > -3 & x < 3 ? g * C(1.0f / 6) : C(0)));
    });
}
// The items of hardtanh and of hardtanh_, its in-place form: `Streams` side by side, `Shared` where
// workers split the launch.
template <int Streams, int Shared, bool InPlace, class P>
__device__ __forceinline__ void hardtanh_items(const P& p) {
    typedef typename P::compute C;
    const C min_val = C(p.min_val);
    const C max_val = C(p.max_val);
    for_each_item_side_by_side<Streams, Shared>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        result_of<InPlace>(p)[i] = store<typename P::element>(C(clamp(x, min_val, max_val)));
    });
}
template <class P>
__device__ __forceinline__ void hardtanh_map(const P& p) { hardtanh_items<2, 1, false>(p); }
// In place: input, written over, has the broadcast shape.
template <class P>
__device__ __forceinline__ void hardtanh__map(const P& p) { hardtanh_items<4, 4, true>(p); }
template <class P>
__device__ __forceinline__ void hardtanh_backward_map(const P& p) {
    typedef typename P::compute C;
    const C min_val = C(p.min_val);
    const C max_val = C(p.max_val);
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        p.grad_input[i] = store<typename P::element>(C(x > min_val & x < max_val ? g : C(0)));
    });
}
// The items of relu6 and of relu6_, its in-place form: `Streams` side by side, `Shared` where
// workers split the launch.
template <int Streams, int Shared, bool InPlace, class P>
__device__ __forceinline__ void relu6_items(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<Streams, Shared>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        result_of<InPlace>(p)[i] = store<typename P::element>(C(clamp(x, C(0), C(6))));
    });
}
template <class P>
__device__ __forceinline__ void relu6_map(const P& p) { relu6_items<2, 1, false>(p); }
// In place: input, written over, has the broadcast shape.
template <class P>
__device__ __forceinline__ void relu6__map(const P& p) { relu6_items<4, 4, true>(p); }
template <class P>
__device__ __forceinline__ void relu6_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        p.grad_input[i] = store<typename P::element>(C(x > 0 & x < 6 ? g : C(0)));
    });
}
template <class P>
__device__ __forceinline__ void logsigmoid_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::element>(C((x < 0 ? x : C(0)) - log1p(exp(-abs(x)))));
    });
}
template <class P>
__device__ __forceinline__ void logsigmoid_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        p.grad_input[i] = store<typename P::element>(C(g / (1 + exp(x))));
    });
}
template <class P>
__device__ __forceinline__ void sigmoid_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::element>(C(sigmoid(x)));
    });
}
template <class P>
__device__ __forceinline__ void sigmoid_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C y = load(p.output[i]);
        p.grad_input[i] = store<typename P::element>(C(g * (1 - y) * y));
    });
}
template <class P>
__device__ __forceinline__ void tanh_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::element>(C(tanh(x)));
    });
}
template <class P>
__device__ __forceinline__ void tanh_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C y = load(p.output[i]);
        p.grad_input[i] = store<typename P::element>(C(g * (1 - y * y)));
    });
}
template <class P>
__device__ __forceinline__ void neg_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::element>(C(-x));
    });
}
template <class P>
__device__ __forceinline__ void neg_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        p.grad_input[i] = store<typename P::element>(C(-g));
    });
}
template <class P>
__device__ __forceinline__ void square_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::element>(C(x * x));
    });
}
template <class P>
__device__ __forceinline__ void square_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        p.grad_input[i] = store<typename P::element>(C(g * 2 * x));
    });
}
template <class P>
__device__ __forceinline__ void abs_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::element>(C(abs(x)));
    });
}
template <class P>
__device__ __forceinline__ void abs_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        p.grad_input[i] = store<typename P::element>(C(g * C((x > 0) - (x < 0))));
    });
}
template <class P>
__device__ __forceinline__ void exp_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::element>(C(exp(x)));
    });
}
template <class P>
__device__ __forceinline__ void exp_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C y = load(p.output[i]);
        p.grad_input[i] = store<typename P::element>(C(g * y));
    });
}
template <class P>
__device__ __forceinline__ void log_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::element>(C(log(x)));
    });
}
template <class P>
__device__ __forceinline__ void log_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        p.grad_input[i] = store<typename P::element>(C(g / x));
    });
}
template <class P>
__device__ __forceinline__ void log1p_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::element>(C(log1p(x)));
    });
}
template <class P>
__device__ __forceinline__ void log1p_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        p.grad_input[i] = store<typename P::element>(C(g / (x + 1)));
    });
}
template <class P>
__device__ __forceinline__ void expm1_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::element>(C(expm1(x)));
    });
}
template <class P>
__device__ __forceinline__ void expm1_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C y = load(p.output[i]);
        p.grad_input[i] = store<typename P::element>(C(g * (y + 1)));
    });
}
template <class P>
__device__ __forceinline__ void sqrt_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::element>(C(sqrt(x)));
    });
}
template <class P>
__device__ __forceinline__ void sqrt_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C y = load(p.output[i]);
        p.grad_input[i] = store<typename P::element>(C(g / (2 * y)));
    });
}
template <class P>
__device__ __forceinline__ void rsqrt_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::element>(C(1 / sqrt(x)));
    });
}
template <class P>
__device__ __forceinline__ void rsqrt_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C y = load(p.output[i]);
        p.grad_input[i] = store<typename P::element>(C(C(-0.5) * g * y * y * y));
    });
}
template <class P>
__device__ __forceinline__ void reciprocal_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::element>(C(1 / x));
    });
}
template <class P>
__device__ __forceinline__ void reciprocal_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C y = load(p.output[i]);
        p.grad_input[i] = store<typename P::element>(C(-g * y * y));
    });
}
template <class P>
__device__ __forceinline__ void sin_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::element>(C(sin(x)));
    });
}
template <class P>
__device__ __forceinline__ void sin_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        p.grad_input[i] = store<typename P::element>(C(g * cos(x)));
    });
}
template <class P>
__device__ __forceinline__ void cos_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::element>(C(cos(x)));
    });
}
template <class P>
__device__ __forceinline__ void cos_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        p.grad_input[i] = store<typename P::element>(C(-g * sin(x)));
    });
}
template <class P>
__device__ __forceinline__ void erf_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::element>(C(erf(x)));
    });
}
template <class P>
__device__ __forceinline__ void erf_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        p.grad_input[i] = store<typename P::element>(C(C(1.1283791670955126) * exp(-x * x) * g));
    });
}
template <class P>
__device__ __forceinline__ void geglu_map(const P& p) {
    typedef typename P::compute C;
    constexpr auto approximate = P::approximate;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        const C o = load(p.other[i]);
        const C gelu_cdf = C(0.5) * (1 + erf(x * C(0.7071067811865476)));
        const C gelu_inner = C(0.7978845608028654) * (x + C(0.044715) * x * x * x);
        const C gelu_x = approximate == Approximate::tanh ? C(0.5) * x * (1 + tanh(gelu_inner)) : x * gelu_cdf;
        p.out[i] = store<typename P::element>(C(gelu_x * o));
    });
}
template <class P>
__device__ __forceinline__ void geglu_backward_map(const P& p) {
    typedef typename P::compute C;
    constexpr auto approximate = P::approximate;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        const C o = load(p.other[i]);
        const C gelu_cdf = C(0.5) * (1 + erf(x * C(0.7071067811865476)));
        const C gelu_inner = C(0.7978845608028654) * (x + C(0.044715) * x * x * x);
        const C gelu_slope = approximate == Approximate::tanh ? C(0.5) * (1 + tanh(gelu_inner)) + C(0.5) * x * (1 - tanh(gelu_inner) * tanh(gelu_inner)) * C(0.7978845608028654) * (1 + 3 * C(0.044715) * x * x) : gelu_cdf + x * exp(C(-0.5) * x * x) * C(0.3989422804014327);
        p.grad_input[i] = store<typename P::element>(C(g * o * gelu_slope));
        const C gelu_x = approximate == Approximate::tanh ? C(0.5) * x * (1 + tanh(gelu_inner)) : x * gelu_cdf;
        p.grad_other[i] = store<typename P::element>(C(g * gelu_x));
    });
}
template <class P>
__device__ __forceinline__ void glu_map(const P& p) {
    typedef typename P::compute C;
    // Rows of input's two halves: item i (of a half's) at `at` in input, its other half's at + half.
    for_each_run(p.rows * p.half, p.half, [&](i64 i, i64 end) {
        for (i64 at = i + i / p.half * p.half; i < end; ++i, ++at) {
            const C x = load(p.input[at]);
            const C o = load(p.input[at + p.half]);
            const C s = sigmoid(o);
            p.out[i] = store<typename P::element>(C(x * s));
        }
    });
}
template <class P>
__device__ __forceinline__ void glu_backward_map(const P& p) {
    typedef typename P::compute C;
    // Rows of input's two halves: item i (of a half's) at `at` in input, its other half's at + half.
    for_each_run(p.rows * p.half, p.half, [&](i64 i, i64 end) {
        for (i64 at = i + i / p.half * p.half; i < end; ++i, ++at) {
            const C g = load(p.grad_output[i]);
            const C x = load(p.input[at]);
            const C o = load(p.input[at + p.half]);
            const C s = sigmoid(o);
            p.grad_input[at] = store<typename P::element>(C(g * s));
            p.grad_input[at + p.half] = store<typename P::element>(C(g * x * s * (1 - s)));
        }
    });
}
template <class P>
__device__ __forceinline__ void swiglu_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        const C o = load(p.other[i]);
        const C s = sigmoid(x);
        p.out[i] = store<typename P::element>(C(x * s * o));
    });
}
template <class P>
__device__ __forceinline__ void swiglu_backward_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<1, 1, true>(p.numel, [&](i64 i) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[i]);
        const C o = load(p.other[i]);
        const C s = sigmoid(x);
        p.grad_input[i] = store<typename P::element>(C(g * o * s * (1 + x * (1 - s))));
        p.grad_other[i] = store<typename P::element>(C(g * x * s));
    });
}
template <class P>
__device__ __forceinline__ void pow_map(const P& p) {
    typedef typename P::compute C;
    // An operand as a number: in the compute type, as PyTorch's wrapped scalars.
    const C input_number = C(p.input_value);
    const C exponent_number = C(p.exponent_value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.has_input ? p.input_numel : -1, p.has_exponent ? p.exponent_numel : -1};
    broadcast_items<0b11, 1, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = steps.number(0) ? input_number : load(p.input[at[0]]);
        const C n = steps.number(1) ? exponent_number : load(p.exponent[at[1]]);
        p.out[i] = store<typename P::element>(C(steps.number(1) ? power(x, n) : pow(x, n)));
    });
}
template <class P>
__device__ __forceinline__ void pow_backward_map(const P& p) {
    typedef typename P::compute C;
    // An operand as a number: in the compute type, as PyTorch's wrapped scalars.
    const C input_number = C(p.input_value);
    const C exponent_number = C(p.exponent_value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.has_input ? p.input_numel : -1, p.has_exponent ? p.exponent_numel : -1};
    broadcast_items<0b11, 1, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C g = load(p.grad_output[i]);
        const C y = load(p.output[i]);
        const C x = steps.number(0) ? input_number : load(p.input[at[0]]);
        const C n = steps.number(1) ? exponent_number : load(p.exponent[at[1]]);
        if (!steps.number(0)) p.grad_input[i] = store<typename P::element>(C(n == 0 ? C(0) : g * (n * (steps.number(1) ? power(x, n - 1) : pow(x, n - 1)))));
        if (!steps.number(1)) p.grad_exponent[i] = store<typename P::element>(C(x == 0 & n >= 0 ? C(0) : g * (y * log(x))));
    });
}
// The items of div and of div_, its in-place form: `Streams` side by side, `Shared` where
// workers split the launch.
template <int Streams, int Shared, bool InPlace, class P>
__device__ __forceinline__ void div_items(const P& p) {
    typedef typename P::compute C;
    constexpr auto rounding_mode = P::rounding_mode;
    // PyTorch's CPU kernels compute f16 and bf16 in the element, each step rounded to it, unless
    // the second operand is one item (its is_scalar), when they compute in f32.
    const bool element_steps = sizeof(typename P::element) < sizeof(C) && p.other_numel > 1;
    const auto in_element = [element_steps](C v) -> C { return element_steps ? C(load(store<typename P::element>(v))) : v; };
    // An operand as a number: in the compute type, as PyTorch's wrapped scalars.
    const C other_number = C(p.other_value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.input_numel, p.has_other ? p.other_numel : -1};
    broadcast_items<0b10, Streams, Shared>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const C o = steps.number(1) ? other_number : load(p.other[at[1]]);
        result_of<InPlace>(p)[i] = store<typename P::element>(C(rounding_mode == RoundingMode::trunc ? trunc(in_element(x / o)) : rounding_mode == RoundingMode::floor ? floor_divide(x, o, in_element) : x / o));
    });
}
template <class P>
__device__ __forceinline__ void div_map(const P& p) { div_items<1, 1, false>(p); }
// In place: input, written over, has the broadcast shape.
template <class P>
__device__ __forceinline__ void div__map(const P& p) { div_items<1, 1, true>(p); }
template <class P>
__device__ __forceinline__ void div_backward_map(const P& p) {
    typedef typename P::compute C;
    constexpr auto rounding_mode = P::rounding_mode;
    // An operand as a number: in the compute type, as PyTorch's wrapped scalars.
    const C other_number = C(p.other_value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.input_numel, p.has_other ? p.other_numel : -1};
    broadcast_items<0b10, 1, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[at[0]]);
        const C o = steps.number(1) ? other_number : load(p.other[at[1]]);
        p.grad_input[i] = store<typename P::element>(C(rounding_mode == RoundingMode::none ? g / o : C(0)));
        if (!steps.number(1)) p.grad_other[i] = store<typename P::element>(C(rounding_mode == RoundingMode::none ? -g * (x / o / o) : C(0)));
    });
}
// The items of add and of add_, its in-place form: `Streams` side by side, `Shared` where
// workers split the launch.
template <int Streams, int Shared, bool InPlace, class P>
__device__ __forceinline__ void add_items(const P& p) {
    typedef typename P::compute C;
    const C alpha = C(p.alpha);
    // A value rounded to the element: a number as PyTorch's CPU kernel takes it (an array's item is one).
    const auto element_of = [](C v) -> C { return load(store<typename P::element>(v)); };
    // An operand as a number: in the compute type, as PyTorch's wrapped scalars.
    const C other_number = C(p.other_value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.input_numel, p.has_other ? p.other_numel : -1};
    broadcast_items<0b10, Streams, Shared>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const C o = steps.number(1) ? other_number : load(p.other[at[1]]);
        result_of<InPlace>(p)[i] = store<typename P::element>(C(fma(element_of(alpha), element_of(o), x)));
    });
}
template <class P>
__device__ __forceinline__ void add_map(const P& p) { add_items<2, 1, false>(p); }
// In place: input, written over, has the broadcast shape.
template <class P>
__device__ __forceinline__ void add__map(const P& p) { add_items<2, 1, true>(p); }
// The items of sub and of sub_, its in-place form: `Streams` side by side, `Shared` where
// workers split the launch.
template <int Streams, int Shared, bool InPlace, class P>
__device__ __forceinline__ void sub_items(const P& p) {
    typedef typename P::compute C;
    const C alpha = C(p.alpha);
    // A value rounded to the element: a number as PyTorch's CPU kernel takes it (an array's item is one).
    const auto element_of = [](C v) -> C { return load(store<typename P::element>(v)); };
    // An operand as a number: in the compute type, as PyTorch's wrapped scalars.
    const C other_number = C(p.other_value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.input_numel, p.has_other ? p.other_numel : -1};
    broadcast_items<0b10, Streams, Shared>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const C o = steps.number(1) ? other_number : load(p.other[at[1]]);
        result_of<InPlace>(p)[i] = store<typename P::element>(C(fma(-element_of(alpha), element_of(o), x)));
    });
}
template <class P>
__device__ __forceinline__ void sub_map(const P& p) { sub_items<2, 1, false>(p); }
// In place: input, written over, has the broadcast shape.
template <class P>
__device__ __forceinline__ void sub__map(const P& p) { sub_items<2, 1, true>(p); }
// The items of mul and of mul_, its in-place form: `Streams` side by side, `Shared` where
// workers split the launch.
template <int Streams, int Shared, bool InPlace, class P>
__device__ __forceinline__ void mul_items(const P& p) {
    typedef typename P::compute C;
    // An operand as a number: in the compute type, as PyTorch's wrapped scalars.
    const C other_number = C(p.other_value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.input_numel, p.has_other ? p.other_numel : -1};
    broadcast_items<0b10, Streams, Shared>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const C o = steps.number(1) ? other_number : load(p.other[at[1]]);
        result_of<InPlace>(p)[i] = store<typename P::element>(C(x * o));
    });
}
template <class P>
__device__ __forceinline__ void mul_map(const P& p) { mul_items<2, 1, false>(p); }
// In place: input, written over, has the broadcast shape.
template <class P>
__device__ __forceinline__ void mul__map(const P& p) { mul_items<2, 1, true>(p); }
template <class P>
__device__ __forceinline__ void maximum_map(const P& p) {
    typedef typename P::compute C;
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.input_numel, p.other_numel};
    broadcast_items<0b00, 2, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const C o = load(p.other[at[1]]);
        p.out[i] = store<typename P::element>(C(x > o | x != x ? x : o));
    });
}
template <class P>
__device__ __forceinline__ void maximum_backward_map(const P& p) {
    typedef typename P::compute C;
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.input_numel, p.other_numel};
    broadcast_items<0b00, 1, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[at[0]]);
        const C o = load(p.other[at[1]]);
        p.grad_input[i] = store<typename P::element>(C(x == o ? g / 2 : x < o ? C(0) : g));
        p.grad_other[i] = store<typename P::element>(C(x == o ? g / 2 : x > o ? C(0) : g));
    });
}
template <class P>
__device__ __forceinline__ void minimum_map(const P& p) {
    typedef typename P::compute C;
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.input_numel, p.other_numel};
    broadcast_items<0b00, 2, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const C o = load(p.other[at[1]]);
        p.out[i] = store<typename P::element>(C(x < o | x != x ? x : o));
    });
}
template <class P>
__device__ __forceinline__ void minimum_backward_map(const P& p) {
    typedef typename P::compute C;
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.input_numel, p.other_numel};
    broadcast_items<0b00, 1, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[at[0]]);
        const C o = load(p.other[at[1]]);
        p.grad_input[i] = store<typename P::element>(C(x == o ? g / 2 : x > o ? C(0) : g));
        p.grad_other[i] = store<typename P::element>(C(x == o ? g / 2 : x < o ? C(0) : g));
    });
}
// The items of clamp and of clamp_, its in-place form: `Streams` side by side, `Shared` where
// workers split the launch.
template <int Streams, int Shared, bool InPlace, class P>
__device__ __forceinline__ void clamp_items(const P& p) {
    typedef typename P::compute C;
    const C lower_given = C(p.lower_given);
    const C upper_given = C(p.upper_given);
    // A value rounded to the element: a number as PyTorch's CPU kernel takes it (an array's item is one).
    const auto element_of = [](C v) -> C { return load(store<typename P::element>(v)); };
    // An operand as a number: in the compute type, as PyTorch's wrapped scalars.
    const C lower_number = C(p.lower_value);
    const C upper_number = C(p.upper_value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[3] = {p.input_numel, p.has_lower ? p.lower_numel : -1, p.has_upper ? p.upper_numel : -1};
    broadcast_items<0b110, Streams, Shared>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const C l = steps.number(1) ? lower_number : load(p.lower[at[1]]);
        const C h = steps.number(2) ? upper_number : load(p.upper[at[2]]);
        const C hi = element_of(h);
        const C lo = element_of(l);
        const C raised = x < lo ? lo : x;
        const C bounded = raised > hi ? hi : raised;
        result_of<InPlace>(p)[i] = store<typename P::element>(C(unordered(l, h) ? l + h : bounded));
    });
}
template <class P>
__device__ __forceinline__ void clamp_map(const P& p) { clamp_items<1, 1, false>(p); }
// In place: input, written over, has the broadcast shape.
template <class P>
__device__ __forceinline__ void clamp__map(const P& p) { clamp_items<2, 1, true>(p); }
template <class P>
__device__ __forceinline__ void clamp_backward_map(const P& p) {
    typedef typename P::compute C;
    const C lower_given = C(p.lower_given);
    const C upper_given = C(p.upper_given);
    // A value rounded to the element: a number as PyTorch's CPU kernel takes it (an array's item is one).
    const auto element_of = [](C v) -> C { return load(store<typename P::element>(v)); };
    // An operand as a number: in the compute type, as PyTorch's wrapped scalars.
    const C lower_number = C(p.lower_value);
    const C upper_number = C(p.upper_value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[3] = {p.input_numel, p.has_lower ? p.lower_numel : -1, p.has_upper ? p.upper_numel : -1};
    broadcast_items<0b110, 1, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[at[0]]);
        const C l = steps.number(1) ? lower_number : load(p.lower[at[1]]);
        const C h = steps.number(2) ? upper_number : load(p.upper[at[2]]);
        const C hi = element_of(h);
        const C lo = element_of(l);
        p.grad_input[i] = store<typename P::element>(C(x >= lo & x <= hi ? g : C(0)));
        if (!steps.number(1)) p.grad_lower[i] = store<typename P::element>(C(x < lo & (!upper_given | lo < hi) ? g : C(0)));
        if (!steps.number(2)) p.grad_upper[i] = store<typename P::element>(C(x > hi | hi < lo ? g : C(0)));
    });
}
template <class P>
__device__ __forceinline__ void where_map(const P& p) {
    typedef typename P::compute C;
    // An operand as a number: in the compute type, as PyTorch's wrapped scalars.
    const C input_number = C(p.input_value);
    const C other_number = C(p.other_value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[3] = {p.condition_numel, p.has_input ? p.input_numel : -1, p.has_other ? p.other_numel : -1};
    broadcast_items<0b110, 1, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const bool c = mask(p.condition, at[0]);
        const C x = steps.number(1) ? input_number : load(p.input[at[1]]);
        const C o = steps.number(2) ? other_number : load(p.other[at[2]]);
        p.out[i] = store<typename P::element>(C(c ? x : o));
    });
}
template <class P>
__device__ __forceinline__ void where_backward_map(const P& p) {
    typedef typename P::compute C;
    // An operand as a number: in the compute type, as PyTorch's wrapped scalars.
    const C input_number = C(p.input_value);
    const C other_number = C(p.other_value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[3] = {p.condition_numel, p.has_input ? p.input_numel : -1, p.has_other ? p.other_numel : -1};
    broadcast_items<0b110, 1, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C g = load(p.grad_output[i]);
        const bool c = mask(p.condition, at[0]);
        const C x = steps.number(1) ? input_number : load(p.input[at[1]]);
        const C o = steps.number(2) ? other_number : load(p.other[at[2]]);
        if (!steps.number(1)) p.grad_input[i] = store<typename P::element>(C(c ? g : C(0)));
        if (!steps.number(2)) p.grad_other[i] = store<typename P::element>(C(c ? C(0) : g));
    });
}
// The items of masked_fill and of masked_fill_, its in-place form: `Streams` side by side, `Shared` where
// workers split the launch.
template <int Streams, int Shared, bool InPlace, class P>
__device__ __forceinline__ void masked_fill_items(const P& p) {
    typedef typename P::compute C;
    // An operand as a number: in the compute type, as PyTorch's wrapped scalars.
    const C value_number = C(p.value_value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[3] = {p.input_numel, p.mask_numel, p.has_value ? p.value_numel : -1};
    broadcast_items<0b100, Streams, Shared>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const bool m = mask(p.mask, at[1]);
        const C v = steps.number(2) ? value_number : load(p.value[at[2]]);
        result_of<InPlace>(p)[i] = store<typename P::element>(C(m ? v : x));
    });
}
template <class P>
__device__ __forceinline__ void masked_fill_map(const P& p) { masked_fill_items<1, 1, false>(p); }
// In place: input, written over, has the broadcast shape.
template <class P>
__device__ __forceinline__ void masked_fill__map(const P& p) { masked_fill_items<2, 1, true>(p); }
template <class P>
__device__ __forceinline__ void masked_fill_backward_map(const P& p) {
    typedef typename P::compute C;
    // An operand as a number: in the compute type, as PyTorch's wrapped scalars.
    const C value_number = C(p.value_value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[3] = {p.input_numel, p.mask_numel, p.has_value ? p.value_numel : -1};
    broadcast_items<0b100, 1, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[at[0]]);
        const bool m = mask(p.mask, at[1]);
        const C v = steps.number(2) ? value_number : load(p.value[at[2]]);
        p.grad_input[i] = store<typename P::element>(C(m ? C(0) : g));
        if (!steps.number(2)) p.grad_value[i] = store<typename P::element>(C(m ? g : C(0)));
    });
}
// The items of lerp and of lerp_, its in-place form: `Streams` side by side, `Shared` where
// workers split the launch.
template <int Streams, int Shared, bool InPlace, class P>
__device__ __forceinline__ void lerp_items(const P& p) {
    typedef typename P::compute C;
    // An operand as a number: in the compute type, as PyTorch's wrapped scalars.
    const C weight_number = C(p.weight_value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[3] = {p.input_numel, p.end_numel, p.has_weight ? p.weight_numel : -1};
    broadcast_items<0b100, Streams, Shared>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const C e = load(p.end[at[1]]);
        const C w = steps.number(2) ? weight_number : load(p.weight[at[2]]);
        result_of<InPlace>(p)[i] = store<typename P::element>(C(abs(w) < C(0.5) ? x + w * (e - x) : e - (e - x) * (1 - w)));
    });
}
template <class P>
__device__ __forceinline__ void lerp_map(const P& p) { lerp_items<1, 1, false>(p); }
// In place: input, written over, has the broadcast shape.
template <class P>
__device__ __forceinline__ void lerp__map(const P& p) { lerp_items<2, 1, true>(p); }
template <class P>
__device__ __forceinline__ void lerp_backward_map(const P& p) {
    typedef typename P::compute C;
    // An operand as a number: in the compute type, as PyTorch's wrapped scalars.
    const C weight_number = C(p.weight_value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[3] = {p.input_numel, p.end_numel, p.has_weight ? p.weight_numel : -1};
    broadcast_items<0b100, 1, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[at[0]]);
        const C e = load(p.end[at[1]]);
        const C w = steps.number(2) ? weight_number : load(p.weight[at[2]]);
        p.grad_input[i] = store<typename P::element>(C(g * (1 - w)));
        p.grad_end[i] = store<typename P::element>(C(g * w));
        if (!steps.number(2)) p.grad_weight[i] = store<typename P::element>(C(g * (e - x)));
    });
}
// The items of addcmul and of addcmul_, its in-place form: `Streams` side by side, `Shared` where
// workers split the launch.
template <int Streams, int Shared, bool InPlace, class P>
__device__ __forceinline__ void addcmul_items(const P& p) {
    typedef typename P::compute C;
    const C value = C(p.value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[3] = {p.input_numel, p.tensor1_numel, p.tensor2_numel};
    broadcast_items<0b000, Streams, Shared>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const C a = load(p.tensor1[at[1]]);
        const C b = load(p.tensor2[at[2]]);
        result_of<InPlace>(p)[i] = store<typename P::element>(C(x + value * a * b));
    });
}
template <class P>
__device__ __forceinline__ void addcmul_map(const P& p) { addcmul_items<1, 1, false>(p); }
// In place: input, written over, has the broadcast shape.
template <class P>
__device__ __forceinline__ void addcmul__map(const P& p) { addcmul_items<2, 1, true>(p); }
template <class P>
__device__ __forceinline__ void addcmul_backward_map(const P& p) {
    typedef typename P::compute C;
    const C value = C(p.value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[3] = {p.input_numel, p.tensor1_numel, p.tensor2_numel};
    broadcast_items<0b000, 1, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[at[0]]);
        const C a = load(p.tensor1[at[1]]);
        const C b = load(p.tensor2[at[2]]);
        p.grad_input[i] = store<typename P::element>(C(g));
        p.grad_tensor1[i] = store<typename P::element>(C(g * value * b));
        p.grad_tensor2[i] = store<typename P::element>(C(g * value * a));
    });
}
// The items of addcdiv and of addcdiv_, its in-place form: `Streams` side by side, `Shared` where
// workers split the launch.
template <int Streams, int Shared, bool InPlace, class P>
__device__ __forceinline__ void addcdiv_items(const P& p) {
    typedef typename P::compute C;
    const C value = C(p.value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[3] = {p.input_numel, p.tensor1_numel, p.tensor2_numel};
    broadcast_items<0b000, Streams, Shared>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const C a = load(p.tensor1[at[1]]);
        const C b = load(p.tensor2[at[2]]);
        result_of<InPlace>(p)[i] = store<typename P::element>(C(x + value * a / b));
    });
}
template <class P>
__device__ __forceinline__ void addcdiv_map(const P& p) { addcdiv_items<1, 1, false>(p); }
// In place: input, written over, has the broadcast shape.
template <class P>
__device__ __forceinline__ void addcdiv__map(const P& p) { addcdiv_items<2, 1, true>(p); }
template <class P>
__device__ __forceinline__ void addcdiv_backward_map(const P& p) {
    typedef typename P::compute C;
    const C value = C(p.value);
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[3] = {p.input_numel, p.tensor1_numel, p.tensor2_numel};
    broadcast_items<0b000, 1, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C g = load(p.grad_output[i]);
        const C x = load(p.input[at[0]]);
        const C a = load(p.tensor1[at[1]]);
        const C b = load(p.tensor2[at[2]]);
        p.grad_input[i] = store<typename P::element>(C(g));
        p.grad_tensor1[i] = store<typename P::element>(C(g * value / b));
        p.grad_tensor2[i] = store<typename P::element>(C(-g * value * a / (b * b)));
    });
}
template <class P>
__device__ __forceinline__ void eq_map(const P& p) {
    typedef typename P::compute C;
    // An operand as a number: rounded to the element first, as PyTorch compares in the operands' dtype.
    const C other_number = load(store<typename P::element>(C(p.other_value)));
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.input_numel, p.has_other ? p.other_numel : -1};
    broadcast_items<0b10, 2, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const C o = steps.number(1) ? other_number : load(p.other[at[1]]);
        p.out[i] = x == o;
    });
}
template <class P>
__device__ __forceinline__ void ne_map(const P& p) {
    typedef typename P::compute C;
    // An operand as a number: rounded to the element first, as PyTorch compares in the operands' dtype.
    const C other_number = load(store<typename P::element>(C(p.other_value)));
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.input_numel, p.has_other ? p.other_numel : -1};
    broadcast_items<0b10, 2, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const C o = steps.number(1) ? other_number : load(p.other[at[1]]);
        p.out[i] = x != o;
    });
}
template <class P>
__device__ __forceinline__ void lt_map(const P& p) {
    typedef typename P::compute C;
    // An operand as a number: rounded to the element first, as PyTorch compares in the operands' dtype.
    const C other_number = load(store<typename P::element>(C(p.other_value)));
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.input_numel, p.has_other ? p.other_numel : -1};
    broadcast_items<0b10, 2, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const C o = steps.number(1) ? other_number : load(p.other[at[1]]);
        p.out[i] = x < o;
    });
}
template <class P>
__device__ __forceinline__ void le_map(const P& p) {
    typedef typename P::compute C;
    // An operand as a number: rounded to the element first, as PyTorch compares in the operands' dtype.
    const C other_number = load(store<typename P::element>(C(p.other_value)));
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.input_numel, p.has_other ? p.other_numel : -1};
    broadcast_items<0b10, 2, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const C o = steps.number(1) ? other_number : load(p.other[at[1]]);
        p.out[i] = x <= o;
    });
}
template <class P>
__device__ __forceinline__ void gt_map(const P& p) {
    typedef typename P::compute C;
    // An operand as a number: rounded to the element first, as PyTorch compares in the operands' dtype.
    const C other_number = load(store<typename P::element>(C(p.other_value)));
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.input_numel, p.has_other ? p.other_numel : -1};
    broadcast_items<0b10, 2, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const C o = steps.number(1) ? other_number : load(p.other[at[1]]);
        p.out[i] = x > o;
    });
}
template <class P>
__device__ __forceinline__ void ge_map(const P& p) {
    typedef typename P::compute C;
    // An operand as a number: rounded to the element first, as PyTorch compares in the operands' dtype.
    const C other_number = load(store<typename P::element>(C(p.other_value)));
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.input_numel, p.has_other ? p.other_numel : -1};
    broadcast_items<0b10, 2, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const C o = steps.number(1) ? other_number : load(p.other[at[1]]);
        p.out[i] = x >= o;
    });
}
template <class P>
__device__ __forceinline__ void logical_not_map(const P& p) {
    typedef typename P::compute C;
    for_each_item_side_by_side<2, 1>(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = x == 0;
    });
}
template <class P>
__device__ __forceinline__ void logical_and_map(const P& p) {
    typedef typename P::compute C;
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.input_numel, p.other_numel};
    broadcast_items<0b00, 2, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const C o = load(p.other[at[1]]);
        p.out[i] = x != 0 & o != 0;
    });
}
template <class P>
__device__ __forceinline__ void logical_or_map(const P& p) {
    typedef typename P::compute C;
    // Operand k at at[k] (see broadcast_items).
    const i64 numels[2] = {p.input_numel, p.other_numel};
    broadcast_items<0b00, 2, 1>(
        p.numel, p.sizes, p.rank, numels, [&](auto steps, i64 i, const auto& at) {
        const C x = load(p.input[at[0]]);
        const C o = load(p.other[at[1]]);
        p.out[i] = x != 0 | o != 0;
    });
}

}  // namespace pointwise
template <class P> __device__ __forceinline__ void to_map(const P& p) { pointwise::to_map(p); }
template <class P> __device__ __forceinline__ void relu_map(const P& p) { pointwise::relu_map(p); }
template <class P> __device__ __forceinline__ void relu__map(const P& p) { pointwise::relu__map(p); }
template <class P> __device__ __forceinline__ void relu_backward_map(const P& p) { pointwise::relu_backward_map(p); }
template <class P> __device__ __forceinline__ void leaky_relu_map(const P& p) { pointwise::leaky_relu_map(p); }
template <class P> __device__ __forceinline__ void leaky_relu__map(const P& p) { pointwise::leaky_relu__map(p); }
template <class P> __device__ __forceinline__ void leaky_relu_backward_map(const P& p) { pointwise::leaky_relu_backward_map(p); }
template <class P> __device__ __forceinline__ void elu_map(const P& p) { pointwise::elu_map(p); }
template <class P> __device__ __forceinline__ void elu__map(const P& p) { pointwise::elu__map(p); }
template <class P> __device__ __forceinline__ void elu_backward_map(const P& p) { pointwise::elu_backward_map(p); }
template <class P> __device__ __forceinline__ void gelu_map(const P& p) { pointwise::gelu_map(p); }
template <class P> __device__ __forceinline__ void gelu_backward_map(const P& p) { pointwise::gelu_backward_map(p); }
template <class P> __device__ __forceinline__ void silu_map(const P& p) { pointwise::silu_map(p); }
template <class P> __device__ __forceinline__ void silu__map(const P& p) { pointwise::silu__map(p); }
template <class P> __device__ __forceinline__ void silu_backward_map(const P& p) { pointwise::silu_backward_map(p); }
template <class P> __device__ __forceinline__ void mish_map(const P& p) { pointwise::mish_map(p); }
template <class P> __device__ __forceinline__ void mish__map(const P& p) { pointwise::mish__map(p); }
template <class P> __device__ __forceinline__ void mish_backward_map(const P& p) { pointwise::mish_backward_map(p); }
template <class P> __device__ __forceinline__ void softplus_map(const P& p) { pointwise::softplus_map(p); }
template <class P> __device__ __forceinline__ void softplus_backward_map(const P& p) { pointwise::softplus_backward_map(p); }
template <class P> __device__ __forceinline__ void hardswish_map(const P& p) { pointwise::hardswish_map(p); }
template <class P> __device__ __forceinline__ void hardswish__map(const P& p) { pointwise::hardswish__map(p); }
template <class P> __device__ __forceinline__ void hardswish_backward_map(const P& p) { pointwise::hardswish_backward_map(p); }
template <class P> __device__ __forceinline__ void hardsigmoid_map(const P& p) { pointwise::hardsigmoid_map(p); }
template <class P> __device__ __forceinline__ void hardsigmoid__map(const P& p) { pointwise::hardsigmoid__map(p); }
template <class P> __device__ __forceinline__ void hardsigmoid_backward_map(const P& p) { pointwise::hardsigmoid_backward_map(p); }
template <class P> __device__ __forceinline__ void hardtanh_map(const P& p) { pointwise::hardtanh_map(p); }
template <class P> __device__ __forceinline__ void hardtanh__map(const P& p) { pointwise::hardtanh__map(p); }
template <class P> __device__ __forceinline__ void hardtanh_backward_map(const P& p) { pointwise::hardtanh_backward_map(p); }
template <class P> __device__ __forceinline__ void relu6_map(const P& p) { pointwise::relu6_map(p); }
template <class P> __device__ __forceinline__ void relu6__map(const P& p) { pointwise::relu6__map(p); }
template <class P> __device__ __forceinline__ void relu6_backward_map(const P& p) { pointwise::relu6_backward_map(p); }
template <class P> __device__ __forceinline__ void logsigmoid_map(const P& p) { pointwise::logsigmoid_map(p); }
template <class P> __device__ __forceinline__ void logsigmoid_backward_map(const P& p) { pointwise::logsigmoid_backward_map(p); }
template <class P> __device__ __forceinline__ void sigmoid_map(const P& p) { pointwise::sigmoid_map(p); }
template <class P> __device__ __forceinline__ void sigmoid_backward_map(const P& p) { pointwise::sigmoid_backward_map(p); }
template <class P> __device__ __forceinline__ void tanh_map(const P& p) { pointwise::tanh_map(p); }
template <class P> __device__ __forceinline__ void tanh_backward_map(const P& p) { pointwise::tanh_backward_map(p); }
template <class P> __device__ __forceinline__ void neg_map(const P& p) { pointwise::neg_map(p); }
template <class P> __device__ __forceinline__ void neg_backward_map(const P& p) { pointwise::neg_backward_map(p); }
template <class P> __device__ __forceinline__ void square_map(const P& p) { pointwise::square_map(p); }
template <class P> __device__ __forceinline__ void square_backward_map(const P& p) { pointwise::square_backward_map(p); }
template <class P> __device__ __forceinline__ void abs_map(const P& p) { pointwise::abs_map(p); }
template <class P> __device__ __forceinline__ void abs_backward_map(const P& p) { pointwise::abs_backward_map(p); }
template <class P> __device__ __forceinline__ void exp_map(const P& p) { pointwise::exp_map(p); }
template <class P> __device__ __forceinline__ void exp_backward_map(const P& p) { pointwise::exp_backward_map(p); }
template <class P> __device__ __forceinline__ void log_map(const P& p) { pointwise::log_map(p); }
template <class P> __device__ __forceinline__ void log_backward_map(const P& p) { pointwise::log_backward_map(p); }
template <class P> __device__ __forceinline__ void log1p_map(const P& p) { pointwise::log1p_map(p); }
template <class P> __device__ __forceinline__ void log1p_backward_map(const P& p) { pointwise::log1p_backward_map(p); }
template <class P> __device__ __forceinline__ void expm1_map(const P& p) { pointwise::expm1_map(p); }
template <class P> __device__ __forceinline__ void expm1_backward_map(const P& p) { pointwise::expm1_backward_map(p); }
template <class P> __device__ __forceinline__ void sqrt_map(const P& p) { pointwise::sqrt_map(p); }
template <class P> __device__ __forceinline__ void sqrt_backward_map(const P& p) { pointwise::sqrt_backward_map(p); }
template <class P> __device__ __forceinline__ void rsqrt_map(const P& p) { pointwise::rsqrt_map(p); }
template <class P> __device__ __forceinline__ void rsqrt_backward_map(const P& p) { pointwise::rsqrt_backward_map(p); }
template <class P> __device__ __forceinline__ void reciprocal_map(const P& p) { pointwise::reciprocal_map(p); }
template <class P> __device__ __forceinline__ void reciprocal_backward_map(const P& p) { pointwise::reciprocal_backward_map(p); }
template <class P> __device__ __forceinline__ void sin_map(const P& p) { pointwise::sin_map(p); }
template <class P> __device__ __forceinline__ void sin_backward_map(const P& p) { pointwise::sin_backward_map(p); }
template <class P> __device__ __forceinline__ void cos_map(const P& p) { pointwise::cos_map(p); }
template <class P> __device__ __forceinline__ void cos_backward_map(const P& p) { pointwise::cos_backward_map(p); }
template <class P> __device__ __forceinline__ void erf_map(const P& p) { pointwise::erf_map(p); }
template <class P> __device__ __forceinline__ void erf_backward_map(const P& p) { pointwise::erf_backward_map(p); }
template <class P> __device__ __forceinline__ void geglu_map(const P& p) { pointwise::geglu_map(p); }
template <class P> __device__ __forceinline__ void geglu_backward_map(const P& p) { pointwise::geglu_backward_map(p); }
template <class P> __device__ __forceinline__ void glu_map(const P& p) { pointwise::glu_map(p); }
template <class P> __device__ __forceinline__ void glu_backward_map(const P& p) { pointwise::glu_backward_map(p); }
template <class P> __device__ __forceinline__ void swiglu_map(const P& p) { pointwise::swiglu_map(p); }
template <class P> __device__ __forceinline__ void swiglu_backward_map(const P& p) { pointwise::swiglu_backward_map(p); }
template <class P> __device__ __forceinline__ void pow_map(const P& p) { pointwise::pow_map(p); }
template <class P> __device__ __forceinline__ void pow_backward_map(const P& p) { pointwise::pow_backward_map(p); }
template <class P> __device__ __forceinline__ void div_map(const P& p) { pointwise::div_map(p); }
template <class P> __device__ __forceinline__ void div__map(const P& p) { pointwise::div__map(p); }
template <class P> __device__ __forceinline__ void div_backward_map(const P& p) { pointwise::div_backward_map(p); }
template <class P> __device__ __forceinline__ void add_map(const P& p) { pointwise::add_map(p); }
template <class P> __device__ __forceinline__ void add__map(const P& p) { pointwise::add__map(p); }
template <class P> __device__ __forceinline__ void sub_map(const P& p) { pointwise::sub_map(p); }
template <class P> __device__ __forceinline__ void sub__map(const P& p) { pointwise::sub__map(p); }
template <class P> __device__ __forceinline__ void mul_map(const P& p) { pointwise::mul_map(p); }
template <class P> __device__ __forceinline__ void mul__map(const P& p) { pointwise::mul__map(p); }
template <class P> __device__ __forceinline__ void maximum_map(const P& p) { pointwise::maximum_map(p); }
template <class P> __device__ __forceinline__ void maximum_backward_map(const P& p) { pointwise::maximum_backward_map(p); }
template <class P> __device__ __forceinline__ void minimum_map(const P& p) { pointwise::minimum_map(p); }
template <class P> __device__ __forceinline__ void minimum_backward_map(const P& p) { pointwise::minimum_backward_map(p); }
template <class P> __device__ __forceinline__ void clamp_map(const P& p) { pointwise::clamp_map(p); }
template <class P> __device__ __forceinline__ void clamp__map(const P& p) { pointwise::clamp__map(p); }
template <class P> __device__ __forceinline__ void clamp_backward_map(const P& p) { pointwise::clamp_backward_map(p); }
template <class P> __device__ __forceinline__ void where_map(const P& p) { pointwise::where_map(p); }
template <class P> __device__ __forceinline__ void where_backward_map(const P& p) { pointwise::where_backward_map(p); }
template <class P> __device__ __forceinline__ void masked_fill_map(const P& p) { pointwise::masked_fill_map(p); }
template <class P> __device__ __forceinline__ void masked_fill__map(const P& p) { pointwise::masked_fill__map(p); }
template <class P> __device__ __forceinline__ void masked_fill_backward_map(const P& p) { pointwise::masked_fill_backward_map(p); }
template <class P> __device__ __forceinline__ void lerp_map(const P& p) { pointwise::lerp_map(p); }
template <class P> __device__ __forceinline__ void lerp__map(const P& p) { pointwise::lerp__map(p); }
template <class P> __device__ __forceinline__ void lerp_backward_map(const P& p) { pointwise::lerp_backward_map(p); }
template <class P> __device__ __forceinline__ void addcmul_map(const P& p) { pointwise::addcmul_map(p); }
template <class P> __device__ __forceinline__ void addcmul__map(const P& p) { pointwise::addcmul__map(p); }
template <class P> __device__ __forceinline__ void addcmul_backward_map(const P& p) { pointwise::addcmul_backward_map(p); }
template <class P> __device__ __forceinline__ void addcdiv_map(const P& p) { pointwise::addcdiv_map(p); }
template <class P> __device__ __forceinline__ void addcdiv__map(const P& p) { pointwise::addcdiv__map(p); }
template <class P> __device__ __forceinline__ void addcdiv_backward_map(const P& p) { pointwise::addcdiv_backward_map(p); }
template <class P> __device__ __forceinline__ void eq_map(const P& p) { pointwise::eq_map(p); }
template <class P> __device__ __forceinline__ void ne_map(const P& p) { pointwise::ne_map(p); }
template <class P> __device__ __forceinline__ void lt_map(const P& p) { pointwise::lt_map(p); }
template <class P> __device__ __forceinline__ void le_map(const P& p) { pointwise::le_map(p); }
template <class P> __device__ __forceinline__ void gt_map(const P& p) { pointwise::gt_map(p); }
template <class P> __device__ __forceinline__ void ge_map(const P& p) { pointwise::ge_map(p); }
template <class P> __device__ __forceinline__ void logical_not_map(const P& p) { pointwise::logical_not_map(p); }
template <class P> __device__ __forceinline__ void logical_and_map(const P& p) { pointwise::logical_and_map(p); }
template <class P> __device__ __forceinline__ void logical_or_map(const P& p) { pointwise::logical_or_map(p); }

}  // namespace skucat
#endif
