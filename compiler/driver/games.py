"""Find the compiled rules of a game: verified against its definitions, and imported from memory.

What runs is what a compile of the definitions returns, never what a project folder holds: the
project's generated/ is rebuilt when it differs from that (so the files on disk, which tracebacks
and coverage name, are those very texts), and the modules are made from the texts themselves by
runtime/package_import.py, which puts no folder on sys.path and reads no bytecode from the project.
"""
from __future__ import annotations

import sys

from ..caches import user_cache
from .build import Project, package_name, verified_files


def load_rules(project: Project, game: str, native: bool = False, cflags: tuple[str, ...] | None = None):
    """The `GameRules` of `game`, compiled from the project's definitions; with `native`, its hot modules
    from the extensions of `cairn build --native` where they can be built (native.py), compiled
    with `cflags` where given (else the native build's default)."""
    from runtime.package_import import import_package
    files = verified_files(project, game)
    pkg = package_name(game)
    extensions = None
    if native:
        from .native import prepare
        build = prepare(project, [game], files={game: files}, cflags=cflags)
        if build is not None:
            extensions = build.extensions
            sys.stderr.write(f"native: {len(build.extensions)} modules compiled with {build.tool} "
                             f"({build.folder}/)\n")
    package = import_package(f"generated.{pkg}", files, project.generated / pkg,
                             bytecode=user_cache.folder("bytecode"), extensions=extensions)
    return package.GAME


def import_compiled(files: dict, root, package: str):
    """Import a compiled game's files (`Compiled.files`) as the package `package` and return its rules module.

    A package of its own: another version of a game (`cairn compare`) or a test's game never shares a
    module name with the project's generated/ package. The files are also written under `root/package`,
    so a traceback can show their lines; what runs is the texts themselves.
    """
    from pathlib import Path

    from runtime.package_import import import_package
    folder = Path(root) / package
    for rel, text in files.items():
        target = folder / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(text.encode("utf-8"))
    return import_package(package, files, folder, bytecode=user_cache.folder("bytecode")).rules
