"""What every functional op in skucat.ops does, driven by its op's data from catalog.yaml.

A generated op binds PyTorch's arguments and calls `invoke`: the op's
`call_<op>` hook in skucat/families/<family>.py when it has one (for what
its semantics need: a view, an index check), else `Call.default`. `Call.run`
then coerces the arrays, infers element and aux types from their dtypes,
binds the dims from their shapes through the catalog's shape expressions,
allocates the outputs, selects the plan, lends it a workspace and runs it.
A call whose arrays' shapes, dtypes and layout and other fields match a
recent one's (`_shape_key`) reuses its fields and plan: only the allocation
and the plan's run are left, which skips the checks of each array's kind,
dtype, shape and layout that the key proves (not those of overlaps with an
array updated in place, nor the checks of values). One level up, invoke
replays a call of a `shape_only` hook (or of an op without a hook) whose
arguments match a recorded call's (`_replay_key`): its plans' launches, on
fresh outputs, without the hook (`_Recording`, `_Replay`).
"""

from __future__ import annotations

import collections
import contextlib
import contextvars
import functools
import math
import re
import types
import typing

import numpy as np

from . import dtypes, native
from .errors import (DTypeError, InvalidArgumentError, LayoutError, OutOfMemoryError, OutOfRangeError, ShapeError,
                     SkucatError, UnsupportedError)
from .backends.host import HostBackend
from .stream import Stream
from .types import (PlanPreference, Workspace, _deterministic, are_deterministic_algorithms_enabled,
                    is_deterministic_algorithms_warn_only_enabled)

MAX_RANK = 8   # of the arrays a channel view takes
_default_stream = None
_saved: contextvars.ContextVar[dict | None] = contextvars.ContextVar("skucat_saved", default=None)
_dry: contextvars.ContextVar[bool] = contextvars.ContextVar("skucat_dry", default=False)


def default_stream() -> Stream:
    global _default_stream
    if _default_stream is None:
        _default_stream = Stream.host()
    return _default_stream


def resolve_stream(stream, values) -> Stream:
    """`stream`; else the CUDA device of the first device array among `values`; else the default
    host stream."""
    return stream or next((Stream.cuda(_device_of(v)) for v in values
                           if type(v) not in _PLAIN and hasattr(v, "__cuda_array_interface__")),
                          None) or default_stream()


_address = HostBackend.pointer_of   # of a numpy array's data
_PLAIN = frozenset({np.ndarray, type(None), bool, int, float, str, tuple, list})   # never device arrays
_BY_VALUE = frozenset({type(None), bool, int, str})   # keyed by their type and value as they are


def invoke(plan_class, arguments: dict):
    """The body of every generated functional op."""
    hook = _hook(plan_class)
    key = _replay_key(plan_class, arguments) if getattr(hook or Call.default, "shape_only", False) else None
    if key is not None:
        try:
            replay = _replays.get(key)
        except TypeError:   # an unhashable argument, which the full path refuses or converts
            replay = key = None
        if replay is not None:
            try:
                return replay(arguments)
            except (SkucatError, MemoryError):   # a check failed: the full path raises its error, worded as ever
                pass
    plain = True   # no value can be a device array: the stream is the one given or the default
    for value in () if key is not None else arguments.values():   # (a key was made of plain values only)
        if type(value) not in _PLAIN and _looked_at(type(value)):   # a tracked value or a torch tensor
            plain = False
            from .autodiff import Tracked, record

            if any(isinstance(value, Tracked) for value in arguments.values()):
                return record(plan_class, arguments)
            arguments = {name: _untorch(value, name, plan_class.op) for name, value in arguments.items()}
            break
    stream, deterministic = arguments.pop("stream"), arguments.pop("deterministic", None)
    if stream is not None and not isinstance(stream, Stream):
        raise InvalidArgumentError(f"stream must be a skucat.Stream or None, not {type(stream).__name__}")
    if deterministic is not None and not isinstance(deterministic, (bool, np.bool_)):
        raise InvalidArgumentError(f"deterministic must be a bool or None, not {deterministic!r}")
    call = Call(plan_class, stream, None if deterministic is None else bool(deterministic),
                () if plain else arguments.values())
    if key is None:
        return hook(call, **arguments) if hook else call.default(arguments)
    recording = _Recording()
    token = _recording.set(recording)
    try:
        result = hook(call, **arguments) if hook else call.default(arguments)
    finally:
        _recording.reset(token)
    replay = recording.replay(call.stream, arguments, result)
    if replay is not None:
        _replays[key] = replay
        if len(_replays) > REPLAYS:
            with contextlib.suppress(KeyError):
                _replays.popitem(last=False)
    return result


