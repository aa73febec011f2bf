"""The host backend: the generated .cu compiled by the system C++ compiler
against skucat_simt.h, loaded with ctypes, launched with CUDA's grid, block
and kernelParams. Arrays are numpy arrays."""

from __future__ import annotations

import ctypes
import functools
import os
import platform
import re
import subprocess
from pathlib import Path

import numpy as np

from .. import native
from ..errors import BackendError
from ..toolchain import (SANITIZE_FLAGS, SANITIZED, compiler, cpu_identity, native_flags, run_tied,
                         sanitizer_runtime_loaded)
from . import cache
from .packing import pack

HEADER_DIR = Path(__file__).resolve().parent
# -ffp-contract=off: every a * b + c rounds twice, as the kernels' _rn intrinsics on a GPU (results are
# compared with PyTorch bit for bit). -fno-math-errno lets sqrt, rint, ... inline; -fno-trapping-math
# lets a select between float values (a masked gradient) vectorise, where g++ would otherwise branch so
# as not to raise an exception flag that nothing reads; neither changes a value. Never -ffast-math (NaN
# and inf semantics). -fno-semantic-interposition: the exported kernels inline into the launch loops.
FLAGS = ("-std=c++20", "-O3", "-fno-math-errno", "-fno-trapping-math", "-ffp-contract=off", "-fno-semantic-interposition", "-fPIC",
         "-shared", "-pthread", "-fno-strict-aliasing", "-x", "c++")
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
        return FLAGS + native_flags() + (SANITIZE_FLAGS if self.sanitize else ())

    def build(self, family: str) -> tuple[Path, bool]:
        """Compiles a family's source (cached); returns (library path, built now)."""
        cxx, version = compiler()
        source = source_dir() / f"{family}.cu"
        if not source.is_file():
            raise BackendError(f"no generated source for family {family!r} at {source}")
        headers = [source_dir() / "skucat_prelude.cuh", HEADER_DIR / "skucat_simt.h"]
        key = cache.build_key(source.read_bytes(), *(h.read_bytes() for h in headers), version, cpu_identity(),
                              *self.flags())

        def compile_to(output: Path):
            command = [cxx, *self.flags(), f"-I{source_dir()}", f"-I{HEADER_DIR}", str(source), "-o", str(output)]
            command += ["-lmvec"] if "-DSKUCAT_VECTOR_MATH" in command else []
            result = run_tied(command)
            if result.returncode != 0:
                raise BackendError(f"host compile of {family} failed:\n{' '.join(command)}\n{result.stderr[-8000:]}")

        return cache.cached("host", family + (f"-{SANITIZED}" if self.sanitize else ""), key, ".so", compile_to)

    def module(self, family: str) -> ctypes.CDLL:
        if family not in self._modules:
            path = self.build(family)[0]
            if self.sanitize and not sanitizer_runtime_loaded():   # loading it would end the process
                raise BackendError("sanitizer builds load only in a process started with the sanitizer runtime "
                                   "(skucat.backends.host.sanitizer_environment(), or tools/sanitize)")
            self._modules[family] = ctypes.CDLL(str(path))
        return self._modules[family]

    # ---- launching

    def kernel(self, family: str, symbol: str):
        """`run(stream, dims, kernel_params, shared=0)`, launching `symbol` (looked up once) over dims =
        (c_uint * 6) of grid and block."""
        entry = self._entry(family, symbol)
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

    def _entry(self, family: str, symbol: str):
        """`symbol`'s launch function in its family's library (ctypes)."""
        try:
            return self.module(family)[f"skucat_host_launch_{symbol}"]
        except AttributeError:
            raise BackendError(f"kernel {symbol} is not in the {family} library") from None

    def entry_address(self, family: str, symbol: str) -> int:
        """The address of `symbol`'s launch function, which `kernel` calls (for skucat._native)."""
        return ctypes.cast(self._entry(family, symbol), ctypes.c_void_p).value

    def launch(self, stream, family: str, symbol: str, grid, block, params, shared: int = 0):
        kernel_params, _alive = pack(params, self.pointer_of)
        self.kernel(family, symbol)(stream, (ctypes.c_uint * 6)(*grid, *block), kernel_params, shared)

    # ---- arrays

    pointer_of = staticmethod(_data_pointer)

    @staticmethod
    def is_array(value) -> bool:
        return isinstance(value, np.ndarray)

    @staticmethod
    def is_writeable(array) -> bool:
        return bool(array.flags.writeable)

    empty = staticmethod(np.empty)   # (shape, dtype)

    @staticmethod
    def asarray(array):
        return np.asarray(array)

    @staticmethod
    def to_numpy(array):
        return np.asarray(array)

    def synchronize(self):
        pass


@functools.lru_cache(maxsize=None)
def default_backend(sanitize: bool = False) -> HostBackend:
    return HostBackend(sanitize=sanitize)
