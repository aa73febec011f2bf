"""The quantization family: PyTorch parity (bit-exact codes), exact ties, NaN and
infinities, straight-through gradients, autodiff rules, bad input, and the claim
that adding an integer type is a change of catalog.yaml only."""

from __future__ import annotations

import dataclasses
import math
import platform
import re
import shutil
import types
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
import yaml

import skucat
import skucat.ops as ops
from skucat import autodiff
from skucat.errors import (
    DTypeError, InvalidArgumentError, OutOfRangeError, ShapeError, SkucatError,
)
from skucat.generated.plans import quantize as plans
from skucat.reference import quantize as reference

# PyTorch 2.13 warns that its quantized tensors are deprecated; they are the oracle here.
pytestmark = pytest.mark.filterwarnings("ignore:.*quantized tensor creation functions.*deprecated")

ROOT = Path(__file__).resolve().parent.parent
X86 = platform.machine().lower() in ("x86_64", "amd64")
x86_only = pytest.mark.skipif(not X86, reason="bit-exactness is with PyTorch's x86 CPU arithmetic (FBGEMM)")

INT_TYPES = {"int8": (-128, 127), "uint8": (0, 255), "int32": (-(2**31), 2**31 - 1)}
FLOATS = (np.float16, "bfloat16", np.float32, np.float64)


def torch_qtype(torch, name):
    return {"int8": torch.qint8, "uint8": torch.quint8, "int32": torch.qint32}[name]


def near_ties(rng, scale, count=600, span=300):
    """f32 values at, and at the f32 neighbours of, (k + 1/2) * scale, plus random ones."""
    ties = ((rng.integers(-span, span, count) + 0.5) * scale).astype(np.float32)
    step = rng.integers(-2, 3, count).astype(np.float32)
    moved = ties.copy()
    for _ in range(2):
        moved = np.where(step > 0, np.nextafter(moved, np.float32(np.inf)), moved)
        moved = np.where(step < 0, np.nextafter(moved, np.float32(-np.inf)), moved)
        step -= np.sign(step)
    noise = (rng.standard_normal(count // 4) * span * scale).astype(np.float32)
    specials = np.float32([np.nan, np.inf, -np.inf, 1e30, -1e30, 3e9, -3e9, 0.0, -0.0])
    return rng.permutation(np.concatenate([moved, noise, specials]))


def as_float64(array):
    return np.asarray(array).astype(np.float64)


@pytest.fixture
def no_launch(monkeypatch):
    """Fails the test if any kernel is launched: bad input must be rejected before."""
    def refuse(*_args, **_kwargs):
        raise AssertionError("a kernel was launched for bad input")

    monkeypatch.setattr(skucat.plan.Plan, "_launch", refuse)


def test_the_no_launch_guard_catches_a_launch(no_launch):
    with pytest.raises(AssertionError, match="a kernel was launched"):
        ops.quantize_per_tensor(np.float32([0.5]), 0.1, 0, "int8")


# ---------------------------------------------------------------- PyTorch parity

@x86_only
@pytest.mark.parametrize("name", INT_TYPES)
def test_quantize_per_tensor_bit_exact_with_torch(torch, name):
    rng = np.random.default_rng(11)
    low, high = INT_TYPES[name]
    for _ in range(25):
        scale = float(np.exp(rng.uniform(-8, 3)))
        zero_point = int(rng.integers(low, high, endpoint=True)) if name != "int32" else int(rng.integers(-999, 999))
        x = near_ties(rng, scale)
        expected = torch.quantize_per_tensor(torch.from_numpy(x), scale, zero_point,
                                             torch_qtype(torch, name)).int_repr().numpy()
        got = ops.quantize_per_tensor(x, scale, zero_point, name)
        assert got.dtype == expected.dtype
        mismatch = np.flatnonzero(got != expected)
        assert mismatch.size == 0, f"scale={scale!r} zp={zero_point}: x={x[mismatch[:3]]} got {got[mismatch[:3]]} " \
                                   f"torch {expected[mismatch[:3]]}"


@x86_only
@pytest.mark.parametrize("name", INT_TYPES)
def test_quantize_per_channel_bit_exact_with_torch(torch, name):
    rng = np.random.default_rng(12)
    low, high = INT_TYPES[name]
    for shape, axis in (((4, 5, 60), 1), ((300, 3), 0), ((2, 40, 7), 2), ((500,), 0)):
        channels = shape[axis]
        scales = np.exp(rng.uniform(-8, 3, channels))
        zero_points = rng.integers(max(low, -999), min(high, 999), channels, endpoint=True)
        x = np.resize(near_ties(rng, float(scales.mean())), shape).astype(np.float32)
        x *= (scales / scales.mean()).reshape([-1 if d == axis else 1 for d in range(len(shape))]).astype(np.float32)
        expected = torch.quantize_per_channel(torch.from_numpy(x), torch.from_numpy(scales),
                                              torch.from_numpy(zero_points), axis,
                                              torch_qtype(torch, name)).int_repr().numpy()
        got = ops.quantize_per_channel(x, scales, zero_points, axis, name)
        np.testing.assert_array_equal(got, expected)


@x86_only
@pytest.mark.parametrize("rank", range(1, 9))
def test_quantize_per_channel_every_axis_of_every_rank(torch, rank):
    rng = np.random.default_rng(rank)
    shape = tuple(int(extent) for extent in rng.integers(1, 4, rank))
    x = (rng.standard_normal(shape) * 20).astype(np.float32)
    for axis in range(rank):
        channels = shape[axis]
        scales, zero_points = np.exp(rng.uniform(-3, 1, channels)), rng.integers(-10, 10, channels)
        expected = torch.quantize_per_channel(torch.from_numpy(x), torch.from_numpy(scales),
                                              torch.from_numpy(zero_points), axis, torch.qint8)
        got = ops.quantize_per_channel(x, scales, zero_points, axis, "int8")
        np.testing.assert_array_equal(got, expected.int_repr().numpy(), err_msg=f"shape {shape} axis {axis}")
        back = ops.dequantize_per_channel(got, scales, zero_points, axis)
        np.testing.assert_array_equal(back, expected.dequantize().numpy(), err_msg=f"shape {shape} axis {axis}")


@x86_only
@pytest.mark.parametrize("name", INT_TYPES)
def test_dequantize_bit_exact_with_torch(torch, name):
    """Bit-identical while |q - zero_point| <= 2**24 (always for 8-bit types). Beyond that, PyTorch's
    int32 difference can overflow (per tensor) or its code is rounded to f32 first (per channel)."""
    rng = np.random.default_rng(13)
    low, high = INT_TYPES[name]
    span = (low, high) if name != "int32" else (-(2**24) + 1000, 2**24 - 1000)
    numpy_type = np.dtype(name)
    for _ in range(10):
        q = rng.integers(*span, 700, endpoint=True).astype(numpy_type)
        scale = float(np.exp(rng.uniform(-8, 3)))
        zero_point = int(rng.integers(low, high, endpoint=True)) if name != "int32" else int(rng.integers(-999, 999))
        qt = torch._make_per_tensor_quantized_tensor(torch.from_numpy(q), scale, zero_point)
        np.testing.assert_array_equal(ops.dequantize_per_tensor(q, scale, zero_point), qt.dequantize().numpy())
        q2 = q.reshape(7, 100)
        scales = np.exp(rng.uniform(-8, 3, 7))
        zero_points = rng.integers(max(low, -999), min(high, 999), 7, endpoint=True)
        qt = torch._make_per_channel_quantized_tensor(torch.from_numpy(q2), torch.from_numpy(scales),
                                                      torch.from_numpy(zero_points), 0)
        np.testing.assert_array_equal(ops.dequantize_per_channel(q2, scales, zero_points, 0), qt.dequantize().numpy())


@x86_only
@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "float64"])
def test_fake_quantize_per_tensor_bit_exact_with_torch_forward_and_backward(torch, dtype):
    rng = np.random.default_rng(14)
    for quant_min, quant_max in ((0, 255), (-128, 127), (-7, 20), (-(2**31), 2**31 - 1)):
        scale = float(np.exp(rng.uniform(-8, 3)))
        zero_point = int(rng.integers(max(quant_min, -50), min(quant_max, 50), endpoint=True))
        base = near_ties(rng, scale)
        x = torch.from_numpy(base.astype(np.float64)).to(getattr(torch, dtype))
        grad = torch.from_numpy(rng.standard_normal(x.shape)).to(x.dtype)
        grad[::13] = float("nan")
        xr = x.clone().requires_grad_()
        out = torch.fake_quantize_per_tensor_affine(xr, scale, zero_point, quant_min, quant_max)
        out.backward(grad)
        ours_x = x.float().numpy() if dtype == "bfloat16" else x.numpy()
        ours_x = ours_x.astype("bfloat16") if dtype == "bfloat16" else ours_x
        got = ops.fake_quantize_per_tensor_affine(ours_x, scale, zero_point, quant_min, quant_max)
        np.testing.assert_array_equal(as_float64(got), out.detach().double().numpy())
        ours_grad = grad.double().numpy().astype(ours_x.dtype)
        got_grad = ops.fake_quantize_per_tensor_affine_backward(ours_grad, ours_x, scale, zero_point, quant_min,
                                                                quant_max)
        np.testing.assert_array_equal(as_float64(got_grad), xr.grad.double().numpy())


def assert_per_channel_fake_quantize_as_torch(torch, x, grad, scale, zero_point, axis, quant_min, quant_max):
    """skucat's fake_quantize_per_channel_affine and its backward give PyTorch's bits at x (a torch tensor)."""
    xr = x.clone().requires_grad_()
    out = torch.fake_quantize_per_channel_affine(xr, torch.from_numpy(scale), torch.from_numpy(zero_point), axis,
                                                 quant_min, quant_max)
    out.backward(grad)
    ours_x = x.float().numpy().astype("bfloat16") if x.dtype == torch.bfloat16 else x.numpy()
    got = ops.fake_quantize_per_channel_affine(ours_x, scale, zero_point, axis, quant_min, quant_max)
    np.testing.assert_array_equal(as_float64(got), out.detach().double().numpy())
    got_grad = ops.fake_quantize_per_channel_affine_backward(grad.double().numpy().astype(ours_x.dtype), ours_x,
                                                             scale, zero_point, axis, quant_min, quant_max)
    np.testing.assert_array_equal(as_float64(got_grad), xr.grad.double().numpy())


@x86_only
@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "float64"])
def test_fake_quantize_per_channel_bit_exact_with_torch_forward_and_backward(torch, dtype):
    rng = np.random.default_rng(15)
    for quant_min, quant_max in ((0, 255), (-128, 127), (-7, 20)):
        shape, axis = (3, 4, 50), 1
        scale = np.exp(rng.uniform(-6, 2, shape[axis])).astype(np.float32)
        zero_point = rng.integers(quant_min, quant_max, shape[axis], endpoint=True).astype(np.int32)
        base = np.resize(near_ties(rng, float(scale.mean())), shape).astype(np.float64)
        base[np.isposinf(base) | (base > 1e9)] = -np.inf    # +inf: a documented difference, tested below
        x = torch.from_numpy(base).to(getattr(torch, dtype))
        grad = torch.from_numpy(rng.standard_normal(shape)).to(x.dtype)
        assert_per_channel_fake_quantize_as_torch(torch, x, grad, scale, zero_point, axis, quant_min, quant_max)


# ---------------------------------------------------------------- ties, NaN, infinities

@pytest.mark.parametrize("element", FLOATS)
@pytest.mark.parametrize("name", INT_TYPES)
def test_exact_ties_round_half_to_even(element, name):
    """k + 1/2 codes round to the even neighbour, for zero_point + x / scale as a whole."""
    x = (np.arange(-20, 20) + 0.5) * 0.25               # exact in every float type
    for zero_point in (0, 3):
        want = np.rint(x / 0.25 + zero_point)           # numpy's rint is half to even
        assert set(np.abs(want) % 2) == {0.0}
        want = np.clip(want, *INT_TYPES[name])
        got = ops.quantize_per_tensor(x.astype(element), 0.25, zero_point, name)
        np.testing.assert_array_equal(got, want)
        axis_got = ops.quantize_per_channel(x.astype(element)[None], [0.25], [zero_point], 0, name)[0]
        np.testing.assert_array_equal(axis_got, want)


