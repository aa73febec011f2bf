"""The pointwise family (ops by formula) against PyTorch: every op and its backward in every element,
on normal values, kinks, and PyTorch's edge values (NaN, infinities, signed zeros, values that
overflow, subnormals), at default and other params; empty, 0-d and non-contiguous inputs; and the
catalog's formula lines against their expansion."""

from __future__ import annotations

import functools
import inspect
import platform
import re

import ml_dtypes
import numpy as np
import pytest
from conftest import host_assembly

import skucat
from skucat import ops
from skucat.generated.plans import PLANS
from skucat.reference import pointwise as reference
from skucat.reference.arith import sum_to
from skucat.verify import checks_accept

torch = pytest.importorskip("torch")
import skucat.torch as st  # noqa: E402  (after torch: the bridge needs it)

ELEMENTS = {"f16": (np.float16, torch.float16), "bf16": (ml_dtypes.bfloat16, torch.bfloat16),
            "f32": (np.float32, torch.float32), "f64": (np.float64, torch.float64)}
FORWARD = [op for op, row in reference.OPS.items() if len(row.operands) == 1]
# (add's, sub's and mul's backwards are arith's, tested there)
FUSED = [op for op, row in reference.OPS.items() if row.operands == ("input", "other") and reference.owns_backward(op)]
# Params other than the defaults, as PyTorch's tests try them.
OPTIONS = {"leaky_relu": [{"negative_slope": 0.2}, {"negative_slope": -1.5}], "elu": [{"alpha": 0.5}, {"alpha": 2.0}],
           "softplus": [{"beta": 2.0, "threshold": 5.0}, {"beta": 0.5, "threshold": 1.0}],
           "hardtanh": [{"min_val": -2.0, "max_val": 3.0}, {"min_val": 0.0, "max_val": 6.0}],
           "gelu": [{"approximate": "tanh"}]}
# Number exponents PyTorch's pow_tensor_scalar computes each its own way.
EXPONENTS = (2.0, 3.0, 0.5, -0.5, -1.0, -2.0, 0.0, 1.0, 2.5, -1.5)
SPECIAL = [np.nan, np.inf, -np.inf, 0.0, -0.0, 1e30, -1e30, 1e-40, -1e-40, 3.0, -3.0, 1.0, -1.0, 20.0, 100.0,
           -100.0, 88.0, -88.0, 1e-8]
ULPS = 8   # glibc's vector math and Sleef's (PyTorch's) differ by a few units in the last place


def inputs(element, seed=0):
    x = np.concatenate([np.random.default_rng(seed).standard_normal(200) * 4, SPECIAL])
    with np.errstate(over="ignore"):
        return x.astype(ELEMENTS[element][0])


def as_torch(array):
    array = np.asarray(array)
    if array.dtype == ml_dtypes.bfloat16:
        return torch.from_numpy(array.astype(np.float32)).to(torch.bfloat16)
    return torch.from_numpy(np.require(array, requirements="C"))   # ascontiguousarray makes 0-d 1-d


def as_f64(value) -> np.ndarray:
    if isinstance(value, torch.Tensor):
        return value.detach().to(torch.float64).numpy()
    return np.asarray(value).astype(np.float64)


def names_of(op, options) -> dict:
    """The op's params and axes, its defaults updated by `options`."""
    parameters = inspect.signature(getattr(ops, op)).parameters.values()
    operands = [PLANS[op].functional.tensors.get(name, name) for name in reference.OPS[op].operands]   # PyTorch's names
    return {p.name: p.default for p in parameters if p.name not in (*operands, "inplace", "stream")} | options


def torch_gradient(op, x, g, options):
    t_x = x.detach().requires_grad_()
    return torch.autograd.grad(reference.peer(torch, op)(t_x, **options), t_x, g)[0]


def torchs_nan_rule_varies_at(x, op, options, backward) -> np.ndarray:
    """Where PyTorch's results are not one rule: at a NaN, a ±0 or an infinity of `x` whose result is
    NaN, +inf, -inf or finite depending on the element (its f16 pow(-inf, 0.5) is inf, its f32 one
    sqrt's NaN), and at every NaN where its vector loops and scalar tails disagree."""
    def peer(t_x):
        return torch_gradient(op, t_x, torch.ones_like(t_x), options) if backward else reference.peer(torch, op)(t_x, **options)
    return torchs_dtypes_disagree_at(peer, x) | (np.isnan(as_f64(x)) & torchs_nan_rule_varies(op, options, backward))


def torchs_dtypes_disagree_at(peer, *operands) -> np.ndarray:
    """Where an operand is a NaN, a ±0 or an infinity and `peer`'s result is NaN, +inf, -inf or finite
    depending on the element (its AVX-512 f32 gelu(inf) is NaN, its f64 one inf)."""
    values = [as_f64(operand) for operand in operands]
    found = []
    for _, dtype in ELEMENTS.values():
        result = as_f64(peer(*(torch.from_numpy(value).to(dtype) for value in values)))
        found.append(np.where(np.isnan(result), 2.0, np.where(np.isinf(result), np.sign(result) * 3, 0.0)))
    special = np.any([~np.isfinite(value) | (value == 0) for value in values], axis=0)
    return special & np.any(np.array(found) != found[0], axis=0)


def torchs_nan_rule_varies(op, options, backward) -> bool:
    """Whether PyTorch's result at NaN differs between its own kernels: those of the four elements,
    and its vector loops and their scalar tails (67 items)."""
    found = []
    for _, dtype in ELEMENTS.values():
        x = torch.full((67,), float("nan"), dtype=dtype)
        found.append(torch_gradient(op, x, torch.ones_like(x), options) if backward else reference.peer(torch, op)(x, **options))
    return len({bool(nan) for result in found for nan in result.isnan()}) > 1


