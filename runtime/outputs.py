"""Folders and files a command writes because the user named them: `--log-dir`, `--log`, `--out`.

A path that cannot be made or written (/proc/x, a file where a folder is meant, a read-only
folder) is refused with one line naming it and exit 1, before any game is played: a folder is
made and proven writable first, a file is opened first. A write that fails later (a full disk)
is told the same way. Never an internal error.
"""
from __future__ import annotations

import tempfile
from contextlib import contextmanager
from pathlib import Path

from .rules import RuleError


class OutputError(RuleError):
    """An output the user named cannot be written: the message names it and says why."""


def reason(err: OSError) -> str:
    """What the system said, without the errno and the path the message already gives."""
    return err.strerror or str(err)


def output_folder(path, what: str = "the folder") -> Path:
    """The folder `path`, made with its parents if missing and proven writable by a file made and removed in it."""
    folder = Path(path)
    if folder.exists() and not folder.is_dir():
        raise OutputError(f"cannot write into {what} {path}: it is a file, not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as err:
        raise OutputError(f"cannot write into {what} {path}: {reason(err)}") from None
    return folder


def output_file(path, what: str = "the file"):
    """The file `path`, opened for writing (its folder must exist): the caller writes it and closes it."""
    try:
        return open(path, "w", encoding="utf-8")
    except OSError as err:
        raise OutputError(f"cannot write {what} {path}: {reason(err)}") from None


@contextmanager
def writing(path, what: str = "the file"):
    """Writes to an output the user named: an OSError on the way is told in one line naming it."""
    try:
        yield
    except OSError as err:
        raise OutputError(f"cannot write {what} {path}: {reason(err)}") from None
