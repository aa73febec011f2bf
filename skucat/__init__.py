"""skucat: a code-generated catalog of CUDA kernels for ML ops and their gradients.

    import skucat
    stream = skucat.Stream.host()
    plan = skucat.plans.EmbeddingPlan.select(stream, desc, skucat.PlanPreference())
    skucat.ops.embedding(indices, weight)

Names that need the generated catalog are imported on first use, so the
generator can import the light modules (errors, sku) before generated/ exists.
"""

from importlib import import_module

from .errors import *  # noqa: F401,F403
from .errors import SkucatError
from .sku import KernelSku, PrecisionGuarantee
from .types import (PlanPreference, Workspace, are_deterministic_algorithms_enabled,
                    is_deterministic_algorithms_warn_only_enabled, use_deterministic_algorithms)

_LAZY = {
    "Stream": ("skucat.stream", "Stream"),
    "ElementKind": ("skucat.dtypes", "ElementKind"),
    "IndexElementKind": ("skucat.dtypes", "IndexElementKind"),
    "IntElementKind": ("skucat.dtypes", "IntElementKind"),
    "plans": ("skucat.generated.plans", None),
    "ops": ("skucat.ops", None),
    "autodiff": ("skucat.autodiff", None),
    "catalog": ("skucat.catalog", None),
}

__all__ = ["SkucatError", "KernelSku", "PrecisionGuarantee", "PlanPreference", "Workspace",
           "use_deterministic_algorithms", "are_deterministic_algorithms_enabled",
           "is_deterministic_algorithms_warn_only_enabled", *_LAZY]


def __getattr__(name):
    if name not in _LAZY:
        raise AttributeError(f"module 'skucat' has no attribute {name!r}")
    module_name, attribute = _LAZY[name]
    module = import_module(module_name)
    value = module if attribute is None else getattr(module, attribute)
    globals()[name] = value
    return value
