"""A backward composed of the catalog's own ops: a formula op's (its catalog formula, C syntax) or
the one an adjoint's `composed` states (Python syntax, calling catalog ops).

The kernels compute a backward in one pass; a second derivative needs the first as a graph of
differentiable ops. `compose` evaluates the backward's statements with the functions of `ops`
(skucat.torch, whose every call records its own adjoint), so each operator, call and ternary is
one op: `a * b` mul, `c ? a : b` where, `x < y` lt, `a && b` logical_and, `exp(x)` exp,
`sum(x, dim, keepdim=True)` sum. Numbers, bools and lists (params, literals, number operands)
are computed in Python where every operand is one; a subscript is a list's item or slice, or a
tensor's view (`w[..., 0]`).
"""

from __future__ import annotations

import ast
import dataclasses
import functools
import itertools
import math
import re

import numpy as np

from .errors import UnsupportedError

__all__ = ["compose", "pullback", "summed_to", "plain", "FUNCTIONS"]

_TOKEN = re.compile(r"\s*(?:(\d+\.?\d*(?:[eE][-+]?\d+)?f?|\.\d+f?)|([A-Za-z_]\w*(?:::\w+)?)"
                    r"|(\|\||&&|==|!=|<=|>=|[-+*/<>!?:(),]))")
