"""Property-based tests (hypothesis) of every op of the catalog, at the plan and functional layers.

Strategies are derived from the catalog, never listed per op: a plan class's dims, params (types,
choices, defaults), axes, elements and aux types give its descriptors; its tensors' shape
expressions, dtypes, roles and conditions give its arrays. Whatever is drawn, the plan either runs
and writes every element of its outputs (matching the float64 reference where the family's
reference module can be called with the plan's names), or raises a SkucatError that names a field
or argument; never another exception. The functional layer starts from valid calls (the gradient
inputs of skucat.verify.gradients and the calls their pullbacks make, else a verify case) and
changes one argument: a view of other strides, a wrong type, an out-of-range value, another dtype.

Profiles: SKUCAT_HYPOTHESIS_PROFILE=ci (the default: a fixed seed, the CI budget) or exhaustive
(many more examples, a random seed); SKUCAT_HYPOTHESIS_SEED overrides the seed. A failure prints the
seed and the drawn example.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import inspect
import math
import os
import random
import re
import zlib
from importlib import import_module

import ml_dtypes
import numpy as np
import pytest
from hypothesis import HealthCheck, event, given, note, seed, settings, strategies as st

import skucat
from skucat import dtypes
from skucat.errors import SkucatError
from skucat.generated.plans import PLANS
from skucat.verify import compare, Comparison, eps, _descriptor

settings.register_profile("ci", max_examples=25, deadline=None, database=None, print_blob=True,
                          suppress_health_check=list(HealthCheck))
settings.register_profile("exhaustive", max_examples=400, deadline=None, database=None, print_blob=True,
                          suppress_health_check=list(HealthCheck))
PROFILE = os.environ.get("SKUCAT_HYPOTHESIS_PROFILE", "ci")
SEED = int(os.environ.get("SKUCAT_HYPOTHESIS_SEED") or (0 if PROFILE == "ci" else random.randrange(2**32)))
OPS = sorted(PLANS)
RERUN = f"profile {PROFILE}, seed {SEED}: SKUCAT_HYPOTHESIS_PROFILE={PROFILE} SKUCAT_HYPOTHESIS_SEED={SEED}"

# Values of the wrong Python type for any argument, and out-of-range ones by kind.
WRONG_TYPES = (None, "x", 1.5, True, [1, 2], (), object(), complex(1, 1))
BAD_INTS = (-1, -(2**31) - 1, 2**63, -(2**63) - 1, 10**30)   # none a valid size worth allocating
BAD_FLOATS = (math.nan, math.inf, -math.inf, -1.0, 0.0, 1e300, 1e-300)


def profile(test):
    return seed(SEED + zlib.crc32(test.__name__.encode()))(settings(settings.get_profile(PROFILE))(test))


def names_one_of(error: Exception, names) -> bool:
    return any(re.search(rf"(?<![A-Za-z0-9_]){re.escape(name)}(?![A-Za-z0-9_])", str(error)) for name in names)


def _fields(plan) -> list[str]:
    """Every name a plan's error may blame: descriptor fields and tensors."""
    return [field.name for field in dataclasses.fields(plan.Descriptor)] + [spec.name for spec in plan.tensors]


# ---- plan layer: descriptors, arrays, runs

def _param_strategy(spec, default):
    ints = st.one_of(st.integers(-3, 6), st.sampled_from((-100, -128, 127, 255, 2**31 - 1, -(2**31), 2**63 - 1)))
    floats = st.one_of(st.floats(-4, 4), st.sampled_from((0.0, 1.0, 0.5, 1e-5, 1e-30, 1e30, 3.4e38, math.inf,
                                                          -math.inf, math.nan)))
    typed = {"int": ints, "optional_int": st.one_of(st.none(), ints), "float": floats,
             "optional_float": st.one_of(st.none(), floats), "bool": st.booleans(),
             "choice": st.sampled_from(spec.choices)}[spec.type]
    return st.one_of(st.just(default), st.just(default), typed)   # the default half the time


def _descriptor_fields(plan):
    """{field: strategy} of a plan's descriptor, valid values by type (defaults included)."""
    defaults = {field.name: field.default for field in dataclasses.fields(plan.Descriptor)}
    fields = {dim: st.one_of(st.integers(1, 4), st.integers(0, 4)) for dim in plan.dims}
    fields["element"] = st.sampled_from(plan.elements)
    fields.update({axis: st.sampled_from(values) for axis, values in plan.axes})
    fields.update({spec.name: _param_strategy(spec, defaults[spec.name]) for spec in plan.params})
    return fields


