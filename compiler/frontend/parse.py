"""Parse effect-language strings into the syntax tree of compiler/frontend/ast.py.

The grammar lives in effects.lark; the Transformer below has one method per alias.
Positions inside an effect string are mapped back to the YAML file through an
`Origin`, so a syntax error points at the right column of the definition file.
"""
from __future__ import annotations

from functools import lru_cache

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from . import ast

from . import limits
from . import parse_cache
from .grammar_tables import GRAMMAR, PARSER_OPTIONS, shipped
from .diagnostics import STATEMENT_IN_EXPRESSION, Diagnostic, Span
from .origin import IDENTITY, Origin, origin_of   # Origin is imported from here too (sheets, tests)


@lru_cache(maxsize=1)
def parser() -> Lark:
    """The LALR parser, loaded from the tables shipped beside the grammar (grammar_tables.py); built from the
    grammar only where they were made from another grammar. Not with Lark's `cache=True`: its pickle in the
    machine's shared temporary folder would run code that anyone who can write there put in it."""
    grammar = GRAMMAR.read_text(encoding="utf-8")
    return shipped(grammar, PARSER_OPTIONS) or Lark(grammar, **PARSER_OPTIONS)


EXPECTED_WORDS = {
    "NAME": "a name", "NUMBER": "a number", "STRING": "a quoted text", "COMPARE": "a comparison",
    "LBRACE": "'{'", "RBRACE": "'}'", "LPAR": "'('", "RPAR": "')'", "LSQB": "'['", "RSQB": "']'",
    "COMMA": "','", "SEMICOLON": "';'", "PLUS": "'+'", "MINUS": "'-'", "STAR": "'*'", "SLASH": "'/'",
    "EQUAL": "'='", "DOT": "'.'", "ARROW": "'->'", "$END": "the end of the text", "PERCENT": "'%'",
}
EXPECTED_WORDS.update({"NEXT_TURN": "'next turn'", "EXTRA_TURN": "'extra turn'", "FIRST_PLAYER": "'first player'"})


CLOSERS = ("RBRACE", "RPAR", "RSQB", "$END")
VALUES = ("COMPARE", "NAME", "NUMBER", "STRING")


def _expected(names) -> str:
    """What may come next, most telling first: closing brackets and the end, operators, values, keywords."""
    def rank(name):
        if name in CLOSERS:
            return (0, CLOSERS.index(name))
        if name in EXPECTED_WORDS and name not in VALUES:
            return (1, name)
        if name in VALUES:
            return (2, VALUES.index(name))
        return (3, name)
    words = []
    for name in sorted(set(names), key=rank):
        word = EXPECTED_WORDS.get(name) or _literal_terminals().get(name) or \
            (f"'{name.lower()}'" if name.isupper() else name)
        if word not in words:
            words.append(word)
    if len(words) > 14:
        words = words[:14] + ["…"]
    return ", ".join(words)


@lru_cache(maxsize=1)
def _literal_terminals() -> dict:
    """The grammar's unnamed tokens ('+=', '..'), which Lark calls __ANON_0 and so on, as written."""
    return {t.name: f"'{t.pattern.value}'" for t in parser().terminals
            if t.name.startswith("__ANON") and t.pattern.type == "str"}


@lru_cache(maxsize=1)
def _keywords() -> frozenset:
    """The grammar's words (gain, from, if …): a calculation cannot end in one."""
    return frozenset(t.pattern.value for t in parser().terminals
                     if t.pattern.type == "str" and t.pattern.value.isidentifier())


def _acceptable(text: str, position: int, start: str):
    """The terminals the grammar accepts at `position`, found by replaying the text before it."""
    try:
        interactive = parser().parse_interactive(text[:position], start=start)
        interactive.exhaust_lexer()
        return interactive.accepts()
    except UnexpectedInput:
        return None


