"""Limits as diagnostics (compiler/frontend/limits.py): `check` refuses whatever `build` could not emit.

For each limit, a definition exactly at the limit is built, imported and played (`cairn simulate`
builds the generated package, imports it and plays a few games), and the same definition one
step beyond it is refused by `check` with a positioned diagnostic naming the limit. The texts
are built so that their depth is exact: the parse tree's levels, counted as compiler/frontend/limits.py
counts them. Scenario files (`cairn test`) get the same limits on their `given` and `then` lines.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from compiler.frontend import limits
from compiler.driver.build import Project, compile_game
from runtime.rules import RuleError
from runtime.simulate import run
from tests.compiled import import_rules

ROOT = Path(__file__).resolve().parents[2]
BASE = ROOT / "tests" / "errors" / "base"
GAME_FILE = "definitions/tiny/game.yaml"
WHEN = 'when: "water >= 1"'                     # harvest's condition (line 47 of the base game)
REST = "      rested = true\n"                  # the first line of rest's effect (line 56)
PARAMS = 'params: {die: "[red]"}'               # harvest's parameters (line 46)
FUNCTIONS = "functions:\n"
SCORING = "  - {id: gold, text: Gold, points: gold}\n"


def cairn(*args, cwd: Path) -> subprocess.CompletedProcess:
    exe = shutil.which("cairn")
    command = [exe] if exe else [sys.executable, "-m", "compiler.commands.cli"]
    return subprocess.run(command + [str(a) for a in args], cwd=cwd, capture_output=True, text=True, timeout=300)


def project(tmp_path: Path, edits: dict) -> Path:
    """The base game with each `old: new` of `edits` replaced once in game.yaml."""
    root = tmp_path / "project"
    shutil.copytree(BASE, root)
    game = root / GAME_FILE
    text = game.read_text(encoding="utf-8")
    for old, new in edits.items():
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    game.write_text(text, encoding="utf-8")
    return root


def diagnostics(root: Path) -> list:
    return compile_game(Project(root), "tiny", emit_code=False).diagnostics


def assert_builds_and_plays(root: Path) -> None:
    """Build, import and play: the generated Python is Python that CPython accepts and runs."""
    done = cairn("--project", root, "simulate", "tiny", "-n", 3, "--players", 2, "--seed", 1, cwd=root)
    output = done.stdout + done.stderr
    assert done.returncode == 0, output[-3000:]
    assert "Traceback" not in output and "internal error" not in output, output[-3000:]
    assert (root / "generated" / "tiny" / "rules.py").is_file()


def assert_refused(root: Path, code: str, line: int, words: str) -> None:
    found = diagnostics(root)
    assert [(d.code, d.span.file, d.span.line) for d in found] == [(code, GAME_FILE, line)], found
    assert words in found[0].message, found[0].message


# ---------------------------------------------------------------- texts of an exact depth

def calls(n: int) -> str:        # compare (1), abs() (2 .. n-1), water (n)
    return "abs(" * (n - 2) + "water" + ")" * (n - 2) + " >= 1"


def lists(n: int) -> str:        # compare, count(), lists, 1
    return "count(" + "[" * (n - 3) + "1" + "]" * (n - 3) + ") >= 1"


def negations(n: int) -> str:    # compare, -, water
    return "-" * (n - 2) + "water >= -100"


def nots(n: int) -> str:         # not, compare, water
    return "not " * (n - 2) + "water >= 1"


def long_sum(n: int) -> str:     # compare, a left-associative chain of n - 2 additions, water
    return "water" + " + 1" * (n - 2) + " >= 1"


def conjunctions(n: int) -> str:  # a chain of n - 2 `and`s (split into conjuncts by the move writers), compare, water
    return "water >= 1" + " and water >= 1" * (n - 2)


def aggregates(n: int) -> str:   # compare, max(... for ...) (two brackets each in Python), [1], 1
    text = "water"
    for i in range(n - 3):
        text = f"max({text} for q{i} in [1])"
    return text + " >= 1"


def precedence(n: int) -> str:   # compare, then * and + alternating, so Python needs brackets
    text = "water"
    for i in range(n - 2):
        text = f"({text}) * 1" if i % 2 else f"{text} + 1"
    return text + " >= 1"


EXPRESSIONS = {"calls": calls, "lists": lists, "negations": negations, "nots": nots, "long-sum": long_sum,
               "conjunctions": conjunctions, "aggregates": aggregates, "precedence": precedence}


def nested_blocks(n: int, inner: str, loops: int | None = None) -> str:
    """`n` blocks inside one another, `inner` in the innermost: `if`s, then `loops` loops (for and
    repeat in turn; as many as allowed unless said)."""
    loops = min(n, limits.MAX_LOOP_DEPTH) if loops is None else loops
    opening = ["if gold >= 0 {"] * (n - loops) + [f"for c{i} in [1, 2] {{" if i % 2 else "repeat 1 {"
                                                  for i in range(loops)]
    return " ".join(opening) + f" {inner} " + "}" * n


def function_chain(total: int) -> str:
    """Functions f0 .. fm, each calling the next inside an aggregate, f0 `total` deep written out."""
    m, extra = divmod(total - 3, 2)
    lines = [f'  f{i}:\n    params: [x]\n    value: "max(f{i + 1}(y) for y in [x])"\n' for i in range(m)]
    inner = "abs(" * (1 + extra) + "y" + ")" * (1 + extra)
    lines.append(f'  f{m}:\n    params: [x]\n    value: "max({inner} for y in [x])"\n')
    return FUNCTIONS + "".join(lines)


# ---------------------------------------------------------------- at the limit: built and played

@pytest.mark.parametrize("kind", sorted(EXPRESSIONS))
def test_an_expression_at_the_limit_builds_and_plays(kind, tmp_path):
    root = project(tmp_path, {WHEN: f'when: "{EXPRESSIONS[kind](limits.MAX_EXPR_DEPTH)}"'})
    assert [d for d in diagnostics(root) if d.severity == "error"] == []
    assert_builds_and_plays(root)


def test_blocks_at_the_limit_build_and_play(tmp_path):
    """Blocks inside one another, a choice in the innermost (continuations), and as many `elif`s."""
    elifs = "if week == 0 { gold += 1 }" + "".join(f" elif week == {i} {{ gold += 1 }}"
                                                   for i in range(1, limits.MAX_ELIFS + 1))
    waiting = nested_blocks(limits.MAX_BLOCK_DEPTH, "choose k in [1, 2]; gold += k")
    deep = nested_blocks(limits.MAX_BLOCK_DEPTH, "gold += 1")
    root = project(tmp_path, {REST: f"{REST}      {waiting}\n      {deep}\n      {elifs}\n"})
    assert [d for d in diagnostics(root) if d.severity == "error"] == []
    assert_builds_and_plays(root)


def test_functions_inlined_at_the_limit_build_and_play(tmp_path):
    """The worst case the limits allow: a condition at the limit calling, at its deepest point, a function
    as deep as allowed with the functions it calls written out; the choices writer inlines them."""
    when = "abs(" * (limits.MAX_EXPR_DEPTH - 3) + "f0(water)" + ")" * (limits.MAX_EXPR_DEPTH - 3) + " >= 1"
    root = project(tmp_path, {WHEN: f'when: "{when}"', FUNCTIONS: function_chain(limits.MAX_EXPR_DEPTH)})
    assert [d for d in diagnostics(root) if d.severity == "error"] == []
    assert_builds_and_plays(root)


def test_parameters_numbers_and_length_at_the_limit_build_and_play(tmp_path):
    params = ", ".join(['die: "[red]"'] + [f'a{i}: "[1]"' for i in range(1, limits.MAX_ACTION_PARAMS)])
    number = "9" * limits.MAX_NUMBER_DIGITS
    when = f"water >= 1 and gold < {number} and count([" + "1, " * 6000 + "1]) >= 1"
    when = when.replace(" and count", " " * (limits.MAX_TEXT_LENGTH - len(when)) + " and count", 1)
    assert len(when) == limits.MAX_TEXT_LENGTH
    root = project(tmp_path, {PARAMS: "params: {" + params + "}", WHEN: f'when: "{when}"'})
    assert [d for d in diagnostics(root) if d.severity == "error"] == []
    assert_builds_and_plays(root)


# ---------------------------------------------------------------- one step beyond: refused by check

@pytest.mark.parametrize("kind", sorted(EXPRESSIONS))
def test_an_expression_beyond_the_limit_is_refused(kind, tmp_path):
    root = project(tmp_path, {WHEN: f'when: "{EXPRESSIONS[kind](limits.MAX_EXPR_DEPTH + 1)}"'})
    assert_refused(root, "E204", 47, f"nested {limits.MAX_EXPR_DEPTH + 1} deep; at most {limits.MAX_EXPR_DEPTH}")


@pytest.mark.parametrize("kind", ["calls", "lists", "long-sum", "nots", "negations"])
def test_thousands_of_levels_are_refused_without_recursion(kind, tmp_path):
    """Was 'internal error: RecursionError' (or E403 from build) before the limits."""
    root = project(tmp_path, {WHEN: f'when: "{EXPRESSIONS[kind](3000)}"'})
    assert_refused(root, "E204", 47, "nested 3000 deep")
    done = cairn("--project", root, "build", cwd=root)
    assert done.returncode == 1 and "error[E204]" in done.stderr, done.stderr[-2000:]
    assert "internal error" not in done.stderr and "E403" not in done.stderr


def test_blocks_beyond_the_limit_are_refused_at_the_first_block_too_deep(tmp_path):
    deep = nested_blocks(limits.MAX_BLOCK_DEPTH + 1, "gold += 1")
    root = project(tmp_path, {REST: f"      {deep}\n"})
    assert_refused(root, "E203", 56, f"nested {limits.MAX_BLOCK_DEPTH + 1} deep")
    (found,) = diagnostics(root)
    line = (root / GAME_FILE).read_text(encoding="utf-8").splitlines()[55]
    assert line[found.span.column - 1] == "{" and line[:found.span.column].count("{") == limits.MAX_BLOCK_DEPTH + 1


def test_loops_beyond_the_limit_are_refused(tmp_path):
    """CPython refuses more than 20 loops inside one another in a function ("too many statically nested
    blocks"); `given` in a scenario and an effect without a choice are written as plain loops."""
    deep = nested_blocks(limits.MAX_LOOP_DEPTH + 1, "gold += 1", loops=limits.MAX_LOOP_DEPTH + 1)
    root = project(tmp_path, {REST: f"      {deep}\n"})
    assert_refused(root, "E203", 56, f"loops are nested {limits.MAX_LOOP_DEPTH + 1} deep")


def test_99_nested_ifs_are_refused_by_check_not_by_build(tmp_path):
    """Finding 10: 99 nested `if`s passed check and failed build with E403 'a bug in Cairn'."""
    root = project(tmp_path, {REST: "      " + "if rested { " * 99 + "gold += 1" + " }" * 99 + "\n"})
    done = cairn("--project", root, "check", cwd=root)
    assert done.returncode == 1 and "error[E203]: blocks are nested 99 deep; at most" in done.stderr, done.stderr


def test_elifs_beyond_the_limit_are_refused(tmp_path):
    elifs = "if week == 0 { gold += 1 }" + "".join(f" elif week == {i} {{ gold += 1 }}"
                                                   for i in range(1, limits.MAX_ELIFS + 2))
    root = project(tmp_path, {REST: f"      {elifs}\n"})
    assert_refused(root, "E207", 56, f"{limits.MAX_ELIFS + 1} 'elif' branches")


def test_a_function_chain_beyond_the_limit_is_refused_once(tmp_path):
    root = project(tmp_path, {WHEN: 'when: "f0(water) >= 1"', FUNCTIONS: function_chain(limits.MAX_EXPR_DEPTH + 1)})
    (found,) = diagnostics(root)
    assert found.code == "E204" and "function 'f0'" in found.message, found


def test_a_thousand_functions_calling_each_other_are_refused_without_recursion(tmp_path):
    """Was 'internal error: RecursionError' in the resolver, which follows a call into the function."""
    chain = "".join(f'  g{i}:\n    params: [x]\n    value: "g{i + 1}(x) + 1"\n' for i in range(1000))
    chain += '  g1000:\n    params: [x]\n    value: "x"\n'
    root = project(tmp_path, {WHEN: 'when: "g0(water) >= 1"', FUNCTIONS: FUNCTIONS + chain})
    (found,) = diagnostics(root)
    assert found.code == "E204" and "with the functions it calls written out" in found.message, found


def test_too_many_parameters_are_refused_at_the_first_one_too_many(tmp_path):
    params = ", ".join(['die: "[red]"'] + [f'a{i}: "[1]"' for i in range(1, limits.MAX_ACTION_PARAMS + 1)])
    root = project(tmp_path, {PARAMS: "params: {" + params + "}"})
    assert_refused(root, "E208", 46, f"{limits.MAX_ACTION_PARAMS + 1} parameters; at most")
    line = (root / GAME_FILE).read_text(encoding="utf-8").splitlines()[45]
    assert diagnostics(root)[0].span.column == line.index('"[1]"', line.index(f"a{limits.MAX_ACTION_PARAMS}:")) + 1


@pytest.mark.parametrize("digits", [limits.MAX_NUMBER_DIGITS + 1, 4301])
def test_a_long_number_is_refused_at_the_number(digits, tmp_path):
    """4,301 digits gave E000 ("Exceeds the limit (4300 digits)") before."""
    root = project(tmp_path, {WHEN: f'when: "water < {"7" * digits}"'})
    assert_refused(root, "E206", 47, f"{digits:,} digits; at most {limits.MAX_NUMBER_DIGITS}")
    (found,) = diagnostics(root)
    assert (found.span.column, found.span.end_column) == (20, 20 + digits)


def test_a_long_number_in_yaml_is_refused_too(tmp_path):
    root = project(tmp_path, {SCORING: "  - {id: gold, text: Gold, points: " + "8" * 30 + "}\n"})
    assert_refused(root, "E206", 72, "30 digits")


def test_a_text_beyond_the_length_limit_is_refused(tmp_path):
    when = "water >= 1" + " " * (limits.MAX_TEXT_LENGTH - 9)
    root = project(tmp_path, {WHEN: f'when: "{when}"'})
    assert_refused(root, "E205", 47, f"{limits.MAX_TEXT_LENGTH + 1:,} characters long; at most")


# ---------------------------------------------------------------- scenario files (finding 13)

def scenario_project(tmp_path: Path, given: list, then: list) -> Path:
    root = project(tmp_path, {})
    folder = root / "definitions" / "tiny" / "scenarios"
    folder.mkdir()
    lines = ["game: tiny", "players: 1", "seed: 1", "given:"] + [f"  - {g}" for g in given]
    lines += ["then:"] + [f"  - {t}" for t in then]
    (folder / "limits.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return root


def test_a_scenario_at_the_limits_runs(tmp_path):
    given = ["gold = 0", nested_blocks(limits.MAX_BLOCK_DEPTH, "gold += 1")]
    then = [f"{long_sum(limits.MAX_EXPR_DEPTH).replace('water', 'gold').replace('>= 1', '>= 2')}"]
    root = scenario_project(tmp_path, given, then)
    done = cairn("--project", root, "test", cwd=root)
    assert done.returncode == 0 and "1 passed, 0 failed" in done.stdout, done.stdout + done.stderr


def test_scenario_lines_beyond_the_limits_are_positioned_errors(tmp_path):
    """120 nested blocks in `given` (IndentationError on import) and a long `then` line (RecursionError)
    were internal errors of `cairn test`."""
    given = ["gold = 0", nested_blocks(120, "gold += 1")]
    then = ["gold == 0", "gold" + " + 0" * 3000 + " == 0"]
    root = scenario_project(tmp_path, given, then)
    done = cairn("--project", root, "test", cwd=root)
    output = done.stdout + done.stderr
    assert done.returncode == 1, output[-3000:]
    assert "Traceback" not in output and "internal error" not in output, output[-3000:]
    scenario = "definitions/tiny/scenarios/limits.yaml"
    assert "error[E203]: blocks are nested 120 deep" in done.stderr and f"--> {scenario}:6:" in done.stderr
    assert "error[E204]: this expression is nested 3002 deep" in done.stderr and f"--> {scenario}:9:5" in done.stderr
    assert "0 passed, 1 failed" in done.stdout


# ---------------------------------------------------------------- loops and flow repeats (issue 24, finding 7)

N = limits.MAX_LOOP_TURNS
SETUP = "    - do: week = 0\n"
ROUND = "  round:\n    - do: roll red, blue\n    - decide:\n        name: choose\n        actions: [harvest, rest]\n" \
        "        who: each\n    - do: week += 1\n"


def flow_repeat(times: int) -> str:
    """The base game's round as one `repeat: times` group of its three steps."""
    steps = ROUND.replace("  round:\n", "").replace("    - ", "        - ").replace("        name:", "            name:")
    steps = steps.replace("        actions:", "            actions:").replace("        who:", "            who:")
    return f"  round:\n    - repeat: {times}\n      steps:\n{steps}"


def test_loops_and_a_flow_repeat_at_the_limits_build_and_play(tmp_path):
    """The most turns one loop may take, written in numbers, and the most passes of a flow `repeat:` (each
    pass is written out in the generated modules): built, imported and played in a few seconds."""
    loops = (f"      repeat {N} {{ }}\n      while week < 0 max {N} {{ }}\n      for k in 1..{N} {{ }}\n"
             f"      repeat max(0, {N}) {{ }}\n")
    root = project(tmp_path, {SETUP: f"    - do: |\n          week = 0\n{loops.replace('      ', '          ')}",
                              ROUND: flow_repeat(limits.MAX_FLOW_REPEAT)})
    assert [d for d in diagnostics(root) if d.severity == "error"] == []
    assert_builds_and_plays(root)
    generated = sum(f.stat().st_size for f in (root / "generated" / "tiny").glob("*.py"))
    assert generated < 3_000_000, generated


def test_a_flow_repeat_beyond_the_limit_is_refused_at_the_number(tmp_path):
    """`repeat: 20000` passed check, and its build took the machine's memory (each pass is written out)."""
    root = project(tmp_path, {ROUND: flow_repeat(20000)})
    (found,) = diagnostics(root)
    assert (found.code, found.span.file, found.span.line, found.span.column) == ("E101", GAME_FILE, 63, 15), found
    assert f"must be at most {limits.MAX_FLOW_REPEAT}, found 20000" in found.message, found.message
    assert f"at most {limits.MAX_FLOW_REPEAT}" in found.help, found.help


def test_the_schema_and_the_limits_agree_on_a_flow_repeat():
    schema = json.loads((ROOT / "schemas" / "game.schema.json").read_text(encoding="utf-8"))
    assert schema["definitions"]["step"]["properties"]["repeat"]["maximum"] == limits.MAX_FLOW_REPEAT


@pytest.mark.parametrize("text, column, words", [
    ("repeat 1000000000 { gold += 1 }", 14, "repeat 1,000,000,000 times: at most 100,000 turns"),
    (f"repeat {N + 1} {{ gold += 1 }}", 14, f"repeat {N + 1:,} times"),
    ("repeat many { gold += 1 }", 14, "repeat 1,000,000,000 times"),
    (f"repeat max(0, {N + 1}) {{ gold += 1 }}", 14, f"repeat {N + 1:,} times"),
    (f"while gold >= 0 max {N + 1} {{ gold += 1 }}", 27, f"a bound of {N + 1:,} turns"),
    (f"for k in 1..{N + 1} {{ gold += k }}", 16, f"the range 1..{N + 1} holds {N + 1:,} numbers; at most {N:,}"),
])
def test_a_loop_of_too_many_turns_known_before_play_is_refused_where_it_says_so(text, column, words, tmp_path):
    """`repeat 1000000000 { … }` passed check, and `cairn simulate` ran until it was killed."""
    root = project(tmp_path, {REST: f"      {text}\n", "  rounds: 5\n": "  rounds: 5\n  many: 1000000000\n"})
    (found,) = diagnostics(root)
    assert (found.code, found.span.file, found.span.line, found.span.column) == ("E209", GAME_FILE, 57, column)
    assert words in found.message, found.message
    assert f"every loop is bounded ({N:,} turns)" in found.help


@pytest.mark.parametrize("text, column, words", [
    ("repeat 1000 { repeat 1000 { gold += 1 } }", 28, "repeat 1,000 times inside loops of 1,000 turns: 1,000,000"),
    ("repeat 400 { while gold >= 0 max 300 { gold += 1 } }", 40, "at most 300 turns inside loops of 400 turns"),
    ("repeat 20 { repeat 20 { repeat 20 { repeat 20 { gold += 1 } } } }", 50, "inside loops of 8,000 turns: 160,000"),
])
def test_loops_inside_loops_multiply_and_are_refused_past_the_limit(text, column, words, tmp_path):
    """Each loop under the limit, the block inside still ran more often than one loop may take turns."""
    root = project(tmp_path, {REST: f"      {text}\n"})
    (found,) = diagnostics(root)
    assert (found.code, found.span.line, found.span.column) == ("E209", 56, column)
    assert words in found.message, found.message


@pytest.mark.parametrize("text, words", [
    (f"repeat week + {N + 1} {{ gold += 1 }}", f"repeat {N + 1:,} times: a loop may take at most {N:,} turns"),
    # `max(0, …)` is never below 0, and was once trusted for that: it can still be above the limit
    (f"repeat max(0, week + {N + 1}) {{ gold += 1 }}", f"repeat {N + 1:,} times: a loop may take at most {N:,}"),
    (f"while gold >= 0 max (week + {N + 1}) {{ gold += 1 }}", f"took {N:,} turns, the most any loop may take"),
    (f"for k in week..(week + {N}) {{ gold += k }}", f"the range 0..{N} holds {N + 1:,} numbers; at most {N:,}"),
])
def test_a_loop_of_too_many_turns_worked_out_in_play_is_a_located_rules_error(text, words, tmp_path):
    """A count, bound or range worked out in play beyond the limit stops the game with a rules error at the
    action (`simulate` ends with one line instead of running until it is killed)."""
    root = project(tmp_path, {REST: f"{REST}      {text}\n"})
    result = compile_game(Project(root), "tiny", emit_code=True)
    assert result.ok, result.diagnostics
    rules = import_rules(result, tmp_path / "pkg", "tiny_" + text.split()[0]).GAME
    started = time.perf_counter()
    with pytest.raises(RuleError) as caught:
        run(rules, 20, 2, 1)
    assert time.perf_counter() - started < 5
    message = str(caught.value)
    assert "the rules of Tiny failed in 'rest' (definitions/tiny/game.yaml:54)" in message, message
    assert words in message, message


DECK = "decks:\n  seeds:\n    name: Seed cards\n    card_size: {width: 57, height: 89}\n    cards:\n" \
       "      - {id: bean, name: Bean, copies: 2}\n      - {id: pea, name: Pea, copies: %d}\n"


@pytest.mark.parametrize("held", [limits.MAX_DECK_CARDS, limits.MAX_DECK_CARDS + 1, 1_000_000_002])
def test_a_deck_holds_at_most_the_limit_of_cards(held, tmp_path):
    """`copies: 1000000000` passed check, and the build (which prints every copy on the card sheet) ended in
    MemoryError."""
    root = project(tmp_path, {})
    (root / "definitions" / "tiny" / "decks.yaml").write_text(DECK % (held - 2), encoding="utf-8")
    found = diagnostics(root)
    if held <= limits.MAX_DECK_CARDS:
        assert [d for d in found if d.severity == "error"] == []
        return
    assert [(d.code, d.span.file, d.span.line, d.span.column) for d in found] == \
        [("E210", "definitions/tiny/decks.yaml", 7, 38)], found
    assert f"holds {held:,} cards with their copies; at most {limits.MAX_DECK_CARDS:,}" in found[0].message
