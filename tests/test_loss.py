"""The loss family's functional API against PyTorch (forward and autograd), finite differences,
PyTorch's edge cases, out-of-range targets, and every way to call it wrongly."""

from __future__ import annotations

import itertools

import ml_dtypes
import numpy as np
import pytest

import skucat
from skucat import dtypes, ops
from skucat.autodiff import vjp
from skucat.generated.plans import loss as plans
from skucat.types import Workspace
from skucat.verify import eps

ELEMENTS = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "f64": np.float64}
REDUCTIONS = ("none", "mean", "sum")
# input shape -> target shape: batched, N-D (view [N, C, S]), unbatched, and size-0 / size-1 extents
SHAPES = [(4, 6), (3, 5, 2, 3), (7,), (0, 4), (3, 4, 0), (2, 1, 1), (1, 3, 1)]


def torch_tensor(torch, array):
    if array.dtype == ml_dtypes.bfloat16:
        return torch.from_numpy(array.astype(np.float32)).to(torch.bfloat16)
    return torch.from_numpy(np.ascontiguousarray(array))


def tolerance(element, ours, expected, terms=1):
    """eps(element) per rounding of the result, relative to the largest magnitude involved."""
    scale = 1.0 if element in ("f16", "bf16") else 64.0
    return eps(element) * scale * terms * max(1.0, float(np.abs(expected[np.isfinite(expected)]).max(initial=0.0)))


def assert_close(ours, expected, element, terms=1):
    ours = np.asarray(ours).astype(np.float64)
    assert ours.shape == expected.shape
    np.testing.assert_allclose(ours, expected, rtol=0, atol=tolerance(element, ours, expected, terms))


def problem(shape, element, seed=0, ignore_index=-100, probs=False, weighted=True):
    rng = np.random.default_rng(seed)
    classes = shape[1] if len(shape) > 1 else shape[0]
    rows_shape = shape[:1] + shape[2:] if len(shape) > 1 else ()
    input = (rng.standard_normal(shape) * 2).astype(ELEMENTS[element])
    weight = rng.uniform(0.2, 2.0, classes).astype(ELEMENTS[element]) if weighted else None
    if weighted and classes > 2:
        weight[2] = 0
    if probs:
        target = rng.dirichlet(np.ones(classes), rows_shape).astype(ELEMENTS[element]) if classes else np.zeros(shape)
        target = np.moveaxis(target, -1, 1 if len(shape) > 1 else 0).astype(ELEMENTS[element])
    else:
        target = rng.integers(0, max(classes, 1), rows_shape).astype(np.int64)
        if target.size > 2:
            target.reshape(-1)[1] = ignore_index
    return input, target, weight


def torch_loss(torch, name, input, target, weight, **kwargs):
    """PyTorch in float64 on the same (already rounded) values: the exact result."""
    F = torch.nn.functional
    t_input = torch.from_numpy(np.asarray(input, np.float64)).requires_grad_()
    t_target = torch.from_numpy(np.asarray(target, np.int64 if target.dtype.kind in "iu" else np.float64))
    if t_target.is_floating_point():
        t_target.requires_grad_()
    t_weight = None if weight is None else torch.from_numpy(np.asarray(weight, np.float64))
    return getattr(F, name)(t_input, t_target, t_weight, **kwargs), t_input, t_target


# ---- forward and gradients against PyTorch, every element, reduction and shape


@pytest.mark.parametrize("element,reduction", list(itertools.product(ELEMENTS, REDUCTIONS)))
def test_nll_loss_matches_torch(torch, element, reduction):
    for shape, index_type, ignore_index, weighted in itertools.product(SHAPES, (np.int32, np.int64), (-100, 0),
                                                                       (True, False)):
        input, target, weight = problem(shape, element, ignore_index=ignore_index, weighted=weighted)
        target = target.astype(index_type)
        expected, t_input, _ = torch_loss(torch, "nll_loss", input, target, weight, ignore_index=ignore_index,
                                          reduction=reduction)
        out, pullback = vjp(ops.nll_loss, input, target, weight, ignore_index=ignore_index, reduction=reduction)
        assert out.dtype == input.dtype
        assert_close(out, expected.detach().numpy(), element, terms=4)
        grad = np.random.default_rng(1).standard_normal(expected.shape).astype(ELEMENTS[element])
        expected.backward(torch.from_numpy(grad.astype(np.float64)))
        assert_close(pullback(grad)["input"], t_input.grad.numpy(), element)