@st.composite
def descriptors(draw, plan):
    """(descriptor keywords, the field given a wrong value or None)."""
    values = {name: draw(strategy, label=name) for name, strategy in _descriptor_fields(plan).items()}
    if plan.aux_field:   # an aux type the element pairs with
        values[plan.aux_field] = draw(st.sampled_from(plan.aux_of[values["element"]]), label=plan.aux_field)
    broken = None
    if draw(st.integers(0, 5)) == 0:
        broken = draw(st.sampled_from(sorted(values)))
        # No large valid extent: arrays of the plan's shapes are allocated.
        bad = WRONG_TYPES + ((-1, 2**63) if broken in plan.dims else BAD_INTS + ("f8", "i16"))
        values[broken] = draw(st.sampled_from(bad), label=f"bad {broken}")
    return values, broken


def _fill(shape, dtype: np.dtype, rng, style: str, high: int):
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        values = rng.integers(max(-2, info.min), min(high, info.max) + 1, shape).astype(dtype)
        if style == "extreme" and values.size:
            values.reshape(-1)[rng.integers(values.size)] = rng.choice([info.min, info.max])
        return np.sort(values.reshape(-1)).reshape(shape) if style == "sorted" else values
    values = rng.uniform(0.25, 2.0, shape) if style == "positive" else rng.standard_normal(shape)
    if style == "extreme" and values.size:
        values.reshape(-1)[rng.integers(values.size)] = rng.choice([np.nan, np.inf, -np.inf, 1e30])
    with np.errstate(over="ignore"):
        return values.astype(dtype)


def _sentinel(array, byte: int):
    """Fills `array` with a byte pattern (a value no output is expected to take twice)."""
    array[...] = np.frombuffer(bytes([byte]) * array.dtype.itemsize, array.dtype)[0]
    return array


def _written(first, second):
    """Elements that hold the 0x5A pattern after the first run and 0xA5 after the second: never written."""
    unsigned = np.dtype(f"u{first.dtype.itemsize}")
    a, b = (np.atleast_1d(np.ascontiguousarray(x)).view(unsigned) for x in (first, second))
    return ~((a == unsigned.type(int.from_bytes(b"\x5a" * unsigned.itemsize, "little")))
             & (b == unsigned.type(int.from_bytes(b"\xa5" * unsigned.itemsize, "little"))))


@functools.cache
def plan_reference(op: str):
    """The family reference's `<op>` when it computes this plan's outputs from the plan's own names
    (arguments taken by name from the tensors and descriptor names): checked once on the op's first
    verify case. None otherwise."""
    plan = PLANS[op]
    module = import_module(f"skucat.reference.{plan.family}")
    function, cases = getattr(module, op, None), getattr(module, f"cases_{op}", None)
    if function is None or cases is None:
        return None
    sku = next(s for s in plan.skus if s.element == plan.elements[-1])
    case = next(iter(cases(sku, np.random.default_rng(0))))
    names = plan._names(_descriptor(plan, sku, case.fields), sku.variant)
    try:
        found = _call_reference(plan, function, case.inputs, names)
    except Exception:   # a reference of the functional layer's arrays (broadcast shapes, not the plan's)
        return None
    if found is None or set(found) != set(case.expected):
        return None
    for name, (value, _) in found.items():
        expected = case.expected[name]
        ok = compare(Comparison(name, value, expected.value, "f64", expected.atol, False))[0]
        if not ok or np.shape(value) != np.shape(expected.value):
            return None
    return function


def _call_reference(plan, function, inputs, names):
    """{output: (value, magnitude or None)}, or None when the reference does not take these names."""
    parameters = inspect.signature(function).parameters
    known = {**vars(names), **inputs}
    if any(p.default is p.empty and p.kind is not p.VAR_KEYWORD and name not in known
           for name, p in parameters.items()):
        return None
    taking_all = any(p.kind is p.VAR_KEYWORD for p in parameters.values())
    found = function(**{name: value for name, value in known.items() if taking_all or name in parameters})
    if not isinstance(found, dict):
        found = {plan.functional.returns[0]: found}
    return {name: value if isinstance(value, tuple) else (value, None) for name, value in found.items()}


