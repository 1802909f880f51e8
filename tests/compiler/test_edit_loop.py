"""The designer's edit loop: `cairn new` writes a game that works at once, `cairn watch` says what each save changed.

The starter game must check, build, pass its two scenarios, simulate and print its sheets; the watch must
rebuild on every save, print only what changed (a diagnostic that appeared or was fixed, a scenario that
began or stopped failing, the sheet's sentences that changed) and go on after a broken file.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from compiler.commands.cli import main
from compiler.commands.watch import Watch, sheet_changes
from compiler.driver.build import Project


@pytest.fixture
def orchard(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["new", "orchard"]) == 0
    return tmp_path


def test_a_new_game_checks_builds_passes_its_scenarios_simulates_and_prints(orchard, capsys):
    assert sorted(p.relative_to(orchard).as_posix() for p in (orchard / "definitions").rglob("*.yaml")) == [
        "definitions/orchard/decks.yaml", "definitions/orchard/game.yaml",
        "definitions/orchard/scenarios/every-kind-scores-the-bonus.yaml",
        "definitions/orchard/scenarios/picking-moves-the-card-and-refills-the-market.yaml"]
    assert main(["check"]) == 0
    assert main(["build"]) == 0
    assert main(["test", "orchard"]) == 0
    assert "2 passed, 0 failed" in capsys.readouterr().out
    assert main(["simulate", "orchard", "-n", "20", "--seed", "1", "--json"]) == 0
    assert '"games": 20' in capsys.readouterr().out
    assert (orchard / "generated" / "orchard" / "sheets" / "reference.md").is_file()


def test_new_refuses_a_name_that_is_taken_or_not_an_id(orchard, capsys):
    assert main(["new", "orchard"]) == 2
    assert "exists already" in capsys.readouterr().err
    assert main(["new", "Orchard"]) == 2
    assert "cannot be a game's id" in capsys.readouterr().err
    (orchard / "definitions" / "my-game").mkdir()
    assert main(["new", "my_game"]) == 2
    assert "would both be compiled into generated/my_game/" in capsys.readouterr().err


def test_a_game_named_like_a_yaml_word_keeps_its_name_as_text(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["new", "no"]) == 0
    assert main(["check", "no"]) == 0


def test_the_watch_says_only_what_each_save_changed(orchard):
    said = []
    watch = Watch(Project(orchard), ["orchard"], say=said.append)
    decks = orchard / "definitions" / "orchard" / "decks.yaml"
    game = orchard / "definitions" / "orchard" / "game.yaml"
    rules = game.read_text(encoding="utf-8")

    def after(change=None) -> list[str]:
        if change:
            change()
        said.clear()
        watch.cycle()
        return list(said)

    assert after() == ["built orchard: 2 scenario(s) pass"]
    assert after(lambda: decks.write_text(decks.read_text(encoding="utf-8").replace(
        "Golden Apple, kind: apple, points: 3", "Golden Apple, kind: apple, points: 4"), encoding="utf-8")) == [
        "sheet: 'card 3 · Golden Apple · Kind · Apple' became 'card 4 · Golden Apple · Kind · Apple'"]
    generated = (orchard / "generated" / "orchard" / "rules.py").read_text(encoding="utf-8")
    broken = after(lambda: game.write_text(rules.replace("{min: 2, max: 4}", "{min: 2, max: 4"), encoding="utf-8"))
    assert broken[0].startswith("error[E001]") and "--> definitions/orchard/game.yaml:" in broken[0]
    assert broken[-1] == "build failed: generated/ was left as it was"
    assert (orchard / "generated" / "orchard" / "rules.py").read_text(encoding="utf-8") == generated
    fixed = after(lambda: game.write_text(rules.replace("variety_bonus: 5", "variety_bonus: 6"), encoding="utf-8"))
    assert fixed[0].startswith("fixed: error[E001]")
    assert "score 5 points.' became '" in fixed[1] and fixed[1].endswith("score 6 points.'")
    assert fixed[2].startswith("FAIL definitions/orchard/scenarios/every-kind-scores-the-bonus.yaml:")
    assert after() == ["built orchard: 1 scenario(s) pass, 1 fail; nothing else changed"]
    assert after(lambda: game.write_text(rules, encoding="utf-8"))[-1] == (
        "passes now: definitions/orchard/scenarios/every-kind-scores-the-bonus.yaml")


def test_the_watch_goes_on_after_a_broken_file_until_interrupted(orchard):
    said = []
    game = orchard / "definitions" / "orchard" / "game.yaml"
    rules = game.read_text(encoding="utf-8")
    saves = iter([lambda: game.write_text(rules + "\n  bad: [", encoding="utf-8"),
                  lambda: game.write_text(rules, encoding="utf-8")])

    def sleep(_seconds):
        save = next(saves, None)
        if save is None:
            raise KeyboardInterrupt
        save()

    # the watch's own sleep, not time.sleep: a serve thread another test left polling would take the saves
    assert Watch(Project(orchard), ["orchard"], say=said.append).run(poll=0, sleep=sleep) == 0
    assert any(line.startswith("error[E001]") for line in said)
    assert any(line.startswith("fixed: error[E001]") for line in said)
    assert said[-1] == "stopped watching"


def test_sheet_changes_are_said_in_words():
    assert sheet_changes(["a", "b", "c"], ["a", "B", "c", "d"]) == ["'b' became 'B'", "added 'd'"]
    assert sheet_changes(["a", "b"], ["b"]) == ["removed 'a'"]
