"""Float64 references for the pointwise family, in numpy and in other formulas than the catalog's
(sigmoid through tanh, softplus as logaddexp, gelu through erfc, derivatives as calculus gives
them); verification cases over each op's domain; gradient inputs away from kinks; bench cases
against PyTorch.

Each op is a row of OPS: its function of x and the op's params, its derivative in x, the domain its
cases draw from, its kinks, and for a backward that reads the forward's result y, the function that
gives the derivative as a function of y. The backward's reference is g times the derivative.

Error bounds, in units of eps(compute type): the kernels compose glibc's vector math (within 4 ulp
each), so a result is within SLACK units of its condition, |f| + |x f'| (the backward's: |g| (|f'|
+ |x f''|), f'' by central differences); `CANCELS` adds |x| where the formula cancels (gelu's 1 +
erf and 1 + tanh for x far below 0, in gelu and geglu)."""

from __future__ import annotations

import math
import dataclasses
import functools
import inspect
from dataclasses import dataclass
from typing import Callable

import ml_dtypes
import numpy as np

from ..dtypes import numpy_dtype
from ..functional import broadcast_operands
from ..verify import Case, Expected, checks_accept, eps

SLACK = 16
CANCELS = ("gelu", "geglu")
_erf = np.vectorize(math.erf, otypes=[float])
_erfc = np.vectorize(math.erfc, otypes=[float])


def _sigmoid(x):
    return np.exp(-np.logaddexp(0, -x))   # 1 / (1 + exp(-x)) without its cancellation in 1 - ... below 0


def _gelu(x, approximate):
    if approximate == "tanh":   # 0.5 (1 + tanh(u)) is sigmoid(2 u)
        return x * _sigmoid(2 * math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3))
    return 0.5 * x * _erfc(-x / math.sqrt(2))


def _gelu_slope(x, approximate):
    if approximate == "tanh":
        u = math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3)
        s = _sigmoid(2 * u)
        return s + x * 2 * s * (1 - s) * math.sqrt(2 / math.pi) * (1 + 3 * 0.044715 * x ** 2)
    return 0.5 * _erfc(-x / math.sqrt(2)) + x * np.exp(-x * x / 2) / math.sqrt(2 * math.pi)


def _softplus(x, beta, threshold):
    return np.where(x * beta > threshold, x, np.logaddexp(0, beta * x) / beta)


def _power(x, exponent):
    """PyTorch's pow of a number exponent: its sqrt and 1 / sqrt for 0.5 and -0.5 (NaN at -inf, -inf at -0)."""
    if np.ndim(exponent) == 0 and exponent in (0.5, -0.5):
        return np.sqrt(x) if exponent == 0.5 else 1 / np.sqrt(x)
    return np.power(x, exponent)


def _divide(x, o, rounding_mode, element="f64", other_numel=1):
    """PyTorch's div: true, trunc or floor. Its CPU kernel computes a 16-bit element's trunc and floor
    in the element, each step rounded to it (in f32 where other is one item): trunc of the rounded
    quotient; floor as c10's div_floor_floating (numpy's floor_divide, in float64, elsewhere)."""
    if rounding_mode not in ("trunc", "floor"):
        return x / o
    if element not in ("f16", "bf16") or other_numel <= 1:
        return np.trunc(x / o) if rounding_mode == "trunc" else np.floor_divide(x, o)

    def rounded(value):
        return _element_of(value, element)

    quotient = rounded(x / o)
    if rounding_mode == "trunc":
        return np.trunc(quotient)
    mod = rounded(np.fmod(x, o))
    div = rounded(np.where(np.isinf(quotient) & ~np.isinf(x), x, rounded(x - mod)) / o)
    div = np.where((mod != 0) & ((o < 0) != (mod < 0)), rounded(div - 1), div)
    floored = np.floor(div)
    floored = np.where(rounded(div - floored) > 0.5, rounded(floored + 1), floored)
    return np.where(o == 0, quotient, np.where(div == 0, np.copysign(0.0, quotient), floored))


def _element_of(value, element):
    """`value` as PyTorch's CPU kernels take a number of a 16-bit element: rounded to f32, then to it
    (an array's items are elements already)."""
    wide = np.float64 if element == "f64" else np.float32
    with np.errstate(over="ignore"):
        return np.asarray(value, np.float64).astype(wide).astype(numpy_dtype(element)).astype(np.float64)


def _bounds(low, high, element):
    """clamp's bounds as PyTorch's CPU kernel takes them, rounded to the element."""
    return _element_of(low, element), _element_of(high, element)


def _clamp(x, low, high):
    return np.where(np.isnan(low) | np.isnan(high), np.nan, np.minimum(np.maximum(x, low), high))


def _clamp_slopes(x, low, high):
    return (((x >= low) & (x <= high)) * 1.0, ((x < low) & (low < high)) * 1.0, ((x > high) | (high < low)) * 1.0)


@dataclass(frozen=True)
class Row:
    f: Callable                     # f(x, **options)
    slope: Callable                 # f'(x, **options)
    domain: tuple = (-10.0, 10.0)   # where the verification cases draw x
    kinks: tuple = ()               # points the gradient checks keep away from
    # For a backward that reads y, the result, rather than x: f'(x) as a function of y, as PyTorch's
    # derivatives.yaml states it (for any y: the backward takes any array).
    slope_of_result: Callable | None = None
    scalars: tuple = ()   # operands PyTorch takes 0-d only (masked_fill's value): of shape () in every case
    # A fused op's operands (f and slope take one array each; slope gives the partial of each), and
    # PyTorch's composition of it: peer(torch) is the function of those tensors.
    operands: tuple = ("input",)
    peer: Callable | None = None


