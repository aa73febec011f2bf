# Generated from catalog.yaml by codegen with templates/python/ops.py.j2. Do not edit.
"""Every functional op of the catalog, named and called as its PyTorch counterpart, and the
gradient rule of each forward op: its adjoint's call from catalog.yaml."""

from __future__ import annotations

import functools
from types import SimpleNamespace
from typing import Any, NamedTuple

from skucat.errors import UnsupportedError
from skucat.expr import *  # noqa: F401,F403  (the functions estimators' conditions call)
from skucat.functional import invoke, like, ones_like, shape_of  # noqa: F401  (adjoint calls use them)
from skucat.views import permute, reshape  # noqa: F401  (stated tangents use them)

from .plans import PLANS

__all__ = [
    "embedding",
    "embedding_backward",
    "embedding_renorm",
    "embedding_bag",
    "embedding_bag_backward",
    "layer_norm",
    "layer_norm_backward",
    "rms_norm",
    "rms_norm_backward",
    "grid_sample",
    "grid_sample_backward",
    "grid_sample_3d",
    "grid_sample_3d_backward",
    "interpolate",
    "interpolate_backward",
    "softmax",
    "log_softmax",
    "softmax_backward",
    "log_softmax_backward",
    "quantize_per_tensor",
    "quantize_per_tensor_backward",
    "dequantize_per_tensor",
    "dequantize_per_tensor_backward",
    "quantize_per_tensor_sub_byte",
    "dequantize_per_tensor_sub_byte",
    "quantize_per_channel",
    "quantize_per_channel_backward",
    "dequantize_per_channel",
    "dequantize_per_channel_backward",
    "quantize_per_channel_float_qparams",
    "quantize_per_channel_float_qparams_backward",
    "quantize_per_channel_sub_byte",
    "dequantize_per_channel_float_qparams",
    "dequantize_per_channel_sub_byte",
    "fake_quantize_per_tensor_affine",
    "fake_quantize_per_tensor_affine_backward",
    "fake_quantize_per_channel_affine",
    "fake_quantize_per_channel_affine_backward",
    "fake_quantize_learnable_per_tensor_affine",
    "fake_quantize_learnable_per_tensor_affine_backward",
    "nll_loss",
    "nll_loss_backward",
    "cross_entropy",
    "cross_entropy_backward",
    "cross_entropy_probs",
    "cross_entropy_probs_backward",
    "group_by_key",
    "group_sum",
    "adaptive_avg_pool2d",
    "adaptive_avg_pool2d_backward",
    "sum",
    "mean",
    "add_backward",
    "mul_backward",
    "sum_backward",
    "mean_backward",
    "to",
    "relu",
    "relu_",
    "relu_backward",
    "leaky_relu",
    "leaky_relu_",
    "leaky_relu_backward",
    "elu",
    "elu_",
    "elu_backward",
    "gelu",
    "gelu_backward",
    "silu",
    "silu_",
    "silu_backward",
    "mish",
    "mish_",
    "mish_backward",
    "softplus",
    "softplus_backward",
    "hardswish",
    "hardswish_",
    "hardswish_backward",
    "hardsigmoid",
    "hardsigmoid_",
    "hardsigmoid_backward",
    "hardtanh",
    "hardtanh_",
    "hardtanh_backward",
    "relu6",
    "relu6_",
    "relu6_backward",
    "logsigmoid",
    "logsigmoid_backward",
    "sigmoid",
    "sigmoid_backward",
    "tanh",
    "tanh_backward",
    "neg",
    "neg_backward",
    "square",
    "square_backward",
    "abs",
    "abs_backward",
    "exp",
    "exp_backward",
    "log",
    "log_backward",
    "log1p",
    "log1p_backward",
    "expm1",
    "expm1_backward",
    "sqrt",
    "sqrt_backward",
    "rsqrt",
    "rsqrt_backward",
    "reciprocal",
    "reciprocal_backward",
    "sin",
    "sin_backward",
    "cos",
    "cos_backward",
    "erf",
    "erf_backward",
    "geglu",
    "geglu_backward",
    "glu",
    "glu_backward",
    "swiglu",
    "swiglu_backward",
    "pow",
    "pow_backward",
    "div",
    "div_",
    "div_backward",
    "add",
    "add_",
    "sub",
    "sub_",
    "mul",
    "mul_",
    "maximum",
    "maximum_backward",
    "minimum",
    "minimum_backward",
    "clamp",
    "clamp_",
    "clamp_backward",
    "where",
    "where_backward",
    "masked_fill",
    "masked_fill_",
    "masked_fill_backward",
    "lerp",
    "lerp_",
    "lerp_backward",
    "addcmul",
    "addcmul_",
    "addcmul_backward",
    "addcdiv",
    "addcdiv_",
    "addcdiv_backward",
    "eq",
    "ne",
    "lt",
    "le",
    "gt",
    "ge",
    "logical_not",
    "logical_and",
    "logical_or",
]


def embedding(input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False, sparse=False, *, stream=None):
    """Gathers rows of `weight` by `indices`: out[n, :] = weight[indices[n], :]. As in PyTorch,
    `padding_idx` does not change the forward output. A row whose index is out of range is written
    as zeros, never read (the functional layer raises IndexError before it runs). With max_norm the
    functional op first runs EmbeddingRenormPlan on `weight`, in place, as PyTorch does. Integer
    tables are looked up as floats are (a copy), without a gradient.

    Plan: EmbeddingPlan (dtypes, limits, workspace, precision).
    """
    if sparse is not False:   # PyTorch's argument, taken at its default only
        raise UnsupportedError(f"embedding: sparse={sparse!r} is not supported ("
                               'sparse gradients'
                               "): pass sparse=False")
    del sparse
    return invoke(PLANS["embedding"], locals())


def embedding_backward(grad_output, indices, num_weights, padding_idx=None, scale_grad_by_freq=False, *, deterministic=None, stream=None):
    """Adjoint of EmbeddingPlan: dweight[indices[n], :] += dout[n, :] for every n whose index is in
    range and is not `padding_idx`; with `scale_grad_by_freq` each contribution is divided by the
    number of times its index occurs in `indices`. dweight is overwritten.

    Plan: EmbeddingBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["embedding_backward"], locals())


def embedding_renorm(weight, input, max_norm, norm_type, *, stream=None):
    """PyTorch's embedding_renorm_, in place: every distinct row of `weight` that `indices` names,
    whose norm_type-norm exceeds max_norm, is multiplied by max_norm / (norm + 1e-7). A row is
    rescaled once however often it occurs. The norm is taken in the compute type in a fixed order;
    norm_type inf and -inf are the largest and smallest |x|, 0 counts the nonzero values.

    Plan: EmbeddingRenormPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["embedding_renorm"], locals())


def embedding_bag(input, weight, offsets=None, max_norm=None, norm_type=2, scale_grad_by_freq=False, mode="mean", sparse=False, per_sample_weights=None, include_last_offset=False, padding_idx=None, *, stream=None):
    """Reduces bags of rows of `weight`, as torch.nn.functional.embedding_bag: bag b holds the indices
    input[offsets[b]:offsets[b + 1]] (the last bag ends at the end of input, as on PyTorch's CPU,
    also with include_last_offset); out[b, :] is their sum (each row scaled by per_sample_weights,
    mode sum only), mean or elementwise max. Indices equal to padding_idx are left out (and not
    counted by mean); an empty bag gives zeros. Max keeps the first maximum in index order and, as
    PyTorch's CPU kernel, a NaN only where it comes first. Also writes, as aten's _embedding_bag,
    offset2bag (the bag of each index), bag_size (the indices counted per bag) and, for max,
    max_indices (the row of each maximum, -1 in an empty bag); the functional op returns out.
    Indices out of range are refused (IndexError); the kernels skip them.

    Plan: EmbeddingBagPlan (dtypes, limits, workspace, precision).
    """
    if sparse is not False:   # PyTorch's argument, taken at its default only
        raise UnsupportedError(f"embedding_bag: sparse={sparse!r} is not supported ("
                               'sparse gradients'
                               "): pass sparse=False")
    del sparse
    return invoke(PLANS["embedding_bag"], locals())


class EmbeddingBagBackwardResult(NamedTuple):
    """The outputs of embedding_bag_backward, by name (None where not computed)."""

    grad_weight: Any
    grad_per_sample_weights: Any


def embedding_bag_backward(grad, indices, offset2bag, bag_size, maximum_indices, num_weights, scale_grad_by_freq=False, mode="mean", per_sample_weights=None, weight=None, padding_idx=None, *, deterministic=None, stream=None):
    """Gradients of EmbeddingBagPlan, as aten's _embedding_bag_dense_backward and
    _embedding_bag_per_sample_weights_backward together. sum and mean: grad_weight[input[n], :] +=
    grad[offset2bag[n], :] (times per_sample_weights[n]; divided by bag_size for mean; with
    scale_grad_by_freq divided by how often input[n] occurs in input) for every n not padding_idx;
    max: grad_weight[max_indices[b, d], d] += grad[b, d] for every bag of bag_size > 0.
    grad_per_sample_weights[n] = dot(grad[offset2bag[n], :], weight[input[n], :]), 0 for
    padding_idx. Both are overwritten.

    Plan: EmbeddingBagBackwardPlan (dtypes, limits, workspace, precision).
    """
    return EmbeddingBagBackwardResult(*invoke(PLANS["embedding_bag_backward"], locals()))


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-5, *, stream=None):
    """Layer normalisation of each row of the [rows, cols] view, as torch.nn.functional.layer_norm: out
    = (x - mean) * rstd * weight + bias, mean and variance (biased) over the row, rstd = 1 /
    sqrt(var + eps). Also writes mean and rstd per row in the compute type, as aten's
    native_layer_norm saves them (and its CUDA kernel types them); the functional op returns out.

    Plan: LayerNormPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["layer_norm"], locals())


class LayerNormBackwardResult(NamedTuple):
    """The outputs of layer_norm_backward, by name (None where not computed)."""

    grad_input: Any
    grad_weight: Any
    grad_bias: Any


def layer_norm_backward(grad_out, input, normalized_shape, mean, rstd, weight, bias, output_mask, *, stream=None):
    """Gradients of LayerNormPlan, as aten's native_layer_norm_backward: with g = grad_out * weight and
    xhat = (x - mean) * rstd, grad_input = rstd * (g - mean_row(g) - xhat * mean_row(g * xhat));
    grad_weight = sum over rows of grad_out * xhat; grad_bias = sum over rows of grad_out. Each
    output is written only when its flag is set; all are overwritten.

    Plan: LayerNormBackwardPlan (dtypes, limits, workspace, precision).
    """
    return LayerNormBackwardResult(*invoke(PLANS["layer_norm_backward"], locals()))


def rms_norm(input, normalized_shape, weight=None, eps=None, *, stream=None):
    """RMS normalisation of each row of the [rows, cols] view, as torch.nn.functional.rms_norm: out = x
    * rstd * weight, rstd = 1 / sqrt(mean_row(x^2) + eps); eps None is the machine epsilon of the
    compute type, as PyTorch computes it (f32's for f16 and bf16). Also writes rstd per row in the
    compute type, as aten's _fused_rms_norm saves it; the functional op returns out.

    Plan: RmsNormPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["rms_norm"], locals())


class RmsNormBackwardResult(NamedTuple):
    """The outputs of rms_norm_backward, by name (None where not computed)."""

    grad_input: Any
    grad_weight: Any


def rms_norm_backward(grad_out, input, normalized_shape, rstd, weight, output_mask, *, stream=None):
    """Gradients of RmsNormPlan, as aten's _fused_rms_norm_backward: with g = grad_out * weight and
    xhat = x * rstd, grad_input = rstd * (g - xhat * mean_row(g * xhat)); grad_weight = sum over
    rows of grad_out * xhat. Each output is written only when its flag is set.

    Plan: RmsNormBackwardPlan (dtypes, limits, workspace, precision).
    """
    return RmsNormBackwardResult(*invoke(PLANS["rms_norm_backward"], locals()))


def grid_sample(input, grid, mode="bilinear", padding_mode="zeros", align_corners=None, *, stream=None):
    """Samples `input` [N, C, IH, IW] at the normalised (x, y) locations of `grid` [N, OH, OW, 2] (x
    indexes the width, y the height; -1 and 1 are the edges, see align_corners), as
    torch.nn.functional.grid_sample on 4-D input: out[n, c, oh, ow] interpolates input[n, c] at
    grid[n, oh, ow]. Bilinear and nearest map the coordinate through the padding mode first (border
    clips, reflection reflects then clips); nearest rounds half to even; bicubic (A = -0.75) takes a
    4x4 neighbourhood and applies the padding mode to each tap. With zeros padding a tap outside the
    image reads 0. Non-finite grid values never produce an out-of-range access: with zeros padding
    they make the output NaN (bilinear, bicubic) or 0 (nearest), as PyTorch's CPU kernel does;
    border and reflection clip a NaN or reflected infinity to pixel 0 and an infinity under border
    to the edge, as PyTorch's CUDA kernel does.

    Plan: GridSamplePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["grid_sample"], locals())


class GridSampleBackwardResult(NamedTuple):
    """The outputs of grid_sample_backward, by name (None where not computed)."""

    dinput: Any
    dgrid: Any


def grid_sample_backward(grad_output, input, grid, mode="bilinear", padding_mode="zeros", align_corners=None, output_mask=(True, True), *, deterministic=None, stream=None):
    """Adjoint of GridSamplePlan: dinput (the adjoint of the interpolation, each dout value scattered
    to the taps of its location with their weights) and dgrid (the analytic chain rule through the
    interpolation weights and the coordinate mapping, summed over channels; zero for nearest, and
    zero for a coordinate that border or reflection clips). Which of the two it computes is the
    compile-time `mask`; dinput and dgrid are overwritten.

    Plan: GridSampleBackwardPlan (dtypes, limits, workspace, precision).
    """
    return GridSampleBackwardResult(*invoke(PLANS["grid_sample_backward"], locals()))


def grid_sample_3d(input, grid, mode="bilinear", padding_mode="zeros", align_corners=None, *, stream=None):
    """Samples `input` [N, C, ID, IH, IW] at the normalised (x, y, z) locations of `grid` [N, OD, OH,
    OW, 3] (x indexes the width, y the height, z the depth), as torch.nn.functional.grid_sample on
    5-D input (aten's grid_sampler_3d): out[n, c, od, oh, ow] interpolates input[n, c] at grid[n,
    od, oh, ow]. Trilinear (mode bilinear, 8 taps) or nearest (round half to even), the coordinate
    mapped through the padding mode first; align_corners is GridSamplePlan's. PyTorch has no bicubic
    on 5-D input. As PyTorch's 3-D kernels (CPU and CUDA) do, a padded coordinate that is not finite
    or beyond the int range is moved outside (-100): with zeros padding a NaN or infinite coordinate
    reads 0 with zero gradients. Border and reflection clip a NaN or reflected infinity to pixel 0
    (PyTorch's CUDA forward; its CPU forward reads the far edge there, and both its backwards give
    zero gradients).

    Plan: GridSample3dPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["grid_sample_3d"], locals())


class GridSample3dBackwardResult(NamedTuple):
    """The outputs of grid_sample_3d_backward, by name (None where not computed)."""

    dinput: Any
    dgrid: Any


def grid_sample_3d_backward(grad_output, input, grid, mode="bilinear", padding_mode="zeros", align_corners=None, output_mask=(True, True), *, deterministic=None, stream=None):
    """Adjoint of GridSample3dPlan (aten's grid_sampler_3d_backward): dinput (each dout value scattered
    to the 8 or 1 taps of its location with their weights) and dgrid (the chain rule through the
    weights and the coordinate mapping, summed over channels; zero for nearest and for a coordinate
    that border or reflection clips). Which of the two it computes is the compile-time `mask`; both
    are overwritten.

    Plan: GridSample3dBackwardPlan (dtypes, limits, workspace, precision).
    """
    return GridSample3dBackwardResult(*invoke(PLANS["grid_sample_3d_backward"], locals()))


