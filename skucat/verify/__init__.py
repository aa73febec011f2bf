"""Runs one SKU on its reference's cases and compares it with the float64 reference.

Every op is verified the same way: its reference module (skucat/reference/<family>.py)
either yields `Case`s from `cases_<op>(sku, rng)` (inputs built to hit what the op gets
wrong, with the expected outputs), or has a float64 `<op>(**inputs, **fields)` that is
run on random inputs of the catalog's shapes. The tolerance is derived from the element
type: |actual - expected| <= eps(element) * |expected| + atol, where the case sets atol
from what the result is made of (e.g. eps(accumulator) * terms * sum |terms|); exact
comparisons demand bit equality with the expected value in the output's type.

A reference module's other per-op functions (`gradient_inputs_<op>`, `gradient_surrogate_<op>`,
`bench_<op>`) are looked up by name too; `reference_module` refuses one that names no op.
"""

from __future__ import annotations

import functools
import time
import types
from dataclasses import dataclass, field
from importlib import import_module

import ml_dtypes
import numpy as np

from .. import catalog, dtypes
from ..errors import CatalogError, SkucatError
from ..sku import KernelSku
from ..types import PlanPreference, Workspace


@dataclass
class Expected:
    value: np.ndarray        # float64 (or integer codes)
    atol: object = 0.0       # scalar or array, added to eps(output) * |value|
    exact: bool = False


@dataclass
class Case:
    """One run of a SKU: descriptor fields (besides element, aux and the SKU's modes), input
    arrays by tensor name, and the expected value of each output."""

    label: str
    fields: dict
    inputs: dict
    expected: dict = field(default_factory=dict)


@dataclass
class Comparison:
    name: str
    actual: np.ndarray
    expected: np.ndarray     # float64
    element: str             # the dtype the result is stored in
    atol: object = 0.0       # scalar or array, added to eps(element) * |expected|
    exact: bool = False


@dataclass
class Check:
    sku: str
    ok: bool
    worst: float             # max error / allowed error (<= 1 passes)
    seconds: float
    detail: str = ""


# The per-op functions of a reference module, each followed by an op of its family.
PER_OP_PREFIXES = ("cases_", "gradient_inputs_", "gradient_surrogate_", "bench_")


@functools.cache
def reference_module(family: str):
    """skucat/reference/<family>.py, once its per-op names are checked (check_reference_names)."""
    module = import_module(f"skucat.reference.{family}")
    check_reference_names(module, catalog.ops(family))
    return module


def check_reference_names(module, ops) -> None:
    """Every function (or partial) named <prefix><op> (PER_OP_PREFIXES), and every key of the module's
    NOT_TIMED (ops `skucat bench` leaves out), names one of `ops`: a misspelt one would otherwise
    be ignored, its op falling back to random inputs or to no case. Raises CatalogError."""
    misnamed = [name for name, value in vars(module).items() if callable(value)
                for prefix in PER_OP_PREFIXES if name.startswith(prefix) and name[len(prefix):] not in ops]
    misnamed += [f"NOT_TIMED[{op!r}]" for op in getattr(module, "NOT_TIMED", {}) if op not in ops]
    if misnamed:
        raise CatalogError(f"{module.__name__}: {', '.join(misnamed)} name(s) no op of the family; "
                           f"its ops are {', '.join(ops)}")


def checks_accept(plan, names: dict) -> bool:
    """Whether the plan's checks that read only `names` (modes, dims) accept their values."""
    values = types.SimpleNamespace(**names)
    return all(check.holds(values) for check in plan.checks if not check.on_arrays and set(check.names) <= set(names))


def eps(element: str) -> float:
    """The machine epsilon of a float type; 0 for the exact ones (bool, integers)."""
    dtype = dtypes.numpy_dtype(element)
    return float(ml_dtypes.finfo(dtype).eps) if dtype.kind == "f" or dtype == ml_dtypes.bfloat16 else 0.0


def compare(comparison: Comparison) -> tuple[bool, float, str]:
    """(ok, worst error/allowed ratio, description of the worst element)."""
    actual = np.asarray(comparison.actual).astype(np.float64)
    expected = np.asarray(comparison.expected, np.float64)
    if actual.shape != expected.shape:
        return False, np.inf, f"{comparison.name}: shape {actual.shape} != {expected.shape}"
    with np.errstate(over="ignore", invalid="ignore"):   # infinities are legitimate expected values
        if comparison.exact:
            expected = expected.astype(dtypes.numpy_dtype(comparison.element)).astype(np.float64)
            allowed = np.zeros_like(expected)
        else:
            allowed = eps(comparison.element) * np.abs(expected) + comparison.atol
        both_nan = np.isnan(actual) & np.isnan(expected)
        same_inf = np.isinf(expected) & (actual == expected)
        error = np.where(both_nan | same_inf, 0.0, np.abs(actual - expected))
    error = np.where(np.isnan(error), np.inf, error)
    with np.errstate(divide="ignore", invalid="ignore"):
        ratio = np.where(error == 0, 0.0, error / allowed)
    ratio = np.where(np.isnan(ratio), np.inf, ratio)   # NaN got where an infinite allowance was: wrong, the worst
    if ratio.size == 0:
        return True, 0.0, ""
    worst = np.unravel_index(np.argmax(ratio), ratio.shape)
    text = (f"{comparison.name}{list(worst)}: got {actual[worst]!r}, expected {expected[worst]!r}, "
            f"allowed error {allowed[worst]:.3g}")
    return bool(ratio[worst] <= 1.0), float(ratio[worst]), text