@functools.cache
def _looked_at(kind: type) -> bool:
    """Whether invoke looks closer at an argument of this type: all but those that are neither
    tracked nor a torch tensor by their class (a dtype of torch or numpy, a numpy scalar type such as
    np.float32, a stream)."""
    from .autodiff import Tracked

    if kind is type or issubclass(kind, np.dtype):
        return False
    return issubclass(kind, Tracked) or not kind.__module__.startswith(("torch", "skucat")) or \
        hasattr(kind, "requires_grad")


@functools.cache
def _hook(plan_class):
    return getattr(plan_class._hooks(), f"call_{plan_class.op}", None)


REPLAYS = 512   # calls kept by invoke's replays, the oldest dropped first
_replays: collections.OrderedDict = collections.OrderedDict()
_recording: contextvars.ContextVar["_Recording | None"] = contextvars.ContextVar("skucat_recording", default=None)


def shape_only(hook):
    """Marks a `call_<op>` hook whose work follows from its arguments' types, shapes, dtypes, layouts
    and scalar values alone: it reads array values only in `check_values`, warns of nothing (else
    `unrecorded()`) and makes arrays only from those (`constant`). invoke then records a call of it,
    and replays the recorded checks and launches on fresh outputs when a call with the same key
    comes again."""
    hook.shape_only = True
    return hook


def constant(array):
    """`array`, which a shape_only hook made from its arguments' shapes and scalars alone: a replay
    keeps it. (A recording refuses any other array it cannot trace to an argument or an output.)"""
    recording = _recording.get()
    if recording is not None:
        recording.constants.append(array)
    return array


def check_values(check, array) -> None:
    """Runs check(array), which raises a SkucatError for values it refuses; a replay of the call runs
    it again on the array its own call passes there. `check` may read only `array`'s values and
    what the call's key fixes."""
    check(array)
    recording = _recording.get()
    if recording is not None:
        recording.checks.append((check, array))


def unrecorded() -> None:
    """Keeps the call being recorded out of the replays: a shape_only hook calls it where it warns."""
    recording = _recording.get()
    if recording is not None:
        recording.refused = True


def _replay_key(plan_class, arguments: dict) -> tuple | None:
    """What fixes all a call does but its arrays' addresses and values: the op, each argument's
    type and its value (a float's bits) or an array's shape, dtype, layout and which earlier argument
    it is, the default stream and determinism settings. None where a call is not replayed: a
    value that is neither plain nor a number, or within dry() or a recording."""
    if _dry.get() or _recording.get() is not None:
        return None
    enabled = _deterministic["enabled"]
    if enabled and _deterministic["warn_only"]:
        return None   # select may warn at every call
    stream = _default_stream or default_stream()
    in_c = _native()
    if in_c is not None:
        return in_c.key(plan_class, stream, enabled, arguments, _looked_at, _exact)
    key, seen = [plan_class, stream, enabled], {}
    for name, value in arguments.items():
        kind = type(value)
        if kind in _BY_VALUE:
            key += kind, value
        elif kind is np.ndarray:
            key += kind, value.shape, value.dtype, value.flags.c_contiguous, seen.setdefault(id(value), name)
        elif kind is float:
            key += kind, value.hex()
        elif kind is tuple or kind is list:   # e.g. a normalized_shape
            key += kind, tuple(map(_exact, value))
        elif not _looked_at(kind):
            key += kind, value
        else:
            return None
    return tuple(key)


class _Recording:
    """The plan runs of one call (plan, its input arrays, its outputs, workspace bytes), the checks
    of values and the constants its hook made, for its replay."""

    def __init__(self):
        self.runs, self.checks, self.constants, self.refused = [], [], [], False

    def replay(self, stream, arguments: dict, result) -> "_Replay | None":
        """The call's replay; None where a run updates an array in place, an array given to a plan
        or a check is neither an argument (a view of all of it), an earlier run's output nor a
        constant, or the result is not made of outputs."""
        if self.refused or not self.runs:
            return None
        pointer_of = stream.backend.pointer_of
        sources, given = {}, {}   # (address, bytes, dtype): how a replay finds the array
        for name, value in arguments.items():
            if type(value) is np.ndarray and value.flags.c_contiguous:
                found = sources.setdefault((_address(value), value.nbytes, value.dtype), (_ARGUMENT, name))
                if given.setdefault(found[1], value) is not value:
                    return None   # two arguments viewing the same memory, which the key does not tell
        try:
            for array in self.constants:
                sources.setdefault((pointer_of(array), array.nbytes, array.dtype), (_CONSTANT, array))
            checks = tuple((check, *sources[pointer_of(array), array.nbytes, array.dtype], array.shape)
                           for check, array in self.checks)
            steps = []
            for index, (selected, arrays, outputs, nbytes) in enumerate(self.runs):
                inputs = tuple((name, *sources[pointer_of(array), array.nbytes, array.dtype], array.shape)
                               for name, array in arrays.items())
                prepared = selected._prepared
                if prepared.updates:
                    return None   # what it may write overlaps what it reads, at some addresses
                checked = tuple(tensor for tensor in inputs if tensor[0] in prepared.checked)
                if all(kind == _CONSTANT for _, kind, _, _ in checked):
                    checked = ()   # the checks read only what the key fixes: they held when recorded
                for name, array in outputs.items():
                    sources[pointer_of(array), array.nbytes, array.dtype] = (_OUTPUT, (index, name))
                steps.append((selected, inputs, nbytes, prepared.general, checked))

            def part(value):
                if value is None:
                    return None
                if not stream.backend.is_array(value) or not value.flags.c_contiguous:
                    raise TypeError(type(value).__name__)
                kind, where = sources[pointer_of(value), value.nbytes, value.dtype]
                if kind != _OUTPUT:
                    raise KeyError(kind)
                return where, value.shape

            shape = tuple(map(part, result)) if type(result) is tuple else part(result)
        except (KeyError, AttributeError, TypeError):   # an array it cannot trace, a result not an output
            return None
        replay = _Replay(stream, checks, tuple(steps), type(result) is tuple, shape, tuple(self.constants))
        return _in_c(replay) or replay