def interpolate(input, size=None, scale_factor=None, mode="nearest", align_corners=None, recompute_scale_factor=None, antialias=False, *, stream=None):
    """Resizes `input` [N, C, IH, IW] to [N, C, OH, OW], as torch.nn.functional.interpolate on 4-D
    input (aten's upsample_nearest2d, _upsample_nearest_exact2d, upsample_bilinear2d and
    upsample_bicubic2d). Per axis the scale is (in - 1) / (out - 1) with align_corners (0 for out =
    1), else 1 / scales_h (or scales_w) when given, else in / out. nearest takes source floor(dst *
    scale), nearest_exact floor((dst + 0.5) * scale), both clamped to in - 1 and computed in f32 for
    every element (as PyTorch); bilinear and bicubic take src = dst * scale with align_corners, else
    (dst + 0.5) * scale - 0.5 (bilinear clamps it at 0), in the compute type; bilinear weights its
    two taps, bicubic its four (cubic convolution, A = -0.75) with the taps clamped into the image.
    As PyTorch's CPU kernels, nearest copies when out = in and halves the index when out = 2 * in,
    and bilinear copies an axis whose out = in, whatever the scale; every tap multiplies its weight,
    so an inf tap gives NaN where its weight is 0. The functional op also takes 1-D input [N, C, W]
    (linear, nearest, nearest-exact: aten's *1d kernels), as this op over a height of one row;
    linear's forward reads that row alone (width_only), its backward a second row of zeros, of
    weight 0, so that an infinity stays one as PyTorch's 1-D kernel keeps it. And 3-D input [N, C,
    D, H, W] (nearest, nearest-exact, trilinear: aten's *3d kernels) as this op over each depth's
    planes, then the 1-D op along the depth, the taps in aten's order (width, height, depth); f16
    and bf16 trilinear computes both passes in f32 and rounds once. f16 and bf16 linear and
    trilinear weights are stored in the element, as aten's (weight_element). bilinear_aa and
    bicubic_aa are antialias=True (aten's _upsample_bilinear2d_aa and _upsample_bicubic2d_aa):
    output dst of an axis reads the inputs within support = r * max(scale, 1) of its centre scale *
    (dst + 0.5) (r = 1, the triangle filter; r = 2, Keys' cubic with A = -0.5), each weighted by the
    filter at its distance over max(scale, 1), the weights normalised to sum 1; the width's pass,
    then the height's, each skipped where the size is unchanged (and a copy where both are),
    whatever the scales, as aten's separable kernel. uint8 images (no gradient): the nearest modes
    copy (3-D, 4-D and 5-D input); bilinear and bicubic, with antialias or not, run aten's fixed-
    point kernel (4-D input): per axis the f64 weights (without antialias, the 2 or 4 taps around
    the source position with those outside the image folded onto the edge's) as integers of 13 to 21
    fraction bits, the width's pass then the height's, each rounded and clamped to uint8, an
    unchanged axis left as it is.

    Plan: InterpolatePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["interpolate"], locals())


def interpolate_backward(grad_output, input_size, size=None, scale_factor=None, mode="nearest", align_corners=None, recompute_scale_factor=None, antialias=False, *, deterministic=None, stream=None):
    """Adjoint of InterpolatePlan: grad_input [N, C, IH, IW] from grad_output [N, C, OH, OW], each
    output's gradient added to its taps with their weights, as aten's upsample_*2d_backward.
    grad_input is overwritten. As PyTorch's, bicubic copies grad_output when the output's size is
    the input's, whatever the scales (its forward applies them: a PyTorch quirk kept). The
    antialiased modes (aten's _upsample_*2d_aa_backward) apply both axes' windows always, also to a
    size the forward copies (PyTorch's).

    Plan: InterpolateBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["interpolate_backward"], locals())


def softmax(input, dim=None, _stacklevel=3, dtype=None, *, stream=None):
    """out = exp(x - max) / sum(exp(x - max)) along `dim`, as torch.nn.functional.softmax: the row max
    is subtracted first, so large inputs never overflow. A row holding +inf or NaN, or only -inf,
    gives NaN throughout (as PyTorch); -inf among finite values gives 0. With `dtype` the input is
    cast to it first and the result has it; dim=None takes PyTorch's implicit (deprecated) choice.

    Plan: SoftmaxPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["softmax"], locals())


def log_softmax(input, dim=None, _stacklevel=3, dtype=None, *, stream=None):
    """out = x - max - log(sum(exp(x - max))) along `dim`, as torch.nn.functional.log_softmax (more
    accurate than log(softmax(x)) for small probabilities). A row holding +inf or NaN, or only -inf,
    gives NaN throughout (as PyTorch); -inf among finite values stays -inf. With `dtype` the input
    is cast to it first and the result has it; dim=None takes PyTorch's implicit (deprecated)
    choice.

    Plan: LogSoftmaxPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["log_softmax"], locals())


def softmax_backward(grad_output, output, dim, input_dtype, *, stream=None):
    """Adjoint of SoftmaxPlan from its output y: grad_input = y * (grad_output - sum(grad_output * y))
    along `dim`, as aten's _softmax_backward_data. The result has input_dtype, the dtype of the
    forward's input: the element's result, converted where the two differ (as aten on CUDA).

    Plan: SoftmaxBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["softmax_backward"], locals())


def log_softmax_backward(grad_output, output, dim, input_dtype, *, stream=None):
    """Adjoint of LogSoftmaxPlan from its output o: grad_input = grad_output - exp(o) *
    sum(grad_output) along `dim`, as aten's _log_softmax_backward_data. The result has input_dtype,
    the dtype of the forward's input: the element's result, converted where the two differ (as aten
    on CUDA).

    Plan: LogSoftmaxBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["log_softmax_backward"], locals())


def quantize_per_tensor(input, scale, zero_point, dtype, *, quant_min=None, quant_max=None, stream=None):
    """Affine quantization with one scale and zero point: q = clamp(round_half_even(zero_point + x *
    inv_scale), quant_min, quant_max), inv_scale = 1 / scale rounded to the compute type (f32 for
    f16, bf16 and f32 elements, f64 for f64). As torch.quantize_per_tensor on x86: 8-bit types
    evaluate zero_point + x * inv_scale as one fused multiply-add, 32-bit types round the product
    first. +-inf and values beyond the range saturate; NaN gives quant_max for 8-bit types and
    quant_min for 32-bit types (PyTorch's x86 results). Any scale, as PyTorch (0, negative, inf,
    NaN: the formula's result).

    Plan: QuantizePerTensorPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["quantize_per_tensor"], locals())


def quantize_per_tensor_backward(grad, input, scale, zero_point, dtype, *, quant_min=None, quant_max=None, stream=None):
    """Adjoint of QuantizePerTensorPlan, straight-through: grad_input = grad / scale where the forward
    value was in range (quant_min <= round_half_even(...) <= quant_max, recomputed from the saved
    input with the forward's arithmetic), else 0. NaN inputs are out of range.

    Plan: QuantizePerTensorBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["quantize_per_tensor_backward"], locals())


def dequantize_per_tensor(input, scale, zero_point, dtype="float32", *, stream=None):
    """x = scale * (q - zero_point): q - zero_point exactly in 64-bit integers, converted to the
    compute type and multiplied by scale rounded to the compute type (PyTorch's float arithmetic for
    f32; f64 keeps scale in f64). Any scale, as PyTorch.

    Plan: DequantizePerTensorPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["dequantize_per_tensor"], locals())


def dequantize_per_tensor_backward(grad, scale, *, input_dtype="int8", stream=None):
    """Adjoint of DequantizePerTensorPlan. Straight-through: the forward is linear in the integer
    input, so grad_input = scale * grad, returned in the float element type (the integer input is
    not differentiable; this carries the gradient on for autograd).

    Plan: DequantizePerTensorBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["dequantize_per_tensor_backward"], locals())


def quantize_per_tensor_sub_byte(input, scale, zero_point, dtype, *, quant_min=None, quant_max=None, stream=None):
    """torch.quantize_per_tensor to a sub-byte type (quint4x2, quint2x4), its int_repr(): the codes
    packed over the flattened input, lowest bits first (4-bit: element 2i in the low nibble of byte
    i; 2-bit: element 4i + k in bits 2k, 2k + 1 of byte i), unused high bits of the last byte 0.
    aten's sub-byte arithmetic, not the 8-bit path's: inv_scale = 1 / scale in the compute type (1
    for a zero scale), v = round_half_even(x * inv_scale) + zero_point (rounded, then the zero point
    added), the code clamp(v, quant_min, quant_max); NaN and v >= 2^63 give quant_min (x86's lrintf
    of them, clamped).

    Plan: QuantizePerTensorSubBytePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["quantize_per_tensor_sub_byte"], locals())


def dequantize_per_tensor_sub_byte(input, scale, zero_point, qtype, shape, dtype="float32", *, stream=None):
    """The dequantize of a sub-byte quantized tensor from its packed codes (int_repr()) and its element
    count: q unpacked as QuantizePerTensorSubBytePlan packs it, x = scale * (q - zero_point) in the
    compute type (PyTorch's (float(q) - zero_point) * scale in f32; f64 keeps scale in f64).

    Plan: DequantizePerTensorSubBytePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["dequantize_per_tensor_sub_byte"], locals())


def quantize_per_channel(input, scales, zero_points, axis, dtype, *, quant_min=None, quant_max=None, stream=None):
    """Affine quantization with one scale and zero point per channel of the [outer, channels, inner]
    view: q = clamp(round_half_even(zero_points[c] + x * inv_scale[c]), quant_min, quant_max),
    inv_scale[c] = 1 / scales[c] rounded to the compute type, the product rounded before the
    addition (torch.quantize_per_channel on x86). NaN gives the value PyTorch's x86 build gives (0
    for 8-bit types, quant_min for int32), clamped to [quant_min, quant_max].

    Plan: QuantizePerChannelPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["quantize_per_channel"], locals())


def quantize_per_channel_backward(grad, input, scales, zero_points, axis, dtype, *, quant_min=None, quant_max=None, stream=None):
    """Adjoint of QuantizePerChannelPlan, straight-through: grad_input = grad / scales[c] where the
    forward value was in range (recomputed from the saved input), else 0.

    Plan: QuantizePerChannelBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["quantize_per_channel_backward"], locals())


def dequantize_per_channel(input, scales, zero_points, axis, dtype="float32", *, stream=None):
    """x = scales[c] * (q - zero_points[c]), the product in f64 and rounded once to the element
    (through the compute type), as PyTorch's CPU kernel does with its f64 scales.

    Plan: DequantizePerChannelPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["dequantize_per_channel"], locals())


def dequantize_per_channel_backward(grad, scales, axis, *, input_dtype="int8", stream=None):
    """Adjoint of DequantizePerChannelPlan: grad_input = scales[c] * grad (in f64, rounded once), in
    the float element type.

    Plan: DequantizePerChannelBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["dequantize_per_channel_backward"], locals())


def quantize_per_channel_float_qparams(input, scales, zero_points, axis, dtype, *, quant_min=None, quant_max=None, stream=None):
    """torch.quantize_per_channel with float zero points (PyTorch's float_qparams), its int_repr():
    scales and zero points in f32, inv_scale[c] = 1 / scales[c] in the compute type (1 for a zero
    scale), q = clamp(round_half_even(x * inv_scale[c] + zero_points[c]), quant_min, quant_max), the
    product rounded before the addition; aten keeps lrintf's 64-bit result in an int before the
    clamp, so the code is its low 32 bits clamped (3e9 gives quant_min, 5e9 quant_max; NaN, +-inf
    and |sums| >= 2^63, which x86's lrintf makes INT64_MIN, give 0 clamped to the range).

    Plan: QuantizePerChannelFloatQparamsPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["quantize_per_channel_float_qparams"], locals())


def quantize_per_channel_float_qparams_backward(grad, input, scales, zero_points, axis, dtype, *, quant_min=None, quant_max=None, stream=None):
    """Adjoint of QuantizePerChannelFloatQparamsPlan (and the gradient per code of
    QuantizePerChannelSubBytePlan), straight-through: grad_input = grad / scales[c] where the
    forward's code was in range (recomputed from the saved input with the forward's arithmetic),
    else 0. NaN inputs are out of range.

    Plan: QuantizePerChannelFloatQparamsBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["quantize_per_channel_float_qparams_backward"], locals())


def quantize_per_channel_sub_byte(input, scales, zero_points, axis, dtype, *, quant_min=None, quant_max=None, stream=None):
    """torch.quantize_per_channel to a sub-byte type (quint4x2, quint2x4; float zero points, as PyTorch
    takes only those there), its int_repr(): QuantizePerChannelFloatQparamsPlan's codes packed over
    the flattened input, lowest bits first, as QuantizePerTensorSubBytePlan packs them.

    Plan: QuantizePerChannelSubBytePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["quantize_per_channel_sub_byte"], locals())


def dequantize_per_channel_float_qparams(input, scales, zero_points, axis, dtype="float32", *, stream=None):
    """The dequantize of a per-channel tensor with float zero points (PyTorch's float_qparams): x = (q
    - zero_points[c]) * scales[c], the difference and the product each rounded to the compute type
    (PyTorch's (float(q) - zero_point) * scale in f32; f64 elements run it in f64).

    Plan: DequantizePerChannelFloatQparamsPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["dequantize_per_channel_float_qparams"], locals())


def dequantize_per_channel_sub_byte(input, scales, zero_points, axis, qtype, shape, dtype="float32", *, stream=None):
    """The dequantize of a per-channel sub-byte tensor (float zero points) from its packed codes and
    its shape: q unpacked as QuantizePerChannelSubBytePlan packs it, x = (q - zero_points[c]) *
    scales[c] as DequantizePerChannelFloatQparamsPlan computes it.

    Plan: DequantizePerChannelSubBytePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["dequantize_per_channel_sub_byte"], locals())


def fake_quantize_per_tensor_affine(input, scale, zero_point, quant_min, quant_max, *, stream=None):
    """Quantize then dequantize, in floats, with PyTorch's formulas: sc = float32(scale), inv_scale = 1
    / sc in f32; qf = zero_point + round_half_even(x * inv_scale) (in f32, f64 for f64 elements); q
    = clamp(qf, quant_min, quant_max) (NaN gives quant_min); out = float32(q - zero_point) * sc, in
    f32 for every element type.

    Plan: FakeQuantizePerTensorAffinePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["fake_quantize_per_tensor_affine"], locals())


def fake_quantize_per_tensor_affine_backward(grad, input, scale, zero_point, quant_min, quant_max, *, stream=None):
    """Adjoint of FakeQuantizePerTensorAffinePlan: grad_input = grad * mask, mask = (quant_min <= qf <=
    quant_max) with qf recomputed from the saved input as in the forward (PyTorch's cachemask
    semantics: the comparisons are in the compute type, NaN inputs are masked, and a NaN grad stays
    NaN because it is multiplied, not selected).

    Plan: FakeQuantizePerTensorAffineBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["fake_quantize_per_tensor_affine_backward"], locals())


def fake_quantize_per_channel_affine(input, scale, zero_point, axis, quant_min, quant_max, *, stream=None):
    """Per-channel fake quantization with PyTorch's formulas, inv_scale = 1 / scale[c] in f32. Integer
    zero points: qf = zero_point[c] + round_half_even(x * inv_scale) (f32, f64 for f64 elements);
    out = (clamp(qf, quant_min, quant_max) - zero_point[c]) * scale[c] in the compute type. Float
    zero points (f32, f16; PyTorch's affine quantizer equation, any value): qf =
    round_half_even(f32(zero_point[c] + x * inv_scale)) (the sum in f32, f64 for f64 elements); out
    = (clamp(qf, quant_min, quant_max) - zero_point[c]) * scale[c] in f64, rounded once to f32 (f64
    for f64 elements) and then to the element. NaN gives the quant_min level; +inf and values beyond
    the range saturate (PyTorch's x86 build maps +inf and values beyond int64 to quant_min through a
    float-to-int64 conversion the C standard leaves undefined; skucat saturates as PyTorch's CUDA
    kernel and its per-tensor op do).

    Plan: FakeQuantizePerChannelAffinePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["fake_quantize_per_channel_affine"], locals())


def fake_quantize_per_channel_affine_backward(grad, input, scale, zero_point, axis, quant_min, quant_max, *, stream=None):
    """Adjoint of FakeQuantizePerChannelAffinePlan: grad_input = grad * mask, mask = (quant_min <= qf
    <= quant_max) for qf recomputed from the saved input as in the forward, for integer or float
    zero points (NaN inputs masked).

    Plan: FakeQuantizePerChannelAffineBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["fake_quantize_per_channel_affine_backward"], locals())


def fake_quantize_learnable_per_tensor_affine(input, scale, zero_point, quant_min, quant_max, grad_factor=1.0, *, stream=None):
    """PyTorch's _fake_quantize_learnable_per_tensor_affine forward (LSQ-style learnable scale and zero
    point, read on the device): fake_quantize_per_tensor_affine with scale = scale[0] (f32) and zero
    point = clamp(round_half_even(zero_point[0]), quant_min, quant_max) in f32. grad_factor only
    scales the gradients.

    Plan: FakeQuantizeLearnablePerTensorAffinePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["fake_quantize_learnable_per_tensor_affine"], locals())


class FakeQuantizeLearnablePerTensorAffineBackwardResult(NamedTuple):
    """The outputs of fake_quantize_learnable_per_tensor_affine_backward, by name (None where not computed)."""

    grad_input: Any
    grad_scale: Any
    grad_zero_point: Any


def fake_quantize_learnable_per_tensor_affine_backward(grad, input, scale, zero_point, quant_min, quant_max, grad_factor=1.0, *, stream=None):
    """Gradients of PyTorch's _fake_quantize_learnable_per_tensor_affine (LSQ-style learnable scale and
    zero point) with respect to input, scale and zero_point, with its formulas: zp =
    int(clamp(zero_point[0] + 0.5, quant_min, quant_max)) (PyTorch's backward rounding), v =
    round_half_even(fma(x, inv_scale, zp)) with inv_scale = 1 / scale[0] in f32; in range:
    grad_input = grad, d_scale = grad * fma(v - zp, scale, -x) * inv_scale * grad_factor,
    d_zero_point = 0; below/above (NaN counts as below; +inf and codes beyond int64 count as above,
    where PyTorch's x86 build counts them as below through an undefined float-to-int64 conversion):
    grad_input = 0, d_scale = grad * (quant_min|quant_max - zp) * grad_factor, d_zero_point = -grad
    * scale * grad_factor. grad_scale and grad_zero_point are the sums of the per-element terms.

    Plan: FakeQuantizeLearnablePerTensorAffineBackwardPlan (dtypes, limits, workspace, precision).
    """
    return FakeQuantizeLearnablePerTensorAffineBackwardResult(*invoke(PLANS["fake_quantize_learnable_per_tensor_affine_backward"], locals()))


