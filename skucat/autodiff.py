"""Reverse-mode glue: each forward op of the catalog tied to its adjoint op.

    out, pullback = skucat.autodiff.vjp(skucat.ops.embedding, indices, weight, padding_idx=0)
    grads = pullback(grad_out)          # {"weight": dweight}

The rules are generated from each op's `adjoint:` in catalog.yaml (the
backward op's call over the forward's arguments, and which result is the
gradient of which argument), as PyTorch's derivatives.yaml does.
"""

from __future__ import annotations

import inspect
import types
from dataclasses import dataclass
from typing import Callable

from . import functional
from .errors import UnsupportedError


@dataclass(frozen=True)
class Rule:
    op: str                  # the forward op, as catalog.yaml names it
    forward: Callable        # its functional form in skucat.ops
    wrt: tuple[str, ...]     # the differentiable arguments
    pullback: Callable       # (grad_out, arguments, output, saved, stream) -> {name in wrt: gradient or None}


def rules() -> dict[str, Rule]:
    """The gradient rule of every forward op of the catalog."""
    from .generated.ops import ADJOINTS

    return {op: Rule(op, *rule) for op, rule in ADJOINTS.items()}


def vjp(forward: Callable, *args, **kwargs):
    """Runs `forward(*args, **kwargs)`; returns (out, pullback) with pullback(grad_out) -> {name: grad}.
    The pullback keeps what the forward's plan wrote and does not return (aten's saved tensors)."""
    rule = rules().get(getattr(forward, "__name__", None))
    if rule is None or rule.forward is not forward:
        raise UnsupportedError(f"no gradient rule for {forward!r}; known: {sorted(rules())}")
    bound = inspect.signature(forward).bind(*args, **kwargs)
    bound.apply_defaults()
    with functional.saving() as saved:
        out = forward(*args, **kwargs)
    arguments = types.SimpleNamespace(**bound.arguments)

    def pullback(grad_out):
        return rule.pullback(grad_out, arguments, out, saved.get(rule.op, {}), arguments.stream)

    return out, pullback
