"""The agents' worlds on the lowered state: greedy's look-ahead and ISMCTS's search played on typed slots.

A game lowered to typed slots (generated/<game>/lowered.py, compiler/codegen/lower/) prints, beside its random
playout, what an agent needs to play one decision at a time: `clone`, `to_decision` (the flow run on to the next
decision, whose moves it leaves in `s.decision_moves` as numbers), `act` (one move at that decision) and `DECISIONS`
(each decide step's actions and the ids of their parameter). A `LoweredWorld` holds such a state: a world dealt
on the readable state (runtime/knowledge.py) is lowered once, then every move weighed or searched is a clone of a
few flat lists and an `act` through the step's lowered functions. Moves cross the edge as the `Move`s
GameState.legal_actions() lists (the same seat, action, arguments, label and words, in the same order), and a
world is written back into a readable copy only to be scored (`readable`), so greedy's and ISMCTS's choices are
those they make on the records (tests/runtime/test_lowered_agents.py).

Where an action asks inside its effect, the records wait for the seat's choice; the lowered module draws it in place
(`randoms[seat]()`). A move weighed (greedy's look-ahead) is then played until its choice, where `ASKING` stops it
(`Asked`): the world as it stands there is the world the records wait in, and it is scored as they score it. ISMCTS,
which plays on past a choice, keeps its tree on the records in such a game, and lowers each random playout past
the tree where it starts (`lowered_playout`): the playout draws those choices in place with its own draws, as the
records' random playout does, and stops where that one stops, at a decision or inside an effect. A game without a
lowered module's agents' path keeps the records; so does a world outside the round (the setup's decisions), waiting
on a choice, or playing a scenario's forced dice. A pile is a list of the lowered state (each clone its own), shuffled with the world's random stream.
"""
from __future__ import annotations

from functools import partial

from .draws import stream_of
from .fastplay import _beside_rules
from .knowledge import dealt_in_full
from .rules import RuleError
from .state import PASS, GameState, Move, _own_copy, new_move
from .streams import own_copy
from .records import SPOT
from .tableau import spot_cell, spot_name

_MODULES: dict = {}     # id(rules) -> (rules, the lowered module with the agents' functions, or None)
# the decisions whose moves a Menu keeps numbered by Move (`LoweredWorld.listed_numbers`): ISMCTS's worlds of a decision
FOUND_KEPT = 32
_MENUS: dict = {}       # id(rules) -> the game's Menu


def agents_module(rules):
    """The lowered module of `rules` that agents can play on (it prints `to_decision`), or None."""
    found = _MODULES.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    module = _beside_rules(rules, "lowered")
    if module is not None and not hasattr(module, "to_decision"):
        module = None
    _MODULES[id(rules)] = (rules, module)
    return module


def scores_lowered(rules) -> bool:
    """Does the lowered module of `rules` print greedy's worth (compiler/codegen/lower/worth.py)?"""
    module = agents_module(rules)
    return module is not None and hasattr(module, "standing")


_UNREAD: dict = {}      # id(rules) -> (rules, judged_unread's answer)


def judged_unread(rules) -> frozenset | None:
    """The piles ((scope, field)) that a world of `rules` only judged one move ahead on the lowered state never reads
    (the module's `JUDGED_UNREAD`: compiler/codegen/lower/judged_unread.py), where greedy's worth is read on the slots
    too; else None. A world dealt for greedy may leave them undealt (runtime/knowledge.py determinize's `unread`): it
    is dealt in full where it is written back or read on the records (`dealt_in_full`)."""
    found = _UNREAD.get(id(rules))
    if found is None or found[0] is not rules:
        module = agents_module(rules)
        unread = getattr(module, "JUDGED_UNREAD", None) if scores_lowered(rules) else None
        found = _UNREAD[id(rules)] = (rules, frozenset(unread) if unread else None)
    return found[1]


class Asked(Exception):
    """A choice inside an effect met in a world weighed one move ahead: the records would wait for it here."""


def _asked() -> float:
    raise Asked


class _Asking:
    """`randoms` for a world weighed one move ahead: every seat's choice inside an effect stops the move (`Asked`)."""
    __slots__ = ()

    def __getitem__(self, seat: int):
        return _ASKED


_ASKED = stream_of(_asked)     # a stream whose every draw stops the move: what a lowered choice draws from


ASKING = _Asking()


class Choosing:
    """`randoms` for a world in which a seat's action is played again up to a choice inside its effect and one of
    the choice's options taken (greedy weighing the options of a choice the records wait on: runtime/lookahead.py
    `weighed_chosen`). The seat draws `draws` in order, each the middle of its option's share of [0, 1), as the
    lowered module takes option `int(r * their number)`: the choices made before, then the option; a draw after them,
    or any other seat's, stops the move (Asked), as ASKING does. `then`, where given, is called as the last is drawn
    (a chance outcome's dice take over the world's stream from there: LoweredWorld.play_chosen)."""
    __slots__ = ("seat", "draws", "at", "then", "drawn")

    def __init__(self, seat: int, draws: list):
        self.seat, self.draws, self.at, self.then = seat, draws, 0, None
        self.drawn = stream_of(self)        # (natively a Draw calling `random` below)

    def __getitem__(self, seat: int):
        return self.drawn if seat == self.seat else _ASKED

    def random(self) -> float:
        at = self.at
        if at == len(self.draws):
            raise Asked
        self.at = at + 1
        if self.at == len(self.draws) and self.then is not None:
            self.then()
        return self.draws[at]

    def all_drawn(self) -> bool:
        """Were all the draws taken? (Else the effect played again did not reach the choice as the records made it.)"""
        return self.at == len(self.draws)


