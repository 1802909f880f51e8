"""Random games begun lowered with their setup (compiler/codegen/lower/setup.py): `new_state` and `play_begun` play the
setup on the lowered state (shuffles, draws through a test, deals per player, the setup's decide steps) and then the
rounds, and end where the readable path ends: the setup on the records, then the lowered rounds (`play_compiled`),
which tests/runtime/test_fast_playout.py compares with `apply()`. Same seeds, the same final state, field by field."""
from __future__ import annotations

import importlib
import random

import pytest

from runtime.agents import agents_stream
from runtime.fastplay import ReadableLater, begins_lowered, fast_playout, play_compiled
from runtime.simulate import game_outcome, game_seed
from runtime.state import GameState, checked_setting

# (game, players, options): the option sets whose setup differs (objectives dealt to a solo player or shared, the
# second deck boxed or not, goal cards drawn through the animals' test or none)
SETTINGS = [
    ("thru_the_appalachian", 2, {}),
    ("thru_the_appalachian", 1, {"difficulty": "hard", "solo_objectives": 2}),
    ("thru_the_appalachian", 3, {"variant": "advanced"}),
    ("trek_to_zion", 2, {}),
    ("trek_to_zion", 4, {}),
    ("trailblazers", 2, {}),
    ("trailblazers", 5, {"animal_module": "enabled"}),
    ("trailblazers", 2, {"mode": "adventurer"}),
]


def rules_of(package: str):
    return importlib.import_module(f"generated.{package}").GAME


def begun(rules, lowered, players: int, seed: int, options: dict):
    """A game played by `new_state` and `play_begun`, written back into a readable state at its end; and whether a
    readable state was made before that end."""
    stream = random.Random(seed)
    made = []

    def readable():
        state = GameState(rules, players, seed, options, start=False)
        state.rng = stream
        lowered.raise_state(state, s)
        made.append(state)
        return state
    s = lowered.new_state(players, stream, checked_setting(rules, players, options))
    s.readable = ReadableLater(readable, stream)
    lowered.play_begun(s, [agents_stream(seed).random] * players)
    early = bool(made)
    state = s.readable.now()
    lowered.raise_state(state, s)
    return state, early


def fields(state) -> list:
    """Every field of every record of a readable state, by name."""
    def of(record):
        return {name: record[name] for name in type(record).__slots__ if not name.startswith("_")}
    return [of(state.g)] + [of(p) for p in state.players]


@pytest.mark.parametrize("package, players, options", SETTINGS)
def test_a_game_begun_lowered_with_its_setup_ends_as_the_setup_on_the_records(package, players, options):
    rules = rules_of(package)
    lowered = begins_lowered(rules)
    assert lowered is not None, f"{package} does not begin lowered"
    for index in range(3):
        seed = game_seed(1, index)
        state, early = begun(rules, lowered, players, seed, options)
        expected = play_compiled(fast_playout(rules), GameState(rules, players, seed, options, start=False),
                                 [agents_stream(seed).random] * players)
        assert fields(state) == fields(expected), (package, players, options, seed)
        assert (state.round, state.ended_by, state.scores()) == (expected.round, expected.ended_by, expected.scores())
        assert game_outcome(rules, players, seed, None, options) == \
            (expected.scores(), expected.winners(), expected.round, expected.ended_by)
        # nothing reads the readable state before the end (a hand passed on is the lowered players' lists): no
        # GameState is made for the game's play, only for the scoring where it does not lower (Trek, Trailblazers)
        assert not early


def test_a_setup_that_does_not_lower_says_why_and_begins_on_the_records():
    """Trail Story's setup fills a pile per story kind (a pile per key of a table, not made by `new_state`): its random
    games begin on the readable state, and the build says which construct keeps them there."""
    from compiler.codegen.emit import Emitter
    from compiler.codegen.lower import begun_support
    from compiler.driver.build import compile_game, find_project
    rules = rules_of("trail_story_america")
    assert begins_lowered(rules) is None
    result = compile_game(find_project(), "trail-story-america", emit_code=False)
    assert "per key of a table" in begun_support(Emitter(result.model, result.resolver))