def nll_loss(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction="mean", *, stream=None):
    """Negative log-likelihood of class-index targets, as torch.nn.functional.nll_loss: the loss of row
    (n, s) is -weight[t] * input[n, t, s] for its target t, 0 where t == ignore_index; `mean`
    divides the sum by the sum of weight[t] over the rows not ignored (NaN when every row is
    ignored), `sum` adds them. For mean and sum the plan also writes total_weight, that sum of
    weights, as aten's nll_loss_forward does (the backward of mean reads it). A target outside [0,
    C) that is not ignore_index is refused (IndexError); the kernels count such a row as ignored and
    never read out of bounds.

    Plan: NllLossPlan (dtypes, limits, workspace, precision).
    """
    if size_average is not None:   # PyTorch's argument, taken at its default only
        raise UnsupportedError(f"nll_loss: size_average={size_average!r} is not supported ("
                               "deprecated in PyTorch: use reduction='none', 'mean' or 'sum'"
                               "): pass size_average=None")
    del size_average
    if reduce is not None:   # PyTorch's argument, taken at its default only
        raise UnsupportedError(f"nll_loss: reduce={reduce!r} is not supported ("
                               "deprecated in PyTorch: use reduction='none', 'mean' or 'sum'"
                               "): pass reduce=None")
    del reduce
    return invoke(PLANS["nll_loss"], locals())


def nll_loss_backward(grad_output, input, target, weight, reduction, ignore_index, total_weight, *, stream=None):
    """Adjoint of NllLossPlan, as aten's nll_loss_backward: grad_input[n, c, s] = -weight[t] * g for c
    == t (the row's target, not ignore_index), 0 elsewhere; g = grad_output[n, s] (none),
    grad_output (sum) or grad_output / total_weight (mean). grad_input is overwritten.

    Plan: NllLossBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["nll_loss_backward"], locals())


def cross_entropy(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction="mean", label_smoothing=0.0, *, stream=None):
    """Cross entropy of logits and class-index targets, as torch.nn.functional.cross_entropy: a log-
    softmax over the C classes fused with nll_loss (and, with label_smoothing = ls > 0, PyTorch's (1
    - ls) * nll + ls / C * (-sum_c weight[c] * log_softmax[c]) per row, ignored rows 0); mean
    divides by the sum of weight[t] over the rows not ignored, as nll_loss. Class probabilities (a
    float target of input's shape) go to CrossEntropyProbsPlan.

    Plan: CrossEntropyPlan (dtypes, limits, workspace, precision).
    """
    if size_average is not None:   # PyTorch's argument, taken at its default only
        raise UnsupportedError(f"cross_entropy: size_average={size_average!r} is not supported ("
                               "deprecated in PyTorch: use reduction='none', 'mean' or 'sum'"
                               "): pass size_average=None")
    del size_average
    if reduce is not None:   # PyTorch's argument, taken at its default only
        raise UnsupportedError(f"cross_entropy: reduce={reduce!r} is not supported ("
                               "deprecated in PyTorch: use reduction='none', 'mean' or 'sum'"
                               "): pass reduce=None")
    del reduce
    return invoke(PLANS["cross_entropy"], locals())


def cross_entropy_backward(grad_output, input, target, weight=None, reduction="mean", ignore_index=-100, label_smoothing=0.0, total_weight=None, want_weight=False, *, stream=None):
    """Adjoint of CrossEntropyPlan with respect to the logits: for a row not ignored with target t,
    grad_input[n, c, s] = g * ((1 - ls) * weight[t] * (p[c] - [c == t]) + ls / C * (p[c] *
    sum(weight) - weight[c])), p the softmax of the row, ls the label smoothing (the second term
    only when ls > 0); ignored rows get 0. g = grad_output[n, s] (none), grad_output (sum) or
    grad_output / total_weight (mean). Class-index targets have no gradient, nor, with them, the
    weight (as in PyTorch): the functional op returns None for both. grad_input is overwritten.

    Plan: CrossEntropyBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["cross_entropy_backward"], locals())


def cross_entropy_probs(input, target, weight=None, size_average=None, reduce=None, reduction="mean", label_smoothing=0.0, *, stream=None):
    """Cross entropy of logits and class probabilities (a target of input's shape and type), as
    torch.nn.functional.cross_entropy with such a target: the loss of row (n, s) is -sum_c
    log_softmax[c] * q[c] * weight[c], q = target (1 - ls) + ls / C with label smoothing ls > 0,
    else the target; mean divides the sum by the rows N * S (NaN for an empty input).

    Plan: CrossEntropyProbsPlan (dtypes, limits, workspace, precision).
    """
    if size_average is not None:   # PyTorch's argument, taken at its default only
        raise UnsupportedError(f"cross_entropy_probs: size_average={size_average!r} is not supported ("
                               "deprecated in PyTorch: use reduction='none', 'mean' or 'sum'"
                               "): pass size_average=None")
    del size_average
    if reduce is not None:   # PyTorch's argument, taken at its default only
        raise UnsupportedError(f"cross_entropy_probs: reduce={reduce!r} is not supported ("
                               "deprecated in PyTorch: use reduction='none', 'mean' or 'sum'"
                               "): pass reduce=None")
    del reduce
    return invoke(PLANS["cross_entropy_probs"], locals())


class CrossEntropyProbsBackwardResult(NamedTuple):
    """The outputs of cross_entropy_probs_backward, by name (None where not computed)."""

    grad_input: Any
    grad_target: Any
    grad_weight: Any


def cross_entropy_probs_backward(grad_output, input, target, weight=None, reduction="mean", label_smoothing=0.0, want_weight=False, *, stream=None):
    """Adjoint of CrossEntropyProbsPlan: with u[c] = q[c] * weight[c] (q the smoothed target) and p the
    row's softmax, grad_input[n, c, s] = g * (p[c] * sum(u) - u[c]) and grad_target[n, c, s] = -g *
    log_softmax[c] * weight[c] * (1 - ls when ls > 0); g = grad_output[n, s] (none), grad_output
    (sum) or grad_output / (N * S) (mean). With want_weight also grad_weight[c] = -sum over the rows
    of g * log_softmax[c] * q[c]. All are overwritten.

    Plan: CrossEntropyProbsBackwardPlan (dtypes, limits, workspace, precision).
    """
    return CrossEntropyProbsBackwardResult(*invoke(PLANS["cross_entropy_probs_backward"], locals()))


class GroupByKeyResult(NamedTuple):
    """The outputs of group_by_key, by name (None where not computed)."""

    offsets: Any
    order: Any


def group_by_key(keys, buckets, *, stream=None):
    """A stable counting sort of the positions 0..items-1 by their integer key: `order` lists the
    positions whose key lies in [0, buckets), by key and then by position, and -1 after them;
    offsets[b] is where key b's positions start in `order` and offsets[buckets] how many there are.
    Keys outside [0, buckets) are left out.

    Plan: GroupByKeyPlan (dtypes, limits, workspace, precision).
    """
    return GroupByKeyResult(*invoke(PLANS["group_by_key"], locals()))


def group_sum(values, offsets, order, *, stream=None):
    """out[b, c] = the sum of values[order[j], c] over j in [offsets[b], offsets[b + 1]), in that
    order, in the compute type: the gather that replaces a scatter-add once group_by_key has grouped
    its items by destination.

    Plan: GroupSumPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["group_sum"], locals())


def adaptive_avg_pool2d(input, output_size, *, stream=None):
    """out[p, oh, ow] = the mean of input[p, h, w] over h in [floor(oh * IH / OH), ceil((oh + 1) * IH /
    OH)) and w in [floor(ow * IW / OW), ceil((ow + 1) * IW / OW)), as
    torch.nn.functional.adaptive_avg_pool2d (aten's _adaptive_avg_pool2d) on [N, C, IH, IW] or [C,
    IH, IW] input: cells overlap where the sizes do not divide, and an output larger than the input
    repeats items. output_size is an int or a pair, None taking the input's extent. interpolate's
    mode 'area' is this op at interpolate's output size.

    Plan: AdaptiveAvgPool2dPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["adaptive_avg_pool2d"], locals())


def adaptive_avg_pool2d_backward(grad_output, input_size, *, stream=None):
    """Adjoint of AdaptiveAvgPool2dPlan: grad_input [P, IH, IW] from grad_output [P, OH, OW], each
    input item the sum of grad_output[p, oh, ow] / cell height / cell width over the cells that
    cover it, as aten's _adaptive_avg_pool2d_backward. grad_input is overwritten.

    Plan: AdaptiveAvgPool2dBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["adaptive_avg_pool2d_backward"], locals())


def sum(input, dim=None, keepdim=False, *, dtype=None, stream=None):
    """The sum over dims, as torch.sum: input, of the full shape (sizes row 0), reduced to sizes row 1
    (1 in the reduced dims); `count` items per output. An empty reduction is 0. With `dtype` the
    functional op casts the input to it first; keepdim and the dims only shape the result.

    Plan: SumPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["sum"], locals())


def mean(input, dim=None, keepdim=False, *, dtype=None, stream=None):
    """The mean over dims, as torch.mean: the sum (see SumPlan) divided by the items each output sums,
    `count`; an empty reduction is NaN (0 / 0), as PyTorch's.

    Plan: MeanPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["mean"], locals())


class AddBackwardResult(NamedTuple):
    """The outputs of add_backward, by name (None where not computed)."""

    grad_input: Any
    grad_other: Any


def add_backward(grad_output, input_shape, other_shape, alpha=1, *, stream=None):
    """Adjoint of AddPlan: grad_input = grad_output summed to input's shape, grad_other = alpha times
    grad_output summed to other's shape (PyTorch's sum_to_size of the broadcast dims); no grad_other
    when other was a number (has_other false). The functional op takes the operands' shapes,
    other_shape None for a number.

    Plan: AddBackwardPlan (dtypes, limits, workspace, precision).
    """
    return AddBackwardResult(*invoke(PLANS["add_backward"], locals()))


class MulBackwardResult(NamedTuple):
    """The outputs of mul_backward, by name (None where not computed)."""

    grad_input: Any
    grad_other: Any


def mul_backward(grad_output, input, other, *, stream=None):
    """Adjoint of MulPlan: grad_input = grad_output * other summed to input's shape, grad_other =
    grad_output * input summed to other's shape; when other was a number (has_other false),
    grad_input = grad_output * scalar and no grad_other.

    Plan: MulBackwardPlan (dtypes, limits, workspace, precision).
    """
    return MulBackwardResult(*invoke(PLANS["mul_backward"], locals()))


def sum_backward(grad_output, input_shape, dim=None, keepdim=False, *, stream=None):
    """Adjoint of SumPlan: grad_input = grad_output broadcast back to the input's shape (sizes row 0;
    row 1 is grad_output's, 1 in the reduced dims), as PyTorch's sum_backward. The functional op
    takes the input's shape and the forward's dim and keepdim.

    Plan: SumBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["sum_backward"], locals())


def mean_backward(grad_output, input_shape, dim=None, keepdim=False, *, stream=None):
    """Adjoint of MeanPlan: grad_output broadcast back to the input's shape and divided by the items
    each output averaged, `count`, as PyTorch's mean_backward.

    Plan: MeanBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["mean_backward"], locals())


def to(input, dtype, non_blocking=False, copy=False, *, stream=None):
    """out = x converted to dtype, as Tensor.to(dtype): floats rounded to nearest even (f64 to f16 and
    bf16 through f32, as PyTorch's CPU casts round twice), overflow to +-inf, NaN, infinities, -0
    and subnormals kept; to bool x != 0 (NaN is True); from bool 0 or 1. The functional op returns
    input itself where it has dtype already and copy is False.

    Plan: ToPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["to"], locals())


def relu(input, inplace=False, *, stream=None):
    """out = x < 0 ? C(0) : x, elementwise in the compute type (x: the input), as
    torch.nn.functional.relu.

    Plan: ReluPlan (dtypes, limits, workspace, precision).
    """
    if inplace is not False:   # PyTorch's argument, taken at its default only
        raise UnsupportedError(f"relu: inplace={inplace!r} is not supported ("
                               'relu_, the in-place form'
                               "): pass inplace=False")
    del inplace
    return invoke(PLANS["relu"], locals())


def relu_(input, *, stream=None):
    """relu in place, as torch.nn.functional.relu(inplace=True): the result written over input,
    elementwise as relu computes it; input has the broadcast shape.

    Plan: ReluInplacePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["relu_"], locals())


def relu_backward(grad_output, input, *, stream=None):
    """Adjoint of relu: grad_input = x <= 0 ? C(0) : g, elementwise in the compute type (g:
    grad_output, x: the input).

    Plan: ReluBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["relu_backward"], locals())


def leaky_relu(input, negative_slope=0.01, inplace=False, *, stream=None):
    """out = x > 0 ? x : x * negative_slope, elementwise in the compute type (x: the input), as
    torch.nn.functional.leaky_relu.

    Plan: LeakyReluPlan (dtypes, limits, workspace, precision).
    """
    if inplace is not False:   # PyTorch's argument, taken at its default only
        raise UnsupportedError(f"leaky_relu: inplace={inplace!r} is not supported ("
                               'leaky_relu_, the in-place form'
                               "): pass inplace=False")
    del inplace
    return invoke(PLANS["leaky_relu"], locals())


def leaky_relu_(input, negative_slope=0.01, *, stream=None):
    """leaky_relu in place, as torch.nn.functional.leaky_relu(inplace=True): the result written over
    input, elementwise as leaky_relu computes it; input has the broadcast shape.

    Plan: LeakyReluInplacePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["leaky_relu_"], locals())


def leaky_relu_backward(grad_output, input, negative_slope=0.01, *, stream=None):
    """Adjoint of leaky_relu: grad_input = x > 0 ? g : g * negative_slope, elementwise in the compute
    type (g: grad_output, x: the input).

    Plan: LeakyReluBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["leaky_relu_backward"], locals())


def elu(input, alpha=1.0, inplace=False, *, stream=None):
    """out = x > 0 ? x : alpha * expm1(x), elementwise in the compute type (x: the input), as
    torch.nn.functional.elu.

    Plan: EluPlan (dtypes, limits, workspace, precision).
    """
    if inplace is not False:   # PyTorch's argument, taken at its default only
        raise UnsupportedError(f"elu: inplace={inplace!r} is not supported ("
                               'elu_, the in-place form'
                               "): pass inplace=False")
    del inplace
    return invoke(PLANS["elu"], locals())


def elu_(input, alpha=1.0, *, stream=None):
    """elu in place, as torch.nn.functional.elu(inplace=True): the result written over input,
    elementwise as elu computes it; input has the broadcast shape.

    Plan: EluInplacePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["elu_"], locals())


def elu_backward(grad_output, input, alpha=1.0, *, stream=None):
    """Adjoint of elu: grad_input = x > 0 ? g : g * alpha * exp(x), elementwise in the compute type (g:
    grad_output, x: the input).

    Plan: EluBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["elu_backward"], locals())


def gelu(input, approximate='none', *, stream=None):
    """out = gelu_x; gelu_cdf = C(0.5) * (1 + erf(x * C(0.7071067811865476))); gelu_inner =
    C(0.7978845608028654) * (x + C(0.044715) * x * x * x); gelu_x = approximate == Approximate::tanh
    ? C(0.5) * x * (1 + tanh(gelu_inner)) : x * gelu_cdf, elementwise in the compute type (x: the
    input), as torch.nn.functional.gelu.

    Plan: GeluPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["gelu"], locals())


def gelu_backward(grad_output, input, approximate='none', *, stream=None):
    """Adjoint of gelu: grad_input = g * gelu_slope; gelu_cdf = C(0.5) * (1 + erf(x *
    C(0.7071067811865476))); gelu_inner = C(0.7978845608028654) * (x + C(0.044715) * x * x * x);
    gelu_slope = approximate == Approximate::tanh ? C(0.5) * (1 + tanh(gelu_inner)) + C(0.5) * x *
    (1 - tanh(gelu_inner) * tanh(gelu_inner)) * C(0.7978845608028654) * (1 + 3 * C(0.044715) * x *
    x) : gelu_cdf + x * exp(C(-0.5) * x * x) * C(0.3989422804014327), elementwise in the compute
    type (g: grad_output, x: the input).

    Plan: GeluBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["gelu_backward"], locals())


def silu(input, inplace=False, *, stream=None):
    """out = x / (1 + exp(-x)), elementwise in the compute type (x: the input), as
    torch.nn.functional.silu.

    Plan: SiluPlan (dtypes, limits, workspace, precision).
    """
    if inplace is not False:   # PyTorch's argument, taken at its default only
        raise UnsupportedError(f"silu: inplace={inplace!r} is not supported ("
                               'silu_, the in-place form'
                               "): pass inplace=False")
    del inplace
    return invoke(PLANS["silu"], locals())


def silu_(input, *, stream=None):
    """silu in place, as torch.nn.functional.silu(inplace=True): the result written over input,
    elementwise as silu computes it; input has the broadcast shape.

    Plan: SiluInplacePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["silu_"], locals())


def silu_backward(grad_output, input, *, stream=None):
    """Adjoint of silu: grad_input = g * s * (1 + x * (1 - s)); s = sigmoid(x), elementwise in the
    compute type (g: grad_output, x: the input).

    Plan: SiluBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["silu_backward"], locals())


def mish(input, inplace=False, *, stream=None):
    """out = x * t; ex = exp(x < 20 ? x : C(20)); u = ex * (ex + 2); t = u / (u + 2), elementwise in
    the compute type (x: the input), as torch.nn.functional.mish.

    Plan: MishPlan (dtypes, limits, workspace, precision).
    """
    if inplace is not False:   # PyTorch's argument, taken at its default only
        raise UnsupportedError(f"mish: inplace={inplace!r} is not supported ("
                               'mish_, the in-place form'
                               "): pass inplace=False")
    del inplace
    return invoke(PLANS["mish"], locals())


