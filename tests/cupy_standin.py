"""Stand-ins for CuPy, so that the cuda backend's Python path runs on a machine without a device:
`Recording`, whose launches are only recorded, and `HostMemory`, whose arrays keep their values in
host memory (they are not numpy arrays, as CuPy's are not) and whose kernels may be the host
backend's (`emulate`): the catalog's functional layer then runs on "device" arrays end to end."""

from __future__ import annotations

import ctypes
import operator
import sys
import types

import numpy as np


class Recording:
    """CuPy's module-loading and launch calls, recorded in `loaded`, `functions` and `launches`; it
    runs nothing."""

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
            def __init__(self, device=0):
                self.id, self.compute_capability = device, "80"

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                return False

            def synchronize(self):
                pass

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
            runtime=types.SimpleNamespace(driverGetVersion=lambda: 13000, getDeviceCount=lambda: 2,
                                          CUDARuntimeError=type("CUDARuntimeError", (Exception,), {})),
            get_current_stream=lambda device=0: types.SimpleNamespace(ptr=0x5000 + device, synchronize=lambda: None))


class HostMemory(Recording):
    """A Recording whose `ndarray` holds a numpy array (`host`) on device `device.id`: what CuPy's
    arrays offer is passed to it, an array it returns wrapped again; like CuPy's, it refuses to be
    converted to a numpy array implicitly."""

    def __init__(self):
        super().__init__()
        module = self

        class ndarray:
            def __init__(self, host, device=0, base=None):
                self.host, self.device, self.base = host, types.SimpleNamespace(id=device), base

            data = property(lambda self: types.SimpleNamespace(ptr=self.host.ctypes.data))
            __cuda_array_interface__ = property(lambda self: {**self.host.__array_interface__, "version": 3})

            def __getattr__(self, name):   # shape, dtype, flags, reshape, astype, sum, ...
                if name.startswith("__"):   # (numpy's __array_interface__ and the like: CuPy has none)
                    raise AttributeError(name)
                found = getattr(self.host, name)
                if callable(found):
                    return lambda *args, **kwargs: module._wrapped(found(*map(module._unwrapped, args), **{
                        key: module._unwrapped(value) for key, value in kwargs.items()}), self)
                return module._wrapped(found, self)

            def __array_function__(self, function, types, args, kwargs):   # numpy's functions, as CuPy's
                return module._wrapped(function(*module._unwrapped(args), **module._unwrapped(kwargs)), self)

            def __array__(self, *args, **kwargs):
                raise TypeError("Implicit conversion to a NumPy array is not allowed. Please use `.get()`.")

            def get(self):
                return self.host.copy()

            def __len__(self):
                return len(self.host)

            def __iter__(self):
                return (module._wrapped(item, self) for item in self.host)

        def operation(function, reflected=False):
            def apply(self, other):
                a, b = self.host, module._unwrapped(other)
                return module._wrapped(function(b, a) if reflected else function(a, b), self)
            return apply

        arithmetic = ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "and_", "or_", "xor")
        for name in (*arithmetic, "lt", "le", "gt", "ge", "eq", "ne", "getitem"):
            dunder = name.rstrip("_")
            setattr(ndarray, f"__{dunder}__", operation(getattr(operator, name)))
            if name in arithmetic:
                setattr(ndarray, f"__r{dunder}__", operation(getattr(operator, name), reflected=True))
        for name in ("neg", "abs", "invert"):
            setattr(ndarray, f"__{name}__", lambda self, f=getattr(operator, name): module._wrapped(f(self.host), self))
        ndarray.__setitem__ = lambda self, key, value: self.host.__setitem__(key, module._unwrapped(value))
        ndarray.__hash__ = None
        # The module of CuPy's array type is CuPy, whose functions a caller may look up there.
        ndarray.__module__ = f"cupy_standin_{id(self)}"
        sys.modules[ndarray.__module__] = self
        self.ndarray = ndarray

    def _wrapped(self, value, like):
        if isinstance(value, np.generic):   # a reduction's or a 0-d array's result: CuPy's is a 0-d array
            value = np.asarray(value)
        if isinstance(value, np.ndarray):
            return self.ndarray(value, like.device.id, like if np.shares_memory(value, like.host) else None)
        return value

    def _unwrapped(self, value):
        if isinstance(value, (tuple, list)):
            return type(value)(map(self._unwrapped, value))
        if isinstance(value, dict):
            return {key: self._unwrapped(item) for key, item in value.items()}
        return value.host if isinstance(value, self.ndarray) else value

    def empty(self, shape, dtype=np.float32, order="C"):
        return self.ndarray(np.empty(shape, dtype))

    def zeros(self, shape, dtype=np.float32):
        return self.ndarray(np.zeros(shape, dtype))

    def asarray(self, value, dtype=None):
        if isinstance(value, self.ndarray):
            return value if dtype is None else value.astype(dtype)
        return self.ndarray(np.array(value, dtype=dtype))

    def asnumpy(self, value):
        return value.host.copy() if isinstance(value, self.ndarray) else np.asarray(value)

    def from_dlpack(self, value):
        return self.ndarray(np.from_dlpack(value))

    def emulate(self, monkeypatch) -> None:
        """Runs the cuda backend's launches on the host backend's kernels (same units, symbols,
        dims and kernel params), each on the default host stream; `emulated` counts them."""
        import skucat
        from skucat.backends import cuda

        host, self.emulated = skucat.Stream.host(), 0

        def kernel(backend, unit, symbol):
            run = host.backend.kernel(unit, symbol)

            def launch(stream, dims, kernel_params, shared=0):
                self.emulated += 1
                run(host, (ctypes.c_uint * 6)(*dims), kernel_params, shared)
            return launch

        monkeypatch.setattr(cuda.CudaBackend, "kernel", kernel)
