"""torch.func.vmap over skucat.torch's ops: for every gradient case of the catalog (float64), each
tensor argument batched in turn (two samples, the batch dim first or last), vmap's result is the
op's result of each sample, stacked; and vmap of the gradient (a batch of cotangents through the
backward) is the gradient of each. An elementwise op has a batching rule (skucat.batching), which
runs here with torch's fallback disabled, so that a call that would loop over the batch fails; it
is also checked with every argument batched at once, under a nested vmap, and by gradcheck's
batched gradients. Torch runs any other op sample by sample (its fallback), each sample through the
catalog's kernels."""

from __future__ import annotations

import contextlib
import warnings

import numpy as np
import pytest

from skucat.autodiff import rules
from skucat.errors import SkucatError
from skucat.verify.gradients import gradient_cases

torch = pytest.importorskip("torch", reason="PyTorch is not installed (install the 'torch' extra)")
st = pytest.importorskip("skucat.torch")
CASES = gradient_cases()


def _has_rule(op: str) -> bool:
    """Whether torch's vmap has a batching rule of torch.ops.skucat.<op> (else it falls back to a loop)."""
    return torch._C._dispatch_has_kernel_for_dispatch_key(f"skucat::{op}", "FuncTorchBatched")


FOLDED = [case for case in CASES if _has_rule(case.op)]


@contextlib.contextmanager
def _batching(op: str):
    """Within it, vmap over `op` runs its batching rule where it has one (torch's fallback disabled: a
    call that needs it fails), else the fallback, whose performance warning is silenced."""
    if not _has_rule(op):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            yield
        return
    torch._C._functorch._set_vmap_fallback_enabled(False)
    try:
        yield
    finally:
        torch._C._functorch._set_vmap_fallback_enabled(True)


def _arguments(case) -> dict:
    arguments = {name: value for name, value in case.arguments().items() if name not in ("stream", "deterministic")}
    return {name: torch.from_numpy(np.array(value)) if isinstance(value, np.ndarray) else value
            for name, value in arguments.items()}


def _batched(case):
    """(name, the two samples) of each tensor argument of the case (an integer one, indices or codes,
    twice: a changed one might not be valid)."""
    arguments = _arguments(case)
    for name, value in arguments.items():
        if isinstance(value, torch.Tensor) and value.numel():
            yield name, (value, value * 0.5 + 0.25 if value.is_floating_point() else value.clone())


def _stack(results, dim):
    if isinstance(results[0], tuple):
        return tuple(_stack([r[k] for r in results], dim) for k in range(len(results[0])))
    return None if results[0] is None else torch.stack(results, dim)


def _close(ours, expected):
    if isinstance(expected, tuple):
        for a, b in zip(ours, expected):
            _close(a, b)
        return
    if expected is not None:
        torch.testing.assert_close(ours, expected, rtol=1e-10, atol=1e-12, equal_nan=True)


def test_the_elementwise_ops_the_ops_along_a_dim_and_their_pullbacks_have_batching_rules():
    """Every op whose forward-mode rule the catalog derives as elementwise (codegen, independently of the
    batching rules' own derivation) has one, and so has its pullback; so have the ops along a dim of
    their one tensor (softmax, sum, glu...); ops with other tensors or saved statistics do not."""
    elementwise = [op for op, rule in rules().items() if rule.tangent == "elementwise"]
    assert len(elementwise) >= 30
    assert all(_has_rule(op) and _has_rule(f"{op}_pullback") for op in elementwise)
    assert all(_has_rule(op) for op in ("eq", "logical_not", "to", "quantize_per_tensor"))
    along_dim = ("softmax", "log_softmax", "sum", "mean", "glu")
    assert all(_has_rule(op) and _has_rule(f"{op}_pullback") for op in along_dim)
    assert not any(_has_rule(op) for op in ("layer_norm", "cross_entropy", "fake_quantize_learnable_per_tensor_affine"))


@pytest.mark.parametrize("op,dim", [("softmax", None), ("sum", []), ("sum", None), ("mean", [0, -1]), ("softmax", -2)])
def test_an_op_along_a_dim_folds_the_batch_before_its_dims_or_runs_each_sample(op, dim):
    """The dim counted past the batch dim, sum's [] and None as every dim of a sample, softmax's implicit
    dim (PyTorch's default, which depends on a sample's rank) and 0-d samples each by each."""
    x = torch.randn(3, 4, 5, dtype=torch.float64, generator=torch.Generator().manual_seed(2))
    function = getattr(st, op)
    with _batching(op), warnings.catch_warnings():
        warnings.simplefilter("ignore")   # (softmax's implicit dim is deprecated)
        for batched in (x, x[:, :, 0], x[:, 0, 0]):
            try:
                expected = torch.stack([function(sample, dim) for sample in batched])
            except SkucatError as refused:   # (a dim a sample does not have): refused as a sample is
                with pytest.raises(type(refused)):
                    torch.func.vmap(lambda t: function(t, dim))(batched)
                continue
            _close(torch.func.vmap(lambda t: function(t, dim))(batched), expected)
            _close(torch.func.vmap(lambda t: function(t, dim), in_dims=-1)(batched.movedim(0, -1)), expected)


