"""Progress bars (tqdm) on stderr for the bulk builds and verification: quiet when stderr is
not a terminal, or when tqdm (in the codegen and cuda extras) is not installed."""

from __future__ import annotations

import sys


class _Quiet:
    def update(self, n: int = 1) -> None:
        pass

    def set_postfix_str(self, text: str) -> None:
        pass

    def close(self) -> None:
        pass


def bar(total: int, description: str, unit: str = "job"):
    """A bar of `total` steps named `description`: update(), set_postfix_str() (what is running) and close()."""
    if not sys.stderr.isatty():
        return _Quiet()
    try:
        from tqdm import tqdm
    except ImportError:
        return _Quiet()
    return tqdm(total=total, desc=description, unit=unit, file=sys.stderr, leave=False, dynamic_ncols=True)