class _Build(Transformer):
    """One method per grammar alias; each returns an ast node with its span."""

    def __init__(self, origin: Origin):
        super().__init__()
        self.origin = origin

    def _span(self, meta) -> Span:
        if getattr(meta, "empty", True):
            return self.origin.span(1, 1)
        return self.origin.span(meta.line, meta.column, meta.end_line, meta.end_column)

    def _tok(self, tok: Token) -> Span:
        return self.origin.span(tok.line, tok.column, tok.end_line, tok.end_column)

    # expressions
    @v_args(inline=True, meta=True)
    def number(self, meta, tok):
        return ast.Number(self._span(meta), int(tok))

    @v_args(meta=True)
    def true(self, meta, _):
        return ast.Bool(self._span(meta), True)

    @v_args(meta=True)
    def false(self, meta, _):
        return ast.Bool(self._span(meta), False)

    @v_args(inline=True, meta=True)
    def string(self, meta, tok):
        return ast.String(self._span(meta), str(tok)[1:-1])

    @v_args(inline=True, meta=True)
    def name(self, meta, tok):
        return ast.Name(self._span(meta), str(tok))

    @v_args(inline=True, meta=True)
    def field(self, meta, obj, tok):
        return ast.Field(self._span(meta), obj, str(tok))

    @v_args(inline=True, meta=True)
    def index(self, meta, obj, key):
        return ast.Index(self._span(meta), obj, key)

    @v_args(inline=True, meta=True)
    def call_expr(self, meta, tok, args):
        return ast.Call(self._span(meta), str(tok), tuple(args or ()))

    @v_args(inline=True, meta=True)
    def method_call(self, meta, player, tok, args):
        return ast.Call(self._span(meta), str(tok), tuple(args or ()), player)

    @v_args(inline=True, meta=True)
    def aggregate(self, meta, func, item, var, source, cond):
        return ast.Aggregate(self._span(meta), str(func), item, str(var), source, cond)

    def args(self, items):
        return list(items)

    @v_args(inline=True, meta=True)
    def conditional(self, meta, cond, then, otherwise):
        return ast.Conditional(self._span(meta), cond, then, otherwise)

    def _binop(op):  # noqa: N805 - a small factory for the binary operators below
        @v_args(inline=True, meta=True)
        def build(self, meta, left, right):
            return ast.BinOp(self._span(meta), op, left, right)
        return build

    or_ = _binop("or")
    and_ = _binop("and")
    add = _binop("+")
    sub = _binop("-")
    mul = _binop("*")
    div = _binop("/")
    mod = _binop("%")
    member = _binop("in")
    not_member = _binop("not_in")

    @v_args(inline=True, meta=True)
    def compare(self, meta, left, op, right):
        return ast.BinOp(self._span(meta), str(op), left, right)

    @v_args(inline=True, meta=True)
    def not_(self, meta, operand):
        return ast.Not(self._span(meta), operand)

    @v_args(inline=True, meta=True)
    def neg(self, meta, operand):
        return ast.Neg(self._span(meta), operand)

    @v_args(inline=True, meta=True)
    def list_(self, meta, items):
        return ast.ListLit(self._span(meta), tuple(items or ()))

    @v_args(inline=True, meta=True)
    def range_(self, meta, low, high):
        if isinstance(low, ast.Number) and isinstance(high, ast.Number):
            return ast.Range(self._span(meta), low.value, high.value)
        return ast.RangeOf(self._span(meta), low, high)

    @v_args(meta=True)
    def table(self, meta, rows):
        return ast.Table(self._span(meta), tuple(rows))

    @v_args(inline=True, meta=True)
    def table_row(self, meta, key, _arrow, value):
        kind, raw = key
        return ast.TableRow(self._span(meta), kind, raw, value)

    @v_args(inline=True)
    def key_exact(self, tok):
        return ("exact", int(tok))

    @v_args(inline=True)
    def key_at_least(self, tok):
        return ("at_least", int(tok))

    @v_args(inline=True)
    def key_name(self, tok):
        return ("name", str(tok))

    # statements
    @v_args(inline=True, meta=True)
    def gain(self, meta, amount, res, key):
        return ast.Gain(self._span(meta), amount, str(res), self._tok(res), key)

    @v_args(inline=True, meta=True)
    def lose(self, meta, amount, res, key):
        return ast.Lose(self._span(meta), amount, str(res), self._tok(res), key)

    @v_args(inline=True, meta=True)
    def cost_item(self, meta, amount, res, key):
        return ast.CostItem(self._span(meta), amount, str(res), self._tok(res), key)

    @v_args(inline=True)
    def entry(self, key):
        return key

    @v_args(meta=True)
    def cost_items(self, meta, items):
        return ast.Cost(self._span(meta), tuple(items))

    @v_args(inline=True, meta=True)
    def card_cost(self, meta, target):
        return ast.Cost(self._span(meta), (), target)

    @v_args(inline=True, meta=True)
    def market_cost(self, meta, price, discount, source, wild, wild_key):
        market = ast.MarketPrice(self._span(meta), price, discount, str(source), self._tok(source),
                                 str(wild) if wild is not None else None,
                                 self._tok(wild) if wild is not None else None, wild_key)
        return ast.Cost(self._span(meta), (), None, market)

    @v_args(inline=True, meta=True)
    def pay(self, meta, cost):
        return ast.Pay(self._span(meta), cost)

    @v_args(inline=True, meta=True)
    def pay_printed(self, meta, target):
        """`pay for g.cost`: the cost a card prints, paid inside an effect (a bare `pay g.cost` could run on)."""
        return ast.Pay(self._span(meta), ast.Cost(self._span(meta), (), target))

    @v_args(inline=True, meta=True)
    def let(self, meta, tok, value):
        return ast.Let(self._span(meta), str(tok), value)

    def _assign(op):  # noqa: N805
        @v_args(inline=True, meta=True)
        def build(self, meta, target, value):
            return ast.Assign(self._span(meta), target, op, value)
        return build

    assign = _assign("=")
    add_assign = _assign("+=")
    sub_assign = _assign("-=")

    @v_args(meta=True)
    def target(self, meta, parts):
        node = ast.Name(self._tok(parts[0]), str(parts[0]))
        for part in parts[1:]:
            kind, value, span = part
            end = Span(node.span.file, node.span.line, node.span.column, span.end_line, span.end_column)
            node = ast.Field(end, node, value) if kind == "field" else ast.Index(end, node, value)
        return node

    @v_args(inline=True, meta=True)
    def target_field(self, meta, tok):
        return ("field", str(tok), self._span(meta))

    @v_args(inline=True, meta=True)
    def target_index(self, meta, key):
        return ("index", key, self._span(meta))

    @v_args(inline=True, meta=True)
    def add_to(self, meta, item, target):
        return ast.AddTo(self._span(meta), item, target)

    @v_args(inline=True, meta=True)
    def remove_from(self, meta, item, target):
        return ast.RemoveFrom(self._span(meta), item, target)

    @v_args(meta=True)
    def roll(self, meta, toks):
        return ast.Roll(self._span(meta), tuple(str(t) for t in toks))

    @v_args(inline=True, meta=True)
    def shuffle(self, meta, target):
        return ast.Shuffle(self._span(meta), target)

    @v_args(inline=True, meta=True)
    def draw(self, meta, count, source, dest, cond):
        return ast.Draw(self._span(meta), count, source, dest, cond)

    @v_args(inline=True, meta=True)
    def move_card(self, meta, card, source, dest):
        return ast.MoveCard(self._span(meta), card, source, dest)

    @v_args(inline=True, meta=True)
    def place_card(self, meta, card, source, dest, spot, turn, token):
        return ast.PlaceCard(self._span(meta), card, source, dest, spot, turn, token)

    @v_args(inline=True, meta=True)
    def pass_pile(self, meta, pile, direction):
        return ast.PassPile(self._span(meta), str(pile), self._tok(pile), str(direction), self._tok(direction))

    @v_args(inline=True, meta=True)
    def stand_figure(self, meta, figures, key, card):
        return ast.StandFigure(self._span(meta), figures, key, card)

    @v_args(inline=True, meta=True)
    def send_figure(self, meta, figures, key, exit):
        return ast.SendFigure(self._span(meta), figures, key, exit)

    @v_args(inline=True, meta=True)
    def walk_figure(self, meta, figures, key, steps, new_tokens):
        return ast.WalkFigure(self._span(meta), figures, key, steps, new_tokens is not None)

    @v_args(inline=True, meta=True)
    def resume_figure(self, meta, figures, key):
        return ast.ResumeFigure(self._span(meta), figures, key)

    def new_tokens(self, _children):
        return True

    @v_args(inline=True)
    def turned(self, turn):
        return turn

    @v_args(inline=True)
    def marked(self, token):
        return token

    @v_args(inline=True, meta=True)
    def choose(self, meta, var, source, cond):
        return ast.Choose(self._span(meta), str(var), source, cond)

    @v_args(inline=True, meta=True)
    def score(self, meta, amount):
        return ast.Score(self._span(meta), amount)

    def _keyword(word):  # noqa: N805
        @v_args(meta=True)
        def build(self, meta, _children):
            return ast.Keyword(self._span(meta), word)
        return build

    stop = _keyword("stop")
    finish = _keyword("finish")
    eliminate = _keyword("eliminate")
    end_game = _keyword("end game")

    @v_args(inline=True, meta=True)
    def next_turn(self, meta, _words, who):
        return ast.TurnOrder(self._span(meta), "next turn", who)

    @v_args(inline=True, meta=True)
    def extra_turn(self, meta, _words):
        return ast.TurnOrder(self._span(meta), "extra turn")

    @v_args(inline=True, meta=True)
    def first_player(self, meta, _words, who):
        return ast.TurnOrder(self._span(meta), "first player", who)

    @v_args(inline=True, meta=True)
    def log(self, meta, tok):
        return ast.Log(self._span(meta), str(tok)[1:-1])

    @v_args(inline=True, meta=True)
    def resolve_card(self, meta, target):
        return ast.Resolve(self._span(meta), target)

    @v_args(inline=True, meta=True)
    def reveal(self, meta, target, viewer):
        return ast.Reveal(self._span(meta), target, viewer)

    @v_args(inline=True, meta=True)
    def reveal_card(self, meta, card, target, viewer):
        return ast.Reveal(self._span(meta), target, viewer, card)

    @v_args(inline=True, meta=True)
    def conceal(self, meta, card, target):
        return ast.Conceal(self._span(meta), card, target)

    def everyone(self, _children):
        return None     # `to all`: no one viewer

    @v_args(inline=True, meta=True)
    def call(self, meta, tok, args):
        return ast.CallStmt(self._span(meta), str(tok), tuple(args or ()))

    @v_args(inline=True, meta=True)
    def if_(self, meta, cond, body, *rest):
        branches = [(cond, body)]
        otherwise = rest[-1] if rest else None
        for clause in rest[:-1]:
            branches.append(clause)
        return ast.If(self._span(meta), tuple(branches), otherwise)

    @v_args(inline=True)
    def elif_clause(self, cond, body):
        return (cond, body)

    def block(self, stmts):
        return tuple(stmts)

    @v_args(inline=True, meta=True)
    def repeat(self, meta, count, body):
        return ast.Repeat(self._span(meta), count, body)

    @v_args(inline=True, meta=True)
    def for_each(self, meta, var, source, body):
        return ast.ForEach(self._span(meta), str(var), source, body)

    @v_args(inline=True, meta=True)
    def while_(self, meta, cond, limit, body):
        return ast.While(self._span(meta), cond, body, False, limit)

    @v_args(inline=True, meta=True)
    def until(self, meta, cond, limit, body):
        return ast.While(self._span(meta), cond, body, True, limit)

    @v_args(inline=True)
    def loop_bound(self, amount):
        return amount

    @v_args(meta=True)
    def effect(self, meta, stmts):
        return ast.Effect(self._span(meta), tuple(stmts))


