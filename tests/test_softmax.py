"""softmax, log_softmax and their backwards against PyTorch, finite differences and shuffled
schedules; every way to call them wrongly."""

from __future__ import annotations

import itertools
import warnings

import ml_dtypes
import numpy as np
import pytest

import skucat
from skucat import ops
from skucat.autodiff import vjp
from skucat.dtypes import name_of
from skucat.verify import eps

ELEMENTS = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "f64": np.float64}
FORWARD = ("softmax", "log_softmax")
# (shape, dim): negative dims, 0-d and 1-D arrays, size-0 and size-1 dims, rows longer than a
# block (threads loop), strided rows (dims before the last; 32 or more positions after dim run as
# columns, in tiles of up to 256), PyTorch's implicit dim (None).
SHAPES = [
    ((4, 37), -1), ((4, 37), 0), ((2, 3, 5, 7), 1), ((2, 3, 5, 7), -3), ((2100,), 0), ((), 0), ((), -1),
    ((3, 4, 300), 1), ((2, 5, 32), -2),
    ((0, 5), 1), ((5, 0), 1), ((5, 0), 0), ((3, 1, 4), 1), ((3, 1, 4), -2), ((2, 3, 4), None), ((6, 7), None),
    ((5,), None),
]


def torch_tensor(torch, array):
    """A torch tensor of the same values and element type (bf16 through float32, exactly)."""
    if array.dtype == ml_dtypes.bfloat16:
        return torch.from_numpy(array.astype(np.float32)).to(torch.bfloat16)
    return torch.from_numpy(np.ascontiguousarray(array))


def torch_dim(dim, shape):
    """PyTorch's implicit choice for dim=None (its _get_softmax_dim)."""
    return dim if dim is not None else (0 if len(shape) in (0, 1, 3) else 1)


def compute(element: str) -> str:
    return "f64" if element == "f64" else "f32"


def quiet(function, *args, **kwargs):
    """Calls function with the deprecation warning of an implicit dim silenced."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Implicit dimension choice")
        return function(*args, **kwargs)


def assert_close(ours, expected, element, size, spread, log):
    """Within eps(element) of the exact value, plus the compute type's error: a few units per term
    of the row's sum, and |x - max| units from rounding x - max (for log_softmax, absolutely)."""
    expected = np.asarray(expected, np.float64)
    scale = (1 + np.abs(expected)) if log else np.abs(expected)
    atol = eps(compute(element)) * (size + 16 + 2 * spread) * scale
    atol += float(ml_dtypes.finfo(ELEMENTS[element]).smallest_subnormal)
    assert_within(ours, expected, eps(element) * np.abs(expected) + atol)


def assert_within(ours, expected, allowed):
    """|ours - expected| <= allowed elementwise; NaN and infinities must match exactly."""
    ours, expected = ours.astype(np.float64), np.asarray(expected, np.float64)
    assert ours.shape == expected.shape
    same = (ours == expected) | (np.isnan(ours) & np.isnan(expected))
    with np.errstate(invalid="ignore"):
        bad = ~same & ~(np.abs(ours - expected) <= allowed)
    assert not bad.any(), f"{ours[bad][:4]} != {expected[bad][:4]} (allowed {np.broadcast_to(allowed, bad.shape)[bad][:4]})"


def spread_of(x, dim):
    """The largest finite |x - max| along dim."""
    x = np.asarray(x, np.float64)
    if x.size == 0:
        return 0.0
    with np.errstate(invalid="ignore"):
        shifted = np.abs(x - np.max(x, axis=dim, keepdims=True))
    return float(np.max(np.where(np.isfinite(shifted), shifted, 0.0)))


# ---- forward


@pytest.mark.parametrize("op,element,shape,dim",
                         [(op, element, *case) for op, element, case in itertools.product(FORWARD, ELEMENTS, SHAPES)])
def test_forward_matches_torch(torch, op, element, shape, dim):
    x = np.asarray(np.random.default_rng(len(shape)).standard_normal(shape) * 3).astype(ELEMENTS[element])
    ours = quiet(getattr(ops, op), x, dim)
    t_dim = torch_dim(dim, shape)
    reference = getattr(torch.nn.functional, op)
    expected = reference(torch.from_numpy(x.astype(np.float64)), t_dim).numpy()
    in_its_dtype = reference(torch_tensor(torch, x), t_dim)
    assert ours.shape == shape and name_of(in_its_dtype.dtype) == name_of(ours.dtype)
    size = shape[t_dim] if shape else 1
    assert_close(ours, expected, element, size, spread_of(x, t_dim if shape else None), op == "log_softmax")


