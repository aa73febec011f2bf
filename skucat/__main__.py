"""python -m skucat: the skucat command."""

import sys

from .cli import main

sys.exit(main())
