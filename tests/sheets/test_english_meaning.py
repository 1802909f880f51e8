"""The rules English keeps the meaning of what it says: every operand, quantifier, negation and grouping.

Three misstatements the sheets once printed are pinned here, and a property test (hypothesis) writes
random expressions and statements over every construct of the effect language, in a small game of its
own, and checks what its English must mention. Every expression and effect of every game and language
fixture is run through the same checks, looser (their names are not chosen to be found).
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from compiler.driver.build import Project, compile_game
from compiler.frontend import ast
from compiler.frontend.english import Ctx, English, Var, plain, plain_lines, words
from compiler.frontend.parse import Origin, parse
from compiler.frontend.resolve import Scope

from conftest import ROOT, dedent

GAME = dedent("""
    id: meaning
    name: Meaning
    players: {min: 2, max: 5}
    tables:
      dice:
        - {id: red, name: Red die, sides: 6}
      colours:
        - {id: amber, name: Amber}
        - {id: beige, name: Beige}
    globals:
      deck: {type: zone, of: dishes, start: all, visible: nobody}
      belt: {type: zone, of: dishes, visible: everyone}
      rolled: {type: map, keys: dice, start: 1}
      turnstile: {type: counter, start: 0}
    player:
      hand: {type: zone, of: dishes, visible: owner}
      apples: {type: counter, start: 0}
      berries: {type: counter, start: 0}
      cherries: {type: counter, start: 0}
      desserts: {type: counter, start: 0}
      points: {type: counter, start: 0}
      tired: {type: flag}
      rested: {type: flag}
      eaten: {type: set, of: colours}
    functions:
      puddings:
        value: desserts
      pudding_score:
        value: "if all(q.puddings() == puddings() for q in players) then 0 else (if puddings() == max(p.puddings() for p in players) then 6 else 0 - 6 / count(q for q in players if q.puddings() == puddings()))"
      left_hand:
        value: "players[(me.seat + 1) % player_count].apples"
    procedures:
      feast:
        params: {n: number}
        effect: apples += n
    actions:
      eat:
        params: {dish: deck}
        effect: move dish from deck to hand
    flow:
      turns: true
      round:
        - decide: {name: choose, actions: [eat], who: turn}
      end: "turnstile >= 3"
    scoring:
      - {id: puddings, text: Puddings, points: "pudding_score()"}
""")
DECKS = dedent("""
    decks:
      dishes:
        name: Dish cards
        card_size: {width: 63, height: 88}
        cards:
          - {id: pudding, name: Pudding, value: 1}
          - {id: tempura, name: Tempura, value: 2}