def assert_matches(ours, theirs, truth, element, what, free=None):
    """NaNs and infinities where PyTorch has them; finite values within ULPS units of the element of
    PyTorch's, or, where PyTorch's own is off (its erf of a tiny bf16, its float 1/6 in float64), of the
    float64 truth: `truth` is the reference's (value, error bound), the formula's conditioning. Positions
    `free` are not compared (a NaN input where PyTorch's own dtypes disagree on the result)."""
    ours, theirs = as_f64(ours), as_f64(theirs)
    value, magnitude = (np.asarray(part, np.float64) for part in truth)
    assert ours.shape == theirs.shape, what
    free = np.zeros(ours.shape, bool) if free is None else free
    nans = (np.isnan(ours) != np.isnan(theirs)) & ~free
    assert not nans.any(), f"{what}: NaN at {np.flatnonzero(nans)}: ours {ours[nans]}, PyTorch's {theirs[nans]}"
    finite = np.isfinite(theirs) & ~free
    infinite = np.isinf(theirs) & ~free
    assert np.array_equal(ours[infinite], theirs[infinite]), f"{what}: infinities"
    compute = np.finfo(np.float64 if element == "f64" else np.float32).eps
    unit = float(ml_dtypes.finfo(ELEMENTS[element][0]).eps) * (1 if element in ("f32", "f64") else 0.5)
    tiny = float(ml_dtypes.finfo(ELEMENTS[element][0]).smallest_subnormal)
    slack = compute * np.nan_to_num(magnitude, nan=0.0, posinf=0.0)
    with np.errstate(invalid="ignore"):   # inf - inf where both are infinite
        near_torch = np.abs(ours - theirs) <= ULPS * (unit * np.abs(theirs) + tiny) + slack
        near_truth = np.abs(ours - value) <= unit * np.abs(value) + tiny + slack
    wrong = finite & ~near_torch & ~near_truth
    assert not wrong.any(), (f"{what}: at {np.flatnonzero(wrong)[:5]}: ours {ours[wrong][:5]}, PyTorch's "
                             f"{theirs[wrong][:5]}, float64 {value[wrong][:5]}")


def assert_zeros_signed_as(ours, peer, *operands):
    """Each zero of `ours` has the sign of PyTorch's `peer(*operands)` there: of its vector loop's, or
    (where its loops disagree, as gelu's do) of its scalar loop's, peer of that one item."""
    ours, theirs = as_f64(ours), as_f64(peer(*map(as_torch, operands)))
    for at in np.flatnonzero((ours == 0) & (theirs == 0) & (np.signbit(ours) != np.signbit(theirs))):
        alone = as_f64(peer(*(as_torch(operand[at:at + 1]) for operand in operands)))[0]
        assert np.signbit(alone) == np.signbit(ours[at]), f"the sign of the zero at {[o[at] for o in operands]}"


def cases():
    for op in FORWARD:
        for options in [{}] + OPTIONS.get(op, []):
            for element in ELEMENTS:
                yield pytest.param(op, options, element, id=f"{op}-{element}-{options}")


@pytest.mark.parametrize("op, options, element", list(cases()))
def test_the_forward_matches_pytorch_within_rounding(op, options, element):
    x = inputs(element)
    with np.errstate(all="ignore"):
        ours = getattr(ops, op)(x, **options)
        truth = getattr(reference, op)(x, **names_of(op, options))["out"]
    assert ours.dtype == x.dtype
    peer = functools.partial(reference.peer(torch, op), **options)
    assert_matches(ours, peer(as_torch(x)), truth, element, op, torchs_nan_rule_varies_at(x, op, options, False))
    assert_zeros_signed_as(ours, peer, x)


@pytest.mark.parametrize("op, options, element", list(cases()))
def test_the_backward_matches_pytorchs_gradient_within_rounding(op, options, element):
    x = inputs(element)
    g = np.random.default_rng(1).standard_normal(x.size).astype(x.dtype)
    saved = {"input": x, "output": as_f64(reference.peer(torch, op)(as_torch(x), **options)).astype(x.dtype)}
    reads = [spec.name for spec in PLANS[f"{op}_backward"].tensors if spec.role == "input"][1:]
    with np.errstate(all="ignore"):
        ours = getattr(ops, f"{op}_backward")(g, *(saved[name] for name in reads), **options)
        truth = getattr(reference, f"{op}_backward")(g, **{name: saved[name] for name in reads},
                                                     **names_of(op, options))["grad_input"]
    assert_matches(ours, torch_gradient(op, as_torch(x), as_torch(g), options), truth, element, f"{op}_backward",
                   torchs_nan_rule_varies_at(x, op, options, True))
    assert_zeros_signed_as(ours, lambda x, g: torch_gradient(op, x, g, options), x, g)


@pytest.mark.parametrize("op", FORWARD)
def test_shapes_are_kept_whatever_they_are(op):
    base = np.random.default_rng(2).uniform(0.5, 2.0, (4, 6)).astype(np.float32)
    for x in (base, base.T, base[:, ::2], np.zeros((0, 3), np.float32), np.float32(1.5).reshape(()),
              np.ones((1, 1, 1), np.float32)):
        ours = getattr(ops, op)(x)
        assert ours.shape == x.shape
        expected = reference.peer(torch, op)(as_torch(x))
        assert_matches(ours, expected, (as_f64(expected), np.zeros(x.shape)), "f32", op)


