"""Strength by intervention (compiler/report/experiments.py, variants.py, sweep.py) proven on planted faults.

Copies of small games with a fault planted in them: an over-strong card (+15 points) and a dead card in
the report fixture `draft` (tests/report/project) and the language fixture `market`; an option that gives
the first seat 4 points in `lots` (tests/report/lots: tokens that are all alike and a die, so on it
unchanged every flag is a false one). The experiments must rank each planted fault first among its
flags, keep false flags within the nominal 5 % across 20 seeds, and `cairn sweep` must find the value
that balances a planted card within 1 of where it was before the fault.
"""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from compiler.commands import cli
from compiler.driver.build import Project, ProjectError
from compiler.driver.games import load_rules
from compiler.report.experiments import interventions, recorded_games, report_interventions
from compiler.report.sweep import sweep
from compiler.report.variants import Definitions
from runtime.report.intervention import benjamini_hochberg

HERE = Path(__file__).resolve().parent
FIXTURES = {"draft": HERE / "project" / "definitions" / "draft", "lots": HERE / "lots",
            "market": HERE.parents[0] / "language" / "fixtures_root" / "definitions" / "market"}


def planted(tmp_path: Path, game: str, *changes: tuple[str, str, str]) -> Project:
    """A project holding a copy of `game` with each (file, old, new) text replaced."""
    root = tmp_path / game
    shutil.copytree(FIXTURES[game], root / "definitions" / game)
    for file, old, new in changes:
        path = root / "definitions" / game / file
        text = path.read_text()
        assert old in text, old
        path.write_text(text.replace(old, new))
    return Project(root)


def experiments(project: Project, game: str, games: int, seed: int = 1, defs: Definitions | None = None,
                players: int = 2) -> dict:
    rules = load_rules(project, game)
    options = rules.check_options({})
    records = recorded_games(rules, games, players, seed, None, options)
    return interventions(defs or Definitions(project, game), rules, records, players, seed, None, options,
                         ["random"] * players, f"cairn sweep {game}", screen=games, confirm=games)


def flagged(found: dict, verdict: str) -> list:
    return [row["id"] for row in found["rows"] if row["verdict"] == verdict]


def test_an_over_strong_card_and_a_dead_card_rank_first_among_their_flags(tmp_path):
    strong = planted(tmp_path / "a", "draft", ("decks.yaml", "name: Ruby, value: 4}", "name: Ruby, value: 19}"))
    found = experiments(strong, "draft", 120)
    assert flagged(found, "too strong")[0] == "ruby"
    assert found["rows"][0]["win_interval"][0] > 0.2 and found["rows"][0]["score_change"] == pytest.approx(17)
    dead = planted(tmp_path / "b", "draft", ("decks.yaml", "name: Quartz, value: 1}", "name: Quartz, value: 0}"))
    found = experiments(dead, "draft", 120)
    assert flagged(found, "too weak")[0] == "quartz"
    # the second game: a cheap development card of the market worth 15 more points, and lots with a dead token
    market = planted(tmp_path / "c", "market", ("decks.yaml", "name: Pearl Diver, bonus: white, points: 0,",
                                                "name: Pearl Diver, bonus: white, points: 15,"))
    found = experiments(market, "market", 150)
    assert flagged(found, "too strong")[0] == "pearl_diver"
    row = found["rows"][0]
    assert row["subject"] == "Pearl Diver" and row["change"] == "replaced by a typical card (points 1)"
    assert row["sweep"] == "cairn sweep market --vary developments.pearl_diver.points=0..19"
    found = experiments(valued(tmp_path / "d", {"dune": 0}, 3), "lots", 150)
    assert flagged(found, "too weak")[0] == "dune"


def valued(tmp_path: Path, values: dict, otherwise: int) -> Project:
    """`lots` whose tokens have a value added to their roll: `values` by id, the others `otherwise`."""
    names = ("Amber", "Beryl", "Coral", "Dune", "Ember", "Frost", "Grove", "Heath")
    return planted(tmp_path, "lots", *[("decks.yaml", f"name: {n}}}", f"name: {n}, value: "
                                        f"{values.get(n.lower(), otherwise)}}}") for n in names],
                   ("game.yaml", "points += rolled[d6]", "points += rolled[d6] + tokens[card].value"))


