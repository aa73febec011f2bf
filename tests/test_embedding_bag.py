"""The embedding_bag family against PyTorch (forward, autograd, aten's saved values), finite
differences, its edge cases, kernels that never touch memory outside their arrays, and every way
to call it wrongly."""

from __future__ import annotations

import itertools

import ml_dtypes
import numpy as np
import pytest

import skucat
from skucat import ops, plans
from skucat.autodiff import vjp
from skucat.reference import embedding_bag as reference
from skucat.types import Workspace
from skucat.verify import eps
from test_loss import numeric_gradient, run_unchecked

ELEMENTS = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "f64": np.float64}
INDEX_TYPES = (np.int32, np.int64)
MODES = plans.EmbeddingBagPlan.axes[0][1]
V, D = 13, 6
# Bags: empty first, repeats, a single index, an empty one in the middle and a long last one.
OFFSETS = [0, 0, 3, 4, 4, 9]
N = 15


def torch_tensor(torch, array):
    if array.dtype == ml_dtypes.bfloat16:
        return torch.from_numpy(array.astype(np.float32)).to(torch.bfloat16)
    return torch.from_numpy(np.ascontiguousarray(array))


def problem(element="f64", index_type=np.int64, seed=0, padding_idx=None):
    rng = np.random.default_rng(seed)
    weight = rng.standard_normal((V, D)).astype(ELEMENTS[element])
    input = rng.integers(0, V, N).astype(index_type)
    input[5:7] = input[4]                                # repeated rows in a bag
    if padding_idx is not None:
        input[[0, 2, 10]] = padding_idx % V              # padding in bags, the second bag all padding
    psw = rng.standard_normal(N).astype(ELEMENTS[element])
    return weight, input, np.array(OFFSETS, index_type), psw


def torch_bag(torch, input, weight, offsets, **kwargs):
    """PyTorch's embedding_bag in float64 on the same values; returns (out, weight, psw) tensors."""
    weight64 = torch.from_numpy(weight.astype(np.float64)).requires_grad_()
    psw = kwargs.pop("per_sample_weights", None)
    psw64 = None if psw is None else torch.from_numpy(psw.astype(np.float64)).requires_grad_()
    out = torch.nn.functional.embedding_bag(torch.from_numpy(input.astype(np.int64)), weight64,
                                            None if offsets is None else torch.from_numpy(offsets.astype(np.int64)),
                                            per_sample_weights=psw64, **kwargs)
    return out, weight64, psw64


def assert_close(ours, expected, element, terms):
    """Accumulated in the compute type over `terms` values, rounded once to the element."""
    expected = np.asarray(expected, np.float64)
    scale = max(1.0, float(np.abs(expected[np.isfinite(expected)]).max(initial=0.0)))
    np.testing.assert_allclose(np.asarray(ours, np.float64), expected, rtol=eps(element),
                               atol=2 * terms * eps("f64" if element == "f64" else "f32") * scale)


# ---- the reference against PyTorch (float64)


@pytest.mark.parametrize("mode,padding_idx,last", list(itertools.product(MODES, [None, 3, -2], [False, True])))
def test_reference_matches_torch(torch, mode, padding_idx, last):
    weight, input, offsets, psw = problem(seed=1, padding_idx=padding_idx)
    psw = psw if mode == "sum" else None
    kwargs = dict(mode=mode, padding_idx=padding_idx, include_last_offset=last, per_sample_weights=psw)
    out, weight64, psw64 = torch_bag(torch, input, weight, offsets, **kwargs)
    expected, offset2bag, bag_size, _ = reference.embedding_bag(input, weight, offsets, mode, psw, padding_idx, last)
    np.testing.assert_allclose(expected, out.detach().numpy(), rtol=1e-14, atol=1e-14)
    grad = np.random.default_rng(2).standard_normal(out.shape)
    out.backward(torch.from_numpy(grad))
    grad_weight, _, grad_psw = reference.embedding_bag_backward(grad, input, weight, offsets, mode, psw, padding_idx)
    if not last:   # with include_last_offset the reference's bags equal PyTorch's CPU bags (checked above)
        np.testing.assert_allclose(grad_weight, weight64.grad.numpy(), rtol=1e-13, atol=1e-13)
        if psw is not None:
            np.testing.assert_allclose(grad_psw, psw64.grad.numpy(), rtol=1e-13, atol=1e-13)


# ---- the ops against PyTorch: every element, index type, mode and option


