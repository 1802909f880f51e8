"""The fast back end: a second module per game, `generated/<game>/fast.py`, for games nobody watches.

`rules.py` stays the module designers read and the general runtime drives step by step
(`GameState.advance()` walking `Step` values). `fast.py` is the same game's random playout with
the flow compiled in: the setup and the round unrolled into straight code and one loop, every
decide step a function whose picks are drawn inline and whose actions are called by name, no
`Move`, no `Step` lookup, no dispatch through dicts per decision. Each step's legal moves are
one flat list (`domains.FlatChoices`, the same moves in the same order as `rules.py`'s groups),
whose loops walk the ids still open (`domains.OpenDomainChoices`); actions, procedures and steps
that gain from it are copied with the game's functions inlined (`inline.py`), asking actions with
their choices drawn in place when nobody observes (`drawn.py`), and loops read a walked table's
columns unpacked from a per-id tuple (`rows.py`); everything else (setters, scoring, choices a
card's printed effect waits on, the end of a round or turn) is `rules.py`'s and the runtime's own. It draws exactly like `runtime/playout.py` (the random agent's draw over the same
ordered moves), so a seed plays the same game on every path (tests/runtime/test_fast_playout.py).

A game whose flow uses something this back end does not cover yet gets no `fast.py`;
`cairn simulate` and `cairn bench` then play it through the general path (`fast_support`
says why). The module is plain Python with module-level functions only, so that a compiler
such as Cython can build it as it is.
"""
from __future__ import annotations

import re

from ..guard import Parsed, top_level_names
from ..pygen import step_function
from ..pytext import docstring, identifier, literal
from .counted import AnyMove, CountedChoices
from .domains import add_only_sets
from .drawn import drawn_copies
from .inline import inlined_copies, without_strings

MODULE = "fast.py"
WHO = ("each", "turn", "order")
# the local names of the generated functions: an imported rules function of the same name would be hidden
LOCALS = frozenset({"state", "randoms", "observe", "players", "p", "picks", "max_moves", "seat", "moves", "name",
                    "args", "seats", "count"})


def fast_support(model) -> str | None:
    """Why this game gets no fast module (None: it gets one)."""
    if model.hand_end is not None:
        return "a game of hands (flow.hand)"
    for phase, steps in (("setup", model.setup), ("round", model.round)):
        for step in steps:
            if step.kind not in ("do", "each_player", "decide", "until"):
                return f"the {phase} step '{step.name}' is of kind '{step.kind}'"
            if step.kind == "decide":
                if step.who not in WHO:
                    return f"the {phase} step '{step.name}' asks '{step.who}'"
                if step.auto not in (None, "single"):
                    return f"the {phase} step '{step.name}' has auto '{step.auto}'"
    return None


def fast_module(emitter, rules_text: str, parsed: Parsed | None = None) -> str | None:
    """The text of `fast.py` (beside the `rules.py` text `emitter` wrote), or None when the game needs the
    general path. `parsed` holds what the guard read of module texts (guard.Parsed), filled here for the guard
    to check."""
    if fast_support(emitter.model) is not None:
        return None
    writer = FastWriter(emitter, rules_text, parsed)
    text = writer.module()
    return None if writer.clash() else text


def names_in(function: list[str]) -> set[str]:
    """The names a generated function's body uses (its lines after the `def` and the docstring), not the
    words of its strings."""
    return set(re.findall(r"\b[A-Za-z_][A-Za-z0-9_]*\b", without_strings("\n".join(function[2:]))))


