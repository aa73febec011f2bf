"""The host backend: the generated .cu compiled by the system C++ compiler
against skucat_simt.h, loaded with ctypes, launched with CUDA's grid, block
and kernelParams. Arrays are numpy arrays."""

from __future__ import annotations

import ctypes
import functools
import os
import platform
import re
import shutil
import subprocess
import tempfile
import threading
from concurrent.futures import Future
from pathlib import Path

import numpy as np

from .. import native
from ..errors import BackendError
from ..sku import KernelSku
from ..toolchain import (SANITIZE_FLAGS, SANITIZED, compiler, compiler_is_gcc, cpu_identity, native_flags, run_tied,
                         sanitizer_runtime_loaded, inlining_flags)
from . import cache, memory
from .packing import pack

HEADER_DIR = Path(__file__).resolve().parent
SIMT_HEADER = HEADER_DIR / "skucat_simt.h"
LAUNCH_HEADER = HEADER_DIR / "skucat_launch.h"   # the pool and the launch: the runtime library's alone
# -ffp-contract=off: every a * b + c rounds twice, as the kernels' _rn intrinsics on a GPU (results are
# compared with PyTorch bit for bit). -fno-math-errno lets sqrt, rint, ... inline; -fno-trapping-math
# lets a select between float values (a masked gradient) vectorise, where g++ would otherwise branch so
# as not to raise an exception flag that nothing reads; neither changes a value. Never -ffast-math (NaN
# and inf semantics). -fno-semantic-interposition: the exported kernels inline into the launch loops.
FLAGS = ("-std=c++20", "-O3", "-fopenmp-simd", "-fno-math-errno", "-fno-trapping-math", "-ffp-contract=off", "-fno-semantic-interposition", "-fPIC",
         "-pthread", "-fno-strict-aliasing")
_background: dict[tuple, Future] = {}   # _once_in_background's builds, by what decides their bytes
_background_lock = threading.Lock()
_runtimes_loaded: dict[bool, ctypes.CDLL] = {}   # by sanitize
_runtime_loading = threading.Lock()
SANITIZERS = "address, undefined (signed-integer-overflow, shift, bounds, alignment, null, ...), float-cast-overflow"


def source_dir() -> Path:
    from .. import generated

    return Path(generated.__file__).resolve().parent / "cuda"


def sanitizer_environment(environ=None) -> dict:
    """`environ` (default os.environ) with what a process that loads sanitizer builds needs: the
    compiler's AddressSanitizer runtime preloaded (it must come first; Python is not built with
    it) and leak checks off (the interpreter keeps memory to the end on purpose)."""
    cxx, _ = compiler()
    runtime = subprocess.run([cxx, "-print-file-name=libasan.so"], capture_output=True, text=True).stdout.strip()
    if not os.path.isabs(runtime) or not os.path.exists(runtime):
        raise BackendError(f"{cxx} has no AddressSanitizer runtime (libasan.so): no sanitizer builds here")
    environ = dict(os.environ if environ is None else environ)
    preload = " ".join(filter(None, [runtime, environ.get("LD_PRELOAD", "")]))
    return {**environ, "LD_PRELOAD": preload, "ASAN_OPTIONS": "detect_leaks=0",
            "UBSAN_OPTIONS": "print_stacktrace=1"}


def _interface_pointer(array) -> int:
    return array.__array_interface__["data"][0]


def _struct_pointer():
    """A reader of an ndarray's data pointer from numpy's object struct (PyArrayObject: the object
    header, then `char *data`), ~10x faster than __array_interface__, which builds a dict; used only
    where it is checked to agree with __array_interface__ here."""
    if platform.python_implementation() != "CPython":
        return _interface_pointer
    offset = object.__basicsize__   # the object header
    read = ctypes.c_size_t.from_address
    probes = [np.empty(3), np.arange(5, dtype=np.int8)[1:], np.zeros((2, 3), np.float32).T]
    if any(read(id(probe) + offset).value != _interface_pointer(probe) for probe in probes):
        return _interface_pointer
    return lambda array: read(id(array) + offset).value


