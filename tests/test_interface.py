"""The interface the catalog generates: kernel signatures and the launcher that packs them,
workspace slices and their checks, value checks at the plan layer, descriptor types, and the
contracts (Backend, skucat.catalog, regeneration without extras)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import yaml

import skucat
from skucat import Workspace
from skucat.generated.plans import PLANS
from skucat.generated.plans.embedding import EmbeddingBackwardArgs, EmbeddingBackwardDescriptor, EmbeddingBackwardPlan
from skucat.generated.plans.quantize import (
    DequantizePerChannelArgs, DequantizePerChannelDescriptor, DequantizePerChannelPlan,
    QuantizePerChannelBackwardArgs, QuantizePerChannelBackwardDescriptor, QuantizePerChannelBackwardPlan,
    QuantizePerTensorBackwardDescriptor, QuantizePerTensorBackwardPlan,
    QuantizePerTensorDescriptor, QuantizePerTensorPlan,
)
from skucat.errors import InvalidArgumentError, OutOfRangeError, ShapeError
from skucat.functional import channel_view
from skucat.plan import Launcher

ROOT = Path(__file__).resolve().parent.parent
V, D, N = 6, 3, 5


def embedding_backward(host, element="f16", scale_grad_by_freq=True):
    desc = EmbeddingBackwardDescriptor(num_weights=V, embedding_dim=D, num_indices=N, element=element, index="i64",
                                       scale_grad_by_freq=scale_grad_by_freq)
    dtype = skucat.dtypes.numpy_dtype(element)
    args = EmbeddingBackwardArgs(dout=np.ones((N, D), dtype), indices=np.arange(N, dtype=np.int64),
                                 dweight=np.full((V, D), 7, dtype))
    return EmbeddingBackwardPlan.select(host, desc), args


# ---- kernel signatures and the launcher

def test_every_entry_signature_matches_the_generated_kernel():
    # The .cu parameter lists and the plans' signature tables come from one declaration each; a
    # SKU has the entries that can launch for it (the manifest's), every entry some SKU.
    entries = {item["sku"]: item["entries"] for item in skucat.catalog.manifest()["skus"]}
    sources = {item["sku"]: item["source"] for item in skucat.catalog.manifest()["skus"]}
    for plan_class in PLANS.values():
        found = set()
        for sku in plan_class.skus:
            source = (ROOT / "generated" / sources[str(sku)]).read_text()
            for name, symbol in entries[str(sku)].items():
                head = source[source.index(f"void {symbol}("):]
                params = head[head.index("(") + 1:head.index(")")].split(", ")
                signature = plan_class._entry(name).signature
                assert [p.rsplit(" ", 1)[1] for p in params] == [n for n, _, _ in signature], name
                found.add(name)
        assert found == {entry.name for entry in plan_class.entries}, plan_class.op


def test_launcher_refuses_mistyped_arguments(host):
    plan, args = embedding_backward(host, "f32", scale_grad_by_freq=False)
    launcher, signature = Launcher(plan), {name: (ctype, kind) for name, ctype, kind in plan._entry("count").signature}

    def convert(name, value):
        return launcher.convert("count", name, *signature[name], value)

    assert convert("num_indices", N) == N and convert("indices", args.indices) is args.indices
    with pytest.raises(skucat.DTypeError, match=r"num_indices \(i64\) got a numpy int32"):
        convert("num_indices", np.int32(N))
    with pytest.raises(skucat.DTypeError, match=r"indices \(const aux\*\) must point to int64, not int32"):
        convert("indices", args.indices.astype(np.int32))
    with pytest.raises(skucat.OutOfRangeError, match=r"num_weights \(i64\) must be an integer in"):
        convert("num_weights", 2**63)
    with pytest.raises(skucat.OutOfRangeError, match="must be an integer"):
        convert("num_weights", 6.0)
    frozen = np.zeros(V, np.int64)
    frozen.flags.writeable = False
    with pytest.raises(skucat.LayoutError, match="counts .* is written, but the array is read-only"):
        convert("counts", frozen)


# ---- workspaces

def mapped(tmp_path, nbytes, mode):
    path = tmp_path / "scratch"
    path.write_bytes(bytes(nbytes))
    return np.memmap(path, np.uint8, mode, shape=(nbytes,))


def test_workspace_slices_follow_the_catalog(host):
    plan, args = embedding_backward(host, "bf16")
    placed, total = plan._layout(plan._bound_names)
    assert [(spec.name, offset, count) for spec, offset, count in placed] == [("wide_accum", 0, V * D),
                                                                             ("counts", 128, V)]
    assert plan.workspace_size() == total == 128 + 8 * V
    plan.run(host, Workspace.allocate(host, total), args)
    assert (args.dweight.astype(np.float32) == np.r_[np.ones((N, D)), np.zeros((V - N, D))]).all()


@pytest.mark.parametrize("make,message", [
    (lambda tmp, args, n: np.zeros(n, np.uint8), "must be a skucat.Workspace"),
    (lambda tmp, args, n: Workspace.none(), r"needs \d+ workspace bytes, got 0"),
    (lambda tmp, args, n: Workspace.borrowed(np.zeros(n - 1, np.uint8)), r"needs (\d+) workspace bytes, got (?!\1)"),
    (lambda tmp, args, n: Workspace.borrowed(np.frombuffer(bytes(n), np.uint8)), "read-only"),
    (lambda tmp, args, n: Workspace.borrowed(mapped(tmp, n, "r")), "read-only"),
    (lambda tmp, args, n: Workspace.borrowed(args.dout.view(np.uint8).reshape(-1)), "overlaps dout"),
    (lambda tmp, args, n: Workspace.borrowed(np.zeros(n + 1, np.uint8)[1:]), "16-byte aligned"),
    (lambda tmp, args, n: Workspace.borrowed(_NotNumpy(n)), "must be a numpy.ndarray"),
])
def test_bad_workspaces_are_refused_before_anything_runs(host, tmp_path, make, message):
    plan, args = embedding_backward(host, "f32")
    args.dout = np.ones((N * 16, D), np.float32)[:N]    # large enough to hold the workspace
    workspace = make(tmp_path, args, plan.workspace_size())
    before = {name: getattr(args, name).copy() for name in ("dout", "indices", "dweight")}
    with pytest.raises(skucat.WorkspaceError, match=message):
        plan.run(host, workspace, args)
    for name, array in before.items():
        assert np.array_equal(getattr(args, name), array), f"{name} was touched"


class _NotNumpy:
    """A uint8 buffer-like that is not the host backend's array kind."""

    def __init__(self, n):
        self._array = np.zeros(n, np.uint8)
        self.dtype, self.ndim, self.flags, self.nbytes = np.dtype(np.uint8), 1, self._array.flags, n


