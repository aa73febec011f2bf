"""The functions catalog expressions may call (limits, checks, lets, workspace and launch rules).

Each takes scalars or arrays (host copies of small tensors a check reads) and
reads integer ranges from the catalog's dtype table, never from a literal.
"""

from __future__ import annotations

import functools
import math

import ml_dtypes
import numpy as np

from . import native
from .dtypes import DTYPES, name_of, numpy_dtype
from .errors import DTypeError

__all__ = ["finite", "fits", "lowest", "highest", "dtype_min", "dtype_max", "dtype_bits", "dtype_eps", "positive_scale",
           "in_range_or", "nondecreasing", "broadcast_sizes", "warp_threads", "reduction_threads", "column_runs",
           "floating", "ceil"]


def of_sizes(function):
    """Marks a function of integer sizes alone (no arrays, no dtype table): the generator evaluates
    expressions that call it at sample sizes, so that one that fails does so at generation."""
    function.of_sizes = True
    return function


@of_sizes
def ceil(value) -> int:
    """The least integer at or above a finite number (an antialiasing window's radius)."""
    return math.ceil(value)


def finite(values) -> bool:
    """Every value is finite (True for an empty array)."""
    return bool(np.all(np.isfinite(np.asarray(values, np.float64))))


def lowest(values):
    """The smallest value, exactly (+inf for an empty array, so that a bound below it holds)."""
    found = _in_c("extreme", values, False)   # i32 and i64 arrays
    if found is not None:
        return found
    values = np.asarray(values)
    return values.min().item() if values.size else float("inf")


def highest(values):
    """The largest value, exactly (-inf for an empty array)."""
    found = _in_c("extreme", values, True)
    if found is not None:
        return found
    values = np.asarray(values)
    return values.max().item() if values.size else float("-inf")


# The functions whose twin in skucat._native takes the same arguments and answers True, False or
# None (no answer: another dtype or layout, for numpy to decide).
SAME_IN_C = ("in_range_or", "nondecreasing", "positive_scale")


def _in_c(name: str, *args):
    """skucat._native's `name`(*args): its answer, or None where it has none (no module, another dtype)."""
    in_c = native.module()
    return None if in_c is None else getattr(in_c, name)(*args)


def floating(values) -> bool:
    """`values` (an array or tensor of any backend, a dtype, or None) is or has a float dtype of the
    catalog: class probabilities rather than class indices, say, or a cast's float target."""
    dtype = getattr(values, "dtype", values)
    try:
        return dtype is not None and DTYPES[name_of(dtype)].kind == "float"
    except DTypeError:
        return False


def dtype_min(name: str) -> int:
    return DTYPES[name].min


def dtype_max(name: str) -> int:
    return DTYPES[name].max


def dtype_bits(name: str) -> int:
    return DTYPES[name].bits


def dtype_eps(name: str) -> float:
    """The machine epsilon of a float dtype (numpy's and ml_dtypes' finfo)."""
    return float(ml_dtypes.finfo(numpy_dtype(name)).eps)


def positive_scale(values, dtype: str) -> bool:
    """Every value, rounded to `dtype`, is finite and > 0 and has a finite inverse there (a
    quantization step a kernel can divide by)."""
    found = _in_c("positive_scale", values, dtype)   # f32 and f64 arrays rounded to 'f32' or 'f64'
    if found is not None:
        return found
    values = np.asarray(values, np.float64)
    if not np.all(np.isfinite(values) & (values > 0)):
        return False
    with np.errstate(over="ignore", divide="ignore", under="ignore"):
        rounded = values.astype(numpy_dtype(dtype))
        inverse = rounded.dtype.type(1) / rounded
    return bool(np.all(np.isfinite(rounded) & (rounded > 0) & np.isfinite(inverse)))


def fits(value, dtype: str) -> bool:
    """A number that is finite stays finite rounded to `dtype` (PyTorch refuses one that overflows it)."""
    with np.errstate(over="ignore"):
        return not math.isfinite(value) or bool(np.isfinite(np.float64(value).astype(numpy_dtype(dtype))))


def in_range_or(values, low, high, other) -> bool:
    """Every value lies in [low, high) or equals `other` (class indices with an ignored value)."""
    found = _in_c("in_range_or", values, low, high, other)   # i32 and i64 arrays, int bounds
    if found is not None:
        return found
    values = np.asarray(values)
    if not values.size or (low <= values.min() and values.max() < high):
        return True   # the usual case, in two passes and no temporary arrays
    return bool(np.all(((values >= low) & (values < high)) | (values == other)))


def nondecreasing(values) -> bool:
    """Each value is at least the one before it (offsets of consecutive segments)."""
    found = _in_c("nondecreasing", values)
    if found is not None:
        return found
    values = np.asarray(values).reshape(-1)
    return bool(np.all(values[1:] >= values[:-1]))


@of_sizes
def warp_threads(count: int) -> int:
    """A block for `count` items, a thread each: whole warps, at least one and at most 256 threads."""
    return min(256, max(32, (count + 31) // 32 * 32))


@of_sizes
def reduction_threads(count: int) -> int:
    """A block that reduces a row of `count` items, each thread a share: one warp per 1024 items, one
    to eight warps."""
    return 32 * min(8, max(1, (count + 1023) // 1024))


@of_sizes
def column_runs(count: int, outputs: int) -> int:
    """Runs to cut each of `outputs` sums of `count` items into where a thread sums one output's run,
    reading its items at a stride (beside the threads of neighbouring outputs): runs of 64 items or
    more, to about 65536 threads in all, so that a GPU has threads enough and each of the host's
    workers streams through rows of its own."""
    return max(1, min(count // 64, 65536 // max(outputs, 1)))


def broadcast_sizes(sizes, *numels) -> bool:
    """`sizes` has one row of extents per count in `numels`; every extent is at least 0, every row
    after the first is 1 or the first row's extent in each dim (it broadcasts to the first), and each
    row's product is its count (the elements of the array it describes)."""
    sizes = np.asarray(sizes)
    if sizes.ndim != 2 or sizes.shape[0] != len(numels):
        return False
    return _broadcast_rows(tuple(map(tuple, sizes.tolist())), *numels)


@functools.lru_cache(maxsize=256)   # the same few rows at every call of an op
def _broadcast_rows(rows, *numels) -> bool:
    rows = [[int(extent) for extent in row] for row in rows]
    if any(extent < 0 for row in rows for extent in row):
        return False
    return all(extent in (1, full) for row in rows[1:] for extent, full in zip(row, rows[0])) and \
        all(math.prod(row) == numel for row, numel in zip(rows, numels))
