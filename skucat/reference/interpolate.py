"""Float64 references of interpolate and interpolate_backward (4-D NCHW), from the definitions of
PyTorch's resizing: each output reads a few taps per axis with weights, and the 2-D result is the
product of the height's and the width's.

The nearest modes compute their scale and source index in float32 (PyTorch does, for every dtype),
so the reference does too: their indices are part of the definition. bilinear and bicubic are
continuous in the source position, so they are computed in float64 and compared with a tolerance.
Every tap multiplies its weight, even a zero weight, as PyTorch's CPU kernels do (an inf tap gives
NaN there).

The antialiased modes (bilinear_aa, bicubic_aa) are PIL's resampling filters as PyTorch adopted them:
output o of an axis has its centre at scale * (o + 0.5) in input coordinates and reads every input
whose centre lies within the filter's support, radius * max(scale, 1) (radius 1 for the triangle,
2 for Keys' cubic with a = -0.5), weighted by the filter at their distance over max(scale, 1), the
weights normalised to sum to 1. The forward is separable, the width first, and leaves an axis whose
size is unchanged as it is; the backward applies both axes' weights always (PyTorch's).
"""

from __future__ import annotations

import itertools

import numpy as np

from ..verify import Case, Expected, eps
from .. import dtypes

A = -0.75  # the cubic convolution constant
A_ANTIALIAS = -0.5  # Keys' constant, the antialiased bicubic's (PIL's)
ANTIALIASED = ("bilinear_aa", "bicubic_aa")


def _cubic(t):
    """Weights of taps -1, 0, 1, 2 at fraction t: Keys' kernel W(x) at x = 1 + t, t, 1 - t, 2 - t."""
    def near(x):   # |x| <= 1
        return ((A + 2) * x - (A + 3)) * x * x + 1

    def far(x):    # 1 < |x| < 2
        return A * x ** 3 - 5 * A * x ** 2 + 8 * A * x - 4 * A

    return np.stack([far(1 + t), near(t), near(1 - t), far(2 - t)], axis=-1)


def axis_taps(in_size: int, out_size: int, mode: str, align_corners: bool, scale):
    """(index [out, K], weight [out, K], position [out]) of one axis; `scale` is aten's scales_h or
    scales_w (None: in / out)."""
    dst = np.arange(out_size)
    if mode in ("nearest", "nearest_exact"):
        f32 = np.float32
        step = f32(1.0 / scale) if scale is not None and scale > 0 else f32(in_size) / f32(out_size)
        position = (dst.astype(f32) + f32(0.5 if mode == "nearest_exact" else 0)) * step
        index = np.minimum(np.floor(position), in_size - 1).astype(np.int64)   # clamped before the cast: inf
        if mode == "nearest" and out_size == in_size:          # PyTorch's CPU rules for these ratios
            index = dst
        elif mode == "nearest" and out_size == 2 * in_size:
            index = dst // 2
        return index[:, None], np.ones((out_size, 1)), position.astype(np.float64)
    if align_corners:
        step = (in_size - 1) / (out_size - 1) if out_size > 1 else 0.0
        position = step * dst
    else:
        step = 1.0 / scale if scale is not None and scale > 0 else in_size / out_size
        position = step * (dst + 0.5) - 0.5
    if mode == "bilinear":
        if out_size == in_size:   # PyTorch's CPU kernel copies the axis (both taps on the same pixel)
            return np.stack([dst, dst], 1), np.stack([np.ones(out_size), np.zeros(out_size)], 1), dst * 1.0
        position = np.maximum(position, 0)
        base = np.minimum(np.floor(position), in_size - 1)
        t = np.clip(position - base, 0, 1)
        index = np.stack([base, np.minimum(base + 1, in_size - 1)], 1).astype(np.int64)
        return index, np.stack([1 - t, t], 1), position
    base = np.floor(position)
    index = np.clip(base[:, None] + np.arange(-1, 3), 0, in_size - 1).astype(np.int64)
    return index, _cubic(position - base), position


def _keys(x, a):
    """Keys' cubic convolution kernel W(x) with constant a."""
    x = np.abs(x)
    near = ((a + 2) * x - (a + 3)) * x * x + 1
    far = a * x ** 3 - 5 * a * x ** 2 + 8 * a * x - 4 * a
    return np.where(x < 1, near, np.where(x < 2, far, 0.0))


