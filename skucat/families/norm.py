"""Norm hooks: PyTorch's normalized_shape (an int or trailing extents of any rank) as the
[rows, cols] view, optional weight and bias, output_mask, and saved statistics in aten's shape."""

from __future__ import annotations

import math

from .. import dtypes
from ..errors import DTypeError, InvalidArgumentError, ShapeError
from ..functional import output_mask as output_mask_of, shape_only
from ..plan import _is_int


def _rows(call, input, normalized_shape):
    """input as [rows, cols], its original shape and normalized_shape as a tuple."""
    shape = (normalized_shape,) if _is_int(normalized_shape) else normalized_shape
    if not isinstance(shape, (tuple, list)) or not all(_is_int(extent) and extent >= 0 for extent in shape):
        raise InvalidArgumentError(f"normalized_shape must be an int or a sequence of non-negative ints, "
                                   f"not {normalized_shape!r}")
    shape = tuple(int(extent) for extent in shape)
    input = call.array(input, "input")
    if not shape or input.ndim < len(shape) or input.shape[input.ndim - len(shape):] != shape:
        raise ShapeError(f"input of shape {tuple(input.shape)} must end with normalized_shape {shape} "
                         f"(at least one extent)")
    return input.reshape(math.prod(input.shape[:input.ndim - len(shape)]), math.prod(shape)), input.shape, shape


def _param(call, value, name: str, shape):
    """weight or bias of normalized_shape, flat; None stays None."""
    if value is None:
        return None
    value = call.array(value, name)
    if tuple(value.shape) != shape:
        raise ShapeError(f"{name} must have shape normalized_shape = {shape}, not {tuple(value.shape)}")
    return value.reshape(-1)


def _like(call, value, name: str, shape, rows):
    """An array of the input's shape (grad_out) as the [rows, cols] view."""
    value = call.array(value, name)
    if tuple(value.shape) != tuple(shape):
        raise ShapeError(f"{name} must have the shape of input {tuple(shape)}, not {tuple(value.shape)}")
    return value.reshape(rows.shape)


def _statistic(call, value, name: str, input, shape, normalized):
    """mean or rstd, flat ([rows]) or in aten's shape (input's leading extents, then ones), in the
    compute type of the input's element (converted: PyTorch's CPU build saves them in the element)."""
    leading = tuple(shape[:len(shape) - len(normalized)])
    host = call.array(value, name)
    if tuple(host.shape) not in ((input.shape[0],), leading + (1,) * len(normalized)):
        raise ShapeError(f"{name} must have shape {(input.shape[0],)} or {leading + (1,) * len(normalized)}, "
                         f"not {tuple(host.shape)}")
    try:
        element = dtypes.name_of(input.dtype)
    except DTypeError:
        element = None
    if element not in call.plan.elements:
        return host.reshape(-1)   # the plan names input's dtype as the error
    compute = dtypes.numpy_dtype(dtypes.DTYPES[element].compute)
    if host.dtype.kind != "f":
        raise DTypeError(f"{name} must be a float array, not {host.dtype}")
    return call.array(host, name, compute).reshape(-1)


def _restore(grads, shapes):
    return tuple(None if grad is None else grad.reshape(shape) for grad, shape in zip(grads, shapes))


@shape_only
def call_layer_norm(call, input, normalized_shape, weight, bias, eps):
    rows, shape, normalized = _rows(call, input, normalized_shape)
    out = call.run(input=rows, weight=_param(call, weight, "weight", normalized),
                   bias=_param(call, bias, "bias", normalized), eps=eps,
                   has_weight=weight is not None, has_bias=bias is not None)
    return out.reshape(shape)


@shape_only
def call_layer_norm_backward(call, grad_out, input, normalized_shape, mean, rstd, weight, bias, output_mask):
    mask = output_mask_of(output_mask, ("input", "weight", "bias"))
    rows, shape, normalized = _rows(call, input, normalized_shape)
    weight, bias = _param(call, weight, "weight", normalized), _param(call, bias, "bias", normalized)
    # bias is no kernel argument: its dtype (grad_bias's) is weight's, or without weight the param's
    if weight is not None and bias is not None and bias.dtype != weight.dtype:
        raise DTypeError(f"bias must have the dtype of weight ({weight.dtype}), not {bias.dtype}")
    param = {"param": dtypes.name_of(bias.dtype)} if weight is None and bias is not None else {}
    grads = call.run(grad_out=_like(call, grad_out, "grad_out", shape, rows), input=rows,
                     mean=_statistic(call, mean, "mean", rows, shape, normalized),
                     rstd=_statistic(call, rstd, "rstd", rows, shape, normalized),
                     weight=weight, has_weight=weight is not None,
                     want_input=mask[0], want_weight=mask[1] and weight is not None,
                     want_bias=mask[2] and bias is not None, **param)
    return _restore(grads, (shape, normalized, normalized))


@shape_only
def call_rms_norm(call, input, normalized_shape, weight, eps):
    rows, shape, normalized = _rows(call, input, normalized_shape)
    out = call.run(input=rows, weight=_param(call, weight, "weight", normalized), eps=eps,
                   has_weight=weight is not None)
    return out.reshape(shape)


@shape_only
def call_rms_norm_backward(call, grad_out, input, normalized_shape, rstd, weight, output_mask):
    mask = output_mask_of(output_mask, ("input", "weight"))
    rows, shape, normalized = _rows(call, input, normalized_shape)
    grads = call.run(grad_out=_like(call, grad_out, "grad_out", shape, rows), input=rows,
                     rstd=_statistic(call, rstd, "rstd", rows, shape, normalized),
                     weight=_param(call, weight, "weight", normalized), has_weight=weight is not None,
                     want_input=mask[0], want_weight=mask[1] and weight is not None)
    return _restore(grads, (shape, normalized))
