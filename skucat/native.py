"""skucat._native: the host's hot paths in C (native.c: the functional layer's replays, plan.run's
array checks and launches, index range checks), built with the host's compiler against this
interpreter's and numpy's headers at first use and cached like the kernels. Where it cannot be
built (no compiler, no Python.h) or SKUCAT_NO_NATIVE=1 is set, the same steps run in Python and
`reason()` says why."""

from __future__ import annotations

import functools
import importlib.machinery
import importlib.util
import os
import sys
import sysconfig
from pathlib import Path

import numpy as np

from .errors import BackendError

SOURCE = Path(__file__).resolve().parent / "native.c"
NAME = "skucat._native"
OFF = "SKUCAT_NO_NATIVE"   # set to 1: Python only
# An undeclared function is an error here, not a symbol missing when the module loads.
FLAGS = ("-x", "c", "-std=c11", "-O3", "-fPIC", "-shared", "-fno-strict-aliasing",
         "-Werror=implicit-function-declaration")


@functools.lru_cache(maxsize=None)
def _loaded():
    """(module, None) or (None, why it is not there)."""
    if os.environ.get(OFF, "") not in ("", "0"):
        return None, f"{OFF} is set"
    from .backends import cache
    from .toolchain import (SANITIZE_FLAGS, SANITIZED, compiler, cpu_identity, native_flags, run_tied,
                            sanitizer_runtime_loaded)

    sanitized = sanitizer_runtime_loaded()   # a process of tools/sanitize: the C code is checked too
    isa = tuple(flag for flag in native_flags() if flag.startswith("-m"))   # the value checks' loops vectorise
    flags = FLAGS + isa + (SANITIZE_FLAGS if sanitized else ())
    try:
        cxx, version = compiler()
        headers = (sysconfig.get_paths()["include"], np.get_include())
        if not Path(headers[0], "Python.h").is_file():
            return None, f"no Python.h in {headers[0]} (install the interpreter's development headers)"
        key = cache.build_key(SOURCE.read_bytes(), version, sys.version, np.__version__, cpu_identity(), *headers,
                              *flags)

        def compile_to(output: Path):
            command = [cxx, *flags, *(f"-I{folder}" for folder in headers), str(SOURCE), "-o", str(output)]
            result = run_tied(command)
            if result.returncode != 0:
                raise BackendError(f"{' '.join(command)} failed:\n{result.stderr[-4000:]}")

        name, suffix = "native" + (f"-{SANITIZED}" if sanitized else ""), sysconfig.get_config_var("EXT_SUFFIX")
        path, _ = cache.cached("native", name, key, suffix or ".so", compile_to)
        loader = importlib.machinery.ExtensionFileLoader(NAME, str(path))
        module = importlib.util.module_from_spec(importlib.util.spec_from_file_location(NAME, path, loader=loader))
        loader.exec_module(module)
        return module, None
    except (BackendError, OSError, ImportError) as exc:
        return None, str(exc)


def module():
    """skucat._native, or None (see reason())."""
    return _loaded()[0]


def reason() -> str | None:
    """Why skucat._native is not in use, or None when it is."""
    return _loaded()[1]