def _run(plan_obj, stream, args: dict, byte: int):
    """Runs on `args` (inouts copied) with writeable outputs filled with `byte`; returns the outputs
    and inouts."""
    arrays = {}
    for name, (role, value) in args.items():
        if role == "output" and isinstance(value, np.ndarray) and value.flags.writeable:
            value = _sentinel(value, byte)
        elif role == "inout" and isinstance(value, np.ndarray) and value.flags.c_contiguous:
            writeable, value = value.flags.writeable, value.copy()
            value.flags.writeable = writeable
        arrays[name] = value
    plan_obj.run(stream, skucat.Workspace.allocate(stream, plan_obj.workspace_size()), plan_obj.Args(**arrays))
    return {name: arrays[name].copy() for name, (role, _) in args.items()
            if role != "input" and arrays[name] is not None}


MUTATIONS = ("dtype", "shape", "none", "list", "strided", "readonly")


@st.composite
def plan_arrays(draw, plan, plan_obj, recorded=None):
    """({tensor: (role, array or None)} of the plan's shapes and dtypes, or of a `recorded` run,
    the mutated tensor, the mutation) with at most one tensor given wrongly."""
    names = plan_obj._bound_names
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1), label="array seed"))
    high = max([getattr(names, dim) for dim in plan.dims] + [1]) + 1
    args = {name: (role, np.empty_like(value) if role == "output" and value is not None else copy.deepcopy(value))
            for name, (role, value) in (recorded or {}).items()}
    for spec in plan.tensors if recorded is None else ():
        wanted = spec.when is None or spec.when(names)
        shape = tuple(int(extent) for extent in spec.shape(names))
        dtype = dtypes.numpy_dtype(plan_obj.dtype_of(spec))
        style = draw(st.sampled_from(("normal", "positive", "sorted", "extreme")), label=f"{spec.name} values")
        args[spec.name] = (spec.role, (np.empty(shape, dtype) if spec.role == "output"
                                       else _fill(shape, dtype, rng, style, high)) if wanted else None)
    mutation = target = None
    if draw(st.integers(0, 3), label="mutate?") == 0:
        target = draw(st.sampled_from([name for name, (_, value) in args.items() if value is not None]))
        mutation = draw(st.sampled_from(MUTATIONS), label="mutation")
        role, value = args[target]
        if mutation == "dtype":
            value = value.astype(np.float32 if value.dtype != np.float32 else np.int32)
        elif mutation == "shape":
            value = np.zeros(value.shape + (2,), value.dtype)
        elif mutation == "none":
            value = None
        elif mutation == "list":
            value = value.tolist()
        elif mutation == "strided":
            value = np.repeat(value[..., None], 2, axis=-1)[..., 0]
        elif mutation == "readonly":
            value = value.copy()
            value.flags.writeable = False
        args[target] = (role, value)
    return args, target, mutation


def _must_refuse(mutation: str, role: str, value) -> bool:
    if value is None or mutation == "list":
        return True
    if mutation == "strided":
        return not value.flags.c_contiguous
    return mutation != "readonly" or role != "input"