@pytest.mark.parametrize("op", ["nll_loss", "cross_entropy"])
@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_uint8_class_targets_are_pytorchs_byte_targets(torch, op, reduction):
    # PyTorch takes Byte targets for [N, C] input; they are class indices as any other
    st = pytest.importorskip("skucat.torch")
    rng = np.random.default_rng(5)
    x = torch.from_numpy(rng.standard_normal((6, 5))).requires_grad_()
    target, weight = torch.from_numpy(rng.integers(0, 5, 6).astype(np.uint8)), torch.rand(5, dtype=torch.float64)
    ours, theirs = (getattr(module, op)(x, target, weight, reduction=reduction) for module in (st, torch.nn.functional))
    torch.testing.assert_close(ours, theirs)
    g = torch.ones_like(theirs)
    torch.testing.assert_close(torch.autograd.grad(ours, x, g)[0], torch.autograd.grad(theirs, x, g)[0])


@pytest.mark.parametrize("element,reduction", list(itertools.product(ELEMENTS, REDUCTIONS)))
def test_cross_entropy_with_class_indices_matches_torch(torch, element, reduction):
    for shape, ignore_index, smoothing, weighted in itertools.product(SHAPES, (-100, 1), (0.0, 0.2, 1.0, -0.5),
                                                                      (True, False)):
        input, target, weight = problem(shape, element, seed=2, ignore_index=ignore_index, weighted=weighted)
        kwargs = dict(ignore_index=ignore_index, reduction=reduction, label_smoothing=smoothing)
        expected, t_input, _ = torch_loss(torch, "cross_entropy", input, target, weight, **kwargs)
        out, pullback = vjp(ops.cross_entropy, input, target, weight, **kwargs)
        assert out.dtype == input.dtype
        assert_close(out, expected.detach().numpy(), element, terms=8)
        grad = np.random.default_rng(3).standard_normal(expected.shape).astype(ELEMENTS[element])
        expected.backward(torch.from_numpy(grad.astype(np.float64)))
        grads = pullback(grad)
        assert grads["target"] is None, "class indices have no gradient"
        assert_close(grads["input"], t_input.grad.numpy(), element, terms=4)


@pytest.mark.parametrize("element,reduction", list(itertools.product(ELEMENTS, REDUCTIONS)))
def test_cross_entropy_with_class_probabilities_matches_torch(torch, element, reduction):
    for shape, smoothing, weighted in itertools.product(SHAPES, (0.0, 0.3, 1.0), (True, False)):
        input, target, weight = problem(shape, element, seed=4, probs=True, weighted=weighted)
        kwargs = dict(reduction=reduction, label_smoothing=smoothing)
        expected, t_input, t_target = torch_loss(torch, "cross_entropy", input, target, weight, **kwargs)
        out, pullback = vjp(ops.cross_entropy, input, target, weight, **kwargs)
        assert out.dtype == input.dtype
        assert_close(out, expected.detach().numpy(), element, terms=8)
        assert np.array_equal(ops.cross_entropy_probs(input, target, weight, **kwargs), out, equal_nan=True)
        grad = np.random.default_rng(5).standard_normal(expected.shape).astype(ELEMENTS[element])
        expected.backward(torch.from_numpy(grad.astype(np.float64)))
        grads = pullback(grad)
        assert_close(grads["input"], t_input.grad.numpy(), element, terms=4)
        assert_close(grads["target"], t_target.grad.numpy(), element, terms=4)


def test_16_bit_results_match_torch_in_the_element_type(torch):
    # PyTorch's own f16/bf16 kernels round intermediates; skucat rounds once, so it sits within
    # a few of their ulps, and the none-reduced nll_loss is bit-identical (one exact product).
    for element in ("f16", "bf16"):
        input, target, weight = problem((6, 9), element, seed=6)
        t_input, t_weight = torch_tensor(torch, input), torch_tensor(torch, weight)
        ours = ops.nll_loss(input, target, weight, reduction="none")
        theirs = torch.nn.functional.nll_loss(t_input, torch.from_numpy(target), t_weight, reduction="none")
        assert np.array_equal(ours.astype(np.float64), theirs.to(torch.float64).numpy())
        ours = ops.cross_entropy(input, target, weight, label_smoothing=0.1)
        theirs = torch.nn.functional.cross_entropy(t_input, torch.from_numpy(target), t_weight, label_smoothing=0.1)
        assert abs(float(ours.astype(np.float64)) - theirs.item()) <= 8 * eps(element) * abs(theirs.item())