def antialias_windows(in_size: int, out_size: int, mode: str, align_corners: bool, scale):
    """(index [out, W], weight [out, W], inside [out, W], centre [out]) of an antialiased axis: each
    output's window of inputs (`inside` marks the taps that are in it; the others have index 0 and
    weight 0)."""
    if align_corners:
        step = (in_size - 1) / (out_size - 1) if out_size > 1 else 0.0
    else:
        step = 1.0 / scale if scale is not None and scale > 0 else in_size / out_size
    stretch = max(step, 1.0)
    support = (2 if mode == "bicubic_aa" else 1) * stretch
    centre = step * (np.arange(out_size) + 0.5)
    first = np.clip(np.trunc(centre - support + 0.5), 0, in_size - 1).astype(np.int64)
    end = np.clip(np.trunc(centre + support + 0.5), 0, in_size).astype(np.int64)
    width = max(int((end - first).max(initial=1)), 1)
    index = first[:, None] + np.arange(width)
    inside = index < end[:, None]
    distance = (index + 0.5 - centre[:, None]) / stretch
    weight = np.where(inside, np.maximum(1 - np.abs(distance), 0) if mode == "bilinear_aa"
                      else _keys(distance, A_ANTIALIAS), 0.0)
    total = weight.sum(1, keepdims=True)
    weight = np.divide(weight, total, out=weight, where=total != 0)
    return np.where(inside, index, 0), weight, inside, centre


def _antialias_pass(values, axis, window, transpose=False, out_size=None):
    """`values` through one axis' windows (their adjoint with transpose, to `out_size` entries), with
    the sum of |value * weight| and of |value| over the windows (for the error bound)."""
    index, weight, inside, _ = window
    values = np.moveaxis(values, axis, -1)
    sums = [np.zeros(values.shape[:-1] + ((out_size,) if transpose else (len(index),))) for _ in range(3)]
    for j in range(index.shape[1]):
        taps = np.flatnonzero(inside[:, j])
        w, source = weight[taps, j], index[taps, j]
        terms = (values[..., taps] if transpose else values[..., source]) * w
        magnitude = (values[..., taps] if transpose else values[..., source])
        for total, term in zip(sums, (terms, np.abs(terms), np.abs(magnitude))):
            if transpose:
                np.add.at(total, (..., source), term)
            else:
                total[..., taps] += term
    return [np.moveaxis(total, -1, axis) for total in sums]


def _antialiased(input, out_hw, mode, align_corners, scales, backward=False):
    """The antialiased forward (or backward) and its error bound in units of eps."""
    in_hw = input.shape[2:] if not backward else out_hw
    sizes = out_hw if not backward else input.shape[2:]
    windows = [antialias_windows(i, o, mode, align_corners, s) for i, o, s in zip(in_hw, sizes, scales)]
    values, total, window = input, np.abs(input), np.abs(input)
    order = (1, 0) if not backward else (0, 1)   # the width first (forward); the adjoint in reverse
    with np.errstate(invalid="ignore", over="ignore"):
        for axis in order:
            if not backward and in_hw[axis] == sizes[axis]:
                continue   # PyTorch's forward leaves an unchanged axis as it is
            kw = dict(transpose=True, out_size=in_hw[axis]) if backward else {}
            values, _, _ = _antialias_pass(values, 2 + axis, windows[axis], **kw)
            total = _antialias_pass(total, 2 + axis, windows[axis], **kw)[1]
            window = _antialias_pass(window, 2 + axis, windows[axis], **kw)[2]
    # Rounding: the sums' (a term per tap), and each weight's, moved by at most its slope (below 2)
    # times the rounding of its centre and distance (centre + support).
    taps = sum(w[0].shape[1] for w in windows)
    reach = max(np.abs(w[3]).max(initial=0) + w[0].shape[1] for w in windows)
    bound = (taps + 8) * total + 16 * (reach + 4) * window
    return values, np.nan_to_num(bound, nan=0.0, posinf=1e300)


def _stencils(in_hw, out_hw, mode, align_corners, scales):
    (iy, wy, py), (ix, wx, px) = (axis_taps(i, o, mode, align_corners, s) for i, o, s in zip(in_hw, out_hw, scales))
    # The rounding of a position moves a weight by at most its slope (below 3) times the error.
    slack = 8 * (np.abs(py)[:, None] + np.abs(px)[None, :] + 2)
    for j, i in itertools.product(range(iy.shape[1]), range(ix.shape[1])):
        yield iy[:, j], ix[:, i], wy[:, j, None] * wx[None, :, i], slack


