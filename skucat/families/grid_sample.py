"""grid_sample hooks: PyTorch's align_corners=None (False), output_mask (the `mask` axis), and
grid_sample's dispatch on the input's rank: 5-D input is grid_sample_3d's, as in PyTorch."""

from __future__ import annotations

from ..errors import ShapeError
from ..functional import output_mask as output_mask_of, shape_only

_MASKS = {(True, True): "both", (True, False): "input", (False, True): "grid"}


def _volumetric(call, input, grid) -> bool:
    """5-D input (and then a 5-D grid); 4-D input takes a 4-D grid; other ranks are left to the plan."""
    input, grid = call.array(input, "input"), call.array(grid, "grid")
    if input.ndim in (4, 5) and grid.ndim != input.ndim:
        raise ShapeError(f"grid must have rank {input.ndim} for input of rank {input.ndim} "
                         f"(shape {tuple(input.shape)}), not shape {tuple(grid.shape)}")
    return input.ndim == 5


@shape_only
def call_grid_sample(call, input, grid, mode, padding_mode, align_corners):
    if _volumetric(call, input, grid):
        call = call.of("grid_sample_3d")
    return call.run(input=input, grid=grid, mode=mode, padding_mode=padding_mode,
                    align_corners=False if align_corners is None else align_corners)


@shape_only
def call_grid_sample_backward(call, grad_output, input, grid, mode, padding_mode, align_corners, output_mask):
    if _volumetric(call, input, grid):
        call = call.of("grid_sample_3d_backward")
    mask = output_mask_of(output_mask, ("input", "grid"))
    if not any(mask):
        return None, None
    return call.run(dout=grad_output, input=input, grid=grid, mode=mode, padding_mode=padding_mode,
                    align_corners=False if align_corners is None else align_corners, mask=_MASKS[mask])


call_grid_sample_3d = call_grid_sample
call_grid_sample_3d_backward = call_grid_sample_backward
