"""The content-addressed build cache shared by the backends.

A build's key hashes everything that decides its bytes: the source and the
headers it includes, the compiler's identity and version, the flags and the
target. The entry `kind/name-key.suffix` is trusted only beside its record
`name-key.suffix.sum` (the entry's file name, size and SHA-256), renamed into
place after the entry: every lookup checks both, and a missing, truncated,
corrupted or foreign entry is rebuilt, once, under the entry's file lock,
never loaded (a truncated shared library kills the process that maps it).

A build runs in a staging directory `.name-key.*.tmp` beside the entry while
holding the lock. A build killed midway leaves its staging behind; the next
build in that directory removes every staging whose lock nobody holds.

When the cache cannot be written (read-only, not a directory, no
permission), valid entries are still used from it and the rest is built in a
private cache of this user in the temporary directory, with a warning.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import shutil
import stat
import tempfile
import warnings
from pathlib import Path
from typing import Callable

from .. import __name__ as _package
from ..errors import BackendError

VERSION = "1"  # bump when the cache layout changes
RECORD = ".sum"
ENVIRONMENT = "SKUCAT_CACHE_DIR"


def cache_root() -> Path:
    """$SKUCAT_CACHE_DIR, else $XDG_CACHE_HOME/skucat, else ~/.cache/skucat."""
    if os.environ.get(ENVIRONMENT):
        return Path(os.environ[ENVIRONMENT])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / _package


def private_root() -> Path:
    """The fallback for a cache that cannot be written: this user's, in the temporary directory."""
    return Path(tempfile.gettempdir()) / f"{_package}-cache-{os.getuid()}"


def build_key(*parts: str | bytes) -> str:
    digest = hashlib.sha256(VERSION.encode())
    for part in parts:
        data = part.encode() if isinstance(part, str) else part
        digest.update(len(data).to_bytes(8, "little"))
        digest.update(data)
    return digest.hexdigest()[:32]


def record_of(entry: Path) -> Path:
    return entry.with_name(entry.name + RECORD)


def _record(entry: Path, data: bytes) -> str:
    return f"{entry.name} {len(data)} {hashlib.sha256(data).hexdigest()}\n"


def verified(entry: Path) -> bool:
    """Whether `entry` is a regular file whose record names it and matches its size and content."""
    try:
        record = record_of(entry).read_text(encoding="ascii")
        if not stat.S_ISREG(os.lstat(entry).st_mode):
            return False
        return record == _record(entry, entry.read_bytes())
    except (OSError, UnicodeDecodeError):
        return False


class _Unwritable(Exception):
    def __init__(self, path: Path, error: OSError):
        super().__init__(f"{path}: {error.strerror or error}")


def cached(kind: str, name: str, key: str, suffix: str, build: Callable[[Path], None]) -> tuple[Path, bool]:
    """The verified artefact `kind/name-key.suffix`, built by `build(path)` if it is
    not there or not intact. Returns (path, built_now)."""
    root = cache_root()
    try:
        return _cached(root / kind, f"{name}-{key}", suffix, build)
    except _Unwritable as unwritable:
        private = _private(root, unwritable)
    try:
        return _cached(private / kind, f"{name}-{key}", suffix, build)
    except _Unwritable as again:
        raise BackendError(f"neither the compile cache {root} nor the private cache {private} can be written "
                           f"({again}); set {ENVIRONMENT} to a writable directory") from None


def _private(root: Path, unwritable: _Unwritable) -> Path:
    private = private_root()
    try:
        private.mkdir(mode=0o700, exist_ok=True)
        info = os.lstat(private)
    except OSError as exc:
        raise BackendError(f"the compile cache {root} cannot be written ({unwritable}), nor can the private cache "
                           f"{private} be made ({exc}); set {ENVIRONMENT} to a writable directory") from None
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid() or info.st_mode & 0o077:
        raise BackendError(f"the compile cache {root} cannot be written ({unwritable}), and {private} is not a "
                           f"private directory of this user; set {ENVIRONMENT} to a writable directory")
    warnings.warn(f"skucat: the compile cache {root} cannot be written ({unwritable}); building in the private "
                  f"cache {private} instead (set {ENVIRONMENT} to a writable directory)", RuntimeWarning)
    return private


def _cached(directory: Path, stem: str, suffix: str, build: Callable[[Path], None]) -> tuple[Path, bool]:
    entry = directory / f"{stem}{suffix}"
    if verified(entry):
        return entry, False
    try:
        directory.mkdir(parents=True, exist_ok=True)
        lock = os.open(directory / f"{stem}.lock", os.O_RDONLY | os.O_CREAT, 0o644)
    except OSError as exc:
        raise _Unwritable(directory, exc) from None
    try:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if verified(entry):  # another process built it while we waited
            return entry, False
        _sweep(directory, stem)
        try:
            staging = Path(tempfile.mkdtemp(prefix=f".{stem}.", suffix=".tmp", dir=directory))
        except OSError as exc:
            raise _Unwritable(directory, exc) from None
        try:
            output = staging / entry.name
            build(output)
            try:
                _commit(output, entry)
            except OSError as exc:
                raise BackendError(f"could not store {entry.name} in the compile cache {directory}: {exc} "
                                   f"(set {ENVIRONMENT} to another directory)") from None
        finally:
            shutil.rmtree(staging, ignore_errors=True)
    finally:
        os.close(lock)
    return entry, True


def _commit(output: Path, entry: Path) -> None:
    """Renames the built file into place, then its record: a kill between the two leaves an
    entry without a record, which the next lookup rebuilds."""
    record = output.with_name(output.name + RECORD)
    record.write_text(_record(entry, output.read_bytes()), encoding="ascii")
    if entry.is_dir() and not entry.is_symlink():  # a foreign directory squatting on the name
        shutil.rmtree(entry)
    os.replace(output, entry)
    os.replace(record, record_of(entry))


def _sweep(directory: Path, own: str) -> None:
    """Removes the staging left by killed builds: ours (we hold its lock) and any other
    whose lock is free. A live build holds its lock for as long as its staging exists."""
    for staging in directory.glob(".*.tmp"):
        stem = staging.name[1:].split(".", 1)[0]
        if stem == own:
            shutil.rmtree(staging, ignore_errors=True)
            continue
        try:
            lock = os.open(directory / f"{stem}.lock", os.O_RDONLY)
        except FileNotFoundError:
            shutil.rmtree(staging, ignore_errors=True)
            continue
        except OSError:
            continue
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            pass  # a live build owns it
        else:
            shutil.rmtree(staging, ignore_errors=True)
        finally:
            os.close(lock)
