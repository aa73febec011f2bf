"""Every SKU compiles with NVRTC (from the PyPI wheels, no GPU needed) for
sm_80, and for sm_90 where slow tests run (the same source, a second arch's
minutes of compile); each kernel entry is in its cubin's ELF symbol table;
ptxas' resources are recorded for every entry and arch, with no spills."""

from __future__ import annotations

import functools
import json

import pytest

from skucat import build
from skucat import catalog as skucat_catalog
from skucat.backends import elf, nvrtc
from skucat.errors import BackendError

from conftest import MANIFEST

ARCHS = ("sm_80",)
NVRTC_OK, NVRTC_REASON = nvrtc.available()
pytestmark = [pytest.mark.nvrtc, pytest.mark.skipif(not NVRTC_OK, reason=NVRTC_REASON)]


@pytest.fixture(scope="module")
def catalog():
    return build.build_cuda(MANIFEST["skus"], ARCHS)


@pytest.fixture(scope="module")
def cubin_symbols():
    """A family's cubin symbols, built on first use: a run that selects one family's SKUs builds that
    family alone."""
    @functools.lru_cache(maxsize=None)
    def of(family: str, arch: str) -> set:
        return elf.global_functions(nvrtc.build_family(family, arch).path.read_bytes())
    return of


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("item", MANIFEST["skus"], ids=lambda item: item["sku"])
def test_every_entry_is_in_its_cubin(item, arch, cubin_symbols):
    symbols = cubin_symbols(item["family"], arch)
    missing = [symbol for symbol in item["entries"].values() if symbol not in symbols]
    assert not missing, f"not in the {arch} cubin: {missing}"


@pytest.mark.slow
def test_every_entry_is_in_its_sm_90_cubin_and_none_spills():
    result = build.build_cuda(MANIFEST["skus"], ("sm_90",))
    assert not result.spilling, build.format_table(result.spilling)
    for family in result.families:
        symbols = elf.global_functions(nvrtc.build_family(family, "sm_90").path.read_bytes())
        missing = [symbol for item in MANIFEST["skus"] if item["family"] == family
                   for symbol in item["entries"].values() if symbol not in symbols]
        assert not missing, f"not in the sm_90 cubin of {family}: {missing}"


def test_resources_cover_every_entry_and_arch(catalog):
    expected = {(symbol, arch) for item in MANIFEST["skus"] for symbol in item["entries"].values() for arch in ARCHS}
    assert {(kernel.symbol, kernel.arch) for kernel in catalog.kernels} == expected
    assert all(kernel.registers > 0 for kernel in catalog.kernels)


def test_no_kernel_spills(catalog):
    assert not catalog.spilling, build.format_table(catalog.spilling)


def test_warm_build_compiles_nothing(catalog):
    assert build.build_cuda(MANIFEST["skus"], ARCHS).built == 0


def test_report_lists_every_kernel(catalog, tmp_path):
    build.write_report(catalog, tmp_path / "report.json")
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["archs"] == list(ARCHS) and report["spilling"] == []
    assert len(report["kernels"]) == len(catalog.kernels)
    assert set(report["kernels"][0]) >= {"sku", "entry", "symbol", "arch", "registers", "spill_stores",
                                         "spill_loads", "stack_frame", "shared"}


def test_filtered_build_reports_only_the_selected_sku():
    item = MANIFEST["skus"][-1]
    result = build.build_cuda(skucat_catalog.select([item["sku"]]), ("sm_80",))
    assert result.families == [item["family"]]
    assert {(kernel.sku, kernel.entry) for kernel in result.kernels} == {(item["sku"], e) for e in item["entries"]}


def test_nvrtc_errors_carry_the_status_and_the_log():
    with pytest.raises(BackendError) as raised:
        nvrtc.compile_source(b'extern "C" __global__ void k() { undeclared_name = 1; }', "bad.cu", "sm_80")
    message = str(raised.value)
    assert "NVRTC_ERROR_COMPILATION" in message and "undeclared_name" in message and "bad.cu" in message


def test_unsupported_archs_are_refused_with_the_supported_list():
    with pytest.raises(BackendError, match="sm_70.*sm_80"):
        nvrtc.check_arch("sm_70")


def test_devices_newer_than_nvrtc_get_ptx_of_its_newest_arch():
    newest = max(nvrtc.supported_archs())
    assert nvrtc.target_for("sm_80") == "sm_80"
    assert nvrtc.target_for(f"sm_{newest + 10}") == f"compute_{newest}"
    ptx = nvrtc.compile_source(b'extern "C" __global__ void k(float* p) { *p = 1; }', "k.cu", f"compute_{newest}")
    assert b".entry k(" in ptx.binary and ptx.binary.endswith(b"\0")

