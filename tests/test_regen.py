"""Regeneration swaps the whole tree: killed at any step, it leaves generated/ entirely old or
entirely new (as `--check` against the old or the new catalog says), and the next run cleans up."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from codegen import cli, write
from skucat import cli as skucat_cli
from skucat.errors import InvalidArgumentError

ROOT = Path(__file__).resolve().parent.parent
GROUP = "  # Building blocks of deterministic backwards"
AFTER_GROUP = "  # `sizes`, one row of `rank` extents per operand"   # the next family's comment

# Runs write.write(out, files) and SIGKILLs itself at its kill_at-th checkpoint.
KILLED_WRITE = """
    import json, os, signal, sys
    from pathlib import Path
    from codegen import write
    out, files, kill_at, exchange = Path(sys.argv[1]), json.loads(Path(sys.argv[2]).read_text()), int(sys.argv[3]), sys.argv[4]
    steps = 0
    def checkpoint():
        global steps
        steps += 1
        if steps == kill_at:
            os.kill(os.getpid(), signal.SIGKILL)
    write._checkpoint = checkpoint
    if exchange == "no":
        write._exchange = lambda a, b: False
    write.write(out, files)
"""


@pytest.fixture(scope="module")
def catalogs(tmp_path_factory):
    """(old, new): the files of the catalog without the group family, and of the catalog."""
    directory = tmp_path_factory.mktemp("catalogs")
    text = (ROOT / "catalog.yaml").read_text()
    old_catalog = directory / "old.yaml"
    old_catalog.write_text(text[:text.index(GROUP)] + text[text.index(AFTER_GROUP):])
    old, new = cli.generate(old_catalog), cli.generate()
    assert set(new) - set(old) and [name for name in old if old[name] != new[name]]
    return old, new


def siblings(out: Path) -> list[str]:
    return sorted(path.name for path in out.parent.iterdir() if path.name != out.name)


def run(*command, cwd=ROOT):
    return subprocess.run([sys.executable, *command], cwd=cwd, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("exchange", ["yes", "no"], ids=["exchange", "rename_pair"])
def test_a_run_killed_at_any_step_leaves_the_old_or_the_new_tree(catalogs, tmp_path, exchange):
    old, new = catalogs
    (tmp_path / "new.json").write_text(json.dumps(new))
    pristine = tmp_path / "pristine" / "generated"
    write.write(pristine, old)
    out = tmp_path / "repo" / "generated"
    outcomes = []
    # Staging passes a checkpoint per file, each like the others: its first, middle and last, then every step after.
    for kill_at in [1, 2, len(new) // 2, *range(len(new) - 1, len(new) + 100)]:
        shutil.rmtree(out.parent, ignore_errors=True)
        shutil.copytree(pristine.parent, out.parent)
        result = run("-c", textwrap.dedent(KILLED_WRITE), str(out), str(tmp_path / "new.json"), str(kill_at), exchange)
        if result.returncode == 0:
            break
        assert result.returncode == -signal.SIGKILL, result.stderr
        as_old, as_new = write.check(out, old), write.check(out, new)
        assert as_old == [] or as_new == [], f"killed at step {kill_at}: neither old ({as_old}) nor new ({as_new})"
        outcomes.append("old" if as_old == [] else "new")
        write.write(out, new)  # the next run
        assert write.check(out, new) == [] and siblings(out) == []
    assert write.check(out, new) == [] and siblings(out) == []
    assert kill_at > len(new) and outcomes[0] == "old" and outcomes[-1] == "new"


def test_unchanged_files_keep_their_inode_and_removed_ones_go(catalogs, tmp_path):
    old, new = catalogs
    out = tmp_path / "generated"
    write.write(out, old)
    inodes = {name: os.stat(out / name).st_ino for name in old}
    changed = sorted(name for name in new if old.get(name) != new[name])
    assert write.write(out, new) == changed
    assert all(os.stat(out / name).st_ino == inodes[name] for name in old if name not in changed)
    assert write.write(out, old) == changed and write.check(out, old) == []
    assert not (out / "cuda" / "group.cuh").exists() and not (out / "cuda" / "group").exists()
    assert siblings(out) == []


def test_the_command_line_killed_mid_swap_passes_check_against_one_catalog(catalogs, tmp_path):
    """tools/regen_catalog.py itself, killed between staging and swap, then --check as CI runs it."""
    out = tmp_path / "repo" / "generated"
    old, new = catalogs
    write.write(out, old)
    old_catalog = tmp_path / "old.yaml"
    text = (ROOT / "catalog.yaml").read_text()
    old_catalog.write_text(text[:text.index(GROUP)] + text[text.index(AFTER_GROUP):])
    killed = run("-c", textwrap.dedent(f"""
        import os, signal, sys
        sys.argv = ["regen_catalog.py", "--out", {str(out)!r}]
        from codegen import write
        write._checkpoint = lambda: None
        staged = write._stage
        def stage_then_die(*args):
            staged(*args)
            os.kill(os.getpid(), signal.SIGKILL)
        write._stage = stage_then_die
        import runpy
        runpy.run_path("tools/regen_catalog.py", run_name="__main__")
    """))
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    assert siblings(out) == [".generated.new"]
    still_old = run("tools/regen_catalog.py", "--check", "--catalog", str(old_catalog), "--out", str(out))
    assert still_old.returncode == 0, still_old.stderr
    assert siblings(out) == []
    not_new = run("tools/regen_catalog.py", "--check", "--out", str(out))
    assert not_new.returncode == 1 and "stale: generated/cuda/group.cuh" in not_new.stderr


# ---- what --out may be: writing replaces the directory whole, so only a generated tree or an empty one

def _files_of_another_project(out: Path, tree: Path) -> None:
    out.mkdir()
    (out / "notes.txt").write_text("keep me")
    (out / "src").mkdir()
    (out / "src" / "main.c").write_text("int main() {}")


def _manifest_codegen_did_not_write(out: Path, tree: Path) -> None:
    out.mkdir()
    (out / "manifest.json").write_text('["generated_by"]')
    (out / "data.csv").write_text("1,2")


def _fifo_named_manifest(out: Path, tree: Path) -> None:
    out.mkdir()
    os.mkfifo(out / "manifest.json")


def _a_file(out: Path, tree: Path) -> None:
    out.write_text("keep me")


def _a_link_to_a_generated_tree(out: Path, tree: Path) -> None:
    out.symlink_to(tree)


FOREIGN = {"files_of_another_project": _files_of_another_project,
           "manifest_codegen_did_not_write": _manifest_codegen_did_not_write,
           "fifo_named_manifest": _fifo_named_manifest, "a_file": _a_file,
           "a_link_to_a_generated_tree": _a_link_to_a_generated_tree}


def snapshot(root: Path) -> dict:
    """Every path under root: its kind, and a regular file's bytes."""
    found = {}
    for directory, names, files in os.walk(root):
        for name in names + files:
            path = Path(directory) / name
            kind = "link" if path.is_symlink() else "dir" if path.is_dir() else "file" if path.is_file() else "other"
            found[str(path.relative_to(root))] = (kind, path.read_bytes() if kind == "file" else None)
    return found