@pytest.mark.parametrize("element,index_type,mode", list(itertools.product(ELEMENTS, INDEX_TYPES, MODES)))
def test_forward_and_backward_match_torch(torch, element, index_type, mode):
    for padding_idx, last, weighted in ((None, False, False), (-3, True, mode == "sum"), (4, False, mode == "sum")):
        weight, input, offsets, psw = problem(element, index_type, seed=3, padding_idx=padding_idx)
        psw = psw if weighted else None
        kwargs = dict(mode=mode, padding_idx=padding_idx, include_last_offset=last, per_sample_weights=psw)
        out, weight64, psw64 = torch_bag(torch, input, weight, offsets, **kwargs)
        ours = ops.embedding_bag(input, weight, offsets, **kwargs)
        assert ours.dtype == weight.dtype and ours.shape == tuple(out.shape)
        if mode == "max":
            assert np.array_equal(ours.astype(np.float64), out.detach().numpy()), "max is exact"
        else:
            assert_close(ours, out.detach().numpy(), element, terms=N)
        grad = np.random.default_rng(4).standard_normal(out.shape).astype(weight.dtype)
        out.backward(torch.from_numpy(grad.astype(np.float64)))
        _, pullback = vjp(ops.embedding_bag, input, weight, offsets, **kwargs)
        grads = pullback(grad)
        assert set(grads) == {"weight", "per_sample_weights"} and grads["weight"].dtype == weight.dtype
        assert_close(grads["weight"], weight64.grad.numpy(), element, terms=N)
        if weighted:
            assert_close(grads["per_sample_weights"], psw64.grad.numpy(), element, terms=D)
        else:
            assert grads["per_sample_weights"] is None


@pytest.mark.parametrize("mode", ["sum", "mean"])
def test_scale_grad_by_freq_divides_by_each_index_frequency(torch, mode):
    """As F.embedding's scale_grad_by_freq, then the bag reduction. PyTorch 2.13's CPU embedding_bag
    divides by the wrong count when counts differ (pytorch/pytorch#190063, fixed upstream in #190264;
    CUDA was right), so the oracle is F.embedding's backward, reduced by bags in torch."""
    weight, input, offsets, _ = problem(seed=5, padding_idx=2)
    _, offset2bag, bag_size, _ = reference.embedding_bag(input, weight, offsets, mode, padding_idx=2)
    weight64 = torch.from_numpy(weight).requires_grad_()
    rows = torch.nn.functional.embedding(torch.from_numpy(input.astype(np.int64)), weight64, padding_idx=2,
                                         scale_grad_by_freq=True)
    rows = rows * torch.from_numpy((input != 2).astype(np.float64))[:, None]
    if mode == "mean":
        rows = rows / torch.from_numpy(np.maximum(bag_size, 1)[offset2bag].astype(np.float64))[:, None]
    out = torch.zeros(len(OFFSETS), D, dtype=torch.float64).index_add(0, torch.from_numpy(offset2bag), rows)
    grad = np.random.default_rng(6).standard_normal(out.shape)
    out.backward(torch.from_numpy(grad))
    _, pullback = vjp(ops.embedding_bag, input, weight, offsets, mode=mode, scale_grad_by_freq=True, padding_idx=2)
    np.testing.assert_allclose(pullback(grad)["weight"], weight64.grad.numpy(), rtol=1e-13, atol=1e-13)
    # The example: index 1 twice, index 3 once; each row's gradient is 1.
    _, pullback = vjp(ops.embedding_bag, np.array([1, 1, 3]), np.ones((4, 3)), np.array([0]), mode="sum",
                      scale_grad_by_freq=True)
    np.testing.assert_array_equal(pullback(np.ones((1, 3)))["weight"][:, 0], [0, 1, 0, 1])


