"""The host backend's arrays of a megabyte or more: the memory of one that no array uses any more
is kept for the next of the same size, whose pages are then already mapped. A fresh allocation of
that size is mmapped by malloc, and its first writes fault in and zero every page: a memory-bound
op on 16M floats took twice as long. At most RECYCLED_BYTES are kept (SKUCAT_RECYCLED_BYTES; 0: none),
the oldest freed let go first, as a device's caching allocator keeps freed blocks for the next request."""

from __future__ import annotations

import collections
import math
import os
import threading

import numpy as np

from ..errors import InvalidArgumentError

RECYCLE_FROM = 1 << 20   # bytes: smaller arrays come from malloc's own free lists


def _cap() -> int:
    text = os.environ.get("SKUCAT_RECYCLED_BYTES", "").strip() or str(1 << 28)
    if not (text.isascii() and text.isdigit()):
        raise InvalidArgumentError(f"SKUCAT_RECYCLED_BYTES must be a number of bytes (0: none kept), not {text!r}")
    return int(text)


RECYCLED_BYTES = _cap()

# The free blocks (uint8 arrays no array uses), the oldest freed first, and their ids by size (the
# latest freed last); only under _lock. A block freed while the lock is held (by another thread, or
# by this one when the collector runs a __del__ inside empty) is let go: no wait that could deadlock.
_lock = threading.Lock()
_blocks: collections.OrderedDict[int, np.ndarray] = collections.OrderedDict()
_by_size: dict[int, list[int]] = {}
_kept = [0]   # their bytes


class _Block:
    """A block lent to one array (its base): back to the free blocks when the last view of it goes."""
    __slots__ = ("raw", "__array_interface__")

    def __init__(self, raw):
        self.raw = raw
        self.__array_interface__ = {"shape": raw.shape, "typestr": "|u1", "data": (raw.ctypes.data, False),
                                    "version": 3}

    def __del__(self):
        try:
            _give_back(self.raw)
        except (TypeError, AttributeError):   # at exit, the module's names already None: the block is freed
            pass


def _give_back(raw) -> None:
    """Keeps `raw` free for the next array of its size, the oldest free blocks let go past the cap."""
    if not _lock.acquire(blocking=False):
        return
    try:
        _blocks[id(raw)] = raw
        _by_size.setdefault(raw.nbytes, []).append(id(raw))
        _kept[0] += raw.nbytes
        while _kept[0] > RECYCLED_BYTES:
            key, oldest = _blocks.popitem(last=False)
            _by_size[oldest.nbytes].remove(key)
            _kept[0] -= oldest.nbytes
    finally:
        _lock.release()


def _taken(nbytes: int):
    """The latest freed block of `nbytes`, no longer free; None where there is none."""
    with _lock:
        ids = _by_size.get(nbytes)
        if not ids:
            return None
        _kept[0] -= nbytes
        return _blocks.pop(ids.pop())


def empty(shape, dtype) -> np.ndarray:
    """np.empty(shape, dtype), in a recycled block where one of its size is free."""
    dtype = np.dtype(dtype)
    nbytes = (math.prod(shape) if isinstance(shape, (tuple, list)) else int(shape)) * dtype.itemsize   # (as np.empty's)
    if nbytes < RECYCLE_FROM or not RECYCLED_BYTES:
        return np.empty(shape, dtype)
    raw = _taken(nbytes)
    if raw is None:
        raw = np.empty(nbytes, np.uint8)
    return np.asarray(_Block(raw)).view(dtype).reshape(shape)


def kept_bytes() -> int:
    """The bytes of the free blocks kept now."""
    return _kept[0]
