"""`skucat bench`: every op of the catalog, forward and backward, against PyTorch on the same
inputs in the same run, at equal threads; plus per-call overhead, `plan.run` alone, regeneration and
cold and warm host builds.

An op's cases come from its family's reference module (skucat/reference/<family>.py): a generator
`bench_<op>(env)` yields `env.case(...)`s, each with skucat's call and its PyTorch peer on the same
inputs (torch is `env.torch`, so the module imports without it); or the module's `NOT_TIMED` maps
the op to why it is not timed.

Ratio = skucat time / PyTorch time: below 1 is faster than the peer. Times are medians of
--repeats samples after a warm-up call; a sample is one call, or a loop of calls long enough to
time when one call is short. The two sides' samples alternate, so that the machine's speed drifting
moves both; before each, its side runs for a while, past the other's worker threads spinning on
the cores it shares. A case's ratio is the median of its pairs' ratios (each pair of samples taken
back to back), shown with the interval that holds the true median at 90% or more (from 5 repeats):
a ratio whose interval spans 1 is a tie on this machine at this load. A case whose peer raises
(PyTorch lacks some kernels on some devices) is timed on skucat's side alone, with the peer's
error, and is no failure. On the host both sides run --threads threads; with --backend cuda both
run on device 0, timed with CUDA events: the time a caller sees (the ratio), and the device's time
alone, its calls queued behind a kernel that keeps the device busy until the host has queued them
all ("device ours / peer ms = ratio"). The cases that declare the bytes they read (the memory-bound
ops) also report the fraction of the device's peak memory bandwidth their device time reaches.

On the host, a section times one small call per family (its first case whose skucat side is one
call of skucat.ops, scaled down to about 0.05 ms at one worker) at one worker and at two, in this
process (PyTorch imported) and in a child process without PyTorch: two workers must never be
slower than one. With --scaling every case's peer is skucat's own call at one worker, and the
ratio is --threads workers against one.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import itertools
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path
from typing import Callable

import numpy as np

from . import catalog
from .errors import BackendError, InvalidArgumentError, SkucatError
from .sku import SkuFilter
from .verify import reference_module


@dataclasses.dataclass
class Case:
    name: str
    ours: Callable
    peer: Callable
    shape: tuple
    dtype: str = "f32"
    direction: str = ""      # forward, backward, forward+backward (a training step) or double backward
    #                          (the gradient of a gradient, through its graph); default from op
    # Input arrays (or byte counts) the op reads, its outputs counted when run: given for the ops that
    # move each byte about once, whose GPU figure is then a fraction of peak bandwidth.
    moved: tuple = ()
    op: str = ""             # the catalog op that runs; default: that of the bench_<op> yielding it
    error: str | None = None  # why the case could not be set up
    # tests/test_peers.py compares ours() with peer() value for value: `compare` maps (ours' result, peer's)
    # to two comparable values where their structures differ; `uncompared` says why they cannot be compared.
    compare: Callable | None = None
    uncompared: str | None = None

    def __post_init__(self):
        if self.op and not self.direction:
            self.direction = "backward" if self.op.endswith("_backward") else "forward"


class Env:
    """Where the cases run: `ours` turns a numpy array into an input of skucat's backend, `peer`
    into a PyTorch tensor on the peer's device; `n` scales a size for --scale; `ops` is skucat.ops,
    `torch` the peer's module. With `same_memory` (timing, on the host) the peer's tensors view ours'
    arrays: two copies of one array lie apart in physical memory, and that alone moved a memory-bound
    case's time by 10-20% on a virtual machine, the same way for a whole run. Without it (comparing
    results) each side has its own operands, which an in-place case updates."""

    case = Case

    def __init__(self, torch, backend: str, scale: float, seed: int = 0, same_memory: bool = False):
        from . import ops

        self.torch, self.backend, self.scale, self.ops = torch, backend, scale, ops
        self.same_memory = same_memory and backend == "host"
        # PyTorch deprecates its quantized tensors, which are the quantize family's peers.
        warnings.filterwarnings("ignore", message=".*quantized tensor creation functions.*")
        self.rng = np.random.default_rng(seed)
        self.device = "cuda" if backend == "cuda" else "cpu"
        if backend == "cuda":
            import cupy

            self._cupy = cupy

    def n(self, size: int) -> int:
        return max(2, round(size * self.scale))

    def ours(self, array):
        array = np.asarray(array)
        return self._cupy.asarray(array) if self.backend == "cuda" else array

    def numpy(self, array):
        """An array of ours as a numpy array (a device array copied to the host)."""
        return self._cupy.asnumpy(array) if self.backend == "cuda" else np.asarray(array)

    def peer(self, array):
        # (a 0-d one stays 0-d)
        if self.same_memory:
            return self.torch.from_numpy(np.require(array, requirements="C"))
        return self.torch.from_numpy(np.array(array, order="C")).to(self.device)

    def back(self, tensor):
        """A peer tensor as an input of ours (saved forward values)."""
        return self.ours(tensor.detach().cpu().numpy())

    def normal(self, *shape):
        return self.rng.standard_normal(shape).astype(np.float32)

    def both(self, *arrays):
        """Each numpy array as (ours, peer)."""
        return [(self.ours(a), self.peer(a)) for a in arrays]

    @staticmethod
    def label(shape) -> str:
        return "x".join(map(str, shape))

    def autograd(self, function, input, grad=None):
        """PyTorch's gradient of `function` at `input`: autograd through the forward, its only way."""
        input = input.detach().requires_grad_()
        out = function(input)
        return self.torch.autograd.grad(out, input, self.torch.ones_like(out) if grad is None else grad)[0]


# ---- the cases: `bench_<op>(env)` of each op's reference module, and the PyTorch bridge

