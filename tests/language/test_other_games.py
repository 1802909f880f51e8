"""The effect language covers the hardest rules of the four other games.

Each game of tests/language/fixtures_root/definitions/ is a small fixture holding only
what its hard rules need. For each game these tests

  * compile it through the real pipeline (load, schema validation, parse, resolve, emit);
  * check that each hard rule's text parsed into the tree the rulebook means, with the
    exact printed numbers (tables, limits, costs);
  * misspell a name inside a hard rule and expect a resolver diagnostic with "did you mean";
  * import the generated rules and evaluate scoring, functions and effects on hand-built states.

What the language cannot say yet is listed in tests/language/README.md, with the gaps closed
so far and the test that shows each one working.
"""
from __future__ import annotations

import ast as pyast
import random
import shutil
import textwrap
from pathlib import Path
from types import SimpleNamespace

import pytest

from compiler.frontend import ast
from compiler.driver.build import Project, compile_game
from compiler.frontend.diagnostics import render_text
from runtime.state import GameState
from tests.compiled import import_rules

from lang_unparse import show

ROOT = Path(__file__).parent / "fixtures_root"
GAMES = ["trek-to-zion", "trailblazer-jmt", "trailblazers", "trail-story-america"]


# ------------------------------------------------------------------ helpers
_compiled: dict = {}


def compiled(game: str):
    """Compile a fixture game once per test session (emit included)."""
    if game not in _compiled:
        _compiled[game] = compile_game(Project(ROOT), game, emit_code=True)
    return _compiled[game]


def model(game: str):
    result = compiled(game)
    assert result.ok, render_text(result.diagnostics)
    return result.model


def rows(table: ast.Table) -> dict:
    """A lookup table as {key: value}; at-least rows keyed by 'N+'."""
    out = {}
    for row in table.rows:
        assert isinstance(row.value, (ast.Number, ast.Neg)), show(row)
        value = row.value.value if isinstance(row.value, ast.Number) else -row.value.operand.value
        out[f"{row.key}+" if row.kind == "at_least" else row.key] = value
    return out


def const(game: str, name: str):
    return model(game).constants[name][0]


def effect(game: str, action: str) -> list[str]:
    """The statements of an action's effect, one canonical text each."""
    return [show(s) for s in model(game).actions[action].effect.body]


def proc(game: str, name: str) -> list[str]:
    return [show(s) for s in model(game).procedures[name].body.body]


def function(game: str, name: str) -> str:
    return show(model(game).functions[name].body)


def scoring(game: str, step: str) -> str:
    return show(next(s.points for s in model(game).scoring if s.id == step))


def step(game: str, name: str) -> list[str]:
    found = next(s for s in model(game).setup + model(game).round if s.name == name)
    return [show(s) for s in found.body.body]


def card_code(game: str, deck: str, card: str, column: str) -> str:
    return show(model(game).tables[deck].card_code[(card, column)])


def card(game: str, deck: str, card_id: str) -> dict:
    return next(r for r in model(game).tables[deck].rows if r["id"] == card_id)


_packages: dict = {}


def rules(game: str, tmp_root: Path):
    """Import the generated package of a fixture game (written under tmp_root)."""
    if game in _packages:
        return _packages[game]
    result = compiled(game)
    assert result.ok, render_text(result.diagnostics)
    module = import_rules(result, tmp_root, "cairn_language_fixture_" + game.replace("-", "_"))
    _packages[game] = module
    return module


@pytest.fixture(scope="session")
def package_root(tmp_path_factory):
    return tmp_path_factory.mktemp("generated")


def new_state(module, players: int, **options):
    """A bare state built from the generated `new_globals` / `new_player`, with no flow run."""
    merged = module.GAME.default_options()
    merged.update(options)
    state = SimpleNamespace(g={}, players=[], options=merged, round=1, forced_rolls=[], notes=[],
                            pending=None, end_requested=False)
    state.g = module.new_globals(state)
    state.players = [module.new_player(state, seat) for seat in range(players)]
    return state


def misspelt(tmp_path: Path, game: str, old: str, new: str):
    """Compile a copy of a fixture game with `old` replaced by `new` (exactly once) in game.yaml."""
    shutil.copytree(ROOT / "definitions" / game, tmp_path / "definitions" / game)
    path = tmp_path / "definitions" / game / "game.yaml"
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} must appear exactly once in {game}/game.yaml"
    line = text[: text.index(old)].count("\n") + 1
    path.write_text(text.replace(old, new), encoding="utf-8")
    return compile_game(Project(tmp_path), game, emit_code=False), line


# ------------------------------------------------------------------ every game compiles
@pytest.mark.parametrize("game", GAMES)
def test_fixture_compiles_through_the_whole_pipeline(game):
    result = compiled(game)
    assert result.ok, render_text(result.diagnostics)
    assert not result.diagnostics, render_text(result.diagnostics)   # not even a warning
    assert result.model.id == game


@pytest.mark.parametrize("game", GAMES)
def test_generated_modules_are_python(game):
    result = compiled(game)
    assert set(result.files) >= {"__init__.py", "data.py", "rules.py"}
    for name, text in result.files.items():
        if name.endswith(".py"):
            pyast.parse(text, filename=name)    # emit checks this too; say it here as well


@pytest.mark.parametrize("game", GAMES)
def test_generated_rules_import(game, package_root):
    module = rules(game, package_root)
    assert module.GAME.id == game


# ================================================================== Trek to Zion
TREK = "trek-to-zion"


def test_trek_trail_points_table_is_the_printed_one():
    # Rulebook: "Point values according to trail length": 1 1, 2 2, 3 4, 4 7, 5 10, 6 15, 7 20.
    assert rows(const(TREK, "trail_points")) == {1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15, 7: 20}
    assert scoring(TREK, "trails") == "sum(trail_points[r.length] for r in claimed)"


def test_trek_claim_pays_length_cards_of_its_colour_gray_any_wilds_substitute():
    when = show(model(TREK).actions["claim"].when)
    # gray: any one colour (a provision colour, all cards the same); otherwise the trail's colour
    assert "(colour.kind == provision)" in when
    assert "((route.colour == gray) or (route.colour == colour))" in when
    # wilds substitute: cards of the colour plus wilds cover the cost, wilds never more than needed
    assert "(wilds <= hand[wild])" in when
    assert "(wilds <= cards_needed(route))" in when
    assert "((hand[colour] + wilds) >= cards_needed(route))" in when
    assert effect(TREK, "claim") == [
        "hand[colour] -= (cards_needed(route) - wilds)",
        "hand[wild] -= wilds",
        "wagons -= route.length",
        "add route to claimed",
    ]


