"""The `skucat` command: list and show the catalog's SKUs, build it in bulk, regenerate it,
and say what this machine can build and run (doctor).

SKU patterns (--filter, --exclude): parts separated by '*' match in order (as CUTLASS's
profiler filters); a part is '.'-separated tokens that match consecutive whole fields of
the SKU's name ('f16' matches f16, not bf16; 'bicubic' matches mode-bicubic), or a
field=value term (element=f16, op=grid_sample_backward, family=loss, mode=bilinear).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import sys
from importlib import metadata
from pathlib import Path

from . import bench, build, catalog, doctor
from .arguments import add_selection
from .backends.host import SANITIZERS
from .sku import KernelSku
from .errors import InvalidArgumentError, SkucatError

REPORT = Path("reports/cuda-resources.json")


def version() -> str:
    try:
        return metadata.version("skucat")
    except metadata.PackageNotFoundError:
        return "(not installed)"


# ---- one parser and one handler per command


def _add_list(commands) -> None:
    parser = commands.add_parser("list", help="the catalog's SKUs, one per line (or --json)",
                                 description="The catalog's SKUs, as generated/manifest.json lists them.")
    add_selection(parser)
    parser.add_argument("--family", help="only this family's SKUs")
    parser.add_argument("--op", help="only this op's SKUs")
    parser.add_argument("--json", action="store_true", help="the manifest's items (SKU, family, op, source, "
                                                            "entries, precision) as a JSON list")
    parser.set_defaults(handler=_list)


def _list(args) -> int:
    items = catalog.select(args.filter, args.exclude, args.family, args.op, args.shard)
    if args.json:
        print(json.dumps(items, indent=1))
    else:
        print("\n".join(item["sku"] for item in items))
        print(f"{len(items)} SKUs of {len({item['op'] for item in items})} ops", file=sys.stderr)
    return 0


def _add_show(commands) -> None:
    parser = commands.add_parser("show", help="everything the catalog knows of one SKU",
                                 description="Everything the catalog knows of one SKU: its op, types, modes, "
                                             "variant, precision guarantee, workspace, shape limits, entries and "
                                             "their generated source lines, and the resources of the last cuda "
                                             "build (skucat build --backend cuda) if it built the SKU.")
    parser.add_argument("sku", help="a SKU as skucat list prints it (or a selected plan's, naming its target), "
                                    "or a pattern that matches exactly one")
    parser.add_argument("--report", type=Path, default=REPORT, help="the cuda build's report (default: %(default)s)")
    parser.set_defaults(handler=_show)


def _resources(report: Path, sku: str) -> list[dict]:
    """The kernels of `sku` in a cuda build's report; none where there is no report (no build yet)."""
    if not report.exists():
        return []
    try:
        if not report.is_file():   # a directory, or a FIFO whose read would block
            raise OSError("not a regular file")
        kernels = [build.KernelReport(**kernel) for kernel in json.loads(report.read_text(encoding="utf-8"))["kernels"]]
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidArgumentError(f"--report {report} cannot be read ({exc})") from None
    except (ValueError, KeyError, TypeError) as exc:
        raise InvalidArgumentError(f"--report {report} is not a report of skucat build --backend cuda "
                                   f"({type(exc).__name__}: {exc})") from None
    return [dataclasses.asdict(kernel) for kernel in kernels if kernel.sku == sku]


def _manifest_item(sku_text: str) -> dict:
    """The manifest's item of a SKU, or of the one SKU a pattern matches."""
    try:
        generic = str(KernelSku.parse(sku_text).generic())   # a selected plan's SKU names its target
    except SkucatError:
        generic = sku_text
    items = [item for item in catalog.manifest()["skus"] if item["sku"] == generic]
    if not items:
        try:
            items = catalog.select([sku_text])
        except SkucatError:
            raise InvalidArgumentError(f"{sku_text!r} is no SKU of the catalog and matches none "
                                       f"(skucat list prints them)") from None
        if len(items) > 1:
            raise InvalidArgumentError(f"{sku_text!r} matches {len(items)} SKUs, e.g. {items[0]['sku']} "
                                       f"(skucat list --filter {sku_text!r} prints them)")
    return items[0]


