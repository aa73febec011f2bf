# Generated from catalog.yaml by codegen with templates/python/plans.py.j2. Do not edit.
"""Plans of the embedding family."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from skucat.families import embedding as _family
from skucat.plan import Plan, ParamSpec, TensorSpec
from skucat.sku import KernelSku

__all__ = [
    "EmbeddingDescriptor", "EmbeddingArgs", "EmbeddingPlan",
    "EmbeddingBackwardDescriptor", "EmbeddingBackwardArgs", "EmbeddingBackwardPlan",
]


@dataclass(frozen=True)
class EmbeddingDescriptor:
    """What EmbeddingPlan.select needs: extents, types, modes and runtime parameters.

    num_weights: rows of the table (V).
    embedding_dim: columns of the table (D).
    num_indices: indices, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    index: index element type, one of i32, i64.
    padding_idx: row excluded from the gradient; negative counts from the end.
    """

    num_weights: int
    embedding_dim: int
    num_indices: int
    element: Any = "f32"
    index: Any = "i32"
    padding_idx: Optional[int] = None


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
    `padding_idx` does not change the forward output. A row whose index is out of range is
    written as zeros, never read (the functional layer raises IndexError before it runs).

    When to use: Forward of an embedding lookup. Pair with EmbeddingBackwardPlan.
    Adjoint (backward op): EmbeddingBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}; index in {i32, i64}.
    Runtime params: padding_idx (see EmbeddingDescriptor).

    Shape limits: weight [num_weights, embedding_dim]; indices [num_indices]; out [num_indices, embedding_dim]; every extent >= 0; num_weights >= 1. C-contiguous arrays; outputs may not overlap inputs.

    Workspace: 0 bytes.

    Precision guarantee:
      gather: no arithmetic, no accumulation, deterministic and bit-stable. one thread per output element
    """

    op = "embedding"
    family = "embedding"
    adjoint = 'embedding_backward'
    Descriptor = EmbeddingDescriptor
    Args = EmbeddingArgs
    dims = ('num_weights', 'embedding_dim', 'num_indices')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'index'
    aux_types = ('i32', 'i64')
    axes = ()
    params = (
        ParamSpec('padding_idx', 'optional_int', ()),
    )
    tensors = (
        TensorSpec('weight', 'input', 'element',
                   '[num_weights, embedding_dim]',
                   lambda d: (d.num_weights,d.embedding_dim,), False),
        TensorSpec('indices', 'input', 'aux',
                   '[num_indices]',
                   lambda d: (d.num_indices,), False),
        TensorSpec('out', 'output', 'element',
                   '[num_indices, embedding_dim]',
                   lambda d: (d.num_indices,d.embedding_dim,), False),
    )
    limits = (
        ('num_weights >= 1', lambda d: d.num_weights >= 1),
    )
    entries = {'gather': False}
    skus = tuple(KernelSku.parse(text) for text in (
        "embedding.embedding.f16.i32.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.f16.i64.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.bf16.i32.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.bf16.i64.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.f32.i32.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.f32.i64.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.f64.i32.gather.any.any.math-none.acc-none.det.stable",
        "embedding.embedding.f64.i64.gather.any.any.math-none.acc-none.det.stable",
    ))
    _check = staticmethod(_family.check_embedding)
    _launch = staticmethod(_family.launch_embedding)
    _check_args = staticmethod(getattr(_family, "check_args_embedding", Plan._check_args))

    @staticmethod
    def _workspace_bytes(d) -> int:
        return int(0)


@dataclass(frozen=True)
class EmbeddingBackwardDescriptor:
    """What EmbeddingBackwardPlan.select needs: extents, types, modes and runtime parameters.

    num_weights: rows of the table (V).
    embedding_dim: columns of the table (D).
    num_indices: indices, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    index: index element type, one of i32, i64.
    padding_idx: row that receives no gradient; negative counts from the end.
    scale_grad_by_freq: divide each row's gradient by its index frequency.
    """

    num_weights: int
    embedding_dim: int
    num_indices: int
    element: Any = "f32"
    index: Any = "i32"
    padding_idx: Optional[int] = None
    scale_grad_by_freq: bool = False


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
    range and is not `padding_idx`; with `scale_grad_by_freq` each contribution is divided by
    the number of times its index occurs in `indices`. dweight is overwritten.

    When to use: Backward of EmbeddingPlan. Keep the forward `indices`.
    Adjoint of: EmbeddingPlan.

    Dtypes: element in {f16, bf16, f32, f64}; index in {i32, i64}.
    Runtime params: padding_idx, scale_grad_by_freq (see EmbeddingBackwardDescriptor).

    Shape limits: dout [num_indices, embedding_dim]; indices [num_indices]; dweight [num_weights, embedding_dim]; every extent >= 0; num_weights >= 1. C-contiguous arrays; outputs may not overlap inputs.

    Workspace: (4 * num_weights * embedding_dim if element in ('f16', 'bf16') else 0) + (4 * num_weights if scale_grad_by_freq else 0) bytes.

    Precision guarantee:
      atomic: math in compute, accumulation in compute, non-deterministic (atomic accumulation order varies between launches). atomicAdd of each dout element into its row. f32 and f64 accumulate in place; f16 and bf16
        accumulate in an f32 workspace, cast at the end.
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
    axes = ()
    params = (
        ParamSpec('padding_idx', 'optional_int', ()),
        ParamSpec('scale_grad_by_freq', 'bool', ()),
    )
    tensors = (
        TensorSpec('dout', 'input', 'element',
                   '[num_indices, embedding_dim]',
                   lambda d: (d.num_indices,d.embedding_dim,), False),
        TensorSpec('indices', 'input', 'aux',
                   '[num_indices]',
                   lambda d: (d.num_indices,), False),
        TensorSpec('dweight', 'output', 'element',
                   '[num_weights, embedding_dim]',
                   lambda d: (d.num_weights,d.embedding_dim,), False),
    )
    limits = (
        ('num_weights >= 1', lambda d: d.num_weights >= 1),
    )
    entries = {'zero': False, 'count': False, 'accumulate': False, 'finalize': False}
    skus = tuple(KernelSku.parse(text) for text in (
        "embedding.embedding_backward.f16.i32.atomic.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_backward.f16.i64.atomic.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_backward.bf16.i32.atomic.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_backward.bf16.i64.atomic.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_backward.f32.i32.atomic.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_backward.f32.i64.atomic.any.any.math-f32.acc-f32.nondet.unstable",
        "embedding.embedding_backward.f64.i32.atomic.any.any.math-f64.acc-f64.nondet.unstable",
        "embedding.embedding_backward.f64.i64.atomic.any.any.math-f64.acc-f64.nondet.unstable",
    ))
    _check = staticmethod(_family.check_embedding_backward)
    _launch = staticmethod(_family.launch_embedding_backward)
    _check_args = staticmethod(getattr(_family, "check_args_embedding_backward", Plan._check_args))

    @staticmethod
    def _workspace_bytes(d) -> int:
        return int((4 * d.num_weights * d.embedding_dim if d.element in ('f16', 'bf16') else 0) + (4 * d.num_weights if d.scale_grad_by_freq else 0))
