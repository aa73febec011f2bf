"""quantize hooks: PyTorch's tensor_qparams overload of fake_quantize_per_tensor_affine, whose scale
and zero point are one-element tensors of any shape, read as aten reads them (Scalar.toFloat and
Scalar.toInt: a real zero point truncated toward 0, one past int32 refused; no range check, which its
plain overload makes); quantize_per_tensor's dispatch on a sub-byte dtype; dequantize_per_tensor_sub_byte's
shape; quantize_per_channel's and dequantize_per_channel's dispatch on float zero points (PyTorch's
float_qparams quantizer) and a sub-byte dtype; and dequantize_per_channel_sub_byte's shape."""

from __future__ import annotations

import math

import numpy as np

from .. import dtypes
from ..errors import DTypeError, OutOfRangeError, ShapeError
from ..expr import floating
from ..functional import channel_view, dtype_name, shape_only

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


def _zero_point(call, value, quant_min, quant_max):
    """A zero point as aten's toInt takes an array's: truncated toward 0, within int32, any value
    (its Tensor overload checks no range); a Python number within [quant_min, quant_max] (its plain one)."""
    number = _held(call, value, "zero_point")
    if number is value:
        return _checked_zero_point(number, quant_min, quant_max)
    whole = math.trunc(number) if math.isfinite(number) else None
    if whole is None or not _INT32[0] <= whole <= _INT32[1]:
        raise OutOfRangeError(f"zero_point {number} does not convert to an int32 (PyTorch's Tensor overload)")
    return whole


def call_fake_quantize_per_tensor_affine(call, input, scale, zero_point, quant_min, quant_max):
    return call.default(dict(input=input, scale=_held(call, scale, "scale"),
                             zero_point=_zero_point(call, zero_point, quant_min, quant_max),
                             quant_min=quant_min, quant_max=quant_max))


def call_fake_quantize_per_tensor_affine_backward(call, grad, input, scale, zero_point, quant_min, quant_max):
    return call.default(dict(grad=grad, input=input, scale=_held(call, scale, "scale"),
                             zero_point=_zero_point(call, zero_point, quant_min, quant_max), quant_min=quant_min,
                             quant_max=quant_max))


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
    shape = _shape(shape)
    out = call.run({"qtype": "qtype", "element": "dtype"}, input=input, scale=scale, zero_point=zero_point,
                   qtype=dtype_name(qtype, "qtype"), element=dtype_name(dtype, "dtype"), numel=math.prod(shape))
    return out.reshape(shape)


def _shape(shape) -> tuple:
    if not isinstance(shape, (list, tuple)) or not all(isinstance(extent, (int, np.integer)) and
                                                       not isinstance(extent, (bool, np.bool_)) and extent >= 0
                                                       for extent in shape):
        raise ShapeError(f"shape must be a sequence of non-negative ints, not {shape!r}")
    return tuple(int(extent) for extent in shape)


def _checked_zero_point(zero_point, quant_min, quant_max):
    """PyTorch's plain overload (a Python zero point) checks its range; its Tensor overload does not."""
    if isinstance(zero_point, (int, np.integer)) and not isinstance(zero_point, (bool, np.bool_)) \
            and isinstance(quant_min, (int, np.integer)) and isinstance(quant_max, (int, np.integer)) \
            and quant_min <= quant_max and not quant_min <= zero_point <= quant_max:
        raise OutOfRangeError(f"zero_point lies within [quant_min, quant_max] does not hold: zero_point={zero_point}, "
                              f"quant_min={quant_min}, quant_max={quant_max} (PyTorch's plain overload)")
    return zero_point


def _float_zero_points(zero_points) -> bool:
    """Whether zero points are floats: PyTorch's float_qparams quantizer, rather than its affine one."""
    if not hasattr(zero_points, "dtype"):
        try:
            zero_points = np.asarray(zero_points)
        except (TypeError, ValueError):
            return False   # the op's own checks name what is wrong
    return floating(zero_points)


def _float_qparams_op(op: str, dtype) -> str:
    """The op of PyTorch's float_qparams quantizer for `dtype`: its 8-bit or sub-byte (packed) op; qint32,
    which crashes PyTorch there, refused by name."""
    if _sub_byte(dtype):
        return f"{op}_sub_byte"
    try:
        refused = dtypes.name_of(dtype) == "i32"
    except DTypeError:
        refused = False
    if refused:
        raise DTypeError(f"dtype {dtype!r} with float zero_points is not taken: per-channel qint32 takes integer "
                         f"zero points (PyTorch's float_qparams quantizer is 8-bit or sub-byte)")
    return f"{op}_float_qparams"


@shape_only
def call_quantize_per_channel(call, input, scales, zero_points, axis, dtype, quant_min, quant_max):
    """PyTorch's quantize_per_channel, whose zero points' type says the quantizer: float ones take its
    float_qparams one (packed for a sub-byte dtype, which takes only those)."""
    if _float_zero_points(zero_points):
        call = call.of(_float_qparams_op("quantize_per_channel", dtype))
    elif _sub_byte(dtype):
        raise DTypeError(f"dtype {dtype!r} takes float zero_points (PyTorch's float_qparams quantizer), not "
                         f"integer ones")
    return call.default(dict(input=input, scales=scales, zero_points=zero_points, axis=axis, dtype=dtype,
                             quant_min=quant_min, quant_max=quant_max))


@shape_only
def call_quantize_per_channel_backward(call, grad, input, scales, zero_points, axis, dtype, quant_min, quant_max):
    """The straight-through gradient of the quantizer quantize_per_channel chose."""
    if _float_zero_points(zero_points):
        call = call.of("quantize_per_channel_float_qparams_backward")
    return call.default(dict(grad=grad, input=input, scales=scales, zero_points=zero_points, axis=axis, dtype=dtype,
                             quant_min=quant_min, quant_max=quant_max))


@shape_only
def call_dequantize_per_channel(call, input, scales, zero_points, axis, dtype):
    if _float_zero_points(zero_points):
        call = call.of(_float_qparams_op("dequantize_per_channel", input.dtype if hasattr(input, "dtype") else None))
    return call.default(dict(input=input, scales=scales, zero_points=zero_points, axis=axis, dtype=dtype))


@shape_only
def call_dequantize_per_channel_sub_byte(call, input, scales, zero_points, axis, qtype, shape, dtype):
    """The packed codes do not say their shape: `shape` does, and `axis` counts in it."""
    shape = _shape(shape)
    outer, channels, inner = channel_view(shape, axis, of="shape", from_end=False)
    try:
        out = call.run({"qtype": "qtype", "element": "dtype"}, input=input, scales=scales, zero_points=zero_points,
                       qtype=dtype_name(qtype, "qtype"), element=dtype_name(dtype, "dtype"), outer=outer,
                       channels=channels, inner=inner)
    except ShapeError as error:   # the extents it compares come from shape and axis
        raise ShapeError(f"{error} (with shape {shape} viewed around axis {axis})") from None
    return out.reshape(shape)