@pytest.mark.parametrize("op,element,copies", list(itertools.product(FORWARD, ELEMENTS, (1, 6))))
def test_non_finite_rows_match_torch(torch, op, element, copies):
    inf, nan = np.inf, np.nan
    big = 3e4 if element == "f16" else 1e4
    rows = np.array([[-inf, -inf, -inf, -inf], [inf, 1, 2, 3], [nan, 1, 2, 3], [-inf, 1, 2, -inf],
                     [inf, inf, 1, 2], [big, big - 1, -big, 0], [-big, -big, -big, -big]])
    x = np.tile(rows.T, (1, copies)).astype(ELEMENTS[element])   # rows along dim 0, strided (6 copies: columns)
    ours = getattr(ops, op)(x, 0)
    expected = getattr(torch.nn.functional, op)(torch.from_numpy(x.astype(np.float64)), 0).numpy()
    assert np.array_equal(np.isnan(ours.astype(np.float64)), np.isnan(expected))
    assert np.isnan(expected[:, :3]).all() and np.isnan(expected[:, 4]).all(), "PyTorch's NaN rows"
    assert_close(ours, expected, element, 4, 2 * big, op == "log_softmax")


@pytest.mark.parametrize("op", FORWARD)
@pytest.mark.parametrize("dtype", [np.float32, "f32", "float32", "torch.float32", "torch.float64"])
def test_dtype_casts_the_input_first(torch, op, dtype):
    x = np.random.default_rng(5).standard_normal((3, 9)).astype(np.float16)
    torch_dtype = {"torch.float32": torch.float32, "torch.float64": torch.float64}.get(dtype, torch.float32)
    ours = getattr(ops, op)(x, 1, dtype=torch_dtype if isinstance(dtype, str) and "torch" in dtype else dtype)
    expected = getattr(torch.nn.functional, op)(torch.from_numpy(x), 1, dtype=torch_dtype)
    assert name_of(expected.dtype) == name_of(ours.dtype)
    exact = getattr(torch.nn.functional, op)(torch.from_numpy(x.astype(np.float64)), 1).numpy()
    element = "f64" if torch_dtype == torch.float64 else "f32"
    assert_close(ours, exact, element, 9, spread_of(x, 1), op == "log_softmax")


def test_non_contiguous_input_is_read_correctly():
    x = np.random.default_rng(6).standard_normal((8, 5)).astype(np.float32)
    assert np.array_equal(ops.softmax(x.T, 0), ops.softmax(np.ascontiguousarray(x.T), 0))
    assert np.array_equal(ops.log_softmax(x[:, ::2], 1), ops.log_softmax(np.ascontiguousarray(x[:, ::2]), 1))


def test_implicit_dim_warns_at_the_callers_line_as_pytorch():
    x = np.zeros((2, 3), np.float32)
    with pytest.warns(UserWarning, match="Implicit dimension choice for log_softmax has been deprecated") as record:
        out = ops.log_softmax(x)
    assert record[0].filename == __file__
    np.testing.assert_allclose(out, np.full((2, 3), -np.log(3)), rtol=1e-6)   # dim 1 for rank 2


# ---- backward and gradients


def backward_problem(op, element, shape=(5, 37), dim=-1, seed=7):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape) * 3
    forward = {"softmax": lambda v: np.exp(v - v.max(dim, keepdims=True)) / np.exp(v - v.max(dim, keepdims=True)).sum(dim, keepdims=True),
               "log_softmax": lambda v: v - v.max(dim, keepdims=True) - np.log(np.exp(v - v.max(dim, keepdims=True)).sum(dim, keepdims=True))}[op]
    output = forward(x).astype(ELEMENTS[element])
    grad_output = rng.standard_normal(shape).astype(ELEMENTS[element])
    return grad_output, output


def backward_tolerance(op, element, grad_output, output, dim, exact, output_rounded=False):
    """eps(element) of the result (and of a result below the element's normal range), the compute
    type's error of the row sum (size terms) and of the final operations; with output_rounded, the
    error of an output that was rounded to the element."""
    g, y = np.asarray(grad_output, np.float64), np.asarray(output, np.float64)
    size = g.shape[dim] if g.ndim else 1
    if op == "softmax":
        terms = np.abs(y) * (np.abs(g) + np.sum(np.abs(g * y), axis=dim, keepdims=True))
    else:
        terms = np.abs(g) + np.exp(y) * (1 + np.abs(y)) * np.sum(np.abs(g), axis=dim, keepdims=True)
    allowed = eps(element) * np.abs(exact) + eps(compute(element)) * (size + 16) * terms
    if output_rounded:
        allowed = allowed + 2 * eps(element) * terms
    return allowed + float(ml_dtypes.finfo(ELEMENTS[element]).smallest_subnormal)


