"""The typed model of catalog.yaml, parsed once and checked.

Each entry is parsed by popping the keys it knows from a copy; anything
left over is an error, so a misspelt key never passes silently. Every error
names file, line and entry. Checks across entries run after parsing.
"""

from __future__ import annotations

import ast
import contextlib
import difflib
import itertools
import re
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

import ml_dtypes
import numpy

from skucat.errors import CatalogError

from .yamlload import Entry, load

_ROLES = ("input", "output")
_PARAM_TYPES = ("int", "optional_int", "float", "bool", "choice")
_PRECISION_TYPES = ("compute", "element", "none")
_EXPR_NODES = (
    ast.Expression, ast.BoolOp, ast.BinOp, ast.UnaryOp, ast.Compare, ast.IfExp,
    ast.Name, ast.Load, ast.Constant, ast.Tuple, ast.And, ast.Or, ast.Not, ast.USub,
    ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.Mod, ast.Pow,
    ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.In, ast.NotIn, ast.Is, ast.IsNot,
)
_NAME = re.compile(r"[a-z][a-z0-9_]*")
_C_TYPE = re.compile(r"(unsigned |signed )?(long long|[A-Za-z_][A-Za-z0-9_]*)")


@dataclass(frozen=True)
class DType:
    name: str
    kind: str          # "float" or "int"
    numpy: str
    c_type: str
    bits: int
    compute: str | None = None   # float types: the type arithmetic runs in
    load: str | None = None      # storage-only floats: conversion to `compute`
    store: str | None = None     # ... and back, rounding to nearest even
    min: int | None = None       # int types: value range
    max: int | None = None
    index: bool = False          # int types that may index tensors


@dataclass(frozen=True)
class Expr:
    """A checked Python expression over an op's names."""

    text: str
    names: frozenset[str]

    def over(self, obj: str) -> str:
        """The expression with every name read as an attribute of `obj`."""
        tree = ast.parse(self.text, mode="eval")
        for node in ast.walk(tree):
            if isinstance(node, ast.Name):
                node.id = f"{obj}.{node.id}"
        return ast.unparse(tree)


@dataclass(frozen=True)
class Param:
    name: str
    type: str
    default: object
    doc: str
    choices: tuple[str, ...] = ()


@dataclass(frozen=True)
class Axis:
    name: str
    values: tuple[str, ...]
    why: str


@dataclass(frozen=True)
class Tensor:
    name: str
    role: str
    shape: tuple[Expr, ...]
    dtype: str         # "element", "aux" or a dtype name
    optional: bool
    doc: str


@dataclass(frozen=True)
class Variant:
    name: str
    doc: str
    deterministic: bool
    bit_stable: bool
    math: str
    accumulate: str
    elements: tuple[str, ...] | None          # only these elements, when set
    axes: dict[str, tuple[str, ...]] | None   # only these axis values, when set


@dataclass(frozen=True)
class Aux:
    name: str
    doc: str
    types: tuple[str, ...]


@dataclass(frozen=True)
class Op:
    name: str
    family: str
    category: str
    line: int
    doc: str
    when_to_use: str
    adjoint: str | None
    elements: tuple[str, ...]
    aux: Aux | None
    dims: dict[str, str]
    params: tuple[Param, ...]
    axes: tuple[Axis, ...]
    tensors: tuple[Tensor, ...]
    entries: tuple[str, ...]
    block_sync: tuple[str, ...]   # entries that call __syncthreads
    variants: tuple[Variant, ...]
    limits: tuple[Expr, ...]
    workspace: Expr
    precision_note: str

    @property
    def class_stem(self) -> str:
        return "".join(part.capitalize() for part in self.name.split("_"))


@dataclass(frozen=True)
class Family:
    name: str
    category: str
    template: str
    ops: tuple[Op, ...]


@dataclass(frozen=True)
class Catalog:
    path: str
    dtypes: dict[str, DType]
    families: tuple[Family, ...]

    @property
    def ops(self) -> list[Op]:
        return [op for family in self.families for op in family.ops]


class _Context:
    """Adds `file:line: entry:` to every CatalogError raised inside it."""

    def __init__(self, path: str):
        self.path = path

    @contextlib.contextmanager
    def entry(self, what: str, node):
        line = getattr(node, "line", 0)
        try:
            yield
        except CatalogError as exc:
            if str(exc).startswith(self.path):
                raise
            raise CatalogError(f"{self.path}:{line}: {what}: {exc}") from None


