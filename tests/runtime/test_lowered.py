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
    assert "s.rolled[0] = int(s.rnd.random() * 6) + 1" in files["lowered.py"]


def test_a_game_the_lowering_does_not_cover_keeps_fast_py_and_says_why():
    from compiler.codegen.emit import Emitter
    from compiler.codegen.lower import lower_support
    result = compiled(FIXTURES, "twin-sums")
    assert "fast.py" in result.files and "lowered.py" not in result.files
    assert lower_support(Emitter(result.model, result.resolver)) == \
        "a list of list values (definitions/twin-sums/game.yaml:39)"


def test_appalachian_is_lowered_with_its_moves_remembered_by_the_values_they_read():
    """Every option set of Appalachian plays through lowered.py (tests/runtime/test_fast_playout.py compares it with
    apply() at every decision): setup on the readable state, then dice, masks, ids as numbers, and the step's legal
    moves remembered by the values the listing reads, its tests that read no die worked out before the loops."""
    import importlib
    rules = importlib.import_module("generated.thru_the_appalachian").GAME
    assert is_lowered(fast_playout(rules))
    text = (ROOT / "generated" / "thru_the_appalachian" / "lowered.py").read_text(encoding="utf-8")
    # the key packed into one int from the values' known widths (a 6-die mask, flags, a column per colour), and the
    # memo a list of every key (15 bits), as the hand-written reference keeps it; the flags the space decides (not at
    # a shelter, at one, a stamp there) one read of a table of bits made at build, at their place in the key
    # (place_bits.py), worked out as
    # flags only where a listing is made
    assert "key = p.used_dice | ROUND_SELECT_KEY_BITS[my_trail_index] | (512 if ok_3 else 0) | ok_4 << 10" in text
    assert ("                if moves is None:\n                    moves = []\n"
            "                    my_at_shelter = SPACES_SHELTER[my_trail_index]\n") in text
    # the location is the trail index (the spaces are the table's ids): read from its local, not copied to another
    assert "my_location" not in text
    # the journal's open columns a slot of the hiker's, kept as the journal is written (derived.py), as the
    # reference keeps its full columns; the trail index too, worked out as the hiker walks
    assert "ok_4 = p.journal_open" in text and "my_trail_index = p.trail_index" in text
    assert ("        p.journal[DICE_COLOUR[die]] = clamped\n        if clamped < 3:\n"
            "            p.journal_open |= 1 << DICE_COLOUR[die]\n") in text
    # ... after a step forward, from the local the progress was just set from (derived.py), not the slot again
    assert "p.trail_index = clamped if p.route == 0 else 76 - clamped" in text
    assert "ROUND_SELECT_MOVES = [None] * 32768" in text and "moves = ROUND_SELECT_MOVES[key]" in text
    # picks only fall within a step: each seat's picks taken in a loop of their own, its record read once, no search
    # for the next pick from the seat last chosen (`asked_from`) at every pick; a seat with no move is done
    # no pick reaches another hiker's record or the round (apart.py): a seat's activity is tested when its turn in
    # the step comes, the walk of every seat before the first pick only where an observer or a rules error of too
    # many moves (checked only where the step's picks can pass the limit) sees the picks list
    assert ("    watched = observe is not None or s.turn_moves + 2 * n > s.max_moves\n    if watched:\n"
            "        for seat in range(n):\n            p = s.players[seat]\n") in text
    assert ("    for seat in range(n):\n        p = s.players[seat]\n"
            "        if not p.eliminated and (not p.finished or p.finish_round == s.round):\n"
            "            while True:\n") in text
    assert "                if watched and s.turn_moves > s.max_moves:\n" in text
    assert "                if not moves:\n                    picks[seat] = 0\n                    break\n" in text
    # the seat's last pick ends its loop before the test of whether it is still active (none left either way)
    # (counted down in a local, the seat's stream read once; the list written where an observer or an error sees it)
    assert ("                left -= 1\n                if left <= 0:\n                    picks[seat] = 0\n"
            "                    break\n"
            "                if not (not p.eliminated and (not p.finished or p.finish_round == s.round)):\n"
            "                    picks[seat] = 0\n                    break\n    s.picks = None\n") in text
    assert ("            left = 2\n            agent_random = randoms[seat]\n            while True:\n") in text
    assert "                if observe is not None:\n                    picks[seat] = left\n" in text
    assert ("                if watched and s.turn_moves > s.max_moves:\n                    picks[seat] = left\n") in text
    assert "asked_from" not in text and "chosen" not in text
    # exert's one pick a seat: taken, the seat is done (no count down, no test of whether it is still active)
    assert ("                    # its one pick taken: none left, whether or not it is still active\n"
            "                    picks[seat] = 0\n                break\n    s.picks = None\n") in text
    # no effect says `end game`: the flag is never set, so no step or pick tests it
    assert "if s.end_requested:" not in text[text.index("def round_select_play("):text.index("def clone(")]
    # progress (0 and up) plus one cannot fall below 0; energy less one is clamped only at 0, by its setter
    assert "        clamped = p.progress + 1\n        p.progress = clamped\n" in text
    # `repeat max(0, n)` as range(n): no call of max, no test of the lower bound (a count below 0 runs no turn)
    # the modifier table read by exhaustion (0 to 7, always within them) as a tuple of its value for each key, not a
    # call of rules.py's lookup function
    assert ("    repeat_times = s.rolled[die] - EXHAUSTION_MODIFIER_BY_EXHAUSTION[p.exhaustion]\n"
            "    if repeat_times > 100000:\n") in text
    assert "EXHAUSTION_MODIFIER_BY_EXHAUSTION = (0, 0, 0, 0, 1, 1, 2, 2)\n" in text
    assert "exhaustion_modifier(" not in text
    # the round's small steps written in place in the random playout's loop of rounds (optimise.py step_in_round),
    # the setup's steps, played once, still called
    begun = text[text.index("def play_begun("):]
    assert "        # round_round_1, written in place\n" in begun and "        # round_time, written in place\n" in begun
    assert "round_round_1(s, None)" not in begun and "    begun_setup_1(s, None)\n" in begun
    assert "max(0, " not in text
    # the setters, `exhausted` and `step_forward` written in place (optimise.py), the actions and steps still named;
    # energy's on_empty reset, `set_energy(s, p, 15)` inside set_energy, folded to the one assignment it comes to
    assert "def set_energy(" not in text and "def step_forward(" not in text and "def exhausted(" not in text
    assert "# step_forward, written in place" in text and "def do_move(s, p, die):" in text
    assert "            # set_energy, written in place\n            p.energy = 15\n" in text
    # next_round's end test is a generator (`all(… for q in s.players)`): Cython makes a closure of it, which the
    # cpdef `play` may not hold, so it stays a call there
    assert "def next_round(s):" in text and "        next_round(s)\n" in text
    assert "setup_route_play(state, randoms, observe)" in text     # the setup's decide loop is fast.py's
    assert "p.used_dice |= 1 << die" in text and "SPACES_BITS[" in text    # 77 spaces: a Python int's bits


