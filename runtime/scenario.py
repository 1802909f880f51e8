"""What scenario files may ask of a game beyond its own names (see compiler/commands/scenarios.py).

A scenario's lines are the designer's words, so what they name that the game does not have — a
seat past the table, a scoring step it lacks, a card a pile does not hold — is told as that, a
RuleError the FAIL line shows with the scenario's file:line, never as Python's IndexError.
"""
from __future__ import annotations

from .knowledge import sees
from .piles import past_cap
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


def scenario_legal(state, action, player=None) -> bool:
    """Is this action, written as `legal_actions` prints it, legal now (`players[1].legal(…)`: for that player)?"""
    if not isinstance(action, str):
        raise RuleError(f"legal() takes an action written as text, as the game lists it: legal(\"...\"), "
                        f"not {action!r}")
    wanted = " ".join(action.split())
    moves = state.legal_actions() if player is None else moves_of_seat(state, player["seat"])
    return any(str(move) == wanted for move in moves)


def moves_of_seat(state, seat: int) -> list:
    """The moves `seat` may make now: the legal actions when the decision is its own; in a step where every player
    decides (`who: each`), its own while it has a pick left, though another seat is asked first; else none."""
    if state.to_move() == seat:
        return state.legal_actions()
    step = state.current_step()
    if state.pending is not None or state.picks is None or step is None or step.who in ("turn", "order") \
            or state.picks[seat] <= 0:
        return []
    return state._moves_of(seat, step, state.groups_for(seat, step))


def scenario_hand_turn(state, player) -> None:
    """A given `next turn PLAYER`: that player's turn begins now, in the round being played (the turn being played
    is left without its end), and its first steps are played up to its first decision; the given lines after it
    change the state from there. The given lines before it may have settled the setup's last decision (a starting
    site set), so the game first goes on to its next decision; a game still in its setup has no turn to hand."""
    state.refresh()
    if state.phase == "setup" and state.pending is None and not state.legal_actions():
        state.advance()
    if state.is_over():
        raise RuleError("the game is over, so no turn can be handed")
    if state.phase != "round":
        waiting = state.current_step()
        what = f"the decision '{waiting.name}' of its setup" if state.phase == "setup" and waiting is not None \
            else f"its {state.phase.replace('_', ' ')}"
        raise RuleError(f"the turns have not begun: the game still waits on {what}, so no turn can be handed yet; "
                        "hand it in a `- given:` step of `when:` after the actions that end the setup")
    if state.pending is not None:
        raise RuleError(f"seat {state.pending['seat']} is still choosing '{state.pending['var']}': "
                        "the turn cannot be handed in the middle of an action")
    seat = player["seat"]
    if not state.rules.is_active(state, player):
        raise RuleError(f"seat {seat} takes no part in the game now, so cannot be handed the turn")
    state.turn, state.step, state.turn_moves, state.passes = seat, 0, 0, 0
    state.picks = state.snapshot = state.shared_snapshot = state.secret_start = state.next_turn = None
    state.refresh()
    state.rules.start_turn(state)
    state.advance()     # the turn's own first steps, up to its first decision, as when the turn passes in play


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
    (runtime/save.py: every field of its kind, within its bounds, an id of its table), and every pile within its
    `max:`; None when it can."""
    from .save import SaveError, load_save
    try:
        load_save(state.rules, state.to_json())
    except SaveError as err:
        return str(err).removeprefix("save: ")
    found = past_cap(state)
    if found is None:
        return None
    at, seat, pile, count, cap = found
    where = pile if seat is None else f"players[{seat}].{pile}"
    return f"{where}: {count} cards, more than its `max: {cap}` ({at})"
