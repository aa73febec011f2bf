"""References for the quantization family, written from PyTorch's semantics.

Quantization is defined by its roundings, so these oracles model each
rounding step of PyTorch's (x86 CPU) arithmetic explicitly: a value is
computed exactly (float64, or exact rationals where float64 is not enough)
and then rounded to the type PyTorch rounds it to. Codes are returned as
int64 arrays, floats as float64 arrays.

Definitions (inv_scale = 1 / scale rounded to the compute type `ct`: f32 for
f16/bf16/f32 inputs, which are widened exactly, f64 for f64 inputs):

quantize:     v = rne(ct(zero_point + x * inv_scale))   fused: one rounding to ct
                  rne(ct(zero_point + ct(x * inv_scale)))  unfused: two
              q = clamp(v, quant_min, quant_max); NaN -> nan_code
dequantize:   x = ct(ct(scale) * ct(q - zero_point))    per tensor
              x = f64(scale * (q - zero_point))         per channel (f64 scales)
fake quantize (scale and inv_scale always f32):
              qf = ct(zero_point + rne(ct(x * inv_scale)))
              q = clamp(qf, quant_min, quant_max), NaN -> quant_min
              out = f32(f32(q - zero_point) * scale)    per tensor
                    ct(ct(q - zero_point) * ct(scale))  per channel
              mask = quant_min <= qf <= quant_max (in ct per tensor, exactly per channel)
              float zero points (per channel, PyTorch's affine quantizer equation):
              qf = rne(f32(ct(x * inv_scale + zero_point)))   one rounding to ct (its x86 build fuses)
              out = ct(f64((q - zero_point) * scale))
"""

from __future__ import annotations

import functools
import math
from fractions import Fraction

import numpy as np

from .. import dtypes
from ..verify import Case, Expected, eps

F32, F64 = np.float32, np.float64


def compute_type(element_dtype) -> type:
    return F64 if np.dtype(element_dtype) == np.float64 else F32


def _widen(x, ct):
    """x in its compute type (f16 and bf16 widen to f32 exactly)."""
    return np.asarray(x).astype(np.float32 if ct is F32 else np.float64)


def _round_to_f32(exact: Fraction) -> float:
    """Round a rational to the nearest f32, ties to even."""
    try:
        nearest = float(exact)                 # correctly rounded to f64
    except OverflowError:
        return float("inf") if exact > 0 else float("-inf")
    with np.errstate(over="ignore"):
        result = np.float32(nearest)
    if not np.isfinite(result) or Fraction(nearest) == exact:
        return float(result)
    # f64 -> f32 can only go wrong when the f64 rounding landed exactly on an
    # f32 half-way point that the exact value is not on.
    other = np.nextafter(result, np.float32(np.inf if nearest > float(result) else -np.inf))
    if Fraction(nearest) * 2 != Fraction(float(result)) + Fraction(float(other)):
        return float(result)
    upper, lower = max(float(result), float(other)), min(float(result), float(other))
    return upper if exact > Fraction(nearest) else lower


def fma(a, b, c, ct):
    """a * b + c with one rounding to ct (a, b in ct; c integers). Non-finite a or b
    follow IEEE (inf * finite + c = inf; anything with NaN is NaN)."""
    a, b = np.broadcast_arrays(np.asarray(a, ct), np.asarray(b, ct))
    c = np.broadcast_to(np.asarray(c, np.int64), a.shape)
    out = np.empty(a.shape, ct)
    for index in np.ndindex(a.shape):
        x, y, z = a[index], b[index], int(c[index])
        if not (np.isfinite(x) and np.isfinite(y)):
            with np.errstate(invalid="ignore"):
                out[index] = x * y + ct(z)
            continue
        exact = Fraction(float(x)) * Fraction(float(y)) + z
        if ct is F32:
            out[index] = _round_to_f32(exact)
        else:
            try:
                out[index] = float(exact)
            except OverflowError:
                out[index] = np.inf if exact > 0 else -np.inf
    return out


def _code(x, inv_scale, zero_point, ct, fused):
    """rne(zero_point + x * inv_scale) in ct, fused or with the product rounded first."""
    x = _widen(x, ct)
    with np.errstate(invalid="ignore", over="ignore"):
        if fused:
            value = fma(x, inv_scale, zero_point, ct)
        else:
            value = (np.asarray(zero_point).astype(ct) + (x * np.asarray(inv_scale, ct)).astype(ct)).astype(ct)
        return np.rint(value)


def _clamp_codes(value, quant_min, quant_max, nan_code):
    value = np.asarray(value, np.float64)
    clamped = np.clip(np.where(np.isnan(value), nan_code, value), quant_min, quant_max)
    return clamped.astype(np.int64)


def _inverse(scale, ct):
    scale = np.asarray(scale)
    return (ct(1) / scale.astype(ct)).astype(ct)


def _per_channel(params, ndim: int, axis: int):
    """Broadcast [C] parameters along `axis` of an ndim-array."""
    shape = [1] * ndim
    shape[axis] = -1
    return np.asarray(params).reshape(shape)


# ---- integer quantization

def pytorch_fused(bits: int, per_channel: bool = False) -> bool:
    """Whether torch.quantize_per_* on x86 evaluates zero_point + x * inv_scale as one fused
    multiply-add: only per tensor for 8-bit types (FBGEMM's AVX2 kernel); its scalar path,
    used for the other types and for every per-channel quantization, rounds the product first."""
    return bits == 8 and not per_channel


def pytorch_nan_code(dtype, quant_min: int, quant_max: int, per_channel: bool = False) -> int:
    """The code PyTorch's x86 build gives NaN: quant_max on the 8-bit AVX2 path (it clamps
    with min_ps(NaN, limit) = limit); else its NaN -> int conversion yields INT32_MIN, of
    which the integer type keeps its low bits (0 for 8-bit types). Clamped into the range."""
    dtype = np.dtype(dtype)
    if pytorch_fused(8 * dtype.itemsize, per_channel):
        return quant_max
    code = int(np.array(-(2**31), np.int64).astype(dtype))
    return min(max(code, quant_min), quant_max)


def quantize(x, scale, zero_point, quant_min, quant_max, fused, nan_code, axis=None):
    """Codes (int64) of x; per channel when axis is given (scale, zero_point are [C])."""
    x = np.asarray(x)
    ct = compute_type(x.dtype)
    if axis is not None:
        scale, zero_point = _per_channel(scale, x.ndim, axis), _per_channel(zero_point, x.ndim, axis)
    value = _code(x, _inverse(scale, ct), np.asarray(zero_point, np.int64), ct, fused)
    return _clamp_codes(value, quant_min, quant_max, nan_code)


def quantize_in_range(x, scale, zero_point, quant_min, quant_max, fused, axis=None):
    """The straight-through mask: the rounded value before clamping lies in [quant_min, quant_max]."""
    x = np.asarray(x)
    ct = compute_type(x.dtype)
    if axis is not None:
        scale, zero_point = _per_channel(scale, x.ndim, axis), _per_channel(zero_point, x.ndim, axis)
    value = _code(x, _inverse(scale, ct), np.asarray(zero_point, np.int64), ct, fused).astype(np.float64)
    return (value >= quant_min) & (value <= quant_max)


def quantize_backward(grad, x, scale, zero_point, quant_min, quant_max, fused, axis=None):
    """grad / scale (rounded to the compute type) where in range, else 0."""
    grad = np.asarray(grad)
    ct = compute_type(grad.dtype)
    mask = quantize_in_range(x, scale, zero_point, quant_min, quant_max, fused, axis)
    if axis is not None:
        scale = _per_channel(scale, grad.ndim, axis)
    quotient = (_widen(grad, ct) / np.asarray(scale).astype(ct)).astype(ct)
    return np.where(mask, quotient.astype(np.float64), 0.0)


def dequantize(q, scale, zero_point, element_dtype, axis=None):
    """scale * (q - zero_point) as PyTorch rounds it (see the module docstring)."""
    q = np.asarray(q).astype(np.int64)
    ct = compute_type(element_dtype)
    if axis is None:
        difference = (q - int(zero_point)).astype(ct)
        return (np.asarray(scale).astype(ct) * difference).astype(ct).astype(np.float64)
    difference = (q - _per_channel(zero_point, q.ndim, axis).astype(np.int64)).astype(np.float64)
    product = _per_channel(np.asarray(scale, np.float64), q.ndim, axis) * difference
    return product.astype(ct).astype(np.float64)   # through the compute type, as the kernel stores


