# Generated from catalog.yaml by codegen with templates/python/plans.py.j2. Do not edit.
"""Plans of the embedding family."""

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
    "EmbeddingDescriptor", "EmbeddingArgs", "EmbeddingPlan",
    "EmbeddingBackwardDescriptor", "EmbeddingBackwardArgs", "EmbeddingBackwardPlan",
    "EmbeddingRenormDescriptor", "EmbeddingRenormArgs", "EmbeddingRenormPlan",
]


@dataclass(frozen=True, kw_only=True)
class EmbeddingDescriptor(Descriptor):
    """What EmbeddingPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    num_weights: rows of the table (V).
    embedding_dim: columns of the table (D).
    num_indices: indices, flattened (N).
    element: element type, one of f16, bf16, f32, f64, i8, u8, i16, i32, i64.
    index: index element type, one of i32, i64 (None: i32).
    padding_idx: row excluded from the gradient; negative counts from the end.
    """

    num_weights: int
    embedding_dim: int
    num_indices: int
    element: Any = "f32"
    index: Any = None
    padding_idx: Optional[int] = None

    def __post_init__(self):
        EmbeddingPlan.normalize(self)


@dataclass
class EmbeddingArgs:
    """Arrays of one EmbeddingPlan.run, C-contiguous, on the stream's backend.

    weight: input, [num_weights, embedding_dim] of element.
    indices: input, [num_indices] of aux.
    out: output, [num_indices, embedding_dim] of element.
    """

    weight: Any
    indices: Any
    out: Any


