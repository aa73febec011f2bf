"""What lets skucat.functional skip work a repeated call would redo: three bounded caches, each
serving calls the others cannot.

- `replays`, by `key` (the op's arguments as given): a call of a `shape_only` hook (or of an op
  without a hook) whose arguments match a recorded call's replays its plans' launches, and the
  recorded checks of values, on fresh outputs, without the hook (`Recording`, `Replay`; the same
  steps in C where skucat._native runs them). A replay of a call that updates an argument in place
  checks, each call, that the argument is writeable and overlaps no other array of its plan, as the
  full path does; a key whose call updates an array in place but cannot be replayed holds UPDATES, so
  that its calls take the full path unrecorded.
- `fast_calls`, by `shape_key` (one plan's tensors and fields, after the hook): what `Call.run`
  inferred and selected for the same arrays' types, shapes, dtypes and layout (`FastCall`): the
  hooks that are not shape_only, and the calls a replay refuses (torch tensors, arrays updated in
  place).
- `plans`, by the fields alone (`select_key`): the plan selected, for the calls the fast path
  cannot take (an array converted or copied, another device's array).
"""

from __future__ import annotations

import collections
import contextvars
import functools
import typing

import numpy as np

from . import native
from .errors import LayoutError, OutOfMemoryError
from .types import Workspace, _deterministic

REPLAYS = FAST_CALLS = PLAN_CACHE_SIZE = 512   # entries kept by each cache (see Cache for which goes first)

saved_outputs: contextvars.ContextVar[dict | None] = contextvars.ContextVar("skucat_saved", default=None)
dry_run: contextvars.ContextVar[bool] = contextvars.ContextVar("skucat_dry", default=False)
_recording: contextvars.ContextVar["Recording | None"] = contextvars.ContextVar("skucat_recording", default=None)
updated: contextvars.ContextVar[list | None] = contextvars.ContextVar("skucat_updated", default=None)
# Set by a caller whose arrays no plan may update in place (the torch bridge's, which autograd tracks).
updates_refused: contextvars.ContextVar[bool] = contextvars.ContextVar("skucat_updates_refused", default=False)

_BY_VALUE = frozenset({type(None), bool, int, str})   # keyed by their type and value as they are
_SCALARS = frozenset({bool, int, float, str, type(None)})   # keyed by value (exact) even for a tensor
_NUMBERS = frozenset({int, float})   # tensors given as a number: the fast path keeps the array it converts to
ARGUMENT, OUTPUT, CONSTANT = range(3)   # where a replay finds an array
# The array types of the device backends made so far (CuPy's), whose calls are keyed as numpy's are.
DEVICE_ARRAYS: set[type] = set()


class Cache:
    """A bounded map, the least recently used entry dropped first (`recency` False: the oldest, and
    `get` is the dict's own, for the replays' lookup at every call). `get` raises TypeError for an
    unhashable key. Each step is one dict operation, so threads may share it."""

    def __init__(self, limit: int, recency: bool = True):
        self.limit, self._entries = limit, collections.OrderedDict()
        if not recency:
            self.get = self._entries.get

    def get(self, key):
        found = self._entries.get(key)
        if found is not None:
            try:   # (not contextlib.suppress, which costs more than the rest of a replay's lookup)
                self._entries.move_to_end(key)
            except KeyError:   # another thread dropped it meanwhile
                pass
        return found

    def put(self, key, value) -> None:
        self._entries[key] = value
        if len(self._entries) > self.limit:
            try:
                self._entries.popitem(last=False)
            except KeyError:
                pass

    def clear(self) -> None:
        self._entries.clear()

    def values(self):
        return self._entries.values()

    def __len__(self) -> int:
        return len(self._entries)


replays, fast_calls, plans = Cache(REPLAYS, recency=False), Cache(FAST_CALLS), Cache(PLAN_CACHE_SIZE)


def hashable(key) -> bool:
    try:
        hash(key)
    except TypeError:
        return False
    return True