def describe(sku_text: str, report: Path = REPORT) -> str:
    """`skucat show`'s text for one SKU (or the one SKU a pattern matches)."""
    item = _manifest_item(sku_text)
    sku, op = KernelSku.parse(item["sku"]), catalog.manifest()["ops"][item["op"]]
    precision = item["precision"]
    lines = [
        item["sku"],
        f"  op:          {item['op']} (family {item['family']}, category {sku.category}; catalog.yaml line "
        f"{op['catalog_line']})",
        f"  computes:    {' '.join(op['doc'].split())}",
        f"  element:     {sku.element} (the op: {', '.join(op['elements'])})",
    ]
    if op["aux"]:
        lines.append(f"  {op['aux']['name'] + ':':<13}{sku.aux} (the op: {', '.join(op['aux']['types'])})")
    for axis, value in sku.modes:
        lines.append(f"  {axis + ':':<13}{value} (compile-time; the op: {', '.join(op['axes'][axis])})")
    if op["params"]:
        lines.append(f"  params:      {', '.join(op['params'])} (runtime)")
    lines += [
        f"  variant:     {sku.variant}: {' '.join(op['variants'][sku.variant].split())}",
        f"  precision:   {precision['guarantee']}",
    ]
    if op["precision_note"]:
        lines.append(f"               {' '.join(op['precision_note'].split())}")
    lines += [f"  workspace:   {op['workspace']}", f"  shape limits: {op['shape_limits']}"]
    lines += [f"  check:       {check}" for check in op["checks"]]
    if op["adjoint"]:
        lines.append(f"  gradient:    {op['adjoint']} (its adjoint op)")
    lines.append(f"  entries ({len(item['entries'])}):")
    for entry, symbol in item["entries"].items():
        notes = ", block-cooperative" * (entry in item["block_sync"]) + \
            ", one worker on the host" * (entry in item["host_alone"])
        lines.append(f"    {entry}: {symbol}\n      generated/{item['source']}:{item['lines'][entry]}{notes}")
    resources = _resources(report, item["sku"])
    if resources:
        lines.append(f"  cuda resources ({report}):")
        lines += [f"    {k['arch']} {k['entry']}: {k['registers']} registers, {k['spill_stores']}/{k['spill_loads']} "
                  f"bytes spilled (stores/loads), {k['stack_frame']} bytes stack, {k['shared']} bytes shared"
                  for k in resources]
    else:
        lines.append(f"  cuda resources: none in {report} (skucat build --backend cuda --filter {item['sku']})")
    return "\n".join(lines)


def _show(args) -> int:
    print(describe(args.sku, args.report))
    return 0


def _add_build(commands) -> None:
    parser = commands.add_parser("build", help="compile every selected SKU for every target",
                                 description=build.__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--backend", choices=("cuda", "host"), default="cuda",
                        help="cuda: NVRTC cubins for each --arch, with a resource report (default); host: the C++ "
                             "libraries the host backend runs")
    parser.add_argument("--arch", action="append", metavar="sm_XY",
                        help=f"cuda: target arch, repeatable (default: {' '.join(build.DEFAULT_ARCHS)})")
    add_selection(parser)
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count(), help="worker processes")
    parser.add_argument("--report", type=Path, default=REPORT,
                        help="cuda: where to write the resource report (default: %(default)s)")
    parser.add_argument("--sanitize", action="store_true", help="host: build with AddressSanitizer and "
                        "UndefinedBehaviorSanitizer (run the checks with python -m skucat.verify.sanitize)")
    parser.add_argument("-q", "--quiet", action="store_true", help="cuda: no per-kernel table")
    parser.set_defaults(handler=_build, error=parser.error)


def _build(args) -> int:
    if args.backend == "host" and args.arch:
        args.error("--arch is for --backend cuda")
    if args.backend == "cuda" and args.sanitize:
        args.error("--sanitize is for --backend host")
    return _build_cuda(args) if args.backend == "cuda" else _build_host(args)


def _build_cuda(args) -> int:
    items = catalog.select(args.filter, args.exclude, shard=args.shard)
    result = build.build_cuda(items, args.arch or build.DEFAULT_ARCHS, args.jobs)
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
    result = build.build_host(catalog.select(args.filter, args.exclude, shard=args.shard), args.sanitize, args.jobs)
    kind = f"host with sanitizers ({SANITIZERS})" if args.sanitize else "host"
    print(f"{kind}: {len(result.units)} build units (one per SKU), {result.built} compiled now, "
          f"{result.seconds:.1f} s")
    from . import native

    print(f"native code (skucat._native): {native.reason() or 'built'}")
    if args.sanitize:
        print("run every SKU's verification and edge cases in them (a report fails the run): "
              "python -m skucat.verify.sanitize [--filter PATTERN] (tools/sanitize in a checkout)")
    return 0


