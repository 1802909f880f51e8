"""Action logs: one JSON object per line — a header, every move, the result. A log replays its game exactly."""
from __future__ import annotations

import json
from pathlib import Path

FORMAT = 1


class GameLog:
    def __init__(self, rules, players: int, seed: int, options: dict, agents=None):
        self.lines = [{"cairn_log": FORMAT, "game": rules.id, "players": players, "seed": seed,
                       "options": options, "agents": agents}]

    def move(self, move) -> None:
        self.lines.append({"seat": move.seat, "action": str(move)})

    def finish(self, state) -> None:
        self.lines.append({"scores": state.scores(), "winners": state.winners(), "rounds": state.round})

    def text(self) -> str:
        return "".join(json.dumps(line, sort_keys=True) + "\n" for line in self.lines)

    def write(self, path) -> None:
        Path(path).write_text(self.text(), encoding="utf-8")


def read_log(path) -> tuple[dict, list, dict | None]:
    """(header, moves, result) of a log file."""
    lines = [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]
    if not lines or "cairn_log" not in lines[0]:
        from .rules import RuleError
        raise RuleError(f"{path} is not a Cairn action log")
    moves = [line for line in lines[1:] if "action" in line]
    result = next((line for line in lines[1:] if "scores" in line), None)
    return lines[0], moves, result
