"""Edge cases of every op, derived from its plan class: what the sanitizer build runs besides the
verification cases, and what a kernel must survive whatever the input.

Every op gets the same sweep, built from the catalog's data (dims, params, tensors and their
dtypes), so a new op is swept without a line here:

- shape: every dim 1 (1x1 inputs), with plain and with poisoned data; each dim 0; every dim 0;
- float: each float input tensor filled with NaN, +-inf, +-1e30, +-1e300, tiny and subnormal
  values (grids far outside [-1, 1], NaN and inf in data and scales), or a mix of all of them;
- int: each integer input tensor holding 0 and one value v, v at both bounds of every dim
  (d - 1, d), -1 and the extremes of its dtype (indices at 0, num - 1 and out of range,
  offsets, zero points of -2^63);
- unchecked: each case the plan refuses for its values, run again with the checks of tensor
  values skipped, so that the kernel's own guards (skip, clamp) meet what a check would refuse
  (an op whose inputs describe each other, e.g. arith's `sizes`, is swept this way);
- param: each param at its extremes (ints: 0, +-1, the int8/uint8/int32/int64 bounds and the
  dims' bounds; floats: 0, subnormal, tiny, huge, +-inf, NaN; every choice and bool), every set
  of the int params at the two ends of an extreme range (zero points with quant ranges), on
  poisoned data.

Inputs are plain otherwise: floats in [0.25, 1.5) (valid scales), integers 0 (valid indices,
offsets, targets and bag sizes), params at their defaults, dims 2, 3, 4, ... in catalog order.
A case the plan refuses (a SkucatError before any kernel runs) counts as refused; the
sanitizers require that no case that runs reads, writes or computes anything undefined.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections import Counter
from dataclasses import dataclass, field

import numpy as np

from .. import dtypes
from ..errors import SkucatError
from ..sku import KernelSku
from . import _descriptor, checks_accept, run_case, select_exact

CATEGORIES = ("shape", "float", "int", "unchecked", "param")
INF, NAN = float("inf"), float("nan")
FLOAT_FILLS = (NAN, INF, -INF, 1e300, -1e300, 1e30, -1e30, 1e-30, 1e-300, 5e-324)
# Everything at once, 17 long (odd: grids pair every value with several others).
MIXED = (NAN, INF, -INF, 1e30, -1e30, 3e38, -3e38, 65504.0, 70000.0, 0.0, -0.0, 1e-30, 0.5, -0.5, 2.5, -1.0, 1e300)
INT_EXTREMES = (0, 1, -1, 127, 128, -128, -129, 255, 256, 2**31 - 1, -2**31, 2**31, 2**63 - 1, -2**63)
FLOAT_PARAMS = (0.0, -0.0, 5e-324, 1e-300, 1e-30, 0.5, -1.0, 1e30, 1e300, INF, -INF, NAN)
RANGES = ((-2**63, 2**63 - 1), (-2**31, 2**31 - 1), (-128, 127), (0, 255))


@dataclass(frozen=True)
class Edge:
    category: str
    label: str
    dims: dict
    params: dict = field(default_factory=dict)     # overrides of the params' defaults
    fills: dict = field(default_factory=dict)      # tensor name -> a float, "mixed" or ("int", v)


def _plan(op: str):
    from ..generated.plans import PLANS

    return PLANS[op]


def edges(op: str) -> list[Edge]:
    """The edge cases of `op` (the same for each of its SKUs)."""
    plan = _plan(op)
    # Dims the checks tie to each other (an in-place op's numel) all equal; one they pin to 1 (masked_fill's
    # value_numel) 1.
    candidates = [{dim: 2 + i for i, dim in enumerate(plan.dims)}, dict.fromkeys(plan.dims, 3),
                  *({**dict.fromkeys(plan.dims, 3), dim: 1} for dim in plan.dims)]
    base = next((dims for dims in candidates if checks_accept(plan, dims)), candidates[0])
    data = {spec.name: "mixed" for spec in plan.tensors if spec.role != "output" and spec.dtype == "element"}
    found = [Edge("shape", "1x1", dict.fromkeys(base, 1)), Edge("shape", "1x1 poisoned", dict.fromkeys(base, 1), fills=data),
             Edge("shape", "all 0", dict.fromkeys(base, 0))]
    found += [Edge("shape", f"{dim}=0", {**base, dim: 0}) for dim in base]
    bounds = sorted({value for extent in base.values() for value in (extent - 1, extent)})
    for spec in plan.tensors:
        if spec.role == "output":
            continue
        kinds = _kinds(plan, spec)
        if "float" in kinds:
            found += [Edge("float", f"{spec.name}={value}", base, fills={spec.name: value}) for value in FLOAT_FILLS]
        found.append(Edge("float" if "float" in kinds else "int", f"{spec.name}=mixed", base,
                          fills={spec.name: "mixed"}))
        if "int" in kinds:
            found += [Edge("int", f"{spec.name}=0,{value}", base, fills={spec.name: ("int", value)})
                      for value in dict.fromkeys([*bounds, *INT_EXTREMES])]
    ints = [p.name for p in plan.params if p.type in ("int", "optional_int")]
    for param in plan.params:
        for value in _param_values(param, bounds):
            found.append(Edge("param", f"{param.name}={value}", base, {param.name: value}, data))
    for (low, high), ends in itertools.product(RANGES, itertools.product((0, 1), repeat=len(ints))):
        if len(ints) > 1:
            values = {name: (low, high)[end] for name, end in zip(ints, ends)}
            found.append(Edge("param", ",".join(f"{k}={v}" for k, v in values.items()), base, values, data))
    return found


def _kinds(plan, spec) -> set[str]:
    """The dtype kinds (float, int) a tensor of `plan` can have."""
    names = {"element": plan.elements, "aux": plan.aux_types, "compute": ("f32", "f64")}.get(spec.dtype, (spec.dtype,))
    return {dtypes.DTYPES[name].kind for name in names}


def _param_values(param, bounds) -> list:
    if param.type == "choice":
        return list(param.choices)
    if param.type == "bool":
        return [False, True]
    optional = [None] if param.type.startswith("optional") else []
    if param.type.endswith("float"):
        return optional + list(FLOAT_PARAMS)
    return optional + list(dict.fromkeys([*INT_EXTREMES, *bounds, *(-b for b in bounds)]))


def _fill(shape, dtype: np.dtype, fill, rng) -> np.ndarray:
    """An input array of `shape`: plain (floats in [0.25, 1.5), integers 0) or as `fill` says."""
    size = int(np.prod(shape, dtype=np.int64))
    if dtype.kind in "iu":
        values = np.zeros(size, np.int64)
        if isinstance(fill, tuple):          # half 0, half v, sorted: both bounds, nondecreasing
            info = np.iinfo(dtype)
            values = np.sort(np.repeat(np.array([0, min(max(fill[1], info.min), info.max)], np.int64),
                                       [size - size // 2, size // 2]))
            if size == 1:
                values[:] = min(max(fill[1], info.min), info.max)
        elif fill == "mixed":
            values = np.resize(np.array(INT_EXTREMES, np.int64), size)
        return values.astype(dtype).reshape(shape)
    if fill is None or isinstance(fill, tuple):
        values = rng.uniform(0.25, 1.5, size)
    elif fill == "mixed":
        values = np.resize(np.array(MIXED), size)
    else:
        values = np.full(size, fill)
    with np.errstate(over="ignore", under="ignore", invalid="ignore"):
        return values.astype(dtype).reshape(shape)


def run_edge(sku: KernelSku, stream, edge: Edge, rng, checked: bool = True) -> bool:
    """Runs one edge case of `sku` on `stream`: True if it ran, False if the plan refused it.
    Unchecked, the checks of tensor values are skipped: the kernels' own guards meet the values."""
    plan_class = _plan(sku.op)
    defaults = {p.name: plan_class.Descriptor.__dataclass_fields__[p.name].default for p in plan_class.params}
    checks = plan_class.checks
    try:
        desc = _descriptor(plan_class, sku, {**edge.dims, **defaults, **edge.params})
        names = plan_class._names(desc, sku.variant)
        inputs = {}
        for spec in plan_class.tensors:
            if spec.role == "output" or (spec.when is not None and not spec.when(names)):
                continue
            dtype = dtypes.numpy_dtype(plan_class.resolve(spec.dtype, names))
            shape = tuple(int(extent) for extent in spec.shape(names))
            inputs[spec.name] = _fill(shape, dtype, edge.fills.get(spec.name), rng)
        if not checked:
            plan_class.checks = tuple(check for check in checks if not check.on_arrays)
        run_case(select_exact(plan_class, stream, desc, sku), stream, inputs)
    except SkucatError:
        return False
    finally:
        plan_class.checks = checks
    return True


