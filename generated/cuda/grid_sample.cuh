// Generated from catalog.yaml by codegen with templates/cuda/family.cuh.j2. Do not edit.
// Device code from templates/cuda/grid_sample.cu.j2 and the enums of the family's modes from
// catalog.yaml, included by each of the family's build units (cuda/grid_sample/*.cu).
#ifndef SKUCAT_FAMILY_GRID_SAMPLE_CUH
#define SKUCAT_FAMILY_GRID_SAMPLE_CUH
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

// The taps of Lanes locations side by side (on the host item_lanes or more; on a GPU one): each tap's
// offset in a plane, of type O (32-bit where a plane allows it: twice the values a gather takes),
// and its weights, once for every channel. A tap outside has offset 0 (in_volume >= 1) and value 0,
// which still multiplies its weight, so that a NaN weight (from a NaN coordinate) shows in the
// result, as in PyTorch's CPU kernel; a channel's loads vectorise as gathers, without branches.
// kGrad: also the backward's factors.
template <int kDims, int kMode, bool kGrad, typename O, int Lanes, typename A>
struct GridSampleLanes {
    static constexpr int K = GridSampleTaps<kMode>::K, KZ = kDims == 3 ? K : 1;
    O at[KZ][K][K][Lanes], inside[KZ][K][K][Lanes];
    A wx[K][Lanes], wyz[KZ][K][Lanes];
    // kGrad: dinput's weight per tap, wx * (wy * wz), and dgrid's factors.
    A weight[KZ][K][K][kGrad ? Lanes : 1], dwx[K][kGrad ? Lanes : 1], dwyz[KZ][K][kGrad ? Lanes : 1],
        wydz[KZ][K][kGrad ? Lanes : 1];

    template <class Stencil>
    __device__ __forceinline__ GridSampleLanes(const Stencil* st, int count, const GridSampleShape& s) {
        for (int k = 0; k < count; ++k) {
            for (int l = 0; l < KZ; ++l) {
                for (int j = 0; j < K; ++j) {
                    wyz[l][j][k] = st[k].y.weight[j] * st[k].wz(l);
                    if constexpr (kGrad) {
                        dwyz[l][j][k] = st[k].y.dweight[j] * st[k].wz(l);
                        if constexpr (kDims == 3) wydz[l][j][k] = st[k].y.weight[j] * st[k].z.dweight[l];
                    }
                    for (int i = 0; i < K; ++i) {
                        const i64 z = st[k].z.index[l], y = st[k].y.index[j], x = st[k].x.index[i];
                        inside[l][j][i][k] = z >= 0 && y >= 0 && x >= 0;
                        at[l][j][i][k] = inside[l][j][i][k] ? O((z * s.in_height + y) * s.in_width + x) : O(0);
                        if constexpr (kGrad) weight[l][j][i][k] = st[k].x.weight[i] * wyz[l][j][k];
                    }
                }
            }
            for (int i = 0; i < K; ++i) {
                wx[i][k] = st[k].x.weight[i];
                if constexpr (kGrad) dwx[i][k] = st[k].x.dweight[i];
            }
        }
    }

    // The forward: one channel's samples.
    template <typename T>
    __device__ __forceinline__ void sample(const T* __restrict__ volume, T* __restrict__ dst) const {
        for (int k = 0; k < Lanes; ++k) {
            A sum = A(0);
            for (int l = 0; l < KZ; ++l) {
                for (int j = 0; j < K; ++j) {
                    A row = A(0);
                    for (int i = 0; i < K; ++i) {
                        // A load, then a select, written out here: through a helper function g++
                        // branched around the load, and the loop lost its gathers (2x slower).
                        const A loaded = load(volume[at[l][j][i][k]]);
                        row += (inside[l][j][i][k] ? loaded : A(0)) * wx[i][k];
                    }
                    sum += row * wyz[l][j][k];
                }
            }
            dst[k] = store<T>(sum);
        }
    }

