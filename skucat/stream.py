"""Streams: where plans run. A stream names its backend and, on the host, the schedule seed."""

from __future__ import annotations


class Stream:
    """An ordered queue of kernel launches on one backend.

    `Stream.host(seed=0)`: the host backend; a non-zero seed runs blocks and
    threads in a seeded shuffled order (how determinism is tested).
    `Stream.cuda(device=0)`: a CUDA device through CuPy.
    """

    def __init__(self, backend, seed: int = 0):
        self.backend = backend
        self.seed = int(seed)

    @classmethod
    def host(cls, seed: int = 0) -> "Stream":
        from .backends.host import default_backend

        return cls(default_backend(), seed)

    @classmethod
    def cuda(cls, device: int = 0) -> "Stream":
        from .backends.cuda import device_backend

        return cls(device_backend(device))

    def synchronize(self) -> None:
        self.backend.synchronize()

    def __repr__(self) -> str:
        return f"Stream({self.backend.name}, arch={self.backend.arch}, seed={self.seed})"
