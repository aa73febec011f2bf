"""Pointwise ops by formula: a family's `formulas` entry, one line per op, made into op entries.

An op's line gives its result `out` as an expression in the compute type C of `x` (the input) and its
params, and `grad`, the input's gradient, of `g` (the result's gradient), `x` and `y` (the result),
as PyTorch's derivatives.yaml states it; `where` names parts they read (after the family's own
`where`, which every line may read). A line whose `out` reads `o` takes a second operand, `other`,
of the input's shape, and its `grad` gives each operand's gradient. From it come the op `<name>`
and, with a `grad`, its adjoint `<name>_backward` (taking the operands, the result or both, as the
formulas read them), each with its tensors, doc, functional signature (PyTorch's: the operands,
then the params and axes in order, then `inplace=False` where PyTorch has it) and adjoint; the
family's defaults give the rest (dims, entries, variants). A line's `composed` is its adjoint's (a second
derivative's backward as catalog ops, codegen/model.py's _parse_composed) where the formula's own
cannot be (glu's halves). The family's template renders each op's
`formula` (templates/cuda/pointwise.cu.j2). A line with `result: bool` (a comparison, a logical
op) gives a bool result and no gradient.
"""

from __future__ import annotations

import re

from skucat.errors import CatalogError

from .yamlload import Entry, _take

KEYS = ("out", "grad", "in", "inplace", "params", "axes", "where", "doc", "elements", "checks", "broadcast", "number",
        "optional", "result", "adjoint", "halves", "composed")
SHAPE = ["numel"]
# A line with `halves` (glu's): x and o are the two halves of input along `dim`, each row of input
# [rows, 2, half] its first half then its second; the result is one half's shape, and the backward
# writes both halves' gradients into grad_input.
HALVES, HALF = ["rows", 2, "half"], ["rows", "half"]
HALVES_DIMS = {"rows": "product of the extents before dim (the rows)",
               "half": "half of dim's extent times the product of the extents after it (one half's items)"}
# A line with `broadcast`: its operands broadcast as PyTorch's do (collapsed in `sizes`, as arith's),
# and those `number` names may each be a Python number instead, entering in the compute type. Its
# backward takes every operand and gives each gradient at the full shape; the functional op sums
# them to the operands' shapes.
RANK_DIM = {"rank": "extents per row of sizes (the collapsed broadcast shape)"}
# Operands that are masks: bool, and without a gradient.
MASKS = ("condition", "mask")
# Where PyTorch has the forward: torch.<name> or torch.nn.functional.<name>; `fused`: no one function
# of PyTorch's (the line's doc says what it fuses).
MODULES = {"torch": "torch", "F": "torch.nn.functional", "fused": None}
# The loaded value each tensor of a formula op is named by in its expressions: an op takes the operands
# its `out` reads, in this order (PyTorch's: where(condition, input, other), lerp(input, end,
# weight), addcmul(input, tensor1, tensor2)).
VARIABLES = {"condition": "c", "input": "x", "mask": "m", "other": "o", "end": "e", "tensor1": "a", "tensor2": "b",
             "weight": "w", "exponent": "n", "value": "v", "lower": "l", "upper": "h", "output": "y", "grad_output": "g"}
LEGEND = {"condition": "the condition", "input": "the input", "mask": "the mask", "other": "the other operand",
          "end": "the end", "tensor1": "tensor1", "tensor2": "tensor2", "weight": "the weight",
          "exponent": "the exponent", "value": "the value", "lower": "the lower bound", "upper": "the upper bound",
          "output": "the forward's output", "grad_output": "grad_output"}
OPERANDS = [tensor for tensor in VARIABLES if tensor not in ("output", "grad_output")]
# PyTorch's argument of an operand whose name is not the tensor's (min and max name functions of expressions).
ARGUMENTS = {"lower": "min", "upper": "max"}
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# A literal with a point or an exponent not written C(...): a double in f32 math.
_DOUBLE = re.compile(r"(?<!C\()(?<!C\(-)(?<![\w.])(\d+\.\d*|\.\d+|\d+[eE][-+]?\d+)")


def _argument(tensor: str) -> str:
    """The functional argument that gives `tensor` (PyTorch's name)."""
    return ARGUMENTS.get(tensor, tensor)


def _entry(line: int, **items) -> Entry:
    entry = Entry(items)
    entry.line, entry.key_lines = line, {}
    return entry


