"""Float64 references for softmax, log_softmax and their backwards, along `dim` (the [outer, size,
inner] views of the plans use dim=1), with error magnitudes in units of eps(compute type).

The bounds follow the kernels' arithmetic: each exp(x - max) has a relative error of a few units
plus |x - max| units (from rounding x - max); a sum of n terms is off by up to n units of the sum of
its terms' magnitudes; the final operations add a few units of their operands."""

from __future__ import annotations

import functools

import ml_dtypes
import numpy as np

from .. import dtypes
from ..verify import Case, Expected, eps

SLACK = 8   # units for exp, log, the divisions and the final rounding in the compute type


def _shifted(x, dim):
    """x - max along dim, the weights p = exp(x - max) / sum and log(sum), in float64."""
    x = np.asarray(x, np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        shifted = x - np.max(x, axis=dim, keepdims=True) if x.size else x
        e = np.exp(shifted)
        total = np.sum(e, axis=dim, keepdims=True)
        p = e / total
        log_total = np.log(total)
    return shifted, p, log_total


def _finite(value):
    return np.where(np.isfinite(value), value, 0.0)


def softmax(input, dim=1):
    """(exp(x - max) / sum(exp(x - max)), magnitude); a row with +inf, NaN or only -inf is NaN."""
    shifted, p, _ = _shifted(input, dim)
    n = p.shape[dim] if p.ndim else 1
    spread = np.sum(_finite(p * np.abs(shifted)), axis=dim, keepdims=True)   # sum's terms' |x - max|, weighted
    return p, _finite(p * (np.abs(_finite(shifted)) + spread + n + SLACK))


def log_softmax(input, dim=1):
    """(x - max - log(sum(exp(x - max))), magnitude); -inf stays -inf in a row with finite values."""
    shifted, p, log_total = _shifted(input, dim)
    n = p.shape[dim] if p.ndim else 1
    spread = np.sum(_finite(p * np.abs(shifted)), axis=dim, keepdims=True)
    with np.errstate(invalid="ignore"):
        out = shifted - log_total
    return out, _finite(np.abs(shifted) + np.abs(out) + np.abs(log_total) + spread + n + SLACK)


def softmax_backward(grad_output, output, dim=1):
    """(y * (g - sum(g * y)), magnitude) from the forward's output y."""
    g, y = np.asarray(grad_output, np.float64), np.asarray(output, np.float64)
    n = g.shape[dim] if g.ndim else 1
    dot = np.sum(g * y, axis=dim, keepdims=True)
    terms = np.sum(np.abs(g * y), axis=dim, keepdims=True)
    grad_input = y * (g - dot)
    return grad_input, np.abs(y) * (np.abs(g) + (n + SLACK) * terms) + np.abs(grad_input)


def log_softmax_backward(grad_output, output, dim=1):
    """(g - exp(o) * sum(g), magnitude) from the forward's output o."""
    g, o = np.asarray(grad_output, np.float64), np.asarray(output, np.float64)
    n = g.shape[dim] if g.ndim else 1
    total = np.sum(g, axis=dim, keepdims=True)
    magnitudes = np.sum(np.abs(g), axis=dim, keepdims=True)
    p = np.exp(o)
    grad_input = g - p * total
    return grad_input, np.abs(g) + p * ((n + SLACK) * magnitudes + (np.abs(o) + SLACK) * np.abs(total)) + np.abs(grad_input)


# ---- verification cases: rows longer than a block (threads loop), rows of one item, an empty row,
# strided rows (inner > 1), inputs whose exp overflows without the max subtracted, and rows with
# -inf, +inf and NaN.

SHAPES = ((2, 2500, 2), (5, 37, 1), (2, 1, 3), (2, 0, 3))   # rows of 3 warps, of 1 warp, of 1 item, empty


def _special_rows(element: str) -> np.ndarray:
    big = 3e4 if element == "f16" else 1e4   # exp overflows unless the max is subtracted; 2 * big fits
    inf, nan = np.inf, np.nan
    rows = [[-inf, -inf, -inf, -inf], [inf, 1, 2, 3], [nan, 1, 2, 3], [-inf, 1, 2, -inf],
            [inf, inf, 1, 2], [big, big - 1, -big, 0], [-big, -big, -big, -big], [0.5, 0.5, 0.5, 0.5]]
    return np.asarray(rows)[:, :, None]


def _inputs(sku, rng):
    dtype = dtypes.numpy_dtype(sku.element)
    for shape in SHAPES:
        yield f"{list(shape)}", (rng.standard_normal(shape) * 4).astype(dtype)
    yield "(special rows)", _special_rows(sku.element).astype(dtype)


def _fields(x):
    return dict(zip(("outer", "size", "inner"), x.shape))


def _forward_cases(reference, sku, rng):
    for label, x in _inputs(sku, rng):
        with np.errstate(all="ignore"):
            value, magnitude = reference(x)
        yield Case(label, _fields(x), dict(input=x), {"out": Expected(value, _atol(sku, magnitude))})


def _backward_cases(forward, reference, sku, rng):
    dtype = dtypes.numpy_dtype(sku.element)
    for label, x in _inputs(sku, rng):
        grad_output = rng.standard_normal(x.shape).astype(dtype)
        with np.errstate(all="ignore"):
            output = forward(x)[0].astype(dtype)
            value, magnitude = reference(grad_output, output)
        yield Case(label, _fields(x), dict(grad_output=grad_output, output=output),
                   {"grad_input": Expected(value, _atol(sku, magnitude))})


def _atol(sku, magnitude):
    """The bound in the compute type, plus the rounding of a result below the element's normal range."""
    return eps(sku.precision.math) * magnitude + float(ml_dtypes.finfo(dtypes.numpy_dtype(sku.element)).smallest_subnormal)


def cases_softmax(sku, rng):
    return _forward_cases(softmax, sku, rng)


def cases_log_softmax(sku, rng):
    return _forward_cases(log_softmax, sku, rng)


def cases_softmax_backward(sku, rng):
    return _backward_cases(softmax, softmax_backward, sku, rng)


def cases_log_softmax_backward(sku, rng):
    return _backward_cases(log_softmax, log_softmax_backward, sku, rng)


def gradient_inputs_softmax(rng):
    """A [2, 3, 4] input reduced along its middle dim (skucat.verify.gradients)."""
    return (rng.standard_normal((2, 3, 4)), 1), {}


def gradient_inputs_log_softmax(rng):
    return (rng.standard_normal((2, 3, 4)), -1), {}


# ---- `skucat bench`: over the last dim of [1024, 1024] and over the strided middle dim of
# [16, 512, 64], against PyTorch

def _bench_softmax(env, op: str, backward: bool):
    """The cases of `op` (softmax or log_softmax), or of its backward against aten's
    _<op>_backward_data on PyTorch's forward output."""
    torch, F = env.torch, env.torch.nn.functional
    for shape, dim in (((env.n(1024), 1024), -1), ((env.n(16), 512, 64), 1)):
        (x, t_x), (g, t_g) = env.both(env.normal(*shape), env.normal(*shape))
        if not backward:
            yield env.case(f"{op} f32 [{env.label(shape)}] dim={dim}",
                           lambda dim=dim, x=x: getattr(env.ops, op)(x, dim),
                           lambda dim=dim, t_x=t_x: getattr(F, op)(t_x, dim), shape, moved=(x,))
            continue
        t_out = getattr(F, op)(t_x, dim)
        out = env.back(t_out)
        t_backward = getattr(torch.ops.aten, f"_{op}_backward_data")
        yield env.case(f"{op}_backward f32 [{env.label(shape)}] dim={dim}",
                       lambda out=out, dim=dim, g=g: getattr(env.ops, f"{op}_backward")(g, out, dim, np.float32),
                       lambda t_out=t_out, dim=dim, t_g=t_g: t_backward(t_g, t_out, dim, torch.float32), shape,
                       moved=(g, out))


bench_softmax = functools.partial(_bench_softmax, op="softmax", backward=False)
bench_log_softmax = functools.partial(_bench_softmax, op="log_softmax", backward=False)
bench_softmax_backward = functools.partial(_bench_softmax, op="softmax", backward=True)
bench_log_softmax_backward = functools.partial(_bench_softmax, op="log_softmax", backward=True)
