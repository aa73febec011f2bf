"""grid_sample hooks: PyTorch's align_corners=None (False) and output_mask (the `mask` axis)."""

from __future__ import annotations

from ..functional import output_mask as output_mask_of

_MASKS = {(True, True): "both", (True, False): "input", (False, True): "grid"}


def call_grid_sample(call, input, grid, mode, padding_mode, align_corners):
    return call.run(input=input, grid=grid, mode=mode, padding_mode=padding_mode,
                    align_corners=False if align_corners is None else align_corners)


def call_grid_sample_backward(call, grad_output, input, grid, mode, padding_mode, align_corners, output_mask):
    mask = output_mask_of(output_mask, ("input", "grid"))
    if not any(mask):
        return None, None
    return call.run(dout=grad_output, input=input, grid=grid, mode=mode, padding_mode=padding_mode,
                    align_corners=False if align_corners is None else align_corners, mask=_MASKS[mask])