def test_an_option_that_gives_a_seat_an_edge_is_flagged_first(tmp_path):
    found = experiments(planted(tmp_path, "lots"), "lots", 200)
    top = found["rows"][0]
    assert (top["kind"], top["change"], top["verdict"]) == ("option", "head_start=first", "too strong")
    assert top["subject"].endswith("for seat 0") and top["win_change"] > 0.15
    assert {row["kind"] for row in found["rows"]} == {"card", "action", "option", "seat"}
    assert all(row["verdict"] == "no evidence" for row in found["rows"][1:])


def test_false_flags_on_an_unchanged_game_stay_within_five_per_cent(tmp_path):
    """On `lots` unchanged, every card, action and seat row is a null: across 20 seeds its flags are false ones."""
    project = planted(tmp_path, "lots")
    defs = Definitions(project, "lots")      # one compile of each variant for all 20 seeds
    rows = false = 0
    for seed in range(20):
        found = experiments(project, "lots", 60, seed=seed, defs=defs)
        null = [row for row in found["rows"] if row["kind"] != "option"]
        rows += len(null)
        false += sum(row["verdict"] != "no evidence" for row in null)
    assert rows == 20 * (8 + 1 + 2)
    assert false / rows <= 0.05


def test_sweep_finds_the_value_that_balances_a_planted_card(tmp_path):
    """Every token is worth its roll; the planted one 15 more. The edge of its holder crosses zero near 0."""
    project = valued(tmp_path, {"amber": 15}, 0)
    rules = load_rules(project, "lots")
    result = sweep(Definitions(project, "lots"), rules, "tokens.amber.value=-6..18:2", 150, 2, 1, None,
                   rules.check_options({}))
    assert result["values"][0] == -6 and len(result["rows"]) == 13 and result["current"] == 15
    assert result["balancing_value"] == pytest.approx(0, abs=1)
    edges = [row["edge"] for row in result["rows"]]
    assert edges[0] < 0 < edges[-1]


def test_a_wrong_path_or_range_is_one_located_line(tmp_path, capsys):
    project = planted(tmp_path, "draft")
    defs = Definitions(project, "draft")
    with pytest.raises(ProjectError, match=r"no deck or table 'gem' .*decks.yaml:4.*did you mean 'gems'"):
        defs.target("gem.ruby.value")
    with pytest.raises(ProjectError, match=r"'gems' has no card or row 'rubby'.*did you mean 'ruby'"):
        defs.target("gems.rubby.value")
    with pytest.raises(ProjectError, match=r"'ruby' has no field 'valeu' .*decks.yaml:\d+.*did you mean 'value'"):
        defs.target("gems.ruby.valeu")
    with pytest.raises(ProjectError, match=r"the field 'name' of 'ruby' is not a number"):
        defs.target("gems.ruby.name")
    for vary, words in (("gems.ruby.value=9..1", "not a range of numbers"), ("gems.ruby.value", "write PATH=A..B"),
                        ("gems.ruby.value=0..1000", "at most 41")):
        assert cli.main(["--project", str(project.root), "sweep", "draft", "--vary", vary]) == 2
        err = capsys.readouterr().err
        errors = [line for line in err.splitlines() if line.startswith("error:")]
        assert len(errors) == 1 and words in errors[0] and "Traceback" not in err


def test_report_json_and_sweep_json_keep_to_the_pages_contract(tmp_path, capsys):
    project = planted(tmp_path, "draft")
    # greedy agents look ahead as ISMCTS would (the experiments' budget of time), at a fraction of its cost
    assert cli.main(["--project", str(project.root), "report", "draft", "-n", "40", "--json", "--agents", "greedy",
                     "--out", str(tmp_path / "out")]) == 0
    printed = capsys.readouterr()
    found = json.loads(printed.out)["interventions"]
    # said before it starts, on stderr: what it will take
    said = r"^Draft \(report fixture\): ≈ .* on 1 worker \(the 40 games ≈ .*, the experiments ≈ .*\)"
    assert re.search(said, printed.err, re.M), printed.err
    assert {"agents", "games", "seeds", "method", "rows"} <= set(found)
    keys = {"kind", "subject", "id", "change", "games", "win_change", "win_interval", "score_change",
            "score_interval", "p", "q", "verdict", "sweep"}
    assert found["rows"] and all(keys <= set(row) for row in found["rows"])
    assert cli.main(["--project", str(project.root), "sweep", "draft", "--vary", "gems.ruby.value=1..3", "-n", "20",
                     "--json", "--out", str(tmp_path / "sweep")]) == 0
    result = json.loads(capsys.readouterr().out)
    assert {"game", "path", "values", "rows", "balancing_value", "agents"} <= set(result)
    assert set(result["rows"][0]) == {"value", "games", "holder_win", "holder_win_interval", "holder_score",
                                      "holder_score_interval", "edge", "edge_interval"}
    page = (tmp_path / "sweep" / "sweep.html").read_text()
    assert "<svg" in page and "<text" not in page and "<script" not in page


