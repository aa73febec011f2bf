// Generated from catalog.yaml by codegen with templates/cuda/family.cuh.j2. Do not edit.
// Device code from templates/cuda/quantize.cu.j2 and the enums of the family's modes from
// catalog.yaml, included by each of the family's build units (cuda/quantize/*.cu).
#ifndef SKUCAT_FAMILY_QUANTIZE_CUH
#define SKUCAT_FAMILY_QUANTIZE_CUH
#include "skucat_prelude.cuh"

namespace skucat {

// Quantization: quantize / dequantize per tensor and per channel, fake
// quantize, and their adjoints. Elementwise, one thread per element,
// grid-stride. Per-channel kernels see the tensor as [outer, channels, inner].
//
// The arithmetic is PyTorch's, rounding step by rounding step, so that the
// integer codes are bit-identical to it. Every float -> integer conversion
// goes through `saturate`, which clamps in floating point first: NaN, +-inf
// and huge values never reach a conversion they would overflow.
// Operations rounded exactly as written. On the device, nvcc and NVRTC
// contract a * b + c into one fused multiply-add unless told not to; the _rn
// intrinsics forbid it. The host backend compiles with -ffp-contract=off.
#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
__device__ __forceinline__ float mul_rn(float a, float b) { return __fmul_rn(a, b); }
__device__ __forceinline__ double mul_rn(double a, double b) { return __dmul_rn(a, b); }
__device__ __forceinline__ float add_rn(float a, float b) { return __fadd_rn(a, b); }
__device__ __forceinline__ double add_rn(double a, double b) { return __dadd_rn(a, b); }
__device__ __forceinline__ float div_rn(float a, float b) { return __fdiv_rn(a, b); }
__device__ __forceinline__ double div_rn(double a, double b) { return __ddiv_rn(a, b); }
__device__ __forceinline__ float fma_rn(float a, float b, float c) { return __fmaf_rn(a, b, c); }
__device__ __forceinline__ double fma_rn(double a, double b, double c) { return __fma_rn(a, b, c); }
// rint rounds half to even (the default rounding mode).
__device__ __forceinline__ float round_even(float v) { return rintf(v); }
__device__ __forceinline__ double round_even(double v) { return rint(v); }
__device__ __forceinline__ float next_above(float v) { return nextafterf(v, __int_as_float(0x7f800000)); }
__device__ __forceinline__ double next_above(double v) { return nextafter(v, __longlong_as_double(0x7ff0000000000000ll)); }
__device__ __forceinline__ float next_below(float v) { return nextafterf(v, __int_as_float(0xff800000u)); }
__device__ __forceinline__ double next_below(double v) { return nextafter(v, __longlong_as_double(0xfff0000000000000ull)); }
#else
template <typename C>
inline C mul_rn(C a, C b) { return a * b; }
template <typename C>
inline C add_rn(C a, C b) { return a + b; }
template <typename C>
inline C div_rn(C a, C b) { return a / b; }
template <typename C>
inline C fma_rn(C a, C b, C c) { return std::fma(a, b, c); }
template <typename C>
inline C round_even(C v) { return std::nearbyint(v); }
template <typename C>
inline C next_above(C v) { return std::nextafter(v, C(INFINITY)); }
template <typename C>
inline C next_below(C v) { return std::nextafter(v, -C(INFINITY)); }
#endif

// An integer-valued v as an integer in [lo, hi]; NaN gives nan_q. The
// comparisons run in f64, where every f32/f64 value and every int32 bound is
// exact, so the final conversion only ever sees a value inside [lo, hi], and
// inside int32 (the checks keep the bounds there; a kernel given others
// clamps to int32 rather than overflow). Selects, not branches: the host
// compiler vectorises it.
template <typename C>
__device__ __forceinline__ int saturate(C v, i64 lo, i64 hi, i64 nan_q) {
    const double d = double(v);
    const double low = double(lo) > -2147483648.0 ? double(lo) : -2147483648.0;
    const double high = double(hi) < 2147483647.0 ? double(hi) : 2147483647.0;
    const double clamped = d <= low ? low : d >= high ? high : d;
    return d != d ? int(nan_q) : int(clamped);
}

// A fake quantizer's code clamped to [lo, hi], any int64 bounds, as PyTorch clamps it: in f64 (NaN takes
// lo), the result converted to int64 as x86 converts (2^63, which 2^63 - 1 rounds to in f64, gives INT64_MIN).
template <typename C>
__device__ __forceinline__ i64 clamp_code(C v, i64 lo, i64 hi) {
    const double d = double(v), low = double(lo), high = double(hi);
    const double clamped = d >= low ? (d <= high ? d : high) : low;
    return clamped >= 9223372036854775808.0 ? i64(-9223372036854775807ll - 1) : i64(clamped);
}

// a - b in int64, wrapping as x86 does where PyTorch's difference overflows (bounds far apart).
__device__ __forceinline__ i64 wrapping_difference(i64 a, i64 b) { return i64((unsigned long long)(a) - (unsigned long long)(b)); }

// lo <= v <= hi, exactly, for any C value v; false for NaN. The bounds are rounded inward to C
// once (v >= the least C value >= lo iff v >= lo), so each v is compared in C, not widened to f64
// (which costs the host's 8-wide f32 code shuffles between halves). Exact for |lo|, |hi| <= 2^53.
template <typename C>
struct Within {
    C lo, hi;
    __device__ __forceinline__ Within(i64 lo_bound, i64 hi_bound) {
        const double low = double(lo_bound), high = double(hi_bound);
        lo = double(C(low)) < low ? next_above(C(low)) : C(low);
        hi = double(C(high)) > high ? next_below(C(high)) : C(high);
    }
    __device__ __forceinline__ bool operator()(C v) const { return (v >= lo) & (v <= hi); }   // no branch: vectorises
};

// round_half_even(zero_point + x * inv_scale) in C, as PyTorch's CPU quantizer:
// one fused multiply-add (FBGEMM's AVX2 path, 8-bit types per tensor), or the
// product rounded first (its scalar path: int32 per tensor, every per-channel type).
template <typename C>
__device__ __forceinline__ C quantize_value(C x, C inv_scale, C zero_point, bool fused) {
    return round_even(fused ? fma_rn(x, inv_scale, zero_point) : add_rn(zero_point, mul_rn(x, inv_scale)));
}

// body(c, begin, end) for the items [begin, end) of the calling thread, all of channel c: runs of
// the inner extent (for_each_run), so that a channel's constants are found once per run.
template <class P, class Body>
__device__ __forceinline__ void for_each_channel_run(const P& p, Body body) {
    for_each_run(p.outer * p.channels * p.inner, p.inner,
                 [&](i64 begin, i64 end) { body((begin / p.inner) % p.channels, begin, end); });
}

// ---- per tensor

template <class P>
__device__ __forceinline__ void quantize_per_tensor_quantize(const P& p) {
    typedef typename P::compute C;
    typedef typename P::qtype Q;
    const C inv_scale = div_rn(C(1), C(p.scale));
    const C zp = C(p.zero_point);
    for_each_item(p.numel, [&](i64 item) {
        const C v = quantize_value(load(p.input[item]), inv_scale, zp, p.fused != 0);
        p.out[item] = Q(saturate(v, p.qmin, p.qmax, p.nan_q));
    });
}

// aten's sub-byte code: round_half_even(x * inv_scale) in C, then zero_point added in C.
template <typename C>
__device__ __forceinline__ C sub_byte_value(C x, C inv_scale, C zero_point) {
    return add_rn(round_even(mul_rn(x, inv_scale)), zero_point);
}

template <class P>
__device__ __forceinline__ void quantize_per_tensor_backward_grad(const P& p) {
    typedef typename P::compute C;
    typedef typename P::element T;
    const C step = C(p.scale);
    const C inv_scale = div_rn(C(1), step);
    const C zp = C(p.zero_point);
    const Within<C> within(p.qmin, p.qmax);
    const bool fused = p.fused != 0, sub_byte = p.sub_byte != 0;
    for_each_item(p.numel, [&](i64 item) {
        const C x = load(p.input[item]);
        const bool in_range = within(sub_byte ? sub_byte_value(x, inv_scale, zp) : quantize_value(x, inv_scale, zp, fused));
        p.grad_input[item] = store<T>(div_rn(in_range ? load(p.grad[item]) : C(0), step));   // as per channel
    });
}

// ---- sub-byte types (quint4x2, quint2x4): BITS-bit codes packed 8 / BITS to a byte over the flattened
// tensor, lowest bits first. A thread per byte, so that no two threads write one; the last byte's
// unused codes stay 0, as PyTorch leaves them.

// x86's lrintf of an integer-valued v, clamped to [lo, hi] as aten clamps it: lrintf gives INT64_MIN for NaN
// and from 2^63 up, which the clamp takes to lo.
template <typename C>
__device__ __forceinline__ unsigned lrint_code(C v, i64 lo, i64 hi) {
    return unsigned(saturate(v >= C(9223372036854775808.0) ? C(lo) : v, lo, hi, lo));
}

// aten's inverse scale of its sub-byte and float-qparams quantizers: 1 for a zero scale (x itself quantized).
template <typename C>
__device__ __forceinline__ C inverse_or_one(C step) { return step == C(0) ? C(1) : div_rn(C(1), step); }

// out[byte] = the codes code(item) of its items, packed. A thread per byte, so that no two threads write one.
template <int BITS, class Code>
__device__ __forceinline__ void pack_codes(i64 numel, uint8_t* out, Code code) {
    constexpr int per_byte = 8 / BITS;
    const i64 whole = numel / per_byte;
    for_each_item((numel + per_byte - 1) / per_byte, [&](i64 byte) {
        unsigned packed = 0;
        if (byte < whole) {   // every code of the byte: a loop of constant length
            for (int k = 0; k < per_byte; ++k) packed |= code(byte * per_byte + k) << (k * BITS);
        } else {
            for (i64 item = byte * per_byte; item < numel; ++item) packed |= code(item) << ((item % per_byte) * BITS);
        }
        out[byte] = uint8_t(packed);
    });
}

// emit(item, code) for each of the numel codes packed in input, a thread per byte.
template <int BITS, class Emit>
__device__ __forceinline__ void unpack_codes(i64 numel, const uint8_t* input, Emit emit) {
    constexpr int per_byte = 8 / BITS;
    constexpr unsigned mask = (1u << BITS) - 1;
    const i64 whole = numel / per_byte;
    for_each_item((numel + per_byte - 1) / per_byte, [&](i64 byte) {
        const unsigned packed = input[byte];
        if (byte < whole) {
            for (int k = 0; k < per_byte; ++k) emit(byte * per_byte + k, (packed >> (k * BITS)) & mask);
        } else {
            for (i64 item = byte * per_byte; item < numel; ++item) emit(item, (packed >> ((item % per_byte) * BITS)) & mask);
        }
    });
}

template <int BITS, class P>
__device__ __forceinline__ void quantize_sub_byte(const P& p) {
    typedef typename P::compute C;
    const C inv_scale = inverse_or_one(C(p.scale));
    const C zp = C(p.zero_point);
    const auto* input = p.input;   // in locals: a store through p.out could otherwise alias p
    pack_codes<BITS>(p.numel, p.out, [&](i64 item) {
        return lrint_code(sub_byte_value(load(input[item]), inv_scale, zp), p.qmin, p.qmax);
    });
}

template <class P>
__device__ __forceinline__ void quantize_per_tensor_sub_byte_quantize(const P& p) {
    if (p.bits == 4) quantize_sub_byte<4>(p);
    else quantize_sub_byte<2>(p);
}

template <int BITS, class P>
__device__ __forceinline__ void dequantize_sub_byte(const P& p) {
    typedef typename P::compute C;
    typedef typename P::element T;
    const C step = C(p.scale);
    const C zp = C(p.zero_point);
    T* out = p.out;   // in a local: a store through p.out could otherwise alias p
    // (q - zero_point) * scale: the difference is exact in C (|q - zero_point| < 2^8), as PyTorch's in f32.
    unpack_codes<BITS>(p.numel, p.input, [&](i64 item, unsigned q) { out[item] = store<T>(mul_rn(add_rn(C(q), -zp), step)); });
}

template <class P>
__device__ __forceinline__ void dequantize_per_tensor_sub_byte_dequantize(const P& p) {
    if (p.bits == 4) dequantize_sub_byte<4>(p);
    else dequantize_sub_byte<2>(p);
}

template <class P>
__device__ __forceinline__ void dequantize_per_tensor_dequantize(const P& p) {
    typedef typename P::compute C;
    typedef typename P::element T;
    const C step = C(p.scale);
    for_each_item(p.numel, [&](i64 item) {
        p.out[item] = store<T>(mul_rn(step, C(i64(p.input[item]) - p.zero_point)));
    });
}

template <class P>
__device__ __forceinline__ void dequantize_per_tensor_backward_grad(const P& p) {
    typedef typename P::compute C;
    typedef typename P::element T;
    const C step = C(p.scale);
    for_each_item(p.numel, [&](i64 item) {
        p.grad_input[item] = store<T>(mul_rn(step, load(p.grad[item])));
    });
}

// ---- per channel: [outer, channels, inner], scales f64 and zero points i64 as in PyTorch

template <class P>
__device__ __forceinline__ void quantize_per_channel_quantize(const P& p) {
    typedef typename P::compute C;
    typedef typename P::qtype Q;
    for_each_channel_run(p, [&](i64 c, i64 begin, i64 end) {
        const C inv_scale = div_rn(C(1), C(p.scales[c])), zp = C(p.zero_points[c]);
        for (i64 item = begin; item < end; ++item)
            p.out[item] = Q(saturate(quantize_value(load(p.input[item]), inv_scale, zp, false), p.qmin, p.qmax, p.nan_q));
    });
}

// The per-channel straight-through gradient: grad / scale where `value` (the forward's rounded code,
// of x, 1 / scale and the zero point) lies within [qmin, qmax], else 0.
template <class P, class Value>
__device__ __forceinline__ void per_channel_straight_through(const P& p, Value value) {
    typedef typename P::compute C;
    typedef typename P::element T;
    // In locals, and the gradient read whatever the code: a select, not a branch.
    const T* input = p.input;
    const T* grad = p.grad;
    T* grad_input = p.grad_input;
    const Within<C> within(p.qmin, p.qmax);
    for_each_channel_run(p, [&](i64 c, i64 begin, i64 end) {
        const C step = C(p.scales[c]), inv_scale = div_rn(C(1), step), zp = C(p.zero_points[c]);
        for (i64 item = begin; item < end; ++item) {
            // 0 / step is +0 (step > 0): the division, unconditional, does not stop the host vectorising.
            const C v = value(load(input[item]), inv_scale, zp), g = load(grad[item]);
            grad_input[item] = store<T>(div_rn(within(v) ? g : C(0), step));
        }
    });
}

template <class P>
__device__ __forceinline__ void quantize_per_channel_backward_grad(const P& p) {
    typedef typename P::compute C;
    per_channel_straight_through(p, [](C x, C inv_scale, C zp) { return quantize_value(x, inv_scale, zp, false); });
}

template <class P>
__device__ __forceinline__ void dequantize_per_channel_dequantize(const P& p) {
    typedef typename P::compute C;
    typedef typename P::element T;
    const auto* input = p.input;   // in locals: a store through p.out could otherwise alias p
    T* out = p.out;
    for_each_channel_run(p, [&](i64 c, i64 begin, i64 end) {
        // q - zero point in double: exact for every zero point the checks let through (|q - zp| <= 2^32),
        // and no i64 overflow for one they do not (a zero point of -2^63 given to an unchecked kernel).
        const double scale = p.scales[c], zp = double(p.zero_points[c]);
        for (i64 item = begin; item < end; ++item) out[item] = store<T>(C(mul_rn(scale, double(input[item]) - zp)));
    });
}

template <class P>
__device__ __forceinline__ void dequantize_per_channel_backward_grad(const P& p) {
    typedef typename P::compute C;
    typedef typename P::element T;
    const T* grad = p.grad;   // in locals: a store through p.grad_input could otherwise alias p
    T* grad_input = p.grad_input;
    for_each_channel_run(p, [&](i64 c, i64 begin, i64 end) {
        const double scale = p.scales[c];
        for (i64 item = begin; item < end; ++item) grad_input[item] = store<T>(C(mul_rn(scale, double(load(grad[item])))));
    });
}

// ---- per channel with float zero points (PyTorch's float_qparams): f32 scales and zero points, aten's
// quantize_val_float_qparams: lrintf(x * inv_scale + zero_point), the product rounded first.

template <typename C>
__device__ __forceinline__ C float_qparams_value(C x, C inv_scale, C zero_point) {
    return round_even(add_rn(mul_rn(x, inv_scale), zero_point));
}

// Its code: aten stores lrintf's long in an int (its low 32 bits; INT64_MIN, which x86 gives for NaN and
// beyond +-2^63, keeps 0), then clamps it. So 3e9 wraps to a negative int, 5e9 to a positive one. In f64
// (v mod 2^32 is exact there for an integer v), with selects: the host vectorises it.
template <typename C>
__device__ __forceinline__ int float_qparams_code(C v, i64 lo, i64 hi) {
    const double d = double(v), wrap = 4294967296.0;
    const bool fits = d > -9223372036854775808.0 && d < 9223372036854775808.0;   // false for NaN
    const double m = d - wrap * floor(d * (1.0 / wrap));
    const double low = fits ? (m >= 2147483648.0 ? m - wrap : m) : 0.0;
    return int(low < double(lo) ? double(lo) : low > double(hi) ? double(hi) : low);
}

// An item's channel in the [outer, channels, inner] view, found once (two divisions), then stepped.
struct ChannelCursor {
    i64 channels, inner, c, r;
    __device__ __forceinline__ ChannelCursor(i64 channels_, i64 inner_, i64 item)
        : channels(channels_), inner(inner_), c((item / inner_) % channels_), r(item % inner_) {}
    __device__ __forceinline__ void next() {
        if (++r == inner) {
            r = 0;
            if (++c == channels) c = 0;
        }
    }
};

// Per-channel packing: out[byte] = the codes code(item, channel) of its items, packed; a thread per byte,
// in runs of consecutive bytes whose channels a cursor follows.
template <int BITS, class Code>
__device__ __forceinline__ void pack_channel_codes(i64 numel, i64 channels, i64 inner, uint8_t* out, Code code) {
    constexpr int per_byte = 8 / BITS;
    for_each_run((numel + per_byte - 1) / per_byte, numel, [&](i64 begin, i64 end) {
        ChannelCursor at(channels, inner, begin * per_byte);
        for (i64 byte = begin; byte < end; ++byte) {
            unsigned packed = 0;
            for (int k = 0; k < per_byte; ++k, at.next()) {
                const i64 item = byte * per_byte + k;
                if (item < numel) packed |= code(item, at.c) << (k * BITS);
            }
            out[byte] = uint8_t(packed);
        }
    });
}

// emit(item, channel, code) for each of the numel codes packed in input, as pack_channel_codes lays them out.
template <int BITS, class Emit>
__device__ __forceinline__ void unpack_channel_codes(i64 numel, i64 channels, i64 inner, const uint8_t* input, Emit emit) {
    constexpr int per_byte = 8 / BITS;
    constexpr unsigned mask = (1u << BITS) - 1;
    for_each_run((numel + per_byte - 1) / per_byte, numel, [&](i64 begin, i64 end) {
        ChannelCursor at(channels, inner, begin * per_byte);
        for (i64 byte = begin; byte < end; ++byte) {
            const unsigned packed = input[byte];
            for (int k = 0; k < per_byte; ++k, at.next()) {
                const i64 item = byte * per_byte + k;
                if (item < numel) emit(item, at.c, (packed >> (k * BITS)) & mask);
            }
        }
    });
}

template <class P>
__device__ __forceinline__ void quantize_per_channel_float_qparams_quantize(const P& p) {
    typedef typename P::compute C;
    typedef typename P::qtype Q;
    const auto* input = p.input;   // in locals: a store through p.out could otherwise alias p
    Q* out = p.out;
    for_each_channel_run(p, [&](i64 c, i64 begin, i64 end) {
        const C inv_scale = inverse_or_one(C(p.scales[c])), zp = C(p.zero_points[c]);
        for (i64 item = begin; item < end; ++item)
            out[item] = Q(float_qparams_code(float_qparams_value(load(input[item]), inv_scale, zp), p.qmin, p.qmax));
    });
}

template <int BITS, class P>
__device__ __forceinline__ void quantize_per_channel_packed(const P& p) {
    typedef typename P::compute C;
    const auto* input = p.input;   // in locals: a store through p.out could otherwise alias p
    const float* scales = p.scales;
    const float* zero_points = p.zero_points;
    i64 channel = -1;   // the channel whose constants are held
    C inv_scale = C(1), zp = C(0);
    pack_channel_codes<BITS>(p.outer * p.channels * p.inner, p.channels, p.inner, p.out, [&](i64 item, i64 c) {
        if (c != channel) {
            channel = c;
            inv_scale = inverse_or_one(C(scales[c]));
            zp = C(zero_points[c]);
        }
        return unsigned(float_qparams_code(float_qparams_value(load(input[item]), inv_scale, zp), p.qmin, p.qmax));
    });
}

template <class P>
__device__ __forceinline__ void quantize_per_channel_sub_byte_quantize(const P& p) {
    if (p.bits == 4) quantize_per_channel_packed<4>(p);
    else quantize_per_channel_packed<2>(p);
}

template <class P>
__device__ __forceinline__ void quantize_per_channel_float_qparams_backward_grad(const P& p) {
    typedef typename P::compute C;
    per_channel_straight_through(p, [](C x, C inv_scale, C zp) { return float_qparams_value(x, inv_scale, zp); });
}

// (float(q) - zero_point) * scale, each step rounded to C, as aten's float-qparams dequantize.
template <class P>
__device__ __forceinline__ void dequantize_per_channel_float_qparams_dequantize(const P& p) {
    typedef typename P::compute C;
    typedef typename P::element T;
    const auto* input = p.input;   // in locals: a store through p.out could otherwise alias p
    T* out = p.out;
    for_each_channel_run(p, [&](i64 c, i64 begin, i64 end) {
        const C step = C(p.scales[c]), zp = C(p.zero_points[c]);
        for (i64 item = begin; item < end; ++item) out[item] = store<T>(mul_rn(add_rn(C(input[item]), -zp), step));
    });
}

template <int BITS, class P>
__device__ __forceinline__ void dequantize_per_channel_packed(const P& p) {
    typedef typename P::compute C;
    typedef typename P::element T;
    T* out = p.out;   // in locals: a store through p.out could otherwise alias p
    const float* scales = p.scales;
    const float* zero_points = p.zero_points;
    unpack_channel_codes<BITS>(p.outer * p.channels * p.inner, p.channels, p.inner, p.input,
                               [&](i64 item, i64 c, unsigned q) {
        out[item] = store<T>(mul_rn(add_rn(C(q), -C(zero_points[c])), C(scales[c])));
    });
}

template <class P>
__device__ __forceinline__ void dequantize_per_channel_sub_byte_dequantize(const P& p) {
    if (p.bits == 4) dequantize_per_channel_packed<4>(p);
    else dequantize_per_channel_packed<2>(p);
}

// ---- fake quantize: PyTorch's fake_quantize_*_affine_cachemask formulas

// qf = zero_point + round_half_even(x * inv_scale), inv_scale = 1 / scale in f32,
// the product and the sum in C (f32, or f64 for f64 elements).
template <typename C>
__device__ __forceinline__ C fake_quantize_code(C x, float inv_scale, i64 zero_point) {
    return add_rn(C(zero_point), round_even(mul_rn(x, C(inv_scale))));
}

template <class P>
__device__ __forceinline__ void fake_quantize_per_tensor(const P& p, float step, i64 zero_point) {
    typedef typename P::compute C;
    typedef typename P::element T;
    const float inv_scale = div_rn(1.0f, step);
    for_each_item(p.numel, [&](i64 item) {
        const i64 q = clamp_code(fake_quantize_code(load(p.input[item]), inv_scale, zero_point), p.quant_min, p.quant_max);
        p.out[item] = store<T>(C(mul_rn(float(wrapping_difference(q, zero_point)), step)));  // f32 for every element, as PyTorch
    });
}

template <class P>
__device__ __forceinline__ void fake_quantize_per_tensor_affine_fake_quantize(const P& p) {
    fake_quantize_per_tensor(p, float(p.scale), p.zero_point);
}

// The learnable forward reads its scale and zero point on the device; the zero point is rounded
// half to even and clamped in f32, as PyTorch's forward does.
template <class P>
__device__ __forceinline__ void fake_quantize_learnable_per_tensor_affine_fake_quantize(const P& p) {
    const float zero_point = fminf(fmaxf(round_even(p.zero_point[0]), float(p.quant_min)), float(p.quant_max));
    fake_quantize_per_tensor(p, p.scale[0], i64(zero_point));
}

template <class P>
__device__ __forceinline__ void fake_quantize_per_tensor_affine_backward_grad(const P& p) {
    typedef typename P::compute C;
    typedef typename P::element T;
    const float inv_scale = div_rn(1.0f, float(p.scale));
    const C lo = C(p.quant_min), hi = C(p.quant_max);  // PyTorch compares in the compute type
    for_each_item(p.numel, [&](i64 item) {
        const C qf = fake_quantize_code(load(p.input[item]), inv_scale, p.zero_point);
        const bool in_range = lo <= qf && qf <= hi;
        p.grad_input[item] = store<T>(mul_rn(load(p.grad[item]), in_range ? C(1) : C(0)));
    });
}

// Per channel, the zero points are int32 (the integer formula above) or floats, f32 or f16: PyTorch's
// affine quantizer equation, qf = rne(f32(zero_point + x * inv_scale)), one fused multiply-add in C
// (f64 for f64 elements; its x86 build contracts it) rounded to f32 as lrintf takes it, and
// out = (q - zero_point) * scale in f64, rounded to f32 (f64 for f64 elements) and then to the
// element, as its kernel's double arithmetic and return.
template <typename Z>
struct FloatZeroPoint { static constexpr bool value = true; };
template <>
struct FloatZeroPoint<int32_t> { static constexpr bool value = false; };

template <typename C>
__device__ __forceinline__ float float_zero_point_code(C x, float inv_scale, float zero_point) {
    return round_even(float(fma_rn(x, C(inv_scale), C(zero_point))));
}

template <class P>
__device__ __forceinline__ void fake_quantize_per_channel_affine_fake_quantize(const P& p) {
    typedef typename P::compute C;
    typedef typename P::element T;
    for_each_channel_run(p, [&](i64 c, i64 begin, i64 end) {
        const float inv_scale = div_rn(1.0f, p.scale[c]);
        if constexpr (FloatZeroPoint<typename P::ztype>::value) {
            const float zp = float(load(p.zero_point[c]));
            const double step = p.scale[c];
            for (i64 item = begin; item < end; ++item) {
                const i64 q = clamp_code(float_zero_point_code(load(p.input[item]), inv_scale, zp), p.quant_min,
                                         p.quant_max);
                p.out[item] = store<T>(C(mul_rn(add_rn(double(q), -double(zp)), step)));
            }
        } else {
            const i64 zp = p.zero_point[c];
            const C step = C(p.scale[c]);
            for (i64 item = begin; item < end; ++item) {
                const i64 q = clamp_code(fake_quantize_code(load(p.input[item]), inv_scale, zp), p.quant_min, p.quant_max);
                p.out[item] = store<T>(mul_rn(C(wrapping_difference(q, zp)), step));
            }
        }
    });
}

template <class P>
__device__ __forceinline__ void fake_quantize_per_channel_affine_backward_grad(const P& p) {
    typedef typename P::compute C;
    typedef typename P::element T;
    const Within<C> within(p.quant_min, p.quant_max);
    const Within<float> within_f32(p.quant_min, p.quant_max);
    for_each_channel_run(p, [&](i64 c, i64 begin, i64 end) {
        const float inv_scale = div_rn(1.0f, p.scale[c]);
        if constexpr (FloatZeroPoint<typename P::ztype>::value) {
            const float zp = float(load(p.zero_point[c]));
            for (i64 item = begin; item < end; ++item) {
                const bool inside = within_f32(float_zero_point_code(load(p.input[item]), inv_scale, zp));
                p.grad_input[item] = store<T>(mul_rn(load(p.grad[item]), inside ? C(1) : C(0)));
            }
        } else {
            const i64 zp = p.zero_point[c];
            for (i64 item = begin; item < end; ++item) {
                const C qf = fake_quantize_code(load(p.input[item]), inv_scale, zp);
                p.grad_input[item] = store<T>(mul_rn(load(p.grad[item]), within(qf) ? C(1) : C(0)));
            }
        }
    });
}

// ---- learnable fake quantize (PyTorch's _fake_quantize_learnable_per_tensor_affine backward)
//
// The scale and zero-point gradients are sums. Without shared memory: each
// thread sums its items in grid_loop's order into its own slot of the
// workspace, `combine` (one block) folds the slots into one per lane in a
// fixed order, and `finish` (one thread) adds the lanes in order. The result
// depends on numel only, never on the schedule. The partials take their items
// through grid_loop: a block's threads read a round of adjacent items
// together, each block a run of its own (on the host, thread after thread
// would otherwise read items a grid's stride, a power of two, apart, all in
// one cache set).

// zero_point + 0.5, clamped, truncated: the backward's rounding in PyTorch (the forward rounds half to even).
__device__ __forceinline__ i64 learnable_zero_point(float zero_point, i64 quant_min, i64 quant_max) {
    return saturate(add_rn(zero_point, 0.5f), quant_min, quant_max, quant_min);
}

template <class P>
__device__ __forceinline__ void fake_quantize_learnable_per_tensor_affine_backward_partials(const P& p) {
    typedef typename P::element T;
    const float scale = p.scale[0];
    const float inv_scale = div_rn(1.0f, scale);
    const float grad_factor = float(p.grad_factor);   // rounded to f32, as PyTorch
    const i64 quant_min = p.quant_min, quant_max = p.quant_max;
    const i64 zp = learnable_zero_point(p.zero_point[0], quant_min, quant_max);
    const float below_factor = float(quant_min - zp), above_factor = float(quant_max - zp);
    const Within<float> range(quant_min, quant_max);   // its bounds, compared on each side apart
    Lanes<float> d_scale(0.0f), d_zero_point(0.0f);
    grid_loop(p.numel, [&](unsigned lane, i64 item) {
        const float x = load(p.input[item]);
        const float dy = load(p.grad[item]);
        const float v = round_even(fma_rn(x, inv_scale, float(zp)));
        const bool below = !(v >= range.lo);   // NaN counts as below, as PyTorch on x86
        const bool above = v > range.hi;
        const bool outside = below | above;   // both compares made: no branch
        p.grad_input[item] = store<T>(mul_rn(dy, outside ? 0.0f : 1.0f));
        // Every term computed, then selected: no branch, so the host vectorises it even where the
        // compiler keeps float exceptions exact. In range, v - zp in double is exact, as the integer
        // difference, and rounds to f32 once.
        const float error = fma_rn(float(double(v) - double(zp)), scale, -x);   // xfq - x, fused as in PyTorch's build
        const float inside_term = mul_rn(mul_rn(dy, error), inv_scale);
        const float outside_term = mul_rn(dy, below ? below_factor : above_factor);
        const float zero_point_term = mul_rn(mul_rn(-dy, scale), grad_factor);
        d_scale[lane] = add_rn(d_scale[lane], mul_rn(outside ? outside_term : inside_term, grad_factor));
        d_zero_point[lane] = add_rn(d_zero_point[lane], outside ? zero_point_term : 0.0f);   // PyTorch adds the zeros too
    });
    const i64 slot_count = item_stride();
    block_loop(blockDim.x, [&](unsigned lane, i64) {
        const i64 slot = i64(blockIdx.x) * blockDim.x + lane;
        p.slots[slot] = d_scale[lane];
        p.slots[slot_count + slot] = d_zero_point[lane];
    });
}

// One block: lane l sums slots l, l + lanes, l + 2 lanes, ... in that order.
template <class P>
__device__ __forceinline__ void fake_quantize_learnable_per_tensor_affine_backward_combine(const P& p) {
    const i64 lane = first_item(), lane_count = item_stride();
    float d_scale = 0.0f, d_zero_point = 0.0f;
    for (i64 slot = lane; slot < p.slot_count; slot += lane_count) {
        d_scale = add_rn(d_scale, p.slots[slot]);
        d_zero_point = add_rn(d_zero_point, p.slots[p.slot_count + slot]);
    }
    p.lanes[lane] = d_scale;
    p.lanes[lane_count + lane] = d_zero_point;
}

// One thread: the lanes in order.
template <class P>
__device__ __forceinline__ void fake_quantize_learnable_per_tensor_affine_backward_finish(const P& p) {
    if (first_item() != 0) return;
    float d_scale = 0.0f, d_zero_point = 0.0f;
    for (i64 lane = 0; lane < p.lane_count; ++lane) {
        d_scale = add_rn(d_scale, p.lanes[lane]);
        d_zero_point = add_rn(d_zero_point, p.lanes[p.lane_count + lane]);
    }
    p.grad_scale[0] = d_scale;
    p.grad_zero_point[0] = d_zero_point;
}

}  // namespace skucat
#endif
