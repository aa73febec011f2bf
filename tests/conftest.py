"""Shared fixtures: the manifest's SKUs, streams, and visible skips for what is missing."""

from __future__ import annotations

import fcntl
import json
import re
import signal
import subprocess
import threading
import warnings
from pathlib import Path

import pytest

import skucat
from skucat import generated

MANIFEST = json.loads((Path(generated.__file__).parent / "manifest.json").read_text())
SKUS = [entry["sku"] for entry in MANIFEST["skus"]]


def host_assembly(source: Path, output: Path) -> str:
    """`source` compiled as the host backend compiles a unit, to assembly: what its loops became,
    which no result shows (a scalar loop gives the same answers)."""
    from skucat.backends import host

    command = host.HostBackend().library_command(source, output)
    subprocess.run([("-S" if part == "-shared" else part) for part in command if part != "-lmvec"], check=True)
    return output.read_text()


def host_has_f16c() -> bool:
    """Whether the host backend's g++ builds for a CPU with F16C (the conversion of floats to halves)."""
    from skucat.backends import host

    command = [host.compiler()[0], *host.HostBackend().flags(), "-dM", "-E", "-x", "c++", "/dev/null"]
    macros = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    return "__F16C__" in macros and host.compiler_is_gcc()


def calls_vector_half_stores(assembly: str) -> bool:
    """Whether the assembly calls a vector form of the runtime's conversion to halves (skucat_simt.h):
    a loop storing halves that vectorised."""
    return re.search(r"call\s+_ZGV[bcde]N(4|8|16)v_\w+_to_half\b", assembly) is not None


def skus_of(*ops: str) -> list[str]:
    return [sku for sku in SKUS if skucat.KernelSku.parse(sku).op in ops]


@pytest.fixture(scope="session", autouse=True)
def host_units_of_the_selected_skus(request, tmp_path_factory):
    """Before the first test, the host build units of every SKU that a selected test is parametrised
    with (test_matrix's: every SKU in a whole run), compiled as a bulk build compiles them, a family's
    handful per library: one by one, at first calls, they take half as long again. Under xdist one
    worker builds, on every core, while the others wait."""
    from skucat import build

    skus = {item.callspec.params["sku"] for item in request.session.items
            if "sku" in getattr(getattr(item, "callspec", None), "params", {})}
    items = [item for item in MANIFEST["skus"] if item["sku"] in skus]
    if items:
        with open(tmp_path_factory.getbasetemp().parent / "host-units.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            build.build_host(items)


@pytest.fixture(scope="session")
def host():
    return skucat.Stream.host()


@pytest.fixture(scope="session")
def torch():
    """PyTorch (CPU) for cross-checks; the test is skipped, with the reason, without it."""
    module = pytest.importorskip("torch", reason="PyTorch is not installed (install the 'oracle' extra)")
    warnings.filterwarnings("ignore", message=".*quantize.*deprecated.*")
    return module


class Hung(Exception):
    """Not an OSError (a TimeoutError is one), which the code under test may catch."""


@pytest.fixture
def deadline():
    """Hung raised in a test that hangs past 60 seconds, instead of a suite that never ends (the
    signal goes to the test's thread: one that another thread takes leaves a blocked open blocked)."""
    def expired(*_):
        raise Hung("the test hangs")

    previous = signal.signal(signal.SIGALRM, expired)
    timer = threading.Timer(60, signal.pthread_kill, (threading.get_ident(), signal.SIGALRM))
    timer.start()
    yield
    timer.cancel()
    signal.signal(signal.SIGALRM, previous)
