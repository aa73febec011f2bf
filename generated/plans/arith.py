# Generated from catalog.yaml by codegen with templates/python/plans.py.j2. Do not edit.
"""Plans of the arith family."""

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
    "SumDescriptor", "SumArgs", "SumPlan",
    "MeanDescriptor", "MeanArgs", "MeanPlan",
    "AddBackwardDescriptor", "AddBackwardArgs", "AddBackwardPlan",
    "MulBackwardDescriptor", "MulBackwardArgs", "MulBackwardPlan",
    "SumBackwardDescriptor", "SumBackwardArgs", "SumBackwardPlan",
    "MeanBackwardDescriptor", "MeanBackwardArgs", "MeanBackwardPlan",
]


@dataclass(frozen=True, kw_only=True)
class SumDescriptor(Descriptor):
    """What SumPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of input.
    out_numel: elements of the result.
    rank: extents per row of sizes (the collapsed shape).
    element: element type, one of f16, bf16, f32, f64.
    inner: elements after the innermost summed dim (the hook's): 1 when an output's items are adjacent,
        summed by a block; otherwise a thread per output walks them, reading neighbouring outputs'
        items side by side.
    """

    numel: int
    out_numel: int
    rank: int
    element: Any = "f32"
    inner: int = 1

    def __post_init__(self):
        SumPlan.normalize(self)


@dataclass
class SumArgs:
    """Arrays of one SumPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    sizes: input, [2, rank] of i64. the extents of input and of the result (1 where reduced), collapsed.
    out: output, [out_numel] of element.
    """

    input: Any
    sizes: Any
    out: Any


