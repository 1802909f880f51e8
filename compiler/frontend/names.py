"""What a designer's name may be: checked once, for every name-like key, from the schemas.

Every place in the schemas where a designer gives a name — a key of a mapping "by name"
(`propertyNames`) or a value such as a step's or scoring step's name — refers to
`identifier` in common.schema.json, whose `format: cairn-name` is checked here; table row
ids use `format: cairn-id`. The schemas' `pattern`s say the same for editors, but a JSON
Schema `$` also matches before a final line break, so the pattern alone lets "energy\\n"
through; these checks match the whole string, ASCII only, and a name must be unchanged by
NFKC normalization (which is how Python reads identifiers: a mathematical bold letter would
otherwise become an ASCII one in the generated code).
"""
from __future__ import annotations

import builtins
import re
import unicodedata

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from jsonschema import FormatChecker

_NAME = re.compile(r"[a-z][a-z0-9_-]*", re.ASCII)
_ROW_ID = re.compile(r"[a-z][a-z0-9_-]*(?:[/:][a-z0-9][a-z0-9_-]*)*", re.ASCII)

# What a generated rules module imports from the runtime and defines for itself: a designer's
# function, procedure or action of the same name would hide it (a function `roll`, `sum` or `game_ends`).
RUNTIME_NAMES = ("Action", "GameRules", "RuleError", "Step", "ask", "ask_secret", "conceal", "connected", "degree",
                 "distinct", "draw", "later", "longest_path", "move_card", "reveal", "roll", "roll_dice", "shuffle",
                 "subsets", "pay_from", "shortfall", "payment_plans", "pay_plan", "loop_turn", "copy_piles", "repeat_count",
                 "walks", "walk_end", "Strategy", "record_type")
RUNTIME_NAMES += ("tableau_spots", "tableau_place", "tableau_loop_lengths", "tableau_loop_kinds", "tableau_loop_tokens")
RUNTIME_NAMES += ("figure_stand", "figure_send", "figure_walk", "figure_resume", "figure_exits", "figure_state",
                  "figure_walked", "figure_seen", "figure_closed", "figure_trail_length", "figure_trail_tokens",
                  "figure_cells", "figure_stands_at")
RUNTIME_NAMES += ("number_range",)
RUNTIME_NAMES += ("pass_piles",)
MODULE_NAMES = frozenset({"GAME", "GAME_ID", "GAME_NAME", "MIN_PLAYERS", "MAX_PLAYERS", "OPTIONS", "start_round",
                          "start_turn", "is_active", "game_ends", "total_score", "end_trigger", "is_eligible",
                          "solo_win", "progress_value", "new_globals", "new_player", "copy_player", "copy_globals"})
TAKEN = frozenset(dir(builtins)) | frozenset(RUNTIME_NAMES) | MODULE_NAMES

NAME_RULE = "a name is lower-case ASCII letters, digits, '_' and '-', starting with a letter, on one line"


def is_name(value) -> bool:
    return not isinstance(value, str) or (_NAME.fullmatch(value) is not None
                                         and unicodedata.normalize("NFKC", value) == value)


def is_row_id(value) -> bool:
    return not isinstance(value, str) or (_ROW_ID.fullmatch(value) is not None
                                         and unicodedata.normalize("NFKC", value) == value)


def python_form(name: str) -> str:
    """The Python spelling of a checked name: '-' becomes '_' (a step `weather-once`)."""
    return name.replace("-", "_")


# The formats the schemas use, for jsonschema (format_checker) and for the fast path (conformance.py) alike.
NAME_FORMATS = {"cairn-name": is_name, "cairn-id": is_row_id}


def format_checker() -> FormatChecker:
    from jsonschema import FormatChecker     # imported when a document needs jsonschema's words
    checker = FormatChecker(formats=())
    for name, check in NAME_FORMATS.items():
        checker.checks(name)(check)
    return checker