@pytest.mark.parametrize("element", FLOATS)
def test_fake_quantize_ties_round_before_adding_the_zero_point(element):
    """PyTorch's fake quantize rounds x / scale first, then adds zero_point: 0.5 + 3 -> 0 + 3."""
    x = np.array([0.25, 0.75, 1.25, -0.25, -0.75], np.float64).astype(element)
    got = ops.fake_quantize_per_tensor_affine(x, 0.5, 3, -128, 127)
    np.testing.assert_array_equal(as_float64(got), [0.0, 1.0, 1.0, 0.0, -1.0])
    got = ops.fake_quantize_per_channel_affine(x[None], np.float32([0.5]), np.int32([3]), 0, -128, 127)[0]
    np.testing.assert_array_equal(as_float64(got), [0.0, 1.0, 1.0, 0.0, -1.0])


def test_notes_fact_quarter_and_half_quantize_to_zero():
    assert ops.quantize_per_tensor(np.float32([0.25]), 0.5, 0, "int8")[0] == 0


SPECIALS = np.float32([np.nan, np.inf, -np.inf, 1e30, -1e30])


@x86_only
@pytest.mark.parametrize("name", INT_TYPES)
def test_nan_and_infinities_quantize_as_torch(torch, name):
    """Per tensor: NaN -> quant_max for 8-bit types, quant_min for int32; per channel: NaN -> 0 for
    8-bit types, INT32_MIN for int32 (PyTorch's x86 results); +-inf and huge values saturate."""
    low, high = INT_TYPES[name]
    got = ops.quantize_per_tensor(SPECIALS, 0.5, 0, name)
    nan_code = high if name != "int32" else low
    np.testing.assert_array_equal(got, [nan_code, high, low, high, low])
    expected = torch.quantize_per_tensor(torch.from_numpy(SPECIALS), 0.5, 0, torch_qtype(torch, name)).int_repr()
    np.testing.assert_array_equal(got, expected.numpy())
    got = ops.quantize_per_channel(SPECIALS[None], [0.5], [0], 0, name)
    np.testing.assert_array_equal(got[0], [0 if name != "int32" else low, high, low, high, low])
    expected = torch.quantize_per_channel(torch.from_numpy(SPECIALS[None]), torch.tensor([0.5], dtype=torch.float64),
                                          torch.tensor([0]), 0, torch_qtype(torch, name)).int_repr()
    np.testing.assert_array_equal(got, expected.numpy())


def test_nan_codes_stay_in_a_custom_range():
    assert ops.quantize_per_channel(np.float32([[np.nan]]), [1.0], [5], 0, "int8", quant_min=3, quant_max=9)[0, 0] == 3
    assert ops.quantize_per_tensor(np.float32([np.nan]), 1.0, 5, "int8", quant_min=3, quant_max=9)[0] == 9
    assert ops.quantize_per_tensor(np.float32([np.nan]), 1.0, 5, "int32", quant_min=3, quant_max=9)[0] == 3


@pytest.mark.parametrize("element", FLOATS)
def test_fake_quantize_nan_and_infinities(element):
    """NaN -> the quant_min level and a zero mask; +-inf -> the range's ends, masked. Per channel,
    +inf also saturates to quant_max (PyTorch's x86 build gives quant_min there, from an undefined
    float -> int64 conversion; its CUDA kernel and its per-tensor op saturate)."""
    x = np.array([np.nan, np.inf, -np.inf, 0.5], np.float64).astype(element)
    want = [(-10 - 2) * 0.5, (20 - 2) * 0.5, (-10 - 2) * 0.5, 0.5]
    np.testing.assert_array_equal(as_float64(ops.fake_quantize_per_tensor_affine(x, 0.5, 2, -10, 20)), want)
    np.testing.assert_array_equal(
        as_float64(ops.fake_quantize_per_channel_affine(x[None], np.float32([0.5]), np.int32([2]), 0, -10, 20)[0]),
        want)
    grad = np.ones(4, np.float64).astype(element)
    np.testing.assert_array_equal(as_float64(ops.fake_quantize_per_tensor_affine_backward(grad, x, 0.5, 2, -10, 20)),
                                  [0, 0, 0, 1])
    np.testing.assert_array_equal(as_float64(ops.quantize_per_tensor_backward(grad, x, 0.5, 2, "int8",
                                                                              quant_min=-10, quant_max=20)),
                                  [0, 0, 0, 2])


def test_fake_quantize_backward_multiplies_like_torch():
    """A NaN gradient stays NaN where the mask is 0 (PyTorch computes grad * mask)."""
    x = np.float32([0.0, 1000.0])
    grad = np.float32([np.nan, np.nan])
    assert np.isnan(ops.fake_quantize_per_tensor_affine_backward(grad, x, 0.1, 0, -128, 127)).all()
    # the straight-through quantize backward selects instead: masked is exactly 0
    assert ops.quantize_per_tensor_backward(grad, x, 0.1, 0, "int8")[1] == 0


# ---------------------------------------------------------------- gradients in float64

def test_dequantize_backward_is_the_finite_difference_slope():
    """dequantize is linear in q: its slope between integer neighbours is scale, the adjoint's factor."""
    rng = np.random.default_rng(21)
    q = rng.integers(-100, 100, 50).astype(np.int32)
    for scale in (0.37, 1e-3):
        slope = ops.dequantize_per_tensor(q + 1, scale, 3, np.float64) - ops.dequantize_per_tensor(q, scale, 3, np.float64)
        grad = rng.standard_normal(q.shape)
        np.testing.assert_allclose(ops.dequantize_per_tensor_backward(grad, scale), slope * grad, rtol=1e-12)
        scales = np.array([scale, 2 * scale])
        q2 = q.reshape(2, 25)
        slope = (ops.dequantize_per_channel(q2 + 1, scales, [0, 0], 0, np.float64)
                 - ops.dequantize_per_channel(q2, scales, [0, 0], 0, np.float64))
        np.testing.assert_allclose(ops.dequantize_per_channel_backward(grad.reshape(2, 25), scales, 0),
                                   slope * grad.reshape(2, 25), rtol=1e-12)


def _finite_difference(function, x, step=1e-6):
    return (function(x + step) - function(x - step)) / (2 * step)


def test_quantize_backward_is_the_straight_through_derivative():
    """Away from rounding and clamping edges, the adjoint is the derivative of the unrounded
    surrogate clamp(zero_point + x / scale, quant_min, quant_max): 1 / scale inside, 0 outside."""
    rng = np.random.default_rng(22)
    scale, zero_point, quant_min, quant_max = 0.25, 3, -20, 30
    codes = rng.integers(quant_min - 15, quant_max + 15, 200)
    codes = codes[(codes != quant_min) & (codes != quant_max)]     # keep away from the clamp edges
    x = (codes - zero_point + rng.uniform(-0.3, 0.3, codes.size)) * scale
    surrogate = _finite_difference(lambda v: np.clip(zero_point + v / scale, quant_min, quant_max), x)
    grad = rng.standard_normal(x.shape)
    got = ops.quantize_per_tensor_backward(grad, x, scale, zero_point, "int8", quant_min=quant_min,
                                           quant_max=quant_max)
    np.testing.assert_allclose(got, surrogate * grad, rtol=1e-6, atol=1e-9)
    got = ops.quantize_per_channel_backward(grad[None], x[None], [scale], [zero_point], 0, "int8",
                                            quant_min=quant_min, quant_max=quant_max)[0]
    np.testing.assert_allclose(got, surrogate * grad, rtol=1e-6, atol=1e-9)


def test_fake_quantize_backward_is_the_straight_through_derivative():
    rng = np.random.default_rng(23)
    scale, zero_point, quant_min, quant_max = 0.25, 3, -20, 30
    codes = rng.integers(quant_min - 15, quant_max + 15, 200)
    codes = codes[(codes != quant_min) & (codes != quant_max)]
    x = (codes - zero_point + rng.uniform(-0.3, 0.3, codes.size)) * scale
    low, high = (quant_min - zero_point) * scale, (quant_max - zero_point) * scale
    surrogate = _finite_difference(lambda v: np.clip(v, low, high), x)
    grad = rng.standard_normal(x.shape)
    got = ops.fake_quantize_per_tensor_affine_backward(grad, x, scale, zero_point, quant_min, quant_max)
    np.testing.assert_allclose(got, surrogate * grad, rtol=1e-6, atol=1e-9)
    got = ops.fake_quantize_per_channel_affine_backward(grad[None], x[None], np.float32([scale]),
                                                        np.int32([zero_point]), 0, quant_min, quant_max)[0]
    np.testing.assert_allclose(got, surrogate * grad, rtol=1e-6, atol=1e-9)


# ---------------------------------------------------------------- autodiff

def test_every_quantize_op_with_an_adjoint_has_a_rule():
    for plan in plans.__dict__.values():
        if isinstance(plan, type) and issubclass(plan, skucat.plan.Plan) and plan is not skucat.plan.Plan:
            if plan.adjoint is not None:
                assert plan.op in autodiff.rules(), f"{plan.op} has no gradient rule"
                assert autodiff.rules()[plan.op].forward is getattr(ops, plan.op)


def test_vjp_of_every_forward_op():
    rng = np.random.default_rng(24)
    x = (rng.standard_normal((3, 4)) * 5).astype(np.float32)
    g = np.ones((3, 4), np.float32)
    cases = [
        (ops.quantize_per_tensor, (x, 0.1, 2, "int8"), ops.quantize_per_tensor_backward(g, x, 0.1, 2, "int8")),
        (ops.quantize_per_channel, (x, [0.1, 0.2, 0.3, 0.4], [0, 1, 2, 3], 1, "uint8"),
         ops.quantize_per_channel_backward(g, x, [0.1, 0.2, 0.3, 0.4], [0, 1, 2, 3], 1, "uint8")),
        (ops.fake_quantize_per_tensor_affine, (x, 0.1, 2, -20, 20),
         ops.fake_quantize_per_tensor_affine_backward(g, x, 0.1, 2, -20, 20)),
        (ops.fake_quantize_per_channel_affine, (x, np.float32([0.1, 0.2, 0.3]), np.int32([0, 1, 2]), 0, -20, 20),
         ops.fake_quantize_per_channel_affine_backward(g, x, np.float32([0.1, 0.2, 0.3]), np.int32([0, 1, 2]), 0,
                                                       -20, 20)),
    ]
    q = ops.quantize_per_tensor(x, 0.1, 2, "int8")
    cases += [
        (ops.dequantize_per_tensor, (q, 0.1, 2), ops.dequantize_per_tensor_backward(g, 0.1)),
        (ops.dequantize_per_channel, (q, [0.1, 0.2, 0.3], [0, 0, 0], 0),
         ops.dequantize_per_channel_backward(g, [0.1, 0.2, 0.3], 0)),
    ]
    for forward, args, want in cases:
        out, pullback = autodiff.vjp(forward, *args)
        np.testing.assert_array_equal(out, forward(*args))
        np.testing.assert_array_equal(pullback(g)["input"], want)


# ---------------------------------------------------------------- types and plans

@pytest.mark.parametrize("spelling", ["int8", "i8", np.int8, np.dtype("int8"), "qint8"])
def test_dtype_spellings(spelling):
    x = np.float32([0.3, -7.1, 400.0])
    np.testing.assert_array_equal(ops.quantize_per_tensor(x, 0.1, 0, spelling), [3, -71, 127])


def test_torch_dtypes_are_accepted(torch):
    x = np.float32([0.3, -7.1, 400.0])
    for spelling in (torch.qint8, torch.int8):
        np.testing.assert_array_equal(ops.quantize_per_tensor(x, 0.1, 0, spelling), [3, -71, 127])
    assert ops.quantize_per_tensor(x, 0.1, 0, torch.quint8).dtype == np.uint8
    assert ops.dequantize_per_tensor(np.int8([1]), 0.5, 0, torch.float16).dtype == np.float16


def test_plan_api():
    stream = skucat.Stream.host()
    desc = plans.QuantizePerTensorDescriptor(numel=4, element="f32", qtype="u8", scale=0.5, zero_point=10)
    plan = plans.QuantizePerTensorPlan.select(stream, desc)
    assert plan.workspace_size() == 0
    assert plan.precision_guarantee().deterministic and plan.precision_guarantee().bit_stable
    assert str(plan.sku()).startswith("quantization.quantize_per_tensor.f32.u8.elementwise.host.")
    out = np.empty(4, np.uint8)
    plan.run(stream, skucat.Workspace.none(), plans.QuantizePerTensorArgs(np.float32([0, 1, -100, 1e9]), out))
    np.testing.assert_array_equal(out, [10, 12, 0, 255])
    for cls in (plans.QuantizePerTensorPlan, plans.DequantizePerTensorBackwardPlan):
        for word in ("When to use", "Dtypes", "Shape limits", "Workspace", "Precision guarantee"):
            assert word in cls.__doc__


