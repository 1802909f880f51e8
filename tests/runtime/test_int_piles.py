"""Piles held as their cards' numbers in the lowered state (compiler/codegen/lower/int_piles.py). Whole games of every
game are compared with apply() at every decision by tests/runtime/test_fast_playout.py and test_lowered.py (the
observer sees the piles written back as strings); these check which piles are held so, and the edges."""
from __future__ import annotations

import functools
import importlib
from pathlib import Path

from compiler.codegen.emit import Emitter
from compiler.codegen.lower import agents_support
from compiler.codegen.lower.lowering import Lowering
from compiler.driver.build import Project, compile_game
from runtime.state import GameState

ROOT = Path(__file__).resolve().parents[2]


@functools.lru_cache(maxsize=None)
def compiled(game: str):
    return compile_game(Project(ROOT), game, emit_code=False)


def held_as_ints(game: str) -> set:
    result = compiled(game)
    lowering = Lowering(Emitter(result.model, result.resolver))
    lowering.module()
    return lowering.held_as_ints


def test_a_draft_holds_its_hands_decks_and_goals_as_numbers():
    """Trailblazers' hands are drawn, listed by distinct card, laid and passed as numbers; the decks they are drawn
    from and dealt to, and its camps too. (Its goal cards are dealt in the setup by a draw through a test, which
    setup.py writes over strings: they keep theirs.)"""
    assert held_as_ints("trailblazers") == {"hand", "trail_deck", "discards", "camps", "unused_camps", "box"}
    text = (ROOT / "generated" / "trailblazers" / "lowered.py").read_text(encoding="utf-8")
    assert "for card in distinct(p.hand):" in text
    assert "masks.list_remove(p.hand, card)" in text and "tableau_lay(p.area, p.area_kept, TRAIL_CARDS_IDS[card]," in text
    assert "pass_piles" not in text     # the lowered lists change hands


def test_a_pile_a_construct_reads_as_strings_keeps_its_strings():
    """Trek's hand is counted per provision (piles.py keeps its counts beside its strings) and its face-up row is
    chosen among; the piles a draw links with them keep their strings too."""
    assert held_as_ints("trek-to-zion") == set()


def test_piles_held_as_numbers_are_written_back_in_place_as_their_strings():
    """lower_state reads a readable pile's strings as numbers; raise_state writes them back into the same list
    objects, in the same order."""
    rules = importlib.import_module("generated.trailblazers").GAME
    lowered = importlib.import_module("generated.trailblazers.lowered")
    state = GameState(rules, 3, 5)
    hands = [list(q.hand) for q in state.players]
    lists = [q.hand for q in state.players]
    deck = list(state.g.trail_deck)
    s = lowered.lower_state(state)
    assert all(type(card) is int for p in s.players for card in p.hand) and len(s.players[0].hand) == 8
    s.players[0].hand, s.players[1].hand = s.players[1].hand, s.players[0].hand     # as a pass hands them on
    lowered.raise_state(state, s)
    assert [q.hand for q in state.players] == [hands[1], hands[0], hands[2]]
    assert all(q.hand is kept for q, kept in zip(state.players, lists))
    assert state.g.trail_deck == deck


def test_build_verbose_says_nothing_of_the_scoring_where_it_lowers():
    """Appalachian's victory has a solo form, which `outcome` ranks (rank 0 where it is won alone), and Trailblazers'
    goal cards rank its players: both are scored lowered, so `cairn build --verbose` notes no scoring on the records.
    (A construct that keeps a scoring on the records is named there: tests/runtime/test_begun_lowered.py's probe.)"""
    for game in ("thru-the-appalachian", "trailblazers"):
        result = compiled(game)
        assert not any(note.startswith("scoring:") for note in agents_support(Emitter(result.model, result.resolver)))


def test_every_card_of_a_table_moved_between_piles_of_numbers_moves_in_one_pass():
    """`for c in trail_cards { move c from trail_deck to box }` (Trailblazers' setup) is one `move_each`: the first copy
    of each card out of the pile, the rest in their order, the cards onto the other pile in the table's order, as the
    loop of `remove` and `append` leaves them; a card missing stops it where the loop stops, with the loop's error."""
    import pytest
    from runtime.pile_counts import move_each
    text = (ROOT / "generated" / "trailblazers" / "lowered.py").read_text(encoding="utf-8")
    # the game begun lowered makes that move when the module is built (start_moved.py): the piles as it leaves them
    assert "s.trail_deck = list(range(135))\n        s.box = list(range(135))" in text
    for source in ([2, 0, 1, 1, 0, 2, 2], [0, 1, 2], [2, 2, 1, 0, 0, 1, 2]):
        looped, dest = list(source), [7]
        for card in range(3):
            looped.remove(card)
            dest.append(card)
        moved, onto = list(source), [7]
        move_each(moved, onto, 3)
        assert (moved, onto) == (looped, dest)
    short, onto = [1, 0, 1], []
    with pytest.raises(ValueError):
        move_each(short, onto, 3)
    assert (short, onto) == ([1], [0, 1])


def test_move_each_leaves_the_piles_as_the_loop_of_removes_does_on_any_pile():
    """`move_each` keeps each card it has seen before in one pass: on random piles of up to 30 cards of up to 12 ids,
    with copies and missing cards, it leaves both piles (and raises) exactly as the loop of `remove` and `append` it
    stands for."""
    import random
    from runtime.pile_counts import move_each
    draws = random.Random(5)
    for _trial in range(500):
        count = draws.randint(1, 12)
        source = [draws.randrange(count) for _ in range(draws.randint(0, 30))]
        looped, dest, looped_error = list(source), [99], False
        try:
            for card in range(count):
                looped.remove(card)
                dest.append(card)
        except ValueError:
            looped_error = True
        moved, onto, moved_error = list(source), [99], False
        try:
            move_each(moved, onto, count)
        except ValueError:
            moved_error = True
        assert (moved, onto, moved_error) == (looped, dest, looped_error), (source, count)
