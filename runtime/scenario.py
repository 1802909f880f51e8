"""What scenario files may ask of a game beyond its own names (see compiler/scenarios.py)."""
from __future__ import annotations

from .knowledge import sees
from .rules import RuleError


def scenario_move(source: list, dest: list, card, pile: str) -> None:
    """A given line's `move`: a card the pile lacks is the scenario's mistake, told with what the pile holds."""
    if card not in source:
        holds = ", ".join(map(str, source)) or "nothing"
        raise RuleError(f"{pile} holds no {card} (it holds {holds})")
    source.remove(card)
    dest.append(card)


def scenario_legal(state, action: str) -> bool:
    """Is this action, written as `legal_actions` prints it, legal now?"""
    wanted = " ".join(action.split())
    return any(str(move) == wanted for move in state.legal_actions())


def scenario_game_over(state) -> bool:
    return state.is_over()


def scenario_winner(state, seat: int) -> bool:
    return seat in state.winners()


def scenario_step_points(state, seat: int, step: str) -> int:
    return state.score_breakdown(seat)[step]


def scenario_sees(state, seat: int, owner, field: str) -> bool:
    """May `seat` see the whole of a field now (`owner`: the seat whose field it is; None: a shared field)?"""
    return sees(state, seat, owner, field)
