"""Strategies in the generated rules: one named function per `when` and `value`, and a `Strategy` each.

    def strategy_hold_at_20_when_1(state, p):
        return p.turn_total >= 20

The runtime's StrategyAgent (runtime/strategy.py) calls them on a world its seat could be in.
"""
from __future__ import annotations

from ..frontend.names import python_form


def strategy_view(emitter) -> list:
    """What the template writes for each strategy: its functions, and its Strategy(...) entry."""
    out = []
    for s in emitter.model.strategies.values():
        base = f"strategy_{python_form(s.name)}"
        functions, prefer = [], []
        for i, rule in enumerate(s.prefer, start=1):
            when = None
            if rule.when is not None:
                when = f"{base}_when_{i}"
                functions.append({"name": when, "body": emitter.expr(rule.when, "False"),
                                  "doc": f"{s.name}, rule {i}: take {', '.join(rule.takes)} "
                                         f"({rule.span.file}:{rule.span.line})"})
            prefer.append((rule.takes, when))
        value = None
        if s.value is not None:
            value = f"{base}_value"
            functions.append({"name": value, "body": emitter.expr(s.value, "0"),
                              "doc": f"{s.name}: the value it makes as high as it can ({s.span.file}:{s.span.line})"})
        out.append({"name": s.name, "text": s.text or "", "authored": s.authored, "functions": functions,
                    "prefer": prefer, "value": value})
    return out


def strategy_function_names(model) -> set:
    """The names the strategies' functions take in the rules module."""
    names = set()
    for s in model.strategies.values():
        base = f"strategy_{python_form(s.name)}"
        names |= {f"{base}_when_{i}" for i in range(1, len(s.prefer) + 1)} | {f"{base}_value"}
    return names
