"""The compile cache heals: damaged entries are rebuilt, never loaded; an unwritable cache falls
back to a private one; a killed build leaves nothing behind, and its compiler dies with it."""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

import numpy as np
import pytest

import skucat
from skucat.backends import cache
from skucat.backends.host import HostBackend

GROUP_UNIT = next(item["unit"] for item in skucat.catalog.manifest()["skus"]
                  if item["sku"].startswith("sort.group_by_key.i64."))   # what group_by_key(int64 keys) runs

KEY = "0123456789abcdef0123456789abcdef"
CONTENT = bytes(range(256)) * 40
linux_only = pytest.mark.skipif(sys.platform != "linux", reason="parent-death signals and /proc are Linux's")


@pytest.fixture
def root(tmp_path, monkeypatch):
    """An empty cache, and a private temporary directory for the fallback."""
    monkeypatch.setenv(cache.ENVIRONMENT, str(tmp_path / "cache"))
    (tmp_path / "tmp").mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    return tmp_path / "cache"


class Builder:
    def __init__(self, content=CONTENT):
        self.content, self.calls = content, 0

    def __call__(self, path: Path):
        self.calls += 1
        path.write_bytes(self.content)


def lookup(build, name="fam", kind="host"):
    return cache.cached(kind, name, KEY, ".so", build)


def leftovers(directory: Path) -> list[str]:
    return sorted(path.name for path in directory.iterdir() if path.name.startswith("."))


def test_an_entry_is_built_once_with_its_record(root):
    build = Builder()
    path, built = lookup(build)
    assert built and path.read_bytes() == CONTENT and cache.verified(path)
    assert cache.record_of(path).read_text().split() == [path.name, str(len(CONTENT)), hashlib.sha256(CONTENT).hexdigest()]
    assert lookup(build) == (path, False) and build.calls == 1
    assert leftovers(path.parent) == []


def _truncate(size):
    return lambda path: os.truncate(path, size(path.stat().st_size))


