"""A designer's text reaches the terminal shown, never obeyed (runtime/screen.py).

A shared project can hold names and texts with ESC, CSI and OSC sequences (YAML's "\\e", "\\x1b",
"\\u009b"), which would set the window title, write the clipboard (OSC 52) or clear the screen, and bidi
overrides, which reorder what is read. Every command's output shows them as `\\u` escapes: here the
name of a copy of Thru the Appalachian, one of its space names and an action's text are hostile, and
`check`, `simulate`, `test` and `play` must write none of those characters to stdout or stderr.
"""
from __future__ import annotations

import io
import re
import shutil
import sys
from pathlib import Path

import pytest

from compiler.commands import cli
from runtime.screen import EscapedStream, escaped_output, shown

ROOT = Path(__file__).resolve().parents[2]
GAME = "thru-the-appalachian"
# YAML double-quoted escapes: OSC 52 (write the clipboard) ended by BEL, then CSI 2J (clear the screen)
NAME = r"Thru \e]52;c;ZXZpbA==\a\e[2J the Appalachian"
# a C1 CSI (U+009B), a right-to-left override and an OSC 0 (the window title)
SPACE = r"Springer \u009b2J Mountain \u202eShelter\x1b]0;pwned\x07"
TEXT = r"Secretly choose \u009b1;1H your route\b\b and circle your starting shelter."
OBEYED = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, (path, old)
    path.write_text(text.replace(old, new), encoding="utf-8")


@pytest.fixture(scope="module")
def hostile(tmp_path_factory) -> Path:
    """A project holding Thru the Appalachian with a hostile name, space name and action text."""
    root = tmp_path_factory.mktemp("hostile-terminal") / "project"
    game = root / "definitions" / GAME
    shutil.copytree(ROOT / "definitions" / GAME, game, ignore=shutil.ignore_patterns("scenarios"))
    edit(game / "game.yaml", "name: Thru the Appalachian\n", f'name: "{NAME}"\n')
    edit(game / "game.yaml", "text: Secretly choose your route and circle your starting shelter.",
         f'text: "{TEXT}"')
    edit(game / "board.yaml", "name: Springer Mountain Shelter,", f'name: "{SPACE}",')
    return root


def run(capsys, *args: str) -> tuple[int, str]:
    code = cli.main(list(args))
    out, err = capsys.readouterr()
    return code, out + err


def assert_shown_not_obeyed(output: str, escaped: str = r"\u001b]52;c;ZXZpbA==\u0007\u001b[2J") -> None:
    assert not OBEYED.search(output), repr(OBEYED.findall(output))
    assert escaped in output, output[:2000]


def test_simulate_shows_the_games_name_escaped(hostile, capsys):
    code, output = run(capsys, "--project", str(hostile), "simulate", GAME, "-n", "2")
    assert code == 0, output
    assert_shown_not_obeyed(output)


def test_play_shows_the_name_the_board_and_the_actions_escaped(hostile, capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))        # no answer: the first screen, then abandoned
    code, output = run(capsys, "--project", str(hostile), "play", GAME)
    assert code == 1 and "game abandoned" in output, output
    assert_shown_not_obeyed(output)
    assert r"Springer \u009b2J Mountain \u202eShelter\u001b]0;pwned\u0007" in output
    assert r"Secretly choose \u009b1;1H your route\u0008\u0008 and circle" in output


def test_a_scenario_failure_quotes_the_move_escaped(hostile, capsys, tmp_path):
    scenario = hostile / "definitions" / GAME / "scenarios" / "hostile.yaml"
    scenario.parent.mkdir(exist_ok=True)
    scenario.write_text(f'game: {GAME}\ndescription: "{NAME}"\nplayers: 1\nseed: 1\n'
                        'when:\n  - "choose_route \\e]52;c;ZXZpbA==\\a\\e[2J"\nthen:\n  - round == 0\n',
                        encoding="utf-8")
    code, output = run(capsys, "--project", str(hostile), "test", str(scenario))
    assert code == 1 and "FAIL" in output, output
    assert_shown_not_obeyed(output)


