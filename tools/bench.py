#!/usr/bin/env python3
"""`skucat bench` from a checkout: every catalog op against PyTorch (see skucat/bench.py)."""

import sys

from skucat.cli import main

sys.exit(main(["bench", *sys.argv[1:]]))
