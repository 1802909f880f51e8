"""Translate resolved effect-language trees into readable Python source.

The generator reads the resolver's bindings, so every name is already known to be
valid; it only decides how each construct is spelled in Python. Generated functions
take `(state, p)`: the game state and the acting player's dict (None where no one acts).
"""
from __future__ import annotations

import builtins
import keyword

from ..frontend import ast
from ..frontend.model import FieldDef, GameModel
from .pytext import literal
from ..frontend.resolve import FIGURE_CALLS, GRAPH_CALLS, TABLEAU_CALLS, Resolver
from runtime.records import slot_name

PRECEDENCE = {"or": 1, "and": 2, "not": 3, "in": 4, "not_in": 4, "==": 4, "!=": 4, "<": 4, "<=": 4, ">": 4,
              ">=": 4, "+": 5, "-": 5, "*": 6, "/": 6, "%": 6, "neg": 7}
PY_OP = {"/": "//", "not_in": "not in"}
RESERVED_LOCALS = {"p", "state", "g", "value", "key"}
LOOP_COUNTER = "turns_taken"     # the turns a `while` loop has taken (and turns_taken_2 … nested): no designer name


def py_name(name: str) -> str:
    """A designer's local name as a safe Python identifier."""
    if keyword.iskeyword(name) or keyword.issoftkeyword(name) or hasattr(builtins, name) or name in RESERVED_LOCALS \
            or name.startswith(LOOP_COUNTER):
        return name + "_"
    return name


def const_name(name: str) -> str:
    return name.upper()


def tableau_name(field: str) -> str:
    """The data constant of a tableau field's layout (runtime/tableau.py)."""
    return f"TABLEAU_{field.upper()}"


def order_name(table: str) -> str:
    return f"{table.upper()}_ORDER"


def card_code_name(table: str, column: str) -> str:
    return f"{table.upper()}_{column.upper()}"


def step_function(phase: str, step) -> str:
    """The Python name of a step's functions; the turns of a `repeat` share the first one's."""
    return f"{phase}_{step.copy_of or step.name}".replace("-", "_")


def has_setter(fdef: FieldDef) -> bool:
    return fdef.type in ("counter", "track") and (fdef.min is not None or fdef.max is not None
                                                  or fdef.on_empty is not None)


def _is_none(node) -> bool:
    return isinstance(node, ast.Name) and node.name == "none"


class NotSupported(Exception):
    """A construct the generator cannot place where it stands (reported as a diagnostic)."""

    def __init__(self, message, span):
        super().__init__(message)
        self.span = span


