"""The `skucat` command (list, show, build, regen, doctor, --version) through main() as the
console script runs it, python -m skucat, and tools/run's command line."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from skucat import KernelSku, bench, build, catalog, cli, generated, progress
from skucat.backends import cache, nvrtc
from skucat.cli import main

from conftest import MANIFEST

ROOT = Path(__file__).resolve().parent.parent
NVRTC_OK, NVRTC_REASON = nvrtc.available()


def test_doctor_reports_every_probe_the_cache_and_the_catalog(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv(cache.ENVIRONMENT, str(tmp_path))
    assert main(["doctor"]) == 0
    out = capsys.readouterr().out
    for label in ("C++ compiler", "NVRTC", "CUDA driver", "CUDA devices", "CuPy", "PyTorch"):
        assert label in out
    assert f"cache         {'':4}{tmp_path}" in out
    ops = {item["op"] for item in MANIFEST["skus"]}
    assert f"{len(MANIFEST['skus'])} SKUs, {len(ops)} ops, {len(MANIFEST['families'])} families" in out


def test_version(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["--version"])
    assert exited.value.code == 0 and capsys.readouterr().out.strip() == f"skucat {cli.version()}"


def test_python_m_skucat_runs_the_command():
    result = subprocess.run([sys.executable, "-m", "skucat", "list", "--op", "nll_loss"], capture_output=True,
                            text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [item["sku"] for item in MANIFEST["skus"] if item["op"] == "nll_loss"]


# ---- list


def test_list_json_is_exactly_the_manifests_skus(capsys):
    assert main(["list", "--json"]) == 0
    assert [item["sku"] for item in json.loads(capsys.readouterr().out)] == [item["sku"] for item in MANIFEST["skus"]]


def test_list_filter_f16_is_not_bf16(capsys):
    assert main(["list", "--filter", "embedding_backward*f16"]) == 0
    listed = capsys.readouterr().out.split()
    assert listed and all(".embedding_backward.f16." in sku for sku in listed)
    assert len(listed) == sum(".embedding_backward.f16." in item["sku"] for item in MANIFEST["skus"])


def test_list_family_op_filter_and_exclude(capsys):
    assert main(["list", "--family", "grid_sample", "--filter", "element=f32", "--exclude", "nondet"]) == 0
    listed = capsys.readouterr().out.split()
    expected = [item["sku"] for item in MANIFEST["skus"] if item["family"] == "grid_sample"
                and ".f32." in item["sku"] and ".nondet." not in item["sku"]]
    assert listed == expected and listed
    assert main(["list", "--op", "grid_sample_backward", "--filter", "mode=nearest", "--json"]) == 0
    items = json.loads(capsys.readouterr().out)
    assert items and {item["op"] for item in items} == {"grid_sample_backward"}
    assert all(".mode-nearest." in item["sku"] for item in items)


@pytest.mark.parametrize("argv,message", [
    (["list", "--filter", "nonexistent"], "error: no SKU matches --filter 'nonexistent'"),
    (["list", "--family", "nope"], "error: no family 'nope'"),
    (["list", "--filter", "dtype=f16"], "error: pattern 'dtype=f16': no SKU field 'dtype'"),
    (["show", "nonexistent"], "error: 'nonexistent' is no SKU of the catalog"),
    (["show", "embedding_backward"],
     f"error: 'embedding_backward' matches {sum(i['op'] == 'embedding_backward' for i in MANIFEST['skus'])} SKUs"),
    (["build", "--backend", "host", "--filter", "nonexistent"], "error: no SKU matches"),
])
def test_unknown_skus_and_empty_selections_are_one_line_errors(argv, message, capsys):
    assert main(argv) == 1
    captured = capsys.readouterr()
    assert captured.err.startswith(message) and captured.err.count("\n") == 1 and captured.out == ""


# ---- show


def _sample() -> list[dict]:
    """Two SKUs of each op (first and a random one, fixed seed): every family, every op."""
    by_op = {}
    for item in MANIFEST["skus"]:
        by_op.setdefault(item["op"], []).append(item)
    rng = random.Random(0)
    return [item for items in by_op.values() for item in {id(x): x for x in (items[0], rng.choice(items))}.values()]


@pytest.mark.parametrize("item", _sample(), ids=lambda item: item["sku"])
def test_show_prints_precision_workspace_limits_and_source(item, capsys):
    assert main(["show", item["sku"], "--report", "/nonexistent/report.json"]) == 0
    out = capsys.readouterr().out
    op = MANIFEST["ops"][item["op"]]
    assert out.startswith(item["sku"] + "\n")
    assert f"precision:   {item['precision']['guarantee']}" in out
    assert f"workspace:   {op['workspace']}" in out and f"shape limits: {op['shape_limits']}" in out
    source = (Path(generated.__file__).parent / item["source"]).read_text().splitlines()
    for entry, symbol in item["entries"].items():
        line = item["lines"][entry]
        assert f"{entry}: {symbol}\n      generated/{item['source']}:{line}" in out
        assert f"__global__ void {symbol}(" in source[line - 1]
    assert "cuda resources: none" in out


def test_show_accepts_a_pattern_that_matches_one_sku_and_shows_cuda_resources(tmp_path, capsys):
    item = MANIFEST["skus"][0]
    kernels = [{"sku": item["sku"], "entry": entry, "symbol": symbol, "arch": "sm_90", "registers": 17,
                "barriers": 0, "stack_frame": 0, "spill_stores": 0, "spill_loads": 0, "shared": 0}
               for entry, symbol in item["entries"].items()]
    (tmp_path / "r.json").write_text(json.dumps({"kernels": kernels}))
    pattern = "*".join(f"{name}={value}" for name, value in KernelSku.parse(item["sku"]).fields().items())
    assert main(["show", pattern, "--report", str(tmp_path / "r.json")]) == 0
    out = capsys.readouterr().out
    assert out.startswith(item["sku"]) and "sm_90" in out and "17 registers" in out


def test_the_manifest_facts_are_the_plan_docs():
    """Shape limits and workspace are written once (codegen) for the plan docs and the manifest."""
    for op, facts in MANIFEST["ops"].items():
        doc = " ".join(catalog.plan(op).__doc__.split())   # wrapped there
        assert f"Shape limits: {facts['shape_limits']}" in doc and f"Workspace: {facts['workspace']}" in doc


def test_the_manifest_precision_is_the_skus():
    for item in MANIFEST["skus"]:
        precision = KernelSku.parse(item["sku"]).precision
        assert {key: item["precision"][key] for key in ("math", "accumulate", "deterministic", "bit_stable")} == \
            {"math": precision.math, "accumulate": precision.accumulate, "deterministic": precision.deterministic,
             "bit_stable": precision.bit_stable}


# ---- regen


def test_regen_check_reports_fresh(capsys):
    assert main(["regen", "--check"]) == 0
    assert "generated/ is fresh" in capsys.readouterr().out


@pytest.mark.nvrtc
@pytest.mark.skipif(not NVRTC_OK, reason=NVRTC_REASON)
def test_build_cuda_filtered_writes_the_report(tmp_path, capsys):
    sku = MANIFEST["skus"][0]
    report = tmp_path / "resources.json"
    assert main(["build", "--arch", "sm_80", "--arch", "sm_90", "--filter", sku["sku"], "--report", str(report)]) == 0
    kernels = json.loads(report.read_text())["kernels"]
    assert {(k["symbol"], k["arch"]) for k in kernels} == {(s, a) for s in sku["entries"].values()
                                                           for a in ("sm_80", "sm_90")}
    out = capsys.readouterr().out
    assert "max registers" in out and "spills: none" in out


@pytest.mark.nvrtc
@pytest.mark.skipif(not NVRTC_OK, reason=NVRTC_REASON)
def test_build_cuda_refuses_an_unsupported_arch(capsys):
    assert main(["build", "--arch", "sm_70"]) == 1
    assert "cannot target 'sm_70'" in capsys.readouterr().err


def test_build_host_compiles_every_sku(capsys):
    assert main(["build", "--backend", "host"]) == 0
    assert f"{len(MANIFEST['skus'])} build units (one per SKU)" in capsys.readouterr().out


def test_build_options_are_checked_against_the_backend():
    with pytest.raises(SystemExit):
        main(["build", "--backend", "host", "--arch", "sm_80"])


# ---- build


def test_build_backend_has_help(capsys):
    with pytest.raises(SystemExit):
        main(["build", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "--backend {cuda,host}" in help_text and "the C++ libraries the host backend runs" in help_text


def test_host_build_progress_names_the_ops_compiling(monkeypatch):
    """The bar is tqdm's on a terminal (quiet elsewhere); here a recorder stands in for it."""
    shown = []

    class Recorder:
        def __init__(self, total, description, unit="job"):
            shown.append((total, description))

        def set_postfix_str(self, text):
            shown.append(text)

        def update(self, n=1):
            shown.append(n)

        def close(self):
            shown.append("closed")

    monkeypatch.setattr(progress, "bar", Recorder)
    items = catalog.select(["family=group", "family=softmax"])
    build.build_host(items, workers=2)
    assert shown[0] == (len(items), "host build") and shown[-1] == "closed"
    assert sum(x for x in shown if type(x) is int) == len(items)
    compiling = " ".join(x for x in shown if isinstance(x, str) and x.startswith("compiling"))
    assert any(f"{item['op']} {item['sku'].split('.')[2]}" in compiling for item in items)


