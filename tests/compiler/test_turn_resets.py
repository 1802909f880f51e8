"""The players' fields reset every turn, reset only where one may be off its start value (lowering.py
`turn_resets_marked`): a flag of the lowered state, set where such a field is written otherwise, read and cleared by the
start of a turn. Whole games are compared with apply() by tests/runtime/test_lowered.py; these check the flag's edges."""
from __future__ import annotations

import importlib
import re
from pathlib import Path

from runtime.state import GameState

ROOT = Path(__file__).resolve().parents[2]


def trek():
    return importlib.import_module("generated.trek_to_zion").GAME, importlib.import_module(
        "generated.trek_to_zion.lowered")


def test_every_write_off_the_start_value_sets_the_flag():
    """Each `took_face_up_wild = True` of Trek's lowered module is followed by the flag set; the start of a turn
    walks the players only under it, and clears it."""
    text = (ROOT / "generated" / "trek_to_zion" / "lowered.py").read_text(encoding="utf-8")
    lines = text.splitlines()
    written = [i for i, line in enumerate(lines) if re.search(r"\bp\.took_face_up_wild = True$", line)]
    assert len(written) == 3
    for i in written:
        assert lines[i + 1].strip() == "s.turn_resets_due = True"
    # (the walk of the players is printed as the place it is written in needs: by player or by seat)
    resets = re.findall(r"\n( +)if s\.turn_resets_due:\n\1    s\.turn_resets_due = False\n((?:\1    .*\n)+)", text)
    assert len(resets) == 3
    for _, walk in resets:
        assert walk.strip().startswith("for ") and walk.rstrip().endswith("p_2.took_face_up_wild = False")


def test_a_lowered_state_begins_with_its_resets_due_and_a_reset_clears_them():
    """A readable state lowered may hold a flag set for any player (a game saved mid-turn): the first start of a turn
    resets every player's; after it, a start of a turn with the flag clear walks no player (a field set behind the
    module's back, as nothing in it does, stays set)."""
    rules, lowered = trek()
    state = GameState(rules, 3, 5)
    state.players[2].took_face_up_wild = True
    s = lowered.lower_state(state)
    assert s.turn_resets_due
    lowered.end_turn(s)
    assert not s.turn_resets_due and not any(p.took_face_up_wild for p in s.players)
    s.players[1].took_face_up_wild = True
    lowered.end_turn(s)
    assert [p.took_face_up_wild for p in s.players] == [False, True, False] and s.phase != "over"
    clone = lowered.clone(s)
    clone.turn_resets_due = True
    clone.turn_moves = 1        # a turn that moved: not the table's end for nobody acting
    lowered.end_turn(clone)
    assert clone.phase != "over" and not any(p.took_face_up_wild for p in clone.players)
    assert s.players[1].took_face_up_wild     # the copy's players its own


def test_a_game_of_no_field_reset_a_turn_has_no_flag():
    """Only a game with players' fields reset every turn gets the slot."""
    for game in ("trailblazers", "thru_the_appalachian"):
        text = (ROOT / "generated" / game / "lowered.py").read_text(encoding="utf-8")
        assert "turn_resets_due" not in text