def lowered_world(world, choices: bool = False, counted: bool = False):
    """`world` (a GameState at a decision of the round) as a LoweredWorld, or None where it stays on the records.
    `choices`: the caller weighs moves one ahead and takes a move stopped at a choice inside its effect (`Asked`) as
    the world the records wait in; without it, a game whose actions ask stays on the records. `counted`: the
    decision's moves counted in blocks where the module counts them, not listed (greedy narrows them to the moves it
    weighs: `LoweredWorld.narrowed_to`)."""
    module = agents_module(world.rules)
    if module is None or (module.ASKS and not choices):
        return None
    if counted and world.phase == "round" and world.step not in menu_of(world.rules, module).blocks:
        # a step counted by a tally leaves no blocks to narrow to: `narrowed_to` lists it, so it is listed at once
        # (where the flow goes on past it to a step counted in blocks, that one is listed too: the same moves)
        counted = False
    return _lowered_at_decision(module, world, in_place=False, counted=counted)


def lowered_playout(world, counted: bool = False):
    """`world` (a GameState at a decision of the round, a copy nobody looks at again: an ISMCTS iteration's) lowered
    in place for a random playout past the tree, which draws a choice inside an effect in place as the lowered
    random playout does (`LoweredWorld.play_out`), and written back into `world` itself if it is to be scored
    there; None where it stays on the records. Its piles are the world's own lists, played in place. `counted`:
    the decision's moves counted where the module counts them (the playout's first draw is all that is wanted of
    them), else listed (a move of the tree is numbered among them)."""
    module = agents_module(world.rules)
    if module is None:
        return None
    return _lowered_at_decision(module, world, in_place=True, counted=counted)


def lowers(world) -> bool:
    """Could `lowered_playout` lower `world`? (At a decision of the round that the lowered state can stand at.)"""
    return agents_module(world.rules) is not None and at_lowered_decision(world)


def at_lowered_decision(world) -> bool:
    """Does `world` stand at a decision of the round that the lowered state can stand at? Not the setup's, nor a choice
    waiting inside an effect, nor under a scenario's forced dice."""
    return world.phase == "round" and world.pending is None and not world.forced_rolls and world.picks is not None


def _lowered_at_decision(module, world, in_place: bool, counted: bool = False):
    """`world` lowered by `module`, or None where it does not stand at a decision of the round that the lowered state
    can stand at (`at_lowered_decision`). `in_place`: played on the world's own piles and written back into it, else
    into a copy of it and only ever cloned."""
    if not at_lowered_decision(world):
        return None
    seat = world.to_move()
    if seat is None:
        return None
    # lower_state takes the world's stream through GameState.rng, which copies a shared one first: not needed
    # here, where the Stream set below draws from a copy of its own
    shared, world._rng_shared = world._rng_shared, False
    try:
        s = module.lower_state(world)
    finally:
        world._rng_shared = shared
    stream = Stream(Origin(world._rng))
    s.rnd = stream_of(stream)
    # what the lowered world is written back into to be scored: a copy taken when first read (most worlds weighed are
    # scored on the slots and never written back)
    scratch = world if in_place else CopiedLater(world)
    s.readable = scratch
    if not in_place:
        s.picks = list(s.picks)     # (its piles are the world's lists: it is only cloned, never played)
    lowered = LoweredWorld(module, s, menu_of(world.rules, module), scratch, stream, counted=counted)
    if lowered.seat != seat:
        # not the decision the records stand at: left to them (lowered in place, the flow run on may have moved the
        # world's piles: tests/runtime/test_lowered_agents.py finds the same decision at every one of the round)
        return None
    return lowered


class CopiedLater(GameState):
    """`world.clone()`, its fields copied the first time one is read: the readable state a world lowered not in place
    is written back into (`LoweredWorld.readable`, a rules error, a log line), which most worlds weighed never are
    (greedy reads JMT's worth on the slots: the copy was ~3 % of its decision). Until then it holds only its random
    stream (`_rng`, `_rng_shared`), which a shuffle of the lowered module reads (`rng`) and `draws_shuffles` lends,
    without the copy. `world` is never changed while the copy is not taken: its lists are the lowered world's, which
    is only cloned, and nothing else holds it (`lowered_world`'s callers, runtime/lookahead.py and mcts.py, only
    read it). Like `clone`, it shares the world's stream until one of the two draws."""

    def __init__(self, world):
        world._rng_shared = True
        self.__dict__.update(_rng=world._rng, _rng_shared=True, _copied_from=world)

    def __getattr__(self, name):
        # a field not read before (every field but the stream's): the copy taken now, the stream as lent since kept
        fields = self.__dict__
        world = fields.pop("_copied_from", None)
        if world is None:
            raise AttributeError(name)
        for key, value in world.clone().__dict__.items():
            fields.setdefault(key, value)
        return getattr(self, name)

    def clone(self, snapshot: bool = True) -> GameState:
        self.rules     # (the copy taken first: GameState.clone copies the fields it holds)
        return super().clone(snapshot)


