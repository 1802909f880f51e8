"""A game's compiled playout (generated/<game>/fast.py) plays the very games random agents play through apply().

Seed by seed, the state at every decision the agents draw on, and the finished game, must be the
same on both paths: the compiled flow, inline draws and action calls change nothing of the game.
"""
import importlib
import json
import re
from pathlib import Path

import pytest

from runtime.agents import SeatView, make_agents
from runtime.fastplay import fast_playout, play_compiled, playout_path
from runtime.state import GameState

# games played in memory, fixtures compiled into temporary folders: in the background on the idle core
# (tests/conftest.py)
pytestmark = pytest.mark.second_core

ROOT = Path(__file__).resolve().parents[2]
GAMES = [importlib.import_module(f"generated.{p.name}").GAME
         for p in sorted((ROOT / "generated").iterdir()) if (p / "rules.py").is_file()]
DEFINED = sorted(p.name for p in (ROOT / "definitions").iterdir() if (p / "game.yaml").is_file())


def readable(state) -> str:
    """The state as saves show it, less what only the general path keeps (moves, public log, snapshots)."""
    data = json.loads(state.to_json())
    for key in ("history", "public", "snapshot", "shared_snapshot"):
        data.pop(key)
    return json.dumps(data, sort_keys=True)


def general_path(rules, players, seed, options, seen):
    state = GameState(rules, players, seed, options)
    agents = make_agents("random", players, seed, rules, state.options)
    while not state.is_over():
        moves = state.legal_actions()
        seen.append(readable(state))
        state.apply(agents[moves[0].seat].choose(SeatView(state, moves[0].seat), moves), check=False)
    return state


def compiled_path(rules, players, seed, options, seen):
    state = GameState(rules, players, seed, options, start=False)
    randoms = [agent.rng.random for agent in make_agents("random", players, seed, rules, state.options)]
    return play_compiled(fast_playout(rules), state, randoms, lambda s: seen.append(readable(s)))


def unobserved_path(rules, players, seed, options):
    """As `cairn simulate` plays: no observer, so choices inside effects are drawn in place (fast/drawn.py)."""
    state = GameState(rules, players, seed, options, start=False)
    # the seats of the game's automata draw as its AutomatonAgents do (JMT's solo rival): make_agents needs the rules
    randoms = [agent.rng.random for agent in make_agents("random", players, seed, rules, state.options)]
    return play_compiled(fast_playout(rules), state, randoms)


def begun_path(rules, players, seed, options):
    """As `cairn simulate` plays a game whose lowered module begins it (compiler/codegen/lower/setup.py): the setup and
    the rounds on the lowered state, written back into a readable state at the end (also where its scoring does not
    lower and `cairn simulate` begins it on the readable state); None for a game whose setup is not lowered."""
    import random

    from runtime.fastplay import ReadableLater, _beside_rules
    from runtime.state import checked_setting
    lowered = _beside_rules(rules, "lowered")
    if not hasattr(lowered, "new_state"):
        return None
    setting = checked_setting(rules, players, options)
    automata = rules.automaton_seats(players, setting)
    stream = random.Random(seed)
    s = lowered.new_state(players + len(automata), stream, setting, automata)
    s.readable = ReadableLater(lambda: GameState(rules, players, seed, options, start=False), stream)
    lowered.play_begun(s, [agent.rng.random for agent in make_agents("random", players, seed, rules, setting)])
    state = s.readable.now()
    state.rng = stream
    lowered.raise_state(state, s)
    return state


def test_every_game_has_a_compiled_playout():
    """Every game of definitions/ uses only what the fast back end covers (issue 12): each must have one, so the
    test below plays each on the compiled path."""
    compiled = {rules.id for rules in GAMES if fast_playout(rules) is not None}
    assert compiled >= set(DEFINED) >= {"thru-the-appalachian", "trek-to-zion", "trail-story-america",
                                        "trailblazer-jmt"}
    assert all(playout_path(rules) in ("compiled", "general") for rules in GAMES)