def test_a_workspace_cannot_be_made_directly():
    with pytest.raises(skucat.WorkspaceError, match="Workspace.none"):
        Workspace(np.zeros(16, np.float64))


def test_a_writeable_memory_mapping_works(host, tmp_path):
    plan, args = embedding_backward(host, "f16")
    plan.run(host, Workspace.borrowed(mapped(tmp_path, plan.workspace_size(), "r+")), args)
    assert args.dweight[:N].astype(np.float32).sum() == N * D


def test_zero_size_problems_need_no_workspace(host):
    for element in ("f16", "bf16"):
        out = skucat.ops.grid_sample_backward(np.zeros((0, 2, 3, 3), skucat.dtypes.numpy_dtype(element)),
                                              np.zeros((0, 2, 4, 4), skucat.dtypes.numpy_dtype(element)),
                                              np.zeros((0, 3, 3, 2), skucat.dtypes.numpy_dtype(element)))
        assert out[0].shape == (0, 2, 4, 4) and out[1].shape == (0, 3, 3, 2)
    assert skucat.ops.embedding(np.array([1, 0]), np.zeros((3, 0), np.float16)).shape == (2, 0)
    assert skucat.ops.embedding_backward(np.zeros((2, 0), np.float16), np.array([1, 0]), 3).shape == (3, 0)


# ---- value checks at the plan layer

C = 3


def channel_plan(host, plan_class, descriptor, **fields):
    return plan_class.select(host, descriptor(outer=2, channels=C, inner=4, element="f32", qtype="i8", **fields))


