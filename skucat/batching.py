"""torch.func.vmap rules of skucat.torch's elementwise custom ops, derived from the plans: a batch dim
folded into the kernel's elements. An op is elementwise where each of its tensor arguments is a
`[numel]` operand of a flat view (relu, gelu, geglu...) or an operand of a broadcasting one (add,
where, clamp, masked_fill...), and it saves no output for its adjoint. Its rule moves each batched
tensor's batch dim to the front and views it at the op's full rank (size-1 dims after the batch
dim, so that dims still align from the right); an unbatched operand of a broadcasting op is left as
it is (broadcasting repeats it), any other tensor is expanded over the batch. The pullback's rule
also expands each unbatched operand it gives a gradient of, so that the gradient is summed to the
operand's shape per sample, not over the batch. Every other op keeps torch's fallback (a loop over
the batch with a performance warning).

Where folding would change the call's meaning, the rule runs the op on each sample itself: a batched
operand of one item (masked_fill's value), or a batched 0-d operand whose rank would change PyTorch's
result dtype (a 0-d tensor weighs less in promotion than a dimensioned one).

An op whose one tensor argument, input, is reduced or normalised along `dim` (softmax, log_softmax,
sum, mean, glu) folds the batch in front of input's dims (and of its pullback's gradient and output),
its `dim` counted past it; a dim left to PyTorch's default (softmax's implicit one) or a 0-d sample
runs on each sample.

An op whose every output leads with its input's first extent (layer_norm's and rms_norm's rows, the
batch of interpolate, grid_sample and the losses, adaptive_avg_pool2d's planes) folds the batch into
that extent: in front of the samples' dims where the rows are any dims before normalized_shape's, else
into their first (a 0-d sample, a loss's target of one row, in front); each argument that leads with
it is expanded over the batch where unbatched (grid_sample's input for a batch of grids). Its
pullback folds with it, but where the call has a gradient of an argument that does not lead
(layer_norm's weight and bias: a sum over every row, which would mix the samples), and an output that
does not lead for the call (a loss's mean or sum) or a batched argument that does not (weight) runs on
each sample."""

from __future__ import annotations

import types

import numpy as np
import torch

from .broadcasting import result_dtype
from .functional import broadcast_operands


def layout_of(plan, parameters, saved: tuple[str, ...]):
    """A SimpleNamespace of an elementwise op (one whose tensor arguments, among its schema's
    `parameters` ((type, name) pairs), are all operands, and whose adjoint reads no output beyond its
    own, `saved`): its `operands`, whether they broadcast
    (`broadcast`), and those its checks hold to one item (`single`: masked_fill's value), by PyTorch's
    names; None for any other op."""
    view, renamed = plan.functional.view, plan.functional.tensors
    if view == "flat":
        operands, single = {spec.name for spec in plan.tensors if spec.role == "input" and spec.shape_text == "[numel]"}, ()
    elif view == "broadcast":
        texts = {check.text for check in plan.checks}
        operands = set(broadcast_operands(plan))
        single = [name for name in operands if f"{name}_numel == 1" in texts]
    else:
        return None
    tensors = {name for kind, name in parameters if kind.startswith("Tensor")}
    named = frozenset(renamed.get(name, name) for name in operands)
    if not tensors <= named or saved:
        return None
    return types.SimpleNamespace(operands=named, broadcast=view == "broadcast",
                                 single=frozenset(renamed.get(name, name) for name in single))


