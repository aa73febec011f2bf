"""The typed model of catalog.yaml, parsed once and checked.

Each entry is parsed by popping the keys it knows from a copy; anything
left over is an error, so a misspelt key never passes silently. Every error
names file, line and entry. Checks across entries run after parsing.
"""

from __future__ import annotations

import ast
import contextlib
import dataclasses
import itertools
import re
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

import ml_dtypes
import numpy

from skucat import expr as catalog_functions
from skucat import composition
from skucat.errors import CatalogError
from skucat.types import VIEW_ARGUMENTS

from . import formulas, partial
from .yamlload import Entry, _no_leftovers, _take, load

_ROLES = ("input", "inout", "output")   # inout: given by the caller, updated in place
_PARAM_TYPES = ("int", "optional_int", "float", "optional_float", "bool", "choice")
_PRECISION_TYPES = ("compute", "element", "none")
_EXPR_NODES = (
    ast.Expression, ast.BoolOp, ast.BinOp, ast.UnaryOp, ast.Compare, ast.IfExp, ast.Call,
    ast.Name, ast.Load, ast.Constant, ast.Tuple, ast.And, ast.Or, ast.Not, ast.USub,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow,
    ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.In, ast.NotIn, ast.Is, ast.IsNot,
)
# Functions expressions may call: skucat.expr defines each (and min, max, abs are Python's).
FUNCTIONS = frozenset({"min", "max", "abs", *catalog_functions.__all__})
# Functions an adjoint's call or a tangent may use (skucat.functional defines them).
ADJOINT_FUNCTIONS = frozenset({"like", "shape_of", "ones_like"})
# Functions a tangent may use besides the catalog's ops and those: skucat.ops' views, and `adjoint`, the
# op's own gradient rule (its adjoint's call, some arguments replaced: {argument: gradient}).
TANGENT_FUNCTIONS = frozenset({"reshape", "permute", "adjoint", *ADJOINT_FUNCTIONS})
# Functions a composed backward may call besides the catalog's ops (skucat.composition's).
COMPOSED_FUNCTIONS = composition.FUNCTIONS
# Names every expression may use besides the op's own.
BUILTIN_NAMES = frozenset({"element", "compute", "variant"})
ERRORS = ("ShapeError", "DTypeError", "LayoutError", "OutOfRangeError", "InvalidArgumentError", "UnsupportedError")
SCALARS = ("i32", "i64", "f32", "f64")   # the C types of kernel scalars
BLOCK = 256
_NAME = re.compile(r"[a-z][a-z0-9_]*")
# The PyTorch schema types a functional argument may have (skucat.torch's custom ops): [N] is a list
# that a single value fills, ? an optional.
_SCHEMA_TYPE = re.compile(r"Tensor\|float|(Tensor|int|float|bool|str|ScalarType)(\[[0-9]*\])?\??")
_PARAM_SCHEMA = {"int": "int", "optional_int": "int?", "float": "float", "optional_float": "float?", "bool": "bool",
                 "choice": "str"}
_C_TYPE = re.compile(r"(unsigned |signed )?(long long|[A-Za-z_][A-Za-z0-9_]*)")


@dataclass(frozen=True)
class DType:
    name: str
    kind: str          # "float" or "int"
    numpy: str
    c_type: str
    bits: int
    compute: str | None = None   # the type arithmetic runs in (an integer type's is itself)
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
        """The expression with every name read as an attribute of `obj` (function names stay)."""
        tree = ast.parse(self.text, mode="eval")
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and node.id not in FUNCTIONS:
                node.id = f"{obj}.{node.id}"
        return ast.unparse(tree)


@dataclass(frozen=True)
class ArgType:
    """The C type of a kernel parameter: a scalar, or a pointer to a dtype
    ("element", "aux" and "compute" are resolved per SKU)."""

    dtype: str
    pointer: bool = False
    const: bool = False

    @classmethod
    def parse(cls, text: str, dtypes) -> "ArgType":
        words = str(text).replace("*", " * ").split()
        const = words[:1] == ["const"]
        words = words[1:] if const else words
        pointer = words[-1:] == ["*"]
        words = words[:-1] if pointer else words
        if len(words) != 1 or (const and not pointer):
            raise CatalogError(f"type {text!r} is not a scalar {SCALARS} or '[const ]<dtype>*'")
        dtype = words[0]
        if pointer and dtype not in dtypes and dtype not in ("element", "aux", "compute"):
            raise CatalogError(f"type {text!r} points to an unknown dtype {dtype!r}")
        if not pointer and dtype not in SCALARS:
            raise CatalogError(f"scalar type {text!r} is not one of {SCALARS}")
        return cls(dtype, pointer, const)

    def __str__(self) -> str:
        return ("const " if self.const else "") + self.dtype + ("*" if self.pointer else "")


@dataclass(frozen=True)
class Arg:
    """One parameter of a kernel entry: a tensor, dim, param, workspace slice or let, by name."""

    name: str
    type: ArgType
    choice: str | None = None   # the enum a choice param is passed as (its index)
    flag: bool = False          # a bool param, passed as an i32 0 or 1


@dataclass(frozen=True)
class Let:
    """A value derived from the op's names at run time; a kernel argument when typed."""

    name: str
    value: Expr
    type: ArgType | None
    on_arrays: bool = False    # reads tensors or slices, directly or through a let: known only at run


@dataclass(frozen=True)
class Slice:
    """A named, typed slice of the workspace: `count` items of `dtype`, present when `when` holds."""

    name: str
    dtype: str
    count: Expr
    when: Expr | None


@dataclass(frozen=True)
class KernelEntry:
    """One __global__ function of an op: its launch geometry and its parameters."""

    name: str
    work: Expr            # items of the grid-stride loop: blocks = min(ceil(work / block), MAX_BLOCKS)
    block: Expr
    shared: Expr          # dynamic shared memory bytes
    when: Expr | None     # launched only when this holds
    block_sync: bool      # block-cooperative (block_loop, Lanes): the host runs one call per block
    device: str           # the template's device function it calls
    args: tuple[Arg, ...]
    on_arrays: bool = False   # a rule reads tensors, slices or their lets: evaluated at each run, not at select
    host_alone: bool = False  # the host runs it on one worker, whatever the stream's (its atomics are plain there)


@dataclass(frozen=True)
class Check:
    rule: Expr
    error: str
    doc: str
    on_arrays: bool = False    # reads tensor values: run by can_implement, else by select


