"""The run path: what select prepares once (geometry, packed scalars, kernelParams slots), what run
still checks at every call, and the functional layer's bounded plan cache."""

from __future__ import annotations

import dataclasses
import math
import threading

import numpy as np
import pytest

import skucat
from skucat import Workspace, functional, ops, replay
from skucat.backends.packing import Params, pack
from skucat.errors import BackendError, DTypeError, InvalidArgumentError, LayoutError, ShapeError
from skucat.generated.plans import PLANS
from skucat.plan import _Prepared

EMBEDDING = PLANS["embedding"]
FIELDS = dict(num_weights=10, embedding_dim=4, num_indices=3, element="f32", index="i64")


def embedding_args(weight=None, indices=(1, 2, 3)):
    weight = np.arange(40, dtype=np.float32).reshape(10, 4) if weight is None else weight
    return EMBEDDING.Args(weight=weight, indices=np.array(indices, np.int64), out=np.empty((3, 4), np.float32))


@pytest.fixture
def counted(monkeypatch):
    """EMBEDDING with its entries' launch rules counting their evaluations."""
    calls = {"rules": 0}

    def counting(rule):
        def evaluate(names):
            calls["rules"] += 1
            return rule(names)
        return evaluate

    entries = tuple(dataclasses.replace(entry, work=counting(entry.work), block=counting(entry.block),
                                        shared=counting(entry.shared)) for entry in EMBEDDING.entries)
    monkeypatch.setattr(EMBEDDING, "entries", entries)
    return calls


@pytest.fixture(params=["C", "Python"])
def launched_in(request, monkeypatch):
    """Each test twice: plan.run's launches in C (skucat._native.Launches) and in Python."""
    if request.param == "C" and skucat.native.module() is None:
        pytest.skip(f"no native module: {skucat.native.reason()}")
    if request.param == "Python":
        monkeypatch.setattr(skucat.plan.native, "module", lambda: None)
    return request.param


def test_select_evaluates_the_launch_rules_and_run_only_packs(host, counted, launched_in):
    plan = EMBEDDING.select(host, EMBEDDING.Descriptor(**FIELDS))
    after_select = counted["rules"]
    assert after_select == 3 * len(EMBEDDING.entries)
    (launch, tensors, slices, dynamic), = plan._prepared.launches
    params, dims = launch.params, launch.dims
    for first in range(3):
        args = embedding_args(indices=(first, first + 1, first + 2))
        plan.run(host, Workspace.none(), args)
        np.testing.assert_array_equal(args.out, args.weight[first:first + 3])
        assert launch.params is params and launch.dims is dims
        if launched_in == "C":   # a copy of the prepared slots per run, the pointers written there
            assert type(plan._prepared.launches_in_c).__name__ == "Launches"
            assert [params.slots[index] for index, _ in tensors] == [0] * len(tensors)
        else:   # the same prepared buffer, its pointer slots rewritten for these arrays
            assert plan._prepared.launches_in_c is False
            assert [params.slots[index] for index, _ in tensors] == [
                host.backend.pointer_of(getattr(args, name)) for _, name in tensors]
    assert counted["rules"] == after_select and not dynamic and not slices


def test_scalars_are_packed_once_at_select(host):
    plan = EMBEDDING.select(host, EMBEDDING.Descriptor(**FIELDS))
    (launch, tensors, _, _), = plan._prepared.launches
    scalars = {name: launch.params.slots[index] for index, (name, _, _) in enumerate(launch.spec.signature)
               if index not in dict(tensors)}
    assert scalars == {"num_weights": 10, "embedding_dim": 4, "num_indices": 3}
    # the catalog's gather: a block per index, a warp of threads for the 4 columns
    assert launch.grid == (3, 1, 1) and launch.block == (32, 1, 1)


@pytest.mark.parametrize("change, error, message", [
    (lambda args: dataclasses.replace(args, out=np.empty((4, 4), np.float32)), ShapeError, "out must have shape"),
    (lambda args: dataclasses.replace(args, weight=args.weight.astype(np.float64)), DTypeError, "weight must be"),
    (lambda args: dataclasses.replace(args, weight=np.ones((10, 8), np.float32)[:, ::2]),
     LayoutError, "weight is not C-contiguous"),
    (lambda args: dataclasses.replace(args, out=args.weight[:3]), LayoutError, "output out overlaps weight"),
    (lambda args: dataclasses.replace(args, indices=None), InvalidArgumentError, "indices is required"),
])
def test_a_prepared_plan_still_checks_every_array(host, change, error, message):
    plan = EMBEDDING.select(host, EMBEDDING.Descriptor(**FIELDS))
    plan.run(host, Workspace.none(), embedding_args())
    with pytest.raises(error, match=message):
        plan.run(host, Workspace.none(), change(embedding_args()))


