"""Seats the game plays itself (game.yaml `automata:`): JMT's Robo-Hiker at `--players 1`, and its two
co-op Robo-Hikers at `--players 2 --option partners=together`.

The automaton's seat is in the state, the log and the save like anyone's, but no agent decides for it;
`--players` counts only the people or agents.
"""
from __future__ import annotations

import json

import pytest

from generated.trailblazer_jmt import GAME as JMT
from runtime.agents import AutomatonAgent, GreedyAgent, make_agents
from runtime.log import GameLog
from runtime.play import play_command
from runtime.replay import replay
from runtime.rules import RuleError
from runtime.simulate import play_game, run, summary
from runtime.state import GameState

SOLO = {"difficulty": "hard"}
COOP = {"partners": "together"}


def test_one_player_sits_with_the_robo_hiker_at_seat_0():
    state = GameState(JMT, 1, 5, SOLO)
    assert len(state.players) == 2
    assert [p["robot"] for p in state.players] == [True, False]
    assert JMT.seat_count(1) == 2 and JMT.seat_count(2) == 2 and JMT.players_at(2) == 2 and JMT.players_at(2, 1) == 1


def test_the_automaton_seat_gets_no_agent_and_the_names_go_to_the_players():
    agents = make_agents("greedy", 1, 3, JMT)
    assert isinstance(agents[0], AutomatonAgent) and agents[0].name == "Robo-Hiker"
    assert isinstance(agents[1], GreedyAgent)
    assert [type(a) for a in make_agents("greedy", 2, 3, JMT)] == [GreedyAgent, GreedyAgent]


def test_solo_simulation_is_the_same_every_time_and_names_the_robo_hiker():
    def once():
        tally = run(JMT, 4, 1, 1, None, 1, JMT.check_options(SOLO))
        return json.dumps(summary(JMT, tally, 1, 1, None, SOLO), sort_keys=True)
    first = once()
    assert first == once()
    seats = json.loads(first)["seats"]
    assert [s["agent"] for s in seats] == ["Robo-Hiker", "random"]
    assert json.loads(first)["mean_rounds"] == 12.0


