"""Where Cairn keeps what it compiled for itself between commands (templates, parsed effect texts).

$CAIRN_CACHE_DIR when set, else $XDG_CACHE_HOME/cairn, else ~/.cache/cairn: the user's own folder,
not the game project's, so a project someone hands over cannot bring entries along. Every entry is
keyed by the content it was made from; deleting the folder only costs time.
"""
from __future__ import annotations

import os
from pathlib import Path


def folder(kind: str) -> Path:
    explicit = os.environ.get("CAIRN_CACHE_DIR")
    if explicit:
        return Path(explicit) / kind
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "cairn" / kind
