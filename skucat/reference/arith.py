"""Float64 references for the arith family, on arrays of their own shapes with numpy's
broadcasting, and verification cases for the plans: their `sizes` rows written out dim by dim
(uncollapsed, with extents of 1), which any valid rows may be.

Error bounds, in units of eps(compute type): mul_backward rounds a product; a sum of n
items by T threads is off by at most ceil(n / T) + log2(T) <= n + 8 units of the sum of their
magnitudes (the kernels' fixed order: per-thread runs, then a tree)."""

from __future__ import annotations

import functools
import math

import ml_dtypes
import numpy as np

from .. import dtypes
from ..verify import Case, Expected, eps

SLACK = 8   # units for the tree of a block's partials and the final operations


def _f64(value):
    return np.asarray(value, np.float64)


def sum_to(value, shape):
    """`value` summed over the dims that broadcasting added or repeated to reach its shape from
    `shape` (PyTorch's sum_to_size)."""
    value = _f64(value)
    lead = value.ndim - len(shape)
    repeated = tuple(lead + d for d, extent in enumerate(shape) if extent == 1 and value.shape[lead + d] != 1)
    return np.sum(value, axis=tuple(range(lead)) + repeated, keepdims=True).reshape(shape)


def sum(input, dim):   # noqa: A001  (PyTorch's name)
    """The sum over the dims `dim`, keeping them (extent 1)."""
    return np.sum(_f64(input), axis=tuple(dim), keepdims=True)


def mean(input, dim):
    """The sum over `dim` divided by the items summed: NaN for none (0 / 0)."""
    with np.errstate(invalid="ignore"):
        return sum(input, dim) / math.prod(np.shape(input)[d] for d in dim)


def add_backward(grad_output, input_shape, other_shape, alpha=1.0):
    return sum_to(grad_output, input_shape), alpha * sum_to(grad_output, other_shape)


def mul_backward(grad_output, input, other):
    with np.errstate(invalid="ignore", over="ignore"):
        return sum_to(_f64(grad_output) * _f64(other), np.shape(input)), \
            sum_to(_f64(grad_output) * _f64(input), np.shape(other))


def sum_backward(grad_output, input_shape):
    """grad_output, of the input's shape with 1 in the summed dims, broadcast back to it."""
    return np.broadcast_to(_f64(grad_output), input_shape).copy()


def mean_backward(grad_output, input_shape):
    count = math.prod(input_shape) // max(np.size(grad_output), 1)
    return sum_backward(grad_output, input_shape) / count


# ---- verification cases: broadcasting from the left and in the middle, size-1, empty and rank-8
# shapes, NaN and infinities, numbers as operands; sums of fewer and more than 32 items (one thread
# or one block an output), non-adjacent dims, empty sums and empty results.

BINARY = [((2, 3, 4), (4,)), ((5, 1, 3), (1, 4, 1)), ((), (3, 2)), ((0, 3), (3,)), ((4, 1), (4, 0)),
          ((2, 1, 2, 1, 2, 1, 2, 1), (1, 2, 1, 2, 1, 2, 1, 2)), ((40, 3), (40, 1)), ((3, 40, 2), (40, 1))]
REDUCE = [((3, 40, 5), (1,)), ((7, 5), (0,)), ((2500,), (0,)), ((4, 0, 3), (1,)), ((0, 3), (0,)),
          ((2, 3, 4, 5), (0, 2)), ((6, 7), (0, 1)), ((), ())]


def _rows(full, *shapes) -> np.ndarray:
    """`sizes`: the full shape and each shape padded on the left with 1s, dim by dim."""
    full = tuple(full) or (1,)
    return np.array([full] + [(1,) * (len(full) - len(shape)) + tuple(shape) for shape in shapes], np.int64)


def _values(rng, shape, element, special=False):
    """Normal values of `element`; with special, NaN, infinities and a signed zero among them."""
    values = rng.standard_normal(shape) * 3
    if special and values.size >= 4:
        values.reshape(-1)[:4] = (np.nan, np.inf, -np.inf, -0.0)
    return values.astype(dtypes.numpy_dtype(element))


