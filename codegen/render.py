"""Rendering: the typed catalog and its SKUs -> the text of every generated file."""

from __future__ import annotations

import ast
import dataclasses
import json
import math
import textwrap
from pathlib import Path
from types import SimpleNamespace

import jinja2

from . import formulas
from .expand import Instance
from .model import ADJOINT_FUNCTIONS, Arg, Catalog, Family, Op, Variant, class_stem as _class_stem
from skucat.errors import CatalogError
from skucat.types import WORKSPACE_ALIGN as ALIGN

_PY_TYPES = {"int": "int", "optional_int": "Optional[int]", "float": "float", "optional_float": "Optional[float]",
             "bool": "bool", "choice": "str"}


def _py_literal(value) -> str:
    """A Python literal of `value` (an infinity, which repr leaves a name, as float('inf'))."""
    if isinstance(value, float) and math.isinf(value):
        return f"float({str(value)!r})"
    return repr(value)


def _environment(templates: Path) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates)),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters.update(
        py_literal=_py_literal,
        py_type=_PY_TYPES.__getitem__,
        wrap=_wrap,
        class_stem=_class_stem,
        axes_literal=lambda axes: repr(tuple((axis.name, axis.values) for axis in axes)),
        entry_sync=lambda entries, sync: {entry: entry in sync for entry in entries},
        precision_text=_precision_text,
        aux_text=_aux_text,
        shape_limits=_shape_limits,
        workspace_rule=_workspace_rule,
        paragraph=lambda text: " ".join(text.split()),
        sentence=_sentence,
        tick=lambda name: f"`{name}`",
        signature=lambda args: tuple((a.name, str(a.type), "choice" if a.choice else "flag" if a.flag else "")
                                     for a in args),
        tuple=tuple,
    )
    return env


def _shape_limits(op: Op) -> str:
    shapes = "; ".join(f"{tensor.name} [{', '.join(extent.text for extent in tensor.shape)}]" for tensor in op.tensors)
    limits = "".join(f"; {limit.text}" for limit in op.limits)
    return f"{shapes}; every extent >= 0{limits}. C-contiguous arrays; outputs may not overlap inputs."


def _aux_text(aux) -> str:
    """An op's aux types in words: the list, or per element where they differ."""
    if len(set(aux.by_element.values())) == 1:
        return ", ".join(aux.types)
    return "; ".join(f"{' or '.join(types)} for {element}" for element, types in aux.by_element.items())


def _workspace_rule(op: Op) -> str:
    if not op.workspace:
        return "none."
    slices = "; ".join(f"{s.name}, {s.count.text} of {s.dtype}" + (f" when {s.when.text}" if s.when else "")
                       for s in op.workspace)
    return f"{slices} (each slice aligned to {ALIGN} bytes)."


def _precision_text(variant: Variant) -> str:
    """A variant's (or, with resolved types, a PrecisionGuarantee's) promise in words."""
    if variant.bit_stable:
        order = "deterministic and bit-stable"
    elif variant.deterministic:
        order = "deterministic"
    else:
        order = "non-deterministic (atomic accumulation order varies between launches)"
    math = "no arithmetic" if variant.math == "none" else f"math in {variant.math}"
    accumulate = "no accumulation" if variant.accumulate == "none" else f"accumulation in {variant.accumulate}"
    return f"{math}, {accumulate}, {order}"


def _wrap(text: str, indent: int, start: int | None = None) -> str:
    """`text` filled to 100 columns for a template line that prints it at column `start` (default
    `indent`), later lines indented by `indent`."""
    start = indent if start is None else start
    return textwrap.fill(text, 100, initial_indent=" " * start, subsequent_indent=" " * indent)[start:]


def _sentence(text: str) -> str:
    """One paragraph ending with a full stop."""
    text = " ".join(text.split())
    return text + ("" if text.endswith((".", "!", "?")) else ".")


