"""quantize hooks: PyTorch's tensor_qparams overload of fake_quantize_per_tensor_affine, whose scale
and zero point are one-element tensors of any shape, read as aten reads them (Scalar.toFloat and
Scalar.toInt: a real zero point truncated toward 0, one past int32 refused)."""

from __future__ import annotations

import math

import numpy as np

from ..errors import DTypeError, OutOfRangeError, ShapeError

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
