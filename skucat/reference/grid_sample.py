"""Float64 references for 2-D and 3-D grid sampling and their backward, from PyTorch's
semantics (ATen's GridSampler.h), written tap by tap as PyTorch does: the
four corner weights of bilinear, nearest by round-half-to-even, bicubic
(A = -0.75) with the padding mode applied to each of its 16 taps.

Non-finite coordinates follow the rules the catalog documents: a tap outside
the image reads 0 but still multiplies its weight (so NaN weights show), and
clipping sends NaN to 0.
"""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass

import ml_dtypes
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
    """One tap of every location (arrays over [N, *out]); axis lists are in the grid's order
    (x, y[, z]), `index` in the input's ([z,] y, x)."""

    valid: np.ndarray    # inside the input
    index: tuple         # int64 positions, meaningful where valid
    weight: np.ndarray
    d: list              # d weight / d pixel coordinate, per axis


@dataclass
class Stencil:
    taps: list
    mult: list           # d pixel coordinate / d grid coordinate, per axis
    scale: np.ndarray    # magnitude of the pixel coordinates (for error bounds)


def _axis_taps(coord, size: int, mode: str, padding_mode: str, align_corners: bool, outside: bool = False):
    """One axis: [(position, weight, d weight / d pixel coordinate)], d pixel / d coord, and the
    unnormalised coordinate. `outside` (3-D): a padded coordinate that is not finite or beyond
    the int range is moved to -100, outside the input, as PyTorch's 3-D kernels do."""
    if mode == "bicubic":
        # PyTorch pads each tap, not the coordinate: its gradient ignores the padding.
        u, mult = unnormalize(coord, size, align_corners)
        base = np.floor(u)
        weights, slopes = cubic_coefficients(u - base), cubic_coefficients_grad(u - base)
        taps = [(np.trunc(pad(base - 1 + k, size, padding_mode, align_corners)[0]), weights[k], -slopes[k])
                for k in range(4)]
        return taps, np.full_like(u, mult), u
    u, d_unnormalize = unnormalize(coord, size, align_corners)
    position, d_pad = pad(u, size, padding_mode, align_corners)
    if outside:
        position = np.where((position >= -2.0**31) & (position <= 2.0**31 - 2), position, -100.0)
    if mode == "nearest":
        taps = [(np.rint(position), np.ones_like(position), np.zeros_like(position))]
    else:
        low = np.floor(position)
        taps = [(low, low + 1 - position, -np.ones_like(position)), (low + 1, position - low, np.ones_like(position))]
    return taps, d_unnormalize * d_pad, u


def stencil(in_sizes, grid, mode: str, padding_mode: str, align_corners: bool) -> Stencil:
    """The taps of every location of `grid` [N, *out, k] in an input of spatial extents `in_sizes`
    (k of them, the input's order: [D,] H, W): the outer product of each axis' taps."""
    grid = np.asarray(grid, np.float64)
    sizes = tuple(in_sizes)[::-1]    # the grid's order: x indexes the width
    with np.errstate(invalid="ignore", over="ignore"):
        axes = [_axis_taps(grid[..., a], size, mode, padding_mode, align_corners, outside=len(sizes) == 3)
                for a, size in enumerate(sizes)]
        taps = []
        for chosen in itertools.product(*(taps for taps, _, _ in axes)):
            valid = np.logical_and.reduce([(pos >= 0) & (pos < size) for (pos, _, _), size in zip(chosen, sizes)])
            index = tuple(np.where(valid, pos, 0).astype(np.int64) for pos, _, _ in chosen[::-1])
            weights = [w for _, w, _ in chosen]
            d = [dw * np.prod([w for b, w in enumerate(weights) if b != a], axis=0)
                 for a, (_, _, dw) in enumerate(chosen)]
            taps.append(Tap(valid, index, np.prod(weights, axis=0), d))
    finite = lambda a: np.where(np.isfinite(a), np.abs(a), 0.0)  # noqa: E731
    # Rounding happens where the coordinate is largest: before padding folds it in.
    scale = 1 + sum(sizes) + sum(finite(u) for _, _, u in axes)
    return Stencil(taps, [mult for _, mult, _ in axes], scale)