BRIDGE_UNCOMPARED = ("a training step on each side that returns nothing; tests/test_torch_bridge.py compares the "
                     "bridge's values and gradients with PyTorch's")


def bridge_cases(env: Env):
    """skucat.torch (custom ops, DLPack, PyTorch's autograd running the catalog adjoint), a training
    step each, against PyTorch's own ops; the small layer_norm shows the bridge's cost per call."""
    import skucat.torch

    torch, F = env.torch, env.torch.nn.functional

    def step(op, *args, **kwargs):
        torch.autograd.grad(op(*args, **kwargs).sum(), [a for a in args if isinstance(a, torch.Tensor)])

    n = env.n(8)
    image = env.peer(env.normal(n, 32, 64, 64)).requires_grad_()
    grid = env.peer(env.rng.uniform(-1.1, 1.1, (n, 64, 64, 2)).astype(np.float32)).requires_grad_()
    yield Case(f"skucat.torch grid_sample+backward f32 [{n}x32x64x64]",
               lambda: step(skucat.torch.grid_sample, image, grid, align_corners=False),
               lambda: step(F.grid_sample, image, grid, align_corners=False), tuple(image.shape),
               direction="forward+backward", op="grid_sample", uncompared=BRIDGE_UNCOMPARED)
    # A gradient penalty: the gradient of the first derivative's square, through its graph (the
    # catalog's composed backward on our side, aten's grid_sampler_2d double backward on PyTorch's).
    def penalty(op, *args, **kwargs):
        inputs = [a for a in args if isinstance(a, torch.Tensor)]
        first = torch.autograd.grad(op(*args, **kwargs).sum(), inputs, create_graph=True)
        torch.autograd.grad(sum((g * g).sum() for g in first), inputs)

    small = env.peer(env.normal(env.n(2), 16, 32, 32)).requires_grad_()
    small_grid = env.peer(env.rng.uniform(-1.1, 1.1, (env.n(2), 32, 32, 2)).astype(np.float32)).requires_grad_()
    for mode in ("bilinear", "bicubic"):
        yield Case(f"skucat.torch grid_sample double backward f32 {mode} [{env.label(tuple(small.shape))}]",
                   lambda mode=mode: penalty(skucat.torch.grid_sample, small, small_grid, mode, align_corners=False),
                   lambda mode=mode: penalty(F.grid_sample, small, small_grid, mode, align_corners=False),
                   tuple(small.shape), direction="double backward", op="grid_sample", uncompared=BRIDGE_UNCOMPARED)
    for rows, cols in ((64, 256), (env.n(4096), 1024)):
        x = env.peer(env.normal(rows, cols)).requires_grad_()
        weight = env.peer(env.normal(cols)).requires_grad_()
        yield Case(f"skucat.torch layer_norm+backward f32 [{rows}x{cols}]",
                   lambda x=x, weight=weight, cols=cols: step(skucat.torch.layer_norm, x, [cols], weight),
                   lambda x=x, weight=weight, cols=cols: step(F.layer_norm, x, [cols], weight), (rows, cols),
                   direction="forward+backward", op="layer_norm", uncompared=BRIDGE_UNCOMPARED)


def not_timed() -> dict[str, str]:
    """The ops `skucat bench` leaves out, each with why: the NOT_TIMED of the reference modules."""
    return {op: reason for family in catalog.families()
            for op, reason in getattr(reference_module(family), "NOT_TIMED", {}).items()}


def cases(env: Env, bridge: bool = True):
    """The cases of every op, family by family and op by op in catalog order, from its reference
    module's `bench_<op>(env)`; an op with neither that nor a NOT_TIMED reason has none (the
    coverage test names it). On the host, then the bridge's (unless not `bridge`)."""
    modules = {family: reference_module(family) for family in catalog.families()}   # each checked first
    for family, module in modules.items():
        yield from family_cases(env, family, module)
    if env.backend == "host" and bridge:
        yield from _guarded("skucat.torch", bridge_cases(env))


def family_cases(env: Env, family: str, module=None):
    """The cases of `family`'s ops, op by op in catalog order."""
    module = module or reference_module(family)
    for op in catalog.ops(family):
        bench = getattr(module, f"bench_{op}", None)
        if bench is not None:
            yield from _guarded(op, bench(env))


def _guarded(op: str, generator):
    """The generator's cases, `op` theirs unless they name one; when setting one up fails (a peer
    this device lacks), an error case in its place, and the other ops still run."""
    try:
        for case in generator:
            yield case if case.op else dataclasses.replace(case, op=op)
    except Exception as exc:   # noqa: BLE001
        yield Case(f"{op}: setting up the cases", None, None, (), op=op, error=_error(exc))


def _error(exc: BaseException) -> str:
    return (f"{type(exc).__name__}: {exc}".splitlines() or [type(exc).__name__])[0]


def determinism_cases(env: Env):
    """A case per backward with a deterministic SKU and a default one, on the same inputs: `ours` the
    deterministic call, `peer` the default's. Each op's are set up apart: one that fails is an error
    case, and the others still run."""
    for op, cases in (("embedding_backward", _embedding_determinism), ("grid_sample_backward", _sampling_determinism),
                      ("interpolate_backward", _interpolate_determinism)):
        yield from _guarded(op, cases(env, env.ops))


