"""`cairn watch [GAME ...]`: rebuild, re-check and re-run a game's scenarios on every save, saying only what changed.

A designer edits a card and saves; the watch rebuilds, and prints what is new since the last save: the
diagnostics that appeared or went away, the scenarios that began or stopped failing, and the rules sheet
and card faces as sentences that changed ("Golden Apple: 'Points 3' became 'Points 4'"). A broken file is
a diagnostic like any other: generated/ stays as it was and the watch goes on until Ctrl-C.

The folders are polled (a stat of each file twice a second): a game folder holds a few dozen files, and
polling works the same on every system and inside containers, where file-change events often do not.
"""
from __future__ import annotations

import difflib
import os
import sys
import time
from html.parser import HTMLParser
from pathlib import Path

from ..driver.build import Project, build_lock, compile_all, drift, write_outputs
from ..frontend.diagnostics import render_text

POLL_SECONDS = 0.5
SHOWN_SHEET_CHANGES = 12     # more than this many changed sentences are counted, not listed


def snapshot(project: Project, games: list[str]) -> dict[str, tuple]:
    """(modified, size) of every file of the games' folders; links are not followed."""
    seen = {}
    for game in games:
        for where, _dirs, names in os.walk(project.game_dir(game)):
            for name in names:
                path = os.path.join(where, name)
                try:
                    stat = os.lstat(path)
                except OSError:
                    continue        # removed while listed: the next poll sees it gone
                seen[path] = (stat.st_mtime_ns, stat.st_size)
    return seen


class Watch:
    """What the designer was last told, so that each save prints only what changed."""

    def __init__(self, project: Project, games: list[str], say=print):
        self.project = project
        self.games = games
        self.say = say
        self.diagnostics: dict[str, str] = {}       # rendered block -> its first line, as last shown
        self.failures: dict[str, list[str]] = {}    # scenario -> its failure lines, as last shown
        self.sheets: dict[str, list[str]] = {}     # game -> its sheets' lines, as last built
        self.files: dict[str, tuple] = {}
        self.first = True

    # ---------------------------------------------------------------- what changed on disk

    def saved(self) -> bool:
        now = snapshot(self.project, self.games)
        changed = now != self.files
        self.files = now
        return changed

    def run(self, poll: float = POLL_SECONDS, sleep=time.sleep) -> int:
        """Watch until Ctrl-C. `sleep` waits between looks (a test passes its own: patching `time.sleep` itself
        would also answer any other thread of the process that sleeps, e.g. a `cairn serve --watch`)."""
        self.say(f"watching {', '.join(self.games)}: every save rebuilds, checks and runs the scenarios (Ctrl-C stops)")
        try:
            while True:
                if self.saved():
                    self.cycle()
                sleep(poll)
        except KeyboardInterrupt:
            self.say("stopped watching")
            return 0

    # ---------------------------------------------------------------- one rebuild

    def cycle(self) -> None:
        """Rebuild, then say what is new: diagnostics, scenario results and the sheets' sentences."""
        with build_lock(self.project):
            results = compile_all(self.project, self.games, cache=True, workers=1)
            ok = all(r.ok for r in results)
            if ok and drift(self.project, results):
                write_outputs(self.project, results)
        diags = [d for r in results for d in r.diagnostics]
        if not ok:
            self.tell_diagnostics(diags)
            self.say("build failed: generated/ was left as it was")
            self.first = False
            return
        outcomes, found = self.run_scenarios()
        told = self.tell_diagnostics(diags + found)
        for result in results:
            told += self.tell_sheet(result.game, self.sheet_lines(result.files))
        told += self.tell_scenarios(outcomes)
        if self.first or not told:
            failing = sum(1 for lines in outcomes.values() if lines)
            self.say(f"built {', '.join(self.games)}: {len(outcomes) - failing} scenario(s) pass"
                     + (f", {failing} fail" if failing else "") + ("" if told or self.first else "; nothing else changed"))
        self.first = False

    def run_scenarios(self) -> tuple[dict[str, list[str]], list]:
        from .scenarios import game_scenarios, scenario_outcomes
        folders = [game_scenarios(self.project, Path(game)) for game in self.games]
        return scenario_outcomes(self.project, [folder for folder in folders if folder.is_dir()])

    def tell_diagnostics(self, diags: list) -> int:
        blocks = {}
        for diag in diags:
            # one diagnostic's block, without the summary line render_text closes a list of errors with
            block = render_text([diag], self.project.read_source).split("\n\nerror: could not compile")[0].rstrip("\n")
            blocks[block] = block.splitlines()[0]
        gone = [first for block, first in self.diagnostics.items() if block not in blocks]
        new = [block for block in blocks if block not in self.diagnostics]
        for first in gone:
            self.say(f"fixed: {first}")
        for block in new:
            self.say(block)
        self.diagnostics = blocks
        return len(gone) + len(new)

    def tell_scenarios(self, outcomes: dict[str, list[str]]) -> int:
        told = 0
        for name, lines in outcomes.items():
            before = self.failures.get(name)
            if lines and lines != before:
                for line in lines:
                    self.say(f"FAIL {line}")
                told += 1
            elif not lines and before:
                self.say(f"passes now: {name}")
                told += 1
        self.failures = outcomes
        return told

    # ---------------------------------------------------------------- the sheets, in sentences

    @staticmethod
    def sheet_lines(files: dict) -> list[str]:
        """The rules sheet's lines and one sentence per card face: what a designer reads of the sheets."""
        lines = []
        for name, content in sorted(files.items()):
            text = content.decode("utf-8") if isinstance(content, bytes) else content
            if name.endswith("sheets/reference.md"):
                lines += [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("<!--")]
            elif name.endswith("sheets/cards-a4.html"):
                lines += card_faces(text)
        return lines

    def tell_sheet(self, game: str, lines: list[str]) -> int:
        """The sheets' sentences that changed since the last build that compiled (nothing the first time: generated/
        is never read, as a project's folders are not trusted)."""
        before = self.sheets.get(game)
        self.sheets[game] = lines
        if before is None or before == lines:
            return 0
        changes = sheet_changes(before, lines)
        for change in changes[:SHOWN_SHEET_CHANGES]:
            self.say(f"sheet: {change}")
        if len(changes) > SHOWN_SHEET_CHANGES:
            self.say(f"sheet: … and {len(changes) - SHOWN_SHEET_CHANGES} more changes")
        return len(changes)


