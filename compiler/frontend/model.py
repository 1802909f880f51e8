"""The game model: the intermediate representation every later stage works on.

`read_game` turns a game's loaded YAML files into a `GameModel`: plain records (plain.py)
holding data and parsed effect-language trees, each with its span.
Nothing here is YAML-shaped any more, and nothing here knows Python: the resolver
checks the model, the emitter renders it.
"""
from __future__ import annotations

import re

from . import ast
from .plain import Made, Plain, copied

from . import limits
from .diagnostics import STATEMENT_IN_EXPRESSION, Diagnostic, SourceCache, Span, did_you_mean
from .load import Node, to_plain
from . import parse_cache
from .trails import read_card_trails
from .strategies import read_strategies
from .linear_trail import read_trail
from .data_checks import NotStatic, failing_rows

TEXT_COLUMNS = {"name", "text", "note", "flavour", "flavor", "description", "title"}
NONE = "none"
DEFAULT_LOOP_MAX = 100      # the passes an `until` loop may take when it says no `max:`


def parse_value(node, start: str, source_line=None):
    """parse.parse_value, answered from the kept trees (parse_cache.py) when the scalar's text is kept:
    Lark is loaded (parse.py imported) only for a text that has to be parsed."""
    kept = parse_cache.kept_value(node, start, source_line)
    if kept is not None:
        return kept, []
    from .parse import parse_value as parse_now
    return parse_now(node, start, source_line)


def parse_text(text: str, start: str, origin):
    """parse.parse of a text that stands in no definition file (a card's cost column), answered from the kept
    trees likewise: a build whose every text is kept never loads Lark (nor the `regex` module Lark brings in)."""
    kept = parse_cache.lookup(text, start, origin)
    if kept is not None:
        return kept, []
    from .parse import parse as parse_now
    return parse_now(text, start, origin)


class FieldDef(Plain):
    name: str
    scope: str          # "global" or "player"
    type: str           # counter, track, flag, symbol, set, map, zone
    span: Span
    start: object = None
    min: int | None = None
    max: int | None = None
    of: str | None = None          # table or deck the values come from
    values: tuple = ()             # for symbol fields without a table
    keys: str | None = None        # for maps: the table of keys
    reset: str | None = None       # "round": emptied/reset at the start of every round
    on_empty: ast.Effect | None = None
    visible: str = "everyone"      # who sees it: everyone, owner, nobody or cards (see field_visibility)
    text: str | None = None
    spans: dict = Made(dict)   # key -> span of its value, for precise diagnostics
    broken: bool = False           # refers to something unknown (already reported): read as any kind
    decks: tuple = ()              # a tableau: the decks whose cards are laid in it
    fixed: tuple = ()              # a tableau: the decks whose cards may never be covered
    fix_marked: bool = False       # a tableau: a card with a token on it may never be covered
    on: str | None = None          # figures: the tableau whose trails they walk


def field_visibility(kind: str, scope: str, declared) -> str:
    """Who sees a field, from its `visible:` key: everyone, owner, nobody or cards.

    Files written before fields had a visibility say true or false (and only zones said it):
    true is everyone; false, and a pile that says nothing, is its owner for a player's pile and
    nobody for a shared one. Every other kind of field is public unless it says otherwise.
    """
    if declared is True:
        return "everyone"
    if declared is False or (declared is None and kind == "zone"):
        return "owner" if scope == "player" else "nobody"
    return declared if isinstance(declared, str) else "everyone"


class TableDef(Plain):
    name: str
    rows: list                     # list of dicts, in order; every row has an "id"
    span: Span
    file: str
    columns: dict = Made(dict)   # column -> kind tuple
    deck: dict | None = None       # for decks: name, card_size, fields
    card_code: dict = Made(dict)  # (card id, column) -> ast node of a condition/effect field
    card_nodes: dict = Made(dict)  # card id -> its YAML node (positions of map columns)
    field_spans: dict = Made(dict)  # column -> span of its entry under `fields:`
    printed_on: object = None      # the `printed_on:` node of a deck printed on another deck's cards

    def ids(self) -> list:
        """The ids of the rows, in order."""
        return [row["id"] for row in self.rows]


class FunctionDef(Plain):
    name: str
    params: tuple
    body: ast.Node
    span: Span
    text: str | None = None
    param_types: dict = Made(dict)   # name -> (table, "number", "player" or "flag"; span)


class ProcedureDef(Plain):
    name: str
    params: tuple
    body: ast.Effect
    span: Span
    text: str | None = None
    param_types: dict = Made(dict)


class ParamDef(Plain):
    name: str
    domain: ast.Node
    span: Span
    word: str | None = None        # printed before the value in the notation: "claim X with red"


class ActionDef(Plain):
    name: str
    params: tuple
    when: ast.Node | None
    cost: ast.Cost | None
    effect: ast.Effect
    span: Span
    text: str | None = None


