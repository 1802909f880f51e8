"""What a game's compiled playout (`generated/<game>/fast.py`) needs of the runtime, and how it is found.

A game's `fast.py` plays random agents with the flow compiled in (compiler/codegen/fast/). It is
optional: `fast_playout(rules)` finds it beside the game's rules module, or answers None, and the
game is then played through the general path (runtime/playout.py). A game lowered to typed slots
(compiler/codegen/lower/) also has `lowered.py`, which plays the same games and is preferred; fast.py
plays those a lowered module leaves to it (a scenario's forced dice, an observer where choices inside
effects would wait).
"""
from __future__ import annotations

import importlib

from .chance import resume

_FOUND: dict = {}   # id(rules) -> (rules, play function or None)


def fast_playout(rules):
    """The compiled playout of `rules` (`play(state, randoms, observe=None)`), or None if the game has none."""
    found = _FOUND.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    play = None
    fast = _beside_rules(rules, "fast")
    if fast is not None:
        lowered = _beside_rules(rules, "lowered")
        play = fast.play if lowered is None else _lowered_first(lowered, fast.play)
    _FOUND[id(rules)] = (rules, play)
    return play


_COUNTED: dict = {}  # id(rules) -> (rules, {a step's `choices` function: its fast.py `_legal_moves`, `_any_move`})


def moves_offered(state, seat: int, step) -> int | None:
    """How many legal moves `seat` has in decide step `step`, as far as a look-ahead needs to know: none (0) or
    some (1) in a step whose one move is asked for too, the count in a step that takes one without asking
    (`auto: single`); asked of the game's compiled playout, which lists no tuple per move. None where the
    game has no such function for the step.

    A look-ahead needs no more to know who decides next (GameState.next_pick): the moves of that decision
    are listed only if someone asks for them. Listing them was most of a greedy move weighed in a tableau game.
    """
    found = _counted_choices(state.rules).get(step.choices)
    if found is None:
        return None
    counted, any_move = found
    p = state.players[seat]
    if step.auto != "single" and any_move is not None:
        return 1 if any_move(state, p) else 0
    return counted_total(counted(state, p))


def counted_moves(state, seat: int, step) -> list | None:
    """The legal moves of `seat` in decide step `step` as the compiled playout lists them: (action, arguments)
    and counted blocks (`counted_move`); None where the game has no such list for the step."""
    found = _counted_choices(state.rules).get(step.choices)
    return None if found is None else found[0](state, state.players[seat])


def counted_listing(state, seat: int, step) -> list | None:
    """`counted_moves` on a readable state that may never have been played by the compiled playout: given the
    open ids its listing keeps (`open_ids`) where it has none yet."""
    if step.choices not in _counted_choices(state.rules):
        return None
    if "open_domains" not in state.__dict__:
        state.open_domains = {}
    return counted_moves(state, seat, step)


def _counted_choices(rules) -> dict:
    """{`choices` function of a step: (the same step's legal moves in the game's fast.py, its `_any_move` or
    None)}, for every step that has both."""
    found = _COUNTED.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    by_choices = {}
    fast = _beside_rules(rules, "fast")
    for step in (*rules.setup, *rules.round, *rules.hand_setup, *rules.hand_scoring):
        name = getattr(step.choices, "__name__", "")
        if fast is not None and name.endswith("_choices"):
            stem = name[:-len("_choices")]
            counted = getattr(fast, stem + "_legal_moves", None)
            if counted is not None:
                by_choices[step.choices] = (counted, getattr(fast, stem + "_any_move", None))
    _COUNTED[id(rules)] = (rules, by_choices)
    return by_choices


def _beside_rules(rules, name: str):
    """The game's module `name` (fast, lowered) beside its rules module, or None: a game without one, or
    rules that are not a generated package's `rules`."""
    module = getattr(rules.new_player, "__module__", "") or ""
    package, _, leaf = module.rpartition(".")
    return _module(f"{package}.{name}") if package and leaf == "rules" else None


def _module(name: str):
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name != name:
            raise
    return None


def _lowered_first(lowered, fast_play):
    """The lowered playout, but for what it leaves to fast.py: forced dice (a scenario's), and an observer of a
    game whose choices inside effects it draws in place (the observer must see them pending, as saves hold them)."""
    play_lowered, observable = lowered.play, lowered.OBSERVABLE

    def play(state, randoms, observe=None):
        if state.forced_rolls or (observe is not None and not observable):
            return fast_play(state, randoms, observe)
        return play_lowered(state, randoms, observe)
    play.lowered = True
    return play


_BEGUN: dict = {}    # id(rules) -> (rules, the lowered module if it begins its games itself, else None)


def begins_lowered(rules):
    """The lowered module of `rules` when it plays a random game from its very start without a readable state
    (`new_state`, `play_begun`: its setup lowered too, compiler/codegen/lower/setup.py) and scores it there
    (`outcome`), else None. A game whose scoring does not lower would make its readable state at the end anyway, and
    begun lowered it measured no faster (Trek) or slower (Trailblazers: 0.86-0.89x, the records' setup 1.0), so it
    begins on the readable state."""
    found = _BEGUN.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    lowered = _beside_rules(rules, "lowered") if fast_playout(rules) is not None else None
    begun = lowered if hasattr(lowered, "new_state") and hasattr(lowered, "outcome") else None
    _BEGUN[id(rules)] = (rules, begun)
    return begun


