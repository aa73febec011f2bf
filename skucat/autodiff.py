"""Reverse-mode glue: each forward op of the catalog tied to its adjoint op.

    out, pullback = skucat.autodiff.vjp(skucat.ops.embedding, indices, weight, padding_idx=0)
    grads = pullback(grad_out)          # {"weight": dweight}

    w = skucat.autodiff.from_inner(weight)                  # reverse mode over a tape (Burn's contract)
    loss = skucat.ops.nll_loss(skucat.ops.log_softmax(skucat.ops.embedding(indices, w), -1), target)
    grads = skucat.autodiff.backward(loss)
    dweight = skucat.autodiff.grad(w, grads)

The rules are generated from each op's `adjoint:` in catalog.yaml (the
backward op's call over the forward's arguments, and which result is the
gradient of which argument), as PyTorch's derivatives.yaml does.
"""

from __future__ import annotations

import inspect
import types
from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from . import functional
from .errors import InvalidArgumentError, ShapeError, UnsupportedError


@dataclass(frozen=True)
class Estimator:
    """A rule that is not the derivative of the forward (catalog.yaml's `adjoint: estimator:`), for
    the calls where `when` holds (always when it is empty)."""

    kind: str                # e.g. straight-through
    doc: str                 # what the gradient is instead
    when: str                # the condition, over the forward's arguments
    holds: Callable | None
    # grad times a factor per element flat in the arguments: the pullback is its own adjoint
    elementwise: bool = False

    def applies(self, arguments: dict) -> bool:
        """Whether the rule is this estimator for a call with `arguments` (by name, defaults included)."""
        return self.holds is None or bool(self.holds(types.SimpleNamespace(**arguments)))


@dataclass(frozen=True)
class Rule:
    op: str                  # the forward op, as catalog.yaml names it
    forward: Callable        # its functional form in skucat.ops
    wrt: tuple[str, ...]     # the differentiable arguments
    pullback: Callable       # (grad_out, arguments, output, saved, stream) -> {name in wrt: gradient or None}
    estimator: Estimator | None = None   # None: the rule is the derivative of the forward
    conditions: dict = field(default_factory=dict)   # {name in wrt: predicate over the arguments} of some calls'
    # How its forward-mode rule (JVP) follows from the catalog: "linear" (the op itself on the tangents),
    # "elementwise" (the adjoint of each operand's tangent at the broadcast shape, summed), "halves" (the
    # halves of the adjoint at ones times input's tangent, added: glu), "stated" (the
    # catalog's term per argument, summed: jvp), or None
    tangent: str | None = None
    # A stated rule's (tangents by argument, arguments, output, saved, stream) -> the output's tangent
    jvp: Callable | None = None
    # A stated rule's arguments with a term: None, or (when, predicate over the arguments) where it holds
    # for some calls only
    terms: dict = field(default_factory=dict)
    # {name in wrt: predicate over the arguments} of the calls in which the op is constant in it (a zero
    # gradient: nearest sampling's grid)
    constant: dict = field(default_factory=dict)
    linear: tuple[str, ...] = ()   # the arguments it is linear in, for every call

    def flat(self, arguments: dict) -> bool:
        """Whether the pullback of a call with `arguments` varies with none of the differentiable
        arguments' values: each is one the op is linear in or constant in for the call. The pullback
        is then linear in the gradient alone, and its own adjoint is the op on the incoming gradients
        in the linear arguments' places."""
        names = types.SimpleNamespace(**arguments)
        return all(name in self.linear or name in self.constant and self.constant[name](names)
                   for name in self.wrt_of(arguments))

    def wrt_of(self, arguments: dict) -> tuple[str, ...]:
        """The arguments a call with `arguments` (by name, defaults included) has gradients of: wrt,
        less those whose condition does not hold (the weight of cross_entropy with class indices)."""
        if not self.conditions:
            return self.wrt
        names = types.SimpleNamespace(**arguments)
        return tuple(name for name in self.wrt if name not in self.conditions or self.conditions[name](names))

    def tangents_of(self, arguments: dict) -> tuple[str, ...]:
        """The arguments a call with `arguments` takes a tangent of: those it has gradients of, and for a
        stated rule only those with a term that holds for the call (none without a rule)."""
        if not self.tangent:
            return ()
        names = types.SimpleNamespace(**arguments)
        return tuple(name for name in self.wrt_of(arguments) if self.tangent != "stated" or name in self.terms
                     and (self.terms[name] is None or self.terms[name][1](names)))


def rules() -> dict[str, Rule]:
    """The gradient rule of every forward op of the catalog."""
    from .generated.ops import ADJOINTS

    return {op: Rule(op, forward, wrt, pullback, estimator and Estimator(*estimator), conditions, *tangent)
            for op, (forward, wrt, pullback, estimator, conditions, *tangent) in ADJOINTS.items()}


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


# ---- Reverse mode over a recorded tape, with Burn's gradient contract (AutodiffBackend):
# from_inner / inner between tracked tensors and arrays, backward(tensor) -> Gradients, and
# grad / grad_remove / grad_replace on them.

class Tracked:
    """An array (of any backend) that the tape follows: what `skucat.ops` returns when an argument
    is tracked. `inner(tensor)` gives the array back."""

    __slots__ = ("_inner", "_node", "__weakref__")

    def __init__(self, array, node=None):
        self._inner, self._node = array, node

    @staticmethod
    def __skucat_invoke__(plan_class, arguments: dict):
        """skucat.functional's hook for a call with a tracked argument: the call is recorded."""
        return record(plan_class, arguments)

    @property
    def shape(self):
        return self._inner.shape

    @property
    def dtype(self):
        return self._inner.dtype

    def __repr__(self) -> str:
        made = f"{self._node.op}'s result" if self._node else "a leaf"
        return f"Tracked({made}, shape={tuple(self.shape)}, dtype={self.dtype})"