def test_a_solo_game_logs_saves_and_replays():
    log = GameLog(JMT, 1, 77, JMT.check_options(SOLO), ["Robo-Hiker", "random"])
    state = play_game(JMT, 1, 77, "random", SOLO, log)
    log.finish(state)
    header, *moves, _result = [json.loads(line) for line in log.text().splitlines()]
    assert header["players"] == 1
    assert any(m["seat"] == 0 for m in moves)          # the Robo-Hiker's moves are in the log
    again = replay(JMT, header, moves)
    assert (again.scores(), again.winners()) == (state.scores(), state.winners())
    half = replay(JMT, header, moves[: len(moves) // 2])
    loaded = GameState.from_json(JMT, half.to_json())
    assert len(loaded.players) == 2 and loaded.automata.keys() == {0}
    assert json.loads(loaded.to_json()) == json.loads(half.to_json())


def test_cairn_play_gives_the_player_the_first_free_seat_and_refuses_the_robo_hikers():
    out = []
    with pytest.raises(RuleError, match="Robo-Hiker plays that seat"):
        play_command(JMT, 1, 0, 3, None, SOLO, read=lambda _: "1", write=out.append)
    asked = []

    def read(_prompt):
        asked.append(out[-2] if len(out) > 1 else "")
        raise EOFError
    assert play_command(JMT, 1, None, 3, None, SOLO, read=read, write=out.append) == 1
    assert any("you are seat 1" in line for line in out)


def test_greedy_walks_the_trail_when_the_game_says_what_a_section_is_worth():
    """JMT scores nothing off Mt. Whitney; its `victory: progress:` lets a look-ahead agent see the trail."""
    state = play_game(JMT, 1, 11, "greedy", SOLO)
    assert state.players[1]["section"] >= 8


def test_a_save_that_moves_the_robo_hiker_is_refused():
    data = json.loads(GameState(JMT, 1, 5, SOLO).to_json())
    assert data["automata"] == [0]
    data["automata"] = [1]
    with pytest.raises(RuleError, match="automata"):
        GameState.from_json(JMT, json.dumps(data))


def test_a_report_of_solo_games_has_a_row_for_the_robo_hiker():
    from compiler.report import measure
    report = measure(JMT, None, 2, 1, 1, None, JMT.check_options(SOLO))
    assert [s["agent"] for s in report["seats"]] == ["Robo-Hiker", "random"]


def test_co_op_seats_two_robo_hikers_between_the_players():
    """Rulebook: turn position alternates Robo-Hiker-1, Player-1, Robo-Hiker-2, Player-2."""
    state = GameState(JMT, 2, 5, COOP)
    assert [p["robot"] for p in state.players] == [True, False, True, False]
    assert sorted(state.automata) == [0, 2]
    assert JMT.seat_count(2, COOP) == 4 and JMT.seat_count(2) == 2 and JMT.players_at(4, 2, COOP) == 2
    agents = make_agents("greedy", 2, 3, JMT, JMT.check_options(COOP))
    assert [a.name for a in agents] == ["Robo-Hiker 1", "greedy", "Robo-Hiker 2", "greedy"]
    assert not GameState(JMT, 4, 5, COOP).automata       # four people: no Robo-Hiker joins


def test_co_op_simulation_is_the_same_every_time_and_lasts_twelve_days():
    def once():
        tally = run(JMT, 4, 2, 1, None, 1, JMT.check_options(COOP))
        return json.dumps(summary(JMT, tally, 2, 1, None, JMT.check_options(COOP)), sort_keys=True)
    first = once()
    assert first == once()
    result = json.loads(first)
    assert [s["agent"] for s in result["seats"]] == ["Robo-Hiker 1", "random", "Robo-Hiker 2", "random"]
    assert result["mean_rounds"] == 12.0


def test_a_co_op_save_keeps_its_robo_hikers():
    state = GameState(JMT, 2, 9, COOP)
    loaded = GameState.from_json(JMT, state.to_json())
    assert sorted(loaded.automata) == [0, 2] and len(loaded.players) == 4
    data = json.loads(state.to_json())
    data["automata"] = [0, 1]
    with pytest.raises(RuleError, match="automata"):
        GameState.from_json(JMT, json.dumps(data))


def test_cairn_play_refuses_a_co_op_robo_hikers_seat():
    with pytest.raises(RuleError, match="Robo-Hiker 2 plays that seat"):
        play_command(JMT, 2, 2, 3, None, COOP, read=lambda _: "1", write=[].append)


@pytest.mark.parametrize("players,options", [
    (1, {"difficulty": "difficult"}), (1, {"difficulty": "hard"}), (1, {"difficulty": "impossible"}),
    (2, {}), (3, {}), (4, {}), (2, COOP)])
def test_every_journey_lasts_twelve_days(players, options):
    """Rulebook: "The game ends for ALL Hikers when all 12 Days of hiking are completed", solo and co-op too."""
    tally = run(JMT, 6, players, 2, None, 1, JMT.check_options(options))
    assert tally.rounds == 12 * tally.games
    assert tally.ended_by == {"end condition": 6}


def test_steady_hiker_walks_to_whitney_fed_and_watered():
    """The game's strategy as data (strategies: steady_hiker) is a competent hiker: it reaches Mt. Whitney
    with little hardship, where random never reaches it and greedy runs out of food and water."""
    games = [play_game(JMT, 1, seed, "steady_hiker", {"difficulty": "difficult"}) for seed in range(4)]
    hikers = [g.players[1] for g in games]
    assert all(p["section"] == 10 for p in hikers)
    assert sum(p["hardship"] for p in hikers) <= 4
    assert sum(g.scores()[1] for g in games) / len(games) >= 30


@pytest.mark.parametrize("variant", ["mission_cards", "skill_cards"])
def test_steady_hiker_keeps_variant_cards_before_any_weather_is_drawn(variant):
    """The variants' cards are kept "after setup is complete", before the first Sunrise draws a Weather Token:
    the strategy weighs those picks with no weather on the chart (it once read today's token and crashed)."""
    state = play_game(JMT, 2, 3, "steady_hiker", {variant: "with"})
    assert state.round == 12
