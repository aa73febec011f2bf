"""The host backend's recycled memory (skucat/backends/memory.py): the memory of a large array that
nothing uses any more goes to the next array of its size, and never while a view or a tensor of it
lives; small arrays, and any once the cap is 0, are numpy's own."""

from __future__ import annotations

import collections
import gc

import numpy as np
import pytest

import skucat
from skucat import native, ops, replay
from skucat.backends import memory

LARGE = memory.RECYCLE_FROM // 4   # floats: the smallest array whose memory is recycled


@pytest.fixture(autouse=True)
def no_free_blocks(monkeypatch):
    """Each test starts with no free block, and leaves the others' as they were."""
    monkeypatch.setattr(memory, "_blocks", collections.OrderedDict())
    monkeypatch.setattr(memory, "_by_size", {})
    monkeypatch.setattr(memory, "_kept", [0])
    yield
    gc.collect()   # (blocks freed by this test go to its own free list, not the next test's)


def _owner(array):
    while isinstance(array, np.ndarray) and array.base is not None:
        array = array.base
    return array


def test_the_memory_of_an_array_nothing_uses_goes_to_the_next_of_its_size():
    first = memory.empty((LARGE,), np.float32)
    address = first.ctypes.data
    del first
    again = memory.empty((LARGE // 2, 2), np.int32)   # the same bytes in another shape and dtype
    assert again.ctypes.data == address and again.shape == (LARGE // 2, 2) and again.dtype == np.int32
    assert again.flags.writeable and again.flags.c_contiguous and isinstance(_owner(again), memory._Block)
    again[:] = 7   # all of it is the array's
    assert memory.empty((LARGE + 16,), np.float32).ctypes.data != address   # another size: fresh memory
    assert memory.empty([2, LARGE], np.float32).shape == (2, LARGE) and memory.empty(LARGE, np.int8).shape == (LARGE,)


def test_memory_a_view_or_a_tensor_still_uses_is_not_lent():
    array = memory.empty((LARGE,), np.float32)
    address, view = array.ctypes.data, array[LARGE // 2:]
    del array
    assert memory.empty((LARGE,), np.float32).ctypes.data != address
    del view
    assert memory.empty((LARGE,), np.float32).ctypes.data == address
    torch = pytest.importorskip("torch", reason="PyTorch is not installed (install the 'oracle' extra)")
    array = memory.empty((LARGE,), np.float32)
    address, tensor = array.ctypes.data, torch.from_numpy(array)
    del array
    assert memory.empty((LARGE,), np.float32).ctypes.data != address and tensor.data_ptr() == address


def test_small_arrays_and_a_cap_of_0_take_numpys_memory(monkeypatch):
    assert memory.empty((LARGE - 1,), np.float32).base is None
    monkeypatch.setattr(memory, "RECYCLED_BYTES", 0)
    assert memory.empty((LARGE,), np.float32).base is None


def test_the_free_blocks_kept_stay_within_the_cap(monkeypatch):
    monkeypatch.setattr(memory, "RECYCLED_BYTES", 3 * memory.RECYCLE_FROM)
    arrays = [memory.empty((LARGE,), np.float32) for _ in range(5)]
    del arrays
    assert memory.kept_bytes() == 3 * memory.RECYCLE_FROM and len(memory._by_size[memory.RECYCLE_FROM]) == 3
    memory.empty((LARGE,), np.float32)   # taken, then given back
    assert memory.kept_bytes() == 3 * memory.RECYCLE_FROM


def test_past_the_cap_the_oldest_free_block_is_let_go(monkeypatch):
    """Blocks of a size no longer asked for make room for those of the sizes in use."""
    monkeypatch.setattr(memory, "RECYCLED_BYTES", 2 * memory.RECYCLE_FROM + 64)
    old = memory.empty((LARGE,), np.float32)
    del old
    assert memory._by_size[memory.RECYCLE_FROM]
    newer = [memory.empty((LARGE + 4,), np.float32) for _ in range(2)]   # 16 bytes more each
    addresses = {array.ctypes.data for array in newer}
    del newer
    assert memory.kept_bytes() == 2 * (memory.RECYCLE_FROM + 16) and not memory._by_size[memory.RECYCLE_FROM]
    assert memory.empty((LARGE + 4,), np.float32).ctypes.data in addresses


def test_a_block_freed_while_the_free_blocks_are_in_use_is_let_go():
    """(the collector may free one inside empty, on the thread that holds them: no wait there)"""
    array = memory.empty((LARGE,), np.float32)
    with memory._lock:
        del array
    assert memory.kept_bytes() == 0


@pytest.mark.parametrize("in_c", [True, False], ids=["C", "Python"])
def test_the_replays_take_large_outputs_in_recycled_memory(monkeypatch, in_c):
    if in_c and native.module() is None:
        pytest.skip(f"no native module: {native.reason()}")
    if not in_c:
        monkeypatch.setattr(replay, "_native", lambda: None)
    replay.replays.clear()
    x = np.linspace(-1, 1, LARGE, dtype=np.float32)
    for _ in range(2):   # recorded, then replayed
        ops.relu(x)
    out = ops.relu(x)
    address = out.ctypes.data
    assert isinstance(_owner(out), memory._Block) and np.array_equal(out, np.maximum(x, 0))
    del out
    again = ops.relu(-x)
    assert again.ctypes.data == address and np.array_equal(again, np.maximum(-x, 0))
    assert isinstance(_owner(ops.relu(x[:16])), np.ndarray)   # a small output: numpy's
    replay.replays.clear()


@pytest.mark.parametrize("value,kept", [("0", 0), (" 4096 ", 4096), ("", 1 << 28)])
def test_the_cap_is_read_from_the_environment(monkeypatch, value, kept):
    monkeypatch.setenv("SKUCAT_RECYCLED_BYTES", value)
    assert memory._cap() == kept


@pytest.mark.parametrize("value", ["-1", "1e9", "lots"])
def test_a_cap_that_is_not_a_number_of_bytes_is_refused_by_name(monkeypatch, value):
    monkeypatch.setenv("SKUCAT_RECYCLED_BYTES", value)
    with pytest.raises(skucat.InvalidArgumentError, match="SKUCAT_RECYCLED_BYTES"):
        memory._cap()
