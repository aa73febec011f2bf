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


# ---- `skucat bench`: 256K keys into 50000 buckets, against PyTorch

def _bench_keys(env):
    """(N, B, (ours, peer) of the keys)."""
    N, B = env.n(1 << 18), env.n(50_000)
    return N, B, env.both(env.rng.integers(0, B, N).astype(np.int64))[0]


def bench_group_by_key(env):
    """PyTorch: a stable sort and a bincount."""
    torch = env.torch
    N, B, (k, t_k) = _bench_keys(env)
    yield env.case(f"group_by_key i64 [{N}] into {B}", lambda: env.ops.group_by_key(k, B),
                   lambda: (torch.sort(t_k, stable=True).indices, torch.bincount(t_k, minlength=B).cumsum(0)), (N,),
                   dtype="i64", compare=lambda ours, peer: (
                       (ours[1], ours[0]), (peer[0], torch.cat([peer[1].new_zeros(1), peer[1]]))))   # (order, offsets)


def bench_group_sum(env):
    """Summing [256K, 32] rows by group; PyTorch: segment_reduce of the gathered rows."""
    torch = env.torch
    N, B, (k, t_k) = _bench_keys(env)
    C = 32
    (v, t_v), = env.both(env.normal(N, C))
    offsets, order = env.ops.group_by_key(k, B)
    t_order, t_lengths = torch.sort(t_k, stable=True).indices, torch.bincount(t_k, minlength=B)
    yield env.case(f"group_sum f32 [{N}x{C}] into {B}", lambda: env.ops.group_sum(v, offsets, order),
                   lambda: torch.segment_reduce(t_v[t_order], "sum", lengths=t_lengths), (N, C))
