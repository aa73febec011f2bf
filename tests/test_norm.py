"""layer_norm, rms_norm and their backwards against PyTorch (forward and autograd), finite
differences, PyTorch's edge cases, determinism of the column sums, and every way to call them wrongly."""

from __future__ import annotations

import itertools

import ml_dtypes
import numpy as np
import pytest
from conftest import calls_vector_half_stores, host_assembly, host_has_f16c

import skucat
from skucat import ops
from skucat.autodiff import vjp
from skucat.reference.norm import large_mean_row
from skucat.verify import eps

ELEMENTS = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "f64": np.float64}
COMPUTE = {"f16": "f32", "bf16": "f32", "f32": "f32", "f64": "f64"}
# (input shape, normalized_shape): trailing dims, an int, the whole shape, unbatched, no rows,
# one column, long rows (several warps a row), no columns.
SHAPES = [((4, 6, 10), (10,)), ((4, 6, 10), 10), ((3, 5, 7), (5, 7)), ((2, 3, 4), (2, 3, 4)), ((9,), (9,)),
          ((0, 5), (5,)), ((4, 1), (1,)), ((3, 1100), (1100,)), ((3, 0), (0,))]


def torch_tensor(torch, array):
    """A torch tensor of the same values and element type (bf16 through float32, exactly)."""
    if array.dtype == ml_dtypes.bfloat16:
        return torch.from_numpy(array.astype(np.float32)).to(torch.bfloat16)
    return torch.from_numpy(np.ascontiguousarray(array))


def f64(tensor):
    import torch

    return tensor.detach().to(torch.float64).numpy()


def as_tuple(normalized):
    """normalized_shape as F.layer_norm takes it (it refuses a bare int, which LayerNorm and skucat accept)."""
    return (normalized,) if isinstance(normalized, int) else tuple(normalized)


def problem(shape, normalized, element, seed=0, affine=True):
    rng = np.random.default_rng(seed)
    normalized = as_tuple(normalized)
    dtype = ELEMENTS[element]
    x = rng.standard_normal(shape).astype(dtype)
    weight = rng.standard_normal(normalized).astype(dtype) if affine else None
    bias = rng.standard_normal(normalized).astype(dtype) if affine else None
    grad = rng.standard_normal(shape).astype(dtype)
    return x, weight, bias, grad


def bound(element, terms, scale):
    """The element's rounding plus `terms` roundings of the compute type, at `scale`."""
    return (2 * eps(element) + terms * eps(COMPUTE[element])) * scale + float(
        ml_dtypes.finfo(ELEMENTS[element]).smallest_subnormal)


def exact_forward(torch, op, x, normalized, weight, bias=None, eps_value=None):
    """PyTorch's op in float64 on the same (already rounded) values."""
    as64 = lambda a: None if a is None else torch.from_numpy(np.asarray(a, np.float64))  # noqa: E731
    normalized = as_tuple(normalized)
    if op == "layer_norm":
        return torch.nn.functional.layer_norm(as64(x), normalized, as64(weight), as64(bias),
                                              1e-5 if eps_value is None else eps_value).numpy()
    return torch.nn.functional.rms_norm(as64(x), normalized, as64(weight), eps_value).numpy()


# ---- forward against PyTorch


@pytest.mark.parametrize("element,shape,affine", [(e, s, a) for e in ELEMENTS for s, a in
                                                  zip(SHAPES, itertools.cycle((True, False)))])
def test_layer_norm_matches_torch(torch, element, shape, affine):
    (input_shape, normalized) = shape
    x, weight, bias, _ = problem(input_shape, normalized, element, affine=affine)
    ours = ops.layer_norm(x, normalized, weight, bias)
    theirs = torch.nn.functional.layer_norm(torch_tensor(torch, x), as_tuple(normalized),
                                            None if weight is None else torch_tensor(torch, weight),
                                            None if bias is None else torch_tensor(torch, bias))
    assert ours.dtype == x.dtype and ours.shape == x.shape
    exact = exact_forward(torch, "layer_norm", x, normalized, weight, bias)
    scale = 1 + np.abs(exact)
    np.testing.assert_array_less(np.abs(ours.astype(np.float64) - exact), bound(element, 16, scale) + 1e-300)
    # PyTorch's own rounding to the element differs from ours by at most an ulp or so.
    np.testing.assert_array_less(np.abs(ours.astype(np.float64) - f64(theirs)), bound(element, 32, scale) * 2)


@pytest.mark.parametrize("element,shape,affine", [(e, s, a) for e in ELEMENTS for s, a in
                                                  zip(SHAPES, itertools.cycle((False, True)))])