def _atol(sku, magnitude):
    """The bound in the compute type, plus the rounding of a result below the element's normal range."""
    tiny = float(ml_dtypes.finfo(dtypes.numpy_dtype(sku.element)).smallest_subnormal)
    return eps(sku.precision.math) * np.where(np.isfinite(magnitude), magnitude, 0.0) + tiny


def _reduce_cases(sku, rng, forward):
    for index, (shape, dims) in enumerate(REDUCE):
        x = _values(rng, shape, sku.element, index == 0)
        kept = tuple(1 if d in dims else extent for d, extent in enumerate(shape))
        value = forward(x, dims)
        count = math.prod(shape) // max(math.prod(kept), 1)
        terms = sum(np.abs(_f64(x)), dims)
        magnitude = (count + SLACK) * terms / (max(count, 1) if forward is mean else 1) + np.abs(value)
        fields = dict(numel=x.size, out_numel=math.prod(kept), rank=max(len(shape), 1))
        inputs = dict(input=x.reshape(-1), sizes=_rows(shape, kept))
        yield Case(f"[{shape} over {dims}]", fields, inputs,
                   {"out": Expected(value.reshape(-1), _atol(sku, magnitude.reshape(-1)))})


def cases_sum(sku, rng):
    return _reduce_cases(sku, rng, sum)


def cases_mean(sku, rng):
    return _reduce_cases(sku, rng, mean)


