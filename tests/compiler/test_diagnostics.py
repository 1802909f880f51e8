import json

from compiler.frontend.diagnostics import (
    CODES,
    Diagnostic,
    SourceCache,
    Span,
    did_you_mean,
    render_json,
    render_text,
    suggest,
)

GAME = "definitions/thru-the-appalachian/game.yaml"


def source_with(lines: dict[int, str]):
    """A read_source that serves a file whose given lines have the given text."""
    def read(file):
        if file != GAME:
            return None
        last = max(lines)
        return "\n".join(lines.get(i, "") for i in range(1, last + 1)) + "\n"
    return read


# ---------------------------------------------------------------- Span

def test_shifted_moves_first_line_columns_only():
    # "gain 4 watr" is an effect string starting at line 42, column 13 of the file.
    inside = Span(GAME, 1, 8, 1, 12)
    assert inside.shifted(41, 12) == Span(GAME, 42, 20, 42, 24)


def test_shifted_later_lines_keep_their_column():
    inside = Span(GAME, 2, 5, 3, 7)
    assert inside.shifted(10, 30) == Span(GAME, 12, 5, 13, 7)


def test_shifted_without_end():
    assert Span(GAME, 1, 3).shifted(4, 10) == Span(GAME, 5, 13)
    # end on the first line only when end_line is None: it shares the start line.
    assert Span(GAME, 1, 3, None, 6).shifted(0, 10) == Span(GAME, 1, 13, None, 16)


# ---------------------------------------------------------------- suggestions

def test_suggest_close_match():
    assert suggest("watr", ["wood", "water", "stone"]) == "water"


def test_suggest_ignores_case_but_returns_candidate_as_written():
    assert suggest("WATER", ["Water", "wood"]) == "Water"


def test_suggest_nothing_close():
    assert suggest("xyzzy", ["wood", "water"]) is None
    assert suggest("anything", []) is None


def test_suggest_never_returns_the_name_itself():
    assert suggest("wood", ["wood"]) is None


def test_did_you_mean_text():
    assert did_you_mean("watr", ["water"]) == "did you mean 'water'?"
    assert did_you_mean("zzz", ["water"]) is None


# ---------------------------------------------------------------- render_text

def test_render_text_golden():
    read = source_with({42: "    effect: gain 4 watr"})
    diag = Diagnostic("E203", "unknown resource 'watr'", Span(GAME, 42, 20, 42, 24),
                      help="did you mean 'water'?")
    assert render_text([diag], read_source=read) == (
        "error[E203]: unknown resource 'watr'\n"
        "  --> definitions/thru-the-appalachian/game.yaml:42:20\n"
        "   |\n"
        "42 |     effect: gain 4 watr\n"
        "   |                    ^^^^\n"
        "   = help: did you mean 'water'?\n"
        "\n"
        "error: could not compile: 1 error\n"
    )


def test_render_text_sorted_with_summary_and_warning():
    read = source_with({3: "name: x", 9: "players: 2", 10: "mode: coop"})
    diags = [
        Diagnostic("E105", "bad mode", Span(GAME, 10, 7, 10, 11)),
        Diagnostic("W001", "odd name", Span(GAME, 3, 7), severity="warning"),
        Diagnostic("E103", "wrong type", Span(GAME, 9, 10, 9, 11)),
        Diagnostic("E102", "unknown key", Span(GAME, 9, 1, 9, 8)),
    ]
    assert render_text(diags, read_source=read) == (
        "warning[W001]: odd name\n"
        " --> definitions/thru-the-appalachian/game.yaml:3:7\n"
        "  |\n"
        "3 | name: x\n"
        "  |       ^\n"
        "\n"
        "error[E102]: unknown key\n"
        " --> definitions/thru-the-appalachian/game.yaml:9:1\n"
        "  |\n"
        "9 | players: 2\n"
        "  | ^^^^^^^\n"
        "\n"
        "error[E103]: wrong type\n"
        " --> definitions/thru-the-appalachian/game.yaml:9:10\n"
        "  |\n"
        "9 | players: 2\n"
        "  |          ^\n"
        "\n"
        "error[E105]: bad mode\n"
        "  --> definitions/thru-the-appalachian/game.yaml:10:7\n"
        "   |\n"
        "10 | mode: coop\n"
        "   |       ^^^^\n"
        "\n"
        "error: could not compile: 3 errors, 1 warning\n"
    )


def test_render_text_warnings_only_has_no_summary():
    out = render_text([Diagnostic("W001", "hm", None, severity="warning")], read_source=lambda f: None)
    assert out == "warning[W001]: hm\n"
    assert render_text([]) == ""


