"""The cuda backend at run time: a clear BackendError without a device, and
the catalog on the device when there is one (skipped, with the reason, here)."""

from __future__ import annotations

import pytest

import skucat
from skucat import KernelSku
from skucat.backends import cuda
from skucat.errors import BackendError
from skucat.verify import verify_sku

from conftest import SKUS

USABLE, REASON = cuda.available()
needs_device = pytest.mark.skipif(not USABLE, reason=f"needs a CUDA device: {REASON}")
# One SKU of each op: the full matrix on every backend is the matrix tests' job.
ONE_SKU_PER_OP = sorted({KernelSku.parse(sku).op: sku for sku in SKUS}.values())


def test_available_says_why():
    assert isinstance(USABLE, bool) and REASON


@pytest.mark.skipif(USABLE, reason="a CUDA device is present")
def test_stream_cuda_without_a_device_raises_backend_error():
    with pytest.raises(BackendError) as raised:
        skucat.Stream.cuda()
    assert str(raised.value) == REASON


@pytest.mark.gpu
@needs_device
@pytest.mark.parametrize("sku", ONE_SKU_PER_OP)
def test_sku_matches_reference_on_the_device(sku):
    stream = skucat.Stream.cuda()
    check = verify_sku(sku, stream)
    assert check.ok, check.detail
    assert stream.backend.arch.startswith("sm_")


@pytest.mark.gpu
@needs_device
def test_device_arrays_of_other_libraries_are_used_without_a_copy():
    import cupy

    backend = skucat.Stream.cuda().backend
    array = cupy.arange(8, dtype=cupy.float32)

    class Foreign:  # exposes only the CUDA array interface, as PyTorch or Numba arrays do
        __cuda_array_interface__ = array.__cuda_array_interface__

    assert backend.pointer_of(Foreign()) == array.data.ptr
    assert backend.asarray(Foreign()).data.ptr == array.data.ptr
    assert backend.pointer_of(cupy.from_dlpack(array)) == array.data.ptr
