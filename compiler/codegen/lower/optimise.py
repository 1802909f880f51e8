"""Passes over the lowered IR that change the printed code's shape, not what it computes.

The lowering (lowering.py) writes each effect, setter and procedure as a function of its own and reads every
field where the definitions read it: correct, and the shape the definitions have. A careful programmer writing
the same game by hand for speed writes it differently (bench/reference/): the small effects in place, the
memo of legal moves keyed by one int. The passes here do that over the finished IR, so that every construct
lowering.py knows gets them without a second way of writing it:

- `packed_key`: a memo's key of small values (flags, bit masks of a small table, the outcomes of a test per
  entry of a map) as one int, each value at its own bits, instead of a tuple hashed at every look-up; a memo of
  at most `LIST_MEMO_BITS` bits is a list indexed by that int.
"""
from __future__ import annotations

import operator
import re

from .ir import (OBJECT, Aggregate, Assign, Attr, Bin, Break, Call, Comment, Cond, Const, Continue, Do, ForIn, ForRange,
                 If, Inlined, Item, ListComp, ListOf, Local, Module, Node, Return, Unary, While, body_walked, leaves_loop,
                 walk_ir)
from .ir import _LEAVES as LEAVES, _NODE_KINDS as NODE_KINDS     # how `walk_ir` tells a part by its class

STATEMENTS = (Assign, If, While, ForRange, ForIn, Break, Continue, Return, Do, Comment)

# the widest key whose memo is a list of every key (2 ** 16 entries, 512 kB), not a dict filled as keys are met
LIST_MEMO_BITS = 16
# the widest key packed at all: one C long, which the native build keeps as a C integer
PACKED_BITS = 62


def packed_key(parts: list):
    """`(value, bits)` pairs, each value a non-negative int below `2 ** bits` (or a flag), as one int: the first value
    at the low bits, each next one above the last (`used_dice | (64 if ok_1 else 0) | … | ok_4 << 10`), and the
    number of bits the key takes. A part `(value, bits, shift)` is a value already at its place (`shift`). None
    when a value's width is not known or the key would not fit in a C long: the caller keeps its tuple."""
    if not parts or any(part[1] is None for part in parts):
        return None
    key, shift = None, 0
    for value, bits, *placed in parts:
        if placed:          # a value made at its place in the key (a table of bits, place_bits.py): not shifted
            if placed[0] != shift:
                return None
            placed = value
        elif bits == 1:       # a flag: its bit or none (CPython has no fast path for a bool's `<<` or `|`)
            placed = Cond(value, Const(1 << shift), Const(0))
        else:
            placed = value if shift == 0 else Bin("<<", value, Const(shift))
        key = placed if key is None else Bin("|", key, placed)
        shift += bits
    if shift > PACKED_BITS:
        return None
    return key, shift


# ---------------------------------------------------------------- small procedures written in place
# The most statements a function may hold, once its own calls are written in place, to be written in place at its
# call sites: a setter with its on_empty effect (`set_energy` and `exhausted`), a step of a walk (`step_forward`)
INLINE_STATEMENTS = 32
# how deep a function may be written into itself: once, with the constants its own call gives (a track's on_empty
# that resets it, `set_energy(s, p, 15)`, folds to `p.energy = 15`); a call left after that stays a call
SELF_DEPTH = 1
# the most statements an action may hold, once expanded, to be written in place in a decide loop that draws its moves
# (`round_select_play`): Appalachian's `move` with its walk and setters is ~30; the loop then runs a pick without a call
# (the frame, the arguments, the return: ~9 bytecodes and a frame's set-up, a quarter of a short action's cost)
ACTION_STATEMENTS = 64
# the random playout's round loops, whose small steps are written in place (the roll, the calendar): a call and a
# frame fewer a step, every round; the steps stay functions for the agents' path
ROUND_LOOPS = frozenset({"play", "play_begun"})
FOLDED = {"+": operator.add, "-": operator.sub, "*": operator.mul, "==": operator.eq, "!=": operator.ne,
          "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "&": operator.and_,
          "|": operator.or_, "<<": operator.lshift, ">>": operator.rshift}


