"""Verification cases of the grid_sample family.

Each SKU runs every padding mode and align_corners setting (runtime params)
on two small problems, one with a 1-pixel-high image. Grids reach past the
image on every side (exercising each padding mode) and include NaN, infinite
and huge coordinates, which must stay in bounds. Finite coordinates are kept
a little away from the points where the result is not smooth in them
(integers, half-integers in pixel space), so that rounding the coordinate in
the compute type cannot cross one.
"""

from __future__ import annotations

import itertools

import numpy as np

from .. import dtypes
from ..reference import grid_sample as reference
from ..types import Workspace
from . import Comparison, eps, select_exact

SHAPES = ((2, 3, 5, 7, 4, 6), (1, 2, 1, 3, 2, 3))   # N, C, IH, IW, OH, OW
RUNTIME = tuple(itertools.product(("zeros", "border", "reflection"), (False, True)))
MARGIN = 0.04   # pixels between a finite coordinate and the nearest non-smooth point


def _huge(element: str) -> float:
    return 6e4 if element == "f16" else 1e30


def _pixel(g, size: int, align_corners: bool):
    return (g + 1) / 2 * (size - 1) if align_corners else ((g + 1) * size - 1) / 2


def _near_kink(pixel):
    """Within MARGIN of an integer or a half-integer."""
    return np.abs(2 * pixel - np.rint(2 * pixel)) < 2 * MARGIN


def make_grid(rng, shape, element: str, padding_mode: str, align_corners: bool, special: bool = True):
    """A grid of `element` values, [N, OH, OW, 2], reaching ~2 pixels past every edge."""
    batch, _, height, width, out_h, out_w = shape
    grid = np.zeros((batch, out_h, out_w, 2), dtypes.numpy_dtype(element))
    sizes = np.array([width, height])
    reach = np.broadcast_to(1 + 4.0 / sizes, grid.shape).copy()    # about 2 pixels beyond the edges
    if special and padding_mode == "reflection":
        # Far coordinates reflect many times. (Huge ones would land wherever
        # the compute type's rounding puts them, so they are for the other modes.)
        reach.reshape(-1, 2)[3, 0] = reach.reshape(-1, 2)[4, 1] = 60
    todo = np.ones(grid.shape, bool)
    while todo.any():
        drawn = (rng.uniform(-1, 1, grid.shape) * reach).astype(grid.dtype)
        grid[todo] = drawn[todo]
        pixel = _pixel(grid.astype(np.float64), sizes, align_corners)
        todo = _near_kink(pixel) & (sizes > 1 if align_corners else True)
    if special:
        flat = grid.reshape(-1, 2)
        flat[0, 0], flat[1, 1], flat[2, 0] = np.nan, np.inf, -np.inf
        if padding_mode != "reflection":
            flat[3, 0], flat[4, 1] = _huge(element), -_huge(element)
    return grid


def _runs(plan_class, sku, stream, rng):
    """Per shape and runtime setting: (label, plan selected exactly for `sku`, input, grid)."""
    element = dtypes.numpy_dtype(sku.element)
    for shape, (padding_mode, align_corners) in itertools.product(SHAPES, RUNTIME):
        input = rng.standard_normal(shape[:4]).astype(element)
        grid = make_grid(rng, shape, sku.element, padding_mode, align_corners)
        desc = plan_class.Descriptor(*shape, element=sku.element, **sku.mode, padding_mode=padding_mode,
                                     align_corners=align_corners)
        label = f"(shape={shape}, padding_mode={padding_mode}, align_corners={align_corners})"
        yield label, select_exact(plan_class, stream, desc, sku), input, grid


def grid_sample(plan_class, sku, stream, rng):
    compute, backend = eps(sku.precision.math), stream.backend
    found = []
    for label, plan, input, grid in _runs(plan_class, sku, stream, rng):
        out = backend.empty(input.shape[:2] + grid.shape[1:3], input.dtype)
        plan.run(stream, Workspace.allocate(stream, plan.workspace_size()),
                 plan_class.Args(input=backend.asarray(input), grid=backend.asarray(grid), out=out))
        desc = plan.desc
        expected, magnitude = reference.grid_sample(input, grid, desc.mode, desc.padding_mode, desc.align_corners)
        found.append(Comparison("out" + label, backend.to_numpy(out), expected, sku.element, compute * magnitude,
                                exact=desc.mode == "nearest"))
    return found


def grid_sample_backward(plan_class, sku, stream, rng):
    compute, backend = eps(sku.precision.math), stream.backend
    found = []
    for label, plan, input, grid in _runs(plan_class, sku, stream, rng):
        desc = plan.desc
        dout = rng.standard_normal(input.shape[:2] + grid.shape[1:3]).astype(input.dtype)
        dinput = backend.empty(input.shape, input.dtype) if desc.mask != "grid" else None
        dgrid = backend.empty(grid.shape, grid.dtype) if desc.mask != "input" else None
        plan.run(stream, Workspace.allocate(stream, plan.workspace_size()),
                 plan_class.Args(dout=backend.asarray(dout), input=backend.asarray(input), grid=backend.asarray(grid),
                                 dinput=dinput, dgrid=dgrid))
        expected = reference.grid_sample_backward(dout, input, grid, desc.mode, desc.padding_mode, desc.align_corners)
        if dinput is not None:
            found.append(Comparison("dinput" + label, backend.to_numpy(dinput), expected.grad_input, sku.element,
                                    compute * expected.input_magnitude))
        if dgrid is not None:
            found.append(Comparison("dgrid" + label, backend.to_numpy(dgrid), expected.grad_grid, sku.element,
                                    compute * expected.grid_magnitude))
    return found
