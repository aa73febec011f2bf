"""What every generated plan class does, driven by its op's data from catalog.yaml.

A generated plan class holds only data: dims, params, tensors, limits,
checks, lets, workspace slices, kernel entries with their signatures, SKUs.
This module turns that data into descriptor validation, selection, argument
and workspace checks, and the launch sequence. A family may add
`check_<op>(desc)` in skucat/families/<family>.py for what a catalog
expression cannot say.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import math
import types
import warnings
from dataclasses import dataclass
from enum import Enum
from typing import Any, Callable, ClassVar

import numpy as np

from . import dtypes
from .errors import (
    DTypeError, InvalidArgumentError, LayoutError, OutOfRangeError, ShapeError, SkucatError, UnsupportedError,
    WorkspaceError,
)
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
    block_sync: bool
    signature: tuple[tuple[str, str, str], ...]   # (name, C type, "" | "choice" | "flag")


@dataclass(frozen=True)
class FunctionalSpec:
    arguments: tuple[str, ...]
    tensors: dict[str, str]
    dtypes: dict[str, str]
    view: str
    returns: tuple[str, ...]


class Descriptor:
    """Base of the generated descriptors (frozen, keyword-only dataclasses, checked when made)."""


def _is_int(value) -> bool:
    return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))


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
    return {"bool": bool, "float": float, "optional_float": float}.get(spec.type, int)(value)


def _evaluate(op: str, text: str, function, names):
    try:
        return function(names)
    except SkucatError:
        raise
    except Exception as exc:   # an expression that cannot be evaluated for these values
        raise InvalidArgumentError(f"{op}: {text} cannot be evaluated here ({type(exc).__name__}: {exc})") from None


@dataclass
class _Launch:
    symbol: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    shared: int
    block_sync: bool
    params: list


class Launcher:
    """Packs and launches the kernel entries of one plan: keyword arguments checked against each
    entry's signature from the catalog, every scalar converted to its declared C type."""

    def __init__(self, plan: "Plan"):
        self.plan = plan

    def prepare(self, entry: str, work: int, block: int = 256, shared: int = 0, **values) -> _Launch | None:
        """A checked, packed launch of `entry` over `work` grid-stride items (None when there is no work)."""
        spec = self.plan._entry(entry)
        names = [name for name, _, _ in spec.signature]
        missing, extra = [n for n in names if n not in values], sorted(set(values) - set(names))
        if missing or extra:
            raise InvalidArgumentError(f"{self.plan.op}.{entry}: missing arguments {missing}, unexpected {extra}")
        params = [self._convert(entry, name, ctype, kind, values[name]) for name, ctype, kind in spec.signature]
        if not (_is_int(block) and 1 <= block <= MAX_THREADS) or not (_is_int(shared) and shared >= 0):
            raise InvalidArgumentError(f"{self.plan.op}.{entry}: block {block!r} or shared bytes {shared!r} is invalid")
        if work <= 0:
            return None
        blocks = min(math.ceil(work / block), MAX_BLOCKS)
        return _Launch(f"{self.plan.sku().symbol}__{entry}", (blocks, 1, 1), (int(block), 1, 1), int(shared),
                       spec.block_sync, params)

    def launch(self, launch: _Launch | None) -> None:
        if launch is not None:
            stream = self.plan.stream
            stream.backend.launch(stream, self.plan.family, launch.symbol, launch.grid, launch.block, launch.params,
                                  block_sync=launch.block_sync, shared=launch.shared)

    def _convert(self, entry: str, name: str, ctype: str, kind: str, value):
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
                raise OutOfRangeError(f"{where} must be an integer in [{info.min}, {info.max}], not {value!r}")
            return numpy_type.type(int(value))
        if not isinstance(value, (int, float, np.floating)) or isinstance(value, bool):
            raise DTypeError(f"{where} must be a number, not {value!r}")
        with np.errstate(over="ignore"):
            converted = numpy_type.type(value)
        if math.isfinite(value) and not np.isfinite(converted):
            raise OutOfRangeError(f"{where}: {value!r} does not fit {numpy_type}")
        return converted


