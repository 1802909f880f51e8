"""What scenario files may ask of a game beyond its own names (see compiler/scenarios.py).

A scenario's lines are the designer's words, so what they name that the game does not have — a
seat past the table, a scoring step it lacks, a card a pile does not hold — is told as that, a
RuleError the FAIL line shows with the scenario's file:line, never as Python's IndexError.
"""
from __future__ import annotations

from .knowledge import sees
from .rules import RuleError

MOST_SHOWN = 12     # cards of a pile a message lists


def scenario_seat(state, seat) -> int:
    """A seat a scenario line names: one of the table's (Python would read players[-1] as the last seat)."""
    n = len(state.players)
    if type(seat) is not int or not 0 <= seat < n:
        raise RuleError(f"there is no seat {seat!r} in a {n}-player game (seats 0 to {n - 1})")
    return seat


def scenario_player(state, seat):
    """`players[seat]` in a scenario line."""
    return state.players[scenario_seat(state, seat)]


def scenario_take(source: list, card, pile: str) -> None:
    """A card a given line takes from a pile: one the pile lacks is the scenario's mistake, told with what it holds."""
    if card not in source:
        holds = ", ".join(map(str, source[:MOST_SHOWN])) or "nothing"
        more = f" … {len(source)} cards in all" if len(source) > MOST_SHOWN else ""
        raise RuleError(f"{pile} holds no {card} (it holds {holds}{more})")
    source.remove(card)


def scenario_move(source: list, dest: list, card, pile: str) -> None:
    """A given line's `move`."""
    scenario_take(source, card, pile)
    dest.append(card)


def scenario_legal(state, action) -> bool:
    """Is this action, written as `legal_actions` prints it, legal now?"""
    if not isinstance(action, str):
        raise RuleError(f"legal() takes an action written as text, as the game lists it: legal(\"...\"), "
                        f"not {action!r}")
    wanted = " ".join(action.split())
    return any(str(move) == wanted for move in state.legal_actions())


def scenario_game_over(state) -> bool:
    return state.is_over()


def scenario_winner(state, seat: int) -> bool:
    return scenario_seat(state, seat) in state.winners()


def scenario_step_points(state, seat: int, step: str) -> int:
    breakdown = state.score_breakdown(scenario_seat(state, seat))
    if step not in breakdown:
        steps = ", ".join(map(str, breakdown)) or "none"
        raise RuleError(f"{state.rules.name} has no scoring step {step!r} (its scoring steps: {steps})")
    return breakdown[step]


def scenario_sees(state, seat: int, owner, field: str) -> bool:
    """May `seat` see the whole of a field now (`owner`: the seat whose field it is; None: a shared field)?"""
    return sees(state, scenario_seat(state, seat), owner, field)


def scenario_state_problem(state) -> str | None:
    """What makes the state the given lines set up one the game cannot hold, checked as a save is
    (runtime/save.py: every field of its kind, within its bounds, an id of its table); None when it can."""
    from .save import SaveError, load_save
    try:
        load_save(state.rules, state.to_json())
    except SaveError as err:
        return str(err).removeprefix("save: ")
    return None
