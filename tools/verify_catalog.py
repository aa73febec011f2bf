#!/usr/bin/env python3
"""The main job (tools/run): regenerates generated/ from catalog.yaml, builds every selected
SKU on the host backend (in parallel), runs each selected SKU once against its float64
reference, and prints a summary per op. Patterns as `skucat list` takes them."""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def verify(args) -> int:
    import skucat
    from skucat import build, catalog, progress
    from skucat.verify import verify_sku

    items = catalog.select(args.filter, args.exclude, shard=args.shard)
    host_build = build.build_host(items, workers=args.jobs)

    stream = skucat.Stream.host()
    rows = defaultdict(lambda: [0, 0, 0, 0.0, 0.0])  # (family, op) -> SKUs, kernels, verified, worst err/tol, seconds
    elements = defaultdict(list)
    failures = []
    bar = progress.bar(len(items), "verify", unit="SKU")
    for item in items:
        bar.set_postfix_str(f"{item['family']}: {item['op']}")
        sku = skucat.KernelSku.parse(item["sku"])
        check = verify_sku(sku, stream)
        row = rows[(item["family"], item["op"])]
        row[0] += 1
        row[1] += len(item["entries"])
        row[2] += check.ok
        row[3] = max(row[3], check.worst)
        row[4] += check.seconds
        if sku.element not in elements[item["op"]]:
            elements[item["op"]].append(sku.element)
        if not check.ok:
            failures.append(check)
        bar.update()
    bar.close()

    width = max(len(op) for _, op in rows) + 2
    print(f"{'family':<14}{'op':<{width}}{'SKUs':>5}{'kernels':>9}{'verified':>10}{'worst err/tol':>15}"
          f"{'verify s':>10}  elements")
    for (family, op), (count, kernels, verified, worst, seconds) in rows.items():
        print(f"{family:<14}{op:<{width}}{count:>5}{kernels:>9}{verified:>10}{worst:>15.3f}{seconds:>10.2f}  "
              f"{' '.join(elements[op])}")
    print(f"host build of {len(host_build.units)} build units ({sum(row[1] for row in rows.values())} kernels): "
          f"{host_build.seconds:.1f} s, {host_build.built} compiled now, "
          f"{len(host_build.units) - host_build.built} from the cache")
    total = sum(row[0] for row in rows.values())
    print(f"{total - len(failures)} of {total} SKUs of {len(rows)} ops verified against their float64 references")
    for check in failures:
        print(f"FAILED {check.sku}: {check.detail}")
    return 1 if failures else 0


def main(argv=None) -> int:
    sys.path.insert(0, str(ROOT))
    from skucat.arguments import add_selection   # skucat's package imports nothing generated

    parser = argparse.ArgumentParser(prog="tools/run", description=__doc__)
    add_selection(parser)
    parser.add_argument("-j", "--jobs", type=int, default=None, help="parallel compiles (default: one per core)")
    args = parser.parse_args(argv)
    # skucat is imported after the regeneration, so that it loads the plans just generated
    if subprocess.run([sys.executable, str(ROOT / "tools" / "regen_catalog.py")]).returncode:
        return 1
    from skucat.errors import SkucatError

    try:
        return verify(args)
    except SkucatError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