def parse(text: str, start: str, origin: Origin) -> tuple[ast.Node | None, list[Diagnostic]]:
    """Parse `text` as an `effect`, `expr` or `cost`; never raises on bad input."""
    kept = parse_cache.lookup(text, start, origin)
    if kept is not None:
        return kept, []
    too_long = limits.check_text(text, origin.span(1, 1))
    if too_long is not None:
        return None, [too_long]
    try:
        tree = parser().parse(text, start=start)
    except UnexpectedInput as err:
        return None, [_syntax_error(err, text, origin, start)]
    # Measured before the (recursive) transformer and every later stage walk the tree.
    beyond = limits.check_tree(tree, lambda where: _start_of(where, origin))
    if beyond:
        return None, beyond
    try:
        # Kept (a session open), the tree is built once, relative to the text, and placed from what is kept, as a
        # later command places it: transforming Lark's tree a second time, placed, cost more than the placing.
        built = parse_cache.store(text, start, lambda: _Build(IDENTITY).transform(tree), origin)
        if built is None:
            built = _Build(origin).transform(tree)
        return built, []
    except VisitError as err:  # a bug in a Transformer method, not in the designer's text
        return None, [Diagnostic("E000", f"internal error while reading this {start}: {err.orig_exc!r}",
                                 origin.span(1, 1), help="this is a bug in Cairn; please report it")]


