"""The ptxas resource report, parsed from the verbose lines (`-Xptxas -v`)
that NVRTC leaves in its program log."""

from __future__ import annotations

import re
from dataclasses import dataclass

_ENTRY = re.compile(r"Compiling entry function '([^']+)' for '(\w+)'")
_PROPERTIES = re.compile(r"Function properties for (\S+)")
_FRAME = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")
_USED = re.compile(r"Used (\d+) registers")
_BARRIERS = re.compile(r"used (\d+) barriers")
_SHARED = re.compile(r"(\d+) bytes smem")


@dataclass(frozen=True)
class Resources:
    """What ptxas reports for one kernel entry on one arch (sizes in bytes)."""

    registers: int
    barriers: int
    stack_frame: int
    spill_stores: int
    spill_loads: int
    shared: int


def parse(log: str) -> dict[str, Resources]:
    """Resources of every kernel entry in a ptxas verbose log, by symbol.

    ptxas announces an entry ("Compiling entry function"), then prints its
    stack and spill line after "Function properties for <name>" and its
    register line after that; device functions that were not inlined get
    properties lines too, which are skipped."""
    fields: dict[str, dict[str, int]] = {}
    entry = described = None
    for line in log.splitlines():
        if match := _ENTRY.search(line):
            entry = match[1]
            fields[entry] = {}
        elif match := _PROPERTIES.search(line):
            described = match[1]
        elif (match := _FRAME.search(line)) and described in fields:
            fields[described].update(stack_frame=int(match[1]), spill_stores=int(match[2]), spill_loads=int(match[3]))
        elif (match := _USED.search(line)) and entry is not None:
            barriers, shared = _BARRIERS.search(line), _SHARED.search(line)
            fields[entry].update(registers=int(match[1]), barriers=int(barriers[1]) if barriers else 0,
                                 shared=int(shared[1]) if shared else 0)
    return {name: Resources(**values) for name, values in fields.items() if len(values) == 6}
