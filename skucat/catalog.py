"""A read-only view of the catalog as generated: families, ops and SKUs.

    skucat.catalog.families()                  # ('embedding', 'grid_sample', 'quantize')
    skucat.catalog.ops("embedding")            # ('embedding', 'embedding_backward')
    skucat.catalog.skus(op="embedding_backward", element="f16")
    skucat.catalog.plan("grid_sample")         # the plan class
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

from .errors import InvalidArgumentError
from .sku import KernelSku

__all__ = ["families", "ops", "skus", "plan"]


@functools.cache
def _manifest() -> dict:
    from . import generated

    return json.loads((Path(generated.__file__).parent / "manifest.json").read_text(encoding="utf-8"))


def families() -> tuple[str, ...]:
    return tuple(_manifest()["families"])


def ops(family: str | None = None) -> tuple[str, ...]:
    """Every op, or those of one family, in catalog order."""
    if family is not None and family not in families():
        raise InvalidArgumentError(f"no family {family!r}; the catalog has {list(families())}")
    return tuple(dict.fromkeys(item["op"] for item in _manifest()["skus"] if family in (None, item["family"])))


def skus(**fields) -> tuple[KernelSku, ...]:
    """Every SKU whose fields (family, op, element, aux, variant, category) equal the given values."""
    known = {"family", "op", "element", "aux", "variant", "category"}
    if set(fields) - known:
        raise InvalidArgumentError(f"skus() filters on {sorted(known)}, not {sorted(set(fields) - known)}")
    found = []
    for item in _manifest()["skus"]:
        sku = KernelSku.parse(item["sku"])
        values = {"family": item["family"], **{name: getattr(sku, name) for name in known - {"family"}}}
        if all(values[name] == value for name, value in fields.items()):
            found.append(sku)
    return tuple(found)


def plan(op: str):
    """The plan class of `op`."""
    from .generated.plans import PLANS

    if op not in PLANS:
        raise InvalidArgumentError(f"no op {op!r}; the catalog has {sorted(PLANS)}")
    return PLANS[op]
