"""Legal moves counted per block and drawn by index: the decide steps whose actions take several parameters.

Trailblazers' `place_trail` takes a card × spot × turn × mark: listing every tuple (~900 a decision) to draw one is
what fast.py stopped doing (codegen/fast/counted.py), and so does the lowering. Where the loops from some parameter
inward read nothing of each other (each one's values and tests read only itself and the parameters before it),
their moves for one value of the parameters before are every combination of the values each lets through: one
block `(size, action, (arguments before…), (values, values, …))` stands for them. The draw takes `k = int(r * total)`
and finds the block it falls in and, dividing k by the lengths of its values (the last turns fastest), the move the
flat list holds at index k: the same move fast.py draws, so a seed plays the same game. Actions of fewer parameters
in such a step are blocks of one move. A parameter's values: a table's ids (as numbers), a pile's cards or
`distinct(pile)` (as numbers), a list of numbers or of a table's ids, a tableau's open spots (cells:
tableau.py), a figure's exits (strings).
"""
from __future__ import annotations

from ...frontend import ast
from ..pygen import py_name
from ..pytext import comment, identifier
from .unlisted import HeldBlocks, without
from .ir import (LONG, OBJECT, Assign, Attr, Bin, Break, Call, Comment, Cond, Const, Do, ForIn, If, Item,
                 ListComp, ListOf, Local, NotKnown, NotLowerable, Unary, conjoined, conjuncts, reads_of, walk_ir)

S, P = Local("s"), Local("p")

# the decide loop's own locals, which a parameter may not be named like
TAKEN = ("state", "s", "randoms", "observe", "p", "moves", "n", "seat", "move", "action", "picks", "chosen", "total",
         "k", "block", "size", "values", "asked_from")


def counted_param(param) -> bool:
    """Is the parameter one of a tableau's spots or a figure's exits, which counted blocks list?"""
    return isinstance(param.domain, ast.Call) and param.domain.func in ("spots", "exits")


def counted_action(action) -> bool:
    """Is the action listed in counted blocks: several parameters, one over a tableau's spots or a figure's exits?
    Other actions of several parameters are listed by lowering.parameter_loops."""
    return len(action.params) > 1 and any(counted_param(param) for param in action.params)


def is_counted(model, step) -> bool:
    """Does the step list its moves as counted blocks (counted_action)?"""
    return any(counted_action(model.actions[name]) for name in step.actions)


def param_ctype(param) -> str:
    """The C type of a parameter's value in the lowered state: a figure's exit is its string, any other a number
    (an id's number, a spot's cell, a number)."""
    return OBJECT if isinstance(param.domain, ast.Call) and param.domain.func == "exits" else LONG


def spot_params(model) -> set:
    """The names of parameters whose values are a tableau's spots (cells in the lowered state)."""
    return {param.name for action in model.actions.values() for param in action.params
            if isinstance(param.domain, ast.Call) and param.domain.func == "spots"}