def exact(value) -> tuple:
    """A cache key's part for a field: its type and value, and a float's bits (1, 1.0 and True
    differ; so do 0.0 and -0.0)."""
    if isinstance(value, (float, np.floating)):
        return type(value), value, float(value).hex()
    return type(value), value


@functools.cache
def looked_at(kind: type) -> bool:
    """Whether invoke looks closer at an argument of this type: all but those that are neither
    tracked (`__skucat_invoke__`) nor a torch tensor by their class (a dtype of torch or numpy, a
    numpy scalar type such as np.float32, a stream)."""
    if kind is type or issubclass(kind, np.dtype):
        return False
    return hasattr(kind, "__skucat_invoke__") or not kind.__module__.startswith(("torch", "skucat")) or \
        hasattr(kind, "requires_grad")


def _native():
    """skucat._native, or None: the Python replay (skucat.native says why)."""
    return native.module()


# ---- replays


def key(plan_class, arguments: dict, stream) -> tuple | None:
    """What fixes all a call does but its arrays' addresses and values: the op, each argument's
    type and its value (a float's bits) or an array's shape, dtype, layout (a device array's device:
    a DeviceKey) and which earlier argument it is, the default `stream` and determinism settings.
    None where a call is not replayed: a value that is neither plain nor a number, or within dry()
    or a recording."""
    if dry_run.get() or _recording.get() is not None:
        return None
    enabled = _deterministic["enabled"]
    if enabled and _deterministic["warn_only"]:
        return None   # select may warn at every call
    in_c = _native()
    if in_c is not None:
        return in_c.key(plan_class, stream, enabled, arguments, looked_at, exact, DEVICE_ARRAYS, DeviceKey)
    parts, seen, on_device = [plan_class, stream, enabled], {}, False
    for name, value in arguments.items():
        kind = type(value)
        if kind in _BY_VALUE:
            parts += kind, value
        elif kind is np.ndarray:
            parts += kind, value.shape, value.dtype, value.flags.c_contiguous, seen.setdefault(id(value), name)
        elif kind in DEVICE_ARRAYS:   # its device fixes the call's stream
            parts += (kind, value.shape, value.dtype, value.flags.c_contiguous, value.device.id,
                      seen.setdefault(id(value), name))
            on_device = True
        elif kind is float:
            parts += kind, value.hex()
        elif kind is tuple or kind is list:   # e.g. a normalized_shape
            parts += kind, tuple(map(exact, value))
        elif not looked_at(kind):
            parts += kind, value
        else:
            return None
    return DeviceKey(parts) if on_device else tuple(parts)


class DeviceKey(tuple):
    """The key of a call of device arrays: unlike a plain tuple key, it does not prove every value
    plain, so invoke still resolves the call's stream from its arrays."""


# A key's entry in `replays` where its calls update an array in place and cannot be replayed (an array
# updated that is not an argument): they run the full path without being recorded again (the plans a
# key's calls run follow from it).
UPDATES = "updates in place"


def recorded(call_key, stream, arguments: dict, run):
    """run()'s result, its plans' runs recorded and kept as the replay of `call_key` where they can be
    (else UPDATES kept where a run updated an array in place)."""
    recording = Recording()
    token = _recording.set(recording)
    try:
        result = run()
    finally:
        _recording.reset(token)
    replay = recording.replay(stream, arguments, result)
    if replay is not None:
        replays.put(call_key, replay)
    elif any(run.selected._prepared.updates for run in recording.runs):
        replays.put(call_key, UPDATES)
    return result


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


def note_run(selected, arrays: dict, outputs: dict, workspace_bytes: int) -> None:
    """A plan run of the call being recorded, if any."""
    recording = _recording.get()
    if recording is not None:
        recording.runs.append(Run(selected, arrays, outputs, workspace_bytes))


def note_updates(arrays: dict, names) -> None:
    """The arrays among `arrays` (by name) that a plan run updated in place, kept where `updated`
    is set (a call of torch tensors, whose version counters must know)."""
    found = updated.get()
    if found is not None:
        found.extend(arrays[name] for name in names if name in arrays)


