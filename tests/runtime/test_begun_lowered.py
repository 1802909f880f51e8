"""Random games begun lowered with their setup (compiler/codegen/lower/setup.py): `new_state` and `play_begun` play the
setup on the lowered state (shuffles, draws through a test, deals per player, the setup's decide steps) and then the
rounds, and end where the readable path ends: the setup on the records, then the lowered rounds (`play_compiled`),
which tests/runtime/test_fast_playout.py compares with `apply()`. Same seeds, the same final state, field by field."""
from __future__ import annotations

import importlib
import random

import pytest

from runtime.agents import agents_stream
from runtime.fastplay import ReadableLater, _beside_rules, begins_lowered, fast_playout, play_compiled, ranked_winners
from runtime.simulate import drawing_seats, game_outcome, game_seed
from runtime.state import GameState, checked_setting

# (game, players, options): the option sets whose setup differs (objectives dealt to a solo player or shared, the
# second deck boxed or not, goal cards drawn through the animals' test or none, Robo-Hikers seated, missions and
# skills offered, instant cards kept, the board's pieces)
SETTINGS = [
    ("thru_the_appalachian", 2, {}),
    ("thru_the_appalachian", 1, {"difficulty": "hard", "solo_objectives": 2}),
    ("thru_the_appalachian", 3, {"variant": "advanced"}),
    ("trek_to_zion", 2, {}),
    ("trek_to_zion", 4, {}),
    ("trailblazers", 2, {}),
    ("trailblazers", 5, {"animal_module": "enabled"}),
    ("trailblazers", 2, {"mode": "adventurer"}),
    ("trailblazer_jmt", 1, {}),
    ("trailblazer_jmt", 2, {"partners": "together", "mission_cards": "with", "skill_cards": "with"}),
    ("trailblazer_jmt", 3, {"instant_cards": "with"}),
    ("trail_story_america", 2, {}),
    ("trail_story_america", 4, {"west_piece": "west_b", "east_piece": "east_b"}),
]


def rules_of(package: str):
    return importlib.import_module(f"generated.{package}").GAME


def begun(rules, lowered, players: int, seed: int, options: dict):
    """A game played by `new_state` and `play_begun`: the lowered state at its end, the same written back into a
    readable state, and whether a readable state was made before that end."""
    stream = random.Random(seed)
    made = []

    def readable():
        state = GameState(rules, players, seed, options, start=False)
        state.rng = stream
        lowered.raise_state(state, s)
        made.append(state)
        return state
    setting = checked_setting(rules, players, options)
    automata = rules.automaton_seats(players, setting)
    s = lowered.new_state(players + len(automata), stream, setting, automata)
    s.readable = ReadableLater(readable, stream)
    lowered.play_begun(s, drawn(rules, players, seed, options))
    early = bool(made)
    state = s.readable.now()
    lowered.raise_state(state, s)
    return s, state, early


def drawn(rules, players: int, seed: int, options: dict) -> list:
    """Every seat's draw, as a simulation's chunk makes them (runtime/simulate.py drawn_outcome): the random seats
    from the game's agents' stream, the automata their own."""
    draw = agents_stream(seed).random
    return [draw if d is None else d for d in drawing_seats(rules, players, None, options)]


def fields(state) -> list:
    """Every field of every record of a readable state, by name."""
    def of(record):
        return {name: record[name] for name in type(record).__slots__ if not name.startswith("_")}
    return [of(state.g)] + [of(p) for p in state.players]


@pytest.mark.parametrize("package, players, options", SETTINGS)
def test_a_game_begun_lowered_with_its_setup_ends_as_the_setup_on_the_records(package, players, options):
    rules = rules_of(package)
    lowered = _beside_rules(rules, "lowered")
    assert hasattr(lowered, "new_state"), f"{package}'s setup is not lowered"
    # `cairn simulate` begins a game lowered where it is scored there too (Trek's and Trailblazers' scoring is not)
    assert (begins_lowered(rules) is not None) == hasattr(lowered, "outcome")
    for index in range(3):
        seed = game_seed(1, index)
        s, state, early = begun(rules, lowered, players, seed, options)
        expected = play_compiled(fast_playout(rules), GameState(rules, players, seed, options, start=False),
                                 drawn(rules, players, seed, options))
        assert fields(state) == fields(expected), (package, players, options, seed)
        assert (state.round, state.ended_by, state.scores()) == (expected.round, expected.ended_by, expected.scores())
        assert game_outcome(rules, players, seed, None, options) == \
            (expected.scores(), expected.winners(), expected.round, expected.ended_by)
        # nothing reads the readable state before the end (a hand passed on is the lowered players' lists): no
        # GameState is made for the game's play, only for the scoring where it does not lower (Trek, Trailblazers)
        assert not early
        if not hasattr(lowered, "outcome"):
            continue
        scores, ranks = lowered.outcome(s)
        assert (scores, ranked_winners(ranks)) == (expected.scores(), expected.winners())


def test_a_setup_that_does_not_lower_says_why_and_begins_on_the_records(tmp_path):
    """A setup step the lowering does not cover (here a field shown to everyone: runtime/knowledge.py) keeps the game's
    random games on the readable state's setup, and `cairn build --verbose` says which construct and where."""
    from compiler.codegen.emit import Emitter
    from compiler.codegen.lower import begun_support
    from compiler.driver.build import Project, compile_game
    from tests.compiled import import_rules
    from tests.runtime.test_fast_playout import FIXTURES
    text = (FIXTURES / "definitions" / "pig-as-steps" / "game.yaml").read_text(encoding="utf-8")
    text = text.replace("id: pig-as-steps", "id: pig-shown").replace(
        "  setup: []", '  setup:\n    - each_player: "reveal points to all"')
    (tmp_path / "definitions" / "pig-shown").mkdir(parents=True)
    (tmp_path / "definitions" / "pig-shown" / "game.yaml").write_text(text, encoding="utf-8")
    result = compile_game(Project(tmp_path), "pig-shown", emit_code=True)
    rules = import_rules(result, tmp_path, "cairn_begun_pig_shown").GAME
    assert fast_playout(rules) is not None and begins_lowered(rules) is None
    assert begun_support(Emitter(result.model, result.resolver)) == \
        "the statement reveal (definitions/pig-shown/game.yaml:51)"
    for seed in range(5):
        assert game_outcome(rules, 2, seed, None)[2] > 0