def test_build_verbose_says_which_games_are_lowered(tmp_path):
    import shutil
    import subprocess
    import sys
    shutil.copytree(BENCH_PIG / "definitions" / "pig", tmp_path / "definitions" / "pig")
    shutil.copytree(FIXTURES / "definitions" / "twin-sums", tmp_path / "definitions" / "twin-sums")
    done = subprocess.run([sys.executable, "-m", "compiler.commands.cli", "--project", str(tmp_path), "build",
                           "--verbose"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "  pig: lowered (generated/pig/lowered.py)" in done.stdout
    assert "  twin-sums: not lowered, fast.py plays it: a list of list values " \
           "(definitions/twin-sums/game.yaml:39)" in done.stdout


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


def assert_plays_as_apply(rules, seats=(2, 3), seeds=range(3), options=None) -> list:
    """The lowered playout, observed at every decision and unobserved, plays the games of `apply()`; returns
    the general path's final states, for what a test checks beyond."""
    finals, options = [], options or {}
    for players in seats:
        for seed in seeds:
            on_general, on_lowered = [], []
            general = general_path(rules, players, seed, options, on_general)
            observed = compiled_path(rules, players, seed, options, on_lowered)
            assert on_lowered == on_general, (players, seed)
            assert readable(observed) == readable(general), (players, seed)
            assert readable(unobserved_path(rules, players, seed, options)) == readable(general), (players, seed)
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
    assert "p.hand_counts[0] -= 1\n    masks.list_remove(p.hand, 'red')\n    s.discards.append('red')" in text   # move_card in place
    # a pile counted by id keeps its counts beside its cards (the card's count a look-up, `in` a count not 0); a
    # card of a pile read in a loop is read as its number
    assert "p.hand_counts = pile_counts(p.hand, CARDS_NUMBERS, 2)" in text and "p.hand_counts[0] -= 1" in text
    # a draw of one card written in place, the card counted in
    assert "p.hand.append(s.deck.pop())\n        p.hand_counts[CARDS_NUMBERS[p.hand[-1]]] += 1" in text
    assert "p.hand_counts[shade] >= 2" in text and "p.hand_counts[1] != 0" in text
    assert "CARDS_NUMBERS[c] != shade" in text
    assert "for c in p.hand:" in text and "for k in range(2):" in text       # loops over a pile, a table, a set
    assert "for k in CARDS_BY_ID:" in text and "if k_held & 1 << k != 0:" in text   # a set's ids as sorted,
    assert "k_held = p.banked" in text                  # those it held when the loop started
    rules = import_rules(result, tmp_path, "cairn_lowered_card_race").GAME
    assert is_lowered(fast_playout(rules))
    assert_plays_as_apply(rules)
    for seed in range(3, 40):   # a loop over a set meets the order its ids sort in only now and then (seed 27)
        general = general_path(rules, 2, seed, {}, [])
        assert readable(unobserved_path(rules, 2, seed, {})) == readable(general), seed
    assert_counts_kept(rules, "hand", "CARDS_NUMBERS", observed=True)


def test_trek_keeps_its_hands_counted_per_provision():
    """Trek to Zion's hands are counted per provision in the lowered state (its cards of a colour a look-up), and
    the counts stay those of the cards held, game after game."""
    import importlib
    rules = importlib.import_module("generated.trek_to_zion").GAME
    text = Path("generated/trek_to_zion/lowered.py").read_text(encoding="utf-8")
    assert "p.hand.count(" not in text and "p.hand_counts[colour]" in text
    # each count read once before the table (entries_read_once: the wilds were read once per colour, twice over), all
    # eight in one unpacking of the list (lowering.py unpacked)
    assert "    (hand_counts_0, hand_counts_1, " in text and ", hand_counts_7) = p.hand_counts\n    if my_blessings >= 1:" in text
    # the triples of the other colours: the triples of every colour, written out once, less the colour's own
    assert "sum_1 = hand_counts_0 // 3 + hand_counts_1 // 3 + " in text
    # the blessing asked once, not per colour (split.py): the sum and the triples only where it holds
    assert "if my_blessings >= 1:\n        sum_1 = " in text
    assert "each_1 = (hand_counts_0 + hand_counts_7 + (sum_1 - hand_counts_0 // 3), " in text
    # where the random playout counts the claims over masks, each colour's entry in a local of its own (masked.py
    # spread), which the popcounts read, the table made of them for the draw
    assert "        each_1_0 = hand_counts_0 + hand_counts_7 + (sum_1 - hand_counts_0 // 3)\n" in text
    assert "else:\n        each_1_0 = hand_counts_0 + hand_counts_7\n" in text
    assert "each_1 = (each_1_0, each_1_1, each_1_2, each_1_3, each_1_4, each_1_5, each_1_6)" in text
    assert_counts_kept(rules, "hand", "PROVISIONS_NUMBERS", seeds=range(6))


def assert_counts_kept(rules, pile: str, numbers: str, seeds=range(3), observed=False) -> None:
    """Every time the lowered state is written back (at every decision when `observed`, and at the end of the
    game) or scored lowered, each player's counts of `pile` are the counts of the cards the pile holds."""
    from runtime.fastplay import _beside_rules
    from runtime.pile_counts import pile_counts
    lowered = _beside_rules(rules, "lowered")
    numbers, raise_state, checked = getattr(lowered, numbers), lowered.raise_state, []

    def checking(state, s):
        for p in s.players:
            assert getattr(p, f"{pile}_counts") == pile_counts(getattr(p, pile), numbers, len(numbers)), p.seat
        checked.append(s.round)
        raise_state(state, s)
    # a game begun and scored lowered is never written back: its counts are checked where it is scored
    outcome = getattr(lowered, "outcome", None)

    def scoring(s):
        for p in s.players:
            assert getattr(p, f"{pile}_counts") == pile_counts(getattr(p, pile), numbers, len(numbers)), p.seat
        checked.append(s.round)
        return outcome(s)
    lowered.raise_state = checking
    if outcome is not None:
        lowered.outcome = scoring
    try:
        for seed in seeds:
            if observed:
                compiled_path(rules, 2, seed, {}, [])
            else:
                unobserved_path(rules, 2, seed, {})
    finally:
        lowered.raise_state = raise_state
        if outcome is not None:
            lowered.outcome = outcome
    assert len(checked) > (len(seeds) if observed else len(seeds) - 1)


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


# Placement in turn order: a setup loop of steps, a `who: order` step with `extra turn` and `first player`, an
# after_action step, and a seat the game plays (`automata:`, at 1 player).
PLACEMENT = """\
id: placement
name: Placement
summary: A probe of placement one pick at a time in turn order, lowered.
players: {min: 1, max: 4}
automata:
  - {name: Foreman, seat: 0, players: [1], flag: robot, text: "it takes the first move it may"}
tables:
  dice:
    - {id: die, sides: 6}
globals:
  rolled: {type: map, keys: dice, start: 0}
  stones: {type: counter, start: 0, min: 0}
  gathered: {type: counter, start: 0}
  rewards: {type: counter, start: 0}
player:
  coins: {type: counter, start: 0, min: 0}
  placed: {type: counter, start: 0}
  bonus: {type: counter, start: 0}
  robot: {type: flag}
  rewarded: {type: flag, reset: round}
actions:
  save:
    effect: coins += 1
  spend:
    when: "coins >= 2"
    effect: |
      coins -= 2
      placed += 1
  take:
    when: "stones >= 1 and coins >= 1"
    effect: |
      stones -= 1
      coins -= 1
      placed += 1
  take_again:
    when: "stones >= 1 and coins >= 2"
    effect: |
      stones -= 1
      coins -= 2
      placed += 1
      extra turn
  lead:
    when: "coins >= 3 and placed >= 1"
    effect: |
      coins -= 3
      first player me
  hand_on:
    when: "robot or placed % 3 == 2"
    effect: |
      coins += 1
      first player players[(me.seat + 1) % player_count]
flow:
  after_action: |
    if placed >= 4 and not rewarded {
      rewarded = true
      rewards += 1
      bonus += rewards
    }
  setup:
    - name: gather
      until: "gathered >= 2 and rolled[die] >= 5"
      max: 12
      steps:
        - each_player: coins += 1
        - decide: {name: ante, who: each, actions: [save, spend]}
        - do: |
            gathered += 1
            roll die
  round:
    - do: |
        roll die
        stones = rolled[die] + player_count
    - decide: {name: place, who: order, actions: [take, take_again, lead, hand_on], picks: 3}
  end: "round >= 6"
scoring:
  - {id: placed, text: Stones placed, points: "placed + bonus"}
"""


def test_placement_in_turn_order_with_a_setup_loop_and_after_action_is_lowered(tmp_path):
    """`who: order` one pick at a time round the table from the first player (`extra turn` keeps the seat,
    `first player` names the next rounds' lead: a `next_turn` slot, -1 for none), the setup's `until` loop played on
    the readable state as fast.py plays it, the after_action step after every action, and a seat the game plays."""
    rules = probe(tmp_path, "placement", PLACEMENT)
    assert is_lowered(fast_playout(rules))
    finals = assert_plays_as_apply(rules, seats=(1, 2, 3), seeds=range(4))
    # the edges were played: more than one first player, rewards given after actions, the loop passed more than once
    assert len({general.first_player for general in finals}) >= 2
    assert any(general.g.rewards >= 2 for general in finals)
    assert any(general.g.gathered >= 3 for general in finals)


# Options, a table's words and ids by name, `score`, loops over the players and locals changed in a step of no player
OUTFITTERS = """\
id: outfitters
name: Outfitters
summary: A probe of options, a column of words, scores and loops over the players, lowered.
players: {min: 2, max: 4}
options:
  pace:
    values: [slow, brisk]
    default: slow
    text: "brisk: two supplies a day"
tables:
  dice:
    - {id: die, sides: 6}
  goods:
    - {id: rope, kind: tool, worth: 2}
    - {id: lamp, kind: tool, worth: 3}
    - {id: bread, kind: meal, worth: 1}
    - {id: salt, kind: meal, worth: 1}
    - {id: gem, kind: tool, worth: 5}
  wares:
    - {id: coins}
    - {id: food}
globals:
  rolled: {type: map, keys: dice, start: 0}
  supply: {type: counter, start: 0}
  shelf: {type: map, keys: wares, of: goods, text: "the good on each shelf, or none"}
  stocked: {type: set, of: goods}
player:
  points: {type: counter, start: 0}
  coins: {type: counter, start: 2, min: 0}
  packed: {type: set, of: goods}
  food: {type: counter, start: 0}
  tally: {type: map, keys: goods, start: 0}
actions:
  pack:
    params: {item: goods}
    when: "item not in packed and coins >= goods[item].worth"
    effect: |
      add item to packed
      coins -= goods[item].worth
      if goods[item].kind == meal { food += 1 } else { score goods[item].worth }
      if count(packed) == 3 { score 2 }
  sell_rope:
    when: "goods.rope in packed"
    effect: |
      remove goods.rope from packed
      coins += min(coins, food, count(packed), 2) + 1
  earn:
    effect: coins += if pace == brisk then 2 else 1
  barter:
    params: {ware: wares}
    when: "points >= 1"
    effect: |
      stock(ware, 3)
      lose 1 ware
      points -= 1
  shelve:
    params: {item: goods}
    when: "shelf[wares.food] != item and coins >= 1"
    effect: |
      shelf[wares.food] = item
      add item to stocked
      tally[item] += 1
      for g in stocked {
        remove goods.salt from stocked
        tally[g] += 1
      }
  inspect:
    when: "any(players[(me.seat + 1) % player_count].tally[g] > 0 for g in stocked)"
    effect: |
      score abs(coins - food - 2)
      score sum(goods[g].worth for g in stocked if g != goods.gem)
      remove shelf[wares.food] from stocked
procedures:
  stock:
    params: {kind: wares, n: number}
    effect: gain n kind
flow:
  round:
    - do: |
        roll die
        supply += if pace == brisk then 2 else 1
    - decide: {name: market, who: each, actions: [pack, sell_rope, earn, barter, shelve, inspect], picks: 2}
    - do: |
        let owed = supply
        for q in players {
          let f = min(q.food, owed)
          q.food -= f
          owed -= f
        }
        while owed > 0 and rolled[die] > 2 max 20 {
          owed -= 1
        }
        supply = owed
  end: "round >= 6"
scoring:
  - {id: points, text: Points, points: points}
"""


def test_options_words_of_a_column_scores_and_loops_over_the_players_are_lowered(tmp_path):
    """An option read as rules.py reads it (the readable state's options), a column of words compared with a word,
    a table's id by name (`goods.rope`), `score`, `count` of a set (its mask's bits), `min` of several values, a loop
    over the players and locals changed in a step where no player acts (its `while` bound naming none), and a
    resource chosen in play (`gain n kind`: the field an id of a table names); a map of ids (-1 for none), an
    aggregate over a set, `abs`, another seat's map read through `players[…]`, and a loop over a set that changes
    it (the ids it held when the loop started, as rules.py's `sorted` copy)."""
    rules = probe(tmp_path, "outfitters", OUTFITTERS)
    assert is_lowered(fast_playout(rules))
    for options in ({}, {"pace": "brisk"}):
        finals = assert_plays_as_apply(rules, seeds=range(2), options=options)
        assert any(q.points >= 5 for general in finals for q in general.players)


# Cards that print effects and conditions (`resolve c.bonus`, `c.wanted`), and procedures that ask, lowered
BAZAAR = """\
id: bazaar
name: Bazaar
summary: A probe of cards' printed effects and conditions and of procedures that ask, lowered.
players: {min: 2, max: 4}
tables:
  purses:
    - {id: coins}
    - {id: goods}
globals:
  market: {type: zone, of: wares, start: all, visible: nobody}
  sold: {type: zone, of: wares, visible: everyone}
player:
  hand: {type: zone, of: wares, visible: owner}
  coins: {type: counter, start: 1, min: 0}
  goods: {type: counter, start: 0, max: 6}
  points: {type: counter, start: 0}
procedures:
  haggle:
    effect: |
      choose purse in purses
      gain 1 purse
  bargain:
    effect: |
      haggle()
      choose purse in purses where purse == purses.goods and goods < 3
      lose 1 coins
actions:
  buy:
    when: "count(market) > 0 and count(hand) < 3"
    effect: draw 1 from market to hand
  sell:
    when: "count(hand) > 0"
    effect: |
      for c in hand {
        if c.wanted {
          resolve c.bonus
          score 1
          move c from hand to sold
        }
      }
      haggle()
  trade:
    when: "coins >= 1"
    effect: |
      bargain()
      score 1
flow:
  turns: true
  setup:
    - do: shuffle market
  round:
    - decide: {name: turn, actions: [buy, sell, trade], who: turn}
  end: "round >= 6 or count(market) == 0"
scoring:
  - {id: points, text: Points, points: points}
"""
BAZAAR_DECKS = """\
decks:
  wares:
    name: Wares
    card_size: {width: 63, height: 88}
    fields: {bonus: effect, wanted: condition}
    cards:
      - {id: amber, name: Amber, bonus: "score 2", wanted: "coins >= 2", copies: 3}
      - {id: spice, name: Spice, bonus: "gain 1 coins; haggle()", wanted: "points < 6", copies: 3}
      - {id: cloth, name: Cloth, bonus: "haggle()", wanted: "count(hand) >= 2", copies: 3}
      - {id: salt, name: Salt, wanted: "goods >= 1", copies: 2}
"""


def test_cards_printed_effects_and_conditions_and_procedures_that_ask_are_lowered(tmp_path):
    """`resolve c.bonus` through one lowered function of the column, each distinct printed effect once, chosen by the
    card's number (none for a card that prints none); `c.wanted` likewise; a procedure that asks (itself or through
    a procedure it calls, or a card's effect) draws in place with the seat's draws, a choice with no option ending
    the procedure only."""
    from tests.compiled import import_rules
    folder = tmp_path / "definitions" / "bazaar"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(BAZAAR, encoding="utf-8")
    (folder / "decks.yaml").write_text(BAZAAR_DECKS, encoding="utf-8")
    result = compiled(tmp_path, "bazaar")
    assert "lowered.py" in result.files, result.files.keys()
    text = result.files["lowered.py"]
    assert "WARES_BONUS_EFFECTS = (0, 1, 2, -1)" in text and "WARES_WANTED_VALUES = (0, 1, 2, 3)" in text
    # haggle is short: written in place where it is called (optimise.py), its empty choice ending it alone
    assert "# haggle, written in place" in text and "if options_purse:" in text
    rules = import_rules(result, tmp_path, "cairn_lowered_bazaar").GAME
    assert is_lowered(fast_playout(rules))
    finals = assert_plays_as_apply(rules, seeds=range(2))
    assert any(q.goods >= 2 for general in finals for q in general.players)


# Piles as the values of a step: parameters over a pile, a choice over a pile, `nth` and `position`, costs a card
# prints, piles keyed by a table, and names a lowered function uses itself (`s`) or an inner loop shadows
CARAVAN = """\
id: caravan
name: Caravan
summary: A probe of parameters, choices and costs over piles and their cards, lowered.
players: {min: 2, max: 3}
tables:
  routes:
    - {id: north}
    - {id: south}
globals:
  supply: {type: zone, of: goods, start: all, visible: nobody}
  stalls: {type: zone, of: goods, keys: routes, visible: everyone}
  bazaar: {type: zone, of: goods, visible: everyone}
  route: {type: symbol, of: routes, start: north}
player:
  hand: {type: zone, of: goods, visible: owner}
  gold: {type: counter, start: 3, min: 0}
  silk: {type: counter, start: 1, min: 0}
  points: {type: counter, start: 0}
functions:
  below:
    params: {s: goods}
    value: "count(g for g in bazaar if g.rank < s.rank)"
  same_rank:
    params: {rank: number}
    value: "count(g for g in hand if g.rank == rank)"
procedures:
  restock:
    effect: |
      if count(stalls[route]) > 0 { draw 1 from stalls[route] to bazaar }
actions:
  buy:
    params: {g: bazaar}
    cost: g.cost
    effect: |
      move g from bazaar to hand
      score g.rank
      restock()
  sell:
    params: {card: hand}
    when: "position(card, hand) == 0 or count(hand) > 2"
    effect: |
      move card from hand to stalls[route]
      gain 2 gold
  haul:
    when: "count(hand) > 0"
    effect: |
      choose c in hand where c.rank >= 2
      move c from hand to supply
      gain 1 silk
  grab:
    when: "count(bazaar) > 0 and affords(nth(bazaar, 0).cost)"
    effect: |
      let first = nth(bazaar, 0)
      pay for first.cost
      move first from bazaar to hand
      score below(first)
      restock()
  switch:
    when: "count(g for g in bazaar if same_rank(g.rank) > 0) >= 1"
    effect: |
      route = if route == routes.north then routes.south else routes.north
      gain 1 gold
  rest:
    effect: gain 1 gold
flow:
  turns: true
  setup:
    - do: |
        shuffle supply
        draw 4 from supply to stalls[routes.north]
        draw 4 from supply to stalls[routes.south]
        draw 3 from supply to bazaar
  round:
    - decide: {name: turn, actions: [buy, sell, haul, grab, switch, rest], who: turn}
  end: "round >= 8"
scoring:
  - {id: points, text: Points, points: points}
"""
CARAVAN_DECKS = """\
decks:
  goods:
    name: Goods
    card_size: {width: 63, height: 88}
    fields: {cost: cost}
    cards:
      - {id: figs, name: Figs, rank: 1, cost: "1 gold", copies: 3}
      - {id: tea, name: Tea, rank: 2, cost: "2 gold", copies: 3}
      - {id: bolt, name: Silk bolt, rank: 3, cost: "1 gold + 1 silk", copies: 2}
      - {id: gem, name: Gem, rank: 4, copies: 1}
"""


def test_parameters_choices_and_costs_over_piles_are_lowered(tmp_path):
    """A parameter over a pile (a move per card, in the pile's order), `choose c in hand where …`, `nth` and
    `position` of a pile, the cost a card prints (an action's `cost:`, `affords`, `pay for`; a card that prints none
    is free), a pile of a map keyed by a table (`stalls[route]`), a function's parameter named like the lowered
    state (`s`), and a function written in place inside a loop of its own variable's name (`same_rank(g.rank)`)."""
    from tests.compiled import import_rules
    folder = tmp_path / "definitions" / "caravan"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(CARAVAN, encoding="utf-8")
    (folder / "decks.yaml").write_text(CARAVAN_DECKS, encoding="utf-8")
    result = compiled(tmp_path, "caravan")
    assert "lowered.py" in result.files, result.files.keys()
    text = result.files["lowered.py"]
    assert "GOODS_COST_COSTS = (0, 1, 2, -1)" in text and "s.stalls[ROUTES_IDS[s.route]]" in text
    rules = import_rules(result, tmp_path, "cairn_lowered_caravan").GAME
    assert is_lowered(fast_playout(rules))
    finals = assert_plays_as_apply(rules, seeds=range(3))
    assert any(q.silk >= 2 for general in finals for q in general.players)


def test_a_rules_error_in_a_lowered_game_is_told_as_on_the_general_path(tmp_path):
    """A division by zero in an action: the lowered module names the action and its line (DEFINED_AT, which a native
    build keeps too), the round its flow is playing and the seat acting, as the general path tells it."""
    import shutil
    from runtime.errors import in_the_rules
    from tests.compiled import import_rules
    shutil.copytree(ROOT / "tests" / "errors" / "base", tmp_path, dirs_exist_ok=True)
    game = tmp_path / "definitions" / "tiny" / "game.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace(
        "      gain crop_value() gold\n", "      gain crop_value() gold\n      gold = gold / (harvests - harvests)\n", 1),
        encoding="utf-8")
    rules = import_rules(compiled(tmp_path, "tiny"), tmp_path, "cairn_lowered_tiny").GAME
    assert is_lowered(fast_playout(rules))
    told = []
    for path in (general_path, lambda *args: unobserved_path(*args[:4])):
        with pytest.raises(ZeroDivisionError) as failed:
            path(rules, 2, 0, {}, [])
        told.append(in_the_rules(failed.value))
    assert told[0] == told[1] and re.search(r"failed in 'harvest' \(definitions/tiny/game\.yaml:\d+\), round \d, seat \d",
                                            told[1]), told



