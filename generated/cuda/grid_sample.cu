// Generated from catalog.yaml by codegen with templates/cuda/family.cu.j2. Do not edit.
// Device code from templates/cuda/grid_sample.cu.j2; kernel entry points, their
// parameter structs and the enums of the family's modes from catalog.yaml.
#include "skucat_prelude.cuh"

namespace skucat {

enum class Mode : int { bilinear, nearest, bicubic };

enum class PaddingMode : int { zeros, border, reflection };

enum class Mask : int { both, input, grid };

// Grid sampling (2-D NCHW and 3-D NCDHW) and its backward, with PyTorch's
// semantics (ATen's GridSampler.h): bilinear (trilinear in 3-D), nearest and
// (2-D only) bicubic interpolation; zeros, border and reflection padding;
// align_corners true and false.
//
// One thread per output location, grid-stride: it maps its grid coordinate
// to pixel space once, builds the taps of each axis (K = 2, 1 or 4 positions
// with their weights; the stencil is their outer product), then loops over
// the channels. Tap positions stay floating point until they are
// known to lie inside the image, so NaN, infinite or huge coordinates never
// become an index.
#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
#define SKUCAT_GS_NOINLINE __noinline__
#else
#define SKUCAT_GS_NOINLINE inline
#endif

// The catalog's mode and padding_mode values as template and runtime integers.
constexpr int kBilinear = int(Mode::bilinear), kNearest = int(Mode::nearest), kBicubic = int(Mode::bicubic);
constexpr int kZerosPadding = int(PaddingMode::zeros), kBorderPadding = int(PaddingMode::border),
              kReflectionPadding = int(PaddingMode::reflection);

// float and double overloads of the C math functions CUDA and the host both provide.
__device__ __forceinline__ float gs_floor(float v) { return floorf(v); }
__device__ __forceinline__ double gs_floor(double v) { return floor(v); }
__device__ __forceinline__ float gs_trunc(float v) { return truncf(v); }
__device__ __forceinline__ double gs_trunc(double v) { return trunc(v); }
__device__ __forceinline__ float gs_nearbyint(float v) { return nearbyintf(v); }
__device__ __forceinline__ double gs_nearbyint(double v) { return nearbyint(v); }
__device__ __forceinline__ float gs_fmod(float a, float b) { return fmodf(a, b); }
__device__ __forceinline__ double gs_fmod(double a, double b) { return fmod(a, b); }

// [-1, 1] -> pixel space; *grad = d pixel / d grid coordinate.
template <typename A>
__device__ __forceinline__ A gs_unnormalize(A coord, i64 size, bool align_corners, A* grad) {
    if (align_corners) {
        if (grad) *grad = A(size - 1) / A(2);
        return ((coord + A(1)) / A(2)) * A(size - 1);
    }
    if (grad) *grad = A(size) / A(2);
    return ((coord + A(1)) * A(size) - A(1)) / A(2);
}

// Clips to [0, size - 1]. The borders themselves count as clipped (zero
// gradient), as in PyTorch; NaN clips to 0, as CUDA's fmax/fmin do there.
template <typename A>
__device__ __forceinline__ A gs_clip(A in, i64 size, A* grad) {
    const A high = A(size - 1);
    if (!(in > A(0))) {
        if (grad) *grad = A(0);
        return A(0);
    }
    if (in >= high) {
        if (grad) *grad = A(0);
        return high;
    }
    if (grad) *grad = A(1);
    return in;
}

// A reflected coordinate and its derivative.
template <typename A>
struct GridSampleReflected {
    A value, grad;
};

// Reflects into [twice_low / 2, twice_high / 2]: folds by the period
// (twice_high - twice_low), then mirrors the way back. fmod is exact, so this
// is PyTorch's reflect_coordinates without its rounded flip count (and
// without that count's int cast, undefined for huge coordinates). Out of
// line on the GPU: fmod is long, and inlined per tap it costs registers and a
// stack frame.
template <typename A>
__device__ SKUCAT_GS_NOINLINE GridSampleReflected<A> gs_reflect(A in, i64 twice_low, i64 twice_high) {
    if (twice_low == twice_high) return {A(0), A(0)};
    const A low = A(twice_low) / A(2);
    const A span = A(twice_high - twice_low) / A(2);
    A sign = A(1);
    in = in - low;
    if (in < A(0)) {
        sign = A(-1);
        in = -in;
    }
    const A folded = gs_fmod(in, A(twice_high - twice_low));
    if (folded > span) return {A(twice_high - twice_low) - folded + low, -sign};
    return {folded + low, sign};
}

// The padding mode's map of a pixel coordinate into the image (identity for zeros).
template <typename A>
__device__ __forceinline__ A gs_pad(A coord, i64 size, int padding, bool align_corners, A* grad) {
    if (padding == kBorderPadding) return gs_clip(coord, size, grad);
    if (padding == kReflectionPadding) {
        const GridSampleReflected<A> reflected =
            align_corners ? gs_reflect(coord, 0, 2 * (size - 1)) : gs_reflect(coord, -1, 2 * size - 1);
        A clip_grad;
        coord = gs_clip(reflected.value, size, grad ? &clip_grad : nullptr);
        if (grad) *grad = reflected.grad * clip_grad;
        return coord;
    }
    if (grad) *grad = A(1);
    return coord;
}

// An integral tap position as an index into [0, size), or -1 outside (NaN included).
template <typename A>
__device__ __forceinline__ i64 gs_tap(A position, i64 size) {
    return (position >= A(0) && position < A(size)) ? i64(position) : i64(-1);
}

template <int kMode>
struct GridSampleTaps;
template <>
struct GridSampleTaps<kBilinear> {
    static constexpr int K = 2;
};
template <>
struct GridSampleTaps<kNearest> {
    static constexpr int K = 1;
};
template <>
struct GridSampleTaps<kBicubic> {
    static constexpr int K = 4;
};

// The taps of one axis: index (-1 outside), weight, d weight / d pixel
// coordinate, and d pixel coordinate / d grid coordinate.
template <typename A, int K>
struct GridSampleAxis {
    i64 index[K];
    A weight[K];
    A dweight[K];
    A mult;
};

// Cubic convolution weights of taps -1, 0, 1, 2 at fraction t (A = -0.75), and their d/dt.
template <typename A>
__device__ __forceinline__ void gs_cubic(A t, A* weight, A* dweight) {
    const A a = A(-0.75);
    const A x0 = t + A(1), x1 = t, x2 = A(1) - t, x3 = A(2) - t;
    weight[0] = ((a * x0 - A(5) * a) * x0 + A(8) * a) * x0 - A(4) * a;
    weight[1] = ((a + A(2)) * x1 - (a + A(3))) * x1 * x1 + A(1);
    weight[2] = ((a + A(2)) * x2 - (a + A(3))) * x2 * x2 + A(1);
    weight[3] = ((a * x3 - A(5) * a) * x3 + A(8) * a) * x3 - A(4) * a;
    if (dweight) {
        dweight[0] = (A(3) * a * x0 - A(10) * a) * x0 + A(8) * a;
        dweight[1] = (A(3) * (a + A(2)) * x1 - A(2) * (a + A(3))) * x1;
        dweight[2] = -(A(3) * (a + A(2)) * x2 - A(2) * (a + A(3))) * x2;
        dweight[3] = -((A(3) * a * x3 - A(10) * a) * x3 + A(8) * a);
    }
}

// Builds one axis of the stencil; the derivatives only when kGrad. kOutside: a padded
// coordinate that is not finite or not within int range becomes -100 (outside), as
// PyTorch's 3-D kernels do (safe_downgrade_to_int_range); its 2-D CPU kernel does not.
template <int kMode, bool kGrad, bool kOutside = false, typename A, int K>
__device__ __forceinline__ void gs_axis(GridSampleAxis<A, K>& axis, A coord, i64 size, int padding,
                                        bool align_corners) {
    if constexpr (kMode == kBicubic) {
        // The coordinate itself is not padded: each tap is.
        const A position = gs_unnormalize(coord, size, align_corners, kGrad ? &axis.mult : nullptr);
        const A base = gs_floor(position);
        gs_cubic(position - base, axis.weight, kGrad ? axis.dweight : nullptr);
        for (int k = 0; k < K; ++k) {
            const A tap = gs_pad(base + A(k - 1), size, padding, align_corners, static_cast<A*>(nullptr));
            axis.index[k] = gs_tap(gs_trunc(tap), size);
        }
    } else {
        A unnormalize_grad, pad_grad;
        A position = gs_unnormalize(coord, size, align_corners, kGrad ? &unnormalize_grad : nullptr);
        position = gs_pad(position, size, padding, align_corners, kGrad ? &pad_grad : nullptr);
        if constexpr (kOutside) {
            if (!(position >= A(-2147483648.0) && position <= A(2147483646.0))) position = A(-100);
        }
        if constexpr (kGrad) axis.mult = unnormalize_grad * pad_grad;
        if constexpr (kMode == kNearest) {
            axis.index[0] = gs_tap(gs_nearbyint(position), size);  // round half to even
            axis.weight[0] = A(1);
        } else {
            const A base = gs_floor(position);
            axis.index[0] = gs_tap(base, size);
            axis.index[1] = gs_tap(base + A(1), size);
            axis.weight[0] = base + A(1) - position;
            axis.weight[1] = position - base;
            if constexpr (kGrad) {
                axis.dweight[0] = A(-1);
                axis.dweight[1] = A(1);
            }
        }
    }
}

// A tap's value: 0 outside the volume. It still multiplies its weight, so a
// NaN weight (from a NaN coordinate) shows in the result, as in PyTorch's CPU kernel.
template <typename T>
__device__ __forceinline__ compute_t<T> gs_value(const T* __restrict__ volume, i64 z, i64 y, i64 x, i64 height,
                                                 i64 width) {
    return (z >= 0 && y >= 0 && x >= 0) ? load(volume[(z * height + y) * width + x]) : compute_t<T>(0);
}

// 2-D is the 3-D case with depth 1 (in_depth = out_depth = 1).
struct GridSampleShape {
    i64 batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width;
};

// The stencil of one location: x, y and (3-D) z axes, K taps each; 2-D has one z tap (index 0, weight 1).
template <int kDims, int kMode, typename A>
struct GridSampleStencil {
    static constexpr int K = GridSampleTaps<kMode>::K;
    static constexpr int KZ = kDims == 3 ? K : 1;
    GridSampleAxis<A, K> x, y;
    GridSampleAxis<A, KZ> z;
    __device__ __forceinline__ A wz(int l) const { return kDims == 3 ? z.weight[l] : A(1); }
};

// The stencil from a location's grid tuple (x, y[, z]): the one coordinate
// mapping forward and backward, 2-D and 3-D, share.
template <int kDims, int kMode, bool kGrad, typename T, typename A>
__device__ __forceinline__ void gs_stencil(GridSampleStencil<kDims, kMode, A>& st, const T* xyz,
                                           const GridSampleShape& s, int padding, int align_corners) {
    gs_axis<kMode, kGrad, kDims == 3>(st.x, load(xyz[0]), s.in_width, padding, align_corners != 0);
    gs_axis<kMode, kGrad, kDims == 3>(st.y, load(xyz[1]), s.in_height, padding, align_corners != 0);
    if constexpr (kDims == 3) {
        gs_axis<kMode, kGrad, true>(st.z, load(xyz[2]), s.in_depth, padding, align_corners != 0);
    } else {
        st.z.index[0] = 0;
        st.z.weight[0] = A(1);
    }
}

template <int kDims, int kMode, typename T>
__device__ __forceinline__ void grid_sample_forward(const T* __restrict__ input, const T* __restrict__ grid,
                                                    T* __restrict__ out, GridSampleShape s, int padding,
                                                    int align_corners) {
    typedef compute_t<T> A;
    typedef GridSampleStencil<kDims, kMode, A> Stencil;
    const i64 in_volume = s.in_depth * s.in_height * s.in_width;
    const i64 out_volume = s.out_depth * s.out_height * s.out_width;
    const i64 total = s.batch * out_volume;
    for (i64 item = first_item(); item < total; item += item_stride()) {
        const i64 n = item / out_volume;
        Stencil st;
        gs_stencil<kDims, kMode, false>(st, grid + kDims * item, s, padding, align_corners);
        const T* volume = input + n * s.channels * in_volume;
        T* dst = out + n * s.channels * out_volume + (item - n * out_volume);
        for (i64 c = 0; c < s.channels; ++c, volume += in_volume, dst += out_volume) {
            A sum = A(0);
            for (int l = 0; l < Stencil::KZ; ++l) {
                for (int j = 0; j < Stencil::K; ++j) {
                    A row = A(0);
                    for (int i = 0; i < Stencil::K; ++i)
                        row += gs_value(volume, st.z.index[l], st.y.index[j], st.x.index[i], s.in_height, s.in_width) *
                               st.x.weight[i];
                    sum += row * (st.y.weight[j] * st.wz(l));
                }
            }
            *dst = store<T>(sum);
        }
    }
}

template <typename A>
__device__ __forceinline__ void grid_sample_zero(A* __restrict__ accum, i64 count) {
    for (i64 item = first_item(); item < count; item += item_stride()) accum[item] = A(0);
}

// kInput: atomicAdd dout * weight into `accum` (dinput or its f32 workspace).
// kGrid: dgrid = mult * sum over channels and taps of dout * value * d weight.
template <int kDims, int kMode, bool kInput, bool kGrid, typename T>
__device__ __forceinline__ void grid_sample_scatter(const T* __restrict__ dout, const T* __restrict__ input,
                                                    const T* __restrict__ grid, compute_t<T>* __restrict__ accum,
                                                    T* __restrict__ dgrid, GridSampleShape s, int padding,
                                                    int align_corners) {
    typedef compute_t<T> A;
    typedef GridSampleStencil<kDims, kMode, A> Stencil;
    constexpr bool kGridWork = kGrid && kMode != kNearest;  // nearest's dgrid is zero
    const i64 in_volume = s.in_depth * s.in_height * s.in_width;
    const i64 out_volume = s.out_depth * s.out_height * s.out_width;
    const i64 total = s.batch * out_volume;
    for (i64 item = first_item(); item < total; item += item_stride()) {
        const i64 n = item / out_volume;
        Stencil st;
        gs_stencil<kDims, kMode, kGridWork>(st, grid + kDims * item, s, padding, align_corners);
        const T* grad = dout + n * s.channels * out_volume + (item - n * out_volume);
        const i64 first_volume = n * s.channels * in_volume;
        A gx = A(0), gy = A(0), gz = A(0);
        for (i64 c = 0; c < s.channels; ++c, grad += out_volume) {
            const A g = load(*grad);
            if constexpr (kInput) {
                A* target = accum + first_volume + c * in_volume;
                for (int l = 0; l < Stencil::KZ; ++l) {
                    if (st.z.index[l] < 0) continue;
                    for (int j = 0; j < Stencil::K; ++j) {
                        if (st.y.index[j] < 0) continue;
                        A* line = target + (st.z.index[l] * s.in_height + st.y.index[j]) * s.in_width;
                        const A weight = st.y.weight[j] * st.wz(l);
                        for (int i = 0; i < Stencil::K; ++i) {
                            if (st.x.index[i] >= 0) atomicAdd(&line[st.x.index[i]], st.x.weight[i] * weight * g);
                        }
                    }
                }
            }
            if constexpr (kGridWork) {
                const T* volume = input + first_volume + c * in_volume;
                for (int l = 0; l < Stencil::KZ; ++l) {
                    for (int j = 0; j < Stencil::K; ++j) {
                        A row = A(0), drow = A(0);
                        for (int i = 0; i < Stencil::K; ++i) {
                            const A value =
                                gs_value(volume, st.z.index[l], st.y.index[j], st.x.index[i], s.in_height, s.in_width);
                            row += value * st.x.weight[i];
                            drow += value * st.x.dweight[i];
                        }
                        gx += g * drow * (st.y.weight[j] * st.wz(l));
                        gy += g * row * (st.y.dweight[j] * st.wz(l));
                        if constexpr (kDims == 3) gz += g * row * (st.y.weight[j] * st.z.dweight[l]);
                    }
                }
            }
        }
        T* dst = dgrid + kDims * item;
        if constexpr (kGridWork) {
            dst[0] = store<T>(st.x.mult * gx);
            dst[1] = store<T>(st.y.mult * gy);
            if constexpr (kDims == 3) dst[2] = store<T>(st.z.mult * gz);
        } else if constexpr (kGrid) {
            for (int d = 0; d < kDims; ++d) dst[d] = store<T>(A(0));
        }
    }
}

template <typename T>
__device__ __forceinline__ void grid_sample_finalize(const compute_t<T>* __restrict__ accum, T* __restrict__ dinput,
                                                     i64 count) {
    for (i64 item = first_item(); item < count; item += item_stride()) dinput[item] = store<T>(accum[item]);
}

// ---- kernel entries (parameter structs from catalog.yaml)

template <class P>
__device__ __forceinline__ GridSampleShape gs_shape(const P& p) {
    return GridSampleShape{p.batch, p.channels, 1, p.in_height, p.in_width, 1, p.out_height, p.out_width};
}

template <class P>
__device__ __forceinline__ GridSampleShape gs_shape_3d(const P& p) {
    return GridSampleShape{p.batch,    p.channels,  p.in_depth,   p.in_height,
                           p.in_width, p.out_depth, p.out_height, p.out_width};
}

__device__ __forceinline__ i64 gs_input_count(const GridSampleShape& s) {
    return s.batch * s.channels * s.in_depth * s.in_height * s.in_width;
}

template <class P>
__device__ __forceinline__ void grid_sample_sample(const P& p) {
    grid_sample_forward<2, int(P::mode)>(p.input, p.grid, p.out, gs_shape(p), int(p.padding_mode), p.align_corners);
}

template <class P>
__device__ __forceinline__ void grid_sample_backward_zero(const P& p) {
    grid_sample_zero(p.accum, gs_input_count(gs_shape(p)));
}

template <class P>
__device__ __forceinline__ void grid_sample_backward_scatter(const P& p) {
    grid_sample_scatter<2, int(P::mode), P::mask != Mask::grid, P::mask != Mask::input>(
        p.dout, p.input, p.grid, p.accum, p.dgrid, gs_shape(p), int(p.padding_mode), p.align_corners);
}

template <class P>
__device__ __forceinline__ void grid_sample_backward_finalize(const P& p) {
    grid_sample_finalize(p.wide_accum, p.dinput, gs_input_count(gs_shape(p)));
}

template <class P>
__device__ __forceinline__ void grid_sample_3d_sample(const P& p) {
    grid_sample_forward<3, int(P::mode)>(p.input, p.grid, p.out, gs_shape_3d(p), int(p.padding_mode),
                                         p.align_corners);
}

template <class P>
__device__ __forceinline__ void grid_sample_3d_backward_zero(const P& p) {
    grid_sample_zero(p.accum, gs_input_count(gs_shape_3d(p)));
}

template <class P>
__device__ __forceinline__ void grid_sample_3d_backward_scatter(const P& p) {
    grid_sample_scatter<3, int(P::mode), P::mask != Mask::grid, P::mask != Mask::input>(
        p.dout, p.input, p.grid, p.accum, p.dgrid, gs_shape_3d(p), int(p.padding_mode), p.align_corners);
}

template <class P>
__device__ __forceinline__ void grid_sample_3d_backward_finalize(const P& p) {
    grid_sample_finalize(p.wide_accum, p.dinput, gs_input_count(gs_shape_3d(p)));
}

}  // namespace skucat