def _embedding_determinism(env: Env, ops):
    V, D, N = env.n(50_000), 128, env.n(65_536)
    indices = env.rng.integers(0, V, N).astype(np.int64)
    hot = indices.copy()
    hot[: N // 2] = 7   # half the lookups on one row: the worst case for a per-row sum
    (g, _), (i, _), (h, _) = env.both(env.normal(N, D), indices, hot)
    for label, rows in (("uniform", i), ("hot row", h)):
        yield Case(f"embedding_backward f32 {label}",
                   lambda rows=rows: ops.embedding_backward(g, rows, V, deterministic=True),
                   lambda rows=rows: ops.embedding_backward(g, rows, V, deterministic=False), (N, D))


def _sampling_determinism(env: Env, ops):
    n = env.n(8)
    (image, _), (grid, _), (gi, _) = env.both(env.normal(n, 32, 64, 64), env.rng.uniform(
        -1.1, 1.1, (n, 64, 64, 2)).astype(np.float32), env.normal(n, 32, 64, 64))
    for mode, mask in itertools.product(("bilinear", "bicubic"), ((True, True), (True, False))):
        yield Case(f"grid_sample_backward f32 {mode} mask={''.join('01'[m] for m in mask)}",
                   lambda mode=mode, mask=mask: ops.grid_sample_backward(gi, image, grid, mode, output_mask=mask,
                                                                         deterministic=True),
                   lambda mode=mode, mask=mask: ops.grid_sample_backward(gi, image, grid, mode, output_mask=mask,
                                                                         deterministic=False), (n, 32, 64, 64))


def _interpolate_determinism(env: Env, ops):
    n = env.n(8)
    (gu, _), = env.both(env.normal(n, 32, 128, 128))
    for mode in ("bilinear", "bicubic"):
        yield Case(f"interpolate_backward f32 {mode} 64->128",
                   lambda mode=mode: ops.interpolate_backward(gu, (n, 32, 64, 64), (128, 128), mode=mode,
                                                              deterministic=True),
                   lambda mode=mode: ops.interpolate_backward(gu, (n, 32, 64, 64), (128, 128), mode=mode,
                                                              deterministic=False), (n, 32, 128, 128))


def determinism_records(env: Env, timer: Timer, filters, excludes):
    """A record per determinism case the patterns keep (by its name): both calls' times, or the
    error of the one that failed; and one per op whose cases could not be set up (whichever of them
    the patterns would have kept)."""
    for case in determinism_cases(env):
        if not case.error and not _wanted(case.name, filters, excludes):
            continue
        record = {"name": case.name, "deterministic_s": None, "default_s": None, "ratio": None}
        if case.error:
            yield {**record, "error": case.error}
            continue
        try:
            record["deterministic_s"], record["default_s"] = timer((case.ours, "ours"), (case.peer, "ours"))
            record["ratio"] = record["deterministic_s"] / record["default_s"]
        except Exception as exc:   # noqa: BLE001 - one failing case must not hide the others' figures
            record["error"] = _error(exc)
        yield record


# ---- timing

class Timer:
    """Medians of `repeats` samples; a sample loops `number` calls, chosen so that it lasts at least
    `min_sample` seconds. On the host, wall clock; on cuda, an event pair on each side's stream
    (side "ours": CuPy's current stream, where skucat launches; "peer": PyTorch's), or, for side
    "wall", wall clock until the device is idle (per-call overhead)."""

    def __init__(self, backend: str, repeats: int, torch, min_sample: float = 1e-3):
        self.backend, self.repeats, self.torch, self.min_sample = backend, repeats, torch, min_sample
        if backend == "cuda":
            import cupy

            self._cupy, self._spinner = cupy, None

    def _sample(self, function, number: int, side: str) -> float:
        if self.backend == "host" or side == "wall":
            start = time.perf_counter()
            for _ in range(number):
                function()
            if self.backend == "cuda":   # the launches' cost as the caller sees it, queue drained
                self._cupy.cuda.Device().synchronize()
                self.torch.cuda.synchronize()
            return time.perf_counter() - start
        return self._on_device(function, number, side)[0]

    def _on_device(self, function, number: int, side: str) -> tuple[float, float]:
        """(seconds between an event pair on `side`'s stream around `number` calls, seconds the host
        took to queue them)."""
        if side == "ours":
            cuda = self._cupy.cuda
            begin, end = cuda.Event(), cuda.Event()
            elapsed = lambda: cuda.get_elapsed_time(begin, end)
        else:
            cuda = self.torch.cuda
            begin, end = cuda.Event(enable_timing=True), cuda.Event(enable_timing=True)
            elapsed = lambda: begin.elapsed_time(end)
        begin.record()
        start = time.perf_counter()
        for _ in range(number):
            function()
        queued = time.perf_counter() - start
        end.record()
        end.synchronize()
        return elapsed() * 1e-3, queued

    def device_seconds(self, function, side: str) -> float:
        """On cuda, the device's seconds per call of `function`, without the host's: each sample's calls
        are queued behind a kernel that keeps the device busy for longer than the host takes to queue
        them, so that the device runs them back to back (a call that waits for the device, to read
        values on the host say, still counts the host's time). The median of `repeats` samples."""
        calls = max(1, math.ceil(self.min_sample / max(self._warm(function, side, 1), 1e-7)))
        _, queued = self._on_device(function, calls, side)
        samples, again = [], False
        while len(samples) < self.repeats:
            spin = 2 * queued + 1e-3
            self._spin(side, spin)
            seconds, queued = self._on_device(function, calls, side)
            again = queued >= spin and not again   # the host was slower than before: once more, spinning longer
            if not again:   # (a call that waits for the device makes every try so)
                samples.append(seconds / calls)
        return statistics.median(samples)

    def _spin(self, side: str, seconds: float) -> None:
        """Queues a kernel on `side`'s stream that keeps the device busy for `seconds`."""
        cupy = self._cupy
        if self._spinner is None:
            try:
                self._clock_hz = cupy.cuda.runtime.deviceGetAttribute(13, cupy.cuda.Device().id) * 1e3   # kHz
            except Exception:   # noqa: BLE001 - a runtime without the attribute: past any GPU's clock
                self._clock_hz = 4e9
            self._spinner = cupy.RawKernel(
                'extern "C" __global__ void skucat_bench_spin(long long cycles) {'
                ' const long long start = clock64(); while (clock64() - start < cycles) {} }', "skucat_bench_spin")
        cycles = int(seconds * self._clock_hz)
        if side == "peer":
            self.torch.cuda._sleep(cycles)
        else:
            self._spinner((1,), (1,), (np.int64(cycles),))

    # Seconds of calls before a side's samples: past compiling, loading and first touch, and past the
    # other side's worker threads, which spin for a while after its last call (PyTorch's OpenMP
    # threads about 10 ms of CPU, skucat's about 1 ms). Sharing a core with this side's own threads,
    # a spinning thread gets half of it: PyTorch's then slow this side's calls for about 20 ms.
    WARM_UP = 0.05

    def _warm(self, function, side: str, calls: int) -> float:
        """Calls for WARM_UP seconds and at least `calls` times; the last call's seconds."""
        start, made = time.perf_counter(), 0
        while made < calls or time.perf_counter() - start < self.WARM_UP:
            last, made = self._sample(function, 1, side), made + 1
        return last

    def __call__(self, *timed) -> tuple[float, ...]:
        """Seconds per call of each (function, side) of `timed`, their samples taken in turn (one of
        each, then again): a drift in the machine's speed during a case moves every side alike. The
        samples stay in `self.samples`, a list per side."""
        numbers = []
        for function, side in timed:
            first = self._warm(function, side, 2)   # past compiling and first touch: a warm call's time
            numbers.append(1 if first >= self.min_sample else
                           min(100_000, math.ceil(self.min_sample / max(first, 1e-7))))
        samples = [[] for _ in timed]
        for _ in range(self.repeats):
            for (function, side), number, kept in zip(timed, numbers, samples):
                if len(timed) > 1:   # the side before was another
                    self._warm(function, side, 1)
                kept.append(self._sample(function, number, side) / number)
        self.samples = samples
        return tuple(map(statistics.median, samples))


def paired_ratio(ours: list, peer: list, coverage: float = 0.9) -> tuple[float, list | None]:
    """The median of the ratios ours[k] / peer[k], and the interval of order statistics that holds
    the true median with probability `coverage` or more (the count of ratios below it is
    Binomial(n, 1/2)); None where n is too small for that."""
    ratios = sorted(a / b for a, b in zip(ours, peer))
    n, below, k = len(ratios), 0.0, 0
    while (below := below + math.comb(n, k) / 2 ** n) <= (1 - coverage) / 2:   # P(count <= k)
        k += 1
    return statistics.median(ratios), [ratios[k - 1], ratios[n - k]] if k else None


def _nbytes(value) -> int:
    if isinstance(value, (tuple, list)):
        return sum(map(_nbytes, value))
    if isinstance(value, dict):
        return sum(map(_nbytes, value.values()))
    return value if isinstance(value, int) else int(getattr(value, "nbytes", 0))


def peak_bandwidth(device: int = 0) -> float | None:
    """Bytes per second: memory clock (kHz) x bus width (bits) / 8 x 2 (double data rate); None when
    the device does not say (CUDA 13 dropped the clock from cudaDeviceProp, the attribute stays)."""
    import cupy

    runtime = cupy.cuda.runtime
    properties = runtime.getDeviceProperties(device)
    clock_khz, bus_bits = properties.get("memoryClockRate"), properties.get("memoryBusWidth")
    try:
        clock_khz = clock_khz or runtime.deviceGetAttribute(36, device)   # cudaDevAttrMemoryClockRate
        bus_bits = bus_bits or runtime.deviceGetAttribute(37, device)     # cudaDevAttrGlobalMemoryBusWidth
    except Exception:   # noqa: BLE001 - an attribute this runtime lacks: no bandwidth figure
        pass
    if not clock_khz or not bus_bits:
        return None
    return clock_khz * 1e3 * bus_bits / 8 * 2


# ---- the sections

CASE_FIELDS = ("family", "op", "element", "direction")


def _wanted(name: str, filters, excludes=(), **fields) -> bool:
    """Whether `skucat build`'s patterns keep a case: field= terms compare CASE_FIELDS, the other
    parts match consecutive whole words of its name."""
    words = [(word, None) for word in name.lower().split()]

    def matches(pattern: str) -> bool:
        parsed = SkuFilter.parse(pattern)
        parsed.check_fields(CASE_FIELDS)
        return parsed.matches_fields(fields, words)

    return (not filters or any(map(matches, filters))) and not any(map(matches, excludes))


def _ratio(ours: float | None, peer: float | None) -> float | None:
    return ours / peer if ours is not None and peer else None


def run_cases(selected, env: Env, timer: Timer, selection, threads: int, peer_name: str, bandwidth: float | None):
    """A record per case of `selected` that `selection` (filters, excludes) keeps."""
    family_of = {op: family for family in catalog.families() for op in catalog.ops(family)}
    for case in selected:
        if not _wanted(case.name, *selection, family=family_of.get(case.op), op=case.op, element=case.dtype,
                       direction=case.direction):
            continue
        record = {"name": case.name, "op": case.op, "direction": case.direction, "dtype": case.dtype,
                  "shape": list(case.shape), "threads": threads, "skucat_s": None, "peer": peer_name,
                  "peer_s": None, "ratio": None, "ratio_interval": None}
        if case.error:
            yield {**record, "error": case.error}
            continue
        try:
            try:
                case.peer()
            except Exception as exc:   # noqa: BLE001 - PyTorch lacks some kernels on some devices
                record["peer_error"] = _error(exc)
            if "peer_error" in record:   # ours alone: its time, and its bandwidth below, still tell
                record["skucat_s"], = timer((case.ours, "ours"))
            else:
                record["skucat_s"], record["peer_s"] = timer((case.ours, "ours"), (case.peer, "peer"))
                record["ratio"], record["ratio_interval"] = paired_ratio(*timer.samples)
            if env.backend == "cuda":   # the device's time alone, past the host's
                record["device_s"] = timer.device_seconds(case.ours, "ours")
                record["peer_device_s"] = None if record["peer_s"] is None else timer.device_seconds(case.peer, "peer")
                record["device_ratio"] = _ratio(record["device_s"], record["peer_device_s"])
            if env.backend == "cuda" and case.moved and "+" not in case.direction:
                moved = _nbytes(case.moved) + _nbytes(case.ours())
                record["bytes"] = moved
                record["bandwidth_fraction"] = moved / record["device_s"] / bandwidth if bandwidth else None
                record["peer_bandwidth_fraction"] = moved / record["peer_device_s"] / bandwidth \
                    if bandwidth and record["peer_device_s"] else None
        except Exception as exc:   # noqa: BLE001 - one failing case must not hide the others' figures
            record["error"] = _error(exc)
        yield record


def overhead_records(env: Env, timer: Timer, peer_name: str):
    """Per-call time of tiny functional calls against PyTorch's, and `plan.run` alone."""
    tiny, inputs = _tiny_calls(env)
    runs = _plan_runs(**inputs)
    records = []
    peers = {name: peer for name, _, peer in tiny}
    bridge = _bridge_calls(env) if env.backend == "host" else []
    for name, ours, peer in tiny + [(f"plan.run {name}", run, peers[name]) for name, (_, _, run) in runs.items()] \
            + bridge:
        record = {"name": name, "skucat_s": None, "peer": peer_name, "peer_s": None, "ratio": None}
        try:
            record["skucat_s"], record["peer_s"] = timer((ours, "wall"), (peer, "wall"))
            record["ratio"] = _ratio(record["skucat_s"], record["peer_s"])
        except Exception as exc:   # noqa: BLE001
            record["error"] = _error(exc)
        records.append(record)
    plan, args, _ = runs["embedding 3 of 10x4"]
    records.append({"name": "plan.can_implement embedding 3 of 10x4", "skucat_s": timer(
        (lambda: plan.can_implement(args), "wall"))[0], "peer": None, "peer_s": None, "ratio": None})
    return records


def _tiny_calls(env: Env):
    """[(name, skucat's call, PyTorch's)] of tiny functional calls, and skucat's inputs that
    _plan_runs takes, by name."""
    torch, F, ops = env.torch, env.torch.nn.functional, env.ops
    image, grid = env.normal(1, 1, 2, 2), env.rng.uniform(-1, 1, (1, 2, 2, 2)).astype(np.float32)
    weight, indices, x, v = env.normal(10, 4), np.array([1, 5, 9]), env.normal(4, 4), env.normal(4)
    offsets, target, grad = np.array([0, 2]), np.array([1, 0, 3, 2]), env.normal(3, 4)
    (im, t_im), (gr, t_gr), (w, t_w), (i, t_i), (x_, t_x), (v_, t_v), (o, t_o), (t, t_t), (g, t_g) = env.both(
        image, grid, weight, indices, x, v, offsets, target, grad)
    tiny = [("grid_sample 1x1x2x2", lambda: ops.grid_sample(im, gr, align_corners=False),
             lambda: F.grid_sample(t_im, t_gr, align_corners=False)),
            ("embedding 3 of 10x4", lambda: ops.embedding(i, w), lambda: F.embedding(t_i, t_w)),
            ("softmax 4x4", lambda: ops.softmax(x_, -1), lambda: F.softmax(t_x, -1)),
            ("add of 4", lambda: ops.add(v_, v_), lambda: torch.add(t_v, t_v)),
            ("quantize_per_tensor of 4", lambda: ops.quantize_per_tensor(v_, 0.1, 0, torch.qint8),
             lambda: torch.quantize_per_tensor(t_v, 0.1, 0, torch.qint8)),
            ("embedding_bag 2 bags of 3 of 10x4", lambda: ops.embedding_bag(i, w, o),
             lambda: F.embedding_bag(t_i, t_w, t_o)),
            ("embedding_backward 3 into 10x4", lambda: ops.embedding_backward(g, i, 10, None, False),
             lambda: torch.ops.aten.embedding_backward(t_g, t_i, 10, -1, False, False)),
            ("nll_loss 4x4", lambda: ops.nll_loss(x_, t), lambda: F.nll_loss(t_x, t_t)),
            ("interpolate 1x1x2x2 -> 3x3 bilinear", lambda: ops.interpolate(im, size=(3, 3), mode="bilinear"),
             lambda: F.interpolate(t_im, size=(3, 3), mode="bilinear"))]
    return tiny, dict(image=im, grid=gr, weight=w, indices=i, x=x_)


def _bridge_calls(env: Env):
    """[(name, skucat.torch's call, PyTorch's)] of small calls of the bridge on CPU tensors of 1024
    elements, whose time is its per-call cost (the kernels take about a microsecond)."""
    import skucat.torch as st

    torch, F = env.torch, env.torch.nn.functional
    a, b, rows = (torch.from_numpy(env.normal(*shape)) for shape in ((1024,), (1024,), (8, 128)))
    weight, bias, grad = torch.from_numpy(env.normal(128)), torch.from_numpy(env.normal(128)), torch.ones(1024)
    x, y = a.clone().requires_grad_(), b.clone().requires_grad_()
    return [("skucat.torch.mul_ of 1024", lambda: st.mul_(a, b), lambda: a.mul_(b)),
            ("skucat.torch.mul of 1024", lambda: st.mul(a, b), lambda: torch.mul(a, b)),
            ("skucat.torch.add of 1024", lambda: st.add(a, b), lambda: torch.add(a, b)),
            ("skucat.torch.relu of 1024", lambda: st.relu(a), lambda: torch.relu(a)),
            ("skucat.torch.softmax 8x128", lambda: st.softmax(rows, -1), lambda: torch.softmax(rows, -1)),
            ("skucat.torch.layer_norm 8x128", lambda: st.layer_norm(rows, [128], weight, bias),
             lambda: F.layer_norm(rows, [128], weight, bias)),
            ("skucat.torch.mul+backward of 1024", lambda: st.mul(x, y).backward(grad),
             lambda: torch.mul(x, y).backward(grad))]


def _plan_runs(image, grid, weight, indices, x) -> dict:
    """{tiny call's name: (plan, args, plan.run alone)} of three tiny calls' plans, on their inputs."""
    from . import functional

    stream = functional.default_stream()
    return {"embedding 3 of 10x4": _plan_run(stream, "embedding", dict(weight=weight, indices=indices),
                                             num_weights=10, embedding_dim=4, num_indices=3, element="f32",
                                             index="i64"),
            "softmax 4x4": _plan_run(stream, "softmax", dict(input=x.reshape(4, 4, 1)), outer=4, size=4, inner=1),
            "grid_sample 1x1x2x2": _plan_run(stream, "grid_sample", dict(input=image, grid=grid), batch=1,
                                             channels=1, in_height=2, in_width=2, out_height=2, out_width=2)}


def _plan_run(stream, op: str, arrays: dict, **fields):
    """(plan, args, plan.run alone): the plan selected and the outputs and workspace allocated once."""
    from . import PlanPreference, Workspace
    from .dtypes import numpy_dtype
    from .generated.plans import PLANS

    plan_class = PLANS[op]
    plan = plan_class.select(stream, plan_class.Descriptor(**fields), PlanPreference())
    outputs = {spec.name: stream.backend.empty(spec.shape(plan._bound_names), numpy_dtype(plan.dtype_of(spec)))
               for spec in plan.tensors if spec.role == "output"}
    args = plan_class.Args(**arrays, **outputs)
    workspace = Workspace.allocate(stream, plan.workspace_size())
    return plan, args, lambda: plan.run(stream, workspace, args)


def build_records(jobs: int) -> list[dict]:
    """Full and no-op regeneration into a temporary folder (never the checkout's generated/), and
    cold and warm host builds of the whole catalog in a fresh cache, each in a new process."""
    records = []
    root = Path(__file__).resolve().parent.parent
    with tempfile.TemporaryDirectory(prefix="skucat-bench-") as scratch:
        out = Path(scratch) / "generated"
        missing = [name for name in ("jinja2", "yaml") if importlib.util.find_spec(name) is None]
        for name in ("regenerate (full)", "regenerate (no-op)"):
            if missing:
                records.append({"name": name, "seconds": None,
                                "skipped": f"needs the codegen extra ({', '.join(missing)} missing)"})
                continue
            records.append(_timed_process(name, [sys.executable, "-c", "import sys; from codegen.cli import main; "
                                                 "sys.exit(main(sys.argv[1:]))", "--out", str(out)], root))
            if "error" in records[-1]:
                break
        env = {**os.environ, "SKUCAT_CACHE_DIR": str(Path(scratch) / "cache")}
        command = [sys.executable, "-c", "import sys; from skucat.cli import main; sys.exit(main(sys.argv[1:]))",
                   "build", "--backend", "host", "-j", str(jobs)]
        for name in ("host build (cold)", "host build (warm)"):
            records.append(_timed_process(name, command, root, env))
    return records


def _timed_process(name: str, command: list[str], cwd: Path, env=None) -> dict:
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True)
    record = {"name": name, "seconds": time.perf_counter() - start}
    if done.returncode:
        record["error"] = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
    return record


