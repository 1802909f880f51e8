"""One function per decide step that lists all its legal moves: the simulator's hot path.

Each action keeps its own readable `<action>_moves`; this module writes, for every decide
step, `<phase>_<step>_choices(state, p)`, which returns the same (action, argument tuples)
groups as asking each action in turn, in the same order, but is written the way a careful
programmer writes a fast move generator:

- the game's functions are inlined (they are pure expressions), so a test costs no calls;
- a value that does not change inside a loop is worked out once, before that loop
  (`trail_cost_route` once per route, not once per route and colour), and a value
  several actions need is worked out once for all of them;
- a costly value that changes with the inner loop only is remembered per value of its
  variable across the outer loop (`can_pay_part_colour`);
- fields the loops read are read once into locals, a table row once per turn of its loop,
  and a parameter choosing from a short written list gets one test per choice.

Hoisting must never evaluate something the plain code would not have evaluated, unless
that cannot fail: a value is moved earlier only when it is *total* (it can be computed for
any state: field reads, arithmetic without division, tests, a table row of an id known to
be one of the table's own…) or when the plain code evaluates it unconditionally at that
very point anyway. A remembered value is looked up where the plain code stands and worked
out there the first time. tests/compiler/test_choices.py checks, on a game built to trip
this and at every decision of many games of every game, that the groups are exactly those
of the per-action functions.
"""
from __future__ import annotations

import re

from ..frontend import ast
from .pygen import PRECEDENCE, PyGen, const_name, py_name
from ..frontend.resolve import GRAPH_CALLS, TABLEAU_CALLS

NOTHING = frozenset()  # reads no loop variable: the same everywhere in the function
INLINE_DEPTH = 8       # functions calling functions: inline this deep, then call
SIMPLE_ARG = re.compile(r"^(?:[A-Za-z_][A-Za-z_0-9]*|-?\d+|'[A-Za-z_0-9 ]*')$")


class Local:
    """What a name means inside the generated function: its code, what it changes with, facts about it."""
    __slots__ = ("code", "reads", "total", "table")

    def __init__(self, code: str, reads: frozenset, total: bool = True, table: str | None = None):
        self.code = code
        self.reads = reads      # the loop levels (and aggregate elements) its value changes with
        self.total = total      # can be evaluated in any state without failing
        self.table = table      # the table whose ids it is known to hold, if any


def _point(level: int, after_test: bool) -> int:
    """Where a line goes: before (even) or after (odd) the test of loop `level` (-1: the action)."""
    return 2 * (level + 1) + (1 if after_test else 0)