def mish_(input, *, stream=None):
    """mish in place, as torch.nn.functional.mish(inplace=True): the result written over input,
    elementwise as mish computes it; input has the broadcast shape.

    Plan: MishInplacePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["mish_"], locals())


def mish_backward(grad_output, input, *, stream=None):
    """Adjoint of mish: grad_input = g * (t + x * sigmoid(x) * (1 - t * t)); ex = exp(x < 20 ? x :
    C(20)); u = ex * (ex + 2); t = u / (u + 2), elementwise in the compute type (g: grad_output, x:
    the input).

    Plan: MishBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["mish_backward"], locals())


def softplus(input, beta=1.0, threshold=20.0, *, stream=None):
    """out = x * beta > threshold ? x : log1p(exp(x * beta)) / beta, elementwise in the compute type
    (x: the input), as torch.nn.functional.softplus.

    Plan: SoftplusPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["softplus"], locals())


def softplus_backward(grad_output, input, beta=1.0, threshold=20.0, *, stream=None):
    """Adjoint of softplus: grad_input = x * beta > threshold ? g : g * z / (z + 1); z = exp(x * beta),
    elementwise in the compute type (g: grad_output, x: the input).

    Plan: SoftplusBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["softplus_backward"], locals())


def hardswish(input, inplace=False, *, stream=None):
    """out = x * clamp(x + 3, C(0), C(6)) / 6, elementwise in the compute type (x: the input), as
    torch.nn.functional.hardswish.

    Plan: HardswishPlan (dtypes, limits, workspace, precision).
    """
    if inplace is not False:   # PyTorch's argument, taken at its default only
        raise UnsupportedError(f"hardswish: inplace={inplace!r} is not supported ("
                               'hardswish_, the in-place form'
                               "): pass inplace=False")
    del inplace
    return invoke(PLANS["hardswish"], locals())


def hardswish_(input, *, stream=None):
    """hardswish in place, as torch.nn.functional.hardswish(inplace=True): the result written over
    input, elementwise as hardswish computes it; input has the broadcast shape.

    Plan: HardswishInplacePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["hardswish_"], locals())


def hardswish_backward(grad_output, input, *, stream=None):
    """Adjoint of hardswish: grad_input = x <= -3 ? C(0) : x >= 3 ? g : g * (x / 3 + C(0.5)),
    elementwise in the compute type (g: grad_output, x: the input).

    Plan: HardswishBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["hardswish_backward"], locals())


def hardsigmoid(input, inplace=False, *, stream=None):
    """out = clamp(x + 3, C(0), C(6)) / 6, elementwise in the compute type (x: the input), as
    torch.nn.functional.hardsigmoid.

    Plan: HardsigmoidPlan (dtypes, limits, workspace, precision).
    """
    if inplace is not False:   # PyTorch's argument, taken at its default only
        raise UnsupportedError(f"hardsigmoid: inplace={inplace!r} is not supported ("
                               'hardsigmoid_, the in-place form'
                               "): pass inplace=False")
    del inplace
    return invoke(PLANS["hardsigmoid"], locals())


def hardsigmoid_(input, *, stream=None):
    """hardsigmoid in place, as torch.nn.functional.hardsigmoid(inplace=True): the result written over
    input, elementwise as hardsigmoid computes it; input has the broadcast shape.

    Plan: HardsigmoidInplacePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["hardsigmoid_"], locals())


def hardsigmoid_backward(grad_output, input, *, stream=None):
    """Adjoint of hardsigmoid: grad_input = x > -3 && x < 3 ? g * C(1.0f / 6) : C(0), elementwise in
    the compute type (g: grad_output, x: the input).

    Plan: HardsigmoidBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["hardsigmoid_backward"], locals())


def hardtanh(input, min_val=-1.0, max_val=1.0, inplace=False, *, stream=None):
    """out = clamp(x, min_val, max_val), elementwise in the compute type (x: the input), as
    torch.nn.functional.hardtanh.

    Plan: HardtanhPlan (dtypes, limits, workspace, precision).
    """
    if inplace is not False:   # PyTorch's argument, taken at its default only
        raise UnsupportedError(f"hardtanh: inplace={inplace!r} is not supported ("
                               'hardtanh_, the in-place form'
                               "): pass inplace=False")
    del inplace
    return invoke(PLANS["hardtanh"], locals())


def hardtanh_(input, min_val=-1.0, max_val=1.0, *, stream=None):
    """hardtanh in place, as torch.nn.functional.hardtanh(inplace=True): the result written over input,
    elementwise as hardtanh computes it; input has the broadcast shape.

    Plan: HardtanhInplacePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["hardtanh_"], locals())


def hardtanh_backward(grad_output, input, min_val=-1.0, max_val=1.0, *, stream=None):
    """Adjoint of hardtanh: grad_input = x > min_val && x < max_val ? g : C(0), elementwise in the
    compute type (g: grad_output, x: the input).

    Plan: HardtanhBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["hardtanh_backward"], locals())


def relu6(input, inplace=False, *, stream=None):
    """out = clamp(x, C(0), C(6)), elementwise in the compute type (x: the input), as
    torch.nn.functional.relu6.

    Plan: Relu6Plan (dtypes, limits, workspace, precision).
    """
    if inplace is not False:   # PyTorch's argument, taken at its default only
        raise UnsupportedError(f"relu6: inplace={inplace!r} is not supported ("
                               'relu6_, the in-place form'
                               "): pass inplace=False")
    del inplace
    return invoke(PLANS["relu6"], locals())


def relu6_(input, *, stream=None):
    """relu6 in place, as torch.nn.functional.relu6(inplace=True): the result written over input,
    elementwise as relu6 computes it; input has the broadcast shape.

    Plan: Relu6InplacePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["relu6_"], locals())


def relu6_backward(grad_output, input, *, stream=None):
    """Adjoint of relu6: grad_input = x > 0 && x < 6 ? g : C(0), elementwise in the compute type (g:
    grad_output, x: the input).

    Plan: Relu6BackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["relu6_backward"], locals())


def logsigmoid(input, *, stream=None):
    """out = (x < 0 ? x : C(0)) - log1p(exp(-abs(x))), elementwise in the compute type (x: the input),
    as torch.nn.functional.logsigmoid.

    Plan: LogsigmoidPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["logsigmoid"], locals())


def logsigmoid_backward(grad_output, input, *, stream=None):
    """Adjoint of logsigmoid: grad_input = g / (1 + exp(x)), elementwise in the compute type (g:
    grad_output, x: the input).

    Plan: LogsigmoidBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["logsigmoid_backward"], locals())


def sigmoid(input, *, stream=None):
    """out = sigmoid(x), elementwise in the compute type (x: the input), as torch.sigmoid.

    Plan: SigmoidPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["sigmoid"], locals())


def sigmoid_backward(grad_output, output, *, stream=None):
    """Adjoint of sigmoid: grad_input = g * (1 - y) * y, elementwise in the compute type (g:
    grad_output, y: the forward's output).

    Plan: SigmoidBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["sigmoid_backward"], locals())


def tanh(input, *, stream=None):
    """out = tanh(x), elementwise in the compute type (x: the input), as torch.tanh.

    Plan: TanhPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["tanh"], locals())


def tanh_backward(grad_output, output, *, stream=None):
    """Adjoint of tanh: grad_input = g * (1 - y * y), elementwise in the compute type (g: grad_output,
    y: the forward's output).

    Plan: TanhBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["tanh_backward"], locals())


def neg(input, *, stream=None):
    """out = -x, elementwise in the compute type (x: the input), as torch.neg.

    Plan: NegPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["neg"], locals())


def neg_backward(grad_output, *, stream=None):
    """Adjoint of neg: grad_input = -g, elementwise in the compute type (g: grad_output).

    Plan: NegBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["neg_backward"], locals())


def square(input, *, stream=None):
    """out = x * x, elementwise in the compute type (x: the input), as torch.square.

    Plan: SquarePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["square"], locals())


def square_backward(grad_output, input, *, stream=None):
    """Adjoint of square: grad_input = g * 2 * x, elementwise in the compute type (g: grad_output, x:
    the input).

    Plan: SquareBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["square_backward"], locals())


def abs(input, *, stream=None):
    """out = abs(x), elementwise in the compute type (x: the input), as torch.abs.

    Plan: AbsPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["abs"], locals())


def abs_backward(grad_output, input, *, stream=None):
    """Adjoint of abs: grad_input = g * C((x > 0) - (x < 0)), elementwise in the compute type (g:
    grad_output, x: the input).

    Plan: AbsBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["abs_backward"], locals())


def exp(input, *, stream=None):
    """out = exp(x), elementwise in the compute type (x: the input), as torch.exp.

    Plan: ExpPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["exp"], locals())


def exp_backward(grad_output, output, *, stream=None):
    """Adjoint of exp: grad_input = g * y, elementwise in the compute type (g: grad_output, y: the
    forward's output).

    Plan: ExpBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["exp_backward"], locals())


def log(input, *, stream=None):
    """out = log(x), elementwise in the compute type (x: the input), as torch.log.

    Plan: LogPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["log"], locals())


def log_backward(grad_output, input, *, stream=None):
    """Adjoint of log: grad_input = g / x, elementwise in the compute type (g: grad_output, x: the
    input).

    Plan: LogBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["log_backward"], locals())


def log1p(input, *, stream=None):
    """out = log1p(x), elementwise in the compute type (x: the input), as torch.log1p.

    Plan: Log1pPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["log1p"], locals())


def log1p_backward(grad_output, input, *, stream=None):
    """Adjoint of log1p: grad_input = g / (x + 1), elementwise in the compute type (g: grad_output, x:
    the input).

    Plan: Log1pBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["log1p_backward"], locals())


def expm1(input, *, stream=None):
    """out = expm1(x), elementwise in the compute type (x: the input), as torch.expm1.

    Plan: Expm1Plan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["expm1"], locals())


def expm1_backward(grad_output, output, *, stream=None):
    """Adjoint of expm1: grad_input = g * (y + 1), elementwise in the compute type (g: grad_output, y:
    the forward's output).

    Plan: Expm1BackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["expm1_backward"], locals())


def sqrt(input, *, stream=None):
    """out = sqrt(x), elementwise in the compute type (x: the input), as torch.sqrt.

    Plan: SqrtPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["sqrt"], locals())


def sqrt_backward(grad_output, output, *, stream=None):
    """Adjoint of sqrt: grad_input = g / (2 * y), elementwise in the compute type (g: grad_output, y:
    the forward's output).

    Plan: SqrtBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["sqrt_backward"], locals())


def rsqrt(input, *, stream=None):
    """out = 1 / sqrt(x), elementwise in the compute type (x: the input), as torch.rsqrt.

    Plan: RsqrtPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["rsqrt"], locals())


def rsqrt_backward(grad_output, output, *, stream=None):
    """Adjoint of rsqrt: grad_input = C(-0.5) * g * y * y * y, elementwise in the compute type (g:
    grad_output, y: the forward's output).

    Plan: RsqrtBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["rsqrt_backward"], locals())


def reciprocal(input, *, stream=None):
    """out = 1 / x, elementwise in the compute type (x: the input), as torch.reciprocal.

    Plan: ReciprocalPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["reciprocal"], locals())


def reciprocal_backward(grad_output, output, *, stream=None):
    """Adjoint of reciprocal: grad_input = -g * y * y, elementwise in the compute type (g: grad_output,
    y: the forward's output).

    Plan: ReciprocalBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["reciprocal_backward"], locals())


def sin(input, *, stream=None):
    """out = sin(x), elementwise in the compute type (x: the input), as torch.sin.

    Plan: SinPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["sin"], locals())


def sin_backward(grad_output, input, *, stream=None):
    """Adjoint of sin: grad_input = g * cos(x), elementwise in the compute type (g: grad_output, x: the
    input).

    Plan: SinBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["sin_backward"], locals())


def cos(input, *, stream=None):
    """out = cos(x), elementwise in the compute type (x: the input), as torch.cos.

    Plan: CosPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["cos"], locals())


def cos_backward(grad_output, input, *, stream=None):
    """Adjoint of cos: grad_input = -g * sin(x), elementwise in the compute type (g: grad_output, x:
    the input).

    Plan: CosBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["cos_backward"], locals())


def erf(input, *, stream=None):
    """out = erf(x), elementwise in the compute type (x: the input), as torch.erf.

    Plan: ErfPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["erf"], locals())


def erf_backward(grad_output, input, *, stream=None):
    """Adjoint of erf: grad_input = C(1.1283791670955126) * exp(-x * x) * g, elementwise in the compute
    type (g: grad_output, x: the input).

    Plan: ErfBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["erf_backward"], locals())


def geglu(input, other, approximate='none', *, stream=None):
    """out = gelu_x * o; gelu_cdf = C(0.5) * (1 + erf(x * C(0.7071067811865476))); gelu_inner =
    C(0.7978845608028654) * (x + C(0.044715) * x * x * x); gelu_x = approximate == Approximate::tanh
    ? C(0.5) * x * (1 + tanh(gelu_inner)) : x * gelu_cdf, elementwise in the compute type (x: the
    input, o: the other operand), as the fused form below. gelu(input, approximate) * other: a GeGLU
    MLP's gate and up projections in one kernel.

    Plan: GegluPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["geglu"], locals())


class GegluBackwardResult(NamedTuple):
    """The outputs of geglu_backward, by name (None where not computed)."""

    grad_input: Any
    grad_other: Any


def geglu_backward(grad_output, input, other, approximate='none', *, stream=None):
    """Adjoint of geglu: grad_input = g * o * gelu_slope; grad_other = g * gelu_x; gelu_cdf = C(0.5) *
    (1 + erf(x * C(0.7071067811865476))); gelu_inner = C(0.7978845608028654) * (x + C(0.044715) * x
    * x * x); gelu_slope = approximate == Approximate::tanh ? C(0.5) * (1 + tanh(gelu_inner)) +
    C(0.5) * x * (1 - tanh(gelu_inner) * tanh(gelu_inner)) * C(0.7978845608028654) * (1 + 3 *
    C(0.044715) * x * x) : gelu_cdf + x * exp(C(-0.5) * x * x) * C(0.3989422804014327); gelu_x =
    approximate == Approximate::tanh ? C(0.5) * x * (1 + tanh(gelu_inner)) : x * gelu_cdf,
    elementwise in the compute type (g: grad_output, x: the input, o: the other operand).

    Plan: GegluBackwardPlan (dtypes, limits, workspace, precision).
    """
    return GegluBackwardResult(*invoke(PLANS["geglu_backward"], locals()))


def glu(input, dim=-1, *, stream=None):
    """out = x * s; s = sigmoid(o), elementwise in the compute type (x: input's first half along dim,
    o: its second half), as torch.nn.functional.glu.

    Plan: GluPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["glu"], locals())


def glu_backward(grad_output, input, dim=-1, *, stream=None):
    """Adjoint of glu: grad_input's first half = g * s; its second half = g * x * s * (1 - s); s =
    sigmoid(o), elementwise in the compute type (g: grad_output, x: input's first half along dim, o:
    its second half).

    Plan: GluBackwardPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["glu_backward"], locals())


def swiglu(input, other, *, stream=None):
    """out = x * s * o; s = sigmoid(x), elementwise in the compute type (x: the input, o: the other
    operand), as the fused form below. silu(input) * other: a SwiGLU MLP's gate and up projections
    in one kernel, as Liger-Kernel's.

    Plan: SwigluPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["swiglu"], locals())


class SwigluBackwardResult(NamedTuple):
    """The outputs of swiglu_backward, by name (None where not computed)."""

    grad_input: Any
    grad_other: Any


def swiglu_backward(grad_output, input, other, *, stream=None):
    """Adjoint of swiglu: grad_input = g * o * s * (1 + x * (1 - s)); grad_other = g * x * s; s =
    sigmoid(x), elementwise in the compute type (g: grad_output, x: the input, o: the other
    operand).

    Plan: SwigluBackwardPlan (dtypes, limits, workspace, precision).
    """
    return SwigluBackwardResult(*invoke(PLANS["swiglu_backward"], locals()))


def pow(input, exponent, *, stream=None):
    """out = is_number(n) ? power(x, n) : pow(x, n), elementwise in the compute type (x: the input, n:
    the exponent), as torch.pow, input and exponent broadcasting as PyTorch's operands do (input or
    exponent maybe a number, in the compute type).

    Plan: PowPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["pow"], locals())


class PowBackwardResult(NamedTuple):
    """The outputs of pow_backward, by name (None where not computed)."""

    grad_input: Any
    grad_exponent: Any


def pow_backward(grad_output, input, exponent, output, *, stream=None):
    """Adjoint of pow: grad_input = n == 0 ? C(0) : g * (n * (is_number(n) ? power(x, n - 1) : pow(x, n
    - 1))); grad_exponent = x == 0 && n >= 0 ? C(0) : g * (y * log(x)), elementwise in the compute
    type (g: grad_output, x: the input, n: the exponent, y: the forward's output) at the broadcast
    shape; the functional op sums each gradient to its operand's shape (PyTorch's sum_to_size), as
    sum does.

    Plan: PowBackwardPlan (dtypes, limits, workspace, precision).
    """
    return PowBackwardResult(*invoke(PLANS["pow_backward"], locals()))


def div(input, other, rounding_mode=None, *, stream=None):
    """out = rounding_mode == RoundingMode::trunc ? trunc(in_element(x / o)) : rounding_mode ==
    RoundingMode::floor ? floor_divide(x, o, in_element) : x / o, elementwise in the compute type
    (x: the input, o: the other operand), as torch.div, input and other broadcasting as PyTorch's
    operands do (other maybe a number, in the compute type).

    Plan: DivPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["div"], locals())


