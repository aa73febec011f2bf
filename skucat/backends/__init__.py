"""Backends run the generated kernels: `host` (C++ compiler, SIMT emulation) and `cuda` (NVRTC, CuPy).

`Backend` is the contract both implement; plans, the functional layer and
verification use nothing else of a backend, but for the host's `entry_address`,
which skucat._native's launches need (called only where `name` is "host").
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Backend(Protocol):
    name: str          # "host" or "cuda": the SKU's backend field
    arch: str          # the SKU's arch field (x86_64, sm_90, ...)
    array_kind: str    # the arrays it takes, for error messages

    def launch(self, stream, unit: str, symbol: str, grid: tuple[int, int, int], block: tuple[int, int, int],
               params: list, shared: int = 0) -> None:
        """Runs kernel `symbol` of build unit `unit` (KernelSku.unit); params are arrays, None or numpy scalars."""

    def kernel(self, unit: str, symbol: str):
        """A prepared launch of `symbol`: `run(stream, dims, kernel_params, shared=0)` with dims (grid x,
        y, z, block x, y, z) and kernel_params a void** array (packing.Params), what `launch` does after
        packing."""

    def pointer_of(self, array) -> int: ...

    def is_array(self, value) -> bool: ...

    def is_writeable(self, array) -> bool: ...

    def empty(self, shape, dtype) -> Any: ...

    def asarray(self, array) -> Any: ...

    def to_numpy(self, array) -> Any: ...

    def synchronize(self) -> None: ...