def register(custom, names: tuple[str, ...], layout, numpy_dtypes: dict, wrt: tuple[str, ...] | None = None):
    """custom's vmap rule: `names` its arguments, `layout` the op's (layout_of); a pullback's also
    `wrt`, the operands whose gradients it returns, in order (None for a forward, whose outputs have
    the full shape; a pullback's _grad and _output have it). `numpy_dtypes` maps torch dtypes to
    numpy's, for the promotion check."""
    full = {"_grad", "_output"} if wrt is not None else set()

    def rule(info, in_dims, *values):
        size = info.batch_size
        tensors = {name: (v, d) for name, v, d in zip(names, values, in_dims) if isinstance(v, torch.Tensor)}
        ranks = {name: v.dim() - (d is not None) for name, (v, d) in tensors.items()}
        if not _folds(layout, tensors, ranks, values, names, numpy_dtypes):
            return _each(custom, size, values, in_dims)
        rank = max(ranks.values())
        expanded = set(wrt or ()) | full | (set() if layout.broadcast else layout.operands)
        batched = [_batched(v, tensors[name][1], size, rank - ranks[name]) if name in tensors
                   and (tensors[name][1] is not None or name in expanded) else v for name, v in zip(names, values)]
        result = custom(*batched)
        if wrt is None:
            return result, 0 if isinstance(result, torch.Tensor) else (0,) * len(result)
        found = (result,) if isinstance(result, torch.Tensor) else result
        given = dict(zip(names, batched))
        out = [_unbatched(g, given[name], size, ranks.get(name, 0)) for g, name in zip(found, wrt)]
        outputs, dims = tuple(g for g, _ in out), tuple(d for _, d in out)
        return (outputs[0], dims[0]) if isinstance(result, torch.Tensor) else (outputs, dims)

    custom.register_vmap(rule)


def _batched(value, dim: int | None, size: int, missing: int):
    """`value` with its batch dim (expanded where it has none) first, then `missing` dims of 1."""
    moved = value.movedim(dim, 0) if dim is not None else value.expand(size, *value.shape)
    return moved.reshape(size, *(1,) * missing, *moved.shape[1:])


def _unbatched(gradient, operand, size: int, rank: int) -> tuple:
    """(a pullback's gradient of a batched `operand`, its batch dim): at the operand's own rank, batch
    dim 0; an empty tensor (no gradient) as it is, unbatched."""
    if not isinstance(operand, torch.Tensor) or gradient.shape != operand.shape:
        return gradient, None
    return gradient.reshape(size, *operand.shape[operand.dim() - rank:]), 0


def _folds(layout, tensors: dict, ranks: dict, values, names, numpy_dtypes: dict) -> bool:
    """Whether the batch folds into the op's elements without changing the call: no batched operand of
    one item, and PyTorch's result dtype the same with the batched 0-d operands as dimensioned ones."""
    batched = {name for name, (_, d) in tensors.items() if d is not None}
    if batched & layout.single:
        return False
    if not any(ranks[name] == 0 for name in batched):
        return True
    numbers = [v for name, v in zip(names, values) if name.endswith("_number") and v is not None]
    def dtype(ndims):
        return result_dtype([types.SimpleNamespace(dtype=numpy_dtypes.get(v.dtype, np.dtype(object)), ndim=n)
                             for (v, _), n in zip(tensors.values(), ndims)], numbers)
    return dtype(ranks.values()) == dtype(v.dim() for v, _ in tensors.values())


def _each(custom, size: int, values, in_dims):
    """custom on each sample, stacked on a batch dim 0."""
    results = [custom(*[v.select(d, i) if isinstance(v, torch.Tensor) and d is not None else v
                        for v, d in zip(values, in_dims)]) for i in range(size)]
    if isinstance(results[0], torch.Tensor):
        return torch.stack(results), 0
    return tuple(torch.stack(r) for r in zip(*results)), (0,) * len(results[0])


def along_dim(parameters, saved: tuple[str, ...]) -> bool:
    """Whether an op, by its schema's `parameters` ((type, name) pairs) and the outputs its adjoint
    saves, works along `dim` of its one tensor argument, input (register_along_dim)."""
    names = {name for _, name in parameters}
    return not saved and "dim" in names and {name for kind, name in parameters if kind.startswith("Tensor")} == {"input"}


