"""The functional layer, generated from catalog.yaml: every op named and called as its PyTorch
counterpart; it picks the plan, allocates outputs and workspace, and runs it. reshape and permute
are views (skucat/views.py): they compute nothing, so they are no catalog ops."""

from ..generated.ops import *  # noqa: F401,F403
from ..generated.ops import __all__ as _catalog_ops
from ..views import permute, reshape  # noqa: F401

__all__ = [*_catalog_ops, "reshape", "permute"]