    // One channel's terms of dgrid, added to the sums gx, gy, gz of the first `count` locations.
    template <typename T>
    __device__ __forceinline__ void dgrid(const T* __restrict__ volume, const T* __restrict__ grad, int count,
                                          A* __restrict__ gx, A* __restrict__ gy, A* __restrict__ gz) const {
        for (int k = 0; k < count; ++k) {
            const A g = load(grad[k]);
            A sx = gx[k], sy = gy[k], sz = gz[k];
            for (int l = 0; l < KZ; ++l) {
                for (int j = 0; j < K; ++j) {
                    A row = A(0), drow = A(0);
                    for (int i = 0; i < K; ++i) {
                        const A loaded = load(volume[at[l][j][i][k]]);   // as in sample
                        const A v = inside[l][j][i][k] ? loaded : A(0);
                        row += v * wx[i][k];
                        drow += v * dwx[i][k];
                    }
                    sx += g * drow * wyz[l][j][k];
                    sy += g * row * dwyz[l][j][k];
                    if constexpr (kDims == 3) sz += g * row * wydz[l][j][k];
                }
            }
            gx[k] = sx;
            gy[k] = sy;
            gz[k] = sz;
        }
    }

    // One channel's adds into its plane of dinput, location by location.
    template <typename T, class Add>
    __device__ __forceinline__ void scatter(A* __restrict__ plane, const T* __restrict__ grad, int count, Add add) const {
        for (int k = 0; k < count; ++k) {
            const A g = load(grad[k]);
            for (int l = 0; l < KZ; ++l) {
                for (int j = 0; j < K; ++j) {
                    for (int i = 0; i < K; ++i) {
                        if (inside[l][j][i][k]) add(&plane[at[l][j][i][k]], weight[l][j][i][k] * g);
                    }
                }
            }
        }
    }
};

// Locations item to item + Lanes of batch n: their stencils first, then channel by channel, so
// that each channel's outputs are written side by side (on the host, where Lanes is item_lanes,
// not item_lanes channels' far-apart outputs per location).
template <int Lanes, int kDims, int kMode, typename T>
__device__ __forceinline__ void grid_sample_locations(const T* __restrict__ input, const T* __restrict__ grid,
                                                      T* __restrict__ out, const GridSampleShape& s, int padding,
                                                      int align_corners, i64 n, i64 item, int count) {
    typedef compute_t<T> A;
    typedef GridSampleStencil<kDims, kMode, A> Stencil;
    const i64 in_volume = s.in_depth * s.in_height * s.in_width;
    const i64 out_volume = s.out_depth * s.out_height * s.out_width;
    // A run's tail (count < Lanes) repeats its last location in the lanes past it, whose samples
    // are dropped: one code path for every location (a second, one-lane path was most of the
    // unit's compile time).
    Stencil st[Lanes];
    for (int k = 0; k < Lanes; ++k) {
        gs_stencil<kDims, kMode, false>(st[k], grid + kDims * (item + (k < count ? k : count - 1)), s, padding,
                                        align_corners);
    }
    const T* volume = input + n * s.channels * in_volume;
    T* dst = out + n * s.channels * out_volume + (item - n * out_volume);
    auto channels = [&](const auto& taps) {
        if (count == Lanes) {
            for (i64 c = 0; c < s.channels; ++c, volume += in_volume, dst += out_volume) taps.sample(volume, dst);
            return;
        }
        T samples[Lanes];
        for (i64 c = 0; c < s.channels; ++c, volume += in_volume, dst += out_volume) {
            taps.sample(volume, samples);
            for (int k = 0; k < count; ++k) dst[k] = samples[k];
        }
    };
    if (in_volume <= IntRange<int32_t>::max) channels(GridSampleLanes<kDims, kMode, false, int32_t, Lanes, A>(st, Lanes, s));
    else channels(GridSampleLanes<kDims, kMode, false, i64, Lanes, A>(st, Lanes, s));
}

