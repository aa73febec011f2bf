"""grid_sample on 5-D input (grid_sample_3d and its backward) against PyTorch, finite
differences and the float64 reference; grid_sample's dispatch on the input's rank; non-finite
grids; every way to call them wrongly."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

import skucat
from skucat import ops
from skucat.autodiff import vjp
from skucat.generated.plans import grid_sample as plans
from skucat.reference import grid_sample as reference
from skucat.reference.grid_sample import extent_names, make_grid
from skucat.types import Workspace

from test_grid_sample import ELEMENTS, guarded, guards_intact, numeric, torch_grads

MODES = ("bilinear", "nearest")   # PyTorch has no bicubic on 5-D input
PADDINGS = tuple(plans.GridSample3dPlan._param("padding_mode").choices)
COMBOS = list(itertools.product(MODES, PADDINGS, (False, True)))
SHAPE = (2, 3, 3, 4, 5, 2, 3, 4)   # N, C, ID, IH, IW, OD, OH, OW


def problem(mode, padding_mode, align_corners, element="f64", shape=SHAPE, seed=0):
    """input, grid (finite, ~2 pixels past each edge, off the non-smooth points), grad_output."""
    rng = np.random.default_rng(seed)
    dtype = ELEMENTS[element]
    input = rng.standard_normal(shape[:5]).astype(dtype)
    grid = make_grid(rng, shape, element, padding_mode, align_corners, special=False)
    grad_output = rng.standard_normal(shape[:2] + shape[5:]).astype(dtype)
    return input, grid, grad_output


def test_the_3d_ops_have_no_bicubic_kernels():
    # mode is the 2-D axis (one enum per family); the 3-D variants take bilinear and nearest.
    skus = skucat.catalog.skus(op="grid_sample_3d") + skucat.catalog.skus(op="grid_sample_3d_backward")
    assert {sku.mode["mode"] for sku in skus} == set(MODES)
    # forward: element x mode; backward: element x mode x (atomic and sorted for two masks, direct for one)
    assert len(skus) == 4 * 2 + 4 * 2 * (2 + 2 + 1)


# ---- PyTorch parity


@pytest.mark.parametrize("mode,padding_mode,align_corners", COMBOS)
def test_reference_matches_torch(torch, mode, padding_mode, align_corners):
    input, grid, grad_output = problem(mode, padding_mode, align_corners, seed=10)
    expected = torch_grads(torch, input, grid, grad_output, mode, padding_mode, align_corners)
    out, _ = reference.grid_sample(input, grid, mode, padding_mode, align_corners)
    backward = reference.grid_sample_backward(grad_output, input, grid, mode, padding_mode, align_corners)
    for ours, theirs in zip((out, backward.grad_input, backward.grad_grid), expected):
        np.testing.assert_allclose(ours, theirs, rtol=0, atol=1e-12)


@pytest.mark.parametrize("mode,padding_mode,align_corners", COMBOS)
def test_f64_matches_torch_forward_and_backward(torch, mode, padding_mode, align_corners):
    input, grid, grad_output = problem(mode, padding_mode, align_corners)
    out = ops.grid_sample(input, grid, mode, padding_mode, align_corners)
    grads = ops.grid_sample_backward(grad_output, input, grid, mode, padding_mode, align_corners)
    expected = torch_grads(torch, input, grid, grad_output, mode, padding_mode, align_corners)
    # Values are O(1): an f32 computation anywhere would be off by ~1e-7.
    for ours, theirs in zip((out, *grads), expected):
        assert ours.shape == theirs.shape
        np.testing.assert_allclose(ours, theirs, rtol=0, atol=1e-12)
    assert np.abs(grads[0]).max() > 0.1
    assert (not grads[1].any()) if mode == "nearest" else np.abs(grads[1]).max() > 0.1


@pytest.mark.parametrize("mode,padding_mode,align_corners", COMBOS)
def test_f32_matches_torch_f32(torch, mode, padding_mode, align_corners):
    input, grid, grad_output = problem(mode, padding_mode, align_corners, "f32", seed=1)
    x, g = torch.from_numpy(input).requires_grad_(), torch.from_numpy(grid).requires_grad_()
    out = torch.nn.functional.grid_sample(x, g, mode=mode, padding_mode=padding_mode, align_corners=align_corners)
    out.backward(torch.from_numpy(grad_output))
    grad_input, grad_grid = ops.grid_sample_backward(grad_output, input, grid, mode, padding_mode, align_corners)
    ours = ops.grid_sample(input, grid, mode, padding_mode, align_corners)
    assert ours.dtype == grad_input.dtype == grad_grid.dtype == np.float32
    np.testing.assert_allclose(ours, out.detach().numpy(), rtol=0, atol=2e-5)
    np.testing.assert_allclose(grad_input, x.grad.numpy(), rtol=0, atol=2e-5)
    np.testing.assert_allclose(grad_grid, g.grad.numpy(), rtol=0, atol=2e-4)


@pytest.mark.parametrize("element", ["f16", "bf16"])
def test_16_bit_elements_match_torch_float64_on_the_same_values(torch, element):
    tolerance = {"f16": 4e-3, "bf16": 3e-2}[element]
    for mode, padding_mode, align_corners in COMBOS:
        input, grid, grad_output = problem(mode, padding_mode, align_corners, element, seed=2)
        out = ops.grid_sample(input, grid, mode, padding_mode, align_corners)
        grad_input, grad_grid = ops.grid_sample_backward(grad_output, input, grid, mode, padding_mode, align_corners)
        assert out.dtype == grad_input.dtype == grad_grid.dtype == ELEMENTS[element]
        expected = torch_grads(torch, input, grid, grad_output, mode, padding_mode, align_corners)
        for ours, theirs in zip((out, grad_input, grad_grid), expected):
            scale = max(1.0, np.abs(theirs).max())
            np.testing.assert_allclose(ours.astype(np.float64), theirs, rtol=0, atol=tolerance * scale)


def test_grid_sample_dispatches_5d_input_and_defaults_align_corners_to_false():
    input, grid, grad_output = problem("bilinear", "reflection", False, seed=3)
    assert np.array_equal(ops.grid_sample(input, grid, padding_mode="reflection"),
                          ops.grid_sample_3d(input, grid, "bilinear", "reflection", False))
    assert not np.array_equal(ops.grid_sample(input, grid, padding_mode="reflection", align_corners=True),
                              ops.grid_sample(input, grid, padding_mode="reflection"))
    _, dgrid = ops.grid_sample_backward(grad_output, input, grid, padding_mode="reflection", output_mask=(False, True))
    assert np.array_equal(dgrid, ops.grid_sample_3d_backward(grad_output, input, grid, "bilinear", "reflection",
                                                             False, (False, True))[1])


def test_nearest_rounds_half_to_even_along_depth(torch):
    # align_corners=False, ID = 4: pixel z = 2 g + 1.5, so g in {-0.5, 0, 0.5} hits 0.5, 1.5, 2.5 exactly.
    input = np.arange(4, dtype=np.float64).reshape(1, 1, 4, 1, 1)
    grid = np.array([[[[[0.0, 0.0, -0.5]], [[0.0, 0.0, 0.0]], [[0.0, 0.0, 0.5]], [[0.0, 0.0, -1.0]]]]])
    out = ops.grid_sample(input, grid, "nearest", "zeros", False)
    assert out.reshape(-1).tolist() == [0.0, 2.0, 2.0, 0.0]
    expected = torch.nn.functional.grid_sample(torch.from_numpy(input), torch.from_numpy(grid), mode="nearest",
                                               align_corners=False)
    assert np.array_equal(out, expected.numpy())


# ---- Gradients: autodiff against torch and finite differences (float64)


@pytest.mark.parametrize("mode,padding_mode,align_corners", COMBOS)
def test_vjp_matches_torch_autograd_and_finite_differences(torch, mode, padding_mode, align_corners):
    shape = (1, 2, 2, 3, 3, 1, 2, 2)
    input, grid, grad_output = problem(mode, padding_mode, align_corners, shape=shape, seed=4)
    out, pullback = vjp(ops.grid_sample, input, grid, mode=mode, padding_mode=padding_mode,
                        align_corners=align_corners)
    grads = pullback(grad_output)
    expected = torch_grads(torch, input, grid, grad_output, mode, padding_mode, align_corners)
    np.testing.assert_allclose(out, expected[0], rtol=0, atol=1e-12)
    np.testing.assert_allclose(grads["input"], expected[1], rtol=0, atol=1e-12)
    np.testing.assert_allclose(grads["grid"], expected[2], rtol=0, atol=1e-12)
    numeric_input = numeric(input, grad_output, lambda x: ops.grid_sample(x, grid, mode, padding_mode, align_corners))
    numeric_grid = numeric(grid, grad_output, lambda g: ops.grid_sample(input, g, mode, padding_mode, align_corners))
    np.testing.assert_allclose(grads["input"], numeric_input, rtol=0, atol=1e-8)
    np.testing.assert_allclose(grads["grid"], numeric_grid, rtol=0, atol=1e-7)
    if mode == "bilinear":
        assert np.abs(grads["grid"][..., 2]).max() > 0.01, "the depth gradient is a test of something"


# ---- output_mask and what each mask computes


@pytest.mark.parametrize("mode", MODES)
def test_output_mask_selects_the_gradients(mode):
    input, grid, grad_output = problem(mode, "reflection", False, "f32", seed=5)
    both = ops.grid_sample_backward(grad_output, input, grid, mode, "reflection", False, (True, True))
    only_input = ops.grid_sample_backward(grad_output, input, grid, mode, "reflection", False, (True, False))
    only_grid = ops.grid_sample_backward(grad_output, input, grid, mode, "reflection", False, [False, True])
    assert only_input[1] is None and only_grid[0] is None
    np.testing.assert_allclose(only_input[0], both[0], rtol=1e-6, atol=1e-6)   # atomic order may differ
    np.testing.assert_allclose(only_grid[1], both[1], rtol=1e-6, atol=1e-6)
    for seed in (3, 11):   # no atomics without dinput: the same bits on every schedule
        again = ops.grid_sample_backward(grad_output, input, grid, mode, "reflection", False, (False, True),
                                         deterministic=True, stream=skucat.Stream.host(schedule_seed=seed))
        assert np.array_equal(again[1].view(np.uint32), only_grid[1].view(np.uint32))
    assert ops.grid_sample_backward(grad_output, input, grid, mode, output_mask=(False, False)) == (None, None)


@pytest.mark.parametrize("mode", MODES)
def test_input_only_kernel_never_reads_input_values(mode):
    input, grid, grad_output = problem(mode, "zeros", True, seed=6)
    poisoned = np.full_like(input, np.nan)
    grad_input, grad_grid = ops.grid_sample_backward(grad_output, poisoned, grid, mode, "zeros", True, (True, False))
    assert grad_grid is None and np.isfinite(grad_input).all() and grad_input.any()


def test_plan_workspace_and_sku(host):
    extents = extent_names(SHAPE)

    def plan(element, mask, mode="bilinear"):
        desc = plans.GridSample3dBackwardDescriptor(**extents, element=element, mode=mode, mask=mask)
        return plans.GridSample3dBackwardPlan.select(host, desc)

    volume = 2 * 3 * 3 * 4 * 5
    assert plan("f16", "both").workspace_size() == 4 * volume
    assert plan("bf16", "input").workspace_size() == 4 * volume
    assert plan("bf16", "grid").workspace_size() == 0 and plan("f32", "both").workspace_size() == 0
    assert str(plan("f32", "grid", "nearest").sku()).startswith(
        "sampling.grid_sample_3d_backward.f32.none.direct.mode-nearest.mask-grid.host.")
    assert plan("f64", "grid").precision_guarantee().deterministic
    with pytest.raises(skucat.InvalidArgumentError, match="bicubic interpolation only supports 4-D input"):
        plan("f32", "both", "bicubic")
    with pytest.raises(skucat.ShapeError, match="limit in_depth >= 1"):
        plans.GridSample3dPlan.select(host, plans.GridSample3dDescriptor(**{**extents, "in_depth": 0}, element="f32"))


# ---- Non-finite and huge grid values

SPECIAL = [np.nan, np.inf, -np.inf, 1e30, -1e30, 3.0e38, 10.0, -10.0, 0.31]


def special_grid():
    """Every special value on each axis, the other two at finite points: [1, 3, len(SPECIAL), 3, 3]."""
    grid = np.tile(np.array([0.31, -0.52, 0.77]), (1, 3, len(SPECIAL), 3, 1))
    for axis, (i, value), j in itertools.product(range(3), enumerate(SPECIAL), range(3)):
        grid[0, axis, i, j, axis] = value
        grid[0, axis, i, j, (axis + 1) % 3] = SPECIAL[(i + j) % len(SPECIAL)]   # and pairs of them
    return grid


def _torch_agrees(value, padding_mode):
    """Where PyTorch's CPU kernel is self-consistent: under border and reflection its forward
    clips NaN (and reflection an infinity) to the far edge, its backward to nowhere."""
    if padding_mode == "zeros":
        return True
    return not (np.isnan(value) or (padding_mode == "reflection" and np.isinf(value)))


@pytest.mark.parametrize("mode,padding_mode,align_corners", COMBOS)
def test_non_finite_and_huge_coordinates(torch, mode, padding_mode, align_corners):
    rng = np.random.default_rng(7)
    input = rng.standard_normal((1, 2, 3, 4, 5))
    grid = special_grid()
    grad_output = rng.standard_normal((1, 2) + grid.shape[1:4])
    out = ops.grid_sample(input, grid, mode, padding_mode, align_corners)
    grad_input, grad_grid = ops.grid_sample_backward(grad_output, input, grid, mode, padding_mode, align_corners)
    expected_out, _ = reference.grid_sample(input, grid, mode, padding_mode, align_corners)
    expected = reference.grid_sample_backward(grad_output, input, grid, mode, padding_mode, align_corners)
    for ours, theirs in ((out, expected_out), (grad_input, expected.grad_input), (grad_grid, expected.grad_grid)):
        assert np.array_equal(np.isnan(ours), np.isnan(theirs))
        np.testing.assert_allclose(ours, theirs, rtol=1e-12, atol=1e-12)
    assert np.isfinite(out).all() and np.isfinite(grad_grid).all(), "no NaN escapes in 3-D"
    # Against PyTorch, location by location where it is self-consistent.
    for location in np.ndindex(grid.shape[1:4]):
        values = grid[(0,) + location]
        if not all(_torch_agrees(v, padding_mode) for v in values):
            continue
        g, go = grid[(slice(None),) + location][:, None, None, None], grad_output[(slice(None), slice(None)) + location]
        theirs = torch_grads(torch, input, g, go[..., None, None, None], mode, padding_mode, align_corners)
        ours = (ops.grid_sample(input, g, mode, padding_mode, align_corners),
                *ops.grid_sample_backward(go[..., None, None, None], input, g, mode, padding_mode, align_corners))
        for name, a, b in zip(("out", "grad_input", "grad_grid"), ours, theirs):
            np.testing.assert_allclose(a, b, rtol=0, atol=1e-12, err_msg=f"{name} at {values}")


def test_border_with_nan_samples_the_first_pixel():
    # As the 2-D op and PyTorch's CUDA forward (fmax/fmin) do.
    input = np.arange(60, dtype=np.float64).reshape(1, 1, 3, 4, 5)
    grid = np.array([[[[[np.nan, np.nan, np.nan], [np.nan, -1.0, 1.0], [1.0, 1.0, np.nan]]]]])
    for padding_mode in ("border", "reflection"):
        out = ops.grid_sample(input, grid, "bilinear", padding_mode, True)
        assert out.reshape(-1).tolist() == [0.0, 40.0, 19.0]
        _, grad_grid = ops.grid_sample_backward(np.ones_like(out), input, grid, "bilinear", padding_mode, True)
        assert grad_grid[0, 0, 0, 0].tolist() == [0.0, 0.0, 0.0], "a clipped coordinate has no gradient"


@pytest.mark.parametrize("element", ELEMENTS)
def test_extreme_grids_never_write_out_of_bounds(host, element):
    # Guard bands around every output show a stray write; stray reads are the sanitizer test's part.
    dtype = ELEMENTS[element]
    with np.errstate(over="ignore"):
        grid = special_grid().astype(dtype)
    extents = extent_names((1, 2, 2, 3, 4) + grid.shape[1:4])
    input = np.ones((1, 2, 2, 3, 4), dtype)
    for mode, padding_mode, align_corners in COMBOS:
        runtime = dict(element=element, mode=mode, padding_mode=padding_mode, align_corners=align_corners)
        out_buffer, out = guarded((1, 2) + grid.shape[1:4], dtype)
        plans.GridSample3dPlan.select(host, plans.GridSample3dDescriptor(**extents, **runtime)).run(
            host, Workspace.none(), plans.GridSample3dArgs(input=input, grid=grid, out=out))
        plan = plans.GridSample3dBackwardPlan.select(host, plans.GridSample3dBackwardDescriptor(**extents, **runtime))
        input_buffer, dinput = guarded(input.shape, dtype)
        grid_buffer, dgrid = guarded(grid.shape, dtype)
        plan.run(host, Workspace.allocate(host, plan.workspace_size()),
                 plans.GridSample3dBackwardArgs(dout=np.ones_like(out), input=input, grid=grid, dinput=dinput,
                                                dgrid=dgrid))
        for buffer, array in ((out_buffer, out), (input_buffer, dinput), (grid_buffer, dgrid)):
            assert guards_intact(buffer, array.size), (mode, padding_mode, align_corners)


# ---- Shapes PyTorch accepts, and everything it refuses


@pytest.mark.parametrize("input_shape,grid_shape", [
    ((0, 2, 3, 4, 5), (0, 2, 2, 3, 3)), ((2, 0, 3, 4, 5), (2, 2, 2, 3, 3)),
    ((2, 2, 3, 4, 5), (2, 0, 2, 3, 3)), ((2, 2, 3, 4, 5), (2, 2, 0, 3, 3)), ((2, 2, 3, 4, 5), (2, 2, 2, 0, 3)),
    ((2, 2, 1, 1, 1), (2, 2, 2, 3, 3)), ((1, 2, 1, 4, 1), (1, 3, 1, 2, 3)),
])
def test_empty_and_size_1_extents_match_torch(torch, input_shape, grid_shape):
    rng = np.random.default_rng(8)
    input, grid = rng.standard_normal(input_shape), rng.uniform(-1.2, 1.2, grid_shape)
    grad_output = rng.standard_normal(input_shape[:2] + grid_shape[1:4])
    for mode, padding_mode, align_corners in COMBOS:
        out = ops.grid_sample(input, grid, mode, padding_mode, align_corners)
        grads = ops.grid_sample_backward(grad_output, input, grid, mode, padding_mode, align_corners)
        expected = torch_grads(torch, input, grid, grad_output, mode, padding_mode, align_corners)
        for ours, theirs in zip((out, *grads), expected):
            assert ours.shape == theirs.shape
            np.testing.assert_allclose(ours, theirs, rtol=0, atol=1e-12)


def test_non_contiguous_inputs_are_read_correctly():
    input, grid, grad_output = problem("bilinear", "border", True, seed=9)
    strided_input = np.repeat(input, 2, axis=4)[..., ::2]
    fortran_grid = np.asfortranarray(grid)
    assert not (strided_input.flags.c_contiguous or fortran_grid.flags.c_contiguous)
    assert np.array_equal(ops.grid_sample(strided_input, fortran_grid, "bilinear", "border", True),
                          ops.grid_sample(input, grid, "bilinear", "border", True))


X = np.zeros((2, 3, 4, 5, 6), np.float32)
G = np.zeros((2, 2, 3, 4, 3), np.float32)
GO = np.zeros((2, 3, 2, 3, 4), np.float32)


@pytest.mark.parametrize("call,error,message", [
    (lambda: ops.grid_sample(X, G[..., 0, :]), skucat.ShapeError, "grid must have rank 5 for input of rank 5"),
    (lambda: ops.grid_sample(X[:, :, 0], G), skucat.ShapeError, "grid must have rank 4 for input of rank 4"),
    (lambda: ops.grid_sample_backward(GO, X, G[..., 0, :]), skucat.ShapeError, "grid must have rank 5"),
    (lambda: ops.grid_sample_3d(X[:, :, 0], G[..., 0, :]), skucat.ShapeError, "input must have rank 5"),
    (lambda: ops.grid_sample(X[None], G[None]), skucat.ShapeError, "input must have rank 4"),
    (lambda: ops.grid_sample(X, G[..., :2]), skucat.ShapeError,
     r"grid must have shape \[batch, out_depth, out_height, out_width, 3\]"),
    (lambda: ops.grid_sample(X, G[:1]), skucat.ShapeError, "grid has batch = 1 where input gives batch = 2"),
    (lambda: ops.grid_sample(X[:, :, :0], G), skucat.ShapeError, "limit in_depth >= 1"),
    (lambda: ops.grid_sample(X, G, mode="bicubic"), skucat.InvalidArgumentError,
     "bicubic interpolation only supports 4-D input"),
    (lambda: ops.grid_sample_backward(GO, X, G, mode="bicubic"), skucat.InvalidArgumentError,
     "bicubic interpolation only supports 4-D input"),
    (lambda: ops.grid_sample(X, G, mode="trilinear"), skucat.InvalidArgumentError, "mode must be one of"),
    (lambda: ops.grid_sample(X, G, padding_mode="wrap"), skucat.InvalidArgumentError, "padding_mode must be one of"),
    (lambda: ops.grid_sample(X, G.astype(np.float64)), skucat.DTypeError, "grid must have the dtype of input"),
    (lambda: ops.grid_sample_backward(GO[:, :2], X, G), skucat.ShapeError,
     "input has channels = 3 where grad_output gives channels = 2"),
    (lambda: ops.grid_sample_backward(GO[:, :, :1], X, G), skucat.ShapeError, "out_depth"),
    (lambda: ops.grid_sample_backward(GO, X, G, output_mask=(True,)), skucat.InvalidArgumentError,
     r"output_mask must be 2 bools \(input, grid\)"),
    (lambda: ops.grid_sample_backward(GO, X, G, deterministic=1), skucat.InvalidArgumentError,
     "deterministic must be a bool or None"),
])
def test_bad_input_raises_before_running(call, error, message):
    with pytest.raises(error, match=message) as info:
        call()
    assert isinstance(info.value, skucat.SkucatError)