def render(catalog: Catalog, instances: list[Instance], templates: Path) -> dict[str, str]:
    """Every generated file, as {path relative to generated/: text}."""
    env = _environment(templates)
    c_types = {name: dtype.c_type for name, dtype in catalog.dtypes.items()}

    def banner(template: str):
        return lambda comment: f"{comment} Generated from catalog.yaml by codegen with templates/{template}. Do not edit."

    def render_one(template: str, **context) -> str:
        env.filters["c_type"] = c_types.__getitem__
        return env.get_template(template).render(banner=banner(template), dtypes=catalog.dtypes, **context)

    adjoint_of = {op.name: [] for op in catalog.ops}
    for op in catalog.ops:
        if op.adjoint and op.adjoint.op != op.name:   # (a cast is its own adjoint: a forward all the same)
            adjoint_of[op.adjoint.op].append(op.name)

    files = {
        "__init__.py": '"""Everything codegen writes from catalog.yaml. Do not edit."""\n',
        "cuda/skucat_prelude.cuh": render_one("cuda/prelude.cuh.j2"),
        "dtypes.py": render_one("python/dtypes.py.j2"),
        "plans/__init__.py": render_one("python/plans_init.py.j2", families=catalog.families),
    }
    for family in catalog.families:
        family_instances = [inst for inst in instances if inst.op.family == family.name]
        files[f"cuda/{family.name}.cuh"] = render_one("cuda/family.cuh.j2", family=family, enums=_enums(family),
                                                      variables=formulas.VARIABLES, operands_of=formulas.operands_of)
        for inst in family_instances:
            files[f"cuda/{inst.sku.unit(family.name)}.cu"] = render_one(
                "cuda/unit.cu.j2", family=family, inst=inst, kernels=_kernels(inst, catalog))
        files[f"plans/{family.name}.py"] = render_one(
            "python/plans.py.j2", family=family, instances=family_instances, adjoint_of=adjoint_of)
    signatures = {op.name: _signature(op) for op in catalog.ops}
    files["ops.py"] = render_one("python/ops.py.j2", ops=catalog.ops, adjoint_functions=sorted(ADJOINT_FUNCTIONS),
                                 signatures=signatures,
                                 adjoint_calls={op.name: _adjoint_call(op) for op in catalog.ops if op.adjoint},
                                 estimators={op.name: _estimator(op) for op in catalog.ops if op.adjoint},
                                 conditions={op.name: _conditions(op) for op in catalog.ops if op.adjoint},
                                 constants={op.name: _constants(op) for op in catalog.ops if op.adjoint},
                                 linear={op.name: _linear(op) for op in catalog.ops if op.adjoint},
                                 tangents={op.name: _tangent(op, catalog.path) for op in catalog.ops if op.adjoint},
                                 tangent_terms={op.name: _tangent_terms(op, {o.name for o in catalog.ops})
                                                for op in catalog.ops if op.adjoint and op.adjoint.tangents},
                                 composed=_composed(catalog.ops))
    skus = {op.name: [str(inst.sku) for inst in instances if inst.op is op] for op in catalog.ops}
    for family in catalog.families:
        files[f"docs/{family.name}.md"] = render_one(
            "docs/family.md.j2", family=family, instances=[i for i in instances if i.op.family == family.name],
            skus=skus, adjoint_of=adjoint_of, signatures=signatures)
    files["docs/index.md"] = render_one("docs/index.md.j2", families=catalog.families, ops=catalog.ops,
                                        skus=skus, total=len(instances), adjoint_of=adjoint_of,
                                        family_of={op.name: op.family for op in catalog.ops})
    files["manifest.json"] = _manifest(catalog, instances, files)
    return files


def _signature(op: Op) -> str:
    """The functional's Python parameters: the catalog's, then `deterministic` where a variant is
    not (None: skucat.use_deterministic_algorithms decides), and `stream`, keyword-only."""
    signature = op.functional.signature
    keyword_only = ast.parse(f"def f({signature}): pass").body[0].args
    extra = (["deterministic=None"] if any(not v.deterministic for v in op.variants) else []) + ["stream=None"]
    marker = [] if keyword_only.kwonlyargs or keyword_only.vararg else ["*"]
    return ", ".join(([signature] if signature else []) + marker + extra)


def _adjoint_call(op: Op) -> str:
    """The adjoint's call with the forward's arguments read from `a`, its unreturned outputs from
    `saved` (None where the forward ran no plan) and the stream passed on."""
    tree = ast.parse(op.adjoint.call, mode="eval")
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id in op.adjoint.saved:
            node.id = f"saved.get({node.id!r})"
        elif isinstance(node, ast.Name) and node.id not in (op.adjoint.op, "grad", "output", *ADJOINT_FUNCTIONS):
            node.id = f"a.{node.id}"
    tree.body.keywords.append(ast.keyword("stream", ast.Name("stream")))
    return ast.unparse(tree)


