# Generated from catalog.yaml by codegen with templates/python/plans.py.j2. Do not edit.
"""Plans of the interpolate family."""

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
    "InterpolateDescriptor", "InterpolateArgs", "InterpolatePlan",
    "InterpolateBackwardDescriptor", "InterpolateBackwardArgs", "InterpolateBackwardPlan",
]


@dataclass(frozen=True, kw_only=True)
class InterpolateDescriptor(Descriptor):
    """What InterpolatePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    batch: batch size (N).
    channels: channels (C).
    in_height: input height (IH).
    in_width: input width (IW).
    out_height: output height (OH).
    out_width: output width (OW).
    element: element type, one of f16, bf16, f32, f64, u8.
    mode: one of nearest, nearest_exact, bilinear, bicubic, bilinear_aa, bicubic_aa (compile-time: 1, 1, 4 or 16 taps per output with different index rules (f32 for the nearest modes), or a
        window of taps that widens with the downscale factor (the antialiased modes): each mode is
        its own kernel. nearest_exact is PyTorch's 'nearest-exact'; bilinear_aa and bicubic_aa are
        bilinear and bicubic with antialias=True (aten's _upsample_*2d_aa)).
    align_corners: bilinear and bicubic: the corner pixels' centres of input and output coincide, scale (in -
        1) / (out - 1) (runtime: two constants of the index mapping).
    scales_h: aten's scales_h: the height's scale factor, used as 1 / scales_h when align_corners is
        false; None: in / out.
    scales_w: aten's scales_w, as scales_h for the width.
    weight_element: bilinear: compute keeps the weights in the compute type; f16 or bf16 rounds the second tap's
        to that type and the first's, 1 minus it, again, as aten's 1-D and 3-D linear kernels store
        them for f16 and bf16 input (the interpolate hook's 3-D passes in f32).
    width_only: bilinear over a height of one row (1-D input): the height's first tap alone, of weight 1, as
        aten's 1-D linear has no height (its 0-weighted second tap would make an inf NaN).
    """

    batch: int
    channels: int
    in_height: int
    in_width: int
    out_height: int
    out_width: int
    element: Any = "f32"
    mode: str = "nearest"
    align_corners: bool = False

    scales_h: Optional[float] = None

    scales_w: Optional[float] = None

    weight_element: str = 'compute'

    width_only: bool = False

    def __post_init__(self):
        InterpolatePlan.normalize(self)


@dataclass
class InterpolateArgs:
    """Arrays of one InterpolatePlan.run, C-contiguous, on the stream's backend.

    input: input, [batch, channels, in_height, in_width] of element.
    out: output, [batch, channels, out_height, out_width] of element.
    """

    input: Any
    out: Any


