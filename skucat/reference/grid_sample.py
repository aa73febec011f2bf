"""Float64 references for 2-D grid sampling and its backward, from PyTorch's
semantics (ATen's GridSampler.h), written tap by tap as PyTorch does: the
four corner weights of bilinear, nearest by round-half-to-even, bicubic
(A = -0.75) with the padding mode applied to each of its 16 taps.

Non-finite coordinates follow the rules the catalog documents: a tap outside
the image reads 0 but still multiplies its weight (so NaN weights show), and
clipping sends NaN to 0.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import numpy as np

from .. import dtypes
from ..verify import Case, Expected, eps

_A = -0.75  # PyTorch's bicubic convolution constant


def unnormalize(coord, size: int, align_corners: bool):
    """Grid coordinate in [-1, 1] -> pixel coordinate, and d pixel / d coord."""
    if align_corners:
        return (coord + 1) / 2 * (size - 1), (size - 1) / 2
    return ((coord + 1) * size - 1) / 2, size / 2


def clip(x, size: int):
    """Clip to [0, size - 1]; the borders themselves have zero gradient; NaN -> 0."""
    inside = (x > 0) & (x < size - 1)
    value = np.where(x > 0, np.where(x >= size - 1, size - 1.0, x), 0.0)
    return value, inside.astype(np.float64)


def reflect(x, twice_low: int, twice_high: int):
    """Reflect into [twice_low / 2, twice_high / 2] and the derivative (+1 or -1)."""
    if twice_low == twice_high:
        return np.zeros_like(x), np.zeros_like(x)
    low, span = twice_low / 2, (twice_high - twice_low) / 2
    shifted = x - low
    sign = np.where(shifted < 0, -1.0, 1.0)
    with np.errstate(invalid="ignore"):
        folded = np.mod(np.abs(shifted), 2 * span)        # period 2 * span
    back = folded > span                                   # on the way back
    return np.where(back, 2 * span - folded, folded) + low, np.where(back, -sign, sign)


def pad(x, size: int, padding_mode: str, align_corners: bool):
    """PyTorch's compute_coordinates and its derivative."""
    if padding_mode == "zeros":
        return x, np.ones_like(x)
    if padding_mode == "border":
        return clip(x, size)
    twice = (0, 2 * (size - 1)) if align_corners else (-1, 2 * size - 1)
    reflected, d_reflect = reflect(x, *twice)
    clipped, d_clip = clip(reflected, size)
    return clipped, d_reflect * d_clip


def cubic_coefficients(t):
    """PyTorch's get_cubic_upsample_coefficients."""
    def near(x):   # |x| <= 1
        return ((_A + 2) * x - (_A + 3)) * x * x + 1

    def far(x):    # 1 < |x| < 2
        return ((_A * x - 5 * _A) * x + 8 * _A) * x - 4 * _A

    return [far(t + 1), near(t), near(1 - t), far(2 - t)]


def cubic_coefficients_grad(t):
    """PyTorch's get_cubic_coefficients_grad: d coefficient / d distance (minus d / dt)."""
    x0, x1, x2, x3 = -1 - t, -t, 1 - t, 2 - t
    return [
        (-3 * _A * x0 - 10 * _A) * x0 - 8 * _A,
        (-3 * (_A + 2) * x1 - 2 * (_A + 3)) * x1,
        (3 * (_A + 2) * x2 - 2 * (_A + 3)) * x2,
        (3 * _A * x3 - 10 * _A) * x3 + 8 * _A,
    ]


@dataclass
class Tap:
    """One tap of every location (arrays over [N, OH, OW])."""

    valid: np.ndarray    # inside the image
    y: np.ndarray        # int64 row, meaningful where valid
    x: np.ndarray        # int64 column
    weight: np.ndarray
    d_ix: np.ndarray     # d weight / d pixel x
    d_iy: np.ndarray     # d weight / d pixel y


@dataclass
class Stencil:
    taps: list
    mult_x: np.ndarray   # d pixel x / d grid x
    mult_y: np.ndarray
    scale: np.ndarray    # magnitude of the pixel coordinates (for error bounds)


