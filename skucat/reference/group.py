"""References for the grouping building blocks: a stable sort by key and ordered group sums."""

from __future__ import annotations

import numpy as np

from .. import dtypes
from ..verify import Case, Expected, eps


def group_by_key(keys, buckets):
    """(offsets, order): the positions of in-range keys sorted by (key, position), then -1s."""
    keys = np.asarray(keys, np.int64)
    kept = np.flatnonzero((keys >= 0) & (keys < buckets))
    order = np.full(keys.size, -1, np.int64)
    order[:kept.size] = kept[np.argsort(keys[kept], kind="stable")]
    offsets = np.searchsorted(np.sort(keys[kept]), np.arange(buckets + 1), side="left")
    return offsets.astype(np.int64), order


def group_sum(values, offsets, order, buckets):
    """Returns (out, magnitude): out[b] sums values[order[j]] over group b, skipping entries of -1
    (positions group_by_key left out); magnitude, per element, sums |terms| (what the accumulation
    error is proportional to)."""
    values = np.asarray(values, np.float64)
    out = np.zeros((buckets, values.shape[1]))
    magnitude = np.zeros_like(out)
    for b in range(buckets):
        rows = order[offsets[b]:offsets[b + 1]]
        rows = rows[rows >= 0]
        out[b] = values[rows].sum(axis=0)
        magnitude[b] = np.abs(values[rows]).sum(axis=0)
    return out, magnitude


# ---- verification cases: hot keys (one group of hundreds), empty groups, keys out of range, more
# buckets than a scan chunk holds and no items at all.

def cases_group_by_key(sku, rng):
    key_type = dtypes.numpy_dtype(sku.element)
    for items, buckets in ((600, 37), (3000, 2500), (0, 5), (40, 1)):
        keys = rng.integers(-3, buckets + 3, items)
        keys[: items // 3] = buckets // 2                    # a hot key
        keys = rng.permutation(keys).astype(key_type)
        offsets, order = group_by_key(keys, buckets)
        yield Case(f"(items={items}, buckets={buckets})", dict(items=items, buckets=buckets), dict(keys=keys),
                   {"offsets": Expected(offsets, exact=True), "order": Expected(order, exact=True)})


def cases_group_sum(sku, rng):
    element = dtypes.numpy_dtype(sku.element)
    for items, buckets, cols in ((300, 23, 7), (50, 1, 3), (0, 4, 2)):
        keys = rng.integers(0, buckets + 2, items)           # some left out (-1 in order)
        offsets, order = group_by_key(keys, buckets)
        values = rng.standard_normal((items, cols)).astype(element)
        expected, magnitude = group_sum(values, offsets, order, buckets)
        terms = max(1, int(np.diff(offsets).max(initial=0)))
        yield Case(f"(items={items}, buckets={buckets})", dict(items=items, buckets=buckets, cols=cols),
                   dict(values=values, offsets=offsets, order=order),
                   {"out": Expected(expected, 2 * terms * eps(sku.precision.accumulate) * magnitude)})
