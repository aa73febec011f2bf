"""Replays: a functional call whose key (its arguments' types, shapes, dtypes, layouts, aliasing and
scalar values) matches a recorded call's runs the recorded launches on fresh outputs, and nothing
a call's values or addresses could change is skipped."""

from __future__ import annotations

import threading
import warnings

import numpy as np
import pytest

import skucat
from skucat import functional, native, ops, replay

RNG = np.random.default_rng(5)


def normal(*shape, dtype=np.float32):
    return RNG.standard_normal(shape).astype(dtype)


@pytest.fixture(params=["C", "Python"])
def fresh(request, monkeypatch):
    """Each test twice: with the C replay (skucat._native) and with the Python one."""
    if request.param == "C" and native.module() is None:
        pytest.skip(f"no native module: {native.reason()}")
    if request.param == "Python":
        monkeypatch.setattr(replay, "_native", lambda: None)
    replay.replays.clear()
    yield request.param
    replay.replays.clear()


def refuse(*_args, **_kwargs):
    raise AssertionError("not replayed")


def unreplayed(call):
    """call() with replays off."""
    saved = dict(replay.replays._entries)
    replay.replays.clear()
    limit, replay.replays.limit = replay.replays.limit, 0
    try:
        return call()
    finally:
        replay.replays.limit = limit
        for key, value in saved.items():
            replay.replays.put(key, value)


