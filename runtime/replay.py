"""Replay an action log and check it reaches the result it recorded."""
from __future__ import annotations

from .log import read_log
from .rules import RuleError
from .state import GameState


def replay(rules, header: dict, moves: list) -> GameState:
    state = GameState(rules, header["players"], header["seed"], header["options"])
    for number, line in enumerate(moves, start=1):
        if state.to_move() != line["seat"]:
            raise RuleError(f"move {number}: seat {line['seat']} is not the one to move")
        state.apply(line["action"])
    return state


def replay_command(load_rules, path) -> int:
    header, moves, result = read_log(path)
    state = replay(load_rules(header["game"].replace("_", "-")), header, moves)
    print(f"replayed {len(moves)} moves: scores {state.scores()}, winners {state.winners()}")
    if result is None:
        return 0
    if not state.is_over():
        print(f"MISMATCH: the log records a finished game, but after its {len(moves)} moves the game goes on")
        return 1
    recorded = (result.get("scores"), result.get("winners"), result.get("rounds", state.round))
    if recorded != (state.scores(), state.winners(), state.round):
        print(f"MISMATCH: the log recorded scores {recorded[0]}, winners {recorded[1]}, rounds {recorded[2]}; "
              f"the replay gives {state.scores()}, {state.winners()}, {state.round}")
        return 1
    return 0
