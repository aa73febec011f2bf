"""AddressSanitizer: every SKU's verification case (out-of-range inputs
included) runs in a sanitizer build of the host backend without a single
out-of-bounds access; and the harness does catch one when there is one."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from skucat.backends import host


def asan_environment():
    cxx, _ = host.compiler()
    runtime = subprocess.run([cxx, "-print-file-name=libasan.so"], capture_output=True, text=True).stdout.strip()
    if not os.path.isabs(runtime) or not os.path.exists(runtime):
        pytest.skip(f"{cxx} has no AddressSanitizer runtime (libasan.so)")
    return dict(os.environ, LD_PRELOAD=runtime, ASAN_OPTIONS="detect_leaks=0")


def run_python(code: str, *args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          env=asan_environment(), cwd=Path(__file__).parent, timeout=900)


def test_every_sku_is_clean_under_address_sanitizer():
    code = (
        "import skucat\n"
        "from skucat.backends.host import HostBackend\n"
        "from skucat.verify import verify_sku\n"
        "from conftest import SKUS\n"
        "stream = skucat.Stream(HostBackend(sanitize=True))\n"
        "failed = [check for check in map(lambda sku: verify_sku(sku, stream), SKUS) if not check.ok]\n"
        "print(len(SKUS), 'SKUs', failed)\n"
        "raise SystemExit(1 if failed else 0)\n"
    )
    result = run_python(code)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-5000:]
    assert "AddressSanitizer" not in result.stderr


def test_sanitizer_catches_an_overrun(tmp_path):
    library = tmp_path / "probe.so"
    cxx, _ = host.compiler()
    subprocess.run([cxx, *host.FLAGS, *host.SANITIZE_FLAGS, f"-I{host.HEADER_DIR}",
                    str(Path(__file__).with_name("simt_probe.cu")), "-o", str(library)], check=True)
    code = (
        "import ctypes, sys, numpy as np, test_simt\n"
        "probe = ctypes.CDLL(sys.argv[1])\n"
        "data = np.zeros(16, np.int32)\n"
        "test_simt.launch(probe, 'overrun', 1, 32, (data, np.int64(data.size)))\n"
    )
    result = run_python(code, str(library))
    assert result.returncode != 0
    assert "heap-buffer-overflow" in result.stderr