def test_rms_norm_matches_torch(torch, element, shape, affine):
    (input_shape, normalized) = shape
    x, weight, _, _ = problem(input_shape, normalized, element, seed=1, affine=affine)
    ours = ops.rms_norm(x, normalized, weight)
    theirs = torch.nn.functional.rms_norm(torch_tensor(torch, x), as_tuple(normalized),
                                          None if weight is None else torch_tensor(torch, weight))
    assert ours.dtype == x.dtype and ours.shape == x.shape
    exact = exact_forward(torch, "rms_norm", x, normalized, weight, eps_value=float(
        np.finfo(np.float32 if COMPUTE[element] == "f32" else np.float64).eps))
    scale = 1 + np.abs(exact)
    np.testing.assert_array_less(np.abs(ours.astype(np.float64) - exact), bound(element, 16, scale) + 1e-300)
    # PyTorch rounds x * rstd to the element before multiplying by weight: two roundings to our one.
    np.testing.assert_array_less(np.abs(ours.astype(np.float64) - f64(theirs)), bound(element, 32, scale) * 3)


@pytest.mark.parametrize("element", ELEMENTS)
def test_rms_norm_default_eps_is_the_compute_types_epsilon_as_in_torch(torch, element):
    # Rows this small make eps dominate mean(x^2): f16's epsilon would give a very different result.
    x = np.full((2, 4), 1e-3 if element != "f64" else 1e-8).astype(ELEMENTS[element])
    x[0, 0] *= 2
    ours = ops.rms_norm(x, (4,)).astype(np.float64)
    theirs = f64(torch.nn.functional.rms_norm(torch_tensor(torch, x), (4,)))
    np.testing.assert_allclose(ours, theirs, rtol=4 * eps(element))
    with_element_eps = ops.rms_norm(x, (4,), eps=eps(element)).astype(np.float64)
    if element in ("f16", "bf16"):
        assert np.abs(with_element_eps - ours).max() > 0.5, "the default is not the element's epsilon"
    else:
        np.testing.assert_array_equal(with_element_eps, ours)


@pytest.mark.parametrize("element,op", list(itertools.product(ELEMENTS, ("layer_norm", "rms_norm"))))
def test_special_rows_match_torch(torch, element, op):
    """Constant rows, a large mean (the E[x^2] - E[x]^2 cancellation), NaN and inf rows, eps at
    both extremes."""
    rng = np.random.default_rng(5)
    cols = 40
    x = rng.standard_normal((6, cols))
    x[0] = 3.25
    x[1] = large_mean_row(rng, element, cols)
    x[2, 7] = np.nan
    x[3, 0] = np.inf
    x[4, 3] = -np.inf
    x = x.astype(ELEMENTS[element])
    x64 = x.astype(np.float64)
    for eps_value in (1e-12, 1e-5, 1e3):
        ours = getattr(ops, op)(x, (cols,), eps=eps_value).astype(np.float64)
        exact = exact_forward(torch, op, x, (cols,), None, eps_value=eps_value)
        theirs = f64(getattr(torch.nn.functional, op)(torch_tensor(torch, x), (cols,), eps=eps_value))
        assert np.array_equal(np.isnan(ours), np.isnan(theirs)), f"NaN where PyTorch has none (eps={eps_value})"
        assert np.array_equal(np.isnan(ours), np.isnan(exact))
        finite = ~np.isnan(exact)
        # The mean rounded to the compute type shifts x - mean by about eps * |mean|.
        spread = 1 + (np.abs(x64).mean(axis=1, keepdims=True) if op == "layer_norm" else 0) * np.minimum(
            1 / np.sqrt(np.nanvar(np.where(np.isinf(x64), 0, x64), axis=1, keepdims=True) + eps_value), 1e300)
        allowed = bound(element, 16, np.abs(exact)) + 16 * eps(COMPUTE[element]) * spread
        np.testing.assert_array_less(np.abs(ours - exact)[finite], np.broadcast_to(allowed, exact.shape)[finite])
        if op == "layer_norm":
            assert not ours[0].any(), "a constant row normalises to zeros"
        if eps_value == 1e-5 and element in ("f32", "f64") and op == "layer_norm":
            # The large-mean row keeps unit variance: a naive E[x^2] - E[x]^2 loses it all in f32.
            assert abs(ours[1].std() - exact[1].std()) < 1e-3


# ---- gradients against PyTorch's autograd and aten's backward ops


@pytest.mark.parametrize("element,shape,affine", [(e, s, a) for e in ELEMENTS for s, a in
                                                  zip(SHAPES, itertools.cycle((True, False)))])