def softmax(x, axis):
    e = np.exp(x.astype(np.float64) - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


# Calls of shape-only hooks (and of ops without one), each with arrays made afresh at every call.
CALLS = {
    "softmax": lambda: ops.softmax(normal(3, 5), dim=-1),
    "log_softmax dim=0": lambda: ops.log_softmax(normal(3, 5, 2), dim=0),
    "softmax_backward": lambda: ops.softmax_backward(normal(4, 3), normal(4, 3), 1, "f32"),
    "softmax_backward numpy type": lambda: ops.softmax_backward(normal(4, 3), normal(4, 3), 1, np.float32),
    "log_softmax_backward numpy dtype": lambda: ops.log_softmax_backward(normal(4, 3, dtype=np.float64),
                                                                         normal(4, 3, dtype=np.float64), 0,
                                                                         np.dtype(np.float64)),
    "add broadcast alpha": lambda: ops.add(normal(3, 4), normal(4), alpha=0.5),
    "mul by a number": lambda: ops.mul(normal(2, 3), 2.5),
    "sum dim": lambda: ops.sum(normal(3, 4, 2), dim=(0, 2), keepdim=True),
    "mean_backward": lambda: ops.mean_backward(normal(3), (3, 4), 1, False),
    "add_backward": lambda: ops.add_backward(normal(3, 4), (3, 4), (4,), 2.0),
    "grid_sample": lambda: ops.grid_sample(normal(2, 3, 4, 5), normal(2, 3, 3, 2), align_corners=True),
    "grid_sample 5-D": lambda: ops.grid_sample(normal(1, 2, 3, 4, 5), normal(1, 2, 2, 2, 3), align_corners=False),
    "grid_sample_backward": lambda: ops.grid_sample_backward(normal(1, 2, 3, 3), normal(1, 2, 4, 4),
                                                             normal(1, 3, 3, 2), "bilinear", "zeros", False,
                                                             (True, True)),
    "layer_norm": lambda: ops.layer_norm(normal(4, 6), (6,), normal(6), normal(6)),
    "layer_norm shape list": lambda: ops.layer_norm(normal(2, 4, 6), [4, 6], normal(4, 6)),
    "rms_norm": lambda: ops.rms_norm(normal(3, 8), 8, None, 1e-5),
    "interpolate": lambda: ops.interpolate(normal(1, 2, 3, 4), size=(5, 7), mode="bilinear"),
    "quantize_per_tensor": lambda: ops.quantize_per_tensor(normal(9), 0.05, 3, "int8"),
    "cross_entropy probs": lambda: ops.cross_entropy(normal(4, 5), softmax(normal(4, 5), 1).astype(np.float32)),
    "cross_entropy": lambda: ops.cross_entropy(normal(4, 5), RNG.integers(0, 5, 4), label_smoothing=0.1),
    "nll_loss none": lambda: ops.nll_loss(normal(3, 4, 2), RNG.integers(0, 4, (3, 2)), reduction="none"),
    "embedding": lambda: ops.embedding(RNG.integers(0, 10, (2, 3)), normal(10, 4)),
    "embedding_backward": lambda: ops.embedding_backward(normal(5, 3), RNG.integers(0, 7, 5), 7, None, True),
    "embedding_bag 2-D": lambda: ops.embedding_bag(RNG.integers(0, 9, (3, 2)), normal(9, 4), mode="sum"),
    "embedding_bag offsets": lambda: ops.embedding_bag(RNG.integers(0, 9, 6), normal(9, 4), np.array([0, 2, 2, 5])),
    "quantize_per_channel": lambda: ops.quantize_per_channel(normal(3, 4), np.float64([0.1, 0.2, 0.3]),
                                                             np.int64([0, 1, -1]), 0, "int8"),
}


@pytest.mark.parametrize("name", sorted(CALLS))
def test_a_replay_gives_exactly_what_the_full_path_gives(fresh, monkeypatch, name):
    make = CALLS[name]
    first = make()   # recorded
    assert len(replay.replays) == 1
    state = RNG.bit_generator.state
    monkeypatch.setattr(functional.Call, "run", refuse)
    replayed = make()
    monkeypatch.undo()
    RNG.bit_generator.state = state
    expected = unreplayed(make)   # the same arrays again, on the full path
    for got, want in zip(*(result if isinstance(result, tuple) else (result,) for result in (replayed, expected))):
        assert got.shape == want.shape and got.dtype == want.dtype
        np.testing.assert_array_equal(got, want)
    for got, old in zip(*(result if isinstance(result, tuple) else (result,) for result in (replayed, first))):
        assert not np.shares_memory(got, old)   # fresh outputs


def test_the_key_tells_apart_what_changes_a_call(fresh, host):
    x = normal(3, 5)
    for _ in range(2):   # the second of each is a replay
        np.testing.assert_allclose(ops.softmax(x, -1, stream=host), softmax(x, -1), rtol=1e-6)
        np.testing.assert_allclose(ops.softmax(x, 0, stream=host), softmax(x, 0), rtol=1e-6)
        np.testing.assert_allclose(ops.softmax(x.T, -1, stream=host), softmax(x.T, -1), rtol=1e-6)   # copied: unkept
        np.testing.assert_allclose(ops.softmax(x[:2], -1, stream=host), softmax(x[:2], -1), rtol=1e-6)
        np.testing.assert_allclose(ops.softmax(x.astype(np.float64), -1, stream=host), softmax(x, -1), rtol=1e-12)
        negative_zero = np.float32([-0.0])
        assert not np.signbit(ops.add(negative_zero, 0.0, stream=host)[0])   # -0 + 0 = +0
        assert np.signbit(ops.add(negative_zero, -0.0, stream=host)[0])      # -0 + -0 = -0
        np.testing.assert_array_equal(ops.mul(np.float32([3]), 2, stream=host), [6])
        np.testing.assert_array_equal(ops.mul(np.float32([3]), 2.5, stream=host), [7.5])
        y = normal(2, 3, 4)   # normalized_shape as a list: its length and extents are in the key
        for shape in ([4], [3, 4], (3, 4)):
            rows = y.reshape(-1, int(np.prod(shape)))
            expected = (rows - rows.mean(1, keepdims=True)) / np.sqrt(rows.var(1, keepdims=True) + 1e-5)
            np.testing.assert_allclose(ops.layer_norm(y, shape, stream=host), expected.reshape(y.shape), atol=1e-5)
    assert len(replay.replays) == 11


def test_a_dtype_argument_is_part_of_the_key(fresh, host):
    grad, output = normal(3, 5, dtype=np.float64), softmax(normal(3, 5), -1)
    expected = output * (grad - (grad * output).sum(-1, keepdims=True))
    for _ in range(2):   # the second of each is a replay
        for dtype in (np.float32, np.dtype(np.float64), np.float16):
            got = ops.softmax_backward(grad.astype(dtype), output.astype(dtype), -1, dtype, stream=host)
            assert got.dtype == np.dtype(dtype)
            np.testing.assert_allclose(got, expected, rtol=2e-3, atol=2e-3)
    assert len(replay.replays) == 3


def test_aliased_arguments_are_part_of_the_key(fresh, host):
    a, b = normal(4), normal(4)
    for _ in range(2):
        np.testing.assert_array_equal(ops.mul(a, b, stream=host), a * b)
    v = normal(4)
    np.testing.assert_array_equal(ops.mul(v, v, stream=host), v * v)
    np.testing.assert_array_equal(ops.mul(v, v, stream=host), v * v)   # a replay of its own
    c, d = normal(4), normal(4)
    np.testing.assert_array_equal(ops.mul(c, d, stream=host), c * d)   # not the aliased call's replay
    assert len(replay.replays) == 2


def error_of(call):
    with pytest.raises(skucat.SkucatError) as info:
        call()
    return type(info.value), str(info.value)


def test_checks_of_values_run_at_every_call(fresh, host):
    weight, logits = normal(10, 4), normal(3, 4)
    calls = [(lambda indices: ops.embedding(indices, weight, stream=host), [1, 2, 9], [1, 2, 10]),   # the hook's
             (lambda target: ops.nll_loss(logits, target, stream=host), [0, 1, 3], [0, 1, 4]),          # the plan's
             (lambda zero_points: ops.quantize_per_channel(logits, np.full(3, 0.1), zero_points, 0, "int8", stream=host),
              [0, 1, 2], [0, 200, 2])]
    for call, good, bad in calls:
        dtype = np.float64 if isinstance(good[0], float) else np.int64
        good, bad = np.array(good, dtype), np.array(bad, dtype)
        cold = error_of(lambda: unreplayed(lambda: call(bad)))
        for _ in range(2):
            call(good)
        assert error_of(lambda: call(bad)) == cold   # on a replay, as on the full path
        call(good)
    assert len(replay.replays) == 3


def test_the_c_replay_asks_the_checks_in_c_and_the_plan_only_when_one_does_not_answer_true(fresh, host, monkeypatch):
    if fresh != "C":
        pytest.skip("the Python replay runs the plan's checks of values itself")
    asked = []
    check_values = skucat.plan.Plan._check_values
    monkeypatch.setattr(skucat.plan.Plan, "_check_values",
                        lambda self, arrays: asked.append(sorted(arrays)) or check_values(self, arrays))
    logits = normal(3, 4)
    for _ in range(3):
        ops.nll_loss(logits, np.array([0, 1, 3]), stream=host)
    assert asked == [["target"]]   # the full path's; each replay's in_range_or answered True in C
    with pytest.raises(skucat.OutOfRangeError, match="target"):
        ops.nll_loss(logits, np.array([0, 1, 4]), stream=host)
    # in_range_or said False: the plan's checks decided, in the replay and then the full path, which raised
    assert asked == [["target"]] * 3


def test_a_hook_that_warns_warns_at_every_call(fresh, host):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for _ in range(3):
            ops.softmax(normal(2, 3), stream=host)   # dim=None: PyTorch's implicit choice, deprecated
    assert [str(w.message).startswith("Implicit dimension choice") for w in caught] == [True] * 3
    assert not replay.replays


def test_dry_calls_are_neither_replayed_nor_recorded_and_saving_sees_a_replay_run(fresh, host):
    x = normal(2, 3)
    ops.softmax(x, -1, stream=host)
    with functional.dry():
        assert not ops.softmax(x, -1, stream=host).any()   # zeros: shapes only, no kernel
    with functional.saving() as saved:
        out = ops.softmax(x, -1, stream=host)   # a replay
    assert np.shares_memory(saved["softmax"]["out"], out)
    rows = np.random.default_rng(7).standard_normal((2, 3)).astype(np.float32)   # whatever ran before
    with functional.saving() as full:
        ops.layer_norm(rows, (3,), stream=host)
    with functional.saving() as saved:   # outputs the op does not return, kept as a full run keeps them
        ops.layer_norm(rows, (3,), stream=host)
    np.testing.assert_array_equal(saved["layer_norm"]["mean"], full["layer_norm"]["mean"])
    np.testing.assert_allclose(saved["layer_norm"]["mean"], rows.mean(axis=1), rtol=1e-6)
    assert len(replay.replays) == 2


def test_replays_are_bounded(fresh, host, monkeypatch):
    monkeypatch.setattr(replay.replays, "limit", 3)
    for size in range(1, 7):
        ops.softmax(normal(2, size), -1, stream=host)
    assert len(replay.replays) == 3


def test_threads_replay_one_call_at_once(fresh, host):
    ops.softmax(normal(16, 33), -1, stream=host)
    failures = []

    def work():
        for _ in range(50):
            x = normal(16, 33)
            if not np.allclose(ops.softmax(x, -1, stream=host), softmax(x, -1), rtol=1e-5):
                failures.append(x)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not failures and len(replay.replays) == 1


def test_common_calls_replay_in_c(fresh):
    calls = ["softmax", "add broadcast alpha", "embedding", "grid_sample", "quantize_per_tensor", "nll_loss none"]
    kinds = set()
    for name in calls:
        replay.replays.clear()
        CALLS[name]()
        kinds |= {type(replay) for replay in replay.replays.values()}
    assert kinds == ({native.module().Replay} if fresh == "C" else {replay.Replay})


def test_the_c_key_tells_calls_apart_as_the_python_key(monkeypatch):
    if native.module() is None:
        pytest.skip(f"no native module: {native.reason()}")
    from skucat.generated.plans import PLANS

    plan, x, y = PLANS["add"], normal(3, 4), normal(3, 4)
    calls = [dict(input=x, other=y, alpha=1, stream=None), dict(input=x, other=x, alpha=1, stream=None),
             dict(input=y, other=x, alpha=1, stream=None), dict(input=x, other=y, alpha=1.0, stream=None),
             dict(input=x, other=y, alpha=-0.0, stream=None), dict(input=x, other=y, alpha=0.0, stream=None),
             dict(input=x, other=y, alpha=True, stream=None), dict(input=x.T, other=y, alpha=1, stream=None),
             dict(input=x[:2], other=y, alpha=1, stream=None), dict(input=x.astype(np.float64), other=y, alpha=1,
                                                                    stream=None),
             dict(input=x, other=(1, 2.0), alpha=1, stream=None), dict(input=x, other=[1, 2.0], alpha=1, stream=None),
             dict(input=x, other=(1, 2), alpha=1, stream=None), dict(input=x, other=(1.0, -0.0), alpha=1, stream=None),
             dict(input=x, other=(1.0, 0.0), alpha=1, stream=None), dict(input=x, other="2", alpha=1, stream=None),
             dict(input=x, other=y, alpha=1, stream=skucat.Stream.host(workers=1)),
             dict(input=x, other=np.float32(2), alpha=1, stream=None)]
    c_keys = [replay.key(plan, call, functional.default_stream()) for call in calls]
    monkeypatch.setattr(replay, "_native", lambda: None)
    python_keys = [replay.key(plan, call, functional.default_stream()) for call in calls]
    assert c_keys[-1] is None and python_keys[-1] is None   # a numpy scalar: not a plain value
    assert [[a == b for b in c_keys] for a in c_keys] == [[a == b for b in python_keys] for a in python_keys]
    assert c_keys[0] == c_keys[2] and len(set(c_keys[:-1])) == len(calls) - 2   # only x + y and y + x alike


def test_without_the_c_module_every_path_runs_in_python():
    """SKUCAT_NO_NATIVE=1 (as where the C module cannot be built): replays, plan.run's checks
    and the ctypes launches, in a fresh process."""
    import os
    import subprocess
    import sys

    script = """
import numpy as np
from skucat import functional, native, ops, replay
assert native.module() is None and native.reason() == "SKUCAT_NO_NATIVE is set"
x = np.arange(12, dtype=np.float32).reshape(3, 4) / 7
for _ in range(2):
    e = np.exp(x - x.max(1, keepdims=True))
    np.testing.assert_allclose(ops.softmax(x, -1), e / e.sum(1, keepdims=True), rtol=1e-6)
    np.testing.assert_array_equal(ops.embedding(np.array([2, 0]), x), x[[2, 0]])
assert {type(r) for r in replay.replays.values()} == {replay.Replay}
try:
    ops.embedding(np.array([3]), x)
except IndexError as error:
    print(error)
else:
    raise SystemExit("an index out of range passed")
"""
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            env={**os.environ, "SKUCAT_NO_NATIVE": "1"})
    assert result.returncode == 0, result.stderr
    assert "index 3 is out of range for 3 embedding rows" in result.stdout


