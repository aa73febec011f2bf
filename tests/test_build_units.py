"""Build units: one per SKU, cached alone, so that a first call compiles what it runs and an edit
recompiles what it changed (a bulk build compiles a family's handful as one library, each unit's
entry); shards of the catalog for several machines."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
from collections import Counter
from pathlib import Path

import pytest
from conftest import MANIFEST

from skucat import catalog, cli
from skucat.backends import host
from skucat.catalog import Shard
from skucat.errors import BackendError, InvalidArgumentError

ROOT = Path(__file__).resolve().parent.parent


def test_each_sku_is_one_unit_that_defines_its_entries_and_nothing_else():
    units = Counter(item["unit"] for item in MANIFEST["skus"])
    assert len(units) == len(MANIFEST["skus"]) and max(units.values()) == 1
    on_disk = {str(path.relative_to(host.source_dir()).with_suffix("")) for path in host.source_dir().glob("*/*.cu")}
    assert on_disk == set(units)
    for item in MANIFEST["skus"]:
        assert item["source"] == f"cuda/{item['unit']}.cu" and item["unit"].startswith(item["family"] + "/")
        text = (host.source_dir() / f"{item['unit']}.cu").read_text()
        assert set(re.findall(r"__global__ void (\w+)\(", text)) == set(item["entries"].values()), item["sku"]


@pytest.mark.parametrize("count", [1, 2, 3, 7, 64])
def test_shards_are_disjoint_deterministic_balanced_and_make_the_whole(count):
    items = MANIFEST["skus"]
    shards = [Shard(index, count).take(items) for index in range(1, count + 1)]
    skus = [item["sku"] for shard in shards for item in shard]
    assert sorted(skus) == sorted(item["sku"] for item in items) and len(set(skus)) == len(skus)
    assert shards == [Shard(index, count).take(list(items)) for index in range(1, count + 1)]
    assert all(shard == [item for item in items if item in shard] for shard in shards)   # in catalog order
    loads = [sum(len(item["entries"]) for item in shard) for shard in shards]
    assert max(loads) - min(loads) <= max(len(item["entries"]) for item in items)


def test_a_shard_of_a_selection_splits_that_selection():
    selected = catalog.select(["family=softmax"])
    halves = [catalog.select(["family=softmax"], shard=Shard(index, 2)) for index in (1, 2)]
    assert sorted(item["sku"] for half in halves for item in half) == sorted(item["sku"] for item in selected)


@pytest.mark.parametrize("text", ["0/2", "3/2", "1/0", "2", "a/b", "-1/2"])
def test_a_bad_shard_is_refused_naming_the_option(text, capsys):
    with pytest.raises(InvalidArgumentError, match="--shard"):
        Shard.parse(text)
    with pytest.raises(SystemExit):
        cli.main(["list", "--shard", text])
    assert "--shard" in capsys.readouterr().err


def test_list_shards_make_the_catalog(capsys):
    listed = []
    for index in (1, 2, 3):
        assert cli.main(["list", "--shard", f"{index}/3"]) == 0
        listed += capsys.readouterr().out.split()
    assert sorted(listed) == sorted(item["sku"] for item in MANIFEST["skus"])


FAKE_COMPILER = """#!/bin/sh
# Stands for the C++ compiler: writes its output file, and counts its runs in $FAKE_RUNS.
if [ "$1" = --version ]; then echo "fake c++ 1.0"; exit 0; fi
while [ $# -gt 0 ]; do [ "$1" = -o ] && out=$2; shift; done
echo built > "$out"
echo run >> "$FAKE_RUNS"
"""


def test_an_edit_recompiles_only_the_units_it_changes(tmp_path, monkeypatch):
    """One unit's source changed: that unit alone; the family's device code changed: its units."""
    compiler = tmp_path / "fake-c++"
    compiler.write_text(FAKE_COMPILER)
    compiler.chmod(0o755)
    monkeypatch.setenv("CXX", str(compiler))
    monkeypatch.setenv("FAKE_RUNS", str(tmp_path / "runs"))
    monkeypatch.setenv("SKUCAT_CACHE_DIR", str(tmp_path / "cache"))
    sources = tmp_path / "cuda"
    shutil.copytree(host.source_dir(), sources, ignore=shutil.ignore_patterns("[!gs]*"))  # group, softmax, prelude
    monkeypatch.setattr(host, "source_dir", lambda: sources)
    units = [item["unit"] for item in MANIFEST["skus"] if item["family"] in ("group", "softmax")]
    backend = host.HostBackend()
    built = lambda: [backend.build(unit)[1] for unit in units]  # noqa: E731
    assert all(built()) and not any(built())
    edited = units[-1]
    (sources / f"{edited}.cu").write_text((sources / f"{edited}.cu").read_text() + "// edited\n")
    assert built() == [unit == edited for unit in units]
    (sources / "group.cuh").write_text((sources / "group.cuh").read_text() + "// edited\n")
    assert built() == [unit.startswith("group/") for unit in units]


FIRST_CALL = """
    import json, os, sys
    import numpy as np
    from skucat import ops
    ops.softmax(np.ones((3, 5), np.float32), -1)
    libraries = sorted(name for name in os.listdir(os.path.join(os.environ["SKUCAT_CACHE_DIR"], "host"))
                       if name.endswith(".so"))
    print(json.dumps(libraries))
"""


@pytest.mark.skipif(shutil.which("c++") is None and shutil.which("g++") is None, reason="no host C++ compiler")
def test_a_first_call_on_a_fresh_cache_compiles_only_its_unit(tmp_path):
    environment = {**os.environ, "SKUCAT_CACHE_DIR": str(tmp_path / "cache")}
    result = subprocess.run([sys.executable, "-c", textwrap.dedent(FIRST_CALL)], capture_output=True, text=True,
                            env=environment, cwd=ROOT)
    assert result.returncode == 0, result.stderr[-3000:]
    libraries = json.loads(result.stdout.splitlines()[-1])
    unit = next(item["unit"] for item in MANIFEST["skus"] if item["sku"].startswith("activation.softmax.f32."))
    # Its unit and the runtime library that every unit links to, no other unit.
    assert sorted(name.rsplit("-", 1)[0] for name in libraries) == sorted([unit.replace("/", "-"), "runtime"])


@pytest.mark.skipif(shutil.which("c++") is None and shutil.which("g++") is None, reason="no host C++ compiler")
def test_units_built_together_are_each_units_library_and_a_unit_that_fails_is_named(tmp_path, monkeypatch):
    """A bulk build's library of several units is each unit's cache entry (one file), holds each one's
    entries, and is not built again; where it fails to compile, the other units are built alone and
    the error names the unit that failed."""
    monkeypatch.setenv("SKUCAT_CACHE_DIR", str(tmp_path / "cache"))
    sources = tmp_path / "cuda"
    shutil.copytree(host.source_dir(), sources, ignore=shutil.ignore_patterns("[!gs]*"))  # group, softmax, prelude
    monkeypatch.setattr(host, "source_dir", lambda: sources)
    items = [item for item in MANIFEST["skus"] if item["family"] == "group"]
    units = [item["unit"] for item in items]
    backend = host.HostBackend()
    assert backend.build_together(units) == len(units) and backend.build_together(units) == 0
    libraries = [backend.build(unit) for unit in units]
    assert not any(built for _, built in libraries) and len({os.stat(path).st_ino for path, _ in libraries}) == 1
    assert all(backend.entry_address(item["unit"], symbol) for item in items for symbol in item["entries"].values())
    broken, edited = units[0], units[1:]
    for unit in units:
        (sources / f"{unit}.cu").write_text((sources / f"{unit}.cu").read_text() + "// edited\n")
    (sources / f"{broken}.cu").write_text((sources / f"{broken}.cu").read_text() + "#error broken on purpose\n")
    with pytest.raises(BackendError, match=f"(?s)host compile of {broken.replace('/', '-')} failed.*broken on purpose"):
        backend.build_together(units)
    assert not any(backend.build(unit)[1] for unit in edited)
