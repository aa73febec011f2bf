"""Quantization ops with PyTorch's names: quantize / dequantize per tensor and per
channel, fake quantize, and their backward forms.

Integer types are given as `dtype`: "int8", "uint8", "int32", the catalog's
names ("i8", "u8", "i32"), numpy dtypes, or torch's (torch.qint8, torch.quint8,
torch.qint32, torch.int8, ...). Per-channel ops take any `axis` of an array of
rank 1 to 8 (negative counts from the end) and run on its
[outer, channels, inner] view. Every argument is checked before anything runs.
"""

from __future__ import annotations

import math

import numpy as np

from .. import dtypes
from ..autodiff import defvjp
from ..errors import DTypeError, InvalidArgumentError, OutOfRangeError, ShapeError
from ..families import quantize as family
from ..generated.plans import quantize as plans
from ._common import contiguous, element_of, resolve_stream, run

__all__ = [
    "quantize_per_tensor", "quantize_per_tensor_backward", "dequantize_per_tensor", "dequantize_per_tensor_backward",
    "quantize_per_channel", "quantize_per_channel_backward", "dequantize_per_channel",
    "dequantize_per_channel_backward", "fake_quantize_per_tensor_affine", "fake_quantize_per_tensor_affine_backward",
    "fake_quantize_per_channel_affine", "fake_quantize_per_channel_affine_backward",
    "fake_quantize_learnable_per_tensor_affine", "fake_quantize_learnable_per_tensor_affine_backward",
]

MAX_RANK = 8
_FLOATS = plans.QuantizePerTensorPlan.elements
_INTS = plans.QuantizePerTensorPlan.aux_types
_TORCH_NAMES = {"qint8": "int8", "quint8": "uint8", "qint32": "int32"}


# ---- argument handling

def int_type(dtype, name: str = "dtype") -> str:
    """The catalog name of an integer (quantized) type; DTypeError if it is not one."""
    text = str(dtype)
    if text.startswith("torch."):                      # torch dtypes without importing torch
        text = text[len("torch."):]
        dtype = _TORCH_NAMES.get(text, text)
    elif isinstance(dtype, str):
        dtype = _TORCH_NAMES.get(dtype, dtype)
    try:
        found = dtypes.name_of(dtype)
    except DTypeError:
        found = None
    if found not in _INTS:
        raise DTypeError(f"{name} must be one of the quantized integer types {list(_INTS)} "
                         f"(or their numpy/torch names), not {dtype!r}")
    return found


def float_type(dtype, name: str = "dtype") -> str:
    text = str(dtype)
    if text.startswith("torch."):
        dtype = text[len("torch."):]
    try:
        found = dtypes.name_of(dtype)
    except DTypeError:
        found = None
    if found not in _FLOATS:
        raise DTypeError(f"{name} must be one of the float types {list(_FLOATS)}, not {dtype!r}")
    return found


def _float_array(stream, array, name: str):
    array = contiguous(stream, array, name)
    return array, element_of(array, name, _FLOATS)


def _int_array(stream, array, name: str):
    array = contiguous(stream, array, name)
    qtype = dtypes.name_of(array.dtype) if array.dtype.kind in "iu" else None
    if qtype not in _INTS:
        raise DTypeError(f"{name} must have an integer dtype among {list(_INTS)}, not {array.dtype}")
    return array, qtype


def _int_scalar(value, name: str) -> int:
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise InvalidArgumentError(f"{name} must be an int, not {value!r}")
    return int(value)


def _float_scalar(value, name: str) -> float:
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, float, np.integer, np.floating)):
        raise InvalidArgumentError(f"{name} must be a float, not {value!r}")
    return float(value)


def _optional_int(value, name: str):
    return None if value is None else _int_scalar(value, name)


