"""The embedding functional API against PyTorch, and every way to call it wrongly."""

from __future__ import annotations

import itertools

import ml_dtypes
import numpy as np
import pytest

import skucat
from skucat import ops
from skucat.autodiff import vjp
from skucat.verify import eps

ELEMENTS = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "f64": np.float64}
INDEX_TYPES = (np.int32, np.int64)
V, D = 11, 5


def torch_tensor(torch, array):
    """A torch tensor of the same values and element type (bf16 through float32, exactly)."""
    if array.dtype == ml_dtypes.bfloat16:
        return torch.from_numpy(array.astype(np.float32)).to(torch.bfloat16)
    return torch.from_numpy(np.ascontiguousarray(array))


def as_f64(tensor):
    return tensor.detach().to(dtype=__import__("torch").float64).numpy()


def inputs(element, index_type, seed=0):
    rng = np.random.default_rng(seed)
    weight = rng.standard_normal((V, D)).astype(ELEMENTS[element])
    indices = rng.integers(0, V, (3, 7)).astype(index_type)
    indices[0, :3] = 2  # repeats, some on the padding row
    return weight, indices


@pytest.mark.parametrize("element,index_type,padding_idx", list(itertools.product(ELEMENTS, INDEX_TYPES, [None, 2, -3])))
def test_forward_matches_torch_bit_for_bit(torch, element, index_type, padding_idx):
    weight, indices = inputs(element, index_type)
    out = ops.embedding(indices, weight, padding_idx=padding_idx)
    expected = torch.nn.functional.embedding(torch.from_numpy(indices.astype(np.int64)), torch_tensor(torch, weight),
                                             padding_idx=padding_idx)
    assert out.dtype == weight.dtype and out.shape == (3, 7, D)
    assert np.array_equal(out.astype(np.float64), as_f64(expected))


@pytest.mark.parametrize("element,index_type,padding_idx,scale",
                         list(itertools.product(ELEMENTS, INDEX_TYPES, [None, 2, -3, -V], [False, True])))
def test_backward_matches_torch_autograd(torch, element, index_type, padding_idx, scale):
    weight, indices = inputs(element, index_type, seed=1)
    grad_out = np.random.default_rng(2).standard_normal((3, 7, D)).astype(ELEMENTS[element])
    ours = ops.embedding_backward(grad_out, indices, V, padding_idx=padding_idx, scale_grad_by_freq=scale)
    # PyTorch in float64 on the same (already rounded) values: the exact gradient.
    weight64 = torch.from_numpy(weight.astype(np.float64)).requires_grad_()
    out = torch.nn.functional.embedding(torch.from_numpy(indices.astype(np.int64)), weight64,
                                        padding_idx=padding_idx, scale_grad_by_freq=scale)
    out.backward(torch.from_numpy(grad_out.astype(np.float64)))
    expected = weight64.grad.numpy()
    assert ours.dtype == weight.dtype and ours.shape == (V, D)
    terms = np.bincount(indices.reshape(-1).astype(np.int64), minlength=V).max()
    magnitude = np.abs(expected) + terms * np.abs(grad_out.astype(np.float64)).max()
    np.testing.assert_allclose(ours.astype(np.float64), expected, rtol=0,
                               atol=(eps(element) + terms * eps("f64" if element == "f64" else "f32")) * magnitude.max())
    if padding_idx is not None:
        assert not ours[padding_idx].astype(np.float64).any(), "the padding row gets no gradient"


def test_backward_in_its_own_dtype_matches_torch(torch):
    weight, indices = inputs("f32", np.int64)
    grad_out = np.random.default_rng(3).standard_normal((3, 7, D)).astype(np.float32)
    expected = torch.ops.aten.embedding_backward(torch.from_numpy(grad_out), torch.from_numpy(indices), V, 4, True, False)
    ours = ops.embedding_backward(grad_out, indices, V, padding_idx=4, scale_grad_by_freq=True)
    np.testing.assert_allclose(ours, expected.numpy(), rtol=1e-6, atol=1e-6)