def test_benjamini_hochberg_q_values():
    assert benjamini_hochberg([0.01, 0.04, 0.03, 0.5]) == pytest.approx([0.04, 0.04 * 4 / 3, 0.04 * 4 / 3, 0.5])
    assert benjamini_hochberg([]) == []


def test_nudges_are_rows_of_their_own_within_the_same_correction(tmp_path):
    """Every number of a card one up and one down: the holder's score moves by exactly that, game by game, and
    the nudges are counted in the Benjamini-Hochberg correction with every other row."""
    found = experiments(planted(tmp_path, "draft"), "draft", 40)
    nudges = {(row["id"], row["change"]): row for row in found["rows"] if row["kind"] == "nudge"}
    assert len(nudges) == 12 and ("quartz", "value 1 → 0") in nudges
    up, down = nudges[("ruby", "value 4 → 5")], nudges[("ruby", "value 4 → 3")]
    assert (up["score_change"], down["score_change"]) == (1, -1)
    assert up["score_interval"] == [None, None] and up["score_why"].startswith("the same in all")
    assert up["sweep"] == "cairn sweep draft --vary gems.ruby.value=0..6"
    p = sorted(row["p"] for row in found["rows"])
    assert sorted(row["q"] for row in found["rows"]) == pytest.approx(sorted(benjamini_hochberg(p)))


def test_an_action_worth_more_than_the_others_is_found_by_forgoing_it(tmp_path):
    """`lots` with a second action, `rest`, worth 8 points where taking a token rolls 1-6: a seat that cannot
    rest loses (rest is worth taking), and one that cannot take a token wins (taking is better never taken)."""
    project = planted(tmp_path, "lots", ("game.yaml", "      points += rolled[d6]\n",
                                         "      points += rolled[d6]\n  rest:\n    text: Rest for 8 points.\n"
                                         "    effect: points += 8\n"),
                      ("game.yaml", "actions: [take]", "actions: [take, rest]"))
    found = experiments(project, "lots", 80)
    actions = {row["id"]: row for row in found["rows"] if row["kind"] == "action"}
    assert actions["rest"]["verdict"] == "worth taking" and actions["rest"]["win_change"] > 0.2
    assert actions["take"]["verdict"] == "better never taken"
    assert actions["rest"]["subject"] == "rest" and "each seat in turn" in actions["rest"]["change"]


def test_a_report_with_agents_that_look_ahead_keeps_within_its_time():
    """The experiments' stages get what the report's own games left of nine minutes, at most 120 s each."""
    from compiler.report.experiments import stage_seconds
    assert stage_seconds(60) == 120 and stage_seconds(9 * 60) == 0
    assert stage_seconds(7 * 60) == pytest.approx(120 / (2 + 1 / 3))


CHARMS = (("game.yaml", "players: {min: 2, max: 3}\n",
           "players: {min: 2, max: 3}\noptions:\n  luck: {values: [none, dealt], default: none, text: a charm each}\n"),
          ("game.yaml", "  market: {type: zone, of: gems, start: all, visible: everyone}\n",
           "  market: {type: zone, of: gems, start: all, visible: everyone}\n"
           "  charm_pile: {type: zone, of: charms, start: all, visible: nobody}\n"),
          ("game.yaml", "  hoard: {type: zone, of: gems, visible: everyone}\n",
           "  hoard: {type: zone, of: gems, visible: everyone}\n"
           "  charm: {type: zone, of: charms, visible: everyone}\n"),
          ("game.yaml", "  setup: []\n",
           "  setup:\n    - do: shuffle charm_pile\n    - each_player: |\n"
           "        if luck == dealt {\n          draw 1 from charm_pile to charm\n        }\n"),
          ("game.yaml", "points: shine}\n",
           "points: shine}\n  - {id: charmed, text: Charms, points: \"sum(charms[c].bonus for c in charm)\"}\n"),
          ("decks.yaml", "name: Quartz, value: 1}\n", "name: Quartz, value: 1}\n  charms:\n    name: Charms\n"
                                                      "    card_size: {width: 63, height: 88}\n    cards:\n"
                                                      "      - {id: lucky, name: Lucky, bonus: 15}\n"
                                                      "      - {id: plain, name: Plain, bonus: 0}\n"
                                                      "      - {id: dull, name: Dull, bonus: 0}\n"))


