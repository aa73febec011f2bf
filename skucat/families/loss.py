"""Loss hooks: PyTorch's input ranks ([C], [N, C] and [N, C, d1, ...] viewed as [N, C, S]) and
output shapes, weight=None (ones), and cross_entropy's dispatch on the target: a target of the
input's shape holds class probabilities, as in PyTorch."""

from __future__ import annotations

import numpy as np

from ..errors import InvalidArgumentError, ShapeError
from ..functional import channel_view, constant, shape_only


def _views(call, input, target, probs=False):
    """input as [N, C, S], target as [N, S] ([N, C, S] for probabilities), PyTorch's shape of the
    per-row losses, and input's shape."""
    input, target = call.array(input, "input"), call.array(target, "target")
    if input.ndim == 0:
        raise ShapeError("input must have rank 1 ([C]) or more ([N, C, d1, ...]), not shape ()")
    view = channel_view(input.shape, 1 if input.ndim > 1 else 0)
    rows_shape = input.shape[:1] + input.shape[2:] if input.ndim > 1 else ()
    expected = input.shape if probs else rows_shape
    if tuple(target.shape) != tuple(expected):
        raise ShapeError(f"target must have shape {tuple(expected)} for input of shape {tuple(input.shape)}, "
                         f"not {tuple(target.shape)}")
    if not probs and target.dtype == np.uint8:   # PyTorch's Byte class indices, as i32 (exact)
        target = target.astype(np.int32)
    return input.reshape(view), target.reshape(view if probs else (view[0], view[2])), rows_shape, input.shape


def _weight(call, weight, input):
    if weight is None:
        return constant(call.stream.backend.asarray(np.ones(input.shape[1], input.dtype)))
    return weight


def _losses(out, reduction, rows_shape):
    return out.reshape(rows_shape if reduction == "none" else ())


def _rows_grad(call, grad_output, reduction, rows_shape):
    """grad_output as the plan's [N * S] (none) or [1]."""
    choices = call.plan._param("reduction").choices
    if reduction not in choices:
        raise InvalidArgumentError(f"reduction must be one of {list(choices)}, not {reduction!r}")
    grad_output = call.array(grad_output, "grad_output")
    expected = rows_shape if reduction == "none" else ()
    if tuple(grad_output.shape) != tuple(expected):
        raise ShapeError(f"grad_output must have shape {tuple(expected)} for reduction={reduction!r}, "
                         f"not {tuple(grad_output.shape)}")
    return grad_output.reshape(-1)


@shape_only
def call_nll_loss(call, input, target, weight, ignore_index, reduction):
    input, target, rows_shape, _ = _views(call, input, target)
    out = call.run(input=input, target=target, weight=_weight(call, weight, input), ignore_index=ignore_index,
                   reduction=reduction)
    return _losses(out, reduction, rows_shape)


@shape_only
def call_nll_loss_backward(call, grad_output, input, target, weight, reduction, ignore_index, total_weight):
    input, target, rows_shape, shape = _views(call, input, target)
    grad = call.run(dout=_rows_grad(call, grad_output, reduction, rows_shape), input=input, target=target,
                    weight=_weight(call, weight, input), reduction=reduction, ignore_index=ignore_index,
                    total_weight=total_weight if reduction == "mean" else None)
    return grad.reshape(shape)


def _is_probs(call, input, target) -> bool:
    return tuple(call.array(target, "target").shape) == tuple(call.array(input, "input").shape)


@shape_only
def call_cross_entropy(call, input, target, weight, ignore_index, reduction, label_smoothing):
    if _is_probs(call, input, target):
        if isinstance(ignore_index, (int, np.integer)) and ignore_index >= 0:
            raise InvalidArgumentError(f"ignore_index {ignore_index} is not supported with class-probability "
                                       "targets (PyTorch's rule: it must be negative)")
        return call_cross_entropy_probs(call.of("cross_entropy_probs"), input, target, weight, reduction,
                                        label_smoothing)
    input, target, rows_shape, _ = _views(call, input, target)
    out = call.run(input=input, target=target, weight=_weight(call, weight, input), ignore_index=ignore_index,
                   reduction=reduction, label_smoothing=label_smoothing)
    return _losses(out, reduction, rows_shape)


@shape_only
def call_cross_entropy_backward(call, grad_output, input, target, weight, reduction, ignore_index, label_smoothing,
                                total_weight, want_weight):
    if _is_probs(call, input, target):
        return call_cross_entropy_probs_backward(call.of("cross_entropy_probs_backward"), grad_output, input,
                                                 target, weight, reduction, label_smoothing, want_weight)
    input, target, rows_shape, shape = _views(call, input, target)
    grad = call.run(dout=_rows_grad(call, grad_output, reduction, rows_shape), input=input, target=target,
                    weight=_weight(call, weight, input), reduction=reduction, ignore_index=ignore_index,
                    label_smoothing=label_smoothing, total_weight=total_weight if reduction == "mean" else None)
    return grad.reshape(shape), None, None   # class indices have no gradient, nor then the weight (as PyTorch)


@shape_only
def call_cross_entropy_probs(call, input, target, weight, reduction, label_smoothing):
    input, target, rows_shape, _ = _views(call, input, target, probs=True)
    out = call.run(input=input, target=target, weight=_weight(call, weight, input), reduction=reduction,
                   label_smoothing=label_smoothing)
    return _losses(out, reduction, rows_shape)


@shape_only
def call_cross_entropy_probs_backward(call, grad_output, input, target, weight, reduction, label_smoothing,
                                      want_weight):
    input, target, rows_shape, shape = _views(call, input, target, probs=True)
    grad_input, grad_target, grad_weight = call.run(
        dout=_rows_grad(call, grad_output, reduction, rows_shape), input=input, target=target,
        weight=_weight(call, weight, input), reduction=reduction, label_smoothing=label_smoothing,
        want_weight=want_weight)
    return grad_input.reshape(shape), grad_target.reshape(shape), grad_weight
