"""The cuda backend at run time: a clear BackendError without a device, and
the catalog on the device when there is one (skipped, with the reason, here)."""

from __future__ import annotations

import ctypes
import types

import numpy as np
import pytest

import skucat
import skucat.generated.plans
from skucat import functional, native, replay
from skucat import stream as stream_module
from skucat.backends import cuda, nvrtc
from skucat.errors import BackendError

import cupy_standin
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


@pytest.fixture
def recording(monkeypatch) -> cupy_standin.Recording:
    """A cupy_standin.Recording that the cuda backend takes for CuPy."""
    recording = cupy_standin.Recording()
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


@pytest.fixture(params=["C", "Python"])
def host_memory_device(request, monkeypatch):
    """(a cupy_standin.HostMemory taken for CuPy, the launches of its backends as (kernel, grid and
    block, the values of the params' slots)); nothing is compiled or run."""
    if request.param == "C" and native.module() is None:
        pytest.skip(f"no native module: {native.reason()}")
    if request.param == "Python":   # the replays' keys made in Python
        monkeypatch.setattr(replay, "_native", lambda: None)
    device, launches = cupy_standin.HostMemory(), []

    def kernel(backend, unit, symbol):
        def run(stream, dims, kernel_params, shared=0):
            launches.append((symbol, tuple(dims), [ctypes.c_uint64.from_address(p).value for p in kernel_params]))
        return run

    monkeypatch.setattr(cuda, "_cupy", lambda: device)
    monkeypatch.setattr(cuda.nvrtc, "target_for", lambda arch: arch)
    monkeypatch.setattr(cuda.nvrtc, "version", lambda: (13, 0))
    monkeypatch.setattr(cuda.CudaBackend, "kernel", kernel)
    monkeypatch.setattr(cuda, "_BACKENDS", {})
    stream_module._cuda_stream.cache_clear()
    replay.replays.clear()
    yield device, launches
    stream_module._cuda_stream.cache_clear()   # the next test's device is its own
    replay.replays.clear()


def test_a_repeated_call_of_device_arrays_is_replayed_with_the_launches_of_its_first_call(host_memory_device,
                                                                                         monkeypatch):
    device, launches = host_memory_device
    runs = []
    full_run = functional.Call.run
    monkeypatch.setattr(functional.Call, "run", lambda call, *a, **k: runs.append(call) or full_run(call, *a, **k))
    rng = np.random.default_rng(0)
    skucat.Stream.cuda(0)   # its backend makes the stand-in's arrays keyed

    def arrays():
        return [device.asarray(rng.standard_normal(shape).astype(np.float32)) for shape in ((3, 5), (5,))]

    calls = {"relu": lambda x, y: skucat.ops.relu(x), "add by a row": lambda x, y: skucat.ops.add(x, y, alpha=2.0),
             "sum over a dim": lambda x, y: skucat.ops.sum(x, 1), "softmax": lambda x, y: skucat.ops.softmax(x, -1),
             "mul_": lambda x, y: skucat.ops.mul_(x, y)}
    for name, call in calls.items():
        seen = []
        for given in (arrays(), arrays()):
            del launches[:], runs[:]
            result = call(*given)
            places = {array.data.ptr: k for k, array in enumerate(given + [result])}
            found = [(kernel, dims, [places.get(slot, slot) for slot in slots]) for kernel, dims, slots in launches]
            seen.append((found, len(runs), result.shape))
        (first, first_runs, shape), (second, second_runs, second_shape) = seen
        assert first and first_runs and not second_runs, name   # the second call ran no Call.run: a replay
        assert second == first and second_shape == shape, name   # the same launches, on its own arrays


def test_the_key_of_a_call_of_device_arrays_holds_their_device(host_memory_device):
    device, _ = host_memory_device
    skucat.Stream.cuda(0)   # its backend makes the stand-in's arrays keyed
    on = [device.ndarray(np.zeros(4, np.float32), d) for d in (0, 1)]
    plan = skucat.generated.plans.PLANS["relu"]
    keys = [replay.key(plan, {"input": array, "stream": None}, functional.default_stream()) for array in on]
    assert all(type(key) is replay.DeviceKey for key in keys) and keys[0] != keys[1]


@pytest.mark.skipif(USABLE, reason="a CUDA device is present")
def test_functional_ops_send_device_arrays_to_the_cuda_backend():
    class DeviceArray:  # what PyTorch or CuPy device arrays expose
        __cuda_array_interface__ = {"shape": (4, 2), "typestr": "<f4", "data": (0, False), "version": 3}

    with pytest.raises(BackendError, match=REASON.split(" (")[0]):
        skucat.ops.embedding(np.arange(3), DeviceArray())