def test_a_rules_error_in_a_procedure_written_in_place_names_the_procedure(tmp_path):
    """A division by zero in `tire`, the on_empty procedure of a track, which the lowered module writes in place
    (optimise.py): its lines are told to runtime/errors.py (WRITTEN_IN_PLACE), so the error names the procedure and
    its line, as the general path does, not the action it stands in."""
    import shutil
    from runtime.errors import in_the_rules
    from tests.compiled import import_rules
    shutil.copytree(ROOT / "tests" / "errors" / "base", tmp_path, dirs_exist_ok=True)
    game = tmp_path / "definitions" / "tiny" / "game.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace(
        "      fatigue += 1\n", "      fatigue += 1\n      fatigue = fatigue / (water - water)\n", 1).replace(
        'cost: "1 water"', 'cost: "5 water"', 1), encoding="utf-8")      # the first harvest empties the track
    result = compiled(tmp_path, "tiny")
    assert "# tire, written in place" in result.files["lowered.py"] and "def tire(" not in result.files["lowered.py"]
    rules = import_rules(result, tmp_path, "cairn_lowered_tiny_tire").GAME
    told = []
    for path in (general_path, lambda *args: unobserved_path(*args[:4])):
        with pytest.raises(ZeroDivisionError) as failed:
            path(rules, 2, 0, {}, [])
        told.append(in_the_rules(failed.value))
    assert told[0] == told[1] and re.search(r"failed in 'tire' \(definitions/tiny/game\.yaml:\d+\)", told[1]), told