def _names(text: str) -> set[str]:
    return set(_IDENTIFIER.findall(text))


def _statements(result: str, expr: str, where: dict) -> dict[str, str]:
    """The locals of `where` that `expr` reads (directly or through other locals), each after the
    locals it reads, then `result` = expr."""
    ordered: dict[str, str] = {}

    def visit(text: str, chain: tuple):
        for name in sorted(_names(text) & set(where)):
            if name in chain:
                raise CatalogError(f"the local {name} reads itself ({' -> '.join(chain + (name,))})")
            if name not in ordered:
                visit(where[name], chain + (name,))
                ordered[name] = where[name]

    visit(expr, ())
    statements = ordered | {result: expr}
    for text in statements.values():
        double = _DOUBLE.search(text)
        if double:
            raise CatalogError(f"{text!r}: write the literal {double.group()} as C({double.group()}), of the compute type")
    return statements


def _reads(statements: dict[str, str]) -> list[str]:
    """The tensors (by catalog name) whose variables the statements read, in VARIABLES' order."""
    used = set().union(*map(_names, statements.values()))
    return [tensor for tensor, variable in VARIABLES.items() if variable in used]


def _options(line: Entry, qualified: str) -> tuple[dict, dict, list[str]]:
    """(params, axes, the signature's `name=default` items) of a formula line."""
    params, axes, signature = {}, {}, []
    for pname, default in _take(line, "params", dict, {}).items():
        if isinstance(default, bool) or not isinstance(default, (int, float, type(None))):
            raise CatalogError(f"param {pname}: a formula's param is a number (its default) or null (required), "
                               f"not {default!r}")
        # A required one (pow's exponent) is 1 in a descriptor that does not give it.
        params[pname] = {"type": "float", "default": 1.0 if default is None else float(default),
                         "doc": f"{pname}, as in {qualified}"}
        signature.append(pname if default is None else f"{pname}={float(default)!r}")
    for aname, values in _take(line, "axes", dict, {}).items():
        if not isinstance(values, list) or not values:
            raise CatalogError(f"axis {aname}: its values, the first the default, not {values!r}")
        # null, PyTorch's None (div's rounding_mode), is the value `none`, which the op takes as None too
        axes[aname] = {"values": ["none" if value is None else value for value in values],
                       "why": "each value is its own formula, chosen at compile time"}
        signature.append(f"{aname}={values[0]!r}")
    return params, axes, signature