@pytest.mark.parametrize("scales,error,message", [
    ([0.1, np.nan, 0.2], skucat.InvalidArgumentError, "every scale is finite and > 0"),
    ([0.1, np.inf, 0.2], skucat.InvalidArgumentError, "every scale is finite and > 0"),
    ([0.1, 0.0, 0.2], skucat.InvalidArgumentError, "every scale is finite and > 0"),
    ([0.1, -0.5, 0.2], skucat.InvalidArgumentError, "every scale is finite and > 0"),
    ([0.1, 1e-300, 0.2], skucat.InvalidArgumentError, "every scale is finite and > 0"),
])
def test_per_channel_scales_are_checked_by_the_plan(host, scales, error, message):
    """quantize_per_channel's backward divides by its scales: the plan refuses those it cannot (the
    quantizers themselves take any scale, as PyTorch's)."""
    plan = channel_plan(host, QuantizePerChannelBackwardPlan, QuantizePerChannelBackwardDescriptor)
    grad_input = np.full((2, C, 4), 5, np.float32)
    args = QuantizePerChannelBackwardArgs(grad=np.ones((2, C, 4), np.float32), input=np.ones((2, C, 4), np.float32),
                                          scales=np.array(scales), zero_points=np.zeros(C, np.int64),
                                          grad_input=grad_input)
    with pytest.raises(error, match=message):
        plan.can_implement(args)
    with pytest.raises(error, match=message):
        plan.run(host, Workspace.none(), args)
    assert (grad_input == 5).all(), "nothing ran"


@pytest.mark.parametrize("zero_point", [-129, 128, -(2**63), 2**63 - 1])
def test_per_channel_zero_points_are_checked_by_the_plan(host, zero_point):
    zero_points = np.array([0, zero_point, 0], np.int64)
    for plan_class, descriptor, args in (
        (QuantizePerChannelBackwardPlan, QuantizePerChannelBackwardDescriptor,
         QuantizePerChannelBackwardArgs(grad=np.ones((2, C, 4), np.float32), input=np.ones((2, C, 4), np.float32),
                                        scales=np.full(C, 0.5), zero_points=zero_points,
                                        grad_input=np.full((2, C, 4), 5, np.float32))),
        (DequantizePerChannelPlan, DequantizePerChannelDescriptor,
         DequantizePerChannelArgs(input=np.ones((2, C, 4), np.int8), scales=np.full(C, 0.5), zero_points=zero_points,
                                  out=np.full((2, C, 4), 5, np.float32))),
    ):
        plan = channel_plan(host, plan_class, descriptor)
        with pytest.raises(skucat.OutOfRangeError, match="every zero point lies within the integer type"):
            plan.run(host, Workspace.none(), args)
        output = args.grad_input if hasattr(args, "grad_input") else args.out
        assert (output == 5).all(), "nothing ran"


def test_per_tensor_and_per_channel_backward_plans_refuse_the_same_scales(host):
    """The backwards divide by the scale (the forwards take any scale, as PyTorch's)."""
    for scale in (np.nan, 0.0, -1.0, np.inf):
        with pytest.raises(skucat.InvalidArgumentError, match="scale is finite and > 0"):
            QuantizePerTensorBackwardPlan.select(host, QuantizePerTensorBackwardDescriptor(numel=4, scale=scale))
        QuantizePerTensorPlan.select(host, QuantizePerTensorDescriptor(numel=4, scale=scale))
        with pytest.raises(skucat.InvalidArgumentError, match="every scale is finite and > 0"):
            skucat.ops.quantize_per_channel_backward(np.ones((2, 2), np.float32), np.ones((2, 2), np.float32),
                                                     [scale, 1.0], [0, 0], 0, np.int8)


# ---- descriptors