@pytest.mark.parametrize("op,element,shape,dim", [
    (op, element, *case) for op, element, case in itertools.product(
        FORWARD, ELEMENTS, [((5, 37), -1), ((5, 37), 0), ((6, 5, 3), 1), ((3, 4, 300), 1)])])
def test_backward_matches_torch(torch, op, element, shape, dim):
    grad_output, output = backward_problem(op, element, shape, dim)
    backward = getattr(ops, f"{op}_backward")
    ours = backward(grad_output, output, dim, ELEMENTS[element])
    aten = getattr(torch.ops.aten, f"_{op}_backward_data")
    exact = aten(torch.from_numpy(grad_output.astype(np.float64)), torch.from_numpy(output.astype(np.float64)), dim,
                 torch.float64).numpy()
    in_its_dtype = aten(torch_tensor(torch, grad_output), torch_tensor(torch, output), dim,
                        torch_tensor(torch, output).dtype)
    assert ours.shape == output.shape and ours.dtype == output.dtype
    assert name_of(in_its_dtype.dtype) == name_of(ours.dtype)
    assert_within(ours, exact, backward_tolerance(op, element, grad_output, output, dim, exact))


@pytest.mark.parametrize("op", FORWARD)
def test_backward_result_has_input_dtype(torch, op):
    """As aten on CUDA: f32 gradient and output of an f16 forward input give an f16 result."""
    grad_output, output = backward_problem(op, "f32")
    ours = getattr(ops, f"{op}_backward")(grad_output, output, 1, torch.float16)
    in_f32 = getattr(ops, f"{op}_backward")(grad_output, output, 1, "f32")
    assert ours.dtype == np.float16 and np.array_equal(ours, in_f32.astype(np.float16))


@pytest.mark.parametrize("op,element,shape,dim", [
    (op, element, *case) for op, element, case in itertools.product(
        FORWARD, ELEMENTS, [((4, 37), -1), ((2, 3, 5), 1), ((), 0), ((0, 3), 1), ((3, 1), 1), ((2, 3, 4), None)])])
def test_vjp_matches_torch_autograd(torch, op, element, shape, dim):
    rng = np.random.default_rng(8)
    x = np.asarray(rng.standard_normal(shape) * 3).astype(ELEMENTS[element])
    grad = np.asarray(rng.standard_normal(shape)).astype(ELEMENTS[element])
    out, pullback = quiet(vjp, getattr(ops, op), x, dim)
    ours = pullback(grad)["input"]
    t_x = torch.from_numpy(x.astype(np.float64)).requires_grad_()
    t_out = getattr(torch.nn.functional, op)(t_x, torch_dim(dim, shape))
    t_out.backward(torch.from_numpy(grad.astype(np.float64)))
    exact = t_x.grad.numpy()
    assert ours.dtype == x.dtype and ours.shape == shape
    # The pullback reads the forward's output, rounded to the element: its error enters too.
    t_dim = torch_dim(dim, shape) if shape else 0
    out64, grad64 = t_out.detach().numpy().reshape(shape or (1,)), grad.astype(np.float64).reshape(shape or (1,))
    allowed = backward_tolerance(op, element, grad64, out64, t_dim, exact.reshape(shape or (1,)), output_rounded=True)
    assert_within(ours.reshape(allowed.shape), exact.reshape(allowed.shape), allowed)


@pytest.mark.parametrize("op", FORWARD)
def test_vjp_through_dtype_returns_the_inputs_dtype(torch, op):
    x = np.random.default_rng(9).standard_normal((3, 6)).astype(np.float16)
    grad = np.random.default_rng(10).standard_normal((3, 6)).astype(np.float32)
    out, pullback = vjp(getattr(ops, op), x, 1, dtype=np.float32)
    ours = pullback(grad)["input"]
    t_x = torch.from_numpy(x).requires_grad_()
    getattr(torch.nn.functional, op)(t_x, 1, dtype=torch.float32).backward(torch.from_numpy(grad))
    assert out.dtype == np.float32 and ours.dtype == np.float16
    np.testing.assert_allclose(ours.astype(np.float64), t_x.grad.numpy().astype(np.float64), rtol=2 * eps("f16"),
                               atol=1e-6)


