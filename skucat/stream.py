"""Streams: where plans run. A stream names its backend and, on the host, the schedule seed."""

from __future__ import annotations

import os


class Stream:
    """An ordered queue of kernel launches on one backend.

    `Stream.host(seed=0, workers=None)`: the host backend, its blocks spread
    over `workers` OS threads (default: every core); a non-zero seed runs
    blocks and threads in a seeded shuffled order on one thread instead
    (how determinism is tested).
    `Stream.cuda(device=0)`: a CUDA device through CuPy.
    """

    def __init__(self, backend, seed: int = 0, workers: int | None = None):
        self.backend = backend
        self.seed = int(seed)
        self.workers = max(1, int(workers or os.cpu_count() or 1))

    @classmethod
    def host(cls, seed: int = 0, workers: int | None = None) -> "Stream":
        from .backends.host import default_backend

        return cls(default_backend(), seed, workers)

    @classmethod
    def cuda(cls, device: int = 0) -> "Stream":
        from .backends.cuda import device_backend

        return cls(device_backend(device))

    def synchronize(self) -> None:
        self.backend.synchronize()

    def __repr__(self) -> str:
        return f"Stream({self.backend.name}, arch={self.backend.arch}, seed={self.seed}, workers={self.workers})"