def test_no_lowered_module_makes_a_generator():
    """Every aggregate of a lowered module (all, any, sum, count, min, max) is a loop in a function of its own
    (aggregates.py): natively a C loop, where Cython makes a generator object at every call. Equal aggregates share
    one function; the game's end test of Appalachian is one."""
    for module in sorted((ROOT / "generated").glob("*/lowered.py")):
        tree = ast.parse(module.read_text(encoding="utf-8"))
        assert not [node for node in ast.walk(tree) if isinstance(node, ast.GeneratorExp)], module
    text = (ROOT / "generated" / "thru_the_appalachian" / "lowered.py").read_text(encoding="utf-8")
    assert "if s.week >= 32 or next_round_all(s):" in text
    assert "def next_round_all(s):" in text and "def next_round_all_2(" not in text

def test_a_repeat_counted_in_play_is_checked_in_place_and_fails_alike_lowered(tmp_path):
    """`repeat harvests - 2 { … }`: the lowered module checks the count against the bounds itself (a C comparison and
    a C loop natively) and calls the runtime's repeat_count only to raise its error: a count below 0 fails with the
    general path's message, round and seat."""
    import shutil
    from runtime.errors import in_the_rules
    from tests.compiled import import_rules
    shutil.copytree(ROOT / "tests" / "errors" / "base", tmp_path, dirs_exist_ok=True)
    game = tmp_path / "definitions" / "tiny" / "game.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace(
        "      rested = true\n", "      rested = true\n      repeat harvests - 2 { fatigue += 1 }\n", 1), encoding="utf-8")
    result = compiled(tmp_path, "tiny")
    assert "range(repeat_count(" not in result.files["lowered.py"]
    assert re.search(r"if repeat_times < 0 or repeat_times > 100000:\n +repeat_count\(repeat_times\)\n +for _ in "
                     r"range\(repeat_times\):", result.files["lowered.py"])
    rules = import_rules(result, tmp_path, "cairn_lowered_tiny_repeat").GAME
    assert is_lowered(fast_playout(rules))
    told = []
    for path in (general_path, lambda *args: unobserved_path(*args[:4])):
        with pytest.raises(ValueError) as failed:
            path(rules, 2, 0, {}, [])
        told.append(in_the_rules(failed.value))
    assert told[0] == told[1] and "repeat -2 times: a number of times cannot be below 0" in told[1], told


TRAIL_PROBE = """\
id: trail-probe
name: Trail probe
summary: Draw provisions from the deck or the row, claim trails between four places, keep goals.
players: {min: 2, max: 3}
tables:
  colours:
    - {id: red, name: Red}
    - {id: blue, name: Blue}
  piles:
    - {id: deck, name: the top of the deck}
  answers:
    - {id: no_fort, name: build no fort}
  places:
    - {id: fort, name: Fort}
    - {id: ford, name: Ford}
    - {id: pass, name: Pass}
    - {id: camp, name: Camp}
  routes:
    - {id: fort/ford, name: Fort – Ford, from: fort, to: ford, length: 1, colour: red, pair: fort/ford:2}
    - {id: fort/ford:2, name: Fort – Ford, from: fort, to: ford, length: 1, colour: gray, pair: fort/ford}
    - {id: ford/pass, name: Ford – Pass, from: ford, to: pass, length: 2, colour: blue, pair: none}
    - {id: pass/camp, name: Pass – Camp, from: pass, to: camp, length: 2, colour: gray, pair: none}
    - {id: fort/camp, name: Fort – Camp, from: fort, to: camp, length: 3, colour: red, pair: none}
    - {id: ford/camp, name: Ford – Camp, from: ford, to: camp, length: 1, colour: blue, pair: none}
globals:
  supply: {type: zone, of: provisions, start: all, visible: nobody}
  row: {type: zone, of: provisions, visible: true}
  discards: {type: zone, of: provisions, visible: true}
  claimed_routes: {type: set, of: routes}
  goal_deck: {type: zone, of: goals, start: all, visible: nobody}
  boxed: {type: zone, of: goals, visible: nobody}
player:
  hand: {type: zone, of: provisions, visible: owner}
  claimed: {type: set, of: routes}
  forts: {type: set, of: places}
  points: {type: counter, start: 0}
  offered: {type: zone, of: goals, visible: owner}
  kept_goals: {type: zone, of: goals, visible: owner}
functions:
  cards_of:
    params: [colour]
    value: "count(c for c in hand if c == colour)"
  claim_colours:
    params: {route: routes}
    value: "if route.colour == gray then colours else [route.colour]"
  trail_open:
    params: {route: routes}
    value: "route not in claimed_routes and (route.pair == none or route.pair not in claimed)"
  draw_choices:
    value: "(if count(supply) > 0 then [deck] else []) + distinct(c for c in row)"
  fort_sites:
    params: {route: routes}
    value: "distinct(site for site in [route.from, route.to] if degree(claimed, site) >= 2 and site not in forts)"
procedures:
  bonus:
    effect: |
      choose spare in distinct(c for c in colours if cards_of(c) >= 2)
      discard(spare, 1)
      points += 1
  take:
    params: [source]
    effect: |
      if source == deck {
        draw 1 from supply to hand
      } else {
        move source from row to hand
        draw 1 from supply to row
      }
  discard:
    params: [colour, amount]
    effect: "repeat amount { move colour from hand to discards }"
actions:
  draw_card:
    text: Take the top of the supply or a card of the row.
    params: {first: "draw_choices()"}
    effect: take(first)
  claim:
    text: Claim an open trail with cards of its colour (gray, any one colour); wilds substitute.
    params:
      route: routes
      colour: {in: claim_colours(route), word: with}
    when: "trail_open(route) and cards_of(colour) + cards_of(wild) >= routes[route].length"
    effect: |
      let own = min(routes[route].length, cards_of(colour))
      discard(colour, own)
      discard(wild, routes[route].length - own)
      add route to claimed
      add route to claimed_routes
      points += routes[route].length
      if degree(claimed, routes[route].to) >= 2 and routes[route].to not in forts { add routes[route].to to forts }
  draw_goals:
    text: Draw two goals.
    when: "count(offered) == 0 and count(goal_deck) > 1"
    effect: draw 2 from goal_deck to offered
  keep_goals:
    text: Keep one or both of the goals drawn; the rest go to the box.
    params: {kept: "subsets(offered, 1)"}
    effect: |
      for t in kept { move t from offered to kept_goals }
      draw count(offered) from offered to boxed
flow:
  turns: true
  setup:
    - do: |
        shuffle supply
        shuffle goal_deck
        draw 3 from supply to row
  round:
    - decide: {name: turn, actions: [draw_card, claim, draw_goals, keep_goals], who: turn}
  end_trigger: {when: "points >= 5", then: final_turns}
scoring:
  - {id: trails, text: Trails, points: points}
  - {id: forts, text: Forts, points: "count(forts)"}
  - {id: goals, text: Goals, points: "sum(goals[t].points for t in kept_goals)"}
"""
TRAIL_PROBE_DECKS = """\
decks:
  provisions:
    name: Provisions
    card_size: {width: 63, height: 88}
    cards:
      - {id: red, name: Red, copies: 5}
      - {id: blue, name: Blue, copies: 5}
      - {id: wild, name: Wild, copies: 3}
  goals:
    name: Goals
    card_size: {width: 63, height: 88}
    cards:
      - {id: g1, name: Goal one, points: 1}
      - {id: g2, name: Goal two, points: 2}
      - {id: g3, name: Goal three, points: 3}
      - {id: g4, name: Goal four, points: 4}
      - {id: g5, name: Goal five, points: 5}
"""
# the same game with its choices inside effects: over a list of the deck and the row's cards, over the sites of a
# fort and `no_fort`, in a procedure (`bonus`, which asks), and over groups of goals, kept by a `for` over the group
TRAIL_CHOICES = [
    ("id: trail-probe", "id: trail-choices"),
    ("    effect: take(first)\n", "    effect: |\n      take(first)\n      choose second in draw_choices()\n      take(second)\n"),
    ("      if degree(claimed, routes[route].to) >= 2 and routes[route].to not in forts { add routes[route].to to forts }\n",
     "      choose fort in fort_sites(route) + [no_fort]\n      if fort != no_fort { add fort to forts }\n      bonus()\n"),
    ("    effect: draw 2 from goal_deck to offered\n",
     "    effect: |\n      draw 2 from goal_deck to offered\n      choose kept in subsets(offered, 1)\n"
     "      for t in kept { move t from offered to kept_goals }\n      draw count(offered) from offered to boxed\n"),
]


