"""EmbeddingBag hooks: PyTorch's 1-D input with offsets or 2-D input of fixed-size bags, offsets of
either index type (converted to the input's, as PyTorch promotes them), per_sample_weights of the
input's shape, max_norm (embedding_renorm first, as PyTorch) and the options skucat does not implement."""

from __future__ import annotations

import numpy as np

from ..errors import InvalidArgumentError, ShapeError
from ..functional import constant, shape_only
from .embedding import _renorm_first, _table


def _flat_like(call, value, name: str, indices, indices_name: str):
    """An array of the indices' shape (per_sample_weights) as [N]; None stays None."""
    if value is None:
        return None
    value = call.array(value, name)
    if tuple(value.shape) != tuple(indices.shape):
        raise ShapeError(f"{name} must have the shape of {indices_name} {tuple(indices.shape)}, "
                         f"not {tuple(value.shape)}")
    return value.reshape(-1)


def _bags(call, input, offsets, include_last_offset):
    """input as [N] and offsets in its index type: PyTorch's 2-D input [B, L] is B bags of L."""
    input = call.array(input, "input")
    if input.ndim == 2:
        if offsets is not None:
            raise InvalidArgumentError("offsets must be None for a 2-D input (bags of fixed length)")
        offsets = constant(call.stream.backend.asarray(np.arange(input.shape[0], dtype=np.int64) * input.shape[1]))
    elif input.ndim != 1:
        raise ShapeError(f"input must be 1-D (with offsets) or 2-D (fixed-size bags), not shape {tuple(input.shape)}")
    elif offsets is None:
        raise InvalidArgumentError("offsets is required for a 1-D input")
    offsets = call.array(offsets, "offsets", input.dtype if input.dtype.kind in "iu" else None)
    if offsets.ndim != 1:
        raise ShapeError(f"offsets must be 1-D, not shape {tuple(offsets.shape)}")
    if not isinstance(include_last_offset, (bool, np.bool_)):
        raise InvalidArgumentError(f"include_last_offset must be a bool, not {include_last_offset!r}")
    num_bags = offsets.shape[0] - int(include_last_offset)
    if num_bags < 0:
        raise InvalidArgumentError("offsets must hold at least the last offset with include_last_offset")
    return input, offsets, num_bags


@shape_only
def call_embedding_bag(call, input, weight, offsets, max_norm, norm_type, scale_grad_by_freq, mode,
                       per_sample_weights, include_last_offset, padding_idx):
    input, offsets, num_bags = _bags(call, input, offsets, include_last_offset)
    if max_norm is not None:   # the caller's table, which the renorm updates and the lookup then reads
        weight = _table(call, weight)
    return call.run(weight=weight, input=input.reshape(-1), offsets=offsets, num_bags=num_bags, mode=mode,
                    per_sample_weights=_flat_like(call, per_sample_weights, "per_sample_weights", input, "input"),
                    has_per_sample_weights=per_sample_weights is not None, padding_idx=padding_idx,
                    include_last_offset=include_last_offset, scale_grad_by_freq=scale_grad_by_freq,
                    before=_renorm_first(call, weight, input, max_norm, norm_type))   # as PyTorch: renormalised first


@shape_only
def call_embedding_bag_backward(call, grad, indices, offset2bag, bag_size, maximum_indices, num_weights,
                                scale_grad_by_freq, mode, per_sample_weights, weight, padding_idx):
    indices = call.array(indices, "indices")
    weighted = per_sample_weights is not None
    grad_weight, grad_per_sample_weights = call.run(
        grad=grad, indices=indices.reshape(-1), offset2bag=call.array(offset2bag, "offset2bag").reshape(-1),
        bag_size=bag_size, maximum_indices=maximum_indices if mode == "max" else None, num_weights=num_weights,
        scale_grad_by_freq=scale_grad_by_freq, mode=mode, has_per_sample_weights=weighted,
        per_sample_weights=_flat_like(call, per_sample_weights, "per_sample_weights", indices, "indices"),
        weight=weight if weighted else None, padding_idx=padding_idx)
    return grad_weight, None if grad_per_sample_weights is None else grad_per_sample_weights.reshape(indices.shape)
