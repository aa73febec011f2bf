"""Reverse-mode glue: each forward op of the catalog tied to its adjoint op.

    out, pullback = skucat.autodiff.vjp(skucat.ops.embedding, indices, weight, padding_idx=0)
    grads = pullback(grad_out)          # {"weight": dweight}

    w = skucat.autodiff.from_inner(weight)                  # reverse mode over a tape (Burn's contract)
    loss = skucat.ops.nll_loss(skucat.ops.log_softmax(skucat.ops.embedding(indices, w), -1), target)
    grads = skucat.autodiff.backward(loss)
    dweight = skucat.autodiff.grad(w, grads)

    grads = skucat.autodiff.backward(loss, create_graph=True)   # the gradients as tracked tensors:
    second = skucat.autodiff.backward(skucat.ops.sum(skucat.ops.mul(skucat.autodiff.grad(w, grads), v)))

The rules are generated from each op's `adjoint:` in catalog.yaml (the
backward op's call over the forward's arguments, and which result is the
gradient of which argument), as PyTorch's derivatives.yaml does. A backward with create_graph
records each pullback on the tape as well (Rule.second says how), so derivatives of any order follow.
"""

from __future__ import annotations

import functools
import inspect
import sys
import types
from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from . import functional
from .expr import floating
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
    # The backward the catalog composes of its ops (generated.ops.COMPOSED: syntax, variables, statements,
    # results by argument, conditions by argument), or None
    composed: tuple | None = None

    def second(self, arguments: dict, taken) -> str | None:
        """How the pullback of a call with `arguments` (by name, defaults included) that gives the
        gradients of `taken` is differentiated again: "own" (an elementwise estimator's, grad times a
        factor flat in the arguments: its own adjoint), "linear" (flat: the op on the incoming gradients
        in the linear arguments' places), "composed" (the catalog's statements, a graph of its ops), or
        None where the catalog gives no second derivative."""
        if self.estimator and self.estimator.applies(arguments):
            return "own" if self.estimator.elementwise and len(self.wrt) == 1 else None
        if self.flat(arguments):
            return "linear"
        whens, names = self.composed and self.composed[4], types.SimpleNamespace(**arguments)
        if self.composed and all(whens[name](names) for name in taken if name in whens):
            return "composed"
        return None

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
    return dict(_rules())


@functools.cache
def _rules() -> dict[str, Rule]:
    from .generated.ops import ADJOINTS, COMPOSED

    return {op: Rule(op, forward, wrt, pullback, estimator and Estimator(*estimator), conditions, *tangent,
                     composed=COMPOSED.get(op))
            for op, (forward, wrt, pullback, estimator, conditions, *tangent) in ADJOINTS.items()}


def vjp(forward: Callable, *args, **kwargs):
    """Runs `forward(*args, **kwargs)`; returns (out, pullback) with pullback(grad_out) -> {name: grad}.
    The pullback keeps what the forward's plan wrote and does not return (aten's saved tensors)."""
    rule = _rules().get(getattr(forward, "__name__", None))
    if rule is None or rule.forward is not forward:
        raise UnsupportedError(f"no gradient rule for {forward!r}; known: {sorted(_rules())}")
    bound = inspect.signature(forward).bind(*args, **kwargs)
    bound.apply_defaults()
    out, _, pullback = _run(rule, bound.arguments)
    return out, pullback


def _run(rule: Rule, arguments: dict):
    """Runs rule's forward with `arguments` (by name, defaults included): (out, the outputs its plan
    saved by name, pullback)."""
    with functional.saving() as saved:
        out = rule.forward(**arguments)
    saved, namespace = saved.get(rule.op, {}), types.SimpleNamespace(**arguments)

    def pullback(grad_out):
        return rule.pullback(grad_out, namespace, out, saved, namespace.stream)

    return out, saved, pullback


# ---- Reverse mode over a recorded tape, with Burn's gradient contract (AutodiffBackend):
# from_inner / inner between tracked tensors and arrays, backward(tensor) -> Gradients, and
# grad / grad_remove / grad_replace on them.

