"""Which ids may be none where the lowered code reads or writes a map, or reads a table's column, by them.

The lowered state holds an id as its number in its table and none as -1 (ir.py). Read by -1, the Python print's list
or tuple gives its last entry and the native print's C array reads (or writes) outside itself, where rules.py looks up
None and stops with a rules error ("a lookup of no value"). So the lowering guards a read or a write by an id that may
be none (`Effect.by_id`: the same KeyError as rules.py's, raised by runtime/errors.py `no_value`), and leaves alone one
it can show is never none:
- a table's id written out, a number, and a loop's variable, a choice or an action's argument (they range over ids,
  unless over a list written out with none in it);
- a field of ids (`symbol` of a table, or an entry of a map of ids) that does not start none and that no effect sets
  to a value that may be none;
- a column of ids no row of which says none;
- a `let` local, or a parameter of a function or procedure, that is never given a value that may be none;
- a function whose value is never one that may be none, a row of a table or a card of a pile picked by `nth`, the
  place a walk ends at.
Everything else that is an id (another call, a value of a list picked by `nth`) may be none. What may be none is worked out once
for the whole game (`NoneHolders`), over every effect and value of the definitions: the setup's and the hands'
steps too, since the readable state they leave is what the lowered state starts from.
"""
from __future__ import annotations

from ...frontend import ast


class NoneHolders:
    """The fields, `let` locals and parameters (by name) of a game that may hold none, and the functions whose value
    may be none: at first those that start none, then whatever is set from one of them, until nothing more is."""

    def __init__(self, lowering):
        self.low = lowering
        self.model = lowering.model
        self.fields = {f.name for f in self.id_fields() if f.start in (None, "none")}
        self.locals: set = set()
        self.functions: set = set()
        assigned, given = self.sources()
        grown = True
        while grown:
            before = len(self.fields) + len(self.locals) + len(self.functions)
            for kind, name, value in assigned:
                held = self.fields if kind == "field" else self.locals
                if name not in held and self.may_be_none(value):
                    held.add(name)
            for name, params, args in given:
                for param, arg in zip(params, args):
                    if param not in self.locals and self.may_be_none(arg):
                        self.locals.add(param)
            for name, fn in self.model.functions.items():
                if name not in self.functions and self.may_be_none(fn.body):
                    self.functions.add(name)
            grown = len(self.fields) + len(self.locals) + len(self.functions) > before

    def id_fields(self):
        """The fields holding ids: a symbol of a table, a map of ids."""
        for f in list(self.model.player.values()) + list(self.model.globals.values()):
            if f.type in ("symbol", "map") and f.of is not None:
                yield f

    def trees(self):
        """Every tree of the definitions that runs in play or sets it up."""
        m = self.model
        for a in m.actions.values():
            yield from (a.effect, a.when, a.cost)
        for proc in m.procedures.values():
            yield proc.body
        for f in m.functions.values():
            yield f.body
        for step in list(m.setup) + list(m.round) + list(m.hand_setup) + list(m.hand_scoring):
            yield step.body
        if m.after_action is not None:
            yield m.after_action.body
        for f in list(m.player.values()) + list(m.globals.values()):
            yield f.on_empty
        for node in (m.end, m.end_trigger, m.active):
            yield node
        for table in m.tables.values():
            yield from table.card_code.values()

    def sources(self) -> tuple[list, list]:
        """(("field" | "local", name, value) of every assignment of an id field and every `let`, and (callee, its
        parameters, the arguments) of every call of a function or procedure)."""
        assigned, given = [], []
        for tree in self.trees():
            for node in tree.walk() if isinstance(tree, ast.Node) else ():
                if isinstance(node, ast.Let):
                    assigned.append(("local", node.name, node.value))
                elif isinstance(node, (ast.ForEach, ast.Choose)) and isinstance(node.source, ast.ListLit):
                    assigned += [("local", node.var, item) for item in node.source.items]   # `for x in [a, none]`
                elif isinstance(node, ast.Assign) and node.op == "=":
                    name = self.field_set(node.target)
                    if name is not None:
                        assigned.append(("field", name, node.value))
                elif isinstance(node, (ast.CallStmt, ast.Call)):
                    params = self.parameters(node.func)
                    if params:
                        given.append((node.func, params, tuple(node.args)))
        for action in self.model.actions.values():     # an argument of a list written out: `[a, none]`
            for param in action.params:
                if isinstance(param.domain, ast.ListLit):
                    assigned += [("local", param.name, item) for item in param.domain.items]
        return assigned, given

    def field_set(self, target) -> str | None:
        """The id field an assignment sets (`site = …`, `q.site = …`, `on_path[p] = …`), or None."""
        names = {f.name for f in self.id_fields()}
        if isinstance(target, ast.Index):
            target = target.obj
        if isinstance(target, ast.Field) and target.name in names:
            return target.name
        if isinstance(target, ast.Name):
            b = self.low.bindings.get(id(target))
            if b is not None and b.category in ("pfield", "gfield") and b.name in names:
                return b.name
        return None

    def parameters(self, name) -> tuple:
        """The names of a function's or procedure's parameters, in order."""
        found = self.model.procedures.get(name) or self.model.functions.get(name)
        params = getattr(found, "params", ()) if found is not None else ()
        return tuple(params)

    def may_be_none(self, node) -> bool:
        """May this value be none, as far as what is known so far tells?"""
        if isinstance(node, ast.Name):
            b = self.low.bindings.get(id(node))
            if b is None:
                return True
            if b.category == "sym":
                return b.name == "none"
            if b.category in ("pfield", "gfield"):
                return b.name in self.fields
            if b.category == "local":
                return b.name in self.locals
            return False
        if isinstance(node, ast.Field):
            if node.name in self.model.player and self.low.resolver.kinds.get(id(node.obj), ("any",))[0] == "player":
                return node.name in self.fields
            return self.column_holds_none(node)
        if isinstance(node, ast.Index):
            if self.low.resolver.kinds.get(id(node.obj), ("any",))[0] == "table":
                return self.may_be_none(node.key)       # `spots[site]`: the row of an id is the id
            return self.field_set(node) in self.fields
        if isinstance(node, ast.Conditional):
            return self.may_be_none(node.then) or self.may_be_none(node.otherwise)
        if isinstance(node, ast.Call):
            if node.func in self.model.functions:
                return node.func in self.functions
            if node.func == "walk_end":     # a place of the routes' table
                return False
            if node.func == "nth" and node.args:    # a row of a table, a card of a pile: never none (a list's may be)
                return self.low.resolver.kinds.get(id(node.args[0]), ("any",))[0] not in ("table", "zone")
            return self.low.resolver.kinds.get(id(node), ("any",))[0] in ("id", "sym", "any")
        return False

    def column_holds_none(self, node) -> bool:
        """Is this a column of ids that holds none in some row (`route.pair`, held as -1)?"""
        kind = self.low.resolver.kinds.get(id(node.obj), ("any",))
        if kind[0] != "id" or kind[1] not in self.model.tables:
            return False
        return any(row.get(node.name, "none") in (None, "none") for row in self.model.tables[kind[1]].rows)