def save(op: str, outputs: dict) -> None:
    """Keeps an op's first outputs within functional.saving()."""
    saved = saved_outputs.get()
    if saved is not None:
        saved.setdefault(op, outputs)


class Found(typing.NamedTuple):
    """Where a replay finds an array: an argument (`where` its name), a run's output (run index,
    output name) or a constant (the array itself)."""
    kind: int
    where: object

    def of(self, arguments: dict, made: list):
        kind, where = self
        return arguments[where] if kind == ARGUMENT else made[where[0]][where[1]] if kind == OUTPUT else where


class Viewed(typing.NamedTuple):
    """An array a replay passes on (a plan's tensor, a check's array): its name, where it is found,
    and the shape it is viewed as."""
    name: object
    found: Found
    shape: tuple


class Run(typing.NamedTuple):
    """One plan run of a recorded call."""
    selected: object
    arrays: dict
    outputs: dict
    workspace_bytes: int


class Step(typing.NamedTuple):
    """A replay's plan run: its inputs, workspace bytes, whether its rules read arrays (`general`: a
    full run with them), and the inputs whose values its checks read (empty: the key proves them)."""
    selected: object
    inputs: tuple
    workspace_bytes: int
    general: bool
    checked: tuple


class Part(typing.NamedTuple):
    """A part of a replay's result: an output (run index, name) viewed as `shape`, or (shape None) the
    argument of that name itself."""
    output: tuple
    shape: tuple


class Recording:
    """The plan runs of one call, the checks of values and the constants its hook made, for its replay."""

    def __init__(self):
        self.runs, self.checks, self.constants, self.refused = [], [], [], False

    def replay(self, stream, arguments: dict, result) -> "Replay | None":
        """The call's replay; None where a run updates an array in place, an array given to a plan
        or a check is neither an argument (a view of all of it), an earlier run's output nor a
        constant, the result is not made of outputs, or an array argument is not an operand of a
        plan or a check (its values may have steered the hook, which a key does not tell)."""
        if self.refused or not self.runs:
            return None
        sources = _argument_sources(arguments, stream.backend)
        try:
            replay = self._traced(stream, sources, arguments, result) if sources is not None else None
        except (KeyError, AttributeError, TypeError):   # an array it cannot trace, a result not an output
            return None
        if replay is None or not _all_operands(arguments, replay):
            return None
        return _in_c(replay) or replay

    def _traced(self, stream, sources: dict, arguments: dict, result) -> "Replay | None":
        """The replay, each array traced through `sources` ((address, bytes, dtype) -> Found); None where
        a plan updates an array that is not an argument."""
        pointer_of = stream.backend.pointer_of

        def viewed(name, array):
            return Viewed(name, sources[pointer_of(array), array.nbytes, array.dtype], array.shape)

        for array in self.constants:
            if stream.backend.is_array(array):   # (a host array the full path copied to a device is no operand)
                sources.setdefault((pointer_of(array), array.nbytes, array.dtype), Found(CONSTANT, array))
        checks = tuple(viewed(check, array) for check, array in self.checks)
        steps, updates, first_update = [], [], None
        for index, (selected, arrays, outputs, nbytes) in enumerate(self.runs):
            inputs = tuple(viewed(name, array) for name, array in arrays.items())
            prepared = selected._prepared
            if prepared.updates:   # each call checks that the arrays it writes may be, as _check_arrays
                first_update = index if first_update is None else first_update
                written = {name for name, spec, *_ in prepared.given if spec.role == "inout"}
                for tensor in inputs:
                    if tensor.name in written:
                        if tensor.found.kind != ARGUMENT:
                            return None
                        updates.append((tensor.found.where, tuple(
                            other.found.where for other in inputs
                            if other.found.kind == ARGUMENT and other.found.where != tensor.found.where)))
            checked = tuple(tensor for tensor in inputs if tensor.name in prepared.checked)
            if all(tensor.found.kind == CONSTANT for tensor in checked):
                checked = ()   # the checks read only what the key fixes: they held when recorded
            for name, array in outputs.items():
                sources[pointer_of(array), array.nbytes, array.dtype] = Found(OUTPUT, (index, name))
            steps.append(Step(selected, inputs, nbytes, prepared.general, checked))
        if first_update is not None and any(step.checked or step.general for step in steps[first_update + 1:]):
            return None   # a later plan could refuse after the update: the full path checks every plan first

        def part(value):
            if value is None:
                return None
            if not stream.backend.is_array(value) or not value.flags.c_contiguous:
                raise TypeError(type(value).__name__)
            kind, where = sources[pointer_of(value), value.nbytes, value.dtype]
            if kind == ARGUMENT and arguments[where] is value:   # an argument updated in place, returned
                return Part(where, None)
            if kind != OUTPUT:
                raise KeyError(kind)
            return Part(where, value.shape)

        shape = tuple(map(part, result)) if type(result) is tuple else part(result)
        return Replay(stream, checks, tuple(steps), type(result) is tuple, shape, tuple(self.constants),
                      tuple(updates))


