"""The `skucat` command: build (cuda and host) and doctor, through main() as the console script runs it."""

from __future__ import annotations

import json

import pytest

from skucat.backends import nvrtc
from skucat.cli import main

from conftest import MANIFEST


NVRTC_OK, NVRTC_REASON = nvrtc.available()
def test_doctor_reports_every_probe_and_succeeds(capsys):
    assert main(["doctor"]) == 0
    out = capsys.readouterr().out
    for label in ("C++ compiler", "NVRTC", "CUDA driver", "CUDA devices", "CuPy", "PyTorch"):
        assert label in out


@pytest.mark.nvrtc
@pytest.mark.skipif(not NVRTC_OK, reason=NVRTC_REASON)
def test_build_cuda_filtered_writes_the_report(tmp_path, capsys):
    sku = MANIFEST["skus"][0]
    report = tmp_path / "resources.json"
    assert main(["build", "--arch", "sm_80", "--arch", "sm_90", "--filter", sku["sku"], "--report", str(report)]) == 0
    kernels = json.loads(report.read_text())["kernels"]
    assert {(k["symbol"], k["arch"]) for k in kernels} == {(s, a) for s in sku["entries"].values()
                                                           for a in ("sm_80", "sm_90")}
    out = capsys.readouterr().out
    assert "max registers" in out and "spills: none" in out


@pytest.mark.nvrtc
@pytest.mark.skipif(not NVRTC_OK, reason=NVRTC_REASON)
def test_build_cuda_refuses_an_unsupported_arch(capsys):
    assert main(["build", "--arch", "sm_70"]) == 1
    assert "cannot target 'sm_70'" in capsys.readouterr().err


def test_build_host_compiles_every_family(capsys):
    assert main(["build", "--backend", "host"]) == 0
    assert f"{len(MANIFEST['families'])} families" in capsys.readouterr().out


def test_build_options_are_checked_against_the_backend():
    with pytest.raises(SystemExit):
        main(["build", "--backend", "host", "--arch", "sm_80"])