def _start_of(where, origin: Origin) -> Span:
    """Where a Lark tree node (its meta) or token starts, in the file."""
    if getattr(where, "empty", False) or getattr(where, "line", None) is None:
        return origin.span(1, 1)
    if isinstance(where, Token):
        return origin.span(where.line, where.column, where.end_line, where.end_column)
    return origin.span(where.line, where.column)


WHAT = {"effect": "effect", "expr": "expression", "cost": "cost"}


def _syntax_error(err: UnexpectedInput, text: str, origin: Origin, start: str) -> Diagnostic:
    line = getattr(err, "line", None) or 1
    column = getattr(err, "column", None) or 1
    if isinstance(err, UnexpectedEOF) or (isinstance(err, UnexpectedToken) and err.token.type == "$END"):
        lines = text.rstrip().splitlines() or [""]
        line, column = len(lines), len(lines[-1]) + 1
        found = "the end of the text"
    elif isinstance(err, UnexpectedToken):
        found = f"'{err.token}'"
    else:
        found = f"'{text[err.pos_in_stream]}'" if isinstance(err, UnexpectedCharacters) else "this"
    position = len(text.rstrip()) if found == "the end of the text" else getattr(err, "pos_in_stream", None)
    expected = _acceptable(text, position, start) if position is not None else None
    if expected is None:
        expected = getattr(err, "expected", None) or getattr(err, "allowed", None) or ()
    span = origin.span(line, column, line, column + max(1, len(found) - 2 if found.startswith("'") else 1))
    hint = f"expected {_expected(expected)}" if expected else None
    message = f"syntax error in {WHAT[start]}: unexpected {found}"
    if found == "'='" and position and text[position - 1:position + 1] == "==" and start == "effect":
        message = f"syntax error in {WHAT[start]}: '==' compares two values and cannot stand alone as a statement"
        left = (text[:position - 1].split() or ["x"])[-1]
        hint = f"to set a value, write one '=' ({left} = …); to act on a comparison, put it in an if: if {left} == … {{ … }}"
    elif found == "'='" and start == "expr" and position and _lone_equals(text, position):
        message = f"syntax error in {WHAT[start]}: '=' sets a value, and an expression cannot set one"
        compared = (text[:position].rstrip() + " == " + text[position + 1:].lstrip()).strip()
        hint = f"to compare two values, write '==': {compared}"
    elif start == "expr" and _is_statement(text):
        word = text.split()[0]
        message = f"syntax error in {WHAT[start]}: {STATEMENT_IN_EXPRESSION.format(word=word, wanted='a value or a condition')}"
        first = text.index(word)
        line = text.count("\n", 0, first) + 1
        column = first - (text.rfind("\n", 0, first) + 1) + 1
        span = origin.span(line, column, line, column + len(word))
        hint = ("a statement goes in an effect; where an expression stands, write a value or a condition, "
                "such as gold >= 3")
    elif found in ("'+'", "'-'", "'*'", "'/'") and expected and not {"PLUS", "MINUS", "STAR", "SLASH"} & set(expected) \
            and text[:position].split() and text[:position].split()[-1] not in _keywords():
        hint = (f"a calculation in this place needs parentheses, such as ({text[:position].split()[-1]} "
                f"{found[1]} …); " + (hint or "")) if text[:position].split() else hint
    return Diagnostic("E201", message, span, help=hint)