def _native():
    """skucat._native, or None: the Python replay (skucat.native says why)."""
    return native.module()


def _in_c(replay: "_Replay"):
    """`replay` in C (skucat._native.Replay, which keeps `replay`, the same steps in Python), or None
    where C cannot run it: no C module, not the host backend, or a step whose rules read arrays."""
    in_c, stream = _native(), replay.stream
    if in_c is None or stream.backend.name != "host":
        return None
    made = []   # each step's output names, in order

    def source(kind, where):
        if kind == _OUTPUT:
            return kind, where[0], made[where[0]].index(where[1])
        return kind, where, 0

    try:
        checks = tuple((source(kind, where), shape, check) for check, kind, where, shape in replay.checks)
        steps = []
        for selected, inputs, nbytes, general, checked in replay.steps:
            prepared = selected._prepared
            if general:
                return None
            made.append([spec.name for spec, _, _ in prepared.outputs])
            places = {name: source(kind, where) for name, kind, where, _ in inputs}
            places.update((name, (_OUTPUT, len(made) - 1, index)) for index, name in enumerate(made[-1]))
            launches = prepared.launch_specs(stream, places.__getitem__)
            if launches is None:
                return None   # one the host refuses: the Python replay raises that
            checked_names = [name for name, _, _, _ in checked]
            checks_in_c = None if not checked or prepared.checks_in_c is None else tuple(
                (function, tuple(arguments), tuple((position, checked_names.index(name)) for position, name in tensors))
                for function, arguments, tensors in prepared.checks_in_c)
            steps.append((selected.op, selected._check_values if checked else None,
                          tuple((source(kind, where), shape, name) for name, kind, where, shape in checked),
                          checks_in_c,
                          tuple((spec.name, dtype, shape) for spec, dtype, shape in prepared.outputs),
                          nbytes,
                          tuple(launches)))
        parts = tuple(None if part is None else (source(_OUTPUT, part[0]), part[1], None)
                      for part in (replay.shape if replay.returns_tuple else (replay.shape,)))
        return in_c.Replay(replay, stream, _saved, checks, tuple(steps), replay.returns_tuple, parts)
    except (KeyError, ValueError):   # an array C cannot find, a spec it refuses
        return None


_ARGUMENT, _OUTPUT, _CONSTANT = range(3)


def _found(kind: int, where, arguments: dict, made: list):
    """The array a replay takes at (kind, where): an argument by name, run i's output (i, name) or
    the constant itself."""
    return arguments[where] if kind == _ARGUMENT else made[where[0]][where[1]] if kind == _OUTPUT else where


class _Replay:
    """A recorded call: its checks of values, then its plans' launches on fresh outputs, with the
    arguments' arrays. A check that fails raises its SkucatError before anything the caller sees
    is written."""

    def __init__(self, stream, checks, steps, returns_tuple, shape, constants):
        self.stream, self.checks, self.steps = stream, checks, steps
        self.returns_tuple, self.shape = returns_tuple, shape
        self.constants = constants   # kept alive: the launches read them

    def __call__(self, arguments: dict):
        stream, saved = self.stream, _saved.get()
        empty, pointer_of = stream.backend.empty, stream.backend.pointer_of
        made = []
        for check, kind, where, shape in self.checks:
            check(_found(kind, where, arguments, made).reshape(shape))
        for selected, inputs, nbytes, general, checked in self.steps:
            if checked:
                selected._check_values({name: _found(kind, where, arguments, made).reshape(shape)
                                        for name, kind, where, shape in checked})
            outputs = _outputs(selected, empty)
            workspace = _workspace(selected, stream, nbytes) if nbytes else _NO_WORKSPACE
            if general:   # its rules read the arrays: a run with them, as recorded
                arrays = {name: _found(kind, where, arguments, made).reshape(shape)
                          for name, kind, where, shape in inputs}
                selected.run(stream, workspace, selected.Args(**arrays, **outputs), _proven=True)
            else:   # only the addresses matter
                pointers = {name: pointer_of(array) for name, array in outputs.items()}
                for name, kind, where, _ in inputs:
                    pointers[name] = pointer_of(_found(kind, where, arguments, made))
                selected._launch(stream, pointers, pointer_of(workspace.buffer) if nbytes else 0, None)
            made.append(outputs)
            if saved is not None:   # as _execute
                saved.setdefault(selected.op, outputs)
        if self.returns_tuple:
            return tuple(None if part is None else made[part[0][0]][part[0][1]].reshape(part[1])
                         for part in self.shape)
        (index, name), shape = self.shape
        return made[index][name].reshape(shape)


