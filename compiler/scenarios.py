"""`cairn test`: run scenario files, the rules tests a designer writes without code.

A scenario names a game, players, a seed, optional forced dice `rolls`; `given` lines
(effect statements) change the state after setup; `when` lines are actions in the
runtime's notation; `then` lines are expressions that must all hold. The lines are
compiled with the game's own resolver and Python generator into a small module in
build/scenarios/, which is imported and run against the compiled rules.
"""
from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass
from pathlib import Path

from . import ast, guard
from .build import Project, compile_game, package_name
from .diagnostics import Diagnostic, SourceCache, render_text
from .games import load_rules
from .load import load_file, to_plain
from .parse import parse_value
from .pygen import PyGen
from .pytext import docstring, identifier
from .resolve import BOOL, Scope
from .validate import validate_node


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
    when: list         # (node, text)
    then: list         # (node, ast)
    description: str = ""
    seat: int = 0


def find_scenarios(project: Project, paths: list[Path]) -> list[Path]:
    if not paths:
        return sorted(project.definitions.glob("*/scenarios/*.yaml"))
    found = []
    for path in paths:
        found += sorted(path.rglob("*.yaml")) if path.is_dir() else [path]
    return found


def read_scenario(project: Project, path: Path, sources: SourceCache) -> tuple[Scenario | None, list]:
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
    when = [(item, str(item.value)) for item in (v["when"].value if "when" in v else ())]
    return Scenario(path, display, plain["game"], plain.get("players", 2), plain.get("seed", 1),
                    plain.get("options", {}), plain.get("rolls", []), parsed["given"], when, parsed["then"],
                    plain.get("description", ""), plain.get("seat", 0)), diags


# What a scenario's `then` lines may ask besides the game's own names.
SCENARIO_CALLS = {"legal": ("bool",), "game_over": ("bool",), "winner": ("bool",), "step_points": ("int",),
                  "sees": ("bool",)}
SCENARIO_HELP = ('legal("action as printed") is true when that action is legal now; game_over(); winner(seat); '
                 'step_points(seat, "scoring step id"); sees(seat, players[0].hand) is true when that seat may see '
                 'the whole field now')


class ScenarioGen(PyGen):
    """Scenario `given` lines set values as written: no clamping, no triggered effects."""

    def x_Call(self, n):
        if n.func == "sees":     # the field itself, not its value: scenario_sees(state, seat, owner, 'field')
            return f"scenario_sees(state, {self.expr(n.args[0])}, {self.field_args(n.args[1])})", 9
        if n.func in SCENARIO_CALLS:
            args = ", ".join(["state"] + [self.expr(a) for a in n.args])
            return f"scenario_{n.func}({args})", 9
        return super().x_Call(n)

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
    start = len(resolver.diags)
    scope = Scope(compiled.model, True, what="a scenario", calls=SCENARIO_CALLS)
    for _node, tree in scenario.given:
        if tree is not None:
            resolver.effect(tree, scope)
    for _node, tree in scenario.then:
        if tree is not None:
            resolver.expect(tree, scope, BOOL)
    diags = resolver.diags[start:]
    if diags:
        return None, diags
    gen = ScenarioGen(compiled.model, resolver)
    pkg = identifier(package_name(scenario.game))
    lines = [f'"""Scenario {docstring(scenario.display)}, compiled by cairn test."""',
             f"from generated.{pkg}.rules import *  # noqa: F401,F403 - a test harness sees every rule",
             f"from generated.{pkg}.data import *  # noqa: F401,F403",
             "from runtime.scenario import " + ", ".join(helpers_used(scenario)),
             "", "", "def given(state):", f"    p = state.players[{scenario.seat}]"]
    for _node, tree in scenario.given:
        lines += gen.block(tree.body, 1)
    lines += ["", "", "CHECKS = []"]
    for i, (_node, tree) in enumerate(scenario.then):
        lines += ["", "", f"def check_{i}(state):", f"    p = state.players[{scenario.seat}]"]
        if isinstance(tree, ast.BinOp) and tree.op in ("==", "!=", "<", "<=", ">", ">="):
            lines += [f"    left = {gen.expr(tree.left)}", f"    right = {gen.expr(tree.right)}",
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


def helpers_used(scenario: Scenario) -> list:
    """The runtime's scenario helpers a scenario's lines call (`sees` only where it is asked)."""
    called = {n.func for _node, tree in scenario.then if tree is not None for n in tree.walk()
              if isinstance(n, ast.Call)}
    return [f"scenario_{name}" for name in sorted(SCENARIO_CALLS) if name != "sees" or name in called]


def load_module(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run_one(project: Project, scenario: Scenario, code: str, index: int, rules) -> list[str]:
    """Run a compiled scenario; returns the failures, each as 'file:line: message'."""
    from runtime.rules import RuleError
    from runtime.state import GameState
    folder = project.root / "build" / "scenarios"
    folder.mkdir(parents=True, exist_ok=True)
    module_path = folder / f"scenario_{index:04d}.py"
    module_path.write_text(code, encoding="utf-8")
    module = load_module(module_path, f"cairn_scenario_{index}")
    state = GameState(rules, scenario.players, scenario.seed, scenario.options, start=False)
    state.forced_rolls = list(scenario.rolls)
    state.advance()
    try:
        module.given(state)
        state.refresh()
    except Exception as err:  # noqa: BLE001
        return [f"{scenario.display}: the given lines failed: {type(err).__name__}: {err}"]
    for node, action in scenario.when:
        try:
            state.apply(action)
        except RuleError as err:
            return [f"{scenario.display}:{node.span.line}: {err}"]
        except Exception as err:  # noqa: BLE001 - a rule that breaks at run time fails this scenario only
            return [f"{scenario.display}:{node.span.line}: the rules failed while applying '{action}': "
                    f"{type(err).__name__}: {err}"]
    failures = []
    for (node, _tree), check in zip(scenario.then, module.CHECKS):
        try:
            ok, left, right = check(state)
        except Exception as err:  # noqa: BLE001
            failures.append(f"{scenario.display}:{node.span.line}: evaluating {node.value} failed: "
                            f"{type(err).__name__}: {err}")
            continue
        if not ok:
            failures.append(f"{scenario.display}:{node.span.line}: expected {node.value}, "
                            f"but the left side is {left!r} and the right side {right!r}")
    return failures


def run_scenarios(project: Project, paths: list[Path], verbose: bool = False) -> int:
    sources = project.sources()
    files = find_scenarios(project, paths)
    passed, failed, diags = 0, 0, []
    compiled, rules = {}, {}
    for index, path in enumerate(files):
        scenario, found = read_scenario(project, path, sources)
        diags += found
        if scenario is None or found:
            failed += 1
            continue
        code, found = compile_scenario(project, scenario, sources, compiled)
        diags += [d for d in found if d not in diags]   # a game that does not compile is reported once
        if code is None:
            failed += 1
            continue
        if scenario.game not in rules:
            rules[scenario.game] = load_rules(project, scenario.game)
        failures = run_one(project, scenario, code, index, rules[scenario.game])
        if failures:
            failed += 1
            for line in failures:
                print(f"FAIL {line}")
        else:
            passed += 1
            if verbose:
                print(f"ok   {scenario.display}")
    if diags:
        sys.stderr.write(render_text(diags, project.read_source))
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not files else 0


