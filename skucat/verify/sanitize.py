"""The sanitizer check (tools/sanitize; python -m skucat.verify.sanitize): builds the host
libraries with AddressSanitizer and UndefinedBehaviorSanitizer, runs every selected SKU's
verification cases and edge cases (skucat.verify.edges) in them, and prints a summary.

Each family runs in its own process started with the sanitizer runtime: a report aborts that
process (and only it), the summary names the family and the last case it began, and the exit
status is 1. Plan refusals of edge cases are expected; reports, wrong results and ops whose edge
cases were all refused are not.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor

from .. import build, catalog
from ..arguments import add_selection
from ..errors import SkucatError
from ..backends.host import SANITIZERS, HostBackend, sanitizer_environment
from ..sku import KernelSku

REPORT = re.compile(r"runtime error:|ERROR: AddressSanitizer|skucat host backend:|Traceback")
MARK = "# case "   # the child's line before each run: the last one names what a report interrupted


def check_skus(skus, stream, report=print) -> dict:
    """Verifies and sweeps `skus` on `stream`; returns counts, failures and uncovered ops."""
    from . import edges, verify_sku

    found, failures, start = edges.Sweep(), [], time.perf_counter()
    for sku in map(KernelSku.parse, map(str, skus)):
        report(f"{MARK}{sku} verification")
        check = verify_sku(sku, stream)
        if not check.ok:
            failures.append(f"{check.sku}: {check.detail}")
        found.add(edges.sweep(sku, stream, before=lambda text: report(MARK + text)))
    ops = sorted({op for op, _ in found.ran | found.refused})
    return {"skus": len(skus), "failures": failures, "ran": sum(found.ran.values()),
            "refused": sum(found.refused.values()), "uncovered": found.uncovered(ops),
            "seconds": time.perf_counter() - start}


def _child(skus: list[str]) -> int:
    import skucat

    result = check_skus(skus, skucat.Stream(HostBackend(sanitize=True)), lambda line: print(line, flush=True))
    print(json.dumps(result), flush=True)
    return 0


def _run_family(family: str, skus: list[str], environment: dict) -> dict:
    """One family's check in a sanitized process: its result, or what stopped it."""
    process = subprocess.run([sys.executable, "-m", "skucat.verify.sanitize", "--child", *skus], capture_output=True, text=True,
                             env=environment)
    lines = process.stdout.splitlines()
    if process.returncode == 0 and lines and lines[-1].startswith("{"):
        return {"family": family, **json.loads(lines[-1])}
    last = next((line[len(MARK):] for line in reversed(lines) if line.startswith(MARK)), "before the first case")
    return {"family": family, "skus": len(skus), "failures": [], "ran": 0, "refused": 0, "uncovered": [],
            "seconds": 0.0, "report": f"exit status {process.returncode} in {last}:\n{_report(process.stderr)}"}


def _report(stderr: str, frames: int = 8) -> str:
    """The sanitizer's message and the first stack frames (the kernel's), else stderr's end."""
    lines = stderr.splitlines()
    first = next((i for i, line in enumerate(lines) if REPORT.search(line)), None)
    return "\n".join(lines[first:first + frames + 2]) if first is not None else stderr[-4000:]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="tools/sanitize", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    add_selection(parser)
    parser.add_argument("-j", "--jobs", type=int, default=None, help="parallel processes (default: one per core)")
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        return _child(args.child)

    start = time.perf_counter()
    try:
        items = catalog.select(args.filter, args.exclude, shard=args.shard)
        built = build.build_host(items, sanitize=True, workers=args.jobs).built
    except SkucatError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"sanitizer build of {len(items)} SKUs: {time.perf_counter() - start:.1f} s "
          f"({built} compiled, {len(items) - built} from the cache)", flush=True)
    by_family = defaultdict(list)
    for item in items:
        by_family[item["family"]].append(item["sku"])
    families = list(by_family)
    environment = sanitizer_environment()
    with ThreadPoolExecutor(max_workers=args.jobs or None) as pool:
        results = list(pool.map(lambda family: _run_family(family, by_family[family], environment), families))

    print(f"\n{'family':<14}{'SKUs':>6}{'verified':>10}{'edge cases':>12}{'refused':>9}{'seconds':>9}  result")
    for r in results:
        verdict = "REPORT" if "report" in r else "FAILED" if r["failures"] or r["uncovered"] else "clean"
        verified = r["skus"] - len(r["failures"]) if "report" not in r else 0
        print(f"{r['family']:<14}{r['skus']:>6}{verified:>10}{r['ran']:>12}{r['refused']:>9}{r['seconds']:>9.1f}  {verdict}")
    total = {key: sum(r[key] for r in results) for key in ("skus", "ran", "refused")}
    problems = [f"{r['family']}: sanitizer {r['report']}" for r in results if "report" in r]
    problems += [f"wrong result: {failure}" for r in results for failure in r["failures"]]
    problems += [f"edge cases: {line}" for r in results for line in r["uncovered"]]
    print(f"{total['skus']} SKUs of {len(families)} families: verification cases and {total['ran']} edge cases "
          f"({total['refused']} more refused by the plans) under {SANITIZERS}, "
          f"in {time.perf_counter() - start:.1f} s: {'FAILED' if problems else 'no report'}")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