class StepDef(Plain):
    kind: str                      # do, each_player, decide
    name: str
    span: Span
    body: ast.Effect | None = None
    actions: tuple = ()
    who: str = "each"              # each | turn
    secret: bool = False
    picks: int = 1
    optional: bool = False
    cost: ast.Cost | None = None
    label: str | None = None
    action_spans: tuple = ()
    copy_of: str | None = None     # a step of a `repeat` group: the name of the step it repeats
    group: tuple | None = None     # (steps in the group, times, position in the group, which time)
    until: ast.Node | None = None  # an `until` loop's end: the condition that ends it (kind "until")
    bound: int = 0                 # an `until` loop's end: the most passes (`max:`)
    loop: tuple | None = None      # a step of an `until` loop: (the loop's end step, position, steps in the loop)
    auto: str | None = None        # a decide step's `auto: single`: one legal move is taken without asking
    at: Span | None = None         # where a run-time error about this step points (`max:` or `until:`)


class ScoringStep(Plain):
    id: str
    text: str
    points: ast.Node
    span: Span


class GameModel(Plain):
    id: str
    name: str
    summary: str
    min_players: int
    max_players: int
    files: list
    texts: list = Made(list)          # (text, "effect" | "expr" | "cost") of every code text read
    components: list = Made(list)
    options: dict = Made(dict)        # name -> (values, default, text)
    tables: dict = Made(dict)         # name -> TableDef
    constants: dict = Made(dict)      # name -> (int | ast.Table, span)
    globals: dict = Made(dict)        # name -> FieldDef
    player: dict = Made(dict)         # name -> FieldDef
    functions: dict = Made(dict)
    procedures: dict = Made(dict)
    actions: dict = Made(dict)
    setup: list = Made(list)
    round: list = Made(list)
    end: ast.Node | None = None
    active: ast.Node | None = None
    turns: bool = False
    end_trigger: ast.Node | None = None
    end_mode: str = "final_turns"
    max_moves_per_turn: int | None = None              # flow `max_moves_per_turn:`; None: the runtime's default
    max_moves_at: Span | None = None
    scoring: list = Made(list)
    eligible: ast.Node | None = None
    solo: ast.Node | None = None
    progress: ast.Node | None = None                   # victory `progress:`: what look-ahead agents weigh besides the score
    tiebreak: list = Made(list)
    rulings: list = Made(list)
    name_spans: dict = Made(dict)     # a designer's name -> the span of the key that names it
    yaml_booleans: list = Made(list)  # (word, value, span): an unquoted yes/no/on/off read as a bool
    # a game of hands (flow.hand): `end` is then the match's end
    hand_end: ast.Node | None = None
    hand_setup: list = Made(list)
    hand_scoring: list = Made(list)
    hand_reset: list = Made(list)     # (field name, span) set back before every hand
    # flow `after_action:`: an each_player step done after every action is resolved; None: nothing
    after_action: StepDef | None = None
    strategies: dict = Made(dict)     # name -> StrategyDef (compiler/frontend/strategies.py)
    # seats the game plays itself: ({"name", "seat", "players", "flag"}, ...) (game.yaml `automata:`)
    automata: tuple = ()
    # a board that is one trail (game.yaml `trail:`): {"spaces", "position", "sections", "marks", "backwards"}
    trail: dict | None = None

    def symbol_values(self) -> set:
        """Every symbol a name in an effect may stand for: table ids, symbol columns, field values, options."""
        found = {NONE}
        for table in self.tables.values():
            for row in table.rows:
                found.add(row["id"])
                for col, kind in table.columns.items():
                    if kind[0] in ("sym", "id") and isinstance(row.get(col), str):
                        found.add(row[col])
        for fdef in list(self.globals.values()) + list(self.player.values()):
            found.update(v for v in fdef.values if isinstance(v, str))
        for values, _default, _text in self.options.values():
            found.update(v for v in values if isinstance(v, str))
        return found