class Call:
    """One call of a functional op: its plan class, stream and preference."""

    def __init__(self, plan_class, stream, deterministic: bool | None, values=()):
        self.plan, self.deterministic = plan_class, deterministic
        self.stream = stream or (resolve_stream(None, values) if values else default_stream())

    def of(self, op: str) -> "Call":
        """A call of another catalog op on the same stream and preference (a hook's dispatch)."""
        from .generated.plans import PLANS

        return Call(PLANS[op], self.stream, self.deterministic)

    def array(self, value, name: str, dtype=None):
        """`value` as a C-contiguous array of the stream's backend (copied only when needed);
        with `dtype`, converted to it exactly (a parameter array such as per-channel scales)."""
        backend = self.stream.backend
        if type(value) is not np.ndarray and isinstance(value, np.ndarray):   # a subclass
            if isinstance(value, np.ma.MaskedArray):
                raise InvalidArgumentError(f"{name} is a masked array, whose mask a skucat op would not see: pass "
                                           f"{name}.filled(value) or {name}.data")
            value = value.view(np.ndarray)   # e.g. an np.matrix, whose reshapes stay 2-D
        if dtype is not None and not (backend.is_array(value) and value.dtype == dtype):
            host = backend.to_numpy(value) if backend.is_array(value) else np.asarray(value)
            if host.size and host.dtype.kind not in ("iu" if dtype.kind in "iu" else "fiu"):
                raise DTypeError(f"{name} must be an array of {'integers' if dtype.kind in 'iu' else 'numbers'}, "
                                 f"not {host.dtype}")
            converted = host.astype(dtype)
            if dtype.kind in "iu" and not np.array_equal(converted.astype(np.int64), host.astype(np.int64)):
                raise OutOfRangeError(f"{name} does not fit {dtype}")
            value = backend.asarray(converted)
        elif not backend.is_array(value):
            given = value
            value = backend.asarray(value)
            if value.dtype == object:
                raise DTypeError(f"{name} must be an array of numbers, not {type(given).__name__}")
        return value if value.flags.c_contiguous else value.copy(order="C")

    def element_dtype(self, value, name: str):
        """A dtype argument (numpy, torch or catalog name) as the numpy dtype of one of the op's elements."""
        found = _dtype_name(value, name)
        if found not in self.plan.elements:
            raise DTypeError(f"{name} must be one of {list(self.plan.elements)}, not {value!r}")
        return dtypes.numpy_dtype(found)

    @shape_only
    def default(self, arguments: dict):
        """Maps the generated op's arguments to the plan's tensors, params and types, applying the
        op's view; returns its outputs."""
        spec, known = self.plan.functional, _known(self.plan)
        named, sources = {}, {}
        for name, value in arguments.items():
            target, field = known.targets[name]
            if field:
                named[field], sources[field] = _dtype_name(value, name), name
            elif target:
                named[target] = value
        if not spec.view:
            return self.run(sources, **named)
        shape = first = None
        for tensor, label in known.viewable:
            if tensor in named:
                array = named[tensor] = self.array(named[tensor], label)
                if first is None:
                    shape, first = array.shape, label
                elif array.shape != shape:
                    raise ShapeError(f"{label} must have the shape {tuple(shape)} of {first}, not {tuple(array.shape)}")
        view = (-1,) if spec.view == "flat" else channel_view(shape, arguments["axis"], of=first)
        for tensor, _ in known.viewable:
            if tensor in named:
                named[tensor] = named[tensor].reshape(view)
        try:
            outputs = self.run(sources, **named)
        except ShapeError as error:   # the extents it compares come from the view
            if spec.view != "channels":
                raise
            labels = ", ".join(label for tensor, label in known.viewable if tensor in named)
            raise ShapeError(f"{error} (with {labels} viewed around axis {arguments['axis']})") from None
        if len(spec.returns) == 1:
            return outputs.reshape(shape) if known.restored[0] and outputs is not None else outputs
        return tuple(out.reshape(shape) if restore and out is not None else out
                     for restore, out in zip(known.restored, outputs))

    def run(self, sources: dict | None = None, **named):
        """Runs the plan on `named` (tensors by catalog name; dims, params, axes, element and aux
        where the arrays do not say them); returns the op's outputs. `sources` names the argument
        a hook derived each field from, for errors about it."""
        plan, backend, known = self.plan, self.stream.backend, _known(self.plan)
        key = self._shape_key(known, named, sources)
        try:
            fast = None if key is None else _fast_calls.get(key)
        except TypeError:   # an unhashable field, which the descriptor refuses
            fast = key = None
        if fast is not None:
            arrays = {}
            for name, shape, converted in fast.given:
                if converted is not None:
                    arrays[name] = constant(converted)
                    continue
                value = named[name]
                if not backend.is_array(value):   # another device's array: the full path copies it
                    break
                arrays[name] = value if shape is None else value.reshape(shape)
            else:
                try:
                    _fast_calls.move_to_end(key)
                except KeyError:   # another thread dropped it meanwhile
                    pass
                try:   # the key proves the arrays' kinds, dtypes, shapes and layout; the outputs are fresh
                    return self._execute(fast.selected, named, arrays, proven=True)
                except SkucatError as error:
                    raise _naming_sources(error, fast.fields, fast.first) from None
        labels = known.labels
        fields = {name: value for name, value in named.items() if name not in labels}
        arrays, first = {}, dict(sources or {})   # the argument that gave each field
        given = []   # for the fast path, how each tensor is had (_FastCall.given); None: it cannot be
        for spec in known.given:
            value = named.get(spec.name)
            if value is None:
                continue
            label = labels[spec.name]
            if spec.role == "inout" and not (backend.is_array(value) and value.flags.c_contiguous
                                             and backend.is_writeable(value)):
                raise LayoutError(f"{label} is updated in place: it must be a writeable C-contiguous "
                                  f"{backend.array_kind}")
            if spec.dtype == "compute":   # follows the element: the plan checks it
                arrays[spec.name] = array = self.array(value, label)
                given = _remember(given, spec.name, value, array)
                continue
            fixed = spec.dtype not in ("element", "aux")
            array = self.array(value, label, dtypes.numpy_dtype(spec.dtype) if fixed else None)
            if fixed and array.size == 1 and spec.shape_text == "[1]":   # a number, as PyTorch's scale[0]
                array = array.reshape(1)
            given = _remember(given, spec.name, value, array)
            arrays[spec.name] = array
            if fixed:
                continue
            field = "element" if spec.dtype == "element" else plan.aux_field
            if field in named:
                continue   # given by a dtype argument; the plan checks the arrays against it
            allowed = plan.elements if spec.dtype == "element" else plan.aux_types
            found = _catalog_name(array.dtype)
            if field not in fields:
                if found not in allowed:
                    raise DTypeError(f"{label} must have a dtype among {list(allowed)}, not {array.dtype}")
                fields[field], first[field] = found, label
            elif found != fields[field]:
                raise DTypeError(f"{label} must have the dtype of {first[field]} "
                                 f"({dtypes.numpy_dtype(fields[field])}), "
                                 f"not {array.dtype}")
        fields.update(_bind_dims(plan, arrays, fields, first))
        unbound = [dim for dim in plan.dims if dim not in fields]
        if unbound:
            missing = [labels[spec.name] for spec in plan.tensors if spec.role != "output" and spec.name not in arrays
                       and any(dim in spec.shape_text for dim in unbound)]
            raise InvalidArgumentError(f"{plan.op}: the arguments do not say {', '.join(unbound)}"
                                       + (f" (given by {', '.join(missing)}, which is None)" if missing else ""))
        try:
            selected = select(plan, self.stream, fields, self.deterministic)
            for _, spec, dtype, _, _ in selected._prepared.tensors:   # dtype None: the tensor is not given
                if spec.role != "output" and dtype is not None and spec.name not in arrays:
                    raise InvalidArgumentError(f"{labels[spec.name]} is required"
                                               + (f" when {spec.when_text}" if spec.when else "") + ", not None")
            returned = self._execute(selected, named, arrays)
        except SkucatError as error:
            raise _naming_sources(error, fields, first) from None
        if key is not None and given is not None:
            _fast_calls[key] = _FastCall(tuple(given), selected, fields, first)
            if len(_fast_calls) > FAST_CALLS:
                with contextlib.suppress(KeyError):
                    _fast_calls.popitem(last=False)
        return returned

    def _shape_key(self, known, named: dict, sources: dict | None):
        """What fixes a call's fields, plan and outputs but not its arrays' values: the arrays'
        types, shapes, dtypes and layout, the other fields' values (and types, and floats' bits),
        the stream and determinism settings; None where the selection is not cached."""
        enabled, deterministic = _deterministic["enabled"], self.deterministic
        if enabled and deterministic is None and _deterministic["warn_only"]:
            return None   # select warns at every call
        key = [self.plan, self.stream, deterministic, enabled, tuple(named)]
        if sources:
            key.append(tuple(sources.items()))
        inout, labels = known.inout, known.labels
        for name, value in named.items():   # each value's part starts with its type, which fixes its length
            kind = type(value)
            if name in labels and kind not in _SCALARS:
                try:
                    flags = value.flags
                    key += kind, value.shape, value.dtype, flags.c_contiguous, name in inout and flags.writeable
                except AttributeError:   # not an array: converted on the full path
                    return None
            else:
                key += _exact(value)
        return tuple(key)

    def _execute(self, selected, named: dict, arrays: dict, proven: bool = False):
        """Allocates the outputs and runs `selected` on them and `arrays` (`proven`: as Plan._check_arrays)."""
        plan, outputs = self.plan, _outputs(selected, self.stream.backend.empty)
        if _dry.get():
            for out in outputs.values():
                out[...] = 0
        else:
            nbytes = selected._prepared.workspace_bytes
            selected.run(self.stream, _workspace(selected, self.stream, nbytes), plan.Args(**arrays, **outputs),
                         _proven=proven)
            recording = _recording.get()
            if recording is not None:
                recording.runs.append((selected, arrays, outputs, nbytes))
        saved = _saved.get()
        if saved is not None:
            saved.setdefault(plan.op, outputs)
        returns = plan.functional.returns
        if len(returns) == 1:
            name = returns[0]
            return outputs[name] if name in outputs else named.get(name)
        return tuple(outputs[name] if name in outputs else named.get(name) for name in returns)