def _ops_of(name: str, line: Entry, shared_where: dict) -> dict[str, Entry]:
    unknown = sorted(set(line) - set(KEYS))
    if unknown:
        raise CatalogError(f"{unknown[0]!r} is not a formula key; they are {list(KEYS)}")
    line, given = Entry(line), line   # keys are taken from a copy
    module = _take(line, "in", str, "torch")
    if module not in MODULES:
        raise CatalogError(f"in {module!r} is not one of {list(MODULES)}")
    out = _take(line, "out", (str, type(None)), None)
    where = shared_where | {str(k): str(v) for k, v in _take(line, "where", dict, {}).items()}
    if out is None:
        raise CatalogError("a formula needs `out`, the result as an expression of x")
    statements = _statements("out", out, where)
    operands = [tensor for tensor in _reads(statements) if tensor in OPERANDS]
    if "input" not in operands:
        raise CatalogError("out must read x, the input")
    qualified = f"{MODULES[module]}.{name}" if MODULES[module] else "the fused form below"
    params, axes, options = _options(line, qualified)
    inplace = _take(line, "inplace", bool, False)
    broadcast, numbers = _take(line, "broadcast", bool, False), _take(line, "number", list, [])
    if broadcast and len(operands) < 2:
        raise CatalogError("broadcast: a line whose out reads two operands or more")
    if set(numbers) - set(operands) or set(numbers) & set(MASKS):
        raise CatalogError(f"number: operands that may be a number, among {[t for t in operands if t not in MASKS]}, "
                           f"not {numbers}")
    if numbers and not broadcast:
        raise CatalogError("number: a broadcast line's operands may be numbers")
    # An optional operand (PyTorch's None) is a number, the value that stands for it, with <operand>_given false.
    optional = {str(k): float(v) for k, v in _take(line, "optional", dict, {}).items()}
    if set(optional) - set(numbers):
        raise CatalogError(f"optional: operands that may be numbers ({numbers}), each with the value that stands for "
                           f"None, not {sorted(optional)}")
    if not broadcast and set(operands) & set(MASKS):
        raise CatalogError(f"{sorted(set(operands) & set(MASKS))[0]}: a mask broadcasts (broadcast: true)")
    result = _take(line, "result", str, "element")
    if result not in ("element", "bool"):
        raise CatalogError(f"result {result!r}: the result's dtype is the element's or bool")
    if result == "bool" and "grad" in given:
        raise CatalogError("a bool result has no gradient")
    halves = _take(line, "halves", bool, False)
    if halves and (operands != ["input", "other"] or broadcast or inplace or result != "element"):
        raise CatalogError("halves: a line whose out reads x and o, input's halves along dim, neither broadcasting, "
                           "in place nor bool")
    shape = _Shapes(operands, broadcast, numbers, result, optional, halves)
    keyword = inplace and module == "F"   # torch.nn.functional's `inplace` argument (torch's have none)
    forward = _entry(
        given.line, doc=f"out = {out}{_where_text(out, where)}, elementwise in the compute type "
                       f"({shape.legend(operands)}), as {qualified}"
                       f"{shape.doc}. {_take(line, 'doc', str, '')}",
        when_to_use=f"Forward of {qualified}." + (f" Pair with {name}_backward." if "grad" in given else "")
                    + (f" Pair with {given['adjoint']['call'].split('(')[0]}." if "adjoint" in given else ""),
        params={**shape.params, **params}, axes=axes, formula=statements,
        tensors=_optional_last({**shape.inputs(operands), **shape.sizes,
                                "out": {"role": "output", "shape": shape.result, "dtype": result}}),
        functional={"signature": ", ".join([*shape.arguments, *options, *shape.view_signature] + ["inplace=False"] * keyword),
                    "view": shape.view,
                    **shape.types, **({"pytorch_only": {"inplace": f"{name}_, the in-place form"}} if keyword else {})})
    shared = {key: given[key] for key in ("elements",) if key in given}   # the backward's too
    shared["checks"] = shape.checks + list(given.get("checks", []))
    shared = {key: value for key, value in shared.items() if value}
    if broadcast or halves:
        shared["dims"] = shape.dims
    if halves:
        shared["entries"] = _entry(given.line, map=_entry(given.line, work="rows * half"))
    forward.update(shared)
    ops = {name: forward}
    if inplace:
        ops[f"{name}_"] = _in_place(name, given.line, forward, shape,
                                    f"{qualified}(inplace=True)" if keyword else f"Tensor.{name}_")
    if "adjoint" in given:   # a backward of another family's (add's and mul's, which sum to their operands)
        if "grad" in given:
            raise CatalogError("a formula gives its `grad` or another op as its `adjoint`, not both")
        forward["adjoint"] = _take(line, "adjoint", dict)
    if "grad" not in given:
        return ops
    backward, reads = _backward_of(name, given.line, _take(line, "grad", (str, dict)), operands, where, options, shape)
    wrt = shape.differentiable
    forward["adjoint"] = {"call": f"{name}_backward({', '.join(['grad', *map(_argument, reads), *params, *axes, *shape.view_arguments])})",
                          "grads": {_argument(t): "result" if len(shape.gradients) == 1 else f"result[{k}]"
                                    for k, t in enumerate(shape.gradients)},
                          **({"composed": _take(line, "composed", dict)} if "composed" in given else {})}
    backward.update(shared, params={**shape.params, **params}, axes=axes)
    return {**ops, f"{name}_backward": backward}


def _in_place(name: str, line: int, forward: Entry, shape: _Shapes, pytorchs: str) -> Entry:
    """`<name>_`, the forward written over its input (PyTorch's `pytorchs`): input `inout`, of the
    broadcast shape; no gradient (an optimizer's step)."""
    tensors = {t: dict(spec, role="inout") if t == "input" else spec for t, spec in forward["tensors"].items() if t != "out"}
    checks = forward.get("checks", []) + ([{"rule": "input_numel == numel", "error": "ShapeError",
                                            "doc": "input, which the result is written over, has the broadcast shape"}]
                                          if shape.broadcast else [])
    functional = {key: value for key, value in forward["functional"].items() if key != "pytorch_only"}
    functional["signature"] = functional["signature"].removesuffix(", inplace=False")
    entry = _entry(line, doc=f"{name} in place, as {pytorchs}: the result written over input, elementwise as "
                             f"{name} computes it; input has the broadcast shape.",
                   when_to_use="An update in place (an optimizer's step); without a gradient.",
                   **{key: value for key, value in forward.items() if key not in ("doc", "when_to_use", "adjoint")})
    entry.update(tensors=tensors, checks=checks, functional=functional)
    return entry