template <int kDims, int kMode, typename T>
__device__ __forceinline__ void grid_sample_forward(const T* __restrict__ input, const T* __restrict__ grid,
                                                    T* __restrict__ out, GridSampleShape s, int padding,
                                                    int align_corners) {
    // In runs of one batch's locations, item_lanes side by side (see grid_sample_locations).
    const i64 out_volume = s.out_depth * s.out_height * s.out_width;
    for_each_run(s.batch * out_volume, out_volume, [&](i64 item, i64 last) {
        const i64 n = item / out_volume;
        for (; item < last; item += item_lanes) {
            const int count = last - item < item_lanes ? int(last - item) : item_lanes;
            grid_sample_locations<item_lanes, kDims, kMode>(input, grid, out, s, padding, align_corners, n, item, count);
        }
    });
}

template <typename A>
__device__ __forceinline__ void grid_sample_zero(A* __restrict__ accum, i64 count) {
    for_each_item(count, [&](i64 item) { accum[item] = A(0); });
}

// Nearest's scatter: one tap a location and a zero dgrid. In runs of one batch's locations (index
// math once a run), chunks of locations side by side: their taps first, then channel by channel, so
// that dout is read along its rows. Each pixel still sees its locations in order on one thread.
template <int kDims, bool kInput, bool kGrid, typename T>
__device__ __forceinline__ void grid_sample_nearest_scatter(const T* __restrict__ dout, const T* __restrict__ grid,
                                                            compute_t<T>* __restrict__ accum, T* __restrict__ dgrid,
                                                            GridSampleShape s, int padding, int align_corners) {
    typedef compute_t<T> A;
    // On the host a chunk's adds to one channel stay within that channel's plane, in L1.
    constexpr int lanes = item_lanes == 1 ? 1 : 4096;
    const i64 in_volume = s.in_depth * s.in_height * s.in_width;
    const i64 out_volume = s.out_depth * s.out_height * s.out_width;
    for_each_run(s.batch * out_volume, out_volume, [&](i64 item, i64 end) {
        const i64 n = item / out_volume;
        const bool whole = end - item == out_volume;
        for (i64 chunk; item < end; item += chunk) {
            chunk = end - item < lanes ? end - item : lanes;
            i64 at[lanes];
            A weight[lanes];
            for (int k = 0; k < chunk; ++k) {
                GridSampleStencil<kDims, kNearest, A> st;
                gs_stencil<kDims, kNearest, false>(st, grid + kDims * (item + k), s, padding, align_corners);
                const i64 z = st.z.index[0], y = st.y.index[0], x = st.x.index[0];
                at[k] = z >= 0 && y >= 0 && x >= 0 ? (z * s.in_height + y) * s.in_width + x : -1;
                weight[k] = st.x.weight[0] * (st.y.weight[0] * st.wz(0));
            }
            if constexpr (kInput) {
                const T* grad = dout + n * s.channels * out_volume + (item - n * out_volume);
                A* target = accum + n * s.channels * in_volume;
                for (i64 c = 0; c < s.channels; ++c, grad += out_volume, target += in_volume) {
                    atomic_add_group(target, whole, [&](auto add) {
                        for (int k = 0; k < chunk; ++k) {
                            if (at[k] >= 0) add(&target[at[k]], weight[k] * load(grad[k]));
                        }
                    });
                }
            }
            if constexpr (kGrid) {
                for (i64 d = 0; d < kDims * chunk; ++d) dgrid[kDims * item + d] = store<T>(A(0));
            }
        }
    });
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
    if constexpr (kMode == kNearest) {
        grid_sample_nearest_scatter<kDims, kInput, kGrid>(dout, grid, accum, dgrid, s, padding, align_corners);
        return;
    }
    // In runs of one batch's locations, chunks side by side (on a GPU, one location): their taps
    // first (GridSampleLanes), then a group of channels at a time, so that on the host the adds of a
    // group take one lock (atomic_add_group), none where the run is the batch's every location. Where
    // it is not, other OS threads may add to the batch's planes too: a group is one channel, so that
    // threads on one batch follow each other plane by plane instead of each waiting for the other's
    // every channel. Each location's dgrid sums its channels in order, whatever the chunk and group.
    constexpr int lanes = item_lanes == 1 ? 1 : 8 * item_lanes;
    auto scatter = [&](auto offset) {
        typedef GridSampleLanes<kDims, kMode, true, decltype(offset), lanes, A> Taps;
        for_each_run(total, out_volume, [&](i64 item, i64 end) {
            const i64 n = item / out_volume;
            const bool whole = end - item == out_volume;
            const i64 group = item_lanes == 1 ? s.channels : whole ? 32 : 1;
            for (i64 chunk; item < end; item += chunk) {
                chunk = end - item < lanes ? end - item : lanes;
                Stencil st[lanes];
                A gx[lanes], gy[lanes], gz[lanes];
                for (int k = 0; k < chunk; ++k) {
                    gs_stencil<kDims, kMode, kGridWork>(st[k], grid + kDims * (item + k), s, padding, align_corners);
                    gx[k] = gy[k] = gz[k] = A(0);
                }
                const Taps taps(st, int(chunk), s);
                const T* grad = dout + n * s.channels * out_volume + (item - n * out_volume);
                const i64 first_volume = n * s.channels * in_volume;
                for (i64 c0 = 0; c0 < s.channels; c0 += group) {
                    const i64 c1 = s.channels - c0 < group ? s.channels : c0 + group;
                    // Channel by channel, the chunk's locations within each: one plane at a time (on
                    // the host, in cache while the chunk's taps land in it).
                    auto channels = [&](auto add) {
                        for (i64 c = c0; c < c1; ++c) {
                            const i64 plane = first_volume + c * in_volume;
                            if constexpr (kGridWork) taps.dgrid(input + plane, grad + c * out_volume, int(chunk), gx, gy, gz);
                            if constexpr (kInput) taps.scatter(accum + plane, grad + c * out_volume, int(chunk), add);
                        }
                    };
                    if constexpr (kInput) atomic_add_group(accum + first_volume + c0 * in_volume, whole, channels);
                    else channels(PlainAdd());
                }
                for (int k = 0; k < chunk; ++k) {
                    T* dst = dgrid + kDims * (item + k);
                    if constexpr (kGridWork) {
                        dst[0] = store<T>(st[k].x.mult * gx[k]);
                        dst[1] = store<T>(st[k].y.mult * gy[k]);
                        if constexpr (kDims == 3) dst[2] = store<T>(st[k].z.mult * gz[k]);
                    } else if constexpr (kGrid) {
                        for (int d = 0; d < kDims; ++d) dst[d] = store<T>(A(0));
                    }
                }
            }
        });
    };
    if (in_volume <= IntRange<int32_t>::max) scatter(int32_t());
    else scatter(i64());
}

