"""A resolved game lowered to the typed IR of ir.py: its fields as typed slots, its flow, decide steps, move
generators and effects as statements over them.

What is lowered: `play` plays the setup on the readable state (rules.py's steps, fast.py's decide loops, its `until`
loops), and a random game begun lowered plays it on the slots (setup.py: `new_state`, `play_begun`); then the flow of a game of rounds or of turns (the round's steps in a row, `until` loops of steps,
start-of-turn and start-of-round resets, the end trigger played immediately, the game's end, the after_action step),
`do` and `each_player` steps, decide steps asking `turn` or `each` (optional, with a cost), or `order` in a game of
rounds (with `extra turn` and `first player`), over actions of at most one parameter (a table's ids or a pile's
cards) and with a cost (a card's printed one too), effects (assignments, gains and losses within the fields'
bounds, a resource chosen in play, setters with an on_empty effect, procedures (those that ask drawn in place too),
branches, `repeat`, `while`, `stop`, `end game`, `finish`, `eliminate`, `log`, `score`, dice, sets, a card's printed
effect (`resolve`), and `choose` over a table's ids or a pile, drawn in place as the random agent draws) and
expressions (the game's functions written in place, table columns, a card's printed condition, options, lookup
tables, `nth`/`position`, aggregates over the players, a table or a set). Fields: numbers, flags, ids, sets of ids
as bit masks, maps of numbers or of ids keyed by a table, options; piles are the readable records' own lists (a pile
the round counts by id keeps its counts per id beside them: piles.py).
Actions of several parameters over lists worked out in play list them in loops (parameter_loops; the random
playout counts one of two parameters instead, tally.py, and a miss of its kept ids' memo walks the seat's last ones,
narrowed.py); those over a tableau's spots or a figure's exits list counted blocks (counted.py); tableaux keep their open spots and loops
beside the record's list, figures stay the record's dict (tableau.py). Anything else raises NotLowerable with the
construct and where the definitions write it: the game then keeps its fast.py (`cairn build --verbose` says which).

The lowered playout draws exactly as fast.py and runtime/playout.py do (the same moves in the same order,
`int(r * len(moves))`, dice as `int(rng.random() * sides) + 1`), so a seed plays the same game.
"""
from __future__ import annotations

import builtins
import copy
import math
import operator

from runtime.records import SPOT, slot_name

from ...frontend import ast
from ...frontend.limits import MAX_LOOP_TURNS
from ..pygen import const_name, py_name, step_function
from ..pytext import comment, docstring, identifier, literal
from .ir import (BINT, DRAW, LIST, LONG, OBJECT, U128, Aggregate, mask_ctype, Node, Assign, Attr, Bin, Break, Call, Comment, Cond, Const, Continue,
                 Do, ForIn, ForRange, Function, If, Item, ListComp, ListOf, Local, Module, NotLowerable, Record, Return, Slot, Unary,
                 While, body_walked, conjoined, conjuncts, reads_of, summed, walk_ir)
from .networks import NETWORK_CALLS, network_call, networks_read_once, unread_network_calls
from .nones import NoneHolders
from .by_id import columns_by_id, unread_columns
from .bounds import bounded_loops
from .counted import CountedListing, counted_action, counted_param, is_counted, options_only, param_ctype, spot_params
from .optimise import LIST_MEMO_BITS, packed_key, unrolled
from .place_bits import place_bits
from .derived import Derived
from .piles import counted_piles, counts_of, counts_slot, copied_in, drawn_one, moved, setup_nodes
from .int_piles import INT_PILE, int_piles, numbers_read, strings_written
from .setup import BegunGame, filtered_draw
from .sums import whole_sums
from .tally import Tally
from .narrowed import narrowed_walk
from .masked import Masked
from .options import distinct_split, listed_block
from .split import answered, shared_test
from .tableau import FIGURE_CALLS, LOOP_CALLS, TableauEffects, kept, kept_slots, remember_loops
from .ir import leaves_loop, replace_ir      # (in ir.py: worth.py tabulates with it; optimise.py reads loops)
from .worth import run_out_functions, whole_sums as whole_sums_of_worth, worth_functions
from .who import stopped_at_first, stopped_at_second, who_branch
from .apart import reach, state_read

# the lowered state's own slots, beside the game's shared fields: a shared field of one of these names is
# not lowered (it would need a name of its own)
FLOW_SLOTS = (("players", LIST), ("moves", LIST), ("readable", OBJECT), ("rnd", DRAW), ("phase", OBJECT),
              ("ended_by", OBJECT),
              ("picks", OBJECT), ("turn", LONG), ("round", LONG), ("lead", LONG), ("first_player", LONG),
              ("step", LONG), ("turn_moves", LONG), ("passes", LONG), ("idle_turns", LONG), ("max_moves", LONG),
              ("end_requested", BINT), ("decision_moves", LIST))
# the turns left once an end trigger played as final turns has fired: -1 until then (the readable state's None).
# Only a game whose trigger gives final turns has the slot, so the others keep their shared field of that name.
FINAL_TURNS = ("final_turns", LONG)
# the seat `extra turn` named, -1 for none (the readable state's None): only a game that writes a turn order word
NEXT_TURN = ("next_turn", LONG)
# the arguments of the moves of the decision the agents' path stopped at, where they are worked out in play and not
# all ids (Trek's `first` of draw_provisions): its moves are their places in it, as a decide step's `arguments`
DECISION_ARGUMENTS = ("decision_arguments", OBJECT)
# the number of moves of the decision the agents' path stopped at counted, not listed (where ISMCTS draws one), where a
# decide step lists its moves as counted blocks (counted.py): the blocks are in `moves`
DECISION_COUNT = ("decision_count", LONG)
# what a decision counted by a tally keeps for its draw (tallied_step): the listing's locals the draw reads
DECISION_KEPT = ("decision_kept", OBJECT)
# are the players' fields reset every turn possibly off their start value (a flag, True until the first reset of a
# game, set again where one is written otherwise: `turn_resets_marked`)? The start of a turn resets them only then,
# not every player's at every turn: only a game with such fields
TURN_RESETS = ("turn_resets_due", BINT)
LOOP_COUNTER = "turns_taken"
# the local holding the count of a `repeat` worked out in play, checked before the loop
REPEAT_TIMES = "repeat_times"
# the locals of a decide step's loop, which no parameter may be named
DECIDE_LOCALS = ("state", "s", "randoms", "observe", "p", "moves", "n", "seat", "move", "drawn", "action", "picks", "chosen",
                 "asked_from", "arguments", "key", "offset", "agent_random", "watched", "left")
MEMO_LIMIT = 100_000     # keys a move generator's memo keeps before it starts again (a bound on its memory)
# the most keys a lookup table read by a bounded field is tabulated for (lookup_read)
TABULATED_KEYS = 64
TABULATED = 16           # the most ids a listing's value is worked out for, once per id, before its loops
# keys a memo of an outer loop's ids keeps (kept_ids): its hits come from the turns just played, and each entry is a
# list of up to a table's ids
KEPT_LIMIT = 4096


def checked_when(stmts, flag) -> list:
    """`stmts` with the move limit's check after a pick (`acted`) made only where `flag` is set."""
    limit = Bin(">", flow("turn_moves"), flow("max_moves"))
    out = []
    for x in stmts:
        if isinstance(x, If):
            x = If(tuple((Bin("and", flag, cond) if cond == limit else cond, checked_when(b, flag))
                         for cond, b in x.branches), checked_when(x.otherwise, flag))
        elif isinstance(x, While):
            x = While(x.cond, checked_when(x.body, flag))
        out.append(x)
    return out


def rewritten(stmts, change) -> list:
    """`stmts` with `change` applied to each statement, nested ones first (in an If's branches, a loop's body); `change`
    gives the list of statements that stand for one."""
    out = []
    for x in stmts:
        if isinstance(x, If):
            x = If(tuple((cond, rewritten(b, change)) for cond, b in x.branches), rewritten(x.otherwise, change))
        elif isinstance(x, While):
            x = While(x.cond, rewritten(x.body, change))
        out += change(x)
    return out


def picks_left_local(taken, bound: int) -> tuple | None:
    """A seat's picks of a step of `bound` picks a seat (`taken`, the body of its loop) counted down in the local
    `left`, not in `picks[seat]`, and its stream read once, not at every pick: (the statements before its loop, the
    loop's body). The picks list is written where it is seen: before an observer or the limit's error, and none left
    when the seat is done. None where the loop reads the list otherwise."""
    picks, seat, left = Local("picks"), Local("seat"), Local("left")
    mine = Item(picks, seat)
    stream = Assign(Local("agent_random"), Item(Local("randoms"), seat))
    shown = Assign(mine, left)
    counted = Bin("and", Local("watched"), Bin(">", flow("turn_moves"), flow("max_moves")))

    def change(x) -> list:
        if x == Assign(mine, Const(1), "-="):
            return [Assign(left, Const(1), "-=")]
        if isinstance(x, If) and len(x.branches) == 1 and x.branches[0][0] == Bin("<=", mine, Const(0)) \
                and list(x.branches[0][1]) == [Break()] and not x.otherwise:
            return [If(((Bin("<=", left, Const(0)), [Assign(mine, Const(0)), Break()]),))]
        if x == stream:
            return []
        if isinstance(x, If) and x.branches[0][0] in (Bin("is not", Local("observe"), Const(None)), counted):
            (cond, block), *rest = x.branches
            return [If(((cond, [shown] + list(block)), *rest), x.otherwise)]
        return [x]
    out = rewritten(taken, change)
    nodes = walk_ir(out)
    if walk_ir(taken).count(stream) != 1 or Assign(left, Const(1), "-=") not in nodes \
            or any(isinstance(x, Assign) and x.target in (left, Local("agent_random")) and x != stream
                   for x in walk_ir(taken)):
        return None
    # every read of the list is gone: what is left writes it (none left, or the count shown)
    if sum(1 for x in nodes if x == mine) != sum(1 for x in nodes if isinstance(x, Assign) and x.target == mine
                                                  and x.value in (Const(0), left)):
        return None
    # and none left ends the loop there (a pass that left it for the count's test would go on with `left`)
    if not ends_where_none_left(out, Assign(mine, Const(0))):
        return None
    return [Assign(left, Const(bound)), stream], out


def ends_where_none_left(stmts, none_left) -> bool:
    """Is every `none_left` of `stmts` followed at once by a `break`?"""
    for i, x in enumerate(stmts):
        if x == none_left and not (i + 1 < len(stmts) and isinstance(stmts[i + 1], Break)):
            return False
        if isinstance(x, If) and not (all(ends_where_none_left(b, none_left) for _, b in x.branches)
                                      and ends_where_none_left(x.otherwise, none_left)):
            return False
        if isinstance(x, While) and not ends_where_none_left(x.body, none_left):
            return False
    return True


def may_end_game(model) -> bool:
    """Can play request the game's end (`end game`, GameState.end_requested): is the word in any effect of the
    definitions (actions, setup and round steps, procedures, fields' on_empty, after_action)? Nothing else sets the
    flag (the runtime only clears it), so where it cannot, every test of it after a step or a pick is left out."""
    bodies = [a.effect for a in model.actions.values()] + [step.body for step in list(model.setup) + list(model.round)]
    bodies += [proc.body for proc in model.procedures.values()]
    bodies += [f.on_empty for f in list(model.player.values()) + list(model.globals.values())]
    bodies += [model.after_action.body] if model.after_action is not None else []
    return any(isinstance(x, ast.Keyword) and x.word == "end game"
               for body in bodies if body is not None for x in body.walk())


def kept_in_bounds(fdef) -> bool:
    """Does a bounded counter or track always hold a value within its bounds? It starts at a number the checker
    holds within them (E344), and the lowered module, as rules.py, clamps every write."""
    start = fdef.start
    return isinstance(start, int) and not isinstance(start, bool) and (fdef.min is None or start >= fdef.min) \
        and (fdef.max is None or start <= fdef.max)


def whole_number(value) -> int | None:
    """The whole number a lookup table's row gives (`5`, or `-2`, a number negated), else None."""
    if isinstance(value, ast.Number):
        return value.value
    if isinstance(value, ast.Neg) and isinstance(value.operand, ast.Number):
        return -value.operand.value
    return None


def zero_floored(count):
    """`n` of a count `max(0, n)` (or `max(n, 0)`), else None."""
    if isinstance(count, Call) and count.func == Local("max") and len(count.args) == 2 and Const(0) in count.args:
        return count.args[1] if count.args[0] == Const(0) else count.args[0]
    return None


def bounded_by(value, low, high) -> tuple:
    """A number to be held in the local `clamped` (then kept within `low`..`high`, either None), taken apart where it
    is `min(a, b)` or `max(a, b)`: (a, the statements that bound `clamped` by b), for `clamped = a` and those tests;
    else (value, []). A call of `min` builds a tuple of its arguments, parses its keywords and walks the tuple
    (~1,100 instructions in CPython 3.11); `if b < clamped: clamped = b` is a comparison. `min(a, b)` is a when b is
    not less (its first least), and so is the test. b is read again where it wins, so it must be a plain read that
    the write of `clamped` does not change (a number, a local but `clamped`, a field, an entry, arithmetic of those);
    a constant b that the clamp after covers (`min(a, 32)` of a field of max 32) is dropped: the clamp's own test is
    the same."""
    if not (isinstance(value, Call) and value.func in (Local("min"), Local("max")) and len(value.args) == 2):
        return value, []
    first, bound = value.args
    least = value.func == Local("min")
    if isinstance(bound, Const) and isinstance(bound.value, int) and not isinstance(bound.value, bool):
        covering = high if least else low
        if covering is not None and (covering <= bound.value if least else covering >= bound.value):
            return first, []
    if not _read_again(bound):
        return value, []
    test = Bin("<" if least else ">", bound, Local("clamped"))
    return first, [If(((test, [Assign(Local("clamped"), bound)]),))]


def _read_again(node) -> bool:
    """Can `node` be read a second time right after `clamped` is written, to the same number and with no effect?"""
    for x in walk_ir(node):
        if isinstance(x, Local) and x.name == "clamped":
            return False
        if isinstance(x, Bin) and x.op not in ("+", "-", "*"):
            return False
        if not isinstance(x, (Const, Local, Attr, Item, Bin)):
            return False
    return True


# the most codes a step's moves may have for their action and argument to be read from tuples by code (acted): a
# table of a few lines, as one would write by hand
MOVES_DECODED = 64


# the lowered functions' own names: a name of the definitions spelled so is a local of another name here
OWN_NAMES = frozenset({"s", "p", "clamped", "agent_random", "auto_single"})


def local_name(name: str) -> str:
    """The Python name of a local of the definitions (a parameter, `let`, a loop's or a choice's name) in the lowered
    module: rules.py's (py_name), and a trailing `_` where it would be one of the lowered functions' own."""
    name = py_name(name)
    return name + "_" if name in OWN_NAMES else name


KNOWN_OPERATORS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "==": operator.eq, "!=": operator.ne,
                   "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}


def worth_a_table(node) -> bool:
    """Is an expression worth working out once per id before a listing's loops (it calls or sums), and can it not fail
    for any id (no call but a pile's count, `len`, `min` and `max`; no division but by a constant; no id looked up
    by its string)?"""
    costly = False
    for x in walk_ir(node):
        if isinstance(x, (Call, Aggregate)):
            costly = True
        if isinstance(x, Call) and not (x.func in (Local("len"), Local("min"), Local("max"), Local("range"))
                                        or isinstance(x.func, Attr) and x.func.name == "count"):
            return False
        if isinstance(x, Aggregate) and x.func not in ("sum", "count", "all", "any"):
            return False
        if isinstance(x, Bin) and x.op in ("//", "%") and not (isinstance(x.right, Const) and x.right.value):
            return False
        if isinstance(x, Item) and isinstance(x.obj, Local) and x.obj.name.endswith("_NUMBERS"):
            return False
    return costly


from .ir import NotKnown  # noqa: E402 - defined beside the IR, which counted.py reads too


S, P = Local("s"), Local("p")


def shared_pieces(pieces) -> tuple[list, tuple]:
    """Cards that print the same code share its lowered piece: (the distinct pieces, in the order first printed;
    each card's piece number, -1 for a card that prints none)."""
    distinct, number, which = [], {}, []
    for piece in pieces:
        if piece is None:
            which.append(-1)
            continue
        key = repr(piece)
        if key not in number:
            number[key] = len(distinct)
            distinct.append(piece)
        which.append(number[key])
    return distinct, tuple(which)


def call(name: str, *args) -> Call:
    return Call(Local(name), tuple(args))


def method(obj, name: str, *args) -> Call:
    return Call(Attr(obj, name), tuple(args))


def inc(target, amount=1) -> Assign:
    return Assign(target, Const(amount), "+=")


def flow(name: str) -> Attr:
    return Attr(S, name)


def replaced_deep(node, old, new):
    """replace_ir through statements too: the bodies of an `if`'s branches and `else` (lists, tuples) included."""
    if isinstance(node, (list, tuple)):
        return type(node)(replaced_deep(item, old, new) for item in node)
    if node == old:
        return new
    if not isinstance(node, Node) or isinstance(node, (Const, Local)):
        return node
    return type(node)(*(replaced_deep(value, old, new) for value in node._values()))


def surely_assigned(body) -> list:
    """The locals a list of statements surely sets, in the order first set: by a statement of the list itself, or by
    every branch of an `if` with an `else` (a loop may run no turn)."""
    out = []
    for stmt in body:
        if isinstance(stmt, Assign) and stmt.op == "=" and isinstance(stmt.target, Local):
            found = [stmt.target.name]
        elif isinstance(stmt, Assign) and stmt.op == "=" and isinstance(stmt.target, ListOf):     # an unpacking
            found = [target.name for target in stmt.target.items if isinstance(target, Local)]
        elif isinstance(stmt, If) and stmt.otherwise:
            branches = [surely_assigned(branch) for _cond, branch in stmt.branches] + [surely_assigned(stmt.otherwise)]
            found = [name for name in branches[0] if all(name in other for other in branches[1:])]
        else:
            continue
        out += [name for name in found if name not in out]
    return out