class Plan:
    """Base of the generated plan classes; see each class for its op."""

    op: ClassVar[str]
    family: ClassVar[str]
    Descriptor: ClassVar[type]
    Args: ClassVar[type]
    dims: ClassVar[tuple[str, ...]]
    aux_field: ClassVar[str | None]
    aux_types: ClassVar[tuple[str, ...]]
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
        if cls.aux_field:
            changes[cls.aux_field] = cls._dtype_field(cls.aux_field, getattr(desc, cls.aux_field), cls.aux_types)
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
    def _dtype_field(cls, field: str, value, allowed) -> str:
        try:
            name = dtypes.name_of(value)
        except DTypeError:
            name = None
        if name not in allowed:
            raise DTypeError(f"{cls.op} supports {field} {list(allowed)}, not {value!r}")
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
    def _run_checks(cls, names, on_arrays: bool, desc) -> None:
        if not on_arrays:
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
        for check in cls.checks:
            if check.on_arrays == on_arrays and not _evaluate(cls.op, check.text, check.holds, names):
                shown = ", ".join(f"{name}={_shown(getattr(names, name))}" for name in check.names)
                raise check.error(f"{cls.op}: {check.doc + ': ' if check.doc else ''}{check.text} does not hold "
                                  f"({shown})")
        hook = getattr(cls._hooks(), f"check_{cls.op}", None)
        if hook is not None and not on_arrays:
            hook(desc)

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
        cls._run_checks(cls._names(desc, ""), False, desc)
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
                return cls(stream, desc, sku.on(backend.name, backend.arch))
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

    def workspace_size(self) -> int:
        """Exact bytes of workspace `run` needs (0: pass Workspace.none())."""
        return self._layout(self._bound_names)[1]

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
        if not isinstance(args, self.Args):
            raise InvalidArgumentError(f"{type(self).__name__} needs {self.Args.__name__}, not {type(args).__name__}")
        backend, names = self.stream.backend, self._bound_names
        arrays = []
        for spec in self.tensors:
            array = getattr(args, spec.name)
            wanted = spec.when is None or _evaluate(self.op, "when", spec.when, names)
            if (array is not None) != wanted:
                condition = f" when {spec.when_text}" if spec.when else ""
                raise InvalidArgumentError(f"{spec.name} is required{condition}" if wanted else
                                           f"{spec.name} must be None: it is given only when {spec.when_text}")
            if array is None:
                continue
            if not backend.is_array(array):
                raise DTypeError(f"{spec.name} must be a {backend.array_kind} for the {backend.name} backend, "
                                 f"not {type(array).__name__}")
            expected = dtypes.numpy_dtype(self.dtype_of(spec))
            if array.dtype != expected:
                raise DTypeError(f"{spec.name} must be {expected}, not {array.dtype}")
            shape = tuple(int(extent) for extent in spec.shape(names))
            if tuple(array.shape) != shape:
                raise ShapeError(f"{spec.name} must have shape {spec.shape_text} = {shape}, not {tuple(array.shape)}")
            if not array.flags.c_contiguous:
                raise LayoutError(f"{spec.name} is not C-contiguous; pass a contiguous copy")
            if spec.role != "input" and not backend.is_writeable(array):
                raise LayoutError(f"{spec.name} is read-only")
            arrays.append((spec, array))
        for spec, array in arrays:
            for other_spec, other in arrays:
                if other_spec is not spec and spec.role != "input" and backend.overlaps(array, other):
                    raise LayoutError(f"{spec.role} {spec.name} overlaps {other_spec.name}")
        if any(check.on_arrays for check in self.checks):
            values = types.SimpleNamespace(**vars(names))
            for spec, array in arrays:
                setattr(values, spec.name, backend.to_numpy(array))
            self._run_checks(values, True, self.desc)

    def _check_workspace(self, workspace, args) -> None:
        if not isinstance(workspace, Workspace):
            raise WorkspaceError(f"the workspace must be a skucat.Workspace (Workspace.none(), .borrowed(buffer) "
                                 f"or .allocate(stream, nbytes)), not {type(workspace).__name__}")
        needed = self.workspace_size()
        if workspace.nbytes < needed:
            raise WorkspaceError(f"{self.op} needs {needed} workspace bytes, got {workspace.nbytes}")
        buffer, backend = workspace.buffer, self.stream.backend
        if buffer is None:
            return
        if not backend.is_array(buffer):
            raise WorkspaceError(f"the workspace must be a {backend.array_kind} for the {backend.name} backend, "
                                 f"not {type(buffer).__name__}")
        if not backend.is_writeable(buffer):
            raise WorkspaceError("the workspace buffer is read-only")
        if backend.pointer_of(buffer) % 16:
            raise WorkspaceError("the workspace buffer must start at a 16-byte aligned address")
        for spec in self.tensors:
            array = getattr(args, spec.name)
            if array is not None and backend.overlaps(buffer, array):
                raise WorkspaceError(f"the workspace overlaps {spec.name}")

    def run(self, stream, workspace: Workspace, args) -> None:
        """Validates everything, then launches. Writes the outputs of `args`; never allocates."""
        if getattr(stream, "backend", None) is not self.stream.backend:
            raise InvalidArgumentError("run needs a skucat.Stream of the backend the plan was selected for")
        self.can_implement(args)
        self._check_workspace(workspace, args)
        names = types.SimpleNamespace(**vars(self._bound_names))
        for spec in self.tensors:
            setattr(names, spec.name, getattr(args, spec.name))
        for spec in self.workspace:
            setattr(names, spec.name, None)
        for spec, offset, count in self._layout(names)[0]:
            dtype = dtypes.numpy_dtype(self.resolve(spec.dtype, names))
            setattr(names, spec.name, workspace.take(offset, dtype, count) if count else stream.backend.empty(0, dtype))
        for let in self.lets:
            if let.on_arrays:
                setattr(names, let.name, _evaluate(self.op, let.text, let.value, names))
        launcher = Launcher(self)
        launches = [
            launcher.prepare(entry.name, *(int(_evaluate(self.op, entry.name, rule, names))
                                           for rule in (entry.work, entry.block, entry.shared)),
                             **{name: getattr(names, name) for name, _, _ in entry.signature})
            for entry in self.entries if entry.when is None or _evaluate(self.op, entry.name, entry.when, names)
        ]
        for launch in launches:   # every launch is checked before the first one runs
            launcher.launch(launch)


def _shown(value) -> str:
    if isinstance(value, np.ndarray):
        return f"array of {value.size}" if value.size > 4 else repr(value.tolist())
    return repr(value)
