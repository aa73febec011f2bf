"""Float64 references for embedding, its backward and embedding_renorm."""

from __future__ import annotations

import numpy as np

from .. import dtypes
from ..verify import Case, Expected, eps


def embedding(indices, weight):
    """out[..., :] = weight[indices[...], :]; rows whose index is out of range are zeros."""
    weight = np.asarray(weight, np.float64)
    indices = np.asarray(indices, np.int64)
    valid = (indices >= 0) & (indices < weight.shape[0])
    out = np.zeros(indices.shape + (weight.shape[1],))
    out[valid] = weight[indices[valid]]
    return out


def embedding_backward(grad_output, indices, num_weights, padding_idx=None, scale_grad_by_freq=False):
    """Returns (grad_weight, magnitude): the gradient, and per element the sum of
    |contributions| it is made of (what accumulation error is proportional to)."""
    indices = np.asarray(indices, np.int64).reshape(-1)
    grad_output = np.asarray(grad_output, np.float64).reshape(indices.size, -1)
    grad = np.zeros((num_weights, grad_output.shape[1]))
    magnitude = np.zeros_like(grad)
    counts = np.zeros(num_weights)
    for row in indices:
        if 0 <= row < num_weights:
            counts[row] += 1
    pad = None if padding_idx is None else padding_idx % num_weights
    for n, row in enumerate(indices):
        if not 0 <= row < num_weights or row == pad:
            continue
        contribution = grad_output[n] / counts[row] if scale_grad_by_freq else grad_output[n]
        grad[row] += contribution
        magnitude[row] += np.abs(contribution)
    return grad, magnitude


def _norm(row, norm_type):
    values = np.abs(row)
    if norm_type == np.inf:
        return values.max(initial=0.0)
    if norm_type == -np.inf:
        return values.min(initial=np.inf)
    if norm_type == 0:
        return float(np.count_nonzero(values))
    return (values ** norm_type).sum() ** (1.0 / norm_type)


def embedding_renorm(weight, indices, max_norm, norm_type=2.0):
    """A new weight: each distinct looked-up row whose p-norm exceeds max_norm, times
    max_norm / (norm + 1e-7); torch.norm's p = inf, -inf and 0 included."""
    weight = np.array(weight, np.float64)
    for row in np.unique(np.asarray(indices, np.int64)):
        norm = _norm(weight[row], norm_type)
        if norm > max_norm:
            weight[row] *= max_norm / (norm + 1e-7)
    return weight


# ---- verification cases: every row, repeats on purpose (atomic collisions), and indices out of
# range, which the kernels must skip without touching memory.

V, D, N = 37, 19, 203
OUT_OF_RANGE = (-1, V, -7, 10 * V)


def _indices(rng, aux: str):
    rows = np.concatenate([np.arange(V), rng.integers(0, V, N - V - len(OUT_OF_RANGE)), OUT_OF_RANGE])
    return rng.permutation(rows).astype(dtypes.numpy_dtype(aux))


def cases_embedding(sku, rng):
    dtype = np.dtype(dtypes.numpy_dtype(sku.element))
    # an integer table over its whole range, its extremes included
    weight = (rng.integers(np.iinfo(dtype).min, np.iinfo(dtype).max, (V, D), dtype=dtype, endpoint=True)
              if dtype.kind in "iu" else rng.standard_normal((V, D)).astype(dtype))
    indices = _indices(rng, sku.aux)
    yield Case("", dict(num_weights=V, embedding_dim=D, num_indices=N, padding_idx=3),
               dict(weight=weight, indices=indices), {"out": Expected(embedding(indices, weight), exact=True)})


def cases_embedding_backward(sku, rng):
    for padding_idx, scale in ((None, False), (-2, True)):
        dout = rng.standard_normal((N, D)).astype(dtypes.numpy_dtype(sku.element))
        indices = _indices(rng, sku.aux)
        expected, magnitude = embedding_backward(dout, indices, V, padding_idx, scale)
        terms = np.bincount(indices[(indices >= 0) & (indices < V)].astype(np.int64), minlength=V).max()
        # Sum of `terms` values rounded in the accumulator, then one rounding to the element.
        atol = 2 * terms * eps(sku.precision.accumulate) * magnitude
        yield Case(f"(padding_idx={padding_idx}, scale={scale})",
                   dict(num_weights=V, embedding_dim=D, num_indices=N, padding_idx=padding_idx,
                        scale_grad_by_freq=scale),
                   dict(dout=dout, indices=indices), {"dweight": Expected(expected, atol)})


