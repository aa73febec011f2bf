"""The plan API every generated class shares: select, can_implement, workspace, run, docs."""

from __future__ import annotations

import numpy as np
import pytest

import skucat
from skucat import PlanPreference, Workspace
from skucat.generated.plans import PLANS
from skucat.generated.plans.embedding import (
    EmbeddingArgs, EmbeddingBackwardArgs, EmbeddingBackwardDescriptor, EmbeddingBackwardPlan, EmbeddingDescriptor,
    EmbeddingPlan,
)

V, D, N = 6, 3, 5
EXTENTS = dict(num_weights=V, embedding_dim=D, num_indices=N)


def backward_plan(host, element="f32", **kwargs):
    desc = EmbeddingBackwardDescriptor(num_weights=V, embedding_dim=D, num_indices=N, element=element, index="i64",
                                       **kwargs)
    return EmbeddingBackwardPlan.select(host, desc, PlanPreference())


def backward_args(element=np.float32):
    return EmbeddingBackwardArgs(dout=np.ones((N, D), element), indices=np.arange(N, dtype=np.int64),
                                 dweight=np.full((V, D), 7, element))


def test_the_issue_example_runs(host):
    plan = backward_plan(host, padding_idx=None)
    args = backward_args()
    assert plan.can_implement(args) is None
    plan.run(host, Workspace.none(), args)
    expected = np.zeros((V, D), np.float32)
    expected[:N] = 1
    assert np.array_equal(args.dweight, expected), "dweight is overwritten, not accumulated into"
    assert str(plan.sku()).startswith("embedding.embedding_backward.f32.i64.atomic.host.")
    assert skucat.KernelSku.parse(str(plan.sku())) == plan.sku()
    assert plan.precision_guarantee() == skucat.PrecisionGuarantee("f32", "f32", False, False)


def test_enum_and_numpy_dtypes_select_like_names(host):
    desc = EmbeddingDescriptor(**EXTENTS, element=skucat.ElementKind.BF16, index=np.dtype(np.int32))
    assert EmbeddingPlan.select(host, desc).sku().element == "bf16"