def test_quantize_skus_in_the_manifest():
    from conftest import SKUS

    ours = [sku for sku in SKUS if sku.startswith("quantization.")]
    # 8 ops over float x int types, the per-channel fake quantizers (2) over float x zero-point types (i32,
    # f32, f16), 4 fake-quantize ops over floats (the learnable backward computes in f32 for each), the two
    # sub-byte ops and quantize_per_tensor_backward over float x sub-byte types (u4x2, u2x4); the float-qparams
    # per-channel ops: four over float x (i8, u8) or (u4x2, u2x4), their backward over float x all four
    assert len(ours) == 8 * 4 * 3 + 2 * 4 * 3 + 4 * 4 + 3 * 4 * 2 + 4 * 4 * 2 + 4 * 4
    assert all(skucat.KernelSku.parse(sku).precision.bit_stable for sku in ours)


# ---------------------------------------------------------------- bad input

X = np.float32([0.5, 1.5])
Q8 = np.int8([1, 2])
X3 = np.zeros((2, 3, 4), np.float32)

BAD = {
    # quantize_per_tensor_backward divides by the scale: it takes those it can divide by (the forwards take any)
    "backward scale zero": (InvalidArgumentError, lambda: ops.quantize_per_tensor_backward(X, X, 0.0, 0, "int8")),
    "backward scale negative": (InvalidArgumentError, lambda: ops.quantize_per_tensor_backward(X, X, -0.5, 0, "int8")),
    "backward scale nan": (InvalidArgumentError, lambda: ops.quantize_per_tensor_backward(X, X, float("nan"), 0,
                                                                                          "uint8")),
    "backward scale inf": (InvalidArgumentError, lambda: ops.quantize_per_tensor_backward(X, X, float("inf"), 0,
                                                                                          "uint8")),
    "backward scale underflows f32": (InvalidArgumentError,
                                      lambda: ops.quantize_per_tensor_backward(X, X, 1e-46, 0, "int8")),
    "backward scale inverse overflows f32": (InvalidArgumentError,
                                             lambda: ops.quantize_per_tensor_backward(X, X, 1e-39, 0, "int8")),
    "scale not a number": (InvalidArgumentError, lambda: ops.quantize_per_tensor(X, "0.1", 0, "int8")),
    "zero_point above int8": (OutOfRangeError, lambda: ops.quantize_per_tensor(X, 0.1, 128, "int8")),
    "zero_point below uint8": (OutOfRangeError, lambda: ops.dequantize_per_tensor(np.uint8([1]), 0.1, -1)),
    "zero_point not an int": (InvalidArgumentError, lambda: ops.quantize_per_tensor(X, 0.1, 1.5, "int8")),
    "zero_point outside fake range": (OutOfRangeError, lambda: ops.fake_quantize_per_tensor_affine(X, 0.1, 300, 0, 255)),
    "quant_min > quant_max": (InvalidArgumentError,
                              lambda: ops.quantize_per_tensor(X, 0.1, 0, "int8", quant_min=5, quant_max=4)),
    "fake quant_min > quant_max": (InvalidArgumentError, lambda: ops.fake_quantize_per_tensor_affine(X, 0.1, 0, 5, 4)),
    "quant_max above int8": (OutOfRangeError, lambda: ops.quantize_per_tensor(X, 0.1, 0, "int8", quant_max=128)),
    "quant_min below uint8": (OutOfRangeError,
                              lambda: ops.quantize_per_channel(X3, [1, 1, 1], [0, 0, 0], 1, "uint8", quant_min=-1)),
    "fake quant_max beyond int64": (OutOfRangeError, lambda: ops.fake_quantize_per_tensor_affine(X, 0.1, 0, 0, 2**63)),
    "scales too short": (ShapeError, lambda: ops.quantize_per_channel(X3, [1.0, 1.0], [0, 0, 0], 1, "int8")),
    "zero_points too long": (ShapeError, lambda: ops.dequantize_per_channel(Q8, [1.0, 1.0], [0, 0, 0], 0)),
    "fake scale wrong length": (ShapeError, lambda: ops.fake_quantize_per_channel_affine(
        X3, np.float32([1]), np.int32([0, 0, 0]), 1, 0, 9)),
    "per-channel backward scale zero": (InvalidArgumentError, lambda: ops.quantize_per_channel_backward(
        X3, X3, [1, 0, 1], [0, 0, 0], 1, "int8")),
    "per-channel backward scale negative": (InvalidArgumentError, lambda: ops.quantize_per_channel_backward(
        X3, X3, [1, -1, 1], [0, 0, 0], 1, "int8")),
    "per-channel zero_point above int8": (OutOfRangeError,
                                          lambda: ops.quantize_per_channel(X3, [1, 1, 1], [0, 200, 0], 1, "int8")),
    "per-channel zero_point outside fake range": (OutOfRangeError, lambda: ops.fake_quantize_per_channel_affine(
        X3, np.float32([1, 1, 1]), np.int32([0, 10, 0]), 1, 0, 9)),
    "bfloat16 zero_points": (DTypeError, lambda: ops.fake_quantize_per_channel_affine(   # PyTorch refuses them
        X3, np.float32([1, 1, 1]), np.float32([0, 1, 0]).astype("bfloat16"), 1, 0, 9)),
    "float64 zero_points": (DTypeError, lambda: ops.fake_quantize_per_channel_affine(
        X3, np.float32([1, 1, 1]), np.float64([0, 1, 0]), 1, 0, 9)),
    "int64 zero_points": (DTypeError, lambda: ops.fake_quantize_per_channel_affine(
        X3, np.float32([1, 1, 1]), np.int64([0, 1, 0]), 1, 0, 9)),
    "axis too large": (OutOfRangeError, lambda: ops.quantize_per_channel(X3, [1] * 4, [0] * 4, 3, "int8")),
    "axis too negative": (OutOfRangeError, lambda: ops.fake_quantize_per_channel_affine(
        X3, np.float32([1, 1]), np.int32([0, 0]), -4, 0, 9)),
    "rank 0": (ShapeError, lambda: ops.quantize_per_channel(np.float32(1.0), [1.0], [0], 0, "int8")),
    "rank 9": (ShapeError, lambda: ops.quantize_per_channel(np.zeros((1,) * 9, np.float32), [1.0], [0], 0, "int8")),
    "unknown dtype": (DTypeError, lambda: ops.quantize_per_tensor(X, 0.1, 0, "int4")),
    "float dtype to quantize to": (DTypeError, lambda: ops.quantize_per_tensor(X, 0.1, 0, np.float32)),
    "int64 dtype to quantize to": (DTypeError, lambda: ops.quantize_per_channel(X3, [1] * 3, [0] * 3, 1, "int64")),
    "int dtype to dequantize to": (DTypeError, lambda: ops.dequantize_per_tensor(Q8, 0.1, 0, "int32")),
    "integer input to quantize": (DTypeError, lambda: ops.quantize_per_tensor(Q8, 0.1, 0, "int8")),
    "float input to dequantize": (DTypeError, lambda: ops.dequantize_per_tensor(X, 0.1, 0)),
    "int64 input to dequantize": (DTypeError, lambda: ops.dequantize_per_tensor(np.int64([1]), 0.1, 0)),
    "grad shape": (ShapeError, lambda: ops.fake_quantize_per_tensor_affine_backward(X[:1], X, 0.1, 0, 0, 9)),
    "grad dtype": (DTypeError, lambda: ops.quantize_per_tensor_backward(X.astype(np.float64), X, 0.1, 0, "int8")),
    "unknown input_dtype": (DTypeError, lambda: ops.dequantize_per_tensor_backward(X, 0.1, input_dtype="float32")),
}


@pytest.mark.parametrize("case", BAD)
def test_bad_input_is_rejected_before_anything_runs(case, no_launch):
    error, call = BAD[case]
    with pytest.raises(error) as raised:
        call()
    assert isinstance(raised.value, SkucatError)
    builtin = {InvalidArgumentError: ValueError, OutOfRangeError: IndexError, ShapeError: ValueError,
               DTypeError: TypeError}[error]
    assert isinstance(raised.value, builtin)


def test_bad_descriptor_is_rejected_by_select():
    """A descriptor holds any value of its fields' types; select refuses what the catalog's checks refuse."""
    stream = skucat.Stream.host()
    desc = plans.QuantizePerTensorBackwardDescriptor(numel=4, element="f32", qtype="i8", scale=-1.0)
    with pytest.raises(InvalidArgumentError, match=r"positive_scale\(scale, compute\) does not hold .*scale=-1.0"):
        plans.QuantizePerTensorBackwardPlan.select(stream, desc)
    desc = plans.FakeQuantizePerChannelAffineDescriptor(outer=1, channels=2, inner=3, element="f16",
                                                        quant_min=5, quant_max=4)
    with pytest.raises(InvalidArgumentError, match="quant_max=4, quant_min=5"):
        plans.FakeQuantizePerChannelAffinePlan.select(stream, desc)


@pytest.mark.parametrize("make,error,message", [
    (lambda: plans.DequantizePerTensorDescriptor(numel=4, element="f32", qtype="i64"), DTypeError, "supports qtype"),
    (lambda: plans.QuantizePerTensorDescriptor(numel=4, element="i8", qtype="i8"), DTypeError, "supports element"),
    (lambda: plans.QuantizePerTensorDescriptor(numel=4, zero_point=1.5), InvalidArgumentError, "zero_point must be int"),
    (lambda: plans.QuantizePerTensorDescriptor(numel=4, scale="0.1"), InvalidArgumentError, "scale must be float"),
    (lambda: plans.QuantizePerChannelDescriptor(outer=1, channels=-2, inner=3), ShapeError, "channels must be"),
    (lambda: plans.QuantizePerTensorDescriptor(4, "f32", "i8"), TypeError, "positional"),
])
def test_bad_descriptor_is_rejected_when_made(make, error, message):
    with pytest.raises(error, match=message):
        make()


@pytest.mark.parametrize("call,error,parts", [
    (lambda: ops.quantize_per_tensor(X, 0.1, 0, "int8", quant_min=5, quant_max=3), InvalidArgumentError,
     ["quantize_per_tensor: quant_min must be <= quant_max", "qmin=5", "qmax=3"]),
    (lambda: ops.quantize_per_tensor(X, 0.1, 0, "int8", quant_max=128), OutOfRangeError,
     ["quant_min and quant_max lie within the integer type", "qmax=128", "qtype='i8'"]),
    (lambda: ops.quantize_per_tensor_backward(X, X, 0.0, 0, "int8"), InvalidArgumentError,
     ["scale is finite and > 0", "scale=0.0"]),
    (lambda: ops.dequantize_per_tensor(np.uint8([1]), 0.1, -1), OutOfRangeError,
     ["zero_point lies within the integer type", "zero_point=-1", "qtype='u8'"]),
    (lambda: ops.quantize_per_channel(X3, [1, 1, 1], [0, 200, 0], 1, "int8"), OutOfRangeError,
     ["every zero point lies within the integer type", "zero_points=[0, 200, 0]"]),
    (lambda: ops.fake_quantize_per_tensor_affine(X, 0.1, 300, 0, 255), OutOfRangeError,
     ["zero_point lies within [quant_min, quant_max]", "zero_point=300"]),
    (lambda: ops.fake_quantize_learnable_per_tensor_affine_backward(X, X, [0.1], [np.nan], 0, 9),
     InvalidArgumentError, ["zero_point is finite", "zero_point=[nan]"]),
])
def test_check_messages_say_the_rule_and_the_values(call, error, parts, no_launch):
    with pytest.raises(error) as raised:
        call()
    for part in parts:
        assert part in str(raised.value)


# ---------------------------------------------------------------- adding an integer type is a YAML change

I16 = "  i16:  {kind: int, numpy: int16,  c_type: int16_t,   bits: 16, min: -32768,      max: 32767}\n"


def _catalog_with_int16(tmp_path) -> Path:
    """catalog.yaml with two edits: an i16 row in `dtypes`, and i16 in the quantization ops' types lists."""
    text = (ROOT / "catalog.yaml").read_text()
    i32_row = re.search(r"\n  i32: [^\n]*\n", text)
    assert i32_row and "types: [i8, u8, i32" in text, "catalog.yaml no longer has the lines this test extends"
    if "\n  i16: " not in text:   # (the catalog may have the type already, for other ops)
        text = text[:i32_row.end()] + I16 + text[i32_row.end():]
    text = text.replace("types: [i8, u8, i32", "types: [i8, u8, i32, i16")
    path = tmp_path / "catalog.yaml"
    path.write_text(text)
    return path


