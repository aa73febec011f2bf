"""skucat.torch under forward-mode AD, over every gradient case of the catalog (float64): where the
op's rule derives a JVP or the catalog states one (skucat.autodiff's Rule.tangent), the tangent of
torch.func.jvp and of torch.autograd.forward_ad's dual tensors equals PyTorch's own function's, a
tangent on every argument the rule takes one of at once (PyTorch's forward AD; J t with J PyTorch's
reverse-mode Jacobian where it has no forward formula); a tangent of any other argument, and any of
an op without a rule, is refused, never dropped."""

from __future__ import annotations

import inspect

import numpy as np
import pytest

import skucat
from skucat.reference import pointwise
from skucat.verify.gradients import gradient_cases

torch = pytest.importorskip("torch", reason="PyTorch is not installed (install the 'torch' extra)")
st = pytest.importorskip("skucat.torch")
from test_torch_gradients import _call, _peer, _tensors  # noqa: E402  (they need torch)

fw = torch.autograd.forward_ad
CASES = gradient_cases()
RULES = skucat.autodiff.rules()
DERIVED = [case for case in CASES if RULES[case.op].tangent]
REFUSED = [case for case in CASES if not RULES[case.op].tangent]
# The cases whose rule takes a tangent of some argument with a gradient; (a case, an argument with a
# gradient that its op's rule takes no tangent of in that call)
TAKEN = [case for case in DERIVED if set(case.wrt) & set(RULES[case.op].tangents_of(case.arguments()))]
NO_TERM = [(case, name) for case in DERIVED for name in case.wrt
           if name not in RULES[case.op].tangents_of(case.arguments())]


def _function(function, tensors: dict, names: list[str]):
    """function of the leaves that stand for tensors[names], the other arguments as in `tensors`."""
    return lambda *leaves: _call(function, {**tensors, **dict(zip(names, leaves))})


def _leaves(case, names=None):
    """(the case's tensors, float64; the names of those with a tangent, of `names` (default: those the
    rule takes one of, or with a gradient where it has none); their primals; tangents)."""
    tensors = _tensors(case, torch.float64)
    rule = RULES[case.op]
    if names is None:
        names = [name for name in case.wrt if not rule.tangent or name in rule.tangents_of(case.arguments())]
    names = [name for name in names if tensors[name].is_floating_point()]
    rng = np.random.default_rng(7)
    tangents = tuple(torch.from_numpy(rng.standard_normal(tuple(tensors[name].shape))) for name in names)
    return tensors, names, tuple(tensors[name] for name in names), tangents


def _dual_tangent(function, primals: tuple, tangents: tuple):
    with fw.dual_level():
        return fw.unpack_dual(function(*map(fw.make_dual, primals, tangents))).tangent


def _peer_of(op: str):
    """PyTorch's function of the op (a fused op's composition, from its reference; else Tensor's method,
    Tensor.to), its arguments converted as the bridge converts them for aten (a dtype's name)."""
    peer = pointwise.peer(torch, op) if op in pointwise.OPS else _peer(op) or getattr(torch.Tensor, op)
    converters = st._converters(op)

    def call(**arguments):
        return _call(peer, {name: converters[name](value) if converters.get(name) else value
                            for name, value in arguments.items()})
    return call


def _pytorchs_tangent(case, tensors: dict, names: list[str], primals: tuple, tangents: tuple):
    """The tangent of PyTorch's function of the case at `primals` along `tangents`: its forward AD, or
    where it has no forward formula (embedding_bag, grid_sampler), J t with J its reverse-mode Jacobian,
    taken where the case's rule is an estimator with the estimator's condition (a flag argument) off:
    an estimator's gradient is not the derivative."""
    theirs = lambda *leaves: _peer_of(case.op)(**{**tensors, **dict(zip(names, leaves))})  # noqa: E731
    try:
        return _dual_tangent(theirs, primals, tangents)
    except NotImplementedError as error:
        assert "forward AD" in str(error)
    if case.estimator:
        flag = RULES[case.op].estimator.when
        assert flag in tensors and isinstance(tensors[flag], bool)
        tensors = {**tensors, flag: False}
    jacobians = torch.autograd.functional.jacobian(theirs, primals)
    out = theirs(*primals)
    return sum((jacobian.reshape(out.numel(), -1) @ tangent.reshape(-1)).reshape(out.shape)
               for jacobian, tangent in zip(jacobians, tangents))