def _close(key, keys) -> list[str]:
    return difflib.get_close_matches(str(key), [str(k) for k in keys], n=1)


def _take(entry: Entry, key: str, kind, default=..., what: str = ""):
    if key not in entry:
        if default is ...:
            # A misspelt key shows up as a missing one: name the misspelling instead.
            near = _close(key, entry)
            raise CatalogError(f"unknown key {near[0]!r} (did you mean {key!r}?)" if near else f"missing key {key!r}")
        entry.absent |= {key}
        return default
    value = entry.pop(key)
    if not isinstance(value, kind):
        names = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
        raise CatalogError(f"{key!r} must be {names}, not {type(value).__name__} ({value!r})")
    return value


def _no_leftovers(entry: Entry):
    if entry:
        keys = sorted(entry, key=str)
        hints = [f"{near!r} for {key!r}" for key in keys for near in _close(key, entry.absent)]
        raise CatalogError(f"unknown keys {keys}" + (f" (did you mean {', '.join(hints)}?)" if hints else ""))


def _name(name, what: str) -> str:
    """SKU strings, C symbols and Python names are built from catalog names."""
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise CatalogError(f"{what} name {name!r} must match [a-z][a-z0-9_]*")
    return name


def _expr(text, names: set[str], what: str) -> Expr:
    text = str(text)
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise CatalogError(f"{what} {text!r} is not an expression: {exc.msg}") from None
    used = set()
    for node in ast.walk(tree):
        if not isinstance(node, _EXPR_NODES):
            raise CatalogError(f"{what} {text!r} uses {type(node).__name__}, which expressions may not")
        if isinstance(node, ast.Name):
            used.add(node.id)
        # Python would evaluate these for ever or fail at run time, in a generated plan.
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow) and not (
            all(isinstance(arg, ast.Constant) and type(arg.value) is int for arg in (node.left, node.right))
            and node.right.value <= 64
        ):
            raise CatalogError(f"{what} {text!r}: ** takes integer constants only, with an exponent of at most 64")
        if (isinstance(node, ast.BinOp) and isinstance(node.op, (ast.FloorDiv, ast.Mod))
                and isinstance(node.right, ast.Constant) and node.right.value == 0):
            raise CatalogError(f"{what} {text!r} divides by the constant 0")
    unknown = used - names
    if unknown:
        raise CatalogError(f"{what} {text!r} uses unknown names {sorted(unknown)}; known: {sorted(names)}")
    return Expr(text, frozenset(used))


def _parse_dtype(name: str, entry: Entry) -> DType:
    entry = Entry(entry)
    kind = _take(entry, "kind", str)
    if kind not in ("float", "int"):
        raise CatalogError(f"kind must be float or int, not {kind!r}")
    dtype = DType(
        name=name, kind=kind, numpy=_take(entry, "numpy", str), c_type=_take(entry, "c_type", str),
        bits=_take(entry, "bits", int),
        compute=_take(entry, "compute", str) if kind == "float" else None,
        load=_take(entry, "load", str, None),
        store=_take(entry, "store", str, None),
        index=_take(entry, "index", bool, False),
        min=_take(entry, "min", int) if kind == "int" else None,
        max=_take(entry, "max", int) if kind == "int" else None,
    )
    _no_leftovers(entry)
    if (dtype.load is None) != (dtype.store is None):
        raise CatalogError("load and store come together")
    try:  # as skucat.dtypes resolves it at run time
        numpy.dtype(getattr(ml_dtypes, dtype.numpy, None) or dtype.numpy)
    except (TypeError, ValueError):
        raise CatalogError(f"numpy {dtype.numpy!r} is not a dtype numpy knows") from None
    if not _C_TYPE.fullmatch(dtype.c_type):
        raise CatalogError(f"c_type {dtype.c_type!r} is not a C type name")
    return dtype


