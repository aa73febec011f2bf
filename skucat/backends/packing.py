"""kernelParams packing, the same for every backend: one pointer per parameter
to a buffer holding that parameter's value, as cuLaunchKernel takes them."""

from __future__ import annotations

import ctypes

import numpy as np

from ..errors import InvalidArgumentError

_SCALARS = {
    np.dtype(np.int32): ctypes.c_int32,
    np.dtype(np.int64): ctypes.c_int64,
    np.dtype(np.float32): ctypes.c_float,
    np.dtype(np.float64): ctypes.c_double,
}


def pack(params, pointer_of) -> tuple[ctypes.Array, list]:
    """Returns (void** array, the values it points to, which must outlive the launch).

    Each param is an array (passed as its device/host pointer via `pointer_of`),
    None (a null pointer) or a numpy scalar of int32, int64, float32 or float64.
    """
    values = []
    for index, param in enumerate(params):
        if param is None:
            values.append(ctypes.c_void_p(0))
        elif isinstance(param, np.generic):
            if param.dtype not in _SCALARS:
                raise InvalidArgumentError(f"kernel param {index}: unsupported scalar type {param.dtype}")
            values.append(_SCALARS[param.dtype](param.item()))
        elif hasattr(param, "dtype") and hasattr(param, "shape"):
            values.append(ctypes.c_void_p(pointer_of(param)))
        else:
            raise InvalidArgumentError(f"kernel param {index}: pass an array, None or a numpy scalar, not {param!r}")
    kernel_params = (ctypes.c_void_p * max(len(values), 1))(
        *[ctypes.cast(ctypes.pointer(value), ctypes.c_void_p) for value in values]
    )
    return kernel_params, values