def test_adding_int16_is_a_yaml_change(tmp_path):
    from codegen import expand, model, render

    catalog = model.parse(_catalog_with_int16(tmp_path), ROOT / "templates")
    instances = expand.expand(catalog)
    files = render.render(catalog, instances, ROOT / "templates")
    new = [str(inst.sku) for inst in instances if inst.sku.aux == "i16"]
    assert len(new) == 8 * 4                          # every integer-typed quantization op, every float element
    assert "quantization.quantize_per_tensor.f32.i16.elementwise.any.any.math-f32.acc-none.det.stable" in new
    source = "".join(text for name, text in files.items() if name.startswith("cuda/quantize/") and "__i16__" in name)
    assert "const int16_t* input" in source and "int16_t* out" in source
    assert "struct IntRange<int16_t>" in files["cuda/skucat_prelude.cuh"]
    assert 'I16 = "i16"' in files["dtypes.py"]
    assert "'i8', 'u8', 'i32', 'i16'" in files["plans/quantize.py"]
    yaml.safe_load((tmp_path / "catalog.yaml").read_text())


@pytest.mark.skipif(shutil.which("g++") is None and shutil.which("c++") is None, reason="no host C++ compiler")
def test_int16_kernels_compile_and_run_on_the_host(tmp_path, monkeypatch):
    """The rendered source with int16 compiles as is; its quantize kernel matches the reference."""
    from codegen import expand, model, render
    from skucat.backends import host

    catalog = model.parse(_catalog_with_int16(tmp_path), ROOT / "templates")
    files = render.render(catalog, expand.expand(catalog), ROOT / "templates")
    sku = skucat.KernelSku.parse("quantization.quantize_per_tensor.f32.i16.elementwise.any.any.math-f32.acc-none.det.stable")
    source_dir = tmp_path / "cuda"
    for name in ("quantize.cuh", "skucat_prelude.cuh", f"{sku.unit('quantize')}.cu"):
        (source_dir / name).parent.mkdir(parents=True, exist_ok=True)
        (source_dir / name).write_text(files[f"cuda/{name}"])
    monkeypatch.setattr(host, "source_dir", lambda: source_dir)
    backend = host.HostBackend()
    stream = skucat.Stream(backend)
    x = (np.arange(-40000, 40000, 7.5) * 0.5).astype(np.float32)
    x[:3] = [np.nan, np.inf, -np.inf]
    out = np.empty(x.shape, np.int16)
    scale, zero_point = 0.5, 3
    backend.launch(stream, sku.unit("quantize"), f"{sku.symbol}__quantize", (64, 1, 1), (256, 1, 1),
                   (x, out, np.int64(x.size), np.float64(scale), np.int64(zero_point), np.int64(-32768),
                    np.int64(32767), np.int32(0), np.int64(reference.pytorch_nan_code(np.int16, -32768, 32767))))
    expected = reference.quantize(x, scale, zero_point, -32768, 32767, reference.pytorch_fused(16),
                                  reference.pytorch_nan_code(np.int16, -32768, 32767))
    np.testing.assert_array_equal(out, expected)
    assert out[0] == 0 and out[1] == 32767 and out[2] == -32768


# ---------------------------------------------------------------- the verification has teeth

def test_verification_detects_a_wrong_rounding_policy(monkeypatch, host):
    """The per-SKU inputs separate fused from unfused rounding and the NaN codes: flipping either
    policy in the launches makes the matrix check fail."""
    from skucat.verify import verify_sku

    def sku(op, element="f32", qtype="i8"):
        math = "f64" if element == "f64" else "f32"
        return f"quantization.{op}.{element}.{qtype}.elementwise.any.any.math-{math}.acc-none.det.stable"

    assert verify_sku(sku("quantize_per_tensor"), host).ok
    assert verify_sku(sku("quantize_per_tensor", qtype="u8"), host).ok
    assert verify_sku(sku("quantize_per_channel", qtype="u8"), host).ok
    per_tensor, per_channel = plans.QuantizePerTensorPlan, plans.QuantizePerChannelPlan
    fused = _let(per_tensor, "fused")
    with monkeypatch.context() as patch:
        _replace_let(patch, per_tensor, "fused", lambda names: 1 - fused(names))
        for element in FLOATS:
            name = {np.float16: "f16", "bfloat16": "bf16", np.float32: "f32", np.float64: "f64"}[element]
            assert not verify_sku(sku("quantize_per_tensor", name), host).ok
    # The NaN codes swapped: per channel's rule per tensor, and per tensor's (with its fused) per channel.
    tensor_nan, channel_nan = _let(per_tensor, "nan_q"), _let(per_channel, "nan_q")
    _replace_let(monkeypatch, per_tensor, "nan_q", channel_nan)
    _replace_let(monkeypatch, per_channel, "nan_q",
                 lambda names: tensor_nan(types.SimpleNamespace(**vars(names), fused=fused(names))))
    assert not verify_sku(sku("quantize_per_tensor", qtype="u8"), host).ok
    assert not verify_sku(sku("quantize_per_channel", qtype="u8"), host).ok


def _let(plan_class, name):
    return next(let.value for let in plan_class.lets if let.name == name)


def _replace_let(monkeypatch, plan_class, name, value):
    """plan_class with its catalog let `name` computed by value(names) instead, for this test."""
    lets = tuple(dataclasses.replace(let, value=value) if let.name == name else let for let in plan_class.lets)
    assert lets != plan_class.lets, f"{plan_class.op} has no let {name}"
    monkeypatch.setattr(plan_class, "lets", lets)


# ---------------------------------------------------------------- learnable scale and zero point

def _torch_learnable(torch, x, grad, scale, zero_point, quant_min, quant_max, grad_factor):
    xt = torch.from_numpy(x).requires_grad_()
    s = torch.tensor([scale], dtype=torch.float32, requires_grad=True)
    z = torch.tensor([zero_point], dtype=torch.float32, requires_grad=True)
    out = torch._fake_quantize_learnable_per_tensor_affine(xt, s, z, quant_min, quant_max, grad_factor)
    out.backward(torch.from_numpy(grad))
    return out.detach().numpy(), xt.grad.numpy(), s.grad.numpy(), z.grad.numpy()


@x86_only
def test_learnable_forward_and_input_gradient_bit_exact_with_torch(torch):
    rng = np.random.default_rng(31)
    for quant_min, quant_max, zero_point, grad_factor in ((0, 255, 2.5, 1.0), (-128, 127, -3.5, 0.37),
                                                          (-7, 20, 0.49, 2.0)):
        scale = float(np.float32(np.exp(rng.uniform(-5, 1))))
        x = near_ties(rng, scale, span=60)
        grad = rng.standard_normal(x.shape).astype(np.float32)
        out, dx, _, _ = _torch_learnable(torch, x, grad, scale, zero_point, quant_min, quant_max, grad_factor)
        got = ops.fake_quantize_learnable_per_tensor_affine(x, [scale], [zero_point], quant_min, quant_max,
                                                            grad_factor)
        np.testing.assert_array_equal(got, out)
        got_dx, _, _ = ops.fake_quantize_learnable_per_tensor_affine_backward(grad, x, [scale], [zero_point],
                                                                              quant_min, quant_max, grad_factor)
        np.testing.assert_array_equal(got_dx, dx)


@x86_only
def test_learnable_scale_and_zero_point_terms_bit_exact_with_torch(torch):
    """With one element, the scale and zero-point gradients are single terms: bit-identical."""
    rng = np.random.default_rng(32)
    for _ in range(150):
        scale = float(np.float32(np.exp(rng.uniform(-5, 1))))
        zero_point = float(np.float32(rng.uniform(-20, 20)))
        grad_factor = float(rng.choice([1.0, 0.37]))
        x = np.float32([rng.uniform(-40, 40) * scale]) if rng.uniform() > 0.05 else np.float32([np.nan])
        grad = np.float32([rng.standard_normal()])
        _, dx, ds, dz = _torch_learnable(torch, x, grad, scale, zero_point, -20, 20, grad_factor)
        got = ops.fake_quantize_learnable_per_tensor_affine_backward(grad, x, [scale], [zero_point], -20, 20,
                                                                     grad_factor)
        for mine, theirs in zip(got, (dx, ds, dz)):
            np.testing.assert_array_equal(mine, theirs, err_msg=f"x={x} scale={scale} zp={zero_point}")


@x86_only
def test_learnable_sums_agree_with_torch_within_summation_error(torch):
    rng = np.random.default_rng(33)
    x = near_ties(rng, 0.05, count=5000, span=200)
    x = x[np.abs(x) < 1e9]          # beyond int64 codes PyTorch's x86 build counts +inf/huge as below the range
    grad = rng.standard_normal(x.shape).astype(np.float32)
    _, _, ds, dz = _torch_learnable(torch, x, grad, 0.05, 3.0, -128, 127, 1.0)
    _, got_ds, got_dz = ops.fake_quantize_learnable_per_tensor_affine_backward(grad, x, [0.05], [3.0], -128, 127)
    _, scale_terms, zero_terms = reference.fake_quantize_learnable_backward(grad, x, 0.05, 3.0, -128, 127)
    for mine, theirs, terms in ((got_ds, ds, scale_terms), (got_dz, dz, zero_terms)):
        bound = 64 * np.finfo(np.float32).eps * np.abs(terms).sum()
        assert abs(float(mine[0]) - float(theirs[0])) <= bound
        assert abs(float(mine[0]) - terms.sum()) <= bound


def test_learnable_gradients_are_the_straight_through_derivatives():
    """In float64 terms: d/dscale and d/dzero_point of the surrogate where round() is the identity
    plus a constant (LSQ), summed over elements, by central differences."""
    rng = np.random.default_rng(34)
    scale, zero_point, quant_min, quant_max = 0.25, 3.0, -20, 30
    codes = rng.integers(quant_min - 10, quant_max + 10, 300)
    codes = codes[(codes != quant_min) & (codes != quant_max)]
    x = ((codes - zero_point + rng.uniform(-0.3, 0.3, codes.size)) * scale).astype(np.float32)
    grad = rng.standard_normal(x.shape).astype(np.float32)
    x64, g64 = x.astype(np.float64), grad.astype(np.float64)
    rounded = np.rint(x64 / scale + zero_point)
    offset = rounded - (x64 / scale + zero_point)                     # the constant round() adds here

    def surrogate(s, z):
        value = np.clip(x64 / s + z + offset, quant_min, quant_max)   # straight-through round
        return float(np.sum(g64 * (value - z) * s))

    step = 1e-6
    d_scale = (surrogate(scale + step, zero_point) - surrogate(scale - step, zero_point)) / (2 * step)
    d_zero = (surrogate(scale, zero_point + step) - surrogate(scale, zero_point - step)) / (2 * step)
    _, got_ds, got_dz = ops.fake_quantize_learnable_per_tensor_affine_backward(grad, x, [scale], [zero_point],
                                                                               quant_min, quant_max)
    magnitude = np.abs(g64).sum() * (quant_max - quant_min)
    assert abs(got_ds[0] - d_scale) <= 1e-5 * magnitude
    assert abs(got_dz[0] - d_zero) <= 1e-5 * magnitude


def test_learnable_vjp():
    x = np.float32([0.0, 0.3, 1.0, -1.0, 30.0, -30.0, np.nan])
    out, pullback = autodiff.vjp(ops.fake_quantize_learnable_per_tensor_affine, x, np.float32([0.1]),
                                 np.float32([2.5]), 0, 255)
    np.testing.assert_array_equal(out, ops.fake_quantize_per_tensor_affine(x, 0.1, 2, 0, 255))   # 2.5 -> 2
    grads = pullback(np.ones_like(x))
    np.testing.assert_array_equal(grads["input"], [1, 1, 1, 0, 0, 0, 0])
    np.testing.assert_allclose(grads["scale"], [243.0], rtol=1e-6)
    np.testing.assert_allclose(grads["zero_point"], [-0.4], rtol=1e-6)