class Reader:
    """Reads one game folder's documents into a GameModel, collecting diagnostics."""

    def __init__(self, sources: SourceCache):
        self.diags: list[Diagnostic] = []
        self.sources = sources
        self.texts: list = []

    def error(self, code: str, message: str, span: Span, help: str | None = None):
        self.diags.append(Diagnostic(code, message, span, help))

    def code(self, node: Node | None, start: str, place: Place | None = None):
        """The syntax tree of an effect-language text. `place`: what the text is, in words (`when` is a
        condition…), for a statement written there by mistake."""
        if node is None:
            return None
        tree, diags = parse_value(node, start, lambda line: self.sources.get_line(node.span.file, line))
        if place is not None:
            diags = [_statement_in_place(d, place) for d in diags]
        self.diags.extend(diags)
        if isinstance(node.value, str):
            self.texts.append((node.value, start))
        return tree

    # ---------------------------------------------------------------- top level
    def read(self, docs: dict) -> GameModel:
        game = docs["game"]
        g = game.value
        plain = to_plain(game)
        players = plain.get("players", {})
        model = GameModel(id=plain.get("id", ""), name=plain.get("name", ""), summary=plain.get("summary", ""),
                          min_players=players.get("min", 1), max_players=players.get("max", 1),
                          files=sorted(n.span.file for n in docs.values()), texts=self.texts)
        model.components = plain.get("components", [])
        model.rulings = plain.get("rulings", [])
        if players.get("min", 1) > players.get("max", 1) and "players" in g:
            self.error("E340", f"players: min {players['min']} is more than max {players['max']}",
                       g["players"].span, help="the smallest number of players comes first")
        for name, opt in plain.get("options", {}).items():
            model.options[name] = (tuple(opt.get("values", ())), opt.get("default"), opt.get("text"))
            if opt.get("default") not in opt.get("values", ()):
                node = g["options"].value[name].value.get("default") or g["options"].value[name]
                self.error("E341", f"the default of option '{name}' is not one of its values", node.span,
                           help=_read_as_boolean(node) or "values: " + ", ".join(str(v) for v in opt.get("values", ())))
        for section in ("functions", "procedures", "actions", "globals", "player", "constants"):
            block = g.get(section)
            if block is not None and isinstance(block.value, dict) and block.key_spans:
                for name in block.value:
                    model.name_spans.setdefault(name, block.key_spans.get(name))
        model.yaml_booleans = yaml_booleans(docs.values())
        for doc in docs.values():
            self.read_tables(model, doc)
            self.read_decks(model, doc)
        self.infer_columns(model)
        self.check_map_columns(model)
        self.check_printed_on(model)
        self.read_trail_columns(model)
        for name, node in _items(g.get("constants")):
            if isinstance(node.value, int) and not isinstance(node.value, bool):
                model.constants[name] = (node.value, node.span)
            else:
                tree = self.code(node, "expr")
                if tree is not None:
                    model.constants[name] = (tree, node.span)
        self.read_checks(model, g.get("checks"), docs)
        for scope, key in (("global", "globals"), ("player", "player")):
            target = model.globals if scope == "global" else model.player
            for name, node in _items(g.get(key)):
                target[name] = self.read_field(name, scope, node)
        for name, node in _items(g.get("functions")):
            f = node.value
            params, types = _params(f.get("params"))
            model.functions[name] = FunctionDef(name, params, self.code(f.get("value"), "expr"), node.span,
                                                _text(f), types)
        for name, node in _items(g.get("procedures")):
            f = node.value
            params, types = _params(f.get("params"))
            model.procedures[name] = ProcedureDef(name, params, self.code(f.get("effect"), "effect"), node.span,
                                                  _text(f), types)
        for name, node in _items(g.get("actions")):
            model.actions[name] = self.read_action(name, node)
        self.read_flow(model, g.get("flow"))
        for node in (g.get("scoring").value if g.get("scoring") else ()):
            s = node.value
            model.scoring.append(ScoringStep(s["id"].value, s.get("text").value if s.get("text") else s["id"].value,
                                             self.code(s.get("points"), "expr"), node.span))
        victory = g.get("victory").value if g.get("victory") else {}
        model.eligible = self.code(victory.get("eligible"), "expr")
        model.solo = self.code(victory.get("solo"), "expr")
        model.progress = self.code(victory.get("progress"), "expr")
        model.tiebreak = [self.code(n, "expr") for n in (victory["tiebreak"].value if "tiebreak" in victory else ())]
        read_strategies(self, model, g.get("strategies"))
        self.read_automata(model, g.get("automata"))
        read_trail(self, model, g.get("trail"))
        self.diags.extend(limits.check_model(model))   # before the resolver follows functions into functions
        return model

    def read_automata(self, model: GameModel, block: Node | None):
        """The seats the game plays itself: each at a seat its table has, marked by a player flag, joining
        only with the options it names (a co-op variant's opponents)."""
        found = []
        every = to_plain(block) if block is not None and isinstance(block.value, list) else []
        for node in (block.value if every else ()):
            a = node.value
            plain = to_plain(node)
            wanted = self.automaton_options(model, plain, a)
            for count in plain["players"]:
                if not model.min_players <= count <= model.max_players:
                    self.error("E591", f"automaton '{plain['name']}' joins at {count} players; the game is for "
                               f"{model.min_players} to {model.max_players}", a["players"].span,
                               help=f"list numbers of players from {model.min_players} to {model.max_players}")
                    continue
                seats = count + sum(1 for other in every if count in other["players"]
                                    and _options_agree(wanted, other.get("options") or {}))
                if plain["seat"] >= seats:
                    self.error("E591", f"automaton '{plain['name']}' sits at seat {plain['seat']}; a table of "
                               f"{count} player{'s' if count != 1 else ''} has seats 0 to {seats - 1}", a["seat"].span,
                               help=f"a seat from 0 to {seats - 1}")
            flag = plain.get("flag")
            fdef = model.player.get(flag) if flag is not None else None
            if flag is not None and (fdef is None or fdef.type != "flag"):
                self.error("E590", f"automaton '{plain['name']}' is marked by '{flag}', which is not a player flag",
                           a["flag"].span, help=suggest_flag(model, flag))
                continue
            found.append({"name": plain["name"], "seat": plain["seat"], "players": tuple(plain["players"]),
                          "options": wanted, "flag": flag, "text": plain.get("text")})
        model.automata = tuple(found)

    def automaton_options(self, model: GameModel, plain: dict, a: dict) -> dict:
        """The options an automaton joins with, each an option of the game set to one of its values."""
        wanted = {}
        for name, value in (plain.get("options") or {}).items():
            given, key = a["options"].value, name
            if name not in model.options:
                self.error("E592", f"automaton '{plain['name']}' joins with option '{name}', which the game does "
                           f"not have", _key_span(a["options"], key, given[key]),
                           help=did_you_mean(name, list(model.options))
                           or f"options are: {', '.join(model.options) or 'none (declare it under options:)'}")
                continue
            values = model.options[name][0]
            if value not in values:
                self.error("E593", f"automaton '{plain['name']}' joins with {name} = {value}, which is not one of "
                           f"the option's values", given[key].span,
                           help=did_you_mean(str(value), [str(v) for v in values])
                           or f"values of {name}: {', '.join(map(str, values))}")
                continue
            wanted[name] = value
        return wanted

    # ---------------------------------------------------------------- data
    def read_tables(self, model: GameModel, doc: Node):
        tables = doc.value.get("tables")
        for name, node in _items(tables):
            if name in model.tables:
                self.error("E301", f"table '{name}' is defined twice", _key_span(tables, name, node),
                           help=f"the first definition is in {model.tables[name].file}")
                continue
            rows = to_plain(node) or []
            model.tables[name] = TableDef(name, rows, node.span, node.span.file)
            self.check_ids(name, node)
            self.check_words_read_as_booleans(name, node)

    def read_checks(self, model: GameModel, checks: Node | None, docs: dict):
        """`checks:`: a limit the rulebook prints, held against every row of a table or deck (data_checks.py)."""
        for node in (checks.value if checks is not None and isinstance(checks.value, list) else ()):
            check = node.value
            each, holds = check["each"], self.code(check["holds"], "expr")
            table = model.tables.get(each.value)
            if table is None:
                self.error("E640", f"the check '{check['id'].value}' names '{each.value}', not a table or deck "
                           "of the game", each.span, did_you_mean(each.value, list(model.tables)))
                continue
            if holds is None:
                continue
            try:
                broken = failing_rows(holds, table.rows, model.constants)
            except NotStatic as e:
                self.error("E640", f"the check '{check['id'].value}' cannot be worked out before play: {e.what}",
                           e.node.span, help="a check reads only the row's columns, number constants, numbers, "
                           "lists, arithmetic, comparisons, if … then … else and count/sum/min/max/any/all")
                continue
            text = check["text"].value if "text" in check else check["id"].value
            for row in broken:
                self.error("E641", f"{each.value} '{row.get('id')}' breaks the check '{check['id'].value}': {text}",
                           _row_span(docs, each.value, row.get("id")) or each.span,
                           help=f"the row must satisfy: {check['holds'].value}")

    def read_decks(self, model: GameModel, doc: Node):
        decks = doc.value.get("decks")
        for name, node in _items(decks):
            deck = node.value
            cards_node = deck.get("cards")
            rows = to_plain(cards_node) if cards_node else []
            meta = {k: to_plain(v) for k, v in deck.items() if k != "cards"}
            table = TableDef(name, rows, node.span, node.span.file, deck=meta)
            table.printed_on = deck.get("printed_on")
            code_fields = meta.get("fields", {})
            fields_node = deck.get("fields")
            if fields_node is not None and isinstance(fields_node.value, dict):
                table.field_spans = {c: n.value["keys"].span if isinstance(n.value, dict) and "keys" in n.value
                                     else n.span for c, n in fields_node.value.items()}
            for card_node in (cards_node.value if cards_node else ()):
                card = card_node.value
                if isinstance(card, dict) and "id" in card:
                    table.card_nodes[card["id"].value] = card_node
                for col, kind in code_fields.items():
                    if isinstance(kind, dict):
                        continue    # numbers by id, such as a cost {white: 1, blue: 2}: see check_map_columns
                    if col in card:
                        start = {"condition": "expr", "value": "expr", "cost": "cost"}.get(kind, "effect")
                        tree = self.code(card[col], start)
                        if tree is not None:
                            table.card_code[(card["id"].value, col)] = tree
            if name in model.tables:
                self.error("E301", f"deck '{name}' has the name of a table", _key_span(decks, name, node),
                           help=f"the table is in {model.tables[name].file}; rename one of them")
                continue
            model.tables[name] = table
            if cards_node:
                self.check_ids(name, cards_node)
                self.check_copies(name, cards_node)
                self.check_deck_size(name, cards_node)
                self.check_words_read_as_booleans(name, cards_node)

    def check_ids(self, name: str, node: Node):
        seen = {}
        for row in node.value or ():
            if not isinstance(row.value, dict) or "id" not in row.value:
                continue
            rid = row.value["id"]
            if rid.value in seen:
                self.error("E302", f"'{rid.value}' appears twice in '{name}'", rid.span,
                           help=f"ids must be unique; the first is on line {seen[rid.value]}")
            seen[rid.value] = rid.span.line

    def check_words_read_as_booleans(self, table: str, rows: Node):
        """A column of words with an unquoted `no` among them: YAML made that one false (E435)."""
        words: dict[str, bool] = {}
        booleans: list = []
        for row in rows.value or ():
            for col, cell in (row.value.items() if isinstance(row.value, dict) else ()):
                if isinstance(cell.value, str):
                    words[col] = True
                elif isinstance(cell.value, bool) and cell.raw and cell.raw.lower() in YAML_BOOLEAN_WORDS:
                    booleans.append((col, cell))
        for col, cell in booleans:
            if words.get(col):
                self.error("E435", f"`{cell.raw}` is read by YAML as the boolean {str(cell.value).lower()}, "
                                   f"while the other rows of '{table}' hold words in '{col}'", cell.span,
                           help=f"quote it ('{cell.raw}') if you mean the word")

    def check_copies(self, deck: str, cards: Node):
        """A card's `copies` is how many of it the deck holds: a whole number of at least 1.

        0 or less would leave the card out of the deck while its sheet still prints it."""
        for card in cards.value or ():
            copies = card.value.get("copies") if isinstance(card.value, dict) else None
            if copies is None:
                continue
            count = copies.value
            if isinstance(count, int) and not isinstance(count, bool) and count >= 1:
                continue
            card_id = card.value["id"].value if "id" in card.value else "a card"
            shown = copies.raw if copies.raw else repr(count)
            if isinstance(count, int) and not isinstance(count, bool):
                problem = "a card needs at least 1 copy"
            else:
                problem = "copies is a whole number" + (f" (YAML reads {shown} as {str(count).lower()})"
                                                        if isinstance(count, bool) else "")
            self.error("E430", f"'{card_id}' in deck '{deck}' has copies: {shown}; {problem}",
                       copies.span, help="write how many of this card the deck holds (1 or more), "
                                         "or leave the card out")

    def check_deck_size(self, deck: str, cards: Node):
        """A deck's cards, copies counted, within limits.MAX_DECK_CARDS: reported at the card that goes beyond."""
        held = 0
        for card in cards.value or ():
            held += _copies_of(card)
            if held > limits.MAX_DECK_CARDS:
                where = card.value.get("copies", card) if isinstance(card.value, dict) else card
                total = sum(_copies_of(c) for c in cards.value)
                self.diags.append(limits.deck_too_large(deck, total, where.span))
                return

    def infer_columns(self, model: GameModel):
        """Give every column a kind: int, bool, text, a symbol, or an id of another table."""
        ids = {name: {row.get("id") for row in t.rows} for name, t in model.tables.items()}
        for table in model.tables.values():
            code_fields = (table.deck or {}).get("fields", {})
            columns = {}
            for row in table.rows:
                for col in row:
                    columns.setdefault(col, [])
            if "copies" in columns:
                for row in table.rows:      # a card that gives no copies is printed once, as the sheets read it
                    row.setdefault("copies", 1)
            for col in columns:
                values = [row.get(col) for row in table.rows if col in row]
                columns[col] = _column_kind(col, values, ids, code_fields.get(col), table.name)
            table.columns = columns

    def check_printed_on(self, model: GameModel):
        """`printed_on: {deck, by, group}`: another deck, and columns of this one (E531, with "did you mean")."""
        for table in model.tables.values():
            node = table.printed_on
            if node is None or not isinstance(node.value, dict):
                continue
            target = node.value.get("deck")
            if target is not None and (target.value not in model.tables or model.tables[target.value].deck is None
                                       or target.value == table.name):
                decks = [n for n, t in model.tables.items() if t.deck is not None and n != table.name]
                self.error("E531", f"'{table.name}' is printed on '{target.value}', which is not another deck",
                           target.span, did_you_mean(str(target.value), decks))
            for key in ("by", "group"):
                column = node.value.get(key)
                if column is not None and column.value not in table.columns:
                    self.error("E531", f"'{table.name}' has no column '{column.value}' to print its cards {key}",
                               column.span, did_you_mean(str(column.value), table.columns))

    def check_map_columns(self, model: GameModel):
        """Card columns of numbers by id (`cost: {white: 1, blue: 2}`): keys of one table, whole numbers.

        Every card gets every key of the table, 0 where it prints none, so `card.cost[c]` and
        `sum(card.cost[c] for c in colours)` read every colour.
        """
        for table in model.tables.values():
            for col, kind in list(table.columns.items()):
                if kind[0] != "map":
                    continue
                keys = model.tables.get(kind[1]) if kind[1] else None
                if keys is None:
                    self.unknown_map_keys(model, table, col, kind[1])
                    table.columns[col] = ("any",)
                    continue
                ids = keys.ids()
                for row in table.rows:
                    row[col] = self.map_cell(table, row, col, keys.name, ids)

    def read_trail_columns(self, model: GameModel):
        """Card columns of trails (`fields: {trails: {type: trails, of: kinds}}`): each card's texts are checked
        and replaced by the pieces runtime/tableau.py lays (compiler/frontend/trails.py)."""
        for table in model.tables.values():
            for col, kind in list(table.columns.items()):
                if kind[0] != "trails":
                    continue
                spec = (table.deck or {}).get("fields", {}).get(col, {})
                kinds = model.tables.get(kind[1])
                if kinds is None:
                    self.error("E501", f"the trails of '{table.name}' are of kinds from '{kind[1]}', which is not a table",
                               table.field_spans.get(col) or table.span, did_you_mean(str(kind[1]), model.tables))
                    continue
                for row in table.rows:
                    card_node = table.card_nodes.get(row.get("id"))
                    node = card_node.value.get(col) if card_node is not None else None
                    if node is None:
                        row[col] = []
                        continue
                    pieces, diags = read_card_trails(node, kinds.ids(), spec.get("cells", 2), row["id"])
                    self.diags.extend(diags)
                    row[col] = pieces

    def unknown_map_keys(self, model, table, col, named):
        first = next((table.card_nodes[r["id"]].value.get(col) for r in table.rows
                      if r.get("id") in table.card_nodes and col in table.card_nodes[r["id"]].value), None)
        span = table.field_spans.get(col) or (first.span if first is not None else table.span)
        if named:
            self.error("E412", f"the column '{col}' of '{table.name}' is a map keyed by '{named}', which is not a table",
                       span, did_you_mean(named, model.tables))
        else:
            self.error("E412", f"the column '{col}' of '{table.name}' holds numbers by name, but its names are not the "
                       "ids of one table", span,
                       help=f"declare it with fields: {{{col}: {{type: map, keys: <table>}}}}")

    def map_cell(self, table, row, col, keys_name: str, ids: list) -> dict:
        """One card's map, checked at its positions, with 0 for each id it leaves out."""
        card_node = table.card_nodes.get(row.get("id"))
        node = card_node.value.get(col) if card_node is not None and isinstance(card_node.value, dict) else None
        value = row.get(col)
        if value is None:
            value = {}
        if not isinstance(value, dict):
            self.error("E411", f"'{col}' of card '{row.get('id')}' must be numbers by {keys_name} id, such as "
                       f"{{{ids[0] if ids else 'id'}: 1}}, not {value!r}", node.span if node else table.span)
            value = {}
        amounts = {k: 0 for k in ids}
        for key, amount in value.items():
            key_span = node.key_spans.get(key) if node is not None and node.key_spans else None
            at = key_span or (node.span if node else table.span)
            if key not in ids:
                self.error("E410", f"'{key}' is not a {keys_name} id, so it cannot be a key of '{col}'", at,
                           did_you_mean(str(key), ids))
            elif not isinstance(amount, int) or isinstance(amount, bool):
                vnode = node.value.get(key) if node is not None and isinstance(node.value, dict) else None
                self.error("E411", f"'{col}' of card '{row.get('id')}' gives {key} {amount!r}: amounts are whole numbers",
                           vnode.span if vnode is not None else at)
            else:
                amounts[key] = amount
        return amounts

    def read_field(self, name: str, scope: str, node: Node) -> FieldDef:
        f = node.value
        p = to_plain(node)
        fdef = FieldDef(name, scope, p.get("type", "counter"), node.span, start=p.get("start"), min=p.get("min"),
                        max=p.get("max"), of=p.get("of"), values=tuple(p.get("values", ())), keys=p.get("keys"),
                        reset=p.get("reset"), text=p.get("text"),
                        spans={key: value.span for key, value in f.items()})
        fdef.visible = field_visibility(fdef.type, scope, p.get("visible"))
        if fdef.type == "tableau":
            fdef.decks, fdef.fixed = tuple(p.get("decks", ())), tuple(p.get("fixed", ()))
            fdef.fix_marked = bool(p.get("fix_marked", False))
        if fdef.type == "figures":
            fdef.on = p.get("on")
        if "on_empty" in f:
            fdef.on_empty = self.code(f["on_empty"], "effect")
        return fdef

    def read_action(self, name: str, node: Node) -> ActionDef:
        a = node.value
        params = []
        for pname, pnode in _items(a.get("params")):
            if isinstance(pnode.value, dict):
                word = pnode.value.get("word")
                params.append(ParamDef(pname, self.code(pnode.value.get("in"), "expr"), pnode.span,
                                       word.value if word is not None else None))
            else:
                params.append(ParamDef(pname, self.code(pnode, "expr"), pnode.span))
        cost = self.code(a.get("cost"), "cost")
        return ActionDef(name, tuple(params), self.code(a.get("when"), "expr", WHEN_IS_A_CONDITION), cost,
                         self.code(a.get("effect"), "effect"), node.span, _text(a))

    def read_flow(self, model: GameModel, node: Node | None):
        if node is None:
            return
        flow = node.value
        model.end = self.code(flow.get("end"), "expr")
        model.active = self.code(flow.get("active"), "expr")
        model.turns = bool(flow.get("turns").value) if flow.get("turns") else False
        trigger = flow.get("end_trigger")
        if trigger is not None:
            model.end_trigger = self.code(trigger.value.get("when"), "expr")
            mode = trigger.value.get("then")
            model.end_mode = mode.value if mode is not None else "final_turns"
        if "max_moves_per_turn" in flow:
            model.max_moves_per_turn = flow["max_moves_per_turn"].value
            model.max_moves_at = _key_span(node, "max_moves_per_turn", flow["max_moves_per_turn"])
        for key, target in (("setup", model.setup), ("round", model.round)):
            for i, snode in enumerate(flow[key].value if key in flow else ()):
                if isinstance(snode.value, dict) and "until" in snode.value:
                    target += self.read_until(f"{key}_{i + 1}", snode)
                elif isinstance(snode.value, dict) and "repeat" in snode.value:
                    target += self.read_repeat(f"{key}_{i + 1}", snode)
                else:
                    target.append(self.read_step(f"{key}_{i + 1}", snode))
        if "hand" in flow:
            self.read_hand(model, flow["hand"])
        if "after_action" in flow:
            model.after_action = StepDef("each_player", "after_action", flow["after_action"].span,
                                         body=self.code(flow["after_action"], "effect"))

    def read_hand(self, model: GameModel, node: Node):
        """`hand:` — the steps that start and score every hand, the fields it resets, when it ends."""
        hand = node.value
        model.hand_end = self.code(hand.get("end"), "expr")
        for key, target in (("setup", model.hand_setup), ("scoring", model.hand_scoring)):
            for i, snode in enumerate(hand[key].value if key in hand else ()):
                target.append(self.read_step(f"hand_{key}_{i + 1}", snode))
        model.hand_reset = [(n.value, n.span) for n in (hand["reset"].value if "reset" in hand else ())]

    def read_repeat(self, default_name: str, node: Node) -> list:
        """`repeat: 3, steps: [...]`: the steps, in order, that many times (Trailblazers' three turns a round)."""
        times = node.value["repeat"].value
        items = node.value["steps"].value
        for n in items:
            if isinstance(n.value, dict) and "repeat" in n.value:
                self.error("E351", "a repeat cannot stand inside a repeat", n.span,
                           help="write the inner steps out, or repeat the whole group more times")
        for n in items:
            if isinstance(n.value, dict) and "until" in n.value:
                self.error("E370", "an `until` loop cannot stand inside a repeat", _key_span(n, "until", n),
                           help="put the repeated steps inside the `until` loop's steps instead")
        inner = [self.read_step(f"{default_name}_{j + 1}", n) for j, n in enumerate(items)
                 if not (isinstance(n.value, dict) and ("repeat" in n.value or "until" in n.value))]
        steps = []
        for t in range(1, times + 1):
            for j, step in enumerate(inner):
                steps.append(copied(step, name=f"{step.name}-{t}", copy_of=step.name, group=(len(inner), times, j, t)))
        return steps

    def read_until(self, default_name: str, node: Node) -> list:
        """`until: COND, max: N, steps: [...]`: the steps, then a loop end that goes back to the first
        of them until COND holds after a pass (push-your-luck: roll again or stop)."""
        s = node.value
        name = s["name"].value if "name" in s else default_name
        items = s["steps"].value
        for n in items:
            if isinstance(n.value, dict) and ("repeat" in n.value or "until" in n.value):
                word = "until" if "until" in n.value else "repeat"
                self.error("E370", f"a `{word}` cannot stand inside an `until` loop", _key_span(n, word, n),
                           help="write the inner steps out in the loop's steps")
        inner = [n for n in items if not (isinstance(n.value, dict) and ("repeat" in n.value or "until" in n.value))]
        bound = s["max"].value if "max" in s else DEFAULT_LOOP_MAX
        at = _key_span(node, "max", s["max"]) if "max" in s else _key_span(node, "until", s["until"])
        steps = [copied(self.read_step(f"{name}_{j + 1}", n), loop=(name, j, len(inner)))
                 for j, n in enumerate(inner)]
        steps.append(StepDef("until", name, node.span, until=self.code(s["until"], "expr"), bound=bound, at=at,
                             loop=(name, len(inner), len(inner))))
        return steps

    def read_step(self, default_name: str, node: Node) -> StepDef:
        s = node.value
        name = s["name"].value if "name" in s else default_name
        for kind in ("do", "each_player"):
            if kind in s:
                return StepDef(kind, name, node.span, body=self.code(s[kind], "effect"))
        d = s["decide"]
        spec = to_plain(d)
        name = spec.get("name", name)
        cost = self.code(d.value["cost"], "cost") if "cost" in d.value else None
        actions_node = d.value.get("actions")
        action_spans = tuple(n.span for n in actions_node.value) if actions_node and isinstance(
            actions_node.value, list) else ()
        return StepDef("decide", name, d.span, actions=tuple(spec.get("actions", ())), who=spec.get("who", "each"),
                       action_spans=action_spans,
                       secret=spec.get("secret", False), picks=spec.get("picks", 1),
                       optional=spec.get("optional", False), cost=cost, label=spec.get("label"),
                       auto=spec.get("auto"), at=_key_span(node, "decide", d))


