"""grid_sample and its backward against PyTorch, finite differences and the
float64 reference; non-finite grids; every way to call them wrongly."""

from __future__ import annotations

import itertools

import ml_dtypes
import numpy as np
import pytest

import skucat
from skucat import ops
from skucat.autodiff import vjp
from skucat.generated.plans import grid_sample as plans
from skucat.reference import grid_sample as reference
from skucat.types import PlanPreference, Workspace
from skucat.reference.grid_sample import make_grid

ELEMENTS = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "f64": np.float64}
MODES = ("bilinear", "nearest", "bicubic")
PADDINGS = ("zeros", "border", "reflection")
COMBOS = list(itertools.product(MODES, PADDINGS, (False, True)))
SHAPE = (2, 3, 5, 7, 4, 6)   # N, C, IH, IW, OH, OW


def extent_names(extents):
    return dict(zip(("batch", "channels", "in_height", "in_width", "out_height", "out_width"), extents))
MODE_CODES = {"bilinear": 0, "nearest": 1, "bicubic": 2}
PADDING_CODES = {"zeros": 0, "border": 1, "reflection": 2}


def problem(mode, padding_mode, align_corners, element="f64", shape=SHAPE, seed=0):
    """input, grid (finite, ~2 pixels past each edge, off the non-smooth points), grad_output."""
    rng = np.random.default_rng(seed)
    batch, channels, height, width, out_h, out_w = shape
    dtype = ELEMENTS[element]
    input = rng.standard_normal((batch, channels, height, width)).astype(dtype)
    grid = make_grid(rng, shape, element, padding_mode, align_corners, special=False)
    grad_output = rng.standard_normal((batch, channels, out_h, out_w)).astype(dtype)
    return input, grid, grad_output


def torch_grads(torch, input, grid, grad_output, mode, padding_mode, align_corners):
    x = torch.from_numpy(np.asarray(input, np.float64)).requires_grad_()
    g = torch.from_numpy(np.asarray(grid, np.float64)).requires_grad_()
    out = torch.nn.functional.grid_sample(x, g, mode=mode, padding_mode=padding_mode, align_corners=align_corners)
    out.backward(torch.from_numpy(np.asarray(grad_output, np.float64)))
    return out.detach().numpy(), x.grad.numpy(), g.grad.numpy()


# ---- PyTorch parity in float64 (the f64 kernels compute in f64 throughout)


@pytest.mark.parametrize("mode,padding_mode,align_corners", COMBOS)
def test_f64_matches_torch_forward_and_backward(torch, mode, padding_mode, align_corners):
    input, grid, grad_output = problem(mode, padding_mode, align_corners)
    out = ops.grid_sample(input, grid, mode, padding_mode, align_corners)
    grad_input, grad_grid = ops.grid_sample_backward(grad_output, input, grid, mode, padding_mode, align_corners)
    expected_out, expected_input, expected_grid = torch_grads(torch, input, grid, grad_output, mode, padding_mode,
                                                              align_corners)
    # Values are O(1): an f32 computation anywhere would be off by ~1e-7.
    np.testing.assert_allclose(out, expected_out, rtol=0, atol=1e-12)
    np.testing.assert_allclose(grad_input, expected_input, rtol=0, atol=1e-12)
    np.testing.assert_allclose(grad_grid, expected_grid, rtol=0, atol=1e-12)
    if mode == "nearest":
        assert not grad_grid.any()


@pytest.mark.parametrize("mode,padding_mode,align_corners", COMBOS)
def test_f32_matches_torch_f32(torch, mode, padding_mode, align_corners):
    input, grid, grad_output = problem(mode, padding_mode, align_corners, "f32", seed=1)
    x, g = torch.from_numpy(input).requires_grad_(), torch.from_numpy(grid).requires_grad_()
    out = torch.nn.functional.grid_sample(x, g, mode=mode, padding_mode=padding_mode, align_corners=align_corners)
    out.backward(torch.from_numpy(grad_output))
    grad_input, grad_grid = ops.grid_sample_backward(grad_output, input, grid, mode, padding_mode, align_corners)
    np.testing.assert_allclose(ops.grid_sample(input, grid, mode, padding_mode, align_corners),
                               out.detach().numpy(), rtol=0, atol=2e-5)
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


