"""interpolate and its backward against PyTorch (F.interpolate and autograd), the float64 reference
and finite differences; PyTorch's size, scale and mode rules; every way to call them wrongly."""

from __future__ import annotations

import dataclasses
import itertools

import ml_dtypes
import numpy as np
import pytest

import skucat
from skucat import ops
from skucat.autodiff import vjp
from skucat.generated.plans import interpolate as plans
from skucat.reference import interpolate as reference
from skucat.types import PlanPreference, Workspace

ELEMENTS = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "f64": np.float64}
MODES = ("nearest", "nearest-exact", "bilinear", "bicubic")
# (mode, align_corners) as F.interpolate takes them: None for the nearest modes.
SETTINGS = [("nearest", None), ("nearest-exact", None)] + list(itertools.product(("bilinear", "bicubic"),
                                                                                 (False, True)))
# Input [N, C, H, W] and the sizing arguments: x2 and non-integer upsampling, downsampling, out = in
# with a scale, output and input size 1, each with recompute_scale_factor None, False and True.
SIZINGS = [
    ((2, 3, 5, 6), dict(scale_factor=2.0)),
    ((1, 2, 5, 7), dict(scale_factor=(1.7, 2.3))),
    ((1, 2, 5, 7), dict(scale_factor=(1.7, 2.3), recompute_scale_factor=True)),
    ((1, 2, 9, 11), dict(scale_factor=0.37)),
    ((1, 2, 9, 11), dict(scale_factor=(0.6, 0.45), recompute_scale_factor=True)),
    ((2, 1, 6, 7), dict(scale_factor=1.1, recompute_scale_factor=False)),
    ((1, 2, 6, 7), dict(size=(9, 13))),
    ((1, 2, 6, 7), dict(size=1)),
    ((1, 2, 1, 1), dict(size=(3, 4))),
    ((1, 1, 3, 10), dict(scale_factor=(1.0, 2.001))),
]


def torch_interpolate(torch, input, grad_output, **kwargs):
    """F.interpolate's output and autograd's input gradient, in the arrays' dtype."""
    x = torch.from_numpy(np.asarray(input)).requires_grad_()
    out = torch.nn.functional.interpolate(x, **kwargs)
    if grad_output is None:
        return out.detach().numpy(), None
    out.backward(torch.from_numpy(np.asarray(grad_output)))
    return out.detach().numpy(), x.grad.numpy()


def kwargs_of(mode, align_corners, sizing):
    return dict(sizing, mode=mode) | ({} if align_corners is None else dict(align_corners=align_corners))


def problem(shape, kwargs, dtype=np.float64, seed=0):
    rng = np.random.default_rng(seed)
    input = rng.standard_normal(shape).astype(dtype)
    out_shape = ops.interpolate(input, **kwargs).shape
    return input, rng.standard_normal(out_shape).astype(dtype)


# ---- PyTorch parity


@pytest.mark.parametrize("mode,align_corners", SETTINGS)
def test_reference_matches_torch_float64(torch, mode, align_corners):
    for shape, sizing in SIZINGS:
        kwargs = kwargs_of(mode, align_corners, sizing)
        input, grad_output = problem(shape, kwargs)
        expected, expected_grad = torch_interpolate(torch, input, grad_output, **kwargs)
        fields = skucat.families.interpolate._resolve(plans.InterpolatePlan, shape, sizing.get("size"),
                                                      sizing.get("scale_factor"), mode, align_corners,
                                                      sizing.get("recompute_scale_factor"))
        out, _ = reference.interpolate(input, **fields)
        grad, _ = reference.interpolate_backward(grad_output, shape[2], shape[3], **fields)
        np.testing.assert_allclose(out, expected, rtol=1e-12, atol=1e-12, err_msg=str(kwargs))
        np.testing.assert_allclose(grad, expected_grad, rtol=1e-12, atol=1e-12, err_msg=str(kwargs))


@pytest.mark.parametrize("element", ["f64", "f32"])
@pytest.mark.parametrize("mode,align_corners", SETTINGS)
def test_ops_and_gradients_match_torch(torch, element, mode, align_corners):
    tolerance = 1e-12 if element == "f64" else 2e-6
    for shape, sizing in SIZINGS:
        kwargs = kwargs_of(mode, align_corners, sizing)
        input, grad_output = problem(shape, kwargs, ELEMENTS[element])
        expected, expected_grad = torch_interpolate(torch, input, grad_output, **kwargs)
        out, pullback = vjp(ops.interpolate, input, **kwargs)
        grad = pullback(grad_output)["input"]
        assert out.dtype == grad.dtype == input.dtype and out.shape == expected.shape
        np.testing.assert_allclose(out, expected, rtol=tolerance, atol=tolerance, err_msg=str(kwargs))
        np.testing.assert_allclose(grad, expected_grad, rtol=tolerance, atol=tolerance * 4, err_msg=str(kwargs))
        if mode.startswith("nearest"):   # copies, and sums in PyTorch's order
            assert np.array_equal(out, expected) and np.array_equal(grad, expected_grad)


@pytest.mark.parametrize("element", ["f16", "bf16"])
@pytest.mark.parametrize("mode,align_corners", SETTINGS)
def test_16_bit_elements_match_torch_float64_on_the_same_values(torch, element, mode, align_corners):
    eps = float(ml_dtypes.finfo(ELEMENTS[element]).eps)
    for shape, sizing in SIZINGS[:7]:
        kwargs = kwargs_of(mode, align_corners, sizing)
        input, grad_output = problem(shape, kwargs, ELEMENTS[element])
        expected, expected_grad = torch_interpolate(torch, input.astype(np.float64),
                                                    grad_output.astype(np.float64), **kwargs)
        out, pullback = vjp(ops.interpolate, input, **kwargs)
        grad = pullback(grad_output)["input"]
        assert out.dtype == grad.dtype == input.dtype
        # Rounded once to the element from an f32 result.
        scale = np.abs(input).max() * 2
        np.testing.assert_allclose(out.astype(np.float64), expected, rtol=eps, atol=eps * scale, err_msg=str(kwargs))
        np.testing.assert_allclose(grad.astype(np.float64), expected_grad, rtol=eps,
                                   atol=eps * np.abs(expected_grad).max(), err_msg=str(kwargs))