def _grad_and_input(stream, grad, input):
    """(grad, input, element) of a backward op: float arrays of one shape and dtype."""
    input, element = _float_array(stream, input, "input")
    grad, _ = _float_array(stream, grad, "grad")
    if tuple(grad.shape) != tuple(input.shape):
        raise ShapeError(f"grad must have the shape of input {tuple(input.shape)}, not {tuple(grad.shape)}")
    if grad.dtype != input.dtype:
        raise DTypeError(f"grad must have the dtype of input ({input.dtype}), not {grad.dtype}")
    return grad, input, element


def _channel_view(shape, axis) -> tuple[int, tuple[int, int, int]]:
    """(normalised axis, (outer, channels, inner)) for a per-channel op over `shape`."""
    rank = len(shape)
    if not 1 <= rank <= MAX_RANK:
        raise ShapeError(f"per-channel ops take arrays of rank 1 to {MAX_RANK}, not shape {tuple(shape)}")
    axis = _int_scalar(axis, "axis")
    if not -rank <= axis < rank:
        raise OutOfRangeError(f"axis {axis} is out of range for an array of rank {rank}")
    axis %= rank
    return axis, (math.prod(shape[:axis]), shape[axis], math.prod(shape[axis + 1:]))


def _channel_params(stream, values, channels: int, name: str, dtype, kinds: str):
    """A [channels] parameter array converted (exactly) to `dtype` on the stream's backend."""
    if stream.backend.is_array(values):
        host = stream.backend.to_numpy(values)        # C values, checked on the host
    elif isinstance(values, (list, tuple, np.ndarray, np.generic)):
        host = np.asarray(values)
    else:
        raise DTypeError(f"{name} must be an array, not {type(values).__name__}")
    if host.size and host.dtype.kind not in kinds:         # an empty list is float64 to numpy
        wanted = "numbers" if "f" in kinds else "integers (float zero points are not supported)"
        raise DTypeError(f"{name} must be an array of {wanted}, not {host.dtype}")
    if host.ndim != 1 or host.shape[0] != channels:
        raise ShapeError(f"{name} must have shape ({channels},) (the extent of the channel axis), "
                         f"not {tuple(host.shape)}")
    converted = host.astype(dtype)
    if kinds == "iu" and not np.array_equal(converted.astype(np.int64), host.astype(np.int64)):
        raise OutOfRangeError(f"{name} does not fit {np.dtype(dtype)}")
    return host, contiguous(stream, converted, name)


def _check_scales(host, compute: str, name: str):
    for value in np.asarray(host, np.float64).reshape(-1):
        family.check_scale(value, compute, f"every {name} entry")


def _check_zero_points(host, low: int, high: int, what: str):
    if host.size and (int(host.min()) < low or int(host.max()) > high):
        bad = int(host.min()) if int(host.min()) < low else int(host.max())
        raise OutOfRangeError(f"zero_point {bad} is outside [{low}, {high}] ({what})")


# ---- per tensor

def quantize_per_tensor(input, scale, zero_point, dtype, *, quant_min=None, quant_max=None, stream=None):
    """q = clamp(round_half_even(zero_point + input / scale), quant_min, quant_max) as integers of
    `dtype`, bit-identical to torch.quantize_per_tensor(input, scale, zero_point, dtype).int_repr()
    for float32 input. quant_min/quant_max default to the range of `dtype`."""
    stream = resolve_stream(stream, input)
    input, element = _float_array(stream, input, "input")
    desc = plans.QuantizePerTensorDescriptor(input.size, element, int_type(dtype), _float_scalar(scale, "scale"),
                                             _int_scalar(zero_point, "zero_point"),
                                             _optional_int(quant_min, "quant_min"), _optional_int(quant_max, "quant_max"))
    out = stream.backend.empty(input.shape, dtypes.numpy_dtype(desc.qtype))
    run(plans.QuantizePerTensorPlan, stream, desc,
        plans.QuantizePerTensorArgs(input=input.reshape(-1), out=out.reshape(-1)))
    return out


