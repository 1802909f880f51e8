"""Resolve names and check kinds in every effect, condition and expression of a game.

The resolver walks each syntax tree with a `Scope` that says what a bare name means
there (a local, a field of the acting player, a shared field, a table, a constant, a
symbol, an option …). It reports unknown names with "did you mean …?" and values of
the wrong kind, and records each name's `Binding`, which the Python generator reads.

Kinds are small tuples: ("int",), ("bool",), ("text",), ("sym", table|None),
("id", table), ("player",), ("set", table), ("map", table, value kind), ("zone", deck),
("list", kind), ("table", table), ("lookup",), ("any",) for "already reported".
"""
from __future__ import annotations

import keyword
import re
from contextlib import contextmanager

from . import ast, limits
from .canonical import show
from .diagnostics import Diagnostic, Span, did_you_mean
from .plain import Frozen, set_field
from .model import NONE, GameModel
from .model import yaml_boolean_at, yaml_boolean_named
from .names import TAKEN
from .strategies import check_strategies

INT, BOOL, TEXT, ANY, PLAYER, LOOKUP = ("int",), ("bool",), ("text",), ("any",), ("player",), ("lookup",)
NUMERIC_FIELDS = ("counter", "track")
AGGREGATES = {"sum": INT, "count": INT, "min": INT, "max": INT, "all": BOOL, "any": BOOL, "distinct": ("list", ANY)}
BUILTIN_CALLS = ("count", "nth", "min", "max", "abs")
BUILTIN_CALLS += ("position",)      # position(item, table): where an id stands, from 0 as nth counts
BUILTIN_CALLS += ("affords",)       # affords(card.cost): can the acting player pay the cost a card prints
# Board and choice mechanisms of the runtime (runtime/board.py): name -> (argument roles, result).
# A "routes" argument is a collection of ids of a table with `from` and `to` columns.
GRAPH_CALLS = {
    "connected": (("routes", "value", "value"), ("bool",)),
    "longest_path": (("routes",), ("int",)),
    "degree": (("routes", "value"), ("int",)),
    # walks(routes, from, most): the ways to travel 1..most routes without passing a place twice;
    # walk_end(walk, from): where one of them arrives (their kinds are the routes' table: see graph_call)
    "walks": (("routes", "value", "value"), ("list", ("group", ("any",)))),
    "walk_end": (("routes", "value"), ("any",)),
}
COLLECTIONS = ("table", "set", "zone", "list", "map", "group", "any")
# Tableau mechanisms of the runtime (runtime/tableau.py): name -> result; each takes one tableau field.
# The kind of a loop is an id of the table the trails' kinds come from (worked out per call).
TABLEAU_CALLS = {
    "spots": ("list", TEXT),            # where a card may be laid, "x,y"
    "loop_lengths": ("list", INT),      # the trail markers of each closed loop
    "loop_kinds": ("list", ANY),        # the kind of trail of each closed loop
    "loop_tokens": ("list", INT),       # the different tokens on the long trails of each closed loop
}
# Figures walking a tableau's trails (runtime/figures.py): name -> result; each takes a figures field and a key.
FIGURE_CALLS = {
    "exits": ("list", TEXT),            # the trails a waiting figure may take from its camp, "x,y:side"
    "walked": INT,                      # the trail markers it has passed
    "seen": INT,                        # the different tokens it has passed on long trails
    "stands_at": TEXT,                  # the cell of the trail piece it stands in, "x,y" ("" when on no trail)
    "waiting": BOOL,                    # on its camp, no trail chosen yet
    "walking": BOOL,                    # on its way (neither stopped by a dead end nor home)
    "stopped": BOOL,                    # stopped by a dead end, until resumed
    "home": BOOL,                       # back at its camp
    "closed": BOOL,                     # its trail runs from its camp back to it
    "trail_length": INT,                # the markers of that closed trail (0 when it is not closed)
    "trail_tokens": INT,                # the different tokens on the long trails of that closed trail
}
BUILTIN_NAMES = {"players": ("list", PLAYER), "round": INT, "player_count": INT, "me": PLAYER}
PARAM_TYPES = {"number": INT, "player": PLAYER, "flag": BOOL}   # besides table and deck names


class Binding(Frozen):
    """What one name in the source stands for: its `category` (local, pfield, gfield, const, lookup, table, sym,
    option, builtin, function, procedure), name and kind."""
    __slots__ = ("category", "name", "kind")

    def __init__(self, category: str, name: str, kind: tuple):
        set_field(self, "category", category)
        set_field(self, "name", name)
        set_field(self, "kind", kind)


def describe(kind: tuple) -> str:
    return {
        "int": "a number", "bool": "a condition (true or false)", "text": "a text", "sym": "a symbol",
        "id": entry_of(kind[1] if len(kind) > 1 else None), "player": "a player", "set": "a set",
        "map": "a map", "zone": "a pile of cards", "list": "a list", "table": "a table",
        "lookup": "a lookup table", "any": "a value", "tableau": "a tableau", "figures": "a field of figures",
    }.get(kind[0], kind[0])


def entry_of(table: str | None) -> str:
    """The words for an id of `table`: a dice entry, an answers entry (an entry, of no table known)."""
    if not table:
        return "an entry"
    return f"{'an' if table[0].lower() in 'aeiou' else 'a'} {table} entry"


class Scope:
    def __init__(self, model: GameModel, player: bool, locals_: dict | None = None, what: str = "",
                 calls: dict | None = None):
        self.model = model
        self.player = player          # is there an acting player here?
        self.locals = dict(locals_ or {})
        self.what = what
        self.calls = calls or {}      # extra functions of this place: name -> result kind (scenario helpers)
        self.settable: frozenset = frozenset()   # builtin names this place may set (a scenario's `round`)
        self.seat_calls: frozenset = frozenset()  # extra functions that may be asked of a player: players[1].legal(…)
        self.may_wait = False         # an action's effect or a procedure: `choose` may stand here
        self.untyped: set = set()     # parameters declared without a type: their kind is unknown
        self.hidden: set = set()      # locals holding what not every player may know (read from a secret field)
        self.each = False             # an `each_player` step: done once for every player in turn

    def child(self, **more) -> "Scope":
        scope = Scope(self.model, self.player, self.locals, self.what, self.calls)
        scope.settable, scope.seat_calls = self.settable, self.seat_calls
        scope.locals.update(more)
        scope.untyped = self.untyped - set(more)
        scope.hidden = self.hidden - set(more)
        scope.may_wait = self.may_wait
        scope.each = self.each
        return scope