def test_trek_blessing_two_one_card_fewer_when_longer_than_four():
    assert function(TREK, "cards_needed") == (
        "(routes[r].length - (if ((blessings() >= 2) and (routes[r].length > blessing_fewer_cards_over))"
        " then 1 else 0))")
    assert const(TREK, "blessing_fewer_cards_over") == 4
    assert function(TREK, "blessings") == "count(temples)"


def test_trek_double_trail_one_side_per_player():
    assert function(TREK, "is_open") == (
        "(all((r not in q.claimed) for q in players) and (routes[r].twin not in claimed))")


def test_trek_longest_trail_bonus_shared_on_a_tie():
    assert function(TREK, "longest_trail") == "longest_path(claimed)"
    assert scoring(TREK, "longest") == (
        "(if ((longest_trail() > 0) and (longest_trail() == max(longest_path(q.claimed) for q in players)))"
        " then longest_bonus else 0)")
    assert const(TREK, "longest_bonus") == 10


def test_trek_temple_needs_three_trails_ending_in_one_location():
    assert show(model(TREK).actions["build_temple"].when) == (
        "(((count(temples) < 3) and (place not in temples)) and (degree(claimed, place) >= 3))")


def test_trek_treks_add_or_subtract_and_end_gives_final_turns():
    assert scoring(TREK, "treks") == "sum((if completes(t) then t.points else (-t.points)) for t in treks_held)"
    assert function(TREK, "completes") == "connected(claimed, treks[t].from, treks[t].to)"
    m = model(TREK)
    assert show(m.end_trigger) == "(wagons <= 2)" and m.end_mode == "final_turns"


def test_trek_draws_two_three_with_blessing_three_one_face_up_wild():
    assert function(TREK, "draw_limit") == "(if (blessings() >= 3) then 3 else 2)"
    assert show(model(TREK).actions["take_face_up"].when) == (
        "(((market[colour] > 0) and (drawn < draw_limit())) and (not ((colour == wild) and took_face_up_wild)))")


def trek_state(module, claimed: list[list[str]], temples=()):
    state = new_state(module, len(claimed))
    for p, routes in zip(state.players, claimed):
        p["claimed"] = set(routes)
    state.players[0]["temples"] = set(temples)
    return state


def test_trek_scores_on_a_hand_built_state(package_root):
    module = rules(TREK, package_root)
    state = trek_state(module, [["nauvoo_chicago", "nauvoo_independence", "slc_independence"],
                                ["slc_st_george", "nauvoo_st_louis"]])
    me, other = state.players
    assert module.score_trails(state, me) == 4 + 10 + 20
    assert module.score_trails(state, other) == 2 + 1
    assert module.longest_trail(state, me) == 15           # Chicago - Nauvoo - Independence - Salt Lake City
    assert module.longest_trail(state, other) == 2         # two trails that do not connect
    assert module.score_longest(state, me) == 10
    assert module.score_longest(state, other) == 0


def test_trek_longest_trail_tie_gives_both_ten(package_root):
    module = rules(TREK, package_root)
    state = trek_state(module, [["nauvoo_independence"], ["nauvoo_independence_2"]])
    assert [module.score_longest(state, p) for p in state.players] == [10, 10]


def test_trek_treks_completed_or_not(package_root):
    module = rules(TREK, package_root)
    state = trek_state(module, [["nauvoo_independence", "slc_independence", "slc_st_george"]])
    p = state.players[0]
    p["treks_held"] = ["nauvoo_to_zion", "chicago_to_st_louis"]
    assert module.score_treks(state, p) == 20 - 5
    assert module.completed_treks(state, p) == 1


def test_trek_claim_gray_seven_with_and_without_blessing_two(package_root):
    module = rules(TREK, package_root)
    state = trek_state(module, [[], []])
    p = state.players[0]
    assert module.cards_needed(state, p, "slc_independence") == 7
    assert module.cards_needed(state, p, "nauvoo_chicago") == 3
    p["temples"] = {"nauvoo", "independence"}                 # two temples: Blessing #2
    assert module.cards_needed(state, p, "slc_independence") == 6
    assert module.cards_needed(state, p, "nauvoo_chicago") == 3  # length 3: no discount
    p["hand"].update(red=5, wild=2)
    module.claim(state, p, "slc_independence", "red", 1)
    assert p["hand"]["red"] == 0 and p["hand"]["wild"] == 1
    assert p["wagons"] == 45 - 7
    assert "slc_independence" in p["claimed"]
    # the other side of a double trail stays open to others, never to the same player
    p["claimed"].add("nauvoo_independence")
    assert not module.is_open(state, p, "nauvoo_independence_2")
    assert module.is_open(state, state.players[1], "nauvoo_independence_2")
    assert not module.is_open(state, state.players[1], "nauvoo_independence")


# ================================================================== Trailblazer: The John Muir Trail
JMT = "trailblazer-jmt"


def test_jmt_acquire_water_takes_only_what_fits_under_twelve():
    assert effect(JMT, "acquire_water")[-1] == "gain min(4, room()) water"
    assert function(JMT, "room") == "max(0, (natural_limit - natural_total()))"
    assert function(JMT, "natural_total") == "(((water + earth) + wind) + fire)"
    assert const(JMT, "natural_limit") == 12
    # one hiker per site per day, two in a 4-player game
    assert show(model(JMT).actions["acquire_water"].when) == "((tracks > 0) and (site_use[water_site] < site_capacity()))"
    assert function(JMT, "site_capacity") == "(if (player_count == 4) then 2 else 1)"


def test_jmt_acquire_amounts_are_the_printed_ones():
    assert {r["id"]: r["amount"] for r in model(JMT).tables["sites"].rows} == {
        "water_site": 4, "earth_site": 3, "wind_site": 2, "fire_site": 1}


def test_jmt_field_guide_cost_and_reward():
    action = model(JMT).actions["discover"]
    assert show(action.cost) == "guide.cost"
    assert card_code(JMT, "field_guides", "black_bear", "cost") == "2 water + 1 wind"
    assert card_code(JMT, "field_guides", "black_bear", "reward") == "gain 1 food"
    assert effect(JMT, "discover") == [
        "tracks -= 1",
        "move guide from guide_market to guides",
        "resolve guide.reward",
        "load_or_use(guide.gear)",
    ]


def test_jmt_river_card_two_points_and_return_this_track():
    assert card_code(JMT, "field_guides", "evolution_creek", "reward") == "score 2; return_track()"
    assert proc(JMT, "return_track") == ["tracks += 1"]


