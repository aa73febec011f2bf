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
# The ops whose outputs lead with their input's first extent (rows, batch, planes): a batch folds into it
LEADING = ("layer_norm", "rms_norm", "interpolate", "grid_sample", "grid_sample_3d", "adaptive_avg_pool2d",
           "nll_loss", "cross_entropy", "cross_entropy_probs")
LEADING_CASES = [case for case in CASES if case.op in LEADING]


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
    assert all(_has_rule(op) and _has_rule(f"{op}_pullback") for op in LEADING)
    assert not any(_has_rule(op) for op in ("embedding", "embedding_bag", "fake_quantize_learnable_per_tensor_affine"))


def _calls(monkeypatch) -> list:
    """The ops of the kernel calls skucat.torch runs from now on (shape-only runs left out)."""
    calls, run = [], st._run

    def counted(op, function, arguments, fake, results, device):
        calls.extend([op] * (not fake))
        return run(op, function, arguments, fake, results, device)

    monkeypatch.setattr(st, "_run", counted)
    return calls


def _samples(value, count: int):
    """`count` samples like `value`, each its own (an integer one, indices or codes, as it is)."""
    generator = torch.Generator().manual_seed(count)
    return [value * (1 + 0.25 * torch.rand(value.shape, dtype=value.dtype, generator=generator)) + 0.125 * k
            if value.is_floating_point() else value.clone() for k in range(count)]


def _folds(case, names) -> bool:
    """Whether vmap over `names` folds the batch into one call: each leads with the batch or rows
    (input, grid, a loss's target), and a loss's samples are not summed (reduction 'none')."""
    return set(names) <= {"input", "grid", "target"} and case.arguments().get("reduction", "none") == "none"


@pytest.mark.parametrize("case", LEADING_CASES, ids=[case.id for case in LEADING_CASES])
def test_a_batch_folded_into_rows_or_batch_runs_one_kernel_call_bit_for_bit(case, monkeypatch):
    """vmap over each tensor argument in turn and over all at once (three samples, the batch dim first
    or last): where the batch folds, one kernel call, else one a sample (a batched weight, a mean or
    sum over the samples); either way exactly the op of each sample, stacked (each row, pixel or
    sample point computed alone: no arithmetic depends on the batch size)."""
    op, arguments = getattr(st, case.op), _arguments(case)
    tensors = [name for name, value in arguments.items() if isinstance(value, torch.Tensor) and value.numel()]
    for names in [(name,) for name in tensors] + [tuple(tensors)]:
        samples = {name: _samples(arguments[name], 3) for name in names}
        expected = _stack([op(**{**arguments, **{n: samples[n][k] for n in names}}) for k in range(3)], 0)
        for dim in (0, -1):
            calls = _calls(monkeypatch)
            with _batching(case.op):
                ours = torch.func.vmap(lambda *values: op(**{**arguments, **dict(zip(names, values))}), in_dims=dim)(
                    *[torch.stack(samples[n], dim) for n in names])
            assert calls == [case.op] * (1 if _folds(case, names) else 3), names
            for a, b in zip(_tuple(ours), _tuple(expected)):
                assert torch.equal(a, b), names


def _tuple(value) -> tuple:
    return value if isinstance(value, tuple) else (value,)


def _sums_over_rows(case, arguments: dict) -> bool:
    """Whether the call has a gradient of an argument that does not lead with the batch or rows
    (layer_norm's weight and bias, cross_entropy's weight with class probabilities), a sum over every
    row, which a folded pullback would take over the samples together."""
    return any(isinstance(arguments.get(name), torch.Tensor) and arguments[name].is_floating_point()
               for name in set(case.wrt) - {"input", "grid", "target"})


@pytest.mark.parametrize("case", LEADING_CASES, ids=[case.id for case in LEADING_CASES])
def test_the_pullback_folds_each_leading_argument_with_the_gradient_unless_a_gradient_sums_rows(case, monkeypatch):
    """vmap of the pullback op over the incoming gradient with each argument that leads with the batch or
    rows in turn, then all at once (their outputs and saved statistics with them, each sample's own):
    one kernel call where it folds, else one a sample; exactly each sample's gradients."""
    forward, pullback = getattr(torch.ops.skucat, case.op), getattr(torch.ops.skucat, f"{case.op}_pullback")
    names = [argument.name for argument in forward.default._schema.arguments]
    arguments = {**{name: None for name in names}, **_arguments(case)}
    arguments = {name: arguments[name] for name in names}
    leading = [name for name in ("input", "grid", "target") if isinstance(arguments.get(name), torch.Tensor)]
    first = _tuple(forward(*arguments.values()))
    seeds = _seeds(first[0], 3)
    for batched in [(name,) for name in leading] + [tuple(leading)] * (len(leading) > 1):
        samples = [{**arguments, **{name: _samples(arguments[name], 3)[k] for name in batched}} for k in range(3)]
        results = [_tuple(forward(*sample.values())) for sample in samples]   # (output and saved statistics)
        each = [(seed, *sample.values(), *result) for seed, sample, result in zip(seeds, samples, results)]
        expected = _stack([pullback(*values) for values in each], 0)
        in_dims = (0, *[0 if name in batched else None for name in names], *[0] * len(first))
        stacked = [torch.stack(column) if dim == 0 else column[0] for column, dim in zip(zip(*each), in_dims)]
        calls = _calls(monkeypatch)
        with _batching(case.op):
            ours = torch.func.vmap(pullback, in_dims=in_dims)(*stacked)
        fold = _folds(case, batched) and not _sums_over_rows(case, arguments)
        assert calls == [case.op] * (1 if fold else 3), batched
        for a, b in zip(_tuple(ours), _tuple(expected)):
            if b.numel():   # (an empty tensor: no gradient)
                assert torch.equal(a, b), batched