@pytest.mark.parametrize("op", OPS)
@profile
@given(data=st.data())
def test_plan_layer(host, op, data):
    """select / can_implement / run on drawn descriptors and arrays: a SkucatError naming a field or
    argument, or every output written and equal to the reference's."""
    note(RERUN)
    plan = PLANS[op]
    runs = _recorded()[1].get(op, [])
    recorded = data.draw(st.one_of(st.none(), st.integers(0, len(runs) - 1)) if runs else st.none(), label="recorded")
    if recorded is not None:   # a valid run of a gradient case: drawn descriptors rarely satisfy every check
        desc, recorded = copy.deepcopy(runs[recorded])
        event("from a recorded run")
    else:
        values, broken = data.draw(descriptors(plan), label="descriptor")
        try:
            desc = plan.Descriptor(**values)
        except SkucatError as error:
            assert names_one_of(error, [broken] if broken else _fields(plan)), error
            event("refused: descriptor")
            return
    variants = sorted({sku.variant for sku in plan.skus})
    pref = skucat.PlanPreference(deterministic=data.draw(st.sampled_from((None, False, True))),
                                 variant=data.draw(st.sampled_from([None] + variants)))
    try:
        plan_obj = plan.select(host, desc, pref)
    except SkucatError as error:
        assert names_one_of(error, _fields(plan) + ["variant", "deterministic"]), error
        event("refused: select")
        return
    args, target, mutation = data.draw(plan_arrays(plan, plan_obj, recorded), label="arrays")
    try:
        first = _run(plan_obj, host, args, 0x5A)
    except SkucatError as error:
        refused = target is not None and _must_refuse(mutation, *args[target])
        assert names_one_of(error, [target] if refused else _fields(plan)), error
        event(f"refused: run ({mutation or 'as drawn'})")
        return
    assert target is None or not _must_refuse(mutation, *args[target]), f"{mutation} {target} was accepted"
    second = _run(plan_obj, host, args, 0xA5)
    for name, array in first.items():
        unwritten = ~_written(array, second[name])
        assert not unwritten.any(), f"{name} is not written at {np.argwhere(unwritten)[:4].tolist()}"
    _compare_with_reference(plan, plan_obj, args, first)


def _compare_with_reference(plan, plan_obj, args, outputs):
    function = plan_reference(plan.op)
    inputs = {name: value for name, (role, value) in args.items() if role != "output" and value is not None}
    # Moderate values only: 1e30 overflows an f32 computation that float64 does not.
    if function is None or not all(np.all(np.abs(v.astype(np.float64)) < 1e4) for v in inputs.values()):
        event("ran")
        return
    event("ran, compared with the reference")
    names = plan_obj._bound_names
    with np.errstate(all="ignore"):
        found = _call_reference(plan, function, {k: v.astype(np.float64) if v.dtype.kind == "f" else v
                                                 for k, v in inputs.items()}, names)
    sku = plan_obj.sku()
    math_type = sku.precision.math if sku.precision.math != "none" else sku.element
    scale = max([1.0] + [float(np.abs(v.astype(np.float64)).max(initial=0)) for v in inputs.values()
                         if v.dtype.kind == "f"])
    terms = 1 + max(getattr(names, dim) for dim in plan.dims)
    for name, (value, magnitude) in found.items():
        if name not in outputs:
            continue
        spec = next(spec for spec in plan.tensors if spec.name == name)
        bound = scale * terms if magnitude is None else np.maximum(magnitude, scale)
        expected = _overflowing(np.asarray(value, np.float64), outputs[name], plan_obj.dtype_of(spec))
        ok, _, text = compare(Comparison(name, outputs[name], expected, plan_obj.dtype_of(spec),
                                         8 * terms * eps(math_type) * bound))
        assert ok, text


def _overflowing(expected, out, dtype: str):
    """The reference, where it lies past the output type's largest value and the output holds the
    infinity of its sign, taken as that infinity: storing it overflows (e.g. f16 past 65504)."""
    try:
        top = float(ml_dtypes.finfo(dtypes.numpy_dtype(dtype)).max)
    except ValueError:   # an integer output
        return expected
    got = np.asarray(out).astype(np.float64)
    with np.errstate(invalid="ignore"):
        over = (np.abs(expected) > top) & np.isinf(got) & (np.sign(got) == np.sign(expected))
    return np.where(over, got, expected)


# ---- functional layer: valid calls, then one argument changed