def _tap(fy, fx, size_h, size_w, weight, d_ix, d_iy) -> Tap:
    valid = (fy >= 0) & (fy < size_h) & (fx >= 0) & (fx < size_w)
    y = np.where(valid, fy, 0).astype(np.int64)
    x = np.where(valid, fx, 0).astype(np.int64)
    return Tap(valid, y, x, weight, d_ix, d_iy)


def stencil(in_hw, grid, mode: str, padding_mode: str, align_corners: bool) -> Stencil:
    height, width = in_hw
    grid = np.asarray(grid, np.float64)
    gx, gy = grid[..., 0], grid[..., 1]
    with np.errstate(invalid="ignore", over="ignore"):
        if mode == "bicubic":
            ix, mult_x = unnormalize(gx, width, align_corners)
            iy, mult_y = unnormalize(gy, height, align_corners)
            ux, uy = ix, iy
            mult_x, mult_y = np.full_like(ix, mult_x), np.full_like(iy, mult_y)
            x0, y0 = np.floor(ix), np.floor(iy)
            tx, ty = ix - x0, iy - y0
            cx, cy = cubic_coefficients(tx), cubic_coefficients(ty)
            gcx, gcy = cubic_coefficients_grad(tx), cubic_coefficients_grad(ty)
            taps = []
            for j in range(4):
                fy = np.trunc(pad(y0 - 1 + j, height, padding_mode, align_corners)[0])
                for i in range(4):
                    fx = np.trunc(pad(x0 - 1 + i, width, padding_mode, align_corners)[0])
                    taps.append(_tap(fy, fx, height, width, cx[i] * cy[j], -gcx[i] * cy[j], -cx[i] * gcy[j]))
        else:
            ux, dux = unnormalize(gx, width, align_corners)
            uy, duy = unnormalize(gy, height, align_corners)
            ix, dpx = pad(ux, width, padding_mode, align_corners)
            iy, dpy = pad(uy, height, padding_mode, align_corners)
            mult_x, mult_y = dux * dpx, duy * dpy
            if mode == "nearest":
                zero = np.zeros_like(ix)
                taps = [_tap(np.rint(iy), np.rint(ix), height, width, np.ones_like(ix), zero, zero)]
            else:
                x_nw, y_nw = np.floor(ix), np.floor(iy)
                x_se, y_se = x_nw + 1, y_nw + 1
                taps = [  # nw, ne, sw, se as in PyTorch, with d/dix and d/diy of each weight
                    _tap(y_nw, x_nw, height, width, (x_se - ix) * (y_se - iy), -(y_se - iy), -(x_se - ix)),
                    _tap(y_nw, x_se, height, width, (ix - x_nw) * (y_se - iy), (y_se - iy), -(ix - x_nw)),
                    _tap(y_se, x_nw, height, width, (x_se - ix) * (iy - y_nw), -(iy - y_nw), (x_se - ix)),
                    _tap(y_se, x_se, height, width, (ix - x_nw) * (iy - y_nw), (iy - y_nw), (ix - x_nw)),
                ]
    finite = lambda a: np.where(np.isfinite(a), np.abs(a), 0.0)  # noqa: E731
    # Rounding happens where the coordinate is largest: before padding folds it in.
    scale = 1 + height + width + finite(ux) + finite(uy)
    return Stencil(taps, mult_x, mult_y, scale)


def _values(input, tap: Tap):
    """input[n, :, y, x] of every location, 0 outside: [N, C, OH, OW]."""
    n = np.arange(input.shape[0]).reshape(-1, 1, 1)
    gathered = input[n, :, tap.y, tap.x]                     # [N, OH, OW, C]
    return np.where(tap.valid[..., None], gathered, 0.0).transpose(0, 3, 1, 2)


def grid_sample(input, grid, mode="bilinear", padding_mode="zeros", align_corners=False):
    """Returns (out, magnitude): out [N, C, OH, OW] and, per element, a bound on what
    rounding in the coordinates, weights and sum can move it by, in units of eps."""
    input = np.asarray(input, np.float64)
    st = stencil(input.shape[2:], grid, mode, padding_mode, align_corners)
    out = np.zeros((input.shape[0], input.shape[1]) + st.scale.shape[1:])
    magnitude = np.zeros_like(out)
    with np.errstate(invalid="ignore", over="ignore"):
        for tap in st.taps:
            values = _values(input, tap)
            out += values * tap.weight[:, None]
            magnitude += np.abs(values) * _weight_error(tap, st.scale, len(st.taps))[:, None]
    return out, np.nan_to_num(magnitude, nan=0.0)


