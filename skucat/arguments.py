"""Command-line arguments that several of skucat's commands take (skucat's subcommands and
python -m skucat.verify.sanitize)."""

from __future__ import annotations

import argparse


def add_selection(parser: argparse.ArgumentParser) -> None:
    """--filter and --exclude, as every command that selects SKUs takes them."""
    parser.add_argument("--filter", action="append", default=[], metavar="PATTERN",
                        help="keep SKUs matching PATTERN (see skucat --help); repeatable, any may match")
    parser.add_argument("--exclude", action="append", default=[], metavar="PATTERN",
                        help="drop SKUs matching PATTERN; repeatable")