class _Shapes:
    """The shapes and dtypes of a line's tensors: all of the input's shape (`numel`), or, broadcasting,
    the operands' own and the rest the full shape's; masks bool."""

    def __init__(self, operands: list[str], broadcast: bool, numbers: list[str], result: str, optional: dict,
                 halves: bool = False):
        self.broadcast, self.numbers, self.halves = broadcast, numbers, halves
        # the signature's (PyTorch's names), and the arguments the functional view takes
        self.arguments = ["input"] if halves else [_argument(t) + "=None" * (t in optional) for t in operands]
        self.view_arguments, self.view_signature = (["dim"], ["dim=-1"]) if halves else ([], [])
        self.renamed = {t: ARGUMENTS[t] for t in operands if t in ARGUMENTS}
        self.differentiable = [t for t in operands if t not in MASKS]
        self.gradients = ["input"] if halves else self.differentiable   # the tensors the backward gives
        self.result = HALF if halves else SHAPE
        self.view = "broadcast" if broadcast else "halves" if halves else "flat"
        self.sizes = {"sizes": {"role": "input", "shape": [len(operands) + 1, "rank"], "dtype": "i64",
                                "doc": f"the extents of the output and of {', '.join(operands)}, collapsed."}} if broadcast else {}
        self.dims = {"numel": "elements of the output (the broadcast shape)",
                     **{f"{t}_numel": f"elements of {t}" + (" (1 for a number)" if t in numbers else "") for t in operands},
                     **RANK_DIM} if broadcast else HALVES_DIMS if halves else {}
        self.checks = [{"rule": f"broadcast_sizes(sizes, numel, {', '.join(f'{t}_numel' for t in operands)})",
                        "error": "ShapeError", "doc": "each row of sizes is 1 or the first row's extent in every dim, "
                                                      "and has its operand's element count"}] if broadcast else []
        self.params = {name: spec for t in numbers for name, spec in (
            (f"has_{t}", {"type": "bool", "default": True, "doc": f"{t} is an array (false: a number, {t}_value)"}),
            (f"{t}_value", {"type": "float", "default": optional.get(t, 0.0),
                            "doc": f"{t}'s value when it is a number (has_{t} false)"}))}
        self.params.update({f"{t}_given": {"type": "bool", "default": True, "doc": f"{t} is given (false: None, which "
                                           f"{t}_value {value} stands for)"} for t, value in optional.items()})
        self.types = {"types": {_argument(t): "Tensor|float" for t in numbers}} if numbers else {}
        self.types.update({"types": {"dim": "int"}} if halves else {})
        self.types.update({"tensors": self.renamed} if self.renamed else {})
        # A number enters as PyTorch's wrapped scalars do: in the compute type, but where the result is
        # a comparison's, rounded to the element first (PyTorch compares in the operands' dtype).
        entering = "rounded to the element" if result == "bool" else "in the compute type"
        self.doc = (f", {' and '.join(operands)} broadcasting as PyTorch's operands do" + (
            f" ({' or '.join(numbers)} maybe a number, {entering})" if numbers else "")) if broadcast else ""

    def inputs(self, operands: list[str]) -> dict:
        """The forward's input tensors: the operands', or input whole where its halves are x and o."""
        return {"input": {"role": "input", "shape": HALVES}} if self.halves else {t: self.operand(t) for t in operands}

    def legend(self, tensors: list[str]) -> str:
        """What each variable of the formulas is."""
        halves = ["x: input's first half along dim", "o: its second half"] if self.halves else []
        return ", ".join([f"{VARIABLES[t]}: {LEGEND[t]}" for t in tensors if not (self.halves and t in ("input", "other"))]
                         + halves)

    def operand(self, tensor: str) -> dict:
        """An operand's spec (at the full shape unless broadcasting; a mask bool)."""
        return {"role": "input", "shape": [f"{tensor}_numel"] if self.broadcast else SHAPE, **self._when(tensor),
                **({"dtype": "bool"} if tensor in MASKS else {})}

    def gradient(self, tensor: str) -> dict:
        """An operand's gradient: at the full shape (broadcasting, the functional op sums it to the operand's);
        the halves' both in grad_input."""
        return {"role": "output", "shape": HALVES if self.halves else SHAPE, **self._when(tensor)}

    def _when(self, tensor: str) -> dict:
        """An operand that may be a number is given only where it is not one."""
        return {"when": f"has_{tensor}"} if tensor in self.numbers else {}


