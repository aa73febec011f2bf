"""The behaviour every generated plan class shares.

A generated plan class holds its op's data (dims, params, tensors, limits,
SKUs, workspace rule) and names its family's hand-written functions:
`check_<op>(desc)` for checks beyond the catalog's,
`launch_<op>(launch, desc, args, workspace)` for the kernel launches, and,
when a family needs it, `check_args_<op>(desc, args)` for checks of the
arrays beyond the catalog's (e.g. which optional outputs a mode requires).
"""

from __future__ import annotations

import dataclasses
import math
import types
from dataclasses import dataclass
from enum import Enum
from typing import Any, Callable, ClassVar

import numpy as np

from . import dtypes
from .errors import (
    DTypeError, InvalidArgumentError, LayoutError, ShapeError, UnsupportedError, WorkspaceError,
)
from .sku import KernelSku
from .types import PlanPreference, Workspace

MAX_BLOCKS = 65535
BLOCK = 256


@dataclass(frozen=True)
class ParamSpec:
    name: str
    type: str               # int, optional_int, float, bool, choice
    choices: tuple[str, ...] = ()


@dataclass(frozen=True)
class TensorSpec:
    name: str
    role: str               # input or output
    dtype: str              # "element", "aux" or a dtype name
    shape_text: str
    shape: Callable[[Any], tuple[int, ...]]
    optional: bool = False


def _is_int(value) -> bool:
    return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))


def _check_param(spec: ParamSpec, value):
    ok = {
        "int": _is_int(value),
        "optional_int": value is None or _is_int(value),
        "float": isinstance(value, (int, float, np.integer, np.floating)) and not isinstance(value, bool),
        "bool": isinstance(value, (bool, np.bool_)),
        "choice": value in spec.choices,
    }[spec.type]
    if not ok:
        wanted = f"one of {list(spec.choices)}" if spec.type == "choice" else spec.type.replace("_", " ")
        raise InvalidArgumentError(f"{spec.name} must be {wanted}, not {value!r}")


