"""The host SIMT layer: 16-bit conversions, seeded schedules and block-cooperative loops."""

from __future__ import annotations

import ctypes
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from conftest import calls_vector_half_stores, host_assembly, host_has_f16c

import skucat
from skucat import catalog
from skucat.backends import host
from skucat.backends.packing import pack


VECTOR_MATH = "-DSKUCAT_VECTOR_MATH" in host.HostBackend().flags()


@pytest.fixture(scope="module")
def probe(tmp_path_factory):
    """The probe kernels, built as the host backend builds a unit (its flags, the vector math library)."""
    library = tmp_path_factory.mktemp("simt") / "probe.so"
    source = Path(__file__).with_name("simt_probe.cu")
    subprocess.run(host.HostBackend().library_command(source, library), check=True)
    return host.HostBackend().load_library(library)


# The 16-bit conversions' builds: this CPU's flags; on x86-64, also the narrower vector forms of its
# conversion to halves (SSE's and AVX's calling conventions) and the branchless one of a CPU without F16C.
NATIVE = "-march=native" in host.HostBackend().flags()
CONVERSION_FLAGS = ["", "-mprefer-vector-width=128", "-mno-avx2", "-mno-f16c"] if NATIVE else [""]


@pytest.fixture(scope="module", params=CONVERSION_FLAGS)
def converter(request, probe, tmp_path_factory):
    if not request.param:
        return probe
    library = tmp_path_factory.mktemp("simt") / "converter.so"
    command = host.HostBackend().library_command(Path(__file__).with_name("simt_probe.cu"), library)
    subprocess.run(command + [request.param], check=True)
    return host.HostBackend().load_library(library)


def test_a_loop_storing_halves_converts_a_vector_at_a_time_where_the_cpu_can(tmp_path):
    # A scalar conversion shows in no result: a cast to f16 ran at half the speed of memory.
    if not host_has_f16c():
        pytest.skip("the host backend builds for no F16C here (another CPU, or not g++)")
    assembly = host_assembly(Path(__file__).with_name("simt_probe.cu"), tmp_path / "probe.s")
    assert calls_vector_half_stores(assembly), "no vector form called"


def ptr(array):
    return ctypes.c_void_p(array.ctypes.data)


def launch(probe, name, blocks, threads, params, seed=None, workers=1, spread=True):
    """seed None: the natural order; an integer: the schedule shuffled by it. With `spread` every
    worker takes part, however short the launch."""
    kernel_params, _alive = pack(params, host.HostBackend.pointer_of)
    dims = (ctypes.c_uint * 6)(blocks, 1, 1, threads, 1, 1)
    flags = int(seed is not None) | spread << 1
    getattr(probe, f"skucat_host_launch_{name}")(dims, kernel_params, ctypes.c_ulonglong(seed or 0), ctypes.c_int(flags),
                                                 ctypes.c_uint(workers))


def test_half_to_float_is_exact_for_every_half(converter):
    bits = np.arange(1 << 16, dtype=np.uint16)
    out = np.empty(bits.size, np.float32)
    converter.from_half(ptr(bits), ptr(out), ctypes.c_longlong(bits.size))
    expected = bits.view(np.float16).astype(np.float32)
    nan = np.isnan(expected)
    assert np.array_equal(np.isnan(out), nan)
    assert np.array_equal(out[~nan].view(np.uint32), expected[~nan].view(np.uint32))


def test_subnormal_halves_convert_exactly_where_denormal_floats_are_flushed(converter):
    torch = pytest.importorskip("torch")
    bits = np.arange(1, 1 << 10, dtype=np.uint16)   # the positive subnormal halves
    out, back = np.empty(bits.size, np.float32), np.empty(bits.size, np.uint16)
    assert torch.set_flush_denormal(True), "this CPU has no flush-denormal mode"
    try:
        converter.from_half(ptr(bits), ptr(out), ctypes.c_longlong(bits.size))
        converter.to_half(ptr(out), ptr(back), ctypes.c_longlong(bits.size))
    finally:
        torch.set_flush_denormal(False)
    assert np.array_equal(out, bits.view(np.float16).astype(np.float32))
    assert np.array_equal(back, bits)