def test_jmt_gear_loaded_if_absent_else_advance_elevation():
    assert proc(JMT, "load_or_use") == [
        "if (item not in backpack) { add item to backpack } else { advance_elevation() }"]


def test_jmt_elevation_six_grants_a_fourth_tracks_token():
    body = proc(JMT, "advance_elevation")
    assert len(body) == 1
    assert body[0].startswith("if (elevation >= elevation_top) { score 1 } else { elevation += 1; ")
    assert "if ((elevation == 6) or (elevation == 12)) { tracks_owned += 1; tracks += 1 }" in body[0]
    assert "if (((elevation == 9) or (elevation == 15)) or (elevation == 21)) { arrowheads += 1 }" in body[0]
    assert model(JMT).player["tracks_owned"].start == 3 and model(JMT).player["tracks_owned"].max == 5


def test_jmt_hiking_pays_section_marker_weather_one_hardship_each_unmet():
    assert effect(JMT, "hike") == [
        "tracks -= 1",
        "hiked_today = true",
        "let s = nth(sections, section)",
        "section += 1",
        "require_water(s.water)",
        "require_earth(s.earth)",
        "require_wind(s.wind)",
        "require_fire(s.fire)",
        "if ((s.marker_gear != none) and (s.marker_gear not in backpack)) { hardship += 1 }",
        "require_food(s.marker_food)",
        "require_water(weather_tokens[today()].water)",
        "require_earth(weather_tokens[today()].earth)",
        "require_wind(weather_tokens[today()].wind)",
        "require_fire(weather_tokens[today()].fire)",
    ]
    assert proc(JMT, "require_water") == [
        "if (n > 0) { if (water >= n) { lose n water } else { hardship += 1 } }"]


def test_jmt_field_guide_sets_table_is_the_printed_one():
    # Rulebook: full set of 5 unique: 7; 4 unique: 4; 3 unique: 2; 2 unique: 1.
    table = rows(const(JMT, "set_points"))
    assert {k: table[k] for k in (5, 4, 3, 2)} == {5: 7, 4: 4, 3: 2, 2: 1}
    assert table[1] == 0 and table[0] == 0
    assert function(JMT, "unique_sets") == (
        "sum(set_points[count(c for c in categories if (held(c) >= k))] for k in 1..12)")
    assert function(JMT, "held") == "count(g for g in guides if (g.category == category))"


def test_jmt_sunset_food_and_water_bottle_or_hardship():
    assert step(JMT, "sunset") == [
        "if ((water_bottle == 0) and (water >= 2)) { lose 2 water; gain 1 water_bottle }",
        "if (food >= 1) { lose 1 food } else { hardship += 1 }",
        "if (water_bottle >= 1) { lose 1 water_bottle } else { hardship += 1 }",
        "tracks = tracks_owned",
    ]


def test_jmt_rules_on_a_hand_built_state(package_root):
    module = rules(JMT, package_root)
    state = new_state(module, 2)
    p = state.players[0]
    # the cap: 10 natural resources held, 4 water offered, 2 fit
    p.update(water=3, earth=3, wind=2, fire=2)
    module.acquire_water(state, p)
    assert p["water"] == 5 and module.natural_total(state, p) == 12
    module.acquire_water(state, p)
    assert p["water"] == 5
    # gear: loaded first, then each use advances the tent; space 6 adds the 4th Tracks token
    module.load_or_use(state, p, "camera")
    assert p["backpack"] == {"camera"} and p["elevation"] == 0
    p["elevation"] = 5
    tracks = p["tracks"]
    module.load_or_use(state, p, "camera")
    assert p["elevation"] == 6 and p["tracks_owned"] == 4 and p["tracks"] == tracks + 1


def test_jmt_hike_hardship_per_unmet_requirement(package_root):
    module = rules(JMT, package_root)
    state = new_state(module, 2)
    state.g["weather_chart"] = ["heat"]                      # +1 water
    p = state.players[1]
    p.update(section=4, water=2, tracks=1)                     # section 5: 2 water and the camera marker
    module.hike(state, p)
    assert p["section"] == 5
    assert p["water"] == 0                                     # the section's 2 water were paid
    assert p["hardship"] == 2                                  # no camera loaded, no water for the heat


def test_jmt_field_guide_sets_score(package_root):
    module = rules(JMT, package_root)
    state = new_state(module, 1)
    p = state.players[0]
    p["guides"] = ["black_bear", "marmot", "steller_jay", "giant_sequoia", "lupine", "evolution_creek"]
    assert module.score_field_guides(state, p) == 7            # one full set of 5 (+ a lone animal)
    p["guides"] = ["black_bear", "marmot", "steller_jay"]
    assert module.score_field_guides(state, p) == 1            # a set of 2 (+ a lone animal)
    p["guides"] = ["black_bear", "steller_jay", "giant_sequoia", "marmot", "lupine"]
    assert module.score_field_guides(state, p) == 4            # a set of 4 (+ a lone animal)


# ================================================================== Trailblazers
TRAILBLAZERS = "trailblazers"


def test_trailblazers_animal_table_is_the_printed_one():
    # Rulebook: 1/3/6/10/15/21 points for 1/2/3/4/5/6 unique animals.
    assert rows(const(TRAILBLAZERS, "animal_points")) == {0: 0, 1: 1, 2: 3, 3: 6, 4: 10, 5: 15, 6: 21}
    # Rulebook: 1st/2nd/3rd slot score 6/3/1.
    assert rows(const(TRAILBLAZERS, "slot_points")) == {1: 6, 2: 3, 3: 1}


def test_trailblazers_loop_scores_markers_plus_unique_animals():
    assert scoring(TRAILBLAZERS, "loops") == "sum(loop_score(l) for l in closed_loops)"
    assert function(TRAILBLAZERS, "loop_score") == "(loop_markers[l] + animal_points[sightings_on(l)])"
    assert function(TRAILBLAZERS, "sightings_on") == "count(x for x in loop_sightings if (x.loop == l))"


def test_trailblazers_goal_slots_shared_by_same_turn_qualifiers():
    assert step(TRAILBLAZERS, "goals_check") == [
        "for g in in_game_goals { if ((g not in goals_won) and g.goal) { add g to qualifying } }"]
    award = step(TRAILBLAZERS, "goals_award")
    assert award == [
        "for g in in_game_goals { if ((goal_slot[g] <= goal_slots) and any((g in q.qualifying) for q in players)) "
        "{ for q in players { if (g in q.qualifying) { add g to q.goals_won; "
        "q.goal_points += slot_points[goal_slot[g]]; remove g from q.qualifying } }; goal_slot[g] += 1 } }"]