class Launcher:
    """Launches the entries of one SKU on one stream: grid from the work size, kernelParams packed."""

    def __init__(self, stream, sku: KernelSku, family: str, entries: dict[str, bool]):
        self.stream, self.sku, self.family, self.entries = stream, sku, family, entries

    def __call__(self, entry: str, work: int, *params):
        """Runs `entry` over `work` items (grid-stride); params are arrays, None or numpy scalars."""
        if work <= 0:
            return
        blocks = min(math.ceil(work / BLOCK), MAX_BLOCKS)
        symbol = f"{self.sku.symbol}__{entry}"
        self.stream.backend.launch(self.stream, self.family, symbol, (blocks, 1, 1), (BLOCK, 1, 1), params,
                                   block_sync=self.entries[entry])


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
    entries: ClassVar[dict[str, bool]]
    skus: ClassVar[tuple[KernelSku, ...]]

    def __init__(self, stream, desc, sku: KernelSku):
        self.stream, self.desc, self._sku = stream, desc, sku

    # ---- selection

    @classmethod
    def _normalize(cls, desc):
        if not isinstance(desc, cls.Descriptor):
            raise InvalidArgumentError(f"{cls.__name__}.select needs a {cls.Descriptor.__name__}, not {type(desc).__name__}")
        changes = {"element": dtypes.name_of(desc.element)}
        if cls.aux_field:
            changes[cls.aux_field] = dtypes.name_of(getattr(desc, cls.aux_field))
        for axis, _ in cls.axes:
            value = getattr(desc, axis)
            changes[axis] = value.value if isinstance(value, Enum) else value
        desc = dataclasses.replace(desc, **changes)
        if desc.element not in cls.elements:
            raise DTypeError(f"{cls.op} supports elements {list(cls.elements)}, not {desc.element!r}")
        if cls.aux_field and getattr(desc, cls.aux_field) not in cls.aux_types:
            raise DTypeError(f"{cls.op} supports {cls.aux_field} {list(cls.aux_types)}, not {getattr(desc, cls.aux_field)!r}")
        for axis, values in cls.axes:
            if getattr(desc, axis) not in values:
                raise InvalidArgumentError(f"{axis} must be one of {list(values)}, not {getattr(desc, axis)!r}")
        for dim in cls.dims:
            value = getattr(desc, dim)
            if not _is_int(value) or value < 0:
                raise ShapeError(f"{dim} must be a non-negative int, not {value!r}")
        for spec in cls.params:
            _check_param(spec, getattr(desc, spec.name))
        for text, holds in cls.limits:
            if not holds(desc):
                raise ShapeError(f"{cls.op}: limit {text} does not hold for {desc}")
        cls._check(desc)
        return desc

    @classmethod
    def _names(cls, desc, variant: str):
        return types.SimpleNamespace(**{f.name: getattr(desc, f.name) for f in dataclasses.fields(desc)},
                                     variant=variant)

    @classmethod
    def select(cls, stream, desc, pref: PlanPreference | None = None) -> "Plan":
        """Picks the SKU for `desc` on `stream` that satisfies `pref`."""
        pref = pref or PlanPreference()
        desc = cls._normalize(desc)
        backend = stream.backend
        if pref.backend not in (None, backend.name):
            raise UnsupportedError(f"the stream runs on {backend.name!r}, the preference asks for {pref.backend!r}")
        aux = getattr(desc, cls.aux_field) if cls.aux_field else "none"
        wanted_modes = tuple((axis, getattr(desc, axis)) for axis, _ in cls.axes)
        candidates = [s for s in cls.skus if s.element == desc.element and s.aux == aux and s.modes == wanted_modes]
        refusals = []
        for sku in candidates:
            workspace = cls._workspace_bytes(cls._names(desc, sku.variant))
            if pref.deterministic and not sku.precision.deterministic:
                refusals.append(f"{sku.variant}: not deterministic")
            elif pref.variant not in (None, sku.variant):
                refusals.append(f"{sku.variant}: not the preferred variant {pref.variant!r}")
            elif pref.max_workspace_bytes is not None and workspace > pref.max_workspace_bytes:
                refusals.append(f"{sku.variant}: needs {workspace} workspace bytes > {pref.max_workspace_bytes}")
            else:
                return cls(stream, desc, sku.on(backend.name, backend.arch))
        raise UnsupportedError(f"no {cls.op} SKU for {desc} with {pref}: " + ("; ".join(refusals) or "none in the catalog"))

    # ---- the plan

    def sku(self) -> KernelSku:
        return self._sku

    def precision_guarantee(self):
        return self._sku.precision

    def workspace_size(self) -> int:
        return self._workspace_bytes(self._names(self.desc, self._sku.variant))

    def dtype_of(self, spec: TensorSpec) -> str:
        """The catalog dtype name of a tensor of this plan."""
        if spec.dtype == "element":
            return self.desc.element
        if spec.dtype == "aux":
            return getattr(self.desc, self.aux_field)
        return spec.dtype

    def can_implement(self, args) -> None:
        """Raises a SkucatError if `args` do not fit this plan; returns None if they do."""
        if not isinstance(args, self.Args):
            raise InvalidArgumentError(f"{type(self).__name__} needs {self.Args.__name__}, not {type(args).__name__}")
        backend = self.stream.backend
        arrays = []
        for spec in self.tensors:
            array = getattr(args, spec.name)
            if array is None:
                if spec.optional:
                    continue
                raise InvalidArgumentError(f"{spec.name} is required")
            if not backend.is_array(array):
                raise DTypeError(f"{spec.name} must be a {backend.array_kind} for the {backend.name} backend, "
                                 f"not {type(array).__name__}")
            expected = dtypes.numpy_dtype(self.dtype_of(spec))
            if array.dtype != expected:
                raise DTypeError(f"{spec.name} must be {expected}, not {array.dtype}")
            shape = tuple(int(extent) for extent in spec.shape(self.desc))
            if tuple(array.shape) != shape:
                raise ShapeError(f"{spec.name} must have shape {spec.shape_text} = {shape}, not {tuple(array.shape)}")
            if not array.flags.c_contiguous:
                raise LayoutError(f"{spec.name} is not C-contiguous; pass a contiguous copy")
            if spec.role == "output" and not backend.is_writeable(array):
                raise LayoutError(f"{spec.name} is read-only")
            arrays.append((spec, array))
        for spec, array in arrays:
            for other_spec, other in arrays:
                if other_spec is not spec and spec.role == "output" and backend.overlaps(array, other):
                    raise LayoutError(f"output {spec.name} overlaps {other_spec.name}")
        self._check_args(self.desc, args)

    def run(self, stream, workspace: Workspace, args) -> None:
        """Validates, then launches. Writes the outputs of `args`; never allocates."""
        if stream.backend is not self.stream.backend:
            raise InvalidArgumentError("run on a stream of another backend than the plan was selected for")
        self.can_implement(args)
        needed = self.workspace_size()
        if workspace is None or workspace.nbytes < needed:
            have = 0 if workspace is None else workspace.nbytes
            raise WorkspaceError(f"{self.op} needs {needed} workspace bytes, got {have}")
        if workspace.buffer is not None and not stream.backend.is_array(workspace.buffer):
            raise WorkspaceError(f"the workspace must be a {stream.backend.array_kind}")
        self._launch(Launcher(stream, self._sku, self.family, self.entries), self.desc, args, workspace)

    @staticmethod
    def _check_args(desc, args) -> None:
        """Checks of `args` beyond the catalog's (a family's `check_args_<op>`, when it has one)."""

    # Bound by each generated class:
    _check: ClassVar[Callable]
    _launch: ClassVar[Callable]
    _workspace_bytes: ClassVar[Callable]