def _floats(rng):
    # Every half's neighbourhood: exact values, ties and points between them, plus wide random values.
    halves = np.arange(1 << 16, dtype=np.uint16).view(np.float16).astype(np.float32)
    halves = halves[np.isfinite(halves)]
    ties = (halves[:-1].astype(np.float64) + halves[1:]) / 2
    wide = rng.standard_normal(200_000).astype(np.float32) * np.float32(2.0) ** rng.integers(-30, 30, 200_000)
    special = np.array([0.0, -0.0, np.inf, -np.inf, 65504, 65519.99, 65520, 1e-8, 6e-8, 3e-8], np.float32)
    return np.concatenate([halves, ties.astype(np.float32), np.nextafter(ties.astype(np.float32), np.float32(np.inf)),
                           wide, special]).astype(np.float32)


def test_float_to_half_rounds_to_nearest_even(converter):
    values = _floats(np.random.default_rng(0))
    out = np.empty(values.size, np.uint16)
    converter.to_half(ptr(values), ptr(out), ctypes.c_longlong(values.size))
    with np.errstate(over="ignore"):
        assert np.array_equal(out, values.astype(np.float16).view(np.uint16))


def test_float_to_bfloat16_rounds_to_nearest_even(converter):
    values = _floats(np.random.default_rng(1))
    values = np.concatenate([values, np.array([3.4e38, -3.4e38, 3.402823e38], np.float32)])
    out = np.empty(values.size, np.uint16)
    converter.to_bfloat16(ptr(values), ptr(out), ctypes.c_longlong(values.size))
    assert np.array_equal(out, values.astype(ml_dtypes.bfloat16).view(np.uint16))


def test_nan_stays_nan(converter):
    values = np.array([np.nan, -np.nan], np.float32)
    half, bf16 = np.empty(2, np.uint16), np.empty(2, np.uint16)
    converter.to_half(ptr(values), ptr(half), ctypes.c_longlong(2))
    converter.to_bfloat16(ptr(values), ptr(bf16), ctypes.c_longlong(2))
    assert np.isnan(half.view(np.float16)).all() and np.isnan(bf16.view(ml_dtypes.bfloat16).astype(np.float32)).all()


def run_order(probe, seed):
    order, step = np.full(4 * 32, -1, np.int32), np.zeros(1, np.int32)
    launch(probe, "record_order", 4, 32, (order, step), seed=seed)
    return order


def test_no_seed_runs_in_natural_order(probe):
    assert np.array_equal(run_order(probe, None), np.arange(128))


@pytest.mark.parametrize("seed,other", [(7, 8), (0, 1), (2 ** 64 - 1, 2 ** 64 - 2)])
def test_seeded_schedules_are_shuffled_and_reproducible(probe, seed, other):
    first, again, different = run_order(probe, seed), run_order(probe, seed), run_order(probe, other)
    assert sorted(first) == list(range(128)), "every thread runs exactly once"
    assert np.array_equal(first, again)
    assert not np.array_equal(first, np.arange(128)) and not np.array_equal(first, different)


@pytest.mark.parametrize("seed", [-1, 2 ** 64, 1.5, "3", True])
def test_a_schedule_seed_outside_64_bits_is_an_error(seed):
    with pytest.raises(skucat.InvalidArgumentError, match="schedule_seed must be None or an integer in"):
        skucat.Stream.host(schedule_seed=seed)


def test_a_stream_runs_the_schedule_it_names_and_keeps_it():
    assert skucat.Stream.host().schedule_seed is None
    assert skucat.Stream.host(schedule_seed=2 ** 64 - 1).schedule_seed == 2 ** 64 - 1
    stream = skucat.Stream.host(workers=2)
    assert (stream.workers, stream.launch_flags) == (2, 0)
    assert skucat.Stream.host(schedule_seed=3).launch_flags == 1
    for name, value in [("schedule_seed", 5), ("workers", 1), ("launch_flags", 1)]:
        with pytest.raises(AttributeError, match="fixed when it is made"):
            setattr(stream, name, value)   # launches read the settings as made
    assert (stream.workers, stream.schedule_seed, stream.launch_flags) == (2, None, 0)


