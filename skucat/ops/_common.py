"""What every functional op does: pick the stream, coerce arrays, select, allocate, run."""

from __future__ import annotations

from .. import dtypes
from ..errors import DTypeError, ShapeError
from ..stream import Stream
from ..types import PlanPreference, Workspace

_default_stream = None


def resolve_stream(stream, *arrays) -> Stream:
    """`stream`; else the CUDA device that holds the first device array among
    `arrays`; else the default host stream."""
    global _default_stream
    if stream is not None:
        return stream
    for array in arrays:
        if hasattr(array, "__cuda_array_interface__"):
            from ..backends.cuda import device_of

            return Stream.cuda(device_of(array))
    if _default_stream is None:
        _default_stream = Stream.host()
    return _default_stream


def contiguous(stream, array, name: str):
    """`array` as a C-contiguous array of the stream's backend (a copy only when needed)."""
    backend = stream.backend
    if not backend.is_array(array):
        array = backend.asarray(array)
        if array.dtype == object:
            raise DTypeError(f"{name} must be an array of numbers, not {type(array).__name__}")
    return array if array.flags.c_contiguous else array.copy(order="C")


def element_of(array, name: str, allowed) -> str:
    """The catalog name of a float array's dtype, checked against `allowed`."""
    try:
        element = dtypes.name_of(array.dtype)
    except DTypeError:
        element = None
    if element not in allowed:
        raise DTypeError(f"{name} must have a dtype among {list(allowed)}, not {array.dtype}")
    return element


def check_rank(array, name: str, rank: int):
    if array.ndim != rank:
        raise ShapeError(f"{name} must have rank {rank}, not shape {tuple(array.shape)}")


def run(plan_class, stream, desc, args, deterministic: bool = False) -> None:
    """Selects a plan for `desc`, borrows it a fresh workspace and runs it on `args`."""
    plan = plan_class.select(stream, desc, PlanPreference(deterministic=deterministic))
    plan.run(stream, Workspace.allocate(stream, plan.workspace_size()), args)
