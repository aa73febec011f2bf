"""Second derivatives over the tape (skucat.autodiff.backward with create_graph), over every floating
gradient case of the catalog in float64: where the catalog gives one (Rule.second), the first and
second derivatives equal those of skucat.torch through torch's autograd (which test_torch_func holds
to gradgradcheck); elsewhere differentiating the first derivative again is refused by name."""

from __future__ import annotations

import numpy as np
import pytest

import skucat
from skucat import autodiff as ad
from skucat import ops

torch = pytest.importorskip("torch", reason="PyTorch is not installed (install the 'torch' extra)")
from test_torch_func import CASES, SECOND, _leaves, _of  # noqa: E402  (they need torch)

REFUSED = [case for case in CASES if case not in SECOND]


def _single(out):
    return out[0] if isinstance(out, tuple) else out


def _seeds(case, shape):
    """A cotangent of the output and a pairing for each first derivative (the second's cotangent)."""
    rng = np.random.default_rng(7)
    arguments = case.arguments()
    return rng.standard_normal(shape), {name: rng.standard_normal(np.shape(arguments[name])) for name in case.wrt}


def _on_tape(case, move=lambda array: array):
    """(first derivatives, second derivatives in each argument and in the cotangent), by the tape, its
    arrays `move`d (to a device)."""
    given = case.arguments()
    arguments = {name: move(value) if isinstance(value, np.ndarray) else value for name, value in given.items()}
    leaves = {name: ad.from_inner(move(np.array(given[name], dtype=np.float64))) for name in case.wrt}
    out = _single(case.forward(**{**arguments, **leaves}))
    seed, pairs = _seeds(case, out.shape)
    grad = ad.from_inner(move(seed))
    grads = ad.backward(out, grad, create_graph=True)
    firsts = [ad.grad(leaves[name], grads) for name in case.wrt]
    total = None
    for name, first in zip(case.wrt, firsts):
        if first is not None:
            term = ops.sum(ops.mul(first, move(pairs[name])))
            total = term if total is None else ops.add(total, term)
    second = ad.backward(total)
    return [ad.inner(first) for first in firsts], [ad.grad(tensor, second) for tensor in (*leaves.values(), grad)]


def _by_torch(case):
    tensors, names = _leaves(case)
    leaves = [tensors[name].detach().requires_grad_() for name in names]
    out = _single(_of(case, tensors, names)(*leaves))
    seed, pairs = _seeds(case, tuple(out.shape))
    grad = torch.from_numpy(seed).requires_grad_()
    firsts = torch.autograd.grad(out, leaves, grad, create_graph=True, allow_unused=True)
    total = sum((first * torch.from_numpy(pairs[name])).sum()
                for name, first in zip(names, firsts) if first is not None)
    # (a gradient constant in everything, rounding div's zero: no second derivative)
    second = torch.autograd.grad(total, [*leaves, grad], allow_unused=True) if total.requires_grad else [None] * 3
    return ([f.detach().numpy() for f in firsts], [None if s is None else s.numpy() for s in second],
            [*(np.shape(tensors[name]) for name in names), seed.shape])


def _close(found, wanted, shape):
    found = np.zeros(shape) if found is None else np.asarray(ad.inner(found))
    wanted = np.zeros(shape) if wanted is None else wanted
    np.testing.assert_allclose(found, wanted, rtol=1e-9, atol=1e-10, equal_nan=True)


@pytest.mark.parametrize("case", SECOND, ids=[case.id for case in SECOND])
def test_a_second_derivative_on_the_tape_is_skucat_torchs(case):
    (firsts, seconds), (t_firsts, t_seconds, shapes) = _on_tape(case), _by_torch(case)
    for found, wanted, shape in zip(firsts, t_firsts, shapes):
        _close(found, wanted, shape)
    for found, wanted, shape in zip(seconds, t_seconds, shapes):
        _close(found, wanted, shape)


