"""A read-only view of the catalog as generated: families, ops and SKUs.

    skucat.catalog.families()                  # ('embedding', 'grid_sample', 'quantize')
    skucat.catalog.ops("embedding")            # ('embedding', 'embedding_backward')
    skucat.catalog.skus(op="embedding_backward", element="f16")
    skucat.catalog.plan("grid_sample")         # the plan class
    skucat.catalog.select(["embedding_backward*f16"])   # manifest items, as --filter selects them
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from pathlib import Path

from .errors import InvalidArgumentError
from .sku import FILTER_FIELDS, KernelSku, SkuFilter

__all__ = ["families", "ops", "skus", "plan", "select", "manifest", "Shard"]


def manifest() -> dict:
    """generated/manifest.json (read once): families, ops and SKUs with what codegen knows of them."""
    return _manifest()


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


@functools.cache
def _parsed() -> tuple[tuple[dict, KernelSku], ...]:
    return tuple((item, KernelSku.parse(item["sku"])) for item in _manifest()["skus"])


@dataclass(frozen=True)
class Shard:
    """Shard `index` (1 to `count`) of a selection, as `--shard index/count` names it: n machines or
    CI jobs given 1/n .. n/n split the selection between them, each SKU in exactly one shard. Every SKU
    is a build unit whose compile time grows with its kernels: largest first, each SKU goes to the
    shard with the fewest kernels so far (the lowest-numbered on a tie), the same split everywhere."""

    index: int
    count: int

    def __post_init__(self):
        if not 1 <= self.index <= self.count:
            raise InvalidArgumentError(f"--shard {self.index}/{self.count}: the shard must be 1 to {self.count}")

    @classmethod
    def parse(cls, text: str) -> "Shard":
        match = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text)
        if not match:
            raise InvalidArgumentError(f"--shard {text!r}: give INDEX/COUNT, e.g. 2/4")
        return cls(int(match[1]), int(match[2]))

    def take(self, items: list[dict]) -> list[dict]:
        """The items of this shard, in their order."""
        loads, shard_of = [0] * self.count, {}
        for item in sorted(items, key=lambda item: (-len(item["entries"]), item["sku"])):
            shard = loads.index(min(loads))
            loads[shard] += len(item["entries"])
            shard_of[item["sku"]] = shard
        return [item for item in items if shard_of[item["sku"]] == self.index - 1]

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"


def select(filters=(), excludes=(), family: str | None = None, op: str | None = None,
           shard: Shard | None = None) -> list[dict]:
    """The manifest's SKU items (of `family` and `op` when given) that match any of `filters`
    (all when none) and none of `excludes`, patterns as SkuFilter reads them, and are in `shard`
    of that selection; an empty selection, an unknown family, op or filter field is an
    InvalidArgumentError."""
    if family is not None and family not in families():
        raise InvalidArgumentError(f"no family {family!r}; the catalog has {', '.join(families())}")
    if op is not None and op not in ops():
        raise InvalidArgumentError(f"no op {op!r}; see skucat list --json or skucat.catalog.ops()")
    keep, drop = [SkuFilter.parse(p) for p in filters], [SkuFilter.parse(p) for p in excludes]
    axes = {axis for _, sku in _parsed() for axis, _ in sku.modes}
    for pattern in keep + drop:
        pattern.check_fields(set(FILTER_FIELDS) | axes)
    found = []
    for item, sku in _parsed():
        if family not in (None, item["family"]) or op not in (None, item["op"]):
            continue
        if keep and not any(p.matches(sku, item["family"]) for p in keep):
            continue
        if not any(p.matches(sku, item["family"]) for p in drop):
            found.append(item)
    if found and shard is not None:
        found = shard.take(found)
    if not found:
        asked = [f"--filter {p!r}" for p in filters] + [f"--exclude {p!r}" for p in excludes]
        asked += [f"--{name} {value}" for name, value in (("family", family), ("op", op), ("shard", shard)) if value]
        raise InvalidArgumentError(f"no SKU matches {' '.join(asked)} (a pattern's tokens match whole "
                                   f"'.'-separated fields of the SKU names skucat list prints)")
    return found
