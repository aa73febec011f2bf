"""The content-addressed build cache shared by the backends.

A build's key hashes everything that decides its bytes: the source and the
headers it includes, the compiler's identity and version, the flags and the
target. Builds take a file lock, look again, build into a temporary file and
rename it into place, so concurrent processes never see half an artefact.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import tempfile
from pathlib import Path
from typing import Callable

from .. import __name__ as _package

VERSION = "1"  # bump when the cache layout changes


def cache_root() -> Path:
    """$SKUCAT_CACHE_DIR, else $XDG_CACHE_HOME/skucat, else ~/.cache/skucat."""
    if os.environ.get("SKUCAT_CACHE_DIR"):
        return Path(os.environ["SKUCAT_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / _package


def build_key(*parts: str | bytes) -> str:
    digest = hashlib.sha256(VERSION.encode())
    for part in parts:
        data = part.encode() if isinstance(part, str) else part
        digest.update(len(data).to_bytes(8, "little"))
        digest.update(data)
    return digest.hexdigest()[:32]


def cached(kind: str, name: str, key: str, suffix: str, build: Callable[[Path], None]) -> tuple[Path, bool]:
    """The artefact `kind/name-key.suffix`, built by `build(tmp_path)` if absent.
    Returns (path, built_now)."""
    directory = cache_root() / kind
    directory.mkdir(parents=True, exist_ok=True)
    target = directory / f"{name}-{key}{suffix}"
    if target.exists():
        return target, False
    with open(directory / f"{name}-{key}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if target.exists():  # another process built it while we waited
            return target, False
        fd, tmp = tempfile.mkstemp(prefix=f".{name}-", suffix=suffix, dir=directory)
        os.close(fd)
        try:
            build(Path(tmp))
            os.replace(tmp, target)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
    return target, True