@pytest.mark.parametrize("fields,error", [
    (dict(element=None), skucat.DTypeError),
    (dict(element="fp16"), skucat.DTypeError),
    (dict(num_weights=6.0), skucat.ShapeError),
    (dict(num_weights="6"), skucat.ShapeError),
    (dict(num_weights=None), skucat.ShapeError),
    (dict(num_indices=-1), skucat.ShapeError),
    (dict(scale_grad_by_freq=1), skucat.InvalidArgumentError),
    (dict(scale_grad_by_freq="yes"), skucat.InvalidArgumentError),
    (dict(padding_idx=1.0), skucat.InvalidArgumentError),
    (dict(padding_idx=2**63), skucat.OutOfRangeError),
    (dict(index="i16"), skucat.DTypeError),
])
def test_descriptor_fields_of_the_wrong_type(fields, error):
    with pytest.raises(error):
        EmbeddingBackwardDescriptor(**{**dict(num_weights=V, embedding_dim=D, num_indices=N), **fields})


def test_functional_stream_must_be_a_stream():
    with pytest.raises(skucat.InvalidArgumentError, match="stream must be a skucat.Stream"):
        skucat.ops.embedding(np.array([0]), np.ones((2, 2), np.float32), stream="host")


# ---- contracts

def test_both_backends_implement_the_backend_protocol():
    from skucat.backends import Backend
    from skucat.backends.cuda import CudaBackend
    from skucat.backends.host import HostBackend

    assert isinstance(HostBackend(), Backend)
    for method in ("launch", "kernel", "pointer_of", "is_array", "is_writeable", "empty", "asarray", "to_numpy",
                   "synchronize"):
        assert callable(getattr(CudaBackend, method)), method


def test_catalog_view_and_star_import():
    namespace = {}
    exec("from skucat import *", namespace)
    # Every family of catalog.yaml, in its order (the list grows as families are added).
    declared = tuple(yaml.safe_load((ROOT / "catalog.yaml").read_text(encoding="utf-8"))["families"])
    assert namespace["catalog"].families() == declared and {"embedding", "grid_sample", "quantize"} <= set(declared)
    assert skucat.catalog.ops("embedding") == ("embedding", "embedding_backward", "embedding_renorm")
    f16 = skucat.catalog.skus(op="embedding_backward", element="f16")
    assert f16 and all(sku.element == "f16" and sku.op == "embedding_backward" for sku in f16)
    assert skucat.catalog.plan("grid_sample") is PLANS["grid_sample"]
    with pytest.raises(skucat.InvalidArgumentError):
        skucat.catalog.skus(colour="red")


def test_regeneration_without_the_codegen_extra_says_how_to_get_it():
    script = str(ROOT / "tools" / "regen_catalog.py")
    hide = f"import runpy, sys; sys.modules['jinja2'] = None; sys.argv = ['regen', '--check']; runpy.run_path({script!r})"
    result = subprocess.run([sys.executable, "-c", hide], capture_output=True, text=True)
    assert result.returncode != 0
    assert result.stderr.strip().splitlines() == [result.stderr.strip()], "one line"
    assert "pip install -e '.[codegen]'" in result.stderr


def test_gradient_rules_come_from_the_catalog():
    from skucat.autodiff import rules

    assert set(rules()) == {name for name, plan_class in PLANS.items() if plan_class.adjoint}
    x = np.float32([0.3, -1.2, 40.0])
    out, pullback = skucat.autodiff.vjp(skucat.ops.quantize_per_tensor, x, 0.1, 0, "int8")
    # The gradient of integer codes arrives as any numbers; the rule casts it to the input's dtype.
    grads = pullback(np.ones_like(out))
    assert grads["input"].dtype == np.float32 and np.array_equal(grads["input"], np.float32([10, 10, 0]))


def test_saving_keeps_each_ops_first_plan_outputs():
    from skucat import functional, replay

    weight, indices = np.arange(12.0).reshape(4, 3), np.array([[2, 0]])
    with functional.saving() as saved:
        out = skucat.ops.embedding(indices, weight)
        skucat.ops.embedding(indices[:, :1], weight)   # a second run of the op keeps the first's
    assert set(saved) == {"embedding"} and set(saved["embedding"]) == {"out"}
    assert np.array_equal(saved["embedding"]["out"], out.reshape(2, 3))
    skucat.ops.embedding(indices, weight)
    assert set(saved["embedding"]) == {"out"} and replay.saved_outputs.get() is None   # nothing kept outside