LEARNABLE_BAD = {
    "scale zero": (InvalidArgumentError, lambda: ops.fake_quantize_learnable_per_tensor_affine(X, [0.0], [0.0], 0, 9)),
    "scale two elements": (ShapeError, lambda: ops.fake_quantize_learnable_per_tensor_affine_backward(
        X, X, [0.1, 0.2], [0.0], 0, 9)),
    "zero_point nan": (InvalidArgumentError, lambda: ops.fake_quantize_learnable_per_tensor_affine_backward(
        X, X, [0.1], [np.nan], 0, 9)),
    "quant_min > quant_max": (InvalidArgumentError, lambda: ops.fake_quantize_learnable_per_tensor_affine(
        X, [0.1], [0.0], 9, 0)),
    "grad_factor inf": (InvalidArgumentError, lambda: ops.fake_quantize_learnable_per_tensor_affine_backward(
        X, X, [0.1], [0.0], 0, 9, float("inf"))),
    "mixed dtypes": (DTypeError, lambda: ops.fake_quantize_learnable_per_tensor_affine_backward(
        X.astype(np.float64), X, [0.1], [0.0], 0, 9)),
}


@pytest.mark.parametrize("case", LEARNABLE_BAD)
def test_learnable_bad_input_is_rejected_before_anything_runs(case, no_launch):
    error, call = LEARNABLE_BAD[case]
    with pytest.raises(error):
        call()


def test_empty_and_non_contiguous_inputs():
    empty = np.zeros((0,), np.float32)
    assert ops.quantize_per_tensor(empty, 0.1, 0, "int8").shape == (0,)
    assert ops.quantize_per_channel(np.zeros((2, 0, 3), np.float32), [], [], 1, "uint8").shape == (2, 0, 3)
    grad_input, grad_scale, grad_zero_point = ops.fake_quantize_learnable_per_tensor_affine_backward(
        empty, empty, [0.1], [0.0], 0, 9)
    assert grad_input.shape == (0,) and grad_scale[0] == 0 and grad_zero_point[0] == 0
    x = np.arange(24, dtype=np.float32).reshape(4, 6)[:, ::2]          # strided view
    np.testing.assert_array_equal(ops.quantize_per_channel(x, [1, 2, 3, 4], [0, 0, 0, 0], 0, "int8"),
                                  [[0, 2, 4], [3, 4, 5], [4, 5, 5], [4, 5, 6]])


@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16, np.float64])
def test_learnable_gradients_of_every_element_are_the_f32_ones(dtype):
    # The rule ran only for f32 (PyTorch's backward takes f32 only) while the forward takes every
    # element: vjp of an f64 forward failed. Every element now computes as f32 does.
    x = np.linspace(-1.3, 1.7, 11).astype(dtype)
    grad = np.linspace(0.5, -0.75, 11).astype(dtype)
    _, pullback = autodiff.vjp(ops.fake_quantize_learnable_per_tensor_affine, x, np.float32([0.1]),
                               np.float32([2.4]), -8, 7, 0.5)
    found = pullback(grad)
    _, expected = autodiff.vjp(ops.fake_quantize_learnable_per_tensor_affine, x.astype(np.float32),
                               np.float32([0.1]), np.float32([2.4]), -8, 7, 0.5)
    wanted = expected(grad.astype(np.float32))
    assert found["input"].dtype == np.dtype(dtype)
    np.testing.assert_array_equal(found["input"].astype(np.float32), wanted["input"])
    np.testing.assert_array_equal(found["scale"], wanted["scale"])
    np.testing.assert_array_equal(found["zero_point"], wanted["zero_point"])


def test_the_range_masks_are_exact_at_bounds_that_f32_cannot_hold():
    """The backwards' in-range masks compare f32 codes with integer bounds exactly, also where a
    bound is no f32 value: 2**24 + 3 rounds to 2**24 + 4 in f32, which lies above it."""
    quant_min, quant_max = -(2**24) - 3, 2**24 + 3
    codes = np.float32([2**24 + 2, 2**24 + 4, 2**24 + 8, -(2**24) - 2, -(2**24) - 4, 0, np.nan, np.inf])
    inside = np.array([True, False, False, True, False, True, False, False])
    grad = np.float32(np.arange(1, codes.size + 1))
    expected = np.where(inside, grad, 0).astype(np.float32)
    got = ops.quantize_per_tensor_backward(grad, codes, 1.0, 0, "int32", quant_min=quant_min, quant_max=quant_max)
    np.testing.assert_array_equal(got, expected)
    got = ops.quantize_per_channel_backward(grad.reshape(2, 4), codes.reshape(2, 4), np.float64([1, 1]),
                                            np.int64([0, 0]), 0, "int32", quant_min=quant_min, quant_max=quant_max)
    np.testing.assert_array_equal(got, expected.reshape(2, 4))
    got = ops.fake_quantize_per_channel_affine_backward(grad.reshape(2, 4), codes.reshape(2, 4), np.float32([1, 1]),
                                                        np.int32([0, 0]), 0, quant_min, quant_max)
    np.testing.assert_array_equal(got, expected.reshape(2, 4))


@pytest.mark.parametrize("scale", [-0.2, 0.0, -0.0, np.inf, -np.inf, np.nan, 1e-40, -3e38])
def test_fake_quantize_takes_any_scale_as_pytorch(torch, scale):
    """PyTorch's fake quantizers take any scale (negative, 0, inf, NaN, one whose inverse overflows)
    and compute their formula with it: the same bits here, NaN and infinite inputs too (but where
    the per-channel op's x / scale is +inf or beyond int64, which PyTorch's x86 build maps to
    quant_min through an undefined conversion, and skucat saturates as the per-tensor op)."""
    x = np.float32([-1.0, 0.3, 2.0, np.nan, np.inf, -np.inf, 300.0, -0.0])
    expected = torch.fake_quantize_per_tensor_affine(torch.from_numpy(x), scale, 2, 0, 255).numpy()
    found = ops.fake_quantize_per_tensor_affine(x, scale, 2, 0, 255)
    assert found.tobytes() == expected.tobytes() or np.array_equal(found, expected, equal_nan=True) and \
        np.array_equal(np.signbit(found), np.signbit(expected))
    rows = np.stack([x] * 3, 1)   # [8, 3]: channels along dim 1
    scales, zero_points = np.float32([scale, 0.5, -scale]), np.int32([1, 0, 3])
    expected = torch.fake_quantize_per_channel_affine(torch.from_numpy(rows), torch.from_numpy(scales),
                                                      torch.from_numpy(zero_points), 1, 0, 255).numpy()
    found = ops.fake_quantize_per_channel_affine(rows, scales, zero_points, 1, 0, 255)
    with np.errstate(all="ignore"):
        defined = ~(rows * (np.float32(1) / scales) > 2.0 ** 62)   # (NaN: defined, the quant_min level)
    assert defined.sum() >= 16
    assert np.array_equal(found[defined], expected[defined], equal_nan=True)
    assert np.array_equal(np.signbit(found[defined]), np.signbit(expected[defined]))


def test_fake_quantize_per_tensor_takes_pytorchs_tensor_qparams_through_skucat_torch(torch):
    """PyTorch's tensor_qparams overload through skucat.torch: scale and zero_point both one-item
    tensors, read as their numbers (zero_point truncated), neither differentiable; input's gradient
    as PyTorch's."""
    st = pytest.importorskip("skucat.torch")
    x = torch.tensor([-1.0, 0.3, 2.0, 0.55, float("nan"), 60.0])
    for scale, zero_point in ((torch.tensor([0.2], dtype=torch.float64), torch.tensor([2.7])),
                              (torch.tensor([[0.2]]), torch.tensor([[3]], dtype=torch.uint8)),
                              (torch.tensor(0.25), torch.tensor(2, dtype=torch.int32))):
        leaves = [x.clone().requires_grad_() for _ in range(2)]
        found = st.fake_quantize_per_tensor_affine(leaves[0], scale, zero_point, 0, 255)
        expected = torch.fake_quantize_per_tensor_affine(leaves[1], scale, zero_point, 0, 255)
        torch.testing.assert_close(found, expected, equal_nan=True, rtol=0, atol=0)
        found.sum().backward(), expected.sum().backward()
        torch.testing.assert_close(leaves[0].grad, leaves[1].grad, rtol=0, atol=0)
    with pytest.raises(ShapeError, match="scale given as an array must hold one element"):
        st.fake_quantize_per_tensor_affine(x, torch.tensor([0.2, 0.3]), torch.tensor([2, 2]), 0, 255)
    with pytest.raises(RuntimeError, match="not differentiable with respect to argument 'scale'"):
        st.fake_quantize_per_tensor_affine(x, torch.tensor([0.2], requires_grad=True), torch.tensor([2]), 0, 255)

@x86_only
@pytest.mark.parametrize("zero_point_dtype", ["float32", "float16"])
@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "float64"])
def test_fake_quantize_per_channel_float_zero_points_bit_exact_with_torch(torch, dtype, zero_point_dtype):
    """Float zero points take PyTorch's other formula, rne(zero_point + x * inv_scale) (one fused
    multiply-add in its x86 build), with no range check on them: forward and gradient mask, at the
    ties, NaN and infinities, zero points beyond [quant_min, quant_max] and far from 0."""
    rng = np.random.default_rng(16)
    for quant_min, quant_max in ((0, 255), (-128, 127), (-7, 20), (-(2**31), 2**31 - 1)):
        shape, axis = (3, 4, 60), 1
        scale = np.float32([0.25, 0.0371, -1.5, 3e-3])
        zero_point = np.array([0.4, -2.5, min(quant_max + 44.7, 6e4), -1000.37], zero_point_dtype)   # f16 holds 6e4
        ties = np.resize(near_ties(rng, 0.0371), shape).astype(np.float64)
        base = ties * np.abs(scale).reshape(1, -1, 1) / 0.0371
        x = torch.from_numpy(base).to(getattr(torch, dtype))
        sign = torch.from_numpy(np.sign(scale)).to(x.dtype).reshape(1, -1, 1)
        x = torch.where(x.double() * sign > 1e9, -np.inf * sign, x)    # codes of +inf or beyond int64: a documented difference
        grad = torch.from_numpy(rng.standard_normal(shape)).to(x.dtype)
        assert_per_channel_fake_quantize_as_torch(torch, x, grad, scale, zero_point, axis, quant_min, quant_max)


@x86_only
def test_float_zero_points_round_the_sum_once_not_the_product_first(torch):
    """zero_point + x * inv_scale is one rounding (PyTorch's x86 build contracts it): here the exact
    sum is -14647.49947, rounded once to f32 -14647.5 and then half to even -14648 would need the
    product rounded first; once, it is -14647.49902 -> -14647."""
    x = np.uint32([3257123835]).view(np.float32).reshape(1, 1)   # -40.941387
    scale, zero_point = np.float32([3e-3]), np.float32([-1000.37])
    inv_scale = np.float32(1) / scale[0]
    assert np.rint(zero_point[0] + np.float32(x[0, 0] * inv_scale)) == -14648   # the product rounded first
    got = ops.fake_quantize_per_channel_affine(x, scale, zero_point, 0, -(2**31), 2**31 - 1)
    expected = torch.fake_quantize_per_channel_affine(torch.from_numpy(x), torch.from_numpy(scale),
                                                      torch.from_numpy(zero_point), 0, -(2**31), 2**31 - 1)
    np.testing.assert_array_equal(got, np.float32((-14647 - np.float64(zero_point[0])) * np.float64(scale[0])))
    np.testing.assert_array_equal(got, expected.numpy())


def test_float_zero_points_beyond_the_range_are_taken(torch):
    x = np.float32([[-1.0, 0.3, 2.0, 400.0]])
    scale, zero_point = np.float32([0.1]), np.float32([300.7])
    expected = torch.fake_quantize_per_channel_affine(torch.from_numpy(x), torch.from_numpy(scale),
                                                      torch.from_numpy(zero_point), 0, 0, 255)
    np.testing.assert_array_equal(ops.fake_quantize_per_channel_affine(x, scale, zero_point, 0, 0, 255),
                                  expected.numpy())