def test_two_dimensional_input_and_mixed_offset_types_match_torch(torch):
    weight, input, _, psw = problem(seed=7)
    batch = input[:12].reshape(3, 4)
    for mode in MODES:
        out, _, _ = torch_bag(torch, batch, weight, None, mode=mode)
        np.testing.assert_allclose(ops.embedding_bag(batch, weight, mode=mode), out.detach().numpy(), rtol=1e-14)
    weighted = ops.embedding_bag(batch, weight, mode="sum", per_sample_weights=psw[:12].reshape(3, 4))
    out, _, psw64 = torch_bag(torch, batch, weight, None, mode="sum", per_sample_weights=psw[:12].reshape(3, 4))
    np.testing.assert_allclose(weighted, out.detach().numpy(), rtol=1e-14)
    out.sum().backward()
    _, pullback = vjp(ops.embedding_bag, batch, weight, mode="sum", per_sample_weights=psw[:12].reshape(3, 4))
    grads = pullback(np.ones((3, D)))
    assert grads["per_sample_weights"].shape == (3, 4)
    np.testing.assert_allclose(grads["per_sample_weights"], psw64.grad.numpy(), rtol=1e-13)
    # int32 input with int64 offsets and the other way round: PyTorch promotes, the values agree.
    expected = ops.embedding_bag(input, weight, np.array(OFFSETS))
    np.testing.assert_array_equal(ops.embedding_bag(input.astype(np.int32), weight, np.array(OFFSETS)), expected)
    np.testing.assert_array_equal(ops.embedding_bag(input, weight, np.array(OFFSETS, np.int32)), expected)


@pytest.mark.parametrize("mode", MODES)
def test_empty_cases_match_torch(torch, mode):
    weight = problem()[0]
    cases = [
        (np.zeros(0, np.int64), np.array([0, 0, 0]), False),      # empty input, empty bags
        (np.zeros(0, np.int64), np.array([0]), True),              # no bag at all
        (np.array([3, 4, 5]), np.array([0, 3]), False),            # trailing empty bag
        (np.array([3, 4, 5]), np.array([0, 1, 3, 3]), True),      # include_last_offset, last bag empty
        (np.array([3, 4, 5]), np.array([0, 1, 2]), False),         # bags of size 1
        (np.zeros((0, 4), np.int64), None, False),                 # 2-D input without bags
    ]
    for input, offsets, last in cases:
        out, _, _ = torch_bag(torch, input, weight, offsets, mode=mode, include_last_offset=last)
        ours = ops.embedding_bag(input, weight, offsets, mode=mode, include_last_offset=last)
        assert ours.shape == tuple(out.shape)
        np.testing.assert_array_equal(ours, out.detach().numpy())


@pytest.mark.parametrize("mode", MODES)
def test_all_padding_bags_give_zeros_and_no_gradient(torch, mode):
    weight = problem()[0]
    input, offsets = np.array([2, 2, 7, 2, -11 % V]), np.array([0, 2, 3])
    out, weight64, _ = torch_bag(torch, input, weight, offsets, mode=mode, padding_idx=-11)
    ours = ops.embedding_bag(input, weight, offsets, mode=mode, padding_idx=-11)
    np.testing.assert_array_equal(ours, out.detach().numpy())
    assert (ours[[0, 2]] == 0).all()
    out.sum().backward()
    _, pullback = vjp(ops.embedding_bag, input, weight, offsets, mode=mode, padding_idx=-11)
    grad_weight = pullback(np.ones((3, D)))["weight"]
    np.testing.assert_array_equal(grad_weight, weight64.grad.numpy())
    assert (grad_weight[2] == 0).all() and (grad_weight[7] != 0).all()


def test_non_finite_weights_match_torch(torch):
    weight = problem()[0].copy()
    weight[1, 0], weight[2, 1], weight[3, 2], weight[4, 3] = np.nan, np.inf, -np.inf, np.nan
    # NaN first in its bag, NaN after a number, infinities; PyTorch's CPU max keeps a NaN only when first.
    input, offsets = np.array([1, 5, 5, 1, 2, 3, 4, 0]), np.array([0, 2, 4, 6])
    for mode in MODES:
        out, _, _ = torch_bag(torch, input, weight, offsets, mode=mode)
        np.testing.assert_allclose(ops.embedding_bag(input, weight, offsets, mode=mode), out.detach().numpy(),
                                   rtol=1e-14)
    ours = ops.embedding_bag(input, weight, offsets, mode="max")
    assert np.isnan(ours[0, 0]) and not np.isnan(ours[1, 0]), "NaN only where it comes first"


