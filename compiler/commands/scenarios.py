"""`cairn test`: run scenario files, the rules tests a designer writes without code.

A scenario names a game, players, a seed, optional forced dice `rolls`; `given` lines
(effect statements) change the state after setup; `when` lines are actions in the
runtime's notation, and among them steps (`- given: [...]`, `- then: [...]`) that change the
state or check it at that point; `then` lines are expressions that must all hold at the end. The lines are
compiled with the game's own resolver and Python generator into a small module in
build/scenarios/, which is imported and run against the compiled rules.
"""
from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from ..frontend import ast

from ..codegen import guard
from ..driver.build import (SCENARIOS, LinkedOutput, Project, ProjectError, compile_game, linked_game_folder,
                            package_name, scenario_refused, survey_scenarios)
from ..frontend.diagnostics import Diagnostic, SourceCache, did_you_mean, render_text
from ..driver.games import load_rules
from ..frontend.load import load_file, to_plain
from ..frontend.parse import parse_value
from ..codegen.pygen import PyGen
from ..codegen.pytext import docstring, identifier
from ..frontend.resolve import BOOL, Scope
from ..frontend.validate import validate_node
from runtime.progress import progress


@dataclass
class Scenario:
    path: Path
    display: str
    game: str
    players: int
    seed: int
    options: dict
    rolls: list
    given: list        # (node, ast)
    when: list         # (node, text) of an action; (node, None) of a step, whose lines are in `settings` and `checkpoints`
    then: list         # (node, ast)
    description: str = ""
    seat: int = 0
    game_line: int = 1    # where the scenario names its game: an unknown game is reported there
    roll_nodes: list = field(default_factory=list)   # the forced rolls as written, for their positions
    options_node: object = None                      # the `options:` mapping as written, for its positions
    lines: dict = field(default_factory=dict)        # where `players:`, `seat:` and `given:` are written
    checkpoints: dict = field(default_factory=dict)  # index in `when` -> [(node, ast)] checked after the actions before it
    settings: dict = field(default_factory=dict)     # index in `when` -> [(node, ast)] given lines run there

    def given_blocks(self) -> list:
        """(function name, given lines) of the `given:` list, then of each step of `when` that has given lines."""
        return [("given", self.given)] + [(f"given_at_{index}", self.settings[index]) for index in sorted(self.settings)]

    def expectations(self) -> list:
        """Every expression the scenario checks, checkpoints first in their order, then `then:`."""
        return [check for index in sorted(self.checkpoints) for check in self.checkpoints[index]] + self.then

    def line(self, key: str) -> int:
        """The line of a top-level key of the file (that of `game:` when it is not written)."""
        return self.lines.get(key, self.game_line)


def find_scenarios(project: Project, paths: list[Path]) -> tuple[list[Path], list[Diagnostic]]:
    """The scenario files given, or found in the folders given (every game's scenarios/ by default), and
    the links refused on the way: a game folder or scenarios/ folder that is a link is not even listed."""
    if not paths:
        return game_scenario_files(project)
    found, refused = [], []
    for path in paths:
        path = game_scenarios(project, path)
        problem = scenario_refused(project, path)
        if problem is not None:
            refused.append(problem)
        elif path.is_dir():
            files, links = scenarios_in(project, path)
            found += files
            refused += links
        else:
            found.append(path)
    return found, refused


def game_scenario_files(project: Project) -> tuple[list[Path], list[Diagnostic]]:
    """Every game's scenarios/*.yaml as `cairn check` surveys them, and the refusals among them."""
    found, refused = [], []
    for game in project.games():
        folder = project.definitions / game
        linked = linked_game_folder(project, folder)
        if linked is not None:
            refused.append(linked)
        elif (folder / SCENARIOS).is_dir():
            files, diags = survey_scenarios(project, folder, folder / SCENARIOS)
            found += files
            refused += [d for d in diags if d.severity == "error"]
    return found, refused