def _lone_equals(text: str, position: int) -> bool:
    """Is the '=' at `position` one alone (not part of '==', '!=', '<=', '>=', nor a reversed '=>' or '=<')?"""
    return text[position - 1:position] not in ("=", "!", "<", ">") and text[position + 1:position + 2] not in ("=", "<", ">")


def _is_statement(text: str) -> bool:
    """Does `text` read as statements (an effect) that begin with one of the language's words?"""
    words = text.split()
    if not words or words[0] not in _keywords():
        return False
    try:
        parser().parse(text, start="effect")
    except UnexpectedInput:
        return False
    return True


def parse_value(node, start: str, source_line=None) -> tuple[ast.Node | None, list[Diagnostic]]:
    """Parse a loaded YAML scalar holding effect-language text; numbers are accepted as expressions."""
    value = node.value
    origin = origin_of(node, source_line)
    if isinstance(value, bool):
        return ast.Bool(node.span, value), []
    if isinstance(value, int) and start == "expr":
        too_large = limits.number_too_large(str(abs(value)), node.span)
        if too_large is not None:
            return None, [too_large]
        return ast.Number(node.span, value), []
    if not isinstance(value, str):
        return None, [Diagnostic("E202", f"expected {WHAT[start]} text here, found {type(value).__name__}", node.span)]
    return parse(value, start, origin)