def _vmapped(case, names: tuple[str, ...], dim: int, nested: bool = False):
    """(vmap of the op over the arguments `names` (their two samples stacked on `dim`), each sample's
    result stacked on 0); nested: vmap of vmap, over the samples and the samples reversed."""
    op, arguments, samples = getattr(st, case.op), _arguments(case), dict(_batched(case))

    def call(*values):
        return op(**{**arguments, **dict(zip(names, values))})

    def expected(order):
        return _stack([call(*[samples[name][k] for name in names]) for k in order], 0)

    with _batching(case.op):
        if not nested:
            return torch.func.vmap(call, in_dims=dim, out_dims=0)(*[torch.stack(samples[n], dim) for n in names]), \
                expected((0, 1))
        stacked = [torch.stack([torch.stack(samples[n], dim), torch.stack(samples[n][::-1], dim)], dim) for n in names]
        inner = torch.func.vmap(call, in_dims=dim, out_dims=0)
        return torch.func.vmap(inner, in_dims=dim, out_dims=0)(*stacked), _stack([expected((0, 1)), expected((1, 0))], 0)


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_vmap_over_each_tensor_argument_is_the_op_of_each_sample(case):
    names = [name for name, _ in _batched(case)]
    assert names, "a differentiable op with no tensor argument"
    for name in names:
        for dim in (0, -1):
            _close(*_vmapped(case, (name,), dim))


@pytest.mark.parametrize("case", FOLDED, ids=[case.id for case in FOLDED])
def test_vmap_by_a_rule_over_every_argument_at_once_and_nested(case):
    names = tuple(name for name, _ in _batched(case))
    for dim in (0, -1):
        _close(*_vmapped(case, names, dim))
    _close(*_vmapped(case, names, 0, nested=True))


@pytest.mark.parametrize("case", CASES[::7], ids=[case.id for case in CASES[::7]])
def test_vmap_over_cotangents_is_the_gradient_of_each(case):
    """autograd.grad's is_grads_batched, which runs the backward under torch's legacy vmap
    (torch._vmap_internals, as gradcheck's check_batched_grad), which torch.library's batching rules do
    not reach: its own fallback, rules or not."""
    leaf, out, _ = _leaf_and_output(case)
    seeds = _seeds(out)
    expected = torch.stack([torch.autograd.grad(out, leaf, seed, retain_graph=True)[0] for seed in seeds])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ours = torch.autograd.grad(out, leaf, seeds, is_grads_batched=True)[0]
    _close(ours, expected)


@pytest.mark.parametrize("case", FOLDED, ids=[case.id for case in FOLDED])
def test_vmap_over_the_backward_by_the_pullback_rule_is_the_gradient_of_each(case):
    """torch.func.vmap over autograd.grad (a batch of cotangents through the backward): the pullback's
    rule, torch's fallback disabled."""
    leaf, out, _ = _leaf_and_output(case)
    seeds = _seeds(out)
    expected = torch.stack([torch.autograd.grad(out, leaf, seed, retain_graph=True)[0] for seed in seeds])
    with _batching(case.op):
        _close(torch.func.vmap(lambda seed: torch.autograd.grad(out, leaf, seed, retain_graph=True)[0])(seeds), expected)


def _leaf_and_output(case):
    """(a float argument the case has a gradient of, as a leaf, the op's first output of it, its name),
    the test skipped where there is none."""
    op, arguments = getattr(st, case.op), _arguments(case)
    floats = [(name, samples[0]) for name, samples in _batched(case)
              if samples[0].is_floating_point() and name in case.wrt]
    if not floats:
        pytest.skip(f"{case.op}'s gradient is of no float tensor argument")
    name, value = floats[0]
    leaf = value.detach().clone().requires_grad_()
    out = op(**{**arguments, name: leaf})
    out = out[0] if isinstance(out, tuple) else out
    if not out.requires_grad:
        pytest.skip(f"no gradient flows from {case.op}'s first output to {name}")
    return leaf, out, name


def _seeds(out):
    return torch.randn((2, *out.shape), dtype=out.dtype, generator=torch.Generator().manual_seed(0))


def test_a_batched_0d_operand_keeps_pytorchs_result_dtype():
    """A 0-d tensor weighs less than a dimensioned one in PyTorch's promotion: batched, it is run sample
    by sample rather than folded into a dimensioned operand (f32 * f64 0-d is f32)."""
    x, scalars = torch.randn(3, dtype=torch.float32), torch.randn(2, dtype=torch.float64)
    with _batching("mul"):
        ours = torch.func.vmap(st.mul, in_dims=(None, 0))(x, scalars)
    expected = torch.stack([st.mul(x, s) for s in scalars])
    assert ours.dtype == expected.dtype == torch.float32
    torch.testing.assert_close(ours, expected)