@pytest.mark.parametrize("case", LEADING_CASES, ids=[case.id for case in LEADING_CASES])
def test_vmap_over_cotangents_runs_one_pullback_call_where_the_batch_folds(case, monkeypatch):
    """torch.func.vmap over autograd.grad (three cotangents through the backward, the inputs unbatched):
    one pullback call where it folds (reduction 'none', no gradient summed over rows), else one a
    cotangent; exactly each cotangent's gradients."""
    leaf, out, name = _leaf_and_output(case)
    seeds = _seeds(out, 3)
    expected = torch.stack([torch.autograd.grad(out, leaf, seed, retain_graph=True)[0] for seed in seeds])
    calls = _calls(monkeypatch)
    with _batching(case.op):
        ours = torch.func.vmap(lambda seed: torch.autograd.grad(out, leaf, seed, retain_graph=True)[0])(seeds)
    fold = _folds(case, ()) and not _sums_over_rows(case, _arguments(case))
    assert calls == [case.op] * (1 if fold else 3)
    assert torch.equal(ours, expected)


@pytest.mark.parametrize("op", LEADING)
def test_gradchecks_batched_gradients_of_the_folding_ops(op):
    """gradcheck's check_batched_grad in float64 (vmap over the backward, by torch's legacy vmap)."""
    case = next(case for case in LEADING_CASES if case.op == op)
    arguments = _arguments(case)
    leaves = {name: arguments[name].detach().clone().requires_grad_() for name in case.wrt
              if isinstance(arguments.get(name), torch.Tensor) and arguments[name].is_floating_point()}

    def function(*values):
        out = getattr(st, op)(**{**arguments, **dict(zip(leaves, values))})
        return out[0] if isinstance(out, tuple) else out

    assert torch.autograd.gradcheck(function, tuple(leaves.values()), check_batched_grad=True)


@pytest.mark.parametrize("call,shapes", [
    ("layer_norm", {"input": (4,)}),                 # a sample of the normalised dims alone: one row each
    ("layer_norm", {"input": (0, 4)}),               # no rows
    ("rms_norm", {"input": (2, 1, 4)}),
    ("interpolate", {"input": (2, 3, 5)}),           # 1-D: [N, C, W], N the batch
    ("interpolate", {"input": (1, 1, 2, 2, 3)}),     # 3-D
    ("nll_loss", {"input": (4,), "target": ()}),     # a sample of one row, its target 0-d
    ("cross_entropy", {"input": (3, 4), "target": (3,)}),
    ("grid_sample", {"input": (1, 2, 3, 4), "grid": (1, 2, 2, 2)}),
])
def test_folding_edge_shapes(call, shapes, monkeypatch):
    """Samples without the batch dim or rows the kernel folds into, empty ones, 1-D and 3-D resizes: one
    call, exactly each sample's result, each argument batched in turn and all at once."""
    generator = torch.Generator().manual_seed(3)
    base = {name: torch.randn(shape, dtype=torch.float64, generator=generator) for name, shape in shapes.items()}
    if "target" in base:
        base["target"] = torch.randint(0, 4, shapes["target"], generator=generator)
    options = {"layer_norm": {"normalized_shape": [4]}, "rms_norm": {"normalized_shape": [4]},
               "interpolate": {"scale_factor": 1.5, "mode": "linear" if len(shapes["input"]) == 3 else "trilinear"},
               "nll_loss": {"reduction": "none"}, "cross_entropy": {"reduction": "none"},
               "grid_sample": {"align_corners": False}}[call]
    op = getattr(st, call)
    for names in [(name,) for name in base] + [tuple(base)] * (len(base) > 1):
        samples = {name: _samples(base[name], 2) for name in names}
        expected = torch.stack([op(**{**base, **options, **{n: samples[n][k] for n in names}}) for k in range(2)])
        calls = _calls(monkeypatch)
        with _batching(call):
            ours = torch.func.vmap(lambda *values: op(**{**base, **options, **dict(zip(names, values))}))(
                *[torch.stack(samples[n]) for n in names])
        assert calls == [call]
        assert torch.equal(ours, expected)


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


def _seeds(out, count: int = 2):
    return torch.randn((count, *out.shape), dtype=out.dtype, generator=torch.Generator().manual_seed(0))


def test_a_batched_0d_operand_keeps_pytorchs_result_dtype():
    """A 0-d tensor weighs less than a dimensioned one in PyTorch's promotion: batched, it is run sample
    by sample rather than folded into a dimensioned operand (f32 * f64 0-d is f32)."""
    x, scalars = torch.randn(3, dtype=torch.float32), torch.randn(2, dtype=torch.float64)
    with _batching("mul"):
        ours = torch.func.vmap(st.mul, in_dims=(None, 0))(x, scalars)
    expected = torch.stack([st.mul(x, s) for s in scalars])
    assert ours.dtype == expected.dtype == torch.float32
    torch.testing.assert_close(ours, expected)
