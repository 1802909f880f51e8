"""Render an effect-language syntax tree back to canonical, fully parenthesised text.

Tests compare this text with what the rule must mean, so a wrong precedence or a wrong node
shows up as a readable difference instead of a nest of dataclass reprs. The renderer is the
compiler's own (compiler/frontend/canonical.py, which the sheets hash); only an absent node reads "None".
"""
from __future__ import annotations

from compiler.frontend import canonical


def show(node) -> str:
    return "None" if node is None else canonical.show(node)


def block(stmts) -> str:
    return canonical.block(stmts)
