"""The host SIMT layer: 16-bit conversions, seeded schedules and block barriers."""

from __future__ import annotations

import ctypes
import subprocess
import sys
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

import skucat
from skucat.backends import host
from skucat.backends.packing import pack


@pytest.fixture(scope="module")
def probe(tmp_path_factory):
    library = tmp_path_factory.mktemp("simt") / "probe.so"
    cxx, _ = host.compiler()
    source = Path(__file__).with_name("simt_probe.cu")
    subprocess.run([cxx, *host.FLAGS, f"-I{host.HEADER_DIR}", str(source), "-o", str(library)], check=True)
    return ctypes.CDLL(str(library))


def ptr(array):
    return ctypes.c_void_p(array.ctypes.data)


def launch(probe, name, blocks, threads, params, seed=None, block_sync=False, workers=1):
    """seed None: the natural order; an integer: the schedule shuffled by it."""
    kernel_params, _alive = pack(params, host.HostBackend.pointer_of)
    dims = (ctypes.c_uint * 6)(blocks, 1, 1, threads, 1, 1)
    flags = int(block_sync) | (seed is not None) << 1
    getattr(probe, f"skucat_host_launch_{name}")(dims, kernel_params, ctypes.c_ulonglong(seed or 0), ctypes.c_int(flags),
                                                 ctypes.c_uint(workers))


def test_half_to_float_is_exact_for_every_half(probe):
    bits = np.arange(1 << 16, dtype=np.uint16)
    out = np.empty(bits.size, np.float32)
    probe.from_half(ptr(bits), ptr(out), ctypes.c_longlong(bits.size))
    expected = bits.view(np.float16).astype(np.float32)
    nan = np.isnan(expected)
    assert np.array_equal(np.isnan(out), nan)
    assert np.array_equal(out[~nan].view(np.uint32), expected[~nan].view(np.uint32))


def _floats(rng):
    # Every half's neighbourhood: exact values, ties and points between them, plus wide random values.
    halves = np.arange(1 << 16, dtype=np.uint16).view(np.float16).astype(np.float32)
    halves = halves[np.isfinite(halves)]
    ties = (halves[:-1].astype(np.float64) + halves[1:]) / 2
    wide = rng.standard_normal(200_000).astype(np.float32) * np.float32(2.0) ** rng.integers(-30, 30, 200_000)
    special = np.array([0.0, -0.0, np.inf, -np.inf, 65504, 65519.99, 65520, 1e-8, 6e-8, 3e-8], np.float32)
    return np.concatenate([halves, ties.astype(np.float32), np.nextafter(ties.astype(np.float32), np.float32(np.inf)),
                           wide, special]).astype(np.float32)


def test_float_to_half_rounds_to_nearest_even(probe):
    values = _floats(np.random.default_rng(0))
    out = np.empty(values.size, np.uint16)
    probe.to_half(ptr(values), ptr(out), ctypes.c_longlong(values.size))
    with np.errstate(over="ignore"):
        assert np.array_equal(out, values.astype(np.float16).view(np.uint16))


def test_float_to_bfloat16_rounds_to_nearest_even(probe):
    values = _floats(np.random.default_rng(1))
    values = np.concatenate([values, np.array([3.4e38, -3.4e38, 3.402823e38], np.float32)])
    out = np.empty(values.size, np.uint16)
    probe.to_bfloat16(ptr(values), ptr(out), ctypes.c_longlong(values.size))
    assert np.array_equal(out, values.astype(ml_dtypes.bfloat16).view(np.uint16))


def test_nan_stays_nan(probe):
    values = np.array([np.nan, -np.nan], np.float32)
    half, bf16 = np.empty(2, np.uint16), np.empty(2, np.uint16)
    probe.to_half(ptr(values), ptr(half), ctypes.c_longlong(2))
    probe.to_bfloat16(ptr(values), ptr(bf16), ctypes.c_longlong(2))
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


def test_a_stream_runs_the_schedule_it_names():
    assert skucat.Stream.host().schedule_seed is None
    assert skucat.Stream.host(schedule_seed=2 ** 64 - 1).schedule_seed == 2 ** 64 - 1


