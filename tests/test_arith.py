"""add, mul, sum and mean with their backwards, and the reshape and permute views, against PyTorch:
broadcasting, dims, keepdim, dtype, numbers as operands, NaN and infinities, gradients through
autograd and finite differences; every way to call them wrongly, at the functional and plan layers."""

from __future__ import annotations

import itertools
import math

import ml_dtypes
import numpy as np
import pytest

import skucat
from skucat import ops
from skucat.autodiff import backward, from_inner, grad, inner, vjp
from skucat.dtypes import name_of
from skucat.expr import column_runs
from skucat import plans
from skucat.reference import arith as reference
from skucat.verify import eps

ELEMENTS = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "f64": np.float64}
# (input, other): broadcasting from the left and in the middle, size-1 and missing dims, 0-d, empty
# dims (broadcast against 1 and against themselves), rank 8, and equal shapes.
BROADCASTS = [((2, 3, 4), (4,)), ((5, 1, 3), (1, 4, 1)), ((), (3, 2)), ((3, 2), ()), ((0, 3), (3,)),
              ((4, 1), (4, 0)), ((2, 1, 2, 1, 2, 1, 2, 1), (1, 2, 1, 2, 1, 2, 1, 2)), ((6, 7), (6, 7)),
              ((3, 1), (1, 1, 3, 1))]
# (shape, dim, keepdim): all dims, an int, negative, tuples and lists (non-adjacent), the empty tuple
# (all, as PyTorch), 0-d inputs, empty sums (sum 0, mean NaN), empty results, size-1 dims, sums of
# more than 32 adjacent items (a block an output), of more than 32 at a stride ((3, 40, 5) over 1)
# and of fewer (a thread an output).
REDUCTIONS = [((3, 4), None, False), ((3, 4), None, True), ((3, 40, 5), 1, False), ((3, 40, 5), -2, True),
              ((2, 3, 4, 5), (0, 2), False), ((2, 3, 4, 5), [3, -3], True), ((6, 7), (), False),
              ((), None, False), ((), 0, True), ((), (-1,), False), ((4, 0, 3), 1, False), ((0, 3), 0, True),
              ((0, 3), 1, False), ((5, 1), 1, False), ((2500,), 0, False), ((7, 300), (0, 1), True),
              # few outputs of many items: each output's items in runs, a block each (slice_rows)
              ((70001,), None, False), ((3, 40000), -1, True), ((2, 5, 9000), (1, 2), False),
              # many items at a stride: each output's items in runs, a thread each (columns), also
              # over two dims that do not merge (item by item)
              ((300, 5), 0, False), ((130, 4, 3), (0, 1), True), ((70, 2, 3, 4), (0, 2), False)]


def compute(element: str) -> str:
    return "f64" if element == "f64" else "f32"


def tensor(torch, array):
    """A torch tensor of the same values and element type (bf16 through float32, exactly)."""
    array = np.asarray(array)
    if array.dtype == ml_dtypes.bfloat16:
        return torch.from_numpy(array.astype(np.float32)).to(torch.bfloat16)
    return torch.from_numpy(np.require(array, requirements="C"))   # ascontiguousarray makes 0-d 1-d


def values(shape, element, seed=0, special=False):
    x = np.random.default_rng(seed).standard_normal(shape) * 3
    if special and x.size >= 5:
        x.reshape(-1)[:5] = (np.nan, np.inf, -np.inf, -0.0, 1e30)   # 1e30: inf in 16-bit elements
    with np.errstate(over="ignore"):
        return np.asarray(x).astype(ELEMENTS[element])


def assert_within(ours, expected, allowed):
    """|ours - expected| <= allowed elementwise; NaN and infinities must match exactly."""
    ours, expected = np.asarray(ours, np.float64), np.asarray(expected, np.float64)
    assert ours.shape == expected.shape, (ours.shape, expected.shape)
    same = (ours == expected) | (np.isnan(ours) & np.isnan(expected))
    with np.errstate(invalid="ignore"):
        bad = ~same & ~(np.abs(ours - expected) <= allowed)
    assert not bad.any(), f"{ours[bad][:4]} != {expected[bad][:4]}"


