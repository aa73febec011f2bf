"""skucat.torch under torch.func's reverse-mode transforms, over every gradient case of the catalog
(float64): torch.func.vjp and grad give the gradient of plain autograd (which test_torch_gradients
holds to PyTorch's), jacrev the same Jacobian as jacfwd where the op has a forward-mode rule; a
second derivative passes gradgradcheck where the op is linear in its differentiable arguments (the
pullback's adjoint is the op itself), and is refused by name everywhere else, never wrong."""

from __future__ import annotations

import numpy as np
import pytest

import skucat
from skucat.generated.plans import PLANS
from skucat.verify.gradients import gradient_cases

torch = pytest.importorskip("torch", reason="PyTorch is not installed (install the 'torch' extra)")
st = pytest.importorskip("skucat.torch")
from test_torch_gradients import _call, _tensors  # noqa: E402  (they need torch)

RULES = skucat.autodiff.rules()


def _floating(case) -> bool:
    """Whether the case's result and the arguments with a gradient are floats (not quantize's integer
    codes, which torch.func's transforms do not differentiate)."""
    plan = PLANS[case.op]
    returned = next(spec for spec in plan.tensors if spec.name == plan.functional.returns[0])
    arguments = case.arguments()
    return returned.dtype != "aux" and all(np.asarray(arguments[name]).dtype.kind == "f" for name in case.wrt)


CASES = [case for case in gradient_cases() if _floating(case)]


def _leaves(case):
    """(the case's tensors in float64, the names of its arguments with a gradient)."""
    return _tensors(case, torch.float64), list(case.wrt)


def _of(case, tensors: dict, names: list[str]):
    return lambda *leaves: _call(getattr(st, case.op), {**tensors, **dict(zip(names, leaves))})


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_torch_func_vjp_gives_autograds_gradient(case):
    tensors, names = _leaves(case)
    function = _of(case, tensors, names)
    primals = [tensors[name].detach() for name in names]
    out, pullback = torch.func.vjp(function, *primals)
    cotangent = torch.from_numpy(np.random.default_rng(3).standard_normal(tuple(out.shape)))
    leaves = [p.clone().requires_grad_() for p in primals]
    expected = torch.autograd.grad(function(*leaves), leaves, cotangent)
    for found, wanted in zip(pullback(cotangent), expected):
        torch.testing.assert_close(found, wanted, rtol=1e-12, atol=1e-12, equal_nan=True)


JACOBIANS = [case for case in CASES if RULES[case.op].tangent and not case.estimator][::7]


@pytest.mark.parametrize("case", JACOBIANS, ids=[case.id for case in JACOBIANS])
def test_jacrev_equals_jacfwd(case):
    """Reverse mode (the catalog's adjoint) and forward mode (its JVP rule) give one Jacobian: a
    sample of the cases, the derivative itself (no estimator)."""
    tensors, names = _leaves(case)
    tangents = set(RULES[case.op].tangents_of(case.arguments()))
    names = [name for name in names if name in tangents]
    if not names:
        pytest.skip("the rule takes no tangent of an argument with a gradient here")
    primals = tuple(tensors[name].detach() for name in names)
    function = _of(case, tensors, names)
    argnums = tuple(range(len(names)))
    for backward, forward in zip(torch.func.jacrev(function, argnums)(*primals),
                                 torch.func.jacfwd(function, argnums)(*primals)):
        torch.testing.assert_close(backward, forward, rtol=1e-10, atol=1e-10, equal_nan=True)


@pytest.mark.parametrize("op", ["sigmoid", "softmax", "layer_norm"])
def test_a_second_derivative_is_refused_by_name_through_torch_func(op):
    case = next(case for case in CASES if case.op == op)
    tensors, names = _leaves(case)
    function = _of(case, tensors, names[:1])
    first = torch.func.grad(lambda leaf: function(leaf).square().sum())
    with pytest.raises(skucat.UnsupportedError, match=f"{op} has no second derivative") as raised:
        torch.func.jacrev(first)(tensors[names[0]].detach())
    assert isinstance(raised.value, RuntimeError)


def _estimating(case) -> bool:
    rule = RULES[case.op]
    return bool(rule.estimator and rule.estimator.applies(case.arguments()))


LINEAR = [case for case in CASES if RULES[case.op].tangent == "linear" and not _estimating(case)]
SECOND_REFUSED = [case for case in CASES if case not in LINEAR][::5]


@pytest.mark.parametrize("case", LINEAR, ids=[case.id for case in LINEAR])
def test_gradgradcheck_passes_where_the_op_is_linear(case):
    tensors, names = _leaves(case)
    primals = tuple(tensors[name].detach().requires_grad_() for name in names)
    assert torch.autograd.gradgradcheck(_of(case, tensors, names), primals)


@pytest.mark.parametrize("case", SECOND_REFUSED, ids=[case.id for case in SECOND_REFUSED])
def test_every_other_second_derivative_is_refused_by_name(case):
    """create_graph's gradient is the first derivative, and differentiating it again raises
    UnsupportedError naming the op (a sample of the cases)."""
    tensors, names = _leaves(case)
    leaves = [tensors[name].detach().requires_grad_() for name in names]
    first = torch.autograd.grad(_of(case, tensors, names)(*leaves).square().sum(), leaves, create_graph=True)
    with pytest.raises(skucat.UnsupportedError, match=f"{case.op} has no second derivative"):
        torch.autograd.grad(sum(g.sum() for g in first), leaves, allow_unused=True)
