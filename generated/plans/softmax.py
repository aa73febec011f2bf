# Generated from catalog.yaml by codegen with templates/python/plans.py.j2. Do not edit.
"""Plans of the softmax family."""

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
    "SoftmaxDescriptor", "SoftmaxArgs", "SoftmaxPlan",
    "LogSoftmaxDescriptor", "LogSoftmaxArgs", "LogSoftmaxPlan",
    "SoftmaxBackwardDescriptor", "SoftmaxBackwardArgs", "SoftmaxBackwardPlan",
    "LogSoftmaxBackwardDescriptor", "LogSoftmaxBackwardArgs", "LogSoftmaxBackwardPlan",
]


@dataclass(frozen=True, kw_only=True)
class SoftmaxDescriptor(Descriptor):
    """What SoftmaxPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    outer: product of the extents before dim.
    size: extent of dim (the row length).
    inner: product of the extents after dim.
    element: element type, one of f16, bf16, f32, f64.
    """

    outer: int
    size: int
    inner: int
    element: Any = "f32"
    def __post_init__(self):
        SoftmaxPlan.normalize(self)


@dataclass
class SoftmaxArgs:
    """Arrays of one SoftmaxPlan.run, C-contiguous, on the stream's backend.

    input: input, [outer, size, inner] of element.
    out: output, [outer, size, inner] of element.
    """

    input: Any
    out: Any