def dequantize_backward(grad, scale, axis=None):
    """scale * grad: in the compute type per tensor, in f64 per channel."""
    grad = np.asarray(grad)
    ct = compute_type(grad.dtype)
    if axis is None:
        return (np.asarray(scale).astype(ct) * _widen(grad, ct)).astype(ct).astype(np.float64)
    product = _per_channel(np.asarray(scale, np.float64), grad.ndim, axis) * grad.astype(np.float64)
    return product.astype(ct).astype(np.float64)


# ---- sub-byte types (quint4x2, quint2x4): aten's own arithmetic, then the codes packed

def quantize_sub_byte_codes(x, scale, zero_point, quant_min, quant_max):
    """The codes (int64, unpacked) of aten's sub-byte quantizer: inv_scale = 1 / scale in the compute
    type (1 where scale is 0 there), v = rne(x * inv_scale) + zero_point in it, NaN and v >= 2**63
    (x86's lrintf overflows to INT64_MIN) to quant_min, the rest clamped."""
    x = np.asarray(x)
    ct = compute_type(x.dtype)
    step = ct(scale)
    inverse = ct(1) if step == 0 else _inverse(step, ct)
    with np.errstate(invalid="ignore", over="ignore"):
        value = (np.rint((_widen(x, ct) * inverse).astype(ct)) + ct(zero_point)).astype(ct).astype(np.float64)
    value = np.where(np.isnan(value) | (value >= 2.0**63), quant_min, value)
    return np.clip(value, quant_min, quant_max).astype(np.int64)