def _argument_sources(arguments: dict, backend) -> dict | None:
    """(address, bytes, dtype) -> Found of each C-contiguous array argument of `backend`; None where
    two arguments view the same memory, which the key does not tell."""
    sources, given = {}, {}
    for name, value in arguments.items():
        if _keyed_array(value) and backend.is_array(value) and value.flags.c_contiguous:
            found = sources.setdefault((backend.pointer_of(value), value.nbytes, value.dtype), Found(ARGUMENT, name))
            if given.setdefault(found.where, value) is not value:
                return None
    return sources


def _all_operands(arguments: dict, replay: "Replay") -> bool:
    """Whether every array argument is passed to a plan or a check of `replay`: any other array's
    values may have steered the hook (a size given as an array), which the key does not hold."""
    used = {viewed.found.where for viewed in replay.checks if viewed.found.kind == ARGUMENT}
    used.update(tensor.found.where for step in replay.steps for tensor in step.inputs
                if tensor.found.kind == ARGUMENT)
    first = {}   # an array given twice is found by its first name
    return all(first.setdefault(id(value), name) in used for name, value in arguments.items()
               if _keyed_array(value))


def _keyed_array(value) -> bool:
    """Whether a key holds `value` as an array (its shape, dtype, layout and device)."""
    return type(value) is np.ndarray or type(value) in DEVICE_ARRAYS


class Replay:
    """A recorded call: its checks of values, then its plans' launches on fresh outputs, with the
    arguments' arrays. A check that fails raises its SkucatError before anything the caller sees
    is written. `updates`: (the argument a plan updates in place, (the other arguments it reads)) each,
    checked writeable and overlapping none of those first."""

    def __init__(self, stream, checks: tuple, steps: tuple, returns_tuple: bool, shape, constants: tuple,
                 updates: tuple = ()):
        self.stream, self.checks, self.steps = stream, checks, steps
        self.returns_tuple, self.shape = returns_tuple, shape
        self.constants = constants   # kept alive: the launches read them
        self.updates = updates

    def __call__(self, arguments: dict):
        if self.updates:
            updatable(self.updates, arguments, self.stream.backend)
        made = []
        for check, found, shape in self.checks:
            check(found.of(arguments, made).reshape(shape))
        for step in self.steps:
            made.append(self._run(step, arguments, made))
            save(step.selected.op, made[-1])
        if self.updates:
            note_updates(arguments, [name for name, _ in self.updates])
        if self.returns_tuple:
            return tuple(_part(part, arguments, made) for part in self.shape)
        return _part(self.shape, arguments, made)

    def _run(self, step: Step, arguments: dict, made: list) -> dict:
        """One step's checks and launches, on fresh outputs; returns them."""
        stream, (selected, inputs, nbytes, general, checked) = self.stream, step
        pointer_of = stream.backend.pointer_of
        if checked:
            selected._check_values({name: found.of(arguments, made).reshape(shape) for name, found, shape in checked})
        outputs = allocate_outputs(selected, stream.backend.empty)
        workspace = allocate_workspace(selected, stream, nbytes)
        if general:   # its rules read the arrays: a run with them, as recorded
            arrays = {name: found.of(arguments, made).reshape(shape) for name, found, shape in inputs}
            selected.run(stream, workspace, selected.Args(**arrays, **outputs), _proven=True)
        else:   # only the addresses matter
            pointers = {name: pointer_of(array) for name, array in outputs.items()}
            for name, found, _ in inputs:
                pointers[name] = pointer_of(found.of(arguments, made))
            selected._launch(stream, pointers, pointer_of(workspace.buffer) if nbytes else 0, None)
        return outputs


