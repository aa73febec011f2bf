"""Writing generated/: the whole new tree is staged beside it and swapped in, so that a run
killed at any moment leaves generated/ entirely old or entirely new. `check` compares
without writing anything but the recovery of a killed run.

A run stages `.generated.new/` (unchanged files hard-linked from generated/, so they keep
their inode and mtime), then exchanges it with generated/ in one atomic step (Linux's
renameat2 RENAME_EXCHANGE) and removes the old tree, now under the staging name. Where
the file system cannot exchange, the staged tree is renamed to `.generated.ready/` (from
then on the new tree is complete), generated/ to `.generated.old/`, and the ready tree to
generated/: a run that finds generated/ missing finishes that swap (from the ready tree)
or undoes it (from the old one). Every run first recovers and removes what a killed run
left, under a lock on the parent directory, so two runs never share the staging.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import fcntl
import functools
import json
import os
import shutil
import sys
from pathlib import Path

from skucat.errors import InvalidArgumentError


def _checkpoint() -> None:
    """Called between the steps a kill can fall between (tests replace it to kill the process there)."""


def _on_disk(root: Path) -> set[str]:
    return {
        str(path.relative_to(root))
        for path in root.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }


def stale(root: Path, files: dict[str, str]) -> list[str]:
    """Paths under root that differ from `files`: changed, missing, or no longer generated."""
    changed = [
        name for name, text in files.items()
        if not (root / name).is_file() or (root / name).read_text(encoding="utf-8") != text
    ]
    return sorted(changed + sorted(_on_disk(root) - set(files)))


def _siblings(root: Path) -> tuple[Path, Path, Path]:
    """The staged, ready and old trees beside root."""
    return tuple(root.with_name(f".{root.name}.{state}") for state in ("new", "ready", "old"))


@contextlib.contextmanager
def _locked(root: Path):
    root.parent.mkdir(parents=True, exist_ok=True)
    directory = os.open(root.parent, os.O_RDONLY)
    try:
        fcntl.flock(directory, fcntl.LOCK_EX)
        yield
    finally:
        os.close(directory)


def _recover(root: Path) -> None:
    """Finishes or undoes a swap a killed run left halfway, and removes its other trees."""
    new, ready, old = _siblings(root)
    if not root.exists():
        if ready.is_dir():
            os.rename(ready, root)
        elif old.is_dir():
            os.rename(old, root)
    for leftover in (new, ready, old):
        if leftover.exists():
            shutil.rmtree(leftover)


def check(root: Path, files: dict[str, str]) -> list[str]:
    """`stale(root, files)` after recovering from a killed run, if one left anything."""
    if any(path.exists() for path in _siblings(root)):
        with _locked(root):
            _recover(root)
    return stale(root, files)


def refuse_foreign(root: Path) -> None:
    """Writing replaces root whole: anything there but a directory that is empty or holds a generated
    tree would be deleted, so it is refused."""
    if root.is_symlink() or root.exists() and not root.is_dir():
        raise InvalidArgumentError(f"{root} is {'a link' if root.is_symlink() else 'not a directory'}: the "
                                   f"generated tree goes to a directory, new, empty or generated before")
    if root.is_dir() and not _generated(root) and any(root.iterdir()):
        raise InvalidArgumentError(f"{root} is not empty and holds no generated tree (no manifest.json that "
                                   f"codegen wrote): writing there would delete what it holds; give a new or "
                                   f"empty directory")


def _generated(root: Path) -> bool:
    manifest = root / "manifest.json"
    try:   # is_file first: a FIFO's read would block
        found = json.loads(manifest.read_text(encoding="utf-8")) if manifest.is_file() else None
    except (OSError, ValueError):
        return False
    return isinstance(found, dict) and "generated_by" in found


def write(root: Path, files: dict[str, str]) -> list[str]:
    """Brings root in line with `files` (see the module's doc); returns the paths that changed.
    A root that is not a generated tree, nor an empty directory, is refused (InvalidArgumentError)."""
    with _locked(root):
        _recover(root)
        refuse_foreign(root)   # again under the lock
        changed = stale(root, files)
        if not changed:
            return []
        new, ready, old = _siblings(root)
        _stage(new, root, files, set(changed))
        _checkpoint()
        if not root.exists():
            os.rename(new, root)
        elif _exchange(new, root):
            _checkpoint()
            shutil.rmtree(new)
        else:
            for source, target in ((new, ready), (root, old), (ready, root)):
                os.rename(source, target)
                _checkpoint()
            shutil.rmtree(old)
    return changed


def _stage(new: Path, root: Path, files: dict[str, str], changed: set[str]) -> None:
    new.mkdir()
    for name, text in files.items():
        _checkpoint()
        target = new / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if name in changed:
            target.write_text(text, encoding="utf-8")
            continue
        try:
            os.link(root / name, target)
        except OSError:  # a file system without hard links
            shutil.copy2(root / name, target)


_AT_FDCWD = -100
_RENAME_EXCHANGE = 2
_CANNOT_EXCHANGE = {errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP, errno.ENOTSUP}


@functools.lru_cache(maxsize=None)
def _renameat2():
    if sys.platform != "linux":
        return None
    function = getattr(ctypes.CDLL(None, use_errno=True), "renameat2", None)  # glibc 2.28+
    if function is not None:
        function.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    return function


def _exchange(a: Path, b: Path) -> bool:
    """Swaps two directories atomically; False where this system or file system cannot."""
    renameat2 = _renameat2()
    if renameat2 is None:
        return False
    if renameat2(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE) == 0:
        return True
    code = ctypes.get_errno()
    if code in _CANNOT_EXCHANGE:
        return False
    raise OSError(code, os.strerror(code), str(a), None, str(b))