def trail_probe(tmp_path, game: str, text: str):
    """(the rules, lowered.py's text) of a probe game of TRAIL_PROBE's decks."""
    from tests.compiled import import_rules
    folder = tmp_path / "definitions" / game
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(text, encoding="utf-8")
    (folder / "decks.yaml").write_text(TRAIL_PROBE_DECKS, encoding="utf-8")
    result = compiled(tmp_path, game)
    assert "lowered.py" in result.files, result.files.keys()
    rules = import_rules(result, tmp_path, f"cairn_lowered_{game.replace('-', '_')}").GAME
    assert is_lowered(fast_playout(rules))
    return rules, result.files["lowered.py"]


def test_values_of_no_single_table_parameters_over_lists_and_route_columns_are_lowered(tmp_path):
    """Trek's constructs, on a probe game of four places (state by state at every decision against apply()):
    - values of no single table held as their id strings: `take(source)` is given the deck or a card of the row,
      `cards_of(colour)` a colour or a wild, compared with the cards of the hand as rules.py compares them;
    - parameters over lists worked out in play: a move of strings is its place in `arguments`; `claim`'s two
      parameters, the route and a colour of `claim_colours(route)`, numbered by both; groups of `subsets`, kept by
      a `for` over the group;
    - `route.pair`, a column of ids of the routes with none (-1), and the board's `degree` as bits of masks."""
    rules, text = trail_probe(tmp_path, "trail-probe", TRAIL_PROBE)
    # `take(source)` and `discard(colour, amount)` are short: written in place in the actions (optimise.py)
    assert "if first == 'deck':" in text and "amount = ROUTES_LENGTH[route] - own" in text \
        and "masks.list_remove(p.hand, 'wild')" in text and "s.discards.append('wild')" in text
    assert "arguments.append((first,))" in text and "do_draw_card(s, p, arguments[move // 4][0])" in text
    # the claims counted, not listed (tally.py): a trail of one colour tested once, one of two colours walked; the
    # drawn claim found by walking the kept trails again
    assert "colour_only = CLAIM_COLOUR_BY_ROUTE_ONLY[route]" in text and "claim_count += 1" in text
    assert "if k < claim_before:" in text and "move = 1 + 4 * (route + 6 * colour)" in text
    assert "do_claim(s, p, move // 4 % 6, move // 4 // 6)" in text
    # the colours of each trail worked out before play (`claim_colours(route)` reads the route's columns only)
    assert "CLAIM_COLOUR_BY_ROUTE = ((0,), (0, 1), (1,), (0, 1), (0,), (1,))" in text
    assert "for colour in CLAIM_COLOUR_BY_ROUTE[route]:" in text
    # the trails still open to the player, kept by the sets their test reads
    assert "route_key = (s.claimed_routes, p.claimed)" in text and "for route in route_kept:" in text
    # on a miss, walked from the seat's last kept trails when no bit its test reads has gone since (narrowed.py)
    assert "route_from = route_last[1] if route_last is not None and s.claimed_routes | route_last[0][0] == " \
        "s.claimed_routes and p.claimed | route_last[0][1] == p.claimed else range(6)" in text
    assert "for kept in subsets(p.offered, 1):" in text and "for t in kept:" in text
    assert "ROUTES_PAIR[route] == -1 or not (ROUTES_PAIR[route] >= 0 and p.claimed & 1 << ROUTES_PAIR[route] != 0)" \
        in text
    assert "(p.claimed & ROUTES_AT_PLACES[ROUTES_TO[route]]).bit_count() >= 2" in text
    # a hand counted per provision: the cards of a colour and the wilds are two look-ups, no pass over the hand
    assert "if p.hand_counts[colour] + p.hand_counts[2] >= ROUTES_LENGTH[route]:" in text
    ends = {general.ended_by for general in assert_plays_as_apply(rules, seeds=range(4))}
    assert ends == {"end trigger", "nobody can act"}


def test_choices_over_lists_in_effects_and_procedures_are_drawn_in_place_lowered(tmp_path):
    """Choices inside effects over lists worked out in play (the deck and the row's cards, `fort_sites(route) +
    [no_fort]`, the colours of a procedure that asks, groups of `subsets`), drawn in place as fast.py draws them:
    the unobserved playout ends in apply()'s state (an observer is shown fast.py's game, where the choice is
    pending as a save holds it)."""
    text = TRAIL_PROBE
    for old, new in TRAIL_CHOICES:
        assert old in text
        text = text.replace(old, new)
    rules, lowered = trail_probe(tmp_path, "trail-choices", text)
    assert "OBSERVABLE = False" in lowered
    # the lists added made as one list (printing.py `_spread`)
    assert "options_second = [*(('deck',) if len(s.supply) > 0 else ()), *masks.distinct_keys(s.row)]" in lowered
    assert "options_fort = [*masks.distinct_keys([PLACES_IDS[site] for site in (ROUTES_FROM[route], ROUTES_TO[route])" \
        in lowered and "]), 'no_fort']" in lowered
    # the procedure that asks is short: written in place, drawing with the action's own draws (optimise.py)
    assert "# bonus, written in place" in lowered and "def bonus(" not in lowered
    assert "options_kept = subsets(p.offered, 1)" in lowered
    assert_plays_as_apply(rules, seeds=range(3))
    for seed in range(3, 12):
        general = general_path(rules, 2, seed, {}, [])
        assert readable(unobserved_path(rules, 2, seed, {})) == readable(general), seed


# the same game again with the lists held by `let` locals: counted, walked by a `for` and chosen among, in a
# procedure that asks (ids of a table, as numbers) and in an action (the deck and the row's cards, as strings)
TRAIL_LISTS = TRAIL_CHOICES[:2] + [
    ("id: trail-choices", "id: trail-lists"),
    ("      choose second in draw_choices()\n",
     "      let sources = draw_choices()\n      if count(sources) > 3 { points += 1 }\n"
     "      for x in sources { if x == deck { points += 0 } }\n      choose second in sources\n"),
    ("      choose spare in distinct(c for c in colours if cards_of(c) >= 2)\n",
     "      let spares = distinct(c for c in colours if cards_of(c) >= 2)\n"
     "      for c in spares { if cards_of(c) >= 4 { points += 1 } }\n"
     "      repeat count(spares) { points += 0 }\n      choose spare in spares\n"),
] + TRAIL_CHOICES[2:]


