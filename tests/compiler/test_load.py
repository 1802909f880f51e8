import time

import pytest
import yaml

import compiler.frontend.load as load_module
from compiler.frontend.diagnostics import Span
from compiler.frontend.load import (
    MAX_BYTES,
    MAX_DEPTH,
    Node,
    key_span_at,
    load_file,
    load_text,
    node_at,
    to_plain,
)

F = "game.yaml"

SAMPLE = """\
name: Thru the Appalachian
players:
  min: 2
  max: 4
resources: [wood, water]
cards:
  - name: Spring
    effect: gain 4 watr
    text: "quoted"
    rules: |
      line one
      line two
"""


def codes(diags):
    return [d.code for d in diags]


def load_ok(text):
    node, diags = load_text(text, F)
    assert diags == [], diags
    return node


# ---------------------------------------------------------------- basics

def test_uses_libyaml_when_available():
    if yaml.__with_libyaml__:
        assert load_module.Loader is yaml.CSafeLoader


def test_values_and_plain_data():
    node = load_ok(SAMPLE)
    assert to_plain(node) == {
        "name": "Thru the Appalachian",
        "players": {"min": 2, "max": 4},
        "resources": ["wood", "water"],
        "cards": [{"name": "Spring", "effect": "gain 4 watr", "text": "quoted",
                   "rules": "line one\nline two\n"}],
    }
    assert list(to_plain(node)) == ["name", "players", "resources", "cards"]


def test_value_and_key_spans_are_one_based():
    node = load_ok(SAMPLE)
    effect = node_at(node, ["cards", 0, "effect"])
    assert effect.span == Span(F, 8, 13, 8, 24)
    assert key_span_at(node, ["cards", 0, "effect"]) == Span(F, 8, 5, 8, 11)
    assert node.key_spans["players"] == Span(F, 2, 1, 2, 8)
    assert node_at(node, ["resources", 1]).span == Span(F, 5, 19, 5, 24)


def test_scalar_styles():
    node = load_ok(SAMPLE)
    card = node_at(node, ["cards", 0])
    assert card.value["effect"].style == ""
    assert card.value["text"].style == '"'
    assert card.value["text"].span.column == 11  # the opening quote
    assert card.value["rules"].style == "|"
    assert card.style is None and card.raw is None


def test_scalars_resolve_like_safe_load():
    text = "i: 42\nh: 0x1F\nf: 2.5\nt: true\nn: ~\ne:\ns: '42'\nd: 2024-05-01\n"
    data = to_plain(load_ok(text))
    assert data == {"i": 42, "h": 31, "f": 2.5, "t": True, "n": None, "e": None,
                    "s": "42", "d": "2024-05-01"}  # dates stay text: JSON has none
    assert type(data["i"]) is int and type(data["t"]) is bool


def test_yaml11_booleans_keep_their_raw_text():
    node = load_ok("reveal: no\nflip: On\nquoted: 'no'\n")
    assert node.value["reveal"].value is False and node.value["reveal"].raw == "no"
    assert node.value["flip"].value is True and node.value["flip"].raw == "On"
    assert node.value["quoted"].value == "no" and node.value["quoted"].raw == "no"


def test_keys_stay_text_as_written():
    # A resource called `no` or `on` must not turn into a boolean key.
    node = load_ok("no: 1\non: 2\n3: three\n")
    assert list(node.value) == ["no", "on", "3"]


# ---------------------------------------------------------------- node_at / key_span_at

def test_node_at_follows_path_as_far_as_possible():
    node = load_ok(SAMPLE)
    players = node.value["players"]
    assert node_at(node, []) is node
    assert node_at(node, ["players"]) is players
    assert node_at(node, ["players", "max"]).value == 4
    assert node_at(node, ["players", "nope", "deeper"]) is players
    assert node_at(node, ["resources", 7]) is node.value["resources"]
    assert node_at(node, ["resources", "0"]) is node.value["resources"]  # str is no index


