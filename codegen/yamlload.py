"""A YAML loader that remembers the line of every mapping and sequence and rejects duplicate keys.
`<<: *anchor` merges an anchored mapping's keys in place; a key written out overrides a merged one."""

from __future__ import annotations

import io
from pathlib import Path

import yaml

from skucat.errors import CatalogError


class Entry(dict):
    """A mapping from the catalog; `line` is the line of its key (1-based)."""

    line: int = 0
    absent: frozenset = frozenset()  # optional keys a parser asked for and missed: suggestions for misspelt ones


class Seq(list):
    """A sequence from the catalog; `line` is the line of its first item (1-based)."""

    line: int = 0


class _Loader(yaml.SafeLoader):
    pass


def _construct_mapping(loader: _Loader, node: yaml.MappingNode) -> Entry:
    entry = Entry()
    entry.line = node.start_mark.line + 1
    merged_keys = set()   # keys a `<<: *anchor` put here, which one explicit key may override (YAML's rule)
    for key_node, value_node in node.value:
        if key_node.tag == "tag:yaml.org,2002:merge":   # the anchor's keys go here, in their order
            merged = loader.construct_object(value_node, deep=True)
            if not isinstance(merged, Entry):
                raise CatalogError(f"{node.start_mark.name}:{key_node.start_mark.line + 1}: '<<' needs a mapping")
            for key, value in merged.items():
                if key in entry:
                    raise CatalogError(f"{node.start_mark.name}:{key_node.start_mark.line + 1}: duplicate key {key!r}")
                entry[key] = value
                merged_keys.add(key)
            continue
        key = loader.construct_object(key_node, deep=True)
        if key in merged_keys:
            merged_keys.discard(key)
        elif key in entry:
            raise CatalogError(f"{node.start_mark.name}:{key_node.start_mark.line + 1}: duplicate key {key!r}")
        alias = value_node in loader.constructed_objects  # an alias keeps the line where its anchor is
        value = loader.construct_object(value_node, deep=True)
        if isinstance(value, Entry) and not alias:
            value.line = key_node.start_mark.line + 1  # errors point at the entry's name
        entry[key] = value
    return entry


def _construct_sequence(loader: _Loader, node: yaml.SequenceNode) -> Seq:
    seq = Seq(loader.construct_sequence(node, deep=True))
    seq.line = node.start_mark.line + 1
    return seq


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)


def load(path) -> Entry:
    raw = Path(path).read_bytes()
    try:
        stream = io.StringIO(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        # Decoding the whole file at once gives the offending byte's offset in the file, hence its line.
        line = raw.count(b"\n", 0, exc.start) + 1
        raise CatalogError(f"{path}: not valid UTF-8: byte {raw[exc.start]:#04x} on line {line}") from None
    stream.name = str(path)  # yaml's marks, and so the duplicate-key errors, name the file
    try:
        data = yaml.load(stream, Loader=_Loader)
    except yaml.YAMLError as exc:
        raise CatalogError(f"{path}: not valid YAML: {exc}") from None
    if not isinstance(data, Entry):
        raise CatalogError(f"{path}:1: the catalog must be a mapping")
    return data
