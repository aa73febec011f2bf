"""Small value types of the plan API: preferences and workspaces."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .errors import InvalidArgumentError, OutOfMemoryError, WorkspaceError

WORKSPACE_ALIGN = 128   # every workspace slice starts at a multiple of this many bytes


@dataclass(frozen=True)
class PlanPreference:
    """What the caller wants of the plan `select` picks.

    max_workspace_bytes: plans needing more scratch are not picked (None: no limit).
    deterministic: True: only SKUs whose results are bit-identical across schedules are picked;
        False: any; None: as skucat.use_deterministic_algorithms says.
    variant: pick this variant (e.g. "atomic"), or any when None.
    backend: the stream's backend must be this one ("host", "cuda"), or any when None.
    """

    max_workspace_bytes: int | None = None
    deterministic: bool | None = None
    variant: str | None = None
    backend: str | None = None


class Workspace:
    """Scratch memory the caller owns and lends to `Plan.run`.

    `Workspace.none()` for plans whose `workspace_size()` is 0, else
    `Workspace.borrowed(buffer)` with a contiguous byte buffer of the stream's
    backend (numpy on host, CuPy on cuda) of at least that many bytes.
    """

    def __init__(self, *args, **kwargs):
        raise WorkspaceError("make a Workspace with Workspace.none(), Workspace.borrowed(buffer) or "
                             "Workspace.allocate(stream, nbytes)")

    @classmethod
    def _of(cls, buffer) -> "Workspace":
        workspace = object.__new__(cls)
        workspace.buffer = buffer
        return workspace

    @classmethod
    def none(cls) -> "Workspace":
        return cls._of(None)

    @classmethod
    def allocate(cls, stream, nbytes: int) -> "Workspace":
        """Fresh scratch of `nbytes` on the stream's backend (none for 0): for
        callers that own their memory, such as the functional layer. OutOfMemoryError
        where it cannot be allocated."""
        if isinstance(nbytes, bool) or not isinstance(nbytes, (int, np.integer)) or nbytes < 0:
            raise WorkspaceError(f"nbytes must be a non-negative int, not {nbytes!r}")
        if not nbytes:
            return cls.none()
        try:
            buffer = stream.backend.empty((int(nbytes),), np.uint8)
        except (MemoryError, ValueError) as exc:   # numpy refuses a size past its address space: ValueError
            raise OutOfMemoryError(f"a workspace of {nbytes} bytes cannot be allocated ({exc})") from None
        return cls.borrowed(buffer)

    @classmethod
    def borrowed(cls, buffer) -> "Workspace":
        """`buffer`: a writeable, contiguous 1-D uint8 array of the stream's backend (checked at run)."""
        if getattr(buffer, "dtype", None) != np.uint8 or getattr(buffer, "ndim", None) != 1:
            raise WorkspaceError("a workspace buffer must be a 1-D uint8 array")
        if not buffer.flags.c_contiguous:
            raise WorkspaceError("a workspace buffer must be contiguous")
        return cls._of(buffer)

    @property
    def nbytes(self) -> int:
        return 0 if self.buffer is None else int(self.buffer.nbytes)

    def take(self, offset: int, dtype, count: int):
        """A typed view of `count` items at byte `offset` (aligned to the item size)."""
        dtype = np.dtype(dtype)
        if offset % dtype.itemsize:
            raise WorkspaceError(f"offset {offset} is not aligned to {dtype}")
        end = offset + count * dtype.itemsize
        if end > self.nbytes:
            raise WorkspaceError(f"workspace of {self.nbytes} bytes is smaller than the {end} bytes needed")
        return self.buffer[offset:end].view(dtype)


_deterministic = {"enabled": False, "warn_only": False}


def use_deterministic_algorithms(mode: bool, *, warn_only: bool = False) -> None:
    """The process-wide default of PlanPreference.deterministic and of the functional ops'
    `deterministic=None`, as torch.use_deterministic_algorithms: with mode True, `select` picks
    only deterministic SKUs and raises UnsupportedError for an op that has none; with warn_only
    it warns and runs the op's other SKUs instead."""
    for name, value in (("mode", mode), ("warn_only", warn_only)):
        if not isinstance(value, bool):
            raise InvalidArgumentError(f"{name} must be a bool, not {value!r}")
    _deterministic.update(enabled=mode, warn_only=warn_only)


def are_deterministic_algorithms_enabled() -> bool:
    return _deterministic["enabled"]


def is_deterministic_algorithms_warn_only_enabled() -> bool:
    return _deterministic["warn_only"]


# The argument a functional view takes its layout from, where it takes one: "channels" views an
# array [outer, C, inner] around `axis`, "halves" [rows, 2, half] around `dim` (glu's halves).
VIEW_ARGUMENTS = {"channels": "axis", "halves": "dim"}