OPS = {
    "relu": Row(lambda x: np.where(x < 0, 0.0, x), lambda x: np.where(x > 0, 1.0, 0.0), kinks=(0,)),
    "leaky_relu": Row(lambda x, negative_slope: np.where(x > 0, x, negative_slope * x),
                      lambda x, negative_slope: np.where(x > 0, 1.0, negative_slope), kinks=(0,)),
    "elu": Row(lambda x, alpha: np.where(x > 0, x, alpha * np.expm1(x)),
               lambda x, alpha: np.where(x > 0, 1.0, alpha * np.exp(x)), kinks=(0,)),
    "gelu": Row(_gelu, _gelu_slope),
    "silu": Row(lambda x: x * _sigmoid(x), lambda x: _sigmoid(x) * (1 + x * (1 - _sigmoid(x)))),
    "mish": Row(lambda x: x * np.tanh(np.logaddexp(0, x)),
                lambda x: np.tanh(np.logaddexp(0, x)) + x * _sigmoid(x) / np.cosh(np.logaddexp(0, x)) ** 2),
    "softplus": Row(_softplus, lambda x, beta, threshold: np.where(x * beta > threshold, 1.0, _sigmoid(beta * x)),
                    domain=(-30.0, 30.0), kinks=(20.0,)),
    "hardswish": Row(lambda x: x * np.clip(x + 3, 0, 6) / 6,
                     lambda x: np.where(x <= -3, 0.0, np.where(x >= 3, 1.0, (2 * x + 3) / 6)), kinks=(-3, 3)),
    "hardsigmoid": Row(lambda x: np.clip(x + 3, 0, 6) / 6,
                       # PyTorch's CPU kernel multiplies by 1/6 rounded to float, in every dtype
                       lambda x: np.where((x > -3) & (x < 3), float(np.float32(1 / 6)), 0.0), kinks=(-3, 3)),
    "hardtanh": Row(lambda x, min_val, max_val: np.clip(x, min_val, max_val),
                    lambda x, min_val, max_val: np.where((x > min_val) & (x < max_val), 1.0, 0.0), kinks=(-1, 1)),
    "relu6": Row(lambda x: np.clip(x, 0, 6), lambda x: np.where((x > 0) & (x < 6), 1.0, 0.0), kinks=(0, 6)),
    "logsigmoid": Row(lambda x: -np.logaddexp(0, -x), lambda x: _sigmoid(-x), domain=(-30.0, 30.0)),
    "sigmoid": Row(_sigmoid, lambda x: _sigmoid(x) * _sigmoid(-x), slope_of_result=lambda y: y - y * y),
    "tanh": Row(np.tanh, lambda x: 1 / np.cosh(x) ** 2, slope_of_result=lambda y: 1 - y ** 2),
    "neg": Row(np.negative, lambda x: -np.ones_like(x)),
    "square": Row(np.square, lambda x: 2 * x),
    "abs": Row(np.abs, np.sign, kinks=(0,)),
    "exp": Row(np.exp, np.exp, slope_of_result=lambda y: y),
    "log": Row(np.log, lambda x: 1 / x, domain=(1e-3, 1e4)),
    "log1p": Row(np.log1p, lambda x: 1 / (1 + x), domain=(-0.999, 1e4)),
    "expm1": Row(np.expm1, np.exp, slope_of_result=lambda y: 1 + y),
    "sqrt": Row(np.sqrt, lambda x: 0.5 / np.sqrt(x), domain=(1e-3, 1e4), slope_of_result=lambda y: 1 / (y + y)),
    "rsqrt": Row(lambda x: 1 / np.sqrt(x), lambda x: -0.5 * x ** -1.5, domain=(1e-2, 1e4),
                  slope_of_result=lambda y: -0.5 * y ** 3),
    "reciprocal": Row(lambda x: 1 / x, lambda x: -1 / (x * x), domain=(0.05, 100.0),
                       slope_of_result=lambda y: -(y ** 2)),
    "sin": Row(np.sin, np.cos),
    "cos": Row(np.cos, lambda x: -np.sin(x)),
    "erf": Row(_erf, lambda x: 2 / math.sqrt(math.pi) * np.exp(-x * x), domain=(-5.0, 5.0)),
    "geglu": Row(lambda x, o, approximate: _gelu(x, approximate) * o,
                 lambda x, o, approximate: (_gelu_slope(x, approximate) * o, _gelu(x, approximate)), operands=("input", "other"),
                 peer=lambda torch: lambda a, b, approximate="none": torch.nn.functional.gelu(a, approximate=approximate) * b),
    "swiglu": Row(lambda x, o: x * _sigmoid(x) * o, lambda x, o: (o * _sigmoid(x) * (1 + x * _sigmoid(-x)), x * _sigmoid(x)),
                  operands=("input", "other"), peer=lambda torch: lambda a, b: torch.nn.functional.silu(a) * b),
    # Broadcasting: a number exponent (pow_tensor_scalar's sqrt for 0.5) or a tensor's (std::pow); a
    # number base too. At a zero base the exponent's gradient is 0 where exponent >= 0, as PyTorch's.
    "pow": Row(_power, lambda x, p: (np.where(p == 0, 0.0, p * np.power(x, p - 1)), np.where((x == 0) & (p >= 0), 0.0, np.power(x, p) * np.log(x))),
               domain=(0.1, 3.0), operands=("input", "exponent"), peer=lambda torch: torch.pow),
    # Broadcasting (other's shape in BROADCAST; a number where the op takes one).
    # add's and sub's alpha and number rounded to the element, as PyTorch's CPU add takes them.
    "add": Row(lambda x, o, alpha, element="f64": x + _element_of(alpha, element) * _element_of(o, element),
               lambda x, o, alpha, element="f64": (np.ones_like(x), _element_of(alpha, element) + 0 * o),
               operands=("input", "other"), peer=lambda torch: torch.add),
    "sub": Row(lambda x, o, alpha, element="f64": x - _element_of(alpha, element) * _element_of(o, element),
               lambda x, o, alpha, element="f64": (np.ones_like(x), -_element_of(alpha, element) + 0 * o),
               operands=("input", "other"), peer=lambda torch: torch.sub),
    "mul": Row(lambda x, o: x * o, lambda x, o: (o + 0 * x, x + 0 * o), operands=("input", "other"), peer=lambda torch: torch.mul),
    "div": Row(_divide, lambda x, o, rounding_mode, **_: (1 / o, -x / (o * o)) if rounding_mode == "none" else (0 * x, 0 * o),
               operands=("input", "other"), peer=lambda torch: torch.div),
    # A tie splits the gradient, as PyTorch's; NaN wins.
    "maximum": Row(lambda x, o: np.where(np.isnan(x) | (x > o), x, o),
                   lambda x, o: (np.where(x == o, 0.5, np.where(x < o, 0.0, 1.0)),
                                 np.where(x == o, 0.5, np.where(x > o, 0.0, 1.0))), operands=("input", "other"),
                   peer=lambda torch: torch.maximum),
    "minimum": Row(lambda x, o: np.where(np.isnan(x) | (x < o), x, o),
                   lambda x, o: (np.where(x == o, 0.5, np.where(x > o, 0.0, 1.0)),
                                 np.where(x == o, 0.5, np.where(x < o, 0.0, 1.0))), operands=("input", "other"),
                   peer=lambda torch: torch.minimum),
    # NaN bounds give NaN; a lower bound above the upper gives the upper, whose gradient it then is.
    "clamp": Row(lambda x, l, h, element="f64": _clamp(x, *_bounds(l, h, element)),
                 lambda x, l, h, element="f64": _clamp_slopes(x, *_bounds(l, h, element)),
                 operands=("input", "lower", "upper"), peer=lambda torch: torch.clamp),
    # Ternaries (masks, bool, have no gradient: slope gives the others' partials).
    "where": Row(lambda c, x, o: np.where(c != 0, x, o), lambda c, x, o: (np.where(c != 0, 1.0, 0.0), np.where(c != 0, 0.0, 1.0)),
                 operands=("condition", "input", "other"), peer=lambda torch: torch.where),
    "masked_fill": Row(lambda x, m, v: np.where(m != 0, v, x), lambda x, m, v: (np.where(m != 0, 0.0, 1.0), np.where(m != 0, 1.0, 0.0)),
                       operands=("input", "mask", "value"), scalars=("value",), peer=lambda torch: torch.masked_fill),
    "lerp": Row(lambda x, e, w: x + w * (e - x), lambda x, e, w: (1 - w, w, e - x), domain=(-2.0, 2.0),
                operands=("input", "end", "weight"), peer=lambda torch: torch.lerp),
    "addcmul": Row(lambda x, a, b, value: x + value * a * b, lambda x, a, b, value: (np.ones_like(x), value * b, value * a),
                   operands=("input", "tensor1", "tensor2"), peer=lambda torch: torch.addcmul),
    "addcdiv": Row(lambda x, a, b, value: x + value * a / b,
                   lambda x, a, b, value: (np.ones_like(x), value / b, -value * a / (b * b)), domain=(0.25, 4.0),
                   operands=("input", "tensor1", "tensor2"), peer=lambda torch: torch.addcdiv),
}