def test_trailblazers_end_game_ties_share_a_rank():
    assert function(TRAILBLAZERS, "end_rank") == (
        "(1 + count(distinct(longest_of(q.loop_markers, q.closed_loops) for q in players"
        " if (longest_of(q.loop_markers, q.closed_loops) > mine))))")


def test_trailblazers_card_placement():
    assert function(TRAILBLAZERS, "touches") == (
        "((cell in occupied) or any(((abs((cells[o].x - cells[cell].x)) + abs((cells[o].y - cells[cell].y)))"
        " == 1) for o in occupied))")
    assert function(TRAILBLAZERS, "may_cover") == "((cell not in camp_cells) and (cell not in animal_cells))"


def test_trailblazers_hands_pass_left_then_right():
    assert step(TRAILBLAZERS, "pass_hands") == [
        "let shift = (if ((round % 2) == 1) then 1 else (player_count - 1))",
        "for i in 0..7 { if (i < player_count) { draw count(players[i].hand) from players[i].hand"
        " to players[((i + shift) % player_count)].passed } }",
        "for q in players { draw count(q.passed) from q.passed to q.hand }",
    ]


def test_trailblazers_loop_score_on_a_hand_built_state(package_root):
    module = rules(TRAILBLAZERS, package_root)
    state = new_state(module, 2)
    p = state.players[0]
    p["closed_loops"] = {"loop_1", "loop_2"}
    p["loop_markers"].update(loop_1=8, loop_2=5, loop_3=11)    # loop_3 is not closed: it scores nothing
    p["loop_sightings"] = {"loop_1_moose", "loop_1_wolf", "loop_1_bobcat", "loop_2_moose", "loop_3_bear"}
    assert module.score_loops(state, p) == (8 + 6) + (5 + 1)


def test_trailblazers_same_turn_qualifiers_share_the_slot(package_root):
    module = rules(TRAILBLAZERS, package_root)
    state = new_state(module, 3)
    state.g["in_game_goals"] = ["triathlon"]
    a, b, c = state.players
    for p in (a, b):
        p["closed_loops"] = {"loop_1", "loop_2", "loop_3"}
    def end_of_turn():
        for p in state.players:
            module.round_goals_check(state, p)
        module.round_goals_award(state, None)
    end_of_turn()
    assert (a["goal_points"], b["goal_points"], c["goal_points"]) == (6, 6, 0)
    end_of_turn()                                              # a claimed goal is not claimed again
    assert (a["goal_points"], b["goal_points"]) == (6, 6)
    c["closed_loops"] = {"loop_1", "loop_2", "loop_3"}
    end_of_turn()
    assert c["goal_points"] == 3                                # the next slot, not the third
    assert state.g["goal_slot"]["triathlon"] == 3


def test_trailblazers_end_game_ranks_with_ties(package_root):
    module = rules(TRAILBLAZERS, package_root)
    state = new_state(module, 4)
    state.g["end_game_goals"] = ["grand_tour"]
    for p, markers in zip(state.players, (10, 10, 7, 0)):
        if markers:
            p["closed_loops"] = {"loop_1"}
            p["loop_markers"]["loop_1"] = markers
    assert [module.score_end_game_goals(state, p) for p in state.players] == [6, 6, 3, 0]


def test_trailblazers_pass_hands_by_round(package_root):
    module = rules(TRAILBLAZERS, package_root)
    state = new_state(module, 3)
    for p, cards in zip(state.players, (["trail_01"], ["trail_02"], ["trail_03"])):
        p["hand"] = list(cards)
    state.round = 1
    module.round_pass_hands(state, None)
    assert [p["hand"] for p in state.players] == [["trail_03"], ["trail_01"], ["trail_02"]]
    state.round = 2
    module.round_pass_hands(state, None)
    assert [p["hand"] for p in state.players] == [["trail_01"], ["trail_02"], ["trail_03"]]


# ================================================================== Trail Story: America
TRAIL_STORY = "trail-story-america"


def test_trail_story_task_activates_at_most_four_dice():
    when = show(model(TRAIL_STORY).actions["attempt"].when)
    assert "(cubes <= skill_cubes[skill])" in when
    assert "(inspiration <= inspiration_active)" in when
    assert "((cubes + inspiration) <= max_dice)" in when
    assert "((task.skill == any_skill) or (task.skill == skill))" in when
    assert const(TRAIL_STORY, "max_dice") == 4
    # cubes move to Experience, which holds three: the excess is discarded
    assert effect(TRAIL_STORY, "attempt")[:3] == [
        "skill_cubes[skill] -= cubes", "experience[skill] += cubes", "inspiration_active -= inspiration"]
    assert model(TRAIL_STORY).player["experience"].max == 3


def test_trail_story_success_if_stars_at_least_difficulty():
    body = effect(TRAIL_STORY, "attempt")
    assert "roll die_1, die_2, die_3, die_4" in body
    assert "let made_it = ((dice_used > 0) and (stars_rolled(dice_used) >= difficulty()))" in body
    assert "choose use_hope in [false, true] where ((not use_hope) or (hope and (not made_it)))" in body
    assert "if (made_it or use_hope) { task_success(task) } else { task_failure(task) }" in body
    assert function(TRAIL_STORY, "stars_rolled") == (
        "sum(star_faces[rolled[d]] for d in dice if (d.slot <= dice_used))")
    assert function(TRAIL_STORY, "difficulty") == "story_tokens[current_token].difficulty"


def test_trail_story_sections_and_tasks_or():
    when = show(model(TRAIL_STORY).actions["attempt"].when)
    # OR: any one task of the current section; AND: the sections one after another
    assert "(task.story == current_story)" in when and "(task.section == story_section)" in when
    assert effect(TRAIL_STORY, "attempt")[-2:] == [
        "story_section += 1", "if (story_section > stories[current_story].sections) { end_story() }"]
    assert proc(TRAIL_STORY, "end_story")[0] == (
        "if attempted { add current_token to memories } else { add current_token to story_bag }")
    sections = {(r["story"], r["section"]) for r in model(TRAIL_STORY).tables["tasks"].rows}
    assert sections == {("farmer", 1), ("foggy_swamp", 1), ("foggy_swamp", 2), ("cougar", 1)}