class CountedListing:
    """The listing and the draw of one counted step (`lowering.Lowering.decide`)."""

    def __init__(self, lowering, step, scratch: dict):
        self.low, self.step, self.scratch = lowering, step, scratch
        self.splits: dict = {}      # action name -> the first parameter counted in blocks (len(params): none)
        self.merged: set = set()    # the actions whose blocks of every value of their last parameter before the split
        #                             may be one block (`merged_block`), drawn under the action's number + len(actions)
        self.fixed: dict = {}       # (block's action number, parameter's index) -> the values every block of that number
        #                             lists for it, where the module's data alone says them (`fixed_values`)
        self.opened = []            # per action, the parts of its test that read the game's options only (`listing`)
        self.guard = None           # a test of the options alone without which the step lists no move (`listing`)
        self.held = None            # the blocks held in locals where the random playout's loop lists them (`hold`)
        self.hoisted = []           # what the listing works out before the actions' listings (`listing`)
        scratch.update({"total": LONG, "k": LONG, "size": LONG, "block": OBJECT, "values": OBJECT})

    # ------------------------------------------------------------ the listing
    def listing(self) -> list:
        if self.step.optional:
            raise NotLowerable(f"the optional step '{self.step.name}' of an action of several parameters",
                               self.step.span)
        moves = Local("moves")
        out = [Comment(f"the legal moves of {comment(self.step.name)}, counted: blocks (size, action, arguments, "
                       "values of the parameters counted)"),
               Assign(moves, Attr(S, "moves")), Do(Call(Attr(moves, "clear"), ())), Assign(Local("total"), Const(0))]
        hoisted: list = []
        body = []
        for code, name in enumerate(self.step.actions):
            action = self.low.model.actions[name]
            if action.cost is not None:
                raise NotLowerable(f"the action '{name}' with a cost", action.span)
            effect = self.low.effect(self.scratch, hoist=hoisted)
            body += self.action_listing(code, action, effect)
        if all(self.opened) and all(settled(x.value) for x in hoisted if isinstance(x, Assign)) \
                and all(isinstance(x, Assign) for x in hoisted):
            # every action is open only under options (Trailblazers' `first_move` in the Adventurer mode alone): where
            # they say no, the step lists nothing for any seat, which its random playout tests once (`Lowering.decide`)
            guards = [conjoined(parts) for parts in self.opened]
            self.guard = guards[0]
            for guard in guards[1:]:
                self.guard = Bin("or", self.guard, guard)
        self.hoisted = hoisted
        return out + hoisted + body

    def action_listing(self, code: int, action, effect) -> list:
        params = action.params
        names = [py_name(param.name) for param in params]
        for param, var in zip(params, names):
            if var in TAKEN:
                raise NotLowerable(f"the parameter '{param.name}' named like a local of the decide loop", param.span)
            ctype = param_ctype(param)
            if self.scratch.get(var, ctype) != ctype:
                raise NotLowerable(f"the parameter '{param.name}' of two kinds in one step", param.span)
            self.scratch[var] = ctype
        domains = [self.domain(action, param, var, effect) for param, var in zip(params, names)]
        tests: dict = {}
        for part in (conjuncts(effect.expr(action.when)) if action.when is not None else []):
            read = reads_of(part, set(names))
            tests.setdefault(max((names.index(v) for v in read), default=-1), []).append(part)
        self.opened.append([part for part in tests.get(-1, []) if options_only(part)])
        reads = [{names.index(v) for v in reads_of([domains[j]] + tests.get(j, []), set(names))}
                 for j in range(len(params))]
        split = self.split(reads)
        self.splits[action.name] = split
        # the values of a counted parameter that read no other (a tableau's spots) are listed once, not per block
        once = [j for j in range(split, len(params)) if split and not reads[j] and not tests.get(j)]
        inner = self.block(code, names, domains, tests, split, once)
        for j in reversed(range(split)):
            inner = [ForIn(names[j], domains[j], self.tested(tests.get(j), inner))]
            merged = self.merged_block(code, names, domains, tests, split, once) if j == split - 1 else None
            if merged is not None:      # what the values read of this parameter is tested once: one block for all
                self.merged.add(action.name)
                inner = [If(((merged[0], merged[1]),), inner)]
        for j in reversed(once):        # none of them empty, tested once before the loops rather than per block
            if not self.fixed_values(domains[j]):       # (values the module's data gives are known not to be empty)
                inner = [If(((Local(f"values_{names[j]}"), inner),))]
        listed = [Assign(Local(f"values_{names[j]}"), domains[j]) for j in once]
        return self.tested(tests.get(-1), listed + inner)

    @staticmethod
    def split(reads: list) -> int:
        """The first parameter of those counted as a product (two or more, each reading none of the others), or the
        number of parameters where the moves are listed one by one."""
        n = len(reads)
        for s in range(n - 1):
            if all(not (reads[j] & set(range(s, n))) - {j} for j in range(s, n)):
                return s
        return n

    @staticmethod
    def tested(parts, body) -> list:
        if not parts:
            return body
        return [If(((conjoined(parts), body),))]

    def block(self, code: int, names: list, domains: list, tests: dict, split: int, once: list,
              chosen: dict | None = None) -> list:
        """The block appended for one value of the parameters before `split`: the values each counted parameter
        lets through, listed one after the other while none is empty (`chosen`: a parameter's values worked out
        already, by merged_block)."""
        moves, total = Local("moves"), Local("total")
        before = ListOf(tuple(Local(v) for v in names[:split]), tuple=True)
        if split == len(names):
            return [Do(Call(Attr(moves, "append"), (ListOf((Const(1), Const(code), before, ListOf((), tuple=True)),
                                                           tuple=True),))),
                    Assign(total, Const(1), "+=")]
        values = [Local(f"values_{v}") for v in names[split:]]
        for local in values:
            self.scratch[local.name] = OBJECT
        listings, fixed = {}, {}
        for j in range(split, len(names)):
            var = names[j]
            listings[j] = chosen[j] if chosen and j in chosen else domains[j] if not tests.get(j) else (
                self.sorted_once(self.step.actions[code], names[j], domains[j], conjoined(tests[j]))
                or ListComp(Local(var), var, domains[j], conjoined(tests[j])))
            # (the values of a parameter listed once: its domain where no test filters it; merged_block's card, tested,
            # is listed filtered)
            fixed[j] = self.fixed[(code, j)] = self.fixed_values(
                listings[j] if j not in once else domains[j] if not tests.get(j) else None)
        # the block's size: the product of its values' numbers, a number the data says written as it is (none of 1)
        factors = [Call(Local("len"), (values[j - split],)) if fixed[j] is None else Const(len(fixed[j]))
                   for j in range(split, len(names)) if fixed[j] is None or len(fixed[j]) != 1]
        size = factors[0] if factors else Const(1)
        for factor in factors[1:]:
            size = Bin("*", size, factor)
        body = [Assign(Local("size"), size),
                Do(Call(Attr(moves, "append"), (ListOf((Local("size"), Const(code), before,
                                                        ListOf(tuple(values), tuple=True)), tuple=True),))),
                Assign(total, Local("size"), "+=")]
        for j in reversed(range(split, len(names))):
            local = values[j - split]
            body = body if j in once else [Assign(local, listings[j]), If(((local, body),))] if not fixed[j] else [
                Assign(local, listings[j])] + body
        return body

    def fixed_values(self, listed) -> tuple | None:
        """The values a parameter's listing gives, where the module's data alone says them and they are not none
        (`(0, 180)`, `PLACE_TRAIL_MARK_ALONE`): the draw then divides k by their number as a constant, and takes the
        only one of one value without dividing (`taken`). None where the listing reads the state."""
        if listed is None:
            return None
        try:
            values = self.low.known(listed, {})
        except NotKnown:
            return None
        return tuple(values) if isinstance(values, tuple) and values else None

    def merged_block(self, code: int, names: list, domains: list, tests: dict, split: int, once: list):
        """(a test, the statements of one block) standing for the blocks of every value of the last parameter before the
        split, when the test holds: where each counted parameter's values that read that parameter are chosen by
        `sorted_once` (`PLACE_TRAIL_MARK_PASSING if my_animals_in_play and … else PLACE_TRAIL_MARK_ALONE`) and the
        choice's first parts read no parameter, the values are the same for every card once those parts are false (the
        standard game of Trailblazers: no animals). The block's values are then the card's values and the others: the
        same moves in the same order (the card turns slowest), so the same draw. None where the listing is not so."""
        last = split - 1
        if last < 0:
            return None
        var, chosen, parts = names[last], {}, []
        for j in range(split, len(names)):
            if j in once:
                continue
            listed = self.sorted_once(self.step.actions[code], names[j], domains[j], conjoined(tests[j])) \
                if tests.get(j) else domains[j]
            if not reads_of(listed, {var}):
                chosen[j] = listed
                continue
            if not isinstance(listed, Cond) or reads_of([listed.then, listed.otherwise], set(names)):
                return None
            leading = []
            for part in conjuncts(listed.cond):
                if reads_of(part, set(names)) or not settled(part):
                    break
                leading.append(part)
            if not leading:
                return None
            parts += leading
            chosen[j] = listed.otherwise
        if not parts:
            return None
        values = Local(f"values_{var}")
        listed = domains[last] if not tests.get(last) else ListComp(Local(var), var, domains[last],
                                                                     conjoined(tests[last]))
        block = self.block(len(self.step.actions) + code, names, domains, tests, last, once + [last], chosen)
        return Unary("not", conjoined(parts)), [Assign(values, listed), If(((values, block),))]

    def sorted_once(self, action: str, var: str, domain, test):
        """The values of a parameter whose values are known here (`mark: animal_marks`) and whose test, worked out
        for each value, leaves at most one part that does not read it (`mark == bare or (animals_in_play() and …)`):
        two tuples of the module, the values that pass with that part true and with it false, chosen by testing it
        once (`PLACE_TRAIL_MARK_PASSING if animals_in_play() and … else PLACE_TRAIL_MARK_ALONE`), where a list
        comprehension tested every value for every block. None where the test does not split so."""
        try:
            known = self.low.known(domain, {})
            left = [(value, residual(self.low, test, var, value)) for value in known]
        except NotKnown:
            return None
        rest = {id(part): part for _value, part in left if not isinstance(part, Const)}
        if len(rest) > 1 or not all(isinstance(value, int) for value in known):
            return None
        alone = tuple(value for value, part in left if isinstance(part, Const) and part.value)
        if not rest:
            return ListOf(tuple(Const(value) for value in alone), tuple=True)
        passing = tuple(value for value, part in left if not isinstance(part, Const) or part.value)
        prefix = f"{action}_{var}".upper()
        return Cond(next(iter(rest.values())), self.low.constant(identifier(f"{prefix}_PASSING"), passing),
                    self.low.constant(identifier(f"{prefix}_ALONE"), alone))

    def domain(self, action, param, var: str, effect):
        """The values of a parameter, as the lowered state holds them, in rules.py's order."""
        low, node = self.low, param.domain
        kind = low.resolver.kinds.get(id(node), ("any",))
        if isinstance(node, ast.Name) and kind[0] == "table":
            return Call(Local("range"), (Const(len(low.ids(kind[1]))),))
        if isinstance(node, ast.Name) and kind[0] == "zone" and kind[1] in low.model.tables:
            if effect.held_as_numbers(effect.pile(node)):      # its numbers already: a copy, which a card laid leaves
                return Call(Local("list"), (effect.pile(node),))
            return self.card_numbers(kind[1], effect.pile(node), var)
        if isinstance(node, ast.Call) and node.func == "distinct" and len(node.args) == 1:
            pile = low.resolver.kinds.get(id(node.args[0]), ("any",))
            if pile[0] == "zone" and pile[1] in low.model.tables:
                low.imports["runtime.api"].add("distinct")
                if effect.held_as_numbers(effect.pile(node.args[0])):
                    return Call(Local("distinct"), (effect.pile(node.args[0]),))
                return self.card_numbers(pile[1], Call(Local("distinct"), (effect.pile(node.args[0]),)), var)
        if isinstance(node, ast.Call) and node.func == "spots":
            return effect.spots_values(node)
        if isinstance(node, ast.Call) and node.func == "exits":
            return effect.figure_call(node)
        if isinstance(node, ast.ListLit) and all(isinstance(item, ast.Number) for item in node.items):
            return ListOf(tuple(Const(item.value) for item in node.items), tuple=True)
        table = low.param_table(action, param)
        if isinstance(node, ast.ListLit) and table is not None:
            ids = low.ids(table)
            if all(isinstance(item, ast.Name) and item.name in ids for item in node.items):
                return ListOf(tuple(Const(ids.index(item.name)) for item in node.items), tuple=True)
        raise NotLowerable("a parameter's values not a table's ids, a pile's cards, a list or a tableau's spots",
                           param.span)

    def card_numbers(self, table: str, pile, var: str):
        """`[CARDS_NUMBERS[c] for c in pile]`: a pile's cards as their numbers."""
        numbers = Local(self.low.table_ids(table).replace("_IDS", "_NUMBERS"))
        card = f"{var}_id"
        return ListComp(Item(numbers, Local(card)), card, pile)

    # ------------------------------------------------------------ the draw
    def draw_and_act(self, seat) -> list:
        """The k-th move of the blocks (`k = int(r * total)`, none drawn where `auto: single` leaves one), its
        action called with the arguments of its block and the values k falls on, the move counted."""
        def call(name, *args):
            return Call(Local(name), args)
        draw = [If(((Bin("is not", Local("observe"), Const(None)), [
                    Do(call("raise_state", Local("state"), S)), Do(call("observe", Local("state")))]),)),
                Assign(Local("agent_random"), Item(Local("randoms"), seat)),
                Assign(Local("k"), call("int", Bin("*", Call(Attr(Local("agent_random"), "random")), Local("total"))))]
        if self.step.auto == "single":
            draw = [If(((Bin("==", Local("total"), Const(1)), [Assign(Local("k"), Const(0))]),), draw)]
        return draw + (self.held.taken(seat) if self.held is not None else self.taken(seat))

    def options_first(self, body: list, listing: list) -> list:
        """The random playout's loop `body` with the locals the listing works out from the game's options alone
        (`my_animals_in_play = s.option_animal_module == 1 or …`, hoisted from the actions' tests) set once before
        it, not at every pick: no effect changes an option. Each such local is set in one place of the listing."""
        times = {}
        for x in walk_ir(listing):
            if isinstance(x, Assign) and isinstance(x.target, Local):
                times[x.target.name] = times.get(x.target.name, 0) + 1
        first = [stmt for stmt in self.hoisted if isinstance(stmt, Assign) and isinstance(stmt.target, Local)
                 and stmt.op == "=" and times.get(stmt.target.name) == 1 and options_only(stmt.value)]
        if not first:
            return body
        return first + without(body, lambda stmt: stmt in first)

    def hold(self, listing: list) -> list:
        """The listing of the random playout's loop, its blocks outside loops held in locals (unlisted.py) where they
        can be; `draw_and_act` then takes the move from them."""
        held = HeldBlocks(self, listing)
        made = held.made()
        if made is None:
            return listing
        self.held = held
        return made

    def taken(self, seat) -> list:
        """The k-th move of the blocks in `moves` taken (the random playout's draw, and the agents' path's
        `<step>_drawn` for ISMCTS): its action called with the arguments of its block and the values k falls on, the
        move counted."""
        n = len(self.step.actions)
        return self.found_in_list([c for code in range(n) for c in (code, code + n)], seat) + self.counted_move(seat)

    def found_in_list(self, codes, seat) -> list:
        """The block of `moves` k falls in, found, and the move of it taken: `codes` the action numbers its blocks
        may have (an action's, or its number + len(actions) for a merged block: `merged_block`)."""
        block, k = Local("block"), Local("k")
        find = [ForIn("block", Local("moves"), [If(((Bin("<", k, Item(block, Const(0))), [Break()]),)),
                                                 Assign(k, Item(block, Const(0)), "-=")])]
        act = [(Bin("==", Local("action"), Const(code)),
                self.move_taken(code, seat, lambda j, b=block: Item(Item(b, Const(2)), Const(j)),
                                lambda place, b=block: Item(Item(b, Const(3)), Const(place))))
               for code in codes if self.has_code(code)]
        if len(act) == 1:       # blocks of one number: no test of it
            return find + act[0][1]
        return find + [Assign(Local("action"), Item(block, Const(1))), If(tuple(act))]

    def has_code(self, code: int) -> bool:
        """Is `code` the number of a block the listing may make: an action's, or a merged block's (`merged_block`)?"""
        actions = self.step.actions
        return code < len(actions) or code < 2 * len(actions) and actions[code - len(actions)] in self.merged

    def counted_move(self, seat) -> list:
        """After the action: the move counted, the game's `after_action`, the step's cost before it all."""
        def call(name, *args):
            return Call(Local(name), args)
        moved = Attr(S, "turn_moves")
        done = [Assign(moved, Const(1), "+="),
                If(((Bin(">", moved, Attr(S, "max_moves")), [Do(call("too_many_moves", S, seat))]),))]
        if self.low.model.after_action is not None:     # the action resolved: the game's after_action, as `acted`
            done.append(Do(call("after_action", S)))
        return done

    def fixed_at(self, code: int, place: int) -> bool:
        """Are the values at `place` of a block of number `code` the module's data (`fixed_values`), which the draw
        divides by as a constant rather than reading them from the block?"""
        actions = self.step.actions
        split = self.splits[actions[code % len(actions)]] - (code >= len(actions))
        return self.fixed.get((code, split + place)) is not None

    def move_taken(self, code: int, seat, argument, values) -> list:
        """The move k falls on in a block of number `code` taken: the values of its counted parameters from k
        (`values(place)`: the block's place-th values), the arguments before them (`argument(j)`), the action called
        with them. A parameter of one value the module's data says is handed over as that value, which the action
        written in place works out (`mark == 1` of Trailblazers' standard game)."""
        actions = self.step.actions
        name = actions[code % len(actions)]
        names = [py_name(param.name) for param in self.low.model.actions[name].params]
        split = self.splits[name] - (code >= len(actions))
        body = [] if self.step.cost is None else self.low.effect({}).block((ast.Pay(self.step.cost.span, self.step.cost),))
        body += [Assign(Local(v), argument(j)) for j, v in enumerate(names[:split])]
        for j in reversed(range(split, len(names))):
            body += self.value_taken(values(j - split), code, j, names[j], last=j == split)
        args = [S, P]
        if self.low.asking[name]:
            args += [Item(Local("randoms"), seat), Const(self.step.auto == "single")]
        for j, v in enumerate(names):
            fixed = self.fixed.get((code, j)) if j >= split else None
            args.append(Const(fixed[0]) if fixed is not None and len(fixed) == 1 else Local(v))
        body.append(Do(Call(Local(self.low.action_function[name]), tuple(args))))
        return body

    def value_taken(self, listed, code: int, j: int, var: str, last: bool = False) -> list:
        """The value of parameter `j` that k falls on in a block of action number `code` (its values `listed`), k
        divided by their number: where the module's data says them (`fixed_values`), a single one handed over as it
        is (`move_taken`), a table's numbers as k modulo their number, else read from a tuple of the module, none of
        them from the block (Trailblazers' `mark` and `turn`: ~20 bytecodes a pick fewer). The `last` one taken (the
        parameter turning slowest) is k itself, left below its number by the divisions before: no modulo, no
        division."""
        k = Local("k")
        fixed = self.fixed.get((code, j))
        if fixed is None:
            values = Local("values")
            held = [] if isinstance(listed, Local) else [Assign(values, listed)]
            values = listed if isinstance(listed, Local) else values
            if last:
                return held + [Assign(Local(var), Item(values, k))]
            return held + [Assign(Local(var), Item(values, Bin("%", k, Call(Local("len"), (values,))))),
                           Assign(k, Call(Local("len"), (values,)), "//=")]
        if len(fixed) == 1:
            return []
        at = k if last else Bin("%", k, Const(len(fixed)))
        value = at if fixed == tuple(range(len(fixed))) else Item(ListOf(tuple(Const(v) for v in fixed), tuple=True), at)
        return [Assign(Local(var), value)] + ([] if last else [Assign(k, Const(len(fixed)), "//=")])