FAST_CALLS = 512   # calls kept by Call.run's fast path, the least recently used dropped first
_fast_calls: collections.OrderedDict = collections.OrderedDict()
_NUMBERS = frozenset({int, float})   # tensors given as a number: the fast path keeps the array it converts to


class _FastCall(typing.NamedTuple):
    """What a repeated call of the same shapes reuses: the given tensors (name, the shape the array
    given is viewed as or None, the array a number given converts to or None), the selected plan,
    and its fields with the arguments they came from."""
    given: tuple
    selected: object
    fields: dict
    first: dict


def _remember(given: list | None, name: str, value, array) -> list | None:
    """`given` with how the fast path has tensor `name` (`array`, from the argument `value`); None
    when it cannot: an array converted or copied."""
    if given is None:
        return None
    if type(value) in _NUMBERS:
        given.append((name, None, constant(array)))
    elif array is value or array.base is value and array.shape != value.shape:
        given.append((name, None if array is value else array.shape, None))
    else:
        return None
    return given


def _naming_sources(error, fields: dict, sources: dict):
    """`error`, a SkucatError; where it names a field derived from an argument, a copy that names
    that argument too."""
    given = [f"{field} from {sources[field]}" for field in fields
             if field in sources and re.search(rf"\b{field}\b", str(error))]
    return type(error)(f"{error} ({'; '.join(given)})") if given else error