def game_scenarios(project: Project, path: Path) -> Path:
    """A game id where no file or folder has that name means the game's own scenarios/ (`cairn test
    trailblazer-jmt`, as `cairn simulate trailblazer-jmt` names the game); any other path is itself."""
    if path.exists() or len(path.parts) != 1 or not (project.definitions / path / "game.yaml").is_file():
        return path
    return project.definitions / path / "scenarios"


def scenarios_in(project: Project, folder: Path) -> tuple[list[Path], list[Diagnostic]]:
    """The YAML files under `folder` but a game's own definitions (`cairn test definitions/<game>`
    means that game's scenarios/, not its game.yaml read as a scenario), and the linked folders refused
    on the way. No linked folder is walked into."""
    found, refused = [], []
    for where, dirs, names in os.walk(folder):
        where = Path(where)
        for name in dirs:
            problem = scenario_refused(project, where / name) if (where / name).is_symlink() else None
            if problem is not None:
                refused.append(problem)
        if not (where / "game.yaml").is_file():
            found += [where / name for name in names if name.endswith(".yaml")]
    return sorted(found), refused


def read_scenario(project: Project, path: Path, sources: SourceCache) -> tuple[Scenario | None, list]:
    refused = scenario_refused(project, path)      # before a byte is read: a link to /proc/self/environ, say
    if refused is not None:
        return None, [refused]
    display = project.display(path)
    node, diags = load_file(path, display)
    if node is None:
        return None, diags
    diags += validate_node(node, "scenario.schema.json", display)
    if diags:
        return None, diags
    plain = to_plain(node)
    v = node.value
    src = lambda line: sources.get_line(display, line)  # noqa: E731
    parsed = {}
    for key, start in (("given", "effect"), ("then", "expr")):
        parsed[key] = []
        for item in (v[key].value if key in v else ()):
            tree, found = parse_value(item, start, src)
            diags += found
            parsed[key].append((item, tree))
    when, steps = [], {"given": {}, "then": {}}
    for item in (v["when"].value if "when" in v else ()):
        if isinstance(item.value, dict):      # a step between the actions: `- given: [...]`, `- then: [...]`
            for key, start in (("given", "effect"), ("then", "expr")):
                for line in (item.value[key].value if key in item.value else ()):
                    tree, found = parse_value(line, start, src)
                    diags += found
                    steps[key].setdefault(len(when), []).append((line, tree))
            when.append((item, None))
        else:
            when.append((item, str(item.value)))
    lines = {key: span.line for key, span in (node.key_spans or {}).items() if span is not None}
    return Scenario(path, display, plain["game"], plain.get("players", 2), plain.get("seed", 1),
                    plain.get("options", {}), plain.get("rolls", []), parsed["given"], when, parsed["then"],
                    plain.get("description", ""), plain.get("seat", 0), v["game"].span.line,
                    list(v["rolls"].value) if "rolls" in v else [], v.get("options"), lines, steps["then"],
                    steps["given"]), diags


# What a scenario's `then` lines may ask besides the game's own names.
SCENARIO_CALLS = {"legal": ("bool",), "game_over": ("bool",), "winner": ("bool",), "step_points": ("int",),
                  "sees": ("bool",)}
SCENARIO_HELP = ('legal("action as printed") is true when that action is legal now (players[1].legal("…"): legal '
                 'for that seat now); game_over(); winner(seat); step_points(seat, "scoring step id"); '
                 'sees(seat, players[0].hand) is true when that seat may see the whole field now')
# What else a scenario may do that the game's rules may not: set the round in a given line, and ask
# `legal` of one seat.
SCENARIO_SETTABLE = frozenset({"round"})
SCENARIO_SEAT_CALLS = frozenset({"legal"})