def interpolate(input, out_height, out_width, mode="nearest", align_corners=False, scales_h=None, scales_w=None,
                **_):
    """Returns (out, magnitude): out [N, C, OH, OW] and, per element, a bound on what rounding in
    the positions, weights and sum can move it by, in units of eps."""
    input = np.asarray(input, np.float64)
    if mode in ANTIALIASED:
        return _antialiased(input, (out_height, out_width), mode, align_corners, (scales_h, scales_w))
    out = np.zeros(input.shape[:2] + (out_height, out_width))
    total, largest = np.zeros_like(out), np.zeros_like(out)
    terms = 0
    with np.errstate(invalid="ignore", over="ignore"):
        for y, x, weight, slack in _stencils(input.shape[2:], (out_height, out_width), mode, align_corners,
                                             (scales_h, scales_w)):
            values = input[:, :, y[:, None], x[None, :]]
            out += values * weight
            total += np.abs(values * weight)
            largest = np.maximum(largest, np.abs(values) * slack)
            terms += 1
    exact = mode in ("nearest", "nearest_exact")
    return out, np.nan_to_num(0 if exact else (terms + 4) * total + largest, nan=0.0, posinf=1e300)


def interpolate_backward(grad_output, in_height, in_width, mode="nearest", align_corners=False, scales_h=None,
                         scales_w=None, **_):
    """grad_input [N, C, IH, IW] (the adjoint of interpolate) and its error bound in units of eps."""
    grad_output = np.asarray(grad_output, np.float64)
    batch, channels, out_height, out_width = grad_output.shape
    if mode in ANTIALIASED:
        return _antialiased(grad_output, (in_height, in_width), mode, align_corners, (scales_h, scales_w), backward=True)
    if mode == "bicubic" and (out_height, out_width) == (in_height, in_width):
        # PyTorch's bicubic backward copies when the sizes agree, although its forward applies the
        # scales: not the forward's adjoint then, but PyTorch's gradient.
        return grad_output.copy(), np.zeros_like(grad_output)
    grad_input = np.zeros((batch, channels, in_height, in_width))
    total, terms = np.zeros_like(grad_input), np.zeros((in_height, in_width))
    slope = np.zeros_like(grad_input)
    n, c = np.arange(batch)[:, None, None, None], np.arange(channels)[None, :, None, None]
    with np.errstate(invalid="ignore", over="ignore"):
        for y, x, weight, slack in _stencils((in_height, in_width), (out_height, out_width), mode, align_corners,
                                             (scales_h, scales_w)):
            yy, xx = np.broadcast_to(y[:, None], weight.shape), np.broadcast_to(x[None, :], weight.shape)
            np.add.at(grad_input, (n, c, yy, xx), grad_output * weight)
            np.add.at(total, (n, c, yy, xx), np.abs(grad_output * weight))
            np.add.at(slope, (n, c, yy, xx), np.abs(grad_output) * slack)
            np.add.at(terms, (yy, xx), 1)
    if mode in ("nearest", "nearest_exact"):
        slope[:] = 0
    return grad_input, np.nan_to_num((terms + 1) * total + slope, nan=0.0, posinf=1e300)


# ---- verification cases: each SKU on problems that reach every index rule: x2 upsampling (nearest's
# halving), non-integer up- and downsampling with the caller's scales, out = in with a scale (the
# copy rules), size-1 input and output; align_corners both ways for bilinear and bicubic; NaN and
# inf among the inputs of one problem.

SHAPES = (   # N, C, IH, IW, OH, OW, scales_h, scales_w
    (2, 3, 4, 5, 8, 10, None, None),
    (1, 2, 5, 7, 8, 11, 1.7, 1.6),
    (1, 2, 7, 9, 3, 4, 0.45, 0.5),
    (2, 1, 6, 5, 6, 5, 1.1, 1.1),
    (1, 2, 1, 4, 3, 1, None, None),
    (1, 1, 3, 10, 3, 20, 1.0, 2.001),
)
FIELDS = ("batch", "channels", "in_height", "in_width", "out_height", "out_width", "scales_h", "scales_w")


