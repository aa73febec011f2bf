"""The runtime's structure: no import cycle among skucat's and codegen's modules (imports inside
functions count), and no runtime function longer than a screen."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAX_LINES = 50


def _modules() -> dict[str, tuple[Path, bool]]:
    """{dotted name: (path, is a package)} of every module of skucat/ and codegen/."""
    found = {}
    for package in ("skucat", "codegen"):
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            is_package = parts[-1] == "__init__"
            found[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return found


def _imported(node, name: str, is_package: bool, modules) -> set[str]:
    """The modules of `modules` an import statement of module `name` imports."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names if alias.name in modules}
    if node.level:
        base = (name if is_package else name.rpartition(".")[0]).split(".")
        base = base[:len(base) - node.level + 1]
        module = ".".join(base + ([node.module] if node.module else []))
    else:
        module = node.module
    found = set()
    for alias in node.names:   # `from package import module` imports that module
        if f"{module}.{alias.name}" in modules:
            found.add(f"{module}.{alias.name}")
        elif module in modules:
            found.add(module)
    return found


def import_graph() -> dict[str, set[str]]:
    """{module: the modules it imports, at module level or inside functions}, relative imports resolved."""
    modules, graph = _modules(), {}
    for name, (path, is_package) in modules.items():
        edges = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                edges |= _imported(node, name, is_package, modules)
        graph[name] = edges - {name}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A cycle of `graph` as its modules in order (the first again at the end), or None."""
    state = {}   # module -> "open" while on the path, "done" after

    def visit(module, path):
        state[module] = "open"
        path.append(module)
        for target in sorted(graph[module]):
            if state.get(target) == "open":
                return path[path.index(target):] + [target]
            if target not in state:
                cycle = visit(target, path)
                if cycle:
                    return cycle
        path.pop()
        state[module] = "done"
        return None

    for module in sorted(graph):
        if module not in state:
            cycle = visit(module, [])
            if cycle:
                return cycle
    return None


def test_find_cycle_finds_one():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_the_graph_sees_relative_and_function_level_imports():
    graph = import_graph()
    assert "skucat.replay" in graph["skucat.functional"]          # from . import dtypes, replay
    assert "skucat.toolchain" in graph["skucat.native"]            # inside a function
    assert "skucat.backends.cache" in graph["skucat.native"]       # from .backends import cache


def test_no_import_cycle():
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_no_runtime_function_is_longer_than_a_screen():
    long = []
    for path in sorted((ROOT / "skucat").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                lines = node.end_lineno - node.lineno + 1
                if lines > MAX_LINES:
                    long.append(f"{path.name}:{node.lineno} {node.name} ({lines} lines)")
    assert not long, f"functions over {MAX_LINES} lines: {long}"