def _estimator(op: Op) -> str:
    """The adjoint's estimator as (kind, doc, when, predicate over the arguments `a` or None, elementwise)."""
    estimator = op.adjoint.estimator
    if estimator is None:
        return "None"
    when = estimator.when
    return repr((estimator.kind, estimator.doc, when.text if when else ""))[:-1] + (
        f", lambda a: {when.over('a')}" if when else ", None") + f", {estimator.elementwise})"


def _conditions(op: Op) -> str:
    """{argument: predicate over the arguments `a`} of the gradients the adjoint gives some calls only."""
    return "{" + ", ".join(f"{name!r}: lambda a: {when.over('a')}" for name, when in op.adjoint.when.items()) + "}"


def _constants(op: Op) -> str:
    """{argument: predicate over the arguments `a`} of the calls in which the op is constant in it."""
    return "{" + ", ".join(f"{name!r}: lambda a: {when.over('a')}" for name, when in op.adjoint.constant.items()) + "}"


def _linear(op: Op) -> tuple[str, ...]:
    """The differentiable arguments the op is linear in for every call: all where its rule is linear,
    else those whose stated tangent term is `linear` without a condition."""
    if _derived_tangent(op) == "linear" and not op.adjoint.tangents:
        return tuple(op.adjoint.grads)
    return tuple(name for name, term in op.adjoint.tangents.items() if term.call == "linear" and term.when is None)


# What the adjoint's call may read of an argument without reading its values: its shape and dtype.
_SHAPE_ONLY = {"shape_of": (0,), "like": (1,), "ones_like": (0,)}


def _read_values(call: str) -> set[str]:
    """The names whose values the adjoint's call reads: all it names, but those read only through
    .shape, .dtype, shape_of(x) or like(grad, x)."""
    tree = ast.parse(call, mode="eval")
    shape_only = {id(node.value) for node in ast.walk(tree)
                  if isinstance(node, ast.Attribute) and node.attr in ("shape", "dtype")}
    shape_only |= {id(node.args[i]) for node in ast.walk(tree) if isinstance(node, ast.Call)
                   and isinstance(node.func, ast.Name) for i in _SHAPE_ONLY.get(node.func.id, ()) if i < len(node.args)}
    return {node.id for node in ast.walk(tree) if isinstance(node, ast.Name) and id(node) not in shape_only}


def _tangent(op: Op, path) -> str | None:
    """How the op's forward-mode rule (JVP) follows from the catalog (at `path`): derived
    (_derived_tangent), or "stated" where the adjoint states a term per argument (`tangent`), where
    codegen derives none; "linear" where it states its one differentiable argument's term `linear`
    for every call (the op is linear: its second derivative follows too)."""
    derived = _derived_tangent(op)
    if derived and op.adjoint.tangents:
        raise CatalogError(f"{path}:{op.line}: op {op.name}: adjoint tangent: codegen derives the rule ({derived}) "
                           f"from the adjoint: drop the tangent")
    tangents = op.adjoint.tangents
    if list(tangents) == list(op.adjoint.grads) and len(tangents) == 1 and \
            all(term.call == "linear" and term.when is None for term in tangents.values()):
        return "linear"   # (linear in its one differentiable argument, whatever else the adjoint reads)
    return "stated" if tangents else derived


def _derived_tangent(op: Op) -> str | None:
    """How the op's forward-mode rule (JVP) follows from the adjoint, or None where it does not:
    "linear" where the adjoint's call reads neither the differentiable arguments' values (but their
    shapes and dtypes), nor the output or the saved outputs, and none of them may be a number: the
    Jacobian does not depend on them, so the op is linear in them (the JVP is the op on the tangents);
    "elementwise" for a formula op or one whose differentiable arguments are broadcast operands (each
    an `<argument>_numel` dim): a diagonal Jacobian per operand, so the JVP is the adjoint of each
    tangent at the broadcast shape, summed; "halves" for a formula op over input's halves (glu): each
    output item reads one item of each half, so the JVP is the two halves of the adjoint at ones times
    the tangent, added. A straight-through estimator's adjoint is no derivative's:
    none (a rescaled one scales by factors of the other arguments, reading the same values)."""
    adjoint = op.adjoint
    kinds = {name: kind for kind, name in (item.rsplit(" ", 1) for item in op.functional.schema)}
    if adjoint.estimator is not None and adjoint.estimator.kind == "straight-through":
        return None
    read = _read_values(adjoint.call) & {*adjoint.grads, "output", *adjoint.saved}
    if not read and not any(kinds.get(name) == "Tensor|float" for name in adjoint.grads):
        return "linear"
    if op.functional.view == "halves":   # (glu's Jacobian pairs each item with its other half's)
        return "halves" if op.formula else None
    if op.formula or all(f"{name}_numel" in op.dims for name in adjoint.grads):
        return "elementwise"
    return None