def tolerance(element, exact, magnitude):
    """The element's rounding of the exact value, the compute type's error (magnitude in its units)
    and the spacing of the element's subnormals."""
    magnitude = np.where(np.isfinite(magnitude), magnitude, 0.0)
    tiny = float(ml_dtypes.finfo(ELEMENTS[element]).smallest_subnormal)
    return eps(element) * np.abs(np.where(np.isfinite(exact), exact, 0)) + eps(compute(element)) * magnitude + tiny


# ---- the references against PyTorch, in float64


def test_references_match_torch(torch):
    rng = np.random.default_rng(1)
    for a, b in BROADCASTS:
        x, y, g = rng.standard_normal(a), rng.standard_normal(b), rng.standard_normal(np.broadcast_shapes(a, b))
        t_x, t_y = torch.from_numpy(np.asarray(x)).requires_grad_(), torch.from_numpy(np.asarray(y)).requires_grad_()
        t_out = torch.mul(t_x, t_y)
        t_out.backward(torch.from_numpy(np.asarray(g)))
        for ours, theirs in zip(reference.mul_backward(g, x, y), (t_x.grad, t_y.grad)):
            np.testing.assert_allclose(ours, theirs, rtol=1e-12, atol=1e-12)
    for shape, dim, _ in REDUCTIONS:
        x = np.asarray(rng.standard_normal(shape))
        dims = tuple(range(len(shape))) if dim in (None, ()) else tuple(d % max(len(shape), 1)
                                                                       for d in np.atleast_1d(dim))
        dims = tuple(d for d in dims if d < len(shape))
        t_dim = dim if dim is not None else tuple(range(len(shape)))
        np.testing.assert_allclose(reference.sum(x, dims), torch.sum(torch.from_numpy(x), t_dim, keepdim=True),
                                   rtol=1e-13, atol=1e-13)
        np.testing.assert_allclose(reference.mean(x, dims), torch.mean(torch.from_numpy(x), t_dim, keepdim=True),
                                   rtol=1e-13, atol=1e-13)


# ---- forward


@pytest.mark.parametrize("op,element,shapes", list(itertools.product(("add", "mul"), ELEMENTS, BROADCASTS)))
def test_binary_matches_torch(torch, op, element, shapes):
    a, b = shapes
    x, y = values(a, element, 1, special=True), values(b, element, 2)
    kwargs = {"alpha": -1.5} if op == "add" else {}
    ours = getattr(ops, op)(x, y, **kwargs)
    theirs = getattr(torch, op)(tensor(torch, x), tensor(torch, y), **kwargs)
    exact = getattr(torch, op)(torch.from_numpy(np.asarray(x, np.float64)), torch.from_numpy(np.asarray(y, np.float64)),
                               **kwargs).numpy()
    assert ours.shape == tuple(theirs.shape) and name_of(ours.dtype) == name_of(theirs.dtype)
    assert_within(ours, exact, tolerance(element, exact, 2 * np.abs(exact) + 1.5 * np.abs(np.asarray(y, np.float64))))


@pytest.mark.parametrize("element", ["f16", "bf16"])
def test_numbers_and_alpha_round_as_pytorchs_cpu_ops(torch, element):
    """add rounds alpha and a number to the element first, mul takes a number in f32: bit for bit
    PyTorch's CPU results (on 4096 items, which its vectorised loops cover whole)."""
    x, y = values((64, 64), element, 3), values((64, 64), element, 4)
    t_x, t_y = tensor(torch, x), tensor(torch, y)
    for ours, theirs in [(ops.add(x, 0.1), torch.add(t_x, 0.1)), (ops.add(x, y, alpha=0.3), torch.add(t_x, t_y, alpha=0.3)),
                         (ops.add(x, 1 / 3, alpha=0.7), torch.add(t_x, 1 / 3, alpha=0.7)),
                         (ops.mul(x, 0.1), torch.mul(t_x, 0.1)), (ops.mul(x, 1e-3), torch.mul(t_x, 1e-3)),
                         (ops.add(x, True), torch.add(t_x, True)), (ops.mul(x, 3), torch.mul(t_x, 3))]:
        assert np.array_equal(ours.astype(np.float32), theirs.float().numpy())


