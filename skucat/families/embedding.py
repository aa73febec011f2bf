"""Embedding hooks: PyTorch's any-rank indices and its index range check (IndexError), and
max_norm, which renormalises the looked-up rows of `weight` in place before the lookup (once every
check of the call has held: a refused call leaves the table as it was)."""

from __future__ import annotations

import functools

from ..errors import OutOfRangeError, ShapeError
from ..expr import in_range_or
from ..functional import check_values, shape_only
from ..plan import _is_int


def _indices(call, indices, num_weights, name: str):
    indices = call.array(indices, name)
    # (a num_weights below 1 is the plan's to refuse, by name)
    if indices.size and indices.dtype.kind in "iu" and _is_int(num_weights) and num_weights >= 1:
        check_values(functools.partial(_in_range, num_weights=num_weights, name=name,
                                       to_numpy=call.stream.backend.to_numpy), indices)
    return indices


def _in_range(indices, num_weights: int, name: str, to_numpy) -> None:
    indices = to_numpy(indices)   # device indices are read on the host
    if in_range_or(indices, 0, num_weights, 0):   # (0 is in range: no exception)
        return
    low, high = int(indices.min()), int(indices.max())
    raise OutOfRangeError(f"{name}: index {low if low < 0 else high} is out of range for {num_weights} "
                          f"embedding rows")


def _table(call, weight):
    """weight on the stream's backend without a copy (torch CPU tensors share their memory), so
    that an in-place update reaches the caller's table."""
    backend = call.stream.backend
    return weight if backend.is_array(weight) else backend.asarray(weight)


def _renorm_first(call, weight, input, max_norm, norm_type):
    """The `before` of the lookup's call.run (None without max_norm): `weight` (from `_table`, the
    array the lookup reads, which the renorm refuses where the lookup would copy it) renormalised in
    place, once every check of the lookup has held."""
    if max_norm is None:
        return None
    return functools.partial(call_embedding_renorm, call.of("embedding_renorm"), weight, input, max_norm, norm_type)


@shape_only
def call_embedding(call, input, weight, padding_idx, max_norm, norm_type, scale_grad_by_freq):
    if max_norm is not None:   # the caller's table, which the renorm updates and the lookup then reads
        weight = _table(call, weight)
    rows = call.array(weight, "weight")
    indices = _indices(call, input, rows.shape[0] if rows.ndim == 2 else None, "input")
    out = call.run(weight=rows, indices=indices.reshape(-1), padding_idx=padding_idx,
                   before=_renorm_first(call, weight, input, max_norm, norm_type))
    return out.reshape(indices.shape + out.shape[1:])


@shape_only
def call_embedding_renorm(call, weight, input, max_norm, norm_type):
    weight = _table(call, weight)
    indices = _indices(call, input, weight.shape[0] if weight.ndim == 2 else None, "input")
    return call.run(weight=weight, indices=indices.reshape(-1), max_norm=max_norm, norm_type=norm_type)


@shape_only
def call_embedding_backward(call, grad_output, indices, num_weights, padding_idx, scale_grad_by_freq):
    indices = _indices(call, indices, num_weights, "indices")
    grad_output = call.array(grad_output, "grad_output")
    if grad_output.shape[:-1] != indices.shape:
        raise ShapeError(f"grad_output must have shape indices.shape + (D,) = {tuple(indices.shape)} + (D,), "
                         f"not {tuple(grad_output.shape)}")
    return call.run(dout=grad_output.reshape(indices.size, grad_output.shape[-1]), indices=indices.reshape(-1),
                    num_weights=num_weights, padding_idx=padding_idx, scale_grad_by_freq=scale_grad_by_freq)