class FastWriter:
    def __init__(self, emitter, rules_text: str, parsed: Parsed | None = None):
        self.model = model = emitter.model
        self.emitter = emitter
        # what rules.py defines or imports at its top level: what this module may import from it
        self.rules_names = top_level_names(rules_text, parsed)
        # the actions rules.py marks as asking (`asks=True` in the GameRules' `actions`): they stay rules.py's
        asking = set(re.findall(r"^ +'[^']*': Action\('([^']*)',.*\basks=True", rules_text, re.M))
        self.imports: set[str] = set()
        # whether a player still takes part, written in place of `is_active(state, p)` (the game's `active:`)
        self.active = f"({emitter.expr(model.active, 'True')})"
        self.runtime: set[str] = set()
        self.functions: list[list[str]] = []
        self.defined: set[str] = {"play", "settle_choices", "open_ids", "counted_move", "counted_total"}
        self.choice_functions = self.open_choices(model)
        self.copies = {lines[0][4:lines[0].index("(")]: lines for lines in inlined_copies(emitter, asking)}
        # the asking actions whose choices are drawn in place when nobody observes (and the waiting procedures
        # they call): never hiding a name of rules.py
        drawn = drawn_copies(emitter, asking, self.rules_names)
        self.drawn = drawn.actions      # {action: the name of its drawn copy}
        self.copies.update({lines[0][4:lines[0].index("(")]: lines for lines in drawn.functions})

    # ------------------------------------------------------------ the module
    def module(self) -> str:
        m = self.model
        play = self.play()
        self.drop_unused_copies([play] + self.functions + list(self.choice_functions.values()))
        lines = [f'"""{docstring(m.name)}: the random playout with the flow compiled in, by Cairn.',
                 "",
                 "The same game as rules.py, for random agents only: the setup and the round unrolled, each",
                 "decide step a loop drawing its picks inline from one flat list of legal moves, the game's",
                 "functions inlined into effects. A seed plays the same game here as through GameState.apply",
                 "(tests/runtime/test_fast_playout.py).",
                 "Do not edit: change the definitions and run `cairn build`.",
                 '"""']
        lines.append("from runtime.api import " + ", ".join(sorted({"settle_choices"} | self.runtime)))
        lines.append("")
        for fn in list(self.choice_functions.values()) + list(self.copies.values()) + self.functions + [play] \
                + [lines for _, lines in self.tables]:
            self.imports |= (names_in(fn) & self.rules_names) - self.runtime
        self.imports -= set(self.choice_functions) | set(self.copies)
        # a frame of this module is told as the game's own when its rules raise (runtime/errors.py finds the
        # game's frames by the module's GAME)
        self.imports.add("GAME")
        names = sorted(self.imports)
        lines.append("from .rules import (")
        lines += [f"    {name}," for name in names]
        lines.append(")")
        for fn in [lines for _, lines in self.tables] + list(self.copies.values()) \
                + list(self.choice_functions.values()) + self.functions + [play]:
            lines += ["", ""] + fn
        return "\n".join(lines) + "\n"

    def drop_unused_copies(self, callers: list) -> None:
        """Keep only the copies something here calls (a procedure only rules.py's setters call stays rules.py's)."""
        used = set().union(*(names_in(fn) for fn in callers))
        while True:
            kept = {name: lines for name, lines in self.copies.items() if name in used}
            more = used.union(*(names_in(lines) for lines in kept.values()))
            if more == used:
                break
            used = more
        self.copies = kept

    def open_choices(self, model) -> dict:
        """Every decide step's legal moves as one flat list, loops walking kept open domains: {function: lines}."""
        sets = add_only_sets(model)
        out = {}
        self.tables = []      # (constant, lines): module-level memos of the move loops (rows.py)
        self.counted = set()  # the functions whose list holds blocks standing for many moves (counted.py)
        writers = []

        def writer(*args):
            writers.append(CountedChoices(*args, open_sets=sets, tabulated=self.tables))
            return writers[-1]
        for item, made in zip(self.emitter.choices(self.emitter.reserved, writer), writers):
            name = item["function"][:-len("_choices")] + "_legal_moves"
            what = "(action, arguments) and counted blocks" if made.counted else "(action, arguments)"
            if made.counted:    # blocks standing for many moves (fast/counted.py)
                self.counted.add(name)
                self.runtime |= {"counted_move", "counted_total"}
            # one line: `names_in` reads a function's names from its third line on
            doc = f'    """The legal moves of step {docstring(item["step"])} as rules.py lists them, as one list of ' \
                  f'{what}."""'
            out[name] = [f"def {name}(state, p):", doc, *["    " + line for line in item["body"]]]
            if any("open_ids(" in line for line in item["body"]):
                self.runtime.add("open_ids")
        out.update(self.any_moves(sets))
        self.defined |= set(out)
        seen = set()
        self.tables = [(const, lines) for const, lines in self.tables if not (const in seen or seen.add(const))]
        self.defined |= {const for const, _ in self.tables}
        return out

    def any_moves(self, sets) -> dict:
        """Every decide step's `_any_move(state, p)`: does the seat have a legal move in it (True, or a falsy
        value)? Counted moves built only to know that cost a look-ahead most of a tableau game's move weighed."""
        out = {}
        writers = []

        def writer(*args):
            writers.append(AnyMove(*args, open_sets=sets, tabulated=self.tables))
            return writers[-1]
        for item, _made in zip(self.emitter.choices(self.emitter.reserved, writer), writers):
            name = item["function"][:-len("_choices")] + "_any_move"
            step = docstring(item["step"])
            doc = f'    """Does the seat have a legal move in step {step}? (True, or a falsy value.)"""'
            out[name] = [f"def {name}(state, p):", doc, *["    " + line for line in item["body"]]]
            if any("open_ids(" in line for line in item["body"]):
                self.runtime.add("open_ids")
        return out

    def clash(self) -> bool:
        """A name of rules.py that a name of this module would hide: no fast module (rare; the general path plays)."""
        return bool((self.imports | set(self.copies)) & (self.defined | LOCALS))

    def use(self, name: str) -> str:
        self.imports.add(name)
        return name

    # ------------------------------------------------------------ the flow
    def play(self) -> list[str]:
        m = self.model
        body = ["players = state.players"]
        inner = []
        inner += self.phase_steps("setup", m.setup, turns=False)
        inner += [f"state.step = {len(m.setup)}", "state.next_round()"]
        inner.append("while state.phase != 'over':")
        round_body = self.phase_steps("round", m.round, turns=m.turns)
        round_body += [f"state.step = {len(m.round)}", "state.end_turn()" if m.turns else "state.next_round()"]
        inner += ["    " + line for line in round_body]
        body += inner
        body += ["return state"]
        doc = ['    """Play a game made with `GameState(..., start=False)` to its end; seat k draws with `randoms[k]()`.',
               "",
               "    `observe(state)`, when given, is called at every drawn decision (tests compare the states).",
               "    The caller sets `state.observed = False` (runtime/fastplay.py `play_compiled`): no secret snapshots.",
               '    """']
        return ["def play(state, randoms, observe=None):"] + doc + ["    " + line for line in body]

    def phase_steps(self, phase: str, steps, turns: bool) -> list[str]:
        out = []
        loop_starts = {}     # the first step of an `until` loop: where its lines begin in `out`
        acting = "players[state.turn]" if turns else "None"
        for index, step in enumerate(steps):
            fn = step_function(phase, step)
            if step.kind == "until":
                # the loop's steps again until its condition holds (GameState.loop_done: passes counted, reset when
                # it holds; the `max:`-th pass that leaves it false is a rules error, with the runtime's message)
                first = index - step.loop[2]
                out[loop_starts[first]:] = ["while True:"] + ["    " + line for line in out[loop_starts[first]:]] + [
                    f"    state.step = {index}",
                    f"    if {self.use(fn + '_until')}(state, {acting}):",
                    "        state.passes = 0",
                    "        break",
                    "    state.passes += 1",
                    f"    if state.passes >= {step.bound}:",
                    f"        state.loop_never_ends(state.steps()[{index}])"]
                continue
            if step.loop is not None and step.loop[1] == 0:
                loop_starts[index] = len(out)
            out.append(f"state.step = {index}")
            if step.kind == "do":
                out.append(f"{self.use(fn)}(state, {acting})")
            elif step.kind == "each_player":
                out += ["for p in players:", f"    if {self.active}:", f"        {self.use(fn)}(state, p)"]
            else:
                out.append(f"{self.decide(phase, index, step)}(state, randoms, observe)")
            out += ["if state.end_requested:", "    state.finish('end game')", "    return state"]
        return out

    # ------------------------------------------------------------ decide steps
    def decide(self, phase: str, index: int, step) -> str:
        """A function playing every pick of one decide step; its name."""
        m = self.model
        fn = step_function(phase, step)
        name = f"{fn}_play" if step.copy_of is None else f"{phase}_{step.name}_play".replace("-", "_")
        name = identifier(name)
        self.defined.add(name)
        choices = f"{fn}_legal_moves"
        auto = step.auto == "single"
        asks = True
        lines = [f"def {name}(state, randoms, observe):",
                 f'    """Every pick of the {docstring(phase)} step {docstring(step.name)}, drawn as a random agent draws."""',
                 "    players = state.players"]
        if step.who == "turn":
            lines += ["    picks = state.picks = [0] * len(players)",
                      "    p = players[state.turn]",
                      f"    if {self.active}:",
                      f"        picks[state.turn] = {step.picks}"]
        else:
            lines.append(f"    picks = state.picks = [{step.picks} if {self.active} else 0 for p in players]")
        # `who: order`: one pick at a time round the table from `state.turn` (GameState.asking_order); without
        # turns the step begins with the first player and `state.turn` follows the picks (GameState.picked)
        order = step.who == "order"
        placing = order and not m.turns
        if placing:
            lines.append("    state.turn = state.first_player")
        lines += ["    max_moves = state.rules.max_moves_per_turn",
                  "    seats = [list(range(s, len(players))) + list(range(s)) for s in range(len(players))]" if order
                  else "    seats = range(len(players))",
                  "    while True:",
                  "        for seat in seats[state.turn]:" if order else "        for seat in seats:",
                  "            if picks[seat] > 0:",
                  f"                moves = {choices}(state, players[seat])",
                  "                if moves:",
                  "                    break",
                  "                picks[seat] = 0     # a player who can do nothing skips",
                  "        else:",
                  "            break"]
        if placing:
            lines.append("        state.turn = seat     # `extra turn` in its action names this seat")
        lines.append("        p = players[seat]")
        draw = ["if observe is not None:",
                "    observe(state)",
                "name, args = moves[int(randoms[seat]() * len(moves))]"]
        single = ["if len(moves) == 1:", "    name, args = moves[0]"]
        if choices in self.counted:     # the same draw over the moves its blocks stand for (counted.py)
            lines.append("        count = counted_total(moves)")
            draw[-1] = "name, args = counted_move(moves, int(randoms[seat]() * count))"
            single = ["if count == 1:", "    name, args = counted_move(moves, 0)"]
        if auto:     # a move taken without asking is no decision: no draw, nothing observed (GameState.take_single_move)
            lines += ["        " + line for line in single + ["else:"]] + ["            " + line for line in draw]
        else:
            lines += ["        " + line for line in draw]
        act = []
        if step.cost is not None:
            act.append(f"{self.use(fn + '_pay')}(state, p)")
        for i, action_name in enumerate(step.actions):
            action = m.actions[action_name]
            call = identifier(action_name)
            self.use(call)
            args = ", ".join(["state", "p"] + [f"args[{k}]" for k in range(len(action.params))])
            keyword = "if" if i == 0 else "elif"
            act.append(f"{keyword} name == {literal(action_name)}:")
            if action_name in self.drawn:
                drawn_args = ", ".join(["state", "p", f"randoms[seat]", literal(auto)]
                                       + [f"args[{k}]" for k in range(len(action.params))])
                act += ["    if observe is None:", f"        {self.drawn[action_name]}({drawn_args})",
                        "    else:     # the observer sees the pending question, as the general path leaves it",
                        f"        {call}({args})"]
            else:
                act.append(f"    {call}({args})")
        act += ["state.turn_moves += 1",
                "if state.turn_moves > max_moves:",
                f"    state.turn_never_ends(seat, state.steps()[{index}])",
                "if state.pending is not None:",
                f"    settle_choices(state, randoms, observe, {literal(auto)}, {index})",
                "else:"]
        if self.model.after_action is not None:     # the action is resolved: flow `after_action`, as GameState.apply
            act.append("    state.after_action()")
        act += ["    picks[seat] -= 1",
                f"    if not {self.active}:",
                "        picks[seat] = 0"]
        if placing:     # the next pick is the next seat's, unless the action gave an `extra turn`
            act += ["    if state.next_turn == seat:",
                    "        state.next_turn = None",
                    "    else:",
                    "        state.turn = (seat + 1) % len(players)"]
        if step.optional:
            lines += ["        if name == 'pass':", "            picks[seat] = 0", "        else:"]
            lines += ["            " + line for line in act]
        else:
            lines += ["        " + line for line in act]
        lines += ["        if state.end_requested:",
                  "            return     # the game ends: the picks stay as they are, as on the general path",
                  "    state.picks = None"]
        del asks
        self.functions.append(lines)
        return name