class Lowering:
    def __init__(self, emitter):
        self.model = emitter.model
        self.gen = emitter.gen
        # the round's steps that roll dice or shuffle (rules.py's `draws=True`): a look-ahead's flow may stop before one
        # (`to_decision(..., chance=True)`), so the outcomes of its chance start from there (runtime/lookahead.py)
        self.chance_steps = frozenset(index for index, step in enumerate(self.model.round)
                                      if step.kind in ("do", "each_player") and step.body is not None
                                      and emitter.draws_on_chance(step.body))
        self.resolver = emitter.gen.resolver
        self.bindings = self.resolver.bindings
        self.constants: list = []       # (name, literal) the module defines
        self.functions: list = []
        self.imports = {"runtime.api": {"MAX_ROUNDS", "loop_turn", "stream_of", "streams_of"}, ".rules": {"GAME"},
                        ".fast": set()}
        self.made: set = set()          # the functions made on demand (setters, procedures): each once
        self.drawn_made: dict = {}      # `<action>_drawn` made: name -> (its parameters, its statements)
        self.counted_made: dict = {}    # a counted round step's function name -> its (`_count`, `_drawn`) functions
        self.param_kinds: dict = {}     # a procedure's name -> the kinds of its untyped parameters
        self.move_codes: dict = {}      # an action's name -> its parameters' table sizes, or None: by `arguments`
        self.id_tuples: dict = {}       # the module's tuples of a table's ids, by name
        self.constant_values: dict = {}     # the module's data, by name: what `known` reads
        self.used_piles: set | None = None      # the piles the round touches (piles_in_play), found once
        self.counted: set | None = None         # the piles kept counted per id beside their cards (piles.py), found once
        self.counted_slots: set = set()         # their slots' names
        self.nones: NoneHolders | None = None   # what may hold none, where a map or column is read by it: found once
        self.held_as_ints: set | None = None    # the piles held as their cards' numbers (int_piles.py), found once
        self.int_pile_slots: set = set()        # their slots' names
        self.names_turns: bool | None = None    # does the round write a turn order word (`extra turn`)? found once
        self.lists_arguments: bool | None = None    # DECISION_ARGUMENTS: found once
        self.asking_procedures: dict = {}      # procedure name -> does it ask (procedure_asks), found once each
        self.param_tables: dict = {}        # (action, parameter) -> the table of its ids (param_table), found once each
        self.every_walked: list | None = None   # every_node's list, walked once
        self.round_walked: list | None = None   # round_nodes' list, walked once
        self.ends_game: bool | None = None      # may_end_game of the model (a walk of every effect), found once
        self.listings: dict = {}                # legal_moves' listings by step, phase, tally and scratch: made once
        self.play_tallied: dict = {}            # (phase, id(step)) -> does the random playout's listing count an action
        self._calling: dict | None = None       # procedure name -> the bodies that call it (calling_bodies), found once
        # lowering the worth (worth.py): a pile the round never touches is read on the readable state
        self.kept_piles_readable = False
        self.defined_at: dict = {}             # function -> (the name a rules error tells, its file:line)
        self.scoring_missing: str | None = None     # why the scoring is not lowered (`outcome`), where it is not
        self.spot_params = spot_params(self.model)     # parameters whose values are a tableau's spots (cells)
        self.derived = Derived()                # slots a listing reads, kept where their inputs are written
        self.counting = None                    # the counted listing of the decide step being lowered
        self.network_places: dict = {}          # a routes' ends table (networks.py) -> the places its routes join
        self.tally = None                       # the action of two parameters it counts, not lists (tally.py)
        self.values_listed: dict = {}           # an action -> the local its listed values are kept in (options.py)
        self.kept_of: dict = {}                 # action -> its outer ids kept by kept_ids, as masked.py reads them
        self.kept_memos: set = set()            # the memos kept_ids defines: not printed where no listing reads one
        self.step_functions: set = set()        # the functions of the round's `do` and `each_player` steps
        self.decide_loops: set = set()          # the decide steps' `<step>_play` drawing each move and calling its action
        # the decide loops that take each seat's picks in a loop of its own, no pick reaching another seat (apart.py):
        # name -> the picks a seat takes at most; and the round's `each_player` steps' functions (seatwise.py)
        self.seat_loops: dict = {}
        self.each_player_steps: set = set()
        self.seatwise_bound = None              # set by seats_one_by_one for the decide loop being made
        self.phase = "round"                    # whose decide step is being lowered: the round's, or "begun" (setup.py)
        # a decide step counted by its tally on the agents' path (tallied_step): the slots of the count and of what it
        # keeps for the draw (DECISION_COUNT where no counted blocks made it, DECISION_KEPT), added once the agents'
        # path finds the tally (known once the step is lowered)
        self.tallied_slots: tuple = ()
        self.setup_piles: set = set()           # the piles only the setup touches (piles_in_play)
        self.begun_missing = None               # why a random game does not begin lowered (begun_lowered), or None
        self.scoring_missing = None             # why the scoring does not lower (outcome), or None
        # the values of the fields' own lists of symbols (`route: [northbound, southbound]`): name -> number
        self.symbols = {}
        for fdef in list(self.model.player.values()) + list(self.model.globals.values()):
            for i, value in enumerate(fdef.values if fdef.type == "symbol" and fdef.of is None else ()):
                self.symbols[value] = i if self.symbols.get(value, i) == i else None

    def none_holders(self) -> NoneHolders:
        if self.nones is None:
            self.nones = NoneHolders(self)
        return self.nones

    # ------------------------------------------------------------ the whole module
    def module(self) -> Module:
        m = self.model
        self.check_flow()
        player = Record("Player", "A player's fields, lowered: numbers and flags, ids of a table as their row number, "
                        "sets of ids as bit masks, maps keyed by a table as lists.",
                        (Slot("seat", LONG, field="seat"),) + self.slots(m.player.values()))
        shared = Record("State", "The shared fields, lowered, the players and the flow of the game being played.",
                        self.slots(m.globals.values()) + self.option_slots()
                        + tuple(Slot(name, ctype) for name, ctype in self.flow_slots))
        self.records = {"Player": player, "State": shared}
        taken = {s.name for s in shared.slots}
        if len({s.name for s in player.slots}) != len(player.slots):
            raise NotLowerable("two player fields of one slot name (a tableau's open spots and loops are "
                               "<field>_kept)")
        clash = [f for f in m.globals.values() if slot_name(f.name) in {n for n, _ in self.flow_slots}]
        if clash or len(taken) != len(shared.slots):
            raise NotLowerable(f"a shared field named like the flow's own ('{clash[0].name}')" if clash
                               else "two shared fields of one slot name", clash[0].span if clash else None)
        self.functions += [self.lower_state(), self.raise_state(), self.too_many_moves(), self.loop_fails()]
        self.functions += [self.resets("turn"), self.resets("round")]
        self.functions += [self.finish(), self.new_round(), self.end_turn() if m.turns else self.next_round()]
        self.actions()
        if m.after_action is not None:
            self.functions += self.after_action()
        names = [fn.name for fn in self.functions]
        if len(set(names)) != len(names):
            twice = next(name for name in names if names.count(name) > 1)
            raise NotLowerable(f"two functions named '{twice}' (a procedure named like the lowered module's own)")
        # an observer sees every decision written back; a choice inside an effect, drawn in place here, it would
        # have to see pending as a save holds it: fast.py plays a game with such choices when it is observed
        self.constants.insert(0, ("OBSERVABLE", literal(not any(self.asking.values()))))
        play = self.play()
        # the agents' path leaves out a game whose moves the runtime cannot name (a parameter over a list of text:
        # `DECISIONS` names ids, a tableau's spots and values held as rules.py holds them), and one whose piles pass between players on
        # the readable state (runtime/chance.py pass_held moves the lowered players' lists, which the readable records
        # share and a clone does not own)
        self.agents_missing = ([] if self.moves_named() else ["a decided action's parameter over text"]) \
            + (["piles passed between players"] if "pass_held" in self.imports["runtime.api"] else [])
        self.worth_missing = []
        self.reserve_slots = ()
        if not self.agents_missing:
            self.agents_path()
        self.functions.append(play)
        self.functions += self.begun_lowered()
        self.functions += self.ended_lowered()
        self.constants.insert(1, ("DEFINED_AT", literal(self.defined_at)))
        # the listings' derived slots kept up to date wherever their maps are written (derived.py)
        self.functions, player = self.derived.apply(self.functions, player, self.constant_values)
        self.records["Player"] = player
        self.turn_resets_marked()
        unread_network_calls(self.functions, self.imports["runtime.api"])
        unread_columns(self.functions, self.constants)
        if self.kept_memos:     # a memo of kept ids that every listing now walks over masks (walked_over_masks)
            read = {node.name for fn in self.functions for node in body_walked(fn) if isinstance(node, Local)}
            self.constants[:] = [(name, text) for name, text in self.constants
                                 if name not in self.kept_memos or name in read]
        doc = (f"{docstring(m.name)}: the lowered playout, by Cairn.\n\n"
               "The random playout of fast.py on a state of typed slots (numbers, flags, ids as small ints, maps as\n"
               "lists): `play` lowers the readable state once, plays the whole game on it and writes it back once.\n"
               "lowered.pxd beside it gives Cython the C types of the same code. A seed plays the same game here as\n"
               "through GameState.apply (tests/runtime/test_lowered.py).\n"
               "Do not edit: change the definitions and run `cairn build`.\n")
        return Module(doc, self.imports, [player, self.records["State"]], self.functions, self.constants)

    def check_flow(self) -> None:
        m = self.model
        if m.hand_end is not None:
            raise NotLowerable("a game of hands (flow.hand)", m.hand_end.span)
        if m.after_action is not None and self.asks(m.after_action.body.walk()):
            raise NotLowerable("flow after_action that asks", m.after_action.span)
        if m.end_trigger is not None and m.end_mode not in ("immediately", "final_turns", "finish_round"):
            raise NotLowerable(f"an end trigger played '{m.end_mode}'", m.end_trigger.span)
        for node in self.every_node():
            # `extra turn` and `first player` are lowered for placement in turn order (a game of rounds, not of
            # turns, whose end_turn would have to give the next turn as GameState.pass_turn does)
            if isinstance(node, ast.TurnOrder) and (m.turns or node.word == "next turn"):
                raise NotLowerable(f"'{node.word}'", node.span)
        for step in m.round:
            if step.kind == "decide" and step.who == "order" and (m.turns or step.optional):
                raise NotLowerable(f"the decide step '{step.name}' asking 'order'"
                                   + (" in a game of turns" if m.turns else ", optional"), step.span)

    @property
    def flow_slots(self) -> tuple:
        """The flow's slots of this game: FLOW_SLOTS, the final turns' count where the end trigger gives some, and
        the seat `extra turn` names where the round writes a turn order word."""
        m = self.model
        if self.names_turns is None:       # walked once: the property is read by every edge of the flow
            self.names_turns = any(isinstance(node, ast.TurnOrder) for node in self.every_node())
        gives_turns = m.turns and m.end_trigger is not None and m.end_mode != "immediately"
        if self.lists_arguments is None:
            self.lists_arguments = self.decided_arguments_listed()
        return FLOW_SLOTS + ((FINAL_TURNS,) if gives_turns else ()) + ((NEXT_TURN,) if self.names_turns else ()) \
            + ((DECISION_ARGUMENTS,) if self.lists_arguments else ()) \
            + ((DECISION_COUNT,) if self.counts_decisions() else ()) + self.tallied_slots \
            + ((TURN_RESETS,) if any(f.reset == "turn" for f in m.player.values()) else ())

    def counts_decisions(self) -> bool:
        """Does a decide step of the round list its moves as counted blocks (counted.py), which the agents' path counts
        too where a random playout draws (`<step>_count`, `<step>_drawn`)?"""
        return any(is_counted(self.model, step) for step in self.model.round if step.kind == "decide")

    def decided_arguments_listed(self) -> bool:
        """Does a decided action take arguments worked out in play that are not all ids (the agents' path keeps the
        decision's `arguments` in DECISION_ARGUMENTS)? Not for a game whose moves the agents' path cannot name."""
        return self.moves_named() and any(
            self.param_rep(action, param)[0] != "id"
            for step in self.model.round if step.kind == "decide"
            for action in (self.model.actions[name] for name in step.actions) for param in action.params)

    def may_end_game(self) -> bool:
        """`may_end_game` of the model, walked once: every decide loop and the end of each round step ask it."""
        if self.ends_game is None:
            self.ends_game = may_end_game(self.model)
        return self.ends_game

    def every_node(self) -> list:
        """Every node of the actions, procedures, the round's steps and after_action (walked once: the model does not
        change while it is lowered, and six passes ask; not to be changed by the caller)."""
        if self.every_walked is None:
            m = self.model
            nodes = []
            for a in m.actions.values():
                nodes += a.effect.walk()
                if a.when is not None:
                    nodes += a.when.walk()
            for proc in m.procedures.values():
                nodes += proc.body.walk()
            for step in m.round:
                if step.body is not None:
                    nodes += step.body.walk()
            if m.after_action is not None:
                nodes += m.after_action.body.walk()
            self.every_walked = nodes
        return self.every_walked

    def round_nodes(self) -> list:
        """Every node the lowered round may run: its steps, actions and procedures, the game's functions, its end,
        end trigger and `active` tests (a new list: callers add to it)."""
        if self.round_walked is None:
            m = self.model
            nodes = list(self.every_node())
            for f in m.functions.values():
                nodes += f.body.walk()
            for node in (m.end, m.end_trigger, m.active):
                if node is not None:
                    nodes += node.walk()
            self.round_walked = nodes
        return list(self.round_walked)

    def piles_in_play(self) -> set:
        """The piles (zones) the lowered round or setup reads or writes: they get a slot, the others stay on the
        records only (the scoring reads them as they start). A pile only the setup touches is never changed after it
        (`setup_piles`): a clone shares it."""
        nodes = self.round_nodes()
        self.setup_piles = self.piles_named(setup_nodes(self.model)) - self.piles_named(nodes)
        return self.piles_named(nodes) | self.setup_piles

    def pile_slots(self) -> list:
        """(scope, field, slot) of every pile (zone) the lowered state holds in a slot, in the definitions' order: the
        piles a deal for a world only judged may leave undealt where no judged function reads the slot (judged_unread.py).
        Called once the module is made (`records`)."""
        out = []
        for scope, fdefs, record in (("global", self.model.globals, "State"), ("player", self.model.player, "Player")):
            held = {slot.name for slot in self.records[record].slots}
            for fdef in fdefs.values():
                name = identifier(slot_name(fdef.name))
                if fdef.type == "zone" and name in held:
                    out.append((scope, fdef.name, name))
        return out

    def piles_named(self, nodes) -> set:
        """The piles (zones) that `nodes` name."""
        used = set()
        for node in nodes:
            if isinstance(node, ast.Name):
                b = self.bindings.get(id(node))
                fdef = self.field_def(b.name) if b is not None and b.category in ("pfield", "gfield") else None
                if fdef is not None and fdef.type == "zone":
                    used.add(fdef.name)
        return used

    # ------------------------------------------------------------ slots
    def slots(self, fdefs) -> tuple:
        out = []
        for slot in map(self.slot, fdefs):
            if slot is not None:
                out += [slot, *kept_slots(slot)] if slot.kind == "tableau" else [slot]
            if slot is not None and slot.kind == "pile" and slot.field in self.piles_counted():
                out.append(counts_slot(slot, self.ids(slot.table)))
                self.counted_slots.add(slot.name)
        return tuple(out)

    def piles_counted(self) -> set:
        """The piles kept counted per id beside their cards (piles.py's counted_piles), found once."""
        if self.counted is None:
            nodes = self.round_nodes()
            for table in self.model.tables.values():
                for tree in table.card_code.values():
                    nodes += tree.walk() if hasattr(tree, "walk") else ()
            self.counted = {identifier(slot_name(name)) for name in counted_piles(self, nodes)}
        return self.counted

    def slot(self, fdef) -> Slot | None:
        """The lowered slot of a field; None for a pile (a zone) the round never touches, which stays on the readable
        record only: the setup deals it and the scoring reads it. A pile the round touches is the readable record's
        own list of card ids (the same object, which the runtime's draw, shuffle and move_card change in place:
        its order and its watched cards stay those of rules.py)."""
        name = identifier(slot_name(fdef.name))
        if fdef.type in ("counter", "track"):
            return Slot(name, LONG, "number", field=name)
        if fdef.type == "zone":
            if self.used_piles is None:
                self.used_piles = self.piles_in_play()
            if fdef.name not in self.used_piles:
                return None
            if self.held_as_ints is None:
                self.held_as_ints = int_piles(self, self.used_piles)
            if fdef.name in self.held_as_ints:
                self.int_pile_slots.add(name)
                return Slot(name, LIST, INT_PILE, fdef.of, field=name)
            # an object, not a list: a watched pile (runtime/knowledge.py) is a subclass Cython's `list` refuses
            return Slot(name, OBJECT, "pile", fdef.of, field=name)
        if fdef.type == "symbol" and fdef.of is None and fdef.values:
            return Slot(name, LONG, "id", None, ids=tuple(fdef.values), field=name)
        if fdef.type == "set" and fdef.of in self.model.tables:
            ids = self.ids(fdef.of)
            # a C long holds 62 ids and a sign, a u128 128 ids; a larger table's mask is a Python int (in C, an object)
            return Slot(name, mask_ctype(len(ids)), "mask", fdef.of, ids=ids, field=name)
        if fdef.type == "flag":
            return Slot(name, BINT, "flag", field=name)
        if fdef.type == "symbol" and fdef.of in self.model.tables:
            return Slot(name, LONG, "id", fdef.of, ids=self.ids(fdef.of), field=name)
        if fdef.type == "map" and fdef.of is None and fdef.keys in self.model.tables:
            return Slot(name, LIST, "map", fdef.keys, keys=self.ids(fdef.keys), field=name)
        if fdef.type == "map" and fdef.of in self.model.tables and fdef.keys in self.model.tables:
            # a map of ids (`on_path: {keys: paths, of: story_tokens}`): a list of the ids' numbers, -1 for none
            return Slot(name, LIST, "idmap", fdef.keys, keys=self.ids(fdef.keys), ids=self.ids(fdef.of), field=name)
        if fdef.type in ("tableau", "figures"):
            # the record's own list of placements (its open spots kept beside it: tableau.py), or dict of figures
            return Slot(name, OBJECT, fdef.type, field=name)
        raise NotLowerable(f"the field '{fdef.name}' of type {fdef.type}", fdef.span)

    def option_slots(self) -> tuple:
        """The options the round may read (its effects, the game's functions, the cards' printed conditions), a slot
        each (`option_mode`): a number option's value, or the number of a named value in the option's list
        (`mode == adventurer` is `s.option_mode == 1`)."""
        nodes = list(self.every_node()) + setup_nodes(self.model)
        for f in self.model.functions.values():
            nodes += f.body.walk()
        for table in self.model.tables.values():
            for tree in table.card_code.values():
                nodes += tree.walk() if hasattr(tree, "walk") else ()
        read = {self.bindings[id(node)].name for node in nodes
                if isinstance(node, ast.Name) and self.bindings.get(id(node)) is not None
                and self.bindings[id(node)].category == "option"}
        return tuple(Slot(f"option_{identifier(name)}", LONG, "option", table=name,
                          ids=tuple(self.model.options[name][0]))
                     for name in self.model.options if name in read)

    def option_value(self, slot):
        """What `lower_state` holds of an option: its value (numbers), or the value's number in the list."""
        value = Item(Attr(Local("state"), "options"), Const(slot.table))
        if all(isinstance(v, int) and not isinstance(v, bool) for v in slot.ids):
            return value
        numbers = self.constant(identifier(f"OPTION_{slot.table.upper()}_NUMBERS"),
                                {v: i for i, v in enumerate(slot.ids)})
        return Item(numbers, value)

    def ids(self, table: str) -> tuple:
        return tuple(row["id"] for row in self.model.tables[table].rows)

    def ids_constant(self, slot) -> str:
        """The module's tuple of the ids of a slot's table (or of its field's own symbols), in order: an id's number
        is its index there; `…_NUMBERS` beside it maps an id to its number."""
        name = f"{(slot.table or slot.field).upper()}_IDS"
        self.id_tuples[identifier(name)] = slot.ids
        self.constant_values[identifier(name)] = slot.ids
        self.constant_values[identifier(name[:-4] + "_NUMBERS")] = {key: i for i, key in enumerate(slot.ids)}
        if all(n != name for n, _ in self.constants):
            self.constants.append((identifier(name), literal(slot.ids)))
            numbers = {key: i for i, key in enumerate(slot.ids)}
            self.constants.append((identifier(name[:-4] + "_NUMBERS"), literal(numbers)))
        return name

    def table_ids(self, table: str) -> str:
        """The module's tuple of a table's ids, as ids_constant names it: an id's number is its index there."""
        return self.ids_constant(Slot(table, LONG, "id", table, ids=self.ids(table)))

    def mask_count(self, mask, count: int):
        """The number of ids in `mask`, a mask over a table of `count` ids: `mask.bit_count()`, or, for a mask natively
        a u128 (63-128 ids), runtime/masks' `mask_count` (`int.bit_count` in the pure print, natively an inline C
        popcount of its two 64-bit halves, which runtime/masks.pxd gives the native build: `.bit_count()` of a C
        integer makes it a Python int first)."""
        if mask_ctype(count) != U128:
            return method(mask, "bit_count")
        self.imports["runtime.api"].add("masks")
        return Call(Attr(Local("masks"), "mask_count"), (mask,))

    def constant(self, name: str, value) -> Local:
        """A tuple of data the lowered functions read (a table's column by id number), defined once."""
        if all(n != name for n, _ in self.constants):
            self.constants.append((identifier(name), literal(value)))
        self.constant_values[name] = value
        return Local(name)

    def field_def(self, name: str):
        return self.model.player.get(name) or self.model.globals.get(name)

    def owner(self, fdef):
        return P if fdef.scope == "player" else S

    # ------------------------------------------------------------ the edges: lower once, raise once
    def lower_state(self) -> Function:
        body = [Assign(Local("s"), call("State")), Assign(Local("g"), Attr(Local("state"), "g"))]
        body += self.copy_in(self.records["State"], Local("g"), S)
        body += [Assign(flow("players"), ListOf(()))]
        per_player = [Assign(P, call("Player"))] + self.copy_in(self.records["Player"], Local("q"), P)
        per_player.append(Do(method(flow("players"), "append", P)))
        body.append(ForRange("seat", call("len", Attr(Local("state"), "players")),
                                [Assign(Local("q"), Item(Attr(Local("state"), "players"),
                                                                   Local("seat")))] + per_player))
        state = Local("state")
        body.append(Assign(flow("moves"), ListOf(())))
        body.append(Assign(flow("decision_moves"), ListOf(())))
        for name, _ctype in self.flow_slots:
            if name in ("players", "moves", "decision_moves"):
                continue
            value = {"readable": state, "rnd": call("stream_of", Attr(state, "rng")),
                     "max_moves": Attr(Attr(state, "rules"), "max_moves_per_turn"),
                     "decision_arguments": ListOf(()), "decision_count": Const(0),
                     "decision_kept": Const(None), TURN_RESETS[0]: Const(True)}.get(name, Attr(state, name))
            if name in ("final_turns", "next_turn"):
                value = Cond(Bin("is", value, Const(None)), Const(-1), value)
            body.append(Assign(flow(name), value))
        body.append(Return(S))
        return Function("lower_state", (("state", OBJECT),),
                           "The lowered copy of a readable state (runtime/state.py GameState): taken once, at the start.",
                           body, returns="State", locals={"s": "State", "p": "Player", "seat": LONG}, public=True)

    def copy_in(self, record, source, target) -> list:
        out = []
        for slot in record.slots:
            if slot.kind == "kept area":
                out.append(Assign(Attr(target, slot.name), kept(self, slot, target)))
            if slot.kind == "option":
                out.append(Assign(Attr(target, slot.name), self.option_value(slot)))
            if slot.kind == "counts":
                out.append(copied_in(self, slot, target))
            if slot.field is None:
                continue
            read = Attr(source, slot.field)
            if slot.kind == INT_PILE:
                value = numbers_read(self, slot, read)
            elif slot.kind == "id":
                numbers = self.ids_constant(slot).replace("_IDS", "_NUMBERS")
                value = Cond(Bin("is", read, Const(None)), Const(-1), Item(Local(numbers), read))
            elif slot.kind == "mask":
                numbers = Local(self.ids_constant(slot).replace("_IDS", "_NUMBERS"))
                out.append(Assign(Local("mask"), Const(0)))
                bit = Bin("<<", Const(1), Item(numbers, Local("key")))
                out.append(ForIn("key", read, [Assign(Local("mask"), bit, "|=")]))
                value = Local("mask")
            elif slot.kind == "map":
                value = ListOf(tuple(Item(read, Const(key)) for key in slot.keys))
            elif slot.kind == "idmap":
                numbers = Local(self.table_ids(self.field_def(slot.field).of).replace("_IDS", "_NUMBERS"))
                value = ListOf(tuple(Cond(Bin("is", Item(read, Const(key)), Const(None)), Const(-1),
                                          Item(numbers, Item(read, Const(key)))) for key in slot.keys))
            else:
                value = read
            out.append(Assign(Attr(target, slot.name), value))
        return out

    def copy_out(self, record, source, target) -> list:
        out = []
        for slot in record.slots:
            if slot.field is None or slot.name == "seat":
                continue
            value = Attr(source, slot.name)
            if slot.kind == INT_PILE:
                out.append(strings_written(self, slot, value, target))
            elif slot.kind == "mask":
                # the bits set, lowest first (the ids' order, as before): a few of 77 spaces, not a test of each
                ids, bits, low = Local(self.ids_constant(slot)), Local("bits"), Local("low")
                out.append(Assign(Local("entries"), Call(Local("set"))))
                out.append(Assign(bits, value))
                out.append(While(bits, [
                    Assign(low, Bin("&", bits, Unary("-", bits))),
                    Do(Call(Attr(Local("entries"), "add"),
                            (Item(ids, Bin("-", method(low, "bit_length"), Const(1))),))),
                    Assign(bits, low, "^=")]))
                out.append(Assign(Attr(target, slot.field), Local("entries")))
            elif slot.kind == "id":
                ids = self.ids_constant(slot)
                out.append(Assign(Attr(target, slot.field),
                                     Cond(Bin("<", value, Const(0)), Const(None), Item(Local(ids), value))))
            elif slot.kind == "map":
                out.append(Assign(Local("entries"), Attr(target, slot.field)))
                out += [Assign(Item(Local("entries"), Const(key)), Item(value, Const(i)))
                        for i, key in enumerate(slot.keys)]
            elif slot.kind == "idmap":
                ids = Local(self.table_ids(self.field_def(slot.field).of))
                out.append(Assign(Local("entries"), Attr(target, slot.field)))
                out += [Assign(Item(Local("entries"), Const(key)),
                               Cond(Bin("<", Item(value, Const(i)), Const(0)), Const(None), Item(ids, Item(value, Const(i)))))
                        for i, key in enumerate(slot.keys)]
            elif slot.kind == "flag":
                out.append(Assign(Attr(target, slot.field), Cond(value, Const(True), Const(False))))
            else:
                out.append(Assign(Attr(target, slot.field), value))
        return out

    def raise_state(self) -> Function:
        state = Local("state")
        body = [Assign(Local("g"), Attr(state, "g"))] + self.copy_out(self.records["State"], S, Local("g"))
        body.append(ForRange("seat", call("len", flow("players")), [
            Assign(P, Item(flow("players"), Local("seat"))),
            Assign(Local("q"), Item(Attr(state, "players"), Local("seat")))]
            + self.copy_out(self.records["Player"], P, Local("q"))))
        for name, _ctype in self.flow_slots:
            if name in ("players", "moves", "readable", "rnd", "max_moves", "decision_moves", "decision_arguments",
                        "decision_count", "decision_kept", TURN_RESETS[0]):
                continue
            value = flow(name)
            if name == "end_requested":
                value = Cond(value, Const(True), Const(False))
            elif name in ("final_turns", "next_turn"):
                value = Cond(Bin("<", value, Const(0)), Const(None), value)
            body.append(Assign(Attr(state, name), value))
        return Function("raise_state", (("state", OBJECT), ("s", "State")),
                           "Write the lowered state back into the readable one: at the end, before an observer looks, "
                           "and before a rules error is raised.",
                           body, locals={"p": "Player", "seat": LONG, "bits": OBJECT, "low": OBJECT}, public=True)

    def too_many_moves(self) -> Function:
        state = Attr(S, "readable")
        step = Item(method(state, "steps"), flow("step"))
        return Function("too_many_moves", (("s", "State"), ("seat", LONG)),
                           "A turn of more moves than the flow allows: the rules error GameState raises.",
                           [Do(call("raise_state", state, S)),
                            Do(method(state, "turn_never_ends", Local("seat"), step))])

    def loop_fails(self) -> Function:
        state = Attr(S, "readable")
        # a loop of a step where no player acts names none, as rules.py's does
        player = Cond(Bin("is", P, Const(None)), Const(None), Item(Attr(state, "players"), Attr(P, "seat")))
        return Function("loop_fails", (("s", "State"), ("p", "Player"), ("turns", LONG), ("limit", LONG),
                                          ("where", OBJECT)),
                           "A loop of an effect past its bound: the rules error rules.py raises (runtime/loops.py).",
                           [Do(call("raise_state", state, S)),
                            Do(call("loop_turn", state, player, Local("turns"), Local("limit"),
                                       Local("where")))])

    # ------------------------------------------------------------ the flow
    def resets(self, when: str) -> Function:
        body = []
        per_player = [Assign(Attr(P, self.slot(f).name), self.start(f))
                      for f in self.model.player.values() if f.reset == when]
        if per_player:
            body.append(ForRange("seat", call("len", flow("players")),
                                    [Assign(P, Item(flow("players"), Local("seat")))] + per_player))
        body += [Assign(Attr(S, self.slot(f).name), self.start(f))
                 for f in self.model.globals.values() if f.reset == when]
        return Function(f"start_{when}", (("s", "State"),), f"What resets at the start of every {when}.", body,
                           locals={"p": "Player", "seat": LONG})

    def turn_resets_marked(self) -> None:
        """Where the players' fields reset every turn are written off their start value, `s.turn_resets_due` set
        after the write, and `start_turn`'s walk of every player run only where it is set (and it cleared): Trek's
        face-up wild taken, reset for every player at every turn, is set in a few turns of a game. Left as it was (the
        walk at every turn, the flag never read) where a write is in a function of no lowered state `s`. The copies
        of a state (lower_state, clone) begin it set, or copy it, and raise_state writes the readable state's."""
        if TURN_RESETS not in self.flow_slots:
            return
        starts = {self.slot(f).name: self.start(f) for f in self.model.player.values() if f.reset == "turn"}
        copies = ("lower_state", "raise_state", "clone", "start_turn")
        due = flow(TURN_RESETS[0])

        def writes(x) -> bool:
            return isinstance(x, Assign) and isinstance(x.target, Attr) and x.target.name in starts \
                and not (x.op == "=" and x.value == starts[x.target.name])
        written = [fn for fn in self.functions if fn.name not in copies and any(writes(x) for x in walk_ir(fn.body))]
        if any(not any(param[0] == "s" and param[1] == "State" for param in fn.params) for fn in written):
            return

        def marked(body) -> list:
            out = []
            for stmt in body:
                if isinstance(stmt, If):
                    stmt = If(tuple((cond, marked(b)) for cond, b in stmt.branches), marked(stmt.otherwise))
                elif isinstance(stmt, (ForIn, ForRange, While)):
                    stmt = copy.copy(stmt)
                    stmt.body = marked(stmt.body)
                out.append(stmt)
                if writes(stmt):
                    out.append(Assign(due, Const(True)))
            return out
        for fn in written:
            fn.body = marked(fn.body)
        start = next(fn for fn in self.functions if fn.name == "start_turn")
        walks = [stmt for stmt in start.body if isinstance(stmt, ForRange)]
        start.body = [If(((due, [Assign(due, Const(False))] + walks),))] \
            + [stmt for stmt in start.body if not isinstance(stmt, ForRange)]

    def start(self, fdef):
        slot = self.slot(fdef)
        if slot.kind == "flag":
            return Const(bool(fdef.start))
        if slot.kind == "id":
            return Const(-1 if fdef.start in (None, "none") else slot.ids.index(fdef.start))
        if slot.kind == "map":
            return Bin("*", ListOf((Const(fdef.start or 0),)), Const(len(slot.keys)))
        if slot.kind == "idmap":
            start = -1 if fdef.start in (None, "none") else slot.ids.index(fdef.start)
            return Bin("*", ListOf((Const(start),)), Const(len(slot.keys)))
        if slot.kind == "mask":
            return Const(0)
        return Const(fdef.start or 0)

    def ended(self, reason: str, test) -> list:
        """`if TEST: finish(s, REASON); return`, or nothing where the test is never true. The game's end tests are
        written in place, not called: a call costs more than most of them (`p.points >= 100`)."""
        if test == Const(False):
            return []
        return [If(((test, [Do(call("finish", S, Const(reason))), Return()]),))]

    def condition(self, node, player):
        self.locals_of_last = {}
        if node is None:
            return Const(False)
        return Effect(self, player, self.locals_of_last).expr(node)

    def active(self, player) -> object:
        """Whether `player` still takes part (the game's `active:`), or Const(True)."""
        if self.model.active is None:
            return Const(True)
        return Effect(self, player, {}).expr(self.model.active)

    def finish(self) -> Function:
        return Function("finish", (("s", "State"), ("reason", OBJECT)), "The game is over.",
                           [Assign(flow("phase"), Const("over")), Assign(flow("ended_by"), Local("reason"))])

    def new_round(self) -> Function:
        body = [If(((Bin(">=", flow("round"), Local("MAX_ROUNDS")), [
                    Do(call("raise_state", flow("readable"), S)),
                    Do(method(flow("readable"), "check_round_limit"))]),)),
                inc(flow("round")), Assign(flow("lead"), flow("first_player")), Do(call("start_round", S))]
        return Function("new_round", (("s", "State"),), "Count the next round, led by the first player, and start it "
                           "(GameState.new_round).", body)

    def start_of_rounds(self) -> list:
        """GameState.next_round from the setup or a finished round: the round's flow values and resets."""
        named = [Assign(flow("next_turn"), Const(-1))] if NEXT_TURN in self.flow_slots else []
        return [Assign(flow("phase"), Const("round")), Assign(flow("step"), Const(0)),
                Assign(flow("turn"), flow("first_player"))] + named + [Assign(flow("turn_moves"), Const(0)),
                Assign(flow("passes"), Const(0)), Do(call("new_round", S)), Do(call("start_turn", S))]

    def next_round(self) -> Function:
        """A game of rounds: GameState.next_round at the end of a round."""
        body = self.ended("end condition", flow("end_requested")) if self.may_end_game() else []
        body += self.ended("end condition", self.condition(self.model.end, None))
        body += self.start_of_rounds()
        return Function("next_round", (("s", "State"),), "The round is over: the game's end, or the next round.", body)

    def end_turn(self) -> Function:
        """A game of turns: GameState.end_turn and pass_turn, for a game that names no next turn (no `next turn`,
        `extra turn`, `first player`) and ends at once when triggered."""
        n = Local("n")
        active_here = self.active(Item(flow("players"), flow("turn")))
        trigger = self.model.end_trigger is not None
        body = [Assign(n, call("len", flow("players"))),
                Assign(P, Item(flow("players"), flow("turn"))),
                Assign(flow("idle_turns"), Cond(flow("turn_moves"), Const(0),
                                                      Bin("+", flow("idle_turns"), Const(1))))]
        if trigger:
            body += self.trigger(n)
        body += self.ended("end condition", self.condition(self.model.end, None))
        nobody = [Do(call("finish", S, Const("nobody can act"))), Return()]
        if self.model.active is None:
            # every player active: `active == 0 or idle_turns >= active` with active = n is `idle_turns >= n` (the
            # idle turns are never below 0, so no players at all fails it as well)
            body.append(If(((Bin(">=", flow("idle_turns"), n), nobody),)))
        else:
            body.append(Assign(Local("active"), Const(0)))
            body.append(ForRange("seat", n, [Assign(Local("q"), Item(flow("players"), Local("seat"))),
                                                If(((self.active(Local("q")), [inc(Local("active"))]),))]))
            body.append(If(((Bin("or", Bin("==", Local("active"), Const(0)),
                                       Bin(">=", flow("idle_turns"), Local("active"))), nobody),)))
        body += [Assign(flow("step"), Const(0)), Assign(flow("turn_moves"), Const(0)),
                 Assign(flow("passes"), Const(0))]
        step_on = [Assign(Local("following"), Bin("%", Bin("+", flow("turn"), Const(1)), n)),
                   If(((Bin("==", Local("following"), flow("lead")),
                           [Do(call("new_round", S)), Assign(Local("following"), flow("lead"))]),)),
                   Assign(flow("turn"), Local("following"))]
        body += step_on
        if self.model.active is None:
            body.append(Do(call("start_turn", S)))
        else:
            body.append(If(((active_here, [Do(call("start_turn", S)), Return()]),)))
            body.append(ForRange("seat", Bin("*", Const(2), n), step_on + [
                If(((active_here, [Do(call("start_turn", S)), Return()]),))]))
            body.append(Do(call("finish", S, Const("nobody can act"))))
        return Function("end_turn", (("s", "State"),),
                           "Close the turn player's turn: the end trigger, the game's end, a table where no one can act; "
                           "pass the turn (GameState.end_turn).", body,
                           locals={"p": "Player", "q": "Player", "n": LONG, "active": LONG, "following": LONG,
                                   "seat": LONG, "turns_left": LONG})

    def trigger(self, n) -> list:
        """GameState.end_turn's end trigger: the game over at once, or, once triggered, the final turns counted down
        (every player one more turn, this one included; or up to the round's last seat) and the game over after."""
        fired = self.condition(self.model.end_trigger, P)
        mode = self.model.end_mode
        if mode == "immediately":
            return self.ended("end trigger", fired)
        left = flow("final_turns")
        over = [Do(call("finish", S, Const("end trigger"))), Return()]
        counting = [Assign(left, Const(1), "-="), If(((Bin("<=", left, Const(0)), over),))]
        if mode == "final_turns":
            starting = [Assign(left, n)]
        else:       # finish_round: the seats left before the round's lead comes round again
            turns_left = Local("turns_left")
            starting = [Assign(turns_left, Bin("%", Bin("-", Bin("-", flow("lead"), Const(1)), flow("turn")), n)),
                        If(((Bin("<=", turns_left, Const(0)), over),)), Assign(left, turns_left)]
        return [If(((Bin(">=", left, Const(0)), counting), (fired, starting)))]

    def play(self) -> Function:
        m = self.model
        state = Local("state")
        body = self.setup_steps() + [Assign(Attr(state, "step"), Const(len(m.setup))),
                                     Assign(S, call("lower_state", state))]
        round_body = self.round_steps()
        round_body += [Assign(flow("step"), Const(len(m.round))),
                       Do(call("end_turn" if m.turns else "next_round", S))]
        # the seats' draws as streams to draw from (runtime/draws.py; natively in C): from here on only lowered code draws
        self.rounds = [Assign(Local("randoms"), call("streams_of", Local("randoms")))] + self.start_of_rounds() + [
            While(Bin("!=", flow("phase"), Const("over")), round_body)]
        body += self.rounds
        body += remember_loops(self.records) + [Do(call("raise_state", state, S)), Return(state)]
        return Function("play", (("state", OBJECT), ("randoms", OBJECT), ("observe", OBJECT, None)),
                           "Play a game made with `GameState(..., start=False)` to its end on the lowered state; seat k "
                           "draws with `randoms[k]()`. `observe(state)`, when given, sees the readable state, written "
                           "back, at every drawn decision.", body, locals={"s": "State", "p": "Player"}, public=True)

    # ------------------------------------------------------------ the agents' path: one decision at a time
    def agents_path(self) -> None:
        """What greedy look-ahead and ISMCTS play on (runtime/lowered.py): `clone`, the flow run `to_decision`, a
        move `act`ed at the decision there, and `DECISIONS`, each decide step's actions and the ids of their
        parameter, from which the runtime names a move as GameState.legal_actions() does. The random playout
        (`play`) keeps its own loops: it draws in place and never stops at a decision."""
        m = self.model
        decisions, stepping, acting = {}, [], []
        next_of, act_of = {}, {}        # a decide step's index -> the names of its functions
        count_of = {}       # a step listing counted blocks (counted.py): its index -> (`<step>_count`, `<step>_drawn`)
        who_of = {}         # a step listed in full, stopped at its first move where only who decides is asked (who.py)
        # those of them whose count is the random playout's tally (tally.py), not blocks: each step's listing lowered
        # once to tell (`tallies`), not again in the loop below
        tallied = {index for index, step in enumerate(m.round)
                   if step.kind == "decide" and not is_counted(m, step) and self.tallies(step)}
        if tallied:
            self.tallied_slot_made()
        for index, step in enumerate(m.round):
            if step.kind != "decide":
                continue
            fn = step_function("round", step)
            next_of[index], act_of[index] = identifier(f"{fn}_next"), identifier(f"{fn}_act")
            if is_counted(m, step) or index in tallied:
                count_of[index] = (identifier(f"{fn}_count"), identifier(f"{fn}_drawn"))
            if next_of[index] not in {f.name for f in stepping}:    # the turns of a `repeat` share the first one's
                # listed first: the listing numbers the moves (`move_codes`) where the random playout counts them
                stepping.append(self.next_decision(index, step, next_of[index]))
                acting.append(self.act_function(step, act_of[index]))
                if index in count_of and count_of[index][0] not in self.made:
                    # a random playout past ISMCTS's tree counts them, as `play` does (`play`'s own loop holds its
                    # blocks in locals, unlisted.py, where these hand them over in `s.moves`)
                    counting, drawing = self.counted_step(index, step) if index not in tallied \
                        else self.tallied_step(index, step)
                    stepping.append(counting)
                    acting.append(drawing)
                if index not in count_of:
                    who = self.next_decision(index, step, identifier(f"{fn}_who"), who=True)
                    if who is not None:
                        stepping.append(who)
            if identifier(f"{fn}_who") in {f.name for f in stepping}:
                who_of[index] = identifier(f"{fn}_who")
            decisions[index] = tuple((name, *self.move_arguments(name)) for name in step.actions)
        self.constants.append(("DECISIONS", literal(decisions)))
        if count_of:    # the steps whose decisions `to_decision(s, randoms, True)` counts, not lists
            self.constants.append(("COUNTED_STEPS", literal(frozenset(count_of))))
        if tallied:     # those of them counted by a tally, which leaves no blocks in `s.moves` to find a move in
            self.constants.append(("TALLIED_STEPS", literal(frozenset(tallied))))
        if who_of:      # the steps whose decisions `to_decision(s, randoms, who=True)` finds the seat of, unlisted
            self.constants.append(("WHO_STEPS", literal(frozenset(who_of))))
        if self.chance_steps:   # the steps that roll or shuffle, before which `to_decision(..., chance=True)` stops
            self.constants.append(("CHANCE_STEPS", literal(self.chance_steps)))
        # an action asks inside its effect: `act` draws its choices with `randoms[seat]()`, which an agent weighing a
        # move makes stop the move at the choice (runtime/lowered.py `Asked`), where the records would wait for it
        self.constants.append(("ASKS", literal(any(self.asking.values()))))
        self.functions.append(self.clone_function())
        self.functions += stepping + acting
        self.functions.append(self.to_decision(next_of, count_of, who_of))
        worth, self.worth_missing = worth_functions(self)
        self.functions += worth
        # the player slots a Reserve reads beside the worth: those of the fields that run out (chance.py)
        self.reserve_slots = tuple(self.slot(fdef).name for fdef in m.player.values() if fdef.on_empty is not None)
        if worth:       # (the Reserve is tried on the lowered state only where the worth is read there)
            self.functions += run_out_functions(self)
        self.functions.append(Function(
            "act", (("s", "State"), ("seat", LONG), ("move", LONG), ("randoms", OBJECT)),
            "Take `move` (a number of `DECISIONS`, -1 a pass) for `seat` at the decision the flow stopped at "
            "(to_decision); the flow is not run on. A choice inside its effect is drawn with `randoms[seat]()`.",
            [If(tuple((Bin("==", flow("step"), Const(index)),
                       [Do(call(fn, S, Local("seat"), Local("move"), Local("randoms")))])
                      for index, fn in act_of.items()))], public=True))
        if count_of:
            self.functions.append(self.act_drawn(count_of))

    def act_drawn(self, count_of: dict) -> Function:
        """`act_drawn(s, seat, r, randoms)`: the move a random agent's draw `r` takes at the decision `to_decision(s,
        randoms, True)` stopped at, the k-th of its moves (k = int(r * their number)): found in the blocks a counted
        step left in `s.moves` (`<step>_drawn`), else `act` of the k-th of `s.decision_moves`. The same move as `act` of
        the k-th of the listed moves: rules.py's order (counted.py)."""
        r, seat, randoms = Local("r"), Local("seat"), Local("randoms")
        listed = flow("decision_moves")
        return Function(
            "act_drawn", (("s", "State"), ("seat", LONG), ("r", "double"), ("randoms", OBJECT)),
            "Take the move drawn `r` (in [0, 1)) at the decision `to_decision(s, randoms, True)` stopped at: the k-th "
            "of its moves, k = int(r * their number), counted in blocks or listed, as the random playout draws it.",
            [If(tuple((Bin("==", flow("step"), Const(index)),
                       [Do(call(drawn, S, seat, call("int", Bin("*", r, flow("decision_count"))), randoms))])
                      for index, (_count, drawn) in count_of.items()),
                [Do(call("act", S, seat, Item(listed, call("int", Bin("*", r, call("len", listed)))), randoms))])],
            public=True)

    def moves_named(self) -> bool:
        """Can the runtime name every decided move as GameState.legal_actions() does: every parameter of every decided
        action over the ids of a table, or over values worked out in play held as rules.py holds them (strings,
        numbers, groups: Trail Story's walks, tuples of the runtime's own route ids)?"""
        try:
            return all(self.param_rep(action, param)[0] in ("id", "str", "group", "int", "cell")
                       for step in self.model.round if step.kind == "decide"
                       for action in (self.model.actions[name] for name in step.actions) for param in action.params)
        except NotLowerable:        # a list of values of no table (text): listed in play, named by no id
            return False

    def move_arguments(self, name: str) -> tuple:
        """How the runtime names the arguments of a decided move of action `name` (runtime/lowered.py Menu):
        (False, the ids of each parameter), its number past the action's being the arguments' numbers (mixed radix,
        the first parameter lowest), or (True, the ids of each parameter, SPOT for a tableau's spot held as its cell
        or None for a value held as rules.py holds it), its number past the action's being the arguments' place in
        `decision_arguments`."""
        action = self.model.actions[name]
        if not action.params:
            return (False, ())
        if name not in self.move_codes:
            return (False, (self.argument_ids(name),))
        if self.move_codes[name] is not None:
            return (False, tuple(self.ids(self.param_rep(action, param)[1]) for param in action.params))
        reps = [self.param_rep(action, param) for param in action.params]
        return (True, tuple(self.ids(rep[1]) if rep[0] == "id" else SPOT if rep[0] == "cell" else None
                            for rep in reps))

    def argument_ids(self, name: str) -> tuple | None:
        """The ids an action's parameter takes, in its table's order (a move's argument number is the index), or
        None for an action of no parameter."""
        action = self.model.actions[name]
        if not action.params:
            return None
        param = action.params[0]
        kind = self.resolver.kinds.get(id(param.domain), ("any",))
        # a card of a pile (`card: hand`) is named by its number in the pile's table, as pile_moves lists it
        return self.ids(kind[1] if kind[0] in ("table", "zone") else self.param_table(action, param))

    def clone_function(self) -> Function:
        """`clone(s)`: a copy of the lowered state that shares nothing it changes: numbers copied, maps and piles as
        new lists, the players' records anew. The readable state and the random stream are the runtime's to set."""
        c, q = Local("c"), Local("q")
        body = [Assign(c, call("State"))]
        keyed = {identifier(slot_name(f.name)) for f in (*self.model.player.values(), *self.model.globals.values())
                 if f.type == "zone" and f.keys in self.model.tables}
        setup_only = {identifier(slot_name(name)) for name in self.setup_piles}

        def copied(record, source, target):
            out = []
            for slot in record.slots:
                if slot.name in ("players", "moves"):
                    continue
                value = Attr(source, slot.name)
                if slot.name == "decision_moves":
                    pass        # never changed: a remembered listing, or a copy of a fresh one
                elif slot.name in keyed:    # a pile per key (`destination_decks[region]`): a dict of new lists
                    value = call("dict", call("zip", value, call("map", Local("list"), method(value, "values"))))
                elif slot.kind == "pile" and slot.field in setup_only:
                    pass        # dealt by the setup and never changed after it
                elif slot.ctype == LIST or slot.kind in ("pile", "tableau"):
                    value = call("list", value)     # (a tableau's placements are never changed, only added to)
                elif slot.kind == "figures":        # a figure is replaced, never changed in place
                    value = call("dict", value)
                elif slot.kind == "kept area":      # its spots and loops, kept for the tableau's copy (just made)
                    value = method(value, "copy", Attr(target, slot.table))
                elif slot.name == "picks":
                    value = Cond(Bin("is", value, Const(None)), Const(None), call("list", value))
                out.append(Assign(Attr(target, slot.name), value))
            return out
        body += copied(self.records["State"], S, c)
        body += [Assign(Attr(c, "moves"), ListOf(())), Assign(Attr(c, "players"), ListOf(()))]
        body.append(ForRange("seat", call("len", flow("players")), [
            Assign(P, Item(flow("players"), Local("seat"))), Assign(q, call("Player"))]
            + copied(self.records["Player"], P, q) + [Do(method(Attr(c, "players"), "append", q))]))
        body.append(Return(c))
        return Function("clone", (("s", "State"),),
                        "A copy of the lowered state to play on (a move weighed, a world searched): its numbers, new "
                        "lists for its maps, piles and picks, its players anew. It shares the readable state and the "
                        "random stream, which the runtime sets.", body, returns="State",
                        locals={"c": "State", "p": "Player", "q": "Player", "seat": LONG}, public=True)

    def next_decision(self, index: int, step, name: str, counting: CountedListing | None = None,
                      tallied: bool = False, kept: list = (), who: bool = False) -> Function | None:
        """`<step>_next(s)`: GameState.decision_pending and next_pick on the lowered state: the step's picks set up
        on its first call, then the first seat (by number) with picks and a legal move, its moves in `s.decision_moves`;
        a seat with none has no picks left. -1: no one can decide, and the step is over. With `counting`,
        `<step>_count`: the same seat, its moves counted in blocks (`s.moves`, their number in `s.decision_count`), not
        listed. With `who`, `<step>_who`: the same seat, its listing stopped at its first move (at its second in a step
        `auto: single`: who.py), or None where it cannot be."""
        scratch = {"p": "Player", "moves": LIST, "n": LONG, "seat": LONG, "picks": LIST}
        offers, total = Local("moves"), Local("total")      # has the seat a move; how many (counted)
        if counting is not None:
            listing = counting.listing()
            scratch.update(counting.scratch)
        elif tallied:       # the random playout's listing, an action's moves counted (tally.py)
            self.phase = "round"
            listing = self.legal_moves(step, scratch, True)
            offers, total = self.tally.any_move(), self.tally.total()
            self.tally, self.values_listed = None, {}
        else:
            listing = self.legal_moves(step, scratch)
        players, picks, seat, n = flow("players"), Local("picks"), Local("seat"), Local("n")
        start = [Assign(picks, Bin("*", ListOf((Const(0 if step.who == "turn" else step.picks),)), n))]
        if step.who == "turn":
            active = self.active(Item(players, flow("turn")))
            set_pick = Assign(Item(picks, flow("turn")), Const(step.picks))
            start += [set_pick] if active == Const(True) else [If(((active, [set_pick]),))]
        elif self.model.active is not None:
            start.append(ForRange("seat", n, [If(((Unary("not", self.active(Item(players, seat))),
                                                     [Assign(Item(picks, seat), Const(0))]),))]))
        start.append(Assign(flow("picks"), picks))
        order = step.who == "order"     # placement in turn order: from the first player, round the table
        if order:
            start.insert(0, Assign(flow("turn"), flow("first_player")))
        # a remembered listing is never changed; one made afresh fills the state's scratch list, kept as a copy
        remembered = any(x == Local("key") for x in walk_ir(listing))
        offered = Local("moves") if remembered else call("list", Local("moves"))
        found = [Assign(flow("decision_moves"), offered) if counting is None and not tallied
                 else Assign(flow("decision_count"), total)]
        if kept:    # what the draw reads of the count's locals (tallied_step), each surely set by now
            missing = set(kept) - set(surely_assigned(listing))
            if missing:
                raise NotLowerable(f"a tallied draw reading '{sorted(missing)[0]}', which its count may not set")
            found.append(Assign(flow("decision_kept"), ListOf(tuple(Local(name) for name in kept))))
        found += ([Assign(flow("turn"), seat)] if order else []) + [Return(seat)]
        if "arguments" in scratch:      # the moves' arguments, listed with them: what `<step>_act` reads back
            found.insert(0, Assign(flow("decision_arguments"), Local("arguments")))
        if who and step.auto == "single":   # stopped at the second move appended, the two handed over as found
            listing = stopped_at_second(listing, found)
            if listing is None:
                return None
        elif who:   # found at the first move appended, s.decision_moves left as they were
            listing = stopped_at_first(listing, ([Assign(flow("turn"), seat)] if order else []) + [Return(seat)])
            if listing is None:
                return None
            found = [Return(seat)]      # (not reached: the listing returned at its first move)
        ask = [If(((Bin(">", Item(picks, seat), Const(0)), [
            Assign(P, Item(players, seat))] + listing + [
            If(((offers, found),)),
            Assign(Item(picks, seat), Const(0))]),))]
        if order:       # the seats from the turn's round the table (GameState.asking_order)
            scratch["offset"] = LONG
            asking = ForRange("offset", n, [Assign(seat, Bin("%", Bin("+", flow("turn"), Local("offset")), n))] + ask)
        else:
            asking = ForRange("seat", n, ask)
        body = [Assign(n, call("len", players)),
                If(((Bin("is", flow("picks"), Const(None)), start),)),
                Assign(picks, flow("picks")),
                asking,
                Assign(flow("picks"), Const(None)),
                Return(Const(-1))]
        where = "legal moves in `s.decision_moves`" if counting is None and not tallied and not who else \
            "moves listed only up to the second: a seat of one move has it in `s.decision_moves`, one of more the " \
            "first two (who.py)" if who and step.auto == "single" else \
            "moves not listed: it returns at the first one found (who.py)" if who else \
            "legal moves counted, their number in `s.decision_count`" if tallied else \
            "legal moves counted in blocks in `s.moves`, their number in `s.decision_count`"
        return Function(name, (("s", "State"),),
                        f"Who decides next in the round step {docstring(step.name)} (GameState.next_pick), their "
                        f"{where}; -1 when no one can, and the step is over.", body,
                        returns=LONG, locals=scratch)

    def act_function(self, step, name: str) -> Function:
        """`<step>_act(s, seat, move)`: GameState.apply of one move without the flow: the step's cost, the action,
        the move counted, the seat's pick taken (all of them by a pass, or once they no longer take part)."""
        scratch = {"p": "Player", "picks": LIST, "action": LONG}
        picks, seat = Local("picks"), Local("seat")
        body = [Assign(P, Item(flow("players"), seat)), Assign(picks, flow("picks"))]
        after = self.acted(step, seat, picks)
        if any(x == Local("arguments") for x in walk_ir(after)):     # the moves' arguments, as `<step>_next` listed them
            scratch["arguments"] = LIST
            body.append(Assign(Local("arguments"), flow("decision_arguments")))
        picked = self.pick_taken(step, seat, picks)
        if step.optional:
            after[-1] = If(after[-1].branches, list(after[-1].otherwise) + picked)
        else:
            after += picked
        return Function(name, (("s", "State"), ("seat", LONG), ("move", LONG), ("randoms", OBJECT)),
                        f"Take `move` for `seat` in the round step {docstring(step.name)} (GameState.apply, "
                        "without the flow).", body + after, locals=scratch)

    def pick_taken(self, step, seat, picks) -> list:
        """After a move of `seat` on the agents' path: its pick taken, all of them once it no longer takes part, and in
        a `who: order` step the next pick the next seat's, unless the action gave an `extra turn`."""
        picked = [Assign(Item(picks, seat), Const(1), "-=")]
        still = self.active(P)
        if still != Const(True):
            picked.append(If(((Unary("not", still), [Assign(Item(picks, seat), Const(0))]),)))
        if step.who == "order":
            picked += self.next_in_order(seat, call("len", flow("players")))
        return picked

    def drawn_function(self, step, name: str, counting: CountedListing) -> Function:
        """`<step>_drawn(s, seat, k, randoms)`: `<step>_act` of the k-th move of the blocks `<step>_count` left in
        `s.moves`, found and taken as the random playout takes the move it draws (counted.py); the seat's pick taken.
        (A counted step is never optional: no pass.)"""
        scratch = {name: ctype for name, ctype in counting.scratch.items() if name != "k"}
        scratch.update({"p": "Player", "picks": LIST, "action": LONG, "moves": LIST})
        picks, seat = Local("picks"), Local("seat")
        body = [Assign(P, Item(flow("players"), seat)), Assign(picks, flow("picks")),
                Assign(Local("moves"), flow("moves"))]
        body += counting.taken(seat) + self.pick_taken(step, seat, picks)
        return Function(name, (("s", "State"), ("seat", LONG), ("k", LONG), ("randoms", OBJECT)),
                        f"Take the k-th move of the blocks counted for `seat` in the round step {docstring(step.name)} "
                        "(GameState.apply, without the flow), as the random playout takes the move it draws.", body,
                        locals=scratch)

    def to_decision(self, next_of: dict, count_of: dict, who_of: dict) -> Function:
        """`to_decision(s)`: GameState.advance on the lowered state: the round's steps from `s.step` on, rounds (or
        turns) after rounds, until a seat must decide (its number; its moves in `s.decision_moves`) or the game is over
        (-1). A seat with one move in an `auto: single` step takes it without being asked. Where steps list counted
        blocks (`count_of`), `counted` has them counted instead (`<step>_count`), for a draw (`act_drawn`)."""
        m = self.model
        acting = Item(flow("players"), flow("turn")) if m.turns else Const(None)
        seat, step_no = Local("seat"), flow("step")
        branches = []
        for index, step in enumerate(m.round):
            fn = step_function("round", step)
            if step.kind == "do":
                run = [Do(call(fn, S, acting))]
            elif step.kind == "each_player":
                run = [ForRange("seat", call("len", flow("players")), [
                    Assign(P, Item(flow("players"), seat)), If(((self.active(P), [Do(call(fn, S, P))]),))])]
            elif step.kind == "decide":
                found = [Return(seat)]
                if step.auto == "single":
                    taken = identifier(f"{fn}_act")
                    found = [If(((Bin("==", call("len", flow("decision_moves")), Const(1)), [
                        Do(call(taken, S, seat, Item(flow("decision_moves"), Const(0)), Local("randoms"))),
                        Continue()]),))] + found
                    if index in count_of:       # counted: the one move is the first of the blocks
                        found = [If(((Local("counted"), [
                            If(((Bin("==", flow("decision_count"), Const(1)), [
                                Do(call(count_of[index][1], S, seat, Const(0), Local("randoms"))), Continue()]),)),
                            Return(seat)]),), found)]
                listed = Assign(seat, call(next_of[index], S))
                if index in count_of:
                    listed = If(((Local("counted"), [Assign(seat, call(count_of[index][0], S))]),), [listed])
                listed = who_branch(who_of, index, listed)
                run = [listed, If(((Bin(">=", seat, Const(0)), found),))]
            else:       # the end of an `until` loop: done, or back to its first step
                done = self.condition(step.until, P if m.turns else None)
                run = [Assign(P, acting)] if m.turns else []
                run += [If(((Unary("not", done), [
                    inc(flow("passes")),
                    If(((Bin(">=", flow("passes"), Const(step.bound)), [
                        Do(call("raise_state", flow("readable"), S)),
                        Do(method(flow("readable"), "loop_never_ends",
                                  Item(method(flow("readable"), "steps"), Const(index))))]),)),
                    Assign(step_no, Const(index - step.loop[2])), Continue()]),)),
                    Assign(flow("passes"), Const(0))]
            if index in self.chance_steps:      # (asked: stopped before the step draws, -2)
                run = [If(((Local("chance"), [Return(Const(-2))]),))] + run
            branches.append((Bin("==", step_no, Const(index)), run))
        past = [Do(call("end_turn" if m.turns else "next_round", S)), Continue()]
        body = [While(Bin("!=", flow("phase"), Const("over")), [
            If(((flow("end_requested"), [Do(call("finish", S, Const("end game"))), Return(Const(-1))]),)),
            If(tuple(branches), past),
            inc(step_no)]),
            Return(Const(-1))]
        params = (("s", "State"), ("randoms", OBJECT)) + ((("counted", BINT, False),) if count_of else ()) \
            + ((("who", BINT, False),) if who_of else ()) + ((("chance", BINT, False),) if self.chance_steps else ())
        counted = " With `counted`, a step that lists counted blocks leaves them in `s.moves` (`act_drawn` draws " \
            "from them)." if count_of else ""
        counted += " With `who`, a step of `WHO_STEPS` finds who decides, their moves not listed (who.py)." \
            if who_of else ""
        counted += " With `chance`, the flow stops before a step of `CHANCE_STEPS` (-2), which it runs when called " \
            "again without." if self.chance_steps else ""
        return Function("to_decision", params,
                        "Run the flow from where it stands (GameState.advance): the seat that must decide next, its "
                        "legal moves in `s.decision_moves`, or -1 once the game is over. A seat with one move in an "
                        "`auto: single` step takes it unasked (a choice inside its effect drawn with "
                        f"`randoms[seat]()`).{counted}", body, returns=LONG,
                        locals={"p": "Player", "seat": LONG}, public=True)

    # ------------------------------------------------------------ a game begun lowered
    def begun_lowered(self) -> list:
        """`new_state` and `play_begun` (and `outcome`, where the scoring lowers too): a random game played from its
        start to its end without a readable state, which the runtime builds only at an edge (an error to report, a
        score worked out on the records). Its setup is lowered as the round is (setup.py); where a construct of it is
        not, `begun_missing` says which and the game begins on the readable state (`play`)."""
        kept = self.attempt()
        try:
            begun = BegunGame(self).functions()
        except NotLowerable as err:
            self.undo(kept)
            self.begun_missing = str(err)
            return []
        return begun + self.outcome()

    def ended_lowered(self) -> list:
        """`play_lowered` and `outcome`, for a game begun on the readable state (`play`, its setup dealing the piles)
        whose scoring lowers: a random game played to its end and scored on the lowered state, nothing written back
        (simulate tallies the outcome only). None for a game begun lowered, which has its own (`begun_lowered`)."""
        if any(fn.name == "outcome" for fn in self.functions):
            return []
        outcome = self.outcome()
        return [self.play_lowered()] + outcome if outcome else []

    def play_lowered(self) -> Function:
        """`play`, unobserved, returning the lowered state at the end of the game (None where the setup ended it) instead
        of writing it back: the caller scores it (`outcome`)."""
        state = Local("state")
        # the setup's ending returns `s`, still None there
        body = [Comment("nobody observes it, and no readable state waits for it at the end"),
                Assign(Local("observe"), Const(None)), Assign(S, Const(None))] + self.unobserved(self.setup_steps())
        body += [Assign(Attr(state, "step"), Const(len(self.model.setup))), Assign(S, call("lower_state", state))]
        body += self.unobserved(self.rounds) + [Return(S)]
        return Function("play_lowered", (("state", OBJECT), ("randoms", OBJECT)),
                        "Play a game made with `GameState(..., start=False)` to its end as `play` does, unobserved, and "
                        "return the lowered state (None where the setup ended the game) without writing it back: the "
                        "caller scores it (`outcome`).", body, returns=OBJECT,
                        locals={"s": "State", "p": "Player", "observe": OBJECT}, public=True)

    def unobserved(self, stmts) -> list:
        """`play`'s statements with its endings (write the lowered state back, return the readable one) returning the
        lowered state instead."""
        written_back, returned = Do(call("raise_state", Local("state"), S)), Return(Local("state"))
        out = []
        for stmt in stmts:
            if stmt == written_back:
                continue
            if stmt == returned:
                stmt = Return(S)
            elif isinstance(stmt, If):
                stmt = If(tuple((cond, self.unobserved(body)) for cond, body in stmt.branches),
                          self.unobserved(stmt.otherwise))
            elif isinstance(stmt, While):
                stmt = While(stmt.cond, self.unobserved(stmt.body))
            elif isinstance(stmt, ForRange):
                stmt = ForRange(stmt.var, stmt.count, self.unobserved(stmt.body), stmt.start,
                                self.unobserved(stmt.otherwise))
            elif isinstance(stmt, ForIn):
                stmt = ForIn(stmt.var, stmt.items, self.unobserved(stmt.body))
            out.append(stmt)
        return out

    def attempt(self) -> tuple:
        """What the module holds before an attempt to lower a part that may fail (the scoring, the worth): its
        constants, imports, functions and the functions made on demand; `undo` takes the attempt back."""
        return (list(self.constants), {source: set(names) for source, names in self.imports.items()},
                len(self.functions), set(self.made))

    def undo(self, kept: tuple) -> None:
        """Nothing of a failed attempt stays in the module (`attempt`)."""
        constants, imports, functions, made = kept
        self.constants[:] = constants
        self.imports.clear()
        self.imports.update(imports)
        del self.functions[functions:]
        self.made.intersection_update(made)
        for name in [name for name in self.drawn_made if name not in made]:
            del self.drawn_made[name]

    def outcome(self) -> list:
        """rules.py's scoring and victory over a finished lowered state: `(scores, ranks)`, each seat's total and, where
        it may win, its rank (its total, then its tie-breaks), as GameState.scores and winners work them out; played
        alone in a game with a solo victory, rank 0 where it is won. [outcome, the function it calls], or none where a
        part does not lower: the runtime scores the readable state then."""
        m = self.model
        kept = self.attempt()
        scratch = {}
        try:
            parts = [Effect(self, P, scratch).expr(s.points) if s.points is not None else Const(0) for s in m.scoring]
            eligible = Effect(self, P, scratch).expr(m.eligible) if m.eligible is not None else Const(True)
            tiebreak = [Effect(self, P, scratch).expr(t) if t is not None else Const(0) for t in m.tiebreak]
            won = Effect(self, P, scratch).expr(m.solo) if m.solo is not None else None
        except NotLowerable as err:
            self.undo(kept)
            self.scoring_missing = str(err)
            return []
        total = summed(parts)
        # each network of the seat read once for its score and its tie-breaks (networks.py), not once a question (not
        # in a game with a solo victory, whose seat loop below takes the seat's first two statements)
        networks, network_locals = [], {}
        if won is None:
            total, *tiebreak = networks_read_once((total, *tiebreak), networks, network_locals, self,
                                                  taken=set(scratch), weighed=False)
        # a table's column read by an id's string as the worth reads it (by_id.py): one lookup, and the worth's loops shared
        total, tiebreak = columns_by_id(total, self), columns_by_id(list(tiebreak), self)
        rank = ListOf((Item(Local("scores"), Local("seat")),) + tuple(tiebreak), tuple=True)
        ranked = [Do(method(Local("ranks"), "append", rank))]
        per_player = [Assign(P, Item(flow("players"), Local("seat"))), *networks,
                      Do(method(Local("scores"), "append", total))]
        per_player += ranked if eligible == Const(True) else [
            If(((eligible, ranked),), [Do(method(Local("ranks"), "append", Const(None)))])]
        body = [Assign(Local("scores"), ListOf(())), Assign(Local("ranks"), ListOf(()))]
        if won is not None:     # GameState.winners: a game played alone is won by its solo victory, not by points
            body += [ForRange("seat", call("len", flow("players")), per_player[:2]),
                     If(((Bin("==", call("len", flow("players")), Const(1)), [
                         Assign(P, Item(flow("players"), Const(0))),
                         Return(ListOf((Local("scores"), ListOf((Cond(won, Const(0), Const(None)),))), tuple=True))]),))]
            per_player = per_player[:1] + per_player[2:]
        body += [ForRange("seat", call("len", flow("players")), per_player),
                Return(ListOf((Local("scores"), Local("ranks")), tuple=True))]
        # the work in a `cdef` function, which Cython compiles with the generators of the scoring (`sum(… for …)`); a
        # `cpdef` function may hold no closure
        if any(fn.name == "scored_outcome" for fn in self.functions):
            self.undo(kept)
            return []
        scored = Function("scored_outcome", (("s", "State"),), "The outcome of a finished game (`outcome`).", body,
                          locals={"p": "Player", "seat": LONG, "scores": LIST, "ranks": LIST, **scratch,
                                  **network_locals})
        return [scored, Function("outcome", (("s", "State"),), docstring(
            "The scores of a finished game and each seat's rank where it may win (None where it may not): its total, "
            "then its tie-breaks; rules.py's scoring and victory over the lowered state."),
            [Return(call("scored_outcome", S))], public=True)]

    def setup_steps(self) -> list:
        """The setup, played once on the readable state as fast.py plays it (rules.py's steps, fast.py's decide
        loops): it deals the piles, which stay on the readable records. The state is lowered after it."""
        state, out = Local("state"), []
        starts = {}     # the first step of an `until` loop: where its statements begin in `out`
        if self.model.setup:
            out.append(Comment("the setup, on the readable state: fast.py's and rules.py's own steps"))
        for index, step in enumerate(self.model.setup):
            fn = identifier(step_function("setup", step))
            if step.kind == "until":
                first = index - step.loop[2]
                out[starts[first]:] = [While(Const(True), out[starts[first]:] + self.setup_loop_done(index, step))]
                continue
            if step.loop is not None and step.loop[1] == 0:
                starts[index] = len(out)
            out.append(Assign(Attr(state, "step"), Const(index)))
            if step.kind == "do":
                self.imports[".rules"].add(fn)
                out.append(Do(call(fn, state, Const(None))))
            elif step.kind == "each_player":
                self.imports[".rules"] |= {fn, "is_active"}
                out.append(ForIn("q", Attr(state, "players"), [
                    If(((call("is_active", state, Local("q")), [Do(call(fn, state, Local("q")))]),))]))
            elif step.kind == "decide":
                name = identifier(f"{fn}_play" if step.copy_of is None else f"setup_{step.name}_play".replace("-", "_"))
                self.imports[".fast"].add(name)
                out.append(Do(call(name, state, Local("randoms"), Local("observe"))))
            else:
                raise NotLowerable(f"the setup step '{step.name}' of kind '{step.kind}'", step.span)
            out.append(If(((Attr(state, "end_requested"), [Do(method(state, "finish", Const("end game"))),
                                                            Return(state)]),)))
        return out

    def setup_loop_done(self, index: int, step) -> list:
        """The end of a pass of a setup `until` loop, as fast.py writes it: rules.py's test of its `until` on the
        readable state, the passes counted (GameState.loop_done) and the `max:`-th pass that leaves it false the
        runtime's rules error."""
        state = Local("state")
        done = identifier(step_function("setup", step) + "_until")
        self.imports[".rules"].add(done)
        return [Assign(Attr(state, "step"), Const(index)),
                If(((call(done, state, Const(None)), [Assign(Attr(state, "passes"), Const(0)), Break()]),)),
                inc(Attr(state, "passes")),
                If(((Bin(">=", Attr(state, "passes"), Const(step.bound)), [
                    Do(method(state, "loop_never_ends", Item(method(state, "steps"), Const(index))))]),))]

    def round_steps(self) -> list:
        m = self.model
        out, starts = [], {}
        acting = Item(flow("players"), flow("turn")) if m.turns else Const(None)
        for index, step in enumerate(m.round):
            fn = step_function("round", step)
            if step.kind == "until":
                first = index - step.loop[2]
                done = self.condition(step.until, P if m.turns else None)
                loop = out[starts[first]:] + [
                    Assign(flow("step"), Const(index)),
                    Comment(f"are the steps of {comment(step.name)} done? (its `until`)")]
                if m.turns:
                    loop.append(Assign(P, acting))
                loop += [
                    If(((done, [Assign(flow("passes"), Const(0)), Break()]),)),
                    inc(flow("passes")),
                    If(((Bin(">=", flow("passes"), Const(step.bound)), [
                        Do(call("raise_state", flow("readable"), S)),
                        Do(method(flow("readable"), "loop_never_ends",
                                     Item(method(flow("readable"), "steps"), Const(index))))]),))]
                out[starts[first]:] = [While(Const(True), loop)]
                continue
            if step.loop is not None and step.loop[1] == 0:
                starts[index] = len(out)
            out.append(Assign(flow("step"), Const(index)))
            made = fn in self.made     # the turns of a `repeat` share the first one's functions
            self.made.add(fn)
            if step.kind == "do":
                if not made:
                    self.functions.append(self.effect_function(fn, step.body, step.span, "A step of the round.",
                                                               acting=m.turns))
                    self.step_functions.add(fn)
                out.append(Do(call(fn, S, acting)))
            elif step.kind == "each_player":
                if not made:
                    self.functions.append(self.effect_function(fn, step.body, step.span,
                                                               "A step of the round, for each player.", acting=True))
                    self.step_functions.add(fn)
                    self.each_player_steps.add(fn)
                each = ForRange("seat", call("len", flow("players")), [
                    Assign(P, Item(flow("players"), Local("seat"))),
                    If(((self.active(P), [Do(call(fn, S, P))]),))])
                shut = self.options_shut(fn)
                out.append(each if shut is None else If(((shut, [each]),)))
            elif step.kind == "decide":
                out.append(Do(call(self.decide(index, step), Local("state"), S, Local("randoms"),
                                      Local("observe"))))
            else:
                raise NotLowerable(f"the round step '{step.name}' of kind '{step.kind}'", step.span)
            if not self.may_end_game():    # nothing sets the flag: clear when the rounds begin, clear after
                continue
            out.append(If(((flow("end_requested"), [Do(call("finish", S, Const("end game"))),
                                                       Do(call("raise_state", Local("state"), S)),
                                                       Return(Local("state"))]),)))
        return out

    def options_shut(self, name: str):
        """The test of the game's options alone under which the step function `name` does anything, or None: its body
        one `if` whose test begins with parts that read the options only (Trailblazers' travellers, the Adventurer
        mode's: `s.option_mode == 1 and …`). The round tests them once, not in a call for every player; no effect
        changes an option."""
        fn = next(f for f in self.functions if f.name == name)
        body = [stmt for stmt in fn.body if not isinstance(stmt, Comment)]
        if len(body) != 1 or not isinstance(body[0], If) or len(body[0].branches) != 1 or body[0].otherwise:
            return None
        parts = []
        for part in conjuncts(body[0].branches[0][0]):
            if not options_only(part):
                break
            parts.append(part)
        return conjoined(parts) if parts else None

    def after_action(self) -> list:
        """The game's `after_action` (GameState.after_action): once an action is resolved, its step for every active
        player in seat order. Choices inside an action are drawn in place, so it is resolved when its function returns."""
        step = self.model.after_action
        effect = self.effect_function("after_action_step", step.body, step.span, "After every action, for every player.",
                                      acting=True)
        body = [Assign(P, Item(flow("players"), Local("seat")))]
        active = self.active(P)
        act = Do(call("after_action_step", S, P))
        body.append(act if active == Const(True) else If(((active, [act]),)))
        every = Function("after_action", (("s", "State"),), "An action is resolved: the game's after_action for every "
                         "active player, in seat order.", [ForRange("seat", call("len", flow("players")), body)],
                         locals={"p": "Player", "seat": LONG})
        return [effect, every]

    # ------------------------------------------------------------ decide steps
    def decide(self, index: int, step, phase: str = "round") -> str:
        """The function playing every pick of a decide step (`<phase>_<step>_play`): of the round, or of the setup of a
        game begun lowered (setup.py)."""
        if step.who not in ("turn", "each", "order"):
            raise NotLowerable(f"the decide step '{step.name}' asking '{step.who}'", step.span)
        if step.auto not in (None, "single"):
            raise NotLowerable(f"the decide step '{step.name}' with auto '{step.auto}'", step.span)
        self.phase = phase
        fn = step_function(phase, step)
        name = identifier(f"{fn}_play")
        if name in self.made:       # a turn of a `repeat` after the first: the same function
            return name
        self.made.add(name)
        scratch = {"p": "Player", "moves": LIST, "n": LONG, "seat": LONG, "move": LONG, "drawn": LONG, "action": LONG,
                   "agent_random": DRAW}
        self.counting = CountedListing(self, step, scratch) if is_counted(self.model, step) else None
        self.tally = None       # set by legal_moves where it counts an action (never left from another step)
        self.values_listed = {}     # likewise
        listing = self.counting.listing() if self.counting is not None else self.legal_moves(step, scratch, True)
        if self.counting is None:       # what `tallies` asks of the step, answered by the listing just made
            self.play_tallied[(phase, id(step))] = self.tally is not None
        if self.counting is not None:       # its blocks outside loops held in locals, drawn from them (unlisted.py)
            listing = self.counting.hold(listing)
        self.seatwise_bound = None
        if step.who == "turn" and step.picks == 1:
            body = self.one_pick(step, listing)
        else:
            body = self.picks_round_the_table(step, listing)
            if self.seatwise_bound is not None and self.counting is None:
                self.seat_loops[name] = self.seatwise_bound
            scratch["picks"] = LIST
            walked = walk_ir(body)
            if Local("watched") in walked:
                scratch["watched"] = BINT
            if Local("left") in walked:
                scratch["left"] = LONG
            if any(x == Local("chosen") for x in walk_ir(body)):
                scratch["chosen"] = LONG
            if step.who == "order":
                scratch["offset"] = LONG
            elif any(x == Local("asked_from") for x in walk_ir(body)):
                scratch["asked_from"] = LONG
        if self.counting is not None:
            body = self.counting.options_first(body, listing)
        if self.counting is not None and self.counting.held is not None:
            body = self.counting.held.unread(body)
        if self.counting is not None and self.counting.guard is not None:
            guard = self.counting.guard
            body = [Comment("the options open none of the step's actions: no seat has a move (CountedListing.guard)"),
                    If(((Bin("!=", guard.left, guard.right) if isinstance(guard, Bin) and guard.op == "=="
                         else Unary("not", guard), [Assign(flow("picks"), Const(None)), Return()]),))] + body
        # `randoms` is the list `streams_of` made (play, play_begun): natively a seat's stream is a list's item read in C
        self.decide_loops.add(name)
        self.functions.append(Function(
            name, (("state", OBJECT), ("s", "State"), ("randoms", LIST), ("observe", OBJECT)),
            f"Every pick of the {'round' if phase == 'round' else 'setup'} step {docstring(step.name)}, drawn as a "
            "random agent draws.", body,
            locals=scratch))
        return name

    def counted_step(self, index: int, step) -> tuple:
        """(`<step>_count`, `<step>_drawn`) of a round step listing counted blocks (counted.py), made once: the seat
        that decides next with its moves counted, and the k-th of them taken: ISMCTS's playout past its tree
        (`to_decision(s, randoms, True)`, `act_drawn`) calls them. The random playout's `<step>_play` prints its own
        listing, drawn as it is counted (`decide`, unlisted.py)."""
        fn = step_function("round", step)
        count, drawn = identifier(f"{fn}_count"), identifier(f"{fn}_drawn")
        made = self.counted_made.get(fn)
        if made is None:
            counting = CountedListing(self, step, {})
            made = self.counted_made[fn] = (self.next_decision(index, step, count, counting),
                                            self.drawn_function(step, drawn, counting))
            self.made.add(count)
        return made

    def tallied_slot_made(self) -> None:
        """The slots a tallied count writes (DECISION_COUNT where no counted blocks made it, DECISION_KEPT), made once the
        tally is found: in the state's record, lowered as the others (`lower_state`, made before, made again)."""
        self.tallied_slots = tuple(slot for slot in (DECISION_COUNT, DECISION_KEPT) if slot not in self.flow_slots)
        state = self.records["State"]
        self.records["State"] = Record(state.name, state.doc,
                                       state.slots + tuple(Slot(*slot) for slot in self.tallied_slots))
        self.functions = [self.lower_state() if f.name == "lower_state" else f for f in self.functions]

    def tallies(self, step) -> bool:
        """Does the random playout's listing of the decide step count an action's moves rather than list them
        (tally.py)? Answered by the listing `play`'s loop of the step made (`decide`, the same listing: its locals
        are no names a tally takes), else asked of a listing made and thrown away: `legal_moves` leaves its tally in
        `self.tally`. A step
        that is optional, has a cost, or offers no action of two parameters is never tallied (`legal_moves` counts
        only such an action, of such a step): it is not listed to tell."""
        self.phase = "round"
        if step.optional or step.cost is not None \
                or not any(len(self.model.actions[name].params) == 2 for name in step.actions):
            return False
        if ("round", id(step)) in self.play_tallied:    # `play` has listed the step (decide): not listed again
            return self.play_tallied[("round", id(step))]
        self.legal_moves(step, {"p": "Player", "moves": LIST, "n": LONG, "seat": LONG, "picks": LIST}, True)
        found, self.tally, self.values_listed = self.tally is not None, None, {}
        return found

    def tallied_step(self, index: int, step) -> tuple:
        """(`<step>_count`, `<step>_drawn`) of a round step whose random playout counts an action's moves (tally.py):
        the seat that decides next with the number of its moves, counted as `play` counts them, and the k-th of them
        taken, found as `play` finds the move it draws. ISMCTS's playout past its tree (`to_decision(s, randoms,
        True)`, `act_drawn`) draws on them where listing every move (Trek's ~22 claims) would cost more than the draw.
        What the draw reads of the count's locals (the moves listed before and after the counted ones, their count,
        the open ids' mask, the values per inner id) the count keeps in `s.decision_kept`, a list made where the seat
        is found: the draw reads them back, not counting again."""
        fn = step_function("round", step)
        count, drawn = identifier(f"{fn}_count"), identifier(f"{fn}_drawn")
        self.made.add(count)
        scratch = {"p": "Player", "picks": LIST, "action": LONG, "moves": LIST, "move": LONG}
        listing = self.legal_moves(step, scratch, True)
        tally, values = self.tally, self.values_listed
        self.tally, self.values_listed = None, {}
        picks, seat = Local("picks"), Local("seat")
        taken = tally.drawn() + self.acted(step, seat, picks, values) + self.pick_taken(step, seat, picks)
        read = {x.name for x in walk_ir(taken) if isinstance(x, Local)}
        kept = [name for name in surely_assigned(listing) if name in read and name not in ("moves", "p", "picks")]
        counting = self.next_decision(index, step, count, tallied=True, kept=kept)
        body = [Assign(P, Item(flow("players"), seat)), Assign(picks, flow("picks")), Assign(Local("moves"), flow("moves"))]
        held = Local("decision_kept") if "decision_kept" not in scratch else flow("decision_kept")
        body += [Assign(held, flow("decision_kept"))] if held != flow("decision_kept") and kept else []
        body += [Assign(Local(name), Item(held, Const(i))) for i, name in enumerate(kept)]
        scratch.setdefault("decision_kept", LIST)
        scratch = {name: ctype for name, ctype in scratch.items()
                   if name in {x.name for x in walk_ir(body + taken) if isinstance(x, Local)} and name != "k"}
        drawing = Function(drawn, (("s", "State"), ("seat", LONG), ("k", LONG), ("randoms", OBJECT)),
                           f"Take the k-th move of those `{count}` counted for `seat` in the round step "
                           f"{docstring(step.name)} (GameState.apply, without the flow), found as the random playout "
                           "finds the move it draws: from what the count kept, walked to the k-th.", body + taken,
                           locals=scratch)
        return counting, drawing

    def tallied_draw(self, action: str, found: list, scratch: dict, k) -> Call | None:
        """The call of `<action>_at(k, …)`: the statements `found` (tally.py `drawn`: the move of the action's
        counted ones numbered k, into `move`) as a function of the locals they read and do not set, returning the
        move, so that the random playout's draw and the agents' (`<step>_drawn`) print it once. Made at the first
        call; a later one whose statements differ (another listing) gets None and writes its own in place. None too
        where a local read has no C type the listing knows. A call costs ~100 instructions, made only where the
        draw falls on a counted move."""
        name = identifier(f"{action}_at")
        nodes = walk_ir(found)
        assigned = {x.target.name for x in nodes if isinstance(x, Assign) and isinstance(x.target, Local)} \
            | {x.var for x in nodes if isinstance(x, (ForIn, ForRange))}
        known = set(self.constant_values) | {n for names in self.imports.values() for n in names} | set(dir(builtins))
        read = []
        for x in nodes:
            if isinstance(x, Local) and x.name not in assigned and x.name not in read \
                    and (x.name in scratch or x.name not in known):
                read.append(x.name)
        if any(n not in scratch for n in read) or "k" not in assigned or "move" not in assigned:
            return None
        # a table typed as a C array in the caller (`each_1`, typed_table) is handed over as a Python list: a C
        # array parameter is a bare pointer, which the draw's `sorted(each_1)` cannot read
        params = (("k", LONG),) + tuple((n, OBJECT if "[" in scratch[n] else scratch[n]) for n in read)
        made = self.drawn_made.get(name)
        if made is None and name in self.made | {fn.name for fn in self.functions}:
            return None
        if made is None:
            body = list(found) + [Return(Local("move"))]
            local = {n: scratch.get(n, LONG) for n in sorted(assigned - {"k"})}
            fn = Function(name, params, f"The move of {docstring(action)} numbered k among those the listing counts "
                          "(from 0, in the order it would have listed them: tally.py), where the draw falls on one: "
                          "the random playout and the agents' draw call it.",
                          body, returns=LONG, locals=local)
            self.functions.append(fn)
            self.made.add(name)
            self.drawn_made[name] = made = (params, found)
        elif made != (params, found):
            return None
        return call(name, k, *(Local(n) for n in read))

    def draw_and_act(self, step, seat, picks=None) -> list:
        """The drawn move (none where `auto: single` leaves one), the action called, the move counted. A move is
        the action's number in the step plus, for an action of one parameter, the argument's number times the
        number of actions; -1 is `pass` (an optional step: the seat takes no more picks). A counted step draws from
        its blocks (counted.py)."""
        if self.counting is not None:
            return self.counting.draw_and_act(seat)
        moves = Local("moves")
        if self.tally is not None:      # an index over the moves listed and those counted, then the move it falls on
            total, drawn, first = self.tally.total(), Local("k"), Local("k")
        else:
            total, drawn, first = call("len", moves), Local("move"), Item(moves, Const(0))
        pick = call("int", Bin("*", Call(Attr(Local("agent_random"), "random")), total))
        draw = [If(((Bin("is not", Local("observe"), Const(None)), [
                    Do(call("raise_state", Local("state"), S)), Do(call("observe", Local("state")))]),)),
                Assign(Local("agent_random"), Item(Local("randoms"), seat)),
                *([Assign(drawn, pick)] if self.tally is not None else [
                    # the move's place drawn into a C long natively: `int()` of a C double is a C cast there
                    Assign(Local("drawn"), pick), Assign(Local("move"), Item(moves, Local("drawn")))])]
        if step.auto == "single":
            draw = [If(((Bin("==", total, Const(1)), [Assign(drawn, Const(0) if self.tally is not None else first)]),),
                        draw)]
        return draw + (self.tally.drawn() if self.tally is not None else []) \
            + self.acted(step, seat, picks, self.values_listed, listed=self.tally is None)

    def acted(self, step, seat, picks=None, values_listed=None, listed: bool = False) -> list:
        """A move of `seat` taken (`move`, drawn or given): the action called, the move counted; `pass` ends the
        seat's picks. A move drawn from the step's listing (`listed`) is one of the codes it lists, all below a
        number known here: its action and its argument are read from tuples by code (`move_decoded`), not worked out
        by `%` and `//` (no fast path in CPython: ~100-170 instructions each, against a tuple's read)."""
        act = []
        count = len(step.actions)
        with_args = any(self.model.actions[name].params for name in step.actions)
        which = Local("action") if with_args else Local("move")
        decoded = self.move_decoded(step, values_listed) if listed and with_args else None
        for code, action_name in enumerate(step.actions):
            args = [S, P]
            if self.asking[action_name]:
                args += [Item(Local("randoms"), seat), Const(step.auto == "single")]
            args += self.arguments_drawn(action_name, count, values_listed,
                                         decoded[1] if decoded is not None else None)
            act.append((Bin("==", which, Const(code)), [Do(call(self.action_function[action_name], *args))]))
        if with_args:
            # a random seat draws each listed move alike: the action of the most moves (a parameter of many values)
            # is drawn most often, so its test comes first (the tests are disjoint: the order is only their cost)
            weight = {code: self.values_counted(self.model.actions[name]) for code, name in enumerate(step.actions)}
            act.sort(key=lambda branch: -weight[branch[0].right.value])
        done = [If(tuple(act)), inc(flow("turn_moves")),
                If(((Bin(">", flow("turn_moves"), flow("max_moves")), [Do(call("too_many_moves", S, seat))]),))]
        if self.model.after_action is not None:     # the action resolved: the game's after_action, every player
            done.append(Do(call("after_action", S)))
        if with_args:
            done.insert(0, Assign(which, decoded[0] if decoded is not None else Bin("%", Local("move"), Const(count))))
        if step.cost is not None:
            done = Effect(self, P, {}).block((ast.Pay(step.cost.span, step.cost),)) + done
        if step.optional:
            passed = [Assign(Item(picks, seat), Const(0))] if picks is not None else [Comment("no more picks")]
            return [If(((Bin("==", Local("move"), Const(-1)), passed),), done)]
        return done

    def one_pick(self, step, listing) -> list:
        """`who: turn` with one pick: the turn player's move, if they take part and have one. The picks list the
        general path keeps (one for the turn player) is made only where it is seen: by an observer, at the end."""
        n, seat, picks = Local("n"), Local("seat"), flow("picks")
        body = [Assign(n, call("len", flow("players"))), Assign(seat, flow("turn")),
                Assign(P, Item(flow("players"), seat)), Assign(picks, Const(None))]
        active = self.active(P)
        if active != Const(True):
            body.append(If(((Unary("not", active), [Return()]),)))
        body += listing
        body.append(If(((Unary("not", self.any_move()), [Return()]),)))
        one = [Assign(picks, Bin("*", ListOf((Const(0),)), n)), Assign(Item(picks, seat), Const(1))]
        act = self.draw_and_act(step, seat)
        act[0] = If(((Bin("is not", Local("observe"), Const(None)),
                         one + list(act[0].branches[0][1])),)) if step.auto != "single" else act[0]
        if step.auto == "single":     # the observer's draw is in the `else` of the single move
            inner = act[0]
            observed = inner.otherwise[0]
            inner = If(inner.branches, (If(((observed.branches[0][0], one + list(observed.branches[0][1])),)),)
                          + tuple(inner.otherwise[1:]))
            act[0] = inner
        body += act
        body.append(If(((flow("end_requested"), [Comment("the picks stay, as on the general path: none left"),
                                                     Assign(picks, Bin("*", ListOf((Const(0),)), n))]),),
                          [Assign(picks, Const(None))]))
        return body

    def picks_round_the_table(self, step, listing) -> list:
        """Every seat's picks, asked by seat number until none is left (GameState.next_pick); in a `who: order`
        step, one pick at a time round the table from the seat whose pick comes next (placement in turn order)."""
        players, picks, seat = flow("players"), Local("picks"), Local("seat")
        n = Local("n")
        body = [Assign(n, call("len", players))]
        order = step.who == "order"
        if order:
            body.append(Assign(flow("turn"), flow("first_player")))
        if step.who == "turn":
            body += [Assign(picks, Bin("*", ListOf((Const(0),)), n))]
            here = Item(players, flow("turn"))
            active = self.active(here)
            set_pick = Assign(Item(picks, flow("turn")), Const(step.picks))
            body += [set_pick] if active == Const(True) else [If(((active, [set_pick]),))]
        else:
            body += [Assign(picks, Bin("*", ListOf((Const(step.picks),)), n))]
            if self.model.active is not None:       # each seat's record read once, typed (natively a C struct)
                body.append(ForRange("seat", n, [Assign(P, Item(players, seat)),
                                                 If(((Unary("not", self.active(P)), [Assign(Item(picks, seat), Const(0))]),))]))
        set_up = len(body)      # the statements before this: the picks of each seat, those not taking part none
        body += [Assign(flow("picks"), picks)]
        # the search stops at the seat chosen with its record in `p`; a listing that sets either (a loop of its own
        # over the players) keeps the seat in `chosen`, and its record is read again after the search
        rereads = any(isinstance(x, Assign) and x.target in (P, seat) or isinstance(x, (ForIn, ForRange))
                      and x.var in ("p", "seat") for x in walk_ir(listing))
        chose = [Assign(Local("chosen"), seat)] if rereads else []
        after = self.draw_and_act(step, seat, picks)
        own_loop = not order and not rereads     # each seat's picks in a loop of their own (below)
        one = own_loop and step.picks == 1 and isinstance(step.picks, int)
        picked = [Assign(Item(picks, seat), Const(1), "-=")] if not one else [
            Comment("its one pick taken: none left, whether or not it is still active"), Assign(Item(picks, seat), Const(0))]
        still = self.active(P)
        if still != Const(True) and not one:
            picked.append(If(((Unary("not", still), [Assign(Item(picks, seat), Const(0))]),)))
        if order:       # the next pick is the next seat's, unless the action gave an `extra turn` (GameState.picked)
            picked += self.next_in_order(seat, n)
        acts = list(after)

        def then(done: list) -> list:
            """The move taken, then `done`; after a pass (an optional step) nothing: the seat is done."""
            return acts[:-1] + [If(acts[-1].branches, list(acts[-1].otherwise) + done)] if step.optional else acts + done
        after = then(picked)
        if self.may_end_game():
            after.append(If(((flow("end_requested"), [Return()]),)))
        if own_loop and not leaves_loop(after):
            # a seat's picks only fall within a step (GameState.picked asks the same seat again until it has none
            # left, and never a seat before it): each seat's picks are taken in a loop of their own, its record read
            # once, with no search for the next pick from the seat last chosen at every pick
            no_move = If(((Unary("not", self.any_move()), [Assign(Item(picks, seat), Const(0)), Break()]),))
            none_left = If(((Bin("<=", Item(picks, seat), Const(0)), [Break()]),))
            tail = [Break()] if one else [none_left]
            if not one and still != Const(True) and not self.may_end_game():
                # the seat's last pick taken, it stops whether or not it is still active: activity tested only when a
                # pick is left (`picks[seat]` is 0 either way, as GameState.picked leaves it)
                after = then([picked[0], none_left, If(((Unary("not", still), [Assign(Item(picks, seat), Const(0)),
                                                                              Break()]),))])
                tail = [none_left] if step.optional else []     # after a pass, set to none left
            taken = listing + [no_move] + after + tail
            if not order and step.who != "turn":
                seats = self.seats_one_by_one(step, body, set_up, taken, still)
                if seats is not None:
                    return seats
            body.append(ForRange("seat", n, [If(((Bin(">", Item(picks, seat), Const(0)), [
                Assign(P, Item(players, seat)), While(Const(True), taken)]),))]))
            body.append(Assign(flow("picks"), Const(None)))
            return body
        ask = [If(((Bin(">", Item(picks, seat), Const(0)), [
                    Assign(P, Item(players, seat))] + listing + [
                    If(((self.any_move(), chose + [Break()]),)),
                    Assign(Item(picks, seat), Const(0))]),))]
        # the search breaks out at the seat chosen; a search that ends with none chosen ends the step (`for … else`)
        if order:       # the seats from the turn's round the table
            asking = ForRange("offset", n, [Assign(seat, Bin("%", Bin("+", flow("turn"), Local("offset")), n))] + ask,
                              otherwise=(Break(),))
        else:
            # a seat's picks only fall within a step (GameState.picked): the seats before the last one chosen have none
            # left, so the search for the next starts at it, not at seat 0 (GameState.next_pick asks them again)
            body.append(Assign(Local("asked_from"), Const(0)))
            asking = ForRange("seat", n, ask, Local("asked_from"), otherwise=(Break(),))
        find = [asking]
        if rereads:
            find += [Assign(seat, Local("chosen")), Assign(P, Item(players, seat))]
        if not order:
            find.append(Assign(Local("asked_from"), seat))
        if order:
            find.append(Assign(flow("turn"), seat))     # `extra turn` in its action names this seat
        body.append(While(Const(True), find + after))
        body.append(Assign(flow("picks"), Const(None)))
        return body

    def seats_one_by_one(self, step, body, set_up, taken, still) -> list | None:
        """Every seat's picks of a step of `k` picks a seat, each seat in a loop of its own (`taken`, its record in
        `p`), with the step's bookkeeping done once a step where the lowered IR proves it may be (apart.py): the move
        limit checked at a pick only where `turn_moves + k * n` passes it at the step's start (`watched`), and, where
        no pick reaches another seat's record or a shared field the activity test reads, each seat's activity tested
        when its turn in the step comes, not in a walk of every seat before the first pick. The picks list an
        observer or a rules error sees is the one GameState keeps: set up as before where either can see it. None:
        nothing proved, the loop as before. `body` holds the step's set-up, its first `set_up` statements the picks
        of each seat."""
        bound = step.picks
        if not isinstance(bound, int) or isinstance(bound, bool) or bound < 1:
            return None
        found = reach(taken, self.functions, inc(flow("turn_moves")))
        if found.written & {"turn_moves", "max_moves", "picks"}:
            return None
        n, seat, watched, players = Local("n"), Local("seat"), Local("watched"), flow("players")
        picks = f"{bound} pick{'s' if bound != 1 else ''}"
        near = Bin(">", Bin("+", flow("turn_moves"), n if bound == 1 else Bin("*", Const(bound), n)), flow("max_moves"))
        apart = not found.other_seats and not found.written & state_read(still) and not self.may_end_game()
        checked = checked_when(taken, watched)
        counted = picks_left_local(checked, bound) if bound > 1 and "picks" not in found.touched \
            and not self.may_end_game() else None
        # the seat's picks counted down in a local, its stream read once (picks_left_local), or as before
        loop = counted[0] + [While(Const(True), counted[1])] if counted is not None else [While(Const(True), checked)]
        if still == Const(True):        # every seat takes part: each has its picks when its turn in the step comes
            walk, out = [], body[:2] + body[set_up:]
            self.seatwise_bound = bound if not found.other_seats and not may_end_game(self.model) else None
        elif apart:
            self.seatwise_bound = bound
            # no pick reaches another seat's record nor what the activity test reads: a seat takes part when its
            # turn in the step comes exactly where it did at the step's start
            walk, out = body[2:set_up], body[:2] + body[set_up:]
            loop = [If(((still, loop),))]
        else:
            walk, out = [], list(body)
            loop = [If(((Bin(">", Item(Local("picks"), seat), Const(0)), loop),))]
        if walk:
            out += [Comment(f"at most {picks} a seat: the move limit can be passed in this step only if it is that near;"),
                    Comment("then, or where an observer sees them, the picks of seats not taking part are none first"),
                    Assign(watched, Bin("or", Bin("is not", Local("observe"), Const(None)), near)),
                    If(((watched, walk),))]
        else:
            out += [Comment(f"at most {picks} a seat: the move limit can be passed in this step only if it is that near"),
                    Assign(watched, near)]
        return out + [ForRange("seat", n, [Assign(P, Item(players, seat))] + loop), Assign(flow("picks"), Const(None))]

    def any_move(self):
        """Has the seat a move, listed or counted (tally.py; in blocks held in locals, unlisted.py: their total)?"""
        if self.counting is not None and self.counting.held is not None:
            return Local("total")
        return Local("moves") if self.tally is None else self.tally.any_move()

    def next_in_order(self, seat, n) -> list:
        """After a pick of a `who: order` step: the same seat again if its action gave an `extra turn`, else the next
        seat round the table. A game with no turn order word has no `next_turn`: always the next seat."""
        following = [Assign(flow("turn"), Bin("%", Bin("+", seat, Const(1)), n))]
        if NEXT_TURN not in self.flow_slots:
            return following
        return [If(((Bin("==", flow("next_turn"), seat), [Assign(flow("next_turn"), Const(-1))]),), following)]

    def legal_moves(self, step, scratch, tallied: bool = False) -> list:
        """The statements listing the step's legal moves of player `p` into `moves`, as the number of each action
        in the step, in rules.py's order (written in place: a call would cost more than the tests). `tallied`: the
        random playout's listing, whose first action of two parameters over ids is counted, not listed, where its
        moves are made afresh (tally.py; `self.tally`).

        Made once for the same step, phase, `tallied` and scratch locals (`<step>_next` and `<step>_who` list the
        same moves; a step's tally is asked of the listing `<step>_count` prints): a listing asked again is the one
        made, its scratch locals and `self.values_listed` as it left them. Not kept where it counts an action: its
        `Tally` holds the scratch and hoisted statements of the listing it was made in."""
        key = (self.phase, id(step), tallied, tuple(scratch.items()))
        kept = self.listings.get(key)
        if kept is None:
            listing = self.listing_made(step, scratch, tallied)
            if self.tally is None:
                self.listings[key] = (step, list(listing), dict(scratch), dict(self.values_listed))
            return listing
        _step, listing, after, values = kept
        scratch.clear()
        scratch.update(after)
        self.tally, self.values_listed = None, dict(values)
        return list(listing)

    def listing_made(self, step, scratch, tallied: bool) -> list:
        """`legal_moves` made afresh."""
        self.tally = None
        self.values_listed = {}     # an action's name -> the local keeping its values, appended as a range (options.py)
        listing, hoisted = [], []
        tally_at = None     # the place in `listing` of the loops of the action to count
        kept_in_play = False    # values listed in play, kept in a local: no memo of the listing
        count = len(step.actions)
        by_arguments = False
        sizes = {}      # a loop's variable over a table's ids -> the number of its ids
        for code, action_name in enumerate(step.actions):
            action = self.model.actions[action_name]
            # a parameter over a pile (`card: hand`) is listed card by card (pile_moves); parameters over lists worked
            # out in play, or more than one, by parameter_loops
            over_pile = len(action.params) == 1 and self.over_pile(action.params[0])
            if action.params and not over_pile and (len(action.params) > 1
                                                    or self.simple_domain(action, action.params[0]) is None):
                if action.cost is not None:
                    raise NotLowerable(f"the action '{action_name}' with a cost and parameters over lists", action.span)
                loops, listed = self.parameter_loops(code, count, action, scratch, hoisted, sizes)
                block = listed_block(loops[0], code, count, scratch) \
                    if tallied and listed and len(action.params) == 1 and len(loops) == 1 else None
                if block is not None:   # the random playout's listing: the values kept, the moves one range
                    listing += block[0]
                    self.values_listed[action_name] = block[1]
                    kept_in_play = True
                    continue
                listing += loops
                if tally_at is None and len(action.params) == 2 and not listed:
                    # counted where `tallied`; else listed over the masks the count reads, where it can be
                    tally_at = (listing[-1], action_name)
                by_arguments = by_arguments or listed
                continue
            if not action.params:
                add = Do(method(Local("moves"), "append", Const(code)))
                test = self.action_test(action, scratch, hoisted)
                listing.append(add if test is None else If(((test, [add]),)))
                continue
            param = action.params[0]
            var = local_name(param.name)
            if var in DECIDE_LOCALS:
                raise NotLowerable(f"the parameter '{param.name}' named like a local of the decide loop", param.span)
            scratch[var] = LONG
            add = Do(method(Local("moves"), "append", Bin("+", Const(code), Bin("*", Const(count), Local(var)))))
            test = self.action_test(action, scratch, hoisted)
            body = [add] if test is None else [If(((test, [add]),))]
            if over_pile:
                listing.append(self.pile_moves(param, var, body, scratch))
            else:
                listing.append(ForIn(var, self.domain(action, param), body))
        if step.optional:      # `pass` after the moves, when there are any (rules.py's groups)
            listing.append(If(((Local("moves"), [Do(method(Local("moves"), "append", Const(-1)))]),)))
        about = Comment(f"the legal moves of {comment(step.name)}: the number of each action allowed")
        if by_arguments:    # the argument tuples the draw reads back, made afresh with the moves
            scratch["arguments"] = LIST
            listing.insert(0, Assign(Local("arguments"), ListOf(())))
        if any(isinstance(stmt, ForIn) for stmt in listing) and not self.reads_pile(hoisted + listing) \
                and not self.walks_players(hoisted + listing) and not by_arguments and not kept_in_play:
            listing = self.remembered(step, hoisted, listing, scratch)
        else:
            at = next((i for i, stmt in enumerate(listing) if stmt is tally_at[0]), None) if tally_at else None
            listing = self.tabulated(listing, sizes, hoisted, scratch)     # (statement for statement)
            if at is not None and not step.optional and step.cost is None and tallied:
                self.tally = Tally.of(self, tally_at[1], listing[at], scratch, hoisted)
                if self.tally is not None:
                    counted = self.tally.counting()
                    listing[at:at + 1] = counted
                    listing = self.masked(listing, at, len(counted), tally_at[1], scratch)
            elif at is not None and not step.optional and step.cost is None:
                listing = self.walked_over_masks(listing, at, tally_at[1], scratch, hoisted)
            reuse = [Assign(Local("moves"), Attr(S, "moves")), Do(method(Local("moves"), "clear"))]
            listing = hoisted + reuse + listing
        if not tallied:     # an inner test's bound read once an outer value (bounds.py)
            listing = bounded_loops(listing, self.walks_several, scratch, self.constant_values, sizes)
        if step.cost is not None:   # a seat that cannot pay the step's cost has no move
            listing = [If(((self.can_pay(step.cost), listing),), [Assign(Local("moves"), ListOf(()))])]
        return [about] + listing

    def masked(self, listing: list, at: int, size: int, action: str, scratch: dict) -> list:
        """The listing with a tallied action's kept ids and count (its `size` statements from `at`) written over masks
        where they can be (masked.py): the open ids' mask and a popcount per inner id, in place of the memo of the kept
        ids and the walk over them."""
        kept = self.kept_of.get(action)
        masked = Masked.of(self, self.tally, kept, scratch)
        if masked is None:
            return listing
        for unused in ("key", "kept", "last", "from"):      # the memo's locals, not read here any more
            scratch.pop(f"{kept['var']}_{unused}", None)
        return listing[:at - kept["statements"]] + masked.counting() + listing[at + size:]

    def walked_over_masks(self, listing: list, at: int, action: str, scratch: dict, hoisted: list) -> list:
        """The listing with the outer ids of an action of two parameters (its loops at `at`, after the kept ids' memo)
        walked over the masks its count reads, where it is counted over masks (masked.py `walked`): only the open ids
        some inner value passes, none filtered first. The count is worked out on copies (its statements are not
        printed here), for what it finds: which ids are open, which pass. Else the listing as it was."""
        kept = self.kept_of.get(action)
        loops = listing[at]
        if kept is None or not isinstance(loops, ForIn) or loops.items != Local(f"{kept['var']}_kept"):
            return listing
        counting = dict(scratch)
        constants = list(self.constants)
        tally = Tally.of(self, action, loops, counting, list(hoisted))
        masked = None
        if tally is not None:
            tally.counting()
            masked = Masked.of(self, tally, kept, counting)
        if masked is None:
            self.constants[:] = constants       # (what the count defined to be read by it alone)
            return listing
        found, walked = masked.walked()
        read = {x.name for x in walk_ir(found + [walked]) if isinstance(x, Local)}
        # the module's data the walk reads: what the count defined besides (its costs by id) is not printed
        self.constants[:] = constants + [(name, text) for name, text in self.constants[len(constants):] if name in read]
        scratch.update({name: kind for name, kind in counting.items() if name in read and name not in scratch})
        for unused in ("key", "kept", "last", "from"):      # the memo's locals, not read here any more
            scratch.pop(f"{kept['var']}_{unused}", None)
        return listing[:at - kept["statements"]] + found + [ForIn(loops.var, walked, loops.body)] + listing[at + 1:]

    def action_test(self, action, scratch: dict, hoisted: list):
        """An action's test of legality: its `when`, and then whether its cost can be paid (rules.py's moves), or
        None when it is always legal."""
        kinds = self.action_kinds(action)
        test = Effect(self, P, scratch, hoist=hoisted, kinds=kinds).expr(action.when) if action.when is not None else None
        if action.cost is not None:
            pays = self.can_pay(action.cost, Effect(self, P, scratch, hoist=hoisted, kinds=kinds))
            test = pays if test is None else Bin("and", test, pays)
        return test

    def over_pile(self, param) -> bool:
        return self.resolver.kinds.get(id(param.domain), ("any",))[0] == "zone"

    def pile_moves(self, param, var: str, body: list, scratch: dict):
        """`params: {card: hand}`: a move for each card of the pile, in its order (a card held twice is two moves,
        as rules.py lists them), the argument the card's number."""
        table = self.resolver.kinds.get(id(param.domain))[1]
        if table not in self.model.tables:
            raise NotLowerable(f"a parameter over a pile of '{table}'", param.span)
        numbers = Local(self.table_ids(table).replace("_IDS", "_NUMBERS"))
        card = f"{var}_card"
        scratch[card] = OBJECT
        pile = Effect(self, P, scratch).pile(param.domain)
        if Effect(self, P, scratch).held_as_numbers(pile):
            return ForIn(card, pile, [Assign(Local(var), Local(card))] + body)
        return ForIn(card, pile, [Assign(Local(var), Item(numbers, Local(card)))] + body)

    def remembered(self, step, hoisted: list, listing: list, scratch: dict) -> list:
        """The listing remembered by the values it reads (the hand-written reference's memo of Appalachian's moves
        by dice used, place and journal). A test's conjuncts that read no loop's value are worked out once before
        the loops (`ok_1 = …`); the moves are then a function of the values left, which form the key of a
        module-level memo: a listing is made once per key. The lists are never changed: the draw only reads them."""
        loop_vars = {stmt.var for stmt in walk_ir(listing) if isinstance(stmt, ForIn)}
        checks = {}
        widths = {}     # a check held as the bits of one int (its outcome per entry of a map) -> its number of bits

        def per_entry(part):
            """`p.journal[DICE_COLOUR[die]] < 3`: a test of one entry of a map, chosen by the loop's value, and of
            nothing else read: worked out once for every entry (`ok_4 = (p.journal[0] < 3, p.journal[1] < 3, …)`), so
            that the key holds the outcomes (the reference's full columns), not the numbers. The test then reads
            `ok_4[…]`."""
            entries = [x for x in walk_ir(part) if isinstance(x, Item) and isinstance(x.obj, Attr)
                       and x.obj.obj in (P, S) and (self.slot_of(x.obj) or Slot("", OBJECT)).ctype == LIST]
            if len(entries) != 1 or any(isinstance(x, Call) for x in walk_ir(part)):
                return None
            entry = entries[0]
            rest = replace_ir(part, entry, Local("v"))
            if reads_of(rest, loop_vars) or any(isinstance(x, Attr) for x in walk_ir(rest)):
                return None
            if part not in checks:
                name = f"ok_{len(checks) + 1}"
                checks[part] = Local(name)
                slot = self.slot_of(entry.obj)
                if len(slot.keys) <= 16:
                    # written out (a generator costs a frame and a call per entry in CPython), as the bits of one
                    # int: entry k's outcome at bit k, so that the key holds one small number
                    outcomes = packed_key([(replace_ir(part, entry, Item(entry.obj, Const(k))), 1)
                                           for k in range(len(slot.keys))])[0]
                    widths[name] = len(slot.keys)
                    scratch[name] = LONG
                    # a player's map: the outcomes kept in a slot of its own, up to date where the map is written
                    # (derived.py), as the reference keeps its full columns
                    if entry.obj.obj == P:
                        reads = {x.name for x in walk_ir(rest) if isinstance(x, Local)} - {"v"}
                        outcomes = self.derived.slot_for(P, entry.obj.name, outcomes, reads,
                                                         self.constant_values) or outcomes
                else:
                    outcomes = Aggregate("tuple", rest, "v", entry.obj)
                    scratch[name] = OBJECT
                hoisted.append(Assign(Local(name), outcomes))
            if checks[part].name in widths:
                return Bin("&", Bin(">>", checks[part], entry.index), Const(1))
            return Item(checks[part], entry.index)

        def hoisted_test(cond):
            parts = conjuncts(cond)
            kept = []
            for part in parts:
                outcomes = per_entry(part) if reads_of(part, loop_vars) else None
                if outcomes is not None:
                    kept.append(outcomes)
                    continue
                if not reads_of(part, loop_vars) and not isinstance(part, (Local, Const)) \
                        and not any(isinstance(x, Call) for x in walk_ir(part)):
                    if part not in checks:
                        name = f"ok_{len(checks) + 1}"
                        checks[part] = Local(name)
                        scratch[name] = BINT
                        hoisted.append(Assign(Local(name), part))
                    kept.append(checks[part])
                else:
                    kept.append(part)
            out = kept[0]
            for part in kept[1:]:
                out = Bin("and", out, part)
            return out

        def rewrite(stmts):
            out = []
            for stmt in stmts:
                if isinstance(stmt, ForIn):
                    out.append(ForIn(stmt.var, stmt.items, rewrite(stmt.body)))
                elif isinstance(stmt, If):
                    out.append(If(tuple((hoisted_test(c) if any(isinstance(x, Local) and x.name in loop_vars
                                                                 for x in walk_ir(c)) else c, rewrite(b))
                                        for c, b in stmt.branches), rewrite(stmt.otherwise)))
                else:
                    out.append(stmt)
            return out
        listing = rewrite(listing)
        atoms = []
        for node in walk_ir(listing):
            atom = None
            if isinstance(node, Attr) and node.obj in (P, S):
                slot = self.slot_of(node)
                atom = call("tuple", node) if slot is not None and slot.ctype == LIST else node
            elif isinstance(node, Local) and node.name in scratch and node.name not in loop_vars \
                    and node.name not in ("moves", "p", "s"):
                atom = node
            if atom is not None and atom not in atoms:
                atoms.append(atom)
        # a map read whole (`tuple(p.journal)`) stands for its entries read one by one
        whole = {a.args[0] for a in atoms if isinstance(a, Call)}
        atoms = [a for a in atoms if not (isinstance(a, Item) and a.obj in whole)]
        name = identifier(f"{step_function(self.phase, step).upper()}_MOVES")
        moves = Local("moves")
        key = Local("key")
        parts = [(atom, self.key_bits(atom, scratch, widths)) for atom in atoms]
        packed = packed_key(parts)
        # made on a miss only: its loops over a few known values written out (optimise.py `unrolled`)
        listing = unrolled(listing, self.data_read)
        make = [Assign(moves, ListOf(()))] + listing
        if packed is not None and packed[1] <= LIST_MEMO_BITS:
            # the flags one place decides, as one read of a table of bits (place_bits.py): the same bits in all
            parts, hoisted, moved = place_bits(self, name[:-len("MOVES")] + "KEY_BITS", hoisted, parts)
            packed = packed_key(parts)
            make = [Assign(moves, ListOf(()))] + moved + listing
            # every key of a few bits: a list of them all, indexed by the key (the reference's table of moves)
            memo = Local(name)
            if all(n != name for n, _ in self.constants):
                self.constants.append((name, f"[None] * {1 << packed[1]}"))
            scratch["key"] = LONG
            return hoisted + [Comment("the key: the values the moves depend on, each at bits of its own"),
                              Assign(key, packed[0]), Assign(moves, Item(memo, key)),
                              If(((Bin("is", moves, Const(None)), make + [Assign(Item(memo, key), moves)]),))]
        memo = self.constant(name, {})
        scratch["key"] = LONG if packed is not None else OBJECT
        make += [If(((Bin(">=", call("len", memo), Const(MEMO_LIMIT)), [Do(method(memo, "clear"))]),)),
                 Assign(Item(memo, key), moves)]
        return hoisted + [Assign(key, packed[0] if packed is not None else ListOf(tuple(atoms), tuple=True)),
                          Assign(moves, method(memo, "get", key)), If(((Bin("is", moves, Const(None)), make),))]

    def key_bits(self, atom, scratch: dict, widths: dict) -> int | None:
        """The bits a value of a memo's key takes, when it is a small non-negative int of known bounds: a flag, a
        bit mask over a table of at most a C long's ids, a check held as bits (`widths`); None otherwise."""
        if isinstance(atom, Local):
            return widths.get(atom.name, 1 if scratch.get(atom.name) == BINT else None)
        slot = self.slot_of(atom) if isinstance(atom, Attr) else None
        if slot is None:
            return None
        if slot.kind == "flag":
            return 1
        if slot.kind == "mask" and slot.ctype == LONG:
            return len(slot.ids)
        return None

    def tabulated(self, listing: list, sizes: dict, hoisted: list, scratch: dict) -> list:
        """A listing made afresh (it reads a pile) with the values its tests work out from one id of a small table
        and nothing else that varies in its loops worked out once per listing, for every id, as a tuple read by the
        id's number: `can_pay(route, colour)`'s cards of the colour, wilds and triples become `each_1[colour]`
        (fast.py keeps them per colour in a dict), the triples of the other colours one sum over every colour
        less the colour's own (sums.py), so that a hand is counted once a colour a decision, not once per trail
        and colour. Only values that cannot fail are worked out so, as every id is, not only those the loops
        reach."""
        varying = {x.var for x in walk_ir(listing) if isinstance(x, (ForIn, Aggregate))}
        tables = {}

        def small(source):
            if isinstance(source, Call) and source.func == Local("range") and len(source.args) == 1 \
                    and isinstance(source.args[0], Const) and source.args[0].value <= TABULATED:
                return source.args[0].value
            return None

        def table_of(node, var: str, size: int):
            key = replace_ir(node, Local(var), Local("_"))
            if key not in tables:
                entries = tuple(tab(self.folded(replace_ir(node, Local(var), Const(k))), {}) for k in range(size))
                name = f"each_{len(tables) + 1}"
                tables[key] = Local(name)
                typed_before = scratch.get(name)
                scratch[name] = OBJECT
                test = shared_test(entries)
                start = len(hoisted)
                if test is None:
                    entries = whole_sums(entries, hoisted, scratch, replace_ir)
                    hoisted.append(Assign(Local(name), ListOf(entries, tuple=True)))
                else:       # the question every entry asks, asked once (split.py)
                    branches = []
                    for holds in (True, False):
                        made = []
                        answers = whole_sums(tuple(answered(e, test, holds) for e in entries), made, scratch,
                                             replace_ir)
                        branches.append(made + [Assign(Local(name), ListOf(answers, tuple=True))])
                    hoisted.append(If(((test, branches[0]),), branches[1]))
                hoisted[start:] = self.entries_read_once(hoisted[start:], scratch)
                self.typed_table(hoisted[start:], name, typed_before, scratch)
            return Item(tables[key], Local(var))

        def tab(node, bound: dict):
            if not isinstance(node, Node) or isinstance(node, (Const, Local)):
                return node
            # what varies here: the loops' and sums' variables it reads that it does not bind itself
            nodes = walk_ir(node)     # (one walk for both: `tab` walks each part again at every level)
            read = {x.name for x in nodes if isinstance(x, Local) and x.name in varying} \
                - {x.var for x in nodes if isinstance(x, Aggregate)}
            if len(read) == 1 and next(iter(read)) in bound and worth_a_table(node):
                var = read.pop()
                return table_of(node, var, bound[var])
            if isinstance(node, Aggregate):
                inner = {k: v for k, v in bound.items() if k != node.var}
                if small(node.source) is not None:
                    inner[node.var] = small(node.source)
                return Aggregate(node.func, tab(node.item, inner), node.var, tab(node.source, bound),
                                 None if node.test is None else tab(node.test, inner))
            values = []
            for value in node._values():
                if isinstance(value, tuple):
                    value = tuple(tab(item, bound) for item in value)
                elif isinstance(value, Node):
                    value = tab(value, bound)
                values.append(value)
            return type(node)(*values)

        def rewrite(stmts, bound):
            out = []
            for stmt in stmts:
                if isinstance(stmt, ForIn):
                    inner = dict(bound, **({stmt.var: sizes[stmt.var]} if sizes.get(stmt.var, TABULATED + 1)
                                           <= TABULATED else {}))
                    out.append(ForIn(stmt.var, stmt.items, rewrite(stmt.body, inner)))
                elif isinstance(stmt, If):
                    out.append(If(tuple((tab(c, bound), rewrite(b, bound)) for c, b in stmt.branches),
                                  rewrite(stmt.otherwise, bound)))
                else:
                    out.append(stmt)
            return out
        return rewrite(listing, {})

    def typed_table(self, made: list, name: str, typed_before, scratch: dict) -> None:
        """The C types of a table's statements (`tabulated`): a sum (`sum_1`) of whole numbers a C long holds, and
        the table itself (`each_1`) a C array of longs where every way through `made` assigns it a tuple of as
        many of them (natively its entries are then read in C, not as Python ints out of a tuple; the pure print is
        unchanged). A name typed otherwise by another table of the function stays an object."""
        for stmt in walk_ir(made):
            if isinstance(stmt, Assign) and isinstance(stmt.target, Local) and stmt.target.name.startswith("sum_") \
                    and scratch.get(stmt.target.name) == OBJECT and self.whole_number(stmt.value, scratch):
                scratch[stmt.target.name] = LONG
        tuples = [stmt.value for stmt in walk_ir(made) if isinstance(stmt, Assign) and stmt.target == Local(name)]
        if tuples and all(isinstance(v, ListOf) and v.tuple and len(v.items) == len(tuples[0].items)
                          and all(self.whole_number(item, scratch) for item in v.items) for v in tuples):
            ctype = f"{LONG}[{len(tuples[0].items)}]"
            if typed_before in (None, ctype):
                scratch[name] = ctype

    def whole_number(self, node, types: dict) -> bool:
        """Is `node` a whole number a C long holds, worked out in C natively: sums, differences, products and floor
        quotients of small constants, C long locals (`types`) and entries of a map or a pile's counts (C longs)?"""
        if isinstance(node, Const):
            return type(node.value) is int and -2 ** 31 < node.value < 2 ** 31
        if isinstance(node, Local):
            return types.get(node.name) == LONG
        if isinstance(node, Bin) and node.op in ("+", "-", "*", "//"):
            return self.whole_number(node.left, types) and self.whole_number(node.right, types)
        if isinstance(node, Item) and isinstance(node.obj, Attr) and node.obj.obj in (P, S):
            slot = self.slot_of(node.obj)
            return slot is not None and slot.kind in ("map", "counts")
        return False

    def folded(self, node):
        """An expression with the ids read by a known number written as themselves (`COLOURS_IDS[0]`: 'purple')."""
        if isinstance(node, Item) and isinstance(node.index, Const) and isinstance(node.obj, Local) \
                and node.obj.name in self.id_tuples and isinstance(node.index.value, int):
            return Const(self.id_tuples[node.obj.name][node.index.value])
        if not isinstance(node, Node) or isinstance(node, (Const, Local)):
            return node
        values = []
        for value in node._values():
            if isinstance(value, tuple):
                value = tuple(self.folded(item) for item in value)
            elif isinstance(value, Node):
                value = self.folded(value)
            values.append(value)
        return type(node)(*values)

    def reads_pile(self, stmts) -> bool:
        """Does a listing read a pile? Its moves are then listed afresh: a pile's cards are no key of a memo."""
        return any(isinstance(x, Attr) and x.obj in (P, S) and (self.slot_of(x) or Slot("", OBJECT)).kind in ("pile", "counts", INT_PILE)
                   for x in walk_ir(stmts))

    def walks_players(self, stmts) -> bool:
        """Does a listing walk the players (`all(q.site != x for q in players)`)? Their fields are no key of a memo
        either: it is listed afresh."""
        players = Attr(S, "players")
        return any(isinstance(x, (Aggregate, ForIn)) and (x.source if isinstance(x, Aggregate) else x.items) == players
                   for x in walk_ir(stmts))

    def entries_read_once(self, made: list, scratch: dict) -> list:
        """A table's statements (`tabulated`: `sum_1 = …`, `each_1 = (…)`) with each entry of a player's or the state's
        map read more than once at a number known before play (`p.hand_counts[7]`, the wilds, read once per colour)
        read once before them into a local (`hand_counts_7`): where every way through the statements reads it (so the
        read is no new failure; a map's entries are its table's ids, each there) and they write no slot."""
        if any(isinstance(x, Assign) and not isinstance(x.target, Local) for x in walk_ir(made)):
            return made

        def entry(x) -> bool:
            if not (isinstance(x, Item) and isinstance(x.obj, Attr) and x.obj.obj in (P, S)
                    and isinstance(x.index, Const) and type(x.index.value) is int and x.index.value >= 0):
                return False
            slot = self.slot_of(x.obj)
            size = None if slot is None else len(slot.keys) if slot.kind == "map" \
                else len(self.ids(slot.table)) if slot.kind == "counts" else None
            return size is not None and x.index.value < size

        def surely(body) -> set:
            out = set()
            for stmt in body:
                if isinstance(stmt, If):
                    out |= {x for x in walk_ir(stmt.branches[0][0]) if entry(x)}     # (the first test is always asked)
                    if stmt.otherwise:
                        out |= set.intersection(*[surely(branch) for _test, branch in stmt.branches],
                                                surely(stmt.otherwise))
                else:
                    out |= {x for x in walk_ir(stmt) if entry(x)}
            return out
        reads = [x for x in walk_ir(made) if entry(x)]
        sure = surely(made)
        once = sorted({x for x in reads if x in sure and reads.count(x) > 1},
                      key=lambda x: (x.obj.obj != P, x.obj.name, x.index.value))
        before = []
        for x in once:
            name = f"{x.obj.name}_{x.index.value}"
            if name in scratch:
                continue
            scratch[name] = LONG        # an entry of a map or of a pile's counts: a C long natively
            before.append(Assign(Local(name), x))
            made = replaced_deep(made, x, Local(name))
        return self.unpacked(before) + made

    def unpacked(self, reads: list) -> list:
        """The reads `entries_read_once` hoists, those of every entry of one counts slot in order (`hand_counts_0 =
        p.hand_counts[0]` … `hand_counts_7 = p.hand_counts[7]`) made one unpacking (`(hand_counts_0, …) =
        p.hand_counts`: one UNPACK_SEQUENCE, not eight reads of the slot and its entry; the list is always its
        table's length). Natively a slot held as a C array is unpacked in C, entry by entry (printing.py
        `entry_by_entry` counts the unpacking as entry reads)."""
        out = []
        for stmt in reads:
            slot = self.slot_of(stmt.value.obj)
            if out and isinstance(out[-1], list) and out[-1][0].value.obj == stmt.value.obj:
                out[-1].append(stmt)
            elif slot is not None and slot.kind == "counts" and stmt.value.index == Const(0):
                out.append([stmt])
            else:
                out.append(stmt)
        made = []
        for part in out:
            if not isinstance(part, list):
                made.append(part)
                continue
            size = len(self.ids(self.slot_of(part[0].value.obj).table))
            if len(part) == size and [stmt.value.index for stmt in part] == [Const(k) for k in range(size)]:
                made.append(Assign(ListOf(tuple(stmt.target for stmt in part), tuple=True), part[0].value.obj))
            else:
                made += part
        return made

    def slot_of(self, attr):
        record = self.records["Player" if attr.obj == P else "State"]
        return next((slot for slot in record.slots if slot.name == attr.name), None)

    def domain(self, action, param):
        """The numbers of a parameter's values: a table's ids, or a list of them, in order."""
        domain = self.simple_domain(action, param)
        if domain is None:
            raise NotLowerable("a parameter's values not the ids of a table", param.span)
        return domain

    def values_counted(self, action) -> int:
        """How many moves an action may list at most: the product of its parameters' numbers of values where known
        before play (a table's ids, a list of them), a parameter worked out in play counting 1."""
        total = 1
        for param in action.params:
            domain = self.simple_domain(action, param)
            if isinstance(domain, ListOf):
                total *= max(1, len(domain.items))
            elif isinstance(domain, Call) and domain.func == Local("range") and isinstance(domain.args[0], Const):
                total *= max(1, domain.args[0].value)
        return total

    def simple_domain(self, action, param):
        """The numbers of a parameter's values known before play (a table's ids, or a list of them, in order), or
        None for a list worked out in play."""
        kind = self.resolver.kinds.get(id(param.domain), ("any",))
        if isinstance(param.domain, ast.Name) and kind[0] == "table":
            return call("range", Const(len(self.ids(kind[1]))))
        if self.own_symbols(param) is not None:
            return self.own_symbols(param)
        table = self.param_table(action, param)
        if isinstance(param.domain, ast.ListLit) and table is not None:
            ids = self.ids(table)
            if all(isinstance(item, ast.Name) and item.name in ids for item in param.domain.items):
                return ListOf(tuple(Const(ids.index(item.name)) for item in param.domain.items), tuple=True)
        return None

    def own_symbols(self, param):
        """The numbers of a parameter's values written as a list of a field's own symbols (`direction: "[northbound,
        southbound]"`, set into `route`), in order, as the field holds them; else None."""
        items = param.domain.items if isinstance(param.domain, ast.ListLit) else ()
        if items and all(isinstance(item, ast.Name) and self.bindings.get(id(item)) is not None
                         and self.bindings[id(item)].category == "sym" and self.symbols.get(item.name) is not None
                         for item in items):
            return ListOf(tuple(Const(self.symbols[item.name]) for item in items), tuple=True)
        return None

    def action_kinds(self, action) -> dict:
        """The kinds of an action's parameters the resolver leaves as symbols: the numbers of a table's ids
        (`die: "[white]"`), or strings (`first in draw_choices()`: the deck or a card). An action listed in counted
        blocks (counted.py) holds its own."""
        if counted_action(action):
            return {}
        reps = {param.name: self.param_rep(action, param) for param in action.params}
        return {name: rep for name, rep in reps.items() if rep[0] in ("id", "str")}

    def param_ctype(self, action, param) -> str:
        """The C type of a parameter of an action's lowered function: an id's number, else a Python object (a
        string, a group); an action listed in counted blocks as counted.py holds them."""
        if counted_action(action):
            return param_ctype(param)
        return LONG if self.param_rep(action, param)[0] == "id" else OBJECT

    def param_rep(self, action, param) -> tuple:
        """How a parameter's value is held: ('id', table), its number; ('cell',), a tableau's spot as its cell; ('str',)
        or ('group',), a Python object."""
        kind = self.resolver.kinds.get(id(param.domain), ("any",))
        if kind[0] == "zone" and kind[1] in self.model.tables:      # a card of a pile: its number (pile_moves)
            return ("id", kind[1])
        if self.own_symbols(param) is not None:     # a field's own symbols: their numbers there, as the field holds them
            return ("sym",)
        if self.simple_domain(action, param) is not None:
            kind = self.resolver.kinds.get(id(param.domain), ("any",))
            return ("id", kind[1] if kind[0] == "table" else self.param_table(action, param))
        if counted_param(param):        # a tableau's spot as its cell, a figure's exit as its string (counted.py)
            return ("cell",) if param.domain.func == "spots" else ("str",)
        return Effect(self, P, {}).wanted(self.resolver.kinds.get(id(param.domain), ("any",)), param.span)

    def parameter_loops(self, code: int, count: int, action, scratch: dict, hoisted: list, sizes: dict) -> tuple:
        """(the loops, whether the moves are places in `arguments`) of an action's parameters over the lists they
        range over, worked out in play (`first in draw_choices()`, `colour in claim_colours(route)`): one loop inside
        the other in rules.py's order, each conjunct of the action's test at the loop of the last parameter it reads.
        A move of ids only is numbered by them (`code + count * (route + 69 * colour)`, decoded by `arguments_drawn`);
        one holding strings or groups is the place of its arguments in `arguments`, which the draw reads back."""
        effect = Effect(self, P, scratch, hoist=hoisted, kinds=self.action_kinds(action))
        names, reps = [], []
        for param in action.params:
            var = py_name(param.name)
            if var in DECIDE_LOCALS:
                raise NotLowerable(f"the parameter '{param.name}' named like a local of the decide loop", param.span)
            rep = self.param_rep(action, param)
            scratch[var] = LONG if rep[0] in ("id", "int", "cell") else OBJECT
            if rep[0] == "id":
                sizes[var] = len(self.ids(rep[1]))
            names.append(var)
            reps.append(rep)
        numbered = all(rep[0] == "id" for rep in reps)
        self.move_codes[action.name] = tuple(len(self.ids(rep[1])) for rep in reps) if numbered else None
        if numbered:
            number = Local(names[-1])
            for var, rep in reversed(list(zip(names, reps))[:-1]):
                number = Bin("+", Local(var), Bin("*", Const(len(self.ids(rep[1]))), number))
            body = [Do(method(Local("moves"), "append", Bin("+", Const(code), Bin("*", Const(count), number))))]
        else:
            arguments = Local("arguments")
            body = [Do(method(Local("moves"), "append",
                              Bin("+", Const(code), Bin("*", Const(count), call("len", arguments))))),
                    Do(method(arguments, "append", ListOf(tuple(Local(v) for v in names), tuple=True)))]
        placed = {}
        for test in conjuncts(effect.expr(action.when)) if action.when is not None else []:
            depth = max((names.index(v) for v in reads_of(test, set(names))), default=-1)
            placed.setdefault(depth, []).append(test)

        def joined(parts):
            out = parts[0]
            for part in parts[1:]:
                out = Bin("and", out, part)
            return out
        kept = []
        for depth in range(len(names) - 1, -1, -1):
            param = action.params[depth]
            domain = self.simple_domain(action, param)
            if depth == 0 and len(names) > 1 and domain is not None and placed.get(0):
                kept, placed[0] = self.kept_ids(action, param, domain, placed[0], scratch)
                if kept:
                    domain = Local(f"{names[0]}_kept")
            if placed.get(depth):
                body = [If(((joined(placed[depth]), body),))]
            if domain is None and counted_action(action):   # (spots, exits, a pile's cards) as counted blocks hold them
                domain = CountedListing(self, None, {}).domain(action, param, names[depth], effect)
            elif domain is None:
                domain = self.domain_by_id(action, param, effect.values(param.domain, reps[depth]), names[:depth],
                                           reps[:depth])
            body = [ForIn(names[depth], domain, body)]
        if -1 in placed:
            body = [If(((joined(placed[-1]), body),))]
        return kept + body, not numbered

    def kept_ids(self, action, param, domain, tests: list, scratch: dict) -> tuple:
        """(the statements finding them, the tests left) for the ids of an outer parameter's table that pass the
        conjuncts of its loop that read no pile (Trek's trails open to this player: not claimed, the other side of a
        double trail not the player's, wagons enough): kept in a module-level memo by the values those conjuncts
        read (`(s.claimed_routes, p.claimed, p.wagons)`), so that a listing walks only the ids still open, and they
        are filtered again only when what they read has changed: from the ids the seat kept last where the test
        cannot have reopened any of them since (narrowed.py)."""
        var = py_name(param.name)
        chosen = [t for t in tests if not self.reads_pile([t])]
        if not chosen:
            return [], tests
        atoms = []
        for node in walk_ir(chosen):
            atom = None
            if isinstance(node, Attr) and node.obj in (P, S):
                slot = self.slot_of(node)
                if slot is not None and slot.kind in ("tableau", "figures"):
                    return [], tests        # the record's own list or dict, no key of a memo: filtered at each listing
                atom = call("tuple", node) if slot is not None and slot.ctype == LIST else node
            elif isinstance(node, Local) and node.name in scratch and node.name != var \
                    and node.name not in DECIDE_LOCALS:
                atom = node
            if atom is not None and atom not in atoms:
                atoms.append(atom)
        test = conjoined(chosen)
        memo = self.constant(identifier(f"{action.name}_{param.name}_kept".upper()), {})
        key, ids = Local(f"{var}_key"), Local(f"{var}_kept")
        scratch[key.name], scratch[ids.name] = OBJECT, OBJECT
        count = domain.args[0] if isinstance(domain, Call) and domain.func == Local("range") else None
        listed = ListOf(var=var, count=count, test=test) if count is not None else None
        if listed is None:
            return [], tests
        walk = narrowed_walk(self, f"{action.name}_{param.name}", var, test, atoms, count, scratch)
        self.kept_memos.update(name for name in (memo.name, f"{action.name}_{param.name}_last".upper())
                               if name in self.constant_values)
        found = walk if walk is not None else [Assign(ids, listed)]
        kept = [Assign(key, ListOf(tuple(atoms), tuple=True)), Assign(ids, method(memo, "get", key)),
                If(((Bin("is", ids, Const(None)), [
                    If(((Bin(">=", call("len", memo), Const(KEPT_LIMIT)), [Do(method(memo, "clear"))]),))]
                    + found + [Assign(Item(memo, key), ids)]),))]
        rep = self.param_rep(action, param)
        if isinstance(count, Const) and rep[0] == "id":     # what a count over masks reads instead (masked.py)
            self.kept_of[action.name] = {"var": var, "table": rep[1], "count": count.value, "tests": chosen,
                                         "statements": len(kept), "limit": KEPT_LIMIT, "locals": DECIDE_LOCALS}
        return kept, [t for t in tests if t not in chosen]

    def walks_several(self, domain) -> bool:
        """Does a loop over `domain` walk more than one value a time on average, as far as the module's data tells
        (`CLAIM_COLOUR_BY_ROUTE[route]`: 2.8 colours a trail; `range(7)`)? Unknown: no."""
        if isinstance(domain, Item) and isinstance(domain.obj, Local):
            values = self.constant_values.get(domain.obj.name)
            return type(values) is tuple and bool(values) and all(type(v) is tuple for v in values) \
                and sum(map(len, values)) > len(values)
        if isinstance(domain, Call) and domain.func == Local("range") and len(domain.args) == 1:
            return isinstance(domain.args[0], Const) and type(domain.args[0].value) is int and domain.args[0].value > 1
        return False

    def domain_by_id(self, action, param, domain, outer: list, reps: list):
        """A parameter's values that depend on an outer parameter's id and the game's data only (`colour in
        claim_colours(route)`: every colour for a gray trail, else its own), worked out here for every id and read
        from a tuple of the module (`CLAIM_COLOUR_BY_ROUTE[route]`); else the values as they are, worked out in play."""
        read = reads_of(domain, set(outer))
        if len(read) != 1:
            return domain
        var = read.pop()
        rep = reps[outer.index(var)]
        values = []
        try:
            for k in range(len(self.ids(rep[1]))):
                values.append(tuple(self.known(domain, {var: k})))
        except NotKnown:
            return domain
        name = identifier(f"{action.name}_{param.name}_by_{var}".upper())
        return Item(self.constant(name, tuple(values)), Local(var))

    def data_read(self, node):
        """`DICE_COLOUR[1]`: a number of the module's data read at a known place, as a Const; else None."""
        if not (isinstance(node, Item) and isinstance(node.obj, Local) and isinstance(node.index, Const)):
            return None
        try:
            value = self.known(node, {})
        except NotKnown:
            return None
        return Const(value) if type(value) is int else None

    def known(self, node, env: dict):
        """The value of an expression of the module's data and `env`'s names alone, worked out here (NotKnown where
        it reads anything else or fails)."""
        if isinstance(node, Const):
            return node.value
        if isinstance(node, Local):
            if node.name in env:
                return env[node.name]
            if node.name in self.constant_values:
                return self.constant_values[node.name]
            raise NotKnown(node.name)
        try:
            if isinstance(node, Item):
                return self.known(node.obj, env)[self.known(node.index, env)]
            if isinstance(node, Cond):
                return self.known(node.then if self.known(node.cond, env) else node.otherwise, env)
            if isinstance(node, Bin) and node.op in KNOWN_OPERATORS:
                return KNOWN_OPERATORS[node.op](self.known(node.left, env), self.known(node.right, env))
            if isinstance(node, Unary) and node.op == "not":
                return not self.known(node.operand, env)
            if isinstance(node, Call) and node.func == Local("range"):
                return tuple(range(*(self.known(arg, env) for arg in node.args)))
            if isinstance(node, ListOf) and node.var is None:
                return tuple(self.known(item, env) for item in node.items)
        except (LookupError, TypeError, ArithmeticError) as err:
            raise NotKnown(str(err)) from err
        raise NotKnown(type(node).__name__)

    def move_decoded(self, step, values_listed) -> tuple | None:
        """(`move % count`, `move // count`) as reads of two tuples by the code, for a move drawn from the step's
        listing, where every code it can list is known to be below `count` times the most arguments an action of it
        takes (a parameter's ids, or the product of its parameters' ids); None where an argument is a place in a list
        made in play (`arguments`, `values_listed`), whose length is not known here, or where the codes are more than
        MOVES_DECODED."""
        count, most = len(step.actions), 1
        for name in step.actions:
            action = self.model.actions[name]
            if not action.params:
                continue
            if values_listed and name in values_listed:
                return None
            if name in self.move_codes:
                sizes = self.move_codes[name]
                if sizes is None:
                    return None
                most = max(most, math.prod(sizes))
                continue
            if len(action.params) != 1:
                return None
            try:
                ids = self.argument_ids(name)
            except (KeyError, TypeError, NotLowerable):
                return None
            if not ids:
                return None
            most = max(most, len(ids))
        codes = range(count * most)
        if count == 1 or len(codes) > MOVES_DECODED:
            return None     # one action: `move % 1` is 0 and `move // 1` the move; many codes: tables a page long
        actions = self.constant(f"ACTION_OF_MOVE_{count}_{len(codes)}", tuple(code % count for code in codes))
        arguments = self.constant(f"ARGUMENT_OF_MOVE_{count}_{len(codes)}", tuple(code // count for code in codes))
        return Item(actions, Local("move")), Item(arguments, Local("move"))

    def arguments_drawn(self, action_name: str, count: int, values_listed=None, decoded=None) -> list:
        """The arguments of a drawn move of an action (`move`): its number divided by the step's number of actions
        (or `decoded`, that number read by code), split by the sizes of the parameters' tables, or the tuple at that
        place of `arguments`, or the value at that place of the list the random playout's listing kept
        (`values_listed`, options.py)."""
        action = self.model.actions[action_name]
        if not action.params:
            return []
        k = decoded if decoded is not None else Bin("//", Local("move"), Const(count))
        if values_listed and action_name in values_listed:
            return [Item(values_listed[action_name], k)]
        if action.name not in self.move_codes:
            only = self.simple_domain(action, action.params[0]) if len(action.params) == 1 else None
            if isinstance(only, ListOf) and len(only.items) == 1:
                # a parameter of one value (`die: "[white]"`): every move of the action carries it, so it is that
                # value, known when printed (its `1 << die` and `rolled[die]` fold), not worked out of the move
                return [only.items[0]]
            return [k]
        sizes = self.move_codes[action.name]
        if sizes is None:
            return [Item(Item(Local("arguments"), k), Const(i)) for i in range(len(action.params))]
        out, below = [], 1
        for i, size in enumerate(sizes):
            part = k if below == 1 else Bin("//", k, Const(below))
            out.append(part if i == len(sizes) - 1 else Bin("%", part, Const(size)))
            below *= size
        return out

    def param_table(self, action, param) -> str | None:
        """The table whose ids a parameter written as a list of names (`die: "[white]"`) holds: the table of the
        set it is added to or tested in, or of the map it indexes, when the action's code agrees on one."""
        key = (id(action), id(param))      # the model's own objects, alive as long as the lowering
        if key not in self.param_tables:
            self.param_tables[key] = self.find_param_table(action, param)
        return self.param_tables[key]

    def find_param_table(self, action, param) -> str | None:
        kind = self.resolver.kinds.get(id(param.domain), ("any",))
        if kind[0] == "table":
            return kind[1]
        tables = set()
        nodes = list(action.effect.walk()) + (list(action.when.walk()) if action.when is not None else [])

        def mine(node):
            return isinstance(node, ast.Name) and node.name == param.name \
                and self.bindings.get(id(node)) is not None and self.bindings[id(node)].category == "local"
        for node in nodes:
            if isinstance(node, ast.Index) and mine(node.key):
                owner = self.resolver.kinds.get(id(node.obj), ("any",))
                if owner[0] in ("map", "table"):
                    tables.add(owner[1])
            elif isinstance(node, (ast.AddTo, ast.RemoveFrom)) and mine(node.item) \
                    or isinstance(node, ast.BinOp) and node.op in ("in", "not_in") and mine(node.left):
                owner = self.resolver.kinds.get(id(node.target if not isinstance(node, ast.BinOp) else node.right),
                                                ("any",))
                if owner[0] == "set":
                    tables.add(owner[1])
        return tables.pop() if len(tables) == 1 else None

    def can_pay(self, cost, effect=None):
        effect = effect or Effect(self, P, {})
        if cost.card is not None and cost.market is None:       # `cost: card.cost`: the cost the card prints
            table = effect.id_table(cost.card.obj)
            if table is None:
                raise NotLowerable("a cost printed on what is not the id of a table", cost.span)
            return call(self.card_costs(table, cost.card.name, cost.span)[0], S, P, effect.expr(cost.card.obj))
        if cost.market is not None or cost.card is not None:
            raise NotLowerable("a cost by card or market", cost.span)
        test = None
        for item in cost.items:
            if item.key is not None or self.resolver.chosen_resources.get(id(item)) is not None:
                raise NotLowerable("a cost of a map's entry", item.span)
            fdef = self.field_def(item.resource)
            have = Attr(P if fdef.scope == "player" else S, self.slot(fdef).name)
            check = Bin(">=", have, effect.expr(item.amount))
            test = check if test is None else Bin("and", test, check)
        return test if test is not None else Const(True)

    def card_costs(self, table: str, column: str, span) -> tuple:
        """(`can_pay_<table>_<column>`, `pay_<table>_<column>`), each `(s, p, card_row)`: whether the acting player can
        pay the cost a card prints, and paying it, item by item through the fields' bounds, as rules.py's functions of
        the column do; each distinct cost written once, chosen by the card's number (a card that prints none: free)."""
        names = (identifier(f"can_pay_{table}_{column}"), identifier(f"pay_{table}_{column}"))
        if names[0] in self.made:
            return names
        self.made.add(names[0])
        deck = self.model.tables[table]
        checks, payments, which, seen = [], [], [], {}
        pay_scratch = {}
        for card in self.ids(table):
            cost = deck.card_code.get((card, column))
            if cost is None:
                which.append(-1)
                continue
            if cost.market is not None or cost.card is not None:
                raise NotLowerable(f"the cost of '{card}', by card or market", span)
            key = repr(cost.items)
            if key not in seen:
                seen[key] = len(checks)
                checks.append(self.can_pay(cost))
                payments.append(Effect(self, P, pay_scratch).block((ast.Pay(cost.span, cost),)))
            which.append(seen[key])
        costs = self.constant(identifier(f"{table.upper()}_{column.upper()}_COSTS"), tuple(which))
        number = [Assign(Local("cost_number"), Item(costs, Local("card_row")))]
        can = number + [If(((Bin("==", Local("cost_number"), Const(k)), [Return(test)]),)) for k, test in enumerate(checks)]
        can.append(Return(Const(True)))
        pay = number + ([If(tuple((Bin("==", Local("cost_number"), Const(k)), body)
                                  for k, body in enumerate(payments)))] if payments else [])
        params = (("s", "State"), ("p", "Player"), ("card_row", LONG))
        self.functions.append(Function(names[0], params, f"Can the player pay the {column} a card of '{table}' prints?",
                                       can, returns=BINT, locals={"cost_number": LONG}))
        self.functions.append(Function(names[1], params, f"Pay the {column} a card of '{table}' prints.", pay,
                                       locals=dict(pay_scratch, cost_number=LONG)))
        return names

    # ------------------------------------------------------------ setters and procedures, made when first called
    def setter(self, fdef, lowered: bool = False) -> str:
        """`set_<field>(s, p, value)`: rules.py's setter of a bounded field with an on_empty effect, lowered; where the
        value is `lowered` (a constant taken away from a field kept within its bounds), `set_<field>_lowered`, the
        same with no test against the max, which such a value never reaches."""
        slot = self.slot(fdef)
        name = identifier(f"set_{slot.name}_lowered" if lowered and fdef.max is not None else f"set_{slot.name}")
        if name in self.made:
            return name
        self.made.add(name)
        if self.asks(fdef.on_empty.walk()):
            raise NotLowerable(f"the on_empty effect of '{fdef.name}', which asks", fdef.span)
        scratch = {}
        target = Attr(P if fdef.scope == "player" else S, slot.name)
        value = Local("value")
        body = [If(((Bin("<=", value, Const(fdef.min)), [Assign(target, Const(fdef.min))]
                     + Effect(self, P, scratch).block(fdef.on_empty.body) + [Return()]),))]
        if fdef.max is not None and not lowered:
            body.append(If(((Bin(">", value, Const(fdef.max)), [Assign(value, Const(fdef.max))]),)))
        body.append(Assign(target, value))
        self.functions.append(Function(name, (("s", "State"), ("p", "Player"), ("value", LONG)),
                                       docstring(f"{fdef.name}: {fdef.min} to {'…' if fdef.max is None else fdef.max}; "
                                                 f"at {fdef.min} its on_empty effect runs "
                                                 f"({fdef.span.file}:{fdef.span.line})."),
                                       body, locals=scratch))
        return name

    def none_read(self) -> str:
        """`none_read()`: what a read or a write of a map's or a column's entry by an id of none does (nones.py), rules.py's
        lookup of None (runtime/errors.py `no_value`, which raises). Made once; a C long in the declarations, so that
        a read guarded by it stays C."""
        name = "none_read"
        if name not in self.made:
            self.made.add(name)
            self.imports["runtime.api"].add("no_value")
            self.functions.append(Function(name, (), docstring(
                "An entry read by an id of none: rules.py's lookup of None, a rules error (runtime/errors.py)."),
                [Do(call("no_value")), Return(Const(-1))], returns=LONG))
        return name

    def resource_changer(self, table: str, span) -> str:
        """`change_<table>(s, p, resource, amount)`: rules.py's gain (or, with a negative amount, loss) of the field an
        id of the table names (`gain 1 kind`), the id as its number, each field through its bounds or setter."""
        name = identifier(f"change_{table}")
        if name in self.made:
            return name
        self.made.add(name)
        scratch, branches = {}, []
        for number, key in enumerate(self.ids(table)):
            fdef = self.field_def(key)
            if fdef is None or fdef.type not in ("counter", "track"):
                raise NotLowerable(f"a resource chosen in play that names no number ('{key}')", span)
            slot = Attr(P if fdef.scope == "player" else S, self.slot(fdef).name)
            change = Effect(self, P, scratch).set_number(fdef, slot, Bin("+", slot, Local("amount")))
            if fdef.min is None and fdef.max is None:
                change = [Assign(slot, Local("amount"), "+=")]
            branches.append((Bin("==", Local("resource"), Const(number)), change))
        self.functions.append(Function(name, (("s", "State"), ("p", "Player"), ("resource", LONG), ("amount", LONG)),
                                       f"Gain (or, with a negative amount, lose) the resource an id of '{table}' names.",
                                       [If(tuple(branches))], locals=scratch))
        return name

    def defined(self, function: str, told: str, span) -> None:
        """Where the definitions write what a lowered function does, and the name a rules error tells it by
        (`DEFINED_AT`, read by runtime/errors.py: a native module's functions have no docstring to read it from)."""
        if span is not None:
            self.defined_at[function] = (told, f"{span.file}:{span.line}")

    def asks(self, nodes) -> bool:
        """Does this code ask (a `choose`), itself or through the procedures it calls and the cards' effects it
        resolves? Its function then draws each choice in place with the seat's `agent_random`."""
        for x in nodes:
            if isinstance(x, ast.Choose):
                return True
            if isinstance(x, ast.CallStmt) and x.func in self.model.procedures and self.procedure_asks(x.func):
                return True
            if isinstance(x, ast.Resolve) and self.column_asks(x.target):
                return True
        return False

    def procedure_asks(self, name: str) -> bool:
        if name not in self.asking_procedures:
            self.asking_procedures[name] = False        # a procedure that calls itself: its own choices decide
            self.asking_procedures[name] = self.asks(self.model.procedures[name].body.walk())
        return self.asking_procedures[name]

    def column_asks(self, target) -> bool:
        """Does some card's printed effect of `card.column` ask?"""
        kind = self.resolver.kinds.get(id(target.obj), ("any",))
        table = self.model.tables.get(kind[1]) if kind[0] == "id" else None
        return table is not None and any(self.asks(tree.walk()) for (_card, column), tree in table.card_code.items()
                                         if column == target.name)

    def procedure(self, proc) -> str:
        """A procedure of the game, lowered: `name(s, p, params…)`; one that asks (itself or through what it calls)
        also takes the seat's `agent_random` and `auto_single`, as fast.py's drawn copy does: a choice with no option
        skips the rest of the procedure, and its caller goes on."""
        name = identifier(proc.name)
        if name in self.made:
            return name
        self.made.add(name)
        self.defined(name, proc.name, proc.span)
        params = [("s", "State"), ("p", "Player")]
        asks = self.procedure_asks(proc.name)
        if asks:
            params += [("agent_random", DRAW), ("auto_single", BINT)]
        kinds = self.procedure_kinds(proc)
        for param in proc.params:
            kind = proc.param_types.get(param, (None,))[0]
            if kind == "player":
                raise NotLowerable(f"the procedure '{proc.name}' of a player", proc.span)
            if kind is None:
                kind = {"int": "number", "flag": "flag", "bool": "flag", "id": "id"}.get(kinds[param][0], "string")
            params.append((local_name(param), BINT if kind == "flag" else OBJECT if kind == "string" else LONG))
        scratch = {}
        lowered = Effect(self, P, scratch, kinds=kinds)
        lowered.asking = asks
        body = lowered.block(proc.body.body)
        self.functions.append(Function(name, tuple(params), docstring(f"{proc.text or proc.name} "
                                                                      f"({proc.span.file}:{proc.span.line})"),
                                       body, locals=scratch))
        return name

    def call_sites(self, name: str):
        """(the kinds of the caller's names, the call) of every call of the procedure `name` the round makes: the
        calling procedure's parameters, the calling action's, the values its choices hold."""
        for proc, action, chooses, calls in self.calling_bodies().get(name, ()):
            kinds = dict(self.procedure_kinds(proc)) if proc is not None else {}
            if action is not None:
                kinds.update(self.action_kinds(action))
            for node in chooses:
                try:
                    if Effect(self, P, {}, kinds=kinds).wanted(self.resolver.kinds.get(id(node.source), ("any",)),
                                                               node.span) == ("str",):
                        kinds[node.var] = ("str",)
                except NotLowerable:
                    pass
            for node in calls:
                yield kinds, node

    def calling_bodies(self) -> dict:
        """Procedure name -> (the calling procedure, the calling action, the body's choices, its calls of the
        procedure) for each body that calls it (actions, the round's steps, procedures, fields' on_empty), in that
        order: every body walked once, not once a procedure (JMT's and Trail Story's lowering spent half its time
        walking them again)."""
        if self._calling is None:
            m = self.model
            bodies = [(None, a, a.effect) for a in m.actions.values()]
            bodies += [(None, None, step.body) for step in m.round if step.body is not None]
            bodies += [(proc, None, proc.body) for proc in m.procedures.values()]
            bodies += [(None, None, f.on_empty) for f in list(m.player.values()) + list(m.globals.values())
                       if getattr(f, "on_empty", None) is not None]
            self._calling = {}
            for proc, action, body in bodies:
                nodes = list(body.walk())
                chooses = [node for node in nodes if isinstance(node, ast.Choose)]
                calls: dict = {}
                for node in nodes:
                    if isinstance(node, ast.CallStmt):
                        calls.setdefault(node.func, []).append(node)
                for name, found in calls.items():
                    self._calling.setdefault(name, []).append((proc, action, chooses, found))
        return self._calling

    def procedure_kinds(self, proc) -> dict:
        """The kind of each untyped parameter of a procedure, from the values its callers pass: the ids of one
        table (held as numbers), numbers, flags, or ('str',), values of several tables held as strings
        (`take_provision(source)`: the deck or a provision card)."""
        if proc.name in self.param_kinds:
            return self.param_kinds[proc.name]
        untyped = [param for param in proc.params if param not in proc.param_types]
        self.param_kinds[proc.name] = {param: ("str",) for param in untyped}     # while its calls are read
        found = {param: set() for param in untyped}
        for kinds, site in self.call_sites(proc.name):
            effect = Effect(self, P, {}, kinds=kinds)
            for param, arg in zip(proc.params, site.args):
                if param in found:
                    found[param].add(effect.value_kind(arg))
        kinds = {}
        for param, seen in found.items():
            if len(seen) == 1 and next(iter(seen))[0] in ("int", "flag", "bool", "id", "str"):
                kinds[param] = next(iter(seen))
            elif seen and all(kind[0] in ("id", "str") for kind in seen):
                kinds[param] = ("str",)
            elif seen:
                raise NotLowerable(f"the parameter '{param}' of '{proc.name}' given values of several kinds", proc.span)
            else:
                kinds[param] = ("int",)
        self.param_kinds[proc.name] = kinds
        return kinds

    def card_effects(self, table: str, column: str, span) -> str:
        """`resolve_<table>_<column>(s, p[, agent_random, auto_single], card_row)`: the effect each card prints in the
        column (rules.py's table of functions), lowered once per distinct effect and chosen by the card's number
        (`<TABLE>_<COLUMN>_EFFECTS`, -1 for a card that prints none: nothing to resolve)."""
        name = identifier(f"resolve_{table}_{column}")
        if name in self.made:
            return name
        self.made.add(name)
        deck = self.model.tables[table]
        asks = any(self.asks(tree.walk()) for (_card, col), tree in deck.card_code.items() if col == column)
        scratch = {}

        def lowered(tree):
            printed = Effect(self, P, scratch)
            printed.asking = asks
            return printed.block(tree.body)
        bodies, which = shared_pieces(None if tree is None else lowered(tree)
                                      for tree in (deck.card_code.get((card, column)) for card in self.ids(table)))
        effects = self.constant(identifier(f"{table.upper()}_{column.upper()}_EFFECTS"), which)
        scratch["effect_number"] = LONG
        body = [Assign(Local("effect_number"), Item(effects, Local("card_row")))]
        if bodies:
            body.append(If(tuple((Bin("==", Local("effect_number"), Const(k)), b) for k, b in enumerate(bodies))))
        params = (("s", "State"), ("p", "Player")) + ((("agent_random", DRAW), ("auto_single", BINT)) if asks else ())
        self.functions.append(Function(name, params + (("card_row", LONG),),
                                       f"The effect a card of '{table}' prints as its {column}, by the card's number.",
                                       body, locals=scratch))
        return name

    def effect(self, scratch: dict, hoist: list | None = None) -> "Effect":
        """The effects and expressions of the acting player `p`, lowered into a function of locals `scratch`."""
        return Effect(self, P, scratch, hoist=hoist)

    def card_values(self, table: str, column: str, ctype: str, span) -> str:
        """`<table>_<column>(s, p, card_row)`: the condition (or value) each card prints in the column, worked out for
        the card whose number is given (rules.py's table of functions)."""
        name = identifier(f"{table}_{column}")
        if name in self.made:
            return name
        self.made.add(name)
        deck = self.model.tables[table]
        scratch, printed = {}, []
        for card in self.ids(table):
            tree = deck.card_code.get((card, column))
            if isinstance(tree, ast.Effect):
                raise NotLowerable(f"the effect a card prints in '{column}'", tree.span)
            # a card that prints none has none here: false, or 0 (rules.py's table of functions); a sum or count over
            # a whole map or a mask's ids written as the worth writes it (worth.py `whole_sums`: the same values)
            printed.append(Const(ctype == LONG and 0) if tree is None
                           else whole_sums_of_worth(Effect(self, P, scratch).expr(tree), self))
        values, which = shared_pieces(printed)
        numbers = self.constant(identifier(f"{table.upper()}_{column.upper()}_VALUES"), which)
        scratch["value_number"] = LONG
        body = [Assign(Local("value_number"), Item(numbers, Local("card_row")))]
        body += [If(((Bin("==", Local("value_number"), Const(k)), [Return(v)]),)) for k, v in enumerate(values[:-1])]
        body.append(Return(values[-1]))
        self.functions.append(Function(name, (("s", "State"), ("p", "Player"), ("card_row", LONG)),
                                       f"The {column} a card of '{table}' prints, by the card's number.",
                                       body, returns=ctype, locals=scratch))
        return name

    # ------------------------------------------------------------ actions and effects
    def actions(self) -> None:
        self.action_function, self.asking = {}, {}
        for step in self.model.round:
            for name in step.actions:
                self.lower_action(name)

    def lower_action(self, name: str) -> None:
        """The function of a decided action (`do_<name>`), made once."""
        if name in self.action_function:
            return
        action = self.model.actions[name]
        asks = self.asks(action.effect.walk())
        self.asking[name] = asks
        self.action_function[name] = fn = identifier(f"do_{name}")
        doc = f"{action.text or name} ({action.span.file}:{action.span.line})"
        kinds = self.action_kinds(action)
        made = self.effect_function(fn, action.effect, action.span, doc, acting=True, asks=asks, kinds=kinds,
                                    told=name)
        if action.cost is not None:     # its cost paid first, as rules.py's action does
            made.body[:0] = Effect(self, P, made.locals, kinds=kinds).block((ast.Pay(action.cost.span,
                                                                                     action.cost),))
        made.params += tuple((local_name(param.name), self.param_ctype(action, param))
                             for param in action.params)
        self.functions.append(made)

    def effect_function(self, name: str, effect, span, doc: str, acting: bool, asks: bool = False,
                        kinds: dict | None = None, told: str | None = None) -> Function:
        if not asks and effect is not None and self.asks(effect.walk()):
            raise NotLowerable(f"a choice in the step '{name}' (no action asks it)", span)
        self.defined(name, told or name, span)
        scratch = {}
        lowered = Effect(self, P if acting else None, scratch, kinds=kinds)
        lowered.asking = asks
        body = lowered.block(effect.body if effect is not None else ())
        params = (("s", "State"), ("p", "Player"))
        if asks:
            params += (("agent_random", DRAW), ("auto_single", BINT))
        return Function(name, params, docstring(doc), body, locals=scratch)


class Effect(TableauEffects):
    """Statements and expressions of the effect language, lowered for one function (`scratch`: its locals)."""

    def __init__(self, lowering: Lowering, player, scratch: dict, env: dict | None = None, hoist: list | None = None,
                 kinds: dict | None = None):
        self.low = lowering
        self.model = lowering.model
        self.player = player
        self.locals = scratch
        self.env = env or {}
        self.loops = 0
        # where a move generator's values are worked out once, before its loops: the assignments, in order
        self.hoist = hoist
        # the kinds of untyped parameters, known from the call (a function written in place, a procedure's callers)
        self.kinds = kinds or {}
        self.asking = False     # the function draws a choice in place: it has `agent_random` and `auto_single`
        # how the values of each `let` local holding a list are held (its `wanted`), by the local's name
        self.lists = {}

    def kind(self, node) -> tuple:
        kind = self.low.resolver.kinds.get(id(node), ("any",))
        if kind[0] in ("any", "sym") and self.kinds and isinstance(node, ast.Name):
            b = self.low.bindings.get(id(node))
            if b is not None and b.category == "local" and b.name in self.kinds:
                return self.kinds[b.name]
        return kind

    def within(self, env: dict, kinds: dict | None = None) -> Effect:
        """The same function's effect with more names bound (a loop's variable, a function's parameters)."""
        inner = Effect(self.low, self.player, self.locals, env, self.hoist, dict(self.kinds, **(kinds or {})))
        inner.loops, inner.asking, inner.lists = self.loops, self.asking, self.lists
        return inner

    # ------------------------------------------------------------ values of no single table
    def rep(self, node) -> tuple:
        """How a value is held in the lowered code: ('id', table) as its number in that table; ('str',) as its id
        string, as rules.py holds it (a value of no single table: the deck or a provision card, a site or
        `no_temple`); ('none',) for `none`; else its kind (a number, a flag, a list…)."""
        kind = self.kind(node)
        if isinstance(node, ast.Conditional) and (self.mixed(node) or self.rep(node.then) == self.rep(node.otherwise)
                                                  == ("str",)):
            return ("str",)
        if isinstance(node, ast.Call) and node.func in self.model.functions and node.of is None \
                and isinstance(self.model.functions[node.func].body, ast.Conditional):
            inner, body = self.written_in_place(node)     # held as its body is
            if inner.rep(body) == ("str",):
                return ("str",)
        if kind[0] == "id" and kind[1] in self.model.tables:
            return ("id", kind[1])
        if isinstance(node, ast.Name):
            b = self.low.bindings.get(id(node))
            if b is not None and b.category == "sym":
                if b.name == "none":
                    return ("none",)
                if self.low.symbols.get(b.name) is not None:
                    return kind
                return ("str",)
        if isinstance(node, ast.Field) and kind[0] == "sym":
            table = self.column_table(node)
            return ("id", table) if table is not None else ("str",)
        # a name the lowering knows to hold strings (a parameter given them, a choice among them); another value the
        # resolver leaves untyped is held as it was made (a field's own symbol, a die of a list of names: a number)
        return ("str",) if kind[0] == "str" else kind

    def mixed(self, node) -> bool:
        """Does `if … then a else b` give an id of a table on one side and a string (a value of no single table)
        or an id of another table on the other (`if task.skill == any_skill then intelligence else task.skill`)? It is
        then held as a string, as rules.py holds both."""
        reps = {self.rep(node.then), self.rep(node.otherwise)} - {("none",)}
        return len(reps) > 1 and all(r[0] in ("id", "str") for r in reps)

    def value_kind(self, node) -> tuple:
        """The kind a value passes on to a parameter that names none: an id of one table, or ('str',), a string;
        else its kind."""
        rep = self.rep(node)
        if rep[0] in ("str", "none"):
            return ("str",)
        return rep

    def as_string(self, node):
        """A value as its id string (a card as a pile holds it, a value of no single table)."""
        rep = self.rep(node)
        if rep[0] == "none":
            return Const(None)
        if rep[0] == "str":
            return self.expr(node)
        if rep[0] != "id":
            raise NotLowerable(f"a {rep[0]} where an id is meant", node.span)
        number = self.expr(node)
        ids = self.low.table_ids(rep[1])
        if isinstance(number, Const):
            return Const(None if number.value < 0 else self.low.ids(rep[1])[number.value])
        if isinstance(number, Item) and number.obj == Local(ids.replace("_IDS", "_NUMBERS")):
            return number.index     # a card of a pile, read as its number: the card itself
        return Item(Local(ids), number)

    def as_number(self, node, table: str):
        """A value as its number in `table` (a string of no single table looked up in the table's numbers)."""
        rep = self.rep(node)
        if rep == ("id", table):
            return self.expr(node)
        if rep[0] == "none":
            return Const(-1)
        if rep[0] not in ("str", "id"):
            return self.expr(node)
        if rep[0] == "id" and rep[1] in self.model.tables and table in self.model.tables \
                and self.low.ids(table)[:len(self.low.ids(rep[1]))] == self.low.ids(rep[1]):
            return self.expr(node)      # the ids lead the table's, in its order: a colour is its provision's number
        text = self.as_string(node)
        if isinstance(text, Const) and text.value in self.low.ids(table):
            return Const(self.low.ids(table).index(text.value))
        return Item(Local(self.low.table_ids(table).replace("_IDS", "_NUMBERS")), text)

    def column_table(self, n) -> str | None:
        """The one table whose ids a column of symbols holds (`pair`: other routes, or none), or None: its values
        are then read as strings (`colour`: the colours and gray)."""
        kind = self.kind(n.obj)
        if kind[0] != "id" or kind[1] not in self.model.tables:
            return None
        values = {row.get(n.name) for row in self.model.tables[kind[1]].rows} - {None, "none"}
        if not values or not all(isinstance(v, str) for v in values):
            return None
        holding = [t for t in [kind[1]] + sorted(self.model.tables) if values <= set(self.low.ids(t))]
        return holding[0] if holding else None

    def ctype(self, node, span) -> str:
        kind = self.kind(node)
        if kind[0] == "int":
            return LONG
        if kind[0] in ("flag", "bool"):
            return BINT
        rep = self.rep(node)
        if rep[0] == "id":
            return LONG
        if rep[0] in ("str", "list", "group"):
            return OBJECT      # an id string, a list of values, a group of cards: Python objects
        raise NotLowerable(f"a value of kind {kind[0]}", span)

    # ------------------------------------------------------------ expressions
    def expr(self, node):
        handler = getattr(self, "x_" + type(node).__name__, None)
        if handler is None:
            raise NotLowerable(f"the expression {type(node).__name__.lower()}", node.span)
        return handler(node)

    def x_Number(self, n):
        return Const(n.value)

    def x_Bool(self, n):
        return Const(n.value)

    def me(self, n):
        if self.player is None:
            raise NotLowerable("a player's field where no player acts", n.span)
        return self.player

    def x_Name(self, n):
        b = self.low.bindings[id(n)]
        c = b.category
        if c == "local":
            if b.name in self.env:
                return self.env[b.name]
            return Local(local_name(b.name))
        if c in ("pfield", "gfield"):
            fdef = self.low.field_def(b.name)
            slot = self.low.slot(fdef)
            if slot is None and self.low.kept_piles_readable:
                return self.kept_pile(fdef, n)
            if slot is None:
                raise NotLowerable(f"the pile '{fdef.name}' in play", n.span)
            owner = self.me(n) if fdef.scope == "player" else S
            return Attr(owner, slot.name)
        if c == "const":
            value = self.model.constants[b.name][0]
            if not isinstance(value, int):
                raise NotLowerable(f"the constant '{b.name}' (a lookup table)", n.span)
            return Const(value)
        if c == "sym":
            kind = self.kind(n)
            if b.name == "none":
                return Const(-1)
            if kind[0] == "id" and kind[1] in self.model.tables:
                return Const(self.low.ids(kind[1]).index(b.name))
            if self.low.symbols.get(b.name) is not None:
                return Const(self.low.symbols[b.name])
            if kind[0] in ("sym", "any"):
                return Const(b.name)    # a value of no single table (a column's word): its string
        if c == "option":
            return Attr(S, f"option_{identifier(b.name)}")     # its slot (option_slots): a number, or its value's
        if c == "builtin" and b.name == "me":
            return self.me(n)
        if c == "builtin" and b.name == "player_count":
            return Call(Local("len"), (Attr(S, "players"),))
        if c == "builtin" and b.name == "round":
            return Attr(S, "round")
        raise NotLowerable(f"the name '{b.name}' ({c})", n.span)

    def x_Field(self, n):
        """`me.held`, `q.points`: a field of a player; `months[month].low`: a column of a table's row, read by the
        id's number from a tuple of the column (ids of another table as their numbers)."""
        kind = self.kind(n.obj)
        if kind[0] == "player" and n.name in self.model.player and n.name != "score":
            slot = self.low.slot(self.model.player[n.name])
            if slot is not None:
                return Attr(self.expr(n.obj), slot.name)
        if kind[0] == "player" and n.name == "seat":       # a player's seat number: the record's own slot
            return Attr(self.expr(n.obj), "seat")
        if kind[0] == "id" and kind[1] in self.model.tables:
            table = self.model.tables[kind[1]]
            column = table.columns.get(n.name, ("any",))[0]
            if column in ("condition", "value"):       # printed code: worked out for the acting player
                ctype = BINT if column == "condition" else LONG
                name = self.low.card_values(kind[1], n.name, ctype, n.span)
                return call(name, S, self.me(n), self.expr(n.obj))
            values = [row.get(n.name) for row in table.rows]
            target = self.kind(n)
            if target[0] == "id" and target[1] in self.model.tables:
                ids = self.low.ids(target[1])
                values = [-1 if v in (None, "none") else ids.index(v) for v in values]
            if all(isinstance(v, (bool, int)) for v in values):
                column = self.low.constant(f"{kind[1].upper()}_{n.name.upper()}", tuple(values))
                return self.by_id(Item(column, self.expr(n.obj)), n.obj)
            if target[0] == "sym":      # ids of one table as their numbers, or words compared as rules.py does
                return self.symbol_column(n, values)
        if kind[0] == "table" and isinstance(n.obj, ast.Name) and n.name in self.low.ids(kind[1]):
            return Const(self.low.ids(kind[1]).index(n.name))      # `naturals.water`: the id, as its number
        raise NotLowerable(f"the field '{n.name}' of a {kind[0]}", n.span)

    def symbol_column(self, n, values):
        """A column of symbols: the numbers of the ids of the one table it names (`route.pair`: a route, -1 for
        none), or else the strings themselves (`route.colour`: a colour or gray)."""
        kind = self.kind(n.obj)
        table = self.column_table(n)
        if table is not None:
            ids = self.low.ids(table)
            values = [-1 if v in (None, "none") else ids.index(v) for v in values]
        elif not all(isinstance(v, str) or v is None for v in values):
            raise NotLowerable(f"the field '{n.name}' of a {kind[0]}", n.span)
        column = self.low.constant(f"{kind[1].upper()}_{n.name.upper()}", tuple(values))
        return self.by_id(Item(column, self.expr(n.obj)), n.obj)

    def x_Index(self, n):
        kind = self.kind(n.obj)
        fdef = self.keyed_piles(n.obj)
        if fdef is not None:      # `destination_decks[region]`: the readable record's dict of piles, keyed by id
            key = self.id_of(n.key, fdef.keys)
            ids = self.low.ids(fdef.keys)
            return Item(self.expr(n.obj), Const(ids[key.value]) if isinstance(key, Const)
                        else Item(Local(self.low.table_ids(fdef.keys)), key))
        if kind[0] == "map" and (isinstance(n.obj, ast.Name) or isinstance(n.obj, ast.Field)
                                 and self.kind(n.obj.obj)[0] == "player"):       # mine, or another player's
            return self.by_id(self.map_entry(n), n.key)
        if self.players(n.obj):     # `players[seat]`: the record at that seat
            return Item(Attr(S, "players"), self.expr(n.key))
        if kind[0] == "table":      # `months[month]`: the row of an id is the id (its number)
            return self.expr(n.key)
        if isinstance(n.obj, ast.Name) and self.low.bindings[id(n.obj)].category == "builtin" \
                and n.obj.name == "players":       # `players[0]`: a player by seat
            return Item(Attr(S, "players"), self.expr(n.key))
        if kind[0] == "lookup":     # a constant lookup table: rules.py's function, which refuses a missing key
            read = self.lookup_read(n)
            if read is not None:
                return read
            self.low.imports[".rules"].add(identifier(n.obj.name))
            return Call(Local(n.obj.name), (self.expr(n.key),))
        raise NotLowerable(f"an index into a {kind[0]}", n.span)

    def lookup_read(self, n):
        """`exhaustion_modifier[exhaustion]`: a lookup table of numbers read by a bounded field that always holds a
        value within its bounds (`kept_in_bounds`), as a tuple of the table's value for each of those keys, indexed
        by the field (less its lower bound), not a call of rules.py's function: every key it can hold has a row, so
        the function's refusal of a missing key cannot happen. None for any other key or table."""
        key = n.key.name if isinstance(n.key, ast.Name) else n.key.name if isinstance(n.key, ast.Field) \
            and self.kind(n.key.obj)[0] == "player" else None
        b = self.low.bindings.get(id(n.key)) if isinstance(n.key, ast.Name) else None
        fdef = self.low.field_def(key) if key is not None and (b is None or b.category in ("pfield", "gfield")) \
            else None
        if isinstance(n.key, ast.Name) and b is None or fdef is None or fdef.type not in ("counter", "track") \
                or fdef.min is None or fdef.max is None or fdef.max - fdef.min > TABULATED_KEYS \
                or not kept_in_bounds(fdef) or self.kind(n.obj) != ("lookup",):
            return None
        rows = self.model.constants[n.obj.name][0].rows
        if not all(whole_number(r.value) is not None and isinstance(r.key, int) for r in rows):
            return None
        values = []
        for k in range(fdef.min, fdef.max + 1):     # rules.py's order: the `k+` rows from the highest, then exact keys
            found = [whole_number(r.value) for r in sorted((r for r in rows if r.kind == "at_least"),
                                                           key=lambda r: -r.key)
                     if k >= r.key] + [whole_number(r.value) for r in rows if r.kind == "exact" and r.key == k]
            if not found:
                return None
            values.append(found[0])
        table = self.low.constant(f"{n.obj.name.upper()}_BY_{key.upper()}", tuple(values))
        field = self.expr(n.key)
        return Item(table, field if fdef.min == 0 else Bin("-", field, Const(fdef.min)))

    def map_entry(self, n):
        """`journal[c]`, `q.photos[s]`: the entry of a map slot, by the key's number."""
        return Item(self.expr(n.obj), self.id_of(n.key, self.kind(n.obj)[1]))

    def keyed_piles(self, node):
        """The field of piles keyed by a table's ids (`destination_decks: {type: zone, keys: regions}`) `node` names,
        or None."""
        b = self.low.bindings.get(id(node)) if isinstance(node, ast.Name) else None
        fdef = self.low.field_def(b.name) if b is not None and b.category in ("pfield", "gfield") else None
        return fdef if fdef is not None and fdef.type == "zone" and fdef.keys in self.model.tables else None

    def id_table(self, node) -> str | None:
        """The table whose id a value is, where the resolver knows it."""
        rep = self.rep(node)
        return rep[1] if rep[0] == "id" else None

    def id_of(self, node, table: str):
        """An id where its table is known from where it stands (a map's key): a name of several tables' ids, such
        as `black` (a die and a colour), is the number of the one meant here."""
        if isinstance(node, ast.Name) and self.low.bindings[id(node)].category == "sym" and table in self.model.tables:
            ids = self.low.ids(table)
            if node.name in ids:
                return Const(ids.index(node.name))
        rep = self.rep(node)
        if rep[0] in ("str", "none") or rep[0] == "id" and rep[1] != table and table in self.model.tables:
            return self.as_number(node, table)
        return self.expr(node)

    def kept_pile(self, fdef, n):
        """A pile the round never touches, read where the state was lowered from (`s.readable`, the same cards in
        every world lowered from it): the worth's (worth.py)."""
        readable, name = Attr(S, "readable"), identifier(slot_name(fdef.name))
        if fdef.scope == "player":
            return Attr(Item(Attr(readable, "players"), Attr(self.me(n), "seat")), name)
        return Attr(Attr(readable, "g"), name)

    def x_Aggregate(self, n):
        """`all(q.finished for q in players)`, `count(c for c in colours if …)`: a generator over the players or a
        table's id numbers; over a pile, its cards, each read as its number (`count(c for c in hand if c ==
        colour)`, a card counted by its id, is the list's own count, as in rules.py)."""
        kind = self.kind(n.source)
        env = self.env
        if n.func not in ("all", "any", "sum", "count", "min", "max"):
            raise NotLowerable(f"the aggregate {n.func}", n.span)
        var = self.unshadowed(local_name(n.var))
        env = dict(self.env, **{n.var: Local(var)})
        if self.players(n.source):
            source = Attr(S, "players")
        elif kind[0] == "table" and isinstance(n.source, ast.Name):
            source = Call(Local("range"), (Const(len(self.low.ids(kind[1]))),))
        elif kind[0] == "set" and kind[1] in self.model.tables:
            return self.over_a_set(n, var, env)
        elif kind[0] == "group" and kind[1][0] == "id" and kind[1][1] in self.model.tables:
            # a group (a walk, a choice of `subsets`): the tuple of its ids' strings, each read as its number
            source = self.expr(n.source)
            numbers = self.low.table_ids(kind[1][1]).replace("_IDS", "_NUMBERS")
            env = dict(self.env, **{n.var: Item(Local(numbers), Local(var))})
        elif kind[0] == "zone" and kind[1] in self.model.tables:
            counted = self.low.gen.counted_operand(n) if n.func == "count" else None
            counts = counts_of(self.low, self.pile(n.source)) if counted is not None else None
            if counts is not None:      # a pile counted per id: a look-up by the id's number
                return Item(counts, self.id_of(counted, kind[1]))
            if counted is not None:
                return Call(Attr(self.pile(n.source), "count"), (self.card_in(counted, self.pile(n.source)),))
            source = self.pile(n.source)
            numbers = self.low.table_ids(kind[1]).replace("_IDS", "_NUMBERS")
            if not self.held_as_numbers(source):
                env = dict(self.env, **{n.var: Item(Local(numbers), Local(var))})
        elif kind[0] == "list" and isinstance(n.source, ast.Range):
            source = self.values(n.source, ("int",))        # `r for r in 1..3`: the numbers themselves
        elif kind[0] == "list" and isinstance(n.source, ast.Call) and n.source.func in LOOP_CALLS \
                and n.source.func not in self.model.functions:
            # a tableau's loops, as the runtime lists them: numbers, or kinds as the strings of their ids
            source = self.tableau_call(n.source)
            item = kind[1] if len(kind) > 1 else ("any",)
            if item[0] == "id" and item[1] in self.model.tables:
                numbers = self.low.table_ids(item[1]).replace("_IDS", "_NUMBERS")
                env = dict(self.env, **{n.var: Item(Local(numbers), Local(var))})
        else:
            raise NotLowerable(f"{n.func} over a {kind[0]}", n.span)
        inner = Effect(self.low, self.player, self.locals, env, kinds=self.kinds)
        inner.lists = self.lists
        test = inner.expr(n.filter) if n.filter is not None else None
        return Aggregate(n.func, inner.expr(n.item), var, source, test)

    # ------------------------------------------------------------ lists worked out in play
    def wanted(self, kind, span) -> tuple:
        """How the values of a list of kind `kind` are held by what ranges over it: ('id', table) for the ids of one
        table (their numbers), ('group',) for groups of cards, ('str',) for values of no single table."""
        if kind[0] == "table" and kind[1] in self.model.tables:
            return ("id", kind[1])
        if kind[0] != "list":
            raise NotLowerable(f"a choice among the values of a {kind[0]}", span)
        element = kind[1]
        if element[0] in ("id", "table") and element[1] in self.model.tables:
            return ("id", element[1])
        if element[0] == "group":
            return ("group",)
        if element[0] == "int":
            return ("int",)
        if element[0] in ("sym", "any"):
            return ("str",)
        raise NotLowerable(f"a list of {element[0]} values", span)

    def element_rep(self, node):
        """How the values of a list are held where they are made (None: an empty list, any way): the numbers of one
        table's ids, strings (values of several tables: the deck and provision cards), or groups."""
        if isinstance(node, ast.Name):
            kind = self.kind(node)
            if kind[0] in ("table", "zone") and kind[1] in self.model.tables:
                return ("id", kind[1])
            if self.list_local(node) is not None:
                return self.list_local(node)
        elif isinstance(node, ast.ListLit):
            return self.unified([self.rep(item) for item in node.items], node.span)
        elif isinstance(node, ast.Conditional):
            return self.unified([self.element_rep(node.then), self.element_rep(node.otherwise)], node.span)
        elif isinstance(node, ast.BinOp) and node.op == "+":
            return self.unified([self.element_rep(node.left), self.element_rep(node.right)], node.span)
        elif isinstance(node, ast.Call) and node.func in self.model.functions and node.of is None:
            inner, body = self.written_in_place(node)
            return inner.element_rep(body)
        elif isinstance(node, ast.Call) and node.func == "subsets":
            return ("group",)
        elif isinstance(node, ast.Range):
            return ("int",)
        elif isinstance(node, ast.Aggregate) and node.func == "distinct":
            inner, _source = self.generator(node)
            return inner.rep(node.item)
        raise NotLowerable(f"the list {type(node).__name__.lower()}", node.span)

    def unified(self, reps, span):
        """One way to hold the values of several lists: the numbers of one table's ids where all are, else strings."""
        reps = [r for r in reps if r is not None]
        if not reps:
            return None
        if all(r == reps[0] for r in reps) and reps[0][0] in ("id", "str", "group"):
            return reps[0]
        if all(r[0] in ("id", "str", "none") for r in reps):
            return ("str",)
        if all(r[0] == reps[0][0] for r in reps):      # a list of lists, of numbers…
            raise NotLowerable(f"a list of {reps[0][0]} values", span)
        raise NotLowerable("a list of values of several kinds", span)

    def held(self, node, want):
        """One value as a list of `want` holds it."""
        if want[0] == "id":
            return self.as_number(node, want[1])
        if want[0] == "str":
            return self.as_string(node)
        return self.expr(node)

    def written_in_place(self, n):
        """(the effect that reads a game's function's body, the body) for a call of it written in place."""
        f = self.model.functions[n.func]
        env = {param: self.expr(arg) for param, arg in zip(f.params, n.args)}
        kinds = {param: self.value_kind(arg) for param, arg in zip(f.params, n.args)}
        return Effect(self.low, self.player, self.locals, env, self.hoist, kinds), f.body

    def generator(self, n):
        """(the effect reading a generator's item and test, its source as IR) of `distinct(c for c in … if …)`:
        over a table's ids, a pile's cards (each read as its number), or a list worked out in play."""
        kind = self.kind(n.source)
        var = local_name(n.var)
        if self.players(n.source):      # every seat's record, in seat order (an end goal's different results)
            return self.within(self.env), Attr(S, "players")
        if kind[0] == "table" and isinstance(n.source, ast.Name):
            return self.within(self.env), Call(Local("range"), (Const(len(self.low.ids(kind[1]))),))
        if kind[0] == "zone" and kind[1] in self.model.tables:
            if self.held_as_numbers(self.pile(n.source)):
                return self.within(self.env), self.pile(n.source)
            numbers = self.low.table_ids(kind[1]).replace("_IDS", "_NUMBERS")
            return self.within(dict(self.env, **{n.var: Item(Local(numbers), Local(var))})), self.pile(n.source)
        if kind[0] == "group" and kind[1][0] == "id" and kind[1][1] in self.model.tables:
            numbers = self.low.table_ids(kind[1][1]).replace("_IDS", "_NUMBERS")
            return self.within(dict(self.env, **{n.var: Item(Local(numbers), Local(var))})), self.expr(n.source)
        if kind[0] == "list":
            want = self.element_rep(n.source)
            if want is None:
                return self.within(self.env), ListOf((), tuple=True)
            source = self.values(n.source, want)
            if want[0] == "id":
                return self.within(self.env), source
            if want[0] == "str" and kind[1][0] == "id" and kind[1][1] in self.model.tables:
                numbers = self.low.table_ids(kind[1][1]).replace("_IDS", "_NUMBERS")
                return self.within(dict(self.env, **{n.var: Item(Local(numbers), Local(var))})), source
        raise NotLowerable(f"{n.func} over a {kind[0]}", n.span)

    def values(self, node, want):
        """A list worked out in play, as IR whose value is a sequence (a list, a tuple or a range), each value held
        as `want` says (('id', table): numbers; ('str',): strings; ('group',): tuples of cards), in rules.py's order."""
        if isinstance(node, ast.Name):
            kind = self.kind(node)
            if kind[0] == "table" and want == ("id", kind[1]):
                return Call(Local("range"), (Const(len(self.low.ids(kind[1]))),))
            if kind[0] == "table" and want == ("str",):
                return Local(self.low.table_ids(kind[1]))
            if kind[0] == "zone" and want == ("str",):
                return self.pile(node)
            if kind[0] == "zone" and want == ("id", kind[1]):      # its cards' numbers, in the pile's order
                numbers = Local(self.low.table_ids(kind[1]).replace("_IDS", "_NUMBERS"))
                return ListComp(Item(numbers, Local("card_")), "card_", self.pile(node))
            if self.list_local(node) == want:
                return self.expr(node)
        elif isinstance(node, ast.ListLit):
            return ListOf(tuple(self.held(item, want) for item in node.items), tuple=True)
        elif isinstance(node, ast.Conditional):
            then, otherwise = self.values(node.then, want), self.values(node.otherwise, want)
            if all(isinstance(v, ListOf) and v.tuple and v.items for v in (then, otherwise)) \
                    and len(then.items) != len(otherwise.items):
                # literals of numbers of two lengths: lists (Cython types each tuple of numbers as a C tuple of its
                # length, and a conditional of two of them has no one type)
                then, otherwise = ListOf(then.items), ListOf(otherwise.items)
            return Cond(self.expr(node.cond), then, otherwise)
        elif isinstance(node, ast.BinOp) and node.op == "+":
            return Bin("+", *(self.as_list(self.values(side, want)) for side in (node.left, node.right)))
        elif isinstance(node, ast.Call) and node.func in self.model.functions and node.of is None:
            inner, body = self.written_in_place(node)
            return inner.values(body, want)
        elif isinstance(node, ast.Call) and node.func == "subsets" and want == ("group",) \
                and self.kind(node.args[0])[0] == "zone":
            self.low.imports["runtime.api"].add("subsets")
            return call("subsets", self.pile(node.args[0]), self.expr(node.args[1]))
        elif isinstance(node, ast.Aggregate) and node.func == "distinct":
            inner, source = self.generator(node)
            test = inner.expr(node.filter) if node.filter is not None else None
            self.low.imports["runtime.api"].add("masks")    # printed with `masks.distinct_keys(...)` (printing.py)
            # a test reading no card taken out of the comprehension (options.py)
            return distinct_split(Aggregate("distinct", inner.held(node.item, want), local_name(node.var), source, test))
        elif isinstance(node, ast.Range) and want == ("int",):       # `0..4`, both ends included
            return call("range", Const(node.low), Const(node.high + 1))
        elif isinstance(node, ast.Call) and node.func == "walks" and node.func not in self.model.functions \
                and want == ("group",):
            return self.walks(node)
        raise NotLowerable(f"the list {type(node).__name__.lower()}", node.span)

    def walks(self, n):
        """`walks(paths_in_play, site, movement())`, the board builtin: the runtime's own walks (tuples of the routes'
        id strings, rules.py's order), over the ids the set's mask holds, from the place's id string."""
        kind = self.kind(n.args[0])
        if kind[0] != "set" or kind[1] not in self.model.tables:
            raise NotLowerable(f"walks over a {kind[0]}", n.span)
        table = kind[1]
        self.low.imports["runtime.api"].add("walks")
        self.low.imports[".rules"].add(const_name(table))
        held = Bin("!=", Bin("&", self.expr(n.args[0]), self.bit(Local("k"), table)), Const(0))
        routes = ListComp(Item(Local(self.low.table_ids(table)), Local("k")), "k",
                          call("range", Const(len(self.low.ids(table)))), held)
        return call("walks", routes, self.as_string(n.args[1]), self.expr(n.args[2]), Local(const_name(table)))

    def walk_end(self, n):
        """`walk_end(walk, site)`: where a walk (a tuple of route id strings) that leaves a place arrives, by the
        runtime's own function, as the place's number where its table is known."""
        kind = self.kind(n.args[0])
        if kind[0] != "group" or kind[1][0] != "id" or kind[1][1] not in self.model.tables:
            raise NotLowerable(f"walk_end of a {kind[0]}", n.span)
        self.low.imports["runtime.api"].add("walk_end")
        self.low.imports[".rules"].add(const_name(kind[1][1]))
        end = call("walk_end", self.expr(n.args[0]), self.as_string(n.args[1]), Local(const_name(kind[1][1])))
        rep = self.rep(n)
        if rep[0] == "id":
            return Item(Local(self.low.table_ids(rep[1]).replace("_IDS", "_NUMBERS")), end)
        return end

    def list_local(self, node):
        """How the values of the list a `let` local holds are held (its `wanted`), or None for any other name."""
        b = self.low.bindings.get(id(node)) if isinstance(node, ast.Name) else None
        if b is None or b.category != "local" or b.name in self.env:
            return None
        return self.lists.get(b.name)

    @staticmethod
    def as_list(values):
        """A sequence as a list, for `+`: a literal written as one, anything else through `list`."""
        if isinstance(values, ListOf) and values.var is None:
            return ListOf(values.items)
        if isinstance(values, Aggregate) and values.func == "distinct":
            return values
        if isinstance(values, Cond):    # `(['deck'] if can_draw else [])`, a distinct split (options.py): lists already
            then, otherwise = (Effect.as_list(side) for side in (values.then, values.otherwise))
            if not any(isinstance(side, Call) and side.func == Local("list") for side in (then, otherwise)):
                return Cond(values.cond, then, otherwise)
        return call("list", values)

    def over_a_set(self, n, var: str, env: dict):
        """`all(… for s in sites_in_play)`: the table's id numbers whose bit the set's mask holds (an aggregate reads
        no order: rules.py's walks the set's own)."""
        table = self.kind(n.source)[1]
        inner = Effect(self.low, self.player, self.locals, env)
        inner.lists = self.lists
        held = Bin("!=", Bin("&", self.expr(n.source), self.bit(Local(var), table)), Const(0))
        test = held if n.filter is None else Bin("and", held, inner.expr(n.filter))
        return Aggregate(n.func, inner.expr(n.item), var, call("range", Const(len(self.low.ids(table)))), test)

    def unshadowed(self, var: str) -> str:
        """A name for an aggregate's variable that no argument of a function written in place reads: `held(g.category)`
        written in place of `count(g for g in guides if g.category == category)` must not read the inner `g`."""
        taken = {x.name for value in self.env.values() for x in walk_ir(value) if isinstance(x, Local)}
        name, k = var, 1
        while name in taken:
            k += 1
            name = f"{var}_{k}"
        return name

    def x_BinOp(self, n):
        if n.op in ("in", "not_in"):
            return self.membership(n)
        if n.op in ("==", "!=") and (self.option_named(n.left, n.right) or self.option_named(n.right, n.left)):
            option, value = (n.left, n.right) if self.option_named(n.left, n.right) else (n.right, n.left)
            values = self.model.options[self.low.bindings[id(option)].name][0]
            return Bin(n.op, self.expr(option), Const(list(values).index(value.name)))
        if n.op in ("==", "!=") and (self.option_string(n.left) or self.option_string(n.right)):
            # an option of named values and a value worked out in play (`card.difficulty == difficulty`): compared as
            # strings, as rules.py compares them
            return Bin(n.op, self.option_string(n.left) or self.as_string(n.left),
                       self.option_string(n.right) or self.as_string(n.right))
        if n.op in ("==", "!=") and self.compared_as_strings(n):
            return Bin(n.op, self.as_string(n.left), self.as_string(n.right))
        if n.op in ("==", "!=") and self.id_table(n.left) != self.id_table(n.right):
            table = self.id_table(n.left) or self.id_table(n.right)
            return Bin(n.op, self.id_of(n.left, table), self.id_of(n.right, table))
        ops = {"+": "+", "-": "-", "*": "*", "/": "//", "%": "%", "==": "==", "!=": "!=", "<": "<", "<=": "<=",
               ">": ">", ">=": ">=", "and": "and", "or": "or"}
        if n.op not in ops:
            raise NotLowerable(f"the operator '{n.op}'", n.span)
        left, right = self.expr(n.left), self.expr(n.right)
        if n.op in ("==", "!="):
            left, right = self.looked_up_compared(left, right)
        return Bin(ops[n.op], left, right)

    def looked_up_compared(self, left, right) -> tuple:
        """The two sides of `==`/`!=` where one is the number of a card a pile holds as its string, looked up
        (`PROVISIONS_NUMBERS[c] != 7`, `c != wild`) and the other an id's number: the string compared with that id's
        own (`c != 'wild'`), which is the same test (the numbers are the ids' places) without a dict look-up per card
        (Trek's face-up row, listed per card drawn). Any other pair is returned as it is."""
        for looked, other in ((left, right), (right, left)):
            if not (isinstance(looked, Item) and isinstance(looked.obj, Local) and looked.obj.name.endswith("_NUMBERS")
                    and isinstance(other, Const) and type(other.value) is int):
                continue
            numbers = self.low.constant_values.get(looked.obj.name)
            ids = [key for key, number in numbers.items() if number == other.value] \
                if isinstance(numbers, dict) else []
            if len(ids) != 1 or not isinstance(ids[0], str):
                continue
            text = Const(ids[0])
            return (looked.index, text) if looked is left else (text, looked.index)
        return left, right

    def compared_as_strings(self, n) -> bool:
        """Is a comparison one of values of no single table (`source == deck`), or of ids of two tables? It
        compares their id strings, as rules.py does."""
        left, right = self.rep(n.left), self.rep(n.right)
        if "str" in (left[0], right[0]):
            return left[0] in ("str", "id", "none") and right[0] in ("str", "id", "none")
        return left[0] == right[0] == "id" and left[1] != right[1]

    def option_string(self, node):
        """The value of an option of named values as its string (`difficulty`: the name its slot's number stands for),
        or None for any other node."""
        b = self.low.bindings.get(id(node)) if isinstance(node, ast.Name) else None
        if b is None or b.category != "option":
            return None
        values = tuple(self.model.options[b.name][0])
        if all(isinstance(v, int) for v in values):
            return None
        return Item(self.low.constant(identifier(f"OPTION_{b.name.upper()}_VALUES"), values), self.expr(node))

    def option_named(self, option, value) -> bool:
        """Is `option` an option of named values and `value` one of them (`mode == adventurer`)?"""
        b = self.low.bindings.get(id(option))
        if b is None or b.category != "option" or not isinstance(value, ast.Name):
            return False
        values = self.model.options[b.name][0]
        return value.name in values and not all(isinstance(v, int) for v in values)

    def membership(self, n):
        """`die not in used_dice`: a bit test of the set's mask; `red in hand`: the card's id in the pile's list."""
        kind = self.kind(n.right)
        counts = counts_of(self.low, self.expr(n.right)) if kind[0] == "zone" else None
        if counts is not None and self.rep(n.left) == ("id", kind[1]) and not self.may_be_none(n.left):
            # a pile counted per id holds a card when its count is not 0
            return Bin("!=" if n.op == "in" else "==", Item(counts, self.expr(n.left)), Const(0))
        if kind[0] == "zone":
            pile = self.expr(n.right)
            return Bin("in" if n.op == "in" else "not in", self.card_in(n.left, pile), pile)
        if kind[0] != "set":
            raise NotLowerable(f"'in' over a {kind[0]}", n.span)
        number = self.id_of(n.left, kind[1])
        found = Bin("!=", Bin("&", self.expr(n.right), self.bit(number, kind[1])), Const(0))
        if self.may_be_none(n.left):        # `routes[r].twin not in claimed`, a twin or none (-1): none is in no set
            found = Bin("and", Bin(">=", number, Const(0)), found)
        return Unary("not", found) if n.op == "not_in" else found

    def may_be_none(self, node) -> bool:
        """May this id be none (-1 here): a column of ids that holds none in some row (`route.pair`), a field, a local
        or a function's value that may (nones.py)?"""
        return self.low.none_holders().may_be_none(node)

    def by_id(self, read, key):
        """`read`, an entry of a map or a column by the id `key`, as it stands where the id is never none (nones.py);
        else read only for an id, and for none rules.py's lookup of None (`none_read`): not the Python list's last
        entry, nor what lies before a C array."""
        if not self.may_be_none(key):
            return read
        return Cond(Bin(">=", read.index, Const(0)), read, call(self.low.none_read()))

    def known_key(self, key, index) -> list:
        """Before a write of a map's entry by the id `key` (its number `index`): the statement that stops at none, as
        `by_id` does for a read; none where the id is never none."""
        if not self.may_be_none(key):
            return []
        return [If(((Bin("<", index, Const(0)), [Do(call(self.low.none_read()))]),))]

    def bit(self, number, table: str):
        """`1 << number`, worked out where the number is known. A table of more than 31 ids reads its bits from a
        tuple of Python ints: Cython shifts the literal 1 as a C int, so `1 << 33` of a C long number is not 2**33."""
        if isinstance(number, Const):
            return Const(1 << number.value)
        count = len(self.low.ids(table))
        if count > 31:
            return Item(self.low.constant(f"{table.upper()}_BITS", tuple(1 << k for k in range(count))), number)
        return Bin("<<", Const(1), number)

    def x_Not(self, n):
        return Unary("not", self.expr(n.operand))

    def x_Neg(self, n):
        return Unary("-", self.expr(n.operand))

    def x_Conditional(self, n):
        if self.mixed(n):       # an id on one side, a string on the other: both as strings
            return Cond(self.expr(n.cond), self.as_string(n.then), self.as_string(n.otherwise))
        return Cond(self.expr(n.cond), self.expr(n.then), self.expr(n.otherwise))

    def x_Call(self, n):
        if n.func in self.model.functions and n.of is not None:
            # another player's value (`q.best_arrowhead()`, `q.end_measure(g)` over the players): written in place
            # for that player, its parameters replaced by the arguments (read here, for this player)
            of = self.expr(n.of)
            f = self.model.functions[n.func]
            if isinstance(of, Local):
                env = dict(self.env, **{param: self.expr(arg) for param, arg in zip(f.params, n.args)})
                kinds = {param: self.value_kind(arg) for param, arg in zip(f.params, n.args)} if f.params else self.kinds
                return Effect(self.low, of, self.locals, env, self.hoist, kinds).expr(f.body)
        if n.func in self.model.functions and n.of is None:
            # a game's function is a pure expression: written in place, its parameters replaced by the arguments
            f = self.model.functions[n.func]
            env = {param: self.expr(arg) for param, arg in zip(f.params, n.args)}
            kinds = {param: self.value_kind(arg) for param, arg in zip(f.params, n.args)}
            value = Effect(self.low, self.player, self.locals, env, self.hoist, kinds).expr(f.body)
            if not f.params and self.total(f.body):
                # a function of the player's own numbers alone (`trail_index`): a slot of its own, kept where they
                # are written (derived.py), as the reference keeps its hiker's path
                # (dropped where it does not pay: derived.py writes the value out again, as here)
                value = self.low.derived.value_slot(n.func, value, self.player, self.low.records,
                                                    self.ctype(n, n.span)) or value
            if self.hoist is None or f.params or not self.total(f.body) or self.player != P \
                    or isinstance(value, (Local, Const)):       # (a value already in a local, or a number: read as it is)
                return value
            # a move generator reads nothing it writes: a function of no parameter is worked out once, before the
            # loops (as rules.py's generators hoist `my_location`), when it cannot fail
            name = f"my_{n.func}"
            if name not in self.locals:
                self.locals[name] = self.ctype(n, n.span)
                self.hoist.append(Assign(Local(name), value))
            return Local(name)
        if n.func == "affords" and n.func not in self.model.functions and isinstance(n.args[0], ast.Field) \
                and self.id_table(n.args[0].obj) is not None:      # `affords(card.cost)`: the cost the card prints
            can = self.low.card_costs(self.id_table(n.args[0].obj), n.args[0].name, n.span)[0]
            return call(can, S, self.me(n), self.expr(n.args[0].obj))
        if n.func == "nth" and self.kind(n.args[0])[0] == "table":
            return self.expr(n.args[1])     # the id at a position is the id of that number
        if n.func in ("nth", "position"):
            return self.place_in_pile(n)
        if n.func == "count" and len(n.args) == 1 and self.kind(n.args[0])[0] == "table":
            return Const(len(self.low.ids(self.kind(n.args[0])[1])))
        if n.func == "count" and len(n.args) == 1 and self.kind(n.args[0])[0] == "zone":
            return Call(Local("len"), (self.expr(n.args[0]),))
        if n.func == "count" and len(n.args) == 1 and self.kind(n.args[0])[0] == "set" \
                and self.kind(n.args[0])[1] in self.model.tables:
            # a set's ids are its mask's bits
            return self.low.mask_count(self.expr(n.args[0]), len(self.low.ids(self.kind(n.args[0])[1])))
        if n.func == "abs" and len(n.args) == 1 and n.func not in self.model.functions:
            return call("abs", self.expr(n.args[0]))
        if n.func in ("min", "max") and len(n.args) >= 2 and n.func not in self.model.functions:
            return Call(Local(n.func), tuple(self.expr(a) for a in n.args))
        if n.func == "degree" and len(n.args) == 2 and n.func not in self.model.functions:
            return self.degree(n)
        if n.func == "walk_end" and n.func not in self.model.functions:
            return self.walk_end(n)
        if n.func in NETWORK_CALLS and n.func not in self.model.functions:
            return network_call(self, n)
        if n.func in LOOP_CALLS:
            return self.tableau_call(n)
        if n.func in FIGURE_CALLS:
            return self.figure_call(n)
        if n.func == "count" and len(n.args) == 1 and isinstance(n.args[0], ast.Call) and n.args[0].func == "distinct" \
                and isinstance(n.args[0].args[0], ast.Call) and n.args[0].args[0].func in LOOP_CALLS:
            # the different kinds of the loops: counted on the runtime's list of their strings
            self.low.imports["runtime.api"].add("distinct")
            return Call(Local("len"), (Call(Local("distinct"), (self.tableau_call(n.args[0].args[0]),)),))
        if n.func == "count" and len(n.args) == 1 and isinstance(n.args[0], ast.Call) and n.args[0].func in LOOP_CALLS:
            return Call(Local("len"), (self.tableau_call(n.args[0]),))
        if n.func == "count" and len(n.args) == 1 and self.kind(n.args[0])[0] == "list":
            want = self.element_rep(n.args[0])     # a list worked out in play (`count(empty)`): its length
            return Const(0) if want is None else call("len", self.values(n.args[0], want))
        raise NotLowerable(f"the call '{n.func}'", n.span)

    def degree(self, n):
        """`degree(claimed, site)`, the board builtin: how many routes of a set end at a place, counted as the bits
        of the set's mask and the mask of the routes at that place (a tuple by the place's number)."""
        routes, place = self.kind(n.args[0]), self.id_table(n.args[1])
        if routes[0] != "set" or routes[1] not in self.model.tables or place is None:
            raise NotLowerable("degree of anything but a set of routes at a place", n.span)
        rows, places = self.model.tables[routes[1]].rows, self.low.ids(place)
        if not all(row.get("from") in places and row.get("to") in places for row in rows):
            raise NotLowerable(f"degree at a {place} that is not where the {routes[1]} end", n.span)
        ending = tuple(sum(1 << k for k, row in enumerate(rows) if name in (row["from"], row["to"])) for name in places)
        at = self.low.constant(f"{routes[1].upper()}_AT_{place.upper()}", ending)
        held = Bin("&", self.expr(n.args[0]), Item(at, self.as_number(n.args[1], place)))
        return self.low.mask_count(held, len(rows))     # as a set's count: its mask's bits (bin() cost 3x)

    def place_in_pile(self, n):
        """`nth(pile, i)`: the card at a place of a pile, as its number (rules.py's index: a place past the end
        fails alike); `position(c, pile)`: the first place of the card in it (its `index`); `position(id, table)`:
        the id's number."""
        if n.func == "position":
            kind = self.kind(n.args[1])
            if kind[0] == "table" and self.id_table(n.args[0]) == kind[1]:
                return self.expr(n.args[0])
            if kind[0] == "zone":
                return method(self.pile(n.args[1]), "index", self.card(n.args[0]))
            raise NotLowerable(f"the position in a {kind[0]}", n.span)
        kind = self.kind(n.args[0])
        if kind[0] != "zone" or kind[1] not in self.model.tables:
            raise NotLowerable(f"nth of a {kind[0]}", n.span)
        numbers = Local(self.low.table_ids(kind[1]).replace("_IDS", "_NUMBERS"))
        return Item(numbers, Item(self.pile(n.args[0]), self.expr(n.args[1])))

    def total(self, body) -> bool:
        """Can this expression not fail in any state (no division, no lookup table that refuses a key, no
        aggregate), through the functions it calls?"""
        for node in body.walk():
            if isinstance(node, ast.Aggregate) or isinstance(node, ast.BinOp) and node.op in ("/", "%"):
                return False
            if isinstance(node, ast.Index) and self.kind(node.obj)[0] == "lookup":
                return False
            if isinstance(node, ast.Call) and node.func in ("nth", "position") and node.func not in self.model.functions \
                    and any(self.kind(arg)[0] == "zone" for arg in node.args):      # a place past a pile's end
                return False
            if isinstance(node, ast.Call) and node.func in self.model.functions \
                    and not self.total(self.model.functions[node.func].body):
                return False
        return True

    # ------------------------------------------------------------ statements
    def block(self, stmts) -> list:
        out = []
        for s in stmts:
            handler = getattr(self, "s_" + type(s).__name__, None)
            if handler is None:
                raise NotLowerable(f"the statement {type(s).__name__.lower()}", s.span)
            out += handler(s)
        return out

    def target(self, node):
        """(the slot written, its field) of an assignment's target; (the local, None) for a local of the effect."""
        if isinstance(node, ast.Name) and self.low.bindings[id(node)].category == "local" and node.name not in self.env:
            return Local(local_name(node.name)), None
        if isinstance(node, ast.Name):
            b = self.low.bindings[id(node)]
            if b.category in ("pfield", "gfield"):
                return self.expr(node), self.low.field_def(b.name)
        if isinstance(node, ast.Field) and self.kind(node.obj)[0] == "player" and node.name in self.model.player:
            return self.expr(node), self.model.player[node.name]
        if isinstance(node, ast.Index) and isinstance(node.obj, ast.Name):
            b = self.low.bindings.get(id(node.obj))
            if b is not None and b.category in ("pfield", "gfield") and self.kind(node.obj)[0] == "map":
                return self.map_entry(node), self.low.field_def(b.name)
        raise NotLowerable("an assignment to this target", node.span)

    def s_Assign(self, s):
        slot, fdef = self.target(s.target)
        value = self.expr(s.value)
        held = self.rep(s.target)
        if s.op == "=" and held[0] == "id" and self.rep(s.value) != held:
            value = self.id_of(s.value, held[1])     # `site = next_site`, a site's string: its number
        if fdef is None:
            return [Assign(slot, value, s.op)]
        if fdef.type == "map":
            known = self.known_key(s.target.key, slot.index) if isinstance(s.target, ast.Index) else []
            if fdef.max is None:
                return known + [Assign(slot, value, s.op)]
            new = value if s.op == "=" else Bin(s.op[0], slot, value)
            return known + self.clamped(slot, new, None, fdef.max)
        if fdef.type in ("counter", "track") and (fdef.min is not None or fdef.max is not None):
            new = value if s.op == "=" else Bin(s.op[0], slot, value)
            return self.set_number(fdef, slot, new)
        if fdef.type in ("counter", "track") and s.op == "=" and bounded_by(value, None, None)[1]:
            return self.clamped(slot, value, None, None)    # `n = min(a, b)`: tests, not a call
        return [Assign(slot, value, s.op)]

    def set_number(self, fdef, slot, value) -> list:
        """A bounded counter or track set: clamped in place, or through its lowered setter when it has an on_empty
        effect (rules.py's `set_<field>`, with the effect lowered too)."""
        # the field is always within its bounds (it starts within them and every write is clamped): a constant
        # added cannot take it below its min, nor one taken away above its max
        steps = kept_in_bounds(fdef) and isinstance(value, Bin) and value.left == slot \
            and isinstance(value.right, Const) and isinstance(value.right.value, int) and value.right.value >= 0
        if fdef.on_empty is not None and fdef.min is not None:
            owner = slot.obj if fdef.scope == "player" else (self.player or Const(None))
            return [Do(call(self.low.setter(fdef, steps and value.op == "-"), S, owner, value))]
        low, high = fdef.min, fdef.max
        if steps:
            low, high = (None, high) if value.op == "+" else (low, None) if value.op == "-" else (low, high)
        return self.clamped(slot, value, low, high)

    def clamped(self, target, value, low, high) -> list:
        """`target = value` kept within `low`..`high`, as statements over a local: `min`/`max` are calls in CPython
        (no fast calling convention: ~4x a comparison), where Cython makes either C. A value that is itself the
        `min` or `max` of two numbers is taken apart into the same tests (`bounded_by`)."""
        value, tests = bounded_by(value, low, high)
        out = [Assign(Local("clamped"), value)] + tests
        self.locals["clamped"] = LONG
        if low is not None:
            out.append(If(((Bin("<", Local("clamped"), Const(low)), [Assign(Local("clamped"), Const(low))]),)))
        if high is not None:
            out.append(If(((Bin(">", Local("clamped"), Const(high)), [Assign(Local("clamped"), Const(high))]),)))
        return out + [Assign(target, Local("clamped"))]

    def change(self, s, sign: str):
        table = self.low.resolver.chosen_resources.get(id(s))
        if table is not None:       # `gain 1 kind`: the field an id of the table names, known when played
            if s.key is not None:
                raise NotLowerable("an entry of a resource chosen in play", s.span)
            resource = self.env.get(s.resource, Local(local_name(s.resource)))
            amount = self.expr(s.amount)
            return [Do(call(self.low.resource_changer(table, s.span), S, self.player or Const(None), resource,
                            amount if sign == "+" else Unary("-", amount)))]
        fdef = self.low.field_def(s.resource)
        owner = self.me(s) if fdef.scope == "player" else S
        slot = Attr(owner, self.low.slot(fdef).name)
        amount = self.expr(s.amount)
        if s.key is not None:
            entry = Item(slot, self.expr(s.key))
            known = self.known_key(s.key, entry.index)
            if sign == "+" and fdef.max is not None:
                return known + self.clamped(entry, Bin("+", entry, amount), None, fdef.max)
            if sign == "-" and fdef.min is not None:
                return known + self.clamped(entry, Bin("-", entry, amount), fdef.min, None)
            return known + [Assign(entry, amount, sign + "=")]
        if fdef.min is None and fdef.max is None:
            return [Assign(slot, amount, sign + "=")]
        return self.set_number(fdef, slot, Bin(sign, slot, amount))

    def s_Pay(self, s):
        if s.cost.card is not None and s.cost.market is None:      # `pay for card.cost`: what the card prints
            table = self.id_table(s.cost.card.obj)
            if table is None:
                raise NotLowerable("a cost printed on what is not the id of a table", s.span)
            pay = self.low.card_costs(table, s.cost.card.name, s.span)[1]
            return [Do(call(pay, S, self.me(s), self.expr(s.cost.card.obj)))]
        if s.cost.market is not None or s.cost.card is not None:
            raise NotLowerable("a cost by card or market", s.span)
        out = []
        for item in s.cost.items:
            out += self.change(item, "-")
        return out

    def s_Gain(self, s):
        return self.change(s, "+")

    def s_Lose(self, s):
        return self.change(s, "-")

    def s_AddTo(self, s):
        if self.kind(s.target)[0] != "set":
            raise NotLowerable(f"adding to a {self.kind(s.target)[0]}", s.span)
        table = self.kind(s.target)[1]
        return [Assign(self.expr(s.target), self.bit(self.id_of(s.item, table), table), "|=")]

    def s_RemoveFrom(self, s):
        if self.kind(s.target)[0] != "set":
            raise NotLowerable(f"removing from a {self.kind(s.target)[0]}", s.span)
        table = self.kind(s.target)[1]
        return [Assign(self.expr(s.target), Unary("~", self.bit(self.id_of(s.item, table), table)), "&=")]

    def card(self, node):
        """A card as a pile holds it: its id (a string), from an id of a table lowered as its number, or a value of
        no single table held as its string."""
        if self.rep(node)[0] not in ("id", "str"):
            raise NotLowerable("a card that is not an id", node.span)
        return self.as_string(node)

    def pile(self, node):
        if self.kind(node)[0] != "zone":
            raise NotLowerable(f"a pile that is a {self.kind(node)[0]}", node.span)
        return self.expr(node)

    def held_as_numbers(self, pile) -> bool:
        """Is this lowered pile a list of its cards' numbers (int_piles.py), not the readable record's strings?"""
        return isinstance(pile, Attr) and pile.name in self.low.int_pile_slots

    def card_in(self, node, pile):
        """A card as the lowered pile `pile` holds it: its number in a pile held as numbers, else its id string."""
        return self.id_of(node, self.kind_of_pile(pile)) if self.held_as_numbers(pile) else self.card(node)

    def kind_of_pile(self, pile) -> str:
        """The table of the cards of a lowered pile held as numbers."""
        return next(slot.table for record in self.low.records.values() for slot in record.slots
                    if slot.name == pile.name and slot.kind == INT_PILE)

    def s_Draw(self, s):
        """rules.py's own draw (runtime/chance.py), on the readable state's lists; where either pile keeps counts
        per id, the draw that counts the cards it moved (runtime/pile_counts.py); through a test, written in place
        (setup.py)."""
        if s.filter is not None:
            return filtered_draw(self, s)
        source, dest = self.pile(s.source), self.pile(s.dest)
        counts = (counts_of(self.low, source), counts_of(self.low, dest))
        if isinstance(s.count, ast.Number) and s.count.value == 1:
            return drawn_one(self.low, source, dest, counts, self.kind(s.dest)[1])
        if counts != (None, None):
            self.low.imports["runtime.api"].add("draw_counted")
            numbers = Local(self.low.table_ids(self.kind(s.dest)[1]).replace("_IDS", "_NUMBERS"))
            return [Do(call("draw_counted", Attr(S, "readable"), source, dest, self.expr(s.count), numbers,
                            Const(None) if counts[0] is None else counts[0],
                            Const(None) if counts[1] is None else counts[1]))]
        self.low.imports["runtime.api"].add("draw")
        return [Do(call("draw", Attr(S, "readable"), source, dest, self.expr(s.count)))]

    def s_Shuffle(self, s):
        """rules.py's own shuffle, which draws from the state's stream as the lowered dice do."""
        self.low.imports["runtime.api"].add("shuffle")
        return [Do(call("shuffle", Attr(S, "readable"), self.pile(s.target)))]

    def s_MoveCard(self, s):
        """rules.py's own move_card, written in place (`remove`, `append`) where the card is a value that no move
        changes; a pile that keeps counts per id counts the card out or in first, its id read before the move as
        move_card's argument is (`nth(hand, 0)` is another card after it)."""
        source, dest = self.pile(s.source), self.pile(s.dest)
        out = []
        for counts, sign in ((counts_of(self.low, source), "-"), (counts_of(self.low, dest), "+")):
            if counts is not None:
                out.append(moved(counts, self.id_of(s.card, self.kind(s.dest if sign == "+" else s.source)[1]), sign))
        card = self.card_in(s.card, source)     # (both piles held alike: int_piles.py)
        if all(isinstance(x, (Const, Local, Item)) for x in walk_ir(card)):
            return out + [Do(method(source, "remove", card)), Do(method(dest, "append", card))]
        self.low.imports["runtime.api"].add("move_card")
        return out + [Do(call("move_card", source, dest, card))]

    def s_Repeat(self, s):
        count = self.expr(s.count)
        known = isinstance(s.count, ast.Number) or (isinstance(s.count, ast.Name) and s.count.name in self.model.constants)
        checked = []
        if not known:
            # a count worked out in play is checked in place against the bounds (natively a C comparison, and the
            # loop a C loop); runtime's repeat_count is called only to raise its error for a count outside them
            self.low.imports["runtime.api"].add("repeat_count")
            floored = zero_floored(count)
            if floored is not None:
                # `repeat max(0, n)`: range() of a count below 0 runs no turn, as max's 0 does, and the count cannot be
                # below 0, so the builtin call (~1,000 instructions) and the test of the lower bound are left out
                count = floored
            if not isinstance(count, (Local, Const)):
                times = Local(REPEAT_TIMES + (f"_{self.loops + 1}" if self.loops else ""))
                self.locals[times.name] = LONG
                checked.append(Assign(times, count))
                count = times
            beyond = Bin(">", count, Const(MAX_LOOP_TURNS))
            checked.append(If(((beyond if floored is not None else Bin("or", Bin("<", count, Const(0)), beyond),
                                [Do(call("repeat_count", count))]),)))
        self.loops += 1
        try:
            body = self.block(s.body)
        finally:
            self.loops -= 1
        self.locals["_"] = LONG     # the turn's number, read by nothing: a C loop natively
        return checked + [ForRange("_", count, body)]

    def s_ForEach(self, s):
        """`for c in hand { … }`: over a pile, its own list, as rules.py walks it (a card moved out on the way is
        skipped alike), each card read as its number, or a copy taken when the loop starts where its body asks (the
        general path's continuations walk that list: fast/drawn.py); over a table, its id numbers in order; over a
        set, the ids it holds in the order of the ids themselves (rules.py's `sorted` of the strings), not the
        table's, as the set held them when the loop started."""
        kind = self.kind(s.source)
        var = local_name(s.var)
        inner = self
        if kind[0] == "zone" and kind[1] in self.model.tables:
            numbers = self.low.table_ids(kind[1]).replace("_IDS", "_NUMBERS")
            held = self.held_as_numbers(self.pile(s.source))     # each card its number already
            inner = self.within(self.env if held else dict(self.env, **{s.var: Item(Local(numbers), Local(var))}))
            ctype = LONG if held else OBJECT
            inner.loops = self.loops
            pile = self.pile(s.source)
            if self.low.asks(s.walk()):
                pile = call("list", pile)
            loop = lambda body: ForIn(var, pile, body)       # noqa: E731
        elif kind[0] == "group" and kind[1][0] == "id" and kind[1][1] in self.model.tables:
            # a group of cards (`for t in kept`, a choice of `subsets`): a tuple of their ids, each read as its number
            numbers = self.low.table_ids(kind[1][1]).replace("_IDS", "_NUMBERS")
            inner = self.within(dict(self.env, **{s.var: Item(Local(numbers), Local(var))}))
            ctype = OBJECT
            loop = lambda body: ForIn(var, self.expr(s.source), body)       # noqa: E731
        elif self.players(s.source):
            ctype = "Player"
            loop = lambda body: ForIn(var, Attr(S, "players"), body)     # noqa: E731
        elif kind[0] == "table" and isinstance(s.source, ast.Name):
            moved = self.each_moved(s, kind[1])
            if moved is not None:
                return moved
            ctype = LONG
            loop = lambda body: ForRange(var, Const(len(self.low.ids(kind[1]))), body)      # noqa: E731
        elif kind[0] == "set" and kind[1] in self.model.tables:
            ctype = LONG
            ids = self.low.ids(kind[1])
            # the ids the set held when the loop started (rules.py walks `sorted(set)`, a copy): the body may change it
            start = Local(f"{var}_held")
            self.locals[start.name] = mask_ctype(len(ids))
            held = Bin("!=", Bin("&", start, self.bit(Local(var), kind[1])), Const(0))
            by_id = self.low.constant(f"{kind[1].upper()}_BY_ID", tuple(sorted(range(len(ids)), key=ids.__getitem__)))
            snapshot = Assign(start, self.expr(s.source))
            loop = lambda body: [snapshot, ForIn(var, by_id, [If(((held, body),))])]  # noqa: E731
        elif kind[0] == "list" and self.element_rep(s.source) is not None:
            # a list worked out in play (`for x in empty`): its values as it holds them, in its order
            want = self.element_rep(s.source)
            ctype = LONG if want[0] == "id" else OBJECT
            item = kind[1] if len(kind) > 1 else ("any",)
            if want[0] == "str" and item[0] == "id" and item[1] in self.model.tables:
                numbers = self.low.table_ids(item[1]).replace("_IDS", "_NUMBERS")
                inner = self.within(dict(self.env, **{s.var: Item(Local(numbers), Local(var))}))
                inner.loops = self.loops
            values = self.values(s.source, want)
            loop = lambda body: ForIn(var, values, body)       # noqa: E731
        else:
            raise NotLowerable(f"a loop over a {kind[0]}", s.span)
        if s.var in self.env and inner is self:
            raise NotLowerable(f"a loop variable '{s.var}' named like a parameter", s.span)
        if self.locals.get(var, ctype) != ctype:      # one C type a local in a function
            raise NotLowerable(f"the name '{s.var}' for values of two kinds", s.span)
        self.locals[var] = ctype
        inner.loops += 1
        try:
            body = inner.block(s.body)
        finally:
            inner.loops -= 1
        made = loop(body)
        return made if isinstance(made, list) else [made]

    def each_moved(self, s, table: str):
        """`for c in trail_cards { move c from trail_deck to box }`, between piles held as numbers of that table and
        counted per id by neither: the first copy of every card moved in one pass over the pile (runtime/pile_counts.py
        `move_each`), where a `remove` per card compares it with every card before it (Trailblazers' setup, 135 cards
        of 270: 1.2 M instructions, a sixth of a game). None for any other loop."""
        if len(s.body) != 1 or not isinstance(s.body[0], ast.MoveCard):
            return None
        move = s.body[0]
        if not (isinstance(move.card, ast.Name) and move.card.name == s.var and s.var not in self.env):
            return None
        source, dest = self.pile(move.source), self.pile(move.dest)
        if not (self.held_as_numbers(source) and self.held_as_numbers(dest)) \
                or self.kind_of_pile(source) != table or self.kind_of_pile(dest) != table \
                or counts_of(self.low, source) is not None or counts_of(self.low, dest) is not None:
            return None
        self.low.imports["runtime.api"].add("move_each")
        return [Do(call("move_each", source, dest, Const(len(self.low.ids(table)))))]

    def players(self, node) -> bool:
        """Is this the builtin `players` (every seat's record, in seat order)?"""
        return isinstance(node, ast.Name) and node.name == "players" \
            and self.low.bindings[id(node)].category == "builtin"

    def s_CallStmt(self, s):
        proc = self.model.procedures.get(s.func)
        if proc is None:
            raise NotLowerable(f"the call '{s.func}'", s.span)
        name = self.low.procedure(proc)
        args = [S, self.player or Const(None)]
        if self.low.procedure_asks(proc.name):
            if not self.asking:
                raise NotLowerable(f"a call of '{s.func}', which asks, where no player's choice is drawn", s.span)
            args += [Local("agent_random"), Local("auto_single")]
        kinds = self.low.procedure_kinds(proc)
        for param, arg in zip(proc.params, s.args):
            declared = proc.param_types.get(param, (None,))[0]
            kind = kinds[param] if declared is None else ("id", declared) if declared in self.model.tables else None
            args.append(self.passed(arg, kind))
        return [Do(call(name, *args))]

    def passed(self, arg, kind):
        """An argument as the parameter of kind `kind` holds it: the number of an id of its table, or a string."""
        if kind is not None and kind[0] == "id":
            return self.id_of(arg, kind[1])
        if kind is not None and kind[0] == "str":
            return self.as_string(arg)
        return self.expr(arg)

    def s_Resolve(self, s):
        """`resolve card.benefit`: the effect the card prints, through the lowered table of the column's effects."""
        table = self.id_table(s.target.obj) if isinstance(s.target, ast.Field) else None
        if table is None:
            raise NotLowerable("resolving the effect of what is not the id of a table", s.span)
        name = self.low.card_effects(table, s.target.name, s.span)
        drawn = (Local("agent_random"), Local("auto_single")) if self.low.column_asks(s.target) else ()
        if drawn and not self.asking:
            raise NotLowerable("resolving a card's effect that asks, where no player's choice is drawn", s.span)
        return [Do(call(name, S, self.me(s), *drawn, self.expr(s.target.obj)))]

    def s_Score(self, s):
        """`score N`: the acting player's points, as rules.py adds them (unbounded: no setter)."""
        fdef = self.model.player.get("points")
        if fdef is None:
            raise NotLowerable("'score' without a player field 'points'", s.span)
        return [Assign(Attr(self.me(s), self.low.slot(fdef).name), self.expr(s.amount), "+=")]

    def s_TurnOrder(self, s):
        """`extra turn`: the seat picking now picks again (GameState.picked); `first player q`: the lead of the rounds
        to come. Both as rules.py writes them, on the lowered flow (check_flow refuses them in a game of turns)."""
        if s.word == "extra turn":
            return [Assign(Attr(S, "next_turn"), Attr(S, "turn"))]
        if s.word == "first player":
            return [Assign(Attr(S, "first_player"), Attr(self.a_player(s.who), "seat"))]
        raise NotLowerable(f"'{s.word}'", s.span)

    def a_player(self, node):
        """A player's record: `me`, a player of a loop, or `players[n]` (the record at that seat)."""
        if isinstance(node, ast.Index) and self.players(node.obj):
            return Item(Attr(S, "players"), self.expr(node.key))
        if self.kind(node)[0] != "player":
            raise NotLowerable(f"a player that is a {self.kind(node)[0]}", node.span)
        return self.expr(node)

    def s_Log(self, s):
        """A line of the game's notes (GameState.note), with the round being played."""
        seat = Attr(self.player, "seat") if self.player is not None else Const(None)
        return [Do(method(Attr(Attr(S, "readable"), "notes"), "append",
                          ListOf((Attr(S, "round"), seat, Const(s.text)), tuple=True)))]

    def s_Let(self, s):
        name = local_name(s.name)
        if self.kind(s.value)[0] == "list":
            return self.list_let(s, name)
        ctype = self.ctype(s.value, s.span)
        if self.locals.get(name, ctype) != ctype:     # one C type a local in a function (cards' effects share one)
            raise NotLowerable(f"the name '{s.name}' for values of two kinds", s.span)
        self.locals[name] = ctype
        if self.rep(s.value)[0] == "str":
            self.kinds[s.name] = ("str",)
        return [Assign(Local(name), self.expr(s.value))]

    def list_let(self, s, name: str) -> list:
        """`let empty = empty_paths()`: a local holding a list worked out in play, its values held as a choice or a
        loop over it wants them (the numbers of one table's ids, strings, groups); a list, read only."""
        want = self.element_rep(s.value)
        if want is None:
            want = self.wanted(self.kind(s.value), s.span)
        if self.locals.get(name, OBJECT) != OBJECT or self.lists.get(s.name, want) != want:
            raise NotLowerable(f"the name '{s.name}' for values of two kinds", s.span)
        self.locals[name] = OBJECT
        self.lists[s.name] = want
        return [Assign(Local(name), self.values(s.value, want))]

    def s_If(self, s):
        branches = tuple((self.expr(cond), self.block(body)) for cond, body in s.branches)
        return [If(branches, self.block(s.otherwise) if s.otherwise is not None else ())]

    def s_Keyword(self, s):
        if s.word == "stop":
            return [Break()] if self.loops else [Return()]
        if s.word == "end game":
            return [Assign(Attr(S, "end_requested"), Const(True))]
        if s.word in ("finish", "eliminate"):
            field = "finished" if s.word == "finish" else "eliminated"
            return [Assign(Attr(self.me(s), slot_name(field)), Const(True))]
        raise NotLowerable(f"'{s.word}'", s.span)

    def s_Roll(self, s):
        dice = {row["id"]: row for row in self.model.tables["dice"].rows}
        fdef = self.model.globals.get("rolled")
        if fdef is None or fdef.type != "map":
            raise NotLowerable("a roll without a map of rolled dice", s.span)
        keys = self.low.ids(fdef.keys)
        out = []
        for die in s.dice:
            pool = self.low.resolver.roll_pools.get((id(s), die))
            if pool is not None:
                out.append(self.roll_pool(s, pool, fdef.keys))
                continue
            value = Bin("+", Call(Local("int"), (Bin("*", Call(Attr(Attr(S, "rnd"), "random")),
                                                                       Const(dice[die].get("sides", 6))),)), Const(1))
            out.append(Assign(Item(Attr(S, slot_name("rolled")), Const(keys.index(die))), value))
        return out

    def roll_pool(self, s, pool, keys: str):
        """`roll used`: each die of a list worked out in play, in its order, into the map of rolled dice (as the
        runtime's `roll_dice`: one draw a die, its sides from the dice table)."""
        want = ("id", keys)
        if self.kind(pool)[0] != "list" or self.element_rep(pool) != want:
            raise NotLowerable("a roll of dice worked out in play, not a list of the dice", s.span)
        rows = {row["id"]: row for row in self.model.tables["dice"].rows}
        sides = self.low.constant(f"{keys.upper()}_SIDES", tuple(rows[d].get("sides", 6) if d in rows else 6
                                                                 for d in self.low.ids(keys)))
        die = Local(self.unshadowed("rolled_die"))
        self.locals[die.name] = LONG
        value = Bin("+", Call(Local("int"), (Bin("*", Call(Attr(Attr(S, "rnd"), "random")), Item(sides, die)),)),
                         Const(1))
        return ForIn(die.name, self.values(pool, want), [Assign(Item(Attr(S, slot_name("rolled")), die), value)])

    def s_While(self, s):
        if s.limit is not None and not isinstance(s.limit, ast.Number) and not (
                isinstance(s.limit, ast.Name) and s.limit.name in self.model.constants):
            raise NotLowerable("a loop whose bound is worked out in play", s.span)
        limit = self.expr(s.limit) if s.limit is not None else Const(ast.DEFAULT_LOOP_LIMIT)
        counter = LOOP_COUNTER + (f"_{self.loops + 1}" if self.loops else "")
        self.locals[counter] = LONG
        test = self.expr(s.cond)
        if s.until:
            test = Unary("not", test)
        where = Const(f"{s.span.file}:{s.span.line}:{s.span.column}")
        self.loops += 1
        try:
            body = self.block(s.body)
        finally:
            self.loops -= 1
        guard = If(((Bin(">=", Local(counter), limit),
                        [Do(Call(Local("loop_fails"), (S, self.player or Const(None), Local(counter), limit, where)))]),))
        return [Assign(Local(counter), Const(0)),
                While(test, [guard, inc(Local(counter))] + body)]

    def pile_options(self, s, var: str, fill: list):
        """The options of `choose c in pile`: the pile's cards in its order, each as its number (a card held twice
        is two options, as `ask` lists them)."""
        table = self.kind(s.source)[1]
        if table not in self.model.tables:
            raise NotLowerable(f"a choice over a pile of '{table}'", s.span)
        numbers = Local(self.low.table_ids(table).replace("_IDS", "_NUMBERS"))
        card = f"{var}_card"
        self.locals[card] = OBJECT
        pile = self.pile(s.source)
        number = Local(card) if self.held_as_numbers(pile) else Item(numbers, Local(card))
        return ForIn(card, pile, [Assign(Local(var), number)] + fill)

    def s_Choose(self, s):
        """The random agent's draw where the choice stands (fast/drawn.py): the options in the table's order, none
        drawn when `auto: single` leaves one; no option skips the rest of the effect."""
        kind = self.kind(s.source)
        if kind[0] != "zone" and (kind[0] != "table" or not isinstance(s.source, ast.Name)):
            return self.choice_over_values(s)
        var = local_name(s.var)
        options = Local(f"options_{var}")
        self.locals[var] = LONG
        self.locals[options.name] = LIST
        test = self.expr(s.filter) if s.filter is not None else None
        fill = [Do(method(options, "append", Local(var)))]
        if kind[0] == "zone":
            loop = self.pile_options(s, var, fill if test is None else [If(((test, fill),))])
        else:
            loop = ForRange(var, Const(len(self.low.ids(kind[1]))), fill if test is None else [If(((test, fill),))])
        return [Assign(options, ListOf(())), loop] + self.drawn_choice(s, var, options)

    def choice_over_values(self, s):
        """`choose second in draw_choices()`, `choose temple in temple_sites(route) + [no_temple]`, `choose kept in
        subsets(offered, 1)`: a choice over a list worked out in play, its options held as the chosen value is (the
        numbers of one table's ids, strings, groups of cards), drawn as over a table's ids."""
        if s.filter is not None:
            raise NotLowerable("a choice over a list with a test", s.span)
        var = local_name(s.var)
        want = self.wanted(self.kind(s.source), s.span)
        options = Local(f"options_{var}")
        ctype = LONG if want[0] == "id" else OBJECT
        if self.locals.get(var, ctype) != ctype:
            raise NotLowerable(f"the name '{s.var}' for values of two kinds", s.span)
        self.locals[var] = ctype
        self.locals[options.name] = OBJECT      # a list, a tuple or a range: read only
        if want[0] == "str":
            self.kinds[s.var] = ("str",)        # the chosen value, read after, is a string
        return [Assign(options, self.values(s.source, want))] + self.drawn_choice(s, var, options)

    def drawn_choice(self, s, var: str, options) -> list:
        """The draw of a choice among `options` (a local), as fast/drawn.py draws it."""
        me = self.me(s)
        draw = Cond(Bin("and", Local("auto_single"), Bin("==", Call(Local("len"), (options,)), Const(1))),
                       Item(options, Const(0)),
                       Item(options, Call(Local("int"), (Bin("*", Call(Attr(Local("agent_random"), "random")),
                                                                        Call(Local("len"), (options,))),))))
        return [If(((Unary("not", options), [Return()]),)),
                Comment("the move before this choice, counted as settle_choices counts it"),
                inc(Attr(S, "turn_moves")),
                If(((Bin(">", Attr(S, "turn_moves"), Attr(S, "max_moves")),
                        [Do(Call(Local("too_many_moves"), (S, Attr(me, "seat"))))]),)),
                Assign(Local(var), draw)]