def _zero_four_bytes(path):
    data = bytearray(path.read_bytes())
    data[len(data) // 2:len(data) // 2 + 4] = bytes(4)
    path.write_bytes(bytes(data))


def _foreign(path):
    """Another entry, record and all, copied over this one."""
    other, _ = lookup(Builder(b"another library"), name="other")
    shutil.copy(other, path)
    shutil.copy(cache.record_of(other), cache.record_of(path))


DAMAGE = {
    "half": _truncate(lambda size: size // 2),
    "100_bytes": _truncate(lambda size: 100),
    "empty": _truncate(lambda size: 0),
    "last_1000_cut": _truncate(lambda size: size - 1000),
    "random": lambda path: path.write_bytes(np.random.default_rng(0).bytes(len(CONTENT))),
    "4_bytes_zeroed": _zero_four_bytes,
    "record_missing": lambda path: cache.record_of(path).unlink(),
    "record_garbled": lambda path: cache.record_of(path).write_bytes(b"\xff\xfe"),
    "foreign": _foreign,
}


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_entry_is_rebuilt_once(root, damage):
    path, _ = lookup(Builder())
    DAMAGE[damage](path)
    assert not cache.verified(path)
    build = Builder()
    assert lookup(build) == (path, True) and build.calls == 1
    assert path.read_bytes() == CONTENT and cache.verified(path) and not path.is_symlink()
    assert lookup(build) == (path, False) and build.calls == 1


def _replaced(make):
    """`make(path)` in place of the file at path."""
    def replace(path):
        path.unlink()
        make(path)
    return replace


def _directory(path):
    path.mkdir()
    (path / "x").write_text("")


def _link_to_a_valid_copy(path):
    """A link to a valid entry (or record) elsewhere is not this one."""
    elsewhere = path.parent / "elsewhere"
    elsewhere.mkdir(exist_ok=True)
    for name in (path.name.removesuffix(cache.RECORD), path.name.removesuffix(cache.RECORD) + cache.RECORD):
        shutil.copy(path.parent / name, elsewhere / name)
    path.unlink()
    path.symlink_to(elsewhere / path.name)


def _link_to_sparse(path):
    sparse = path.parent / "sparse"
    with open(sparse, "wb") as file:
        file.truncate(8 << 30)
    path.symlink_to(sparse)


# What can stand at an entry's or a record's name besides its file: none is read whole, none blocks.
FILE_TYPES = {
    "fifo": _replaced(os.mkfifo),
    "socket": _replaced(lambda path: os.mknod(path, stat.S_IFSOCK | 0o600)),
    "link_to_dev_zero": _replaced(lambda path: path.symlink_to("/dev/zero")),
    "sparse_8_GiB": lambda path: os.truncate(path, 8 << 30),
    "link_to_sparse_8_GiB": _replaced(_link_to_sparse),
    "directory": _replaced(_directory),
    "empty_directory": _replaced(os.mkdir),
    "link_to_directory": _replaced(lambda path: path.symlink_to(path.parent)),
    "dangling_link": _replaced(lambda path: path.symlink_to(path.parent / "nothing")),
    "link_to_a_valid_copy": _link_to_a_valid_copy,
}


@pytest.mark.parametrize("whose", ["entry", "record"])
@pytest.mark.parametrize("kind", FILE_TYPES)
def test_any_file_type_in_place_of_an_entry_or_its_record_is_rebuilt_once(root, deadline, kind, whose):
    path, _ = lookup(Builder())
    FILE_TYPES[kind](path if whose == "entry" else cache.record_of(path))
    assert not cache.verified(path)
    build = Builder()
    assert lookup(build) == (path, True) and build.calls == 1
    for made in (path, cache.record_of(path)):
        assert stat.S_ISREG(os.lstat(made).st_mode)
    assert path.read_bytes() == CONTENT and cache.verified(path)
    assert lookup(build) == (path, False) and build.calls == 1


def test_a_failed_build_leaves_the_damaged_entry_unused(root):
    path, _ = lookup(Builder())
    os.truncate(path, 10)

    def failing(output):
        output.write_bytes(b"half")
        raise skucat.BackendError("compiler failed")

    with pytest.raises(skucat.BackendError, match="compiler failed"):
        lookup(failing)
    assert not cache.verified(path) and leftovers(path.parent) == []
    assert lookup(Builder()) == (path, True)


def test_stale_staging_is_swept_unless_its_build_is_alive(root):
    directory = root / "host"
    directory.mkdir(parents=True)
    dead = directory / f".dead-{KEY}.abc.tmp"
    dead.mkdir()
    (dead / "dead.so").write_bytes(b"complete, but nobody will rename it")
    orphan = directory / f".nolock-{KEY}.def.tmp"  # its lock file is gone too
    orphan.mkdir()
    alive = directory / f".alive-{KEY}.ghi.tmp"
    alive.mkdir()
    held = os.open(directory / f"alive-{KEY}.lock", os.O_RDONLY | os.O_CREAT)
    try:
        cache.fcntl.flock(held, cache.fcntl.LOCK_EX)
        lookup(Builder())
        assert leftovers(directory) == [alive.name]
    finally:
        os.close(held)
    lookup(Builder(), name="again")
    assert leftovers(directory) == []


def run_python(code: str, env=None, prefix=(), **kwargs):
    # SIGINT at its default in the child, as a shell starts Python: a disposition inherited from this process
    # (a library run by an earlier test may leave it ignored) would keep Python from raising KeyboardInterrupt.
    return subprocess.run([*prefix, sys.executable, "-c", textwrap.dedent(code)], env={**os.environ, **(env or {})},
                          capture_output=True, text=True, timeout=120,
                          preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL), **kwargs)


def test_a_build_killed_midway_leaves_nothing_the_next_one_trips_on(root):
    died = run_python(f"""
        import os, signal
        from skucat.backends import cache
        def build(path):
            path.write_bytes(b"half a lib")
            os.kill(os.getpid(), signal.SIGKILL)
        cache.cached("host", "fam", "{KEY}", ".so", build)
    """)
    assert died.returncode == -signal.SIGKILL, died.stderr
    directory = root / "host"
    assert len(leftovers(directory)) == 1  # its staging
    assert not cache.verified(directory / f"fam-{KEY}.so")
    build = Builder()
    path, built = lookup(build)
    assert built and build.calls == 1 and path.read_bytes() == CONTENT
    assert leftovers(directory) == []


def test_a_cache_path_that_is_a_file_falls_back_with_a_warning(root):
    root.write_text("not a directory")
    with pytest.warns(RuntimeWarning, match=f"compile cache {root} cannot be written.*private cache "
                                            f".*{cache.ENVIRONMENT}"):
        path, built = lookup(Builder())
    assert built and path.is_relative_to(cache.private_root()) and cache.verified(path)
    assert (cache.private_root().stat().st_mode & 0o777) == 0o700
    with pytest.warns(RuntimeWarning):
        assert lookup(Builder()) == (path, False)


@pytest.mark.parametrize("squatter", ["shared", "file"])
def test_no_private_fallback_is_a_backend_error_naming_the_path_and_the_variable(root, squatter):
    root.write_text("not a directory")
    if squatter == "shared":
        cache.private_root().mkdir(mode=0o777)
        os.chmod(cache.private_root(), 0o777)
    else:
        cache.private_root().write_text("")
    with pytest.raises(skucat.BackendError) as error:
        lookup(Builder())
    assert str(root) in str(error.value) and cache.ENVIRONMENT in str(error.value)
    assert str(cache.private_root()) in str(error.value)


def _as_unprivileged() -> tuple[str, ...]:
    """A prefix that runs a command without the right to write where only its owner may not:
    root ignores permissions, so as root the command runs in a user namespace of its own."""
    if os.geteuid() != 0:
        return ()
    if not shutil.which("unshare") or subprocess.run(["unshare", "-U", "true"], capture_output=True).returncode:
        pytest.skip("running as root, and no user namespace to drop privileges in")
    return ("unshare", "-U")


def test_a_read_only_warm_cache_serves_what_it_has_and_falls_back_for_the_rest(root, tmp_path):
    path, _ = lookup(Builder())
    os.chmod(path.parent, 0o555)
    os.chmod(root, 0o555)
    try:
        result = run_python(f"""
            import warnings
            from skucat.backends import cache
            def build(path):
                path.write_bytes(b"new")
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                print(cache.cached("host", "fam", "{KEY}", ".so", build), len(caught))
                print(cache.cached("host", "cold", "{KEY}", ".so", build))
                print(cache.cached("host", "cold", "{KEY}", ".so", build), *(w.message for w in caught))
        """, env={"TMPDIR": str(tmp_path / "tmp")}, prefix=_as_unprivileged())
    finally:
        os.chmod(root, 0o755)
        os.chmod(path.parent, 0o755)
    assert result.returncode == 0, result.stderr
    warm, cold, again = result.stdout.splitlines()
    assert warm == f"({path!r}, False) 0"
    assert "True" in cold and str(tmp_path / "tmp") in cold
    assert "False" in again and f"compile cache {root} cannot be written" in again
    assert leftovers(path.parent) == []


# ---- the host backend end to end: a real library, a real compiler


def test_a_library_truncated_to_half_is_rebuilt_and_runs(root):
    backend = HostBackend()
    library, _ = backend.build(GROUP_UNIT)
    os.truncate(library, library.stat().st_size // 2)  # mapping this one dies of SIGBUS
    keys = np.array([3, 1, 2, 1, 0, 3], np.int64)
    offsets, order = skucat.ops.group_by_key(keys, 4, stream=skucat.Stream(backend))
    assert cache.verified(library)
    assert list(order) == [4, 1, 3, 2, 0, 5] and list(offsets) == [0, 1, 3, 4, 6]


FAKE_COMPILER = """#!/bin/sh
# Stands for g++: --version answers at once; a compile starts a child (cc1plus, ld), reports
# both pids and does what FAKE_ACT says to the Python process that runs it.
if [ "$1" = --version ]; then echo "fake c++ 1.0"; exit 0; fi
while [ $# -gt 0 ]; do [ "$1" = -o ] && out=$2; shift; done
sleep 600 &
echo "$$ $!" > "$FAKE_DIR/pids.tmp" && mv "$FAKE_DIR/pids.tmp" "$FAKE_DIR/pids"
case "$FAKE_ACT" in
    interrupt) kill -INT "$FAKE_PYTHON" ;;
    kill) head -c 1000 /dev/zero > "$out"; kill -KILL "$FAKE_PYTHON" ;;
esac
wait
"""

BUILD_WITH_FAKE = """
    import os
    import skucat
    os.environ["FAKE_PYTHON"] = str(os.getpid())
    from skucat.backends.host import HostBackend
    GROUP_UNIT = next(item["unit"] for item in skucat.catalog.manifest()["skus"] if item["family"] == "group")
    try:
        HostBackend().build(GROUP_UNIT)
    except KeyboardInterrupt:
        print("interrupted")
"""


def _gone(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return True
    return stat.rsplit(")", 1)[1].split()[0] in "ZX"  # a zombie has stopped running


def _wait_until(condition, what: str, limit: float = 60):
    deadline = time.monotonic() + limit
    while not condition():
        assert time.monotonic() < deadline, f"{what} after {limit} s"
        time.sleep(0.05)


@pytest.fixture
def fake(tmp_path, root, monkeypatch):
    compiler = tmp_path / "fake-c++"
    compiler.write_text(FAKE_COMPILER)
    compiler.chmod(0o755)
    monkeypatch.setenv("CXX", str(compiler))
    monkeypatch.setenv("FAKE_DIR", str(tmp_path))
    pids = tmp_path / "pids"
    yield pids
    for pid in (pids.read_text().split() if pids.exists() else ()):  # what a failing test left running
        if not _gone(int(pid)):
            os.kill(int(pid), signal.SIGKILL)


def _compiler_pids(pids: Path) -> list[int]:
    _wait_until(pids.exists, "the compiler did not start")
    return [int(pid) for pid in pids.read_text().split()]


@linux_only
def test_the_compiler_and_its_children_die_with_the_python_process(fake, root):
    python = subprocess.Popen([sys.executable, "-c", textwrap.dedent(BUILD_WITH_FAKE)],
                              env={**os.environ, "FAKE_ACT": "wait"})
    try:
        compilers = _compiler_pids(fake)
        assert not any(_gone(pid) for pid in compilers)
        python.kill()
        python.wait()
        _wait_until(lambda: all(_gone(pid) for pid in compilers), "the compiler outlived Python")
    finally:
        python.kill()
        python.wait()


@linux_only
def test_an_interrupted_build_kills_the_compiler_and_cleans_up(fake, root):
    result = run_python(BUILD_WITH_FAKE, env={"FAKE_ACT": "interrupt"})
    assert result.returncode == 0 and result.stdout.strip() == "interrupted", result.stderr
    assert all(_gone(pid) for pid in _compiler_pids(fake))  # killed and reaped before Python went on
    assert leftovers(root / "host") == []


@linux_only
def test_a_killed_compile_is_swept_by_the_next_build(fake, root):
    result = run_python(BUILD_WITH_FAKE, env={"FAKE_ACT": "kill"})
    assert result.returncode == -signal.SIGKILL, result.stderr
    _wait_until(lambda: all(_gone(pid) for pid in _compiler_pids(fake)), "the compiler outlived Python")
    stale = leftovers(root / "host")
    assert len(stale) == 1 and list((root / "host" / stale[0]).iterdir())  # a half-written library
    lookup(Builder())  # any build in that directory
    assert leftovers(root / "host") == []


@pytest.mark.nvrtc
def test_a_damaged_cubin_and_log_are_rebuilt(root):
    from skucat.backends import elf, nvrtc

    available, reason = nvrtc.available()
    if not available:
        pytest.skip(reason)
    binary = nvrtc.build_family("group", "sm_80")
    log = binary.path.with_suffix(".log")
    assert binary.built and cache.verified(binary.path) and cache.verified(log)
    symbols = elf.global_functions(binary.path.read_bytes())
    os.truncate(binary.path, binary.path.stat().st_size - 1000)
    log.write_text("")
    again = nvrtc.build_family("group", "sm_80")
    assert again.built and again.path == binary.path and cache.verified(again.path)
    assert again.log.count("registers") == binary.log.count("registers") > 0
    assert elf.global_functions(again.path.read_bytes()) == symbols