def _backward_of(name: str, line: int, grad, operands: list[str], where: dict, options: list[str],
                 shape: _Shapes) -> tuple[Entry, list]:
    """The backward op of a formula line (at `line`) whose `grad` is given, and the tensors of the forward
    it reads (broadcasting, every operand, whose shapes its gradients take)."""
    wrt = shape.differentiable
    grads = {"input": grad} if isinstance(grad, str) else {str(k): str(v) for k, v in grad.items()}
    if sorted(grads) != sorted(wrt):
        raise CatalogError(f"grad must give the gradient of each operand {wrt}, not of {sorted(grads)}")
    statements = {}
    for operand in wrt:
        found = _statements(f"grad_{operand}", grads[operand], where)
        if "grad_output" not in _reads(found):
            raise CatalogError(f"grad {grads[operand]!r} must read g")
        statements.update(found)
    reads = [tensor for tensor in _reads(statements) if tensor != "grad_output"]
    if shape.broadcast or shape.halves:   # every operand (the halves: input whole)
        reads = [*shape.inputs(operands), *(["output"] if "output" in reads else [])]
    labels = {"input": "grad_input's first half", "other": "its second half"} if shape.halves else {}
    text = "; ".join(f"{labels.get(t, f'grad_{t}')} = {grads[t]}" for t in wrt)
    backward = _entry(
        line, doc=f"Adjoint of {name}: {text}{_where_text(' '.join(grads.values()), where)}, elementwise in the "
                       f"compute type ({shape.legend(['grad_output', *reads])})"
                       + (" at the broadcast shape; the functional op sums each gradient to its operand's shape (PyTorch's "
                          "sum_to_size), as sum does." if shape.broadcast else "."),
        when_to_use=f"Backward of {name}" + (f", with the forward's {' and '.join(reads)}." if reads else "."),
        formula=statements,
        tensors=_optional_last({"grad_output": {"role": "input", "shape": shape.result},
                                **{t: shape.inputs(operands)[t] if t in operands else {"role": "input", "shape": shape.result}
                                   for t in reads},
                                **shape.sizes, **{f"grad_{t}": shape.gradient(t) for t in shape.gradients}}),
        functional={"signature": ", ".join(["grad_output", *(dict(zip(operands, shape.arguments)).get(t, t) for t in reads),
                                            *options, *shape.view_signature]), "view": shape.view, **shape.types,
                    **({"returns": [f"grad_{t}" for t in wrt]} if len(shape.gradients) > 1 else {})})
    return backward, reads


def operands_of(op) -> tuple[list[str], list[str], list[str], list[str]]:
    """(the operands an op's kernel loads, in VARIABLES' order; those that broadcast, in the order of
    the rows of sizes; those that may be numbers; the params its formula reads, the numbers' own
    has_<operand> and <operand>_value aside) of a formula op, for its template."""
    operands = [t.name for t in op.tensors if t.role in ("input", "inout") and t.name != "sizes"]
    broadcast = [t for t in operands if f"{t}_numel" in op.dims]
    numbers = [t for t in broadcast if f"has_{t}" in [p.name for p in op.params]]
    of_numbers = {name for t in numbers for name in (f"has_{t}", f"{t}_value")}
    return operands, broadcast, numbers, [p.name for p in op.params if p.name not in of_numbers]


def _optional_last(tensors: dict) -> dict:
    """The tensors, those given only `when` something holds last (the Args' optional fields)."""
    return dict(sorted(tensors.items(), key=lambda item: "when" in item[1]))


def _where_text(expr: str, where: dict) -> str:
    used = {k: v for k, v in _statements("", expr, where).items() if k}
    return "".join(f"; {k} = {v}" for k, v in used.items())


def expand(ctx, lines: dict, where: dict) -> dict[str, Entry]:
    """The op entries of a family's `formulas` (each line's op and its backward); `where` holds the
    locals every line may read (the family's), after which a line's own `where` comes."""
    ops = {}
    for name, line in lines.items():
        with ctx.entry(f"formula {name}", line):
            if not isinstance(line, dict):
                raise CatalogError("a formula is a mapping with at least `out`")
            ops.update(_ops_of(str(name), line, {str(k): str(v) for k, v in where.items()}))
    return ops
