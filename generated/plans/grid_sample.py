# Generated from catalog.yaml by codegen with templates/python/plans.py.j2. Do not edit.
"""Plans of the grid_sample family."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from skucat.errors import *  # noqa: F401,F403  (the error classes checks raise)
from skucat.expr import *  # noqa: F401,F403  (the functions expressions call)
from skucat.plan import (
    CheckSpec, Descriptor, EntrySpec, FunctionalSpec, LetSpec, ParamSpec, Plan, SliceSpec, TensorSpec,
)
from skucat.sku import KernelSku

__all__ = [
    "GridSampleDescriptor", "GridSampleArgs", "GridSamplePlan",
    "GridSampleBackwardDescriptor", "GridSampleBackwardArgs", "GridSampleBackwardPlan",
    "GridSample3dDescriptor", "GridSample3dArgs", "GridSample3dPlan",
    "GridSample3dBackwardDescriptor", "GridSample3dBackwardArgs", "GridSample3dBackwardPlan",
]


@dataclass(frozen=True, kw_only=True)
class GridSampleDescriptor(Descriptor):
    """What GridSamplePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    batch: batch size (N).
    channels: channels (C).
    in_height: input height (IH).
    in_width: input width (IW).
    out_height: output height, the grid's second extent (OH).
    out_width: output width, the grid's third extent (OW).
    element: element type, one of f16, bf16, f32, f64.
    mode: one of bilinear, nearest, bicubic (compile-time: the interpolation mode decides the code's structure (1, 4 or 16 taps per location, their
        weights and registers), so each is its own kernel).
    padding_mode: what a location outside the image reads: zeros, the clipped border, or its reflection
        (runtime: a uniform branch on a few scalar ops per location, not worth tripling the kernels).
    align_corners: true: -1 and 1 are the centres of the corner pixels; false: their outer edges (runtime: it
        only changes two constants of the coordinate mapping).
    """

    batch: int
    channels: int
    in_height: int
    in_width: int
    out_height: int
    out_width: int
    element: Any = "f32"
    mode: str = "bilinear"
    padding_mode: str = 'zeros'

    align_corners: bool = False

    def __post_init__(self):
        GridSamplePlan.normalize(self)


@dataclass
class GridSampleArgs:
    """Arrays of one GridSamplePlan.run, C-contiguous, on the stream's backend.

    input: input, [batch, channels, in_height, in_width] of element.
    grid: input, [batch, out_height, out_width, 2] of element.
    out: output, [batch, channels, out_height, out_width] of element.
    """

    input: Any
    grid: Any
    out: Any


class GridSamplePlan(Plan):
    """grid_sample plan.

    Samples `input` [N, C, IH, IW] at the normalised (x, y) locations of `grid` [N, OH, OW, 2] (x
    indexes the width, y the height; -1 and 1 are the edges, see align_corners), as
    torch.nn.functional.grid_sample on 4-D input: out[n, c, oh, ow] interpolates input[n, c] at
    grid[n, oh, ow]. Bilinear and nearest map the coordinate through the padding mode first (border
    clips, reflection reflects then clips); nearest rounds half to even; bicubic (A = -0.75) takes a
    4x4 neighbourhood and applies the padding mode to each tap. With zeros padding a tap outside the
    image reads 0. Non-finite grid values never produce an out-of-range access: with zeros padding
    they make the output NaN (bilinear, bicubic) or 0 (nearest), as PyTorch's CPU kernel does;
    border and reflection clip a NaN or reflected infinity to pixel 0 and an infinity under border
    to the edge, as PyTorch's CUDA kernel does.

    When to use: Forward of a spatial transformer, optical-flow warp or any resampling by a sampling
    grid. Pair with GridSampleBackwardPlan; keep `input` and `grid`.
    Adjoint (backward op): GridSampleBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Compile-time mode: {bilinear, nearest, bicubic}; the interpolation mode decides the code's
      structure (1, 4 or 16 taps per location, their weights and registers), so each is its own
      kernel.
    Runtime params: padding_mode, align_corners (see GridSampleDescriptor).

    Shape limits: input [batch, channels, in_height, in_width]; grid [batch, out_height, out_width,
      2]; out [batch, channels, out_height, out_width]; every extent >= 0; in_height >= 1; in_width
      >= 1. C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      per_location: math in compute, accumulation in compute, deterministic and bit-stable.
        one thread per output location (n, oh, ow) computes the taps and weights once and loops over
        the channels.

      f16 and bf16 are loaded to f32, computed in f32 and rounded once to the element; f32 computes
      in f32; f64 computes in f64 throughout.
    """

    op = "grid_sample"
    family = "grid_sample"
    adjoint = 'grid_sample_backward'
    Descriptor = GridSampleDescriptor
    Args = GridSampleArgs
    dims = ('batch', 'channels', 'in_height', 'in_width', 'out_height', 'out_width')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = (('mode', ('bilinear', 'nearest', 'bicubic')),)
    params = (
        ParamSpec('padding_mode', 'choice', ('zeros', 'border', 'reflection')),
        ParamSpec('align_corners', 'bool', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[batch, channels, in_height, in_width]',
                   lambda n: (n.batch,n.channels,n.in_height,n.in_width,),
                   None, ''),
        TensorSpec('grid', 'input', 'element',
                   '[batch, out_height, out_width, 2]',
                   lambda n: (n.batch,n.out_height,n.out_width,2,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[batch, channels, out_height, out_width]',
                   lambda n: (n.batch,n.channels,n.out_height,n.out_width,),
                   None, ''),
    )
    limits = (
        ('in_height >= 1', lambda n: n.in_height >= 1),
        ('in_width >= 1', lambda n: n.in_width >= 1),
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('sample', lambda n: n.batch * n.out_height * n.out_width, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('grid', 'const element*', ''), ('out', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag')), False),
    )
    functional = FunctionalSpec(('input', 'grid', 'mode', 'padding_mode', 'align_corners'), {},
                                {}, '',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "sampling.grid_sample.f16.none.per_location.mode-bilinear.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample.f16.none.per_location.mode-nearest.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample.f16.none.per_location.mode-bicubic.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample.bf16.none.per_location.mode-bilinear.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample.bf16.none.per_location.mode-nearest.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample.bf16.none.per_location.mode-bicubic.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample.f32.none.per_location.mode-bilinear.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample.f32.none.per_location.mode-nearest.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample.f32.none.per_location.mode-bicubic.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample.f64.none.per_location.mode-bilinear.any.any.math-f64.acc-f64.det.stable",
        "sampling.grid_sample.f64.none.per_location.mode-nearest.any.any.math-f64.acc-f64.det.stable",
        "sampling.grid_sample.f64.none.per_location.mode-bicubic.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class GridSampleBackwardDescriptor(Descriptor):
    """What GridSampleBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    batch: batch size (N).
    channels: channels (C).
    in_height: input height (IH).
    in_width: input width (IW).
    out_height: output height, the grid's second extent (OH).
    out_width: output width, the grid's third extent (OW).
    element: element type, one of f16, bf16, f32, f64.
    mode: one of bilinear, nearest, bicubic (compile-time: the interpolation mode decides the code's structure (1, 4 or 16 taps per location, their
        weights and registers), so each is its own kernel).
    mask: one of both, input, grid (compile-time: PyTorch's output_mask: which gradients to compute. Each is its own kernel so that a kernel
        never does the other gradient's work: mask=input reads no input values and computes no
        weight derivatives, mask=grid does no atomics and needs no accumulator).
    padding_mode: what a location outside the image reads: zeros, the clipped border, or its reflection
        (runtime: a uniform branch on a few scalar ops per location, not worth tripling the kernels).
    align_corners: true: -1 and 1 are the centres of the corner pixels; false: their outer edges (runtime: it
        only changes two constants of the coordinate mapping).
    """

    batch: int
    channels: int
    in_height: int
    in_width: int
    out_height: int
    out_width: int
    element: Any = "f32"
    mode: str = "bilinear"
    mask: str = "both"
    padding_mode: str = 'zeros'

    align_corners: bool = False

    def __post_init__(self):
        GridSampleBackwardPlan.normalize(self)


@dataclass
class GridSampleBackwardArgs:
    """Arrays of one GridSampleBackwardPlan.run, C-contiguous, on the stream's backend.

    dout: input, [batch, channels, out_height, out_width] of element. the gradient of `out`.
    input: input, [batch, channels, in_height, in_width] of element.
    grid: input, [batch, out_height, out_width, 2] of element.
    dinput: output, [batch, channels, in_height, in_width] of element, given exactly when mask != 'grid'.
    dgrid: output, [batch, out_height, out_width, 2] of element, given exactly when mask != 'input'.
    """

    dout: Any
    input: Any
    grid: Any
    dinput: Any = None
    dgrid: Any = None


class GridSampleBackwardPlan(Plan):
    """grid_sample_backward plan.

    Adjoint of GridSamplePlan: dinput (the adjoint of the interpolation, each dout value scattered
    to the taps of its location with their weights) and dgrid (the analytic chain rule through the
    interpolation weights and the coordinate mapping, summed over channels; zero for nearest, and
    zero for a coordinate that border or reflection clips). Which of the two it computes is the
    compile-time `mask`; dinput and dgrid are overwritten.

    When to use: Backward of GridSamplePlan. Use mask=input when the grid is constant (no grid work
    at all), mask=grid when the input needs no gradient (no atomics, no workspace).
    Adjoint of: GridSamplePlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Compile-time mode: {bilinear, nearest, bicubic}; the interpolation mode decides the code's
      structure (1, 4 or 16 taps per location, their weights and registers), so each is its own
      kernel.
    Compile-time mask: {both, input, grid}; PyTorch's output_mask: which gradients to compute. Each
      is its own kernel so that a kernel never does the other gradient's work: mask=input reads no
      input values and computes no weight derivatives, mask=grid does no atomics and needs no
      accumulator.
    Runtime params: padding_mode, align_corners (see GridSampleBackwardDescriptor).

    Shape limits: dout [batch, channels, out_height, out_width]; input [batch, channels, in_height,
      in_width]; grid [batch, out_height, out_width, 2]; dinput [batch, channels, in_height,
      in_width]; dgrid [batch, out_height, out_width, 2]; every extent >= 0; in_height >= 1;
      in_width >= 1. C-contiguous arrays; outputs may not overlap inputs.

    Workspace: wide_accum, batch * channels * in_height * in_width of compute when variant ==
      'atomic' and (compute != element and mask != 'grid'); keys, group_items of i64 when variant ==
      'sorted'; weights, group_items of compute when variant == 'sorted'; counts, group_buckets of
      i64 when variant == 'sorted'; pair_weights, group_items of compute when variant == 'sorted';
      bases, group_buckets // scan_chunk + 1 of i64 when variant == 'sorted'; offsets, group_buckets
      + 1 of i64 when variant == 'sorted'; order, group_items of i64 when variant == 'sorted' (each
      slice aligned to 128 bytes).

    Precision guarantee:

      atomic: math in compute, accumulation in compute, non-deterministic (atomic accumulation order
        varies between launches).
        one thread per output location (n, oh, ow) loops over the channels: it atomicAdds each
        weighted dout into the dinput accumulator (f32 and f64 in place in dinput; f16 and bf16 in
        an f32 workspace, cast at the end) and sums its dgrid in registers, written once.

      direct: math in compute, accumulation in compute, deterministic and bit-stable.
        dgrid alone: one thread per output location (n, oh, ow) sums its dgrid over the channels in
        registers, in a fixed order, and writes it once; no atomics.

      sorted: math in compute, accumulation in compute, deterministic and bit-stable.
        deterministic dinput: one thread per output location writes the input pixel and weight of
        each of its taps; the (location, tap) pairs are grouped by pixel with a stable counting sort
        (integer atomics only); one thread per dinput element sums its pixel's pairs in order,
        weight times dout, in the compute type, and writes it once. dgrid as the direct variant.

      f16 and bf16 compute in f32 and accumulate dinput in f32; f32 computes and accumulates in f32;
      f64 in f64. dgrid is summed in registers in a fixed order (deterministic on its own); dinput's
      atomic order varies between launches, the sorted variant's does not.
    """

    op = "grid_sample_backward"
    family = "grid_sample"
    adjoint = None
    Descriptor = GridSampleBackwardDescriptor
    Args = GridSampleBackwardArgs
    dims = ('batch', 'channels', 'in_height', 'in_width', 'out_height', 'out_width')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = (('mode', ('bilinear', 'nearest', 'bicubic')), ('mask', ('both', 'input', 'grid')))
    params = (
        ParamSpec('padding_mode', 'choice', ('zeros', 'border', 'reflection')),
        ParamSpec('align_corners', 'bool', ()),
    )
    tensors = (
        TensorSpec('dout', 'input', 'element',
                   '[batch, channels, out_height, out_width]',
                   lambda n: (n.batch,n.channels,n.out_height,n.out_width,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[batch, channels, in_height, in_width]',
                   lambda n: (n.batch,n.channels,n.in_height,n.in_width,),
                   None, ''),
        TensorSpec('grid', 'input', 'element',
                   '[batch, out_height, out_width, 2]',
                   lambda n: (n.batch,n.out_height,n.out_width,2,),
                   None, ''),
        TensorSpec('dinput', 'output', 'element',
                   '[batch, channels, in_height, in_width]',
                   lambda n: (n.batch,n.channels,n.in_height,n.in_width,),
                   lambda n: n.mask != 'grid', "mask != 'grid'"),
        TensorSpec('dgrid', 'output', 'element',
                   '[batch, out_height, out_width, 2]',
                   lambda n: (n.batch,n.out_height,n.out_width,2,),
                   lambda n: n.mask != 'input', "mask != 'input'"),
    )
    limits = (
        ('in_height >= 1', lambda n: n.in_height >= 1),
        ('in_width >= 1', lambda n: n.in_width >= 1),
    )
    checks = (
    )
    lets = (
        LetSpec('accum', lambda n: n.dinput if n.compute == n.element else n.wide_accum, 'dinput if compute == element else wide_accum', True),
        LetSpec('taps', lambda n: 16 if n.mode == 'bicubic' else 4 if n.mode == 'bilinear' else 1, "16 if mode == 'bicubic' else 4 if mode == 'bilinear' else 1", False),
        LetSpec('group_items', lambda n: n.batch * n.out_height * n.out_width * n.taps, 'batch * out_height * out_width * taps', False),
        LetSpec('group_buckets', lambda n: n.batch * n.in_height * n.in_width, 'batch * in_height * in_width', False),
        LetSpec('scan_chunk', lambda n: 1024, '1024', False),
    )
    workspace = (
        SliceSpec('wide_accum', 'compute', lambda n: n.batch * n.channels * n.in_height * n.in_width,
                  lambda n: n.variant == 'atomic' and (n.compute != n.element and n.mask != 'grid')),
        SliceSpec('keys', 'i64', lambda n: n.group_items,
                  lambda n: n.variant == 'sorted'),
        SliceSpec('weights', 'compute', lambda n: n.group_items,
                  lambda n: n.variant == 'sorted'),
        SliceSpec('counts', 'i64', lambda n: n.group_buckets,
                  lambda n: n.variant == 'sorted'),
        SliceSpec('pair_weights', 'compute', lambda n: n.group_items,
                  lambda n: n.variant == 'sorted'),
        SliceSpec('bases', 'i64', lambda n: n.group_buckets // n.scan_chunk + 1,
                  lambda n: n.variant == 'sorted'),
        SliceSpec('offsets', 'i64', lambda n: n.group_buckets + 1,
                  lambda n: n.variant == 'sorted'),
        SliceSpec('order', 'i64', lambda n: n.group_items,
                  lambda n: n.variant == 'sorted'),
    )
    entries = (
        EntrySpec('zero', lambda n: n.batch * n.channels * n.in_height * n.in_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'atomic' and n.mask != 'grid',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('scatter', lambda n: n.batch * n.out_height * n.out_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant in ('atomic', 'direct'),
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('finalize', lambda n: n.batch * n.channels * n.in_height * n.in_width, lambda n: 256,
                  lambda n: 0, lambda n: n.wide_accum is not None,
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), True),
        EntrySpec('dgrid', lambda n: n.batch * n.out_height * n.out_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted' and n.mask == 'both',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('pairs', lambda n: n.batch * n.out_height * n.out_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_zero', lambda n: n.group_buckets, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_count', lambda n: n.group_items, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_chunk_totals', lambda n: n.group_buckets // n.scan_chunk + 1, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_chunk_scan', lambda n: 1, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_offsets', lambda n: n.group_buckets // n.scan_chunk + 1, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_fill', lambda n: n.group_items, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_sort', lambda n: max(n.group_buckets, n.group_items), lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_weights', lambda n: n.group_items, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('gather', lambda n: n.batch * n.channels * n.in_height * n.in_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'grid', 'mode', 'padding_mode', 'align_corners', 'output_mask'), {'dout': 'grad_output'},
                                {}, '',
                                ('dinput', 'dgrid'))
    skus = tuple(KernelSku.parse(text) for text in (
        "sampling.grid_sample_backward.f16.none.atomic.mode-bilinear.mask-both.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_backward.f16.none.sorted.mode-bilinear.mask-both.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.f16.none.atomic.mode-bilinear.mask-input.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_backward.f16.none.sorted.mode-bilinear.mask-input.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.f16.none.direct.mode-bilinear.mask-grid.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.f16.none.atomic.mode-nearest.mask-both.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_backward.f16.none.sorted.mode-nearest.mask-both.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.f16.none.atomic.mode-nearest.mask-input.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_backward.f16.none.sorted.mode-nearest.mask-input.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.f16.none.direct.mode-nearest.mask-grid.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.f16.none.atomic.mode-bicubic.mask-both.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_backward.f16.none.sorted.mode-bicubic.mask-both.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.f16.none.atomic.mode-bicubic.mask-input.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_backward.f16.none.sorted.mode-bicubic.mask-input.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.f16.none.direct.mode-bicubic.mask-grid.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.bf16.none.atomic.mode-bilinear.mask-both.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_backward.bf16.none.sorted.mode-bilinear.mask-both.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.bf16.none.atomic.mode-bilinear.mask-input.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_backward.bf16.none.sorted.mode-bilinear.mask-input.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.bf16.none.direct.mode-bilinear.mask-grid.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.bf16.none.atomic.mode-nearest.mask-both.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_backward.bf16.none.sorted.mode-nearest.mask-both.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.bf16.none.atomic.mode-nearest.mask-input.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_backward.bf16.none.sorted.mode-nearest.mask-input.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.bf16.none.direct.mode-nearest.mask-grid.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.bf16.none.atomic.mode-bicubic.mask-both.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_backward.bf16.none.sorted.mode-bicubic.mask-both.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.bf16.none.atomic.mode-bicubic.mask-input.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_backward.bf16.none.sorted.mode-bicubic.mask-input.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.bf16.none.direct.mode-bicubic.mask-grid.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.f32.none.atomic.mode-bilinear.mask-both.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_backward.f32.none.sorted.mode-bilinear.mask-both.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.f32.none.atomic.mode-bilinear.mask-input.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_backward.f32.none.sorted.mode-bilinear.mask-input.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.f32.none.direct.mode-bilinear.mask-grid.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.f32.none.atomic.mode-nearest.mask-both.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_backward.f32.none.sorted.mode-nearest.mask-both.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.f32.none.atomic.mode-nearest.mask-input.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_backward.f32.none.sorted.mode-nearest.mask-input.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.f32.none.direct.mode-nearest.mask-grid.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.f32.none.atomic.mode-bicubic.mask-both.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_backward.f32.none.sorted.mode-bicubic.mask-both.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.f32.none.atomic.mode-bicubic.mask-input.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_backward.f32.none.sorted.mode-bicubic.mask-input.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.f32.none.direct.mode-bicubic.mask-grid.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_backward.f64.none.atomic.mode-bilinear.mask-both.any.any.math-f64.acc-f64.nondet.unstable",
        "sampling.grid_sample_backward.f64.none.sorted.mode-bilinear.mask-both.any.any.math-f64.acc-f64.det.stable",
        "sampling.grid_sample_backward.f64.none.atomic.mode-bilinear.mask-input.any.any.math-f64.acc-f64.nondet.unstable",
        "sampling.grid_sample_backward.f64.none.sorted.mode-bilinear.mask-input.any.any.math-f64.acc-f64.det.stable",
        "sampling.grid_sample_backward.f64.none.direct.mode-bilinear.mask-grid.any.any.math-f64.acc-f64.det.stable",
        "sampling.grid_sample_backward.f64.none.atomic.mode-nearest.mask-both.any.any.math-f64.acc-f64.nondet.unstable",
        "sampling.grid_sample_backward.f64.none.sorted.mode-nearest.mask-both.any.any.math-f64.acc-f64.det.stable",
        "sampling.grid_sample_backward.f64.none.atomic.mode-nearest.mask-input.any.any.math-f64.acc-f64.nondet.unstable",
        "sampling.grid_sample_backward.f64.none.sorted.mode-nearest.mask-input.any.any.math-f64.acc-f64.det.stable",
        "sampling.grid_sample_backward.f64.none.direct.mode-nearest.mask-grid.any.any.math-f64.acc-f64.det.stable",
        "sampling.grid_sample_backward.f64.none.atomic.mode-bicubic.mask-both.any.any.math-f64.acc-f64.nondet.unstable",
        "sampling.grid_sample_backward.f64.none.sorted.mode-bicubic.mask-both.any.any.math-f64.acc-f64.det.stable",
        "sampling.grid_sample_backward.f64.none.atomic.mode-bicubic.mask-input.any.any.math-f64.acc-f64.nondet.unstable",
        "sampling.grid_sample_backward.f64.none.sorted.mode-bicubic.mask-input.any.any.math-f64.acc-f64.det.stable",
        "sampling.grid_sample_backward.f64.none.direct.mode-bicubic.mask-grid.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class GridSample3dDescriptor(Descriptor):
    """What GridSample3dPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    batch: batch size (N).
    channels: channels (C).
    in_depth: input depth (ID).
    in_height: input height (IH).
    in_width: input width (IW).
    out_depth: output depth, the grid's second extent (OD).
    out_height: output height, the grid's third extent (OH).
    out_width: output width, the grid's fourth extent (OW).
    element: element type, one of f16, bf16, f32, f64.
    mode: one of bilinear, nearest, bicubic (compile-time: the interpolation mode decides the code's structure (1, 4 or 16 taps per location, their
        weights and registers), so each is its own kernel).
    padding_mode: what a location outside the image reads: zeros, the clipped border, or its reflection
        (runtime: a uniform branch on a few scalar ops per location, not worth tripling the kernels).
    align_corners: true: -1 and 1 are the centres of the corner pixels; false: their outer edges (runtime: it
        only changes two constants of the coordinate mapping).
    """

    batch: int
    channels: int
    in_depth: int
    in_height: int
    in_width: int
    out_depth: int
    out_height: int
    out_width: int
    element: Any = "f32"
    mode: str = "bilinear"
    padding_mode: str = 'zeros'

    align_corners: bool = False

    def __post_init__(self):
        GridSample3dPlan.normalize(self)


@dataclass
class GridSample3dArgs:
    """Arrays of one GridSample3dPlan.run, C-contiguous, on the stream's backend.

    input: input, [batch, channels, in_depth, in_height, in_width] of element.
    grid: input, [batch, out_depth, out_height, out_width, 3] of element.
    out: output, [batch, channels, out_depth, out_height, out_width] of element.
    """

    input: Any
    grid: Any
    out: Any


class GridSample3dPlan(Plan):
    """grid_sample_3d plan.

    Samples `input` [N, C, ID, IH, IW] at the normalised (x, y, z) locations of `grid` [N, OD, OH,
    OW, 3] (x indexes the width, y the height, z the depth), as torch.nn.functional.grid_sample on
    5-D input (aten's grid_sampler_3d): out[n, c, od, oh, ow] interpolates input[n, c] at grid[n,
    od, oh, ow]. Trilinear (mode bilinear, 8 taps) or nearest (round half to even), the coordinate
    mapped through the padding mode first; align_corners is GridSamplePlan's. PyTorch has no bicubic
    on 5-D input. As PyTorch's 3-D kernels (CPU and CUDA) do, a padded coordinate that is not finite
    or beyond the int range is moved outside (-100): with zeros padding a NaN or infinite coordinate
    reads 0 with zero gradients. Border and reflection clip a NaN or reflected infinity to pixel 0
    (PyTorch's CUDA forward; its CPU forward reads the far edge there, and both its backwards give
    zero gradients).

    When to use: Forward of a volumetric warp or resampling (3-D spatial transformers, medical
    volumes, 3-D flow). Pair with GridSample3dBackwardPlan; keep `input` and `grid`.
    Adjoint (backward op): GridSample3dBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Compile-time mode: {bilinear, nearest, bicubic}; the interpolation mode decides the code's
      structure (1, 4 or 16 taps per location, their weights and registers), so each is its own
      kernel.
    Runtime params: padding_mode, align_corners (see GridSample3dDescriptor).

    Shape limits: input [batch, channels, in_depth, in_height, in_width]; grid [batch, out_depth,
      out_height, out_width, 3]; out [batch, channels, out_depth, out_height, out_width]; every
      extent >= 0; in_depth >= 1; in_height >= 1; in_width >= 1. C-contiguous arrays; outputs may
      not overlap inputs.

    Checks:
      mode != 'bicubic' (else InvalidArgumentError): bicubic interpolation only supports 4-D input
        (PyTorch's rule).

    Workspace: none.

    Precision guarantee:

      per_location: math in compute, accumulation in compute, deterministic and bit-stable.
        one thread per output location (n, od, oh, ow) computes the taps and weights once and loops
        over the channels.

      f16 and bf16 are loaded to f32, computed in f32 and rounded once to the element; f32 computes
      in f32; f64 computes in f64 throughout.
    """

    op = "grid_sample_3d"
    family = "grid_sample"
    adjoint = 'grid_sample_3d_backward'
    Descriptor = GridSample3dDescriptor
    Args = GridSample3dArgs
    dims = ('batch', 'channels', 'in_depth', 'in_height', 'in_width', 'out_depth', 'out_height', 'out_width')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = (('mode', ('bilinear', 'nearest', 'bicubic')),)
    params = (
        ParamSpec('padding_mode', 'choice', ('zeros', 'border', 'reflection')),
        ParamSpec('align_corners', 'bool', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[batch, channels, in_depth, in_height, in_width]',
                   lambda n: (n.batch,n.channels,n.in_depth,n.in_height,n.in_width,),
                   None, ''),
        TensorSpec('grid', 'input', 'element',
                   '[batch, out_depth, out_height, out_width, 3]',
                   lambda n: (n.batch,n.out_depth,n.out_height,n.out_width,3,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[batch, channels, out_depth, out_height, out_width]',
                   lambda n: (n.batch,n.channels,n.out_depth,n.out_height,n.out_width,),
                   None, ''),
    )
    limits = (
        ('in_depth >= 1', lambda n: n.in_depth >= 1),
        ('in_height >= 1', lambda n: n.in_height >= 1),
        ('in_width >= 1', lambda n: n.in_width >= 1),
    )
    checks = (
        CheckSpec("mode != 'bicubic'", InvalidArgumentError, lambda n: n.mode != 'bicubic',
                  ['mode'], False,
                  "bicubic interpolation only supports 4-D input (PyTorch's rule)"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('sample', lambda n: n.batch * n.out_depth * n.out_height * n.out_width, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('grid', 'const element*', ''), ('out', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_depth', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_depth', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag')), False),
    )
    functional = FunctionalSpec(('input', 'grid', 'mode', 'padding_mode', 'align_corners'), {},
                                {}, '',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "sampling.grid_sample_3d.f16.none.per_location.mode-bilinear.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d.f16.none.per_location.mode-nearest.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d.bf16.none.per_location.mode-bilinear.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d.bf16.none.per_location.mode-nearest.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d.f32.none.per_location.mode-bilinear.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d.f32.none.per_location.mode-nearest.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d.f64.none.per_location.mode-bilinear.any.any.math-f64.acc-f64.det.stable",
        "sampling.grid_sample_3d.f64.none.per_location.mode-nearest.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class GridSample3dBackwardDescriptor(Descriptor):
    """What GridSample3dBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    batch: batch size (N).
    channels: channels (C).
    in_depth: input depth (ID).
    in_height: input height (IH).
    in_width: input width (IW).
    out_depth: output depth, the grid's second extent (OD).
    out_height: output height, the grid's third extent (OH).
    out_width: output width, the grid's fourth extent (OW).
    element: element type, one of f16, bf16, f32, f64.
    mode: one of bilinear, nearest, bicubic (compile-time: the interpolation mode decides the code's structure (1, 4 or 16 taps per location, their
        weights and registers), so each is its own kernel).
    mask: one of both, input, grid (compile-time: PyTorch's output_mask: which gradients to compute. Each is its own kernel so that a kernel
        never does the other gradient's work: mask=input reads no input values and computes no
        weight derivatives, mask=grid does no atomics and needs no accumulator).
    padding_mode: what a location outside the image reads: zeros, the clipped border, or its reflection
        (runtime: a uniform branch on a few scalar ops per location, not worth tripling the kernels).
    align_corners: true: -1 and 1 are the centres of the corner pixels; false: their outer edges (runtime: it
        only changes two constants of the coordinate mapping).
    """

    batch: int
    channels: int
    in_depth: int
    in_height: int
    in_width: int
    out_depth: int
    out_height: int
    out_width: int
    element: Any = "f32"
    mode: str = "bilinear"
    mask: str = "both"
    padding_mode: str = 'zeros'

    align_corners: bool = False

    def __post_init__(self):
        GridSample3dBackwardPlan.normalize(self)


@dataclass
class GridSample3dBackwardArgs:
    """Arrays of one GridSample3dBackwardPlan.run, C-contiguous, on the stream's backend.

    dout: input, [batch, channels, out_depth, out_height, out_width] of element. the gradient of `out`.
    input: input, [batch, channels, in_depth, in_height, in_width] of element.
    grid: input, [batch, out_depth, out_height, out_width, 3] of element.
    dinput: output, [batch, channels, in_depth, in_height, in_width] of element, given exactly when mask != 'grid'.
    dgrid: output, [batch, out_depth, out_height, out_width, 3] of element, given exactly when mask != 'input'.
    """

    dout: Any
    input: Any
    grid: Any
    dinput: Any = None
    dgrid: Any = None


class GridSample3dBackwardPlan(Plan):
    """grid_sample_3d_backward plan.

    Adjoint of GridSample3dPlan (aten's grid_sampler_3d_backward): dinput (each dout value scattered
    to the 8 or 1 taps of its location with their weights) and dgrid (the chain rule through the
    weights and the coordinate mapping, summed over channels; zero for nearest and for a coordinate
    that border or reflection clips). Which of the two it computes is the compile-time `mask`; both
    are overwritten.

    When to use: Backward of GridSample3dPlan. mask=input when the grid is constant, mask=grid when
    the input needs no gradient (no atomics, no workspace, deterministic).
    Adjoint of: GridSample3dPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Compile-time mode: {bilinear, nearest, bicubic}; the interpolation mode decides the code's
      structure (1, 4 or 16 taps per location, their weights and registers), so each is its own
      kernel.
    Compile-time mask: {both, input, grid}; PyTorch's output_mask: which gradients to compute. Each
      is its own kernel so that a kernel never does the other gradient's work: mask=input reads no
      input values and computes no weight derivatives, mask=grid does no atomics and needs no
      accumulator.
    Runtime params: padding_mode, align_corners (see GridSample3dBackwardDescriptor).

    Shape limits: dout [batch, channels, out_depth, out_height, out_width]; input [batch, channels,
      in_depth, in_height, in_width]; grid [batch, out_depth, out_height, out_width, 3]; dinput
      [batch, channels, in_depth, in_height, in_width]; dgrid [batch, out_depth, out_height,
      out_width, 3]; every extent >= 0; in_depth >= 1; in_height >= 1; in_width >= 1. C-contiguous
      arrays; outputs may not overlap inputs.

    Checks:
      mode != 'bicubic' (else InvalidArgumentError): bicubic interpolation only supports 4-D input
        (PyTorch's rule).

    Workspace: wide_accum, batch * channels * in_depth * in_height * in_width of compute when
      variant == 'atomic' and (compute != element and mask != 'grid'); keys, group_items of i64 when
      variant == 'sorted'; weights, group_items of compute when variant == 'sorted'; counts,
      group_buckets of i64 when variant == 'sorted'; pair_weights, group_items of compute when
      variant == 'sorted'; bases, group_buckets // scan_chunk + 1 of i64 when variant == 'sorted';
      offsets, group_buckets + 1 of i64 when variant == 'sorted'; order, group_items of i64 when
      variant == 'sorted' (each slice aligned to 128 bytes).

    Precision guarantee:

      atomic: math in compute, accumulation in compute, non-deterministic (atomic accumulation order
        varies between launches).
        one thread per output location (n, od, oh, ow) loops over the channels: it atomicAdds each
        weighted dout into the dinput accumulator (f32 and f64 in place in dinput; f16 and bf16 in
        an f32 workspace, cast at the end) and sums its dgrid in registers, written once.

      direct: math in compute, accumulation in compute, deterministic and bit-stable.
        dgrid alone: one thread per output location sums its dgrid over the channels in registers,
        in a fixed order, and writes it once; no atomics.

      sorted: math in compute, accumulation in compute, deterministic and bit-stable.
        deterministic dinput: one thread per output location writes the input pixel and weight of
        each of its taps; the (location, tap) pairs are grouped by pixel with a stable counting sort
        (integer atomics only); one thread per dinput element sums its pixel's pairs in order,
        weight times dout, in the compute type, and writes it once. dgrid as the direct variant.

      f16 and bf16 compute in f32 and accumulate dinput in f32; f32 computes and accumulates in f32;
      f64 in f64. dgrid is summed in registers in a fixed order (deterministic on its own); dinput's
      atomic order varies between launches, the sorted variant's does not.
    """

    op = "grid_sample_3d_backward"
    family = "grid_sample"
    adjoint = None
    Descriptor = GridSample3dBackwardDescriptor
    Args = GridSample3dBackwardArgs
    dims = ('batch', 'channels', 'in_depth', 'in_height', 'in_width', 'out_depth', 'out_height', 'out_width')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = (('mode', ('bilinear', 'nearest', 'bicubic')), ('mask', ('both', 'input', 'grid')))
    params = (
        ParamSpec('padding_mode', 'choice', ('zeros', 'border', 'reflection')),
        ParamSpec('align_corners', 'bool', ()),
    )
    tensors = (
        TensorSpec('dout', 'input', 'element',
                   '[batch, channels, out_depth, out_height, out_width]',
                   lambda n: (n.batch,n.channels,n.out_depth,n.out_height,n.out_width,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[batch, channels, in_depth, in_height, in_width]',
                   lambda n: (n.batch,n.channels,n.in_depth,n.in_height,n.in_width,),
                   None, ''),
        TensorSpec('grid', 'input', 'element',
                   '[batch, out_depth, out_height, out_width, 3]',
                   lambda n: (n.batch,n.out_depth,n.out_height,n.out_width,3,),
                   None, ''),
        TensorSpec('dinput', 'output', 'element',
                   '[batch, channels, in_depth, in_height, in_width]',
                   lambda n: (n.batch,n.channels,n.in_depth,n.in_height,n.in_width,),
                   lambda n: n.mask != 'grid', "mask != 'grid'"),
        TensorSpec('dgrid', 'output', 'element',
                   '[batch, out_depth, out_height, out_width, 3]',
                   lambda n: (n.batch,n.out_depth,n.out_height,n.out_width,3,),
                   lambda n: n.mask != 'input', "mask != 'input'"),
    )
    limits = (
        ('in_depth >= 1', lambda n: n.in_depth >= 1),
        ('in_height >= 1', lambda n: n.in_height >= 1),
        ('in_width >= 1', lambda n: n.in_width >= 1),
    )
    checks = (
        CheckSpec("mode != 'bicubic'", InvalidArgumentError, lambda n: n.mode != 'bicubic',
                  ['mode'], False,
                  "bicubic interpolation only supports 4-D input (PyTorch's rule)"),
    )
    lets = (
        LetSpec('accum', lambda n: n.dinput if n.compute == n.element else n.wide_accum, 'dinput if compute == element else wide_accum', True),
        LetSpec('taps', lambda n: 8 if n.mode == 'bilinear' else 1, "8 if mode == 'bilinear' else 1", False),
        LetSpec('group_items', lambda n: n.batch * n.out_depth * n.out_height * n.out_width * n.taps, 'batch * out_depth * out_height * out_width * taps', False),
        LetSpec('group_buckets', lambda n: n.batch * n.in_depth * n.in_height * n.in_width, 'batch * in_depth * in_height * in_width', False),
        LetSpec('scan_chunk', lambda n: 1024, '1024', False),
    )
    workspace = (
        SliceSpec('wide_accum', 'compute', lambda n: n.batch * n.channels * n.in_depth * n.in_height * n.in_width,
                  lambda n: n.variant == 'atomic' and (n.compute != n.element and n.mask != 'grid')),
        SliceSpec('keys', 'i64', lambda n: n.group_items,
                  lambda n: n.variant == 'sorted'),
        SliceSpec('weights', 'compute', lambda n: n.group_items,
                  lambda n: n.variant == 'sorted'),
        SliceSpec('counts', 'i64', lambda n: n.group_buckets,
                  lambda n: n.variant == 'sorted'),
        SliceSpec('pair_weights', 'compute', lambda n: n.group_items,
                  lambda n: n.variant == 'sorted'),
        SliceSpec('bases', 'i64', lambda n: n.group_buckets // n.scan_chunk + 1,
                  lambda n: n.variant == 'sorted'),
        SliceSpec('offsets', 'i64', lambda n: n.group_buckets + 1,
                  lambda n: n.variant == 'sorted'),
        SliceSpec('order', 'i64', lambda n: n.group_items,
                  lambda n: n.variant == 'sorted'),
    )
    entries = (
        EntrySpec('zero', lambda n: n.batch * n.channels * n.in_depth * n.in_height * n.in_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'atomic' and n.mask != 'grid',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_depth', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_depth', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('scatter', lambda n: n.batch * n.out_depth * n.out_height * n.out_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant in ('atomic', 'direct'),
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_depth', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_depth', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('finalize', lambda n: n.batch * n.channels * n.in_depth * n.in_height * n.in_width, lambda n: 256,
                  lambda n: 0, lambda n: n.wide_accum is not None,
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_depth', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_depth', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), True),
        EntrySpec('dgrid', lambda n: n.batch * n.out_depth * n.out_height * n.out_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted' and n.mask == 'both',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_depth', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_depth', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('pairs', lambda n: n.batch * n.out_depth * n.out_height * n.out_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_depth', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_depth', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_zero', lambda n: n.group_buckets, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_depth', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_depth', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_count', lambda n: n.group_items, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_depth', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_depth', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_chunk_totals', lambda n: n.group_buckets // n.scan_chunk + 1, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_depth', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_depth', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_chunk_scan', lambda n: 1, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_depth', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_depth', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_offsets', lambda n: n.group_buckets // n.scan_chunk + 1, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_depth', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_depth', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_fill', lambda n: n.group_items, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_depth', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_depth', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_sort', lambda n: max(n.group_buckets, n.group_items), lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_depth', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_depth', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_weights', lambda n: n.group_items, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_depth', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_depth', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('gather', lambda n: n.batch * n.channels * n.in_depth * n.in_height * n.in_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('grid', 'const element*', ''), ('dinput', 'element*', ''), ('dgrid', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_depth', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_depth', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('padding_mode', 'i32', 'choice'), ('align_corners', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'grid', 'mode', 'padding_mode', 'align_corners', 'output_mask'), {'dout': 'grad_output'},
                                {}, '',
                                ('dinput', 'dgrid'))
    skus = tuple(KernelSku.parse(text) for text in (
        "sampling.grid_sample_3d_backward.f16.none.atomic.mode-bilinear.mask-both.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_3d_backward.f16.none.sorted.mode-bilinear.mask-both.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d_backward.f16.none.atomic.mode-bilinear.mask-input.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_3d_backward.f16.none.sorted.mode-bilinear.mask-input.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d_backward.f16.none.direct.mode-bilinear.mask-grid.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d_backward.f16.none.atomic.mode-nearest.mask-both.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_3d_backward.f16.none.sorted.mode-nearest.mask-both.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d_backward.f16.none.atomic.mode-nearest.mask-input.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_3d_backward.f16.none.sorted.mode-nearest.mask-input.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d_backward.f16.none.direct.mode-nearest.mask-grid.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d_backward.bf16.none.atomic.mode-bilinear.mask-both.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_3d_backward.bf16.none.sorted.mode-bilinear.mask-both.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d_backward.bf16.none.atomic.mode-bilinear.mask-input.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_3d_backward.bf16.none.sorted.mode-bilinear.mask-input.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d_backward.bf16.none.direct.mode-bilinear.mask-grid.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d_backward.bf16.none.atomic.mode-nearest.mask-both.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_3d_backward.bf16.none.sorted.mode-nearest.mask-both.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d_backward.bf16.none.atomic.mode-nearest.mask-input.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_3d_backward.bf16.none.sorted.mode-nearest.mask-input.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d_backward.bf16.none.direct.mode-nearest.mask-grid.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d_backward.f32.none.atomic.mode-bilinear.mask-both.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_3d_backward.f32.none.sorted.mode-bilinear.mask-both.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d_backward.f32.none.atomic.mode-bilinear.mask-input.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_3d_backward.f32.none.sorted.mode-bilinear.mask-input.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d_backward.f32.none.direct.mode-bilinear.mask-grid.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d_backward.f32.none.atomic.mode-nearest.mask-both.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_3d_backward.f32.none.sorted.mode-nearest.mask-both.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d_backward.f32.none.atomic.mode-nearest.mask-input.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.grid_sample_3d_backward.f32.none.sorted.mode-nearest.mask-input.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d_backward.f32.none.direct.mode-nearest.mask-grid.any.any.math-f32.acc-f32.det.stable",
        "sampling.grid_sample_3d_backward.f64.none.atomic.mode-bilinear.mask-both.any.any.math-f64.acc-f64.nondet.unstable",
        "sampling.grid_sample_3d_backward.f64.none.sorted.mode-bilinear.mask-both.any.any.math-f64.acc-f64.det.stable",
        "sampling.grid_sample_3d_backward.f64.none.atomic.mode-bilinear.mask-input.any.any.math-f64.acc-f64.nondet.unstable",
        "sampling.grid_sample_3d_backward.f64.none.sorted.mode-bilinear.mask-input.any.any.math-f64.acc-f64.det.stable",
        "sampling.grid_sample_3d_backward.f64.none.direct.mode-bilinear.mask-grid.any.any.math-f64.acc-f64.det.stable",
        "sampling.grid_sample_3d_backward.f64.none.atomic.mode-nearest.mask-both.any.any.math-f64.acc-f64.nondet.unstable",
        "sampling.grid_sample_3d_backward.f64.none.sorted.mode-nearest.mask-both.any.any.math-f64.acc-f64.det.stable",
        "sampling.grid_sample_3d_backward.f64.none.atomic.mode-nearest.mask-input.any.any.math-f64.acc-f64.nondet.unstable",
        "sampling.grid_sample_3d_backward.f64.none.sorted.mode-nearest.mask-input.any.any.math-f64.acc-f64.det.stable",
        "sampling.grid_sample_3d_backward.f64.none.direct.mode-nearest.mask-grid.any.any.math-f64.acc-f64.det.stable",
    ))