_ENDED: dict = {}    # id(rules) -> (rules, the lowered module if it scores its games' end itself, else None)


def ends_lowered(rules):
    """The lowered module of `rules` when, for a game begun on the readable state, it plays the game to its end and
    scores it on the lowered state (`play_lowered`, `outcome`: its scoring lowers), else None."""
    found = _ENDED.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    # (not where the playout found is another, as bench/instructions.py's `--fast` copy of fast.py)
    lowered = _beside_rules(rules, "lowered") if is_lowered(fast_playout(rules)) else None
    ended = lowered if lowered is not None and hasattr(lowered, "play_lowered") else None
    _ENDED[id(rules)] = (rules, ended)
    return ended


class ReadableLater:
    """The readable state of a game begun lowered, made the first time the lowered module touches it: to write the
    lowered state back and report an error, or keep a log line. Until then the game costs no GameState, which is
    most of what a random game of a small game costs besides its play. Its random stream (`rng`, which the runtime's
    `shuffle` draws from) is known before: the game's own, which the readable state is given when it is made."""
    __slots__ = ("_make", "_state", "_rng")

    def __init__(self, make, rng=None):
        object.__setattr__(self, "_make", make)
        object.__setattr__(self, "_state", None)
        object.__setattr__(self, "_rng", rng)

    @property
    def rng(self):
        """The game's random stream: the readable state's once it is made, else the one it will be given."""
        if self._state is None and self._rng is not None:
            return self._rng
        return self.now().rng

    @property
    def made(self) -> bool:
        """Has the readable state been made yet?"""
        return self._state is not None

    def now(self):
        """The readable state (a fresh GameState of the same game and random stream the first time)."""
        if self._state is None:
            object.__setattr__(self, "_state", self._make())
        return self._state

    def __getattr__(self, name):
        return getattr(self.now(), name)

    def __setattr__(self, name, value):
        setattr(self.now(), name, value)


def ranked_winners(ranks: list) -> list:
    """The seats of the best rank, ties shared (GameState.winners), from each seat's rank or None where it may not win."""
    best = None     # a loop rather than comprehensions: this runs once a game of every simulation
    for rank in ranks:
        if rank is not None and (best is None or rank > best):
            best = rank
    if best is None:
        return []
    return [seat for seat, rank in enumerate(ranks) if rank is not None and rank == best]


def is_lowered(play) -> bool:
    """Whether a playout `fast_playout` found is a lowered module's (compiler/codegen/lower/)."""
    return getattr(play, "lowered", False)


def playout_path(rules) -> str:
    """Which path random agents take through this game: 'compiled' (its fast.py or lowered.py) or 'general'."""
    return "compiled" if fast_playout(rules) is not None else "general"


def play_compiled(play, state, randoms, observe=None):
    """Play a fresh state (`GameState(..., start=False)`) to its end through its game's compiled playout."""
    state.observed = False     # nobody looks at a random playout until it is over: no secret-step snapshots
    state.open_domains = {}    # the ids still open of each loop that walks them (open_ids)
    try:
        return play(state, randoms, observe)
    finally:
        state.observed = True


def open_ids(state, key, taken, ids) -> list:
    """The ids of `ids` (a table's, in its order) not in `taken`, a set the game only ever adds to.

    Kept per game (`state.open_domains[key]`) and filtered again only when `taken` has grown, from the
    list kept before: what was taken stays taken (compiler/codegen/fast/domains.py proves the set add-only).
    """
    kept = state.open_domains.get(key)
    if kept is not None and kept[0] is taken:
        if kept[1] == len(taken):
            return kept[2]
        ids = kept[2]
    still = [i for i in ids if i not in taken]
    state.open_domains[key] = (taken, len(taken), still)
    return still


def counted_total(moves) -> int:
    """How many legal moves a counted list stands for: one per move, `size` per block (codegen/fast/counted.py)."""
    return sum(move[0] if len(move) == 4 else 1 for move in moves)


def counted_move(moves, k: int) -> tuple:
    """The k-th legal move (action, arguments) of a counted list: the move the flat list holds at index k.

    A block `(size, action, arguments, (values, ...))` stands for the arguments followed by every
    combination of the values, in the order of nested loops (the last values turn fastest): k is
    split into one index per list of values by division, last list first.
    """
    for move in moves:
        if len(move) == 2:
            if k == 0:
                return move
            k -= 1
        elif k >= move[0]:
            k -= move[0]
        else:
            size, name, args, factors = move
            picked = []
            for values in reversed(factors):
                k, index = divmod(k, len(values))
                picked.append(values[index])
            return name, args + tuple(reversed(picked))
    raise IndexError("a counted move beyond the moves counted")


def settle_choices(state, randoms, observe, auto: bool, step_index: int) -> None:
    """An action stopped on a choice inside its effect: draw every choice it (and what follows) asks for.

    The same draws as runtime/playout.py: uniform over the options, none when `auto: single`
    leaves one option; a finished action counts as the pick of its seat.
    """
    players = state.players
    max_moves = state.rules.max_moves_per_turn
    while state.pending is not None:
        pending = state.pending
        seat = pending["seat"]
        options = pending["options"]
        if auto and len(options) == 1:
            choice = options[0]
        else:
            if observe is not None:
                observe(state)
            choice = options[int(randoms[seat]() * len(options))]
        state.pending = None
        p = players[seat]
        resume(state, p, pending, choice)
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[step_index])
        if state.pending is None:
            state.after_action()
            state.picked(seat, p)