def broadcasts(op: str) -> bool:
    """Whether the catalog's line of `op` broadcasts (its kernels read collapsed `sizes`)."""
    from ..generated.plans import PLANS

    return any(spec.name == "sizes" for spec in PLANS[op].tensors)


# The verification's shapes of a broadcasting op's operands, by their count; an operand that may be
# a number is also one in a case of the second shapes. The first are one shape, so that the first
# case's operands, flattened, are a valid call too (the property tests make one of it).
BROADCAST = {2: [((6, 5), (6, 5)), ((24, 37), (37,)), ((5, 1, 13), (7, 1)), ((0, 3), (3,)), ((), (6,))],
             3: [((6, 5), (6, 5), (6, 5)), ((24, 37), (37,), (24, 1)), ((5, 1, 13), (7, 1), (13,)), ((0, 3), (3,), (1,)),
                 ((), (6,), ())]}


def shaped(op: str, names, shapes) -> list:
    """`shapes` of OPS[op]'s operands `names`, those PyTorch takes 0-d only (Row.scalars) of shape ()
    (a number, None, stays one)."""
    scalars = OPS[op].scalars if op in OPS else ()   # (a comparison has none)
    return [() if name in scalars and shape is not None else shape for name, shape in zip(names, shapes)]


def _plan(op: str):
    from ..generated.plans import PLANS

    return PLANS[op]


def _numbers(op: str) -> list[str]:
    """The operands of `op` that may be numbers."""
    return [name for name, number in broadcast_operands(_plan(op)).items() if number]


def masks(op: str) -> set[str]:
    """The operands of `op` that are masks (bool in its plan): they have no gradient."""
    return {spec.name for spec in _plan(op).tensors if spec.role == "input" and spec.dtype == "bool"}


def broadcast_shapes(op: str, count: int):
    """(shapes, numbers) of the verification's cases of a broadcasting op of `count` operands, each
    shapes in the order of broadcast_operands: BROADCAST's, then, for each operand that may be a
    number, the second shapes with it one (None)."""
    operands, numbers = broadcast_operands(_plan(op)), _numbers(op)
    cases = [(tuple(shaped(op, operands, shapes)), ()) for shapes in BROADCAST[count]]
    # each operand that may be a number as one, then all of them (where the op takes that)
    return cases + [(tuple(shaped(op, operands, (None if name in chosen else shape for name, shape in
                                                 zip(operands, BROADCAST[count][1])))), chosen)
                    for chosen in [(number,) for number in numbers] + [tuple(numbers)] * (len(numbers) > 1)]


def _operand_values(mask: bool, shape, element, rng, low: float, high: float):
    """Values of an operand of `shape`: a mask's bool, else uniform in [low, high); a number where
    `shape` is None."""
    if shape is None:
        return np.float64(rng.uniform(0.5, 4))
    if mask:
        return np.asarray(rng.random(shape) < 0.5)
    return np.asarray(rng.uniform(low, high, shape)).astype(element)   # (0-d an array too)


