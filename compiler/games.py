"""Find the compiled rules of a game, building them first when generated/ is out of date."""
from __future__ import annotations

import importlib
import sys

from .build import Project, ProjectError, compile_all, drift, package_name, write_outputs
from .frontend.diagnostics import render_text


class NotCompiled(ProjectError):
    """The game's definitions have errors (printed already): exit 1, like `cairn check`."""


def load_rules(project: Project, game: str, native: bool = False):
    """The `GameRules` of `game`, imported from the project's generated/ package; with `native`, from the
    extensions of `cairn build --native` where they can be built (compiler/native.py)."""
    project.game_dir(game)
    results = compile_all(project, [game], cache=True)
    if not results[0].ok:
        sys.stderr.write(render_text(results[0].diagnostics, project.read_source))
        raise NotCompiled(f"'{game}' does not compile; fix the errors above")
    if drift(project, results):
        write_outputs(project, results)
        sys.stderr.write(f"note: rebuilt generated/{package_name(game)} from the changed definitions\n")
    root = str(project.root.resolve())
    if root in sys.path:       # first, before another project's folder an earlier load put in front
        sys.path.remove(root)
    sys.path.insert(0, root)
    name = f"generated.{package_name(game)}"
    for loaded in [m for m in sys.modules if m == "generated" or m.startswith("generated.")]:
        module = sys.modules[loaded]
        # a namespace package (another project's generated/ without __init__.py) has no __file__, only a path
        where = getattr(module, "__file__", None) or next(iter(getattr(module, "__path__", None) or ()), None)
        if where and not str(where).startswith(root):
            del sys.modules[loaded]
    importlib.invalidate_caches()
    if native:
        from .native import prepare
        build = prepare(project, [game])
        if build is not None:
            rules = importlib.import_module(name).GAME
            sys.stderr.write(f"native: {len(build.extensions)} modules compiled with {build.tool} "
                             f"({project.display(build.folder)}/)\n")
            return rules
    return importlib.import_module(name).GAME


def import_compiled(files: dict, root, package: str):
    """Write a compiled game's files (`Compiled.files`) under `root/package` and import its rules module.

    A package of its own: another version of a game (`cairn compare`) or a test's game never shares a
    module name with the project's generated/ package, and sys.path is left as it was.
    """
    from pathlib import Path
    for rel, text in files.items():
        target = Path(root) / package / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    sys.path.insert(0, str(root))
    try:
        return importlib.import_module(package + ".rules")
    finally:
        sys.path.remove(str(root))
