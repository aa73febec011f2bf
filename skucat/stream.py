"""Streams: where plans run. A stream names its backend and, on the host, how launches are scheduled."""

from __future__ import annotations

import functools
import numbers
import os

from .errors import InvalidArgumentError

# A host launch takes its workers as a C unsigned and cuts its blocks into 4 parts per worker (skucat_simt.h).
MAX_WORKERS = (2**32 - 1) // 4


class Stream:
    """An ordered queue of kernel launches on one backend.

    `Stream.host(schedule_seed=None, workers=None)`: the host backend, its
    blocks spread over up to `workers` OS threads (default: every core), a
    launch taking only as many as its work is worth. With a schedule_seed (an
    integer in [0, 2**64)), every launch runs its blocks, and the threads of
    each block, in a shuffled order drawn from the seed, on one thread (how
    determinism is tested): a result that depends on execution order changes
    with the seed.
    `Stream.cuda(device=0)`: a CUDA device through CuPy.
    """

    def __init__(self, backend, schedule_seed: int | None = None, workers: int | None = None):
        if schedule_seed is not None and (not isinstance(schedule_seed, numbers.Integral)
                                          or isinstance(schedule_seed, bool) or not 0 <= schedule_seed < 2 ** 64):
            raise InvalidArgumentError(f"schedule_seed must be None or an integer in [0, 2**64), not {schedule_seed!r}")
        if workers is not None and (not isinstance(workers, numbers.Integral) or isinstance(workers, bool)
                                    or not 1 <= workers <= MAX_WORKERS):
            raise InvalidArgumentError(f"workers must be None or an integer in [1, {MAX_WORKERS}], not {workers!r}")
        from .backends import Backend

        if not isinstance(backend, Backend):
            raise InvalidArgumentError(f"backend must be a skucat backend (use Stream.host() or Stream.cuda()), "
                                       f"not {type(backend).__name__}")
        settings = {"backend": backend, "schedule_seed": None if schedule_seed is None else int(schedule_seed),
                    "workers": int(workers or os.cpu_count() or 1)}
        # This stream's bits of a host launch function's flags (SKUCAT_ENTRY in skucat_simt.h): 1 a
        # shuffled schedule.
        settings["launch_flags"] = int(schedule_seed is not None)
        self.__dict__.update(settings)

    def __setattr__(self, name, value):
        raise AttributeError(f"a Stream's settings are fixed when it is made (make another for other {name!r})")

    @classmethod
    def host(cls, schedule_seed: int | None = None, workers: int | None = None) -> "Stream":
        from .backends.host import default_backend

        return cls(default_backend(), schedule_seed, workers)

    @classmethod
    def cuda(cls, device: int = 0) -> "Stream":
        return _cuda_stream(cls, device)

    def synchronize(self) -> None:
        self.backend.synchronize()

    def __repr__(self) -> str:
        return (f"Stream({self.backend.name}, arch={self.backend.arch}, schedule_seed={self.schedule_seed}, "
                f"workers={self.workers})")


@functools.lru_cache(maxsize=None)
def _cuda_stream(cls, device) -> Stream:
    """One stream per device: the ops find a device array's stream at every call, and the plans
    selected before are kept for that stream (a Stream's settings never change, so one serves all)."""
    from .backends.cuda import device_backend

    return cls(device_backend(device))