def _assert_tangents_equal_pytorchs(function, case, tensors: dict, names: list[str], primals, tangents):
    """`function` (skucat.torch's) of the leaves `names` has PyTorch's value and tangent, through
    torch.func.jvp and forward_ad's dual tensors."""
    ours = _function(function, tensors, names)
    expected = _pytorchs_tangent(case, tensors, names, primals, tangents)
    out, through_jvp = torch.func.jvp(ours, primals, tangents)
    torch.testing.assert_close(out, _peer_of(case.op)(**{**tensors, **dict(zip(names, primals))}),
                               rtol=1e-10, atol=1e-10)
    for tangent in (through_jvp, _dual_tangent(ours, primals, tangents)):
        assert tangent is not None and tangent.dtype == expected.dtype
        torch.testing.assert_close(tangent, expected, rtol=1e-10, atol=1e-10, equal_nan=True)


@pytest.mark.parametrize("case", TAKEN, ids=[case.id for case in TAKEN])
def test_forward_mode_ad_equals_pytorchs(case):
    tensors, names, primals, tangents = _leaves(case)
    _assert_tangents_equal_pytorchs(getattr(st, case.op), case, tensors, names, primals, tangents)


@pytest.mark.parametrize("case, name", NO_TERM, ids=[f"{case.id}-{name}" for case, name in NO_TERM])
def test_a_tangent_the_rule_takes_none_of_is_refused_by_name(case, name):
    """A tangent of an argument whose stated term does not hold for the call (embedding_bag's weight in
    mode max) is refused, naming the argument, through both APIs; never dropped."""
    tensors, names, primals, tangents = _leaves(case, [name])
    function = _function(getattr(st, case.op), tensors, names)
    for run in (_dual_tangent, torch.func.jvp):
        with pytest.raises(skucat.UnsupportedError, match=f"forward-mode AD rule for argument '{name}'"):
            run(function, primals, tangents)


def test_log_softmax_without_dim_refuses_a_tangent():
    """log_softmax's stated term sums along dim, which dim=None leaves to the op to choose: refused."""
    (case,) = [case for case in DERIVED if case.op == "log_softmax"]
    tensors, names, primals, tangents = _leaves(case)
    function = _function(getattr(st, case.op), {**tensors, "dim": None}, names)
    with pytest.warns(UserWarning, match="Implicit dimension"), \
            pytest.raises(skucat.UnsupportedError, match="holds where dim is not None"):
        torch.func.jvp(function, primals, tangents)


# Loss cases whose optional class weight is given: also without it (the smoothing term's mean differs)
UNWEIGHTED = [case for case in DERIVED if case.arguments().get("weight") is not None
              and inspect.signature(case.forward).parameters["weight"].default is None and "weight" in case.wrt]


@pytest.mark.parametrize("case", UNWEIGHTED, ids=[case.id for case in UNWEIGHTED])
def test_forward_mode_ad_without_a_class_weight_equals_pytorchs(case):
    tensors, names, primals, tangents = _leaves(case)
    keep = [i for i, name in enumerate(names) if name != "weight"]
    _assert_tangents_equal_pytorchs(getattr(st, case.op), case, {**tensors, "weight": None}, [names[i] for i in keep],
                                    tuple(primals[i] for i in keep), tuple(tangents[i] for i in keep))


PROBABILITIES = [case for case in DERIVED if case.op == "cross_entropy_probs"]


