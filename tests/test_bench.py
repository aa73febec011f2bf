"""`skucat bench` and tools/gpu-check: what they report, never how fast (no test asserts a time)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import types
from pathlib import Path

import numpy as np
import pytest

import skucat.catalog
import skucat.reference.group
import skucat.reference.softmax
from skucat import bench, cli, verify
from skucat.backends import cuda

torch = pytest.importorskip("torch")

ROOT = Path(__file__).resolve().parent.parent
CUDA_USABLE, _ = cuda.available()


def _untimed(timed) -> set[str]:
    """The catalog's ops with no case among `timed` and no NOT_TIMED reason."""
    return set(skucat.catalog.ops()) - {case.op for case in timed} - set(bench.not_timed())


def test_every_catalog_op_has_a_case_or_a_reason():
    timed = list(bench.cases(bench.Env(torch, "host", scale=0.001)))
    assert not [case.name for case in timed if case.error], "an op's cases could not be set up"
    ops = set(skucat.catalog.ops())
    assert {case.op for case in timed} <= ops
    missing = _untimed(timed)
    assert not missing, ("catalog ops with no bench case (add bench_<op> to skucat/reference/<family>.py, or "
                         f"a reason to its NOT_TIMED): {sorted(missing)}")
    assert {case.direction for case in timed if case.op.endswith("_backward")} == {"backward"}


@pytest.fixture
def reference_modules(monkeypatch):
    """monkeypatch for the reference modules: reference_module loads them afresh, before and after."""
    verify.reference_module.cache_clear()
    yield monkeypatch
    monkeypatch.undo()
    verify.reference_module.cache_clear()


def test_an_op_without_a_bench_function_or_reason_is_named(reference_modules):
    reference_modules.delattr(skucat.reference.group, "bench_group_sum")
    timed = list(bench.cases(bench.Env(torch, "host", scale=0.001)))
    assert _untimed(timed) == {"group_sum"}
    reference_modules.setattr(skucat.reference.group, "NOT_TIMED", {"group_sum": "a reason"}, raising=False)
    assert _untimed(timed) == set()


def test_a_misspelt_bench_function_is_an_error(reference_modules, capsys):
    reference_modules.setattr(skucat.reference.softmax, "bench_sofmax", skucat.reference.softmax.bench_softmax,
                              raising=False)
    assert cli.main(["bench", "--filter", "family=softmax", "--skip-build", "--repeats", "1"]) == 2
    err = capsys.readouterr().err
    assert "error: skucat.reference.softmax: bench_sofmax name(s) no op of the family" in err


def test_bench_json_has_a_record_per_selected_case(capsys):
    status = cli.main(["bench", "--json", "--filter", "family=softmax",
                       "--filter", "embedding_backward*scale_grad_by_freq",
                       "--exclude", "op=softmax*element=f32",
                       "--repeats", "1", "--skip-build", "--scale", "0.01", "--threads", "1"])
    captured = capsys.readouterr()
    assert status == 0, captured.err
    result = json.loads(captured.out)
    records = result["cases"]
    assert {record["op"] for record in records} == {"log_softmax", "log_softmax_backward", "softmax_backward",
                                                    "embedding_backward"}
    assert {record["direction"] for record in records} == {"forward", "backward"}
    for record in records:
        assert set(record) >= {"name", "op", "direction", "dtype", "shape", "threads", "skucat_s", "peer", "peer_s",
                               "ratio"}
        assert "error" not in record, record
        assert record["threads"] == 1 and record["peer"].startswith("PyTorch")
        assert record["skucat_s"] > 0 and record["peer_s"] > 0
        assert record["ratio"] == pytest.approx(record["skucat_s"] / record["peer_s"])
    assert "build" not in result and "overhead" not in result, "--skip-build and --filter leave those out"
    assert "log_softmax" in captured.err, "with --json alone the table goes to stderr"


def test_the_workers_section_times_a_small_call_at_one_and_two_workers_with_and_without_torch():
    records = bench.worker_records(torch, 1, (["family=softmax"], []))
    assert [(record["family"], record["process"]) for record in records] == [("softmax", "torch imported"),
                                                                           ("softmax", "no torch")]
    assert records[0]["name"] == records[1]["name"] and records[0]["name"].startswith("softmax f32 [")
    for record in records:
        assert "error" not in record, record
        assert record["ratio"] == pytest.approx(record["two_s"] / record["one_s"])


