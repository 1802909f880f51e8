"""A game's compiled playout (generated/<game>/fast.py) plays the very games random agents play through apply().

Seed by seed, the state at every decision the agents draw on, and the finished game, must be the
same on both paths: the compiled flow, inline draws and action calls change nothing of the game.
"""
import importlib
import json
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


def test_every_seed_game_has_a_compiled_playout():
    """Appalachian and Trek use nothing the fast back end leaves out: both must have one."""
    compiled = {rules.id for rules in GAMES if fast_playout(rules) is not None}
    assert {"thru-the-appalachian", "trek-to-zion"} <= compiled
    assert all(playout_path(rules) in ("compiled", "general") for rules in GAMES)


@pytest.mark.parametrize("rules", [g for g in GAMES if g.id in DEFINED], ids=lambda g: g.id)
def test_compiled_playout_plays_the_same_games(rules):
    if fast_playout(rules) is None:
        pytest.skip(f"{rules.id} has no fast.py: its flow uses what the fast back end does not cover yet")
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


# ---------------------------------------------------------------- games of the language tests
FIXTURES = ROOT / "tests" / "language" / "fixtures_root"
FIXTURE_GAMES = sorted(p.name for p in (FIXTURES / "definitions").iterdir() if (p / "game.yaml").is_file())
_count = iter(range(10_000))


def compiled_fixture(game: str):
    from compiler.build import Project, compile_game
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
            on_general, on_compiled = [], []
            general = general_path(rules, players, seed, {}, on_general)
            compiled = compiled_path(rules, players, seed, {}, on_compiled)
            assert on_compiled == on_general, (players, seed)
            assert readable(compiled) == readable(general), (players, seed)
            assert readable(unobserved_path(rules, players, seed, {})) == readable(general), (players, seed)


def test_add_only_sets_are_the_sets_nothing_removes_from_or_resets(tmp_path):
    """Trek's claimed trails only grow; Appalachian's used dice are reset every round; a set that an effect
    removes from is not add-only."""
    from compiler.build import Project, compile_game
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
    assert "claim_drawn" not in text        # its choice comes after a procedure that may wait: the pending path
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