class Place(Plain):
    """Where an expression stands, in words, for a statement written there by mistake."""
    key: str        # when
    wanted: str     # a condition (when the action may be taken)
    help: str       # where the statement goes instead, and what the place takes


WHEN_IS_A_CONDITION = Place("when", "a condition (when the action may be taken)",
                            "a statement such as '{word} …' goes in the action's `effect:`; "
                            "`when:` is a condition, such as gold >= 3")
_STATEMENT = re.compile("'(\\w+)" + re.escape(STATEMENT_IN_EXPRESSION.split("{word}")[1].split("{wanted}")[0]))


def _statement_in_place(diag: Diagnostic, place: Place) -> Diagnostic:
    """A statement in an expression, told with the name of the place it stands in (parse.py cannot know it)."""
    found = _STATEMENT.search(diag.message) if diag.code == "E201" else None
    if found is None:
        return diag
    word = found.group(1)
    return copied(diag, message=f"syntax error in `{place.key}`: "
                                 + STATEMENT_IN_EXPRESSION.format(word=word, wanted=place.wanted),
                   help=place.help.format(word=word))


def _copies_of(card: Node) -> int:
    """How many of a card its deck holds (1 without `copies:`; a copies value that is no count adds none)."""
    copies = card.value.get("copies") if isinstance(card.value, dict) else None
    count = copies.value if copies is not None else 1
    return count if type(count) is int and count >= 1 else 0


