"""The host's compiler and how it runs: compiler discovery, the CPU's ISA flags and identity, the
sanitizer flags, and `run_tied`. The host backend (the kernels) and skucat.native (the C module)
both build with it."""

from __future__ import annotations

import ctypes
import functools
import os
import platform
import shlex
import shutil
import signal
import subprocess
import sys
from pathlib import Path

from .errors import BackendError

# The sanitizer build: AddressSanitizer and UndefinedBehaviorSanitizer (`undefined` has signed
# overflow, shifts, bounds, alignment, null; float-cast-overflow is not in it on GCC). Any report
# aborts the process, so a run with a report cannot pass. -O0 (after the build's -O3): instrumented
# code compiles 3-5x faster unoptimised, and nothing undefined is optimised away before it is checked.
SANITIZE_FLAGS = ("-fsanitize=address,undefined,float-cast-overflow", "-fno-sanitize-recover=all",
                  "-fno-omit-frame-pointer", "-O0")
SANITIZED = "san"   # the cache name suffix of sanitizer builds: <family>-san


def compiler() -> tuple[str, str]:
    """(path, version text) of $CXX, else c++ or g++: asked once per $CXX and $PATH, so that a
    process that sets CXX gets that compiler rather than the one an earlier call found."""
    return _compiler(os.environ.get("CXX", ""), os.environ.get("PATH", os.defpath))


@functools.lru_cache(maxsize=None)
def _compiler(cxx: str, search_path: str) -> tuple[str, str]:
    candidates = [cxx] if cxx else ["c++", "g++", "clang++"]
    for name in candidates:
        path = shutil.which(shlex.split(name)[0], path=search_path)
        if path:
            version = subprocess.run([path, "--version"], capture_output=True, text=True).stdout
            return path, version
    raise BackendError(f"the host backend needs a C++20 compiler; none of {candidates} was found (set CXX)")


def compiler_is_gcc() -> bool:
    """Whether compiler() is g++ (its precompiled headers, its --param tuning, its vector function ABI)."""
    return "Free Software Foundation" in compiler()[1]


# The compiler runs in a process group of its own, under a shell that kills that whole group
# (g++'s cc1plus, as and ld included, which would go on writing) on SIGTERM; on Linux the kernel
# sends the shell that SIGTERM when the thread that started it dies (PR_SET_PDEATHSIG).
_GROUP_GUARD = 'trap "kill -KILL 0" TERM; "$@" & wait $!'
_PR_SET_PDEATHSIG = 1


@functools.lru_cache(maxsize=None)
def _prctl():
    return ctypes.CDLL(None, use_errno=True).prctl if sys.platform == "linux" else None


def run_tied(command: list[str]) -> subprocess.CompletedProcess:
    """Runs `command` (output captured as text) so that it and its children die with this
    process, and are killed when waiting for them is interrupted (KeyboardInterrupt, ...)."""
    parent, prctl = os.getpid(), _prctl()

    def in_child():
        if prctl:
            prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
        if os.getppid() != parent:  # the parent died before prctl took effect
            os._exit(1)

    process = subprocess.Popen(["/bin/sh", "-c", _GROUP_GUARD, "sh", *command], stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               start_new_session=True, preexec_fn=in_child)
    try:
        stdout, stderr = process.communicate()
    except BaseException:
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except OSError:  # the group is gone already
            pass
        process.wait()
        raise
    return subprocess.CompletedProcess(command, process.returncode, stdout, stderr)


VECTOR_MATH_DIRS = ("/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib", "/lib64")


@functools.lru_cache(maxsize=None)
def native_flags() -> tuple[str, ...]:
    """Vector code for this CPU's ISA (AVX2, FMA, ...) on x86-64, where GCC and Clang take -march=native;
    and where the compiler links glibc's vector math library, its vector exp, log, erf, tanh, pow, ... in
    vectorised loops (SKUCAT_VECTOR_MATH in skucat_simt.h; the library goes last on the command line).
    256-bit vectors even where the CPU's tuning prefers 128 (GCC's znver1): 8-wide float math from the
    vector math library, and half the instructions per loop."""
    if platform.machine().lower() not in ("x86_64", "amd64"):
        return ()
    # Where glibc's development files put it (asking the compiler would run it outside run_tied).
    libmvec = any(Path(folder, "libmvec.so").exists() for folder in VECTOR_MATH_DIRS)
    return ("-march=native", "-mprefer-vector-width=256") + (("-DSKUCAT_VECTOR_MATH",) if libmvec else ())


def inlining_flags() -> tuple[str, ...]:
    """GCC's: a loop with a test that holds throughout it (an optional weight, an operand that is a
    number) is copied once per outcome, and each copy vectorises, up to loops of 200 instructions
    rather than GCC's 50 (an f16 layer_norm's row loops, with their conversions, were over 50 and
    stayed scalar: 3-4x slower). And no translation unit counts as large: GCC caps the inlining in a
    large one (over 10,000 instructions) at 40% growth of the whole, so that a bulk build's library of
    many units left item loops out of line, scalar, that their units alone inline."""
    return ("--param=max-unswitch-insns=200", "--param=large-unit-insns=1000000000") if compiler_is_gcc() else ()


@functools.lru_cache(maxsize=None)
def cpu_identity() -> str:
    """This CPU's model and ISA extensions, for build keys: code built with -march=native for one CPU
    may hold instructions another lacks, so a cache copied to another machine rebuilds."""
    try:
        with open("/proc/cpuinfo") as info:
            lines = [line for line in info if line.startswith(("model name", "flags", "Features", "CPU part"))]
        return "".join(dict.fromkeys(lines))   # the first core's lines (all cores alike)
    except OSError:
        return f"{platform.machine()} {platform.processor()}"


def sanitizer_runtime_loaded() -> bool:
    return hasattr(ctypes.CDLL(None), "__asan_init")
