"""Ops with an in-place effect: a refused call leaves every argument as it was (every check runs
before any kernel), and an update of a torch tensor bumps its version counter, so that a backward
that saved the tensor refuses as after torch's own in-place ops.

The calls are derived, not listed: a call has an in-place effect where a plan with an `inout`
tensor runs under it. They are found among the valid calls of every op (test_properties.valid_calls)
and those calls with one argument that is None there given a number of its schema type (embedding's
max_norm). Each is then made with one argument changed in each way a call may be refused, and its
arrays compared before and after.
"""

from __future__ import annotations

import copy
import functools
import inspect

import ml_dtypes
import numpy as np
import pytest

import skucat
from skucat import functional
from skucat.errors import SkucatError
from skucat.generated.ops import TORCH_SCHEMAS
from skucat.generated.plans import PLANS
from test_properties import BAD_FLOATS, BAD_INTS, WRONG_TYPES, valid_calls

UPDATING = frozenset(op for op, plan in PLANS.items() if any(spec.role == "inout" for spec in plan.tensors))
NUMBERS = {"float?": 0.5, "int?": 1}   # given to an argument that is None, by its schema type
DTYPES = (np.float16, ml_dtypes.bfloat16, np.float32, np.float64, np.int32, np.int64, np.uint8, np.bool_)


def _updates(op: str, arguments: dict) -> bool:
    """Whether the call (on copies of its arrays) runs a plan that updates an array in place."""
    with functional.saving() as ran:
        try:
            getattr(skucat.ops, op)(**copy.deepcopy(arguments))
        except SkucatError:
            return False
    return bool(ran.keys() & UPDATING)


def _probes(op: str, arguments: dict):
    """`arguments`, then for each argument that is None there and that the op's schema types as an
    optional number, `arguments` with that number."""
    yield arguments
    schema = TORCH_SCHEMAS.get(op, ("",))[0]
    for kind, name in (text.rsplit(" ", 1) for text in schema.split(", ") if text):
        if kind in NUMBERS and arguments.get(name, 0) is None:
            yield {**arguments, name: NUMBERS[kind]}


@functools.cache
def in_place_calls() -> tuple[tuple[str, dict], ...]:
    """(op, arguments) of every call found that updates an array in place."""
    return tuple((op, probe) for op, calls in sorted(valid_calls().items()) for arguments in calls
                 for probe in _probes(op, arguments) if _updates(op, probe))


def test_the_in_place_calls_are_found():
    """Every op whose plan updates a tensor in place, and ops whose hooks run one (max_norm)."""
    found = {op for op, _ in in_place_calls()}
    assert UPDATING <= found and found - UPDATING, found