def register_along_dim(custom, names: tuple[str, ...], listed: bool):
    """custom's vmap rule, for an op along_dim (or its pullback, `names` then also _grad and _output;
    `listed`: its dim a list, as sum's, where None and [] mean every dim): every tensor with its
    batch dim first (expanded where it has none), `dim` past it."""
    at = names.index("dim")

    def rule(info, in_dims, *values):
        rank = values[names.index("input")].dim() - (in_dims[names.index("input")] is not None)
        dim = _past_batch(values[at], rank, listed)
        if dim is None:
            return _each(custom, info.batch_size, values, in_dims)
        batched = [(v.movedim(d, 0) if d is not None else v.expand(info.batch_size, *v.shape))
                   if isinstance(v, torch.Tensor) else v for v, d in zip(values, in_dims)]
        batched[at] = dim
        result = custom(*batched)
        return result, 0 if isinstance(result, torch.Tensor) else (0,) * len(result)

    custom.register_vmap(rule)


def _past_batch(dim, rank: int, listed: bool):
    """`dim` of a sample of `rank` dims, counted in the batched tensor; None where the sample has no
    dims or not that dim (a negative one would count the batch), or an int dim is left to PyTorch's
    default (softmax's implicit one)."""
    if isinstance(dim, int):
        return _past_batch([dim], rank, listed)[0] if rank and -rank <= dim < rank else None
    if rank == 0 or dim is not None and not all(isinstance(d, int) and -rank <= d < rank for d in dim):
        return None   # (each sample then refuses it as the op does, or takes it as its own)
    if dim is None or len(dim) == 0:
        return list(range(1, rank + 1)) if listed else None
    return [d + 1 if d >= 0 else d for d in dim]


def leading_of(plan, parameters, saved: tuple[str, ...]):
    """A SimpleNamespace of an op whose every output (its returned and `saved` ones) leads with the
    first extent of its input (rows, batch, planes), or is absent, by its plan's shapes: `symbol`
    that extent, `specs` its tensor arguments' specs by PyTorch's names (by schema `parameters`),
    `outputs` its outputs' specs in order, `prepend` whether a batch dim goes in front of the samples'
    dims (normalized_shape counts the normalised dims from the end: any dims before them are rows)
    rather than into their first; None for any other op (an argument of its own shape, an output
    of another extent: embedding's rows, a reduction's sum, or a view of any shape as [numel])."""
    if plan.functional.view:
        return None
    renamed = plan.functional.tensors
    by_name = {renamed.get(spec.name, spec.name): spec for spec in plan.tensors}
    inputs = [spec for spec in plan.tensors if spec.role == "input"]
    symbol = _extents(inputs[0].shape_text)[:1] if inputs else []
    tensors = [name for kind, name in parameters if kind.startswith("Tensor")]
    outputs = [by_name.get(name) for name in (*plan.functional.returns, *saved)]
    if not symbol or not all(name in by_name for name in tensors) or None in outputs:
        return None
    if not all(_leads(spec, symbol[0]) or spec.when for spec in outputs):
        return None
    return types.SimpleNamespace(symbol=symbol[0], dims=plan.dims, specs={name: by_name[name] for name in tensors},
                                 outputs=tuple(outputs), saved={name: by_name[name] for name in saved},
                                 prepend="normalized_shape" in {name for _, name in parameters})


def _extents(shape_text: str) -> list[str]:
    return [text.strip() for text in shape_text.strip("[]").split(",")] if shape_text != "[]" else []


def _leads(spec, symbol: str) -> bool:
    """Whether the spec's first extent reads `symbol` (as a word)."""
    first = _extents(spec.shape_text)[:1]
    return bool(first) and symbol in first[0].replace("*", " ").split()


def _carries(layout, spec, arguments: dict):
    """Whether, for a call with `arguments`, a tensor of `spec` leads with the layout's extent itself
    (its first extent doubles with it, the others 1: nll_loss's out for reduction='none', not for
    'mean'): True, False, or None where the call writes no such output (its `when` false)."""
    def names(extent: int):
        return types.SimpleNamespace(**{**arguments, **dict.fromkeys(layout.dims, 1), layout.symbol: extent})
    try:
        if spec.when is not None and not spec.when(names(1)):
            return None
        one, two = spec.shape(names(1)), spec.shape(names(2))
    except (AttributeError, TypeError, NameError):   # (an extent read from what the call does not give)
        return False
    return bool(one) and one[0] == 1 and two[0] == 2 and one[1:] == two[1:]