def _cases(sku, rng):
    element = dtypes.numpy_dtype(sku.element)
    corners = (False,) if sku.mode["mode"].startswith("nearest") else (False, True)
    for number, (shape, align_corners) in enumerate(itertools.product(SHAPES, corners)):
        fields = dict(zip(FIELDS, shape), align_corners=align_corners)
        if np.issubdtype(element, np.integer):   # uint8 images
            yield f"(shape={shape[:6]}, scales={shape[6:]})", fields, rng.integers(0, 256, shape[:4]).astype(element)
            continue
        input = rng.standard_normal(shape[:4]).astype(element)
        if number == 2:
            input.reshape(-1)[[0, 7, 12]] = np.nan, np.inf, -np.inf
        yield f"(shape={shape[:6]}, scales={shape[6:]}, align_corners={align_corners})", fields, input


def separable_image(input, mode, out_height, out_width, align_corners=False, scales_h=None, scales_w=None, **_):
    """uint8 bilinear and bicubic as PyTorch computes them: the width, then the height, each axis
    whose size changes resized alone (an unchanged one is left as it is, whatever its scale) and
    clamped to [0, 255] (rounded too, there)."""
    values = np.asarray(input, np.float64)
    height, width = values.shape[2:]
    if width != out_width:
        values = np.clip(interpolate(values, height, out_width, mode, align_corners, None, scales_w)[0], 0, 255)
    if height != out_height:
        values = np.clip(interpolate(values, out_height, out_width, mode, align_corners, scales_h, None)[0], 0, 255)
    return values


def cases_interpolate(sku, rng):
    compute, mode = eps(sku.precision.math), sku.mode["mode"]
    for label, fields, input in _cases(sku, rng):
        expected, magnitude = interpolate(input, mode=mode, **fields)
        if input.dtype == np.uint8 and not mode.startswith("nearest"):
            # Integer weights of 13 bits or more and two passes each rounded to uint8 (the first
            # moved by the second's weights, whose magnitudes sum below 1.5): within 1.5 of
            # separable_image's result.
            yield Case(label, fields, dict(input=input), {"out": Expected(separable_image(input, mode, **fields), 1.5)})
            continue
        yield Case(label, fields, dict(input=input), {"out": Expected(expected, compute * magnitude,
                                                                       exact=mode.startswith("nearest"))})


def cases_interpolate_backward(sku, rng):
    compute, mode = eps(sku.precision.math), sku.mode["mode"]
    for label, fields, input in _cases(sku, rng):
        grad = rng.standard_normal(input.shape[:2] + (fields["out_height"], fields["out_width"])).astype(input.dtype)
        expected, magnitude = interpolate_backward(grad, mode=mode, **fields)
        yield Case(label, fields, dict(grad_output=grad), {"grad_input": Expected(expected, compute * magnitude)})


def gradient_inputs_interpolate(rng, mode, align_corners):
    """A [1, 2, 3, 4] input resized up along one axis and down along the other, by scale_factor
    (aten's scales) or by size (skucat.verify.gradients). interpolate is linear in its input, so
    every mode is differentiable everywhere."""
    interpolating = not mode.startswith("nearest")
    call = {"mode": mode.removesuffix("_aa").replace("_", "-"), "align_corners": align_corners if interpolating else None}
    call.update({"antialias": True} if mode in ANTIALIASED else {})
    call.update({"size": (5, 3)} if align_corners or mode == "nearest_exact" else {"scale_factor": (1.7, 0.6)})
    return (rng.standard_normal((1, 2, 3, 4)),), call


# ---- `skucat bench`: [8, 32, 64, 64] to 128x128 and to 45x45 in every mode, against PyTorch

BENCH_SIZES, BENCH_MODES = (128, 45), ("nearest", "nearest-exact", "bilinear", "bicubic")


