"""Regeneration swaps the whole tree: killed at any step, it leaves generated/ entirely old or
entirely new (as `--check` against the old or the new catalog says), and the next run cleans up."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from codegen import cli, write

ROOT = Path(__file__).resolve().parent.parent
GROUP = "  # Building blocks of deterministic backwards"

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
    old_catalog.write_text(text[:text.index(GROUP)])
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
    old_catalog.write_text(text[:text.index(GROUP)])
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