def _weight_error(tap: Tap, scale, terms: int):
    """A bound, in units of eps, on the error of `weight` as the kernel computes it
    (coordinates rounded in proportion to their scale, a short polynomial), plus
    its share of rounding in a sum of `terms` such weighted values."""
    slope = np.abs(tap.d_ix) + np.abs(tap.d_iy)
    return (terms + 2) * np.abs(tap.weight) + 4 + 2 * scale * slope


@dataclass
class Backward:
    grad_input: np.ndarray
    grad_grid: np.ndarray
    input_magnitude: np.ndarray    # error bounds in units of eps, as for grid_sample
    grid_magnitude: np.ndarray


def grid_sample_backward(grad_output, input, grid, mode="bilinear", padding_mode="zeros", align_corners=False):
    """dinput [N, C, IH, IW] and dgrid [N, OH, OW, 2] of grid_sample, with error bounds."""
    input = np.asarray(input, np.float64)
    grad_output = np.asarray(grad_output, np.float64)
    st = stencil(input.shape[2:], grid, mode, padding_mode, align_corners)
    batch, channels = input.shape[:2]
    grad_input = np.zeros_like(input)
    input_magnitude = np.zeros_like(input)
    terms = np.zeros_like(input)
    gx = np.zeros(st.scale.shape)
    gy = np.zeros_like(gx)
    grid_magnitude = np.zeros(st.scale.shape + (2,))
    n = np.broadcast_to(np.arange(batch).reshape(-1, 1, 1), st.scale.shape)
    summed = len(st.taps) * max(channels, 1)   # terms of each dgrid sum
    with np.errstate(invalid="ignore", over="ignore"):
        for tap in st.taps:
            error = _weight_error(tap, st.scale, 0)
            for c in range(channels):
                g = grad_output[:, c]
                where = (n[tap.valid], c, tap.y[tap.valid], tap.x[tap.valid])
                np.add.at(grad_input, where, (tap.weight * g)[tap.valid])
                np.add.at(input_magnitude, where, (np.abs(g) * error)[tap.valid])
                np.add.at(terms, where, 1)
            values = _values(input, tap)
            per_channel = grad_output.transpose(1, 0, 2, 3)
            if mode != "nearest":
                gx += np.sum(values * (tap.d_ix * per_channel).transpose(1, 0, 2, 3), axis=1)
                gy += np.sum(values * (tap.d_iy * per_channel).transpose(1, 0, 2, 3), axis=1)
            size = np.sum(np.abs(values * grad_output), axis=1)
            # The derivative weights are slopes of the weights; their own error
            # follows the coordinate's (second derivatives are at most 4.5).
            grid_magnitude[..., 0] += size * ((summed + 2) * np.abs(tap.d_ix) + 4 + 10 * st.scale)
            grid_magnitude[..., 1] += size * ((summed + 2) * np.abs(tap.d_iy) + 4 + 10 * st.scale)
        if mode == "nearest":
            grad_grid = np.zeros(st.scale.shape + (2,))
        else:
            grad_grid = np.stack([st.mult_x * gx, st.mult_y * gy], axis=-1)
        grid_magnitude *= np.abs(np.stack([st.mult_x, st.mult_y], axis=-1))
    # Each pixel's sum of `terms` contributions, rounded in the accumulator.
    input_magnitude *= terms + 1
    return Backward(grad_input, grad_grid, np.nan_to_num(input_magnitude, nan=0.0),
                    np.nan_to_num(grid_magnitude, nan=0.0))


# ---- verification cases. Each SKU runs every padding mode and align_corners setting (runtime params)
# on two small problems, one with a 1-pixel-high image. Grids reach past the
# image on every side (exercising each padding mode) and include NaN, infinite
# and huge coordinates, which must stay in bounds. Finite coordinates are kept
# a little away from the points where the result is not smooth in them
# (integers, half-integers in pixel space), so that rounding the coordinate in
# the compute type cannot cross one.

