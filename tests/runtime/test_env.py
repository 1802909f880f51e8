"""Every game as a PettingZoo, Gymnasium and OpenSpiel environment (runtime/env/, the `ai` extra).

Each library's own checks run on the five games of definitions/ (and PettingZoo's on the language fixtures
too): `pettingzoo.test.api_test`, `gymnasium.utils.env_checker.check_env`, `pyspiel.random_sim_test`, and
OpenSpiel's ISMCTS bot playing a whole game. Where the extra is not installed those tests skip; the
information test, which needs only NumPy, always runs: the vectors and action masks the environments give a
seat do not change when what it cannot know is dealt anew. The README's example runs as written.
"""
from __future__ import annotations

import copy
import random
import re
import runpy
from pathlib import Path

import numpy as np
import pytest

from compiler.driver.build import Project, compile_game, find_project
from compiler.driver.games import load_rules
from runtime.env.moves import LIMIT, WholeMoves
from runtime.env.table import Spec, Table
from runtime.knowledge import determinize
from runtime.rules import RuleError
from tests.compiled import import_rules
from tests.runtime.test_information import perturbed

pytestmark = pytest.mark.second_core

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "language" / "fixtures_root"
GAMES = sorted(game.name for game in (ROOT / "definitions").iterdir())
FIXTURE_GAMES = sorted(game.name for game in (FIXTURES / "definitions").iterdir())
WHISPER = ROOT / "tests" / "runtime" / "fixtures_information"     # one secret of each kind
OTHERS = {"thru-the-appalachian": "greedy", "trail-story-america": "random", "trailblazer-jmt": "ismcts:2",
          "trailblazers": "random", "trek-to-zion": "trail_builder"}    # the other seats of the Gymnasium test


@pytest.fixture(scope="module")
def games():
    project = find_project(explicit=str(ROOT))
    return {game: load_rules(project, game) for game in GAMES}


@pytest.fixture(scope="module")
def fixtures(tmp_path_factory):
    where = tmp_path_factory.mktemp("env")
    found = {}
    for game in FIXTURE_GAMES:
        result = compile_game(Project(FIXTURES), game)
        assert result.ok
        found[game] = import_rules(result, where, f"cairn_env_{game.replace('-', '_')}").GAME
    result = compile_game(Project(WHISPER), "whisper")
    found["whisper"] = import_rules(result, where, "cairn_env_whisper").GAME
    return found


def two_players(rules) -> int:
    return min(max(2, rules.min_players), rules.max_players)


def what_a_seat_gets(spec, state, seat: int, taken: list):
    """The vector of `seat` and, if it decides, its action mask after the tokens `taken`."""
    vector = spec.layout.encode(state.observation(seat), taken if state.to_move() == seat else ())
    if state.is_over() or state.to_move() != seat:
        return vector.tolist(), None
    decision = spec.decision(state.legal_actions())
    for token in taken:
        decision.take(token)
    return vector.tolist(), decision.next_tokens()


@pytest.mark.parametrize("actions", ["moves", "tokens"])
@pytest.mark.parametrize("game", GAMES + [f"fixture:{g}" for g in FIXTURE_GAMES + ["whisper"]])
def test_re_dealing_what_a_seat_cannot_know_changes_nothing_the_environment_shows_it(games, fixtures, game, actions):
    rules = fixtures[game.removeprefix("fixture:")] if game.startswith("fixture:") else games[game]
    spec = Spec(rules, two_players(rules), actions=actions)
    if actions == "tokens" and Spec(rules, two_players(rules)).action_space_kind == "tokens":
        pytest.skip("the game's moves are tokens either way")
    table, play, deal = Table(spec, seed=7), random.Random(7), random.Random(8)
    for _step in range(40):
        if table.over():
            break
        for seat in range(spec.seats):
            world = perturbed(determinize(table.state, seat, deal), seat)
            assert what_a_seat_gets(spec, world, seat, table.taken()) == \
                what_a_seat_gets(spec, table.state, seat, table.taken()), f"{game}: seat {seat} sees a re-deal"
        table.take(play.choice(table.legal_tokens()))


