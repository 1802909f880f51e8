"""A decide step's listing made once (lowering.py `legal_moves`): asked again for the same step, phase, tally and
scratch locals (`<step>_next` and `<step>_who`), the listing made is handed back with the scratch locals it set;
and the tally probe (`tallies`) answered by `play`'s listing of the step. The module printed is the one printed
when every listing is made afresh and every step probed, for every game of the project."""
from __future__ import annotations

from pathlib import Path

import pytest

from compiler.codegen.emit import Emitter
from compiler.codegen.lower.lowering import Lowering
from compiler.codegen.lower.printing import cython_declarations, python_module
from compiler.driver.build import Project, compile_game

ROOT = Path(__file__).resolve().parents[2]
GAMES = Project(ROOT).games()


class Forgetful(dict):
    """A table that keeps nothing: play's answers to `tallies` never kept, each step probed."""

    def __setitem__(self, key, value):
        pass


def printed(result, afresh: bool, game: str = "") -> tuple[str, int, int]:
    """The lowered module of a game (before the passes after the lowering), printed as Python and as Cython's
    declarations, with the number of listings asked and made; `afresh`: every listing made anew and every step probed, as before they were kept."""
    lowering = Lowering(Emitter(result.model, result.resolver))
    counts = {"asked": 0, "made": 0}
    made, kept = lowering.listing_made, lowering.legal_moves

    def making(step, scratch, tallied):
        counts["made"] += 1
        return made(step, scratch, tallied)

    def asking(step, scratch, tallied=False):
        counts["asked"] += 1
        return making(step, scratch, tallied) if afresh else kept(step, scratch, tallied)
    lowering.listing_made, lowering.legal_moves = making, asking
    if afresh:
        lowering.play_tallied = Forgetful()
    module = lowering.module()
    # the Python and the Cython declarations, which type the scratch locals a listing sets
    return python_module(module) + cython_declarations(module, game), counts["asked"], counts["made"]


@pytest.mark.parametrize("game", GAMES)
def test_a_listing_kept_prints_the_module_made_afresh(game):
    result = compile_game(Project(ROOT), game, emit_code=False)
    kept, asked, made = printed(result, afresh=False)
    fresh, asked_fresh, made_fresh = printed(result, afresh=True)
    assert kept == fresh
    assert made <= asked <= asked_fresh == made_fresh


def test_next_and_who_share_a_listing_and_trek_is_not_probed():
    """Appalachian's steps are listed for `<step>_next` and `<step>_who` alike: made once. Trek's turn, tallied,
    is told so by play's listing, not by one made to tell."""
    project = Project(ROOT)
    _, asked, made = printed(compile_game(project, "thru-the-appalachian", emit_code=False), afresh=False)
    assert made < asked
    _, asked, made = printed(compile_game(project, "trek-to-zion", emit_code=False), afresh=False)
    _, asked_fresh, _ = printed(compile_game(project, "trek-to-zion", emit_code=False), afresh=True)
    assert asked < asked_fresh