def defaults(op: str) -> dict:
    """The descriptor fields of `op` that have defaults (its params), by name."""
    return {f.name: f.default for f in dataclasses.fields(_plan(op).Descriptor) if f.default is not dataclasses.MISSING}


def broadcast_fields(op: str, values: dict, numbers, full) -> tuple[dict, dict]:
    """(descriptor fields, kernel inputs) of a broadcasting op's operands `values` (by name; those
    named in `numbers` numbers), of the broadcast shape `full`."""
    from ..broadcasting import sizes

    operands = broadcast_operands(_plan(op))   # the rows of sizes, in the plan's order
    rows = np.array(sizes(None, full, *(() if name in numbers else np.shape(values[name]) for name in operands)))
    fields = {"numel": math.prod(full), "rank": rows.shape[1], **{f"{name}_numel": np.size(values[name]) for name in operands}}
    for name, takes_numbers in operands.items():
        if takes_numbers:
            fields.update({f"has_{name}": name not in numbers, f"{name}_value": float(values[name]) if name in numbers else 0.0})
    inputs = {"sizes": rows, **{name: np.reshape(values[name], -1) for name in operands if name not in numbers}}
    return fields, inputs


def _options(op: str, names: dict) -> dict:
    """The keyword arguments of OPS[op]'s functions among `names` (params and axes, by name)."""
    code, count = getattr(OPS[op].f, "__code__", None), len(OPS[op].operands)   # numpy's ufuncs take no options
    wanted = {name: names[name] for name in code.co_varnames[count:code.co_argcount] if name in names} if code else {}
    compute = numpy_dtype(names.get("compute", "f64"))   # the kernels take params in the compute type
    return {name: float(compute.type(value)) if isinstance(value, float) else value for name, value in wanted.items()}


def _differentiable(op: str) -> list[int]:
    """The positions among OPS[op]'s operands of those with a gradient (not masks)."""
    return [k for k, name in enumerate(OPS[op].operands) if name not in masks(op)]


def _slopes(op: str, operands: list, options: dict) -> tuple:
    """The partials of OPS[op] in each operand with a gradient."""
    slopes = OPS[op].slope(*operands, **options)
    return slopes if len(_differentiable(op)) > 1 else (slopes,)


def _curvature(slope: Callable, operands: list, k: int):
    """slope's derivative in operand k, by central differences (for error bounds only)."""
    step = 1e-4 * (1 + np.abs(operands[k]))
    shifted = [[value + sign * step if j == k else value for j, value in enumerate(operands)] for sign in (1, -1)]
    return (slope(*shifted[0]) - slope(*shifted[1])) / (2 * step)


def _cancellation(op: str, operands: list, of: int | None = None):
    """Where the formula cancels (CANCELS): |x|, times the magnitudes above 1 of the other operands
    (but operand `of`, whose gradient does not hold it)."""
    others = [np.maximum(np.abs(value), 1) for k, value in enumerate(operands) if k not in (0, of)]
    return np.abs(operands[0]) * np.prod(others, axis=0) if op in CANCELS else 0


def _term(value, rate):
    """|value * rate|, 0 where the rate is (an infinite operand that the result does not depend on)."""
    return np.where(rate == 0, 0.0, np.abs(value * rate))


def _given(op: str, given: tuple, names: dict) -> dict:
    """OPS[op]'s operands by name, given in order or by name (then taken out of `names`)."""
    operands = OPS[op].operands
    return dict(zip(operands, given)) | {name: names.pop(name) for name in operands[len(given):] if name in names}


def _forward(op: str):
    def reference(*given, **names):
        values = _given(op, given, names)
        operands = [np.asarray(values[name], np.float64) for name in OPS[op].operands]
        options = _options(op, names)
        with np.errstate(all="ignore"):
            value = OPS[op].f(*operands, **options)
            slopes = _slopes(op, operands, options)
            magnitude = np.abs(value) + sum(_term(operands[k], slope) for k, slope in zip(_differentiable(op), slopes))
            magnitude += _cancellation(op, operands)
        return {"out": (value, SLACK * magnitude)}
    reference.__name__ = op
    return reference


def _backward(op: str):
    def reference(grad_output, *given, output=None, **names):
        values, row = _given(op, given, names), OPS[op]
        options = _options(op, names)
        with np.errstate(all="ignore"):
            g = np.asarray(grad_output, np.float64)
            if output is not None:   # the slope is computed from y: its error is y's times d(slope)/dy
                operands, slopes_of = [np.asarray(output, np.float64)], {0: lambda y: row.slope_of_result(y)}
            else:
                operands = [np.asarray(np.zeros(g.shape) if values.get(name) is None else values[name], np.float64)
                            for name in row.operands]
                slopes_of = {k: lambda *xs, j=j: _slopes(op, list(xs), options)[j]
                             for j, k in enumerate(_differentiable(op))}
            found = {}
            for k, slope_of in slopes_of.items():
                slope = slope_of(*operands)
                magnitude = np.abs(slope) + sum(_term(operands[i], _curvature(slope_of, operands, i)) for i in slopes_of)
                magnitude += _cancellation(op, operands, k)
                found[f"grad_{row.operands[k]}"] = (g * slope, SLACK * np.abs(g) * magnitude)
        return found
    reference.__name__ = f"{op}_backward"
    return reference


def _draw(op: str, rng, count: int):
    low, high = OPS[op].domain
    return np.concatenate([np.clip(rng.standard_normal(count), low, high), rng.uniform(low, high, count),
                           np.linspace(low, high, 201)])