// sampling.grid_sample.f16.none.per_location.mode-bilinear.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample__f16__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    const __half* input;
    const __half* grid;
    __half* out;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample__f16__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__sample(const __half* input, const __half* grid, __half* out, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_sample(skucat_sampling__grid_sample__f16__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__params{input, grid, out, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample__f16__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__sample)

// sampling.grid_sample.f16.none.per_location.mode-nearest.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample__f16__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    const __half* input;
    const __half* grid;
    __half* out;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample__f16__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__sample(const __half* input, const __half* grid, __half* out, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_sample(skucat_sampling__grid_sample__f16__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__params{input, grid, out, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample__f16__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__sample)

// sampling.grid_sample.f16.none.per_location.mode-bicubic.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample__f16__none__per_location__mode_bicubic__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bicubic;
    const __half* input;
    const __half* grid;
    __half* out;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample__f16__none__per_location__mode_bicubic__math_f32__acc_f32__det__stable__sample(const __half* input, const __half* grid, __half* out, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_sample(skucat_sampling__grid_sample__f16__none__per_location__mode_bicubic__math_f32__acc_f32__det__stable__params{input, grid, out, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample__f16__none__per_location__mode_bicubic__math_f32__acc_f32__det__stable__sample)

// sampling.grid_sample.bf16.none.per_location.mode-bilinear.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample__bf16__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* out;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample__bf16__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__sample(const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* out, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_sample(skucat_sampling__grid_sample__bf16__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__params{input, grid, out, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample__bf16__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__sample)

// sampling.grid_sample.bf16.none.per_location.mode-nearest.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample__bf16__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* out;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample__bf16__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__sample(const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* out, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_sample(skucat_sampling__grid_sample__bf16__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__params{input, grid, out, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample__bf16__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__sample)

// sampling.grid_sample.bf16.none.per_location.mode-bicubic.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample__bf16__none__per_location__mode_bicubic__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bicubic;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* out;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample__bf16__none__per_location__mode_bicubic__math_f32__acc_f32__det__stable__sample(const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* out, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_sample(skucat_sampling__grid_sample__bf16__none__per_location__mode_bicubic__math_f32__acc_f32__det__stable__params{input, grid, out, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample__bf16__none__per_location__mode_bicubic__math_f32__acc_f32__det__stable__sample)

// sampling.grid_sample.f32.none.per_location.mode-bilinear.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample__f32__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    const float* input;
    const float* grid;
    float* out;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample__f32__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__sample(const float* input, const float* grid, float* out, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_sample(skucat_sampling__grid_sample__f32__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__params{input, grid, out, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample__f32__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__sample)

// sampling.grid_sample.f32.none.per_location.mode-nearest.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample__f32__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    const float* input;
    const float* grid;
    float* out;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample__f32__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__sample(const float* input, const float* grid, float* out, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_sample(skucat_sampling__grid_sample__f32__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__params{input, grid, out, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample__f32__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__sample)

// sampling.grid_sample.f32.none.per_location.mode-bicubic.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample__f32__none__per_location__mode_bicubic__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bicubic;
    const float* input;
    const float* grid;
    float* out;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample__f32__none__per_location__mode_bicubic__math_f32__acc_f32__det__stable__sample(const float* input, const float* grid, float* out, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_sample(skucat_sampling__grid_sample__f32__none__per_location__mode_bicubic__math_f32__acc_f32__det__stable__params{input, grid, out, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample__f32__none__per_location__mode_bicubic__math_f32__acc_f32__det__stable__sample)

// sampling.grid_sample.f64.none.per_location.mode-bilinear.any.any.math-f64.acc-f64.det.stable
struct skucat_sampling__grid_sample__f64__none__per_location__mode_bilinear__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    const double* input;
    const double* grid;
    double* out;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample__f64__none__per_location__mode_bilinear__math_f64__acc_f64__det__stable__sample(const double* input, const double* grid, double* out, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_sample(skucat_sampling__grid_sample__f64__none__per_location__mode_bilinear__math_f64__acc_f64__det__stable__params{input, grid, out, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample__f64__none__per_location__mode_bilinear__math_f64__acc_f64__det__stable__sample)

// sampling.grid_sample.f64.none.per_location.mode-nearest.any.any.math-f64.acc-f64.det.stable
struct skucat_sampling__grid_sample__f64__none__per_location__mode_nearest__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    const double* input;
    const double* grid;
    double* out;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample__f64__none__per_location__mode_nearest__math_f64__acc_f64__det__stable__sample(const double* input, const double* grid, double* out, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_sample(skucat_sampling__grid_sample__f64__none__per_location__mode_nearest__math_f64__acc_f64__det__stable__params{input, grid, out, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample__f64__none__per_location__mode_nearest__math_f64__acc_f64__det__stable__sample)

// sampling.grid_sample.f64.none.per_location.mode-bicubic.any.any.math-f64.acc-f64.det.stable
struct skucat_sampling__grid_sample__f64__none__per_location__mode_bicubic__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::bicubic;
    const double* input;
    const double* grid;
    double* out;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample__f64__none__per_location__mode_bicubic__math_f64__acc_f64__det__stable__sample(const double* input, const double* grid, double* out, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_sample(skucat_sampling__grid_sample__f64__none__per_location__mode_bicubic__math_f64__acc_f64__det__stable__params{input, grid, out, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample__f64__none__per_location__mode_bicubic__math_f64__acc_f64__det__stable__sample)

// sampling.grid_sample_backward.f16.none.atomic.mode-bilinear.mask-both.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const __half* dout;
    const __half* input;
    const __half* grid;
    __half* dinput;
    __half* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__zero(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__scatter(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__finalize(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_backward.f16.none.atomic.mode-bilinear.mask-input.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const __half* dout;
    const __half* input;
    const __half* grid;
    __half* dinput;
    __half* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__zero(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__scatter(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__finalize(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_backward.f16.none.direct.mode-bilinear.mask-grid.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const __half* dout;
    const __half* input;
    const __half* grid;
    __half* dinput;
    __half* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__zero(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__scatter(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__finalize(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__finalize)

// sampling.grid_sample_backward.f16.none.atomic.mode-nearest.mask-both.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const __half* dout;
    const __half* input;
    const __half* grid;
    __half* dinput;
    __half* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__zero(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__scatter(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__finalize(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_backward.f16.none.atomic.mode-nearest.mask-input.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const __half* dout;
    const __half* input;
    const __half* grid;
    __half* dinput;
    __half* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__zero(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__scatter(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__finalize(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_backward.f16.none.direct.mode-nearest.mask-grid.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const __half* dout;
    const __half* input;
    const __half* grid;
    __half* dinput;
    __half* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__zero(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__scatter(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__finalize(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__finalize)

// sampling.grid_sample_backward.f16.none.atomic.mode-bicubic.mask-both.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bicubic;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const __half* dout;
    const __half* input;
    const __half* grid;
    __half* dinput;
    __half* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__zero(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__scatter(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__finalize(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_backward.f16.none.atomic.mode-bicubic.mask-input.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bicubic;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const __half* dout;
    const __half* input;
    const __half* grid;
    __half* dinput;
    __half* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__zero(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__scatter(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__finalize(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_backward.f16.none.direct.mode-bicubic.mask-grid.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_backward__f16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bicubic;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const __half* dout;
    const __half* input;
    const __half* grid;
    __half* dinput;
    __half* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__zero(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__scatter(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__finalize(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__finalize)

// sampling.grid_sample_backward.bf16.none.atomic.mode-bilinear.mask-both.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const __nv_bfloat16* dout;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* dinput;
    __nv_bfloat16* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__scatter(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_backward.bf16.none.atomic.mode-bilinear.mask-input.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const __nv_bfloat16* dout;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* dinput;
    __nv_bfloat16* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__scatter(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_backward.bf16.none.direct.mode-bilinear.mask-grid.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const __nv_bfloat16* dout;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* dinput;
    __nv_bfloat16* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__zero(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__scatter(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__finalize(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__finalize)

// sampling.grid_sample_backward.bf16.none.atomic.mode-nearest.mask-both.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const __nv_bfloat16* dout;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* dinput;
    __nv_bfloat16* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__scatter(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_backward.bf16.none.atomic.mode-nearest.mask-input.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const __nv_bfloat16* dout;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* dinput;
    __nv_bfloat16* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__scatter(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_backward.bf16.none.direct.mode-nearest.mask-grid.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const __nv_bfloat16* dout;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* dinput;
    __nv_bfloat16* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__zero(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__scatter(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__finalize(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__finalize)

// sampling.grid_sample_backward.bf16.none.atomic.mode-bicubic.mask-both.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bicubic;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const __nv_bfloat16* dout;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* dinput;
    __nv_bfloat16* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__scatter(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_backward.bf16.none.atomic.mode-bicubic.mask-input.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bicubic;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const __nv_bfloat16* dout;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* dinput;
    __nv_bfloat16* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__scatter(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_backward.bf16.none.direct.mode-bicubic.mask-grid.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bicubic;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const __nv_bfloat16* dout;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* dinput;
    __nv_bfloat16* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__zero(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__scatter(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__finalize(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__bf16__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__finalize)

// sampling.grid_sample_backward.f32.none.atomic.mode-bilinear.mask-both.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const float* dout;
    const float* input;
    const float* grid;
    float* dinput;
    float* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__zero(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__scatter(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__finalize(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_backward.f32.none.atomic.mode-bilinear.mask-input.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const float* dout;
    const float* input;
    const float* grid;
    float* dinput;
    float* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__zero(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__scatter(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__finalize(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_backward.f32.none.direct.mode-bilinear.mask-grid.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const float* dout;
    const float* input;
    const float* grid;
    float* dinput;
    float* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__zero(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__scatter(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__finalize(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__finalize)

// sampling.grid_sample_backward.f32.none.atomic.mode-nearest.mask-both.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const float* dout;
    const float* input;
    const float* grid;
    float* dinput;
    float* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__zero(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__scatter(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__finalize(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_backward.f32.none.atomic.mode-nearest.mask-input.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const float* dout;
    const float* input;
    const float* grid;
    float* dinput;
    float* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__zero(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__scatter(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__finalize(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_backward.f32.none.direct.mode-nearest.mask-grid.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const float* dout;
    const float* input;
    const float* grid;
    float* dinput;
    float* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__zero(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__scatter(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__finalize(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__finalize)

// sampling.grid_sample_backward.f32.none.atomic.mode-bicubic.mask-both.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bicubic;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const float* dout;
    const float* input;
    const float* grid;
    float* dinput;
    float* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__zero(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__scatter(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__finalize(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_both__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_backward.f32.none.atomic.mode-bicubic.mask-input.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bicubic;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const float* dout;
    const float* input;
    const float* grid;
    float* dinput;
    float* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__zero(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__scatter(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__finalize(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__atomic__mode_bicubic__mask_input__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_backward.f32.none.direct.mode-bicubic.mask-grid.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_backward__f32__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bicubic;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const float* dout;
    const float* input;
    const float* grid;
    float* dinput;
    float* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__zero(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f32__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__scatter(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f32__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f32__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__finalize(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f32__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f32__none__direct__mode_bicubic__mask_grid__math_f32__acc_f32__det__stable__finalize)

// sampling.grid_sample_backward.f64.none.atomic.mode-bilinear.mask-both.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const double* dout;
    const double* input;
    const double* grid;
    double* dinput;
    double* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    double* wide_accum;
    double* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__zero(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__scatter(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__finalize(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__finalize)

// sampling.grid_sample_backward.f64.none.atomic.mode-bilinear.mask-input.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const double* dout;
    const double* input;
    const double* grid;
    double* dinput;
    double* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    double* wide_accum;
    double* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__zero(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__scatter(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__finalize(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__finalize)

// sampling.grid_sample_backward.f64.none.direct.mode-bilinear.mask-grid.any.any.math-f64.acc-f64.det.stable
struct skucat_sampling__grid_sample_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const double* dout;
    const double* input;
    const double* grid;
    double* dinput;
    double* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    double* wide_accum;
    double* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__zero(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__scatter(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__finalize(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__finalize)

// sampling.grid_sample_backward.f64.none.atomic.mode-nearest.mask-both.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const double* dout;
    const double* input;
    const double* grid;
    double* dinput;
    double* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    double* wide_accum;
    double* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__zero(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__scatter(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__finalize(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__finalize)

// sampling.grid_sample_backward.f64.none.atomic.mode-nearest.mask-input.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const double* dout;
    const double* input;
    const double* grid;
    double* dinput;
    double* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    double* wide_accum;
    double* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__zero(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__scatter(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__finalize(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__finalize)

// sampling.grid_sample_backward.f64.none.direct.mode-nearest.mask-grid.any.any.math-f64.acc-f64.det.stable
struct skucat_sampling__grid_sample_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const double* dout;
    const double* input;
    const double* grid;
    double* dinput;
    double* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    double* wide_accum;
    double* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__zero(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__scatter(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__finalize(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__finalize)

// sampling.grid_sample_backward.f64.none.atomic.mode-bicubic.mask-both.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_both__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::bicubic;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const double* dout;
    const double* input;
    const double* grid;
    double* dinput;
    double* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    double* wide_accum;
    double* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_both__math_f64__acc_f64__nondet__unstable__zero(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_both__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_both__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_both__math_f64__acc_f64__nondet__unstable__scatter(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_both__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_both__math_f64__acc_f64__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_both__math_f64__acc_f64__nondet__unstable__finalize(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_both__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_both__math_f64__acc_f64__nondet__unstable__finalize)

// sampling.grid_sample_backward.f64.none.atomic.mode-bicubic.mask-input.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_input__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::bicubic;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const double* dout;
    const double* input;
    const double* grid;
    double* dinput;
    double* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    double* wide_accum;
    double* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_input__math_f64__acc_f64__nondet__unstable__zero(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_input__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_input__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_input__math_f64__acc_f64__nondet__unstable__scatter(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_input__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_input__math_f64__acc_f64__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_input__math_f64__acc_f64__nondet__unstable__finalize(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_input__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__atomic__mode_bicubic__mask_input__math_f64__acc_f64__nondet__unstable__finalize)

// sampling.grid_sample_backward.f64.none.direct.mode-bicubic.mask-grid.any.any.math-f64.acc-f64.det.stable
struct skucat_sampling__grid_sample_backward__f64__none__direct__mode_bicubic__mask_grid__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::bicubic;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const double* dout;
    const double* input;
    const double* grid;
    double* dinput;
    double* dgrid;
    long long batch;
    long long channels;
    long long in_height;
    long long in_width;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    double* wide_accum;
    double* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__direct__mode_bicubic__mask_grid__math_f64__acc_f64__det__stable__zero(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_zero(skucat_sampling__grid_sample_backward__f64__none__direct__mode_bicubic__mask_grid__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__direct__mode_bicubic__mask_grid__math_f64__acc_f64__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__direct__mode_bicubic__mask_grid__math_f64__acc_f64__det__stable__scatter(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_scatter(skucat_sampling__grid_sample_backward__f64__none__direct__mode_bicubic__mask_grid__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__direct__mode_bicubic__mask_grid__math_f64__acc_f64__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_backward__f64__none__direct__mode_bicubic__mask_grid__math_f64__acc_f64__det__stable__finalize(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_height, long long in_width, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_backward_finalize(skucat_sampling__grid_sample_backward__f64__none__direct__mode_bicubic__mask_grid__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_height, in_width, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_backward__f64__none__direct__mode_bicubic__mask_grid__math_f64__acc_f64__det__stable__finalize)

// sampling.grid_sample_3d.f16.none.per_location.mode-bilinear.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_3d__f16__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    const __half* input;
    const __half* grid;
    __half* out;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d__f16__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__sample(const __half* input, const __half* grid, __half* out, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_3d_sample(skucat_sampling__grid_sample_3d__f16__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__params{input, grid, out, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d__f16__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__sample)

// sampling.grid_sample_3d.f16.none.per_location.mode-nearest.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_3d__f16__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    const __half* input;
    const __half* grid;
    __half* out;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d__f16__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__sample(const __half* input, const __half* grid, __half* out, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_3d_sample(skucat_sampling__grid_sample_3d__f16__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__params{input, grid, out, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d__f16__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__sample)

// sampling.grid_sample_3d.bf16.none.per_location.mode-bilinear.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_3d__bf16__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* out;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d__bf16__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__sample(const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* out, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_3d_sample(skucat_sampling__grid_sample_3d__bf16__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__params{input, grid, out, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d__bf16__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__sample)

// sampling.grid_sample_3d.bf16.none.per_location.mode-nearest.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_3d__bf16__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* out;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d__bf16__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__sample(const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* out, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_3d_sample(skucat_sampling__grid_sample_3d__bf16__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__params{input, grid, out, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d__bf16__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__sample)

// sampling.grid_sample_3d.f32.none.per_location.mode-bilinear.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_3d__f32__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    const float* input;
    const float* grid;
    float* out;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d__f32__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__sample(const float* input, const float* grid, float* out, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_3d_sample(skucat_sampling__grid_sample_3d__f32__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__params{input, grid, out, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d__f32__none__per_location__mode_bilinear__math_f32__acc_f32__det__stable__sample)

// sampling.grid_sample_3d.f32.none.per_location.mode-nearest.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_3d__f32__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    const float* input;
    const float* grid;
    float* out;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d__f32__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__sample(const float* input, const float* grid, float* out, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_3d_sample(skucat_sampling__grid_sample_3d__f32__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__params{input, grid, out, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d__f32__none__per_location__mode_nearest__math_f32__acc_f32__det__stable__sample)

// sampling.grid_sample_3d.f64.none.per_location.mode-bilinear.any.any.math-f64.acc-f64.det.stable
struct skucat_sampling__grid_sample_3d__f64__none__per_location__mode_bilinear__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    const double* input;
    const double* grid;
    double* out;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d__f64__none__per_location__mode_bilinear__math_f64__acc_f64__det__stable__sample(const double* input, const double* grid, double* out, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_3d_sample(skucat_sampling__grid_sample_3d__f64__none__per_location__mode_bilinear__math_f64__acc_f64__det__stable__params{input, grid, out, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d__f64__none__per_location__mode_bilinear__math_f64__acc_f64__det__stable__sample)

// sampling.grid_sample_3d.f64.none.per_location.mode-nearest.any.any.math-f64.acc-f64.det.stable
struct skucat_sampling__grid_sample_3d__f64__none__per_location__mode_nearest__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    const double* input;
    const double* grid;
    double* out;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d__f64__none__per_location__mode_nearest__math_f64__acc_f64__det__stable__sample(const double* input, const double* grid, double* out, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners) {
    skucat::grid_sample_3d_sample(skucat_sampling__grid_sample_3d__f64__none__per_location__mode_nearest__math_f64__acc_f64__det__stable__params{input, grid, out, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d__f64__none__per_location__mode_nearest__math_f64__acc_f64__det__stable__sample)

// sampling.grid_sample_3d_backward.f16.none.atomic.mode-bilinear.mask-both.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const __half* dout;
    const __half* input;
    const __half* grid;
    __half* dinput;
    __half* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__zero(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__scatter(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__finalize(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_3d_backward.f16.none.atomic.mode-bilinear.mask-input.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const __half* dout;
    const __half* input;
    const __half* grid;
    __half* dinput;
    __half* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__zero(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__scatter(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__finalize(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_3d_backward.f16.none.direct.mode-bilinear.mask-grid.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const __half* dout;
    const __half* input;
    const __half* grid;
    __half* dinput;
    __half* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__zero(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__scatter(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__finalize(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__finalize)

// sampling.grid_sample_3d_backward.f16.none.atomic.mode-nearest.mask-both.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const __half* dout;
    const __half* input;
    const __half* grid;
    __half* dinput;
    __half* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__zero(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__scatter(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__finalize(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_3d_backward.f16.none.atomic.mode-nearest.mask-input.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const __half* dout;
    const __half* input;
    const __half* grid;
    __half* dinput;
    __half* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__zero(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__scatter(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__finalize(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_3d_backward.f16.none.direct.mode-nearest.mask-grid.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params {
    typedef __half element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const __half* dout;
    const __half* input;
    const __half* grid;
    __half* dinput;
    __half* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__zero(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__scatter(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__finalize(const __half* dout, const __half* input, const __half* grid, __half* dinput, __half* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__finalize)

// sampling.grid_sample_3d_backward.bf16.none.atomic.mode-bilinear.mask-both.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const __nv_bfloat16* dout;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* dinput;
    __nv_bfloat16* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__scatter(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_3d_backward.bf16.none.atomic.mode-bilinear.mask-input.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const __nv_bfloat16* dout;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* dinput;
    __nv_bfloat16* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__scatter(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_3d_backward.bf16.none.direct.mode-bilinear.mask-grid.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const __nv_bfloat16* dout;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* dinput;
    __nv_bfloat16* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__zero(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__scatter(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__finalize(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__finalize)

// sampling.grid_sample_3d_backward.bf16.none.atomic.mode-nearest.mask-both.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const __nv_bfloat16* dout;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* dinput;
    __nv_bfloat16* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__scatter(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_3d_backward.bf16.none.atomic.mode-nearest.mask-input.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const __nv_bfloat16* dout;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* dinput;
    __nv_bfloat16* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__zero(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__scatter(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__finalize(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__bf16__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_3d_backward.bf16.none.direct.mode-nearest.mask-grid.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params {
    typedef __nv_bfloat16 element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const __nv_bfloat16* dout;
    const __nv_bfloat16* input;
    const __nv_bfloat16* grid;
    __nv_bfloat16* dinput;
    __nv_bfloat16* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__zero(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__scatter(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__finalize(const __nv_bfloat16* dout, const __nv_bfloat16* input, const __nv_bfloat16* grid, __nv_bfloat16* dinput, __nv_bfloat16* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__bf16__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__finalize)

// sampling.grid_sample_3d_backward.f32.none.atomic.mode-bilinear.mask-both.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const float* dout;
    const float* input;
    const float* grid;
    float* dinput;
    float* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__zero(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__scatter(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__finalize(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_both__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_3d_backward.f32.none.atomic.mode-bilinear.mask-input.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const float* dout;
    const float* input;
    const float* grid;
    float* dinput;
    float* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__zero(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__scatter(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__finalize(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_bilinear__mask_input__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_3d_backward.f32.none.direct.mode-bilinear.mask-grid.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const float* dout;
    const float* input;
    const float* grid;
    float* dinput;
    float* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__zero(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__scatter(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__finalize(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_bilinear__mask_grid__math_f32__acc_f32__det__stable__finalize)

// sampling.grid_sample_3d_backward.f32.none.atomic.mode-nearest.mask-both.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const float* dout;
    const float* input;
    const float* grid;
    float* dinput;
    float* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__zero(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__scatter(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__finalize(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_both__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_3d_backward.f32.none.atomic.mode-nearest.mask-input.any.any.math-f32.acc-f32.nondet.unstable
struct skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const float* dout;
    const float* input;
    const float* grid;
    float* dinput;
    float* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__zero(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__scatter(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__finalize(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__atomic__mode_nearest__mask_input__math_f32__acc_f32__nondet__unstable__finalize)

// sampling.grid_sample_3d_backward.f32.none.direct.mode-nearest.mask-grid.any.any.math-f32.acc-f32.det.stable
struct skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params {
    typedef float element;
    typedef float compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const float* dout;
    const float* input;
    const float* grid;
    float* dinput;
    float* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    float* wide_accum;
    float* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__zero(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__scatter(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__finalize(const float* dout, const float* input, const float* grid, float* dinput, float* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, float* wide_accum, float* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f32__none__direct__mode_nearest__mask_grid__math_f32__acc_f32__det__stable__finalize)

// sampling.grid_sample_3d_backward.f64.none.atomic.mode-bilinear.mask-both.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const double* dout;
    const double* input;
    const double* grid;
    double* dinput;
    double* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    double* wide_accum;
    double* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__zero(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__scatter(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__finalize(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_both__math_f64__acc_f64__nondet__unstable__finalize)

// sampling.grid_sample_3d_backward.f64.none.atomic.mode-bilinear.mask-input.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const double* dout;
    const double* input;
    const double* grid;
    double* dinput;
    double* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    double* wide_accum;
    double* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__zero(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__scatter(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__finalize(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_bilinear__mask_input__math_f64__acc_f64__nondet__unstable__finalize)

// sampling.grid_sample_3d_backward.f64.none.direct.mode-bilinear.mask-grid.any.any.math-f64.acc-f64.det.stable
struct skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::bilinear;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const double* dout;
    const double* input;
    const double* grid;
    double* dinput;
    double* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    double* wide_accum;
    double* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__zero(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__scatter(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__finalize(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_bilinear__mask_grid__math_f64__acc_f64__det__stable__finalize)

// sampling.grid_sample_3d_backward.f64.none.atomic.mode-nearest.mask-both.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::both;
    const double* dout;
    const double* input;
    const double* grid;
    double* dinput;
    double* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    double* wide_accum;
    double* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__zero(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__scatter(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__finalize(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_both__math_f64__acc_f64__nondet__unstable__finalize)

// sampling.grid_sample_3d_backward.f64.none.atomic.mode-nearest.mask-input.any.any.math-f64.acc-f64.nondet.unstable
struct skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::input;
    const double* dout;
    const double* input;
    const double* grid;
    double* dinput;
    double* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    double* wide_accum;
    double* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__zero(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__scatter(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__finalize(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f64__none__atomic__mode_nearest__mask_input__math_f64__acc_f64__nondet__unstable__finalize)

// sampling.grid_sample_3d_backward.f64.none.direct.mode-nearest.mask-grid.any.any.math-f64.acc-f64.det.stable
struct skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__params {
    typedef double element;
    typedef double compute;
    static constexpr skucat::Mode mode = skucat::Mode::nearest;
    static constexpr skucat::Mask mask = skucat::Mask::grid;
    const double* dout;
    const double* input;
    const double* grid;
    double* dinput;
    double* dgrid;
    long long batch;
    long long channels;
    long long in_depth;
    long long in_height;
    long long in_width;
    long long out_depth;
    long long out_height;
    long long out_width;
    skucat::PaddingMode padding_mode;
    bool align_corners;
    double* wide_accum;
    double* accum;
};
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__zero(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_3d_backward_zero(skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__zero)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__scatter(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_3d_backward_scatter(skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__scatter)
extern "C" __global__ void skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__finalize(const double* dout, const double* input, const double* grid, double* dinput, double* dgrid, long long batch, long long channels, long long in_depth, long long in_height, long long in_width, long long out_depth, long long out_height, long long out_width, int32_t padding_mode, int32_t align_corners, double* wide_accum, double* accum) {
    skucat::grid_sample_3d_backward_finalize(skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__params{dout, input, grid, dinput, dgrid, batch, channels, in_depth, in_height, in_width, out_depth, out_height, out_width, skucat::PaddingMode(padding_mode), align_corners != 0, wide_accum, accum});
}
SKUCAT_ENTRY(skucat_sampling__grid_sample_3d_backward__f64__none__direct__mode_nearest__mask_grid__math_f64__acc_f64__det__stable__finalize)