@pytest.mark.parametrize("shape,axis,error,message", [
    ((2, 3), 2, OutOfRangeError, "dim 2 is out of range for an array of rank 2"),
    ((2, 3), 1.0, InvalidArgumentError, "dim must be an int"),
    ((), 0, ShapeError, "a view around dim takes an array of rank 1"),
])
def test_channel_view_errors_name_the_callers_argument(shape, axis, error, message):
    with pytest.raises(error, match=message):
        channel_view(shape, axis, "dim")
    assert channel_view((2, 3, 4, 5), -2, "dim") == (6, 4, 5)


def test_optional_float_params_dtype_eps_and_compute_typed_tensors(host):
    """An optional_float param takes None or a number; lets may read dtype_eps; a tensor of dtype
    `compute` follows the element (f32 for 16-bit elements) and is checked like any other."""
    from skucat.generated.plans.norm import RmsNormArgs, RmsNormDescriptor, RmsNormPlan

    for value in ("tiny", [1e-5], True):
        with pytest.raises(skucat.InvalidArgumentError, match="eps must be optional float"):
            RmsNormDescriptor(rows=2, cols=3, eps=value)
    assert RmsNormDescriptor(rows=2, cols=3, eps=1).eps == 1.0 and type(RmsNormDescriptor(rows=2, cols=3, eps=1).eps) is float
    for element, compute in (("f16", np.float32), ("bf16", np.float32), ("f64", np.float64)):
        plan = RmsNormPlan.select(host, RmsNormDescriptor(rows=2, cols=3, element=element, eps=None))
        assert plan._bound_names.epsilon == float(np.finfo(compute).eps)
        assert plan.dtype_of(next(t for t in plan.tensors if t.name == "rstd")) == skucat.dtypes.name_of(compute)
    plan = RmsNormPlan.select(host, RmsNormDescriptor(rows=2, cols=3, element="f16", eps=0.5))
    assert plan._bound_names.epsilon == 0.5
    x = np.ones((2, 3), np.float16)
    with pytest.raises(skucat.DTypeError, match="rstd must be float32, not float16"):
        plan.can_implement(RmsNormArgs(input=x, out=np.empty_like(x), rstd=np.empty(2, np.float16)))
    plan.can_implement(RmsNormArgs(input=x, out=np.empty_like(x), rstd=np.empty(2, np.float32)))


def test_nondecreasing_accepts_repeats_and_refuses_any_decrease():
    from skucat.expr import nondecreasing

    assert nondecreasing(np.array([0, 0, 3, 3, 7])) and nondecreasing(np.array([], np.int64)) and nondecreasing(np.array([5]))
    assert not nondecreasing(np.array([0, 3, 2, 4]))


def test_in_range_or_accepts_the_range_and_the_other_value_only():
    from skucat.expr import in_range_or

    assert in_range_or(np.array([0, 4, -100, 2]), 0, 5, -100)
    assert in_range_or(np.array([], np.int64), 0, 0, -100)
    assert not in_range_or(np.array([0, 5]), 0, 5, -100)
    assert not in_range_or(np.array([-1, 2]), 0, 5, -100)
    assert in_range_or(np.array(3), 0, 5, 7) and not in_range_or(np.array(7), 0, 5, 6)


def test_warp_threads_takes_whole_warps_from_one_to_eight():
    from skucat.expr import warp_threads

    assert [warp_threads(n) for n in (0, 1, 32, 33, 200, 256, 257, 10**9)] == [32, 32, 32, 64, 224, 256, 256, 256]


def test_reduction_threads_takes_a_warp_per_1024_items_from_one_to_eight():
    from skucat.expr import reduction_threads

    assert [reduction_threads(n) for n in (0, 1, 1024, 1025, 3000, 8192, 8193, 10**9)] == [32, 32, 32, 64, 96, 256, 256, 256]


