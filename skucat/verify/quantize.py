"""Verification cases of the quantization family.

Inputs are built to hit what quantization gets wrong: exact half-way values
(power-of-two scales make k/2 steps exact), both ends of the range and
beyond, NaN, +-inf and huge values. Every output is compared bit-exactly
with the reference, which models each rounding step (skucat.reference.quantize).
"""

from __future__ import annotations

import numpy as np

from .. import dtypes
from ..families import quantize as family
from ..reference import quantize as reference
from ..types import Workspace
from . import Comparison, eps, select_exact

SHAPE = (2, 3, 41)          # [outer, channels, inner] of the per-channel cases
AXIS = 1


def _run(stream, plan, **arrays):
    """Runs plan on host copies of `arrays` (inputs) and fresh outputs; returns the outputs as numpy."""
    backend = stream.backend
    args = {}
    outputs = {}
    for spec in plan.tensors:
        shape = tuple(int(extent) for extent in spec.shape(plan.desc))
        if spec.role == "output":
            outputs[spec.name] = args[spec.name] = backend.empty(shape, dtypes.numpy_dtype(plan.dtype_of(spec)))
        else:
            args[spec.name] = backend.asarray(np.ascontiguousarray(arrays[spec.name]).reshape(shape))
    plan.run(stream, Workspace.allocate(stream, plan.workspace_size()), plan.Args(**args))
    return {name: backend.to_numpy(array) for name, array in outputs.items()}


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


