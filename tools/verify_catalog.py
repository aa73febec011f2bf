#!/usr/bin/env python3
"""Builds every family of the catalog on the host backend (in parallel), runs
each SKU once against its float64 reference, and prints a summary table."""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict

import skucat
from skucat import build
from skucat.verify import verify_sku


def progress(label: str):
    def show(done: int, total: int, width: int = 30):
        filled = width * done // max(total, 1)
        end = "\n" if done == total else ""
        print(f"\r{label} [{'#' * filled}{'.' * (width - filled)}] {done}/{total}", end=end, file=sys.stderr,
              flush=True)

    return show


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--filter", action="append", default=[], help="SKU pattern ('*'-separated substrings, in order)")
    parser.add_argument("--exclude", action="append", default=[], help="SKU pattern to leave out")
    parser.add_argument("--jobs", type=int, default=None, help="parallel compiles (default: one per family)")
    args = parser.parse_args()

    start = time.perf_counter()
    families, built = build.build_host(args.filter, args.exclude, workers=args.jobs, progress=progress("build (host)"))
    build_seconds = time.perf_counter() - start
    family_of = {entry.sku: entry.family for entry in build.select(args.filter, args.exclude)}
    skus = list(family_of)

    stream = skucat.Stream.host()
    rows = defaultdict(lambda: [0, 0, 0.0, 0.0])  # (family, element) -> SKUs, verified, worst err/tol, seconds
    failures = []
    show = progress("verify")
    for done, text in enumerate(skus, 1):
        sku = skucat.KernelSku.parse(text)
        check = verify_sku(sku, stream)
        row = rows[(family_of[text], sku.element)]
        row[0] += 1
        row[1] += check.ok
        row[2] = max(row[2], check.worst)
        row[3] += check.seconds
        if not check.ok:
            failures.append(check)
        show(done, len(skus))

    print(f"\n{'family':<14}{'element':<9}{'SKUs':>6}{'compiled':>10}{'verified':>10}{'worst err/tol':>15}{'verify s':>10}")
    for (family, element), (count, verified, worst, seconds) in sorted(rows.items()):
        print(f"{family:<14}{element:<9}{count:>6}{count:>10}{verified:>10}{worst:>15.3f}{seconds:>10.2f}")
    print(f"host build of {len(families)} families: {build_seconds:.1f} s ({built} compiled, "
          f"{len(families) - built} from the cache)")
    total = sum(row[0] for row in rows.values())
    print(f"{total - len(failures)} of {total} SKUs verified against their float64 references")
    for check in failures:
        print(f"FAILED {check.sku}: {check.detail}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