@pytest.mark.parametrize("rules", [g for g in GAMES if g.id in DEFINED], ids=lambda g: g.id)
def test_compiled_playout_plays_the_same_games(rules):
    assert fast_playout(rules) is not None, f"{rules.id} has no fast.py: the test would prove nothing"
    options = [{}]
    for name, spec in rules.options.items():
        options += [{name: value} for value in spec["values"] if value != spec["default"]]
    for players in range(rules.min_players, rules.max_players + 1):
        # every option at the small tables (where the solo options count), fewer seeds at the large ones
        for seed in range((4 if players <= 2 else 2) if rules.options else (2 if players <= 3 else 1)):
            chosen = options[seed % len(options)]
            on_general, on_compiled = [], []
            general = general_path(rules, players, seed, chosen, on_general)
            compiled = compiled_path(rules, players, seed, chosen, on_compiled)
            assert compiled.is_over()
            assert len(on_compiled) == len(on_general), (players, seed, chosen)
            for k, (mine, theirs) in enumerate(zip(on_compiled, on_general)):
                assert mine == theirs, (players, seed, chosen, f"decision {k}")
            assert readable(compiled) == readable(general), (players, seed, chosen)
            assert (compiled.scores(), compiled.winners()) == (general.scores(), general.winners())
            assert readable(unobserved_path(rules, players, seed, chosen)) == readable(general), (players, seed)
            begun = begun_path(rules, players, seed, chosen)
            assert begun is None or readable(begun) == readable(general), (players, seed, chosen)


# ---------------------------------------------------------------- games of the language tests
FIXTURES = ROOT / "tests" / "language" / "fixtures_root"
FIXTURE_GAMES = sorted(p.name for p in (FIXTURES / "definitions").iterdir() if (p / "game.yaml").is_file())
_count = iter(range(10_000))


def compiled_fixture(game: str):
    from compiler.driver.build import Project, compile_game
    result = compile_game(Project(FIXTURES), game, emit_code=True)
    assert result.ok, [d.message for d in result.diagnostics if d.severity == "error"]
    return result


@pytest.mark.parametrize("game", FIXTURE_GAMES)
def test_every_language_fixture_plays_the_same_games_compiled_or_falls_back(game, tmp_path):
    """Games written with other mechanisms (hands, `until` loops, choices, turn order) get a fast.py only
    when the fast back end covers their flow; when they do, it plays the same games as apply()."""
    from compiler.codegen.fast import fast_support
    from tests.compiled import import_rules
    result = compiled_fixture(game)
    why = fast_support(result.model)
    assert ("fast.py" in result.files) == (why is None), why
    rules = import_rules(result, tmp_path, f"cairn_fast_{game.replace('-', '_')}_{next(_count)}").GAME
    assert playout_path(rules) == ("compiled" if why is None else "general")
    if why is not None:
        return
    for players in sorted({rules.min_players, min(rules.max_players, 4)}):
        for seed in range(2):
            both_paths(rules, players, seed)


def both_paths(rules, players, seed):
    """One seed through apply(), the observed and the unobserved compiled playout: the same states throughout."""
    on_general, on_compiled = [], []
    general = general_path(rules, players, seed, {}, on_general)
    compiled = compiled_path(rules, players, seed, {}, on_compiled)
    assert on_compiled == on_general, (players, seed)
    assert readable(compiled) == readable(general), (players, seed)
    assert readable(unobserved_path(rules, players, seed, {})) == readable(general), (players, seed)
    begun = begun_path(rules, players, seed, {})
    assert begun is None or readable(begun) == readable(general), (players, seed)
    return general, on_general