def test_progress_is_quiet_when_stderr_is_not_a_terminal(capsys):
    bar = progress.bar(3, "quiet")
    bar.set_postfix_str("x")
    bar.update()
    bar.close()
    assert capsys.readouterr().err == ""


# ---- the cuda skip reason and the tools


def test_the_cuda_skip_reason_says_no_driver(monkeypatch):
    from skucat import doctor
    from skucat.backends import cuda

    class Runtime:
        CUDARuntimeError = RuntimeError

        @staticmethod
        def driverGetVersion():
            return 0

        @staticmethod
        def getDeviceCount():
            raise RuntimeError("cudaErrorInsufficientDriver: CUDA driver version is insufficient")

    fake = type("cupy", (), {"cuda": type("cuda", (), {"runtime": Runtime})})
    monkeypatch.setattr(cuda, "_cupy", lambda: fake)
    assert cuda.available() == (False, "no CUDA driver is installed")
    assert doctor.probe(doctor._driver) == (False, "no CUDA driver is installed")


def test_the_tools_share_one_environment_and_tools_test_shows_skips():
    for tool in ("run", "test", "sanitize"):
        text = (ROOT / "tools" / tool).read_text()
        assert 'source "$(dirname "$0")/_env.sh"' in text and "SKUCAT_EXTRAS" not in text
    assert " -rs " in (ROOT / "tools" / "test").read_text()
    assert "install.log" not in (ROOT / "tools" / "_env.sh").read_text()   # pip's progress shows


