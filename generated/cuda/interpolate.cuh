// Generated from catalog.yaml by codegen with templates/cuda/family.cuh.j2. Do not edit.
// Device code from templates/cuda/interpolate.cu.j2 and the enums of the family's modes from
// catalog.yaml, included by each of the family's build units (cuda/interpolate/*.cu).
#ifndef SKUCAT_FAMILY_INTERPOLATE_CUH
#define SKUCAT_FAMILY_INTERPOLATE_CUH
#include "skucat_prelude.cuh"

namespace skucat {

enum class Mode : int { nearest, nearest_exact, bilinear, bicubic, bilinear_aa, bicubic_aa };

enum class WeightElement : int { compute, f16, bf16 };

// Interpolation (resizing) of 4-D NCHW input and its backward, with the
// source-index rules of PyTorch's CPU kernels (ATen's UpSample.h and
// UpSampleKernel.cpp): nearest, nearest-exact, bilinear, bicubic, and
// bilinear and bicubic with antialiasing (a window of taps per output that
// widens with the downscale factor, computed per axis, applied separably).
//
// Each axis maps an output index to its taps (up to 4 input indices, always
// inside [0, in), with weights); a 2-D stencil is the outer product of the
// height's and the width's. The scale of each axis arrives as an f64 let and
// is rounded to the index type here: f32 for the nearest modes whatever the
// element (as PyTorch), the compute type otherwise. Positions stay floating
// point until clamped into the image, so no scale gives an index outside it.

// The catalog's mode values as template integers.
constexpr int kNearest = int(Mode::nearest), kNearestExact = int(Mode::nearest_exact), kBilinear = int(Mode::bilinear),
              kBicubic = int(Mode::bicubic), kBilinearAA = int(Mode::bilinear_aa), kBicubicAA = int(Mode::bicubic_aa);

// The type an element computes in; uint8 images' nearest modes copy and compute nothing.
template <typename T>
struct InterpCompute {
    typedef compute_t<T> type;
};
template <>
struct InterpCompute<uint8_t> {
    typedef uint8_t type;
};
template <typename T>
using interp_compute_t = typename InterpCompute<T>::type;

template <int kMode>
constexpr bool kAntialiased = kMode == kBilinearAA || kMode == kBicubicAA;

// Taps per output and axis (antialiased: the index tables' two slots, an output's first tap and count).
template <int kMode>
struct InterpTaps {
    static constexpr int K = kMode == kBicubic ? 4 : kMode == kNearest || kMode == kNearestExact ? 1 : 2;
};

// The type a mode computes its scale and source positions in.
template <int kMode, typename A>
struct InterpIndexType {
    typedef A type;
};
template <typename A>
struct InterpIndexType<kNearest, A> {
    typedef float type;
};
template <typename A>
struct InterpIndexType<kNearestExact, A> {
    typedef float type;
};

__device__ __forceinline__ float interp_floor(float v) { return floorf(v); }
__device__ __forceinline__ double interp_floor(double v) { return floor(v); }

// Which NaN a sum of two NaNs keeps depends on the order the compiler gives the operands, which
// differs between vectorised and per-thread code: results are stored with a NaN's sign bit clear,
// so that their bits do not depend on the schedule.
__device__ __forceinline__ float interp_result(float v) { return v == v ? v : fabsf(v); }
__device__ __forceinline__ double interp_result(double v) { return v == v ? v : fabs(v); }

// floor(position) as an index in [low, in - 1]; NaN gives in - 1.
template <typename A>
__device__ __forceinline__ i64 interp_index(A position, i64 low, i64 in) {
    const A base = interp_floor(position);
    if (!(base < A(in - 1))) return in - 1;
    return base > A(low) ? i64(base) : low;
}

// The nearest modes' source index of output `dst` (monotone in dst, as every tap: the backward's search relies on it).
template <int kMode>
__device__ __forceinline__ i64 interp_nearest(i64 dst, i64 in, i64 out, float scale) {
    if constexpr (kMode == kNearest) {
        // PyTorch's CPU kernel: exact copies for these two ratios, whatever the scale.
        if (out == in) return dst;
        if (out == 2 * in) return dst >> 1;
        return interp_index(float(dst) * scale, 0, in);
    } else {
        return interp_index((float(dst) + 0.5f) * scale, 0, in);
    }
}

// Cubic convolution weights of taps -1, 0, 1, 2 at fraction t (A = -0.75).
template <typename A>
__device__ __forceinline__ void interp_cubic(A t, A* w) {
    const A a = A(-0.75);
    const A near0 = t, near1 = A(1) - t, far0 = t + A(1), far1 = A(2) - t;
    w[0] = ((a * far0 - A(5) * a) * far0 + A(8) * a) * far0 - A(4) * a;
    w[1] = ((a + A(2)) * near0 - (a + A(3))) * near0 * near0 + A(1);
    w[2] = ((a + A(2)) * near1 - (a + A(3))) * near1 * near1 + A(1);
    w[3] = ((a * far1 - A(5) * a) * far1 + A(8) * a) * far1 - A(4) * a;
}

// A bilinear weight as aten's 1-D and 3-D kernels store it for f16 (element 1) and bf16 (2) input.
template <typename A>
__device__ __forceinline__ A interp_stored(A weight, WeightElement element) {
    if (element == WeightElement::f16) return A(__half2float(__float2half_rn(float(weight))));
    if (element == WeightElement::bf16) return A(__bfloat162float(__float2bfloat16_rn(float(weight))));
    return weight;
}

// The taps of one axis for output index `dst`.
template <int kMode, typename A>
struct InterpAxis {
    static constexpr int K = InterpTaps<kMode>::K;
    i64 index[K];
    A weight[K];

