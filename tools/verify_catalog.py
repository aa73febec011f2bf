#!/usr/bin/env python3
"""Builds every family of the catalog on the host backend (in parallel), runs
each SKU once against its float64 reference, and prints a summary table."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor, as_completed

import skucat
from skucat.backends.host import default_backend
from skucat.generated import __file__ as generated_init
from skucat.verify import verify_sku


def progress(label: str, done: int, total: int, width: int = 30):
    filled = width * done // max(total, 1)
    print(f"\r{label} [{'#' * filled}{'.' * (width - filled)}] {done}/{total}", end="", file=sys.stderr, flush=True)
    if done == total:
        print(file=sys.stderr)


def build(family: str) -> tuple[str, float, bool]:
    start = time.perf_counter()
    _, built = default_backend().build(family)
    return family, time.perf_counter() - start, built


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--filter", default="*", help="SKU pattern: '*'-separated substrings, in order")
    parser.add_argument("--jobs", type=int, default=2, help="parallel compiles")
    args = parser.parse_args()

    manifest = json.loads((__import__("pathlib").Path(generated_init).parent / "manifest.json").read_text())
    skus = [entry for entry in manifest["skus"] if skucat.KernelSku.parse(entry["sku"]).matches(args.filter)]
    families = sorted({entry["family"] for entry in skus})

    build_seconds, fresh = {}, {}
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        futures = [pool.submit(build, family) for family in families]
        progress("build (host)", 0, len(futures))
        for done, future in enumerate(as_completed(futures), 1):
            family, seconds, built = future.result()
            build_seconds[family], fresh[family] = seconds, built
            progress("build (host)", done, len(futures))

    stream = skucat.Stream.host()
    rows = defaultdict(lambda: [0, 0, 0.0, 0.0])  # (family, element) -> skus, verified, worst, seconds
    failures = []
    progress("verify", 0, len(skus))
    for done, entry in enumerate(skus, 1):
        sku = skucat.KernelSku.parse(entry["sku"])
        check = verify_sku(sku, stream)
        row = rows[(entry["family"], sku.element)]
        row[0] += 1
        row[1] += check.ok
        row[2] = max(row[2], check.worst)
        row[3] += check.seconds
        if not check.ok:
            failures.append(check)
        progress("verify", done, len(skus))

    print(f"\n{'family':<14}{'element':<9}{'SKUs':>6}{'compiled':>10}{'verified':>10}{'worst err/tol':>15}{'verify s':>10}")
    for (family, element), (count, verified, worst, seconds) in sorted(rows.items()):
        print(f"{family:<14}{element:<9}{count:>6}{count:>10}{verified:>10}{worst:>15.3f}{seconds:>10.2f}")
    for family in families:
        state = "compiled" if fresh[family] else "from cache"
        print(f"build {family}: {build_seconds[family]:.1f} s ({state})")
    total = sum(row[0] for row in rows.values())
    print(f"{total - len(failures)} of {total} SKUs verified against their float64 references")
    for check in failures:
        print(f"FAILED {check.sku}: {check.detail}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
