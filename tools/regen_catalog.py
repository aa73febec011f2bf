#!/usr/bin/env python3
"""Regenerate generated/ from catalog.yaml (--check: exit 1 and name stale files)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

try:
    import jinja2  # noqa: F401
    import ml_dtypes  # noqa: F401
    import numpy  # noqa: F401
    import yaml  # noqa: F401
except ImportError as exc:
    sys.exit(f"regenerating the catalog needs numpy, ml_dtypes, jinja2 and pyyaml ({exc.name} is missing): "
             f"pip install -e '.[codegen]', or run tools/run, which sets up .venv")

from codegen.cli import main  # noqa: E402

sys.exit(main())
