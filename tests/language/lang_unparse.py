"""Render an effect-language syntax tree back to canonical, fully parenthesised text.

Tests compare this text with what the rule must mean, so a wrong precedence or a
wrong node (a field where an index was meant, a `+` that bound too loosely) shows
up as a readable difference instead of a nest of dataclass reprs.
"""
from __future__ import annotations

from compiler import ast

OPS = {"not_in": "not in"}


def show(node) -> str:
    """Canonical text of an expression, a cost, a statement or a whole effect."""
    if node is None:
        return "None"
    return globals()["_" + type(node).__name__](node)


def block(stmts) -> str:
    return "; ".join(show(s) for s in stmts)


# ------------------------------------------------------------------ expressions
def _Number(n):
    return str(n.value)


def _Bool(n):
    return "true" if n.value else "false"


def _String(n):
    return f'"{n.value}"'


def _Name(n):
    return n.name


def _Field(n):
    return f"{show(n.obj)}.{n.name}"


def _Index(n):
    return f"{show(n.obj)}[{show(n.key)}]"


def _Call(n):
    return f"{n.func}({', '.join(show(a) for a in n.args)})"


def _Aggregate(n):
    cond = f" if {show(n.filter)}" if n.filter is not None else ""
    return f"{n.func}({show(n.item)} for {n.var} in {show(n.source)}{cond})"


def _Conditional(n):
    return f"(if {show(n.cond)} then {show(n.then)} else {show(n.otherwise)})"


def _BinOp(n):
    return f"({show(n.left)} {OPS.get(n.op, n.op)} {show(n.right)})"


def _Not(n):
    return f"(not {show(n.operand)})"


def _Neg(n):
    return f"-{show(n.operand)}"


def _ListLit(n):
    return "[" + ", ".join(show(i) for i in n.items) + "]"


def _Range(n):
    return f"{n.low}..{n.high}"


def _TableRow(n):
    key = f"{n.key}+" if n.kind == "at_least" else str(n.key)
    return f"{key} -> {show(n.value)}"


def _Table(n):
    return "{" + ", ".join(show(r) for r in n.rows) + "}"


# ------------------------------------------------------------------ statements
def _Gain(n):
    return f"gain {show(n.amount)} {n.resource}"


def _Lose(n):
    return f"lose {show(n.amount)} {n.resource}"


def _CostItem(n):
    return f"{show(n.amount)} {n.resource}"


def _Cost(n):
    return " + ".join(show(i) for i in n.items)


def _Pay(n):
    return f"pay {show(n.cost)}"


def _Let(n):
    return f"let {n.name} = {show(n.value)}"


def _Assign(n):
    return f"{show(n.target)} {n.op} {show(n.value)}"


def _AddTo(n):
    return f"add {show(n.item)} to {show(n.target)}"


def _RemoveFrom(n):
    return f"remove {show(n.item)} from {show(n.target)}"


def _Roll(n):
    return "roll " + ", ".join(n.dice)


def _Shuffle(n):
    return f"shuffle {show(n.target)}"


def _Draw(n):
    cond = f" where {show(n.filter)}" if n.filter is not None else ""
    return f"draw {show(n.count)} from {show(n.source)} to {show(n.dest)}{cond}"


def _MoveCard(n):
    return f"move {show(n.card)} from {show(n.source)} to {show(n.dest)}"


def _Choose(n):
    cond = f" where {show(n.filter)}" if n.filter is not None else ""
    return f"choose {n.var} in {show(n.source)}{cond}"


def _Score(n):
    return f"score {show(n.amount)}"


def _Keyword(n):
    return n.word


def _Log(n):
    return f'log "{n.text}"'


def _CallStmt(n):
    return f"{n.func}({', '.join(show(a) for a in n.args)})"


def _If(n):
    parts = []
    for i, (cond, body) in enumerate(n.branches):
        parts.append(f"{'if' if i == 0 else 'elif'} {show(cond)} {{ {block(body)} }}")
    if n.otherwise is not None:
        parts.append(f"else {{ {block(n.otherwise)} }}")
    return " ".join(parts)


def _Repeat(n):
    return f"repeat {show(n.count)} {{ {block(n.body)} }}"


def _ForEach(n):
    return f"for {n.var} in {show(n.source)} {{ {block(n.body)} }}"


def _Effect(n):
    return block(n.body)
