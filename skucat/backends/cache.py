"""The content-addressed build cache shared by the backends.

A build's key hashes everything that decides its bytes: the source and the
headers it includes, the compiler's identity and version, the flags and the
target. The entry `kind/name-key.suffix` is trusted only beside its record
`name-key.suffix.sum` (the entry's file name, size and SHA-256), renamed into
place after the entry: every lookup checks both, and a missing, truncated,
corrupted or foreign entry is rebuilt, once, under the entry's file lock,
never loaded (a truncated shared library kills the process that maps it).
So is anything but a regular file at either name (a link, a directory, a FIFO,
a device), whose type is checked before it is opened for reading, and whose
size before it is read.

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
_LOCK_FLAGS = os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC   # a lock file that is a FIFO must not block its open


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


RECORD_BYTES = 1024   # a record is one short line: more is no record, and is not read


def _record(entry: Path, size: int, digest: str) -> str:
    return f"{entry.name} {size} {digest}\n"


def _regular(path: Path) -> int | None:
    """A descriptor of `path` if it is a regular file, else None: a link, directory, FIFO (opened
    without waiting for a writer), device or socket is no cache file."""
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None
    if stat.S_ISREG(os.fstat(descriptor).st_mode):
        return descriptor
    os.close(descriptor)
    return None


def _digest(descriptor: int) -> str:
    """The SHA-256 of a file read in chunks (a library is not held in memory whole)."""
    digest = hashlib.sha256()
    while chunk := os.read(descriptor, 1 << 20):
        digest.update(chunk)
    return digest.hexdigest()


def verified(entry: Path) -> bool:
    """Whether `entry` and its record are regular files, the record naming the entry, its size and
    its SHA-256; the entry is read only once its size matches, the record only if it is short."""
    descriptors = []
    try:
        for path in (record_of(entry), entry):
            descriptors.append(_regular(path))
            if descriptors[-1] is None:
                return False
        record, library = descriptors
        if os.fstat(record).st_size > RECORD_BYTES:
            return False
        text, size = os.read(record, RECORD_BYTES + 1), os.fstat(library).st_size
        return text.startswith(f"{entry.name} {size} ".encode()) and \
            text == _record(entry, size, _digest(library)).encode()
    except OSError:
        return False
    finally:
        for descriptor in descriptors:
            if descriptor is not None:
                os.close(descriptor)


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


def find(kind: str, name: str, key: str, suffix: str) -> Path | None:
    """The verified artefact `kind/name-key.suffix` (or the private cache's), or None: a lookup that
    builds nothing."""
    for root in (cache_root(), private_root()):
        if verified(entry := root / kind / f"{name}-{key}{suffix}"):
            return entry
    return None


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
        lock = os.open(directory / f"{stem}.lock", _LOCK_FLAGS | os.O_CREAT, 0o644)
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
    with open(output, "rb") as built:
        record.write_text(_record(entry, os.fstat(built.fileno()).st_size, _digest(built.fileno())), encoding="ascii")
    for source, target in ((output, entry), (record, record_of(entry))):
        if target.is_dir() and not target.is_symlink():  # a directory squatting on the name
            shutil.rmtree(target)
        os.replace(source, target)


def _sweep(directory: Path, own: str) -> None:
    """Removes the staging left by killed builds: ours (we hold its lock) and any other
    whose lock is free. A live build holds its lock for as long as its staging exists."""
    for staging in directory.glob(".*.tmp"):
        stem = staging.name[1:].split(".", 1)[0]
        if stem == own:
            shutil.rmtree(staging, ignore_errors=True)
            continue
        try:
            lock = os.open(directory / f"{stem}.lock", _LOCK_FLAGS)
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