def test_backward_ops_match_aten(torch):
    input, target, weight = problem((5, 7), "f64", seed=7)
    t_args = [torch.from_numpy(a) for a in (input, target, weight)]
    for reduction, code in zip(REDUCTIONS, range(3)):
        out, total_weight = torch.ops.aten.nll_loss_forward(*t_args, code, -100)
        grad = np.random.default_rng(8).standard_normal(out.shape)
        expected = torch.ops.aten.nll_loss_backward(torch.from_numpy(grad), *t_args, code, -100, total_weight)
        ours = ops.nll_loss_backward(grad, input, target, weight, reduction, -100, total_weight.numpy())
        np.testing.assert_allclose(ours, expected.numpy(), rtol=1e-15, atol=0)


# ---- PyTorch's edge cases


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_every_target_ignored_gives_torchs_result(torch, reduction):
    input, _, weight = problem((4, 5), "f32", seed=9)
    for ignore_index in (-100, 3, -1):
        target = np.full(4, ignore_index)
        for name in ("nll_loss", "cross_entropy"):
            ours = getattr(ops, name)(input, target, weight, ignore_index=ignore_index, reduction=reduction)
            theirs = getattr(torch.nn.functional, name)(torch.from_numpy(input), torch.from_numpy(target),
                                                        torch.from_numpy(weight), ignore_index=ignore_index,
                                                        reduction=reduction)
            np.testing.assert_array_equal(ours, theirs.numpy())   # NaN for mean, zeros otherwise
            if reduction == "mean":
                assert np.isnan(ours)


@pytest.mark.parametrize("shape,probs", [((2, 0), False), ((2, 0), True), ((0, 0), True), ((0, 3, 2), True)])
def test_empty_classes_and_rows_match_torch(torch, shape, probs):
    input = np.zeros(shape, np.float32)
    target = np.zeros(shape, np.float32) if probs else np.full(shape[:1] + shape[2:], -100)
    for reduction in REDUCTIONS:
        ours = ops.cross_entropy(input, target, reduction=reduction)
        theirs = torch.nn.functional.cross_entropy(torch.from_numpy(input), torch.from_numpy(target),
                                                   reduction=reduction)
        assert ours.shape == tuple(theirs.shape)
        np.testing.assert_array_equal(ours, theirs.numpy())


def special_logits():
    """Rows of large, -inf, +inf and NaN logits (class 0 is every row's target)."""
    big = 1e30
    return np.array([[big, 0.0, -big], [0.0, -np.inf, 1.0], [-np.inf, 1.0, 2.0], [np.inf, 0.0, 1.0],
                     [np.nan, 0.0, 1.0], [-np.inf, -np.inf, -np.inf], [1e4, 1e4 + 1, 1e4 - 1]])


@pytest.mark.parametrize("element", ["f32", "f64"])
@pytest.mark.parametrize("smoothing", [0.0, 0.5, 1.0])
def test_non_finite_and_large_logits_match_torch(torch, element, smoothing):
    input = special_logits().astype(ELEMENTS[element])
    target, weight = np.zeros(len(input), np.int64), np.array([1.0, 0.0, 2.0], ELEMENTS[element])
    probs = np.tile(np.array([0.5, 0.0, 0.5], ELEMENTS[element]), (len(input), 1))
    for target_kind, reduction in itertools.product((target, probs), REDUCTIONS):
        kwargs = dict(reduction=reduction, label_smoothing=smoothing)
        ours = ops.cross_entropy(input, target_kind, weight, **kwargs)
        theirs = torch.nn.functional.cross_entropy(torch.from_numpy(input), torch.from_numpy(target_kind),
                                                   torch.from_numpy(weight), **kwargs).numpy()
        assert np.array_equal(np.isnan(ours), np.isnan(theirs)) and np.array_equal(np.isinf(ours), np.isinf(theirs))
        finite = np.isfinite(theirs)
        np.testing.assert_allclose(ours[finite], theirs[finite], rtol=64 * eps(element))