def _composed(ops) -> dict[str, tuple[str, dict, tuple, dict, dict]]:
    """{forward op: (its statements' syntax, "formula" (C) or "python"; each variable they read: its
    tensor, by catalog name; the statements; each gradient's argument: its statement; each
    argument's condition over the arguments `a` of the calls its statement holds for)}: the backward
    a formula op's `grad` gives (its `<op>_backward`'s formula; not the halves' (glu's), whose
    operands are no arguments of their own) or an adjoint's `composed` states. skucat.torch composes
    a second derivative from them (skucat.composition)."""
    by_name = {op.name: op for op in ops}
    composed = {}
    for op in ops:
        if op.adjoint and op.adjoint.composed:
            terms = op.adjoint.composed
            result = {name: f"grad_{name}" for name in terms if name in op.adjoint.grads}   # (not the arguments')
            composed[op.name] = ("python", {}, tuple((result.get(name, name), term.call) for name, term in terms.items()),
                                 result,
                                 {name: term.when.over("a") for name, term in terms.items() if term.when})
        backward = by_name.get(f"{op.name}_backward")
        if not (op.formula and op.adjoint and backward and backward.formula) or op.functional.view == "halves":
            continue
        variables = {formulas.VARIABLES[t.name]: t.name for t in backward.tensors if t.name in formulas.VARIABLES}
        outputs = {t.name for t in backward.tensors if t.role == "output"}
        renamed = {t.name: op.functional.tensors.get(t.name, t.name) for t in op.tensors}
        results = {renamed[name.removeprefix("grad_")]: name for name, _ in backward.formula if name in outputs}
        composed[op.name] = ("formula", variables, backward.formula, results, {})
    return composed


def _tangent_terms(op: Op, ops: set[str]) -> dict[str, tuple[str, str]]:
    """{argument: (its stated term as Python over its tangent `t`, the arguments `a`, output, saved and
    stream; the condition over `a` of the calls it holds for, "None" for all)}."""
    arguments = [name for name in op.functional.arguments if name not in op.functional.pytorch_only]
    terms = {}
    for name, term in op.adjoint.tangents.items():
        call = term.call if term.call != "linear" else \
            f"{op.name}({', '.join(f'{a}=t_{name}' if a == name else f'{a}={a}' for a in arguments)})"
        when = f"({term.when.text!r}, lambda a: {term.when.over('a')})" if term.when else "None"
        terms[name] = (_term(op, name, call, ops), when)
    return terms


