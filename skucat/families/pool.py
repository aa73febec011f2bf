"""pool hooks: adaptive_avg_pool2d's output_size (an int or a pair, None keeping the input's extent)
and its [N, C, H, W] or [C, H, W] input, whose leading extents the plan pools alike as its planes.
`_pool` and `_pool_backward` also run interpolate's mode 'area'."""

from __future__ import annotations

import math

import numpy as np

from ..errors import InvalidArgumentError, OutOfRangeError, ShapeError, UnsupportedError
from ..functional import shape_only
from ..plan import _INT64, _as_float, _is_int


def _output_extents(output_size, spatial: tuple, name: str = "output_size") -> tuple[int, ...]:
    """`output_size` as one extent per dim of `spatial` (the input's spatial extents): an int for
    every dim or a sequence of one per dim, None keeping the input's extent."""
    sizes = tuple(output_size) if isinstance(output_size, (tuple, list)) else (output_size,) * len(spatial)
    if len(sizes) != len(spatial) or not all(size is None or _is_int(size) for size in sizes):
        raise InvalidArgumentError(f"{name} must be an int or a sequence of {len(spatial)} ints or Nones, "
                                   f"not {output_size!r}")
    extents = tuple(int(extent if size is None else size) for size, extent in zip(sizes, spatial))
    if not all(0 <= extent <= _INT64[1] for extent in extents):
        raise InvalidArgumentError(f"{name} must hold sizes of at least 0, not {output_size!r}")
    return extents


def _pool(call, input, extents: tuple[int, int]):
    """The plan of `call` (adaptive_avg_pool2d's) on `input` [..., H, W] to [..., *extents]."""
    planes = math.prod(input.shape[:-2])
    out = call.run({"out_height": "output_size", "out_width": "output_size"},
                   input=input.reshape(planes, *input.shape[-2:]), out_height=extents[0], out_width=extents[1])
    return out.reshape(*input.shape[:-2], *extents)


def _pool_backward(call, grad_output, shape: tuple):
    """The plan of `call` (adaptive_avg_pool2d_backward's): the gradient of an input of `shape` [..., H, W]
    from `grad_output` [..., OH, OW]."""
    if grad_output.ndim != len(shape) or tuple(grad_output.shape[:-2]) != tuple(shape[:-2]):
        raise ShapeError(f"grad_output must have the input's leading extents {tuple(shape[:-2])} and two more, "
                         f"not shape {tuple(grad_output.shape)}")
    planes = math.prod(shape[:-2])
    grad_input = call.run({"in_height": "input_size", "in_width": "input_size"},
                          grad_output=grad_output.reshape(planes, *grad_output.shape[-2:]),
                          in_height=int(shape[-2]), in_width=int(shape[-1]))
    return grad_input.reshape(shape)


def _area_extents(shape, size, scale_factor, align_corners, recompute_scale_factor, antialias) -> tuple[int, ...]:
    """The output extents of interpolate's mode 'area' for input `shape` [N, C, W], [N, C, H, W] or
    [N, C, D, H, W], by F.interpolate's rules: `size`, else floor(extent * scale_factor) (area always
    recomputes)."""
    if len(shape) not in (3, 4, 5):
        raise UnsupportedError(f"interpolate takes 3-D input [N, C, W], 4-D [N, C, H, W] or 5-D [N, C, D, H, W], "
                               f"not shape {tuple(shape)}")
    if align_corners is not None:
        raise InvalidArgumentError("align_corners can only be set with an interpolating mode (bilinear, bicubic), "
                                   "not with mode 'area'")
    if (size is None) == (scale_factor is None):
        raise InvalidArgumentError("exactly one of size or scale_factor must be given")
    if recompute_scale_factor and size is not None:
        raise InvalidArgumentError("recompute_scale_factor is not meaningful with an explicit size")
    if antialias is not False:
        raise InvalidArgumentError(f"antialias is for the bilinear and bicubic modes, not 'area' (antialias={antialias!r})")
    spatial = tuple(shape[2:])
    if size is not None:   # (interpolate's schema makes a number a list of one)
        return _output_extents(size[0] if isinstance(size, (tuple, list)) and len(size) == 1 else size, spatial, "size")
    factors = tuple(scale_factor) if isinstance(scale_factor, (tuple, list)) else (scale_factor,)
    factors = factors * len(spatial) if len(factors) == 1 else factors
    if len(factors) != len(spatial):
        raise InvalidArgumentError(f"scale_factor must have one value per spatial dim ({len(spatial)}), not {scale_factor!r}")
    products = [float(extent) * _as_float(f, "scale_factor") for extent, f in zip(spatial, factors)]
    if not all(math.isfinite(p) and p < 2.0 ** 63 for p in products):
        raise OutOfRangeError(f"scale_factor {scale_factor!r} gives output size {tuple(products)} for input size "
                              f"{spatial}, beyond any count")
    return _output_extents([math.floor(p) for p in products], spatial, "scale_factor")