def test_saved_values_are_atens(torch):
    weight, input, offsets, _ = problem(seed=8, padding_idx=3)
    for code, mode in enumerate(MODES):
        with skucat.functional.saving() as saved:
            ops.embedding_bag(input, weight, offsets, mode=mode, padding_idx=3)
        _, offset2bag, bag_size, max_indices = torch.ops.aten._embedding_bag(
            torch.from_numpy(weight), torch.from_numpy(input), torch.from_numpy(offsets), False, code, False, None,
            False, 3)
        ours = saved["embedding_bag"]
        np.testing.assert_array_equal(ours["offset2bag"], offset2bag.numpy())
        if mode != "sum":   # aten leaves bag_size zero for sum
            np.testing.assert_array_equal(ours["bag_size"], bag_size.numpy())
        if mode == "max":   # aten's max_indices of an empty bag is 0, ours -1
            counted = ours["bag_size"] > 0
            np.testing.assert_array_equal(ours["max_indices"][counted], max_indices.numpy()[counted])
            assert (ours["max_indices"][~counted] == -1).all()
            # The backward takes aten's saved values as well.
            grad = np.ones((len(OFFSETS), D))
            theirs = ops.embedding_bag_backward(grad, input, offset2bag.numpy(), bag_size.numpy(),
                                                max_indices.numpy(), V, mode="max", padding_idx=3)[0]
            mine = ops.embedding_bag_backward(grad, input, ours["offset2bag"], ours["bag_size"],
                                              ours["max_indices"], V, mode="max", padding_idx=3)[0]
            np.testing.assert_array_equal(theirs, mine)


# ---- finite differences of the backward against the forward (float64)


@pytest.mark.parametrize("mode", MODES)
def test_pullback_matches_finite_differences(mode):
    weight, input, offsets, psw = problem(seed=9, padding_idx=-4)
    psw = psw if mode == "sum" else None
    grad = np.random.default_rng(10).standard_normal((len(OFFSETS), D))
    kwargs = dict(mode=mode, padding_idx=-4)
    _, pullback = vjp(ops.embedding_bag, input, weight, offsets, per_sample_weights=psw, **kwargs)
    grads = pullback(grad)
    numeric = numeric_gradient(
        lambda w: float((ops.embedding_bag(input, w, offsets, per_sample_weights=psw, **kwargs) * grad).sum()), weight)
    np.testing.assert_allclose(grads["weight"], numeric, atol=1e-8)
    if psw is not None:
        numeric = numeric_gradient(
            lambda p: float((ops.embedding_bag(input, weight, offsets, per_sample_weights=p, **kwargs) * grad).sum()),
            psw)
        np.testing.assert_allclose(grads["per_sample_weights"], numeric, atol=1e-8)


# ---- out-of-range values: refused before running, and never an out-of-bounds access


def test_plan_refuses_bad_indices_and_offsets_before_running(host):
    desc = plans.EmbeddingBagDescriptor(num_weights=V, embedding_dim=D, num_indices=3, num_bags=2, element="f64",
                                        index="i64", mode="sum")
    plan = plans.EmbeddingBagPlan.select(host, desc)
    out = np.full((2, D), 5.0)

    def run(input, offsets):
        args = plans.EmbeddingBagArgs(weight=np.ones((V, D)), input=np.array(input), offsets=np.array(offsets),
                                      out=out, offset2bag=np.zeros(3, np.int64), bag_size=np.zeros(2, np.int64))
        plan.run(host, Workspace.allocate(host, plan.workspace_size()), args)

    for input, offsets, error, message in [([0, V, 1], [0, 1], skucat.OutOfRangeError, "input"),
                                           ([0, -1, 1], [0, 1], skucat.OutOfRangeError, "input"),
                                           ([0, 1, 2], [0, 4], skucat.OutOfRangeError, "offsets"),
                                           ([0, 1, 2], [1, 2], skucat.InvalidArgumentError, "offsets"),
                                           ([0, 1, 2], [2, 1], skucat.InvalidArgumentError, "offsets")]:
        with pytest.raises(error, match=message):
            run(input, offsets)
    assert (out == 5).all(), "nothing ran"


def test_kernels_skip_out_of_range_values(host):
    bad = np.array([-5, V, 10**9, -(10**9), 2, 1])
    offsets = np.array([3, -7, 10**6, 2])   # wild: clamped into [0, N]
    weight = np.random.default_rng(11).standard_normal((V, D))
    for mode in MODES:
        fields = dict(num_weights=V, embedding_dim=D, num_indices=len(bad), num_bags=len(offsets), element="f64",
                      index="i64", mode=mode, has_per_sample_weights=mode == "sum")
        psw = dict(per_sample_weights=np.ones(len(bad))) if mode == "sum" else {}
        saved = run_unchecked(host, plans.EmbeddingBagPlan, fields, dict(weight=weight, input=bad, offsets=offsets,
                                                                         **psw))
        assert saved["bag_size"].max() <= 2
        wild = dict(offset2bag=np.array([0, 9, -3, 10**9, 1, 3]), bag_size=np.array([0, -2, 10**6, 3]))
        if mode == "max":
            wild["maximum_indices"] = np.full((len(offsets), D), 10**9)
        if mode == "sum":
            psw["weight"] = weight
        grads = run_unchecked(host, plans.EmbeddingBagBackwardPlan,
                              {**fields, "scale_grad_by_freq": mode != "max"},
                              dict(grad=np.ones((len(offsets), D)), indices=bad, **wild, **psw))
        assert np.isfinite(grads["grad_weight"]).all()