def test_the_c_replay_refuses_a_spec_it_could_misread():
    """skucat._native.Replay checks its spec when made (sources, slot indices, tuple sizes), so no
    spec makes a call read outside what it holds."""
    if native.module() is None:
        pytest.skip(f"no native module: {native.reason()}")
    Replay, saved = native.module().Replay, replay.saved_outputs
    f32 = np.dtype(np.float32)

    def step(launches=(), outputs=(("out", f32, (2,)),), checked=(), checks_in_c=None):
        return ("softmax", None, checked, checks_in_c, outputs, 0, launches)

    checked = (((0, "target", 0), (2,), "target"),)
    in_range = native.module().in_range_or

    launch = (1, (1, 1, 1, 32, 1, 1), bytes(16), ((0, (0, "input", 0)),), ())
    good = (None, None, saved, (), (step((launch,)),), False, (((1, 0, 0), (2,), None),))
    Replay(*good)   # made, never called
    bad = [good[:3] + ((), (step(),), False, ()),                                       # no part
           good[:3] + ((), (step(),), False, (((1, 1, 0), (2,), None),)),               # a later step's output
           good[:3] + ((), (step(),), False, (((1, 0, 3), (2,), None),)),               # an output it lacks
           good[:3] + ((((1, 0, 0), (2,), print),), (step(),), False, (None,)),          # a check of an output
           good[:3] + ((), (step(((1, (1,) * 6, bytes(16), ((5, (0, "x", 0)),), ()),)),), False, (None,)),
           good[:3] + ((), (step(((1, (1,) * 6, bytes(12), (), ()),)),), False, (None,)),   # a partial slot
           good[:3] + ((), (step(((0, (1,) * 6, bytes(8), (), ()),)),), False, (None,)),    # a null entry
           good[:3] + ((), (step(((1, (1,) * 5, bytes(8), (), ()),)),), False, (None,)),    # 5 dims
           good[:3] + ((), (step(outputs=(("out", "f4", (2,)),)),), False, (None,)),           # not a dtype
           good[:3] + ((), (step(((1, (1,) * 6, bytes(8), ((0, (2, "not an array", 0)),), ()),)),), False, (None,))]
    bad += [good[:3] + ((), (step(checked=checked, checks_in_c=checks),), False, (None,)) for checks in [
        ((in_range, (None, 0, 3, -100), ((0, 1),)),),    # a checked tensor it lacks
        ((in_range, (None, 0, 3, -100), ((4, 0),)),),    # an argument it lacks
        ((in_range, (None,) * 9, ((0, 0),)),),           # too many arguments
        (("in_range_or", (None, 0, 3, -100), ((0, 0),)),),   # not a function
        ((in_range, [None, 0, 3, -100], ((0, 0),)),)]]   # a list
    Replay(*good[:3], (), (step(checked=checked, checks_in_c=((in_range, (None, 0, 3, -100), ((0, 0),)),)),), False,
           (None,))
    for spec in bad:
        with pytest.raises((ValueError, TypeError)):
            Replay(*spec)
    made = Replay(*good)
    with pytest.raises(TypeError):
        Replay.__init__(made, *good)   # made once
    with pytest.raises(TypeError):
        made([1])   # the arguments are a dict


