"""A YAML loader that remembers the line of every mapping, sequence and key, and rejects duplicate
keys and YAML's aliases and merges: the catalog shares through its defaults and shared steps,
which it checks, instead."""

from __future__ import annotations

import difflib
import io
from pathlib import Path

import yaml

from skucat.errors import CatalogError


class Entry(dict):
    """A mapping from the catalog; `line` is the line of its key (1-based)."""

    line: int = 0
    absent: frozenset = frozenset()  # optional keys a parser asked for and missed: suggestions for misspelt ones
    key_lines: dict = {}             # the line of each key (1-based)


class Seq(list):
    """A sequence from the catalog; `line` is the line of its first item (1-based)."""

    line: int = 0


class _Loader(yaml.SafeLoader):
    pass


def _construct_mapping(loader: _Loader, node: yaml.MappingNode) -> Entry:
    entry = Entry()
    entry.line = node.start_mark.line + 1
    entry.key_lines = {}
    for key_node, value_node in node.value:
        line = key_node.start_mark.line + 1
        if key_node.tag == "tag:yaml.org,2002:merge" or value_node in loader.constructed_objects:
            raise CatalogError(f"{node.start_mark.name}:{line}: YAML merges and aliases are not used here: "
                               f"share through defaults or shared steps")
        key = loader.construct_object(key_node, deep=True)
        if key in entry:
            raise CatalogError(f"{node.start_mark.name}:{line}: duplicate key {key!r}")
        value = loader.construct_object(value_node, deep=True)
        if isinstance(value, Entry):
            value.line = line  # errors point at the entry's name
        entry[key] = value
        entry.key_lines[key] = line
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


# Reading an entry: each key is popped from a copy as it is parsed, so that what is left over is an error.

def _close(key, keys) -> list[str]:
    return difflib.get_close_matches(str(key), [str(k) for k in keys], n=1)


def _take(entry: Entry, key: str, kind, default=...):
    if key not in entry:
        if default is ...:
            # A misspelt key shows up as a missing one: name the misspelling instead.
            near = _close(key, entry)
            raise CatalogError(f"unknown key {near[0]!r} (did you mean {key!r}?)" if near else f"missing key {key!r}")
        entry.absent |= {key}
        return default
    value = entry.pop(key)
    if not isinstance(value, kind):
        names = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
        raise CatalogError(f"{key!r} must be {names}, not {type(value).__name__} ({value!r})")
    return value


def _no_leftovers(entry: Entry):
    if entry:
        keys = sorted(entry, key=str)
        hints = [f"{near!r} for {key!r}" for key in keys for near in _close(key, entry.absent)]
        raise CatalogError(f"unknown keys {keys}" + (f" (did you mean {', '.join(hints)}?)" if hints else ""))