@functools.cache
def _recorded() -> tuple[dict[str, list[dict]], dict[str, list[tuple]]]:
    """({op: [its functional arguments by name]}, {op: [(descriptor, {tensor: (role, array)})]}) of
    every functional op and plan run that the gradient cases call (the forward, and the backward its
    pullback runs), and of the first verify case of each op they do not reach."""
    import skucat.generated.ops as generated_ops
    from skucat.verify.gradients import gradient_cases

    calls, runs, invoke = {}, {}, generated_ops.invoke

    def recording(plan_class, arguments):
        arguments = {name: value for name, value in arguments.items() if name not in ("stream", "deterministic")}
        calls.setdefault(plan_class.op, []).append(copy.deepcopy(arguments))
        return invoke(plan_class, dict(arguments, stream=None))

    def recording_run(run):
        def recorded(plan_obj, stream, workspace, args, **private):   # the functional layer's _proven
            arrays = {spec.name: (spec.role, copy.deepcopy(getattr(args, spec.name))) for spec in plan_obj.tensors}
            runs.setdefault(plan_obj.op, []).append((copy.deepcopy(plan_obj.desc), arrays))
            return run(plan_obj, stream, workspace, args, **private)
        return recorded

    generated_ops.invoke = recording
    own_runs = {plan: vars(plan).get("run") for plan in PLANS.values()}
    for plan in PLANS.values():
        plan.run = recording_run(plan.run)
    try:
        for case in gradient_cases():
            out, pullback = skucat.autodiff.vjp(case.forward, *case.args, **case.kwargs)
            out = out[0] if isinstance(out, tuple) else out
            pullback(np.ones(np.shape(out)))
        for op in OPS:
            if op not in calls and (found := _case_call(op)) is not None:
                getattr(skucat.ops, op)(**found)
    finally:
        generated_ops.invoke = invoke
        for plan, run in own_runs.items():
            if run is None:
                delattr(plan, "run")
            else:
                plan.run = run
    return calls, runs


def _case_call(op: str):
    """The arguments of `op`'s functional form from its first verify case, where each argument is a
    tensor (by its functional or catalog name) or a descriptor field of the case; else None."""
    plan = PLANS[op]
    module = import_module(f"skucat.reference.{plan.family}")
    sku = plan.skus[0]
    case = next(iter(getattr(module, f"cases_{op}")(sku, np.random.default_rng(0))))
    renamed = {functional: tensor for tensor, functional in plan.functional.tensors.items()}
    # the dtype arguments are the SKU's types; a shape argument (a packed input's) the flat count's, or the
    # [outer, channels, inner] view's, around axis 1
    types = {name: sku.aux if kind == "aux" else sku.element for name, kind in plan.functional.dtypes.items()}
    known = {**types, **case.fields, **case.inputs}
    if "numel" in case.fields:
        known.setdefault("shape", (case.fields["numel"],))
    if "channels" in case.fields:
        known.setdefault("shape", tuple(case.fields[dim] for dim in ("outer", "channels", "inner")))
        known.setdefault("axis", 1)
    parameters = inspect.signature(getattr(skucat.ops, op)).parameters
    arguments = {}
    for name in plan.functional.arguments:
        key = renamed.get(name, name)
        if key in known:
            arguments[name] = known[key]
        elif parameters[name].default is parameters[name].empty:
            return None
    return arguments


def valid_calls() -> dict[str, list[dict]]:
    return _recorded()[0]


def test_every_op_has_valid_calls():
    """The functional strategies reach every op of the catalog."""
    missing = [op for op in OPS if op not in valid_calls()]
    assert not missing, f"no valid functional call for {missing}: give the op gradient inputs or a verify case"


def _outputs(result) -> tuple:
    return tuple(np.array(r) for r in (result if isinstance(result, tuple) else (result,)))


def _same(a: tuple, b: tuple) -> bool:
    """Bit for bit."""
    return len(a) == len(b) and all(x.shape == y.shape and x.dtype == y.dtype and x.tobytes() == y.tobytes()
                                    for x, y in zip(a, b))


def _same_values_other_strides(value: np.ndarray, how: str):
    if how == "reversed":
        return value[::-1].copy()[::-1] if value.ndim else value
    if how == "transposed":
        return np.asfortranarray(value)
    return np.repeat(value[..., None], 2, axis=-1)[..., 0]


