"""Bulk builds of the catalog, for `skucat build`, tools/run and tools/sanitize.

Each function takes the manifest items of the SKUs to build (skucat.catalog.select: --filter,
--exclude, --shard). The host compiles the SKUs' build units (KernelSku.unit) a family's
handful at a time as one library, stored in the cache as each unit's, which the runtime loads
from there at a first call, in worker processes, the largest first; the prelude is precompiled
once for all of them. NVRTC compiles a family's
units as one program per target (a second of fixed cost a program), so the cuda build
compiles every family with a selected SKU, then checks that each selected SKU's entry
symbols are in its cubin's ELF symbol table and collects ptxas' resource report for each
entry and arch. Only the selected SKUs are checked and reported.
"""

from __future__ import annotations

import json
import os
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass
from pathlib import Path

from . import progress
from .backends import elf, nvrtc, ptxas
from .backends.host import HostBackend
from .errors import BackendError
from .sku import KernelSku

DEFAULT_ARCHS = ("sm_80", "sm_90")


@dataclass(frozen=True)
class Entry:
    """One kernel entry of one SKU, as the manifest lists it."""

    sku: str
    family: str
    entry: str
    symbol: str


def entries(items: list[dict]) -> list[Entry]:
    """The kernel entries of the SKUs of `items` (manifest items, as skucat.catalog.select gives)."""
    return [Entry(item["sku"], item["family"], entry, symbol) for item in items for entry, symbol in item["entries"].items()]


def _run_parallel(function, jobs: list[tuple], workers: int | None, description: str, label=str,
                  size=lambda _: 1) -> list:
    """`function(*job)` for every job, in `workers` processes (default: one per core); results in job
    order. A progress bar named `description` counts `size(job[0])` for each job done and names the
    jobs running (`label(job[0])`)."""
    bar = progress.bar(sum(size(job[0]) for job in jobs), description)
    with ProcessPoolExecutor(max_workers=max(1, min(workers or os.cpu_count() or 1, len(jobs)))) as pool:
        futures = {pool.submit(function, *job): job for job in jobs}
        pending = set(futures)
        while pending:
            running = [label(futures[f][0]) for f in futures if f in pending and f.running()]
            bar.set_postfix_str("compiling " + ", ".join(running) if running else "starting")
            done, pending = wait(pending, timeout=1, return_when=FIRST_COMPLETED)
            bar.update(sum(size(futures[f][0]) for f in done))
        bar.close()
        return [future.result() for future in futures]


# ---- cuda


@dataclass(frozen=True)
class KernelReport:
    sku: str
    entry: str
    symbol: str
    arch: str
    registers: int
    barriers: int
    stack_frame: int
    spill_stores: int
    spill_loads: int
    shared: int


@dataclass(frozen=True)
class CudaBuild:
    archs: tuple[str, ...]
    families: list[str]
    kernels: list[KernelReport]
    built: int  # family binaries compiled now (the others came from the cache)
    seconds: float

    @property
    def spilling(self) -> list[KernelReport]:
        return [kernel for kernel in self.kernels if kernel.spill_stores or kernel.spill_loads]


def build_cuda(items: list[dict], archs=DEFAULT_ARCHS, workers: int | None = None) -> CudaBuild:
    """Compiles the families of the SKUs of `items` with NVRTC for each arch and checks every
    selected entry: its symbol is in the cubin, its resources are in the log."""
    start = time.perf_counter()
    archs = tuple(nvrtc.check_arch(arch) for arch in archs)
    if not all(arch.startswith("sm_") for arch in archs):
        raise BackendError(f"a bulk build makes cubins: give sm_XY archs, not {list(archs)}")
    selected = entries(items)
    families = list(dict.fromkeys(item["family"] for item in items))
    jobs = [(family, arch) for family in families for arch in archs]
    binaries = {(b.family, b.arch): b for b in _run_parallel(nvrtc.build_family, jobs, workers, "cuda build",
                                                              label=lambda family: family)}
    kernels = []
    for (family, arch), binary in binaries.items():
        symbols = elf.global_functions(binary.path.read_bytes())
        resources = ptxas.parse(binary.log)
        for entry in (e for e in selected if e.family == family):
            if entry.symbol not in symbols:
                raise BackendError(f"{entry.sku}: entry {entry.symbol} is missing from the {family} cubin for {arch}")
            if entry.symbol not in resources:
                raise BackendError(f"{entry.sku}: ptxas reported no resources for {entry.symbol} on {arch}")
            kernels.append(KernelReport(entry.sku, entry.entry, entry.symbol, arch, **asdict(resources[entry.symbol])))
    built = sum(binary.built for binary in binaries.values())
    return CudaBuild(archs, families, kernels, built, time.perf_counter() - start)


def write_report(result: CudaBuild, path: Path) -> None:
    report = {
        "nvrtc": nvrtc.identity(),
        "flags": list(nvrtc.FLAGS),
        "archs": list(result.archs),
        "families": result.families,
        "kernels": [asdict(kernel) for kernel in result.kernels],
        "spilling": [f"{kernel.symbol} on {kernel.arch}" for kernel in result.spilling],
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(report, indent=1) + "\n")


def format_table(kernels: list[KernelReport]) -> str:
    header = f"{'arch':<7} {'regs':>4} {'spill st/ld':>11} {'stack':>5} {'smem':>6}  sku : entry"
    rows = [f"{k.arch:<7} {k.registers:>4} {f'{k.spill_stores}/{k.spill_loads}':>11} {k.stack_frame:>5} "
            f"{k.shared:>6}  {k.sku} : {k.entry}" for k in sorted(kernels, key=lambda k: (k.arch, k.sku, k.entry))]
    return "\n".join([header, *rows])


# ---- host


def _compile_host(units: tuple[str, ...], sanitize: bool) -> int:
    return HostBackend(sanitize=sanitize).build_together(list(units))


@dataclass(frozen=True)
class HostBuild:
    units: list[str]
    built: int  # units compiled now (the others came from the cache)
    seconds: float


# Units compiled as one library by a bulk build: a unit's fixed cost (about a quarter second) is paid
# once per library, and a family's libraries are still enough to keep every worker busy.
UNITS_TOGETHER = 24


def build_host(items: list[dict], sanitize: bool = False, workers: int | None = None) -> HostBuild:
    """Compiles the build units of the SKUs of `items` with the host C++ compiler, in parallel,
    the prelude precompiled first: a family's units up to UNITS_TOGETHER at a time as one library
    (HostBackend.build_together), the largest first."""
    start = time.perf_counter()
    HostBackend(sanitize=sanitize).precompiled_prelude()
    by_family: dict[str, list[dict]] = {}
    for item in sorted(items, key=lambda item: -len(item["entries"])):
        by_family.setdefault(item["family"], []).append(item)
    together = []
    for family_items in by_family.values():
        parts = -(-len(family_items) // UNITS_TOGETHER)
        together += [family_items[k::parts] for k in range(parts)]
    together.sort(key=lambda group: -sum(len(item["entries"]) for item in group))
    jobs = [(tuple(item["unit"] for item in group), sanitize) for group in together]
    description = "host build with sanitizers" if sanitize else "host build"
    labels = {item["unit"]: f"{item['op']} {KernelSku.parse(item['sku']).element}" for item in items}
    built = _run_parallel(_compile_host, jobs, workers, description, size=len,
                          label=lambda units: labels[units[0]] + (f" and {len(units) - 1} more" if len(units) > 1 else ""))
    return HostBuild([item["unit"] for item in items], sum(built), time.perf_counter() - start)