def test_lists_held_by_locals_are_counted_walked_and_chosen_among_lowered(tmp_path):
    """`let spares = distinct(…)`, `let sources = draw_choices()`: a local holding a list worked out in play, its
    values held as the numbers of a table's ids or as strings; `count` of it, a `for` over it and a choice among it,
    unobserved against apply() (the game's effects ask)."""
    text = TRAIL_PROBE
    for old, new in TRAIL_LISTS:
        assert old in text, old
        text = text.replace(old, new)
    rules, lowered = trail_probe(tmp_path, "trail-lists", text)
    # the numbers of a range, each once already (printing.py `_numbered`)
    assert "spares = [c for c in range(2) if " in lowered and "for c in spares:" in lowered
    assert "options_spare = spares" in lowered and "for x in sources:" in lowered
    assert "if len(sources) > 3:" in lowered
    for seed in range(12):
        general = general_path(rules, 2, seed, {}, [])
        assert readable(unobserved_path(rules, 2, seed, {})) == readable(general), seed


# the same game with Trail Story's constructs: a walk along the claimed trails (`walks`, `walk_end`, aggregates over
# the walk), dice rolled as a list worked out in play, a parameter over a range of numbers, and a function giving a
# colour's id on one side and a column of strings on the other, compared with a colour
TRAIL_WALKS = [
    ("id: trail-probe", "id: trail-walks"),
    ("  answers:\n", "  dice:\n    - {id: d1, slot: 1, sides: 6}\n    - {id: d2, slot: 2, sides: 4}\n  answers:\n"),
    ("  claimed_routes: {type: set, of: routes}\n",
     "  claimed_routes: {type: set, of: routes}\n  rolled: {type: map, keys: dice, start: 1}\n"),
    ("  points: {type: counter, start: 0}\n",
     "  points: {type: counter, start: 0}\n  at: {type: symbol, of: places, start: fort}\n"),
    ("  draw_choices:\n", "  fair_colour:\n    params: {route: routes}\n"
     "    value: \"if route.colour == gray then red else route.colour\"\n  draw_choices:\n"),
    ("    when: \"trail_open(route) and cards_of(colour) + cards_of(wild) >= routes[route].length\"\n",
     "    when: \"trail_open(route) and cards_of(colour) + cards_of(wild) >= routes[route].length"
     " and (colour == fair_colour(route) or count(hand) > 6)\"\n"),
    ("  draw_goals:\n", """  wander:
    text: Walk along claimed trails, rolling a die per trail walked.
    params: {walk: "walks(claimed_routes, at, 2)", rest: "0..2"}
    when: "any(x in claimed for x in walk) and rest <= count(hand)"
    effect: |
      at = walk_end(walk, at)
      let used = distinct(d for d in dice if d.slot <= count(distinct(x for x in walk if x in claimed)))
      roll used
      points += (sum(rolled[d] for d in dice if d.slot <= count(used)) + rest) / 5
  draw_goals:
"""),
    ("actions: [draw_card, claim, draw_goals, keep_goals]", "actions: [draw_card, claim, wander, draw_goals, keep_goals]"),
]


def test_walks_rolls_of_a_list_and_ranges_of_numbers_are_lowered(tmp_path):
    """Trail Story's constructs on the probe game (state by state at every decision against apply()): an action
    over `walks(claimed_routes, at, 2)` (the runtime's walks, tuples of route strings) and a range `0..2`, `walk_end`
    setting a place (its number), aggregates over the walk, `roll used` of a list of dice, and `fair_colour(route)`,
    a colour's id or a column's string, compared as strings."""
    text = TRAIL_PROBE
    for old, new in TRAIL_WALKS:
        assert old in text, old
        text = text.replace(old, new)
    rules, lowered = trail_probe(tmp_path, "trail-walks", text)
    assert "for walk in walks([ROUTES_IDS[k] for k in range(6) if s.claimed_routes & 1 << k != 0], PLACES_IDS[p.at], 2," \
        in lowered and "p.at = PLACES_NUMBERS[walk_end(walk, PLACES_IDS[p.at], ROUTES)]" in lowered
    assert "for rest in range(0, 3):" in lowered
    assert "s.rolled[rolled_die] = int(s.rnd.random() * DICE_SIDES[rolled_die]) + 1" in lowered
    assert "COLOURS_IDS[colour] == ('red' if ROUTES_COLOUR[route] == 'gray' else ROUTES_COLOUR[route])" in lowered
    assert_plays_as_apply(rules, seeds=range(4))


def test_trek_is_lowered_with_its_claim_numbered_by_route_and_colour():
    """Trek to Zion plays through lowered.py (tests/runtime/test_fast_playout.py compares its unobserved playout with
    apply()): its claim listed over the trails and `claim_colours(route)`, a move numbered by both, what a colour
    can pay (its cards, the wilds, the triples of the others: the hand's counts per provision) worked out once a
    colour per decision."""
    import importlib
    rules = importlib.import_module("generated.trek_to_zion").GAME
    assert is_lowered(fast_playout(rules))
    text = (ROOT / "generated" / "trek_to_zion" / "lowered.py").read_text(encoding="utf-8")
    assert "moves.append(1 + 3 * (route + 69 * colour))" in text
    assert "do_claim(s, p, randoms[seat], False, move // 3 % 69, move // 3 // 69)" in text
    assert "pay_for_trail(s, p, agent_random, auto_single, route, colour)" in text
    assert "if each_1[colour] >= (ROUTES_LENGTH[route] - 1 if my_blessings >= 2" in text


TRAIL_TILES = """\
id: trail-tiles
name: Trail tiles
summary: Lay tiles of paths and rivers around your camps, close loops, send walkers along them.
players: {min: 2, max: 4}
tables:
  kinds:
    - {id: path, name: Path, camp: camp_path}
    - {id: river, name: River, camp: camp_river}
  tokens:
    - {id: fox, name: Fox}
    - {id: owl, name: Owl}
  marks:
    - {id: bare, name: no token}
    - {id: marked, name: with its token}
constants: {hand_size: 5}
options:
  tokens_laid: {values: [never, sometimes], default: sometimes, text: tokens on the tiles}
globals:
  deck: {type: zone, of: tiles, start: all, visible: nobody}
  discards: {type: zone, of: tiles, visible: nobody}
  quests: {type: zone, of: quests, start: all, visible: everyone}
  supply: {type: map, keys: tokens, start: 5, min: 0}
player:
  hand: {type: zone, of: tiles, visible: owner}
  camps: {type: zone, of: camps, start: all, visible: everyone}
  area: {type: tableau, decks: [camps, tiles], fixed: [camps], fix_marked: true}
  walkers: {type: figures, keys: kinds, on: area}
  done: {type: set, of: quests}
  points: {type: counter, start: 0}
actions:
  place_camp:
    text: Lay a camp; the first starts the area.
    params: {camp: camps, spot: {in: "spots(area, walkers)", word: at}}
    effect: place camp from camps on area at spot
  place_tile:
    text: Lay a tile next to or over one of your area, with its token if you like.
    params:
      tile: "distinct(hand)"
      spot: {in: "spots(area, walkers)", word: at}
      turn: {in: "[0, 180]", word: turned}
      mark: marks
    when: "count(camps) < 2 and (mark == bare or (tokens_laid == sometimes and tile.token != none and supply[tile.token] > 0))"
    effect: |
      if mark == marked {
        place tile from hand on area at spot turned turn marked tile.token
        supply[tile.token] -= 1
      } else {
        place tile from hand on area at spot turned turn
      }
  set_out:
    text: Send a walker off by one of the trails leaving its camp.
    params: {walker: kinds, exit: {in: "exits(walkers, walker)", word: by}}
    when: "waiting(walkers, walker)"
    effect: send walkers walker by exit
flow:
  setup:
    - do: shuffle deck
  round:
    - name: deal
      each_player: draw hand_size from deck to hand
    - decide: {name: camp, actions: [place_camp], who: each}
    - name: stand
      each_player: |
        if round == 2 {
          for k in kinds { if kinds[k].camp not in camps { stand walkers k on kinds[k].camp } }
        }
    - repeat: 2
      steps:
        - decide: {name: lay, actions: [place_tile], who: each, picks: 2}
        - decide: {name: first_move, actions: [set_out], who: each}
        - name: walk
          each_player: |
            for k in kinds {
              walk walkers k 2 counting new tokens
              if stopped(walkers, k) { resume walkers k }
            }
        - name: quests_met
          each_player: |
            for q in quests { if q not in done and q.goal { add q to done } }
        - name: quests_scored
          do: |
            for q in quests {
              for r in players { if q in r.done and count(r.hand) > 0 { r.points += 1 } }
            }
        - name: pass_hands
          do: |
            if count(players[0].hand) > 1 {
              if round == 1 { pass hand to left } else { pass hand to right }
            } else {
              for r in players { draw count(r.hand) from r.hand to discards }
            }
  end: "round >= 3"
scoring:
  - {id: points, text: Quests, points: points}
"""
TRAIL_TILES_DECKS = """\
decks:
  camps:
    name: Camps
    card_size: {width: 63, height: 88}
    fields: {trails: {type: trails, of: kinds}}
    cards:
      - {id: camp_path, name: Path camp, trails: ["path: camp > a > N1", "path: camp > c > S1", "path: camp > d > S2"]}
      - {id: camp_river, name: River camp, trails: ["river: camp > a > N1", "river: camp > b > N2", "river: camp > d > S2"]}
  tiles:
    name: Tiles
    card_size: {width: 63, height: 88}
    fields: {trails: {type: trails, of: kinds}}
    cards:
      - {id: bend, name: Bend, token: fox, copies: 8, trails: ["*path: N1 > a1 > b1 > d1 > S2", "river: N1 > a1 > W1"]}
      - {id: loop, name: Loop, token: owl, copies: 8, trails: ["*path: N1 > a1 > b1 > d1 > c1 > S1", "river: N2 > b1 > E1"]}
      - {id: straight, name: Straight, token: none, copies: 8, trails: ["*river: W2 > c1 > d1 > E2", "path: N1 > a1 > W1"]}
      - {id: hook, name: Hook, token: fox, copies: 8, trails: ["*river: N1 > a1 > c1 > d1 > b1 > N2", "path: W2 > c1 > S1"]}
  quests:
    name: Quests
    card_size: {width: 63, height: 88}
    fields: {goal: condition}
    cards:
      - {id: one_loop, name: A loop, goal: "count(loop_lengths(area)) >= 1"}
      - {id: long_loop, name: A long loop, goal: "any(n >= 6 for n in loop_lengths(area))"}
      - {id: river_loop, name: A river loop, goal: "count(k for k in loop_kinds(area) if k == river) >= 1"}
      - {id: both_kinds, name: Both kinds, goal: "count(distinct(loop_kinds(area))) >= 2 or sum(n for n in loop_tokens(area)) >= 2"}
"""