# YAML 1.1 reads these words, unquoted, as booleans (see /work/shared/pitfalls.md); true and false mean it.
YAML_BOOLEAN_WORDS = {"y", "yes", "n", "no", "on", "off"}


def _read_as_boolean(node: Node) -> str | None:
    """What to say of a `yes`/`no`/`on`/`off` written unquoted where a word was meant, or None."""
    if isinstance(node.value, bool) and node.raw and node.raw.lower() in YAML_BOOLEAN_WORDS:
        return (f"YAML reads {node.raw} as {str(node.value).lower()}; write \"{node.raw}\" in quotes "
                "if you mean the word")
    return None


def yaml_booleans(docs) -> list:
    """Every unquoted `yes`, `no`, `on`, `off` (any case) that YAML read as true or false, where it is written."""
    found, stack = [], list(docs)
    while stack:
        node = stack.pop()
        if isinstance(node.value, dict):
            stack.extend(node.value.values())
        elif isinstance(node.value, list):
            stack.extend(node.value)
        elif isinstance(node.value, bool) and node.raw and node.raw.lower() in YAML_BOOLEAN_WORDS:
            found.append((node.raw, node.value, node.span))
    return sorted(found, key=lambda item: (item[2].file, item[2].line, item[2].column))


def yaml_boolean_at(model: GameModel, span: Span):
    """The word written at `span` if YAML read it as a boolean, else None."""
    return next((word for word, _value, at in model.yaml_booleans if at == span), None)