# ---- two workers against one: launches must not wait for workers (skucat_simt.h, Pool)

SMALL_WORK = 5e-5   # seconds at one worker that a family's small row takes at least, where it can
SMALL_SCALES = (0.001, 0.003, 0.01, 0.03, 0.1, 0.3, 1.0)
PROCESSES = ("torch imported", "no torch")


def on_stream(function, stream):
    """function() with `stream` the default stream of skucat's functional ops."""
    from . import functional

    def call():
        saved, functional._default_stream = functional._default_stream, stream
        try:
            return function()
        finally:
            functional._default_stream = saved
    return call


def against_one_worker(selected, threads: int):
    """Each case at `threads` workers, with its own call at one worker as its peer (--scaling)."""
    from . import Stream

    one, many = Stream.host(workers=1), Stream.host(workers=threads)
    for case in selected:
        yield case if case.error else dataclasses.replace(case, ours=on_stream(case.ours, many),
                                                          peer=on_stream(case.ours, one))


class _Recorder:
    """skucat.ops, recording each call as (op, args, kwargs)."""

    def __init__(self, ops):
        self._ops, self.calls = ops, []

    def __getattr__(self, name):
        op = getattr(self._ops, name)

        def recorded(*args, **kwargs):
            self.calls.append((name, args, kwargs))
            return op(*args, **kwargs)
        return recorded


