"""python -m codegen [--check]: regenerate generated/ from catalog.yaml."""

import sys

from .cli import main

sys.exit(main())