def yaml_boolean_named(model: GameModel, name: str):
    """(word, value, span) of the first place a word `name` was written and read as a boolean, or None."""
    return next((item for item in model.yaml_booleans if item[0].lower() == name.lower()), None)


def _options_agree(mine: dict, theirs: dict) -> bool:
    """Can two automata sit at one table: no option they both name is set to different values?"""
    return all(theirs[name] == value for name, value in mine.items() if name in theirs)


def suggest_flag(model: GameModel, name: str) -> str:
    flags = [f.name for f in model.player.values() if f.type == "flag"]
    return did_you_mean(name, flags) or "declare it under player: as {type: flag}" + (f" (flags: {', '.join(flags)})" if flags else "")


def _row_span(docs: dict, table: str, row_id) -> Span | None:
    """Where a row of a table (or a card of a deck) is written, for a diagnostic about its data."""
    for doc in docs.values():
        for key in ("tables", "decks"):
            section = doc.value.get(key) if isinstance(doc.value, dict) else None
            node = section.value.get(table) if section is not None and isinstance(section.value, dict) else None
            if node is None:
                continue
            rows = node.value.get("cards") if key == "decks" and isinstance(node.value, dict) else node
            for row in (rows.value if rows is not None and isinstance(rows.value, list) else ()):
                if isinstance(row.value, dict) and "id" in row.value and row.value["id"].value == row_id:
                    return row.span
    return None


