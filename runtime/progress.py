"""Progress on long work, shown only to a person watching a terminal.

A bar (rich.progress) goes to stderr while both stdout and stderr are terminals and the output is not
JSON: a pipe, a file or CI sees exactly what it saw before. Whatever asks for progress gets an object
with the same three methods either way, so no caller tests for a terminal itself.

The bar is Cairn's one styling: it draws with cursor escapes, so it writes below the filter that escapes
every command's output (runtime/screen.py), and shows its own texts, a label naming the game, through
`shown`, never as rich markup. Lines printed while it is up go through rich to that same stream below
the filter: they are escaped before rich takes them.
"""
from __future__ import annotations

import sys

from .screen import escaped, shown, unescaped


def wanted(as_json: bool = False) -> bool:
    """A bar is drawn for a person at a terminal, never into JSON, a pipe or a log file."""
    if as_json:
        return False
    return all(stream is not None and hasattr(stream, "isatty") and stream.isatty()
               for stream in (sys.stdout, sys.stderr))


class Silent:
    """No bar: the same calls, doing nothing."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def advance(self, amount: int = 1) -> None:
        pass

    def describe(self, text: str) -> None:
        pass

    def update(self, completed: int) -> None:
        pass


class Bar(Silent):
    """One task on a rich progress bar: done of total, the rate in `unit`s per second, the time left."""

    def __init__(self, label: str, total: int | None, unit: str):
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TaskProgressColumn,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )
        columns = [TextColumn("{task.description}", markup=False), BarColumn(), MofNCompleteColumn(),
                   TaskProgressColumn(), TextColumn("{task.fields[rate]}"),
                   # each time says what it is, after it: "0:02:01 elapsed 0:00:17 left" (unlabelled, the
                   # first read as the time left)
                   TimeElapsedColumn(), TextColumn("elapsed"), TimeRemainingColumn(), TextColumn("left")]
        # transient: the bar is gone once the work is done, leaving the command's own output as before
        self._progress = Progress(*columns, console=Console(file=unescaped(sys.stderr)), transient=True,
                                  redirect_stdout=True, redirect_stderr=False)
        self._unit = unit
        self._task = self._progress.add_task(shown(label), total=total, rate="")

    def __enter__(self):
        self._progress.start()
        # rich now holds sys.stdout and draws what is printed above the bar: escape it before rich does
        self._stdout = sys.stdout
        sys.stdout = escaped(sys.stdout)
        return self

    def __exit__(self, *exc):
        sys.stdout = self._stdout       # then rich puts back the stdout it took
        self._progress.stop()
        return False

    def _rate(self) -> str:
        speed = self._progress.tasks[0].speed
        return f"{speed:,.0f} {self._unit}/s" if speed and self._unit else ""

    def advance(self, amount: int = 1) -> None:
        self._progress.advance(self._task, amount)
        self._progress.update(self._task, rate=self._rate())

    def update(self, completed: int) -> None:
        self._progress.update(self._task, completed=completed)
        self._progress.update(self._task, rate=self._rate())

    def describe(self, text: str) -> None:
        self._progress.update(self._task, description=shown(text))


def progress(label: str, total: int | None, unit: str = "games", as_json: bool = False, show: bool | None = None):
    """A bar when a person watches (`show` overrides the terminal test), otherwise one that does nothing."""
    if show is None:
        show = wanted(as_json)
    if not show:
        return Silent()
    try:
        return Bar(label, total, unit)
    except ImportError:      # rich is a dependency; a broken install loses the bar, never the work
        return Silent()