def test_add_only_sets_are_the_sets_nothing_removes_from_or_resets(tmp_path):
    """Trek's claimed trails only grow; Appalachian's used dice are reset every round; a set that an effect
    removes from is not add-only."""
    from compiler.driver.build import Project, compile_game
    from compiler.codegen.fast.domains import add_only_sets
    trek = compile_game(Project(ROOT), "trek-to-zion", emit_code=False).model
    assert {"claimed_routes", "claimed"} <= add_only_sets(trek)
    appalachian = compile_game(Project(ROOT), "thru-the-appalachian", emit_code=False).model
    assert "used_dice" not in add_only_sets(appalachian) and "stamped" in add_only_sets(appalachian)
    import shutil
    shutil.copytree(ROOT / "definitions" / "trek-to-zion", tmp_path / "definitions" / "trek-to-zion")
    game = tmp_path / "definitions" / "trek-to-zion" / "game.yaml"
    text = game.read_text()
    assert "      add route to claimed_routes\n" in text
    game.write_text(text.replace("      add route to claimed_routes\n",
                                 "      add route to claimed_routes\n      remove route from claimed_routes\n", 1))
    changed = compile_game(Project(tmp_path), "trek-to-zion", emit_code=True)
    assert changed.ok and "claimed_routes" not in add_only_sets(changed.model)
    assert "open_ids(state, 'claimed_routes'" not in changed.files["fast.py"]


def test_trek_draws_its_choices_in_place_and_reads_route_columns_from_tuples():
    """The levers of fast/drawn.py and fast/rows.py reach the seed game they were made for (the tests above
    prove they change nothing of the game)."""
    text = (ROOT / "generated" / "trek_to_zion" / "fast.py").read_text()
    assert "def draw_provisions_drawn(" in text and "def draw_treks_drawn(" in text
    # claim's choice of temple follows a procedure that may wait (a choice in a loop): both drawn in place
    assert "def claim_drawn(" in text and "    pay_for_trail_drawn(state, p, agent_random, auto_single, route" in text
    assert "route_pair, route_length, route_colour = ROUTES_CLAIM_COLUMNS[route]" in text
    assert "route_row" not in text.split("def round_turn_legal_moves")[1].split("\ndef ")[0]


def test_open_ids_filters_again_only_when_the_set_has_grown():
    from types import SimpleNamespace
    from runtime.fastplay import open_ids
    state = SimpleNamespace(open_domains={})
    taken, ids = set(), ("a", "b", "c")
    first = open_ids(state, "claimed", taken, ids)
    assert first == ["a", "b", "c"] and open_ids(state, "claimed", taken, ids) is first
    taken.add("b")
    assert open_ids(state, "claimed", taken, ids) == ["a", "c"]
    assert open_ids(state, "claimed", {"a"}, ids) == ["b", "c"]     # another set (a new game's): from the table again


# ---------------------------------------------------------------- `until` loops and `who: order`, edge cases
# Two probe games whose flow the compiled playout unrolls: loops of steps that repeat a number of passes the dice
# decide, placement one pick at a time round the table (a seat with nothing to do passed over, `extra turn`,
# `first player`), `next turn`/`extra turn` in a loop of a game played in turns, and `max:` reached.
QUARRY = """\
id: quarry
name: Quarry
summary: A probe of `until` loops of steps and placement in turn order.
players: {min: 1, max: 4}
tables:
  dice:
    - {id: die, sides: 6}
globals:
  rolled: {type: map, keys: dice, start: 0}
  stones: {type: counter, start: 0, min: 0}
  gathered: {type: counter, start: 0}
player:
  coins: {type: counter, start: 0, min: 0}
  placed: {type: counter, start: 0}
  bid: {type: counter, start: 0, reset: round}
actions:
  save:
    effect: coins += 1
  spend:
    when: "coins >= 2"
    effect: |
      coins -= 2
      placed += 1
  take:
    params: {n: "1..2"}
    when: "stones >= n and coins >= 1"
    effect: |
      stones -= n
      coins -= 1
      placed += n
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
  raise_bid:
    when: "bid < 2"
    effect: bid += 1
  hold:
    effect: coins += 1
flow:
  setup:
    - name: gather
      until: "gathered >= 2 and rolled[die] >= 3"
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
    - decide: {name: place, who: order, actions: [take, take_again, lead], picks: 3}
    - name: auction
      until: "rolled[die] >= 4"
      max: 30
      steps:
        - do: roll die
        - decide: {name: bidding, who: each, actions: [raise_bid, hold], auto: single}
  end: "round >= 5"
scoring:
  - {id: placed, text: Stones placed, points: placed}
"""