# a parameter's values in a counted block are looked up in a set made once a decision where there are more than this
# many: `narrowed_to` tests each of the ~60 moves greedy weighs against them, and a tableau's ~60 open spots, walked
# one by one for each, cost more than the set
_SET_FROM = 8


def _looked_up(factors: tuple) -> tuple:
    """A counted block's values of each parameter (lists, in order), those longer than _SET_FROM as sets: `_in_blocks`
    asks only whether a value is among them."""
    out = []
    for offered in factors:
        if len(offered) > _SET_FROM and type(offered) in (list, tuple):
            try:
                offered = frozenset(offered)
            except TypeError:       # a value that is no key: walked
                pass
        out.append(offered)
    return tuple(out)


def _in_blocks(values: tuple, blocks) -> bool:
    """Is a move with the arguments `values` (as the lowered state holds them) in one of an action's counted
    `blocks` ((the arguments given, the values of each parameter after them))?"""
    for given, factors in blocks:
        fixed = len(given)
        if len(values) != fixed + len(factors) or values[:fixed] != given:
            continue
        for value, offered in zip(values[fixed:], factors):     # (a loop, not all() of a generator: once a move)
            if value not in offered:
                break
        else:
            return True
    return False


class Spent(Exception):
    """A playout's draws are all made: it stops where the next would come (runtime/playout.py `random_playout`)."""


class PlayoutDraws:
    """The draws of a random playout past ISMCTS's tree, every seat's decisions and choices inside effects alike:
    `rng`'s, `left` of them (-1: no end), after which the next raises Spent."""
    __slots__ = ("rng", "left")

    def __init__(self, rng, left: int):
        self.rng, self.left = rng, left

    def random(self) -> float:
        if self.left == 0:
            raise Spent
        self.left -= 1
        return self.rng.random()


class Origin:
    """The random stream a world was lowered from: never drawn from here, its state read once, for every copy of
    the world that draws (a move that ends a round may roll the next round's dice)."""
    __slots__ = ("rng", "state")

    def __init__(self, rng):
        self.rng, self.state = rng, None

    def own_copy(self):
        made_later = own_copy(self.rng)     # a stream made when first drawn, not made yet: another, not its state read
        if made_later is not None:
            return made_later
        if self.state is None:
            self.state = self.rng.getstate()
        copy = type(self.rng).__new__(type(self.rng))
        copy.setstate(self.state)
        return copy


class Stream:
    """A lowered world's random stream: its origin's until it first draws, then a copy of its own, as GameState.rng
    shares one between copies. Most copies (a move weighed, a playout searched a few moves deep) never roll a die,
    and copying a stream is most of what a copy would cost."""
    __slots__ = ("origin", "own")

    def __init__(self, origin: Origin | None, own=None):
        self.origin, self.own = origin, own

    def random(self) -> float:
        own = self.own
        if own is None:
            own = self.own = self.origin.own_copy()
        return own.random()

    def copy(self) -> "Stream":
        """The stream of a copy of the world: the same origin while this one has not drawn, else its own state."""
        return Stream(self.origin) if self.own is None else Stream(None, _own_copy(self.own))