def test_nearest_rounds_half_to_even(torch):
    # align_corners=False, IW = 4: pixel x = 2 g + 1.5, so g in {-0.5, 0, 0.5} hits 0.5, 1.5, 2.5 exactly.
    input = np.arange(4, dtype=np.float64).reshape(1, 1, 1, 4)
    grid = np.array([[[[-0.5, 0.0], [0.0, 0.0], [0.5, 0.0], [-1.0, 0.0]]]])
    out = ops.grid_sample(input, grid, "nearest", "zeros", False)
    assert out.reshape(-1).tolist() == [0.0, 2.0, 2.0, 0.0]   # 0.5 -> 0, 1.5 -> 2, 2.5 -> 2, -0.5 -> -0 -> 0
    expected = torch.nn.functional.grid_sample(torch.from_numpy(input), torch.from_numpy(grid), mode="nearest",
                                               align_corners=False)
    assert np.array_equal(out, expected.numpy())


# ---- Gradients against finite differences (float64)


def numeric(array, grad_output, evaluate, step=1e-6):
    """d sum(evaluate(array) * grad_output) / d array by central differences."""
    found = np.zeros_like(array)
    for index in np.ndindex(array.shape):
        bumped = array.copy()
        bumped[index] += step
        plus = (evaluate(bumped) * grad_output).sum()
        bumped[index] -= 2 * step
        minus = (evaluate(bumped) * grad_output).sum()
        found[index] = (plus - minus) / (2 * step)
    return found


@pytest.mark.parametrize("mode,padding_mode,align_corners", COMBOS)
def test_gradients_match_finite_differences(mode, padding_mode, align_corners):
    shape = (1, 2, 3, 4, 2, 3)
    input, grid, grad_output = problem(mode, padding_mode, align_corners, shape=shape, seed=3)
    out, pullback = vjp(ops.grid_sample, input, grid, mode=mode, padding_mode=padding_mode,
                        align_corners=align_corners)
    grads = pullback(grad_output)
    numeric_input = numeric(input, grad_output, lambda x: ops.grid_sample(x, grid, mode, padding_mode, align_corners))
    numeric_grid = numeric(grid, grad_output, lambda g: ops.grid_sample(input, g, mode, padding_mode, align_corners))
    np.testing.assert_allclose(grads["input"], numeric_input, rtol=0, atol=1e-8)
    np.testing.assert_allclose(grads["grid"], numeric_grid, rtol=0, atol=1e-7)
    if mode == "nearest":
        assert not grads["grid"].any() and not numeric_grid.any()
    else:
        assert np.abs(grads["grid"]).max() > 0.1, "a test of something"


# ---- output_mask and what each mask computes


@pytest.mark.parametrize("mode", MODES)
def test_output_mask_selects_the_gradients(mode):
    input, grid, grad_output = problem(mode, "reflection", False, "f32", seed=4)
    both = ops.grid_sample_backward(grad_output, input, grid, mode, "reflection", False, (True, True))
    only_input = ops.grid_sample_backward(grad_output, input, grid, mode, "reflection", False, (True, False))
    only_grid = ops.grid_sample_backward(grad_output, input, grid, mode, "reflection", False, [False, True])
    assert only_input[1] is None and only_grid[0] is None
    np.testing.assert_allclose(only_input[0], both[0], rtol=1e-6, atol=1e-6)   # atomic order may differ
    np.testing.assert_allclose(only_grid[1], both[1], rtol=1e-6, atol=1e-6)
    # Without dinput there are no atomics: dgrid alone is the same on every schedule.
    for seed in (3, 11):
        again = ops.grid_sample_backward(grad_output, input, grid, mode, "reflection", False, (False, True),
                                         stream=skucat.Stream.host(schedule_seed=seed))
        assert np.array_equal(again[1].view(np.uint32), only_grid[1].view(np.uint32))
    assert ops.grid_sample_backward(grad_output, input, grid, mode, output_mask=(False, False)) == (None, None)


@pytest.mark.parametrize("mode", MODES)
def test_input_only_kernel_never_reads_input_values(mode):
    input, grid, grad_output = problem(mode, "zeros", True, seed=5)
    poisoned = np.full_like(input, np.nan)
    grad_input, grad_grid = ops.grid_sample_backward(grad_output, poisoned, grid, mode, "zeros", True, (True, False))
    assert grad_grid is None and np.isfinite(grad_input).all()
    both, _ = ops.grid_sample_backward(grad_output, poisoned, grid, mode, "zeros", True, (True, True))
    np.testing.assert_allclose(grad_input, both, rtol=1e-12, atol=1e-12)


