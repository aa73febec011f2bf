"""NVRTC from the PyPI wheels: the compiler of the cuda backend. It needs no
GPU, no driver and no CUDA toolkit, so the whole catalog builds anywhere.

Every NVRTC status goes through `check`, which raises BackendError with the
status name and the program log. A family's build units compile together to a
cubin per arch (or to PTX for a device newer than this NVRTC knows, which the
driver JIT-compiles), cached under a key of the sources, the prelude, the
wheel headers the prelude includes, NVRTC's identity, the options and the
arch. The ptxas resource report (`-Xptxas -v`) is in the program log, which
is cached beside the binary.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

from ..errors import BackendError
from . import cache
from .host import source_dir

# Same dialect as the host build; -v makes ptxas log registers, spills, stack and shared memory.
# -default-device: NVRTC 13.0 takes a generic lambda inside a __device__ function for host code.
FLAGS = ("-std=c++20", "-default-device", "-Xptxas", "-v")
# The wheel headers skucat_prelude.cuh includes, with their inline definitions.
CUDA_HEADERS = ("cuda_fp16.h", "cuda_fp16.hpp", "cuda_bf16.h", "cuda_bf16.hpp")
_ARCH = re.compile(r"(sm|compute)_(\d+)\Z")


@functools.lru_cache(maxsize=None)
def _load():
    """(the cuda.bindings.nvrtc module, the libnvrtc file cuda.pathfinder found for it)."""
    try:
        from cuda import pathfinder
        from cuda.bindings import nvrtc
    except ImportError as exc:
        raise BackendError(f"NVRTC needs the cuda extra (pip install 'skucat[cuda]'): {exc}") from None
    try:
        library = pathfinder.load_nvidia_dynamic_lib("nvrtc")
    except pathfinder.DynamicLibNotFoundError as exc:
        raise BackendError(f"libnvrtc was not found (pip install nvidia-cuda-nvrtc): {exc}") from None
    return nvrtc, Path(library.abs_path)


def _nvrtc():
    return _load()[0]


def available() -> tuple[bool, str]:
    """(True, NVRTC's identity) when NVRTC can compile here, else (False, why not)."""
    try:
        return True, identity()
    except BackendError as exc:
        return False, str(exc)


def check(what: str, result: tuple, program=None):
    """Unpacks an NVRTC call's (status, *values); raises BackendError naming
    the status, with the program log when there is one."""
    status, *values = result
    if status != _nvrtc().nvrtcResult.NVRTC_SUCCESS:
        log = program_log(program) if program is not None else ""
        raise BackendError(f"NVRTC {status.name} in {what}" + (f":\n{log}" if log else ""))
    return values[0] if len(values) == 1 else tuple(values)


def program_log(program) -> str:
    nvrtc = _nvrtc()
    size = check("nvrtcGetProgramLogSize", nvrtc.nvrtcGetProgramLogSize(program))
    buffer = bytearray(size)
    check("nvrtcGetProgramLog", nvrtc.nvrtcGetProgramLog(program, buffer))
    return buffer.decode(errors="replace").rstrip("\0").strip()


@functools.lru_cache(maxsize=None)
def version() -> tuple[int, int]:
    return check("nvrtcVersion", _nvrtc().nvrtcVersion())


@functools.lru_cache(maxsize=None)
def identity() -> str:
    """NVRTC's version and library size: nvrtcVersion has no patch level, and
    a patch release may generate other code."""
    library = _load()[1]
    return f"{'%d.%d' % version()} ({library.name}, {library.stat().st_size} bytes)"


@functools.lru_cache(maxsize=None)
def supported_archs() -> tuple[int, ...]:
    """The SM numbers this NVRTC compiles for, e.g. (75, 80, ..., 121)."""
    return tuple(check("nvrtcGetSupportedArchs", _nvrtc().nvrtcGetSupportedArchs()))


@functools.lru_cache(maxsize=None)
def header_dir() -> Path:
    """The include directory of the nvidia-cuda-runtime wheel (cuda_fp16.h, ...)."""
    _nvrtc()  # a BackendError, not an ImportError, without the cuda extra
    from cuda import pathfinder

    found = pathfinder.find_nvidia_header_directory("cudart")
    if found is None:
        raise BackendError("the CUDA runtime headers were not found (pip install nvidia-cuda-runtime)")
    return Path(found)


def check_arch(arch: str) -> str:
    """`arch` (sm_XY for a cubin, compute_XY for PTX) if this NVRTC supports it."""
    match = _ARCH.match(arch)
    if not match or int(match[2]) not in supported_archs():
        names = " ".join(f"sm_{number}" for number in supported_archs())
        raise BackendError(f"NVRTC {'.'.join(map(str, version()))} cannot target {arch!r}; it supports {names}")
    return arch


def target_for(device_arch: str) -> str:
    """What to build for a device: its own cubin when NVRTC supports its arch,
    else PTX of the newest older arch, which the driver JIT-compiles."""
    number = int(device_arch.removeprefix("sm_"))
    if number in supported_archs():
        return f"sm_{number}"
    older = [arch for arch in supported_archs() if arch < number]
    if not older:
        return check_arch(device_arch)  # raises: too old for this NVRTC
    return f"compute_{max(older)}"


@dataclass(frozen=True)
class Compiled:
    binary: bytes  # a cubin, or NUL-terminated PTX for compute_XY
    log: str


def compile_source(source: bytes, name: str, arch: str, include_dirs=()) -> Compiled:
    """Compiles CUDA C++ `source` for `arch`; raises BackendError with the log on failure."""
    nvrtc = _nvrtc()
    check_arch(arch)
    program = check("nvrtcCreateProgram", nvrtc.nvrtcCreateProgram(source, name.encode(), 0, [], []))
    try:
        options = [f"-arch={arch}", *FLAGS, *(f"--include-path={path}" for path in include_dirs)]
        encoded = [option.encode() for option in options]
        check(f"compiling {name} for {arch}", nvrtc.nvrtcCompileProgram(program, len(encoded), encoded), program)
        if arch.startswith("sm_"):
            get_size, get = nvrtc.nvrtcGetCUBINSize, nvrtc.nvrtcGetCUBIN
        else:
            get_size, get = nvrtc.nvrtcGetPTXSize, nvrtc.nvrtcGetPTX
        binary = bytearray(check(get_size.__name__, get_size(program)))
        check(get.__name__, get(program, binary))
        return Compiled(bytes(binary), program_log(program))
    finally:
        nvrtc.nvrtcDestroyProgram(program)


@dataclass(frozen=True)
class FamilyBinary:
    family: str
    arch: str
    path: Path  # the cubin (or PTX) in the build cache
    log: str  # NVRTC's program log, with the ptxas resource lines
    built: bool  # compiled now rather than found in the cache


def build_family(family: str, arch: str) -> FamilyBinary:
    """The family's build units compiled together for `arch` (NVRTC's fixed cost is a second a program,
    its cost per kernel small: one module a family), from the cache when it is there."""
    units = sorted((source_dir() / family).glob("*.cu"))
    if not units:
        raise BackendError(f"no generated build units for family {family!r} in {source_dir() / family}")
    program = "".join(f'#include "{family}/{unit.name}"\n' for unit in units).encode()
    headers = [source_dir() / "skucat_prelude.cuh", source_dir() / f"{family}.cuh",
               *(header_dir() / name for name in CUDA_HEADERS)]
    key = cache.build_key(program, *(path.read_bytes() for path in [*units, *headers]),
                          identity(), *FLAGS, check_arch(arch))
    name = f"{family}-{arch}"
    fresh = {}

    def compile_now() -> Compiled:
        if "compiled" not in fresh:
            fresh["compiled"] = compile_source(program, f"{family}.cu", arch, (source_dir(), header_dir()))
        return fresh["compiled"]

    suffix = ".cubin" if arch.startswith("sm_") else ".ptx"
    path, built = cache.cached("cuda", name, key, suffix, lambda tmp: tmp.write_bytes(compile_now().binary))
    # The log is its own artefact so a warm build still has the resource report.
    log_path, _ = cache.cached("cuda", name, key, ".log", lambda tmp: tmp.write_text(compile_now().log))
    return FamilyBinary(family, arch, path, log_path.read_text(), built)
