"""The resource-report and cubin-symbol readers of the cuda build, on fixed inputs (no NVRTC needed)."""

from __future__ import annotations

import struct

import pytest

from skucat.backends import elf, ptxas
from skucat.errors import BackendError

# A ptxas log as NVRTC 13 writes it: an entry that spills, uses shared memory
# and barriers, calls a device function that was not inlined.
PTXAS_LOG = """\
ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'k' for 'sm_90'
ptxas info    : Function properties for k
ptxas         .     272 bytes stack frame, 4 bytes spill stores, 8 bytes spill loads
ptxas info    : Used 24 registers, used 1 barriers, 272 bytes cumulative stack size, 1024 bytes smem
ptxas info    : Compile time = 19.065 ms
ptxas info    : Function properties for _Z1hPfi
ptxas         .     0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Compiling entry function 'plain' for 'sm_90'
ptxas info    : Function properties for plain
ptxas         .     0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 12 registers, used 0 barriers
"""


def test_ptxas_lines_parse_into_resources():
    assert ptxas.parse(PTXAS_LOG) == {
        "k": ptxas.Resources(registers=24, barriers=1, stack_frame=272, spill_stores=4, spill_loads=8, shared=1024),
        "plain": ptxas.Resources(registers=12, barriers=0, stack_frame=0, spill_stores=0, spill_loads=0, shared=0),
    }


def test_elf_reader_refuses_what_is_not_elf64():
    with pytest.raises(BackendError, match="ELF64"):
        elf.global_functions(b"not an ELF image")


def _elf(symbols) -> bytes:
    """A minimal ELF64 image: a header, a string table and a symbol table of (name, info) pairs."""
    strings = b"\0" + b"".join(name.encode() + b"\0" for name, _ in symbols)
    table, at = bytearray(24), 1  # symbol 0 is the null symbol
    for name, info in symbols:
        table += struct.pack("<IBBHQQ", at, info, 0, 0, 0, 0)
        at += len(name) + 1
    strings_at, table_at = 64, 64 + len(strings)
    sections_at = table_at + len(table)
    header = b"\x7fELF\x02\x01\x01" + bytes(9) + struct.pack("<HHIQQQIHHHHHH", 1, 190, 1, 0, 0, sections_at,
                                                               0, 64, 0, 0, 64, 3, 0)
    sections = bytes(64)
    sections += struct.pack("<IIQQQQIIQQ", 0, 3, 0, 0, strings_at, len(strings), 0, 0, 1, 0)  # .strtab
    sections += struct.pack("<IIQQQQIIQQ", 0, 2, 0, 0, table_at, len(table), 1, 1, 8, 24)  # .symtab
    return header + strings + bytes(table) + sections


def test_elf_reader_lists_global_functions_only():
    image = _elf([("kernel", 0x12), ("local_helper", 0x02), ("global_data", 0x11), ("other_kernel", 0x12)])
    assert elf.global_functions(image) == {"kernel", "other_kernel"}