def test_out_of_range_values_are_clean_under_address_sanitizer():
    from test_sanitizer import run_python

    result = run_python(
        "import skucat, test_embedding_bag as case\n"
        "from skucat.backends.host import HostBackend\n"
        "case.test_kernels_skip_out_of_range_values(skucat.Stream(HostBackend(sanitize=True)))\n"
    )
    assert result.returncode == 0 and "AddressSanitizer" not in result.stderr, result.stderr[-5000:]


# ---- every way to call it wrongly


W = np.zeros((V, D), np.float32)
I = np.array([0, 1, 2, 3])
O = np.array([0, 2])
G = np.zeros((2, D), np.float32)


@pytest.mark.parametrize("call,error,builtin,message", [
    (lambda: ops.embedding_bag(np.array([0, V]), W, O), skucat.OutOfRangeError, IndexError, "input"),
    (lambda: ops.embedding_bag(np.array([-1, 0]), W, O), skucat.OutOfRangeError, IndexError, "input"),
    (lambda: ops.embedding_bag(I, W, np.array([1, 2])), skucat.InvalidArgumentError, ValueError, r"offsets\[0\]"),
    (lambda: ops.embedding_bag(I, W, np.array([0, 3, 2])), skucat.InvalidArgumentError, ValueError,
     "offsets never decrease"),
    (lambda: ops.embedding_bag(I, W, np.array([0, 5])), skucat.OutOfRangeError, IndexError, "offsets"),
    (lambda: ops.embedding_bag(I, W, np.array([0, 2, 5]), include_last_offset=True), skucat.OutOfRangeError,
     IndexError, "offsets"),
    (lambda: ops.embedding_bag(I, W, np.array([], np.int64)), skucat.InvalidArgumentError, ValueError, "offsets"),
    (lambda: ops.embedding_bag(I, W, np.array([], np.int64), include_last_offset=True), skucat.InvalidArgumentError,
     ValueError, "offsets"),
    (lambda: ops.embedding_bag(I, W), skucat.InvalidArgumentError, ValueError, "offsets is required"),
    (lambda: ops.embedding_bag(I.reshape(2, 2), W, O), skucat.InvalidArgumentError, ValueError, "offsets must be None"),
    (lambda: ops.embedding_bag(I.reshape(2, 2, 1), W), skucat.ShapeError, ValueError, "input must be 1-D"),
    (lambda: ops.embedding_bag(I, W, O.reshape(2, 1)), skucat.ShapeError, ValueError, "offsets must be 1-D"),
    (lambda: ops.embedding_bag(I, W[0], O), skucat.ShapeError, ValueError, "weight must have rank 2"),
    (lambda: ops.embedding_bag(I.astype(np.float32), W, O), skucat.DTypeError, TypeError, "input must have a dtype"),
    (lambda: ops.embedding_bag(I.astype(np.int16), W, O), skucat.DTypeError, TypeError, "input must have a dtype"),
    (lambda: ops.embedding_bag(I, W, O.astype(np.float32)), skucat.DTypeError, TypeError, "offsets"),
    (lambda: ops.embedding_bag(I, W.astype(np.int32), O), skucat.DTypeError, TypeError, "weight must have a dtype"),
    (lambda: ops.embedding_bag(I, W, O, mode="prod"), skucat.InvalidArgumentError, ValueError, "mode must be one of"),
    (lambda: ops.embedding_bag(I, W, O, padding_idx=V), skucat.OutOfRangeError, IndexError, "padding_idx"),
    (lambda: ops.embedding_bag(I, W, O, padding_idx=-V - 1), skucat.OutOfRangeError, IndexError, "padding_idx"),
    (lambda: ops.embedding_bag(I, W, O, mode="max", scale_grad_by_freq=True), skucat.InvalidArgumentError,
     ValueError, "scale_grad_by_freq"),
    (lambda: ops.embedding_bag(I, W, O, mode="mean", per_sample_weights=np.ones(4, np.float32)),
     skucat.UnsupportedError, ValueError, "per_sample_weights"),
    (lambda: ops.embedding_bag(I, W, O, mode="sum", per_sample_weights=np.ones(3, np.float32)), skucat.ShapeError,
     ValueError, "per_sample_weights must have the shape"),
    (lambda: ops.embedding_bag(I, W, O, mode="sum", per_sample_weights=np.ones(4)), skucat.DTypeError, TypeError,
     "per_sample_weights must have the dtype of weight"),
    (lambda: ops.embedding_bag(np.array([0, V, 1, 2]), W.copy(), O, max_norm=1.0), skucat.OutOfRangeError,
     IndexError, r"every index in input lies in .*input=\[0, 13, 1, 2\]"),   # the bag's check, before the renorm's
    (lambda: ops.embedding_bag(I, W, O, sparse=True), skucat.UnsupportedError, ValueError, "sparse"),
    (lambda: ops.embedding_bag(I, W, O, include_last_offset=1), skucat.InvalidArgumentError, ValueError,
     "include_last_offset"),
    (lambda: ops.embedding_bag_backward(G, np.array([0, V, 1, 2]), np.array([0, 0, 1, 1]), np.array([2, 2]), None, V),
     skucat.OutOfRangeError, IndexError, "indices"),
    (lambda: ops.embedding_bag_backward(G, I, np.array([0, 0, 1, 2]), np.array([2, 2]), None, V),
     skucat.OutOfRangeError, IndexError, "offset2bag"),
    (lambda: ops.embedding_bag_backward(G, I, np.array([0, 0, 1]), np.array([2, 2]), None, V), skucat.ShapeError,
     ValueError, "offset2bag has num_indices = 3"),
    (lambda: ops.embedding_bag_backward(G, I, np.array([0, 0, 1, 1]), np.array([2, 2]), None, V, mode="max"),
     skucat.InvalidArgumentError, ValueError, "maximum_indices is required"),
    (lambda: ops.embedding_bag_backward(G, I, np.array([0, 0, 1, 1]), np.array([2, 2]), np.full((2, D), V), V,
                                        mode="max"), skucat.OutOfRangeError, IndexError, "maximum_indices"),
    (lambda: ops.embedding_bag_backward(G, I, np.array([0, 0, 1, 1]), np.array([2, 2]), np.zeros((2, D), int), V,
                                        mode="max", scale_grad_by_freq=True), skucat.InvalidArgumentError, ValueError,
     "scale_grad_by_freq"),
    (lambda: ops.embedding_bag_backward(G, I, np.array([0, 0, 1, 1]), np.array([2, 2]), None, V, mode="sum",
                                        per_sample_weights=np.ones(4, np.float32)), skucat.InvalidArgumentError,
     ValueError, "weight is required"),
    (lambda: ops.embedding_bag_backward(G, I, np.array([0, 0, 1, 1]), np.array([2, 2]), None, V, mode="mean",
                                        per_sample_weights=np.ones(4, np.float32), weight=W), skucat.UnsupportedError,
     ValueError, "per_sample_weights"),
    (lambda: ops.embedding_bag_backward(G, I, np.array([0, 0, 1, 1]), np.array([2, 2]), None, V + 1, mode="sum",
                                        per_sample_weights=np.ones(4, np.float32), weight=W), skucat.ShapeError,
     ValueError, "num_weights"),
])
def test_bad_input_raises_before_running(call, error, builtin, message):
    with pytest.raises(error, match=message) as info:
        call()
    assert isinstance(info.value, builtin) and isinstance(info.value, skucat.SkucatError)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("norm_type", [2.0, 1.0, float("inf")])
def test_max_norm_renormalises_the_looked_up_rows_as_torch(torch, mode, norm_type):
    weight, input, offsets, _ = problem("f64", seed=6)
    weight *= 4
    ours, theirs = weight.copy(), torch.from_numpy(weight.copy())
    out = ops.embedding_bag(input, ours, offsets, max_norm=1.5, norm_type=norm_type, mode=mode)
    expected = torch.nn.functional.embedding_bag(torch.from_numpy(input), theirs, torch.from_numpy(offsets),
                                                 max_norm=1.5, norm_type=norm_type, mode=mode)
    assert not np.array_equal(ours, weight)
    np.testing.assert_allclose(ours, theirs.numpy(), rtol=1e-12)
    np.testing.assert_allclose(out, expected.numpy(), rtol=1e-12, atol=1e-12)