class InterpolatePlan(Plan):
    """interpolate plan.

    Resizes `input` [N, C, IH, IW] to [N, C, OH, OW], as torch.nn.functional.interpolate on 4-D
    input (aten's upsample_nearest2d, _upsample_nearest_exact2d, upsample_bilinear2d and
    upsample_bicubic2d). Per axis the scale is (in - 1) / (out - 1) with align_corners (0 for out =
    1), else 1 / scales_h (or scales_w) when given, else in / out. nearest takes source floor(dst *
    scale), nearest_exact floor((dst + 0.5) * scale), both clamped to in - 1 and computed in f32 for
    every element (as PyTorch); bilinear and bicubic take src = dst * scale with align_corners, else
    (dst + 0.5) * scale - 0.5 (bilinear clamps it at 0), in the compute type; bilinear weights its
    two taps, bicubic its four (cubic convolution, A = -0.75) with the taps clamped into the image.
    As PyTorch's CPU kernels, nearest copies when out = in and halves the index when out = 2 * in,
    and bilinear copies an axis whose out = in, whatever the scale; every tap multiplies its weight,
    so an inf tap gives NaN where its weight is 0. The functional op also takes 1-D input [N, C, W]
    (linear, nearest, nearest-exact: aten's *1d kernels), as this op over a height of one row;
    linear's forward reads that row alone (width_only), its backward a second row of zeros, of
    weight 0, so that an infinity stays one as PyTorch's 1-D kernel keeps it. And 3-D input [N, C,
    D, H, W] (nearest, nearest-exact, trilinear: aten's *3d kernels) as this op over each depth's
    planes, then the 1-D op along the depth, the taps in aten's order (width, height, depth); f16
    and bf16 trilinear computes both passes in f32 and rounds once. f16 and bf16 linear and
    trilinear weights are stored in the element, as aten's (weight_element). bilinear_aa and
    bicubic_aa are antialias=True (aten's _upsample_bilinear2d_aa and _upsample_bicubic2d_aa):
    output dst of an axis reads the inputs within support = r * max(scale, 1) of its centre scale *
    (dst + 0.5) (r = 1, the triangle filter; r = 2, Keys' cubic with A = -0.5), each weighted by the
    filter at its distance over max(scale, 1), the weights normalised to sum 1; the width's pass,
    then the height's, each skipped where the size is unchanged (and a copy where both are),
    whatever the scales, as aten's separable kernel. uint8 images (no gradient): the nearest modes
    copy (3-D, 4-D and 5-D input); bilinear and bicubic, with antialias or not, run aten's fixed-
    point kernel (4-D input): per axis the f64 weights (without antialias, the 2 or 4 taps around
    the source position with those outside the image folded onto the edge's) as integers of 13 to 21
    fraction bits, the width's pass then the height's, each rounded and clamped to uint8, an
    unchanged axis left as it is.

    When to use: Upsampling or downsampling feature maps or images (decoders, FPNs, resizing). Pair
    with InterpolateBackwardPlan; the backward needs only the sizes and scales.
    Adjoint (backward op): InterpolateBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64, u8}.
    Compile-time mode: {nearest, nearest_exact, bilinear, bicubic, bilinear_aa, bicubic_aa}; 1, 1, 4
      or 16 taps per output with different index rules (f32 for the nearest modes), or a window of
      taps that widens with the downscale factor (the antialiased modes): each mode is its own
      kernel. nearest_exact is PyTorch's 'nearest-exact'; bilinear_aa and bicubic_aa are bilinear
      and bicubic with antialias=True (aten's _upsample_*2d_aa).
    Runtime params: align_corners, scales_h, scales_w, weight_element, width_only (see InterpolateDescriptor).

    Shape limits: input [batch, channels, in_height, in_width]; out [batch, channels, out_height,
      out_width]; every extent >= 0; in_height >= 1; in_width >= 1; out_height >= 1; out_width >= 1;
      channels >= 1. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      not align_corners or mode not in ('nearest', 'nearest_exact') (else InvalidArgumentError):
        align_corners is for bilinear and bicubic.
      scales_h is None or (finite(scales_h) and scales_h >= 1.1754943508222875e-38) (else
        InvalidArgumentError): scales_h is None or a finite number of at least 2**-126 (its
        reciprocal, the step, is then a finite float32).
      scales_w is None or (finite(scales_w) and scales_w >= 1.1754943508222875e-38) (else
        InvalidArgumentError): scales_w is None or a finite number of at least 2**-126 (its
        reciprocal, the step, is then a finite float32).

    Workspace: row_index, axis_taps * out_height of i64; col_index, axis_taps * out_width of i64;
      row_weight, row_taps * out_height of compute when variant in ('per_output', 'copy');
      col_weight, col_taps * out_width of compute when variant in ('per_output', 'copy'); widened,
      batch * channels * in_height * out_width of compute when variant in ('per_output', 'copy') and
      (in_height != out_height and in_width != out_width if aa else axis_taps > 1 and in_height <
      axis_taps * out_height and (not width_only)); row_real, row_taps * out_height of f64 when
      variant == 'fixed_point'; col_real, col_taps * out_width of f64 when variant == 'fixed_point';
      row_peak, out_height of f64 when variant == 'fixed_point'; col_peak, out_width of f64 when
      variant == 'fixed_point'; row_fixed, row_taps * out_height of i32 when variant ==
      'fixed_point'; col_fixed, col_taps * out_width of i32 when variant == 'fixed_point';
      precision, 2 of i64 when variant == 'fixed_point'; staged, batch * channels * in_height *
      out_width of element when variant == 'fixed_point' and (in_height != out_height and in_width
      != out_width) (each slice aligned to 128 bytes).

    Precision guarantee:

      per_output: math in compute, accumulation in compute, deterministic and bit-stable.
        one thread per output element computes its taps and weights and sums them in a fixed order.

      copy: math in compute, accumulation in compute, deterministic and bit-stable.
        uint8 images, nearest modes: one thread per output element copies its source pixel.

      fixed_point: math in i32, accumulation in i32, deterministic and bit-stable.
        uint8 images, bilinear and bicubic (antialiased or not), as aten's: per axis, weights in f64
        made integers of 13 to 21 fraction bits; the width's pass, then the height's, each summing
        integer products and rounding to uint8 (clamped).

      f16 and bf16 are loaded to f32, computed in f32 and rounded once to the element; f32 in f32;
      f64 in f64. The nearest modes copy values exactly. The antialiased modes compute aten's
      windows, weights and sums in aten's order and types, within a few roundings of PyTorch's CPU
      results (not bit for bit: its compiler fuses some of the products and sums); PyTorch's CPU
      kernels refuse f16 and bf16 with antialias, skucat's are its f32 result rounded once. uint8 is
      bit for bit PyTorch's CPU result (integer arithmetic; but where PyTorch 2.13's generic uint8
      kernel, for more than 4 channels, gives an output of width 1 the first row's value in every
      row: skucat's rows are its AVX kernel's, for up to 4 channels).
    """

    op = "interpolate"
    family = "interpolate"
    adjoint = 'interpolate_backward'
    Descriptor = InterpolateDescriptor
    Args = InterpolateArgs
    dims = ('batch', 'channels', 'in_height', 'in_width', 'out_height', 'out_width')
    elements = ('f16', 'bf16', 'f32', 'f64', 'u8')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = (('mode', ('nearest', 'nearest_exact', 'bilinear', 'bicubic', 'bilinear_aa', 'bicubic_aa')),)
    params = (
        ParamSpec('align_corners', 'bool', ()),
        ParamSpec('scales_h', 'optional_float', ()),
        ParamSpec('scales_w', 'optional_float', ()),
        ParamSpec('weight_element', 'choice', ('compute', 'f16', 'bf16')),
        ParamSpec('width_only', 'bool', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[batch, channels, in_height, in_width]',
                   lambda n: (n.batch,n.channels,n.in_height,n.in_width,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[batch, channels, out_height, out_width]',
                   lambda n: (n.batch,n.channels,n.out_height,n.out_width,),
                   None, ''),
    )
    limits = (
        ('in_height >= 1', lambda n: n.in_height >= 1),
        ('in_width >= 1', lambda n: n.in_width >= 1),
        ('out_height >= 1', lambda n: n.out_height >= 1),
        ('out_width >= 1', lambda n: n.out_width >= 1),
        ('channels >= 1', lambda n: n.channels >= 1),
    )
    checks = (
        CheckSpec("not align_corners or mode not in ('nearest', 'nearest_exact')", InvalidArgumentError, lambda n: not n.align_corners or n.mode not in ('nearest', 'nearest_exact'),
                  ['align_corners', 'mode'], False,
                  'align_corners is for bilinear and bicubic'),
        CheckSpec('scales_h is None or (finite(scales_h) and scales_h >= 1.1754943508222875e-38)', InvalidArgumentError, lambda n: n.scales_h is None or (finite(n.scales_h) and n.scales_h >= 1.1754943508222875e-38),
                  ['scales_h'], False,
                  'scales_h is None or a finite number of at least 2**-126 (its reciprocal, the step, is then a finite float32)'),
        CheckSpec('scales_w is None or (finite(scales_w) and scales_w >= 1.1754943508222875e-38)', InvalidArgumentError, lambda n: n.scales_w is None or (finite(n.scales_w) and n.scales_w >= 1.1754943508222875e-38),
                  ['scales_w'], False,
                  'scales_w is None or a finite number of at least 2**-126 (its reciprocal, the step, is then a finite float32)'),
    )
    lets = (
        LetSpec('height_scale', lambda n: ((n.in_height - 1) / (n.out_height - 1) if n.out_height > 1 else 0.0) if n.align_corners else 1.0 / n.scales_h if n.scales_h is not None and n.scales_h > 0 else n.in_height / max(n.out_height, 1), '((in_height - 1) / (out_height - 1) if out_height > 1 else 0.0) if align_corners else 1.0 / scales_h if scales_h is not None and scales_h > 0 else in_height / max(out_height, 1)', False),
        LetSpec('width_scale', lambda n: ((n.in_width - 1) / (n.out_width - 1) if n.out_width > 1 else 0.0) if n.align_corners else 1.0 / n.scales_w if n.scales_w is not None and n.scales_w > 0 else n.in_width / max(n.out_width, 1), '((in_width - 1) / (out_width - 1) if out_width > 1 else 0.0) if align_corners else 1.0 / scales_w if scales_w is not None and scales_w > 0 else in_width / max(out_width, 1)', False),
        LetSpec('axis_taps', lambda n: 4 if n.mode == 'bicubic' else 1 if n.mode in ('nearest', 'nearest_exact') else 2, "4 if mode == 'bicubic' else 1 if mode in ('nearest', 'nearest_exact') else 2", False),
        LetSpec('aa', lambda n: 1 if n.mode in ('bilinear_aa', 'bicubic_aa') else 0, "1 if mode in ('bilinear_aa', 'bicubic_aa') else 0", False),
        LetSpec('row_taps', lambda n: min(2 * ceil((2 if n.mode == 'bicubic_aa' else 1) * max(n.height_scale, 1.0)) + 1, n.in_height) if n.aa else n.axis_taps, "min(2 * ceil((2 if mode == 'bicubic_aa' else 1) * max(height_scale, 1.0)) + 1, in_height) if aa else axis_taps", False),
        LetSpec('col_taps', lambda n: min(2 * ceil((2 if n.mode == 'bicubic_aa' else 1) * max(n.width_scale, 1.0)) + 1, n.in_width) if n.aa else n.axis_taps, "min(2 * ceil((2 if mode == 'bicubic_aa' else 1) * max(width_scale, 1.0)) + 1, in_width) if aa else axis_taps", False),
    )
    workspace = (
        SliceSpec('row_index', 'i64', lambda n: n.axis_taps * n.out_height,
                  None),
        SliceSpec('col_index', 'i64', lambda n: n.axis_taps * n.out_width,
                  None),
        SliceSpec('row_weight', 'compute', lambda n: n.row_taps * n.out_height,
                  lambda n: n.variant in ('per_output', 'copy')),
        SliceSpec('col_weight', 'compute', lambda n: n.col_taps * n.out_width,
                  lambda n: n.variant in ('per_output', 'copy')),
        SliceSpec('widened', 'compute', lambda n: n.batch * n.channels * n.in_height * n.out_width,
                  lambda n: n.variant in ('per_output', 'copy') and (n.in_height != n.out_height and n.in_width != n.out_width if n.aa else n.axis_taps > 1 and n.in_height < n.axis_taps * n.out_height and (not n.width_only))),
        SliceSpec('row_real', 'f64', lambda n: n.row_taps * n.out_height,
                  lambda n: n.variant == 'fixed_point'),
        SliceSpec('col_real', 'f64', lambda n: n.col_taps * n.out_width,
                  lambda n: n.variant == 'fixed_point'),
        SliceSpec('row_peak', 'f64', lambda n: n.out_height,
                  lambda n: n.variant == 'fixed_point'),
        SliceSpec('col_peak', 'f64', lambda n: n.out_width,
                  lambda n: n.variant == 'fixed_point'),
        SliceSpec('row_fixed', 'i32', lambda n: n.row_taps * n.out_height,
                  lambda n: n.variant == 'fixed_point'),
        SliceSpec('col_fixed', 'i32', lambda n: n.col_taps * n.out_width,
                  lambda n: n.variant == 'fixed_point'),
        SliceSpec('precision', 'i64', lambda n: 2,
                  lambda n: n.variant == 'fixed_point'),
        SliceSpec('staged', 'element', lambda n: n.batch * n.channels * n.in_height * n.out_width,
                  lambda n: n.variant == 'fixed_point' and (n.in_height != n.out_height and n.in_width != n.out_width)),
    )
    entries = (
        EntrySpec('axes', lambda n: n.out_height + n.out_width, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('row_index', 'i64*', ''), ('col_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_weight', 'compute*', ''), ('widened', 'compute*', ''), ('row_real', 'f64*', ''), ('col_real', 'f64*', ''), ('row_peak', 'f64*', ''), ('col_peak', 'f64*', ''), ('row_fixed', 'i32*', ''), ('col_fixed', 'i32*', ''), ('precision', 'i64*', ''), ('staged', 'element*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', '')), False),
        EntrySpec('widen', lambda n: n.batch * n.channels * n.in_height * n.out_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant in ('per_output', 'copy') and n.widened is not None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('row_index', 'i64*', ''), ('col_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_weight', 'compute*', ''), ('widened', 'compute*', ''), ('row_real', 'f64*', ''), ('col_real', 'f64*', ''), ('row_peak', 'f64*', ''), ('col_peak', 'f64*', ''), ('row_fixed', 'i32*', ''), ('col_fixed', 'i32*', ''), ('precision', 'i64*', ''), ('staged', 'element*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', '')), True),
        EntrySpec('fixed', lambda n: 2, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'fixed_point',
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('row_index', 'i64*', ''), ('col_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_weight', 'compute*', ''), ('widened', 'compute*', ''), ('row_real', 'f64*', ''), ('col_real', 'f64*', ''), ('row_peak', 'f64*', ''), ('col_peak', 'f64*', ''), ('row_fixed', 'i32*', ''), ('col_fixed', 'i32*', ''), ('precision', 'i64*', ''), ('staged', 'element*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', '')), False),
        EntrySpec('stage', lambda n: n.batch * n.channels * n.in_height * n.out_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'fixed_point' and n.staged is not None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('row_index', 'i64*', ''), ('col_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_weight', 'compute*', ''), ('widened', 'compute*', ''), ('row_real', 'f64*', ''), ('col_real', 'f64*', ''), ('row_peak', 'f64*', ''), ('col_peak', 'f64*', ''), ('row_fixed', 'i32*', ''), ('col_fixed', 'i32*', ''), ('precision', 'i64*', ''), ('staged', 'element*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', '')), True),
        EntrySpec('resize', lambda n: n.batch * n.channels * n.out_height * n.out_width, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('row_index', 'i64*', ''), ('col_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_weight', 'compute*', ''), ('widened', 'compute*', ''), ('row_real', 'f64*', ''), ('col_real', 'f64*', ''), ('row_peak', 'f64*', ''), ('col_peak', 'f64*', ''), ('row_fixed', 'i32*', ''), ('col_fixed', 'i32*', ''), ('precision', 'i64*', ''), ('staged', 'element*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'size', 'scale_factor', 'mode', 'align_corners', 'recompute_scale_factor', 'antialias'), {},
                                {}, '',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "sampling.interpolate.f16.none.per_output.mode-nearest.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate.f16.none.per_output.mode-nearest_exact.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate.f16.none.per_output.mode-bilinear.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate.f16.none.per_output.mode-bicubic.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate.f16.none.per_output.mode-bilinear_aa.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate.f16.none.per_output.mode-bicubic_aa.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate.bf16.none.per_output.mode-nearest.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate.bf16.none.per_output.mode-nearest_exact.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate.bf16.none.per_output.mode-bilinear.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate.bf16.none.per_output.mode-bicubic.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate.bf16.none.per_output.mode-bilinear_aa.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate.bf16.none.per_output.mode-bicubic_aa.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate.f32.none.per_output.mode-nearest.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate.f32.none.per_output.mode-nearest_exact.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate.f32.none.per_output.mode-bilinear.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate.f32.none.per_output.mode-bicubic.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate.f32.none.per_output.mode-bilinear_aa.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate.f32.none.per_output.mode-bicubic_aa.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate.f64.none.per_output.mode-nearest.any.any.math-f64.acc-f64.det.stable",
        "sampling.interpolate.f64.none.per_output.mode-nearest_exact.any.any.math-f64.acc-f64.det.stable",
        "sampling.interpolate.f64.none.per_output.mode-bilinear.any.any.math-f64.acc-f64.det.stable",
        "sampling.interpolate.f64.none.per_output.mode-bicubic.any.any.math-f64.acc-f64.det.stable",
        "sampling.interpolate.f64.none.per_output.mode-bilinear_aa.any.any.math-f64.acc-f64.det.stable",
        "sampling.interpolate.f64.none.per_output.mode-bicubic_aa.any.any.math-f64.acc-f64.det.stable",
        "sampling.interpolate.u8.none.copy.mode-nearest.any.any.math-u8.acc-u8.det.stable",
        "sampling.interpolate.u8.none.copy.mode-nearest_exact.any.any.math-u8.acc-u8.det.stable",
        "sampling.interpolate.u8.none.fixed_point.mode-bilinear.any.any.math-i32.acc-i32.det.stable",
        "sampling.interpolate.u8.none.fixed_point.mode-bicubic.any.any.math-i32.acc-i32.det.stable",
        "sampling.interpolate.u8.none.fixed_point.mode-bilinear_aa.any.any.math-i32.acc-i32.det.stable",
        "sampling.interpolate.u8.none.fixed_point.mode-bicubic_aa.any.any.math-i32.acc-i32.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class InterpolateBackwardDescriptor(Descriptor):
    """What InterpolateBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    batch: batch size (N).
    channels: channels (C).
    in_height: input height (IH).
    in_width: input width (IW).
    out_height: output height (OH).
    out_width: output width (OW).
    element: element type, one of f16, bf16, f32, f64.
    mode: one of nearest, nearest_exact, bilinear, bicubic, bilinear_aa, bicubic_aa (compile-time: 1, 1, 4 or 16 taps per output with different index rules (f32 for the nearest modes), or a
        window of taps that widens with the downscale factor (the antialiased modes): each mode is
        its own kernel. nearest_exact is PyTorch's 'nearest-exact'; bilinear_aa and bicubic_aa are
        bilinear and bicubic with antialias=True (aten's _upsample_*2d_aa)).
    align_corners: bilinear and bicubic: the corner pixels' centres of input and output coincide, scale (in -
        1) / (out - 1) (runtime: two constants of the index mapping).
    scales_h: aten's scales_h: the height's scale factor, used as 1 / scales_h when align_corners is
        false; None: in / out.
    scales_w: aten's scales_w, as scales_h for the width.
    weight_element: bilinear: compute keeps the weights in the compute type; f16 or bf16 rounds the second tap's
        to that type and the first's, 1 minus it, again, as aten's 1-D and 3-D linear kernels store
        them for f16 and bf16 input (the interpolate hook's 3-D passes in f32).
    width_only: bilinear over a height of one row (1-D input): the height's first tap alone, of weight 1, as
        aten's 1-D linear has no height (its 0-weighted second tap would make an inf NaN).
    """

    batch: int
    channels: int
    in_height: int
    in_width: int
    out_height: int
    out_width: int
    element: Any = "f32"
    mode: str = "nearest"
    align_corners: bool = False

    scales_h: Optional[float] = None

    scales_w: Optional[float] = None

    weight_element: str = 'compute'

    width_only: bool = False

    def __post_init__(self):
        InterpolateBackwardPlan.normalize(self)


@dataclass
class InterpolateBackwardArgs:
    """Arrays of one InterpolateBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [batch, channels, out_height, out_width] of element. the gradient of `out`.
    grad_input: output, [batch, channels, in_height, in_width] of element.
    """

    grad_output: Any
    grad_input: Any


class InterpolateBackwardPlan(Plan):
    """interpolate_backward plan.

    Adjoint of InterpolatePlan: grad_input [N, C, IH, IW] from grad_output [N, C, OH, OW], each
    output's gradient added to its taps with their weights, as aten's upsample_*2d_backward.
    grad_input is overwritten. As PyTorch's, bicubic copies grad_output when the output's size is
    the input's, whatever the scales (its forward applies them: a PyTorch quirk kept). The
    antialiased modes (aten's _upsample_*2d_aa_backward) apply both axes' windows always, also to a
    size the forward copies (PyTorch's).

    When to use: Backward of InterpolatePlan, with the forward's sizes, scales, mode and
    align_corners.
    Adjoint of: InterpolatePlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Compile-time mode: {nearest, nearest_exact, bilinear, bicubic, bilinear_aa, bicubic_aa}; 1, 1, 4
      or 16 taps per output with different index rules (f32 for the nearest modes), or a window of
      taps that widens with the downscale factor (the antialiased modes): each mode is its own
      kernel. nearest_exact is PyTorch's 'nearest-exact'; bilinear_aa and bicubic_aa are bilinear
      and bicubic with antialias=True (aten's _upsample_*2d_aa).
    Runtime params: align_corners, scales_h, scales_w, weight_element, width_only (see InterpolateBackwardDescriptor).

    Shape limits: grad_output [batch, channels, out_height, out_width]; grad_input [batch, channels,
      in_height, in_width]; every extent >= 0; in_height >= 1; in_width >= 1; out_height >= 1;
      out_width >= 1; channels >= 1. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      not align_corners or mode not in ('nearest', 'nearest_exact') (else InvalidArgumentError):
        align_corners is for bilinear and bicubic.
      scales_h is None or (finite(scales_h) and scales_h >= 1.1754943508222875e-38) (else
        InvalidArgumentError): scales_h is None or a finite number of at least 2**-126 (its
        reciprocal, the step, is then a finite float32).
      scales_w is None or (finite(scales_w) and scales_w >= 1.1754943508222875e-38) (else
        InvalidArgumentError): scales_w is None or a finite number of at least 2**-126 (its
        reciprocal, the step, is then a finite float32).

    Workspace: wide_accum, batch * channels * in_height * in_width of compute when variant ==
      'atomic' and compute != element; row_index, axis_taps * out_height of i64 when variant in
      ('gather', 'atomic'); row_weight, row_taps * out_height of compute when variant in ('gather',
      'atomic'); col_index, axis_taps * out_width of i64 when variant in ('gather', 'atomic');
      col_weight, col_taps * out_width of compute when variant in ('gather', 'atomic'); reader_rows,
      axis_taps * (in_height + 1) of i64 when variant == 'gather'; reader_cols, axis_taps *
      (in_width + 1) of i64 when variant == 'gather'; columns, batch * channels * out_height *
      in_width of compute when variant == 'gather' and axis_taps > 1; keys, group_items of i64 when
      variant == 'sorted'; weights, group_items of compute when variant == 'sorted'; counts,
      group_buckets of i64 when variant == 'sorted'; pair_weights, group_items of compute when
      variant == 'sorted'; bases, group_buckets // scan_chunk + 1 of i64 when variant == 'sorted';
      offsets, group_buckets + 1 of i64 when variant == 'sorted'; order, group_items of i64 when
      variant == 'sorted' (each slice aligned to 128 bytes).

    Precision guarantee:

      gather: math in compute, accumulation in compute, deterministic and bit-stable.
        no atomics: the outputs whose tap k is input row (column) i are a range, found once per
        launch from the per-axis tap tables. Nearest: one thread per input element sums its block of
        gradients in PyTorch's order. Bilinear and bicubic, separably: one thread per (plane, output
        row, input column) sums gradient times column weight over its columns' ranges, tap by tap,
        into a compute-type workspace; then one thread per input element sums those times row weight
        over its rows' ranges (antialiased: the outputs whose windows hold it, a range per axis).

      atomic: math in compute, accumulation in compute, non-deterministic (atomic accumulation order
        varies between launches).
        bilinear and bicubic: one thread per output element atomicAdds its weighted gradient into
        its 4 or 16 taps (f32 and f64 in place in grad_input; f16 and bf16 in an f32 workspace, cast
        at the end).

      sorted: math in compute, accumulation in compute, deterministic and bit-stable.
        bilinear and bicubic, deterministic: one thread per output pixel of a plane writes the input
        pixel and weight of its 4 or 16 taps; the pairs are grouped by input pixel with a stable
        counting sort (integer atomics only); one thread per grad_input element sums its pixel's
        pairs in order, weight times gradient, in the compute type.

      f16 and bf16 compute and accumulate in f32 and round once to the element; f32 in f32; f64 in
      f64. The gather sums in a fixed order (the nearest modes in PyTorch's; bilinear and bicubic
      sum each row's columns first, then the rows, as the forward; the antialiased modes too, within
      a few roundings of PyTorch's CPU results, which sum (gradient * row weight) * column weight
      over the output rows, then columns); the atomic variant's order varies between launches.
    """

    op = "interpolate_backward"
    family = "interpolate"
    adjoint = None
    Descriptor = InterpolateBackwardDescriptor
    Args = InterpolateBackwardArgs
    dims = ('batch', 'channels', 'in_height', 'in_width', 'out_height', 'out_width')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = (('mode', ('nearest', 'nearest_exact', 'bilinear', 'bicubic', 'bilinear_aa', 'bicubic_aa')),)
    params = (
        ParamSpec('align_corners', 'bool', ()),
        ParamSpec('scales_h', 'optional_float', ()),
        ParamSpec('scales_w', 'optional_float', ()),
        ParamSpec('weight_element', 'choice', ('compute', 'f16', 'bf16')),
        ParamSpec('width_only', 'bool', ()),
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[batch, channels, out_height, out_width]',
                   lambda n: (n.batch,n.channels,n.out_height,n.out_width,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[batch, channels, in_height, in_width]',
                   lambda n: (n.batch,n.channels,n.in_height,n.in_width,),
                   None, ''),
    )
    limits = (
        ('in_height >= 1', lambda n: n.in_height >= 1),
        ('in_width >= 1', lambda n: n.in_width >= 1),
        ('out_height >= 1', lambda n: n.out_height >= 1),
        ('out_width >= 1', lambda n: n.out_width >= 1),
        ('channels >= 1', lambda n: n.channels >= 1),
    )
    checks = (
        CheckSpec("not align_corners or mode not in ('nearest', 'nearest_exact')", InvalidArgumentError, lambda n: not n.align_corners or n.mode not in ('nearest', 'nearest_exact'),
                  ['align_corners', 'mode'], False,
                  'align_corners is for bilinear and bicubic'),
        CheckSpec('scales_h is None or (finite(scales_h) and scales_h >= 1.1754943508222875e-38)', InvalidArgumentError, lambda n: n.scales_h is None or (finite(n.scales_h) and n.scales_h >= 1.1754943508222875e-38),
                  ['scales_h'], False,
                  'scales_h is None or a finite number of at least 2**-126 (its reciprocal, the step, is then a finite float32)'),
        CheckSpec('scales_w is None or (finite(scales_w) and scales_w >= 1.1754943508222875e-38)', InvalidArgumentError, lambda n: n.scales_w is None or (finite(n.scales_w) and n.scales_w >= 1.1754943508222875e-38),
                  ['scales_w'], False,
                  'scales_w is None or a finite number of at least 2**-126 (its reciprocal, the step, is then a finite float32)'),
    )
    lets = (
        LetSpec('height_scale', lambda n: ((n.in_height - 1) / (n.out_height - 1) if n.out_height > 1 else 0.0) if n.align_corners else 1.0 / n.scales_h if n.scales_h is not None and n.scales_h > 0 else n.in_height / max(n.out_height, 1), '((in_height - 1) / (out_height - 1) if out_height > 1 else 0.0) if align_corners else 1.0 / scales_h if scales_h is not None and scales_h > 0 else in_height / max(out_height, 1)', False),
        LetSpec('width_scale', lambda n: ((n.in_width - 1) / (n.out_width - 1) if n.out_width > 1 else 0.0) if n.align_corners else 1.0 / n.scales_w if n.scales_w is not None and n.scales_w > 0 else n.in_width / max(n.out_width, 1), '((in_width - 1) / (out_width - 1) if out_width > 1 else 0.0) if align_corners else 1.0 / scales_w if scales_w is not None and scales_w > 0 else in_width / max(out_width, 1)', False),
        LetSpec('axis_taps', lambda n: 4 if n.mode == 'bicubic' else 1 if n.mode in ('nearest', 'nearest_exact') else 2, "4 if mode == 'bicubic' else 1 if mode in ('nearest', 'nearest_exact') else 2", False),
        LetSpec('aa', lambda n: 1 if n.mode in ('bilinear_aa', 'bicubic_aa') else 0, "1 if mode in ('bilinear_aa', 'bicubic_aa') else 0", False),
        LetSpec('row_taps', lambda n: min(2 * ceil((2 if n.mode == 'bicubic_aa' else 1) * max(n.height_scale, 1.0)) + 1, n.in_height) if n.aa else n.axis_taps, "min(2 * ceil((2 if mode == 'bicubic_aa' else 1) * max(height_scale, 1.0)) + 1, in_height) if aa else axis_taps", False),
        LetSpec('col_taps', lambda n: min(2 * ceil((2 if n.mode == 'bicubic_aa' else 1) * max(n.width_scale, 1.0)) + 1, n.in_width) if n.aa else n.axis_taps, "min(2 * ceil((2 if mode == 'bicubic_aa' else 1) * max(width_scale, 1.0)) + 1, in_width) if aa else axis_taps", False),
        LetSpec('accum', lambda n: n.grad_input if n.compute == n.element else n.wide_accum, 'grad_input if compute == element else wide_accum', True),
        LetSpec('taps', lambda n: 16 if n.mode == 'bicubic' else 4, "16 if mode == 'bicubic' else 4", False),
        LetSpec('group_items', lambda n: n.out_height * n.out_width * n.taps, 'out_height * out_width * taps', False),
        LetSpec('group_buckets', lambda n: n.in_height * n.in_width, 'in_height * in_width', False),
        LetSpec('scan_chunk', lambda n: 1024, '1024', False),
    )
    workspace = (
        SliceSpec('wide_accum', 'compute', lambda n: n.batch * n.channels * n.in_height * n.in_width,
                  lambda n: n.variant == 'atomic' and n.compute != n.element),
        SliceSpec('row_index', 'i64', lambda n: n.axis_taps * n.out_height,
                  lambda n: n.variant in ('gather', 'atomic')),
        SliceSpec('row_weight', 'compute', lambda n: n.row_taps * n.out_height,
                  lambda n: n.variant in ('gather', 'atomic')),
        SliceSpec('col_index', 'i64', lambda n: n.axis_taps * n.out_width,
                  lambda n: n.variant in ('gather', 'atomic')),
        SliceSpec('col_weight', 'compute', lambda n: n.col_taps * n.out_width,
                  lambda n: n.variant in ('gather', 'atomic')),
        SliceSpec('reader_rows', 'i64', lambda n: n.axis_taps * (n.in_height + 1),
                  lambda n: n.variant == 'gather'),
        SliceSpec('reader_cols', 'i64', lambda n: n.axis_taps * (n.in_width + 1),
                  lambda n: n.variant == 'gather'),
        SliceSpec('columns', 'compute', lambda n: n.batch * n.channels * n.out_height * n.in_width,
                  lambda n: n.variant == 'gather' and n.axis_taps > 1),
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
        EntrySpec('axes', lambda n: n.out_height + n.out_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant in ('gather', 'atomic'),
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('row_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_index', 'i64*', ''), ('col_weight', 'compute*', ''), ('reader_rows', 'i64*', ''), ('reader_cols', 'i64*', ''), ('columns', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('readers', lambda n: n.axis_taps * (n.in_height + n.in_width + 2), lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'gather',
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('row_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_index', 'i64*', ''), ('col_weight', 'compute*', ''), ('reader_rows', 'i64*', ''), ('reader_cols', 'i64*', ''), ('columns', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('columns', lambda n: n.batch * n.channels * n.out_height * n.in_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'gather' and n.axis_taps > 1,
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('row_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_index', 'i64*', ''), ('col_weight', 'compute*', ''), ('reader_rows', 'i64*', ''), ('reader_cols', 'i64*', ''), ('columns', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('gather', lambda n: n.batch * n.channels * n.in_height * n.in_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'gather',
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('row_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_index', 'i64*', ''), ('col_weight', 'compute*', ''), ('reader_rows', 'i64*', ''), ('reader_cols', 'i64*', ''), ('columns', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('zero', lambda n: n.batch * n.channels * n.in_height * n.in_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'atomic',
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('row_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_index', 'i64*', ''), ('col_weight', 'compute*', ''), ('reader_rows', 'i64*', ''), ('reader_cols', 'i64*', ''), ('columns', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('scatter', lambda n: n.batch * n.channels * n.out_height * n.out_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'atomic',
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('row_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_index', 'i64*', ''), ('col_weight', 'compute*', ''), ('reader_rows', 'i64*', ''), ('reader_cols', 'i64*', ''), ('columns', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('finalize', lambda n: n.batch * n.channels * n.in_height * n.in_width, lambda n: 256,
                  lambda n: 0, lambda n: n.wide_accum is not None,
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('row_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_index', 'i64*', ''), ('col_weight', 'compute*', ''), ('reader_rows', 'i64*', ''), ('reader_cols', 'i64*', ''), ('columns', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), True),
        EntrySpec('pairs', lambda n: n.out_height * n.out_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('row_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_index', 'i64*', ''), ('col_weight', 'compute*', ''), ('reader_rows', 'i64*', ''), ('reader_cols', 'i64*', ''), ('columns', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_zero', lambda n: n.group_buckets, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('row_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_index', 'i64*', ''), ('col_weight', 'compute*', ''), ('reader_rows', 'i64*', ''), ('reader_cols', 'i64*', ''), ('columns', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_count', lambda n: n.group_items, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('row_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_index', 'i64*', ''), ('col_weight', 'compute*', ''), ('reader_rows', 'i64*', ''), ('reader_cols', 'i64*', ''), ('columns', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_chunk_totals', lambda n: n.group_buckets // n.scan_chunk + 1, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('row_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_index', 'i64*', ''), ('col_weight', 'compute*', ''), ('reader_rows', 'i64*', ''), ('reader_cols', 'i64*', ''), ('columns', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_chunk_scan', lambda n: 1, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('row_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_index', 'i64*', ''), ('col_weight', 'compute*', ''), ('reader_rows', 'i64*', ''), ('reader_cols', 'i64*', ''), ('columns', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_offsets', lambda n: n.group_buckets // n.scan_chunk + 1, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('row_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_index', 'i64*', ''), ('col_weight', 'compute*', ''), ('reader_rows', 'i64*', ''), ('reader_cols', 'i64*', ''), ('columns', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_fill', lambda n: n.group_items, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('row_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_index', 'i64*', ''), ('col_weight', 'compute*', ''), ('reader_rows', 'i64*', ''), ('reader_cols', 'i64*', ''), ('columns', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_sort', lambda n: max(n.group_buckets, n.group_items), lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('row_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_index', 'i64*', ''), ('col_weight', 'compute*', ''), ('reader_rows', 'i64*', ''), ('reader_cols', 'i64*', ''), ('columns', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_weights', lambda n: n.group_items, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('row_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_index', 'i64*', ''), ('col_weight', 'compute*', ''), ('reader_rows', 'i64*', ''), ('reader_cols', 'i64*', ''), ('columns', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('pair_sum', lambda n: n.batch * n.channels * n.in_height * n.in_width, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('batch', 'i64', ''), ('channels', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', ''), ('align_corners', 'i32', 'flag'), ('weight_element', 'i32', 'choice'), ('width_only', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('row_index', 'i64*', ''), ('row_weight', 'compute*', ''), ('col_index', 'i64*', ''), ('col_weight', 'compute*', ''), ('reader_rows', 'i64*', ''), ('reader_cols', 'i64*', ''), ('columns', 'compute*', ''), ('keys', 'i64*', ''), ('weights', 'compute*', ''), ('counts', 'i64*', ''), ('pair_weights', 'compute*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('height_scale', 'f64', ''), ('width_scale', 'f64', ''), ('axis_taps', 'i64', ''), ('aa', 'i64', ''), ('row_taps', 'i64', ''), ('col_taps', 'i64', ''), ('accum', 'compute*', ''), ('taps', 'i64', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input_size', 'size', 'scale_factor', 'mode', 'align_corners', 'recompute_scale_factor', 'antialias'), {},
                                {}, '',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "sampling.interpolate_backward.f16.none.gather.mode-nearest.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.f16.none.gather.mode-nearest_exact.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.f16.none.gather.mode-bilinear.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.f16.none.atomic.mode-bilinear.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.interpolate_backward.f16.none.sorted.mode-bilinear.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.f16.none.gather.mode-bicubic.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.f16.none.atomic.mode-bicubic.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.interpolate_backward.f16.none.sorted.mode-bicubic.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.f16.none.gather.mode-bilinear_aa.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.f16.none.gather.mode-bicubic_aa.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.bf16.none.gather.mode-nearest.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.bf16.none.gather.mode-nearest_exact.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.bf16.none.gather.mode-bilinear.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.bf16.none.atomic.mode-bilinear.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.interpolate_backward.bf16.none.sorted.mode-bilinear.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.bf16.none.gather.mode-bicubic.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.bf16.none.atomic.mode-bicubic.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.interpolate_backward.bf16.none.sorted.mode-bicubic.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.bf16.none.gather.mode-bilinear_aa.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.bf16.none.gather.mode-bicubic_aa.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.f32.none.gather.mode-nearest.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.f32.none.gather.mode-nearest_exact.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.f32.none.gather.mode-bilinear.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.f32.none.atomic.mode-bilinear.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.interpolate_backward.f32.none.sorted.mode-bilinear.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.f32.none.gather.mode-bicubic.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.f32.none.atomic.mode-bicubic.any.any.math-f32.acc-f32.nondet.unstable",
        "sampling.interpolate_backward.f32.none.sorted.mode-bicubic.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.f32.none.gather.mode-bilinear_aa.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.f32.none.gather.mode-bicubic_aa.any.any.math-f32.acc-f32.det.stable",
        "sampling.interpolate_backward.f64.none.gather.mode-nearest.any.any.math-f64.acc-f64.det.stable",
        "sampling.interpolate_backward.f64.none.gather.mode-nearest_exact.any.any.math-f64.acc-f64.det.stable",
        "sampling.interpolate_backward.f64.none.gather.mode-bilinear.any.any.math-f64.acc-f64.det.stable",
        "sampling.interpolate_backward.f64.none.atomic.mode-bilinear.any.any.math-f64.acc-f64.nondet.unstable",
        "sampling.interpolate_backward.f64.none.sorted.mode-bilinear.any.any.math-f64.acc-f64.det.stable",
        "sampling.interpolate_backward.f64.none.gather.mode-bicubic.any.any.math-f64.acc-f64.det.stable",
        "sampling.interpolate_backward.f64.none.atomic.mode-bicubic.any.any.math-f64.acc-f64.nondet.unstable",
        "sampling.interpolate_backward.f64.none.sorted.mode-bicubic.any.any.math-f64.acc-f64.det.stable",
        "sampling.interpolate_backward.f64.none.gather.mode-bilinear_aa.any.any.math-f64.acc-f64.det.stable",
        "sampling.interpolate_backward.f64.none.gather.mode-bicubic_aa.any.any.math-f64.acc-f64.det.stable",
    ))