def test_layer_norm_vjp_matches_torch_autograd(torch, element, shape, affine):
    (input_shape, normalized) = shape
    x, weight, bias, grad = problem(input_shape, normalized, element, seed=2, affine=affine)
    out, pullback = vjp(ops.layer_norm, x, normalized, weight, bias)
    grads = pullback(grad)
    leaves = {"input": x, "weight": weight, "bias": bias}
    tensors = {name: None if value is None else torch.from_numpy(value.astype(np.float64)).requires_grad_()
               for name, value in leaves.items()}
    expected = torch.nn.functional.layer_norm(tensors["input"], as_tuple(normalized), tensors["weight"], tensors["bias"])
    expected.backward(torch.from_numpy(grad.astype(np.float64)))
    rows = max(1, int(np.prod(input_shape)) // max(1, int(np.prod(x.shape[x.ndim - len(np.atleast_1d(normalized)):]))))
    for name, tensor in tensors.items():
        if tensor is None:
            assert grads[name] is None
            continue
        exact = tensor.grad.numpy() if tensor.grad is not None else np.zeros(tensor.shape)
        assert grads[name].dtype == x.dtype and grads[name].shape == exact.shape
        terms = 48 + rows if name != "input" else 48
        scale = np.abs(exact) + (np.abs(grad.astype(np.float64)).max(initial=0) * (3 if name == "input" else rows))
        np.testing.assert_array_less(np.abs(grads[name].astype(np.float64) - exact), bound(element, terms, scale))


@pytest.mark.parametrize("element,shape,affine", [(e, s, a) for e in ELEMENTS for s, a in
                                                  zip(SHAPES, itertools.cycle((False, True)))])
def test_rms_norm_vjp_matches_torch_autograd(torch, element, shape, affine):
    (input_shape, normalized) = shape
    x, weight, _, grad = problem(input_shape, normalized, element, seed=3, affine=affine)
    out, pullback = vjp(ops.rms_norm, x, normalized, weight)
    grads = pullback(grad)
    tensors = {name: None if value is None else torch.from_numpy(value.astype(np.float64)).requires_grad_()
               for name, value in {"input": x, "weight": weight}.items()}
    epsilon = float(np.finfo(np.float32 if COMPUTE[element] == "f32" else np.float64).eps)
    torch.nn.functional.rms_norm(tensors["input"], as_tuple(normalized), tensors["weight"], epsilon).backward(
        torch.from_numpy(grad.astype(np.float64)))
    rows = x.size // max(1, weight.size if weight is not None else x.shape[-1]) if x.size else 0
    for name, tensor in tensors.items():
        if tensor is None:
            assert grads[name] is None
            continue
        exact = tensor.grad.numpy() if tensor.grad is not None else np.zeros(tensor.shape)
        assert grads[name].dtype == x.dtype and grads[name].shape == exact.shape
        terms = 48 + rows if name != "input" else 48
        scale = np.abs(exact) + (np.abs(grad.astype(np.float64)).max(initial=0)
                                 * (3 if name == "input" else max(rows, 1) * 3))
        np.testing.assert_array_less(np.abs(grads[name].astype(np.float64) - exact), bound(element, terms, scale))


@pytest.mark.parametrize("mask", list(itertools.product((True, False), repeat=3)))
@pytest.mark.parametrize("aten_shape", [True, False])
def test_layer_norm_backward_matches_aten(torch, mask, aten_shape):
    x, weight, bias, grad = problem((5, 3, 8), (3, 8), "f32", seed=4)
    out, mean, rstd = torch.ops.aten.native_layer_norm(torch.from_numpy(x), [3, 8], torch.from_numpy(weight),
                                                       torch.from_numpy(bias), 1e-5)
    mean, rstd = (mean.numpy(), rstd.numpy()) if aten_shape else (mean.numpy().reshape(-1), rstd.numpy().reshape(-1))
    ours = ops.layer_norm_backward(grad, x, (3, 8), mean, rstd, weight, bias, mask)
    theirs = torch.ops.aten.native_layer_norm_backward(torch.from_numpy(grad), torch.from_numpy(x), [3, 8],
                                                       torch.from_numpy(mean.reshape(5, 1, 1)),
                                                       torch.from_numpy(rstd.reshape(5, 1, 1)),
                                                       torch.from_numpy(weight), torch.from_numpy(bias), list(mask))
    for wanted, mine, expected in zip(mask, ours, theirs):
        assert (mine is None) == (not wanted)
        if wanted:
            np.testing.assert_allclose(mine, expected.numpy(), rtol=1e-5, atol=1e-5)


def test_layer_norm_backward_without_parameters_returns_none_for_them(torch):
    x, _, _, grad = problem((4, 6), (6,), "f64", seed=6)
    _, mean, rstd = torch.ops.aten.native_layer_norm(torch.from_numpy(x), [6], None, None, 1e-5)
    grad_input, grad_weight, grad_bias = ops.layer_norm_backward(grad, x, (6,), mean.numpy(), rstd.numpy(), None,
                                                                 None, (True, True, True))
    assert grad_weight is None and grad_bias is None
    expected = torch.ops.aten.native_layer_norm_backward(torch.from_numpy(grad), torch.from_numpy(x), [6], mean,
                                                         rstd, None, None, [True, False, False])[0]
    np.testing.assert_allclose(grad_input, expected.numpy(), rtol=0, atol=1e-13)


@pytest.mark.parametrize("mask", list(itertools.product((True, False), repeat=2)))
@pytest.mark.parametrize("element", ["f32", "f16"])
def test_rms_norm_backward_takes_aten_saved_rstd(torch, mask, element):
    # aten's _fused_rms_norm_backward has no CPU kernel: the reference is autograd in float64.
    x, weight, _, grad = problem((70, 24), (24,), element, seed=7)
    _, rstd = torch.ops.aten._fused_rms_norm(torch_tensor(torch, x), [24], torch_tensor(torch, weight), None)
    assert rstd.dtype == torch.float32 and rstd.shape == (70, 1)   # the compute type, as ours saves it
    ours = ops.rms_norm_backward(grad, x, (24,), rstd.numpy(), weight, mask)
    leaves = [torch.from_numpy(a.astype(np.float64)).requires_grad_() for a in (x, weight)]
    torch.nn.functional.rms_norm(leaves[0], (24,), leaves[1], float(np.finfo(np.float32).eps)).backward(
        torch.from_numpy(grad.astype(np.float64)))
    for wanted, mine, leaf in zip(mask, ours, leaves):
        assert (mine is None) == (not wanted)
        if wanted:
            expected = leaf.grad.numpy()
            np.testing.assert_allclose(mine.astype(np.float64), expected, rtol=0,
                                       atol=4 * eps(element) * np.abs(expected).max())


def test_saved_statistics_feed_the_backward():
    x, weight, bias, grad = problem((6, 9), (9,), "f16", seed=8)
    with skucat.functional.saving() as saved:
        ops.layer_norm(x, (9,), weight, bias)
    mean, rstd = saved["layer_norm"]["mean"], saved["layer_norm"]["rstd"]
    assert mean.dtype == rstd.dtype == np.float32 and mean.shape == rstd.shape == (6,)
    x64 = x.astype(np.float64)
    np.testing.assert_allclose(mean, x64.mean(axis=1), rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(rstd, 1 / np.sqrt(x64.var(axis=1) + 1e-5), rtol=1e-6)
    _, pullback = vjp(ops.layer_norm, x, (9,), weight, bias)
    direct = ops.layer_norm_backward(grad, x, (9,), mean, rstd, weight, bias, (True, True, True))
    for name, value in zip(("input", "weight", "bias"), direct):
        assert np.array_equal(pullback(grad)[name], value)


# ---- finite differences (float64): the backward ops against the forward ops


def numeric_gradient(function, array, grad, step=1e-6):
    found = np.zeros_like(array)
    for index in np.ndindex(array.shape):
        bumped = array.copy()
        bumped[index] += step
        plus = (function(bumped) * grad).sum()
        bumped[index] -= 2 * step
        minus = (function(bumped) * grad).sum()
        found[index] = (plus - minus) / (2 * step)
    return found


def test_layer_norm_backward_matches_finite_differences():
    x, weight, bias, grad = problem((2, 3, 4), (4,), "f64", seed=9)
    mean, rstd = x.mean(-1, keepdims=True), 1 / np.sqrt(x.var(-1, keepdims=True) + 1e-5)   # aten's shape
    grads = ops.layer_norm_backward(grad, x, (4,), mean, rstd, weight, bias, (True, True, True))
    numeric = (numeric_gradient(lambda v: ops.layer_norm(v, (4,), weight, bias), x, grad),
               numeric_gradient(lambda v: ops.layer_norm(x, (4,), v, bias), weight, grad),
               numeric_gradient(lambda v: ops.layer_norm(x, (4,), weight, v), bias, grad))
    for analytic, expected in zip(grads, numeric):
        assert np.abs(expected).max() > 0.1
        np.testing.assert_allclose(analytic, expected, rtol=0, atol=1e-8)


def test_rms_norm_backward_matches_finite_differences():
    x, weight, _, grad = problem((3, 5), (5,), "f64", seed=10)
    rstd = 1 / np.sqrt((x * x).mean(-1) + 1e-6)
    grads = ops.rms_norm_backward(grad, x, (5,), rstd, weight, (True, True))
    numeric = (numeric_gradient(lambda v: ops.rms_norm(v, (5,), weight, 1e-6), x, grad),
               numeric_gradient(lambda v: ops.rms_norm(x, (5,), v, 1e-6), weight, grad))
    for analytic, expected in zip(grads, numeric):
        assert np.abs(expected).max() > 0.1
        np.testing.assert_allclose(analytic, expected, rtol=0, atol=1e-8)


# ---- determinism and edge cases of the column sums


@pytest.mark.parametrize("op", ["layer_norm", "rms_norm"])
def test_parameter_gradients_are_bit_identical_under_shuffled_schedules(op):
    x, weight, bias, grad = problem((150, 40), (40,), "f32", seed=11)
    args = (x, (40,), weight, bias) if op == "layer_norm" else (x, (40,), weight)
    results = []
    for seed in (0, 1, 2):
        stream = skucat.Stream.host(schedule_seed=seed)
        _, pullback = vjp(getattr(ops, op), *args, stream=stream)
        results.append(pullback(grad))
    for other in results[1:]:
        for name, value in results[0].items():
            assert np.array_equal(value.view(np.uint32), other[name].view(np.uint32)), name


@pytest.mark.parametrize("op", ["layer_norm", "rms_norm"])
@pytest.mark.parametrize("element", ["f32", "bf16"])
def test_fused_backward_gives_the_bits_of_each_gradient_alone(op, element):
    # Wanting grad_input with a column sum runs one fused pass; each alone runs its own entry.
    x, weight, bias, grad = problem((130, 300), (300,), element, seed=12)
    with skucat.functional.saving() as saved:
        getattr(ops, op)(x, (300,), weight, *((bias,) if op == "layer_norm" else ()))
    if op == "layer_norm":
        stats, wanted = (saved[op]["mean"], saved[op]["rstd"], weight, bias), 3
    else:
        stats, wanted = (saved[op]["rstd"], weight), 2
    backward = getattr(ops, f"{op}_backward")
    together = backward(grad, x, (300,), *stats, (True,) * wanted)
    for k in range(wanted):
        alone = backward(grad, x, (300,), *stats, tuple(j == k for j in range(wanted)))[k]
        assert np.array_equal(together[k].view(np.uint16 if element == "bf16" else np.uint32),
                              alone.view(np.uint16 if element == "bf16" else np.uint32)), k


def test_empty_batch_gives_zero_parameter_gradients():
    x, weight, bias, grad = problem((0, 3, 5), (5,), "f32")
    grads = ops.layer_norm_backward(grad, x, (5,), np.zeros((0, 3, 1), np.float32), np.zeros(0, np.float32), weight,
                                    bias, (True, True, True))
    assert grads[0].shape == (0, 3, 5)
    assert np.array_equal(grads[1], np.zeros(5, np.float32)) and np.array_equal(grads[2], np.zeros(5, np.float32))
    grads = ops.rms_norm_backward(grad, x, (5,), np.zeros(0, np.float32), weight, (True, True))
    assert grads[0].shape == (0, 3, 5) and np.array_equal(grads[1], np.zeros(5, np.float32))


# ---- bad inputs


X = np.zeros((2, 3, 4), np.float32)
W = np.ones((4,), np.float32)
M = np.zeros(6, np.float32)


@pytest.mark.parametrize("call,error,builtin,message", [
    (lambda: ops.layer_norm(X, (3,)), skucat.ShapeError, ValueError, r"input of shape \(2, 3, 4\) must end with"),
    (lambda: ops.layer_norm(X, (1, 2, 3, 4)), skucat.ShapeError, ValueError, "must end with normalized_shape"),
    (lambda: ops.layer_norm(X, ()), skucat.ShapeError, ValueError, "at least one extent"),
    (lambda: ops.layer_norm(X, 4.0), skucat.InvalidArgumentError, ValueError, "normalized_shape must be an int"),
    (lambda: ops.layer_norm(X, (True,)), skucat.InvalidArgumentError, ValueError, "normalized_shape must be"),
    (lambda: ops.layer_norm(X, (-4,)), skucat.InvalidArgumentError, ValueError, "normalized_shape must be"),
    (lambda: ops.layer_norm(X, (4,), W[:3]), skucat.ShapeError, ValueError, "weight must have shape normalized_shape"),
    (lambda: ops.layer_norm(X, (4,), None, W[None]), skucat.ShapeError, ValueError, "bias must have shape"),
    (lambda: ops.layer_norm(X, (4,), W.astype(np.float64)), skucat.DTypeError, TypeError,
     r"weight must have a dtype among \[.f32.\] with input of float32, not float64"),
    (lambda: ops.layer_norm(X.astype(np.int32), (4,)), skucat.DTypeError, TypeError, "input must have a dtype among"),
    (lambda: ops.layer_norm(X, (4,), eps="small"), skucat.InvalidArgumentError, ValueError, "eps must be float"),
    (lambda: ops.layer_norm([[None, 1]], (2,)), skucat.DTypeError, TypeError, "input must be an array of numbers"),
    (lambda: ops.rms_norm(X, (2, 4)), skucat.ShapeError, ValueError, "must end with normalized_shape"),
    (lambda: ops.rms_norm(X, (4,), W.astype(np.int32)), skucat.DTypeError, TypeError, "weight must have a dtype among"),
    (lambda: ops.rms_norm(X, (4,), eps=None, weight=np.ones((3,), np.float32)), skucat.ShapeError, ValueError,
     "weight must have shape"),
    (lambda: ops.rms_norm(X, (4,), eps=[1e-5]), skucat.InvalidArgumentError, ValueError, "eps must be optional float"),
    (lambda: ops.layer_norm_backward(X[:1], X, (4,), M, M, W, W, (True, True, True)), skucat.ShapeError, ValueError,
     "grad_out must have the shape of input"),
    (lambda: ops.layer_norm_backward(X, X, (4,), M[:5], M, W, W, (True, True, True)), skucat.ShapeError, ValueError,
     r"mean must have shape \(6,\) or \(2, 3, 1\)"),
    (lambda: ops.layer_norm_backward(X, X, (4,), M, M.reshape(2, 3), W, W, (True, True, True)), skucat.ShapeError,
     ValueError, "rstd must have shape"),
    (lambda: ops.layer_norm_backward(X, X, (4,), M, M.astype(np.int32), W, W, (True, True, True)),
     skucat.DTypeError, TypeError, "rstd must be a float array"),
    (lambda: ops.layer_norm_backward(X, X, (4,), M, M, W, W, (True, True)), skucat.InvalidArgumentError, ValueError,
     r"output_mask must be 3 bools \(input, weight, bias\)"),
    (lambda: ops.layer_norm_backward(X, X, (4,), M, M, W, W, (1, 1, 1)), skucat.InvalidArgumentError, ValueError,
     "output_mask must be 3 bools"),
    (lambda: ops.layer_norm_backward(X, X, (4,), M, M, W, W[:2], (True, True, True)), skucat.ShapeError, ValueError,
     "bias must have shape"),
    (lambda: ops.layer_norm_backward(X.astype(np.float64), X, (4,), M, M, W, W, (True, True, True)),
     skucat.DTypeError, TypeError, "must have the dtype of grad_out"),
    (lambda: ops.rms_norm_backward(X, X, (4,), M, W, (True,)), skucat.InvalidArgumentError, ValueError,
     r"output_mask must be 2 bools \(input, weight\)"),
    (lambda: ops.rms_norm_backward(X, X, (3, 4), M, W, (True, True)), skucat.ShapeError, ValueError,
     r"rstd must have shape \(2,\) or \(2, 1, 1\)"),
    (lambda: ops.rms_norm_backward(X, X, (4,), M, W[:1], (True, True)), skucat.ShapeError, ValueError,
     "weight must have shape"),
])
def test_bad_input_raises_before_running(call, error, builtin, message):
    with pytest.raises(error, match=message) as info:
        call()
    assert isinstance(info.value, builtin) and isinstance(info.value, skucat.SkucatError)


def test_plan_refuses_a_weight_gradient_without_a_weight(host):
    from skucat.generated.plans import norm as plans

    desc = plans.LayerNormBackwardDescriptor(rows=2, cols=3, element="f32", has_weight=False, want_weight=True)
    with pytest.raises(skucat.InvalidArgumentError, match="grad_weight needs a weight"):
        plans.LayerNormBackwardPlan.select(host, desc)


# ---- mixed types: an f16 or bf16 input with f32 weight and bias (PyTorch's CPU mixed type); rms_norm
# takes any float weight, as PyTorch's composite does


MIXED = [("f16", "f32"), ("bf16", "f32")]


def mixed_problem(shape, normalized, element, param, seed=0, weight=True, bias=True):
    x, w, b, grad = problem(shape, normalized, element, seed)
    cast = lambda a, keep: a.astype(np.float64).astype(ELEMENTS[param]) if keep else None  # noqa: E731
    return x, cast(w, weight), cast(b, bias), grad


def torch_mixed(torch, op, x, normalized, weight, bias, grad):
    """PyTorch's result and gradients (autograd) for the same arrays and dtypes."""
    leaves = {name: None if a is None else torch_tensor(torch, a).requires_grad_()
              for name, a in (("input", x), ("weight", weight), ("bias", bias))}
    F = torch.nn.functional
    if op == "layer_norm":
        out = F.layer_norm(leaves["input"], as_tuple(normalized), leaves["weight"], leaves["bias"])
    else:
        out = F.rms_norm(leaves["input"], as_tuple(normalized), leaves["weight"])
    try:
        out.backward(torch_tensor(torch, grad))
    except RuntimeError:   # PyTorch's mixed layer_norm backward with a bias and no weight fails (its bug)
        assert op == "layer_norm" and weight is None and bias is not None
        return out, None
    return out, {name: leaf.grad for name, leaf in leaves.items() if leaf is not None}


def test_catalog_pairs_are_pytorchs(torch):
    """layer_norm takes f32 weight and bias with f16 and bf16 input and no other mix; rms_norm any float
    weight: as PyTorch's CPU functions take them (which refuse the others)."""
    from skucat.generated.plans import norm as plans

    names = {"f16": torch.float16, "bf16": torch.bfloat16, "f32": torch.float32, "f64": torch.float64}
    for op, plan in (("layer_norm", plans.LayerNormPlan), ("rms_norm", plans.RmsNormPlan)):
        for element, param in itertools.product(names, names):
            x, w = torch.ones(2, 3, dtype=names[element]), torch.ones(3, dtype=names[param])
            try:
                getattr(torch.nn.functional, op)(x, (3,), w)
                takes = True
            except RuntimeError:
                takes = False
            assert (param in plan.aux_of[element]) == takes, (op, element, param)


@pytest.mark.parametrize("op", ["layer_norm", "rms_norm"])
@pytest.mark.parametrize("element,param", MIXED)
@pytest.mark.parametrize("affine", ["both", "weight", "bias"])
def test_mixed_matches_torch(torch, op, element, param, affine):
    if op == "rms_norm" and affine == "bias":
        pytest.skip("rms_norm has no bias")
    normalized = (5, 7)
    x, weight, bias, grad = mixed_problem((4, 3, 5, 7), normalized, element, param, seed=20,
                                          weight=affine != "bias", bias=op == "layer_norm" and affine != "weight")
    args = (x, normalized, weight, bias) if op == "layer_norm" else (x, normalized, weight)
    out, pullback = vjp(getattr(ops, op), *args)
    grads = pullback(grad)
    theirs, their_grads = torch_mixed(torch, op, x, normalized, weight, bias, grad)
    assert out.dtype == x.dtype and theirs.dtype == torch_tensor(torch, x).dtype
    eps_value = 1e-5 if op == "layer_norm" else float(np.finfo(np.float32).eps)
    exact = exact_forward(torch, op, x, normalized, weight, bias, eps_value)
    scale = 1 + np.abs(exact)
    np.testing.assert_array_less(np.abs(out.astype(np.float64) - exact), bound(element, 16, scale))
    # Rounded once to the element from f32 values a few f32 roundings apart: at most an ulp between us.
    np.testing.assert_array_less(np.abs(out.astype(np.float64) - f64(theirs)), 2 * eps(element) * scale)
    # Gradients: input's in the element, weight's and bias's in param, each against float64 autograd.
    leaves = {name: torch.from_numpy(a.astype(np.float64)).requires_grad_()
              for name, a in (("input", x), ("weight", weight), ("bias", bias)) if a is not None}
    exact_out = (torch.nn.functional.layer_norm(leaves["input"], normalized, leaves.get("weight"), leaves.get("bias"))
                 if op == "layer_norm" else
                 torch.nn.functional.rms_norm(leaves["input"], normalized, leaves.get("weight"), eps_value))
    exact_out.backward(torch.from_numpy(grad.astype(np.float64)))
    rows = x.size // int(np.prod(normalized))
    for name, leaf in leaves.items():
        ours, expected = grads[name], leaf.grad.numpy()
        assert ours.dtype == (x.dtype if name == "input" else ELEMENTS[param])
        magnitude = np.abs(grad.astype(np.float64)).max() * (3 if name == "input" else rows)
        if name == "input":
            allowed = bound(element, 48, np.abs(expected) + magnitude)
        else:   # f32 sums of f32 terms: no rounding to the 16-bit element
            allowed = (rows + 48) * eps("f32") * (np.abs(expected) + magnitude)
        np.testing.assert_array_less(np.abs(ours.astype(np.float64) - expected), allowed)
        if their_grads is None:
            continue
        assert their_grads[name].dtype == torch_tensor(torch, ours).dtype   # the dtypes PyTorch gives
        # PyTorch's: grad_input within an ulp or two; its layer_norm parameter gradients are summed
        # row by row in the 16-bit element (the catalog's precision note), so within that rounding.
        theirs_grad = f64(their_grads[name])
        slack = (2 * eps(element) * (np.abs(expected) + magnitude / 3) if name == "input" or op == "rms_norm"
                 else rows * eps(element) * (np.abs(expected) + magnitude))
        np.testing.assert_array_less(np.abs(ours.astype(np.float64) - theirs_grad), slack + 2 * allowed)


@pytest.mark.parametrize("element", ["f16", "bf16"])
@pytest.mark.parametrize("affine", [True, False])
def test_mixed_equals_float32_rounded(torch, element, affine):
    """PyTorch's own check of its mixed type, in our words: small integers in [1, 10) of the 16-bit element,
    normalized over [11, 3] (longer than a vector); the mixed result is the float32 result rounded to
    the element. Ours holds bit for bit: a 16-bit input computes in f32 exactly as an f32 input does."""
    import skucat.torch as st

    rng = np.random.default_rng(21)
    x16 = torch_tensor(torch, rng.integers(1, 10, (2, 3, 11, 3)).astype(ELEMENTS[element]))
    weight = torch.from_numpy(rng.standard_normal((11, 3)).astype(np.float32)) if affine else None
    bias = torch.from_numpy(rng.standard_normal((11, 3)).astype(np.float32)) if affine else None
    results = {}
    for name, x in (("f32", x16.float()), ("mixed", x16)):
        leaves = [x.clone().requires_grad_()] + [p.clone().requires_grad_() for p in (weight, bias) if p is not None]
        out = st.layer_norm(leaves[0], [11, 3], *leaves[1:])
        out.sum().backward()
        results[name] = (out, *[leaf.grad for leaf in leaves])
    f32, mixed = results["f32"], results["mixed"]
    assert mixed[0].dtype == mixed[1].dtype == x16.dtype
    assert all(grad.dtype == torch.float32 for grad in mixed[2:])
    assert torch.equal(mixed[0], f32[0].to(x16.dtype)) and torch.equal(mixed[1], f32[1].to(x16.dtype))
    for ours, reference in zip(mixed[2:], f32[2:]):
        assert torch.equal(ours, reference)
    # and PyTorch's mixed result, as its test compares it
    theirs = torch.nn.functional.layer_norm(x16, [11, 3], weight, bias)
    torch.testing.assert_close(mixed[0], theirs)


@pytest.mark.parametrize("op", ["layer_norm", "rms_norm"])
@pytest.mark.parametrize("element", ["f16", "bf16"])
def test_mixed_edge_cases_match_torch(torch, op, element):
    """An empty batch, a normalized shape of one element, NaN and inf, with f32 parameters."""
    rng = np.random.default_rng(22)
    weight, bias = rng.standard_normal(1).astype(np.float32), rng.standard_normal(1).astype(np.float32)
    params = (weight, bias) if op == "layer_norm" else (weight,)
    x = rng.standard_normal((6, 1)).astype(ELEMENTS[element])
    x[1, 0], x[2, 0] = np.nan, np.inf
    ours = getattr(ops, op)(x, (1,), *params)
    theirs = f64(getattr(torch.nn.functional, op)(torch_tensor(torch, x), (1,), *map(torch.from_numpy, params)))
    assert ours.dtype == x.dtype
    np.testing.assert_array_equal(np.isnan(ours.astype(np.float64)), np.isnan(theirs))
    finite = ~np.isnan(theirs)
    np.testing.assert_allclose(ours.astype(np.float64)[finite], theirs[finite], rtol=2 * eps(element), atol=1e-6)
    if op == "layer_norm":   # a row of one element is its own mean: out is bias, rounded to the element
        assert np.array_equal(ours[finite[:, 0]], np.broadcast_to(bias.astype(ELEMENTS[element]), (finite.sum(), 1)))
    empty = np.zeros((0, 3, 5), ELEMENTS[element])
    params = (np.ones(5, np.float32), np.zeros(5, np.float32))[:len(params)]
    out, pullback = vjp(getattr(ops, op), empty, (5,), *params)
    grads = pullback(empty)
    assert out.shape == (0, 3, 5) and out.dtype == empty.dtype and grads["input"].shape == (0, 3, 5)
    for name in ("weight", "bias")[:len(params)]:
        assert grads[name].dtype == np.float32 and np.array_equal(grads[name], np.zeros(5, np.float32))


@pytest.mark.parametrize("element,param", [("f32", "bf16"), ("f32", "f16"), ("f64", "f32"), ("bf16", "f16"),
                                           ("f16", "bf16"), ("f32", "f64")])
def test_layer_norm_refuses_the_mixes_pytorch_refuses(torch, element, param):
    x, w = np.zeros((2, 4), ELEMENTS[element]), np.ones(4, ELEMENTS[param])
    with pytest.raises(RuntimeError, match="mixed dtype"):
        torch.nn.functional.layer_norm(torch_tensor(torch, x), (4,), torch_tensor(torch, w))
    for call in (lambda: ops.layer_norm(x, (4,), w), lambda: ops.layer_norm(x, (4,), None, w),
                 lambda: ops.layer_norm_backward(x, x, (4,), M[:2], M[:2], w, None, (True, True, False)),
                 lambda: ops.layer_norm_backward(x, x, (4,), M[:2], M[:2], None, w, (True, False, True))):
        with pytest.raises(skucat.DTypeError, match="(weight|bias|param)") as info:
            call()
        assert isinstance(info.value, TypeError)
    x16, w32 = np.zeros((2, 4), ml_dtypes.bfloat16), np.ones(4, np.float32)
    with pytest.raises(skucat.DTypeError, match="bias must have the dtype of weight"):
        ops.layer_norm(x16, (4,), w32, w32.astype(ml_dtypes.bfloat16))


@pytest.mark.parametrize("element,param", [(e, p) for e in ELEMENTS for p in ELEMENTS if e != p])
def test_rms_norm_any_float_weight_matches_torch(torch, element, param):
    """PyTorch's composite for a weight of another type: out in the input's element, grad_weight in
    the weight's. An f64 weight is rounded to the compute type here (the catalog's precision note)."""
    x, weight, _, grad = mixed_problem((40, 24), (24,), element, param, seed=23, bias=False)
    out, pullback = vjp(ops.rms_norm, x, (24,), weight)
    grads = pullback(grad)
    theirs, their_grads = torch_mixed(torch, "rms_norm", x, (24,), weight, None, grad)
    assert out.dtype == x.dtype and grads["input"].dtype == x.dtype and grads["weight"].dtype == weight.dtype
    unit = max(eps(element), eps(param), eps(COMPUTE[element]))
    scale = 1 + np.abs(f64(theirs))
    np.testing.assert_array_less(np.abs(out.astype(np.float64) - f64(theirs)), 4 * unit * scale)
    for name in ("input", "weight"):
        expected = f64(their_grads[name])
        magnitude = np.abs(grad.astype(np.float64)).max() * (3 if name == "input" else 40)
        np.testing.assert_array_less(np.abs(grads[name].astype(np.float64) - expected),
                                     (8 + (40 if name == "weight" else 0)) * unit * (np.abs(expected) + magnitude))


def test_the_row_loops_of_an_f16_layer_norm_with_f16_weight_and_bias_vectorise_on_the_host(tmp_path):
    # Whether a weight and a bias were given holds for the whole loop: g++ vectorises a copy of it per
    # outcome only up to a size (toolchain.inlining_flags), which the loop with its f16 conversions
    # exceeded. It stayed scalar, 3-4x slower, with the same results.
    from skucat.backends import host

    if not host_has_f16c():
        pytest.skip("the host backend builds for no F16C here (another CPU, or not g++)")
    item, = [item for item in skucat.catalog.select(["element=f16"], op="layer_norm")
             if skucat.KernelSku.parse(item["sku"]).aux == "f16"]
    assembly = host_assembly(host.source_dir() / f"{item['unit']}.cu", tmp_path / "unit.s")
    assert calls_vector_half_stores(assembly), "the stores of its rows are scalar"