def test_plan_workspace_and_required_outputs(host):
    extents = dict(batch=2, channels=3, in_height=5, in_width=7, out_height=4, out_width=6)

    def plan(element, mask):
        desc = plans.GridSampleBackwardDescriptor(**extents, element=element, mode="bicubic", mask=mask)
        return plans.GridSampleBackwardPlan.select(host, desc)

    assert plan("f16", "both").workspace_size() == 4 * 2 * 3 * 5 * 7
    assert plan("bf16", "input").workspace_size() == 4 * 2 * 3 * 5 * 7
    assert plan("bf16", "grid").workspace_size() == 0
    assert plan("f32", "both").workspace_size() == 0 and plan("f64", "input").workspace_size() == 0
    selected = plan("f32", "input")
    assert str(selected.sku()).startswith("sampling.grid_sample_backward.f32.none.atomic.mode-bicubic.mask-input.host.")
    input, grid, grad_output = problem("bicubic", "zeros", False, "f32")
    dinput, dgrid = np.zeros_like(input), np.zeros_like(grid)
    args = plans.GridSampleBackwardArgs(dout=grad_output, input=input, grid=grid, dinput=None, dgrid=None)
    with pytest.raises(skucat.InvalidArgumentError, match="dinput is required when mask != 'grid'"):
        selected.can_implement(args)
    args.dinput, args.dgrid = dinput, dgrid
    with pytest.raises(skucat.InvalidArgumentError, match="dgrid must be None: it is given only when mask != 'input'"):
        selected.run(host, Workspace.none(), args)
    args.dgrid = None
    args.grid = np.asfortranarray(grid)
    with pytest.raises(skucat.LayoutError, match="grid is not C-contiguous"):
        selected.can_implement(args)
    assert not dinput.any(), "nothing ran"


@pytest.mark.parametrize("op, shape, out", [("grid_sample", (3, 3, 20, 20), (80, 80)),
                                            ("grid_sample_3d", (3, 4, 6, 7, 8), (24, 23, 25))])
def test_backward_on_several_host_workers_matches_one(op, shape, out):
    # Enough locations for several workers: batches split between them add under the host's locks.
    rng = np.random.default_rng(12)
    input, grad = rng.standard_normal(shape), rng.standard_normal((*shape[:2], *out))
    grid = rng.uniform(-1.1, 1.1, (shape[0], *out, len(out)))
    backward = getattr(ops, f"{op}_backward")
    for mode in ("bilinear", "nearest"):
        alone = backward(grad, input, grid, mode, stream=skucat.Stream.host(workers=1))
        for workers in (2, 5):
            shared = backward(grad, input, grid, mode, stream=skucat.Stream.host(workers=workers))
            np.testing.assert_allclose(shared[0], alone[0], rtol=1e-12, atol=1e-12)
            assert np.array_equal(shared[1], alone[1])


def test_deterministic_backward_serves_grad_grid_alone():
    input, grid, grad_output = problem("bilinear", "zeros", False, "f32")
    _, expected = ops.grid_sample_backward(grad_output, input, grid, output_mask=(True, True))
    runs = [ops.grid_sample_backward(grad_output, input, grid, output_mask=(False, True), deterministic=True,
                                     stream=skucat.Stream.host(schedule_seed=seed)) for seed in (0, 5)]
    assert runs[0][0] is None
    assert np.array_equal(runs[0][1], runs[1][1]) and np.array_equal(runs[0][1], expected)


def test_forward_is_bit_identical_across_schedules():
    input, grid, _ = problem("bicubic", "reflection", False, "f32")
    runs = [ops.grid_sample(input, grid, "bicubic", "reflection", stream=skucat.Stream.host(schedule_seed=seed))
            for seed in (0, 5, 9)]
    assert all(np.array_equal(runs[0].view(np.uint32), run.view(np.uint32)) for run in runs[1:])


# ---- Non-finite and huge grid values

SPECIAL = [np.nan, np.inf, -np.inf, 1e30, -1e30, 1e300, -1e300, 3.0e38, 2.5, -3.7, 0.31]