def _part(part: Part | None, arguments: dict, made: list):
    if part is None:
        return None
    if part.shape is None:   # the argument itself, as the full path returns it
        return arguments[part.output]
    (index, name), shape = part
    return made[index][name].reshape(shape)


def updatable(updates: tuple, arguments: dict, backend) -> None:
    """Raises a LayoutError where an argument a replay updates in place is read-only or overlaps another
    array its plan reads (`updates` as Replay's), or the caller refuses updates: the full path then
    words it as it does."""
    if updates_refused.get():
        raise LayoutError("an update in place, which this caller refuses")
    for name, others in updates:
        array = arguments[name]
        if not backend.is_writeable(array):
            raise LayoutError(f"{name} is read-only")
        start = backend.pointer_of(array)
        end = start + array.nbytes
        for other in others:
            value = arguments[other]
            first = backend.pointer_of(value)
            if start < end and first < first + value.nbytes and start < first + value.nbytes and first < end:
                raise LayoutError(f"{name} overlaps {other}")


def _in_c(replay: Replay):
    """`replay` in C (skucat._native.Replay, which keeps `replay`, the same steps in Python), or None
    where C cannot run it: no C module, not the host backend, or a step whose rules read arrays."""
    in_c, stream = _native(), replay.stream
    if in_c is None or stream.backend.name != "host" or any(step.general for step in replay.steps):
        return None
    made = []   # each step's output names, in order

    def source(found: Found):
        kind, where = found
        if kind == OUTPUT:
            return kind, where[0], made[where[0]].index(where[1])
        return kind, where, 0

    try:
        checks = tuple((source(found), shape, check) for check, found, shape in replay.checks)
        steps = []
        for step in replay.steps:
            made.append([spec.name for spec, _, _ in step.selected._prepared.outputs])
            spec = _step_in_c(step, stream, source, len(made) - 1)
            if spec is None:
                return None   # one the host refuses: the Python replay raises that
            steps.append(spec)
        parts = tuple(None if part is None else (source(Found(OUTPUT if part.shape is not None else ARGUMENT,
                                                               part.output)), part.shape, None)
                      for part in (replay.shape if replay.returns_tuple else (replay.shape,)))
        return in_c.Replay(replay, stream, saved_outputs, checks, tuple(steps), replay.returns_tuple, parts,
                           (updated, updates_refused), replay.updates)
    except (KeyError, ValueError):   # an array C cannot find, a spec it refuses
        return None


def _step_in_c(step: Step, stream, source, index: int) -> tuple | None:
    """A step as skucat._native.Replay reads it; None where the host refuses one of its launches."""
    selected, checked = step.selected, step.checked
    prepared = selected._prepared
    outputs = [spec.name for spec, _, _ in prepared.outputs]
    places = {name: source(found) for name, found, _ in step.inputs}
    places.update((name, (OUTPUT, index, position)) for position, name in enumerate(outputs))
    launches = prepared.launch_specs(stream, places.__getitem__)
    if launches is None:
        return None
    checked_names = [name for name, _, _ in checked]
    checks_in_c = None if not checked or prepared.checks_in_c is None else tuple(
        (function, tuple(arguments), tuple((position, checked_names.index(name)) for position, name in tensors))
        for function, arguments, tensors in prepared.checks_in_c)
    return (selected.op, selected._check_values if checked else None,
            tuple((source(found), shape, name) for name, found, shape in checked), checks_in_c,
            tuple((spec.name, dtype, shape) for spec, dtype, shape in prepared.outputs), step.workspace_bytes,
            tuple(launches))