def div_(input, other, rounding_mode=None, *, stream=None):
    """div in place, as Tensor.div_: the result written over input, elementwise as div computes it;
    input has the broadcast shape.

    Plan: DivInplacePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["div_"], locals())


class DivBackwardResult(NamedTuple):
    """The outputs of div_backward, by name (None where not computed)."""

    grad_input: Any
    grad_other: Any


def div_backward(grad_output, input, other, rounding_mode=None, *, stream=None):
    """Adjoint of div: grad_input = rounding_mode == RoundingMode::none ? g / o : C(0); grad_other =
    rounding_mode == RoundingMode::none ? -g * (x / o / o) : C(0), elementwise in the compute type
    (g: grad_output, x: the input, o: the other operand) at the broadcast shape; the functional op
    sums each gradient to its operand's shape (PyTorch's sum_to_size), as sum does.

    Plan: DivBackwardPlan (dtypes, limits, workspace, precision).
    """
    return DivBackwardResult(*invoke(PLANS["div_backward"], locals()))


def add(input, other, alpha=1.0, *, stream=None):
    """out = fma(element_of(alpha), element_of(o), x), elementwise in the compute type (x: the input,
    o: the other operand), as torch.add, input and other broadcasting as PyTorch's operands do
    (other maybe a number, in the compute type).

    Plan: AddPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["add"], locals())


def add_(input, other, alpha=1.0, *, stream=None):
    """add in place, as Tensor.add_: the result written over input, elementwise as add computes it;
    input has the broadcast shape.

    Plan: AddInplacePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["add_"], locals())


def sub(input, other, alpha=1.0, *, stream=None):
    """out = fma(-element_of(alpha), element_of(o), x), elementwise in the compute type (x: the input,
    o: the other operand), as torch.sub, input and other broadcasting as PyTorch's operands do
    (other maybe a number, in the compute type).

    Plan: SubPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["sub"], locals())


def sub_(input, other, alpha=1.0, *, stream=None):
    """sub in place, as Tensor.sub_: the result written over input, elementwise as sub computes it;
    input has the broadcast shape.

    Plan: SubInplacePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["sub_"], locals())


def mul(input, other, *, stream=None):
    """out = x * o, elementwise in the compute type (x: the input, o: the other operand), as torch.mul,
    input and other broadcasting as PyTorch's operands do (other maybe a number, in the compute
    type).

    Plan: MulPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["mul"], locals())


def mul_(input, other, *, stream=None):
    """mul in place, as Tensor.mul_: the result written over input, elementwise as mul computes it;
    input has the broadcast shape.

    Plan: MulInplacePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["mul_"], locals())


def maximum(input, other, *, stream=None):
    """out = x > o || x != x ? x : o, elementwise in the compute type (x: the input, o: the other
    operand), as torch.maximum, input and other broadcasting as PyTorch's operands do.

    Plan: MaximumPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["maximum"], locals())


class MaximumBackwardResult(NamedTuple):
    """The outputs of maximum_backward, by name (None where not computed)."""

    grad_input: Any
    grad_other: Any


def maximum_backward(grad_output, input, other, *, stream=None):
    """Adjoint of maximum: grad_input = x == o ? g / 2 : x < o ? C(0) : g; grad_other = x == o ? g / 2
    : x > o ? C(0) : g, elementwise in the compute type (g: grad_output, x: the input, o: the other
    operand) at the broadcast shape; the functional op sums each gradient to its operand's shape
    (PyTorch's sum_to_size), as sum does.

    Plan: MaximumBackwardPlan (dtypes, limits, workspace, precision).
    """
    return MaximumBackwardResult(*invoke(PLANS["maximum_backward"], locals()))


def minimum(input, other, *, stream=None):
    """out = x < o || x != x ? x : o, elementwise in the compute type (x: the input, o: the other
    operand), as torch.minimum, input and other broadcasting as PyTorch's operands do.

    Plan: MinimumPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["minimum"], locals())


class MinimumBackwardResult(NamedTuple):
    """The outputs of minimum_backward, by name (None where not computed)."""

    grad_input: Any
    grad_other: Any


def minimum_backward(grad_output, input, other, *, stream=None):
    """Adjoint of minimum: grad_input = x == o ? g / 2 : x > o ? C(0) : g; grad_other = x == o ? g / 2
    : x < o ? C(0) : g, elementwise in the compute type (g: grad_output, x: the input, o: the other
    operand) at the broadcast shape; the functional op sums each gradient to its operand's shape
    (PyTorch's sum_to_size), as sum does.

    Plan: MinimumBackwardPlan (dtypes, limits, workspace, precision).
    """
    return MinimumBackwardResult(*invoke(PLANS["minimum_backward"], locals()))


def clamp(input, min=None, max=None, *, stream=None):
    """out = unordered(l, h) ? l + h : bounded; hi = element_of(h); lo = element_of(l); raised = x < lo
    ? lo : x; bounded = raised > hi ? hi : raised, elementwise in the compute type (x: the input, l:
    the lower bound, h: the upper bound), as torch.clamp, input and lower and upper broadcasting as
    PyTorch's operands do (lower or upper maybe a number, in the compute type).

    Plan: ClampPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["clamp"], locals())


def clamp_(input, min=None, max=None, *, stream=None):
    """clamp in place, as Tensor.clamp_: the result written over input, elementwise as clamp computes
    it; input has the broadcast shape.

    Plan: ClampInplacePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["clamp_"], locals())


class ClampBackwardResult(NamedTuple):
    """The outputs of clamp_backward, by name (None where not computed)."""

    grad_input: Any
    grad_lower: Any
    grad_upper: Any


def clamp_backward(grad_output, input, min=None, max=None, *, stream=None):
    """Adjoint of clamp: grad_input = x >= lo && x <= hi ? g : C(0); grad_lower = x < lo &&
    (!upper_given || lo < hi) ? g : C(0); grad_upper = x > hi || hi < lo ? g : C(0); hi =
    element_of(h); lo = element_of(l), elementwise in the compute type (g: grad_output, x: the
    input, l: the lower bound, h: the upper bound) at the broadcast shape; the functional op sums
    each gradient to its operand's shape (PyTorch's sum_to_size), as sum does.

    Plan: ClampBackwardPlan (dtypes, limits, workspace, precision).
    """
    return ClampBackwardResult(*invoke(PLANS["clamp_backward"], locals()))


def where(condition, input, other, *, stream=None):
    """out = c ? x : o, elementwise in the compute type (c: the condition, x: the input, o: the other
    operand), as torch.where, condition and input and other broadcasting as PyTorch's operands do
    (input or other maybe a number, in the compute type).

    Plan: WherePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["where"], locals())


class WhereBackwardResult(NamedTuple):
    """The outputs of where_backward, by name (None where not computed)."""

    grad_input: Any
    grad_other: Any


def where_backward(grad_output, condition, input, other, *, stream=None):
    """Adjoint of where: grad_input = c ? g : C(0); grad_other = c ? C(0) : g, elementwise in the
    compute type (g: grad_output, c: the condition, x: the input, o: the other operand) at the
    broadcast shape; the functional op sums each gradient to its operand's shape (PyTorch's
    sum_to_size), as sum does.

    Plan: WhereBackwardPlan (dtypes, limits, workspace, precision).
    """
    return WhereBackwardResult(*invoke(PLANS["where_backward"], locals()))


def masked_fill(input, mask, value, *, stream=None):
    """out = m ? v : x, elementwise in the compute type (x: the input, m: the mask, v: the value), as
    torch.masked_fill, input and mask and value broadcasting as PyTorch's operands do (value maybe a
    number, in the compute type).

    Plan: MaskedFillPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["masked_fill"], locals())


def masked_fill_(input, mask, value, *, stream=None):
    """masked_fill in place, as Tensor.masked_fill_: the result written over input, elementwise as
    masked_fill computes it; input has the broadcast shape.

    Plan: MaskedFillInplacePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["masked_fill_"], locals())


class MaskedFillBackwardResult(NamedTuple):
    """The outputs of masked_fill_backward, by name (None where not computed)."""

    grad_input: Any
    grad_value: Any


def masked_fill_backward(grad_output, input, mask, value, *, stream=None):
    """Adjoint of masked_fill: grad_input = m ? C(0) : g; grad_value = m ? g : C(0), elementwise in the
    compute type (g: grad_output, x: the input, m: the mask, v: the value) at the broadcast shape;
    the functional op sums each gradient to its operand's shape (PyTorch's sum_to_size), as sum
    does.

    Plan: MaskedFillBackwardPlan (dtypes, limits, workspace, precision).
    """
    return MaskedFillBackwardResult(*invoke(PLANS["masked_fill_backward"], locals()))


def lerp(input, end, weight, *, stream=None):
    """out = abs(w) < C(0.5) ? x + w * (e - x) : e - (e - x) * (1 - w), elementwise in the compute type
    (x: the input, e: the end, w: the weight), as torch.lerp, input and end and weight broadcasting
    as PyTorch's operands do (weight maybe a number, in the compute type).

    Plan: LerpPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["lerp"], locals())


def lerp_(input, end, weight, *, stream=None):
    """lerp in place, as Tensor.lerp_: the result written over input, elementwise as lerp computes it;
    input has the broadcast shape.

    Plan: LerpInplacePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["lerp_"], locals())


class LerpBackwardResult(NamedTuple):
    """The outputs of lerp_backward, by name (None where not computed)."""

    grad_input: Any
    grad_end: Any
    grad_weight: Any


def lerp_backward(grad_output, input, end, weight, *, stream=None):
    """Adjoint of lerp: grad_input = g * (1 - w); grad_end = g * w; grad_weight = g * (e - x),
    elementwise in the compute type (g: grad_output, x: the input, e: the end, w: the weight) at the
    broadcast shape; the functional op sums each gradient to its operand's shape (PyTorch's
    sum_to_size), as sum does.

    Plan: LerpBackwardPlan (dtypes, limits, workspace, precision).
    """
    return LerpBackwardResult(*invoke(PLANS["lerp_backward"], locals()))


def addcmul(input, tensor1, tensor2, value=1.0, *, stream=None):
    """out = x + value * a * b, elementwise in the compute type (x: the input, a: tensor1, b: tensor2),
    as torch.addcmul, input and tensor1 and tensor2 broadcasting as PyTorch's operands do.

    Plan: AddcmulPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["addcmul"], locals())


def addcmul_(input, tensor1, tensor2, value=1.0, *, stream=None):
    """addcmul in place, as Tensor.addcmul_: the result written over input, elementwise as addcmul
    computes it; input has the broadcast shape.

    Plan: AddcmulInplacePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["addcmul_"], locals())


class AddcmulBackwardResult(NamedTuple):
    """The outputs of addcmul_backward, by name (None where not computed)."""

    grad_input: Any
    grad_tensor1: Any
    grad_tensor2: Any


def addcmul_backward(grad_output, input, tensor1, tensor2, value=1.0, *, stream=None):
    """Adjoint of addcmul: grad_input = g; grad_tensor1 = g * value * b; grad_tensor2 = g * value * a,
    elementwise in the compute type (g: grad_output, x: the input, a: tensor1, b: tensor2) at the
    broadcast shape; the functional op sums each gradient to its operand's shape (PyTorch's
    sum_to_size), as sum does.

    Plan: AddcmulBackwardPlan (dtypes, limits, workspace, precision).
    """
    return AddcmulBackwardResult(*invoke(PLANS["addcmul_backward"], locals()))


def addcdiv(input, tensor1, tensor2, value=1.0, *, stream=None):
    """out = x + value * a / b, elementwise in the compute type (x: the input, a: tensor1, b: tensor2),
    as torch.addcdiv, input and tensor1 and tensor2 broadcasting as PyTorch's operands do.

    Plan: AddcdivPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["addcdiv"], locals())


def addcdiv_(input, tensor1, tensor2, value=1.0, *, stream=None):
    """addcdiv in place, as Tensor.addcdiv_: the result written over input, elementwise as addcdiv
    computes it; input has the broadcast shape.

    Plan: AddcdivInplacePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["addcdiv_"], locals())


class AddcdivBackwardResult(NamedTuple):
    """The outputs of addcdiv_backward, by name (None where not computed)."""

    grad_input: Any
    grad_tensor1: Any
    grad_tensor2: Any


def addcdiv_backward(grad_output, input, tensor1, tensor2, value=1.0, *, stream=None):
    """Adjoint of addcdiv: grad_input = g; grad_tensor1 = g * value / b; grad_tensor2 = -g * value * a
    / (b * b), elementwise in the compute type (g: grad_output, x: the input, a: tensor1, b:
    tensor2) at the broadcast shape; the functional op sums each gradient to its operand's shape
    (PyTorch's sum_to_size), as sum does.

    Plan: AddcdivBackwardPlan (dtypes, limits, workspace, precision).
    """
    return AddcdivBackwardResult(*invoke(PLANS["addcdiv_backward"], locals()))


def eq(input, other, *, stream=None):
    """out = x == o, elementwise in the compute type (x: the input, o: the other operand), as torch.eq,
    input and other broadcasting as PyTorch's operands do (other maybe a number, rounded to the
    element).

    Plan: EqPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["eq"], locals())


def ne(input, other, *, stream=None):
    """out = x != o, elementwise in the compute type (x: the input, o: the other operand), as torch.ne,
    input and other broadcasting as PyTorch's operands do (other maybe a number, rounded to the
    element).

    Plan: NePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["ne"], locals())


def lt(input, other, *, stream=None):
    """out = x < o, elementwise in the compute type (x: the input, o: the other operand), as torch.lt,
    input and other broadcasting as PyTorch's operands do (other maybe a number, rounded to the
    element).

    Plan: LtPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["lt"], locals())


def le(input, other, *, stream=None):
    """out = x <= o, elementwise in the compute type (x: the input, o: the other operand), as torch.le,
    input and other broadcasting as PyTorch's operands do (other maybe a number, rounded to the
    element).

    Plan: LePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["le"], locals())


def gt(input, other, *, stream=None):
    """out = x > o, elementwise in the compute type (x: the input, o: the other operand), as torch.gt,
    input and other broadcasting as PyTorch's operands do (other maybe a number, rounded to the
    element).

    Plan: GtPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["gt"], locals())


def ge(input, other, *, stream=None):
    """out = x >= o, elementwise in the compute type (x: the input, o: the other operand), as torch.ge,
    input and other broadcasting as PyTorch's operands do (other maybe a number, rounded to the
    element).

    Plan: GePlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["ge"], locals())


def logical_not(input, *, stream=None):
    """out = x == 0, elementwise in the compute type (x: the input), as torch.logical_not.

    Plan: LogicalNotPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["logical_not"], locals())


def logical_and(input, other, *, stream=None):
    """out = x != 0 && o != 0, elementwise in the compute type (x: the input, o: the other operand), as
    torch.logical_and, input and other broadcasting as PyTorch's operands do.

    Plan: LogicalAndPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["logical_and"], locals())


def logical_or(input, other, *, stream=None):
    """out = x != 0 || o != 0, elementwise in the compute type (x: the input, o: the other operand), as
    torch.logical_or, input and other broadcasting as PyTorch's operands do.

    Plan: LogicalOrPlan (dtypes, limits, workspace, precision).
    """
    return invoke(PLANS["logical_or"], locals())


# ---- gradient rules: (forward op, differentiable arguments, pullback(grad, arguments, output, saved, stream),
# estimator: None when the rule is the derivative, else (kind, doc, when, predicate over the arguments, elementwise),
# {argument: predicate over the arguments} of the gradients that only some calls give,
# how its forward-mode rule follows: "linear", "elementwise", "halves", "stated" or None (codegen/render.py's _tangent),
# and a stated one's jvp(tangents by argument, arguments, output, saved, stream) and {argument with a term:
# None, or (when, predicate over the arguments) where the term holds for some calls only})


def _with(a, **replaced):
    """The arguments `a` with some replaced (a stated tangent's adjoint(grad, **replaced))."""
    return SimpleNamespace(**{**vars(a), **replaced})


def _summed(terms: list, stream):
    """The sum of a stated tangent's terms."""
    return functools.reduce(lambda total, term: add(total, term, stream=stream), terms)


def _embedding_pullback(grad, a, output, saved, stream):
    result = embedding_backward(grad, a.input, a.weight.shape[0], a.padding_idx, a.scale_grad_by_freq, stream=stream)
    return {"weight": result}


def _embedding_bag_pullback(grad, a, output, saved, stream):
    result = embedding_bag_backward(grad, a.input, saved.get('offset2bag'), saved.get('bag_size'), saved.get('max_indices'), a.weight.shape[0], a.scale_grad_by_freq, a.mode, a.per_sample_weights, a.weight, a.padding_idx, stream=stream)
    return {"weight": result[0], "per_sample_weights": result[1]}


def _embedding_bag_tangent(tangents, a, output, saved, stream):
    terms = {
        "weight": lambda t: embedding_bag(input=a.input, weight=t, offsets=a.offsets, max_norm=a.max_norm, norm_type=a.norm_type, scale_grad_by_freq=a.scale_grad_by_freq, mode=a.mode, per_sample_weights=a.per_sample_weights, include_last_offset=a.include_last_offset, padding_idx=a.padding_idx, stream=stream),
        "per_sample_weights": lambda t: embedding_bag(input=a.input, weight=a.weight, offsets=a.offsets, max_norm=a.max_norm, norm_type=a.norm_type, scale_grad_by_freq=a.scale_grad_by_freq, mode=a.mode, per_sample_weights=t, include_last_offset=a.include_last_offset, padding_idx=a.padding_idx, stream=stream),
    }
    return _summed([terms[name](t) for name, t in tangents.items()], stream)


def _layer_norm_pullback(grad, a, output, saved, stream):
    result = layer_norm_backward(grad, a.input, a.normalized_shape, saved.get('mean'), saved.get('rstd'), a.weight, a.bias, (True, True, True), stream=stream)
    return {"input": result[0], "weight": result[1], "bias": result[2]}


