"""The house: the import graph of compiler/ and runtime/ has no circles, and compiler/'s layers import downwards.

The graph is read from the source with `ast`, not by importing: every import counts, at the top of a
module or inside a function (an import moved into a function to dodge a circle is still a circle), and
relative imports are resolved against the importing module's package. A node is one of the packages
the folders show (compiler/frontend, compiler/codegen, compiler/driver, compiler/commands, runtime/report, ...)
or one loose module of runtime/ (runtime/agents.py, ...). Inside a package the modules keep no circle
either (emit.py and the fast module, parse.py and its cache): each is read at the finer grain.

compiler/ is packages only, each in one layer of LAYERS, and a package imports only the layers below its
own: the front end no back end, the back ends neither each other nor the driver, the reports or the
commands; nothing but the commands imports the commands. runtime/ imports nothing of compiler/.
"""
from __future__ import annotations

import ast
import importlib
import tomllib
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOPS = ("compiler", "runtime")
# compiler/'s packages, the lowest layer first; the packages of one layer stand side by side
LAYERS = (
    ("compiler.caches",),                       # the user's cache folder and the compiled templates
    ("compiler.frontend",),                     # YAML -> the checked GameModel, the IR
    ("compiler.codegen", "compiler.sheets"),    # the back ends: Python rules, sheets
    ("compiler.driver",),                       # build, native (the generated modules -> C), games
    ("compiler.report",),                       # the reports of `cairn report` and `cairn compare`
    ("compiler.commands",),                     # cli, scenarios (`cairn test`), bench
)


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
    """The module (or package, for its __init__.py) a dotted name is or lies in: `compiler.driver.build.Project`
    is compiler.driver.build; None outside compiler/ and runtime/."""
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
    assert "compiler.driver" in graph["compiler.commands"]           # from ..driver.build import ...
    assert "runtime.rules" in graph["runtime.state"]                 # from .rules import ...
    assert "compiler.frontend" in graph["compiler.report"]           # from ..frontend.x import ...
    assert "compiler.codegen" in graph["compiler.driver"]            # inside a function
    assert "compiler.caches" in graph["compiler.frontend"]           # from ..caches import user_cache
    modules = import_graph(module_of)
    assert "compiler.frontend.parse" in modules["compiler.frontend.model"]     # inside a function
    assert "compiler.driver.build" in modules["compiler.commands.cli"]


def test_no_circles_among_the_packages_and_loose_modules():
    graph = import_graph()
    found = circles(graph)
    assert not found, "import circles:\n" + "\n".join(describe(graph, circle) for circle in found)


def test_no_circles_among_the_modules_inside_a_package():
    graph = import_graph(module_of)
    found = circles(graph)
    assert not found, "import circles:\n" + "\n".join(describe(graph, circle) for circle in found)


def layer_of(node: str) -> int | None:
    """The rank of the layer a compiler/ package stands in (0 the lowest); None for one in no layer."""
    return next((rank for rank, layer in enumerate(LAYERS) if node in layer), None)


def compiler_nodes() -> list[str]:
    """Every package and loose module directly in compiler/, as the folders show them."""
    found = []
    for path in sorted((ROOT / "compiler").iterdir()):
        if path.is_dir() and any(path.rglob("*.py")):
            found.append(f"compiler.{path.name}")
        elif path.suffix == ".py":
            found.append(f"compiler.{path.stem}")
    return found


def layering_problems(graph, nodes) -> list[str]:
    """Every import that goes against the layers (each with the file and line that makes it), and every
    node of compiler/ that stands in no layer."""
    problems = [f"{node} is in no layer of LAYERS (compiler/ holds packages, each placed in a layer)"
                for node in nodes if layer_of(node) is None]
    for node, imports in sorted(graph.items()):
        for other, where in sorted(imports.items()):
            if not other.startswith("compiler.") or other == node:
                continue
            places = ", ".join(dict.fromkeys(where))
            if node.startswith("runtime"):
                problems.append(f"{node} -> {other}: the runtime imports nothing of the compiler ({places})")
            elif layer_of(node) is not None and not (layer_of(other) is not None and layer_of(other) < layer_of(node)):
                problems.append(f"{node} -> {other}: not a layer below {node}'s ({places})")
    return problems


def test_compiler_layers_import_only_the_layers_below():
    """A back end can be read and replaced on its own, the front end knows no back end, and only the
    commands know the commands: compiler/'s packages import downwards only (LAYERS)."""
    problems = layering_problems(import_graph(), compiler_nodes())
    assert not problems, "imports against compiler/'s layers:\n" + "\n".join(problems)


def test_an_import_against_the_layers_is_named():
    graph = {"compiler.commands": {"compiler.driver": ["cli.py:1"], "compiler.frontend": ["cli.py:2"]},
             "compiler.driver": {"compiler.codegen": ["build.py:1"], "compiler.commands": ["native.py:9"]},
             "compiler.codegen": {"compiler.frontend": ["emit.py:1"], "compiler.sheets": ["emit.py:7"]},
             "compiler.frontend": {"compiler.caches": ["parse_cache.py:1"], "compiler.codegen": ["model.py:3"]},
             "compiler.report": {"compiler.driver": ["compare.py:1"], "compiler.commands": ["compare.py:5"]},
             "runtime.state": {"runtime.rules": ["state.py:1"], "compiler.driver": ["state.py:4"]}}
    problems = layering_problems(graph, ["compiler.codegen", "compiler.commands", "compiler.driver", "compiler.tool"])
    assert problems == [
        "compiler.tool is in no layer of LAYERS (compiler/ holds packages, each placed in a layer)",
        "compiler.codegen -> compiler.sheets: not a layer below compiler.codegen's (emit.py:7)",
        "compiler.driver -> compiler.commands: not a layer below compiler.driver's (native.py:9)",
        "compiler.frontend -> compiler.codegen: not a layer below compiler.frontend's (model.py:3)",
        "compiler.report -> compiler.commands: not a layer below compiler.report's (compare.py:5)",
        "runtime.state -> compiler.driver: the runtime imports nothing of the compiler (state.py:4)"]


def test_the_cairn_script_runs_the_commands_main():
    """pyproject.toml's entry point names the command line's `main` where it is (an editable install
    writes the `cairn` script from it: after a move, `pip install -e .` again)."""
    with open(ROOT / "pyproject.toml", "rb") as file:
        target = tomllib.load(file)["project"]["scripts"]["cairn"]
    module, _, function = target.partition(":")
    assert module == "compiler.commands.cli" and callable(getattr(importlib.import_module(module), function))