def _broadcast_cases(op: str, backward: bool, sku, rng):
    """The cases of a broadcasting op over broadcast_shapes: its kernels' operands at their own shapes,
    `sizes`, the outputs (and a backward's gradients) at the broadcast shape."""
    from ..broadcasting import broadcast_shape

    element, row, plan = numpy_dtype(sku.element), OPS[op], _plan(sku.op)
    for shapes, numbers in broadcast_shapes(op, len(row.operands)):
        shapes = dict(zip(broadcast_operands(_plan(op)), shapes))
        values = {name: _operand_values(name in masks(op), shapes[name], element, rng, *row.domain)
                  for name in row.operands}
        full = broadcast_shape(*(() if shape is None else shape for shape in shapes.values()))
        fields, inputs = broadcast_fields(op, values, numbers, full)
        compute = numpy_dtype(sku.precision.math).type   # a number enters in the compute type
        wide = [np.broadcast_to(np.float64(compute(value)) if name in numbers else np.asarray(value, np.float64), full)
                for name, value in values.items()]   # in the reference's order
        descriptor = plan.Descriptor(**fields, element=sku.element, **dict(sku.mode))
        names = vars(plan._names(descriptor, sku.variant))   # the params, with their defaults
        if not checks_accept(plan, names):   # operands the op takes only both numbers or both arrays (clamp's)
            continue
        if backward:
            inputs["grad_output"] = rng.standard_normal(full).astype(element).reshape(-1)
            if any(spec.name == "output" for spec in plan.tensors):   # the forward's, rounded to the element
                with np.errstate(all="ignore"):
                    inputs["output"] = row.f(*wide, **_options(op, names)).astype(element).reshape(-1)
            found = _backward(op)(inputs["grad_output"].reshape(full), *wide, **names)
            for name in numbers:
                found.pop(f"grad_{name}")
        else:
            found = _forward(op)(*wide, **names)
        label = " ".join(str(float(values[name])) if name in numbers else str(shapes[name]) for name in row.operands)
        yield Case(f"[{op} {label}]", fields, inputs,
                   {name: Expected(np.reshape(value, -1), eps(sku.precision.math) * np.reshape(bound, -1)
                                   + float(ml_dtypes.finfo(element).smallest_subnormal))
                    for name, (value, bound) in found.items()})


def _cases(op: str, backward: bool):
    def cases(sku, rng):
        from ..generated.plans import PLANS

        if broadcasts(op):
            yield from _broadcast_cases(op, backward, sku, rng)
            return
        element, plan, row = numpy_dtype(sku.element), PLANS[sku.op], OPS[op]
        drawn = {name: rng.permutation(_draw(op, rng, 256)).astype(element) for name in row.operands}
        size = drawn["input"].size
        descriptor = plan.Descriptor(numel=size, element=sku.element, **dict(sku.mode))
        names = vars(plan._names(descriptor, sku.variant))
        inputs = drawn
        if backward:
            reads = {spec.name for spec in plan.tensors if spec.role == "input"}
            inputs = {"grad_output": rng.standard_normal(size).astype(element),
                      **{name: value for name, value in drawn.items() if name in reads}}
            if "output" in reads:   # the forward's result, rounded to the element as the forward's is
                with np.errstate(all="ignore"):
                    inputs["output"] = row.f(drawn["input"].astype(np.float64), **_options(op, names)).astype(element)
        found = (_backward if backward else _forward)(op)(**inputs, **names)
        math_type = sku.precision.math if sku.precision.math != "none" else sku.element
        resolution = float(ml_dtypes.finfo(element).smallest_subnormal)   # an output's rounding there
        yield Case(f"{row.domain}", {"numel": size}, inputs,
                   {name: Expected(value, eps(math_type) * bound + resolution) for name, (value, bound) in found.items()})
    cases.__name__ = f"cases_{op}_backward" if backward else f"cases_{op}"
    return cases


def _gradient_inputs(op: str):
    def gradient_inputs(rng, **mode):
        low, high = OPS[op].domain
        # A broadcasting op's operands broadcast ([2, 1] and [4] to the first's [3, 2, 4]: PyTorch's clamp backward
        # fails where input broadcasts); some may be numbers.
        count = len(OPS[op].operands)
        shapes = shaped(op, OPS[op].operands, [(3, 2, 4), (2, 1), (4,)][:count] if broadcasts(op) else [(3, 4)] * count)
        arrays = []
        for name, shape in zip(OPS[op].operands, shapes):
            x = np.clip(rng.standard_normal(shape) * 2, low + 1e-3, min(high, 5.0))
            for kink in OPS[op].kinks:   # finite differences across a kink measure neither side
                x = np.where(np.abs(x - kink) < 0.1, kink + np.copysign(0.2, x - kink), x)
            arrays.append(rng.random(shape) < 0.5 if name in masks(op) else None if mode.get(f"{name}_given") is False
                          else 0.75 if mode.get(f"has_{name}") is False else x)
        return tuple(arrays), {}
    gradient_inputs.__name__ = f"gradient_inputs_{op}"
    return gradient_inputs


def peer(torch, op: str) -> Callable:
    """PyTorch's function of the op's operands (its composition, for a fused op)."""
    row = OPS[op]
    return row.peer(torch) if row.peer else getattr(torch.nn.functional, op, None) or getattr(torch, op)


def _bench(op: str, backward: bool):
    def bench(env):
        shape = (env.n(4096), 4096)   # 16M elements at --scale 1
        count = len(OPS[op].operands)
        operands = OPS[op].operands
        yield from _bench_case(env, op, backward, shape, shaped(op, operands, [shape] * count))
        if broadcasts(op):   # the second operand a row, repeated down the rows
            yield from _bench_case(env, op, backward, shape,
                                   shaped(op, operands, [shape, shape[1:]] + [shape] * (count - 2)))
        for axis, values in _plan(op).axes:   # each other value of an axis (div's rounding_mode)
            for value in values[1:]:
                yield from _bench_case(env, op, backward, shape, shaped(op, operands, [shape] * count), {axis: value})
    bench.__name__ = f"bench_{op}_backward" if backward else f"bench_{op}"
    return bench