def test_trail_story_task_sides_parse():
    assert card_code(TRAIL_STORY, "tasks", "farmer_chat", "success") == "experience_to_place += 3"
    assert card_code(TRAIL_STORY, "tasks", "farmer_chat", "failure") == "hope = true"
    assert card_code(TRAIL_STORY, "tasks", "swamp_fish", "failure") == "lose_item()"
    assert card_code(TRAIL_STORY, "tasks", "cougar_fend_off", "success") == "stop_story()"


def test_trail_story_each_three_remaining_resources_score_one():
    assert scoring(TRAIL_STORY, "resources") == "(remaining_resources() / resources_per_point)"
    assert const(TRAIL_STORY, "resources_per_point") == 3
    assert function(TRAIL_STORY, "remaining_resources") == (
        "((sum((skill_cubes[s] + experience[s]) for s in skills) + inspiration_active)"
        " + sum(t.difficulty for t in memories))")


def test_trail_story_rules_on_a_hand_built_state(package_root):
    module = rules(TRAIL_STORY, package_root)
    state = new_state(module, 1)
    p = state.players[0]
    p["skill_cubes"].update(intelligence=1, strength=1, agility=1)
    p["experience"].update(intelligence=2, strength=0, agility=0)
    p["inspiration_active"] = 2
    p["memories"] = {"friend_2"}
    assert module.remaining_resources(state, p) == 3 + 2 + 2 + 2
    assert module.score_resources(state, p) == 3
    p["inspiration_active"] = 1
    assert module.score_resources(state, p) == 2                 # 8 resources: 2 points, 2 left over
    # stars: only activated dice count
    state.g["rolled"].update(die_1=6, die_2=3, die_3=6, die_4=6)
    assert module.stars_rolled(state, p, 2) == 2 + 1
    assert module.stars_rolled(state, p, 0) == 0


def test_trail_story_eating_and_limited_supply(package_root):
    module = rules(TRAIL_STORY, package_root)
    state = new_state(module, 2)
    p = state.players[0]
    p["items"]["meat"] = 1
    module.eat_meat(state, p, "strength")
    assert p["skill_cubes"]["strength"] == 5 - 2                  # every space not under a Wanderlust token
    p["items"]["nuts_and_berries"] = 1
    p.update(inspiration_owned=2, inspiration_active=1)
    module.eat_nuts(state, p, "agility")
    assert p["inspiration_active"] == 2                           # only one was inactive: the second is lost
    assert p["skill_cubes"]["agility"] == 2
    state.g["supply"]["fish"] = 1
    module.take_food(state, p, "fish")
    module.take_food(state, state.players[1], "fish")             # none left: forfeit
    assert (p["items"]["fish"], state.players[1]["items"]["fish"], state.g["supply"]["fish"]) == (1, 0, 0)


def test_trail_story_hope_and_section_flow(package_root):
    module = rules(TRAIL_STORY, package_root)
    state = new_state(module, 1)
    p = state.players[0]
    p.update(current_story="foggy_swamp", current_token="mystery_1", story_section=1)
    # Trudge failed (no dice) and no Hope spent: despair, then the next section (AND)
    module.attempt_use_hope(state, p, "swamp_trudge", "strength", 0, 0, 0, False, False)
    assert p["despair"] == 1 and p["story_section"] == 2 and not p["attempted"]
    # Fish failed, Hope turns it into a success: a fish, the story is over and was attempted
    state.g["supply"]["fish"] = 8
    module.attempt_use_hope(state, p, "swamp_fish", "agility", 0, 0, 0, False, True)
    assert p["items"]["fish"] == 1 and not p["hope"]
    assert p["current_story"] is None and p["memories"] == {"mystery_1"}
    assert p["stories_held"] == {"foggy_swamp"}


# ================================================================== misspelt names: "did you mean"
MISSPELLINGS = [
    # game, text in game.yaml, misspelt, code, suggestion
    (TREK, "add route to claimed", "add route to claimd", "E321", "claimed"),
    (TREK, "wagons >= route.length", "wagons >= route.lenght", "E322", "length"),
    (JMT, "gain min(4, room()) water", "gain min(4, room()) watr", "E310", "water"),
    (JMT, "load_or_use(guide.gear)", "load_or_use(guide.gaer)", "E322", "gear"),
    (TRAILBLAZERS, "loop_markers[l] + animal_points[sightings_on(l)]",
     "loop_markers[l] + animal_pionts[sightings_on(l)]", "E321", "animal_points"),
    (TRAILBLAZERS, "add g to q.goals_won", "add g to q.goal_won", "E322", "goals_won"),
    (TRAIL_STORY, "stars_rolled(dice_used) >= difficulty()", "stars_roled(dice_used) >= difficulty()",
     "E327", "stars_rolled"),
    (TRAIL_STORY, "if story_section > stories[current_story].sections { end_story() }",
     "if story_section > stories[current_story].sections { end_stroy() }", "E317", "end_story"),
]


@pytest.mark.parametrize("game,old,new,code,suggestion", MISSPELLINGS,
                         ids=[f"{m[0]}:{m[4]}" for m in MISSPELLINGS])
def test_misspelt_name_in_a_hard_rule_gets_did_you_mean(tmp_path, game, old, new, code, suggestion):
    result, line = misspelt(tmp_path, game, old, new)
    assert not result.ok
    errors = errors_of(result)
    assert len(errors) == 1, render_text(result.diagnostics)
    diag = errors[0]
    assert diag.code == code, render_text(result.diagnostics)
    assert diag.help == f"did you mean '{suggestion}'?", render_text(result.diagnostics)
    assert diag.span.file.endswith(f"{game}/game.yaml") and diag.span.line == line


# ================================================================== gaps (see README.md)
PROBE = """\
id: probe
name: Probe
players: {min: 1, max: 2}
tables:
  natural_kinds:
    - {id: water_kind}
    - {id: earth_kind}
  routes:
    - {id: r1, from: a, to: b, length: 3}
  places:
    - {id: a}
    - {id: b}
  weather_tokens:
    - {id: wind}
    - {id: sunny}
  elements:
    - {id: water}
    - {id: earth}
  dice:
    - {id: d1, sides: 6, slot: 1}
    - {id: d2, sides: 4, slot: 2}
globals:
  today: {type: symbol, of: weather_tokens, start: sunny}
  rolled: {type: map, keys: dice}
player:
  water: {type: counter}
  earth: {type: counter}
  wind: {type: counter}
  claimed: {type: set, of: routes}
  owner: {type: map, keys: routes}
  hand: {type: map, keys: natural_kinds, max: 12}
%s
flow:
  setup: []
  round:
    - decide: {name: turn, actions: [probe], who: each}
  end: "round >= 1"
"""