def test_a_small_call_is_one_call_of_skucat_ops_scaled_up_to_its_smallest_work(monkeypatch):
    monkeypatch.setattr(bench, "SMALL_WORK", 0.0)   # the smallest scale is enough
    name, (op, args, kwargs) = bench.small_call(torch, "embedding", ([], []))
    assert name.startswith("embedding f32 [66 of 50x128]") and op == "embedding"
    assert bench._plain((args, kwargs)) and not bench._plain(torch.qint8)
    # Cases whose skucat side takes a PyTorch dtype are passed over for the next: dequantize.
    assert bench.small_call(torch, "quantize", ([], []))[1][0] == "dequantize_per_tensor"
    assert bench.small_call(torch, "softmax", (["family=embedding"], [])) is None


def test_scaling_times_every_case_at_the_threads_against_one_worker(capsys):
    status = cli.main(["bench", "--json", "--scaling", "--filter", "family=softmax", "--filter", "layer_norm",
                       "--repeats", "1", "--skip-build", "--scale", "0.01", "--threads", "2"])
    captured = capsys.readouterr()
    assert status == 0, captured.err
    result = json.loads(captured.out)
    assert result["peer"] == "skucat at 1 worker"
    assert {record["op"] for record in result["cases"]} >= {"softmax", "layer_norm"}
    assert not [record for record in result["cases"] if "skucat.torch" in record["name"]], "the bridge's are left out"
    assert all(record["threads"] == 2 and record["ratio"] > 0 for record in result["cases"])
    assert {record["process"] for record in result["workers"]} == {"torch imported", "no torch"}


def test_a_filter_on_a_field_cases_lack_is_an_error(capsys):
    assert cli.main(["bench", "--filter", "dim=1", "--skip-build"]) == 2
    assert "no SKU field 'dim'; fields are direction, element, family, op" in capsys.readouterr().err


def test_the_overhead_section_times_tiny_calls_and_plan_run():
    env = bench.Env(torch, "host", scale=1.0)
    records = bench.overhead_records(env, bench.Timer("host", 1, torch, min_sample=1e-4), "PyTorch")
    names = [record["name"] for record in records]
    assert any(name.startswith("plan.run") for name in names) and any(name.startswith("quantize") for name in names)
    for record in records:
        assert "error" not in record, record
        assert record["skucat_s"] > 0
        assert record["ratio"] is None or record["ratio"] == pytest.approx(record["skucat_s"] / record["peer_s"])


def test_the_bench_times_both_sides_on_one_memory_and_a_comparison_gives_each_its_own(monkeypatch):
    array, scalar = np.arange(12, dtype=np.float32).reshape(3, 4), np.array(2.0, np.float32)
    timed, compared = bench.Env(torch, "host", 1.0, same_memory=True), bench.Env(torch, "host", 1.0)
    assert np.shares_memory(timed.peer(array).numpy(), array)
    assert not np.shares_memory(compared.peer(array).numpy(), array)   # an in-place case updates its own
    assert timed.peer(scalar).dim() == compared.peer(scalar).dim() == 0
    strided = timed.peer(array[:, ::2])
    assert strided.is_contiguous() and strided.tolist() == array[:, ::2].tolist()
    made = []

    class Recorded(bench.Env):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            made.append(self.same_memory)

    monkeypatch.setattr(bench, "Env", Recorded)
    result = bench.run(threads=1, repeats=1, filters=["op=relu_"], scale=0.001, skip_build=True, report=lambda line: None)
    assert made[0] and [record["op"] for record in result["cases"]] == ["relu_"]


def test_the_sides_samples_alternate_each_after_a_warm_call():
    calls = []
    timer = bench.Timer("host", 3, torch, min_sample=0)
    timer.WARM_UP = 0
    times = timer((lambda: calls.append("o"), "ours"), (lambda: calls.append("p"), "peer"))
    assert len(times) == 2 and all(t > 0 for t in times)
    # Two warm-up calls of each side; then per repeat, each side's warm call and its sample.
    assert "".join(calls) == "oopp" + "oopp" * 3