// The sorted backward, step 1: each (location, tap) pair's input pixel, keyed across the batch
// (-1 outside the input, as the scatter skips it), and its weight, exactly the scatter's product.
template <int kDims, int kMode, typename T>
__device__ __forceinline__ void grid_sample_pairs(const T* __restrict__ grid, i64* __restrict__ keys,
                                                  compute_t<T>* __restrict__ weights, GridSampleShape s,
                                                  int padding, int align_corners, i64 taps) {
    typedef compute_t<T> A;
    typedef GridSampleStencil<kDims, kMode, A> Stencil;
    if (taps != Stencil::KZ * Stencil::K * Stencil::K) return;   // the catalog's `taps` is this stencil's
    const i64 in_volume = s.in_depth * s.in_height * s.in_width;
    const i64 out_volume = s.out_depth * s.out_height * s.out_width;
    const i64 total = s.batch * out_volume;
    for_each_item(total, [&](i64 item) {
        const i64 n = item / out_volume;
        Stencil st;
        gs_stencil<kDims, kMode, false>(st, grid + kDims * item, s, padding, align_corners);
        i64* key = keys + item * taps;
        A* weight = weights + item * taps;
        for (int l = 0; l < Stencil::KZ; ++l) {
            for (int j = 0; j < Stencil::K; ++j) {
                for (int i = 0; i < Stencil::K; ++i, ++key, ++weight) {
                    const bool inside = st.z.index[l] >= 0 && st.y.index[j] >= 0 && st.x.index[i] >= 0;
                    *key = inside ? n * in_volume + (st.z.index[l] * s.in_height + st.y.index[j]) * s.in_width +
                                        st.x.index[i]
                                  : i64(-1);
                    *weight = st.x.weight[i] * (st.y.weight[j] * st.wz(l));
                }
            }
        }
    });
}

