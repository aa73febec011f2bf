# Generated from catalog.yaml by codegen with templates/python/plans_init.py.j2. Do not edit.
"""Every plan class of the catalog."""

from .embedding import *  # noqa: F401,F403
from .grid_sample import *  # noqa: F401,F403
from . import embedding, grid_sample

PLANS = {
    "embedding": embedding.EmbeddingPlan,
    "embedding_backward": embedding.EmbeddingBackwardPlan,
    "grid_sample": grid_sample.GridSamplePlan,
    "grid_sample_backward": grid_sample.GridSampleBackwardPlan,
}

__all__ = ["PLANS"] + embedding.__all__ + grid_sample.__all__