class StepChoices(PyGen):
    """Writes the choices function of one decide step."""

    def __init__(self, model, resolver, reserved: set, designer_names: set):
        super().__init__(model, resolver)
        self.reserved = set(reserved)             # module-level and Python names: never a local here
        self.designer_names = set(designer_names)  # names the definitions bind: not for made-up locals
        self.frames: list[dict] = []    # innermost last: designer name -> Local
        self.temps: dict = {}           # code -> (name, point)
        self.names: set = set()
        self.blocks: dict = {}          # point -> lines
        self.point = 0
        self.unconditional = True
        self.inline_depth = 0
        self.used_point = 0             # the latest point of any temp read by the code being written
        self.loop_vars: list = []       # the variable of each loop of the action being written
        self.inlining: list = []        # the functions being inlined, innermost last
        self.remembering = False        # writing a value that is itself remembered per loop value
        self.aggregate_names: dict = {}  # id(aggregate) -> the name of its variable here

    # ------------------------------------------------------------ names
    def lookup(self, name: str) -> Local | None:
        for frame in reversed(self.frames):
            if name in frame:
                return frame[name]
        return None

    def visible(self) -> set:
        names = set(self.names) | {t[0] for t in self.temps.values()}
        for frame in self.frames:
            for local in frame.values():
                names.update(re.findall(r"[A-Za-z_][A-Za-z_0-9]*", local.code))
        return names

    def fresh(self, base: str) -> str:
        base = re.sub(r"[^A-Za-z_0-9]", "_", base).strip("_") or "value"
        taken = self.reserved | self.designer_names | self.names | {t[0] for t in self.temps.values()}
        name, n = base, 2
        while name in taken or not name.isidentifier():
            name, n = f"{base}_{n}", n + 1
        self.names.add(name)
        return name

    # ------------------------------------------------------------ facts about an expression
    def local_of(self, node) -> Local | None:
        if isinstance(node, ast.Index) and self._kind(node.obj)[0] == "table":
            node = node.key     # `routes[route]` is the id `route`
        if isinstance(node, ast.Name):
            b = self.bindings.get(id(node))
            if b is not None and b.category == "local":
                return self.lookup(b.name)
        return None

    def facts(self, node) -> tuple[frozenset, bool]:
        """(what it reads that changes here: loop levels, and markers of aggregate variables; is it total)."""
        if isinstance(node, (ast.Number, ast.Bool, ast.String, ast.Range)):
            return NOTHING, True
        if isinstance(node, ast.Name):
            b = self.bindings.get(id(node))
            if b is not None and b.category == "local":
                local = self.lookup(b.name)
                return (local.reads, local.total) if local is not None else (frozenset({"?"}), False)
            return NOTHING, True
        if isinstance(node, ast.Field):
            reads, total = self.facts(node.obj)
            kind = self._kind(node.obj)
            if kind[0] == "id":
                column = self.model.tables[kind[1]].columns.get(node.name, ("any",))
                local = self.local_of(node.obj)
                known = local is not None and local.table == kind[1]
                return reads, total and known and column[0] not in ("condition", "value")
            return reads, total and kind[0] == "player" and node.name != "score"
        if isinstance(node, ast.Index):
            reads, total = self.combine(node.obj, node.key)
            kind = self._kind(node.obj)
            if kind[0] == "table":
                return reads, total
            if kind[0] == "map":
                local = self.local_of(node.key)
                return reads, total and local is not None and local.table == kind[1]
            return reads, False
        if isinstance(node, ast.Call):
            reads, total = self.combine(*node.args)
            if node.of is not None:
                return reads | self.facts(node.of)[0], False
            if node.func in self.model.functions:
                fn = self.model.functions[node.func]
                if self.inline_depth >= INLINE_DEPTH:
                    return reads, False
                frame = {}
                for param, arg in zip(fn.params, node.args):
                    arg_reads, arg_total = self.facts(arg)
                    local = self.local_of(arg)
                    frame[param] = Local("", arg_reads, arg_total, local.table if local else None)
                self.frames.append(frame)
                self.inline_depth += 1
                try:
                    body_reads, body_total = self.facts(fn.body)
                finally:
                    self.frames.pop()
                    self.inline_depth -= 1
                return reads | body_reads, total and body_total
            if node.func in GRAPH_CALLS or node.func in TABLEAU_CALLS or node.func in ("count", "abs"):
                return reads, total     # a tableau builtin reads a list of placements: it cannot fail
            if node.func in ("min", "max"):
                return reads, total and len(node.args) >= 2
            return reads, False
        if isinstance(node, ast.Aggregate):
            reads, total = self.facts(node.source)
            marker = ("element", id(node))
            self.frames.append({node.var: Local("", frozenset({marker}), True, self.id_table(node.source))})
            try:
                for part in (node.item, node.filter):
                    if part is not None:
                        part_reads, part_total = self.facts(part)
                        reads, total = reads | (part_reads - {marker}), total and part_total
            finally:
                self.frames.pop()
            return reads, total
        if isinstance(node, ast.BinOp):
            reads, total = self.combine(node.left, node.right)
            if node.op in ("/", "%"):
                total = total and isinstance(node.right, ast.Number) and node.right.value != 0
            return reads, total
        if isinstance(node, (ast.Not, ast.Neg)):
            return self.facts(node.operand)
        if isinstance(node, ast.Conditional):
            return self.combine(node.cond, node.then, node.otherwise)
        if isinstance(node, ast.ListLit):
            return self.combine(*node.items)
        return frozenset({"?"}), False

    def combine(self, *nodes) -> tuple[frozenset, bool]:
        reads, total = NOTHING, True
        for n in nodes:
            r, t = self.facts(n)
            reads, total = reads | r, total and t
        return reads, total

    def id_table(self, source) -> str | None:
        """The table whose ids iterating `source` yields, when that is certain."""
        kind = self._kind(source)
        if kind[0] in ("table", "zone", "set") and len(kind) > 1 and kind[1] in self.model.tables:
            return kind[1]
        return None

    # ------------------------------------------------------------ writing code
    def expr(self, node, parent: int = 0) -> str:
        name = self.hoisted(node)
        if name is None and isinstance(node, (ast.BinOp, ast.Conditional)):
            name = self.remembered_part(node)
        if name is not None:
            return name
        return super().expr(node, parent)

    def remembered_part(self, node) -> str | None:
        """A costly part of a test that reads only the inner loop's variable, remembered per value.

        Trek's `can_pay(route, colour)` is "cards of the colour + wilds + triples >= the trail's
        cost": the left side depends on the colour alone, so it is worked out once per colour.
        """
        here = self.point // 2 - 1
        if here < 1 or self.remembering or self.facts(node)[0] != {here} or not self.calls_functions(node):
            return None
        outer, self.used_point, self.remembering = self.used_point, 0, True
        try:
            code, _prec = getattr(self, "x_" + type(node).__name__)(node)
        finally:
            self.remembering = False
        floor, self.used_point = self.used_point, outer
        base = f"{self.inlining[-1]}_part" if self.inlining else "part"
        return self.remembered(f"{base}_{self.loop_vars[here]}", code, floor, -1, here)

    def calls_functions(self, node) -> bool:
        return any(isinstance(n, ast.Call) and n.func in self.model.functions for n in node.walk())

    def x_Field(self, n):
        """A row of a table the loop's variable walks is looked up once per turn of the loop."""
        local = self.local_of(n.obj)
        kind = self._kind(n.obj)
        if kind[0] != "id" or local is None or local.table != kind[1] or local.code not in self.loop_vars:
            return super().x_Field(n)
        if self.model.tables[kind[1]].columns.get(n.name, ("any",))[0] in ("condition", "value"):
            return super().x_Field(n)
        level = self.loop_vars.index(local.code)
        code = f"{const_name(kind[1])}[{local.code}]"
        if code not in self.temps:
            name = self.fresh(f"{local.code}_row")
            self.blocks.setdefault(_point(level, False), []).append(f"{name} = {code}")
            self.temps[code] = (name, _point(level, False))
        name, point = self.temps[code]
        self.used_point = max(self.used_point, point)
        return f'{name}["{n.name}"]', 9

    def hoisted(self, node) -> str | None:
        """A local holding `node`'s value, made (or reused) where that is safe and saves work."""
        if isinstance(node, ast.Name):
            b = self.bindings.get(id(node))
            if b is None or b.category not in ("pfield", "gfield") or self.point < _point(0, False):
                return None
            kind = "field"
        elif isinstance(node, ast.Call) and node.func in self.model.functions:
            kind = "call"
        elif isinstance(node, ast.Call) and node.of is None and (node.func in TABLEAU_CALLS or node.func in GRAPH_CALLS):
            if self.point < _point(0, False):
                return None     # outside every loop it is worked out once as written
            kind = "board"      # a search of the board: `spots(area)` walked once per card of the hand
        elif isinstance(node, ast.Field) and self._kind(node.obj)[0] == "id":
            kind = "row"
        else:
            return None
        reads, total = self.facts(node)
        if any(not isinstance(r, int) for r in reads):
            return None     # it reads an aggregate's element: it belongs inside the aggregate
        level = max(reads, default=-1)
        outer = self.used_point
        self.used_point = 0
        code, _prec = getattr(self, "x_" + type(node).__name__)(node)
        floor, self.used_point = self.used_point, outer
        known = self.temps.get(code)
        if known is not None and known[1] <= self.point:
            self.used_point = max(self.used_point, known[1])
            return known[0]
        here = self.point // 2 - 1          # the loop being written (-1: none yet)
        if level >= here >= 0 or (kind == "row" and level >= here):
            # It changes with this very loop. If it does not change with the loop around it, and
            # is worth it, each value is remembered across that outer loop's turns.
            outer_reads = max((r for r in reads if r < here), default=-1)
            if kind == "call" and outer_reads < here - 1 and not self.remembering and self.costly(node.func):
                return self.remembered(self.temp_name(node, kind), code, floor, outer_reads, here)
            return None
        if not total and not self.unconditional:
            return None
        if not total:
            point = self.point
        elif level == -1 and kind != "board":
            point = 0
        elif level == -1:
            point = min(self.point, _point(-1, True))   # costly: not before the action's own test
        elif self.point in (_point(level, False), _point(level, True)):
            point = self.point
        else:
            point = _point(level, True)
        point = max(point, floor)
        name = self.fresh(self.temp_name(node, kind))
        self.blocks.setdefault(point, []).append(f"{name} = {code}")
        self.temps[code] = (name, point)
        self.used_point = max(self.used_point, point)
        return name

    def remembered(self, base: str, code: str, floor: int, outer_reads: int, here: int) -> str:
        """`code`, worked out once per value of loop `here`'s variable, kept across the outer loops' turns.

        The lookup stands where the plain code stands, and the value is computed there when it is
        first needed, so nothing is evaluated that the plain code would not evaluate.
        """
        point = max(_point(outer_reads, True), floor if floor < _point(here, False) else 0)
        key = self.loop_vars[here]
        memo = f"memo:{code}"
        if memo not in self.temps:
            name = self.fresh(base)
            self.blocks.setdefault(point, []).append(f"{name} = {{}}")
            self.temps[memo] = (name, point)
        name = self.temps[memo][0]
        self.used_point = max(self.used_point, floor, self.temps[memo][1])
        return f"({name}[{key}] if {key} in {name} else {name}.setdefault({key}, {code}))"

    def costly(self, function: str, seen: frozenset = frozenset()) -> bool:
        """Does this function loop (an aggregate, a search of the board), itself or through those it calls?"""
        for n in self.model.functions[function].body.walk():
            if isinstance(n, ast.Aggregate) and (n.func != "count" or self.counted_operand(n) is None):
                return True     # (a count of one card in a pile is a single list.count: cheap)
            if isinstance(n, ast.Call) and (n.func in GRAPH_CALLS or n.func in TABLEAU_CALLS):
                return True
            if isinstance(n, ast.Call) and n.func in self.model.functions and n.func not in seen:
                if self.costly(n.func, seen | {function}):
                    return True
        return False

    def temp_name(self, node, kind: str) -> str:
        if kind == "field":
            b = self.bindings[id(node)]
            taken = self.reserved | self.designer_names
            if b.name in taken:     # the field shares its name with an action or function: say whose it is
                return ("my_" if b.category == "pfield" else "shared_") + b.name
            return b.name
        if kind == "row":
            local = self.local_of(node.obj)
            return f"{local.code if local else 'row'}_{node.name}"
        words = []
        for arg in node.args:
            if isinstance(arg, ast.String):
                words.append(arg.value)
            elif isinstance(arg, ast.Name) and self.bindings[id(arg)].category in ("sym", "const"):
                words.append(arg.name)
            elif kind == "board" and isinstance(arg, ast.Name) and self.bindings[id(arg)].category in ("pfield", "gfield"):
                words.append(arg.name)      # `spots_area`: the field searched
            elif isinstance(arg, ast.Number):
                words.append(str(arg.value))
            else:
                local = self.local_of(arg)
                words.append(local.code if local is not None else "of")
        return "_".join([node.func] + words) if words else "my_" + node.func

    def x_Name(self, n):
        b = self.bindings[id(n)]
        if b.category == "local":
            local = self.lookup(b.name)
            if local is not None:
                temp = next((t for t in self.temps.values() if t[0] == local.code), None)
                if temp is not None:
                    self.used_point = max(self.used_point, temp[1])
                return local.code, (9 if SIMPLE_ARG.match(local.code) else 0)
        return super().x_Name(n)

    def x_Call(self, n):
        fn = self.model.functions.get(n.func)
        if fn is None or n.of is not None or self.playerless(n) or self.inline_depth >= INLINE_DEPTH:
            return super().x_Call(n)     # (a function of another player reads their fields: not inlined)
        args = [self.expr(a) for a in n.args]
        body_uses = [sum(1 for x in fn.body.walk() if isinstance(x, ast.Name) and x.name == param)
                     for param in fn.params]
        if not all(SIMPLE_ARG.match(code) or uses <= 1 for code, uses in zip(args, body_uses)):
            return f"{n.func}({', '.join(['state', 'p'] + args)})", 9
        frame = {}
        for param, arg, code in zip(fn.params, n.args, args):
            reads, total = self.facts(arg)
            local = self.local_of(arg)
            frame[param] = Local(code if SIMPLE_ARG.match(code) else f"({code})", reads, total,
                                 local.table if local else None)
        self.frames.append(frame)
        self.inline_depth += 1
        self.inlining.append(n.func)
        try:
            return getattr(self, "x_" + type(fn.body).__name__)(fn.body)
        finally:
            self.frames.pop()
            self.inline_depth -= 1
            self.inlining.pop()

    def x_Aggregate(self, n):
        var = self.aggregate_names.get(id(n))
        if var is None or var in {local.code for frame in self.frames for local in frame.values()}:
            var = py_name(n.var)
            if var in self.visible() or var in self.reserved:
                var = self.fresh(var)
            self.aggregate_names[id(n)] = var   # the same name each time this aggregate is written
        self.frames.append({n.var: Local(var, frozenset({("element", id(n))}), True, self.id_table(n.source))})
        try:
            return self.aggregate(n, var)
        finally:
            self.frames.pop()

    def per_item(self, n) -> tuple[str, str]:
        was, self.unconditional = self.unconditional, False   # evaluated per element: maybe never
        try:
            return super().per_item(n)
        finally:
            self.unconditional = was

    def x_BinOp(self, n):
        if n.op not in ("and", "or"):
            return super().x_BinOp(n)
        prec = PRECEDENCE[n.op]
        left = self.expr(n.left, prec)
        was, self.unconditional = self.unconditional, False
        try:
            right = self.expr(n.right, prec)
        finally:
            self.unconditional = was
        return f"{left} {n.op} {right}", prec

    def x_Conditional(self, n):
        cond = self.expr(n.cond, 1)
        was, self.unconditional = self.unconditional, False
        try:
            then, otherwise = self.expr(n.then, 1), self.expr(n.otherwise, 0)
        finally:
            self.unconditional = was
        return f"{then} if {cond} else {otherwise}", 0

    # ------------------------------------------------------------ the function
    def action_lines(self, action, tests: dict) -> list[str]:
        """The lines that add one action's group: its tests and loops, with the values hoisted into them.

        `tests[k]` are the conjuncts tested in loop k (-1: before any loop), as `Emitter.move_tests` places them.
        """
        for code in [c for c, (_n, point) in self.temps.items() if point > 0]:
            del self.temps[code]    # values inside another action's block are not defined here
        self.blocks = {}
        names = [py_name(p.name) for p in action.params]
        self.loop_vars = names
        self.point = _point(-1, False)
        top = self.test(tests[-1])
        self.point = _point(-1, True)
        if self.unrollable(action):
            return self.unrolled(action, tests, top)
        loops = []
        for i, param in enumerate(action.params):
            self.frames.append({param.name: Local(names[i], frozenset({i}), True, self.id_table(param.domain))})
            self.unconditional = True
            domain = self.loop_domain(i, param, tests[i])
            self.point = _point(i, False)
            loops.append((names[i], domain, self.test(tests[i])))
            self.point = _point(i, True)
        del self.frames[len(self.frames) - len(action.params):]
        if not names:
            body = [self.add_move(action.name, "")]
        else:
            options = self.fresh(action.name + "_options")
            args = ", ".join(names) + ("," if len(names) == 1 else "")
            self.action_name = action.name
            body = [*self.new_options(options), *self.blocks.get(_point(-1, True), []),
                    *self.loop(loops, 0, options, args), *self.close_options(action.name, options)]
        lines = self.blocks.get(_point(-1, False), [])
        if top:
            return lines + [f"if {top}:"] + ["    " + line for line in body]
        return lines + body

    # How the moves are collected: (action, [argument tuples]) groups, one list of options per action.
    # (The fast back end collects one flat list of (action, arguments) instead: compiler/codegen/fast/.)
    def start_lines(self) -> list[str]:
        return ["groups = []"]

    def new_options(self, options: str) -> list[str]:
        return [f"{options} = []"]

    def add_option(self, name: str, options: str, args: str) -> str:
        return f"{options}.append(({args}))"

    def close_options(self, name: str, options: str) -> list[str]:
        return [f"if {options}:", f"    groups.append(({name!r}, {options}))"]

    def add_move(self, name: str, args: str) -> str:
        """An action's group of one move (`args` as written inside the tuple: '' or 'x,')."""
        return f"groups.append(({name!r}, [({args})]))"

    def fallback_lines(self, name: str) -> list[str]:
        """The action's moves from its own `<action>_moves` (when they cannot be written in one pass)."""
        return [f"options = {name}_moves(state, p)", "if options:", f"    groups.append(({name!r}, options))"]

    def end_lines(self, optional: bool) -> list[str]:
        return (["if groups:", "    groups.append(('pass', [()]))"] if optional else []) + ["return groups"]

    def loop_domain(self, i: int, param, terms: list) -> str:
        """What loop `i` walks: the parameter's domain (the fast back end may walk a kept part of it)."""
        return self.source(param.domain)

    def unrollable(self, action) -> bool:
        """One parameter choosing from a short written list of names or numbers (`die: "[orange_1, orange_2]"`)."""
        if len(action.params) != 1 or not isinstance(action.params[0].domain, ast.ListLit):
            return False
        items = action.params[0].domain.items
        return 0 < len(items) <= 4 and all(
            isinstance(i, (ast.Number, ast.String)) or (isinstance(i, ast.Name) and self.bindings.get(id(i))
                                                        and self.bindings[id(i)].category == "sym")
            for i in items)

    def unrolled(self, action, tests: dict, top: str | None) -> list[str]:
        """Each written choice tested in turn, as a person writes it: `if 'white' not in used_dice: ...`."""
        param = action.params[0]
        choices = []
        for item in param.domain.items:
            value, _prec = getattr(self, "x_" + type(item).__name__)(item)
            kind = self._kind(item)
            table = kind[1] if kind[0] == "id" and kind[1] in self.model.tables else None
            self.frames.append({param.name: Local(value, NOTHING, True, table)})
            try:
                choices.append((value, self.test(tests[0])))
            finally:
                self.frames.pop()
        lines = self.blocks.get(_point(-1, False), [])
        after = self.blocks.get(_point(-1, True), [])
        if len(choices) == 1:
            (value, test), = choices
            guard = " and ".join(t for t in (top, test) if t)   # conjuncts: each already binds tighter than `and`
            add = [self.add_move(action.name, f"{value},")]
            if after or not guard:
                body = after + ([f"if {test}:", "    " + add[0]] if test else add)
                return lines + ([f"if {top}:"] + ["    " + line for line in body] if top else body)
            return lines + [f"if {guard}:", "    " + add[0]]
        options = self.fresh(action.name + "_options")
        body = [*self.new_options(options), *after]
        for value, test in choices:
            append = self.add_option(action.name, options, f"{value},")
            body += [f"if {test}:", "    " + append] if test else [append]
        body += self.close_options(action.name, options)
        return lines + ([f"if {top}:"] + ["    " + line for line in body] if top else body)

    def loop(self, loops: list, i: int, options: str, args: str) -> list[str]:
        var, domain, test = loops[i]
        inner = list(self.blocks.get(_point(i, False), []))
        if i == len(loops) - 1:
            append = self.add_option(self.action_name, options, args)
            inner += [f"if {test}:", "    " + append] if test else [append]
        else:
            if test:
                inner += [f"if not ({test}):", "    continue"]
            inner += self.blocks.get(_point(i, True), [])
            inner += self.loop(loops, i + 1, options, args)
        return [f"for {var} in {domain}:"] + ["    " + line for line in inner]

    def test(self, terms: list) -> str | None:
        """Conjuncts joined by `and`: the first is always evaluated, the others only if those before hold."""
        codes = []
        for i, term in enumerate(terms):
            self.unconditional = i == 0
            codes.append(self.affordable(term) if isinstance(term, ast.Cost) else self.expr(term, 2))
        self.unconditional = True
        return " and ".join(codes) or None