def bench_interpolate(env):
    F = env.torch.nn.functional
    shape = (env.n(8), 32, 64, 64)
    (x, t_x), = env.both(env.normal(*shape))
    for size, mode in itertools.product(BENCH_SIZES, BENCH_MODES):
        yield env.case(f"interpolate f32 {mode} [{env.label(shape)}] -> {size}x{size}",
                       lambda mode=mode, size=size: env.ops.interpolate(x, size, mode=mode),
                       lambda mode=mode, size=size: F.interpolate(t_x, size, mode=mode), shape)
    image = (env.n(8), 3, 512, 512)   # antialiased downscaling of images, as torchvision's Resize
    (z, t_z), = env.both(env.normal(*image))
    for mode in ("bilinear", "bicubic"):
        yield env.case(f"interpolate f32 {mode} antialias [{env.label(image)}] -> 224x224",
                       lambda mode=mode: env.ops.interpolate(z, 224, mode=mode, antialias=True),
                       lambda mode=mode: F.interpolate(t_z, 224, mode=mode, antialias=True), image)
    (u, t_u), = env.both(env.rng.integers(0, 256, image).astype(np.uint8))   # uint8 images, aten's fixed point
    for mode, antialias in (("bilinear", True), ("bicubic", True), ("bilinear", False), ("nearest", False)):
        yield env.case(f"interpolate u8 {mode}{' antialias' if antialias else ''} [{env.label(image)}] -> 224x224",
                       lambda mode=mode, aa=antialias: env.ops.interpolate(u, 224, mode=mode, antialias=aa),
                       lambda mode=mode, aa=antialias: F.interpolate(t_u, 224, mode=mode, antialias=aa), image)
    line = (env.n(8), 32, 4096)   # 1-D input, through the 2-D op
    (y, t_y), = env.both(env.normal(*line))
    for mode in ("linear", "nearest"):
        yield env.case(f"interpolate f32 {mode} [{env.label(line)}] -> 8192",
                       lambda mode=mode: env.ops.interpolate(y, 8192, mode=mode),
                       lambda mode=mode: F.interpolate(t_y, 8192, mode=mode), line)
    volume = (env.n(2), 16, 16, 32, 32)   # 3-D input: the planes, then the depth
    (v, t_v), = env.both(env.normal(*volume))
    for mode in ("trilinear", "nearest", "area"):
        size = 8 if mode == "area" else 32
        yield env.case(f"interpolate f32 {mode} [{env.label(volume)}] -> {size}^3",
                       lambda mode=mode, size=size: env.ops.interpolate(v, size, mode=mode),
                       lambda mode=mode, size=size: F.interpolate(t_v, size, mode=mode), volume)


def bench_interpolate_backward(env):
    """Against aten's upsample_*2d_backward on the same gradient."""
    aten = env.torch.ops.aten
    shape = (env.n(8), 32, 64, 64)
    peers = {"nearest": lambda g, size: aten.upsample_nearest2d_backward(g, size, shape),
             "nearest-exact": lambda g, size: aten._upsample_nearest_exact2d_backward(g, size, shape),
             "bilinear": lambda g, size: aten.upsample_bilinear2d_backward(g, size, shape, False),
             "bicubic": lambda g, size: aten.upsample_bicubic2d_backward(g, size, shape, False)}
    for size, mode in itertools.product(BENCH_SIZES, BENCH_MODES):
        (g, t_g), = env.both(env.normal(shape[0], 32, size, size))
        yield env.case(f"interpolate_backward f32 {mode} {size}x{size} -> 64x64",
                       lambda mode=mode, size=size, g=g: env.ops.interpolate_backward(g, shape, size, mode=mode),
                       lambda size=size, peer=peers[mode], t_g=t_g: peer(t_g, (size, size)), shape)
    image = (env.n(8), 3, 512, 512)
    (g, t_g), = env.both(env.normal(image[0], 3, 224, 224))
    for mode in ("bilinear", "bicubic"):
        peer = getattr(aten, f"_upsample_{mode}2d_aa_backward")
        yield env.case(f"interpolate_backward f32 {mode} antialias 224x224 -> 512x512",
                       lambda mode=mode, g=g: env.ops.interpolate_backward(g, image, 224, mode=mode, antialias=True),
                       lambda peer=peer, t_g=t_g: peer(t_g, (224, 224), image, False), image)
    volume = (env.n(2), 16, 16, 32, 32)
    (g, t_g), = env.both(env.normal(volume[0], 16, 32, 32, 32))
    yield env.case(f"interpolate_backward f32 trilinear 32^3 -> {env.label(volume[2:])}",
                   lambda: env.ops.interpolate_backward(g, volume, 32, mode="trilinear"),
                   lambda: aten.upsample_trilinear3d_backward(t_g, (32, 32, 32), volume, False), volume)