def rebuilt(node, change):
    """`node` (an IR node, or a list or tuple of them, nested) made again bottom up, each node passed to `change`,
    which returns it or its replacement. A node none of whose parts changed is passed as it is, not made again (most
    of a body a rewrite passes over: a tree may then share a node in two places, which no pass changes in place).

    Each part is told by one lookup of its class, as `walk_ir` tells them: a name, number, flag or None is kept
    without a call, and a node that holds no node (a local, a plain constant: half of those met) goes to `change`
    without a call that would find no part in it."""
    kind = type(node)
    if kind is list:
        return [rebuilt(item, change) for item in node]
    if kind is tuple:
        items = tuple([rebuilt(item, change) for item in node])
        return node if _same(items, node) else items
    if kind not in NODE_KINDS:
        return _rebuilt_other(node, change)
    values, changed = [], False
    for value in node.__dict__.values():        # its fields, in order (`Node._values`)
        part = type(value)
        if part in LEAVES:
            values.append(value)
            continue
        if part is Local or part is Const and type(value.value) in LEAVES:
            new = change(value)
        else:
            new = rebuilt(value, change)
        changed = changed or new is not value
        values.append(new)
    return change(kind(*values) if changed else node)


def _rebuilt_other(node, change):
    """`rebuilt` of what is neither a node nor a plain list or tuple (a subclass of one, or a value that holds no
    node), told by isinstance."""
    if isinstance(node, list):
        return [rebuilt(item, change) for item in node]
    if isinstance(node, tuple):
        items = tuple([rebuilt(item, change) for item in node])
        return node if _same(items, node) else items
    if not isinstance(node, Node):
        return node
    values, changed = [], False
    for value in node._values():
        if isinstance(value, (list, tuple, Node)):
            new = rebuilt(value, change)
            changed = changed or new is not value
            value = new
        values.append(value)
    return change(type(node)(*values) if changed else node)


def _same(new: tuple, old: tuple) -> bool:
    for a, b in zip(new, old):
        if a is not b:
            return False
    return True


def statements_in(body) -> list:
    """The statements of a body (or of one statement), depth first, and those of their blocks: the nodes a walk of the
    whole tree would find of these kinds, without walking the expressions, which hold no statement."""
    out = []
    _statements_into(body, out)
    return out


def _statements_into(node, out: list) -> None:
    if isinstance(node, (list, tuple)):
        for item in node:
            _statements_into(item, out)
        return
    if not isinstance(node, Node):
        return
    out.append(node)
    if isinstance(node, If):
        for _cond, block in node.branches:
            _statements_into(block, out)
        _statements_into(node.otherwise, out)
    elif isinstance(node, (While, ForRange, ForIn, Inlined)):
        _statements_into(node.body, out)
        if isinstance(node, ForRange):
            _statements_into(node.otherwise, out)


def statement_count(body) -> int:
    return sum(1 for x in statements_in(body) if isinstance(x, STATEMENTS) and not isinstance(x, Comment))


def has_return(body) -> bool:
    return any(isinstance(x, Return) for x in statements_in(body))


def ends_in_return(block) -> bool:
    stmts = [s for s in block if not isinstance(s, Comment)]
    return bool(stmts) and isinstance(stmts[-1], Return)