def test_key_span_at():
    node = load_ok(SAMPLE)
    assert key_span_at(node, ["players", "min"]) == Span(F, 3, 3, 3, 6)
    assert key_span_at(node, ["resources", 0]) is None  # a list item has no key
    assert key_span_at(node, ["players", "zzz"]) is None
    assert key_span_at(node, ["nope", "min"]) is None  # parent not reached
    assert key_span_at(node, []) is None


# ---------------------------------------------------------------- duplicates

def test_duplicate_key_reported_at_second_key():
    node, diags = load_text("name: a\nplayers:\n  min: 2\n  max: 4\n  min: 3\n", F)
    assert codes(diags) == ["E002"]
    d = diags[0]
    assert d.span == Span(F, 5, 3, 5, 6)
    assert "'min'" in d.message and "line 3" in d.help
    # the node is still usable so later stages can report more problems
    assert to_plain(node)["players"] == {"min": 2, "max": 4}


def test_same_key_in_different_mappings_is_fine():
    load_ok("a:\n  x: 1\nb:\n  x: 2\n")


# ---------------------------------------------------------------- anchors, aliases, merge

def test_anchor_and_alias_rejected_at_their_position():
    node, diags = load_text("a: &base 1\nb: *base\n", F)
    assert node is None
    assert codes(diags) == ["E003", "E003"]
    assert diags[0].span == Span(F, 1, 4, 1, 9) and "&base" in diags[0].message
    assert diags[1].span == Span(F, 2, 4, 2, 9) and "*base" in diags[1].message


def test_merge_key_rejected_even_without_alias():
    node, diags = load_text("card:\n  <<: {cost: 1}\n  name: x\n", F)
    assert codes(diags) == ["E003"]
    assert diags[0].span == Span(F, 2, 3, 2, 5)
    assert to_plain(node) == {"card": {"name": "x"}}


def billion_laughs(levels=9):
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i in range(1, levels):
        prev, cur = chr(96 + i), chr(97 + i)
        lines.append(f"{cur}: &{cur} [" + ",".join([f"*{prev}"] * 9) + "]")
    return "\n".join(lines) + "\n"


def test_billion_laughs_rejected_quickly():
    start = time.perf_counter()
    node, diags = load_text(billion_laughs(), F)
    assert time.perf_counter() - start < 0.5
    assert node is None
    assert set(codes(diags)) == {"E003"}
    assert len(diags) <= load_module.MAX_ANCHOR_REPORTS  # a handful, not thousands
    assert diags[0].span.line == 1


def test_many_aliases_rejected_quickly():
    text = "a: &x [1, 2]\nb: [" + ", ".join(["*x"] * 50_000) + "]\n"
    start = time.perf_counter()
    node, diags = load_text(text, F)
    assert time.perf_counter() - start < 1.0
    assert node is None and codes(diags)[0] == "E003"


# ---------------------------------------------------------------- depth

def nested_flow(depth):
    return "a: " + "[" * (depth - 1) + "]" * (depth - 1) + "\n"


def test_depth_limit_exact():
    load_ok(nested_flow(MAX_DEPTH))  # top mapping + 63 lists = 64 levels
    node, diags = load_text(nested_flow(MAX_DEPTH + 1), F)
    assert node is None and codes(diags) == ["E004"]
    assert diags[0].span == Span(F, 1, 4 + MAX_DEPTH - 1)


def test_block_nesting_too_deep():
    text = "".join("  " * i + f"k{i}:\n" for i in range(MAX_DEPTH + 5))
    node, diags = load_text(text, F)
    assert codes(diags) == ["E004"]
    assert diags[0].span.line == MAX_DEPTH + 1


@pytest.mark.parametrize("text", ["[" * 100_000, "a: " + "[" * 100_000 + "]" * 100_000,
                                  "- " * 100_000, "{a: " * 100_000])
