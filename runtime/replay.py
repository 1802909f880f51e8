"""Replay an action log and check it reaches the result it recorded.

`replay_command` plays the log as it reads it (runtime/log.py streams it line by line): a
bad line — damaged, illegal, or by the wrong seat — stops the replay with the file and its number.
"""
from __future__ import annotations

from .log import read_lines
from .rules import RuleError
from .state import GameState


def start(rules, header: dict) -> GameState:
    return GameState(rules, header["players"], header["seed"], header["options"])


def play_move(state: GameState, line: dict, where: str) -> None:
    """Apply one logged move; RuleError prefixed with `where` (file:line or "move N") when it is not legal."""
    if state.to_move() != line["seat"]:
        if state.is_over():
            raise RuleError(f"{where}: a move after the end of the game")
        raise RuleError(f"{where}: seat {line['seat']} is not the one to move (seat {state.to_move()} is)")
    try:
        state.apply(line["action"])
    except RuleError as err:
        raise RuleError(f"{where}: {err}") from None


def replay(rules, header: dict, moves: list) -> GameState:
    state = start(rules, header)
    for number, line in enumerate(moves, start=1):
        play_move(state, line, f"move {number}")
    return state


def replay_command(load_rules, path) -> int:
    lines = read_lines(path)
    number, _kind, header = next(lines)
    rules = load_rules(header["game"].replace("_", "-"))
    try:
        state = start(rules, header)
    except RuleError as err:
        raise RuleError(f"{path}:{number}: {err}") from None
    moves, result = 0, None
    for number, kind, entry in lines:
        if kind == "move":
            play_move(state, entry, f"{path}:{number}")
            moves += 1
        else:
            result = entry       # the reader makes sure it is the last line, and the only result
    print(f"replayed {moves} moves: scores {state.scores()}, winners {state.winners()}")
    if not state.is_over():
        print(f"MISMATCH: the log records a finished game, but after its {moves} moves the game goes on")
        return 1
    recorded = (result.get("scores"), result.get("winners"), result.get("rounds", state.round))
    if recorded != (state.scores(), state.winners(), state.round):
        print(f"MISMATCH: the log recorded scores {recorded[0]}, winners {recorded[1]}, rounds {recorded[2]}; "
              f"the replay gives {state.scores()}, {state.winners()}, {state.round}")
        return 1
    return 0
