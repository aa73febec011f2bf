#!/usr/bin/env python3
"""Regenerate generated/ from catalog.yaml (--check: exit 1 and name stale files): skucat regen."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from skucat.cli import main  # noqa: E402

sys.exit(main(["regen", *sys.argv[1:]]))
