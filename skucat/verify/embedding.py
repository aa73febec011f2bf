"""Verification cases of the embedding family."""

from __future__ import annotations

import numpy as np

from .. import dtypes
from ..reference import embedding as reference
from ..types import Workspace
from . import Comparison, eps, select_exact

V, D, N = 37, 19, 203


OUT_OF_RANGE = (-1, V, -7, 10 * V)


def _indices(rng, aux: str):
    # Every row, repeats on purpose (atomic collisions), and indices out of
    # range, which the kernels must skip without touching memory.
    rows = np.concatenate([np.arange(V), rng.integers(0, V, N - V - len(OUT_OF_RANGE)), OUT_OF_RANGE])
    return rng.permutation(rows).astype(dtypes.numpy_dtype(aux))


def embedding(plan_class, sku, stream, rng):
    element = dtypes.numpy_dtype(sku.element)
    weight = rng.standard_normal((V, D)).astype(element)
    indices = _indices(rng, sku.aux)
    plan = select_exact(plan_class, stream, plan_class.Descriptor(V, D, N, sku.element, sku.aux, padding_idx=3), sku)
    out = stream.backend.empty((N, D), element)
    args = plan_class.Args(weight=stream.backend.asarray(weight), indices=stream.backend.asarray(indices), out=out)
    plan.run(stream, Workspace.allocate(stream, plan.workspace_size()), args)
    expected = reference.embedding(indices, weight.astype(np.float64))
    return [Comparison("out", stream.backend.to_numpy(out), expected, sku.element, exact=True)]


def embedding_backward(plan_class, sku, stream, rng):
    element = dtypes.numpy_dtype(sku.element)
    accumulate = sku.precision.accumulate
    found = []
    for padding_idx, scale in ((None, False), (-2, True)):
        dout = rng.standard_normal((N, D)).astype(element)
        indices = _indices(rng, sku.aux)
        desc = plan_class.Descriptor(V, D, N, sku.element, sku.aux, padding_idx, scale)
        plan = select_exact(plan_class, stream, desc, sku)
        dweight = stream.backend.empty((V, D), element)
        args = plan_class.Args(dout=stream.backend.asarray(dout), indices=stream.backend.asarray(indices), dweight=dweight)
        plan.run(stream, Workspace.allocate(stream, plan.workspace_size()), args)
        expected, magnitude = reference.embedding_backward(dout, indices, V, padding_idx, scale)
        valid = indices[(indices >= 0) & (indices < V)].astype(np.int64)
        terms = np.bincount(valid, minlength=V).max()
        # Sum of `terms` values rounded in the accumulator, then one rounding to the element.
        atol = 2 * terms * eps(accumulate) * magnitude
        found.append(Comparison(f"dweight(padding_idx={padding_idx}, scale={scale})",
                                stream.backend.to_numpy(dweight), expected, sku.element, atol))
    return found