@pytest.mark.parametrize("case", PROBABILITIES, ids=[case.id for case in PROBABILITIES])
def test_cross_entropy_with_class_probabilities_has_pytorchs_tangent(case):
    """skucat.torch.cross_entropy with a float target (its own rule: tangents of input, target and weight)."""
    tensors, names, primals, tangents = _leaves(case)
    assert set(names) == set(RULES["cross_entropy"].tangents_of({**case.arguments(), "ignore_index": -100}))
    _assert_tangents_equal_pytorchs(st.cross_entropy, case, tensors, names, primals, tangents)


@pytest.mark.parametrize("case", REFUSED, ids=[case.id for case in REFUSED])
def test_forward_mode_ad_is_refused_where_the_catalog_derives_no_rule(case):
    """A dual tensor (torch.autograd.forward_ad) or torch.func.jvp is refused, where torch.autograd.Function's
    path gave a None tangent and the custom op's a zero one; integer results (quantized codes) carry none,
    as torch's integer results."""
    tensors, names, primals, tangents = _leaves(case)
    if not names:
        pytest.skip("no floating argument to carry a tangent")
    function = _function(getattr(st, case.op), tensors, names[:1])
    if not function(*primals[:1]).is_floating_point():   # integer codes carry no tangent, as torch's results
        assert _dual_tangent(function, primals[:1], tangents[:1]) is None
        assert not torch.func.jvp(function, primals[:1], tangents[:1])[1].any()
        return
    with pytest.raises(skucat.UnsupportedError, match="forward-mode"):
        _dual_tangent(function, primals[:1], tangents[:1])
    with pytest.raises(skucat.UnsupportedError, match="forward-mode"):
        torch.func.jvp(function, primals[:1], tangents[:1])


def test_the_issues_interpolate_keeps_its_tangent_and_reverse_mode_runs_under_a_dual_level():
    """The issue's case: bilinear interpolate of a dual tensor has the tangent of torch's; under the
    same dual level, a backward through the call gives torch's gradient."""
    x = torch.randn(1, 2, 3, 3, dtype=torch.float64)
    t = torch.randn_like(x)
    theirs = _dual_tangent(lambda a: torch.nn.functional.interpolate(a, 4, mode="bilinear"), (x,), (t,))
    leaf = x.clone().requires_grad_()
    with fw.dual_level():
        out = st.interpolate(fw.make_dual(leaf, t), 4, mode="bilinear")
        torch.testing.assert_close(fw.unpack_dual(out).tangent, theirs, rtol=1e-12, atol=1e-12)
        out.sum().backward()
    expected = torch.func.grad(lambda a: torch.nn.functional.interpolate(a, 4, mode="bilinear").sum())(x)
    torch.testing.assert_close(leaf.grad, expected, rtol=1e-12, atol=1e-12)


IN_PLACE = [case for case in DERIVED if f"{case.op}_" in st._IN_PLACE and "input" in case.wrt]


@pytest.mark.parametrize("case", IN_PLACE, ids=[case.id for case in IN_PLACE])
def test_an_in_place_form_updates_the_dual_tensors_tangent_as_pytorchs_op(case):
    """skucat.torch.<op>_ on a dual input: input, updated and returned, carries the op's tangent
    (torch's copy_ of the differentiable op's result)."""
    tensors, names, primals, tangents = _leaves(case)
    theirs = lambda *leaves: _peer_of(case.op)(**{**tensors, **dict(zip(names, leaves))})  # noqa: E731
    expected = _dual_tangent(theirs, primals, tangents)
    if expected.shape != tensors["input"].shape:
        pytest.skip("the result broadcasts beyond input's shape, which an in-place form refuses")
    with fw.dual_level():
        duals = dict(zip(names, map(fw.make_dual, [p.clone() for p in primals], tangents)))
        updated = _call(getattr(st, f"{case.op}_"), {name: value for name, value in {**tensors, **duals}.items()
                                                     if name != "inplace"})
        assert updated is duals["input"]
        tangent = fw.unpack_dual(updated).tangent
    torch.testing.assert_close(tangent, expected, rtol=1e-10, atol=1e-10, equal_nan=True)