SHAPES = ((2, 3, 5, 7, 4, 6), (1, 2, 1, 3, 2, 3))   # N, C, IH, IW, OH, OW
RUNTIME = tuple(itertools.product(("zeros", "border", "reflection"), (False, True)))
MARGIN = 0.04   # pixels between a finite coordinate and the nearest non-smooth point


def _huge(element: str) -> float:
    return 6e4 if element == "f16" else 1e30


def _pixel(g, size: int, align_corners: bool):
    return (g + 1) / 2 * (size - 1) if align_corners else ((g + 1) * size - 1) / 2


def _near_kink(pixel):
    """Within MARGIN of an integer or a half-integer."""
    return np.abs(2 * pixel - np.rint(2 * pixel)) < 2 * MARGIN


def make_grid(rng, shape, element: str, padding_mode: str, align_corners: bool, special: bool = True):
    """A grid of `element` values, [N, OH, OW, 2], reaching ~2 pixels past every edge."""
    batch, _, height, width, out_h, out_w = shape
    grid = np.zeros((batch, out_h, out_w, 2), dtypes.numpy_dtype(element))
    sizes = np.array([width, height])
    reach = np.broadcast_to(1 + 4.0 / sizes, grid.shape).copy()    # about 2 pixels beyond the edges
    if special and padding_mode == "reflection":
        # Far coordinates reflect many times. (Huge ones would land wherever
        # the compute type's rounding puts them, so they are for the other modes.)
        reach.reshape(-1, 2)[3, 0] = reach.reshape(-1, 2)[4, 1] = 60
    todo = np.ones(grid.shape, bool)
    while todo.any():
        drawn = (rng.uniform(-1, 1, grid.shape) * reach).astype(grid.dtype)
        grid[todo] = drawn[todo]
        pixel = _pixel(grid.astype(np.float64), sizes, align_corners)
        todo = _near_kink(pixel) & (sizes > 1 if align_corners else True)
    if special:
        flat = grid.reshape(-1, 2)
        flat[0, 0], flat[1, 1], flat[2, 0] = np.nan, np.inf, -np.inf
        if padding_mode != "reflection":
            flat[3, 0], flat[4, 1] = _huge(element), -_huge(element)
    return grid


def _cases(sku, rng):
    """Per shape and runtime setting: (label, descriptor fields, input, grid)."""
    element = dtypes.numpy_dtype(sku.element)
    for shape, (padding_mode, align_corners) in itertools.product(SHAPES, RUNTIME):
        input = rng.standard_normal(shape[:4]).astype(element)
        grid = make_grid(rng, shape, sku.element, padding_mode, align_corners)
        fields = dict(zip(("batch", "channels", "in_height", "in_width", "out_height", "out_width"), shape),
                      padding_mode=padding_mode, align_corners=align_corners)
        yield f"(shape={shape}, padding_mode={padding_mode}, align_corners={align_corners})", fields, input, grid


def cases_grid_sample(sku, rng):
    compute, mode = eps(sku.precision.math), sku.mode["mode"]
    for label, fields, input, grid in _cases(sku, rng):
        expected, magnitude = grid_sample(input, grid, mode, fields["padding_mode"], fields["align_corners"])
        yield Case(label, fields, dict(input=input, grid=grid),
                   {"out": Expected(expected, compute * magnitude, exact=mode == "nearest")})


def cases_grid_sample_backward(sku, rng):
    compute, mode = eps(sku.precision.math), sku.mode["mode"]
    for label, fields, input, grid in _cases(sku, rng):
        dout = rng.standard_normal(input.shape[:2] + grid.shape[1:3]).astype(input.dtype)
        expected = grid_sample_backward(dout, input, grid, mode, fields["padding_mode"], fields["align_corners"])
        yield Case(label, fields, dict(dout=dout, input=input, grid=grid),
                   {"dinput": Expected(expected.grad_input, compute * expected.input_magnitude),
                    "dgrid": Expected(expected.grad_grid, compute * expected.grid_magnitude)})
