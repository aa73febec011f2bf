"""Reverse mode over a tape with Burn's gradient contract: from_inner / inner, backward ->
Gradients, grad / grad_remove / grad_replace, through the functional ops and their catalog
adjoints, against PyTorch's autograd on the same composite."""

from __future__ import annotations

import sys

import numpy as np
import pytest

import skucat
from skucat import autodiff as ad
from skucat import ops


def test_a_composite_is_differentiated_as_torch_does(torch):
    rng = np.random.default_rng(0)
    table, indices, target = rng.standard_normal((7, 5)), np.array([1, 3, 3, 6]), np.array([0, 4, 2, 1])
    weight = ad.from_inner(table)
    loss = ops.nll_loss(ops.log_softmax(ops.embedding(indices, weight), -1), target)
    assert isinstance(loss, ad.Tracked) and isinstance(ad.inner(loss), np.ndarray)
    grads = ad.backward(loss)
    t_table = torch.from_numpy(table).requires_grad_()
    t_loss = torch.nn.functional.nll_loss(
        torch.log_softmax(torch.nn.functional.embedding(torch.from_numpy(indices), t_table), -1),
        torch.from_numpy(target))
    t_loss.backward()
    np.testing.assert_allclose(ad.inner(loss), t_loss.item(), rtol=1e-14)
    np.testing.assert_allclose(ad.grad(weight, grads), t_table.grad.numpy(), rtol=1e-12, atol=1e-15)


def test_the_gradients_of_a_tensor_used_twice_are_summed(torch):
    rng = np.random.default_rng(1)
    x, params, seed = rng.standard_normal((3, 4)), rng.standard_normal(4), rng.standard_normal((3, 4))
    shared = ad.from_inner(params)
    grads = ad.backward(ops.layer_norm(x, (4,), shared, shared), seed)   # weight and bias alike
    t_params = torch.from_numpy(params).requires_grad_()
    torch.nn.functional.layer_norm(torch.from_numpy(x), (4,), t_params, t_params).backward(torch.from_numpy(seed))
    np.testing.assert_allclose(ad.grad(shared, grads), t_params.grad.numpy(), rtol=1e-12)


def test_gradients_can_be_read_taken_and_replaced():
    rng = np.random.default_rng(2)
    x, unused = ad.from_inner(rng.standard_normal((2, 3))), ad.from_inner(rng.standard_normal(3))
    out = ops.softmax(x, -1)
    grads = ad.backward(out)
    assert ad.grad(unused, grads) is None                       # not in the graph
    found = ad.grad(x, grads)
    np.testing.assert_allclose(found, np.zeros((2, 3)), atol=1e-15)   # softmax's rows sum to one
    assert ad.grad_remove(x, grads) is found and ad.grad(x, grads) is None
    ad.grad_replace(x, grads, np.ones((2, 3)))
    assert (ad.grad(x, grads) == 1).all()


def test_plain_arrays_stay_plain_and_ops_without_gradients_give_constants():
    rng = np.random.default_rng(3)
    table, indices = rng.standard_normal((5, 2)), np.array([0, 4])
    assert type(ops.embedding(indices, table)) is np.ndarray
    grad_out = ad.from_inner(rng.standard_normal((2, 2)))
    dweight = ops.embedding_backward(grad_out, indices, 5)      # a backward op: no rule of its own
    assert isinstance(dweight, ad.Tracked)
    assert ad.grad(grad_out, ad.backward(dweight)) is None


def test_a_long_chain_does_not_recurse():
    x = ad.from_inner(np.array([[0.5, -0.25]]))
    y = x
    for _ in range(300):
        y = ops.softmax(y, -1)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(200)   # a chain longer than the recursion limit
    try:
        found = ad.grad(x, ad.backward(y, np.array([[1.0, 0.0]])))
    finally:
        sys.setrecursionlimit(limit)
    assert found.shape == (1, 2) and np.isfinite(found).all()