def without_returns(body):
    """The body of a function with its `return`s (of no value) turned into branches: what follows an `if` whose
    branch returns goes into the branch that does not (`if value <= 0: …; return` then the clamp becomes `if value
    <= 0: … else: clamp`), so the body can stand in the middle of another. None when that would copy statements
    (more than one branch goes on), or a return stands in a loop or gives a value."""
    out = []
    for i, stmt in enumerate(body):
        if isinstance(stmt, Return):
            return out if stmt.value is None else None
        if isinstance(stmt, (While, ForRange, ForIn)) and has_return(stmt):
            return None
        if isinstance(stmt, If) and has_return(stmt):
            rest = without_returns(body[i + 1:])
            if rest is None:
                return None
            blocks = [block for _, block in stmt.branches] + [stmt.otherwise]
            going_on = [not ends_in_return(block) for block in blocks]
            if any(going_on[k] and has_return(block) for k, block in enumerate(blocks)) \
                    or (sum(going_on) > 1 and any(not isinstance(s, Comment) for s in rest)):
                return None
            made = []
            for block, goes_on in zip(blocks, going_on):
                inner = without_returns(list(block))
                if inner is None:
                    return None
                made.append(inner + rest if goes_on else inner)
            conds = [cond for cond, _ in stmt.branches]
            if len(conds) == 1 and not any(not isinstance(s, Comment) for s in made[0]):
                # `if not options: return` then the rest: `if options:` and the rest
                cond = conds[0].operand if isinstance(conds[0], Unary) and conds[0].op == "not" else Unary("not", conds[0])
                out.append(If(((cond, made[1]),)))
            else:
                out.append(If(tuple(zip(conds, made)), made[-1]))
            return out
        out.append(stmt)
    return out


def folded(node):
    """One node with its constants worked out: `15 <= 0` is False, an `if` of a known test keeps its one branch
    (a statement list is flattened by `folded_body`)."""
    if isinstance(node, Bin) and isinstance(node.left, Const) and isinstance(node.right, Const) \
            and node.op in FOLDED and all(isinstance(c.value, int) for c in (node.left, node.right)):
        return Const(FOLDED[node.op](node.left.value, node.right.value))
    if isinstance(node, Bin) and node.op in ("and", "or") and isinstance(node.left, Const):
        keeps_left = bool(node.left.value) != (node.op == "and")
        return node.left if keeps_left else node.right
    if isinstance(node, Unary) and node.op == "not" and isinstance(node.operand, Const):
        return Const(not node.operand.value)
    if isinstance(node, Cond) and isinstance(node.cond, Const):
        return node.then if node.cond.value else node.otherwise
    return node


def folded_body(body: list) -> list:
    """A statement list with its constants worked out and the `if`s of known tests replaced by the branch taken."""
    out = []
    for stmt in body:
        if isinstance(stmt, If):
            branches, taken = [], None
            for cond, block in stmt.branches:
                if isinstance(cond, Const) and not cond.value:
                    continue
                if isinstance(cond, Const):
                    taken = folded_body(list(block))
                    break
                branches.append((cond, folded_body(list(block))))
            if taken is None and not branches:
                taken = folded_body(list(stmt.otherwise))
            if taken is not None and not branches:
                out += taken
                continue
            out.append(If(tuple(branches), taken if taken is not None else folded_body(list(stmt.otherwise))))
        elif isinstance(stmt, While):
            out.append(While(stmt.cond, folded_body(list(stmt.body))))
        elif isinstance(stmt, ForRange):
            out.append(ForRange(stmt.var, stmt.count, folded_body(list(stmt.body)), stmt.start,
                                folded_body(list(stmt.otherwise))))
        elif isinstance(stmt, ForIn):
            out.append(ForIn(stmt.var, stmt.items, folded_body(list(stmt.body))))
        elif isinstance(stmt, Inlined):
            out.append(Inlined(stmt.name, tuple(folded_body(list(stmt.body)))))
        else:
            out.append(stmt)
    return out


UNROLLED = 6     # the most values a loop of a miss's listing is written out for: a die of six, a table of six ids