def cases_embedding_renorm(sku, rng):
    """Repeated rows, rows with zeros, norms a factor 16 apart, for the p-norms torch.norm
    special-cases and a general one; max_norm sits mid-way in the widest gap between row norms
    (the comparison is a step: no row may be within rounding of it)."""
    indices = rng.permutation(np.concatenate([np.arange(0, V, 2), rng.integers(0, V, 40)]))
    indices = indices.astype(dtypes.numpy_dtype(sku.aux))
    for norm_type in (2.0, 1.0, np.inf, -np.inf, 0.0, 3.5):
        weight = rng.standard_normal((V, D)) * rng.choice([0.25, 4.0], (V, 1))
        weight[::2] *= rng.random(((V + 1) // 2, D)) > 0.5
        weight = weight.astype(dtypes.numpy_dtype(sku.element))
        norms = np.unique([_norm(row, norm_type) for row in weight.astype(np.float64)])
        gap = np.argmax(np.diff(norms) / norms[1:])
        max_norm = float(norms[gap] + norms[gap + 1]) / 2
        expected = embedding_renorm(weight, indices, max_norm, norm_type)
        # The norm is summed in the compute type over D terms; one rounding to the element.
        atol = (D + 2) * eps(sku.precision.math) * np.abs(expected)
        yield Case(f"(norm_type={norm_type})", dict(num_weights=V, embedding_dim=D, num_indices=indices.size,
                                                    max_norm=max_norm, norm_type=norm_type),
                   dict(weight=weight, indices=indices), {"weight": Expected(expected, atol)})


def gradient_inputs_embedding(rng, scale_grad_by_freq):
    """A [5, 3] table and indices with a repeated row (skucat.verify.gradients); with
    scale_grad_by_freq also a padding_idx (both make the gradient PyTorch's estimator)."""
    indices = np.array([[1, 3, 1], [4, 0, 3]])
    return (indices, rng.standard_normal((5, 3))), {"padding_idx": -1 if scale_grad_by_freq else None}


def gradient_surrogate_embedding(arguments):
    """PyTorch's estimator as a derivative: each looked-up row times 0 for padding_idx and, with
    scale_grad_by_freq, 1 / how often its index occurs."""
    indices = np.asarray(arguments["input"], np.int64)
    num_weights = np.shape(arguments["weight"])[0]
    factor = np.ones(indices.shape)
    if arguments["scale_grad_by_freq"]:
        factor /= np.bincount(indices.reshape(-1), minlength=num_weights)[indices]
    if arguments["padding_idx"] is not None:
        factor[indices == arguments["padding_idx"] % num_weights] = 0
    return lambda a: np.asarray(a["weight"], np.float64)[indices] * factor[..., None]


# ---- `skucat bench`: 65536 lookups into a 50000x128 table, against PyTorch

def _bench_lookups(env):
    """(V, D, N, table, indices)."""
    V, D, N = env.n(50_000), 128, env.n(65_536)
    return V, D, N, env.normal(V, D), env.rng.integers(0, V, N).astype(np.int64)


# Why tests/test_peers.py cannot compare the in-place cases.
_BENCH_IN_PLACE = ("in place, and on the host the two sides share the table (Env.both): the second to run sees "
                   "the first's update")


def bench_embedding(env):
    F = env.torch.nn.functional
    V, D, N, table, indices = _bench_lookups(env)
    (w, t_w), (i, t_i) = env.both(table, indices)
    yield env.case(f"embedding f32 [{N} of {V}x{D}]", lambda: env.ops.embedding(i, w),
                   lambda: F.embedding(t_i, t_w), (N, D), moved=(i, N * D * 4))   # the rows read
    # In place: after the first call the rows are within max_norm, so both sides then only take norms.
    yield env.case("embedding f32 max_norm=1", lambda: env.ops.embedding(i, w, max_norm=1.0),
                   lambda: F.embedding(t_i, t_w, max_norm=1.0), (N, D), moved=(i, N * D * 4),
                   uncompared=_BENCH_IN_PLACE)


def bench_embedding_renorm(env):
    torch = env.torch
    V, D, N, table, indices = _bench_lookups(env)
    (w, t_w), (i, t_i) = env.both(table, indices)
    yield env.case(f"embedding_renorm f32 [{N} of {V}x{D}] max_norm=1",
                   lambda: env.ops.embedding_renorm(w, i, 1.0, 2.0),
                   lambda: torch.embedding_renorm_(t_w, t_i, 1.0, 2.0), (V, D), uncompared=_BENCH_IN_PLACE)


def bench_embedding_backward(env):
    aten = env.torch.ops.aten
    V, D, N, _, indices = _bench_lookups(env)
    (g, t_g), (i, t_i) = env.both(env.normal(N, D), indices)
    for scaled in (False, True):
        yield env.case("embedding_backward f32" + " scale_grad_by_freq" * scaled,
                       lambda scaled=scaled: env.ops.embedding_backward(g, i, V, scale_grad_by_freq=scaled),
                       lambda scaled=scaled: aten.embedding_backward(t_g, t_i, V, -1, scaled, False), (N, D),
                       moved=(g, i))