def sheet_changes(before: list[str], after: list[str]) -> list[str]:
    """The sentences that changed, in words: 'X' became 'Y', added 'Z', removed 'W'."""
    changes = []
    matcher = difflib.SequenceMatcher(a=before, b=after, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        old, new = before[i1:i2], after[j1:j2]
        for a, b in zip(old, new):
            changes.append(f"'{a}' became '{b}'")
        changes += [f"removed '{a}'" for a in old[len(new):]]
        changes += [f"added '{b}'" for b in new[len(old):]]
    return changes


class _CardText(HTMLParser):
    """The text of each distinct card face of a card sheet (copies of a card are printed alike)."""

    def __init__(self):
        super().__init__()
        self.faces: dict[str, list[str]] = {}
        self.card: str | None = None
        self.depth = 0
        self.copy = False

    def handle_starttag(self, tag, attrs):
        if tag != "div":
            return
        if self.card is not None:
            self.depth += 1
            return
        attributes = dict(attrs)
        card = attributes.get("data-card")
        if card is not None and "front" in (attributes.get("class") or "").split():
            self.card, self.depth = card, 1
            self.copy = card in self.faces
            self.faces.setdefault(card, [])

    def handle_endtag(self, tag):
        if tag == "div" and self.card is not None:
            self.depth -= 1
            if self.depth == 0:
                self.card = None

    def handle_data(self, data):
        if self.card is not None and not self.copy and data.strip():
            self.faces[self.card].append(" ".join(data.split()))


def card_faces(html: str) -> list[str]:
    parser = _CardText()
    parser.feed(html)
    return [f"card {' · '.join(words)}" for words in parser.faces.values() if words]


def watch_command(project: Project, games: list[str] | None) -> int:
    games = games or project.games()
    unknown = [game for game in games if game not in project.games()]
    if unknown:
        from ..driver.build import ProjectError
        raise ProjectError(f"no game '{unknown[0]}' in {project.definitions}")
    return Watch(project, games, say=lambda line: print(line, flush=True)).run()
