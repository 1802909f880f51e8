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


HEADER_KEYS = ("game", "players", "seed", "options")


def read_log(path) -> tuple[dict, list, dict | None]:
    """(header, moves, result) of a log file; a damaged log raises RuleError naming the file and line."""
    from .rules import RuleError
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise RuleError(f"cannot read the log {path}: {err.strerror if isinstance(err, OSError) else err}") from None
    lines = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
        except ValueError as err:
            raise RuleError(f"{path}:{number}: not a JSON line ({err.msg})") from None
        if not isinstance(entry, dict):
            raise RuleError(f"{path}:{number}: each line of a log is one JSON object")
        lines.append((number, entry))
    if not lines or "cairn_log" not in lines[0][1]:
        raise RuleError(f"{path} is not a Cairn action log (its first line has no 'cairn_log')")
    missing = [key for key in HEADER_KEYS if key not in lines[0][1]]
    if missing:
        raise RuleError(f"{path}:{lines[0][0]}: the header lacks {', '.join(missing)}")
    for number, entry in lines[1:]:
        if "action" in entry and not (isinstance(entry.get("seat"), int) and isinstance(entry["action"], str)):
            raise RuleError(f"{path}:{number}: a move needs a whole-number 'seat' and an 'action' text")
    lines = [entry for _number, entry in lines]
    moves = [line for line in lines[1:] if "action" in line]
    result = next((line for line in lines[1:] if "scores" in line), None)
    return lines[0], moves, result
