"""Embedding: descriptor checks and launch sequences."""

from __future__ import annotations

import numpy as np

from .. import dtypes
from ..errors import OutOfRangeError


def _check_padding_idx(desc):
    if desc.padding_idx is not None and not -desc.num_weights <= desc.padding_idx < desc.num_weights:
        raise OutOfRangeError(
            f"padding_idx {desc.padding_idx} is outside [-{desc.num_weights}, {desc.num_weights})"
        )


def padding_row(desc) -> int:
    """padding_idx as a row in [0, V), or -1 for none (negative counts from the end)."""
    return -1 if desc.padding_idx is None else desc.padding_idx % desc.num_weights


check_embedding = _check_padding_idx
check_embedding_backward = _check_padding_idx


def launch_embedding(launch, desc, args, workspace):
    V, D, N = desc.num_weights, desc.embedding_dim, desc.num_indices
    launch("gather", N * D, args.weight, args.indices, args.out, np.int64(V), np.int64(D), np.int64(N))


def launch_embedding_backward(launch, desc, args, workspace):
    V, D, N = desc.num_weights, desc.embedding_dim, desc.num_indices
    in_workspace = dtypes.computes_wider(desc.element)
    accum = workspace.take(0, np.float32, V * D) if in_workspace else args.dweight.reshape(-1)
    counts = None
    if desc.scale_grad_by_freq:
        counts = workspace.take(accum.nbytes if in_workspace else 0, np.int32, V)
    launch("zero", max(V * D, V), accum, np.int64(V * D), counts, np.int64(V if counts is not None else 0))
    if counts is not None:
        launch("count", N, args.indices, counts, np.int64(N), np.int64(V))
    launch("accumulate", N * D, args.dout, args.indices, counts, accum,
           np.int64(N), np.int64(D), np.int64(V), np.int64(padding_row(desc)))
    if in_workspace:
        launch("finalize", V * D, accum, args.dweight, np.int64(V * D))