class SoftmaxPlan(Plan):
    """softmax plan.

    out = exp(x - max) / sum(exp(x - max)) along `dim`, as torch.nn.functional.softmax: the row max
    is subtracted first, so large inputs never overflow. A row holding +inf or NaN, or only -inf,
    gives NaN throughout (as PyTorch); -inf among finite values gives 0. With `dtype` the input is
    cast to it first and the result has it; dim=None takes PyTorch's implicit (deprecated) choice.

    When to use: Forward of attention weights or a classifier's probabilities. Pair with
    SoftmaxBackwardPlan; keep the output.
    Adjoint (backward op): SoftmaxBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [outer, size, inner]; out [outer, size, inner]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      rowwise: math in compute, accumulation in compute, deterministic and bit-stable.
        one block per (outer, inner) row: per-thread partials over a fixed stride, combined by
        block_reduce (warp shuffles, then the warps in order); no atomics.

      f16 and bf16 are loaded to f32, computed and summed in f32 and rounded once to the element;
      f32 computes in f32, f64 in f64. exp and the sum carry a relative error of a few units of the
      compute type per term (the sum up to the row length).
    """

    op = "softmax"
    family = "softmax"
    adjoint = 'softmax_backward'
    Descriptor = SoftmaxDescriptor
    Args = SoftmaxArgs
    dims = ('outer', 'size', 'inner')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[outer, size, inner]',
                   lambda n: (n.outer,n.size,n.inner,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[outer, size, inner]',
                   lambda n: (n.outer,n.size,n.inner,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
        LetSpec('threads', lambda n: reduction_threads(n.size), 'reduction_threads(size)', False),
        LetSpec('column_threads', lambda n: warp_threads(n.inner), 'warp_threads(inner)', False),
        LetSpec('tiles', lambda n: (n.inner + n.column_threads - 1) // n.column_threads, '(inner + column_threads - 1) // column_threads', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('rows', lambda n: n.outer * n.inner * n.threads, lambda n: n.threads,
                  lambda n: 0, lambda n: n.inner != 1 and n.inner < 32,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('outer', 'i64', ''), ('size', 'i64', ''), ('inner', 'i64', '')), False),
        EntrySpec('contiguous_rows', lambda n: n.outer * n.threads, lambda n: n.threads,
                  lambda n: 0, lambda n: n.inner == 1,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('outer', 'i64', ''), ('size', 'i64', ''), ('inner', 'i64', '')), False),
        EntrySpec('columns', lambda n: n.outer * n.tiles * n.column_threads, lambda n: n.column_threads,
                  lambda n: 0, lambda n: n.inner >= 32,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('outer', 'i64', ''), ('size', 'i64', ''), ('inner', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'dim', '_stacklevel', 'dtype'), {},
                                {}, '',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "activation.softmax.f16.none.rowwise.any.any.math-f32.acc-f32.det.stable",
        "activation.softmax.bf16.none.rowwise.any.any.math-f32.acc-f32.det.stable",
        "activation.softmax.f32.none.rowwise.any.any.math-f32.acc-f32.det.stable",
        "activation.softmax.f64.none.rowwise.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class LogSoftmaxDescriptor(Descriptor):
    """What LogSoftmaxPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    outer: product of the extents before dim.
    size: extent of dim (the row length).
    inner: product of the extents after dim.
    element: element type, one of f16, bf16, f32, f64.
    """

    outer: int
    size: int
    inner: int
    element: Any = "f32"
    def __post_init__(self):
        LogSoftmaxPlan.normalize(self)


@dataclass
class LogSoftmaxArgs:
    """Arrays of one LogSoftmaxPlan.run, C-contiguous, on the stream's backend.

    input: input, [outer, size, inner] of element.
    out: output, [outer, size, inner] of element.
    """

    input: Any
    out: Any


class LogSoftmaxPlan(Plan):
    """log_softmax plan.

    out = x - max - log(sum(exp(x - max))) along `dim`, as torch.nn.functional.log_softmax (more
    accurate than log(softmax(x)) for small probabilities). A row holding +inf or NaN, or only -inf,
    gives NaN throughout (as PyTorch); -inf among finite values stays -inf. With `dtype` the input
    is cast to it first and the result has it; dim=None takes PyTorch's implicit (deprecated)
    choice.

    When to use: Forward of a classifier's log-probabilities (cross entropy, NLL). Pair with
    LogSoftmaxBackwardPlan; keep the output.
    Adjoint (backward op): LogSoftmaxBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [outer, size, inner]; out [outer, size, inner]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      rowwise: math in compute, accumulation in compute, deterministic and bit-stable.
        one block per (outer, inner) row: per-thread partials over a fixed stride, combined by
        block_reduce (warp shuffles, then the warps in order); no atomics.

      f16 and bf16 are loaded to f32, computed and summed in f32 and rounded once to the element;
      f32 computes in f32, f64 in f64. exp and the sum carry a relative error of a few units of the
      compute type per term (the sum up to the row length).
    """

    op = "log_softmax"
    family = "softmax"
    adjoint = 'log_softmax_backward'
    Descriptor = LogSoftmaxDescriptor
    Args = LogSoftmaxArgs
    dims = ('outer', 'size', 'inner')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[outer, size, inner]',
                   lambda n: (n.outer,n.size,n.inner,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[outer, size, inner]',
                   lambda n: (n.outer,n.size,n.inner,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
        LetSpec('threads', lambda n: reduction_threads(n.size), 'reduction_threads(size)', False),
        LetSpec('column_threads', lambda n: warp_threads(n.inner), 'warp_threads(inner)', False),
        LetSpec('tiles', lambda n: (n.inner + n.column_threads - 1) // n.column_threads, '(inner + column_threads - 1) // column_threads', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('rows', lambda n: n.outer * n.inner * n.threads, lambda n: n.threads,
                  lambda n: 0, lambda n: n.inner != 1 and n.inner < 32,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('outer', 'i64', ''), ('size', 'i64', ''), ('inner', 'i64', '')), False),
        EntrySpec('contiguous_rows', lambda n: n.outer * n.threads, lambda n: n.threads,
                  lambda n: 0, lambda n: n.inner == 1,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('outer', 'i64', ''), ('size', 'i64', ''), ('inner', 'i64', '')), False),
        EntrySpec('columns', lambda n: n.outer * n.tiles * n.column_threads, lambda n: n.column_threads,
                  lambda n: 0, lambda n: n.inner >= 32,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('outer', 'i64', ''), ('size', 'i64', ''), ('inner', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'dim', '_stacklevel', 'dtype'), {},
                                {}, '',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "activation.log_softmax.f16.none.rowwise.any.any.math-f32.acc-f32.det.stable",
        "activation.log_softmax.bf16.none.rowwise.any.any.math-f32.acc-f32.det.stable",
        "activation.log_softmax.f32.none.rowwise.any.any.math-f32.acc-f32.det.stable",
        "activation.log_softmax.f64.none.rowwise.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SoftmaxBackwardDescriptor(Descriptor):
    """What SoftmaxBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    outer: product of the extents before dim.
    size: extent of dim (the row length).
    inner: product of the extents after dim.
    element: element type, one of f16, bf16, f32, f64.
    """

    outer: int
    size: int
    inner: int
    element: Any = "f32"
    def __post_init__(self):
        SoftmaxBackwardPlan.normalize(self)


@dataclass
class SoftmaxBackwardArgs:
    """Arrays of one SoftmaxBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [outer, size, inner] of element.
    output: input, [outer, size, inner] of element. the forward's output
    grad_input: output, [outer, size, inner] of element.
    """

    grad_output: Any
    output: Any
    grad_input: Any


class SoftmaxBackwardPlan(Plan):
    """softmax_backward plan.

    Adjoint of SoftmaxPlan from its output y: grad_input = y * (grad_output - sum(grad_output * y))
    along `dim`, as aten's _softmax_backward_data. The result has input_dtype, the dtype of the
    forward's input: the element's result, converted where the two differ (as aten on CUDA).

    When to use: Backward of SoftmaxPlan. Needs the forward's output, not its input.
    Adjoint of: SoftmaxPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [outer, size, inner]; output [outer, size, inner]; grad_input [outer,
      size, inner]; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      rowwise: math in compute, accumulation in compute, deterministic and bit-stable.
        one block per (outer, inner) row: per-thread partials over a fixed stride, combined by
        block_reduce (warp shuffles, then the warps in order); no atomics.

      f16 and bf16 are loaded to f32, computed and summed in f32 and rounded once to the element;
      f32 computes in f32, f64 in f64. exp and the sum carry a relative error of a few units of the
      compute type per term (the sum up to the row length).
    """

    op = "softmax_backward"
    family = "softmax"
    adjoint = None
    Descriptor = SoftmaxBackwardDescriptor
    Args = SoftmaxBackwardArgs
    dims = ('outer', 'size', 'inner')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[outer, size, inner]',
                   lambda n: (n.outer,n.size,n.inner,),
                   None, ''),
        TensorSpec('output', 'input', 'element',
                   '[outer, size, inner]',
                   lambda n: (n.outer,n.size,n.inner,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[outer, size, inner]',
                   lambda n: (n.outer,n.size,n.inner,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
        LetSpec('threads', lambda n: reduction_threads(n.size), 'reduction_threads(size)', False),
        LetSpec('column_threads', lambda n: warp_threads(n.inner), 'warp_threads(inner)', False),
        LetSpec('tiles', lambda n: (n.inner + n.column_threads - 1) // n.column_threads, '(inner + column_threads - 1) // column_threads', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('rows', lambda n: n.outer * n.inner * n.threads, lambda n: n.threads,
                  lambda n: 0, lambda n: n.inner != 1 and n.inner < 32,
                  (('grad_output', 'const element*', ''), ('output', 'const element*', ''), ('grad_input', 'element*', ''), ('outer', 'i64', ''), ('size', 'i64', ''), ('inner', 'i64', '')), False),
        EntrySpec('contiguous_rows', lambda n: n.outer * n.threads, lambda n: n.threads,
                  lambda n: 0, lambda n: n.inner == 1,
                  (('grad_output', 'const element*', ''), ('output', 'const element*', ''), ('grad_input', 'element*', ''), ('outer', 'i64', ''), ('size', 'i64', ''), ('inner', 'i64', '')), False),
        EntrySpec('columns', lambda n: n.outer * n.tiles * n.column_threads, lambda n: n.column_threads,
                  lambda n: 0, lambda n: n.inner >= 32,
                  (('grad_output', 'const element*', ''), ('output', 'const element*', ''), ('grad_input', 'element*', ''), ('outer', 'i64', ''), ('size', 'i64', ''), ('inner', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'output', 'dim', 'input_dtype'), {},
                                {}, '',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "activation.softmax_backward.f16.none.rowwise.any.any.math-f32.acc-f32.det.stable",
        "activation.softmax_backward.bf16.none.rowwise.any.any.math-f32.acc-f32.det.stable",
        "activation.softmax_backward.f32.none.rowwise.any.any.math-f32.acc-f32.det.stable",
        "activation.softmax_backward.f64.none.rowwise.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class LogSoftmaxBackwardDescriptor(Descriptor):
    """What LogSoftmaxBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    outer: product of the extents before dim.
    size: extent of dim (the row length).
    inner: product of the extents after dim.
    element: element type, one of f16, bf16, f32, f64.
    """

    outer: int
    size: int
    inner: int
    element: Any = "f32"
    def __post_init__(self):
        LogSoftmaxBackwardPlan.normalize(self)


@dataclass
class LogSoftmaxBackwardArgs:
    """Arrays of one LogSoftmaxBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [outer, size, inner] of element.
    output: input, [outer, size, inner] of element. the forward's output
    grad_input: output, [outer, size, inner] of element.
    """

    grad_output: Any
    output: Any
    grad_input: Any


class LogSoftmaxBackwardPlan(Plan):
    """log_softmax_backward plan.

    Adjoint of LogSoftmaxPlan from its output o: grad_input = grad_output - exp(o) *
    sum(grad_output) along `dim`, as aten's _log_softmax_backward_data. The result has input_dtype,
    the dtype of the forward's input: the element's result, converted where the two differ (as aten
    on CUDA).

    When to use: Backward of LogSoftmaxPlan. Needs the forward's output, not its input.
    Adjoint of: LogSoftmaxPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [outer, size, inner]; output [outer, size, inner]; grad_input [outer,
      size, inner]; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      rowwise: math in compute, accumulation in compute, deterministic and bit-stable.
        one block per (outer, inner) row: per-thread partials over a fixed stride, combined by
        block_reduce (warp shuffles, then the warps in order); no atomics.

      f16 and bf16 are loaded to f32, computed and summed in f32 and rounded once to the element;
      f32 computes in f32, f64 in f64. exp and the sum carry a relative error of a few units of the
      compute type per term (the sum up to the row length).
    """

    op = "log_softmax_backward"
    family = "softmax"
    adjoint = None
    Descriptor = LogSoftmaxBackwardDescriptor
    Args = LogSoftmaxBackwardArgs
    dims = ('outer', 'size', 'inner')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[outer, size, inner]',
                   lambda n: (n.outer,n.size,n.inner,),
                   None, ''),
        TensorSpec('output', 'input', 'element',
                   '[outer, size, inner]',
                   lambda n: (n.outer,n.size,n.inner,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[outer, size, inner]',
                   lambda n: (n.outer,n.size,n.inner,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
        LetSpec('threads', lambda n: reduction_threads(n.size), 'reduction_threads(size)', False),
        LetSpec('column_threads', lambda n: warp_threads(n.inner), 'warp_threads(inner)', False),
        LetSpec('tiles', lambda n: (n.inner + n.column_threads - 1) // n.column_threads, '(inner + column_threads - 1) // column_threads', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('rows', lambda n: n.outer * n.inner * n.threads, lambda n: n.threads,
                  lambda n: 0, lambda n: n.inner != 1 and n.inner < 32,
                  (('grad_output', 'const element*', ''), ('output', 'const element*', ''), ('grad_input', 'element*', ''), ('outer', 'i64', ''), ('size', 'i64', ''), ('inner', 'i64', '')), False),
        EntrySpec('contiguous_rows', lambda n: n.outer * n.threads, lambda n: n.threads,
                  lambda n: 0, lambda n: n.inner == 1,
                  (('grad_output', 'const element*', ''), ('output', 'const element*', ''), ('grad_input', 'element*', ''), ('outer', 'i64', ''), ('size', 'i64', ''), ('inner', 'i64', '')), False),
        EntrySpec('columns', lambda n: n.outer * n.tiles * n.column_threads, lambda n: n.column_threads,
                  lambda n: 0, lambda n: n.inner >= 32,
                  (('grad_output', 'const element*', ''), ('output', 'const element*', ''), ('grad_input', 'element*', ''), ('outer', 'i64', ''), ('size', 'i64', ''), ('inner', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'output', 'dim', 'input_dtype'), {},
                                {}, '',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "activation.log_softmax_backward.f16.none.rowwise.any.any.math-f32.acc-f32.det.stable",
        "activation.log_softmax_backward.bf16.none.rowwise.any.any.math-f32.acc-f32.det.stable",
        "activation.log_softmax_backward.f32.none.rowwise.any.any.math-f32.acc-f32.det.stable",
        "activation.log_softmax_backward.f64.none.rowwise.any.any.math-f64.acc-f64.det.stable",
    ))
