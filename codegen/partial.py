"""Partial evaluation of catalog expressions over what a SKU fixes at compile time (element,
compute, aux type, axis values, variant): an expression is True, False, or unknown (None) where
its value depends on names known only at run time (dims, params, arrays). Codegen drops the kernel
entries whose `when` is False for a SKU: they could never launch."""

from __future__ import annotations

import ast
import operator

import ml_dtypes

from skucat import expr as catalog_functions

UNKNOWN = object()   # a value known only at run time
PRESENT = object()   # an array or slice that is there (not None), its value known only at run time

_COMPARE = {ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt, ast.LtE: operator.le,
            ast.Gt: operator.gt, ast.GtE: operator.ge, ast.In: lambda a, b: a in b,
            ast.NotIn: lambda a, b: a not in b, ast.Is: operator.is_, ast.IsNot: operator.is_not}
_BINARY = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
           ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.Pow: operator.pow}


def truth(text: str, known: dict, functions: dict) -> bool | None:
    """Whether the expression holds given the `known` names (others unknown): True, False or None."""
    return _truth(ast.parse(text, mode="eval").body, known, functions)


def value(text: str, known: dict, functions: dict):
    """The expression's value given the `known` names, or UNKNOWN (PRESENT: an array that is there)."""
    return _value(ast.parse(text, mode="eval").body, known, functions)


def _truth(node, known, functions) -> bool | None:
    if isinstance(node, ast.BoolOp):
        truths = [_truth(operand, known, functions) for operand in node.values]
        decisive = isinstance(node.op, ast.Or)   # the value that decides an `or` (True) or an `and` (False)
        if decisive in truths:
            return decisive
        return None if None in truths else not decisive
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        held = _truth(node.operand, known, functions)
        return None if held is None else not held
    if isinstance(node, ast.IfExp):
        test = _truth(node.test, known, functions)
        if test is not None:
            return _truth(node.body if test else node.orelse, known, functions)
        body, orelse = _truth(node.body, known, functions), _truth(node.orelse, known, functions)
        return body if body == orelse else None
    result = _value(node, known, functions)
    return None if result is UNKNOWN or result is PRESENT else bool(result)


def _value(node, known, functions):
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name):
        return known.get(node.id, UNKNOWN)
    if isinstance(node, ast.Tuple):
        items = [_value(item, known, functions) for item in node.elts]
        return UNKNOWN if any(item is UNKNOWN or item is PRESENT for item in items) else tuple(items)
    if isinstance(node, ast.IfExp):
        test = _truth(node.test, known, functions)
        return UNKNOWN if test is None else _value(node.body if test else node.orelse, known, functions)
    if isinstance(node, (ast.BoolOp, ast.UnaryOp)) and isinstance(node.op, (ast.And, ast.Or, ast.Not)):
        if isinstance(node.op, ast.Not):
            held = _truth(node.operand, known, functions)
            return UNKNOWN if held is None else not held
        for operand in node.values:   # Python's: the first operand that decides, else the last
            result = _value(operand, known, functions)
            if result is UNKNOWN or result is PRESENT:
                return UNKNOWN
            if bool(result) == isinstance(node.op, ast.Or):
                return result
        return result
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.Is, ast.IsNot)):
        left, right = _value(node.left, known, functions), _value(node.comparators[0], known, functions)
        if UNKNOWN in (left, right) or (left is PRESENT and right is PRESENT):
            return UNKNOWN
        return _COMPARE[type(node.ops[0])](left, right)
    if isinstance(node, ast.Compare):
        operands = [_value(item, known, functions) for item in [node.left, *node.comparators]]
        if any(item is UNKNOWN or item is PRESENT for item in operands):
            return UNKNOWN
        return all(_COMPARE[type(op)](a, b) for op, a, b in zip(node.ops, operands, operands[1:]))
    operands = (node.operand,) if isinstance(node, ast.UnaryOp) else (node.left, node.right) \
        if isinstance(node, ast.BinOp) else tuple(node.args) if isinstance(node, ast.Call) else ()
    values = [_value(operand, known, functions) for operand in operands]
    if not operands or any(item is UNKNOWN or item is PRESENT for item in values):
        return UNKNOWN
    try:
        if isinstance(node, ast.UnaryOp):
            return -values[0]
        if isinstance(node, ast.BinOp):
            return _BINARY[type(node.op)](*values)
        function = functions.get(node.func.id)
        return UNKNOWN if function is None else function(*values)
    except Exception:   # noqa: BLE001 - left to the run, which raises its own error
        return UNKNOWN


def compile_time_functions(dtypes: dict) -> dict:
    """The functions of expressions that need no arrays, by name."""
    functions = {"min": min, "max": max, "abs": abs, "dtype_min": lambda name: dtypes[name].min,
                 "dtype_max": lambda name: dtypes[name].max, "dtype_bits": lambda name: dtypes[name].bits,
                 "dtype_eps": lambda name: float(ml_dtypes.finfo(getattr(ml_dtypes, dtypes[name].numpy, None)
                                                                 or dtypes[name].numpy).eps)}
    return functions | {name: function for name in catalog_functions.__all__
                        if getattr(function := getattr(catalog_functions, name), "of_sizes", False)}