@pytest.mark.parametrize("smoothing", [0.0, 0.5, 1.0])
def test_gradients_of_infinite_logits_match_torch(torch, smoothing):
    input = np.array([[0.0, -np.inf, 1.0], [-np.inf, 1.0, 2.0], [3.0, 1.0, -np.inf]])
    target, weight = np.array([0, 1, 2]), np.array([1.0, 0.5, 2.0])
    for reduction in REDUCTIONS:
        expected, t_input, _ = torch_loss(torch, "cross_entropy", input, target, weight, reduction=reduction,
                                          label_smoothing=smoothing)
        grad = np.ones(expected.shape)
        expected.backward(torch.from_numpy(grad))
        _, pullback = vjp(ops.cross_entropy, input, target, weight, reduction=reduction, label_smoothing=smoothing)
        np.testing.assert_allclose(pullback(grad)["input"], t_input.grad.numpy(), rtol=1e-12, atol=1e-15)


def test_total_weight_is_saved_as_atens():
    input, target, weight = problem((5, 4), "f64", seed=10)
    with skucat.functional.saving() as saved:
        ops.nll_loss(input, target, weight, reduction="sum")
    counted = target != -100
    assert saved["nll_loss"]["total_weight"].shape == ()
    np.testing.assert_allclose(saved["nll_loss"]["total_weight"], weight[target[counted]].sum(), rtol=1e-15)


def test_many_rows_span_every_block_and_partial():
    # More rows than blocks (1024) and than one block's threads: each partial covers several rows.
    rng = np.random.default_rng(11)
    input, target = rng.standard_normal((2100, 3)), rng.integers(0, 3, 2100)
    expected = -input[np.arange(2100), target]
    np.testing.assert_allclose(ops.nll_loss(input, target, reduction="sum"), expected.sum(), rtol=1e-13)
    shifted = input - input.max(1, keepdims=True)
    log_p = shifted - np.log(np.exp(shifted).sum(1, keepdims=True))
    np.testing.assert_allclose(ops.cross_entropy(input, target), -log_p[np.arange(2100), target].mean(), rtol=1e-13)


# ---- finite differences of the backward ops against the forward ops (float64)


def numeric_gradient(loss, array, step=1e-6):
    numeric = np.zeros_like(array)
    for index in np.ndindex(array.shape):
        bumped = array.copy()
        bumped[index] += step
        plus = loss(bumped)
        bumped[index] -= 2 * step
        numeric[index] = (plus - loss(bumped)) / (2 * step)
    return numeric


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_backward_ops_match_finite_differences(reduction):
    input, target, weight = problem((3, 4, 2), "f64", seed=12, ignore_index=-100)
    _, probs, _ = problem((3, 4, 2), "f64", seed=13, probs=True)
    grad = np.random.default_rng(14).standard_normal((3, 2) if reduction == "none" else ())

    def weighted(forward, arguments, **kwargs):
        return lambda array: float((forward(*arguments(array), **kwargs) * grad).sum())

    total = np.array(weight[target[target != -100]].sum())
    ours = ops.nll_loss_backward(grad, input, target, weight, reduction, -100, total)
    numeric = numeric_gradient(weighted(ops.nll_loss, lambda x: (x, target, weight), reduction=reduction), input)
    np.testing.assert_allclose(ours, numeric, atol=1e-8)
    kwargs = dict(reduction=reduction, label_smoothing=0.25)
    ours, none, no_weight = ops.cross_entropy_backward(grad, input, target, weight, total_weight=total,
                                                       want_weight=True, **kwargs)
    numeric = numeric_gradient(weighted(ops.cross_entropy, lambda x: (x, target, weight), **kwargs), input)
    assert none is None and no_weight is None   # class indices: neither they nor the weight (as PyTorch)
    np.testing.assert_allclose(ours, numeric, atol=1e-8)
    grad_input, grad_target, grad_weight = ops.cross_entropy_backward(grad, input, probs, weight, want_weight=True,
                                                                      **kwargs)
    np.testing.assert_allclose(
        grad_weight, numeric_gradient(weighted(ops.cross_entropy, lambda w: (input, probs, w), **kwargs), weight),
        atol=1e-8)
    np.testing.assert_allclose(
        grad_input, numeric_gradient(weighted(ops.cross_entropy, lambda x: (x, probs, weight), **kwargs), input),
        atol=1e-8)
    np.testing.assert_allclose(
        grad_target, numeric_gradient(weighted(ops.cross_entropy, lambda t: (input, t, weight), **kwargs), probs),
        atol=1e-8)