def quantize_per_tensor_backward(grad, input, scale, zero_point, dtype, *, quant_min=None, quant_max=None,
                                 stream=None):
    """Straight-through gradient of quantize_per_tensor: grad / scale where the forward value was in
    [quant_min, quant_max] (recomputed from `input`), else 0. grad has input's shape and dtype."""
    stream = resolve_stream(stream, grad)
    grad, input, element = _grad_and_input(stream, grad, input)
    desc = plans.QuantizePerTensorBackwardDescriptor(
        input.size, element, int_type(dtype), _float_scalar(scale, "scale"), _int_scalar(zero_point, "zero_point"),
        _optional_int(quant_min, "quant_min"), _optional_int(quant_max, "quant_max"))
    grad_input = stream.backend.empty(input.shape, input.dtype)
    run(plans.QuantizePerTensorBackwardPlan, stream, desc,
        plans.QuantizePerTensorBackwardArgs(grad=grad.reshape(-1), input=input.reshape(-1),
                                            grad_input=grad_input.reshape(-1)))
    return grad_input


def dequantize_per_tensor(input, scale, zero_point, dtype=np.float32, *, stream=None):
    """scale * (input - zero_point) as floats of `dtype`; input is an int8/uint8/int32 array.
    Bit-identical to torch.dequantize for float32 when |input - zero_point| <= 2**24."""
    stream = resolve_stream(stream, input)
    input, qtype = _int_array(stream, input, "input")
    desc = plans.DequantizePerTensorDescriptor(input.size, float_type(dtype), qtype, _float_scalar(scale, "scale"),
                                               _int_scalar(zero_point, "zero_point"))
    out = stream.backend.empty(input.shape, dtypes.numpy_dtype(desc.element))
    run(plans.DequantizePerTensorPlan, stream, desc,
        plans.DequantizePerTensorArgs(input=input.reshape(-1), out=out.reshape(-1)))
    return out


def dequantize_per_tensor_backward(grad, scale, *, input_dtype=np.int8, stream=None):
    """Gradient of dequantize_per_tensor with respect to its (integer) input, as floats of grad's
    dtype: scale * grad. input_dtype, the forward input's integer type, only picks the SKU."""
    stream = resolve_stream(stream, grad)
    grad, element = _float_array(stream, grad, "grad")
    desc = plans.DequantizePerTensorBackwardDescriptor(grad.size, element, int_type(input_dtype, "input_dtype"),
                                                       _float_scalar(scale, "scale"))
    grad_input = stream.backend.empty(grad.shape, grad.dtype)
    run(plans.DequantizePerTensorBackwardPlan, stream, desc,
        plans.DequantizePerTensorBackwardArgs(grad=grad.reshape(-1), grad_input=grad_input.reshape(-1)))
    return grad_input


# ---- per channel

def _check_int_range(qtype: str, quant_min, quant_max):
    """quant_min/quant_max (None: the type's bound) within the integer type, in order."""
    low, high = family.int_range(qtype)
    family.check_quant_range(low if quant_min is None else quant_min, high if quant_max is None else quant_max,
                             low, high, f"the integer type {qtype}")


def _integer_channel_params(stream, input_shape, scales, zero_points, axis, qtype, compute, check_zero=True):
    axis, view = _channel_view(input_shape, axis)
    host_scales, scales = _channel_params(stream, scales, view[1], "scales", np.float64, "fiu")
    _check_scales(host_scales, compute, "scales")
    host_zero, zero_points = _channel_params(stream, zero_points, view[1], "zero_points", np.int64, "iu")
    if check_zero:
        low, high = family.int_range(qtype)
        _check_zero_points(host_zero, low, high, f"the range of {qtype}")
    return view, scales, zero_points


