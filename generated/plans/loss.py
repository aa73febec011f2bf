# Generated from catalog.yaml by codegen with templates/python/plans.py.j2. Do not edit.
"""Plans of the loss family."""

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
    "NllLossDescriptor", "NllLossArgs", "NllLossPlan",
    "NllLossBackwardDescriptor", "NllLossBackwardArgs", "NllLossBackwardPlan",
    "CrossEntropyDescriptor", "CrossEntropyArgs", "CrossEntropyPlan",
    "CrossEntropyBackwardDescriptor", "CrossEntropyBackwardArgs", "CrossEntropyBackwardPlan",
    "CrossEntropyProbsDescriptor", "CrossEntropyProbsArgs", "CrossEntropyProbsPlan",
    "CrossEntropyProbsBackwardDescriptor", "CrossEntropyProbsBackwardArgs", "CrossEntropyProbsBackwardPlan",
]


@dataclass(frozen=True, kw_only=True)
class NllLossDescriptor(Descriptor):
    """What NllLossPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    batch: samples (N; 1 for an unbatched [C] input).
    classes: classes (C).
    spatial: product of the extents after the class dim (S; 1 without them).
    element: element type, one of f16, bf16, f32, f64.
    index: class index type, one of i32, i64 (None: i32).
    reduction: one loss per row (none), their weighted mean, or their sum.
    ignore_index: target value whose rows add nothing (any integer).
    """

    batch: int
    classes: int
    spatial: int
    element: Any = "f32"
    index: Any = None
    reduction: str = 'mean'

    ignore_index: int = -100

    def __post_init__(self):
        NllLossPlan.normalize(self)


@dataclass
class NllLossArgs:
    """Arrays of one NllLossPlan.run, C-contiguous, on the stream's backend.

    input: input, [batch, classes, spatial] of element. log-probabilities
    target: input, [batch, spatial] of aux.
    weight: input, [classes] of element. per-class weight (the functional passes ones for None)
    out: output, [batch * spatial if reduction == 'none' else 1] of element.
    total_weight: output, [] of element, given exactly when reduction != 'none'.
    """

    input: Any
    target: Any
    weight: Any
    out: Any
    total_weight: Any = None