class Tracked:
    """An array (of any backend) that the tape follows: what `skucat.ops` returns when an argument
    is tracked. `inner(tensor)` gives the array back. It has the few tensor methods the catalog's
    composed backwards call (skucat.composition), each a view or a constant."""

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

    def dim(self) -> int:
        return len(self.shape)

    def is_floating_point(self) -> bool:
        return floating(self._inner)

    def reshape(self, shape):   # (skucat.ops.reshape checks the shape first)
        before = tuple(self.shape)
        return recorded("reshape", self._inner.reshape(shape), lambda grad: {"input": grad.reshape(before)},
                        {"input": self})

    view = reshape

    def transpose(self, order):   # (skucat.ops.permute checks the order first)
        inverse = tuple(sorted(range(len(order)), key=order.__getitem__))
        return recorded("permute", self._inner.transpose(order), lambda grad: {"input": grad.transpose(inverse)},
                        {"input": self})

    def __getitem__(self, index):   # basic indexing (ints, slices, ...): its pullback puts grad in place in zeros
        shape = tuple(self.shape)
        return recorded("index", self._inner[index], lambda grad: {"input": _placed(grad, shape, index)},
                        {"input": self})

    def unsqueeze(self, dim: int):
        shape = list(self.shape)
        shape.insert(dim % (len(shape) + 1), 1)
        return self.reshape(shape)

    def narrow(self, dim: int, start: int, length: int):
        return self[(slice(None),) * (dim % self.dim()) + (slice(start, start + length),)]

    def new_tensor(self, values):
        """`values` (numbers, nested lists) as a constant of this tensor's dtype and backend."""
        module = np if isinstance(self._inner, np.ndarray) else sys.modules[type(self._inner).__module__.split(".")[0]]
        return _Constant(module.asarray(values, dtype=self.dtype))   # (numpy's or CuPy's)

    def ne(self, value):
        """self != value, a constant (bool: no gradient)."""
        return _Constant(self._inner != value)

    @staticmethod
    def graph_vjp(function, values: list, grad) -> list:
        """The gradients at `grad` of function(*values) in each of `values`, as graphs (a composed
        backward's `pullback`): an untracked value is a leaf of its own."""
        return _graph_vjp(function, values, grad)

    def __repr__(self) -> str:
        made = f"{self._node.op}'s result" if self._node else "a constant" if isinstance(self, _Constant) else "a leaf"
        return f"Tracked({made}, shape={tuple(self.shape)}, dtype={self.dtype})"


class _Constant(Tracked):
    """A tracked array that no gradient reaches: a composed backward's constant (an argument or gradient
    that is not tracked), or a result of constants alone."""

    __slots__ = ()


def _placed(grad, shape: tuple, index):
    """Zeros of `shape` holding grad at index: indexing's adjoint, whose own is indexing again."""
    out = np.zeros_like(inner(grad), shape=shape)
    out[index] = inner(grad)
    return recorded("index_backward", out, lambda cotangent: {"grad": cotangent[index]}, {"grad": grad}) \
        if isinstance(grad, Tracked) else out


def _live(value) -> bool:
    return isinstance(value, Tracked) and not isinstance(value, _Constant)


@dataclass(frozen=True)
class _Node:
    op: str
    pullback: Callable                 # grad of the result -> {argument name: gradient or None}
    inputs: tuple                      # (argument name, Tracked) of the differentiable tracked arguments
    # The pullback as a graph (a backward with create_graph): (grad, the result) -> {argument name: tracked
    # gradient}; None where the pullback records itself on a tracked gradient (views: linear in it alone)
    graph: Callable | None = None


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