# ---- the fast path of Call.run


class Given(typing.NamedTuple):
    """How the fast path has a tensor: the shape the array given is viewed as (None: as it is), or
    the array a number given converts to."""
    name: str
    shape: tuple | None
    converted: object


class FastCall(typing.NamedTuple):
    """What a repeated call of the same shapes reuses: the given tensors, the selected plan, and
    its fields with the arguments they came from."""
    given: tuple
    selected: object
    fields: dict
    first: dict


def shape_key(call, known, named: dict, sources: dict | None):
    """What fixes a call's fields, plan and outputs but not its arrays' values: the arrays'
    types, shapes, dtypes and layout, the other fields' values (and types, and floats' bits),
    the stream and determinism settings; None where the selection is not cached."""
    enabled, deterministic = _deterministic["enabled"], call.deterministic
    if enabled and deterministic is None and _deterministic["warn_only"]:
        return None   # select warns at every call
    parts = [call.plan, call.stream, deterministic, enabled, tuple(named)]
    if sources:
        parts.append(tuple(sources.items()))
    inout, labels = known.inout, known.labels
    for name, value in named.items():   # each value's part starts with its type, which fixes its length
        kind = type(value)
        if name in labels and kind not in _SCALARS:
            try:
                flags = value.flags
                parts += kind, value.shape, value.dtype, flags.c_contiguous, name in inout and flags.writeable
            except AttributeError:   # not an array: converted on the full path
                return None
        else:
            parts += exact(value)
    return tuple(parts)


def fast_arrays(fast: FastCall, named: dict, backend) -> dict | None:
    """The plan's arrays of a call that matched `fast`'s key; None where one is another device's
    array, which the full path copies."""
    arrays = {}
    for name, shape, converted in fast.given:
        if converted is not None:
            arrays[name] = constant(converted)
            continue
        value = named[name]
        if not backend.is_array(value):
            return None
        arrays[name] = value if shape is None else value.reshape(shape)
    return arrays


def remember(given: list | None, name: str, value, array) -> list | None:
    """`given` with how the fast path has tensor `name` (`array`, from the argument `value`); None
    when it cannot: an array converted or copied."""
    if given is None:
        return None
    if type(value) in _NUMBERS:
        given.append(Given(name, None, constant(array)))
    elif array is value or array.base is value and array.shape != value.shape:
        given.append(Given(name, None if array is value else array.shape, None))
    else:
        return None
    return given


def select_key(plan_class, stream, fields: dict, deterministic: bool | None, enabled: bool) -> tuple:
    return plan_class, stream, deterministic, enabled, tuple(fields), tuple(map(exact, fields.values()))


# ---- allocation, shared by the full path and the replays


def allocate_outputs(selected, empty) -> dict:
    """Fresh outputs of the plan `selected`; a failed allocation is an OutOfMemoryError naming it."""
    outputs = {}
    try:
        for spec, dtype, shape in selected._prepared.outputs:
            outputs[spec.name] = empty(shape, dtype)
    except (MemoryError, ValueError) as exc:   # numpy refuses a size past its address space: ValueError
        label = selected.functional.tensors.get(spec.name, spec.name)
        raise OutOfMemoryError(f"{selected.op}: {label} of shape {spec.shape_text} = {tuple(shape)} cannot be "
                               f"allocated ({exc})") from None
    return outputs


def allocate_workspace(selected, stream, nbytes: int) -> Workspace:
    if not nbytes:
        return NO_WORKSPACE
    try:
        return Workspace.allocate(stream, nbytes)
    except MemoryError as exc:   # Workspace.allocate's OutOfMemoryError, or a device's
        raise OutOfMemoryError(f"{selected.op}: {exc}") from None


NO_WORKSPACE = Workspace.none()
