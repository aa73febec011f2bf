"""A YAML loader that remembers the line of every mapping and rejects duplicate keys."""

from __future__ import annotations

import yaml

from skucat.errors import CatalogError


class Entry(dict):
    """A mapping from the catalog; `line` is the line of its key (1-based)."""

    line: int = 0


class _Loader(yaml.SafeLoader):
    pass


def _construct_mapping(loader: _Loader, node: yaml.MappingNode) -> Entry:
    entry = Entry()
    entry.line = node.start_mark.line + 1
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if key in entry:
            raise CatalogError(f"{node.start_mark.name}:{key_node.start_mark.line + 1}: duplicate key {key!r}")
        value = loader.construct_object(value_node, deep=True)
        if isinstance(value, Entry):
            value.line = key_node.start_mark.line + 1  # errors point at the entry's name
        entry[key] = value
    return entry


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def load(path) -> Entry:
    with open(path, encoding="utf-8") as stream:
        try:
            data = yaml.load(stream, Loader=_Loader)
        except yaml.YAMLError as exc:
            raise CatalogError(f"{path}: not valid YAML: {exc}") from None
    if not isinstance(data, Entry):
        raise CatalogError(f"{path}:1: the catalog must be a mapping")
    return data