@dataclass(frozen=True)
class Functional:
    """The op's PyTorch-style function in skucat.ops."""

    signature: str                  # Python parameters, PyTorch's names and defaults
    arguments: tuple[str, ...]      # their names, in order
    tensors: dict[str, str]         # catalog tensor -> argument, where the names differ
    dtypes: dict[str, str]          # argument naming a type -> "element" or "aux"
    view: str                       # "", "flat" (any shape as [numel]), "broadcast" (input and other as PyTorch's
                                    # operands: codegen/formulas.py), or one of skucat.types.VIEW_ARGUMENTS
    returns: tuple[str, ...]        # output tensors returned, in order
    types: dict[str, str]           # argument -> PyTorch schema type, where nothing else in the catalog says it
    defaults: dict[str, object]     # argument -> its default (literals only)
    pytorch_only: dict[str, str]    # argument -> why only its default is taken (the op refuses any other value)
    schema: tuple[str, ...] = ()    # "<type> <argument>" per argument, for forward ops (Op.is_forward: skucat.torch's)


@dataclass(frozen=True)
class Adjoint:
    """The gradient rule: the backward op's call over `grad`, the forward's arguments, `output` (what
    the forward returned) and the outputs its plan wrote but does not return (saved, as aten's mean and
    rstd), and which result is the gradient of each differentiable argument (as derivatives.yaml);
    `constant`: the calls in which the op is constant in an argument (a zero gradient, as nearest
    sampling's in its grid), where an op linear in the others has a pullback that varies with no
    argument's value, so that the op itself gives its second derivative."""

    op: str
    call: str                       # Python expression over the names below
    grads: dict[str, str]           # differentiable argument -> expression over `result`
    saved: tuple[str, ...]          # forward outputs the functional does not return, that the call reads
    estimator: Estimator | None = None
    when: dict[str, Expr] = field(default_factory=dict)   # argument -> the calls (over the arguments) it has one
    tangents: dict[str, Tangent] = field(default_factory=dict)   # argument -> its term of a forward-mode rule
    composed: dict[str, Tangent] = field(default_factory=dict)   # gradient or local -> its composed expression
    constant: dict[str, Expr] = field(default_factory=dict)   # argument -> the calls (over the arguments) the op is
    #                                                         constant in it (a zero gradient)


@dataclass(frozen=True)
class Tangent:
    """One differentiable argument's term of a forward-mode rule (JVP) the catalog states where codegen
    derives none (render.py's _tangent): the Jacobian of the argument applied to its tangent `t_<argument>`,
    `linear` (the op itself with the tangent in the argument's place: the op is linear in it) or an
    expression of catalog ops over the tangent and the names an adjoint's call reads; the JVP is the
    sum of the terms of the arguments with a tangent. `when` limits it to some calls (a tangent of the
    argument is refused in the others)."""

    call: str                       # "linear", or a Python expression
    when: Expr | None
    functions: frozenset[str]       # the functions the expression calls (the catalog checks they exist)
    reads: frozenset[str]           # the names it reads


@dataclass(frozen=True)
class Estimator:
    """An adjoint that is not the derivative of the forward (a straight-through estimator, PyTorch's
    scale_grad_by_freq): gradient checks compare it with its documented formula, not with finite
    differences of the forward. `when` (over the functional's arguments) limits it to some calls."""

    kind: str                       # e.g. straight-through
    doc: str
    when: Expr | None
    # The gradient is grad times a factor per element that is flat in the arguments between the
    # rounding's steps (a straight-through mask): the pullback is its own adjoint in grad, and its
    # derivative in the arguments 0, so its second derivative is the pullback again (PyTorch's).
    elementwise: bool = False


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
    when: Expr | None  # given exactly when this holds (None: always)
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
    types: tuple[str, ...]                 # every aux type, in order of first appearance
    by_element: dict[str, tuple[str, ...]]  # element -> the aux types it pairs with (the first: the default)


@dataclass(frozen=True)
class Op:
    name: str
    family: str
    category: str
    line: int
    doc: str
    when_to_use: str
    adjoint: Adjoint | None
    elements: tuple[str, ...]
    aux: Aux | None
    dims: dict[str, str]
    params: tuple[Param, ...]
    axes: tuple[Axis, ...]
    tensors: tuple[Tensor, ...]
    lets: tuple[Let, ...]
    workspace: tuple[Slice, ...]
    entries: tuple[KernelEntry, ...]
    variants: tuple[Variant, ...]
    limits: tuple[Expr, ...]
    checks: tuple[Check, ...]
    functional: Functional
    precision_note: str
    # A formula op's statements (codegen/formulas.py), in order: each output tensor's expression, and
    # the locals they read.
    formula: tuple[tuple[str, str], ...] = ()

    @property
    def class_stem(self) -> str:
        return class_stem(self.name)

    @property
    def is_forward(self) -> bool:
        """A forward op (skucat.torch has it): one with an adjoint, or whose results are all bool, which
        have no gradient (PyTorch's comparisons)."""
        return self.adjoint is not None or _bool_results(self.tensors, self.functional)


def _bool_results(tensors, functional) -> bool:
    return all(t.dtype == "bool" for t in tensors if t.name in functional.returns)


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
        line = getattr(node, "line", None)   # None for a plain scalar: the enclosing entry's line
        try:
            yield
        except CatalogError as exc:
            if str(exc).startswith(self.path):
                raise
            raise CatalogError(f"{what}: {exc}" if line is None else f"{self.path}:{line}: {what}: {exc}") from None


def class_stem(name: str) -> str:
    """A snake_case name as a class-name stem: grid_sample -> GridSample, relu_ (in place) -> ReluInplace."""
    return "".join(part.capitalize() for part in name.split("_")) + "Inplace" * name.endswith("_")