@pytest.mark.parametrize("kind", FOREIGN)
def test_writing_refuses_what_is_not_a_generated_tree_and_deletes_nothing(catalogs, tmp_path, kind):
    old, new = catalogs
    write.write(tmp_path / "tree", old)
    out = tmp_path / "out"
    FOREIGN[kind](out, tmp_path / "tree")
    before = snapshot(tmp_path)
    with pytest.raises(InvalidArgumentError, match=re.escape(str(out))):
        write.write(out, new)
    assert snapshot(tmp_path) == before


@pytest.mark.parametrize("kind", ["new", "empty", "generated"])
def test_writing_takes_a_new_or_empty_directory_or_a_generated_tree(catalogs, tmp_path, kind):
    old, new = catalogs
    out = tmp_path / "out"
    if kind != "new":
        out.mkdir()
    if kind == "generated":
        write.write(out, old)
    write.write(out, new)
    assert write.check(out, new) == [] and siblings(out) == []


def test_regen_out_a_directory_of_something_else_is_a_one_line_error(tmp_path, capsys):
    out = tmp_path / "project"
    _files_of_another_project(out, None)
    before = snapshot(tmp_path)
    assert skucat_cli.main(["regen", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {out} is not empty and holds no generated tree") and err.count("\n") == 1
    assert snapshot(tmp_path) == before