def _layer_norm_tangent(tangents, a, output, saved, stream):
    terms = {
        "input": lambda t: mul(_layer_norm_pullback(t, _with(a, weight=None, bias=None), output, saved, stream)['input'], 1.0 if a.weight is None else a.weight, stream=stream),
        "weight": lambda t: layer_norm(a.input, a.normalized_shape, t, None, a.eps, stream=stream),
        "bias": lambda t: mul(ones_like(output), t, stream=stream),
    }
    return _summed([terms[name](t) for name, t in tangents.items()], stream)


def _rms_norm_pullback(grad, a, output, saved, stream):
    result = rms_norm_backward(grad, a.input, a.normalized_shape, saved.get('rstd'), a.weight, (True, True), stream=stream)
    return {"input": result[0], "weight": result[1]}


def _rms_norm_tangent(tangents, a, output, saved, stream):
    terms = {
        "input": lambda t: mul(_rms_norm_pullback(t, _with(a, weight=None), output, saved, stream)['input'], 1.0 if a.weight is None else a.weight, stream=stream),
        "weight": lambda t: rms_norm(input=a.input, normalized_shape=a.normalized_shape, weight=t, eps=a.eps, stream=stream),
    }
    return _summed([terms[name](t) for name, t in tangents.items()], stream)


def _grid_sample_pullback(grad, a, output, saved, stream):
    result = grid_sample_backward(grad, a.input, a.grid, a.mode, a.padding_mode, a.align_corners, stream=stream)
    return {"input": result[0], "grid": result[1]}


def _grid_sample_tangent(tangents, a, output, saved, stream):
    terms = {
        "input": lambda t: grid_sample(input=t, grid=a.grid, mode=a.mode, padding_mode=a.padding_mode, align_corners=a.align_corners, stream=stream),
        "grid": lambda t: sum(mul(reshape(_grid_sample_pullback(reshape(ones_like(output), (output.shape[0] * output.shape[1], 1, *output.shape[2:])), _with(a, input=reshape(a.input, (a.input.shape[0] * a.input.shape[1], 1, *a.input.shape[2:])), grid=reshape(mul(reshape(a.grid, (a.grid.shape[0], 1, *a.grid.shape[1:])), reshape(ones_like(output), (*output.shape, 1)), stream=stream), (output.shape[0] * output.shape[1], *a.grid.shape[1:]))), output, saved, stream)['grid'], (*output.shape, a.grid.shape[-1])), reshape(t, (a.grid.shape[0], 1, *a.grid.shape[1:])), stream=stream), -1, stream=stream),
    }
    return _summed([terms[name](t) for name, t in tangents.items()], stream)


def _grid_sample_3d_pullback(grad, a, output, saved, stream):
    result = grid_sample_3d_backward(grad, a.input, a.grid, a.mode, a.padding_mode, a.align_corners, stream=stream)
    return {"input": result[0], "grid": result[1]}


def _grid_sample_3d_tangent(tangents, a, output, saved, stream):
    terms = {
        "input": lambda t: grid_sample_3d(input=t, grid=a.grid, mode=a.mode, padding_mode=a.padding_mode, align_corners=a.align_corners, stream=stream),
        "grid": lambda t: sum(mul(reshape(_grid_sample_3d_pullback(reshape(ones_like(output), (output.shape[0] * output.shape[1], 1, *output.shape[2:])), _with(a, input=reshape(a.input, (a.input.shape[0] * a.input.shape[1], 1, *a.input.shape[2:])), grid=reshape(mul(reshape(a.grid, (a.grid.shape[0], 1, *a.grid.shape[1:])), reshape(ones_like(output), (*output.shape, 1)), stream=stream), (output.shape[0] * output.shape[1], *a.grid.shape[1:]))), output, saved, stream)['grid'], (*output.shape, a.grid.shape[-1])), reshape(t, (a.grid.shape[0], 1, *a.grid.shape[1:])), stream=stream), -1, stream=stream),
    }
    return _summed([terms[name](t) for name, t in tangents.items()], stream)


def _interpolate_pullback(grad, a, output, saved, stream):
    result = interpolate_backward(grad, a.input.shape, a.size, a.scale_factor, a.mode, a.align_corners, a.recompute_scale_factor, a.antialias, stream=stream)
    return {"input": result}


def _softmax_pullback(grad, a, output, saved, stream):
    result = softmax_backward(grad, output, a.dim, a.input.dtype, stream=stream)
    return {"input": result}


def _softmax_tangent(tangents, a, output, saved, stream):
    terms = {
        "input": lambda t: softmax_backward(to(t, output.dtype, stream=stream), output, a.dim, output.dtype, stream=stream),
    }
    return _summed([terms[name](t) for name, t in tangents.items()], stream)


def _log_softmax_pullback(grad, a, output, saved, stream):
    result = log_softmax_backward(grad, output, a.dim, a.input.dtype, stream=stream)
    return {"input": result}


def _log_softmax_tangent(tangents, a, output, saved, stream):
    terms = {
        "input": lambda t: sub(to(t, output.dtype, stream=stream), sum(mul(exp(output, stream=stream), to(t, output.dtype, stream=stream), stream=stream), a.dim, keepdim=True, stream=stream), stream=stream),
    }
    return _summed([terms[name](t) for name, t in tangents.items()], stream)


def _quantize_per_tensor_pullback(grad, a, output, saved, stream):
    result = quantize_per_tensor_backward(like(grad, a.input), a.input, a.scale, a.zero_point, a.dtype, quant_min=a.quant_min, quant_max=a.quant_max, stream=stream)
    return {"input": result}


def _dequantize_per_tensor_pullback(grad, a, output, saved, stream):
    result = dequantize_per_tensor_backward(grad, a.scale, input_dtype=a.input.dtype, stream=stream)
    return {"input": result}


def _quantize_per_channel_pullback(grad, a, output, saved, stream):
    result = quantize_per_channel_backward(like(grad, a.input), a.input, a.scales, a.zero_points, a.axis, a.dtype, quant_min=a.quant_min, quant_max=a.quant_max, stream=stream)
    return {"input": result}


def _dequantize_per_channel_pullback(grad, a, output, saved, stream):
    result = dequantize_per_channel_backward(grad, a.scales, a.axis, input_dtype=a.input.dtype, stream=stream)
    return {"input": result}


def _quantize_per_channel_float_qparams_pullback(grad, a, output, saved, stream):
    result = quantize_per_channel_float_qparams_backward(like(grad, a.input), a.input, a.scales, a.zero_points, a.axis, a.dtype, quant_min=a.quant_min, quant_max=a.quant_max, stream=stream)
    return {"input": result}


def _dequantize_per_channel_float_qparams_pullback(grad, a, output, saved, stream):
    result = dequantize_per_channel_backward(grad, a.scales, a.axis, input_dtype=a.input.dtype, stream=stream)
    return {"input": result}


def _fake_quantize_per_tensor_affine_pullback(grad, a, output, saved, stream):
    result = fake_quantize_per_tensor_affine_backward(grad, a.input, a.scale, a.zero_point, a.quant_min, a.quant_max, stream=stream)
    return {"input": result}


def _fake_quantize_per_channel_affine_pullback(grad, a, output, saved, stream):
    result = fake_quantize_per_channel_affine_backward(grad, a.input, a.scale, a.zero_point, a.axis, a.quant_min, a.quant_max, stream=stream)
    return {"input": result}


def _fake_quantize_learnable_per_tensor_affine_pullback(grad, a, output, saved, stream):
    result = fake_quantize_learnable_per_tensor_affine_backward(grad, a.input, a.scale, a.zero_point, a.quant_min, a.quant_max, a.grad_factor, stream=stream)
    return {"input": result[0], "scale": result[1], "zero_point": result[2]}


def _nll_loss_pullback(grad, a, output, saved, stream):
    result = nll_loss_backward(grad, a.input, a.target, a.weight, a.reduction, a.ignore_index, saved.get('total_weight'), stream=stream)
    return {"input": result}


def _nll_loss_tangent(tangents, a, output, saved, stream):
    terms = {
        "input": lambda t: nll_loss(input=t, target=a.target, weight=a.weight, ignore_index=a.ignore_index, reduction=a.reduction, stream=stream),
    }
    return _summed([terms[name](t) for name, t in tangents.items()], stream)


def _cross_entropy_pullback(grad, a, output, saved, stream):
    result = cross_entropy_backward(grad, a.input, a.target, a.weight, a.reduction, a.ignore_index, a.label_smoothing, saved.get('total_weight'), a.weight is not None, stream=stream)
    return {"input": result[0], "target": result[1], "weight": result[2]}


def _cross_entropy_tangent(tangents, a, output, saved, stream):
    terms = {
        "input": lambda t: sum(mul(_cross_entropy_pullback(ones_like(output), _with(a), output, saved, stream)['input'], t, stream=stream), 1 if output.ndim else None, stream=stream),
        "target": lambda t: sum(mul(_cross_entropy_pullback(ones_like(output), _with(a), output, saved, stream)['target'], t, stream=stream), 1 if output.ndim else None, stream=stream),
        "weight": lambda t: cross_entropy(input=a.input, target=a.target, weight=t, ignore_index=a.ignore_index, reduction=a.reduction, label_smoothing=a.label_smoothing, stream=stream),
    }
    return _summed([terms[name](t) for name, t in tangents.items()], stream)


def _cross_entropy_probs_pullback(grad, a, output, saved, stream):
    result = cross_entropy_probs_backward(grad, a.input, a.target, a.weight, a.reduction, a.label_smoothing, a.weight is not None, stream=stream)
    return {"input": result[0], "target": result[1], "weight": result[2]}


def _cross_entropy_probs_tangent(tangents, a, output, saved, stream):
    terms = {
        "input": lambda t: sum(mul(_cross_entropy_probs_pullback(ones_like(output), _with(a), output, saved, stream)['input'], t, stream=stream), 1 if output.ndim else None, stream=stream),
        "target": lambda t: sum(mul(_cross_entropy_probs_pullback(ones_like(output), _with(a), output, saved, stream)['target'], t, stream=stream), 1 if output.ndim else None, stream=stream),
        "weight": lambda t: cross_entropy_probs(input=a.input, target=a.target, weight=t, reduction=a.reduction, label_smoothing=a.label_smoothing, stream=stream),
    }
    return _summed([terms[name](t) for name, t in tangents.items()], stream)


def _adaptive_avg_pool2d_pullback(grad, a, output, saved, stream):
    result = adaptive_avg_pool2d_backward(grad, a.input.shape, stream=stream)
    return {"input": result}


def _sum_pullback(grad, a, output, saved, stream):
    result = sum_backward(like(grad, a.input), a.input.shape, a.dim, a.keepdim, stream=stream)
    return {"input": result}


def _mean_pullback(grad, a, output, saved, stream):
    result = mean_backward(like(grad, a.input), a.input.shape, a.dim, a.keepdim, stream=stream)
    return {"input": result}


def _to_pullback(grad, a, output, saved, stream):
    result = to(grad, a.input.dtype, stream=stream)
    return {"input": result}


def _relu_pullback(grad, a, output, saved, stream):
    result = relu_backward(grad, a.input, stream=stream)
    return {"input": result}


def _leaky_relu_pullback(grad, a, output, saved, stream):
    result = leaky_relu_backward(grad, a.input, a.negative_slope, stream=stream)
    return {"input": result}


def _elu_pullback(grad, a, output, saved, stream):
    result = elu_backward(grad, a.input, a.alpha, stream=stream)
    return {"input": result}


def _gelu_pullback(grad, a, output, saved, stream):
    result = gelu_backward(grad, a.input, a.approximate, stream=stream)
    return {"input": result}


def _silu_pullback(grad, a, output, saved, stream):
    result = silu_backward(grad, a.input, stream=stream)
    return {"input": result}


def _mish_pullback(grad, a, output, saved, stream):
    result = mish_backward(grad, a.input, stream=stream)
    return {"input": result}


def _softplus_pullback(grad, a, output, saved, stream):
    result = softplus_backward(grad, a.input, a.beta, a.threshold, stream=stream)
    return {"input": result}


def _hardswish_pullback(grad, a, output, saved, stream):
    result = hardswish_backward(grad, a.input, stream=stream)
    return {"input": result}


def _hardsigmoid_pullback(grad, a, output, saved, stream):
    result = hardsigmoid_backward(grad, a.input, stream=stream)
    return {"input": result}


def _hardtanh_pullback(grad, a, output, saved, stream):
    result = hardtanh_backward(grad, a.input, a.min_val, a.max_val, stream=stream)
    return {"input": result}


def _relu6_pullback(grad, a, output, saved, stream):
    result = relu6_backward(grad, a.input, stream=stream)
    return {"input": result}


def _logsigmoid_pullback(grad, a, output, saved, stream):
    result = logsigmoid_backward(grad, a.input, stream=stream)
    return {"input": result}


def _sigmoid_pullback(grad, a, output, saved, stream):
    result = sigmoid_backward(grad, output, stream=stream)
    return {"input": result}


def _tanh_pullback(grad, a, output, saved, stream):
    result = tanh_backward(grad, output, stream=stream)
    return {"input": result}


def _neg_pullback(grad, a, output, saved, stream):
    result = neg_backward(grad, stream=stream)
    return {"input": result}


def _square_pullback(grad, a, output, saved, stream):
    result = square_backward(grad, a.input, stream=stream)
    return {"input": result}


def _abs_pullback(grad, a, output, saved, stream):
    result = abs_backward(grad, a.input, stream=stream)
    return {"input": result}


def _exp_pullback(grad, a, output, saved, stream):
    result = exp_backward(grad, output, stream=stream)
    return {"input": result}


def _log_pullback(grad, a, output, saved, stream):
    result = log_backward(grad, a.input, stream=stream)
    return {"input": result}


def _log1p_pullback(grad, a, output, saved, stream):
    result = log1p_backward(grad, a.input, stream=stream)
    return {"input": result}


def _expm1_pullback(grad, a, output, saved, stream):
    result = expm1_backward(grad, output, stream=stream)
    return {"input": result}


def _sqrt_pullback(grad, a, output, saved, stream):
    result = sqrt_backward(grad, output, stream=stream)
    return {"input": result}


def _rsqrt_pullback(grad, a, output, saved, stream):
    result = rsqrt_backward(grad, output, stream=stream)
    return {"input": result}


def _reciprocal_pullback(grad, a, output, saved, stream):
    result = reciprocal_backward(grad, output, stream=stream)
    return {"input": result}


def _sin_pullback(grad, a, output, saved, stream):
    result = sin_backward(grad, a.input, stream=stream)
    return {"input": result}


def _cos_pullback(grad, a, output, saved, stream):
    result = cos_backward(grad, a.input, stream=stream)
    return {"input": result}


def _erf_pullback(grad, a, output, saved, stream):
    result = erf_backward(grad, a.input, stream=stream)
    return {"input": result}


def _geglu_pullback(grad, a, output, saved, stream):
    result = geglu_backward(grad, a.input, a.other, a.approximate, stream=stream)
    return {"input": result[0], "other": result[1]}


def _glu_pullback(grad, a, output, saved, stream):
    result = glu_backward(grad, a.input, a.dim, stream=stream)
    return {"input": result}


def _swiglu_pullback(grad, a, output, saved, stream):
    result = swiglu_backward(grad, a.input, a.other, stream=stream)
    return {"input": result[0], "other": result[1]}


def _pow_pullback(grad, a, output, saved, stream):
    result = pow_backward(grad, a.input, a.exponent, output, stream=stream)
    return {"input": result[0], "exponent": result[1]}


def _div_pullback(grad, a, output, saved, stream):
    result = div_backward(grad, a.input, a.other, a.rounding_mode, stream=stream)
    return {"input": result[0], "other": result[1]}


def _add_pullback(grad, a, output, saved, stream):
    result = add_backward(grad, a.input.shape, shape_of(a.other), a.alpha, stream=stream)
    return {"input": result[0], "other": result[1]}


def _sub_pullback(grad, a, output, saved, stream):
    result = add_backward(grad, a.input.shape, shape_of(a.other), -a.alpha, stream=stream)
    return {"input": result[0], "other": result[1]}


def _mul_pullback(grad, a, output, saved, stream):
    result = mul_backward(grad, a.input, a.other, stream=stream)
    return {"input": result[0], "other": result[1]}


def _maximum_pullback(grad, a, output, saved, stream):
    result = maximum_backward(grad, a.input, a.other, stream=stream)
    return {"input": result[0], "other": result[1]}


def _minimum_pullback(grad, a, output, saved, stream):
    result = minimum_backward(grad, a.input, a.other, stream=stream)
    return {"input": result[0], "other": result[1]}


def _clamp_pullback(grad, a, output, saved, stream):
    result = clamp_backward(grad, a.input, a.min, a.max, stream=stream)
    return {"input": result[0], "min": result[1], "max": result[2]}


def _where_pullback(grad, a, output, saved, stream):
    result = where_backward(grad, a.condition, a.input, a.other, stream=stream)
    return {"input": result[0], "other": result[1]}


def _masked_fill_pullback(grad, a, output, saved, stream):
    result = masked_fill_backward(grad, a.input, a.mask, a.value, stream=stream)
    return {"input": result[0], "value": result[1]}


def _lerp_pullback(grad, a, output, saved, stream):
    result = lerp_backward(grad, a.input, a.end, a.weight, stream=stream)
    return {"input": result[0], "end": result[1], "weight": result[2]}


def _addcmul_pullback(grad, a, output, saved, stream):
    result = addcmul_backward(grad, a.input, a.tensor1, a.tensor2, a.value, stream=stream)
    return {"input": result[0], "tensor1": result[1], "tensor2": result[2]}