def _bench_case(env, op: str, backward: bool, shape: tuple, shapes: list, modes: dict | None = None):
    """The bench case of `op` (or its backward) of the result's `shape`, its operands of `shapes`, in
    `modes` (axes' values; their defaults where None)."""
    modes = modes or {}
    torch, row = env.torch, OPS[op]
    peer_op = peer(env.torch, op)
    low, high = row.domain
    operands = env.both(*(_operand_values(name in masks(op), each, np.float32, env.rng, max(low, -10), min(high, 10))
                          for name, each in zip(row.operands, shapes)))
    ours, theirs = [pair[0] for pair in operands], [pair[1] for pair in operands]
    broadcast = f" by [{env.label(shapes[1])}]" if shapes[1:] and shapes[1] != shape else ""
    label = f"{op}{'_backward' if backward else ''} f32 [{env.label(shape)}]{broadcast}" + \
        "".join(f" {name}={value}" for name, value in modes.items())
    if not backward:
        yield env.case(label, lambda: getattr(env.ops, op)(*ours, **modes), lambda: peer_op(*theirs, **modes), shape,
                       moved=tuple(ours))
        return
    from ..generated.plans import PLANS

    (g, t_g), = env.both(env.normal(*shape))
    reads = [spec.name for spec in PLANS[f"{op}_backward"].tensors if spec.role == "input" and spec.name != "sizes"][1:]
    saved = {**dict(zip(row.operands, ours)),
             "output": getattr(env.ops, op)(*ours, **modes) if "output" in reads else None}
    differentiable = _differentiable(op)

    def of_differentiable(*values):   # PyTorch's op of the operands with a gradient, the masks fixed
        given = dict(zip(differentiable, values))
        return peer_op(*(given.get(k, value) for k, value in enumerate(theirs)), **modes)

    # PyTorch's backward of the op, its forward done
    _, pullback = torch.func.vjp(of_differentiable, *(theirs[k] for k in differentiable))
    arguments = {PLANS[op].functional.tensors.get(r, r): saved[r] for r in reads}   # by PyTorch's names
    yield env.case(label, lambda: getattr(env.ops, f"{op}_backward")(g, **arguments, **modes),
                   lambda: pullback(t_g) if len(differentiable) > 1 else pullback(t_g)[0], shape,
                   moved=(g, *(saved[r] for r in reads)))


def _in_place_cases(op: str):
    """The forward's cases whose input has the broadcast shape, its result expected over input."""
    def cases(sku, rng):
        for case in _cases(op, False)(dataclasses.replace(sku, op=op), rng):
            if case.fields.get("input_numel", case.fields["numel"]) == case.fields["numel"]:
                yield Case(case.label, case.fields, case.inputs, {"input": case.expected["out"]})
    cases.__name__ = f"cases_{op}_"
    return cases


def _in_place_bench(op: str):
    def bench(env):
        shape = (env.n(4096), 4096)   # 16M elements at --scale 1
        row = OPS[op]
        operands = env.both(*(_operand_values(name in masks(op), each, np.float32, env.rng, max(row.domain[0], -10),
                                              min(row.domain[1], 10))
                              for name, each in zip(row.operands, shaped(op, row.operands, [shape] * len(row.operands)))))
        ours, theirs = [pair[0] for pair in operands], [pair[1] for pair in operands]
        # PyTorch's: torch.nn.functional's with inplace=True, else the Tensor method; each call updates
        # its operand again, as ours does
        if "inplace" in inspect.signature(getattr(env.ops, op)).parameters:
            peer_op = functools.partial(getattr(env.torch.nn.functional, op), theirs[0], inplace=True)
        else:
            peer_op = getattr(theirs[0], f"{op}_")
        yield env.case(f"{op}_ f32 [{env.label(shape)}]", lambda: getattr(env.ops, f"{op}_")(*ours),
                       lambda: peer_op(*theirs[1:]), shape, moved=tuple(ours))
    bench.__name__ = f"bench_{op}_"
    return bench


def _has_in_place(op: str) -> bool:
    from ..generated.plans import PLANS

    return f"{op}_" in PLANS


def owns_backward(op: str) -> bool:
    """Whether `op`'s backward is this family's (add's and mul's are arith's, which sum to the operands)."""
    from ..generated.plans import PLANS

    return PLANS[PLANS[op].adjoint].family == "pointwise"


for _op in OPS:
    _backwards = (_backward(_op), _cases(_op, True), _bench(_op, True)) if owns_backward(_op) else ()
    for _function in (_forward(_op), _cases(_op, False), _gradient_inputs(_op), _bench(_op, False), *_backwards) + (
            (_in_place_cases(_op), _in_place_bench(_op)) if _has_in_place(_op) else ()):
        globals()[_function.__name__] = _function


# ---- Comparisons and logic: bool results, exact, numpy's own functions in float64. A comparison's
# number is rounded to the element first (PyTorch compares in the operands' dtype).
COMPARES = {"eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal, "gt": np.greater,
            "ge": np.greater_equal, "logical_and": np.logical_and, "logical_or": np.logical_or,
            "logical_not": np.logical_not}
# Values where comparisons are most often wrong: ties, signed zeros, infinities, NaN, subnormals.
EDGES = [0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 1e-40, 0.1, 65504.0, 1e30]


def _compare(op: str):
    def reference(input, other=None, **_):
        operands = [np.asarray(value, np.float64) for value in (input, other)[:2 if op != "logical_not" else 1]]
        with np.errstate(invalid="ignore"):
            return {"out": (COMPARES[op](*operands), 0.0)}
    reference.__name__ = op
    return reference


def _edge_values(element, rng, shape) -> np.ndarray:
    """Values of `shape` drawn from EDGES and a few others, many equal to each other."""
    if element == np.bool_:
        return rng.integers(0, 2, shape).astype(bool)
    pool = np.array(EDGES + list(rng.standard_normal(5)), np.float64)
    with np.errstate(over="ignore"):
        return rng.choice(pool, shape).astype(element)