def test_a_ratio_is_the_median_of_paired_ratios_with_the_interval_that_covers_the_median():
    # Pairs taken back to back: a drift that slows both sides cancels in each pair's ratio.
    ours, peer = [1.0, 3.0, 2.0, 10.0, 9.0], [1.0, 1.0, 2.0, 10.0, 10.0]
    assert bench.paired_ratio(ours, peer) == (1.0, [0.9, 3.0])   # the medians' ratio: 3 / 2
    # 5 ratios: [min, max] holds the median at 1 - 2 / 32 (>= 90%); 10: the 2nd and 9th at 97.9%;
    # 4: even [min, max] holds it at only 87.5%.
    assert bench.paired_ratio(list(range(1, 11)), [1] * 10) == (5.5, [2, 9])
    assert bench.paired_ratio([1, 2, 3, 4], [1] * 4) == (2.5, None)
    assert bench.paired_ratio([1, 2, 3, 4], [1] * 4, coverage=0.85)[1] == [1, 4]


def test_a_case_record_has_its_paired_ratio_and_interval():
    env = bench.Env(torch, "host", 1.0)
    timer = bench.Timer("host", 5, torch, min_sample=0)
    timer.WARM_UP = 0

    def cases(env):
        yield env.case("slow add", lambda: time.sleep(2e-3), lambda: time.sleep(1e-3), (1,))

    record, = bench.run_cases(bench._guarded("add", cases(env)), env, timer, ([], []), 1, "peer", None)
    low, high = record["ratio_interval"]
    assert low <= record["ratio"] <= high and 1.2 < record["ratio"] < 4
    assert "(" + f"{low:.2f}-{high:.2f}" + ")" in bench._line(record, None)


def test_a_bench_case_that_fails_is_reported_and_the_others_still_run():
    def broken(env):
        yield env.case("fine add", lambda: None, lambda: None, (1,))
        raise RuntimeError("this device has no such op\nsecond line")

    timer, env = bench.Timer("host", 1, torch, min_sample=0), bench.Env(torch, "host", 1.0)
    records = list(bench.run_cases(bench._guarded("add", broken(env)), env, timer, ([], []), 1, "peer", None))
    assert [(record["name"], record["op"]) for record in records] == [("fine add", "add"),
                                                                      ("add: setting up the cases", "add")]
    assert records[1]["error"] == "RuntimeError: this device has no such op"
    assert bench.failures({"cases": records}) == ["add: setting up the cases"]


def test_a_case_whose_peer_cannot_run_is_timed_on_our_side_alone_and_is_no_failure():
    def lacking():   # as PyTorch's CUDA build lacks some kernels its CPU build has
        raise NotImplementedError("\"add\" not implemented for 'Byte'")

    def cases(env):
        yield env.case("add on u8", lambda: None, lacking, (1,))

    timer, env = bench.Timer("host", 3, torch, min_sample=0), bench.Env(torch, "host", 1.0)
    record, = bench.run_cases(bench._guarded("add", cases(env)), env, timer, ([], []), 1, "peer", None)
    assert record["skucat_s"] is not None and record["peer_s"] is None and record["ratio"] is None
    assert record["peer_error"].startswith("NotImplementedError: ") and "error" not in record
    assert "peer cannot run it: NotImplementedError" in bench._line(record, None)
    assert bench.failures({"cases": [record]}) == []


class _Device:
    """Stands in for CuPy's and PyTorch's event and kernel calls on a device whose only work is the
    spin kernel and 1 ms per call, on the host's clock; the host takes 2 ms to queue a call."""

    def __init__(self):
        self.busy_until = 0.0   # when the device has done what is queued
        self.spins = []   # (side, seconds)
        device = self

        class Event:
            def __init__(self, enable_timing=True):
                self.at = None

            def record(self):   # the device reaches it once it has done what is queued
                self.at = max(device.busy_until, time.perf_counter())

            def synchronize(self):
                time.sleep(max(0.0, self.at - time.perf_counter()))

            def elapsed_time(self, end):
                return (end.at - self.at) * 1e3

        def spin(side, cycles):
            device.spins.append((side, cycles / 1e9))
            device.busy_until = max(device.busy_until, time.perf_counter()) + cycles / 1e9

        self.cupy = types.SimpleNamespace(cuda=types.SimpleNamespace(
            Event=Event, get_elapsed_time=lambda begin, end: begin.elapsed_time(end),
            Device=lambda: types.SimpleNamespace(id=0),
            runtime=types.SimpleNamespace(deviceGetAttribute=lambda attribute, device: 1e6)),   # 1 GHz
            RawKernel=lambda source, name: lambda grid, block, args: spin("ours", int(args[0])))
        self.torch = types.SimpleNamespace(cuda=types.SimpleNamespace(
            Event=Event, _sleep=lambda cycles: spin("peer", cycles)))

    def call(self):
        time.sleep(2e-3)
        self.busy_until = max(self.busy_until, time.perf_counter()) + 1e-3


