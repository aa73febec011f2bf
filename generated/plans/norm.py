# Generated from catalog.yaml by codegen with templates/python/plans.py.j2. Do not edit.
"""Plans of the norm family."""

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
    "LayerNormDescriptor", "LayerNormArgs", "LayerNormPlan",
    "LayerNormBackwardDescriptor", "LayerNormBackwardArgs", "LayerNormBackwardPlan",
    "RmsNormDescriptor", "RmsNormArgs", "RmsNormPlan",
    "RmsNormBackwardDescriptor", "RmsNormBackwardArgs", "RmsNormBackwardPlan",
]


@dataclass(frozen=True, kw_only=True)
class LayerNormDescriptor(Descriptor):
    """What LayerNormPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    rows: product of the extents before normalized_shape.
    cols: product of normalized_shape (the extents normalised together).
    element: element type, one of f16, bf16, f32, f64.
    param: element type of weight and bias and of their gradients, one of f16 or f32 for f16; bf16
        or f32 for bf16; f32 for f32; f64 for f64 (None: the first for the element).
    eps: added to the variance before the square root.
    has_weight: a weight (scale) is given.
    has_bias: a bias (shift) is given.
    """

    rows: int
    cols: int
    element: Any = "f32"
    param: Any = None
    eps: float = 1e-05

    has_weight: bool = False

    has_bias: bool = False

    def __post_init__(self):
        LayerNormPlan.normalize(self)


@dataclass
class LayerNormArgs:
    """Arrays of one LayerNormPlan.run, C-contiguous, on the stream's backend.

    input: input, [rows, cols] of element.
    out: output, [rows, cols] of element.
    mean: output, [rows] of compute. the row means (saved for the backward).
    rstd: output, [rows] of compute. 1 / sqrt(var + eps) per row (saved for the backward).
    weight: input, [cols] of aux, given exactly when has_weight.
    bias: input, [cols] of aux, given exactly when has_bias.
    """

    input: Any
    out: Any
    mean: Any
    rstd: Any
    weight: Any = None
    bias: Any = None