class SumPlan(Plan):
    """sum plan.

    The sum over dims, as torch.sum: input, of the full shape (sizes row 0), reduced to sizes row 1
    (1 in the reduced dims); `count` items per output. An empty reduction is 0. With `dtype` the
    functional op casts the input to it first; keepdim and the dims only shape the result.

    When to use: Forward of a sum over some or all dims (a loss total, a pooled feature). Pair with
    SumBackwardPlan.
    Adjoint (backward op): SumBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: inner (see SumDescriptor).

    Shape limits: input [numel]; sizes [2, rank]; out [out_numel]; every extent >= 0. C-contiguous
      arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, out_numel) (else ShapeError): the second row of sizes is 1 or
        the first row's extent in every dim, and each row has its tensor's element count.

    Workspace: slice_sums, out_numel * slices of compute when slices > 1 (each slice aligned to 128
      bytes).

    Precision guarantee:

      ordered: math in compute, accumulation in compute, deterministic and bit-stable.
        at least 32 adjacent items an output: one block per output, per-thread sums at a stride of
        the block combined by block_reduce (sum and mean with few outputs of many items, where the
        `slices` let exceeds 1: a one-warp block per run of an output's items, the runs' sums then
        added in order by one thread per output); fewer, or not adjacent: one thread per output sums
        them in order (many items not adjacent: one thread per output and run of 64 or more of its
        items, the runs' sums then added in order); no atomics.

      f16 and bf16 accumulate in f32 and round once to the element; f32 in f32; f64 in f64. A sum of
      n items in S runs with T threads is off by at most (ceil(n / (S T)) + log2(T) + S - 1) units
      of the accumulator times the sum of their magnitudes (T = 1 below 32 items or for items not
      adjacent, else 32 to 256, and 32 in runs; S = 1 but where a `slices`, `input_slices` or
      `other_slices` let exceeds 1, S is it); the order is fixed, so the result is bit-identical run
      to run.
    """

    op = "sum"
    family = "arith"
    adjoint = 'sum_backward'
    Descriptor = SumDescriptor
    Args = SumArgs
    dims = ('numel', 'out_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('inner', 'int', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[2, rank]',
                   lambda n: (2,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[out_numel]',
                   lambda n: (n.out_numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, out_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.out_numel),
                  ['numel', 'out_numel', 'sizes'], True,
                  "the second row of sizes is 1 or the first row's extent in every dim, and each row has its tensor's element count"),
    )
    lets = (
        LetSpec('count', lambda n: n.numel // max(n.out_numel, 1), 'numel // max(out_numel, 1)', False),
        LetSpec('threads', lambda n: reduction_threads(n.count), 'reduction_threads(count)', False),
        LetSpec('slices', lambda n: max(1, min(512 // max(n.out_numel, 1), n.count // 8192)) if n.inner == 1 else column_runs(n.count, n.out_numel), 'max(1, min(512 // max(out_numel, 1), count // 8192)) if inner == 1 else column_runs(count, out_numel)', False),
        LetSpec('slice_items', lambda n: (n.count + n.slices - 1) // n.slices, '(count + slices - 1) // slices', False),
    )
    workspace = (
        SliceSpec('slice_sums', 'compute', lambda n: n.out_numel * n.slices,
                  lambda n: n.slices > 1),
    )
    entries = (
        EntrySpec('rows', lambda n: n.out_numel * n.threads, lambda n: n.threads,
                  lambda n: 0, lambda n: n.count >= 32 and n.inner == 1 and (n.slices == 1),
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('out_numel', 'i64', ''), ('rank', 'i64', ''), ('inner', 'i64', ''), ('slice_sums', 'compute*', ''), ('count', 'i64', ''), ('slices', 'i64', ''), ('slice_items', 'i64', '')), False),
        EntrySpec('slice_rows', lambda n: n.out_numel * n.slices * 32, lambda n: 32,
                  lambda n: 0, lambda n: n.slices > 1 and n.inner == 1,
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('out_numel', 'i64', ''), ('rank', 'i64', ''), ('inner', 'i64', ''), ('slice_sums', 'compute*', ''), ('count', 'i64', ''), ('slices', 'i64', ''), ('slice_items', 'i64', '')), False),
        EntrySpec('columns', lambda n: n.out_numel * n.slices, lambda n: 256,
                  lambda n: 0, lambda n: n.count < 32 or n.inner != 1,
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('out_numel', 'i64', ''), ('rank', 'i64', ''), ('inner', 'i64', ''), ('slice_sums', 'compute*', ''), ('count', 'i64', ''), ('slices', 'i64', ''), ('slice_items', 'i64', '')), False),
        EntrySpec('combine_slices', lambda n: n.out_numel, lambda n: 256,
                  lambda n: 0, lambda n: n.slices > 1,
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('out_numel', 'i64', ''), ('rank', 'i64', ''), ('inner', 'i64', ''), ('slice_sums', 'compute*', ''), ('count', 'i64', ''), ('slices', 'i64', ''), ('slice_items', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'dim', 'keepdim', 'dtype'), {},
                                {}, '',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "arithmetic.sum.f16.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "arithmetic.sum.bf16.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "arithmetic.sum.f32.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "arithmetic.sum.f64.none.ordered.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class MeanDescriptor(Descriptor):
    """What MeanPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of input.
    out_numel: elements of the result.
    rank: extents per row of sizes (the collapsed shape).
    element: element type, one of f16, bf16, f32, f64.
    inner: elements after the innermost summed dim (the hook's): 1 when an output's items are adjacent,
        summed by a block; otherwise a thread per output walks them, reading neighbouring outputs'
        items side by side.
    """

    numel: int
    out_numel: int
    rank: int
    element: Any = "f32"
    inner: int = 1

    def __post_init__(self):
        MeanPlan.normalize(self)


@dataclass
class MeanArgs:
    """Arrays of one MeanPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    sizes: input, [2, rank] of i64. the extents of input and of the result (1 where reduced), collapsed.
    out: output, [out_numel] of element.
    """

    input: Any
    sizes: Any
    out: Any


class MeanPlan(Plan):
    """mean plan.

    The mean over dims, as torch.mean: the sum (see SumPlan) divided by the items each output sums,
    `count`; an empty reduction is NaN (0 / 0), as PyTorch's.

    When to use: Forward of an average over some or all dims (a mean loss, global pooling). Pair
    with MeanBackwardPlan.
    Adjoint (backward op): MeanBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: inner (see MeanDescriptor).

    Shape limits: input [numel]; sizes [2, rank]; out [out_numel]; every extent >= 0. C-contiguous
      arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, out_numel) (else ShapeError): the second row of sizes is 1 or
        the first row's extent in every dim, and each row has its tensor's element count.

    Workspace: slice_sums, out_numel * slices of compute when slices > 1 (each slice aligned to 128
      bytes).

    Precision guarantee:

      ordered: math in compute, accumulation in compute, deterministic and bit-stable.
        at least 32 adjacent items an output: one block per output, per-thread sums at a stride of
        the block combined by block_reduce (sum and mean with few outputs of many items, where the
        `slices` let exceeds 1: a one-warp block per run of an output's items, the runs' sums then
        added in order by one thread per output); fewer, or not adjacent: one thread per output sums
        them in order (many items not adjacent: one thread per output and run of 64 or more of its
        items, the runs' sums then added in order); no atomics.

      f16 and bf16 accumulate in f32 and round once to the element; f32 in f32; f64 in f64. A sum of
      n items in S runs with T threads is off by at most (ceil(n / (S T)) + log2(T) + S - 1) units
      of the accumulator times the sum of their magnitudes (T = 1 below 32 items or for items not
      adjacent, else 32 to 256, and 32 in runs; S = 1 but where a `slices`, `input_slices` or
      `other_slices` let exceeds 1, S is it); the order is fixed, so the result is bit-identical run
      to run.
    """

    op = "mean"
    family = "arith"
    adjoint = 'mean_backward'
    Descriptor = MeanDescriptor
    Args = MeanArgs
    dims = ('numel', 'out_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('inner', 'int', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[2, rank]',
                   lambda n: (2,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[out_numel]',
                   lambda n: (n.out_numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, out_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.out_numel),
                  ['numel', 'out_numel', 'sizes'], True,
                  "the second row of sizes is 1 or the first row's extent in every dim, and each row has its tensor's element count"),
    )
    lets = (
        LetSpec('count', lambda n: n.numel // max(n.out_numel, 1), 'numel // max(out_numel, 1)', False),
        LetSpec('threads', lambda n: reduction_threads(n.count), 'reduction_threads(count)', False),
        LetSpec('slices', lambda n: max(1, min(512 // max(n.out_numel, 1), n.count // 8192)) if n.inner == 1 else column_runs(n.count, n.out_numel), 'max(1, min(512 // max(out_numel, 1), count // 8192)) if inner == 1 else column_runs(count, out_numel)', False),
        LetSpec('slice_items', lambda n: (n.count + n.slices - 1) // n.slices, '(count + slices - 1) // slices', False),
    )
    workspace = (
        SliceSpec('slice_sums', 'compute', lambda n: n.out_numel * n.slices,
                  lambda n: n.slices > 1),
    )
    entries = (
        EntrySpec('rows', lambda n: n.out_numel * n.threads, lambda n: n.threads,
                  lambda n: 0, lambda n: n.count >= 32 and n.inner == 1 and (n.slices == 1),
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('out_numel', 'i64', ''), ('rank', 'i64', ''), ('inner', 'i64', ''), ('slice_sums', 'compute*', ''), ('count', 'i64', ''), ('slices', 'i64', ''), ('slice_items', 'i64', '')), False),
        EntrySpec('slice_rows', lambda n: n.out_numel * n.slices * 32, lambda n: 32,
                  lambda n: 0, lambda n: n.slices > 1 and n.inner == 1,
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('out_numel', 'i64', ''), ('rank', 'i64', ''), ('inner', 'i64', ''), ('slice_sums', 'compute*', ''), ('count', 'i64', ''), ('slices', 'i64', ''), ('slice_items', 'i64', '')), False),
        EntrySpec('columns', lambda n: n.out_numel * n.slices, lambda n: 256,
                  lambda n: 0, lambda n: n.count < 32 or n.inner != 1,
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('out_numel', 'i64', ''), ('rank', 'i64', ''), ('inner', 'i64', ''), ('slice_sums', 'compute*', ''), ('count', 'i64', ''), ('slices', 'i64', ''), ('slice_items', 'i64', '')), False),
        EntrySpec('combine_slices', lambda n: n.out_numel, lambda n: 256,
                  lambda n: 0, lambda n: n.slices > 1,
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('out_numel', 'i64', ''), ('rank', 'i64', ''), ('inner', 'i64', ''), ('slice_sums', 'compute*', ''), ('count', 'i64', ''), ('slices', 'i64', ''), ('slice_items', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'dim', 'keepdim', 'dtype'), {},
                                {}, '',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "arithmetic.mean.f16.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "arithmetic.mean.bf16.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "arithmetic.mean.f32.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "arithmetic.mean.f64.none.ordered.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class AddBackwardDescriptor(Descriptor):
    """What AddBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of grad_output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes.
    element: element type, one of f16, bf16, f32, f64.
    alpha: the forward's alpha.
    has_other: other is an array (false: a number, `scalar`).
    input_inner: elements after the innermost summed dim (the hook's): 1 when an output's items are adjacent,
        summed by a block; otherwise a thread per output walks them, reading neighbouring outputs'
        items side by side.
    other_inner: elements after the innermost summed dim (the hook's): 1 when an output's items are adjacent,
        summed by a block; otherwise a thread per output walks them, reading neighbouring outputs'
        items side by side.
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    alpha: float = 1.0

    has_other: bool = True

    input_inner: int = 1

    other_inner: int = 1

    def __post_init__(self):
        AddBackwardPlan.normalize(self)


@dataclass
class AddBackwardArgs:
    """Arrays of one AddBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    sizes: input, [3, rank] of i64. the extents of grad_output, input and other, collapsed.
    grad_input: output, [input_numel] of element.
    grad_other: output, [other_numel] of element, given exactly when has_other.
    """

    grad_output: Any
    sizes: Any
    grad_input: Any
    grad_other: Any = None


class AddBackwardPlan(Plan):
    """add_backward plan.

    Adjoint of AddPlan: grad_input = grad_output summed to input's shape, grad_other = alpha times
    grad_output summed to other's shape (PyTorch's sum_to_size of the broadcast dims); no grad_other
    when other was a number (has_other false). The functional op takes the operands' shapes,
    other_shape None for a number.

    When to use: Backward of AddPlan.
    Adjoint of: AddPlan.
    Adjoint of: SubPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: alpha, has_other, input_inner, other_inner (see AddBackwardDescriptor).

    Shape limits: grad_output [numel]; sizes [3, rank]; grad_input [input_numel]; grad_other
      [other_numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.

    Workspace: input_slice_sums, input_numel * input_slices of compute when input_slices > 1;
      other_slice_sums, other_numel * other_slices of compute when other_slices > 1 (each slice
      aligned to 128 bytes).

    Precision guarantee:

      ordered: math in compute, accumulation in compute, deterministic and bit-stable.
        at least 32 adjacent items an output: one block per output, per-thread sums at a stride of
        the block combined by block_reduce (sum and mean with few outputs of many items, where the
        `slices` let exceeds 1: a one-warp block per run of an output's items, the runs' sums then
        added in order by one thread per output); fewer, or not adjacent: one thread per output sums
        them in order (many items not adjacent: one thread per output and run of 64 or more of its
        items, the runs' sums then added in order); no atomics.

      f16 and bf16 accumulate in f32 and round once to the element; f32 in f32; f64 in f64. A sum of
      n items in S runs with T threads is off by at most (ceil(n / (S T)) + log2(T) + S - 1) units
      of the accumulator times the sum of their magnitudes (T = 1 below 32 items or for items not
      adjacent, else 32 to 256, and 32 in runs; S = 1 but where a `slices`, `input_slices` or
      `other_slices` let exceeds 1, S is it); the order is fixed, so the result is bit-identical run
      to run.
    """

    op = "add_backward"
    family = "arith"
    adjoint = None
    Descriptor = AddBackwardDescriptor
    Args = AddBackwardArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('alpha', 'float', ()),
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('input_inner', 'int', ()),
        ParamSpec('other_inner', 'int', ()),
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('grad_other', 'output', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
        LetSpec('input_count', lambda n: n.numel // max(n.input_numel, 1), 'numel // max(input_numel, 1)', False),
        LetSpec('other_count', lambda n: n.numel // max(n.other_numel, 1), 'numel // max(other_numel, 1)', False),
        LetSpec('input_threads', lambda n: reduction_threads(n.input_count), 'reduction_threads(input_count)', False),
        LetSpec('other_threads', lambda n: reduction_threads(n.other_count), 'reduction_threads(other_count)', False),
        LetSpec('input_slices', lambda n: column_runs(n.input_count, n.input_numel) if n.input_inner != 1 else 1, 'column_runs(input_count, input_numel) if input_inner != 1 else 1', False),
        LetSpec('input_slice_items', lambda n: (n.input_count + n.input_slices - 1) // n.input_slices, '(input_count + input_slices - 1) // input_slices', False),
        LetSpec('other_slices', lambda n: column_runs(n.other_count, n.other_numel) if n.has_other and n.other_inner != 1 else 1, 'column_runs(other_count, other_numel) if has_other and other_inner != 1 else 1', False),
        LetSpec('other_slice_items', lambda n: (n.other_count + n.other_slices - 1) // n.other_slices, '(other_count + other_slices - 1) // other_slices', False),
    )
    workspace = (
        SliceSpec('input_slice_sums', 'compute', lambda n: n.input_numel * n.input_slices,
                  lambda n: n.input_slices > 1),
        SliceSpec('other_slice_sums', 'compute', lambda n: n.other_numel * n.other_slices,
                  lambda n: n.other_slices > 1),
    )
    entries = (
        EntrySpec('input_rows', lambda n: n.input_numel * n.input_threads, lambda n: n.input_threads,
                  lambda n: 0, lambda n: n.input_count >= 32 and n.input_inner == 1,
                  (('grad_output', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('grad_other', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('alpha', 'f64', ''), ('has_other', 'i32', 'flag'), ('input_inner', 'i64', ''), ('other_inner', 'i64', ''), ('input_slice_sums', 'compute*', ''), ('other_slice_sums', 'compute*', ''), ('input_count', 'i64', ''), ('other_count', 'i64', ''), ('input_slices', 'i64', ''), ('input_slice_items', 'i64', ''), ('other_slices', 'i64', ''), ('other_slice_items', 'i64', '')), False),
        EntrySpec('input_columns', lambda n: n.input_numel * n.input_slices, lambda n: 256,
                  lambda n: 0, lambda n: n.input_count < 32 or n.input_inner != 1,
                  (('grad_output', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('grad_other', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('alpha', 'f64', ''), ('has_other', 'i32', 'flag'), ('input_inner', 'i64', ''), ('other_inner', 'i64', ''), ('input_slice_sums', 'compute*', ''), ('other_slice_sums', 'compute*', ''), ('input_count', 'i64', ''), ('other_count', 'i64', ''), ('input_slices', 'i64', ''), ('input_slice_items', 'i64', ''), ('other_slices', 'i64', ''), ('other_slice_items', 'i64', '')), False),
        EntrySpec('input_combine_slices', lambda n: n.input_numel, lambda n: 256,
                  lambda n: 0, lambda n: n.input_slices > 1,
                  (('grad_output', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('grad_other', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('alpha', 'f64', ''), ('has_other', 'i32', 'flag'), ('input_inner', 'i64', ''), ('other_inner', 'i64', ''), ('input_slice_sums', 'compute*', ''), ('other_slice_sums', 'compute*', ''), ('input_count', 'i64', ''), ('other_count', 'i64', ''), ('input_slices', 'i64', ''), ('input_slice_items', 'i64', ''), ('other_slices', 'i64', ''), ('other_slice_items', 'i64', '')), False),
        EntrySpec('other_rows', lambda n: n.other_numel * n.other_threads, lambda n: n.other_threads,
                  lambda n: 0, lambda n: n.has_other and n.other_count >= 32 and (n.other_inner == 1),
                  (('grad_output', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('grad_other', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('alpha', 'f64', ''), ('has_other', 'i32', 'flag'), ('input_inner', 'i64', ''), ('other_inner', 'i64', ''), ('input_slice_sums', 'compute*', ''), ('other_slice_sums', 'compute*', ''), ('input_count', 'i64', ''), ('other_count', 'i64', ''), ('input_slices', 'i64', ''), ('input_slice_items', 'i64', ''), ('other_slices', 'i64', ''), ('other_slice_items', 'i64', '')), False),
        EntrySpec('other_columns', lambda n: n.other_numel * n.other_slices, lambda n: 256,
                  lambda n: 0, lambda n: n.has_other and (n.other_count < 32 or n.other_inner != 1),
                  (('grad_output', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('grad_other', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('alpha', 'f64', ''), ('has_other', 'i32', 'flag'), ('input_inner', 'i64', ''), ('other_inner', 'i64', ''), ('input_slice_sums', 'compute*', ''), ('other_slice_sums', 'compute*', ''), ('input_count', 'i64', ''), ('other_count', 'i64', ''), ('input_slices', 'i64', ''), ('input_slice_items', 'i64', ''), ('other_slices', 'i64', ''), ('other_slice_items', 'i64', '')), False),
        EntrySpec('other_combine_slices', lambda n: n.other_numel, lambda n: 256,
                  lambda n: 0, lambda n: n.other_slices > 1,
                  (('grad_output', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('grad_other', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('alpha', 'f64', ''), ('has_other', 'i32', 'flag'), ('input_inner', 'i64', ''), ('other_inner', 'i64', ''), ('input_slice_sums', 'compute*', ''), ('other_slice_sums', 'compute*', ''), ('input_count', 'i64', ''), ('other_count', 'i64', ''), ('input_slices', 'i64', ''), ('input_slice_items', 'i64', ''), ('other_slices', 'i64', ''), ('other_slice_items', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input_shape', 'other_shape', 'alpha'), {},
                                {}, '',
                                ('grad_input', 'grad_other'))
    skus = tuple(KernelSku.parse(text) for text in (
        "arithmetic.add_backward.f16.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "arithmetic.add_backward.bf16.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "arithmetic.add_backward.f32.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "arithmetic.add_backward.f64.none.ordered.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class MulBackwardDescriptor(Descriptor):
    """What MulBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of grad_output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes.
    element: element type, one of f16, bf16, f32, f64.
    has_other: other is an array (false: a number, `scalar`).
    scalar: other's value when it is a number (has_other false).
    input_inner: elements after the innermost summed dim (the hook's): 1 when an output's items are adjacent,
        summed by a block; otherwise a thread per output walks them, reading neighbouring outputs'
        items side by side.
    other_inner: elements after the innermost summed dim (the hook's): 1 when an output's items are adjacent,
        summed by a block; otherwise a thread per output walks them, reading neighbouring outputs'
        items side by side.
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    has_other: bool = True

    scalar: float = 0.0

    input_inner: int = 1

    other_inner: int = 1

    def __post_init__(self):
        MulBackwardPlan.normalize(self)


@dataclass
class MulBackwardArgs:
    """Arrays of one MulBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [input_numel] of element.
    sizes: input, [3, rank] of i64. the extents of grad_output, input and other, collapsed.
    grad_input: output, [input_numel] of element.
    other: input, [other_numel] of element, given exactly when has_other.
    grad_other: output, [other_numel] of element, given exactly when has_other.
    """

    grad_output: Any
    input: Any
    sizes: Any
    grad_input: Any
    other: Any = None
    grad_other: Any = None


class MulBackwardPlan(Plan):
    """mul_backward plan.

    Adjoint of MulPlan: grad_input = grad_output * other summed to input's shape, grad_other =
    grad_output * input summed to other's shape; when other was a number (has_other false),
    grad_input = grad_output * scalar and no grad_other.

    When to use: Backward of MulPlan, with the forward's operands.
    Adjoint of: MulPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_other, scalar, input_inner, other_inner (see MulBackwardDescriptor).

    Shape limits: grad_output [numel]; input [input_numel]; sizes [3, rank]; grad_input
      [input_numel]; other [other_numel]; grad_other [other_numel]; every extent >= 0. C-contiguous
      arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.

    Workspace: input_slice_sums, input_numel * input_slices of compute when input_slices > 1;
      other_slice_sums, other_numel * other_slices of compute when other_slices > 1 (each slice
      aligned to 128 bytes).

    Precision guarantee:

      ordered: math in compute, accumulation in compute, deterministic and bit-stable.
        at least 32 adjacent items an output: one block per output, per-thread sums at a stride of
        the block combined by block_reduce (sum and mean with few outputs of many items, where the
        `slices` let exceeds 1: a one-warp block per run of an output's items, the runs' sums then
        added in order by one thread per output); fewer, or not adjacent: one thread per output sums
        them in order (many items not adjacent: one thread per output and run of 64 or more of its
        items, the runs' sums then added in order); no atomics.

      f16 and bf16 accumulate in f32 and round once to the element; f32 in f32; f64 in f64. A sum of
      n items in S runs with T threads is off by at most (ceil(n / (S T)) + log2(T) + S - 1) units
      of the accumulator times the sum of their magnitudes (T = 1 below 32 items or for items not
      adjacent, else 32 to 256, and 32 in runs; S = 1 but where a `slices`, `input_slices` or
      `other_slices` let exceeds 1, S is it); the order is fixed, so the result is bit-identical run
      to run.
    """

    op = "mul_backward"
    family = "arith"
    adjoint = None
    Descriptor = MulBackwardDescriptor
    Args = MulBackwardArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('scalar', 'float', ()),
        ParamSpec('input_inner', 'int', ()),
        ParamSpec('other_inner', 'int', ()),
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
        TensorSpec('grad_other', 'output', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
        LetSpec('input_count', lambda n: n.numel // max(n.input_numel, 1), 'numel // max(input_numel, 1)', False),
        LetSpec('other_count', lambda n: n.numel // max(n.other_numel, 1), 'numel // max(other_numel, 1)', False),
        LetSpec('input_threads', lambda n: reduction_threads(n.input_count), 'reduction_threads(input_count)', False),
        LetSpec('other_threads', lambda n: reduction_threads(n.other_count), 'reduction_threads(other_count)', False),
        LetSpec('input_slices', lambda n: column_runs(n.input_count, n.input_numel) if n.input_inner != 1 else 1, 'column_runs(input_count, input_numel) if input_inner != 1 else 1', False),
        LetSpec('input_slice_items', lambda n: (n.input_count + n.input_slices - 1) // n.input_slices, '(input_count + input_slices - 1) // input_slices', False),
        LetSpec('other_slices', lambda n: column_runs(n.other_count, n.other_numel) if n.has_other and n.other_inner != 1 else 1, 'column_runs(other_count, other_numel) if has_other and other_inner != 1 else 1', False),
        LetSpec('other_slice_items', lambda n: (n.other_count + n.other_slices - 1) // n.other_slices, '(other_count + other_slices - 1) // other_slices', False),
    )
    workspace = (
        SliceSpec('input_slice_sums', 'compute', lambda n: n.input_numel * n.input_slices,
                  lambda n: n.input_slices > 1),
        SliceSpec('other_slice_sums', 'compute', lambda n: n.other_numel * n.other_slices,
                  lambda n: n.other_slices > 1),
    )
    entries = (
        EntrySpec('input_rows', lambda n: n.input_numel * n.input_threads, lambda n: n.input_threads,
                  lambda n: 0, lambda n: n.input_count >= 32 and n.input_inner == 1,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('other', 'const element*', ''), ('grad_other', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('scalar', 'f64', ''), ('input_inner', 'i64', ''), ('other_inner', 'i64', ''), ('input_slice_sums', 'compute*', ''), ('other_slice_sums', 'compute*', ''), ('input_count', 'i64', ''), ('other_count', 'i64', ''), ('input_slices', 'i64', ''), ('input_slice_items', 'i64', ''), ('other_slices', 'i64', ''), ('other_slice_items', 'i64', '')), False),
        EntrySpec('input_columns', lambda n: n.input_numel * n.input_slices, lambda n: 256,
                  lambda n: 0, lambda n: n.input_count < 32 or n.input_inner != 1,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('other', 'const element*', ''), ('grad_other', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('scalar', 'f64', ''), ('input_inner', 'i64', ''), ('other_inner', 'i64', ''), ('input_slice_sums', 'compute*', ''), ('other_slice_sums', 'compute*', ''), ('input_count', 'i64', ''), ('other_count', 'i64', ''), ('input_slices', 'i64', ''), ('input_slice_items', 'i64', ''), ('other_slices', 'i64', ''), ('other_slice_items', 'i64', '')), False),
        EntrySpec('input_combine_slices', lambda n: n.input_numel, lambda n: 256,
                  lambda n: 0, lambda n: n.input_slices > 1,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('other', 'const element*', ''), ('grad_other', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('scalar', 'f64', ''), ('input_inner', 'i64', ''), ('other_inner', 'i64', ''), ('input_slice_sums', 'compute*', ''), ('other_slice_sums', 'compute*', ''), ('input_count', 'i64', ''), ('other_count', 'i64', ''), ('input_slices', 'i64', ''), ('input_slice_items', 'i64', ''), ('other_slices', 'i64', ''), ('other_slice_items', 'i64', '')), False),
        EntrySpec('other_rows', lambda n: n.other_numel * n.other_threads, lambda n: n.other_threads,
                  lambda n: 0, lambda n: n.has_other and n.other_count >= 32 and (n.other_inner == 1),
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('other', 'const element*', ''), ('grad_other', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('scalar', 'f64', ''), ('input_inner', 'i64', ''), ('other_inner', 'i64', ''), ('input_slice_sums', 'compute*', ''), ('other_slice_sums', 'compute*', ''), ('input_count', 'i64', ''), ('other_count', 'i64', ''), ('input_slices', 'i64', ''), ('input_slice_items', 'i64', ''), ('other_slices', 'i64', ''), ('other_slice_items', 'i64', '')), False),
        EntrySpec('other_columns', lambda n: n.other_numel * n.other_slices, lambda n: 256,
                  lambda n: 0, lambda n: n.has_other and (n.other_count < 32 or n.other_inner != 1),
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('other', 'const element*', ''), ('grad_other', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('scalar', 'f64', ''), ('input_inner', 'i64', ''), ('other_inner', 'i64', ''), ('input_slice_sums', 'compute*', ''), ('other_slice_sums', 'compute*', ''), ('input_count', 'i64', ''), ('other_count', 'i64', ''), ('input_slices', 'i64', ''), ('input_slice_items', 'i64', ''), ('other_slices', 'i64', ''), ('other_slice_items', 'i64', '')), False),
        EntrySpec('other_combine_slices', lambda n: n.other_numel, lambda n: 256,
                  lambda n: 0, lambda n: n.other_slices > 1,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('other', 'const element*', ''), ('grad_other', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('scalar', 'f64', ''), ('input_inner', 'i64', ''), ('other_inner', 'i64', ''), ('input_slice_sums', 'compute*', ''), ('other_slice_sums', 'compute*', ''), ('input_count', 'i64', ''), ('other_count', 'i64', ''), ('input_slices', 'i64', ''), ('input_slice_items', 'i64', ''), ('other_slices', 'i64', ''), ('other_slice_items', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'other'), {},
                                {}, '',
                                ('grad_input', 'grad_other'))
    skus = tuple(KernelSku.parse(text) for text in (
        "arithmetic.mul_backward.f16.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "arithmetic.mul_backward.bf16.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "arithmetic.mul_backward.f32.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "arithmetic.mul_backward.f64.none.ordered.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SumBackwardDescriptor(Descriptor):
    """What SumBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the input (and of grad_input).
    grad_numel: elements of grad_output.
    rank: extents per row of sizes.
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    grad_numel: int
    rank: int
    element: Any = "f32"
    def __post_init__(self):
        SumBackwardPlan.normalize(self)


@dataclass
class SumBackwardArgs:
    """Arrays of one SumBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [grad_numel] of element.
    sizes: input, [2, rank] of i64. the extents of the input and of grad_output (1 where reduced), collapsed.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    sizes: Any
    grad_input: Any


class SumBackwardPlan(Plan):
    """sum_backward plan.

    Adjoint of SumPlan: grad_input = grad_output broadcast back to the input's shape (sizes row 0;
    row 1 is grad_output's, 1 in the reduced dims), as PyTorch's sum_backward. The functional op
    takes the input's shape and the forward's dim and keepdim.

    When to use: Backward of SumPlan.
    Adjoint of: SumPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [grad_numel]; sizes [2, rank]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, grad_numel) (else ShapeError): the second row of sizes is 1 or
        the first row's extent in every dim, and each row has its tensor's element count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per output item; operand offsets from its index and the sizes rows.

      A copy: bit-exact.
    """

    op = "sum_backward"
    family = "arith"
    adjoint = None
    Descriptor = SumBackwardDescriptor
    Args = SumBackwardArgs
    dims = ('numel', 'grad_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[grad_numel]',
                   lambda n: (n.grad_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[2, rank]',
                   lambda n: (2,n.rank,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, grad_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.grad_numel),
                  ['grad_numel', 'numel', 'sizes'], True,
                  "the second row of sizes is 1 or the first row's extent in every dim, and each row has its tensor's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('expand', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', ''), ('grad_numel', 'i64', ''), ('rank', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input_shape', 'dim', 'keepdim'), {},
                                {}, '',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "arithmetic.sum_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "arithmetic.sum_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "arithmetic.sum_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "arithmetic.sum_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class MeanBackwardDescriptor(Descriptor):
    """What MeanBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the input (and of grad_input).
    grad_numel: elements of grad_output.
    rank: extents per row of sizes.
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    grad_numel: int
    rank: int
    element: Any = "f32"
    def __post_init__(self):
        MeanBackwardPlan.normalize(self)


@dataclass
class MeanBackwardArgs:
    """Arrays of one MeanBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [grad_numel] of element.
    sizes: input, [2, rank] of i64. the extents of the input and of grad_output (1 where reduced), collapsed.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    sizes: Any
    grad_input: Any


class MeanBackwardPlan(Plan):
    """mean_backward plan.

    Adjoint of MeanPlan: grad_output broadcast back to the input's shape and divided by the items
    each output averaged, `count`, as PyTorch's mean_backward.

    When to use: Backward of MeanPlan.
    Adjoint of: MeanPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [grad_numel]; sizes [2, rank]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, grad_numel) (else ShapeError): the second row of sizes is 1 or
        the first row's extent in every dim, and each row has its tensor's element count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per output item; operand offsets from its index and the sizes rows.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "mean_backward"
    family = "arith"
    adjoint = None
    Descriptor = MeanBackwardDescriptor
    Args = MeanBackwardArgs
    dims = ('numel', 'grad_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[grad_numel]',
                   lambda n: (n.grad_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[2, rank]',
                   lambda n: (2,n.rank,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, grad_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.grad_numel),
                  ['grad_numel', 'numel', 'sizes'], True,
                  "the second row of sizes is 1 or the first row's extent in every dim, and each row has its tensor's element count"),
    )
    lets = (
        LetSpec('count', lambda n: n.numel // max(n.grad_numel, 1), 'numel // max(grad_numel, 1)', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('expand', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', ''), ('grad_numel', 'i64', ''), ('rank', 'i64', ''), ('count', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input_shape', 'dim', 'keepdim'), {},
                                {}, '',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "arithmetic.mean_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "arithmetic.mean_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "arithmetic.mean_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "arithmetic.mean_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))
