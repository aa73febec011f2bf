"""What every generated plan class does, driven by its op's data from catalog.yaml.

A generated plan class holds only data: dims, params, tensors, limits,
checks, lets, workspace slices, kernel entries with their signatures, SKUs.
This module turns that data into descriptor validation, selection, argument
and workspace checks, and the launch sequence.
"""

from __future__ import annotations

import ast
import ctypes
import dataclasses
import functools
import importlib
import math
import re
import threading
import types
import warnings
from dataclasses import dataclass
from enum import Enum
from typing import Any, Callable, ClassVar

import numpy as np

from . import dtypes, expr, native
from .errors import (
    DTypeError, InvalidArgumentError, LayoutError, OutOfRangeError, ShapeError, SkucatError, UnsupportedError,
    WorkspaceError,
)
from .backends.packing import Params
from .sku import KernelSku
from .types import (WORKSPACE_ALIGN as ALIGN, PlanPreference, Workspace, are_deterministic_algorithms_enabled,
                    is_deterministic_algorithms_warn_only_enabled)

MAX_BLOCKS = 65535
MAX_THREADS = 1024
_INT64 = (-(2**63), 2**63 - 1)


@dataclass(frozen=True)
class ParamSpec:
    name: str
    type: str               # int, optional_int, float, optional_float, bool, choice
    choices: tuple[str, ...] = ()


@dataclass(frozen=True)
class TensorSpec:
    name: str
    role: str               # input, inout (updated in place) or output
    dtype: str              # "element", "aux" or a dtype name
    shape_text: str
    shape: Callable[[Any], tuple[int, ...]]
    when: Callable[[Any], bool] | None = None    # given exactly when this holds
    when_text: str = ""


@dataclass(frozen=True)
class CheckSpec:
    text: str
    error: type
    holds: Callable[[Any], bool]
    names: tuple[str, ...]
    on_arrays: bool         # reads tensor values: runs in can_implement, else in select
    doc: str = ""


@dataclass(frozen=True)
class LetSpec:
    name: str
    value: Callable[[Any], Any]
    text: str
    on_arrays: bool         # uses tensors or workspace slices: known only at run


@dataclass(frozen=True)
class SliceSpec:
    name: str
    dtype: str
    count: Callable[[Any], int]
    when: Callable[[Any], bool] | None


@dataclass(frozen=True)
class EntrySpec:
    name: str
    work: Callable[[Any], int]
    block: Callable[[Any], int]
    shared: Callable[[Any], int]
    when: Callable[[Any], bool] | None
    signature: tuple[tuple[str, str, str], ...]   # (name, C type, "" | "choice" | "flag")
    on_arrays: bool = False   # a rule reads tensors, slices or their lets: evaluated at each run, not at select


@dataclass(frozen=True)
class FunctionalSpec:
    """A functional op's arguments, the catalog tensors they give, its view (types.VIEW_ARGUMENTS) and returns."""

    arguments: tuple[str, ...]
    tensors: dict[str, str]
    dtypes: dict[str, str]
    view: str
    returns: tuple[str, ...]
    none_for: tuple[str, ...] = ()   # axes whose argument defaults to None, PyTorch's, for the value `none`


class Descriptor:
    """Base of the generated descriptors (frozen, keyword-only dataclasses, checked when made)."""


def _is_int(value) -> bool:
    return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))


def _as_float(value, name: str) -> float:
    """A real number as a float; an int past the largest double is an OutOfRangeError naming `name`."""
    try:
        return float(value)
    except OverflowError:
        raise OutOfRangeError(f"{name} is an int of {int(value).bit_length()} bits, past the largest double "
                              f"(about 1.8e308)") from None


def _param_value(spec: ParamSpec, value):
    """`value` as the plain Python value of a param, or InvalidArgumentError naming it."""
    if spec.type == "choice":
        ok = isinstance(value, str) and value in spec.choices
    elif spec.type == "bool":
        ok = isinstance(value, (bool, np.bool_))
    elif spec.type in ("float", "optional_float"):
        number = isinstance(value, (int, float, np.integer, np.floating)) and not isinstance(value, (bool, np.bool_))
        ok = number or (spec.type == "optional_float" and value is None)
    else:
        ok = _is_int(value) or (spec.type == "optional_int" and value is None)
        if ok and value is not None and not _INT64[0] <= value <= _INT64[1]:
            raise OutOfRangeError(f"{spec.name} {value} does not fit a 64-bit integer")
    if not ok:
        wanted = f"one of {list(spec.choices)}" if spec.type == "choice" else spec.type.replace("_", " ")
        raise InvalidArgumentError(f"{spec.name} must be {wanted}, not {value!r}")
    if value is None or isinstance(value, str):
        return value
    if spec.type in ("float", "optional_float"):
        return _as_float(value, spec.name)
    return bool(value) if spec.type == "bool" else int(value)


def _evaluate(op: str, text: str, function, names):
    try:
        return function(names)
    except SkucatError:
        raise
    except Exception as exc:   # an expression that cannot be evaluated for these values
        raise InvalidArgumentError(f"{op}: {text} cannot be evaluated here ({type(exc).__name__}: {exc})") from None


