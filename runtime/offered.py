"""Is a move offered at a decision? Asked of the decision's counted blocks (runtime/fastplay.py `counted_listing`)
rather than of its listing: a tableau offers hundreds of placements, of which a look-ahead weighs 64 and a seat's
own pick made again in an imagined world (runtime/knowledge.py) is one.
"""
from __future__ import annotations

from .fastplay import counted_listing
from .records import PLAYER_FIELDS
from .rules import PASS


def playable_in(world):
    """What `move in` asks whether a move is legal in `world`: its legal moves, or, where they are still to be
    listed and the game's compiled playout counts them (runtime/fastplay.py `counted_listing`), a `Counted` that
    finds a move in its blocks. A tableau offers hundreds of moves, of which greedy weighs 64."""
    if world._moves is None and world.pending is None:
        seat, step = world.to_move(), world.current_step()
        if seat is None or step is None:
            return ()
        moves = counted_listing(world, seat, step)
        if moves is not None and not names_players(moves):
            try:
                return Counted(seat, step.label, world.rules.actions, moves)
            except TypeError:   # an argument that is no key (a list): the moves listed below
                pass
    moves = world.legal_actions()
    try:
        return set(moves)
    except TypeError:           # an option that is no key (a list): look it up in the list
        return moves


def names_players(moves: list) -> bool:
    """Does a move of a counted list hold a player (a listed move names their seat instead: GameState._moves_of)?
    (A loop, not generators: asked of every decision a seat's world is checked at.)"""
    for entry in moves:
        if len(entry) == 2:
            for a in entry[1]:
                if isinstance(a, PLAYER_FIELDS):
                    return True
        else:
            for a in entry[2]:
                if isinstance(a, PLAYER_FIELDS):
                    return True
            for values in entry[3]:
                if values and isinstance(values[0], PLAYER_FIELDS):
                    return True
    return False


def of_decision(move, seat: int, label, actions: dict) -> bool:
    """Could `move` be one of the moves listed at a decision of `seat` in a step of `label` (its seat, label and the
    words of its action)? Not a choice inside an effect, nor another decision's move."""
    name = move.name
    action = actions.get(name)
    return move.seat == seat and move.label == label and (action is not None or name == PASS) and \
        move.words == (action.words if name != PASS else ())


def in_counted(moves: list, move) -> bool:
    """Is `move` (of the decision: of_decision) one of a counted list's moves, found by a walk of the list: one move
    asked (a seat's own pick made again, GameState.offers), where `Counted` would make a set of every block first."""
    name, args = move.name, move.args
    for entry in moves:
        if len(entry) == 2:
            if entry[0] == name and entry[1] == args:
                return True
        elif entry[1] == name:
            _size, _name, given, factors = entry
            fixed = len(given)
            if len(args) == fixed + len(factors) and args[:fixed] == given and \
                    all(arg in values for arg, values in zip(args[fixed:], factors)):
                return True
    return False


class Counted:
    """A decision's legal moves as counted blocks (runtime/fastplay.py `counted_move`), asked `move in` them:
    the move GameState.legal_actions() would list with the same seat, label, words, action and arguments.
    A block's lists of values are held as sets: a move is found in a few look-ups, not a walk of its lists."""
    __slots__ = ("seat", "label", "actions", "single", "blocks")

    def __init__(self, seat: int, label, actions: dict, moves: list):
        self.seat, self.label, self.actions = seat, label, actions
        self.single = set()      # (action, arguments) listed one by one
        self.blocks = {}         # action -> [(the arguments given, a set of values per argument after them)]
        for entry in moves:
            if len(entry) == 2:
                self.single.add(entry)
            else:
                _size, action, given, factors = entry
                self.blocks.setdefault(action, []).append((given, tuple(frozenset(values) for values in factors)))

    def __contains__(self, move) -> bool:
        if not of_decision(move, self.seat, self.label, self.actions):
            return False
        name, args = move.name, move.args
        if (name, args) in self.single:
            return True
        for given, factors in self.blocks.get(name, ()):
            fixed = len(given)
            if len(args) != fixed + len(factors) or args[:fixed] != given:
                continue
            for arg, values in zip(args[fixed:], factors):
                if arg not in values:
                    break
            else:
                return True
        return False
