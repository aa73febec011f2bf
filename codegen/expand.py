"""Matrix expansion: op x element x aux x axes x variant -> KernelSku."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from skucat.errors import CatalogError
from skucat.sku import KernelSku, PrecisionGuarantee

from . import partial
from .model import Catalog, KernelEntry, Op


@dataclass(frozen=True)
class Instance:
    """One SKU with what rendering needs to know about it."""

    op: Op
    sku: KernelSku
    live: tuple[KernelEntry, ...]   # the op's entries that can launch for this SKU, in launch order

    @property
    def entries(self) -> dict[str, str]:
        return {entry.name: f"{self.sku.symbol}__{entry.name}" for entry in self.live}


def _live(op: Op, sku: KernelSku, catalog: Catalog) -> tuple[KernelEntry, ...]:
    """The entries whose `when` is not False for what the SKU fixes: its element, compute and aux
    types, axis values and variant, and through them the lets they decide, and the tensors and
    slices they decide are absent (None) or there."""
    functions = partial.compile_time_functions(catalog.dtypes)
    known = {"element": sku.element, "compute": catalog.dtypes[sku.element].compute, "variant": sku.variant,
             **dict(sku.modes)} | ({op.aux.name: sku.aux} if op.aux else {})

    def there(when) -> object:
        held = True if when is None else partial.truth(when.text, known, functions)
        return partial.UNKNOWN if held is None else partial.PRESENT if held else None

    known |= {tensor.name: there(tensor.when) for tensor in op.tensors}
    lets = [let for let in op.lets if not let.on_arrays]   # slices may read these
    for let in lets:
        known[let.name] = partial.value(let.value.text, known, functions)
    known |= {piece.name: there(piece.when) for piece in op.workspace}
    for let in op.lets:
        if let.on_arrays:
            known[let.name] = partial.value(let.value.text, known, functions)
    known = {name: value for name, value in known.items() if value is not partial.UNKNOWN}
    return tuple(entry for entry in op.entries
                 if entry.when is None or partial.truth(entry.when.text, known, functions) is not False)


def _resolve(precision_type: str, element: str, catalog: Catalog) -> str:
    if precision_type == "compute":
        return catalog.dtypes[element].compute
    if precision_type == "element":
        return element
    return precision_type


def expand_op(op: Op, catalog: Catalog) -> list[Instance]:
    instances = []
    pairs = [(element, aux) for element in op.elements for aux in (op.aux.by_element[element] if op.aux else ("none",))]
    axis_values = [[(axis.name, value) for value in axis.values] for axis in op.axes]
    for (element, aux), modes, variant in itertools.product(pairs, itertools.product(*axis_values), op.variants):
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
        instances.append(Instance(op, sku, _live(op, sku, catalog)))
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