class _Launch:
    """One entry's launch: its geometry and its kernelParams, one slot per argument, packed once; a
    prepared launch rewrites only the slots of arrays at each run."""

    def __init__(self, plan: "Plan", spec: EntrySpec):
        self.spec, self.unit = spec, plan.sku().unit(plan.family)
        self.symbol = f"{plan.sku().symbol}__{spec.name}"
        self.params = Params(len(spec.signature))
        self.dims = (ctypes.c_uint * 6)()
        self.shared, self.function = 0, None

    def place(self, op: str, work: int, block: int, shared: int) -> bool:
        """Sets the grid of `work` grid-stride items; False when there is no work."""
        if not (_is_int(block) and 1 <= block <= MAX_THREADS) or not (_is_int(shared) and shared >= 0):
            raise InvalidArgumentError(f"{op}.{self.spec.name}: block {block!r} or shared bytes {shared!r} is invalid")
        self.dims[:] = (min(-(-work // block), MAX_BLOCKS) if work > 0 else 0, 1, 1, int(block), 1, 1)
        self.shared = int(shared)
        return work > 0

    def look_up(self, stream):
        """The backend's function that launches the entry, `function(stream, dims, kernel_params, shared)`,
        looked up at the first launch (select builds nothing)."""
        self.function = stream.backend.kernel(self.unit, self.symbol)
        return self.function

    @property
    def grid(self) -> tuple[int, int, int]:
        return tuple(self.dims[:3])

    @property
    def block(self) -> tuple[int, int, int]:
        return tuple(self.dims[3:])

    def copy(self) -> "_Launch":
        copied = object.__new__(_Launch)
        copied.__dict__.update(self.__dict__, params=self.params.copy(), dims=(ctypes.c_uint * 6)(*self.dims))
        return copied


class Launcher:
    """Converts a kernel entry's arguments to the C types of its signature from the catalog, as a
    plan packs its launches: arrays checked for dtype, layout and writeability, scalars range-checked."""

    def __init__(self, plan: "Plan"):
        self.plan = plan

    def convert(self, entry: str, name: str, ctype: str, kind: str, value):
        where = f"{self.plan.op}.{entry} argument {name} ({ctype})"
        if ctype.endswith("*"):
            if value is None:
                return None
            backend = self.plan.stream.backend
            if not backend.is_array(value):
                raise DTypeError(f"{where} must be a {backend.array_kind} or None, not {type(value).__name__}")
            expected = dtypes.numpy_dtype(self.plan.resolve(ctype.removeprefix("const ").rstrip("*"),
                                                            self.plan._bound_names))
            if value.dtype != expected:
                raise DTypeError(f"{where} must point to {expected}, not {value.dtype}")
            if not value.flags.c_contiguous:
                raise LayoutError(f"{where} is not C-contiguous")
            if not ctype.startswith("const ") and not backend.is_writeable(value):
                raise LayoutError(f"{where} is written, but the array is read-only")
            return value
        if kind == "choice":
            value = self.plan._param(name).choices.index(value)
        elif kind == "flag":
            value = int(bool(value))
        numpy_type = dtypes.numpy_dtype(ctype)
        if isinstance(value, np.generic) and value.dtype != numpy_type:
            raise DTypeError(f"{where} got a numpy {value.dtype}; pass a Python number or a numpy {numpy_type}")
        if numpy_type.kind == "i":
            info = np.iinfo(numpy_type)
            if not (isinstance(value, (int, np.integer))) or not info.min <= int(value) <= info.max:
                raise OutOfRangeError(f"{where} must be an integer in [{info.min}, {info.max}], not {value!r}"
                                      + self._derivation(name))
            return numpy_type.type(int(value))
        if not isinstance(value, (int, float, np.floating)) or isinstance(value, bool):
            raise DTypeError(f"{where} must be a number, not {value!r}")
        with np.errstate(over="ignore"):
            converted = numpy_type.type(value)
        if math.isfinite(value) and not np.isfinite(converted):
            raise OutOfRangeError(f"{where}: {value!r} does not fit {numpy_type}" + self._derivation(name))
        return converted

    def _derivation(self, name: str) -> str:
        """For a let, its expression and the descriptor fields it is computed from, with their values,
        so that an error about its value names them (and the functional layer the arguments behind them)."""
        lets, desc = {let.name: let.text for let in self.plan.lets}, vars(self.plan.desc)
        if name not in lets:
            return ""
        fields, pending, seen = {}, [name], {name}
        while pending:   # a let may read other lets: down to the fields
            for word in re.findall(r"[A-Za-z_]\w*", lets[pending.pop()]):
                if word in desc:
                    fields.setdefault(word, desc[word])
                elif word in lets and word not in seen:
                    seen.add(word)
                    pending.append(word)
        shown = "".join(f", {field}={value!r}" for field, value in fields.items())
        return f" ({name} = {lets[name]}{shown})"


class Plan:
    """Base of the generated plan classes; see each class for its op."""

    op: ClassVar[str]
    family: ClassVar[str]
    Descriptor: ClassVar[type]
    Args: ClassVar[type]
    dims: ClassVar[tuple[str, ...]]
    aux_field: ClassVar[str | None]
    aux_types: ClassVar[tuple[str, ...]]
    aux_of: ClassVar[dict[str, tuple[str, ...]]]   # element -> the aux types it pairs with
    elements: ClassVar[tuple[str, ...]]
    axes: ClassVar[tuple[tuple[str, tuple[str, ...]], ...]]
    params: ClassVar[tuple[ParamSpec, ...]]
    tensors: ClassVar[tuple[TensorSpec, ...]]
    limits: ClassVar[tuple[tuple[str, Callable[[Any], bool]], ...]]
    checks: ClassVar[tuple[CheckSpec, ...]]
    lets: ClassVar[tuple[LetSpec, ...]]
    workspace: ClassVar[tuple[SliceSpec, ...]]
    entries: ClassVar[tuple[EntrySpec, ...]]
    functional: ClassVar[FunctionalSpec]
    skus: ClassVar[tuple[KernelSku, ...]]

    def __init__(self, stream, desc, sku: KernelSku):
        self.stream, self.desc, self._sku = stream, desc, sku

    # ---- descriptors

    @classmethod
    def normalize(cls, desc) -> None:
        """Checks each field's type and normalises it in place (names for dtypes, plain Python
        numbers); called when a descriptor is made."""
        changes = {"element": cls._dtype_field("element", desc.element, cls.elements)}
        if cls.aux_field:   # None: the first aux type the element pairs with
            paired, value = cls.aux_of[changes["element"]], getattr(desc, cls.aux_field)
            changes[cls.aux_field] = paired[0] if value is None else cls._dtype_field(
                cls.aux_field, value, paired, f" with element {changes['element']}")
        for axis, values in cls.axes:
            value = getattr(desc, axis)
            value = value.value if isinstance(value, Enum) else value
            if not isinstance(value, str) or value not in values:
                raise InvalidArgumentError(f"{axis} must be one of {list(values)}, not {value!r}")
            changes[axis] = value
        for dim in cls.dims:
            value = getattr(desc, dim)
            if not _is_int(value) or not 0 <= value <= _INT64[1]:
                raise ShapeError(f"{dim} must be a non-negative int, not {value!r}")
            changes[dim] = int(value)
        for spec in cls.params:
            changes[spec.name] = _param_value(spec, getattr(desc, spec.name))
        for field, value in changes.items():
            object.__setattr__(desc, field, value)

    @classmethod
    def _dtype_field(cls, field: str, value, allowed, paired: str = "") -> str:
        try:
            name = dtypes.name_of(value)
        except DTypeError:
            name = None
        if name not in allowed:
            raise DTypeError(f"{cls.op} supports {field} {list(allowed)}{paired}, not {value!r}")
        return name

    @classmethod
    def _names(cls, desc, variant: str) -> types.SimpleNamespace:
        """The names catalog expressions read: the descriptor's fields, compute, variant, and the
        lets that need no arrays."""
        names = types.SimpleNamespace(**vars(desc), compute=dtypes.DTYPES[desc.element].compute, variant=variant)
        for let in cls.lets:
            if not let.on_arrays:
                setattr(names, let.name, _evaluate(cls.op, let.text, let.value, names))
        return names

    @classmethod
    def resolve(cls, dtype: str, names) -> str:
        """A catalog dtype name, with element, aux and compute resolved for `names`."""
        if dtype == "element":
            return names.element
        if dtype == "aux":
            return getattr(names, cls.aux_field)
        if dtype == "compute":
            return dtypes.DTYPES[names.element].compute
        return dtype

    @classmethod
    @functools.cache
    def _hooks(cls):
        try:
            return importlib.import_module(f"skucat.families.{cls.family}")
        except ModuleNotFoundError as exc:
            if exc.name != f"skucat.families.{cls.family}":
                raise
            return None

    @classmethod
    def _run_checks(cls, names, desc) -> None:
        """The limits, offset bounds and checks that the descriptor alone decides."""
        for text, holds in cls.limits:
            if not _evaluate(cls.op, text, holds, names):
                raise ShapeError(f"{cls.op}: limit {text} does not hold for {desc}")
        for spec in cls.tensors:   # kernels address elements by 64-bit offsets
            if spec.when is None or _evaluate(cls.op, "when", spec.when, names):
                shape = tuple(int(extent) for extent in _evaluate(cls.op, spec.shape_text, spec.shape, names))
                itemsize = dtypes.numpy_dtype(cls.resolve(spec.dtype, names)).itemsize
                if math.prod(shape) * itemsize > _INT64[1]:
                    raise ShapeError(f"{cls.op}: {spec.name} {spec.shape_text} = {shape} has more bytes than a "
                                     f"64-bit offset addresses")
        cls._hold(tuple(check for check in cls.checks if not check.on_arrays), names)

    @classmethod
    def _hold(cls, checks, names) -> None:
        """Raises the error of the first of `checks` that does not hold for `names`."""
        for check in checks:
            if not _evaluate(cls.op, check.text, check.holds, names):
                shown = ", ".join(f"{name}={_shown(getattr(names, name))}" for name in check.names)
                raise check.error(f"{cls.op}: {check.doc + ': ' if check.doc else ''}{check.text} does not hold "
                                  f"({shown})")

    # ---- selection

    @classmethod
    def select(cls, stream, desc, pref: PlanPreference | None = None) -> "Plan":
        """Picks the SKU for `desc` on `stream` that satisfies `pref`."""
        from .stream import Stream

        if not isinstance(stream, Stream):
            raise InvalidArgumentError(f"{cls.__name__}.select needs a skucat.Stream, not {type(stream).__name__}")
        if not isinstance(desc, cls.Descriptor):
            raise InvalidArgumentError(f"{cls.__name__}.select needs a {cls.Descriptor.__name__}, not {type(desc).__name__}")
        pref = pref or PlanPreference()
        if not isinstance(pref, PlanPreference):
            raise InvalidArgumentError(f"pref must be a PlanPreference, not {type(pref).__name__}")
        cls._run_checks(cls._names(desc, ""), desc)
        backend = stream.backend
        if pref.backend not in (None, backend.name):
            raise UnsupportedError(f"the stream runs on {backend.name!r}, the preference asks for {pref.backend!r}")
        aux = getattr(desc, cls.aux_field) if cls.aux_field else "none"
        wanted_modes = tuple((axis, getattr(desc, axis)) for axis, _ in cls.axes)
        candidates = [s for s in cls.skus if s.element == desc.element and s.aux == aux and s.modes == wanted_modes]
        deterministic = are_deterministic_algorithms_enabled() if pref.deterministic is None else pref.deterministic
        refusals = []
        for sku in candidates:
            refusal = cls._refusal(sku, desc, pref, deterministic)
            if refusal is None:
                plan = cls(stream, desc, sku.on(backend.name, backend.arch))
                plan._prepared   # everything the descriptor fixes, worked out once
                return plan
            refusals.append(f"{sku.variant}: {refusal}")
        problem = (f"no {cls.op} SKU for {desc} with {pref}: " + ("; ".join(refusals) or "none in the catalog")
                   + cls._alternatives(desc, pref, deterministic))
        if pref.deterministic is None and deterministic and is_deterministic_algorithms_warn_only_enabled():
            warnings.warn(f"{problem}; running a non-deterministic one, as use_deterministic_algorithms("
                          f"True, warn_only=True) allows", UserWarning, stacklevel=2)
            return cls.select(stream, desc, dataclasses.replace(pref, deterministic=False))
        raise UnsupportedError(problem)

    @classmethod
    def _refusal(cls, sku: KernelSku, desc, pref: PlanPreference, deterministic: bool) -> str | None:
        """Why `sku` does not satisfy `pref` for `desc`, or None."""
        if deterministic and not sku.precision.deterministic:
            return "not deterministic"
        if pref.variant not in (None, sku.variant):
            return f"not the preferred variant {pref.variant!r}"
        if pref.max_workspace_bytes is not None and (
                workspace := cls._layout(cls._names(desc, sku.variant))[1]) > pref.max_workspace_bytes:
            return f"needs {workspace} workspace bytes > {pref.max_workspace_bytes}"
        return None

    @classmethod
    def _alternatives(cls, desc, pref: PlanPreference, deterministic: bool) -> str:
        """What would work instead: each type or mode of the descriptor that, changed alone, has a
        SKU satisfying `pref`, the op's variants, and how to allow a non-deterministic SKU."""
        fields = {"element": lambda sku: sku.element}
        if cls.aux_field:
            fields[cls.aux_field] = lambda sku: sku.aux
        fields.update({axis: lambda sku, axis=axis: dict(sku.modes)[axis] for axis, _ in cls.axes})
        wanted = {name: getattr(desc, name) for name in fields}
        options = []
        for name, value_of in fields.items():
            values = sorted({value_of(sku) for sku in cls.skus
                             if value_of(sku) != wanted[name]
                             and all(other(sku) == wanted[field] for field, other in fields.items() if field != name)
                             and cls._refusal(sku, dataclasses.replace(desc, **{name: value_of(sku)}), pref,
                                              deterministic) is None})
            if values:
                options.append(f"{name}={' or '.join(values)}")
        text = f". These would work: {'; '.join(options)}" if options else ""
        variants = sorted({sku.variant for sku in cls.skus})
        if pref.variant is not None and pref.variant not in variants:
            text += f". The variants of {cls.op} are {', '.join(variants)}"
        if deterministic:
            text += (". deterministic=False, or skucat.use_deterministic_algorithms(True, warn_only=True), "
                     "allows a non-deterministic SKU")
        return text

    # ---- the plan

    def sku(self) -> KernelSku:
        return self._sku

    def precision_guarantee(self):
        return self._sku.precision

    @functools.cached_property
    def _bound_names(self):
        return self._names(self.desc, self._sku.variant)

    @classmethod
    def _layout(cls, names) -> tuple[list[tuple[SliceSpec, int, int]], int]:
        """([(slice, byte offset, item count)] of the slices present, total bytes)."""
        placed, end = [], 0
        for spec in cls.workspace:
            if spec.when is not None and not _evaluate(cls.op, "when", spec.when, names):
                continue
            count = int(_evaluate(cls.op, f"{spec.name} count", spec.count, names))
            offset = -(-end // ALIGN) * ALIGN
            placed.append((spec, offset, count))
            end = offset + count * dtypes.numpy_dtype(cls.resolve(spec.dtype, names)).itemsize
        return placed, end

    @functools.cached_property
    def _prepared(self) -> "_Prepared":
        return _Prepared(self)

    def workspace_size(self) -> int:
        """Exact bytes of workspace `run` needs (0: pass Workspace.none())."""
        return self._prepared.workspace_bytes

    def dtype_of(self, spec: TensorSpec) -> str:
        """The catalog dtype name of a tensor of this plan."""
        return self.resolve(spec.dtype, self._bound_names)

    @classmethod
    def _entry(cls, name: str) -> EntrySpec:
        return next(entry for entry in cls.entries if entry.name == name)

    @classmethod
    def _param(cls, name: str) -> ParamSpec:
        return next(param for param in cls.params if param.name == name)

    def can_implement(self, args) -> None:
        """Raises a SkucatError if `args` do not fit this plan; returns None if they do."""
        self._check_arrays(args)

    def _check_arrays(self, args, proven: bool = False) -> dict:
        """What can_implement checks; returns {tensor name: pointer} of the arrays given. `proven`: the
        caller has checked each array's kind, dtype, shape and layout (a functional call whose arrays
        match a checked call's, with fresh outputs); overlaps and the checks of values still run."""
        if type(args) is not self.Args and not isinstance(args, self.Args):
            raise InvalidArgumentError(f"{type(self).__name__} needs {self.Args.__name__}, not {type(args).__name__}")
        prepared = self._prepared
        pointers = None if prepared.pointers_in_c is None else \
            prepared.pointers_in_c(prepared.given_in_c, prepared.absent_names, prepared.updates, args, proven)
        if pointers is None:   # not checked in C, or refused there: the checks in Python, which word the error
            pointers = self._pointers(args, proven)
        if prepared.value_checks:
            self._check_values({name: getattr(args, name) for name in prepared.checked if name in pointers})
        return pointers

    def _pointers(self, args, proven: bool) -> dict:
        """_check_arrays' checks of the arrays themselves (kind, dtype, shape, layout, overlaps); their pointers."""
        prepared, backend = self._prepared, self.stream.backend
        for name, spec in prepared.absent:
            if getattr(args, name) is not None:
                raise InvalidArgumentError(f"{name} must be None: it is given only when {spec.when_text}")
        is_array, pointer_of = backend.is_array, backend.pointer_of
        pointers, extents, written = {}, [], []
        overlaps = prepared.updates or not proven   # proven outputs are fresh: they overlap nothing
        for name, spec, dtype, shape, writes in prepared.given:
            array = getattr(args, name)
            if array is None:
                raise InvalidArgumentError(f"{name} is required" + (f" when {spec.when_text}" if spec.when else ""))
            if not proven:
                if not is_array(array):
                    raise DTypeError(f"{name} must be a {backend.array_kind} for the {backend.name} backend, "
                                     f"not {type(array).__name__}")
                if array.dtype is not dtype and array.dtype != dtype:   # identity first: numpy's dtypes are shared
                    raise DTypeError(f"{name} must be {dtype}, not {array.dtype}")
                if array.shape != shape:
                    raise ShapeError(f"{name} must have shape {spec.shape_text} = {shape}, not {tuple(array.shape)}")
                if not array.flags.c_contiguous:
                    raise LayoutError(f"{name} is not C-contiguous; pass a contiguous copy")
                if writes and not backend.is_writeable(array):
                    raise LayoutError(f"{name} is read-only")
            pointers[name] = start = pointer_of(array)
            if overlaps:
                extent = (start, start + array.nbytes, spec)   # C-contiguous: the array is the bytes [start, end)
                extents.append(extent)
                if writes and extent[1] > start and not (proven and spec.role == "output"):
                    written.append(extent)
        for start, end, spec in written:
            for other_start, other_end, other in extents:
                if start < other_end and other_start < end and other is not spec:
                    raise LayoutError(f"{spec.role} {spec.name} overlaps {other.name}")
        return pointers

    def _check_values(self, arrays: dict) -> None:
        """The catalog's checks that read tensor values, on `arrays` (the tensors they read, by name)."""
        prepared = self._prepared
        if prepared.checks_in_c is not None:   # calls of C functions: the usual answer, True, in a few steps
            held = True
            for function, arguments, tensors in prepared.checks_in_c:
                arguments = list(arguments)
                for position, name in tensors:
                    arguments[position] = arrays.get(name)
                held = held and function(*arguments) is True
            if held:
                return
        to_numpy = self.stream.backend.to_numpy
        values = prepared.value_names()
        for name, array in arrays.items():
            setattr(values, name, to_numpy(array))
        self._hold(prepared.value_checks, values)

    def _workspace_base(self, workspace, args, pointers: dict) -> int:
        """The workspace's address (0 for none), once it is checked to fit and to overlap no array."""
        if type(workspace) is not Workspace and not isinstance(workspace, Workspace):
            raise WorkspaceError(f"the workspace must be a skucat.Workspace (Workspace.none(), .borrowed(buffer) "
                                 f"or .allocate(stream, nbytes)), not {type(workspace).__name__}")
        buffer, needed = workspace.buffer, self._prepared.workspace_bytes
        if buffer is None:
            if needed:
                raise WorkspaceError(f"{self.op} needs {needed} workspace bytes, got 0")
            return 0
        if workspace.nbytes < needed:
            raise WorkspaceError(f"{self.op} needs {needed} workspace bytes, got {workspace.nbytes}")
        backend = self.stream.backend
        if not backend.is_array(buffer):
            raise WorkspaceError(f"the workspace must be a {backend.array_kind} for the {backend.name} backend, "
                                 f"not {type(buffer).__name__}")
        if not backend.is_writeable(buffer):
            raise WorkspaceError("the workspace buffer is read-only")
        start = backend.pointer_of(buffer)
        if start % 16:
            raise WorkspaceError("the workspace buffer must start at a 16-byte aligned address")
        end = start + buffer.nbytes
        for spec in self.tensors:
            array = getattr(args, spec.name)
            if array is not None and array.nbytes and end > start and \
                    start < pointers[spec.name] + array.nbytes and pointers[spec.name] < end:
                raise WorkspaceError(f"the workspace overlaps {spec.name}")
        return start

    def run(self, stream, workspace: Workspace, args, *, _proven: bool = False) -> None:
        """Validates everything, then launches. Writes the outputs of `args`; never allocates. (`_proven`:
        the functional layer's, as `proven` in _check_arrays.)"""
        if getattr(stream, "backend", None) is not self.stream.backend:
            raise InvalidArgumentError("run needs a skucat.Stream of the backend the plan was selected for")
        pointers, prepared = self._check_arrays(args, _proven), self._prepared
        if type(workspace) is Workspace and workspace.buffer is None and not prepared.workspace_bytes:
            base = 0   # the common case, which _workspace_base would accept
        else:
            base = self._workspace_base(workspace, args, pointers)
        self._launch(stream, pointers, base, prepared.names_at_run(self, stream, workspace, args)
                     if prepared.general else None)

    def _launch(self, stream, pointers: dict, base: int, names) -> None:
        """Writes the arrays' `pointers` and the workspace slices (from `base`) into the prepared
        launches, packs what `names` fixes at run (a general plan's) and launches them; on the host,
        without `names`, skucat._native's Launches do that in C."""
        prepared, ready = self._prepared, []
        if names is None:
            in_c = prepared.launches_in_c
            if in_c is None:   # made at the first run, which finds the entries
                in_c = prepared.launches_in_c = prepared.c_launches(stream) or False
            if in_c:
                return in_c(pointers, base, stream)
        for launch, tensors, slices, dynamic in prepared.launches_here():
            slots = launch.params.slots
            for index, name in tensors:
                slots[index] = pointers[name]
            for index, offset in slices:
                slots[index] = base + offset
            if not dynamic or prepared.pack_at_run(self, launch, names):
                ready.append(launch)
        for launch in ready:   # every launch is checked before the first one runs
            (launch.function or launch.look_up(stream))(stream, launch.dims, launch.params.pointers, launch.shared)


class _Array:
    """An array in the rules that _Prepared settles at select: a rule may pass it on or test it
    against None (which arrays a plan is given and which slices it has are fixed there); any other
    use raises, and the rule is left to each run."""
    __slots__ = ("name",)

    def __init__(self, name: str):
        self.name = name

    def __bool__(self):
        raise TypeError("an array's truth is known only at run")

    def __eq__(self, other):
        raise TypeError("an array's values are known only at run")

    __hash__ = None


def _calls_in_c(in_c, checks, names, tensors) -> tuple | None:
    """`checks` (of values, on the host) as calls of `in_c`'s (skucat._native's) functions, (function, arguments,
    ((position, tensor name), ...)), when each is one call of an expr function with a same twin there
    (expr.SAME_IN_C) on tensors, the plan's names and literals; else None. A call that answers other
    than True leaves the checks to Python, which words the error."""
    calls = []
    for check in checks:
        call = ast.parse(check.text, mode="eval").body
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id in expr.SAME_IN_C
                and not call.keywords):
            return None
        arguments, read = [], []
        for position, node in enumerate(call.args):
            if isinstance(node, ast.Name) and node.id in tensors:   # a tensor the check reads
                read.append((position, node.id))
                arguments.append(None)
            elif isinstance(node, ast.Name) and hasattr(names, node.id):
                arguments.append(getattr(names, node.id))
            else:
                try:
                    arguments.append(ast.literal_eval(node))
                except ValueError:
                    return None
        calls.append((getattr(in_c, call.func.id), tuple(arguments), tuple(read)))
    return tuple(calls)


class _Prepared:
    """What `run` needs that the descriptor alone fixes, worked out once when the plan is selected:
    the tensors' dtypes and shapes, the workspace layout, and each entry's launch with its scalars
    packed; `run` then checks the arrays, writes their pointers into the prepared slots and launches."""

    def __init__(self, plan: Plan):
        names = plan._bound_names
        self._settle_tensors(plan, names)
        in_c = native.module() if plan.stream.backend.name == "host" else None
        self.pointers_in_c = None if in_c is None else in_c.pointers   # _check_arrays in C, on the host
        self.placed, self.workspace_bytes = plan._layout(names)
        self.value_checks = tuple(check for check in plan.checks if check.on_arrays)
        self.checks_in_c = None if in_c is None else \
            _calls_in_c(in_c, self.value_checks, names, {spec.name for spec in plan.tensors})
        # The names the checks of values read: the plan's, as class attributes (a fresh instance per
        # call takes its arrays); staticmethod keeps a value with __get__ from binding to the instance.
        self.value_names = type("ValueNames", (), {
            name: staticmethod(value) if hasattr(type(value), "__get__") else value for name, value in vars(names).items()
        }) if self.value_checks else None
        self.checked = tuple(spec.name for spec in plan.tensors   # the tensors whose values they read
                             if any(spec.name in check.names for check in self.value_checks))
        self.array_lets = tuple(let for let in plan.lets if let.on_arrays)
        self.general = bool(self.array_lets) or any(entry.on_arrays for entry in plan.entries)
        symbols = self._symbols(plan) if self.general else None
        if symbols is not None:   # its rules only pick arrays or test which are there: settled here
            self.array_lets, self.general = (), False
        self.launcher = Launcher(plan)
        # the selecting thread packs the prepared launches, any other thread copies of its own
        self.owner, self.elsewhere = threading.get_ident(), threading.local()
        self._empty = {spec.name: plan.stream.backend.empty(0, dtypes.numpy_dtype(plan.resolve(spec.dtype, names)))
                       for spec, _, count in self.placed if not count}   # zero-size slices point here
        self.launches = []   # (launch, [(slot, tensor)], [(slot, workspace offset)], dynamic)
        self.launches_in_c = None   # skucat._native.Launches of them (False: none), made at the first run
        for spec in plan.entries:
            packed = self._packed(plan, spec, symbols or names, at_run=spec.on_arrays and symbols is None)
            if packed is not None:
                self.launches.append(packed)

    def _settle_tensors(self, plan: Plan, names) -> None:
        """Each tensor's dtype and shape, and which are given, absent, outputs or updated in place."""
        op = plan.op
        self.tensors = []   # (name, spec, numpy dtype, shape, written), dtype None for a tensor that must be None
        for spec in plan.tensors:
            if spec.when is None or _evaluate(op, "when", spec.when, names):
                shape = tuple(int(extent) for extent in _evaluate(op, spec.shape_text, spec.shape, names))
                self.tensors.append((spec.name, spec, dtypes.numpy_dtype(plan.dtype_of(spec)), shape,
                                     spec.role != "input"))
            else:
                self.tensors.append((spec.name, spec, None, None, False))
        self.given = tuple(tensor for tensor in self.tensors if tensor[2] is not None)
        self.absent = tuple((name, spec) for name, spec, dtype, _, _ in self.tensors if dtype is None)
        self.updates = any(spec.role == "inout" for _, spec, *_ in self.given)   # arrays given are written
        self.given_in_c = tuple((name, dtype, shape, writes, spec.role == "output")
                                for name, spec, dtype, shape, writes in self.given)
        self.absent_names = tuple(name for name, _ in self.absent)
        self.outputs = tuple((spec, dtype, shape) for _, spec, dtype, shape, _ in self.tensors
                             if spec.role == "output" and dtype is not None)

    def _packed(self, plan: Plan, spec: EntrySpec, names, at_run: bool) -> tuple | None:
        """Entry `spec`'s launch with what `names` fixes packed, as self.launches holds it; None where
        it does not run (its `when` or no work). `at_run`: its rules read arrays, placed at each run."""
        op, given = plan.op, {name for name, *_ in self.given}
        if not at_run and spec.when is not None and not _evaluate(op, spec.name, spec.when, names):
            return None
        slices = {slice_spec.name: (offset, count) for slice_spec, offset, count in self.placed}
        lets = {let.name for let in self.array_lets}
        launch, tensors, offsets = _Launch(plan, spec), [], []
        for index, (name, ctype, kind) in enumerate(spec.signature):
            picked = getattr(names, name, None)
            array = picked.name if type(picked) is _Array else name   # a let that picks an array: that array
            if array in given:
                tensors.append((index, array))
            elif array in slices and slices[array][1]:
                offsets.append((index, slices[array][0]))
            elif name not in lets:   # array lets are packed at each run
                value = self._empty[array] if array in slices else picked
                launch.params.set(index, self.launcher.convert(spec.name, name, ctype, kind, value),
                                  plan.stream.backend.pointer_of)
        dynamic = at_run or any(name in lets for name, _, _ in spec.signature)
        if not at_run and not launch.place(op, *(int(_evaluate(op, spec.name, rule, names))
                                                 for rule in (spec.work, spec.block, spec.shared))):
            return None
        return launch, tensors, offsets, dynamic

    def _symbols(self, plan: Plan):
        """The plan's names with each array it is given, or each workspace slice, as an _Array (None
        where there is none) and its array lets evaluated over them; None where a let or an entry's
        rule does more with an array than pass it on or test whether it is there (it runs at each run)."""
        symbols = types.SimpleNamespace(**vars(plan._bound_names))
        for name, _, dtype, _, _ in self.tensors:
            setattr(symbols, name, None if dtype is None else _Array(name))
        for spec in plan.workspace:
            setattr(symbols, spec.name, None)
        for spec, _, _ in self.placed:
            setattr(symbols, spec.name, _Array(spec.name))
        try:
            for let in self.array_lets:
                value = let.value(symbols)
                if not (value is None or type(value) in (_Array, bool, int, float) or isinstance(value, np.generic)):
                    return None
                setattr(symbols, let.name, value)
            for spec in plan.entries:
                if spec.on_arrays and (spec.when is None or spec.when(symbols)):
                    for rule in (spec.work, spec.block, spec.shared):
                        if not _is_int(rule(symbols)):
                            return None
        except Exception:   # noqa: BLE001 - a rule that reads an array's values or shape: left to each run
            return None
        return symbols

    def launch_specs(self, stream, source) -> tuple | None:
        """The launches as skucat._native reads them, (entry address, dims, slots, ((slot, source(tensor
        name)), ...), ((slot, workspace offset), ...)) each; None where one is packed at run or needs
        dynamic shared memory (which the host refuses, in Python)."""
        if any(launch.shared or dynamic for launch, _, _, dynamic in self.launches):
            return None
        return tuple((stream.backend.entry_address(launch.unit, launch.symbol), tuple(launch.dims),
                      bytes(launch.params.slots),
                      tuple((index, source(name)) for index, name in tensors), tuple(slices))
                     for launch, tensors, slices, _ in self.launches)

    def c_launches(self, stream):
        """skucat._native.Launches of the launches, each tensor found by name; None off the host,
        without the C module, or where launch_specs has none."""
        in_c = native.module() if stream.backend.name == "host" else None
        specs = None if in_c is None else self.launch_specs(stream, lambda name: (0, name, 0))   # an argument
        return None if specs is None else in_c.Launches(specs)

    def launches_here(self) -> list:
        """The launches this thread packs (self.launches' layout)."""
        if threading.get_ident() == self.owner:
            return self.launches
        try:
            return self.elsewhere.launches
        except AttributeError:
            self.elsewhere.launches = [(launch.copy(), *rest) for launch, *rest in self.launches]
            return self.elsewhere.launches

    def names_at_run(self, plan: Plan, stream, workspace, args):
        """The names with the arrays, workspace slices and array lets, for the rules that read them."""
        names = types.SimpleNamespace(**vars(plan._bound_names))
        for spec in plan.tensors:
            setattr(names, spec.name, getattr(args, spec.name))
        for spec in plan.workspace:
            setattr(names, spec.name, None)
        for spec, offset, count in self.placed:
            dtype = dtypes.numpy_dtype(plan.resolve(spec.dtype, names))
            setattr(names, spec.name, workspace.take(offset, dtype, count) if count else stream.backend.empty(0, dtype))
        for let in self.array_lets:
            setattr(names, let.name, _evaluate(plan.op, let.text, let.value, names))
        return names

    def pack_at_run(self, plan: Plan, launch: _Launch, names) -> bool:
        """Packs the array lets of `launch` and places it when its rules read arrays; False: it does not run."""
        spec, lets, pointer_of = launch.spec, {let.name for let in self.array_lets}, plan.stream.backend.pointer_of
        if spec.on_arrays and spec.when is not None and not _evaluate(plan.op, spec.name, spec.when, names):
            return False
        for index, (name, ctype, kind) in enumerate(spec.signature):
            if name in lets:
                launch.params.set(index, self.launcher.convert(spec.name, name, ctype, kind, getattr(names, name)),
                                  pointer_of)
        return not spec.on_arrays or launch.place(plan.op, *(int(_evaluate(plan.op, spec.name, rule, names))
                                                             for rule in (spec.work, spec.block, spec.shared)))


def _shown(value) -> str:
    if isinstance(value, np.ndarray):
        return f"array of {value.size}" if value.size > 4 else repr(value.tolist())
    return repr(value)
