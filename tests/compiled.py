"""Import a compiled game in a test: its generated files written under a folder, as a package of its own.

Every test that plays a game built in a temporary project (a fixture, a probe, a copy with one change)
imports it this way, so two tests never share a package name and sys.path is left as it was.
"""
from __future__ import annotations

import importlib
import sys
from pathlib import Path


def import_rules(result, root: Path, package: str):
    """Write the files of a compiled game (`result.files`) under `root/package`; import its rules module."""
    for rel, text in result.files.items():
        target = root / package / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    sys.path.insert(0, str(root))
    try:
        return importlib.import_module(package + ".rules")
    finally:
        sys.path.remove(str(root))
