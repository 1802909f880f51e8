"""Action logs: one JSON object per line — a header, every move, the result. A log replays its game exactly.

A log given to `cairn replay` is untrusted: `read_lines` streams it line by line (never the whole
file), refuses a line longer than MAX_LINE, nested too deeply or holding a huge number before
parsing it, checks each line's shape, and stops at the first bad line with its number. The
result line must come last, once; a log without one was cut short.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Iterator, NamedTuple

from .outputs import writing
from .rules import RuleError
from .save import parse_json

FORMAT = 1
MAX_LINE = 64 * 1024     # a move is a few dozen characters; the header names a handful of options
MAX_DEPTH = 4            # the deepest line, the header, nests two levels
MAX_TEXT = 1_000         # a move's notation
GAME_ID = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")   # it becomes a folder name: nothing like ../


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
        with writing(path, "the log"):
            Path(path).write_text(self.text(), encoding="utf-8")


HEADER_KEYS = ("game", "players", "seed", "options")


class LogLine(NamedTuple):
    number: int
    kind: str      # "header", "move" or "result"
    entry: dict


def _is_int(value) -> bool:
    return type(value) is int   # JSON's true is not a seat


def _is_ints(value) -> bool:
    return isinstance(value, list) and all(_is_int(v) for v in value)


def header_problem(entry: dict) -> str | None:
    """What is wrong with a header line, or None."""
    if entry.get("cairn_log") != FORMAT or not _is_int(entry.get("cairn_log")):
        return f"'cairn_log' is {json.dumps(entry.get('cairn_log'))}; this Cairn reads logs of format {FORMAT}"
    missing = [key for key in HEADER_KEYS if key not in entry]
    if missing:
        return f"the header lacks {', '.join(missing)}"
    if not isinstance(entry["game"], str) or not GAME_ID.fullmatch(entry["game"]):
        return f"the header's 'game' is {json.dumps(entry['game'])[:40]}, not a game id"
    for key in ("players", "seed"):
        if not _is_int(entry[key]):
            return f"the header's '{key}' is {json.dumps(entry[key])[:40]}, not a whole number"
    options = entry["options"]
    if not isinstance(options, dict) or not all(isinstance(v, (str, int)) for v in options.values()):
        return "the header's 'options' is not an object of option names and values"
    agents = entry.get("agents")   # as given: "random,greedy", or one name per seat
    if agents is not None and not isinstance(agents, str) and not (
            isinstance(agents, list) and all(isinstance(a, str) for a in agents)):
        return "the header's 'agents' is neither agent names nor a list of them"
    unknown = set(entry) - {"cairn_log", "agents", *HEADER_KEYS}
    return f"the header has an unknown key '{sorted(unknown)[0]}'" if unknown else None


def kind_of(entry: dict) -> tuple[str | None, str | None]:
    """("move" | "result", None) for a well-formed line after the header, else (None, what is wrong)."""
    if "action" in entry or "seat" in entry:
        if set(entry) != {"seat", "action"}:
            return None, "a move line holds exactly 'seat' and 'action'"
        if not _is_int(entry["seat"]) or not isinstance(entry["action"], str) or len(entry["action"]) > MAX_TEXT:
            return None, "a move needs a whole-number 'seat' and an 'action' text"
        return "move", None
    if "scores" in entry:
        if set(entry) - {"scores", "winners", "rounds"} or not _is_ints(entry["scores"]) \
                or not _is_ints(entry.get("winners")) or not _is_int(entry.get("rounds", 0)):
            return None, "a result line holds 'scores' and 'winners' (lists of whole numbers) and 'rounds'"
        return "result", None
    return None, "neither a move ('seat', 'action') nor the result ('scores', 'winners')"


def _raw_lines(path) -> Iterator[tuple[int, str]]:
    """(number, text) of each line that is not blank, read with a bounded buffer."""
    try:
        handle = open(path, "rb")   # bytes, decoded a line at a time: a text reader decodes ahead in blocks
    except OSError as err:
        raise RuleError(f"cannot read the log {path}: {err.strerror or err}") from None
    with handle:
        number = 0
        while True:
            number += 1
            try:
                raw = handle.readline(MAX_LINE + 1)
            except OSError as err:
                raise RuleError(f"{path}:{number}: cannot read the log: {err.strerror or err}") from None
            if not raw:
                return
            if len(raw) > MAX_LINE:
                raise RuleError(f"{path}:{number}: a line longer than {MAX_LINE // 1024} KB")
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError:
                raise RuleError(f"{path}:{number}: not UTF-8 text") from None
            if line.strip():
                yield number, line


def read_lines(path) -> Iterator[LogLine]:
    """The log's lines, checked one at a time: a damaged log raises RuleError naming the file and line."""
    header_seen = result_at = None
    number = 0
    for number, text in _raw_lines(path):
        try:
            entry = parse_json(text, MAX_DEPTH)
        except ValueError as err:
            raise RuleError(f"{path}:{number}: not a JSON line: {err}") from None
        if not isinstance(entry, dict):
            raise RuleError(f"{path}:{number}: each line of a log is one JSON object")
        if header_seen is None:
            if "cairn_log" not in entry:
                raise RuleError(f"{path} is not a Cairn action log (its first line has no 'cairn_log')")
            problem = header_problem(entry)
            if problem:
                raise RuleError(f"{path}:{number}: {problem}")
            header_seen = number
            yield LogLine(number, "header", entry)
            continue
        if result_at is not None:
            raise RuleError(f"{path}:{number}: a line after the result (line {result_at}); the result comes last")
        kind, problem = kind_of(entry)
        if problem:
            raise RuleError(f"{path}:{number}: {problem}")
        if kind == "result":
            result_at = number
        yield LogLine(number, kind, entry)
    if header_seen is None:
        raise RuleError(f"{path} is not a Cairn action log (it is empty)")
    if result_at is None:
        # `cairn play` writes no result when its input ends; a copy cut short looks the same
        raise RuleError(f"{path}:{number}: the log ends without a result line: the game was abandoned "
                        f"before it ended (or the log was cut short), so there is no result to check")


def read_log(path) -> tuple[dict, list, dict | None]:
    """(header, moves, result) of a whole log file, checked as `read_lines` does; for small logs and tests."""
    header, moves, result = None, [], None
    for line in read_lines(path):
        if line.kind == "header":
            header = line.entry
        elif line.kind == "move":
            moves.append(line.entry)
        else:
            result = line.entry
    return header, moves, result