# ---- out-of-range targets: refused before running, and never an out-of-bounds access


def test_plan_refuses_out_of_range_targets_before_running(host):
    desc = plans.CrossEntropyDescriptor(batch=2, classes=3, spatial=1, element="f32", index="i64", reduction="none")
    plan = plans.CrossEntropyPlan.select(host, desc)
    out = np.full(2, 5, np.float32)
    args = plans.CrossEntropyArgs(input=np.zeros((2, 3, 1), np.float32), target=np.array([[0], [3]]),
                                  weight=np.ones(3, np.float32), out=out)
    with pytest.raises(skucat.OutOfRangeError, match="target"):
        plan.run(host, Workspace.allocate(host, plan.workspace_size()), args)
    assert (out == 5).all(), "nothing ran"


BAD_TARGETS = np.array([-5, 3, 10**9, -(10**9), -100, 1])


def guarded(shape, dtype):
    count = int(np.prod(shape))
    buffer = np.full(3 * max(count, 1), 7, dtype)
    return buffer, buffer[count:2 * count].reshape(shape)


def run_unchecked(stream, plan_class, fields, inputs):
    """Runs the plan with its checks skipped, each output inside guard bands; returns the outputs."""
    checks = plan_class.checks
    plan_class.checks = ()
    try:
        plan = plan_class.select(stream, plan_class.Descriptor(**fields))
        names, outputs, buffers = plan._bound_names, {}, []
        for spec in plan.tensors:
            if spec.role == "output" and (spec.when is None or spec.when(names)):
                buffer, outputs[spec.name] = guarded(tuple(spec.shape(names)), dtypes.numpy_dtype(plan.dtype_of(spec)))
                buffers.append((buffer, outputs[spec.name].size))
        plan.run(stream, Workspace.allocate(stream, plan.workspace_size()), plan.Args(**inputs, **outputs))
    finally:
        plan_class.checks = checks
    for buffer, count in buffers:
        assert (buffer[:count] == 7).all() and (buffer[2 * count:] == 7).all(), "a write outside an output"
    return outputs


def test_kernels_skip_out_of_range_targets(host):
    rows, classes = len(BAD_TARGETS), 3
    input = np.random.default_rng(15).standard_normal((rows, classes, 1))
    target, weight = BAD_TARGETS.reshape(rows, 1), np.ones(classes)
    counted = (BAD_TARGETS >= 0) & (BAD_TARGETS < classes)
    for op, reduction in itertools.product(("nll_loss", "cross_entropy"), REDUCTIONS):
        fields = dict(batch=rows, classes=classes, spatial=1, element="f64", index="i64", reduction=reduction)
        plan_class = plans.NllLossPlan if op == "nll_loss" else plans.CrossEntropyPlan
        out = run_unchecked(host, plan_class, fields, dict(input=input, target=target, weight=weight))
        if reduction == "none":
            assert (out["out"][~counted] == 0).all(), "rows with bad targets count as ignored"
        else:
            assert out["total_weight"] == counted.sum()
        dout = np.ones(rows if reduction == "none" else 1)
        backward = plans.NllLossBackwardPlan if op == "nll_loss" else plans.CrossEntropyBackwardPlan
        extra = dict(total_weight=np.array(float(counted.sum()))) if reduction == "mean" else {}
        grad = run_unchecked(host, backward, fields, dict(dout=dout, input=input, target=target, weight=weight,
                                                          **extra))["grad_input"]
        assert (grad[~counted] == 0).all() and grad[counted].any()


def test_out_of_range_targets_are_clean_under_address_sanitizer():
    from test_sanitizer import run_python

    result = run_python(
        "import skucat, test_loss as case\n"
        "from skucat.backends.host import HostBackend\n"
        "case.test_kernels_skip_out_of_range_targets(skucat.Stream(HostBackend(sanitize=True)))\n"
    )
    assert result.returncode == 0 and "AddressSanitizer" not in result.stderr, result.stderr[-5000:]


# ---- every way to call it wrongly


X = np.zeros((3, 4), np.float32)
T = np.array([0, 1, 3])
P = np.full((3, 4), 0.25, np.float32)