def test_gradient_matches_finite_differences():
    weight, indices = inputs("f64", np.int64)
    grad_out = np.random.default_rng(4).standard_normal((3, 7, D))
    out, pullback = vjp(ops.embedding, indices, weight, padding_idx=1, scale_grad_by_freq=True)
    analytic = pullback(grad_out)["weight"]
    numeric = np.zeros_like(weight)
    step = 1e-6
    for row, col in itertools.product(range(V), range(D)):
        bumped = weight.copy()
        bumped[row, col] += step
        plus = (ops.embedding(indices, bumped) * grad_out).sum()
        bumped[row, col] -= 2 * step
        minus = (ops.embedding(indices, bumped) * grad_out).sum()
        numeric[row, col] = (plus - minus) / (2 * step)
    # padding_idx and frequency scaling change the gradient on purpose, as in PyTorch: undo them for the check.
    counts = np.bincount(indices.reshape(-1), minlength=V)
    numeric[1] = 0
    numeric = numeric / np.maximum(counts, 1)[:, None]
    np.testing.assert_allclose(analytic, numeric, atol=1e-8)


def test_non_contiguous_inputs_are_read_correctly():
    weight, indices = inputs("f32", np.int64)
    weight_t = np.asfortranarray(weight)
    indices_strided = np.repeat(indices, 2, axis=1)[:, ::2]
    assert not weight_t.flags.c_contiguous and not indices_strided.flags.c_contiguous
    assert np.array_equal(ops.embedding(indices_strided, weight_t), weight[indices])


@pytest.mark.parametrize("call,error,builtin,message", [
    (lambda w, i: ops.embedding(np.array([0, V]), w), skucat.OutOfRangeError, IndexError, "index 11 is out of range"),
    (lambda w, i: ops.embedding(np.array([-1]), w), skucat.OutOfRangeError, IndexError, "index -1"),
    (lambda w, i: ops.embedding(i.astype(np.float32), w), skucat.DTypeError, TypeError, "input must have a dtype among"),
    (lambda w, i: ops.embedding(i.astype(np.int16), w), skucat.DTypeError, TypeError, "input must have a dtype among"),
    (lambda w, i: ops.embedding(i, w.astype(np.uint16)), skucat.DTypeError, TypeError, "weight must have a dtype"),
    (lambda w, i: ops.embedding(i, w[0]), skucat.ShapeError, ValueError, "weight must have rank 2"),
    (lambda w, i: ops.embedding(i, w, padding_idx=V), skucat.OutOfRangeError, IndexError, r"padding_idx lies in .*padding_idx=11\)"),
    (lambda w, i: ops.embedding(i, w, padding_idx=-V - 1), skucat.OutOfRangeError, IndexError, r"padding_idx lies in .*padding_idx=-12\)"),
    (lambda w, i: ops.embedding(i, w, padding_idx=1.5), skucat.InvalidArgumentError, ValueError, "padding_idx must"),
    (lambda w, i: ops.embedding(i, w, sparse=True), skucat.UnsupportedError, ValueError, "sparse=True"),
    (lambda w, i: ops.embedding(np.array([V]), w, max_norm=1.0), skucat.OutOfRangeError, IndexError, "index 11"),
    (lambda w, i: ops.embedding(i, np.asfortranarray(w), max_norm=1.0), skucat.LayoutError, ValueError,
     "weight is updated in place"),
    (lambda w, i: ops.embedding(i, _read_only(w), max_norm=1.0), skucat.LayoutError, ValueError,
     "weight is updated in place"),
    (lambda w, i: ops.embedding(i, w, max_norm="1"), skucat.InvalidArgumentError, ValueError, "max_norm must"),
    (lambda w, i: ops.embedding_renorm(w, np.array([-1, 0]), 1.0, 2.0), skucat.OutOfRangeError, IndexError,
     "index -1"),
    (lambda w, i: ops.embedding_renorm(w, i.astype(np.float64), 1.0, 2.0), skucat.DTypeError, TypeError,
     "input must have a dtype among"),
    (lambda w, i: ops.embedding_backward(np.ones((3, 7, D), np.float32), i, V - 5), skucat.OutOfRangeError,
     IndexError, "out of range"),
    (lambda w, i: ops.embedding_backward(np.ones((3, 6, D), np.float32), i, V), skucat.ShapeError, ValueError,
     "grad_output must have shape"),
    (lambda w, i: ops.embedding_backward(np.ones((3, 7, D), np.float32), i, V, deterministic="yes"),
     skucat.InvalidArgumentError, ValueError, "deterministic must be a bool or None"),
])
def test_bad_input_raises_before_running(call, error, builtin, message):
    weight, indices = inputs("f32", np.int64)
    with pytest.raises(error, match=message) as info:
        call(weight, indices)
    assert isinstance(info.value, builtin) and isinstance(info.value, skucat.SkucatError)


