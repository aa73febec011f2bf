"""grid_sample hooks: PyTorch's align_corners=None (False) and output_mask (the `mask` axis)."""

from __future__ import annotations

import numpy as np

from ..errors import InvalidArgumentError

_MASKS = {(True, True): "both", (True, False): "input", (False, True): "grid"}


def call_grid_sample(call, input, grid, mode, padding_mode, align_corners):
    return call.run(input=input, grid=grid, mode=mode, padding_mode=padding_mode,
                    align_corners=False if align_corners is None else align_corners)


def call_grid_sample_backward(call, grad_output, input, grid, mode, padding_mode, align_corners, output_mask):
    mask = tuple(output_mask) if isinstance(output_mask, (tuple, list)) else ()
    if len(mask) != 2 or not all(isinstance(wanted, (bool, np.bool_)) for wanted in mask):
        raise InvalidArgumentError(f"output_mask must be two bools (input, grid), not {output_mask!r}")
    if not any(mask):
        return None, None
    return call.run(dout=grad_output, input=input, grid=grid, mode=mode, padding_mode=padding_mode,
                    align_corners=False if align_corners is None else align_corners,
                    mask=_MASKS[bool(mask[0]), bool(mask[1])])