class ScenarioGen(PyGen):
    """Scenario `given` lines set values as written: no clamping, no triggered effects."""

    text_of = staticmethod(lambda node: None)   # the source text of a node, for messages (set per scenario)

    def x_Call(self, n):
        if n.func == "sees":     # the field itself, not its value: scenario_sees(state, seat, owner, 'field')
            return f"scenario_sees(state, {self.expr(n.args[0])}, {self.field_args(n.args[1])})", 9
        if n.func in SCENARIO_CALLS:
            args = ", ".join(["state"] + [self.expr(a) for a in n.args] + ([self.expr(n.of)] if n.of else []))
            return f"scenario_{n.func}({args})", 9
        return super().x_Call(n)

    def x_Index(self, n):
        """`players[i]` names a seat of the table, or the line fails saying so (Python reads players[-1] as the last)."""
        if self.expr(n.obj, 9) == "state.players":
            return f"scenario_player(state, {self.expr(n.key)})", 9
        return super().x_Index(n)

    def s_MoveCard(self, s, indent):
        """A given `move` from a pile that lacks the card says so, naming the pile as the line writes it."""
        pile = self.text_of(s.source) or "the pile"
        return self.line(indent, f"scenario_move({self.expr(s.source)}, {self.expr(s.dest)}, {self.expr(s.card)}, "
                                 f"{pile!r})")

    def s_PlaceCard(self, s, indent):
        """A given `place` of a card the pile lacks says so, as `move` does; the card is then laid as in play."""
        pile = self.text_of(s.source) or "the pile"
        laid = super().s_PlaceCard(s, indent)[1:]
        return self.line(indent, f"scenario_take({self.expr(s.source)}, {self.expr(s.card)}, {pile!r})") + laid

    def s_TurnOrder(self, s, indent):
        """A given `next turn PLAYER` hands the turn to that player now (the game's own waits for the turn's end)."""
        if s.word == "next turn":
            return self.line(indent, f"scenario_hand_turn(state, {self.expr(s.who)})")
        return super().s_TurnOrder(s, indent)

    def set_numeric(self, name, value_code, indent, player_code="p"):
        fdef = self.field_for(name)
        owner = player_code if fdef.scope == "player" else "state.g"
        return self.line(indent, f'{owner}["{name}"] = {value_code}')


def compile_scenario(project: Project, scenario: Scenario, sources: SourceCache,
                     cache: dict | None = None) -> tuple[str | None, list]:
    cache = {} if cache is None else cache
    if scenario.game not in cache:
        cache[scenario.game] = compile_game(project, scenario.game, sources, emit_code=False)
    compiled = cache[scenario.game]
    if not compiled.ok:
        return None, compiled.diagnostics
    resolver = compiled.resolver
    setting = check_rolls(scenario, compiled.model) + check_options(scenario, compiled.model)
    if setting:
        return None, setting
    start = len(resolver.diags)
    scope = Scope(compiled.model, True, what="a scenario", calls=SCENARIO_CALLS)
    scope.settable, scope.seat_calls = SCENARIO_SETTABLE, SCENARIO_SEAT_CALLS
    for _name, given in scenario.given_blocks():
        for _node, tree in given:
            if tree is not None:
                resolver.effect(tree, scope)
    for _node, tree in scenario.expectations():
        if tree is not None:
            resolver.expect(tree, scope, BOOL)
    diags = resolver.diags[start:]
    if diags:
        return None, diags
    gen = ScenarioGen(compiled.model, resolver)
    gen.text_of = lambda node: span_text(node.span, sources)
    pkg = identifier(package_name(scenario.game))
    lines = [f'"""Scenario {docstring(scenario.display)}, compiled by cairn test."""',
             "from runtime.api import *  # noqa: F401,F403 - builtins a scenario may use that the rules do not",
             f"from generated.{pkg}.rules import *  # noqa: F401,F403 - a test harness sees every rule",
             f"from generated.{pkg}.data import *  # noqa: F401,F403",
             "from runtime.scenario import " + ", ".join(helpers_used(scenario)),
             ]
    for name, given in scenario.given_blocks():
        lines += ["", "", f"def {name}(state, at):", f"    p = state.players[{scenario.seat}]"]
        for i, (_node, tree) in enumerate(given):
            # one function per list of given lines, so a `let` serves the lines after it; `at` says which line
            # a failure came from
            lines += [f"    at[0] = {i}"] + gen.block(tree.body, 1)
    lines += ["", "", "CHECKS = []"]
    for i, (_node, tree) in enumerate(scenario.expectations()):
        lines += ["", "", f"def check_{i}(state):", f"    p = state.players[{scenario.seat}]"]
        if isinstance(tree, ast.BinOp) and tree.op in ("==", "!=", "<", "<=", ">", ">="):
            left, right = gen.expr(tree.left), gen.expr(tree.right)
            if tree.op in ("==", "!=") and ast.ListLit in (type(tree.left), type(tree.right)):
                left, right = f"list({left})", f"list({right})"   # a pile equals a list as in game code
            lines += [f"    left = {left}", f"    right = {right}",
                      f"    return left {tree.op} right, left, right"]
        else:
            lines += [f"    value = {gen.expr(tree)}", "    return value, value, True"]
        lines += [f"CHECKS.append(check_{i})"]
    code = "\n".join(lines) + "\n"
    shape = guard.problems(code, scenario.display)
    if shape:     # the scenario's lines were checked; a module of another shape is a bug in Cairn
        return None, [Diagnostic("E403", f"the compiled scenario would not be safe: {shape[0]}", None,
                                 help="this is a bug in Cairn; please report it")]
    return code, []