RELAY_LOOP = """\
id: relay-loop
name: Relay Loop
summary: A probe of an `until` loop of steps in a game played in turns.
players: {min: 2, max: 4}
tables:
  dice:
    - {id: die, sides: 6}
globals:
  rolled: {type: map, keys: dice, start: 0}
player:
  moves: {type: counter, start: 0}
  steps: {type: counter, start: 0, reset: turn}
  cheers: {type: counter, start: 0}
actions:
  walk:
    effect: |
      roll die
      moves += 1
      steps += rolled[die]
  pass_to:
    params: {seat_no: "0..3"}
    when: "seat_no < player_count and moves >= 2"
    effect: |
      steps += 5
      next turn players[seat_no]
  again:
    when: "moves % 4 == 3"
    effect: |
      moves += 1
      extra turn
  cheer:
    effect: cheers += 1
flow:
  turns: true
  setup: []
  round:
    - name: leg
      until: "steps >= 8"
      max: 20
      steps:
        - decide: {name: stride, who: turn, actions: [walk, pass_to, again]}
        - decide: {name: crowd, who: each, actions: [cheer], optional: true}
  end: "round >= 4"
scoring:
  - {id: moves, text: Moves, points: moves}
"""


def probe(tmp_path, game: str, text: str):
    from compiler.driver.build import Project, compile_game
    from compiler.codegen.fast import fast_support
    from tests.compiled import import_rules
    folder = tmp_path / "definitions" / game
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(text, encoding="utf-8")
    result = compile_game(Project(tmp_path), game, emit_code=True)
    assert result.ok, [d.message for d in result.diagnostics if d.severity == "error"]
    assert fast_support(result.model) is None and "fast.py" in result.files
    return import_rules(result, tmp_path, f"cairn_fast_{game.replace('-', '_')}_{next(_count)}").GAME


def test_until_loops_and_placement_in_order_play_the_same_games_compiled(tmp_path):
    rules = probe(tmp_path, "quarry", QUARRY)
    passes = {"setup": set(), "round": set()}       # the passes done of the loop as a decision in it is asked
    first_players = set()
    for players in range(1, 5):
        for seed in range(6):
            general, states = both_paths(rules, players, seed)
            assert general.ended_by == "end condition"
            for state in map(json.loads, states):
                if (state["phase"], state["step"]) in (("setup", 1), ("round", 3)):    # ante, bidding
                    passes[state["phase"]].add(state["passes"])
                first_players.add(state["first_player"])
    # the edges were played: loops of several passes, and more than one first player (`first player me`)
    assert max(passes["setup"]) >= 2 and max(passes["round"]) >= 2 and len(first_players) >= 2