def test_a_deck_no_seat_holds_is_measured_under_the_option_that_deals_it(tmp_path):
    """`draft` with charms dealt only when the option `luck` is `dealt`, one of them 15 points: with the default
    options no seat holds a charm, so the charms are measured on games of their own with luck=dealt, in the same
    correction, and the planted charm is flagged; the page says in a sentence which option they were played under."""
    project = planted(tmp_path, "draft", *CHARMS)
    rules = load_rules(project, "draft")
    options = rules.check_options({})
    records = recorded_games(rules, 60, 2, 1, None, options)
    assert not any(card in ("lucky", "plain", "dull") for r in records for seat in r.held for card in seat)
    found = report_interventions(project, "draft", rules, records, 2, 1, None, options)
    charms = [row for row in found["rows"] if row["deck"] == "charms"]
    assert charms and all(row["change"].endswith("; in games with luck=dealt") for row in charms)
    lucky = next(row for row in charms if row["kind"] == "card")
    assert (lucky["subject"], lucky["verdict"]) == ("Lucky", "too strong") and lucky["win_interval"][0] > 0
    assert found["blocks"] == ["Charms reach no player under this report's options, so their rows were measured "
                               "in 60 games played with luck=dealt (the other options as above, the same seeds)."]
    # the same Benjamini-Hochberg correction over every row, the block's too
    p = sorted(row["p"] for row in found["rows"])
    assert sorted(row["q"] for row in found["rows"]) == pytest.approx(sorted(benjamini_hochberg(p)))


def test_cards_printed_alike_are_one_row_and_cards_of_one_name_are_told_apart_by_their_faces(tmp_path):
    """Two Opals printed alike are one design ("Opal (value 3) ×2", its experiment changes both); a third card
    named Opal but worth 1 is told apart by its value, never by its id."""
    from compiler.report import card_faces
    project = planted(tmp_path, "draft", ("decks.yaml", "{id: jade, name: Jade, value: 3}",
                                          "{id: jade, name: Opal, value: 3}"),
                      ("decks.yaml", "{id: onyx, name: Onyx, value: 2}", "{id: onyx, name: Opal, value: 1}"))
    faces = card_faces(project, "draft", load_rules(project, "draft"))
    assert faces["opal"] is faces["jade"] and faces["opal"].ids == ("opal", "jade")
    assert (faces["opal"].label, faces["onyx"].label) == ("Opal (value 3) ×2", "Opal (value 1)")
    found = experiments(project, "draft", 40)
    cards = {row["subject"]: row for row in found["rows"] if row["kind"] == "card"}
    assert {"Opal (value 3) ×2", "Opal (value 1)"} <= set(cards) and "jade" not in {r["id"] for r in found["rows"]}
    assert cards["Opal (value 1)"]["change"] == "replaced by a typical card (value 2)"
    assert cards["Opal (value 3) ×2"]["change"] == "replaced by a typical card (value 2), every copy"


def test_the_forecast_measures_what_the_report_will_do(tmp_path):
    """The time said before a report starts is what its games and experiments then take, in CPU time, within a
    factor of 2 (agents that draw alone, and agents that look ahead)."""
    from compiler.report import expected_seconds
    from runtime.report.calibrate import cpu_seconds
    from runtime.report.collect import collect
    project = planted(tmp_path, "draft", *CHARMS)
    rules = load_rules(project, "draft")
    options = rules.check_options({})
    for agents in ("random", "greedy"):
        (_games, games_said, _), (_exp, experiments_said, _) = expected_seconds(
            project, "draft", rules, 60, 2, 1, agents, options, 1, True)
        began = cpu_seconds()
        records, _lines = collect(rules, 60, 2, 1, agents, options)
        played = cpu_seconds() - began
        report_interventions(project, "draft", rules, records, 2, 1, agents, options, seconds_per_game=played / 60)
        experimented = cpu_seconds() - began - played
        assert 0.5 < played / games_said < 2, (agents, played, games_said)
        assert 0.5 < experimented / experiments_said < 2, (agents, experimented, experiments_said)