def special_grid(batch=2):
    values = np.array(SPECIAL)
    pairs = np.array(list(itertools.product(values, values)))          # every x with every y
    return np.tile(pairs.reshape(1, len(SPECIAL), len(SPECIAL), 2), (batch, 1, 1, 1))


@pytest.mark.parametrize("mode,padding_mode,align_corners", COMBOS)
def test_non_finite_and_huge_coordinates_follow_the_reference(mode, padding_mode, align_corners):
    rng = np.random.default_rng(6)
    input = rng.standard_normal((2, 3, 4, 5))
    grid = special_grid()
    grad_output = rng.standard_normal((2, 3) + grid.shape[1:3])
    out = ops.grid_sample(input, grid, mode, padding_mode, align_corners)
    grad_input, grad_grid = ops.grid_sample_backward(grad_output, input, grid, mode, padding_mode, align_corners)
    expected_out, _ = reference.grid_sample(input, grid, mode, padding_mode, align_corners)
    expected = reference.grid_sample_backward(grad_output, input, grid, mode, padding_mode, align_corners)
    for ours, theirs in ((out, expected_out), (grad_input, expected.grad_input), (grad_grid, expected.grad_grid)):
        assert np.array_equal(np.isnan(ours), np.isnan(theirs))
        np.testing.assert_allclose(ours, theirs, rtol=1e-12, atol=1e-12)
    if padding_mode != "zeros":
        finite = np.isfinite(grid).all(axis=-1)
        assert np.isfinite(out.transpose(0, 2, 3, 1)[finite]).all(), "border and reflection keep finite coordinates in the image"


def _torch_defines(mode, padding_mode):
    """Where PyTorch's CPU kernel gives a result for NaN/inf coordinates (it crashes on
    NaN under bilinear border/reflection and on inf under bilinear reflection)."""
    return mode != "bilinear" or padding_mode == "zeros"


@pytest.mark.parametrize("mode,padding_mode,align_corners",
                         [combo for combo in COMBOS if _torch_defines(*combo[:2])])
def test_non_finite_coordinates_match_torch_where_torch_defines_them(torch, mode, padding_mode, align_corners):
    rng = np.random.default_rng(7)
    input = rng.standard_normal((1, 2, 4, 5))
    values = [np.nan, np.inf, -np.inf, 0.3]
    if padding_mode != "reflection":     # PyTorch folds huge values with rounding error of their own size
        values += [1e30, -1e30]
    grid = np.array(list(itertools.product(values, values))).reshape(1, len(values), len(values), 2)
    grad_output = rng.standard_normal((1, 2) + grid.shape[1:3])
    ours = (ops.grid_sample(input, grid, mode, padding_mode, align_corners),
            *ops.grid_sample_backward(grad_output, input, grid, mode, padding_mode, align_corners))
    theirs = torch_grads(torch, input, grid, grad_output, mode, padding_mode, align_corners)
    for name, a, b in zip(("out", "grad_input", "grad_grid"), ours, theirs):
        assert np.array_equal(np.isnan(a), np.isnan(b)), name
        np.testing.assert_allclose(a, b, rtol=0, atol=1e-12, err_msg=name)


def test_bilinear_border_with_nan_samples_the_first_pixel():
    # PyTorch's CPU kernel crashes here; its CUDA forward clips NaN to 0 (fmax/fmin), as we do.
    input = np.arange(20, dtype=np.float64).reshape(1, 1, 4, 5)
    grid = np.array([[[[np.nan, np.nan], [np.nan, -1.0], [1.0, np.nan]]]])
    for padding_mode in ("border", "reflection"):
        out = ops.grid_sample(input, grid, "bilinear", padding_mode, True)
        assert out.reshape(-1).tolist() == [0.0, 0.0, 4.0]
        _, grad_grid = ops.grid_sample_backward(np.ones_like(out), input, grid, "bilinear", padding_mode, True)
        assert grad_grid[0, 0, 0].tolist() == [0.0, 0.0], "a clipped coordinate has no gradient"


def guarded(shape, dtype):
    """An array of `shape` inside a buffer whose guard bands on both sides hold 7."""
    count = int(np.prod(shape))
    buffer = np.full(3 * max(count, 1), 7, dtype)
    return buffer, buffer[count:2 * count].reshape(shape)


def guards_intact(buffer, count):
    return (buffer[:count] == 7).all() and (buffer[2 * count:] == 7).all()