def test_check_shows_a_message_and_its_source_line_escaped(tmp_path, capsys):
    """An effect with ESC in it: the message quotes the character; the excerpt holds a raw bidi override
    before the mistake, and the caret stays under the mistake once the line is escaped."""
    game = tmp_path / "definitions" / GAME
    shutil.copytree(ROOT / "definitions" / GAME, game, ignore=shutil.ignore_patterns("scenarios"))
    edit(game / "game.yaml", "name: Thru the Appalachian\n", f'name: "{NAME}"\n')
    edit(game / "decks.yaml", 'name: Passport Collector, kind: multiplayer, difficulty: none, goal: "stamps >= 6"',
         'name: "Pass\u202eport", kind: multiplayer, difficulty: none, goal: "stamps >= 6 \\e]52;c;ZXZpbA==\\a\\e[2J"')
    code, output = run(capsys, "--project", str(tmp_path), "check")
    assert code == 1 and "E201" in output, output
    assert_shown_not_obeyed(output, "unexpected '\\u001b'")
    source, carets = next((line, following) for line, following in zip(output.splitlines(), output.splitlines()[1:])
                          if "Pass\\u202eport" in line)
    assert carets.index("^") == source.index(r"\e]52"), (source, carets)


def test_every_character_a_terminal_obeys_is_shown_and_newline_and_tab_pass():
    obeyed = [chr(c) for c in (*range(0x00, 0x09), *range(0x0b, 0x20), *range(0x7f, 0xa0),
                               *range(0x202a, 0x202f), *range(0x2066, 0x206a))]
    text = "a\tb\n" + "".join(obeyed) + "é 象 \u200d"
    assert not OBEYED.search(shown(text))
    assert shown(text).startswith("a\tb\n\\u0000\\u0001") and shown(text).endswith("é 象 \u200d")
    assert shown(shown(text)) == shown(text)
    assert shown("\x1b[2J") == "\\u001b[2J" and shown("\u202e") == "\\u202e"


def test_the_streams_are_escaped_while_a_command_runs_and_put_back_after(capsys):
    before = sys.stdout, sys.stderr
    with escaped_output():
        assert isinstance(sys.stdout, EscapedStream) and isinstance(sys.stderr, EscapedStream)
        print("\x1b]0;title\x07")
        print("\x9b2J", file=sys.stderr)
    assert (sys.stdout, sys.stderr) == before
    out, err = capsys.readouterr()
    assert out == "\\u001b]0;title\\u0007\n" and err == "\\u009b2J\n"


def test_the_progress_bar_keeps_its_own_escapes_and_shows_the_games_name_and_printed_lines_escaped(monkeypatch):
    """The bar is Cairn's one styling: it writes below the filter. Its label (the game's name) is shown
    escaped and not as rich markup, and a line printed while the bar is up is escaped before rich draws it."""
    from runtime.progress import Bar

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True
    monkeypatch.setenv("TERM", "xterm")
    monkeypatch.setenv("COLUMNS", "200")
    out, err = Terminal(), Terminal()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    with escaped_output():
        with Bar("Trek \x1b]52;c;ZXZpbA==\x07 [link=https://example.org]x[/link]", 3, "games") as bar:
            print("a line \x1b[2J printed while the bar is up")
            bar.advance()
    drawn = out.getvalue() + err.getvalue()
    assert "\x1b[" in drawn                                    # rich's own cursor and colour escapes
    assert "\x1b]" not in drawn and "\x07" not in drawn and "\x1b[2J" not in drawn, repr(drawn)
    assert r"Trek \u001b]52;c;ZXZpbA==\u0007 [link=https://example.org]x[/link]" in drawn
    assert r"a line \u001b[2J printed" in drawn