def select_exact(plan_class, stream, desc, sku: KernelSku):
    """The plan for desc that runs exactly `sku` (whatever select would prefer)."""
    plan = plan_class.select(stream, desc, PlanPreference(deterministic=False, variant=sku.variant))
    if plan.sku().generic() != sku.generic():
        raise AssertionError(f"selected {plan.sku()} instead of {sku}")
    return plan


def run_case(plan, stream, inputs: dict) -> dict:
    """Runs plan on host arrays `inputs` and fresh outputs; returns the outputs and the updated
    inout tensors as numpy."""
    backend, names = stream.backend, plan._bound_names
    args, outputs = {}, {}
    for spec in plan.tensors:
        if spec.when is not None and not spec.when(names):
            continue
        if spec.role == "output":
            shape = tuple(int(extent) for extent in spec.shape(names))
            outputs[spec.name] = args[spec.name] = backend.empty(shape, dtypes.numpy_dtype(plan.dtype_of(spec)))
        elif spec.role == "inout":   # a copy: the case's inputs stay as they were
            outputs[spec.name] = args[spec.name] = backend.asarray(np.array(inputs[spec.name], order='C'))
        else:
            args[spec.name] = backend.asarray(np.require(inputs[spec.name], requirements='C'))   # keeps 0-d arrays 0-d
    plan.run(stream, Workspace.allocate(stream, plan.workspace_size()), plan.Args(**args))
    return {name: backend.to_numpy(array) for name, array in outputs.items()}


def _default_cases(plan_class, reference, sku: KernelSku, rng):
    """Random normal inputs of the catalog's shapes (dims 5, 6, 7, ...), params at their defaults,
    against `reference.<op>(**inputs, **names)`: an output's value, or (value, magnitude), where
    magnitude bounds its error in units of eps(the SKU's math type)."""
    fields = {dim: 5 + i for i, dim in enumerate(plan_class.dims)}
    names = plan_class._names(_descriptor(plan_class, sku, fields), sku.variant)
    inputs = {spec.name: rng.standard_normal(spec.shape(names)).astype(
                  dtypes.numpy_dtype(plan_class.resolve(spec.dtype, names)))
              for spec in plan_class.tensors if spec.role != "output"}
    found = getattr(reference, sku.op)(**inputs, **vars(names))
    if not isinstance(found, dict):
        found = {plan_class.functional.returns[0]: found}
    math = sku.precision.math if sku.precision.math != "none" else sku.element
    expected = {name: Expected(value[0], eps(math) * value[1]) if isinstance(value, tuple) else Expected(value)
                for name, value in found.items()}
    yield Case("", fields, inputs, expected)


def _descriptor(plan_class, sku: KernelSku, fields: dict):
    aux = {plan_class.aux_field: sku.aux} if plan_class.aux_field else {}
    return plan_class.Descriptor(**fields, element=sku.element, **aux, **sku.mode)


def comparisons(sku: KernelSku, stream, seed: int = 0) -> list[Comparison]:
    from ..generated.plans import PLANS

    plan_class = PLANS[sku.op]
    reference = reference_module(plan_class.family)
    cases = getattr(reference, f"cases_{sku.op}", None)
    rng = np.random.default_rng(seed)
    found = []
    for case in (cases(sku, rng) if cases else _default_cases(plan_class, reference, sku, rng)):
        plan = select_exact(plan_class, stream, _descriptor(plan_class, sku, case.fields), sku)
        outputs = run_case(plan, stream, case.inputs)
        specs = {spec.name: spec for spec in plan.tensors}
        for name, actual in outputs.items():
            expected = case.expected[name]
            found.append(Comparison(name + case.label, actual, expected.value, plan.dtype_of(specs[name]),
                                    expected.atol, expected.exact))
    return found


def verify_sku(sku: KernelSku | str, stream, seed: int = 0) -> Check:
    sku = KernelSku.parse(sku) if isinstance(sku, str) else sku
    start = time.perf_counter()
    try:
        results = [compare(c) for c in comparisons(sku, stream, seed)]
    except SkucatError as exc:
        return Check(str(sku), False, np.inf, time.perf_counter() - start, f"{type(exc).__name__}: {exc}")
    seconds = time.perf_counter() - start
    ok = all(result[0] for result in results)
    worst = max(results, key=lambda result: result[1])
    return Check(str(sku), ok, worst[1], seconds, worst[2])
