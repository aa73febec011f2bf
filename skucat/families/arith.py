"""arith hooks: sum and mean's dim, keepdim and dtype; add's and mul's backwards' shapes (PyTorch's
broadcasting, collapsed into the plans' `sizes` rows; a number as an operand)."""

from __future__ import annotations

import math

import numpy as np

from ..errors import InvalidArgumentError, OutOfRangeError, ShapeError
from ..broadcasting import broadcast_shape as _broadcast
from ..broadcasting import inner as _inner
from ..broadcasting import sizes as _sizes
from ..functional import operands, shape_only
from ..plan import _as_float, _is_int


def _shape(value, name: str) -> tuple[int, ...]:
    if isinstance(value, (tuple, list)) and all(_is_int(extent) and extent >= 0 for extent in value):
        return tuple(int(extent) for extent in value)
    raise InvalidArgumentError(f"{name} must be a sequence of non-negative ints, not {value!r}")


def _real(value, name: str) -> float:
    """A real number argument (PyTorch refuses a bool or complex alpha for float tensors)."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, float, np.integer, np.floating)):
        raise InvalidArgumentError(f"{name} must be a real number (not a bool or complex), not {value!r}")
    return _as_float(value, name)


def _reduced(dim, rank: int, name: str) -> tuple[int, ...]:
    """The dims a reduction sums, sorted: all for None or an empty sequence, as PyTorch."""
    dims = (dim,) if _is_int(dim) else dim
    if dim is None or (isinstance(dims, (tuple, list)) and not dims):
        return tuple(range(rank))
    if not isinstance(dims, (tuple, list)) or not all(_is_int(d) for d in dims):
        raise InvalidArgumentError(f"dim must be None, an int or a sequence of ints, not {dim!r}")
    bound, found = max(rank, 1), []
    for d in dims:
        if not -bound <= d < bound:
            raise OutOfRangeError(f"dim {d} is out of range for {name} of rank {rank}")
        if int(d) % bound in found:
            raise InvalidArgumentError(f"dim {d} appears multiple times in the list of dims of {name} (rank {rank})")
        found.append(int(d) % bound)
    return tuple(sorted(d for d in found if d < rank))


def _reduction_shapes(shape, dim, keepdim, name: str):
    """(the shape with 1 in the reduced dims, the result's shape)."""
    if not isinstance(keepdim, (bool, np.bool_)):
        raise InvalidArgumentError(f"keepdim must be a bool, not {keepdim!r}")
    dims = _reduced(dim, len(shape), name)
    kept = tuple(1 if d in dims else extent for d, extent in enumerate(shape))
    return kept, kept if keepdim else tuple(extent for d, extent in enumerate(shape) if d not in dims)


def _reduce(call, input, dim, keepdim, dtype):
    input = call.array(input, "input")
    if dtype is not None:
        input = input.astype(call.element_dtype(dtype, "dtype"), copy=False)
    kept, result = _reduction_shapes(input.shape, dim, keepdim, "input")
    out = call.run(input=input.reshape(-1), sizes=_sizes(call, input.shape, kept), out_numel=math.prod(kept),
                   inner=_inner(input.shape, kept))
    return out.reshape(result)


@shape_only
def call_sum(call, input, dim, keepdim, dtype):
    return _reduce(call, input, dim, keepdim, dtype)


@shape_only
def call_mean(call, input, dim, keepdim, dtype):
    return _reduce(call, input, dim, keepdim, dtype)


def _grad(call, grad_output, shape, given_by: str):
    """grad_output as an array of `shape` (the forward's result, which the arguments `given_by` give)."""
    grad_output = call.array(grad_output, "grad_output")
    if tuple(grad_output.shape) != tuple(shape):
        raise ShapeError(f"grad_output must have the forward's result shape {tuple(shape)} (from {given_by}), "
                         f"not {tuple(grad_output.shape)}")
    return grad_output.reshape(-1)


def _gradients(grads, input_shape, other_shape):
    grad_input, grad_other = grads
    return grad_input.reshape(input_shape), None if grad_other is None else grad_other.reshape(other_shape)


@shape_only
def call_add_backward(call, grad_output, input_shape, other_shape, alpha):
    input_shape = _shape(input_shape, "input_shape")
    other = None if other_shape is None else _shape(other_shape, "other_shape")
    full = _broadcast(input_shape, other or (), names=("input_shape", "other_shape"))
    grads = call.run(grad_output=_grad(call, grad_output, full, "input_shape and other_shape"),
                     sizes=_sizes(call, full, input_shape, other or ()),
                     input_numel=math.prod(input_shape), other_numel=math.prod(other or ()),
                     has_other=other is not None, alpha=_real(alpha, "alpha"),
                     input_inner=_inner(full, input_shape), other_inner=_inner(full, other or ()))
    return _gradients(grads, input_shape, other)


@shape_only
def call_mul_backward(call, grad_output, input, other):
    input, array, number = operands(call, input, other)
    given = {"grad_output": call.array(grad_output, "grad_output"), "input": input} | ({} if array is None else
                                                                                       {"other": array})
    promoted, before = call.promote(given, [] if array is None else [other])
    grad_output, input, array = promoted["grad_output"], promoted["input"], promoted.get("other")
    other_shape = None if array is None else array.shape
    full = _broadcast(input.shape, other_shape or ())
    grads = call.run(grad_output=_grad(call, grad_output, full, "input and other"), input=input.reshape(-1),
                     other=None if array is None else array.reshape(-1),
                     sizes=_sizes(call, full, input.shape, other_shape or ()),
                     other_numel=1 if array is None else array.size,
                     has_other=array is not None, scalar=0.0 if number is None else number,
                     input_inner=_inner(full, input.shape), other_inner=_inner(full, other_shape or ()))
    grad_input, grad_other = _gradients(grads, input.shape, other_shape)
    return call.in_dtype(grad_input, before.get("input")), call.in_dtype(grad_other, before.get("other"))


def _expand(call, grad_output, input_shape, dim, keepdim):
    shape = _shape(input_shape, "input_shape")
    kept, result = _reduction_shapes(shape, dim, keepdim, "input_shape")
    grad_input = call.run(grad_output=_grad(call, grad_output, result, "input_shape, dim and keepdim"),
                          sizes=_sizes(call, shape, kept),
                          numel=math.prod(shape))
    return grad_input.reshape(shape)


@shape_only
def call_sum_backward(call, grad_output, input_shape, dim, keepdim):
    return _expand(call, grad_output, input_shape, dim, keepdim)


@shape_only
def call_mean_backward(call, grad_output, input_shape, dim, keepdim):
    return _expand(call, grad_output, input_shape, dim, keepdim)