def _items(node: Node | None):
    if node is None or not isinstance(node.value, dict):
        return []
    return list(node.value.items())


def _params(node: Node | None) -> tuple[tuple, dict]:
    """A function's or procedure's parameters: `[kind]`, or typed `{route: routes, amount: number}`."""
    if node is None:
        return (), {}
    if isinstance(node.value, dict):
        return tuple(node.value), {name: (type_node.value, type_node.span) for name, type_node in node.value.items()}
    return tuple(to_plain(node)), {}


def _key_span(mapping: Node, key: str, value: Node) -> Span:
    """Where `key:` is written in `mapping` (the value's place when the loader kept no key position)."""
    return (mapping.key_spans or {}).get(key) or value.span


def _text(mapping: dict) -> str | None:
    node = mapping.get("text")
    return node.value if node is not None else None


ROW_ID = re.compile(r"[a-z][a-z0-9_-]*([/:][a-z0-9][a-z0-9_-]*)*")


def _is_symbol(value) -> bool:
    """An id or symbol: lower-case words joined by '_' or '-', parts joined by '/' or ':' (nauvoo/chicago:2)."""
    return isinstance(value, str) and ROW_ID.fullmatch(value) is not None


def _keys_table(keys, ids, own_table):
    """The one table (not the row's own) whose ids hold every key of a map column, or None."""
    found = [t for t, table_ids in sorted(ids.items()) if t != own_table and keys and all(k in table_ids for k in keys)]
    return found[0] if len(found) == 1 else None


