"""embedding and embedding_backward with PyTorch's argument names."""

from __future__ import annotations

from ..errors import OutOfRangeError, ShapeError, UnsupportedError
from ..autodiff import defvjp
from ..generated.plans import embedding as plans
from ._common import check_rank, contiguous, element_of, resolve_stream, run

_INDEX_TYPES = plans.EmbeddingPlan.aux_types


def _indices(stream, indices, num_weights: int):
    indices = contiguous(stream, indices, "indices")
    index = element_of(indices, "indices", _INDEX_TYPES)
    if indices.size:
        low, high = int(indices.min()), int(indices.max())
        if low < 0 or high >= num_weights:
            bad = low if low < 0 else high
            raise OutOfRangeError(f"index {bad} is out of range for {num_weights} embedding rows")
    return indices, index


def embedding(input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False,
              sparse=False, *, stream=None):
    """out[..., :] = weight[input[...], :], as torch.nn.functional.embedding.

    padding_idx does not change the output (only the gradient); max_norm and
    sparse are not supported. Returns an array of shape input.shape + (D,)."""
    if max_norm is not None or sparse:
        raise UnsupportedError("embedding supports neither max_norm nor sparse gradients")
    stream = resolve_stream(stream, weight, input)
    weight = contiguous(stream, weight, "weight")
    check_rank(weight, "weight", 2)
    element = element_of(weight, "weight", plans.EmbeddingPlan.elements)
    indices, index = _indices(stream, input, weight.shape[0])
    out = stream.backend.empty(indices.shape + (weight.shape[1],), weight.dtype)
    desc = plans.EmbeddingDescriptor(weight.shape[0], weight.shape[1], indices.size, element, index, padding_idx)
    run(plans.EmbeddingPlan, stream, desc,
        plans.EmbeddingArgs(weight=weight, indices=indices.reshape(-1), out=out.reshape(-1, weight.shape[1])))
    return out


def embedding_backward(grad_output, indices, num_weights, padding_idx=None, scale_grad_by_freq=False, *,
                       deterministic=False, stream=None):
    """The gradient of `embedding` with respect to weight: [num_weights, D].

    grad_output has shape indices.shape + (D,); padding_idx (None for none,
    negative counts from the end) gets no gradient; scale_grad_by_freq divides
    each contribution by its index's frequency in `indices`."""
    stream = resolve_stream(stream, grad_output, indices)
    indices, index = _indices(stream, indices, num_weights)
    grad_output = contiguous(stream, grad_output, "grad_output")
    element = element_of(grad_output, "grad_output", plans.EmbeddingBackwardPlan.elements)
    if grad_output.ndim != indices.ndim + 1 or grad_output.shape[:-1] != indices.shape:
        raise ShapeError(f"grad_output must have shape indices.shape + (D,) = {tuple(indices.shape)} + (D,), "
                         f"not {tuple(grad_output.shape)}")
    dim = grad_output.shape[-1]
    grad_weight = stream.backend.empty((num_weights, dim), grad_output.dtype)
    desc = plans.EmbeddingBackwardDescriptor(num_weights, dim, indices.size, element, index, padding_idx,
                                             bool(scale_grad_by_freq))
    run(plans.EmbeddingBackwardPlan, stream, desc,
        plans.EmbeddingBackwardArgs(dout=grad_output.reshape(-1, dim), indices=indices.reshape(-1),
                                    dweight=grad_weight),
        deterministic=deterministic)
    return grad_weight


@defvjp(embedding, wrt=("weight",))
def _embedding_vjp(grad_out, input, weight, padding_idx, scale_grad_by_freq, stream, **_):
    return {"weight": embedding_backward(grad_out, input, weight.shape[0], padding_idx, scale_grad_by_freq,
                                         stream=stream)}
