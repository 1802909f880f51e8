"""Diagnostics: positioned errors and warnings, and how they are printed.

Every stage of the compiler reports problems as `Diagnostic` values instead of
raising, so that one run can show a designer all of their mistakes at once.
Rendering is deterministic (sorted, stable wording) because the output is
compared in tests and shown in editors.
"""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path
from typing import Callable, Iterable

from runtime.screen import shown

from .plain import Frozen, set_field

# Registry of error codes. Each stage adds its own range here:
# E0xx load, E1xx schema, E2xx effect syntax, E3xx resolution, E4xx emit.
CODES: dict[str, str] = {
    "E000": "internal error in the loader (a bug in Cairn, not in the game file)",
    "E001": "YAML syntax error",
    "E002": "duplicate key in a mapping",
    "E003": "YAML anchors, aliases and merge keys ('&', '*', '<<') are not supported",
    "E004": "nesting too deep",
    "E005": "file too large",
    "E006": "file is not a usable Cairn document (empty, top level not a mapping, "
            "tab indentation, invalid encoding or control characters)",
    "E007": "file not found or unreadable",
    "E008": "unsupported YAML feature (explicit tags, non-text keys)",
    "E009": "a file name that is not plain (game folder, scenario file, icon path), a link out of the game folder "
            "(or a game folder that is a link), or two game folders that make one package",
    "W010": "a file in a game folder that Cairn does not read",
    "W011": "an unquoted text cut short by ' #', which YAML reads as the start of a comment",
    "E101": "schema violation",
    "E102": "unknown key",
    "E103": "value has the wrong type",
    "E104": "missing required key",
    "E105": "value is not one of the allowed values",
    "E106": "a name or id that is not plain (lower-case ASCII letters, digits, '_' and '-', on one line)",
}

class Span(Frozen):
    """A region of a source file; lines and columns are 1-based.

    `end_column` is exclusive, so a span covering `watr` at column 20 has
    end_column 24.
    """

    __slots__ = ("file", "line", "column", "end_line", "end_column")

    def __init__(self, file: str, line: int, column: int, end_line: int | None = None, end_column: int | None = None):
        set_field(self, "file", file)
        set_field(self, "line", line)
        set_field(self, "column", column)
        set_field(self, "end_line", end_line)
        set_field(self, "end_column", end_column)

    def shifted(self, line_offset: int, column_offset: int) -> "Span":
        """Map a span relative to a YAML scalar's text onto the file.

        `self` is relative to the scalar (line 1 is the scalar's first line).
        Only positions on that first line get `column_offset`: later lines of
        the scalar start at the file's own column 1.
        """

        def column(line: int, col: int) -> int:
            return col + column_offset if line == 1 else col

        end_line = end_column = None
        if self.end_line is not None:
            end_line = self.end_line + line_offset
        if self.end_column is not None:
            end_column = column(self.end_line if self.end_line is not None else self.line,
                                self.end_column)
        return Span(self.file, self.line + line_offset, column(self.line, self.column),
                    end_line, end_column)


class Diagnostic(Frozen):
    __slots__ = ("code", "message", "span", "help", "severity")

    def __init__(self, code: str, message: str, span: Span | None, help: str | None = None, severity: str = "error"):
        set_field(self, "code", code)
        set_field(self, "message", message)
        set_field(self, "span", span)
        set_field(self, "help", help)
        set_field(self, "severity", severity)

    def sort_key(self) -> tuple[str, int, int, str]:
        # Span-less diagnostics (e.g. about the whole run) sort first.
        if self.span is None:
            return ("", 0, 0, self.code)
        return (self.span.file, self.span.line, self.span.column, self.code)


def _sorted(diags: Iterable[Diagnostic]) -> list[Diagnostic]:
    # The message breaks ties so output does not depend on the order stages ran in.
    return sorted(diags, key=lambda d: (d.sort_key(), d.message))


# A statement written where an expression stands (`when: "gain 3 gold"`): parse.py says it, and model.py
# names the place where it knows it (`when` is a condition).
STATEMENT_IN_EXPRESSION = "'{word}' begins a statement, which changes the game, where {wanted} is wanted"


# ---------------------------------------------------------------- suggestions

def suggest(name: str, candidates) -> str | None:
    """Best close match for a misspelled `name` among `candidates`, or None."""
    names = sorted({str(c) for c in candidates} - {str(name)})
    if not names:
        return None
    # difflib is case-sensitive ('WATER' vs 'water' scores 0), so compare
    # lower-cased text and map back to the candidate as written.
    by_lower: dict[str, str] = {}
    for candidate in names:
        by_lower.setdefault(candidate.lower(), candidate)
    lowered = str(name).lower()
    if lowered in by_lower:
        return by_lower[lowered]
    import difflib      # only a misspelling needs it: not imported by every command that starts
    match = difflib.get_close_matches(lowered, list(by_lower), n=1, cutoff=0.6)
    return by_lower[match[0]] if match else None


def did_you_mean(name, candidates) -> str | None:
    best = suggest(name, candidates)
    return f"did you mean '{best}'?" if best is not None else None


# ---------------------------------------------------------------- source text

