"""Why a game ended and why nobody won, in words: one source for `cairn play` and `cairn report`.

The words a game's own rules give (its end condition, end trigger and victory rule, rendered by the
compiler in the reference sheet's English: GameRules.end_words) come first; the runtime's own ways to
end a game, which no designer writes, have fixed words here.
"""
from __future__ import annotations

# How the runtime itself ends a game (runtime/state.py `finish`), whatever the rules say.
RUNTIME_ENDS = {
    "nobody can act": "no player had a legal move left, which ends the game",
    "end game": "an effect ended the game at once",
}
# What is said of a reason when the rules give no words for it (rules built without them).
PLAIN_ENDS = {
    "end condition": "the game's end condition was met",
    "end trigger": "a player triggered the end",
}


# A game's own ways to end, as a game that never ends names them (`never_ended`).
OWN_ENDS = {"hand end": "the end of a hand", "end condition": "its end condition", "end trigger": "its end trigger"}


def never_ended(rules, rounds: int) -> str:
    """Why a game was stopped after `rounds` rounds, told at the first of its ways to end: each of them, where
    written and as written, never became true."""
    places = dict(getattr(rules, "end_at", None) or {})
    ways = [f"{OWN_ENDS.get(reason, reason)} `{text}` ({at})" for reason, (at, text) in places.items()]
    if not ways:
        return (f"the game did not end after {rounds} rounds: it has no end condition (flow.end) or end trigger "
                "(flow.end_trigger) that could end it")
    never = f"{ways[0]} never became true" if len(ways) == 1 else \
        "neither " + ", ".join(ways[:-1]) + f" nor {ways[-1]} ever became true"
    first = next(iter(places.values()))[0]
    return (f"{first}: the game did not end after {rounds} rounds: {never}. A game that never ends is a mistake "
            "in the game's definitions, not in Cairn: check that what it waits for can happen in play.")


def end_words(rules, players: int) -> dict:
    """{reason the game ended (`GameState.ended_by`) or "no winner": its words} at a table of `players`."""
    own = dict(getattr(rules, "end_words", None) or {})
    solo = own.pop("no winner solo", None)
    words = {**PLAIN_ENDS, **RUNTIME_ENDS, **own}
    if players == 1 and solo is not None:
        words["no winner"] = solo
    return words


def ending_reason(rules, state) -> str:
    """Why this game ended."""
    return end_words(rules, len(state.players)).get(state.ended_by, state.ended_by or "over")


def why_nobody(rules, state) -> str:
    """Why this game has no winner: every seat out, or the victory rule (or the solo goal) unmet."""
    words = end_words(rules, len(state.players))
    if len(state.players) == 1 and rules.solo_win is not None:
        return words.get("no winner", "the solo game's goal was not reached")
    if not any(rules.is_eligible(state, p) for p in state.players):
        return "every player is out (no one is eligible to win)"
    return words.get("no winner", "no player met the game's victory condition")