@pytest.mark.parametrize("element", ELEMENTS)
def test_extreme_grids_never_write_out_of_bounds(host, element):
    # Guard bands around every output show a stray write; stray reads are the sanitizer tests' part.
    dtype = ELEMENTS[element]
    with np.errstate(over="ignore"):
        grid = special_grid(1).astype(dtype)
    extents = (1, 2, 3, 4) + grid.shape[1:3]
    input = np.ones(extents[:4], dtype)
    for mode, padding_mode, align_corners in COMBOS:
        runtime = dict(element=element, mode=mode, padding_mode=padding_mode, align_corners=align_corners)
        out_buffer, out = guarded((1, 2) + grid.shape[1:3], dtype)
        plans.GridSamplePlan.select(host, plans.GridSampleDescriptor(**extent_names(extents), **runtime)).run(
            host, Workspace.none(), plans.GridSampleArgs(input=input, grid=grid, out=out))
        plan = plans.GridSampleBackwardPlan.select(host, plans.GridSampleBackwardDescriptor(**extent_names(extents), **runtime))
        input_buffer, dinput = guarded(input.shape, dtype)
        grid_buffer, dgrid = guarded(grid.shape, dtype)
        plan.run(host, Workspace.allocate(host, plan.workspace_size()),
                 plans.GridSampleBackwardArgs(dout=np.ones_like(out), input=input, grid=grid, dinput=dinput,
                                              dgrid=dgrid))
        for buffer, array in ((out_buffer, out), (input_buffer, dinput), (grid_buffer, dgrid)):
            assert guards_intact(buffer, array.size), (mode, padding_mode, align_corners)


@pytest.mark.parametrize("case", ["test_grid_sample", "test_grid_sample_3d"])
def test_extreme_grids_are_clean_under_address_sanitizer(case):
    # The per-SKU verification already runs under the sanitizer with NaN and infinite
    # coordinates; this adds huge ones under every padding mode, for every element, 2-D and 3-D.
    from test_sanitizer import run_python

    result = run_python(
        f"import skucat, {case} as case\n"
        "from skucat.backends.host import HostBackend\n"
        "stream = skucat.Stream(HostBackend(sanitize=True))\n"
        "for element in case.ELEMENTS:\n"
        "    case.test_extreme_grids_never_write_out_of_bounds(stream, element)\n"
    )
    assert result.returncode == 0 and "AddressSanitizer" not in result.stderr, result.stderr[-5000:]


# ---- Shapes PyTorch accepts, and everything it refuses


@pytest.mark.parametrize("input_shape,grid_shape", [
    ((2, 3, 4, 5), (2, 0, 3, 2)), ((2, 3, 4, 5), (2, 3, 0, 2)), ((0, 3, 4, 5), (0, 3, 3, 2)),
    ((2, 0, 4, 5), (2, 3, 3, 2)), ((2, 3, 1, 1), (2, 3, 3, 2)),
])
def test_empty_extents_match_torch(torch, input_shape, grid_shape):
    rng = np.random.default_rng(8)
    input, grid = rng.standard_normal(input_shape), rng.uniform(-1.2, 1.2, grid_shape)
    grad_output = rng.standard_normal(input_shape[:2] + grid_shape[1:3])
    for mode in MODES:
        out = ops.grid_sample(input, grid, mode, "border", False)
        grads = ops.grid_sample_backward(grad_output, input, grid, mode, "border", False)
        for ours, theirs in zip((out, *grads), torch_grads(torch, input, grid, grad_output, mode, "border", False)):
            assert ours.shape == theirs.shape
            np.testing.assert_allclose(ours, theirs, rtol=0, atol=1e-12)


def test_non_contiguous_inputs_are_read_correctly():
    input, grid, grad_output = problem("bicubic", "border", True, seed=9)
    strided_input = np.repeat(input, 2, axis=3)[..., ::2]
    fortran_grid = np.asfortranarray(grid)
    strided_grad = np.repeat(grad_output, 2, axis=1)[:, ::2]
    assert not (strided_input.flags.c_contiguous or fortran_grid.flags.c_contiguous or strided_grad.flags.c_contiguous)
    assert np.array_equal(ops.grid_sample(strided_input, fortran_grid, "bicubic", "border", True),
                          ops.grid_sample(input, grid, "bicubic", "border", True))
    _, grad_grid = ops.grid_sample_backward(strided_grad, strided_input, fortran_grid, "bicubic", "border", True)
    assert np.array_equal(grad_grid, ops.grid_sample_backward(grad_output, input, grid, "bicubic", "border", True)[1])