def test_a_read_only_output_and_an_overlapping_workspace_are_refused_after_good_runs(host):
    plan_class = PLANS["embedding_backward"]
    desc = plan_class.Descriptor(num_weights=6, embedding_dim=3, num_indices=5, element="bf16", index="i64")
    plan = plan_class.select(host, desc)
    bf16 = skucat.dtypes.numpy_dtype("bf16")

    def args():
        return plan_class.Args(dout=np.ones((5, 3), bf16), indices=np.arange(5), dweight=np.empty((6, 3), bf16))

    workspace = Workspace.allocate(host, plan.workspace_size())
    for _ in range(2):
        good = args()
        plan.run(host, workspace, good)
        assert (good.dweight.astype(np.float32) == np.r_[np.ones((5, 3)), np.zeros((1, 3))]).all()
    frozen = args()
    frozen.dweight.flags.writeable = False
    with pytest.raises(LayoutError, match="dweight is read-only"):
        plan.run(host, workspace, frozen)
    scratch = np.zeros(256, np.uint8)
    shared = dataclasses.replace(args(), dout=scratch[:30].view(bf16).reshape(5, 3))
    with pytest.raises(skucat.WorkspaceError, match="overlaps dout"):
        plan.run(host, Workspace.borrowed(scratch), shared)


@pytest.mark.parametrize("element", ["f32", "bf16"])
def test_rules_that_pick_arrays_settle_at_select_and_rules_that_read_them_run_at_each_run(host, monkeypatch, element):
    """embedding_backward's `accum` picks dweight or the wide_accum slice, `keys` is indices and
    finalize runs when wide_accum is there: settled at select. A rule reading an array's shape
    is evaluated at each run, with the same results."""
    plan_class = PLANS["embedding_backward"]
    desc = plan_class.Descriptor(num_weights=6, embedding_dim=3, num_indices=5, element=element, index="i64")
    dtype = skucat.dtypes.numpy_dtype(element)
    dout, indices = np.arange(15, dtype=np.float32).reshape(5, 3).astype(dtype), np.array([1, 4, 1, 0, 4])
    expected = np.zeros((6, 3))
    np.add.at(expected, indices, dout.astype(np.float64))

    def run(plan):
        args = plan_class.Args(dout=dout, indices=indices, dweight=np.full((6, 3), np.nan, dtype))
        plan.run(host, Workspace.allocate(host, plan.workspace_size()), args)
        np.testing.assert_array_equal(args.dweight.astype(np.float64), expected)

    settled = plan_class.select(host, desc)
    assert not settled._prepared.general and not any(dynamic for *_, dynamic in settled._prepared.launches)
    run(settled)
    reading = tuple(dataclasses.replace(let, value=lambda n, pick=let.value: pick(n) if n.indices.shape else None)
                    if let.name == "keys" else let for let in plan_class.lets)
    monkeypatch.setattr(plan_class, "lets", reading)
    at_run = plan_class.select(host, desc)
    assert at_run._prepared.general and at_run._prepared.array_lets
    run(at_run)


def test_the_functional_cache_returns_the_same_plan_and_rechecks_the_arrays(host):
    replay.plans.clear()
    weight = np.arange(40, dtype=np.float32).reshape(10, 4)
    first = functional.select(EMBEDDING, host, dict(FIELDS), None)
    assert functional.select(EMBEDDING, host, dict(FIELDS), None) is first
    with pytest.raises(ShapeError, match="out must have shape"):
        first.run(host, Workspace.none(), dataclasses.replace(embedding_args(weight), out=np.empty((3, 5), np.float32)))
    np.testing.assert_array_equal(ops.embedding(np.array([1, 2, 3]), weight, stream=host), weight[1:4])
    with pytest.raises(skucat.OutOfRangeError, match="input"):   # the same descriptor, an index out of range
        ops.embedding(np.array([1, 2, 10]), weight, stream=host)
    with pytest.raises(DTypeError):
        ops.embedding(np.array([1.0, 2.0, 3.0]), weight, stream=host)