def _values(input, tap: Tap):
    """input[n, :, *index] of every location, 0 outside: [N, C, *out]."""
    n = np.arange(input.shape[0]).reshape((-1,) + (1,) * (input.ndim - 2))
    gathered = input[(n, slice(None)) + tap.index]           # [N, *out, C]
    return np.moveaxis(np.where(tap.valid[..., None], gathered, 0.0), -1, 1)


def grid_sample(input, grid, mode="bilinear", padding_mode="zeros", align_corners=False):
    """Returns (out, magnitude): out [N, C, *out] and, per element, a bound on what rounding in
    the coordinates, weights and sum can move it by, in units of eps. 4-D or 5-D input."""
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
    slope = sum(np.abs(d) for d in tap.d)
    return (terms + 2) * np.abs(tap.weight) + 4 + 2 * scale * slope


@dataclass
class Backward:
    grad_input: np.ndarray
    grad_grid: np.ndarray
    input_magnitude: np.ndarray    # error bounds in units of eps, as for grid_sample
    grid_magnitude: np.ndarray


def grid_sample_backward(grad_output, input, grid, mode="bilinear", padding_mode="zeros", align_corners=False):
    """dinput (input's shape) and dgrid (grid's shape) of grid_sample, with error bounds."""
    input = np.asarray(input, np.float64)
    grad_output = np.asarray(grad_output, np.float64)
    st = stencil(input.shape[2:], grid, mode, padding_mode, align_corners)
    batch, channels = input.shape[:2]
    grad_input = np.zeros_like(input)
    input_magnitude = np.zeros_like(input)
    terms = np.zeros_like(input)
    k = len(st.mult)
    grads = np.zeros(st.scale.shape + (k,))
    grid_magnitude = np.zeros_like(grads)
    n = np.broadcast_to(np.arange(batch).reshape((-1,) + (1,) * k), st.scale.shape)
    summed = len(st.taps) * max(channels, 1)   # terms of each dgrid sum
    with np.errstate(invalid="ignore", over="ignore"):
        for tap in st.taps:
            error = _weight_error(tap, st.scale, 0)
            for c in range(channels):
                g = grad_output[:, c]
                where = (n[tap.valid], c) + tuple(i[tap.valid] for i in tap.index)
                np.add.at(grad_input, where, (tap.weight * g)[tap.valid])
                np.add.at(input_magnitude, where, (np.abs(g) * error)[tap.valid])
                np.add.at(terms, where, 1)
            values = _values(input, tap)
            size = np.sum(np.abs(values * grad_output), axis=1)
            for a in range(k):
                if mode != "nearest":
                    grads[..., a] += np.sum(values * grad_output * tap.d[a][:, None], axis=1)
                # The derivative weights are slopes of the weights; their own error
                # follows the coordinate's (second derivatives are at most 4.5).
                grid_magnitude[..., a] += size * ((summed + 2) * np.abs(tap.d[a]) + 4 + 10 * st.scale)
        mult = np.stack(st.mult, axis=-1)
        grad_grid = grads * mult if mode != "nearest" else grads
        grid_magnitude *= np.abs(mult)
    # Each pixel's sum of `terms` contributions, rounded in the accumulator.
    input_magnitude *= terms + 1
    return Backward(grad_input, grad_grid, np.nan_to_num(input_magnitude, nan=0.0),
                    np.nan_to_num(grid_magnitude, nan=0.0))


# ---- verification cases. Each SKU runs every padding mode and align_corners setting (runtime params)
# on two small problems, one with 1-pixel extents. Grids reach past the
# input on every side (exercising each padding mode) and include NaN, infinite
# and huge coordinates, which must stay in bounds. Finite coordinates are kept
# a little away from the points where the result is not smooth in them
# (integers, half-integers in pixel space), so that rounding the coordinate in
# the compute type cannot cross one.

SHAPES = ((2, 3, 5, 7, 4, 6), (1, 2, 1, 3, 2, 3))   # N, C, IH, IW, OH, OW
SHAPES_3D = ((2, 3, 3, 4, 5, 2, 3, 4), (1, 2, 1, 1, 3, 2, 2, 2))   # N, C, ID, IH, IW, OD, OH, OW
RUNTIME = tuple(itertools.product(("zeros", "border", "reflection"), (False, True)))
MARGIN = 0.04   # pixels between a finite coordinate and the nearest non-smooth point