@pytest.mark.parametrize("element", ELEMENTS)
@pytest.mark.parametrize("op", FUSED)
def test_a_fused_op_matches_pytorchs_composition_and_its_gradients(op, element):
    x, o = inputs(element), inputs(element, seed=3)[::-1].copy()
    g = np.random.default_rng(1).standard_normal(x.size).astype(x.dtype)
    with np.errstate(all="ignore"):
        ours, (grad_x, grad_o) = getattr(ops, op)(x, o), gradients_of(op, [x, o], g, {})
        names = names_of(op, {})
        truth, truths = getattr(reference, op)(x, o, **names)["out"], getattr(reference, f"{op}_backward")(g, x, o, **names)
    t_x, t_o = as_torch(x).requires_grad_(), as_torch(o).requires_grad_()
    peer = reference.peer(torch, op)
    theirs = peer(t_x, t_o)
    assert_matches(ours, theirs, truth, element, op, torchs_dtypes_disagree_at(peer, x, o))
    assert_zeros_signed_as(ours, peer, x, o)
    expected = torch.autograd.grad(theirs, (t_x, t_o), as_torch(g))

    def gradient(which):
        def of(t_x, t_o):
            t_x, t_o = t_x.requires_grad_(), t_o.requires_grad_()
            return torch.autograd.grad(peer(t_x, t_o), (t_x, t_o), torch.ones_like(t_x))[which]
        return torchs_dtypes_disagree_at(of, x, o)
    assert_matches(grad_x, expected[0], truths["grad_input"], element, f"{op}_backward input", gradient(0))
    assert_matches(grad_o, expected[1], truths["grad_other"], element, f"{op}_backward other", gradient(1))


def test_a_fused_op_refuses_operands_of_different_shapes():
    with pytest.raises(skucat.ShapeError, match="other"):
        ops.swiglu(np.ones((2, 3), np.float32), np.ones((3, 2), np.float32))


def test_every_forward_op_of_the_family_has_a_reference_row_and_each_its_backward():
    family = {name for name, plan in PLANS.items() if plan.family == "pointwise"}
    in_place = {name for name in family if name.endswith("_")}
    casts = {name for name in family if PLANS[name].aux_field}   # (tests/test_casts.py)
    backwards = {f"{op}_backward" for op in reference.OPS if reference.owns_backward(op)}   # (add's are arith's)
    halves = {name for name in family if PLANS[name].functional.view == "halves"}   # (glu's, beside OPS)
    assert family == set(reference.OPS) | backwards | set(reference.COMPARES) | in_place | casts | halves
    assert {name[:-1] for name in in_place} <= set(reference.OPS)   # each the in-place form of a row's op


# glu: inputs with PyTorch's edge values in both halves, halved along each dim (negative ones too).
GLU_SHAPES = [((4, 6, 5), 1), ((4, 5, 6), -1), ((6, 5, 4), 0), ((10,), -1), ((3, 0, 2), 2), ((2, 8), -2), ((1, 2, 1), 1)]


@pytest.mark.parametrize("element", ELEMENTS)
@pytest.mark.parametrize("shape, dim", GLU_SHAPES)
def test_glu_and_its_backward_match_pytorchs_within_rounding(shape, dim, element):
    rng = np.random.default_rng(7)
    with np.errstate(over="ignore"):
        x = np.resize(np.concatenate([rng.standard_normal(97) * 4, SPECIAL]), shape).astype(ELEMENTS[element][0])
    t_x = as_torch(x).requires_grad_()
    theirs = torch.nn.functional.glu(t_x, dim)
    ours = ops.glu(x, dim)
    assert ours.shape == tuple(theirs.shape) and ours.dtype == x.dtype
    half = x.shape[dim] // 2
    # each array with dim moved last, as rows of two halves (input, grad_input) or of one (out, grad_output)
    rows = lambda array, parts: np.moveaxis(as_f64(array), dim, -1).reshape(-1, *parts)   # noqa: E731
    halves = rows(x, (2, half))
    assert_matches(rows(ours, (half,)), rows(theirs, (half,)), reference.glu(halves)["out"], element, "glu")
    g = np.resize(rng.standard_normal(64), ours.shape).astype(x.dtype)
    (t_grad,) = torch.autograd.grad(theirs, t_x, as_torch(g))
    grad = ops.glu_backward(g, x, dim)
    assert grad.shape == x.shape
    # where a or b is not finite, PyTorch's own gradients are NaN or infinite as its roundings fall
    free = np.broadcast_to(~np.isfinite(halves).all(axis=1, keepdims=True), halves.shape)
    assert_matches(rows(grad, (2, half)), rows(t_grad, (2, half)),
                   reference.glu_backward(rows(g, (half,)), halves)["grad_input"], element, "glu_backward", free=free)


def test_glu_refuses_an_odd_extent_a_0_d_input_and_a_dim_out_of_range_naming_them():
    with pytest.raises(skucat.ShapeError, match="dim 1 must be even.* not 5"):
        ops.glu(np.ones((2, 5), np.float32), 1)
    with pytest.raises(skucat.ShapeError, match="input"):
        ops.glu(np.float32(1.0))
    with pytest.raises(skucat.OutOfRangeError, match="dim 2"):
        ops.glu(np.ones((2, 4), np.float32), 2)
    with pytest.raises(skucat.ShapeError, match="grad_output"):
        ops.glu_backward(np.ones((2, 4), np.float32), np.ones((2, 4), np.float32), 1)
    with pytest.raises(RuntimeError, match="even"):   # through the bridge, as torch's own RuntimeError
        st.glu(torch.ones(2, 5), 1)


def test_an_integer_tensor_is_refused_naming_the_argument():
    with pytest.raises(skucat.DTypeError, match="input"):
        ops.relu(np.arange(4))


def test_inplace_is_taken_at_its_default_only():
    with pytest.raises(skucat.SkucatError, match="inplace"):
        ops.relu(np.ones(3, np.float32), inplace=True)


def test_a_backward_of_another_shape_is_refused():
    with pytest.raises(skucat.ShapeError):
        ops.gelu_backward(np.ones(3, np.float32), np.ones(4, np.float32))


def test_a_mode_not_in_the_catalog_is_refused():
    with pytest.raises(skucat.SkucatError, match="approximate"):
        ops.gelu(np.ones(3, np.float32), approximate="sigmoid")


SHAPES = [((6, 5), (5,)), ((3, 1, 5), (4, 1)), ((), (3,)), ((2, 3), ()), ((1, 3), (2, 1)), ((0, 3), (1, 3)),
          ((2, 1), (2, 0)), ((2, 1, 2, 1, 2), (2, 1, 2, 1))]