def test_float_zero_points_gradcheck_through_skucat_torch(torch):
    import skucat.torch as st
    x = torch.tensor([[0.33, -0.71, 1.12], [0.52, 2.9, -0.2]], dtype=torch.float64, requires_grad=True)
    scale, zero_point = torch.tensor([0.25, 0.5]), torch.tensor([1.3, -0.4])
    inside = (torch.round(x.detach() / scale[:, None] + zero_point[:, None]).abs() <= 4).double()

    def straight_through(t):
        """The op's gradient, and as values the surrogate's (x where the code is in range), whose
        finite differences gradcheck compares it with."""
        out = st.fake_quantize_per_channel_affine(t, scale, zero_point, 0, -4, 4)
        return out - out.detach() + (inside * t).detach()
    assert torch.autograd.gradcheck(straight_through, (x,))
    out = st.fake_quantize_per_channel_affine(x, scale, zero_point, 0, -4, 4)
    out.backward(torch.ones_like(out))
    expected = x.detach().clone().requires_grad_()
    torch.fake_quantize_per_channel_affine(expected, scale, zero_point, 0, -4, 4).backward(torch.ones_like(out))
    assert torch.equal(out, torch.fake_quantize_per_channel_affine(x.detach(), scale, zero_point, 0, -4, 4))
    assert torch.equal(x.grad, expected.grad) and 0 < x.grad.sum() < x.numel()


@x86_only
@pytest.mark.parametrize("name", INT_TYPES)
def test_per_channel_quantizers_take_any_scale_as_pytorch(torch, name):
    """torch.quantize_per_channel and a per-channel tensor's dequantize take any scale (negative, 0,
    inf, NaN, one whose f32 inverse overflows, one beyond f32): the same codes and values here, NaN
    and infinite inputs too."""
    rng = np.random.default_rng(17)
    x = (rng.standard_normal((5, 4, 30)) * 20).astype(np.float32)
    x.reshape(-1)[:6] = [np.nan, np.inf, -np.inf, 1e30, -1e30, -0.0]
    zero_points = np.array([0, 1, 2, 3])
    for scales in ([-0.1, 0.0, np.inf, np.nan], [-1e-40, 1e-40, -np.inf, -3.7], [-0.0, 1e300, -1e-300, 2.0]):
        scales = np.array(scales)
        expected = torch.quantize_per_channel(torch.from_numpy(x), torch.from_numpy(scales),
                                              torch.from_numpy(zero_points), 1, torch_qtype(torch, name))
        codes = ops.quantize_per_channel(x, scales, zero_points, 1, name)
        np.testing.assert_array_equal(codes, expected.int_repr().numpy())
        values = ops.dequantize_per_channel(codes, scales, zero_points, 1)
        np.testing.assert_array_equal(values, expected.dequantize().numpy())
        grad = np.ones_like(x)
        np.testing.assert_array_equal(ops.dequantize_per_channel_backward(grad, scales, 1, input_dtype=name),
                                      np.broadcast_to(scales.astype(np.float32).reshape(1, -1, 1), x.shape))


ONE_ELEMENT_QPARAMS = [("float32", "int32", [1]), ("float64", "int64", [1, 1]), ("float64", "float32", []),
                       ("int64", "float16", [1]), ("bool", "bool", [1])]


@pytest.mark.parametrize("scale_dtype,zero_point_dtype,shape", ONE_ELEMENT_QPARAMS)
def test_fake_quantize_per_tensor_takes_one_element_qparams_as_pytorch(torch, scale_dtype, zero_point_dtype, shape):
    """PyTorch's Tensor overload: scale and zero point of one element, any shape and real dtype, read
    as numbers (a float zero point truncated toward 0); forward and gradient, through skucat.torch too."""
    import skucat.torch as st
    x = torch.linspace(-6, 6, 61)
    scale = torch.tensor(1 / 3 if scale_dtype.startswith("float") else 1).to(getattr(torch, scale_dtype)).reshape(shape)
    zero_point = torch.tensor(3.7).to(getattr(torch, zero_point_dtype)).reshape(shape)
    for quant_min, quant_max in ((0, 10), (1, 12)):
        expected = x.clone().requires_grad_()
        torch.fake_quantize_per_tensor_affine(expected, scale, zero_point, quant_min, quant_max).sum().backward()
        ours = x.clone().requires_grad_()
        out = st.fake_quantize_per_tensor_affine(ours, scale, zero_point, quant_min, quant_max)
        out.sum().backward()
        assert torch.equal(out, torch.fake_quantize_per_tensor_affine(x, scale, zero_point, quant_min, quant_max))
        assert torch.equal(ours.grad, expected.grad) and 0 < ours.grad.sum() < x.numel()
        found = ops.fake_quantize_per_tensor_affine(x.numpy(), scale.numpy(), zero_point.numpy(), quant_min, quant_max)
        np.testing.assert_array_equal(found, out.detach().numpy())


def test_one_element_qparams_gradcheck_through_skucat_torch(torch):
    import skucat.torch as st
    x = torch.tensor([0.33, -0.71, 1.12, 0.52, 2.9, -0.2], dtype=torch.float64, requires_grad=True)
    scale, zero_point = torch.tensor([0.25]), torch.tensor([1], dtype=torch.int32)
    inside = (torch.round(x.detach() / 0.25 + 1).abs() <= 4).double()

    def straight_through(t):   # the op's gradient, and as values the surrogate's, as above
        out = st.fake_quantize_per_tensor_affine(t, scale, zero_point, -4, 4)
        return out - out.detach() + (inside * t).detach()
    assert torch.autograd.gradcheck(straight_through, (x,))


@pytest.mark.parametrize("scale,zero_point,error", [
    (np.float32([0.5, 1.0]), np.int32([3]), ShapeError), (np.float32([]), np.int32([3]), ShapeError),
    (np.float32([0.5]), np.int32([3, 3]), ShapeError), (np.float32([0.5]), np.float32([np.nan]), OutOfRangeError),
    (np.float32([0.5]), np.int64([2**31]), OutOfRangeError), (np.float32([0.5]), np.float64([-2.0**31 - 1]), OutOfRangeError),
    (np.complex64([0.5j]), np.int32([3]), OutOfRangeError)])
def test_one_element_qparams_refused_where_pytorch_refuses(torch, scale, zero_point, error, no_launch):
    x = np.linspace(-3, 3, 7).astype(np.float32)
    with pytest.raises(RuntimeError):
        torch.fake_quantize_per_tensor_affine(torch.from_numpy(x), torch.from_numpy(scale),
                                              torch.from_numpy(zero_point), -(2**31), 2**31 - 1)
    name = "scale" if scale.size != 1 or scale.dtype.kind == "c" else "zero_point"
    with pytest.raises(error, match=name):
        ops.fake_quantize_per_tensor_affine(x, scale, zero_point, -(2**31), 2**31 - 1)


# ---------------------------------------------------------------- sub-byte types (quint4x2, quint2x4)

SUB_BYTE = {"quint4x2": 4, "quint2x4": 2}


def sub_byte_values(rng, count):
    """Values at and beside every code's half-way points for power-of-two scales, random ones, and
    NaN, infinities, huge values and the int64 edge of x86's lrintf."""
    ties = (rng.integers(-40, 60, count) + rng.choice([0.0, 0.5, 0.25], count)) * 0.5
    ties = np.where(rng.uniform(size=count) < 0.3, np.nextafter(ties.astype(np.float32), np.float32(np.inf)), ties)
    specials = [np.nan, np.inf, -np.inf, 1e30, -1e30, 2.0**63, np.nextafter(np.float32(2.0**63), 0), -(2.0**63), 0.0,
                -0.0, 3e9]
    return rng.permutation(np.concatenate([ties, specials]).astype(np.float32))[:count]


@x86_only
@pytest.mark.parametrize("name", SUB_BYTE)
def test_sub_byte_quantize_and_dequantize_bit_exact_with_torch(torch, name):
    """int_repr() and dequantize() of torch.quantize_per_tensor to quint4x2 / quint2x4, across sizes (odd,
    empty, one element), shapes, zero points over uint8, scales of either sign, 0, inf, NaN, tiny."""
    rng = np.random.default_rng(41)
    qtype = getattr(torch, name)
    scales = (0.5, 0.25, 1.0, 0.0371, -1.5, 0.0, -0.0, 1e-40, 1e-46, np.inf, np.nan, 3e5)
    for count, shape in ((0, (0,)), (1, (1,)), (1, ()), (2, (2,)), (3, (3,)), (5, (5, 1)), (7, (7,)), (30, (2, 3, 5)),
                         (257, (257,)), (1000, (10, 100))):
        for scale in scales:
            zero_point = int(rng.choice([0, 1, 2, 3, 7, 15, 16, 200, 255]))
            x = sub_byte_values(rng, max(count, 1))[:count].reshape(shape)
            expected = torch.quantize_per_tensor(torch.from_numpy(x), float(scale), zero_point, qtype)
            got = ops.quantize_per_tensor(x, float(scale), zero_point, qtype)
            assert got.dtype == np.uint8 and got.ndim == 1
            np.testing.assert_array_equal(got, expected.int_repr().numpy(), err_msg=f"{shape} {scale} {zero_point}")
            np.testing.assert_array_equal(got, reference.pack(reference.quantize_sub_byte_codes(
                x, float(scale), zero_point, 0, 2 ** SUB_BYTE[name] - 1), SUB_BYTE[name]))
            back = ops.dequantize_per_tensor_sub_byte(got, float(scale), zero_point, qtype, shape)
            assert back.shape == shape and back.dtype == np.float32
            assert back.tobytes() == expected.dequantize().numpy().tobytes(), f"{shape} {scale} {zero_point}"


@pytest.mark.parametrize("element", FLOATS)
@pytest.mark.parametrize("name", SUB_BYTE)
def test_sub_byte_every_float_element_against_the_reference(element, name):
    """f16 and bf16 give the codes of their f32 values (what torch takes), f64 runs the formula in f64;
    custom quant ranges clamp; dequantize rounds its f32 (f64) value to the element once."""
    rng = np.random.default_rng(42)
    bits = SUB_BYTE[name]
    x = sub_byte_values(rng, 301).astype(np.float64).astype(element)
    for scale, zero_point, quant_min, quant_max in ((0.5, 3, None, None), (0.0371, 1, 1, 2), (0.0, 0, 0, 0)):
        qmin, qmax = (0 if quant_min is None else quant_min), (2**bits - 1 if quant_max is None else quant_max)
        got = ops.quantize_per_tensor(x, scale, zero_point, name, quant_min=quant_min, quant_max=quant_max)
        codes = reference.quantize_sub_byte_codes(x, scale, zero_point, qmin, qmax)
        np.testing.assert_array_equal(got, reference.pack(codes, bits))
        if element != np.float64:
            np.testing.assert_array_equal(got, ops.quantize_per_tensor(x.astype(np.float32), scale, zero_point, name,
                                                                       quant_min=quant_min, quant_max=quant_max))
        back = ops.dequantize_per_tensor_sub_byte(got, scale, zero_point, name, x.shape, dtype=element)
        assert back.dtype == np.dtype(element)
        np.testing.assert_array_equal(as_float64(back),
                                      as_float64(reference.dequantize(codes, scale, zero_point, element).astype(element)))


def test_sub_byte_packs_lowest_bits_first():
    """4-bit: element 2i in the low nibble of byte i; 2-bit: element 4i + k in bits 2k and 2k + 1."""
    x = np.float32([1, 2, 3, 0, 2, 1, 3])
    np.testing.assert_array_equal(ops.quantize_per_tensor(x, 1.0, 0, "quint4x2"), [0x21, 0x03, 0x12, 0x03])
    np.testing.assert_array_equal(ops.quantize_per_tensor(x, 1.0, 0, "quint2x4"), [0b00111001, 0b00110110])


def test_sub_byte_torch_bridge(torch):
    """skucat.torch.quantize_per_tensor with a sub-byte dtype: the packed bytes, also under torch.compile's
    fake tensors (the catalog's shapes); the input's gradient is not defined by bytes (no grad_fn)."""
    import skucat.torch as st
    x = torch.tensor([-1.0, 0.5, 1.5, 2.5, 20.0, float("nan")], requires_grad=True)
    for qtype, want in ((torch.quint4x2, [33, 68, 15]), (torch.quint2x4, [249, 3])):
        out = st.quantize_per_tensor(x, 1.0, 2, qtype)
        assert out.dtype == torch.uint8 and out.tolist() == want and out.grad_fn is None
        from torch._subclasses.fake_tensor import FakeTensorMode
        detached = x.detach()
        with FakeTensorMode() as mode:
            fake = torch.ops.skucat.quantize_per_tensor(mode.from_tensor(detached), 1.0, 2, qtype, None, None)
        assert tuple(fake.shape) == (len(want),) and fake.dtype == torch.uint8