def _compare_cases(op: str):
    def cases(sku, rng):
        from ..broadcasting import broadcast_shape

        element = numpy_dtype(sku.element).type
        if op == "logical_not":
            x = _edge_values(element, rng, 300)
            yield Case("edges", {"numel": x.size}, {"input": x}, {"out": Expected(_compare(op)(x)["out"][0], exact=True)})
            return
        for shapes, numbers in broadcast_shapes(op, 2):
            shapes = dict(zip(broadcast_operands(_plan(op)), shapes))
            values = {name: np.float64(0.1) if shape is None else _edge_values(element, rng, shape)
                      for name, shape in shapes.items()}
            full = broadcast_shape(*(() if shape is None else shape for shape in shapes.values()))
            fields, inputs = broadcast_fields(op, values, numbers, full)
            # a number rounded to the element, as PyTorch compares
            wide = [np.broadcast_to(np.asarray(element(value) if name in numbers else value, np.float64), full)
                    for name, value in values.items()]
            yield Case(f"[{shapes['input']} {op} {shapes['other'] or 0.1}]", fields, inputs,
                       {"out": Expected(_compare(op)(*wide)["out"][0].reshape(-1), exact=True)})
    cases.__name__ = f"cases_{op}"
    return cases


def _compare_bench(op: str):
    def bench(env):
        shape = (env.n(4096), 4096)   # 16M elements at --scale 1
        shapes = [[shape]] if op == "logical_not" else [[shape, shape], [shape, shape[1:]]]
        for each in shapes:
            operands = env.both(*(env.rng.integers(-2, 3, s).astype(np.float32) for s in each))   # many ties
            ours, theirs = [pair[0] for pair in operands], [pair[1] for pair in operands]
            broadcast = f" by [{env.label(each[1])}]" if each[1:] and each[1] != shape else ""
            yield env.case(f"{op} f32 [{env.label(shape)}]{broadcast}", lambda ours=ours: getattr(env.ops, op)(*ours),
                           lambda theirs=theirs: getattr(env.torch, op)(*theirs), shape, moved=tuple(ours))
    bench.__name__ = f"bench_{op}"
    return bench


for _op in COMPARES:
    for _function in (_compare(_op), _compare_cases(_op), _compare_bench(_op)):
        globals()[_function.__name__] = _function


# ---- Casts (to): numpy's and ml_dtypes' conversions, which round to nearest even once; PyTorch's CPU
# casts from f64 to f16 and bf16 go through f32 (two roundings: 1 + 2**-11 + 2**-40 is 1.0 in f16),
# so the reference rounds to f32 first there. To bool x != 0 (NaN is True), from bool 0 or 1.
CAST_TYPES = ("bool", "f16", "bf16", "f32", "f64")


def to(input, dtype, **_):
    """input (any catalog dtype) converted to `dtype`, exactly as PyTorch's CPU casts."""
    x, target = np.asarray(input), numpy_dtype(dtype)
    with np.errstate(over="ignore", invalid="ignore"):
        if target.kind != "b" and x.dtype.itemsize == 8 and target.itemsize == 2:
            x = x.astype(np.float32)   # PyTorch's double rounding
        return {"out": (x != 0 if target.kind == "b" else x.astype(target), 0.0)}


def cast_edges(rng) -> np.ndarray:
    """float64 values where casts go wrong: NaN, infinities, signed zeros; for each narrower float
    type its largest value, the values just below, at and past the midpoint to the next power of two
    (overflow), its smallest normal and subnormal and the ties around them; random values of each at
    the rounding midpoints between neighbours and one f64 ulp either side; then random normals at
    several scales."""
    found = [np.nan, -np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 1 + 2.0 ** -11 + 2.0 ** -40,
             1 + 2.0 ** -10 + 2.0 ** -11 - 2.0 ** -40, 65519.99999999907, 1e300, -1e-300, 1e-50]
    for name in ("f16", "bf16", "f32"):
        info = ml_dtypes.finfo(numpy_dtype(name))
        top, tiny, sub = float(info.max), float(info.smallest_normal), float(info.smallest_subnormal)
        half_ulp = float(info.eps) * 2.0 ** float(np.floor(np.log2(top))) / 2
        found += [top, top + half_ulp / 2, top + half_ulp, top + half_ulp * 1.5, tiny, sub, sub / 2, sub * 1.5,
                  sub * 2.5, sub / 2 * 1.0000001, tiny - sub / 2]
        values = np.clip(rng.standard_normal(40) * 10.0 ** rng.integers(-6, 6, 40), -top, top).astype(numpy_dtype(name))
        if name == "f32":
            up = np.nextafter(values, np.float32(np.inf))
        else:   # the neighbour away from 0, through the bits (past the largest: inf)
            up = (values.view(np.uint16) + np.uint16(1)).view(numpy_dtype(name))
        middle = (values.astype(np.float64) + up.astype(np.float64)) / 2
        found += list(middle) + list(np.nextafter(middle, np.inf)) + list(np.nextafter(middle, -np.inf))
    found += list(rng.standard_normal(64) * 10.0 ** rng.integers(-40, 40, 64))
    return np.array(found + [-v for v in found], np.float64)



def cases_to(sku, rng):
    values = cast_edges(rng)
    source = numpy_dtype(sku.element)
    with np.errstate(over="ignore", invalid="ignore"):
        x = (values != 0) if source.kind == "b" else values.astype(source)
    for label, input in (("edges", x), ("empty", x[:0])):
        yield Case(label, {"numel": input.size}, {"input": input},
                   {"out": Expected(to(input, sku.aux)["out"][0], exact=True)})


def gradient_inputs_to(rng, **_):
    """A copy in float64, whose finite differences are exact: the gradient cast back is the identity."""
    return (rng.standard_normal((3, 4)),), {"dtype": "float64", "copy": True}