def errors_of(result) -> list:
    return [d for d in result.diagnostics if d.severity == "error"]


def import_probe(result, package_root: Path, package: str):
    """Write a compiled probe under `package_root` as `package` and import its rules module."""
    return import_rules(result, package_root, package)


def probe(tmp_path: Path, extra: str, emit_code: bool = True, extra_globals: str = "", flow: str = ""):
    folder = tmp_path / "definitions" / "probe"
    folder.mkdir(parents=True)
    text = PROBE % textwrap.dedent(extra)
    text = text.replace("globals:\n", "globals:\n" + extra_globals, 1)
    if flow:    # the probe's own flow, replaced
        text = text[:text.index("flow:\n")] + "flow:\n" + textwrap.indent(textwrap.dedent(flow).strip("\n"), "  ") + "\n"
    (folder / "game.yaml").write_text(text, encoding="utf-8")
    return compile_game(Project(tmp_path), "probe", emit_code=emit_code)


def test_probe_itself_compiles(tmp_path):
    result = probe(tmp_path, 'actions:\n  probe:\n    effect: "gain 1 water"\n')
    assert result.ok, render_text(result.diagnostics)


def test_field_of_a_typed_function_parameter(tmp_path, package_root):
    """Trek's `trail_cost(route)` reads `route.length`: a parameter typed by its table is one of its ids."""
    result = probe(tmp_path, """
        functions:
          length_of:
            params: {r: routes}
            value: r.length
        actions:
          probe:
            effect: gain length_of(r1) water
        """)
    assert result.ok, render_text(result.diagnostics)
    module = import_probe(result, package_root, "probe_param_field")
    state = new_state(module, 1)
    assert module.length_of(state, state.players[0], "r1") == 3


def test_field_of_an_untyped_parameter_is_an_error(tmp_path):
    result = probe(tmp_path, """
        functions:
          length_of:
            params: [r]
            value: r.length
        actions:
          probe:
            effect: gain length_of(r1) water
        """)
    codes = [d.code for d in errors_of(result)]
    assert codes == ["E347"], render_text(result.diagnostics)
    assert "params: {r: <table>}" in result.diagnostics[0].help


def test_typed_parameters_check_their_arguments(tmp_path):
    result = probe(tmp_path, """
        functions:
          length_of:
            params: {r: routes, bonus: number}
            value: r.length + bonus
        actions:
          probe:
            effect: gain length_of(2, r1) water
        """)
    errors = errors_of(result)
    assert [d.code for d in errors] == ["E320", "E320"], render_text(result.diagnostics)
    assert "'length_of' takes a routes entry as 'r', found a number" in errors[0].message


def test_resolve_runs_a_cards_printed_effect(package_root):
    """`resolve guide.reward` runs the reward printed on the card: the River card scores 2 and returns the track."""
    module = rules(JMT, package_root)
    state = new_state(module, 1)
    p = state.players[0]
    for card, (points, food, tracks) in {"evolution_creek": (2, 0, 1), "black_bear": (0, 1, 0)}.items():
        before = (p["points"], p["food"], p["tracks"])
        module.FIELD_GUIDES_REWARD[card](state, p)
        assert (p["points"] - before[0], p["food"] - before[1], p["tracks"] - before[2]) == (points, food, tracks)
    source = Path(module.__file__).read_text(encoding="utf-8")
    assert "    FIELD_GUIDES_REWARD[guide](state, p)\n" in source


def test_resolve_of_a_column_that_is_not_an_effect(tmp_path):
    result, line = misspelt(tmp_path, JMT, "resolve guide.reward", "resolve guide.rewrd")
    errors = errors_of(result)
    assert [(d.code, d.span.line) for d in errors] == [("E348", line)], render_text(result.diagnostics)
    assert errors[0].help == "did you mean 'reward'?"


def test_an_effect_on_a_card_is_not_a_value(tmp_path):
    result, line = misspelt(tmp_path, JMT, "resolve guide.reward", "score guide.reward")
    errors = errors_of(result)
    assert [(d.code, d.span.line) for d in errors] == [("E349", line)], render_text(result.diagnostics)
    assert errors[0].help == "run it with: resolve guide.reward"


def test_me_and_a_function_of_another_player(tmp_path, package_root):
    """Trek's longest-trail bonus compares your longest trail with every player's: `q.longest_trail()`."""
    result = probe(tmp_path, """
        functions:
          reach:
            value: count(claimed)
          longest:
            value: all(reach() >= q.reach() for q in players) and me.reach() == reach()
        actions:
          probe:
            when: longest()
            effect: gain 1 water
        """)
    assert result.ok, render_text(result.diagnostics)
    source = result.files["rules.py"]
    assert "all(reach(state, p) >= reach(state, q) for q in state.players) and reach(state, p) == reach(state, p)" in source
    module = import_probe(result, package_root, "probe_of_player")
    state = new_state(module, 2)
    first, second = state.players
    first["claimed"].update({"r1", "r2"})
    second["claimed"].add("r1")
    assert module.longest(state, first) and not module.longest(state, second)


def test_a_function_of_something_that_is_not_a_player(tmp_path):
    result = probe(tmp_path, """
        functions:
          reach:
            value: count(claimed)
        actions:
          probe:
            when: "r1.reach() > 0"
            effect: gain 1 water
        """)
    assert [d.code for d in errors_of(result)] == ["E320"], render_text(result.diagnostics)


def test_gain_and_pay_entries_of_a_map(tmp_path, package_root):
    """JMT's "1 natural resource of your choice", Trek's cards of one colour: one entry of a map of numbers."""
    result = probe(tmp_path, """
        actions:
          probe:
            params: {kind: natural_kinds}
            cost: 2 hand[kind] + 1 water
            effect: |
              gain 3 hand[earth_kind]
              lose 1 hand[kind]
        """)
    assert result.ok, render_text(result.diagnostics)
    source = result.files["rules.py"]
    assert 'if p.hand[kind] >= 2 and p.water >= 1' in source
    assert 'p.hand[kind] -= 2' in source
    assert "p.hand['earth_kind'] = min(12, p.hand['earth_kind'] + 3)" in source   # the map's max
    module = import_probe(result, package_root, "probe_map_entry")
    state = new_state(module, 1)
    p = state.players[0]
    p["water"], p["hand"]["water_kind"], p["hand"]["earth_kind"] = 1, 2, 11
    assert module.probe_moves(state, p) == [("water_kind",), ("earth_kind",)]
    module.probe(state, p, "water_kind")
    assert (p["water"], p["hand"]["water_kind"], p["hand"]["earth_kind"]) == (0, -1, 12)


