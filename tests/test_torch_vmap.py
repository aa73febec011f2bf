"""torch.func.vmap over skucat.torch's ops: for every gradient case of the catalog (float64), each
tensor argument batched in turn (two samples, the batch dim first or last), vmap's result is the
op's result of each sample, stacked; and vmap of the gradient (a batch of cotangents through the
backward) is the gradient of each. Torch runs a custom op without a batching rule sample by sample,
so each sample goes through the catalog's kernels."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from skucat.verify.gradients import gradient_cases

torch = pytest.importorskip("torch", reason="PyTorch is not installed (install the 'torch' extra)")
st = pytest.importorskip("skucat.torch")
CASES = gradient_cases()


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


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_vmap_over_each_tensor_argument_is_the_op_of_each_sample(case):
    op, arguments = getattr(st, case.op), _arguments(case)
    found = list(_batched(case))
    assert found, "a differentiable op with no tensor argument"
    for name, samples in found:
        for dim in (0, -1):
            def call(value, name=name):
                return op(**{**arguments, name: value})

            expected = _stack([call(sample) for sample in samples], 0)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")   # torch's note that the custom op has no batching rule
                ours = torch.func.vmap(call, in_dims=dim, out_dims=0)(torch.stack(samples, dim))
            _close(ours, expected)


@pytest.mark.parametrize("case", CASES[::7], ids=[case.id for case in CASES[::7]])
def test_vmap_over_cotangents_is_the_gradient_of_each(case):
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
    seeds = torch.randn((2, *out.shape), dtype=out.dtype, generator=torch.Generator().manual_seed(0))
    expected = torch.stack([torch.autograd.grad(out, leaf, seed, retain_graph=True)[0] for seed in seeds])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ours = torch.autograd.grad(out, leaf, seeds, is_grads_batched=True)[0]
    _close(ours, expected)
