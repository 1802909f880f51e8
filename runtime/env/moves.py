"""Every move of a game as a few tokens of one fixed vocabulary: the action space of the environments.

A move is its head (the step's label and the action's name, or the name of the choice an effect asks)
followed by its arguments. An argument is one token (a card, a symbol, a seat, a number), a tableau's spot
two (its column and row), and a group of items (the treks kept, the path walked) its items and then `end`.
The vocabulary is worked out once per game from its rules, never from play:

    heads    every action of every decision step, with the step's label, `pass` where a step may be passed,
             and every choice an effect may ask (`GameRules.choice_options`)
    end      closes a group of items
    false, true
    seats    `player 0` … for every seat an action may name
    numbers  every whole number of NUMBERS (counts, a card's turn in degrees, a spot's column and row)
    symbols  every id of every table, every value a table's cell or a field may hold, every option value, and
             every text the compiled rules name (an option the rules offer, `stay_here`)

So the action space is the enumeration of every possible move: a move is a sequence of these tokens, and
the legal next tokens of the decision in play (the action mask) are those that continue some legal move.
A seat takes as many steps as its move has tokens; the move is applied when its last token is taken.
"""
from __future__ import annotations

import re
import types

from ..rules import RuleError
from ..state import Seat

NUMBERS = range(-128, 384)     # a tableau's spots lie within ±128 cells; a card turns by 0–270 degrees
END = "end"
SYMBOL = re.compile(r"[a-z0-9][a-z0-9_\-/:]*\Z")    # how a symbol is written (compiler/frontend/model.py)


def _heads(rules) -> list:
    """(label, name) of every move the rules can ask for."""
    heads = set()
    for steps in (rules.setup, rules.round, rules.hand_setup, rules.hand_scoring):
        for step in steps:
            if step.kind != "decide":
                continue
            heads.update((step.label, name) for name in step.actions)
            heads.add((step.label, "pass"))
    heads.update((None, choice[0]) for choice in rules.choice_options.values())
    return sorted(heads, key=lambda head: (head[0] or "", head[1]))


def _texts_of_code(code, found: set) -> None:
    for const in code.co_consts:
        if isinstance(const, str):
            found.add(const)
        elif isinstance(const, types.CodeType):
            _texts_of_code(const, found)


def _symbols(rules) -> set:
    """Every text a move's argument can be: the ids and cells of the game's tables, the fields' values, the
    options' values, and the texts the compiled rules module names; only those written as symbols are
    (lower-case words and digits joined by `_`, `-`, `/` or `:`; no card's prose)."""
    found = set()
    for rows in rules.tables.values():
        _texts_of_data(rows, found)
    for scope in rules.layout.values():
        for spec in scope.values():
            if isinstance(spec, dict):
                found.update(v for v in spec.get("values", ()) if isinstance(v, str))
    for spec in rules.options.values():
        found.update(v for v in spec["values"] if isinstance(v, str))
    module = rules.new_globals.__module__
    for value in rules.new_globals.__globals__.values():
        if isinstance(value, types.FunctionType) and value.__module__ == module:
            _texts_of_code(value.__code__, found)
        elif isinstance(value, (dict, tuple, list, frozenset)):
            _texts_of_data(value, found)        # the game's data (data.py), as the rules module imports it
    return {text for text in found if SYMBOL.match(text)}


def _texts_of_data(value, found: set, depth: int = 3) -> None:
    if isinstance(value, str):
        found.add(value)
    elif depth and isinstance(value, dict):
        for key, item in value.items():
            _texts_of_data(key, found, depth - 1)
            _texts_of_data(item, found, depth - 1)
    elif depth and isinstance(value, (tuple, list, frozenset, set)):
        for item in value:
            _texts_of_data(item, found, depth - 1)


def _is_spot(value) -> bool:
    """A tableau's spot, written 'column,row' (runtime/tableau.py)."""
    if not isinstance(value, str) or value.count(",") != 1:
        return False
    x, y = value.split(",")
    return x.lstrip("-").isdigit() and y.lstrip("-").isdigit()


class Vocabulary:
    """The tokens of one game at a table of `seats` seats: names, and the index of each."""

    def __init__(self, rules, seats: int):
        self.heads = _heads(rules)
        names = [f"{label}:{name}" if label else name for label, name in self.heads]
        names += [END, "false", "true"]
        names += [str(Seat(seat)) for seat in range(seats)]
        names += [str(n) for n in NUMBERS]
        taken = set(names)
        symbols = sorted(_symbols(rules))
        names += [text if text not in taken else repr(text) for text in symbols]
        self.names = names
        self._head = {head: i for i, head in enumerate(self.heads)}
        self._end = len(self.heads)
        self._seat = self._end + 3
        self._number = self._seat + seats
        self._symbol = {text: self._number + len(NUMBERS) + i for i, text in enumerate(symbols)}
        self.seats = seats

    def __len__(self) -> int:
        return len(self.names)

    def tokens(self, move) -> tuple:
        """The tokens of a move (runtime/state.py `Move`)."""
        head = self._head.get((move.label, move.name))
        if head is None:
            raise RuleError(f"'{move}' is no move the rules of this game list")
        out = [head]
        for arg in move.args:
            self._argument(arg, out, move)
        return tuple(out)

    def _argument(self, value, out: list, move) -> None:
        if isinstance(value, (tuple, list)):
            for item in value:
                self._value(item, out, move)
            out.append(self._end)
        else:
            self._value(value, out, move)

    def _value(self, value, out: list, move) -> None:
        if isinstance(value, Seat):
            out.append(self._seat + int(value))
        elif isinstance(value, bool):
            out.append(self._end + 1 + value)
        elif not isinstance(value, (int, str)):
            raise RuleError(f"'{move}': the argument {value!r} has no token")
        elif isinstance(value, int):
            if value not in NUMBERS:
                raise RuleError(f"'{move}': the number {value} lies outside {NUMBERS.start}..{NUMBERS.stop - 1}")
            out.append(self._number + value - NUMBERS.start)
        elif value in self._symbol:
            out.append(self._symbol[value])
        elif _is_spot(value):
            for part in value.split(","):
                self._value(int(part), out, move)
        else:
            raise RuleError(f"'{move}': '{value}' is no symbol the rules of this game name")


class Decision:
    """The legal moves of the decision in play as token sequences, narrowed as a seat takes their tokens.

    No move's tokens begin another's: a head has as many arguments whatever they are, and a group ends with
    `end`. `take` says so if a game ever breaks that."""
    __slots__ = ("moves", "taken")

    def __init__(self, vocabulary: Vocabulary, moves: list):
        unique: dict = {}
        for move in moves:          # a move listed twice (two dice of one value) is one move
            unique.setdefault(vocabulary.tokens(move), move)
        self.moves = list(unique.items())
        self.taken: list = []

    def next_tokens(self) -> list:
        """The tokens that continue some legal move, sorted."""
        at = len(self.taken)
        return sorted({tokens[at] for tokens, _move in self.moves})

    def take(self, token: int):
        """Take a token; the move it completes, or None while the move goes on."""
        at = len(self.taken)
        kept = [(tokens, move) for tokens, move in self.moves if tokens[at] == token]
        if not kept:
            raise RuleError(f"token {token} continues no legal move")
        self.moves = kept
        self.taken.append(token)
        done = [move for tokens, move in kept if len(tokens) == at + 1]
        if done and len(kept) > 1:
            raise RuleError(f"the move '{done[0]}' begins another of its decision's: they cannot be told apart "
                            "token by token")
        return done[0] if done else None
