"""The gradient checks of the catalog: every forward op with a gradient rule, in every mode.

    for case in gradient_cases():
        out = getattr(skucat.ops, case.op)(*case.args, **case.kwargs)   # float64, on the host

The ops are those of `skucat.autodiff.rules()`. The modes of an op come from its plan class: its
compile-time axes, its choice params and its bool params (the forward's that are arguments of its
functional or that gradient_inputs_<op> chooses, and its adjoint's that are also arguments of the
forward functional, such as scale_grad_by_freq). The cases cover their full
product, less the combinations the catalog's checks refuse (a check over mode names alone); when
that product exceeds PRODUCT_LIMIT, a covering set in which every pair of values of two modes
appears at least once.

The inputs of a case come from the op's family reference module (skucat/reference/<family>.py): a
function `gradient_inputs_<op>(rng, **mode)` returns (args, kwargs) of the functional call, tiny
and away from points where the op is not differentiable. A mode that names an argument of the
functional op is passed to it (unless the function gives it itself).
"""

from __future__ import annotations

import inspect
import itertools
import zlib
from dataclasses import dataclass, field

import numpy as np

from . import checks_accept, reference_module

PRODUCT_LIMIT = 32   # beyond this many combinations of modes, all pairs instead of the product


@dataclass(frozen=True, eq=False)
class GradientCase:
    op: str                      # a forward op with a gradient rule (skucat.ops.<op>)
    mode: dict                   # one combination of the op's modes
    args: tuple                  # the call, float64 numpy arrays and Python values
    kwargs: dict
    wrt: tuple[str, ...]         # the arguments whose gradients are checked
    estimator: str | None = field(default=None)   # the catalog's estimator kind when the rule is not the derivative here

    @property
    def id(self) -> str:
        if not self.mode:
            return self.op
        return f"{self.op}[{','.join(f'{name}={value}' for name, value in self.mode.items())}]"

    @property
    def forward(self):
        from .. import ops

        return getattr(ops, self.op)

    def arguments(self) -> dict:
        """Every argument of the call by name, defaults applied."""
        bound = inspect.signature(self.forward).bind(*self.args, **self.kwargs)
        bound.apply_defaults()
        return dict(bound.arguments)


def _plans():
    from ..generated.plans import PLANS

    return PLANS


def modes(op: str) -> list[tuple[str, tuple]]:
    """The modes of a forward op: (name, values) of its axes, choice params and bool params."""
    plans = _plans()
    plan = plans[op]
    # an axis whose argument takes None for `none` (div's rounding_mode) is called with None, as PyTorch's
    found = {axis: tuple(None if axis in plan.functional.none_for and value == "none" else value for value in values)
             for axis, values in plan.axes}
    for param in plan.params:
        if param.type == "choice" and param.name in plan.functional.arguments:   # (not a hook's own)
            found.setdefault(param.name, tuple(param.choices))
        elif param.type == "bool" and (param.name in plan.functional.arguments or _chosen_by_inputs(op, param.name)):
            found.setdefault(param.name, (False, True))   # (a hook's own, as 1-D interpolate's width_only: not a mode)
    if plan.adjoint:   # a bool of the backward that the forward's caller chooses (scale_grad_by_freq)
        for param in plans[plan.adjoint].params:
            if param.type == "bool" and param.name in plan.functional.arguments:
                found.setdefault(param.name, (False, True))
    return list(found.items())


def _chosen_by_inputs(op: str, name: str) -> bool:
    """Whether op's gradient_inputs_<op> takes mode `name` (embedding_bag's has_per_sample_weights; every
    mode, where it takes **mode: the pointwise formulas' has_other)."""
    function = inputs_function(op)[2]
    parameters = inspect.signature(function).parameters if function is not None else {}
    return name in parameters or any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values())


def _all_pairs(candidates: list[dict]) -> list[dict]:
    """A greedy covering set: every pair of values of two modes that some candidate has."""
    uncovered = {pair for mode in candidates for pair in itertools.combinations(mode.items(), 2)}
    chosen = []
    while uncovered:
        best = max(candidates, key=lambda mode: len(uncovered & set(itertools.combinations(mode.items(), 2))))
        chosen.append(best)
        uncovered -= set(itertools.combinations(best.items(), 2))
    return chosen


def allowed_combinations(op: str) -> list[dict]:
    """Every combination of `op`'s modes that its catalog checks accept."""
    plan, axes = _plans()[op], modes(op)
    names = [name for name, _ in axes]
    return [mode for values in itertools.product(*(v for _, v in axes))
            if checks_accept(plan, mode := dict(zip(names, values)))]


def mode_combinations(op: str) -> list[dict]:
    """The combinations of modes `op` is checked in (see the module's docstring)."""
    allowed = allowed_combinations(op)
    return allowed if len(allowed) <= PRODUCT_LIMIT else _all_pairs(allowed)


def inputs_function(op: str, kind: str = "inputs"):
    """(module name, function name, the function or None) of `op`'s gradient_<kind>_<op> in its
    family's reference module."""
    module = reference_module(_plans()[op].family)
    name = f"gradient_{kind}_{op}"
    return module.__name__, name, getattr(module, name, None)


def surrogate(case: GradientCase):
    """For a case whose rule is an estimator: a float64 function of the call's arguments (by name)
    whose derivative at the case's point is the estimator, from the reference module's
    gradient_surrogate_<op>(arguments). None when the module lacks it."""
    make = inputs_function(case.op, "surrogate")[2]
    return make and make(case.arguments())


def missing_gradient_inputs() -> list[str]:
    """The functions the reference modules lack ("module.function"): gradient_inputs_<op> of every
    forward op with a rule, gradient_surrogate_<op> of those whose rule may be an estimator."""
    from ..autodiff import rules

    wanted = [(op, "inputs") for op in rules()] + [(op, "surrogate") for op, rule in rules().items() if rule.estimator]
    return [f"{module}.{name}" for module, name, found in (inputs_function(*w) for w in wanted) if found is None]


def _is_float_array(value) -> bool:
    return isinstance(value, np.ndarray) and value.dtype.kind == "f"


def _estimator(rule, arguments: dict) -> str | None:
    estimator = getattr(rule, "estimator", None)
    if estimator is None or not estimator.applies(arguments):
        return None
    return estimator.kind


def gradient_cases() -> list[GradientCase]:
    """Every forward op with a gradient rule x its mode combinations, with inputs from its reference
    module. Ops whose reference module lacks gradient_inputs_<op> are left out here; see
    missing_gradient_inputs()."""
    from ..autodiff import rules

    cases = []
    for op, rule in rules().items():
        make = inputs_function(op)[2]
        if make is None:
            continue
        arguments = _plans()[op].functional.arguments
        for mode in mode_combinations(op):
            case = GradientCase(op, mode, (), {}, ())
            rng = np.random.default_rng(zlib.crc32(case.id.encode()))
            args, kwargs = make(rng, **mode)
            kwargs = {**{name: value for name, value in mode.items()
                         if name in arguments and name not in kwargs
                         and name not in arguments[:len(args)]}, **kwargs}
            case = GradientCase(op, mode, tuple(args), kwargs, ())
            bound = case.arguments()
            estimator = _estimator(rule, bound)
            # Integer arguments (quantized codes, class indices) have a gradient only by an estimator.
            wrt = tuple(name for name in rule.wrt_of(bound) if _is_float_array(bound.get(name))
                        or estimator and isinstance(bound.get(name), np.ndarray))
            cases.append(GradientCase(op, mode, tuple(args), kwargs, wrt, estimator))
    return cases