@st.composite
def changed_calls(draw, op):
    """(arguments, the changed argument, how) of one valid call with at most one argument changed."""
    calls = valid_calls()[op]
    arguments = copy.deepcopy(calls[draw(st.integers(0, len(calls) - 1), label="call")])
    how = draw(st.sampled_from(("none", "view", "type", "range", "dtype")), label="change")
    if how == "none":
        return arguments, None, how
    arrays = [name for name, value in arguments.items() if isinstance(value, np.ndarray)]
    if how == "view" and not arrays:
        how = "type"
    name = draw(st.sampled_from(arrays if how in ("view", "dtype") else sorted(arguments)), label="argument")
    value = arguments[name]
    if how == "view":
        how = draw(st.sampled_from(("reversed", "transposed", "strided")), label="view")
        arguments[name] = _same_values_other_strides(value, how)
    elif how == "type":
        arguments[name] = draw(st.sampled_from(WRONG_TYPES), label="value")
    elif how == "dtype":
        arguments[name] = value.astype(draw(st.sampled_from(
            (np.float16, np.float32, np.float64, np.int32, np.int64, np.uint8, np.bool_, np.complex64))))
    elif isinstance(value, np.ndarray) and value.size:
        value = value.copy()
        kind = value.dtype.kind
        bad = ([np.iinfo(value.dtype).min, np.iinfo(value.dtype).max, -1 if kind == "i" else 1] if kind in "iu"
               else [np.nan, np.inf, -np.inf, 1e30] if kind == "f" else [True])
        with np.errstate(over="ignore"):   # 1e30 is inf in 16 bits
            value.reshape(-1)[draw(st.integers(0, value.size - 1))] = draw(st.sampled_from(bad))
        arguments[name] = value
    elif isinstance(value, float):
        arguments[name] = draw(st.sampled_from(BAD_FLOATS), label="value")
    else:
        arguments[name] = draw(st.sampled_from(BAD_INTS + BAD_FLOATS), label="value")
    return arguments, name, how


@pytest.mark.parametrize("op", OPS)
@profile
@given(data=st.data())
def test_functional_layer(op, data):
    """A valid call with one argument changed: a view of other strides gives the contiguous call's
    result; anything else succeeds or raises a SkucatError naming the changed argument."""
    note(RERUN)
    function = getattr(skucat.ops, op)
    arguments, name, how = data.draw(changed_calls(op), label="call")
    if name is None:
        function(**arguments)
        return
    given = copy.deepcopy(arguments)   # as they were: an op updating in place changes them
    try:
        result = _outputs(function(**arguments))
    except SkucatError as error:
        assert names_one_of(error, [name]), f"{how} {name}: {error}"
        return
    if how in ("reversed", "transposed", "strided"):
        expected = _outputs(function(**{**given, name: np.array(given[name], order="C")}))
        assert _same(result, expected), f"{how} {name} changed the result"


# ---- error classes: a number past the largest double, an allocation that fails

def _numbers_set_to(arguments: dict, value):
    """(name, the arguments with it set to `value`) for each number argument, and each sequence of
    numbers (every item set)."""
    for name, given in arguments.items():
        if type(given) in (int, float):
            yield name, {**arguments, name: value}
        elif isinstance(given, (tuple, list)) and given and all(type(item) in (int, float) for item in given):
            yield name, {**arguments, name: type(given)(value for _ in given)}


@pytest.mark.parametrize("op", OPS)
def test_an_int_past_the_largest_double_is_refused_naming_its_argument(op):
    """Every number argument of every valid call at +-2**1100 (which float() cannot convert): a
    SkucatError naming it, or a result where the call leaves it unused; never an OverflowError."""
    function = getattr(skucat.ops, op)
    for arguments in valid_calls()[op]:
        for value in (2**1100, -2**1100):
            for name, changed in _numbers_set_to(arguments, value):
                try:
                    function(**copy.deepcopy(changed))
                except SkucatError as error:
                    assert names_one_of(error, [name]), f"{name}: {error}"


@pytest.mark.parametrize("op", OPS)
def test_every_allocation_that_fails_is_an_out_of_memory_error(op, monkeypatch):
    """Each allocation of the op's first valid call (outputs, workspace), failing as numpy's do
    (MemoryError; ValueError for a size past the address space): an OutOfMemoryError naming the op
    that allocates. Each call has a stream of its own, so that no replay or cached plan skips one."""
    from skucat.backends.host import HostBackend

    function, arguments, real, made = getattr(skucat.ops, op), valid_calls()[op][0], HostBackend.empty, []

    def allocations(fail_at=None, error=None):
        def empty(shape, dtype):
            made.append(shape)
            if len(made) - 1 == fail_at:
                raise error
            return real(shape, dtype)
        return staticmethod(empty)

    monkeypatch.setattr(HostBackend, "empty", allocations())
    function(**copy.deepcopy(arguments), stream=skucat.Stream.host())
    sized = [index for index, shape in enumerate(made) if shape != 0]   # 0: a zero-size slice's placeholder
    assert sized or not any(spec.role == "output" for spec in PLANS[op].tensors)
    for index in sized:
        for error in (MemoryError("Unable to allocate"), ValueError("array is too big")):
            made.clear()
            monkeypatch.setattr(HostBackend, "empty", allocations(index, error))
            with pytest.raises(skucat.OutOfMemoryError) as found:
                function(**copy.deepcopy(arguments), stream=skucat.Stream.host())
            assert str(found.value).split(":")[0] in PLANS and "allocate" in str(found.value), found.value