def _parse_op(ctx: _Context, family: str, category: str, name: str, node: Entry, dtypes) -> Op:
    def dtype_list(of: Entry, key: str, kind: str, what: str) -> tuple[str, ...]:
        values = _take(of, key, list)
        with ctx.entry(f"op {name}", values):  # the error points at the list's own line
            known = sorted(k for k, dtype in dtypes.items() if dtype.kind == kind)
            for value in values:
                if value not in known:
                    raise CatalogError(f"unknown {what} {value!r}; known: {known}")
        return tuple(values)

    _name(name, "op")
    entry = Entry(node)
    elements = dtype_list(entry, "elements", "float", "float element")
    aux = None
    aux_node = _take(entry, "aux", dict, None)
    if aux_node is not None:
        aux_entry = Entry(aux_node)
        aux = Aux(_name(_take(aux_entry, "name", str), "aux"), _take(aux_entry, "doc", str),
                  dtype_list(aux_entry, "types", "int", "integer aux type"))
        _no_leftovers(aux_entry)
    dims = {_name(k, "dim"): str(v) for k, v in _take(entry, "dims", dict).items()}

    params = []
    for pname, pnode in _take(entry, "params", dict, {}).items():
        with ctx.entry(f"param {pname}", pnode):
            _name(pname, "param")
            pentry = Entry(pnode)
            ptype = _take(pentry, "type", str)
            if ptype not in _PARAM_TYPES:
                raise CatalogError(f"type {ptype!r} is not one of {_PARAM_TYPES}")
            choices = tuple(_take(pentry, "choices", list, [])) if ptype == "choice" else ()
            param = Param(pname, ptype, _take(pentry, "default", object), _take(pentry, "doc", str), choices)
            _no_leftovers(pentry)
            if ptype == "choice" and param.default not in choices:
                raise CatalogError(f"default {param.default!r} is not one of {choices}")
            params.append(param)

    axes = []
    for aname, anode in _take(entry, "axes", dict, {}).items():
        with ctx.entry(f"axis {aname}", anode):
            aentry = Entry(anode)
            values = tuple(_name(value, "axis value") for value in _take(aentry, "values", list))
            axes.append(Axis(_name(aname, "axis"), values, _take(aentry, "why", str)))
            _no_leftovers(aentry)

    names = set(dims) | {p.name for p in params} | {a.name for a in axes} | {"element", "variant"}
    if aux:
        names.add(aux.name)
    if len(names) != len(dims) + len(params) + len(axes) + 2 + bool(aux):
        raise CatalogError("dims, params, axes and the aux name must not share names")

    tensors = []
    for tname, tnode in _take(entry, "tensors", dict).items():
        with ctx.entry(f"tensor {tname}", tnode):
            _name(tname, "tensor")
            tentry = Entry(tnode)
            role = _take(tentry, "role", str)
            if role not in _ROLES:
                raise CatalogError(f"role {role!r} is not one of {_ROLES}")
            shape = tuple(_expr(dim, names, "shape") for dim in _take(tentry, "shape", list))
            dtype = _take(tentry, "dtype", str, "element")
            if dtype not in ("element", "aux") and dtype not in dtypes:
                raise CatalogError(f"unknown dtype {dtype!r}")
            if dtype == "aux" and aux is None:
                raise CatalogError("dtype 'aux' needs an aux entry on the op")
            tensors.append(Tensor(tname, role, shape, dtype, _take(tentry, "optional", bool, False),
                                  _take(tentry, "doc", str, "")))
            _no_leftovers(tentry)

    variants = []
    for vname, vnode in _take(entry, "variants", dict).items():
        with ctx.entry(f"variant {vname}", vnode):
            ventry = Entry(vnode)
            only_elements, only_axes = _take(ventry, "elements", list, None), _take(ventry, "axes", dict, None)
            variant = Variant(
                _name(vname, "variant"), " ".join(_take(ventry, "doc", str).split()),
                _take(ventry, "deterministic", bool), _take(ventry, "bit_stable", bool),
                _take(ventry, "math", str), _take(ventry, "accumulate", str),
                tuple(only_elements) if only_elements is not None else None,
                {str(k): tuple(v) for k, v in only_axes.items()} if only_axes is not None else None,
            )
            _no_leftovers(ventry)
            for key in ("math", "accumulate"):
                value = getattr(variant, key)
                if value not in _PRECISION_TYPES and value not in dtypes:
                    raise CatalogError(f"{key} {value!r} is not one of {_PRECISION_TYPES} or a dtype")
            if variant.bit_stable and not variant.deterministic:
                raise CatalogError("bit_stable needs deterministic")
            if variant.elements and set(variant.elements) - set(elements):
                raise CatalogError(f"elements {variant.elements} are not all among the op's {elements}")
            known_axes = {axis.name: axis.values for axis in axes}
            for axis, values in (variant.axes or {}).items():
                if axis not in known_axes or set(values) - set(known_axes[axis]):
                    raise CatalogError(f"axes {{{axis}: {list(values)}}} are not among the op's axes {known_axes}")
            variants.append(variant)

    op = Op(
        name=name, family=family, category=category, line=node.line,
        doc=" ".join(_take(entry, "doc", str).split()),
        when_to_use=" ".join(_take(entry, "when_to_use", str).split()),
        adjoint=_take(entry, "adjoint", str, None),
        elements=elements, aux=aux, dims=dims, params=tuple(params), axes=tuple(axes),
        tensors=tuple(tensors), entries=tuple(_name(e, "entry") for e in _take(entry, "entries", list)),
        block_sync=tuple(_take(entry, "block_sync", list, [])), variants=tuple(variants),
        limits=tuple(_expr(text, names, "limit") for text in _take(entry, "limits", list, [])),
        workspace=_expr(_take(entry, "workspace", (str, int)), names, "workspace"),
        precision_note=" ".join(_take(entry, "precision_note", str, "").split()),
    )
    _no_leftovers(entry)
    if not op.variants:
        raise CatalogError("an op needs at least one variant")
    if set(op.block_sync) - set(op.entries):
        raise CatalogError(f"block_sync names entries that do not exist: {sorted(set(op.block_sync) - set(op.entries))}")
    _try_samples(op)
    return op