def test_placement_passes_over_a_seat_that_cannot_move_and_keeps_the_seat_on_an_extra_turn(tmp_path):
    """The probe reaches the edges of `who: order` on the compiled path (the test above proves them the general
    path's): a seat with picks left but no legal move passed over, and `extra turn` giving the same seat the next pick."""
    rules = probe(tmp_path, "quarry", QUARRY)
    skipped = extra = 0
    for players, seed in [(3, 0), (3, 1), (4, 2), (2, 3), (4, 4)]:
        states = []
        state = GameState(rules, players, seed, start=False)
        randoms = [agent.rng.random for agent in make_agents("random", players, seed, rules, state.options)]
        play_compiled(fast_playout(rules), state, randoms, lambda s: states.append(json.loads(readable(s))))
        placing = [s for s in states if s["phase"] == "round" and s["step"] == 1]
        for before, after in zip(placing, placing[1:]):
            if before["round"] != after["round"]:
                continue
            seat, mine, theirs = before["turn"], before["players"][before["turn"]], after["players"][before["turn"]]
            assert [q for q in range(players) if after["players"][q] != before["players"][q]] == [seat]
            if theirs["coins"] == mine["coins"] - 2 and theirs["placed"] == mine["placed"] + 1:     # take_again
                extra += after["turn"] == seat
                assert after["turn"] == seat or after["picks"][seat] == 0     # or it has no move left
            between = [(seat + k) % players for k in range(1, (after["turn"] - seat) % players)]
            assert all(after["picks"][q] == 0 for q in between)      # passed over for the rest of the step
            skipped += sum(1 for q in between if before["picks"][q] > 0)
    assert skipped > 0 and extra > 0


def test_an_until_loop_in_a_game_of_turns_with_next_and_extra_turns_plays_the_same_games(tmp_path):
    rules = probe(tmp_path, "relay-loop", RELAY_LOOP)
    for players in range(2, 5):
        for seed in range(4):
            both_paths(rules, players, seed)


@pytest.mark.parametrize("game, text, old, new", [
    ("quarry", QUARRY, "max: 30", "max: 2"),                      # a loop of the round, without turns
    ("quarry", QUARRY, 'until: "gathered >= 2 and rolled[die] >= 3"', 'until: "gathered >= 99"'),    # of the setup
    ("relay-loop", RELAY_LOOP, "max: 20", "max: 2"),             # of a turn: the message names the seat
])
def test_a_loop_past_its_max_fails_alike_on_both_paths(tmp_path, game, text, old, new):
    from runtime.errors import RulesFailed
    assert text.count(old) == 1
    rules = probe(tmp_path, game, text.replace(old, new))
    failures = 0
    for players in (2, 3):
        for seed in range(3):
            messages = []
            for path in (general_path, compiled_path):
                try:
                    path(rules, players, seed, {}, [])
                    messages.append(None)
                except RulesFailed as failed:
                    messages.append(str(failed))
            assert messages[0] == messages[1], (players, seed)
            failures += messages[0] is not None
            if messages[0] is not None:
                assert "its `max:`" in messages[0] and "game.yaml:" in messages[0]
                assert ("seat" in messages[0]) == (game == "relay-loop")
    assert failures >= 3


# ---------------------------------------------------------------- choices inside effects, drawn in place
# A probe whose actions choose in a branch (one whose options may be none), in `repeat`, `for` (left by `stop`)
# and `while` loops, in a procedure called by a procedure (twice, the second time in a branch), after a payment
# the player chooses, and in a step with `auto: single`: unobserved, every one is drawn in place (fast/drawn.py).
FORKS = """\
id: forks
name: Forks
summary: A probe of choices inside branches, loops and procedures.
players: {min: 1, max: 3}
tables:
  dice:
    - {id: die, sides: 6}
  colours:
    - {id: red}
    - {id: blue}
    - {id: green}
globals:
  rolled: {type: map, keys: dice, start: 0}
player:
  tokens: {type: map, keys: colours, start: 1}
  bonuses: {type: map, keys: colours, start: 0}
  price: {type: map, keys: colours, start: 1}
  gold: {type: counter, start: 1, min: 0}
  coins: {type: counter, start: 0, min: 0}
  points: {type: counter, start: 0}
procedures:
  pick_token:
    effect: |
      choose c in colours where tokens[c] < 3
      tokens[c] += 1
  pick_twice:
    effect: |
      pick_token()
      if rolled[die] > 2 {
        pick_token()
      }
      coins += 1
actions:
  branch:
    effect: |
      roll die
      if rolled[die] >= 4 {
        choose c in colours
        tokens[c] += 2
      } elif rolled[die] == 1 {
        choose c in colours where tokens[c] > 5
        points += 5
      } else {
        choose n in 1..3
        coins += n
      }
      coins += 1
  loops:
    effect: |
      repeat 2 {
        choose c in colours where tokens[c] > 0
        tokens[c] -= 1
        coins += 1
      }
      for c in colours {
        if tokens[c] >= 2 {
          choose keep in [true, false]
          if keep == false { stop }
          tokens[c] -= 2
          points += 1
        }
      }
      while coins >= 2 max 40 {
        choose spend in [1, 2]
        coins -= spend
        points += 1
      }
  call:
    effect: |
      roll die
      pick_twice()
      gold += 1
  buy:
    cost: price less bonuses from tokens with wild gold
    effect: |
      points += 2
      choose c in colours
      bonuses[c] += 1
flow:
  setup: []
  round:
    - decide: {name: turn, who: each, actions: [branch, loops, call, buy]}
    - decide: {name: bonus, who: each, actions: [call], auto: single}
  end: "round >= 5"
scoring:
  - {id: points, text: Points, points: points}
"""


