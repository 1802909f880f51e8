"""The action spaces of the environments: every whole move of a game numbered once (`MoveSpace`, below), or,
where those are too many or not known before play, every move as a few tokens of one fixed vocabulary.

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

In the token space a move is a sequence of these tokens, and the legal next tokens of the decision in play
(the action mask) are those that continue some legal move.
A seat takes as many steps as its move has tokens; the move is applied when its last token is taken.
"""
from __future__ import annotations

import re
import types

from ..board import walks
from ..rules import RuleError
from ..state import Seat
from ..tableau import most_spots

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
        self.symbols = symbols
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


LIMIT = 100_000     # the most whole moves an action space enumerates; a game of more is played token by token
KINDS = ("moves", "tokens")


class MoveSpace:
    """Every move a game's rules allow, enumerated once: action `i` is the move `self.moves[i]`.

    Each head (as the vocabulary's) is followed by every combination of its arguments' domains, as the compiled
    rules list them (`GameRules.action_domains` and `choice_values`, compiler/codegen/move_domains.py): a table's
    ids, a deck's cards, a list written out, any seat, any symbol the rules name (the vocabulary's), any number
    of NUMBERS, a subset of a table's ids, or a place: the i-th of the values the argument takes at the decision
    (`places`). `MoveSpace.of` gives None where some argument has no domain (a list of lists worked out in play)
    or the rules were compiled before domains, as for more than LIMIT moves.

    A place is what the seat can point at, as OpenSpiel's card games number a hand ("play the card in slot i"):
    the values an argument takes in the decision's legal moves that share its earlier arguments (a figure's
    exits, for that figure), in a fixed order (`order`): flags, then numbers, then a tableau's spots by row and
    column, then ids in the order of the game's tables, then groups (a walk, the cards kept) shortest first, item
    by item. The map is worked out from the legal moves alone, which are worked out from what the seat sees
    (the re-deal test holds the action mask to it), and stays the same for the whole decision. The compiler
    bounds each list (a pile's `max:`, a tableau's, a walk's steps): a list longer than its bound is a RuleError
    that names it. A world a search imagines (OpenSpiel's `resample_from_infostate`, runtime/knowledge.py
    `determinize`) is a game the rules reach, so it keeps within the bounds too."""

    def __init__(self, heads: list, domains: dict, seats: int, symbols: list, rank: dict | None = None):
        self.moves: list = []       # (label, name, args) of each action, by its number
        self.index: dict = {}       # the key of a move (`key`) -> its number
        self.names: list = []
        self._places: dict = {}     # (head, argument) -> its bound, for the arguments numbered by place
        for head in heads:
            at_places = {at for at, d in enumerate(domains[head]) if d[0] == "places"}
            self._places.update({(head, at): domains[head][at][1] for at in at_places})
            values = [_values(d, seats, symbols) for d in domains[head]]
            for args in _product(values):
                self.index[(head, args)] = len(self.moves)
                self.moves.append((head[0], head[1], args))
                self.names.append(_name(head[0], head[1], args, at_places))
        self._orders = {}           # (head, argument) -> {id: its place} for a subset's canonical order
        for head in heads:
            for at, d in enumerate(domains[head]):
                if d is not None and d[0] == "subsets":
                    self._orders[(head, at)] = {v: i for i, v in enumerate(d[1])}
        self.order = _order(rank or {})

    @staticmethod
    def of(rules, seats: int, symbols: list) -> "MoveSpace | None":
        """The whole moves of a game at `seats` seats, or None where they are not enumerable within LIMIT."""
        heads = _heads(rules)
        domains = _domains(rules, heads)
        if domains is None:
            return None
        size = 0
        for head in heads:
            count = 1
            for d in domains[head]:
                count *= _size(d, seats, symbols)
            size += count
        return MoveSpace(heads, domains, seats, symbols, _ranks(rules)) if size <= LIMIT else None

    def __len__(self) -> int:
        return len(self.moves)

    def places(self, moves: list) -> dict:
        """(head, argument, the earlier arguments) -> {value: its place} of the arguments numbered by place, for
        a decision's legal moves: the values each takes among them, in the space's fixed order."""
        found: dict = {}
        for move in moves if self._places else ():
            head = (move.label, move.name)
            args = tuple(_frozen(arg) for arg in move.args)
            for at, arg in enumerate(args):
                if (head, at) in self._places:
                    found.setdefault((head, at, args[:at]), set()).add(arg)
        return {key: {value: place for place, value in enumerate(sorted(values, key=self.order))}
                for key, values in found.items()}

    def number(self, move, places: dict | None = None) -> int:
        """The action of a legal move (runtime/state.py `Move`); `places` as `places` gives them for its
        decision, where an argument is numbered by place."""
        head = (move.label, move.name)
        args = tuple(_frozen(arg) for arg in move.args)
        numbered = [self._canonical(head, at, arg, args[:at], places, move) for at, arg in enumerate(args)]
        found = self.index.get((head, tuple(numbered)))
        if found is None:
            raise RuleError(f"'{move}' is no move the enumeration of this game's moves holds")
        return found

    def _canonical(self, head, at: int, arg, earlier: tuple, places, move):
        bound = self._places.get((head, at))
        if bound is not None:
            listed = (places or {}).get((head, at, earlier), {})
            place = listed.get(arg)
            if place is None:
                raise RuleError(f"'{move}' is no move of the decision it was numbered for")
            if place >= bound:
                raise RuleError(f"'{move}': its argument {arg!r} is one of {len(listed)} the seat may choose from, "
                                f"more than the {bound} the rules allow (a pile's or a tableau's `max:` in game.yaml)")
            return place
        order = self._orders.get((head, at))
        if order is not None:   # a group of ids: the same whichever order a pile held them in
            return tuple(sorted(arg, key=order.__getitem__))
        return int(arg) if isinstance(arg, Seat) else arg