class Resolver:
    def __init__(self, model: GameModel):
        self.model = model
        self.diags: list[Diagnostic] = []
        self.bindings: dict[int, Binding] = {}
        self.kinds: dict[int, tuple] = {}        # id(expression node) -> its kind
        self.symbols = model.symbol_values()
        self._symbol_kinds: dict[str, tuple] = {}
        self.function_kinds: dict[str, tuple] = {}
        self.chosen_resources: dict[int, str] = {}   # id(gain, lose or cost item) -> table naming its resource
        self.roll_pools: dict[tuple, ast.Name] = {}   # (id(roll), name) -> the collection of dice it names
        self.waiting_procedures: set = set()          # procedures that may ask a player to choose
        self.waiting_cards: set = set()               # effect columns of decks where some card asks a player
        self.field_refs: dict[int, object] = {}       # id(node naming a field as such: reveal, sees) -> FieldDef
        self.secret_params: dict[str, tuple] = {}     # action -> positions of parameters chosen from secrets
        self.secret_choices: set = set()              # id(choose) whose options come from a secret
        self._resolving: set = set()
        self._secret_functions: dict[str, bool] = {}
        self._player_readers: dict[str, ast.Node | None] = {}
        self.playerless_calls: set = set()            # id(call of a game function where no player acts)
        self.figure_tableaux: dict[int, ast.Node] = {}  # id(figure statement or call) -> the tableau its figures walk

    def error(self, code, message, span, help=None):
        self.diags.append(Diagnostic(code, message, span, help))

    # ------------------------------------------------------------ the whole game
    def run(self) -> "Resolver":
        m = self.model
        self.check_names()
        self.check_recursive_procedures()
        self.waiting_procedures = waiting_procedures(m)
        self.waiting_procedures, self.waiting_cards = waiting_with_cards(m, self.waiting_procedures)
        for fdef in list(m.globals.values()) + list(m.player.values()):
            self.check_field(fdef)
        for name, (value, span) in m.constants.items():
            if isinstance(value, ast.Table):
                self.check_table_literal(value)
        self.check_param_types()
        for name in m.functions:
            self.function_kind(name)
        for proc in m.procedures.values():
            if proc.body is not None:
                scope = self.param_scope(proc, f"procedure '{proc.name}'")
                scope.may_wait = True
                self.effect(proc.body, scope)
        for action in m.actions.values():
            self.check_action(action)
        for step in m.setup + m.round:
            if step.group is None or step.group[3] == 1:    # a repeated step is checked once
                self.check_step(step, turn_player=m.turns and any(step is r for r in m.round))
            if step.kind == "until":
                self.check_until(step, m.turns and any(s is step for s in m.round))
        self.check_hand()
        if self.model.after_action is not None:
            self.check_step(self.model.after_action, what="flow `after_action` (done for every player after each action)")
        offered = {name for step in m.setup + m.round for name in step.actions}
        misspelt = offered - set(m.actions)       # E307 says it already: the action was meant to be offered
        for name, action in m.actions.items():
            if name not in offered and not misspelt:
                self.diags.append(Diagnostic("W301", f"no step offers the action '{name}': no player can take it",
                                             m.name_spans.get(name) or action.span, severity="warning",
                                             help="list it in the actions of a decide step, or remove it"))
        for node in m.tiebreak + [m.progress]:
            if node is not None:
                self.expect(node, Scope(m, True), INT)
        for node, player in ((m.end, False), (m.active, True), (m.eligible, True), (m.solo, True),
                             (m.end_trigger, True)):
            if node is not None:
                what = "the game's end (flow.end, checked once for the whole table)" if node is m.end else ""
                self.expect(node, Scope(m, player, what=what), BOOL)
        seen = {}
        for step in m.scoring:
            if step.id in seen:
                self.error("E345", f"scoring step '{step.id}' is defined twice", step.span,
                           help=f"the first is on line {seen[step.id]}")
            seen[step.id] = step.span.line
        for step in m.scoring:
            if step.points is not None:
                self.expect(step.points, Scope(m, True), INT)
        for table in m.tables.values():
            for (card, col), tree in table.card_code.items():
                if isinstance(tree, ast.Cost):
                    self.cost(tree, Scope(m, True, {"card": ("id", table.name)}))
                elif isinstance(tree, ast.Effect):
                    # a printed effect runs where `resolve` stands; E402 there when no player can be asked
                    card_scope = Scope(m, True, {"card": ("id", table.name)}, what=f"the {col} of card '{card}'")
                    card_scope.may_wait = True
                    self.effect(tree, card_scope)
                else:
                    wanted = INT if table.columns.get(col, ("any",))[0] == "value" else BOOL
                    self.expect(tree, Scope(m, True, {"card": ("id", table.name)}), wanted)
            self.check_values_on_every_card(table)
        check_strategies(self, lambda: Scope(m, True, what="a strategy"), BOOL, INT)
        return self

    def check_values_on_every_card(self, table):
        """A column of kind value is read as a number of every card (`sum(stories[c].bonus for c in journal)`):
        a card that prints none would stop the game at run time, so it is E530 at the card."""
        fields = (table.deck or {}).get("fields") or {}
        for col in sorted(c for c, kind in fields.items() if kind == "value"):
            for row in table.rows:
                node = table.card_nodes.get(row.get("id"))
                if node is not None and (row.get("id"), col) not in table.card_code and col not in row:
                    self.error("E530", f"card '{row['id']}' of '{table.name}' has no '{col}', a column of kind value",
                               node.span, help=f"every card needs a number there; write {col}: \"0\" for none")

    def check_names(self):
        """Every name a designer gives becomes a Python name in the generated rules: it must be one."""
        m = self.model
        named = [(n, m.name_spans.get(n) or f.span) for n, f in list(m.functions.items())
                 + list(m.procedures.items()) + list(m.actions.items()) + list(m.globals.items())
                 + list(m.player.items())]
        named += [(p.name, p.span) for a in m.actions.values() for p in a.params]
        named += [(t.name, t.span) for t in m.tables.values()]
        named += [(p, f.span) for f in list(m.functions.values()) + list(m.procedures.values()) for p in f.params]
        # these become parts of Python names too: DATA constants, can_pay_<deck>_<field>, score_<id>
        named += [(n, m.name_spans.get(n) or span) for n, (_value, span) in m.constants.items()]
        named += [(f, t.span) for t in m.tables.values() for f in (t.deck or {}).get("fields", {})]
        named += [(s.id, s.span) for s in m.scoring]
        for name, span in named:
            if not re.fullmatch(r"[a-z_][a-z0-9_]*", str(name)) or keyword.iskeyword(name) or \
                    keyword.issoftkeyword(name):
                self.error("E401", f"'{name}' cannot be used as a name", span,
                           help="names are lower-case letters, digits and '_', and not a Python keyword "
                                "such as 'import', 'class' or 'match'")
        # functions, procedures and actions are functions of the generated module: none may hide another
        defined = list(m.functions.items()) + list(m.procedures.items()) + list(m.actions.items())
        for name, f in defined:
            if name in TAKEN or f"{name}_moves" in TAKEN:
                self.error("E401", f"'{name}' cannot be used as a name: Python or Cairn already uses it",
                           m.name_spans.get(name) or f.span,
                           help="choose another name; a function, procedure or action may not be called like a "
                                "Python builtin (sum, max, len) or a part of Cairn's runtime (roll, draw, game_ends)")

    def check_recursive_procedures(self):
        """A procedure that calls itself, directly or through others, never ends in a game: E352 at each."""
        calls = {name: {n.func for n in (f.body.walk() if f.body is not None else ())
                        if isinstance(n, ast.CallStmt) and n.func in self.model.procedures}
                 for name, f in self.model.procedures.items()}
        for name, f in self.model.procedures.items():
            reached = _reach(calls, name)
            if name in reached:
                path = "itself" if name in calls[name] else "itself through " + ", ".join(
                    sorted(c for c in reached if name in _reach(calls, c)))
                self.error("E352", f"procedure '{name}' calls {path}", self.model.name_spans.get(name) or f.span,
                           help="Cairn runs no procedure that calls itself (the calls could go on forever); repeat with `for`, "
                                "`repeat` or a flow step instead")

    def check_field(self, fdef):
        m = self.model
        for key in ("of", "keys"):
            ref = getattr(fdef, key)
            if ref is not None and ref not in m.tables:
                self.error("E303", f"unknown table '{ref}' in the definition of '{fdef.name}'",
                           fdef.spans.get(key, fdef.span), did_you_mean(ref, m.tables))
                fdef.broken = True
        if fdef.on_empty is not None:
            self.effect(fdef.on_empty, Scope(m, fdef.scope == "player"))
        if fdef.type == "symbol" and isinstance(fdef.start, bool) and \
                yaml_boolean_at(m, fdef.spans.get("start")) is not None:
            word = yaml_boolean_at(m, fdef.spans.get("start"))
            self.error("E435", f"`{word}` is read by YAML as the boolean {str(fdef.start).lower()}, not a symbol, "
                               f"as the start of '{fdef.name}'", fdef.spans["start"],
                       help=f"quote it ('{word}') if you mean the word")
        elif fdef.type == "symbol" and fdef.start is not None and fdef.start not in self.symbols:
            self.error("E304", f"unknown symbol '{fdef.start}' as the start of '{fdef.name}'",
                       fdef.spans.get("start", fdef.span), did_you_mean(fdef.start, self.symbols))
        self.check_start(fdef)
        self.check_visibility(fdef)
        if fdef.type == "tableau":
            self.check_tableau(fdef)
        if fdef.type == "figures":
            self.check_figures(fdef)
        if fdef.name in BUILTIN_NAMES or (fdef.scope == "player" and fdef.name == "seat"):
            self.error("E342", f"'{fdef.name}' is a name Cairn gives every game; a field cannot take it",
                       m.name_spans.get(fdef.name) or fdef.span, help="choose another name")

    def check_visibility(self, fdef):
        """`visible: owner` needs an owner (a player's field); `visible: cards` needs cards (a pile)."""
        span = fdef.spans.get("visible", fdef.span)
        if fdef.visible == "owner" and fdef.scope == "global":
            self.error("E360", f"'{fdef.name}' is shared by all players, so it has no owner to be visible to", span,
                       help="write visible: nobody for a secret no player sees, or declare it under player: "
                            "so each player has their own")
        elif fdef.visible == "cards" and fdef.type != "zone":
            self.error("E360", f"'{fdef.name}' is a {fdef.type}: only a pile of cards can be visible: cards", span,
                       help="write visible: owner or visible: nobody to keep it secret")

    def check_start(self, fdef):
        """A start value of the field's own kind: a number for counters, true/false for flags, and so on."""
        start, span = fdef.start, fdef.spans.get("start", fdef.span)
        if start is None:
            return
        if fdef.type == "map" and fdef.of is not None:
            rows = set(self.model.tables[fdef.of].ids()) if fdef.of in self.model.tables else set()
            if start != NONE and rows and start not in rows:
                self.error("E344", f"the start of map '{fdef.name}' must be none or {entry_of(fdef.of)}, "
                           f"not {start!r}", span, did_you_mean(str(start), rows))
            return
        wanted = {"counter": (int,), "track": (int,), "map": (int,), "flag": (bool,)}.get(fdef.type)
        if wanted and (not isinstance(start, wanted) or (int in wanted and isinstance(start, bool))):
            kind = {"flag": "true or false"}.get(fdef.type, "a whole number")
            self.error("E344", f"the start of {fdef.type} '{fdef.name}' must be {kind}, not {start!r}", span)
        if fdef.type == "zone" and fdef.keys is not None and start == "all":
            self.error("E391", f"'{fdef.name}' is a pile for each {fdef.keys} entry: it cannot start with all "
                       f"the cards of {fdef.of}, which pile would each go to?", span,
                       help=f"keep the deck in one pile that starts with all, and deal it in the setup: "
                            f"draw count(…) from that pile to {fdef.name}[…] where card.… == …")
            return
        if fdef.type == "zone" and start != "all":
            self.error("E344", f"a pile starts empty or with 'all' the cards of its deck, not {start!r}", span)
        deck = self.model.tables.get(fdef.of) if fdef.type == "zone" and start == "all" else None
        cards = sum(row.get("copies", 1) if isinstance(row.get("copies", 1), int) else 1 for row in deck.rows) \
            if deck is not None and fdef.max is not None else 0
        if fdef.max is not None and cards > fdef.max:
            # the one pile past its cap `cairn check` can tell without playing: the rest is found in play
            self.error("E395", f"'{fdef.name}' starts with all {cards} cards of {fdef.of}, more than its "
                       f"max: {fdef.max}", fdef.spans.get("max", span),
                       help=f"raise its max to {cards} or more, or leave max out")
        if fdef.type in ("counter", "track") and isinstance(start, int) and not isinstance(start, bool):
            low, high = fdef.min, fdef.max
            if (low is not None and start < low) or (high is not None and start > high):
                self.error("E344", f"'{fdef.name}' starts at {start}, outside its range "
                           f"{low if low is not None else '…'} to {high if high is not None else '…'}", span)

    def check_table_literal(self, table: ast.Table):
        for row in table.rows:
            self.expr(row.value, Scope(self.model, False))
            if not isinstance(row.value, (ast.Number, ast.Neg, ast.Name)):
                self.error("E305", "a lookup table's values must be numbers or symbols", row.value.span)
            if row.kind == "name" and row.key not in self.symbols:
                self.error("E304", f"unknown symbol '{row.key}'", row.span, did_you_mean(row.key, self.symbols))

    def check_action(self, action):
        m = self.model
        scope = Scope(m, True, what=f"action '{action.name}'")
        secret = []
        for i, param in enumerate(action.params):
            if param.domain is None:
                continue
            kind = self.expr(param.domain, scope)
            scope.locals[param.name] = element_kind(kind)
            if self.reads_secret(param.domain, scope):
                secret.append(i)
                scope.hidden.add(param.name)
            if kind[0] not in ("list", "table", "set", "zone", "map", "any") and kind[0] != "range":
                self.error("E306", f"the choices for '{param.name}' must be a list or a table, found {describe(kind)}",
                           param.domain.span)
        if action.when is not None:
            self.expect(action.when, scope, BOOL)
        if action.cost is not None:
            self.cost(action.cost, scope)
        if action.effect is not None:
            scope.may_wait = True
            self.effect(action.effect, scope)
        if secret:
            self.secret_params[action.name] = tuple(secret)

    def check_step(self, step, turn_player=False, what=None):
        """A flow step. `do` in a round of a game played in turns acts as the turn player (runtime/state.py)."""
        m = self.model
        if step.who == "order" and (m.turns or not any(step is r for r in m.round)):
            # a placement step walks the table itself; in a game of turns the turn player alone acts
            where = "a game played in turns" if m.turns else "the setup"
            self.error("E560", f"step '{step.name}' places one at a time in turn order (who: order), "
                       f"which cannot be in {where}", step.span,
                       help="use 'who: turn' in a game played in turns; a placement step belongs to the round"
                       if m.turns else "move the step under round:")
        if step.body is not None:
            acts = step.kind == "each_player" or (step.kind == "do" and turn_player)
            scope = Scope(m, acts, what=what or self.step_place(step))
            scope.each = step.kind == "each_player"
            self.effect(step.body, scope)
        for i, name in enumerate(step.actions):
            if name not in m.actions:
                span = step.action_spans[i] if i < len(step.action_spans) else step.span
                self.error("E307", f"unknown action '{name}' in step '{step.name}'", span,
                           did_you_mean(name, m.actions))
        if step.cost is not None:
            self.cost(step.cost, Scope(m, True))

    def check_until(self, step, turn_player: bool):
        """An `until` loop's condition: read after each pass, of the turn player in a game of turns."""
        if step.until is not None:
            self.expect(step.until, Scope(self.model, turn_player, what=f"the `until` of step '{step.name}'"), BOOL)

    def check_hand(self):
        """`flow.hand`: its steps run between rounds (no turn player), its reset names fields, its end a condition."""
        m = self.model
        for step in m.hand_setup + m.hand_scoring:
            self.check_step(step, what=f"hand step '{step.name}' (done once for the whole hand; each_player does "
                                       "it for every player)" if step.kind == "do" else None)
        fields = list(m.player) + list(m.globals)
        for name, span in m.hand_reset:
            if name not in fields:
                self.error("E381", f"unknown field '{name}' in the hand's reset", span,
                           did_you_mean(name, fields) or "reset lists the player or shared fields set back to "
                                                         "their start before every hand")
        if m.hand_end is not None:
            self.expect(m.hand_end, Scope(m, False, what="the hand's end (flow.hand.end, checked once for the "
                                                         "whole table)"), BOOL)

    def step_place(self, step) -> str:
        """Where a step's effect stands, said so that 'no player acts in …' explains why."""
        if step.kind != "do":
            return f"step '{step.name}'"
        if any(step is s for s in self.model.setup):
            return f"setup step '{step.name}' (done once for the whole game; each_player does it for every player)"
        return f"step '{step.name}' (without 'turns: true' a do step is done once for the whole round; " \
               "each_player does it for every player)"

    # ------------------------------------------------------------ statements
    def effect(self, effect: ast.Effect, scope: Scope):
        self.block(effect.body, scope)

    def block(self, stmts, scope: Scope):
        for stmt in stmts:
            self.stmt(stmt, scope)

    def stmt(self, s, scope: Scope):
        method = getattr(self, "stmt_" + type(s).__name__)
        method(s, scope)

    def resource(self, name, span, scope, key=None, owner=None):
        local = scope.locals.get(name)
        if key is None and local is not None and local[0] == "id" and local[1] in self.model.tables:
            self.chosen_resource(name, local[1], span, scope, owner)
            return
        fdef = self.model.player.get(name) if scope.player else None
        fdef = fdef or self.model.globals.get(name)
        if key is not None:
            self.map_entry(name, fdef, span, key, scope)
            return
        if fdef is not None and fdef.type == "map":
            self.error("E310", f"'{name}' is a map: say which entry, e.g. {name}[{fdef.keys}]", span,
                       help=f"the entries of '{name}' are the ids of '{fdef.keys}'")
            return
        if fdef is None or fdef.type not in NUMERIC_FIELDS:
            numeric = [n for n, f in list(self.model.player.items()) + list(self.model.globals.items())
                       if f.type in NUMERIC_FIELDS]
            what = "unknown resource" if fdef is None else f"'{name}' is a {fdef.type}, not a resource or track:"
            help = did_you_mean(name, numeric)
            if fdef is None and not scope.player and name in self.model.player:
                help = f"'{name}' belongs to a player, and no player acts in {scope.what or 'this place'}"
            self.error("E310", f"{what} '{name}'" if fdef is None else what + " it cannot be gained or paid",
                       span, help)

    def chosen_resource(self, name, table, span, scope, owner):
        """`gain 1 kind` where `kind` is an entry of a table whose every id names a counter or track."""
        ids = self.model.tables[table].ids()
        fields = self.model.player if scope.player and ids and ids[0] in self.model.player else self.model.globals
        missing = [i for i in ids if i not in fields or fields[i].type not in NUMERIC_FIELDS]
        if missing or not ids:
            self.error("E310", f"'{name}' is {entry_of(table)}, but not every {table} entry is a counter or track "
                       f"of the same owner: {', '.join(map(str, missing[:6]))}", span,
                       help=f"name each {table} entry after a resource, or keep the amounts in a map and "
                            f"write {table}_amounts[{name}]")
            return
        if owner is not None:
            self.chosen_resources[id(owner)] = table

    def map_entry(self, name, fdef, span, key, scope):
        """`resources[kind]` as a resource: a map of numbers, and a key of the map's table."""
        key_kind = self.expr(key, scope)
        if fdef is None or fdef.type != "map":
            maps = [n for n, f in list(self.model.player.items()) + list(self.model.globals.items()) if f.type == "map"]
            self.error("E310", f"'{name}' is not a map, so '{name}[...]' cannot be gained or paid"
                       if fdef is not None else f"unknown map '{name}'", span, did_you_mean(name, maps))
            return
        if not compatible(key_kind, ("id", fdef.keys)):
            self.error("E320", f"the entries of '{name}' are {fdef.keys}, not {describe(key_kind)}", key.span)
        if fdef.of is not None:
            self.error("E310", f"'{name}' holds {fdef.of} entries, not numbers: it cannot be gained or paid", span)

    def stmt_Gain(self, s, scope):
        self.expect(s.amount, scope, INT)
        self.resource(s.resource, s.resource_span, scope, s.key, s)

    stmt_Lose = stmt_Gain

    def cost(self, cost: ast.Cost, scope):
        if cost.card is not None:
            self.card_cost(cost.card, scope)
        if cost.market is not None:
            self.market_price(cost.market, scope)
        for item in cost.items:
            self.expect(item.amount, scope, INT)
            self.resource(item.resource, item.resource_span, scope, item.key, item)

    def card_cost(self, target, scope):
        """`cost: guide.cost`: a deck field of kind cost, read from the card the action names."""
        self.card_field(target, scope, "cost", "E350",
                        "a cost is amounts of resources (2 water + 1 wind) or a card's printed cost (guide.cost)")

    def market_price(self, m: ast.MarketPrice, scope):
        """`card.cost less bonuses from tokens with wild gold`: maps by one table, a wild resource."""
        price = self.expr(m.price, scope)
        if price[0] not in ("map", "any"):
            self.error("E413", f"a price paid from '{m.source}' is numbers by id, such as a card's map column "
                       f"(card.cost), not {describe(price)}", m.price.span,
                       help="declare the cards' cost with fields: {cost: {type: map, keys: colours}}")
            price = ANY
        keys = price[1] if price[0] == "map" else None
        if m.discount is not None:
            discount = self.expr(m.discount, scope)
            if discount[0] not in ("map", "any") or (discount[0] == "map" and keys and discount[1] != keys):
                self.error("E413", f"the discount must be numbers by {keys or 'id'} like the price, not "
                           f"{describe(discount)}", m.discount.span)
        fdef = self.model.player.get(m.source) if scope.player else None
        fdef = fdef or self.model.globals.get(m.source)
        if fdef is None or fdef.type != "map" or fdef.of is not None or (keys and fdef.keys != keys):
            maps = [n for n, f in list(self.model.player.items()) + list(self.model.globals.items())
                    if f.type == "map" and f.of is None and (not keys or f.keys == keys)]
            what = "unknown field" if fdef is None else "not a map of numbers" + (f" by {keys}" if keys else "")
            self.error("E414", f"'{m.source}' is {what}: the price is paid from a map of numbers by the same ids",
                       m.source_span, did_you_mean(m.source, maps))
        if m.wild is not None:
            self.resource(m.wild, m.wild_span, scope, m.wild_key, m)

    def card_field(self, target, scope, field_kind: str, code: str, usage: str) -> None:
        """`guide.reward`, `guide.cost`: a deck field of the given kind, on the card an expression names."""
        if not isinstance(target, ast.Field):
            self.expr(target, scope)
            self.error(code, usage, target.span)
            return
        obj = self.expr(target.obj, scope)
        if obj[0] != "id" or obj[1] not in self.model.tables:
            if obj[0] != "any":
                self.error(code, usage, target.span)
            return
        columns = self.model.tables[obj[1]].columns
        if columns.get(target.name, ("",))[0] == field_kind:
            return
        fitting = [c for c, kind in columns.items() if kind[0] == field_kind]
        self.error(code, f"'{target.name}' is not {'an' if field_kind[0] in 'aeiou' else 'a'} {field_kind} "
                   f"printed on the {obj[1]} cards", target.span,
                   did_you_mean(target.name, fitting) or
                   (f"the {field_kind} fields of these cards: {', '.join(fitting)}" if fitting else
                    f"give the deck a field of kind {field_kind}, e.g. fields: {{{target.name}: {field_kind}}}"))

    def stmt_Pay(self, s, scope):
        self.cost(s.cost, scope)

    def stmt_Let(self, s, scope):
        scope.locals[s.name] = self.expr(s.value, scope)
        self.mark_hidden(scope, s.name, self.reads_secret(s.value, scope))

    def stmt_Assign(self, s, scope):
        kind = self.target(s.target, scope)
        value = self.expr(s.value, scope)
        if s.op != "=":
            self.want(value, INT, s.value.span)
            self.want(kind, INT, s.target.span)
        elif not compatible(kind, value):
            self.error("E311", f"cannot store {describe(value)} in {describe(kind)}", s.value.span)

    def target(self, node, scope) -> tuple:
        if isinstance(node, ast.Name):
            binding = self.name(node, scope)
            settable = binding is not None and binding.category == "builtin" and node.name in scope.settable
            if binding is not None and binding.category not in ("local", "pfield", "gfield") and not settable:
                self.error("E312", f"'{node.name}' cannot be changed", node.span,
                           "the runtime counts the rounds (a scenario's given lines may set it: round = 3)"
                           if node.name == "round" else None)
            kind = binding.kind if binding else ANY
            self.kinds[id(node)] = kind
            return kind
        return self.expr(node, scope)

    def stmt_AddTo(self, s, scope):
        item = self.expr(s.item, scope)
        coll = self.target(s.target, scope)
        if coll[0] not in ("set", "zone", "list", "any"):
            self.error("E313", f"can only add to a set or a pile of cards, not to {describe(coll)}", s.target.span)
        elif coll[0] in ("set", "zone") and not compatible(("id", coll[1]), item):
            self.error("E311", f"cannot add {describe(item)} to a set of {coll[1]}", s.item.span)

    stmt_RemoveFrom = stmt_AddTo

    def stmt_Roll(self, s, scope):
        dice = self.model.tables.get("dice")
        rolled = self.model.globals.get("rolled")
        if dice is None or rolled is None:
            self.error("E314", "'roll' needs a table 'dice' and a shared map 'rolled' keyed by dice", s.span)
            return
        ids = dice.ids()
        m = self.model
        for die in s.dice:
            if die in ids:
                continue
            if die in scope.locals or die == "dice" or (scope.player and die in m.player) or die in m.globals:
                # `roll activated`, `roll dice`: every die of a collection, a number known only when played
                pool = ast.Name(s.span, die)
                kind = self.expr(pool, scope)
                if kind[0] != "any" and (kind[0] not in COLLECTIONS or element_kind(kind) != ("id", "dice")):
                    self.error("E315", f"'{die}' is {describe(kind)}, not a die or a collection of dice", s.span)
                    continue
                self.roll_pools[(id(s), die)] = pool
                continue
            self.error("E315", f"unknown die '{die}'", s.span, did_you_mean(die, ids))

    def stmt_Shuffle(self, s, scope):
        kind = self.target(s.target, scope)
        if kind[0] not in ("zone", "any"):
            self.error("E313", f"only a pile of cards can be shuffled, not {describe(kind)}", s.target.span)

    def stmt_Resolve(self, s, scope):
        self.card_field(s.target, scope, "effect", "E348", "resolve takes a card's effect, such as guide.reward")
        if isinstance(s.target, ast.Field) and s.target.name in self.waiting_cards and not scope.may_wait:
            self.error("E402", f"a card's {s.target.name} may ask a player to choose, and no player is asked in "
                       f"{scope.what or 'this place'}", s.span,
                       help="resolve it in an action's effect or in a procedure an action calls")

    def stmt_Draw(self, s, scope):
        self.expect(s.count, scope, INT)
        src = self.target(s.source, scope)
        dst = self.target(s.dest, scope)
        for kind, node in ((src, s.source), (dst, s.dest)):
            if kind[0] not in ("zone", "any"):
                self.error("E313", f"cards are drawn from and to piles of cards, not {describe(kind)}", node.span)
        if s.filter is not None:
            deck = src[1] if src[0] == "zone" else None
            self.expect(s.filter, scope.child(card=("id", deck) if deck else ANY), BOOL)

    def stmt_MoveCard(self, s, scope):
        self.expr(s.card, scope)
        self.target(s.source, scope)
        self.target(s.dest, scope)

    def stmt_PassPile(self, s, scope):
        """`pass hand to left`: a pile every player has, passed by all of them at once, left or right."""
        m = self.model
        fdef = m.player.get(s.pile)
        piles = [name for name, f in m.player.items() if f.type == "zone" and f.keys is None]
        if fdef is None:
            shared = s.pile in m.globals
            self.error("E392", f"'{s.pile}' is shared by all players: every player passes a pile of their own"
                       if shared else f"unknown pile '{s.pile}': every player passes a pile of their own",
                       s.pile_span, did_you_mean(s.pile, piles) or
                       (f"the players' piles: {', '.join(piles)}" if piles else "declare it under player:"))
        elif fdef.type != "zone" or fdef.keys is not None:
            what = "a pile per key" if fdef.type == "zone" else f"a {fdef.type}"
            self.error("E392", f"'{s.pile}' is {what}, not a pile of cards: only a pile of cards is passed",
                       s.pile_span, f"the players' piles: {', '.join(piles)}" if piles else None)
        if s.direction not in ("left", "right"):
            self.error("E393", f"a pile is passed to the left or to the right, not '{s.direction}'",
                       s.direction_span, did_you_mean(s.direction, ("left", "right")) or
                       "left is the next seat, right the seat before")
        if scope.each:
            self.error("E394", "every player passes at once: in an each_player step, the piles would go round "
                       "once for each player", s.span, help="write it in a do step")

    def stmt_PlaceCard(self, s, scope):
        self.expr(s.card, scope)
        src = self.target(s.source, scope)
        if src[0] not in ("zone", "any"):
            self.error("E313", f"a card is placed from a pile of cards, not {describe(src)}", s.source.span)
        self.tableau_arg(self.target(s.dest, scope), s.dest, "place ... on TABLEAU")
        self.expect(s.spot, scope, TEXT)
        if s.turn is not None:
            self.expect(s.turn, scope, INT)
        if s.token is not None:
            self.expr(s.token, scope)

    def stmt_StandFigure(self, s, scope):
        self.figure_key(s, scope, "stand FIGURES KEY on CARD")
        card = self.expr(s.card, scope)
        fdef = self.figures_field(s.figures)
        tableau = self.model.player.get(fdef.on) or self.model.globals.get(fdef.on) if fdef else None
        if tableau is not None and card[0] == "id" and card[1] not in tableau.decks:
            self.error("E508", f"{show(s.card)} is a {card[1]} card, and '{tableau.name}' holds cards of "
                       f"{', '.join(tableau.decks)}: a figure stands on a card laid there", s.card.span)

    def stmt_SendFigure(self, s, scope):
        self.figure_key(s, scope, "send FIGURES KEY by EXIT")
        self.expect(s.exit, scope, TEXT)

    def stmt_WalkFigure(self, s, scope):
        self.figure_key(s, scope, "walk FIGURES KEY STEPS")
        self.expect(s.steps, scope, INT)

    def stmt_ResumeFigure(self, s, scope):
        self.figure_key(s, scope, "resume FIGURES KEY")

    def stmt_Choose(self, s, scope):
        if not scope.may_wait:
            self.error("E402", f"'choose' cannot stand in {scope.what or 'this place'}: no player is asked here",
                       s.span, help="players choose in an action's effect or in a procedure an action calls")
        kind = self.expr(s.source, scope)
        scope.locals[s.var] = element_kind(kind)
        # options drawn from a secret: the runtime asks without showing them (or the pick) to the others
        secret = self.reads_secret(s.source, scope)
        if secret:
            self.secret_choices.add(id(s))
        self.mark_hidden(scope, s.var, secret)
        if s.filter is not None:
            self.expect(s.filter, scope, BOOL)

    # ------------------------------------------------------------ who sees what
    def field_ref(self, node, scope, code: str, usage: str):
        """`hand`, `trek_deck`, `players[t].hand`, `victim.hand`: a field named as such (not its value).

        Returns its FieldDef, or None after reporting `code` with `usage` and "did you mean".
        """
        m = self.model
        if isinstance(node, ast.Name):
            binding = self.lookup(node.name, scope)
            if binding is not None and binding.category in ("pfield", "gfield"):
                self.bindings[id(node)] = binding
                self.kinds[id(node)] = binding.kind
                fdef = m.player[node.name] if binding.category == "pfield" else m.globals[node.name]
                self.field_refs[id(node)] = fdef
                return fdef
            fields = (list(m.player) if scope.player else []) + list(m.globals)
            what = f"unknown field '{node.name}'" if binding is None else \
                f"'{node.name}' is {describe(binding.kind)}, not a field"
            help = did_you_mean(node.name, fields)
            if binding is None and not scope.player and node.name in m.player:
                help = f"'{node.name}' belongs to a player, and no player acts in {scope.what or 'this place'}: " \
                       f"name whose it is, such as players[0].{node.name}"
            self.error(code, f"{what}: {usage}", node.span, help)
            return None
        if isinstance(node, ast.Field):
            owner = self.expr(node.obj, scope)
            if owner[0] == "player" and node.name in m.player:
                fdef = m.player[node.name]
                self.kinds[id(node)] = field_kind(fdef)
                self.field_refs[id(node)] = fdef
                return fdef
            if owner[0] == "player":
                self.error(code, f"players have no field '{node.name}': {usage}", _name_span(node),
                           did_you_mean(node.name, m.player))
            elif owner[0] != "any":
                mine = self.example_fields()[0] or "FIELD"
                self.error(code, f"{describe(owner)} has no fields: {usage}", node.span,
                           help=f"a player's field is written players[i].{mine} or me.{mine}")
            return None
        self.expr(node, scope)
        self.error(code, f"this is a value, not a field: {usage}", node.span, help=self.name_the_field_help())
        return None

    def example_fields(self) -> tuple[str | None, str | None]:
        """A player field and a game field of this game (piles of cards first) to show in a help, in the
        designer's own words rather than another game's."""
        def first(fields) -> str | None:
            names = [f.name for f in fields.values() if f.type == "zone"] or list(fields)
            return names[0] if names else None
        return first(self.model.player), first(self.model.globals)

    def name_the_field_help(self) -> str:
        mine, shared = self.example_fields()
        examples = [name for name in (shared, mine, mine and f"players[i].{mine}") if name]
        return "name the field itself" + (f": {', '.join(examples)}" if examples else
                                          ", as declared under player: or globals:")

    def viewer(self, node, scope):
        """`to all` (None), or `to` one player: me, players[i], a chosen player."""
        if node is None:
            return
        usage = "a secret is shown to all or to one player (me, players[i], a chosen player)"
        if isinstance(node, ast.Name) and self.lookup(node.name, scope) is None:
            players = [n for n, k in scope.locals.items() if k == PLAYER] + ["all", "me"]
            self.error("E363", f"unknown player '{node.name}': {usage}", node.span, did_you_mean(node.name, players))
            return
        kind = self.expr(node, scope)
        if kind[0] not in ("player", "any"):
            players = [n for n, k in scope.locals.items() if k == PLAYER] + ["all", "me"]
            help = did_you_mean(node.name, players) if isinstance(node, ast.Name) else None
            self.error("E363", f"{describe(kind)} is not a player: {usage}", node.span, help)

    def stmt_Reveal(self, s, scope):
        if s.card is None:
            self.field_ref(s.target, scope, "E361", "only a field of a player or of the game can be revealed")
        else:
            self.card_in_pile(s.card, s.target, scope)
        self.viewer(s.viewer, scope)

    def stmt_Conceal(self, s, scope):
        self.card_in_pile(s.card, s.target, scope)

    def card_in_pile(self, card, target, scope):
        """`card in reserve`: a card (an id of the pile's deck) and a pile of cards."""
        card_kind = self.expr(card, scope)
        fdef = self.field_ref(target, scope, "E362", "a card is shown or hidden in a pile of cards")
        if fdef is None:
            return
        if fdef.type != "zone":
            piles = [n for n, f in list(self.model.player.items()) + list(self.model.globals.items())
                     if f.type == "zone" and (scope.player or f.scope == "global")]
            self.error("E362", f"'{fdef.name}' is a {fdef.type}, not a pile of cards: a card is shown or hidden in "
                       "a pile", target.span, did_you_mean(fdef.name, piles))
        elif not compatible(card_kind, ("id", fdef.of)):
            self.error("E311", f"'{fdef.name}' holds {fdef.of} cards, not {describe(card_kind)}", card.span)

    def mark_hidden(self, scope, name: str, hidden: bool):
        if hidden:
            scope.hidden.add(name)
        else:
            scope.hidden.discard(name)

    def reads_secret(self, node, scope) -> bool:
        """Does this (resolved) expression read what not every player may see?

        A field that is not `visible: everyone`, a local computed from one, or a game function
        reading one. How many cards a pile holds is public (`count(hand)`): only its cards are not.
        """
        if node is None:
            return False
        if isinstance(node, ast.Call) and node.func == "count" and len(node.args) == 1 and \
                isinstance(node.args[0], ast.Index) and self.names_field(node.args[0].obj) == "zone":
            return self.reads_secret(node.args[0].key, scope)    # count(decks[level]): a pile's size is public
        if isinstance(node, ast.Call) and node.func == "count" and len(node.args) == 1 and \
                self.names_field(node.args[0]) in ("zone", "set"):
            return self.reads_secret(node.args[0].obj, scope) if isinstance(node.args[0], ast.Field) else False
        if isinstance(node, ast.Name):
            binding = self.bindings.get(id(node))
            if binding is None:
                return False
            if binding.category == "local":
                return node.name in scope.hidden
            if binding.category in ("pfield", "gfield"):
                fdef = self.model.player[binding.name] if binding.category == "pfield" else self.model.globals[binding.name]
                return fdef.visible != "everyone"
            return False
        if isinstance(node, ast.Field) and self.kinds.get(id(node.obj), ANY)[0] == "player" and \
                node.name in self.model.player and self.model.player[node.name].visible != "everyone":
            return True
        if isinstance(node, ast.Call) and node.func in self.model.functions and self.function_reads_secret(node.func):
            return True
        return any(self.reads_secret(child, scope) for child in node.children())

    def names_field(self, node) -> str | None:
        """The type of the field `node` names (`hand`, `q.hand`), or None when it is not a bare field."""
        if isinstance(node, ast.Name):
            binding = self.bindings.get(id(node))
            if binding is not None and binding.category in ("pfield", "gfield"):
                fields = self.model.player if binding.category == "pfield" else self.model.globals
                return fields[binding.name].type
        if isinstance(node, ast.Field) and self.kinds.get(id(node.obj), ANY)[0] == "player" and \
                node.name in self.model.player:
            return self.model.player[node.name].type
        return None

    def function_reads_secret(self, name: str) -> bool:
        if name not in self._secret_functions:
            self._secret_functions[name] = False     # a function that calls itself was reported (E328)
            body = self.model.functions[name].body
            self._secret_functions[name] = self.reads_secret(body, Scope(self.model, True))
        return self._secret_functions[name]

    def stmt_Score(self, s, scope):
        self.expect(s.amount, scope, INT)
        points = self.model.player.get("points")
        if points is None or points.type not in NUMERIC_FIELDS:
            self.error("E316", "'score' needs a player counter 'points'", s.span,
                       help="add to player: points: {type: counter, start: 0}")

    def stmt_Keyword(self, s, scope):
        if s.word in ("eliminate", "finish"):
            flag = "eliminated" if s.word == "eliminate" else "finished"
            if flag not in self.model.player:
                self.error("E316", f"'{s.word}' needs a player flag '{flag}'", s.span)

    def stmt_TurnOrder(self, s, scope):
        """`next turn q`, `extra turn`, `first player q`: a player, in a game played in turns."""
        if s.who is not None:
            kind = self.expr(s.who, scope)
            if kind[0] not in ("player", "any"):
                players = [n for n, k in scope.locals.items() if k == PLAYER] + ["me"]
                help = did_you_mean(s.who.name, players) if isinstance(s.who, ast.Name) else \
                    "name a player: me, players[i], a chosen player, a player kept in a field"
                self.error("E320", f"'{s.word}' needs a player, not {describe(kind)}", s.who.span, help)
        # a game that places in turn order (who: order) has a first player, and an extra pick is an extra turn
        placement = s.word in ("first player", "extra turn") and \
            any(getattr(st, "who", None) == "order" for st in self.model.round)
        if not self.model.turns and not placement:
            self.error("E380", f"'{s.word}' needs a game played in turns", s.span,
                       help="add 'turns: true' under flow: so players act one after another")

    def stmt_Log(self, s, scope):
        pass

    def stmt_CallStmt(self, s, scope):
        proc = self.model.procedures.get(s.func)
        if proc is None:
            self.error("E317", f"unknown procedure '{s.func}'", s.span, did_you_mean(s.func, self.model.procedures))
            return
        kinds = [self.expr(arg, scope) for arg in s.args]
        if s.func in self.waiting_procedures and not scope.may_wait:
            self.error("E402", f"'{s.func}' asks a player to choose, and no player is asked in "
                       f"{scope.what or 'this place'}", s.span,
                       help="call it from an action's effect or from a procedure an action calls")
        if len(s.args) != len(proc.params):
            self.error("E318", f"'{s.func}' takes {len(proc.params)} argument(s), {len(s.args)} given", s.span)
        else:
            self.check_arguments(proc, kinds, s.args)

    def stmt_If(self, s, scope):
        for cond, body in s.branches:
            self.expect(cond, scope, BOOL)
            self.block(body, scope.child())
        if s.otherwise is not None:
            self.block(s.otherwise, scope.child())

    def stmt_Repeat(self, s, scope):
        self.expect(s.count, scope, INT)
        self.check_repeat_count(s.count, scope)
        count = self.known_count(s.count, scope)
        with self.loop_of(f"repeat {count:,} times" if count is not None else "", count, s.count.span):
            self.block(s.body, scope.child())

    @contextmanager
    def loop_of(self, what: str, turns: int | None, span):
        """Resolve a loop's body knowing how many turns the loops around it take in all (those known before
        play): nested loops multiply, so each under the limit can still make a block run too often."""
        enclosing = getattr(self, "enclosing_turns", 1)
        if turns is not None and turns >= 0:
            self.report(limits.too_many_nested_turns(what, turns, enclosing, span))
            self.enclosing_turns = enclosing * turns
        try:
            yield
        finally:
            self.enclosing_turns = enclosing

    def stmt_While(self, s, scope):
        """`while COND max N { ... }`: a condition, and the most turns it may take (at least 1)."""
        self.expect(s.cond, scope, BOOL)
        if s.limit is not None:
            self.expect(s.limit, scope, INT)
            if isinstance(s.limit, ast.Number) and s.limit.value < 1:
                self.error("E390", f"a loop may take at most {s.limit.value} turns: it could never run", s.limit.span,
                           help=f"write the most turns the loop may take, at least 1 "
                                f"(without `max`, {ast.DEFAULT_LOOP_LIMIT})")
        bound = self.constant_number(s.limit, scope) if s.limit is not None else ast.DEFAULT_LOOP_LIMIT
        if s.limit is not None and bound is not None:   # (a bound worked out in play: runtime/loops.py loop_turn)
            self.report(limits.too_many_turns(f"a bound of {bound:,} turns", bound, s.limit.span))
        span = s.limit.span if s.limit is not None else s.span
        with self.loop_of(f"a loop of at most {bound:,} turns" if bound is not None else "", bound, span):
            self.block(s.body, scope.child())

    def check_repeat_count(self, count, scope):
        """`repeat -1 { … }` would quietly do nothing, and `repeat 1000000000 { … }` would not end: a count
        known before play must be from 0 to limits.MAX_LOOP_TURNS. (A count worked out in play is checked
        when it is: runtime/loops.py repeat_count.)"""
        value = self.known_count(count, scope)
        if value is not None and value < 0:
            self.error("E431", f"repeat {value} times: a number of times cannot be below 0", count.span,
                       help="repeat counts how many times the block runs: write 0 or more")
        elif value is not None:
            self.report(limits.too_many_turns(f"repeat {value:,} times", value, count.span))

    def known_count(self, count, scope):
        """A `repeat` count known before play: a number or a constant, or `max` of them (PyGen writes these
        without the runtime's check, compiler/codegen/pygen.py repeat_count)."""
        if isinstance(count, ast.Call) and count.func == "max":
            values = [self.constant_number(a, scope) for a in count.args]
            return None if None in values or not values else max(values)
        return self.constant_number(count, scope)

    def report(self, diagnostic):
        if diagnostic is not None:
            self.diags.append(diagnostic)

    def constant_number(self, node, scope):
        """The value of a number known before play (`3`, `-1`, a number constant), or None."""
        if isinstance(node, ast.Number):
            return node.value
        if isinstance(node, ast.Neg):
            inner = self.constant_number(node.operand, scope)
            return None if inner is None else -inner
        if isinstance(node, ast.Name) and node.name in self.model.constants and node.name not in scope.locals:
            value = self.model.constants[node.name][0]
            return value if isinstance(value, int) and not isinstance(value, bool) else None
        return None

    def stmt_ForEach(self, s, scope):
        kind = self.expr(s.source, scope)
        inner = scope.child(**{s.var: element_kind(kind)})
        self.mark_hidden(inner, s.var, self.reads_secret(s.source, scope))
        self.block(s.body, inner)

    # ------------------------------------------------------------ expressions
    def expect(self, node, scope, kind):
        found = self.expr(node, scope)
        self.want(found, kind, node.span)
        return found

    def want(self, found, kind, span):
        if found[0] == "any" or kind[0] == "any" or found[0] == kind[0]:
            return
        self.error("E320", f"expected {describe(kind)}, found {describe(found)}", span)

    def expr(self, node, scope) -> tuple:
        kind = getattr(self, "expr_" + type(node).__name__)(node, scope)
        self.kinds[id(node)] = kind   # the generator spells each construct by these kinds
        return kind

    def expr_Number(self, node, scope):
        return INT

    def yaml_boolean_name(self, node: ast.Name) -> bool:
        """An unknown `yes` whose only other appearance is in the YAML, where it was read as true: say so
        (E435) instead of suggesting a name that only looks like it."""
        written = yaml_boolean_named(self.model, node.name)
        if written is None:
            return False
        word, value, span = written
        self.error("E435", f"unknown name '{node.name}': `{word}` in the YAML ({span.file}:{span.line}:{span.column}) "
                           f"is read as the boolean {str(value).lower()}", node.span,
                   help=f"quote it there ('{word}') if you mean the word; in an effect the booleans are written "
                        "true and false")
        return True

    def expr_Bool(self, node, scope):
        return BOOL

    def expr_String(self, node, scope):
        return TEXT

    def expr_Name(self, node, scope):
        binding = self.name(node, scope)
        return binding.kind if binding else ANY

    def name(self, node: ast.Name, scope: Scope) -> Binding | None:
        binding = self.lookup(node.name, scope)
        if binding is None:
            candidates = set(scope.locals) | set(self.model.globals) | set(self.model.tables) | \
                set(self.model.constants) | set(self.model.options) | self.symbols | set(BUILTIN_NAMES)
            if not scope.player:
                candidates.discard("me")
            if scope.player:
                candidates |= set(self.model.player)
            help = did_you_mean(node.name, candidates)
            if not scope.player and node.name in self.model.player:
                help = f"'{node.name}' belongs to a player, and no player acts in {scope.what or 'this place'}"
            if not scope.player and node.name == "me":
                help = f"'me' is the acting player, and no player acts in {scope.what or 'this place'}"
            if self.yaml_boolean_name(node):
                return None
            self.error("E321", f"unknown name '{node.name}'", node.span, help)
            return None
        self.bindings[id(node)] = binding
        return binding

    def lookup(self, name: str, scope: Scope) -> Binding | None:
        m = self.model
        if name in scope.locals:
            return Binding("local", name, scope.locals[name])
        if scope.player and name in m.player:
            return Binding("pfield", name, field_kind(m.player[name]))
        if name in m.globals:
            return Binding("gfield", name, field_kind(m.globals[name]))
        if name in m.tables:
            return Binding("table", name, ("table", name))
        if name in m.constants:
            value = m.constants[name][0]
            return Binding("lookup", name, self.lookup_kind(value)) if isinstance(value, ast.Table) \
                else Binding("const", name, INT)
        if name in m.options:
            values = m.options[name][0]
            kind = INT if values and all(isinstance(v, int) for v in values) else ("sym", None)
            return Binding("option", name, kind)
        if name in BUILTIN_NAMES and (scope.player or name != "me"):
            return Binding("builtin", name, BUILTIN_NAMES[name])
        hyphened = name.replace("_", "-")
        for candidate in (name, hyphened):
            if candidate in self.symbols:
                return Binding("sym", candidate, self.symbol_kind(candidate))
        return None

    def symbol_kind(self, symbol: str) -> tuple:
        """`symbol_kind` of the model, worked out once per symbol: the tables do not change while they are resolved."""
        kind = self._symbol_kinds.get(symbol)
        if kind is None:
            kind = self._symbol_kinds[symbol] = symbol_kind(self.model, symbol)
        return kind

    def lookup_kind(self, table: ast.Table) -> tuple:
        """LOOKUP for a table of numbers; ("lookup", ("id", T)) when every value is an id of table T.

        `{2 -> c2, 3 -> c3}` gives ids of the table holding c2 and c3, so `card_of[n].colour` reads a
        column and `card_of[n] == c2` compares ids. Values of several tables (or plain symbols) are symbols.
        """
        kinds = set()
        for row in table.rows:
            value = row.value
            if isinstance(value, ast.Name):
                symbol = value.name if value.name in self.symbols else value.name.replace("_", "-")
                kinds.add(self.symbol_kind(symbol) if symbol in self.symbols else ANY)
            else:
                kinds.add(INT)
        if len(kinds) == 1 and next(iter(kinds))[0] == "id":
            return ("lookup", kinds.pop())
        if kinds and INT not in kinds:
            return ("lookup", ("sym", None))
        return LOOKUP

    def hidden_entry(self, name_node, other: tuple) -> str | None:
        """`today == wind` where `wind` is a field: the entry of the other side's table has the same name."""
        if isinstance(name_node, ast.Name) and other[0] == "id" and other[1] in self.model.tables and \
                name_node.name in self.model.tables[other[1]].ids():
            return f"here '{name_node.name}' is a field; the {other[1]} entry is {other[1]}.{name_node.name}"
        return None

    def expr_Field(self, node, scope):
        obj = self.expr(node.obj, scope)
        m = self.model
        if obj[0] == "table" and obj[1] in m.tables and isinstance(node.obj, ast.Name):
            # `weather_tokens.wind`: an entry named through its table, when a field hides the bare name
            if node.name in m.tables[obj[1]].ids():
                return ("id", obj[1])
            self.error("E322", f"'{obj[1]}' has no entry '{node.name}'", _name_span(node),
                       did_you_mean(node.name, m.tables[obj[1]].ids()))
            return ANY
        if obj[0] == "id" and obj[1] in m.tables:
            table = m.tables[obj[1]]
            if node.name not in table.columns:
                self.error("E322", f"'{obj[1]}' has no column '{node.name}'", _name_span(node),
                           did_you_mean(node.name, table.columns))
                return ANY
            kind = table.columns[node.name]
            if kind[0] == "effect":
                self.error("E349", f"'{node.name}' is an effect printed on the card, not a value", node.span,
                           help=f"run it with: resolve {show(node)}")
                return ANY
            return BOOL if kind[0] == "condition" else INT if kind[0] == "value" else kind
        if obj[0] == "player":
            if node.name in ("score", "seat"):    # every player's points, and place at the table from 0
                return INT
            if node.name not in m.player:
                self.error("E322", f"players have no field '{node.name}'", _name_span(node),
                           did_you_mean(node.name, m.player))
                return ANY
            return field_kind(m.player[node.name])
        if obj[0] == "any":
            if isinstance(node.obj, ast.Name) and node.obj.name in scope.untyped:
                p = node.obj.name
                self.error("E347", f"'{p}' has no type, so Cairn cannot tell what '{p}.{node.name}' is",
                           node.span, help=f"declare the parameter's table, e.g. params: {{{p}: <table>}}, "
                                           f"or write <table>[{p}].{node.name}")
            return ANY
        self.error("E323", f"{describe(obj)} has no field '{node.name}'", node.span)
        return ANY

    def expr_Index(self, node, scope):
        obj = self.expr(node.obj, scope)
        key = self.expr(node.key, scope)
        if obj[0] == "table":
            if not compatible(("id", obj[1]), key):
                self.error("E324", f"'{obj[1]}' is looked up by its ids, not by {describe(key)}", node.key.span)
            return ("id", obj[1])
        if obj[0] == "map":
            if not compatible(("id", obj[1]), key):
                message = f"these piles are one per {obj[1]} entry, not {describe(key)}" if obj[2][0] == "zone" \
                    else f"this map is looked up by {obj[1]}, not by {describe(key)}"
                ids = self.model.tables[obj[1]].ids() if obj[1] in self.model.tables else ()
                self.error("E324", message, node.key.span, did_you_mean(show(node.key), ids))
            return obj[2]
        if obj[0] == "lookup":
            return obj[1] if len(obj) > 1 else INT     # ("lookup", ("id", T)): a table whose values are ids
        if obj[0] in ("list", "zone"):
            self.want(key, INT, node.key.span)
            return element_kind(obj)
        if obj[0] != "any":
            self.error("E325", f"{describe(obj)} cannot be indexed", node.span)
        return ANY

    def expr_Call(self, node, scope):
        m = self.model
        if node.func == "sees" and "sees" in scope.calls:
            return self.sees(node, scope)
        if node.func == "affords" and node.func not in m.functions and node.of is None:
            if len(node.args) != 1:
                self.error("E318", "affords(card.cost) takes one card's printed cost", node.span)
                return BOOL
            self.card_field(node.args[0], scope, "cost", "E350",
                            "affords(...) takes a card's printed cost, such as affords(guide.cost)")
            return BOOL
        kinds = [self.expr(a, scope) for a in node.args]
        if node.of is not None:
            self.want(self.expr(node.of, scope), PLAYER, node.of.span)
            if node.func not in m.functions and node.func not in scope.seat_calls:
                self.error("E327", f"'{node.func}' is not a function of this game, so it cannot be worked out "
                           "for a player", node.span, did_you_mean(node.func, m.functions))
                return ANY
        if node.func in scope.calls:
            return scope.calls[node.func]
        if node.func in m.functions:
            fdef = m.functions[node.func]
            if len(node.args) != len(fdef.params):
                self.error("E318", f"'{node.func}' takes {len(fdef.params)} argument(s), {len(node.args)} given",
                           node.span)
            else:
                self.check_arguments(fdef, kinds, node.args)
            kind = self.function_kind(node.func)
            if not scope.player and node.of is None:
                self.playerless_call(node, scope)
            return kind
        if node.func in GRAPH_CALLS:
            return self.graph_call(node, kinds)
        if node.func in TABLEAU_CALLS:
            return self.tableau_call(node, kinds)
        if node.func in FIGURE_CALLS:
            return self.figure_call(node, kinds, scope)
        if node.func in ("subsets", "distinct"):
            if not kinds or kinds[0][0] not in COLLECTIONS:
                self.error("E326", f"{node.func}(...) takes a collection first", node.span)
                return ANY
            if node.func == "subsets":
                if len(kinds) != 2:
                    self.error("E318", "subsets(collection, smallest) takes 2 arguments", node.span)
                return ("list", ("group", element_kind(kinds[0])))
            return ("list", element_kind(kinds[0]))
        if node.func == "count":
            # a tableau counts the cards laid in it, covered ones too
            if len(kinds) != 1 or kinds[0][0] not in COLLECTIONS + ("tableau",):
                self.error("E326", "count(...) takes one table, set, pile or tableau", node.span)
            return INT
        if node.func == "nth":
            if len(kinds) != 2 or kinds[0][0] not in ("table", "zone", "list", "any"):
                self.error("E326", "nth(table, position) takes a table and a number", node.span)
                return ANY
            self.want(kinds[1], INT, node.args[1].span)
            return element_kind(kinds[0])
        if node.func == "position":
            return self.position_call(node, kinds)
        if node.func in ("min", "max", "abs"):
            for k, a in zip(kinds, node.args):
                self.want(k, INT, a.span)
            return INT
        self.error("E327", f"unknown function '{node.func}'", node.span,
                   did_you_mean(node.func, list(m.functions) + list(BUILTIN_CALLS)))
        return ANY

    def position_call(self, node, kinds) -> tuple:
        """`position(place, spaces)`: where an id stands in a table's order (or a pile, a list), from 0 as nth counts."""
        usage = "position(item, table) takes an id and the table, pile or list it stands in"
        if len(kinds) != 2:
            self.error("E318", f"{usage}; {len(kinds)} argument(s) given", node.span)
            return INT
        item, within = kinds
        if within[0] not in ("table", "zone", "list", "any"):
            self.error("E326", f"{usage}, not {describe(within)}", node.args[1].span,
                       help="a set has no order; name the table its ids come from" if within[0] == "set" else None)
        elif not compatible(item, element_kind(within)):
            self.error("E320", f"position looks for {describe(element_kind(within))} in {show(node.args[1])}, "
                       f"not for {describe(item)}", node.args[0].span,
                       did_you_mean(show(node.args[0]), self.model.tables[within[1]].ids())
                       if within[0] == "table" and within[1] in self.model.tables else None)
        return INT

    def sees(self, node, scope) -> tuple:
        """A scenario's `sees(1, players[0].hand)`: may that seat see the whole field now?"""
        if len(node.args) != 2:
            self.error("E318", f"sees(seat, field) takes 2 arguments, {len(node.args)} given", node.span)
            return BOOL
        self.expect(node.args[0], scope, INT)
        mine = self.example_fields()[0] or "FIELD"
        self.field_ref(node.args[1], scope, "E361", f"sees(seat, field) takes a field, such as players[0].{mine}")
        return BOOL

    def graph_call(self, node, kinds) -> tuple:
        roles, result = GRAPH_CALLS[node.func]
        if len(kinds) != len(roles):
            self.error("E318", f"'{node.func}' takes {len(roles)} argument(s), {len(kinds)} given", node.span)
            return result
        routes = kinds[0]
        table = self.model.tables.get(routes[1]) if routes[0] in ("set", "zone") else None
        if routes[0] in ("group", "list") and routes[1][0] == "id":     # one walk, as `walks` gives them
            table = self.model.tables.get(routes[1][1])
        if routes[0] == "any":
            return result
        if table is None or not {"from", "to"} <= set(table.columns):
            self.error("E333", f"'{node.func}' needs routes: a set of ids of a table with 'from' and 'to' columns, "
                       f"found {describe(routes)}", node.args[0].span)
            return result
        if node.func == "walks":
            return ("list", ("group", ("id", table.name)))
        if node.func == "walk_end":
            places = table.columns["from"]
            return places if places[0] == "id" else ANY
        return result

    def tableau_call(self, node, kinds) -> tuple:
        usage = f"{node.func}(tableau) takes a field of type tableau, such as {node.func}(area)"
        if node.func == "spots" and len(kinds) > 1:
            self.spots_figures(node, kinds)
            kinds = kinds[:1]
        if len(kinds) != 1:
            self.error("E318", f"{usage}; {len(kinds)} argument(s) given", node.span)
            return TABLEAU_CALLS[node.func]
        self.tableau_arg(kinds[0], node.args[0], usage)
        if node.func == "loop_kinds" and kinds[0][0] == "tableau":
            return ("list", self.tableau_kinds(kinds[0][1]))
        return TABLEAU_CALLS[node.func]

    def tableau_arg(self, kind, node, usage: str) -> None:
        if kind[0] not in ("tableau", "any"):
            tableaux = [f.name for f in list(self.model.player.values()) + list(self.model.globals.values())
                        if f.type == "tableau"]
            self.error("E504", f"{show(node)} is {describe(kind)}, not a tableau: {usage}", node.span,
                       did_you_mean(show(node), tableaux))

    def tableau_kinds(self, name: str) -> tuple:
        """The kind of a loop of a tableau field: an id of the table its decks' trails name."""
        fdef = self.model.player.get(name) or self.model.globals.get(name)
        for deck in (fdef.decks if fdef else ()):
            table = self.model.tables.get(deck)
            for column in (table.columns.values() if table else ()):
                if column[0] == "trails" and column[1] in self.model.tables:
                    return ("id", column[1])
        return ANY

    def check_tableau(self, fdef):
        """A tableau's decks exist and carry trails; the decks it keeps uncovered are among them."""
        m = self.model
        if not fdef.decks:
            self.error("E503", f"the tableau '{fdef.name}' names no decks", fdef.span,
                       help="say which cards are laid in it: decks: [camps, trail_cards]")
        for deck in fdef.decks:
            table = m.tables.get(deck)
            if table is None or table.deck is None:
                self.error("E503", f"'{deck}' in the decks of tableau '{fdef.name}' is not a deck",
                           fdef.spans.get("decks", fdef.span), did_you_mean(deck, [t for t in m.tables if m.tables[t].deck]))
            elif not any(c[0] == "trails" for c in table.columns.values()):
                self.error("E503", f"the deck '{deck}' of tableau '{fdef.name}' has no column of trails",
                           fdef.spans.get("decks", fdef.span),
                           help="declare one: fields: {trails: {type: trails, of: <kinds>}}")
        for deck in fdef.fixed:
            if deck not in fdef.decks:
                self.error("E503", f"'{deck}' in fixed of tableau '{fdef.name}' is not one of its decks",
                           fdef.spans.get("fixed", fdef.span), did_you_mean(deck, fdef.decks))

    # ------------------------------------------------------------ figures (runtime/figures.py)
    def check_figures(self, fdef):
        """Figures walk a tableau of their own owner (a player's figures a player's tableau), one per key at most."""
        m = self.model
        fields = m.player if fdef.scope == "player" else m.globals
        if fdef.keys is None:
            self.error("E505", f"the figures '{fdef.name}' say no keys: one figure per id of which table?",
                       fdef.span, help="name the table whose ids name the figures, such as keys: trail_types")
        on = fields.get(fdef.on) if fdef.on else None
        if on is None or on.type != "tableau":
            tableaux = [f.name for f in fields.values() if f.type == "tableau"]
            where = f"'{fdef.on}' is not a tableau of the same owner" if fdef.on else "no tableau is named"
            self.error("E505", f"the figures '{fdef.name}' walk the trails of a tableau, and {where}",
                       fdef.spans.get("on", fdef.span),
                       did_you_mean(str(fdef.on), tableaux) if fdef.on else
                       f"name it with on: {tableaux[0] if tableaux else '<tableau>'}")

    def figures_field(self, node):
        """The FieldDef of a figures argument (None when it is not one: already reported)."""
        kind = self.kinds.get(id(node), ANY)
        if kind[0] != "figures":
            return None
        return self.model.player.get(kind[1]) if kind[2] == "player" else self.model.globals.get(kind[1])

    def figures_arg(self, owner, node, kind, scope, usage: str):
        """A figures field named as such: its FieldDef (None after E506); the tableau it walks is resolved beside it,
        for the generator (`figure_tableaux`)."""
        if kind[0] == "any":
            return None
        fdef = self.figures_field(node)
        if fdef is None:
            figures = [f.name for f in list(self.model.player.values()) + list(self.model.globals.values())
                       if f.type == "figures"]
            self.error("E506", f"{show(node)} is {describe(kind)}, not a field of figures: {usage}", node.span,
                       did_you_mean(show(node), figures))
            return None
        if fdef.on in self.model.player or fdef.on in self.model.globals:
            tableau = ast.Field(node.span, node.obj, fdef.on) if isinstance(node, ast.Field) else ast.Name(node.span, fdef.on)
            self.expr(tableau, scope)
            self.figure_tableaux[id(owner)] = tableau
        return fdef

    def figure_key(self, s, scope, usage: str):
        """A figure statement's field and key: the key is an id of the figures' keys table (E507)."""
        fdef = self.figures_arg(s, s.figures, self.target(s.figures, scope), scope, usage)
        self.check_key(fdef, s.key, scope)

    def check_key(self, fdef, node, scope, key=None):
        key = self.expr(node, scope) if key is None else key
        if fdef is None or fdef.keys is None or key[0] == "any":
            return
        if key[0] not in ("id", "sym") or (key[0] == "id" and key[1] != fdef.keys) or \
                (key[0] == "sym" and isinstance(node, ast.Name) and fdef.keys in self.model.tables
                 and node.name not in self.model.tables[fdef.keys].ids()):
            ids = self.model.tables[fdef.keys].ids() if fdef.keys in self.model.tables else []
            self.error("E507", f"the figures '{fdef.name}' are named by {fdef.keys} ids, and {show(node)} is "
                       f"{describe(key)}", node.span, did_you_mean(show(node), ids))

    def figure_call(self, node, kinds, scope) -> tuple:
        usage = f"{node.func}(figures, key) takes a field of figures and the key of one, such as {node.func}(travellers, kind)"
        if len(node.args) != 2:
            self.error("E318", f"{usage}; {len(node.args)} argument(s) given", node.span)
            return FIGURE_CALLS[node.func]
        fdef = self.figures_arg(node, node.args[0], kinds[0], scope, usage)
        self.check_key(fdef, node.args[1], scope, kinds[1])
        return FIGURE_CALLS[node.func]

    def spots_figures(self, node, kinds):
        """`spots(area, travellers)`: the cells the figures have walked are never covered; they walk that tableau."""
        for arg, kind in zip(node.args[1:], kinds[1:]):
            fdef = self.figures_field(arg)
            if kind[0] == "any":
                continue
            if fdef is None:
                self.error("E506", f"{show(arg)} is {describe(kind)}, not a field of figures: spots(tableau, figures) "
                           "keeps the cells the figures walked uncovered", arg.span)
            elif kinds[0][0] == "tableau" and fdef.on != kinds[0][1]:
                self.error("E506", f"the figures '{fdef.name}' walk '{fdef.on}', not '{kinds[0][1]}'", arg.span,
                           help=f"give spots the tableau they walk: spots({fdef.on}, {show(arg)})")

    def playerless_call(self, node: ast.Call, scope: Scope):
        """A game function called where no player acts (the game's end, a setup step): it is worked out for
        no player, which only a function that never reads the acting player can be."""
        reader = self.function_reads_player(node.func)
        if reader is None:
            self.playerless_calls.add(id(node))
            return
        call = f"{node.func}({'...' if self.model.functions[node.func].params else ''})"
        self.error("E321", f"'{node.func}()' reads {self.player_reading(reader)}, and no player acts in "
                   f"{scope.what or 'this place'}", node.span,
                   help=f"work it out for a player, such as players[0].{call}, or for each of them "
                        f"(any(q.{call} for q in players))")

    def player_reading(self, node: ast.Node) -> str:
        """How an error names what reads the acting player (`node`, from function_reads_player)."""
        if isinstance(node, ast.Name):
            return "'me'" if node.name == "me" else f"the player's '{node.name}'"
        if isinstance(node, ast.Call):
            return f"'{node.func}()', which reads the acting player"
        return f"'{node.obj.name if isinstance(node.obj, ast.Name) else 'a card'}.{node.name}', worked out for " \
               "the acting player"

    def function_reads_player(self, name: str) -> ast.Node | None:
        """What in function `name` reads the acting player (a field of theirs, `me`, a card's condition, a
        function worked out for them), or None when the function never does."""
        if name not in self._player_readers:
            self._player_readers[name] = None    # a function that calls itself was reported (E328)
            body = self.model.functions[name].body
            self._player_readers[name] = None if body is None else self.reads_player(body)
        return self._player_readers[name]

    def reads_player(self, node: ast.Node) -> ast.Node | None:
        for x in node.walk():
            if isinstance(x, ast.Name):
                binding = self.bindings.get(id(x))
                if binding is not None and (binding.category == "pfield" or
                                            (binding.category == "builtin" and binding.name == "me")):
                    return x
            elif isinstance(x, ast.Call) and x.of is None:
                if x.func in self.model.functions:
                    if self.function_reads_player(x.func) is not None:
                        return x
                elif x.func == "affords":
                    return x
            elif isinstance(x, ast.Field) and self.card_code_column(x):
                return x
        return None

    def card_code_column(self, node: ast.Field) -> bool:
        """Is `node` a card's condition or value column (code worked out for the acting player)?"""
        kind = self.kinds.get(id(node.obj), ANY)
        if kind[0] != "id" or kind[1] not in self.model.tables:
            return False
        return self.model.tables[kind[1]].columns.get(node.name, ("any",))[0] in ("condition", "value")

    def function_kind(self, name: str) -> tuple:
        if name in self.function_kinds:
            return self.function_kinds[name]
        fdef = self.model.functions[name]
        if name in self._resolving:
            self.error("E328", f"function '{name}' refers to itself", fdef.span)
            return ANY
        self._resolving.add(name)
        scope = self.param_scope(fdef, f"function '{name}'")
        kind = self.expr(fdef.body, scope) if fdef.body is not None else ANY
        self._resolving.discard(name)
        self.function_kinds[name] = kind
        return kind

    def param_scope(self, fdef, what: str) -> Scope:
        """The scope of a function's or procedure's body: its parameters, with the kinds declared for them."""
        scope = Scope(self.model, True, {p: self.param_kind(fdef, p) for p in fdef.params}, what)
        scope.untyped = {p for p in fdef.params if p not in fdef.param_types}
        return scope

    def param_kind(self, fdef, param: str) -> tuple:
        if param not in fdef.param_types:
            return ANY
        type_name, _span = fdef.param_types[param]
        if type_name in self.model.tables:
            return ("id", type_name)
        return PARAM_TYPES.get(type_name, ANY)   # an unknown type is reported once, by check_param_types

    def check_param_types(self):
        for fdef in list(self.model.functions.values()) + list(self.model.procedures.values()):
            for param, (type_name, span) in fdef.param_types.items():
                if type_name not in self.model.tables and type_name not in PARAM_TYPES:
                    self.error("E346", f"unknown type '{type_name}' for parameter '{param}'", span,
                               did_you_mean(type_name, list(self.model.tables) + list(PARAM_TYPES))
                               or f"a parameter's type is a table or deck name, or one of: {', '.join(PARAM_TYPES)}")

    def check_arguments(self, fdef, kinds, args):
        """Each argument against the type its parameter declares."""
        for param, kind, arg in zip(fdef.params, kinds, args):
            wanted = self.param_kind(fdef, param)
            if not compatible(kind, wanted):
                self.error("E320", f"'{fdef.name}' takes {describe(wanted)} as '{param}', found {describe(kind)}",
                           arg.span)

    def expr_Aggregate(self, node, scope):
        if node.func not in AGGREGATES:
            self.error("E327", f"unknown aggregate '{node.func}'", node.span, did_you_mean(node.func, AGGREGATES))
            return ANY
        source = self.expr(node.source, scope)
        inner = scope.child(**{node.var: element_kind(source)})
        if node.filter is not None:
            self.expect(node.filter, inner, BOOL)
        item = self.expr(node.item, inner)
        if node.func in ("sum", "min", "max"):
            self.want(item, INT, node.item.span)
        elif node.func in ("all", "any"):
            self.want(item, BOOL, node.item.span)
        elif node.func == "distinct":
            return ("list", item)
        return AGGREGATES[node.func]

    def expr_Conditional(self, node, scope):
        self.expect(node.cond, scope, BOOL)
        then = self.expr(node.then, scope)
        other = self.expr(node.otherwise, scope)
        return then if then[0] != "any" else other

    def expr_BinOp(self, node, scope):
        left = self.expr(node.left, scope)
        right = self.expr(node.right, scope)
        if node.op in ("and", "or"):
            self.want(left, BOOL, node.left.span)
            self.want(right, BOOL, node.right.span)
            return BOOL
        if node.op in ("in", "not_in"):
            if right[0] not in COLLECTIONS:
                self.error("E329", f"'in' needs a set, pile or list on its right, found {describe(right)}",
                           node.right.span)
            return BOOL
        if node.op in ("==", "!="):
            if not compatible(left, right):
                self.error("E330", f"comparing {describe(left)} with {describe(right)} is always "
                           f"{'false' if node.op == '==' else 'true'}", node.span,
                           self.hidden_entry(node.left, right) or self.hidden_entry(node.right, left))
            return BOOL
        if node.op == "+" and "list" in (left[0], right[0]):
            for kind, side in ((left, node.left), (right, node.right)):
                if kind[0] not in ("list", "any"):
                    self.error("E320", f"only a list can be added to a list, not {describe(kind)}", side.span)
            if left[0] == right[0] == "list" and ANY not in (left[1], right[1]) and left[1] != right[1]:
                return ("list", ("sym", None))   # a mixed list, such as places plus a 'no_temple' answer
            return left if left[0] == "list" and left[1] != ANY else right
        self.want(left, INT, node.left.span)
        self.want(right, INT, node.right.span)
        return BOOL if node.op in ("<", "<=", ">", ">=") else INT

    def expr_Not(self, node, scope):
        self.expect(node.operand, scope, BOOL)
        return BOOL

    def expr_Neg(self, node, scope):
        self.expect(node.operand, scope, INT)
        return INT

    def expr_ListLit(self, node, scope):
        kinds = [self.expr(i, scope) for i in node.items]
        self.check_names_without_numbers(node.items, kinds)
        return ("list", kinds[0] if kinds else ANY)

    def check_names_without_numbers(self, items, kinds) -> None:
        """A list of ids with a number among them (`[spice, silk, 3]`) is a slip, never a list: a number
        cannot be one of a table's ids, and everything that reads the list would take it for one."""
        named = next((kind for kind in kinds if kind[0] in ("id", "sym")), None)
        number = next((item for item, kind in zip(items, kinds) if kind == INT), None)
        if named is None or number is None:
            return
        names = f"ids of {named[1]}" if named[0] == "id" and named[1] else "names"
        self.error("E320", f"a list holds one kind of value, and this one mixes {names} with a number",
                   number.span, help=f"remove the number, or write every item as one of the {names}")

    def expr_Range(self, node, scope):
        self.report(limits.range_too_long(node.low, node.high, node.span))
        return ("list", INT)

    def expr_RangeOf(self, node, scope):
        """`0..most`: whole numbers from one bound to the other, both known only in play."""
        self.expect(node.low, scope, INT)
        self.expect(node.high, scope, INT)
        return ("list", INT)

    def expr_Table(self, node, scope):
        self.check_table_literal(node)
        return LOOKUP


