"""reshape and permute, as torch.reshape and torch.permute, and basic indexing of a tracked tensor.
They compute nothing, so they are not catalog ops (no SKU): on an array of any backend they return
its own reshape or transpose (a view where one can be); on a tracked tensor they record a tape node
whose pullback undoes them (itself recorded on a tracked gradient: a second derivative's)."""

from __future__ import annotations

import math

import numpy as np

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
    array = _array(input)
    before = tuple(array.shape)
    out = array.reshape(_target(shape, math.prod(before)))
    if not isinstance(input, autodiff.Tracked):
        return out
    return autodiff.recorded("reshape", out, lambda grad: {"input": reshape(grad, before)}, {"input": input})


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
    out = array.transpose(order)
    if not isinstance(input, autodiff.Tracked):
        return out
    inverse = tuple(sorted(range(rank), key=order.__getitem__))
    return autodiff.recorded("permute", out, lambda grad: {"input": permute(grad, inverse)}, {"input": input})


def indexed(input: autodiff.Tracked, index) -> autodiff.Tracked:
    """input[index], basic indexing (ints, slices, ...) of a tracked tensor: its pullback puts the
    gradient in place in zeros."""
    shape = tuple(input.shape)
    return autodiff.recorded("index", autodiff.inner(input)[index],
                             lambda grad: {"input": _placed(grad, shape, index)}, {"input": input})


def _placed(grad, shape: tuple, index):
    """Zeros of `shape` holding grad at index: indexed's adjoint, whose own is indexed again."""
    out = np.zeros_like(autodiff.inner(grad), shape=shape)
    out[index] = autodiff.inner(grad)
    if not isinstance(grad, autodiff.Tracked):
        return out
    return autodiff.recorded("index_backward", out, lambda cotangent: {"grad": _item(cotangent, index)}, {"grad": grad})


def _item(value, index):
    return indexed(value, index) if isinstance(value, autodiff.Tracked) else autodiff.inner(value)[index]
