"""Figures walking a tableau's trails (runtime/figures.py) on small hand-made cards that name no game, and the
Trailblazers Adventurer mode played whole (random games, determinism, saves, what each seat sees)."""
from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path

import pytest

from compiler.frontend.diagnostics import Span
from compiler.frontend.trails import TrailReader
from runtime import figures
from runtime.rules import RuleError
from runtime.state import GameState
from runtime.tableau import place, spots

KINDS = ["road", "river"]
ROOT = Path(__file__).resolve().parents[2]


def pieces(*texts):
    reader = TrailReader(KINDS, 2, "card")
    found = reader.card_pieces([(t, Span("cards.yaml", 1, 1)) for t in texts])
    assert reader.diags == [], [d.message for d in reader.diags]
    return found


# A camp with four road exits; a U of 4 markers joining the two top exits; a straight road of 2 markers; a
# road that stops on its card after 1 marker; a river camp.
CAMP = {"trails": pieces("road: camp > a > N1", "road: camp > b > N2", "road: camp > c > S1", "road: camp > d > S2")}
RIVER_CAMP = {"trails": pieces("river: camp > a > N1", "river: camp > b > N2")}
U_TURN = {"trails": pieces("*road: N1 > a1 > c1 > d1 > b1 > N2")}
STRAIGHT = {"trails": pieces("*road: S1 > c1 > a1 > N1", "road: S2 > d > b > N2")}
STUB = {"trails": pieces("road: S1 > c1 > end")}
MARKED_CAMP = {"trails": pieces("road: camp > a1 > N1", "road: camp > b > N2")}
CAMPS = {"camp": CAMP, "river_camp": RIVER_CAMP, "marked_camp": MARKED_CAMP}
CARDS = {"u_turn": U_TURN, "straight": STRAIGHT, "stub": STUB}
LAYOUT = {"cells": 2, "decks": (CAMPS, CARDS), "column": "trails", "fixed": (CAMPS,), "fix_marked": True}


def area(*placements):
    out = []
    for card, spot, turn, token in placements:
        place(out, card, spot, turn, token)
    return out


def walker(laid, exit_name, card="camp"):
    figs = {}
    figures.stand(figs, "one", laid, LAYOUT, card)
    figures.send(figs, "one", laid, LAYOUT, exit_name)
    return figs


def test_a_figure_waits_on_its_camp_for_one_of_its_exits():
    laid = area(("camp", "0,0", 0, None))
    figs = {}
    figures.stand(figs, "one", laid, LAYOUT, "camp")
    assert figures.state_of(figs, "one") == "waiting" and figs["one"]["kind"] == "road"
    assert figures.stands_at(figs, "one") == "" and figures.stands_at(figs, "two") == ""    # on no trail yet
    assert figures.exits(figs, "one", laid, LAYOUT) == ["0,0:N", "1,0:N", "0,1:S", "1,1:S"]
    with pytest.raises(RuleError, match="not a trail leaving the camp"):
        figures.send(figs, "one", laid, LAYOUT, "0,0:S")
    figures.send(figs, "one", laid, LAYOUT, "0,1:S")
    assert figures.exits(figs, "one", laid, LAYOUT) == [] and figures.state_of(figs, "one") == "walking"
    assert figures.stands_at(figs, "one") == "0,1"      # on the camp's piece it leaves by
    with pytest.raises(RuleError, match="not been laid"):
        figures.stand(figs, "two", laid, LAYOUT, "river_camp")