def check_rolls(scenario: Scenario, model) -> list:
    """Forced rolls no die of the game can show (E432): the scenario would test a game that cannot happen."""
    dice = model.tables.get("dice")
    faces = [row.get("sides", 6) for row in dice.rows] if dice is not None else []
    faces = [f for f in faces if isinstance(f, int) and not isinstance(f, bool)]
    found = []
    for node in scenario.roll_nodes:
        if not faces:
            return [Diagnostic("E432", f"forced rolls, but {scenario.game} has no dice to roll", node.span,
                               help="remove `rolls:`; a game rolls the dice of its table `dice`")]
        if node.value > max(faces):
            found.append(Diagnostic("E432", f"a forced roll of {node.value}, but no die of {scenario.game} has more "
                                            f"than {max(faces)} faces", node.span,
                                    help=f"a forced roll is a face of the die it is used for: 1 to {max(faces)} "
                                         "here"))
    return found


def check_options(scenario: Scenario, model) -> list:
    """Each option a scenario sets is one of the game's (E434), set to one of its values (E433)."""
    found = []
    node = scenario.options_node
    for name, value in (node.value.items() if node is not None and isinstance(node.value, dict) else ()):
        if name not in model.options:
            found.append(Diagnostic("E434", f"{scenario.game} has no option '{name}'", node.key_spans.get(name),
                                    help=did_you_mean(name, model.options)
                                    or ("options: " + ", ".join(model.options) if model.options
                                        else f"{scenario.game} has no options")))
            continue
        values = model.options[name][0]
        if value.value not in values and str(value.value) not in map(str, values):
            found.append(Diagnostic("E433", f"option '{name}' takes one of {', '.join(map(str, values))}, "
                                            f"not {shown_value(value)}", value.span,
                                    help=yaml_boolean_help(value)
                                    or did_you_mean(str(value.value), [str(v) for v in values])
                                    or "values: " + ", ".join(map(str, values))))
    return found


def shown_value(node) -> str:
    """A value as the designer wrote it, and what YAML made of it when that differs (`yes`, read as true)."""
    written = node.raw or str(node.value)
    return f"{written} (read as {str(node.value).lower()})" if isinstance(node.value, bool) and \
        written.lower() not in ("true", "false") else written


