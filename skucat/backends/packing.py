"""kernelParams packing, the same for every backend: one pointer per parameter
to a buffer holding that parameter's value, as cuLaunchKernel takes them."""

from __future__ import annotations

import ctypes
import struct

import numpy as np

from ..errors import InvalidArgumentError

FORMATS = {   # struct formats of the scalar types a kernel parameter may have
    np.dtype(np.int32): "=i",
    np.dtype(np.int64): "=q",
    np.dtype(np.float32): "=f",
    np.dtype(np.float64): "=d",
}
SLOT = 8   # bytes of a parameter's slot: a pointer or any of the scalars above


class Params:
    """kernelParams with one 8-byte slot per parameter: `pointers[i]` points to `slots[i]`, so a
    launch prepared once rewrites only the slots that change (array pointers) and launches again."""

    def __init__(self, count: int):
        count = max(count, 1)
        self.slots = (ctypes.c_uint64 * count)()
        start = ctypes.addressof(self.slots)
        self.pointers = (ctypes.c_void_p * count)(*range(start, start + SLOT * count, SLOT))

    def set(self, index: int, param, pointer_of) -> None:
        """Slot `index` holds `param`: an array (its pointer), None (null) or a numpy scalar."""
        if param is None:
            self.slots[index] = 0
        elif isinstance(param, np.generic):
            if param.dtype not in FORMATS:
                raise InvalidArgumentError(f"kernel param {index}: unsupported scalar type {param.dtype}")
            self.slots[index] = 0
            struct.pack_into(FORMATS[param.dtype], self.slots, SLOT * index, param.item())
        elif hasattr(param, "dtype") and hasattr(param, "shape"):
            self.slots[index] = pointer_of(param)
        else:
            raise InvalidArgumentError(f"kernel param {index}: pass an array, None or a numpy scalar, not {param!r}")

    def copy(self) -> "Params":
        copied = Params(len(self.slots))
        ctypes.memmove(copied.slots, self.slots, ctypes.sizeof(self.slots))
        return copied


def pack(params, pointer_of) -> tuple[ctypes.Array, Params]:
    """Returns (void** array, the slots it points to, which must outlive the launch).

    Each param is an array (passed as its device/host pointer via `pointer_of`),
    None (a null pointer) or a numpy scalar of int32, int64, float32 or float64.
    """
    packed = Params(len(params))
    for index, param in enumerate(params):
        packed.set(index, param, pointer_of)
    return packed.pointers, packed
