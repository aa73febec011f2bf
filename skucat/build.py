"""Bulk builds of the catalog, for `skucat build` and tools/build_catalog.py.

Every family of generated/manifest.json with a selected SKU is compiled for
every target, one (family, target) job per process. The cuda build then
checks that each selected SKU's entry symbols are in its cubin's ELF symbol
table and collects ptxas' resource report for each entry and arch.

Filtering selects SKUs (`--filter`/`--exclude`, see skucat.sku.SkuFilter) but
compiles whole families: a family source is the artefact the runtime loads
from the same cache, so a filtered build warms it too, and one family for
one arch compiles in seconds. Only the selected SKUs are checked and
reported. Families without a selected SKU are not compiled.
"""

from __future__ import annotations

import json
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass
from pathlib import Path

from . import catalog, progress
from .backends import elf, nvrtc, ptxas
from .backends.host import HostBackend
from .errors import BackendError

DEFAULT_ARCHS = ("sm_80", "sm_90")


@dataclass(frozen=True)
class Entry:
    """One kernel entry of one SKU, as the manifest lists it."""

    sku: str
    family: str
    entry: str
    symbol: str


def select(filters=(), excludes=()) -> list[Entry]:
    """The entries of the SKUs skucat.catalog.select picks (an InvalidArgumentError when none)."""
    return [Entry(item["sku"], item["family"], entry, symbol)
            for item in catalog.select(filters, excludes) for entry, symbol in item["entries"].items()]


def _families(entries: list[Entry]) -> list[str]:
    return list(dict.fromkeys(entry.family for entry in entries))


def _run_parallel(function, jobs: list[tuple], workers: int | None, description: str) -> list:
    """`function(*job)` for every job, in worker processes; results in job order. A progress
    bar named `description` names the jobs running (their str parts: family, and arch)."""
    bar = progress.bar(len(jobs), description)
    with ProcessPoolExecutor(max_workers=max(1, min(workers or len(jobs), len(jobs)))) as pool:
        futures = {pool.submit(function, *job): job for job in jobs}
        pending = set(futures)
        while pending:
            running = [" ".join(part for part in futures[f] if isinstance(part, str)) for f in futures
                       if f in pending and f.running()]
            bar.set_postfix_str("compiling " + ", ".join(running) if running else "starting")
            done, pending = wait(pending, timeout=1, return_when=FIRST_COMPLETED)
            bar.update(len(done))
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


def build_cuda(archs=DEFAULT_ARCHS, filters=(), excludes=(), workers: int | None = None) -> CudaBuild:
    """Compiles the selected families with NVRTC for each arch and checks every
    selected entry: its symbol is in the cubin, its resources are in the log."""
    start = time.perf_counter()
    archs = tuple(nvrtc.check_arch(arch) for arch in archs)
    if not all(arch.startswith("sm_") for arch in archs):
        raise BackendError(f"a bulk build makes cubins: give sm_XY archs, not {list(archs)}")
    entries = select(filters, excludes)
    families = _families(entries)
    jobs = [(family, arch) for family in families for arch in archs]
    binaries = {(b.family, b.arch): b for b in _run_parallel(nvrtc.build_family, jobs, workers, "cuda build")}
    kernels = []
    for (family, arch), binary in binaries.items():
        symbols = elf.global_functions(binary.path.read_bytes())
        resources = ptxas.parse(binary.log)
        for entry in (e for e in entries if e.family == family):
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


def _compile_host(family: str, sanitize: bool) -> bool:
    return HostBackend(sanitize=sanitize).build(family)[1]


def build_host(filters=(), excludes=(), sanitize: bool = False, workers: int | None = None) -> tuple[list[str], int]:
    """Compiles the selected families with the host C++ compiler; returns
    (families, how many were compiled now rather than found in the cache)."""
    families = _families(select(filters, excludes))
    description = "host build with sanitizers" if sanitize else "host build"
    built = _run_parallel(_compile_host, [(family, sanitize) for family in families], workers, description)
    return families, sum(built)
