"""The host backend's arrays of a megabyte or more: the memory of one that no array uses any more
is kept for the next of the same size, whose pages are then already mapped. A fresh allocation of
that size is mmapped by malloc, and its first writes fault in and zero every page: a memory-bound
op on 16M floats took twice as long. At most RECYCLED_BYTES are kept (SKUCAT_RECYCLED_BYTES; 0: none),
as a device's caching allocator keeps freed blocks for the next request."""

from __future__ import annotations

import math
import os

import numpy as np

RECYCLE_FROM = 1 << 20   # bytes: smaller arrays come from malloc's own free lists
RECYCLED_BYTES = int(os.environ.get("SKUCAT_RECYCLED_BYTES", 1 << 28))

_free: dict[int, list] = {}   # bytes -> blocks (uint8 arrays) no array uses
_kept = [0]                   # their bytes (list and dict steps are atomic: no lock, which a __del__
#                               run by the collector inside empty() would wait on forever)


class _Block:
    """A block lent to one array (its base): back to the free blocks when the last view of it goes."""
    __slots__ = ("raw", "__array_interface__")

    def __init__(self, raw):
        self.raw = raw
        self.__array_interface__ = {"shape": raw.shape, "typestr": "|u1", "data": (raw.ctypes.data, False),
                                    "version": 3}

    def __del__(self):
        raw = self.raw
        try:
            if _kept[0] + raw.nbytes <= RECYCLED_BYTES:
                _free.setdefault(raw.nbytes, []).append(raw)
                _kept[0] += raw.nbytes
        except TypeError:   # at exit, the module's names already None: the block is freed
            pass


def empty(shape, dtype) -> np.ndarray:
    """np.empty(shape, dtype), in a recycled block where one of its size is free."""
    dtype = np.dtype(dtype)
    nbytes = (math.prod(shape) if isinstance(shape, tuple) else int(shape)) * dtype.itemsize
    if nbytes < RECYCLE_FROM or not RECYCLED_BYTES:
        return np.empty(shape, dtype)
    try:
        raw = _free[nbytes].pop()
        _kept[0] -= nbytes
    except (KeyError, IndexError):
        raw = np.empty(nbytes, np.uint8)
    return np.asarray(_Block(raw)).view(dtype).reshape(shape)


def kept_bytes() -> int:
    """The bytes of the free blocks kept now."""
    return _kept[0]
