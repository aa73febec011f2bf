"""Reverse-mode glue: each forward op of the catalog tied to its adjoint op.

    out, pullback = skucat.autodiff.vjp(skucat.ops.embedding, indices, weight, padding_idx=0)
    grads = pullback(grad_out)          # {"weight": dweight}

A rule is registered beside its functional op with `@defvjp(op, wrt)`; the
adjoint it calls is the one catalog.yaml names for that op, and a test
checks that every forward op of the catalog with an adjoint has its rule.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import Callable

from .errors import UnsupportedError


@dataclass(frozen=True)
class Rule:
    op: str                  # the forward op, as catalog.yaml names it
    forward: Callable        # its functional form in skucat.ops
    wrt: tuple[str, ...]     # the differentiable arguments
    pullback: Callable       # (grad_out, **arguments) -> {name in wrt: gradient or None}


RULES: dict[str, Rule] = {}


def rules() -> dict[str, Rule]:
    """Every registered rule (the functional layer registers them on import)."""
    from . import ops  # noqa: F401

    return RULES


def defvjp(forward: Callable, wrt: tuple[str, ...]):
    """Registers the decorated pullback as the gradient rule of `forward` (named as its op)."""

    def register(pullback: Callable) -> Callable:
        RULES[forward.__name__] = Rule(forward.__name__, forward, tuple(wrt), pullback)
        return pullback

    return register


def vjp(forward: Callable, *args, **kwargs):
    """Runs `forward(*args, **kwargs)`; returns (out, pullback) with pullback(grad_out) -> {name: grad}."""
    rule = rules().get(getattr(forward, "__name__", None))
    if rule is None or rule.forward is not forward:
        raise UnsupportedError(f"no gradient rule for {forward!r}; known: {sorted(rules())}")
    bound = inspect.signature(forward).bind(*args, **kwargs)
    bound.apply_defaults()
    out = forward(*args, **kwargs)

    def pullback(grad_out):
        return rule.pullback(grad_out, **bound.arguments)

    return out, pullback