def test_a_walk_goes_marker_by_marker_and_its_camp_brings_it_home():
    laid = area(("camp", "0,0", 0, None), ("u_turn", "0,-2", 180, None))
    figs = walker(laid, "0,0:N")
    figures.walk(figs, "one", laid, LAYOUT, 3)
    assert figures.walked(figs, "one") == 3 and figures.state_of(figs, "one") == "walking"
    # the U turned upside down: b d c a of the card lie in cells 0,-1 0,-2 1,-2 1,-1; the third marker is c's
    assert figures.stands_at(figs, "one") == "1,-2"
    figures.walk(figs, "one", laid, LAYOUT, 3)       # 1 marker left, then the camp: home after 2 steps
    assert figures.walked(figs, "one") == 4 and figures.state_of(figs, "one") == "home"
    assert figures.stands_at(figs, "one") == "1,0"      # home: in the camp's piece it came back by
    figures.walk(figs, "one", laid, LAYOUT, 3)
    figures.resume(figs, "one")
    assert figures.walked(figs, "one") == 4 and figures.state_of(figs, "one") == "home"
    assert figures.closed(figs, "one", laid, LAYOUT) and figures.trail_length(figs, "one", laid, LAYOUT) == 4


def test_a_new_token_is_one_more_stop_and_a_seen_one_is_not():
    laid = area(("camp", "0,0", 0, None), ("u_turn", "0,-2", 180, "fox"))
    figs = walker(laid, "0,0:N")
    figures.walk(figs, "one", laid, LAYOUT, 3, new_tokens=True)      # the fox, then 2 markers
    assert figures.walked(figs, "one") == 2 and figures.seen(figs, "one") == 1
    plain = walker(laid, "0,0:N")
    figures.walk(plain, "one", laid, LAYOUT, 3)                         # tokens passed, not stopped at
    assert figures.walked(plain, "one") == 3 and figures.seen(plain, "one") == 1
    assert figures.trail_tokens(figs, "one", laid, LAYOUT) == 1


def test_a_dead_end_stops_the_figure_at_its_last_marker_until_resumed():
    laid = area(("camp", "0,0", 0, None), ("straight", "0,-2", 0, None), ("stub", "0,-4", 0, None))
    figs = walker(laid, "0,0:N")
    figures.walk(figs, "one", laid, LAYOUT, 5)     # 2 markers on the straight road, 1 on the stub, then its end
    assert figures.walked(figs, "one") == 3 and figures.state_of(figs, "one") == "stopped"
    before = figs["one"]
    figures.walk(figs, "one", laid, LAYOUT, 3)
    assert figs["one"] is before                   # a stopped figure does not move
    figures.resume(figs, "one")
    figures.walk(figs, "one", laid, LAYOUT, 3)
    assert figures.walked(figs, "one") == 3 and figures.state_of(figs, "one") == "stopped"
    assert not figures.closed(figs, "one", laid, LAYOUT) and figures.trail_length(figs, "one", laid, LAYOUT) == 0
    # a trail without markers that runs into nothing: the figure never leaves its camp
    side = walker(laid, "1,0:N")
    figures.walk(side, "one", laid, LAYOUT, 3)
    assert figures.walked(side, "one") == 0 and figures.state_of(side, "one") == "stopped"
    assert side["one"]["route"] == [[1, 0, "camp", "N"]]


def test_a_marker_on_the_camp_card_is_walked_and_counted_in_the_loop():
    laid = area(("marked_camp", "0,0", 0, None), ("u_turn", "0,-2", 180, None))
    figs = walker(laid, "0,0:N", "marked_camp")
    assert figures.trail_length(figs, "one", laid, LAYOUT) == 5
    figures.walk(figs, "one", laid, LAYOUT, 6)
    assert figures.walked(figs, "one") == 5 and figures.state_of(figs, "one") == "home"


def test_another_camp_is_a_dead_end():
    laid = area(("camp", "0,0", 0, None), ("camp", "0,-2", 180, None))
    figs = {}
    figures.stand(figs, "one", laid, LAYOUT, "camp")     # the last laid copy: the one at 0,-2
    assert figs["one"]["camp"] == 1
    assert "1,-1:S" in figures.exits(figs, "one", laid, LAYOUT)
    figures.send(figs, "one", laid, LAYOUT, "1,-1:S")    # into the first camp's top exit
    figures.walk(figs, "one", laid, LAYOUT, 3)
    assert figures.state_of(figs, "one") == "stopped" and figs["one"]["route"] == [[1, -1, "camp", "S"]]