@pytest.mark.parametrize("game", ["trek-to-zion", "fixture:whisper"])
def test_what_the_pettingzoo_environment_shows_a_seat_is_the_same_in_every_world_it_could_be_in(games, fixtures, game):
    """The re-deal test through the AEC environment itself: its `observe` after the game is swapped for a
    world re-dealt for that seat."""
    pytest.importorskip("pettingzoo")
    from runtime.env import aec_env
    rules = fixtures["whisper"] if game == "fixture:whisper" else games[game]
    env, play, deal = aec_env(rules, players=2), random.Random(5), random.Random(6)
    env.reset(seed=5)
    for _step in range(40):
        if env.table.over():
            break
        real = env.table
        for agent, seat in env._seat.items():
            seen = env.observe(agent)
            world = Table(real.spec, state=perturbed(determinize(real.state, seat, deal), seat))
            if real.to_move() == seat:      # the move it has begun: only its own are the same in its worlds
                for token in real.taken():
                    world.current().take(token)
            env.table = world
            dealt = env.observe(agent)
            env.table = real
            assert seen["observation"].tolist() == dealt["observation"].tolist(), f"{game}: {agent}"
            assert seen["action_mask"].tolist() == dealt["action_mask"].tolist(), f"{game}: {agent}"
        env.step(play.choice(real.legal_tokens()))


def test_the_re_deal_check_catches_a_vector_written_from_what_another_seat_sees(fixtures):
    """The check above finds a leak: a vector written from the next seat's observation changes with the deal."""
    spec = Spec(fixtures["whisper"], 2)
    table, play, deal = Table(spec, seed=7), random.Random(7), random.Random(8)
    leaked = False
    for _step in range(20):
        if table.over():
            break
        world = perturbed(determinize(table.state, 0, deal), 0)
        leaked |= spec.layout.encode(world.observation(1)).tolist() != \
            spec.layout.encode(table.state.observation(1)).tolist()
        table.take(play.choice(table.legal_tokens()))
    assert leaked


@pytest.mark.parametrize("actions", ["moves", "tokens"])
@pytest.mark.parametrize("game", GAMES + [f"fixture:{g}" for g in FIXTURE_GAMES])
def test_pettingzoo_api(games, fixtures, game, actions):
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test
    from runtime.env import aec_env
    rules = fixtures[game.removeprefix("fixture:")] if game.startswith("fixture:") else games[game]
    env = aec_env(rules, players=two_players(rules), render_mode="ansi", actions=actions)
    if actions == "tokens" and aec_env(rules, players=two_players(rules)).action_space_kind == "tokens":
        pytest.skip("the game's moves are tokens either way")
    env.reset(seed=1)
    assert "\n" in env.render()     # the drawing `cairn play` shows
    if all(env.terminations.values()):
        # two of the language fixtures (Trail Story's and Trek's) end in their setup, before anyone decides,
        # which api_test cannot play: the environment says so at once, with the rewards of the end
        assert env.table.over() and env.rewards == dict(zip(env.agents, env._rewards_of_agents()))
        return
    api_test(env, num_cycles=8)