def test_the_functional_cache_is_bounded(host):
    replay.plans.clear()
    counts = range(1, functional.PLAN_CACHE_SIZE + 8)
    plans = [functional.select(EMBEDDING, host, dict(FIELDS, num_indices=count), None) for count in counts]
    assert len(replay.plans) == replay.plans.limit == functional.PLAN_CACHE_SIZE
    assert functional.select(EMBEDDING, host, dict(FIELDS, num_indices=counts[-1]), None) is plans[-1]   # recent
    assert functional.select(EMBEDDING, host, dict(FIELDS, num_indices=1), None) is not plans[0]   # dropped


def test_a_cache_hit_is_exactly_a_fresh_select(host):
    replay.plans.clear()
    layer_norm = PLANS["layer_norm"]
    fields = {dim: 2 for dim in layer_norm.dims}
    positive = functional.select(layer_norm, host, dict(fields, element="f32", eps=0.0), None)
    negative = functional.select(layer_norm, host, dict(fields, element="f32", eps=-0.0), None)
    assert math.copysign(1, positive.desc.eps) == 1 and math.copysign(1, negative.desc.eps) == -1
    functional.select(EMBEDDING, host, dict(FIELDS, padding_idx=1), None)
    with pytest.raises(InvalidArgumentError, match="padding_idx must be optional int"):   # True == 1, not an int
        functional.select(EMBEDDING, host, dict(FIELDS, padding_idx=True), None)
    with pytest.raises(InvalidArgumentError, match="padding_idx"):
        functional.select(EMBEDDING, host, dict(FIELDS, padding_idx=[1]), None)   # unhashable: not cached


def test_the_cache_follows_the_determinism_settings(host):
    replay.plans.clear()
    backward = PLANS["embedding_backward"]
    fields = dict(FIELDS, element="f32")
    assert not functional.select(backward, host, fields, None).sku().precision.deterministic
    try:
        skucat.use_deterministic_algorithms(True)
        assert functional.select(backward, host, fields, None).sku().precision.deterministic
    finally:
        skucat.use_deterministic_algorithms(False)
    assert functional.select(backward, host, fields, True).sku().precision.deterministic