# The line breaks YAML (and LibYAML's marks) count, so excerpts line up with
# reported line numbers even for files with CR, NEL or U+2028 separators.
_LINE_BREAK = re.compile("\r\n|[\r\n\x85\u2028\u2029]")


def split_lines(text: str) -> list[str]:
    return _LINE_BREAK.split(text)


def read_source_file(file: str) -> str | None:
    """Default source reader: the file's text, or None if it cannot be read."""
    try:
        # utf-8-sig: the YAML loader does not count a BOM in columns either.
        return Path(file).read_text(encoding="utf-8-sig", errors="replace")
    except (OSError, ValueError):
        return None


class SourceCache:
    """Reads each source file at most once while rendering many diagnostics."""

    def __init__(self, read_source: Callable[[str], str | None] | None = None):
        self._read = read_source or read_source_file
        self._lines: dict[str, list[str] | None] = {}

    def lines(self, file: str) -> list[str] | None:
        if file not in self._lines:
            text = self._read(file)
            self._lines[file] = split_lines(text) if text is not None else None
        return self._lines[file]

    def get_line(self, file: str, line: int) -> str | None:
        lines = self.lines(file)
        if lines is None or not 1 <= line <= len(lines):
            return None
        return lines[line - 1]


# ---------------------------------------------------------------- rendering

_TAB = "    "


def _caret_width(span: Span, source_line: str) -> int:
    width = 1
    if span.end_column is not None and span.end_line in (None, span.line):
        width = span.end_column - span.column
    # Do not run past the end of the line (a span may end at the newline).
    room = len(source_line) - (span.column - 1)
    return max(1, min(width, room))


def _display_width(text: str) -> int:
    """Terminal columns: tabs are expanded, wide (CJK, emoji) characters take two."""
    return sum(len(_TAB) if ch == "\t" else 2 if unicodedata.east_asian_width(ch) in "WF" else 1
               for ch in text)


def _excerpt(span: Span, source_line: str, pad: str) -> list[str]:
    # The terminal is shown the line's control characters, never obeys them (runtime/screen.py): the
    # line is escaped before it is measured, so the caret stands under the escaped text it marks.
    start = span.column - 1
    indent = _display_width(shown(source_line[:start])) + max(0, start - len(source_line))
    marked = shown(source_line[start: start + _caret_width(span, source_line)])
    carets = "^" * max(1, _display_width(marked))
    return [
        f"{pad} |",
        f"{span.line} | {shown(source_line).replace(chr(9), _TAB)}".rstrip(),
        f"{pad} | {' ' * indent}{carets}",
    ]


def _cell_characters(span: Span, line: str) -> Span:
    """In a spreadsheet (CSV) a span's column is the sheet's column: the characters of that cell, for the caret."""
    number, start, quoted = 1, 0, False
    for index, ch in enumerate(line + ","):
        if ch == '"':
            quoted = not quoted
        elif ch == "," and not quoted:
            if number == span.column:
                return Span(span.file, span.line, start + 1, span.line, max(index, start + 1) + 1)
            number, start = number + 1, index + 1
    return Span(span.file, span.line, len(line) + 1)


def _render_one(diag: Diagnostic, cache: SourceCache) -> str:
    out = [f"{diag.severity}[{diag.code}]: {diag.message}"]
    pad = ""
    if diag.span is not None:
        span = diag.span
        pad = " " * len(str(span.line))
        out.append(f"{pad}--> {span.file}:{span.line}:{span.column}")
        source_line = cache.get_line(span.file, span.line)
        if source_line is not None and span.file.lower().endswith(".csv"):
            span = _cell_characters(span, source_line)
        if source_line is not None:
            out.extend(_excerpt(span, source_line, pad))
    if diag.help:
        out.append(f"{pad} = help: {diag.help}")
    return "\n".join(out)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def count(diags: Iterable[Diagnostic]) -> tuple[int, int]:
    """(errors, warnings)."""
    errors = warnings = 0
    for d in diags:
        if d.severity == "error":
            errors += 1
        else:
            warnings += 1
    return errors, warnings


def render_text(diags: list[Diagnostic], read_source=None) -> str:
    """rustc-style text: one block per diagnostic, then a summary if any error."""
    cache = SourceCache(read_source)
    ordered = _sorted(diags)
    blocks = [_render_one(d, cache) for d in ordered]
    errors, warnings = count(ordered)
    if errors:
        summary = f"error: could not compile: {_plural(errors, 'error')}"
        if warnings:
            summary += f", {_plural(warnings, 'warning')}"
        blocks.append(summary)
    return "\n\n".join(blocks) + "\n" if blocks else ""


def _as_dict(diag: Diagnostic) -> dict:
    span = diag.span
    return {
        "code": diag.code,
        "severity": diag.severity,
        "message": diag.message,
        "file": span.file if span else None,
        "line": span.line if span else None,
        "column": span.column if span else None,
        "end_line": span.end_line if span else None,
        "end_column": span.end_column if span else None,
        "help": diag.help,
    }


def render_json(diags) -> str:
    ordered = _sorted(diags)
    errors, warnings = count(ordered)
    payload = {
        "diagnostics": [_as_dict(d) for d in ordered],
        "errors": errors,
        "warnings": warnings,
    }
    return json.dumps(payload, indent=2, ensure_ascii=False)
