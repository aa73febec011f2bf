"""PyTorch's broadcasting over collapsed shapes, shared by arith and the broadcasting pointwise
formulas: the `sizes` rows their kernels read, the broadcast shape, and gradients summed back to an
operand's shape."""

from __future__ import annotations

import functools
import math

import ml_dtypes
import numpy as np

from .errors import ShapeError
from .replay import constant


def sizes(call, full, *shapes):
    """The `sizes` rows of arrays of `shapes` broadcast to `full`, an array of `call`'s backend (None:
    numpy's): extents of 1 in `full` dropped, adjacent dims merged where every array repeats in both
    or in neither; at least one dim."""
    return constant(_sizes_of(call and call.stream.backend, tuple(full), *map(tuple, shapes)))


@functools.lru_cache(maxsize=256)
def _sizes_of(backend, full, *shapes):
    """sizes, worked out (and copied to a device) once per backend and shapes; read-only, as it is
    shared by the calls."""
    rank = len(full)
    shapes = [(1,) * (rank - len(shape)) + shape for shape in shapes]
    groups = []   # [extent, which arrays have it (not 1)]
    for d, extent in enumerate(full):
        if extent == 1:
            continue
        present = tuple(shape[d] == extent for shape in shapes)
        if groups and groups[-1][1] == present:
            groups[-1][0] *= extent
        else:
            groups.append([extent, present])
    groups = groups or [[1, (True,) * len(shapes)]]
    rows = [[extent for extent, _ in groups]]
    rows += [[extent if present[i] else 1 for extent, present in groups] for i in range(len(shapes))]
    sizes = np.array(rows, np.int64)
    sizes.flags.writeable = False
    return sizes if backend is None else backend.asarray(sizes)


@functools.lru_cache(maxsize=256)
def broadcast_shape(*shapes, names=("input", "other")) -> tuple[int, ...]:
    """PyTorch's broadcast shape of `shapes` (extents matched from the last); errors call them `names`,
    the caller's arguments: an operand that does not broadcast with those before it is named with them."""
    rank = max(map(len, shapes))
    full = (1,) * rank
    for k, shape in enumerate(shapes):
        padded = (1,) * (rank - len(shape)) + tuple(shape)
        for d, (x, y) in reversed(list(enumerate(zip(full, padded)))):   # the last mismatch first, as PyTorch's
            if x != y and 1 not in (x, y):
                before = " and ".join(names[:k])
                raise ShapeError(f"{names[k]} of shape {tuple(shape)} does not broadcast with {before} of shape "
                                 f"{full[rank - max(map(len, shapes[:k])):]}: {y} against {x} at dim {d - rank}")
        full = tuple(x if y == 1 else y for x, y in zip(full, padded))
    return full


def inner(full, shape) -> int:
    """The elements of `full` after the innermost dim that `shape` sums (broadcasts), 1 if none: the
    stride of the items an output of a sum to `shape` adds up."""
    shape = (1,) * (len(full) - len(shape)) + tuple(shape)
    summed = [d for d, (whole, kept) in enumerate(zip(full, shape)) if kept == 1 and whole != 1]
    return math.prod(full[summed[-1] + 1:]) if summed else 1


def sum_to(call, value, full, shape):
    """`value`, of the broadcast shape `full`, summed over the dims that broadcasting added or repeated to
    reach it from `shape` (PyTorch's sum_to_size), by the catalog's sum on `call`'s stream: a deterministic,
    fixed order whatever the schedule."""
    shape = tuple(shape)
    if shape == tuple(full):
        return value.reshape(shape)
    padded = (1,) * (len(full) - len(shape)) + shape
    summed = call.of("sum").run(input=value.reshape(-1), sizes=sizes(call, full, padded), out_numel=math.prod(shape),
                                inner=inner(full, padded))
    return summed.reshape(shape)


# ---- PyTorch's type promotion (torch.result_type) over bool, integers and the catalog's floats: each
# operand's category (bool < integer < float); dimensioned tensors decide, a 0-d tensor only where its
# category is higher, a Python number only where its is higher still (a float one as float32, PyTorch's
# default dtype); within a category the wider type wins, and f16 with bf16 is f32.

_CATEGORIES = {"b": 0, "i": 1, "u": 1, "f": 2}


def _category(dtype: np.dtype) -> int | None:
    """0 for bool, 1 for integers, 2 for floats; None for any other dtype (complex, strings...)."""
    return 2 if dtype == ml_dtypes.bfloat16 else _CATEGORIES.get(dtype.kind)


def _promote(a: np.dtype | None, b: np.dtype | None) -> np.dtype | None:
    if a is None or b is None or a == b:
        return a if b is None else b
    if _category(a) != _category(b):
        return a if _category(a) > _category(b) else b
    if _category(a) == 2 and a.itemsize == b.itemsize:   # f16 and bf16
        return np.dtype(np.float32)
    return np.promote_types(a, b) if _category(a) == 1 else (a if a.itemsize > b.itemsize else b)


def _combine(higher: np.dtype | None, lower: np.dtype | None) -> np.dtype | None:
    """A group's result against a lower-priority group's: the lower one counts only where its category is higher."""
    if higher is None:
        return lower
    if lower is not None and _category(lower) > _category(higher):
        return _promote(higher, lower)
    return higher


def result_dtype(arrays, numbers=()) -> np.dtype | None:
    """PyTorch's result dtype of `arrays` (numpy dtypes, ml_dtypes' bfloat16 a float) and the Python
    `numbers` beside them; None where there are neither."""
    dimensioned = zero = wrapped = None
    if any(_category(array.dtype) is None for array in arrays):   # no promotion: refused as it is
        return None
    for array in arrays:
        if array.ndim:
            dimensioned = _promote(dimensioned, array.dtype)
        else:
            zero = _promote(zero, array.dtype)
    for number in numbers:
        kind = np.dtype(np.bool_ if isinstance(number, (bool, np.bool_)) else
                        np.int64 if isinstance(number, (int, np.integer)) else np.float32)
        wrapped = _promote(wrapped, kind)
    return _combine(dimensioned, _combine(zero, wrapped))