def test_the_device_time_leaves_out_the_hosts_where_the_host_is_the_slower():
    device = _Device()
    timer = bench.Timer("host", 3, device.torch, min_sample=5e-3)
    timer.backend, timer._cupy, timer._spinner, timer.WARM_UP = "cuda", device.cupy, None, 0
    assert timer._sample(device.call, 10, "ours") > 20e-3   # as the caller sees it: the host's 2 ms a call
    for side in ("ours", "peer"):
        device.spins.clear()
        assert timer.device_seconds(device.call, side) == pytest.approx(1e-3, rel=0.1)
        assert {spun for spun, _ in device.spins} == {side} and len(device.spins) >= 3

    def waiting():   # reads a value on the host, so waits for the device first
        time.sleep(max(0.0, device.busy_until - time.perf_counter()))
        device.call()

    start = time.perf_counter()   # no spin can hide the host's time there: it counts, and sampling ends
    assert timer.device_seconds(waiting, "ours") > 2e-3 and time.perf_counter() - start < 2


@pytest.mark.skipif(CUDA_USABLE, reason="a CUDA device is present")
def test_backend_cuda_without_a_device_is_a_one_line_error(capsys):
    assert cli.main(["bench", "--backend", "cuda", "--skip-build"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and captured.err.startswith("error: skucat bench --backend cuda: ")


def test_gpu_check_script_parses():
    subprocess.run(["bash", "-n", str(ROOT / "tools" / "gpu-check")], check=True)


@pytest.mark.skipif(CUDA_USABLE, reason="a CUDA device is present")
def test_gpu_check_without_a_device_writes_doctor_and_names_the_missing_device(tmp_path):
    # This interpreter already has the checkout installed, so gpu-check installs nothing; one
    # test file keeps the pytest step short.
    done = subprocess.run([str(ROOT / "tools" / "gpu-check"), str(tmp_path), "tests/test_cuda_runtime.py"],
                          env={**os.environ, "PYTHON": sys.executable}, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "CuPy" in (tmp_path / "doctor.txt").read_text()
    assert "no usable CUDA device" in (tmp_path / "device.txt").read_text()
    assert (tmp_path / "pytest-junit.xml").exists()
    assert "no usable CUDA device" in (tmp_path / "bench.log").read_text()
    assert "CUDA device (exit 1, device.txt)" in done.stdout
    assert "skucat bench --backend cuda (exit 2, bench.log)" in done.stdout


def test_a_selection_of_no_case_is_an_error_with_status_1_as_list_build_and_show(capsys):
    assert cli.main(["bench", "--skip-build", "--filter", "nomatch", "--scale", "0.001", "--repeats", "1"]) == 1
    assert capsys.readouterr().err.startswith("error: no bench case matches --filter 'nomatch'")


def test_a_scale_whose_cases_cannot_be_set_up_gives_failed_rows(capsys):
    status = cli.main(["bench", "--skip-build", "--scale", "1e12", "--repeats", "1", "--filter", "family=softmax",
                       "--json"])
    captured = capsys.readouterr()
    result = json.loads(captured.out)
    assert status == 1 and "failed:" in captured.err
    for section in ("cases", "determinism"):
        assert result[section] and all("error" in record for record in result[section]), section
    assert {record["op"] for record in result["cases"]} == {"softmax", "log_softmax", "softmax_backward",
                                                           "log_softmax_backward"}


@pytest.mark.parametrize("scale", ["inf", "nan", "0", "-1"])
def test_a_scale_that_is_not_finite_and_positive_is_refused(scale, capsys):
    assert cli.main(["bench", "--skip-build", "--scale", scale]) == 1
    assert "--scale" in capsys.readouterr().err
