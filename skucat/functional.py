"""What every functional op in skucat.ops does, driven by its op's data from catalog.yaml.

A generated op binds PyTorch's arguments and calls `invoke`: the op's
`call_<op>` hook in skucat/families/<family>.py when it has one (for what
its semantics need: a view, an index check), else `Call.default`. `Call.run`
then coerces the arrays, infers element and aux types from their dtypes,
binds the dims from their shapes through the catalog's shape expressions,
allocates the outputs, selects the plan, lends it a workspace and runs it.
skucat.replay holds what a repeated call skips: invoke replays a recorded
call of a `shape_only` hook (or of an op without a hook) whose arguments
match; Call.run reuses the fields and plan of a call whose arrays' shapes,
dtypes and layout match (which skips the checks of each array's kind,
dtype, shape and layout that the key proves, not those of overlaps with an
array updated in place, nor the checks of values).

A value whose type has `__skucat_invoke__(plan_class, arguments)` (a
tracked tensor of skucat.autodiff) takes over a call it is an argument of.
"""

from __future__ import annotations

import contextlib
import functools
import math
import re
import types

import numpy as np

from . import broadcasting, dtypes, replay
from .errors import (DTypeError, InvalidArgumentError, LayoutError, OutOfMemoryError, OutOfRangeError, ShapeError,
                     SkucatError, UnsupportedError)
from .replay import PLAN_CACHE_SIZE, check_values, constant, shape_only, unrecorded  # noqa: F401  (the hooks' API)
from .plan import _as_float
from .stream import Stream
from .types import (VIEW_ARGUMENTS, PlanPreference, are_deterministic_algorithms_enabled,
                    is_deterministic_algorithms_warn_only_enabled)

MAX_RANK = 8   # of the arrays a channel view takes
_default_stream = None


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


_PLAIN = frozenset({np.ndarray, type(None), bool, int, float, str, tuple, list})   # never device arrays


def invoke(plan_class, arguments: dict):
    """The body of every generated functional op."""
    hook = _hook(plan_class)
    key = replay.key(plan_class, arguments, _default_stream or default_stream()) \
        if getattr(hook or Call.default, "shape_only", False) else None
    keyed = type(key) is tuple   # a key of plain values only (not a replay.DeviceKey)
    if key is not None:
        try:
            recorded = replay.replays.get(key)
        except TypeError:   # an unhashable argument, which the full path refuses or converts
            recorded = key = None
            keyed = False
        if recorded is replay.UPDATES:   # never replayed: the full path, not recorded again
            key = None
        elif recorded is not None:
            try:
                return recorded(arguments)
            except (SkucatError, MemoryError):   # a check failed: the full path raises its error, worded as ever
                pass
    plain, tensors = True, ()   # plain: no value can be a device array (the stream is the one given or the default)
    for value in () if keyed else arguments.values():
        if type(value) not in _PLAIN and replay.looked_at(type(value)):   # a tracked value or a torch tensor
            plain = False
            taken = _taken_over(plan_class, arguments)
            if taken is not None:
                return taken[0]
            tensors = [value for value in arguments.values() if _is_torch(value)]
            arguments = {name: _untorch(value, name, plan_class.op) for name, value in arguments.items()}
            break
    call = _call_of(plan_class, arguments, plain)
    run = lambda: hook(call, **arguments) if hook else call.default(arguments)
    try:
        if tensors:
            return _versioned(tensors, call.stream, run)
        return run() if key is None else replay.recorded(key, call.stream, arguments, run)
    except OutOfMemoryError:
        raise
    except MemoryError as exc:   # an allocation of a hook's, or numpy's in a conversion
        raise OutOfMemoryError(f"{plan_class.op}: {exc}") from None


def _versioned(tensors: list, stream, run):
    """run(); then each torch tensor among `tensors` whose storage a plan updated in place has its
    version counter bumped, as by torch's own in-place ops, so that autograd refuses a backward
    that saved it (or a view of it: views share the counter)."""
    updated = []
    token = replay.updated.set(updated)
    try:
        return run()
    finally:
        replay.updated.reset(token)
        if updated:
            import torch   # already imported: a tensor of it was given

            pointer_of = stream.backend.pointer_of
            written = [(pointer_of(array), pointer_of(array) + array.nbytes) for array in updated]
            for tensor in tensors:
                storage = tensor.untyped_storage()
                first, end = storage.data_ptr(), storage.data_ptr() + storage.nbytes()
                if any(start < end and first < stop for start, stop in written):
                    torch.autograd.graph.increment_version(tensor)