def _name(name, what: str, read: bool = False) -> str:
    """SKU strings, C symbols and Python names are built from catalog names; a name that expressions
    `read` is not one of the functions they call."""
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise CatalogError(f"{what} name {name!r} must match [a-z][a-z0-9_]*")
    if read and name in FUNCTIONS:
        raise CatalogError(f"{what} name {name!r} is a function that expressions call")
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
        if isinstance(node, ast.Call) and not (isinstance(node.func, ast.Name) and node.func.id in FUNCTIONS
                                               and not node.keywords):
            raise CatalogError(f"{what} {text!r} calls something other than {sorted(FUNCTIONS)}")
        if isinstance(node, ast.Name) and node.id not in FUNCTIONS:
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
    if kind not in ("float", "int", "bool"):
        raise CatalogError(f"kind must be float, int or bool, not {kind!r}")
    dtype = DType(
        name=name, kind=kind, numpy=_take(entry, "numpy", str), c_type=_take(entry, "c_type", str),
        bits=_take(entry, "bits", int),
        compute=_take(entry, "compute", str) if kind == "float" else name,   # integers and bool compute in themselves
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
    if dtype.bits < 8 and (kind != "int" or 8 % dtype.bits or dtype.c_type != "uint8_t" or dtype.numpy != "uint8"):
        raise CatalogError("a sub-byte type (bits < 8) is an int type packed into bytes: bits divide 8, "
                           "c_type uint8_t and numpy uint8")
    return dtype


def _param_arg(param: Param) -> Arg | None:
    """How a param is passed to kernels: ints as i64, floats as f64, bools as an i32 flag, a
    choice as the i32 index of its value; optional ints and floats have no C value (derive a let)."""
    if param.type in ("optional_int", "optional_float"):
        return None
    scalar = {"int": "i64", "float": "f64", "bool": "i32", "choice": "i32"}[param.type]
    return Arg(param.name, ArgType(scalar), param.name if param.type == "choice" else None, param.type == "bool")


def _parse_functional(node, op_tensors, names: set[str]) -> Functional:
    entry = Entry(node or {})
    inputs = [t.name for t in op_tensors if t.role != "output"]
    outputs = tuple(t.name for t in op_tensors if t.role == "output")
    updated = tuple(t.name for t in op_tensors if t.role == "inout")
    default = ", ".join(inputs)
    signature = " ".join(str(_take(entry, "signature", str, default)).split())
    try:
        tree = ast.parse(f"def f({signature}): pass").body[0]
    except SyntaxError as exc:
        raise CatalogError(f"functional signature {signature!r} is not a Python parameter list: {exc.msg}") from None
    arguments = tuple(arg.arg for arg in tree.args.args + tree.args.kwonlyargs)
    tensors = {str(k): str(v) for k, v in _take(entry, "tensors", dict, {}).items()}
    dtypes = {str(k): str(v) for k, v in _take(entry, "dtypes", dict, {}).items()}
    view = _take(entry, "view", str, "")
    returns = tuple(_take(entry, "returns", list, list(outputs + updated)))
    types = {str(k): str(v) for k, v in _take(entry, "types", dict, {}).items()}
    pytorch_only = {str(k): " ".join(str(v).split()) for k, v in _take(entry, "pytorch_only", dict, {}).items()}
    _no_leftovers(entry)
    for argument, kind in types.items():
        if argument not in arguments or not _SCHEMA_TYPE.fullmatch(kind):
            raise CatalogError(f"functional types: {argument}: {kind} needs an argument and a PyTorch schema type "
                               f"({_SCHEMA_TYPE.pattern})")
    listed = tree.args.args + tree.args.kwonlyargs
    given = tree.args.defaults + tree.args.kw_defaults   # kw_defaults holds None where there is none
    defaults = {}
    for arg, node in zip(listed[len(tree.args.args) - len(tree.args.defaults):], given):
        if node is not None:
            try:
                defaults[arg.arg] = ast.literal_eval(node)
            except ValueError:
                raise CatalogError(f"functional signature: the default of {arg.arg} is not a literal") from None
    for tensor, argument in tensors.items():
        if tensor not in inputs or argument not in arguments:
            raise CatalogError(f"functional tensors: {tensor} <- {argument} needs an input tensor and an argument")
    for argument, kind in dtypes.items():
        if argument not in arguments or kind not in ("element", "aux"):
            raise CatalogError(f"functional dtypes: {argument}: {kind} needs an argument and element or aux")
    if view not in ("", "flat", "broadcast", *VIEW_ARGUMENTS) or VIEW_ARGUMENTS.get(view) not in (None, *arguments):
        raise CatalogError(f"functional view {view!r} is not '', 'flat', 'broadcast', 'channels' (which needs an axis "
                           f"argument) or 'halves' (which needs a dim argument)")
    if set(returns) - set(outputs + updated):
        raise CatalogError(f"functional returns {sorted(set(returns) - set(outputs + updated))}, "
                           f"which are neither outputs nor inout tensors")
    for name in ("stream", "deterministic"):
        if name in arguments:
            raise CatalogError(f"functional signature: {name!r} is added by the generator")
    for argument in pytorch_only:
        if argument not in arguments or defaults.get(argument, ...) not in (None, True, False):
            raise CatalogError(f"functional pytorch_only: {argument} needs an argument of the signature that "
                               f"defaults to None, True or False (the one value the op takes)")
        if argument in tensors.values() or argument in dtypes or argument in names:
            raise CatalogError(f"functional pytorch_only: {argument} is an argument the op uses")
    return Functional(signature, arguments, tensors, dtypes, view, returns, types, defaults, pytorch_only)


def _schema(functional: Functional, tensors, params, axes) -> tuple[str, ...]:
    """Each argument as "<PyTorch schema type> <name>": its `types` entry, else what the catalog says
    of it (an input tensor, a dtype argument, a param, an axis), else the type of its default; a
    tensor given only `when` something holds, or any argument defaulting to None, is optional."""
    known = {functional.tensors.get(t.name, t.name): "Tensor" + "?" * bool(t.when) for t in tensors if t.role != "output"}
    known |= {argument: "ScalarType" for argument in functional.dtypes}
    known |= {p.name: _PARAM_SCHEMA[p.type] for p in params} | {axis.name: "str" for axis in axes}
    by_default = {bool: "bool", int: "int", float: "float", str: "str"}
    schema = []
    for argument in functional.arguments:
        default = functional.defaults.get(argument, ...)
        if argument in functional.types and argument in known and \
                not (functional.types[argument] == "Tensor|float" and known[argument].startswith("Tensor")):
            raise CatalogError(f"functional types: {argument} is typed by the catalog already ({known[argument]})")
        kind = functional.types.get(argument) or known.get(argument) or by_default.get(type(default))
        if kind is None:
            raise CatalogError(f"functional argument {argument} has no PyTorch type: it is no input tensor, param "
                               f"or axis and its default says none; declare it in functional types")
        optional = default is None and not kind.endswith("?") and kind != "Tensor|float"   # (a None tensor already)
        schema.append(f"{kind}{'?' * optional} {argument}")
    return tuple(schema)


def _parse_adjoint(node, arguments: tuple[str, ...], unreturned: tuple[str, ...]) -> Adjoint:
    entry = Entry(node)
    call, grads = _take(entry, "call", str), _take(entry, "grads", dict)
    estimator = _parse_estimator(_take(entry, "estimator", dict), arguments) if "estimator" in entry else None
    tangent = _take(entry, "tangent", dict, {})
    composed = _take(entry, "composed", dict, {})
    constant = _take(entry, "constant", dict, {})
    _no_leftovers(entry)
    try:
        tree = ast.parse(call, mode="eval").body
    except SyntaxError as exc:
        raise CatalogError(f"adjoint call {call!r} is not an expression: {exc.msg}") from None
    if not isinstance(tree, ast.Call) or not isinstance(tree.func, ast.Name):
        raise CatalogError(f"adjoint call {call!r} must call the backward op by name")
    used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} - {tree.func.id} - ADJOINT_FUNCTIONS
    known = {"grad", "output", *arguments, *unreturned}
    if used - known:
        raise CatalogError(f"adjoint call uses {sorted(used - known)}, which are neither grad, output, the "
                           f"functional's arguments {list(arguments)} nor its unreturned outputs {list(unreturned)}")
    ambiguous = used & set(arguments) & ({"grad", "output"} | set(unreturned))
    if ambiguous:
        raise CatalogError(f"adjoint call: {sorted(ambiguous)} is both an argument and a gradient-rule name")
    grads, when = _parse_grads(grads, arguments)
    tangents = _parse_tangents(tangent, grads, arguments, unreturned)
    if estimator and any("adjoint" in term.functions for term in tangents.values()):
        raise CatalogError("adjoint tangent: `adjoint` is no derivative where the rule is an estimator")
    used |= {name for term in tangents.values() for name in term.reads}
    composed = _parse_composed(composed, grads, arguments, unreturned)
    used |= {name for term in composed.values() for name in term.reads}
    if set(constant) - set(grads):
        raise CatalogError(f"adjoint constant {sorted(set(constant) - set(grads))} are not among the gradients "
                           f"{list(grads)}")
    constant = {str(name): _expr(given, set(arguments), f"adjoint constant {name}") for name, given in constant.items()}
    return Adjoint(tree.func.id, call, grads, tuple(sorted(used & set(unreturned))), estimator, when, tangents,
                   composed, constant)