# 1-D input [N, C, W]: the 2-D op over a height of one row (linear: and a row of zeros, of weight 0).
SETTINGS_1D = [("nearest", None), ("nearest-exact", None), ("linear", False), ("linear", True)]
SIZINGS_1D = [((2, 3, 7), dict(scale_factor=2.0)), ((1, 2, 9), dict(scale_factor=(1.7,))),
              ((1, 2, 9), dict(scale_factor=0.45, recompute_scale_factor=True)), ((2, 1, 7), dict(size=(11,))),
              ((1, 2, 6), dict(size=1)), ((1, 2, 1), dict(size=5)), ((0, 2, 4), dict(size=3))]


@pytest.mark.parametrize("element", ELEMENTS)
@pytest.mark.parametrize("mode,align_corners", SETTINGS_1D)
def test_one_d_input_and_its_gradient_match_torch(torch, element, mode, align_corners):
    eps = float(ml_dtypes.finfo(ELEMENTS[element]).eps)
    for shape, sizing in SIZINGS_1D:
        kwargs = kwargs_of(mode, align_corners, sizing)
        input, grad_output = problem(shape, kwargs, ELEMENTS[element])
        # Infinities and NaN as PyTorch's 1-D kernels give them; but at an input width of 1, where its
        # linear keeps an infinity that its 2-D bilinear (and skucat's) makes NaN at a weight of 0.
        if element == "f64" and input.size and shape[2] > 1:
            input.reshape(-1)[[0, input.size // 2]] = np.inf, np.nan
        expected, expected_grad = torch_interpolate(torch, input.astype(np.float64), grad_output.astype(np.float64),
                                                    **kwargs)
        out, pullback = vjp(ops.interpolate, input, **kwargs)
        grad = pullback(grad_output)["input"]
        assert out.dtype == grad.dtype == input.dtype and out.shape == expected.shape and grad.shape == shape
        tolerance = {"f64": 1e-12, "f32": 4e-6}.get(element, eps)   # (f32's weights are f32's, PyTorch's too)
        scale = np.abs(np.nan_to_num(input, posinf=0)).max(initial=0) * 2
        np.testing.assert_allclose(out.astype(np.float64), expected, rtol=tolerance, atol=tolerance * scale,
                                   err_msg=str(kwargs))
        np.testing.assert_allclose(grad.astype(np.float64), expected_grad, rtol=tolerance,
                                   atol=tolerance * np.abs(expected_grad).max(initial=0), err_msg=str(kwargs))


SETTINGS_3D = [("nearest", None), ("nearest-exact", None), ("trilinear", False), ("trilinear", True), ("area", None)]
SIZINGS_3D = [((2, 3, 4, 5, 6), dict(scale_factor=2.0)), ((1, 2, 4, 5, 6), dict(scale_factor=(0.5, 1.7, 1.3))),
              ((1, 2, 4, 5, 6), dict(scale_factor=(0.6, 2.2, 0.45), recompute_scale_factor=True)),
              ((1, 2, 3, 4, 5), dict(size=(7, 3, 9))), ((2, 1, 4, 3, 5), dict(size=1)),
              ((1, 2, 1, 1, 3), dict(size=(3, 4, 3))), ((0, 2, 3, 4, 5), dict(size=3))]


@pytest.mark.parametrize("element", ELEMENTS)
@pytest.mark.parametrize("mode,align_corners", SETTINGS_3D)
def test_three_d_input_and_its_gradient_match_torch(torch, element, mode, align_corners):
    """5-D input [N, C, D, H, W]: the planes, then the depth, as PyTorch's 3-D kernels (upsample_*3d,
    adaptive_avg_pool3d) compute it; the nearest modes bit for bit, f16 and bf16 rounded once."""
    eps = float(ml_dtypes.finfo(ELEMENTS[element]).eps)
    for shape, sizing in SIZINGS_3D:
        kwargs = kwargs_of(mode, align_corners, sizing)
        input, grad_output = problem(shape, kwargs, ELEMENTS[element])
        expected, expected_grad = torch_interpolate(torch, input.astype(np.float64), grad_output.astype(np.float64),
                                                    **kwargs)
        out, pullback = vjp(ops.interpolate, input, **kwargs)
        grad = pullback(grad_output)["input"]
        assert out.dtype == grad.dtype == input.dtype and out.shape == expected.shape and grad.shape == shape
        if mode.startswith("nearest"):   # copies (of 16-bit values: in f32, which holds them)
            copied = torch_interpolate(torch, input.astype(np.float32), None, **kwargs)[0]
            assert np.array_equal(out.astype(np.float32), copied, equal_nan=True)
        tolerance = {"f64": 1e-12, "f32": 4e-6}.get(element, eps)
        np.testing.assert_allclose(out.astype(np.float64), expected, rtol=tolerance,
                                   atol=tolerance * np.abs(input).max(initial=0) * 2, err_msg=str(kwargs))
        np.testing.assert_allclose(grad.astype(np.float64), expected_grad, rtol=tolerance,
                                   atol=tolerance * np.abs(expected_grad).max(initial=0) * 4, err_msg=str(kwargs))


@pytest.mark.parametrize("element", ["f16", "bf16"])
@pytest.mark.parametrize("align_corners", [False, True])
def test_16_bit_linear_and_trilinear_match_torch_bit_for_bit(torch, element, align_corners):
    """aten's 1-D and 3-D linear kernels store f16 and bf16 weights in the element (the second tap's
    rounded, then 1 minus it rounded) and sum in f32: skucat's weight_element, on contiguous input."""
    dtype = {"f16": torch.float16, "bf16": torch.bfloat16}[element]
    for shape, sizing in [*SIZINGS_1D[:6], *SIZINGS_3D[:6]]:
        kwargs = kwargs_of("linear" if len(shape) == 3 else "trilinear", align_corners, sizing)
        input = problem(shape, kwargs, ELEMENTS[element])[0] * 3
        expected = torch.nn.functional.interpolate(torch.from_numpy(input.astype(np.float32)).to(dtype), **kwargs)
        assert np.array_equal(ops.interpolate(input, **kwargs).astype(np.float32), expected.float().numpy()), kwargs


@pytest.mark.parametrize("mode,align_corners", SETTINGS_3D)
def test_three_d_nan_and_inf_and_channels_last_3d_match_torch(torch, mode, align_corners):
    st = pytest.importorskip("skucat.torch")
    kwargs = kwargs_of(mode, align_corners, dict(size=(5, 7, 3)))
    x = torch.randn(2, 3, 4, 5, 6, dtype=torch.float64)
    x.view(-1)[[1, 50, 200]] = torch.tensor([float("nan"), float("inf"), -float("inf")], dtype=torch.float64)
    torch.testing.assert_close(st.interpolate(x, **kwargs), torch.nn.functional.interpolate(x, **kwargs), equal_nan=True)
    leaf = torch.randn(2, 3, 4, 5, 6, dtype=torch.float64).to(memory_format=torch.channels_last_3d).requires_grad_()
    out = st.interpolate(leaf, **kwargs)
    expected = torch.nn.functional.interpolate(leaf, **kwargs)
    assert out.is_contiguous(memory_format=torch.channels_last_3d) == \
        expected.is_contiguous(memory_format=torch.channels_last_3d)
    torch.testing.assert_close(out, expected)
    assert torch.autograd.gradcheck(lambda v: st.interpolate(v, **kwargs), (leaf,))


@pytest.mark.parametrize("mode,align_corners", SETTINGS)
def test_nan_and_inf_inputs_match_torch(torch, mode, align_corners):
    for shape, sizing in (SIZINGS[1], SIZINGS[3], SIZINGS[5]):
        kwargs = kwargs_of(mode, align_corners, sizing)
        input, _ = problem(shape, kwargs)
        input.reshape(-1)[[1, 9, 20]] = np.nan, np.inf, -np.inf
        expected, _ = torch_interpolate(torch, input, None, **kwargs)
        out = ops.interpolate(input, **kwargs)
        assert np.array_equal(np.isnan(out), np.isnan(expected)), kwargs
        np.testing.assert_allclose(out, expected, rtol=1e-12, atol=1e-12, err_msg=str(kwargs))


def test_pytorch_cpu_index_rules_are_kept(torch):
    # nearest copies at out = in and halves at out = 2 * in whatever the scale; bilinear copies an
    # axis with out = in (so an inf next to it stays out of the sum); bicubic's backward copies.
    x = np.arange(30.0).reshape(1, 1, 3, 10)
    assert np.array_equal(ops.interpolate(x, scale_factor=(1.1, 2.001))[0, 0, 0], np.repeat(np.arange(10.0), 2))
    spike = np.zeros((1, 1, 3, 3))
    spike[0, 0, 1, 1] = np.inf
    out = ops.interpolate(spike, size=3, mode="bilinear")
    assert np.isnan(out[0, 0, 1, 1]) and np.count_nonzero(np.isnan(out)) == 1
    grad = np.random.default_rng(1).standard_normal((1, 2, 6, 7))
    assert np.array_equal(ops.interpolate_backward(grad, (1, 2, 6, 7), scale_factor=1.1, mode="bicubic",
                                                   align_corners=False), grad)
    np.testing.assert_allclose(ops.interpolate(grad, scale_factor=1.1, mode="bicubic"),
                               torch_interpolate(torch, grad, None, scale_factor=1.1, mode="bicubic")[0], atol=1e-12)


def test_nearest_index_is_computed_in_float32_as_pytorch(torch):
    # 1 / scale_factor rounded to float32 decides which pixel a nearest output reads, also for f64.
    for width, factor in ((7, 2.9), (10, 1.3), (100, 0.7), (33, 3.0000001)):
        x = np.arange(float(width))[None, None, None, :].repeat(2, axis=2)
        for mode in ("nearest", "nearest-exact"):
            out = ops.interpolate(x, scale_factor=(1.0, factor), mode=mode)
            assert np.array_equal(out, torch_interpolate(torch, x, None, scale_factor=(1.0, factor), mode=mode)[0])


# ---- gradients


@pytest.mark.parametrize("mode,align_corners", SETTINGS)
def test_gradients_match_finite_differences(mode, align_corners):
    # The op is linear in its input: central differences of <g, f(x)> are exact up to rounding.
    # (Not at out = in for bicubic, where PyTorch's backward copies.)
    rng = np.random.default_rng(3)
    for shape, sizing in (SIZINGS[1], SIZINGS[4], SIZINGS[8]):
        kwargs = kwargs_of(mode, align_corners, sizing)
        input, grad_output = problem(shape, kwargs, seed=4)
        grad = vjp(ops.interpolate, input, **kwargs)[1](grad_output)["input"]
        for index in map(tuple, rng.integers(0, shape, size=(6, 4))):
            step = np.zeros_like(input)
            step[index] = 1e-3
            difference = np.sum(grad_output * (ops.interpolate(input + step, **kwargs)
                                               - ops.interpolate(input - step, **kwargs))) / 2e-3
            assert difference == pytest.approx(grad[index], abs=1e-9), (kwargs, index)


def test_the_backward_is_a_deterministic_gather_and_atomic_and_sorted_agree_with_it(host):
    input, grad_output = problem((2, 3, 5, 6), dict(scale_factor=1.7))
    for mode in MODES:
        runs = [ops.interpolate_backward(grad_output, input.shape, scale_factor=1.7, mode=mode,
                                         stream=skucat.Stream.host(schedule_seed=seed)) for seed in (1, 2, 3)]
        forward = [ops.interpolate(input, scale_factor=1.7, mode=mode, stream=skucat.Stream.host(schedule_seed=seed))
                   for seed in (1, 2)]
        assert np.array_equal(forward[0], forward[1])
        assert all(np.array_equal(run, runs[0]) for run in runs)
        fields = skucat.families.interpolate._resolve(plans.InterpolateBackwardPlan, input.shape, None, 1.7, mode, None,
                                                      None)
        desc = plans.InterpolateBackwardDescriptor(batch=2, channels=3, in_height=5, in_width=6, element="f64",
                                                   **fields)
        plan = plans.InterpolateBackwardPlan.select(host, desc, PlanPreference())
        assert plan.sku().variant == "gather" and plan.precision_guarantee().deterministic
        wide = plans.InterpolateBackwardPlan.select(host, dataclasses.replace(desc, batch=64, channels=64),
                                                    PlanPreference())
        if mode.startswith("nearest"):   # the per-row and per-column tables alone
            assert 0 < plan.workspace_size() == wide.workspace_size()
            continue
        # bilinear and bicubic: the first pass's sums, 8 bytes per (plane, output row, input column)
        assert wide.workspace_size() - plan.workspace_size() == (64 * 64 - 2 * 3) * fields["out_height"] * 6 * 8
        for variant, deterministic in (("atomic", False), ("sorted", True)):
            other = plans.InterpolateBackwardPlan.select(host, desc, PlanPreference(variant=variant))
            assert other.sku().variant == variant and other.precision_guarantee().deterministic == deterministic
            grad_input = np.full(input.shape, np.nan)
            other.run(host, Workspace.allocate(host, other.workspace_size()),
                      plans.InterpolateBackwardArgs(grad_output=grad_output, grad_input=grad_input))
            np.testing.assert_allclose(grad_input, runs[0], rtol=1e-13, atol=1e-13)


def test_16_bit_atomic_backward_accumulates_in_an_f32_workspace(host):
    desc = plans.InterpolateBackwardDescriptor(batch=2, channels=3, in_height=4, in_width=5, out_height=8,
                                               out_width=9, element="bf16", mode="bicubic")
    plan = plans.InterpolateBackwardPlan.select(host, desc, PlanPreference(variant="atomic"))
    assert plan.workspace_size() >= 2 * 3 * 4 * 5 * 4


# ---- sizes PyTorch accepts, and everything it refuses


def test_empty_batch_gives_empty_outputs(torch):
    input = np.zeros((0, 3, 4, 5))
    for mode, align_corners in SETTINGS:
        kwargs = kwargs_of(mode, align_corners, dict(scale_factor=1.5))
        out = ops.interpolate(input, **kwargs)
        assert out.shape == torch_interpolate(torch, input, None, **kwargs)[0].shape == (0, 3, 6, 7)
        assert ops.interpolate_backward(out, input.shape, **kwargs).shape == input.shape


def test_extreme_scales_never_write_out_of_bounds(host):
    # Plan-layer scales that put every source position far outside the image, or at 0.
    for element, mode in itertools.product(ELEMENTS, ("nearest", "nearest_exact", "bilinear", "bicubic")):
        dtype = ELEMENTS[element]
        for scales in (1e-30, 1e30, 2.0**-126):   # the smallest scale the plan takes
            fields = dict(batch=1, channels=2, in_height=3, in_width=4, out_height=5, out_width=7, element=element,
                          mode=mode, scales_h=scales, scales_w=scales)
            input = np.arange(24).reshape(1, 2, 3, 4).astype(dtype)
            buffer = np.full(2 * 35 + 64, 7, dtype)
            out = buffer[32:-32].reshape(1, 2, 5, 7)
            plan = plans.InterpolatePlan.select(host, plans.InterpolateDescriptor(**fields))
            plan.run(host, Workspace.allocate(host, plan.workspace_size()), plans.InterpolateArgs(input=input, out=out))
            assert np.all(buffer[:32] == 7) and np.all(buffer[-32:] == 7)
            assert set(np.unique(out.astype(np.float64))) <= set(range(24)) | {0.0} or mode in ("bilinear", "bicubic")
            assert np.all(np.isfinite(out.astype(np.float64)))
            plan = plans.InterpolateBackwardPlan.select(host, plans.InterpolateBackwardDescriptor(**fields))
            buffer = np.full(24 + 64, 7, dtype)
            grad_input = buffer[32:-32].reshape(1, 2, 3, 4)
            plan.run(host, Workspace.allocate(host, plan.workspace_size()),
                     plans.InterpolateBackwardArgs(grad_output=np.ones((1, 2, 5, 7), dtype), grad_input=grad_input))
            assert np.all(buffer[:32] == 7) and np.all(buffer[-32:] == 7)
            assert grad_input.astype(np.float64).sum() == pytest.approx(70, rel=1e-2)


X = np.zeros((2, 3, 4, 5), np.float32)
GO = np.zeros((2, 3, 8, 10), np.float32)


@pytest.mark.parametrize("call,error,message", [
    (lambda: ops.interpolate(X, size=3, align_corners=False), skucat.InvalidArgumentError,
     "align_corners can only be set"),
    (lambda: ops.interpolate(X, size=3, mode="nearest-exact", align_corners=True), skucat.InvalidArgumentError,
     "align_corners can only be set"),
    (lambda: ops.interpolate(X, size=3, scale_factor=2.0), skucat.InvalidArgumentError, "only one of size"),
    (lambda: ops.interpolate(X), skucat.InvalidArgumentError, "either size or scale_factor"),
    (lambda: ops.interpolate(X, size=3, recompute_scale_factor=True), skucat.InvalidArgumentError,
     "recompute_scale_factor is not meaningful"),
    (lambda: ops.interpolate(X, size=0), skucat.InvalidArgumentError, "size 0 gives output size"),
    (lambda: ops.interpolate(X, size=(3, -1)), skucat.InvalidArgumentError, "size .* gives output size"),
    (lambda: ops.interpolate(X, scale_factor=0.1), skucat.InvalidArgumentError, "scale_factor 0.1 gives output"),
    (lambda: ops.interpolate(X, scale_factor=-1.0, recompute_scale_factor=True), skucat.InvalidArgumentError,
     "scale_factor -1.0 gives output"),
    (lambda: ops.interpolate(X, scale_factor=float("nan")), skucat.InvalidArgumentError, "scale_factor must be finite"),
    (lambda: ops.interpolate(X, scale_factor=float("inf")), skucat.InvalidArgumentError, "scale_factor must be finite"),
    (lambda: ops.interpolate(X, scale_factor=1e308), skucat.OutOfRangeError, "scale_factor 1e.308 gives .*beyond any"),
    (lambda: ops.interpolate(X, scale_factor=-1e308), skucat.OutOfRangeError, "scale_factor -1e.308 gives"),
    (lambda: ops.interpolate(X, size=(3, 3, 3)), skucat.InvalidArgumentError, "size must have one value per"),
    (lambda: ops.interpolate(X, scale_factor=(2.0, 2.0, 2.0)), skucat.InvalidArgumentError,
     "scale_factor must have one value per"),
    (lambda: ops.interpolate(X, size=3.0), skucat.InvalidArgumentError, "size must be an int"),
    (lambda: ops.interpolate(X, size=True), skucat.InvalidArgumentError, "size must be an int"),
    (lambda: ops.interpolate(X, scale_factor="2"), skucat.InvalidArgumentError, "scale_factor must be a number"),
    (lambda: ops.interpolate(X, size=3, antialias=True), skucat.InvalidArgumentError, "antialias is for"),
    (lambda: ops.interpolate(X[0], size=3, mode="linear", antialias=True), skucat.InvalidArgumentError,
     "antialias is for the bilinear and bicubic modes of 4-D input"),
    (lambda: ops.interpolate(X, size=3, mode="bilinear", antialias=1), skucat.InvalidArgumentError,
     "antialias must be a bool"),
    (lambda: ops.interpolate_backward(GO, (2, 3, 4, 5), size=(8, 10), antialias=True), skucat.InvalidArgumentError,
     "antialias is for the bilinear and bicubic modes, not 'nearest'"),
    (lambda: ops.interpolate_backward(GO[0], (2, 3, 5), size=10, mode="linear", antialias=True),
     skucat.InvalidArgumentError, "antialias is for the bilinear and bicubic modes of 4-D input"),
    (lambda: ops.interpolate(X, size=3, mode="lanczos"), skucat.UnsupportedError, "'lanczos' is not implemented"),
    (lambda: ops.interpolate(X, size=3, mode="linear"), skucat.UnsupportedError, "'linear' needs 3-D input"),
    (lambda: ops.interpolate(X, size=3, mode="trilinear"), skucat.UnsupportedError, "'trilinear' needs 5-D"),
    (lambda: ops.interpolate(X, size=3, mode="nearest_exact"), skucat.InvalidArgumentError, "mode must be one of"),
    (lambda: ops.interpolate(X, size=3, mode=None), skucat.InvalidArgumentError, "mode must be one of"),
    (lambda: ops.interpolate(X, size=3, mode="bilinear", align_corners=1), skucat.InvalidArgumentError,
     "align_corners must be a bool"),
    (lambda: ops.interpolate(X[0, 0], size=3), skucat.UnsupportedError, "3-D input .* or 5-D"),
    (lambda: ops.interpolate(X[None, None], size=3), skucat.UnsupportedError, "3-D input .* or 5-D"),
    (lambda: ops.interpolate(X[None], size=3, mode="bilinear"), skucat.InvalidArgumentError,
     "5-D input .* takes mode 'nearest', 'nearest-exact', 'trilinear' or 'area', not 'bilinear'"),
    (lambda: ops.interpolate(X[None], size=(3, 4), mode="trilinear"), skucat.InvalidArgumentError,
     r"size must have one value per spatial dim \(3 for 5-D input\)"),
    (lambda: ops.interpolate(X[None], size=3, mode="trilinear", antialias=True), skucat.InvalidArgumentError,
     "antialias is for the bilinear and bicubic modes"),
    (lambda: ops.interpolate(X[None], size=3, align_corners=True), skucat.InvalidArgumentError,
     "align_corners can only be set"),
    (lambda: ops.interpolate_backward(GO[None], (1, 2, 3, 4, 5), size=3, mode="trilinear"), skucat.ShapeError,
     r"grad_output must have the output's shape \(1, 2, 3, 3, 3\)"),
    (lambda: ops.interpolate(X[0], size=3, mode="bilinear"), skucat.InvalidArgumentError,
     "3-D input .* takes mode 'linear' or 'nearest' or 'nearest-exact', not 'bilinear'"),
    (lambda: ops.interpolate(X[0], size=(3, 4), mode="linear"), skucat.InvalidArgumentError,
     r"size must have one value per spatial dim \(1 for 3-D input\)"),
    (lambda: ops.interpolate(X[0], size=3, mode="lanczos"), skucat.UnsupportedError, "'lanczos' is not implemented"),
    (lambda: ops.interpolate_backward(GO[0], (3, 8, 5), size=3, mode="linear"), skucat.ShapeError,
     "grad_output has out_width = 10 where size gives out_width = 3"),
    (lambda: ops.interpolate(X[:, :0], size=3), skucat.ShapeError, "input must have at least one channel"),
    (lambda: ops.interpolate(X[:, :, :0], size=3), skucat.ShapeError, "limit in_height >= 1"),
    (lambda: ops.interpolate(X.astype(np.int64), size=3), skucat.DTypeError, "input must have a dtype among"),
    (lambda: ops.interpolate_backward(GO, (2, 3, 4, 5), size=(8, 9)), skucat.ShapeError,
     "grad_output has out_width = 10 where size gives out_width = 9"),
    (lambda: ops.interpolate_backward(GO, (2, 4, 4, 5), scale_factor=2), skucat.ShapeError,
     "grad_output has channels = 3 where input_size gives channels = 4"),
    (lambda: ops.interpolate_backward(GO, (4, 5), scale_factor=2), skucat.InvalidArgumentError,
     "input_size must be the input's shape"),
    (lambda: ops.interpolate_backward(GO, (2, 3, 4, 5), scale_factor=2, align_corners=True),
     skucat.InvalidArgumentError, "align_corners can only be set"),
    (lambda: ops.interpolate_backward(GO[0], (2, 3, 4, 5), scale_factor=2), skucat.ShapeError,
     "grad_output must have rank 4"),
])
def test_bad_input_raises_before_running(call, error, message):
    with pytest.raises(error, match=message) as info:
        call()
    assert isinstance(info.value, skucat.SkucatError)


def test_pytorch_refuses_the_same_inputs(torch):
    # The cases above that are PyTorch errors (not unimplemented features) are errors there too.
    x = torch.zeros(2, 3, 4, 5)
    for kwargs in (dict(size=3, align_corners=False), dict(size=3, scale_factor=2.0), dict(),
                   dict(size=3, recompute_scale_factor=True), dict(size=0), dict(scale_factor=0.1),
                   dict(scale_factor=float("nan")), dict(size=(3, 3, 3)), dict(size=3.0),
                   dict(size=3, antialias=True), dict(size=3, mode="nearest_exact"), dict(size=3, mode="linear")):
        with pytest.raises((ValueError, TypeError, RuntimeError, NotImplementedError)):
            torch.nn.functional.interpolate(x, **kwargs)
    with pytest.raises(RuntimeError, match="Non-empty 4D"):
        torch.nn.functional.interpolate(x[:, :0], size=3)
    for kwargs in (dict(size=3, mode="bilinear"), dict(size=(3, 4), mode="trilinear"), dict(size=3, align_corners=True),
                   dict(size=3, mode="trilinear", antialias=True)):
        with pytest.raises((ValueError, RuntimeError, NotImplementedError)):
            torch.nn.functional.interpolate(x[None], **kwargs)
    with pytest.raises(ValueError, match="Anti-alias option is restricted"):
        torch.nn.functional.interpolate(x[0], size=3, mode="linear", antialias=True)


@pytest.mark.parametrize("change,error,message", [
    (dict(in_height=0), skucat.ShapeError, "limit in_height >= 1"),
    (dict(out_width=0), skucat.ShapeError, "limit out_width >= 1"),
    (dict(channels=0), skucat.ShapeError, "limit channels >= 1"),
    (dict(mode="nearest", align_corners=True), skucat.InvalidArgumentError, "align_corners is for bilinear"),
    (dict(scales_h=0.0), skucat.InvalidArgumentError, "scales_h is None or a finite number of at least"),
    (dict(scales_w=float("nan")), skucat.InvalidArgumentError, "scales_w is None or a finite number of at least"),
    (dict(scales_w=-2.0), skucat.InvalidArgumentError, "scales_w is None or a finite number of at least"),
    (dict(mode="nearest-exact"), skucat.InvalidArgumentError, "mode must be one of"),
    (dict(align_corners=None), skucat.InvalidArgumentError, "align_corners must be bool"),
])
@pytest.mark.parametrize("plan", [plans.InterpolatePlan, plans.InterpolateBackwardPlan])
def test_bad_descriptors(host, plan, change, error, message):
    fields = {**dict(batch=1, channels=1, in_height=3, in_width=3, out_height=2, out_width=2, mode="bilinear"),
              **change}
    with pytest.raises(error, match=message):
        plan.select(host, plan.Descriptor(**fields), PlanPreference())


# ---- antialias=True (aten's _upsample_bilinear2d_aa and _upsample_bicubic2d_aa)

SETTINGS_AA = list(itertools.product(("bilinear", "bicubic"), (False, True)))
# Downscales by integer and fractional factors (the window widens), upscales, one axis unchanged
# (the forward copies it), out = in with a scale (copied forward, filtered backward), size 1 either way.
SIZINGS_AA = [*SIZINGS, ((1, 2, 17, 23), dict(size=(5, 7))), ((1, 2, 30, 31), dict(size=(7, 30))),
              ((2, 1, 40, 3), dict(size=(3, 9))), ((1, 1, 1, 5), dict(size=(3, 2))),
              ((1, 2, 64, 48), dict(scale_factor=0.25)), ((1, 1, 9, 12), dict(scale_factor=(1.0, 0.3)))]


def aa_kwargs(mode, align_corners, sizing):
    return dict(sizing, mode=mode, align_corners=align_corners, antialias=True)


@pytest.mark.parametrize("element", ["f64", "f32"])
@pytest.mark.parametrize("mode,align_corners", SETTINGS_AA)
def test_antialias_and_its_gradient_match_torch(torch, element, mode, align_corners):
    """Within a few roundings of PyTorch's (whose compiler fuses some products and sums, so its bits
    are not reproducible): the same windows, weights and order of the sums."""
    eps = float(np.finfo(ELEMENTS[element]).eps)
    for shape, sizing in SIZINGS_AA:
        kwargs = aa_kwargs(mode, align_corners, sizing)
        input, grad_output = problem(shape, kwargs, ELEMENTS[element])
        expected, expected_grad = torch_interpolate(torch, input, grad_output, **kwargs)
        out, pullback = vjp(ops.interpolate, input, **kwargs)
        grad = pullback(grad_output)["input"]
        assert out.dtype == grad.dtype == input.dtype and out.shape == expected.shape and grad.shape == shape
        np.testing.assert_allclose(out, expected, rtol=0, atol=64 * eps * np.abs(input).max(), err_msg=str(kwargs))
        np.testing.assert_allclose(grad, expected_grad, rtol=0, atol=64 * eps * np.abs(grad_output).max() * 4,
                                   err_msg=str(kwargs))
        if shape[2:] == out.shape[2:]:   # PyTorch's forward copies an unchanged size, whatever the scales
            assert np.array_equal(out, input)


@pytest.mark.parametrize("mode,align_corners", SETTINGS_AA)
def test_antialias_reference_matches_torch_float64(torch, mode, align_corners):
    for shape, sizing in SIZINGS_AA:
        kwargs = aa_kwargs(mode, align_corners, sizing)
        input, grad_output = problem(shape, kwargs)
        expected, expected_grad = torch_interpolate(torch, input, grad_output, **kwargs)
        fields = skucat.families.interpolate._resolve(plans.InterpolatePlan, shape, sizing.get("size"),
                                                      sizing.get("scale_factor"), mode, align_corners,
                                                      sizing.get("recompute_scale_factor"), True)
        assert fields["mode"] == mode + "_aa"
        out, _ = reference.interpolate(input, **fields)
        grad, _ = reference.interpolate_backward(grad_output, shape[2], shape[3], **fields)
        np.testing.assert_allclose(out, expected, rtol=1e-12, atol=1e-12, err_msg=str(kwargs))
        np.testing.assert_allclose(grad, expected_grad, rtol=1e-12, atol=1e-12, err_msg=str(kwargs))


@pytest.mark.parametrize("element", ["f16", "bf16"])
@pytest.mark.parametrize("mode", ["bilinear", "bicubic"])
def test_antialias_16_bit_elements_are_the_f32_result_rounded_once(torch, element, mode):
    """PyTorch's CPU kernels refuse f16 and bf16 here; skucat computes them in f32 (as its f32 SKU, and
    as PyTorch's f32 kernel on the same values) and rounds once to the element."""
    eps = float(ml_dtypes.finfo(ELEMENTS[element]).eps)
    for shape, sizing in SIZINGS_AA[::2]:
        kwargs = aa_kwargs(mode, False, sizing)
        input, grad_output = problem(shape, kwargs, ELEMENTS[element])
        expected, expected_grad = torch_interpolate(torch, input.astype(np.float32), grad_output.astype(np.float32),
                                                    **kwargs)
        out, pullback = vjp(ops.interpolate, input, **kwargs)
        grad = pullback(grad_output)["input"]
        assert out.dtype == grad.dtype == input.dtype
        np.testing.assert_allclose(out.astype(np.float32), expected, rtol=eps / 2, atol=1e-5, err_msg=str(kwargs))
        np.testing.assert_allclose(grad.astype(np.float32), expected_grad, rtol=eps / 2, atol=1e-5, err_msg=str(kwargs))
        ours = ops.interpolate(input.astype(np.float32), **kwargs)
        assert np.array_equal(out, ours.astype(ELEMENTS[element]))


@pytest.mark.parametrize("mode,align_corners", SETTINGS_AA)
def test_antialias_nan_and_inf_propagate_as_in_torch(torch, mode, align_corners):
    for shape, sizing in (SIZINGS_AA[3], SIZINGS_AA[10], SIZINGS_AA[12], SIZINGS_AA[15]):
        kwargs = aa_kwargs(mode, align_corners, sizing)
        input, grad_output = problem(shape, kwargs)
        input.reshape(-1)[[1, 9, 20]] = np.nan, np.inf, -np.inf
        grad_output.reshape(-1)[[0, 3]] = np.inf, np.nan
        expected, expected_grad = torch_interpolate(torch, input, grad_output, **kwargs)
        out = ops.interpolate(input, **kwargs)
        grad = ops.interpolate_backward(grad_output, shape, **kwargs)
        for ours, theirs in ((out, expected), (grad, expected_grad)):
            assert np.array_equal(np.isnan(ours), np.isnan(theirs)), kwargs
            np.testing.assert_allclose(ours, theirs, rtol=1e-12, atol=1e-12, err_msg=str(kwargs))


def test_antialias_backward_is_a_deterministic_gather(host):
    input, grad_output = problem((2, 3, 20, 17), dict(size=(6, 5)))
    for mode in ("bilinear", "bicubic"):
        kwargs = dict(size=(6, 5), mode=mode, antialias=True)
        runs = [ops.interpolate_backward(grad_output, input.shape, stream=skucat.Stream.host(schedule_seed=seed),
                                         **kwargs) for seed in (1, 2, 3)]
        assert all(np.array_equal(run, runs[0]) for run in runs)
        desc = plans.InterpolateBackwardDescriptor(batch=2, channels=3, in_height=20, in_width=17, out_height=6,
                                                   out_width=5, element="f64", mode=mode + "_aa")
        plan = plans.InterpolateBackwardPlan.select(host, desc, PlanPreference(deterministic=True))
        assert plan.sku().variant == "gather" and plan.precision_guarantee().bit_stable
        with pytest.raises(skucat.UnsupportedError):
            plans.InterpolateBackwardPlan.select(host, desc, PlanPreference(variant="atomic"))


def test_antialias_windows_never_reach_outside_the_input(host):
    # Plan-layer scales far beyond what F.interpolate gives: every window stays inside the image.
    for element, mode in itertools.product(ELEMENTS, ("bilinear_aa", "bicubic_aa")):
        dtype = ELEMENTS[element]
        for scales in (1e-30, 1e30, 2.0**-126, 0.01):
            fields = dict(batch=1, channels=2, in_height=3, in_width=4, out_height=5, out_width=7, element=element,
                          mode=mode, scales_h=scales, scales_w=scales)
            input = np.arange(24).reshape(1, 2, 3, 4).astype(dtype)
            buffer = np.full(2 * 35 + 64, 7, dtype)
            out = buffer[32:-32].reshape(1, 2, 5, 7)
            plan = plans.InterpolatePlan.select(host, plans.InterpolateDescriptor(**fields))
            plan.run(host, Workspace.allocate(host, plan.workspace_size()), plans.InterpolateArgs(input=input, out=out))
            assert np.all(buffer[:32] == 7) and np.all(buffer[-32:] == 7)
            assert np.all(np.isfinite(out.astype(np.float64)))
            plan = plans.InterpolateBackwardPlan.select(host, plans.InterpolateBackwardDescriptor(**fields))
            buffer = np.full(24 + 64, 7, dtype)
            grad_input = buffer[32:-32].reshape(1, 2, 3, 4)
            plan.run(host, Workspace.allocate(host, plan.workspace_size()),
                     plans.InterpolateBackwardArgs(grad_output=np.ones((1, 2, 5, 7), dtype), grad_input=grad_input))
            assert np.all(buffer[:32] == 7) and np.all(buffer[-32:] == 7)
            assert np.all(np.isfinite(grad_input.astype(np.float64)))


def test_antialias_through_skucat_torch(torch):
    """Gradients (gradcheck, gradgradcheck), forward-mode AD and channels_last as for the other modes."""
    st = pytest.importorskip("skucat.torch")
    for mode, kwargs in (("bilinear", dict(size=(3, 5))), ("bicubic", dict(scale_factor=(0.4, 1.7)))):
        kwargs = dict(kwargs, mode=mode, antialias=True)
        x = torch.randn(1, 2, 7, 4, dtype=torch.float64, requires_grad=True)
        assert torch.autograd.gradcheck(lambda v: st.interpolate(v, **kwargs), (x,), check_batched_grad=True)
        assert torch.autograd.gradgradcheck(lambda v: st.interpolate(v, **kwargs), (x,))
        t = torch.randn_like(x)
        _, tangent = torch.func.jvp(lambda v: st.interpolate(v, **kwargs), (x.detach(),), (t,))
        _, expected = torch.func.jvp(lambda v: torch.nn.functional.interpolate(v, **kwargs), (x.detach(),), (t,))
        torch.testing.assert_close(tangent, expected)
        leaf = torch.randn(2, 3, 9, 8, dtype=torch.float64).to(memory_format=torch.channels_last).requires_grad_()
        out = st.interpolate(leaf, **kwargs)
        theirs = torch.nn.functional.interpolate(leaf, **kwargs)
        assert out.is_contiguous(memory_format=torch.channels_last) == \
            theirs.is_contiguous(memory_format=torch.channels_last)
        torch.testing.assert_close(out, theirs)
        grad = torch.randn_like(theirs)
        ours, = torch.autograd.grad(out, leaf, grad)
        expected, = torch.autograd.grad(theirs, leaf, grad)
        torch.testing.assert_close(ours, expected)


def test_antialias_empty_batch(torch):
    input = np.zeros((0, 3, 8, 9))
    for mode in ("bilinear", "bicubic"):
        kwargs = dict(scale_factor=0.5, mode=mode, antialias=True)
        out = ops.interpolate(input, **kwargs)
        assert out.shape == torch_interpolate(torch, input, None, **kwargs)[0].shape == (0, 3, 4, 4)
        assert ops.interpolate_backward(out, input.shape, **kwargs).shape == input.shape


# ---- uint8 images

@pytest.mark.parametrize("mode", ["nearest", "nearest-exact"])
def test_uint8_nearest_modes_copy_as_torch(torch, mode):
    rng = np.random.default_rng(5)
    for shape, sizing in [*SIZINGS, *SIZINGS_1D, *SIZINGS_3D]:
        input = rng.integers(0, 256, shape).astype(np.uint8)
        out = ops.interpolate(input, mode=mode, **sizing)
        expected = torch.nn.functional.interpolate(torch.from_numpy(input), mode=mode, **sizing).numpy()
        assert out.dtype == np.uint8 and np.array_equal(out, expected), (shape, sizing)


def test_uint8_through_skucat_torch_keeps_channels_last_and_has_no_gradient(torch):
    st = pytest.importorskip("skucat.torch")
    x = torch.randint(0, 256, (2, 3, 7, 9), dtype=torch.uint8).to(memory_format=torch.channels_last)
    for mode in ("nearest", "nearest-exact"):
        out = st.interpolate(x, size=(4, 13), mode=mode)
        expected = torch.nn.functional.interpolate(x, size=(4, 13), mode=mode)
        assert out.dtype == torch.uint8 and torch.equal(out, expected) and not out.requires_grad
        assert out.is_contiguous(memory_format=torch.channels_last) == \
            expected.is_contiguous(memory_format=torch.channels_last)


def pytorch_uint8_bug(channels, shape, out_shape):
    """PyTorch 2.13's uint8 bilinear and bicubic fail here: an internal assert (3 channels, a 1 x 1
    output), or every output row of the first's value (more than 4 channels, an output width of 1)."""
    return (channels == 3 and tuple(out_shape[2:]) == (1, 1)) or (channels > 4 and out_shape[3] == 1 and
                                                                   out_shape[2] > 1 and shape[3] > 1)


@pytest.mark.parametrize("mode,antialias", list(itertools.product(("bilinear", "bicubic"), (False, True))))
def test_uint8_bilinear_and_bicubic_match_torch_bit_for_bit(torch, mode, antialias):
    """aten's fixed-point arithmetic, whichever of its kernels runs (AVX for up to 4 channels, the
    generic one above), and channels_last kept through skucat.torch."""
    st = pytest.importorskip("skucat.torch")
    rng = np.random.default_rng(6)
    for channels, align_corners, (shape, sizing) in itertools.product((1, 3, 4, 5), (False, True), SIZINGS_AA):
        shape = (shape[0], channels, *shape[2:])
        kwargs = dict(sizing, mode=mode, align_corners=align_corners, antialias=antialias)
        input = rng.integers(0, 256, shape).astype(np.uint8)
        out = ops.interpolate(input, **kwargs)
        if pytorch_uint8_bug(channels, shape, out.shape):
            continue
        expected = torch.nn.functional.interpolate(torch.from_numpy(input), **kwargs).numpy()
        assert out.dtype == np.uint8 and np.array_equal(out, expected), (channels, kwargs)
    x = torch.randint(0, 256, (2, 3, 17, 12), dtype=torch.uint8).to(memory_format=torch.channels_last)
    out = st.interpolate(x, size=(5, 7), mode=mode, antialias=antialias)
    expected = torch.nn.functional.interpolate(x, size=(5, 7), mode=mode, antialias=antialias)
    assert torch.equal(out, expected) and out.is_contiguous(memory_format=torch.channels_last)


@pytest.mark.parametrize("mode", ["bilinear", "bicubic"])
def test_uint8_width_pass_in_row_groups_matches_torch_on_every_schedule(torch, mode):
    """The host's width pass takes 16 rows at a time through a tile of 256 columns: row counts that
    are no multiple of 16, windows wider than the tile (taken row by row), outputs whose windows
    span several tiles, and runs split among workers or shuffled, all bit for bit torch's."""
    rng = np.random.default_rng(21)
    cases = [((1, 3, 5, 1100), (5, 3), True),      # 15 rows, windows of ~735 columns
             ((2, 3, 11, 1000), (11, 400), True),  # 66 rows, a run over several tiles
             ((1, 1, 17, 300), (17, 37), False), ((3, 1, 16, 40), (16, 97), True),
             ((2, 3, 256, 1000), (256, 400), True)]   # long enough to split among workers
    streams = [skucat.Stream.host(workers=1), skucat.Stream.host(workers=3)] + \
        [skucat.Stream.host(schedule_seed=k) for k in range(2)]
    for shape, size, antialias in cases:
        input = rng.integers(0, 256, shape).astype(np.uint8)
        expected = torch.nn.functional.interpolate(torch.from_numpy(input), size=size, mode=mode,
                                                   antialias=antialias).numpy()
        for stream in streams:
            out = ops.interpolate(input, size=size, mode=mode, antialias=antialias, stream=stream)
            assert np.array_equal(out, expected), (shape, size, antialias, stream.workers, stream.schedule_seed)


def test_uint8_output_width_1_is_filtered_where_pytorch_repeats_the_first_row(torch):
    # PyTorch's generic uint8 kernel (more than 4 channels) gives every row the first row's value when
    # the output width is 1; skucat filters each row as PyTorch's AVX kernel (up to 4 channels) does.
    input = np.random.default_rng(7).integers(0, 256, (1, 5, 8, 8)).astype(np.uint8)
    out = ops.interpolate(input, size=(3, 1), mode="bilinear")
    theirs = torch.nn.functional.interpolate(torch.from_numpy(input[:, :4].copy()), size=(3, 1), mode="bilinear")
    assert np.array_equal(out[:, :4], theirs.numpy())


@pytest.mark.parametrize("shape,kwargs,error,message", [
    ((1, 3, 8), dict(mode="linear"), skucat.DTypeError, "'linear' takes float input, not uint8"),
    ((1, 3, 4, 8, 8), dict(mode="trilinear"), skucat.DTypeError, "'trilinear' takes float input, not uint8"),
    ((1, 3, 8, 8), dict(mode="area"), skucat.DTypeError, "input must have a dtype among"),
])
def test_uint8_modes_refused(torch, shape, kwargs, error, message):
    with pytest.raises(error, match=message):
        ops.interpolate(np.zeros(shape, np.uint8), size=4, **kwargs)
    with pytest.raises(RuntimeError, match="not implemented for 'Byte'"):
            torch.nn.functional.interpolate(torch.zeros(shape, dtype=torch.uint8), size=4, **kwargs)