def test_every_element_and_index_type_is_served():
    for element, index_type in itertools.product(ELEMENTS, INDEX_TYPES):
        weight, indices = inputs(element, index_type)
        grad = ops.embedding_backward(ops.embedding(indices, weight), indices, V)
        assert grad.dtype == weight.dtype


def _read_only(array):
    array = array.copy()
    array.flags.writeable = False
    return array


NORM_TYPES = (2.0, 1.0, 3.5, float("inf"), float("-inf"), 0.0)


@pytest.mark.parametrize("element,index_type,norm_type", list(itertools.product(ELEMENTS, INDEX_TYPES, NORM_TYPES)))
def test_max_norm_renormalises_in_place_as_torch(torch, element, index_type, norm_type):
    weight, indices = inputs(element, index_type, seed=3)
    weight *= ELEMENTS[element](3)
    weight[4, :2] = 0                                  # zeros for the 0- and -inf-norms
    ours, theirs = weight.copy(), torch_tensor(torch, weight.copy())   # torch shares and updates its array
    max_norm = {0.0: 4.5, float("-inf"): 0.2}.get(norm_type, 1.5)
    out = ops.embedding(indices, ours, max_norm=max_norm, norm_type=norm_type)
    expected = torch.nn.functional.embedding(torch.from_numpy(indices.astype(np.int64)), theirs, max_norm=max_norm,
                                             norm_type=norm_type)
    looked_up = np.unique(indices)
    assert not np.array_equal(ours[looked_up], weight[looked_up])          # something was rescaled
    untouched = np.setdiff1d(np.arange(V), looked_up)
    assert np.array_equal(ours[untouched], weight[untouched])
    # PyTorch rounds the norm to the element type before it divides: a few ulps of it.
    tolerance = 4 * eps(element)
    np.testing.assert_allclose(ours.astype(np.float64), as_f64(theirs), rtol=tolerance, atol=tolerance)
    np.testing.assert_allclose(out.astype(np.float64), as_f64(expected), rtol=tolerance, atol=tolerance)


def test_a_repeated_row_is_rescaled_once():
    weight = np.full((3, 4), 2.0)                      # every row's 2-norm is 4
    once, many = weight.copy(), weight.copy()
    ops.embedding_renorm(once, np.array([1]), 1.0, 2.0)
    ops.embedding_renorm(many, np.array([1] * 1000 + [2]), 1.0, 2.0)
    assert np.array_equal(once[1], many[1]) and np.allclose(np.linalg.norm(many[1]), 1.0)
    assert np.array_equal(many[2], many[1]) and np.array_equal(many[0], weight[0])


def test_renorm_returns_the_table_it_updated():
    weight = np.full((3, 4), 2.0)
    assert ops.embedding_renorm(weight, np.array([[0, 2]]), 1.0, 2.0) is weight


def test_renorm_keeps_rows_within_max_norm_and_nan_rows():
    weight = np.array([[0.3, 0.4], [np.nan, 1.0], [3.0, 4.0]])
    ops.embedding_renorm(weight, np.array([0, 1, 2]), 1.0, 2.0)
    assert np.array_equal(weight[0], [0.3, 0.4]) and np.isnan(weight[1, 0]) and weight[1, 1] == 1.0
    np.testing.assert_allclose(weight[2], [0.6, 0.8], rtol=1e-7)


def test_max_norm_gradient_matches_torch_autograd(torch):
    weight, indices = inputs("f64", np.int64, seed=4)
    weight *= 3
    ours = weight.copy()
    out, pullback = vjp(ops.embedding, indices, ours, max_norm=1.0)
    grad_out = np.random.default_rng(5).standard_normal(out.shape)
    theirs = torch.from_numpy(weight.copy()).requires_grad_()
    expected = torch.nn.functional.embedding(torch.from_numpy(indices), theirs, max_norm=1.0)
    expected.backward(torch.from_numpy(grad_out))
    np.testing.assert_allclose(out, expected.detach().numpy(), rtol=1e-12)
    np.testing.assert_allclose(pullback(grad_out)["weight"], theirs.grad.numpy(), rtol=1e-12)


