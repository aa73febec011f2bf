"""adaptive_avg_pool2d and its backward against PyTorch (F.adaptive_avg_pool2d and autograd) in every
element, the float64 reference written from the definition, and gradcheck through skucat.torch;
interpolate's mode 'area' through it; output_size's forms and every way to call them wrongly."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import skucat
from skucat import ops
from skucat.reference import pool as reference

ELEMENTS = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "f64": np.float64}
# input shape, output_size: divisible and overlapping cells, upsampling, global pooling (of fewer
# planes than the host sums side by side, and of more), rows longer than the host's backward takes at
# a time, a single row, out = in, None entries, an int, a list, [C, H, W] input, empty batch, channels
# and output.
PROBLEMS = [
    ((2, 3, 8, 8), (4, 4)),
    ((2, 3, 7, 5), (3, 4)),
    ((1, 2, 3, 4), (7, 9)),
    ((2, 4, 7, 7), 1),
    ((3, 13, 5, 4), 1),
    ((1, 2, 5, 37), (2, 5)),
    ((1, 2, 1, 10), (1, 3)),
    ((1, 2, 5, 6), (5, 6)),
    ((2, 3, 7, 5), (None, 2)),
    ((2, 3, 7, 5), (3, None)),
    ((2, 3, 9, 6), [4, 2]),
    ((3, 11, 4), (5, 3)),
    ((0, 3, 5, 6), (2, 2)),
    ((2, 0, 5, 6), (2, 2)),
    ((2, 3, 5, 6), (0, 2)),
]


def _torch_pool(torch, input, grad, output_size):
    """F.adaptive_avg_pool2d's output and autograd's gradient of `grad` (None without one, or for an
    empty output, which PyTorch's backward refuses), in float64 on the same values."""
    x = torch.from_numpy(np.asarray(input, np.float64)).requires_grad_()
    out = torch.nn.functional.adaptive_avg_pool2d(x, output_size)
    if grad is None or out.numel() == 0:
        return out.detach().numpy(), None
    out.backward(torch.from_numpy(np.asarray(grad, np.float64)))
    return out.detach().numpy(), x.grad.numpy()


def _tolerance(dtype):
    eps = float(ml_dtypes.finfo(dtype).eps)
    return dict(rtol=4 * eps, atol=4 * eps)


@pytest.mark.parametrize("shape,output_size", PROBLEMS)
def test_reference_matches_torch_float64(torch, shape, output_size):
    rng = np.random.default_rng(0)
    x = rng.standard_normal(shape)
    expected, _ = _torch_pool(torch, x, None, output_size)
    planes = int(np.prod(shape[:-2]))
    value, _ = reference.adaptive_avg_pool2d(x.reshape(planes, *shape[-2:]), *expected.shape[-2:])
    np.testing.assert_allclose(value.reshape(expected.shape), expected, rtol=1e-14, atol=1e-15)
    grad = rng.standard_normal(expected.shape)
    _, wanted = _torch_pool(torch, x, grad, output_size)
    if wanted is not None:
        found, _ = reference.adaptive_avg_pool2d_backward(grad.reshape(planes, *grad.shape[-2:]), *shape[-2:])
        np.testing.assert_allclose(found.reshape(shape), wanted, rtol=1e-14, atol=1e-15)


@pytest.mark.parametrize("element", ELEMENTS)
@pytest.mark.parametrize("shape,output_size", PROBLEMS)
def test_ops_and_gradients_match_torch(torch, element, shape, output_size):
    dtype = ELEMENTS[element]
    rng = np.random.default_rng(1)
    x = rng.standard_normal(shape).astype(dtype)
    expected, _ = _torch_pool(torch, x, None, output_size)
    out = ops.adaptive_avg_pool2d(x, output_size)
    assert out.dtype == dtype and out.shape == expected.shape
    np.testing.assert_allclose(out.astype(np.float64), expected, **_tolerance(dtype))
    grad = rng.standard_normal(out.shape).astype(dtype)
    _, wanted = _torch_pool(torch, x, grad, output_size)
    found = ops.adaptive_avg_pool2d_backward(grad, shape)
    assert found.dtype == dtype and found.shape == shape
    np.testing.assert_allclose(found.astype(np.float64), np.zeros(shape) if wanted is None else wanted,
                               **_tolerance(dtype))


@pytest.mark.parametrize("element", ("f32", "f64"))
def test_sums_are_pytorchs_bit_for_bit_where_it_sums_in_order(torch, element):
    """PyTorch's CPU kernels sum each cell rows first, then divide by its height and its width; the
    backward adds each cell's share in (oh, ow) order: skucat does the same, so the bits agree."""
    dtype = ELEMENTS[element]
    x = np.random.default_rng(2).standard_normal((2, 3, 13, 11)).astype(dtype)
    for size in ((5, 4), (13, 11), (20, 17)):
        t = torch.from_numpy(x).requires_grad_()
        out = torch.nn.functional.adaptive_avg_pool2d(t, size)
        grad = torch.from_numpy(np.random.default_rng(3).standard_normal(out.shape).astype(dtype))
        out.backward(grad)
        assert np.array_equal(ops.adaptive_avg_pool2d(x, size), out.detach().numpy())
        assert np.array_equal(ops.adaptive_avg_pool2d_backward(grad.numpy(), x.shape), t.grad.numpy())


@pytest.mark.parametrize("workers,seed", [(2, None), (3, 1), (1, 2), (1, 3)])
def test_a_backward_whose_planes_the_host_splits_between_workers_keeps_pytorchs_bits(torch, workers, seed):
    """The host cuts a plane of 9,000 items into pieces of 4,096, within rows that share their output
    rows with the row before (which a row repeats only where both are whole in the piece), run in
    any order: every split gives PyTorch's bits."""
    grad = np.random.default_rng(5).standard_normal((1, 3, 5, 23)).astype(np.float32)
    x = torch.zeros((1, 3, 100, 90), requires_grad=True)
    torch.nn.functional.adaptive_avg_pool2d(x, (5, 23)).backward(torch.from_numpy(grad))
    stream = skucat.Stream.host(workers=workers, schedule_seed=seed)
    assert np.array_equal(ops.adaptive_avg_pool2d_backward(grad, x.shape, stream=stream), x.grad.numpy())


def test_nan_and_inf_stay_in_their_cells(torch):
    x = np.random.default_rng(4).standard_normal((1, 2, 7, 5))
    x[0, 0, 0, 0], x[0, 0, 6, 4], x[0, 1, 3, 2] = np.nan, np.inf, -np.inf
    expected, _ = _torch_pool(torch, x, None, (3, 4))
    np.testing.assert_allclose(ops.adaptive_avg_pool2d(x, (3, 4)), expected, rtol=1e-14, atol=1e-15)
    assert np.isnan(expected).any() and np.isinf(expected).any() and np.isfinite(expected).any()


def test_gradcheck_through_the_bridge(torch):
    st = pytest.importorskip("skucat.torch")
    x = torch.randn(2, 3, 5, 4, dtype=torch.float64, requires_grad=True)
    for size in ((3, 5), 1, (None, 2)):
        assert torch.autograd.gradcheck(lambda x: st.adaptive_avg_pool2d(x, size), (x,))
    for kwargs in (dict(size=(3, 5)), dict(scale_factor=0.5), dict(scale_factor=(1.6, 0.7))):
        assert torch.autograd.gradcheck(lambda x: st.interpolate(x, mode="area", **kwargs), (x,))
    line = torch.randn(2, 3, 7, dtype=torch.float64, requires_grad=True)
    assert torch.autograd.gradcheck(lambda x: st.interpolate(x, 3, mode="area"), (line,))


def test_forward_mode_through_interpolate_area(torch):
    st = pytest.importorskip("skucat.torch")
    x, t = torch.randn(2, 3, 7, 5, dtype=torch.float64), torch.randn(2, 3, 7, 5, dtype=torch.float64)
    out, tangent = torch.func.jvp(lambda x: st.interpolate(x, (3, 2), mode="area"), (x,), (t,))
    wanted = torch.func.jvp(lambda x: torch.nn.functional.interpolate(x, (3, 2), mode="area"), (x,), (t,))
    torch.testing.assert_close((out, tangent), wanted)


# interpolate's arguments in mode 'area' over [N, C, H, W] and [N, C, W] input
AREA = [
    ((2, 3, 7, 5), dict(size=(3, 4))),
    ((2, 3, 7, 5), dict(size=3)),
    ((2, 3, 7, 5), dict(scale_factor=0.5)),
    ((2, 3, 7, 5), dict(scale_factor=(1.5, 0.7))),
    ((2, 3, 7, 5), dict(scale_factor=0.5, recompute_scale_factor=True)),
    ((2, 3, 7, 5), dict(scale_factor=0.1)),
    ((2, 3, 9), dict(size=4)),
    ((2, 3, 9), dict(scale_factor=2.5)),
]


@pytest.mark.parametrize("element", ELEMENTS)
@pytest.mark.parametrize("shape,kwargs", AREA)
def test_interpolate_area_matches_torch(torch, element, shape, kwargs):
    dtype = ELEMENTS[element]
    rng = np.random.default_rng(5)
    x = rng.standard_normal(shape).astype(dtype)
    t = torch.from_numpy(x.astype(np.float64)).requires_grad_()
    expected = torch.nn.functional.interpolate(t, mode="area", **kwargs)
    out = ops.interpolate(x, mode="area", **kwargs)
    assert out.dtype == dtype and out.shape == tuple(expected.shape)
    np.testing.assert_allclose(out.astype(np.float64), expected.detach().numpy(), **_tolerance(dtype))
    if expected.numel():
        grad = rng.standard_normal(out.shape).astype(dtype)
        expected.backward(torch.from_numpy(grad.astype(np.float64)))
        found = ops.interpolate_backward(grad, shape, mode="area", **kwargs)
        np.testing.assert_allclose(found.astype(np.float64), t.grad.numpy(), **_tolerance(dtype))


X = np.zeros((2, 3, 5, 6))


@pytest.mark.parametrize("call,error,message", [
    (lambda: ops.adaptive_avg_pool2d(X, -1), skucat.InvalidArgumentError, "output_size must hold sizes of at least 0"),
    (lambda: ops.adaptive_avg_pool2d(X, (2, -3)), skucat.InvalidArgumentError, "output_size must hold sizes"),
    (lambda: ops.adaptive_avg_pool2d(X, (2, 3, 4)), skucat.InvalidArgumentError,
     "output_size must be an int or a sequence of 2"),
    (lambda: ops.adaptive_avg_pool2d(X, [2]), skucat.InvalidArgumentError,
     "output_size must be an int or a sequence of 2"),
    (lambda: ops.adaptive_avg_pool2d(X, 2.0), skucat.InvalidArgumentError, "output_size must be an int"),
    (lambda: ops.adaptive_avg_pool2d(X, "2"), skucat.InvalidArgumentError, "output_size must be an int"),
    (lambda: ops.adaptive_avg_pool2d(X[0, 0], 2), skucat.ShapeError, r"input must be 3-D \[C, H, W\] or 4-D"),
    (lambda: ops.adaptive_avg_pool2d(X[None], 2), skucat.ShapeError, r"input must be 3-D \[C, H, W\] or 4-D"),
    (lambda: ops.adaptive_avg_pool2d(X[:, :, :0], 2), skucat.ShapeError, "limit in_height >= 1"),
    (lambda: ops.adaptive_avg_pool2d(X[:, :, :, :0], 2), skucat.ShapeError, "limit in_width >= 1"),
    (lambda: ops.adaptive_avg_pool2d(X.astype(np.int64), 2), skucat.DTypeError, "input must have a dtype among"),
    (lambda: ops.adaptive_avg_pool2d_backward(X, (2, 3)), skucat.ShapeError, "input_size must be 3-D"),
    (lambda: ops.adaptive_avg_pool2d_backward(X, (2, 3, -1, 4)), skucat.InvalidArgumentError,
     "input_size must be the input's shape"),
    (lambda: ops.adaptive_avg_pool2d_backward(X, (2, 4, 5, 6)), skucat.ShapeError,
     r"grad_output must have the input's leading extents \(2, 4\)"),
    (lambda: ops.adaptive_avg_pool2d_backward(X, (2, 3, 0, 6)), skucat.ShapeError, "limit in_height >= 1"),
    (lambda: ops.interpolate(X, size=-1, mode="area"), skucat.InvalidArgumentError, "size must hold sizes of at least"),
    (lambda: ops.interpolate(X, scale_factor=-0.5, mode="area"), skucat.InvalidArgumentError,
     "scale_factor must hold sizes of at least"),
    (lambda: ops.interpolate(X, scale_factor=float("inf"), mode="area"), skucat.OutOfRangeError, "beyond any count"),
    (lambda: ops.interpolate(X, size=3, mode="area", align_corners=False), skucat.InvalidArgumentError,
     "align_corners can only be set"),
    (lambda: ops.interpolate(X, size=3, scale_factor=2.0, mode="area"), skucat.InvalidArgumentError,
     "exactly one of size or scale_factor"),
    (lambda: ops.interpolate(X, mode="area"), skucat.InvalidArgumentError, "exactly one of size or scale_factor"),
    (lambda: ops.interpolate(X, size=3, mode="area", recompute_scale_factor=True), skucat.InvalidArgumentError,
     "recompute_scale_factor is not meaningful"),
    (lambda: ops.interpolate(X, size=3, mode="area", antialias=True), skucat.InvalidArgumentError,
     "antialias is for the bilinear and bicubic modes"),
    (lambda: ops.interpolate(X, size=(3, 3, 3), mode="area"), skucat.InvalidArgumentError,
     "size must be an int or a sequence of 2"),
    (lambda: ops.interpolate(X[None, None], size=3, mode="area"), skucat.UnsupportedError, "3-D input .* or 5-D"),
    (lambda: ops.interpolate_backward(X, (2, 3, 5, 6), size=(2, 2), mode="area"), skucat.ShapeError,
     r"grad_output must have the output's shape \(2, 3, 2, 2\)"),
])
def test_bad_input_raises_before_running(call, error, message):
    with pytest.raises(error, match=message) as info:
        call()
    assert isinstance(info.value, skucat.SkucatError)


def test_pytorch_refuses_the_same_inputs(torch):
    F = torch.nn.functional
    x = torch.zeros(2, 3, 5, 6)
    for call in (lambda: F.adaptive_avg_pool2d(x, -1), lambda: F.adaptive_avg_pool2d(x, (2, -3)),
                 lambda: F.adaptive_avg_pool2d(x, [2]), lambda: F.adaptive_avg_pool2d(x, (2, 3, 4)),
                 lambda: F.adaptive_avg_pool2d(x[0, 0], 2), lambda: F.adaptive_avg_pool2d(x[None], 2),
                 lambda: F.adaptive_avg_pool2d(x[:, :, :0], 2), lambda: F.interpolate(x, size=3, mode="area",
                                                                                     align_corners=False),
                 lambda: F.interpolate(x, size=3, scale_factor=2.0, mode="area"),
                 lambda: F.interpolate(x, size=3, mode="area", antialias=True)):
        with pytest.raises((ValueError, TypeError, RuntimeError)):
            call()
