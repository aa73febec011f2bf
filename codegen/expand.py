"""Matrix expansion: op x element x aux x axes x variant -> KernelSku."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from skucat.errors import CatalogError
from skucat.sku import KernelSku, PrecisionGuarantee

from .model import Catalog, Op


@dataclass(frozen=True)
class Instance:
    """One SKU with what rendering needs to know about it."""

    op: Op
    sku: KernelSku

    @property
    def entries(self) -> dict[str, str]:
        return {entry.name: f"{self.sku.symbol}__{entry.name}" for entry in self.op.entries}


def _resolve(precision_type: str, element: str, catalog: Catalog) -> str:
    if precision_type == "compute":
        return catalog.dtypes[element].compute
    if precision_type == "element":
        return element
    return precision_type


def expand_op(op: Op, catalog: Catalog) -> list[Instance]:
    instances = []
    aux_types = op.aux.types if op.aux else ("none",)
    axis_values = [[(axis.name, value) for value in axis.values] for axis in op.axes]
    for element, aux, modes, variant in itertools.product(
        op.elements, aux_types, itertools.product(*axis_values), op.variants
    ):
        if variant.elements is not None and element not in variant.elements:
            continue
        if any(value not in variant.axes.get(axis, (value,)) for axis, value in modes if variant.axes):
            continue
        precision = PrecisionGuarantee(
            math=_resolve(variant.math, element, catalog),
            accumulate=_resolve(variant.accumulate, element, catalog),
            deterministic=variant.deterministic,
            bit_stable=variant.bit_stable,
        )
        sku = KernelSku(op.category, op.name, element, aux, variant.name, tuple(modes), "any", "any", precision)
        instances.append(Instance(op, sku))
    return instances


def expand(catalog: Catalog) -> list[Instance]:
    instances = [instance for op in catalog.ops for instance in expand_op(op, catalog)]
    seen: dict[str, Instance] = {}
    for instance in instances:
        for key in (str(instance.sku), instance.sku.symbol):
            if key in seen:
                raise CatalogError(
                    f"{catalog.path}:{instance.op.line}: op {instance.op.name}: two SKUs share the name {key!r}"
                )
            seen[key] = instance
        if KernelSku.parse(str(instance.sku)) != instance.sku:
            raise CatalogError(f"{catalog.path}:{instance.op.line}: SKU {instance.sku} does not round-trip")
    return instances