def unrolled(body: list, known=None) -> list:
    """`body` with each loop over at most UNROLLED values known before play (`for die in (1, 2):`, `for die in
    range(6):`) written once a value, the value in place of the loop's name and what it makes known worked out
    (`1 << die`, `2 + 6 * die`, and through `known`, a function giving the Const of a read of the module's data or
    None, `DICE_COLOUR[die]`): a memo's listing made on a miss (lowering.py `remembered`) then walks no iterator
    and works out no sum of known numbers. A loop that breaks, continues or sets its name stays a loop; the name is
    not read after such a listing (its loops set it before they read it)."""
    out = []
    for stmt in body:
        values = _known_values(stmt) if isinstance(stmt, ForIn) else None
        if values is not None and not leaves_loop(stmt.body) and stmt.var not in assigned(stmt.body):
            name = Local(stmt.var)

            def put(part, value=None):
                if part == name:
                    return value
                part = folded(part)
                return (known(part) or part) if known is not None else part
            for value in values:
                made = rebuilt(list(stmt.body), lambda part, value=value: put(part, value))
                out += folded_body(unrolled(made, known))
            continue
        if isinstance(stmt, If):
            stmt = If(tuple((c, tuple(unrolled(list(b), known))) for c, b in stmt.branches),
                      tuple(unrolled(list(stmt.otherwise), known)))
        elif isinstance(stmt, ForIn):
            stmt = ForIn(stmt.var, stmt.items, tuple(unrolled(list(stmt.body), known)))
        out.append(stmt)
    return out


def _known_values(loop) -> list | None:
    """The values a loop walks, as Consts, where they are at most UNROLLED and known before play, else None."""
    items = loop.items
    if isinstance(items, ListOf) and items.var is None and 0 < len(items.items) <= UNROLLED \
            and all(isinstance(x, Const) for x in items.items):
        return list(items.items)
    if isinstance(items, Call) and items.func == Local("range") and len(items.args) == 1 \
            and isinstance(items.args[0], Const) and isinstance(items.args[0].value, int) \
            and 0 < items.args[0].value <= UNROLLED:
        return [Const(k) for k in range(items.args[0].value)]
    return None


def assigned(body) -> set:
    """The locals `body` sets: what it assigns, and its loop variables (its statements only: the inliner asks it of
    every body and every branch)."""
    return assigned_among(statements_in(body))


def assigned_among(nodes) -> set:
    """`assigned` of the nodes of a body already walked."""
    names = set()
    for x in nodes:
        if isinstance(x, Assign):
            if isinstance(x.target, Local):
                names.add(x.target.name)
            elif isinstance(x.target, ListOf):      # an unpacking (lowering.py `unpacked`)
                names |= {target.name for target in x.target.items if isinstance(target, Local)}
        elif isinstance(x, (ForRange, ForIn)):
            names.add(x.var)
    return names


def propagated(body: list, known: dict) -> list:
    """Constants given to locals (`value = 15`) written where the locals are read, until they may change: a branch or
    a loop that assigns a local forgets it. Then folded_body keeps only what such a constant lets run."""
    out = []
    known = dict(known)

    def put(node):
        return rebuilt(node, lambda x: folded(known[x.name]) if isinstance(x, Local) and x.name in known
                       else folded(x))
    todo = list(body)
    while todo:
        stmt = todo.pop(0)
        if isinstance(stmt, If):
            # a branch of a known test: dropped, or taken in place (its statements then see what is known here)
            branches = [(put(cond), block) for cond, block in stmt.branches]
            branches = [(cond, block) for cond, block in branches if not (isinstance(cond, Const) and not cond.value)]
            if not branches or isinstance(branches[0][0], Const):
                todo[:0] = list(branches[0][1] if branches else stmt.otherwise)
                continue
            for k, (cond, _) in enumerate(branches):
                if isinstance(cond, Const):     # a later branch always taken: the ones after it never are
                    stmt = If(tuple(branches[:k]), branches[k][1])
                    break
            else:
                stmt = If(tuple(branches), stmt.otherwise)
        if isinstance(stmt, Assign) and isinstance(stmt.target, Local):
            value = put(stmt.value)
            out.append(Assign(stmt.target, value, stmt.op))
            known.pop(stmt.target.name, None)
            if stmt.op == "=" and isinstance(value, Const):
                known[stmt.target.name] = value
        elif isinstance(stmt, If):
            branches = tuple((cond, propagated(list(block), known)) for cond, block in stmt.branches)
            otherwise = propagated(list(stmt.otherwise), known)
            out.append(If(branches, otherwise))
            for name in assigned(stmt):
                known.pop(name, None)
        elif isinstance(stmt, Inlined):     # statements in a row, as they stand
            out.append(Inlined(stmt.name, tuple(propagated(list(stmt.body), known))))
            for name in assigned(stmt):
                known.pop(name, None)
        elif isinstance(stmt, (While, ForRange, ForIn)):
            for name in assigned(stmt):     # what a loop sets is not known in it, nor after it
                known.pop(name, None)
            inner = propagated(list(stmt.body), known)
            if isinstance(stmt, While):
                out.append(While(put(stmt.cond), inner))
            elif isinstance(stmt, ForRange):
                out.append(ForRange(stmt.var, put(stmt.count), inner, put(stmt.start),
                                    propagated(list(stmt.otherwise), known)))
            else:
                out.append(ForIn(stmt.var, put(stmt.items), inner))
        else:
            out.append(put(stmt))
    return folded_body(out)


