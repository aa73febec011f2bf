"""Command-line arguments that several of skucat's commands take (skucat's subcommands and
python -m skucat.verify.sanitize)."""

from __future__ import annotations

import argparse

from .catalog import Shard


def add_selection(parser: argparse.ArgumentParser, shard: bool = True) -> None:
    """--filter, --exclude and (with `shard`) --shard, as every command that selects SKUs takes them."""
    parser.add_argument("--filter", action="append", default=[], metavar="PATTERN",
                        help="keep SKUs matching PATTERN (see skucat --help); repeatable, any may match")
    parser.add_argument("--exclude", action="append", default=[], metavar="PATTERN",
                        help="drop SKUs matching PATTERN; repeatable")
    if not shard:
        return
    parser.add_argument("--shard", type=_shard, metavar="I/N",
                        help="only shard I of N of the selection (1 to N; each SKU is in exactly one shard, the "
                             "shards balanced by kernels): N machines or CI jobs split the catalog")


def _shard(text: str) -> Shard:
    try:
        return Shard.parse(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