// The sorted backward, last step: each dinput element sums weight * dout over its pixel's pairs,
// in pair order (the prelude's grouping left them in `order`, their weights in pair_weights), and
// writes it once. In runs of one plane (index math once a run); kTaps, the stencil's taps a
// location, divides as a constant.
template <int kDims, int kMode, typename T>
__device__ __forceinline__ void grid_sample_gather(const T* __restrict__ dout, const compute_t<T>* __restrict__ pair_weights,
                                                   const i64* __restrict__ offsets, const i64* __restrict__ order,
                                                   T* __restrict__ dinput, GridSampleShape s, i64 taps) {
    typedef compute_t<T> A;
    typedef GridSampleStencil<kDims, kMode, A> Stencil;
    constexpr i64 kTaps = Stencil::KZ * Stencil::K * Stencil::K;
    if (taps != kTaps) return;   // as grid_sample_pairs
    const i64 in_volume = s.in_depth * s.in_height * s.in_width;
    const i64 out_volume = s.out_depth * s.out_height * s.out_width;
    for_each_run(s.batch * s.channels * in_volume, in_volume, [&](i64 item, i64 end) {
        const i64 plane = item / in_volume, n = plane / s.channels;
        const i64 shift = (plane - n) * in_volume;   // item - shift: the key of the item's pixel in batch n
        const T* grad = dout + (plane - n) * out_volume;   // indexed by a pair's location (n's, pair / kTaps)
        for (; item < end; ++item) {
            A sum = A(0);
            for (i64 j = offsets[item - shift]; j < offsets[item - shift + 1]; ++j)
                sum += pair_weights[j] * load(grad[order[j] / kTaps]);
            dinput[item] = store<T>(sum);
        }
    });
}

template <typename T>
__device__ __forceinline__ void grid_sample_finalize(const compute_t<T>* __restrict__ accum, T* __restrict__ dinput,
                                                     i64 count) {
    for_each_item(count, [&](i64 item) { dinput[item] = store<T>(accum[item]); });
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

template <class P>
__device__ __forceinline__ void grid_sample_backward_dgrid(const P& p) {
    grid_sample_scatter<2, int(P::mode), false, true>(p.dout, p.input, p.grid, p.accum, p.dgrid, gs_shape(p),
                                                       int(p.padding_mode), p.align_corners);
}

template <class P>
__device__ __forceinline__ void grid_sample_backward_pairs(const P& p) {
    grid_sample_pairs<2, int(P::mode)>(p.grid, p.keys, p.weights, gs_shape(p), int(p.padding_mode), p.align_corners,
                                          p.taps);
}

template <class P>
__device__ __forceinline__ void grid_sample_backward_gather(const P& p) {
    grid_sample_gather<2, int(P::mode)>(p.dout, p.pair_weights, p.offsets, p.order, p.dinput, gs_shape(p), p.taps);
}

template <class P>
__device__ __forceinline__ void grid_sample_3d_backward_dgrid(const P& p) {
    grid_sample_scatter<3, int(P::mode), false, true>(p.dout, p.input, p.grid, p.accum, p.dgrid, gs_shape_3d(p),
                                                       int(p.padding_mode), p.align_corners);
}

template <class P>
__device__ __forceinline__ void grid_sample_3d_backward_pairs(const P& p) {
    grid_sample_pairs<3, int(P::mode)>(p.grid, p.keys, p.weights, gs_shape_3d(p), int(p.padding_mode), p.align_corners,
                                          p.taps);
}

template <class P>
__device__ __forceinline__ void grid_sample_3d_backward_gather(const P& p) {
    grid_sample_gather<3, int(P::mode)>(p.dout, p.pair_weights, p.offsets, p.order, p.dinput, gs_shape_3d(p), p.taps);
}

}  // namespace skucat
#endif