def _taken_over(plan_class, arguments: dict) -> tuple | None:
    """(result,) of the first argument's `__skucat_invoke__` (a tracked value's), or None."""
    for value in arguments.values():
        take = getattr(type(value), "__skucat_invoke__", None)
        if take is not None:
            return (take(plan_class, arguments),)
    return None


def _call_of(plan_class, arguments: dict, plain: bool) -> "Call":
    """The Call of `arguments` less its stream and deterministic, which it takes out of them."""
    stream, deterministic = arguments.pop("stream"), arguments.pop("deterministic", None)
    if stream is not None and not isinstance(stream, Stream):
        raise InvalidArgumentError(f"stream must be a skucat.Stream or None, not {type(stream).__name__}")
    if deterministic is not None and not isinstance(deterministic, (bool, np.bool_)):
        raise InvalidArgumentError(f"deterministic must be a bool or None, not {deterministic!r}")
    return Call(plan_class, stream, None if deterministic is None else bool(deterministic),
                () if plain else arguments.values())


@functools.cache
def _hook(plan_class):
    return getattr(plan_class._hooks(), f"call_{plan_class.op}", None)


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
            if host.size and dtype.kind == "b" and host.dtype.kind != "b":   # a mask, as PyTorch's: never a cast
                raise DTypeError(f"{name} must be an array of bools, not {host.dtype}")
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
        try:
            return value if value.flags.c_contiguous else value.copy(order="C")
        except MemoryError as exc:
            raise OutOfMemoryError(f"{self.plan.op}: {name} is not C-contiguous, and its copy cannot be allocated "
                                   f"({exc})") from None

    def element_dtype(self, value, name: str):
        """A dtype argument (numpy, torch or catalog name) as the numpy dtype of one of the op's elements."""
        found = dtype_name(value, name)
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
                named[field], sources[field] = dtype_name(value, name), name
            elif target:
                named[target] = "none" if value is None and name in spec.none_for else value
        if not spec.view:
            return self.run(sources, **named)
        if spec.view == "broadcast":
            return self._broadcasting(named, sources)
        if spec.view == "halves":
            return self._halves(named, sources, arguments[VIEW_ARGUMENTS["halves"]])
        shape = first = None
        updated = {}   # an array updated in place: returned itself, as PyTorch's in-place ops return theirs
        for tensor, label in known.viewable:
            if tensor in named:
                if tensor in known.inout:
                    _updatable(self, named[tensor], label)   # a view of it is updated: never a copy
                array = named[tensor] = self.array(named[tensor], label)
                if tensor in known.inout:
                    updated[tensor] = array
                if first is None:
                    shape, first = array.shape, label
                elif array.shape != shape:
                    raise ShapeError(f"{label} must have the shape {tuple(shape)} of {first}, not {tuple(array.shape)}")
        # The catalog's channel views are PyTorch's per-channel quantizers', which count no axis from the end.
        view = (-1,) if spec.view == "flat" else channel_view(shape, arguments[VIEW_ARGUMENTS["channels"]], of=first,
                                                              from_end=False)
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
            return _restored(outputs, spec.returns[0], known.restored[0], shape, updated)
        return tuple(_restored(out, name, restore, shape, updated)
                     for name, restore, out in zip(spec.returns, known.restored, outputs))

    def _halves(self, named: dict, sources: dict, dim):
        """glu's view: input [rows, 2, half] around `dim`, whose extent is even (x its first half, o its
        second); the result's shape (out, grad_output) is input's with dim halved."""
        input = named["input"] = self.array(named["input"], "input")
        rows, extent, inner = channel_view(input.shape, dim, "dim", "input")
        if extent % 2:
            raise ShapeError(f"input's extent along dim {dim} must be even (its two halves), not {extent}")
        axis = int(dim) % input.ndim
        halved = input.shape[:axis] + (extent // 2,) + input.shape[axis + 1:]
        named["input"] = input.reshape(rows, 2, extent // 2 * inner)
        if "grad_output" in named:
            grad_output = named["grad_output"] = self.array(named["grad_output"], "grad_output")
            if grad_output.shape != halved:
                raise ShapeError(f"grad_output must have the shape {halved} of input halved along dim {dim}, "
                                 f"not {grad_output.shape}")
            named["grad_output"] = grad_output.reshape(rows, extent // 2 * inner)
        result = self.run(sources, **named)
        return result.reshape(input.shape if "grad_output" in named else halved)

    def _broadcasting(self, named: dict, sources: dict):
        """A broadcasting formula op (codegen/formulas.py): its operands (each with an `<operand>_numel`
        dim) broadcast as PyTorch's, each the op lets be a number maybe one; grad_output and output of
        the broadcast shape; a backward's gradients summed to their operands' shapes."""
        operands, updated, known = broadcast_operands(self.plan), _updated(self.plan), _known(self.plan)
        shapes, given, arrays, numbers, original = [], named.get(updated), {}, [], dict(named)
        for name, takes_numbers in operands.items():
            if name == updated:
                _updatable(self, given, name)
            if named.get(name) is None and f"{name}_given" in known.params:   # None: the value that stands for it
                named.update({name: None, f"has_{name}": False, f"{name}_given": False, f"{name}_numel": 1})
                shapes.append(())
                continue
            raw = named[name]
            array, number = operand(self, raw, known.labels[name], takes_numbers)
            if array is None:
                named.update({name: None, f"has_{name}": False, f"{name}_value": number, f"{name}_numel": 1})
                shapes.append(())
                numbers.append(raw)
            else:
                named[name] = array.reshape(-1)
                shapes.append(array.shape)
                arrays[name] = array
        full = broadcasting.broadcast_shape(*shapes, names=tuple(known.labels[name] for name in operands))
        if updated and given.shape != full:
            raise ShapeError(f"{updated} of shape {tuple(given.shape)}, which the result is written over, does not "
                             f"have the broadcast shape {full}")
        converted = self._promoted(named, arrays, numbers, updated)
        if updated in converted:
            return self._rounded_into(given, updated, original, sources)
        named.update(sizes=broadcasting.sizes(self, full, *shapes), numel=math.prod(full))
        for name in ("grad_output", "output"):
            if name in named:
                array = named[name] = self.array(named[name], name)
                if array.shape != full:
                    raise ShapeError(f"{name} must have the broadcast shape {full} of "
                                     f"{' and '.join(known.labels[operand] for operand in operands)}, "
                                     f"not {tuple(array.shape)}")
                named[name] = array.reshape(-1)
        outputs = self.run(sources, **{name: value for name, value in named.items() if value is not None})
        if updated:
            return given   # updated in place, as PyTorch's Tensor.<op>_ returns self
        if len(self.plan.functional.returns) == 1 and self.plan.functional.returns[0] == "out":
            return outputs.reshape(full)
        shape_of = {f"grad_{name}": shape for name, shape in zip(operands, shapes)}
        grads = outputs if isinstance(outputs, tuple) else (outputs,)
        summed = [None if grad is None else self.in_dtype(broadcasting.sum_to(self, grad.reshape(full), full,
                                                                               shape_of[name]), converted.get(name[5:]))
                  for grad, name in zip(grads, self.plan.functional.returns)]
        return tuple(summed) if isinstance(outputs, tuple) else summed[0]

    def _rounded_into(self, given, updated: str, named: dict, sources: dict):
        """An op in place whose result dtype is wider than its input's (`given`, the array `updated`), as
        PyTorch's: the op out of place on `named`, in that dtype, its result rounded into `given`."""
        try:
            result = self.convert(self.of(self.plan.op[:-1])._broadcasting(named, sources), given.dtype)
        except SkucatError as error:
            raise type(error)(f"{self.plan.op} computes out of place in the result dtype, wider than "
                              f"{updated}'s ({given.dtype}): {error}") from None
        replay.unrecorded()   # (the copy below is no plan's launch, which a replay would leave out)
        given[...] = result
        replay.note_updates({updated: given}, (updated,))
        return given

    def _promoted(self, named: dict, arrays: dict, numbers: list, updated: str | None) -> dict:
        """promote's over a broadcasting op's operands (masks aside; a backward's grad_output too), each
        converted one flattened into `named`. An op in place whose result dtype is wider than its input's
        float dtype converts nothing (the caller computes it out of place); into an integer one it is refused."""
        masks = {spec.name for spec in self.plan.tensors if spec.dtype == "bool" and spec.name in arrays}
        grad_output = named.get("grad_output")
        given = {name: array for name, array in arrays.items() if name not in masks}
        wanted = broadcasting.result_dtype(given.values(), numbers) if updated else None
        if wanted is not None and wanted != given[updated].dtype and _catalog_name(wanted) is not None:
            if given[updated].dtype.kind in "biu":
                labels = _known(self.plan).labels
                others = " and ".join(labels[name] for name in given if given[name].dtype != given[updated].dtype)
                raise DTypeError(f"{labels[updated]} ({given[updated].dtype}) is updated in place, but with {others} "
                                 f"PyTorch's result dtype is {wanted}, which it cannot be cast to")
            return {updated: given[updated].dtype}
        promoted, before = self.promote(given | ({"grad_output": grad_output} if self.stream.backend.is_array(grad_output)
                                                 else {}), numbers)
        named.update((name, promoted[name] if name == "grad_output" else promoted[name].reshape(-1)) for name in before)
        return before

    def promote(self, arrays: dict, numbers=()) -> tuple[dict, dict]:
        """(arrays, {name: its dtype before} of those converted): `arrays` converted to PyTorch's result
        dtype of them and the Python `numbers`, where it is a float of the catalog (integer results,
        which no op computes in, and complex ones stay as they are and are refused)."""
        wanted = broadcasting.result_dtype(arrays.values(), numbers)
        if wanted is None or wanted.kind in "biu" or _catalog_name(wanted) is None:   # (complex: refused as it is)
            return arrays, {}
        before = {name: array.dtype for name, array in arrays.items() if array.dtype != wanted}
        return {name: self.convert(array, wanted) if name in before else array for name, array in arrays.items()}, before

    def convert(self, array, dtype: np.dtype):
        """`array` in `dtype`, as PyTorch's CPU casts convert floats and bool (integers as numpy's)."""
        if array.dtype.kind in "iu" or np.dtype(dtype).kind in "iu":
            with np.errstate(over="ignore"):   # past the float's range: inf, as PyTorch's
                return array.astype(dtype)
        return self.of("to").run(input=array.reshape(-1), dtype=dtypes.name_of(dtype)).reshape(array.shape)

    def in_dtype(self, grad, dtype):
        """An operand's gradient in its own dtype (`dtype`, where it was converted): None for an integer
        or bool operand, which has none; a float's cast back, as PyTorch's autograd casts it."""
        if dtype is None or grad is None:
            return grad
        if dtype.kind in "biu":
            return None
        return self.convert(grad, dtype)

    def run(self, sources: dict | None = None, before=None, **named):
        """Runs the plan on `named` (tensors by catalog name; dims, params, axes, element and aux
        where the arrays do not say them); returns the op's outputs. `sources` names the argument
        a hook derived each field from, for errors about it. `before()`, where given, runs once
        every check of the plan has held, just before it: a hook's update in place (embedding's
        max_norm), which a call the plan refuses must not leave behind."""
        known = _known(self.plan)
        key = replay.shape_key(self, known, named, sources)
        try:
            fast = None if key is None else replay.fast_calls.get(key)
        except TypeError:   # an unhashable field, which the descriptor refuses
            fast = key = None
        if fast is not None and known.inout and replay.updates_refused.get():
            fast = None   # the full path refuses an update in place (the key does not hold the refusal)
        arrays = None if fast is None else replay.fast_arrays(fast, named, self.stream.backend)
        if arrays is not None:
            try:   # the key proves the arrays' kinds, dtypes, shapes and layout; the outputs are fresh
                return self._execute(fast.selected, named, arrays, proven=True, before=before)
            except SkucatError as error:
                raise _naming_sources(error, fast.fields, fast.first) from None
        fields, arrays, first, given = self._typed(known, named, sources)
        try:
            selected = self._selected(known, fields, arrays, first)
            returned = self._execute(selected, named, arrays, before=before)
        except SkucatError as error:
            raise _naming_sources(error, fields, first) from None
        if key is not None and given is not None:
            replay.fast_calls.put(key, replay.FastCall(tuple(given), selected, fields, first))
        return returned

    def _typed(self, known, named: dict, sources: dict | None) -> tuple:
        """(fields, arrays, the argument that gave each field, the fast path's Given of each array or
        None): the tensors among `named` as arrays, and the element and aux types their dtypes say."""
        labels = known.labels
        fields = {name: value for name, value in named.items() if name not in labels}
        arrays, first, given = {}, dict(sources or {}), []
        for spec in known.given:
            value = named.get(spec.name)
            if value is None:
                continue
            label = labels[spec.name]
            if spec.role == "inout" and replay.updates_refused.get():
                raise LayoutError(f"{label} would be updated in place, which this caller refuses")
            if spec.role == "inout":
                _updatable(self, value, label)
            fixed = spec.dtype not in ("element", "aux", "compute")   # compute follows the element: the plan checks it
            array = self.array(value, label, dtypes.numpy_dtype(spec.dtype) if fixed else None)
            if fixed and array.size == 1 and spec.shape_text == "[1]":   # a number, as PyTorch's scale[0]
                array = array.reshape(1)
            arrays[spec.name], given = array, replay.remember(given, spec.name, value, array)
            if spec.dtype in ("element", "aux"):
                self._infer_type(spec, array, label, named, fields, first)
        return fields, arrays, first, given

    def _infer_type(self, spec, array, label: str, named: dict, fields: dict, first: dict) -> None:
        """Sets the element or aux field from `array`'s dtype, or checks it against the field's
        earlier array; a field given by a dtype argument is left to the plan's checks."""
        plan = self.plan
        field = "element" if spec.dtype == "element" else plan.aux_field
        if field in named:
            return
        allowed, paired = plan.elements, ""
        if spec.dtype == "aux" and fields.get("element") in plan.aux_of:   # the aux types the element pairs with
            allowed = plan.aux_of[fields["element"]]
            if allowed != plan.aux_types:
                paired = f" with {first.get('element', 'element')} of {dtypes.numpy_dtype(fields['element'])}"
        elif spec.dtype == "aux":
            allowed = plan.aux_types
        found = _catalog_name(array.dtype)
        if field not in fields:
            if found not in allowed:
                raise DTypeError(f"{label} must have a dtype among {list(allowed)}{paired}, not {array.dtype}")
            fields[field], first[field] = found, label
        elif found != fields[field]:
            raise DTypeError(f"{label} must have the dtype of {first[field]} ({dtypes.numpy_dtype(fields[field])}), "
                             f"not {array.dtype}")

    def _selected(self, known, fields: dict, arrays: dict, first: dict):
        """The plan for `fields` once the arrays' shapes bind its dims; each tensor it needs checked given."""
        plan, labels = self.plan, known.labels
        fields.update(_bind_dims(plan, arrays, fields, first))
        unbound = [dim for dim in plan.dims if dim not in fields]
        if unbound:
            missing = [labels[spec.name] for spec in plan.tensors if spec.role != "output" and spec.name not in arrays
                       and any(dim in spec.shape_text for dim in unbound)]
            raise InvalidArgumentError(f"{plan.op}: the arguments do not say {', '.join(unbound)}"
                                       + (f" (given by {', '.join(missing)}, which is None)" if missing else ""))
        selected = select(plan, self.stream, fields, self.deterministic)
        for _, spec, dtype, _, _ in selected._prepared.tensors:   # dtype None: the tensor is not given
            if spec.role != "output" and dtype is not None and spec.name not in arrays:
                raise InvalidArgumentError(f"{labels[spec.name]} is required"
                                           + (f" when {spec.when_text}" if spec.when else "") + ", not None")
        return selected

    def _execute(self, selected, named: dict, arrays: dict, proven: bool = False, before=None):
        """Allocates the outputs and runs `selected` on them and `arrays` (`proven`: as Plan._check_arrays;
        `before`: as in run)."""
        plan, outputs = self.plan, replay.allocate_outputs(selected, self.stream.backend.empty)
        if before is not None:
            if not replay.dry_run.get():   # (in shape-only mode, no check reads values)
                selected.can_implement(plan.Args(**arrays, **outputs))
            before()
        if replay.dry_run.get():
            for out in outputs.values():
                out[...] = 0
        else:
            nbytes = selected._prepared.workspace_bytes
            selected.run(self.stream, replay.allocate_workspace(selected, self.stream, nbytes),
                         plan.Args(**arrays, **outputs), _proven=proven)
            replay.note_run(selected, arrays, outputs, nbytes)
            if selected._prepared.updates:
                replay.note_updates(arrays, _known(plan).inout)
        replay.save(plan.op, outputs)
        returns = plan.functional.returns
        if len(returns) == 1:
            name = returns[0]
            return outputs[name] if name in outputs else named.get(name)
        return tuple(outputs[name] if name in outputs else named.get(name) for name in returns)


def _naming_sources(error, fields: dict, sources: dict):
    """`error`, a SkucatError; where it names a field derived from an argument, a copy that names
    that argument too."""
    given = [f"{field} from {sources[field]}" for field in fields
             if field in sources and re.search(rf"\b{field}\b", str(error))]
    return type(error)(f"{error} ({'; '.join(given)})") if given else error


def select(plan_class, stream: Stream, fields: dict, deterministic: bool | None):
    """plan_class.select(stream, Descriptor(**fields), PlanPreference(deterministic=...)), from a
    cache of the plans selected before for the same fields (values and types), stream and
    determinism settings: a plan checks only its arrays at each run."""
    enabled = are_deterministic_algorithms_enabled()
    key = None
    if not (enabled and deterministic is None and is_deterministic_algorithms_warn_only_enabled()):
        key = replay.select_key(plan_class, stream, fields, deterministic, enabled)
        if not replay.hashable(key):   # an unhashable field, which the descriptor refuses
            key = None
    selected = None if key is None else replay.plans.get(key)
    if selected is None:
        selected = plan_class.select(stream, plan_class.Descriptor(**fields), PlanPreference(deterministic=deterministic))
        if key is not None:
            replay.plans.put(key, selected)
    return selected


class _Known:
    """What Call.run reads of a plan class's tensors, worked out once per class."""

    def __init__(self, plan):
        self.labels = {spec.name: plan.functional.tensors.get(spec.name, spec.name) for spec in plan.tensors}
        self.given = tuple(spec for spec in plan.tensors if spec.role != "output")
        self.inout = frozenset(spec.name for spec in plan.tensors if spec.role == "inout")
        text = plan.tensors[0].shape_text   # an op's view applies to the tensors of this shape
        self.viewable = tuple((spec.name, self.labels[spec.name]) for spec in plan.tensors
                              if spec.role in ("input", "inout") and spec.shape_text == text)
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
                self.targets[name] = (None if VIEW_ARGUMENTS.get(functional.view) == name
                                      else tensor_of.get(name, name), None)
        self.dims = frozenset(plan.dims)
        self.params = frozenset(spec.name for spec in plan.params)
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


def _restored(output, name: str, restore: bool, shape, updated: dict):
    """A viewed op's output in its arguments' shape: an argument it updated in place, that argument."""
    if name in updated:
        return updated[name]
    return output.reshape(shape) if restore and output is not None else output


@functools.cache
def _known(plan) -> _Known:
    return _Known(plan)


class saving:
    """Within it, the outputs of each op's first plan run are kept: {op: {output name: array}}.
    (A class: a generator's context costs several times more, at every call of the torch bridge.)"""
    __slots__ = ("saved", "token")

    def __enter__(self) -> dict:
        self.saved = {}
        self.token = replay.saved_outputs.set(self.saved)
        return self.saved

    def __exit__(self, *_) -> None:
        replay.saved_outputs.reset(self.token)


@contextlib.contextmanager
def dry():
    """Within it, ops run in shape-only mode: each plan is selected (its checks run) and its outputs
    are allocated, zero-filled, from the catalog's shapes, but no kernel runs. Fed zeros of the
    right shapes and dtypes, an op gives its outputs' shapes and dtypes: what a framework's fake
    (meta) implementation needs, with no shape rule written twice."""
    token = replay.dry_run.set(True)
    try:
        yield
    finally:
        replay.dry_run.reset(token)


def like(grad, input):
    """`grad` as an array of `input`'s float dtype on its backend: the gradient a backward op
    takes for an output whose dtype is not the input's (integer codes)."""
    stream = resolve_stream(None, (grad, input))
    return stream.backend.asarray(grad).astype(stream.backend.asarray(input).dtype, copy=False)


def ones_like(value):
    """Ones of `value`'s shape and dtype on its backend: the gradient at ones of a catalog tangent
    (codegen/model.py's Tangent), and its broadcasts."""
    backend = resolve_stream(None, (value,)).backend
    ones = backend.empty(value.shape, value.dtype)
    ones[...] = 1
    return ones


def is_number(value) -> bool:
    """A Python or numpy scalar, which ops that take numbers read as a value, not as an array."""
    return isinstance(value, (bool, int, float, complex, np.generic))


def operand(call, value, name: str, numbers: bool = True):
    """(value as an array, None), or (None, its value as a float) where it is a number and `numbers`
    (the op takes one there)."""
    if not is_number(value):
        return call.array(value, name), None
    if not numbers:
        raise DTypeError(f"{name} must be an array, not the number {value!r}")
    if isinstance(value, (complex, np.complexfloating)) or not isinstance(value, (bool, int, float, np.number,
                                                                                  np.bool_)):
        raise DTypeError(f"{name} must be an array or a real number, not {value!r}")
    return None, _as_float(value, name)


def operands(call, input, other):
    """(input as an array, other as an array or None, other's value where it is a number) of a binary
    op whose other may be a Python number."""
    input, _ = operand(call, input, "input", numbers=False)
    return (input, *operand(call, other, "other"))


def _updatable(call, value, label: str) -> None:
    """Refuses `value` as an array updated in place where the kernel would update a copy of it."""
    backend = call.stream.backend
    if not (backend.is_array(value) and value.flags.c_contiguous and backend.is_writeable(value)):
        raise LayoutError(f"{label} is updated in place: it must be a writeable C-contiguous {backend.array_kind}")


@functools.cache
def _updated(plan) -> str | None:
    """The tensor an op updates in place (its result written over it), if any."""
    return next((spec.name for spec in plan.tensors if spec.role == "inout"), None)


@functools.cache
def broadcast_operands(plan) -> dict[str, bool]:
    """A broadcasting op's operands (each with an `<operand>_numel` dim), in the order of the rows of
    sizes: whether each may be a number (the op has `has_<operand>`)."""
    params = {spec.name for spec in plan.params}
    return {spec.name: f"has_{spec.name}" in params for spec in plan.tensors if f"{spec.name}_numel" in plan.dims}


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


def channel_view(shape, axis, name: str = "axis", of: str = "an array", from_end: bool = True) -> tuple[int, int, int]:
    """(outer, channels, inner) of an array of `shape` around `axis` (negative counts from the end, where
    `from_end`); errors call the axis `name` and the array `of`, the caller's arguments."""
    rank = len(shape)
    if not 1 <= rank <= MAX_RANK:
        raise ShapeError(f"a view around {name} takes {of} of rank 1 to {MAX_RANK}, not shape {tuple(shape)}")
    if isinstance(axis, (bool, np.bool_)) or not isinstance(axis, (int, np.integer)):
        raise InvalidArgumentError(f"{name} must be an int, not {axis!r}")
    if not (-rank if from_end else 0) <= axis < rank:
        counted = "" if from_end else f" (from 0 to {rank - 1}: none counts from the end here, as in PyTorch)"
        raise OutOfRangeError(f"{name} {axis} is out of range for {of} of rank {rank}{counted}")
    axis = int(axis) % rank
    return math.prod(shape[:axis]), shape[axis], math.prod(shape[axis + 1:])


def _catalog_name(dtype) -> str | None:
    try:
        return dtypes.name_of(dtype)
    except DTypeError:
        return None


def dtype_name(value, name: str) -> str:
    """A dtype argument (numpy, torch or catalog name) as a catalog name."""
    found = _catalog_name(value)
    if found is None:
        raise DTypeError(f"{name} must name a dtype of the catalog ({sorted(dtypes.DTYPES)} or their numpy or "
                         f"torch names), not {value!r}")
    return found


def _is_torch(value) -> bool:
    """Whether `value` is a torch tensor, known by its class, so that skucat never imports torch for it."""
    return type(value).__module__.startswith("torch") and hasattr(value, "requires_grad")


def _untorch(value, name: str, op: str):
    """A torch CPU tensor as a numpy array sharing its memory (bf16 through an int16 view); anything
    else as it is."""
    if not _is_torch(value):
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