def _parse_composed(node: dict, grads: dict, arguments: tuple[str, ...], unreturned: tuple[str, ...]) -> dict:
    """{name: its expression} of an adjoint's `composed`: the gradients it gives (each maybe {value,
    when: the calls it holds for}) as Python over grad, output, the arguments, the unreturned outputs
    and its other names (locals), calling catalog ops: the backward as ops of skucat.torch, whose
    own adjoints give a second derivative (skucat.composition)."""
    composed = {}
    for name, given in node.items():
        name = str(name)
        if name in arguments and name not in grads or name in ("grad", "output", *unreturned) or \
                name.startswith("grad_"):
            raise CatalogError(f"adjoint composed {name!r}: neither a gradient (of {list(grads)}) nor a new local")
        given, when = _value_and_when(given, arguments, f"adjoint composed {name}")
        try:
            tree = ast.parse(str(given), mode="eval")
        except SyntaxError as exc:
            raise CatalogError(f"adjoint composed {name}: {given!r} is not an expression: {exc.msg}") from None
        if any(isinstance(n, ast.Call) and getattr(n.func, "id", "") == "pullback" and
               (len(n.args) != 3 or n.keywords or not _names(n.args[1])) for n in ast.walk(tree)):
            raise CatalogError(f"adjoint composed {name}: pullback(...) takes an expression, the name (or tuple of "
                               f"names) it is differentiated in, and the gradient")
        composed[name] = Tangent(str(given), when, frozenset(n.func.id for n in ast.walk(tree)
                                                              if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)),
                                 frozenset(_reads(tree)))
    known = {"grad", "output", *arguments, *unreturned, *composed}
    for name, term in composed.items():
        if term.reads - known:
            raise CatalogError(f"adjoint composed {name} uses {sorted(term.reads - known)}, which are neither grad, "
                               f"output, the functional's arguments, its unreturned outputs nor composed's names")
    return composed


def _parse_tangents(node: dict, grads: dict, arguments: tuple[str, ...], unreturned: tuple[str, ...]) -> dict:
    """{differentiable argument: its Tangent} of an adjoint's `tangent`, each `linear`, an expression, or
    {value: either, when: the calls it holds for}."""
    tangents = {}
    for name, given in node.items():
        name = str(name)
        if name not in grads:
            raise CatalogError(f"adjoint tangent {name!r} is not among the gradients {list(grads)}")
        given, when = _value_and_when(given, arguments, f"adjoint tangent {name}")
        tangents[name] = _parse_term(name, given, when, arguments, unreturned)
    return tangents


def _value_and_when(given, arguments: tuple[str, ...], what: str) -> tuple[str, Expr | None]:
    """(the text, the condition over the arguments of the calls it holds for, or None) of an entry
    given as its text or as {value, when}."""
    if not isinstance(given, dict):
        return str(given), None
    entry = Entry(given)
    value, when = _take(entry, "value", str), _expr(_take(entry, "when", str), set(arguments), f"{what} when")
    _no_leftovers(entry)
    return value, when


def _parse_term(name: str, call: str, when, arguments: tuple[str, ...], unreturned: tuple[str, ...]) -> Tangent:
    if call == "linear":
        return Tangent(call, when, frozenset(), frozenset())
    try:
        tree = ast.parse(call, mode="eval")
    except SyntaxError as exc:
        raise CatalogError(f"adjoint tangent {name}: {call!r} is not an expression: {exc.msg}") from None
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)]
    if any(not isinstance(n.func, ast.Name) for n in calls):
        raise CatalogError(f"adjoint tangent {name}: {call!r} may call functions by name only")
    if any(n.func.id == "adjoint" and (len(n.args) != 1 or {k.arg for k in n.keywords} - set(arguments))
           for n in calls):
        raise CatalogError(f"adjoint tangent {name}: adjoint(...) takes the gradient, then arguments by name only")
    reads = _reads(tree)
    known = {f"t_{name}", "output", *arguments, *unreturned}
    if reads - known:
        raise CatalogError(f"adjoint tangent {name} uses {sorted(reads - known)}, which are neither t_{name}, output, "
                           f"the functional's arguments {list(arguments)} nor its unreturned outputs {list(unreturned)}")
    if f"t_{name}" not in reads:
        raise CatalogError(f"adjoint tangent {name}: {call!r} does not read the tangent t_{name}")
    return Tangent(call, when, frozenset(n.func.id for n in calls), frozenset(reads))


def _names(node) -> bool:
    """Whether an expression is a name or a tuple of names."""
    return isinstance(node, ast.Name) or isinstance(node, ast.Tuple) and node.elts and \
        all(isinstance(item, ast.Name) for item in node.elts)


def _reads(tree) -> set[str]:
    """The names an expression reads, those it calls aside."""
    called = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and id(n) not in called}