@pytest.mark.parametrize("call,error,message", [
    (lambda t: ad.backward(np.ones(2)), skucat.InvalidArgumentError, "tensor must be a tracked tensor"),
    (lambda t: ad.backward(t, np.ones(3)), skucat.ShapeError, r"grad must have the tensor's shape \(2, 2\)"),
    (lambda t: ad.from_inner(t), skucat.InvalidArgumentError, "already tracked"),
    (lambda t: ad.from_inner([1.0, 2.0]), skucat.InvalidArgumentError, "numpy or device array, not list"),
    (lambda t: ad.from_inner(np.float64(1.0)), skucat.InvalidArgumentError, "numpy or device array, not float64"),
    (lambda t: ad.grad(np.ones(2), ad.backward(t)), skucat.InvalidArgumentError, "tensor must be a tracked"),
])
def test_misuse_is_a_clear_error(call, error, message):
    tensor = ops.softmax(ad.from_inner(np.eye(2)), -1)
    with pytest.raises(error, match=message):
        call(tensor)


@pytest.mark.parametrize("constant", ["array", "number"])
def test_embedding_permute_grid_sample_scale_sum_is_differentiated_as_torch_does(torch, constant):
    """indices [B, H, W] -> embedding [B, H, W, C] -> permute to [B, C, H, W] -> grid_sample (bilinear,
    reflection, align_corners) on a grid [B, OH, OW, 2] reaching outside (-1, 1) -> times a constant ->
    sum, in float64 with the table and the grid tracked: the loss and both gradients as autograd's."""
    rng = np.random.default_rng(4)
    B, H, W, C, V, OH, OW = 2, 5, 6, 3, 11, 4, 7
    indices = rng.integers(0, V, (B, H, W))
    table, grid = rng.standard_normal((V, C)), rng.uniform(-1.2, 1.2, (B, OH, OW, 2))
    scale = rng.standard_normal((C, 1, 1)) if constant == "array" else -1.75
    weight, points = ad.from_inner(table), ad.from_inner(grid)
    image = ops.permute(ops.embedding(indices, weight), (0, 3, 1, 2))
    sampled = ops.grid_sample(image, points, "bilinear", "reflection", align_corners=True)
    loss = ops.sum(ops.mul(sampled, scale))
    grads = ad.backward(loss)

    F = torch.nn.functional
    t_table, t_grid = torch.from_numpy(table).requires_grad_(), torch.from_numpy(grid).requires_grad_()
    t_image = torch.permute(F.embedding(torch.from_numpy(indices), t_table), (0, 3, 1, 2))
    t_sampled = F.grid_sample(t_image, t_grid, "bilinear", "reflection", align_corners=True)
    t_loss = torch.sum(torch.mul(t_sampled, torch.from_numpy(scale) if constant == "array" else scale))
    t_loss.backward()
    assert ad.inner(loss).shape == () and ad.grad(weight, grads).shape == table.shape
    np.testing.assert_allclose(ad.inner(loss), t_loss.item(), rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(ad.grad(weight, grads), t_table.grad.numpy(), rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(ad.grad(points, grads), t_grid.grad.numpy(), rtol=1e-9, atol=1e-12)


@pytest.mark.parametrize("op", [ops.add, ops.mul])
def test_the_gradient_of_a_0_d_tensor_used_twice_is_a_0_d_array(op):
    x = ad.from_inner(np.array(3.0))
    grads = ad.backward(op(x, x))
    found = ad.grad(x, grads)
    assert type(found) is np.ndarray and found.shape == () and float(found) == (2.0 if op is ops.add else 6.0)


def test_a_torch_tensor_is_no_leaf_of_the_tape(torch):
    """Its gradients are torch's autograd's, through skucat.torch; backward of it failed with an AttributeError."""
    with pytest.raises(skucat.InvalidArgumentError, match="not a torch tensor: skucat.torch"):
        ad.backward(ad.from_inner(torch.randn(3, 4)))