_BINARY = {"||": 1, "&&": 2, "==": 3, "!=": 3, "<": 4, "<=": 4, ">": 4, ">=": 4, "+": 5, "-": 5, "*": 6, "/": 6}
# Operators by the op that computes them on a tensor; comparisons with the tensor first (a number
# second), so a number on the left takes the mirrored one.
_ARITHMETIC = {"+": "add", "-": "sub", "*": "mul", "/": "div"}
_COMPARISON = {"==": "eq", "!=": "ne", "<": "lt", "<=": "le", ">": "gt", ">=": "ge"}
_MIRRORED = {"==": "==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}
# The formulas' functions of one value that are catalog ops of the same name, each by its value at a number.
_UNARY = {"exp": math.exp, "log": lambda v: math.log(v) if v > 0 else -math.inf if v == 0 else math.nan,
          "log1p": math.log1p, "expm1": math.expm1, "sqrt": math.sqrt, "sin": math.sin, "cos": math.cos,
          "erf": math.erf, "tanh": math.tanh, "sigmoid": lambda v: 1 / (1 + math.exp(-v)), "abs": abs}


# Python's functions a composed backward may call on numbers and lists, besides the catalog's ops.
_BUILTINS = {"len": len, "range": range, "list": list, "ndim": lambda tensor: tensor.dim(),
             "floating": lambda tensor: tensor.is_floating_point(),
             # a tensor's halves along dim, as views (glu's operands)
             "first_half": lambda tensor, dim: tensor.narrow(dim, 0, tensor.shape[dim] // 2),
             "second_half": lambda tensor, dim: tensor.narrow(dim, tensor.shape[dim] // 2, tensor.shape[dim] // 2),
             # a [C] tensor viewed along dim of a rank-ndim one (cross_entropy's weight, over the classes)
             "along": lambda tensor, dim, ndim: tensor.view([-1 if d == dim else 1 for d in range(ndim)]),
             # the rows whose class index is not ignore_index (a bool tensor: a constant of the graph)
             "kept": lambda target, ignore_index: target.ne(ignore_index),
             # the machine epsilon of a tensor's compute type (f32 for f16 and bf16)
             "compute_eps": lambda tensor: float(np.finfo(np.float64 if tensor.dtype.itemsize == 8 else np.float32).eps),
             # shapes and views (no kernel): a tensor's extents as a list, reshaped, a dim of 1 inserted
             "shape": lambda tensor: list(tensor.shape),
             "reshape": lambda tensor, shape: tensor.reshape(shape),
             "unsqueeze": lambda tensor, dim: tensor.unsqueeze(dim),
             # numbers (nested lists) made a tensor of another's dtype and device: constants
             "constant": lambda values, tensor: tensor.new_tensor(values),
             # every combination of `values` over `repeat` places, the last varying fastest
             "product": lambda values, repeat: [list(item) for item in itertools.product(values, repeat=repeat)]}
# pullback(expression, name, grad): the gradient at grad of the expression in the value of `name` (torch.func.vjp
# of the expression as a function of it): another composition's backward (cross_entropy's, of nll_loss of
# log_softmax), itself a graph; with a tuple of names, the list of their gradients, of one vjp.
FUNCTIONS = frozenset({*_BUILTINS, "pullback"})
_PYTHON = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.USub: "-", ast.Not: "!", ast.And: "&&",
           ast.Or: "||", ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=",
           ast.Is: "is", ast.IsNot: "is not"}


@functools.cache
def _parsed(text: str, syntax: str = "formula") -> tuple:
    """The expression tree of a formula (or of Python, `syntax` "python"): ("num", value), ("name",
    id), ("list", items), ("call", id, args, keywords), (unary op, operand), (binary op, left,
    right) or ("?", condition, then, otherwise)."""
    if syntax == "python":
        return _from_python(ast.parse(text, mode="eval").body)
    tokens = []
    for number, name, operator in _TOKEN.findall(text):
        tokens.append(("num", number) if number else ("name", name) if name else ("op", operator))
    tree, end = _expression(tokens, 0, 0)
    if end != len(tokens):
        raise UnsupportedError(f"formula {text!r}: cannot read it past token {end}")
    return tree


def _from_python(node) -> tuple:
    if isinstance(node, ast.Constant):
        return ("num", node.value)
    if isinstance(node, ast.Name):
        return ("name", node.id)
    if isinstance(node, (ast.List, ast.Tuple)):
        return ("list", [_from_python(item) for item in node.elts])
    if isinstance(node, ast.BinOp):
        return (_PYTHON[type(node.op)], _from_python(node.left), _from_python(node.right))
    if isinstance(node, ast.UnaryOp):
        return (_PYTHON[type(node.op)], _from_python(node.operand))
    if isinstance(node, ast.BoolOp):
        return functools.reduce(lambda left, right: (_PYTHON[type(node.op)], left, right), map(_from_python, node.values))
    if isinstance(node, ast.Compare) and len(node.ops) == 1:
        return (_PYTHON[type(node.ops[0])], _from_python(node.left), _from_python(node.comparators[0]))
    if isinstance(node, ast.IfExp):
        return ("?", _from_python(node.test), _from_python(node.body), _from_python(node.orelse))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return ("call", node.func.id, [_from_python(a) for a in node.args],
                {k.arg: _from_python(k.value) for k in node.keywords})
    if isinstance(node, ast.Subscript):   # a list's item or slice, a tensor's view (basic indexing)
        return ("[]", _from_python(node.value), _from_python(node.slice))
    if isinstance(node, ast.Slice):
        return ("slice", *(("num", None) if part is None else _from_python(part)
                           for part in (node.lower, node.upper, node.step)))
    raise UnsupportedError(f"composed backward: {ast.unparse(node)!r} is no expression it computes")


def _expression(tokens: list, at: int, lowest: int) -> tuple[tuple, int]:
    left, at = _unary(tokens, at)
    while at < len(tokens) and tokens[at][0] == "op":
        operator = tokens[at][1]
        if operator == "?" and lowest == 0:   # (lowest precedence, right to left)
            then, at = _expression(tokens, at + 1, 0)
            otherwise, at = _expression(tokens, at + 1, 0)   # (past the ':')
            left = ("?", left, then, otherwise)
        elif operator in _BINARY and _BINARY[operator] >= lowest:
            right, at = _expression(tokens, at + 1, _BINARY[operator] + 1)
            left = (operator, left, right)
        else:
            break
    return left, at


def _unary(tokens: list, at: int) -> tuple[tuple, int]:
    kind, value = tokens[at]
    if kind == "op" and value in "-!":
        operand, at = _unary(tokens, at + 1)
        return (value, operand), at
    if kind == "op":   # "(" expression ")"
        inner, at = _expression(tokens, at + 1, 0)
        return inner, at + 1
    if kind == "num":
        number = np.float32(value[:-1]) if value.endswith("f") else float(value)
        return ("num", number), at + 1
    if at + 1 < len(tokens) and tokens[at + 1] == ("op", "("):
        arguments, at = [], at + 2
        while tokens[at - 1] != ("op", ")"):
            argument, at = _expression(tokens, at, 0)
            arguments.append(argument)
            at += 1   # (past ',' or ')')
        return ("call", value, arguments, {}), at
    return ("name", value), at + 1


def pullback(op: str, composed: tuple, arguments: dict, taken, grad, output, saved: dict, ops) -> dict:
    """The gradients of `taken` (argument names) of a call of `op` with `arguments` (by name), by the
    backward the catalog composes (`composed`: generated.ops.COMPOSED[op]) of `ops`' functions, over
    grad, the call's output and its saved outputs (by name): each at the broadcast shape, or a number
    (a constant 0)."""
    from .generated.plans import PLANS

    syntax, variables, statements, results, _ = composed
    plan = PLANS[op]
    argument_of = {t.name: plan.functional.tensors.get(t.name, t.name) for t in plan.tensors}
    defaults = {f.name: f.default for f in dataclasses.fields(plan.Descriptor)}
    scope = {name: "none" if value is None and syntax == "formula" else value for name, value in arguments.items()}
    scope |= {"grad": grad, "output": output, **saved}
    for variable, tensor in variables.items():   # (a formula's: by its tensor's catalog name)
        value = scope[{"grad_output": "grad", "output": "output"}[tensor]] if tensor in ("grad_output", "output") \
            else arguments[argument_of[tensor]]
        scope |= {variable: defaults.get(f"{tensor}_value") if value is None else value,
                  f"has_{tensor}": value is not None and not plain(value), f"{tensor}_given": value is not None}
    taken = [name for name in taken if name in results]
    return dict(zip(taken, compose(syntax, statements, scope, ops, grad.dtype, [results[name] for name in taken])))


def summed_to(gradient, shape: tuple, ops):
    """A gradient at the broadcast shape summed to an operand's `shape`, as PyTorch's sum_to_size."""
    lead = len(gradient.shape) - len(shape)
    dims = [*range(lead), *(lead + i for i, n in enumerate(shape) if n == 1 and gradient.shape[lead + i] != 1)]
    return ops.sum(gradient, dims, keepdim=True).reshape(shape) if dims else gradient


def compose(syntax: str, statements: tuple, values: dict, ops, dtype, wanted) -> list:
    """The values of the statements ((name, expression), ...) named `wanted`, each statement computed
    once where read, over `values` (each variable and param: a tensor, a number or a bool; an
    axis: its value's name), by `ops`' functions in `dtype` (the compute type: where a bool tensor
    enters arithmetic). `syntax`: "formula" (C's) or "python"."""
    evaluation = _Evaluation(values, statements, syntax, ops, dtype)
    return [evaluation.of(("name", name)) for name in wanted]


class _Evaluation:
    def __init__(self, values: dict, statements: tuple, syntax: str, ops, dtype):
        self.values, self.statements, self.syntax, self.ops, self.dtype = values, statements, syntax, ops, dtype
        self.scope, self.pending = dict(values), dict(statements)

    def of(self, node: tuple):
        kind = node[0]
        if kind == "num":
            return node[1]
        if kind == "name":
            return self._name(node[1])
        if kind == "list":
            return [self.of(item) for item in node[1]]
        if kind == "call":
            return self._call(*node[1:])
        if kind == "?":
            return self._choice(*node[1:])
        if kind == "slice":
            return slice(*map(self.of, node[1:]))
        if kind == "[]":
            index = self.of(node[2])
            return self.of(node[1])[tuple(index) if isinstance(index, list) else index]
        if len(node) == 2:
            value = self.of(node[1])
            if kind == "!":
                return not value if isinstance(value, (bool, np.bool_)) else self.ops.logical_not(value)
            return -value if plain(value) else self.ops.neg(value)
        return self._binary(kind, node[1], node[2])

    def _name(self, name: str):
        if "::" in name:   # an axis' value (Approximate::tanh): its name
            return name.split("::")[1]
        if name in self.pending:
            self.scope[name] = self.of(_parsed(self.pending.pop(name), self.syntax))
        if name not in self.scope:
            raise UnsupportedError(f"formula name {name!r} has no value to compose it from")
        return self.scope[name]

    def _call(self, function: str, nodes: list, keywords: dict):
        if function == "C":   # the compute type's: a number stays one, a bool tensor becomes 0 or 1
            value = self.of(nodes[0])
            return float(value) if plain(value) else self._arithmetic(value)
        arguments = [self.of(node) for node in nodes]
        if function == "pullback":
            return self._pullback(*nodes)
        if function == "is_number":
            return plain(arguments[0])
        if function == "element_of":
            return arguments[0]
        if function in _UNARY:
            return _UNARY[function](arguments[0]) if plain(arguments[0]) else getattr(self.ops, function)(arguments[0])
        if function in _BUILTINS:
            return _BUILTINS[function](*arguments)
        if function == "power" or hasattr(self.ops, function):   # (a catalog op; power: pow at a number)
            keywords = {name: self.of(node) for name, node in keywords.items()}
            return getattr(self.ops, "pow" if function == "power" else function)(*arguments, **keywords)
        raise UnsupportedError(f"formula function {function}({', '.join(map(repr, arguments))}) has no op to compose")

    def _pullback(self, output: tuple, argument: tuple, grad: tuple):
        names = [item[1] for item in argument[1]] if argument[0] == "list" else [argument[1]]

        def of(*values):   # (the statements afresh, at the arguments' values)
            return _Evaluation({**self.values, **dict(zip(names, values))}, self.statements, self.syntax, self.ops,
                               self.dtype).of(output)

        values = [self.of(("name", name)) for name in names]
        if hasattr(values[0], "graph_vjp"):   # (the tape's tensors)
            found = values[0].graph_vjp(of, values, self.of(grad))
            return list(found) if argument[0] == "list" else found[0]
        torch = _torch()
        if torch._C._functorch.peek_interpreter_stack() is not None or \
                any(torch._C._functorch.maybe_get_level(value) != -1 for value in values):
            _, vjp = torch.func.vjp(of, *values)
            found = vjp(self.of(grad))
        else:   # plain autograd, a third of torch.func's cost: the gradient, a graph over the values given
            leaves = [value if value.requires_grad else value.detach().requires_grad_() for value in values]
            found = torch.autograd.grad(of(*leaves), leaves, self.of(grad), create_graph=True, allow_unused=True,
                                        materialize_grads=True)
        return list(found) if argument[0] == "list" else found[0]

    def _choice(self, condition, then, otherwise):
        chosen = self.of(condition)
        if isinstance(chosen, (bool, np.bool_)):   # (a param's or an axis' test: one branch alone)
            return self.of(then if chosen else otherwise)
        return self.ops.where(chosen, self._arithmetic(self.of(then)), self._arithmetic(self.of(otherwise)))

    def _binary(self, operator: str, left_node: tuple, right_node: tuple):
        left = self.of(left_node)
        if operator in ("is", "is not"):   # (Python's: a value against None)
            return (left is self.of(right_node)) == (operator == "is")
        if operator in ("&&", "||") and isinstance(left, (bool, np.bool_)):
            return self.of(right_node) if left == (operator == "&&") else left
        right = self.of(right_node)
        if plain(left) and plain(right):
            return _NUMBERS[operator](left, right)
        if operator in ("&&", "||"):
            if isinstance(right, (bool, np.bool_)):
                return right if right == (operator == "||") else left
            return (self.ops.logical_and if operator == "&&" else self.ops.logical_or)(left, right)
        if operator in _COMPARISON:
            if plain(left):
                left, right, operator = right, left, _MIRRORED[operator]
            return getattr(self.ops, _COMPARISON[operator])(left, right)
        left, right = self._arithmetic(left), self._arithmetic(right)
        if not plain(left):
            return getattr(self.ops, _ARITHMETIC[operator])(left, right)
        if operator in "+*":   # (commutes)
            return getattr(self.ops, _ARITHMETIC[operator])(right, left)
        if operator == "-":
            return self.ops.add(self.ops.neg(right), left)
        return self.ops.mul(self.ops.reciprocal(right), left)

    def _arithmetic(self, value):
        """A value as arithmetic takes it: a bool tensor as 0 and 1 of the compute type."""
        return value if plain(value) or value.is_floating_point() else self.ops.to(value, self.dtype)


def _torch():
    import torch   # (the ops are skucat.torch's)

    return torch


def plain(value) -> bool:
    """Whether a value is no tensor: a number, a bool or an axis' value, computed in Python."""
    return not hasattr(value, "is_floating_point")


_NUMBERS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b,
            "==": lambda a, b: a == b, "!=": lambda a, b: a != b, "<": lambda a, b: a < b, "<=": lambda a, b: a <= b,
            ">": lambda a, b: a > b, ">=": lambda a, b: a >= b, "&&": lambda a, b: a and b, "||": lambda a, b: a or b}