class LayerNormPlan(Plan):
    """layer_norm plan.

    Layer normalisation of each row of the [rows, cols] view, as torch.nn.functional.layer_norm: out
    = (x - mean) * rstd * weight + bias, mean and variance (biased) over the row, rstd = 1 /
    sqrt(var + eps). Also writes mean and rstd per row in the compute type, as aten's
    native_layer_norm saves them (and its CUDA kernel types them); the functional op returns out.

    When to use: Forward of LayerNorm. Pair with LayerNormBackwardPlan; keep input, mean and rstd.
    Adjoint (backward op): LayerNormBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}; param f16 or f32 for f16; bf16 or f32 for bf16; f32
      for f32; f64 for f64.
    Runtime params: eps, has_weight, has_bias (see LayerNormDescriptor).

    Shape limits: input [rows, cols]; out [rows, cols]; mean [rows]; rstd [rows]; weight [cols];
      bias [cols]; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      per_row: math in compute, accumulation in compute, deterministic and bit-stable.
        one block per row: block_reduce of per-thread sums (strided over the row, then warp shuffles
        and shared memory, in a fixed order), then one thread per element of the row.

      f16 and bf16 are loaded to f32, computed and accumulated in f32 and rounded once to the
      element; f32 in f32; f64 in f64. The statistics are two-pass (mean, then the centred sum of
      squares), so a large mean does not cancel the variance. With f32 weight and bias for an f16 or
      bf16 input (param f32) the arithmetic is the same, and grad_weight and grad_bias are stored in
      f32 without a rounding to the element; out and grad_input are within an ulp of the element of
      PyTorch's (whose statistics are summed in another order). PyTorch's CPU layer_norm backward of
      that mix accumulates grad_weight and grad_bias row by row in the 16-bit element before
      returning them as f32, so they differ from ours by up to that rounding (about rows times the
      element's epsilon, relative to the sum of magnitudes); ours are f32 sums in a fixed order.
      rms_norm takes a weight of any float type, loaded to the input's compute type: an f64 weight
      of a 16-bit or f32 input is rounded to f32 (PyTorch multiplies by it in f64), and its
      grad_weight is summed in f32.
    """

    op = "layer_norm"
    family = "norm"
    adjoint = 'layer_norm_backward'
    Descriptor = LayerNormDescriptor
    Args = LayerNormArgs
    dims = ('rows', 'cols')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'param'
    aux_types = ('f16', 'f32', 'bf16', 'f64')
    aux_of = {'f16': ('f16', 'f32'), 'bf16': ('bf16', 'f32'), 'f32': ('f32',), 'f64': ('f64',)}
    axes = ()
    params = (
        ParamSpec('eps', 'float', ()),
        ParamSpec('has_weight', 'bool', ()),
        ParamSpec('has_bias', 'bool', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[rows, cols]',
                   lambda n: (n.rows,n.cols,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[rows, cols]',
                   lambda n: (n.rows,n.cols,),
                   None, ''),
        TensorSpec('mean', 'output', 'compute',
                   '[rows]',
                   lambda n: (n.rows,),
                   None, ''),
        TensorSpec('rstd', 'output', 'compute',
                   '[rows]',
                   lambda n: (n.rows,),
                   None, ''),
        TensorSpec('weight', 'input', 'aux',
                   '[cols]',
                   lambda n: (n.cols,),
                   lambda n: n.has_weight, 'has_weight'),
        TensorSpec('bias', 'input', 'aux',
                   '[cols]',
                   lambda n: (n.cols,),
                   lambda n: n.has_bias, 'has_bias'),
    )
    limits = (
    )
    checks = (
    )
    lets = (
        LetSpec('threads', lambda n: min(256, max(32, (n.cols + 511) // 512 * 32)), 'min(256, max(32, (cols + 511) // 512 * 32))', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('normalize', lambda n: n.rows * n.threads, lambda n: n.threads,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('mean', 'compute*', ''), ('rstd', 'compute*', ''), ('weight', 'const aux*', ''), ('bias', 'const aux*', ''), ('rows', 'i64', ''), ('cols', 'i64', ''), ('eps', 'f64', ''), ('has_weight', 'i32', 'flag'), ('has_bias', 'i32', 'flag')), False),
    )
    functional = FunctionalSpec(('input', 'normalized_shape', 'weight', 'bias', 'eps'), {},
                                {}, '',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "normalization.layer_norm.f16.f16.per_row.any.any.math-f32.acc-f32.det.stable",
        "normalization.layer_norm.f16.f32.per_row.any.any.math-f32.acc-f32.det.stable",
        "normalization.layer_norm.bf16.bf16.per_row.any.any.math-f32.acc-f32.det.stable",
        "normalization.layer_norm.bf16.f32.per_row.any.any.math-f32.acc-f32.det.stable",
        "normalization.layer_norm.f32.f32.per_row.any.any.math-f32.acc-f32.det.stable",
        "normalization.layer_norm.f64.f64.per_row.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class LayerNormBackwardDescriptor(Descriptor):
    """What LayerNormBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    rows: product of the extents before normalized_shape.
    cols: product of normalized_shape (the extents normalised together).
    element: element type, one of f16, bf16, f32, f64.
    param: element type of weight and bias and of their gradients, one of f16 or f32 for f16; bf16
        or f32 for bf16; f32 for f32; f64 for f64 (None: the first for the element).
    has_weight: the forward had a weight (it scales grad_out).
    want_input: compute grad_input (output_mask[0]).
    want_weight: compute grad_weight (output_mask[1]; needs has_weight).
    want_bias: compute grad_bias (output_mask[2]).
    """

    rows: int
    cols: int
    element: Any = "f32"
    param: Any = None
    has_weight: bool = False

    want_input: bool = True

    want_weight: bool = False

    want_bias: bool = False

    def __post_init__(self):
        LayerNormBackwardPlan.normalize(self)


@dataclass
class LayerNormBackwardArgs:
    """Arrays of one LayerNormBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_out: input, [rows, cols] of element. the gradient of `out`.
    input: input, [rows, cols] of element.
    mean: input, [rows] of compute. the forward's mean.
    rstd: input, [rows] of compute. the forward's rstd.
    weight: input, [cols] of aux, given exactly when has_weight.
    grad_input: output, [rows, cols] of element, given exactly when want_input.
    grad_weight: output, [cols] of aux, given exactly when want_weight.
    grad_bias: output, [cols] of aux, given exactly when want_bias.
    """

    grad_out: Any
    input: Any
    mean: Any
    rstd: Any
    weight: Any = None
    grad_input: Any = None
    grad_weight: Any = None
    grad_bias: Any = None


class LayerNormBackwardPlan(Plan):
    """layer_norm_backward plan.

    Gradients of LayerNormPlan, as aten's native_layer_norm_backward: with g = grad_out * weight and
    xhat = (x - mean) * rstd, grad_input = rstd * (g - mean_row(g) - xhat * mean_row(g * xhat));
    grad_weight = sum over rows of grad_out * xhat; grad_bias = sum over rows of grad_out. Each
    output is written only when its flag is set; all are overwritten.

    When to use: Backward of LayerNormPlan, with the forward's input, mean and rstd.
    Adjoint of: LayerNormPlan.

    Dtypes: element in {f16, bf16, f32, f64}; param f16 or f32 for f16; bf16 or f32 for bf16; f32
      for f32; f64 for f64.
    Runtime params: has_weight, want_input, want_weight, want_bias (see LayerNormBackwardDescriptor).

    Shape limits: grad_out [rows, cols]; input [rows, cols]; mean [rows]; rstd [rows]; weight
      [cols]; grad_input [rows, cols]; grad_weight [cols]; grad_bias [cols]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      has_weight or not want_weight (else InvalidArgumentError): grad_weight needs a weight.

    Workspace: weight_partials, chunks * cols of compute when want_weight; bias_partials, chunks *
      cols of compute when want_bias (each slice aligned to 128 bytes).

    Precision guarantee:

      ordered: math in compute, accumulation in compute, deterministic and bit-stable.
        grad_input: per row, two block_reduce sums. grad_weight and grad_bias: one block per chunk
        of 32 rows, each thread summing its columns over the rows in order into workspace partials,
        then one thread per column sums the partials in chunk order; no atomics. With both wanted, a
        block per chunk does its rows' grad_input and partials in one pass (the same sums in the
        same order).

      f16 and bf16 are loaded to f32, computed and accumulated in f32 and rounded once to the
      element; f32 in f32; f64 in f64. The statistics are two-pass (mean, then the centred sum of
      squares), so a large mean does not cancel the variance. With f32 weight and bias for an f16 or
      bf16 input (param f32) the arithmetic is the same, and grad_weight and grad_bias are stored in
      f32 without a rounding to the element; out and grad_input are within an ulp of the element of
      PyTorch's (whose statistics are summed in another order). PyTorch's CPU layer_norm backward of
      that mix accumulates grad_weight and grad_bias row by row in the 16-bit element before
      returning them as f32, so they differ from ours by up to that rounding (about rows times the
      element's epsilon, relative to the sum of magnitudes); ours are f32 sums in a fixed order.
      rms_norm takes a weight of any float type, loaded to the input's compute type: an f64 weight
      of a 16-bit or f32 input is rounded to f32 (PyTorch multiplies by it in f64), and its
      grad_weight is summed in f32.
    """

    op = "layer_norm_backward"
    family = "norm"
    adjoint = None
    Descriptor = LayerNormBackwardDescriptor
    Args = LayerNormBackwardArgs
    dims = ('rows', 'cols')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'param'
    aux_types = ('f16', 'f32', 'bf16', 'f64')
    aux_of = {'f16': ('f16', 'f32'), 'bf16': ('bf16', 'f32'), 'f32': ('f32',), 'f64': ('f64',)}
    axes = ()
    params = (
        ParamSpec('has_weight', 'bool', ()),
        ParamSpec('want_input', 'bool', ()),
        ParamSpec('want_weight', 'bool', ()),
        ParamSpec('want_bias', 'bool', ()),
    )
    tensors = (
        TensorSpec('grad_out', 'input', 'element',
                   '[rows, cols]',
                   lambda n: (n.rows,n.cols,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[rows, cols]',
                   lambda n: (n.rows,n.cols,),
                   None, ''),
        TensorSpec('mean', 'input', 'compute',
                   '[rows]',
                   lambda n: (n.rows,),
                   None, ''),
        TensorSpec('rstd', 'input', 'compute',
                   '[rows]',
                   lambda n: (n.rows,),
                   None, ''),
        TensorSpec('weight', 'input', 'aux',
                   '[cols]',
                   lambda n: (n.cols,),
                   lambda n: n.has_weight, 'has_weight'),
        TensorSpec('grad_input', 'output', 'element',
                   '[rows, cols]',
                   lambda n: (n.rows,n.cols,),
                   lambda n: n.want_input, 'want_input'),
        TensorSpec('grad_weight', 'output', 'aux',
                   '[cols]',
                   lambda n: (n.cols,),
                   lambda n: n.want_weight, 'want_weight'),
        TensorSpec('grad_bias', 'output', 'aux',
                   '[cols]',
                   lambda n: (n.cols,),
                   lambda n: n.want_bias, 'want_bias'),
    )
    limits = (
    )
    checks = (
        CheckSpec('has_weight or not want_weight', InvalidArgumentError, lambda n: n.has_weight or not n.want_weight,
                  ['has_weight', 'want_weight'], False,
                  'grad_weight needs a weight'),
    )
    lets = (
        LetSpec('threads', lambda n: min(256, max(32, (n.cols + 511) // 512 * 32)), 'min(256, max(32, (cols + 511) // 512 * 32))', False),
        LetSpec('chunk_rows', lambda n: 32, '32', False),
        LetSpec('chunks', lambda n: (n.rows + n.chunk_rows - 1) // n.chunk_rows, '(rows + chunk_rows - 1) // chunk_rows', False),
    )
    workspace = (
        SliceSpec('weight_partials', 'compute', lambda n: n.chunks * n.cols,
                  lambda n: n.want_weight),
        SliceSpec('bias_partials', 'compute', lambda n: n.chunks * n.cols,
                  lambda n: n.want_bias),
    )
    entries = (
        EntrySpec('input_grad', lambda n: n.rows * n.threads, lambda n: n.threads,
                  lambda n: 0, lambda n: n.want_input and (not (n.want_weight or n.want_bias)),
                  (('grad_out', 'const element*', ''), ('input', 'const element*', ''), ('mean', 'const compute*', ''), ('rstd', 'const compute*', ''), ('weight', 'const aux*', ''), ('grad_input', 'element*', ''), ('grad_weight', 'aux*', ''), ('grad_bias', 'aux*', ''), ('rows', 'i64', ''), ('cols', 'i64', ''), ('has_weight', 'i32', 'flag'), ('want_input', 'i32', 'flag'), ('want_weight', 'i32', 'flag'), ('want_bias', 'i32', 'flag'), ('weight_partials', 'compute*', ''), ('bias_partials', 'compute*', ''), ('chunk_rows', 'i64', ''), ('chunks', 'i64', '')), False),
        EntrySpec('param_partials', lambda n: n.chunks * n.threads, lambda n: n.threads,
                  lambda n: 0, lambda n: (n.want_weight or n.want_bias) and (not n.want_input),
                  (('grad_out', 'const element*', ''), ('input', 'const element*', ''), ('mean', 'const compute*', ''), ('rstd', 'const compute*', ''), ('weight', 'const aux*', ''), ('grad_input', 'element*', ''), ('grad_weight', 'aux*', ''), ('grad_bias', 'aux*', ''), ('rows', 'i64', ''), ('cols', 'i64', ''), ('has_weight', 'i32', 'flag'), ('want_input', 'i32', 'flag'), ('want_weight', 'i32', 'flag'), ('want_bias', 'i32', 'flag'), ('weight_partials', 'compute*', ''), ('bias_partials', 'compute*', ''), ('chunk_rows', 'i64', ''), ('chunks', 'i64', '')), False),
        EntrySpec('fused', lambda n: n.chunks * n.threads, lambda n: n.threads,
                  lambda n: 0, lambda n: n.want_input and (n.want_weight or n.want_bias),
                  (('grad_out', 'const element*', ''), ('input', 'const element*', ''), ('mean', 'const compute*', ''), ('rstd', 'const compute*', ''), ('weight', 'const aux*', ''), ('grad_input', 'element*', ''), ('grad_weight', 'aux*', ''), ('grad_bias', 'aux*', ''), ('rows', 'i64', ''), ('cols', 'i64', ''), ('has_weight', 'i32', 'flag'), ('want_input', 'i32', 'flag'), ('want_weight', 'i32', 'flag'), ('want_bias', 'i32', 'flag'), ('weight_partials', 'compute*', ''), ('bias_partials', 'compute*', ''), ('chunk_rows', 'i64', ''), ('chunks', 'i64', '')), False),
        EntrySpec('param_sums', lambda n: n.cols, lambda n: 256,
                  lambda n: 0, lambda n: n.want_weight or n.want_bias,
                  (('grad_out', 'const element*', ''), ('input', 'const element*', ''), ('mean', 'const compute*', ''), ('rstd', 'const compute*', ''), ('weight', 'const aux*', ''), ('grad_input', 'element*', ''), ('grad_weight', 'aux*', ''), ('grad_bias', 'aux*', ''), ('rows', 'i64', ''), ('cols', 'i64', ''), ('has_weight', 'i32', 'flag'), ('want_input', 'i32', 'flag'), ('want_weight', 'i32', 'flag'), ('want_bias', 'i32', 'flag'), ('weight_partials', 'compute*', ''), ('bias_partials', 'compute*', ''), ('chunk_rows', 'i64', ''), ('chunks', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_out', 'input', 'normalized_shape', 'mean', 'rstd', 'weight', 'bias', 'output_mask'), {},
                                {}, '',
                                ('grad_input', 'grad_weight', 'grad_bias'))
    skus = tuple(KernelSku.parse(text) for text in (
        "normalization.layer_norm_backward.f16.f16.ordered.any.any.math-f32.acc-f32.det.stable",
        "normalization.layer_norm_backward.f16.f32.ordered.any.any.math-f32.acc-f32.det.stable",
        "normalization.layer_norm_backward.bf16.bf16.ordered.any.any.math-f32.acc-f32.det.stable",
        "normalization.layer_norm_backward.bf16.f32.ordered.any.any.math-f32.acc-f32.det.stable",
        "normalization.layer_norm_backward.f32.f32.ordered.any.any.math-f32.acc-f32.det.stable",
        "normalization.layer_norm_backward.f64.f64.ordered.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class RmsNormDescriptor(Descriptor):
    """What RmsNormPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    rows: product of the extents before normalized_shape.
    cols: product of normalized_shape (the extents normalised together).
    element: element type, one of f16, bf16, f32, f64.
    param: element type of weight and of its gradient, one of f16, bf16, f32, f64 (None: f16).
    eps: added to mean(x^2); None: the compute type's machine epsilon.
    has_weight: a weight (scale) is given.
    """

    rows: int
    cols: int
    element: Any = "f32"
    param: Any = None
    eps: Optional[float] = None

    has_weight: bool = False

    def __post_init__(self):
        RmsNormPlan.normalize(self)


@dataclass
class RmsNormArgs:
    """Arrays of one RmsNormPlan.run, C-contiguous, on the stream's backend.

    input: input, [rows, cols] of element.
    out: output, [rows, cols] of element.
    rstd: output, [rows] of compute. 1 / sqrt(mean(x^2) + eps) per row (saved for the backward).
    weight: input, [cols] of aux, given exactly when has_weight.
    """

    input: Any
    out: Any
    rstd: Any
    weight: Any = None


class RmsNormPlan(Plan):
    """rms_norm plan.

    RMS normalisation of each row of the [rows, cols] view, as torch.nn.functional.rms_norm: out = x
    * rstd * weight, rstd = 1 / sqrt(mean_row(x^2) + eps); eps None is the machine epsilon of the
    compute type, as PyTorch computes it (f32's for f16 and bf16). Also writes rstd per row in the
    compute type, as aten's _fused_rms_norm saves it; the functional op returns out.

    When to use: Forward of RMSNorm. Pair with RmsNormBackwardPlan; keep input and rstd.
    Adjoint (backward op): RmsNormBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}; param in {f16, bf16, f32, f64}.
    Runtime params: eps, has_weight (see RmsNormDescriptor).

    Shape limits: input [rows, cols]; out [rows, cols]; rstd [rows]; weight [cols]; every extent >=
      0. C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      per_row: math in compute, accumulation in compute, deterministic and bit-stable.
        one block per row: block_reduce of per-thread sums (strided over the row, then warp shuffles
        and shared memory, in a fixed order), then one thread per element of the row.

      f16 and bf16 are loaded to f32, computed and accumulated in f32 and rounded once to the
      element; f32 in f32; f64 in f64. The statistics are two-pass (mean, then the centred sum of
      squares), so a large mean does not cancel the variance. With f32 weight and bias for an f16 or
      bf16 input (param f32) the arithmetic is the same, and grad_weight and grad_bias are stored in
      f32 without a rounding to the element; out and grad_input are within an ulp of the element of
      PyTorch's (whose statistics are summed in another order). PyTorch's CPU layer_norm backward of
      that mix accumulates grad_weight and grad_bias row by row in the 16-bit element before
      returning them as f32, so they differ from ours by up to that rounding (about rows times the
      element's epsilon, relative to the sum of magnitudes); ours are f32 sums in a fixed order.
      rms_norm takes a weight of any float type, loaded to the input's compute type: an f64 weight
      of a 16-bit or f32 input is rounded to f32 (PyTorch multiplies by it in f64), and its
      grad_weight is summed in f32.
    """

    op = "rms_norm"
    family = "norm"
    adjoint = 'rms_norm_backward'
    Descriptor = RmsNormDescriptor
    Args = RmsNormArgs
    dims = ('rows', 'cols')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'param'
    aux_types = ('f16', 'bf16', 'f32', 'f64')
    aux_of = {'f16': ('f16', 'bf16', 'f32', 'f64'), 'bf16': ('f16', 'bf16', 'f32', 'f64'), 'f32': ('f16', 'bf16', 'f32', 'f64'), 'f64': ('f16', 'bf16', 'f32', 'f64')}
    axes = ()
    params = (
        ParamSpec('eps', 'optional_float', ()),
        ParamSpec('has_weight', 'bool', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[rows, cols]',
                   lambda n: (n.rows,n.cols,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[rows, cols]',
                   lambda n: (n.rows,n.cols,),
                   None, ''),
        TensorSpec('rstd', 'output', 'compute',
                   '[rows]',
                   lambda n: (n.rows,),
                   None, ''),
        TensorSpec('weight', 'input', 'aux',
                   '[cols]',
                   lambda n: (n.cols,),
                   lambda n: n.has_weight, 'has_weight'),
    )
    limits = (
    )
    checks = (
    )
    lets = (
        LetSpec('threads', lambda n: min(256, max(32, (n.cols + 511) // 512 * 32)), 'min(256, max(32, (cols + 511) // 512 * 32))', False),
        LetSpec('epsilon', lambda n: dtype_eps(n.compute) if n.eps is None else n.eps, 'dtype_eps(compute) if eps is None else eps', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('normalize', lambda n: n.rows * n.threads, lambda n: n.threads,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('rstd', 'compute*', ''), ('weight', 'const aux*', ''), ('rows', 'i64', ''), ('cols', 'i64', ''), ('has_weight', 'i32', 'flag'), ('epsilon', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'normalized_shape', 'weight', 'eps'), {},
                                {}, '',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "normalization.rms_norm.f16.f16.per_row.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm.f16.bf16.per_row.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm.f16.f32.per_row.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm.f16.f64.per_row.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm.bf16.f16.per_row.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm.bf16.bf16.per_row.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm.bf16.f32.per_row.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm.bf16.f64.per_row.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm.f32.f16.per_row.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm.f32.bf16.per_row.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm.f32.f32.per_row.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm.f32.f64.per_row.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm.f64.f16.per_row.any.any.math-f64.acc-f64.det.stable",
        "normalization.rms_norm.f64.bf16.per_row.any.any.math-f64.acc-f64.det.stable",
        "normalization.rms_norm.f64.f32.per_row.any.any.math-f64.acc-f64.det.stable",
        "normalization.rms_norm.f64.f64.per_row.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class RmsNormBackwardDescriptor(Descriptor):
    """What RmsNormBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    rows: product of the extents before normalized_shape.
    cols: product of normalized_shape (the extents normalised together).
    element: element type, one of f16, bf16, f32, f64.
    param: element type of weight and of its gradient, one of f16, bf16, f32, f64 (None: f16).
    has_weight: the forward had a weight (it scales grad_out).
    want_input: compute grad_input (output_mask[0]).
    want_weight: compute grad_weight (output_mask[1]; needs has_weight).
    """

    rows: int
    cols: int
    element: Any = "f32"
    param: Any = None
    has_weight: bool = False

    want_input: bool = True

    want_weight: bool = False

    def __post_init__(self):
        RmsNormBackwardPlan.normalize(self)


@dataclass
class RmsNormBackwardArgs:
    """Arrays of one RmsNormBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_out: input, [rows, cols] of element. the gradient of `out`.
    input: input, [rows, cols] of element.
    rstd: input, [rows] of compute. the forward's rstd.
    weight: input, [cols] of aux, given exactly when has_weight.
    grad_input: output, [rows, cols] of element, given exactly when want_input.
    grad_weight: output, [cols] of aux, given exactly when want_weight.
    """

    grad_out: Any
    input: Any
    rstd: Any
    weight: Any = None
    grad_input: Any = None
    grad_weight: Any = None


class RmsNormBackwardPlan(Plan):
    """rms_norm_backward plan.

    Gradients of RmsNormPlan, as aten's _fused_rms_norm_backward: with g = grad_out * weight and
    xhat = x * rstd, grad_input = rstd * (g - xhat * mean_row(g * xhat)); grad_weight = sum over
    rows of grad_out * xhat. Each output is written only when its flag is set.

    When to use: Backward of RmsNormPlan, with the forward's input and rstd.
    Adjoint of: RmsNormPlan.

    Dtypes: element in {f16, bf16, f32, f64}; param in {f16, bf16, f32, f64}.
    Runtime params: has_weight, want_input, want_weight (see RmsNormBackwardDescriptor).

    Shape limits: grad_out [rows, cols]; input [rows, cols]; rstd [rows]; weight [cols]; grad_input
      [rows, cols]; grad_weight [cols]; every extent >= 0. C-contiguous arrays; outputs may not
      overlap inputs.

    Checks:
      has_weight or not want_weight (else InvalidArgumentError): grad_weight needs a weight.

    Workspace: weight_partials, chunks * cols of compute when want_weight (each slice aligned to 128
      bytes).

    Precision guarantee:

      ordered: math in compute, accumulation in compute, deterministic and bit-stable.
        grad_input: per row, two block_reduce sums. grad_weight and grad_bias: one block per chunk
        of 32 rows, each thread summing its columns over the rows in order into workspace partials,
        then one thread per column sums the partials in chunk order; no atomics. With both wanted, a
        block per chunk does its rows' grad_input and partials in one pass (the same sums in the
        same order).

      f16 and bf16 are loaded to f32, computed and accumulated in f32 and rounded once to the
      element; f32 in f32; f64 in f64. The statistics are two-pass (mean, then the centred sum of
      squares), so a large mean does not cancel the variance. With f32 weight and bias for an f16 or
      bf16 input (param f32) the arithmetic is the same, and grad_weight and grad_bias are stored in
      f32 without a rounding to the element; out and grad_input are within an ulp of the element of
      PyTorch's (whose statistics are summed in another order). PyTorch's CPU layer_norm backward of
      that mix accumulates grad_weight and grad_bias row by row in the 16-bit element before
      returning them as f32, so they differ from ours by up to that rounding (about rows times the
      element's epsilon, relative to the sum of magnitudes); ours are f32 sums in a fixed order.
      rms_norm takes a weight of any float type, loaded to the input's compute type: an f64 weight
      of a 16-bit or f32 input is rounded to f32 (PyTorch multiplies by it in f64), and its
      grad_weight is summed in f32.
    """

    op = "rms_norm_backward"
    family = "norm"
    adjoint = None
    Descriptor = RmsNormBackwardDescriptor
    Args = RmsNormBackwardArgs
    dims = ('rows', 'cols')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'param'
    aux_types = ('f16', 'bf16', 'f32', 'f64')
    aux_of = {'f16': ('f16', 'bf16', 'f32', 'f64'), 'bf16': ('f16', 'bf16', 'f32', 'f64'), 'f32': ('f16', 'bf16', 'f32', 'f64'), 'f64': ('f16', 'bf16', 'f32', 'f64')}
    axes = ()
    params = (
        ParamSpec('has_weight', 'bool', ()),
        ParamSpec('want_input', 'bool', ()),
        ParamSpec('want_weight', 'bool', ()),
    )
    tensors = (
        TensorSpec('grad_out', 'input', 'element',
                   '[rows, cols]',
                   lambda n: (n.rows,n.cols,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[rows, cols]',
                   lambda n: (n.rows,n.cols,),
                   None, ''),
        TensorSpec('rstd', 'input', 'compute',
                   '[rows]',
                   lambda n: (n.rows,),
                   None, ''),
        TensorSpec('weight', 'input', 'aux',
                   '[cols]',
                   lambda n: (n.cols,),
                   lambda n: n.has_weight, 'has_weight'),
        TensorSpec('grad_input', 'output', 'element',
                   '[rows, cols]',
                   lambda n: (n.rows,n.cols,),
                   lambda n: n.want_input, 'want_input'),
        TensorSpec('grad_weight', 'output', 'aux',
                   '[cols]',
                   lambda n: (n.cols,),
                   lambda n: n.want_weight, 'want_weight'),
    )
    limits = (
    )
    checks = (
        CheckSpec('has_weight or not want_weight', InvalidArgumentError, lambda n: n.has_weight or not n.want_weight,
                  ['has_weight', 'want_weight'], False,
                  'grad_weight needs a weight'),
    )
    lets = (
        LetSpec('threads', lambda n: min(256, max(32, (n.cols + 511) // 512 * 32)), 'min(256, max(32, (cols + 511) // 512 * 32))', False),
        LetSpec('chunk_rows', lambda n: 32, '32', False),
        LetSpec('chunks', lambda n: (n.rows + n.chunk_rows - 1) // n.chunk_rows, '(rows + chunk_rows - 1) // chunk_rows', False),
    )
    workspace = (
        SliceSpec('weight_partials', 'compute', lambda n: n.chunks * n.cols,
                  lambda n: n.want_weight),
    )
    entries = (
        EntrySpec('input_grad', lambda n: n.rows * n.threads, lambda n: n.threads,
                  lambda n: 0, lambda n: n.want_input and (not n.want_weight),
                  (('grad_out', 'const element*', ''), ('input', 'const element*', ''), ('rstd', 'const compute*', ''), ('weight', 'const aux*', ''), ('grad_input', 'element*', ''), ('grad_weight', 'aux*', ''), ('rows', 'i64', ''), ('cols', 'i64', ''), ('has_weight', 'i32', 'flag'), ('want_input', 'i32', 'flag'), ('want_weight', 'i32', 'flag'), ('weight_partials', 'compute*', ''), ('chunk_rows', 'i64', ''), ('chunks', 'i64', '')), False),
        EntrySpec('param_partials', lambda n: n.chunks * n.threads, lambda n: n.threads,
                  lambda n: 0, lambda n: n.want_weight and (not n.want_input),
                  (('grad_out', 'const element*', ''), ('input', 'const element*', ''), ('rstd', 'const compute*', ''), ('weight', 'const aux*', ''), ('grad_input', 'element*', ''), ('grad_weight', 'aux*', ''), ('rows', 'i64', ''), ('cols', 'i64', ''), ('has_weight', 'i32', 'flag'), ('want_input', 'i32', 'flag'), ('want_weight', 'i32', 'flag'), ('weight_partials', 'compute*', ''), ('chunk_rows', 'i64', ''), ('chunks', 'i64', '')), False),
        EntrySpec('fused', lambda n: n.chunks * n.threads, lambda n: n.threads,
                  lambda n: 0, lambda n: n.want_input and n.want_weight,
                  (('grad_out', 'const element*', ''), ('input', 'const element*', ''), ('rstd', 'const compute*', ''), ('weight', 'const aux*', ''), ('grad_input', 'element*', ''), ('grad_weight', 'aux*', ''), ('rows', 'i64', ''), ('cols', 'i64', ''), ('has_weight', 'i32', 'flag'), ('want_input', 'i32', 'flag'), ('want_weight', 'i32', 'flag'), ('weight_partials', 'compute*', ''), ('chunk_rows', 'i64', ''), ('chunks', 'i64', '')), False),
        EntrySpec('param_sums', lambda n: n.cols, lambda n: 256,
                  lambda n: 0, lambda n: n.want_weight,
                  (('grad_out', 'const element*', ''), ('input', 'const element*', ''), ('rstd', 'const compute*', ''), ('weight', 'const aux*', ''), ('grad_input', 'element*', ''), ('grad_weight', 'aux*', ''), ('rows', 'i64', ''), ('cols', 'i64', ''), ('has_weight', 'i32', 'flag'), ('want_input', 'i32', 'flag'), ('want_weight', 'i32', 'flag'), ('weight_partials', 'compute*', ''), ('chunk_rows', 'i64', ''), ('chunks', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_out', 'input', 'normalized_shape', 'rstd', 'weight', 'output_mask'), {},
                                {}, '',
                                ('grad_input', 'grad_weight'))
    skus = tuple(KernelSku.parse(text) for text in (
        "normalization.rms_norm_backward.f16.f16.ordered.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm_backward.f16.bf16.ordered.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm_backward.f16.f32.ordered.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm_backward.f16.f64.ordered.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm_backward.bf16.f16.ordered.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm_backward.bf16.bf16.ordered.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm_backward.bf16.f32.ordered.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm_backward.bf16.f64.ordered.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm_backward.f32.f16.ordered.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm_backward.f32.bf16.ordered.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm_backward.f32.f32.ordered.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm_backward.f32.f64.ordered.any.any.math-f32.acc-f32.det.stable",
        "normalization.rms_norm_backward.f64.f16.ordered.any.any.math-f64.acc-f64.det.stable",
        "normalization.rms_norm_backward.f64.bf16.ordered.any.any.math-f64.acc-f64.det.stable",
        "normalization.rms_norm_backward.f64.f32.ordered.any.any.math-f64.acc-f64.det.stable",
        "normalization.rms_norm_backward.f64.f64.ordered.any.any.math-f64.acc-f64.det.stable",
    ))