    __device__ __forceinline__ InterpAxis(i64 dst, i64 in, i64 out, double scale64, bool align_corners,
                                          WeightElement weight_element) {
        typedef typename InterpIndexType<kMode, A>::type S;
        const S scale = S(scale64);
        if constexpr (K == 1) {
            index[0] = interp_nearest<kMode>(dst, in, out, scale);
            weight[0] = A(1);
        } else {
            S src = align_corners ? scale * S(dst) : scale * (S(dst) + S(0.5)) - S(0.5);
            if constexpr (kMode == kBilinear) {
                if (out == in) {   // PyTorch's CPU kernel copies this axis, whatever the scale
                    index[0] = index[1] = dst;
                    weight[0] = A(1);
                    weight[1] = A(0);
                    return;
                }
                if (src < S(0)) src = S(0);
                index[0] = interp_index(src, 0, in);
                index[1] = index[0] + (index[0] < in - 1 ? 1 : 0);
                const S t = src - S(index[0]);
                weight[1] = interp_stored(A(t < S(0) ? S(0) : t > S(1) ? S(1) : t), weight_element);
                weight[0] = interp_stored(A(1) - weight[1], weight_element);
            } else {
                const i64 base = interp_index(src, -1, in);
                const S t = src - S(base);
                interp_cubic(A(t < S(0) ? S(0) : t > S(1) ? S(1) : t), weight);
                for (int k = 0; k < K; ++k) {
                    const i64 tap = base - 1 + k;
                    index[k] = tap < 0 ? 0 : tap > in - 1 ? in - 1 : tap;
                }
            }
        }
    }
};

struct InterpShape {
    i64 batch, channels, in_height, in_width, out_height, out_width;
    double height_scale, width_scale;
    bool align_corners;
    WeightElement weight_element;
    i64 row_taps, col_taps;   // the antialiased weight tables' stride per output
    bool width_only;          // the height's first tap alone (1-D linear)
};

template <class P>
__device__ __forceinline__ InterpShape interp_shape(const P& p) {
    return InterpShape{p.batch, p.channels, p.in_height, p.in_width, p.out_height, p.out_width,
                       p.height_scale, p.width_scale, p.align_corners != 0, p.weight_element, p.row_taps, p.col_taps,
                       p.width_only != 0};
}

// ---- antialiasing (aten's _upsample_*2d_aa, UpSampleKernel.cpp's _compute_indices_min_size_weights_aa):
// output dst reads the inputs whose centres lie within `support` of its centre scale * (dst + 0.5),
// weighted by the filter at their distance over max(scale, 1) and normalised to sum 1. The window,
// the filter and the normalisation are computed in the compute type with aten's conversions.

// The triangle (bilinear) or Keys' cubic with A = -0.5 (bicubic), at x.
template <int kMode, typename A>
__device__ __forceinline__ A interp_aa_filter(A x) {
    x = x < A(0) ? -x : x;
    if constexpr (kMode == kBilinearAA) {
        return x < A(1) ? A(1) - x : A(0);
    } else {
        const A a = A(-0.5);
        if (x < A(1)) return ((a + A(2)) * x - (a + A(3))) * x * x + A(1);
        if (x < A(2)) return ((a * x - A(5) * a) * x + A(8) * a) * x - A(4) * a;
        return A(0);
    }
}

// trunc(v) clamped into [low, high] (v may be huge at extreme scales).
__device__ __forceinline__ i64 interp_trunc(double v, i64 low, i64 high) {
    if (!(v > double(low))) return low;
    if (!(v < double(high))) return high;
    return i64(v);
}

// Output dst's window along an axis of `in` inputs: its first index (in [0, in - 1]) and count (at
// most `taps`), and weight[0, taps) (0 past the count).
template <int kMode, typename A>
__device__ __forceinline__ void interp_window(i64 dst, i64 in, double scale64, i64 taps, i64* first, i64* count,
                                              A* weight) {
    const A scale = A(scale64);
    const bool down = scale >= A(1);
    const A support = (kMode == kBicubicAA ? A(2) : A(1)) * (down ? scale : A(1));
    const A invscale = down ? A(1.0 / double(scale)) : A(1);
    const A center = A(double(scale) * (double(dst) + 0.5));
    const double most = 2.0 * ceil(double(support)) + 1.0;   // aten's bound on the count
    const i64 low = interp_trunc(double(A(center - support)) + 0.5, 0, in - 1);
    const i64 high = interp_trunc(double(A(center + support)) + 0.5, 0, in);
    i64 size = high - low < 0 ? 0 : high - low;
    if (double(size) > most) size = i64(most);
    if (size > taps) size = taps;
    A total = A(0);
    for (i64 j = 0; j < size; ++j) {
        const A w = interp_aa_filter<kMode>(A((double(A(A(j + low) - center)) + 0.5) * double(invscale)));
        weight[j] = w;
        total += w;
    }
    if (total != A(0)) {
        for (i64 j = 0; j < size; ++j) weight[j] /= total;
    }
    for (i64 j = size; j < taps; ++j) weight[j] = A(0);
    *first = low;
    *count = size;
}

// The antialiased tables: index[2 * o] the first tap of output o, index[2 * o + 1] the count,
// weight[o * taps + j] the weights.
template <int kMode, typename A>
__device__ __forceinline__ void interp_aa_axes(i64* __restrict__ row_index, A* __restrict__ row_weight,
                                               i64* __restrict__ col_index, A* __restrict__ col_weight, InterpShape s) {
    for_each_item(s.out_height + s.out_width, [&](i64 item) {
        const bool row = item < s.out_height;
        const i64 dst = row ? item : item - s.out_height, taps = row ? s.row_taps : s.col_taps;
        i64* index = (row ? row_index : col_index) + 2 * dst;
        interp_window<kMode>(dst, row ? s.in_height : s.in_width, row ? s.height_scale : s.width_scale, taps,
                             index, index + 1, (row ? row_weight : col_weight) + dst * taps);
    });
}

// One output of a window: the sum of src[(first + j) * stride] * weight[j] in order, as aten's
// (the first product, then each added).
template <typename A, typename S>
__device__ __forceinline__ A interp_aa_sum(const S* __restrict__ src, i64 stride, const i64* index, const A* weight) {
    const S* at = src + index[0] * stride;
    A sum = load(at[0]) * weight[0];
    for (i64 j = 1; j < index[1]; ++j) sum += load(at[j * stride]) * weight[j];
    return sum;
}

// The width's pass: dst[row, ow] = input row `row` through column window ow, for rows * out_width items.
template <typename T, typename D>
__device__ __forceinline__ void interp_aa_widen(const T* __restrict__ input, D* __restrict__ dst, i64 rows,
                                                const i64* __restrict__ col_index, const interp_compute_t<T>* __restrict__ col_weight,
                                                InterpShape s) {
    for_each_run(rows * s.out_width, s.out_width, [&](i64 begin, i64 end) {
        const i64 row = begin / s.out_width;
        const T* src = input + row * s.in_width;
        for (i64 item = begin, ow = begin - row * s.out_width; item < end; ++item, ++ow)
            dst[item] = store<D>(interp_result(interp_aa_sum(src, 1, col_index + 2 * ow, col_weight + ow * s.col_taps)));
    });
}

// The height's pass: out[plane, oh, ow] = src's column ow of the plane through row window oh (src:
// [planes, in_height, out_width], the width's pass or the input when the width is unchanged).
template <typename T, typename S>
__device__ __forceinline__ void interp_aa_heighten(const S* __restrict__ src, T* __restrict__ out,
                                                   const i64* __restrict__ row_index,
                                                   const interp_compute_t<T>* __restrict__ row_weight, InterpShape s) {
    typedef interp_compute_t<T> A;
    for_each_run(s.batch * s.channels * s.out_height * s.out_width, s.out_width, [&](i64 begin, i64 end) {
        const i64 rows = begin / s.out_width, oh = rows % s.out_height, plane = rows / s.out_height;
        const i64 first = begin - rows * s.out_width, count = end - begin, taps = row_index[2 * oh + 1];
        const A* weight = row_weight + oh * s.row_taps;
        const S* top = src + (plane * s.in_height + row_index[2 * oh]) * s.out_width + first;
        constexpr int lanes = 4 * item_lanes;
        for (i64 k0 = 0; k0 < count; k0 += lanes) {
            const int n = count - k0 < lanes ? int(count - k0) : lanes;
            A sum[lanes];
            for (int k = 0; k < n; ++k) sum[k] = load(top[k0 + k]) * weight[0];
            for (i64 j = 1; j < taps; ++j) {
                const S* line = top + j * s.out_width + k0;
                for (int k = 0; k < n; ++k) sum[k] += load(line[k]) * weight[j];
            }
            for (int k = 0; k < n; ++k) out[begin + k0 + k] = store<T>(interp_result(sum[k]));
        }
    });
}

// The antialiased forward, as aten's separable kernel: the width's pass where the width changes, then
// the height's where the height does (an unchanged axis is copied, whatever its scale).
template <int kMode, typename T>
__device__ __forceinline__ void interp_aa_forward(const T* __restrict__ input, const interp_compute_t<T>* __restrict__ widened,
                                                  T* __restrict__ out, const i64* __restrict__ row_index,
                                                  const interp_compute_t<T>* __restrict__ row_weight,
                                                  const i64* __restrict__ col_index,
                                                  const interp_compute_t<T>* __restrict__ col_weight, InterpShape s) {
    const bool rows_change = s.out_height != s.in_height, cols_change = s.out_width != s.in_width;
    if (!rows_change && !cols_change) {
        for_each_item(s.batch * s.channels * s.in_height * s.in_width, [&](i64 item) { out[item] = input[item]; });
    } else if (!rows_change) {
        interp_aa_widen(input, out, s.batch * s.channels * s.in_height, col_index, col_weight, s);
    } else if (!cols_change) {
        interp_aa_heighten(input, out, row_index, row_weight, s);
    } else {
        interp_aa_heighten(widened, out, row_index, row_weight, s);
    }
}

// The backward's reader ranges: readers[2 * i] the first output whose window holds input i,
// readers[2 * i + 1] one past the last (each window's first tap and end never decrease).
__device__ __forceinline__ void interp_aa_range(i64* readers, const i64* index, i64 out, i64 i) {
    i64 low = 0, high = out;   // the first output whose window ends past i
    while (low < high) {
        const i64 middle = low + (high - low) / 2;
        if (index[2 * middle] + index[2 * middle + 1] > i) high = middle;
        else low = middle + 1;
    }
    readers[2 * i] = low;
    high = out;   // the first output whose window starts past i
    while (low < high) {
        const i64 middle = low + (high - low) / 2;
        if (index[2 * middle] > i) high = middle;
        else low = middle + 1;
    }
    readers[2 * i + 1] = low;
}

// The antialiased backward, pass 2 (pass 1 is interp_columns'): input (ih, iw) sums columns[plane,
// oh, iw] * row weight over the output rows whose windows hold ih, in a run of the input row.
template <typename T>
__device__ __forceinline__ void interp_aa_gather(const interp_compute_t<T>* __restrict__ columns, T* __restrict__ grad_input,
                                                 const i64* __restrict__ reader_rows, const i64* __restrict__ row_index,
                                                 const interp_compute_t<T>* __restrict__ row_weight, InterpShape s) {
    typedef interp_compute_t<T> A;
    for_each_run(s.batch * s.channels * s.in_height * s.in_width, s.in_width, [&](i64 begin, i64 end) {
        const i64 rows = begin / s.in_width, ih = rows % s.in_height, plane = rows / s.in_height;
        const i64 count = end - begin, iw = begin - rows * s.in_width;
        constexpr int lanes = 4 * item_lanes;
        for (i64 k0 = 0; k0 < count; k0 += lanes) {
            const int n = count - k0 < lanes ? int(count - k0) : lanes;
            A sum[lanes];
            for (int k = 0; k < lanes; ++k) sum[k] = A(0);
            for (i64 oh = reader_rows[2 * ih]; oh < reader_rows[2 * ih + 1]; ++oh) {
                const A* part = columns + (plane * s.out_height + oh) * s.in_width + iw + k0;
                const A wy = row_weight[oh * s.row_taps + ih - row_index[2 * oh]];
                for (int k = 0; k < n; ++k) sum[k] += part[k] * wy;
            }
            for (int k = 0; k < n; ++k) grad_input[begin + k0 + k] = store<T>(interp_result(sum[k]));
        }
    });
}

// Each output row's and column's taps, tap-major (index[k * out + o]): one launch computes them
// for every element of the resize, the gather or the scatter.
template <int kMode, typename A>
__device__ __forceinline__ void interp_axes(i64* __restrict__ row_index, A* __restrict__ row_weight,
                                            i64* __restrict__ col_index, A* __restrict__ col_weight, InterpShape s) {
    constexpr int K = InterpTaps<kMode>::K;
    if constexpr (kAntialiased<kMode>) {
        interp_aa_axes<kMode>(row_index, row_weight, col_index, col_weight, s);
        return;
    } else {
    for_each_item(s.out_height + s.out_width, [&](i64 item) {
        const bool row = item < s.out_height;
        const i64 dst = row ? item : item - s.out_height, out = row ? s.out_height : s.out_width;
        const InterpAxis<kMode, A> axis(dst, row ? s.in_height : s.in_width, out, row ? s.height_scale : s.width_scale,
                                        s.align_corners, s.weight_element);
        i64* index = row ? row_index : col_index;
        A* weight = row ? row_weight : col_weight;
        for (int k = 0; k < K; ++k) {
            index[k * out + dst] = axis.index[k];
            weight[k * out + dst] = axis.weight[k];
        }
    });
    }
}

// The columns' taps of `row` at output columns [first, first + n): sum[k] = the sum over taps i of
// row[tap i] * its weight.
template <int K, typename T, typename A>
__device__ __forceinline__ void interp_widen_row(A* sum, int n, const T* __restrict__ row, const i64* __restrict__ col_index,
                                                 const A* __restrict__ col_weight, i64 first, i64 out_width) {
    for (int k = 0; k < n; ++k) {
        const i64 ow = first + k;
        A value = A(0);
        for (int i = 0; i < K; ++i) value += load(row[col_index[i * out_width + ow]]) * col_weight[i * out_width + ow];
        sum[k] = value;
    }
}

// Pass 1 where the catalog gives a `widened` slice: widened[plane, ih, ow] = input row ih interpolated at column ow.
template <int kMode, typename T>
__device__ __forceinline__ void interp_widen(const T* __restrict__ input, interp_compute_t<T>* __restrict__ widened,
                                             const i64* __restrict__ col_index, const interp_compute_t<T>* __restrict__ col_weight,
                                             InterpShape s) {
    typedef interp_compute_t<T> A;
    constexpr int K = InterpTaps<kMode>::K;
    if constexpr (kAntialiased<kMode>) {
        interp_aa_widen(input, widened, s.batch * s.channels * s.in_height, col_index, col_weight, s);
        return;
    }
    for_each_run(s.batch * s.channels * s.in_height * s.out_width, s.out_width, [&](i64 begin, i64 end) {
        const i64 rows = begin / s.out_width, first = begin - rows * s.out_width, count = end - begin;
        constexpr int lanes = 4 * item_lanes;
        for (i64 k0 = 0; k0 < count; k0 += lanes) {
            const int n = count - k0 < lanes ? int(count - k0) : lanes;
            A sum[lanes];
            interp_widen_row<K>(sum, n, input + rows * s.in_width, col_index, col_weight, first + k0, s.out_width);
            for (int k = 0; k < n; ++k) widened[begin + k0 + k] = sum[k];
        }
    });
}

template <int kMode, typename T>
__device__ __forceinline__ void interp_forward(const T* __restrict__ input, const interp_compute_t<T>* __restrict__ widened,
                                               T* __restrict__ out,
                                               const i64* __restrict__ row_index, const interp_compute_t<T>* __restrict__ row_weight,
                                               const i64* __restrict__ col_index, const interp_compute_t<T>* __restrict__ col_weight,
                                               InterpShape s) {
    typedef interp_compute_t<T> A;
    constexpr int K = InterpTaps<kMode>::K;
    if constexpr (kAntialiased<kMode>) {
        interp_aa_forward<kMode>(input, widened, out, row_index, row_weight, col_index, col_weight, s);
        return;
    }
    const i64 total = s.batch * s.channels * s.out_height * s.out_width;
    // In runs of an output row: its plane and height taps once per run; the columns' from the tables.
    for_each_run(total, s.out_width, [&](i64 begin, i64 end) {
        const i64 rows = begin / s.out_width, oh = rows % s.out_height, plane = rows / s.out_height;
        const T* src = input + plane * s.in_height * s.in_width;
        const T* row[K];
        A row_w[K];
        for (int j = 0; j < K; ++j) {
            row[j] = src + row_index[j * s.out_height + oh] * s.in_width;
            row_w[j] = row_weight[j * s.out_height + oh];
        }
        const i64 first = begin - rows * s.out_width, count = end - begin;
        T* dst = out + begin;
        // lanes outputs into a local array, then stored: no store may alias the loads, so the loops
        // vectorise (nearest's copy as gathers).
        constexpr int lanes = 4 * item_lanes;
        for (i64 k0 = 0; k0 < count; k0 += lanes) {
            const int n = count - k0 < lanes ? int(count - k0) : lanes;
            if constexpr (K == 1) {   // nearest: a copy
                T value[lanes];
                for (int k = 0; k < n; ++k) value[k] = row[0][col_index[first + k0 + k]];
                for (int k = 0; k < n; ++k) dst[k0 + k] = value[k];
            } else {
                A sum[lanes], value[lanes];
                for (int k = 0; k < n; ++k) sum[k] = A(0);
                for (int j = 0; j < (s.width_only ? 1 : K); ++j) {
                    // Row j's values at these columns: from pass 1, or computed here.
                    const A* part = value;
                    if (widened != nullptr) {
                        part = widened + (plane * s.in_height + row_index[j * s.out_height + oh]) * s.out_width + first + k0;
                    } else {
                        interp_widen_row<K>(value, n, row[j], col_index, col_weight, first + k0, s.out_width);
                    }
                    for (int k = 0; k < n; ++k) sum[k] += part[k] * row_w[j];
                }
                for (int k = 0; k < n; ++k) dst[k0 + k] = store<T>(interp_result(sum[k]));
            }
        }
    });
}

// The gather's reader tables, from the tap tables: for tap k of an axis, first[k * (in + 1) + i] is
// the first output index whose tap k is >= i (each tap's index never decreases along the axis), for
// i in [0, in]: the outputs whose tap k is input i are [first[k * (in + 1) + i], first[k * (in + 1) + i + 1]).
template <int kMode>
__device__ __forceinline__ void interp_readers(i64* __restrict__ rows, i64* __restrict__ cols,
                                               const i64* __restrict__ row_index, const i64* __restrict__ col_index,
                                               InterpShape s) {
    constexpr int K = InterpTaps<kMode>::K;
    if constexpr (kAntialiased<kMode>) {
        for_each_item(s.in_height + s.in_width, [&](i64 item) {
            const bool row = item < s.in_height;
            interp_aa_range(row ? rows : cols, row ? row_index : col_index, row ? s.out_height : s.out_width,
                            row ? item : item - s.in_height);
        });
        return;
    }
    for_each_item(K * (s.in_height + s.in_width + 2), [&](i64 item) {
        const bool row = item < K * (s.in_height + 1);
        const i64 at = row ? item : item - K * (s.in_height + 1), in = row ? s.in_height : s.in_width;
        const i64 out = row ? s.out_height : s.out_width, k = at / (in + 1), target = at - k * (in + 1);
        const i64* index = (row ? row_index : col_index) + k * out;
        i64 low = 0, high = out;
        while (low < high) {
            const i64 middle = low + (high - low) / 2;
            if (index[middle] >= target) high = middle;
            else low = middle + 1;
        }
        (row ? rows : cols)[at] = low;
    });
}

// sum[t] += the gradients in `row` of the output columns whose tap i is input column iw + t, t in
// [0, n) (times the tap's weight, unless nearest), tap by tap, column by column. Those columns are
// a range (the reader table), walked in order (on a GPU, n = 1: the pixel's own range); nearest's
// regular runs (`stride`, from interp_gather) take loops that vectorise instead, in the same order.
template <int K, typename T, typename A>
__device__ __forceinline__ void interp_row_gather(A* sum, int n, const T* __restrict__ row, const i64* __restrict__ reader_cols,
                                                  const i64* __restrict__ col_index, const A* __restrict__ col_weight,
                                                  i64 iw, int stride, InterpShape s) {
    if (stride < 0) {   // nearest, every pixel of the run reading at most 1 column: a masked load each, which vectorises
        const i64* first = reader_cols + iw;
        const i64 last = s.out_width - 1;
        for (int k = 0; k < n; ++k) {
            const A value = load(row[first[k] < last ? first[k] : last]);
            sum[k] += first[k] < first[k + 1] ? value : A(0);   // +0 leaves a sum (which starts at +0) as it is
        }
        return;
    }
    if (stride > 0) {   // nearest, every pixel of the run reading `stride` columns: loads that vectorise
        const T* at = row + reader_cols[iw];
        for (int m = 0; m < stride; ++m) {
            if (stride == 2) {
                for (int k = 0; k < n; ++k) sum[k] += load(at[2 * k + m]);
            } else {
                for (int k = 0; k < n; ++k) sum[k] += load(at[k]);
            }
        }
        return;
    }
    for (int i = 0; i < K; ++i) {
        const i64* first = reader_cols + i * (s.in_width + 1) + iw;
        const i64* index = col_index + i * s.out_width;
        const A* wx = col_weight + i * s.out_width;
        for (i64 ow = first[0]; ow < first[n]; ++ow) {
            const i64 t = index[ow] - iw;   // in [0, n): the reader table is built from this one
            const A term = K == 1 ? load(row[ow]) : load(row[ow]) * wx[ow];
            if (t >= 0 && t < n) sum[t] += term;
        }
    }
}

// Bilinear and bicubic backward, pass 1 (separable: columns, then rows): columns[plane, oh, iw] sums
// gradient * column weight over the output columns whose taps are iw.
template <int kMode, typename T>
__device__ __forceinline__ void interp_columns(const T* __restrict__ grad_output, interp_compute_t<T>* __restrict__ columns,
                                               const i64* __restrict__ reader_cols, const i64* __restrict__ col_index,
                                               const interp_compute_t<T>* __restrict__ col_weight, InterpShape s) {
    typedef interp_compute_t<T> A;
    constexpr int K = InterpTaps<kMode>::K;
    if (kMode == kBicubic && s.out_height == s.in_height && s.out_width == s.in_width)
        return;   // a copy: see interp_gather
    if constexpr (kAntialiased<kMode>) {   // the output columns whose windows hold iw are a range
        for_each_run(s.batch * s.channels * s.out_height * s.in_width, s.in_width, [&](i64 begin, i64 end) {
            const i64 rows = begin / s.in_width;
            const T* row = grad_output + rows * s.out_width;
            for (i64 item = begin, iw = begin - rows * s.in_width; item < end; ++item, ++iw) {
                A sum = A(0);
                for (i64 ow = reader_cols[2 * iw]; ow < reader_cols[2 * iw + 1]; ++ow)
                    sum += col_weight[ow * s.col_taps + iw - col_index[2 * ow]] * load(row[ow]);
                columns[item] = sum;
            }
        });
        return;
    }
    // In runs of a row of columns: its gradient row once per run.
    for_each_run(s.batch * s.channels * s.out_height * s.in_width, s.in_width, [&](i64 begin, i64 end) {
        const i64 rows = begin / s.in_width, iw = begin - rows * s.in_width, count = end - begin;
        const T* row = grad_output + rows * s.out_width;
        constexpr int lanes = 4 * item_lanes;
        for (i64 k0 = 0; k0 < count; k0 += lanes) {
            const int n = count - k0 < lanes ? int(count - k0) : lanes;
            A sum[lanes];
            for (int k = 0; k < lanes; ++k) sum[k] = A(0);
            interp_row_gather<K>(sum, n, row, reader_cols, col_index, col_weight, iw + k0, 0, s);
            for (int k = 0; k < n; ++k) columns[begin + k0 + k] = sum[k];
        }
    });
}

// The backward as a gather. Nearest: input (ih, iw) sums the gradients of the block of outputs that
// read it, row by row, in PyTorch's order. Bilinear and bicubic, pass 2: it sums columns[plane, oh,
// iw] * row weight over the rows whose taps are ih, tap by tap.
template <int kMode, typename T>
__device__ __forceinline__ void interp_gather(const T* __restrict__ grad_output, const interp_compute_t<T>* __restrict__ columns,
                                              T* __restrict__ grad_input, const i64* __restrict__ reader_rows,
                                              const i64* __restrict__ reader_cols, const i64* __restrict__ row_index,
                                              const i64* __restrict__ col_index,
                                              const interp_compute_t<T>* __restrict__ row_weight,
                                              const interp_compute_t<T>* __restrict__ col_weight, InterpShape s) {
    typedef interp_compute_t<T> A;
    constexpr int K = InterpTaps<kMode>::K;
    if constexpr (kAntialiased<kMode>) {
        interp_aa_gather(columns, grad_input, reader_rows, row_index, row_weight, s);
        return;
    }
    const i64 total = s.batch * s.channels * s.in_height * s.in_width;
    // PyTorch's bicubic backward (not its forward) copies when the sizes agree, whatever the scales.
    if (kMode == kBicubic && s.out_height == s.in_height && s.out_width == s.in_width) {
        for_each_item(total, [&](i64 item) { grad_input[item] = grad_output[item]; });
        return;
    }
    // In runs of an input row: its plane and reader rows once per run.
    for_each_run(total, s.in_width, [&](i64 begin, i64 end) {
        const i64 rows = begin / s.in_width, ih = rows % s.in_height, plane = rows / s.in_height;
        const i64 count = end - begin, iw = begin - rows * s.in_width;
        constexpr int lanes = 4 * item_lanes;
        for (i64 k0 = 0; k0 < count; k0 += lanes) {
            const int n = count - k0 < lanes ? int(count - k0) : lanes;
            A sum[lanes];
            for (int k = 0; k < lanes; ++k) sum[k] = A(0);
            // Nearest: whether every pixel of the lanes reads 2 columns (out = 2 * in), 1 (out = in), or at most 1.
            int stride = 0;
            if constexpr (K == 1) {
                const i64* first = reader_cols + iw + k0;
                i64 not_pairs = 0, not_singles = 0, many = 0;   // (bits, not flags: the loop vectorises)
                for (int k = 0; k < n; ++k) {
                    not_pairs |= (first[k + 1] - first[k]) ^ 2;
                    not_singles |= (first[k + 1] - first[k]) ^ 1;
                    many |= (first[k + 1] - first[k]) >> 1;
                }
                stride = not_pairs == 0 ? 2 : not_singles == 0 ? 1 : many == 0 ? -1 : 0;
            }
            for (int j = 0; j < K; ++j) {
                const i64* first = reader_rows + j * (s.in_height + 1) + ih;
                for (i64 oh = first[0]; oh < first[1]; ++oh) {
                    if constexpr (K == 1) {
                        interp_row_gather<K>(sum, n, grad_output + (plane * s.out_height + oh) * s.out_width, reader_cols,
                                             col_index, col_weight, iw + k0, stride, s);
                    } else {
                        const A* part = columns + (plane * s.out_height + oh) * s.in_width + iw + k0;
                        const A wy = row_weight[j * s.out_height + oh];
                        for (int k = 0; k < n; ++k) sum[k] += part[k] * wy;
                    }
                }
            }
            for (int k = 0; k < n; ++k) grad_input[begin + k0 + k] = store<T>(interp_result(sum[k]));
        }
    });
}

template <int kMode, typename T>
__device__ __forceinline__ void interp_scatter(const T* __restrict__ grad_output, interp_compute_t<T>* __restrict__ accum,
                                               const i64* __restrict__ row_index, const interp_compute_t<T>* __restrict__ row_weight,
                                               const i64* __restrict__ col_index, const interp_compute_t<T>* __restrict__ col_weight,
                                               InterpShape s) {
    typedef interp_compute_t<T> A;
    constexpr int K = InterpTaps<kMode>::K;
    const i64 total = s.batch * s.channels * s.out_height * s.out_width;
    // PyTorch's bicubic backward (not its forward) copies when the sizes agree, whatever the scales.
    if (kMode == kBicubic && s.out_height == s.in_height && s.out_width == s.in_width) {
        for_each_item(total, [&](i64 item) { accum[item] = load(grad_output[item]); });
        return;
    }
    // In runs of an output row: its plane and height taps once per run; the columns' from the tables.
    for_each_run(total, s.out_width, [&](i64 begin, i64 end) {
        const i64 rows = begin / s.out_width, oh = rows % s.out_height, plane = rows / s.out_height;
        A* target = accum + plane * s.in_height * s.in_width;
        A* row[K];
        A row_w[K];
        for (int j = 0; j < K; ++j) {
            row[j] = target + row_index[j * s.out_height + oh] * s.in_width;
            row_w[j] = row_weight[j * s.out_height + oh];
        }
        for (i64 item = begin, ow = begin - rows * s.out_width; item < end; ++item, ++ow) {
            const A g = load(grad_output[item]);
            for (int j = 0; j < K; ++j) {
                for (int i = 0; i < K; ++i)
                    atomicAdd(&row[j][col_index[i * s.out_width + ow]], g * row_w[j] * col_weight[i * s.out_width + ow]);
            }
        }
    });
}

// The sorted backward, step 1: the input pixel and weight of each tap of one plane's output pixels
// (the same in every plane); as the scatter, a bicubic of equal sizes copies (one tap of weight 1).
template <int kMode, typename A>
__device__ __forceinline__ void interp_pairs(i64* __restrict__ keys, A* __restrict__ weights, InterpShape s,
                                             i64 taps) {
    constexpr int K = InterpTaps<kMode>::K;
    if (taps != K * K) return;   // the catalog's `taps` is this stencil's
    const bool copy = kMode == kBicubic && s.out_height == s.in_height && s.out_width == s.in_width;
    for_each_item(s.out_height * s.out_width, [&](i64 item) {
        i64* key = keys + item * taps;
        A* weight = weights + item * taps;
        if (copy) {
            for (int k = 0; k < K * K; ++k) key[k] = -1;
            key[0] = item;
            weight[0] = A(1);
            return;
        }
        const i64 ow = item % s.out_width, oh = item / s.out_width;
        const InterpAxis<kMode, A> ax(ow, s.in_width, s.out_width, s.width_scale, s.align_corners, s.weight_element);
        const InterpAxis<kMode, A> ay(oh, s.in_height, s.out_height, s.height_scale, s.align_corners, s.weight_element);
        for (int j = 0; j < K; ++j) {
            for (int i = 0; i < K; ++i) {
                key[j * K + i] = ay.index[j] * s.in_width + ax.index[i];
                weight[j * K + i] = ay.weight[j] * ax.weight[i];
            }
        }
    });
}

// The sorted backward, last step: each grad_input element sums weight * gradient over its pixel's
// pairs in pair order (their weights in pair_weights), and writes it once. In runs of one plane
// (index math once a run); the stencil's taps a pixel (K * K) divide as a constant.
template <int kMode, typename T>
__device__ __forceinline__ void interp_pair_sum(const T* __restrict__ grad_output, const interp_compute_t<T>* __restrict__ pair_weights,
                                                const i64* __restrict__ offsets, const i64* __restrict__ order,
                                                T* __restrict__ grad_input, InterpShape s, i64 taps) {
    typedef interp_compute_t<T> A;
    constexpr i64 kTaps = InterpTaps<kMode>::K * InterpTaps<kMode>::K;
    if (taps != kTaps) return;   // as interp_pairs
    const i64 in_plane = s.in_height * s.in_width, out_plane = s.out_height * s.out_width;
    for_each_run(s.batch * s.channels * in_plane, in_plane, [&](i64 item, i64 end) {
        const i64 plane = item / in_plane, first = plane * in_plane;   // item - first: the pixel
        const T* grad = grad_output + plane * out_plane;
        for (; item < end; ++item) {
            A sum = A(0);
            for (i64 j = offsets[item - first]; j < offsets[item - first + 1]; ++j)
                sum += pair_weights[j] * load(grad[order[j] / kTaps]);
            grad_input[item] = store<T>(sum);
        }
    });
}

// ---- uint8 images, bilinear and bicubic (the fixed_point variant), as aten's separable uint8 kernel
// (UpSampleKernel.cpp) and its AVX twin (UpSampleKernelAVXAntialias.h), which compute the same
// integers: per axis, f64 weights made integers with `precision` fraction bits (the most that keep
// the largest below 2^15 / 2); each pass sums pixel * weight in int32 from half a unit, shifts and
// clamps to [0, 255]; the width's pass first, into uint8.

template <typename T>
constexpr bool kImage = false;
template <>
constexpr bool kImage<uint8_t> = true;

template <class P>
constexpr bool kFixedPoint = kImage<typename P::element> && InterpTaps<int(P::mode)>::K > 1;

// Output dst's window without antialiasing: the 2 (bilinear) or 4 (bicubic, A = -0.75) taps around
// its source position, the weights of taps outside the image added onto the edge's; peak: the
// largest weight met while adding (aten's).
template <int kMode>
__device__ __forceinline__ void interp_fixed_window(i64 dst, i64 in, double scale, bool align_corners, i64* first,
                                                    i64* count, double* weight, double* peak) {
    constexpr bool cubic = kMode == kBicubic;
    constexpr i64 taps = cubic ? 4 : 2, support = taps / 2;
    double real = align_corners ? scale * double(dst) : scale * (double(dst) + 0.5) - 0.5;
    if (!cubic && real < 0) real = 0;
    const float base = floorf(float(real));   // aten floors in float
    const i64 index = !(base < float(in - 1)) ? in - 1 : i64(base);
    double lambda = real - double(index);
    lambda = lambda < 0 ? 0 : lambda > 1 ? 1 : lambda;
    const i64 low = index - support + 1, high = index + support + 1;
    const i64 start = low < 0 ? 0 : low;
    i64 size = (high < in ? high : in) - start;
    size = size < 0 ? 0 : size > taps ? taps : size;
    for (i64 j = 0; j < taps; ++j) weight[j] = 0;
    double top = 0;
    for (i64 j = 0, slot = 0; j < taps; ++j, ++slot) {
        const double x = double(j + 1 - support) - lambda, ax = x < 0 ? -x : x, a = -0.75;
        const double w = cubic ? (ax < 1 ? ((a + 2) * ax - (a + 3)) * ax * ax + 1
                                  : ax < 2 ? ((a * ax - 5 * a) * ax + 8 * a) * ax - 4 * a : 0.0)
                               : (ax < 1 ? 1.0 - ax : 0.0);
        if (low + j <= 0) slot = 0;
        else if (low + j >= in - 1) slot = size - 1;
        if (slot < 0 || slot >= taps) continue;
        weight[slot] += w;
        top = weight[slot] > top ? weight[slot] : top;
    }
    *first = start;
    *count = size;
    *peak = top;
}

// Each output row's and column's window and f64 weights, and their peaks.
template <int kMode>
__device__ __forceinline__ void interp_fixed_axes(i64* __restrict__ row_index, double* __restrict__ row_real,
                                                  double* __restrict__ row_peak, i64* __restrict__ col_index,
                                                  double* __restrict__ col_real, double* __restrict__ col_peak,
                                                  InterpShape s) {
    for_each_item(s.out_height + s.out_width, [&](i64 item) {
        const bool row = item < s.out_height;
        const i64 dst = row ? item : item - s.out_height, taps = row ? s.row_taps : s.col_taps;
        const i64 in = row ? s.in_height : s.in_width;
        const double scale = row ? s.height_scale : s.width_scale;
        i64* index = (row ? row_index : col_index) + 2 * dst;
        double* weight = (row ? row_real : col_real) + dst * taps;
        double* peak = (row ? row_peak : col_peak) + dst;
        if constexpr (kAntialiased<kMode>) {
            interp_window<kMode>(dst, in, scale, taps, index, index + 1, weight);
            double total = 0, top = 0;   // aten's peak: of the normalised weights (0 where they sum to 0)
            for (i64 j = 0; j < index[1]; ++j) {
                total += weight[j];
                top = weight[j] > top ? weight[j] : top;
            }
            *peak = total != 0 ? top : 0;
        } else {
            interp_fixed_window<kMode>(dst, in, scale, s.align_corners, index, index + 1, weight, peak);
        }
    });
}

// Per axis (item 0 the rows, 1 the columns): the precision from the largest peak, then the integer weights.
__device__ __forceinline__ void interp_fixed_weights(const double* __restrict__ row_real, const double* __restrict__ row_peak,
                                                     const double* __restrict__ col_real, const double* __restrict__ col_peak,
                                                     int32_t* __restrict__ row_fixed, int32_t* __restrict__ col_fixed,
                                                     i64* __restrict__ precision, InterpShape s) {
    for_each_item(2, [&](i64 item) {
        const bool row = item == 0;
        const i64 out = row ? s.out_height : s.out_width, taps = row ? s.row_taps : s.col_taps;
        const double* peak = row ? row_peak : col_peak;
        double top = 0;
        for (i64 o = 0; o < out; ++o) top = peak[o] > top ? peak[o] : top;
        int bits = 0;
        for (; bits < 22; ++bits) {
            if (int(0.5 + top * double(1 << (bits + 1))) >= (1 << 15)) break;
        }
        precision[item] = bits;
        const double* real = row ? row_real : col_real;
        int32_t* fixed = row ? row_fixed : col_fixed;
        for (i64 k = 0; k < out * taps; ++k) {
            const double v = real[k] * double(1 << bits);
            fixed[k] = v < 0 ? int32_t(-0.5 + v) : int32_t(0.5 + v);
        }
    });
}

// One output: half a unit plus src[(first + j) * stride] * weight[j] over the window (the first
// tap always), shifted and clamped to uint8.
__device__ __forceinline__ uint8_t interp_fixed_sum(const uint8_t* __restrict__ src, i64 stride, const i64* index,
                                                    const int32_t* weight, i64 bits) {
    const uint8_t* at = src + index[0] * stride;
    int32_t sum = (bits > 0 ? int32_t(1) << (bits - 1) : 0) + int32_t(at[0]) * weight[0];
    for (i64 j = 1; j < index[1]; ++j) sum += int32_t(at[j * stride]) * weight[j];
    sum >>= bits;
    return uint8_t(sum < 0 ? 0 : sum > 255 ? 255 : sum);
}

// Columns [first, last) of `count` rows from `src`, column-major: tile[column][row] (rows past count 0).
template <int R, int kColumns>
__device__ __forceinline__ void interp_fixed_transpose(uint8_t (&tile)[kColumns][R], const uint8_t* __restrict__ src,
                                                       i64 stride, int count, i64 first, i64 last) {
    for (i64 c = first; c < last; ++c)
        for (int r = 0; r < R; ++r) tile[c - first][r] = r < count ? src[r * stride + c] : 0;
}

// The width's pass over `rows` input rows into dst [rows, out_width]. On the host R = item_lanes rows
// at once (a GPU thread has one): the run of each group's first row computes the group's outputs at
// its columns, from the group's pixels transposed into a tile, so that the rows' sums of a column
// are side by side and vectorise (integer sums: any order gives the same bits). A window wider than
// the tile takes its rows one by one.
__device__ __forceinline__ void interp_fixed_widen(const uint8_t* __restrict__ input, uint8_t* __restrict__ dst, i64 rows,
                                                   const i64* __restrict__ col_index, const int32_t* __restrict__ col_fixed,
                                                   i64 bits, InterpShape s) {
    constexpr int R = item_lanes, kColumns = item_lanes > 1 ? 256 : 1;
    for_each_run(rows * s.out_width, s.out_width, [&](i64 begin, i64 end) {
        const i64 row = begin / s.out_width, ow_end = end - row * s.out_width;
        if (row % R != 0) return;   // its group's first row's run computes it
        const int count = rows - row < R ? int(rows - row) : R;
        const uint8_t* src = input + row * s.in_width;
        uint8_t tile[kColumns][R];
        for (i64 ow = begin - row * s.out_width, stop; ow < ow_end; ow = stop) {
            const i64 low = col_index[2 * ow];
            i64 high = low;   // the outputs [ow, stop) whose windows lie in columns [low, low + kColumns)
            for (stop = ow; stop < ow_end; ++stop) {
                const i64 window_end = col_index[2 * stop] + (col_index[2 * stop + 1] > 1 ? col_index[2 * stop + 1] : 1);
                if (R == 1 || col_index[2 * stop] < low || window_end - low > kColumns) break;
                high = window_end > high ? window_end : high;
            }
            if (stop == ow) {   // (a GPU thread's output, or a window wider than the tile)
                for (int r = 0; r < count; ++r)
                    dst[(row + r) * s.out_width + ow] = interp_fixed_sum(src + r * s.in_width, 1, col_index + 2 * ow,
                                                                         col_fixed + ow * s.col_taps, bits);
                stop = ow + 1;
                continue;
            }
            interp_fixed_transpose(tile, src, s.in_width, count, low, high);
            for (i64 o = ow; o < stop; ++o) {
                const int32_t* weight = col_fixed + o * s.col_taps;
                const i64 first = col_index[2 * o] - low, taps = col_index[2 * o + 1] > 1 ? col_index[2 * o + 1] : 1;
                int32_t sum[R];
                for (int r = 0; r < R; ++r) sum[r] = bits > 0 ? int32_t(1) << (bits - 1) : 0;
                for (i64 j = 0; j < taps; ++j) {   // (16-bit factors, whose products SSE2 makes 8 at a time)
                    const int16_t w = int16_t(weight[j]);
                    for (int r = 0; r < R; ++r) sum[r] += int32_t(int16_t(tile[first + j][r])) * int32_t(w);
                }
                for (int r = 0; r < count; ++r) {
                    const int32_t v = sum[r] >> bits;
                    dst[(row + r) * s.out_width + o] = uint8_t(v < 0 ? 0 : v > 255 ? 255 : v);
                }
            }
        }
    });
}

// The height's pass from src [planes, in_height, out_width].
__device__ __forceinline__ void interp_fixed_heighten(const uint8_t* __restrict__ src, uint8_t* __restrict__ out,
                                                      const i64* __restrict__ row_index, const int32_t* __restrict__ row_fixed,
                                                      i64 bits, InterpShape s) {
    // A run shares its output row's window: the taps outer, the columns inner, which vectorises.
    for_each_run(s.batch * s.channels * s.out_height * s.out_width, s.out_width, [&](i64 begin, i64 end) {
        const i64 rows = begin / s.out_width, oh = rows % s.out_height, plane = rows / s.out_height;
        const uint8_t* top = src + (plane * s.in_height + row_index[2 * oh]) * s.out_width + begin - rows * s.out_width;
        const int32_t* weight = row_fixed + oh * s.row_taps;
        const i64 taps = row_index[2 * oh + 1] > 1 ? row_index[2 * oh + 1] : 1;   // the first tap always
        constexpr int lanes = 4 * item_lanes;
        for (i64 k0 = begin; k0 < end; k0 += lanes) {
            const int n = end - k0 < lanes ? int(end - k0) : lanes;
            const uint8_t* at = top + (k0 - begin);
            int32_t sum[lanes];
            for (int k = 0; k < lanes; ++k) sum[k] = bits > 0 ? int32_t(1) << (bits - 1) : 0;
            for (i64 j = 0; j < taps; ++j)
                for (int k = 0; k < n; ++k) sum[k] += int32_t(at[j * s.out_width + k]) * weight[j];
            for (int k = 0; k < n; ++k) {
                const int32_t v = sum[k] >> bits;
                out[k0 + k] = uint8_t(v < 0 ? 0 : v > 255 ? 255 : v);
            }
        }
    });
}

// The uint8 forward: a copy where no size changes, else the passes the changed sizes need.
__device__ __forceinline__ void interp_fixed_forward(const uint8_t* __restrict__ input, const uint8_t* __restrict__ staged,
                                                     uint8_t* __restrict__ out, const i64* __restrict__ row_index,
                                                     const int32_t* __restrict__ row_fixed, const i64* __restrict__ col_index,
                                                     const int32_t* __restrict__ col_fixed, const i64* __restrict__ precision,
                                                     InterpShape s) {
    const bool rows_change = s.out_height != s.in_height, cols_change = s.out_width != s.in_width;
    if (!rows_change && !cols_change) {
        for_each_item(s.batch * s.channels * s.in_height * s.in_width, [&](i64 item) { out[item] = input[item]; });
    } else if (!rows_change) {
        interp_fixed_widen(input, out, s.batch * s.channels * s.in_height, col_index, col_fixed, precision[1], s);
    } else {
        interp_fixed_heighten(cols_change ? staged : input, out, row_index, row_fixed, precision[0], s);
    }
}

// ---- kernel entries (parameter structs from catalog.yaml)

template <class P>
__device__ __forceinline__ void interpolate_axes(const P& p) {
    if constexpr (kFixedPoint<P>) {
        interp_fixed_axes<int(P::mode)>(p.row_index, p.row_real, p.row_peak, p.col_index, p.col_real, p.col_peak,
                                        interp_shape(p));
    } else {
        interp_axes<int(P::mode)>(p.row_index, p.row_weight, p.col_index, p.col_weight, interp_shape(p));
    }
}

template <class P>
__device__ __forceinline__ void interpolate_fixed(const P& p) {
    interp_fixed_weights(p.row_real, p.row_peak, p.col_real, p.col_peak, p.row_fixed, p.col_fixed, p.precision,
                         interp_shape(p));
}

template <class P>
__device__ __forceinline__ void interpolate_stage(const P& p) {
    interp_fixed_widen(p.input, p.staged, p.batch * p.channels * p.in_height, p.col_index, p.col_fixed, p.precision[1],
                       interp_shape(p));
}

template <class P>
__device__ __forceinline__ void interpolate_widen(const P& p) {
    interp_widen<int(P::mode)>(p.input, p.widened, p.col_index, p.col_weight, interp_shape(p));
}

template <class P>
__device__ __forceinline__ void interpolate_resize(const P& p) {
    if constexpr (kFixedPoint<P>) {
        interp_fixed_forward(p.input, p.staged, p.out, p.row_index, p.row_fixed, p.col_index, p.col_fixed, p.precision,
                             interp_shape(p));
    } else {
        interp_forward<int(P::mode)>(p.input, p.widened, p.out, p.row_index, p.row_weight, p.col_index, p.col_weight,
                                     interp_shape(p));
    }
}

template <class P>
__device__ __forceinline__ void interpolate_backward_readers(const P& p) {
    interp_readers<int(P::mode)>(p.reader_rows, p.reader_cols, p.row_index, p.col_index, interp_shape(p));
}

template <class P>
__device__ __forceinline__ void interpolate_backward_gather(const P& p) {
    interp_gather<int(P::mode)>(p.grad_output, p.columns, p.grad_input, p.reader_rows, p.reader_cols, p.row_index,
                                p.col_index, p.row_weight, p.col_weight, interp_shape(p));
}

template <class P>
__device__ __forceinline__ void interpolate_backward_columns(const P& p) {
    interp_columns<int(P::mode)>(p.grad_output, p.columns, p.reader_cols, p.col_index, p.col_weight, interp_shape(p));
}

template <class P>
__device__ __forceinline__ void interpolate_backward_axes(const P& p) {
    interp_axes<int(P::mode)>(p.row_index, p.row_weight, p.col_index, p.col_weight, interp_shape(p));
}

template <class P>
__device__ __forceinline__ void interpolate_backward_zero(const P& p) {
    const i64 count = p.batch * p.channels * p.in_height * p.in_width;
    for_each_item(count, [&](i64 item) { p.accum[item] = 0; });
}

template <class P>
__device__ __forceinline__ void interpolate_backward_scatter(const P& p) {
    interp_scatter<int(P::mode)>(p.grad_output, p.accum, p.row_index, p.row_weight, p.col_index, p.col_weight,
                                 interp_shape(p));
}

template <typename T>
__device__ __forceinline__ void interp_finalize(const interp_compute_t<T>* __restrict__ accum, T* __restrict__ grad_input,
                                                i64 count) {
    for_each_item(count, [&](i64 item) { grad_input[item] = store<T>(accum[item]); });
}

template <class P>
__device__ __forceinline__ void interpolate_backward_finalize(const P& p) {
    interp_finalize(p.wide_accum, p.grad_input, p.batch * p.channels * p.in_height * p.in_width);
}

template <class P>
__device__ __forceinline__ void interpolate_backward_pairs(const P& p) {
    interp_pairs<int(P::mode)>(p.keys, p.weights, interp_shape(p), p.taps);
}

template <class P>
__device__ __forceinline__ void interpolate_backward_pair_sum(const P& p) {
    interp_pair_sum<int(P::mode)>(p.grad_output, p.pair_weights, p.offsets, p.order, p.grad_input, interp_shape(p), p.taps);
}

}  // namespace skucat
#endif