X = np.zeros((2, 3, 4, 5), np.float32)
G = np.zeros((2, 6, 7, 2), np.float32)
GO = np.zeros((2, 3, 6, 7), np.float32)


@pytest.mark.parametrize("call,error,builtin,message", [
    (lambda: ops.grid_sample(X[0], G), skucat.ShapeError, ValueError, "input must have rank 4"),
    (lambda: ops.grid_sample(X, G[..., 0]), skucat.ShapeError, ValueError, "grid must have rank 4"),
    (lambda: ops.grid_sample(X, G[:1]), skucat.ShapeError, ValueError, "grid has batch = 1 where input gives batch = 2"),
    (lambda: ops.grid_sample(X, np.zeros((2, 6, 7, 3), np.float32)), skucat.ShapeError, ValueError,
     r"grid must have shape \[batch, out_height, out_width, 2\]"),
    (lambda: ops.grid_sample(X[:, :, :0], G), skucat.ShapeError, ValueError, "limit in_(height|width) >= 1"),
    (lambda: ops.grid_sample(X[..., :0], G), skucat.ShapeError, ValueError, "limit in_(height|width) >= 1"),
    (lambda: ops.grid_sample(X, G.astype(np.float64)), skucat.DTypeError, TypeError,
     "grid must have the dtype of input"),
    (lambda: ops.grid_sample(X.astype(np.int32), G), skucat.DTypeError, TypeError, "input must have a dtype among"),
    (lambda: ops.grid_sample(X, G, mode="trilinear"), skucat.InvalidArgumentError, ValueError, "mode must be one of"),
    (lambda: ops.grid_sample(X, G, padding_mode="wrap"), skucat.InvalidArgumentError, ValueError,
     "padding_mode must be one of"),
    (lambda: ops.grid_sample(X, G, align_corners=1), skucat.InvalidArgumentError, ValueError,
     "align_corners must be bool"),
    (lambda: ops.grid_sample(X, [[None, 1]]), skucat.DTypeError, TypeError, "grid must be an array of numbers"),
    (lambda: ops.grid_sample_backward(GO[:, :2], X, G), skucat.ShapeError, ValueError,
     "input has channels = 3 where grad_output gives channels = 2"),
    (lambda: ops.grid_sample_backward(GO.astype(np.float16), X, G), skucat.DTypeError, TypeError,
     "must have the dtype of grad_output"),
    (lambda: ops.grid_sample_backward(GO, X, G, output_mask=(True,)), skucat.InvalidArgumentError, ValueError,
     r"output_mask must be 2 bools \(input, grid\)"),
    (lambda: ops.grid_sample_backward(GO, X, G, output_mask=(1, 0)), skucat.InvalidArgumentError, ValueError,
     r"output_mask must be 2 bools \(input, grid\)"),
    (lambda: ops.grid_sample_backward(GO, X, G, mode="area"), skucat.InvalidArgumentError, ValueError,
     "mode must be one of"),
    (lambda: ops.grid_sample_backward(GO, X, G, deterministic=1), skucat.InvalidArgumentError, ValueError,
     "deterministic must be a bool or None"),
])
def test_bad_input_raises_before_running(call, error, builtin, message):
    with pytest.raises(error, match=message) as info:
        call()
    assert isinstance(info.value, builtin) and isinstance(info.value, skucat.SkucatError)


@pytest.mark.parametrize("change,error,message", [
    (dict(in_height=0), skucat.ShapeError, "limit in_height >= 1"),
    (dict(mode="linear"), skucat.InvalidArgumentError, "mode must be one of"),
    (dict(padding_mode="edge"), skucat.InvalidArgumentError, "padding_mode must be one of"),
    (dict(align_corners=None), skucat.InvalidArgumentError, "align_corners must be bool"),
])
def test_bad_descriptors(host, change, error, message):
    fields = {**dict(batch=1, channels=1, in_height=3, in_width=3, out_height=2, out_width=2), **change}
    with pytest.raises(error, match=message):
        plans.GridSamplePlan.select(host, plans.GridSampleDescriptor(**fields), PlanPreference())
