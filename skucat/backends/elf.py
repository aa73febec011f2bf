"""Just enough ELF to list the functions of a cubin (or any little-endian ELF64 object)."""

from __future__ import annotations

import struct

from ..errors import BackendError

_SHT_SYMTAB = 2
_STT_FUNC = 2
_STB_GLOBAL = 1
_SECTION = struct.Struct("<IIQQQQIIQQ")  # Elf64_Shdr
_SYMBOL = struct.Struct("<IBBHQQ")  # Elf64_Sym


def global_functions(image: bytes) -> set[str]:
    """Names of the global function symbols in the image's .symtab: in a cubin,
    the kernel entries (NVRTC's own helpers are local)."""
    if image[:4] != b"\x7fELF" or image[4:6] != b"\x02\x01":
        raise BackendError("not a little-endian ELF64 image")
    section_offset = struct.unpack_from("<Q", image, 0x28)[0]
    entry_size, count = struct.unpack_from("<HH", image, 0x3A)
    sections = [_SECTION.unpack_from(image, section_offset + index * entry_size) for index in range(count)]
    names = set()
    for _, kind, _, _, offset, size, link, _, _, symbol_size in sections:
        if kind != _SHT_SYMTAB:
            continue
        strings = sections[link][4]
        for at in range(offset, offset + size, symbol_size):
            name, info, *_ = _SYMBOL.unpack_from(image, at)
            if info & 0xF == _STT_FUNC and info >> 4 == _STB_GLOBAL:
                end = image.index(b"\0", strings + name)
                names.add(image[strings + name:end].decode())
    return names
