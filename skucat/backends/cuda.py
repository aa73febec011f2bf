"""The cuda backend: the generated .cu compiled by NVRTC for the device's arch
(from the cache `skucat build --backend cuda` fills), loaded through CuPy and
launched with cuLaunchKernel on CuPy's current stream, with the same grid,
block and kernelParams packing as the host backend.

Arrays are CuPy arrays. `asarray` wraps any other device array (one exposing
`__cuda_array_interface__` or a CUDA DLPack device) without a copy, and
`pointer_of` takes those directly too.
"""

from __future__ import annotations

import ctypes

from .. import replay
from ..errors import BackendError, LayoutError
from ..sku import KernelSku
from . import nvrtc
from .packing import pack

_DLPACK_CUDA_DEVICES = (2, 13)  # kDLCUDA, kDLCUDAManaged


def _cupy():
    try:
        import cupy
    except ImportError as exc:
        raise BackendError(f"the cuda backend needs CuPy (pip install 'skucat[cuda]'): {exc}") from None
    return cupy


def driver_version() -> tuple[int, int]:
    """The CUDA driver's (major, minor); raises BackendError when CuPy or the driver is missing."""
    version = _cupy().cuda.runtime.driverGetVersion()
    if version == 0:
        raise BackendError("no CUDA driver is installed")
    return version // 1000, version % 1000 // 10


def _device_count() -> int:
    """The number of CUDA devices; raises BackendError saying why there is none (no CuPy, no
    driver, a driver too old for CuPy's runtime, no device)."""
    cupy = _cupy()
    driver_version()
    try:
        count = cupy.cuda.runtime.getDeviceCount()
    except cupy.cuda.runtime.CUDARuntimeError as exc:
        raise BackendError(f"no usable CUDA driver ({exc})") from None
    if count == 0:
        raise BackendError("the CUDA driver reports no device")
    return count


def available() -> tuple[bool, str]:
    """(True, what is there) when kernels can run on a CUDA device, else (False, why not)."""
    try:
        count = _device_count()
        nvrtc_version = "%d.%d" % nvrtc.version()
    except BackendError as exc:
        return False, str(exc)
    return True, f"{count} CUDA device(s), NVRTC {nvrtc_version}"


_BACKENDS: dict[int, CudaBackend] = {}


def device_backend(device: int = 0) -> CudaBackend:
    """The backend of CUDA device `device`, one per device (plans check a
    stream's backend by identity); raises BackendError when there is no usable
    device, driver, CuPy or NVRTC."""
    if device not in _BACKENDS:
        count = _device_count()
        if not 0 <= device < count:
            raise BackendError(f"CUDA device {device} does not exist; there are {count}")
        nvrtc.version()  # fail here, not at the first launch, when NVRTC is missing
        _BACKENDS[device] = CudaBackend(device)
    return _BACKENDS[device]


def device_of(array) -> int:
    """The CUDA device holding `array` (any __cuda_array_interface__ array)."""
    cupy = _cupy()
    _device_count()  # a clear BackendError when there is no driver
    return cupy.asarray(array).device.id


def _device_view(cupy, value):
    """A CuPy array sharing `value`'s device memory, or None when it is not device memory."""
    if isinstance(value, cupy.ndarray):
        return value
    if hasattr(value, "__cuda_array_interface__"):
        return cupy.asarray(value)
    if hasattr(value, "__dlpack_device__") and value.__dlpack_device__()[0] in _DLPACK_CUDA_DEVICES:
        return cupy.from_dlpack(value)
    return None


class CudaBackend:
    name = "cuda"

    def __init__(self, device: int):
        self._cupy = _cupy()
        replay.DEVICE_ARRAYS.add(self._cupy.ndarray)   # calls of its arrays are replayed
        self.device = device
        self.array_kind = f"cupy.ndarray on device {device}"
        self.arch = f"sm_{self._cupy.cuda.Device(device).compute_capability}"
        self.target = nvrtc.target_for(self.arch)
        self._modules = {}
        self._functions = {}

    # ---- loading

    def module(self, unit: str):
        """The module of the unit's family (see nvrtc.build_family). A family that does not compile
        raises its BackendError again at each later launch, without compiling it again."""
        family = KernelSku.unit_family(unit)
        if family not in self._modules:
            try:
                binary = nvrtc.build_family(family, self.target)
            except BackendError as exc:
                self._modules[family] = exc
                raise
            module = self._cupy.cuda.function.Module()
            with self._cupy.cuda.Device(self.device):
                module.load(binary.path.read_bytes())  # the driver JIT-compiles PTX
            self._modules[family] = module
        module = self._modules[family]
        if isinstance(module, BackendError):
            raise BackendError(str(module))
        return module

    def function(self, unit: str, symbol: str):
        if symbol not in self._functions:
            try:
                self._functions[symbol] = self.module(unit).get_function(symbol)
            except self._cupy.cuda.driver.CUDADriverError as exc:
                raise BackendError(f"kernel {symbol} is not in the module of build unit {unit}: {exc}") from None
        return self._functions[symbol]

    # ---- launching

    def kernel(self, unit: str, symbol: str):
        """`run(stream, dims, kernel_params, shared=0)`, launching `symbol` (looked up once) over dims =
        (grid x, y, z, block x, y, z) on the current CuPy stream."""
        pointer, cuda = self.function(unit, symbol).ptr, self._cupy.cuda

        def run(stream, dims, kernel_params, shared=0):
            with cuda.Device(self.device):
                cuda.driver.launchKernel(pointer, *dims, shared, self.current_stream().ptr,
                                         ctypes.addressof(kernel_params), 0)

        return run

    def launch(self, stream, unit: str, symbol: str, grid, block, params, shared: int = 0):
        kernel_params, _alive = pack(params, self.pointer_of)
        self.kernel(unit, symbol)(stream, (*grid, *block), kernel_params, shared)

    def current_stream(self):
        return self._cupy.cuda.get_current_stream(self.device)

    def synchronize(self):
        self.current_stream().synchronize()

    # ---- arrays

    def pointer_of(self, array) -> int:
        view = _device_view(self._cupy, array)
        if view is None:
            raise LayoutError(f"the cuda backend needs device memory, not {type(array).__name__}")
        return view.data.ptr

    def is_array(self, value) -> bool:
        return isinstance(value, self._cupy.ndarray) and value.device.id == self.device

    @staticmethod
    def is_writeable(array) -> bool:
        return True  # device memory has no read-only flag

    def empty(self, shape, dtype):
        with self._cupy.cuda.Device(self.device):
            return self._cupy.empty(shape, dtype)

    def asarray(self, array):
        """A CuPy array: device memory without a copy, host data copied to the device."""
        view = _device_view(self._cupy, array)
        if view is not None:
            return view
        with self._cupy.cuda.Device(self.device):
            return self._cupy.asarray(array)

    def to_numpy(self, array):
        return self._cupy.asnumpy(array)