PLAN_CACHE_SIZE = 512   # plans kept by `select`, the least recently used dropped first


def select(plan_class, stream: Stream, fields: dict, deterministic: bool | None):
    """plan_class.select(stream, Descriptor(**fields), PlanPreference(deterministic=...)), from a
    cache of the plans selected before for the same fields (values and types), stream and
    determinism settings: a plan checks only its arrays at each run."""
    enabled = are_deterministic_algorithms_enabled()
    if not (enabled and deterministic is None and is_deterministic_algorithms_warn_only_enabled()):
        try:
            return _cached_select(plan_class, stream, deterministic, enabled, tuple(fields),
                                  tuple(map(_exact, fields.values())))
        except TypeError:   # an unhashable field, which the descriptor refuses; or select's own TypeError, again
            pass
    return plan_class.select(stream, plan_class.Descriptor(**fields), PlanPreference(deterministic=deterministic))


@functools.lru_cache(maxsize=PLAN_CACHE_SIZE)
def _cached_select(plan_class, stream, deterministic, _enabled, names, exact_values):
    fields = {name: exact[1] for name, exact in zip(names, exact_values)}
    return plan_class.select(stream, plan_class.Descriptor(**fields), PlanPreference(deterministic=deterministic))


_SCALARS = frozenset({bool, int, float, str, type(None)})   # keyed by value (_exact) even for a tensor


def _exact(value) -> tuple:
    """A cache key's part for a field: its type and value, and a float's bits (1, 1.0 and True
    differ; so do 0.0 and -0.0)."""
    if isinstance(value, (float, np.floating)):
        return type(value), value, float(value).hex()
    return type(value), value


def _outputs(selected, empty) -> dict:
    """Fresh outputs of the plan `selected`; a failed allocation is an OutOfMemoryError naming it."""
    outputs = {}
    try:
        for spec, dtype, shape in selected._prepared.outputs:
            outputs[spec.name] = empty(shape, dtype)
    except MemoryError as exc:
        raise OutOfMemoryError(f"{selected.op}: {_known(type(selected)).labels[spec.name]} of shape "
                               f"{spec.shape_text} cannot be allocated ({exc})") from None
    return outputs