def test_no_card_is_laid_over_a_walked_cell_and_figures_are_never_changed_in_place():
    laid = area(("camp", "0,0", 0, None), ("u_turn", "0,-2", 180, None))
    figs = walker(laid, "0,0:N")
    start = figs["one"]
    figures.walk(figs, "one", laid, LAYOUT, 1)
    assert start["walked"] == 0 and start["route"] == [[0, 0, "camp", "N"]]   # the old figure is as it was
    held = figures.held_cells(figs)
    assert held == {(0, 0), (0, -1)}
    free, kept = set(spots(laid, LAYOUT)), set(spots(laid, LAYOUT, held))
    assert "0,-2" in free and "0,-2" not in kept and "-1,-2" not in kept and "1,-2" in kept


# ---------------------------------------------------------------- Trailblazers, Adventurer mode
ADVENTURER = {"mode": "adventurer"}


@pytest.fixture(scope="module")
def trailblazers():
    from compiler.driver.build import Project, compile_game
    from tests.compiled import import_rules
    result = compile_game(Project(ROOT), "trailblazers")
    assert result.ok
    return import_rules(result, Path(tempfile.mkdtemp()), "cairn_figures_trailblazers").GAME


def play(rules, players, seed, options=ADVENTURER):
    state = GameState(rules, players, seed, options)
    rng = random.Random(seed)
    while not state.is_over():
        moves = state.legal_actions()
        state.apply(moves[int(rng.random() * len(moves))])
    return state


@pytest.mark.parametrize("players", [2, 8])
def test_adventurer_plays_with_two_travellers_each_and_the_same_seed_plays_the_same_game(trailblazers, players):
    state = play(trailblazers, players, 4)
    for p in state.players:
        assert len(p["travellers"]) == 2 and len(p["area"]) == 2 + 24 and p["camps"] == []
        assert all(f["state"] != "waiting" for f in p["travellers"].values())
        assert p["goals_won"] == set() and p["player_cards"] == 4 and len(p["unused_camps"]) == 1
    assert state.g["in_game_goals"] == []
    again = play(trailblazers, players, 4)
    assert again.to_json() == state.to_json() and again.scores() == state.scores()


def test_adventurer_saves_and_loads_with_travellers_on_their_way(trailblazers):
    state = GameState(trailblazers, 2, 6, ADVENTURER)
    rng = random.Random(6)
    while not any(f["route"] for p in state.players for f in p["travellers"].values()) or state.round < 3:
        moves = state.legal_actions()
        state.apply(moves[int(rng.random() * len(moves))])
    loaded = GameState.from_json(trailblazers, state.to_json())
    assert json.loads(loaded.to_json()) == json.loads(state.to_json())
    assert [str(m) for m in loaded.legal_actions()] == [str(m) for m in state.legal_actions()]
    tampered = json.loads(state.to_json())
    tampered["players"][0]["travellers"]["hiking"] = {"camp": 0}
    with pytest.raises(RuleError, match="travellers"):
        GameState.from_json(trailblazers, json.dumps(tampered))


def test_adventurer_hands_stay_hidden_and_travellers_are_seen_by_all(trailblazers):
    from tests.runtime.test_information import leaks
    assert leaks(trailblazers, 2, 3, decisions=30, options=ADVENTURER) == []


def test_a_picture_draws_the_travellers_route_and_where_they_stand():
    from compiler.sheets.trails import tableau_svg
    laid = area(("camp", "0,0", 0, None), ("u_turn", "0,-2", 180, None))
    figs = walker(laid, "0,0:N")
    figures.walk(figs, "one", laid, LAYOUT, 2)
    cards = {name: row["trails"] for deck in (CAMPS, CARDS) for name, row in deck.items()}
    svg = tableau_svg(laid, cards, 2, KINDS, {"camp"}, list(figs.values()))
    assert svg.count('stroke-dasharray="3 2"') == len(figs["one"]["route"]) and svg.count('r="5"') == 1