def pack(codes, bits: int) -> np.ndarray:
    """Codes of `bits` bits packed into bytes over the flattened array, lowest bits first: code i in
    bits (i % per_byte) * bits of byte i // per_byte; a last byte's unused codes are 0."""
    per_byte = 8 // bits
    codes = np.asarray(codes, np.int64).reshape(-1)
    padded = np.zeros(-(-codes.size // per_byte) * per_byte, np.int64)
    padded[:codes.size] = codes
    shifts = np.arange(per_byte) * bits
    return (padded.reshape(-1, per_byte) << shifts).sum(axis=1).astype(np.uint8)


def unpack(packed, bits: int, numel: int) -> np.ndarray:
    """The first numel codes (int64) of packed bytes, as pack lays them out."""
    per_byte = 8 // bits
    shifts = np.arange(per_byte) * bits
    codes = (np.asarray(packed, np.int64).reshape(-1, 1) >> shifts) & ((1 << bits) - 1)
    return codes.reshape(-1)[:numel]


def dequantize_sub_byte(packed, bits: int, numel: int, scale, zero_point, element_dtype):
    """scale * (q - zero_point) in the compute type (the difference exact there)."""
    return dequantize(unpack(packed, bits, numel), scale, zero_point, element_dtype)


# ---- per channel with float zero points (PyTorch's float_qparams quantizer)

def _float_qparams(scales, zero_points, ndim: int, axis: int, ct):
    """f32 scales and zero points (PyTorch converts to f32), in the compute type, along `axis`."""
    step = np.asarray(scales, np.float64).astype(F32).astype(ct)
    zero = np.asarray(zero_points, np.float64).astype(F32).astype(ct)
    return _per_channel(step, ndim, axis), _per_channel(zero, ndim, axis)


def float_qparams_values(x, scales, zero_points, axis):
    """rne(x * inv_scale + zero_point) in the compute type, the product rounded first; inv_scale = 1 / scale
    there, 1 where the scale is 0 (aten's quantize_val_float_qparams before its conversion), in f64."""
    x = np.asarray(x)
    ct = compute_type(x.dtype)
    step, zero = _float_qparams(scales, zero_points, x.ndim, axis, ct)
    with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
        inverse = np.where(step == 0, ct(1), (ct(1) / np.where(step == 0, ct(1), step)).astype(ct)).astype(ct)
        product = (_widen(x, ct) * inverse).astype(ct)
        return np.rint((product + zero).astype(ct)).astype(np.float64)


def quantize_float_qparams_codes(x, scales, zero_points, quant_min, quant_max, axis):
    """The codes (int64) of aten's float-qparams quantizer: lrintf's long (INT64_MIN for NaN and beyond
    +-2**63) kept in an int, its low 32 bits taken as signed, then clamped to [quant_min, quant_max]."""
    value = float_qparams_values(x, scales, zero_points, axis)
    with np.errstate(invalid="ignore"):
        fits = np.abs(value) < 2.0**63   # False for NaN
    whole = np.where(fits, value, 0.0).astype(np.int64)   # INT64_MIN's low bits are 0
    low = whole & 0xFFFFFFFF
    return np.clip(np.where(low >= 2**31, low - 2**32, low), quant_min, quant_max)


def quantize_float_qparams_backward(grad, x, scales, zero_points, quant_min, quant_max, axis):
    """grad / scale (in the compute type) where x's value lies in [quant_min, quant_max], else 0."""
    grad = np.asarray(grad)
    ct = compute_type(grad.dtype)
    value = float_qparams_values(x, scales, zero_points, axis)
    step, _ = _float_qparams(scales, zero_points, grad.ndim, axis, ct)
    with np.errstate(invalid="ignore"):
        inside = (value >= quant_min) & (value <= quant_max)
        quotient = (_widen(grad, ct) / step).astype(ct).astype(np.float64)
    return np.where(inside, quotient, 0.0)


def dequantize_float_qparams(q, scales, zero_points, element_dtype, axis):
    """(q - zero_point) * scale, each step rounded to the compute type, then to the element."""
    q = np.asarray(q)
    ct = compute_type(element_dtype)
    step, zero = _float_qparams(scales, zero_points, q.ndim, axis, ct)
    with np.errstate(invalid="ignore", over="ignore"):
        value = ((q.astype(ct) - zero).astype(ct) * step).astype(ct)
    return value.astype(element_dtype).astype(np.float64)


# ---- fake quantization (PyTorch's cachemask kernels)

def _fake_code(x, scale, zero_point, ct):
    x = _widen(x, ct)
    inv_scale = (F32(1) / np.asarray(scale).astype(F32)).astype(F32)
    with np.errstate(invalid="ignore", over="ignore"):
        product = (x * inv_scale.astype(ct)).astype(ct)
        return (np.asarray(zero_point).astype(ct) + np.rint(product)).astype(ct)


def _float_zero_point_code(x, scale, zero_point, ct):
    """rne(f32(x * inv_scale + zero_point)), the sum rounded once to ct (exactly, as rationals)."""
    inv_scale = (F32(1) / np.asarray(scale).astype(F32)).astype(F32)
    x, inv_scale, zero_point = np.broadcast_arrays(_widen(x, ct).astype(np.float64), inv_scale.astype(np.float64),
                                                   np.asarray(zero_point).astype(np.float64))
    code = np.empty(x.shape, np.float64)
    for index in np.ndindex(x.shape):
        a, b, c = float(x[index]), float(inv_scale[index]), float(zero_point[index])
        if not all(np.isfinite([a, b, c])):
            with np.errstate(invalid="ignore", over="ignore"):
                code[index] = a * b + c
            continue
        exact = Fraction(a) * Fraction(b) + Fraction(c)
        code[index] = _round_to_f32(exact) if ct is F32 else _round_to_f32(Fraction(_to_f64(exact)))
    return np.rint(code)


def _to_f64(exact: Fraction) -> float:
    try:
        return float(exact)
    except OverflowError:
        return float("inf") if exact > 0 else float("-inf")


def _fake_quantize_float_zero_point(x, scale, zero_point, quant_min, quant_max, axis):
    ct = compute_type(x.dtype)
    scale, zero_point = _per_channel(scale, x.ndim, axis), _per_channel(zero_point, x.ndim, axis)
    qf = _float_zero_point_code(x, scale, zero_point, ct)
    q = _clamp_codes(qf, quant_min, quant_max, quant_min)
    zero_point, scale = np.asarray(zero_point).astype(np.float64), np.asarray(scale).astype(F32).astype(np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        out = ((q - zero_point) * scale).astype(ct).astype(np.float64)
    return out, (qf >= quant_min) & (qf <= quant_max)


def fake_quantize(x, scale, zero_point, quant_min, quant_max, axis=None):
    """(out as float64, mask) of fake quantization, per tensor or (axis given) per channel, with
    integer or (per channel) float zero points."""
    x = np.asarray(x)
    ct = compute_type(x.dtype)
    if axis is not None and np.asarray(zero_point).dtype.kind == "f":
        return _fake_quantize_float_zero_point(x, scale, zero_point, quant_min, quant_max, axis)
    if axis is not None:
        scale, zero_point = _per_channel(scale, x.ndim, axis), _per_channel(zero_point, x.ndim, axis)
    zero_point = np.asarray(zero_point, np.int64)
    qf = _fake_code(x, scale, zero_point, ct)
    q = _clamp_codes(qf, quant_min, quant_max, quant_min)
    if axis is None:
        out = ((q - zero_point).astype(F32) * F32(scale)).astype(F32).astype(np.float64)
        mask = (ct(quant_min) <= qf) & (qf <= ct(quant_max))
    else:
        out = ((q - zero_point).astype(ct) * np.asarray(scale).astype(F32).astype(ct)).astype(ct).astype(np.float64)
        mask = (qf.astype(np.float64) >= quant_min) & (qf.astype(np.float64) <= quant_max)
    return out, mask


def fake_quantize_backward(grad, x, scale, zero_point, quant_min, quant_max, axis=None):
    """grad * mask (a NaN grad stays NaN where masked, as PyTorch multiplies)."""
    _, mask = fake_quantize(x, scale, zero_point, quant_min, quant_max, axis)
    with np.errstate(invalid="ignore"):
        return np.asarray(grad).astype(np.float64) * mask


# ---- learnable fake quantization (PyTorch's _fake_quantize_learnable_per_tensor_affine)

def learnable_forward_zero_point(zero_point, quant_min, quant_max) -> int:
    """The forward's zero point: round half to even (in f32), clamped."""
    return int(np.clip(np.rint(F32(zero_point)), quant_min, quant_max))


def learnable_backward_zero_point(zero_point, quant_min, quant_max) -> int:
    """The backward's: zero_point + 0.5 in f32, clamped, truncated towards zero."""
    return int(np.trunc(np.clip(np.float64(F32(F32(zero_point) + F32(0.5))), quant_min, quant_max)))


def fake_quantize_learnable_backward(grad, x, scale, zero_point, quant_min, quant_max, grad_factor=1.0):
    """(grad_input, per-element scale terms, per-element zero-point terms), all float64 holding the
    f32 values PyTorch computes (every step rounded to f32; grad_factor rounded to f32; in PyTorch's
    x86 build zero_point + x * inv_scale and xfq - x are fused multiply-adds)."""
    grad, x = np.asarray(grad, F32), np.asarray(x, F32)
    scale, factor = F32(scale), F32(grad_factor)
    inv_scale = F32(F32(1) / scale)
    zp = learnable_backward_zero_point(zero_point, quant_min, quant_max)
    with np.errstate(invalid="ignore", over="ignore"):
        v = np.rint(fma(x, inv_scale, zp, F32)).astype(np.float64)
        below = ~(v >= quant_min)                      # NaN counts as below
        above = v > quant_max
        inside = ~(below | above)
        grad_input = (grad * inside.astype(F32)).astype(np.float64)
        code = np.where(inside, v, 0).astype(np.int64)
        error = np.array([_fms(F32(c - zp), scale, xi) for c, xi in zip(code.reshape(-1), x.reshape(-1))],
                         F32).reshape(x.shape)
        inside_term = (((grad * error).astype(F32) * inv_scale).astype(F32) * factor).astype(F32)
        edge = np.where(below, F32(quant_min - zp), F32(quant_max - zp)).astype(F32)
        outside_term = ((grad * edge).astype(F32) * factor).astype(F32)
        scale_terms = np.where(inside, inside_term, outside_term).astype(np.float64)
        zero_terms = np.where(inside, F32(0), ((-grad * scale).astype(F32) * factor).astype(F32)).astype(np.float64)
    return grad_input, scale_terms, zero_terms


def _fms(a, b, c) -> F32:
    """a * b - c rounded once to f32 (NaN/inf follow IEEE)."""
    if not (np.isfinite(a) and np.isfinite(b) and np.isfinite(c)):
        with np.errstate(invalid="ignore", over="ignore"):
            return F32(np.float64(a) * np.float64(b) - np.float64(c))
    return F32(_round_to_f32(Fraction(float(a)) * Fraction(float(b)) - Fraction(float(c))))


# ---- verification cases. Inputs are built to hit what quantization gets wrong: exact half-way
# values (power-of-two scales make k/2 steps exact), both ends of the range and beyond, NaN,
# +-inf and huge values. Every output is compared bit-exactly with the references above, except
# the learnable backward's sums, which are compared within their f32 summation error.

SHAPE = (2, 3, 41)          # [outer, channels, inner] of the per-channel cases
AXIS = 1
CHANNEL_DIMS = dict(zip(("outer", "channels", "inner"), SHAPE))
FAKE_RANGES = ((0, 255, 128, 0.25), (-128, 127, -5, 0.0371), (-7, 20, 0, 1.5))   # quant_min, quant_max, zp, scale
# The learnable backward's partials launch runs at most 1024 blocks of 256 threads (catalog.yaml's
# `partial_items`); how many terms one thread sums, and so the sums' depth, follows from it.
LEARNABLE_BLOCKS, LEARNABLE_BLOCK = 1024, 256


def _int_range(qtype: str) -> tuple[int, int]:
    return dtypes.DTYPES[qtype].min, dtypes.DTYPES[qtype].max


def _bounds(qtype: str, quant_min, quant_max) -> tuple[int, int]:
    low, high = _int_range(qtype)
    return (low if quant_min is None else quant_min), (high if quant_max is None else quant_max)


def _exact(**outputs) -> dict:
    return {name: Expected(value, exact=True) for name, value in outputs.items()}


def _specials(element) -> np.ndarray:
    huge = 6e4 if element == np.float16 else 1e30
    return np.array([np.nan, np.inf, -np.inf, huge, -huge, 0.0, -0.0], np.float64)


def _values(rng, element, scale, zero_point, quant_min, quant_max, count=None):
    """x values whose codes sweep [quant_min - 3, quant_max + 3] in half steps (the ties), the
    neighbours of every tie in the element type (where rounding the product first or not
    decides the code), random values, then the specials; in the element type."""
    low, high = max(quant_min, -300), min(quant_max, 300)      # int32: sweep around zero only
    steps = ((np.arange(2 * (low - 3), 2 * (high + 3) + 1) / 2.0 - zero_point) * scale).astype(element)
    up = np.nextafter(steps, np.array(np.inf, element))
    down = np.nextafter(steps, np.array(-np.inf, element))
    noise = (rng.uniform(low - 3 - zero_point, high + 3 - zero_point, 24) * scale).astype(element)
    values = np.concatenate([steps, up, down, noise])
    specials = _specials(element).astype(element)
    if count is None:
        return np.concatenate([values, specials])
    chosen = np.resize(rng.permutation(values), count - specials.size)
    return rng.permutation(np.concatenate([chosen, specials]))


def _ranges(qtype: str):
    """(quant_min, quant_max, zero_point, scale) cases: the full range of the type with an exact
    scale, with an inexact one and a zero point far from 0 (adding it shrinks the codes, which is
    where a fused multiply-add and a rounded product disagree), then a custom range."""
    low, high = _int_range(qtype)
    if high - low < 1000:
        return [(None, None, (low + high + 1) // 2 - 1, 0.25), (None, None, high - 27, 0.0371),
                (low + 3, min(low + 40, high), low + 10, 0.0371)]
    return [(None, None, 5, 0.25), (None, None, 1000, 0.0371), (-100, 150, 7, 0.0371)]


def _grad(rng, element, shape):
    grad = rng.standard_normal(shape)
    grad.reshape(-1)[::17] = np.nan
    return grad.astype(element)


def _codes(rng, qtype: str, shape):
    low, high = _int_range(qtype)
    codes = rng.integers(low, high, shape, endpoint=True)
    codes.reshape(-1)[:2] = (low, high)
    return codes.astype(dtypes.numpy_dtype(qtype))


def _channel_values(rng, element, scales, zero_points, quant_min, quant_max):
    x = np.empty(SHAPE, element)
    for c in range(SHAPE[1]):
        x[:, c, :] = _values(rng, element, scales[c], zero_points[c], quant_min, quant_max,
                             SHAPE[0] * SHAPE[2]).reshape(SHAPE[0], SHAPE[2])
    return x


def _swept(sku, rng, ranges, per_channel: bool, backward: bool, channel_params):
    """Per (quant_min, quant_max, zero_point, scale, qmin, qmax) of `ranges` (qmin, qmax: the bounds
    in effect): (label, fields, inputs, (scale, zero_point, qmin, qmax)), with inputs whose codes
    sweep the range. Per channel, each channel sweeps it with its own parameters, which
    channel_params(qmin, qmax) gives as {tensor name: array} (scales first); a backward op also
    gets a gradient (NaN every 17th element)."""
    element = dtypes.numpy_dtype(sku.element)
    for quant_min, quant_max, zero_point, scale, qmin, qmax in ranges:
        fields = dict(quant_min=quant_min, quant_max=quant_max)
        if per_channel:
            params = channel_params(qmin, qmax)
            scale, zero_point = params.values()
            x = _channel_values(rng, element, scale, zero_point, qmin, qmax)
            inputs = dict(input=x, **params)
            fields.update(CHANNEL_DIMS)
        else:
            x = _values(rng, element, scale, zero_point, qmin, qmax)
            inputs = dict(input=x)
            fields.update(numel=x.size, scale=scale, zero_point=zero_point)
        if backward:
            inputs["grad"] = _grad(rng, element, x.shape)
        yield f"(range={qmin}..{qmax})", fields, inputs, (scale, zero_point, qmin, qmax)


def _quantize_cases(sku, rng, per_channel: bool, backward: bool):
    """quantize_per_{tensor,channel}[_backward]: the codes, or the straight-through gradient."""
    qtype = dtypes.numpy_dtype(sku.aux)
    if dtypes.DTYPES[sku.aux].bits < 8:   # quantize_per_tensor_backward of a sub-byte type
        yield from _sub_byte_backward_cases(sku, rng)
        return
    fused, axis = pytorch_fused(8 * qtype.itemsize, per_channel), (AXIS if per_channel else None)
    ranges = [(*case, *_bounds(sku.aux, *case[:2])) for case in _ranges(sku.aux)]

    def channel_params(qmin, qmax):    # the first zero point at the (int32: clipped) lower bound
        low, high = max(qmin, -1000), min(qmax, 1000)
        zero_points = rng.integers(low, high, SHAPE[1], endpoint=True)
        zero_points[0] = low
        return dict(scales=np.array([0.25, 0.0371, 1.5]), zero_points=zero_points)

    for label, fields, inputs, params in _swept(sku, rng, ranges, per_channel, backward, channel_params):
        if backward:
            expected = _exact(grad_input=quantize_backward(inputs["grad"], inputs["input"], *params, fused, axis))
        else:
            nan_code = pytorch_nan_code(qtype, *params[2:], per_channel)
            expected = _exact(out=quantize(inputs["input"], *params, fused, nan_code, axis))
        yield Case(label, fields, inputs, expected)


def _sub_byte_backward_cases(sku, rng):
    """grad / scale where the sub-byte code (round, then add the zero point) lies in range, else 0."""
    element = dtypes.numpy_dtype(sku.element)
    for quant_min, quant_max, zero_point, scale in SUB_BYTE_CASES:
        if scale <= 0:   # the backward divides by the scale: it takes positive ones
            continue
        qmin, qmax = _bounds(sku.aux, quant_min, quant_max)
        x = _sub_byte_values(rng, element, scale, zero_point, 301)
        grad = _grad(rng, element, x.shape)
        ct = compute_type(element)
        with np.errstate(invalid="ignore", over="ignore"):
            value = (np.rint((_widen(x, ct) * _inverse(scale, ct)).astype(ct)) + ct(zero_point)).astype(ct)
            inside = (value.astype(np.float64) >= qmin) & (value.astype(np.float64) <= qmax)
            quotient = (_widen(grad, ct) / ct(scale)).astype(ct).astype(np.float64)
        fields = dict(numel=x.size, scale=scale, zero_point=zero_point, quant_min=quant_min, quant_max=quant_max)
        yield Case(f"(zero_point={zero_point})", fields, dict(input=x, grad=grad),
                   _exact(grad_input=np.where(inside, quotient, 0.0)))


def _fake_cases(sku, rng, per_channel: bool, backward: bool):
    """fake_quantize_per_{tensor,channel}_affine[_backward]: the output, or grad * mask."""
    axis = AXIS if per_channel else None
    ranges = [(*case, *case[:2]) for case in FAKE_RANGES]

    def channel_params(qmin, qmax):   # float zero points: any value, fractions and one beyond the range
        if per_channel and sku.aux != "i32":
            zero_points = np.array([qmin + 0.5, rng.uniform(qmin, qmax), qmax + 3.25])
            return dict(scale=np.array([0.25, 0.0371, 1.5], np.float32),
                        zero_point=zero_points.astype(dtypes.numpy_dtype(sku.aux)))
        return dict(scale=np.array([0.25, 0.0371, 1.5], np.float32),
                    zero_point=rng.integers(qmin, qmax, SHAPE[1], endpoint=True).astype(np.int32))

    for label, fields, inputs, params in _swept(sku, rng, ranges, per_channel, backward, channel_params):
        if backward:
            expected = _exact(grad_input=fake_quantize_backward(inputs["grad"], inputs["input"], *params, axis))
        else:
            expected = _exact(out=fake_quantize(inputs["input"], *params, axis)[0])
        yield Case(label, fields, inputs, expected)


cases_quantize_per_tensor = functools.partial(_quantize_cases, per_channel=False, backward=False)
cases_quantize_per_tensor_backward = functools.partial(_quantize_cases, per_channel=False, backward=True)
cases_quantize_per_channel = functools.partial(_quantize_cases, per_channel=True, backward=False)
cases_quantize_per_channel_backward = functools.partial(_quantize_cases, per_channel=True, backward=True)
cases_fake_quantize_per_tensor_affine = functools.partial(_fake_cases, per_channel=False, backward=False)
cases_fake_quantize_per_tensor_affine_backward = functools.partial(_fake_cases, per_channel=False, backward=True)
cases_fake_quantize_per_channel_affine = functools.partial(_fake_cases, per_channel=True, backward=False)
cases_fake_quantize_per_channel_affine_backward = functools.partial(_fake_cases, per_channel=True, backward=True)


def cases_dequantize_per_tensor(sku, rng):
    low, high = _int_range(sku.aux)
    q = _codes(rng, sku.aux, (301,))
    for zero_point, scale in ((low, 0.25), (int(rng.integers(low, high, endpoint=True)), 0.0371), (high, 3.1e-3)):
        yield Case(f"(zero_point={zero_point})", dict(numel=q.size, scale=scale, zero_point=zero_point),
                   dict(input=q), _exact(out=dequantize(q, scale, zero_point, dtypes.numpy_dtype(sku.element))))


def cases_dequantize_per_tensor_backward(sku, rng):
    grad = _grad(rng, dtypes.numpy_dtype(sku.element), (257,))
    grad[-3:] = [np.inf, -np.inf, 0.0]
    for scale in (0.25, 0.0371):
        yield Case(f"(scale={scale})", dict(numel=grad.size, scale=scale), dict(grad=grad),
                   _exact(grad_input=dequantize_backward(grad, scale)))


def cases_dequantize_per_channel(sku, rng):
    low, high = _int_range(sku.aux)
    q = _codes(rng, sku.aux, SHAPE)
    scales = np.array([0.25, 0.0371, 3.1e-3])
    zero_points = np.array([low, int(rng.integers(low, high, endpoint=True)), high], np.int64)
    yield Case("", CHANNEL_DIMS, dict(input=q, scales=scales, zero_points=zero_points),
               _exact(out=dequantize(q, scales, zero_points, dtypes.numpy_dtype(sku.element), axis=AXIS)))


def cases_dequantize_per_channel_backward(sku, rng):
    grad = _grad(rng, dtypes.numpy_dtype(sku.element), SHAPE)
    scales = np.array([0.25, 0.0371, 3.1e-3])
    yield Case("", CHANNEL_DIMS, dict(grad=grad, scales=scales),
               _exact(grad_input=dequantize_backward(grad, scales, axis=AXIS)))


# Sub-byte: (quant_min, quant_max, zero_point, scale), numel odd and even around a byte's codes. The
# zero points run past the type's range (PyTorch takes any in uint8); scale 0 quantizes x itself.
SUB_BYTE_CASES = ((None, None, 2, 0.25), (1, 2, 200, 0.0371), (None, None, 0, 0.0), (None, None, 7, -1.5))


def _sub_byte_values(rng, element, scale, zero_point, count):
    """x around every code's half-way points (and beyond the range), NaN, infinities and huge values."""
    step = 1.0 if scale == 0 else scale
    values = _values(rng, element, step, min(zero_point, 10), 0, 15, count)
    values[:3] = np.array([2.0**63, 2.0**64, -(2.0**63)], np.float64).astype(element) if element != np.float16 \
        else values[:3]
    return values


def cases_quantize_per_tensor_sub_byte(sku, rng):
    """The packed bytes, bit-exact, for numel around multiples of the codes per byte."""
    element, bits = dtypes.numpy_dtype(sku.element), dtypes.DTYPES[sku.aux].bits
    for (quant_min, quant_max, zero_point, scale), count in zip(SUB_BYTE_CASES, (301, 300, 7, 2)):
        qmin, qmax = _bounds(sku.aux, quant_min, quant_max)
        x = _sub_byte_values(rng, element, scale, zero_point, max(count, 10))[:count]
        codes = quantize_sub_byte_codes(x, scale, zero_point, qmin, qmax)
        fields = dict(numel=x.size, scale=scale, zero_point=zero_point, quant_min=quant_min, quant_max=quant_max)
        yield Case(f"(numel={x.size}, zero_point={zero_point}, scale={scale})", fields, dict(input=x),
                   _exact(out=pack(codes, bits)))


def cases_dequantize_per_tensor_sub_byte(sku, rng):
    element, bits = dtypes.numpy_dtype(sku.element), dtypes.DTYPES[sku.aux].bits
    for numel, zero_point, scale in ((301, 0, 0.25), (300, 200, 0.0371), (1, 3, -3.1e-3), (6, 255, 0.0)):
        packed = rng.integers(0, 256, -(-numel * bits // 8)).astype(np.uint8)
        yield Case(f"(numel={numel}, zero_point={zero_point})", dict(numel=numel, scale=scale, zero_point=zero_point),
                   dict(input=packed), _exact(out=dequantize_sub_byte(packed, bits, numel, scale, zero_point, element)))


# Float zero points per channel: (quant_min, quant_max, scales, zero points) with zero points off the integers
# and past the range, scales of either sign and 0 (which quantizes x itself); the backward takes positive ones.
FLOAT_QPARAMS_CASES = ((None, None, (0.25, 0.0371, 1.0), (1.5, -2.25, 100.3)),
                       (None, None, (-1.5, 0.0, 3.1e-3), (0.0, 3.75, -7.5)),
                       (1, 2, (0.5, 0.0371, 2.0), (1.25, 300.5, -0.5)))


def _float_qparams_values(rng, element, scales, zero_points, qmin, qmax, shape):
    """x whose codes sweep each channel's range in half steps and its neighbours (see _values), NaN,
    infinities, and for f32 and f64 values whose codes wrap through int32 (3e9, 5e9, 2**62)."""
    x = np.empty(shape, element)
    for c in range(shape[1]):
        step = 1.0 if scales[c] == 0 else scales[c]
        count = shape[0] * shape[2]
        values = _values(rng, element, step, zero_points[c], qmin, qmax, count) if count > 20 else \
            rng.choice(_values(rng, element, step, zero_points[c], qmin, qmax), count)
        x[:, c, :] = values.reshape(shape[0], shape[2])
    if element != np.float16 and x.size > 12:
        x.reshape(-1)[rng.choice(x.size, 6, replace=False)] = [3e9, -3e9, 5e9, 2.0**62, 2.0**63, -(2.0**63)]
    return x


def _float_qparams_inputs(sku, rng, backward: bool, shape=SHAPE):
    """(label, fields, inputs, qmin, qmax) per FLOAT_QPARAMS_CASES (a backward's: positive scales, a gradient)."""
    element = dtypes.numpy_dtype(sku.element)
    for quant_min, quant_max, scales, zero_points in FLOAT_QPARAMS_CASES:
        if backward and min(scales) <= 0:   # the backward divides by the scales: it takes positive ones
            continue
        qmin, qmax = _bounds(sku.aux, quant_min, quant_max)
        scales, zero_points = np.float32(scales), np.float32(zero_points)
        x = _float_qparams_values(rng, element, scales, zero_points, qmin, qmax, shape)
        fields = dict(quant_min=quant_min, quant_max=quant_max, **dict(zip(("outer", "channels", "inner"), shape)))
        inputs = dict(input=x, scales=scales, zero_points=zero_points)
        if backward:
            inputs["grad"] = _grad(rng, element, shape)
        yield f"(range={qmin}..{qmax}, scales={tuple(scales.tolist())})", fields, inputs, qmin, qmax


def cases_quantize_per_channel_float_qparams(sku, rng):
    qtype = dtypes.numpy_dtype(sku.aux)
    for label, fields, inputs, qmin, qmax in _float_qparams_inputs(sku, rng, False):
        codes = quantize_float_qparams_codes(inputs["input"], inputs["scales"], inputs["zero_points"], qmin, qmax, AXIS)
        yield Case(label, fields, inputs, _exact(out=codes.astype(qtype)))


def cases_quantize_per_channel_float_qparams_backward(sku, rng):
    for label, fields, inputs, qmin, qmax in _float_qparams_inputs(sku, rng, True):
        yield Case(label, fields, inputs, _exact(grad_input=quantize_float_qparams_backward(
            inputs["grad"], inputs["input"], inputs["scales"], inputs["zero_points"], qmin, qmax, AXIS)))


# Sub-byte per channel: [outer, channels, inner] of odd, even and single-element counts.
SUB_BYTE_SHAPES = ((3, 3, 7), (2, 3, 6), (1, 3, 1))


def cases_quantize_per_channel_sub_byte(sku, rng):
    bits = dtypes.DTYPES[sku.aux].bits
    for shape in SUB_BYTE_SHAPES:
        for label, fields, inputs, qmin, qmax in _float_qparams_inputs(sku, rng, False, shape):
            codes = quantize_float_qparams_codes(inputs["input"], inputs["scales"], inputs["zero_points"], qmin, qmax,
                                                 AXIS)
            yield Case(f"{label} {shape}", fields, inputs, _exact(out=pack(codes, bits)))


def _float_qparams_dequantize_params():
    return np.float32([0.25, -0.0371, 0.0]), np.float32([1.5, -2.25, 300.3])


def cases_dequantize_per_channel_float_qparams(sku, rng):
    q = _codes(rng, sku.aux, SHAPE)
    scales, zero_points = _float_qparams_dequantize_params()
    yield Case("", CHANNEL_DIMS, dict(input=q, scales=scales, zero_points=zero_points),
               _exact(out=dequantize_float_qparams(q, scales, zero_points, dtypes.numpy_dtype(sku.element), AXIS)))


def cases_dequantize_per_channel_sub_byte(sku, rng):
    bits = dtypes.DTYPES[sku.aux].bits
    scales, zero_points = _float_qparams_dequantize_params()
    for shape in SUB_BYTE_SHAPES:
        numel = math.prod(shape)
        packed = rng.integers(0, 256, -(-numel * bits // 8)).astype(np.uint8)
        codes = unpack(packed, bits, numel).reshape(shape)
        yield Case(f"{shape}", dict(zip(("outer", "channels", "inner"), shape)),
                   dict(input=packed, scales=scales, zero_points=zero_points),
                   _exact(out=dequantize_float_qparams(codes, scales, zero_points, dtypes.numpy_dtype(sku.element),
                                                       AXIS)))


# quant_min, quant_max, zero_point (a float: the forward rounds it half to even and clamps it, the
# backward adds 0.5 and truncates), scale, grad_factor, numel (None: every value _values makes)
LEARNABLE_CASES = ((0, 255, 128.4, 0.25, 1.0, None), (-128, 127, -5.5, 0.0371, 0.37, 3000),
                   (-7, 20, 2.5, 1.5, 2.0, None), (-7, 20, 25.7, 0.0371, 1.0, None))


def _learnable_cases(sku, rng, cases):
    """(label, fields, inputs) of the learnable op's cases: inputs swept around the forward's zero point."""
    element = dtypes.numpy_dtype(sku.element)
    for quant_min, quant_max, zero_point, scale, factor, count in cases:
        forward_zero_point = learnable_forward_zero_point(zero_point, quant_min, quant_max)
        x = _values(rng, element, scale, forward_zero_point, quant_min, quant_max, count)
        fields = dict(numel=x.size, quant_min=quant_min, quant_max=quant_max, grad_factor=factor)
        inputs = dict(input=x, scale=np.float32([scale]), zero_point=np.float32([zero_point]))
        yield f"(range={quant_min}..{quant_max}, zero_point={zero_point}, numel={x.size})", fields, inputs


def cases_fake_quantize_learnable_per_tensor_affine(sku, rng):
    """fake_quantize_per_tensor_affine with scale[0] in f32 and the forward's rounded zero point."""
    for label, fields, inputs in _learnable_cases(sku, rng, LEARNABLE_CASES):
        quant_min, quant_max = fields["quant_min"], fields["quant_max"]
        zero_point = learnable_forward_zero_point(inputs["zero_point"][0], quant_min, quant_max)
        out, _ = fake_quantize(inputs["input"], float(inputs["scale"][0]), zero_point, quant_min, quant_max)
        yield Case(label, fields, inputs, _exact(out=out))


def cases_fake_quantize_learnable_per_tensor_affine_backward(sku, rng):
    """grad_input bit-exact; the two sums within the f32 summation error of their terms."""
    for label, fields, inputs in _learnable_cases(sku, rng, LEARNABLE_CASES[:2]):
        x, numel = inputs["input"], fields["numel"]
        inputs["grad"] = rng.standard_normal(x.shape).astype(x.dtype)
        grad_input, scale_terms, zero_terms = fake_quantize_learnable_backward(
            inputs["grad"], x, inputs["scale"][0], inputs["zero_point"][0], fields["quant_min"], fields["quant_max"],
            fields["grad_factor"])
        # A term passes through at most ceil(numel / threads) + slots / 256 + 256 additions in f32,
        # each rounding by eps(f32) at most relative to the sum of |terms|.
        threads = min(numel, LEARNABLE_BLOCKS * LEARNABLE_BLOCK)
        depth = -(-numel // threads) + -(-threads // LEARNABLE_BLOCK) + LEARNABLE_BLOCK
        expected = _exact(grad_input=grad_input)
        for output, terms in (("grad_scale", scale_terms), ("grad_zero_point", zero_terms)):
            finite = terms[np.isfinite(terms)]
            expected[output] = Expected(np.array([terms.sum()]), 2 * depth * eps("f32") * np.abs(finite).sum())
        yield Case(label, fields, inputs, expected)


# ---- gradient checks (skucat.verify.gradients). Codes are drawn MARGIN away from the half-way
# points of rounding (and so from the clamping edges, half a step past quant_min and quant_max);
# about a fifth of them are clamped. The estimators (catalog.yaml's adjoint estimator) are checked
# as the derivatives of surrogates: the forward with rounding taken as the identity, the rounding
# and clamping decisions those of the given point.

GRADIENT_MARGIN = 0.2   # code units between a drawn value and a rounding boundary
_QMIN, _QMAX = -6, 6


def _gradient_values(rng, shape, scale, zero_point):
    """Values whose codes x / scale + zero_point lie within 1.5 steps past [_QMIN, _QMAX]."""
    codes = rng.integers(_QMIN - 1, _QMAX + 2, shape) + rng.uniform(-0.5 + GRADIENT_MARGIN, 0.5 - GRADIENT_MARGIN, shape)
    return (codes - zero_point) * scale


def _channel_shape(values, ndim: int, axis: int):
    return np.asarray(values, np.float64).reshape([-1 if d == axis else 1 for d in range(ndim)])


def gradient_inputs_quantize_per_tensor(rng):
    x = _gradient_values(rng, (3, 4), 0.25, 1)
    return (x, 0.25, 1, np.int8), {"quant_min": _QMIN, "quant_max": _QMAX}


def gradient_inputs_quantize_per_channel(rng):
    scales, zero_points = np.array([0.25, 0.5, 0.125]), np.int32([1, 0, -2])
    x = _gradient_values(rng, (2, 3, 2), _channel_shape(scales, 3, 1), _channel_shape(zero_points, 3, 1))
    return (x, scales, zero_points, 1, np.int8), {"quant_min": _QMIN, "quant_max": _QMAX}


def _straight_through(arguments, quant_min, quant_max, scale, zero_point):
    """x / scale + zero_point where the point's code is in range, the clamped code elsewhere."""
    x0 = np.asarray(arguments["input"], np.float64)
    code = np.rint(x0 / scale + zero_point)
    inside = (code >= quant_min) & (code <= quant_max)
    return lambda arguments: np.where(inside, np.asarray(arguments["input"]) / scale + zero_point,
                                      np.clip(code, quant_min, quant_max))


def gradient_surrogate_quantize_per_tensor(arguments):
    return _straight_through(arguments, arguments["quant_min"], arguments["quant_max"], arguments["scale"],
                             arguments["zero_point"])


def gradient_surrogate_quantize_per_channel(arguments):
    ndim, axis = np.ndim(arguments["input"]), arguments["axis"]
    return _straight_through(arguments, arguments["quant_min"], arguments["quant_max"],
                             _channel_shape(arguments["scales"], ndim, axis),
                             _channel_shape(arguments["zero_points"], ndim, axis))


def gradient_inputs_dequantize_per_tensor(rng):
    return (rng.integers(-20, 20, (3, 4)).astype(np.int8), 0.25, 3), {"dtype": np.float64}


def gradient_inputs_dequantize_per_channel(rng):
    codes = rng.integers(-20, 20, (2, 3, 2)).astype(np.int8)
    return (codes, np.array([0.25, 0.5, 0.125]), np.array([1, 0, -2]), 1), {"dtype": np.float64}


def gradient_surrogate_dequantize_per_tensor(arguments):
    return lambda a: a["scale"] * (np.asarray(a["input"], np.float64) - a["zero_point"])


def gradient_surrogate_dequantize_per_channel(arguments):
    def surrogate(a):
        ndim, axis = np.ndim(a["input"]), a["axis"]
        return _channel_shape(a["scales"], ndim, axis) * (np.asarray(a["input"], np.float64)
                                                          - _channel_shape(a["zero_points"], ndim, axis))
    return surrogate

def gradient_inputs_quantize_per_channel_float_qparams(rng):
    scales, zero_points = np.array([0.25, 0.5, 0.125]), np.float32([1.5, 0.25, -2.0])
    x = _gradient_values(rng, (2, 3, 2), _channel_shape(scales, 3, 1), _channel_shape(zero_points, 3, 1))
    return (x, scales, zero_points, 1, np.int8), {"quant_min": _QMIN, "quant_max": _QMAX}


def gradient_surrogate_quantize_per_channel_float_qparams(arguments):
    return gradient_surrogate_quantize_per_channel(arguments)


def gradient_inputs_dequantize_per_channel_float_qparams(rng):
    codes = rng.integers(-20, 20, (2, 3, 2)).astype(np.int8)
    return (codes, np.array([0.25, 0.5, 0.125]), np.float32([1.5, 0.25, -2.0]), 1), {"dtype": np.float64}


def gradient_surrogate_dequantize_per_channel_float_qparams(arguments):
    return gradient_surrogate_dequantize_per_channel(arguments)



def gradient_inputs_fake_quantize_per_tensor_affine(rng):
    return (_gradient_values(rng, (3, 4), 0.25, 1), 0.25, 1, _QMIN, _QMAX), {}


def gradient_inputs_fake_quantize_per_channel_affine(rng):
    scales, zero_points = np.array([0.25, 0.5, 0.125]), np.int32([1, 0, -2])
    x = _gradient_values(rng, (2, 3, 2), _channel_shape(scales, 3, 1), _channel_shape(zero_points, 3, 1))
    return (x, scales, zero_points, 1, _QMIN, _QMAX), {}


def _fake_straight_through(arguments, scale, zero_point):
    """x where the point's code is in range (the gradient passes), constant elsewhere."""
    x0 = np.asarray(arguments["input"], np.float64)
    code = np.rint(x0 / scale) + zero_point
    inside = (code >= arguments["quant_min"]) & (code <= arguments["quant_max"])
    return lambda arguments: np.where(inside, arguments["input"], 0.0)


def gradient_surrogate_fake_quantize_per_tensor_affine(arguments):
    return _fake_straight_through(arguments, arguments["scale"], arguments["zero_point"])


def gradient_surrogate_fake_quantize_per_channel_affine(arguments):
    ndim, axis = np.ndim(arguments["input"]), arguments["axis"]
    return _fake_straight_through(arguments, _channel_shape(arguments["scale"], ndim, axis),
                                  _channel_shape(arguments["zero_point"], ndim, axis))


def gradient_inputs_fake_quantize_learnable_per_tensor_affine(rng):
    """f32-exact values (the scale and zero point are f32, the backward's arithmetic too)."""
    x = _gradient_values(rng, (3, 4), 0.25, 1).astype(np.float32).astype(np.float64)
    return (x, np.array([0.25], np.float32), np.array([0.8], np.float32), _QMIN, _QMAX), {"grad_factor": 0.5}


def gradient_surrogate_fake_quantize_learnable_per_tensor_affine(arguments):
    """LSQ: with v the point's code (zero point rounded as the backward does), in range
    x + factor * ((v - zp) * scale - x0 * log(scale)), whose scale derivative is
    factor * ((v - zp) - x0 / scale); clamped, factor * ((edge - zp) * scale - scale0 * zero_point)."""
    x0, scale0 = np.asarray(arguments["input"], np.float64), float(arguments["scale"][0])
    quant_min, quant_max, factor = arguments["quant_min"], arguments["quant_max"], arguments["grad_factor"]
    zp = learnable_backward_zero_point(arguments["zero_point"][0], quant_min, quant_max)
    v = np.rint(x0 / scale0 + zp)
    inside, edge = (v >= quant_min) & (v <= quant_max), np.where(v < quant_min, quant_min, quant_max)

    def surrogate(a):
        x, scale, zero_point = np.asarray(a["input"]), float(a["scale"][0]), float(a["zero_point"][0])
        return np.where(inside, x + factor * ((v - zp) * scale - x0 * np.log(scale)),
                        factor * ((edge - zp) * scale - scale0 * zero_point))
    return surrogate


# ---- `skucat bench`: 16M elements per tensor, [2048, 64, 3, 3] weights along axis 0 per channel,
# f32 <-> int8, against PyTorch. The backwards' peers are what PyTorch's autograd runs (fake
# quantize) or, for the straight-through gradients PyTorch does not define, the same arithmetic in
# tensor ops.

BENCH_SCALE, BENCH_ZERO_POINT, BENCH_QMIN, BENCH_QMAX = 0.05, 3, -128, 127


def _bench_per_tensor(env):
    """(N, label, (ours, peer) of the input, a gradient and the input's int8 codes)."""
    N = env.n(1 << 24)
    x = (env.rng.standard_normal(N) * 4).astype(np.float32)
    codes = np.clip(np.round(x / BENCH_SCALE) + BENCH_ZERO_POINT, BENCH_QMIN, BENCH_QMAX).astype(np.int8)
    return N, f"[{N}]", env.both(x, env.normal(N), codes)


def bench_quantize_per_tensor(env):
    torch = env.torch
    N, label, ((x, t_x), _, _) = _bench_per_tensor(env)
    yield env.case(f"quantize_per_tensor f32->i8 {label}",
                   lambda: env.ops.quantize_per_tensor(x, BENCH_SCALE, BENCH_ZERO_POINT, torch.qint8),
                   lambda: torch.quantize_per_tensor(t_x, BENCH_SCALE, BENCH_ZERO_POINT, torch.qint8).int_repr(),
                   (N,), moved=(x,))


def bench_quantize_per_tensor_sub_byte(env):
    torch = env.torch
    N, label, ((x, t_x), _, _) = _bench_per_tensor(env)
    for name, qtype in (("quint4x2", torch.quint4x2), ("quint2x4", torch.quint2x4)):
        yield env.case(f"quantize_per_tensor f32->{name} {label}",
                       lambda qtype=qtype: env.ops.quantize_per_tensor(x, BENCH_SCALE, BENCH_ZERO_POINT, qtype),
                       lambda qtype=qtype: torch.quantize_per_tensor(t_x, BENCH_SCALE, BENCH_ZERO_POINT, qtype).int_repr(),
                       (N,), moved=(x,))


def bench_dequantize_per_tensor_sub_byte(env):
    torch = env.torch
    N, label, ((x, t_x), _, _) = _bench_per_tensor(env)
    for name, qtype in (("quint4x2", torch.quint4x2), ("quint2x4", torch.quint2x4)):
        t_quantized = torch.quantize_per_tensor(t_x.cpu(), BENCH_SCALE, BENCH_ZERO_POINT, qtype)   # (CPU only)
        packed = env.both(t_quantized.int_repr().numpy())[0][0]
        yield env.case(f"dequantize_per_tensor {name}->f32 {label}",
                       lambda packed=packed, qtype=qtype: env.ops.dequantize_per_tensor_sub_byte(
                           packed, BENCH_SCALE, BENCH_ZERO_POINT, qtype, (N,)),
                       lambda t_quantized=t_quantized: t_quantized.to(env.device).dequantize(), (N,), dtype="u8",
                       moved=(packed,))


def bench_quantize_per_tensor_backward(env):
    torch = env.torch
    N, _, ((x, t_x), (g, t_g), _) = _bench_per_tensor(env)
    # PyTorch's quantize has no gradient: the peer is its straight-through rule, the rounded code in range.
    in_range = torch.ops.aten.fake_quantize_per_tensor_affine_cachemask(
        t_x, BENCH_SCALE, BENCH_ZERO_POINT, BENCH_QMIN, BENCH_QMAX)[1]
    yield env.case("quantize_per_tensor_backward f32",
                   lambda: env.ops.quantize_per_tensor_backward(g, x, BENCH_SCALE, BENCH_ZERO_POINT, torch.qint8),
                   lambda: torch.where(in_range, t_g / BENCH_SCALE, 0), (N,), moved=(g, x))


def bench_dequantize_per_tensor(env):
    N, label, (_, _, (q, t_q)) = _bench_per_tensor(env)
    t_quantized = env.torch._make_per_tensor_quantized_tensor(t_q, BENCH_SCALE, BENCH_ZERO_POINT)
    yield env.case(f"dequantize_per_tensor i8->f32 {label}",
                   lambda: env.ops.dequantize_per_tensor(q, BENCH_SCALE, BENCH_ZERO_POINT),
                   lambda: t_quantized.dequantize(), (N,), dtype="i8", moved=(q,))


def bench_dequantize_per_tensor_backward(env):
    N, _, (_, (g, t_g), _) = _bench_per_tensor(env)
    yield env.case("dequantize_per_tensor_backward f32", lambda: env.ops.dequantize_per_tensor_backward(g, BENCH_SCALE),
                   lambda: t_g * BENCH_SCALE, (N,), moved=(g,))


def bench_fake_quantize_per_tensor_affine(env):
    torch = env.torch
    N, label, ((x, t_x), _, _) = _bench_per_tensor(env)
    arguments = (BENCH_SCALE, BENCH_ZERO_POINT, BENCH_QMIN, BENCH_QMAX)
    yield env.case(f"fake_quantize_per_tensor_affine f32 {label}",
                   lambda: env.ops.fake_quantize_per_tensor_affine(x, *arguments),
                   lambda: torch.fake_quantize_per_tensor_affine(t_x, *arguments), (N,), moved=(x,))


def bench_fake_quantize_per_tensor_affine_backward(env):
    torch = env.torch
    N, _, ((x, t_x), (g, t_g), _) = _bench_per_tensor(env)
    arguments = (BENCH_SCALE, BENCH_ZERO_POINT, BENCH_QMIN, BENCH_QMAX)
    yield env.case("fake_quantize_per_tensor_affine_backward f32",
                   lambda: env.ops.fake_quantize_per_tensor_affine_backward(g, x, *arguments),
                   lambda: env.autograd(lambda t: torch.fake_quantize_per_tensor_affine(t, *arguments), t_x, t_g),
                   (N,), moved=(g, x))


def _bench_learnable_parameters(env):
    """PyTorch's learnable scale and zero point: one-element f32 tensors."""
    torch = env.torch
    return (torch.tensor([BENCH_SCALE], device=env.device),
            torch.tensor([BENCH_ZERO_POINT], dtype=torch.float32, device=env.device))


def bench_fake_quantize_learnable_per_tensor_affine(env):
    N, label, ((x, t_x), _, _) = _bench_per_tensor(env)
    t_scale, t_zero = _bench_learnable_parameters(env)
    yield env.case(f"fake_quantize_learnable_per_tensor_affine f32 {label}",
                   lambda: env.ops.fake_quantize_learnable_per_tensor_affine(x, BENCH_SCALE, BENCH_ZERO_POINT,
                                                                             BENCH_QMIN, BENCH_QMAX),
                   lambda: env.torch._fake_quantize_learnable_per_tensor_affine(t_x, t_scale, t_zero, BENCH_QMIN,
                                                                                BENCH_QMAX, 1.0), (N,), moved=(x,))


def bench_fake_quantize_learnable_per_tensor_affine_backward(env):
    N, _, ((x, t_x), (g, t_g), _) = _bench_per_tensor(env)
    t_scale, t_zero = _bench_learnable_parameters(env)
    yield env.case("fake_quantize_learnable_per_tensor_affine_backward f32",
                   lambda: env.ops.fake_quantize_learnable_per_tensor_affine_backward(
                       g, x, BENCH_SCALE, BENCH_ZERO_POINT, BENCH_QMIN, BENCH_QMAX),
                   lambda: env.torch.ops.aten._fake_quantize_learnable_per_tensor_affine_backward(
                       t_g, t_x, t_scale, t_zero, BENCH_QMIN, BENCH_QMAX, 1.0), (N,), moved=(g, x))


class _BenchChannels:
    """[2048, 64, 3, 3] weights, a scale and zero point per row (axis 0) and their int8 codes, each
    as (ours, peer); `label` names the shape."""

    def __init__(self, env):
        self.shape = (env.n(2048), 64, 3, 3)
        channels = self.shape[0]
        w = (env.rng.standard_normal(self.shape) * 4).astype(np.float32)
        scales, zeros = env.rng.uniform(0.02, 0.1, channels), env.rng.integers(-5, 6, channels)
        codes = np.clip(np.round(w / scales[:, None, None, None]) + zeros[:, None, None, None], BENCH_QMIN, BENCH_QMAX)
        (self.w, self.grad, self.scales, self.zeros, self.codes, self.scales32, self.zeros32) = env.both(
            w, env.normal(*self.shape), scales, zeros.astype(np.int64), codes.astype(np.int8),
            scales.astype(np.float32), zeros.astype(np.int32))
        self.label, self.env = f"[{env.label(self.shape)}] axis=0", env

    def float_zeros(self):
        """The zero points as f32, a quarter off the integers (PyTorch's float zero-point formula)."""
        return self.env.both(self.zeros32[1].cpu().numpy().astype(np.float32) + np.float32(0.25))[0]

    def peer_scales(self):
        """PyTorch's f64 scales as f32, broadcast along the rows."""
        return self.scales[1].view(-1, 1, 1, 1).float()


def bench_quantize_per_channel(env):
    torch, c = env.torch, _BenchChannels(env)
    (w, t_w), (s, t_s), (z, t_z) = c.w, c.scales, c.zeros
    yield env.case(f"quantize_per_channel f32->i8 {c.label}",
                   lambda: env.ops.quantize_per_channel(w, s, z, 0, torch.qint8),
                   lambda: torch.quantize_per_channel(t_w, t_s, t_z, 0, torch.qint8).int_repr(), c.shape, moved=(w,))


def bench_quantize_per_channel_backward(env):
    torch, c = env.torch, _BenchChannels(env)
    (w, t_w), (g, t_g), (s, t_s), (z, t_z) = c.w, c.grad, c.scales, c.zeros
    in_range = torch.ops.aten.fake_quantize_per_channel_affine_cachemask(   # the same rule per channel
        t_w, t_s.float(), t_z.int(), 0, BENCH_QMIN, BENCH_QMAX)[1]
    yield env.case("quantize_per_channel_backward f32",
                   lambda: env.ops.quantize_per_channel_backward(g, w, s, z, 0, torch.qint8),
                   lambda: torch.where(in_range, t_g / c.peer_scales(), 0), c.shape, moved=(g, w))


def bench_dequantize_per_channel(env):
    c = _BenchChannels(env)
    (q, t_q), (s, t_s), (z, t_z) = c.codes, c.scales, c.zeros
    t_quantized = env.torch._make_per_channel_quantized_tensor(t_q, t_s, t_z, 0)
    yield env.case(f"dequantize_per_channel i8->f32 {c.label}", lambda: env.ops.dequantize_per_channel(q, s, z, 0),
                   lambda: t_quantized.dequantize(), c.shape, dtype="i8", moved=(q,))


def bench_dequantize_per_channel_backward(env):
    c = _BenchChannels(env)
    (g, t_g), (s, _) = c.grad, c.scales
    yield env.case("dequantize_per_channel_backward f32", lambda: env.ops.dequantize_per_channel_backward(g, s, 0),
                   lambda: t_g * c.peer_scales(), c.shape, moved=(g,))


def bench_fake_quantize_per_channel_affine(env):
    torch, c = env.torch, _BenchChannels(env)
    (w, t_w), (s, t_s) = c.w, c.scales32
    for kind, (z, t_z) in (("", c.zeros32), (" float zero points", c.float_zeros())):
        yield env.case(f"fake_quantize_per_channel_affine f32{kind} {c.label}",
                       lambda z=z: env.ops.fake_quantize_per_channel_affine(w, s, z, 0, BENCH_QMIN, BENCH_QMAX),
                       lambda t_z=t_z: torch.fake_quantize_per_channel_affine(t_w, t_s, t_z, 0, BENCH_QMIN, BENCH_QMAX),
                       c.shape, moved=(w,))


def bench_fake_quantize_per_channel_affine_backward(env):
    torch, c = env.torch, _BenchChannels(env)
    (w, t_w), (g, t_g), (s, t_s) = c.w, c.grad, c.scales32
    for kind, (z, t_z) in (("", c.zeros32), (" float zero points", c.float_zeros())):
        yield env.case(f"fake_quantize_per_channel_affine_backward f32{kind}",
                       lambda z=z: env.ops.fake_quantize_per_channel_affine_backward(g, w, s, z, 0, BENCH_QMIN,
                                                                                     BENCH_QMAX),
                       lambda t_z=t_z: env.autograd(lambda t: torch.fake_quantize_per_channel_affine(
                           t, t_s, t_z, 0, BENCH_QMIN, BENCH_QMAX), t_w, t_g), c.shape, moved=(g, w))


def bench_quantize_per_channel_float_qparams(env):
    """An embedding table's rows quantized with float zero points (PyTorch's float_qparams)."""
    torch, c = env.torch, _BenchChannels(env)
    (w, t_w), (s, t_s), (z, t_z) = c.w, c.scales32, c.float_zeros()
    yield env.case(f"quantize_per_channel f32->u8 float zero points {c.label}",
                   lambda: env.ops.quantize_per_channel(w, s, z, 0, torch.quint8),
                   lambda: torch.quantize_per_channel(t_w, t_s, t_z, 0, torch.quint8).int_repr(), c.shape, moved=(w,))


def bench_quantize_per_channel_float_qparams_backward(env):
    """The straight-through gradient PyTorch does not define, its arithmetic in tensor ops as the peer."""
    torch, c = env.torch, _BenchChannels(env)
    (w, t_w), (g, t_g), (s, t_s), (z, t_z) = c.w, c.grad, c.scales32, c.float_zeros()
    scales, zeros = t_s.view(-1, 1, 1, 1), t_z.view(-1, 1, 1, 1)
    yield env.case("quantize_per_channel_backward f32 float zero points",
                   lambda: env.ops.quantize_per_channel_backward(g, w, s, z, 0, torch.quint8),
                   lambda: torch.where(torch.round(t_w * (1 / scales) + zeros).clamp_(-1, 256).sub_(127.5).abs_() < 128,
                                       t_g / scales, 0), c.shape, moved=(g, w))


def bench_quantize_per_channel_sub_byte(env):
    torch, c = env.torch, _BenchChannels(env)
    (w, t_w), (s, t_s), (z, t_z) = c.w, c.scales32, c.float_zeros()
    for name in ("quint4x2", "quint2x4"):
        qtype = getattr(torch, name)
        yield env.case(f"quantize_per_channel f32->{name} {c.label}",
                       lambda qtype=qtype: env.ops.quantize_per_channel(w, s, z, 0, qtype),
                       lambda qtype=qtype: torch.quantize_per_channel(t_w, t_s, t_z, 0, qtype).int_repr(), c.shape,
                       moved=(w,))


def bench_dequantize_per_channel_float_qparams(env):
    torch, c = env.torch, _BenchChannels(env)
    (_, t_w), (s, t_s), (z, t_z) = c.w, c.scales32, c.float_zeros()
    t_quantized = torch.quantize_per_channel(t_w.cpu(), t_s.cpu(), t_z.cpu(), 0, torch.quint8)   # (CPU only)
    q = env.both(t_quantized.int_repr().numpy())[0][0]
    yield env.case(f"dequantize_per_channel u8->f32 float zero points {c.label}",
                   lambda: env.ops.dequantize_per_channel(q, s, z, 0), lambda: t_quantized.to(env.device).dequantize(),
                   c.shape, dtype="u8", moved=(q,))


def bench_dequantize_per_channel_sub_byte(env):
    torch, c = env.torch, _BenchChannels(env)
    (_, t_w), (s, t_s), (z, t_z) = c.w, c.scales32, c.float_zeros()
    for name in ("quint4x2", "quint2x4"):
        qtype = getattr(torch, name)
        t_quantized = torch.quantize_per_channel(t_w.cpu(), t_s.cpu(), t_z.cpu(), 0, qtype)   # (CPU only)
        packed = env.both(t_quantized.int_repr().numpy())[0][0]
        yield env.case(f"dequantize_per_channel {name}->f32 {c.label}",
                       lambda packed=packed, qtype=qtype: env.ops.dequantize_per_channel_sub_byte(
                           packed, s, z, 0, qtype, c.shape),
                       lambda t_quantized=t_quantized: t_quantized.to(env.device).dequantize(), c.shape, dtype="u8",
                       moved=(packed,))
