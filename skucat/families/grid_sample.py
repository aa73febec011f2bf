"""Grid sampling: descriptor and argument checks, launch sequences."""

from __future__ import annotations

import numpy as np

from .. import dtypes
from ..errors import InvalidArgumentError

PADDING_MODES = ("zeros", "border", "reflection")   # the kernels' GridSamplePadding values, in order


def _shape_params(desc):
    return (np.int64(desc.batch), np.int64(desc.channels), np.int64(desc.in_height), np.int64(desc.in_width),
            np.int64(desc.out_height), np.int64(desc.out_width),
            np.int32(PADDING_MODES.index(desc.padding_mode)), np.int32(bool(desc.align_corners)))


def check_grid_sample(desc):
    """Nothing beyond the catalog: its limits (a non-empty image) and choices cover the descriptor."""


check_grid_sample_backward = check_grid_sample


def check_args_grid_sample_backward(desc, args):
    """dinput is required unless mask is grid, dgrid unless mask is input; an output
    the mask does not compute must be None, so it is never mistaken for written."""
    for name, wanted in (("dinput", desc.mask != "grid"), ("dgrid", desc.mask != "input")):
        given = getattr(args, name) is not None
        if given != wanted:
            raise InvalidArgumentError(
                f"mask={desc.mask!r} {'needs' if wanted else 'does not compute'} {name}: "
                f"pass {'an array' if wanted else 'None'}"
            )


def launch_grid_sample(launch, desc, args, workspace):
    work = desc.batch * desc.out_height * desc.out_width
    launch("sample", work, args.input, args.grid, args.out, *_shape_params(desc))


def launch_grid_sample_backward(launch, desc, args, workspace):
    work = desc.batch * desc.out_height * desc.out_width
    if desc.mask == "grid":   # no dinput: no accumulator, no atomics
        launch("scatter", work, args.dout, args.input, args.grid, None, args.dgrid, *_shape_params(desc))
        return
    count = desc.batch * desc.channels * desc.in_height * desc.in_width
    in_workspace = dtypes.computes_wider(desc.element)
    accum = workspace.take(0, np.float32, count) if in_workspace else args.dinput.reshape(-1)
    launch("zero", count, accum, np.int64(count))
    launch("scatter", work, args.dout, args.input, args.grid, accum, args.dgrid, *_shape_params(desc))
    if in_workspace:
        launch("finalize", count, accum, args.dinput, np.int64(count))
