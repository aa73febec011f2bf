"""Element types: the catalog's dtype table, seen from numpy."""

from __future__ import annotations

import functools
from enum import Enum

import ml_dtypes  # noqa: F401  (registers bfloat16 with numpy)
import numpy as np

from .errors import DTypeError
from .generated.dtypes import DTYPES, ElementKind, IndexElementKind, IntElementKind

__all__ = ["DTYPES", "ElementKind", "IndexElementKind", "IntElementKind", "name_of", "numpy_dtype"]

# A sub-byte type (bits < 8) is stored in another's bytes: no numpy dtype names it.
_BY_NUMPY = {np.dtype(getattr(ml_dtypes, info.numpy, None) or info.numpy): name for name, info in DTYPES.items()
             if info.bits >= 8}


@functools.lru_cache(maxsize=None)   # on every run path: a dict lookup, not a parse
def numpy_dtype(name) -> np.dtype:
    info = DTYPES.get(name_of(name))
    return np.dtype(getattr(ml_dtypes, info.numpy, None) or info.numpy)


_BY_NUMPY_NAME = {info.numpy: name for name, info in DTYPES.items() if info.bits >= 8}
# Quantized torch dtypes: their storage's numpy name, or the catalog's sub-byte type.
_TORCH_NAMES = {"qint8": "int8", "quint8": "uint8", "qint32": "int32", "quint4x2": "u4x2", "quint2x4": "u2x4"}


def name_of(dtype) -> str:
    """The catalog name of a dtype given as a name, an enum member, a torch dtype or anything
    numpy accepts (None is not a dtype here, although numpy reads it as float64)."""
    if isinstance(dtype, np.dtype) and dtype in _BY_NUMPY:   # an array's dtype: the run path's case
        return _BY_NUMPY[dtype]
    if isinstance(dtype, Enum):
        dtype = dtype.value
    if isinstance(dtype, str) and dtype in DTYPES:
        return dtype
    if type(dtype).__module__ == "torch" or isinstance(dtype, str):   # torch dtypes, without importing torch
        text = str(dtype).removeprefix("torch.")
        dtype = _TORCH_NAMES.get(text, text)
        if dtype in _BY_NUMPY_NAME:
            return _BY_NUMPY_NAME[dtype]
        if dtype in DTYPES:
            return dtype
    try:
        if dtype is None:
            raise TypeError
        resolved = np.dtype(dtype)
        # Strings must be full numpy names ("float32"), not codes such as "f8" that read like catalog names.
        if isinstance(dtype, str) and resolved.name != dtype:
            raise TypeError
        return _BY_NUMPY[resolved]
    except (TypeError, KeyError):
        raise DTypeError(f"unknown element type {dtype!r}; known: {sorted(DTYPES)} or their numpy names") from None