# mixed precision's casts: f32 to and from the 16-bit floats
CAST_BENCH = (("f32", "bf16"), ("bf16", "f32"), ("f32", "f16"), ("f16", "f32"))


def bench_to(env):
    shape = (env.n(4096), 4096)   # 16M elements at --scale 1
    torch = env.torch
    for source, target in CAST_BENCH:
        x, t_x = env.both(env.normal(*shape))[0]
        x = env.ops.to(x, source)
        t_x, t_target = t_x.to(getattr(torch, numpy_dtype(source).name)), getattr(torch, numpy_dtype(target).name)
        yield env.case(f"to {source}->{target} [{env.label(shape)}]", lambda x=x, target=target: env.ops.to(x, target),
                       lambda t_x=t_x, t_target=t_target: t_x.to(t_target), shape, dtype=source, moved=(x,),
                       compare=_bits)


def _bits(ours, peer):
    """Both results as their bits (unsigned integers, compared exactly)."""
    import torch   # (the peer is a tensor of it)

    size = peer.element_size()
    peer = peer.detach().cpu().view({1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}[size]).numpy()
    ours = ours.get() if hasattr(ours, "get") else np.asarray(ours)
    return ours.view(f"u{size}"), peer.view(f"u{size}")


# ---- glu: input's halves along dim, a (the first) times sigmoid(b) (the second). The kernels see input
# [rows, 2, half] (the functional view around dim); the references take that view.
GLU_SHAPES = ((6, 2, 37), (3, 2, 4099), (1, 2, 1), (0, 2, 5), (4, 2, 0))


def _halves(input):
    x = np.asarray(input, np.float64)
    with np.errstate(invalid="ignore"):   # (NaN)
        return x[:, 0], x[:, 1], _sigmoid(x[:, 1])


def glu(input, **_):
    """a * sigmoid(b); its error within SLACK units of its condition |a s| + |a s (1 - s) b|."""
    a, b, s = _halves(input)
    with np.errstate(all="ignore"):
        out = a * s
        return {"out": (out, SLACK * (np.abs(out) + _term(a * s * (1 - s), b)))}


def glu_backward(grad_output, input, **_):
    """grad_input: g s over the first half, g a s (1 - s) over the second, as calculus gives them; the
    kernels' 1 - s (PyTorch's) loses up to a unit of s where b is large, whence the bound's |a| s."""
    a, b, s = _halves(input)
    g = np.asarray(grad_output, np.float64)
    with np.errstate(all="ignore"):
        slope = s * (1 - s)
        first, second = g * s, g * a * slope
        bounds = SLACK * np.abs(g) * (s + _term(slope, b)), SLACK * np.abs(g) * (1 + np.abs(a)) * (s + _term(slope, b))
    return {"grad_input": (np.stack([first, second], axis=1), np.stack(bounds, axis=1))}


def _glu_inputs(sku, rng, backward: bool):
    """(label, input) of each of GLU_SHAPES, then a row of special values against each other (a
    backward's a finite: an infinite a times s (1 - s), which rounds to 0 where b is large, is NaN,
    as in PyTorch)."""
    element = numpy_dtype(sku.element)
    for shape in GLU_SHAPES:
        yield f"{list(shape)}", (rng.standard_normal(shape) * 4).astype(element)
    special = np.array([0.0, -0.0, 1.0, -1.0, 30.0, -30.0, 80.0, -80.0, np.inf, -np.inf, np.nan])   # exp(80) fits f32
    a, b = np.meshgrid(special[np.isfinite(special)] if backward else special, special)
    yield "(special values)", np.stack([a.reshape(-1), b.reshape(-1)])[None].astype(element)


def _glu_cases(backward: bool):
    def cases(sku, rng):
        resolution = float(ml_dtypes.finfo(numpy_dtype(sku.element)).smallest_subnormal)
        for label, x in _glu_inputs(sku, rng, backward):
            fields, inputs = {"rows": x.shape[0], "half": x.shape[2]}, {"input": x}
            if backward:
                inputs = {"grad_output": rng.standard_normal((x.shape[0], x.shape[2])).astype(x.dtype), "input": x}
            found = (glu_backward if backward else glu)(**inputs)
            yield Case(label, fields, inputs, {name: Expected(value, eps(sku.precision.math) * bound + resolution)
                                               for name, (value, bound) in found.items()})
    cases.__name__ = f"cases_glu{'_backward' if backward else ''}"
    return cases


cases_glu, cases_glu_backward = _glu_cases(False), _glu_cases(True)


def gradient_inputs_glu(rng):
    """A [3, 4, 2] input halved along its middle dim (skucat.verify.gradients)."""
    return (rng.standard_normal((3, 4, 2)), 1), {}


def _glu_bench(backward: bool):
    def bench(env):
        shape = (2 * env.n(2048), 4096)   # 16M items of input at --scale 1; both extents even
        for dim in (-1, 0):
            (x, t_x), = env.both(env.normal(*shape))
            if not backward:
                yield env.case(f"glu f32 [{env.label(shape)}] dim={dim}", lambda x=x, dim=dim: env.ops.glu(x, dim),
                               lambda t_x=t_x, dim=dim: env.torch.nn.functional.glu(t_x, dim), shape, moved=(x,))
                continue
            half = list(shape)
            half[dim] //= 2
            (g, t_g), = env.both(env.normal(*half))
            yield env.case(f"glu_backward f32 [{env.label(shape)}] dim={dim}",
                           lambda g=g, x=x, dim=dim: env.ops.glu_backward(g, x, dim),
                           lambda t_g=t_g, t_x=t_x, dim=dim: env.torch.ops.aten.glu_backward(t_g, t_x, dim), shape,
                           moved=(g, x))
    bench.__name__ = f"bench_glu{'_backward' if backward else ''}"
    return bench


bench_glu, bench_glu_backward = _glu_bench(False), _glu_bench(True)
