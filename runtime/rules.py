"""What a generated game module hands to the runtime: its rules as plain functions and data.

A compiled game is one `GameRules` value. The runtime never knows a game by name: it
drives any `GameRules` through the same decision model (runtime/state.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

# what a save holds of turn order and hands; saves written before these existed do without them
TURN_ORDER_KEYS = ("next_turn", "first_player", "lead", "hand")

# the move by which a seat gives up its turn, where a step lets it
PASS = "pass"


class RuleError(Exception):
    """A rule could not be applied: an illegal action, or a definition that breaks at run time."""


class UsageError(RuleError):
    """A command-line value the game cannot take (`--players 9` for a game of 1 to 4): the command exits 2,
    as for every other wrong use of a command."""


@dataclass(frozen=True, slots=True)
class Action:
    """One kind of action: its parameters, their choices, when it is legal, what it does."""
    name: str
    params: tuple
    moves: Callable        # (state, p) -> list of legal argument tuples
    apply: Callable        # (state, p, *args) -> None
    words: tuple = ()      # a word printed before each argument ("with"), or None
    secret: tuple = ()     # the arguments the other players do not see in the public log (by position)
    asks: bool = False     # the effect may stop on a choice of the acting player
    allows: Callable | None = None     # (state, p, *args) -> is it one of moves(state, p)? (an action that asks)


@dataclass(frozen=True, slots=True)
class Step:
    """One step of the setup or of a round.

    `do` runs once; `each_player` runs for every active player in seat order; `decide`
    waits for players' decisions: `who="each"` asks every active player for `picks`
    actions (hidden from the others until all have chosen when `secret`), `who="turn"`
    asks only the player whose turn it is.
    """
    kind: str
    name: str
    run: Callable | None = None
    actions: tuple = ()
    who: str = "each"
    secret: bool = False
    picks: int = 1
    optional: bool = False
    label: str | None = None
    can_pay: Callable | None = None
    pay: Callable | None = None
    choices: Callable | None = None   # (state, p) -> the step's legal moves as groups, in one generated pass
    auto: str | None = None           # "single": a seat with exactly one legal move (or option) is not asked
    back: int = 0                     # an `until` step: how many steps its loop holds (run: is it done?)
    bound: int = 0                    # an `until` step: the most passes of its loop
    at: str | None = None             # where the step is defined (file:line:column), for run-time rules errors
    draws: bool = False               # a `do` or `each_player` step that rolls dice or shuffles


@dataclass(frozen=True)
class GameRules:
    id: str
    name: str
    min_players: int
    max_players: int
    options: dict
    new_globals: Callable
    new_player: Callable
    copy_player: Callable
    copy_globals: Callable
    start_round: Callable
    start_turn: Callable
    setup: tuple
    round: tuple
    actions: dict
    is_active: Callable
    game_ends: Callable
    scoring: tuple                      # ((id, text, fn(state, p)), ...)
    total_score: Callable
    is_eligible: Callable
    solo_win: Callable | None = None
    set_fields: dict = field(default_factory=dict)
    hidden_fields: dict = field(default_factory=dict)
    bounds: dict = field(default_factory=dict)          # {"player"|"global": {field: (min, max)}}: checked by tests
    # the piles and tableaux that say `max:`: {"player"|"global": {field: (max, file:line:column of it)}}; the
    # readable state holds them to it after every move (runtime/piles.py `check_caps`)
    caps: dict = field(default_factory=dict)
    turns: bool = False
    tiebreak: tuple = ()
    continuations: dict = field(default_factory=dict)   # name -> fn(state, p, *bound, choice)
    # the continuations that wait on a choice: name -> (the choice's name, secret?, fn(state, p, *bound) -> its
    # options), so that a save's pending choice is worked out again rather than believed (runtime/save.py)
    choice_options: dict = field(default_factory=dict)
    # every option each of those choices may offer, and every value each action's arguments may take, as the
    # rules tell before play: name -> its domain, or a tuple of one per argument (compiler/codegen/move_domains.py)
    choice_values: dict = field(default_factory=dict)
    action_domains: dict = field(default_factory=dict)
    end_trigger: Callable | None = None                 # (state, p) -> bool, checked after each turn
    end_mode: str = "final_turns"                       # immediately | finish_round | final_turns
    max_moves_per_turn: int = 1000                      # more moves in one turn (or round) is a rules error
    max_moves_at: str | None = None                     # where the game sets that bound (file:line:column)
    # what a save may hold (runtime/save.py): {"player"|"global": {field: {"kind", "min", "max", "of", "keys",
    # "values"}}}, and the data of every table named there, by name (its keys are the table's ids)
    layout: dict = field(default_factory=dict)
    # who sees each field: {"player"|"global": {field: "everyone" | "owner" | "nobody" | "cards"}}
    visibility: dict = field(default_factory=dict)
    tables: dict = field(default_factory=dict)
    # a game of hands (flow.hand): steps at the start of every hand and when it ends, what is set back
    # before each hand, and when a hand ends; `game_ends` is then the match's end, checked after each hand
    hand_setup: tuple = ()
    hand_scoring: tuple = ()
    start_hand: Callable | None = None
    hand_ends: Callable | None = None
    strategies: dict = field(default_factory=dict)     # name -> Strategy (runtime/strategy.py): designers' bots
    action_texts: dict = field(default_factory=dict)   # action -> its rules text, shown beside the moves in `cairn play`
    # seats the game plays itself (game.yaml `automata:`): ({"name", "seat", "players", "options", "flag"}, ...); each
    # joins the table when as many players as its `players` lists sit down, at its `seat` of the turn order
    automata: tuple = ()
    # a board that is one trail (game.yaml `trail:`, runtime/strip.py): {"spaces": table, "position": player field,
    # "sections": column or None, "marks": (bool columns), "backwards": (symbol field, value) or None}; {}: none
    trail: dict = field(default_factory=dict)
    # victory `progress:` (state, p) -> number: what a look-ahead agent adds to the score to weigh its moves
    # where the score says nothing yet (JMT scores 0 off Mt. Whitney); None: the score alone
    progress: Callable | None = None
    # player tracks whose running out sets off an effect (`on_empty`): field -> (its minimum, its setter);
    # a look-ahead agent keeps a reserve in them worth what running out would cost it (runtime/lookahead.py)
    running_out: dict = field(default_factory=dict)
    # the game's own ways to end and its victory rule in words (runtime/endings.py): reason -> text
    end_words: dict = field(default_factory=dict)
    # where each of those ways is written, and its text: reason -> (file:line:column, text), for a game
    # that never ends (runtime/endings.py `never_ended`)
    end_at: dict = field(default_factory=dict)
    # flow `after_action:` (state, p) -> None: done for every active player after every action is resolved
    # (runtime/state.py `after_action`); None: nothing
    after_action: Callable | None = None
    # the record types the state holds a player's fields and the shared ones in (runtime/records.py), for a load
    # or a copy to build them again; None: plain dicts (rules written by hand, or compiled before records)
    player_record: type | None = None
    shared_record: type | None = None

    def automaton_seats(self, players: int, options: dict | None = None) -> dict:
        """{seat: automaton} of the automata at a table of `players` players (people or agents), with these
        options (the defaults where not given): an automaton joins when its `options` all hold too."""
        chosen = {**self.default_options(), **(options or {})}
        joined = [a for a in self.automata if players in a["players"]
                  and all(chosen.get(name) == value for name, value in a.get("options", {}).items())]
        return {a["seat"]: a for a in sorted(joined, key=lambda a: a["seat"])}

    def seat_count(self, players: int, options: dict | None = None) -> int:
        """Every seat at a table of `players` players: theirs and the automata's."""
        return players + len(self.automaton_seats(players, options))

    def most_seats(self, players: int) -> int:
        """The most seats a table of `players` players can have, whatever the options."""
        return players + len({a["seat"] for a in self.automata if players in a["players"]})

    def players_at(self, seats: int, automata: int = 0, options: dict | None = None) -> int:
        """How many players sit at a table of `seats` seats, `automata` of them the game's (a save lists
        every seat); a table its automata do not join at that count is the players' alone."""
        players = seats - automata
        return players if self.seat_count(players, options) == seats else seats

    def default_options(self) -> dict:
        return {name: spec["default"] for name, spec in self.options.items()}

    def check_options(self, options: dict) -> dict:
        merged = self.default_options()
        for name, value in options.items():
            if name not in self.options:
                raise RuleError(f"unknown option '{name}'; options are: {', '.join(self.options) or 'none'}")
            allowed = self.options[name]["values"]
            if value not in allowed:
                converted = next((v for v in allowed if str(v) == str(value)), None)
                if converted is None:
                    raise RuleError(f"option '{name}' takes one of {', '.join(map(str, allowed))}, not '{value}'")
                value = converted
            merged[name] = value
        return merged