def _term(op: Op, name: str, call: str, ops: set[str]) -> str:
    """A stated term's expression as Python: t_<name> the tangent `t`, the arguments read from `a`, the
    unreturned outputs from `saved`; the catalog's ops given the stream, and `adjoint(grad, **replaced)`
    the op's own pullback over the arguments with those replaced."""
    tree = ast.parse(call, mode="eval")
    called = {id(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and node.func.id == "adjoint":
            node.func.id = f"_{op.name}_pullback"
            node.args += [ast.Call(ast.Name("_with"), [ast.Name("a")], node.keywords),
                          *map(ast.Name, ("output", "saved", "stream"))]
            node.keywords = []
        elif isinstance(node, ast.Call) and node.func.id in ops:
            node.keywords.append(ast.keyword("stream", ast.Name("stream")))
        elif isinstance(node, ast.Name) and id(node) not in called and node.id != "output":
            node.id = "t" if node.id == f"t_{name}" else f"saved.get({node.id!r})" if node.id in op.adjoint.saved \
                else f"a.{node.id}"
    return ast.unparse(tree)


def _enums(family: Family) -> dict[str, tuple[str, ...]]:
    """The family's axes and choice params, each a C++ enum (the catalog checks they agree across ops)."""
    enums = {}
    for op in family.ops:
        enums.update((axis.name, axis.values) for axis in op.axes)
        enums.update((p.name, p.choices) for p in op.params if p.type == "choice")
    return enums


def _kernels(inst: Instance, catalog: Catalog) -> list[SimpleNamespace]:
    """Per kernel entry of one SKU: its symbol, device function, the C types of its parameter
    struct, its compile-time modes, and (member, parameter, initialiser) per argument."""
    element = inst.sku.element
    resolved = {"element": element, "aux": inst.sku.aux, "compute": catalog.dtypes[element].compute}
    c_type = lambda dtype: catalog.dtypes[resolved.get(dtype, dtype)].c_type  # noqa: E731
    types = [("element", c_type("element")), ("compute", c_type("compute"))]
    if inst.op.aux:
        types.append((inst.op.aux.name, c_type("aux")))
    modes = [(axis, _class_stem(axis), value) for axis, value in inst.sku.modes]

    def param(arg: Arg) -> tuple[str, str, str]:
        base = ("const " if arg.type.const else "") + c_type(arg.type.dtype) + ("*" if arg.type.pointer else "")
        if arg.choice:
            return f"skucat::{_class_stem(arg.choice)} {arg.name}", f"{base} {arg.name}", \
                f"skucat::{_class_stem(arg.choice)}({arg.name})"
        if arg.flag:
            return f"bool {arg.name}", f"{base} {arg.name}", f"{arg.name} != 0"
        return f"{base} {arg.name}", f"{base} {arg.name}", arg.name

    structs = {}   # one parameter struct per distinct argument list of the SKU's entries
    kernels = []
    for entry, symbol in zip(inst.live, inst.entries.values()):
        first = entry.args not in structs
        struct = structs.setdefault(entry.args, f"{inst.sku.symbol}__params{len(structs) or ''}")
        kernels.append(SimpleNamespace(symbol=symbol, device=entry.device, types=types, modes=modes, struct=struct,
                                       new_struct=first, params=[param(arg) for arg in entry.args],
                                       block_sync=entry.block_sync, host_alone=entry.host_alone))
    return kernels


def _entry_lines(source: str) -> dict[str, int]:
    """The line of each `__global__` function of a generated source, by symbol."""
    lines = {}
    for number, line in enumerate(source.splitlines(), 1):
        if "__global__ void " in line:
            lines[line.split("__global__ void ", 1)[1].split("(", 1)[0]] = number
    return lines


def _op_facts(op: Op) -> dict:
    """What `skucat show` tells of an op beyond its SKU's name."""
    return {
        "family": op.family,
        "category": op.category,
        "catalog_line": op.line,
        "doc": op.doc,
        "elements": list(op.elements),
        "aux": {"name": op.aux.name, "types": list(op.aux.types),
                "by_element": {element: list(types) for element, types in op.aux.by_element.items()}} if op.aux else None,
        "axes": {axis.name: list(axis.values) for axis in op.axes},
        "params": [param.name for param in op.params],
        "variants": {variant.name: variant.doc for variant in op.variants},
        "shape_limits": _shape_limits(op),
        "checks": [f"{check.rule.text} (else {check.error})" + (f": {check.doc}" if check.doc else "")
                   for check in op.checks],
        "workspace": _workspace_rule(op),
        "precision_note": op.precision_note,
        "adjoint": op.adjoint.op if op.adjoint else None,
    }


def _manifest(catalog: Catalog, instances: list[Instance], files: dict[str, str]) -> str:
    skus = [
        {
            "sku": str(inst.sku),
            "family": inst.op.family,
            "op": inst.op.name,
            "unit": inst.sku.unit(inst.op.family),
            "source": f"cuda/{inst.sku.unit(inst.op.family)}.cu",
            "entries": inst.entries,
            "lines": {entry: lines[symbol] for entry, symbol in inst.entries.items()},
            "block_sync": [entry.name for entry in inst.live if entry.block_sync],
            "host_alone": [entry.name for entry in inst.live if entry.host_alone],
            "precision": {**dataclasses.asdict(inst.sku.precision), "guarantee": _precision_text(inst.sku.precision)},
        }
        for inst in instances
        for lines in [_entry_lines(files[f"cuda/{inst.sku.unit(inst.op.family)}.cu"])]
    ]
    manifest = {
        "generated_by": "codegen from catalog.yaml; do not edit",
        "families": [family.name for family in catalog.families],
        "ops": {op.name: _op_facts(op) for op in catalog.ops},
        "skus": skus,
    }
    return json.dumps(manifest, indent=1) + "\n"