def test_render_text_missing_source_omits_excerpt(tmp_path):
    missing = str(tmp_path / "nope.yaml")
    out = render_text([Diagnostic("E001", "boom", Span(missing, 2, 3), help="fix it")])
    assert out == (
        "error[E001]: boom\n"
        f" --> {missing}:2:3\n"
        "  = help: fix it\n"
        "\n"
        "error: could not compile: 1 error\n"
    )


def test_render_text_reads_from_disk_by_default(tmp_path):
    path = tmp_path / "g.yaml"
    path.write_text("a: 1\nb: oops\n", encoding="utf-8")
    out = render_text([Diagnostic("E103", "bad", Span(str(path), 2, 4, 2, 8))])
    assert "2 | b: oops\n  |    ^^^^\n" in out


def test_caret_multiline_span_is_one_wide_and_clamped_to_line():
    read = source_with({1: "cards:", 2: "  - x"})
    multi = Diagnostic("E104", "missing", Span(GAME, 1, 1, 2, 6))
    assert "1 | cards:\n  | ^\n" in render_text([multi], read_source=read)
    past_end = Diagnostic("E104", "missing", Span(GAME, 1, 1, 1, 99))
    assert "1 | cards:\n  | ^^^^^^\n" in render_text([past_end], read_source=read)


def test_caret_alignment_with_tabs_and_wide_characters():
    read = source_with({1: 'name: "\t象 x"'})
    # column 11 is the 'x' after a tab (4 columns) and a wide character (2 columns).
    out = render_text([Diagnostic("E101", "m", Span(GAME, 1, 11, 1, 12))], read_source=read)
    assert '1 | name: "    象 x"\n  | ' + ' ' * 14 + '^\n' in out


def test_control_characters_are_shown_escaped_with_the_caret_under_the_mark():
    # BEL, a C1 CSI and a right-to-left override before column 9 (the 'x'): each is shown as its escape
    read = source_with({1: "a: \x07\x9bb\u202e x"})
    out = render_text([Diagnostic("E006", "m", Span(GAME, 1, 9, 1, 10))], read_source=read)
    assert not any(ch in out for ch in "\x07\x9b\u202e")
    assert "1 | a: \\u0007\\u009bb\\u202e x\n  | " + " " * 23 + "^\n" in out


# ---------------------------------------------------------------- render_json

def test_render_json_shape_and_order():
    diags = [
        Diagnostic("E105", "bad mode", Span("b.yaml", 1, 2, 1, 5), help="did you mean 'solo'?"),
        Diagnostic("W001", "odd", Span("a.yaml", 7, 1), severity="warning"),
        Diagnostic("E005", "too big", None),
    ]
    text = render_json(diags)
    data = json.loads(text)
    assert data["errors"] == 2 and data["warnings"] == 1
    assert [d["code"] for d in data["diagnostics"]] == ["E005", "W001", "E105"]
    assert list(data["diagnostics"][2]) == [
        "code", "severity", "message", "file", "line", "column", "end_line", "end_column", "help"]
    assert data["diagnostics"][2] == {
        "code": "E105", "severity": "error", "message": "bad mode", "file": "b.yaml",
        "line": 1, "column": 2, "end_line": 1, "end_column": 5, "help": "did you mean 'solo'?"}
    assert data["diagnostics"][0]["file"] is None and data["diagnostics"][0]["line"] is None
    # deterministic: same text whatever the input order, indented by 2
    assert render_json(list(reversed(diags))) == text
    assert text.startswith('{\n  "diagnostics": [')


def test_sort_key():
    assert Diagnostic("E1", "m", Span("f", 3, 4)).sort_key() == ("f", 3, 4, "E1")
    assert Diagnostic("E1", "m", None).sort_key() < Diagnostic("E0", "m", Span("a", 1, 1)).sort_key()


# ---------------------------------------------------------------- SourceCache

def test_source_cache_reads_each_file_once():
    calls = []

    def read(file):
        calls.append(file)
        return "one\r\ntwo\rthree\u2028four" if file == "x" else None

    cache = SourceCache(read)
    assert cache.get_line("x", 1) == "one"
    assert cache.get_line("x", 3) == "three"
    assert cache.get_line("x", 4) == "four"  # YAML counts U+2028 as a line break
    assert cache.get_line("x", 5) is None and cache.get_line("x", 0) is None
    assert cache.get_line("missing", 1) is None
    cache.get_line("missing", 2)
    assert calls == ["x", "missing"]


def test_codes_registry_documents_load_and_schema_codes():
    for code in ["E001", "E002", "E003", "E004", "E005", "E006", "E007",
                 "E101", "E102", "E103", "E104", "E105"]:
        assert CODES[code]
