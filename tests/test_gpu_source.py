"""Every generated family is real CUDA: nvcc compiles it for sm_80 (the host build alone would not show it)."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from skucat.backends.host import source_dir

from conftest import MANIFEST


# NVRTC compiles every family for sm_80, and sm_90 when slow (test_cuda_build); nvcc checks one in CI, all when slow.
@pytest.mark.parametrize("family", [pytest.param(family, marks=[] if index == 0 else [pytest.mark.slow])
                                    for index, family in enumerate(MANIFEST["families"])])
def test_family_compiles_with_nvcc_for_sm80(family, tmp_path):
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("nvcc is not installed (the NVRTC build tests cover this with the cuda extra)")
    program = tmp_path / f"{family}.cu"   # the family's build units together, as NVRTC compiles them
    program.write_text("".join(f'#include "{item["unit"]}.cu"\n' for item in MANIFEST["skus"] if item["family"] == family))
    result = subprocess.run([nvcc, "-arch=sm_80", "-cubin", "-std=c++17", f"-I{source_dir()}",
                             str(program), "-o", str(tmp_path / f"{family}.cubin")],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-5000:]
    symbols = (tmp_path / f"{family}.cubin").read_bytes()
    for entry in MANIFEST["skus"]:
        if entry["family"] == family:
            for name in entry["entries"].values():
                assert name.encode() in symbols, f"{name} missing from the cubin"