def test_an_entry_of_something_that_is_not_a_map(tmp_path):
    result = probe(tmp_path, """
        actions:
          probe:
            params: {kind: natural_kinds}
            effect: gain 1 water[kind]
        """)
    errors = errors_of(result)
    assert [d.code for d in errors] == ["E310"], render_text(result.diagnostics)
    assert "'water' is not a map" in errors[0].message


def test_a_map_entry_of_the_wrong_table(tmp_path):
    result = probe(tmp_path, """
        actions:
          probe:
            params: {r: routes}
            effect: gain 1 hand[r]
        """)
    errors = errors_of(result)
    assert [d.code for d in errors] == ["E320"], render_text(result.diagnostics)


def test_an_entry_named_through_its_table(tmp_path):
    """JMT's WIND weather token and the wind resource: `weather_tokens.wind` is the token."""
    result = probe(tmp_path, """
        actions:
          probe:
            when: today == weather_tokens.wind
            effect: gain 1 water
        """)
    assert result.ok, render_text(result.diagnostics)
    assert "if not (state.g.today == 'wind'):" in result.files["rules.py"]


def test_a_field_that_hides_an_entry_suggests_the_table(tmp_path):
    result = probe(tmp_path, """
        actions:
          probe:
            when: today == wind
            effect: gain 1 water
        """)
    errors = errors_of(result)
    assert [d.code for d in errors] == ["E330"], render_text(result.diagnostics)
    assert errors[0].help == "here 'wind' is a field; the weather_tokens entry is weather_tokens.wind"


def test_an_unknown_entry_of_a_table(tmp_path):
    result = probe(tmp_path, """
        actions:
          probe:
            when: today == weather_tokens.windy
            effect: gain 1 water
        """)
    errors = errors_of(result)
    assert [(d.code, d.help) for d in errors] == [("E322", "did you mean 'wind'?")], render_text(result.diagnostics)


def test_a_map_of_ids(tmp_path, package_root):
    """Trek's "who owns this trail": a map whose values are ids of a table (or none)."""
    result = probe(tmp_path, """
        actions:
          probe:
            params: {route: routes}
            when: holder[route] == none
            effect: holder[route] = a
        """, extra_globals="  holder: {type: map, keys: routes, of: places}\n")
    assert result.ok, render_text(result.diagnostics)
    module = import_probe(result, package_root, "probe_map_of_ids")
    state = new_state(module, 1)
    assert state.g["holder"] == {"r1": None}
    assert module.probe_moves(state, state.players[0]) == [("r1",)]
    module.probe(state, state.players[0], "r1")
    assert state.g["holder"] == {"r1": "a"} and module.probe_moves(state, state.players[0]) == []


def test_a_map_of_ids_holds_only_its_tables_ids(tmp_path):
    result = probe(tmp_path, """
        actions:
          probe:
            params: {route: routes}
            effect: holder[route] = 3
        """, extra_globals="  holder: {type: map, keys: routes, of: places}\n")
    assert [d.code for d in errors_of(result)] == ["E311"], render_text(result.diagnostics)


def test_a_resource_chosen_at_run_time(tmp_path, package_root):
    """JMT's "any 1 natural resource of your choice": an entry of a table whose ids are the counters."""
    result = probe(tmp_path, """
        actions:
          probe:
            params: {kind: elements}
            cost: 1 kind
            effect: |
              gain 3 kind
              lose 1 kind
        """)
    assert result.ok, render_text(result.diagnostics)
    source = result.files["rules.py"]
    assert "def change_elements(state, p, resource, amount):" in source
    assert "change_elements(state, p, kind, 3)" in source and "change_elements(state, p, kind, -1)" in source
    module = import_probe(result, package_root, "probe_chosen_resource")
    state = new_state(module, 1)
    p = state.players[0]
    p["water"], p["earth"] = 1, 0
    assert module.probe_moves(state, p) == [("water",)]      # only water can pay its 1
    module.probe(state, p, "water")
    assert (p["water"], p["earth"]) == (2, 0)               # 1 - 1 + 3 - 1


def test_a_resource_from_a_table_that_names_no_resources(tmp_path):
    result = probe(tmp_path, """
        actions:
          probe:
            params: {kind: natural_kinds}
            effect: gain 1 kind
        """)
    errors = errors_of(result)
    assert [d.code for d in errors] == ["E310"], render_text(result.diagnostics)
    assert "not every natural_kinds entry is a counter or track" in errors[0].message


def test_roll_a_number_of_dice_known_in_play(tmp_path, package_root):
    """Trail Story rolls only the activated dice: `roll` takes a collection of dice as well as dice."""
    result = probe(tmp_path, """
        actions:
          probe:
            params: {n: "1..2"}
            effect: |
              let used = distinct(d for d in dice if d.slot <= n)
              roll used
        """)
    assert result.ok, render_text(result.diagnostics)
    assert "roll_dice(state, used, {'d1': 6, 'd2': 4})" in result.files["rules.py"]
    module = import_probe(result, package_root, "probe_roll_pool")
    state = new_state(module, 1)
    state.rng = random.Random(3)
    state.g["rolled"] = {"d1": 0, "d2": 0}
    module.probe(state, state.players[0], 1)
    assert state.g["rolled"]["d1"] in range(1, 7) and state.g["rolled"]["d2"] == 0


def test_roll_of_something_that_is_not_dice(tmp_path):
    result = probe(tmp_path, """
        actions:
          probe:
            effect: roll claimed
        """)
    errors = errors_of(result)
    assert [d.code for d in errors] == ["E315"], render_text(result.diagnostics)


WAITING = """
    procedures:
      pick:
        effect: |
          choose kind in natural_kinds
          hand[kind] += 1
      pick_twice:
        effect: |
          pick()
          pick()
          water += 10
    actions:
      probe:
        effect: |
          if water == 0 {
            pick_twice()
            earth += 1
          }
          repeat 3 {
            choose k in natural_kinds
            if k == earth_kind { stop }
            hand[k] += 10
          }
          for r in routes {
            choose n in [1, 2]
            owner[r] = n
          }
          wind += 1
    """


def play_probe(module, answers, save_after=None):
    """Take the probe action and answer its questions in order; optionally save and load the game midway."""
    state = GameState(module.GAME, 1, 0)
    state.apply("probe")
    for i, answer in enumerate(answers):
        if save_after == i:
            state = GameState.from_json(module.GAME, state.to_json())
        state.apply(answer)
    return state


