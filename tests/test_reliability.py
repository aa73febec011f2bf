"""Regressions for what an adversarial user found: zero-size inputs that must work, and wrong
Python values that must be SkucatErrors naming the argument (never a raw Python error)."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import skucat
from skucat import autodiff, ops


@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16, np.float32, np.float64])
@pytest.mark.parametrize("shape", [(0, 2, 3, 3), (2, 0, 3, 3)])
def test_grid_sample_backward_takes_an_empty_batch_or_channels(dtype, shape):
    x, grid = np.zeros(shape, dtype), np.zeros((shape[0], 2, 2, 2), dtype)
    dinput, dgrid = ops.grid_sample_backward(np.zeros((shape[0], shape[1], 2, 2), dtype), x, grid,
                                             align_corners=False)
    assert dinput.shape == shape and dinput.dtype == dtype
    assert dgrid.shape == grid.shape and not dgrid.any()   # no channels: nothing to sum


def test_embedding_of_zero_width():
    assert ops.embedding(np.array([0, 2]), np.zeros((3, 0), np.float32)).shape == (2, 0)
    assert ops.embedding_backward(np.zeros((2, 0), np.float32), np.array([0, 2]), 3).shape == (3, 0)


@pytest.mark.parametrize("num_weights", [6.0, "6", None, True])
def test_num_weights_must_be_an_int(num_weights):
    with pytest.raises(skucat.ShapeError, match="num_weights"):
        ops.embedding_backward(np.ones((2, 3)), np.array([0, 1]), num_weights)


@pytest.mark.parametrize("flag", ["no", 0, None])
def test_flags_must_be_bools(flag):
    with pytest.raises(skucat.InvalidArgumentError, match="scale_grad_by_freq"):
        ops.embedding_backward(np.ones((2, 3)), np.array([0, 1]), 6, scale_grad_by_freq=flag)


@pytest.mark.filterwarnings("ignore:the matrix subclass:PendingDeprecationWarning")
def test_an_ndarray_subclass_is_read_as_a_plain_array_but_a_masked_one_is_refused():
    x = np.random.default_rng(0).standard_normal((3, 4)).astype(np.float32)
    assert np.array_equal(ops.softmax(np.matrix(x), 1), ops.softmax(x, 1))   # np.matrix: its reshapes stay 2-D
    table = np.matrix(np.full((3, 2), 3.0, np.float32))
    ops.embedding(np.array([1]), table, max_norm=1.0)   # updated in place through the plain view
    assert np.isclose(np.linalg.norm(np.asarray(table)[1]), 1.0) and (np.asarray(table)[0] == 3).all()
    with pytest.raises(skucat.InvalidArgumentError, match="weight is a masked array"):
        ops.embedding(np.array([1]), np.ma.masked_array(x, mask=x > 0))


def test_a_stream_needs_a_backend():
    with pytest.raises(skucat.InvalidArgumentError, match="backend"):
        skucat.Stream(None)


def test_a_workspace_is_made_by_its_constructors():
    with pytest.raises(skucat.WorkspaceError, match="Workspace.none"):
        skucat.Workspace([0] * 100)


def test_a_pullback_names_what_it_was_given():
    _, pullback = autodiff.vjp(ops.embedding, np.array([0, 1]), np.ones((4, 3)))
    with pytest.raises(skucat.DTypeError, match="grad_output .*NoneType"):
        pullback(None)


def test_a_plan_run_names_a_missing_workspace():
    plan_class = skucat.generated.plans.PLANS["softmax"]
    stream = skucat.Stream.host()
    plan = plan_class.select(stream, plan_class.Descriptor(element="f32", outer=1, size=3, inner=1),
                             skucat.PlanPreference())
    x = np.ones((1, 3, 1), np.float32)
    with pytest.raises(skucat.WorkspaceError, match="skucat.Workspace.*NoneType"):
        plan.run(stream, None, plan_class.Args(input=x, out=np.empty_like(x)))


def test_an_output_too_large_to_allocate_is_a_skucat_error():
    # 1 PiB: past any x86-64 or arm64 address space, so refused at once even where memory is overcommitted
    with pytest.raises(skucat.OutOfMemoryError, match="interpolate: out of shape .* cannot be allocated") as found:
        ops.interpolate(np.ones((1, 1, 1, 1), np.float32), size=(2 ** 24, 2 ** 24))
    assert isinstance(found.value, MemoryError)


# ---- error classes: allocations and numbers past what a type holds

@pytest.mark.parametrize("call,named", [
    # numpy refuses these shapes with "ValueError: array is too big", whatever the memory
    (lambda: ops.embedding_backward(np.zeros((1, 0), np.float32), np.array([0]), 2**61), "dweight"),
    (lambda: ops.interpolate_backward(np.zeros((0, 1, 4, 4), np.float16), (0, 1, 2**31, 2**31), size=(4, 4),
                                      mode="bilinear"), "grad_input"),
    # a view of 2 PiB whose C-contiguous copy cannot be allocated
    (lambda: ops.softmax(np.broadcast_to(np.float32(0), (2**46, 8)), -1), "input"),
    (lambda: ops.add(np.broadcast_to(np.float32(0), (2**46, 8)), 1.0), "input"),
])
def test_an_allocation_that_fails_is_an_out_of_memory_error_naming_what(call, named):
    with pytest.raises(skucat.OutOfMemoryError, match=rf"\b{named}\b"):
        call()


@pytest.mark.parametrize("nbytes", [2**50, 2**64])
def test_a_workspace_that_cannot_be_allocated_is_an_out_of_memory_error(nbytes):
    with pytest.raises(skucat.OutOfMemoryError, match=f"workspace of {nbytes} bytes"):
        skucat.Workspace.allocate(skucat.Stream.host(), nbytes)


@pytest.mark.parametrize("call,name", [
    (lambda x: ops.add(x, 2**1100), "other"),
    (lambda x: ops.add(x, -2**1100), "other"),
    (lambda x: ops.mul(x, 2**1100), "other"),
    (lambda x: ops.add(x, x, alpha=2**1100), "alpha"),
    (lambda x: ops.layer_norm(x, (3,), eps=2**1100), "eps"),
    (lambda x: ops.interpolate(x.reshape(1, 1, 1, 3), scale_factor=2**1100), "scale_factor"),
])
def test_an_int_past_the_largest_double_is_a_skucat_error_naming_it(call, name):
    with pytest.raises(skucat.OutOfRangeError, match=rf"^{name} is an int of 1101 bits"):
        call(np.ones((1, 3), np.float32))


def test_workers_past_what_a_launch_takes_are_refused_when_the_stream_is_made():
    for workers in (2**64, 2**32, skucat.stream.MAX_WORKERS + 1):
        with pytest.raises(skucat.InvalidArgumentError, match=r"workers must be None or an integer in \[1, "):
            skucat.Stream.host(workers=workers)
    assert skucat.Stream.host(workers=skucat.stream.MAX_WORKERS).workers == skucat.stream.MAX_WORKERS


@pytest.mark.parametrize("size,input_size,named", [((2**31, 2**30 + 1), (0, 1, 4, 4), "size"),
                                                   ((4, 4), (0, 1, 2**40, 2**40), "input_size")])
def test_an_extent_too_large_for_interpolate_backward_names_the_argument_behind_it(size, input_size, named):
    """Its kernels count the taps of a plane in 64 bits (group_items, group_buckets)."""
    grad = np.zeros((0, 1, *size), np.float16)
    with pytest.raises(skucat.OutOfRangeError, match=rf"from {named}\b"):
        ops.interpolate_backward(grad, input_size, size=size, mode="bilinear", deterministic=True)