def _parse_grads(node: dict, arguments: tuple[str, ...]) -> tuple[dict[str, str], dict[str, Expr]]:
    """({argument: its gradient, an expression over `result`}, {argument: the condition over the
    functional's arguments of the calls that give it one}) of `grads`, whose values are the expression
    or {value: it, when: the condition}."""
    grads, when = {}, {}
    for name, given in node.items():
        name = str(name)
        if isinstance(given, dict):
            entry = Entry(given)
            grads[name] = str(_take(entry, "value", str))
            when[name] = _expr(_take(entry, "when", str), set(arguments), f"adjoint grad {name} when")
            _no_leftovers(entry)
        else:
            grads[name] = str(given)
    if set(grads) - set(arguments):
        raise CatalogError(f"adjoint grads {sorted(set(grads) - set(arguments))} are not arguments")
    for text in grads.values():
        if {n.id for n in ast.walk(ast.parse(text, mode="eval")) if isinstance(n, ast.Name)} - {"result"}:
            raise CatalogError(f"adjoint grad {text!r} may only use `result`")
    return grads, when


def _parse_estimator(node, arguments: tuple[str, ...]) -> Estimator:
    entry = Entry(node)
    kind, doc = _take(entry, "kind", str), " ".join(_take(entry, "doc", str).split())
    when = _take(entry, "when", str, None)
    elementwise = _take(entry, "elementwise", bool, False)
    _no_leftovers(entry)
    if not re.fullmatch(r"[a-z]+(-[a-z]+)*", kind):
        raise CatalogError(f"adjoint estimator kind {kind!r} must be lowercase words joined by '-'")
    if not doc:
        raise CatalogError("adjoint estimator needs a doc: what its gradient is instead of the derivative")
    return Estimator(kind, doc, None if when is None else _expr(when, set(arguments), "adjoint estimator when"),
                     elementwise)


def _variant_scope(ctx: _Context, mapping: Entry, key: str, variant_names, outer) -> tuple[str, ...]:
    """The variants a `for <variant>, ...` block names (within the enclosing block's, if any)."""
    chosen = tuple(v.strip() for v in key[len("for "):].split(","))
    line = mapping.key_lines.get(key, mapping.line)
    unknown = [v for v in chosen if v not in variant_names] or [v for v in chosen if outer and v not in outer]
    if unknown:
        raise CatalogError(f"{ctx.path}:{line}: {key}: {unknown[0]!r} is not a variant of the op "
                           f"{list(outer or variant_names)}")
    return chosen


def _flatten(ctx: _Context, mapping, variant_names, scope=None) -> list[tuple[str, object, tuple | None, int]]:
    """(name, node, variant scope or None, line) of each item of a mapping, its `for` blocks flattened
    in place."""
    items = []
    for key, node in mapping.items():
        if str(key).startswith("for "):
            if not isinstance(node, dict):
                raise CatalogError(f"{ctx.path}:{mapping.key_lines.get(key, mapping.line)}: {key}: needs a mapping")
            items += _flatten(ctx, node, variant_names, _variant_scope(ctx, mapping, key, variant_names, scope))
        else:
            items.append((str(key), node, scope, mapping.key_lines.get(key, mapping.line)))
    return items


def _entry_items(ctx: _Context, mapping, variant_names, shared, scope=None, including=()):
    """The entries in launch order as _flatten's items, each `include: <shared steps>` replaced by
    their entries; with the included workspace slices (as items) and lets, in order of inclusion."""
    entries, slices, lets = [], [], {}
    for name, node, item_scope, line in _flatten(ctx, mapping, variant_names, scope):
        if name != "include":
            entries.append((name, node, item_scope, line))
            continue
        if node not in shared or node in including:
            raise CatalogError(f"{ctx.path}:{line}: include {node!r}: " + (
                "includes itself" if node in including else f"no shared steps of this name; known: {sorted(shared)}"))
        group = shared[node]
        slices += _flatten(ctx, group.get("workspace") or {}, variant_names, item_scope)
        lets |= group.get("lets") or {}
        more, more_slices, more_lets = _entry_items(ctx, group["entries"], variant_names, shared, item_scope,
                                                    including + (node,))
        entries += more
        slices += more_slices
        lets |= more_lets
    return entries, slices, lets


def _scoped_when(scope, when: str | None, names: set[str]) -> Expr | None:
    """An item's `when`, and its variant scope as a condition on `variant` before it."""
    own = when and _expr(when, names, "when")
    if scope is None:
        return own
    test = f"variant == {scope[0]!r}" if len(scope) == 1 else f"variant in {tuple(scope)!r}"
    if own is None:
        return _expr(test, names, "when")
    both = ast.BoolOp(ast.And(), [ast.parse(test, mode="eval").body, ast.parse(own.text, mode="eval").body])
    return _expr(ast.unparse(both), names, "when")


