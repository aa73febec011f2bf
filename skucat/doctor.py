"""`skucat doctor`: what this machine can build and run, one probe per line.

Each probe either describes what it found or says why it found nothing; a
missing piece is reported, never raised.
"""

from __future__ import annotations

import platform
from importlib import metadata

from .errors import BackendError, SkucatError


def _compiler() -> str:
    from .backends.host import compiler

    path, version = compiler()
    return f"{path} ({version.splitlines()[0] if version else 'unknown version'})"


def _nvrtc() -> str:
    from .backends import nvrtc

    archs = " ".join(f"sm_{number}" for number in nvrtc.supported_archs())
    return f"{nvrtc.identity()}; archs {archs}; headers {nvrtc.header_dir()}"


def _driver() -> str:
    from .backends import cuda

    return "%d.%d" % cuda.driver_version()


def _devices() -> str:
    import cupy

    from .backends import cuda

    usable, reason = cuda.available()
    if not usable:
        raise BackendError(reason)
    described = []
    for device in range(cupy.cuda.runtime.getDeviceCount()):
        properties = cupy.cuda.runtime.getDeviceProperties(device)
        described.append(f"{device}: {properties['name'].decode()} sm_{properties['major']}{properties['minor']}")
    return "; ".join(described)


def _cupy() -> str:
    import cupy

    return cupy.__version__


def _torch() -> str:
    import torch

    gpu = f"CUDA {torch.version.cuda}, {torch.cuda.device_count()} device(s)" if torch.version.cuda else "CPU build"
    return f"{torch.__version__} ({gpu})"


def _native() -> str:
    from . import native

    if native.module() is None:
        raise BackendError(f"Python runs its steps: {native.reason()}")
    return native.module().__file__


PROBES = (
    ("C++ compiler", _compiler),
    ("native code", _native),
    ("NVRTC", _nvrtc),
    ("CUDA driver", _driver),
    ("CUDA devices", _devices),
    ("CuPy", _cupy),
    ("PyTorch", _torch),
)


def probe(function) -> tuple[bool, str]:
    try:
        return True, function()
    except SkucatError as exc:
        return False, str(exc)
    except ImportError as exc:
        return False, f"{exc.name or exc} is not installed"
    except Exception as exc:  # the doctor reports every failure, whatever its kind
        return False, f"{type(exc).__name__}: {exc}"


def report() -> tuple[list[tuple[str, bool, str]], str]:
    """(label, found, description) for every probe, and the summary heading."""
    try:
        version = metadata.version("skucat")
    except metadata.PackageNotFoundError:
        version = "(not installed)"
    heading = f"skucat {version}, Python {platform.python_version()} on {platform.machine()}"
    return [(label, *probe(function)) for label, function in PROBES], heading