def _wide(call, array):
    """(array, None), or for f16 and bf16 the array in f32 and its dtype: 3-D input's two passes then
    round once, at the end (_narrow), as PyTorch's 3-D kernels compute in f32."""
    if array.dtype.itemsize != 2 or array.dtype.kind not in "fV":   # (bf16 is numpy's kind V)
        return array, None
    return call.convert(array, np.float32), array.dtype


def _narrow(call, array, element):
    return array if element is None else call.convert(array, element)


def _area(call, input, size, scale_factor, align_corners, recompute_scale_factor, antialias):
    """interpolate(input, ..., mode='area'): adaptive_avg_pool2d at interpolate's output size (1-D input
    [N, C, W] over a height of 1), as F.interpolate runs adaptive_avg_pool1d/2d; 3-D input [N, C, D, H, W]
    pooled over each depth's planes, then along the depth (as [D, H * W] planes whose width stays)."""
    extents = _area_extents(input.shape, size, scale_factor, align_corners, recompute_scale_factor, antialias)
    pool = call.of("adaptive_avg_pool2d")
    if input.ndim == 5:
        wide, element = _wide(call, input)
        planes = _pool(pool, wide, extents[1:])
        plane = math.prod(extents[1:])
        out = _pool(pool, planes.reshape(*input.shape[:3], plane), (extents[0], plane))
        return _narrow(call, out.reshape(*input.shape[:2], *extents), element)
    planar = input.reshape(*input.shape[:2], 1, input.shape[2]) if input.ndim == 3 else input
    return _pool(pool, planar, (1, *extents)[-2:]).reshape(*input.shape[:2], *extents)


def _area_backward(call, grad_output, shape, size, scale_factor, align_corners, recompute_scale_factor):
    """interpolate_backward in mode 'area': adaptive_avg_pool2d_backward for an input of `shape` (3-D
    input's along the depth, then over the planes)."""
    extents = _area_extents(shape, size, scale_factor, align_corners, recompute_scale_factor, False)
    grad_output = call.array(grad_output, "grad_output")
    if tuple(grad_output.shape) != (*shape[:2], *extents):
        raise ShapeError(f"grad_output must have the output's shape {(*shape[:2], *extents)}, not "
                         f"{tuple(grad_output.shape)}")
    backward = call.of("adaptive_avg_pool2d_backward")
    if len(shape) == 5:
        plane = math.prod(extents[1:])
        grad_output, element = _wide(call, grad_output)
        grad_planes = _pool_backward(backward, grad_output.reshape(*shape[:2], extents[0], plane), (*shape[:3], plane))
        return _narrow(call, _pool_backward(backward, grad_planes.reshape(*shape[:3], *extents[1:]), shape), element)
    planar = (*shape[:2], *(1, *shape[2:])[-2:])
    grad_input = _pool_backward(backward, grad_output.reshape(*shape[:2], *(1, *extents)[-2:]), planar)
    return grad_input.reshape(shape)


def _planar(shape, name: str) -> None:
    """Refuses a shape that is not [N, C, H, W] or [C, H, W], as PyTorch's adaptive_avg_pool2d."""
    if len(shape) not in (3, 4):
        raise ShapeError(f"{name} must be 3-D [C, H, W] or 4-D [N, C, H, W], not shape {tuple(shape)}")


@shape_only
def call_adaptive_avg_pool2d(call, input, output_size):
    input = call.array(input, "input")
    _planar(input.shape, "input")
    return _pool(call, input, _output_extents(output_size, input.shape[-2:]))


@shape_only
def call_adaptive_avg_pool2d_backward(call, grad_output, input_size):
    shape = tuple(input_size) if isinstance(input_size, (tuple, list)) or hasattr(input_size, "__len__") else ()
    if not all(_is_int(extent) and 0 <= extent <= _INT64[1] for extent in shape):
        raise InvalidArgumentError(f"input_size must be the input's shape, non-negative 64-bit ints, not {input_size!r}")
    _planar(shape, "input_size")
    return _pool_backward(call, call.array(grad_output, "grad_output"), tuple(int(extent) for extent in shape))
