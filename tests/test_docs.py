"""The generated reference pages and the README say what the catalog says."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from skucat.generated.plans import PLANS

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "generated" / "docs"
MANIFEST = json.loads((ROOT / "generated" / "manifest.json").read_text())
FAMILIES = MANIFEST["families"]


def _section(page: str, op: str) -> str:
    """The text of an op's section of its family page."""
    start = page.index(f"\n## {op}\n")
    end = page.find("\n## ", start + 1)
    return page[start:] if end < 0 else page[start:end]


@pytest.mark.parametrize("op", sorted(PLANS))
def test_each_op_has_a_section_with_its_facts(op):
    plan = PLANS[op]
    section = _section((DOCS / f"{plan.family}.md").read_text(), op)
    assert f"**Dtypes.** element: {', '.join(plan.elements)}" in section
    if plan.aux_field:
        for element, types in plan.aux_of.items():   # the types each element pairs with, in some form
            assert ", ".join(types) in section or " or ".join(types) + f" for {element}" in section
    for axis, values in plan.axes:
        assert f"**Compile-time `{axis}`**: " + ", ".join(f"`{v}`" for v in values) in section
    for spec in plan.params:
        assert f"| `{spec.name}` |" in section
    for spec in plan.tensors:
        assert f"| `{spec.name}` | {spec.role} |" in section
    for variant in {sku.variant for sku in plan.skus}:
        assert f"- `{variant}`" in section
    assert "**Workspace.**" in section and "**Shape limits.**" in section
    listed = re.findall(r"^- `([^`]+)`$", section, re.M)
    assert listed == [sku["sku"] for sku in MANIFEST["skus"] if sku["op"] == op]
    if plan.adjoint:
        assert f"**Adjoint.** `{plan.adjoint}`" in section


def test_the_index_lists_every_op_with_its_elements_and_skus():
    index = (DOCS / "index.md").read_text()
    rows = re.findall(r"^\| \[(\w+)\]\(\1\.md\) \| \[`(\w+)`\]\(\1\.md#\2\) \| [^|]+ \| ([^|]+) \| [^|]+ \| (\d+) \|$",
                      index, re.M)
    assert {op: (family, elements.strip(), int(count)) for family, op, elements, count in rows} == {
        op: (plan.family, ", ".join(plan.elements), len(plan.skus)) for op, plan in PLANS.items()}
    assert sorted(p.stem for p in DOCS.glob("*.md")) == sorted(FAMILIES + ["index"])


def test_the_index_has_a_row_per_family_with_its_ops_and_sku_count():
    families_table = (DOCS / "index.md").read_text().split("Every op:")[0]
    rows = dict(re.findall(r"^\| \[(\w+)\]\(\1\.md\) \| [^|]+ \| (.*) \|$", families_table, re.M))
    counts = {family: sum(sku["family"] == family for sku in MANIFEST["skus"]) for family in FAMILIES}
    assert {family: int(row.rsplit("| ", 1)[1]) for family, row in rows.items()} == counts
    adjoints = {plan.adjoint: op for op, plan in reversed(PLANS.items()) if plan.adjoint}   # the first forward
    for op, plan in PLANS.items():   # each op is named in its family's row, an adjoint after its forward
        named = f"[`{op}`]({plan.family}.md#{op})"
        assert named in rows[plan.family], op
        if op in adjoints:   # (a forward of another family, add's, linked to its own page)
            forward = adjoints[op]
            assert f"[`{forward}`]({PLANS[forward].family}.md#{forward}) → {named}" in rows[plan.family], op


def test_the_readme_links_the_family_table_instead_of_repeating_it():
    readme = (ROOT / "README.md").read_text()
    assert "[generated/docs/index.md](generated/docs/index.md)" in readme
    assert not [family for family in FAMILIES if re.search(rf"^\| {family} \|", readme, re.M)]


def test_plan_docstrings_give_each_variants_guarantee_on_its_own_line():
    doc = PLANS["grid_sample_backward"].__doc__
    for variant in ("atomic", "direct", "sorted"):
        assert re.search(rf"^      {variant}: math in \w+, accumulation in \w+, ", doc, re.M), variant
    assert all(len(line) <= 100 for line in doc.splitlines())
