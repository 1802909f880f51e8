"""Randomness and card piles. Every random draw comes from the RNG kept in the state.

`random()` is used directly: `randrange` and `shuffle` cost several times more in a hot loop.
The top of a pile is the end of its list, so drawing is a cheap `pop()`.
"""
from __future__ import annotations

from itertools import repeat, starmap
from operator import mul
from types import FunctionType

from .draws import stream_of
from .knowledge import pass_known
from .records import PLAYER_FIELDS
from .rules import RuleError
from .streams import made


def roll(state, sides: int) -> int:
    """Roll one die; a scenario may force the next results."""
    if state.forced_rolls:
        return forced_roll(state, sides)
    return int(state.rng.random() * sides) + 1


# whether this module is the native build's (compiled by Cython, whose functions are not Python's): `shuffle` then
# runs its typed loop, where Python draws through C's iterators
_COMPILED = not isinstance(roll, FunctionType)


class ForcedRollError(RuleError):
    """A scenario forced a roll the die it was used for cannot show."""


def forced_roll(state, sides: int) -> int:
    """The next roll a scenario forces; one above the die's faces is the scenario's mistake, not a result."""
    value = state.forced_rolls[0]
    if not 1 <= value <= sides:
        raise ForcedRollError(f"the forced roll {value} was used for a die of {sides} faces")
    return state.forced_rolls.pop(0)


def roll_dice(state, dice, sides: dict) -> None:
    """Roll each of `dice` (a number of them known only in play) into the shared `rolled` map."""
    rolled = state.g["rolled"]
    for die in dice:
        rolled[die] = roll(state, sides[die])


def shuffle(state, pile: list) -> None:
    """Fisher–Yates, in place. A pile holding shown cards (runtime/knowledge.py) is reordered in one
    write, so that the shuffle takes no card out of it."""
    cards = pile if type(pile) is list else list(pile)
    if _COMPILED:
        # natively: each number drawn in C on the stream's own state (runtime/draws.pyx `Draw`), the same numbers; a
        # stream made when first drawn (runtime/streams.py) made first, else each draw would call its Python method
        draw = stream_of(made(state.rng))
        for i in range(len(cards) - 1, 0, -1):
            j = int(draw.random() * (i + 1))
            cards[i], cards[j] = cards[j], cards[i]
    else:
        # in Python each place's draw made by C's iterators: the same `int(rnd() * (i + 1))`, drawn in the same order
        # as the loop asks for them, with half the bytecodes a card (Trailblazers shuffles 135 cards a game)
        rnd = state.rng.random
        top = len(cards) - 1
        drawn = map(int, map(mul, starmap(rnd, repeat((), top)), range(top + 1, 1, -1)))
        for i, j in zip(range(top, 0, -1), drawn):
            cards[i], cards[j] = cards[j], cards[i]
    if cards is not pile:
        pile[:] = cards


# whether this module is the native build's (compiled by Cython, whose functions are not Python's): `shuffle` then
# draws in C, where Python calls the stream's own `random`
_COMPILED = not isinstance(shuffle, FunctionType)


def draw(state, source: list, dest: list, count: int, accept=None) -> int:
    """Move up to `count` cards from the top of `source` to `dest`; with `accept`, only cards it accepts.

    Returns how many cards moved: a pile that runs out simply gives fewer.
    """
    moved = 0
    if accept is None:
        if type(source) is list and type(dest) is list and source is not dest:
            # the cards popped one at a time, top first, taken as one slice: a reshuffle moves a whole discard pile
            moved = count if count < len(source) else len(source)
            if moved <= 0:
                return 0
            if _COMPILED:
                # natively each card popped and appended in C (the two lists typed: runtime/chance.pxd), where the
                # slice, its reversal, the sum and the deletion each went through Python: a hand of 8 dealt
                taken_from, taken_to = source, dest
                for _card in range(moved):
                    taken_to.append(taken_from.pop())
                return moved
            taken = source[len(source) - moved:]
            taken.reverse()
            dest += taken
            del source[len(source) - moved:]
            return moved
        while moved < count and source:
            dest.append(source.pop())
            moved += 1
        return moved
    i = len(source) - 1
    while moved < count and i >= 0:
        if accept(source[i]):
            dest.append(source.pop(i))
            moved += 1
        i -= 1
    return moved