def gpu_row_sum(row, threads):
    """The float32 sum of a row in the order a GPU block of `threads` threads computes block_reduce_items:
    each thread its strided slice in order, then in each warp the full xor butterfly (lane 0's
    value), then the warps in order."""
    lanes = [np.float32(0)] * threads
    for k, value in enumerate(row):
        lanes[k % threads] = np.float32(lanes[k % threads] + value)
    total = None
    for first in range(0, threads, 32):
        warp = lanes[first:first + 32]
        for offset in (16, 8, 4, 2, 1):
            warp = [np.float32(warp[lane] + warp[lane ^ offset]) for lane in range(32)]
        total = warp[0] if total is None else np.float32(total + warp[0])
    return total


@pytest.mark.parametrize("kernel", ["row_sums", "row_reduce"])
@pytest.mark.parametrize("threads,count", [(32, 300), (96, 300), (256, 300), (32, 1024), (32, 64), (32, 7), (64, 5),
                                            (128, 1000)])
@pytest.mark.parametrize("seed,workers", [(None, 1), (3, 1), (None, 2)])
def test_a_block_sync_row_sums_in_the_order_of_a_gpu_block(probe, kernel, threads, count, seed, workers):
    # Magnitudes spread over 2**-20 .. 2**20: a different order rounds differently.
    blocks = 70
    rng = np.random.default_rng(threads)
    values = (rng.standard_normal(blocks * count) * 2.0 ** rng.integers(-20, 20, blocks * count)).astype(np.float32)
    out = np.full(blocks, np.nan, np.float32)
    launch(probe, kernel, blocks, threads, (values, np.int64(count), out), seed=seed,
           workers=workers)
    expected = [gpu_row_sum(row, threads) for row in values.reshape(blocks, count)]
    assert np.array_equal(out.view(np.uint32), np.array(expected, np.float32).view(np.uint32))
    if count > 32:
        assert not np.array_equal(out, values.reshape(blocks, count).sum(axis=1, dtype=np.float32))