def test_a_tableau_is_lowered_with_its_open_spots_kept_and_its_moves_counted(tmp_path):
    """A tableau stays the record's own list of placements, its open spots and loops kept beside it as cards are
    laid (runtime/areas.py Area); an action of several parameters lists counted blocks (a block per tile: spots ×
    turns × marks) and draws by index; figures, a pile's distinct cards, options, the conditions cards print,
    loops over the players and `players[0]`, `pass hand` and the tableau's loops are lowered too. Every decision is
    that of apply()."""
    from compiler.driver.build import Project, compile_game
    from tests.compiled import import_rules
    folder = tmp_path / "definitions" / "trail-tiles"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(TRAIL_TILES, encoding="utf-8")
    (folder / "decks.yaml").write_text(TRAIL_TILES_DECKS, encoding="utf-8")
    result = compile_game(Project(tmp_path), "trail-tiles", emit_code=True)
    assert result.ok, [d.message for d in result.diagnostics if d.severity == "error"]
    assert "lowered.py" in result.files, result.files.keys()
    text = result.files["lowered.py"]
    # the open spots, listed once a listing, less the cells the walkers hold once some stand
    assert "values_spot = p.area_kept.without(figure_cells(p.walkers)) if p.walkers else p.area_kept.cells" in text
    assert "moves.append((size, 0, (tile,), (values_spot, values_turn, values_mark)))" in text
    assert "tableau_lay(p.area, p.area_kept, TILES_IDS[tile], spot, turn, " in text
    assert "s.option_tokens_laid == 1" in text and "def quests_goal(s, p, card_row):" in text
    rules = import_rules(result, tmp_path, "cairn_lowered_trail_tiles").GAME
    assert is_lowered(fast_playout(rules))
    finals = assert_plays_as_apply(rules)
    assert any(p.walkers for state in finals for p in state.players)       # the walkers stood and set out
    assert any(p.done for state in finals for p in state.players)          # a printed condition held
    for seed in range(3, 12):
        general = general_path(rules, 2, seed, {"tokens_laid": "never"}, [])
        assert readable(unobserved_path(rules, 2, seed, {"tokens_laid": "never"})) == readable(general), seed


def test_a_move_drawn_from_counted_blocks_is_followed_by_the_games_after_action(tmp_path):
    """The game's `after_action` runs after a move the random playout draws from counted blocks (a tile laid, a walker
    sent), as after one it draws from a list: the lowered playout plays the games of apply()."""
    from compiler.driver.build import Project, compile_game
    from tests.compiled import import_rules
    game = TRAIL_TILES.replace("  points: {type: counter, start: 0}\n",
                               "  points: {type: counter, start: 0}\n  acted: {type: counter, start: 0}\n")
    game = game.replace("flow:\n  setup:", "flow:\n  after_action: acted += 1\n  setup:")
    folder = tmp_path / "definitions" / "trail-tiles"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(game, encoding="utf-8")
    (folder / "decks.yaml").write_text(TRAIL_TILES_DECKS, encoding="utf-8")
    result = compile_game(Project(tmp_path), "trail-tiles", emit_code=True)
    assert result.ok, [d.message for d in result.diagnostics if d.severity == "error"]
    rules = import_rules(result, tmp_path, "cairn_lowered_trail_tiles_after").GAME
    assert is_lowered(fast_playout(rules))
    finals = assert_plays_as_apply(rules, seats=(2,), seeds=range(2))
    assert all(p.acted > 0 for state in finals for p in state.players)


def test_open_spots_kept_card_by_card_are_the_spots_of_the_whole_area():
    """The open spots a lowered tableau keeps (runtime/areas.py Area) list, after every card laid, what `spots` works out from the whole
    area: over and beside cards, never over a camp or a card with a token, and less the cells figures hold."""
    import random
    from runtime.areas import Area, lay
    from runtime.tableau import spot_name, spots
    from generated.trailblazers.rules import CAMPS, TABLEAU_AREA, TRAIL_CARDS
    cards, rng = list(TRAIL_CARDS), random.Random(5)
    for game in range(30):
        area = []
        kept = Area(area, TABLEAU_AREA)
        for laid in range(20):
            held = frozenset({(rng.randrange(-3, 4), rng.randrange(-3, 4))}) if laid % 3 == 2 else frozenset()
            assert [spot_name(cell) for cell in kept.without(held)] == spots(area, TABLEAU_AREA, held), (game, laid)
            cell = rng.choice(kept.cells)
            card = rng.choice(list(CAMPS)) if laid < 2 else rng.choice(cards)
            lay(area, kept, card, cell, rng.choice((0, 180)), rng.choice((None, None, "wolf")))
        assert Area(area, TABLEAU_AREA).cells == kept.cells      # made at once from an area: the same


def test_a_kept_area_grows_its_grid_when_cards_come_near_its_edge():
    """The grid a lowered tableau keeps its area on (runtime/areas.py) starts at 64 cells each way from 0,0's middle:
    a row of cards far past its edge (and one far the other way, after) doubles it, and the spots and loops stay
    those `spots` and `loops` work out from the whole area."""
    from runtime.areas import Area, lay
    from runtime.tableau import _cell, loops, spot_name, spots
    from generated.trailblazers.rules import TABLEAU_AREA as layout
    camp, trail = list(layout["fixed"][0])[0], list(layout["decks"][1])[0]
    area = []
    kept = Area(area, layout)
    lay(area, kept, camp, _cell(0, 0), 0, None)
    for x in list(range(2, 90, 2)) + list(range(-2, -50, -2)):
        lay(area, kept, trail, _cell(x, 1 if x % 4 else 0), 180 if x % 3 else 0, None)
        assert kept.loops() == loops(area, layout)
    assert kept.width >= 256
    assert [spot_name(cell) for cell in kept.cells] == spots(area, layout)


def test_open_loops_kept_card_by_card_are_the_loops_of_the_whole_area():
    """The loops a lowered tableau keeps (runtime/areas.py Area: its cards on a grid, traced again only where a card
    covers a cell the last trace read or is a camp), asked after one to four cards at a time, are the loops `loops`
    traces from the whole area, loops closing and covered on the way (the areas of test_tableau.py's: random play
    of Trailblazers closes few); the cards laid by `lay`, or put in the record's list, which the area catches up."""
    import random
    from runtime.areas import Area, lay
    from runtime.tableau import _LOOPS, _TRAILS, loops, place, spot_of, spots, _cell
    from generated.trailblazers.rules import TABLEAU_AREA as layout
    cards = [card for deck in layout["decks"] for card in deck if card not in layout["fixed"][0]]
    rng, closed = random.Random(11), 0
    for _game in range(30):
        laid = []
        kept = Area(laid, layout)
        put = (lambda card, spot, turn, token=None: lay(laid, kept, card, _cell(*spot_of(spot)), turn, token)) \
            if _game % 2 else (lambda card, spot, turn, token=None: place(laid, card, spot, turn, token))
        for camp in list(layout["fixed"][0])[:3]:
            put(camp, rng.choice(spots(laid, layout)), rng.choice((0, 90, 180, 270)))
        while len(laid) < 27:
            for _card in range(rng.randrange(1, 5)):
                put(rng.choice(cards), rng.choice(spots(laid, layout)), rng.choice((0, 90, 180, 270)),
                    rng.choice((None, "bear")))
            _LOOPS.clear()
            _TRAILS.clear()
            assert kept.loops() == loops(laid, layout)
            closed += bool(kept.loops())
    assert closed >= 5      # loops were closed, not only none found both ways


