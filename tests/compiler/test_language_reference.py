"""docs/language.md stays complete: every grammar rule and every error code has its entry.

A new rule in compiler/frontend/effects.lark, or a new code reported anywhere in compiler/ or runtime/,
fails here until the reference says what it is, so the designers' reference cannot fall behind.
"""

from __future__ import annotations

import re
from pathlib import Path

from compiler.frontend.parse import parser

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = ROOT / "docs" / "language.md"
CASES = ROOT / "tests" / "errors" / "cases"

# A code is written as a string literal ("E321"); a bare E731 in a `# noqa` comment is a linter's.
CODE_LITERAL = re.compile(r"""["']([EW]\d{3})["']""")
TABLE_ROW = re.compile(r"^\| ([EW]\d{3}) \|(.*)\|(.*)\|\s*$", re.MULTILINE)


def grammar_names() -> set[str]:
    """Every rule of effects.lark and every `-> alias`, as Lark reads them.

    Lark's own helper rules (`__stmt_star_0`, …) and the grammar's `_` rules are internal;
    terminals (NAME, NUMBER, …) are not rules at all.
    """
    names = set()
    for rule in parser().rules:
        names.add(str(rule.origin.name))
        if rule.alias:
            names.add(str(rule.alias))
    return {n for n in names if not n.startswith("_")}


def reported_codes() -> set[str]:
    codes = set()
    for folder in ("compiler", "runtime"):
        for path in (ROOT / folder).rglob("*.py"):
            codes.update(CODE_LITERAL.findall(path.read_text(encoding="utf-8")))
    return codes


def documented_names(text: str) -> set[str]:
    """Names in backticks, and the words of headings."""
    names = set(re.findall(r"`([A-Za-z_][A-Za-z0-9_]*)`", text))
    for line in text.splitlines():
        if line.startswith("#"):
            names.update(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", line))
    return names


def code_rows(text: str) -> dict[str, str]:
    """The error table: code -> its fixture cell."""
    return {code: fixture.strip() for code, _meaning, fixture in TABLE_ROW.findall(text)}


def test_the_grammar_and_the_sources_are_read():
    # Guards the two readers themselves: an empty set would make the checks below pass vacuously.
    names, codes = grammar_names(), reported_codes()
    assert {"gain", "if_", "aggregate", "table_key", "effect"} <= names
    assert {"E001", "E321", "W010"} <= codes and "E731" not in codes


def test_every_grammar_rule_and_alias_is_in_the_reference():
    missing = sorted(grammar_names() - documented_names(REFERENCE.read_text(encoding="utf-8")))
    assert not missing, f"docs/language.md does not mention these rules of compiler/frontend/effects.lark: {missing}"


def test_every_error_code_has_a_row_in_the_reference():
    missing = sorted(reported_codes() - set(code_rows(REFERENCE.read_text(encoding="utf-8"))))
    assert not missing, f"docs/language.md's error table has no row for: {missing}"


def test_the_error_table_names_real_fixtures_and_lists_the_codes_without_one():
    text = REFERENCE.read_text(encoding="utf-8")
    rows = code_rows(text)
    without = set(re.findall(r"[EW]\d{3}", text.split("### Codes without a fixture", 1)[1].split("\n\n")[1]))
    for code, cell in rows.items():
        folders = re.findall(r"`([a-z0-9-]+)`", cell)
        if cell == "no fixture yet":
            assert code in without, f"{code} has no fixture but is not in the list of codes without one"
            continue
        assert folders and code not in without, f"{code}: the fixture cell {cell!r} names no case"
        for folder in folders:
            assert (CASES / folder / "expected.yaml").is_file(), f"{code}: no case tests/errors/cases/{folder}"
    assert without <= set(rows), f"listed without a fixture but not in the table: {sorted(without - set(rows))}"