def _binary_backward_cases(sku, rng, backward):
    for index, (a, shape) in enumerate(BINARY):
        x, y = _values(rng, a, sku.element), _values(rng, shape, sku.element)
        alpha = -0.5 if index % 2 else 1.0
        for number in (None, 2.5) if index < 3 and backward is mul_backward else (None,):
            b = shape if number is None else ()   # a number is a 0-d operand
            full = np.broadcast_shapes(a, b)
            grad = _values(rng, full, sku.element, index == 2)
            fields = dict(numel=grad.size, input_numel=x.size, other_numel=1 if number is not None else y.size,
                          rank=max(len(full), 1), has_other=number is None)
            inputs = dict(grad_output=grad.reshape(-1), sizes=_rows(full, a, b))
            g = np.abs(_f64(grad))
            if backward is add_backward:
                fields["alpha"] = alpha
                values = add_backward(grad, a, b, alpha)
                magnitudes = sum_to(g, a), abs(alpha) * sum_to(g, b)
                counts = (grad.size // max(x.size, 1), grad.size // max(y.size, 1))
            else:
                fields["scalar"] = number or 0.0
                inputs["input"] = x.reshape(-1)
                other = y if number is None else np.float64(number)
                if number is None:
                    inputs["other"] = y.reshape(-1)
                values = mul_backward(grad, x, other)
                magnitudes = sum_to(g * np.abs(_f64(other)), a), sum_to(g * np.abs(_f64(x)), b)
                counts = (grad.size // max(x.size, 1), grad.size // max(y.size, 1))
            expected = {}
            for name, value, magnitude, count in zip(("grad_input", "grad_other"), values, magnitudes, counts):
                if name == "grad_other" and number is not None:
                    continue
                bound = (count + SLACK) * magnitude + np.abs(value)
                expected[name] = Expected(value.reshape(-1), _atol(sku, bound.reshape(-1)))
            yield Case(f"[{a} {shape if number is None else number}]", fields, inputs, expected)


def cases_add_backward(sku, rng):
    return _binary_backward_cases(sku, rng, add_backward)


def cases_mul_backward(sku, rng):
    return _binary_backward_cases(sku, rng, mul_backward)


def _expand_cases(sku, rng, backward):
    for index, (shape, dims) in enumerate(REDUCE):
        kept = tuple(1 if d in dims else extent for d, extent in enumerate(shape))
        grad = _values(rng, kept, sku.element, index == 0)
        value = backward(grad, shape)
        fields = dict(numel=math.prod(shape), grad_numel=grad.size, rank=max(len(shape), 1))
        inputs = dict(grad_output=grad.reshape(-1), sizes=_rows(shape, kept))
        expected = Expected(value.reshape(-1), exact=True) if backward is sum_backward else \
            Expected(value.reshape(-1), _atol(sku, np.abs(value).reshape(-1)))
        yield Case(f"[{shape} over {dims}]", fields, inputs, {"grad_input": expected})


def cases_sum_backward(sku, rng):
    return _expand_cases(sku, rng, sum_backward)


def cases_mean_backward(sku, rng):
    return _expand_cases(sku, rng, mean_backward)


# ---- gradient inputs (skucat.verify.gradients): a reduction over a negative dim and a tuple of dims.

def gradient_inputs_sum(rng):
    return (rng.standard_normal((2, 3, 4)), (0, -1)), {"keepdim": True}


def gradient_inputs_mean(rng):
    return (rng.standard_normal((2, 3, 4)), -2), {}


# ---- `skucat bench`: a [4096, 1024] activation with a bias row and a per-row scale (broadcast) for
# the backwards of add and mul, sums and means over its last dim, its first (strided) and all of it,
# against PyTorch. PyTorch's
# backward peers are what its autograd runs: sum_to_size of the gradient (times the other operand
# for mul) and, for sum and mean, the expanded gradient, materialised as ours is.

def _bench_activation(env):
    """(rows, cols, x as numpy, (ours, peer) of x, a gradient, a bias row and a per-row scale)."""
    rows, cols = env.n(4096), 1024
    x = env.normal(rows, cols)
    return rows, cols, x, env.both(x, env.normal(rows, cols), env.normal(cols), env.normal(rows, 1))


def bench_add_backward(env):
    rows, cols, _, (_, (g, t_g), _, _) = _bench_activation(env)
    yield env.case("add_backward f32", lambda: env.ops.add_backward(g, (rows, cols), (cols,)),
                   lambda: (t_g.clone(), t_g.sum_to_size(cols)), (rows, cols), moved=(g,))


def bench_mul_backward(env):
    rows, cols, _, ((x, t_x), (g, t_g), _, (s, t_s)) = _bench_activation(env)
    yield env.case("mul_backward f32", lambda: env.ops.mul_backward(g, x, s),
                   lambda: ((t_g * t_s).sum_to_size(rows, cols), (t_g * t_x).sum_to_size(rows, 1)), (rows, cols),
                   moved=(g, x, s))


BENCH_DIMS = (-1, 0, None)


def _bench_reduction(env, op: str, backward: bool):
    """The cases of `op` (sum or mean) over each of BENCH_DIMS, or of its backward on PyTorch's
    forward output."""
    rows, cols, x_numpy, ((x, t_x), _, _, _) = _bench_activation(env)
    shape = (rows, cols)
    reduce = getattr(env.torch, op)
    for dim in BENCH_DIMS:
        if not backward:
            yield env.case(f"{op} f32 [{rows}x{cols}] dim={dim}", lambda dim=dim: getattr(env.ops, op)(x, dim),
                           lambda dim=dim: reduce(t_x, dim) if dim is not None else reduce(t_x), shape, moved=(x,))
            continue
        t_r = reduce(t_x, dim) if dim is not None else reduce(t_x)
        r = env.back(t_r)
        kept = (rows, 1) if dim == -1 else (1, cols) if dim == 0 else (1, 1)
        count = 1 if op == "sum" else x_numpy.size // max(1, t_r.numel())
        yield env.case(f"{op}_backward f32 dim={dim}",
                       lambda r=r, dim=dim: getattr(env.ops, f"{op}_backward")(r, shape, dim),
                       lambda t_r=t_r, kept=kept, count=count: (t_r.reshape(kept).expand(rows, cols) / count
                                                                if count > 1 else
                                                                t_r.reshape(kept).expand(rows, cols).clone()),
                       shape, moved=(r,))


bench_sum = functools.partial(_bench_reduction, op="sum", backward=False)
bench_mean = functools.partial(_bench_reduction, op="mean", backward=False)
bench_sum_backward = functools.partial(_bench_reduction, op="sum", backward=True)
bench_mean_backward = functools.partial(_bench_reduction, op="mean", backward=True)