def _tools_run(*arguments) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "tools" / "verify_catalog.py"), *arguments], capture_output=True,
                          text=True, cwd=ROOT)


def test_tools_run_help_has_no_side_effects():
    result = _tools_run("--help")
    assert result.returncode == 0 and result.stdout.startswith("usage: tools/run ")
    assert "generated/" not in result.stdout.splitlines()[-1] and "files changed" not in result.stdout


def test_tools_run_with_an_unknown_filter_is_a_one_line_error():
    result = _tools_run("--filter", "nonexistent")
    assert result.returncode == 2
    assert result.stderr.startswith("error: no SKU matches --filter 'nonexistent'") and result.stderr.count("\n") == 1


def test_tools_run_summarises_per_op():
    result = _tools_run("--filter", "embedding.embedding*element=f32", "--filter", "embedding_renorm*f64")
    assert result.returncode == 0, result.stdout + result.stderr
    rows = {line.split()[1]: line.split() for line in result.stdout.splitlines() if line.startswith("embedding ")}
    items = catalog.select(["embedding.embedding*element=f32", "embedding_renorm*f64"])
    for op in ("embedding", "embedding_renorm"):
        mine = [item for item in items if item["op"] == op]
        # SKUs, kernels compiled for them, SKUs verified
        assert rows[op][2:5] == [str(len(mine)), str(sum(len(i["entries"]) for i in mine)), str(len(mine))]
    assert f"{len(items)} of {len(items)} SKUs of 2 ops verified" in result.stdout