def field_kind(fdef) -> tuple:
    if fdef.broken:
        return ANY
    if fdef.type in NUMERIC_FIELDS:
        return INT
    if fdef.type == "flag":
        return BOOL
    if fdef.type == "symbol":
        return ("id", fdef.of) if fdef.of else ("sym", None)
    if fdef.type == "set":
        return ("set", fdef.of)
    if fdef.type == "map":   # numbers by default; with `of: TABLE`, ids of that table (or none)
        return ("map", fdef.keys, ("id", fdef.of) if fdef.of else INT)
    if fdef.type == "zone" and fdef.keys is not None:   # one pile per id of `keys`: decks[level]
        return ("map", fdef.keys, ("zone", fdef.of))
    if fdef.type == "zone":
        return ("zone", fdef.of)
    if fdef.type == "tableau":
        return ("tableau", fdef.name)
    if fdef.type == "figures":
        return ("figures", fdef.name, fdef.scope)
    return ANY


def symbol_kind(model: GameModel, symbol: str) -> tuple:
    if symbol == NONE:
        return ANY
    owners = [name for name, t in sorted(model.tables.items()) if any(r.get("id") == symbol for r in t.rows)]
    if len(owners) == 1:
        return ("id", owners[0])
    return ("sym", None)


def element_kind(kind: tuple) -> tuple:
    if kind[0] == "group":
        return kind[1]
    if kind[0] in ("table", "set", "map"):
        return ("id", kind[1])
    if kind[0] == "zone":
        return ("id", kind[1])
    if kind[0] == "list":
        return kind[1]
    return ANY