def _add_regen(commands) -> None:
    parser = commands.add_parser("regen", help="regenerate generated/ from catalog.yaml (a checkout's)",
                                 description="Regenerate generated/ from catalog.yaml and templates/ (needs the "
                                             "codegen extra and a checkout; tools/regen_catalog.py does the same).")
    parser.add_argument("--check", action="store_true", help="only report stale files; exit 1 if any")
    parser.add_argument("--catalog", type=Path, help="another catalog file (default: the checkout's catalog.yaml)")
    parser.add_argument("--out", type=Path, help="another output directory (default: the checkout's generated/)")
    parser.set_defaults(handler=_regen)


def _regen(args) -> int:
    try:
        import jinja2  # noqa: F401
        import yaml  # noqa: F401

        from codegen.cli import ROOT, main as codegen_main
    except ImportError as exc:
        print(f"error: regenerating the catalog needs jinja2 and pyyaml ({exc.name} is missing): "
              f"pip install -e '.[codegen]', or run tools/run, which sets up .venv", file=sys.stderr)
        return 2
    if args.catalog and not args.catalog.is_file():
        print(f"error: --catalog {args.catalog} is not a file", file=sys.stderr)
        return 2
    if not (args.catalog or ROOT / "catalog.yaml").is_file():
        print(f"error: no catalog.yaml in {ROOT}: regen works in a checkout of skucat", file=sys.stderr)
        return 2
    return codegen_main(["--check"] * args.check + [f"--{name}={getattr(args, name)}" for name in ("catalog", "out")
                                                     if getattr(args, name)])


def _add_doctor(commands) -> None:
    parser = commands.add_parser("doctor", help="report compilers, NVRTC, CUDA driver, devices, CuPy, PyTorch, "
                                                "the cache and the catalog")
    parser.set_defaults(handler=_doctor)


def _doctor(args) -> int:
    from .backends.cache import cache_root

    probes, heading = doctor.report()
    print(heading)
    for label, found, description in probes:
        print(f"{label:<13} {'ok' if found else '--':<3} {description}")
    print(f"{'cache':<13}     {cache_root()} ($SKUCAT_CACHE_DIR)")
    skus = catalog.manifest()["skus"]
    print(f"{'catalog':<13}     {len(skus)} SKUs, {len(catalog.ops())} ops, {len(catalog.families())} families "
          f"({', '.join(catalog.families())})")
    return 0


def _add_bench(commands) -> None:
    parser = commands.add_parser("bench", help="time every op against PyTorch, overheads and builds",
                                 description=bench.__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--backend", choices=("host", "cuda"), default="host")
    parser.add_argument("--threads", type=int, default=os.cpu_count(),
                        help="torch.set_num_threads and the host stream's workers (default: every core)")
    parser.add_argument("--repeats", type=int, default=5, help="samples per median (default: %(default)s)")
    add_selection(parser, shard=False)
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the batch sizes (0.01: a quick check)")
    parser.add_argument("--skip-build", action="store_true", help="leave out regeneration and host builds")
    parser.add_argument("--scaling", action="store_true",
                        help="time each case at --threads workers against itself at one worker, not against PyTorch")
    parser.add_argument("--json", nargs="?", const="-", metavar="PATH",
                        help="also every record as JSON to PATH (alone: to stdout, the tables to stderr)")
    parser.set_defaults(handler=_bench)


def _bench(args) -> int:
    if args.threads < 1 or args.repeats < 1 or not 0 < args.scale < math.inf:
        raise InvalidArgumentError("--threads and --repeats must be at least 1 and --scale finite and above 0")
    path = None if args.json in (None, "-") else Path(args.json)
    if path and (path.is_dir() or not (path.parent.is_dir() and os.access(path.parent, os.W_OK))):   # before the run
        raise InvalidArgumentError(f"--json {path}: not a file in a directory this user can write to")
    return bench.main(args)


COMMANDS = (_add_list, _add_show, _add_build, _add_regen, _add_doctor, _add_bench)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="skucat", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"skucat {version()}")
    commands = parser.add_subparsers(dest="command", required=True)
    for add in COMMANDS:
        add(commands)
    return parser


def main(argv=None) -> int:
    args = _parser().parse_args(argv)
    try:
        return args.handler(args)
    except SkucatError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