def _plain(value) -> bool:
    """Whether `value` is numpy arrays, numbers, strings and None, in tuples, lists and dicts (a call
    that a process without PyTorch can replay)."""
    if isinstance(value, (tuple, list)):
        return all(map(_plain, value))
    if isinstance(value, dict):
        return all(map(_plain, value.values()))
    return value is None or isinstance(value, (np.ndarray, np.generic, int, float, str))


def _single_call(case: Case, recorder: _Recorder):
    """The (op, args, kwargs) that case.ours() makes, where it makes one call of skucat.ops on plain
    arguments; else None."""
    recorder.calls.clear()
    case.ours()
    calls = recorder.calls[:]
    return calls[0] if len(calls) == 1 and _plain(calls[0]) else None


def _replayable_case(env: Env, family: str, selection, index: int | None):
    """(index, name, call) of `family`'s first case that `selection` keeps (or of its case `index`)
    whose skucat side is one call that _single_call records; None where it has none."""
    env.ops = recorder = _Recorder(env.ops)
    for k, case in enumerate(family_cases(env, family)):
        if index in (None, k) and not case.error and _wanted(case.name, *selection, family=family, op=case.op,
                                                             element=case.dtype, direction=case.direction):
            call = _single_call(case, recorder)
            if call is not None:
                return k, case.name, call
    return None


