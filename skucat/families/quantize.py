"""Quantization: descriptor checks and launch sequences.

Two choices of PyTorch's x86 CPU arithmetic depend on the integer type, not
on the element; they are decided here, once, and passed to the kernels as
runtime values:

- `fused`: torch.quantize_per_tensor evaluates zero_point + x * inv_scale as
  one fused multiply-add for 8-bit types (FBGEMM's AVX2 path) and as a
  rounded product plus zero_point for the others (its scalar path).
  Per-channel quantization always takes the scalar path.
- `nan_q`, the code NaN quantizes to: quant_max per tensor for 8-bit types
  (the AVX2 path clamps NaN to its upper limit); elsewhere the x86 result of
  PyTorch's (undefined) NaN -> int32 conversion, INT32_MIN, truncated to the
  integer type (0 for 8-bit types) and clamped into [quant_min, quant_max].
"""

from __future__ import annotations

import math

import numpy as np

from .. import dtypes
from ..errors import InvalidArgumentError, OutOfRangeError

_INT32_MIN = -(2**31)


def int_range(qtype: str) -> tuple[int, int]:
    info = dtypes.DTYPES[qtype]
    return info.min, info.max


def quant_range(desc) -> tuple[int, int]:
    """(quant_min, quant_max) of a descriptor with a `qtype`: None means the type's bound."""
    low, high = int_range(desc.qtype)
    qmin = low if desc.quant_min is None else int(desc.quant_min)
    qmax = high if desc.quant_max is None else int(desc.quant_max)
    return qmin, qmax


def _fused(desc) -> bool:
    return dtypes.DTYPES[desc.qtype].bits == 8


def _nan_code(desc, per_tensor: bool) -> int:
    qmin, qmax = quant_range(desc)
    if per_tensor and _fused(desc):
        return qmax
    bits = dtypes.DTYPES[desc.qtype].bits
    low, _ = int_range(desc.qtype)
    truncated = _INT32_MIN % (1 << bits) if bits < 32 else _INT32_MIN
    if low < 0 and truncated >= 1 << (bits - 1):
        truncated -= 1 << bits
    return min(max(truncated, qmin), qmax)


def check_scale(scale, compute: str, what: str = "scale") -> None:
    """scale must be finite and > 0 once rounded to the compute type, and so must 1 / scale."""
    if not math.isfinite(float(scale)) or float(scale) <= 0:
        raise InvalidArgumentError(f"{what} must be finite and > 0, not {scale!r}")
    ctype = dtypes.numpy_dtype(compute).type
    with np.errstate(over="ignore", divide="ignore", under="ignore"):
        rounded = ctype(scale)
        inverse = ctype(1) / rounded
    if not (np.isfinite(rounded) and rounded > 0 and np.isfinite(inverse)):
        raise InvalidArgumentError(f"{what} {scale!r} is too small or too large for {compute} arithmetic "
                                   f"(it or its inverse is 0 or inf)")


def check_quant_range(qmin: int, qmax: int, low: int, high: int, what: str) -> None:
    if qmin > qmax:
        raise InvalidArgumentError(f"quant_min {qmin} must be <= quant_max {qmax}")
    for name, value in (("quant_min", qmin), ("quant_max", qmax)):
        if not low <= value <= high:
            raise OutOfRangeError(f"{name} {value} is outside the range [{low}, {high}] of {what}")


def check_zero_point(zero_point: int, low: int, high: int, what: str) -> None:
    if not low <= int(zero_point) <= high:
        raise OutOfRangeError(f"zero_point {zero_point} is outside [{low}, {high}] ({what})")


def _compute(desc) -> str:
    return dtypes.DTYPES[desc.element].compute


def _check_int_quant(desc, scale: bool = True, zero_point: bool = True):
    low, high = int_range(desc.qtype)
    qmin, qmax = quant_range(desc)
    check_quant_range(qmin, qmax, low, high, f"the integer type {desc.qtype}")
    if scale:
        check_scale(desc.scale, _compute(desc))
    if zero_point:
        check_zero_point(desc.zero_point, low, high, f"the range of {desc.qtype}")


def _check_fake_quant(desc, scale: bool = True):
    check_quant_range(desc.quant_min, desc.quant_max, -(2**31), 2**31 - 1, "int32")
    if scale:
        check_scale(desc.scale, "f32")
        check_zero_point(desc.zero_point, desc.quant_min, desc.quant_max, "[quant_min, quant_max]")


def check_quantize_per_tensor(desc):
    _check_int_quant(desc)


check_quantize_per_tensor_backward = check_quantize_per_tensor


def check_dequantize_per_tensor(desc):
    low, high = int_range(desc.qtype)
    check_scale(desc.scale, _compute(desc))
    check_zero_point(desc.zero_point, low, high, f"the range of {desc.qtype}")


def check_dequantize_per_tensor_backward(desc):
    check_scale(desc.scale, _compute(desc))


def check_quantize_per_channel(desc):
    _check_int_quant(desc, scale=False, zero_point=False)


check_quantize_per_channel_backward = check_quantize_per_channel


def check_dequantize_per_channel(desc):
    pass


check_dequantize_per_channel_backward = check_dequantize_per_channel


def check_fake_quantize_per_tensor_affine(desc):
    _check_fake_quant(desc)