def test_tools_sanitize_with_an_unknown_filter_is_a_one_line_error(capsys):
    from skucat.verify import sanitize

    assert sanitize.main(["--filter", "nonexistent"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: no SKU matches --filter 'nonexistent'") and err.count("\n") == 1


def test_show_takes_a_selected_plans_sku(capsys):
    item = MANIFEST["skus"][-1]
    assert main(["show", str(KernelSku.parse(item["sku"]).on("host", "x86_64"))]) == 0
    assert capsys.readouterr().out.startswith(item["sku"] + "\n")


# ---- bad paths: every path a command takes, bad in each way, is an error naming it

def _a_directory(path: Path) -> None:
    path.mkdir()


def _a_fifo(path: Path) -> None:
    os.mkfifo(path)


def _under_a_missing_directory(path: Path) -> Path:
    return path / "missing" / "x.json"


def _under_a_file(path: Path) -> Path:
    path.write_text("")
    return path / "x.json"


def _text(text: str):
    def write(path: Path) -> None:
        path.write_bytes(text.encode("utf-8", "surrogateescape"))
    return write


def _a_project(path: Path) -> None:
    path.mkdir()
    (path / "notes.txt").write_text("keep me")


def _missing(path: Path) -> None:
    pass


# (command's arguments before the option, option): {how the path is bad: make(path) -> None or the path to pass}
BAD_PATHS = {
    (("show", MANIFEST["skus"][0]["sku"]), "--report"): {
        "directory": _a_directory, "fifo": _a_fifo, "not_json": _text("{kernels"), "not_utf8": _text("\udcff"),
        "no_kernels": _text("{}"), "kernels_not_a_list": _text('{"kernels": 5}'),
        "a_kernel_not_a_record": _text('{"kernels": [1]}'), "a_kernel_missing_fields": _text(
            json.dumps({"kernels": [{"sku": MANIFEST["skus"][0]["sku"]}]}))},
    (("regen", "--check"), "--catalog"): {"missing": _missing, "directory": _a_directory, "fifo": _a_fifo},
    (("regen",), "--catalog"): {"missing": _missing, "not_yaml": _text("families: [")},
    (("regen",), "--out"): {"a_project": _a_project, "a_file": _text("keep me")},
    (("bench", "--skip-build", "--filter", "nomatch"), "--json"): {
        "directory": _a_directory, "under_a_missing_directory": _under_a_missing_directory,
        "under_a_file": _under_a_file},
}
# build --report is left to the build command's own tests.
PATH_OPTIONS_ELSEWHERE = {("build", "--report")}


def test_every_path_option_of_every_command_has_its_bad_paths():
    commands = next(action for action in cli._parser()._actions if action.dest == "command").choices
    options = {(name, action.option_strings[-1]) for name, parser in commands.items() for action in parser._actions
               if action.type is Path or action.metavar == "PATH"}
    assert options == {(argv[0], option) for argv, option in BAD_PATHS} | PATH_OPTIONS_ELSEWHERE


@pytest.mark.parametrize("command,option,how", [(argv, option, how) for (argv, option), kinds in BAD_PATHS.items()
                                               for how in kinds])
def test_a_bad_path_is_an_error_naming_it_before_anything_runs(command, option, how, tmp_path, capsys, deadline,
                                                               monkeypatch):
    """main() returns non-zero (no exception: a console script would print a traceback) with an
    `error:` naming the path; bench does not start, regen leaves what --out held."""
    monkeypatch.setattr(bench, "run", lambda *args, **kwargs: pytest.fail("bench ran with a bad --json"))
    path = tmp_path / "bad"
    path = BAD_PATHS[command, option][how](path) or path
    assert main([*command, option, str(path)]) != 0
    captured = capsys.readouterr()
    assert captured.err.startswith("error: ") and str(path) in captured.err, captured.err
    if how in ("a_project", "a_file"):
        assert _a_project_left(path, how)


def _a_project_left(path: Path, how: str) -> bool:
    return (path / "notes.txt").read_text() == "keep me" if how == "a_project" else path.read_text() == "keep me"