class Menu:
    """A game's moves by number, both ways: the `Move` GameState.legal_actions() lists for a decide step's move
    number and seat, and the number of a Move at a step. Made once per game, filled as moves are met.

    A move's number is its action's place in the step plus, times the step's number of actions, its arguments'
    numbers (each parameter's ids, the first parameter lowest) or, for arguments worked out in play (`DECISIONS`
    says which), their place in the decision's `arguments` (`s.decision_arguments`): such a number names a move
    in one world only, so its Move is made from the arguments and looked up by them."""
    __slots__ = ("rules", "module", "decisions", "moves", "numbers", "listed", "counts", "blocks", "who", "found",
                 "codes", "places", "keys", "to_chance", "judged_clone")

    def __init__(self, rules, module):
        self.rules, self.module, self.decisions = rules, module, module.DECISIONS
        # the steps whose decisions the module counts in blocks where only a draw is wanted (counted.py)
        self.counts = getattr(module, "COUNTED_STEPS", frozenset())
        # those of them whose count leaves its blocks in `s.moves` (the others' count is a tally: tally.py, and a move
        # is found in them only by listing them)
        self.blocks = self.counts - getattr(module, "TALLIED_STEPS", frozenset())
        # the steps whose next decision the module finds without listing its moves, for a world only judged (who.py)
        self.who = getattr(module, "WHO_STEPS", frozenset())
        # the flow run on to the next decision but stopped before a round step that rolls or shuffles (`CHANCE_STEPS`,
        # -2 there), where the module has one: a move weighed over chance outcomes (LoweredWorld.play_to_chance)
        self.to_chance = partial(module.to_decision, chance=True) if getattr(module, "CHANCE_STEPS", None) else None
        # the copy of a world only judged (LoweredWorld.clone_judged): the module's `clone_judged` where it prints one,
        # looked up once (a module's missing name asked is an AttributeError made and dropped, for every move weighed)
        self.judged_clone = getattr(module, "clone_judged", module.clone)
        # the numbers of the moves of the last decisions whose moves are numbered in one world only, by Move:
        # id(its `decision_arguments`) -> (that list, its `decision_moves`, {Move: number}). The copies of a world
        # searched from one decision (ISMCTS's WORLDS, in turn) share those two lists, which every listing makes
        # anew: held here, an id is never another list's
        self.found: dict = {}
        self.moves: dict = {}       # (step, seat, number) -> Move; (step, seat, number, arguments) where listed
        self.numbers: dict = {}     # (step, Move) -> number, of a move whose number names it in every world
        self.listed = {step: any(listed for _name, listed, _params in actions)
                       for step, actions in self.decisions.items()}
        self.codes = {step: {name: code for code, (name, _listed, _params) in reversed(tuple(enumerate(actions)))}
                      for step, actions in self.decisions.items()}     # the action's place in the step, by name
        self.places: dict = {}      # id(ids) -> (ids, {id: its number})
        # (step, Move) -> Menu.lowered's answer, which no world changes: greedy weighs the same cards, spots and turns
        # decision after decision, and a spot's name is parsed and named again to be found (runtime/tableau.py)
        self.keys: dict = {}

    def move(self, step: int, seat: int, number: int, arguments=None):
        actions = self.decisions[step]
        listed = number != -1 and actions[number % len(actions)][1]
        key = (step, seat, number) if not listed else (step, seat, number, arguments[number // len(actions)])
        move = self.moves.get(key)
        if move is None:
            decide = self.rules.round[step]
            if number == -1:
                name, args, words = PASS, (), ()
            else:
                name, _listed, params = actions[number % len(actions)]
                args = self.arguments(params, number // len(actions), listed and key[3])
                words = self.rules.actions[name].words
            move = self.moves[key] = new_move(Move, (seat, name, args, decide.label, words))
            if not listed:
                self.numbers[(step, move)] = number
        return move

    @staticmethod
    def arguments(params: tuple, code: int, values) -> tuple:
        """A move's arguments: from `values` (the place's tuple in the decision's arguments: numbers of ids, a
        tableau's spots as cells, or strings), or from `code`, the parameters' numbers."""
        if values:
            return tuple(value if ids is None else spot_name(value) if ids == SPOT else ids[value]
                         for value, ids in zip(values, params))
        out = []
        for ids in params:
            out.append(ids[code % len(ids)])
            code //= len(ids)
        return tuple(out)

    def lowered(self, step: int, move):
        """(the action's place in decide step `step`, the arguments as `arguments` reads them: ids' numbers, spots'
        cells, values as held) of a Move that step may list, the inverse of `move`; None where no move of the step
        named so is that Move (another action, label or words, an id of no table, text that names no spot). Kept
        (`keys`) for the moves met again."""
        try:
            # (get, not [] and KeyError: most moves greedy weighs are met for the first time, and a raise costs more)
            key = self.keys.get((step, move), _UNKNOWN)
        except TypeError:       # an argument that is no key (a list): worked out each time
            return self._lowered(step, move)
        if key is not _UNKNOWN:
            return key
        if len(self.keys) >= KEYS_KEPT:
            self.keys.clear()
        key = self.keys[(step, move)] = self._lowered(step, move)
        return key

    def _lowered(self, step: int, move):
        code = self.codes[step].get(move.name)
        if code is None:
            return None
        name, _listed, params = self.decisions[step][code]
        if len(move.args) != len(params) or move.label != self.rules.round[step].label \
                or move.words != self.rules.actions[name].words:
            return None
        values = []
        for value, ids in zip(move.args, params):
            if ids is None:
                values.append(value)
                continue
            number = spot_cell(value) if ids == SPOT else self.places_of(ids).get(value)
            if number is None:
                return None
            values.append(number)
        return code, tuple(values)

    def number_by_ids(self, step: int, key: tuple) -> int:
        """The number of the move `key` (Menu.lowered) of an action named by its ids' numbers (mixed radix, the first
        parameter lowest): the inverse of `arguments` without `values`."""
        code, values = key
        actions = self.decisions[step]
        number, scale = code, len(actions)
        for value, ids in zip(values, actions[code][2]):
            number += scale * value
            scale *= len(ids)
        return number

    def places_of(self, ids: tuple) -> dict:
        found = self.places.get(id(ids))
        if found is None or found[0] is not ids:
            found = self.places[id(ids)] = (ids, {value: number for number, value in reversed(tuple(enumerate(ids)))})
        return found[1]


_UNKNOWN = object()     # a move Menu.lowered has not met (its answer may be None)
BEFORE_CHANCE = -2      # the seat of a world stopped before a step that rolls or shuffles (`to_decision(..., chance=True)`)
# Menu.lowered's answers kept per game: a Trailblazers game meets a few thousand moves weighed
KEYS_KEPT = 1 << 16


def menu_of(rules, module) -> Menu:
    """The game's one Menu, made again where the game is played by another module (native after pure, or a module
    imported again), since the Menu keeps the module's functions."""
    found = _MENUS.get(id(rules))
    if found is None or found.rules is not rules or found.module is not module:
        found = _MENUS[id(rules)] = Menu(rules, module)
    return found


class LoweredWorld:
    """A world on the lowered state, at a decision (`seat`, its moves the numbers of `s.decision_moves`) or over.

    It answers what greedy's look-ahead and ISMCTS ask of a GameState (`clone`, `is_over`, `legal_actions`,
    `apply`), and `readable()`: the world written back into a readable copy, which the scores read.

    Where the module counts a decision's moves rather than listing them (`COUNTED_STEPS`, `act_drawn`: in blocks,
    compiler/codegen/lower/counted.py, or by the random playout's tally, tally.py, `TALLIED_STEPS`), a move played where a draw is all that is wanted next (ISMCTS's tree and its
    playouts) runs the flow on to a decision so counted (`counted`): its number of moves is known and a move is drawn
    from the blocks as the random playout draws it, and the moves are listed only when asked for (`listed`).
    A move played on a world that is only judged after it (greedy's look one move ahead: `play(..., judged=True)`)
    runs the flow on to a decision of `WHO_STEPS` knowing only who decides (compiler/codegen/lower/who.py): its moves
    are neither listed nor counted (`unlisted`) until asked for (`listed`)."""
    __slots__ = ("module", "s", "menu", "scratch", "stream", "seat", "counted", "unlisted")

    def __init__(self, module, s, menu: Menu, scratch, stream: Stream, seat: int | None = None,
                 counted: bool = False):
        # `stream` is the world's Stream, which `s.rnd` draws from (through runtime/draws.py `stream_of`)
        self.module, self.s, self.menu, self.scratch, self.stream = module, s, menu, scratch, stream
        self.counted = self.unlisted = False
        if seat is not None:
            self.seat = seat
        else:       # `counted`: the decision found counted in blocks where the module counts it (to_next)
            self.to_next(ASKING, counted)

    def clone(self, copied=None) -> "LoweredWorld":
        """A copy of this world, its slots copied by the module's `clone` (or by `copied`), drawing on from a copy of
        its stream."""
        if self.counted or self.unlisted:
            self.listed()       # (a copy keeps no blocks)
        c = (copied or self.module.clone)(self.s)
        stream = c.rnd = self.stream.copy()      # (a Stream draws with `random()`: stream_of's own answer for it)
        return LoweredWorld(self.module, c, self.menu, self.scratch, stream, self.seat)

    def clone_judged(self) -> "LoweredWorld":
        """`clone` for a world only judged after one move (greedy's look-ahead: played, its flow run on, scored, then
        dropped): where the module prints `clone_judged` (compiler/codegen/lower/judged_clone.py), the piles no move,
        flow or worth changes are shared with this world, which nothing changes while the copy lives, and so are those
        a move may change: the function that changes one first makes it the copy's own (owned_on_write.py)."""
        return self.clone(self.menu.judged_clone)

    def clone_drawing(self, dice) -> "LoweredWorld":
        """A clone that draws from `dice` (a stream with `random()`): a move judged again over other dice."""
        if self.counted or self.unlisted:
            self.listed()
        c = self.module.clone(self.s)
        c.rnd = stream_of(dice)     # drawn from straight, not through its Stream (the same numbers)
        return LoweredWorld(self.module, c, self.menu, self.scratch, Stream(None, dice), self.seat)

    def is_over(self) -> bool:
        return self.seat < 0

    def listed(self) -> None:
        """The moves of a counted decision listed in `s.decision_moves`: the flow run on again from the decision it
        stands at, which finds the same seat (a seat with no move has no picks left) and lists them. Likewise those of
        a decision found `unlisted`."""
        if self.counted or self.unlisted:
            self.counted = self.unlisted = False
            self.seat = self.module.to_decision(self.s, ASKING)

    def legal_actions(self) -> list:
        if self.seat < 0:
            return []
        self.listed()
        s = self.s
        move, step, seat = self.menu.move, s.step, self.seat
        arguments = s.decision_arguments if self.menu.listed[step] else None
        return [move(step, seat, number, arguments) for number in s.decision_moves]

    def number_of(self, move):
        """The number of a legal move at this decision, or None where this world does not offer it."""
        if self.seat < 0 or move.seat != self.seat:
            return None
        self.listed()
        step = self.s.step
        if self.menu.listed[step]:      # some of its moves are numbered in this world only: found among them
            if self.asked_before():
                numbers = self.listed_numbers()
                if numbers is not None:
                    try:
                        return numbers.get(move)
                    except TypeError:       # an argument that is no key (a list): found among them
                        pass
            else:       # the first ask at this decision (ISMCTS's new move, in a world lowered for it): not all named
                try:
                    return self.numbers_listed((move,))[0]
                except TypeError:
                    pass
            for number, listed in zip(self.s.decision_moves, self.legal_actions()):
                if listed == move:
                    return number
            return None
        number = self.menu.numbers.get((step, move))
        if number is None:
            self.legal_actions()        # met now: every move of the decision named
            number = self.menu.numbers.get((step, move))
        return number if number is not None and number in self.s.decision_moves else None

    def asked_before(self) -> bool:
        """Has a number been asked for at this decision, of this world or of a copy of it at the same decision (they
        share its listing)? The first ask is marked in Menu.found: a world lowered for one move (ISMCTS's new move,
        every iteration) names that move alone, and copies asked again have every move named once (listed_numbers)."""
        s, found = self.s, self.menu.found
        kept = found.get(id(s.decision_arguments))
        if kept is not None and kept[0] is s.decision_arguments and kept[1] is s.decision_moves:
            return True
        if len(found) >= FOUND_KEPT:
            found.clear()
        found[id(s.decision_arguments)] = (s.decision_arguments, s.decision_moves, None)
        return False

    def listed_numbers(self) -> dict | None:
        """The numbers of this decision's moves by Move (the first of equal ones, as a walk over them finds it), where
        some are numbered in this world only: named once for every copy of the world at this decision (Menu.found).
        None where an argument is no key (a list)."""
        s, found = self.s, self.menu.found
        kept = found.get(id(s.decision_arguments))
        if kept is not None and kept[0] is s.decision_arguments and kept[1] is s.decision_moves \
                and kept[2] is not None:
            return kept[2]
        numbers = {}
        try:
            for number, listed in zip(s.decision_moves, self.legal_actions()):
                numbers.setdefault(listed, number)
        except TypeError:
            return None
        if len(found) >= FOUND_KEPT:
            found.clear()
        found[id(s.decision_arguments)] = (s.decision_arguments, s.decision_moves, numbers)
        return numbers

    def numbers_of(self, moves) -> list:
        """The number of each of `moves` at this decision, None where this world does not offer it: `number_of` of each,
        the decision's moves named once where some are numbered in this world only (Trek's draws and claims)."""
        self.listed()
        if self.seat < 0:
            return [None] * len(moves)
        if not self.menu.listed[self.s.step]:
            return self.numbers_by_ids(moves)
        try:
            if len(self.s.decision_moves) > len(moves):     # (naming a few moves costs less than finding them)
                return self.numbers_listed(moves)
            numbers = {}
            for number, listed in zip(self.s.decision_moves, self.legal_actions()):
                numbers.setdefault(listed, number)      # the first alike, as number_of finds it
            return [numbers.get(move) if move.seat == self.seat else None for move in moves]
        except TypeError:       # an argument that is no key (a list): each found among them
            return [self.number_of(move) for move in moves]

    def numbers_by_ids(self, moves) -> list:
        """numbers_of at a decision (listed) whose moves are numbered by their ids alone (Menu.numbers): `number_of` of
        each, the decision's seat, step and moves read once, not once a move (greedy's root names every move it
        weighs)."""
        s, seat, numbers = self.s, self.seat, self.menu.numbers
        step, offered = s.step, s.decision_moves
        out = []
        for move in moves:
            if move.seat != seat:
                out.append(None)
                continue
            number = numbers.get((step, move))
            if number is None:
                self.legal_actions()        # met now: every move of the decision named
                number = numbers.get((step, move))
            out.append(number if number is not None and number in offered else None)
        return out

    def numbers_listed(self, moves) -> list:
        """numbers_of at a decision some of whose moves are numbered in this world only: each move's arguments as the
        lowered state holds them (Menu.lowered) found among the decision's, not every move of the decision named (a
        Trailblazers decision lists ~700 cards x spots x turns x marks, of which greedy weighs 64)."""
        s, menu = self.s, self.menu
        step, offered, arguments = s.step, s.decision_moves, s.decision_arguments
        actions = menu.decisions[step]
        count = len(actions)
        alone = count == 1 and -1 not in offered
        if alone:       # move k is the one action with arguments[k]: their places, the first alike
            found = dict(zip(reversed(arguments), range(len(arguments) - 1, -1, -1)))
        else:           # (action, arguments) -> number, the first alike
            found = {}
            for number in reversed(offered):
                if number >= 0 and actions[number % count][1]:
                    found[(number % count, arguments[number // count])] = number
        # the moves of an action named by its ids' numbers (and a pass), by number: none where one action is listed
        numbered = set(offered) if not alone else ()
        out = []
        for move in moves:
            key = menu.lowered(step, move) if move.seat == self.seat and move.name != PASS else None
            if key is not None and actions[key[0]][1]:
                out.append(found.get(key[1] if alone else key))
                continue
            number = -1 if key is None else menu.number_by_ids(step, key)
            out.append(number if move.seat == self.seat and number in numbered
                       and menu.move(step, self.seat, number) == move else None)
        return out

    def narrowed_to(self, moves) -> list:
        """numbers_of at a decision counted in blocks (`counted`: greedy's root, whose ~700 moves of Trailblazers were
        listed for the 64 it weighs): each move's arguments as the lowered state holds them (Menu.lowered) found in
        the blocks, and the decision narrowed to the moves found, as if listed: `s.decision_arguments` the arguments
        of those of an action held by its arguments, `s.decision_moves` their numbers. The same moves as the listing
        offers (its k-th move is the blocks' k-th, counted.py); a number names its move in this world and its clones
        only. A counted step is never optional (counted.py `listing`): none of its moves is a pass."""
        if not self.counted or self.s.step not in self.menu.blocks:
            return self.numbers_of(moves)       # (listed first where counted by a tally)
        s, menu, seat = self.s, self.menu, self.seat
        step = s.step
        actions = menu.decisions[step]
        count = len(actions)
        # a block (size, kind, the arguments given, the values of each parameter after them): its kind is its action's
        # place in the step, or that plus the number of actions for a block merged over a parameter (counted.py)
        blocks: dict = {}
        for _size, kind, given, factors in s.moves:
            blocks.setdefault(kind % count, []).append((given, _looked_up(factors)))
        arguments, numbers = [], []
        for move in moves:
            key = menu.lowered(step, move) if move.seat == seat else None
            if key is None or not _in_blocks(key[1], blocks.get(key[0], ())):
                numbers.append(None)        # not offered in this imagined world
            elif actions[key[0]][1]:
                numbers.append(key[0] + count * len(arguments))
                arguments.append(key[1])
            else:
                numbers.append(menu.number_by_ids(step, key))
        s.decision_arguments = arguments
        s.decision_moves = [number for number in numbers if number is not None]
        self.counted = False        # (a clone lists no more: the decision is these moves)
        return numbers

    def play(self, number: int, counted: bool = False, judged: bool = False) -> None:
        """The move numbered `number` at this decision, then the flow on to the next one. A choice inside an effect
        raises Asked, the world left as it stands at the choice. `counted`: where the module counts the next
        decision's moves, they are counted, not listed (ISMCTS's tree and playouts: listed only if asked for).
        `judged`: the world is only judged after it (greedy's look ahead): where the module finds who decides next
        without listing their moves (`WHO_STEPS`), it does so."""
        if self.unlisted:
            self.listed()
        self.draws_shuffles()
        self.module.act(self.s, self.seat, number, ASKING)
        self.to_next(ASKING, counted, judged)

    def play_chosen(self, number: int, choosing: Choosing, dice=None) -> None:
        """`play(number, counted=True, judged=True)`, the seat's choices inside the move's effect drawn from `choosing`
        and every other draw of a choice stopping it (Asked). `dice` (a stream with `random()`): what the world draws
        from once the last choice is drawn, its own stream before (a chance outcome of the option, judged again)."""
        if self.unlisted:
            self.listed()
        if dice is None:
            self.draws_shuffles()
        else:
            stream, scratch = self.stream, self.scratch
            # shuffles draw through the Stream itself until the last choice, then from the dice straight
            scratch._rng, scratch._rng_shared = stream, False

            def dice_from_here():
                stream.own = scratch._rng = dice
            choosing.then = dice_from_here
        self.module.act(self.s, self.seat, number, choosing)
        self.to_next(choosing, True, True)

    def to_next(self, randoms, counted: bool, judged: bool = False, chance: bool = False) -> None:
        """The flow run on to the next decision (`randoms`: the draws of a choice inside an effect), its moves counted
        where `counted` and the module counts them (`act_drawn`), not listed where `judged` and the module finds who
        decides without them (`WHO_STEPS`), else listed. `chance` (only where the module has `CHANCE_STEPS`): stopped
        before a step of them, the seat then -2 (`play_to_chance`)."""
        to_decision = self.menu.to_chance if chance else self.module.to_decision
        if judged and self.menu.who:
            if self.menu.counts:
                self.seat = to_decision(self.s, randoms, counted, who=True)
            else:
                self.seat = to_decision(self.s, randoms, who=True)
            step = self.s.step
            self.unlisted = self.seat >= 0 and step in self.menu.who
            self.counted = self.seat >= 0 and counted and step in self.menu.counts
        elif counted and self.menu.counts:
            self.seat = to_decision(self.s, randoms, True)
            self.counted = self.seat >= 0 and self.s.step in self.menu.counts
        else:
            self.seat = to_decision(self.s, randoms)
            self.counted = False

    def play_to_chance(self, number: int, counted: bool = False, judged: bool = False) -> bool:
        """`play`, its flow stopped before the first round step that rolls or shuffles it reaches (the module's
        `CHANCE_STEPS`): True where it stopped there, the world standing before that step (`seat` -2: `flow_on` runs
        the step and the rest), else False, the world played as `play` plays it. Up to that step the world is the same
        whatever the dice say (where nothing drew before it: `drew`), so the outcomes of a move weighed over chance
        may each start from a copy of it rather than playing the move again (runtime/lookahead.py)."""
        # (`play` written in place: greedy plays every move it weighs here)
        if self.unlisted:
            self.listed()
        self.draws_shuffles()
        self.module.act(self.s, self.seat, number, ASKING)
        if self.menu.to_chance is None:
            self.to_next(ASKING, counted, judged)
            return False
        self.to_next(ASKING, counted, judged, chance=True)
        return self.seat == BEFORE_CHANCE

    def flow_on(self, counted: bool = False, judged: bool = False) -> None:
        """The rest of a move's flow from before the step that rolls or shuffles where `play_to_chance` stopped it:
        that step, and on to the next decision (`counted`, `judged` as `play`)."""
        self.draws_shuffles()
        self.to_next(ASKING, counted, judged)

    def draws_shuffles(self) -> None:
        """Make a pile shuffled on the readable state (runtime/chance.py `shuffle`, which the lowered module calls
        with `s.readable`) draw from this world's stream, as the dice do: from its own copy straight where it has one
        (Trail Story shakes its bag of ~20 tokens for every token drawn, a draw each)."""
        stream = self.stream
        self.scratch._rng, self.scratch._rng_shared = stream if stream.own is None else stream.own, False

    def apply(self, move, check: bool = False, counted: bool = False) -> None:
        """GameState.apply of a legal move (check or not: a move this world does not offer raises RuleError);
        `counted` as `play`."""
        number = self.number_of(move)
        if number is None:
            raise RuleError(f"'{move}' is not a legal action now")
        self.play(number, counted)

    def play_random(self, rng, counted: bool = False) -> None:
        """The move `random_move(rng)` draws, played (`counted` as `play`) without naming the decision's moves: from
        the blocks of a counted decision, the same move as from the list."""
        if self.unlisted:
            self.listed()
        if not self.counted:
            offered = self.s.decision_moves
            self.play(offered[int(rng.random() * len(offered))], counted)
            return
        self.draws_shuffles()
        self.module.act_drawn(self.s, self.seat, rng.random(), ASKING)
        self.to_next(ASKING, counted)

    def offered(self) -> int:
        if self.seat < 0:
            return 0
        if self.unlisted:
            self.listed()
        return self.s.decision_count if self.counted else len(self.s.decision_moves)

    def random_move(self, rng):
        """A legal move drawn as runtime/mcts.py `random_move` draws it (None: there are none)."""
        moves = self.legal_actions()
        return moves[int(rng.random() * len(moves))] if moves else None

    def play_out(self, rng, moves: int | None, first: int | None = None) -> None:
        """Random draws with `rng` as runtime/playout.py's `random_playout(world, [rng] * players, moves)` makes them
        (a move or a choice `auto: single` takes draws nothing, and the lowered module takes it unasked), `moves`
        of them or, with None, to the end. A choice inside an effect is drawn in place, and counts as a move; the
        playout stops where the draw after the last would come, at a decision or at a choice, where the records
        wait for it (the world then stands inside the effect: only scored, never played on). `first`: the number of
        a move taken before them, not drawn (ISMCTS's tree's new move): a choice inside its effect is drawn."""
        if self.unlisted:
            self.listed()
        draws = PlayoutDraws(rng, -1 if moves is None else moves)
        randoms = [stream_of(draws)] * len(self.s.players)
        s, module = self.s, self.module
        self.draws_shuffles()
        try:
            if first is not None:
                module.act(s, self.seat, first, randoms)
                self.to_next(randoms, True)
            if self.seat >= 0 and not self.counted:     # a decision listed (the tree's): drawn from its list
                offered = s.decision_moves
                module.act(s, self.seat, offered[int(draws.random() * len(offered))], randoms)
                self.to_next(randoms, True)
            if self.menu.counts:    # a move drawn from the blocks of a counted step, the same move as from a list
                act_drawn, to_decision = module.act_drawn, module.to_decision
                while self.seat >= 0:
                    act_drawn(s, self.seat, draws.random(), randoms)
                    self.seat = to_decision(s, randoms, True)
            while self.seat >= 0:
                offered = s.decision_moves
                module.act(s, self.seat, offered[int(draws.random() * len(offered))], randoms)
                self.seat = module.to_decision(s, randoms)
        except Spent:
            pass
        if self.menu.counts:    # where it stopped: a decision counted, or one listed (or the end)
            self.counted = self.seat >= 0 and s.step in self.menu.counts

    def standings(self):
        """Each seat's score plus its progress, and whether it may still win, read on the slots where the module
        prints the worth (compiler/codegen/lower/worth.py `standing`); None where it does not."""
        standing = getattr(self.module, "standing", None)
        if standing is None:
            return None
        s = self.s
        return [standing(s, p) for p in s.players]

    def drew(self) -> bool:
        """Has this world drawn from its random stream since it was lowered? (Its state then differs from the
        origin's: a Mersenne Twister's does not come back.)"""
        return self.stream.own is not None

    def rng_state(self) -> tuple:
        stream = self.stream
        return stream.own.getstate() if stream.own is not None else stream.origin.rng.getstate()

    def readable(self):
        """The world written back into the readable state it was lowered from (one copy, shared by its clones and
        written again for each): what the scores, progress and eligibility read."""
        if self.unlisted:
            self.listed()       # (the records hold the decision's moves)
        scratch = self.scratch
        self.module.raise_state(scratch, self.s)
        # the piles a world only judged left undealt (knowledge.py determinize's `unread`), as a full deal deals them:
        # nothing judged on the slots changed them, so the copy's are the dealt world's, wherever its slots hold them
        dealt_in_full(scratch)
        scratch._final_scores = None
        stream = self.stream    # the readable state's own stream again (draws_shuffles lent it this world's)
        scratch._rng, scratch._rng_shared = stream.own if stream.own is not None else stream.origin.rng, True
        return scratch