def test_add_rounds_once_in_the_compute_type(torch):
    # input + alpha * other is 1 + 2**-23 + 2**-24 - 2**-64 exactly: rounded once in f32 that is 1 + 2**-23;
    # rounded to f64 first it would be a tie, then 1 + 2**-22.
    x, y = np.full(64, 1 + 2 ** -23, np.float32), np.full(64, 1 - 2 ** -20, np.float32)
    alpha = 2 ** -24 * (1 + 2 ** -20)
    theirs = torch.add(torch.from_numpy(x), torch.from_numpy(y), alpha=alpha).numpy()
    assert np.array_equal(theirs, x)
    assert np.array_equal(ops.add(x, y, alpha=alpha).view(np.uint32), theirs.view(np.uint32))


@pytest.mark.parametrize("element", ELEMENTS)
def test_numbers_as_operands_match_torch(torch, element):
    x = values((3, 5), element, 5, special=True)
    for number in (2.5, -3, 0.0, np.float32(0.25), np.inf, np.nan):
        for op, kwargs in (("add", {}), ("add", {"alpha": 2}), ("mul", {})):
            ours = getattr(ops, op)(x, number, **kwargs)
            theirs = getattr(torch, op)(tensor(torch, x), float(number), **kwargs)
            assert ours.dtype == x.dtype and ours.shape == x.shape
            assert np.array_equal(ours.astype(np.float64), theirs.double().numpy(), equal_nan=True)
    assert ops.add(np.float16([1]), 1e6)[0] == np.inf    # a number rounds to the element: inf, as PyTorch