class PyGen:
    def __init__(self, model: GameModel, resolver: Resolver):
        self.model = model
        self.bindings = resolver.bindings
        self.resolver = resolver

    def field(self, owner: str, name: str) -> str:
        """A field of a player (`owner` "p", "q", …) or of the shared state (`owner` "state.g"), as code: a slot
        of its record (runtime/records.py)."""
        return f"{owner}.{slot_name(name)}"

    # ------------------------------------------------------------ expressions
    def expr(self, node, parent: int = 0) -> str:
        code, prec = getattr(self, "x_" + type(node).__name__)(node)
        return f"({code})" if prec < parent else code

    def x_Number(self, n):
        return str(n.value), 9

    def x_Bool(self, n):
        return ("True" if n.value else "False"), 9

    def x_String(self, n):
        return repr(n.value), 9

    def x_Name(self, n):
        b = self.bindings[id(n)]
        c = b.category
        if c == "local":
            return py_name(b.name), 9
        if c == "pfield":
            return self.field("p", b.name), 9
        if c == "gfield":
            return self.field("state.g", b.name), 9
        if c in ("const", "table"):
            return const_name(b.name), 9
        if c == "sym":
            return repr(None if b.name == "none" else b.name), 9
        if c == "option":
            return f'state.options["{b.name}"]', 9
        if c == "builtin":
            return {"players": "state.players", "round": "state.round",
                    "player_count": "len(state.players)", "me": "p"}[b.name], 9
        raise NotSupported(f"'{b.name}' cannot be used as a value here", n.span)

    def _kind(self, node) -> tuple:
        """The kind the resolver found for an expression."""
        return self.resolver.kinds.get(id(node), ("any",))

    def x_Field(self, n):
        obj_kind = self._kind(n.obj)
        if obj_kind[0] == "table":
            return repr(n.name), 9      # `weather_tokens.wind` is the id 'wind'
        obj = self.expr(n.obj, 9)
        if obj_kind[0] == "id":
            column = self.model.tables[obj_kind[1]].columns.get(n.name, ("any",))
            if column[0] in ("condition", "value"):
                return f"{card_code_name(obj_kind[1], n.name)}[{obj}](state, p)", 9
            return f'{const_name(obj_kind[1])}[{obj}]["{n.name}"]', 9
        if obj_kind[0] == "player" and n.name == "score":
            return f"total_score(state, {obj})", 9
        return self.field(obj, n.name), 9

    def x_Index(self, n):
        obj_kind = self._kind(n.obj)
        key = self.expr(n.key)
        if obj_kind[0] == "table":
            return self.expr(n.key, 9), 9
        if obj_kind[0] == "lookup":
            return f"{n.obj.name}({key})", 9
        return f"{self.expr(n.obj, 9)}[{key}]", 9

    def x_Call(self, n):
        if n.func == "affords" and n.func not in self.model.functions:
            card = n.args[0]
            return f"can_pay_{self.card_cost_name(card)}(state, p, {self.expr(card.obj)})", 9
        args = [self.expr(a) for a in n.args]
        if n.func in self.model.functions:
            return f"{n.func}({', '.join(['state', self.call_player(n)] + args)})", 9
        if n.func == "spots" and len(args) > 1 and n.func not in self.model.functions:
            held = f"figure_cells({', '.join(args[1:])})"
            return f"tableau_spots({args[0]}, {tableau_name(self._kind(n.args[0])[1])}, {held})", 9
        if n.func in TABLEAU_CALLS and n.func not in self.model.functions:
            return f"tableau_{n.func}({args[0]}, {tableau_name(self._kind(n.args[0])[1])})", 9
        if n.func in FIGURE_CALLS and n.func not in self.model.functions:
            return self.figure_call(n, args), 9
        if n.func in GRAPH_CALLS:
            table = self._kind(n.args[0])[1]
            if isinstance(table, tuple):    # one walk of routes: a group of ids of the routes' table
                table = table[1]
            return f"{n.func}({', '.join(args + [const_name(table)])})", 9
        if n.func == "count":
            return f"len({args[0]})", 9
        if n.func == "position":
            kind = self._kind(n.args[1])
            if kind[0] == "table":
                return f"{order_name(kind[1])}.index({args[0]})", 9
            return f"list({args[1]}).index({args[0]})", 9
        if n.func in ("min", "max") and len(args) == 2:
            return self.bounded(n.func, args[0], args[1]), 9
        if n.func == "nth":
            kind = self._kind(n.args[0])
            if kind[0] == "table":
                return f"{order_name(kind[1])}[{args[1]}]", 9
            return f"{self.expr(n.args[0], 9)}[{args[1]}]", 9
        return f"{n.func}({', '.join(args)})", 9

    def call_player(self, n) -> str:
        """The player a call of the game's function `n` is worked out for: the one it names (a function of
        another player reads theirs), the acting player, or none where no player acts (the game's end)."""
        if n.of is not None:
            return self.expr(n.of)
        return "None" if self.playerless(n) else "p"

    def playerless(self, n) -> bool:
        """Is `n` a call of the game's function where no player acts (never written in place: what it calls
        in turn is worked out for the acting player, `p`, which only the function itself defines)?"""
        return id(n) in self.resolver.playerless_calls

    def bounded(self, func: str, first: str, second: str) -> str:
        """`min(first, second)` or `max(…)` of two values (the fast back end writes it without the call)."""
        return f"{func}({first}, {second})"

    def source(self, node, ordered: bool = False) -> str:
        kind = self._kind(node)
        code = self.expr(node, 9)
        if kind[0] == "range" or isinstance(node, ast.Range):
            return code
        if ordered and kind[0] == "set":
            return f"sorted({code})"
        return code

    def x_Aggregate(self, n):
        return self.aggregate(n, py_name(n.var))

    def per_item(self, n) -> tuple[str, str]:
        """An aggregate's filter (as ` if …`) and item: the code evaluated once per element."""
        cond = f" if {self.expr(n.filter)}" if n.filter is not None else ""
        return cond, self.expr(n.item)

    def aggregate(self, n, var: str):
        src = self.source(n.source)
        cond, item = self.per_item(n)
        if n.func == "count":
            counted = self.counted_value(n)
            if counted is not None:
                return f"{src}.count({counted})", 9
            return f"sum(1 for {var} in {src}{cond})", 9
        if n.func in ("min", "max"):
            return f"{n.func}(({item} for {var} in {src}{cond}), default=0)", 9
        if n.func == "distinct":
            return f"list(dict.fromkeys({item} for {var} in {src}{cond}))", 9
        return f"{n.func}({item} for {var} in {src}{cond})", 9

    def counted_value(self, n):
        """`count(c for c in hand if c == colour)` over a pile is `hand.count(colour)`: one C-speed pass."""
        other = self.counted_operand(n)
        return None if other is None else self.expr(other)

    def counted_operand(self, n):
        """The `colour` of `count(c for c in hand if c == colour)` over a pile, or None."""
        f = n.filter
        if (f is None or not isinstance(f, ast.BinOp) or f.op != "==" or self._kind(n.source)[0] != "zone"
                or not isinstance(n.item, ast.Name) or n.item.name != n.var):
            return None
        for mine, other in ((f.left, f.right), (f.right, f.left)):
            if isinstance(mine, ast.Name) and mine.name == n.var and not any(
                    isinstance(x, ast.Name) and x.name == n.var for x in other.walk()):
                return other
        return None

    def x_Conditional(self, n):
        return f"{self.expr(n.then, 1)} if {self.expr(n.cond, 1)} else {self.expr(n.otherwise, 0)}", 0

    def x_BinOp(self, n):
        prec = PRECEDENCE[n.op]
        op = PY_OP.get(n.op, n.op)
        if n.op in ("==", "!=") and _is_none(n.right):
            op = "is" if n.op == "==" else "is not"
        if n.op in ("==", "!=") and (isinstance(n.left, ast.ListLit) or isinstance(n.right, ast.ListLit)):
            # a pile (a list) equals the cards written as a list, in order
            return f"list({self.expr(n.left)}) {op} list({self.expr(n.right)})", prec
        if n.op == "+" and "list" in (self._kind(n.left)[0], self._kind(n.right)[0]):
            parts = []
            for side in (n.left, n.right):
                if isinstance(side, ast.ListLit):
                    parts += [self.expr(item) for item in side.items]
                else:
                    parts.append("*" + self.expr(side, 9))
            return "[" + ", ".join(parts) + "]", 9
        right_prec = prec + 1 if n.op not in ("and", "or") else prec
        return f"{self.expr(n.left, prec)} {op} {self.expr(n.right, right_prec)}", prec

    def x_Not(self, n):
        return f"not {self.expr(n.operand, 3)}", 3

    def x_Neg(self, n):
        return f"-{self.expr(n.operand, 7)}", 7

    def x_ListLit(self, n):
        items = [self.expr(i) for i in n.items]
        return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")", 9

    def x_Range(self, n):
        return f"range({n.low}, {n.high + 1})", 9

    def x_RangeOf(self, n):
        # the runtime refuses a range of more numbers than a loop may take turns (runtime/loops.py)
        return f"number_range({self.expr(n.low)}, {self.expr(n.high)})", 9

    def x_Table(self, n):
        raise NotSupported("a lookup table must be a named constant", n.span)

    # ------------------------------------------------------------ statements
    def block(self, stmts, indent: int) -> list[str]:
        lines = []
        for s in stmts:
            lines.extend(getattr(self, "s_" + type(s).__name__)(s, indent))
        return lines or ["    " * indent + "pass"]

    def line(self, indent, text):
        return ["    " * indent + text]

    def field_for(self, name: str):
        return self.model.player.get(name) or self.model.globals.get(name)

    def owner(self, fdef: FieldDef) -> str:
        return "p" if fdef.scope == "player" else "state.g"

    def set_numeric(self, name: str, value_code: str, indent: int, player_code: str = "p"):
        fdef = self.field_for(name)
        if has_setter(fdef):
            return self.line(indent, f"set_{name}(state, {player_code}, {value_code})")
        owner = player_code if fdef.scope == "player" else "state.g"
        return self.line(indent, f"{self.field(owner, name)} = {value_code}")

    def change(self, name, amount_node, sign, indent, key=None, node=None):
        table = self.resolver.chosen_resources.get(id(node))
        if table is not None:    # `gain 1 kind`: the resource is an entry of a table, known when played
            amount = self.expr(amount_node, 7 if sign == "-" else 0)
            return self.line(indent, f"change_{table}(state, p, {py_name(name)}, {'-' if sign == '-' else ''}{amount})")
        fdef = self.field_for(name)
        owner = self.owner(fdef)
        amount = self.expr(amount_node, 6)
        if key is not None:     # one entry of a map of numbers, kept within the map's bounds
            entry = f"{self.field(owner, name)}[{self.expr(key)}]"
            if sign == "+" and fdef.max is not None:
                return self.line(indent, f"{entry} = {self.bounded('min', str(fdef.max), f'{entry} + {amount}')}")
            if sign == "-" and fdef.min is not None:
                return self.line(indent, f"{entry} = {self.bounded('max', str(fdef.min), f'{entry} - {amount}')}")
            return self.line(indent, f"{entry} {sign}= {amount}")
        if not has_setter(fdef):
            return self.line(indent, f"{self.field(owner, name)} {sign}= {amount}")
        return self.set_numeric(name, f"{self.field(owner, name)} {sign} {amount}", indent)

    def s_Gain(self, s, indent):
        return self.change(s.resource, s.amount, "+", indent, s.key, s)

    def s_Lose(self, s, indent):
        return self.change(s.resource, s.amount, "-", indent, s.key, s)

    def s_Pay(self, s, indent):
        if s.cost.market is not None:
            return self.pay_market(s.cost.market, indent)
        if s.cost.card is not None:
            return self.line(indent, f"pay_{self.card_cost_name(s.cost.card)}(state, p, {self.expr(s.cost.card.obj)})")
        lines = []
        for item in s.cost.items:
            lines += self.change(item.resource, item.amount, "-", indent, item.key, item)
        return lines

    def s_Let(self, s, indent):
        return self.line(indent, f"{py_name(s.name)} = {self.expr(s.value)}")

    def s_Assign(self, s, indent):
        target = s.target
        if isinstance(target, ast.Name):
            b = self.bindings[id(target)]
            if b.category in ("pfield", "gfield"):
                fdef = self.field_for(b.name)
                current = self.field(self.owner(fdef), b.name)
                value = self.expr(s.value) if s.op == "=" else f"{current} {s.op[0]} {self.expr(s.value, 6)}"
                if fdef.type in ("counter", "track") and has_setter(fdef):
                    return self.set_numeric(b.name, value, indent)
                if fdef.type == "zone" and isinstance(s.value, ast.ListLit):
                    return self.line(indent, f"{current} = [{', '.join(self.expr(i) for i in s.value.items)}]")
                if s.op != "=":
                    return self.line(indent, f"{current} {s.op} {self.expr(s.value)}")
                return self.line(indent, f"{current} = {value}")
        code = self.expr(target)
        if isinstance(s.value, ast.ListLit) and self._kind(target)[0] == "zone":
            return self.line(indent, f"{code} = [{', '.join(self.expr(i) for i in s.value.items)}]")
        if isinstance(target, ast.Index):
            map_kind = self._kind(target.obj)
            fdef = self.map_field(target.obj)
            if map_kind[0] == "map" and fdef is not None and fdef.max is not None:
                value = self.expr(s.value) if s.op == "=" else f"{code} {s.op[0]} {self.expr(s.value, 6)}"
                return self.line(indent, f"{code} = {self.bounded('min', str(fdef.max), value)}")
        if isinstance(target, ast.Field) and self._kind(target.obj)[0] == "player":
            fdef = self.model.player.get(target.name)
            if fdef is not None and has_setter(fdef):
                owner = self.expr(target.obj, 9)
                value = self.expr(s.value) if s.op == "=" else f"{code} {s.op[0]} {self.expr(s.value, 6)}"
                return self.set_numeric(target.name, value, indent, owner)
        return self.line(indent, f"{code} {s.op} {self.expr(s.value)}")

    def map_field(self, node):
        if isinstance(node, ast.Name):
            b = self.bindings.get(id(node))
            if b and b.category in ("pfield", "gfield"):
                return self.field_for(b.name)
        if isinstance(node, ast.Field):
            return self.model.player.get(node.name)
        return None

    def s_AddTo(self, s, indent):
        kind = self._kind(s.target)
        method = "add" if kind[0] == "set" else "append"
        return self.line(indent, f"{self.expr(s.target, 9)}.{method}({self.expr(s.item)})")

    def s_RemoveFrom(self, s, indent):
        kind = self._kind(s.target)
        method = "discard" if kind[0] == "set" else "remove"
        return self.line(indent, f"{self.expr(s.target, 9)}.{method}({self.expr(s.item)})")

    def s_Roll(self, s, indent):
        dice = {row["id"]: row for row in self.model.tables["dice"].rows}
        lines = []
        for die in s.dice:
            pool = self.resolver.roll_pools.get((id(s), die))
            if pool is None:
                rolled = self.field("state.g", "rolled")
                lines += self.line(indent, f'{rolled}[{die!r}] = roll(state, {dice[die].get("sides", 6)})')
                continue
            sides = "{" + ", ".join(f"{d!r}: {row.get('sides', 6)}" for d, row in dice.items()) + "}"
            lines += self.line(indent, f"roll_dice(state, {self.source(pool, ordered=True)}, {sides})")
        return lines

    def s_Resolve(self, s, indent):
        """A card's printed effect: the function of its row in the deck's table of effects."""
        card = self.expr(s.target.obj, 9)
        deck = self._kind(s.target.obj)[1]
        effects = card_code_name(deck, s.target.name)
        table = self.model.tables[deck]
        if all((row["id"], s.target.name) in table.card_code for row in table.rows):
            return self.line(indent, f"{effects}[{card}](state, p)")
        # some cards print no such effect: they have nothing to resolve
        return self.line(indent, f"if {card} in {effects}:") + self.line(indent + 1, f"{effects}[{card}](state, p)")

    def s_Shuffle(self, s, indent):
        return self.line(indent, f"shuffle(state, {self.expr(s.target, 9)})")

    def s_Draw(self, s, indent):
        args = [self.expr(s.source), self.expr(s.dest), self.expr(s.count)]
        if s.filter is not None:
            args.append(f"lambda card: {self.expr(s.filter)}")
        return self.line(indent, f"draw(state, {', '.join(args)})")

    def s_MoveCard(self, s, indent):
        return self.line(indent, f"move_card({self.expr(s.source)}, {self.expr(s.dest)}, {self.expr(s.card)})")

    def s_PassPile(self, s, indent):
        """Every player's pile, all at once: 1 seat on to the left, 1 back to the right (runtime/chance.py)."""
        return self.line(indent, f"pass_piles(state, {s.pile!r}, {1 if s.direction == 'left' else -1})")

    def s_PlaceCard(self, s, indent):
        card, dest = self.expr(s.card), self.expr(s.dest)
        turn = self.expr(s.turn) if s.turn is not None else "0"
        token = self.expr(s.token) if s.token is not None else "None"
        return (self.line(indent, f"{self.expr(s.source, 9)}.remove({card})")
                + self.line(indent, f"tableau_place({dest}, {card}, {self.expr(s.spot)}, {turn}, {token})"))

    # ------------------------------------------------------------ figures (runtime/figures.py)
    def figure_tableau(self, node) -> str:
        """`tableau, LAYOUT` of the tableau a figure statement's or call's figures walk."""
        tableau = self.resolver.figure_tableaux[id(node)]
        return f"{self.expr(tableau)}, {tableau_name(self._kind(tableau)[1])}"

    def figure_call(self, n, args) -> str:
        if n.func in ("waiting", "walking", "stopped", "home"):
            return f"figure_state({args[0]}, {args[1]}) == {n.func!r}"
        if n.func in ("walked", "seen", "stands_at"):
            return f"figure_{n.func}({args[0]}, {args[1]})"
        return f"figure_{n.func}({args[0]}, {args[1]}, {self.figure_tableau(n)})"

    def s_StandFigure(self, s, indent):
        return self.line(indent, f"figure_stand({self.expr(s.figures)}, {self.expr(s.key)}, {self.figure_tableau(s)}, "
                                 f"{self.expr(s.card)})")

    def s_SendFigure(self, s, indent):
        return self.line(indent, f"figure_send({self.expr(s.figures)}, {self.expr(s.key)}, {self.figure_tableau(s)}, "
                                 f"{self.expr(s.exit)})")

    def s_WalkFigure(self, s, indent):
        return self.line(indent, f"figure_walk({self.expr(s.figures)}, {self.expr(s.key)}, {self.figure_tableau(s)}, "
                                 f"{self.expr(s.steps)}, {s.new_tokens})")

    def s_ResumeFigure(self, s, indent):
        return self.line(indent, f"figure_resume({self.expr(s.figures)}, {self.expr(s.key)})")

    def s_Choose(self, s, indent):
        raise NotSupported("'choose' can only stand where a player is asked: an action's effect or a procedure "
                           "an action calls", s.span)

    def field_owner(self, target) -> str:
        """The seat whose field `target` names: the acting player's, another player's, or None for a shared one."""
        if isinstance(target, ast.Name):
            return self.field("p", "seat") if self.bindings[id(target)].category == "pfield" else "None"
        return self.field(self.expr(target.obj, 9), "seat")

    def field_args(self, target) -> str:
        """`OWNER, 'field'`: how the runtime's knowledge functions name a field."""
        name = target.name
        return f"{self.field_owner(target)}, {name!r}"

    def s_Reveal(self, s, indent):
        viewer = "None" if s.viewer is None else self.field(self.expr(s.viewer, 9), "seat")
        card = "" if s.card is None else f", {self.expr(s.card)}"
        return self.line(indent, f"reveal(state, {viewer}, {self.field_args(s.target)}{card})")

    def s_Conceal(self, s, indent):
        return self.line(indent, f"conceal(state, {self.field_args(s.target)}, {self.expr(s.card)})")

    def s_Score(self, s, indent):
        return self.line(indent, f'{self.field("p", "points")} += {self.expr(s.amount)}')

    def s_Keyword(self, s, indent):
        return self.line(indent, {"stop": "break", "finish": f'{self.field("p", "finished")} = True',
                                  "eliminate": f'{self.field("p", "eliminated")} = True',
                                  "end game": "state.end_requested = True"}[s.word])

    def s_TurnOrder(self, s, indent):
        """The runtime reads these seats when the turn ends and when a round begins (runtime/state.py)."""
        if s.word == "extra turn":
            return self.line(indent, "state.next_turn = state.turn")
        attribute = "next_turn" if s.word == "next turn" else "first_player"
        return self.line(indent, f"state.{attribute} = {self.field(self.expr(s.who, 9), 'seat')}")

    def s_Log(self, s, indent):
        return self.line(indent, f"state.note(p, {s.text!r})")

    def s_CallStmt(self, s, indent):
        args = ", ".join(["state", "p"] + [self.expr(a) for a in s.args])
        return self.line(indent, f"{s.func}({args})")

    def s_If(self, s, indent):
        lines = []
        for i, (cond, body) in enumerate(s.branches):
            lines += self.line(indent, f"{'if' if i == 0 else 'elif'} {self.expr(cond)}:")
            lines += self.block(body, indent + 1)
        if s.otherwise is not None:
            lines += self.line(indent, "else:")
            lines += self.block(s.otherwise, indent + 1)
        return lines

    def s_Repeat(self, s, indent):
        return self.line(indent, f"for _ in range({self.repeat_count(s.count)}):") + self.block(s.body, indent + 1)

    def repeat_count(self, count) -> str:
        """A count known before play was checked by the resolver (E431, E209); one worked out in play is checked
        as it is, so that `repeat` of a negative number, or of more than a loop may take, is a rules error
        rather than nothing done or a hang."""
        code = self.expr(count)
        if isinstance(count, ast.Number) or (isinstance(count, ast.Name) and count.name in self.model.constants):
            return code
        # `max(0, …)` is never below 0, but it can still be above the most turns a loop may take
        return f"repeat_count({code})"

    def loop_where(self, s) -> str:
        """`definitions/dice/game.yaml:12:9`: where a loop is written, for the error past its bound."""
        return literal(f"{s.span.file}:{s.span.line}:{s.span.column}")

    def loop_limit(self, s) -> str:
        return self.expr(s.limit) if s.limit is not None else str(ast.DEFAULT_LOOP_LIMIT)

    def loop_test(self, s) -> str:
        """`while` goes on while its condition holds, `until` while it does not."""
        return f"not {self.expr(s.cond, 3)}" if s.until else self.expr(s.cond)

    def while_body(self, s, indent) -> tuple[str, list]:
        """(the counter of a `while`'s turns: turns_taken, turns_taken_2 … when nested, its body one level in)."""
        depth = getattr(self, "while_depth", 0)
        counter = LOOP_COUNTER + (f"_{depth + 1}" if depth else "")
        self.while_depth = depth + 1
        try:
            return counter, self.block(s.body, indent + 1)
        finally:
            self.while_depth = depth

    def s_While(self, s, indent):
        counter, body = self.while_body(s, indent)
        turn = f"{counter} = loop_turn(state, p, {counter}, {self.loop_limit(s)}, {self.loop_where(s)})"
        return (self.line(indent, f"{counter} = 0") + self.line(indent, f"while {self.loop_test(s)}:")
                + self.line(indent + 1, turn) + body)

    def s_ForEach(self, s, indent):
        return (self.line(indent, f"for {py_name(s.var)} in {self.source(s.source, ordered=True)}:")
                + self.block(s.body, indent + 1))

    # ------------------------------------------------------------ costs
    def card_cost_name(self, target: ast.Field) -> str:
        """`field_guides_cost`: the deck and the column of a cost printed on cards."""
        return f"{self._kind(target.obj)[1]}_{target.name}"

    def market_args(self, m: ast.MarketPrice) -> str:
        """`price, discount, held`: what the runtime's shortfall and pay_from take."""
        held = self.field(self.owner(self.field_for(m.source)), m.source)
        discount = self.expr(m.discount) if m.discount is not None else "None"
        return f"{self.expr(m.price)}, {discount}, {held}"

    def wild_value(self, m: ast.MarketPrice) -> str:
        fdef = self.field_for(m.wild)
        entry = f"[{self.expr(m.wild_key)}]" if m.wild_key is not None else ""
        return f"{self.field(self.owner(fdef), m.wild)}{entry}"

    def pay_market(self, m: ast.MarketPrice, indent: int) -> list[str]:
        """Pay each entry from the held map; what it cannot pay comes out of the wild resource."""
        paid = f"pay_from({self.market_args(m)})"
        if m.wild is None:
            return self.line(indent, paid)
        fdef = self.field_for(m.wild)
        if m.wild_key is None and has_setter(fdef):
            return self.set_numeric(m.wild, f"{self.wild_value(m)} - {paid}", indent)
        return self.line(indent, f"{self.wild_value(m)} -= {paid}")

    def wild_name(self, m: ast.MarketPrice) -> str:
        """What a payment plan calls the wild: `gold`, or the entry's id (`vault[gold_bar]`: gold_bar)."""
        if isinstance(m.wild_key, ast.Name):
            return m.wild_key.name
        return m.wild

    def payment_plans(self, m: ast.MarketPrice) -> str:
        """`payment_plans(price, discount, held, wild, 'gold')`: the ways to pay, as the player reads them."""
        return f"payment_plans({self.market_args(m)}, {self.wild_value(m)}, {self.wild_name(m)!r})"

    def pay_chosen_plan(self, m: ast.MarketPrice, plan: str, indent: int) -> list[str]:
        """Pay the plan the player chose: its tokens from the held map, its wild from the wild resource."""
        paid = f"pay_plan({plan}, {self.market_args(m)}, {self.wild_name(m)!r})"
        fdef = self.field_for(m.wild)
        if m.wild_key is None and has_setter(fdef):
            return self.set_numeric(m.wild, f"{self.wild_value(m)} - {paid}", indent)
        return self.line(indent, f"{self.wild_value(m)} -= {paid}")

    def affordable(self, cost: ast.Cost) -> str:
        if cost.market is not None:
            m = cost.market
            return f"shortfall({self.market_args(m)}) <= {self.wild_value(m) if m.wild is not None else 0}"
        if cost.card is not None:
            return f"can_pay_{self.card_cost_name(cost.card)}(state, p, {self.expr(cost.card.obj)})"
        checks = []
        for item in cost.items:
            table = self.resolver.chosen_resources.get(id(item))
            if table is not None:
                first = self.model.tables[table].rows[0]["id"]
                owner = "p" if first in self.model.player else "state.g"
                checks.append(f"{owner}[{py_name(item.resource)}] >= {self.expr(item.amount, 5)}")
                continue
            fdef = self.field_for(item.resource)
            entry = f"[{self.expr(item.key)}]" if item.key is not None else ""
            checks.append(f"{self.field(self.owner(fdef), item.resource)}{entry} >= {self.expr(item.amount, 5)}")
        return " and ".join(checks)
