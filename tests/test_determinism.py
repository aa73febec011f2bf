"""Determinism as a switch and as a fact: skucat.use_deterministic_algorithms (PyTorch's
semantics), and the host's shuffled schedules, which make order-dependent kernels show it."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import skucat
from skucat import ops


@pytest.fixture
def switch():
    yield skucat.use_deterministic_algorithms
    skucat.use_deterministic_algorithms(False)


def embedding_backward_plan(pref):
    desc = skucat.plans.EmbeddingBackwardDescriptor(num_weights=4, embedding_dim=3, num_indices=5, element="f32",
                                                    index="i64")
    return skucat.plans.EmbeddingBackwardPlan.select(skucat.Stream.host(), desc, pref)


def test_the_switch_is_off_by_default_and_reads_back(switch):
    assert not skucat.are_deterministic_algorithms_enabled()
    switch(True, warn_only=True)
    assert skucat.are_deterministic_algorithms_enabled() and skucat.is_deterministic_algorithms_warn_only_enabled()
    switch(False)
    assert not skucat.are_deterministic_algorithms_enabled()
    assert not skucat.is_deterministic_algorithms_warn_only_enabled()


@pytest.mark.parametrize("args,name", [(("yes",), "mode"), ((1,), "mode"), ((True,), None)])
def test_the_switch_takes_bools(switch, args, name):
    if name is None:
        with pytest.raises(skucat.InvalidArgumentError, match="warn_only must be a bool"):
            switch(*args, warn_only="no")
    else:
        with pytest.raises(skucat.InvalidArgumentError, match=f"{name} must be a bool"):
            switch(*args)
    assert not skucat.are_deterministic_algorithms_enabled()


def test_the_switch_decides_when_the_preference_does_not(switch):
    atomic = skucat.PlanPreference(variant="atomic")
    assert embedding_backward_plan(atomic).sku().variant == "atomic"
    switch(True)
    with pytest.raises(skucat.UnsupportedError, match="atomic: not deterministic"):
        embedding_backward_plan(atomic)
    # An explicit preference wins over the switch.
    explicit = skucat.PlanPreference(deterministic=False, variant="atomic")
    assert embedding_backward_plan(explicit).sku().variant == "atomic"


def test_warn_only_runs_a_non_deterministic_sku_with_a_warning(switch):
    switch(True, warn_only=True)
    with pytest.warns(UserWarning, match="running a non-deterministic one"):
        plan = embedding_backward_plan(skucat.PlanPreference(variant="atomic"))
    assert not plan.precision_guarantee().deterministic
    with pytest.raises(skucat.UnsupportedError):   # asked for explicitly: no fallback
        embedding_backward_plan(skucat.PlanPreference(deterministic=True, variant="atomic"))


def test_functional_ops_follow_the_switch_unless_told(switch):
    rng = np.random.default_rng(0)
    input, grid = rng.standard_normal((1, 2, 4, 4)), rng.uniform(-1, 1, (1, 3, 3, 2))
    grad = rng.standard_normal((1, 2, 3, 3))
    switch(True)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        _, dgrid = ops.grid_sample_backward(grad, input, grid, output_mask=(False, True))   # deterministic SKU
    assert dgrid.shape == grid.shape
    _, expected = ops.grid_sample_backward(grad, input, grid, deterministic=False)
    np.testing.assert_array_equal(dgrid, expected)
    with pytest.raises(skucat.InvalidArgumentError, match="deterministic must be a bool or None"):
        ops.grid_sample_backward(grad, input, grid, deterministic="yes")


def test_the_atomic_embedding_backward_changes_bits_under_some_schedule():
    """Contention: 4096 values of mixed magnitude summed into one row in whatever order the
    schedule gives; some schedule must give other bits, or the shuffler shuffles nothing."""
    rng = np.random.default_rng(1)
    grad = (rng.standard_normal((4096, 2)) * 10.0 ** rng.integers(-4, 4, (4096, 1))).astype(np.float32)
    indices = np.zeros(4096, np.int64)
    runs = {ops.embedding_backward(grad, indices, 3, deterministic=False,
                                   stream=skucat.Stream.host(schedule_seed=seed)).tobytes()
            for seed in (None, 0, 1, 2, 3, 4)}
    assert len(runs) > 1


SCHEDULES = (None, 0, 1, 2, 3, 2 ** 64 - 1)
ELEMENTS = {"f16": np.float16, "bf16": __import__("ml_dtypes").bfloat16, "f32": np.float32, "f64": np.float64}


def _bits(array):
    return None if array is None else np.ascontiguousarray(array).reshape(-1).view(np.uint8).tobytes()


@pytest.mark.parametrize("element", ELEMENTS)
@pytest.mark.parametrize("padding_idx,scale", [(None, False), (3, True), (-1, False)])
def test_deterministic_embedding_backward_is_bit_identical_and_matches_torch(torch, element, padding_idx, scale):
    rng = np.random.default_rng(2)
    V, D = 50, 6
    indices = rng.integers(0, V, (64, 9))
    indices[:, :4] = 7                                          # a hot row
    grad = rng.standard_normal((64, 9, D)).astype(ELEMENTS[element])
    runs = {_bits(ops.embedding_backward(grad, indices, V, padding_idx, scale, deterministic=True,
                                         stream=skucat.Stream.host(schedule_seed=seed))) for seed in SCHEDULES}
    assert len(runs) == 1
    ours = ops.embedding_backward(grad, indices, V, padding_idx, scale, deterministic=True)
    weight = torch.zeros((V, D), dtype=torch.float64, requires_grad=True)
    out = torch.nn.functional.embedding(torch.from_numpy(indices), weight, padding_idx, scale_grad_by_freq=scale)
    out.backward(torch.from_numpy(grad.astype(np.float64)))
    counts = np.bincount(indices.reshape(-1), minlength=V).max()
    tolerance = 2 * counts * np.finfo(np.float32 if element != "f64" else np.float64).eps + \
        (float(__import__("ml_dtypes").finfo(ELEMENTS[element]).eps) if element in ("f16", "bf16") else 0)
    np.testing.assert_allclose(ours.astype(np.float64), weight.grad.numpy(), rtol=tolerance,
                               atol=tolerance * np.abs(grad.astype(np.float64)).max())


def test_a_workspace_limit_leaves_out_the_variants_that_need_more():
    desc = skucat.plans.EmbeddingBackwardDescriptor(num_weights=1000, embedding_dim=4, num_indices=5000, element="f32",
                                                    index="i64")
    stream = skucat.Stream.host()
    plan = skucat.plans.EmbeddingBackwardPlan.select(stream, desc, skucat.PlanPreference(deterministic=True))
    needed = plan.workspace_size()
    # 8 bytes (a count) and 8 (an offset) per row, 8 per index, each slice aligned: the descriptor alone decides.
    assert 8 * 1000 + 8 * 1001 + 8 * 5000 <= needed <= 8 * 1000 + 8 * 1001 + 8 * 5000 + 8 * 2 + 3 * 128
    assert skucat.plans.EmbeddingBackwardPlan.select(
        stream, desc, skucat.PlanPreference(deterministic=True, max_workspace_bytes=needed)).workspace_size() == needed
    with pytest.raises(skucat.UnsupportedError, match=rf"sorted: needs {needed} workspace bytes > {needed - 1}"):
        skucat.plans.EmbeddingBackwardPlan.select(
            stream, desc, skucat.PlanPreference(deterministic=True, max_workspace_bytes=needed - 1))
    scratch = np.zeros(needed, np.uint8)
    grad, indices = np.ones((5000, 4), np.float32), np.arange(5000) % 1000
    dweight = np.empty((1000, 4), np.float32)
    plan.run(stream, skucat.Workspace.borrowed(scratch), skucat.plans.EmbeddingBackwardArgs(
        dout=grad, indices=indices, dweight=dweight))
    assert np.array_equal(dweight, np.full((1000, 4), 5.0, np.float32))


GRID_CASES = [(2, "bilinear"), (2, "nearest"), (2, "bicubic"), (3, "bilinear"), (3, "nearest")]


def grid_problem(dims, element, padding_mode, seed=3):
    """A grid that piles many locations onto few pixels (contention) and strays outside."""
    rng = np.random.default_rng(seed)
    spatial_in, spatial_out = (4,) * dims, (6,) * dims
    input = rng.standard_normal((2, 3) + spatial_in).astype(ELEMENTS[element])
    grid = rng.uniform(-0.3, 0.3, (2,) + spatial_out + (dims,))
    grid[0, 0] = rng.uniform(-1.4, 1.4, grid[0, 0].shape)
    grad = rng.standard_normal((2, 3) + spatial_out).astype(ELEMENTS[element])
    return input, grid.astype(ELEMENTS[element]), grad


@pytest.mark.parametrize("element", ELEMENTS)
@pytest.mark.parametrize("dims,mode", GRID_CASES)
@pytest.mark.parametrize("padding_mode,align_corners", [("zeros", False), ("border", True), ("reflection", False)])
def test_deterministic_grid_sample_backward_is_bit_identical_and_matches_torch(torch, element, dims, mode,
                                                                              padding_mode, align_corners):
    input, grid, grad = grid_problem(dims, element, padding_mode)
    for mask in ((True, True), (True, False)):
        runs = {tuple(_bits(g) for g in ops.grid_sample_backward(
                    grad, input, grid, mode, padding_mode, align_corners, mask, deterministic=True,
                    stream=skucat.Stream.host(schedule_seed=seed))) for seed in SCHEDULES}
        assert len(runs) == 1, mask
    dinput, dgrid = ops.grid_sample_backward(grad, input, grid, mode, padding_mode, align_corners, deterministic=True)
    t_input = torch.from_numpy(input.astype(np.float64)).requires_grad_()
    t_grid = torch.from_numpy(grid.astype(np.float64)).requires_grad_()
    out = torch.nn.functional.grid_sample(t_input, t_grid, mode, padding_mode, align_corners)
    out.backward(torch.from_numpy(grad.astype(np.float64)))
    # Each dinput pixel sums weight * dout over the locations that touch it, in the compute type.
    compute_eps = np.finfo(np.float64 if element == "f64" else np.float32).eps
    element_eps = float(__import__("ml_dtypes").finfo(ELEMENTS[element]).eps)
    scale = np.abs(grad.astype(np.float64)).max() * grid[..., 0].size
    np.testing.assert_allclose(dinput.astype(np.float64), t_input.grad.numpy(), rtol=element_eps,
                               atol=64 * compute_eps * scale)
    assert dgrid.shape == grid.shape


def test_deterministic_grid_sample_backward_equals_the_atomic_one_up_to_order():
    input, grid, grad = grid_problem(2, "f64", "zeros")
    det, _ = ops.grid_sample_backward(grad, input, grid, deterministic=True)
    atomic, _ = ops.grid_sample_backward(grad, input, grid, deterministic=False)
    np.testing.assert_allclose(det, atomic, rtol=1e-13, atol=1e-13)
    assert skucat.plans.GridSampleBackwardPlan.select(
        skucat.Stream.host(), skucat.plans.GridSampleBackwardDescriptor(
            batch=2, channels=3, in_height=4, in_width=4, out_height=6, out_width=6, element="f64", mode="bicubic",
            mask="both"), skucat.PlanPreference(deterministic=True)).sku().variant == "sorted"


@pytest.mark.parametrize("element", ELEMENTS)
@pytest.mark.parametrize("mode", ["bilinear", "bicubic"])
@pytest.mark.parametrize("size,align_corners", [((9, 11), False), ((3, 4), True), ((5, 7), False)])
def test_deterministic_interpolate_backward_is_bit_identical_and_matches_torch(torch, element, mode, size,
                                                                             align_corners):
    rng = np.random.default_rng(4)
    grad = rng.standard_normal((2, 3) + size).astype(ELEMENTS[element])
    runs = {_bits(ops.interpolate_backward(grad, (2, 3, 5, 7), size, mode=mode, align_corners=align_corners,
                                           deterministic=True, stream=skucat.Stream.host(schedule_seed=seed)))
            for seed in SCHEDULES}
    assert len(runs) == 1
    ours = ops.interpolate_backward(grad, (2, 3, 5, 7), size, mode=mode, align_corners=align_corners,
                                    deterministic=True)
    leaf = torch.zeros((2, 3, 5, 7), dtype=torch.float64, requires_grad=True)
    torch.nn.functional.interpolate(leaf, size, mode=mode, align_corners=align_corners).backward(
        torch.from_numpy(grad.astype(np.float64)))
    element_eps = float(__import__("ml_dtypes").finfo(ELEMENTS[element]).eps)
    np.testing.assert_allclose(ours.astype(np.float64), leaf.grad.numpy(), rtol=2 * element_eps,
                               atol=1e-5 if element != "f64" else 1e-12)


@pytest.mark.parametrize("element", ELEMENTS)
@pytest.mark.parametrize("mode,scale,weighted", [("sum", False, True), ("mean", True, False), ("max", False, False)])
def test_deterministic_embedding_bag_backward_is_bit_identical_and_matches_torch(torch, element, mode, scale,
                                                                               weighted):
    rng = np.random.default_rng(5)
    V, D = 9, 4
    input = rng.integers(0, V, 40)
    input[:12] = 2                                              # a hot row
    offsets = np.array([0, 0, 5, 17, 17, 30])
    weight = rng.standard_normal((V, D)).astype(ELEMENTS[element])
    psw = rng.standard_normal(40).astype(ELEMENTS[element]) if weighted else None
    kwargs = dict(mode=mode, scale_grad_by_freq=scale, per_sample_weights=psw, padding_idx=4)
    out, pullback = skucat.autodiff.vjp(ops.embedding_bag, input, weight, offsets, **kwargs)
    grad = rng.standard_normal(out.shape).astype(ELEMENTS[element])
    runs = set()
    for seed in SCHEDULES:
        stream = skucat.Stream.host(schedule_seed=seed)
        found = ops.embedding_bag_backward(grad, input, *_saved(input, weight, offsets, kwargs, stream), V,
                                           scale, mode, psw, weight if weighted else None, 4, deterministic=True,
                                           stream=stream)[0]
        runs.add(_bits(found))
    skucat.use_deterministic_algorithms(True)
    try:   # the switch reaches the adjoint that vjp calls
        runs.add(_bits(pullback(grad)["weight"]))
    finally:
        skucat.use_deterministic_algorithms(False)
    assert len(runs) == 1
    t_weight = torch.from_numpy(weight.astype(np.float64)).requires_grad_()
    t_psw = None if psw is None else torch.from_numpy(psw.astype(np.float64))
    torch.nn.functional.embedding_bag(torch.from_numpy(input), t_weight, torch.from_numpy(offsets), mode=mode,
                                      scale_grad_by_freq=scale, per_sample_weights=t_psw, padding_idx=4).backward(
        torch.from_numpy(grad.astype(np.float64)))
    expected = t_weight.grad.numpy()
    if scale:   # PyTorch's CPU divides by a wrong count here (its issue 190063): the reference is by hand
        expected = _mean_bag_grad_scaled_by_frequency(input, offsets, grad.astype(np.float64), V, 4)
    element_eps = float(__import__("ml_dtypes").finfo(ELEMENTS[element]).eps)
    np.testing.assert_allclose(found.astype(np.float64), expected, rtol=4 * element_eps,
                               atol=1e-5 if element != "f64" else 1e-12)


def _saved(input, weight, offsets, kwargs, stream):
    """offset2bag, bag_size and max_indices of the forward, as its plan saves them."""
    with skucat.functional.saving() as saved:
        ops.embedding_bag(input, weight, offsets, stream=stream, **kwargs)
    forward = saved["embedding_bag"]
    return forward["offset2bag"], forward["bag_size"], forward.get("max_indices")


def _mean_bag_grad_scaled_by_frequency(input, offsets, grad, V, padding_idx):
    bounds = list(offsets) + [len(input)]
    result = np.zeros((V, grad.shape[1]))
    frequency = np.bincount(input, minlength=V)
    for b in range(len(offsets)):
        rows = [r for r in input[bounds[b]:bounds[b + 1]] if r != padding_idx]
        for row in rows:
            result[row] += grad[b] / len(rows) / frequency[row]
    return result


@pytest.mark.parametrize("key_type", [np.int32, np.int64])
@pytest.mark.parametrize("items,buckets", [(5000, 3000), (2000, 3), (0, 4), (7, 1)])
def test_group_by_key_is_a_stable_sort_of_the_keys_in_range(key_type, items, buckets):
    rng = np.random.default_rng(items + buckets)
    keys = rng.integers(-2, buckets + 2, items)
    keys[: items // 2] = buckets // 2                                # a hot key
    keys = keys.astype(key_type)
    for seed in (None, 0, 1):
        offsets, order = ops.group_by_key(keys, buckets, stream=skucat.Stream.host(schedule_seed=seed))
        kept = np.flatnonzero((keys >= 0) & (keys < buckets))
        expected = kept[np.argsort(keys[kept], kind="stable")]
        assert np.array_equal(order[:kept.size], expected) and (order[kept.size:] == -1).all()
        assert np.array_equal(offsets, np.searchsorted(np.sort(keys[kept]), np.arange(buckets + 1)))


def test_group_sum_adds_each_group_in_order():
    values = np.array([[1e20, 1.0], [1.0, 2.0], [-1e20, 3.0]])
    offsets, order = ops.group_by_key(np.array([0, 0, 0]), 2)
    out = ops.group_sum(values, offsets, order)
    assert out.tolist() == [[0.0, 6.0], [0.0, 0.0]]                  # ((1e20 + 1) - 1e20, in order
    with pytest.raises(skucat.InvalidArgumentError, match="offsets is non-decreasing"):
        ops.group_sum(values, np.array([0, 2, 1]), order)
    with pytest.raises(skucat.OutOfRangeError, match="every order entry"):
        ops.group_sum(values, offsets, np.array([0, 3, 1]))
    with pytest.raises(skucat.InvalidArgumentError, match="group_by_key: the arguments do not say buckets"):
        skucat.functional.invoke(skucat.plans.GroupByKeyPlan, {"keys": np.array([1]), "stream": None})


def test_every_op_with_a_non_deterministic_sku_has_a_deterministic_twin():
    """Derived from the manifest: wherever an atomic SKU serves an (op, element, aux, modes), a
    deterministic one serves it too, so deterministic=True never leaves a case without a kernel."""
    skus = skucat.catalog.skus()
    served = {(s.op, s.element, s.aux, tuple(sorted(s.mode.items()))) for s in skus if s.precision.deterministic}
    missing = [str(s) for s in skus if not s.precision.deterministic
               and (s.op, s.element, s.aux, tuple(sorted(s.mode.items()))) not in served]
    assert not missing
    assert any(not s.precision.deterministic for s in skus)