def options_only(node) -> bool:
    """Does this test read nothing but the game's options (`s.option_mode == 1`), which no effect changes, and
    numbers, by comparisons and `and`/`or`/`not`? Then it says the same for every seat and every pick of a game."""
    nodes = walk_ir(node)
    return any(isinstance(x, Attr) for x in nodes) and all(
        isinstance(x, Const) or x == S or isinstance(x, Attr) and x.obj == S and x.name.startswith("option_")
        or isinstance(x, Bin) and x.op in ("==", "!=", "<", "<=", ">", ">=", "and", "or")
        or isinstance(x, Unary) and x.op == "not" for x in nodes)


def settled(node) -> bool:
    """Can this part of a test not fail, whatever the state (names, fields, numbers, comparisons, `not`)? Only
    such a part is worked out before the values' loop where the listing works it out inside it."""
    return all(isinstance(x, (Local, Attr, Const, Unary)) or isinstance(x, Bin) and x.op not in ("//", "%")
               for x in walk_ir(node))


def residual(lowering, node, var: str, value):
    """What is left of a test once `var` is `value`: a Const where the test is worked out, else the one part of it
    that does not read `var` (an `or`/`and` whose other side is worked out). NotKnown where more is left."""
    if var not in reads_of(node, {var}):
        try:
            return Const(bool(lowering.known(node, {})))
        except NotKnown:
            return node
    if isinstance(node, Bin) and node.op in ("and", "or"):
        left, right = residual(lowering, node.left, var, value), residual(lowering, node.right, var, value)
        for known, other in ((left, right), (right, left)):
            if isinstance(known, Const):
                return Const(known.value) if known.value == (node.op == "or") else other
        raise NotKnown("a test of two parts left")
    if isinstance(node, Unary) and node.op == "not":
        inner = residual(lowering, node.operand, var, value)
        if isinstance(inner, Const):
            return Const(not inner.value)
        raise NotKnown("a negated part left")
    return Const(bool(lowering.known(node, {var: value})))
