"""Piles addressed by value: a field `{type: zone, of: DECK, keys: TABLE}` holds one pile per id of TABLE.

The state keeps it as a dict of lists (`state.g["decks"]["two"]`), so every pile works as any other
pile does (`draw 1 from decks[level] to market`, `shuffle decks[level]`, `count(decks[level])`).
"""
from __future__ import annotations

from .errors import RulesFailed


def copy_piles(piles: dict) -> dict:
    """A copy of every pile: a cloned state must not share a list with the original."""
    return {key: list(pile) for key, pile in piles.items()}


def keyed_piles(value) -> bool:
    """Is this value of a field one pile per key (a dict of lists)?"""
    return isinstance(value, dict) and bool(value) and all(type(pile) is list for pile in value.values())




def check_caps(state) -> None:
    """Hold every pile and tableau that says `max:` to it (`GameRules.caps`): one holding more cards than its
    `max:` is a rules error at that `max:`, naming the pile and how many it holds. The AI environments number a
    pile's cards within its `max:` (runtime/env/moves.py), so rules that let a pile grow past it are a mistake
    of the definitions, found wherever the readable state plays: `cairn test`, `play`, `serve`, a game
    `simulate` plays without a compiled playout. Checked after each move of the game played (not in the worlds a
    search imagines from it), so a pile an effect fills and then empties again within one move is not held to it."""
    caps = state.rules.caps
    mine, shared = caps.get("player"), caps.get("global")
    suspect = False     # a quick look first (it runs after every move): a pile past its cap, or piles per key
    if mine:
        for p in state.players:
            for name, (cap, _at) in mine.items():
                held = p[name]
                if len(held) > cap or type(held) is dict:
                    suspect = True
    if shared:
        g = state.g
        for name, (cap, _at) in shared.items():
            held = g[name]
            if len(held) > cap or type(held) is dict:
                suspect = True
    found = past_cap(state) if suspect else None
    if found is not None:
        at, seat, pile, count, cap = found
        whose = "the shared" if seat is None else f"seat {seat}'s"
        raise RulesFailed(f"{at}: {whose} '{pile}' holds {count} cards in round {state.round}, more than its "
                          f"`max: {cap}`; raise the `max:`, or change the rules that let the pile grow past it")


def past_cap(state) -> tuple | None:
    """The first pile or tableau holding more cards than its `max:`: (where the `max:` is written, the seat whose
    pile it is or None for a shared one, the pile's name, how many cards it holds, its `max:`); None when none."""
    caps = state.rules.caps
    for name, (cap, at) in caps.get("global", {}).items():
        found = _past(state.g[name], name, cap)
        if found is not None:
            return (at, None) + found
    mine = caps.get("player")
    for p in state.players if mine else ():
        for name, (cap, at) in mine.items():
            found = _past(p[name], name, cap)
            if found is not None:
                return (at, p["seat"]) + found
    return None


def _past(value, name: str, cap: int) -> tuple | None:
    piles = value.items() if type(value) is dict else ((None, value),)     # a pile per key: each on its own
    for key, pile in piles:
        if len(pile) > cap:
            return (name if key is None else f"{name}[{key}]", len(pile), cap)
    return None