def move_card(source: list, dest: list, card) -> None:
    source.remove(card)
    dest.append(card)


def pass_piles(state, name: str, step: int) -> None:
    """Every player hands the whole of their pile `name` to the player `step` seats on, all at once:
    1 is the left (the next seat, the last seat passing to seat 0), -1 the right (the seat before).

    A pile changes hands, not order: the receiver holds the cards as the giver held them. The lists
    stay the same objects (a record of the compiled playout, a snapshot, hold on to them), and what
    was known of the cards follows them (`pass_known`).
    """
    players = state.players
    held = [list(p[name]) for p in players]
    for seat, cards in enumerate(held):
        players[(seat + step) % len(players)][name][:] = cards
    pass_known(state, name, step)


def pass_held(state, players: list, slot: str, name: str, step: int) -> None:
    """`pass_piles` in a lowered game: every lowered player hands the whole of its pile (its slot `slot`, the field
    `name`) to the player `step` seats on, all at once, the lists staying the same objects (a readable state's records,
    where one was made, hold the very same). What was known of the cards follows them where the readable state exists:
    one a game begun lowered never made has shown no card to anyone (runtime/fastplay.py ReadableLater)."""
    held = [list(getattr(p, slot)) for p in players]
    for seat, cards in enumerate(held):
        getattr(players[(seat + step) % len(players)], slot)[:] = cards
    pass_known_made(state, name, step)


def pass_known_made(state, name: str, step: int) -> None:
    """`pass_known` after a lowered game's piles `name` changed hands, where its readable state exists: one a game
    begun lowered never made has shown no card to anyone (runtime/fastplay.py ReadableLater), and is not made for it."""
    if getattr(state, "made", True):
        pass_known(state, name, step)


def ask(state, p, var: str, options, then: str, *bound) -> None:
    """Suspend an effect on a choice: the rest of it is the continuation `then`, run with `bound` and the pick.

    With no option at all there is nothing to choose, and the rest of the effect is skipped. A
    choice among players is a choice among seats, and a player the effect holds on to is kept as
    its seat: the pending choice is plain data that saves, copies and shows no player's fields.
    """
    options = list(options)
    if options:
        players = isinstance(options[0], PLAYER_FIELDS)
        if players:
            options = [o["seat"] for o in options]
        state.pending = {"seat": p["seat"], "var": var, "options": options, "then": then,
                         "bound": [_as_seat(b) for b in bound] if bound else [], "after": []}
        if players:
            state.pending["players"] = True


def ask_secret(state, p, var: str, options, then: str, *bound) -> None:
    """A choice among options the other players may not know (cards of a hidden pile): the public log hides it."""
    ask(state, p, var, options, then, *bound)
    if state.pending is not None:
        state.pending["secret"] = True


def _as_seat(value):
    return {"seat": value["seat"]} if isinstance(value, PLAYER_FIELDS) and "seat" in value else value


def as_player(state, value):
    """A value a waiting effect holds, as the effect uses it: a player kept as their seat is that player again."""
    return state.players[value["seat"]] if type(value) is dict and "seat" in value else value


def later(state, then: str, *bound) -> None:
    """A procedure called here is waiting for a choice: once it is done, run the continuation `then`."""
    state.pending["after"].append([then, [_as_seat(b) for b in bound]])


def resume(state, p, pending: dict, choice) -> None:
    """Go on with an effect that waited for `choice`: its continuation, then those its callers left.

    A continuation that asks again takes the callers' continuations still to run with it.
    """
    continuations = state.rules.continuations
    if pending.get("players"):
        choice = state.players[choice]
    bound = [as_player(state, b) for b in pending["bound"]] if pending["bound"] else ()
    continuations[pending["then"]](state, p, *bound, choice)
    if not pending.get("after"):
        return          # the usual case: no procedure was waiting
    after = list(pending["after"])
    while state.pending is None and after:
        then, bound = after.pop(0)
        continuations[then](state, p, *[as_player(state, b) for b in bound])
    if state.pending is not None and after:
        state.pending["after"].extend(after)