def _addcdiv_pullback(grad, a, output, saved, stream):
    result = addcdiv_backward(grad, a.input, a.tensor1, a.tensor2, a.value, stream=stream)
    return {"input": result[0], "tensor1": result[1], "tensor2": result[2]}


ADJOINTS = {
    "embedding": (embedding, ('weight',), _embedding_pullback,
        ('rescaled', "As PyTorch's: padding_idx's row gets no gradient although the forward reads it, and scale_grad_by_freq divides each contribution by how often its index occurs in input.", 'padding_idx is not None or scale_grad_by_freq', lambda a: a.padding_idx is not None or a.scale_grad_by_freq, False), {'weight': lambda a: floating(a.weight)}, 'linear',
        None, {},
        {}, ('weight',)),
    "embedding_bag": (embedding_bag, ('weight', 'per_sample_weights'), _embedding_bag_pullback,
        ('rescaled', "As PyTorch's, scale_grad_by_freq divides each contribution to weight by how often its index occurs in input.", 'scale_grad_by_freq', lambda a: a.scale_grad_by_freq, False), {}, 'stated',
        _embedding_bag_tangent, {'weight': ("mode != 'max'", lambda a: a.mode != 'max'), 'per_sample_weights': None},
        {}, ('per_sample_weights',)),
    "layer_norm": (layer_norm, ('input', 'weight', 'bias'), _layer_norm_pullback,
        None, {}, 'stated',
        _layer_norm_tangent, {'input': None, 'weight': None, 'bias': None},
        {}, ()),
    "rms_norm": (rms_norm, ('input', 'weight'), _rms_norm_pullback,
        None, {}, 'stated',
        _rms_norm_tangent, {'input': None, 'weight': None},
        {}, ('weight',)),
    "grid_sample": (grid_sample, ('input', 'grid'), _grid_sample_pullback,
        None, {}, 'stated',
        _grid_sample_tangent, {'input': None, 'grid': None},
        {'grid': lambda a: a.mode == 'nearest'}, ('input',)),
    "grid_sample_3d": (grid_sample_3d, ('input', 'grid'), _grid_sample_3d_pullback,
        None, {}, 'stated',
        _grid_sample_3d_tangent, {'input': None, 'grid': None},
        {'grid': lambda a: a.mode == 'nearest'}, ('input',)),
    "interpolate": (interpolate, ('input',), _interpolate_pullback,
        None, {'input': lambda a: floating(a.input)}, 'linear',
        None, {},
        {}, ('input',)),
    "softmax": (softmax, ('input',), _softmax_pullback,
        None, {}, 'stated',
        _softmax_tangent, {'input': None},
        {}, ()),
    "log_softmax": (log_softmax, ('input',), _log_softmax_pullback,
        None, {}, 'stated',
        _log_softmax_tangent, {'input': ('dim is not None', lambda a: a.dim is not None)},
        {}, ()),
    "quantize_per_tensor": (quantize_per_tensor, ('input',), _quantize_per_tensor_pullback,
        ('straight-through', 'Rounding counts as the identity: the gradient of x / scale + zero_point where the code is within [quant_min, quant_max], 0 where it is clamped.', '', None, True), {}, None,
        None, {},
        {}, ()),
    "dequantize_per_tensor": (dequantize_per_tensor, ('input',), _dequantize_per_tensor_pullback,
        ('straight-through', "The codes are integers: grad * scale is the derivative of the forward's extension to real codes, scale * (q - zero_point).", '', None, True), {}, None,
        None, {},
        {}, ()),
    "quantize_per_channel": (quantize_per_channel, ('input',), _quantize_per_channel_pullback,
        ('straight-through', 'Rounding counts as the identity: the gradient of x / scales[c] + zero_points[c] where the code is within [quant_min, quant_max], 0 where it is clamped.', '', None, True), {}, None,
        None, {},
        {}, ()),
    "dequantize_per_channel": (dequantize_per_channel, ('input',), _dequantize_per_channel_pullback,
        ('straight-through', "The codes are integers: grad * scales[c] is the derivative of the forward's extension to real codes, scales[c] * (q - zero_points[c]).", '', None, True), {}, None,
        None, {},
        {}, ()),
    "quantize_per_channel_float_qparams": (quantize_per_channel_float_qparams, ('input',), _quantize_per_channel_float_qparams_pullback,
        ('straight-through', 'Rounding counts as the identity: the gradient of x / scales[c] + zero_points[c] where the code is within [quant_min, quant_max], 0 where it is clamped.', '', None, True), {}, None,
        None, {},
        {}, ()),
    "dequantize_per_channel_float_qparams": (dequantize_per_channel_float_qparams, ('input',), _dequantize_per_channel_float_qparams_pullback,
        ('straight-through', "The codes are integers: grad * scales[c] is the derivative of the forward's extension to real codes, (q - zero_points[c]) * scales[c].", '', None, True), {}, None,
        None, {},
        {}, ()),
    "fake_quantize_per_tensor_affine": (fake_quantize_per_tensor_affine, ('input',), _fake_quantize_per_tensor_affine_pullback,
        ('straight-through', "Rounding counts as the identity (PyTorch's): grad where the code is within [quant_min, quant_max], 0 where it is clamped.", '', None, True), {}, None,
        None, {},
        {}, ()),
    "fake_quantize_per_channel_affine": (fake_quantize_per_channel_affine, ('input',), _fake_quantize_per_channel_affine_pullback,
        ('straight-through', "Rounding counts as the identity (PyTorch's): grad where the code is within [quant_min, quant_max], 0 where it is clamped.", '', None, True), {}, None,
        None, {},
        {}, ()),
    "fake_quantize_learnable_per_tensor_affine": (fake_quantize_learnable_per_tensor_affine, ('input', 'scale', 'zero_point'), _fake_quantize_learnable_per_tensor_affine_pullback,
        ('straight-through', "LSQ's, as PyTorch's: rounding counts as the identity for input and scale, with the zero point's rounding too; the scale and zero-point gradients are multiplied by grad_factor (see the backward's doc).", '', None, False), {}, None,
        None, {},
        {}, ()),
    "nll_loss": (nll_loss, ('input',), _nll_loss_pullback,
        None, {}, 'linear',
        _nll_loss_tangent, {'input': None},
        {}, ('input',)),
    "cross_entropy": (cross_entropy, ('input', 'target', 'weight'), _cross_entropy_pullback,
        None, {'target': lambda a: floating(a.target), 'weight': lambda a: floating(a.target)}, 'stated',
        _cross_entropy_tangent, {'input': None, 'target': None, 'weight': None},
        {}, ('weight',)),
    "cross_entropy_probs": (cross_entropy_probs, ('input', 'target', 'weight'), _cross_entropy_probs_pullback,
        None, {}, 'stated',
        _cross_entropy_probs_tangent, {'input': None, 'target': None, 'weight': None},
        {}, ('weight',)),
    "adaptive_avg_pool2d": (adaptive_avg_pool2d, ('input',), _adaptive_avg_pool2d_pullback,
        None, {}, 'linear',
        None, {},
        {}, ('input',)),
    "sum": (sum, ('input',), _sum_pullback,
        None, {}, 'linear',
        None, {},
        {}, ('input',)),
    "mean": (mean, ('input',), _mean_pullback,
        None, {}, 'linear',
        None, {},
        {}, ('input',)),
    "to": (to, ('input',), _to_pullback,
        None, {'input': lambda a: floating(a.input) and floating(a.dtype)}, 'linear',
        None, {},
        {}, ('input',)),
    "relu": (relu, ('input',), _relu_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "leaky_relu": (leaky_relu, ('input',), _leaky_relu_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "elu": (elu, ('input',), _elu_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "gelu": (gelu, ('input',), _gelu_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "silu": (silu, ('input',), _silu_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "mish": (mish, ('input',), _mish_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "softplus": (softplus, ('input',), _softplus_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "hardswish": (hardswish, ('input',), _hardswish_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "hardsigmoid": (hardsigmoid, ('input',), _hardsigmoid_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "hardtanh": (hardtanh, ('input',), _hardtanh_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "relu6": (relu6, ('input',), _relu6_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "logsigmoid": (logsigmoid, ('input',), _logsigmoid_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "sigmoid": (sigmoid, ('input',), _sigmoid_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "tanh": (tanh, ('input',), _tanh_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "neg": (neg, ('input',), _neg_pullback,
        None, {}, 'linear',
        None, {},
        {}, ('input',)),
    "square": (square, ('input',), _square_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "abs": (abs, ('input',), _abs_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "exp": (exp, ('input',), _exp_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "log": (log, ('input',), _log_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "log1p": (log1p, ('input',), _log1p_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "expm1": (expm1, ('input',), _expm1_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "sqrt": (sqrt, ('input',), _sqrt_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "rsqrt": (rsqrt, ('input',), _rsqrt_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "reciprocal": (reciprocal, ('input',), _reciprocal_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "sin": (sin, ('input',), _sin_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "cos": (cos, ('input',), _cos_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "erf": (erf, ('input',), _erf_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "geglu": (geglu, ('input', 'other'), _geglu_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "glu": (glu, ('input',), _glu_pullback,
        None, {}, 'halves',
        None, {},
        {}, ()),
    "swiglu": (swiglu, ('input', 'other'), _swiglu_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "pow": (pow, ('input', 'exponent'), _pow_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "div": (div, ('input', 'other'), _div_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "add": (add, ('input', 'other'), _add_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "sub": (sub, ('input', 'other'), _sub_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "mul": (mul, ('input', 'other'), _mul_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "maximum": (maximum, ('input', 'other'), _maximum_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "minimum": (minimum, ('input', 'other'), _minimum_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "clamp": (clamp, ('input', 'min', 'max'), _clamp_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "where": (where, ('input', 'other'), _where_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "masked_fill": (masked_fill, ('input', 'value'), _masked_fill_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "lerp": (lerp, ('input', 'end', 'weight'), _lerp_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "addcmul": (addcmul, ('input', 'tensor1', 'tensor2'), _addcmul_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
    "addcdiv": (addcdiv, ('input', 'tensor1', 'tensor2'), _addcdiv_pullback,
        None, {}, 'elementwise',
        None, {},
        {}, ()),
}


# ---- for skucat.torch's second derivatives: each backward composed of catalog ops, as a formula
# op's grad or an adjoint's `composed` states it (codegen/render.py's _composed)
COMPOSED = {
    "layer_norm": ('python', {}, (('dims', 'list(range(-len(normalized_shape), 0))'), ('centred', 'input - mean(input, dims, keepdim=True)'), ('inverse', 'rsqrt(mean(centred * centred, dims, keepdim=True) + eps)'), ('normed', 'centred * inverse'), ('scaled', 'grad if weight is None else grad * weight'), ('grad_input', 'inverse * (scaled - mean(scaled, dims, keepdim=True) - normed * mean(scaled * normed, dims, keepdim=True))'), ('grad_weight', 'grad * normed'), ('grad_bias', 'grad')), {'input': 'grad_input', 'weight': 'grad_weight', 'bias': 'grad_bias'},
        {}),
    "rms_norm": ('python', {}, (('dims', 'list(range(-len(normalized_shape), 0))'), ('inverse', 'rsqrt(mean(input * input, dims, keepdim=True) + (compute_eps(input) if eps is None else eps))'), ('normed', 'input * inverse'), ('scaled', 'grad if weight is None else grad * weight'), ('grad_input', 'inverse * (scaled - normed * mean(scaled * normed, dims, keepdim=True))'), ('grad_weight', 'grad * normed')), {'input': 'grad_input', 'weight': 'grad_weight'},
        {}),
    "grid_sample": ('python', {}, (('extents', 'constant(shape(input)[2:][::-1], grid)'), ('half', '(extents - 1) / 2 if align_corners else extents / 2'), ('centre', '0 if align_corners else 0.5'), ('unnormalized', '(grid + 1) * half - centre'), ('last', 'extents - 1'), ('low', '0 if align_corners else -0.5'), ('span', 'where(extents - 1 > 0, extents - 1, 1.0) if align_corners else extents'), ('folded', 'abs(unnormalized - low)'), ('folds', "div(folded, span, rounding_mode='floor')"), ('within', 'folded - folds * span'), ('reflected', "where(folds - 2 * div(folds, 2, rounding_mode='floor') == 0, within + low, span - within + low)"), ('padded', "reflected if padding_mode == 'reflection' else unnormalized"), ('clipped', 'where(padded > 0 and padded < last, padded, (padded >= last) * last)'), ('mapped', "unnormalized if mode == 'bicubic' or padding_mode == 'zeros' else clipped"), ('coordinate', "where(mapped >= -2147483648.0 and mapped <= 2147483646.0, mapped, -100.0) if shape(grid)[-1] == 3 and mode != 'bicubic' else mapped"), ('whole', "div(coordinate, 1, rounding_mode='floor')"), ('floor', 'where(whole == whole, whole, coordinate)'), ('offsets', "constant(product([0, 1] if mode == 'bilinear' else [-1, 0, 1, 2], shape(grid)[-1]), grid)"), ('fraction', 'unsqueeze(coordinate - floor, -2)'), ('distance', '(fraction - offsets) * (1 - 2 * (offsets > 0))'), ('cubic', '-0.75'), ('weights', "(1 - offsets) + (2 * offsets - 1) * fraction if mode == 'bilinear' else where(offsets == 0 or offsets == 1, ((cubic + 2) * distance - (cubic + 3)) * distance * distance + 1, ((cubic * distance - 5 * cubic) * distance + 8 * cubic) * distance - 4 * cubic)"), ('weight', 'weights[..., 0] * weights[..., 1] * (weights[..., 2] if shape(grid)[-1] == 3 else 1)'), ('inverse', 'where(half > 0, 1 / where(half > 0, half, 1.0), 0.0) if align_corners else 1 / half'), ('taps', '(unsqueeze(floor, -2) + offsets + centre) * inverse - 1'), ('samples', "grid_sample(input, reshape(taps, shape(grid)[:-2] + [-1, shape(grid)[-1]]), 'nearest', 'zeros' if mode == 'bilinear' else padding_mode, align_corners)"), ('sampled', 'sum(reshape(samples, shape(samples)[:-1] + shape(weight)[-2:]) * unsqueeze(weight, 1), -1)'), ('gradients', 'pullback(sampled, (input, grid), grad)'), ('grad_input', 'gradients[0]'), ('grad_grid', 'gradients[1]')), {'input': 'grad_input', 'grid': 'grad_grid'},
        {}),
    "grid_sample_3d": ('python', {}, (('sampled', 'grid_sample(input, grid, mode, padding_mode, align_corners)'), ('gradients', 'pullback(sampled, (input, grid), grad)'), ('grad_input', 'gradients[0]'), ('grad_grid', 'gradients[1]')), {'input': 'grad_input', 'grid': 'grad_grid'},
        {}),
    "softmax": ('python', {}, (('grad_input', 'output * (grad - sum(grad * output, dim, keepdim=True))'),), {'input': 'grad_input'},
        {'input': lambda a: a.dim is not None}),
    "log_softmax": ('python', {}, (('grad_input', 'grad - exp(output) * sum(grad, dim, keepdim=True)'),), {'input': 'grad_input'},
        {'input': lambda a: a.dim is not None}),
    "cross_entropy": ('python', {}, (('classes', '1 if ndim(input) > 1 else 0'), ('log_probabilities', 'log_softmax(input, classes)'), ('weighted', 'log_probabilities * along(weight, classes, ndim(input)) if weight is not None else log_probabilities'), ('probabilities', 'target * (1 - label_smoothing) + label_smoothing / shape(input)[classes] if label_smoothing > 0 else target'), ('rows', 'neg(sum(probabilities * weighted, classes))'), ('smoothed', 'where(kept(target, ignore_index), neg(sum(weighted, classes)), 0)'), ('smoothing', "(sum(smoothed) / total_weight if reduction == 'mean' else sum(smoothed) if reduction == 'sum' else smoothed) * (label_smoothing / shape(input)[classes])"), ('nll', 'nll_loss(log_probabilities, target, weight, ignore_index=ignore_index, reduction=reduction)'), ('loss', "(mean(rows) if reduction == 'mean' else sum(rows) if reduction == 'sum' else rows) if floating(target) else nll * (1 - label_smoothing) + smoothing if label_smoothing > 0 else nll"), ('grad_input', 'pullback(loss, input, grad)'), ('grad_target', 'pullback(loss, target, grad)'), ('grad_weight', 'pullback(loss, weight, grad)')), {'input': 'grad_input', 'target': 'grad_target', 'weight': 'grad_weight'},
        {'target': lambda a: floating(a.target), 'weight': lambda a: floating(a.target)}),
    "cross_entropy_probs": ('python', {}, (('loss', 'cross_entropy(input, target, weight, reduction=reduction, label_smoothing=label_smoothing)'), ('grad_input', 'pullback(loss, input, grad)'), ('grad_target', 'pullback(loss, target, grad)'), ('grad_weight', 'pullback(loss, weight, grad)')), {'input': 'grad_input', 'target': 'grad_target', 'weight': 'grad_weight'},
        {}),
    "relu": ('formula', {'g': 'grad_output', 'x': 'input'}, (('grad_input', 'x <= 0 ? C(0) : g'),), {'input': 'grad_input'},
        {}),
    "leaky_relu": ('formula', {'g': 'grad_output', 'x': 'input'}, (('grad_input', 'x > 0 ? g : g * negative_slope'),), {'input': 'grad_input'},
        {}),
    "elu": ('formula', {'g': 'grad_output', 'x': 'input'}, (('grad_input', 'x > 0 ? g : g * alpha * exp(x)'),), {'input': 'grad_input'},
        {}),
    "gelu": ('formula', {'g': 'grad_output', 'x': 'input'}, (('gelu_cdf', 'C(0.5) * (1 + erf(x * C(0.7071067811865476)))'), ('gelu_inner', 'C(0.7978845608028654) * (x + C(0.044715) * x * x * x)'), ('gelu_slope', 'approximate == Approximate::tanh ? C(0.5) * (1 + tanh(gelu_inner)) + C(0.5) * x * (1 - tanh(gelu_inner) * tanh(gelu_inner)) * C(0.7978845608028654) * (1 + 3 * C(0.044715) * x * x) : gelu_cdf + x * exp(C(-0.5) * x * x) * C(0.3989422804014327)'), ('grad_input', 'g * gelu_slope')), {'input': 'grad_input'},
        {}),
    "silu": ('formula', {'g': 'grad_output', 'x': 'input'}, (('s', 'sigmoid(x)'), ('grad_input', 'g * s * (1 + x * (1 - s))')), {'input': 'grad_input'},
        {}),
    "mish": ('formula', {'g': 'grad_output', 'x': 'input'}, (('ex', 'exp(x < 20 ? x : C(20))'), ('u', 'ex * (ex + 2)'), ('t', 'u / (u + 2)'), ('grad_input', 'g * (t + x * sigmoid(x) * (1 - t * t))')), {'input': 'grad_input'},
        {}),
    "softplus": ('formula', {'g': 'grad_output', 'x': 'input'}, (('z', 'exp(x * beta)'), ('grad_input', 'x * beta > threshold ? g : g * z / (z + 1)')), {'input': 'grad_input'},
        {}),
    "hardswish": ('formula', {'g': 'grad_output', 'x': 'input'}, (('grad_input', 'x <= -3 ? C(0) : x >= 3 ? g : g * (x / 3 + C(0.5))'),), {'input': 'grad_input'},
        {}),
    "hardsigmoid": ('formula', {'g': 'grad_output', 'x': 'input'}, (('grad_input', 'x > -3 && x < 3 ? g * C(1.0f / 6) : C(0)'),), {'input': 'grad_input'},
        {}),
    "hardtanh": ('formula', {'g': 'grad_output', 'x': 'input'}, (('grad_input', 'x > min_val && x < max_val ? g : C(0)'),), {'input': 'grad_input'},
        {}),
    "relu6": ('formula', {'g': 'grad_output', 'x': 'input'}, (('grad_input', 'x > 0 && x < 6 ? g : C(0)'),), {'input': 'grad_input'},
        {}),
    "logsigmoid": ('formula', {'g': 'grad_output', 'x': 'input'}, (('grad_input', 'g / (1 + exp(x))'),), {'input': 'grad_input'},
        {}),
    "sigmoid": ('formula', {'g': 'grad_output', 'y': 'output'}, (('grad_input', 'g * (1 - y) * y'),), {'input': 'grad_input'},
        {}),
    "tanh": ('formula', {'g': 'grad_output', 'y': 'output'}, (('grad_input', 'g * (1 - y * y)'),), {'input': 'grad_input'},
        {}),
    "neg": ('formula', {'g': 'grad_output'}, (('grad_input', '-g'),), {'input': 'grad_input'},
        {}),
    "square": ('formula', {'g': 'grad_output', 'x': 'input'}, (('grad_input', 'g * 2 * x'),), {'input': 'grad_input'},
        {}),
    "abs": ('formula', {'g': 'grad_output', 'x': 'input'}, (('grad_input', 'g * C((x > 0) - (x < 0))'),), {'input': 'grad_input'},
        {}),
    "exp": ('formula', {'g': 'grad_output', 'y': 'output'}, (('grad_input', 'g * y'),), {'input': 'grad_input'},
        {}),
    "log": ('formula', {'g': 'grad_output', 'x': 'input'}, (('grad_input', 'g / x'),), {'input': 'grad_input'},
        {}),
    "log1p": ('formula', {'g': 'grad_output', 'x': 'input'}, (('grad_input', 'g / (x + 1)'),), {'input': 'grad_input'},
        {}),
    "expm1": ('formula', {'g': 'grad_output', 'y': 'output'}, (('grad_input', 'g * (y + 1)'),), {'input': 'grad_input'},
        {}),
    "sqrt": ('formula', {'g': 'grad_output', 'y': 'output'}, (('grad_input', 'g / (2 * y)'),), {'input': 'grad_input'},
        {}),
    "rsqrt": ('formula', {'g': 'grad_output', 'y': 'output'}, (('grad_input', 'C(-0.5) * g * y * y * y'),), {'input': 'grad_input'},
        {}),
    "reciprocal": ('formula', {'g': 'grad_output', 'y': 'output'}, (('grad_input', '-g * y * y'),), {'input': 'grad_input'},
        {}),
    "sin": ('formula', {'g': 'grad_output', 'x': 'input'}, (('grad_input', 'g * cos(x)'),), {'input': 'grad_input'},
        {}),
    "cos": ('formula', {'g': 'grad_output', 'x': 'input'}, (('grad_input', '-g * sin(x)'),), {'input': 'grad_input'},
        {}),
    "erf": ('formula', {'g': 'grad_output', 'x': 'input'}, (('grad_input', 'C(1.1283791670955126) * exp(-x * x) * g'),), {'input': 'grad_input'},
        {}),
    "geglu": ('formula', {'g': 'grad_output', 'x': 'input', 'o': 'other'}, (('gelu_cdf', 'C(0.5) * (1 + erf(x * C(0.7071067811865476)))'), ('gelu_inner', 'C(0.7978845608028654) * (x + C(0.044715) * x * x * x)'), ('gelu_slope', 'approximate == Approximate::tanh ? C(0.5) * (1 + tanh(gelu_inner)) + C(0.5) * x * (1 - tanh(gelu_inner) * tanh(gelu_inner)) * C(0.7978845608028654) * (1 + 3 * C(0.044715) * x * x) : gelu_cdf + x * exp(C(-0.5) * x * x) * C(0.3989422804014327)'), ('grad_input', 'g * o * gelu_slope'), ('gelu_x', 'approximate == Approximate::tanh ? C(0.5) * x * (1 + tanh(gelu_inner)) : x * gelu_cdf'), ('grad_other', 'g * gelu_x')), {'input': 'grad_input', 'other': 'grad_other'},
        {}),
    "glu": ('python', {}, (('grad_input', 'pullback(first_half(input, dim) * sigmoid(second_half(input, dim)), input, grad)'),), {'input': 'grad_input'},
        {}),
    "swiglu": ('formula', {'g': 'grad_output', 'x': 'input', 'o': 'other'}, (('s', 'sigmoid(x)'), ('grad_input', 'g * o * s * (1 + x * (1 - s))'), ('grad_other', 'g * x * s')), {'input': 'grad_input', 'other': 'grad_other'},
        {}),
    "pow": ('formula', {'g': 'grad_output', 'y': 'output', 'x': 'input', 'n': 'exponent'}, (('grad_input', 'n == 0 ? C(0) : g * (n * (is_number(n) ? power(x, n - 1) : pow(x, n - 1)))'), ('grad_exponent', 'x == 0 && n >= 0 ? C(0) : g * (y * log(x))')), {'input': 'grad_input', 'exponent': 'grad_exponent'},
        {}),
    "div": ('formula', {'g': 'grad_output', 'x': 'input', 'o': 'other'}, (('grad_input', 'rounding_mode == RoundingMode::none ? g / o : C(0)'), ('grad_other', 'rounding_mode == RoundingMode::none ? -g * (x / o / o) : C(0)')), {'input': 'grad_input', 'other': 'grad_other'},
        {}),
    "add": ('python', {}, (('grad_input', 'grad'), ('grad_other', 'grad * alpha')), {'input': 'grad_input', 'other': 'grad_other'},
        {}),
    "sub": ('python', {}, (('grad_input', 'grad'), ('grad_other', 'grad * -alpha')), {'input': 'grad_input', 'other': 'grad_other'},
        {}),
    "mul": ('python', {}, (('grad_input', 'grad * other'), ('grad_other', 'grad * input')), {'input': 'grad_input', 'other': 'grad_other'},
        {}),
    "maximum": ('formula', {'g': 'grad_output', 'x': 'input', 'o': 'other'}, (('grad_input', 'x == o ? g / 2 : x < o ? C(0) : g'), ('grad_other', 'x == o ? g / 2 : x > o ? C(0) : g')), {'input': 'grad_input', 'other': 'grad_other'},
        {}),
    "minimum": ('formula', {'g': 'grad_output', 'x': 'input', 'o': 'other'}, (('grad_input', 'x == o ? g / 2 : x > o ? C(0) : g'), ('grad_other', 'x == o ? g / 2 : x < o ? C(0) : g')), {'input': 'grad_input', 'other': 'grad_other'},
        {}),
    "clamp": ('formula', {'g': 'grad_output', 'x': 'input', 'l': 'lower', 'h': 'upper'}, (('hi', 'element_of(h)'), ('lo', 'element_of(l)'), ('grad_input', 'x >= lo && x <= hi ? g : C(0)'), ('grad_lower', 'x < lo && (!upper_given || lo < hi) ? g : C(0)'), ('grad_upper', 'x > hi || hi < lo ? g : C(0)')), {'input': 'grad_input', 'min': 'grad_lower', 'max': 'grad_upper'},
        {}),
    "where": ('formula', {'g': 'grad_output', 'c': 'condition', 'x': 'input', 'o': 'other'}, (('grad_input', 'c ? g : C(0)'), ('grad_other', 'c ? C(0) : g')), {'input': 'grad_input', 'other': 'grad_other'},
        {}),
    "masked_fill": ('formula', {'g': 'grad_output', 'x': 'input', 'm': 'mask', 'v': 'value'}, (('grad_input', 'm ? C(0) : g'), ('grad_value', 'm ? g : C(0)')), {'input': 'grad_input', 'value': 'grad_value'},
        {}),
    "lerp": ('formula', {'g': 'grad_output', 'x': 'input', 'e': 'end', 'w': 'weight'}, (('grad_input', 'g * (1 - w)'), ('grad_end', 'g * w'), ('grad_weight', 'g * (e - x)')), {'input': 'grad_input', 'end': 'grad_end', 'weight': 'grad_weight'},
        {}),
    "addcmul": ('formula', {'g': 'grad_output', 'x': 'input', 'a': 'tensor1', 'b': 'tensor2'}, (('grad_input', 'g'), ('grad_tensor1', 'g * value * b'), ('grad_tensor2', 'g * value * a')), {'input': 'grad_input', 'tensor1': 'grad_tensor1', 'tensor2': 'grad_tensor2'},
        {}),
    "addcdiv": ('formula', {'g': 'grad_output', 'x': 'input', 'a': 'tensor1', 'b': 'tensor2'}, (('grad_input', 'g'), ('grad_tensor1', 'g * value / b'), ('grad_tensor2', '-g * value * a / (b * b)')), {'input': 'grad_input', 'tensor1': 'grad_tensor1', 'tensor2': 'grad_tensor2'},
        {}),
}


# ---- for skucat.torch: each forward op's arguments as a PyTorch schema, and the outputs its plan
# writes but does not return that its adjoint reads (saved)
TORCH_SCHEMAS = {
    "embedding": ('Tensor input, Tensor weight, int? padding_idx, float? max_norm, float norm_type, bool scale_grad_by_freq, bool sparse', ()),
    "embedding_bag": ('Tensor input, Tensor weight, Tensor? offsets, float? max_norm, float norm_type, bool scale_grad_by_freq, str mode, bool sparse, Tensor? per_sample_weights, bool include_last_offset, int? padding_idx', ('bag_size', 'max_indices', 'offset2bag')),
    "layer_norm": ('Tensor input, int[1] normalized_shape, Tensor? weight, Tensor? bias, float eps', ('mean', 'rstd')),
    "rms_norm": ('Tensor input, int[1] normalized_shape, Tensor? weight, float? eps', ('rstd',)),
    "grid_sample": ('Tensor input, Tensor grid, str mode, str padding_mode, bool? align_corners', ()),
    "grid_sample_3d": ('Tensor input, Tensor grid, str mode, str padding_mode, bool? align_corners', ()),
    "interpolate": ('Tensor input, int[1]? size, float[1]? scale_factor, str mode, bool? align_corners, bool? recompute_scale_factor, bool antialias', ()),
    "softmax": ('Tensor input, int? dim, int _stacklevel, ScalarType? dtype', ()),
    "log_softmax": ('Tensor input, int? dim, int _stacklevel, ScalarType? dtype', ()),
    "quantize_per_tensor": ('Tensor input, float scale, int zero_point, ScalarType dtype, int? quant_min, int? quant_max', ()),
    "dequantize_per_tensor": ('Tensor input, float scale, int zero_point, ScalarType dtype', ()),
    "quantize_per_channel": ('Tensor input, Tensor scales, Tensor zero_points, int axis, ScalarType dtype, int? quant_min, int? quant_max', ()),
    "dequantize_per_channel": ('Tensor input, Tensor scales, Tensor zero_points, int axis, ScalarType dtype', ()),
    "quantize_per_channel_float_qparams": ('Tensor input, Tensor scales, Tensor zero_points, int axis, ScalarType dtype, int? quant_min, int? quant_max', ()),
    "dequantize_per_channel_float_qparams": ('Tensor input, Tensor scales, Tensor zero_points, int axis, ScalarType dtype', ()),
    "fake_quantize_per_tensor_affine": ('Tensor input, float scale, int zero_point, int quant_min, int quant_max', ()),
    "fake_quantize_per_channel_affine": ('Tensor input, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max', ()),
    "fake_quantize_learnable_per_tensor_affine": ('Tensor input, Tensor scale, Tensor zero_point, int quant_min, int quant_max, float grad_factor', ()),
    "nll_loss": ('Tensor input, Tensor target, Tensor? weight, bool? size_average, int ignore_index, bool? reduce, str reduction', ('total_weight',)),
    "cross_entropy": ('Tensor input, Tensor target, Tensor? weight, bool? size_average, int ignore_index, bool? reduce, str reduction, float label_smoothing', ('total_weight',)),
    "cross_entropy_probs": ('Tensor input, Tensor target, Tensor? weight, bool? size_average, bool? reduce, str reduction, float label_smoothing', ()),
    "adaptive_avg_pool2d": ('Tensor input, int[2] output_size', ()),
    "sum": ('Tensor input, int[1]? dim, bool keepdim, ScalarType? dtype', ()),
    "mean": ('Tensor input, int[1]? dim, bool keepdim, ScalarType? dtype', ()),
    "to": ('Tensor input, ScalarType dtype, bool non_blocking, bool copy', ()),
    "relu": ('Tensor input, bool inplace', ()),
    "leaky_relu": ('Tensor input, float negative_slope, bool inplace', ()),
    "elu": ('Tensor input, float alpha, bool inplace', ()),
    "gelu": ('Tensor input, str approximate', ()),
    "silu": ('Tensor input, bool inplace', ()),
    "mish": ('Tensor input, bool inplace', ()),
    "softplus": ('Tensor input, float beta, float threshold', ()),
    "hardswish": ('Tensor input, bool inplace', ()),
    "hardsigmoid": ('Tensor input, bool inplace', ()),
    "hardtanh": ('Tensor input, float min_val, float max_val, bool inplace', ()),
    "relu6": ('Tensor input, bool inplace', ()),
    "logsigmoid": ('Tensor input', ()),
    "sigmoid": ('Tensor input', ()),
    "tanh": ('Tensor input', ()),
    "neg": ('Tensor input', ()),
    "square": ('Tensor input', ()),
    "abs": ('Tensor input', ()),
    "exp": ('Tensor input', ()),
    "log": ('Tensor input', ()),
    "log1p": ('Tensor input', ()),
    "expm1": ('Tensor input', ()),
    "sqrt": ('Tensor input', ()),
    "rsqrt": ('Tensor input', ()),
    "reciprocal": ('Tensor input', ()),
    "sin": ('Tensor input', ()),
    "cos": ('Tensor input', ()),
    "erf": ('Tensor input', ()),
    "geglu": ('Tensor input, Tensor other, str approximate', ()),
    "glu": ('Tensor input, int dim', ()),
    "swiglu": ('Tensor input, Tensor other', ()),
    "pow": ('Tensor|float input, Tensor|float exponent', ()),
    "div": ('Tensor input, Tensor|float other, str? rounding_mode', ()),
    "add": ('Tensor input, Tensor|float other, float alpha', ()),
    "sub": ('Tensor input, Tensor|float other, float alpha', ()),
    "mul": ('Tensor input, Tensor|float other', ()),
    "maximum": ('Tensor input, Tensor other', ()),
    "minimum": ('Tensor input, Tensor other', ()),
    "clamp": ('Tensor input, Tensor|float min, Tensor|float max', ()),
    "where": ('Tensor condition, Tensor|float input, Tensor|float other', ()),
    "masked_fill": ('Tensor input, Tensor mask, Tensor|float value', ()),
    "lerp": ('Tensor input, Tensor end, Tensor|float weight', ()),
    "addcmul": ('Tensor input, Tensor tensor1, Tensor tensor2, float value', ()),
    "addcdiv": ('Tensor input, Tensor tensor1, Tensor tensor2, float value', ()),
    "eq": ('Tensor input, Tensor|float other', ()),
    "ne": ('Tensor input, Tensor|float other', ()),
    "lt": ('Tensor input, Tensor|float other', ()),
    "le": ('Tensor input, Tensor|float other', ()),
    "gt": ('Tensor input, Tensor|float other', ()),
    "ge": ('Tensor input, Tensor|float other', ()),
    "logical_not": ('Tensor input', ()),
    "logical_and": ('Tensor input, Tensor other', ()),
    "logical_or": ('Tensor input, Tensor other', ()),
}