def _ranks(rules) -> dict:
    """Each id of the game's tables -> its place, table by table in the order the rules list them."""
    rank: dict = {}
    for rows in rules.tables.values():
        for key in rows:
            rank.setdefault(key, len(rank))
    return rank


def _order(rank: dict):
    """The sort key of the values an argument numbered by place takes (`MoveSpace`'s docstring)."""
    def key(value):
        if isinstance(value, bool):
            return (0, int(value), ())
        if isinstance(value, int):
            return (1, int(value), ())
        if isinstance(value, str) and _is_spot(value):
            x, y = value.split(",")
            return (2, int(y), (int(x),))       # by row, then column, as `spots` lists them
        if isinstance(value, str):
            return (3, rank.get(value, len(rank)), (value,))
        if isinstance(value, tuple):
            return (4, len(value), tuple(key(item) for item in value))
        return (5, 0, (str(value),))
    return key


def _frozen(value):
    """A value as a key: a list (a walk, the cards kept) as a tuple."""
    return tuple(_frozen(item) for item in value) if isinstance(value, list) else value


def _domains(rules, heads: list) -> dict | None:
    """Each head's arguments' domains; None if any argument has none."""
    choices: dict = {}
    for name, (var, _secret, _fn) in rules.choice_options.items():
        choices.setdefault(var, []).append(rules.choice_values.get(name))
    out = {}
    for label, name in heads:
        if label is None and name in choices:      # a choice: one argument, the union of its questions' options
            found = [_counted(rules, d) for d in choices[name]]
            if any(d is None for d in found):
                return None
            out[(label, name)] = (_union(found),)
        elif name == "pass":
            out[(label, name)] = ()
        else:
            found = rules.action_domains.get(name)
            if found is None or len(found) != len(rules.actions[name].params) or any(d is None for d in found):
                return None
            out[(label, name)] = tuple(_counted(rules, d) for d in found)
    return out


def _counted(rules, domain):
    """A tableau's spots and the walks over a table of routes as places: how many there can be, counted here."""
    if domain is None or domain[0] not in ("spots", "walks"):
        return domain
    if domain[0] == "spots":
        return ("places", most_spots(domain[1], domain[2]))
    routes = rules.tables[domain[1]]
    places = {row["from"] for row in routes.values()} | {row["to"] for row in routes.values()}
    return ("places", max((len(walks(routes, place, domain[2], routes)) for place in places), default=1))


def _union(domains: list):
    if all(d == domains[0] for d in domains):
        return domains[0]
    if all(d[0] == "values" for d in domains):
        return ("values", tuple(dict.fromkeys(v for d in domains for v in d[1])))
    if all(d[0] in ("values", "symbols") for d in domains):
        return ("symbols",)     # the symbols hold every symbol value of the rules
    if all(d[0] in ("values", "places") for d in domains):     # a question of few values: numbered by place too
        return ("places", max(d[1] if d[0] == "places" else len(d[1]) for d in domains))
    return None


def _values(domain, seats: int, symbols: list) -> list:
    kind = domain[0]
    if kind == "values":
        return list(domain[1])
    if kind == "seats":
        return list(range(seats))
    if kind == "numbers":
        return list(NUMBERS)
    if kind == "symbols":
        return list(symbols)
    if kind == "places":
        return list(range(domain[1]))
    return [tuple(item for bit, item in enumerate(domain[1]) if subset >> bit & 1)     # subsets
            for subset in range(1 << len(domain[1]))]


def _size(domain, seats: int, symbols: list) -> int:
    if domain is None:
        return LIMIT + 1
    kind = domain[0]
    if kind == "subsets":
        return 1 << len(domain[1])
    if kind == "places":
        return domain[1]
    return {"values": lambda: len(domain[1]), "seats": lambda: seats, "numbers": lambda: len(NUMBERS),
            "symbols": lambda: len(symbols)}[kind]()


def _product(values: list):
    combos = [()]
    for options in values:
        combos = [combo + (value,) for combo in combos for value in options]
    return combos


def _name(label, name, args, at_places=()) -> str:
    """A move's name: its head and arguments; an argument numbered by place as `#1`, `#2`, … (the first …)."""
    words = [label, name] if label else [name]
    words += [f"#{arg + 1}" if at in at_places else ",".join(map(str, arg)) if isinstance(arg, tuple) else str(arg)
              for at, arg in enumerate(args)]
    return " ".join(words)


class WholeMoves:
    """The legal moves of the decision in play as actions of a MoveSpace: a move is taken in one step."""
    __slots__ = ("moves", "taken")

    def __init__(self, space: MoveSpace, moves: list):
        self.moves: dict = {}
        places = space.places(moves)
        for move in moves:          # a move listed twice (two dice of one value) is one move
            self.moves.setdefault(space.number(move, places), move)
        self.taken: list = []       # never more than none: there is no move begun

    def next_tokens(self) -> list:
        """The legal actions, sorted."""
        return sorted(self.moves)

    def take(self, action: int):
        """The move of a legal action."""
        move = self.moves.get(action)
        if move is None:
            raise RuleError(f"action {action} is no legal move")
        return move