def quantize_per_channel(input, scales, zero_points, axis, dtype, *, quant_min=None, quant_max=None, stream=None):
    """Per-channel quantize_per_tensor along `axis` (scales and zero_points have its extent);
    bit-identical to torch.quantize_per_channel(...).int_repr() for float32 input."""
    stream = resolve_stream(stream, input)
    input, element = _float_array(stream, input, "input")
    qtype = int_type(dtype)
    quant_min, quant_max = _optional_int(quant_min, "quant_min"), _optional_int(quant_max, "quant_max")
    _check_int_range(qtype, quant_min, quant_max)
    view, scales, zero_points = _integer_channel_params(stream, input.shape, scales, zero_points, axis, qtype,
                                                        dtypes.DTYPES[element].compute)
    desc = plans.QuantizePerChannelDescriptor(*view, element, qtype, quant_min, quant_max)
    out = stream.backend.empty(input.shape, dtypes.numpy_dtype(qtype))
    run(plans.QuantizePerChannelPlan, stream, desc,
        plans.QuantizePerChannelArgs(input=input.reshape(view), scales=scales, zero_points=zero_points,
                                     out=out.reshape(view)))
    return out


def quantize_per_channel_backward(grad, input, scales, zero_points, axis, dtype, *, quant_min=None, quant_max=None,
                                  stream=None):
    """Straight-through gradient of quantize_per_channel: grad / scales[c] where in range, else 0."""
    stream = resolve_stream(stream, grad)
    grad, input, element = _grad_and_input(stream, grad, input)
    qtype = int_type(dtype)
    quant_min, quant_max = _optional_int(quant_min, "quant_min"), _optional_int(quant_max, "quant_max")
    _check_int_range(qtype, quant_min, quant_max)
    view, scales, zero_points = _integer_channel_params(stream, input.shape, scales, zero_points, axis, qtype,
                                                        dtypes.DTYPES[element].compute)
    desc = plans.QuantizePerChannelBackwardDescriptor(*view, element, qtype, quant_min, quant_max)
    grad_input = stream.backend.empty(input.shape, input.dtype)
    run(plans.QuantizePerChannelBackwardPlan, stream, desc,
        plans.QuantizePerChannelBackwardArgs(grad=grad.reshape(view), input=input.reshape(view), scales=scales,
                                             zero_points=zero_points, grad_input=grad_input.reshape(view)))
    return grad_input


def dequantize_per_channel(input, scales, zero_points, axis, dtype=np.float32, *, stream=None):
    """scales[c] * (input - zero_points[c]) along `axis`, as floats of `dtype` (the product in
    float64, rounded once, as PyTorch)."""
    stream = resolve_stream(stream, input)
    input, qtype = _int_array(stream, input, "input")
    element = float_type(dtype)
    view, scales, zero_points = _integer_channel_params(stream, input.shape, scales, zero_points, axis, qtype, "f64")
    desc = plans.DequantizePerChannelDescriptor(*view, element, qtype)
    out = stream.backend.empty(input.shape, dtypes.numpy_dtype(element))
    run(plans.DequantizePerChannelPlan, stream, desc,
        plans.DequantizePerChannelArgs(input=input.reshape(view), scales=scales, zero_points=zero_points,
                                       out=out.reshape(view)))
    return out


def dequantize_per_channel_backward(grad, scales, axis, *, input_dtype=np.int8, stream=None):
    """Gradient of dequantize_per_channel with respect to its input: scales[c] * grad."""
    stream = resolve_stream(stream, grad)
    grad, element = _float_array(stream, grad, "grad")
    qtype = int_type(input_dtype, "input_dtype")
    axis, view = _channel_view(grad.shape, axis)
    host_scales, scales = _channel_params(stream, scales, view[1], "scales", np.float64, "fiu")
    _check_scales(host_scales, "f64", "scales")
    desc = plans.DequantizePerChannelBackwardDescriptor(*view, element, qtype)
    grad_input = stream.backend.empty(grad.shape, grad.dtype)
    run(plans.DequantizePerChannelBackwardPlan, stream, desc,
        plans.DequantizePerChannelBackwardArgs(grad=grad.reshape(view), scales=scales,
                                               grad_input=grad_input.reshape(view)))
    return grad_input