def compatible(a: tuple, b: tuple) -> bool:
    """May values of kinds a and b meet in an assignment or an equality?"""
    if "any" in (a[0], b[0]):
        return True
    ids = ("id", "sym", "text")
    if a[0] in ids and b[0] in ids:
        # A quoted text may name an id ("salt-lake-city/st-george"), as scenario files do.
        return "sym" in (a[0], b[0]) or "text" in (a[0], b[0]) or a[1] == b[1]
    if {a[0], b[0]} == {"zone", "list"}:
        return True
    return a[0] == b[0]


def resolve(model: GameModel) -> Resolver:
    return Resolver(model).run()


def _name_span(node: ast.Field) -> Span:
    """The `valu` of `crops[crop].valu`: the field name ends the expression."""
    span = node.span
    if span.end_line is None or span.end_column is None or span.end_column - len(node.name) < 1:
        return span
    return Span(span.file, span.end_line, span.end_column - len(node.name), span.end_line, span.end_column)


def waiting_procedures(model: GameModel) -> set:
    """The procedures that may stop to ask a player: a `choose`, or a call of one that may, inside."""
    calls = {}
    waiting = set()
    for name, proc in model.procedures.items():
        nodes = list(proc.body.walk()) if proc.body is not None else []
        if any(isinstance(n, ast.Choose) for n in nodes):
            waiting.add(name)
        calls[name] = {n.func for n in nodes if isinstance(n, ast.CallStmt)}
    changed = True
    while changed:
        changed = False
        for name, called in calls.items():
            if name not in waiting and called & waiting:
                waiting.add(name)
                changed = True
    return waiting


