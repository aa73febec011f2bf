"""quantize hooks: PyTorch's tensor_qparams overload of fake_quantize_per_tensor_affine, whose scale
and zero point are one-element tensors of any shape, read as aten reads them (Scalar.toFloat and
Scalar.toInt: a real zero point truncated toward 0, one past int32 refused)."""

from __future__ import annotations

import math

import numpy as np

from .. import dtypes
from ..errors import DTypeError, OutOfRangeError, ShapeError
from ..functional import dtype_name, shape_only

_INT32 = (-(2**31), 2**31 - 1)


def _held(call, value, name: str):
    """The number a one-element array holds (Python numbers pass as they are)."""
    if not hasattr(value, "shape") or isinstance(value, np.generic):
        return value
    host = call.stream.backend.to_numpy(call.array(value, name))
    if host.size != 1:
        raise ShapeError(f"{name} given as an array must hold one element (PyTorch's Tensor overload), "
                         f"not shape {tuple(host.shape)}")
    if host.dtype.kind not in "biufc":
        raise DTypeError(f"{name} must be an array of numbers, not {host.dtype}")
    number = host.reshape(()).item()
    if isinstance(number, complex):
        if number.imag:
            raise OutOfRangeError(f"{name} {number} has an imaginary part: it is no real number")
        number = number.real
    return int(number) if isinstance(number, bool) else number   # a bool tensor holds 0 or 1 for aten


def _zero_point(call, value):
    """A zero point as aten's toInt takes an array's: truncated toward 0, within int32."""
    number = _held(call, value, "zero_point")
    if number is value:   # a Python number: the plain overload, whose range the op's checks hold
        return number
    whole = math.trunc(number) if math.isfinite(number) else None
    if whole is None or not _INT32[0] <= whole <= _INT32[1]:
        raise OutOfRangeError(f"zero_point {number} does not convert to an int32 (PyTorch's Tensor overload)")
    return whole


def call_fake_quantize_per_tensor_affine(call, input, scale, zero_point, quant_min, quant_max):
    return call.default(dict(input=input, scale=_held(call, scale, "scale"), zero_point=_zero_point(call, zero_point),
                             quant_min=quant_min, quant_max=quant_max))


def call_fake_quantize_per_tensor_affine_backward(call, grad, input, scale, zero_point, quant_min, quant_max):
    return call.default(dict(grad=grad, input=input, scale=_held(call, scale, "scale"),
                             zero_point=_zero_point(call, zero_point), quant_min=quant_min, quant_max=quant_max))


def _sub_byte(dtype) -> bool:
    """Whether a dtype argument names a sub-byte type (quint4x2, quint2x4); anything else is the plan's to check."""
    try:
        return dtypes.DTYPES[dtypes.name_of(dtype)].bits < 8
    except DTypeError:
        return False


@shape_only
def call_quantize_per_tensor(call, input, scale, zero_point, dtype, quant_min, quant_max):
    """PyTorch's quantize_per_tensor, whose dtype says the op: a sub-byte type packs its codes."""
    if _sub_byte(dtype):
        call = call.of("quantize_per_tensor_sub_byte")
    return call.default(dict(input=input, scale=scale, zero_point=zero_point, dtype=dtype, quant_min=quant_min,
                             quant_max=quant_max))


@shape_only
def call_dequantize_per_tensor_sub_byte(call, input, scale, zero_point, qtype, shape, dtype):
    """The packed codes do not say how many there are: `shape` does, and the result has it."""
    if isinstance(shape, (int, np.integer)) or not all(isinstance(extent, (int, np.integer)) and
                                                       not isinstance(extent, (bool, np.bool_)) and extent >= 0
                                                       for extent in shape):
        raise ShapeError(f"shape must be a sequence of non-negative ints, not {shape!r}")
    shape = tuple(int(extent) for extent in shape)
    out = call.run({"qtype": "qtype", "element": "dtype"}, input=input, scale=scale, zero_point=zero_point,
                   qtype=dtype_name(qtype, "qtype"), element=dtype_name(dtype, "dtype"), numel=math.prod(shape))
    return out.reshape(shape)
