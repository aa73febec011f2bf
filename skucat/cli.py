"""The `skucat` command: `build` compiles the catalog in bulk, `doctor` says
what this machine can build and run."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from . import bench, build, doctor
from .backends.host import SANITIZERS
from .errors import SkucatError


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="skucat", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    build_parser = commands.add_parser("build", help="compile every selected family for every target",
                                       description=build.__doc__,
                                       formatter_class=argparse.RawDescriptionHelpFormatter)
    build_parser.add_argument("--backend", choices=("cuda", "host"), default="cuda")
    build_parser.add_argument("--arch", action="append", metavar="sm_XY",
                              help=f"cuda: target arch, repeatable (default: {' '.join(build.DEFAULT_ARCHS)})")
    build_parser.add_argument("--filter", action="append", default=[], metavar="PATTERN",
                              help="keep SKUs matching PATTERN: '*'-separated substrings in order; repeatable")
    build_parser.add_argument("--exclude", action="append", default=[], metavar="PATTERN",
                              help="drop SKUs matching PATTERN; repeatable")
    build_parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count(), help="worker processes")
    build_parser.add_argument("--report", type=Path, default=Path("reports/cuda-resources.json"),
                              help="cuda: where to write the resource report (default: %(default)s)")
    build_parser.add_argument("--sanitize", action="store_true", help="host: build with AddressSanitizer and UndefinedBehaviorSanitizer "
                                   "(run the checks with python -m skucat.verify.sanitize)")
    build_parser.add_argument("-q", "--quiet", action="store_true", help="cuda: no per-kernel table")
    commands.add_parser("doctor", help="report compilers, NVRTC, CUDA driver, devices, CuPy, PyTorch")
    bench_parser = commands.add_parser("bench", help="time every op against PyTorch, overheads and builds",
                                       description=bench.__doc__,
                                       formatter_class=argparse.RawDescriptionHelpFormatter)
    bench_parser.add_argument("--backend", choices=("host", "cuda"), default="host")
    bench_parser.add_argument("--threads", type=int, default=os.cpu_count(),
                              help="host: torch.set_num_threads and skucat's workers (default: every core)")
    bench_parser.add_argument("--repeats", type=int, default=5, help="samples per median (default: %(default)s)")
    bench_parser.add_argument("--filter", action="append", default=[], metavar="PATTERN",
                              help="time only cases whose name matches PATTERN ('*'-separated substrings in "
                                   "order, as in build); repeatable; leaves out the overhead section")
    bench_parser.add_argument("--scale", type=float, default=1.0,
                              help="multiply the batch sizes by this (e.g. 0.01 for a quick check)")
    bench_parser.add_argument("--skip-build", action="store_true", help="leave out regeneration and host builds")
    bench_parser.add_argument("--json", nargs="?", const="-", metavar="PATH",
                              help="also write every record as JSON to PATH (alone: to stdout, tables to stderr)")
    return parser


def _build_cuda(args) -> int:
    result = build.build_cuda(args.arch or build.DEFAULT_ARCHS, args.filter, args.exclude, args.jobs)
    if not args.quiet:
        print(build.format_table(result.kernels))
    build.write_report(result, args.report)
    jobs = len(result.families) * len(result.archs)
    most = max(result.kernels, key=lambda kernel: kernel.registers)
    print(f"{len(result.kernels) // len(result.archs)} kernel entries ({' '.join(result.families)}) "
          f"for {' '.join(result.archs)}: {result.built} of {jobs} family cubins compiled now, "
          f"{result.seconds:.1f} s")
    print(f"max registers: {most.registers} ({most.sku} : {most.entry} on {most.arch})")
    if result.spilling:
        print("spills:\n" + "\n".join(f"  {k.spill_stores}/{k.spill_loads} bytes stored/loaded: {k.sku} : {k.entry} "
                                      f"on {k.arch}" for k in result.spilling))
    else:
        print("spills: none")
    print(f"report: {args.report}")
    return 0


def _build_host(args) -> int:
    families, built = build.build_host(args.filter, args.exclude, args.sanitize, args.jobs)
    kind = f"host with sanitizers ({SANITIZERS})" if args.sanitize else "host"
    print(f"{kind}: {len(families)} families ({' '.join(families)}), {built} compiled now")
    if args.sanitize:
        print("run every SKU's verification and edge cases in them (a report fails the run): "
              "python -m skucat.verify.sanitize [--filter PATTERN] (tools/sanitize in a checkout)")
    return 0


def _doctor(args) -> int:
    probes, heading = doctor.report()
    print(heading)
    for label, found, description in probes:
        print(f"{label:<13} {'ok' if found else '--':<3} {description}")
    return 0


def _bench(args) -> int:
    if args.threads < 1 or args.repeats < 1 or not args.scale > 0:
        print("error: --threads and --repeats must be at least 1 and --scale above 0", file=sys.stderr)
        return 2
    return bench.main(args)


def main(argv=None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command == "build" and args.backend == "host" and args.arch:
        parser.error("--arch is for --backend cuda")
    if args.command == "build" and args.backend == "cuda" and args.sanitize:
        parser.error("--sanitize is for --backend host")
    command = {"doctor": _doctor, "bench": _bench}.get(args.command) or (
        _build_cuda if args.backend == "cuda" else _build_host)
    try:
        return command(args)
    except SkucatError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
