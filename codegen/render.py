"""Rendering: the typed catalog and its SKUs -> the text of every generated file."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import jinja2

from .expand import Instance
from .model import Catalog, Variant

_PY_TYPES = {"int": "int", "optional_int": "Optional[int]", "float": "float", "bool": "bool", "choice": "str"}


def _environment(templates: Path) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates)),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters.update(
        py_literal=repr,
        py_type=_PY_TYPES.__getitem__,
        wrap=lambda text, indent: textwrap.fill(text, 100 - indent, subsequent_indent=" " * indent),
        class_stem=lambda name: "".join(part.capitalize() for part in name.split("_")),
        axes_literal=lambda axes: repr(tuple((axis.name, axis.values) for axis in axes)),
        entry_sync=lambda entries, sync: {entry: entry in sync for entry in entries},
        precision_text=_precision_text,
        tuple=tuple,
    )
    return env


def _precision_text(variant: Variant) -> str:
    if variant.bit_stable:
        order = "deterministic and bit-stable"
    elif variant.deterministic:
        order = "deterministic"
    else:
        order = "non-deterministic (atomic accumulation order varies between launches)"
    math = "no arithmetic" if variant.math == "none" else f"math in {variant.math}"
    accumulate = "no accumulation" if variant.accumulate == "none" else f"accumulation in {variant.accumulate}"
    return f"{math}, {accumulate}, {order}"


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
        if op.adjoint:
            adjoint_of[op.adjoint].append(op.name)

    files = {
        "__init__.py": '"""Everything codegen writes from catalog.yaml. Do not edit."""\n',
        "cuda/skucat_prelude.cuh": render_one("cuda/prelude.cuh.j2"),
        "dtypes.py": render_one("python/dtypes.py.j2"),
        "plans/__init__.py": render_one("python/plans_init.py.j2", families=catalog.families),
    }
    for family in catalog.families:
        family_instances = [inst for inst in instances if inst.op.family == family.name]
        files[f"cuda/{family.name}.cu"] = render_one(family.template, family=family, instances=family_instances)
        files[f"plans/{family.name}.py"] = render_one(
            "python/plans.py.j2", family=family, instances=family_instances, adjoint_of=adjoint_of
        )
    files["manifest.json"] = _manifest(catalog, instances)
    return files


def _manifest(catalog: Catalog, instances: list[Instance]) -> str:
    skus = [
        {
            "sku": str(inst.sku),
            "family": inst.op.family,
            "op": inst.op.name,
            "source": f"cuda/{inst.op.family}.cu",
            "entries": inst.entries,
            "block_sync": list(inst.op.block_sync),
        }
        for inst in instances
    ]
    manifest = {
        "generated_by": "codegen from catalog.yaml; do not edit",
        "families": [family.name for family in catalog.families],
        "skus": skus,
    }
    return json.dumps(manifest, indent=1) + "\n"