def test_trailblazers_is_lowered_with_its_moves_counted_and_its_tableau_kept():
    """Every option set of Trailblazers plays through lowered.py (tests/runtime/test_fast_playout.py compares it with
    apply() at every decision): a block per card in hand, not ~900 tuples, its marks chosen from two tuples of the
    module; the spots and loops kept per area."""
    import importlib
    rules = importlib.import_module("generated.trailblazers").GAME
    assert is_lowered(fast_playout(rules))
    text = (ROOT / "generated" / "trailblazers" / "lowered.py").read_text(encoding="utf-8")
    assert "moves.append((size, 0, (card,), (values_spot, values_turn, values_mark)))" in text
    # without animals every card takes the same marks: one block for the cards of the hand, drawn as action 1
    assert "if not my_animals_in_play:\n" in text
    assert "moves.append((size, 1, (), (values_card, values_spot, values_turn, values_mark)))" in text
    assert "p.area_kept = tableau_area(p.area, TABLEAU_AREA)" in text
    # the marks' test worked out for each mark here: what it reads of the state is tested once per card
    assert "values_mark = PLACE_TRAIL_MARK_PASSING if my_animals_in_play and " in text
    assert "PLACE_TRAIL_MARK_PASSING = (0, 1)" in text and "PLACE_TRAIL_MARK_ALONE = (0,)" in text
    # a goal's aggregate over the area's loops is a loop of its own (aggregates.py): natively no generator object
    assert "return goals_goal_any(p)" in text
    assert "    for n in p.area_kept.lengths():\n        if n >= 8:\n            return True\n    return False\n" in text
    # natively the kept area is runtime/areas.pxd's Area, and a card laid calls areas.py `lay` in C
    declared = (ROOT / "generated" / "trailblazers" / "lowered.pxd").read_text(encoding="utf-8")
    assert "from runtime.areas cimport Area, lay as tableau_lay\n" in declared
    assert "    cdef public Area area_kept\n" in declared


def test_a_counted_step_is_drawn_as_it_is_counted_its_blocks_held_in_locals():
    """The random playout's loop of a round step listing counted blocks lists and draws in place (lowering.py
    `decide`), its blocks appended outside any loop of the listing held in locals (unlisted.py): the size in
    `size_1` (or the total itself where it is the only block), the values the listing set, k tested against the size
    and the move taken from those locals, with no tuple made nor list walked. Blocks a loop appends (a card's own
    marks where animals are in play) still go to `s.moves`, fetched and cleared just before that loop, and are
    walked once k has passed the blocks held. ISMCTS's `<step>_count` keeps the list it hands `<step>_drawn`. The
    games stay apply()'s in every mode, so the blocks held and listed are drawn alike."""
    import importlib
    rules = importlib.import_module("generated.trailblazers").GAME
    text = (ROOT / "generated" / "trailblazers" / "lowered.py").read_text(encoding="utf-8")

    def function(name):
        found = text[text.index(f"def {name}("):]
        return found[:found.index("\n\n\n")]
    turn = function("round_turn_play")
    assert "round_turn_count" not in turn and "round_turn_drawn" not in turn
    assert "size_1 = len(values_card) * len(values_spot) * 2\n" in turn and "if k < size_1:\n" in turn
    assert "card = values_card[k]\n" in turn and "k -= size_1\n" in turn
    # the standard game's mark, a single value, is handed over as it is: the action in place has no test of it
    assert "values_mark = PLACE_TRAIL_MARK_ALONE" not in turn
    listed = turn[turn.index("else:\n"):]
    assert listed.index("moves = s.moves\n") < listed.index("moves.clear()\n") < listed.index("for card in distinct(")
    assert turn.count("moves.append(") == 1 and turn.count("moves.clear()") == 1
    # the options' local set once before the seats' picks
    assert turn.index("my_animals_in_play = s.option_animal_module == 1") < turn.index("for seat in range(n):")
    camp = function("round_camp_play")
    assert "total = len(values_camp) * len(values_spot)\n" in camp and "moves." not in camp and "moves =" not in camp
    assert "camp = values_camp[k]\n" in camp
    count = function("round_turn_count")
    assert "moves.append((size, 1, (), (values_card, values_spot, values_turn, values_mark)))" in count
    for options in ({}, {"animal_module": "enabled"}, {"mode": "adventurer"}):
        assert_plays_as_apply(rules, seeds=range(2), options=options)


def test_a_counted_parameter_of_values_the_data_says_is_drawn_without_its_block():
    """A counted parameter whose values the module's data alone says (`turn: [0, 180]`, the one mark of the standard
    game) is taken by the draw from a tuple of the module, k divided by a constant, and a single value handed to
    the action as it is (counted.py `value_taken`, `move_taken`), and its listing is not tested for being empty; the
    others still read their values from the block, the last of them (turning slowest) at k itself. The moves drawn
    stay those of apply() (`assert_plays_as_apply`)."""
    import importlib
    rules = importlib.import_module("generated.trailblazers").GAME
    text = (ROOT / "generated" / "trailblazers" / "lowered.py").read_text(encoding="utf-8")
    drawn = text[text.index("        # round_turn_drawn, written in place"):]
    drawn = drawn[:drawn.index("elif s.step ==")]
    merged = drawn[drawn.index("elif action == 1:"):]
    assert "        turn = (0, 180)[k % 2]\n            k //= 2\n            values = block[3][1]\n" in merged
    assert "card = values[k]\n" in merged and "do_place_trail(s, p, card, spot, turn, 0)" in merged
    assert "block[3][2]" not in merged and "block[3][3]" not in merged
    # the marks of a card with animals differ by card: read from the block
    assert "        values = block[3][2]\n            mark = values[k % len(values)]\n" in drawn
    assert "if values_turn:" not in text and "values_turn = (0, 180)" in text
    assert_plays_as_apply(rules)


def test_a_counted_step_the_options_shut_is_left_at_once_by_the_random_playout():
    """A counted step whose every action is open only under the game's options (Trailblazers' `first_move`, the
    Adventurer mode's) is left by its random playout at one test of them, not by a listing for every seat
    (counted.py `CountedListing.guard`); a step with a test of the state is not (`turn`). Played in both modes, the
    lowered games stay apply()'s (tests/runtime/test_fast_playout.py compares every option set)."""
    text = (ROOT / "generated" / "trailblazers" / "lowered.py").read_text(encoding="utf-8")
    play = text[text.index("def round_first_move_play("):]
    play = play[:play.index("\n\n\n")]
    assert "    # the options open none of the step's actions: no seat has a move " in play
    assert "    if s.option_mode != 1:\n        s.picks = None\n        return\n    n = len(s.players)\n" in play
    turn = text[text.index("def round_turn_play("):]
    assert "CountedListing.guard" not in turn[:turn.index("\n\n\n")]


def test_a_step_for_each_player_under_the_options_is_tested_once_by_the_round():
    """A step for each player whose effect is one `if` led by a test of the game's options alone (Trailblazers'
    travellers, the Adventurer mode's: `s.option_mode == 1 and s.round == 2`) is called for the players only under
    that test, made once by the round (lowering.py `options_shut`), not by a step for every player; a step whose
    test reads the state (`round_goals_check`) is called for every player as before. In both modes the lowered
    games stay apply()'s."""
    import importlib
    rules = importlib.import_module("generated.trailblazers").GAME
    text = (ROOT / "generated" / "trailblazers" / "lowered.py").read_text(encoding="utf-8")
    play = text[text.index("def play_begun("):]
    play = play[:play.index("\n\n\n")]
    for step in ("round_travellers_rested", "round_travellers_stand", "round_travel", "round_campfires"):
        # the step is called, or written in place where it is small (optimise.py `Inliner.step_in_round`)
        led = "        if s.option_mode == 1:\n            for p in s.players:\n                if True:\n"
        assert (led + f"                    {step}(s, p)\n" in play
                or led + f"                    # {step}, written in place\n" in play), step
    assert ("        for p in s.players:\n            if True:\n                round_goals_check(s, p)\n" in play
            or "        for p in s.players:\n            if True:\n                # round_goals_check, written in place\n"
            in play)
    for options in ({}, {"mode": "adventurer"}):
        assert_plays_as_apply(rules, seeds=range(2), options=options)


def test_trail_story_is_lowered_with_its_lists_walks_and_paths_bits():
    """Trail Story, the last game of definitions/ on fast.py, plays through lowered.py (tests/runtime/test_fast_playout.py
    compares it with apply() for every option set, test_native.py natively): its lists held by locals, its travel over
    the runtime's walks, and the bits of its 38 paths read from a tuple (a C shift of the literal 1 stops at 31)."""
    import importlib
    rules = importlib.import_module("generated.trail_story_america").GAME
    assert is_lowered(fast_playout(rules))
    text = (ROOT / "generated" / "trail_story_america" / "lowered.py").read_text(encoding="utf-8")
    assert "    for x in empty:\n        place_token(s, p, agent_random, auto_single, x)" in text
    assert "for walk in walks([PATHS_IDS[k] for k in range(38) if s.paths_in_play & PATHS_BITS[k] != 0]" in text
    assert "1 << x" not in text and "for rolled_die in used:" in text


def test_a_game_begun_lowered_tallies_the_games_of_the_readable_state(tmp_path):
    """A lowered game begins on the lowered state (`new_state`, the state GameState lowers to), is played and scored
    there without a readable state: the scores, winners, rounds and ends
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
        made = lowered.new_state(players, random.Random(0), {}, {})
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