@pytest.mark.parametrize("call,error,builtin,message", [
    (lambda: ops.nll_loss(X, np.array([0, 4, 1])), skucat.OutOfRangeError, IndexError, "target"),
    (lambda: ops.nll_loss(X, np.array([0, -1, 1])), skucat.OutOfRangeError, IndexError, "target"),
    (lambda: ops.cross_entropy(X, np.array([0, 4, -100])), skucat.OutOfRangeError, IndexError, "target"),
    (lambda: ops.cross_entropy(X[0], np.array(4)), skucat.OutOfRangeError, IndexError, "target"),
    (lambda: ops.nll_loss(X, T.astype(np.float32)), skucat.DTypeError, TypeError, "target must have a dtype among"),
    (lambda: ops.nll_loss(X, T.astype(np.int16)), skucat.DTypeError, TypeError, "target must have a dtype among"),
    (lambda: ops.cross_entropy(X.astype(np.int32), T), skucat.DTypeError, TypeError, "input must have a dtype among"),
    (lambda: ops.nll_loss(X, T, np.ones(3, np.float32)), skucat.ShapeError, ValueError,
     "weight has classes = 3 where input gives classes = 4"),
    (lambda: ops.nll_loss(X, T, np.ones(4)), skucat.DTypeError, TypeError, "weight must have the dtype of input"),
    (lambda: ops.nll_loss(X, T[:2]), skucat.ShapeError, ValueError, r"target must have shape \(3,\)"),
    (lambda: ops.cross_entropy(X[0], T), skucat.ShapeError, ValueError, r"target must have shape \(\)"),
    (lambda: ops.nll_loss(np.float32(1), T), skucat.ShapeError, ValueError, "input must have rank"),
    (lambda: ops.nll_loss(np.zeros((1,) * 9, np.float32), np.zeros((1,) * 8, np.int64)), skucat.ShapeError,
     ValueError, "rank 1 to 8"),
    (lambda: ops.nll_loss(X, T, reduction="avg"), skucat.InvalidArgumentError, ValueError, "reduction must be one of"),
    (lambda: ops.nll_loss(X, T, ignore_index=1.5), skucat.InvalidArgumentError, ValueError, "ignore_index must be int"),
    (lambda: ops.nll_loss(X, T, size_average=False), skucat.UnsupportedError, ValueError, "size_average"),
    (lambda: ops.cross_entropy(X, T, reduce=False), skucat.UnsupportedError, ValueError, "reduce"),
    (lambda: ops.cross_entropy(X, T, label_smoothing=1.5), skucat.InvalidArgumentError, ValueError,
     "label_smoothing is at most 1"),
    (lambda: ops.cross_entropy(X, P, label_smoothing=1.01), skucat.InvalidArgumentError, ValueError,
     "label_smoothing is at most 1"),
    (lambda: ops.cross_entropy(X, P, ignore_index=0), skucat.InvalidArgumentError, ValueError, "ignore_index 0"),
    (lambda: ops.cross_entropy(X, P.astype(np.int64)), skucat.DTypeError, TypeError,
     "target must have the dtype of input"),
    (lambda: ops.cross_entropy(X, P.astype(np.float64)), skucat.DTypeError, TypeError,
     "target must have the dtype of input"),
    (lambda: ops.nll_loss_backward(np.float32(1), X, T, None, "mean", -100, None), skucat.InvalidArgumentError,
     ValueError, "total_weight is required when reduction == 'mean'"),
    (lambda: ops.nll_loss_backward(np.ones(2, np.float32), X, T, None, "none", -100, None), skucat.ShapeError,
     ValueError, r"grad_output must have shape \(3,\)"),
    (lambda: ops.nll_loss_backward(np.float32(1), X, np.array([0, 9, 1]), None, "sum", -100, None),
     skucat.OutOfRangeError, IndexError, "target"),
    (lambda: ops.cross_entropy_backward(np.float32(1), X, T, reduction="avg"), skucat.InvalidArgumentError,
     ValueError, "reduction must be one of"),
    (lambda: ops.cross_entropy_backward(np.float64(1), X, T, reduction="sum"), skucat.DTypeError, TypeError,
     "dtype of"),
    (lambda: ops.cross_entropy_backward(np.float32(1), X, P, label_smoothing=2.0), skucat.InvalidArgumentError,
     ValueError, "label_smoothing"),
])
def test_bad_input_raises_before_running(call, error, builtin, message):
    with pytest.raises(error, match=message) as info:
        call()
    assert isinstance(info.value, builtin) and isinstance(info.value, skucat.SkucatError)