@dataclass(frozen=True)
class _Node:
    op: str
    pullback: Callable                 # grad of the result -> {argument name: gradient or None}
    inputs: tuple                      # (argument name, Tracked) of the differentiable tracked arguments


class Gradients:
    """The gradients of one backward pass, by tracked tensor (Burn's Gradients)."""

    def __init__(self):
        self._by_id = {}               # id(tensor) -> (tensor, gradient); the tensor keeps its id taken

    def _add(self, tensor, gradient):
        found = self._by_id.get(id(tensor))
        self._by_id[id(tensor)] = (tensor, _summed(None if found is None else found[1], gradient))

    def __len__(self) -> int:
        return len(self._by_id)


def from_inner(array) -> Tracked:
    """A tracked leaf of `array`, a numpy or device (CuPy) array."""
    if isinstance(array, Tracked):
        raise InvalidArgumentError("from_inner takes an array, not a tensor that is already tracked")
    if type(array).__module__.startswith("torch"):
        raise InvalidArgumentError("from_inner takes a numpy or device array, not a torch tensor: skucat.torch's ops "
                                   "are differentiated by torch's autograd (or pass tensor.numpy())")
    if not isinstance(array, np.ndarray) and not hasattr(type(array), "__cuda_array_interface__"):
        raise InvalidArgumentError(f"from_inner takes a numpy or device array, not {type(array).__name__}")
    return Tracked(array)


def inner(tensor):
    """The array of a tracked tensor (an array passes through)."""
    return tensor._inner if isinstance(tensor, Tracked) else tensor


def _tracked(tensor, name: str) -> Tracked:
    if not isinstance(tensor, Tracked):
        raise InvalidArgumentError(f"{name} must be a tracked tensor (skucat.autodiff.from_inner), "
                                   f"not {type(tensor).__name__}")
    return tensor


def backward(tensor, grad=None) -> Gradients:
    """Runs the tape that made `tensor` in reverse, each op's pullback its catalog adjoint; `grad`
    is the gradient of `tensor` (ones when None). The gradients of a tensor used several times are
    summed."""
    tensor = _tracked(tensor, "tensor")
    if grad is None:
        grad = inner(tensor).copy()   # an array of the tensor's backend, dtype and shape (0-d stays 0-d)
        grad[...] = 1
    elif tuple(getattr(inner(grad), "shape", ())) != tuple(tensor.shape):
        raise ShapeError(f"grad must have the tensor's shape {tuple(tensor.shape)}, not "
                         f"{tuple(getattr(inner(grad), 'shape', ()))}")
    order, seen = [], set()

    def visit(node_tensor):   # depth first, iteratively: a long chain must not hit the recursion limit
        stack = [(node_tensor, False)]
        while stack:
            current, done = stack.pop()
            if done:
                order.append(current)
                continue
            if id(current) in seen:
                continue
            seen.add(id(current))
            stack.append((current, True))
            if current._node:
                stack.extend((parent, False) for _, parent in current._node.inputs if id(parent) not in seen)

    visit(tensor)
    pending, grads = {id(tensor): inner(grad)}, Gradients()
    for current in reversed(order):   # every consumer before what it consumed
        gradient = pending.pop(id(current), None)
        if gradient is None:
            continue
        grads._add(current, gradient)
        if current._node:
            found = current._node.pullback(gradient)
            for name, parent in current._node.inputs:
                if found.get(name) is not None:
                    pending[id(parent)] = _summed(pending.get(id(parent)), found[name])
    return grads


def _summed(earlier, gradient):
    """earlier + gradient (gradient where earlier is None); a sum of 0-d arrays stays an array, where
    numpy's is a scalar."""
    if earlier is None:
        return gradient
    total = earlier + gradient
    return np.asarray(total) if isinstance(total, np.generic) else total


def grad(tensor, grads: Gradients):
    """The gradient of `tensor` in `grads`, or None when the tensor is not in the graph."""
    found = grads._by_id.get(id(_tracked(tensor, "tensor")))
    return None if found is None else found[1]


def grad_remove(tensor, grads: Gradients):
    """Takes the gradient of `tensor` out of `grads` (None when absent)."""
    found = grads._by_id.pop(id(_tracked(tensor, "tensor")), None)
    return None if found is None else found[1]


def grad_replace(tensor, grads: Gradients, gradient) -> None:
    """Sets the gradient of `tensor` in `grads`."""
    grads._by_id[id(_tracked(tensor, "tensor"))] = (tensor, gradient)


def record(plan_class, arguments: dict):
    """A functional op called with tracked tensors: runs it on their arrays and returns tracked
    results, tied to the op's adjoint when it has one."""
    plain = {name: inner(value) for name, value in arguments.items()}
    rule = rules().get(plan_class.op)
    if rule is None:   # no gradient: the results are tracked constants
        out = functional.invoke(plan_class, plain)
        return tuple(None if o is None else Tracked(o) for o in out) if isinstance(out, tuple) else Tracked(out)
    stream = plain.pop("stream")
    out, pullback = vjp(rule.forward, **plain, stream=stream)
    return recorded(plan_class.op, out, pullback, {name: arguments.get(name) for name in rule.wrt_of(arguments)})


def recorded(op: str, out, pullback, arguments: dict) -> Tracked:
    """`out`, an array, as the tracked result of `op` (a catalog op, or a view outside the catalog):
    pullback(gradient of out) -> {argument name: gradient or None}, for the tracked tensors among
    `arguments` (name -> value); a constant when none is tracked."""
    inputs = tuple((name, value) for name, value in arguments.items() if isinstance(value, Tracked))
    return Tracked(out, _Node(op, pullback, inputs) if inputs else None)