def _parse_op(ctx: _Context, family: str, category: str, name: str, node: Entry, dtypes, shared) -> Op:
    def dtype_list(of: Entry, key: str, kind: str, what: str) -> tuple[str, ...]:
        values = _take(of, key, list)
        with ctx.entry(f"op {name}", values):  # the error points at the list's own line
            known = sorted(k for k, dtype in dtypes.items() if kind in (None, dtype.kind))
            for value in values:
                if value not in known:
                    raise CatalogError(f"unknown {what} {value!r}; known: {known}")
        return tuple(values)

    _name(name, "op")
    entry = Entry(node)
    elements = dtype_list(entry, "elements", None, "element")   # integer elements: ops on keys or codes
    aux = None
    aux_node = _take(entry, "aux", dict, None)
    if aux_node is not None:
        aux_entry = Entry(aux_node)
        aux_name, aux_doc = _name(_take(aux_entry, "name", str), "aux", read=True), _take(aux_entry, "doc", str)
        # types: a list every element pairs with, or {element: [its aux types]} where they differ
        if isinstance(aux_entry.get("types"), dict):
            pairs = _take(aux_entry, "types", dict)
            pairs, pairs.line = Entry(pairs), pairs.line   # a copy to take from (defaults share the entry)
            with ctx.entry(f"op {name}: aux types", pairs):
                # (an op of fewer elements may share a family's mapping: keys need only be dtypes)
                if set(elements) - set(pairs) or set(pairs) - set(dtypes):
                    raise CatalogError(f"aux types by element must name each of the elements {list(elements)} "
                                       f"and only dtypes, not {list(pairs)}")
                by_element = {element: dtype_list(pairs, element, None, "aux type")
                              for element in dict.fromkeys(elements)}
                if not all(by_element.values()):
                    raise CatalogError("each element needs at least one aux type")
        else:
            types = dtype_list(aux_entry, "types", None, "aux type")
            by_element = {element: types for element in elements}
        aux = Aux(aux_name, aux_doc, tuple(dict.fromkeys(t for types in by_element.values() for t in types)),
                  by_element)
        _no_leftovers(aux_entry)
    dims = {_name(k, "dim", read=True): str(v) for k, v in _take(entry, "dims", dict).items()}

    params = []
    for pname, pnode in _take(entry, "params", dict, {}).items():
        with ctx.entry(f"param {pname}", pnode):
            _name(pname, "param", read=True)
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
            axes.append(Axis(_name(aname, "axis", read=True), values, _take(aentry, "why", str)))
            _no_leftovers(aentry)

    names = set(dims) | {p.name for p in params} | {a.name for a in axes} | set(BUILTIN_NAMES)
    if aux:
        names.add(aux.name)
    if len(names) != len(dims) + len(params) + len(axes) + len(BUILTIN_NAMES) + bool(aux):
        raise CatalogError("dims, params, axes and the aux name must not share names (or element, compute, variant)")
    descriptor_names = set(names)

    tensors = []
    for tname, tnode in _take(entry, "tensors", dict).items():
        with ctx.entry(f"tensor {tname}", tnode):
            _name(tname, "tensor", read=True)
            tentry = Entry(tnode)
            role = _take(tentry, "role", str)
            if role not in _ROLES:
                raise CatalogError(f"role {role!r} is not one of {_ROLES}")
            shape = tuple(_expr(dim, descriptor_names, "shape") for dim in _take(tentry, "shape", list))
            dtype = _take(tentry, "dtype", str, "element")
            if dtype not in ("element", "aux", "compute") and dtype not in dtypes:
                raise CatalogError(f"unknown dtype {dtype!r}")
            if dtype == "aux" and aux is None:
                raise CatalogError("dtype 'aux' needs an aux entry on the op")
            when = _take(tentry, "when", str, None)
            tensors.append(Tensor(tname, role, shape, dtype, when and _expr(when, descriptor_names, "when"),
                                  _take(tentry, "doc", str, "")))
            _no_leftovers(tentry)
    if names & {t.name for t in tensors}:
        raise CatalogError(f"tensors {sorted(names & {t.name for t in tensors})} share a name with a dim or param")

    # Kernel arguments by name: tensors, dims, params, workspace slices, typed lets.
    args = {t.name: Arg(t.name, ArgType(t.dtype, True, t.role == "input")) for t in tensors}
    args.update((dim, Arg(dim, ArgType("i64"))) for dim in dims)
    args.update((p.name, _param_arg(p)) for p in params if _param_arg(p))
    names |= set(args)

    # The workspace and entries, with the shared steps they include and each item's variant scope.
    variant_names = tuple(str(v) for v in entry.get("variants") or {})
    entry_items, shared_slices, shared_lets = _entry_items(ctx, _take(entry, "entries", dict), variant_names, shared)
    own_lets = _take(entry, "lets", dict, {})
    slice_items = _flatten(ctx, _take(entry, "workspace", dict, {}), variant_names)
    taken = {t.name for t in tensors} | set(own_lets) | {item[0] for item in slice_items}
    slice_items += [item for item in shared_slices if item[0] not in taken]   # the op's own name wins
    let_nodes = dict(own_lets) | {lname: lnode for lname, lnode in shared_lets.items() if lname not in taken}

    # Lets may read workspace slices (an accumulator that is a slice or an output); slices may read
    # the lets that need no arrays (a count shared with a launch rule).
    slice_names = [item[0] for item in slice_items]
    for sname in slice_names:
        _name(sname, "workspace slice", read=True)
        if sname in names:
            raise CatalogError(f"workspace slice {sname!r} shares a name with a tensor, dim or param")
        if slice_names.count(sname) > 1:
            raise CatalogError(f"workspace slice {sname!r} is declared twice")
    lets, array_names = [], {t.name for t in tensors} | set(slice_names)
    for lname, lnode in let_nodes.items():
        with ctx.entry(f"let {lname}", lnode):
            _name(lname, "let", read=True)
            if lname in names or lname in slice_names:
                raise CatalogError(f"let {lname!r} shares a name with a tensor, dim, param or slice")
            lentry = Entry(lnode if isinstance(lnode, dict) else {"value": lnode})
            ltype = _take(lentry, "type", str, None)
            value = _expr(_take(lentry, "value", (str, int)), names | set(slice_names), "value")
            let = Let(lname, value, ltype and ArgType.parse(ltype, dtypes), bool(value.names & array_names))
            _no_leftovers(lentry)
            lets.append(let)
            names.add(lname)
            if let.on_arrays:
                array_names.add(lname)
    workspace = []
    for sname, snode, scope, _ in slice_items:
        with ctx.entry(f"workspace slice {sname}", snode):
            sentry = Entry(snode)
            dtype = _take(sentry, "dtype", str)
            if dtype not in dtypes and dtype not in ("element", "aux", "compute"):
                raise CatalogError(f"unknown dtype {dtype!r}")
            rule_names = names - array_names
            when = _scoped_when(scope, _take(sentry, "when", str, None), rule_names)
            workspace.append(Slice(sname, dtype, _expr(_take(sentry, "count", (str, int)), rule_names, "count"), when))
            _no_leftovers(sentry)
            args[sname] = Arg(sname, ArgType(dtype, True))
    names |= set(slice_names)
    args.update((let.name, Arg(let.name, let.type)) for let in lets if let.type)

    entries = []
    for ename, enode, scope, _ in entry_items:
        _name(ename, "entry")
        with ctx.entry(f"entry {ename}", enode):
            if ename in {e.name for e in entries}:
                raise CatalogError("an entry of this name is declared twice")
            eentry = Entry(enode or {})
            chosen = _take(eentry, "args", list, None)
            if chosen is not None and set(chosen) - set(args):
                raise CatalogError(f"args {sorted(set(chosen) - set(args))} are not kernel arguments {sorted(args)}")
            rules = (_expr(_take(eentry, "work", (str, int)), names, "work"),
                     _expr(_take(eentry, "block", (str, int), BLOCK), names, "block"),
                     _expr(_take(eentry, "shared", (str, int), 0), names, "shared"),
                     _scoped_when(scope, _take(eentry, "when", str, None), names))
            entries.append(KernelEntry(
                ename, *rules, _take(eentry, "block_sync", bool, False),
                _take(eentry, "device", str, f"{name}_{ename}"),
                tuple(args[a] for a in (chosen if chosen is not None else args)),
                any(rule.names & array_names for rule in rules if rule), _take(eentry, "host_alone", bool, False)))
            _no_leftovers(eentry)

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

    checks = []
    for cnode in _take(entry, "checks", list, []):
        with ctx.entry("check", cnode):
            centry = Entry(cnode)
            error = _take(centry, "error", str)
            if error not in ERRORS:
                raise CatalogError(f"error {error!r} is not one of {ERRORS}")
            rule_names = names - array_names | {t.name for t in tensors if t.role != "output"}
            rule = _expr(_take(centry, "rule", str), rule_names, "rule")
            checks.append(Check(rule, error, " ".join(_take(centry, "doc", str, "").split()),
                                bool(rule.names & array_names)))
            _no_leftovers(centry)

    functional_node = entry.get("functional")
    with ctx.entry("functional", functional_node):
        functional = _parse_functional(entry.pop("functional", None), tensors, names)
    adjoint = None
    if "adjoint" in entry:
        with ctx.entry("adjoint", entry["adjoint"]):
            unreturned = tuple(t.name for t in tensors if t.role == "output" and t.name not in functional.returns)
            used = tuple(a for a in functional.arguments if a not in functional.pytorch_only)
            adjoint = _parse_adjoint(_take(entry, "adjoint", dict), used, unreturned)
    if adjoint or _bool_results(tensors, functional):
        with ctx.entry("functional", functional_node):
            functional = dataclasses.replace(functional, schema=_schema(functional, tensors, params, axes))

    op = Op(
        name=name, family=family, category=category, line=node.line,
        doc=" ".join(_take(entry, "doc", str).split()),
        when_to_use=" ".join(_take(entry, "when_to_use", str).split()),
        adjoint=adjoint, elements=elements, aux=aux, dims=dims, params=tuple(params), axes=tuple(axes),
        tensors=tuple(tensors), lets=tuple(lets), workspace=tuple(workspace), entries=tuple(entries),
        variants=tuple(variants),
        limits=tuple(_expr(text, descriptor_names, "limit") for text in _take(entry, "limits", list, [])),
        checks=tuple(checks), functional=functional,
        precision_note=" ".join(_take(entry, "precision_note", str, "").split()),
        formula=_formula(_take(entry, "formula", dict, {}), tensors, names),
    )
    _no_leftovers(entry)
    if not op.variants:
        raise CatalogError("an op needs at least one variant")
    if not op.entries:
        raise CatalogError("an op needs at least one kernel entry")
    _try_samples(op, dtypes)
    return op