def small_call(torch, family: str, selection):
    """(case name, (op, args, kwargs)): `family`'s first replayable case, at the smallest of
    SMALL_SCALES where it takes SMALL_WORK at one worker; None where it has none."""
    from . import Stream, ops

    one, index = Stream.host(workers=1), None
    for scale in SMALL_SCALES:
        found = _replayable_case(Env(torch, "host", scale), family, selection, index)
        if found is None:
            return None
        index, name, (op, args, kwargs) = found
        run = on_stream(lambda: getattr(ops, op)(*args, **kwargs), one)
        run()   # compiled and loaded
        if min(_seconds(run) for _ in range(3)) >= SMALL_WORK:
            break
    return name, (op, args, kwargs)


def _seconds(function) -> float:
    start = time.perf_counter()
    function()
    return time.perf_counter() - start


def time_calls(calls, repeats: int) -> list:
    """[(seconds at one worker, at two)] of each (op, args, kwargs) of skucat.ops, its samples in turns."""
    from . import Stream, ops

    streams, timer = (Stream.host(workers=1), Stream.host(workers=2)), Timer("host", repeats, None)
    return [timer(*((on_stream(lambda: getattr(ops, op)(*args, **kwargs), stream), "ours") for stream in streams))
            for op, args, kwargs in calls]


