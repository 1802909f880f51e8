"""The effect grammar's LALR tables, worked out from effects.lark once when Cairn is packaged and shipped beside it.

Lark builds a parser's tables from the grammar in ~0.2 s of CPU, in every process that parses a text: each worker of
a build in a new cache, each `cairn check` of an edited text. Lark's own `cache=True` keeps them as a pickle in the
machine's temporary folder, which a freshly installed Cairn (or a new machine, or a cleaned /tmp) does not have, and
which runs code when read. Instead, `python -m compiler.frontend.grammar_tables` writes the tables as JSON
(effects_tables.json, in the repository like generated/): reading them is data, never code, and
costs a sixth of building them (callgrind: 179 M instructions against 1,126 M).

The file is used only when its stamp names this very grammar text, Lark version and options: after an edit of
effects.lark (or a new Lark) the parser is built from the grammar, as before, until the file is written again
(tests/compiler/test_grammar_tables.py fails while it is stale). Lark numbers the LALR states in an order that
changes from process to process; the file numbers them in the order a walk from the entry points meets them (the
tokens of each state taken by name), so the same grammar always writes the same bytes.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import lark
from lark import Lark
from lark.grammar import Rule
from lark.lexer import TerminalDef
from lark.parsers.lalr_analysis import IntParseTable, Shift

GRAMMAR = Path(__file__).with_name("effects.lark")
TABLES = Path(__file__).with_name("effects_tables.json")
ENTRY_POINTS = ("effect", "expr", "cost")
PARSER_OPTIONS = {"start": list(ENTRY_POINTS), "parser": "lalr", "propagate_positions": True, "maybe_placeholders": True}


def stamp(grammar: str, options: dict) -> str:
    """What the tables are made from: the grammar's text, Lark's version and the parser's options."""
    made_from = json.dumps([grammar, lark.__version__, options], sort_keys=True)
    return hashlib.sha256(made_from.encode("utf-8")).hexdigest()


def tables_text(grammar: str, options: dict) -> str:
    """The text of effects_tables.json for `grammar`: the same bytes whichever process writes it."""
    parser = Lark(grammar, **options)
    frontend = parser.parser.parser         # the LALR parser of Lark's parsing front end
    frontend._parse_table = _numbered_by_walk(frontend._parse_table)
    data, memo = parser.memo_serialize([TerminalDef, Rule])
    return json.dumps({"stamp": stamp(grammar, options), "data": data, "memo": memo},
                      sort_keys=True, separators=(",", ":")) + "\n"


def shipped(grammar: str, options: dict) -> Lark | None:
    """The parser loaded from effects_tables.json, or None when the file is missing, unreadable or made from
    another grammar, Lark or options."""
    try:
        kept = json.loads(TABLES.read_text(encoding="utf-8"))
        if kept.get("stamp") != stamp(grammar, options):
            return None
        data, memo = kept["data"], kept["memo"]
        memo = {int(key): value for key, value in memo.items()}     # JSON gave every key back as a text
        table = data["parser"]["parser"]
        table["tokens"] = {int(key): name for key, name in table["tokens"].items()}
        table["states"] = {int(state): {int(token): tuple(action) for token, action in actions.items()}
                           for state, actions in table["states"].items()}
        return Lark._load_from_dict(data, memo)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def _numbered_by_walk(table: IntParseTable) -> IntParseTable:
    """`table` with its states numbered in the order a breadth-first walk meets them: from the entry points by name,
    each state's shifts taken by the name of their token. The automaton is the same; only the numbers change."""
    order, number = [], {}

    def meet(state):
        if state not in number:
            number[state] = len(order)
            order.append(state)

    for start in sorted(table.start_states):
        meet(table.start_states[start])
    for state in order:         # grows as the walk meets new states
        actions = table.states[state]
        for token in sorted(actions):
            action, target = actions[token]
            if action is Shift:
                meet(target)
    for start in sorted(table.end_states):
        meet(table.end_states[start])
    if len(order) != len(table.states):
        raise ValueError(f"{len(table.states) - len(order)} LALR states no walk from the entry points meets")
    states = {}
    for state in order:
        actions = table.states[state]
        states[number[state]] = {token: (Shift, number[actions[token][1]]) if actions[token][0] is Shift
                                 else actions[token] for token in sorted(actions)}
    return IntParseTable(states, {start: number[s] for start, s in sorted(table.start_states.items())},
                         {start: number[s] for start, s in sorted(table.end_states.items())})


def main() -> None:
    TABLES.write_text(tables_text(GRAMMAR.read_text(encoding="utf-8"), PARSER_OPTIONS), encoding="utf-8")
    print(f"wrote {TABLES}")


if __name__ == "__main__":
    main()