def test_pettingzoo_rewards_a_whole_game_by_its_winners_and_plays_it_again_from_its_seed(games):
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import seed_test
    from runtime.env import aec_env
    seed_test(lambda: aec_env(games["trek-to-zion"], players=2), num_cycles=10)
    env = aec_env(games["trek-to-zion"], players=2)
    env.reset(seed=3)
    rng, got = np.random.default_rng(3), {}
    for agent in env.agent_iter():
        observation, reward, done, truncated, _info = env.last()
        got[agent] = got.get(agent, 0.0) + reward
        env.step(None if done or truncated else int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    winners = env.table.state.winners()
    assert got == {f"player_{s}": (1.0 if winners == [s] else 0.0 if s in winners else -1.0) for s in range(2)}


@pytest.mark.parametrize("actions", ["moves", "tokens"])
@pytest.mark.parametrize("game", GAMES)
def test_gymnasium_check_env(games, game, actions):
    pytest.importorskip("gymnasium")
    from gymnasium.utils.env_checker import check_env
    from runtime.env import gym_env
    if actions == "tokens" and Spec(games[game], 2).action_space_kind == "tokens":
        pytest.skip("the game's moves are tokens either way")
    env = gym_env(games[game], players=2, others=OTHERS[game], render_mode="ansi", actions=actions)
    check_env(env)
    observation, info = env.reset(seed=2)
    reward, done, steps = 0.0, False, 0
    while not done and steps < 60:
        legal = np.flatnonzero(info["action_mask"])
        observation, reward, done, _truncated, info = env.step(int(legal[0]))
        assert env.observation_space.contains(observation)
        steps += 1


@pytest.mark.parametrize("actions", ["moves", "tokens"])
@pytest.mark.parametrize("game", GAMES)
def test_openspiel_random_simulation(games, game, actions):
    pyspiel = pytest.importorskip("pyspiel")
    from runtime.env import openspiel_game
    if actions == "tokens" and Spec(games[game], 2).action_space_kind == "tokens":
        pytest.skip("the game's moves are tokens either way")
    spiel_game = openspiel_game(games[game], players=2, actions=actions)
    assert spiel_game.num_distinct_actions() == spiel_game.spec.action_count
    kind = spiel_game.get_type()
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC      # every game shuffles
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION   # and hides a deck
    pyspiel.random_sim_test(spiel_game, num_sims=1, serialize=False, verbose=False)


@pytest.mark.parametrize("game", FIXTURE_GAMES)
def test_the_language_fixtures_pass_gymnasium_and_openspiel_checks(fixtures, game):
    """check_env and random_sim_test on each fixture, and OpenSpiel's ISMCTS through a whole game of those with
    something hidden (the bot refuses a game of perfect information: the Pig fixtures)."""
    pyspiel = pytest.importorskip("pyspiel")
    pytest.importorskip("gymnasium")
    from gymnasium.utils.env_checker import check_env
    from runtime.env import gym_env, openspiel_game
    rules = fixtures[game]
    check_env(gym_env(rules, players=two_players(rules), others="random"))
    spiel_game = openspiel_game(rules, players=two_players(rules))
    pyspiel.random_sim_test(spiel_game, num_sims=1, serialize=False, verbose=False)
    if spiel_game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION:
        play_a_whole_game_with_ismcts(spiel_game)


def play_a_whole_game_with_ismcts(spiel_game):
    from open_spiel.python.algorithms import ismcts
    from runtime.env.spiel import ScoreEvaluator
    bot = ismcts.ISMCTSBot(spiel_game, ScoreEvaluator(), uct_c=1.0, max_simulations=2,
                           random_state=np.random.RandomState(1), allow_inconsistent_action_sets=True)
    state, chance = spiel_game.new_initial_state(), np.random.RandomState(2)
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[chance.randint(len(outcomes))][0])
        else:
            state.apply_action(bot.step(state))
    return state


@pytest.mark.parametrize("actions", ["moves", "tokens"])
def test_a_world_resampled_for_another_seat_offers_the_moves_the_seat_to_move_has_there(games, actions):
    """OpenSpiel's `resample_from_infostate` for a seat that is not to move deals the mover's hand anew: the legal
    actions of that world are the mover's moves there (after the tokens of a move begun, where they continue one),
    not the ones the real game had remembered."""
    pytest.importorskip("pyspiel")
    from runtime.env import openspiel_game
    spiel_game = openspiel_game(games["trek-to-zion"], players=2, actions=actions)
    state, play, differed = spiel_game.new_initial_state(), random.Random(5), 0
    for _step in range(300):
        if state.is_terminal():
            break
        if not state.is_chance_node():
            mover = state.current_player()
            real = state.legal_actions()            # remembered by the real game's table
            for sample in range(3):
                world = state.resample_from_infostate(1 - mover, lambda: sample)
                there = world.play.table.state
                decision = spiel_game.spec.decision(there.legal_actions())
                for token in world.play.table.taken():
                    decision.take(token)
                assert world.legal_actions() == decision.next_tokens()
                differed += world.legal_actions() != real
            assert state.resample_from_infostate(mover, lambda: 0).legal_actions() == real     # its own: the same
        outcomes = state.chance_outcomes() if state.is_chance_node() else None
        state.apply_action(play.choice(outcomes)[0] if outcomes else play.choice(state.legal_actions()))
    assert differed > 0


def test_openspiel_chance_nodes_give_each_outcome_its_probability(games):
    pyspiel = pytest.importorskip("pyspiel")
    from runtime.env import openspiel_game
    openspiel_game(games["thru-the-appalachian"], players=2)
    assert pyspiel.load_game("cairn_thru_the_appalachian", {"players": 3}).num_players() == 3   # registered
    state = openspiel_game(games["thru-the-appalachian"], players=2).new_initial_state()
    assert state.is_chance_node()          # the setup shuffles: each swap of a shuffle is a chance node
    outcomes = state.chance_outcomes()
    assert [a for a, _p in outcomes] == list(range(len(outcomes)))
    assert sum(p for _a, p in outcomes) == pytest.approx(1.0)
    assert len({p for _a, p in outcomes}) == 1