@pytest.mark.parametrize("op,dim", list(itertools.product(FORWARD, (0, -1))))
def test_backward_matches_finite_differences_of_the_forward(op, dim):
    rng = np.random.default_rng(11)
    x = rng.standard_normal((3, 5))
    grad = rng.standard_normal((3, 5))
    forward = getattr(ops, op)
    analytic = getattr(ops, f"{op}_backward")(grad, forward(x, dim), dim, np.float64)
    numeric = np.zeros_like(x)
    step = 1e-6
    for index in itertools.product(*map(range, x.shape)):
        bumped = x.copy()
        bumped[index] += step
        plus = (forward(bumped, dim) * grad).sum()
        bumped[index] -= 2 * step
        minus = (forward(bumped, dim) * grad).sum()
        numeric[index] = (plus - minus) / (2 * step)
    np.testing.assert_allclose(analytic, numeric, atol=1e-8)


# ---- schedules


@pytest.mark.parametrize("op,element", list(itertools.product(FORWARD, ("f32", "bf16"))))
def test_results_do_not_depend_on_the_schedule(op, element):
    rng = np.random.default_rng(12)
    x = (rng.standard_normal((3, 3000, 2)) * 3).astype(ELEMENTS[element])   # 3 warps, 32 items a thread
    grad = rng.standard_normal(x.shape).astype(ELEMENTS[element])
    runs = []
    for seed in (0, 1, 2):
        stream = skucat.Stream.host(schedule_seed=seed)
        out = getattr(ops, op)(x, 1, stream=stream)
        runs.append((out, getattr(ops, f"{op}_backward")(grad, out, 1, ELEMENTS[element], stream=stream)))
    for out, grad_input in runs[1:]:
        assert np.array_equal(out.view(np.uint8), runs[0][0].view(np.uint8))
        assert np.array_equal(grad_input.view(np.uint8), runs[0][1].view(np.uint8))


# ---- bad input

X = np.zeros((2, 3), np.float32)


@pytest.mark.parametrize("call,error,builtin,message", [
    (lambda: ops.softmax(X, 2), skucat.OutOfRangeError, IndexError, "dim 2 is out of range for input of rank 2"),
    (lambda: ops.log_softmax(X, -3), skucat.OutOfRangeError, IndexError, "dim -3 is out of range"),
    (lambda: ops.softmax(np.float32(1), 1), skucat.OutOfRangeError, IndexError, "dim 1 is out of range"),
    (lambda: ops.softmax(X, 1.0), skucat.InvalidArgumentError, ValueError, "dim must be an int"),
    (lambda: ops.log_softmax(X, True), skucat.InvalidArgumentError, ValueError, "dim must be an int"),
    (lambda: ops.softmax(X.astype(np.int32), 1), skucat.DTypeError, TypeError, "input must have a dtype among"),
    (lambda: ops.softmax(X, 1, dtype=np.int32), skucat.DTypeError, TypeError, "dtype must be one of"),
    (lambda: ops.log_softmax(X, 1, dtype="complex"), skucat.DTypeError, TypeError, "dtype must name a dtype"),
    (lambda: ops.softmax([[None, 1]], 1), skucat.DTypeError, TypeError, "input must be an array of numbers"),
    (lambda: ops.softmax(np.zeros((1,) * 9, np.float32), 0), skucat.ShapeError, ValueError,
     "a view around dim takes input of rank 1 to 8"),
    (lambda: ops.softmax(X, 1, stream="host"), skucat.InvalidArgumentError, ValueError, "stream must be"),
    (lambda: ops.softmax_backward(X, X[:1], 1, np.float32), skucat.ShapeError, ValueError,
     r"grad_output must have the shape of output \(1, 3\)"),
    (lambda: ops.softmax_backward(X.astype(np.float16), X, 1, np.float32), skucat.DTypeError, TypeError,
     "output must have the dtype of grad_output"),
    (lambda: ops.log_softmax_backward(X, X, 2, np.float32), skucat.OutOfRangeError, IndexError, "dim 2 is out of range"),
    (lambda: ops.log_softmax_backward(X, X, 0, np.int64), skucat.DTypeError, TypeError, "input_dtype must be one of"),
    (lambda: ops.softmax_backward(X, X, 0, None), skucat.DTypeError, TypeError, "input_dtype must name a dtype"),
    (lambda: ops.softmax_backward(X.astype(np.int64), X.astype(np.int64), 0, np.float32), skucat.DTypeError,
     TypeError, "grad_output must have a dtype among"),
])
def test_bad_input_raises_before_running(call, error, builtin, message):
    with pytest.raises(error, match=message) as info:
        call()
    assert isinstance(info.value, builtin) and isinstance(info.value, skucat.SkucatError)
