"""The functional layer: PyTorch's argument names; picks the plan, allocates outputs and workspace, runs."""

from .embedding import embedding, embedding_backward  # noqa: F401
from .grid_sample import grid_sample, grid_sample_backward  # noqa: F401
from .quantize import *  # noqa: F401,F403