_data_pointer = _struct_pointer()


class HostBackend:
    name = "host"
    array_kind = "numpy.ndarray"

    def __init__(self, sanitize: bool = False):
        self.sanitize = sanitize
        self.arch = re.sub(r"[^a-z0-9_]", "_", platform.machine().lower()) or "cpu"
        self._modules: dict[str, ctypes.CDLL] = {}

    # ---- building

    def flags(self) -> tuple[str, ...]:
        """The flags of a unit: its launch machinery is the runtime library's (runtime_library)."""
        return self._common_flags() + ("-DSKUCAT_SHARED_RUNTIME",)

    def _common_flags(self) -> tuple[str, ...]:
        return (FLAGS + inlining_flags() + native_flags() + (SANITIZE_FLAGS if self.sanitize else ())
                + (f"-DSKUCAT_RUNTIME={_runtime(self.sanitize)}",))

    def library_command(self, source: Path, output: Path, precompiled: Path | None = None) -> list[str]:
        """The compiler's command line that builds `source` into a library the host backend loads
        (with load_library: it needs the runtime library)."""
        command = [compiler()[0], *self.flags(), *(["-include", str(precompiled.with_suffix(""))] if precompiled else []),
                   f"-I{source_dir()}", f"-I{HEADER_DIR}", "-shared", "-x", "c++", str(source), "-o", str(output)]
        return command + (["-lmvec"] if "-DSKUCAT_VECTOR_MATH" in command else [])

    def runtime_library(self) -> Path:
        """The launch machinery of skucat_simt.h, compiled once (cached) rather than in every unit."""
        # The header is the whole source: included into an empty translation unit.
        command = lambda output: [compiler()[0], *self._common_flags(), "-DSKUCAT_RUNTIME_LIBRARY", "-include",  # noqa: E731
                                  str(SIMT_HEADER), "-shared", "-x", "c++", os.devnull, "-o", str(output)]
        parts = (SIMT_HEADER.read_bytes(), LAUNCH_HEADER.read_bytes(), "-DSKUCAT_RUNTIME_LIBRARY", *self.flags())
        return _once_in_background(parts, lambda: self._cached("runtime", list(parts[:3]), ".so", command)[0]).result()

    def load_library(self, path: Path) -> ctypes.CDLL:
        """A library of library_command, loaded after the runtime library it links to (once per process,
        its symbols global: a unit's library leaves them undefined)."""
        if self.sanitize and not sanitizer_runtime_loaded():   # loading it would end the process
            raise BackendError("sanitizer builds load only in a process started with the sanitizer runtime "
                               "(skucat.backends.host.sanitizer_environment(), or tools/sanitize)")
        with _runtime_loading:
            if self.sanitize not in _runtimes_loaded:
                _runtimes_loaded[self.sanitize] = ctypes.CDLL(str(self.runtime_library()), mode=ctypes.RTLD_GLOBAL)
        return ctypes.CDLL(str(path))

    def _cached(self, name: str, key_parts: list, suffix: str, command) -> tuple[Path, bool]:
        """`command(output)` run once per key in the cache (named `name`, sanitizer builds apart)."""
        def compile_to(output: Path):
            result = run_tied(command(output))
            if result.returncode != 0:
                raise BackendError(f"host compile of {name} failed:\n{' '.join(command(output))}\n{result.stderr[-8000:]}")

        return cache.cached("host", self._cache_name(name), self._key(key_parts), suffix, compile_to)

    def _cache_name(self, name: str) -> str:
        return name + (f"-{SANITIZED}" if self.sanitize else "")

    def _key(self, key_parts: list) -> str:
        return cache.build_key(*key_parts, compiler()[1], cpu_identity(), *self.flags())

    def precompiled_prelude(self, wait: bool = True) -> Path | None:
        """The prelude with skucat_simt.h, precompiled for these flags (cached; g++ only, else None): a unit
        compiled with it skips parsing them, about a second. It is built (or verified: 60 MB) once per
        process, in a thread of its own: without `wait`, None while that runs or if it failed, so that a
        first call compiles its unit meanwhile rather than waiting for the header."""
        if not compiler_is_gcc():
            return None
        prelude = source_dir() / "skucat_prelude.cuh"
        parts = (prelude.read_bytes(), SIMT_HEADER.read_bytes(), *self.flags())
        command = lambda output: [compiler()[0], *self.flags(), f"-I{HEADER_DIR}", "-x", "c++-header", str(prelude),
                                  "-o", str(output)]  # noqa: E731

        def precompile():
            self.runtime_library()   # first: a first call waits for it, not for this
            return self._cached("prelude", list(parts[:2]), ".cuh.gch", command)[0]

        future = _once_in_background(parts, precompile)
        if not wait and not (future.done() and not future.exception()):
            return None
        return future.result()

    def build(self, unit: str, wait_for_prelude: bool = False) -> tuple[Path, bool]:
        """Compiles a build unit (cached; see KernelSku.unit); returns (library path, built now). The
        compile uses the precompiled prelude when it is ready (`wait_for_prelude`: after building it)."""
        header = self.precompiled_prelude(wait=wait_for_prelude)
        source, name, key_parts = self._unit(unit)
        return self._cached(name, key_parts, ".so", lambda output: self.library_command(source, output, header))

    def _unit(self, unit: str) -> tuple[Path, str, list]:
        """(source, cache name, key parts) of a build unit."""
        source = source_dir() / f"{unit}.cu"
        if not source.is_file():
            raise BackendError(f"no generated source for build unit {unit!r} at {source}")
        family_header = source_dir() / f"{KernelSku.unit_family(unit)}.cuh"
        headers = [source_dir() / "skucat_prelude.cuh", family_header, SIMT_HEADER]
        # The key leaves the precompiled header out: it changes how long the compile takes, not its output.
        # No '.' in the name: the cache reads an entry's name up to its first '.'.
        return source, unit.replace("/", "-"), [source.read_bytes(), *(h.read_bytes() for h in headers)]

    def build_together(self, units: list[str]) -> int:
        """Builds the units of one family that the cache lacks as one library (a bulk build's), stored
        as each one's entry (hard links to one file): a unit's fixed cost, loading the precompiled
        prelude and linking, most of a small unit's compile, is paid once. Its kernels inline as in
        units of their own (toolchain.inlining_flags). Where the library fails to compile, each unit is
        built alone, and the first that fails raises its error. Returns how many were built now."""
        header = self.precompiled_prelude(wait=True)
        found = {unit: self._unit(unit) for unit in units}
        keys = {unit: self._key(parts) for unit, (_, _, parts) in found.items()}
        missing = [unit for unit in units if cache.find("host", self._cache_name(found[unit][1]), keys[unit], ".so") is None]
        if len(missing) < 2:
            return sum(self.build(unit, wait_for_prelude=True)[1] for unit in missing)
        program = "".join(f'#include "{unit}.cu"\n' for unit in missing)
        try:
            with tempfile.TemporaryDirectory(prefix="skucat-units-") as scratch:
                source = Path(scratch, "units.cu")
                source.write_text(program)
                name = f"units-{KernelSku.unit_family(missing[0])}"
                library, _ = self._cached(name, [program, *(keys[unit] for unit in missing)], ".so",
                                          lambda output: self.library_command(source, output, header))
        except BackendError:
            return self._build_each(missing)
        return sum(cache.cached("host", self._cache_name(found[unit][1]), keys[unit], ".so",
                                lambda output: _link(library, output))[1] for unit in missing)

    def _build_each(self, units: list[str]) -> int:
        """Builds every unit alone, then raises the first failure's error."""
        built, failures = 0, []
        for unit in units:
            try:
                built += self.build(unit, wait_for_prelude=True)[1]
            except BackendError as error:
                failures.append(error)
        if failures:
            raise failures[0]
        return built

    def module(self, unit: str) -> ctypes.CDLL:
        if unit not in self._modules:
            self._modules[unit] = self.load_library(self.build(unit)[0])
        return self._modules[unit]

    # ---- launching

    def kernel(self, unit: str, symbol: str):
        """`run(stream, dims, kernel_params, shared=0)`, launching `symbol` (looked up once) over dims =
        (c_uint * 6) of grid and block."""
        entry = self._entry(unit, symbol)
        entry.restype = None   # no argtypes: each argument is passed as its exact C type, unconverted
        in_c = native.module()
        if in_c is None:
            call, seed_of = entry, ctypes.c_ulonglong
        else:   # the C module's call, a third of ctypes' cost
            call, seed_of = functools.partial(in_c.launch, ctypes.cast(entry, ctypes.c_void_p).value), int
        unshuffled = seed_of(0)

        def run(stream, dims, kernel_params, shared=0):
            if shared:
                raise BackendError(f"{symbol}: the host backend has no dynamic shared memory (use __shared__ arrays)")
            seed = stream.schedule_seed
            call(dims, kernel_params, unshuffled if seed is None else seed_of(seed),
                 stream.launch_flags, stream.workers)   # Python ints pass as C ints

        return run

    def _entry(self, unit: str, symbol: str):
        """`symbol`'s launch function in its unit's library (ctypes)."""
        try:
            return self.module(unit)[f"skucat_host_launch_{symbol}"]
        except AttributeError:
            raise BackendError(f"kernel {symbol} is not in the library of build unit {unit}") from None

    def entry_address(self, unit: str, symbol: str) -> int:
        """The address of `symbol`'s launch function, which `kernel` calls (for skucat._native)."""
        return ctypes.cast(self._entry(unit, symbol), ctypes.c_void_p).value

    def launch(self, stream, unit: str, symbol: str, grid, block, params, shared: int = 0):
        kernel_params, _alive = pack(params, self.pointer_of)
        self.kernel(unit, symbol)(stream, (ctypes.c_uint * 6)(*grid, *block), kernel_params, shared)

    # ---- arrays

    pointer_of = staticmethod(_data_pointer)

    @staticmethod
    def is_array(value) -> bool:
        return isinstance(value, np.ndarray)

    @staticmethod
    def is_writeable(array) -> bool:
        return bool(array.flags.writeable)

    empty = staticmethod(memory.empty)   # (shape, dtype); a large one's memory recycled
    recycle_from = memory.RECYCLE_FROM   # bytes: skucat._native's replays take larger outputs from `empty`

    @staticmethod
    def asarray(array):
        return np.asarray(array)

    @staticmethod
    def to_numpy(array):
        return np.asarray(array)

    def synchronize(self):
        pass


