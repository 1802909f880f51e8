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