def test_renorm_plan_checks_indices_and_the_table():
    stream = skucat.Stream.host()
    desc = skucat.plans.EmbeddingRenormDescriptor(num_weights=3, embedding_dim=2, num_indices=2, element="f64",
                                                  index="i64", max_norm=1.0)
    plan = skucat.plans.EmbeddingRenormPlan.select(stream, desc, skucat.PlanPreference())
    scratch = skucat.Workspace.allocate(stream, plan.workspace_size())
    weight = np.ones((3, 2))
    with pytest.raises(skucat.OutOfRangeError, match="indices"):
        plan.run(stream, scratch, skucat.plans.EmbeddingRenormArgs(weight=weight, indices=np.array([0, 3])))
    with pytest.raises(skucat.LayoutError, match="weight is read-only"):
        plan.run(stream, scratch, skucat.plans.EmbeddingRenormArgs(weight=_read_only(weight),
                                                                   indices=np.array([0, 1])))
    assert np.array_equal(weight, np.ones((3, 2)))
    plan.run(stream, scratch, skucat.plans.EmbeddingRenormArgs(weight=weight, indices=np.array([0, 0])))
    np.testing.assert_allclose(weight, [[2 ** -0.5] * 2, [1, 1], [1, 1]], rtol=1e-6)


@pytest.mark.parametrize("dim", [0, 3])
def test_an_empty_table_gathers_empty_indices_as_pytorch(torch, dim):
    weight = np.zeros((0, dim), np.float32)
    out, pullback = vjp(ops.embedding, np.zeros(0, np.int64), weight)
    expected = torch.nn.functional.embedding(torch.zeros(0, dtype=torch.long), torch.from_numpy(weight))
    assert out.shape == tuple(expected.shape) == (0, dim) and out.dtype == np.float32
    assert pullback(np.zeros((0, dim), np.float32))["weight"].shape == (0, dim)
    with pytest.raises(skucat.ShapeError, match="num_weights >= 1 or num_indices == 0"):   # an index has no row
        ops.embedding(np.zeros(1, np.int64), weight)


def test_torch_bridge_edge_cases_of_pytorchs_own_embedding_tests():
    """From PyTorch's test_embedding.py run with skucat.torch swapped in: a sparse gradient of a
    0-wide weight, max_norm under forward-mode AD, and an unimplemented option's class."""
    torch = pytest.importorskip("torch")
    st = pytest.importorskip("skucat.torch")
    fwAD = torch.autograd.forward_ad
    for rows in (10, 0):
        indices = torch.tensor([[0, 2, 4, 5], [4, 3, 0, 9]]) if rows else torch.empty(0, dtype=torch.long)
        grads = []
        for embedding in (torch.nn.functional.embedding, st.embedding):
            weight = torch.zeros(rows, 0, requires_grad=True)
            embedding(indices, weight, sparse=True).sum().backward()
            grads.append(weight.grad)
        assert grads[1].is_sparse and grads[1].shape == grads[0].shape and grads[1]._nnz() == grads[0]._nnz()
    weight, indices = torch.arange(16.0).reshape(4, 4) / 4, torch.tensor([[0, 1], [2, 2]])
    found = []
    for embedding in (torch.nn.functional.embedding, st.embedding):
        table = weight.clone()
        with fwAD.dual_level():
            out = fwAD.unpack_dual(embedding(indices, fwAD.make_dual(table, torch.ones(4, 4)), max_norm=1.0))
            found.append((out.primal, out.tangent, table))
    for ours, theirs in zip(found[1], found[0]):
        torch.testing.assert_close(ours, theirs)
    with pytest.raises(NotImplementedError, match="per_sample_weights"):
        st.embedding_bag(torch.randint(5, (7, 3)), torch.randn(5, 2), mode="max", per_sample_weights=torch.randn(7, 3))