def test_sub_byte_straight_through_gradient_per_code():
    """quantize_per_tensor_backward of a sub-byte type: grad / scale where round(x / scale) + zero_point
    (the sub-byte rounding: rounded before the zero point is added) lies in range."""
    x = np.float32([0.25, 0.75, 3.0, 3.25, -1.0, 7.0, np.nan])   # scale 0.5, zero point 3: codes 3 (0.5 -> 0), 5, 9, 10, 1, 17
    grad = np.ones(7, np.float32)
    got = ops.quantize_per_tensor_backward(grad, x, 0.5, 3, "quint4x2")
    np.testing.assert_array_equal(got, [2, 2, 2, 2, 2, 0, 0])
    got = ops.quantize_per_tensor_backward(grad, x, 0.5, 3, "quint2x4")
    np.testing.assert_array_equal(got, [2, 0, 0, 0, 2, 0, 0])


SUB_BYTE_BAD = {
    "zero_point above uint8": (OutOfRangeError, lambda: ops.quantize_per_tensor(X, 1.0, 256, "quint4x2")),
    "zero_point negative": (OutOfRangeError, lambda: ops.dequantize_per_tensor_sub_byte(np.uint8([1]), 1.0, -1,
                                                                                           "quint2x4", (2,))),
    "quant_max above 15": (OutOfRangeError, lambda: ops.quantize_per_tensor(X, 1.0, 0, "quint4x2", quant_max=16)),
    "quant_min > quant_max": (InvalidArgumentError,
                              lambda: ops.quantize_per_tensor(X, 1.0, 0, "quint2x4", quant_min=3, quant_max=2)),
    "packed bytes for another count": (ShapeError, lambda: ops.dequantize_per_tensor_sub_byte(np.uint8([1, 2]), 1.0,
                                                                                               0, "quint4x2", (5,))),
    "shape negative": (ShapeError, lambda: ops.dequantize_per_tensor_sub_byte(np.uint8([1]), 1.0, 0, "quint4x2",
                                                                              (-2,))),
    "8-bit qtype to the sub-byte op": (DTypeError, lambda: ops.dequantize_per_tensor_sub_byte(np.uint8([1]), 1.0, 0,
                                                                                              "uint8", (1,))),
    "float packed bytes": (DTypeError, lambda: ops.dequantize_per_tensor_sub_byte(np.float32([1]), 1.0, 0, "quint4x2",
                                                                                  (2,))),
    "packed bytes beyond uint8": (OutOfRangeError, lambda: ops.dequantize_per_tensor_sub_byte(np.int16([300]), 1.0, 0,
                                                                                              "quint4x2", (2,))),
    "backward scale zero": (InvalidArgumentError, lambda: ops.quantize_per_tensor_backward(X, X, 0.0, 0, "quint4x2")),
}


@pytest.mark.parametrize("case", SUB_BYTE_BAD)
def test_sub_byte_bad_input_is_rejected_before_anything_runs(case, no_launch):
    error, call = SUB_BYTE_BAD[case]
    with pytest.raises(error):
        call()


def test_sub_byte_types_leave_numpy_and_torch_names_alone(torch):
    from skucat import dtypes

    assert dtypes.name_of(np.uint8) == "u8" and dtypes.name_of(torch.uint8) == "u8"
    assert dtypes.name_of(torch.quint4x2) == "u4x2" and dtypes.name_of("quint2x4") == "u2x4"
    assert dtypes.numpy_dtype("u4x2") == np.uint8   # the bytes that hold the codes


# ---------------------------------------------------------------- what PyTorch takes and refuses

@x86_only
@pytest.mark.parametrize("name", INT_TYPES)
def test_quantize_and_dequantize_per_tensor_take_any_scale_as_torch(torch, name):
    """torch.quantize_per_tensor and dequantize take 0, negative, infinite, NaN and tiny scales: the same
    codes and values, for lengths that run FBGEMM's vector loop and its remainder."""
    rng = np.random.default_rng(43)
    qtype = torch_qtype(torch, name)
    for scale in (0.0, -0.0, -0.5, -3e-3, np.inf, -np.inf, np.nan, 1e-40, -1e-46, 1e-39):
        for count in (5, 64, 77):
            x = near_ties(rng, 0.5)[:count]
            zero_point = int(rng.integers(max(INT_TYPES[name][0], -50), min(INT_TYPES[name][1], 50)))
            expected = torch.quantize_per_tensor(torch.from_numpy(x), float(scale), zero_point, qtype)
            codes = ops.quantize_per_tensor(x, float(scale), zero_point, name)
            np.testing.assert_array_equal(codes, expected.int_repr().numpy(), err_msg=f"scale {scale} n {count}")
            # (int32: where |q - zero_point| <= 2**24, as documented; beyond, PyTorch's int32 difference overflows)
            kept = np.abs(codes.astype(np.int64) - zero_point) <= 2**24
            values = ops.dequantize_per_tensor(codes, float(scale), zero_point)[kept]
            expected_values = expected.dequantize().numpy()[kept]
            assert np.array_equal(values, expected_values, equal_nan=True), f"scale {scale}"
            numbers = ~np.isnan(values)
            assert np.array_equal(np.signbit(values[numbers]), np.signbit(expected_values[numbers]))


@x86_only
@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "float64"])
def test_fake_quantize_takes_int64_bounds_as_torch(torch, dtype):
    """quant_min / quant_max beyond int32, to int64's ends: per tensor bit-exact forward and mask (NaN,
    infinities, huge values, and 2**63 - 1 clamped in f64 to 2**63, which x86 converts to INT64_MIN)."""
    rng = np.random.default_rng(44)
    x = torch.from_numpy(near_ties(rng, 0.25).astype(np.float64)).to(getattr(torch, dtype))
    ours = x.float().numpy().astype("bfloat16") if dtype == "bfloat16" else x.numpy()
    grad = np.ones(ours.shape, ours.dtype)
    for quant_min, quant_max in ((-(2**63), 2**63 - 1), (-(2**40), 2**40), (-(2**60) - 1, 2**60 + 1), (-5, 2**63 - 1),
                                 (-(2**63), 2**62)):
        zero_point = 3
        out, mask = torch.ops.aten.fake_quantize_per_tensor_affine_cachemask(x, 0.25, zero_point, quant_min, quant_max)
        got = ops.fake_quantize_per_tensor_affine(ours, 0.25, zero_point, quant_min, quant_max)
        np.testing.assert_array_equal(as_float64(got), out.double().numpy(), err_msg=f"{quant_min}..{quant_max}")
        got_grad = ops.fake_quantize_per_tensor_affine_backward(grad, ours, 0.25, zero_point, quant_min, quant_max)
        np.testing.assert_array_equal(as_float64(got_grad), mask.double().numpy())
        finite = np.isfinite(as_float64(ours)) & (np.abs(as_float64(ours)) < 1e9)   # per channel: the documented +inf difference
        channel = ops.fake_quantize_per_channel_affine(ours[None][:, finite], np.float32([0.25]), np.int32([zero_point]),
                                                       0, quant_min, quant_max)
        expected = torch.fake_quantize_per_channel_affine(x[None][:, torch.from_numpy(finite)], torch.tensor([0.25]),
                                                          torch.tensor([zero_point], dtype=torch.int32), 0, quant_min,
                                                          quant_max)
        np.testing.assert_array_equal(as_float64(channel), expected.double().numpy())


def test_fake_quantize_bounds_beyond_int64_are_refused(no_launch):
    with pytest.raises(OutOfRangeError, match="quant_max"):
        ops.fake_quantize_per_tensor_affine(X, 0.1, 0, 0, 2**63)


def test_fake_quantize_tensor_overload_takes_any_zero_point_as_torch(torch):
    """PyTorch's Tensor overload checks no zero-point range (300 with 0..255 runs); its plain one refuses it."""
    import skucat.torch as st
    x = torch.linspace(-40, 40, 81)
    for zero_point in (300, -7, 2**31 - 1):
        scale, zp = torch.tensor([0.5]), torch.tensor([zero_point], dtype=torch.int32)
        expected = torch.fake_quantize_per_tensor_affine(x, scale, zp, 0, 255)
        np.testing.assert_array_equal(ops.fake_quantize_per_tensor_affine(x.numpy(), scale.numpy(), zp.numpy(), 0, 255),
                                      expected.numpy())
        leaf = x.clone().requires_grad_()
        out = st.fake_quantize_per_tensor_affine(leaf, scale, zp, 0, 255)
        assert torch.equal(out, expected)
        out.sum().backward()
        reference_leaf = x.clone().requires_grad_()
        torch.fake_quantize_per_tensor_affine(reference_leaf, scale, zp, 0, 255).sum().backward()
        assert torch.equal(leaf.grad, reference_leaf.grad)
    with pytest.raises(RuntimeError):
        torch.fake_quantize_per_tensor_affine(x, 0.5, 300, 0, 255)
    with pytest.raises(OutOfRangeError, match="zero_point"):
        ops.fake_quantize_per_tensor_affine(x.numpy(), 0.5, 300, 0, 255)
    with pytest.raises(OutOfRangeError, match="zero_point"):
        ops.fake_quantize_per_tensor_affine_backward(x.numpy(), x.numpy(), 0.5, 300, 0, 255)


@pytest.mark.parametrize("axis", [-1, -2])
def test_integer_per_channel_quantization_refuses_a_negative_axis_as_torch(torch, axis, no_launch):
    x, scales, zero_points = np.zeros((3, 3), np.float32), np.ones(3), np.zeros(3, np.int64)
    with pytest.raises(RuntimeError, match="out of range"):
        torch.quantize_per_channel(torch.from_numpy(x), torch.from_numpy(scales), torch.from_numpy(zero_points),
                                   axis, torch.quint8)
    with pytest.raises(OutOfRangeError, match="axis -[12] is out of range .*none counts from the end"):
        ops.quantize_per_channel(x, scales, zero_points, axis, "u8")
    with pytest.raises(OutOfRangeError, match="axis"):
        ops.quantize_per_channel_backward(x, x, scales, zero_points, axis, "u8")
    with pytest.raises(OutOfRangeError, match="axis"):
        ops.dequantize_per_channel(np.zeros((3, 3), np.uint8), scales, zero_points, axis)


@pytest.mark.parametrize("axis", [-1, -2])
def test_fake_quantize_per_channel_refuses_a_negative_axis_as_torch(torch, axis, no_launch):
    x = np.zeros((3, 4), np.float32)
    scale, zero_point = np.ones(4, np.float32), np.zeros(4, np.int32)
    with pytest.raises(RuntimeError):
        torch.fake_quantize_per_channel_affine(torch.from_numpy(x), torch.from_numpy(scale),
                                               torch.from_numpy(zero_point), axis, 0, 255)
    with pytest.raises(OutOfRangeError, match="axis"):
        ops.fake_quantize_per_channel_affine(x, scale, zero_point, axis, 0, 255)
    with pytest.raises(OutOfRangeError, match="axis"):
        ops.fake_quantize_per_channel_affine_backward(x, x, scale, zero_point, axis, 0, 255)


# ---------------------------------------------------------------- float zero points per channel (float_qparams)

FLOAT_QPARAMS = {"quint8": 8, "qint8": 8, "quint4x2": 4, "quint2x4": 2}


def float_qparams_values(rng, count):
    """Values at and beside half-way points, random ones, NaN, infinities, and values whose lrintf wraps
    through aten's int (3e9, 5e9, 2**32 + 100) or overflows it (2**63 and beyond)."""
    specials = [np.nan, np.inf, -np.inf, 1e30, -1e30, 3e9, -3e9, 5e9, -5e9, 2.0**32 + 512, 2.0**31, 2.0**62, 2.0**63,
                -(2.0**63), 1e9, -1e9, 0.0, -0.0]
    return rng.permutation(np.concatenate([sub_byte_values(rng, count), specials]).astype(np.float32))[:count]


def torch_float_qparams(torch, x, scales, zero_points, axis, qtype):
    quantized = torch.quantize_per_channel(torch.from_numpy(x), torch.from_numpy(scales), torch.from_numpy(zero_points),
                                           axis, qtype)
    return quantized.int_repr().numpy(), quantized.dequantize().numpy()