def extent_names(shape) -> dict:
    """The catalog's dims of a (N, C, *in, *out) shape, 2-D or 3-D."""
    spatial = ("depth", "height", "width")[-((len(shape) - 2) // 2):]
    names = ("batch", "channels") + tuple(f"in_{d}" for d in spatial) + tuple(f"out_{d}" for d in spatial)
    return dict(zip(names, shape))


def _huge(element: str) -> float:
    return 6e4 if element == "f16" else 1e30


def _pixel(g, size, align_corners: bool):
    return (g + 1) / 2 * (size - 1) if align_corners else ((g + 1) * size - 1) / 2


def _near_kink(pixel):
    """Within MARGIN of an integer or a half-integer."""
    return np.abs(2 * pixel - np.rint(2 * pixel)) < 2 * MARGIN


def make_grid(rng, shape, element: str, padding_mode: str, align_corners: bool, special: bool = True):
    """A grid of `element` values, [N, *out, k], reaching ~2 pixels past every edge, for a
    (N, C, *in, *out) shape with k spatial dims."""
    k = (len(shape) - 2) // 2
    batch, sizes, out = shape[0], np.array(shape[2:2 + k][::-1]), shape[2 + k:]
    grid = np.zeros((batch, *out, k), dtypes.numpy_dtype(element))
    reach = np.broadcast_to(1 + 4.0 / sizes, grid.shape).copy()    # about 2 pixels beyond the edges
    if special and padding_mode == "reflection":
        # Far coordinates reflect many times. (Huge ones would land wherever
        # the compute type's rounding puts them, so they are for the other modes.)
        for location, axis in ((3, 0), (4, 1), (5, 2))[:k]:
            reach.reshape(-1, k)[location, axis] = 60
    todo = np.ones(grid.shape, bool)
    while todo.any():
        drawn = (rng.uniform(-1, 1, grid.shape) * reach).astype(grid.dtype)
        grid[todo] = drawn[todo]
        pixel = _pixel(grid.astype(np.float64), sizes, align_corners)
        todo = _near_kink(pixel) & (sizes > 1 if align_corners else True)
    if special:
        flat = grid.reshape(-1, k)   # z (3-D) gets a NaN and a huge value of its own
        specials = [(0, 0, np.nan), (1, 1, np.inf), (2, 0, -np.inf), (1, 2, np.nan)][:3 + (k == 3)]
        if padding_mode != "reflection":
            specials += [(3, 0, _huge(element)), (4, 1, -_huge(element)), (5, 2, -_huge(element))][:k]
        for location, axis, value in specials:
            flat[location, axis] = value
    return grid


def _cases(sku, rng):
    """Per shape and runtime setting: (label, descriptor fields, input, grid)."""
    element = dtypes.numpy_dtype(sku.element)
    shapes = SHAPES_3D if sku.op.startswith("grid_sample_3d") else SHAPES
    for shape, (padding_mode, align_corners) in itertools.product(shapes, RUNTIME):
        k = (len(shape) - 2) // 2
        input = rng.standard_normal(shape[:2 + k]).astype(element)
        grid = make_grid(rng, shape, sku.element, padding_mode, align_corners)
        fields = dict(extent_names(shape), padding_mode=padding_mode, align_corners=align_corners)
        yield f"(shape={shape}, padding_mode={padding_mode}, align_corners={align_corners})", fields, input, grid


def _atol(sku, magnitude):
    """The bound of `magnitude` (units of eps of the math type), plus the rounding of a result
    below the element's normal range (products of three weights get there in 16 bits)."""
    return eps(sku.precision.math) * magnitude + float(ml_dtypes.finfo(dtypes.numpy_dtype(sku.element)).smallest_subnormal)


def cases_grid_sample(sku, rng):
    mode = sku.mode["mode"]
    for label, fields, input, grid in _cases(sku, rng):
        expected, magnitude = grid_sample(input, grid, mode, fields["padding_mode"], fields["align_corners"])
        yield Case(label, fields, dict(input=input, grid=grid),
                   {"out": Expected(expected, _atol(sku, magnitude), exact=mode == "nearest")})


def cases_grid_sample_backward(sku, rng):
    mode = sku.mode["mode"]
    for label, fields, input, grid in _cases(sku, rng):
        dout = rng.standard_normal(input.shape[:2] + grid.shape[1:-1]).astype(input.dtype)
        expected = grid_sample_backward(dout, input, grid, mode, fields["padding_mode"], fields["align_corners"])
        yield Case(label, fields, dict(dout=dout, input=input, grid=grid),
                   {"dinput": Expected(expected.grad_input, _atol(sku, expected.input_magnitude)),
                    "dgrid": Expected(expected.grad_grid, _atol(sku, expected.grid_magnitude))})


cases_grid_sample_3d = cases_grid_sample
cases_grid_sample_3d_backward = cases_grid_sample_backward


def gradient_inputs_grid_sample(rng, mode, padding_mode, align_corners):
    """Tiny float64 input and grid (skucat.verify.gradients) whose sample points keep MARGIN away
    from the kinks (integers and half-integers in pixels, reflection's edges among them) so that
    central differences do not straddle one; the grid reaches past the edges, where padding acts."""
    shape = (2, 2, 3, 4, 2, 3) if mode != "bicubic" else (1, 2, 4, 4, 2, 2)
    return _gradient_inputs(rng, shape, padding_mode, align_corners)


def gradient_inputs_grid_sample_3d(rng, mode, padding_mode, align_corners):
    return _gradient_inputs(rng, (1, 2, 2, 3, 3, 2, 1, 2), padding_mode, align_corners)


def _gradient_inputs(rng, shape, padding_mode, align_corners):
    k = (len(shape) - 2) // 2
    input = rng.standard_normal(shape[:2 + k])
    return (input, make_grid(rng, shape, "f64", padding_mode, align_corners, special=False)), {}


# ---- `skucat bench`: [8, 32, 64, 64] images (bilinear zeros, nearest border, bicubic reflection) and
# [2, 16, 32, 32, 32] volumes (trilinear zeros, nearest border), against PyTorch

BENCH_MODES = (("bilinear", "zeros"), ("nearest", "border"), ("bicubic", "reflection"))


def _bench_sampling(env, op: str, backward: bool):
    """The cases of `op` (grid_sample or grid_sample_3d), or of its backward against aten's
    grid_sampler_{2,3}d_backward."""
    torch, F = env.torch, env.torch.nn.functional
    shape, modes = (((env.n(8), 32, 64, 64), BENCH_MODES) if op == "grid_sample" else
                    ((env.n(2), 16, 32, 32, 32), BENCH_MODES[:2]))
    grid_shape = (shape[0], *shape[2:], len(shape) - 2)
    (x, t_x), (grid, t_grid), (g, t_g) = env.both(env.normal(*shape), env.rng.uniform(
        -1.1, 1.1, grid_shape).astype(np.float32), env.normal(*shape))
    forward, adjoint = getattr(env.ops, op), getattr(env.ops, f"{op}_backward")
    peer_backward = getattr(torch.ops.aten, f"grid_sampler_{len(shape) - 2}d_backward")
    for mode, padding in modes:
        codes = (("bilinear", "nearest", "bicubic").index(mode), ("zeros", "border", "reflection").index(padding))
        if backward:
            yield env.case(f"{op}_backward f32 {mode} {padding}",
                           lambda mode=mode, padding=padding: adjoint(g, x, grid, mode, padding),
                           lambda codes=codes: peer_backward(t_g, t_x, t_grid, *codes, False, [True, True]), shape)
        else:
            yield env.case(f"{op} f32 {mode} {padding} [{env.label(shape)}]",
                           lambda mode=mode, padding=padding: forward(x, grid, mode, padding),
                           lambda mode=mode, padding=padding: F.grid_sample(t_x, t_grid, mode, padding,
                                                                            align_corners=False), shape)


bench_grid_sample = functools.partial(_bench_sampling, op="grid_sample", backward=False)
bench_grid_sample_backward = functools.partial(_bench_sampling, op="grid_sample", backward=True)
bench_grid_sample_3d = functools.partial(_bench_sampling, op="grid_sample_3d", backward=False)
bench_grid_sample_3d_backward = functools.partial(_bench_sampling, op="grid_sample_3d", backward=True)