@pytest.mark.parametrize("seed,workers", [(None, 1), (3, 1), (None, 2)])
def test_syncthreads_is_a_barrier_under_fibers(probe, seed, workers):
    # Asking for two workers must not let two blocks share one block's shared memory.
    values = np.random.default_rng(seed or 0).integers(-1000, 1000, 8 * 64).astype(np.int32)
    out = np.zeros(8, np.int32)
    launch(probe, "block_sum", 8, 64, (values, out), seed=seed, block_sync=True, workers=workers)
    assert np.array_equal(out, values.reshape(8, 64).sum(axis=1))


def test_syncthreads_outside_block_sync_aborts_loudly(probe):
    # A barrier in a kernel launched without fibers would be silently wrong: it must abort instead.
    code = (
        "import ctypes, sys, numpy as np, test_simt\n"
        "probe = ctypes.CDLL(sys.argv[1])\n"
        "test_simt.launch(probe, 'block_sum', 1, 64, (np.zeros(64, np.int32), np.zeros(1, np.int32)))\n"
    )
    result = subprocess.run([sys.executable, "-c", code, probe._name], capture_output=True, text=True,
                            cwd=Path(__file__).parent)
    assert result.returncode != 0
    assert "not declared block_sync" in result.stderr


def test_large_shared_memory_loads_and_is_per_block(probe):
    out = np.zeros(4, np.int32)
    launch(probe, "big_shared", 4, 128, (out,), block_sync=True, workers=2)
    assert (out == sum(range(16384)) % 1000003).all()


@pytest.mark.parametrize("threads", [256, 96, 32])
@pytest.mark.parametrize("seed", [None, 0, 3, 11])
def test_warp_shuffles_reduce_as_a_plain_sum_under_any_schedule(probe, threads, seed):
    # Integer-valued doubles: every summation order gives the exact sum, so any lane
    # reading a stale or wrong slot shows.
    blocks, warps = 3, threads // 32
    values = np.random.default_rng(seed or 0).integers(-2**20, 2**20, blocks * threads).astype(np.float64)
    butterfly, down = np.full(blocks * threads, np.nan), np.full(blocks * warps, np.nan)
    total = np.full(blocks, np.nan)
    launch(probe, "warp_sums", blocks, threads, (values, butterfly, down, total), seed=seed, block_sync=True)
    per_warp = [values.reshape(blocks, threads)[:, w * 32:(w + 1) * 32].sum(axis=1) for w in range(warps)]
    assert np.array_equal(down.reshape(blocks, warps), np.stack(per_warp, axis=1))
    lane_warp = np.arange(threads) // 32
    assert np.array_equal(butterfly.reshape(blocks, threads), np.stack(per_warp, axis=1)[:, lane_warp])
    assert np.array_equal(total, values.reshape(blocks, threads).sum(axis=1))


def test_a_shuffle_missing_a_lane_aborts_loudly_instead_of_hanging(probe):
    # Lane 5 returns early; the others shuffle with a mask naming it.
    code = (
        "import ctypes, sys, numpy as np, test_simt\n"
        "probe = ctypes.CDLL(sys.argv[1])\n"
        "test_simt.launch(probe, 'missing_lane', 1, 32, (np.zeros(32, np.int32),), block_sync=True)\n"
    )
    result = subprocess.run([sys.executable, "-c", code, probe._name], capture_output=True, text=True,
                            cwd=Path(__file__).parent, timeout=60)
    assert result.returncode != 0
    assert "deadlock" in result.stderr


@pytest.mark.parametrize("blocks, threads, count", [(1, 32, 5), (3, 64, 192), (4, 32, 1000), (7, 96, 500)])
@pytest.mark.parametrize("seed, workers", [(None, 1), (None, 2), (None, 3), (5, 1)])
def test_item_loops_reach_each_item_once(probe, blocks, threads, count, seed, workers):
    hits = np.zeros(count, np.int32)
    launch(probe, "count_items", blocks, threads, [hits, np.int64(count)], seed=seed, workers=workers)
    assert np.array_equal(hits, np.ones(count, np.int32))
