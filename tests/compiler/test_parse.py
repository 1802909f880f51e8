"""The effect-language parser: every grammar alias builds a node, positions map into the file."""
import re

import pytest

from compiler.frontend import ast
from compiler.frontend.load import load_text
from compiler.frontend.parse import GRAMMAR, Origin, _Build, parse, parse_value

ORIGIN = Origin("game.yaml", 10, 5)


def parsed(text, start="effect"):
    tree, diags = parse(text, start, ORIGIN)
    assert not diags, diags
    return tree


def test_every_alias_has_a_transformer_method():
    aliases = set(re.findall(r"->\s*([a-z_]+)\s*$", GRAMMAR.read_text(), re.MULTILINE))
    assert {"gain", "table", "choose", "aggregate"} <= aliases
    missing = [a for a in aliases if not hasattr(_Build, a)]
    assert not missing


def test_gain_reads_amount_and_resource():
    stmt = parsed("gain 4 water").body[0]
    assert isinstance(stmt, ast.Gain)
    assert stmt.amount.value == 4 and stmt.resource == "water"


def test_cost_is_a_sum_of_items():
    cost = parsed("2 water + 1 wind", "cost")
    assert [(i.amount.value, i.resource) for i in cost.items] == [(2, "water"), (1, "wind")]


def test_trail_table_keeps_rows_in_order():
    table = parsed("{1 -> 1, 2 -> 2, 3 -> 4, 4 -> 7, 5 -> 10, 6 -> 15, 7 -> 20}", "expr")
    assert [(r.key, r.value.value) for r in table.rows] == [(1, 1), (2, 2), (3, 4), (4, 7), (5, 10), (6, 15), (7, 20)]


def test_at_least_rows():
    table = parsed("{0+ -> 0, 4+ -> 1, 6+ -> 2}", "expr")
    assert [(r.kind, r.key) for r in table.rows] == [("at_least", 0), ("at_least", 4), ("at_least", 6)]


def test_precedence_of_and_over_or():
    tree = parsed("a or b and c", "expr")
    assert tree.op == "or" and tree.right.op == "and"


def test_if_elif_else():
    stmt = parsed("if a { x = 1 } elif b { x = 2 } else { x = 3 }").body[0]
    assert isinstance(stmt, ast.If) and len(stmt.branches) == 2 and len(stmt.otherwise) == 1


def test_aggregate_with_filter():
    agg = parsed("sum(photos[s] for s in sections if s != here)", "expr")
    assert isinstance(agg, ast.Aggregate) and agg.func == "sum" and agg.var == "s" and agg.filter is not None


def test_choose_with_where():
    stmt = parsed("choose site in sites where site != home").body[0]
    assert isinstance(stmt, ast.Choose) and stmt.var == "site"


def test_keywords_are_names_after_a_dot():
    field = parsed("routes[r].from", "expr")
    assert isinstance(field, ast.Field) and field.name == "from"


def test_positions_shift_into_the_file():
    stmt = parsed("gain 4 watr").body[0]
    assert (stmt.resource_span.line, stmt.resource_span.column) == (10, 12)


def test_block_scalar_positions():
    text = "a:\n  effect: |\n    gain 1 energy\n    lose 2 watr\n"
    node, diags = load_text(text, "g.yaml")
    lines = text.splitlines()
    tree, diags = parse_value(node.value["a"].value["effect"], "effect", lambda n: lines[n - 1] if n <= len(lines) else None)
    lose = tree.body[1]
    assert (lose.resource_span.line, lose.resource_span.column) == (4, 12)


def test_syntax_error_says_what_was_expected():
    tree, diags = parse("gain 4", "effect", ORIGIN)
    assert tree is None and diags[0].code == "E201"
    assert "a name" in diags[0].help


@pytest.mark.parametrize("text", ["gain 4 water +", "if x { lose 1 energy", "x = = 1", "roll"])
def test_syntax_errors_never_raise(text):
    tree, diags = parse(text, "effect", ORIGIN)
    assert tree is None and diags and diags[0].span.file == "game.yaml"
