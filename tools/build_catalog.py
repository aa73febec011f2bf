#!/usr/bin/env python3
"""Compile the catalog in bulk: the same as `skucat build` (see --help)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from skucat.cli import main  # noqa: E402

sys.exit(main(["build", *sys.argv[1:]]))
