"""Float64 references for layer_norm, rms_norm and their backwards over [rows, cols], with
error bounds from what each result is made of (sums of `terms` values in the compute type)."""

from __future__ import annotations

import math

import ml_dtypes
import numpy as np

from .. import dtypes
from ..verify import Case, Expected, eps

CHUNK_ROWS = 32   # catalog.yaml's chunk_rows: the length of each ordered partial sum


def statistics(x, centred: bool, eps_value: float):
    """(mean, rstd) per row in float64 (mean 0 when not centred): two passes, as exact as float64."""
    x = np.asarray(x, np.float64)
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        mean = x.mean(axis=1) if centred and x.shape[1] else np.zeros(x.shape[0])
        var = ((x - mean[:, None]) ** 2).mean(axis=1) if x.shape[1] else np.full(x.shape[0], np.nan)
        rstd = 1 / np.sqrt(var + eps_value)
    return mean, rstd


def _terms(cols: int) -> int:
    """Roundings a block-reduced row sum goes through: the strided per-thread sums (a block has at
    least one warp), the warp and block trees (at most 256 threads), and slack for the division
    and square root."""
    return -(-cols // 32) + 8 + 4


def _forward(x, weight, bias, eps_value, centred: bool, compute: str):
    x = np.asarray(x, np.float64)
    mean, rstd = statistics(x, centred, eps_value)
    w = np.ones(x.shape[1]) if weight is None else np.asarray(weight, np.float64)
    b = np.zeros(x.shape[1]) if bias is None else np.asarray(bias, np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        xhat = (x - mean[:, None]) * rstd[:, None]
        out = xhat * w + b
        unit, k = eps(compute), _terms(x.shape[1])
        scale = np.abs(x).mean(axis=1) if x.shape[1] else np.zeros(x.shape[0])
        # An error in the mean shifts every xhat by it times rstd; the variance's error scales xhat.
        shift = k * unit * scale * rstd
        atol = ((shift[:, None] + (k + 3) * unit * np.abs(xhat)) * np.abs(w) + 3 * unit * np.abs(b))
        outputs = {"out": (out, atol), "rstd": (rstd, k * unit * rstd)}
        if centred:
            outputs["mean"] = (mean, k * unit * scale)
    return outputs


def _backward(grad_out, x, mean, rstd, weight, centred: bool, compute: str, want_input, want_weight, want_bias):
    """The gradients for the given (already rounded) mean and rstd, with their error bounds."""
    dy, x = np.asarray(grad_out, np.float64), np.asarray(x, np.float64)
    rows, cols = x.shape
    mean = np.zeros(rows) if mean is None else np.asarray(mean, np.float64)
    rstd = np.asarray(rstd, np.float64)
    w = np.ones(cols) if weight is None else np.asarray(weight, np.float64)
    unit, k = eps(compute), _terms(cols)
    outputs = {}
    with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
        xhat = (x - mean[:, None]) * rstd[:, None]
        g = dy * w
        if want_input:
            mean_g = g.mean(axis=1) if centred else np.zeros(rows)
            mean_gx = (g * xhat).mean(axis=1)
            grad_input = rstd[:, None] * (g - mean_g[:, None] - xhat * mean_gx[:, None])
            mean_abs_g = np.abs(g).mean(axis=1) if centred else np.zeros(rows)
            mean_abs_gx = np.abs(g * xhat).mean(axis=1)
            atol = unit * rstd[:, None] * (4 * np.abs(g) + k * mean_abs_g[:, None]
                                           + (k + 4) * np.abs(xhat) * mean_abs_gx[:, None]
                                           + 3 * np.abs(xhat) * np.abs(mean_gx)[:, None])
            outputs["grad_input"] = (grad_input, atol)
        chunks = -(-rows // CHUNK_ROWS)
        if want_weight:
            outputs["grad_weight"] = ((dy * xhat).sum(axis=0),
                                      (CHUNK_ROWS + chunks + 4) * unit * np.abs(dy * xhat).sum(axis=0))
        if want_bias:
            outputs["grad_bias"] = (dy.sum(axis=0), (CHUNK_ROWS + chunks + 1) * unit * np.abs(dy).sum(axis=0))
    return outputs


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-5):
    """out as torch.nn.functional.layer_norm, in float64."""
    shape = (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
    x = np.asarray(input, np.float64)
    rows = x.reshape(-1, math.prod(shape))
    flat = lambda p: None if p is None else np.asarray(p, np.float64).reshape(-1)  # noqa: E731
    return _forward(rows, flat(weight), flat(bias), eps, True, "f64")["out"][0].reshape(x.shape)


def rms_norm(input, normalized_shape, weight=None, eps=None):
    """out as torch.nn.functional.rms_norm, in float64 (eps None: float64's epsilon)."""
    shape = (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
    x = np.asarray(input, np.float64)
    rows = x.reshape(-1, math.prod(shape))
    flat = None if weight is None else np.asarray(weight, np.float64).reshape(-1)
    epsilon = np.finfo(np.float64).eps if eps is None else eps
    return _forward(rows, flat, None, epsilon, False, "f64")["out"][0].reshape(x.shape)


# ---- verification cases: long and short rows, no rows, one column, constant rows, a large mean
# (where E[x^2] - E[x]^2 cancels), eps at both extremes, non-finite values, and every flag.


def large_mean_row(rng, element: str, cols: int):
    """1e4 plus noise a few of the element's steps wide there (so that the noise survives rounding
    to the element): E[x^2] - E[x]^2 would cancel most of the compute type's digits."""
    return 1e4 + max(1.0, 4e4 * eps(element)) * rng.standard_normal(cols)


def _rows(rng, element, rows, cols, kind="normal"):
    x = rng.standard_normal((rows, cols))
    if kind == "special" and rows >= 6:
        x[0] = 3.25                                  # constant: variance 0
        x[1] = large_mean_row(rng, element, cols)
        x[2, cols // 2] = np.nan
        x[3, 0] = np.inf
        x[4, -1] = -np.inf
        x[5] *= 1e-3                                 # small values: eps matters
    return x.astype(dtypes.numpy_dtype(element))


def _expected(outputs, element: str):
    """Where a bound is not finite (a row with inf or NaN) the value must match exactly, up to the
    element's subnormal spacing (a tiny result rounds to it absolutely, not relatively)."""
    tiny = float(ml_dtypes.finfo(dtypes.numpy_dtype(element)).smallest_subnormal)
    return {name: Expected(value, np.nan_to_num(atol, nan=0.0, posinf=0.0) + tiny)
            for name, (value, atol) in outputs.items()}


# Rows of 3 warps' and of 8 warps' work (a block's threads grow with cols), one column, no rows.
_SHAPES = ((37, 1100), (5, 1), (0, 7), (9, 64), (2, 4100))


def _forward_cases(sku, rng, centred: bool):
    compute = dtypes.DTYPES[sku.element].compute
    param = dtypes.numpy_dtype(sku.aux)   # weight's and bias's: the element's, or f32 (mixed)
    for (rows, cols), eps_value, affine, kind in (
            (_SHAPES[0], 1e-5 if centred else None, True, "normal"), (_SHAPES[1], 1e-5, True, "normal"), (_SHAPES[2], 1e-5, True, "normal"),
            (_SHAPES[3], 1e-12, False, "special"), (_SHAPES[3], 1e3, True, "special"), (_SHAPES[4], 1e-5, True, "normal")):
        x = _rows(rng, sku.element, rows, cols, kind)
        weight = rng.standard_normal(cols).astype(param) if affine else None
        bias = rng.standard_normal(cols).astype(param) if affine and centred else None
        stored = lambda p: None if p is None else p.astype(np.float64)  # noqa: E731
        epsilon = eps(compute) if eps_value is None else eps_value   # rms_norm's default, as the catalog's let
        outputs = _forward(x.astype(np.float64), stored(weight), stored(bias), epsilon, centred, compute)
        fields = dict(rows=rows, cols=cols, eps=eps_value, has_weight=affine)
        inputs = dict(input=x, weight=weight)
        if centred:
            fields["has_bias"] = affine
            inputs["bias"] = bias
        yield Case(f"(rows={rows}, cols={cols}, eps={eps_value}, {kind})", fields, inputs,
                   _expected(outputs, sku.element))


def _backward_cases(sku, rng, centred: bool):
    compute = dtypes.DTYPES[sku.element].compute
    element, compute_dtype, param = (dtypes.numpy_dtype(name) for name in (sku.element, compute, sku.aux))
    masks = ((True, True, True), (False, True, False), (True, False, True), (True, True, False))
    for (rows, cols), (want_input, want_weight, want_bias), has_weight in zip(
            _SHAPES[:4] + ((70, 33), _SHAPES[4]), masks + ((False, True, True), (True, True, True)),
            (True, True, False, True, True, True)):
        want_weight = want_weight and has_weight
        want_bias = want_bias and centred
        x = _rows(rng, sku.element, rows, cols)
        dy = rng.standard_normal((rows, cols)).astype(element)
        weight = rng.standard_normal(cols).astype(param) if has_weight else None
        mean, rstd = statistics(x, centred, 1e-5)
        mean, rstd = mean.astype(compute_dtype), rstd.astype(compute_dtype)   # as the forward saved them
        outputs = _backward(dy, x, mean if centred else None, rstd, weight, centred, compute,
                            want_input, want_weight, want_bias)
        fields = dict(rows=rows, cols=cols, has_weight=has_weight, want_input=want_input, want_weight=want_weight)
        inputs = dict(grad_out=dy, input=x, rstd=rstd, weight=weight)
        if centred:
            fields["want_bias"] = want_bias
            inputs["mean"] = mean
        yield Case(f"(rows={rows}, cols={cols}, mask={want_input, want_weight, want_bias})", fields, inputs,
                   _expected(outputs, sku.element))


def cases_layer_norm(sku, rng):
    return _forward_cases(sku, rng, True)


def cases_rms_norm(sku, rng):
    return _forward_cases(sku, rng, False)


def cases_layer_norm_backward(sku, rng):
    return _backward_cases(sku, rng, True)


def cases_rms_norm_backward(sku, rng):
    return _backward_cases(sku, rng, False)


def gradient_inputs_layer_norm(rng, has_weight, has_bias):
    """A [2, 3, 4] input normalized over its last two extents, with or without weight and bias
    (skucat.verify.gradients)."""
    x = rng.standard_normal((2, 3, 4))
    weight = rng.standard_normal((3, 4)) if has_weight else None
    bias = rng.standard_normal((3, 4)) if has_bias else None
    return (x, (3, 4), weight, bias), {"eps": 1e-3}


def gradient_inputs_rms_norm(rng, has_weight):
    x = rng.standard_normal((3, 5))
    return (x, (5,), rng.standard_normal(5) if has_weight else None), {"eps": 1e-3}


# ---- `skucat bench`: 2048 rows of 1024 (a batch of tokens), against PyTorch

def _bench_rows(env):
    """(rows, cols, x as numpy, (ours, peer) of x, a gradient, a weight and a bias)."""
    rows, cols = env.n(2048), 1024
    x = env.normal(rows, cols)
    return rows, cols, x, env.both(x, env.normal(rows, cols), env.normal(cols), env.normal(cols))


def bench_layer_norm(env):
    F = env.torch.nn.functional
    rows, cols, _, ((x, t_x), _, (w, t_w), (b, t_b)) = _bench_rows(env)
    yield env.case(f"layer_norm f32 [{rows}x{cols}]", lambda: env.ops.layer_norm(x, (cols,), w, b),
                   lambda: F.layer_norm(t_x, (cols,), t_w, t_b), (rows, cols), moved=(x, w, b))
    x16, t_x16, half = _bf16(env, x, t_x)
    yield env.case(f"layer_norm bf16, f32 weight and bias [{rows}x{cols}]",
                   lambda: env.ops.layer_norm(x16, (cols,), w, b), lambda: F.layer_norm(t_x16, (cols,), t_w, t_b),
                   (rows, cols), dtype="bf16", moved=(x16, w, b), compare=half)


def _bf16(env, x, t_x):
    """x in bf16 on both sides: a mixed-type input (its weight and bias stay f32), and a compare= that
    gives bf16 results as f16 (exact, within its range), which tests/test_peers.py checks with f16's
    tolerance (an ulp of bf16 where a value rounds either way)."""
    half = lambda ours, peer: (env.numpy(ours).astype(np.float16), peer.to(env.torch.float16))  # noqa: E731
    return env.ops.to(x, "bf16"), t_x.to(env.torch.bfloat16), half


def bench_layer_norm_backward(env):
    aten = env.torch.ops.aten
    rows, cols, _, ((x, t_x), (g, t_g), (w, t_w), (b, t_b)) = _bench_rows(env)
    _, t_mean, t_rstd = aten.native_layer_norm(t_x, [cols], t_w, t_b, 1e-5)
    mean, rstd = env.back(t_mean), env.back(t_rstd)
    yield env.case("layer_norm_backward f32",
                   lambda: env.ops.layer_norm_backward(g, x, (cols,), mean, rstd, w, b, (True, True, True)),
                   lambda: aten.native_layer_norm_backward(t_g, t_x, [cols], t_mean, t_rstd, t_w, t_b,
                                                           [True, True, True]), (rows, cols),
                   moved=(g, x, mean, rstd, w))
    (x16, t_x16, half), (g16, t_g16, _) = _bf16(env, x, t_x), _bf16(env, g, t_g)
    # f32, as aten saves a mix's (PyTorch's CUDA build refuses the mix: its statistics are the CPU's)
    on_cpu = aten.native_layer_norm(t_x16.cpu(), [cols], t_w.cpu(), t_b.cpu(), 1e-5)
    _, t_mean, t_rstd = (t.to(env.device) for t in on_cpu)
    mean, rstd = env.back(t_mean), env.back(t_rstd)
    # grad_input compared: PyTorch sums a mix's grad_weight and grad_bias row by row in bf16 (ours in f32)
    yield env.case("layer_norm_backward bf16, f32 weight and bias",
                   lambda: env.ops.layer_norm_backward(g16, x16, (cols,), mean, rstd, w, b, (True, True, True)),
                   lambda: aten.native_layer_norm_backward(t_g16, t_x16, [cols], t_mean, t_rstd, t_w, t_b,
                                                           [True, True, True]), (rows, cols), dtype="bf16",
                   moved=(g16, x16, mean, rstd, w), compare=lambda ours, peer: half(ours[0], peer[0]))


def bench_rms_norm(env):
    F = env.torch.nn.functional
    rows, cols, _, ((x, t_x), _, (w, t_w), _) = _bench_rows(env)
    yield env.case(f"rms_norm f32 [{rows}x{cols}]", lambda: env.ops.rms_norm(x, (cols,), w),
                   lambda: F.rms_norm(t_x, (cols,), t_w), (rows, cols), moved=(x, w))


def bench_rms_norm_backward(env):
    """PyTorch has no fused RMS norm backward: its peer is autograd through F.rms_norm."""
    torch, F = env.torch, env.torch.nn.functional
    rows, cols, x_numpy, ((x, t_x), (g, t_g), (w, t_w), _) = _bench_rows(env)
    t_leaf, t_w_leaf = t_x.clone().requires_grad_(), t_w.clone().requires_grad_()
    t_out = F.rms_norm(t_leaf, (cols,), t_w_leaf)
    rstd = env.ours((1 / np.sqrt((x_numpy.astype(np.float64) ** 2).mean(axis=1) + np.finfo(np.float32).eps))
                    .astype(np.float32))
    yield env.case("rms_norm_backward f32", lambda: env.ops.rms_norm_backward(g, x, (cols,), rstd, w, (True, True)),
                   lambda: torch.autograd.grad(t_out, (t_leaf, t_w_leaf), t_g, retain_graph=True), (rows, cols),
                   moved=(g, x, rstd, w))