def yaml_boolean_help(node) -> str | None:
    """`yes`, `no`, `on` and `off` are read by YAML as true and false (see pitfalls.md)."""
    if isinstance(node.value, bool) and node.raw and node.raw.lower() not in ("true", "false"):
        return f"YAML reads {node.raw} as {str(node.value).lower()}; write \"{node.raw}\" in quotes if you mean the word"
    return None


def span_text(span, sources: SourceCache) -> str | None:
    """The text a one-line span covers in its file, or None."""
    if span is None or span.end_column is None or span.end_line not in (None, span.line):
        return None
    line = sources.get_line(span.file, span.line) or ""
    return line[span.column - 1:span.end_column - 1] or None


def helpers_used(scenario: Scenario) -> list:
    """The runtime's scenario helpers a scenario's lines call (`sees` only where it is asked)."""
    called = {n.func for _node, tree in scenario.expectations() if tree is not None for n in tree.walk()
              if isinstance(n, ast.Call)}
    return ["scenario_hand_turn", "scenario_move", "scenario_player", "scenario_take"] + \
        [f"scenario_{name}" for name in sorted(SCENARIO_CALLS) if name != "sees" or name in called]


def load_module(code: str, name: str, display: str):
    """The compiled scenario as a module, made from its text: nothing is written to or read from the
    project's build/ (a planted __pycache__ there would run instead of the scenario)."""
    from runtime.package_import import import_source
    return import_source(name, code, f"<scenario {display}>")


def run_one(project: Project, scenario: Scenario, code: str, index: int, rules) -> list[str]:
    """Run a compiled scenario; returns the failures, each as 'file:line: message' in the scenario's words."""
    module = load_module(code, f"cairn_scenario_{index}", scenario.display)
    checks = dict(zip(map(id, (node for node, _tree in scenario.expectations())), module.CHECKS))
    state, failure = set_up(scenario, rules, module)
    if failure is None:
        failure = run_given(scenario, module, state, "given", scenario.given, scenario.line("given"))
    if failure is not None:
        return [failure]
    failures = run_when(scenario, module, state, checks)
    if failures:
        return failures
    return unused_rolls(scenario, state) + run_then(scenario, module, state, scenario.then, checks)


def set_up(scenario: Scenario, rules, module):
    """(the game set up for the scenario, None), or (None, the FAIL line saying why it cannot be)."""
    from runtime.chance import ForcedRollError
    from runtime.rules import RuleError
    from runtime.state import GameState
    try:
        state = GameState(rules, scenario.players, scenario.seed, scenario.options, start=False)
    except RuleError as err:        # a number of players the game is not for: this scenario fails, the others run
        return None, f"{scenario.display}:{scenario.line('players')}: {err}"
    seats = len(state.players)
    if not 0 <= scenario.seat < seats:
        return None, (f"{scenario.display}:{scenario.line('seat')}: there is no seat {scenario.seat} in a "
                      f"{seats}-player game (seats 0 to {seats - 1})")
    state.forced_rolls = list(scenario.rolls)
    try:
        state.advance()
    except ForcedRollError as err:
        return None, forced_roll_failure(scenario, state, err, "before the first action")
    except Exception as err:  # noqa: BLE001 - the game's setup breaks at this table: this scenario fails
        return None, (f"{scenario.display}:{scenario.line('players')}: the rules failed while setting up the game: "
                      f"{describe(err, module)}")
    return state, None


