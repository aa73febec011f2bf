"""skucat.torch's gradients against PyTorch's, argument by argument. For every gradient case of the
catalog (float64) and each of its float tensor arguments, that argument alone requiring grad,
skucat.torch.<op> and PyTorch's function of the op's name agree: both give a gradient (of equal
values, unless the catalog's rule is an estimator there, whose values test_torch_bridge checks
against the adjoint), or neither does (a refusal naming the argument, or an output that no gradient
flows through). skucat never drops a gradient silently: where a backward runs, every argument that
requires grad gets one. Where PyTorch's CPU kernel does not take the float64 case, both sides run
it in float32.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

from skucat.errors import SkucatError
from skucat.generated.plans import PLANS
from skucat.verify.gradients import gradient_cases

torch = pytest.importorskip("torch", reason="PyTorch is not installed (install the 'torch' extra)")
st = pytest.importorskip("skucat.torch")
CASES = gradient_cases()
TOLERANCES = {torch.float64: dict(rtol=1e-10, atol=1e-12), torch.float32: dict(rtol=1e-5, atol=1e-6)}


def _peer(op: str):
    """PyTorch's function of the op's name, or of its name less its last word (grid_sample_3d,
    cross_entropy_probs); private ones (_name) too. None where PyTorch has none."""
    for name in (op, op.rsplit("_", 1)[0]):
        for module in (torch.nn.functional, torch):
            for found in (getattr(module, name, None), getattr(module, f"_{name}", None)):
                if callable(found):
                    return found
    return None


def _call(function, arguments: dict):
    """function(**arguments), else by position where PyTorch's names differ (self for input)."""
    try:
        return function(**arguments)
    except TypeError:
        return function(*arguments.values())


def _refuses(error: Exception, name: str) -> bool:
    """Whether `error` refuses a gradient of argument `name`, naming it."""
    return f"'{name}'" in str(error) and re.search(r"not differentiable|no gradient", str(error)) is not None


def _outcome(function, arguments: dict, name: str):
    """(kind, value) of `function` with arguments[name] requiring grad: ("gradient", it), ("refused",
    the error), ("none", None) for an output no gradient flows through, ("silent", None) for a
    backward that gave it none, ("error", the error) for anything else."""
    arguments = {**arguments, name: arguments[name].detach().clone().requires_grad_()}
    try:
        out = _call(function, arguments)
        if not (isinstance(out, torch.Tensor) and out.requires_grad):
            return "none", None
        seed = torch.from_numpy(np.random.default_rng(0).standard_normal(tuple(out.shape))).to(out.dtype)
        (gradient,) = torch.autograd.grad(out, [arguments[name]], seed, allow_unused=True)
    except Exception as error:   # PyTorch's refusals are RuntimeErrors, skucat's SkucatErrors
        return ("refused" if _refuses(error, name) else "error"), error
    return ("silent", None) if gradient is None else ("gradient", gradient)


def _tensors(case, dtype) -> dict:
    """The case's call with each array a tensor, its floats of `dtype` (and, for float32, its integers
    int32: what PyTorch's CPU kernels that refuse float64 take; its bools bool)."""
    arguments = {name: value for name, value in case.arguments().items() if name not in ("stream", "deterministic")}
    tensors = {name: torch.from_numpy(np.array(value)) if isinstance(value, np.ndarray) else value
               for name, value in arguments.items()}
    plan = PLANS[case.op]
    # (an int64 where the plan's integer type has no i64, fake_quantize's zero points: int32, as PyTorch takes them)
    narrow = {spec.name for spec in plan.tensors if spec.dtype == "aux" and "i64" not in plan.aux_types}
    integer = torch.int64 if dtype == torch.float64 else torch.int32
    return {name: value.to(dtype if value.is_floating_point() else torch.int32 if name in narrow else integer)
            if isinstance(value, torch.Tensor) and value.dtype != torch.bool else value   # masks stay bool
            for name, value in tensors.items()}


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_every_argument_gets_pytorchs_gradient_or_both_refuse(case):
    ours, peer, checked = getattr(st, case.op), _peer(case.op), []   # checked: compared with PyTorch
    names = [name for name, value in _tensors(case, torch.float64).items()
             if isinstance(value, torch.Tensor) and value.is_floating_point()]
    for name in names:
        for dtype in (torch.float64, torch.float32):
            arguments = _tensors(case, dtype)
            theirs = _outcome(peer, arguments, name) if peer else ("error", None)
            if theirs[0] != "error" or dtype == torch.float32:
                break   # (float32 only where PyTorch's CPU kernel does not take float64)
        mine = _outcome(ours, arguments, name)
        assert mine[0] in ("gradient", "refused", "none"), f"{name}: {mine}"
        if mine[0] == "refused":
            assert isinstance(mine[1], SkucatError), f"{name}: {mine[1]!r}"
        if theirs[0] == "gradient":
            assert mine[0] == "gradient", f"{name}: PyTorch gives a gradient, skucat.torch {mine}"
            if not case.estimator:
                torch.testing.assert_close(mine[1], theirs[1], **TOLERANCES[dtype], msg=name)
        elif theirs[0] in ("refused", "none"):
            assert mine[0] in ("refused", "none"), f"{name}: PyTorch {theirs[0]}, skucat.torch gives {mine}"
        checked.append(theirs[0] != "error" or mine[0] == "none")
    assert all(checked) or peer is None, f"PyTorch's {peer.__name__} took none of the calls that skucat differentiates"


def test_the_issues_gradients_are_pytorchs_or_refused_as_by_pytorch():
    """cross_entropy's weight with class probabilities gets PyTorch's gradient; arguments PyTorch does
    not differentiate are refused at the call, naming them, as by PyTorch."""
    x = torch.randn(4, 5, dtype=torch.float64, requires_grad=True)
    weight = torch.rand(5, dtype=torch.float64, requires_grad=True)
    probs = torch.softmax(torch.randn(4, 5, dtype=torch.float64), 1)
    for function in (st.cross_entropy, st.cross_entropy_probs):
        ours = torch.autograd.grad(function(x, probs, weight, label_smoothing=0.1), [x, weight])
        theirs = torch.autograd.grad(torch.nn.functional.cross_entropy(x, probs, weight, label_smoothing=0.1),
                                     [x, weight])
        for mine, wanted in zip(ours, theirs):
            torch.testing.assert_close(mine, wanted, **TOLERANCES[torch.float64])
    target = torch.tensor([0, 1, 2, 3])
    for function in (st.nll_loss, st.cross_entropy):
        with pytest.raises(SkucatError, match="not differentiable with respect to argument 'weight'"):
            function(x, target, weight)
    scale = torch.tensor([0.1, 0.2, 0.3, 0.4, 0.5], dtype=torch.float64, requires_grad=True)
    with pytest.raises(SkucatError, match="not differentiable with respect to argument 'scale'"):
        st.fake_quantize_per_channel_affine(x, scale, torch.zeros(5, dtype=torch.int32), 1, 0, 255)
    with torch.no_grad():   # as PyTorch: nothing is refused where no gradient is recorded
        st.nll_loss(x, target, weight)