def closure_among(nodes) -> bool:
    """Does a body, its nodes walked, hold a generator (`all(… for q in s.players)`)? Cython compiles it as a closure,
    which a `cpdef` function (play, to_decision) may not hold: such a body is not written into one."""
    return any(isinstance(x, Aggregate) and x.func != "distinct" for x in nodes)


def own_names(fn) -> set:
    """Every name a function reads or sets itself (its parameters, locals, loop variables, and the module's names it
    reads): a local of a function written into it takes none of these."""
    params, locals, nodes = fn.params, fn.locals, body_walked(fn)
    declared = {param[0] for param in params} | set(locals) | assigned_among(nodes)
    # the variable of a comprehension or an aggregate lives in it alone (`any(… for c in p.hand)`): not a local
    scoped = {x.var for x in nodes if isinstance(x, (Aggregate, ListComp, ListOf)) and x.var} - declared
    return declared | ({x.name for x in nodes if isinstance(x, Local)} - scoped)


class Inliner:
    """Writes the small functions of a module in place at their call sites (`set_energy(s, p, p.energy - 1)` becomes
    `value = p.energy - 1` and the setter's clamp), bottom up: a function's own calls are written in place first.
    A function is written in place when it is not called from outside the module, gives no value, holds at most
    INLINE_STATEMENTS statements once expanded, and is not left calling itself. Its parameters become the
    arguments where they are a name or a number the function does not assign, else locals set at the start; its
    locals keep their names unless the function they land in uses the name otherwise (then `name_2`). An action
    (of `actions`, named) is also written in place, in the decide loops (`loops`) only, where it holds at most
    ACTION_STATEMENTS statements: the loop takes a pick as the hand-written simulator does, in one function; the
    action stays a function of its own for every other caller (`act`, the agents)."""

    def __init__(self, module: Module, named: set, actions: frozenset = frozenset(), loops: frozenset = frozenset()):
        self.module = module
        self.named = named      # the functions that stay named at every call: the actions and the round's steps
        self.actions = actions      # the actions' functions (named), written in place in the decide loops alone
        self.loops = loops          # the decide loops: the functions that draw a move and call its action
        self.functions = {fn.name: fn for fn in module.functions}
        self.expanded: dict = {}        # function name -> its body with its calls written in place (and its locals)
        self.busy: list = []            # the functions being expanded, outermost first
        self.hosts: list = []           # the functions whose bodies are being expanded, outermost first
        self.fits: dict = {}            # function name -> is its expanded body small enough to write in place
        self.bodies: dict = {}          # function name -> what each call site writes in place from (`written`)
        self.looped = 0                 # the loops of the function being expanded around the statements expanded

    def run(self) -> None:
        for fn in self.module.functions:
            body, names = self.expand(fn)
            fn.body, fn.locals = body, names
        called = {x.name for fn in self.module.functions for x in body_walked(fn) if isinstance(x, Local)}
        # a function written in place everywhere is gone; one still called, or called from outside, stays
        self.module.functions = [fn for fn in self.module.functions
                                 if fn.public or fn.name in called or not self.inlinable(fn.name)]

    def expand(self, fn) -> tuple[list, dict]:
        if fn.name not in self.expanded:
            self.busy.append(fn.name)
            self.hosts.append(fn)
            names = dict(fn.locals)
            looped, self.looped = self.looped, 0
            body = self.expand_body(list(fn.body), names, own_names(fn))
            self.looped = looped
            self.hosts.pop()
            self.busy.pop()
            self.expanded[fn.name] = (body, names)
        return self.expanded[fn.name]

    def inlinable(self, name: str) -> bool:
        fn = self.functions.get(name)
        if fn is None or fn.public or fn.returns != OBJECT or name in self.busy or name in self.named:
            return False
        fits = self.fits.get(name)
        if fits is None:        # its expanded body never changes once made: judged once
            body, _ = self.expand(fn)
            fits = self.fits[name] = (statement_count(body) <= INLINE_STATEMENTS and without_returns(body) is not None
                                      and not any(isinstance(x, Call) and x.func == Local(name) for x in walk_ir(body)))
        return fits

    def action_in_loop(self, name: str) -> bool:
        """Is `name` an action written in place here, the function being expanded a decide loop?"""
        if name not in self.actions or self.hosts[-1].name not in self.loops or name in self.busy:
            return False
        callee = self.functions[name]
        if callee.public or callee.returns != OBJECT:
            return False
        body, _ = self.expand(callee)
        return statement_count(body) <= ACTION_STATEMENTS and without_returns(body) is not None

    def step_in_round(self, name: str) -> bool:
        """Is `name` a small step of the round (`round_time`: a few statements), written in place here, the function
        being expanded a random playout (ROUND_LOOPS) and the call in its loop of rounds (a step of the setup, played
        once, stays a call)? It stays a function for every other caller."""
        if name not in self.named or name in self.actions or self.hosts[-1].name not in ROUND_LOOPS \
                or not self.looped or name in self.busy:
            return False
        callee = self.functions[name]
        if callee.public or callee.returns != OBJECT:
            return False
        body, _ = self.expand(callee)
        return statement_count(body) <= INLINE_STATEMENTS and without_returns(body) is not None \
            and not any(isinstance(x, Call) and x.func == Local(name) for x in walk_ir(body))

    def expand_body(self, body: list, names: dict, own: set) -> list:
        out = []
        for stmt in body:
            call = stmt.expr if isinstance(stmt, Do) else None
            if isinstance(call, Call) and isinstance(call.func, Local) and call.func.name in self.functions:
                placed = self.placed(call, names, own)
                if placed is not None:
                    out += placed
                    continue
            if isinstance(stmt, If):
                stmt = If(tuple((cond, self.expand_body(list(block), names, own)) for cond, block in stmt.branches),
                          self.expand_body(list(stmt.otherwise), names, own))
            elif isinstance(stmt, (While, ForRange, ForIn)):
                self.looped += 1
                if isinstance(stmt, While):
                    stmt = While(stmt.cond, self.expand_body(list(stmt.body), names, own))
                elif isinstance(stmt, ForRange):
                    stmt = ForRange(stmt.var, stmt.count, self.expand_body(list(stmt.body), names, own), stmt.start,
                                    self.expand_body(list(stmt.otherwise), names, own))
                else:
                    stmt = ForIn(stmt.var, stmt.items, self.expand_body(list(stmt.body), names, own))
                self.looped -= 1
            out.append(stmt)
        return out

    def written(self, callee) -> tuple:
        """What every call site of an inlinable function writes in place from, the same at each (its expanded body
        never changes once made): that body without its returns (None when it cannot stand without them), its nodes
        walked, does it hold a generator, the locals it sets, and its locals' types."""
        if callee.name not in self.bodies:
            expanded, callee_names = self.expand(callee)
            body = without_returns(expanded)
            walked = walk_ir(body) if body is not None else []
            self.bodies[callee.name] = (body, walked, closure_among(walked), assigned_among(walked), callee_names)
        return self.bodies[callee.name]

    def placed(self, call: Call, names: dict, own: set) -> list | None:
        """The statements that stand for `call` in the function being expanded (whose locals are `names`, those of
        its own `own`), or None when the call stays."""
        name = call.func.name
        callee = self.functions[name]
        if name in self.busy:
            # a function calling itself: written in once, from its own statements, with the arguments' constants
            if self.busy.count(name) > SELF_DEPTH or callee.public or callee.returns != OBJECT or name in self.named:
                return None
            self.busy.append(name)
            callee_names = dict(callee.locals)
            body = self.expand_body(list(callee.body), callee_names,
                                    own_names(callee))
            self.busy.pop()
            body = without_returns(body)
            if body is None:
                return None
            walked = walk_ir(body)
            closure = self.hosts[-1].public and closure_among(walked)
            writes = assigned_among(walked)
        elif self.inlinable(name) or self.action_in_loop(name) or self.step_in_round(name):
            body, walked, closure, writes, callee_names = self.written(callee)
            closure = closure and self.hosts[-1].public
        else:
            return None
        if body is None or closure:
            return None
        args = list(call.args) + [Const(param[2]) for param in callee.params[len(call.args):]]
        renamed, start, known = {}, [], {}

        def fresh(local: str, ctype: str | None) -> str:
            """A name for a local of the callee: its own, unless the function it lands in reads or sets that name
            itself, or holds another type under it (a local of another function written in place before)."""
            taken = own | {n for n, t in names.items() if t != ctype} | {v.name for v in renamed.values()
                                                                           if isinstance(v, Local)}
            base = re.sub(r"_\d+$", "", local)     # a local renamed once before is numbered again from its name
            new, k = local, 1
            while new in taken:
                k += 1
                new = f"{base}{k}" if base.endswith("_") else f"{base}_{k}"     # `_` is `_2`, never a dunder
            if ctype is not None:
                names[new] = ctype
            return new
        for param, arg in zip(callee.params, args):
            if isinstance(arg, (Local, Const)) and param[0] not in writes:
                renamed[param[0]] = arg
                continue
            local = Local(fresh(param[0], param[1]))
            renamed[param[0]] = local
            start.append(Assign(local, arg))
            if isinstance(arg, Const):
                known[local.name] = arg
        for local, ctype in callee_names.items():
            if local not in renamed:
                renamed[local] = Local(fresh(local, ctype))
        for x in walked:     # loop variables are locals too (typed where the callee types them)
            if isinstance(x, (ForRange, ForIn)) and x.var not in renamed:
                renamed[x.var] = Local(fresh(x.var, None))
            # a comprehension's variable too: natively Cython types it as the function it lands in types that name
            # (`x`, a C long there, would be handed a path's id: "an integer is required")
            elif isinstance(x, (ListComp, Aggregate, ListOf)) and x.var and x.var not in renamed:
                renamed[x.var] = Local(fresh(x.var, None))

        def rename(node):
            if isinstance(node, Local) and node.name in renamed:
                new = renamed[node.name]
                return node if new == node else new     # (a local keeping its name: its part of the tree kept)
            if isinstance(node, (ForRange, ForIn, ListComp, Aggregate, ListOf)) and node.var in renamed:
                values = dict(zip(node._fields, node._values()), var=renamed[node.var].name)
                return type(node)(**values)
            return node
        if any(new != Local(old) for old, new in renamed.items()):     # (else every name kept: nothing to make again)
            body = rebuilt(body, rename)
        body = propagated(start + body, known)
        # a constant given to a parameter and read nowhere now is not set at all: read where a local stands in more
        # places than the assignments to it (counted by place: one node may stand in several)
        places, set_at = {}, {}
        for x in walk_ir(body):
            if isinstance(x, Local):
                places[x.name] = places.get(x.name, 0) + 1
            elif isinstance(x, Assign) and isinstance(x.target, Local):
                set_at[x.target.name] = set_at.get(x.target.name, 0) + 1
        read = {name for name, count in places.items() if count > set_at.get(name, 0)}
        body = [s for s in body if not (isinstance(s, Assign) and s in start and isinstance(s.value, Const)
                                        and s.target.name not in read)]
        if not any(not isinstance(s, Comment) for s in body):
            return []       # a function that does nothing here (`start_turn` of a game with no resets)
        return [Inlined(name, tuple(body))]