# ---- fake quantize

def fake_quantize_per_tensor_affine(input, scale, zero_point, quant_min, quant_max, *, stream=None):
    """Quantize then dequantize, as torch.fake_quantize_per_tensor_affine (bit-identical on CPU,
    for every float dtype, NaN and +-inf included)."""
    stream = resolve_stream(stream, input)
    input, element = _float_array(stream, input, "input")
    desc = plans.FakeQuantizePerTensorAffineDescriptor(
        input.size, element, _float_scalar(scale, "scale"), _int_scalar(zero_point, "zero_point"),
        _int_scalar(quant_min, "quant_min"), _int_scalar(quant_max, "quant_max"))
    out = stream.backend.empty(input.shape, input.dtype)
    run(plans.FakeQuantizePerTensorAffinePlan, stream, desc,
        plans.FakeQuantizePerTensorAffineArgs(input=input.reshape(-1), out=out.reshape(-1)))
    return out


def fake_quantize_per_tensor_affine_backward(grad, input, scale, zero_point, quant_min, quant_max, *, stream=None):
    """grad * mask, mask = the forward value was not clamped (PyTorch's cachemask backward)."""
    stream = resolve_stream(stream, grad)
    grad, input, element = _grad_and_input(stream, grad, input)
    desc = plans.FakeQuantizePerTensorAffineBackwardDescriptor(
        input.size, element, _float_scalar(scale, "scale"), _int_scalar(zero_point, "zero_point"),
        _int_scalar(quant_min, "quant_min"), _int_scalar(quant_max, "quant_max"))
    grad_input = stream.backend.empty(input.shape, input.dtype)
    run(plans.FakeQuantizePerTensorAffineBackwardPlan, stream, desc,
        plans.FakeQuantizePerTensorAffineBackwardArgs(grad=grad.reshape(-1), input=input.reshape(-1),
                                                      grad_input=grad_input.reshape(-1)))
    return grad_input


def _fake_channel_params(stream, descriptor, input, element, scale, zero_point, axis, quant_min, quant_max):
    quant_min, quant_max = _int_scalar(quant_min, "quant_min"), _int_scalar(quant_max, "quant_max")
    family.check_quant_range(quant_min, quant_max, -(2**31), 2**31 - 1, "int32")
    axis, view = _channel_view(input.shape, axis)
    host_scale, scale = _channel_params(stream, scale, view[1], "scale", np.float32, "fiu")
    _check_scales(host_scale.astype(np.float32), "f32", "scale")
    host_zero, zero_point = _channel_params(stream, zero_point, view[1], "zero_point", np.int32, "iu")
    _check_zero_points(host_zero, quant_min, quant_max, "[quant_min, quant_max]")
    return descriptor(*view, element, quant_min, quant_max), view, scale, zero_point


def fake_quantize_per_channel_affine(input, scale, zero_point, axis, quant_min, quant_max, *, stream=None):
    """Per-channel fake quantization along `axis`, as torch.fake_quantize_per_channel_affine with
    integer zero points (scale is rounded to float32 and zero_point converted to int32, as PyTorch
    requires them)."""
    stream = resolve_stream(stream, input)
    input, element = _float_array(stream, input, "input")
    desc, view, scale, zero_point = _fake_channel_params(
        stream, plans.FakeQuantizePerChannelAffineDescriptor, input, element, scale, zero_point, axis, quant_min,
        quant_max)
    out = stream.backend.empty(input.shape, input.dtype)
    run(plans.FakeQuantizePerChannelAffinePlan, stream, desc,
        plans.FakeQuantizePerChannelAffineArgs(input=input.reshape(view), scale=scale, zero_point=zero_point,
                                               out=out.reshape(view)))
    return out