def _formula(node: dict, tensors, names: set[str]) -> tuple[tuple[str, str], ...]:
    """An op's formula statements: each output tensor's expression, after the locals it reads."""
    outputs = [t.name for t in tensors if t.role == "output"]
    statements = tuple((str(name), str(expr)) for name, expr in node.items())
    stored = [name for name, _ in statements if name in outputs]
    if statements and sorted(stored) != sorted(outputs):
        raise CatalogError(f"formula must give each output {outputs} once, not {stored}")
    for name, _ in statements:
        if name not in outputs and (not _NAME.fullmatch(name) or name in names or name in formulas.VARIABLES.values()):
            raise CatalogError(f"formula local {name!r} must be a new lowercase name")
    return statements


def _try_samples(op: Op, dtypes: dict):
    """Evaluates the limits, the lets that need no arrays and the workspace rules at sample points
    (every dim at 0, 1 and 7, params at their defaults, each element, aux type, axis value and
    variant), so that a division by zero or arithmetic on a None default fails here, not in a
    generated plan. Each expression is sampled over the names it reads (through the lets it uses;
    a workspace rule also over the limits', and only where they hold), not over every name of the
    op: the points grow with an expression's names, not the op's. Expressions calling functions
    that read arrays are not sampled."""
    functions = partial.compile_time_functions(dtypes)
    values = {name: (0, 1, 7) for name in op.dims} | {param.name: (param.default,) for param in op.params}
    values |= {axis.name: axis.values for axis in op.axes} | ({op.aux.name: op.aux.types} if op.aux else {})
    values |= {"element": op.elements, "variant": tuple(variant.name for variant in op.variants)}
    lets = [let for let in op.lets if not let.on_arrays]
    code = {id(e): compile(e.text, "<catalog>", "eval") for e in [let.value for let in lets] + list(op.limits)
            + [e for s in op.workspace for e in (s.when, s.count) if e is not None]}

    def base_names(names) -> set:
        """The op's own names an expression reads, through the lets it uses."""
        found = set()
        for let in reversed(lets):
            if let.name in names:
                names = names | let.value.names
        for name in names:
            if name == "compute":
                found.add("element")
            elif name in values:
                found.add(name)
        return found

    def evaluate(what, expr, sample):
        try:
            return eval(code[id(expr)], {"__builtins__": {}, **functions}, sample)
        except (ZeroDivisionError, OverflowError, TypeError) as exc:
            at = ", ".join(f"{n}={v!r}" for n, v in sample.items() if n in expr.names)
            raise CatalogError(f"{what} {expr.text!r} fails at {at}: {type(exc).__name__}: {exc}") from None

    limit_names = frozenset().union(*(limit.names for limit in op.limits))
    checks = [("limit", limit, False) for limit in op.limits] + [(let.name, let.value, False) for let in lets]
    checks += [(f"workspace {s.name}", e, True) for s in op.workspace for e in (s.when, s.count) if e is not None]
    for what, expr, gated in checks:
        names = sorted(base_names(expr.names | (limit_names if gated else frozenset())))
        known = [let for let in lets if base_names({let.name}) <= set(names)]   # the lets a point can evaluate
        for point in itertools.product(*(values[name] for name in names)):
            sample = dict(zip(names, point))
            sample["compute"] = dtypes[sample["element"]].compute if "element" in sample else None
            try:
                for let in known:
                    sample[let.name] = evaluate(let.name, let.value, sample)
                if gated and not all(evaluate("limit", limit, sample) for limit in op.limits):
                    continue
                evaluate(what, expr, sample)
            except NameError:       # a function of arrays: nothing to sample
                continue


# The op keys a family's or the catalog's `defaults` may give (see _defaulted).
DEFAULT_KEYS = ("elements", "aux", "dims", "axes", "params", "tensors", "lets", "workspace", "entries", "variants",
                "limits", "checks", "precision_note")


def _defaults(ctx: _Context, node: Entry) -> Entry:
    unknown = [key for key in node if key not in DEFAULT_KEYS]
    if unknown:
        raise CatalogError(f"{ctx.path}:{node.key_lines.get(unknown[0], node.line)}: defaults: {unknown[0]!r} is "
                           f"not an op key defaults give; they give {list(DEFAULT_KEYS)}")
    return node


def _defaulted(node, *layers: dict) -> Entry:
    """The op's node with each key it lacks taken whole from the first layer that has it (its `like`
    op's, the family's defaults, then the catalog's); nothing is merged."""
    if not isinstance(node, dict):
        raise CatalogError("an op must be a mapping")
    merged = Entry(node)
    merged.line, merged.key_lines = node.line, node.key_lines
    for layer in layers:
        for key, value in layer.items():
            merged.setdefault(key, value)
    return merged


# The op keys an op never takes from its `like` op: what the op is and does (doc, when_to_use), its
# gradient (adjoint) and how its results compare with PyTorch's (precision_note) are its own claims.
UNLIKE_KEYS = ("doc", "when_to_use", "adjoint", "precision_note")