def test_the_checks_of_values_answer_alike_in_c_and_in_numpy(monkeypatch):
    """lowest, highest, nondecreasing, in_range_or and positive_scale take skucat._native's answer where it
    gives one (contiguous i32 and i64 arrays, int bounds; f32 and f64 scales rounded to 'f32' or 'f64') and
    numpy's elsewhere: the same answers."""
    from skucat import expr, native

    if native.module() is None:
        pytest.skip(f"no native module: {native.reason()}")
    rng = np.random.default_rng(3)
    arrays = [np.array([], np.int64), np.array(7, np.int32), np.array([2**62, -2**63], np.int64),
              np.array([-2**31, 2**31 - 1], np.int32), np.arange(10)[::2], np.array([1, 2], ">i8"),
              np.array([1.5, -2.0]), np.array([3, 1], np.int16), np.array([0, 0, 5, 5])]
    arrays += [rng.integers(-5, 9, size, dtype) for size in (1, 2, 17, 1000) for dtype in (np.int32, np.int64)]
    arrays += [np.sort(a) for a in arrays[-4:]]
    bounds = [(0, 5, -100), (-5, 9, 9), (0, 0, 0), (5, 0, 2), (-2**63, -2**63 + 1, 7), (-2**63, 2**63 - 1, 0), (0, 2**64, -1), (0.5, 4.5, 1), (1, 3, 2.0)]

    tiny, huge = np.finfo(np.float32).tiny, np.finfo(np.float32).max
    scales = [np.array([]), np.array(0.5), np.array([0.1, 2.0], np.float32), np.array([1e-300, 1.0]),
              np.array([1e300]), np.array([np.nan, 1.0]), np.array([np.inf]), np.array([-0.5, 1.0], np.float32),
              np.array([0.0]), np.array([tiny / 8, 1.0], np.float32), np.array([tiny / 2]), np.array([huge]),
              np.array([1 / huge / 2]), np.array([4.9e-324]), np.array([1.0, 2.0])[::2], np.array([1.0], ">f8"),
              np.array([1, 2]), np.array([1.0], np.float16), rng.uniform(1e-3, 1, 1000)]

    def answers():
        found = []
        for array in arrays:
            found += [expr.lowest(array), expr.highest(array), expr.nondecreasing(array)]
            found += [expr.in_range_or(array, *bound) for bound in bounds]
        return found + [expr.positive_scale(scale, dtype) for scale in scales for dtype in ("f32", "f64", "f16")]

    assert native.module().extreme(np.arange(3), True) == 2 and native.module().nondecreasing(np.arange(3))
    assert native.module().positive_scale(np.array([0.5]), "f32") and not native.module().positive_scale(np.array([0.0]), "f64")
    in_c = answers()
    monkeypatch.setattr(native, "module", lambda: None)
    assert in_c == answers()


def test_run_case_passes_0d_inputs_as_0d(host):
    from skucat.generated.plans import loss
    from skucat.verify import run_case

    desc = loss.NllLossBackwardDescriptor(batch=2, classes=3, spatial=1, element="f64", index="i64")
    plan = loss.NllLossBackwardPlan.select(host, desc)
    grad = run_case(plan, host, dict(dout=np.array([1.0]), input=np.zeros((2, 3, 1)), target=np.array([[1], [2]]),
                                     weight=np.ones(3), total_weight=np.array(4.0)))["grad_input"]
    assert grad[:, :, 0].tolist() == [[0, -0.25, 0], [0, 0, -0.25]]


def test_call_of_another_op_keeps_the_stream_and_preference():
    from skucat.functional import Call
    from skucat.generated.plans import PLANS

    stream = skucat.Stream.host(schedule_seed=4)
    call = Call(PLANS["grid_sample"], stream, True)
    other = call.of("grid_sample_3d_backward")
    assert other.plan is PLANS["grid_sample_3d_backward"]
    assert other.stream is stream and other.deterministic


def test_broadcast_sizes_accepts_rows_that_broadcast_to_the_first_with_their_counts():
    from skucat.expr import broadcast_sizes

    assert broadcast_sizes(np.array([[2, 3], [1, 3], [2, 1]]), 6, 3, 2)
    assert broadcast_sizes(np.array([[0, 3], [1, 3]]), 0, 3) and broadcast_sizes(np.zeros((2, 0), np.int64), 1, 1)
    assert not broadcast_sizes(np.array([[2, 3], [2, 2]]), 6, 4)        # 2 is neither 1 nor 3
    assert not broadcast_sizes(np.array([[2, 3], [1, 3]]), 6, 4)        # a row's product is not its count
    assert not broadcast_sizes(np.array([[2, 3], [1, 3]]), 6, 3, 1)     # a row per count
    assert not broadcast_sizes(np.array([[-2, -3], [1, -3]]), 6, -3)    # negative extents
    assert not broadcast_sizes(np.array([2, 3]), 6)                     # not rows


