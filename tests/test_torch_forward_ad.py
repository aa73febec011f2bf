"""skucat.torch under forward-mode AD, over every gradient case of the catalog (float64): where the
op's rule derives a JVP (skucat.autodiff's Rule.tangent, from the catalog's adjoint), the tangent of
torch.func.jvp and of torch.autograd.forward_ad's dual tensors equals PyTorch's own function's, a
tangent on every differentiable argument at once; every other op refuses both, never dropping the
tangent."""

from __future__ import annotations

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


def _function(function, tensors: dict, names: list[str]):
    """function of the leaves that stand for tensors[names], the other arguments as in `tensors`."""
    return lambda *leaves: _call(function, {**tensors, **dict(zip(names, leaves))})


def _leaves(case):
    """(the case's tensors, float64; the names of those with a tangent; their primals; tangents)."""
    tensors = _tensors(case, torch.float64)
    names = [name for name in case.wrt if tensors[name].is_floating_point()]
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


@pytest.mark.parametrize("case", DERIVED, ids=[case.id for case in DERIVED])
def test_forward_mode_ad_equals_pytorchs(case):
    tensors, names, primals, tangents = _leaves(case)
    if not names:
        pytest.skip("no floating argument to carry a tangent")
    ours = _function(getattr(st, case.op), tensors, names)
    theirs = lambda *leaves: _peer_of(case.op)(**{**tensors, **dict(zip(names, leaves))})  # noqa: E731
    expected = _dual_tangent(theirs, primals, tangents)
    out, through_jvp = torch.func.jvp(ours, primals, tangents)
    torch.testing.assert_close(out, theirs(*primals), rtol=1e-10, atol=1e-10)
    for tangent in (through_jvp, _dual_tangent(ours, primals, tangents)):
        assert tangent is not None and tangent.dtype == expected.dtype
        torch.testing.assert_close(tangent, expected, rtol=1e-10, atol=1e-10, equal_nan=True)


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