# ---- limits: what a SKU cannot count or address is refused at the plan layer, before allocation

@pytest.mark.parametrize("op", OPS)
def test_select_refuses_tensors_past_64_bit_offsets(host, op):
    plan = PLANS[op]
    sku = max(plan.skus, key=lambda s: dtypes.numpy_dtype(s.element).itemsize)   # 2**62 one-byte bools do fit
    fields = {dim: 2**62 for dim in plan.dims}
    with pytest.raises(skucat.ShapeError) as error:
        plan.select(host, _descriptor(plan, sku, fields), skucat.PlanPreference(variant=sku.variant))
    assert names_one_of(error.value, [spec.name for spec in plan.tensors]), error.value


LIMITS = [(op, text) for op in OPS for text, _ in PLANS[op].limits]


@pytest.mark.parametrize("op, limit", LIMITS, ids=[f"{op}:{text}" for op, text in LIMITS])
def test_select_refuses_descriptors_past_each_limit(host, op, limit):
    """Each catalog limit, broken by one of its dims at 0 (the others at 1), is a ShapeError naming it."""
    plan = PLANS[op]
    sku = plan.skus[0]
    broken = 0
    for dim in (dim for dim in plan.dims if re.search(rf"\b{dim}\b", limit)):
        desc = _descriptor(plan, sku, {**{d: 1 for d in plan.dims}, dim: 0})
        if plan.limits[[text for text, _ in plan.limits].index(limit)][1](plan._names(desc, "")):
            continue
        with pytest.raises(skucat.ShapeError, match=rf"\b{dim}\b"):
            plan.select(host, desc, skucat.PlanPreference(variant=sku.variant))
        broken += 1
    assert broken, f"no dim of {limit!r} breaks it"


def test_counts_are_64_bit():
    """Occurrence and group counts can exceed 2**31 (2**31 indices of one row): every `counts` slice is i64,
    and a grouping of more than 2**31 items is accepted."""
    slices = [(op, spec.dtype) for op in OPS for spec in PLANS[op].workspace if spec.name == "counts"]
    assert slices and all(dtype == "i64" for _, dtype in slices), slices
    plan = PLANS["group_by_key"]
    selected = plan.select(skucat.Stream.host(), plan.Descriptor(items=2**31 + 1, buckets=3, element="i64"))
    assert selected.workspace_size() >= 8 * 3


# ---- regressions: what the properties above found

def test_a_descriptors_unknown_dtype_names_its_field():
    with pytest.raises(skucat.DTypeError, match=r"\bindex\b"):
        PLANS["embedding"].Descriptor(num_weights=2, embedding_dim=2, num_indices=2, index="f8")


def test_a_missing_required_array_is_named():
    x = np.zeros((2, 3))
    with pytest.raises(skucat.InvalidArgumentError, match=r"\bscale is required"):
        skucat.ops.fake_quantize_per_channel_affine(x, None, np.zeros(3, np.int32), 1, 0, 255)
    with pytest.raises(skucat.InvalidArgumentError, match=r"\bkeys\b"):
        skucat.ops.group_by_key(None, 3)


def test_extents_below_their_offset_name_the_array():
    with pytest.raises(skucat.ShapeError, match=r"\boffsets\b"):
        skucat.ops.group_sum(np.zeros((2, 1)), np.zeros(0, np.int64), np.zeros(2, np.int64))


def test_channel_views_name_the_array():
    with pytest.raises(skucat.ShapeError, match=r"\binput\b"):
        skucat.ops.fake_quantize_per_channel_affine(np.float64(1.5), np.ones(1, np.float32), np.zeros(1, np.int32),
                                                    1, 0, 255)
    with pytest.raises(skucat.OutOfRangeError, match=r"\binput\b"):
        skucat.ops.fake_quantize_per_channel_affine(np.ones(3), np.ones(1, np.float32), np.zeros(1, np.int32),
                                                    1, 0, 255)