def inline_small(module: Module, named: set, actions: frozenset = frozenset(), loops: frozenset = frozenset()) -> Module:
    """The module with its small functions written in place at their call sites (Inliner), but for those `named`, and
    the `actions` in the decide `loops`."""
    Inliner(module, named, actions, loops).run()
    return module


def players_walked(module: Module) -> Module:
    """Each loop over the seats that reads its seat only to take the player (`for seat in range(len(s.players)): p =
    s.players[seat]` …) walks the players themselves (`for p in s.players:` …): ~5 bytecodes a player fewer, at
    every turn's start where a flag of every player is reset. Only where the seat's number is read nowhere else in
    the function (after the loop neither), and the body writes no field of the flow's list of players."""
    for fn in module.functions:
        nodes = body_walked(fn)
        loops = {}      # seat variable -> the loops over it of that shape
        for x in nodes:
            if isinstance(x, ForRange) and _walks_players(x):
                loops.setdefault(x.var, []).append(x)
        reads = {}
        for x in nodes:
            if isinstance(x, Local) and x.name in loops:
                reads[x.name] = reads.get(x.name, 0) + 1
        chosen = {var for var, found in loops.items() if reads.get(var, 0) == len(found)}
        if not chosen:
            continue

        def walked(x):
            if isinstance(x, ForRange) and x.var in chosen and _walks_players(x):
                return ForIn(x.body[0].target.name, x.count.args[0], x.body[1:])
            return x
        fn.body = rebuilt(fn.body, walked)
        left = body_walked(fn)
        used = {x.name for x in left if isinstance(x, Local)} | {x.var for x in left if isinstance(x, (ForRange, ForIn))}
        fn.locals = {name: kind for name, kind in fn.locals.items() if name in used or name not in loops}
    return module