""")


@pytest.fixture(scope="module")
def meaning(tmp_path_factory):
    root = tmp_path_factory.mktemp("meaning")
    folder = root / "definitions" / "meaning"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(GAME, encoding="utf-8")
    (folder / "decks.yaml").write_text(DECKS, encoding="utf-8")
    result = compile_game(Project(root), "meaning", emit_code=False)
    assert result.ok, [d.message for d in result.diagnostics if d.severity == "error"]
    return English(result.model)


def said(en: English, text: str, start: str = "expr") -> str:
    """The English of one expression (or effect) of the meaning game, checked by its resolver first."""
    node, diags = parse(text, start, Origin("<test>", 1, 1))
    assert not diags, diags
    scope = Scope(en.model, True, {})
    before = len(en.resolver.diags)
    en.resolver.effect(node, scope) if start == "effect" else en.resolver.expr(node, scope)
    assert len(en.resolver.diags) == before, (text, en.resolver.diags[before:])
    if start == "effect":
        return plain_lines(en.effect(node, Ctx()))
    return plain(en.condition(node, Ctx()) if en.kind(node, Ctx())[0] == "bool" else en.expression(node, Ctx()))


# ---------------------------------------------------------------- the three misstatements
def test_a_quantifier_over_players_keeps_its_subject(meaning):
    """Once "0 if puddings are your puddings": the 'every player' and whose puddings were lost."""
    text = said(meaning, "all(q.puddings() == puddings() for q in players)")
    assert text == "every player's puddings are equal to your puddings"
    assert said(meaning, "not all(q.puddings() == puddings() for q in players)") == \
        "some player's puddings are not equal to your puddings"
    assert said(meaning, "not any(q.puddings() > 2 for q in players)") == "no player's puddings are more than 2"


def test_grouping_survives_in_arithmetic(meaning):
    """Once "otherwise 0 minus 6 ÷ …": a reader going left to right could not tell what was divided."""
    text = said(meaning, "pudding_score()")
    assert text == "your pudding score"
    body = plain(meaning.expression(meaning.model.functions["pudding_score"].body, Ctx()))
    assert "otherwise 0 minus (6 ÷ the number of players whose puddings are equal to your puddings rounded down)" \
        in body and body.startswith("0 if every player's puddings are equal to your puddings")
    assert said(meaning, "(apples - 6) / berries") == "(your apples minus 6) ÷ your berries rounded down"
    assert said(meaning, "apples - (6 - berries)") == "your apples minus (6 minus your berries)"
    assert said(meaning, "apples - 6 - berries") == "your apples minus 6 minus your berries"
    assert said(meaning, "(if tired then 2 else 0) + 1") == "(2 if you are tired, otherwise 0) plus 1"


def test_seat_arithmetic_says_left_and_right(meaning):
    """Once "the player whose seat is the remainder of your seat plus 1 divided by the number of players"."""
    assert said(meaning, "players[(me.seat + 1) % player_count].apples") == "the apples of the player on your left"
    assert said(meaning, "players[(me.seat + player_count - 1) % player_count].apples") == \
        "the apples of the player on your right"
    assert said(meaning, "(me.seat + 2) % player_count") == "the seat 2 places to your left"
    assert said(meaning, "(turnstile + 1) % player_count") == "the seat to the left of the turnstile"
    assert said(meaning, "(apples + 1) % 3") == "the remainder of (your apples plus 1) divided by 3"


def test_negated_junctions_are_never_ambiguous(meaning):
    assert said(meaning, "not (tired or rested)") == "you are neither tired nor rested"
    assert said(meaning, "not (tired and rested)") == "you are not tired or you are not rested"
    assert said(meaning, "(tired and apples > 1) or rested") == "both you are tired and you have more than 1 apple, " \
                                                                "or you are rested"
    assert said(meaning, "tired and (apples > 1 or rested)") == \
        "you are tired and either you have more than 1 apple or you are rested"


# ---------------------------------------------------------------- what the English must mention
# a yes or no that does not hold is said "is false" ("if lit is false"), not "is not true"
NEGATIONS = re.compile(r"\b(not|no|none|neither|nor|never|cannot|is false|are false)\b")
QUANTIFIERS = re.compile(r"\b(every|each|some|no|none|one of)\b")
COUNTERS = ("apples", "berries", "cherries", "desserts")
OPERATORS = re.compile(r"==|!=|<=|>=|%|\b_|\w\(|\bq\b|\bme\b")     # program text left in the English


def precedence(node) -> int:
    if isinstance(node, ast.BinOp):
        return {"or": 1, "and": 2, "in": 4, "not_in": 4, "+": 5, "-": 5, "*": 6, "/": 6, "%": 6}.get(node.op, 4)
    if isinstance(node, ast.Not):
        return 3
    if isinstance(node, ast.Conditional):
        return 0
    return 9


def source(node) -> str:
    """The tree as source, with the brackets it needs (and none it does not)."""
    if isinstance(node, ast.Number):
        return str(node.value)
    if isinstance(node, ast.Name):
        return node.name
    if isinstance(node, ast.Call):
        return f"{source(node.of)}.{node.func}()" if node.of is not None else f"{node.func}()"
    if isinstance(node, ast.Field):
        return f"{source(node.obj)}.{node.name}"
    if isinstance(node, ast.Index):
        return f"{source(node.obj)}[{source(node.key)}]"
    if isinstance(node, ast.Not):
        return f"not {wrap(node.operand, 3, False)}"
    if isinstance(node, ast.Conditional):
        return f"if {source(node.cond)} then {source(node.then)} else {source(node.otherwise)}"
    if isinstance(node, ast.Aggregate):
        return f"{node.func}({source(node.item)} for {node.var} in {source(node.source)})"
    op = {"not_in": "not in"}.get(node.op, node.op)
    p = precedence(node)
    return f"{wrap(node.left, p, False)} {op} {wrap(node.right, p, True)}"


def wrap(child, parent: int, right: bool) -> str:
    text = source(child)
    mine = precedence(child)
    return f"({text})" if mine < parent or (right and mine == parent) or (mine == 4 and parent == 4) else text


S = Origin("<gen>", 1, 1)
SPAN = None


def _n(value):
    return ast.Number(SPAN, value)


def numbers():
    return st.integers(10, 99).map(_n)


def amounts(player: str | None = None):
    """Leaves of a number: a number, a counter (yours or a quantified player's), a function, the players."""
    owner = (lambda name: ast.Field(SPAN, ast.Name(SPAN, player), name)) if player else \
        (lambda name: ast.Name(SPAN, name))
    calls = st.just(ast.Call(SPAN, "puddings", (), ast.Name(SPAN, player) if player else None))
    return st.one_of(numbers(), st.sampled_from(COUNTERS).map(owner), calls)


def arithmetic(player: str | None = None):
    return st.recursive(amounts(player), lambda inner: st.one_of(
        st.builds(lambda op, a, b: ast.BinOp(SPAN, op, a, b), st.sampled_from("+-*/%"), inner, inner),
        st.builds(lambda c, a, b: ast.Conditional(SPAN, c, a, b), conditions(player, 0), inner, inner)),
        max_leaves=5)


def comparisons(player: str | None):
    leaf = st.builds(lambda op, a, b: ast.BinOp(SPAN, op, a, b), st.sampled_from(["==", "!=", "<", "<=", ">", ">="]),
                     amounts(player), numbers())
    flag = st.sampled_from(("tired", "rested")).map(
        (lambda f: ast.Field(SPAN, ast.Name(SPAN, player), f)) if player else (lambda f: ast.Name(SPAN, f)))
    member = st.builds(lambda op, c: ast.BinOp(SPAN, op, ast.Name(SPAN, c), ast.Name(SPAN, "eaten")),
                       st.sampled_from(["in", "not_in"]), st.sampled_from(("amber", "beige"))) if not player else st.nothing()
    return st.one_of(leaf, flag, member)


def conditions(player: str | None = None, depth: int = 2):
    base = comparisons(player)
    if depth <= 0:
        return base

    def grow(inner):
        options = [st.builds(lambda op, a, b: ast.BinOp(SPAN, op, a, b), st.sampled_from(["and", "or"]), inner, inner),
                   inner.filter(lambda n: not isinstance(n, ast.Not)).map(lambda n: ast.Not(SPAN, n))]
        if player is None:
            options.append(st.builds(lambda f, v, item: ast.Aggregate(SPAN, f, item, v, ast.Name(SPAN, "players"), None),
                                     st.sampled_from(["all", "any"]), st.just("q"), conditions("q", depth - 1)))
        return st.one_of(*options)
    return st.recursive(base, grow, max_leaves=4)


def negative_literals(node, negated: bool = False) -> int:
    """How many negations the condition has once every `not` is pushed down to a comparison (not (a and
    not b) is 'not a, or b'): the fewest negative words an English that keeps its meaning can have."""
    if isinstance(node, ast.Not):
        return negative_literals(node.operand, not negated)
    if isinstance(node, ast.BinOp) and node.op in ("and", "or"):
        return negative_literals(node.left, negated) + negative_literals(node.right, negated)
    if isinstance(node, ast.Aggregate) and node.func in ("all", "any"):
        return negative_literals(node.item, negated)
    inside = sum(negative_literals(child) for child in node.children() if isinstance(node, (ast.BinOp, ast.Conditional)))
    return inside + ((isinstance(node, ast.BinOp) and node.op in ("!=", "not_in")) != negated)


def check_mentions(node, text: str) -> None:
    """Every number and counter of `node`, and at least as many quantifiers and negations as it has."""
    words_ = set(re.findall(r"[\w−]+", text))
    for n in node.walk():
        if isinstance(n, ast.Number):
            assert str(n.value) in words_, (source(node), text, n.value)
        elif isinstance(n, ast.Field) and n.name in COUNTERS or isinstance(n, ast.Name) and n.name in COUNTERS:
            name = n.name
            assert name in text or name.rstrip("s") in text, (source(node), text, name)
        elif isinstance(n, ast.Call):
            assert "puddings" in text, (source(node), text)
    quantified = sum(1 for n in node.walk() if isinstance(n, ast.Aggregate) and n.func in ("all", "any"))
    negated = negative_literals(node)
    assert len(QUANTIFIERS.findall(text)) >= quantified, (source(node), text)
    assert len(NEGATIONS.findall(text)) >= negated, (source(node), text)
    assert not OPERATORS.search(text), (source(node), text)


def check_grouping(en: English, node, text: str) -> None:
    """A sub-expression the source must bracket is bracketed (sums) or announced (either, both) in English."""
    for parent in unnegated(node):
        if not isinstance(parent, ast.BinOp):
            continue
        for child in (parent.left, parent.right):
            if any(isinstance(n, ast.Aggregate) or isinstance(n, ast.Name) and n.name == "q" for n in child.walk()):
                continue       # said with the quantifier's own words around it
            if parent.op in "+-*/%" and En.needs_brackets(parent, child):
                assert f"({plain(en.x(child, Ctx()))})" in text, (source(node), text)
            elif parent.op == "and" and isinstance(child, ast.BinOp) and child.op == "or":
                assert f"either {plain(en.c(child, Ctx()).text())}" in text, (source(node), text)
            elif parent.op == "or" and isinstance(child, ast.BinOp) and child.op == "and":
                inner = plain(en.c(child, Ctx()).text())
                assert f"both {inner}" in text or f"all of: {inner}" in text, (source(node), text)


En = English


def unnegated(node):
    """The nodes not under a `not`: under one, `and` and `or` trade places (not (a and b): not a, or not b)."""
    yield node
    if not isinstance(node, ast.Not):
        for child in node.children():
            yield from unnegated(child)


def resolved_text(en: English, node) -> tuple:
    """Parse the tree's source (so the resolver sees it as a designer wrote it) and say it."""
    tree, diags = parse(source(node), "expr", Origin("<gen>", 1, 1))
    assert not diags, (source(node), diags)
    before = len(en.resolver.diags)
    en.resolver.expr(tree, Scope(en.model, True, {}))
    assert len(en.resolver.diags) == before, (source(node), en.resolver.diags[before:])
    text = en.condition(tree, Ctx()) if en.kind(tree, Ctx())[0] == "bool" else en.expression(tree, Ctx())
    return tree, plain(text)


FAST = settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


@FAST
@given(node=arithmetic())
def test_arithmetic_mentions_every_operand_and_keeps_its_grouping(meaning, node):
    tree, text = resolved_text(meaning, node)
    check_mentions(tree, text)
    check_grouping(meaning, tree, text)


@FAST
@given(node=conditions())
def test_conditions_keep_quantifiers_negations_and_grouping(meaning, node):
    tree, text = resolved_text(meaning, node)
    check_mentions(tree, text)
    check_grouping(meaning, tree, text)


# ---------------------------------------------------------------- statements
# One template or more for every statement of the effect language the meaning game can hold; {a} is an
# amount, {c} a condition, {n} a number. The figures and tableau statements, `resolve` and `pay for`
# need a game with those fields: the corpus test below says them (STATEMENTS_IN_CORPUS).
TEMPLATES = (
    "gain ({a}) apples", "lose ({a}) berries", "pay ({a}) apples + {n} berries", "let total = {a}\napples += total",
    "apples = {a}", "apples += {a}", "apples -= {a}", "add amber to eaten", "remove beige from eaten", "roll red",
    "shuffle deck", "draw {n} from deck to hand where card.value > {n}", "move pudding from deck to belt",
    "choose c in colours where {c}", "reveal hand to all", "reveal pudding in belt to all", "conceal pudding in belt",
    "score ({a})", "repeat {n} {{ if {c} {{ stop }} }}", "end game", "next turn players[0]", "extra turn",
    "first player players[1]", 'log "said"', "feast({a})", "if {c} {{ gain {n} apples }} elif {c} {{ lose {n} "
    "apples }} else {{ apples += {n} }}", "for q in players {{ q.apples += {a} }}",
    "while {c} max {n} {{ apples += 1 }}", "until {c} {{ berries += {n} }}", "pass hand to left",
)
STATEMENTS_IN_CORPUS = {"Resolve", "PlaceCard", "StandFigure", "SendFigure", "WalkFigure", "ResumeFigure",
                        "Keyword", "PassPile"}


def condition_roots(tree):
    """The conditions a statement tests: if and loop conditions, filters, and the conditions in sums."""
    for node in tree.walk():
        if isinstance(node, ast.If):
            yield from (cond for cond, _ in node.branches)
        elif isinstance(node, ast.While):
            yield node.cond
        elif isinstance(node, (ast.Draw, ast.Choose)) and node.filter is not None:
            yield node.filter


def check_statement(tree, text: str, numbers: set) -> None:
    """`numbers`: the numbers the statement was written with, each of which its English must say."""
    said = set(re.findall(r"\d+", text))
    assert numbers <= said, (text, numbers - said)
    roots = list(condition_roots(tree))
    quantified = sum(1 for root in roots for n in root.walk() if isinstance(n, ast.Aggregate) and n.func in ("all", "any"))
    assert len(QUANTIFIERS.findall(text)) >= quantified, text
    assert len(NEGATIONS.findall(text)) >= sum(negative_literals(root) for root in roots), text
    assert not OPERATORS.search(text), text


@FAST
@given(template=st.sampled_from(TEMPLATES), amount=arithmetic(), cond=conditions(), number=numbers())
def test_statements_mention_what_they_do(meaning, template, amount, cond, number):
    text = template.format(a=source(amount), c=source(cond), n=number.value)
    tree, diags = parse(text, "effect", Origin("<gen>", 1, 1))
    assert not diags, (text, diags)
    before = len(meaning.resolver.diags)
    scope = Scope(meaning.model, True, {})
    scope.may_wait = True       # as in an action's effect: `choose` may stand here
    meaning.resolver.effect(tree, scope)
    assert len(meaning.resolver.diags) == before, (text, meaning.resolver.diags[before:])
    said = plain_lines(meaning.effect(tree, Ctx()))
    generated = [amount, cond] if "{n}" not in template else [amount, cond, number]
    check_statement(tree, said, {str(n.value) for part in generated if ("{a}" in template or part is not amount)
                                 and ("{c}" in template or part is not cond) for n in part.walk()
                                 if isinstance(n, ast.Number)})


def test_every_statement_has_a_template():
    written = set()
    for template in TEMPLATES:
        tree, _ = parse(template.format(a="1", c="tired", n=2), "effect", Origin("<t>", 1, 1))
        written |= {type(n).__name__ for n in tree.walk()}
    missing = {cls.__name__ for cls in ast.STATEMENTS} - written - STATEMENTS_IN_CORPUS
    assert not missing, f"no English template for {sorted(missing)}"


# ---------------------------------------------------------------- every game and language fixture
FIXTURES = ROOT / "tests" / "language" / "fixtures_root"
CORPUS = [(ROOT, folder.name) for folder in sorted((ROOT / "definitions").iterdir()) if folder.is_dir()] + \
    [(FIXTURES, folder.name) for folder in sorted((FIXTURES / "definitions").iterdir()) if folder.is_dir()]


def rules_of(model, en: English):
    """(tree, English) of every rule of a game: functions, procedures, actions, steps, the end, scoring, cards."""
    for name, fdef in model.functions.items():
        ctx = Ctx(locals={p: Var(words(p), ("any",)) for p in fdef.params})
        if fdef.body is not None:
            bool_ = en.kind(ast.Call(fdef.span, name, ()), ctx)[0] == "bool"
            yield fdef.body, en.condition(fdef.body, ctx) if bool_ else en.expression(fdef.body, ctx)
    for pdef in model.procedures.values():
        yield pdef.body, plain_lines(en.effect(pdef.body, Ctx(locals={p: Var(words(p), ("any",)) for p in pdef.params})))
    for action in model.actions.values():
        parts = [p.domain for p in action.params] + [action.when, action.cost, action.effect]
        yield ast.Effect(action.span, tuple(p for p in parts if p is not None)), plain_lines(en.action(action))
    for step in model.setup + model.round + model.hand_setup + model.hand_scoring:
        if step.body is not None:
            yield step.body, plain_lines(en.effect(step.body, Ctx()))
        if step.until is not None:
            yield step.until, en.condition(step.until, Ctx())
    for node in (model.end, model.end_trigger, model.eligible, model.solo, model.active, model.hand_end):
        if node is not None:
            yield node, en.condition(node, Ctx(player=False))
    for step in model.scoring:
        if step.points is not None:
            yield step.points, en.points_sentence(step.points, Ctx())
    for table in model.tables.values():
        for (card, column), tree in table.card_code.items():
            ctx = Ctx(locals={"card": Var("card", ("id", table.name))})
            kind = (table.deck or {}).get("fields", {}).get(column)
            if kind == "condition":
                yield tree, en.condition(tree, ctx)
            elif kind == "value":
                yield tree, en.x(tree, ctx)
            elif kind == "cost":
                yield tree, en.cost(tree, ctx)
            else:
                yield tree, plain_lines(en.effect(tree, ctx))


def every_condition(tree):
    """The largest conditions in a rule (each counted once): what its negations and quantifiers are in."""
    roots, inside = [], set()
    for node in tree.walk():
        if id(node) in inside:
            continue
        if isinstance(node, ast.Not) or isinstance(node, ast.BinOp) and node.op in ("and", "or", "!=", "not_in") or \
                isinstance(node, ast.Aggregate) and node.func in ("all", "any"):
            roots.append(node)
            inside |= {id(n) for n in node.walk()}
    return roots


@pytest.fixture(scope="module")
def corpus():
    out = []
    for root, game in CORPUS:
        result = compile_game(Project(root), game, emit_code=False)
        assert result.ok, (game, [d.message for d in result.diagnostics if d.severity == "error"])
        en = English(result.model, result.resolver)
        out += [(f"{root.name}/{game}", tree, plain(text)) for tree, text in rules_of(result.model, en)]
    return out


def test_every_rule_of_every_game_keeps_its_quantifiers_and_negations(corpus):
    assert len({game for game, _, _ in corpus}) == len(CORPUS)
    for game, tree, text in corpus:
        roots = every_condition(tree)
        quantified = sum(1 for r in roots for n in r.walk() if isinstance(n, ast.Aggregate) and n.func in ("all", "any"))
        assert len(QUANTIFIERS.findall(text)) >= quantified, (game, text)
        assert len(NEGATIONS.findall(text)) >= sum(negative_literals(r) for r in roots), (game, text)
        assert not re.search(r"==|!=|<=|>=|%|\w\(", text), (game, text)


def test_the_corpus_says_every_statement_the_templates_cannot(corpus):
    seen = {type(n).__name__ for _, tree, _ in corpus for n in tree.walk()}
    assert STATEMENTS_IN_CORPUS <= seen, STATEMENTS_IN_CORPUS - seen


def test_a_quantifier_never_shares_a_clause_it_does_not_govern(meaning):
    """Found by the property test: two claims about 'some player' are two players, and a quantifier's scope
    is the whole of its condition."""
    assert said(meaning, "any(q.tired for q in players) and any(q.rested for q in players)") == \
        "some player is tired and some player is rested"
    assert said(meaning, "any(not q.tired for q in players) and any(not q.rested for q in players)") == \
        "some player is not tired and some player is not rested"
    assert said(meaning, "all(q.tired or q.rested for q in players)") == "every player is tired or rested"
    assert said(meaning, "not any(q.tired and apples == 10 for q in players)") == \
        "for every player, the player is not tired or your apples are not 10"