def register_leading(custom, names: tuple[str, ...], layout, wrt: tuple[str, ...] | None = None, wrt_of=None):
    """custom's vmap rule, for an op leading_of (or its pullback, `names` then _grad, the op's
    arguments, _output and _saved_<output>; `wrt` the arguments whose gradients it returns, in order,
    and `wrt_of(arguments)` those a call has, by name): each tensor that leads with the extent folds its batch into it
    (unbatched: expanded over the batch), and so does each output and gradient of one; the op runs on
    each sample where the call does not fold that way (an output that does not lead with the extent, a
    batched argument that does not, a gradient of one, which would be summed over the batch)."""
    pullback = wrt is not None
    results = {"_grad": layout.outputs[0], "_output": layout.outputs[0],
               **{f"_saved_{name}": spec for name, spec in layout.saved.items()}} if pullback else {}
    specs = {**layout.specs, **results}

    def rule(info, in_dims, *values):
        size, dims, given = info.batch_size, dict(zip(names, in_dims)), dict(zip(names, values))
        arguments = {name: v for name, v in given.items() if name not in results}
        states = {name: _carries(layout, spec, arguments) if name in results else _leads(spec, layout.symbol)
                  for name, spec in specs.items()}
        taken = tuple(wrt_of(dict(arguments))) if pullback else ()
        outputs = [_carries(layout, spec, arguments) for spec in layout.outputs]
        if size == 0 or False in outputs or any(dims[name] is not None and states[name] is False for name in specs) \
                or any(isinstance(given[name], torch.Tensor) and not states[name] for name in taken):
            return _each(custom, size, values, in_dims)
        prepend = layout.prepend or any(isinstance(given[name], torch.Tensor) and states[name]
                                        and given[name].dim() == (dims[name] is not None) for name in specs)
        def mode(spec):   # (a tensor of the extent alone, layer_norm's mean and rstd, is flat: [rows])
            return "flat" if spec.shape_text == f"[{layout.symbol}]" else "prepend" if prepend else "merge"

        batched = dict(given)
        for name, state in states.items():
            value, dim = given[name], dims[name]
            if isinstance(value, torch.Tensor) and state:
                batched[name] = _folded(value, dim, size, mode(specs[name]))
            elif isinstance(value, torch.Tensor) and dim is not None:   # (an absent saved output: empty)
                batched[name] = value.select(dim, 0)
        result = custom(*batched.values())
        found = (result,) if isinstance(result, torch.Tensor) else result
        if pullback:   # (a gradient of an argument that leads with the extent; an empty one: none)
            kinds = [mode(specs[name]) if states[name] and isinstance(batched[name], torch.Tensor)
                     and g.shape == batched[name].shape else None for g, name in zip(found, wrt)]
        else:
            kinds = [mode(spec) if state is not None else None for spec, state in zip(layout.outputs, outputs)]
        out = [(_unfolded(g, size, kind), 0) if kind else (g, None) for g, kind in zip(found, kinds)]
        outputs, out_dims = tuple(g for g, _ in out), tuple(d for _, d in out)
        return (outputs[0], out_dims[0]) if isinstance(result, torch.Tensor) else (outputs, out_dims)

    custom.register_vmap(rule)


def _folded(value, dim: int | None, size: int, mode: str):
    """`value`'s batch dim (expanded where it has none) in front of its dims ("prepend"), merged into
    its first ("merge"), or with them all ("flat")."""
    moved = value.movedim(dim, 0) if dim is not None else value.expand(size, *value.shape)
    return moved if mode == "prepend" else moved.reshape(-1) if mode == "flat" \
        else moved.reshape(size * moved.shape[1], *moved.shape[2:])


def _unfolded(result, size: int, mode: str):
    """A result of a folded call, batch dim 0 (_folded's inverse)."""
    return result if mode == "prepend" else result.reshape(size, -1) if mode == "flat" \
        else result.reshape(size, result.shape[0] // size, *result.shape[1:])