def test_extreme_nesting_rejected_without_crashing(text):
    node, diags = load_text(text, F)
    assert node is None and codes(diags) == ["E004"]


# ---------------------------------------------------------------- size

def test_text_over_limit_rejected_before_parsing():
    text = "a: [" + "1, " * 700_000 + "1]\n"  # ~2 MB
    start = time.perf_counter()
    node, diags = load_text(text, F)
    assert time.perf_counter() - start < 0.5
    assert node is None and codes(diags) == ["E005"]
    assert diags[0].span == Span(F, 1, 1)


def test_size_counts_utf8_bytes():
    text = "a: '" + "é" * (MAX_BYTES // 2) + "'\n"  # fewer characters than bytes
    assert len(text) < MAX_BYTES
    assert codes(load_text(text, F)[1]) == ["E005"]


def test_file_over_limit_rejected_without_reading(tmp_path, monkeypatch):
    path = tmp_path / "big.yaml"
    path.write_bytes(b"a: " + b"x" * (2 * MAX_BYTES) + b"\n")

    def no_read(self):
        raise AssertionError("a too large file must not be read")

    monkeypatch.setattr(type(path), "read_bytes", no_read)
    node, diags = load_file(path, display="big.yaml")
    assert node is None and codes(diags) == ["E005"]
    assert diags[0].span == Span("big.yaml", 1, 1)


# ---------------------------------------------------------------- syntax and shape

def test_syntax_error_positioned_with_problem_text():
    node, diags = load_text("name: x\nplayers:\n  min: 2\n  max: a: b\n", F)
    assert node is None and codes(diags) == ["E001"]
    assert diags[0].span == Span(F, 4, 9)
    assert "mapping values are not allowed" in diags[0].message
    assert "quotes" in diags[0].help


def test_syntax_error_carries_context():
    node, diags = load_text("a: [1, 2\nb: 3\n", F)
    assert codes(diags) == ["E001"]
    assert "expected ',' or ']'" in diags[0].message
    assert "while parsing a flow sequence (line 1)" in diags[0].help


def test_syntax_error_column_counts_characters_not_bytes():
    node, diags = load_text("a: éé: b\n", F)
    assert diags[0].span == Span(F, 1, 6)


def test_tab_indentation():
    node, diags = load_text("a:\n\tb: 1\n", F)
    assert codes(diags) == ["E006"]
    assert diags[0].span == Span(F, 2, 1) and "tab" in diags[0].message


def test_control_character_positioned_after_multibyte_text():
    node, diags = load_text("a: ok\nb: é\x07\n", F)
    assert codes(diags) == ["E006"]
    assert diags[0].span == Span(F, 2, 5) and "#x0007" in diags[0].message


def test_more_than_one_document():
    node, diags = load_text("a: 1\n---\nb: 2\n", F)
    assert codes(diags) == ["E001"] and diags[0].span.line == 2


@pytest.mark.parametrize("text", ["", "# only a comment\n", "---\n"])
def test_empty_file(text):
    node, diags = load_text(text, F)
    assert node is None and codes(diags) == ["E006"]
    assert diags[0].message == "file is empty"


@pytest.mark.parametrize("text, found", [("- a\n- b\n", "a list"), ("hello\n", "'hello'")])
def test_top_level_must_be_a_mapping(text, found):
    node, diags = load_text(text, F)
    assert node is None and codes(diags) == ["E006"]
    assert found in diags[0].message


def test_unsupported_tags_and_keys():
    node, diags = load_text("a: !thing x\nb: !!set {x}\nc: !!binary aGk=\n? [k]\n: v\n", F)
    assert codes(diags) == ["E008"] * 4
    assert [d.span.line for d in diags] == [1, 2, 3, 4]


def test_explicit_core_tags_allowed():
    assert to_plain(load_ok("a: !!str 12\nb: !!int '7'\n")) == {"a": "12", "b": 7}


def test_bom_is_ignored_in_columns():
    node, diags = load_text("\ufeffa: b: c\n", F)
    assert diags[0].span == Span(F, 1, 5)


# ---------------------------------------------------------------- load_file

def test_load_file_uses_display_name(tmp_path):
    path = tmp_path / "game.yaml"
    path.write_text("name: x\nname: y\n", encoding="utf-8")
    node, diags = load_file(path, display="definitions/game.yaml")
    assert node.span.file == "definitions/game.yaml"
    assert diags[0].span == Span("definitions/game.yaml", 2, 1, 2, 5)
    node, _ = load_file(str(path))
    assert node.span.file == str(path)


def test_load_file_missing(tmp_path):
    node, diags = load_file(tmp_path / "nope.yaml", display="nope.yaml")
    assert node is None and codes(diags) == ["E007"]
    assert diags[0].span.file == "nope.yaml"


def test_load_file_directory_is_unreadable(tmp_path):
    node, diags = load_file(tmp_path)
    assert node is None and codes(diags) == ["E007"]


def test_load_file_invalid_utf8_positioned(tmp_path):
    path = tmp_path / "latin1.yaml"
    path.write_bytes(b"name: ok\ncity: Montr\xe9al\n")
    node, diags = load_file(path, display="latin1.yaml")
    assert node is None and codes(diags) == ["E006"]
    assert diags[0].span == Span("latin1.yaml", 2, 12)


def test_load_file_with_bom(tmp_path):
    path = tmp_path / "bom.yaml"
    path.write_bytes("\ufeffname: x\n".encode("utf-8"))
    node, diags = load_file(path)
    assert diags == [] and node.value["name"].span.column == 7


# ---------------------------------------------------------------- never raise

def test_unexpected_exception_becomes_e000(monkeypatch):
    def broken(self, ynode):
        raise RuntimeError("kaboom")

    monkeypatch.setattr(load_module._Builder, "build", broken)
    node, diags = load_text("a: 1\n", F)
    assert node is None and codes(diags) == ["E000"]
    assert "internal error in the loader" in diags[0].message and "kaboom" in diags[0].message


def test_node_defaults():
    node = Node(1, Span(F, 1, 1))
    assert node.key_spans is None and node.style is None and node.raw is None


# ---------------------------------------------------------------- the files of a game folder (issue 9)
from pathlib import Path  # noqa: E402

from compiler.driver.build import Project, check_icons, icon_path_problem, load_game, survey_game  # noqa: E402

GAME_YAML = "id: {id}\nname: T\nplayers: {{min: 1, max: 2}}\n"


def game_folder(root: Path, name: str = "t") -> tuple[Project, Path]:
    folder = root / "definitions" / name
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(GAME_YAML.format(id=name), encoding="utf-8")
    return Project(root), folder


def file_codes(diags) -> list[tuple[str, str]]:
    return sorted((d.code, d.span.file) for d in diags)


def test_only_the_definition_files_are_loaded_and_other_yaml_is_named(tmp_path):
    project, folder = game_folder(tmp_path)
    (folder / "board.yaml").write_text("tables: {}\n", encoding="utf-8")
    (folder / "notes.yaml").write_text("tables: {spaces: [{id: a}]}\n", encoding="utf-8")
    (folder / "decks.yml").write_text("decks: {}\n", encoding="utf-8")
    (folder / "README.md").write_text("notes", encoding="utf-8")
    (folder / "icons").mkdir()
    (folder / "icons" / "x.svg").write_text("<svg/>", encoding="utf-8")
    (folder / "scenarios").mkdir()
    (folder / "scenarios" / "first-turn.yaml").write_text("game: t\n", encoding="utf-8")
    (folder / "scenarios" / "todo.txt").write_text("later", encoding="utf-8")
    (folder / "scenarios" / ".gitkeep").write_text("", encoding="utf-8")
    files, diags = survey_game(project, folder)
    assert [p.name for p in files] == ["board.yaml", "game.yaml"]
    assert file_codes(diags) == [("W010", "definitions/t/decks.yml"), ("W010", "definitions/t/notes.yaml"),
                            ("W010", "definitions/t/scenarios/todo.txt")]
    assert all(d.severity == "warning" and "Cairn reads game.yaml, board.yaml" in d.help for d in diags)
    docs, _ = load_game(project, "t", project.sources())
    assert sorted(docs) == ["board", "game"]


@pytest.mark.parametrize("name", ['say"hi.yaml', "it's.yaml", "back\\slash.yaml", "two\nlines.yaml",
                                  "a..b.yaml", "caf\u00e9.yaml", "with space.yaml"])
def test_a_scenario_file_name_that_is_not_plain_is_an_error_at_the_file(tmp_path, name):
    project, folder = game_folder(tmp_path)
    (folder / "scenarios").mkdir()
    (folder / "scenarios" / name).write_text("game: t\n", encoding="utf-8")
    _, diags = survey_game(project, folder)
    assert [(d.code, d.severity, d.span.line, d.span.column) for d in diags] == [("E009", "error", 1, 1)]
    assert "is not plain" in diags[0].message
    assert "\n" not in diags[0].message + diags[0].span.file     # one line, whatever the name holds


@pytest.mark.parametrize("name", ['q"uote', "sp ace", "new\nline"])
def test_a_game_folder_name_that_is_not_plain_is_an_error_at_its_game_yaml(tmp_path, name):
    project, folder = game_folder(tmp_path, name)
    _, diags = survey_game(project, folder)
    assert [d.code for d in diags] == ["E009"]
    assert diags[0].span.file.endswith("/game.yaml") and "\n" not in diags[0].span.file
    assert "game folder name" in diags[0].message


def test_links_out_of_the_game_folder_are_refused_and_not_loaded(tmp_path):
    project, folder = game_folder(tmp_path)
    outside = tmp_path / "elsewhere.yaml"
    outside.write_text("tables: {spaces: [{id: a}]}\n", encoding="utf-8")
    (folder / "board.yaml").symlink_to(outside)
    (folder / "scenarios").mkdir()
    (folder / "scenarios" / "linked.yaml").symlink_to(outside)
    (folder / "decks.yaml").symlink_to(folder / "game.yaml")      # a link inside the folder is fine
    files, diags = survey_game(project, folder)
    assert [p.name for p in files] == ["decks.yaml", "game.yaml"]
    # each is named by its own path in the game folder, not by the file it points to
    assert [(d.code, d.span.file) for d in diags] == [("E009", "definitions/t/board.yaml"),
                                                      ("E009", "definitions/t/scenarios/linked.yaml")]
    assert "outside the game folder" in diags[0].message and "outside the game folder" in diags[1].message


@pytest.mark.parametrize("path, problem", [
    ("/etc/passwd.svg", "absolute"), ("\\\\server\\x.svg", "absolute"), ("C:icons.svg", "absolute"),
    ("icons/../../x.svg", "'..'"), ("icons\\x.svg", "'\\\\'"), ("icons/a b.svg", "' '"),
    ('icons/"x".svg', "'\"'"), ("icons//x.svg", "empty"), ("", "empty"), ("icons/x\n.svg", "'\\n'"),
])
def test_icon_paths_must_be_plain(tmp_path, path, problem):
    assert problem in icon_path_problem(path, tmp_path)


def test_an_icon_linked_out_of_the_game_folder_is_refused_and_a_good_one_is_not(tmp_path):
    (tmp_path / "secret.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>", encoding="utf-8")
    folder = tmp_path / "game"
    (folder / "icons").mkdir(parents=True)
    (folder / "icons" / "ok.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>", encoding="utf-8")
    (folder / "linked").symlink_to(tmp_path)
    assert icon_path_problem("linked/secret.svg", folder) == "it leads outside the game folder"
    assert icon_path_problem("icons/ok.svg", folder) is None
    game, _ = load_text("icons: {ok: icons/ok.svg, out: linked/secret.svg, gone: icons/gone.svg}\n", F)
    assert [d.code for d in check_icons(folder, game, read=False)] == ["E009"]
    found = check_icons(folder, game, read=True)
    assert [(d.code, d.span.column) for d in found] == [("E009", 32), ("E610", 57)]


def test_a_cached_build_still_refuses_a_scenario_added_with_a_bad_name(tmp_path, capsys):
    """The build cache's key leaves scenarios out: a hit must not skip the survey of the folder."""
    from compiler.commands.cli import main
    project, folder = game_folder(tmp_path, "tiny")
    base = Path(__file__).resolve().parents[1] / "errors" / "base" / "definitions" / "tiny" / "game.yaml"
    (folder / "game.yaml").write_text(base.read_text(encoding="utf-8"), encoding="utf-8")
    assert main(["--project", str(tmp_path), "build"]) == 0
    (folder / "scenarios").mkdir()
    (folder / "scenarios" / 'week"one.yaml').write_text("game: tiny\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["--project", str(tmp_path), "build"]) == 1
    assert "error[E009]: the scenario file name 'week\"one.yaml' is not plain" in capsys.readouterr().err


# ---------------------------------------------------------------- one pass over the events

def _graph(node):
    """A composed yaml node as plain data: kind, tag, value (items, pairs), style and both marks."""
    marks = (node.start_mark.line, node.start_mark.column, node.end_mark.line, node.end_mark.column)
    if isinstance(node, yaml.ScalarNode):
        return ("scalar", node.tag, node.value, node.style, marks)
    if isinstance(node, yaml.SequenceNode):
        return ("seq", node.tag, [_graph(item) for item in node.value], node.flow_style, marks)
    return ("map", node.tag, [(_graph(k), _graph(v)) for k, v in node.value], node.flow_style, marks)


def _definition_texts():
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    return sorted(root.glob("definitions/*/*.yaml")) + sorted(root.glob("definitions/*/scenarios/*.yaml"))


@pytest.mark.parametrize("text", [
    "a: 1\n", "---\n", "- 1\n- [2, {b: c}]\n", "? [1, 2]\n: 3\n", "a: !!str 1\nb: !foo x\nc: ! 2\n", "!!map {a: 1}\n",
    "a: |\n  x\n  y\nb: >\n  z\n", "a: 'q'\nb: \"w\"\n", "a: yes\nb: ~\nc: 1.5\nd: 2001-01-01\n", "--- |\n  text\n",
])
def test_the_one_pass_composes_what_libyaml_composes(text):
    """`_composed` reads the events once and composes the graph LibYAML's composer makes of them: the same nodes, tags
    (resolved the same way), values, styles and marks."""
    mine = load_module._composed(text, F, [])
    theirs = yaml.compose(text, Loader=load_module.Loader)
    assert _graph(mine) == _graph(theirs)


def test_the_one_pass_composes_every_definition_file_as_libyaml_does():
    files = _definition_texts()
    assert len(files) >= 10
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert _graph(load_module._composed(text, F, [])) == _graph(yaml.compose(text, Loader=load_module.Loader)), path


def test_a_second_document_is_told_after_every_problem_the_stream_has():
    """A second document is an error only once the whole stream has been read: an anchor or a syntax error in it
    is what is told, as when the events were read before the composer."""
    _, diags = load_text("a: 1\n---\nb: &x 2\n", F)
    assert codes(diags) == ["E003"]
    _, diags = load_text("a: 1\n---\nb: [\n", F)
    assert codes(diags) == ["E001"] and "more than one" not in diags[0].message
    _, diags = load_text("a: 1\n---\nb: 2\n", F)
    assert codes(diags) == ["E001"] and "more than one YAML document" in diags[0].message and diags[0].span.line == 2
