"""Writing generated/: only changed files, each replaced atomically; `check` compares without writing."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


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


def write(root: Path, files: dict[str, str]) -> list[str]:
    """Brings root in line with `files`. Every changed file is first written
    beside its target, then all are renamed into place: an interrupted run
    leaves each file either old or new, never half-written."""
    changed = stale(root, files)
    staged = []
    for name in changed:
        if name not in files:
            continue
        target = root / name
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(files[name])
        staged.append((tmp, target))
    for tmp, target in staged:
        os.replace(tmp, target)
    for name in changed:
        if name not in files:
            (root / name).unlink()
    return changed