def test_an_array_argument_read_for_its_values_is_not_replayed(fresh):
    """interpolate_backward's input_size given as an array: the hook reads its values, which a key
    holds only the shape and dtype of; every call takes the full path."""
    grad = normal(1, 1, 8, 8)

    def backward(size):
        return ops.interpolate_backward(grad, np.array(size), size=(8, 8), mode="bilinear", align_corners=False)

    assert backward([1, 1, 4, 4]).shape == (1, 1, 4, 4)
    assert backward([1, 1, 2, 2]).shape == (1, 1, 2, 2)
    with pytest.raises(skucat.ShapeError):
        backward([3, 5, 4, 4])
    assert not replay.replays


def test_a_call_in_place_is_replayed_and_each_call_checks_as_the_full_path(fresh, host, monkeypatch):
    """A call that updates an argument in place is replayed on it and returns it; each replay checks
    what the key does not prove (the argument's writeability, its overlap with the others, the caller's
    refusal of updates and its noting of them), so that a later call with the same key but another
    overlap or writeability, or another dtype, shape or number, behaves as an uncached one."""
    x, y = normal(4, 3), normal(4, 3)
    expected = x * y
    assert ops.mul_(x, y, stream=host) is x
    np.testing.assert_array_equal(x, expected)
    (recorded,) = replay.replays.values()
    assert recorded is not replay.UPDATES
    again = normal(4, 3)
    want = again * y
    with monkeypatch.context() as patched:
        patched.setattr(functional.Call, "_broadcasting", refuse)
        assert ops.mul_(again, y, stream=host) is again   # replayed: the hook never runs
    np.testing.assert_array_equal(again, want)
    assert list(replay.replays.values()) == [recorded]
    read_only = normal(4, 3)
    read_only.setflags(write=False)   # the same key (writeability is not in it): refused as uncached
    errors = []
    for call in (lambda: ops.mul_(read_only, y, stream=host), lambda: unreplayed(lambda: ops.mul_(read_only, y,
                                                                                                  stream=host))):
        with pytest.raises(skucat.SkucatError) as caught:
            call()
        errors.append((type(caught.value), str(caught.value)))
    assert errors[0] == errors[1] and errors[0][0] is skucat.LayoutError
    base = normal(5, 3)   # the same key, but other views the memory input updates
    view_in, view_other = base[:4], base[1:]
    outcomes = []
    for call in (lambda b: ops.mul_(b[:4], b[1:], stream=host),
                 lambda b: unreplayed(lambda: ops.mul_(b[:4], b[1:], stream=host))):
        b = base.copy()
        try:
            call(b)
            outcomes.append(("ok", b.tobytes()))
        except skucat.SkucatError as error:
            outcomes.append((type(error), str(error)))
    assert outcomes[0] == outcomes[1] and outcomes[0][0] is skucat.LayoutError and view_in.base is view_other.base
    apart = normal(8, 3)   # views of one buffer that do not overlap: updated as uncached
    mine, theirs = apart.copy(), apart.copy()
    ops.mul_(mine[:4], mine[4:], stream=host)
    unreplayed(lambda: ops.mul_(theirs[:4], theirs[4:], stream=host))
    assert mine.tobytes() == theirs.tobytes()
    wide, number = normal(4, 3, dtype=np.float64), 2.5   # another dtype, a number: keys of their own
    for other in (wide, number):
        mine, theirs = normal(4, 3), None
        theirs = mine.copy()
        got = [type(e) for e in _raised(lambda: ops.mul_(mine, other, stream=host))]
        want = [type(e) for e in _raised(lambda: unreplayed(lambda: ops.mul_(theirs, other, stream=host)))]
        assert got == want
        np.testing.assert_array_equal(mine, theirs)


