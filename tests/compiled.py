"""Import a compiled game in a test: its generated files written under a folder, as a package of its own.

Every test that plays a game built in a temporary project (a fixture, a probe, a copy with one change)
imports it this way, so two tests never share a package name and sys.path is left as it was.
"""
from __future__ import annotations

from pathlib import Path

from compiler.driver.games import import_compiled


def import_rules(result, root: Path, package: str):
    """Write the files of a compiled game (`result.files`) under `root/package`; import its rules module."""
    return import_compiled(result.files, root, package)
