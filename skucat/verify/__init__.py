"""Runs one SKU on random inputs and compares it with its float64 reference.

Each family module has, per op, `<op>(plan_class, sku, stream, rng)` that
selects exactly that SKU, runs it and returns the Comparisons to make. The
tolerance is derived from the element type: |actual - expected| <=
eps(element) * |expected| + atol, where the case sets atol from what the
result is made of (e.g. eps(accumulator) * terms * sum |terms|); exact
comparisons demand bit equality with the expected value in the element type.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from importlib import import_module

import ml_dtypes
import numpy as np

from .. import dtypes
from ..errors import SkucatError
from ..sku import KernelSku
from ..types import PlanPreference


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


def eps(element: str) -> float:
    return float(ml_dtypes.finfo(dtypes.numpy_dtype(element)).eps)


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
    if ratio.size == 0:
        return True, 0.0, ""
    worst = np.unravel_index(np.argmax(ratio), ratio.shape)
    text = (f"{comparison.name}{list(worst)}: got {actual[worst]!r}, expected {expected[worst]!r}, "
            f"allowed error {allowed[worst]:.3g}")
    return bool(ratio[worst] <= 1.0), float(ratio[worst]), text


def select_exact(plan_class, stream, desc, sku: KernelSku):
    """The plan for desc that runs exactly `sku` (whatever select would prefer)."""
    plan = plan_class.select(stream, desc, PlanPreference(variant=sku.variant))
    if plan.sku().generic() != sku.generic():
        raise AssertionError(f"selected {plan.sku()} instead of {sku}")
    return plan


def comparisons(sku: KernelSku, stream, seed: int = 0) -> list[Comparison]:
    from ..generated.plans import PLANS

    plan_class = PLANS[sku.op]
    case = getattr(import_module(f"{__name__}.{plan_class.family}"), sku.op)
    return case(plan_class, sku, stream, np.random.default_rng(seed))


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
