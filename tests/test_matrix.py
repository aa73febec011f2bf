"""Every SKU of the manifest against its float64 reference, on every backend
present (the cuda backend skips, with the reason, without a device), and on
every schedule the host backend can make.

On the host backend, a schedule seed runs blocks and threads in a shuffled
order: a SKU whose precision guarantee claims determinism must give
bit-identical results on the natural schedule, run twice, and on five
shuffled ones; any other SKU must stay within tolerance on each."""

from __future__ import annotations

import numpy as np
import pytest

import skucat
from skucat.backends import cuda
from skucat.verify import comparisons, compare, verify_sku

from conftest import SKUS

SEEDS = (None, None, 0, 1, 2, 3, 2 ** 64 - 1)   # None: the natural order, run twice
CUDA_USABLE, CUDA_REASON = cuda.available()
BACKENDS = [
    pytest.param("host", id="host"),
    pytest.param("cuda", id="cuda", marks=[pytest.mark.gpu, pytest.mark.skipif(
        not CUDA_USABLE, reason=f"needs a CUDA device: {CUDA_REASON}")]),
]


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("sku", SKUS, ids=str)  # pytest 9 shortens ids over 100 characters
def test_sku_matches_reference(sku, backend):
    stream = skucat.Stream.host() if backend == "host" else skucat.Stream.cuda()
    check = verify_sku(sku, stream)
    assert check.ok, check.detail


@pytest.mark.parametrize("sku", SKUS, ids=str)  # pytest 9 shortens ids over 100 characters
def test_sku_schedules(sku):
    parsed = skucat.KernelSku.parse(sku)
    runs = []
    for seed in SEEDS:
        found = comparisons(parsed, skucat.Stream.host(schedule_seed=seed), seed=0)  # same inputs, other schedule
        for comparison in found:
            ok, _, detail = compare(comparison)
            assert ok, f"schedule seed {seed}: {detail}"
        runs.append([comparison.actual for comparison in found])
    if parsed.precision.deterministic:
        for seed, outputs in zip(SEEDS[1:], runs[1:]):
            for first, other in zip(runs[0], outputs):
                assert np.array_equal(first.reshape(-1).view(np.uint8), other.reshape(-1).view(np.uint8)), \
                    f"seed {seed} changed the bits"   # reshape: 0-d outputs have no byte view


def test_a_nan_where_an_infinity_is_expected_is_the_worst_element():
    # inf - NaN over an infinite allowance is NaN: it must fail and be the element reported
    found = skucat.verify.Comparison("out", np.array([1.0, np.nan, 2.0]), np.array([1.0, np.inf, 2.5]), "f64", atol=0.1)
    ok, worst, text = compare(found)
    assert not ok and worst == np.inf and text.startswith("out[np.int64(1)]: got np.float64(nan)")