def backward(tensor, grad=None, create_graph: bool = False) -> Gradients:
    """Runs the tape that made `tensor` in reverse, each op's pullback its catalog adjoint; `grad`
    is the gradient of `tensor` (ones when None). The gradients of a tensor used several times are
    summed. With create_graph the pullbacks are recorded too: the gradients are tracked tensors, whose
    own backward gives second derivatives (an op whose catalog gives none refuses it by name there)."""
    tensor = _tracked(tensor, "tensor")
    if grad is None:
        grad = inner(tensor).copy()   # an array of the tensor's backend, dtype and shape (0-d stays 0-d)
        grad[...] = 1
    elif tuple(getattr(inner(grad), "shape", ())) != tuple(tensor.shape):
        raise ShapeError(f"grad must have the tensor's shape {tuple(tensor.shape)}, not "
                         f"{tuple(getattr(inner(grad), 'shape', ()))}")
    return _gradients(tensor, grad if create_graph else inner(grad), create_graph)


def _gradients(tensor: Tracked, grad, create_graph: bool, wanted: tuple = ()) -> Gradients:
    """backward's pass; with `wanted` (tracked tensors) only through the ops on a path to them."""
    order, seen = [], set()
    stack = [(tensor, False)]   # depth first, iteratively: a long chain must not hit the recursion limit
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
    if wanted:   # (every input before its consumers in order)
        reaching = {id(t) for t in wanted}
        for current in order:
            if current._node and any(id(parent) in reaching for _, parent in current._node.inputs):
                reaching.add(id(current))
        order = [current for current in order if id(current) in reaching]
    pending, grads = {id(tensor): grad}, Gradients()
    for current in reversed(order):   # every consumer before what it consumed
        gradient = pending.pop(id(current), None)
        if gradient is None:
            continue
        grads._add(current, gradient)
        node = current._node
        if node:
            found = node.graph(gradient, current) if create_graph and node.graph else node.pullback(gradient)
            for name, parent in node.inputs:
                if found.get(name) is not None:
                    pending[id(parent)] = _summed(pending.get(id(parent)), found[name])
    return grads


