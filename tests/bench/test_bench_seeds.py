"""`cairn bench` plays new games every round of every figure (a runtime that remembers results across games would
look faster on replayed ones), the same games for both sides of a ratio within a round, and sets instruction
counts beside the timed ratios. The sides are stand-ins that record what they were asked to play: nothing is timed."""
import types
from pathlib import Path

from compiler.commands import bench
from compiler.commands.bench_targets import target_rows
from compiler.driver.build import Project


class Rules:
    min_players, max_players, id = 2, 4, "g"


def played_seeds(monkeypatch) -> list:
    """(side, players, seed) of every run `reference_ratios` asks for, with stand-ins for both sides."""
    import bench.reference as references
    import runtime.fastplay
    import runtime.simulate
    asked = []
    hand = types.SimpleNamespace(run=lambda players, n, seed: asked.append(("hand", players, seed)))
    monkeypatch.setattr(runtime.simulate, "run", lambda rules, n, players, seed: asked.append(("generated", players, seed)))
    monkeypatch.setattr(references, "reference_module", lambda game: hand)
    monkeypatch.setattr(runtime.fastplay, "playout_path", lambda rules: "compiled")
    monkeypatch.setattr(bench, "reference_games", lambda project: ["g"])
    return asked


def test_every_round_plays_fresh_seeds_the_same_for_both_sides(monkeypatch):
    asked = played_seeds(monkeypatch)
    rows = bench.reference_ratios(Project(Path(".")), {"g": Rules()}, 3, 0.01)
    timed = [(side, players, seed) for side, players, seed in asked if seed != 0]    # seed 0: the game counts, untimed
    assert [seed for _, _, seed in timed[::2]] == [seed for _, _, seed in timed[1::2]]    # generated, then hand: one seed
    assert [side for side, _, _ in timed] == ["generated", "hand"] * 6
    seeds = [seed for row in rows for seed in row["seeds"]]
    assert [len(row["seeds"]) for row in rows] == [3, 3] and len(set(seeds)) == 6        # no seed played twice
    assert seeds == [seed for _, _, seed in timed[::2]]
    again = bench.reference_ratios(Project(Path(".")), {"g": Rules()}, 3, 0.01)        # a later figure: new seeds still
    assert not set(seeds) & {seed for row in again for seed in row["seeds"]}


def test_instruction_counts_stand_beside_the_timed_ratios(monkeypatch):
    import bench.instructions as instructions
    reference = [{"game": "g", "players": 2, "ratio": 0.3}]
    assert "quick" in bench.instruction_counts(reference, quick=True)["skipped"]
    monkeypatch.setattr(bench.shutil, "which", lambda tool: None)
    assert "valgrind" in bench.instruction_counts(reference)["skipped"]
    monkeypatch.setattr(bench.shutil, "which", lambda tool: "/usr/bin/" + tool)
    monkeypatch.setattr(instructions, "count", lambda game, players, games, reference=False:
                        1_000_000 if reference else 4_000_000)
    assert "skipped" not in bench.instruction_counts(reference)
    counted = reference[0]["counted"]
    assert (counted["generated_instructions"], counted["reference_instructions"], counted["ratio"]) == (4_000_000, 1_000_000, 0.25)
    assert counted["command"] == f"python -m bench.instructions g 2 --games {bench.INSTRUCTION_GAMES}"
    row, = [row for row in target_rows({"reference": reference}, "cairn bench") if row["figure"] == "generated / hand-written"]
    assert (row["value"], row["counted"]) == (0.3, 0.25)