def _workspace(selected, stream, nbytes: int) -> Workspace:
    if not nbytes:
        return _NO_WORKSPACE
    try:
        return Workspace.allocate(stream, nbytes)
    except MemoryError as exc:
        raise OutOfMemoryError(f"{selected.op}: the workspace of {nbytes} bytes cannot be allocated ({exc})") from None


_NO_WORKSPACE = Workspace.none()


class _Known:
    """What Call.run reads of a plan class's tensors, worked out once per class."""

    def __init__(self, plan):
        self.labels = {spec.name: plan.functional.tensors.get(spec.name, spec.name) for spec in plan.tensors}
        self.given = tuple(spec for spec in plan.tensors if spec.role != "output")
        self.inout = frozenset(spec.name for spec in plan.tensors if spec.role == "inout")
        text = plan.tensors[0].shape_text   # an op's view applies to the tensors of this shape
        self.viewable = tuple((spec.name, self.labels[spec.name]) for spec in plan.tensors
                              if spec.role == "input" and spec.shape_text == text)
        viewed_shape = {spec.name for spec in plan.tensors if spec.shape_text == text}
        self.restored = tuple(name in viewed_shape for name in plan.functional.returns)   # reshaped back
        tensor_of = {}   # the tensor each renamed argument gives
        for tensor, argument in plan.functional.tensors.items():
            tensor_of.setdefault(argument, tensor)
        functional = plan.functional
        self.targets = {}   # argument: (the tensor or field it gives, or None; the dtype field it names, or None)
        for name in functional.arguments:
            kind = functional.dtypes.get(name)
            if kind:
                self.targets[name] = (None, "element" if kind == "element" else plan.aux_field)
            else:
                self.targets[name] = (None if functional.view == "channels" and name == "axis"
                                      else tensor_of.get(name, name), None)
        self.dims = frozenset(plan.dims)
        self.extents = []    # (spec, label, [(the dim an extent binds or None, k of `dim + k`)])
        self.computed = []   # (spec, label) of the tensors with an extent that binds no dim
        for spec in plan.tensors:
            texts = spec.shape_text.strip("[]").split(", ") if spec.shape_text != "[]" else []
            parsed = []
            for text in texts:
                dim, _, plus = text.partition(" + ")   # an extent `dim + k` binds dim too
                binds = dim in self.dims and (not plus or plus.isdigit())
                parsed.append((dim, int(plus or 0)) if binds else (None, 0))
            self.extents.append((spec, self.labels[spec.name], parsed))
            if not all(dim for dim, _ in parsed):
                self.computed.append((spec, self.labels[spec.name]))


@functools.cache
def _known(plan) -> _Known:
    return _Known(plan)


class saving:
    """Within it, the outputs of each op's first plan run are kept: {op: {output name: array}}.
    (A class: a generator's context costs several times more, at every call of the torch bridge.)"""
    __slots__ = ("saved", "token")

    def __enter__(self) -> dict:
        self.saved = {}
        self.token = _saved.set(self.saved)
        return self.saved

    def __exit__(self, *_) -> None:
        _saved.reset(self.token)


@contextlib.contextmanager
def dry():
    """Within it, ops run in shape-only mode: each plan is selected (its checks run) and its outputs
    are allocated, zero-filled, from the catalog's shapes, but no kernel runs. Fed zeros of the
    right shapes and dtypes, an op gives its outputs' shapes and dtypes: what a framework's fake
    (meta) implementation needs, with no shape rule written twice."""
    token = _dry.set(True)
    try:
        yield
    finally:
        _dry.reset(token)


def like(grad, input):
    """`grad` as an array of `input`'s float dtype on its backend: the gradient a backward op
    takes for an output whose dtype is not the input's (integer codes)."""
    stream = resolve_stream(None, (grad, input))
    return stream.backend.asarray(grad).astype(stream.backend.asarray(input).dtype, copy=False)


def is_number(value) -> bool:
    """A Python or numpy scalar, which ops that take numbers read as a value, not as an array."""
    return isinstance(value, (bool, int, float, complex, np.generic))


def shape_of(value):
    """The shape of an array argument, None for a number (an operand with no gradient)."""
    return None if is_number(value) else tuple(value.shape)


