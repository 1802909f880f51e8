"""The house: the import graph of compiler/ and runtime/ has no circles, and the back ends stand apart.

The graph is read from the source with `ast`, not by importing: every import counts, at the top of a
module or inside a function (an import moved into a function to dodge a circle is still a circle), and
relative imports are resolved against the importing module's package. A node is one of the packages
the folders show (compiler/frontend, compiler/codegen, compiler/sheets, compiler/report, runtime/report)
or one loose module (compiler/build.py, runtime/agents.py, ...). Inside a package the modules keep no
circle either (emit.py and the fast module, parse.py and its cache): each is read at the finer grain.
"""
from __future__ import annotations

import ast
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOPS = ("compiler", "runtime")
BACK_ENDS = ("compiler.codegen", "compiler.sheets")


def package_of(module: str) -> str | None:
    """The package or loose module a dotted module name belongs to; None for what lies outside compiler/ and
    runtime/."""
    parts = module.split(".")
    if parts[0] not in TOPS:
        return None
    if len(parts) == 1:
        return parts[0]                     # runtime/__init__.py
    return f"{parts[0]}.{parts[1]}"


def module_of(name: str) -> str | None:
    """The module (or package, for its __init__.py) a dotted name is or lies in: `compiler.build.Project`
    is compiler.build; None outside compiler/ and runtime/."""
    parts = name.split(".")
    if parts[0] not in TOPS:
        return None
    while parts and not is_node(".".join(parts)):
        parts.pop()
    return ".".join(parts) or None


def is_node(name: str) -> bool:
    """True if `name` is a package or module that exists (`from .x import y` may name a function y)."""
    path = ROOT / name.replace(".", "/")
    return path.is_dir() or path.with_suffix(".py").is_file()


def imported_names(tree: ast.Module, package: list[str]) -> list[tuple[str, int]]:
    """(dotted name, line) of everything a module imports, anywhere in it; relative names made absolute."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = ".".join(package[:len(package) - node.level + 1] + ([node.module] if node.module else []))
            else:
                base = node.module
            found.append((base, node.lineno))
            found += [(f"{base}.{alias.name}", node.lineno) for alias in node.names]
    return found


@lru_cache(maxsize=None)
def import_graph(node_of=package_of) -> dict[str, dict[str, list[str]]]:
    """node -> {node it imports: ["file:line", ...]}, for every import between two different nodes, a node
    being what `node_of` makes of a dotted module name."""
    graph: dict[str, dict[str, list[str]]] = {}
    for top in TOPS:
        for path in sorted((ROOT / top).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            package = parts[:-1]                # a module's package; an __init__.py's is its own folder
            if parts[-1] == "__init__":
                parts = parts[:-1]
            source = node_of(".".join(parts))
            where = f"{path.relative_to(ROOT)}"
            for name, line in imported_names(ast.parse(path.read_text(encoding="utf-8")), package):
                target = node_of(name)
                if target is None or target == source or not is_node(name):
                    continue
                graph.setdefault(source, {}).setdefault(target, []).append(f"{where}:{line}")
    return graph


def circles(graph) -> list[list[str]]:
    """The strongly connected components of more than one node (Tarjan's algorithm), each sorted."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in graph.get(node, {}):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                other = stack.pop()
                on_stack.discard(other)
                component.append(other)
                if other == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def describe(graph, circle: list[str]) -> str:
    """One circle as its imports, each with the file and line that makes it."""
    lines = [" <-> ".join(circle)]
    for node in circle:
        for other in circle:
            for where in graph.get(node, {}).get(other, []):
                lines.append(f"    {node} -> {other}  ({where})")
    return "\n".join(lines)


def test_the_graph_is_read_from_every_kind_of_import():
    graph = import_graph()
    assert "compiler.build" in graph["compiler.cli"]                 # from .build import ...
    assert "runtime.rules" in graph["runtime.state"]                 # from .rules import ...
    assert "compiler.frontend" in graph["compiler.report"]           # from ..frontend.x import ...
    assert "compiler.codegen" in graph["compiler.build"]             # inside a function
    modules = import_graph(module_of)
    assert "compiler.frontend.parse" in modules["compiler.frontend.model"]     # inside a function


def test_no_circles_among_the_packages_and_loose_modules():
    graph = import_graph()
    found = circles(graph)
    assert not found, "import circles:\n" + "\n".join(describe(graph, circle) for circle in found)


def test_no_circles_among_the_modules_inside_a_package():
    graph = import_graph(module_of)
    found = circles(graph)
    assert not found, "import circles:\n" + "\n".join(describe(graph, circle) for circle in found)


def test_back_ends_import_only_the_front_end_and_the_runtime():
    """compiler/codegen and compiler/sheets build on the front end (and the runtime's API); never on each
    other, the build, the reports or the commands, so a back end can be read and replaced on its own."""
    graph = import_graph()
    allowed = {"compiler.frontend", "compiler.template_cache"}
    wrong = [f"{back_end} -> {other} ({', '.join(where)})"
             for back_end in BACK_ENDS for other, where in sorted(graph.get(back_end, {}).items())
             if other.startswith("compiler.") and other not in allowed]
    assert not wrong, "back ends importing what they should not:\n" + "\n".join(wrong)