def _ranges(qtype):
    """(quant_min, quant_max, zero_point, scale) cases: the full range of the type with an exact
    scale, with an inexact one and a zero point far from 0 (adding it shrinks the codes, which is
    where a fused multiply-add and a rounded product disagree), then a custom range."""
    low, high = family.int_range(qtype)
    if high - low < 1000:
        return [(None, None, (low + high + 1) // 2 - 1, 0.25), (None, None, high - 27, 0.0371),
                (low + 3, min(low + 40, high), low + 10, 0.0371)]
    return [(None, None, 5, 0.25), (None, None, 1000, 0.0371), (-100, 150, 7, 0.0371)]


def _grad(rng, element, shape):
    grad = rng.standard_normal(shape)
    grad.reshape(-1)[::17] = np.nan
    return grad.astype(element)


def _bounds(qtype, quant_min, quant_max):
    low, high = family.int_range(qtype)
    return (low if quant_min is None else quant_min), (high if quant_max is None else quant_max)


# ---- per tensor

def quantize_per_tensor(plan_class, sku, stream, rng):
    element = dtypes.numpy_dtype(sku.element)
    found = []
    for quant_min, quant_max, zero_point, scale in _ranges(sku.aux):
        qmin, qmax = _bounds(sku.aux, quant_min, quant_max)
        x = _values(rng, element, scale, zero_point, qmin, qmax)
        desc = plan_class.Descriptor(x.size, sku.element, sku.aux, scale, zero_point, quant_min, quant_max)
        plan = select_exact(plan_class, stream, desc, sku)
        out = _run(stream, plan, input=x)["out"]
        qtype = dtypes.numpy_dtype(sku.aux)
        fused = reference.pytorch_fused(8 * qtype.itemsize)
        expected = reference.quantize(x, scale, zero_point, qmin, qmax, fused,
                                      reference.pytorch_nan_code(qtype, qmin, qmax))
        found.append(Comparison(f"out(range={qmin}..{qmax})", out, expected, sku.aux, exact=True))
    return found


def quantize_per_tensor_backward(plan_class, sku, stream, rng):
    element = dtypes.numpy_dtype(sku.element)
    found = []
    for quant_min, quant_max, zero_point, scale in _ranges(sku.aux):
        qmin, qmax = _bounds(sku.aux, quant_min, quant_max)
        x = _values(rng, element, scale, zero_point, qmin, qmax)
        grad = _grad(rng, element, x.shape)
        desc = plan_class.Descriptor(x.size, sku.element, sku.aux, scale, zero_point, quant_min, quant_max)
        plan = select_exact(plan_class, stream, desc, sku)
        grad_input = _run(stream, plan, grad=grad, input=x)["grad_input"]
        fused = reference.pytorch_fused(8 * dtypes.numpy_dtype(sku.aux).itemsize)
        expected = reference.quantize_backward(grad, x, scale, zero_point, qmin, qmax, fused)
        found.append(Comparison(f"grad_input(range={qmin}..{qmax})", grad_input, expected, sku.element, exact=True))
    return found


def _codes(rng, qtype, shape):
    low, high = family.int_range(qtype)
    codes = rng.integers(low, high, shape, endpoint=True)
    codes.reshape(-1)[:2] = (low, high)
    return codes.astype(dtypes.numpy_dtype(qtype))


def dequantize_per_tensor(plan_class, sku, stream, rng):
    low, high = family.int_range(sku.aux)
    q = _codes(rng, sku.aux, (301,))
    found = []
    for zero_point, scale in ((low, 0.25), (int(rng.integers(low, high, endpoint=True)), 0.0371), (high, 3.1e-3)):
        plan = select_exact(plan_class, stream, plan_class.Descriptor(q.size, sku.element, sku.aux, scale, zero_point),
                            sku)
        out = _run(stream, plan, input=q)["out"]
        expected = reference.dequantize(q, scale, zero_point, dtypes.numpy_dtype(sku.element))
        found.append(Comparison(f"out(zero_point={zero_point})", out, expected, sku.element, exact=True))
    return found


def dequantize_per_tensor_backward(plan_class, sku, stream, rng):
    element = dtypes.numpy_dtype(sku.element)
    grad = _grad(rng, element, (257,))
    grad[-3:] = [np.inf, -np.inf, 0.0]
    found = []
    for scale in (0.25, 0.0371):
        plan = select_exact(plan_class, stream, plan_class.Descriptor(grad.size, sku.element, sku.aux, scale), sku)
        grad_input = _run(stream, plan, grad=grad)["grad_input"]
        found.append(Comparison(f"grad_input(scale={scale})", grad_input, reference.dequantize_backward(grad, scale),
                                sku.element, exact=True))
    return found


# ---- per channel

def _channel_params(rng, qtype, quant_min, quant_max):
    scales = np.array([0.25, 0.0371, 1.5])
    zero_points = rng.integers(quant_min, quant_max, SHAPE[1], endpoint=True)
    zero_points[0] = quant_min
    return scales, zero_points.astype(np.int64)


def _channel_values(rng, element, scales, zero_points, quant_min, quant_max):
    x = np.empty(SHAPE, element)
    for c in range(SHAPE[1]):
        x[:, c, :] = _values(rng, element, scales[c], zero_points[c], quant_min, quant_max,
                             SHAPE[0] * SHAPE[2]).reshape(SHAPE[0], SHAPE[2])
    return x


def quantize_per_channel(plan_class, sku, stream, rng):
    element = dtypes.numpy_dtype(sku.element)
    found = []
    for quant_min, quant_max, _, _ in _ranges(sku.aux):
        qmin, qmax = _bounds(sku.aux, quant_min, quant_max)
        scales, zero_points = _channel_params(rng, sku.aux, max(qmin, -1000), min(qmax, 1000))
        x = _channel_values(rng, element, scales, zero_points, qmin, qmax)
        desc = plan_class.Descriptor(*SHAPE, sku.element, sku.aux, quant_min, quant_max)
        plan = select_exact(plan_class, stream, desc, sku)
        out = _run(stream, plan, input=x, scales=scales, zero_points=zero_points)["out"]
        nan_code = reference.pytorch_nan_code(dtypes.numpy_dtype(sku.aux), qmin, qmax, per_channel=True)
        expected = reference.quantize(x, scales, zero_points, qmin, qmax, False, nan_code, axis=AXIS)
        found.append(Comparison(f"out(range={qmin}..{qmax})", out, expected, sku.aux, exact=True))
    return found


def quantize_per_channel_backward(plan_class, sku, stream, rng):
    element = dtypes.numpy_dtype(sku.element)
    found = []
    for quant_min, quant_max, _, _ in _ranges(sku.aux):
        qmin, qmax = _bounds(sku.aux, quant_min, quant_max)
        scales, zero_points = _channel_params(rng, sku.aux, max(qmin, -1000), min(qmax, 1000))
        x = _channel_values(rng, element, scales, zero_points, qmin, qmax)
        grad = _grad(rng, element, SHAPE)
        plan = select_exact(plan_class, stream, plan_class.Descriptor(*SHAPE, sku.element, sku.aux, quant_min,
                                                                      quant_max), sku)
        grad_input = _run(stream, plan, grad=grad, input=x, scales=scales, zero_points=zero_points)["grad_input"]
        expected = reference.quantize_backward(grad, x, scales, zero_points, qmin, qmax, False, axis=AXIS)
        found.append(Comparison(f"grad_input(range={qmin}..{qmax})", grad_input, expected, sku.element, exact=True))
    return found


def dequantize_per_channel(plan_class, sku, stream, rng):
    low, high = family.int_range(sku.aux)
    q = _codes(rng, sku.aux, SHAPE)
    scales = np.array([0.25, 0.0371, 3.1e-3])
    zero_points = np.array([low, int(rng.integers(low, high, endpoint=True)), high], np.int64)
    plan = select_exact(plan_class, stream, plan_class.Descriptor(*SHAPE, sku.element, sku.aux), sku)
    out = _run(stream, plan, input=q, scales=scales, zero_points=zero_points)["out"]
    expected = reference.dequantize(q, scales, zero_points, dtypes.numpy_dtype(sku.element), axis=AXIS)
    return [Comparison("out", out, expected, sku.element, exact=True)]


def dequantize_per_channel_backward(plan_class, sku, stream, rng):
    grad = _grad(rng, dtypes.numpy_dtype(sku.element), SHAPE)
    scales = np.array([0.25, 0.0371, 3.1e-3])
    plan = select_exact(plan_class, stream, plan_class.Descriptor(*SHAPE, sku.element, sku.aux), sku)
    grad_input = _run(stream, plan, grad=grad, scales=scales)["grad_input"]
    return [Comparison("grad_input", grad_input, reference.dequantize_backward(grad, scales, axis=AXIS), sku.element,
                       exact=True)]


# ---- fake quantize

_FAKE_RANGES = ((0, 255, 128, 0.25), (-128, 127, -5, 0.0371), (-7, 20, 0, 1.5))


def fake_quantize_per_tensor_affine(plan_class, sku, stream, rng):
    element = dtypes.numpy_dtype(sku.element)
    found = []
    for quant_min, quant_max, zero_point, scale in _FAKE_RANGES:
        x = _values(rng, element, scale, zero_point, quant_min, quant_max)
        desc = plan_class.Descriptor(x.size, sku.element, scale, zero_point, quant_min, quant_max)
        out = _run(stream, select_exact(plan_class, stream, desc, sku), input=x)["out"]
        expected, _ = reference.fake_quantize(x, scale, zero_point, quant_min, quant_max)
        found.append(Comparison(f"out(range={quant_min}..{quant_max})", out, expected, sku.element, exact=True))
    return found


def fake_quantize_per_tensor_affine_backward(plan_class, sku, stream, rng):
    element = dtypes.numpy_dtype(sku.element)
    found = []
    for quant_min, quant_max, zero_point, scale in _FAKE_RANGES:
        x = _values(rng, element, scale, zero_point, quant_min, quant_max)
        grad = _grad(rng, element, x.shape)
        desc = plan_class.Descriptor(x.size, sku.element, scale, zero_point, quant_min, quant_max)
        grad_input = _run(stream, select_exact(plan_class, stream, desc, sku), grad=grad, input=x)["grad_input"]
        expected = reference.fake_quantize_backward(grad, x, scale, zero_point, quant_min, quant_max)
        found.append(Comparison(f"grad_input(range={quant_min}..{quant_max})", grad_input, expected, sku.element,
                                exact=True))
    return found


def _fake_channel_case(rng, element, quant_min, quant_max):
    scales = np.array([0.25, 0.0371, 1.5], np.float32)
    zero_points = rng.integers(quant_min, quant_max, SHAPE[1], endpoint=True).astype(np.int32)
    return scales, zero_points, _channel_values(rng, element, scales, zero_points, quant_min, quant_max)


def fake_quantize_per_channel_affine(plan_class, sku, stream, rng):
    element = dtypes.numpy_dtype(sku.element)
    found = []
    for quant_min, quant_max, _, _ in _FAKE_RANGES:
        scales, zero_points, x = _fake_channel_case(rng, element, quant_min, quant_max)
        plan = select_exact(plan_class, stream, plan_class.Descriptor(*SHAPE, sku.element, quant_min, quant_max), sku)
        out = _run(stream, plan, input=x, scale=scales, zero_point=zero_points)["out"]
        expected, _ = reference.fake_quantize(x, scales, zero_points, quant_min, quant_max, axis=AXIS)
        found.append(Comparison(f"out(range={quant_min}..{quant_max})", out, expected, sku.element, exact=True))
    return found


def fake_quantize_per_channel_affine_backward(plan_class, sku, stream, rng):
    element = dtypes.numpy_dtype(sku.element)
    found = []
    for quant_min, quant_max, _, _ in _FAKE_RANGES:
        scales, zero_points, x = _fake_channel_case(rng, element, quant_min, quant_max)
        grad = _grad(rng, element, SHAPE)
        plan = select_exact(plan_class, stream, plan_class.Descriptor(*SHAPE, sku.element, quant_min, quant_max), sku)
        grad_input = _run(stream, plan, grad=grad, input=x, scale=scales, zero_point=zero_points)["grad_input"]
        expected = reference.fake_quantize_backward(grad, x, scales, zero_points, quant_min, quant_max, axis=AXIS)
        found.append(Comparison(f"grad_input(range={quant_min}..{quant_max})", grad_input, expected, sku.element,
                                exact=True))
    return found


def fake_quantize_learnable_per_tensor_affine_backward(plan_class, sku, stream, rng):
    """grad_input bit-exact; the two sums within the f32 summation error of their terms."""
    element = dtypes.numpy_dtype(sku.element)
    found = []
    for quant_min, quant_max, zero_point, scale, factor, count in ((0, 255, 128.4, 0.25, 1.0, None),
                                                                   (-128, 127, -5.5, 0.0371, 0.37, 3000)):
        x = _values(rng, element, scale, round(zero_point), quant_min, quant_max, count)
        grad = rng.standard_normal(x.shape).astype(element)
        desc = plan_class.Descriptor(x.size, sku.element, quant_min, quant_max, factor)
        plan = select_exact(plan_class, stream, desc, sku)
        out = _run(stream, plan, grad=grad, input=x, scale=np.float32([scale]), zero_point=np.float32([zero_point]))
        grad_input, scale_terms, zero_terms = reference.fake_quantize_learnable_backward(
            grad, x, scale, zero_point, quant_min, quant_max, factor)
        name = f"(range={quant_min}..{quant_max}, numel={x.size})"
        found.append(Comparison("grad_input" + name, out["grad_input"], grad_input, sku.element, exact=True))
        # A term passes through at most ceil(numel / threads) + slots / 256 + 256 additions in f32,
        # each rounding by eps(f32) at most relative to the sum of |terms|.
        threads = min(x.size, family.MAX_PARTIAL_BLOCKS * 256)
        depth = -(-x.size // threads) + -(-threads // 256) + 256
        for output, terms in (("grad_scale", scale_terms), ("grad_zero_point", zero_terms)):
            finite = terms[np.isfinite(terms)]
            found.append(Comparison(output + name, out[output], np.array([terms.sum()]), "f32",
                                    atol=2 * depth * eps("f32") * np.abs(finite).sum()))
    return found