def _bind_dims(plan, arrays: dict, fields: dict, given: dict) -> dict:
    """Dims from the arrays' shapes: a bare dim in a shape binds it, any other extent is checked.
    `given` names the argument behind a dim given in `fields`."""
    known = _known(plan)
    bound = {dim: fields[dim] for dim in plan.dims if dim in fields}
    sources = {dim: given.get(dim, "the arguments") for dim in bound}
    for spec, label, extents in known.extents:
        array = arrays.get(spec.name)
        if array is None:
            continue
        shape = array.shape
        if len(shape) != len(extents):
            raise ShapeError(f"{label} must have rank {len(extents)} ({spec.shape_text}), not shape {shape}")
        for (dim, plus), extent in zip(extents, shape):
            if dim is None:   # an expression: checked below
                continue
            if extent < plus:
                raise ShapeError(f"{label} must be {spec.shape_text}: at least {plus} long, not shape {shape}")
            extent -= plus
            value = bound.get(dim)
            if value is None:
                bound[dim], sources[dim] = extent, label
            elif value != extent:
                raise ShapeError(f"{label} has {dim} = {extent} where {sources[dim]} gives {dim} = {value} "
                                 f"({label} must be {spec.shape_text})")
    if len(bound) == len(known.dims):
        names = None
        for spec, label in known.computed:   # extents that are expressions, now that every dim is known
            array = arrays.get(spec.name)
            if array is not None:
                names = names or types.SimpleNamespace(**{**fields, **bound})
                expected = tuple(int(e) for e in spec.shape(names))
                if tuple(array.shape) != expected:
                    raise ShapeError(f"{label} must have shape {spec.shape_text} = {expected}, not {array.shape}")
    return bound


def output_mask(value, names: tuple[str, ...]) -> tuple[bool, ...]:
    """PyTorch's output_mask of a backward op: one bool per gradient in `names`."""
    mask = tuple(value) if isinstance(value, (tuple, list)) else ()
    if len(mask) != len(names) or not all(isinstance(wanted, (bool, np.bool_)) for wanted in mask):
        raise InvalidArgumentError(f"output_mask must be {len(names)} bools ({', '.join(names)}), not {value!r}")
    return tuple(bool(wanted) for wanted in mask)


def channel_view(shape, axis, name: str = "axis", of: str = "an array") -> tuple[int, int, int]:
    """(outer, channels, inner) of an array of `shape` around `axis` (negative counts from the end);
    errors call the axis `name` and the array `of`, the caller's arguments."""
    rank = len(shape)
    if not 1 <= rank <= MAX_RANK:
        raise ShapeError(f"a view around {name} takes {of} of rank 1 to {MAX_RANK}, not shape {tuple(shape)}")
    if isinstance(axis, (bool, np.bool_)) or not isinstance(axis, (int, np.integer)):
        raise InvalidArgumentError(f"{name} must be an int, not {axis!r}")
    if not -rank <= axis < rank:
        raise OutOfRangeError(f"{name} {axis} is out of range for {of} of rank {rank}")
    axis = int(axis) % rank
    return math.prod(shape[:axis]), shape[axis], math.prod(shape[axis + 1:])


def _catalog_name(dtype) -> str | None:
    try:
        return dtypes.name_of(dtype)
    except DTypeError:
        return None


def _dtype_name(value, name: str) -> str:
    """A dtype argument (numpy, torch or catalog name) as a catalog name."""
    found = _catalog_name(value)
    if found is None:
        raise DTypeError(f"{name} must name a dtype of the catalog ({sorted(dtypes.DTYPES)} or their numpy or "
                         f"torch names), not {value!r}")
    return found


def _untorch(value, name: str, op: str):
    """A torch CPU tensor as a numpy array sharing its memory (bf16 through an int16 view); anything
    else as it is. A tensor is known by its class, so skucat never imports torch for it."""
    if not type(value).__module__.startswith("torch") or not hasattr(value, "requires_grad"):
        return value
    if value.requires_grad:
        from .generated.ops import ADJOINTS

        bridge = f"skucat.torch.{op}" if op in ADJOINTS else "skucat.torch's ops"
        raise InvalidArgumentError(f"{name} is a torch tensor that requires grad: skucat.ops.{op} records no "
                                   f"gradients for torch; call {bridge} (differentiable by torch's autograd), "
                                   f"or pass {name}.detach()")
    import torch   # already imported: a tensor of it was given

    if value.layout != torch.strided:
        raise LayoutError(f"{name} is a {value.layout} tensor: skucat ops take dense (strided) tensors; "
                          f"pass {name}.to_dense()")
    if value.is_quantized:
        raise DTypeError(f"{name} is a quantized tensor ({value.dtype}): pass {name}.dequantize(), or "
                         f"{name}.int_repr() for its integer codes")
    if value.device.type not in ("cpu", "cuda"):
        raise UnsupportedError(f"{name} is on {value.device}: skucat runs CPU and CUDA tensors")
    negated = value.is_neg()   # torch's lazy negation, which DLPack drops: resolved into a copy
    if negated:
        value = value.resolve_neg()
    if value.device.type != "cpu":
        return value   # the cuda backend takes device tensors through DLPack
    if value.dtype == torch.bfloat16:   # numpy's DLPack has no bfloat16
        array = np.from_dlpack(value.view(torch.int16)).view(dtypes.numpy_dtype("bf16"))
    else:
        array = np.from_dlpack(value)
    if negated:   # an update in place would go to the copy: refused instead
        array.setflags(write=False)
    return array


def _device_of(array) -> int:
    from .backends.cuda import device_of

    return device_of(array)