@x86_only
@pytest.mark.parametrize("name", FLOAT_QPARAMS)
def test_float_qparams_quantize_and_dequantize_bit_exact_with_torch(torch, name):
    """int_repr() and dequantize() of torch.quantize_per_channel with float zero points: element counts odd,
    empty and one, axes first, middle and last, NaN, infinities and huge values, scales of either sign and
    0, zero points off the integers and past the range, f64 scales and f16 / f64 zero points (PyTorch's f32)."""
    rng = np.random.default_rng(51)
    qtype, bits = getattr(torch, name), FLOAT_QPARAMS[name]
    for shape in ((0, 3), (1,), (1, 1), (7,), (3, 5), (5, 3), (2, 3, 7), (4, 1, 9), (3, 0, 2), (10, 101)):
        for axis in sorted({0, min(1, len(shape) - 1), len(shape) - 1}):
            channels = shape[axis]
            x = float_qparams_values(rng, max(math.prod(shape), 1))[:math.prod(shape)].reshape(shape)
            scales = rng.choice([0.5, 0.25, 1.0, 0.0371, -1.5, 0.0, 3e-3, 7.0], channels)
            zero_points = rng.choice([0.0, 1.5, -2.25, 3.0, 100.3, 0.49999997, -7.5, 300.5], channels)
            for scale_type, zero_type in ((np.float32, np.float32), (np.float64, np.float16), (np.float64, np.float64)):
                s, z = scales.astype(scale_type), zero_points.astype(zero_type)
                codes, values = torch_float_qparams(torch, x, s, z, axis, qtype)
                got = ops.quantize_per_channel(x, s, z, axis, qtype)
                where = f"{shape} axis {axis} {scale_type.__name__}/{zero_type.__name__}"
                assert got.dtype == codes.dtype and got.shape == codes.shape, where
                np.testing.assert_array_equal(got, codes, err_msg=where)
                if bits == 8:
                    back = ops.dequantize_per_channel(got, s, z, axis)
                else:
                    back = ops.dequantize_per_channel_sub_byte(got, s, z, axis, qtype, shape)
                    np.testing.assert_array_equal(got, reference.pack(reference.quantize_float_qparams_codes(
                        x, s, z, 0, 2**bits - 1, axis), bits), err_msg=where)
                assert back.shape == shape and back.tobytes() == values.tobytes(), where


@x86_only
def test_float_qparams_round_the_product_then_add_the_zero_point(torch):
    """aten's lrintf(x * inv_scale + zero_point) is not contracted on x86: the product is rounded first. Values
    beside the half-way points, where a fused multiply-add would round otherwise, get PyTorch's unfused codes."""
    rng = np.random.default_rng(52)
    scales, zero_points = np.float32([0.0371, 3.0, 0.1, 0.3]), np.float32([100.3, 0.4999, 3.7, -1.25])
    ties = (rng.integers(0, 255, (4, 200_000)) + 0.5 - zero_points.reshape(-1, 1)) * scales.reshape(-1, 1)
    x = np.nextafter(ties.astype(np.float32), np.float32(rng.choice([-np.inf, np.inf], ties.shape)))
    codes, _ = torch_float_qparams(torch, x, scales, zero_points, 0, torch.quint8)
    np.testing.assert_array_equal(ops.quantize_per_channel(x, scales, zero_points, 0, "quint8"), codes)
    inverse = (np.float32(1) / scales).reshape(-1, 1)
    fused = np.clip(np.rint((x.astype(np.float64) * inverse + zero_points.reshape(-1, 1)).astype(np.float32)), 0, 255)
    assert (fused != codes).sum() > 10   # the values tell the two apart


def test_float_qparams_codes_wrap_as_aten_stores_them():
    """aten keeps lrintf's long in an int: 3e9 wraps negative (quant_min), 5e9 positive (quant_max); NaN and
    2**63 (INT64_MIN, low bits 0) give 0, clamped into the range."""
    x = np.float32([[3e9, 5e9, -3e9, np.nan, 2.0**63, np.inf, -np.inf, 1e9]])
    np.testing.assert_array_equal(ops.quantize_per_channel(x, np.float32([1]), np.float32([0]), 0, "qint8"),
                                  [[-128, 127, 127, 0, 0, 0, 0, 127]])
    np.testing.assert_array_equal(ops.quantize_per_channel(x, np.float32([1]), np.float32([0]), 0, "quint8",
                                                           quant_min=3, quant_max=9), [[3, 9, 9, 3, 3, 3, 3, 9]])


@pytest.mark.parametrize("element", FLOATS)
@pytest.mark.parametrize("name", FLOAT_QPARAMS)
def test_float_qparams_every_float_element_against_the_reference(element, name):
    """f16 and bf16 give the codes of their f32 values, f64 runs the formula in f64; custom ranges clamp;
    dequantize rounds each step in the compute type, then to the element."""
    rng = np.random.default_rng(53)
    bits, axis = FLOAT_QPARAMS[name], 1
    with np.errstate(over="ignore"):
        x = float_qparams_values(rng, 3 * 101).reshape(101, 3).astype(np.float64).astype(element)
    scales, zero_points = np.float32([0.5, 0.0371, 0.0]), np.float32([1.5, -2.25, 7.0])
    low, high = (-128, 127) if name == "qint8" else (0, 2**bits - 1)
    for quant_min, quant_max in ((None, None), (low + 1, low + 2)):
        qmin, qmax = (low if quant_min is None else quant_min), (high if quant_max is None else quant_max)
        got = ops.quantize_per_channel(x, scales, zero_points, axis, name, quant_min=quant_min, quant_max=quant_max)
        codes = reference.quantize_float_qparams_codes(x, scales, zero_points, qmin, qmax, axis)
        if element != np.float64:
            np.testing.assert_array_equal(got, ops.quantize_per_channel(x.astype(np.float32), scales, zero_points, axis,
                                                                        name, quant_min=quant_min, quant_max=quant_max))
        if bits == 8:
            np.testing.assert_array_equal(got, codes)
            back = ops.dequantize_per_channel(got, scales, zero_points, axis, dtype=element)
        else:
            np.testing.assert_array_equal(got, reference.pack(codes, bits))
            back = ops.dequantize_per_channel_sub_byte(got, scales, zero_points, axis, name, x.shape, dtype=element)
        assert back.dtype == np.dtype(element)
        np.testing.assert_array_equal(as_float64(back), reference.dequantize_float_qparams(
            codes.reshape(x.shape), scales, zero_points, element, axis))


@pytest.mark.parametrize("name", FLOAT_QPARAMS)
def test_float_qparams_straight_through_gradient(name):
    """quantize_per_channel_backward with float zero points: grad / scale where rne(x / scale + zero_point)
    (product rounded, then the zero point added) lies in range; the vjps of the 8-bit forwards run it, and
    dequantize's is scale * grad."""
    bits = FLOAT_QPARAMS[name]
    low = -128 if name == "qint8" else 0
    high = low + 2**bits - 1 if name != "qint8" else 127
    x = np.float32([[low - 1.0, low + 0.25, high + 0.75, high - 0.5, np.nan, 1.0]]).repeat(2, 0)
    scales, zero_points = np.float32([0.5, 2.0]), np.float32([0.25, -0.5])
    grad = np.ones_like(x)
    got = ops.quantize_per_channel_backward(grad, x, scales, zero_points, 0, name)
    want = reference.quantize_float_qparams_backward(grad, x, scales, zero_points, low, high, 0)
    np.testing.assert_array_equal(got, want)
    assert got[0, 4] == 0 and got[0, 5] == 2 and got[1, 5] == 0.5
    if bits == 8:
        out, pullback = autodiff.vjp(ops.quantize_per_channel, x, scales, zero_points, 0, name)
        np.testing.assert_array_equal(pullback(grad)["input"], got)
        out, pullback = autodiff.vjp(ops.dequantize_per_channel, out, scales, zero_points, 0)
        np.testing.assert_array_equal(pullback(grad)["input"], np.float32([[0.5] * 6, [2.0] * 6]))


def test_float_qparams_torch_bridge(torch):
    """skucat.torch.quantize_per_channel / dequantize_per_channel with torch tensors and quantized torch
    dtypes, also under fake tensors (the catalog's shapes: the packed bytes for a sub-byte type, which
    skucat.ops.dequantize_per_channel_sub_byte unpacks, as per tensor)."""
    import skucat.torch as st
    from torch._subclasses.fake_tensor import FakeTensorMode

    x = torch.tensor([[-1.0, 0.5, 1.5, 2.5, 20.0], [float("nan"), 3e9, -0.3, 0.0, 7.0]])
    scales, zero_points = torch.tensor([0.5, 1.0], dtype=torch.float64), torch.tensor([1.5, -2.25])
    for qtype in (torch.quint8, torch.qint8, torch.quint4x2, torch.quint2x4):
        expected = torch.quantize_per_channel(x, scales, zero_points, 0, qtype)
        out = st.quantize_per_channel(x, scales, zero_points, 0, qtype)
        assert torch.equal(out, expected.int_repr()), qtype
        if qtype in (torch.quint8, torch.qint8):
            back = st.dequantize_per_channel(out, scales, zero_points, 0)
        else:
            back = torch.from_numpy(ops.dequantize_per_channel_sub_byte(out.numpy(), scales.numpy(),
                                                                        zero_points.numpy(), 0, qtype, x.shape))
        assert torch.equal(back, expected.dequantize()), qtype
        with FakeTensorMode() as mode:
            fake = torch.ops.skucat.quantize_per_channel(mode.from_tensor(x), mode.from_tensor(scales),
                                                         mode.from_tensor(zero_points), 0, qtype, None, None)
        assert fake.shape == out.shape and fake.dtype == out.dtype, qtype


FLOAT_QPARAMS_BAD = {
    "qint32": (DTypeError, lambda: ops.quantize_per_channel(X2, S2, Z2, 0, "qint32")),
    "dequantize qint32 codes": (DTypeError, lambda: ops.dequantize_per_channel(np.int32([[1, 2]]).T, S2, Z2, 0)),
    "sub-byte with integer zero points": (DTypeError, lambda: ops.quantize_per_channel(X2, S2, np.int64([0, 1]), 0,
                                                                                       "quint4x2")),
    "quant_max above 15": (OutOfRangeError, lambda: ops.quantize_per_channel(X2, S2, Z2, 0, "quint4x2", quant_max=16)),
    "quant_min > quant_max": (InvalidArgumentError, lambda: ops.quantize_per_channel(X2, S2, Z2, 0, "quint8",
                                                                                     quant_min=3, quant_max=2)),
    "scales of another length": (ShapeError, lambda: ops.quantize_per_channel(X2, np.float32([1]), Z2, 0, "quint8")),
    "packed bytes for another shape": (ShapeError, lambda: ops.dequantize_per_channel_sub_byte(
        np.uint8([1, 2]), S2, Z2, 0, "quint4x2", (2, 5))),
    "backward scale zero": (InvalidArgumentError, lambda: ops.quantize_per_channel_backward(
        X2, X2, np.float32([1, 0]), Z2, 0, "quint4x2")),
    "float packed bytes": (DTypeError, lambda: ops.dequantize_per_channel_sub_byte(np.float32([1]), S2, Z2, 0,
                                                                                   "quint2x4", (2, 1))),
}
X2, S2, Z2 = np.float32([[0.5], [1.5]]), np.float32([0.5, 1.0]), np.float32([0.5, -1.0])


@pytest.mark.parametrize("case", FLOAT_QPARAMS_BAD)
def test_float_qparams_bad_input_is_rejected_before_anything_runs(case, no_launch):
    error, call = FLOAT_QPARAMS_BAD[case]
    with pytest.raises(error):
        call()


@pytest.mark.parametrize("axis", [-1, -2])
def test_float_qparams_refuse_a_negative_axis_as_torch(torch, axis, no_launch):
    x, scales, zero_points = np.zeros((3, 3), np.float32), np.ones(3, np.float32), np.zeros(3, np.float32)
    for qtype in (torch.quint8, torch.quint4x2):
        with pytest.raises(RuntimeError):
            torch.quantize_per_channel(torch.from_numpy(x), torch.from_numpy(scales), torch.from_numpy(zero_points),
                                       axis, qtype)
        with pytest.raises(OutOfRangeError, match="axis"):
            ops.quantize_per_channel(x, scales, zero_points, axis, qtype)
    with pytest.raises(OutOfRangeError, match="axis"):
        ops.dequantize_per_channel(np.zeros((3, 3), np.uint8), scales, zero_points, axis)


def test_torch_refuses_sub_byte_per_channel_with_integer_zero_points(torch):
    """The refusal above is PyTorch's: its affine (integer zero point) per-channel quantizer has no sub-byte types."""
    with pytest.raises(NotImplementedError):
        torch.quantize_per_channel(torch.zeros(2, 1), torch.ones(2), torch.zeros(2, dtype=torch.int64), 0,
                                   torch.quint4x2)
