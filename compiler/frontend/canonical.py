"""Canonical effect-language text of a syntax tree, and the hash the sheets store beside overrides.

The canonical text is the designer's source normalised: comments, line breaks, spacing and
redundant parentheses are gone, every binary operation is parenthesised once, and statements
are joined by "; ". Two sources that parse to the same tree have the same canonical text, so a
hash of it changes exactly when the rules change (not when the designer re-indents).
"""
from __future__ import annotations

import hashlib

HASH_LENGTH = 12
OPS = {"not_in": "not in"}


def show(node) -> str:
    """Canonical text of an expression, a cost, a statement or a whole effect ("" for None)."""
    if node is None:
        return ""
    return globals()["_" + type(node).__name__](node)


def block(stmts) -> str:
    return "; ".join(show(s) for s in stmts)


def text_hash(text: str) -> str:
    """The first 12 hex digits of the sha256 of `text` (UTF-8)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:HASH_LENGTH]


def action_source(action) -> str:
    """Everything an action's generated text is made from, normalised, one part a line."""
    lines = [f"action {action.name}"]
    for param in action.params:
        lines.append(f"param {param.name} in {show(param.domain)}")
    if action.when is not None:
        lines.append(f"when {show(action.when)}")
    if action.cost is not None:
        lines.append(f"cost {show(action.cost)}")
    if action.effect is not None:
        lines.append(f"effect {show(action.effect)}")
    return "\n".join(lines)


def action_hash(action) -> str:
    """The hash a `text_override` of this action must carry."""
    return text_hash(action_source(action))


def step_source(step) -> str:
    """Everything a step's generated text is made from: what it does, or what its players decide."""
    lines = [f"step {step.copy_of or step.name}", f"kind {step.kind}"]
    if step.body is not None:
        lines.append(f"effect {show(step.body)}")
    if step.kind == "decide":
        lines.append(f"decide {', '.join(step.actions)} who {step.who} picks {step.picks} secret {step.secret} "
                     f"optional {step.optional} auto {step.auto}")
        if step.cost is not None:
            lines.append(f"cost {show(step.cost)}")
    if step.until is not None:
        lines.append(f"until {show(step.until)}")
    return "\n".join(lines)


def function_source(kind: str, fdef) -> str:
    """A function's value or a procedure's effect (`kind`: "function" or "procedure"), with its parameters."""
    return f"{kind} {fdef.name}({', '.join(fdef.params)})\n{show(fdef.body)}"


def scoring_source(step) -> str:
    return f"scoring {step.id}\npoints {show(step.points)}"


def end_source(model) -> str:
    """When the game ends: its end condition, or its end trigger and what the trigger does."""
    lines = []
    if model.end is not None:
        lines.append(f"end {show(model.end)}")
    if model.end_trigger is not None:
        lines.append(f"end trigger {show(model.end_trigger)} then {model.end_mode}")
    return "\n".join(lines)


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
    call = f"{n.func}({', '.join(show(a) for a in n.args)})"
    return f"{show(n.of)}.{call}" if n.of is not None else call


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
    return f"(-{show(n.operand)})"


def _ListLit(n):
    return "[" + ", ".join(show(i) for i in n.items) + "]"


def _Range(n):
    return f"{n.low}..{n.high}"


def _RangeOf(n):
    return f"{show(n.low)}..{show(n.high)}"


def _TableRow(n):
    key = f"{n.key}+" if n.kind == "at_least" else str(n.key)
    return f"{key} -> {show(n.value)}"


def _Table(n):
    return "{" + ", ".join(show(r) for r in n.rows) + "}"


# ------------------------------------------------------------------ statements
def _Gain(n):
    return f"gain {show(n.amount)} {n.resource}" + (f"[{show(n.key)}]" if n.key is not None else "")


def _Lose(n):
    return f"lose {show(n.amount)} {n.resource}" + (f"[{show(n.key)}]" if n.key is not None else "")


def _CostItem(n):
    return f"{show(n.amount)} {n.resource}" + (f"[{show(n.key)}]" if n.key is not None else "")


def _Cost(n):
    if n.market is not None:
        return _MarketPrice(n.market)
    return show(n.card) if n.card is not None else " + ".join(show(i) for i in n.items)


def _MarketPrice(n):
    less = f" less {show(n.discount)}" if n.discount is not None else ""
    wild = "" if n.wild is None else f" with wild {n.wild}" + (f"[{show(n.wild_key)}]" if n.wild_key is not None else "")
    return f"{show(n.price)}{less} from {n.source}{wild}"


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


def _Resolve(n):
    return f"resolve {show(n.target)}"


def _Shuffle(n):
    return f"shuffle {show(n.target)}"


def _Draw(n):
    cond = f" where {show(n.filter)}" if n.filter is not None else ""
    return f"draw {show(n.count)} from {show(n.source)} to {show(n.dest)}{cond}"


def _MoveCard(n):
    return f"move {show(n.card)} from {show(n.source)} to {show(n.dest)}"


def _PlaceCard(n):
    turned = f" turned {show(n.turn)}" if n.turn is not None else ""
    marked = f" marked {show(n.token)}" if n.token is not None else ""
    return f"place {show(n.card)} from {show(n.source)} on {show(n.dest)} at {show(n.spot)}{turned}{marked}"


def _StandFigure(n):
    return f"stand {show(n.figures)} {show(n.key)} on {show(n.card)}"


def _SendFigure(n):
    return f"send {show(n.figures)} {show(n.key)} by {show(n.exit)}"


def _WalkFigure(n):
    counting = " counting new tokens" if n.new_tokens else ""
    return f"walk {show(n.figures)} {show(n.key)} {show(n.steps)}{counting}"


def _PassPile(n):
    return f"pass {n.pile} to {n.direction}"


def _ResumeFigure(n):
    return f"resume {show(n.figures)} {show(n.key)}"


def _Choose(n):
    cond = f" where {show(n.filter)}" if n.filter is not None else ""
    return f"choose {n.var} in {show(n.source)}{cond}"


def _Reveal(n):
    card = f"{show(n.card)} in " if n.card is not None else ""
    return f"reveal {card}{show(n.target)} to {show(n.viewer) if n.viewer is not None else 'all'}"


def _Conceal(n):
    return f"conceal {show(n.card)} in {show(n.target)}"


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


def _While(n):
    limit = f" max {show(n.limit)}" if n.limit is not None else ""
    return f"{'until' if n.until else 'while'} {show(n.cond)}{limit} {{ {block(n.body)} }}"


def _Effect(n):
    return block(n.body)
