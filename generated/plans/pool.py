# Generated from catalog.yaml by codegen with templates/python/plans.py.j2. Do not edit.
"""Plans of the pool family."""

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
    "AdaptiveAvgPool2dDescriptor", "AdaptiveAvgPool2dArgs", "AdaptiveAvgPool2dPlan",
    "AdaptiveAvgPool2dBackwardDescriptor", "AdaptiveAvgPool2dBackwardArgs", "AdaptiveAvgPool2dBackwardPlan",
]


@dataclass(frozen=True, kw_only=True)
class AdaptiveAvgPool2dDescriptor(Descriptor):
    """What AdaptiveAvgPool2dPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    planes: planes pooled alike, the input's leading extents multiplied (N * C).
    in_height: input height (IH).
    in_width: input width (IW).
    out_height: output height (OH).
    out_width: output width (OW).
    element: element type, one of f16, bf16, f32, f64.
    """

    planes: int
    in_height: int
    in_width: int
    out_height: int
    out_width: int
    element: Any = "f32"
    def __post_init__(self):
        AdaptiveAvgPool2dPlan.normalize(self)


@dataclass
class AdaptiveAvgPool2dArgs:
    """Arrays of one AdaptiveAvgPool2dPlan.run, C-contiguous, on the stream's backend.

    input: input, [planes, in_height, in_width] of element.
    out: output, [planes, out_height, out_width] of element.
    """

    input: Any
    out: Any