def _link(library: Path, output: Path) -> None:
    """`output` a hard link to `library` (a copy where links cannot be made)."""
    try:
        os.link(library, output)
    except OSError:
        shutil.copyfile(library, output)


def _once_in_background(parts: tuple, build) -> Future:
    """build() -> Path, in a thread of its own, once per process for these parts (again if its file has gone)."""
    with _background_lock:
        future = _background.get(parts)
        if future is None or (future.done() and not future.exception() and not future.result().is_file()):
            future = _background[parts] = _in_background(build)
    return future


def _in_background(function) -> Future:
    """`function()` in a daemon thread (a process may exit before it ends; its compiler dies with it)."""
    future = Future()

    def run():
        try:
            future.set_result(function())
        except BaseException as exc:   # noqa: BLE001 - handed to whoever waits
            future.set_exception(exc)

    threading.Thread(target=run, name="skucat-prelude", daemon=True).start()
    return future


@functools.lru_cache(maxsize=None)
def _runtime(sanitize: bool) -> str:
    """The namespace of the host runtime (the worker pool, the locks, the launch), named after
    skucat_simt.h's content: every unit library built from one version shares one pool (unique
    symbols) and one runtime library, and a library from another version, or the sanitizer
    build, keeps its own."""
    return f"skucat_runtime_{'asan_' if sanitize else ''}" + cache.build_key(SIMT_HEADER.read_bytes())[:16]


@functools.lru_cache(maxsize=None)
def default_backend(sanitize: bool = False) -> HostBackend:
    return HostBackend(sanitize=sanitize)
