"""Hand-written, performance-minded simulators of the seed games: the yardstick `cairn bench` measures
generated games against (the `generated / hand-written` ratio).

They are the one place game-specific Python is allowed outside `generated/`: they are benchmarks, not the
product. Each reads its board and deck data from `definitions/<game>/` at start, so data cannot drift, plays
the rules of the generated game with Cairn's random policy (uniform over the flat list of legal moves at every
decision), and exposes `play(players, seed) -> dict` and `run(players, games, seed) -> dict`.
`tests/bench/test_reference_agrees.py` checks that each agrees statistically with its generated game.
"""
from pathlib import Path

DEFINITIONS = Path(__file__).resolve().parents[2] / "definitions"

# game id (as in definitions/) -> module name in this package
REFERENCES = {"thru-the-appalachian": "thru_the_appalachian", "trek-to-zion": "trek_to_zion",
              "trailblazers": "trailblazers"}


def tally(game: str, play, players: int, games: int, seed: int) -> dict:
    """`games` games of a reference's `play` from one seeded generator: totals like `cairn simulate`'s summary
    (each reference's `run`)."""
    import random
    rng = random.Random(seed)
    rounds, score_sum, wins, ended_by = 0, [0] * players, [0] * players, {}
    for _ in range(games):
        result = play(players, 0, rng=rng)
        rounds += result["rounds"]
        for s, score in enumerate(result["scores"]):
            score_sum[s] += score
        for s in result["winners"]:
            wins[s] += 1
        ended_by[result["ended_by"]] = ended_by.get(result["ended_by"], 0) + 1
    return {"game": game, "games": games, "players": players, "rounds": rounds,
            "score_sum": score_sum, "wins": wins, "ended_by": ended_by}


def reference_module(game: str):
    """The reference simulator of `game`, or None when there is none (yet)."""
    import importlib
    name = REFERENCES.get(game)
    if name is None:
        return None
    try:
        return importlib.import_module(f"{__name__}.{name}")
    except ModuleNotFoundError as err:
        if err.name == f"{__name__}.{name}":
            return None
        raise