# A third operand's shapes beside SHAPES' pairs.
THIRD = [(6, 1), (5,), (), (3,), (1, 1), (3,), (1,), (2,)]


def broadcast_cases():
    for op in filter(reference.broadcasts, reference.OPS):
        operands = reference.OPS[op].operands
        # each value of each axis but the default, on the first shapes
        modes = [{}] + [{axis: value} for axis, values in PLANS[op].axes for value in values[1:]]
        for element in ELEMENTS:
            for options in modes:
                for (a, b), c in zip(SHAPES[:None if not options else 3], THIRD):
                    shapes = tuple(reference.shaped(op, operands, (a, b, c)[:len(operands)]))
                    yield pytest.param(op, element, shapes, options, id=f"{op}-{element}-{shapes}-{options}")
            numbers = reference._numbers(op)   # each operand that may be a number as one, then all of them
            for chosen in [(name,) for name in numbers] + [tuple(numbers)] * (len(numbers) > 1):
                if not checks_accept(PLANS[op], {**reference.defaults(op), **{f"has_{name}": False for name in chosen}}):
                    continue   # a call the op refuses (clamp's number and tensor bounds, where's two numbers)
                for number in (2.5, -0.1, 0.0, float("inf"), 3):
                    shapes = tuple(reference.shaped(op, operands, (number if each in chosen else (3, 4) for each in operands)))
                    yield pytest.param(op, element, shapes, {}, id=f"{op}-{element}-{'-'.join(chosen)}-number-{number}")


def operand_values(op, element, shapes, rng):
    """The operands of `op` of `shapes` (a number where one is): masks random bools; the others normal,
    with a NaN and a tie among them where they are large enough."""
    values = []
    for k, (name, shape) in enumerate(zip(reference.OPS[op].operands, shapes)):
        if isinstance(shape, (int, float)):
            values.append(shape)
        elif name in reference.masks(op):
            values.append(np.asarray(rng.random(shape) < 0.5))
        else:
            value = rng.standard_normal(shape).astype(ELEMENTS[element][0])
            if value.size >= 3:
                value.reshape(-1)[k % 2:k % 2 + 2] = (np.nan, 1.0) if k == 0 else (1.0, 0.5)
            values.append(value)
    return values


def gradients_of(op, values, g, options) -> tuple:
    """The op's gradient in each of its operands but masks (None for a number), through its catalog
    adjoint: its backward op of this family, or another family's (add's and mul's, arith's)."""
    _, pullback = skucat.autodiff.vjp(getattr(ops, op), *values, **options)
    found = pullback(g)
    return tuple(found.get(PLANS[op].functional.tensors.get(name, name)) for name in reference.OPS[op].operands
                 if name not in reference.masks(op))


def options_of(op, options=None) -> dict:
    """The op's params and axes at their defaults, updated by `options`."""
    return {name: value for name, value in names_of(op, options or {}).items() if value is not inspect.Parameter.empty}