@pytest.mark.parametrize("op,element,case", list(itertools.product(("sum", "mean"), ELEMENTS, REDUCTIONS)))
def test_reductions_match_torch(torch, op, element, case):
    shape, dim, keepdim = case
    x = values(shape, element, 6, special=op == "sum" and shape == (3, 40, 5))
    ours = getattr(ops, op)(x, dim, keepdim)
    t_dim = () if dim is None and not keepdim else dim   # torch.sum(x, None, keepdim) needs keepdim's overload
    t_args = (t_dim, keepdim) if dim is not None or keepdim else ()
    theirs = getattr(torch, op)(tensor(torch, x), *t_args)
    with np.errstate(invalid="ignore"):
        exact = getattr(torch, op)(torch.from_numpy(np.asarray(x, np.float64)), *t_args).numpy()
        magnitude = getattr(torch, op)(torch.from_numpy(np.asarray(np.abs(np.asarray(x, np.float64)))), *t_args).numpy()
    count = max(x.size // max(exact.size, 1), 1)
    assert ours.shape == tuple(theirs.shape) and name_of(ours.dtype) == name_of(theirs.dtype)
    assert_within(ours, exact, tolerance(element, exact, (count + 8) * magnitude))


@pytest.mark.parametrize("op", ["sum", "mean"])
def test_dtype_casts_the_input_first(torch, op):
    x = values((3, 50), "f16", 7)
    for dtype, t_dtype in ((np.float32, torch.float32), ("f64", torch.float64), (torch.float64, torch.float64)):
        ours = getattr(ops, op)(x, 1, dtype=dtype)
        theirs = getattr(torch, op)(tensor(torch, x), 1, dtype=t_dtype)
        assert name_of(ours.dtype) == name_of(theirs.dtype)
        np.testing.assert_allclose(ours, theirs.numpy(), rtol=4 * eps(name_of(ours.dtype)) * 50)


def test_empty_reductions_are_zero_and_nan_as_pytorch(torch):
    x = np.zeros((0, 3), np.float32)
    assert np.array_equal(ops.sum(x, 0), np.zeros(3, np.float32)) and ops.sum(x).shape == ()
    assert np.isnan(ops.mean(x, 0)).all() and np.isnan(ops.mean(x)) and torch.mean(torch.from_numpy(x)).isnan()
    assert ops.mean(x, 1).shape == (0,)


def test_non_contiguous_operands_are_read_correctly():
    x = values((6, 8), "f32", 8)
    assert np.array_equal(ops.add(x.T, x[:, 0]), np.ascontiguousarray(x.T) + x[:, 0])
    assert np.array_equal(ops.sum(x[:, ::2], 0), ops.sum(np.ascontiguousarray(x[:, ::2]), 0))


def test_sums_at_a_stride_add_their_runs_in_order():
    # column_runs cuts each output's 300 items into runs of 75, summed one by one, then the runs' sums
    x = values((300, 5), "f32", 12)
    runs = column_runs(300, 5)
    assert runs == 4
    run_sums = [np.cumsum(part, axis=0, dtype=np.float32)[-1] for part in np.split(x, runs)]
    expected = np.cumsum(run_sums, axis=0, dtype=np.float32)[-1]
    assert np.array_equal(ops.sum(x, 0).view(np.uint32), expected.view(np.uint32))
    grad_input, grad_other = ops.add_backward(x, (300, 5), (5,))
    assert np.array_equal(grad_other.view(np.uint32), expected.view(np.uint32))


def test_results_do_not_depend_on_the_schedule():
    x, y, long = values((3, 3000, 2), "f32", 9), values((3000, 1), "f32", 10), values((2, 90000), "f32", 11)
    runs = []
    for stream in [skucat.Stream.host(schedule_seed=seed) for seed in (0, 1, 2)] + [skucat.Stream.host(workers=3)]:
        runs.append([ops.sum(x, 1, stream=stream), ops.mean(x, (0, 1), stream=stream),
                     *ops.mul_backward(x, x, y, stream=stream), ops.sum(long, stream=stream),
                     ops.mean(long, -1, stream=stream)])
    for run in runs[1:]:
        for first, other in zip(runs[0], run):
            assert np.array_equal(np.atleast_1d(first).view(np.uint8), np.atleast_1d(other).view(np.uint8))


# ---- gradients


def autograd(torch, op, arrays, kwargs, seed, wrt):
    """PyTorch's result and gradients (by name) of op on float64 copies, and the seed gradient."""
    leaves = {name: torch.from_numpy(np.asarray(value, np.float64)).requires_grad_(name in wrt)
              for name, value in arrays.items() if not isinstance(value, (int, float))}
    numbers = {name: value for name, value in arrays.items() if isinstance(value, (int, float))}
    out = getattr(torch, op)(*[leaves.get(name, numbers.get(name)) for name in arrays], **kwargs)
    out.backward(torch.from_numpy(seed))
    return out.detach().numpy(), {name: leaves[name].grad.numpy() for name in wrt}


GRADIENTS = [("add", (2, 3, 4), (4,), {"alpha": -0.5}), ("add", (5, 1, 3), (1, 4, 1), {}),
             ("add", (3, 2), (), {"alpha": 2}), ("add", (40, 3), 2.5, {}), ("mul", (2, 3, 4), (3, 1), {}),
             ("mul", (), (3, 2), {}), ("mul", (40, 1), (1, 40), {}), ("mul", (3, 2), -1.5, {}),
             ("mul", (0, 3), (3,), {})]


@pytest.mark.parametrize("op,a,b,kwargs", GRADIENTS)
@pytest.mark.parametrize("element", ["f32", "f64"])
def test_binary_gradients_match_torch_autograd(torch, op, a, b, kwargs, element):
    x = values(a, element, 11)
    y = values(b, element, 12) if isinstance(b, tuple) else b
    out, pullback = vjp(getattr(ops, op), x, y, **kwargs)
    seed = np.random.default_rng(13).standard_normal(out.shape)
    grads = pullback(seed.astype(x.dtype))
    wrt = ("input", "other") if isinstance(b, tuple) else ("input",)
    exact, expected = autograd(torch, op, {"input": x, "other": y}, kwargs, seed, wrt)
    if not isinstance(b, tuple):
        assert grads["other"] is None
    for name in wrt:
        found = grads[name]
        assert found.dtype == x.dtype and found.shape == expected[name].shape
        count = max(seed.size // max(found.size, 1), 1)
        operand = np.abs(np.asarray(y if name == "input" else x, np.float64)) if op == "mul" else 2
        magnitude = np.abs(np.broadcast_to(seed * operand if op == "mul" else seed * 2, seed.shape))
        bound = (count + 8) * reference.sum_to(magnitude, found.shape) + 2 * np.abs(expected[name])
        assert_within(found, expected[name], tolerance(element, expected[name], bound))


@pytest.mark.parametrize("op,case", list(itertools.product(("sum", "mean"), REDUCTIONS)))
def test_reduction_gradients_match_torch_autograd(torch, op, case):
    shape, dim, keepdim = case
    x = values(shape, "f64", 14)
    out, pullback = vjp(getattr(ops, op), x, dim, keepdim)
    seed = np.asarray(np.random.default_rng(15).standard_normal(out.shape))
    t_x = torch.from_numpy(np.asarray(x)).requires_grad_()
    t_args = ((() if dim is None and not keepdim else dim), keepdim) if dim is not None or keepdim else ()
    getattr(torch, op)(t_x, *t_args).backward(torch.from_numpy(seed))
    np.testing.assert_allclose(pullback(seed)["input"], t_x.grad.numpy(), rtol=1e-15, atol=0)


def test_reduction_gradient_has_the_inputs_dtype(torch):
    """sum(x, dtype=f64) of an f32 x: the gradient is f32, as autograd casts it back."""
    x = values((4, 5), "f32", 16)
    for op in ("sum", "mean"):
        out, pullback = vjp(getattr(ops, op), x, 1, dtype=np.float64)
        found = pullback(np.ones(4))["input"]
        t_x = torch.from_numpy(x).requires_grad_()
        getattr(torch, op)(t_x, 1, dtype=torch.float64).backward(torch.ones(4, dtype=torch.float64))
        assert out.dtype == np.float64 and found.dtype == np.float32
        assert np.array_equal(found, t_x.grad.numpy())


@pytest.mark.parametrize("op,a,b", [("add", (2, 3), (3,)), ("mul", (2, 1, 3), (4, 1)), ("mul", (3,), ())])
def test_binary_gradients_match_finite_differences(op, a, b):
    rng = np.random.default_rng(17)
    x, y = rng.standard_normal(a), np.asarray(rng.standard_normal(b))
    kwargs = {"alpha": 0.75} if op == "add" else {}
    forward = getattr(ops, op)
    out, pullback = vjp(forward, x, y, **kwargs)
    seed = rng.standard_normal(out.shape)
    grads, step = pullback(seed), 1e-6
    for name, array in (("input", x), ("other", y)):
        numeric = np.zeros(array.shape)
        for index in np.ndindex(*array.shape):
            bumped = {"input": x.copy(), "other": y.copy()}
            bumped[name][index] += step
            plus = (forward(bumped["input"], bumped["other"], **kwargs) * seed).sum()
            bumped[name][index] -= 2 * step
            minus = (forward(bumped["input"], bumped["other"], **kwargs) * seed).sum()
            numeric[index] = (plus - minus) / (2 * step)
        np.testing.assert_allclose(grads[name], numeric, atol=1e-8)


def test_reduction_gradients_match_finite_differences():
    rng = np.random.default_rng(18)
    x = rng.standard_normal((3, 4, 2))
    for op, dim, keepdim in (("sum", (0, 2), False), ("mean", 1, True), ("mean", None, False)):
        forward = getattr(ops, op)
        out, pullback = vjp(forward, x, dim, keepdim)
        seed = np.asarray(rng.standard_normal(out.shape))
        numeric = np.zeros(x.shape)
        for index in np.ndindex(*x.shape):
            bumped = x.copy()
            bumped[index] += 1e-6
            plus = (forward(bumped, dim, keepdim) * seed).sum()
            bumped[index] -= 2e-6
            numeric[index] = (plus - (forward(bumped, dim, keepdim) * seed).sum()) / 2e-6
        np.testing.assert_allclose(pullback(seed)["input"], numeric, atol=1e-8)


def test_the_backward_ops_match_autograd_directly(torch):
    rng = np.random.default_rng(19)
    g = rng.standard_normal((2, 3, 4))
    grad_input, grad_other = ops.add_backward(g, (2, 1, 4), (3, 1), alpha=2.0)
    np.testing.assert_allclose(grad_input, g.sum(1, keepdims=True), rtol=1e-14)
    np.testing.assert_allclose(grad_other, 2 * g.sum((0, 2))[:, None], rtol=1e-14)
    assert ops.add_backward(g, (2, 3, 4), None)[1] is None
    np.testing.assert_array_equal(ops.sum_backward(g.sum(1), (2, 3, 4), 1), np.broadcast_to(g.sum(1)[:, None], g.shape))
    np.testing.assert_allclose(ops.mean_backward(g[:, :1], (2, 3, 4), -2, True), np.broadcast_to(g[:, :1] / 3, g.shape),
                               rtol=1e-15)


# ---- views


def test_views_are_the_backends_reshape_and_transpose(torch):
    x = np.arange(24.0).reshape(2, 3, 4)
    for shape in ((4, -1), [24], (2, 3, 2, 2), -1, (1, 24, 1)):
        assert np.array_equal(ops.reshape(x, shape), torch.reshape(torch.from_numpy(x), (shape,) if isinstance(shape, int)
                                                                   else shape).numpy())
    for dims in ((2, 0, 1), (-1, 0, 1), [0, 1, 2], (1, -3, 2)):
        view = ops.permute(x, dims)
        assert np.shares_memory(view, x) and np.array_equal(view, torch.permute(torch.from_numpy(x), dims).numpy())
    assert ops.reshape(np.float64(2.0), (1, 1)).shape == (1, 1) and ops.permute(np.zeros(()), ()).shape == ()


def test_views_on_the_tape_match_torch_autograd(torch):
    rng = np.random.default_rng(20)
    x, y = rng.standard_normal((2, 3, 4)), rng.standard_normal((4, 6))
    t, u = from_inner(x), from_inner(y)
    loss = ops.sum(ops.mul(ops.permute(ops.reshape(t, (6, 4)), (1, 0)), u), (0, -1))
    grads = backward(loss)
    t_x, t_y = torch.from_numpy(x).requires_grad_(), torch.from_numpy(y).requires_grad_()
    t_loss = torch.sum(torch.mul(torch.permute(torch.reshape(t_x, (6, 4)), (1, 0)), t_y), (0, -1))
    t_loss.backward()
    np.testing.assert_allclose(inner(loss), t_loss.item(), rtol=1e-14)
    np.testing.assert_allclose(grad(t, grads), t_x.grad.numpy(), rtol=1e-14)
    np.testing.assert_allclose(grad(u, grads), t_y.grad.numpy(), rtol=1e-14)


# ---- bad input, at the functional layer

X = np.zeros((2, 3), np.float32)


@pytest.mark.parametrize("call,error,message", [
    (lambda: ops.add(X, np.zeros((3, 2), np.float32)), skucat.ShapeError,
     r"other of shape \(3, 2\) does not broadcast with input of shape \(2, 3\): 2 against 3 at dim -1"),
    (lambda: ops.mul(X, np.zeros((4, 1, 1), np.float32)[:, :, :0]), skucat.ShapeError, "other of shape"),
    (lambda: ops.add(X, X.astype(np.complex64)), skucat.DTypeError, r"other must have the dtype of input \(float32\)"),
    (lambda: ops.mul(X.astype(np.int32), 2), skucat.DTypeError, "input must have a dtype among"),
    (lambda: ops.add(X.astype(np.int64), 2), skucat.DTypeError, "input must have a dtype among"),
    (lambda: ops.mul(2.0, X), skucat.DTypeError, "input must be an array, not the number 2.0"),
    (lambda: ops.add(X, 1j), skucat.DTypeError, "other must be an array or a real number"),
    (lambda: ops.mul(X, [[None]]), skucat.DTypeError, "other must be an array of numbers"),
    (lambda: ops.add(X, X, alpha=True), skucat.InvalidArgumentError, "alpha must be float, not True"),
    (lambda: ops.add(X, X, alpha=1 + 1j), skucat.InvalidArgumentError, "alpha must be float"),
    (lambda: ops.add(X.astype(np.float16), 1.0, alpha=1e6), skucat.OutOfRangeError, "alpha is finite in the element"),
    (lambda: ops.sum(X, 2), skucat.OutOfRangeError, "dim 2 is out of range for input of rank 2"),
    (lambda: ops.mean(X, (0, -3)), skucat.OutOfRangeError, "dim -3 is out of range"),
    (lambda: ops.sum(np.float32(1), 1), skucat.OutOfRangeError, "dim 1 is out of range for input of rank 0"),
    (lambda: ops.sum(X, (0, -2)), skucat.InvalidArgumentError, "dim -2 appears multiple times in the list of dims"),
    (lambda: ops.mean(X, [1, 1]), skucat.InvalidArgumentError, "dim 1 appears multiple times"),
    (lambda: ops.sum(X, 1.0), skucat.InvalidArgumentError, "dim must be None, an int or a sequence of ints"),
    (lambda: ops.sum(X, (True,)), skucat.InvalidArgumentError, "dim must be None, an int or a sequence"),
    (lambda: ops.mean(X, 0, keepdim=1), skucat.InvalidArgumentError, "keepdim must be a bool"),
    (lambda: ops.sum(X, dtype=np.int32), skucat.DTypeError, "dtype must be one of"),
    (lambda: ops.mean(X.astype(np.int32)), skucat.DTypeError, "input must have a dtype among"),
    (lambda: ops.add_backward(X, (2, 3), (4,)), skucat.ShapeError, "other_shape of shape"),
    (lambda: ops.add_backward(X, (2, 3), (2, 1, 3)), skucat.ShapeError,
     r"grad_output must have the forward's result shape \(2, 2, 3\)"),
    (lambda: ops.add_backward(X, (2, -3), None), skucat.InvalidArgumentError, "input_shape must be a sequence"),
    (lambda: ops.add_backward(X, (2, 3), 3), skucat.InvalidArgumentError, "other_shape must be a sequence"),
    (lambda: ops.mul_backward(X, X, X[:, :1].astype(np.complex128)), skucat.DTypeError, "other must have the dtype"),
    (lambda: ops.mul_backward(X[:1], X, X[:, :1]), skucat.ShapeError, r"grad_output must have the forward's result shape \(2, 3\)"),
    (lambda: ops.sum_backward(X, (2, 3), 0), skucat.ShapeError, r"grad_output must have the forward's result shape \(3,\)"),
    (lambda: ops.mean_backward(X, (2, 3), 5), skucat.OutOfRangeError, "dim 5 is out of range"),
    (lambda: ops.mean_backward(X, "ab"), skucat.InvalidArgumentError, "input_shape must be a sequence"),
    (lambda: ops.reshape(X, (4, -1)), skucat.ShapeError, r"shape \(4, -1\) is invalid for input of size 6"),
    (lambda: ops.reshape(X, (-1, -1)), skucat.InvalidArgumentError, "only one dimension can be inferred"),
    (lambda: ops.reshape(X, (-2, 3)), skucat.InvalidArgumentError, "invalid extent -2 at index 0"),
    (lambda: ops.reshape(np.zeros((0, 3)), (-1, 0)), skucat.ShapeError, "ambiguous"),
    (lambda: ops.reshape(X, 6.0), skucat.InvalidArgumentError, "shape must be a sequence of ints"),
    (lambda: ops.reshape([1, 2], (2,)), skucat.DTypeError, "input must be an array"),
    (lambda: ops.permute(X, (0, 0)), skucat.InvalidArgumentError, "dims .* must be a permutation"),
    (lambda: ops.permute(X, (0,)), skucat.InvalidArgumentError, "must name each of the input's 2 dims once"),
    (lambda: ops.permute(X, (0, 2)), skucat.OutOfRangeError, "dims: 2 is out of range for an array of rank 2"),
    (lambda: ops.permute(X, "ab"), skucat.InvalidArgumentError, "dims must be a sequence of ints"),
])
def test_bad_input_raises_before_running(call, error, message):
    with pytest.raises(error, match=message):
        call()


# ---- bad input, at the plan layer


def plan_of(host, plan_class, **fields):
    return plan_class.select(host, plan_class.Descriptor(element="f32", **fields))


def test_plans_refuse_sizes_that_do_not_broadcast(host):
    x = np.zeros(6, np.float32)
    plan = plan_of(host, plans.AddPlan, numel=6, input_numel=6, other_numel=3, rank=2)
    good = np.array([[2, 3], [2, 3], [1, 3]])
    plan.can_implement(plans.AddArgs(input=x, other=x[:3], sizes=good, out=np.empty(6, np.float32)))
    for sizes, message in ((np.array([[2, 3], [2, 3], [3, 1]]), "each row of sizes is 1 or the first row's extent"),
                           (np.array([[3, 2], [3, 2], [1, 3]]), "broadcast_sizes"),
                           (np.array([[6, 1], [6, 1], [3, 1]]), "broadcast_sizes")):
        with pytest.raises(skucat.ShapeError, match=message):
            plan.run(host, skucat.Workspace.none(), plans.AddArgs(input=x, other=x[:3], sizes=sizes,
                                                                  out=np.empty(6, np.float32)))
    with pytest.raises(skucat.DTypeError, match="sizes must be int64, not int32"):
        plan.can_implement(plans.AddArgs(input=x, other=x[:3], sizes=good.astype(np.int32), out=np.empty(6, np.float32)))
    with pytest.raises(skucat.InvalidArgumentError, match="other is required when has_other"):
        plan.can_implement(plans.AddArgs(input=x, sizes=good, out=np.empty(6, np.float32)))
    with pytest.raises(skucat.ShapeError, match=r"sizes must have shape \[3, rank\]"):
        plan.can_implement(plans.AddArgs(input=x, other=x[:3], sizes=good[:2], out=np.empty(6, np.float32)))


def test_reduction_plans_refuse_inconsistent_sizes(host):
    x = np.ones(12, np.float32)
    plan = plan_of(host, plans.SumPlan, numel=12, out_numel=3, rank=2)
    out = np.empty(3, np.float32)
    plan.run(host, skucat.Workspace.none(), plans.SumArgs(input=x, sizes=np.array([[3, 4], [3, 1]]), out=out))
    assert np.array_equal(out, [4, 4, 4])
    for sizes in ([[3, 4], [1, 3]], [[3, 4], [3, 2]], [[-3, -4], [-3, 1]], [[2, 4], [2, 1]]):
        with pytest.raises(skucat.ShapeError, match="second row of sizes"):
            plan.can_implement(plans.SumArgs(input=x, sizes=np.array(sizes), out=out))
    backward_plan = plan_of(host, plans.MeanBackwardPlan, numel=12, grad_numel=3, rank=2)
    with pytest.raises(skucat.ShapeError, match="second row of sizes"):
        backward_plan.can_implement(plans.MeanBackwardArgs(grad_output=out, sizes=np.array([[3, 4], [1, 4]]),
                                                           grad_input=np.empty(12, np.float32)))
    with pytest.raises(skucat.DTypeError, match="mul_backward supports element"):
        plans.MulBackwardDescriptor(numel=1, input_numel=1, other_numel=1, rank=1, element="i32")
    with pytest.raises(skucat.InvalidArgumentError, match="alpha must be float"):
        plans.AddBackwardDescriptor(numel=1, input_numel=1, other_numel=1, rank=1, alpha="2")


@pytest.mark.parametrize("element", ["f16", "bf16", "f32", "f64"])
def test_a_gradient_of_its_operands_shape_is_copied_keeping_minus_zero(element):
    """add's backward to an operand of the gradient's shape is the gradient itself, as PyTorch's
    autograd passes it on (-0 stays -0; a sum of one item from 0 would make it +0)."""
    dtype = skucat.dtypes.numpy_dtype(element)
    g = np.array([[-0.0, 1.5, -0.0], [2.0, -0.0, -3.0]], np.float64).astype(dtype)
    grad_input, grad_other = ops.add_backward(g, g.shape, (3,))
    assert grad_input.tobytes() == g.tobytes()
    np.testing.assert_array_equal(grad_other.astype(np.float64), g.astype(np.float64).sum(0))
    assert ops.mean(g[None], 0).tobytes() == g.tobytes()   # a mean of one item each