class EmbeddingPlan(Plan):
    """embedding plan.

    Gathers rows of `weight` by `indices`: out[n, :] = weight[indices[n], :]. As in PyTorch,
    `padding_idx` does not change the forward output. A row whose index is out of range is written
    as zeros, never read (the functional layer raises IndexError before it runs). With max_norm the
    functional op first runs EmbeddingRenormPlan on `weight`, in place, as PyTorch does. Integer
    tables are looked up as floats are (a copy), without a gradient.

    When to use: Forward of an embedding lookup. Pair with EmbeddingBackwardPlan.
    Adjoint (backward op): EmbeddingBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64, i8, u8, i16, i32, i64}; index in {i32, i64}.
    Runtime params: padding_idx (see EmbeddingDescriptor).

    Shape limits: weight [num_weights, embedding_dim]; indices [num_indices]; out [num_indices,
      embedding_dim]; every extent >= 0; num_weights >= 1 or num_indices == 0. C-contiguous arrays;
      outputs may not overlap inputs.

    Checks:
      padding_idx is None or -num_weights <= padding_idx < num_weights (else OutOfRangeError):
        padding_idx lies in [-num_weights, num_weights).

    Workspace: none.

    Precision guarantee:

      gather: no arithmetic, no accumulation, deterministic and bit-stable.
        a block per index copies its row.
    """

    op = "embedding"
    family = "embedding"
    adjoint = 'embedding_backward'
    Descriptor = EmbeddingDescriptor
    Args = EmbeddingArgs
    dims = ('num_weights', 'embedding_dim', 'num_indices')
    elements = ('f16', 'bf16', 'f32', 'f64', 'i8', 'u8', 'i16', 'i32', 'i64')
    aux_field = 'index'
    aux_types = ('i32', 'i64')
    aux_of = {'f16': ('i32', 'i64'), 'bf16': ('i32', 'i64'), 'f32': ('i32', 'i64'), 'f64': ('i32', 'i64'), 'i8': ('i32', 'i64'), 'u8': ('i32', 'i64'), 'i16': ('i32', 'i64'), 'i32': ('i32', 'i64'), 'i64': ('i32', 'i64')}
    axes = ()
    params = (
        ParamSpec('padding_idx', 'optional_int', ()),
    )
    tensors = (
        TensorSpec('weight', 'input', 'element',
                   '[num_weights, embedding_dim]',
                   lambda n: (n.num_weights,n.embedding_dim,),
                   None, ''),
        TensorSpec('indices', 'input', 'aux',
                   '[num_indices]',
                   lambda n: (n.num_indices,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[num_indices, embedding_dim]',
                   lambda n: (n.num_indices,n.embedding_dim,),
                   None, ''),
    )
    limits = (
        ('num_weights >= 1 or num_indices == 0', lambda n: n.num_weights >= 1 or n.num_indices == 0),
    )
    checks = (
        CheckSpec('padding_idx is None or -num_weights <= padding_idx < num_weights', OutOfRangeError, lambda n: n.padding_idx is None or -n.num_weights <= n.padding_idx < n.num_weights,
                  ['num_weights', 'padding_idx'], False,
                  'padding_idx lies in [-num_weights, num_weights)'),
    )
    lets = (
        LetSpec('row_threads', lambda n: warp_threads(n.embedding_dim), 'warp_threads(embedding_dim)', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('gather', lambda n: n.num_indices * n.row_threads, lambda n: n.row_threads,
                  lambda n: 0, None,
                  (('weight', 'const element*', ''), ('indices', 'const aux*', ''), ('out', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'weight', 'padding_idx', 'max_norm', 'norm_type', 'scale_grad_by_freq'), {'indices': 'input'},
                                {}, '',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "embedding.embedding.f16.i32.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.f16.i64.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.bf16.i32.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.bf16.i64.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.f32.i32.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.f32.i64.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.f64.i32.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.f64.i64.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.i8.i32.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.i8.i64.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.u8.i32.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.u8.i64.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.i16.i32.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.i16.i64.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.i32.i32.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.i32.i64.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.i64.i32.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.i64.i64.gather.any.any.math-none.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class EmbeddingBackwardDescriptor(Descriptor):
    """What EmbeddingBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    num_weights: rows of the table (V).
    embedding_dim: columns of the table (D).
    num_indices: indices, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    index: index element type, one of i32, i64 (None: i32).
    padding_idx: row that receives no gradient; negative counts from the end.
    scale_grad_by_freq: divide each row's gradient by its index frequency.
    """

    num_weights: int
    embedding_dim: int
    num_indices: int
    element: Any = "f32"
    index: Any = None
    padding_idx: Optional[int] = None

    scale_grad_by_freq: bool = False

    def __post_init__(self):
        EmbeddingBackwardPlan.normalize(self)


@dataclass
class EmbeddingBackwardArgs:
    """Arrays of one EmbeddingBackwardPlan.run, C-contiguous, on the stream's backend.

    dout: input, [num_indices, embedding_dim] of element.
    indices: input, [num_indices] of aux.
    dweight: output, [num_weights, embedding_dim] of element.
    """

    dout: Any
    indices: Any
    dweight: Any


class EmbeddingBackwardPlan(Plan):
    """embedding_backward plan.

    Adjoint of EmbeddingPlan: dweight[indices[n], :] += dout[n, :] for every n whose index is in
    range and is not `padding_idx`; with `scale_grad_by_freq` each contribution is divided by the
    number of times its index occurs in `indices`. dweight is overwritten.

    When to use: Backward of EmbeddingPlan. Keep the forward `indices`.
    Adjoint of: EmbeddingPlan.

    Dtypes: element in {f16, bf16, f32, f64}; index in {i32, i64}.
    Runtime params: padding_idx, scale_grad_by_freq (see EmbeddingBackwardDescriptor).

    Shape limits: dout [num_indices, embedding_dim]; indices [num_indices]; dweight [num_weights,
      embedding_dim]; every extent >= 0; num_weights >= 1 or num_indices == 0. C-contiguous arrays;
      outputs may not overlap inputs.

    Checks:
      padding_idx is None or -num_weights <= padding_idx < num_weights (else OutOfRangeError):
        padding_idx lies in [-num_weights, num_weights).

    Workspace: wide_accum, num_weights * embedding_dim of compute when variant == 'atomic' and
      compute != element; counts, num_weights of i64 when scale_grad_by_freq or variant == 'sorted';
      bases, group_buckets // scan_chunk + 1 of i64 when variant == 'sorted'; offsets, group_buckets
      + 1 of i64 when variant == 'sorted'; order, group_items of i64 when variant == 'sorted' (each
      slice aligned to 128 bytes).

    Precision guarantee:

      atomic: math in compute, accumulation in compute, non-deterministic (atomic accumulation order
        varies between launches).
        atomicAdd of each dout element into its row. f32 and f64 accumulate in place; f16 and bf16
        accumulate in an f32 workspace, cast at the end.

      sorted: math in compute, accumulation in compute, deterministic and bit-stable.
        the positions of the indices grouped by row with a stable counting sort (integer atomics
        only), then one thread per dweight element sums its row's dout values in position order, in
        the compute type, and writes it once: no float atomics, bit-identical whatever the schedule.
    """

    op = "embedding_backward"
    family = "embedding"
    adjoint = None
    Descriptor = EmbeddingBackwardDescriptor
    Args = EmbeddingBackwardArgs
    dims = ('num_weights', 'embedding_dim', 'num_indices')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'index'
    aux_types = ('i32', 'i64')
    aux_of = {'f16': ('i32', 'i64'), 'bf16': ('i32', 'i64'), 'f32': ('i32', 'i64'), 'f64': ('i32', 'i64')}
    axes = ()
    params = (
        ParamSpec('padding_idx', 'optional_int', ()),
        ParamSpec('scale_grad_by_freq', 'bool', ()),
    )
    tensors = (
        TensorSpec('dout', 'input', 'element',
                   '[num_indices, embedding_dim]',
                   lambda n: (n.num_indices,n.embedding_dim,),
                   None, ''),
        TensorSpec('indices', 'input', 'aux',
                   '[num_indices]',
                   lambda n: (n.num_indices,),
                   None, ''),
        TensorSpec('dweight', 'output', 'element',
                   '[num_weights, embedding_dim]',
                   lambda n: (n.num_weights,n.embedding_dim,),
                   None, ''),
    )
    limits = (
        ('num_weights >= 1 or num_indices == 0', lambda n: n.num_weights >= 1 or n.num_indices == 0),
    )
    checks = (
        CheckSpec('padding_idx is None or -num_weights <= padding_idx < num_weights', OutOfRangeError, lambda n: n.padding_idx is None or -n.num_weights <= n.padding_idx < n.num_weights,
                  ['num_weights', 'padding_idx'], False,
                  'padding_idx lies in [-num_weights, num_weights)'),
    )
    lets = (
        LetSpec('accum', lambda n: n.dweight if n.compute == n.element else n.wide_accum, 'dweight if compute == element else wide_accum', True),
        LetSpec('padding_row', lambda n: -1 if n.padding_idx is None or n.num_weights == 0 else n.padding_idx % n.num_weights, '-1 if padding_idx is None or num_weights == 0 else padding_idx % num_weights', False),
        LetSpec('keys', lambda n: n.indices, 'indices', True),
        LetSpec('group_items', lambda n: n.num_indices, 'num_indices', False),
        LetSpec('group_buckets', lambda n: n.num_weights, 'num_weights', False),
        LetSpec('scan_chunk', lambda n: 1024, '1024', False),
    )
    workspace = (
        SliceSpec('wide_accum', 'compute', lambda n: n.num_weights * n.embedding_dim,
                  lambda n: n.variant == 'atomic' and n.compute != n.element),
        SliceSpec('counts', 'i64', lambda n: n.num_weights,
                  lambda n: n.scale_grad_by_freq or n.variant == 'sorted'),
        SliceSpec('bases', 'i64', lambda n: n.group_buckets // n.scan_chunk + 1,
                  lambda n: n.variant == 'sorted'),
        SliceSpec('offsets', 'i64', lambda n: n.group_buckets + 1,
                  lambda n: n.variant == 'sorted'),
        SliceSpec('order', 'i64', lambda n: n.group_items,
                  lambda n: n.variant == 'sorted'),
    )
    entries = (
        EntrySpec('zero', lambda n: max(n.num_weights * n.embedding_dim, n.num_weights), lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'atomic',
                  (('dout', 'const element*', ''), ('indices', 'const aux*', ''), ('dweight', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('padding_row', 'i64', ''), ('keys', 'const aux*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('count', lambda n: n.num_indices, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'atomic' and n.scale_grad_by_freq,
                  (('dout', 'const element*', ''), ('indices', 'const aux*', ''), ('dweight', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('padding_row', 'i64', ''), ('keys', 'const aux*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('accumulate', lambda n: n.num_indices * n.embedding_dim, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'atomic',
                  (('dout', 'const element*', ''), ('indices', 'const aux*', ''), ('dweight', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('padding_row', 'i64', ''), ('keys', 'const aux*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('finalize', lambda n: n.num_weights * n.embedding_dim, lambda n: 256,
                  lambda n: 0, lambda n: n.wide_accum is not None,
                  (('dout', 'const element*', ''), ('indices', 'const aux*', ''), ('dweight', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('padding_row', 'i64', ''), ('keys', 'const aux*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), True),
        EntrySpec('group_zero', lambda n: n.group_buckets, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('indices', 'const aux*', ''), ('dweight', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('padding_row', 'i64', ''), ('keys', 'const aux*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_count', lambda n: n.group_items, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('indices', 'const aux*', ''), ('dweight', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('padding_row', 'i64', ''), ('keys', 'const aux*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_chunk_totals', lambda n: n.group_buckets // n.scan_chunk + 1, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('indices', 'const aux*', ''), ('dweight', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('padding_row', 'i64', ''), ('keys', 'const aux*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_chunk_scan', lambda n: 1, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('indices', 'const aux*', ''), ('dweight', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('padding_row', 'i64', ''), ('keys', 'const aux*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_offsets', lambda n: n.group_buckets // n.scan_chunk + 1, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('indices', 'const aux*', ''), ('dweight', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('padding_row', 'i64', ''), ('keys', 'const aux*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_fill', lambda n: n.group_items, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('indices', 'const aux*', ''), ('dweight', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('padding_row', 'i64', ''), ('keys', 'const aux*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_sort', lambda n: max(n.group_buckets, n.group_items), lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('indices', 'const aux*', ''), ('dweight', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('padding_row', 'i64', ''), ('keys', 'const aux*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_sum', lambda n: n.num_weights * n.embedding_dim, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('dout', 'const element*', ''), ('indices', 'const aux*', ''), ('dweight', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('accum', 'compute*', ''), ('padding_row', 'i64', ''), ('keys', 'const aux*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'indices', 'num_weights', 'padding_idx', 'scale_grad_by_freq'), {'dout': 'grad_output'},
                                {}, '',
                                ('dweight',))
    skus = tuple(KernelSku.parse(text) for text in (
        "embedding.embedding_backward.f16.i32.atomic.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_backward.f16.i32.sorted.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_backward.f16.i64.atomic.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_backward.f16.i64.sorted.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_backward.bf16.i32.atomic.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_backward.bf16.i32.sorted.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_backward.bf16.i64.atomic.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_backward.bf16.i64.sorted.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_backward.f32.i32.atomic.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_backward.f32.i32.sorted.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_backward.f32.i64.atomic.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_backward.f32.i64.sorted.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_backward.f64.i32.atomic.any.any.math-f64.acc-f64.nondet.unstable",
        "embedding.embedding_backward.f64.i32.sorted.any.any.math-f64.acc-f64.det.stable",
        "embedding.embedding_backward.f64.i64.atomic.any.any.math-f64.acc-f64.nondet.unstable",
        "embedding.embedding_backward.f64.i64.sorted.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class EmbeddingRenormDescriptor(Descriptor):
    """What EmbeddingRenormPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    num_weights: rows of the table (V).
    embedding_dim: columns of the table (D).
    num_indices: indices, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    index: index element type, one of i32, i64 (None: i32).
    max_norm: the largest norm a looked-up row keeps.
    norm_type: p of the p-norm (inf, -inf and 0 as torch.norm).
    """

    num_weights: int
    embedding_dim: int
    num_indices: int
    element: Any = "f32"
    index: Any = None
    max_norm: float = 1.0

    norm_type: float = 2.0

    def __post_init__(self):
        EmbeddingRenormPlan.normalize(self)


@dataclass
class EmbeddingRenormArgs:
    """Arrays of one EmbeddingRenormPlan.run, C-contiguous, on the stream's backend.

    weight: inout, [num_weights, embedding_dim] of element.
    indices: input, [num_indices] of aux.
    """

    weight: Any
    indices: Any


class EmbeddingRenormPlan(Plan):
    """embedding_renorm plan.

    PyTorch's embedding_renorm_, in place: every distinct row of `weight` that `indices` names,
    whose norm_type-norm exceeds max_norm, is multiplied by max_norm / (norm + 1e-7). A row is
    rescaled once however often it occurs. The norm is taken in the compute type in a fixed order;
    norm_type inf and -inf are the largest and smallest |x|, 0 counts the nonzero values.

    When to use: Before EmbeddingPlan when the embedding has a max_norm (skucat.ops.embedding with
    max_norm runs it first, as torch.nn.functional.embedding does).

    Dtypes: element in {f16, bf16, f32, f64}; index in {i32, i64}.
    Runtime params: max_norm, norm_type (see EmbeddingRenormDescriptor).

    Shape limits: weight [num_weights, embedding_dim]; indices [num_indices]; every extent >= 0;
      num_weights >= 1 or num_indices == 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      0 <= lowest(indices) and highest(indices) < num_weights (else OutOfRangeError): every index
        lies in [0, num_weights).

    Workspace: claims, num_weights of i32 (each slice aligned to 128 bytes).

    Precision guarantee:

      claim: math in compute, accumulation in compute, deterministic and bit-stable.
        one thread per index; the first to claim its row (an atomic flag per row) computes the row's
        norm in a fixed order and rescales it.
    """

    op = "embedding_renorm"
    family = "embedding"
    adjoint = None
    Descriptor = EmbeddingRenormDescriptor
    Args = EmbeddingRenormArgs
    dims = ('num_weights', 'embedding_dim', 'num_indices')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'index'
    aux_types = ('i32', 'i64')
    aux_of = {'f16': ('i32', 'i64'), 'bf16': ('i32', 'i64'), 'f32': ('i32', 'i64'), 'f64': ('i32', 'i64')}
    axes = ()
    params = (
        ParamSpec('max_norm', 'float', ()),
        ParamSpec('norm_type', 'float', ()),
    )
    tensors = (
        TensorSpec('weight', 'inout', 'element',
                   '[num_weights, embedding_dim]',
                   lambda n: (n.num_weights,n.embedding_dim,),
                   None, ''),
        TensorSpec('indices', 'input', 'aux',
                   '[num_indices]',
                   lambda n: (n.num_indices,),
                   None, ''),
    )
    limits = (
        ('num_weights >= 1 or num_indices == 0', lambda n: n.num_weights >= 1 or n.num_indices == 0),
    )
    checks = (
        CheckSpec('0 <= lowest(indices) and highest(indices) < num_weights', OutOfRangeError, lambda n: 0 <= lowest(n.indices) and highest(n.indices) < n.num_weights,
                  ['indices', 'num_weights'], True,
                  'every index lies in [0, num_weights)'),
    )
    lets = (
    )
    workspace = (
        SliceSpec('claims', 'i32', lambda n: n.num_weights,
                  None),
    )
    entries = (
        EntrySpec('zero', lambda n: n.num_weights, lambda n: 256,
                  lambda n: 0, None,
                  (('weight', 'element*', ''), ('indices', 'const aux*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('max_norm', 'f64', ''), ('norm_type', 'f64', ''), ('claims', 'i32*', '')), False),
        EntrySpec('rescale', lambda n: n.num_indices, lambda n: 256,
                  lambda n: 0, None,
                  (('weight', 'element*', ''), ('indices', 'const aux*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('max_norm', 'f64', ''), ('norm_type', 'f64', ''), ('claims', 'i32*', '')), False),
    )
    functional = FunctionalSpec(('weight', 'input', 'max_norm', 'norm_type'), {'indices': 'input'},
                                {}, '',
                                ('weight',))
    skus = tuple(KernelSku.parse(text) for text in (
        "embedding.embedding_renorm.f16.i32.claim.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_renorm.f16.i64.claim.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_renorm.bf16.i32.claim.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_renorm.bf16.i64.claim.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_renorm.f32.i32.claim.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_renorm.f32.i64.claim.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_renorm.f64.i32.claim.any.any.math-f64.acc-f64.det.stable",
        "embedding.embedding_renorm.f64.i64.claim.any.any.math-f64.acc-f64.det.stable",
    ))
