# Generated from catalog.yaml by codegen with templates/python/plans.py.j2. Do not edit.
"""Plans of the embedding_bag family."""

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
    "EmbeddingBagDescriptor", "EmbeddingBagArgs", "EmbeddingBagPlan",
    "EmbeddingBagBackwardDescriptor", "EmbeddingBagBackwardArgs", "EmbeddingBagBackwardPlan",
]


@dataclass(frozen=True, kw_only=True)
class EmbeddingBagDescriptor(Descriptor):
    """What EmbeddingBagPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    num_weights: rows of the table (V).
    embedding_dim: columns of the table (D).
    num_indices: indices, flattened (N).
    num_bags: bags (B).
    element: element type, one of f16, bf16, f32, f64.
    index: index type of input and offsets, one of i32, i64 (None: i32).
    mode: one of sum, mean, max (compile-time: each reduction is its own loop body (max also tracks where its maximum came from)).
    padding_idx: row left out of every bag; negative counts from the end.
    include_last_offset: offsets has B + 1 entries, the last one the end (CSR).
    has_per_sample_weights: per_sample_weights is given (mode sum).
    scale_grad_by_freq: checked here as PyTorch does; the backward applies it.
    """

    num_weights: int
    embedding_dim: int
    num_indices: int
    num_bags: int
    element: Any = "f32"
    index: Any = None
    mode: str = "sum"
    padding_idx: Optional[int] = None

    include_last_offset: bool = False

    has_per_sample_weights: bool = False

    scale_grad_by_freq: bool = False

    def __post_init__(self):
        EmbeddingBagPlan.normalize(self)


@dataclass
class EmbeddingBagArgs:
    """Arrays of one EmbeddingBagPlan.run, C-contiguous, on the stream's backend.

    weight: input, [num_weights, embedding_dim] of element.
    input: input, [num_indices] of aux.
    offsets: input, [num_bags + include_last_offset] of aux. where each bag starts
    out: output, [num_bags, embedding_dim] of element.
    offset2bag: output, [num_indices] of aux. the bag of each index (saved for the backward)
    bag_size: output, [num_bags] of aux. the indices of each bag that are not padding_idx
    per_sample_weights: input, [num_indices] of element, given exactly when has_per_sample_weights.
    max_indices: output, [num_bags, embedding_dim] of aux, given exactly when mode == 'max'. the row of each maximum, -1 in an empty bag
    """

    weight: Any
    input: Any
    offsets: Any
    out: Any
    offset2bag: Any
    bag_size: Any
    per_sample_weights: Any = None
    max_indices: Any = None


