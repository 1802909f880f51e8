"""The lowered playout (generated/<game>/lowered.py, compiler/codegen/lower/) plays the very games apply() plays.

A lowered game lowers the readable state once, plays the whole game on typed slots and writes it back once; an
observer sees it written back at every decision. Seed by seed the state at every decision and the finished game
must be those of the general path, and the unobserved playout (as `cairn simulate` plays) must end in the same
state. A game the lowering does not cover keeps fast.py, and says which construct stopped it.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from runtime.fastplay import fast_playout, is_lowered
from tests.runtime.test_fast_playout import (FIXTURES, compiled_path, general_path, probe, readable,
                                             unobserved_path)

pytestmark = pytest.mark.second_core

ROOT = Path(__file__).resolve().parents[2]
BENCH_PIG = ROOT / "bench" / "openspiel"
# the language fixtures a lowering covers play through it in test_fast_playout.py's test of every fixture (its compiled
# path is the lowered one there): here, the bench's Pig
LOWERED = [(BENCH_PIG, "pig")]


def compiled(root: Path, game: str):
    from compiler.driver.build import Project, compile_game
    result = compile_game(Project(root), game, emit_code=True)
    assert result.ok, [d.message for d in result.diagnostics if d.severity == "error"]
    return result


@pytest.mark.parametrize("root, game", LOWERED, ids=[game for _, game in LOWERED])
def test_a_lowered_game_plays_the_games_of_apply(root, game, tmp_path):
    from tests.compiled import import_rules
    result = compiled(root, game)
    assert {"lowered.py", "lowered.pxd"} <= set(result.files)
    package = import_rules(result, tmp_path, f"cairn_lowered_{game.replace('-', '_')}")
    rules = package.GAME
    assert is_lowered(fast_playout(rules))
    lowered = __import__(f"cairn_lowered_{game.replace('-', '_')}.lowered", fromlist=["play"])
    for players in (2, 3):
        for seed in range(3):
            on_general, on_lowered = [], []
            general = general_path(rules, players, seed, {}, on_general)
            if lowered.OBSERVABLE:      # every decision written back for the observer
                observed = compiled_path(rules, players, seed, {}, on_lowered)
                assert on_lowered == on_general, (players, seed)
                assert readable(observed) == readable(general), (players, seed)
            assert readable(unobserved_path(rules, players, seed, {})) == readable(general), (players, seed)


@pytest.mark.parametrize("game", ["pig-as-steps", "pig-in-effect"])
def test_the_pig_fixtures_are_lowered(game):
    assert {"lowered.py", "lowered.pxd"} <= set(compiled(FIXTURES, game).files)


def test_the_declarations_type_every_function_and_record_of_the_python():
    """One IR printed twice: every function and record of lowered.py is declared in lowered.pxd, in the same
    order, and the Python imports no Cython."""
    files = compiled(FIXTURES, "pig-in-effect").files
    tree = ast.parse(files["lowered.py"])
    defined = [node.name for node in tree.body if isinstance(node, (ast.FunctionDef, ast.ClassDef))]
    declared = re.findall(r"^(?:cdef class|cp?def \S+) (\w+)", files["lowered.pxd"], re.M)
    assert defined == declared
    assert "cython" not in files["lowered.py"]
    assert "cpdef object play(object state, object randoms, object observe=*)" in files["lowered.pxd"]
    # the choice inside the loop drawn in place, the die a number of a list, the play an id as a small int
    assert "play = options_play[0] if auto_single and len(options_play) == 1 else" in files["lowered.py"]
    assert "s.rolled[0] = int(s.rnd() * 6) + 1" in files["lowered.py"]


def test_a_game_the_lowering_does_not_cover_keeps_fast_py_and_says_why():
    from compiler.codegen.emit import Emitter
    from compiler.codegen.lower import lower_support
    result = compiled(ROOT, "trek-to-zion")
    assert "fast.py" in result.files and "lowered.py" not in result.files
    assert lower_support(Emitter(result.model, result.resolver)) == \
        "a card that is not the id of a table (definitions/trek-to-zion/game.yaml:145)"


def test_appalachian_is_lowered_with_its_moves_remembered_by_the_values_they_read():
    """Every option set of Appalachian plays through lowered.py (tests/runtime/test_fast_playout.py compares it with
    apply() at every decision): setup on the readable state, then dice, masks, ids as numbers, and the step's legal
    moves remembered by the values the listing reads, its tests that read no die worked out before the loops."""
    import importlib
    rules = importlib.import_module("generated.thru_the_appalachian").GAME
    assert is_lowered(fast_playout(rules))
    text = (ROOT / "generated" / "thru_the_appalachian" / "lowered.py").read_text(encoding="utf-8")
    assert "key = (p.used_dice, ok_1, my_at_shelter, ok_2, ok_3, ok_4)" in text
    assert "ok_4 = (p.journal[0] < 3, p.journal[1] < 3, p.journal[2] < 3, p.journal[3] < 3, p.journal[4] < 3)" in text
    assert "setup_route_play(state, randoms, observe)" in text     # the setup's decide loop is fast.py's
    assert "p.used_dice |= 1 << die" in text and "SPACES_BITS[" in text    # 77 spaces: a Python int's bits


def test_build_verbose_says_which_games_are_lowered(tmp_path):
    import shutil
    import subprocess
    import sys
    shutil.copytree(BENCH_PIG / "definitions" / "pig", tmp_path / "definitions" / "pig")
    shutil.copytree(ROOT / "definitions" / "trek-to-zion", tmp_path / "definitions" / "trek-to-zion")
    done = subprocess.run([sys.executable, "-m", "compiler.commands.cli", "--project", str(tmp_path), "build",
                           "--verbose"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "  pig: lowered (generated/pig/lowered.py)" in done.stdout
    assert "  trek-to-zion: not lowered, fast.py plays it: a card that is not the id of a table " \
           "(definitions/trek-to-zion/game.yaml:145)" in done.stdout


@pytest.mark.parametrize("mode", ["final_turns", "finish_round"])
def test_an_end_trigger_with_turns_to_come_is_lowered_and_plays_the_games_of_apply(mode, tmp_path):
    """An end trigger that gives the table final turns (everyone one more, or up to the round's last seat): counted
    down in the lowered state's flow, -1 there where the readable state holds None."""
    text = (FIXTURES / "definitions" / "pig-as-steps" / "game.yaml").read_text(encoding="utf-8")
    game = f"pig-{mode.replace('_', '-')}"
    rules = probe(tmp_path, game, text.replace("id: pig-as-steps", f"id: {game}")
                  .replace("then: immediately", f"then: {mode}"))
    assert is_lowered(fast_playout(rules))
    endings = {(general.ended_by, general.final_turns) for general in assert_plays_as_apply(rules)}
    assert ("end trigger", 0) in endings      # the final turns were played out


def assert_plays_as_apply(rules, seats=(2, 3), seeds=range(3)) -> list:
    """The lowered playout, observed at every decision and unobserved, plays the games of `apply()`; returns
    the general path's final states, for what a test checks beyond."""
    finals = []
    for players in seats:
        for seed in seeds:
            on_general, on_lowered = [], []
            general = general_path(rules, players, seed, {}, on_general)
            observed = compiled_path(rules, players, seed, {}, on_lowered)
            assert on_lowered == on_general, (players, seed)
            assert readable(observed) == readable(general), (players, seed)
            assert readable(unobserved_path(rules, players, seed, {})) == readable(general), (players, seed)
            finals.append(general)
    return finals


CARD_RACE = """\
id: card-race
name: Card race
summary: Draw cards; bank the red ones. The deck is made again from the discards when it runs out.
players: {min: 2, max: 4}
constants: {goal: 5}
globals:
  deck: {type: zone, of: cards, start: all, visible: nobody}
  discards: {type: zone, of: cards, visible: everyone}
player:
  hand: {type: zone, of: cards, visible: owner}
  banked: {type: set, of: cards}
  points: {type: counter, start: 0}
actions:
  draw_card:
    text: Draw a card, the discards shuffled into a new deck first when the deck is empty.
    when: count(deck) + count(discards) > 0
    effect: |
      if count(deck) == 0 {
        draw count(discards) from discards to deck
        shuffle deck
      }
      draw 1 from deck to hand
      for c in hand { if c == black and count(hand) > 4 { move c from hand to discards } }
      for k in cards { if count(c for c in hand if c == k) > 3 { move k from hand to discards } }
  bank:
    text: Discard a red card for a point, and a black one with it if you hold one.
    when: red in hand
    effect: |
      move red from hand to discards
      points += 1
      if black in hand { move black from hand to discards }
  bank_pair:
    text: Discard two cards of one shade, and another card if you hold one, for a point.
    params: {shade: cards}
    when: "count(c for c in hand if c == shade) >= 2 and any(c != black for c in hand)"
    effect: |
      repeat 2 { move shade from hand to discards }
      for k in banked { if k in hand { move k from hand to discards } }
      add shade to banked
      points += count(c for c in hand if c != shade) / 4
flow:
  turns: true
  setup:
    - do: shuffle deck
  round:
    - decide: {name: turn, actions: [draw_card, bank, bank_pair], who: turn}
  end_trigger: {when: "points >= goal", then: final_turns}
scoring:
  - {id: banked, text: Banked red cards, points: points}
"""
CARD_RACE_DECKS = """\
decks:
  cards:
    name: Cards
    card_size: {width: 63, height: 88}
    cards:
      - {id: red, name: Red, copies: 6}
      - {id: black, name: Black, copies: 5}
"""


def test_piles_the_round_touches_are_the_records_own_lists_lowered(tmp_path):
    """A pile in play is the readable record's own list in the lowered state: rules.py's draw, shuffle and
    move_card change it in place (the same stream, the same order), `count` is its length, `in` a look-up, and an
    aggregate or a loop over it reads each card as its number."""
    from compiler.driver.build import Project, compile_game
    from tests.compiled import import_rules
    folder = tmp_path / "definitions" / "card-race"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(CARD_RACE, encoding="utf-8")
    (folder / "decks.yaml").write_text(CARD_RACE_DECKS, encoding="utf-8")
    result = compiled(tmp_path, "card-race")
    assert "lowered.py" in result.files, result.files.keys()
    text = result.files["lowered.py"]
    assert "draw(s.readable, s.discards, s.deck, len(s.discards))" in text and "shuffle(s.readable, s.deck)" in text
    assert "move_card(p.hand, s.discards, 'red')" in text and "'black' in p.hand" in text
    # a card counted by its id is the list's count; a card of a pile read in a loop is read as its number
    assert "p.hand.count(CARDS_IDS[shade])" in text and "CARDS_NUMBERS[c] != shade" in text
    assert "for c in p.hand:" in text and "for k in range(2):" in text       # loops over a pile, a table, a set
    assert "for k in CARDS_BY_ID:" in text and "if p.banked & 1 << k != 0:" in text   # a set's ids as sorted
    rules = import_rules(result, tmp_path, "cairn_lowered_card_race").GAME
    assert is_lowered(fast_playout(rules))
    assert_plays_as_apply(rules)
    for seed in range(3, 40):   # a loop over a set meets the order its ids sort in only now and then (seed 27)
        general = general_path(rules, 2, seed, {}, [])
        assert readable(unobserved_path(rules, 2, seed, {})) == readable(general), seed


def test_a_loop_past_its_max_fails_alike_lowered(tmp_path):
    """The `max:` of an `until` loop and of a turn's moves: the lowered state is written back and the runtime's own
    error raised, the message of the general path."""
    from runtime.errors import RulesFailed
    text = (FIXTURES / "definitions" / "pig-as-steps" / "game.yaml").read_text(encoding="utf-8")
    rules = probe(tmp_path, "pig-short", text.replace("id: pig-as-steps", "id: pig-short").replace("max: 1000", "max: 3"))
    assert is_lowered(fast_playout(rules))
    failed = 0
    for seed in range(4):
        messages = []
        for path in (general_path, lambda *args: unobserved_path(*args[:4])):
            try:
                path(rules, 2, seed, {}, [])
                messages.append(None)
            except RulesFailed as err:
                messages.append(str(err))
        assert messages[0] == messages[1], seed
        failed += messages[0] is not None
    assert failed


def test_the_guard_allows_records_that_only_name_their_slots():
    from compiler.codegen.guard import problems
    record = 'class Player:\n    """A player."""\n    __slots__ = (\'seat\', \'points\')\n'
    assert problems(record, "lowered.py") == []
    for bad in ('class Player(object):\n    __slots__ = ("seat",)\n',
                'class Player:\n    __slots__ = ("seat",)\n    def f(self):\n        pass\n',
                'class Player:\n    __slots__ = ("__dict__",)\n',
                'x = 1\n__slots__ = ("seat",)\n'):
        assert problems(bad, "lowered.py"), bad


def test_the_fast_py_a_lowered_game_falls_back_to_still_plays_the_games_of_apply():
    """fast.py stays the playout of a lowered game's forced dice and observed choices: played here directly, since
    test_fast_playout.py's compiled path is now the lowered one."""
    import importlib
    from runtime.agents import make_agents
    from runtime.fastplay import play_compiled
    from runtime.state import GameState
    rules = importlib.import_module("generated.thru_the_appalachian").GAME
    fast = importlib.import_module("generated.thru_the_appalachian.fast").play
    for seed in range(2):
        on_general, on_fast = [], []
        general = general_path(rules, 2, seed, {}, on_general)
        state = GameState(rules, 2, seed, {}, start=False)
        randoms = [agent.rng.random for agent in make_agents("random", 2, seed, rules, state.options)]
        played = play_compiled(fast, state, randoms, lambda s: on_fast.append(readable(s)))
        assert on_fast == on_general and readable(played) == readable(general), seed


def test_a_game_begun_lowered_tallies_the_games_of_the_readable_state(tmp_path):
    """A lowered game of no setup steps and no piles begins on the lowered state (`new_state`, the state GameState
    lowers to), is played and scored there without a readable state: the scores, winners, rounds and ends
    `cairn simulate` tallies are those of play_game's readable state, seed by seed, with eligibility and tie-breaks."""
    import random

    from runtime.fastplay import begins_lowered
    from runtime.simulate import game_outcome, play_game
    from runtime.state import GameState
    text = (FIXTURES / "definitions" / "pig-as-steps" / "game.yaml").read_text(encoding="utf-8")
    victory = "victory:\n  eligible: points % 2 == 0\n  tiebreak: [\"0 - turn_total\"]\n"
    rules = probe(tmp_path, "pig-begun", text.replace("id: pig-as-steps", "id: pig-begun") + victory)
    lowered = begins_lowered(rules)
    assert lowered is not None and hasattr(lowered, "outcome")
    seen = set()
    for players in (2, 3):
        made = lowered.new_state(players, random.Random(0))
        start = lowered.lower_state(GameState(rules, players, 0, start=False))
        for name in type(made).__slots__:
            if name not in ("moves", "readable", "rnd", "players"):
                assert getattr(made, name) == getattr(start, name), name
        assert [[getattr(p, n) for n in type(p).__slots__] for p in made.players] == \
            [[getattr(p, n) for n in type(p).__slots__] for p in start.players]
        for seed in range(40):
            state = play_game(rules, players, seed, None)
            expected = (state.scores(), state.winners(), state.round, state.ended_by)
            assert game_outcome(rules, players, seed, None) == expected, (players, seed)
            seen.add(len(expected[1]))
    assert seen >= {0, 1}       # games nobody may win, and games won
    import importlib
    assert begins_lowered(importlib.import_module("generated.thru_the_appalachian").GAME) is None    # its setup deals