class NllLossPlan(Plan):
    """nll_loss plan.

    Negative log-likelihood of class-index targets, as torch.nn.functional.nll_loss: the loss of row
    (n, s) is -weight[t] * input[n, t, s] for its target t, 0 where t == ignore_index; `mean`
    divides the sum by the sum of weight[t] over the rows not ignored (NaN when every row is
    ignored), `sum` adds them. For mean and sum the plan also writes total_weight, that sum of
    weights, as aten's nll_loss_forward does (the backward of mean reads it). A target outside [0,
    C) that is not ignore_index is refused (IndexError); the kernels count such a row as ignored and
    never read out of bounds.

    When to use: Forward of a classification loss on log-probabilities. Pair with
    NllLossBackwardPlan.
    Adjoint (backward op): NllLossBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}; index in {i32, i64}.
    Runtime params: reduction, ignore_index (see NllLossDescriptor).

    Shape limits: input [batch, classes, spatial]; target [batch, spatial]; weight [classes]; out
      [batch * spatial if reduction == 'none' else 1]; total_weight []; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      in_range_or(target, 0, classes, ignore_index) (else OutOfRangeError): every target is
        ignore_index or a class in [0, classes).

    Workspace: partial_loss, partial_count of compute when reduction != 'none'; partial_weight,
      partial_count of compute when reduction != 'none' (each slice aligned to 128 bytes).

    Precision guarantee:

      ordered: math in compute, accumulation in compute, deterministic and bit-stable.
        per-row losses; reduced by block sums in a fixed order, then one block over the partials in
        order (no atomics).

      Per-row losses are exact products rounded once to the element (bit-identical to PyTorch's for
      reduction none); sums accumulate in the compute type (f32 for f16, bf16 and f32; f64 for f64),
      where PyTorch's CPU kernel accumulates in the element type.
    """

    op = "nll_loss"
    family = "loss"
    adjoint = 'nll_loss_backward'
    Descriptor = NllLossDescriptor
    Args = NllLossArgs
    dims = ('batch', 'classes', 'spatial')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'index'
    aux_types = ('i32', 'i64')
    aux_of = {'f16': ('i32', 'i64'), 'bf16': ('i32', 'i64'), 'f32': ('i32', 'i64'), 'f64': ('i32', 'i64')}
    axes = ()
    params = (
        ParamSpec('reduction', 'choice', ('none', 'mean', 'sum')),
        ParamSpec('ignore_index', 'int', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[batch, classes, spatial]',
                   lambda n: (n.batch,n.classes,n.spatial,),
                   None, ''),
        TensorSpec('target', 'input', 'aux',
                   '[batch, spatial]',
                   lambda n: (n.batch,n.spatial,),
                   None, ''),
        TensorSpec('weight', 'input', 'element',
                   '[classes]',
                   lambda n: (n.classes,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   "[batch * spatial if reduction == 'none' else 1]",
                   lambda n: (n.batch * n.spatial if n.reduction == 'none' else 1,),
                   None, ''),
        TensorSpec('total_weight', 'output', 'element',
                   '[]',
                   lambda n: (),
                   lambda n: n.reduction != 'none', "reduction != 'none'"),
    )
    limits = (
    )
    checks = (
        CheckSpec('in_range_or(target, 0, classes, ignore_index)', OutOfRangeError, lambda n: in_range_or(n.target, 0, n.classes, n.ignore_index),
                  ['classes', 'ignore_index', 'target'], True,
                  'every target is ignore_index or a class in [0, classes)'),
    )
    lets = (
        LetSpec('rows', lambda n: n.batch * n.spatial, 'batch * spatial', False),
        LetSpec('reduce_threads', lambda n: warp_threads(n.rows), 'warp_threads(rows)', False),
        LetSpec('partial_count', lambda n: min((n.rows + n.reduce_threads - 1) // n.reduce_threads, 1024), 'min((rows + reduce_threads - 1) // reduce_threads, 1024)', False),
    )
    workspace = (
        SliceSpec('partial_loss', 'compute', lambda n: n.partial_count,
                  lambda n: n.reduction != 'none'),
        SliceSpec('partial_weight', 'compute', lambda n: n.partial_count,
                  lambda n: n.reduction != 'none'),
    )
    entries = (
        EntrySpec('losses', lambda n: n.rows, lambda n: 256,
                  lambda n: 0, lambda n: n.reduction == 'none',
                  (('input', 'const element*', ''), ('target', 'const aux*', ''), ('weight', 'const element*', ''), ('out', 'element*', ''), ('total_weight', 'element*', ''), ('batch', 'i64', ''), ('classes', 'i64', ''), ('spatial', 'i64', ''), ('reduction', 'i32', 'choice'), ('ignore_index', 'i64', ''), ('partial_loss', 'compute*', ''), ('partial_weight', 'compute*', ''), ('rows', 'i64', ''), ('partial_count', 'i64', '')), False),
        EntrySpec('partials', lambda n: n.partial_count * n.reduce_threads, lambda n: n.reduce_threads,
                  lambda n: 0, lambda n: n.reduction != 'none',
                  (('input', 'const element*', ''), ('target', 'const aux*', ''), ('weight', 'const element*', ''), ('out', 'element*', ''), ('total_weight', 'element*', ''), ('batch', 'i64', ''), ('classes', 'i64', ''), ('spatial', 'i64', ''), ('reduction', 'i32', 'choice'), ('ignore_index', 'i64', ''), ('partial_loss', 'compute*', ''), ('partial_weight', 'compute*', ''), ('rows', 'i64', ''), ('partial_count', 'i64', '')), False),
        EntrySpec('finish', lambda n: n.reduce_threads, lambda n: n.reduce_threads,
                  lambda n: 0, lambda n: n.reduction != 'none',
                  (('input', 'const element*', ''), ('target', 'const aux*', ''), ('weight', 'const element*', ''), ('out', 'element*', ''), ('total_weight', 'element*', ''), ('batch', 'i64', ''), ('classes', 'i64', ''), ('spatial', 'i64', ''), ('reduction', 'i32', 'choice'), ('ignore_index', 'i64', ''), ('partial_loss', 'compute*', ''), ('partial_weight', 'compute*', ''), ('rows', 'i64', ''), ('partial_count', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'target', 'weight', 'ignore_index', 'reduction'), {},
                                {}, '',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "loss.nll_loss.f16.i32.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.nll_loss.f16.i64.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.nll_loss.bf16.i32.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.nll_loss.bf16.i64.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.nll_loss.f32.i32.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.nll_loss.f32.i64.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.nll_loss.f64.i32.ordered.any.any.math-f64.acc-f64.det.stable",
        "loss.nll_loss.f64.i64.ordered.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class NllLossBackwardDescriptor(Descriptor):
    """What NllLossBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    batch: samples (N; 1 for an unbatched [C] input).
    classes: classes (C).
    spatial: product of the extents after the class dim (S; 1 without them).
    element: element type, one of f16, bf16, f32, f64.
    index: class index type, one of i32, i64 (None: i32).
    reduction: one loss per row (none), their weighted mean, or their sum.
    ignore_index: target value whose rows add nothing (any integer).
    """

    batch: int
    classes: int
    spatial: int
    element: Any = "f32"
    index: Any = None
    reduction: str = 'mean'

    ignore_index: int = -100

    def __post_init__(self):
        NllLossBackwardPlan.normalize(self)


@dataclass
class NllLossBackwardArgs:
    """Arrays of one NllLossBackwardPlan.run, C-contiguous, on the stream's backend.

    dout: input, [batch * spatial if reduction == 'none' else 1] of element. the gradient of `out`
    input: input, [batch, classes, spatial] of element. the forward input (its shape and type)
    target: input, [batch, spatial] of aux.
    weight: input, [classes] of element.
    grad_input: output, [batch, classes, spatial] of element.
    total_weight: input, [] of element, given exactly when reduction == 'mean'. the forward's total_weight
    """

    dout: Any
    input: Any
    target: Any
    weight: Any
    grad_input: Any
    total_weight: Any = None


class NllLossBackwardPlan(Plan):
    """nll_loss_backward plan.

    Adjoint of NllLossPlan, as aten's nll_loss_backward: grad_input[n, c, s] = -weight[t] * g for c
    == t (the row's target, not ignore_index), 0 elsewhere; g = grad_output[n, s] (none),
    grad_output (sum) or grad_output / total_weight (mean). grad_input is overwritten.

    When to use: Backward of NllLossPlan. Keep target, weight and, for mean, total_weight.
    Adjoint of: NllLossPlan.

    Dtypes: element in {f16, bf16, f32, f64}; index in {i32, i64}.
    Runtime params: reduction, ignore_index (see NllLossBackwardDescriptor).

    Shape limits: dout [batch * spatial if reduction == 'none' else 1]; input [batch, classes,
      spatial]; target [batch, spatial]; weight [classes]; grad_input [batch, classes, spatial];
      total_weight []; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      in_range_or(target, 0, classes, ignore_index) (else OutOfRangeError): every target is
        ignore_index or a class in [0, classes).

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element of grad_input.
    """

    op = "nll_loss_backward"
    family = "loss"
    adjoint = None
    Descriptor = NllLossBackwardDescriptor
    Args = NllLossBackwardArgs
    dims = ('batch', 'classes', 'spatial')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'index'
    aux_types = ('i32', 'i64')
    aux_of = {'f16': ('i32', 'i64'), 'bf16': ('i32', 'i64'), 'f32': ('i32', 'i64'), 'f64': ('i32', 'i64')}
    axes = ()
    params = (
        ParamSpec('reduction', 'choice', ('none', 'mean', 'sum')),
        ParamSpec('ignore_index', 'int', ()),
    )
    tensors = (
        TensorSpec('dout', 'input', 'element',
                   "[batch * spatial if reduction == 'none' else 1]",
                   lambda n: (n.batch * n.spatial if n.reduction == 'none' else 1,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[batch, classes, spatial]',
                   lambda n: (n.batch,n.classes,n.spatial,),
                   None, ''),
        TensorSpec('target', 'input', 'aux',
                   '[batch, spatial]',
                   lambda n: (n.batch,n.spatial,),
                   None, ''),
        TensorSpec('weight', 'input', 'element',
                   '[classes]',
                   lambda n: (n.classes,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[batch, classes, spatial]',
                   lambda n: (n.batch,n.classes,n.spatial,),
                   None, ''),
        TensorSpec('total_weight', 'input', 'element',
                   '[]',
                   lambda n: (),
                   lambda n: n.reduction == 'mean', "reduction == 'mean'"),
    )
    limits = (
    )
    checks = (
        CheckSpec('in_range_or(target, 0, classes, ignore_index)', OutOfRangeError, lambda n: in_range_or(n.target, 0, n.classes, n.ignore_index),
                  ['classes', 'ignore_index', 'target'], True,
                  'every target is ignore_index or a class in [0, classes)'),
    )
    lets = (
        LetSpec('rows', lambda n: n.batch * n.spatial, 'batch * spatial', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('grad', lambda n: n.rows, lambda n: 256,
                  lambda n: 0, None,
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('target', 'const aux*', ''), ('weight', 'const element*', ''), ('grad_input', 'element*', ''), ('total_weight', 'const element*', ''), ('batch', 'i64', ''), ('classes', 'i64', ''), ('spatial', 'i64', ''), ('reduction', 'i32', 'choice'), ('ignore_index', 'i64', ''), ('rows', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'target', 'weight', 'reduction', 'ignore_index', 'total_weight'), {'dout': 'grad_output'},
                                {}, '',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "loss.nll_loss_backward.f16.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "loss.nll_loss_backward.f16.i64.elementwise.any.any.math-f32.acc-none.det.stable",
        "loss.nll_loss_backward.bf16.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "loss.nll_loss_backward.bf16.i64.elementwise.any.any.math-f32.acc-none.det.stable",
        "loss.nll_loss_backward.f32.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "loss.nll_loss_backward.f32.i64.elementwise.any.any.math-f32.acc-none.det.stable",
        "loss.nll_loss_backward.f64.i32.elementwise.any.any.math-f64.acc-none.det.stable",
        "loss.nll_loss_backward.f64.i64.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class CrossEntropyDescriptor(Descriptor):
    """What CrossEntropyPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    batch: samples (N; 1 for an unbatched [C] input).
    classes: classes (C).
    spatial: product of the extents after the class dim (S; 1 without them).
    element: element type, one of f16, bf16, f32, f64.
    index: class index type, one of i32, i64 (None: i32).
    reduction: one loss per row (none), their weighted mean, or their sum.
    ignore_index: target value whose rows add nothing (any integer).
    label_smoothing: at most 1; 0 or less is none, as in PyTorch.
    """

    batch: int
    classes: int
    spatial: int
    element: Any = "f32"
    index: Any = None
    reduction: str = 'mean'

    ignore_index: int = -100

    label_smoothing: float = 0.0

    def __post_init__(self):
        CrossEntropyPlan.normalize(self)


@dataclass
class CrossEntropyArgs:
    """Arrays of one CrossEntropyPlan.run, C-contiguous, on the stream's backend.

    input: input, [batch, classes, spatial] of element. logits
    target: input, [batch, spatial] of aux.
    weight: input, [classes] of element. per-class weight (the functional passes ones for None)
    out: output, [batch * spatial if reduction == 'none' else 1] of element.
    total_weight: output, [] of element, given exactly when reduction != 'none'.
    """

    input: Any
    target: Any
    weight: Any
    out: Any
    total_weight: Any = None


class CrossEntropyPlan(Plan):
    """cross_entropy plan.

    Cross entropy of logits and class-index targets, as torch.nn.functional.cross_entropy: a log-
    softmax over the C classes fused with nll_loss (and, with label_smoothing = ls > 0, PyTorch's (1
    - ls) * nll + ls / C * (-sum_c weight[c] * log_softmax[c]) per row, ignored rows 0); mean
    divides by the sum of weight[t] over the rows not ignored, as nll_loss. Class probabilities (a
    float target of input's shape) go to CrossEntropyProbsPlan.

    When to use: Forward of a classification loss on logits. Pair with CrossEntropyBackwardPlan.
    Adjoint (backward op): CrossEntropyBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}; index in {i32, i64}.
    Runtime params: reduction, ignore_index, label_smoothing (see CrossEntropyDescriptor).

    Shape limits: input [batch, classes, spatial]; target [batch, spatial]; weight [classes]; out
      [batch * spatial if reduction == 'none' else 1]; total_weight []; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      in_range_or(target, 0, classes, ignore_index) (else OutOfRangeError): every target is
        ignore_index or a class in [0, classes).
      not label_smoothing > 1 (else InvalidArgumentError): label_smoothing is at most 1.

    Workspace: partial_loss, partial_count of compute when reduction != 'none'; partial_weight,
      partial_count of compute when reduction != 'none' (each slice aligned to 128 bytes).

    Precision guarantee:

      ordered: math in compute, accumulation in compute, deterministic and bit-stable.
        one block per row: max, sum of exponentials and (with smoothing) the weighted sum of log-
        probabilities by block reductions; rows reduced by block partials in a fixed order, then one
        block over the partials in order (no atomics).

      log-softmax in the compute type (f32 for f16, bf16 and f32; f64 for f64), rounded once to the
      element at the end; PyTorch rounds the log-softmax to the element first.
    """

    op = "cross_entropy"
    family = "loss"
    adjoint = 'cross_entropy_backward'
    Descriptor = CrossEntropyDescriptor
    Args = CrossEntropyArgs
    dims = ('batch', 'classes', 'spatial')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'index'
    aux_types = ('i32', 'i64')
    aux_of = {'f16': ('i32', 'i64'), 'bf16': ('i32', 'i64'), 'f32': ('i32', 'i64'), 'f64': ('i32', 'i64')}
    axes = ()
    params = (
        ParamSpec('reduction', 'choice', ('none', 'mean', 'sum')),
        ParamSpec('ignore_index', 'int', ()),
        ParamSpec('label_smoothing', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[batch, classes, spatial]',
                   lambda n: (n.batch,n.classes,n.spatial,),
                   None, ''),
        TensorSpec('target', 'input', 'aux',
                   '[batch, spatial]',
                   lambda n: (n.batch,n.spatial,),
                   None, ''),
        TensorSpec('weight', 'input', 'element',
                   '[classes]',
                   lambda n: (n.classes,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   "[batch * spatial if reduction == 'none' else 1]",
                   lambda n: (n.batch * n.spatial if n.reduction == 'none' else 1,),
                   None, ''),
        TensorSpec('total_weight', 'output', 'element',
                   '[]',
                   lambda n: (),
                   lambda n: n.reduction != 'none', "reduction != 'none'"),
    )
    limits = (
    )
    checks = (
        CheckSpec('in_range_or(target, 0, classes, ignore_index)', OutOfRangeError, lambda n: in_range_or(n.target, 0, n.classes, n.ignore_index),
                  ['classes', 'ignore_index', 'target'], True,
                  'every target is ignore_index or a class in [0, classes)'),
        CheckSpec('not label_smoothing > 1', InvalidArgumentError, lambda n: not n.label_smoothing > 1,
                  ['label_smoothing'], False,
                  'label_smoothing is at most 1'),
    )
    lets = (
        LetSpec('rows', lambda n: n.batch * n.spatial, 'batch * spatial', False),
        LetSpec('row_threads', lambda n: warp_threads(n.classes), 'warp_threads(classes)', False),
        LetSpec('partial_count', lambda n: min(n.rows, 1024), 'min(rows, 1024)', False),
        LetSpec('reduce_threads', lambda n: warp_threads(n.partial_count), 'warp_threads(partial_count)', False),
        LetSpec('smoothing', lambda n: n.label_smoothing if n.label_smoothing > 0 else 0.0, 'label_smoothing if label_smoothing > 0 else 0.0', False),
    )
    workspace = (
        SliceSpec('partial_loss', 'compute', lambda n: n.partial_count,
                  lambda n: n.reduction != 'none'),
        SliceSpec('partial_weight', 'compute', lambda n: n.partial_count,
                  lambda n: n.reduction != 'none'),
    )
    entries = (
        EntrySpec('rows', lambda n: n.partial_count * n.row_threads, lambda n: n.row_threads,
                  lambda n: 0, lambda n: n.spatial != 1,
                  (('input', 'const element*', ''), ('target', 'const aux*', ''), ('weight', 'const element*', ''), ('out', 'element*', ''), ('total_weight', 'element*', ''), ('batch', 'i64', ''), ('classes', 'i64', ''), ('spatial', 'i64', ''), ('reduction', 'i32', 'choice'), ('ignore_index', 'i64', ''), ('label_smoothing', 'f64', ''), ('partial_loss', 'compute*', ''), ('partial_weight', 'compute*', ''), ('rows', 'i64', ''), ('partial_count', 'i64', ''), ('smoothing', 'f64', '')), False),
        EntrySpec('contiguous_rows', lambda n: n.partial_count * n.row_threads, lambda n: n.row_threads,
                  lambda n: 0, lambda n: n.spatial == 1,
                  (('input', 'const element*', ''), ('target', 'const aux*', ''), ('weight', 'const element*', ''), ('out', 'element*', ''), ('total_weight', 'element*', ''), ('batch', 'i64', ''), ('classes', 'i64', ''), ('spatial', 'i64', ''), ('reduction', 'i32', 'choice'), ('ignore_index', 'i64', ''), ('label_smoothing', 'f64', ''), ('partial_loss', 'compute*', ''), ('partial_weight', 'compute*', ''), ('rows', 'i64', ''), ('partial_count', 'i64', ''), ('smoothing', 'f64', '')), False),
        EntrySpec('finish', lambda n: n.reduce_threads, lambda n: n.reduce_threads,
                  lambda n: 0, lambda n: n.reduction != 'none',
                  (('input', 'const element*', ''), ('target', 'const aux*', ''), ('weight', 'const element*', ''), ('out', 'element*', ''), ('total_weight', 'element*', ''), ('batch', 'i64', ''), ('classes', 'i64', ''), ('spatial', 'i64', ''), ('reduction', 'i32', 'choice'), ('ignore_index', 'i64', ''), ('label_smoothing', 'f64', ''), ('partial_loss', 'compute*', ''), ('partial_weight', 'compute*', ''), ('rows', 'i64', ''), ('partial_count', 'i64', ''), ('smoothing', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'target', 'weight', 'ignore_index', 'reduction', 'label_smoothing'), {},
                                {}, '',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "loss.cross_entropy.f16.i32.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.cross_entropy.f16.i64.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.cross_entropy.bf16.i32.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.cross_entropy.bf16.i64.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.cross_entropy.f32.i32.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.cross_entropy.f32.i64.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.cross_entropy.f64.i32.ordered.any.any.math-f64.acc-f64.det.stable",
        "loss.cross_entropy.f64.i64.ordered.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class CrossEntropyBackwardDescriptor(Descriptor):
    """What CrossEntropyBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    batch: samples (N; 1 for an unbatched [C] input).
    classes: classes (C).
    spatial: product of the extents after the class dim (S; 1 without them).
    element: element type, one of f16, bf16, f32, f64.
    index: class index type, one of i32, i64 (None: i32).
    reduction: one loss per row (none), their weighted mean, or their sum.
    ignore_index: target value whose rows add nothing (any integer).
    label_smoothing: at most 1; 0 or less is none, as in PyTorch.
    """

    batch: int
    classes: int
    spatial: int
    element: Any = "f32"
    index: Any = None
    reduction: str = 'mean'

    ignore_index: int = -100

    label_smoothing: float = 0.0

    def __post_init__(self):
        CrossEntropyBackwardPlan.normalize(self)


@dataclass
class CrossEntropyBackwardArgs:
    """Arrays of one CrossEntropyBackwardPlan.run, C-contiguous, on the stream's backend.

    dout: input, [batch * spatial if reduction == 'none' else 1] of element. the gradient of `out`
    input: input, [batch, classes, spatial] of element. the forward logits
    target: input, [batch, spatial] of aux.
    weight: input, [classes] of element.
    grad_input: output, [batch, classes, spatial] of element.
    total_weight: input, [] of element, given exactly when reduction == 'mean'. the forward's total_weight
    """

    dout: Any
    input: Any
    target: Any
    weight: Any
    grad_input: Any
    total_weight: Any = None


class CrossEntropyBackwardPlan(Plan):
    """cross_entropy_backward plan.

    Adjoint of CrossEntropyPlan with respect to the logits: for a row not ignored with target t,
    grad_input[n, c, s] = g * ((1 - ls) * weight[t] * (p[c] - [c == t]) + ls / C * (p[c] *
    sum(weight) - weight[c])), p the softmax of the row, ls the label smoothing (the second term
    only when ls > 0); ignored rows get 0. g = grad_output[n, s] (none), grad_output (sum) or
    grad_output / total_weight (mean). Class-index targets have no gradient, nor, with them, the
    weight (as in PyTorch): the functional op returns None for both. grad_input is overwritten.

    When to use: Backward of CrossEntropyPlan. Keep input, target, weight and, for mean,
    total_weight.
    Adjoint of: CrossEntropyPlan.

    Dtypes: element in {f16, bf16, f32, f64}; index in {i32, i64}.
    Runtime params: reduction, ignore_index, label_smoothing (see CrossEntropyBackwardDescriptor).

    Shape limits: dout [batch * spatial if reduction == 'none' else 1]; input [batch, classes,
      spatial]; target [batch, spatial]; weight [classes]; grad_input [batch, classes, spatial];
      total_weight []; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      in_range_or(target, 0, classes, ignore_index) (else OutOfRangeError): every target is
        ignore_index or a class in [0, classes).
      not label_smoothing > 1 (else InvalidArgumentError): label_smoothing is at most 1.

    Workspace: none.

    Precision guarantee:

      ordered: math in compute, accumulation in compute, deterministic and bit-stable.
        one block per row recomputes its softmax by block reductions and writes the row's gradient.
    """

    op = "cross_entropy_backward"
    family = "loss"
    adjoint = None
    Descriptor = CrossEntropyBackwardDescriptor
    Args = CrossEntropyBackwardArgs
    dims = ('batch', 'classes', 'spatial')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'index'
    aux_types = ('i32', 'i64')
    aux_of = {'f16': ('i32', 'i64'), 'bf16': ('i32', 'i64'), 'f32': ('i32', 'i64'), 'f64': ('i32', 'i64')}
    axes = ()
    params = (
        ParamSpec('reduction', 'choice', ('none', 'mean', 'sum')),
        ParamSpec('ignore_index', 'int', ()),
        ParamSpec('label_smoothing', 'float', ()),
    )
    tensors = (
        TensorSpec('dout', 'input', 'element',
                   "[batch * spatial if reduction == 'none' else 1]",
                   lambda n: (n.batch * n.spatial if n.reduction == 'none' else 1,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[batch, classes, spatial]',
                   lambda n: (n.batch,n.classes,n.spatial,),
                   None, ''),
        TensorSpec('target', 'input', 'aux',
                   '[batch, spatial]',
                   lambda n: (n.batch,n.spatial,),
                   None, ''),
        TensorSpec('weight', 'input', 'element',
                   '[classes]',
                   lambda n: (n.classes,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[batch, classes, spatial]',
                   lambda n: (n.batch,n.classes,n.spatial,),
                   None, ''),
        TensorSpec('total_weight', 'input', 'element',
                   '[]',
                   lambda n: (),
                   lambda n: n.reduction == 'mean', "reduction == 'mean'"),
    )
    limits = (
    )
    checks = (
        CheckSpec('in_range_or(target, 0, classes, ignore_index)', OutOfRangeError, lambda n: in_range_or(n.target, 0, n.classes, n.ignore_index),
                  ['classes', 'ignore_index', 'target'], True,
                  'every target is ignore_index or a class in [0, classes)'),
        CheckSpec('not label_smoothing > 1', InvalidArgumentError, lambda n: not n.label_smoothing > 1,
                  ['label_smoothing'], False,
                  'label_smoothing is at most 1'),
    )
    lets = (
        LetSpec('rows', lambda n: n.batch * n.spatial, 'batch * spatial', False),
        LetSpec('row_threads', lambda n: warp_threads(n.classes), 'warp_threads(classes)', False),
        LetSpec('partial_count', lambda n: min(n.rows, 1024), 'min(rows, 1024)', False),
        LetSpec('reduce_threads', lambda n: warp_threads(n.partial_count), 'warp_threads(partial_count)', False),
        LetSpec('smoothing', lambda n: n.label_smoothing if n.label_smoothing > 0 else 0.0, 'label_smoothing if label_smoothing > 0 else 0.0', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('rows', lambda n: n.partial_count * n.row_threads, lambda n: n.row_threads,
                  lambda n: 0, lambda n: n.spatial != 1,
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('target', 'const aux*', ''), ('weight', 'const element*', ''), ('grad_input', 'element*', ''), ('total_weight', 'const element*', ''), ('batch', 'i64', ''), ('classes', 'i64', ''), ('spatial', 'i64', ''), ('reduction', 'i32', 'choice'), ('ignore_index', 'i64', ''), ('label_smoothing', 'f64', ''), ('rows', 'i64', ''), ('partial_count', 'i64', ''), ('smoothing', 'f64', '')), False),
        EntrySpec('contiguous_rows', lambda n: n.partial_count * n.row_threads, lambda n: n.row_threads,
                  lambda n: 0, lambda n: n.spatial == 1,
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('target', 'const aux*', ''), ('weight', 'const element*', ''), ('grad_input', 'element*', ''), ('total_weight', 'const element*', ''), ('batch', 'i64', ''), ('classes', 'i64', ''), ('spatial', 'i64', ''), ('reduction', 'i32', 'choice'), ('ignore_index', 'i64', ''), ('label_smoothing', 'f64', ''), ('rows', 'i64', ''), ('partial_count', 'i64', ''), ('smoothing', 'f64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'target', 'weight', 'reduction', 'ignore_index', 'label_smoothing', 'total_weight', 'want_weight'), {'dout': 'grad_output'},
                                {}, '',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "loss.cross_entropy_backward.f16.i32.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.cross_entropy_backward.f16.i64.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.cross_entropy_backward.bf16.i32.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.cross_entropy_backward.bf16.i64.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.cross_entropy_backward.f32.i32.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.cross_entropy_backward.f32.i64.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.cross_entropy_backward.f64.i32.ordered.any.any.math-f64.acc-f64.det.stable",
        "loss.cross_entropy_backward.f64.i64.ordered.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class CrossEntropyProbsDescriptor(Descriptor):
    """What CrossEntropyProbsPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    batch: samples (N; 1 for an unbatched [C] input).
    classes: classes (C).
    spatial: product of the extents after the class dim (S; 1 without them).
    element: element type, one of f16, bf16, f32, f64.
    reduction: one loss per row (none), their weighted mean, or their sum.
    label_smoothing: at most 1; 0 or less is none, as in PyTorch.
    """

    batch: int
    classes: int
    spatial: int
    element: Any = "f32"
    reduction: str = 'mean'

    label_smoothing: float = 0.0

    def __post_init__(self):
        CrossEntropyProbsPlan.normalize(self)


@dataclass
class CrossEntropyProbsArgs:
    """Arrays of one CrossEntropyProbsPlan.run, C-contiguous, on the stream's backend.

    input: input, [batch, classes, spatial] of element. logits
    target: input, [batch, classes, spatial] of element. class probabilities
    weight: input, [classes] of element. per-class weight (the functional passes ones for None)
    out: output, [batch * spatial if reduction == 'none' else 1] of element.
    """

    input: Any
    target: Any
    weight: Any
    out: Any


class CrossEntropyProbsPlan(Plan):
    """cross_entropy_probs plan.

    Cross entropy of logits and class probabilities (a target of input's shape and type), as
    torch.nn.functional.cross_entropy with such a target: the loss of row (n, s) is -sum_c
    log_softmax[c] * q[c] * weight[c], q = target (1 - ls) + ls / C with label smoothing ls > 0,
    else the target; mean divides the sum by the rows N * S (NaN for an empty input).

    When to use: Forward of a soft-label (distillation, mixup) loss on logits. Pair with
    CrossEntropyProbsBackwardPlan.
    Adjoint (backward op): CrossEntropyProbsBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: reduction, label_smoothing (see CrossEntropyProbsDescriptor).

    Shape limits: input [batch, classes, spatial]; target [batch, classes, spatial]; weight
      [classes]; out [batch * spatial if reduction == 'none' else 1]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      not label_smoothing > 1 (else InvalidArgumentError): label_smoothing is at most 1.

    Workspace: partial_loss, partial_count of compute when reduction != 'none'; partial_weight,
      partial_count of compute when reduction != 'none' (each slice aligned to 128 bytes).

    Precision guarantee:

      ordered: math in compute, accumulation in compute, deterministic and bit-stable.
        one block per row recomputes its softmax by block reductions and writes the row's gradient.

      log-softmax and the sums in the compute type (f32 for f16, bf16 and f32; f64 for f64), rounded
      once to the element.
    """

    op = "cross_entropy_probs"
    family = "loss"
    adjoint = 'cross_entropy_probs_backward'
    Descriptor = CrossEntropyProbsDescriptor
    Args = CrossEntropyProbsArgs
    dims = ('batch', 'classes', 'spatial')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('reduction', 'choice', ('none', 'mean', 'sum')),
        ParamSpec('label_smoothing', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[batch, classes, spatial]',
                   lambda n: (n.batch,n.classes,n.spatial,),
                   None, ''),
        TensorSpec('target', 'input', 'element',
                   '[batch, classes, spatial]',
                   lambda n: (n.batch,n.classes,n.spatial,),
                   None, ''),
        TensorSpec('weight', 'input', 'element',
                   '[classes]',
                   lambda n: (n.classes,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   "[batch * spatial if reduction == 'none' else 1]",
                   lambda n: (n.batch * n.spatial if n.reduction == 'none' else 1,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('not label_smoothing > 1', InvalidArgumentError, lambda n: not n.label_smoothing > 1,
                  ['label_smoothing'], False,
                  'label_smoothing is at most 1'),
    )
    lets = (
        LetSpec('rows', lambda n: n.batch * n.spatial, 'batch * spatial', False),
        LetSpec('row_threads', lambda n: warp_threads(n.classes), 'warp_threads(classes)', False),
        LetSpec('partial_count', lambda n: min(n.rows, 1024), 'min(rows, 1024)', False),
        LetSpec('reduce_threads', lambda n: warp_threads(n.partial_count), 'warp_threads(partial_count)', False),
        LetSpec('smoothing', lambda n: n.label_smoothing if n.label_smoothing > 0 else 0.0, 'label_smoothing if label_smoothing > 0 else 0.0', False),
    )
    workspace = (
        SliceSpec('partial_loss', 'compute', lambda n: n.partial_count,
                  lambda n: n.reduction != 'none'),
        SliceSpec('partial_weight', 'compute', lambda n: n.partial_count,
                  lambda n: n.reduction != 'none'),
    )
    entries = (
        EntrySpec('rows', lambda n: n.partial_count * n.row_threads, lambda n: n.row_threads,
                  lambda n: 0, lambda n: n.spatial != 1,
                  (('input', 'const element*', ''), ('target', 'const element*', ''), ('weight', 'const element*', ''), ('out', 'element*', ''), ('batch', 'i64', ''), ('classes', 'i64', ''), ('spatial', 'i64', ''), ('reduction', 'i32', 'choice'), ('label_smoothing', 'f64', ''), ('partial_loss', 'compute*', ''), ('partial_weight', 'compute*', ''), ('rows', 'i64', ''), ('partial_count', 'i64', ''), ('smoothing', 'f64', '')), False),
        EntrySpec('contiguous_rows', lambda n: n.partial_count * n.row_threads, lambda n: n.row_threads,
                  lambda n: 0, lambda n: n.spatial == 1,
                  (('input', 'const element*', ''), ('target', 'const element*', ''), ('weight', 'const element*', ''), ('out', 'element*', ''), ('batch', 'i64', ''), ('classes', 'i64', ''), ('spatial', 'i64', ''), ('reduction', 'i32', 'choice'), ('label_smoothing', 'f64', ''), ('partial_loss', 'compute*', ''), ('partial_weight', 'compute*', ''), ('rows', 'i64', ''), ('partial_count', 'i64', ''), ('smoothing', 'f64', '')), False),
        EntrySpec('finish', lambda n: n.reduce_threads, lambda n: n.reduce_threads,
                  lambda n: 0, lambda n: n.reduction != 'none',
                  (('input', 'const element*', ''), ('target', 'const element*', ''), ('weight', 'const element*', ''), ('out', 'element*', ''), ('batch', 'i64', ''), ('classes', 'i64', ''), ('spatial', 'i64', ''), ('reduction', 'i32', 'choice'), ('label_smoothing', 'f64', ''), ('partial_loss', 'compute*', ''), ('partial_weight', 'compute*', ''), ('rows', 'i64', ''), ('partial_count', 'i64', ''), ('smoothing', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'target', 'weight', 'reduction', 'label_smoothing'), {},
                                {}, '',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "loss.cross_entropy_probs.f16.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.cross_entropy_probs.bf16.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.cross_entropy_probs.f32.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.cross_entropy_probs.f64.none.ordered.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class CrossEntropyProbsBackwardDescriptor(Descriptor):
    """What CrossEntropyProbsBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    batch: samples (N; 1 for an unbatched [C] input).
    classes: classes (C).
    spatial: product of the extents after the class dim (S; 1 without them).
    element: element type, one of f16, bf16, f32, f64.
    reduction: one loss per row (none), their weighted mean, or their sum.
    label_smoothing: at most 1; 0 or less is none, as in PyTorch.
    want_weight: compute grad_weight (the weight requires grad).
    """

    batch: int
    classes: int
    spatial: int
    element: Any = "f32"
    reduction: str = 'mean'

    label_smoothing: float = 0.0

    want_weight: bool = False

    def __post_init__(self):
        CrossEntropyProbsBackwardPlan.normalize(self)


@dataclass
class CrossEntropyProbsBackwardArgs:
    """Arrays of one CrossEntropyProbsBackwardPlan.run, C-contiguous, on the stream's backend.

    dout: input, [batch * spatial if reduction == 'none' else 1] of element. the gradient of `out`
    input: input, [batch, classes, spatial] of element. the forward logits
    target: input, [batch, classes, spatial] of element. the forward class probabilities
    weight: input, [classes] of element.
    grad_input: output, [batch, classes, spatial] of element.
    grad_target: output, [batch, classes, spatial] of element.
    grad_weight: output, [classes] of element, given exactly when want_weight.
    """

    dout: Any
    input: Any
    target: Any
    weight: Any
    grad_input: Any
    grad_target: Any
    grad_weight: Any = None


class CrossEntropyProbsBackwardPlan(Plan):
    """cross_entropy_probs_backward plan.

    Adjoint of CrossEntropyProbsPlan: with u[c] = q[c] * weight[c] (q the smoothed target) and p the
    row's softmax, grad_input[n, c, s] = g * (p[c] * sum(u) - u[c]) and grad_target[n, c, s] = -g *
    log_softmax[c] * weight[c] * (1 - ls when ls > 0); g = grad_output[n, s] (none), grad_output
    (sum) or grad_output / (N * S) (mean). With want_weight also grad_weight[c] = -sum over the rows
    of g * log_softmax[c] * q[c]. All are overwritten.

    When to use: Backward of CrossEntropyProbsPlan. Keep input, target and weight.
    Adjoint of: CrossEntropyProbsPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: reduction, label_smoothing, want_weight (see CrossEntropyProbsBackwardDescriptor).

    Shape limits: dout [batch * spatial if reduction == 'none' else 1]; input [batch, classes,
      spatial]; target [batch, classes, spatial]; weight [classes]; grad_input [batch, classes,
      spatial]; grad_target [batch, classes, spatial]; grad_weight [classes]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      not label_smoothing > 1 (else InvalidArgumentError): label_smoothing is at most 1.

    Workspace: weight_partials, partial_count * classes of compute when want_weight (each slice
      aligned to 128 bytes).

    Precision guarantee:

      ordered: math in compute, accumulation in compute, deterministic and bit-stable.
        one block per row recomputes its softmax by block reductions and writes the row's gradient.
    """

    op = "cross_entropy_probs_backward"
    family = "loss"
    adjoint = None
    Descriptor = CrossEntropyProbsBackwardDescriptor
    Args = CrossEntropyProbsBackwardArgs
    dims = ('batch', 'classes', 'spatial')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('reduction', 'choice', ('none', 'mean', 'sum')),
        ParamSpec('label_smoothing', 'float', ()),
        ParamSpec('want_weight', 'bool', ()),
    )
    tensors = (
        TensorSpec('dout', 'input', 'element',
                   "[batch * spatial if reduction == 'none' else 1]",
                   lambda n: (n.batch * n.spatial if n.reduction == 'none' else 1,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[batch, classes, spatial]',
                   lambda n: (n.batch,n.classes,n.spatial,),
                   None, ''),
        TensorSpec('target', 'input', 'element',
                   '[batch, classes, spatial]',
                   lambda n: (n.batch,n.classes,n.spatial,),
                   None, ''),
        TensorSpec('weight', 'input', 'element',
                   '[classes]',
                   lambda n: (n.classes,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[batch, classes, spatial]',
                   lambda n: (n.batch,n.classes,n.spatial,),
                   None, ''),
        TensorSpec('grad_target', 'output', 'element',
                   '[batch, classes, spatial]',
                   lambda n: (n.batch,n.classes,n.spatial,),
                   None, ''),
        TensorSpec('grad_weight', 'output', 'element',
                   '[classes]',
                   lambda n: (n.classes,),
                   lambda n: n.want_weight, 'want_weight'),
    )
    limits = (
    )
    checks = (
        CheckSpec('not label_smoothing > 1', InvalidArgumentError, lambda n: not n.label_smoothing > 1,
                  ['label_smoothing'], False,
                  'label_smoothing is at most 1'),
    )
    lets = (
        LetSpec('rows', lambda n: n.batch * n.spatial, 'batch * spatial', False),
        LetSpec('row_threads', lambda n: warp_threads(n.classes), 'warp_threads(classes)', False),
        LetSpec('partial_count', lambda n: min(n.rows, 1024), 'min(rows, 1024)', False),
        LetSpec('reduce_threads', lambda n: warp_threads(n.partial_count), 'warp_threads(partial_count)', False),
        LetSpec('smoothing', lambda n: n.label_smoothing if n.label_smoothing > 0 else 0.0, 'label_smoothing if label_smoothing > 0 else 0.0', False),
    )
    workspace = (
        SliceSpec('weight_partials', 'compute', lambda n: n.partial_count * n.classes,
                  lambda n: n.want_weight),
    )
    entries = (
        EntrySpec('rows', lambda n: n.partial_count * n.row_threads, lambda n: n.row_threads,
                  lambda n: 0, lambda n: n.spatial != 1,
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('target', 'const element*', ''), ('weight', 'const element*', ''), ('grad_input', 'element*', ''), ('grad_target', 'element*', ''), ('grad_weight', 'element*', ''), ('batch', 'i64', ''), ('classes', 'i64', ''), ('spatial', 'i64', ''), ('reduction', 'i32', 'choice'), ('label_smoothing', 'f64', ''), ('want_weight', 'i32', 'flag'), ('weight_partials', 'compute*', ''), ('rows', 'i64', ''), ('partial_count', 'i64', ''), ('smoothing', 'f64', '')), False),
        EntrySpec('contiguous_rows', lambda n: n.partial_count * n.row_threads, lambda n: n.row_threads,
                  lambda n: 0, lambda n: n.spatial == 1,
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('target', 'const element*', ''), ('weight', 'const element*', ''), ('grad_input', 'element*', ''), ('grad_target', 'element*', ''), ('grad_weight', 'element*', ''), ('batch', 'i64', ''), ('classes', 'i64', ''), ('spatial', 'i64', ''), ('reduction', 'i32', 'choice'), ('label_smoothing', 'f64', ''), ('want_weight', 'i32', 'flag'), ('weight_partials', 'compute*', ''), ('rows', 'i64', ''), ('partial_count', 'i64', ''), ('smoothing', 'f64', '')), False),
        EntrySpec('weight_sums', lambda n: n.classes, lambda n: 256,
                  lambda n: 0, lambda n: n.want_weight,
                  (('dout', 'const element*', ''), ('input', 'const element*', ''), ('target', 'const element*', ''), ('weight', 'const element*', ''), ('grad_input', 'element*', ''), ('grad_target', 'element*', ''), ('grad_weight', 'element*', ''), ('batch', 'i64', ''), ('classes', 'i64', ''), ('spatial', 'i64', ''), ('reduction', 'i32', 'choice'), ('label_smoothing', 'f64', ''), ('want_weight', 'i32', 'flag'), ('weight_partials', 'compute*', ''), ('rows', 'i64', ''), ('partial_count', 'i64', ''), ('smoothing', 'f64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'target', 'weight', 'reduction', 'label_smoothing', 'want_weight'), {'dout': 'grad_output'},
                                {}, '',
                                ('grad_input', 'grad_target', 'grad_weight'))
    skus = tuple(KernelSku.parse(text) for text in (
        "loss.cross_entropy_probs_backward.f16.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.cross_entropy_probs_backward.bf16.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.cross_entropy_probs_backward.f32.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "loss.cross_entropy_probs_backward.f64.none.ordered.any.any.math-f64.acc-f64.det.stable",
    ))
