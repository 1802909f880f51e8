"""The grammar's shipped LALR tables (compiler/frontend/grammar_tables.py): current, the same bytes from any process, and
a parser that reads every text as the one Lark builds from the grammar does."""
from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

from lark import Lark, Token, Tree

from compiler.frontend import grammar_tables, parse

ROOT = Path(__file__).resolve().parents[2]
GRAMMAR = parse.GRAMMAR.read_text(encoding="utf-8")


def test_the_shipped_tables_are_written_from_this_grammar():
    assert grammar_tables.TABLES.read_text(encoding="utf-8") == grammar_tables.tables_text(GRAMMAR, parse.PARSER_OPTIONS), \
        "effects_tables.json is stale: run python -m compiler.frontend.grammar_tables"


def test_the_tables_are_the_same_bytes_whatever_the_hash_seed():
    script = ("import sys; from compiler.frontend import grammar_tables as g, parse as p; "
              "sys.stdout.write(g.tables_text(p.GRAMMAR.read_text(encoding='utf-8'), p.PARSER_OPTIONS))")
    texts = {subprocess.run([sys.executable, "-P", "-c", script], cwd=ROOT, capture_output=True, text=True, check=True,
                            env=os.environ | {"PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)}).stdout
             for seed in ("1", "2")}
    assert len(texts) == 1


def test_the_parser_is_loaded_from_the_tables_not_built_from_the_grammar(monkeypatch):
    def built(*args, **kwargs):
        raise AssertionError("the parser was built from the grammar (or loaded from Lark's cache)")
    monkeypatch.setattr(Lark, "__init__", built)
    parse.parser.cache_clear()
    try:
        assert parse.parse("x = 1", "effect", parse.IDENTITY)[0] is not None
    finally:
        parse.parser.cache_clear()


def test_tables_made_from_another_grammar_or_a_damaged_file_are_not_used(tmp_path, monkeypatch):
    assert grammar_tables.shipped(GRAMMAR + "\n// edited\n", parse.PARSER_OPTIONS) is None
    assert grammar_tables.shipped(GRAMMAR, {**parse.PARSER_OPTIONS, "maybe_placeholders": False}) is None
    for damage in ("", "{", '{"stamp": 1}', grammar_tables.TABLES.read_text(encoding="utf-8")[:5000]):
        (tmp_path / "tables.json").write_text(damage, encoding="utf-8")
        monkeypatch.setattr(grammar_tables, "TABLES", tmp_path / "tables.json")
        assert grammar_tables.shipped(GRAMMAR, parse.PARSER_OPTIONS) is None
    monkeypatch.setattr(grammar_tables, "TABLES", tmp_path / "missing.json")
    parse.parser.cache_clear()
    try:
        assert grammar_tables.shipped(GRAMMAR, parse.PARSER_OPTIONS) is None    # built from the grammar instead
        assert parse.parse("x = 1", "effect", parse.IDENTITY)[0] is not None
    finally:
        parse.parser.cache_clear()


def _shown(tree):
    """A Lark tree with every position (Lark's equality leaves the positions out)."""
    if isinstance(tree, Tree):
        meta = tree.meta
        return (tree.data, *(getattr(meta, name, None) for name in ("line", "column", "end_line", "end_column")),
                [_shown(child) for child in tree.children])
    if isinstance(tree, Token):
        return tree.type, str(tree), tree.line, tree.column, tree.end_line, tree.end_column, tree.start_pos
    return tree


def _outcome(parser, text, start):
    try:
        return _shown(parser.parse(text, start=start))
    except Exception as err:    # noqa: BLE001 - what fails, where, and what was expected there
        return (type(err).__name__, getattr(err, "line", None), getattr(err, "column", None),
                sorted(getattr(err, "expected", None) or getattr(err, "allowed", None) or ()), str(getattr(err, "token", "")))


def _texts():
    from compiler.frontend.load import load_file
    found = []

    def walk(node):
        value = node.value
        if isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, str) and any(mark in value for mark in ("=", "(", "{", " if ", "+")):
            found.append(value)
    for path in sorted((ROOT / "definitions").glob("*/*.yaml")):
        node, _ = load_file(path, path.name)
        if node is not None:
            walk(node)
    return found


def test_the_loaded_parser_reads_every_text_and_every_mistake_as_the_built_one():
    loaded = grammar_tables.shipped(GRAMMAR, parse.PARSER_OPTIONS)
    built = Lark(GRAMMAR, **parse.PARSER_OPTIONS)
    texts = _texts()
    assert len(texts) > 300
    rnd = random.Random(7)
    tried = 0
    for text in texts:      # each text, a piece cut out of it and a sign put in it, read from a start picked at random
        start = rnd.choice(grammar_tables.ENTRY_POINTS)
        cut, rejoin = rnd.randrange(len(text) + 1), rnd.randrange(len(text) + 1)
        for variant in (text, text[:cut] + text[rejoin:], text[:cut] + rnd.choice("}{(),=+-*.;[]") + text[cut:]):
            assert _outcome(loaded, variant, start) == _outcome(built, variant, start), (start, variant)
            tried += 1
    assert tried == 3 * len(texts)


def test_a_parser_built_from_the_grammar_reads_no_pickle_of_the_temporary_folder(tmp_path, monkeypatch):
    """Lark's `cache=True` would load a pickle from the machine's shared temporary folder: whoever can write there
    would run code in every build. Without the shipped tables the parser is built, never cached there."""
    options = []
    real = Lark.__init__

    def built(self, grammar, **kwargs):
        options.append(kwargs)
        real(self, grammar, **kwargs)
    monkeypatch.setattr(Lark, "__init__", built)
    monkeypatch.setattr(grammar_tables, "TABLES", tmp_path / "missing.json")
    parse.parser.cache_clear()
    try:
        assert parse.parse("x = 1", "effect", parse.IDENTITY)[0] is not None
    finally:
        parse.parser.cache_clear()
    assert options and all(not kwargs.get("cache") for kwargs in options)