def _walks_players(loop) -> bool:
    """Is `loop` `for seat in range(len(<s>.players)): p = <s>.players[seat]` and more, writing nothing of the list?"""
    count = loop.count
    if loop.start is not None or loop.otherwise or not loop.body or not isinstance(count, Call) \
            or count.func != Local("len") or len(count.args) != 1:
        return False
    players = count.args[0]
    if not (isinstance(players, Attr) and players.name == "players" and isinstance(players.obj, Local)):
        return False
    first = loop.body[0]
    if not (isinstance(first, Assign) and first.op == "=" and isinstance(first.target, Local)
            and first.target.name != loop.var and first.value == Item(players, Local(loop.var))):
        return False
    rest = walk_ir(list(loop.body[1:]))
    return not any(isinstance(x, Assign) and (x.target == players or isinstance(x.target, Local)
                                              and x.target.name == players.obj.name)
                   or isinstance(x, Attr) and x.obj == players for x in rest)


def optimised(module: Module, named: set, actions: frozenset = frozenset(), loops: frozenset = frozenset()) -> Module:
    """The module in the shape a careful programmer writes for speed: the passes of this module, in order. The
    functions `named` (the actions and the round's steps: what a reader looks for by name) are never written in
    place; what they call is, and the `actions` are in the decide `loops` (the functions drawing their moves)."""
    return players_walked(inline_small(module, named, actions, loops))