def test_choices_inside_blocks_loops_and_procedures(tmp_path, package_root):
    """JMT rewards from a shared procedure, Trail Story's "place each cube": `choose` wherever it is needed."""
    result = probe(tmp_path, WAITING)
    assert result.ok, render_text(result.diagnostics)
    source = result.files["rules.py"]
    assert "later(state, 'pick_twice_after_call')" in source      # the caller's rest waits for the procedure
    module = import_probe(result, package_root, "probe_waiting")
    answers = ["kind water_kind", "kind earth_kind", "k water_kind", "k earth_kind", "n 2"]
    for save_after in (None, 1, 3):
        state = play_probe(module, answers, save_after)
        p = state.players[0]
        assert state.pending is None and state.is_over() or state.round > 1
        # picks +1 each, water +10, earth +1; the loop stops at earth_kind after one +10; r1 owned by 2; wind +1
        assert p["hand"] == {"water_kind": 11, "earth_kind": 1}, save_after
        assert (p["water"], p["earth"], p["wind"], p["owner"]) == (10, 1, 1, {"r1": 2})


def test_choices_inside_procedures_play_the_same_on_the_fast_path(tmp_path, package_root):
    """The random playout resumes waiting procedures exactly as legal_actions()/apply() do."""
    from runtime.agents import SeatView, make_agents
    from runtime.playout import random_playout
    result = probe(tmp_path, WAITING, flow="""
        setup: []
        round:
          - decide: {name: turn, actions: [probe], who: each}
        end: "round >= 3"
        """)
    assert result.ok, render_text(result.diagnostics)
    module = import_probe(result, package_root, "probe_waiting_playout")
    for players in (1, 2):
        for seed in range(6):
            general = GameState(module.GAME, players, seed)
            agents = make_agents("random", players, seed)
            while not general.is_over():
                moves = general.legal_actions()
                general.apply(agents[moves[0].seat].choose(SeatView(general, moves[0].seat), moves), check=False)
            fast = random_playout(GameState(module.GAME, players, seed),
                                  [a.rng for a in make_agents("random", players, seed)])
            assert fast.players == general.players and fast.g == general.g, (players, seed)


def test_the_same_name_chosen_twice(tmp_path, package_root):
    result = probe(tmp_path, """
        actions:
          probe:
            effect: |
              choose kind in natural_kinds
              hand[kind] += 1
              choose kind in natural_kinds
              hand[kind] += 2
        """)
    assert result.ok, render_text(result.diagnostics)
    module = import_probe(result, package_root, "probe_chosen_twice")
    state = play_probe(module, ["kind water_kind", "kind earth_kind"])
    assert state.players[0]["hand"] == {"water_kind": 1, "earth_kind": 2}


def test_a_procedure_that_asks_cannot_run_where_no_player_is_asked(tmp_path):
    result = probe(tmp_path, """
        procedures:
          pick:
            effect: |
              choose kind in natural_kinds
              hand[kind] += 1
        actions:
          probe:
            effect: gain 1 water
        """, extra_globals='  supply: {type: counter, start: 3, min: 0, on_empty: "pick()"}\n')
    errors = errors_of(result)
    assert [d.code for d in errors] == ["E402"], render_text(result.diagnostics)
    assert "'pick' asks a player to choose" in errors[0].message


def test_a_cost_printed_on_a_card(package_root):
    """JMT's Field Guide costs are card data: `fields: {cost: cost}` and `cost: guide.cost`."""
    module = rules(JMT, package_root)
    source = Path(module.__file__).read_text(encoding="utf-8")
    assert "def can_pay_field_guides_cost(state, p, card):" in source
    state = new_state(module, 1)
    p = state.players[0]
    p["water"], p["wind"] = 2, 0
    assert not module.can_pay_field_guides_cost(state, p, "black_bear")     # 2 water + 1 wind
    p["wind"] = 1
    assert module.can_pay_field_guides_cost(state, p, "black_bear")
    module.pay_field_guides_cost(state, p, "black_bear")
    assert (p["water"], p["wind"]) == (0, 0)


def test_a_card_column_that_is_not_a_cost(tmp_path):
    result, line = misspelt(tmp_path, JMT, "cost: guide.cost", "cost: guide.gear")
    errors = errors_of(result)
    assert [(d.code, d.span.line) for d in errors] == [("E350", line)], render_text(result.diagnostics)
    assert errors[0].help == "did you mean 'cost'?" or "cost" in errors[0].help


def test_steps_repeated_in_a_round(tmp_path, package_root):
    """Trailblazers: three turns a round, a goal check after each; hands passed to the neighbour by seat."""
    result = probe(tmp_path, """
        actions:
          probe:
            effect: gain 1 water
        """, flow="""
        setup: []
        round:
          - repeat: 3
            steps:
              - decide: {name: turn, actions: [probe], who: each}
              - each_player: "earth += players[(me.seat + 1) % player_count].water"
        end: "round >= 2"
        """)
    assert result.ok, render_text(result.diagnostics)
    source = result.files["rules.py"]
    assert source.count("def round_turn_choices(") == 1          # the turns share their functions
    assert "Step('decide', 'turn-3'," in source
    module = import_probe(result, package_root, "probe_repeat")
    state = GameState(module.GAME, 2, 0)
    while not state.is_over():
        state.apply(state.legal_actions()[0])
    # 3 turns in each of 2 rounds: 6 water each; earth adds the neighbour's water after each turn: 1+2+...+6
    assert [(p["water"], p["earth"]) for p in state.players] == [(6, 21), (6, 21)]
    assert "Do the next 2 steps 3 times in a row." in result.files["sheets/reference.md"]


def test_a_repeat_inside_a_repeat(tmp_path):
    result = probe(tmp_path, """
        actions:
          probe:
            effect: gain 1 water
        """, flow="""
        setup: []
        round:
          - repeat: 2
            steps:
              - repeat: 2
                steps:
                  - decide: {name: turn, actions: [probe], who: each}
        end: "round >= 2"
        """)
    assert [d.code for d in errors_of(result)] == ["E351"], render_text(result.diagnostics)


def test_gap_workarounds_that_do_work(tmp_path):
    """What a designer can write today instead (used by the fixtures)."""
    result = probe(tmp_path, """
        procedures:
          gain_kind:
            params: [kind]
            effect: hand[kind] += 1
        actions:
          probe:
            params: {kind: natural_kinds, route: routes}
            when: today == "wind" and routes[route].length > 0
            effect: |
              gain_kind(kind)
              add route to claimed
        """)
    assert result.ok, render_text(result.diagnostics)