class AdaptiveAvgPool2dPlan(Plan):
    """adaptive_avg_pool2d plan.

    out[p, oh, ow] = the mean of input[p, h, w] over h in [floor(oh * IH / OH), ceil((oh + 1) * IH /
    OH)) and w in [floor(ow * IW / OW), ceil((ow + 1) * IW / OW)), as
    torch.nn.functional.adaptive_avg_pool2d (aten's _adaptive_avg_pool2d) on [N, C, IH, IW] or [C,
    IH, IW] input: cells overlap where the sizes do not divide, and an output larger than the input
    repeats items. output_size is an int or a pair, None taking the input's extent. interpolate's
    mode 'area' is this op at interpolate's output size.

    When to use: Global or fixed-size average pooling before a classifier head (ResNet's [N, 2048,
    7, 7] to 1x1), and interpolate's 'area' downsampling. Pair with AdaptiveAvgPool2dBackwardPlan;
    the backward needs only the input's shape.
    Adjoint (backward op): AdaptiveAvgPool2dBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [planes, in_height, in_width]; out [planes, out_height, out_width]; every
      extent >= 0; in_height >= 1; in_width >= 1. C-contiguous arrays; outputs may not overlap
      inputs.

    Checks:
      in_height * out_height < 2 ** 62 and in_width * out_width < 2 ** 62 (else ShapeError): the
        products of the input's and the output's heights and widths are below 2**62 (the cells'
        index arithmetic).

    Workspace: none.

    Precision guarantee:

      per_output: math in compute, accumulation in compute, deterministic and bit-stable.
        one thread per output element sums its cell in order (rows, then columns) and divides it.

      f16 and bf16 are loaded to f32, summed and divided in f32 and rounded once to the element; f32
      in f32; f64 in f64. Each sum runs in PyTorch's order (rows, then columns), divided by the
      cell's height and then its width, as PyTorch's CPU kernels.
    """

    op = "adaptive_avg_pool2d"
    family = "pool"
    adjoint = 'adaptive_avg_pool2d_backward'
    Descriptor = AdaptiveAvgPool2dDescriptor
    Args = AdaptiveAvgPool2dArgs
    dims = ('planes', 'in_height', 'in_width', 'out_height', 'out_width')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[planes, in_height, in_width]',
                   lambda n: (n.planes,n.in_height,n.in_width,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[planes, out_height, out_width]',
                   lambda n: (n.planes,n.out_height,n.out_width,),
                   None, ''),
    )
    limits = (
        ('in_height >= 1', lambda n: n.in_height >= 1),
        ('in_width >= 1', lambda n: n.in_width >= 1),
    )
    checks = (
        CheckSpec('in_height * out_height < 2 ** 62 and in_width * out_width < 2 ** 62', ShapeError, lambda n: n.in_height * n.out_height < 2 ** 62 and n.in_width * n.out_width < 2 ** 62,
                  ['in_height', 'in_width', 'out_height', 'out_width'], False,
                  "the products of the input's and the output's heights and widths are below 2**62 (the cells' index arithmetic)"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('pool', lambda n: n.planes * n.out_height * n.out_width, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('planes', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'output_size'), {},
                                {}, '',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pooling.adaptive_avg_pool2d.f16.none.per_output.any.any.math-f32.acc-f32.det.stable",
        "pooling.adaptive_avg_pool2d.bf16.none.per_output.any.any.math-f32.acc-f32.det.stable",
        "pooling.adaptive_avg_pool2d.f32.none.per_output.any.any.math-f32.acc-f32.det.stable",
        "pooling.adaptive_avg_pool2d.f64.none.per_output.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class AdaptiveAvgPool2dBackwardDescriptor(Descriptor):
    """What AdaptiveAvgPool2dBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    planes: planes pooled alike, the input's leading extents multiplied (N * C).
    in_height: input height (IH).
    in_width: input width (IW).
    out_height: output height (OH).
    out_width: output width (OW).
    element: element type, one of f16, bf16, f32, f64.
    """

    planes: int
    in_height: int
    in_width: int
    out_height: int
    out_width: int
    element: Any = "f32"
    def __post_init__(self):
        AdaptiveAvgPool2dBackwardPlan.normalize(self)


@dataclass
class AdaptiveAvgPool2dBackwardArgs:
    """Arrays of one AdaptiveAvgPool2dBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [planes, out_height, out_width] of element. the gradient of `out`.
    grad_input: output, [planes, in_height, in_width] of element.
    """

    grad_output: Any
    grad_input: Any


class AdaptiveAvgPool2dBackwardPlan(Plan):
    """adaptive_avg_pool2d_backward plan.

    Adjoint of AdaptiveAvgPool2dPlan: grad_input [P, IH, IW] from grad_output [P, OH, OW], each
    input item the sum of grad_output[p, oh, ow] / cell height / cell width over the cells that
    cover it, as aten's _adaptive_avg_pool2d_backward. grad_input is overwritten.

    When to use: Backward of AdaptiveAvgPool2dPlan, with the forward's input shape.
    Adjoint of: AdaptiveAvgPool2dPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [planes, out_height, out_width]; grad_input [planes, in_height,
      in_width]; every extent >= 0; in_height >= 1; in_width >= 1. C-contiguous arrays; outputs may
      not overlap inputs.

    Checks:
      in_height * out_height < 2 ** 62 and in_width * out_width < 2 ** 62 (else ShapeError): the
        products of the input's and the output's heights and widths are below 2**62 (the cells'
        index arithmetic).

    Workspace: none.

    Precision guarantee:

      gather: math in compute, accumulation in compute, deterministic and bit-stable.
        no atomics: one thread per input element finds the output rows and columns whose cells cover
        it (two ranges) and sums their shares in PyTorch's order (rows, then columns).

      f16 and bf16 are loaded to f32, summed and divided in f32 and rounded once to the element; f32
      in f32; f64 in f64. Each sum runs in PyTorch's order (rows, then columns), divided by the
      cell's height and then its width, as PyTorch's CPU kernels.
    """

    op = "adaptive_avg_pool2d_backward"
    family = "pool"
    adjoint = None
    Descriptor = AdaptiveAvgPool2dBackwardDescriptor
    Args = AdaptiveAvgPool2dBackwardArgs
    dims = ('planes', 'in_height', 'in_width', 'out_height', 'out_width')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[planes, out_height, out_width]',
                   lambda n: (n.planes,n.out_height,n.out_width,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[planes, in_height, in_width]',
                   lambda n: (n.planes,n.in_height,n.in_width,),
                   None, ''),
    )
    limits = (
        ('in_height >= 1', lambda n: n.in_height >= 1),
        ('in_width >= 1', lambda n: n.in_width >= 1),
    )
    checks = (
        CheckSpec('in_height * out_height < 2 ** 62 and in_width * out_width < 2 ** 62', ShapeError, lambda n: n.in_height * n.out_height < 2 ** 62 and n.in_width * n.out_width < 2 ** 62,
                  ['in_height', 'in_width', 'out_height', 'out_width'], False,
                  "the products of the input's and the output's heights and widths are below 2**62 (the cells' index arithmetic)"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('gather', lambda n: n.planes * n.in_height * n.in_width, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('planes', 'i64', ''), ('in_height', 'i64', ''), ('in_width', 'i64', ''), ('out_height', 'i64', ''), ('out_width', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input_size'), {},
                                {}, '',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pooling.adaptive_avg_pool2d_backward.f16.none.gather.any.any.math-f32.acc-f32.det.stable",
        "pooling.adaptive_avg_pool2d_backward.bf16.none.gather.any.any.math-f32.acc-f32.det.stable",
        "pooling.adaptive_avg_pool2d_backward.f32.none.gather.any.any.math-f32.acc-f32.det.stable",
        "pooling.adaptive_avg_pool2d_backward.f64.none.gather.any.any.math-f64.acc-f64.det.stable",
    ))
