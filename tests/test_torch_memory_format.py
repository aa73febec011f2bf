"""skucat.torch keeps PyTorch's memory formats. For every gradient case of the catalog whose op takes
a 4-D or 5-D tensor (interpolate, grid_sample, grid_sample_3d in every mode, adaptive_avg_pool2d), given channels_last
(channels_last_3d) or contiguous inputs: the output, the gradients a backward returns (for an
incoming gradient of either format) and the leaves' .grad have the values and the memory format
of PyTorch's, through the eager call, the custom op and its fake implementation alike.
"""

from __future__ import annotations

import numpy as np
import pytest

from skucat.verify.gradients import allowed_combinations, gradient_cases

torch = pytest.importorskip("torch", reason="PyTorch is not installed (install the 'torch' extra)")
st = pytest.importorskip("skucat.torch")
F = torch.nn.functional
FakeTensorMode = torch._subclasses.fake_tensor.FakeTensorMode
TOLERANCES = dict(rtol=1e-10, atol=1e-12)   # float64, as test_torch_gradients
LAST = {4: torch.channels_last, 5: torch.channels_last_3d}


def _spatial(case) -> bool:
    return any(isinstance(v, np.ndarray) and v.dtype.kind == "f" and v.ndim in LAST for v in case.arguments().values())


CASES = [case for case in gradient_cases() if _spatial(case)]
LAYOUTS = ("channels_last", "contiguous")


def _peer(op: str):
    """PyTorch's function of the op's name, or of its name less its last word (grid_sample_3d)."""
    return getattr(F, op, None) or getattr(F, op.rsplit("_", 1)[0])


def _call(case, layout: str) -> dict:
    """The case's call in float64 tensors, its 4-D and 5-D ones in `layout`, those of case.wrt
    requiring grad."""
    tensors = {name: torch.from_numpy(np.array(v)) if isinstance(v, np.ndarray) else v
               for name, v in case.arguments().items() if name != "stream"}
    for name, value in tensors.items():
        if isinstance(value, torch.Tensor) and layout == "channels_last" and value.dim() in LAST:
            tensors[name] = value.contiguous(memory_format=LAST[value.dim()])
        if name in case.wrt:
            tensors[name].requires_grad_()
    return tensors


def _format(tensor) -> tuple[bool, bool]:
    """(contiguous, channels_last): what PyTorch's tests assert of an output or a gradient."""
    return tensor.is_contiguous(), tensor.dim() in LAST and tensor.is_contiguous(memory_format=LAST[tensor.dim()])


def _fresh(tensors: dict) -> dict:
    return {name: v.detach().clone().requires_grad_(v.requires_grad) if isinstance(v, torch.Tensor) else v
            for name, v in tensors.items()}


def _seed(out, layout: str):
    grad = torch.from_numpy(np.random.default_rng(0).standard_normal(tuple(out.shape)))
    return grad.contiguous(memory_format=LAST[grad.dim()]) if layout == "channels_last" else grad


def test_the_cases_cover_every_spatial_op_and_mode_and_both_formats_of_pytorchs():
    """Not vacuous: each op that takes 4-D or 5-D tensors is here in each mode it has, and PyTorch's
    outputs and gradients of channels_last inputs are channels_last in some cases, contiguous in others."""
    spatial = {case.op for case in CASES}
    assert {"interpolate", "grid_sample", "grid_sample_3d", "adaptive_avg_pool2d"} <= spatial
    for op in spatial:
        modes = {case.mode.get("mode") for case in CASES if case.op == op}
        assert modes == {mode.get("mode") for mode in allowed_combinations(op)}, op
    outputs, gradients = set(), set()
    for case in CASES:
        tensors = _call(case, "channels_last")
        out = _peer(case.op)(**tensors)
        outputs.add(_format(out)[1])
        gradients.update(_format(g)[1] for g in torch.autograd.grad(out, [tensors[n] for n in case.wrt],
                                                                       _seed(out, "channels_last")))
    assert outputs == {True, False} and gradients == {True, False}


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_outputs_and_gradients_in_pytorchs_memory_format(case, layout):
    theirs = _call(case, layout)
    expected = _peer(case.op)(**theirs)
    ours = _fresh(theirs)
    out = getattr(st, case.op)(**ours)
    torch.testing.assert_close(out, expected, **TOLERANCES)
    assert _format(out) == _format(expected)
    with torch.no_grad():   # (the forward outside autograd)
        assert _format(getattr(st, case.op)(**ours)) == _format(expected)
    for seed_layout in LAYOUTS:   # PyTorch's gradient may take the incoming gradient's format
        seed = _seed(expected, seed_layout)
        wanted = torch.autograd.grad(expected, [theirs[name] for name in case.wrt], seed, retain_graph=True)
        found = torch.autograd.grad(out, [ours[name] for name in case.wrt], seed, retain_graph=True)
        for name, mine, reference in zip(case.wrt, found, wanted):
            torch.testing.assert_close(mine, reference, **TOLERANCES, msg=f"{name} ({seed_layout} seed)")
            assert _format(mine) == _format(reference), f"{name} ({seed_layout} seed)"
    seed = torch.randn_like(expected)   # as PyTorch's tests: out.backward(randn_like(out)), then input.grad
    expected.backward(seed)
    out.backward(seed)
    for name in case.wrt:
        torch.testing.assert_close(ours[name].grad, theirs[name].grad, **TOLERANCES, msg=name)
        assert _format(ours[name].grad) == _format(theirs[name].grad), name


@pytest.mark.parametrize("case", CASES[::3], ids=[case.id for case in CASES[::3]])
def test_the_custom_op_and_its_fake_give_the_eager_calls_format(case):
    """torch.ops.skucat.<op> (torch.compile's node) and its fake implementation: the strides of the
    eager call, and its pullback's gradients the format of the eager backward's."""
    tensors = _call(case, "channels_last")
    values = st._values(st._converters(case.op), st._numbers(st.TORCH_SCHEMAS[case.op][0]), tensors)
    eager = getattr(st, case.op)(**tensors)
    custom = getattr(torch.ops.skucat, case.op)(*values)
    custom = custom[0] if isinstance(custom, tuple) else custom
    with FakeTensorMode() as mode:
        fake = getattr(torch.ops.skucat, case.op)(*(mode.from_tensor(v) if isinstance(v, torch.Tensor) else v
                                                    for v in values))
        fake = fake[0] if isinstance(fake, tuple) else fake
    assert custom.stride() == eager.stride() == fake.stride()
    seed = _seed(eager, "channels_last")
    leaves = [tensors[name] for name in case.wrt]
    for mine, through_custom in zip(torch.autograd.grad(eager, leaves, seed),
                                    torch.autograd.grad(custom, leaves, seed)):
        assert _format(mine) == _format(through_custom)
        torch.testing.assert_close(mine, through_custom, rtol=0, atol=0)


def test_the_issues_example_keeps_channels_last():
    x = torch.randn(2, 3, 5, 7).contiguous(memory_format=torch.channels_last).requires_grad_()
    out = st.interpolate(x, 8, mode="bilinear")
    assert out.is_contiguous(memory_format=torch.channels_last) and not out.is_contiguous()
    (grad,) = torch.autograd.grad(out, x, torch.randn_like(out))
    assert grad.is_contiguous(memory_format=torch.channels_last) and not grad.is_contiguous()
    grid = torch.rand(2, 4, 6, 2) * 2 - 1   # grid_sample: contiguous, as PyTorch's
    assert st.grid_sample(x, grid, align_corners=False).is_contiguous()