def test_workspace_rule_follows_the_catalog(host):
    assert backward_plan(host, "f32").workspace_size() == 0
    assert backward_plan(host, "f16").workspace_size() == 4 * V * D
    # Each slice starts at a multiple of WORKSPACE_ALIGN: the counts follow the f32 accumulator.
    accum_end = -(-4 * V * D // skucat.types.WORKSPACE_ALIGN) * skucat.types.WORKSPACE_ALIGN
    assert backward_plan(host, "bf16", scale_grad_by_freq=True).workspace_size() == accum_end + 8 * V
    assert backward_plan(host, "f64", scale_grad_by_freq=True).workspace_size() == 8 * V


def test_missing_or_small_workspace_is_refused(host):
    plan = backward_plan(host, "f16")
    args = backward_args(np.float16)
    with pytest.raises(skucat.WorkspaceError, match=f"needs {4 * V * D} workspace bytes, got 0"):
        plan.run(host, Workspace.none(), args)
    with pytest.raises(skucat.WorkspaceError):
        plan.run(host, Workspace.borrowed(np.zeros(4 * V * D - 1, np.uint8)), args)
    assert (args.dweight == 7).all(), "nothing ran"
    with pytest.raises(skucat.WorkspaceError, match="1-D uint8"):
        Workspace.borrowed(np.zeros(10, np.float32))


@pytest.mark.parametrize("pref,message", [
    (PlanPreference(deterministic=True, variant="atomic"), "atomic: not deterministic"),
    (PlanPreference(variant="gather"), "sorted: not the preferred variant 'gather'"),
    (PlanPreference(max_workspace_bytes=10), "workspace bytes > 10"),
    (PlanPreference(backend="cuda"), "the stream runs on 'host'"),
])
def test_preferences_that_cannot_be_met(host, pref, message):
    desc = EmbeddingBackwardDescriptor(**EXTENTS, element="f16", index="i64")
    with pytest.raises(skucat.UnsupportedError, match=message):
        EmbeddingBackwardPlan.select(host, desc, pref)


@pytest.mark.parametrize("fields,error,message", [
    (dict(EXTENTS, element="f8"), skucat.DTypeError, r"supports element \[.*\], not 'f8'"),
    (dict(EXTENTS, element="fp16"), skucat.DTypeError, r"supports element \[.*\], not 'fp16'"),
    (dict(EXTENTS, element=None), skucat.DTypeError, r"supports element \[.*\], not None"),
    (dict(EXTENTS, element="bool"), skucat.DTypeError, "supports element"),
    (dict(EXTENTS, index="u8"), skucat.DTypeError, "supports index"),
    (dict(EXTENTS, embedding_dim=-1), skucat.ShapeError, "embedding_dim must be a non-negative int"),
    (dict(EXTENTS, embedding_dim=2.0), skucat.ShapeError, "embedding_dim must be a non-negative int"),
    (dict(EXTENTS, embedding_dim=True), skucat.ShapeError, "embedding_dim must be a non-negative int"),
    (dict(EXTENTS, padding_idx="2"), skucat.InvalidArgumentError, "padding_idx must be optional int"),
    (dict(EXTENTS, padding_idx=2.0), skucat.InvalidArgumentError, "padding_idx must be optional int"),
])
def test_descriptor_fields_are_checked_when_made(fields, error, message):
    with pytest.raises(error, match=message):
        EmbeddingDescriptor(**fields)


def test_descriptors_are_keyword_only_and_normalised():
    with pytest.raises(TypeError):
        EmbeddingDescriptor(V, D, N)
    desc = EmbeddingBackwardDescriptor(num_weights=np.int64(V), embedding_dim=D, num_indices=N,
                                       element=np.float16, scale_grad_by_freq=np.bool_(True))
    assert (desc.element, type(desc.num_weights), type(desc.scale_grad_by_freq)) == ("f16", int, bool)
    with pytest.raises(skucat.InvalidArgumentError, match="scale_grad_by_freq must be bool"):
        EmbeddingBackwardDescriptor(**EXTENTS, scale_grad_by_freq=1)


@pytest.mark.parametrize("desc,error,message", [
    (EmbeddingDescriptor(**dict(EXTENTS, num_weights=0)), skucat.ShapeError, "limit num_weights >= 1"),
    (EmbeddingDescriptor(**EXTENTS, padding_idx=V), skucat.OutOfRangeError, "padding_idx"),
    (EmbeddingDescriptor(**EXTENTS, padding_idx=-V - 1), skucat.OutOfRangeError, "padding_idx"),
    (EmbeddingBackwardDescriptor(**EXTENTS), skucat.InvalidArgumentError, "needs a EmbeddingDescriptor"),
])
def test_bad_descriptors(host, desc, error, message):
    with pytest.raises(error, match=message):
        EmbeddingPlan.select(host, desc)


@pytest.mark.parametrize("change,error,message", [
    (dict(dout=np.ones((N, D), np.float64)), skucat.DTypeError, "dout must be float32, not float64"),
    (dict(indices=np.arange(N, dtype=np.int32)), skucat.DTypeError, "indices must be int64"),
    (dict(dout=np.ones((N + 1, D), np.float32)), skucat.ShapeError, r"dout must have shape \[num_indices, embedding_dim\]"),
    (dict(dout=np.ones((D, N), np.float32).T), skucat.LayoutError, "not C-contiguous"),
    (dict(dout=[[1.0] * D] * N), skucat.DTypeError, "must be a numpy.ndarray"),
    (dict(dout=None), skucat.InvalidArgumentError, "dout is required"),
])
def test_bad_args(host, change, error, message):
    plan = backward_plan(host)
    args = backward_args()
    for name, value in change.items():
        setattr(args, name, value)
    with pytest.raises(error, match=message):
        plan.can_implement(args)
    with pytest.raises(error):
        plan.run(host, Workspace.none(), args)


def test_read_only_and_overlapping_outputs_are_refused(host):
    plan = EmbeddingPlan.select(host, EmbeddingDescriptor(num_weights=V, embedding_dim=D, num_indices=V, index="i64"))
    weight = np.ones((V, D), np.float32)
    with pytest.raises(skucat.LayoutError, match="out overlaps weight"):
        plan.can_implement(EmbeddingArgs(weight=weight, indices=np.arange(V), out=weight))
    frozen = np.empty((V, D), np.float32)
    frozen.flags.writeable = False
    with pytest.raises(skucat.LayoutError, match="out is read-only"):
        plan.can_implement(EmbeddingArgs(weight=weight, indices=np.arange(V), out=frozen))


def test_out_of_range_rows_are_zeros_forward_and_skipped_backward(host):
    # The plans themselves take any index values; guards around the outputs prove nothing else is touched.
    indices = np.array([0, -1, V, 2, 1 << 40], np.int64)
    weight = np.arange(V * D, dtype=np.float32).reshape(V, D)
    guarded = np.full(N * D + 2 * D, -5, np.float32)
    out = guarded[D:-D].reshape(N, D)
    EmbeddingPlan.select(host, EmbeddingDescriptor(**EXTENTS, index="i64")).run(
        host, Workspace.none(), EmbeddingArgs(weight=weight, indices=indices, out=out))
    assert np.array_equal(out, np.stack([weight[0], 0 * weight[0], 0 * weight[0], weight[2], 0 * weight[0]]))
    assert (guarded[:D] == -5).all() and (guarded[-D:] == -5).all()
    args = backward_args()
    args.indices = indices
    backward_plan(host).run(host, Workspace.none(), args)
    assert args.dweight.sum() == 2 * D and args.dweight[0].sum() == D and args.dweight[2].sum() == D


def test_docstrings_carry_every_section():
    for plan_class in PLANS.values():
        doc = plan_class.__doc__
        for section in ("When to use:", "Dtypes:", "Shape limits:", "Workspace:", "Precision guarantee:"):
            assert section in doc, f"{plan_class.__name__} lacks {section}"


def test_every_forward_op_with_an_adjoint_has_a_gradient_rule():
    from skucat.autodiff import rules

    for name, plan_class in PLANS.items():
        if plan_class.adjoint:
            assert name in rules(), f"{name} has adjoint {plan_class.adjoint} in the catalog but no gradient rule"
            assert plan_class.adjoint in PLANS
            assert getattr(skucat.ops, plan_class.adjoint, None) is not None, f"skucat.ops has no {plan_class.adjoint}"
