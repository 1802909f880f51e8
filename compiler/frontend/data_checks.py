"""`checks:` of a game.yaml: limits a rulebook prints on its data, held against every row at `cairn check`.

A designer who authors data the rulebook does not print (a Map Pack's requirements, a card's cost) can
still write down the limit the rulebook does print, so that no authored row breaks it:

    checks:
      - id: four-requirements
        text: "A Day may have as few as 1 or many as 4 separate requirements"
        each: pack_sections
        holds: "count(n for n in [water, earth, wind, fire] if n > 0) + 1 <= 4"

`holds` is an expression worked out for every row of the table or deck `each` names, before play: a bare
name is the row's column (else a number constant), and only what needs no game can be used: numbers,
truth values, texts, lists, ranges, arithmetic, comparisons, `in`, `if … then … else`, and
count/sum/min/max/any/all over a list. Anything else is E640
at its place; a row for which the condition is false is E641 at the row, quoting the check's text.
"""
from __future__ import annotations

from . import ast


class NotStatic(Exception):
    """The expression needs the game in play (a field, a function, a card of a pile): it has a span."""

    def __init__(self, node, what: str):
        super().__init__(what)
        self.node, self.what = node, what


_ARITHMETIC = {
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
    "/": lambda a, b: a // b, "%": lambda a, b: a % b,
    "==": lambda a, b: a == b, "!=": lambda a, b: a != b, "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b,
    "in": lambda a, b: a in b, "not_in": lambda a, b: a not in b,
}

_AGGREGATES = {"count": len, "sum": sum, "min": min, "max": max, "any": any, "all": all}


class RowValues:
    """Works out a check's expression for one row: names are the row's columns, then number constants."""

    def __init__(self, row: dict, constants: dict):
        self.row, self.constants, self.bound = row, constants, {}

    def value(self, node):
        method = getattr(self, "of_" + type(node).__name__, None)
        if method is None:
            raise NotStatic(node, "a check is worked out before play, from the row and the constants alone")
        return method(node)

    def of_Number(self, node):
        return node.value

    of_Bool = of_String = of_Number

    def of_Name(self, node):
        if node.name in self.bound:
            return self.bound[node.name]
        if node.name in self.row:
            return self.row[node.name]
        constant = self.constants.get(node.name)
        if constant is not None and isinstance(constant[0], int):
            return constant[0]
        raise NotStatic(node, f"'{node.name}' is not a column of the row nor a number constant")

    def of_ListLit(self, node):
        return [self.value(item) for item in node.items]

    def of_Range(self, node):
        return list(range(node.low, node.high + 1))

    def of_Not(self, node):
        return not self.value(node.operand)

    def of_Neg(self, node):
        return -self.value(node.operand)

    def of_Conditional(self, node):
        return self.value(node.then) if self.value(node.cond) else self.value(node.otherwise)

    def of_BinOp(self, node):
        if node.op == "and":
            return bool(self.value(node.left)) and bool(self.value(node.right))
        if node.op == "or":
            return bool(self.value(node.left)) or bool(self.value(node.right))
        try:
            return _ARITHMETIC[node.op](self.value(node.left), self.value(node.right))
        except (TypeError, ZeroDivisionError):
            raise NotStatic(node, f"'{node.op}' cannot be worked out on these values") from None

    def of_Aggregate(self, node):
        source = self.value(node.source)
        if not isinstance(source, list):
            raise NotStatic(node.source, f"{node.func}(…) runs over a list or a range here")
        items = []
        saved = self.bound.get(node.var)
        for item in source:
            self.bound[node.var] = item
            if node.filter is None or self.value(node.filter):
                items.append(1 if node.func == "count" else self.value(node.item))
        self.bound.pop(node.var, None)
        if saved is not None:
            self.bound[node.var] = saved
        if node.func in ("min", "max") and not items:
            raise NotStatic(node, f"{node.func}(…) of no values")
        return len(items) if node.func == "count" else _AGGREGATES[node.func](items)


def failing_rows(holds, rows: list, constants: dict) -> list:
    """The rows of a table for which `holds` is false (raises NotStatic for what needs the game)."""
    return [row for row in rows if not RowValues(row, constants).value(holds)]