def _array_changes(value: np.ndarray):
    """Arrays like `value` that a call may refuse: other dtypes and shapes, and for integers, values
    reversed, shifted, or one of them -1 or the largest of the dtype."""
    yield from (value.astype(dtype) for dtype in DTYPES if dtype != value.dtype)
    yield value.reshape(-1)[:-1].copy()
    yield value[None].copy()
    if value.dtype.kind in "iu" and value.size:
        yield value[::-1].copy()
        yield value + 1
        for position in sorted({0, value.size // 2, value.size - 1}):
            for bad in (-1, np.iinfo(value.dtype).max):
                changed = value.copy()
                changed.reshape(-1)[position] = bad
                yield changed


def _changes(op: str, name: str, value):
    """Values of argument `name` that a call of `op` may refuse: by its kind, the values the op's
    other valid calls give it (another mode), and wrong types."""
    if isinstance(value, np.ndarray):
        yield from _array_changes(value)
    elif isinstance(value, bool):
        yield not value
    elif isinstance(value, int):
        yield from BAD_INTS
    elif isinstance(value, float):
        yield from BAD_FLOATS
    elif value is None:
        yield from BAD_INTS + BAD_FLOATS
    others = {repr(call[name]): call[name] for call in valid_calls().get(op, ()) if not isinstance(call[name], np.ndarray)}
    yield from (other for text, other in others.items() if text != repr(value))
    yield from WRONG_TYPES


def _arrays(arguments: dict) -> dict:
    return {name: value for name, value in arguments.items() if isinstance(value, np.ndarray)}


def _same_bytes(a: np.ndarray, b: np.ndarray) -> bool:
    return a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()


def test_a_refused_call_leaves_its_arrays_as_they_were():
    """Every in-place call with each argument changed: where the call is refused (a SkucatError),
    no array it was given has changed."""
    changed, refused = [], 0
    for op, arguments in in_place_calls():
        for name, value in arguments.items():
            for bad in _changes(op, name, value):
                call = copy.deepcopy({**arguments, name: bad})
                before = copy.deepcopy(_arrays(call))
                try:
                    getattr(skucat.ops, op)(**call)
                except SkucatError as error:
                    refused += 1
                    after = _arrays(call)
                    moved = [n for n, array in before.items() if not _same_bytes(array, after[n])]
                    if moved:
                        changed.append(f"{op}({name}={bad!r}) refused ({error}) after changing {moved}")
    assert refused > 100 and not changed, "\n".join(changed[:20])


def test_every_reproduction_of_the_issue_is_refused_with_the_table_intact():
    """The refusals an adversarial user found changing the table first, each naming its argument."""
    weight = np.random.default_rng(0).standard_normal((5, 3)).astype(np.float32) * 5
    bag, offsets, ones = np.array([0, 1, 2, 3]), np.array([0, 2]), np.ones(4, np.float32)
    calls = [(skucat.ops.embedding, dict(input=bag, padding_idx=9), "padding_idx"),
             (skucat.ops.embedding_bag, dict(input=bag, offsets=np.array([0, 3, 1])), "offsets"),
             (skucat.ops.embedding_bag, dict(input=bag, offsets=np.array([1, 3])), "offsets"),
             (skucat.ops.embedding_bag, dict(input=bag, offsets=np.array([0, 9])), "offsets"),
             (skucat.ops.embedding_bag, dict(input=bag, offsets=offsets, mode="sum", per_sample_weights=ones[:3]),
              "per_sample_weights"),
             (skucat.ops.embedding_bag, dict(input=bag, offsets=offsets, mode="sum", per_sample_weights=ones + 0.0),
              "per_sample_weights"),
             (skucat.ops.embedding_bag, dict(input=bag, offsets=offsets, mode="max", per_sample_weights=ones),
              "per_sample_weights"),
             (skucat.ops.embedding_bag, dict(input=bag, offsets=offsets, mode="foo"), "mode"),
             (skucat.ops.embedding_bag, dict(input=bag, offsets=offsets, mode="max", scale_grad_by_freq=True),
              "scale_grad_by_freq"),
             (skucat.ops.embedding_bag, dict(input=bag, offsets=offsets, padding_idx=9), "padding_idx")]
    calls[5][1]["per_sample_weights"] = ones.astype(np.float64)
    for function, arguments, name in calls:
        table = weight.copy()
        with pytest.raises(SkucatError, match=name):
            function(weight=table, max_norm=1.0, **arguments)
        assert np.array_equal(table, weight), (function.__name__, arguments)


# ---- torch tensors: the version counter

def _tensors(torch, arguments: dict) -> dict:
    return {name: torch.from_numpy(value.copy()) if isinstance(value, np.ndarray) else value
            for name, value in arguments.items()}


def _updated(op: str, arguments: dict) -> list[str]:
    """The array arguments a call changes (on copies)."""
    call = copy.deepcopy(arguments)
    getattr(skucat.ops, op)(**call)
    return [name for name, array in _arrays(arguments).items() if not _same_bytes(array, call[name])]


def _peer(torch, op: str):
    """PyTorch's function of the op's name (the in-place one, name_, for an op of no other), or None."""
    return getattr(torch.nn.functional, op, None) or getattr(torch, f"{op}_", None)


def _positional(op: str, arguments: dict) -> list:
    """The op's positional arguments in order, defaults applied."""
    bound = inspect.signature(getattr(skucat.ops, op)).bind_partial(**arguments)
    bound.apply_defaults()
    return [bound.arguments[p.name] for p in bound.signature.parameters.values() if p.kind == p.POSITIONAL_OR_KEYWORD]


def _backward_after(torch, op: str, function, tensors: dict, name: str):
    """A backward that saved tensors[name] (as a leaf), run after `function` was given the tensors
    with the leaf detached in its place; returns the leaf."""
    leaf = tensors[name].clone().requires_grad_()
    loss = (leaf * leaf).sum()   # saves the leaf
    function(*_positional(op, {**tensors, name: leaf.detach()}))   # PyTorch's names may differ
    loss.backward()
    return leaf


def test_an_update_of_a_torch_tensor_bumps_its_version_as_torchs_own_does(torch):
    """Each in-place call on torch tensors: a backward that saved an argument it updated refuses, as
    after PyTorch's function of the op's name; the calls of the same ops that update nothing leave
    every tensor's version as it was."""
    for op, arguments in in_place_calls():
        updated = _updated(op, arguments)
        assert updated, (op, arguments)
        tensors = _tensors(torch, arguments)
        for name in updated:
            with pytest.raises(RuntimeError, match="modified by an inplace operation"):
                _backward_after(torch, op, getattr(skucat.ops, op), tensors, name)
            peer = _peer(torch, op)
            if peer is not None:
                with pytest.raises(RuntimeError, match="modified by an inplace operation"):
                    _backward_after(torch, op, peer, _tensors(torch, arguments), name)
    for op in {op for op, _ in in_place_calls()} - UPDATING:
        for arguments in valid_calls()[op]:
            tensors = _tensors(torch, arguments)
            getattr(skucat.ops, op)(**tensors)
            assert all(t._version == 0 for t in tensors.values() if isinstance(t, torch.Tensor)), (op, arguments)