check_fake_quantize_per_tensor_affine_backward = check_fake_quantize_per_tensor_affine


def check_fake_quantize_per_channel_affine(desc):
    _check_fake_quant(desc, scale=False)


check_fake_quantize_per_channel_affine_backward = check_fake_quantize_per_channel_affine


# ---- launches

def _i64(value) -> np.int64:
    return np.int64(value)


def launch_quantize_per_tensor(launch, desc, args, workspace):
    qmin, qmax = quant_range(desc)
    launch("quantize", desc.numel, args.input, args.out, _i64(desc.numel), np.float64(desc.scale),
           _i64(desc.zero_point), _i64(qmin), _i64(qmax), np.int32(_fused(desc)), _i64(_nan_code(desc, True)))


def launch_quantize_per_tensor_backward(launch, desc, args, workspace):
    qmin, qmax = quant_range(desc)
    launch("grad", desc.numel, args.grad, args.input, args.grad_input, _i64(desc.numel), np.float64(desc.scale),
           _i64(desc.zero_point), _i64(qmin), _i64(qmax), np.int32(_fused(desc)))


def launch_dequantize_per_tensor(launch, desc, args, workspace):
    launch("dequantize", desc.numel, args.input, args.out, _i64(desc.numel), np.float64(desc.scale),
           _i64(desc.zero_point))


def launch_dequantize_per_tensor_backward(launch, desc, args, workspace):
    launch("grad", desc.numel, args.grad, args.grad_input, _i64(desc.numel), np.float64(desc.scale))


def _channel_dims(desc):
    count = desc.outer * desc.channels * desc.inner
    return count, _i64(count), _i64(desc.channels), _i64(desc.inner)


def launch_quantize_per_channel(launch, desc, args, workspace):
    qmin, qmax = quant_range(desc)
    count, *dims = _channel_dims(desc)
    launch("quantize", count, args.input, args.scales, args.zero_points, args.out, *dims, _i64(qmin), _i64(qmax),
           _i64(_nan_code(desc, False)))


def launch_quantize_per_channel_backward(launch, desc, args, workspace):
    qmin, qmax = quant_range(desc)
    count, *dims = _channel_dims(desc)
    launch("grad", count, args.grad, args.input, args.scales, args.zero_points, args.grad_input, *dims,
           _i64(qmin), _i64(qmax))


def launch_dequantize_per_channel(launch, desc, args, workspace):
    count, *dims = _channel_dims(desc)
    launch("dequantize", count, args.input, args.scales, args.zero_points, args.out, *dims)


def launch_dequantize_per_channel_backward(launch, desc, args, workspace):
    count, *dims = _channel_dims(desc)
    launch("grad", count, args.grad, args.scales, args.grad_input, *dims)


def launch_fake_quantize_per_tensor_affine(launch, desc, args, workspace):
    launch("fake_quantize", desc.numel, args.input, args.out, _i64(desc.numel), np.float64(desc.scale),
           _i64(desc.zero_point), _i64(desc.quant_min), _i64(desc.quant_max))


def launch_fake_quantize_per_tensor_affine_backward(launch, desc, args, workspace):
    launch("grad", desc.numel, args.grad, args.input, args.grad_input, _i64(desc.numel), np.float64(desc.scale),
           _i64(desc.zero_point), _i64(desc.quant_min), _i64(desc.quant_max))


def launch_fake_quantize_per_channel_affine(launch, desc, args, workspace):
    count, *dims = _channel_dims(desc)
    launch("fake_quantize", count, args.input, args.scale, args.zero_point, args.out, *dims,
           _i64(desc.quant_min), _i64(desc.quant_max))


def launch_fake_quantize_per_channel_affine_backward(launch, desc, args, workspace):
    count, *dims = _channel_dims(desc)
    launch("grad", count, args.grad, args.input, args.scale, args.zero_point, args.grad_input, *dims,
           _i64(desc.quant_min), _i64(desc.quant_max))


# ---- learnable fake quantize backward: per-thread slots, folded into lanes, then summed

MAX_PARTIAL_BLOCKS = 1024   # blocks of the partials launch; catalog.yaml's workspace rule assumes it


def check_fake_quantize_learnable_per_tensor_affine_backward(desc):
    check_quant_range(desc.quant_min, desc.quant_max, -(2**31), 2**31 - 1, "int32")
    if not math.isfinite(float(desc.grad_factor)):
        raise InvalidArgumentError(f"grad_factor must be finite, not {desc.grad_factor!r}")


def launch_fake_quantize_learnable_per_tensor_affine_backward(launch, desc, args, workspace):
    from ..plan import BLOCK

    work = min(desc.numel, MAX_PARTIAL_BLOCKS * BLOCK)
    slot_count = -(-work // BLOCK) * BLOCK               # every thread of the partials launch owns a slot
    slots = workspace.take(0, np.float32, 2 * slot_count)
    lanes = workspace.take(slots.nbytes, np.float32, 2 * BLOCK)
    launch("partials", work, args.grad, args.input, args.scale, args.zero_point, args.grad_input, slots,
           _i64(desc.numel), _i64(desc.quant_min), _i64(desc.quant_max), np.float32(desc.grad_factor))
    launch("combine", BLOCK, slots, _i64(slot_count), lanes)
    launch("finish", 1, lanes, _i64(BLOCK), args.grad_scale, args.grad_zero_point)