def test_concurrent_runs_of_one_plan_each_get_their_own_pointers(host, launched_in):
    plan = EMBEDDING.select(host, EMBEDDING.Descriptor(**FIELDS))
    failures = []

    def work(first):
        for _ in range(200):
            args = embedding_args(np.full((10, 4), first, np.float32) + np.arange(10, dtype=np.float32)[:, None],
                                  indices=(first % 8, first % 8 + 1, first % 8 + 2))
            plan.run(host, Workspace.none(), args)
            if not (args.out == args.weight[first % 8:first % 8 + 3]).all():
                failures.append(first)

    threads = [threading.Thread(target=work, args=(first,)) for first in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not failures


def test_prepared_params_point_at_their_slots_and_copy():
    params = Params(3)
    params.set(0, np.int32(-7), None)
    params.set(1, np.float64(0.5), None)
    params.set(2, None, None)
    pointers, _alive = pack([np.int32(-7), np.float64(0.5), None], None)
    copied = params.copy()
    for packed in (params, copied):
        assert [packed.pointers[i] - packed.pointers[0] for i in range(3)] == [0, 8, 16]
        assert skucat.backends.packing.ctypes.c_int32.from_address(packed.pointers[0]).value == -7
        assert skucat.backends.packing.ctypes.c_double.from_address(packed.pointers[1]).value == 0.5
    assert copied.pointers[0] != params.pointers[0]
    assert skucat.backends.packing.ctypes.c_double.from_address(pointers[1]).value == 0.5


def test_the_host_refuses_dynamic_shared_memory_at_launch(host):
    plan = EMBEDDING.select(host, EMBEDDING.Descriptor(**FIELDS))
    run = host.backend.kernel(plan.sku().unit("embedding"), f"{plan.sku().symbol}__gather")
    with pytest.raises(BackendError, match="no dynamic shared memory"):
        run(host, plan._prepared.launches[0][0].dims, plan._prepared.launches[0][0].params.pointers, 16)


def test_prepared_geometry_matches_the_launcher(host):
    for name in ("embedding", "softmax"):
        plan_class = PLANS[name]
        fields = {dim: 3 for dim in plan_class.dims}
        plan = plan_class.select(host, plan_class.Descriptor(**fields))
        assert isinstance(plan._prepared, _Prepared)
        for launch, _, _, _ in plan._prepared.launches:
            names = plan._bound_names
            work, block = launch.spec.work(names), launch.spec.block(names)
            assert launch.block == (block, 1, 1) and launch.grid == (-(-work // block), 1, 1)


def test_with_warn_only_every_call_selects_afresh(host):
    # select may warn about its choice then, as it does at every call without the cache
    skucat.use_deterministic_algorithms(True, warn_only=True)
    try:
        first = functional.select(EMBEDDING, host, dict(FIELDS), None)
        assert functional.select(EMBEDDING, host, dict(FIELDS), None) is not first
    finally:
        skucat.use_deterministic_algorithms(False)
    assert functional.select(EMBEDDING, host, dict(FIELDS), None) is functional.select(EMBEDDING, host, dict(FIELDS),
                                                                                        None)


def fast_path_errors(call):
    """The error `call` raises, by type and message."""
    with pytest.raises(skucat.SkucatError) as info:
        call()
    return type(info.value), str(info.value)


def test_a_repeated_call_takes_the_fast_path_and_checks_its_arrays_again(host):
    replay.fast_calls.clear()
    logits = np.log(np.full((3, 4), 0.25, np.float32))
    bad = lambda: ops.nll_loss(logits, np.array([0, 1, 9]), stream=host)   # noqa: E731
    cold = fast_path_errors(bad)
    assert not replay.fast_calls   # a call that fails is not kept
    np.testing.assert_allclose(ops.nll_loss(logits, np.array([0, 1, 2]), stream=host), -logits[0, 0])
    assert len(replay.fast_calls) == 1
    np.testing.assert_allclose(ops.nll_loss(2 * logits, np.array([3, 1, 2]), stream=host), -2 * logits[0, 0])
    assert len(replay.fast_calls) == 1   # the same shapes, other values: a hit
    assert fast_path_errors(bad) == cold   # the plan's check on the target's values, named as without the cache
    with pytest.raises(skucat.OutOfRangeError, match="input"):   # the hook's check, on a hit too
        ops.embedding(np.array([1, 2, 3]), np.zeros((10, 4), np.float32), stream=host)
        ops.embedding(np.array([1, 2, 10]), np.zeros((10, 4), np.float32), stream=host)


def test_the_fast_path_keys_what_the_full_path_reads(host):
    replay.fast_calls.clear()
    table = np.arange(80, dtype=np.float32).reshape(10, 8)
    np.testing.assert_array_equal(ops.embedding(np.array([1, 2]), table[:, :4].copy(), stream=host), table[1:3, :4])
    # the same shape and dtype, not contiguous: copied on the full path
    np.testing.assert_array_equal(ops.embedding(np.array([1, 2]), table[:, :4], stream=host), table[1:3, :4])
    np.testing.assert_array_equal(ops.embedding(np.array([1, 2]), table[:, ::2].copy(), stream=host), table[1:3, ::2])
    with pytest.raises(skucat.DTypeError, match="indices|input"):   # another dtype: refused, not reused
        ops.embedding(np.array([1.0, 2.0]), table[:, :4].copy(), stream=host)
    weight = np.ones((10, 4), np.float32)
    ops.embedding(np.array([1]), weight, max_norm=1.0, stream=host)   # renormalises weight in place
    weight.flags.writeable = False
    with pytest.raises(LayoutError, match="weight"):
        ops.embedding(np.array([1]), weight, max_norm=1.0, stream=host)
    call, known = functional.Call(EMBEDDING, host, None), functional._known(EMBEDDING)
    keys = {replay.shape_key(call, known, dict(FIELDS, padding_idx=value), None) for value in (1, True, 1.0, 0.0, -0.0)}
    assert len(keys) == 5 and None not in keys   # types and a float's sign are part of the key
    replay.fast_calls.clear()
    for _ in range(2):   # an unhashable field: never kept, the full path refuses it each time
        with pytest.raises(InvalidArgumentError, match="padding_idx"):
            ops.embedding(np.array([1]), table.copy(), padding_idx=[1], stream=host)
    assert not replay.fast_calls


def test_the_fast_path_is_bounded_and_off_with_warn_only(host, monkeypatch):
    monkeypatch.setattr(replay.fast_calls, "limit", 4)
    replay.fast_calls.clear()
    weight = np.zeros((10, 4), np.float32)
    for count in range(1, 8):
        ops.embedding(np.arange(count), weight, stream=host)
    assert len(replay.fast_calls) == 4
    replay.fast_calls.clear()
    skucat.use_deterministic_algorithms(True, warn_only=True)
    try:
        ops.embedding(np.arange(3), weight, stream=host)
        assert not replay.fast_calls   # select may warn, as at every call
    finally:
        skucat.use_deterministic_algorithms(False)


def test_the_fast_path_keeps_a_number_given_for_a_tensor_by_its_value(host):
    replay.fast_calls.clear()
    x = np.array([0.0, 0.26, 0.5, 1.0], np.float32)
    fake = ops.fake_quantize_learnable_per_tensor_affine
    for scale, zero_point in [(0.25, 0.0), (0.25, 0.0), (0.5, 1.0), (0.5, 1), (np.array(0.5, np.float32), 1.0)]:
        expected = (np.clip(np.round(x / np.float32(scale)) + np.float32(zero_point), 0, 255)
                    - np.float32(zero_point)) * np.float32(scale)
        np.testing.assert_allclose(fake(x, scale, zero_point, 0, 255, stream=host), expected)
    assert len(replay.fast_calls) == 4   # the second call reused the first's; 1 and 1.0 differ by type


def test_a_fast_path_hit_still_refuses_an_array_updated_in_place_that_overlaps_an_input(host, monkeypatch):
    replay.fast_calls.clear()
    buffer = np.zeros(256, np.uint8)
    weight = buffer[:160].view(np.float32).reshape(10, 4)
    ops.embedding(np.array([1, 2]), weight, max_norm=1.0, stream=host)

    def unselected(*_args):
        raise AssertionError("a hit selects nothing")

    monkeypatch.setattr(functional, "select", unselected)
    ops.embedding(np.array([3, 4]), weight, max_norm=1.0, stream=host)
    # the same types, shapes, dtypes and layout: a hit, whose indices are weight's first bytes
    with pytest.raises(LayoutError, match="weight overlaps indices"):
        ops.embedding(buffer[:16].view(np.int64), weight, max_norm=1.0, stream=host)


def test_the_c_check_accepts_only_what_the_python_checks_accept(host, monkeypatch):
    """plan.run's arrays are checked in C where skucat.native is built: it returns the pointers
    for arrays the Python checks accept and leaves every other case to them (None)."""
    plan = EMBEDDING.select(host, EMBEDDING.Descriptor(**FIELDS))
    prepared = plan._prepared
    if prepared.pointers_in_c is None:
        pytest.skip(f"no native module: {skucat.native.reason()}")
    in_c = prepared.pointers_in_c
    frozen = embedding_args()
    frozen.out.flags.writeable = False
    buffer = np.zeros(64, np.float32)
    cases = {"good": embedding_args(),
             "shape": dataclasses.replace(embedding_args(), out=np.empty((4, 4), np.float32)),
             "dtype": dataclasses.replace(embedding_args(), weight=np.ones((10, 4))),
             "byte order": dataclasses.replace(embedding_args(), weight=np.ones((10, 4), ">f4")),
             "strided": dataclasses.replace(embedding_args(), weight=np.ones((10, 8), np.float32)[:, ::2]),
             "overlap": dataclasses.replace(embedding_args(), out=embedding_args().weight[:3]),
             "inside out": dataclasses.replace(embedding_args(), weight=buffer[:40].reshape(10, 4),
                                               out=buffer[4:16].reshape(3, 4)),
             "read-only out": frozen, "a list": dataclasses.replace(embedding_args(), weight=[[0.0] * 4] * 10),
             "none": dataclasses.replace(embedding_args(), indices=None)}
    monkeypatch.setattr(prepared, "pointers_in_c", None)
    for name, args in cases.items():
        for proven in (False, True):
            try:
                expected = plan._check_arrays(args, proven)
            except skucat.SkucatError:
                expected = None
            got = in_c(prepared.given_in_c, prepared.absent_names, prepared.updates, args, proven)
            assert got is None or got == expected, (name, proven)
            assert (got is None) == (expected is None) or (name, proven) == ("a list", True), (name, proven)
    assert in_c(prepared.given_in_c, prepared.absent_names, prepared.updates, cases["good"], False) is not None


def test_checks_of_values_that_are_one_call_run_in_c_and_leave_every_refusal_to_python(host, monkeypatch):
    """A check of values that is one call of a function with a twin in skucat.native (nll_loss's
    in_range_or of the targets) is that C call at run: it answers True for good values, and anything
    else (a bad value, another dtype) goes to the Python checks, which decide and word the error."""
    nll = PLANS["nll_loss"]
    plan = nll.select(host, nll.Descriptor(batch=4, classes=3, spatial=1, index="i64"))
    if plan._prepared.pointers_in_c is None:
        pytest.skip(f"no native module: {skucat.native.reason()}")
    (function, arguments, read), = plan._prepared.checks_in_c
    assert function is skucat.native.module().in_range_or and arguments == (None, 0, 3, -100)
    assert read == ((0, "target"),)
    cases = {"good": [0, 2, -100, 1], "too big": [0, 3, 1, 1], "negative": [0, -1, 1, 1], "near ignored": [-99, 0, 0, 0]}
    answers = {}
    for in_c in (True, False):
        if not in_c:
            monkeypatch.setattr(plan._prepared, "checks_in_c", None)
        for name, target in cases.items():
            args = nll.Args(input=np.zeros((4, 3, 1), np.float32), target=np.array(target, np.int64).reshape(4, 1),
                            weight=np.ones(3, np.float32), out=np.empty(1, np.float32),
                            total_weight=np.empty((), np.float32))
            try:
                plan.can_implement(args)
                answers[in_c, name] = "accepted"
            except skucat.OutOfRangeError as exc:
                assert "in_range_or(target, 0, classes, ignore_index) does not hold" in str(exc)
                answers[in_c, name] = "refused"
    assert {name: answers[True, name] for name in cases} == {name: answers[False, name] for name in cases} == \
        {"good": "accepted", "too big": "refused", "negative": "refused", "near ignored": "refused"}


def test_checks_of_values_that_are_more_than_one_call_stay_in_python(host):
    bag = PLANS["embedding_bag"]
    plan = bag.select(host, bag.Descriptor(num_weights=10, embedding_dim=4, num_indices=6, num_bags=2, index="i64"))
    assert plan._prepared.value_checks and plan._prepared.checks_in_c is None   # lowest(offsets) >= 0 and ...


def test_the_c_launches_refuse_a_spec_they_could_misread_and_a_missing_pointer(host):
    if skucat.native.module() is None:
        pytest.skip(f"no native module: {skucat.native.reason()}")
    Launches = skucat.native.module().Launches
    plan = EMBEDDING.select(host, EMBEDDING.Descriptor(**FIELDS))
    (good,) = plan._prepared.launch_specs(host, lambda name: (0, name, 0))
    for bad in [good[:4] + (((0, (1, 0, 0)),), ()),    # a tensor found other than by name
                good[:4] + (((999, (0, "out", 0)),), ()),   # a slot it lacks
                (0,) + good[1:],                         # a null entry
                good[:1] + ((1,) * 5,) + good[2:]]:      # 5 dims
        with pytest.raises((ValueError, TypeError)):
            Launches((bad,))
    launches, args = Launches((good,)), embedding_args()
    args.out[...] = -1
    pointers = plan._check_arrays(args)
    launches(dict(pointers), 0, host)
    np.testing.assert_array_equal(args.out, args.weight[1:4])
    args.out[...] = -1
    del pointers["weight"]
    with pytest.raises(KeyError, match="weight"):
        launches(pointers, 0, host)
    assert (args.out == -1).all()   # nothing launched


def test_a_refused_descriptor_is_built_and_normalised_once(host, monkeypatch):
    """select detects an unhashable field itself: a DTypeError (a TypeError) of the descriptor is
    not taken for one, which would build and normalise the descriptor a second time."""
    replay.plans.clear()
    calls = []
    normalize = EMBEDDING.normalize.__func__
    monkeypatch.setattr(EMBEDDING, "normalize", classmethod(lambda cls, desc: (calls.append(desc),
                                                                               normalize(cls, desc))))
    with pytest.raises(DTypeError):
        functional.select(EMBEDDING, host, dict(FIELDS, element="c64"), None)
    assert len(calls) == 1
    with pytest.raises(InvalidArgumentError):
        functional.select(EMBEDDING, host, dict(FIELDS, padding_idx=[1]), None)   # unhashable: not cached
    assert len(calls) == 2 and not replay.plans