def test_embedding_errors_name_their_arguments():
    with pytest.raises(skucat.OutOfRangeError, match=r"^input\b"):
        skucat.ops.embedding(np.array([5]), np.zeros((3, 2)))
    with pytest.raises(skucat.SkucatError, match=r"\bnum_weights\b"):
        skucat.ops.embedding_backward(np.zeros((1, 2)), np.array([4]), -1)


def test_type_mismatches_name_the_array_that_set_the_type():
    """offset2bag's index type is compared with indices' (the first index array), not with grad's."""
    grad, indices = np.ones((1, 2)), np.array([0, 1])
    with pytest.raises(skucat.DTypeError, match=r"offset2bag must have the dtype of indices"):
        skucat.ops.embedding_bag_backward(grad, indices, np.zeros(2, np.int32), np.array([2]), None, 3, mode="sum")


def test_an_output_size_past_64_bits_names_scale_factor():
    with pytest.raises(skucat.OutOfRangeError, match=r"\bscale_factor\b"):
        skucat.ops.interpolate(np.ones((1, 1, 2, 2)), scale_factor=2.0**63)


def test_a_reduction_gradient_of_the_wrong_shape_names_what_gives_it():
    with pytest.raises(skucat.ShapeError, match=r"\bdim\b"):
        skucat.ops.sum_backward(np.ones((2, 4)), (2, 4), None, False)


def test_norm_statistics_of_an_integer_input_blame_the_input():
    x = np.ones((2, 3), np.int32)
    with pytest.raises(skucat.DTypeError, match=r"^input\b"):
        skucat.ops.layer_norm_backward(np.ones((2, 3)), x, 3, np.zeros(2), np.ones(2), None, None, (True, False, False))


def test_cross_entropy_references_take_zero_classes(host):
    """PyTorch gives a sum of 0 over no classes, label smoothing included; the reference did not divide
    by zero classes well."""
    from skucat.reference.loss import cross_entropy_probs

    empty = np.zeros((2, 0, 1))
    with np.errstate(divide="ignore"):
        found = cross_entropy_probs(empty, empty, np.zeros(0), reduction="sum", label_smoothing=0.5)["out"]
    assert np.asarray(found[0] if isinstance(found, tuple) else found).tolist() == [0.0]


def test_a_check_on_a_type_field_names_the_array_that_gave_it():
    """qtype comes from input's dtype: a zero point outside it blames input as well as zero_points."""
    with pytest.raises(skucat.OutOfRangeError, match=r"zero_points.*qtype from input"):
        skucat.ops.dequantize_per_channel(np.zeros((2, 3), np.uint8), np.ones(3), np.array([1, 0, -2]), 1)


def test_an_extent_a_hook_derived_names_its_argument():
    """interpolate_backward's output size comes from scale_factor, which the error names."""
    with pytest.raises(skucat.ShapeError, match=r"where scale_factor gives out_height = 4"):
        skucat.ops.interpolate_backward(np.ones((1, 2, 5, 2)), (1, 2, 3, 4), None, 1.5, "nearest", None, None)


def test_a_scale_whose_step_overflows_float32_is_refused(host):
    """aten's nearest modes step by float(1 / scales_h): a scale below 2**-126 would make it inf."""
    plan = PLANS["interpolate"]
    fields = dict(batch=1, channels=1, in_height=2, in_width=2, out_height=1, out_width=1, element="f32",
                  mode="nearest")
    with pytest.raises(skucat.InvalidArgumentError, match=r"\bscales_h\b"):
        plan.select(host, plan.Descriptor(**fields, scales_h=1e-39), skucat.PlanPreference())
    plan.select(host, plan.Descriptor(**fields, scales_h=2.0**-126), skucat.PlanPreference())


def test_loss_references_take_zero_classes_with_every_target_ignored():
    from skucat.reference import loss
    out = loss.cross_entropy(np.zeros((1, 0, 1)), np.array([[-1]]), np.zeros(0), "sum", ignore_index=-1)["out"][0]
    assert np.asarray(out).size and np.all(np.asarray(out) == 0.0)


def test_group_sum_skips_positions_left_out():
    from skucat.reference import group
    out, _ = group.group_sum(np.array([[1.0], [10.0], [100.0]]), np.array([0, 3]), np.array([2, -1, 0]), 1)
    assert out.tolist() == [[101.0]]
