"""Float64 references for embedding and its backward."""

from __future__ import annotations

import numpy as np


def embedding(indices, weight):
    """out[..., :] = weight[indices[...], :]; rows whose index is out of range are zeros."""
    weight = np.asarray(weight, np.float64)
    indices = np.asarray(indices, np.int64)
    valid = (indices >= 0) & (indices < weight.shape[0])
    out = np.zeros(indices.shape + (weight.shape[1],))
    out[valid] = weight[indices[valid]]
    return out


def embedding_backward(grad_output, indices, num_weights, padding_idx=None, scale_grad_by_freq=False):
    """Returns (grad_weight, magnitude): the gradient, and per element the sum of
    |contributions| it is made of (what accumulation error is proportional to)."""
    indices = np.asarray(indices, np.int64).reshape(-1)
    grad_output = np.asarray(grad_output, np.float64).reshape(indices.size, -1)
    grad = np.zeros((num_weights, grad_output.shape[1]))
    magnitude = np.zeros_like(grad)
    counts = np.zeros(num_weights)
    for row in indices:
        if 0 <= row < num_weights:
            counts[row] += 1
    pad = None if padding_idx is None else padding_idx % num_weights
    for n, row in enumerate(indices):
        if not 0 <= row < num_weights or row == pad:
            continue
        contribution = grad_output[n] / counts[row] if scale_grad_by_freq else grad_output[n]
        grad[row] += contribution
        magnitude[row] += np.abs(contribution)
    return grad, magnitude
