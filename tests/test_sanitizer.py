"""The sanitizer build (AddressSanitizer and UndefinedBehaviorSanitizer): the harness catches each
kind of report; every op has edge cases that run; a representative part of the matrix and of the
edge sweep is clean under the sanitizers (the whole of it is marked slow: tools/sanitize)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from skucat import catalog
from skucat.backends import host as host_backend
from skucat.errors import BackendError
from skucat.verify import edges


def sanitizer_environment() -> dict:
    try:
        return host_backend.sanitizer_environment()
    except BackendError as exc:
        pytest.skip(str(exc))


def run_python(code: str, *args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          env=sanitizer_environment(), cwd=Path(__file__).parent, timeout=900)


def run_sanitize(*filters: str) -> subprocess.CompletedProcess:
    """tools/sanitize's check of the SKUs matching `filters`, one process at a time."""
    sanitizer_environment()
    arguments = [argument for pattern in filters for argument in ("--filter", pattern)]
    return subprocess.run([sys.executable, "-m", "skucat.verify.sanitize", "-j", "1", *arguments],
                          capture_output=True, text=True, timeout=900)


# ---- the harness catches every kind of report


@pytest.fixture(scope="module")
def probe(tmp_path_factory):
    library = tmp_path_factory.mktemp("probe") / "probe.so"
    backend = host_backend.HostBackend(sanitize=True)
    subprocess.run(backend.library_command(Path(__file__).with_name("simt_probe.cu"), library), check=True)
    return library


@pytest.mark.parametrize("kernel,params,message", [
    ("overrun", "np.zeros(16, np.int32), np.int64(16)", "AddressSanitizer: heap-buffer-overflow"),
    ("signed_overflow", "np.array([2**63 - 1, 1], np.int64),", "runtime error: signed integer overflow"),
    ("nan_to_int", "np.array([np.nan], np.float32), np.zeros(1, np.int32)",
     "runtime error: nan is outside the range of representable values of type 'int'"),
], ids=["address", "signed-overflow", "float-cast-overflow"])
def test_the_harness_aborts_on_each_kind_of_report(probe, kernel, params, message):
    result = run_python(
        "import sys, numpy as np, test_simt\n"
        "from skucat.backends import host\n"
        f"test_simt.launch(host.HostBackend(sanitize=True).load_library(sys.argv[1]), {kernel!r}, 1, 32, ({params}))\n"
        "print('survived')\n", str(probe))
    assert result.returncode != 0 and "survived" not in result.stdout
    assert message in result.stderr, result.stderr[-3000:]


def test_a_sanitizer_build_is_refused_without_its_runtime():
    # Loading it into this process (no preloaded runtime) would end the process: an error instead.
    sanitizer_environment()
    with pytest.raises(BackendError, match="sanitizer runtime"):
        host_backend.HostBackend(sanitize=True).module(catalog.manifest()["skus"][0]["unit"])


# ---- the edge sweep covers every op


def test_every_op_has_edge_cases_that_run(host):
    found = edges.Sweep()
    for op in catalog.ops():
        found.add(edges.sweep(catalog.skus(op=op)[0], host))
    assert not found.uncovered(catalog.ops()), found.uncovered(catalog.ops())
    for op in catalog.ops():   # 1x1 and zero-size inputs, poisoned values, every param at its extremes
        assert found.exercised(op, "shape") >= 2 and found.exercised(op, "float") + found.exercised(op, "int") >= 2, op
        assert not catalog.plan(op).params or found.exercised(op, "param"), op


def test_an_op_without_edge_cases_is_named():
    found = edges.Sweep()
    found.refused[("softmax", "param")] += 1
    assert found.uncovered(["new_op", "softmax"]) == ["new_op: no edge case ran", "softmax: no edge case ran",
                                                      "softmax: every param case was refused"]


def test_the_sweep_keeps_its_regression_cases():
    # UBSan: `q - zero_point` overflowed in i64 for a zero point of -2^63 (dequantize_per_channel).
    labels = {edge.label for edge in edges.edges("dequantize_per_channel") if edge.category == "int"}
    assert f"zero_points=0,{-2**63}" in labels


# ---- clean under the sanitizers: a representative part in CI, everything when slow


@pytest.mark.parametrize("filters", [
    ("family=grid_sample*f32",),                              # NaN, infinite and huge grids
    ("quantization.*.f32.",),                                 # extreme scales, zero points, ranges
    ("embedding.embedding.", "embedding.embedding_backward.", "embedding.embedding_renorm."),  # a matrix (the integer tables too)
], ids=["grid_sample-f32", "quantize-f32", "embedding"])
def test_verification_and_edge_cases_are_clean(filters):
    result = run_sanitize(*filters)
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-3000:]
    skus = len(catalog.select(filters))
    assert skus >= 20 and f"\n{skus} SKUs of 1 families" in result.stdout and ": no report" in result.stdout, result.stdout


@pytest.mark.slow
def test_the_whole_matrix_is_clean():
    result = run_sanitize()
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-3000:]
    assert f"\n{len(catalog.skus())} SKUs of {len(catalog.families())} families" in result.stdout
