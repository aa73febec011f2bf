"""reshape and permute, as torch.reshape and torch.permute. They compute nothing, so they are not
catalog ops (no SKU): on an array of any backend they return its own reshape or transpose (a view
where one can be); a tracked tensor's reshape and transpose record a tape node whose pullback undoes
them."""

from __future__ import annotations

import math

from . import autodiff
from .errors import DTypeError, InvalidArgumentError, OutOfRangeError, ShapeError
from .plan import _is_int


def _array(input):
    array = autodiff.inner(input)
    if not (hasattr(array, "shape") and hasattr(array, "reshape") and hasattr(array, "transpose")):
        raise DTypeError(f"input must be an array, not {type(array).__name__}")
    return array


def _ints(value, name: str) -> tuple[int, ...]:
    values = (value,) if _is_int(value) else value
    if not isinstance(values, (tuple, list)) or not all(_is_int(v) for v in values):
        raise InvalidArgumentError(f"{name} must be a sequence of ints, not {value!r}")
    return tuple(int(v) for v in values)


def _target(shape, size: int) -> tuple[int, ...]:
    """`shape` with its -1 (at most one) inferred for `size` elements, as PyTorch's infer_size."""
    shape = _ints(shape, "shape")
    if shape.count(-1) > 1:
        raise InvalidArgumentError(f"shape {shape}: only one dimension can be inferred")
    for index, extent in enumerate(shape):
        if extent < -1:
            raise InvalidArgumentError(f"shape {shape} has an invalid extent {extent} at index {index}")
    known = math.prod(extent for extent in shape if extent != -1)
    if -1 in shape:
        if known == 0:
            raise ShapeError(f"shape {shape} cannot hold {size} elements: with a 0 extent its -1 is ambiguous")
        if size % known == 0:
            return tuple(size // known if extent == -1 else extent for extent in shape)
    elif known == size:
        return shape
    raise ShapeError(f"shape {shape} is invalid for input of size {size}")


def reshape(input, shape):
    """input with the same elements, in the same order, in `shape` (one extent may be -1)."""
    target = _target(shape, math.prod(_array(input).shape))
    return input.reshape(target)   # (a tracked tensor's records itself)


def permute(input, dims):
    """input with its dims reordered: result dim i is input dim dims[i] (negative dims count from
    the end)."""
    array = _array(input)
    rank, dims = array.ndim, _ints(dims, "dims")
    if len(dims) != rank:
        raise InvalidArgumentError(f"dims {dims} must name each of the input's {rank} dims once")
    for dim in dims:
        if not -rank <= dim < rank:
            raise OutOfRangeError(f"dims: {dim} is out of range for an array of rank {rank}")
    order = tuple(dim % rank for dim in dims)
    if len(set(order)) != rank:
        raise InvalidArgumentError(f"dims {dims} must be a permutation (no dim twice)")
    return input.transpose(order)   # (a tracked tensor's records itself)