def _times_without_torch() -> None:
    """In a child process: time_calls of the pickled (calls, repeats) on stdin, as JSON on stdout."""
    import pickle

    calls, repeats = pickle.load(sys.stdin.buffer)
    times = time_calls(calls, repeats)
    print(json.dumps({"times": times, "torch": "torch" in sys.modules}))


def worker_records(torch, repeats: int, selection) -> list[dict]:
    """Per family that `selection` keeps a case of, its small_call at one and at two workers, in this
    process (PyTorch imported) and in a child process without PyTorch."""
    import pickle

    rows = [(family, found) for family in catalog.families()
            if (found := small_call(torch, family, selection)) is not None]
    if not rows:
        return []
    calls = [call for _, (_, call) in rows]
    here = time_calls(calls, repeats)
    child = subprocess.run([sys.executable, "-c", "from skucat.bench import _times_without_torch as t; t()"],
                           input=pickle.dumps((calls, repeats)), capture_output=True)
    there = json.loads(child.stdout) if child.returncode == 0 else None
    records = []
    for k, (family, (name, _)) in enumerate(rows):
        for process, times in zip(PROCESSES, (here[k], there and there["times"][k])):
            record = {"family": family, "name": name, "process": process, "one_s": None, "two_s": None, "ratio": None}
            if times is None:
                record["error"] = _error_of(child)
            elif process == PROCESSES[1] and there["torch"]:
                record["error"] = "the child process imported PyTorch"
            else:
                record.update(one_s=times[0], two_s=times[1], ratio=times[1] / times[0])
            records.append(record)
    return records


def _error_of(done: subprocess.CompletedProcess) -> str:
    lines = done.stderr.decode(errors="replace").strip().splitlines()
    return lines[-1] if lines else f"exit status {done.returncode}"


# ---- the command

class NothingSelected(InvalidArgumentError):
    """No case matches the patterns: exit status 1, as skucat list, build and show's empty selections."""


def _peer_setup(backend: str, threads: int):
    """(torch, peer name, peak bandwidth); raises SkucatError with one line when this machine cannot
    run the benchmark."""
    try:
        import torch
    except ImportError:
        raise BackendError("skucat bench: PyTorch is the peer of every case: install the 'oracle' extra") from None
    torch.set_num_threads(threads)
    from . import Stream, functional

    if backend == "host":
        functional._default_stream = Stream.host(workers=threads)
        return torch, f"PyTorch {torch.__version__} CPU", None
    from .backends import cuda

    usable, reason = cuda.available()
    if not usable:
        raise BackendError(f"skucat bench --backend cuda: no usable CUDA device ({' '.join(reason.split())})")
    if not torch.cuda.is_available():
        raise BackendError("skucat bench --backend cuda: this PyTorch has no CUDA device; the peer must run on one")
    functional._default_stream = Stream.cuda(0)
    return torch, f"PyTorch {torch.__version__} {torch.cuda.get_device_name(0)}", peak_bandwidth(0)