class EmbeddingBagPlan(Plan):
    """embedding_bag plan.

    Reduces bags of rows of `weight`, as torch.nn.functional.embedding_bag: bag b holds the indices
    input[offsets[b]:offsets[b + 1]] (the last bag ends at the end of input, as on PyTorch's CPU,
    also with include_last_offset); out[b, :] is their sum (each row scaled by per_sample_weights,
    mode sum only), mean or elementwise max. Indices equal to padding_idx are left out (and not
    counted by mean); an empty bag gives zeros. Max keeps the first maximum in index order and, as
    PyTorch's CPU kernel, a NaN only where it comes first. Also writes, as aten's _embedding_bag,
    offset2bag (the bag of each index), bag_size (the indices counted per bag) and, for max,
    max_indices (the row of each maximum, -1 in an empty bag); the functional op returns out.
    Indices out of range are refused (IndexError); the kernels skip them.

    When to use: Forward of a bag-of-embeddings lookup (recommendation models, text bags). Pair with
    EmbeddingBagBackwardPlan; keep input, offset2bag, bag_size and, for max, max_indices.
    Adjoint (backward op): EmbeddingBagBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}; index in {i32, i64}.
    Compile-time mode: {sum, mean, max}; each reduction is its own loop body (max also tracks where
      its maximum came from).
    Runtime params: padding_idx, include_last_offset, has_per_sample_weights, scale_grad_by_freq (see EmbeddingBagDescriptor).

    Shape limits: weight [num_weights, embedding_dim]; input [num_indices]; offsets [num_bags +
      include_last_offset]; out [num_bags, embedding_dim]; offset2bag [num_indices]; bag_size
      [num_bags]; per_sample_weights [num_indices]; max_indices [num_bags, embedding_dim]; every
      extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      padding_idx is None or -num_weights <= padding_idx < num_weights (else OutOfRangeError):
        padding_idx lies in [-num_weights, num_weights).
      not (scale_grad_by_freq and mode == 'max') (else InvalidArgumentError): max mode does not
        scale the gradient by frequency (scale_grad_by_freq).
      not has_per_sample_weights or mode == 'sum' (else UnsupportedError): per_sample_weights is
        supported for mode sum only, as in PyTorch.
      num_bags > 0 or num_indices == 0 (else InvalidArgumentError): offsets holds at least one bag
        when input is not empty.
      lowest(input) >= 0 and highest(input) < num_weights (else OutOfRangeError): every index in
        input lies in [0, num_weights).
      nondecreasing(offsets) (else InvalidArgumentError): offsets never decrease.
      num_bags + include_last_offset == 0 or lowest(offsets) == 0 (else InvalidArgumentError):
        offsets[0] is 0.
      highest(offsets) <= num_indices (else OutOfRangeError): offsets are at most the length of
        input.

    Workspace: none.

    Precision guarantee:

      per_column: math in compute, accumulation in compute, deterministic and bit-stable.
        one thread per (bag, column) reduces the bag in index order; no atomics.

      Sums and means accumulate in the compute type (f32 for f16, bf16 and f32; f64 for f64) in
      index order and are rounded once to the element; max is exact.
    """

    op = "embedding_bag"
    family = "embedding_bag"
    adjoint = 'embedding_bag_backward'
    Descriptor = EmbeddingBagDescriptor
    Args = EmbeddingBagArgs
    dims = ('num_weights', 'embedding_dim', 'num_indices', 'num_bags')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'index'
    aux_types = ('i32', 'i64')
    aux_of = {'f16': ('i32', 'i64'), 'bf16': ('i32', 'i64'), 'f32': ('i32', 'i64'), 'f64': ('i32', 'i64')}
    axes = (('mode', ('sum', 'mean', 'max')),)
    params = (
        ParamSpec('padding_idx', 'optional_int', ()),
        ParamSpec('include_last_offset', 'bool', ()),
        ParamSpec('has_per_sample_weights', 'bool', ()),
        ParamSpec('scale_grad_by_freq', 'bool', ()),
    )
    tensors = (
        TensorSpec('weight', 'input', 'element',
                   '[num_weights, embedding_dim]',
                   lambda n: (n.num_weights,n.embedding_dim,),
                   None, ''),
        TensorSpec('input', 'input', 'aux',
                   '[num_indices]',
                   lambda n: (n.num_indices,),
                   None, ''),
        TensorSpec('offsets', 'input', 'aux',
                   '[num_bags + include_last_offset]',
                   lambda n: (n.num_bags + n.include_last_offset,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[num_bags, embedding_dim]',
                   lambda n: (n.num_bags,n.embedding_dim,),
                   None, ''),
        TensorSpec('offset2bag', 'output', 'aux',
                   '[num_indices]',
                   lambda n: (n.num_indices,),
                   None, ''),
        TensorSpec('bag_size', 'output', 'aux',
                   '[num_bags]',
                   lambda n: (n.num_bags,),
                   None, ''),
        TensorSpec('per_sample_weights', 'input', 'element',
                   '[num_indices]',
                   lambda n: (n.num_indices,),
                   lambda n: n.has_per_sample_weights, 'has_per_sample_weights'),
        TensorSpec('max_indices', 'output', 'aux',
                   '[num_bags, embedding_dim]',
                   lambda n: (n.num_bags,n.embedding_dim,),
                   lambda n: n.mode == 'max', "mode == 'max'"),
    )
    limits = (
    )
    checks = (
        CheckSpec('padding_idx is None or -num_weights <= padding_idx < num_weights', OutOfRangeError, lambda n: n.padding_idx is None or -n.num_weights <= n.padding_idx < n.num_weights,
                  ['num_weights', 'padding_idx'], False,
                  'padding_idx lies in [-num_weights, num_weights)'),
        CheckSpec("not (scale_grad_by_freq and mode == 'max')", InvalidArgumentError, lambda n: not (n.scale_grad_by_freq and n.mode == 'max'),
                  ['mode', 'scale_grad_by_freq'], False,
                  'max mode does not scale the gradient by frequency (scale_grad_by_freq)'),
        CheckSpec("not has_per_sample_weights or mode == 'sum'", UnsupportedError, lambda n: not n.has_per_sample_weights or n.mode == 'sum',
                  ['has_per_sample_weights', 'mode'], False,
                  'per_sample_weights is supported for mode sum only, as in PyTorch'),
        CheckSpec('num_bags > 0 or num_indices == 0', InvalidArgumentError, lambda n: n.num_bags > 0 or n.num_indices == 0,
                  ['num_bags', 'num_indices'], False,
                  'offsets holds at least one bag when input is not empty'),
        CheckSpec('lowest(input) >= 0 and highest(input) < num_weights', OutOfRangeError, lambda n: lowest(n.input) >= 0 and highest(n.input) < n.num_weights,
                  ['input', 'num_weights'], True,
                  'every index in input lies in [0, num_weights)'),
        CheckSpec('nondecreasing(offsets)', InvalidArgumentError, lambda n: nondecreasing(n.offsets),
                  ['offsets'], True,
                  'offsets never decrease'),
        CheckSpec('num_bags + include_last_offset == 0 or lowest(offsets) == 0', InvalidArgumentError, lambda n: n.num_bags + n.include_last_offset == 0 or lowest(n.offsets) == 0,
                  ['include_last_offset', 'num_bags', 'offsets'], True,
                  'offsets[0] is 0'),
        CheckSpec('highest(offsets) <= num_indices', OutOfRangeError, lambda n: highest(n.offsets) <= n.num_indices,
                  ['num_indices', 'offsets'], True,
                  'offsets are at most the length of input'),
    )
    lets = (
        LetSpec('padding_row', lambda n: -1 if n.padding_idx is None or n.num_weights == 0 else n.padding_idx % n.num_weights, '-1 if padding_idx is None or num_weights == 0 else padding_idx % num_weights', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('bookkeeping', lambda n: n.num_bags, lambda n: 256,
                  lambda n: 0, None,
                  (('weight', 'const element*', ''), ('input', 'const aux*', ''), ('offsets', 'const aux*', ''), ('out', 'element*', ''), ('offset2bag', 'aux*', ''), ('bag_size', 'aux*', ''), ('per_sample_weights', 'const element*', ''), ('max_indices', 'aux*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('num_bags', 'i64', ''), ('include_last_offset', 'i32', 'flag'), ('has_per_sample_weights', 'i32', 'flag'), ('scale_grad_by_freq', 'i32', 'flag'), ('padding_row', 'i64', '')), False),
        EntrySpec('reduce', lambda n: n.num_bags * n.embedding_dim, lambda n: 256,
                  lambda n: 0, None,
                  (('weight', 'const element*', ''), ('input', 'const aux*', ''), ('offsets', 'const aux*', ''), ('out', 'element*', ''), ('offset2bag', 'aux*', ''), ('bag_size', 'aux*', ''), ('per_sample_weights', 'const element*', ''), ('max_indices', 'aux*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('num_bags', 'i64', ''), ('include_last_offset', 'i32', 'flag'), ('has_per_sample_weights', 'i32', 'flag'), ('scale_grad_by_freq', 'i32', 'flag'), ('padding_row', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'weight', 'offsets', 'max_norm', 'norm_type', 'scale_grad_by_freq', 'mode', 'per_sample_weights', 'include_last_offset', 'padding_idx'), {},
                                {}, '',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "embedding.embedding_bag.f16.i32.per_column.mode-sum.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag.f16.i32.per_column.mode-mean.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag.f16.i32.per_column.mode-max.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag.f16.i64.per_column.mode-sum.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag.f16.i64.per_column.mode-mean.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag.f16.i64.per_column.mode-max.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag.bf16.i32.per_column.mode-sum.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag.bf16.i32.per_column.mode-mean.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag.bf16.i32.per_column.mode-max.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag.bf16.i64.per_column.mode-sum.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag.bf16.i64.per_column.mode-mean.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag.bf16.i64.per_column.mode-max.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag.f32.i32.per_column.mode-sum.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag.f32.i32.per_column.mode-mean.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag.f32.i32.per_column.mode-max.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag.f32.i64.per_column.mode-sum.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag.f32.i64.per_column.mode-mean.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag.f32.i64.per_column.mode-max.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag.f64.i32.per_column.mode-sum.any.any.math-f64.acc-f64.det.stable",
        "embedding.embedding_bag.f64.i32.per_column.mode-mean.any.any.math-f64.acc-f64.det.stable",
        "embedding.embedding_bag.f64.i32.per_column.mode-max.any.any.math-f64.acc-f64.det.stable",
        "embedding.embedding_bag.f64.i64.per_column.mode-sum.any.any.math-f64.acc-f64.det.stable",
        "embedding.embedding_bag.f64.i64.per_column.mode-mean.any.any.math-f64.acc-f64.det.stable",
        "embedding.embedding_bag.f64.i64.per_column.mode-max.any.any.math-f64.acc-f64.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class EmbeddingBagBackwardDescriptor(Descriptor):
    """What EmbeddingBagBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    num_weights: rows of the table (V).
    embedding_dim: columns of the table (D).
    num_indices: indices, flattened (N).
    num_bags: bags (B).
    element: element type, one of f16, bf16, f32, f64.
    index: index type of input and offsets, one of i32, i64 (None: i32).
    mode: one of sum, mean, max (compile-time: each reduction is its own loop body (max also tracks where its maximum came from)).
    padding_idx: row left out of every bag; negative counts from the end.
    scale_grad_by_freq: divide each index's contribution by its frequency in input (sum, mean).
    has_per_sample_weights: per_sample_weights is given (mode sum).
    """

    num_weights: int
    embedding_dim: int
    num_indices: int
    num_bags: int
    element: Any = "f32"
    index: Any = None
    mode: str = "sum"
    padding_idx: Optional[int] = None

    scale_grad_by_freq: bool = False

    has_per_sample_weights: bool = False

    def __post_init__(self):
        EmbeddingBagBackwardPlan.normalize(self)


@dataclass
class EmbeddingBagBackwardArgs:
    """Arrays of one EmbeddingBagBackwardPlan.run, C-contiguous, on the stream's backend.

    grad: input, [num_bags, embedding_dim] of element. the gradient of `out`
    indices: input, [num_indices] of aux. the forward's input, flattened
    offset2bag: input, [num_indices] of aux.
    bag_size: input, [num_bags] of aux.
    grad_weight: output, [num_weights, embedding_dim] of element.
    maximum_indices: input, [num_bags, embedding_dim] of aux, given exactly when mode == 'max'. the forward's max_indices
    per_sample_weights: input, [num_indices] of element, given exactly when has_per_sample_weights.
    weight: input, [num_weights, embedding_dim] of element, given exactly when has_per_sample_weights. the table (for grad_per_sample_weights)
    grad_per_sample_weights: output, [num_indices] of element, given exactly when has_per_sample_weights.
    """

    grad: Any
    indices: Any
    offset2bag: Any
    bag_size: Any
    grad_weight: Any
    maximum_indices: Any = None
    per_sample_weights: Any = None
    weight: Any = None
    grad_per_sample_weights: Any = None


class EmbeddingBagBackwardPlan(Plan):
    """embedding_bag_backward plan.

    Gradients of EmbeddingBagPlan, as aten's _embedding_bag_dense_backward and
    _embedding_bag_per_sample_weights_backward together. sum and mean: grad_weight[input[n], :] +=
    grad[offset2bag[n], :] (times per_sample_weights[n]; divided by bag_size for mean; with
    scale_grad_by_freq divided by how often input[n] occurs in input) for every n not padding_idx;
    max: grad_weight[max_indices[b, d], d] += grad[b, d] for every bag of bag_size > 0.
    grad_per_sample_weights[n] = dot(grad[offset2bag[n], :], weight[input[n], :]), 0 for
    padding_idx. Both are overwritten.

    When to use: Backward of EmbeddingBagPlan, with the forward's input and saved offset2bag,
    bag_size, max_indices.
    Adjoint of: EmbeddingBagPlan.

    Dtypes: element in {f16, bf16, f32, f64}; index in {i32, i64}.
    Compile-time mode: {sum, mean, max}; each reduction is its own loop body (max also tracks where
      its maximum came from).
    Runtime params: padding_idx, scale_grad_by_freq, has_per_sample_weights (see EmbeddingBagBackwardDescriptor).

    Shape limits: grad [num_bags, embedding_dim]; indices [num_indices]; offset2bag [num_indices];
      bag_size [num_bags]; grad_weight [num_weights, embedding_dim]; maximum_indices [num_bags,
      embedding_dim]; per_sample_weights [num_indices]; weight [num_weights, embedding_dim];
      grad_per_sample_weights [num_indices]; every extent >= 0. C-contiguous arrays; outputs may not
      overlap inputs.

    Checks:
      padding_idx is None or -num_weights <= padding_idx < num_weights (else OutOfRangeError):
        padding_idx lies in [-num_weights, num_weights).
      not (scale_grad_by_freq and mode == 'max') (else InvalidArgumentError): max mode does not
        scale the gradient by frequency (scale_grad_by_freq).
      not has_per_sample_weights or mode == 'sum' (else UnsupportedError): per_sample_weights is
        supported for mode sum only, as in PyTorch.
      lowest(indices) >= 0 and highest(indices) < num_weights (else OutOfRangeError): every index
        lies in [0, num_weights).
      lowest(offset2bag) >= 0 and highest(offset2bag) < num_bags (else OutOfRangeError): every
        offset2bag value is a bag in [0, num_bags).
      lowest(bag_size) >= 0 and highest(bag_size) <= num_indices (else OutOfRangeError): bag sizes
        lie in [0, num_indices].
      mode != 'max' or in_range_or(maximum_indices, 0, num_weights, -1) (else OutOfRangeError):
        maximum_indices are rows in [0, num_weights) or -1.

    Workspace: wide_accum, num_weights * embedding_dim of compute when compute != element and
      (variant == 'atomic' or mode == 'max'); counts, num_weights of i64 when scale_grad_by_freq or
      variant == 'sorted'; pair_keys, group_items of i64 when variant == 'sorted'; bases,
      group_buckets // scan_chunk + 1 of i64 when variant == 'sorted'; offsets, group_buckets + 1 of
      i64 when variant == 'sorted'; order, group_items of i64 when variant == 'sorted' (each slice
      aligned to 128 bytes).

    Precision guarantee:

      atomic: math in compute, accumulation in compute, non-deterministic (atomic accumulation order
        varies between launches).
        atomicAdd of each contribution into its row (f16 and bf16 into an f32 workspace, cast at the
        end); grad_per_sample_weights one thread per index, without atomics.

      sorted: math in compute, accumulation in compute, deterministic and bit-stable.
        deterministic: the contributions are grouped by row with a stable counting sort (integer
        atomics only); sum and mean: one thread per grad_weight element sums its row's group in
        order and writes it once; max: one thread per row adds its (bag, column) contributions in
        order (16-bit elements into an f32 workspace). grad_per_sample_weights as the atomic
        variant.

      Sums and means accumulate in the compute type (f32 for f16, bf16 and f32; f64 for f64) in
      index order and are rounded once to the element; max is exact.
    """

    op = "embedding_bag_backward"
    family = "embedding_bag"
    adjoint = None
    Descriptor = EmbeddingBagBackwardDescriptor
    Args = EmbeddingBagBackwardArgs
    dims = ('num_weights', 'embedding_dim', 'num_indices', 'num_bags')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'index'
    aux_types = ('i32', 'i64')
    aux_of = {'f16': ('i32', 'i64'), 'bf16': ('i32', 'i64'), 'f32': ('i32', 'i64'), 'f64': ('i32', 'i64')}
    axes = (('mode', ('sum', 'mean', 'max')),)
    params = (
        ParamSpec('padding_idx', 'optional_int', ()),
        ParamSpec('scale_grad_by_freq', 'bool', ()),
        ParamSpec('has_per_sample_weights', 'bool', ()),
    )
    tensors = (
        TensorSpec('grad', 'input', 'element',
                   '[num_bags, embedding_dim]',
                   lambda n: (n.num_bags,n.embedding_dim,),
                   None, ''),
        TensorSpec('indices', 'input', 'aux',
                   '[num_indices]',
                   lambda n: (n.num_indices,),
                   None, ''),
        TensorSpec('offset2bag', 'input', 'aux',
                   '[num_indices]',
                   lambda n: (n.num_indices,),
                   None, ''),
        TensorSpec('bag_size', 'input', 'aux',
                   '[num_bags]',
                   lambda n: (n.num_bags,),
                   None, ''),
        TensorSpec('grad_weight', 'output', 'element',
                   '[num_weights, embedding_dim]',
                   lambda n: (n.num_weights,n.embedding_dim,),
                   None, ''),
        TensorSpec('maximum_indices', 'input', 'aux',
                   '[num_bags, embedding_dim]',
                   lambda n: (n.num_bags,n.embedding_dim,),
                   lambda n: n.mode == 'max', "mode == 'max'"),
        TensorSpec('per_sample_weights', 'input', 'element',
                   '[num_indices]',
                   lambda n: (n.num_indices,),
                   lambda n: n.has_per_sample_weights, 'has_per_sample_weights'),
        TensorSpec('weight', 'input', 'element',
                   '[num_weights, embedding_dim]',
                   lambda n: (n.num_weights,n.embedding_dim,),
                   lambda n: n.has_per_sample_weights, 'has_per_sample_weights'),
        TensorSpec('grad_per_sample_weights', 'output', 'element',
                   '[num_indices]',
                   lambda n: (n.num_indices,),
                   lambda n: n.has_per_sample_weights, 'has_per_sample_weights'),
    )
    limits = (
    )
    checks = (
        CheckSpec('padding_idx is None or -num_weights <= padding_idx < num_weights', OutOfRangeError, lambda n: n.padding_idx is None or -n.num_weights <= n.padding_idx < n.num_weights,
                  ['num_weights', 'padding_idx'], False,
                  'padding_idx lies in [-num_weights, num_weights)'),
        CheckSpec("not (scale_grad_by_freq and mode == 'max')", InvalidArgumentError, lambda n: not (n.scale_grad_by_freq and n.mode == 'max'),
                  ['mode', 'scale_grad_by_freq'], False,
                  'max mode does not scale the gradient by frequency (scale_grad_by_freq)'),
        CheckSpec("not has_per_sample_weights or mode == 'sum'", UnsupportedError, lambda n: not n.has_per_sample_weights or n.mode == 'sum',
                  ['has_per_sample_weights', 'mode'], False,
                  'per_sample_weights is supported for mode sum only, as in PyTorch'),
        CheckSpec('lowest(indices) >= 0 and highest(indices) < num_weights', OutOfRangeError, lambda n: lowest(n.indices) >= 0 and highest(n.indices) < n.num_weights,
                  ['indices', 'num_weights'], True,
                  'every index lies in [0, num_weights)'),
        CheckSpec('lowest(offset2bag) >= 0 and highest(offset2bag) < num_bags', OutOfRangeError, lambda n: lowest(n.offset2bag) >= 0 and highest(n.offset2bag) < n.num_bags,
                  ['num_bags', 'offset2bag'], True,
                  'every offset2bag value is a bag in [0, num_bags)'),
        CheckSpec('lowest(bag_size) >= 0 and highest(bag_size) <= num_indices', OutOfRangeError, lambda n: lowest(n.bag_size) >= 0 and highest(n.bag_size) <= n.num_indices,
                  ['bag_size', 'num_indices'], True,
                  'bag sizes lie in [0, num_indices]'),
        CheckSpec("mode != 'max' or in_range_or(maximum_indices, 0, num_weights, -1)", OutOfRangeError, lambda n: n.mode != 'max' or in_range_or(n.maximum_indices, 0, n.num_weights, -1),
                  ['maximum_indices', 'mode', 'num_weights'], True,
                  'maximum_indices are rows in [0, num_weights) or -1'),
    )
    lets = (
        LetSpec('padding_row', lambda n: -1 if n.padding_idx is None or n.num_weights == 0 else n.padding_idx % n.num_weights, '-1 if padding_idx is None or num_weights == 0 else padding_idx % num_weights', False),
        LetSpec('accum', lambda n: n.grad_weight if n.compute == n.element else n.wide_accum, 'grad_weight if compute == element else wide_accum', True),
        LetSpec('keys', lambda n: n.pair_keys, 'pair_keys', True),
        LetSpec('group_items', lambda n: n.num_bags * n.embedding_dim if n.mode == 'max' else n.num_indices, "num_bags * embedding_dim if mode == 'max' else num_indices", False),
        LetSpec('group_buckets', lambda n: n.num_weights, 'num_weights', False),
        LetSpec('scan_chunk', lambda n: 1024, '1024', False),
    )
    workspace = (
        SliceSpec('wide_accum', 'compute', lambda n: n.num_weights * n.embedding_dim,
                  lambda n: n.compute != n.element and (n.variant == 'atomic' or n.mode == 'max')),
        SliceSpec('counts', 'i64', lambda n: n.num_weights,
                  lambda n: n.scale_grad_by_freq or n.variant == 'sorted'),
        SliceSpec('pair_keys', 'i64', lambda n: n.group_items,
                  lambda n: n.variant == 'sorted'),
        SliceSpec('bases', 'i64', lambda n: n.group_buckets // n.scan_chunk + 1,
                  lambda n: n.variant == 'sorted'),
        SliceSpec('offsets', 'i64', lambda n: n.group_buckets + 1,
                  lambda n: n.variant == 'sorted'),
        SliceSpec('order', 'i64', lambda n: n.group_items,
                  lambda n: n.variant == 'sorted'),
    )
    entries = (
        EntrySpec('zero', lambda n: max(n.num_weights * n.embedding_dim, n.num_weights), lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'atomic' or n.mode == 'max',
                  (('grad', 'const element*', ''), ('indices', 'const aux*', ''), ('offset2bag', 'const aux*', ''), ('bag_size', 'const aux*', ''), ('grad_weight', 'element*', ''), ('maximum_indices', 'const aux*', ''), ('per_sample_weights', 'const element*', ''), ('weight', 'const element*', ''), ('grad_per_sample_weights', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('num_bags', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('has_per_sample_weights', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('pair_keys', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('padding_row', 'i64', ''), ('accum', 'compute*', ''), ('keys', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('count', lambda n: n.num_indices, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'atomic' and n.scale_grad_by_freq,
                  (('grad', 'const element*', ''), ('indices', 'const aux*', ''), ('offset2bag', 'const aux*', ''), ('bag_size', 'const aux*', ''), ('grad_weight', 'element*', ''), ('maximum_indices', 'const aux*', ''), ('per_sample_weights', 'const element*', ''), ('weight', 'const element*', ''), ('grad_per_sample_weights', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('num_bags', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('has_per_sample_weights', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('pair_keys', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('padding_row', 'i64', ''), ('accum', 'compute*', ''), ('keys', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('accumulate', lambda n: (n.num_bags if n.mode == 'max' else n.num_indices) * n.embedding_dim, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'atomic',
                  (('grad', 'const element*', ''), ('indices', 'const aux*', ''), ('offset2bag', 'const aux*', ''), ('bag_size', 'const aux*', ''), ('grad_weight', 'element*', ''), ('maximum_indices', 'const aux*', ''), ('per_sample_weights', 'const element*', ''), ('weight', 'const element*', ''), ('grad_per_sample_weights', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('num_bags', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('has_per_sample_weights', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('pair_keys', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('padding_row', 'i64', ''), ('accum', 'compute*', ''), ('keys', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('pairs', lambda n: n.group_items, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad', 'const element*', ''), ('indices', 'const aux*', ''), ('offset2bag', 'const aux*', ''), ('bag_size', 'const aux*', ''), ('grad_weight', 'element*', ''), ('maximum_indices', 'const aux*', ''), ('per_sample_weights', 'const element*', ''), ('weight', 'const element*', ''), ('grad_per_sample_weights', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('num_bags', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('has_per_sample_weights', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('pair_keys', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('padding_row', 'i64', ''), ('accum', 'compute*', ''), ('keys', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_zero', lambda n: n.group_buckets, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad', 'const element*', ''), ('indices', 'const aux*', ''), ('offset2bag', 'const aux*', ''), ('bag_size', 'const aux*', ''), ('grad_weight', 'element*', ''), ('maximum_indices', 'const aux*', ''), ('per_sample_weights', 'const element*', ''), ('weight', 'const element*', ''), ('grad_per_sample_weights', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('num_bags', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('has_per_sample_weights', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('pair_keys', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('padding_row', 'i64', ''), ('accum', 'compute*', ''), ('keys', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_count', lambda n: n.group_items, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad', 'const element*', ''), ('indices', 'const aux*', ''), ('offset2bag', 'const aux*', ''), ('bag_size', 'const aux*', ''), ('grad_weight', 'element*', ''), ('maximum_indices', 'const aux*', ''), ('per_sample_weights', 'const element*', ''), ('weight', 'const element*', ''), ('grad_per_sample_weights', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('num_bags', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('has_per_sample_weights', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('pair_keys', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('padding_row', 'i64', ''), ('accum', 'compute*', ''), ('keys', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_chunk_totals', lambda n: n.group_buckets // n.scan_chunk + 1, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad', 'const element*', ''), ('indices', 'const aux*', ''), ('offset2bag', 'const aux*', ''), ('bag_size', 'const aux*', ''), ('grad_weight', 'element*', ''), ('maximum_indices', 'const aux*', ''), ('per_sample_weights', 'const element*', ''), ('weight', 'const element*', ''), ('grad_per_sample_weights', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('num_bags', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('has_per_sample_weights', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('pair_keys', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('padding_row', 'i64', ''), ('accum', 'compute*', ''), ('keys', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_chunk_scan', lambda n: 1, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad', 'const element*', ''), ('indices', 'const aux*', ''), ('offset2bag', 'const aux*', ''), ('bag_size', 'const aux*', ''), ('grad_weight', 'element*', ''), ('maximum_indices', 'const aux*', ''), ('per_sample_weights', 'const element*', ''), ('weight', 'const element*', ''), ('grad_per_sample_weights', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('num_bags', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('has_per_sample_weights', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('pair_keys', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('padding_row', 'i64', ''), ('accum', 'compute*', ''), ('keys', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_offsets', lambda n: n.group_buckets // n.scan_chunk + 1, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad', 'const element*', ''), ('indices', 'const aux*', ''), ('offset2bag', 'const aux*', ''), ('bag_size', 'const aux*', ''), ('grad_weight', 'element*', ''), ('maximum_indices', 'const aux*', ''), ('per_sample_weights', 'const element*', ''), ('weight', 'const element*', ''), ('grad_per_sample_weights', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('num_bags', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('has_per_sample_weights', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('pair_keys', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('padding_row', 'i64', ''), ('accum', 'compute*', ''), ('keys', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_fill', lambda n: n.group_items, lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad', 'const element*', ''), ('indices', 'const aux*', ''), ('offset2bag', 'const aux*', ''), ('bag_size', 'const aux*', ''), ('grad_weight', 'element*', ''), ('maximum_indices', 'const aux*', ''), ('per_sample_weights', 'const element*', ''), ('weight', 'const element*', ''), ('grad_per_sample_weights', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('num_bags', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('has_per_sample_weights', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('pair_keys', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('padding_row', 'i64', ''), ('accum', 'compute*', ''), ('keys', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_sort', lambda n: max(n.group_buckets, n.group_items), lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad', 'const element*', ''), ('indices', 'const aux*', ''), ('offset2bag', 'const aux*', ''), ('bag_size', 'const aux*', ''), ('grad_weight', 'element*', ''), ('maximum_indices', 'const aux*', ''), ('per_sample_weights', 'const element*', ''), ('weight', 'const element*', ''), ('grad_per_sample_weights', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('num_bags', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('has_per_sample_weights', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('pair_keys', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('padding_row', 'i64', ''), ('accum', 'compute*', ''), ('keys', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('group_sum', lambda n: n.num_weights * (1 if n.mode == 'max' else n.embedding_dim), lambda n: 256,
                  lambda n: 0, lambda n: n.variant == 'sorted',
                  (('grad', 'const element*', ''), ('indices', 'const aux*', ''), ('offset2bag', 'const aux*', ''), ('bag_size', 'const aux*', ''), ('grad_weight', 'element*', ''), ('maximum_indices', 'const aux*', ''), ('per_sample_weights', 'const element*', ''), ('weight', 'const element*', ''), ('grad_per_sample_weights', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('num_bags', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('has_per_sample_weights', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('pair_keys', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('padding_row', 'i64', ''), ('accum', 'compute*', ''), ('keys', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
        EntrySpec('finalize', lambda n: n.num_weights * n.embedding_dim, lambda n: 256,
                  lambda n: 0, lambda n: n.wide_accum is not None,
                  (('grad', 'const element*', ''), ('indices', 'const aux*', ''), ('offset2bag', 'const aux*', ''), ('bag_size', 'const aux*', ''), ('grad_weight', 'element*', ''), ('maximum_indices', 'const aux*', ''), ('per_sample_weights', 'const element*', ''), ('weight', 'const element*', ''), ('grad_per_sample_weights', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('num_bags', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('has_per_sample_weights', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('pair_keys', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('padding_row', 'i64', ''), ('accum', 'compute*', ''), ('keys', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), True),
        EntrySpec('sample_weights_grad', lambda n: n.num_indices, lambda n: 256,
                  lambda n: 0, lambda n: n.has_per_sample_weights,
                  (('grad', 'const element*', ''), ('indices', 'const aux*', ''), ('offset2bag', 'const aux*', ''), ('bag_size', 'const aux*', ''), ('grad_weight', 'element*', ''), ('maximum_indices', 'const aux*', ''), ('per_sample_weights', 'const element*', ''), ('weight', 'const element*', ''), ('grad_per_sample_weights', 'element*', ''), ('num_weights', 'i64', ''), ('embedding_dim', 'i64', ''), ('num_indices', 'i64', ''), ('num_bags', 'i64', ''), ('scale_grad_by_freq', 'i32', 'flag'), ('has_per_sample_weights', 'i32', 'flag'), ('wide_accum', 'compute*', ''), ('counts', 'i64*', ''), ('pair_keys', 'i64*', ''), ('bases', 'i64*', ''), ('offsets', 'i64*', ''), ('order', 'i64*', ''), ('padding_row', 'i64', ''), ('accum', 'compute*', ''), ('keys', 'i64*', ''), ('group_items', 'i64', ''), ('group_buckets', 'i64', ''), ('scan_chunk', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad', 'indices', 'offset2bag', 'bag_size', 'maximum_indices', 'num_weights', 'scale_grad_by_freq', 'mode', 'per_sample_weights', 'weight', 'padding_idx'), {},
                                {}, '',
                                ('grad_weight', 'grad_per_sample_weights'))
    skus = tuple(KernelSku.parse(text) for text in (
        "embedding.embedding_bag_backward.f16.i32.atomic.mode-sum.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_bag_backward.f16.i32.sorted.mode-sum.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag_backward.f16.i32.atomic.mode-mean.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_bag_backward.f16.i32.sorted.mode-mean.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag_backward.f16.i32.atomic.mode-max.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_bag_backward.f16.i32.sorted.mode-max.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag_backward.f16.i64.atomic.mode-sum.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_bag_backward.f16.i64.sorted.mode-sum.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag_backward.f16.i64.atomic.mode-mean.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_bag_backward.f16.i64.sorted.mode-mean.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag_backward.f16.i64.atomic.mode-max.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_bag_backward.f16.i64.sorted.mode-max.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag_backward.bf16.i32.atomic.mode-sum.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_bag_backward.bf16.i32.sorted.mode-sum.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag_backward.bf16.i32.atomic.mode-mean.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_bag_backward.bf16.i32.sorted.mode-mean.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag_backward.bf16.i32.atomic.mode-max.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_bag_backward.bf16.i32.sorted.mode-max.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag_backward.bf16.i64.atomic.mode-sum.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_bag_backward.bf16.i64.sorted.mode-sum.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag_backward.bf16.i64.atomic.mode-mean.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_bag_backward.bf16.i64.sorted.mode-mean.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag_backward.bf16.i64.atomic.mode-max.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_bag_backward.bf16.i64.sorted.mode-max.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag_backward.f32.i32.atomic.mode-sum.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_bag_backward.f32.i32.sorted.mode-sum.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag_backward.f32.i32.atomic.mode-mean.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_bag_backward.f32.i32.sorted.mode-mean.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag_backward.f32.i32.atomic.mode-max.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_bag_backward.f32.i32.sorted.mode-max.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag_backward.f32.i64.atomic.mode-sum.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_bag_backward.f32.i64.sorted.mode-sum.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag_backward.f32.i64.atomic.mode-mean.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_bag_backward.f32.i64.sorted.mode-mean.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag_backward.f32.i64.atomic.mode-max.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_bag_backward.f32.i64.sorted.mode-max.any.any.math-f32.acc-f32.det.stable",
        "embedding.embedding_bag_backward.f64.i32.atomic.mode-sum.any.any.math-f64.acc-f64.nondet.unstable",
        "embedding.embedding_bag_backward.f64.i32.sorted.mode-sum.any.any.math-f64.acc-f64.det.stable",
        "embedding.embedding_bag_backward.f64.i32.atomic.mode-mean.any.any.math-f64.acc-f64.nondet.unstable",
        "embedding.embedding_bag_backward.f64.i32.sorted.mode-mean.any.any.math-f64.acc-f64.det.stable",
        "embedding.embedding_bag_backward.f64.i32.atomic.mode-max.any.any.math-f64.acc-f64.nondet.unstable",
        "embedding.embedding_bag_backward.f64.i32.sorted.mode-max.any.any.math-f64.acc-f64.det.stable",
        "embedding.embedding_bag_backward.f64.i64.atomic.mode-sum.any.any.math-f64.acc-f64.nondet.unstable",
        "embedding.embedding_bag_backward.f64.i64.sorted.mode-sum.any.any.math-f64.acc-f64.det.stable",
        "embedding.embedding_bag_backward.f64.i64.atomic.mode-mean.any.any.math-f64.acc-f64.nondet.unstable",
        "embedding.embedding_bag_backward.f64.i64.sorted.mode-mean.any.any.math-f64.acc-f64.det.stable",
        "embedding.embedding_bag_backward.f64.i64.atomic.mode-max.any.any.math-f64.acc-f64.nondet.unstable",
        "embedding.embedding_bag_backward.f64.i64.sorted.mode-max.any.any.math-f64.acc-f64.det.stable",
    ))