def test_adjoint_calls_may_take_the_shape_of_an_array_or_a_number():
    from skucat.functional import shape_of

    assert shape_of(np.zeros((2, 3))) == (2, 3) and shape_of(np.float32(2)) is None and shape_of(2.5) is None
    x, grad = np.ones((2, 3)), np.ones((2, 3))
    assert skucat.autodiff.vjp(skucat.ops.add, x, 2.0)[1](grad)["other"] is None
    assert skucat.autodiff.vjp(skucat.ops.add, x, np.ones(3))[1](grad)["other"].shape == (3,)


def test_dry_run_gives_the_outputs_shapes_and_dtypes_without_running_a_kernel(monkeypatch):
    from skucat import functional, replay
    from skucat.plan import Plan

    rng = np.random.default_rng(0)
    x, weight = rng.standard_normal((2, 3, 4)).astype(np.float32), rng.standard_normal(4).astype(np.float32)
    with functional.saving() as real_saved:
        real = skucat.ops.layer_norm(x, [4], weight)
    monkeypatch.setattr(Plan, "run", lambda *args: pytest.fail("a kernel ran in a dry run"))
    with functional.dry(), functional.saving() as saved:
        out = skucat.ops.layer_norm(np.zeros_like(x), [4], np.zeros_like(weight))
        grads = skucat.ops.layer_norm_backward(out, out, [4], saved["layer_norm"]["mean"],
                                               saved["layer_norm"]["rstd"], weight, None, (True, True, False))
    assert out.shape == real.shape and out.dtype == real.dtype and not out.any()
    assert {name: (a.shape, a.dtype) for name, a in saved["layer_norm"].items()} == \
        {name: (a.shape, a.dtype) for name, a in real_saved["layer_norm"].items()}
    assert [g.shape if g is not None else None for g in grads] == [x.shape, weight.shape, None]
    with functional.dry(), pytest.raises(ShapeError, match="must end with normalized_shape"):   # checks still run
        skucat.ops.layer_norm(np.zeros_like(x), [5])
    assert not replay.dry_run.get()


def test_a_refused_preference_says_what_would_work(host):
    """deterministic=True with a variant or workspace that rules out the deterministic SKUs names the
    descriptor change that has one, and how to allow a non-deterministic SKU."""
    plan = PLANS["grid_sample_backward"]
    desc = plan.Descriptor(batch=1, channels=1, in_height=2, in_width=2, out_height=2, out_width=2, element="f32",
                           mode="bilinear", mask="both")
    for pref in (skucat.PlanPreference(deterministic=True, variant="direct"),
                 skucat.PlanPreference(deterministic=True, max_workspace_bytes=0)):
        with pytest.raises(skucat.UnsupportedError, match=r"These would work: mask=grid\. deterministic=False"):
            plan.select(host, desc, pref)
    with pytest.raises(skucat.UnsupportedError, match=r"The variants of grid_sample_backward are atomic, direct, "
                                                      r"sorted$"):
        plan.select(host, desc, skucat.PlanPreference(variant="fastest"))


def test_ops_with_several_outputs_return_them_by_name():
    """As torch.return_types: a named tuple, fields from the catalog's returns; unpacking still works."""
    multi = [op for op, plan in PLANS.items() if len(plan.functional.returns) > 1]
    assert "grid_sample_backward" in multi and "layer_norm_backward" in multi
    result = skucat.ops.grid_sample_backward(np.ones((1, 1, 2, 2)), np.ones((1, 1, 2, 2)), np.zeros((1, 2, 2, 2)),
                                             output_mask=(False, True))
    dinput, dgrid = result
    assert result._fields == ("dinput", "dgrid") and dinput is None and result.dgrid is dgrid
    assert dgrid.shape == (1, 2, 2, 2)
    for op in multi:
        plan = PLANS[op]
        fields = getattr(skucat.generated.ops, f"{plan.__name__[:-len('Plan')]}Result")._fields
        assert fields == tuple(plan.functional.tensors.get(name, name) for name in plan.functional.returns)
