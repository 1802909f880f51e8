"""`cairn export-deck`: a deck written out as a spreadsheet (CSV), to be edited there and read back with `rows:`."""
from __future__ import annotations

import sys
from pathlib import Path

from ..driver.build import NotCompiled, ProjectError, load_game
from ..frontend.diagnostics import render_text, suggest
from ..frontend.load import to_plain
from ..frontend.spreadsheet import NotWritable, write_cards


def export_deck_command(project, game: str, deck: str, out: str | None) -> int:
    if game not in project.games():
        raise ProjectError(f"no game '{game}' in {project.definitions}{_did_you_mean(game, project.games())}")
    docs, diags = load_game(project, game, project.sources())
    if any(d.severity == "error" for d in diags):
        sys.stderr.write(render_text(diags, project.read_source))
        raise NotCompiled(f"{game} has errors: the deck is not written")
    decks = to_plain(docs["decks"]).get("decks", {}) if "decks" in docs else {}
    if deck not in decks:
        raise ProjectError(f"{game} has no deck '{deck}'{_did_you_mean(deck, list(decks))}")
    kinds = {name: (kind if isinstance(kind, str) else kind.get("type"))
             for name, kind in decks[deck].get("fields", {}).items()}
    try:
        text = write_cards(decks[deck]["cards"], kinds)
    except NotWritable as err:
        raise ProjectError(f"deck '{deck}' cannot be written as a spreadsheet without loss: {err}") from None
    if out is None:
        sys.stdout.write(text)
        return 0
    Path(out).write_text(text, encoding="utf-8", newline="")
    cards = len(decks[deck]["cards"])
    print(f"wrote {cards} card{'s' if cards != 1 else ''} of deck '{deck}' to {out}; "
          f"in decks.yaml, replace its `cards:` by `rows: {Path(out).name}` to read them from there")
    return 0


def _did_you_mean(name: str, known: list[str]) -> str:
    guess = suggest(name, known)
    return f" (did you mean '{guess}'?)" if guess else f" (it has: {', '.join(sorted(known))})"