def _summed(earlier, gradient):
    """earlier + gradient (gradient where earlier is None); a sum of 0-d arrays stays an array, where
    numpy's is a scalar; of tracked gradients, a tracked sum."""
    if earlier is None:
        return gradient
    if isinstance(earlier, Tracked) or isinstance(gradient, Tracked):
        from .generated import ops

        return ops.add(earlier, gradient)
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
    results, tied to the op's adjoint when it has one (and the constants' results constants)."""
    plain = {name: inner(value) for name, value in arguments.items()}
    rule = _rules().get(plan_class.op)
    taken = rule and tuple(name for name in rule.wrt_of(plain) if _live(arguments.get(name)))
    if not taken:   # no gradient, or none reaches a tracked tensor: constants
        out = functional.invoke(plan_class, plain)
        return tuple(None if o is None else _Constant(o) for o in out) if isinstance(out, tuple) else _Constant(out)
    out, saved, pullback = _run(rule, plain)
    inputs = {name: arguments[name] for name in taken}
    # (the graph pullback is chosen when a backward with create_graph reaches the call: most never do)
    return recorded(plan_class.op, out, pullback, inputs,
                    lambda grad, output: _graph_pullback(rule, arguments, taken, saved, pullback)(grad, output))


def recorded(op: str, out, pullback, arguments: dict, graph=None) -> Tracked:
    """`out`, an array, as the tracked result of `op` (a catalog op, or a view outside the catalog):
    pullback(gradient of out) -> {argument name: gradient or None}, for the tracked tensors among
    `arguments` (name -> value), and `graph` its _Node.graph; a constant when none is tracked."""
    inputs = tuple((name, value) for name, value in arguments.items() if _live(value))
    return Tracked(out, _Node(op, pullback, inputs, graph)) if inputs else _Constant(out)


def _graph_pullback(rule: Rule, arguments: dict, taken: tuple, saved: dict, pullback):
    """The _Node.graph of a call of `rule`'s op with `arguments` (tracked or not) that has the gradients
    of `taken`, as Rule.second says."""
    plain = {name: inner(value) for name, value in arguments.items()}
    kind = rule.second(plain, taken)
    if kind == "composed":
        return lambda grad, output: _composed(rule, arguments, taken, saved, grad, output)
    if kind == "linear":   # the adjoint of grad -> gradient[name]: the op at the cotangent in name's place
        def adjoint(name):
            zeros = {other: np.zeros_like(plain[other]) for other in rule.wrt_of(plain)
                     if other in rule.linear and _is_array(plain[other])}
            return lambda cotangent: {"grad": rule.forward(**{**plain, **zeros, name: cotangent})}

        # (an argument the call is constant in has a zero gradient, whatever grad)
        adjoints = {name: adjoint(name) for name in taken if name in rule.linear}
        return lambda grad, output: _linear(pullback, grad, adjoints)
    if kind == "own":
        name, = taken

        def own(grad):   # (its adjoint is itself)
            return _linear(lambda g: {name: pullback(g)[name]}, grad,
                           {name: lambda cotangent: {"grad": own(cotangent)[name]}})

        return lambda grad, output: own(grad)

    def refused(grad, output):   # the kernel's gradients, differentiable no further
        def refuse(cotangent):
            raise UnsupportedError(f"skucat.autodiff: {rule.op} has no second derivative (double backward) "
                                   f"for this call: the catalog gives its first only")

        inputs = {"grad": grad, **{name: arguments[name] for name in taken}}
        return {name: None if value is None else recorded(f"{rule.op}_backward", value, refuse, inputs)
                for name, value in pullback(inner(grad)).items()}

    return refused


def _linear(pullback, grad, adjoints: dict) -> dict:
    """The gradients of a pullback linear in grad alone: recorded on a tracked grad, each result's
    pullback its adjoint (cotangent -> {"grad": ...})."""
    found = pullback(inner(grad))
    return {name: value if value is None or name not in adjoints else
            recorded(f"{name}_gradient", value, adjoints[name], {"grad": grad}) for name, value in found.items()}


def _composed(rule: Rule, arguments: dict, taken: tuple, saved: dict, grad, output: Tracked) -> dict:
    """The gradients of `taken` as the graph of catalog ops that the catalog composes (skucat.composition),
    over the call's tracked tensors, its result and grad (the untracked ones constants, as are the
    outputs its plan saved: torch's, too)."""
    from . import composition
    from .generated import ops

    held = {name: _Constant(value) if _is_array(value) and not isinstance(value, Tracked) else value
            for name, value in arguments.items()}
    grad = grad if isinstance(grad, Tracked) else _Constant(grad)
    found = composition.pullback(rule.op, rule.composed, held, taken, grad, output,
                                 {name: _Constant(value) for name, value in saved.items()}, ops)
    return {name: _fitted(found[name], arguments[name]) for name in taken}


def _is_array(value) -> bool:
    return hasattr(value, "shape") and not isinstance(value, np.generic)


def _fitted(gradient, argument):
    """A composed gradient at its argument's shape (summed over the dims it was broadcast along) and dtype;
    a number (a constant 0: rounding div's) as zeros."""
    from . import composition
    from .generated import ops

    if composition.plain(gradient):
        return _Constant(np.zeros_like(inner(argument)))
    gradient = composition.summed_to(gradient, tuple(argument.shape), ops)
    return gradient if gradient.dtype == argument.dtype else ops.to(gradient, argument.dtype)


def _graph_vjp(function, values: list, grad) -> list:
    leaves = [value if _live(value) else Tracked(inner(value)) for value in values]
    out = function(*leaves)
    if not _live(out):
        return [_Constant(np.zeros_like(inner(leaf))) for leaf in leaves]
    grads = _gradients(out, grad, True, tuple(leaves))
    found = [grads._by_id.get(id(leaf)) for leaf in leaves]
    return [_Constant(np.zeros_like(inner(leaf))) if entry is None else entry[1] for leaf, entry in zip(leaves, found)]
