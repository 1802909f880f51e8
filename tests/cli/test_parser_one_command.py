"""`cairn`'s parser made for one command (compiler/commands/cli.py `parser(argv)`) reads every command line as the
whole parser does: the same arguments, the same errors and usage lines, the same help."""
from __future__ import annotations

import contextlib
import io

import pytest

from compiler.commands import cli

COMMAND_LINES = [
    ["check"], ["check", "thru-the-appalachian", "--format", "json"], ["--project", "/x", "check", "a", "b"],
    ["--project=/x", "build", "--check", "-v"], ["build", "--native", "--format", "xml"], ["check", "--bogus"],
    ["simulate", "trek-to-zion", "-n", "5", "--agents", "greedy,random", "--option", "variant=a", "--json"],
    ["simulate"], ["simulate", "g", "-n", "0"], ["play", "g", "--seat", "1"], ["report", "--budget", "3"],
    ["compare", "g", "--against", "HEAD~1"], ["sweep", "g", "--vary", "constants.x=0..3"], ["sheets", "g", "--pdf"],
    ["new", "my-game"], ["serve", "--port", "0"], ["watch"], ["export-deck", "g", "d", "--csv"], ["bench", "--quick"],
    ["replay", "log.jsonl"], ["picture", "log.jsonl", "--out", "o"], ["nosuch"], [], ["--help"], ["-h"],
    ["check", "--help"], ["--proj", "/tmp", "check", "x"], ["--project", "check", "build"], ["--", "check"],
    ["--project"], ["check", "--project", "/x"],
]


def outcome(argv: list[str], one_command: bool):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            made = cli.parser(argv) if one_command else cli.parser()
            found = {k: getattr(v, "__name__", v) for k, v in vars(made.parse_args(argv)).items()}
        except SystemExit as exit:
            found = ("exit", exit.code)
    return found, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("argv", COMMAND_LINES, ids=" ".join)
def test_one_command_s_parser_reads_as_the_whole_one(argv):
    assert outcome(argv, True) == outcome(argv, False)


def test_every_command_is_listed():
    whole = cli.parser()
    assert list(whole._subparsers._group_actions[0].choices) == list(cli.COMMANDS)


@pytest.mark.parametrize("argv, run", [(["check"], "check"), (["--project", "p", "build"], "build"),
                                       (["--project=p", "test"], "test"), (["--proj", "p", "check"], None),
                                       (["-h", "check"], None), (["--project", "check", "build"], "build"),
                                       (["nosuch"], None), ([], None)])
def test_the_command_run_is_read_only_when_plain(argv, run):
    assert cli.command_run(argv) == run
