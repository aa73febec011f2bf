# Generated from catalog.yaml by codegen with templates/python/plans_init.py.j2. Do not edit.
"""Every plan class of the catalog."""

from .embedding import *  # noqa: F401,F403
from .embedding_bag import *  # noqa: F401,F403
from .norm import *  # noqa: F401,F403
from .grid_sample import *  # noqa: F401,F403
from .interpolate import *  # noqa: F401,F403
from .softmax import *  # noqa: F401,F403
from .quantize import *  # noqa: F401,F403
from .loss import *  # noqa: F401,F403
from .group import *  # noqa: F401,F403
from .arith import *  # noqa: F401,F403
from . import embedding, embedding_bag, norm, grid_sample, interpolate, softmax, quantize, loss, group, arith

PLANS = {
    "embedding": embedding.EmbeddingPlan,
    "embedding_backward": embedding.EmbeddingBackwardPlan,
    "embedding_renorm": embedding.EmbeddingRenormPlan,
    "embedding_bag": embedding_bag.EmbeddingBagPlan,
    "embedding_bag_backward": embedding_bag.EmbeddingBagBackwardPlan,
    "layer_norm": norm.LayerNormPlan,
    "layer_norm_backward": norm.LayerNormBackwardPlan,
    "rms_norm": norm.RmsNormPlan,
    "rms_norm_backward": norm.RmsNormBackwardPlan,
    "grid_sample": grid_sample.GridSamplePlan,
    "grid_sample_backward": grid_sample.GridSampleBackwardPlan,
    "grid_sample_3d": grid_sample.GridSample3dPlan,
    "grid_sample_3d_backward": grid_sample.GridSample3dBackwardPlan,
    "interpolate": interpolate.InterpolatePlan,
    "interpolate_backward": interpolate.InterpolateBackwardPlan,
    "softmax": softmax.SoftmaxPlan,
    "log_softmax": softmax.LogSoftmaxPlan,
    "softmax_backward": softmax.SoftmaxBackwardPlan,
    "log_softmax_backward": softmax.LogSoftmaxBackwardPlan,
    "quantize_per_tensor": quantize.QuantizePerTensorPlan,
    "quantize_per_tensor_backward": quantize.QuantizePerTensorBackwardPlan,
    "dequantize_per_tensor": quantize.DequantizePerTensorPlan,
    "dequantize_per_tensor_backward": quantize.DequantizePerTensorBackwardPlan,
    "quantize_per_channel": quantize.QuantizePerChannelPlan,
    "quantize_per_channel_backward": quantize.QuantizePerChannelBackwardPlan,
    "dequantize_per_channel": quantize.DequantizePerChannelPlan,
    "dequantize_per_channel_backward": quantize.DequantizePerChannelBackwardPlan,
    "fake_quantize_per_tensor_affine": quantize.FakeQuantizePerTensorAffinePlan,
    "fake_quantize_per_tensor_affine_backward": quantize.FakeQuantizePerTensorAffineBackwardPlan,
    "fake_quantize_per_channel_affine": quantize.FakeQuantizePerChannelAffinePlan,
    "fake_quantize_per_channel_affine_backward": quantize.FakeQuantizePerChannelAffineBackwardPlan,
    "fake_quantize_learnable_per_tensor_affine": quantize.FakeQuantizeLearnablePerTensorAffinePlan,
    "fake_quantize_learnable_per_tensor_affine_backward": quantize.FakeQuantizeLearnablePerTensorAffineBackwardPlan,
    "nll_loss": loss.NllLossPlan,
    "nll_loss_backward": loss.NllLossBackwardPlan,
    "cross_entropy": loss.CrossEntropyPlan,
    "cross_entropy_backward": loss.CrossEntropyBackwardPlan,
    "cross_entropy_probs": loss.CrossEntropyProbsPlan,
    "cross_entropy_probs_backward": loss.CrossEntropyProbsBackwardPlan,
    "group_by_key": group.GroupByKeyPlan,
    "group_sum": group.GroupSumPlan,
    "add": arith.AddPlan,
    "mul": arith.MulPlan,
    "sum": arith.SumPlan,
    "mean": arith.MeanPlan,
    "add_backward": arith.AddBackwardPlan,
    "mul_backward": arith.MulBackwardPlan,
    "sum_backward": arith.SumBackwardPlan,
    "mean_backward": arith.MeanBackwardPlan,
}

__all__ = ["PLANS"] + embedding.__all__ + embedding_bag.__all__ + norm.__all__ + grid_sample.__all__ + interpolate.__all__ + softmax.__all__ + quantize.__all__ + loss.__all__ + group.__all__ + arith.__all__
