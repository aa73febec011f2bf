"""The generator's command line: parse, expand, render, then write or check."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from skucat.errors import SkucatError

from . import expand, model, render, write

ROOT = Path(__file__).resolve().parent.parent


def generate(catalog_path: Path = ROOT / "catalog.yaml", templates: Path = ROOT / "templates",
             hooks: Path = ROOT / "skucat" / "families") -> dict[str, str]:
    """Every generated file's text; raises CatalogError before anything is written."""
    catalog = model.parse(catalog_path, templates, hooks)
    return render.render(catalog, expand.expand(catalog), templates)


def _check(out: Path, files: dict[str, str]) -> int:
    stale = write.check(out, files)
    for name in stale:
        print(f"stale: generated/{name}", file=sys.stderr)
    if stale:
        print("generated/ is not fresh: run python tools/regen_catalog.py", file=sys.stderr)
        return 1
    print(f"generated/ is fresh ({len(files)} files)")
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Regenerate generated/ from catalog.yaml.")
    parser.add_argument("--check", action="store_true", help="only report stale files; exit 1 if any")
    parser.add_argument("--catalog", type=Path, default=ROOT / "catalog.yaml")
    parser.add_argument("--out", type=Path, default=ROOT / "generated")
    args = parser.parse_args(argv)
    try:
        if not args.check:
            write.refuse_foreign(args.out)   # before the seconds generating takes
        files = generate(args.catalog)
        if args.check:
            return _check(args.out, files)
        changed = write.write(args.out, files)
    except SkucatError as exc:   # an invalid catalog, an --out that is not a generated tree
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"generated/: {len(changed)} of {len(files)} files changed" + "".join(f"\n  {name}" for name in changed))
    return 0
