# Generated from catalog.yaml by codegen with templates/python/plans_init.py.j2. Do not edit.
"""Every plan class of the catalog."""

from .embedding import *  # noqa: F401,F403
from . import embedding

PLANS = {
    "embedding": embedding.EmbeddingPlan,
    "embedding_backward": embedding.EmbeddingBackwardPlan,
}

__all__ = ["PLANS"] + embedding.__all__