def _try_samples(op: Op):
    """Evaluates the limits and the workspace at sample points (every dim at 0, 1 and 7, params at their
    defaults, each element, aux type, axis value and variant), so that a division by zero or arithmetic
    on a None default fails here, not in a generated plan. The workspace is skipped where a limit fails."""
    values = {name: (0, 1, 7) for name in op.dims} | {param.name: (param.default,) for param in op.params}
    values |= {axis.name: axis.values for axis in op.axes} | ({op.aux.name: op.aux.types} if op.aux else {})
    values |= {"element": op.elements, "variant": tuple(variant.name for variant in op.variants)}
    exprs = [("limit", limit) for limit in op.limits] + [("workspace", op.workspace)]
    codes = [compile(expr.text, "<catalog>", "eval") for _, expr in exprs]
    names = sorted(frozenset().union(*(expr.names for _, expr in exprs)))
    for point in itertools.product(*(values[name] for name in names)):
        sample, holds = dict(zip(names, point)), True
        for (what, expr), code in zip(exprs, codes):
            if what == "workspace" and not holds:
                continue
            try:
                value = eval(code, {"__builtins__": {}}, sample)
            except (ZeroDivisionError, OverflowError, TypeError) as exc:
                at = ", ".join(f"{n}={v!r}" for n, v in sample.items() if n in expr.names)
                raise CatalogError(f"{what} {expr.text!r} fails at {at}: {type(exc).__name__}: {exc}") from None
            holds = holds and bool(value)


def parse(path: str | Path, templates: Path) -> Catalog:
    path = str(path)
    ctx = _Context(path)
    root = load(path)
    with ctx.entry("catalog", root):
        root = Entry(root)
        dtype_nodes = _take(root, "dtypes", dict)
        family_nodes = _take(root, "families", dict)
        _no_leftovers(root)
    dtypes = {}
    for name, node in dtype_nodes.items():
        with ctx.entry(f"dtype {name}", node):
            dtypes[name] = _parse_dtype(_name(name, "dtype"), node)
    families = []
    for fname, fnode in family_nodes.items():
        with ctx.entry(f"family {fname}", fnode):
            _name(fname, "family")
            fentry = Entry(fnode)
            category = _take(fentry, "category", str)
            template = _take(fentry, "template", str)
            op_nodes = _take(fentry, "ops", dict)
            _no_leftovers(fentry)
            if PurePosixPath(template).is_absolute() or ".." in PurePosixPath(template).parts:
                raise CatalogError(f"template {template!r} is outside templates/")
            if not (templates / template).is_file():
                raise CatalogError(f"template {template!r} does not exist under templates/")
        ops = []
        for oname, onode in op_nodes.items():
            with ctx.entry(f"op {oname}", onode):
                ops.append(_parse_op(ctx, fname, category, oname, onode, dtypes))
        families.append(Family(fname, category, template, tuple(ops)))
    catalog = Catalog(path, dtypes, tuple(families))
    _check_across(ctx, catalog)
    return catalog


def _check_across(ctx: _Context, catalog: Catalog):
    ops = {}
    for op in catalog.ops:
        if op.name in ops:
            raise CatalogError(f"{catalog.path}:{op.line}: op {op.name}: also defined in family {ops[op.name].family}")
        ops[op.name] = op
    for op in catalog.ops:
        if op.adjoint is not None and op.adjoint not in ops:
            raise CatalogError(f"{catalog.path}:{op.line}: op {op.name}: adjoint {op.adjoint!r} does not exist")