def run(backend="host", threads=None, repeats=5, filters=(), excludes=(), scale=1.0, skip_build=False,
        scaling=False, report=print) -> dict:
    """Every section's records; `report` gets each table line as it is measured. With `scaling`, each
    case's peer is skucat's own call at one worker (the bridge's cases, on torch's threads, left out)."""
    threads = threads or os.cpu_count() or 1
    torch, peer_name, bandwidth = _peer_setup(backend, threads)
    env, timer = Env(torch, backend, scale, same_memory=True), Timer(backend, repeats, torch)
    selection = (filters, excludes)
    selected = cases(env, bridge=not scaling)
    if scaling:
        selected, peer_name, bandwidth = against_one_worker(selected, threads), "skucat at 1 worker", None
    report(f"skucat {backend} backend, {threads} threads, against {peer_name}" + ("" if scaling else
           f" at {threads} threads") + f"; medians of {repeats}" +
           (f"; peak memory bandwidth {bandwidth / 1e9:.0f} GB/s" if bandwidth else ""))
    report(f"{'case':<58}{'dir':>6}{'skucat ms':>11}{'peer ms':>10}{'ratio':>8}" + ("  bw%" if bandwidth else ""))
    records = []
    for record in run_cases(selected, env, timer, selection, threads, peer_name, bandwidth):
        records.append(record)
        report(_line(record, bandwidth))
    result = {"backend": backend, "threads": threads, "repeats": repeats, "scale": scale, "peer": peer_name,
              "peak_bandwidth": bandwidth, "cases": records}
    if not filters and not excludes:
        report(f"\n{'per-call overhead':<64}{'skucat us':>11}{'peer us':>10}{'ratio':>8}")
        result["overhead"] = overhead_records(env, timer, peer_name)
        for record in result["overhead"]:
            report(_line(record, None, unit=1e6))
    if backend == "host":
        result["workers"] = _report_workers(torch, repeats, selection, report)
    result["determinism"] = []
    for record in determinism_records(env, timer, filters, excludes):
        if not result["determinism"]:
            report(f"\n{'deterministic against default':<64}{'det ms':>11}{'def. ms':>10}{'ratio':>8}")
        result["determinism"].append(record)
        report(_line({**record, "skucat_s": record["deterministic_s"], "peer_s": record["default_s"]}, None))
    if not records and not result["determinism"]:   # only patterns can leave every case out
        asked = [f"--filter {p!r}" for p in filters] + [f"--exclude {p!r}" for p in excludes]
        raise NothingSelected(f"no bench case matches {' '.join(asked)} (a pattern's words match whole words of "
                              f"the case names; field=value terms: {', '.join(CASE_FIELDS)})")
    if not skip_build:
        report(f"\n{'regeneration and host build':<64}{'seconds':>11}")
        result["build"] = build_records(threads)
        for record in result["build"]:
            seconds = "--" if record["seconds"] is None else f"{record['seconds']:.2f}"
            report(f"{record['name']:<64}{seconds:>11}" + "".join(f"  {key}: {record[key]}" for key in
                                                                  ("error", "skipped") if key in record))
    return result


def _report_workers(torch, repeats: int, selection, report) -> list[dict]:
    """worker_records, each reported as a line."""
    records = worker_records(torch, repeats, selection)
    if records:
        report(f"\n{'small inputs, two workers against one':<64}{'1 worker ms':>12}{'2 workers ms':>13}{'ratio':>7}")
    for record in records:
        text = f"{record['name'] + ' (' + record['process'] + ')':<64}"
        if "error" in record:
            report(text + f"  error: {record['error']}")
        else:
            report(text + f"{record['one_s'] * 1e3:>12.3f}{record['two_s'] * 1e3:>13.3f}{record['ratio']:>7.2f}")
    return records


def _line(record: dict, bandwidth, unit: float = 1e3) -> str:
    def number(value, width, digits=3):
        return f"{'--':>{width}}" if value is None else f"{value * unit:>{width}.{digits}f}"

    short = {"forward": "fw", "backward": "bw", "forward+backward": "fw+bw", "double backward": "bw2"}
    text = f"{record['name']:<58}{short[record['direction']]:>6}" if "direction" in record else f"{record['name']:<64}"
    text += number(record["skucat_s"], 11) + number(record["peer_s"], 10)
    text += f"{'--':>8}" if record["ratio"] is None else f"{record['ratio']:>8.2f}"
    if record.get("ratio_interval"):
        text += " ({:.2f}-{:.2f})".format(*record["ratio_interval"])
    if bandwidth and record.get("bandwidth_fraction") is not None:
        text += f"  {record['bandwidth_fraction'] * 100:.0f}%"
    if record.get("device_s") is not None:
        text += f"  device {number(record['device_s'], 0)} / {number(record.get('peer_device_s'), 0)} ms"
        text += "" if record.get("device_ratio") is None else f" = {record['device_ratio']:.2f}"
    if "error" in record:
        text += f"  error: {record['error']}"
    if "peer_error" in record:
        text += f"  peer cannot run it: {record['peer_error']}"
    return text


def failures(result: dict) -> list[str]:
    """The names of the records that failed, in every section."""
    return [record["name"] for section in ("cases", "overhead", "workers", "determinism", "build")
            for record in result.get(section, []) if "error" in record]


def main(args) -> int:
    """`skucat bench` with parsed arguments (see skucat/cli.py)."""
    quiet = args.json is not None and str(args.json) == "-"
    try:
        result = run(args.backend, args.threads, args.repeats, args.filter, args.exclude, args.scale, args.skip_build,
                     args.scaling, report=(lambda line: print(line, file=sys.stderr)) if quiet else print)
    except SkucatError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1 if isinstance(exc, NothingSelected) else 2
    if args.json is not None:
        text = json.dumps(result, indent=1)
        if quiet:
            print(text)
        else:
            Path(args.json).write_text(text + "\n", encoding="utf-8")
    failed = failures(result)
    if failed:
        print(f"{len(failed)} failed: {', '.join(failed)}", file=sys.stderr)
    return 1 if failed else 0