@pytest.mark.parametrize("case", REFUSED, ids=[case.id for case in REFUSED])
def test_every_other_second_derivative_on_the_tape_is_refused_by_name(case):
    with pytest.raises(skucat.UnsupportedError, match=f"{case.op} has no second derivative"):
        _on_tape(case)


def _layer_norm_by_torch(x):
    """torch's layer_norm over the last dim, of its primitive ops: the native one's third derivative is
    wrong (its double backward reads the saved mean and rstd as constants; finite differences agree with
    this composite's, and with ours, to 1e-9)."""
    centred = x - x.mean(-1, keepdim=True)
    return centred * torch.rsqrt((centred * centred).mean(-1, keepdim=True) + 1e-5)


THIRD = {"sigmoid": lambda m, x: m.sigmoid(x), "softmax": lambda m, x: m.softmax(x, -1),
         "layer_norm": lambda m, x: _layer_norm_by_torch(x) if m is torch else m.layer_norm(x, (6,)),
         "glu": lambda m, x: m.nn.functional.glu(x, -1) if m is torch else m.glu(x, -1)}


@pytest.mark.parametrize("name", THIRD)
def test_a_third_derivative_on_the_tape_is_torchs(name):
    """The pullbacks recorded by a backward with create_graph record theirs in turn: the third
    derivative (the output's cotangent, then each first and second derivative paired with an array)
    is PyTorch's."""
    rng = np.random.default_rng(11)
    x, *pairs = (rng.standard_normal((4, 6)) for _ in range(3))
    seed = rng.standard_normal((4, 3) if name == "glu" else (4, 6))
    leaf = ad.from_inner(x)
    found = ad.grad(leaf, ad.backward(THIRD[name](ops, leaf), seed, create_graph=True))
    t_leaf = torch.from_numpy(x).requires_grad_()
    wanted, = torch.autograd.grad(THIRD[name](torch, t_leaf), t_leaf, torch.from_numpy(seed), create_graph=True)
    for pair in pairs:
        found = ad.grad(leaf, ad.backward(ops.sum(ops.mul(found, pair)), create_graph=True))
        wanted, = torch.autograd.grad((wanted * torch.from_numpy(pair)).sum(), t_leaf, create_graph=True)
    assert np.abs(wanted.detach().numpy()).max() > 1e-3   # (a third derivative that is not zero)
    np.testing.assert_allclose(ad.inner(found), wanted.detach().numpy(), rtol=1e-9, atol=1e-11)


def test_the_second_derivative_of_a_composite_with_views_is_torchs():
    """embedding -> permute -> reshape -> softmax -> a row of it (basic indexing) -> times itself ->
    sum: the Hessian-vector product in the table, each view's pullback recorded in turn."""
    rng = np.random.default_rng(12)
    table, indices, pair = rng.standard_normal((7, 4)), np.array([[1, 3, 6], [0, 3, 5]]), rng.standard_normal((7, 4))
    weight = ad.from_inner(table)

    def loss(m, w):
        if m is torch:
            y = torch.nn.functional.embedding(torch.from_numpy(indices), w).permute(2, 0, 1).reshape(4, 6)
            row = torch.softmax(y, -1)[1:3]
            return (row * row).sum()
        y = ops.reshape(ops.permute(ops.embedding(indices, w), (2, 0, 1)), (4, 6))
        row = ops.softmax(y, -1)[1:3]
        return ops.sum(ops.mul(row, row))

    first = ad.grad(weight, ad.backward(loss(ops, weight), create_graph=True))
    found = ad.grad(weight, ad.backward(ops.sum(ops.mul(first, pair))))
    t_weight = torch.from_numpy(table).requires_grad_()
    t_first, = torch.autograd.grad(loss(torch, t_weight), t_weight, create_graph=True)
    wanted, = torch.autograd.grad((t_first * torch.from_numpy(pair)).sum(), t_weight)
    np.testing.assert_allclose(ad.inner(first), t_first.detach().numpy(), rtol=1e-12, atol=1e-14)
    assert np.abs(wanted.numpy()).max() > 1e-3
    np.testing.assert_allclose(found, wanted.numpy(), rtol=1e-10, atol=1e-12)