def test_choices_in_branches_loops_and_procedures_are_drawn_in_place_and_play_the_same_games(tmp_path):
    rules = probe(tmp_path, "forks", FORKS)
    fast = fast_playout(rules).__globals__      # the fast module's names
    assert all(f"{name}_drawn" in fast for name in ("branch", "loops", "call", "buy", "pick_token", "pick_twice"))
    for players in range(1, 4):
        for seed in range(4):
            both_paths(rules, players, seed)


@pytest.mark.parametrize("old, new", [
    ('end: "round >= 5"', 'end: "round >= 5"\n  max_moves_per_turn: 3'),     # a step's moves, its choices counted
    ("while coins >= 2 max 40", "while coins >= 0 max 2"),                     # a loop of choices past its bound
])
def test_a_turn_or_a_loop_of_choices_that_never_ends_fails_alike_drawn_in_place(tmp_path, old, new):
    """Counted and bounded as settle_choices and rules.py's loops count them: the same game fails at the same
    point with the same words, whether its choices are drawn in place or asked and settled."""
    from runtime.errors import RulesFailed, in_the_rules
    assert FORKS.count(old) == 1
    rules = probe(tmp_path, "forks", FORKS.replace(old, new))

    def failure(path, players, seed):
        try:
            path(rules, players, seed, {}, [])
        except RulesFailed as failed:
            return str(failed)
        except Exception as err:        # a loop past its bound: told as `cairn simulate` tells it
            located = in_the_rules(err)
            assert located is not None
            # the function named is rules.py's continuation on one path, the drawn copy on the other
            return re.sub(r"failed in '[a-z_]+'", "failed in …", located)
        return None

    failed = 0
    for players in (1, 2):
        for seed in range(3):
            general = failure(general_path, players, seed)
            assert failure(lambda *args: unobserved_path(*args[:4]), players, seed) == general, (players, seed)
            failed += general is not None
    assert failed >= 3


def test_pig_with_the_choice_in_the_effect_plays_the_games_of_pig_with_the_choice_as_a_decision(tmp_path):
    """The two fixtures write one game two ways (their comments): drawn in place, the roll-or-hold choice inside
    the action takes the draws of the decide step, so the same seeds end with the same scores."""
    from tests.compiled import import_rules
    forms = [import_rules(compiled_fixture(game), tmp_path, f"cairn_fast_{game.replace('-', '_')}_{next(_count)}").GAME
             for game in ("pig-in-effect", "pig-as-steps")]
    for seed in range(20):
        scores = {tuple(unobserved_path(rules, 2, seed, {}).scores()) for rules in forms}
        assert len(scores) == 1, seed
