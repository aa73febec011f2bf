"""The cuda backend at run time: a clear BackendError without a device, and
the catalog on the device when there is one (skipped, with the reason, here)."""

from __future__ import annotations

import ctypes
import types

import numpy as np
import pytest

import skucat
import skucat.generated.plans
from skucat import replay
from skucat import stream as stream_module
from skucat.backends import cuda, nvrtc
from skucat.errors import BackendError

from conftest import MANIFEST

USABLE, REASON = cuda.available()
NVRTC_OK, NVRTC_REASON = nvrtc.available()
needs_device = pytest.mark.skipif(not USABLE, reason=f"needs a CUDA device: {REASON}")


def test_available_says_why():
    assert isinstance(USABLE, bool) and REASON


@pytest.mark.skipif(USABLE, reason="a CUDA device is present")
def test_stream_cuda_without_a_device_raises_backend_error():
    with pytest.raises(BackendError) as raised:
        skucat.Stream.cuda()
    assert str(raised.value) == REASON


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


class _RecordingCupy:
    """Stands in for CuPy's module-loading and launch calls so the launch
    plumbing can be checked without a device; it runs nothing."""

    def __init__(self):
        self.loaded, self.functions, self.launches = [], [], []
        fake = self

        class Module:
            def load(self, image):
                fake.loaded.append(image)

            def get_function(self, name):
                fake.functions.append(name)
                return types.SimpleNamespace(ptr=0xF00)

        class Device:
            def __init__(self, device):
                self.compute_capability = "80"

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                return False

        def launch_kernel(function, gx, gy, gz, bx, by, bz, shared, stream, kernel_params, extra):
            # The values exist only during the call, as for cuLaunchKernel: read them now.
            pointers = (ctypes.c_void_p * 3).from_address(kernel_params)
            values = (ctypes.c_void_p.from_address(pointers[0]).value, ctypes.c_int64.from_address(pointers[1]).value,
                      ctypes.c_void_p.from_address(pointers[2]).value)
            fake.launches.append(((function, gx, gy, gz, bx, by, bz, shared, stream, extra), values))

        self.ndarray = type("ndarray", (), {})
        self.cuda = types.SimpleNamespace(
            Device=Device, function=types.SimpleNamespace(Module=Module),
            driver=types.SimpleNamespace(launchKernel=launch_kernel,
                                         CUDADriverError=type("CUDADriverError", (Exception,), {})),
            get_current_stream=lambda device: types.SimpleNamespace(ptr=0x5000 + device))


@pytest.fixture
def recording(monkeypatch) -> _RecordingCupy:
    """A _RecordingCupy that the cuda backend takes for CuPy."""
    recording = _RecordingCupy()
    monkeypatch.setattr(cuda, "_cupy", lambda: recording)
    return recording


@pytest.mark.nvrtc
@pytest.mark.skipif(not NVRTC_OK, reason=NVRTC_REASON)
def test_launch_passes_grid_block_stream_and_packed_params(recording):
    backend = cuda.CudaBackend(0)
    item = MANIFEST["skus"][0]
    symbol = next(iter(item["entries"].values()))
    array = recording.ndarray()
    array.dtype, array.shape, array.data = np.float32, (4,), types.SimpleNamespace(ptr=0xABC000)
    backend.launch(skucat.Stream(backend), item["unit"], symbol, (7, 1, 1), (256, 1, 1), (array, np.int64(-3), None))
    assert backend.arch == "sm_80" and recording.loaded[0][:4] == b"\x7fELF" and recording.functions == [symbol]
    assert recording.launches == [((0xF00, 7, 1, 1, 256, 1, 1, 0, 0x5000, 0), (0xABC000, -3, None))]


@pytest.mark.nvrtc
@pytest.mark.skipif(not NVRTC_OK, reason=NVRTC_REASON)
def test_a_device_has_one_stream_so_that_the_plans_selected_for_it_are_reused(recording, monkeypatch):
    backend = cuda.CudaBackend(0)
    monkeypatch.setattr(cuda, "device_backend", lambda device=0: backend)
    stream_module._cuda_stream.cache_clear()
    try:
        first, second = skucat.Stream.cuda(0), skucat.Stream.cuda(0)
        assert first is second and first.backend is backend
        plan = skucat.generated.plans.PLANS["relu"]
        assert replay.select_key(plan, first, {"n": 4}, None, False) == \
            replay.select_key(plan, second, {"n": 4}, None, False)
    finally:
        stream_module._cuda_stream.cache_clear()   # the next test's device is its own


def test_a_family_that_does_not_compile_is_compiled_once_and_its_error_raised_at_each_launch(recording, monkeypatch):
    attempts = []

    def failing(family, arch):
        attempts.append(family)
        raise BackendError(f"NVRTC NVRTC_ERROR_COMPILATION in compiling {family}.cu for {arch}: (log)")

    monkeypatch.setattr(cuda.nvrtc, "build_family", failing)
    monkeypatch.setattr(cuda.nvrtc, "target_for", lambda arch: arch)
    backend = cuda.CudaBackend(0)
    item = MANIFEST["skus"][0]
    for _ in range(3):
        with pytest.raises(BackendError, match="NVRTC_ERROR_COMPILATION in compiling"):
            backend.kernel(item["unit"], next(iter(item["entries"].values())))
    assert attempts == [skucat.KernelSku.unit_family(item["unit"])] and recording.launches == []


@pytest.mark.skipif(USABLE, reason="a CUDA device is present")
def test_functional_ops_send_device_arrays_to_the_cuda_backend():
    class DeviceArray:  # what PyTorch or CuPy device arrays expose
        __cuda_array_interface__ = {"shape": (4, 2), "typestr": "<f4", "data": (0, False), "version": 3}

    with pytest.raises(BackendError, match=REASON.split(" (")[0]):
        skucat.ops.embedding(np.arange(3), DeviceArray())