def waiting_with_cards(model: GameModel, procedures: set) -> tuple[set, set]:
    """Procedures and card effect columns that may stop to ask a player, one feeding the other.

    A card column waits when any card's printed effect chooses, calls a procedure that waits or
    resolves a column that waits; a procedure waits when it resolves such a column. Columns are
    known by name here (the resolver has not typed `guide` yet): two decks sharing a column name
    both count as waiting, which only costs a check of `state.pending` after the call.
    """
    procedures = set(procedures)
    columns: set = set()
    card_nodes = {}
    for table in model.tables.values():
        for (_card, col), tree in table.card_code.items():
            if isinstance(tree, ast.Effect):
                card_nodes.setdefault(col, []).extend(tree.walk())
    proc_nodes = {name: list(proc.body.walk()) if proc.body is not None else [] for name, proc in model.procedures.items()}

    def waits(nodes) -> bool:
        return any(isinstance(n, ast.Choose) or (isinstance(n, ast.CallStmt) and n.func in procedures)
                   or (isinstance(n, ast.Resolve) and isinstance(n.target, ast.Field) and n.target.name in columns)
                   for n in nodes)
    changed = True
    while changed:
        changed = False
        for col, nodes in card_nodes.items():
            if col not in columns and waits(nodes):
                columns.add(col)
                changed = True
        for name, nodes in proc_nodes.items():
            if name not in procedures and waits(nodes):
                procedures.add(name)
                changed = True
    return procedures, columns


def _reach(calls: dict, start: str) -> set:
    """Every procedure `start` calls, directly or through others."""
    seen, stack = set(), list(calls.get(start, ()))
    while stack:
        callee = stack.pop()
        if callee not in seen:
            seen.add(callee)
            stack += calls.get(callee, ())
    return seen