def test_a_replay_in_place_respects_a_caller_that_refuses_or_notes_updates(fresh, host):
    """A recorded call in place, replayed where the caller refuses updates (the torch bridge's out-of-place
    calls), raises as the full path does; where it notes the arrays updated (torch tensors' versions),
    the replay notes them too."""
    x, y = normal(6), normal(6)
    ops.mul_(x, y, stream=host)   # recorded
    assert len(replay.replays) == 1
    token = replay.updates_refused.set(True)
    try:
        errors = [_raised(lambda: ops.mul_(normal(6), y, stream=host)),
                  _raised(lambda: unreplayed(lambda: ops.mul_(normal(6), y, stream=host)))]
    finally:
        replay.updates_refused.reset(token)
    assert [(type(e), str(e)) for e, in errors][0] == [(type(e), str(e)) for e, in errors][1]
    assert isinstance(errors[0][0], skucat.LayoutError)
    z, noted = normal(6), []
    want = z * y
    token = replay.updated.set(noted)
    try:
        assert ops.mul_(z, y, stream=host) is z
    finally:
        replay.updated.reset(token)
    np.testing.assert_array_equal(z, want)
    assert [array is z for array in noted] == [True]


def _raised(call) -> list:
    try:
        call()
    except skucat.SkucatError as error:
        return [error]
    return []
