"""softmax hooks: PyTorch's dim (any rank, negative, a 0-d array as one element, None as its implicit
choice), the forward's `dtype` cast and the backward's `input_dtype` result."""

from __future__ import annotations

import sys
import warnings

from ..errors import ShapeError
from ..functional import channel_view, shape_only, unrecorded


def _implicit_dim(op: str, rank: int, stacklevel=None) -> int:
    """PyTorch's _get_softmax_dim, with its deprecation warning when `stacklevel` (PyTorch's
    _stacklevel) is given."""
    if stacklevel is not None:
        unrecorded()
        warnings.warn(f"Implicit dimension choice for {op} has been deprecated. Change the call to include "
                      f"dim=X as an argument.", stacklevel=_above_the_op(op, stacklevel))
    return 0 if rank in (0, 1, 3) else 1


def _above_the_op(op: str, stacklevel: int) -> int:
    """The level, counted from _implicit_dim, of the frame that PyTorch's _stacklevel names: it counts
    from its helper, 2 being torch's functional op; here that is the generated op, however many
    frames the call takes to get from there to this hook."""
    frame, level = sys._getframe(1), 1
    while frame is not None and not (frame.f_code.co_name == op and frame.f_globals.get("__name__", "").endswith(
            "generated.ops")):
        frame, level = frame.f_back, level + 1
    return (level if frame is not None else 2) + stacklevel - 2


def _on_rows(call, dim, **arrays):
    """Runs the plan on the [outer, size, inner] view of same-shaped arrays around `dim`; the
    result has their shape."""
    shape = next(iter(arrays.values())).shape
    view = channel_view(shape or (1,), dim, "dim", " and ".join(arrays))
    return call.run(**{name: array.reshape(view) for name, array in arrays.items()}).reshape(shape)


def _forward(call, input, dim, _stacklevel, dtype):
    input = call.array(input, "input")
    if dtype is not None:
        input = input.astype(call.element_dtype(dtype, "dtype"), copy=False)
    if dim is None:
        dim = _implicit_dim(call.plan.op, input.ndim, _stacklevel if isinstance(_stacklevel, int) else 3)
    return _on_rows(call, dim, input=input)


def _backward(call, grad_output, output, dim, input_dtype):
    grad_output, output = call.array(grad_output, "grad_output"), call.array(output, "output")
    if grad_output.shape != output.shape:
        raise ShapeError(f"grad_output must have the shape of output {tuple(output.shape)}, "
                         f"not {tuple(grad_output.shape)}")
    result = call.element_dtype(input_dtype, "input_dtype")
    if dim is None:   # what the forward chose for dim=None (the adjoint passes it on)
        dim = _implicit_dim(call.plan.op, output.ndim)
    return _on_rows(call, dim, grad_output=grad_output, output=output).astype(result, copy=False)


@shape_only
def call_softmax(call, input, dim, _stacklevel, dtype):
    return _forward(call, input, dim, _stacklevel, dtype)


@shape_only
def call_log_softmax(call, input, dim, _stacklevel, dtype):
    return _forward(call, input, dim, _stacklevel, dtype)


@shape_only
def call_softmax_backward(call, grad_output, output, dim, input_dtype):
    return _backward(call, grad_output, output, dim, input_dtype)


@shape_only
def call_log_softmax_backward(call, grad_output, output, dim, input_dtype):
    return _backward(call, grad_output, output, dim, input_dtype)