def _liked(ctx: _Context, family: str, op_nodes: dict, family_of: dict, *defaults: Entry) -> dict[str, Entry]:
    """Each op's node with each key it lacks taken whole from its `like` op (an op of its family, after
    that op's own resolution; not UNLIKE_KEYS), else from the defaults."""
    resolved = {}

    def resolve(name: str, chain: tuple[str, ...]) -> Entry:
        if name in resolved:
            return resolved[name]
        node, liked = op_nodes[name], {}
        with ctx.entry(f"op {name}", node):
            like = node.get("like") if isinstance(node, dict) else None
            if like is not None:
                where = f"{ctx.path}:{node.key_lines.get('like', node.line)}: op {name}: like {like!r}"
                if not isinstance(like, str) or like not in op_nodes:
                    other = family_of.get(like) if isinstance(like, str) else None
                    why = f"an op of family {other}, not {family}" if other else \
                        f"no op of this name in family {family}; known: {sorted(op_nodes)}"
                    raise CatalogError(f"{where}: {why}")
                if like in chain + (name,):
                    raise CatalogError(f"{where}: a cycle ({' -> '.join(chain + (name, like))})")
                base = resolve(like, chain + (name,))
                liked = {key: value for key, value in base.items() if key not in UNLIKE_KEYS}
            resolved[name] = _defaulted(node, liked, *defaults)
            resolved[name].pop("like", None)
        return resolved[name]

    return {name: resolve(name, ()) for name in op_nodes}


def _shared(ctx: _Context, nodes: dict) -> dict[str, Entry]:
    """The shared steps by name: workspace slices, lets and entries an op's entries include."""
    for name, node in nodes.items():
        with ctx.entry(f"shared {name}", node):
            _name(name, "shared steps")
            group = Entry(node)
            _take(group, "entries", dict)
            _take(group, "workspace", dict, None)
            _take(group, "lets", dict, None)
            _no_leftovers(group)
    return nodes


def parse(path: str | Path, templates: Path, hooks: Path | None = None) -> Catalog:
    path = str(path)
    ctx = _Context(path)
    root = load(path)
    with ctx.entry("catalog", root):
        root = Entry(root)
        dtype_nodes = _take(root, "dtypes", dict)
        catalog_defaults = _defaults(ctx, _take(root, "defaults", dict, Entry()))
        shared = _shared(ctx, _take(root, "shared", dict, {}))
        family_nodes = _take(root, "families", dict)
        _no_leftovers(root)
    family_of = {oname: fname for fname, fnode in family_nodes.items() if isinstance(fnode, dict)
                 for key in ("ops", "formulas") if isinstance(fnode.get(key), dict) for oname in fnode[key]}
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
            family_defaults = _defaults(ctx, _take(fentry, "defaults", dict, Entry()))
            op_nodes = _take(fentry, "ops", dict, {})
            formula_lines, shared_where = _take(fentry, "formulas", dict, {}), _take(fentry, "where", dict, {})
            for oname, onode in formulas.expand(ctx, formula_lines, shared_where).items():
                if oname in op_nodes:
                    raise CatalogError(f"op {oname} is both in ops and made by formulas")
                op_nodes[oname] = onode
            _no_leftovers(fentry)
            if not op_nodes:
                raise CatalogError("a family needs ops or formulas")
            if PurePosixPath(template).is_absolute() or ".." in PurePosixPath(template).parts:
                raise CatalogError(f"template {template!r} is outside templates/")
            if not (templates / template).is_file():
                raise CatalogError(f"template {template!r} does not exist under templates/")
        ops = []
        for oname, onode in _liked(ctx, fname, op_nodes, family_of, family_defaults, catalog_defaults).items():
            with ctx.entry(f"op {oname}", onode):
                ops.append(_parse_op(ctx, fname, category, oname, onode, dtypes, shared))
        families.append(Family(fname, category, template, tuple(ops)))
    catalog = Catalog(path, dtypes, tuple(families))
    _check_across(ctx, catalog)
    if hooks is not None:
        _check_hooks(catalog, hooks)
    return catalog


def _check_hooks(catalog: Catalog, hooks: Path):
    """Hand-written hooks (`call_<op>` in skucat/families/<family>.py, defined or assigned) must name
    an op of their family: a misspelt hook would otherwise never run."""
    for family in catalog.families:
        module = hooks / f"{family.name}.py"
        if not module.is_file():
            continue
        ops = {op.name for op in family.ops}
        for node in ast.parse(module.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef):
                names = [node.name]
            elif isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names = [n.id for target in targets for n in ast.walk(target) if isinstance(n, ast.Name)]
                names = [name for name in names if name.startswith("call_")]   # constants are no hooks
            else:
                continue
            for name in names:
                if not name.startswith("_") and name.partition("_")[::2] not in {("call", op) for op in ops}:
                    raise CatalogError(f"{module}:{node.lineno}: hook {name}: names no op of family "
                                       f"{family.name} (hooks are call_<op>; helpers start with _)")


def _check_across(ctx: _Context, catalog: Catalog):
    ops = {}
    for op in catalog.ops:
        if op.name in ops:
            raise CatalogError(f"{catalog.path}:{op.line}: op {op.name}: also defined in family {ops[op.name].family}")
        ops[op.name] = op
    for family in catalog.families:
        enums: dict[str, tuple[str, ...]] = {}
        for op in family.ops:
            for name, values in [(a.name, a.values) for a in op.axes] + [(p.name, p.choices) for p in op.params
                                                                        if p.type == "choice"]:
                if enums.setdefault(name, values) != values:
                    raise CatalogError(f"{catalog.path}:{op.line}: op {op.name}: {name} has values {list(values)} "
                                       f"here and {list(enums[name])} elsewhere in family {family.name}")
    for op in catalog.ops:
        if op.adjoint is not None and op.adjoint.op not in ops:
            raise CatalogError(f"{catalog.path}:{op.line}: op {op.name}: adjoint {op.adjoint.op!r} does not exist")
        for name, term in (op.adjoint.tangents if op.adjoint else {}).items():
            unknown = term.functions - set(ops) - TANGENT_FUNCTIONS
            if unknown:
                raise CatalogError(f"{catalog.path}:{op.line}: op {op.name}: adjoint tangent {name} calls "
                                   f"{sorted(unknown)}, which are neither catalog ops nor {sorted(TANGENT_FUNCTIONS)}")
        for name, term in (op.adjoint.composed if op.adjoint else {}).items():
            unknown = term.functions - set(ops) - COMPOSED_FUNCTIONS
            if unknown:
                raise CatalogError(f"{catalog.path}:{op.line}: op {op.name}: adjoint composed {name} calls "
                                   f"{sorted(unknown)}, which are neither catalog ops nor {sorted(COMPOSED_FUNCTIONS)}")