def run_given(scenario: Scenario, module, state, name: str, given: list, line: int) -> str | None:
    """Given lines (the module's function `name`, compiled from `given`, written at `line`), then the state they
    set up checked as a save is; the FAIL line, or None."""
    from runtime.chance import ForcedRollError
    from runtime.scenario import scenario_state_problem
    at = [None]
    try:
        getattr(module, name)(state, at)
    except Exception as err:  # noqa: BLE001 - a given line that cannot be done fails this scenario only
        if at[0] is None:
            return f"{scenario.display}: the given lines failed: {describe(err, module)}"
        node = given[at[0]][0]
        written = " ".join(str(node.value).split())
        return f"{scenario.display}:{node.span.line}: the given line '{written}' failed: {describe(err, module)}"
    problem = scenario_state_problem(state) if given else None
    if problem is not None:     # a card id no deck holds, a value past a track's end: a game no one can reach
        return (f"{scenario.display}:{given_line_naming(given, problem, line)}: the given lines set up a state the "
                f"game cannot hold: {problem}")
    try:
        state.refresh()
        if not state.is_over() and state.pending is None and not state.legal_actions():
            state.advance()     # the given lines settled the decision the game waited on (a starting site set)
    except ForcedRollError as err:
        return forced_roll_failure(scenario, state, err, "after the given lines")
    except Exception as err:  # noqa: BLE001
        return f"{scenario.display}:{line}: the state the given lines set up is not valid: {describe(err, module)}"
    return None


def run_when(scenario: Scenario, module, state, checks: dict) -> list[str]:
    """The actions, in the runtime's notation, and the steps between them (given lines, then a checkpoint): the
    FAIL line of the first action or given line that cannot be done, or those of the first checkpoint that does
    not hold (the actions after it are not played: they would be played on a game the scenario did not mean)."""
    from runtime.chance import ForcedRollError
    from runtime.rules import RuleError
    for index, (node, action) in enumerate(scenario.when):
        if action is None:
            if index in scenario.settings:
                failure = run_given(scenario, module, state, f"given_at_{index}", scenario.settings[index],
                                    node.span.line)
                if failure is not None:
                    return [failure]
            failures = run_then(scenario, module, state, scenario.checkpoints.get(index, []), checks)
            if failures and any(text is not None for _node, text in scenario.when[index + 1:]):
                failures[-1] += " (at a checkpoint: the actions after it were not played)"
            if failures:
                return failures
            continue
        try:
            state.apply(action)
        except ForcedRollError as err:
            return [forced_roll_failure(scenario, state, err, f"while applying '{action}' (line {node.span.line})")]
        except RuleError as err:
            return [f"{scenario.display}:{node.span.line}: {err}"]
        except Exception as err:  # noqa: BLE001 - a rule that breaks at run time fails this scenario only
            hint = "; did the given lines set up a state the game cannot reach?" if scenario.given or scenario.settings \
                else ""
            return [f"{scenario.display}:{node.span.line}: the rules failed while applying '{action}': "
                    f"{describe(err, module)}{hint}"]
    return []


def run_then(scenario: Scenario, module, state, expectations: list, checks: dict) -> list[str]:
    """The expectations given (a checkpoint's or the final `then:`), each checked: the FAIL lines of those that
    do not hold. `checks` holds the compiled check of each expectation, by its node."""
    failures = []
    for node, _tree in expectations:
        check = checks[id(node)]
        try:
            ok, left, right = check(state)
        except Exception as err:  # noqa: BLE001
            failures.append(f"{scenario.display}:{node.span.line}: evaluating {node.value} failed: "
                            f"{describe(err, module)}")
            continue
        if not ok:
            failures.append(f"{scenario.display}:{node.span.line}: expected {node.value}, "
                            f"but the left side is {left!r} and the right side {right!r}")
    return failures