def _column_kind(col, values, ids, code_kind, own_table):
    if isinstance(code_kind, dict) and code_kind.get("type") == "trails":   # fields: {trails: {type: trails, of: kinds}}
        return ("trails", code_kind.get("of"), code_kind.get("cells", 2))
    if isinstance(code_kind, dict):     # fields: {cost: {type: map, keys: colours}}
        return ("map", code_kind.get("keys"), ("int",))
    if values and all(isinstance(v, dict) for v in values if v is not None) and \
            any(isinstance(v, dict) for v in values):
        return ("map", _keys_table([k for v in values if v for k in v], ids, own_table), ("int",))
    if code_kind == "condition":
        return ("condition",)
    if code_kind == "value":        # a number the card prints as a rule, worked out for the reading player
        return ("value",)
    if code_kind == "effect":
        return ("effect",)
    if code_kind == "cost":
        return ("cost",)
    present = [v for v in values if v is not None]
    if present and all(isinstance(v, bool) for v in present):
        return ("bool",)
    if present and all(isinstance(v, int) and not isinstance(v, bool) for v in present):
        return ("int",)
    if col in TEXT_COLUMNS or not all(_is_symbol(v) for v in present):
        return ("text",)
    if col == "id":
        return ("id", own_table)
    named = [v for v in present if v != NONE]
    for table, table_ids in sorted(ids.items()):
        if table != own_table and named and all(v in table_ids for v in named):
            return ("id", table)
    return ("sym", None)