@dataclass
class Sweep:
    """What a sweep ran: cases per (op, category) that ran and that the plans refused."""

    ran: Counter = dataclasses.field(default_factory=Counter)
    refused: Counter = dataclasses.field(default_factory=Counter)
    ran_unchecked: Counter = dataclasses.field(default_factory=Counter)   # by the refused case's category

    def add(self, other: "Sweep") -> None:
        self.ran.update(other.ran)
        self.refused.update(other.refused)
        self.ran_unchecked.update(other.ran_unchecked)

    def exercised(self, op: str, category: str) -> int:
        """The cases of `category` whose kernels ran, with the value checks or without them."""
        return self.ran[(op, category)] + self.ran_unchecked[(op, category)]

    def uncovered(self, ops) -> list[str]:
        """A line for each op with no edge case that ran, and each category of an op whose every
        case the plan refused."""
        found = []
        for op in ops:
            tried = [c for c in CATEGORIES if self.ran[(op, c)] + self.refused[(op, c)]]
            if not any(self.exercised(op, c) for c in tried):
                found.append(f"{op}: no edge case ran")
            found += [f"{op}: every {c} case was refused" for c in tried if not self.exercised(op, c)]
        return found


def sweep(sku: KernelSku | str, stream, seed: int = 0, before=None) -> Sweep:
    """Runs every edge case of `sku` on `stream`; `before(text)` is called with each case's name
    before it runs (what a sanitizer report interrupted)."""
    sku = KernelSku.parse(sku) if isinstance(sku, str) else sku
    rng = np.random.default_rng(seed)
    found = Sweep()
    for edge in edges(sku.op):
        if before:
            before(f"{sku} {edge.category}: {edge.label}")
        ran = run_edge(sku, stream, edge, rng)
        (found.ran if ran else found.refused)[(sku.op, edge.category)] += 1
        if not ran:   # refused for its values: the kernel must skip or clamp them
            if before:
                before(f"{sku} unchecked: {edge.label}")
            ran = run_edge(sku, stream, edge, rng, checked=False)
            if ran or edge.category == "int":   # others may be refused for what no value check says (dims)
                (found.ran if ran else found.refused)[(sku.op, "unchecked")] += 1
            found.ran_unchecked[(sku.op, edge.category)] += ran
    return found
