# Generated from catalog.yaml by codegen with templates/python/plans.py.j2. Do not edit.
"""Plans of the group family."""

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
    "GroupByKeyDescriptor", "GroupByKeyArgs", "GroupByKeyPlan",
    "GroupSumDescriptor", "GroupSumArgs", "GroupSumPlan",
]


@dataclass(frozen=True, kw_only=True)
class GroupByKeyDescriptor(Descriptor):
    """What GroupByKeyPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    items: keys (N).
    buckets: the key range (B).
    element: element type, one of i32, i64.
    """

    items: int
    buckets: int
    element: Any = "i32"
    def __post_init__(self):
        GroupByKeyPlan.normalize(self)


@dataclass
class GroupByKeyArgs:
    """Arrays of one GroupByKeyPlan.run, C-contiguous, on the stream's backend.

    keys: input, [items] of element.
    offsets: output, [buckets + 1] of i64.
    order: output, [items] of i64.
    """

    keys: Any
    offsets: Any
    order: Any


class GroupByKeyPlan(Plan):
    """group_by_key plan.

    A stable counting sort of the positions 0..items-1 by their integer key: `order` lists the
    positions whose key lies in [0, buckets), by key and then by position, and -1 after them;
    offsets[b] is where key b's positions start in `order` and offsets[buckets] how many there are.
    Keys outside [0, buckets) are left out.

    When to use: To turn a scatter into a gather: group contributions by destination, then sum each
    group in order (GroupSumPlan).

    Dtypes: element in {i32, i64}.

    Shape limits: keys [items]; offsets [buckets + 1]; order [items]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: counts, group_buckets of i64; bases, group_buckets // scan_chunk + 1 of i64 (each
      slice aligned to 128 bytes).

    Precision guarantee:

      sorted: no arithmetic, no accumulation, deterministic and bit-stable.
        integer atomics count each key, a chunked prefix sum gives the offsets, atomics place each
        position in its group and a heapsort per group orders it: deterministic.
    """

    op = "group_by_key"
    family = "group"
    adjoint = None
    Descriptor = GroupByKeyDescriptor
    Args = GroupByKeyArgs
    dims = ('items', 'buckets')
    elements = ('i32', 'i64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('keys', 'input', 'element',
                   '[items]',
                   lambda n: (n.items,),
                   None, ''),
        TensorSpec('offsets', 'output', 'i64',
                   '[buckets + 1]',
                   lambda n: (n.buckets + 1,),
                   None, ''),
        TensorSpec('order', 'output', 'i64',
                   '[items]',
                   lambda n: (n.items,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
        LetSpec('group_items', lambda n: n.items, 'items', False),
        LetSpec('group_buckets', lambda n: n.buckets, 'buckets', False),
        LetSpec('scan_chunk', lambda n: 1024, '1024', False),
    )
    workspace = (
        SliceSpec('counts', 'i64', lambda n: n.group_buckets,
                  None),
        SliceSpec('bases', 'i64', lambda n: n.group_buckets // n.scan_chunk + 1,
                  None),
    )
    entries = (
        EntrySpec('group_zero', lambda n: n.group_buckets, lambda n: 256,
                  lambda n: 0, None,
                  (('keys', 'const element*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('items', 'i64', ''), ('buckets', 'i64', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_count', lambda n: n.group_items, lambda n: 256,
                  lambda n: 0, None,
                  (('keys', 'const element*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('items', 'i64', ''), ('buckets', 'i64', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_chunk_totals', lambda n: n.group_buckets // n.scan_chunk + 1, lambda n: 256,
                  lambda n: 0, None,
                  (('keys', 'const element*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('items', 'i64', ''), ('buckets', 'i64', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_chunk_scan', lambda n: 1, lambda n: 256,
                  lambda n: 0, None,
                  (('keys', 'const element*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('items', 'i64', ''), ('buckets', 'i64', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_offsets', lambda n: n.group_buckets // n.scan_chunk + 1, lambda n: 256,
                  lambda n: 0, None,
                  (('keys', 'const element*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('items', 'i64', ''), ('buckets', 'i64', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_fill', lambda n: n.group_items, lambda n: 256,
                  lambda n: 0, None,
                  (('keys', 'const element*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('items', 'i64', ''), ('buckets', 'i64', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_sort', lambda n: max(n.group_buckets, n.group_items), lambda n: 256,
                  lambda n: 0, None,
                  (('keys', 'const element*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('items', 'i64', ''), ('buckets', 'i64', ''), ('counts', 'i64*', ''), ('bases', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
    )
    functional = FunctionalSpec(('keys', 'buckets'), {},
                                {}, '',
                                ('offsets', 'order'))
    skus = tuple(KernelSku.parse(text) for text in (
        "sort.group_by_key.i32.none.sorted.any.any.math-none.acc-none.det.stable",
        "sort.group_by_key.i64.none.sorted.any.any.math-none.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class GroupSumDescriptor(Descriptor):
    """What GroupSumPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    items: rows of values (N).
    buckets: groups (B).
    cols: columns (C).
    element: element type, one of f16, bf16, f32, f64.
    """

    items: int
    buckets: int
    cols: int
    element: Any = "f32"
    def __post_init__(self):
        GroupSumPlan.normalize(self)


@dataclass
class GroupSumArgs:
    """Arrays of one GroupSumPlan.run, C-contiguous, on the stream's backend.

    values: input, [items, cols] of element.
    offsets: input, [buckets + 1] of i64.
    order: input, [items] of i64.
    out: output, [buckets, cols] of element.
    """

    values: Any
    offsets: Any
    order: Any
    out: Any


class GroupSumPlan(Plan):
    """group_sum plan.

    out[b, c] = the sum of values[order[j], c] over j in [offsets[b], offsets[b + 1]), in that
    order, in the compute type: the gather that replaces a scatter-add once group_by_key has grouped
    its items by destination.

    When to use: After GroupByKeyPlan, for a deterministic scatter-add of rows.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: values [items, cols]; offsets [buckets + 1]; order [items]; out [buckets, cols];
      every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      lowest(offsets) >= 0 and highest(offsets) <= items and nondecreasing(offsets) (else
        InvalidArgumentError): offsets is non-decreasing within [0, items].
      in_range_or(order, 0, items, -1) (else OutOfRangeError): every order entry lies in [0, items)
        or is -1.

    Workspace: none.

    Precision guarantee:

      ordered: math in compute, accumulation in compute, deterministic and bit-stable.
        one thread per output element sums its group in order.
    """

    op = "group_sum"
    family = "group"
    adjoint = None
    Descriptor = GroupSumDescriptor
    Args = GroupSumArgs
    dims = ('items', 'buckets', 'cols')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('values', 'input', 'element',
                   '[items, cols]',
                   lambda n: (n.items,n.cols,),
                   None, ''),
        TensorSpec('offsets', 'input', 'i64',
                   '[buckets + 1]',
                   lambda n: (n.buckets + 1,),
                   None, ''),
        TensorSpec('order', 'input', 'i64',
                   '[items]',
                   lambda n: (n.items,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[buckets, cols]',
                   lambda n: (n.buckets,n.cols,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('lowest(offsets) >= 0 and highest(offsets) <= items and nondecreasing(offsets)', InvalidArgumentError, lambda n: lowest(n.offsets) >= 0 and highest(n.offsets) <= n.items and nondecreasing(n.offsets),
                  ['items', 'offsets'], True,
                  'offsets is non-decreasing within [0, items]'),
        CheckSpec('in_range_or(order, 0, items, -1)', OutOfRangeError, lambda n: in_range_or(n.order, 0, n.items, -1),
                  ['items', 'order'], True,
                  'every order entry lies in [0, items) or is -1'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('sum', lambda n: n.buckets * n.cols, lambda n: 256,
                  lambda n: 0, None,
                  (('values', 'const element*', ''), ('offsets', 'const i64*', ''), ('order', 'const i64*', ''), ('out', 'element*', ''), ('items', 'i64', ''), ('buckets', 'i64', ''), ('cols', 'i64', '')), False),
    )
    functional = FunctionalSpec(('values', 'offsets', 'order'), {},
                                {}, '',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "sort.group_sum.f16.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "sort.group_sum.bf16.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "sort.group_sum.f32.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "sort.group_sum.f64.none.ordered.any.any.math-f64.acc-f64.det.stable",
    ))