def given_line_naming(given: list, problem: str, line: int) -> int:
    """The last given line that names the field a problem is about (`players[0].claimed[1]: ...`), else `line`
    (where the lines are written: `given:`)."""
    path = problem.split(": ", 1)[0]
    names = [name for name in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", path) if name not in ("players", "g")]
    for node, _tree in reversed(given):
        if names and re.search(rf"\b{re.escape(names[-1])}\b", str(node.value)):
            return node.span.line
    return line


def roll_line(scenario: Scenario, index: int) -> int:
    """The line of the forced roll at `index` (the `rolls:` list may run over several lines)."""
    nodes = scenario.roll_nodes
    return nodes[min(index, len(nodes) - 1)].span.line if nodes else 0


def forced_roll_failure(scenario: Scenario, state, err: Exception, when: str) -> str:
    """A forced roll the die cannot show, told at that roll in the scenario file."""
    index = len(scenario.rolls) - len(state.forced_rolls)
    return (f"{scenario.display}:{roll_line(scenario, index)}: {err} (forced roll {index + 1} of "
            f"{len(scenario.rolls)}), {when}; a forced roll must be a face of the die it is used for")


def unused_rolls(scenario: Scenario, state) -> list[str]:
    """Forced rolls left over when the actions are done: the scenario rolled fewer dice than it meant to test."""
    left = list(state.forced_rolls)
    if not left:
        return []
    used = len(scenario.rolls) - len(left)
    return [f"{scenario.display}:{roll_line(scenario, used)}: {len(left)} forced roll(s) unused when the scenario "
            f"ends: {', '.join(map(str, left))} (the dice rolled {used} of the {len(scenario.rolls)} given); "
            "remove them or add the actions that roll them"]


def describe(err: Exception, module=None) -> str:
    """An error in the scenario's words: a RuleError's message; for Python's own exceptions what happened,
    and in which of the game's rules when one of them raised it (not the scenario's own line)."""
    from runtime.errors import failed_rule, in_words
    rule = failed_rule(err, module.__dict__ if module is not None else None)
    return in_words(err) + (f", in the rules' {rule}" if rule else "")


def run_scenarios(project: Project, paths: list[Path], verbose: bool = False) -> int:
    sources = project.sources()
    files, refused = find_scenarios(project, paths)
    diags, compiled, rules = list(refused), {}, {}
    with progress("scenarios", len(files), "files") as bar:
        passed, failed = _run_files(project, files, sources, verbose, diags, compiled, rules, bar)
    failed += len(refused)
    if diags:
        sys.stderr.write(render_text(diags, project.read_source))
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not files else 0


def scenario_outcomes(project: Project, paths: list[Path]) -> tuple[dict[str, list[str]], list]:
    """{scenario file: its failure lines (none when it passes)} and the diagnostics, printing nothing."""
    sources = project.sources()
    files, refused = find_scenarios(project, paths)
    diags, outcomes = list(refused), {}

    def tell(display: str, failures: list[str]) -> None:
        outcomes[display] = failures

    with progress("scenarios", len(files), "files", show=False) as bar:
        _run_files(project, files, sources, False, diags, {}, {}, bar, tell)
    return outcomes, diags


def _run_files(project, files, sources, verbose, diags, compiled, rules, bar, tell=None) -> tuple[int, int]:
    """Run each file; a failure's lines are printed (or given to `tell` with the file's name, as a pass is)."""
    passed = failed = 0
    for index, path in enumerate(files):
        bar.update(index)
        scenario, found = read_scenario(project, path, sources)
        diags += [d for d in found if d not in diags]   # a link the survey refused too is told once
        if scenario is None or found:
            failed += 1
            continue
        try:
            code, found = compile_scenario(project, scenario, sources, compiled)
            diags += [d for d in found if d not in diags]   # a game that does not compile is reported once
            if code is None:
                failed += 1
                continue
            if scenario.game not in rules:
                rules[scenario.game] = load_rules(project, scenario.game)
        except LinkedOutput:            # the project's own folders: no scenario could run
            raise
        except ProjectError as err:     # no such game: this scenario's mistake, the others still run
            failures = [f"{scenario.display}:{scenario.game_line}: {err}"]
        else:
            failures = run_one(project, scenario, code, index, rules[scenario.game])
        if tell is not None:
            tell(scenario.display, failures)
        for line in failures if tell is None else ():
            print(f"FAIL {line}")
        if not failures and verbose:
            print(f"ok   {scenario.display}")
        failed, passed = (failed + 1, passed) if failures else (failed, passed + 1)
    return passed, failed