@pytest.mark.parametrize("threads,count", [(32, 1000), (32, 37), (64, 37), (256, 3000)])
def test_block_reduce_items_max_lets_nan_win(probe, threads, count):
    blocks = 40
    values = np.random.default_rng(count).standard_normal((blocks, count))
    values[3, count // 2] = np.nan
    values[7, count - 1] = np.nan
    values[9, :] = -np.inf
    out = np.zeros(blocks)
    launch(probe, "row_max", blocks, threads, (values.ravel(), np.int64(count), out))
    assert np.array_equal(out, values.max(axis=1), equal_nan=True)


@pytest.mark.parametrize("blocks, threads, count", [(1, 32, 5), (3, 64, 500), (4, 32, 1000), (80, 32, 5000)])
@pytest.mark.parametrize("seed, workers", [(None, 1), (None, 2), (5, 1)])
def test_a_block_sync_grid_loop_gives_each_item_to_its_gpu_thread(probe, blocks, threads, count, seed, workers):
    hits, owner, lane = (np.zeros(count, np.int32) for _ in range(3))
    launch(probe, "grid_lanes", blocks, threads, (hits, owner, lane, np.int64(count)), seed=seed,
           workers=workers)
    items, run = np.arange(count), -(-count // (blocks * threads)) * threads   # whole rounds a block, in order
    assert np.array_equal(hits, np.ones(count, np.int32))
    assert np.array_equal(owner, items // run) and np.array_equal(lane, items % threads)


def test_a_block_loop_outside_block_sync_aborts_loudly(probe):
    # Each thread would play the whole block: every item would be counted once per thread.
    code = (
        "import ctypes, sys, numpy as np, test_simt\n"
        "from skucat.backends import host\n"
        "probe = host.HostBackend().load_library(sys.argv[1])\n"
        "test_simt.launch(probe, 'row_sums_unsynced', 1, 64, (np.zeros(64, np.float32), np.int64(64), np.zeros(1, np.float32)))\n"
    )
    result = subprocess.run([sys.executable, "-c", code, probe._name], capture_output=True, text=True,
                            cwd=Path(__file__).parent)
    assert result.returncode != 0
    assert "outside a block_sync entry" in result.stderr


@pytest.mark.parametrize("statement", ["__syncthreads();", "__shared__ int cache[32];",
                                       "int v = __shfl_xor_sync(~0u, 1, 1);"])
def test_barriers_shuffles_and_shared_memory_do_not_compile_on_the_host(tmp_path, statement):
    source = tmp_path / "kernel.cu"
    source.write_text(f'#include "skucat_simt.h"\n__global__ void kernel() {{ {statement} }}\n')
    cxx, _ = host.compiler()
    result = subprocess.run([cxx, *host.FLAGS, f"-I{host.HEADER_DIR}", "-c", "-x", "c++", str(source), "-o", str(tmp_path / "k.o")],
                            capture_output=True, text=True)
    assert result.returncode != 0
    assert "SKUCAT_HOST_HAS_NO_" in result.stderr and "Lanes" in result.stderr


@pytest.mark.parametrize("blocks, threads, count", [(1, 32, 5), (3, 64, 192), (4, 32, 1000), (7, 96, 500),
                                                   (100, 32, 5000)])
@pytest.mark.parametrize("seed, workers", [(None, 1), (None, 2), (None, 3), (5, 1)])
def test_item_loops_reach_each_item_once(probe, blocks, threads, count, seed, workers):
    hits = np.zeros(count, np.int32)
    launch(probe, "count_items", blocks, threads, [hits, np.int64(count)], seed=seed, workers=workers)
    assert np.array_equal(hits, np.ones(count, np.int32))


def test_launches_from_many_threads_at_once_each_reach_every_item(probe):
    # Launches that find the worker pool busy run on their own thread; workers taking part in
    # turn change from launch to launch.
    import threading

    count, failures = 20_000, []

    def launches(worker_counts):
        for workers in worker_counts:
            hits = np.zeros(count, np.int32)
            launch(probe, "count_items", 160, 32, [hits, np.int64(count)], workers=workers)
            if not np.array_equal(hits, np.ones(count, np.int32)):
                failures.append(workers)

    threads = [threading.Thread(target=launches, args=([1 + (i + k) % 4 for k in range(60)],)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []


# Rounds of busy work in a block whose launch is worth a sleeping worker on any CPU: seven such blocks
# take over 1 ms, where the launch needs 200 us (kAsleepShare); a core that renames the stack's stores
# (AMD's Zen 4) makes a round one cycle, and 100,000 rounds left the rest at 190 us, sent alone.
HEAVY = 1_000_000


@pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="no fork on this platform")
def test_a_launch_wakes_workers_only_when_its_first_blocks_show_the_rest_is_worth_it(probe):
    # Two tiny blocks: the first, timed, shows the second is not worth a worker; every block runs alone.
    alone = np.full(2, -1, np.int32)
    launch(probe, "record_alone", 2, 32, [alone, np.int64(0), np.int64(0)], workers=2, spread=False)
    assert alone.tolist() == [1, 1]
    # Heavy blocks (HEAVY): after the first slice (one block, alone), the rest is shared, so no thread is alone.
    # (After a second without launches: what taking workers lost the launches of the tests before,
    # which a busy machine may have made milliseconds, has halved ten times.)
    time.sleep(1)
    alone = np.full(8, -1, np.int32)
    launch(probe, "record_alone", 8, 32, [alone, np.int64(HEAVY), np.int64(0)], workers=2, spread=False)
    assert alone.tolist() == [1] + [0] * 7
    alone[:] = -1   # one worker: alone throughout, however heavy
    launch(probe, "record_alone", 8, 32, [alone, np.int64(HEAVY), np.int64(0)], workers=1, spread=False)
    assert alone.tolist() == [1] * 8
    alone[:] = -1   # an entry the catalog marks host_alone: one worker, whatever the stream's and spread
    launch(probe, "record_alone_host_alone", 8, 32, [alone, np.int64(HEAVY)], workers=4, spread=True)
    assert alone.tolist() == [1] * 8


def test_a_launch_whose_first_blocks_have_no_work_times_more_of_them_before_it_decides(probe):
    # (grid_sample's items are cut per image, coarser than its blocks: its first blocks had none, the
    # rest was estimated at nothing, and its launches never split.)
    time.sleep(1)   # what taking workers lost the launches before fades (Pool::lost)
    # First a launch with no work at all, so that the one checked finds its code and data in the caches:
    # an empty block took 2 us cold, 0.2 warm.
    alone = np.full(64, -1, np.int32)
    launch(probe, "record_alone", 64, 32, [alone, np.int64(0), np.int64(64)], workers=2, spread=False)
    launch(probe, "record_alone", 64, 32, [alone, np.int64(HEAVY), np.int64(4)], workers=2, spread=False)
    # The timed slice, one block, took under 1 us: it grows to the first part's 8 blocks, then the rest is shared.
    assert alone.tolist() == [1] * 8 + [0] * 56


def test_a_kernel_whose_splits_do_not_pay_runs_alone_but_splits_one_launch_in_eight(probe):
    def alone_throughout():
        time.sleep(0.3)   # what the split before lost (Pool::lost) fades: the kernel's record decides
        alone = np.full(8, -1, np.int32)
        launch(probe, "record_alone_slow_shared", 8, 32, [alone, np.int64(HEAVY)], workers=2, spread=False)
        assert alone[0] == 1 and len(set(alone[1:].tolist())) == 1
        return bool(alone[1] == 1)
    # Shared, its blocks take 4 times as long: splits at half one thread's speed first (without a record:
    # the first launch splits), then alone, but the eighth launch the record sends alone splits again, to
    # measure. A busy machine's recent loss (Pool::lost) may send one of the first launches alone, which
    # puts the later ones a launch later: so the pattern is checked, not the places.
    time.sleep(1)
    outcomes = "".join("a" if alone_throughout() else "s" for _ in range(12))   # a: alone, s: split
    runs = [len(run) for run in outcomes.split("s") if run]
    learned = outcomes.find("aaaaa")   # the record sends it alone...
    assert outcomes[0] == "s" or outcomes[1] == "s", outcomes   # (after measuring its splits first)
    assert learned >= 0 and "s" in outcomes[learned:] and max(runs) <= 8, outcomes   # ...but splits one in eight


def test_a_launch_takes_the_workers_its_rest_is_worth(probe):
    worth = probe.threads_worth
    worth.restype, worth.argtypes = ctypes.c_uint, (ctypes.c_double, ctypes.c_uint, ctypes.c_uint, ctypes.c_double)
    assert worth(15e-6, 2, 1, 0) == 1   # a share under 10 us: not worth even a worker that is awake
    assert worth(50e-6, 2, 1, 0) == 2 and worth(50e-6, 2, 0, 0) == 1   # worth one awake, not one to wake
    assert worth(1e-3, 2, 0, 0) == 2 and worth(1.0, 2, 0, 0) == 2
    assert worth(1e-3, 16, 0, 0) == 10 and worth(1e-3, 16, 3, 0) == 10 and worth(1e-4, 16, 3, 0) == 4
    # Where a recent launch lost 4 ms by taking a worker: only a launch that saves more takes one.
    assert worth(1e-3, 2, 1, 4e-3) == 1 and worth(7e-3, 2, 0, 4e-3) == 1 and worth(9e-3, 2, 0, 4e-3) == 2


# A process with PyTorch's OpenMP team on the core of the thread that launches (libgomp counted two
# cores when it loaded, so its threads wait spinning): the median of a launch of about 0.3 ms of work
# at two workers over that at one, taken in turns. Each stream's launch flags, as the host backend's.
BESIDE_OPENMP_TEAM = """
import ctypes, os, statistics, sys, time
import numpy as np, torch, skucat
from skucat.backends import host
from skucat.backends.packing import pack

os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})   # this thread and every thread it starts
torch.set_num_threads(2)
torch.ones(1 << 22).mul_(2)   # the team starts
probe, alone = host.HostBackend().load_library(sys.argv[1]), np.zeros(64, np.int32)
dims = (ctypes.c_uint * 6)(64, 1, 1, 32, 1, 1)

def seconds(workers, rounds):
    params, _alive = pack([alone, np.int64(rounds), np.int64(0)], host.HostBackend.pointer_of)
    flags, start = skucat.Stream.host(workers=workers).launch_flags, time.perf_counter()
    probe.skucat_host_launch_record_alone(dims, params, ctypes.c_ulonglong(0), ctypes.c_int(flags),
                                          ctypes.c_uint(workers))
    return time.perf_counter() - start

rounds = 256
while seconds(1, rounds) < 3e-4:
    rounds *= 2
samples = {1: [], 2: []}
for _ in range(15):
    for workers in samples:
        samples[workers].append(seconds(workers, rounds))
print(statistics.median(samples[2]) / statistics.median(samples[1]))
"""


@pytest.mark.skipif(not hasattr(__import__("os"), "sched_setaffinity"), reason="no sched_setaffinity here")
def test_two_workers_beside_torchs_openmp_team_cost_about_what_one_does(probe, torch):
    # Where launches ran on the team (GOMP_parallel), each waited for its spinning threads: 16 ms.
    done = subprocess.run([sys.executable, "-c", BESIDE_OPENMP_TEAM, probe._name], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    assert float(done.stdout) < 3


def test_each_entry_is_exported_with_the_catalogs_block_sync_and_host_alone():
    exported = {}
    for unit in host.source_dir().glob("*/*.cu"):
        for line in unit.read_text().splitlines():
            if line.startswith("SKUCAT_ENTRY("):
                symbol, block_sync, alone = line[len("SKUCAT_ENTRY("):-1].split(", ")
                exported[symbol] = (block_sync == "true", alone == "true")
    seen = {"block_sync": 0, "host_alone": 0}
    for item in catalog.manifest()["skus"]:
        for entry, symbol in item["entries"].items():
            expected = (entry in item["block_sync"], entry in item["host_alone"])
            assert exported.pop(symbol) == expected, symbol
            seen["block_sync"] += expected[0]
            seen["host_alone"] += expected[1]
    assert not exported and min(seen.values()) > 0



def test_a_forked_child_launches_on_workers_of_its_own(probe):
    import os

    count = 20_000
    hits = np.zeros(count, np.int32)
    launch(probe, "count_items", 160, 32, [hits, np.int64(count)], workers=3)   # the parent's workers start
    pid = os.fork()
    if pid == 0:   # the child: a launch waiting on the parent's workers would hang until the alarm kills it
        import signal

        signal.alarm(30)
        child_hits = np.zeros(count, np.int32)
        launch(probe, "count_items", 160, 32, [child_hits, np.int64(count)], workers=3)
        os._exit(0 if np.array_equal(child_hits, np.ones(count, np.int32)) else 1)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    assert np.array_equal(hits, np.ones(count, np.int32))


@pytest.mark.parametrize("workers", [1, 2, 3])
def test_locked_row_runs_from_several_workers_lose_no_add(probe, workers):
    # Few rows, so workers collide on them; 37 columns, so runs start and end inside cache lines.
    count, dim = 20_000, 37
    rows = np.random.default_rng(workers).integers(0, 5, count).astype(np.int64)
    totals = np.zeros((5, dim), np.float32)
    launch(probe, "add_row_runs", 300, 64, [totals, rows, np.int64(count), np.int64(dim)], workers=workers)
    expected = np.repeat(np.bincount(rows, minlength=5).astype(np.float32)[:, None], dim, axis=1)
    assert np.array_equal(totals, expected)


# Natural schedules at 1, 2 and 3 workers (every worker taking part) and shuffled ones.
SCHEDULES = [(None, 1), (None, 2), (None, 3), (0, 1), (1, 1), (2 ** 64 - 1, 1)]


def run_on_every_schedule(probe, name, values, blocks, threads, *extra):
    outputs = []
    for seed, workers in SCHEDULES:
        out = np.full_like(values, np.nan)
        launch(probe, name, blocks, threads, (values, out, *extra), seed=seed, workers=workers)
        outputs.append(out)
    return outputs


@pytest.mark.parametrize("name,dtype", [("activations_f32", np.float32), ("activations_f64", np.float64)])
@pytest.mark.parametrize("count", [1, 63, 1000, 4097])
@pytest.mark.parametrize("threads", [256, 96])
@pytest.mark.parametrize("grid", ["whole", "strided"])
def test_item_loops_over_vector_math_give_the_same_bits_on_every_schedule(probe, name, dtype, count, threads, grid):
    # Where glibc's vector expf and its scalar one differ in the last bit (~23% of these values), an item run
    # through the vector loop on one schedule and alone on another changes the bits. "strided": a grid of 3
    # blocks, whose threads loop over the items in grid strides that are no multiple of anything.
    values = np.random.default_rng(count).uniform(-4, 4, count).astype(dtype)
    blocks = -(-count // threads) if grid == "whole" else 3
    outputs = run_on_every_schedule(probe, name, values, blocks, threads, np.int64(count))
    for out in outputs[1:]:
        assert np.array_equal(out.view(np.uint8), outputs[0].view(np.uint8))
    x = values.astype(np.float64)
    expected = np.exp(x) + np.vectorize(__import__("math").erf)(x) * np.tanh(x)
    np.testing.assert_allclose(outputs[0], expected, rtol=1e-5 if dtype == np.float32 else 1e-13)


@pytest.mark.parametrize("rows,cols", [(1, 1), (3, 37), (40, 1000), (2, 9000), (700, 5)])
@pytest.mark.parametrize("threads", [256, 100])
def test_run_loops_over_vector_math_give_the_same_bits_on_every_schedule(probe, rows, cols, threads):
    # Rows longer than a run's piece (9000) are cut at the same items whatever the schedule.
    count = rows * cols
    values = np.random.default_rng(cols).uniform(0, 4, count).astype(np.float32)
    outputs = run_on_every_schedule(probe, "activation_rows", values, -(-count // threads), threads,
                                    np.int64(count), np.int64(cols))
    for out in outputs[1:]:
        assert np.array_equal(out.view(np.uint32), outputs[0].view(np.uint32))
    np.testing.assert_allclose(outputs[0], np.exp(values) - np.log1p(values), rtol=1e-5, atol=1e-6)


@pytest.mark.skipif(not VECTOR_MATH, reason="the host backend found no vector math library (libmvec) here")
def test_item_loops_call_the_vector_math_library(probe):
    nm = shutil.which("nm")
    if nm is None:
        pytest.skip("no nm to list the probe library's symbols")
    symbols = subprocess.run([nm, "-D", "--undefined-only", probe._name], capture_output=True, text=True,
                             check=True).stdout
    # glibc's vector variants: _ZGV<isa>N<lanes>v_<name>, e.g. _ZGVdN8v_erff.
    for function in ("expf", "erff", "tanhf", "log1pf", "exp", "erf", "tanh"):
        assert re.search(rf"_ZGV[b-e]N\d+v_{function}\b", symbols), function


def test_an_order_dependent_item_loop_still_shows_it_on_shuffled_schedules(probe):
    # Float atomics into one total, magnitudes spread over 2**-20 .. 2**20: another order, other bits.
    count = 20_000
    rng = np.random.default_rng(9)
    values = (rng.standard_normal(count) * 2.0 ** rng.integers(-20, 20, count)).astype(np.float32)
    totals = set()
    for seed in (None, 0, 1, 2, 3):
        total = np.zeros(1, np.float32)
        launch(probe, "atomic_total", -(-count // 256), 256, (values, total, np.int64(count)), seed=seed)
        totals.add(total.tobytes())
    assert len(totals) > 1

