"""Every scenario file of every game passes (`cairn test`), and a failing one reports file:line."""
from pathlib import Path

from compiler.driver.build import Project
from compiler.commands.scenarios import run_scenarios

ROOT = Path(__file__).resolve().parents[1]


def test_every_scenario_passes(capsys):
    code = run_scenarios(Project(ROOT), [])
    out = capsys.readouterr().out
    assert code == 0, out
    assert " 0 failed" in out


def test_a_failed_expectation_names_its_line(tmp_path, capsys):
    scenario = tmp_path / "wrong.yaml"
    scenario.write_text("game: thru-the-appalachian\nplayers: 1\nseed: 1\n"
                        "rolls: [1, 1, 1, 1, 1, 4]\nwhen:\n  - choose_route southbound\n"
                        "then:\n  - players[0].energy == 15\n")
    code = run_scenarios(Project(ROOT), [scenario])
    out = capsys.readouterr().out
    assert code == 1
    assert "wrong.yaml:8: expected players[0].energy == 15, but the left side is 13" in out
