"""`cairn report` and `cairn compare` on a small card game made for them (tests/report/project), and the
report of every game in definitions/ on a few games.

The fixture has rules that never fire on purpose (an action never legal, a branch never true, a scoring
step that never scores): rule coverage must list exactly those. Its name is changed to markup in one
test: the page must show it escaped.
"""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from compiler.commands import cli
from compiler.driver.build import Project, find_project

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]


def project_copy(tmp_path: Path, name: str = "a") -> Path:
    root = tmp_path / name
    shutil.copytree(HERE / "project", root)
    return root


def run(capsys, *args: str) -> str:
    code = cli.main(list(args))
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return captured.out


def test_report_writes_a_page_and_a_png_and_finds_the_dead_rules(tmp_path, capsys):
    root = project_copy(tmp_path)
    game = root / "definitions" / "draft" / "game.yaml"
    game.write_text(game.read_text().replace("name: Draft (report fixture)", 'name: "Draft <b>&</b> co"'))
    out = tmp_path / "out"
    report = json.loads(run(capsys, "--project", str(root), "report", "draft", "-n", "80", "--agents", "random",
                            "--out", str(out), "--json"))
    never = {(n["kind"], n["name"]) for n in report["coverage"]["never"]}
    assert never == {("action", "polish"), ("effect branch", "take"), ("scoring step", "polished")}
    assert report["games"] == 80 and len(report["seats"]) == 2
    assert {c["card"] for c in report["cards"]} == {"ruby", "opal", "jade", "onyx", "pearl", "quartz"}
    assert {c["name"] for c in report["cards"]} == {"Ruby", "Opal", "Jade", "Onyx", "Pearl", "Quartz"}
    assert report["agent_choice"]["given"] and report["summary"]["seats"]
    assert [e["reason"] for e in report["ended_by"]] == ["end condition"]
    assert "the market is empty" in report["ended_by"][0]["text"]
    assert report["resources"]["points"]["mean"][0] == 0
    page = (out / "report.html").read_text()
    for heading in ("Summary", "Who wins", "Scores", "Game length", "How the games ended", "Actions",
                    "Who took which card",
                    "Rule coverage", "Resources over time"):
        assert f"<h2>{heading}</h2>" in page
    assert "Draft &lt;b&gt;&amp;&lt;/b&gt; co" in page and "<b>&</b>" not in page
    assert page.count("<svg") >= 3 and "<!--" not in page and "<text" not in page   # no designer text in plots
    assert not any(tag in page for tag in ("<script", "<link", "<img", 'src="', "@import"))   # self-contained
    assert (out / "report.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_report_plays_the_games_simulate_plays(tmp_path, capsys):
    root = project_copy(tmp_path)
    summary = json.loads(run(capsys, "--project", str(root), "simulate", "draft", "-n", "100", "--seed", "4",
                             "--json"))
    report = json.loads(run(capsys, "--project", str(root), "report", "draft", "-n", "100", "--seed", "4",
                            "--agents", "random", "--out", str(tmp_path / "out"), "--json"))
    assert [s["wins"] for s in report["seats"]] == [s["wins"] for s in summary["seats"]]
    assert [round(s["mean_score"], 3) for s in report["seats"]] == [s["mean_score"] for s in summary["seats"]]
    in_two = json.loads(run(capsys, "--project", str(root), "report", "draft", "-n", "100", "--seed", "4",
                            "--agents", "random", "--workers", "2", "--out", str(tmp_path / "two"), "--json"))
    assert in_two == report      # the same report whatever the number of workers
    assert (tmp_path / "two" / "report.html").read_text() == (tmp_path / "out" / "report.html").read_text()


def test_compare_reports_a_one_line_change_of_a_cards_value(tmp_path, capsys):
    this, other = project_copy(tmp_path, "this"), project_copy(tmp_path, "other")
    decks = this / "definitions" / "draft" / "decks.yaml"
    decks.write_text(decks.read_text().replace("{id: quartz, name: Quartz, value: 1}",
                                               "{id: quartz, name: Quartz, value: 6}"))
    found = json.loads(run(capsys, "--project", str(this), "compare", "draft", "--against", str(other),
                           "-n", "200", "--out", str(tmp_path / "out"), "--json"))
    rows = {row["what"]: row for rows in found["sections"].values() for row in rows}
    part = rows["score part gems (per seat)"]
    assert part["significant"] and part["diff"] == pytest.approx(2.5, abs=0.3)    # 5 more points, half the time
    assert rows["quartz win rate if taken"]["significant"] and rows["quartz win rate if taken"]["diff"] > 0.3
    assert not rows["rounds per game"]["significant"]
    assert (tmp_path / "out" / "compare.html").is_file()


def test_compare_against_a_git_revision(tmp_path, capsys):
    root = project_copy(tmp_path)
    git = ["git", "-C", str(root), "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "definitions"], check=True)
    subprocess.run([*git, "commit", "-qm", "the fixture"], check=True)
    decks = root / "definitions" / "draft" / "decks.yaml"
    decks.write_text(decks.read_text().replace("{id: ruby, name: Ruby, value: 4}", "{id: ruby, name: Ruby, value: 9}"))
    out = run(capsys, "--project", str(root), "compare", "draft", "--against", "HEAD", "-n", "150",
              "--out", str(tmp_path / "out"))
    assert "score part gems (per seat)" in out and "significant change" in out
    assert cli.main(["--project", str(root), "compare", "draft", "--against", "no-such-rev", "-n", "5"]) == 2
    assert "not a git revision" in capsys.readouterr().err


@pytest.mark.parametrize("game", find_project(REPO).games())
def test_every_game_in_definitions_gets_a_report(game, tmp_path):
    from compiler.driver.games import load_rules
    from compiler.report import game_model, measure, render_html
    project = Project(REPO)
    rules = load_rules(project, game)
    players = 2 if rules.min_players <= 2 <= rules.max_players else rules.min_players
    report = measure(rules, game_model(project, game), 4, players, 1, None, rules.check_options({}))
    page = render_html(report)
    assert report["games"] == 4 and "<h2>Rule coverage</h2>" in page
    assert report["coverage"]["traced"]


def test_one_command_reports_every_game(tmp_path, capsys, monkeypatch):
    """`cairn report` with no game: a page for every game of the project (here the fixture's one, twice over)."""
    root = project_copy(tmp_path)
    shutil.copytree(root / "definitions" / "draft", root / "definitions" / "draft-two")
    game = root / "definitions" / "draft-two" / "game.yaml"
    game.write_text(game.read_text().replace("id: draft\n", "id: draft-two\n"))
    # no --agents: they are measured, and with almost no time they are random players, with a warning
    assert cli.main(["--project", str(root), "report", "-n", "10", "--budget", "0.00001",
                     "--out", str(tmp_path / "all")]) == 0
    out, err = capsys.readouterr()
    assert err.count("warning: greedy agents do not fit the time budget (0.0 s for 10 games") == 2, err
    assert "Warning:</b> greedy agents do not fit" in (tmp_path / "all" / "draft" / "report.html").read_text()
    assert (tmp_path / "all" / "draft-two" / "report.png").is_file()
    assert out.count("wrote ") == 2


def test_names_with_dollars_are_drawn_as_written_never_as_tex(tmp_path):
    """matplotlib reads `$...$` as TeX: a game, agent, score part, action, card or resource named with an
    unknown command (`$\\foo$`) must still be drawn, in every plot and in the PNG's title."""
    from compiler.report.figures import figures, overview_png
    tex = r"Trek $\foo$"
    change = {"diff": 0.1, "low": -0.2, "high": 0.4, "p": 0.5}
    report = {"name": tex, "games": 2, "players": 2, "verdict": r"a $\frac{1}{$ verdict",
              "seats": [{"seat": s, "agent": tex, "win_rate": 0.5, "low": 0.1, "high": 0.9, "scores": [3, 5]}
                        for s in range(2)],
              "parts": [{"id": r"gems $\foo$", "label": tex, "per_seat": [1.0, 2.0]}],
              "lengths": [4, 5], "agents": [tex, tex],
              "interventions": {"rows": [{"subject": r"$\foo$", "change": tex, "verdict": "too strong",
                                          "win_change": 0.1, "win_interval": [0.05, 0.15]}]},
              "resources": {tex: {"mean": [0.0, 1.0, 2.0]}}}
    plots = figures(report)
    assert set(plots) == {"wins", "scores", "parts", "lengths", "interventions", "resources"}
    overview_png(report, tmp_path / "report.png")
    assert (tmp_path / "report.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
