"""grid_sample and grid_sample_backward with PyTorch's argument names."""

from __future__ import annotations

import numpy as np

from ..autodiff import defvjp
from ..errors import DTypeError, InvalidArgumentError, ShapeError
from ..generated.plans import grid_sample as plans
from ._common import check_rank, contiguous, element_of, resolve_stream, run

MODES = dict(plans.GridSamplePlan.axes)["mode"]
PADDING_MODES = next(p.choices for p in plans.GridSamplePlan.params if p.name == "padding_mode")
_MASKS = {(True, True): "both", (True, False): "input", (False, True): "grid"}


def _check_modes(mode, padding_mode, align_corners) -> bool:
    if mode not in MODES:
        raise InvalidArgumentError(f"grid_sample: mode must be one of {list(MODES)}, not {mode!r}")
    if padding_mode not in PADDING_MODES:
        raise InvalidArgumentError(f"grid_sample: padding_mode must be one of {list(PADDING_MODES)}, "
                                   f"not {padding_mode!r}")
    if align_corners is None:   # PyTorch's default since 1.3
        return False
    if not isinstance(align_corners, bool):
        raise InvalidArgumentError(f"grid_sample: align_corners must be a bool, not {align_corners!r}")
    return align_corners


def _operands(stream, input, grid):
    """input and grid, contiguous and checked against each other; returns them and the element."""
    input = contiguous(stream, input, "input")
    grid = contiguous(stream, grid, "grid")
    check_rank(input, "input", 4)
    check_rank(grid, "grid", 4)
    element = element_of(input, "input", plans.GridSamplePlan.elements)
    if grid.dtype != input.dtype:
        raise DTypeError(f"grid_sample: grid must have the dtype of input ({input.dtype}), not {grid.dtype}")
    batch, _, height, width = input.shape
    if grid.shape[0] != batch:
        raise ShapeError(f"grid_sample: grid and input must have the same batch size, "
                         f"not input {tuple(input.shape)} and grid {tuple(grid.shape)}")
    if grid.shape[3] != 2:
        raise ShapeError(f"grid_sample: grid must be [N, OH, OW, 2], not {tuple(grid.shape)}")
    if height < 1 or width < 1:
        raise ShapeError(f"grid_sample: input must have non-empty spatial dimensions, not {tuple(input.shape)}")
    return input, grid, element


def _extents(input, grid):
    return dict(batch=input.shape[0], channels=input.shape[1], in_height=input.shape[2], in_width=input.shape[3],
                out_height=grid.shape[1], out_width=grid.shape[2])


def grid_sample(input, grid, mode="bilinear", padding_mode="zeros", align_corners=False, *, stream=None):
    """Samples input [N, C, IH, IW] at grid [N, OH, OW, 2] (normalised x, y), as
    torch.nn.functional.grid_sample on 4-D input. Returns [N, C, OH, OW].

    mode: bilinear, nearest or bicubic; padding_mode: zeros, border or
    reflection; align_corners: whether -1 and 1 are the centres (True) or the
    outer edges (False) of the corner pixels."""
    align_corners = _check_modes(mode, padding_mode, align_corners)
    stream = resolve_stream(stream, input, grid)
    input, grid, element = _operands(stream, input, grid)
    out = stream.backend.empty(input.shape[:2] + grid.shape[1:3], input.dtype)
    desc = plans.GridSampleDescriptor(**_extents(input, grid), element=element, mode=mode,
                                      padding_mode=padding_mode, align_corners=align_corners)
    run(plans.GridSamplePlan, stream, desc, plans.GridSampleArgs(input=input, grid=grid, out=out))
    return out


def grid_sample_backward(grad_output, input, grid, mode="bilinear", padding_mode="zeros", align_corners=False,
                         output_mask=(True, True), *, deterministic=False, stream=None):
    """The gradients of `grid_sample` with respect to input and grid.

    Returns (grad_input or None, grad_grid or None), as output_mask asks:
    grad_input [N, C, IH, IW] is the adjoint of the interpolation; grad_grid
    [N, OH, OW, 2] the chain rule through weights and coordinate mapping
    (zero for nearest). deterministic=True is served for grad_grid alone
    (output_mask=(False, True)); grad_input is accumulated with atomics, so
    asking for it deterministically raises UnsupportedError."""
    align_corners = _check_modes(mode, padding_mode, align_corners)
    mask = tuple(output_mask) if isinstance(output_mask, (tuple, list)) else ()
    if len(mask) != 2 or not all(isinstance(wanted, (bool, np.bool_)) for wanted in mask):
        raise InvalidArgumentError(f"output_mask must be two bools (input, grid), not {output_mask!r}")
    mask = (bool(mask[0]), bool(mask[1]))
    stream = resolve_stream(stream, grad_output, input, grid)
    input, grid, element = _operands(stream, input, grid)
    grad_output = contiguous(stream, grad_output, "grad_output")
    if grad_output.dtype != input.dtype:
        raise DTypeError(f"grid_sample_backward: grad_output must have the dtype of input ({input.dtype}), "
                         f"not {grad_output.dtype}")
    out_shape = input.shape[:2] + grid.shape[1:3]
    if tuple(grad_output.shape) != out_shape:
        raise ShapeError(f"grid_sample_backward: grad_output must have the output's shape [N, C, OH, OW] = "
                         f"{out_shape}, not {tuple(grad_output.shape)}")
    if mask == (False, False):
        return None, None
    grad_input = stream.backend.empty(input.shape, input.dtype) if mask[0] else None
    grad_grid = stream.backend.empty(grid.shape, grid.dtype) if mask[1] else None
    desc = plans.GridSampleBackwardDescriptor(**_extents(input, grid), element=element, mode=mode,
                                              mask=_MASKS[mask], padding_mode=padding_mode,
                                              align_corners=align_corners)
    run(plans.GridSampleBackwardPlan, stream, desc,
        plans.GridSampleBackwardArgs(dout=grad_output, input=input, grid=grid, dinput=grad_input, dgrid=grad_grid),
        deterministic=deterministic)
    return grad_input, grad_grid


@defvjp(grid_sample, wrt=("input", "grid"))
def _grid_sample_vjp(grad_out, input, grid, mode, padding_mode, align_corners, stream, **_):
    grad_input, grad_grid = grid_sample_backward(grad_out, input, grid, mode, padding_mode, align_corners,
                                                 stream=stream)
    return {"input": grad_input, "grid": grad_grid}