@pytest.mark.parametrize("op, element, shapes, modes", list(broadcast_cases()))
def test_a_broadcasting_op_and_its_gradients_match_pytorchs(op, element, shapes, modes):
    rng = np.random.default_rng(4)
    values, options = operand_values(op, element, shapes, rng), options_of(op, modes)
    names = reference.OPS[op].operands
    tensors = [v if isinstance(v, (int, float)) else as_torch(v).requires_grad_(v.dtype != np.bool_) for v in values]
    try:
        theirs = reference.peer(torch, op)(*tensors, **modes)
    except (TypeError, RuntimeError):   # a mix PyTorch takes no overload of (clamp's tensor and number bounds)
        with pytest.raises(skucat.SkucatError):
            getattr(ops, op)(*values, **options)
        return
    g = rng.standard_normal(theirs.shape).astype(ELEMENTS[element][0])
    with np.errstate(all="ignore"):
        ours = getattr(ops, op)(*values, **options)
        grads = gradients_of(op, values, g, options)
    assert ours.shape == tuple(theirs.shape) and ours.dtype == ELEMENTS[element][0]
    exact = (as_f64(theirs), np.zeros(ours.shape))   # no float64 truth: PyTorch's within ULPS
    assert_matches(ours, theirs, exact, element, op)
    differentiable = [k for k, name in enumerate(names) if name not in reference.masks(op)]
    wanted = [tensors[k] for k in differentiable if isinstance(tensors[k], torch.Tensor)]
    try:
        expected = iter(torch.autograd.grad(theirs, wanted, as_torch(g), allow_unused=True) if theirs.numel() else
                        [torch.zeros_like(t) for t in wanted])
    except RuntimeError as error:   # PyTorch's clamp backward fails where input broadcasts: the reference's then
        assert op == "clamp" and "broadcast shape" in str(error), error
        expected = None
    # A gradient sums its terms over the broadcast dims, in an order of its own, each term rounded to the
    # element first (PyTorch's too): within count units of the sum of their magnitudes, in the element's
    # units (assert_matches counts the compute type's).
    full = [np.broadcast_to(as_f64(value), ours.shape) for value in values]
    per_term = float(ml_dtypes.finfo(ELEMENTS[element][0]).eps) / np.finfo(np.float64 if element == "f64" else np.float32).eps
    with np.errstate(all="ignore"):
        slopes = reference._slopes(op, full, reference._options(op, options))
        terms = [per_term * np.nan_to_num(np.abs(as_f64(g) * slope)) for slope in slopes]
    if expected is None:
        expected = iter(torch.from_numpy(sum_to(as_f64(g) * slope, np.shape(values[k])))
                        for k, slope in zip(differentiable, slopes) if not isinstance(values[k], (int, float)))
    assert len(grads) == len(differentiable)
    for grad, k, term in zip(grads, differentiable, terms):
        what = f"{op}_backward {names[k]}"
        if isinstance(values[k], (int, float)):
            assert grad is None, what
            continue
        theirs_grad = next(expected)
        theirs_grad = torch.zeros(values[k].shape) if theirs_grad is None else theirs_grad
        assert grad.shape == values[k].shape, what
        count = max(1, ours.size // max(1, values[k].size))
        assert_matches(grad, theirs_grad, (as_f64(theirs_grad), count * sum_to(term, values[k].shape)), element, what)


@pytest.mark.parametrize("element", ELEMENTS)
@pytest.mark.parametrize("exponent", EXPONENTS)
def test_pow_of_a_number_exponent_and_its_gradient_match_pytorchs(exponent, element):
    x = inputs(element)
    g = np.random.default_rng(1).standard_normal(x.size).astype(x.dtype)
    t_x = as_torch(x).requires_grad_()
    theirs = torch.pow(t_x, exponent)
    with np.errstate(all="ignore"):
        ours = ops.pow(x, exponent)
        grad, no_grad = ops.pow_backward(g, x, exponent, ours)
        truth = reference.pow(x, exponent)["out"]
        grad_truth = reference.pow_backward(g, x, exponent)["grad_input"]
    assert no_grad is None
    options = {"exponent": exponent}
    assert_matches(ours, theirs, truth, element, f"pow {exponent}", torchs_nan_rule_varies_at(x, "pow", options, False))
    assert_matches(grad, torch.autograd.grad(theirs, t_x, as_torch(g))[0], grad_truth, element, f"pow_backward {exponent}",
                   torchs_nan_rule_varies_at(x, "pow", options, True))


# Values where division's rounding modes are most often wrong: signed zeros, infinities, NaN, exact
# and near-exact quotients, subnormals, the f16 maximum.
DIVISIONS = [0.0, -0.0, 1.0, -1.0, 0.5, -3.0, 3.0, 7.5, 0.1, -0.3, np.inf, -np.inf, np.nan, 1e-40, 65504.0, 1e30, 6.0]


@pytest.mark.parametrize("rounding_mode", ["trunc", "floor"])
@pytest.mark.parametrize("element", ELEMENTS)
def test_div_rounding_modes_match_pytorchs_exactly_at_edges(element, rounding_mode):
    dtype, t_dtype = ELEMENTS[element]
    with np.errstate(over="ignore"):
        grid = np.array(DIVISIONS, np.float64).astype(dtype)
    rng = np.random.default_rng(9)
    random = (rng.standard_normal(4000) * 50).astype(dtype), (rng.standard_normal(4000) * 3).astype(dtype)
    # every pair of edges; random pairs; the divisor one item and a number (PyTorch computes those in f32)
    for x, o in ((np.repeat(grid, grid.size), np.tile(grid, grid.size)), random, (random[0], random[1][:1]),
                 (random[0], float(random[1][0]))):
        theirs = torch.div(as_torch(x), o if isinstance(o, float) else as_torch(o), rounding_mode=rounding_mode)
        ours = ops.div(x, o, rounding_mode=rounding_mode)
        assert ours.dtype == dtype
        assert np.array_equal(as_f64(ours), as_f64(theirs), equal_nan=True), \
            (rounding_mode, np.flatnonzero(~((as_f64(ours) == as_f64(theirs)) | np.isnan(as_f64(theirs))))[:5])
        signs = np.signbit(as_f64(ours)) == np.signbit(as_f64(theirs))
        assert signs[~np.isnan(as_f64(theirs))].all(), "the sign of a zero quotient"


# Long enough for several of for_each_item's pieces, each run as streams side by side, and a tail.
LONG = 3 * 65536 + 5 * 64 + 38


@pytest.mark.parametrize("op", list(reference.OPS))
def test_long_arrays_match_pytorchs_on_any_workers_and_in_place_as_out_of_place(op):
    rng = np.random.default_rng(11)
    operands = reference.OPS[op].operands
    values = operand_values(op, "f32", reference.shaped(op, operands, [(LONG,)] * len(operands)), rng)
    finite = [value for value in SPECIAL if np.isfinite(value)]
    for value in values:   # PyTorch's edge values all along, in vector loops and tails alike
        if value.dtype != np.bool_ and value.size == LONG:
            value[rng.choice(LONG, 40 * len(finite), replace=False)] = np.resize(finite, 40 * len(finite))
    with np.errstate(all="ignore"):
        ours = getattr(ops, op)(*values)
        theirs = reference.peer(torch, op)(*map(as_torch, values))
        # every item where it belongs (its rounding is the other tests'), NaN and inf where PyTorch's are
        torch.testing.assert_close(torch.from_numpy(ours), theirs, rtol=1e-4, atol=1e-5, equal_nan=True)
        assert np.array_equal(getattr(ops, op)(*values, stream=skucat.Stream.host(workers=2)), ours, equal_nan=True)
        if f"{op}_" in PLANS:
            updated = values[0].copy()
            getattr(ops, f"{op}_")(updated, *values[1:])
            assert np.array_equal(updated, ours, equal_nan=True)


def test_div_takes_none_as_its_rounding_mode_and_refuses_others():
    x, o = np.array([7.0, -7.0], np.float32), np.array([2.0, 2.0], np.float32)
    assert np.array_equal(ops.div(x, o, rounding_mode=None), x / o)
    with pytest.raises(skucat.SkucatError, match="rounding_mode"):
        ops.div(x, o, rounding_mode="round")


def test_masked_fill_takes_a_tensor_value_of_one_item_and_its_gradient_is_the_masked_sum():
    x = torch.randn(3, 4, dtype=torch.float64, requires_grad=True)
    mask = torch.rand(3, 4) < 0.5
    value = torch.tensor(2.5, dtype=torch.float64, requires_grad=True)
    g = torch.randn(3, 4, dtype=torch.float64)
    ours, theirs = st.masked_fill(x, mask, value), torch.masked_fill(x, mask, value)
    assert torch.equal(ours, theirs)
    assert all(torch.allclose(a, b) for a, b in zip(torch.autograd.grad(ours, (x, value), g),
                                                   torch.autograd.grad(theirs, (x, value), g)))
    with pytest.raises(skucat.ShapeError, match="value"):
        ops.masked_fill(np.ones(3, np.float32), np.ones(3, bool), np.ones(2, np.float32))


@pytest.mark.parametrize("element", ELEMENTS)
def test_clamp_takes_none_for_either_bound_with_pytorchs_values_and_gradients(element):
    rng = np.random.default_rng(10)
    x = inputs(element).reshape(-1, 1)[:200].reshape(8, 25)
    bound = rng.standard_normal((8, 1)).astype(ELEMENTS[element][0])
    for low, high in ((None, bound), (bound, None), (None, 0.3), (-0.3, None), (float("nan"), None), (None, float("inf"))):
        t_x = as_torch(x).requires_grad_()
        t_low, t_high = (as_torch(b).requires_grad_() if isinstance(b, np.ndarray) else b for b in (low, high))
        theirs = torch.clamp(t_x, t_low, t_high)
        g = rng.standard_normal(x.shape).astype(x.dtype)
        with np.errstate(all="ignore"):
            ours = ops.clamp(x, low, high)
            grads = ops.clamp_backward(g, x, low, high)
        assert np.array_equal(as_f64(ours), as_f64(theirs), equal_nan=True), (low, high)
        wanted = [t for t in (t_x, t_low, t_high) if isinstance(t, torch.Tensor)]
        expected = iter(torch.autograd.grad(theirs, wanted, as_torch(g)))
        for grad, given in zip(grads, (x, low, high)):
            if isinstance(given, np.ndarray):   # (a bound's sums run in another order than PyTorch's)
                tolerance = 25 * float(ml_dtypes.finfo(ELEMENTS[element][0]).eps)
                np.testing.assert_allclose(as_f64(grad), as_f64(next(expected)), rtol=tolerance, atol=tolerance)
            else:
                assert grad is None
    with pytest.raises(skucat.InvalidArgumentError, match="min or max"):
        ops.clamp(x)
    with pytest.raises(skucat.DTypeError, match="both tensors or both numbers"):   # as PyTorch, which has no such overload
        ops.clamp(x, 0.5, bound)
    if element == "f16":   # a bound past the element's range: PyTorch refuses it too
        with pytest.raises(RuntimeError, match="overflow"):
            torch.clamp(as_torch(x), max=1e30)
        with pytest.raises(skucat.OutOfRangeError, match="number bound is finite in the element"):
            ops.clamp(x, max=1e30)
    via_bridge = st.clamp(as_torch(x), max=as_torch(bound))
    assert torch.equal(via_bridge, torch.clamp(as_torch(x), max=as_torch(bound)))


def test_shapes_that_do_not_broadcast_are_refused_naming_the_dim():
    with pytest.raises(skucat.ShapeError, match="other of shape \\(4,\\) does not broadcast with input of shape "
                                               "\\(2, 3\\): 4 against 3 at dim -1"):
        ops.div(np.ones((2, 3), np.float32), np.ones(4, np.float32))
    with pytest.raises(skucat.ShapeError, match="other of shape \\(4,\\) does not broadcast with condition and input of "
                                               "shape \\(2, 3\\): 4 against 3 at dim -1"):
        ops.where(np.ones((2, 3), bool), np.ones(3, np.float32), np.ones(4, np.float32))
    with pytest.raises(skucat.DTypeError, match="mask"):   # a mask is bool
        ops.masked_fill(np.ones(3, np.float32), np.ones(3, np.float32), 1.0)
    with pytest.raises(skucat.SkucatError, match="input or other"):   # no array: no dtype for the result
        ops.where(np.ones(3, bool), 1.0, 2.0)
    with pytest.raises(skucat.DTypeError, match="other must be an array"):
        ops.maximum(np.ones(3, np.float32), 2.0)   # as torch.maximum, which takes no number
    with pytest.raises(skucat.DTypeError, match="other"):
        ops.div(np.ones(3, np.float32), np.ones(3, np.complex64))
    with pytest.raises(skucat.ShapeError, match="grad_output must have the broadcast shape"):
        ops.div_backward(np.ones((3,), np.float32), np.ones((2, 3), np.float32), np.ones(3, np.float32))


# ---- comparisons and logic: bool results, exact, against PyTorch's
COMPARED = {**ELEMENTS, "bool": (np.bool_, torch.bool)}
EDGES = np.array([0.0, -0.0, 1.0, -1.0, 0.1, np.inf, -np.inf, np.nan, 1e-40, 65504.0, 1e30, 3.0], np.float64)


def edge_array(element, shape, seed):
    rng = np.random.default_rng(seed)
    with np.errstate(over="ignore"):
        return rng.choice(EDGES, shape).astype(COMPARED[element][0])


def comparison_cases():
    for op in reference.COMPARES:
        elements = PLANS[op].elements
        for element in elements:
            if op == "logical_not":
                yield pytest.param(op, element, (7, 5), None, id=f"{op}-{element}")
                continue
            for a, b in SHAPES:
                yield pytest.param(op, element, a, b, id=f"{op}-{element}-{a}-{b}")
            if any(spec.name == "has_other" for spec in PLANS[op].params):
                # numbers the element rounds (0.1), overflows (1e30 in f16) or holds exactly
                for number in (0.1, 1e30, -0.0, float("nan"), float("inf"), 3, True):
                    yield pytest.param(op, element, (4, 3), number, id=f"{op}-{element}-number-{number}")


@pytest.mark.parametrize("op, element, a, b", list(comparison_cases()))
def test_a_comparison_matches_pytorchs_exactly(op, element, a, b):
    x = edge_array(element, a, 5)
    o = b if b is None or isinstance(b, (int, float)) else edge_array(element, b, 6)
    operands = [x] if b is None else [x, o]
    ours = getattr(ops, op)(*operands)
    theirs = getattr(torch, op)(*(as_torch(v) if isinstance(v, np.ndarray) else v for v in operands))
    assert ours.dtype == np.bool_ and ours.shape == tuple(theirs.shape)
    assert np.array_equal(ours, theirs.numpy()), f"{op}: {np.flatnonzero(ours != theirs.numpy())}"
    via_bridge = getattr(st, op)(*(as_torch(v) if isinstance(v, np.ndarray) else v for v in operands))
    assert via_bridge.dtype == torch.bool and torch.equal(via_bridge, theirs)


def test_a_comparison_has_no_gradient_and_works_compiled():
    x = torch.randn(5, requires_grad=True)
    result = st.gt(x, 0.0)
    assert result.dtype == torch.bool and not result.requires_grad
    compiled = torch.compile(lambda a, b: st.le(a, b), backend="eager", fullgraph=True)
    assert torch.equal(compiled(x.detach(), torch.zeros(1)), x.detach() <= 0)


def test_a_comparison_refuses_what_pytorch_refuses_naming_the_argument():
    with pytest.raises(skucat.DTypeError, match="other must be an array"):
        ops.logical_and(np.ones(3, np.float32), 1.0)   # as torch.logical_and, which takes no number
    with pytest.raises(skucat.ShapeError, match="at dim -1"):
        ops.lt(np.ones((2, 3), np.float32), np.ones(4, np.float32))


# ---- PyTorch's type promotion: operands of different dtypes, integers, bool and 0-d tensors among them
# (the first operand with a gradient in the first dtype, the others in the second)
PROMOTIONS = [("float16", "float32"), ("bfloat16", "float16"), ("float32", "float64"), ("float32", "int32"),
              ("int64", "float16"), ("bool", "float64"), ("float16", "float64 0-d"), ("int32", "float32 0-d")]
PROMOTING = [op for op in reference.OPS if reference.broadcasts(op)] + list(reference.COMPARES)


def promoted_operands(op, pair):
    rng = np.random.default_rng(3)
    names = reference.OPS[op].operands if op in reference.OPS else ("input", "other")[:1 + (op != "logical_not")]
    low, high = reference.OPS[op].domain if op in reference.OPS else (-2.0, 2.0)
    masks = reference.masks(op) if op in reference.OPS else set()
    values, first = [], True
    for name in names:
        spec = "bool" if name in masks else pair[0] if first else pair[1]
        first = first and name in masks
        dtype, zero_d = getattr(torch, spec.split()[0]), spec.endswith("0-d") or name in reference.OPS.get(op, reference.OPS["relu"]).scalars
        shape = () if zero_d else (3, 4)
        if dtype == torch.bool:
            value = torch.from_numpy(rng.random(shape) < 0.5)
        elif dtype.is_floating_point:
            value = torch.from_numpy(np.asarray(rng.uniform(max(low, 0.5), min(high, 4.0), shape))).to(dtype)
        else:
            value = torch.from_numpy(np.asarray(rng.integers(1, 4, shape))).to(dtype)
        values.append(value)
    return values


@pytest.mark.parametrize("pair", PROMOTIONS, ids=" ".join)
@pytest.mark.parametrize("op", PROMOTING)
def test_operands_of_different_dtypes_promote_as_pytorchs_with_gradients_in_their_own(op, pair):
    tensors = promoted_operands(op, pair)
    masks = {reference.OPS[op].operands.index(m) for m in reference.masks(op)} if op in reference.OPS else set()
    if op == "masked_fill" and not tensors[0].is_floating_point():
        with pytest.raises(skucat.DTypeError, match="input must have a dtype among"):   # (no integer elements)
            st.masked_fill(*tensors)
        return
    leaves = [t.requires_grad_() if t.is_floating_point() and op in reference.OPS else t for t in tensors]
    peer = reference.peer(torch, op) if op in reference.OPS else getattr(torch, op)
    try:
        theirs = peer(*leaves)
    except RuntimeError:   # lerp, addcmul, addcdiv: PyTorch wants one dtype; ours computes in the result dtype
        common = functools.reduce(torch.add, [t.detach() * 0 for k, t in enumerate(leaves) if k not in masks]).dtype
        theirs = peer(*(t if k in masks else t.to(common) for k, t in enumerate(leaves)))
    if not any(t.is_floating_point() for t in tensors) and any(t.dtype != torch.bool for t in tensors):
        with pytest.raises(skucat.DTypeError):   # integers alone: no op of the catalog computes in them
            getattr(st, op)(*leaves)
        return
    ours = getattr(st, op)(*leaves)
    assert ours.dtype == theirs.dtype
    tolerance = {"rtol": 1e-2, "atol": 1e-2} if theirs.dtype in (torch.float16, torch.bfloat16) else {}
    torch.testing.assert_close(ours.detach(), theirs.detach(), equal_nan=True, **tolerance)
    wrt = [t for t in leaves if t.requires_grad]
    if wrt and theirs.requires_grad:
        g = torch.ones_like(theirs)
        found = torch.autograd.grad(ours, wrt, g, allow_unused=True)
        for got, want, leaf in zip(found, torch.autograd.grad(theirs, wrt, g, allow_unused=True), wrt):
            assert (got is None) == (want is None)
            if want is not None:
                assert got.dtype == leaf.dtype
                torch.testing.assert_close(got, want, equal_nan=True, **tolerance)


def test_an_in_place_op_converts_a_narrower_operand_and_refuses_a_float_result_over_integers():
    x = np.ones(3, np.float32)
    ops.mul_(x, np.array([2, 3, 4], np.int32))
    assert x.dtype == np.float32 and x.tolist() == [2.0, 3.0, 4.0]
    with pytest.raises(skucat.DTypeError, match="input .int64. is updated in place, but with other PyTorch's result "
                                                "dtype is float32, which it cannot be cast to"):
        ops.add_(np.ones(3, np.int64), np.ones(3, np.float32))
    x = np.ones(3, np.float16)   # a refusal in the wider dtype: named so, input left as it was
    with pytest.raises(skucat.OutOfRangeError, match=r"add_ computes out of place in the result dtype, wider than "
                                                     r"input's \(float16\): add: alpha is finite"):
        ops.add_(x, np.ones(3, np.float32), alpha=1e39)
    assert x.tolist() == [1.0, 1.0, 1.0]


WIDER = [("float16", "float32"), ("bfloat16", "float16"), ("float32", "float64"), ("bfloat16", "float64")]


@pytest.mark.parametrize("pair", WIDER, ids=" ".join)
@pytest.mark.parametrize("op", [op for op in reference.OPS if f"{op}_" in PLANS and reference.broadcasts(op)
                                and not reference.OPS[op].scalars])   # (a 0-d value never widens a float input)
def test_an_in_place_op_of_a_wider_result_dtype_computes_in_it_and_rounds_into_input_as_pytorchs(op, pair):
    tensors = promoted_operands(op, pair)
    values = [t.numpy() if t.dtype != torch.bfloat16 else t.float().numpy().astype(ml_dtypes.bfloat16) for t in tensors]
    wide = getattr(ops, op)(*values)
    assert wide.dtype != values[0].dtype   # the result dtype is wider than input's
    expected = ops.to(wide, values[0].dtype)   # rounded as PyTorch's casts round
    for _ in range(2):   # (the second call would be a replay, which leaves out no step)
        updated = values[0].copy()
        assert getattr(ops, f"{op}_")(updated, *values[1:]) is updated
        assert np.array_equal(as_f64(updated), as_f64(expected), equal_nan=True)
    theirs = tensors[0].clone()
    try:
        getattr(theirs, f"{op}_")(*tensors[1:])
    except RuntimeError:   # lerp: PyTorch wants one dtype; ours computes in the result dtype
        return
    assert np.array_equal(as_f64(updated), as_f64(theirs), equal_nan=True)   # bit for bit
    ours = tensors[0].clone()
    with torch.no_grad():   # the bridge's kernel path: the tensor's own memory, its version bumped
        assert getattr(st, f"{op}_")(ours, *tensors[1:]) is ours and ours._version == theirs._version
    assert torch.equal(ours, theirs)


# ---- in-place forms (<op>_): the forward written over input, as PyTorch's Tensor.<op>_
IN_PLACE = [op for op in reference.OPS if f"{op}_" in PLANS]


@pytest.mark.parametrize("element", ELEMENTS)
@pytest.mark.parametrize("op", IN_PLACE)
def test_an_in_place_op_writes_its_forward_over_input_as_pytorchs(op, element):
    rng = np.random.default_rng(7)
    operands = reference.OPS[op].operands
    # the others broadcast
    shapes = reference.shaped(op, operands, [(3, 4)] + [(4,) if k % 2 else (3, 1) for k in range(1, len(operands))])
    values, options = operand_values(op, element, shapes, rng), options_of(op)
    with np.errstate(all="ignore"):
        expected = getattr(ops, op)(*values, **options)
        updated, again = values[0].copy(), values[0].copy()
        returned = getattr(ops, f"{op}_")(updated, *values[1:], **options)
        returned_again = getattr(ops, f"{op}_")(again, *values[1:], **options)   # a replay of the first call
    # input itself, as PyTorch's in-place ops return theirs (a view of it would keep its calls off replays)
    assert returned is updated and returned_again is again
    assert np.array_equal(updated, expected, equal_nan=True)   # bit for bit the forward's
    assert np.array_equal(again, expected, equal_nan=True)
    theirs = as_torch(values[0].copy())
    if "inplace" in inspect.signature(getattr(ops, op)).parameters:   # torch.nn.functional's
        getattr(torch.nn.functional, op)(theirs, *(as_torch(v) for v in values[1:]), **options, inplace=True)
    else:
        getattr(theirs, f"{op}_")(*(as_torch(v) for v in values[1:]), **options)
    assert_matches(updated, theirs, (as_f64(theirs), np.zeros(updated.shape)), element, f"{op}_")


@pytest.mark.parametrize("op", IN_PLACE)
def test_an_in_place_op_refuses_an_input_it_cannot_update_and_leaves_it_as_it_was(op):
    operands = reference.OPS[op].operands
    rng = np.random.default_rng(8)
    values = operand_values(op, "f32", reference.shaped(op, operands, [(4, 3)] * len(operands)), rng)
    options = options_of(op)
    transposed = values[0].T   # not C-contiguous: an update of a copy would be lost
    with pytest.raises(skucat.LayoutError, match="input is updated in place"):
        getattr(ops, f"{op}_")(transposed, *(v.T for v in values[1:]), **options)
    frozen = values[0].copy()
    frozen.flags.writeable = False
    with pytest.raises(skucat.LayoutError, match="input"):
        getattr(ops, f"{op}_")(frozen, *values[1:], **options)
    if len(operands) > 1:   # a result of another shape than input's
        small = values[0][:1].copy()
        before = small.copy()
        with pytest.raises(skucat.ShapeError, match="broadcast shape"):
            getattr(ops, f"{op}_")(small, *values[1:], **options)
        assert np.array_equal(small, before, equal_nan=True)


@pytest.mark.skipif(platform.machine().lower() not in ("x86_64", "amd64"), reason="x86-64's packed instructions")
@pytest.mark.parametrize("op, packed", [("mul_", "mulps"), ("addcmul", "mulps"), ("addcmul_", "mulps"),
                                        ("addcdiv_", "divps"), ("lerp_", "mulps"), ("addcmul_backward", "mulps")])
def test_the_item_loops_of_several_operands_and_outputs_vectorise_on_the_host(op, packed, tmp_path):
    # Scalar loops show in no result: wrapping broadcast_runs' loops in one lambda left those of three
    # operands scalar (addcmul_ 3.5x slower), and g++'s alias checks those of three outputs.
    from skucat.backends import host

    item, = skucat.catalog.select(["element=f32"], op=op)
    assembly = host_assembly(host.source_dir() / f"{item['unit']}.cu", tmp_path / "unit.s")
    assert re.search(rf"\bv?{packed}\b", assembly), f"{op}: no packed {packed}: its item loops are scalar"