def fake_quantize_per_channel_affine_backward(grad, input, scale, zero_point, axis, quant_min, quant_max, *,
                                              stream=None):
    """grad * mask for fake_quantize_per_channel_affine."""
    stream = resolve_stream(stream, grad)
    grad, input, element = _grad_and_input(stream, grad, input)
    desc, view, scale, zero_point = _fake_channel_params(
        stream, plans.FakeQuantizePerChannelAffineBackwardDescriptor, input, element, scale, zero_point, axis,
        quant_min, quant_max)
    grad_input = stream.backend.empty(input.shape, input.dtype)
    run(plans.FakeQuantizePerChannelAffineBackwardPlan, stream, desc,
        plans.FakeQuantizePerChannelAffineBackwardArgs(grad=grad.reshape(view), input=input.reshape(view), scale=scale,
                                                       zero_point=zero_point, grad_input=grad_input.reshape(view)))
    return grad_input


# ---- learnable fake quantize (PyTorch's _fake_quantize_learnable_per_tensor_affine)

def _learnable_params(stream, scale, zero_point):
    """(scale, zero_point) as one-element f32 arrays of the backend, and their host values, checked."""
    values = []
    for name, value in (("scale", scale), ("zero_point", zero_point)):
        host = stream.backend.to_numpy(value) if stream.backend.is_array(value) else np.asarray(value)
        if host.dtype.kind not in "fiu" or host.size != 1:
            raise ShapeError(f"{name} must be a number or a one-element float array, not {host.dtype} "
                             f"of shape {tuple(host.shape)}")
        values.append(host.astype(np.float32).reshape(1))
    host_scale, host_zero = values
    family.check_scale(host_scale[0], "f32")
    if not np.isfinite(host_zero[0]):
        raise InvalidArgumentError(f"zero_point must be finite, not {host_zero[0]!r}")
    return contiguous(stream, host_scale, "scale"), contiguous(stream, host_zero, "zero_point"), host_scale[0], \
        host_zero[0]


def fake_quantize_learnable_per_tensor_affine(input, scale, zero_point, quant_min, quant_max, grad_factor=1.0, *,
                                              stream=None):
    """torch._fake_quantize_learnable_per_tensor_affine: fake_quantize_per_tensor_affine with
    scale[0] (f32) and zero_point[0] rounded half to even and clamped to [quant_min, quant_max];
    differentiable in input, scale and zero_point (see ..._backward). grad_factor only scales
    the gradients."""
    stream = resolve_stream(stream, input)
    quant_min, quant_max = _int_scalar(quant_min, "quant_min"), _int_scalar(quant_max, "quant_max")
    family.check_quant_range(quant_min, quant_max, -(2**31), 2**31 - 1, "int32")
    _float_scalar(grad_factor, "grad_factor")
    _, _, host_scale, host_zero = _learnable_params(stream, scale, zero_point)
    zero = int(min(max(np.rint(host_zero), np.float32(quant_min)), np.float32(quant_max)))
    return fake_quantize_per_tensor_affine(input, float(host_scale), zero, quant_min, quant_max, stream=stream)


def fake_quantize_learnable_per_tensor_affine_backward(grad, input, scale, zero_point, quant_min, quant_max,
                                                       grad_factor=1.0, *, stream=None):
    """(grad_input, grad_scale, grad_zero_point) of fake_quantize_learnable_per_tensor_affine, with
    PyTorch's formulas (float32 only, as PyTorch); grad_scale and grad_zero_point have shape (1,)."""
    stream = resolve_stream(stream, grad)
    grad, input, element = _grad_and_input(stream, grad, input)
    quant_min, quant_max = _int_scalar(quant_min, "quant_min"), _int_scalar(quant_max, "quant_max")
    family.check_quant_range(quant_min, quant_max, -(2**31), 2**31 - 1, "int32")
    scale, zero_point, _, _ = _learnable_params(stream, scale, zero_point)
    desc = plans.FakeQuantizeLearnablePerTensorAffineBackwardDescriptor(
        input.size, element, quant_min, quant_max, _float_scalar(grad_factor, "grad_factor"))
    grad_input = stream.backend.empty(input.shape, input.dtype)
    grad_scale = stream.backend.empty((1,), np.float32)
    grad_zero_point = stream.backend.empty((1,), np.float32)
    run(plans.FakeQuantizeLearnablePerTensorAffineBackwardPlan, stream, desc,
        plans.FakeQuantizeLearnablePerTensorAffineBackwardArgs(
            grad=grad.reshape(-1), input=input.reshape(-1), scale=scale, zero_point=zero_point,
            grad_input=grad_input.reshape(-1), grad_scale=grad_scale, grad_zero_point=grad_zero_point))
    return grad_input, grad_scale, grad_zero_point