@pytest.mark.parametrize("game", GAMES)
def test_openspiel_ismcts_bot_plays_a_whole_game(games, game):
    pytest.importorskip("pyspiel")
    from runtime.env import openspiel_game
    state = play_a_whole_game_with_ismcts(openspiel_game(games[game], players=2))
    assert sorted(state.returns()) in ([-1.0, 1.0], [-1.0, -1.0], [0.0, 0.0], [-1.0, 0.0])


def test_the_action_space_is_every_whole_move_where_the_rules_enumerate_few_enough(games, fixtures):
    """Whole moves for every game and fixture, at most LIMIT of them (Appalachian's 27, JMT's 781 at two players);
    where a list is worked out in play (a tableau's spots, a walk, the treks kept among those dealt, a payment's
    plans) an argument is numbered by its place in it, within the bound the rules give (a pile's `max:`)."""
    sizes = {game: Spec(games[game], 2).action_count for game in GAMES}
    assert sizes == {"thru-the-appalachian": 27, "trail-story-america": 22042, "trailblazer-jmt": 781,
                     "trailblazers": 19123, "trek-to-zion": 1586}
    assert all(Spec(rules, two_players(rules)).action_space_kind == "moves" for rules in fixtures.values())
    spec = Spec(games["trailblazer-jmt"], 2)
    assert 0 < spec.action_count <= LIMIT and spec.action_count == len(spec.action_names)
    table = Table(spec, seed=3)
    for _step in range(30):      # each legal move is one action, its own, and taken at once
        legal = table.legal_tokens()
        moves = table.state.legal_actions()
        assert len(legal) == len({spec.moves.number(move) for move in moves})
        action = legal[len(legal) // 2]
        move = table.take(action)
        assert move in moves and spec.moves.number(move) == action and table.taken() == []
        if table.over():
            break
    assert Spec(games["trailblazer-jmt"], 2, actions="tokens").action_space_kind == "tokens"
    with pytest.raises(RuleError, match="actions 'whole' is not one of moves, tokens"):
        Spec(games["trailblazer-jmt"], 2, actions="whole")


@pytest.mark.parametrize("game, options", [("trailblazers", {"mode": "adventurer"}), ("trek-to-zion", {}),
                                           ("trail-story-america", {})])
def test_a_move_is_numbered_by_the_places_of_what_the_seat_can_point_at_within_the_rules_bounds(games, game, options):
    """A whole game through the environment: each argument numbered by place (a card of the hand, a spot, a
    traveller's exit, the treks kept, a walk, the memories paid) lies within its bound, each action names its own
    move (`#k`: the k-th), and the map is the same for the whole decision."""
    spec = Spec(games[game], 2, options)
    table, play = Table(spec, seed=4), random.Random(4)
    numbered = 0
    while not table.over():
        moves = table.state.legal_actions()
        legal = table.legal_tokens()
        places = spec.moves.places(moves)
        numbered += bool(places)
        assert all(len(listed) <= spec.moves._places[key[:2]] for key, listed in places.items()), game
        action = play.choice(legal)
        assert table.legal_tokens() == legal        # the same map, asked again
        name = spec.action_names[action]
        move = table.take(action)
        assert name.split()[0] in (move.label, move.name) and len(name.split()) >= 1 + len(move.args)
    assert numbered > 10


def test_a_list_longer_than_the_bound_the_rules_give_is_named(games):
    spec = Spec(games["trek-to-zion"], 2)
    table = Table(spec, seed=1)
    moves = table.state.legal_actions()        # the treks to keep among the 4 dealt: 11 groups, bound 11
    assert {move.name for move in moves} == {"keep_treks"} and len(table.legal_tokens()) == 11
    small = copy.copy(spec.moves)
    small._places = {key: 5 for key in spec.moves._places}
    with pytest.raises(RuleError, match=r"one of 11 the seat may choose from, more than the 5 the rules allow"):
        WholeMoves(small, moves)


def test_the_readme_example_runs_as_written(monkeypatch, capsys, tmp_path):
    pytest.importorskip("gymnasium")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    example = re.search(r"<!-- ai example -->\s*```python\n(.*?)```", readme, re.S).group(1)
    assert len(example.strip().splitlines()) <= 12
    monkeypatch.chdir(ROOT)
    script = tmp_path / "readme_example.py"
    script.write_text(example, encoding="utf-8")
    runpy.run_path(str(script), run_name="__main__")
    assert "wins" in capsys.readouterr().out
