"""The functional layer, generated from catalog.yaml: every op named and called as its
PyTorch counterpart; it picks the plan, allocates outputs and workspace, and runs it."""

from ..generated.ops import *  # noqa: F401,F403
from ..generated.ops import __all__  # noqa: F401