# ---- gradient rules (the adjoints catalog.yaml names)

def _grad_like(stream, grad_out, input):
    """grad_out as an array of input's float dtype on the stream's backend."""
    stream = resolve_stream(stream, grad_out, input)
    input = contiguous(stream, input, "input")
    return contiguous(stream, grad_out, "grad").astype(input.dtype, copy=False)


def _dtype_of(stream, array):
    return contiguous(resolve_stream(stream, array), array, "input").dtype


@defvjp(quantize_per_tensor, wrt=("input",))
def _quantize_per_tensor_vjp(grad_out, input, scale, zero_point, dtype, quant_min, quant_max, stream, **_):
    return {"input": quantize_per_tensor_backward(_grad_like(stream, grad_out, input), input, scale, zero_point,
                                                  dtype, quant_min=quant_min, quant_max=quant_max, stream=stream)}


@defvjp(dequantize_per_tensor, wrt=("input",))
def _dequantize_per_tensor_vjp(grad_out, input, scale, stream, **_):
    return {"input": dequantize_per_tensor_backward(grad_out, scale, input_dtype=_dtype_of(stream, input),
                                                    stream=stream)}


@defvjp(quantize_per_channel, wrt=("input",))
def _quantize_per_channel_vjp(grad_out, input, scales, zero_points, axis, dtype, quant_min, quant_max, stream, **_):
    return {"input": quantize_per_channel_backward(_grad_like(stream, grad_out, input), input, scales, zero_points,
                                                   axis, dtype, quant_min=quant_min, quant_max=quant_max,
                                                   stream=stream)}


@defvjp(dequantize_per_channel, wrt=("input",))
def _dequantize_per_channel_vjp(grad_out, input, scales, axis, stream, **_):
    return {"input": dequantize_per_channel_backward(grad_out, scales, axis, input_dtype=_dtype_of(stream, input),
                                                     stream=stream)}


@defvjp(fake_quantize_per_tensor_affine, wrt=("input",))
def _fake_quantize_per_tensor_affine_vjp(grad_out, input, scale, zero_point, quant_min, quant_max, stream, **_):
    return {"input": fake_quantize_per_tensor_affine_backward(grad_out, input, scale, zero_point, quant_min,
                                                              quant_max, stream=stream)}


@defvjp(fake_quantize_per_channel_affine, wrt=("input",))
def _fake_quantize_per_channel_affine_vjp(grad_out, input, scale, zero_point, axis, quant_min, quant_max, stream,
                                          **_):
    return {"input": fake_quantize_per_channel_affine_backward(grad_out, input, scale, zero_point, axis, quant_min,
                                                               quant_max, stream=stream)}


@defvjp(fake_quantize_learnable_per_tensor_affine, wrt=("input", "scale", "zero_point"))
def _fake_quantize_learnable_per_tensor_affine_vjp(grad_out, input, scale, zero_point, quant_min, quant_max,
                                                   grad_factor, stream, **_):
    grad_input, grad_scale, grad_zero_point = fake_quantize_learnable_per_tensor_affine_backward(
        grad_out, input, scale, zero_point, quant_min, quant_max, grad_factor, stream=stream)
    return {"input": grad_input, "scale": grad_scale, "zero_point": grad_zero_point}
