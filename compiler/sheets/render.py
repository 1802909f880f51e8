"""Printable sheets: the reference sheet (HTML for A4 and US Letter, and Markdown) and the card sheets.

`render(model, folder)` returns the files to write under `generated/<game>/sheets/` and the
diagnostics found on the way (W601 for a stale or unhashed `text_override`, E61x for a bad
icon). Every rule on a sheet is English generated from its syntax tree (compiler/frontend/english.py);
designer strings reach the HTML only through Jinja2's autoescaping, icons only as data: images
(icon_html), and every HTML sheet starts with a Content-Security-Policy (CSP). The output is
deterministic: data order where it is meaningful, no dates, no absolute paths.

Files:
  sheets/reference-a4.html, sheets/reference-letter.html   one HTML per paper size (@page size)
  sheets/reference.md                                       the same sheet for wikis
  sheets/cards-a4.html, sheets/cards-letter.html            every card at real size, with backs
  sheets/board-a4.html, sheets/board-letter.html            each board at real size, tiled (boards.py)
  sheets/icons/<name>.svg                                   the checked icons, for the Markdown
"""
from __future__ import annotations

import base64
import math
import re
from dataclasses import dataclass, field, replace
from pathlib import Path

import jinja2
from markupsafe import Markup, escape

from ..frontend import ast
from ..caches.template_cache import keep_compiled
from ..frontend.canonical import action_hash, end_source, function_source, scoring_source, step_source, text_hash
from ..frontend.diagnostics import Diagnostic
from ..frontend.plain import copied
from .boards import boards as board_views, environment as board_environment, render_boards
from .faces import art_path, art_uri, face_of, fill, is_bookkeeping, is_empty
from .icons import read_icon
from .trails import card_svg as trails_card_svg, data_uri as trails_data_uri
from ..frontend.load import load_file
from ..frontend.model import GameModel, parse_text
from ..frontend.origin import Origin
from ..frontend.english import END, ICON, TERM, Ctx, English, Line, Var, capital, lower_first, param_var, plain, \
    played_with, sentence, words

TEMPLATES = Path(__file__).with_name("templates")
PAPERS = {"a4": ("A4", 210.0, 297.0), "letter": ("letter", 215.9, 279.4)}
POKER = (63.0, 88.0)
MIN_MARGIN = 5.0        # mm the printer may not reach; cards stay inside it
MARK_GAP = 1.0          # mm between a crop mark and the card
MARK_LENGTH = 6.0
# mm: the reference sheet's page margins (top, sides, bottom), as its @page rule says. US Letter is 18 mm
# shorter than A4 and only 6 mm wider: it is set a little tighter (sheet.css, `paper-letter`) so that a sheet
# has as many Letter pages as A4 ones.
REFERENCE_MARGINS = {"a4": (9.0, 9.0, 10.0), "letter": (8.0, 8.0, 8.0)}
CSS_COLOURS = {"purple", "blue", "yellow", "orange", "brown", "red", "green", "black", "white", "gray", "grey",
               "pink", "teal", "navy", "gold", "silver", "maroon", "olive", "lime", "aqua", "cyan", "magenta"}
HIDDEN_COLUMNS = {"id", "name", "copies", "text", "flavour", "flavor", "cost"}
# The first element of every HTML sheet's <head>: no script, frame, form or fetch at all; the
# sheet's own <style> and style attributes, and images and fonts from data: URIs only. Icons
# are data: images (icon_html), so a sheet needs nothing else.
CSP = ("default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:; "
       "base-uri 'none'; form-action 'none'")


@dataclass
class Rendered:
    files: dict = field(default_factory=dict)
    diagnostics: list = field(default_factory=list)


@dataclass
class Options:
    """Layout choices: from game.yaml's `sheet:` (bleed: 3) or the command line."""
    bleed: float = 0.0


# ====================================================================== designer data not in the model
@dataclass
class Extras:
    icons: dict = field(default_factory=dict)           # name -> Icon
    flavour: dict = field(default_factory=dict)         # action -> text
    overrides: dict = field(default_factory=dict)       # (kind, name) -> (text, hash, span); see RULE_KINDS
    sheet: dict = field(default_factory=dict)


def read_extras(model: GameModel, folder: Path, docs: dict | None, diags: list) -> Extras:
    """Icons, flavour, text overrides and sheet options: parts of game.yaml the rules do not need."""
    extras = Extras()
    game = (docs or {}).get("game")
    if game is None:
        display = next((f for f in model.files if f.endswith("game.yaml")), str(folder / "game.yaml"))
        game, _ = load_file(folder / "game.yaml", display)
        if game is None:
            return extras
    top = game.value
    icons = top.get("icons")
    for name, node in (icons.value.items() if icons is not None and isinstance(icons.value, dict) else ()):
        icon, found = read_icon(name, str(node.value), folder, node.span)
        diags += found
        if icon is not None:
            extras.icons[name] = icon
    actions = top.get("actions")
    for name, node in (actions.value.items() if actions is not None and isinstance(actions.value, dict) else ()):
        spec = node.value if isinstance(node.value, dict) else {}
        if "flavour" in spec:
            extras.flavour[name] = str(spec["flavour"].value)
    for kind, name, node in rule_elements(top):
        spec = node.value if isinstance(node.value, dict) else {}
        key = "end_text_override" if kind == "end" else "text_override"
        if key in spec and isinstance(spec[key].value, dict):
            o = spec[key].value
            text = str(o["text"].value) if "text" in o else ""
            digest = str(o["hash"].value).strip() if "hash" in o and o["hash"].value is not None else ""
            extras.overrides[(kind, name)] = (text, digest, spec[key].span)
    if "sheet" in top and isinstance(top["sheet"].value, dict):
        extras.sheet = {k: v.value for k, v in top["sheet"].value.items()}
    return extras


# What may carry a `text_override`, as said in a warning: its kind and how it is named.
RULE_KINDS = {"action": "action", "function": "function", "procedure": "procedure", "step": "step",
              "scoring": "scoring rule", "end": "end of the game"}


def rule_elements(top: dict):
    """(kind, name, YAML node) of every rule element of game.yaml that may carry its own text: actions,
    functions, procedures, the steps of the flow (named as compiler/frontend/model.py names them: `round_2`
    when the step has no name), the scoring rules (by id) and the end of the game (the `flow:` node)."""
    for kind, section in (("action", "actions"), ("function", "functions"), ("procedure", "procedures")):
        node = top.get(section)
        for name, spec in (node.value.items() if node is not None and isinstance(node.value, dict) else ()):
            yield kind, name, spec
    flow = top.get("flow")
    flow = flow.value if flow is not None and isinstance(flow.value, dict) else {}
    if flow:
        yield "end", "end", top["flow"]
    for key in ("setup", "round"):
        yield from _steps(flow.get(key), key)
    hand = flow.get("hand")
    for key in ("setup", "scoring"):
        if hand is not None and isinstance(hand.value, dict):
            yield from _steps(hand.value.get(key), f"hand_{key}")
    scoring = top.get("scoring")
    for node in (scoring.value if scoring is not None and isinstance(scoring.value, list) else ()):
        if isinstance(node.value, dict) and "id" in node.value:
            yield "scoring", str(node.value["id"].value), node


def _steps(node, prefix: str):
    for i, step in enumerate(node.value if node is not None and isinstance(node.value, list) else ()):
        spec = step.value if isinstance(step.value, dict) else {}
        name = str(spec["name"].value) if "name" in spec else f"{prefix}_{i + 1}"
        decide = spec.get("decide")
        if decide is not None and isinstance(decide.value, dict) and "name" in decide.value:
            name = str(decide.value["name"].value)
        yield "step", name, step
        if "steps" in spec:
            yield from _steps(spec["steps"], name)


def check_overrides(model: GameModel, extras: Extras, en: English) -> list:
    """W601: an override written for other rules than its element has now, or with no hash at all."""
    diags = []
    plain_builder = ReferenceBuilder(model, en, Extras(icons=extras.icons))     # the text Cairn writes itself
    for (kind, name), (_text, digest, span) in extras.overrides.items():
        found = plain_builder.rule(kind, name)
        if found is None:
            continue
        expected, lines = found
        generated = " ".join(plain(line.text) for line in flatten(lines))
        what = f"{RULE_KINDS[kind]} '{name}'" if kind != "end" else RULE_KINDS[kind]
        if not digest:
            diags.append(Diagnostic(
                "W601", f"the text_override of {what} has no hash, so Cairn cannot tell you when "
                        f"the rule changes", span,
                help=f"write `hash: {expected}` beside its text", severity="warning"))
        elif digest != expected:
            diags.append(Diagnostic(
                "W601", f"{what} changed since its text_override was written (hash {digest}, "
                        f"now {expected})", span,
                help=f"check the override still says what the rule does — the generated text is now: "
                     f"\"{generated}\" — then write `hash: {expected}`", severity="warning"))
    return diags


def flatten(lines) -> list:
    out = []
    for line in lines:
        out.append(line)
        out += flatten(line.children)
    return out


def override_lines(text: str) -> list:
    """A designer's text, one rules line per line of it."""
    return [Line(t.strip()) for t in text.strip().splitlines() if t.strip()]


# ====================================================================== the reference sheet
@dataclass
class Block:
    """A titled group of rules lines: an action, a step, a term."""
    id: str
    title: str
    lines: list
    flavour: str | None = None
    note: str | None = None


@dataclass
class LookupView:
    title: str
    key_label: str
    value_label: str
    rows: list          # [(key, value)]


@dataclass
class Reference:
    name: str
    summary: str
    players: str
    components: list
    options: list
    setup: list
    round: list
    flow: list
    actions: list
    triggers: list
    scoring: list
    tables: list
    end: list
    terms: list
    rulings: list
    icons: list
    modes: list = field(default_factory=list)      # [ModeView]: the steps of a mode or option, under its heading

    def action_groups(self) -> list:
        """[(note, [Block])]: the actions taken in the same steps together, in the order they first appear,
        so that "Taken in: Act" is said once above them rather than under every one."""
        groups: dict = {}
        for action in self.actions:
            groups.setdefault(action.note, []).append(replace(action, note=None))
        return list(groups.items())


@dataclass
class ModeView:
    """The steps only a mode or option's value plays (Trailblazers' Adventurer mode), apart from the standard game."""
    id: str
    title: str
    intro: str
    setup: list         # [Block], each titled with where it goes
    round: list
    scoring: list = field(default_factory=list)     # [Block]: the scoring rules of this mode only
    cards: list = field(default_factory=list)       # [Line]: the cards of a shared deck played in this mode only
    actions: list = field(default_factory=list)     # [Block]: the actions that may be taken in this mode only


def title(name: str) -> str:
    text = words(name)
    return text[:1].upper() + text[1:]


class ReferenceBuilder:
    def __init__(self, model: GameModel, en: English, extras: Extras):
        self.model, self.en, self.extras = model, en, extras
        self.modes: dict[tuple, dict] = {}      # (option, value) -> {"setup": [Block], "round": [Block]}
        self.mode_last: dict[tuple, tuple] = {}  # (option, value, section) -> (where, title) of its last step

    def build(self) -> Reference:
        m = self.model
        players = f"{m.min_players}–{m.max_players} players" if m.min_players != m.max_players \
            else f"{m.min_players} player{'s' if m.min_players != 1 else ''}"
        return Reference(
            name=m.name, summary=m.summary, players=players,
            components=[(c.get("name", ""), c.get("count"), c.get("note")) for c in m.components],
            options=[(title(n), ", ".join(str(v) for v in values), default, text)
                     for n, (values, default, text) in m.options.items()],
            setup=self.steps(m.setup, "setup"), round=self.steps(m.round, "round"),
            flow=self.flow(), actions=self.actions(),
            triggers=self.triggers(), scoring=self.scoring(), tables=self.tables(), end=self.end(),
            terms=self.terms(), rulings=self.rulings(),
            icons=[(name, icon.path) for name, icon in self.extras.icons.items()], modes=self.mode_views())

    def actions(self) -> list:
        """The actions of the standard game; an action that may be taken only `when: mode == adventurer and …`
        (a value other than the option's default) goes under that mode's heading instead."""
        common = []
        for action in self.model.actions.values():
            found = self.option_test(action.when) if action.when is not None else None
            if found is None:
                common.append(self.action(action))
            else:       # the heading says the mode once: the action's test keeps only the rest of its `and`
                (mode, rest) = found
                self.mode_sections(mode)["actions"].append(self.action(copied(action, when=rest)))
        return common

    def rule(self, kind: str, name: str):
        """(hash, generated lines) of one rule element, or None if the game has no such element."""
        m = self.model
        if kind == "action" and name in m.actions:
            return action_hash(m.actions[name]), self.en.action(m.actions[name])
        if kind in ("function", "procedure"):
            fdef = (m.functions if kind == "function" else m.procedures).get(name)
            if fdef is None or fdef.body is None:
                return None
            return text_hash(function_source(kind, fdef)), self.term_lines(name, fdef, kind)
        if kind == "step":
            step = next((s for s in self.all_steps() if (s.copy_of or s.name) == name), None)
            if step is None:
                return None
            if step.kind == "until":
                inner = [s for s in self.all_steps() if s.loop is not None and s.loop[0] == name and s.kind != "until"]
                return text_hash(step_source(step)), self.until_loop(step, inner).lines
            return text_hash(step_source(step)), self.step_block(step).lines
        if kind == "scoring":
            step = next((s for s in m.scoring if s.id == name), None)
            return None if step is None else (text_hash(scoring_source(step)), self.scoring_lines(step))
        if kind == "end" and (m.end is not None or m.end_trigger is not None):
            return text_hash(end_source(m)), self.end_lines()
        return None

    def all_steps(self) -> list:
        m = self.model
        return m.setup + m.round + m.hand_setup + m.hand_scoring

    def overridden(self, kind: str, name: str) -> list | None:
        """The designer's own lines for a rule element (a `text_override`), if it has them."""
        override = self.extras.overrides.get((kind, name))
        if override is not None and override[0].strip():
            return override_lines(override[0])
        return None

    # ------------------------------------------------------------------ flow
    def steps(self, steps, section: str | None = None) -> list:
        """The steps in order; a `repeat` group once, under a line saying how many times. A step only a
        mode or an option's other value plays goes under that mode's heading instead (see `mode_of`)."""
        blocks = []
        ends = {s.name: s for s in steps if s.kind == "until"}
        for i, step in enumerate(steps):
            if step.kind == "until":
                continue
            if step.group is not None and step.group[3] > 1:
                continue
            if step.group is not None and step.group[2] == 0:
                count, times = step.group[0], step.group[1]
                if section is not None:      # a mode's steps of the group are said under the mode
                    count = sum(1 for s in steps[i:i + count] if self.mode_of(s) is None)
                what = "step" if count == 1 else f"{count} steps"
                if count:
                    blocks.append(Block(f"repeat-{step.copy_of}", "",
                                        [Line(sentence(f"do the next {what} {times} times in a row"))]))
            mode = self.mode_of(step) if section is not None and step.loop is None else None
            if mode is not None:
                (option, value), played = mode
                block = self.step(played)
                where = self.where_in(blocks, section)
                last = self.mode_last.get((option, value, section))
                if last is not None and last[0] == len(blocks):
                    where = f"after {last[1]}"          # the mode's second step in a row: after its first
                self.mode_last[(option, value, section)] = (len(blocks), block.title or "the step before")
                if step.group is not None:
                    where += f", one of the steps done {step.group[1]} times in a row"
                heading = f"{block.title} ({where})" if block.title else where[:1].upper() + where[1:]
                block = Block(block.id, heading, block.lines, block.flavour, block.note)
                self.mode_sections((option, value))[section].append(block)
                continue
            if step.loop is not None:
                if step.loop[1] == 0:
                    blocks.append(self.until_loop(ends[step.loop[0]], [s for s in steps if s.loop is not None
                                                                       and s.loop[0] == step.loop[0]
                                                                       and s.kind != "until"]))
                continue
            blocks.append(self.step(step))
        return blocks

    @staticmethod
    def where_in(blocks: list, section: str) -> str:
        """Where a mode's step goes among the standard steps printed so far: 'after step 2 (Deal)'."""
        if not blocks:
            return "first, before step 1" if section == "setup" else "at the start of each round, before step 1"
        last = blocks[-1]
        return f"after step {len(blocks)}" + (f", {last.title}" if last.title else "")

    def mode_of(self, step):
        """((option, value), the step without its test) when the whole step is for an option's value other
        than the default: a step doing `if mode == adventurer { … }` and nothing else, or a decision whose
        every action may be taken only `when: mode == adventurer and …`. None for a step of the standard game."""
        if step.kind in ("do", "each_player") and step.body is not None and len(step.body.body) == 1:
            stmt = step.body.body[0]
            if isinstance(stmt, ast.If) and len(stmt.branches) == 1 and stmt.otherwise is None:
                cond, body = stmt.branches[0]
                found = self.option_test(cond)
                if found is not None:
                    (option, value), rest = found
                    inner = body if rest is None else (ast.If(stmt.span, ((rest, body),), None),)
                    return (option, value), copied(step, body=ast.Effect(step.body.span, inner))
        if step.kind == "decide" and step.actions:
            tests = set()
            for name in step.actions:
                action = self.model.actions.get(name)
                found = self.option_test(action.when) if action is not None and action.when is not None else None
                tests.add(found[0] if found is not None else None)
            if len(tests) == 1 and None not in tests:
                return tests.pop(), step
        return None

    def option_test(self, cond):
        """`mode == adventurer` (or `mode == adventurer and rest`), for a value that is not the option's
        default: ((option, value), rest or None); None for any other condition."""
        rest = None
        if isinstance(cond, ast.BinOp) and cond.op == "and":
            cond, rest = cond.left, cond.right
            while isinstance(cond, ast.BinOp) and cond.op == "and":       # ((a and b) and c): a is the test
                cond, rest = cond.left, ast.BinOp(cond.span, "and", cond.right, rest)
        if not (isinstance(cond, ast.BinOp) and cond.op == "==" and isinstance(cond.left, ast.Name)
                and isinstance(cond.right, ast.Name) and cond.left.name in self.model.options):
            return None
        values, default, _text = self.model.options[cond.left.name]
        if cond.right.name not in values or cond.right.name == default:
            return None
        return (cond.left.name, cond.right.name), rest

    def mode_views(self) -> list:
        """The modes' headings, once the steps and scoring rules are built (`steps`, `scoring`)."""
        self.mode_cards()
        out = []
        for (option, value), sections in self.modes.items():
            heading = f"{title(value)} {option}" if option in ("mode", "variant") else f"{title(option)}: {words(value)}"
            played = f"in the {words(value)} {option}" if option in ("mode", "variant") else \
                f"with {words(option)} {words(value)}"
            if played_with(option, value) is not None:      # "With instant cards", not "Instant cards: with"
                played = played_with(option, value)
                heading = capital(played)
            said = [what for what, key in (("these steps are played", "setup"), ("these steps are played", "round"),
                                           ("these actions may be taken", "actions"),
                                           ("these points are scored", "scoring"), ("these cards are in play", "cards"))
                    if sections[key]]
            said = list(dict.fromkeys(said))
            where = ", each where it says" if sections["setup"] or sections["round"] else ""
            said = said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]
            intro = sentence(f"{played}, {said} as well as those above{where}")
            out.append(ModeView(f"mode-{option}-{value}", heading, intro, sections["setup"], sections["round"],
                                sections["scoring"], sections["cards"], sections["actions"]))
        return out

    def until_loop(self, end, inner) -> Block:
        """An `until` loop: "Repeat until you have stopped or are busted:" over its steps, in order.

        The bound (`max:`) is a guard against a mistake in the rules, not a rule: it is not printed."""
        turn_player = self.model.turns and any(s is end for s in self.model.round)
        condition = self.en.condition(end.until, Ctx(player=turn_player)) if end.until is not None else "told to stop"
        children = []
        for step in inner:
            block = self.step(step)
            for line in block.lines:
                children.append(Line(f"{block.title}: {lower_first(line.text)}", line.children) if block.title
                                 and step.kind == "decide" else line)
        plain_name = re.fullmatch(r"(setup|round)_\d+", end.name) is not None
        lines = self.overridden("step", end.name) or [Line(sentence(f"repeat until {condition}:"), children)]
        return Block(f"until-{end.name}", "" if plain_name else title(end.name), lines)

    def step(self, step) -> Block:
        block = self.step_block(step)
        lines = self.overridden("step", step.copy_of or step.name)
        return block if lines is None else Block(block.id, block.title, lines, block.flavour, block.note)

    def step_block(self, step) -> Block:
        """A step as Cairn says it."""
        en = self.en
        name = step.copy_of or step.name
        heading = step.label or name
        plain_name = re.fullmatch(r"(setup|round)_\d+(_\d+)?", name) is not None
        if step.kind == "do":     # in a round of a game played in turns, the turn player does it ("your")
            acts = self.model.turns and any(step is r for r in self.model.round)
            return Block(f"step-{step.name}", "" if plain_name else title(heading),
                         en.effect(step.body, Ctx(player=acts)))
        if step.kind == "each_player":
            body = en.effect(step.body, Ctx())
            if len(body) == 1 and not body[0].children:
                lines = [Line("Each player: " + lower_first(body[0].text))]
            else:
                lines = [Line("Each player:", body)]
            return Block(f"step-{step.name}", "" if plain_name else title(heading), lines)
        return Block(f"step-{step.name}", title(heading), [Line(self.decision(step))])

    def decision(self, step) -> str:
        names = [title(a) for a in step.actions]
        choices = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]
        count = f"{step.picks} action{'s' if step.picks != 1 else ''}"
        if step.who == "order":
            return sentence(f"in turn order from the first player, one at a time, each player takes 1 action: "
                            f"{choices}; round the table again and again while anyone can take one")
        who = "each player" if step.who == "each" else "the player whose turn it is"
        verb = "take" if step.who == "each" else "takes"
        verb = "takes" if step.who == "each" and not step.optional and not step.cost else verb
        secretly = "secretly " if step.secret else ""
        if step.cost is not None:
            pay = self.en.cost(step.cost)[:-1]
            pay = pay[:1].lower() + pay[1:]
            text = f"{who} may {pay} to {secretly}take {count}: {choices}"
        elif step.optional:
            text = f"{who} may {secretly}take {count}: {choices}"
        else:
            text = f"{who} {secretly}{verb} {count}: {choices}"
        if step.secret and step.who == "each":
            text += "; the choices are revealed together"
        if step.auto == "single":
            text += " (when only one is possible, it is taken at once)"
        return sentence(text)

    def flow(self) -> list:
        m, en = self.model, self.en
        lines = []
        if m.turns:
            lines.append(Line("Players take turns in seat order; a round is one turn each."))
        if m.active is not None:
            lines.append(Line(sentence("you take part in the steps only while " + en.condition(m.active))))
        if m.hand_end is not None:
            lines.append(self.hands())
        if m.after_action is not None:
            lines.append(Line("After every action, for each player:", en.effect(m.after_action.body, Ctx())))
        return lines

    def step_lines(self, steps) -> list:
        return [line for block in self.steps(steps) for line in block.lines]

    def hands(self) -> Line:
        """A match of hands: 'Each hand:' what starts it, what is set back, when it ends and how it is scored."""
        m, en = self.model, self.en
        parts = []
        if m.hand_reset:
            names = [en.x(ast.Name(span, name), Ctx(player=name in m.player)) for name, span in m.hand_reset]
            listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
            parts.append(Line(sentence(f"{listed} go back to their start")))
        if m.hand_setup:
            parts.append(Line("At the start of the hand:", self.step_lines(m.hand_setup)))
        when = "turn" if m.turns else "round"
        parts.append(Line(sentence(f"the hand ends after the {when} in which "
                                   + en.condition(m.hand_end, Ctx(player=False)))))
        if m.hand_scoring:
            parts.append(Line("When the hand ends:", self.step_lines(m.hand_scoring)))
        return Line("The game is a match of hands. Each hand:", parts)

    def action(self, action) -> Block:
        lines = self.overridden("action", action.name) or self.en.action(action)
        steps = list(dict.fromkeys(title(s.label or s.copy_of or s.name) for s in self.model.setup + self.model.round
                                   if action.name in s.actions))
        note = "Taken in: " + ", ".join(steps) if steps else None
        return Block(f"action-{action.name}", title(action.name), lines, self.extras.flavour.get(action.name), note)

    # ------------------------------------------------------------------ triggers and the end
    def triggers(self) -> list:
        en, out = self.en, []
        for scope, fields in (("player", self.model.player), ("global", self.model.globals)):
            for name, fdef in fields.items():
                ctx = Ctx(player=scope == "player")
                phrase = en.x(ast.Name(fdef.span, name), ctx)
                if fdef.type == "flag":
                    phrase += " flag"
                if fdef.on_empty is not None:
                    low = fdef.min if fdef.min is not None else 0
                    body = en.effect(fdef.on_empty, ctx)
                    out.append(Line(sentence(f"when {phrase} falls to {low}:"), body))
                if fdef.reset is not None and fdef.type == "flag":
                    said = en.flag_reset(en.c(ast.Name(fdef.span, name), ctx), bool(fdef.start))
                    if said is not None:    # "At the start of every round, the pass is no longer taken."
                        out.append(Line(sentence(f"at the start of every {fdef.reset}, {said}")))
                        continue
                if fdef.reset is not None:
                    plural = en.is_plural(ast.Name(fdef.span, name), ctx) and fdef.type != "flag"
                    what = {"set": "emptied", "zone": "emptied", "flag": "cleared"}.get(fdef.type)
                    what = f"{'are' if plural else 'is'} {what}" if what else \
                        f"{'go' if plural else 'goes'} back to {fdef.start if fdef.start is not None else 0}"
                    out.append(Line(sentence(f"{phrase} {what} at the start of every {fdef.reset}")))
        return out

    def end(self) -> list:
        m, en = self.model, self.en
        lines = self.overridden("end", "end") or self.end_lines()
        lines.append(Line("The player with the most points wins."))
        if m.eligible is not None:
            lines.append(Line(sentence("you can win only if " + en.condition(m.eligible))))
        for node in m.tiebreak:
            if node is not None:
                lines.append(Line(sentence("ties go to the tied player with the most: " + en.expression(node))))
        if m.solo is not None:
            lines.append(Line(sentence("playing alone, you win if " + en.condition(m.solo))))
        for a in m.automata:
            counts = " or ".join(str(n) for n in a["players"])
            said = f": {a['text']}" if a.get("text") else ""
            under = "".join(f" and {name} {value}" for name, value in sorted(a.get("options", {}).items()))
            lines.append(Line(sentence(f"with {counts} player{'s' if a['players'] != (1,) else ''}{under}, the "
                                       f"game plays the {a['name']} at seat {a['seat']} by its rules{said}")))
        return lines

    def end_lines(self) -> list:
        """When the game ends: after which round or hand, or what triggers the end and what follows."""
        m, en = self.model, self.en
        lines = []
        if m.end is not None and m.hand_end is not None:
            lines.append(Line(sentence("the match ends after the hand at whose end " +
                                       en.condition(m.end, Ctx(player=False)))))
        elif m.end is not None:
            lines.append(Line(sentence("the game ends after the round in which " + en.condition(m.end, Ctx(player=False)))))
        if m.end_trigger is not None:
            then = {"immediately": "the game ends at once",
                    "finish_round": "the round is played to its end, then the game ends",
                    "final_turns": "every player, you included, takes one more turn, then the game ends"}.get(
                m.end_mode, m.end_mode)
            lines.append(Line(sentence(f"when, at the end of your turn, {en.condition(m.end_trigger)}, {then}")))
        return lines

    # ------------------------------------------------------------------ scoring
    def scoring(self) -> list:
        """The scoring rules of the standard game; a rule of one mode or option value only goes under its
        heading instead (see `scoring_mode`)."""
        out = []
        for step in self.model.scoring:
            mode = self.scoring_mode(step)
            if mode is not None:
                step = mode[1]
            lines = self.overridden("scoring", step.id) or self.scoring_lines(step)
            block = Block(f"score-{step.id}", step.text, lines)
            if mode is None:
                out.append(block)
            else:
                self.mode_sections(mode[0])["scoring"].append(block)
        return out

    def mode_sections(self, mode: tuple) -> dict:
        return self.modes.setdefault(mode, {"setup": [], "round": [], "scoring": [], "cards": [], "actions": []})

    def scoring_mode(self, step):
        """((option, value), the step without its test) for a scoring rule that scores only with an option's
        value other than the default: `if mode == adventurer then … else 0`, or a sum or count (times a number)
        over a set that only that value's rules ever fill (`sum(… for t in travelling)`, where every `add … to
        travelling` stands in an Adventurer step). None for a rule of the standard game."""
        node = step.points
        if isinstance(node, ast.Conditional) and isinstance(node.otherwise, ast.Number) and node.otherwise.value == 0:
            found = self.option_test(node.cond)
            if found is not None:
                (option, value), rest = found
                points = node.then if rest is None else ast.Conditional(node.span, rest, node.then, node.otherwise)
                return (option, value), copied(step, points=points)
        while isinstance(node, ast.BinOp) and node.op == "*":        # `7 * count(…)`: 0 when the count is
            node = node.right if isinstance(node.left, ast.Number) else node.left
        if isinstance(node, ast.Aggregate) and node.func in ("sum", "count"):
            source = node.source
            while isinstance(source, (ast.Field, ast.Index)):
                source = source.obj
            if isinstance(source, ast.Name) and source.name in self.field_modes():
                return self.field_modes()[source.name], step
        return None

    def field_modes(self) -> dict:
        """{field: (option, value)} for a set or zone that starts empty and is filled (`add … to`, cards drawn or
        moved into it) only by the steps of an option's value other than the default, or under `if option ==
        value`: outside that value it stays empty."""
        if getattr(self, "_field_modes", None) is not None:
            return self._field_modes
        fields = {name: fdef for scope in (self.model.globals, self.model.player) for name, fdef in scope.items()
                  if fdef.type in ("set", "zone") and fdef.start in (None, "empty")}
        fills: dict[str, set] = {}

        def visit(stmts, guard):
            for stmt in stmts:
                if isinstance(stmt, ast.If):
                    for i, (cond, body) in enumerate(stmt.branches):
                        found = self.option_test(cond) if i == 0 else None
                        visit(body, found[0] if found is not None else guard)
                    visit(stmt.otherwise or (), guard)
                    continue
                target = stmt.target if isinstance(stmt, ast.AddTo) else \
                    stmt.dest if isinstance(stmt, (ast.Draw, ast.MoveCard, ast.PlaceCard)) else None
                while isinstance(target, (ast.Field, ast.Index)):
                    target = target.obj
                if isinstance(target, ast.Name) and target.name in fields:
                    fills.setdefault(target.name, set()).add(guard)
                if isinstance(getattr(stmt, "body", None), tuple):
                    visit(stmt.body, guard)

        for step in self.all_steps() + ([self.model.after_action] if self.model.after_action is not None else []):
            if step.body is not None:
                mode = self.mode_of(step)
                visit(step.body.body, mode[0] if mode is not None else None)
        for action in self.model.actions.values():
            if action.effect is not None:
                found = self.option_test(action.when) if action.when is not None else None
                visit(action.effect.body, found[0] if found is not None else None)
        for procedure in self.model.procedures.values():
            visit(procedure.body.body, None)
        for table in self.model.tables.values():
            for tree in table.card_code.values():
                if isinstance(tree, ast.Effect):
                    visit(tree.body, None)
        self._field_modes = {name: guards.pop() for name, guards in fills.items()
                             if len(guards) == 1 and None not in guards}
        return self._field_modes

    def mode_cards(self) -> None:
        """The cards of a shared deck in play with one option value only, each listed under that value's heading."""
        for (option, value), tables in card_modes(self.model).items():
            for table, names in tables.items():
                deck = words(table)
                listed = ", ".join(names)
                self.mode_sections((option, value))["cards"].append(Line(f"{title(deck)}: {listed}."))

    def scoring_lines(self, step) -> list:
        en, node = self.en, step.points
        if isinstance(node, ast.Name) and node.name in self.model.player:
            during = self.scored_during_play(node.name)
            return [Line(sentence(f"{en.x(node, Ctx())}, scored during play" + (":" if during else "")), during)]
        if node is not None:
            return [Line(sentence(en.points_sentence(node, Ctx())))]
        return []

    def scored_during_play(self, counter: str) -> list:
        """Where a counter such as `points` grows: each `points += …` (or `score …`) of an action or procedure."""
        found = []
        sources = [(a.name, a.effect, self.en.action_ctx(a)[0]) for a in self.model.actions.values()]
        sources += [(p.name, p.body, Ctx(locals={n: Var(words(n), ("any",)) for n in p.params}))
                    for p in self.model.procedures.values()]
        for name, effect, ctx in sources:
            for node in (effect.walk() if effect is not None else ()):
                value = None
                if isinstance(node, ast.Assign) and node.op == "+=" and isinstance(node.target, ast.Name) \
                        and node.target.name == counter:
                    value = node.value
                elif isinstance(node, ast.Score) and counter in ("points", "score"):
                    value = node.amount
                if value is None:
                    continue
                if counter in ("points", "score"):
                    text = self.en.points_sentence(value, ctx)
                else:
                    text = f"add {self.en.x(value, ctx)}"
                found.append(Line(sentence(f"{title(name)}: {lower_first(text)}")))
        return found

    def tables(self) -> list:
        """Every lookup table a scoring step or a points-scoring effect reads, as a table."""
        names = []
        roots = [s.points for s in self.model.scoring if s.points is not None]
        for effect in [a.effect for a in self.model.actions.values()] + \
                [p.body for p in self.model.procedures.values()]:
            for node in (effect.walk() if effect is not None else ()):
                if isinstance(node, ast.Assign) and node.op == "+=" and isinstance(node.target, ast.Name) and \
                        node.target.name in ("points", "score"):
                    roots.append(node.value)
                elif isinstance(node, ast.Score):
                    roots.append(node.amount)
        for root in roots:
            for node in root.walk():
                if isinstance(node, ast.Index) and isinstance(node.obj, ast.Name) and \
                        node.obj.name in self.model.constants and \
                        isinstance(self.model.constants[node.obj.name][0], ast.Table) and node.obj.name not in names:
                    names.append(node.obj.name)
        out = []
        for name in names:
            table = self.model.constants[name][0]
            label = words(name)
            key = label.removesuffix(" points") if label.endswith(" points") else "value"
            out.append(LookupView(title(name), title(key), "Points" if label.endswith("points") else title(label),
                                  self.en.lookup_rows(table)))
        return out

    # ------------------------------------------------------------------ glossary and rulings
    def terms(self) -> list:
        en, out = self.en, []
        items = [(n, f, "function") for n, f in self.model.functions.items()]
        items += [(n, p, "procedure") for n, p in self.model.procedures.items()]
        used = rule_terms(self.model)
        for name, fdef, what in sorted(items, key=lambda i: i[0]):
            if what == "function" and fdef.body is None or name not in used and (what, name) not in self.extras.overrides:
                continue        # (a term the designer wrote words for prints even if no rule uses it yet)
            lines = self.overridden(what, name) or self.term_lines(name, fdef, what)
            params = ", ".join(words(p) for p in fdef.params)
            out.append(Block(f"term-{name}", f"{words(name)}" + (f" ({params})" if params else ""), lines))
        return out

    def term_lines(self, name: str, fdef, what: str) -> list:
        """A function's value (or a procedure's effect) as Cairn says it."""
        en = self.en
        ctx = Ctx(locals={p: param_var(fdef, p) for p in fdef.params})
        if what == "function":
            kind = en.kind(ast.Call(fdef.span, name, ()), ctx)
            text = en.condition(fdef.body, ctx) if kind[0] == "bool" else en.expression(fdef.body, ctx)
            return [Line(sentence(("true when " if kind[0] == "bool" else "") + text))]
        return en.effect(fdef.body, ctx)

    def rulings(self) -> list:
        out = []
        for r in self.model.rulings:
            about = r.get("applies_to")
            about = ", ".join(about) if isinstance(about, list) else about
            out.append((r.get("id", ""), r.get("text", ""), about))
        return out


def rule_terms(model: GameModel) -> set:
    """The functions and procedures the rules use, directly or through one another: the sheet's glossary. A
    function only a strategy or the agents' look-ahead reads (`progress:`) is not a rule a player needs."""
    roots: list = []
    for action in model.actions.values():
        roots += [p.domain for p in action.params] + [action.when, action.cost, action.effect]
    for step in model.setup + model.round + model.hand_setup + model.hand_scoring + [model.after_action]:
        if step is not None:
            roots += [step.body, step.cost, step.until]
    roots += [model.end, model.active, model.end_trigger, model.eligible, model.solo, model.hand_end]
    roots += list(model.tiebreak) + [s.points for s in model.scoring]
    roots += [tree for table in model.tables.values() for tree in table.card_code.values()]
    roots += [f.on_empty for fields in (model.player, model.globals) for f in fields.values()]
    used: set = set()
    todo = [r for r in roots if r is not None]
    while todo:
        for node in todo.pop().walk():
            name = node.func if isinstance(node, (ast.Call, ast.CallStmt)) else None
            if name in used:
                continue
            definition = model.functions.get(name) or model.procedures.get(name)
            if definition is not None:
                used.add(name)
                if definition.body is not None:
                    todo.append(definition.body)
    return used


# ====================================================================== card sheets
@dataclass
class CardView:
    key: str            # deck/id
    name: str
    cost: str | None
    rules: list         # [(label, rich text)]
    data: list          # [(label, value, icon name or None)]
    text: str | None
    flavour: str | None
    icons: list
    colour: str | None
    copy: int
    copies: int
    picture: str | None = None     # a data: image of the trails printed on the card (compiler/sheets/trails.py)
    points: str | None = None      # the face's points column, printed in a badge
    art: str | None = None         # a data: image of the face's art (compiler/sheets/faces.py)


@dataclass
class Slot:
    col: int            # 1-based grid column and row
    row: int
    card: CardView | None


@dataclass
class PageView:
    id: str
    caption: str
    back: bool
    slots: list
    marks: list         # [(x1, y1, x2, y2)] in mm
    left: float         # where the grid of cards starts, in mm
    top: float


@dataclass
class DeckView:
    name: str
    width: float
    height: float
    bleed: float
    cols: int
    rows: int
    back_text: str
    back_icon: str | None
    pages: list


def layout(paper: tuple, width: float, height: float, bleed: float) -> tuple[int, int, float, float]:
    """(columns, rows, left, top): how many cards of this size fit the page, centred, in mm."""
    _, pw, ph = paper
    cw, ch = width + 2 * bleed, height + 2 * bleed
    cols = max(1, math.floor((pw - 2 * MIN_MARGIN) / cw + 1e-9))
    rows = max(1, math.floor((ph - 2 * MIN_MARGIN) / ch + 1e-9))
    return cols, rows, (pw - cols * cw) / 2, (ph - rows * ch) / 2


def crop_marks(paper, cols, rows, left, top, width, height, bleed) -> list:
    """Lines in the margins at every cut line (both edges of every card)."""
    _, pw, ph = paper
    cw, ch = width + 2 * bleed, height + 2 * bleed
    xs = sorted({round(left + c * cw + bleed + e, 3) for c in range(cols) for e in (0, width)})
    ys = sorted({round(top + r * ch + bleed + e, 3) for r in range(rows) for e in (0, height)})
    grid_right, grid_bottom = left + cols * cw, top + rows * ch
    marks = []
    for x in xs:
        for y0, y1 in ((top - MARK_GAP, max(0.0, top - MARK_GAP - MARK_LENGTH)),
                       (grid_bottom + MARK_GAP, min(ph, grid_bottom + MARK_GAP + MARK_LENGTH))):
            if abs(y1 - y0) > 0.5:
                marks.append((x, round(y0, 3), x, round(y1, 3)))
    for y in ys:
        for x0, x1 in ((left - MARK_GAP, max(0.0, left - MARK_GAP - MARK_LENGTH)),
                       (grid_right + MARK_GAP, min(pw, grid_right + MARK_GAP + MARK_LENGTH))):
            if abs(x1 - x0) > 0.5:
                marks.append((round(x0, 3), y, round(x1, 3), y))
    return marks


def option_guard(model: GameModel, cond):
    """(option, value) when `cond` holds only for one value of an option (`mode == standard`, or such a test
    joined by `and` to others), else None."""
    if isinstance(cond, ast.BinOp) and cond.op == "and":
        return option_guard(model, cond.left) or option_guard(model, cond.right)
    if isinstance(cond, ast.BinOp) and cond.op == "==" and isinstance(cond.left, ast.Name) and \
            isinstance(cond.right, ast.Name) and cond.left.name in model.options and \
            cond.right.name in model.options[cond.left.name][0]:
        return cond.left.name, cond.right.name
    return None


def deck_modes(model: GameModel) -> dict:
    """{deck: (option, value)} for a deck played with one value of an option only: every statement that takes
    a card out of the pile the deck starts in (`start: all`) stands under `if option == value` (or in an
    action allowed only `when: option == value and …`). Trailblazers' goal cards: the standard game only."""
    supplies = {name: fdef.of for fields in (model.globals, model.player) for name, fdef in fields.items()
                if fdef.type == "zone" and fdef.start == "all" and fdef.of in model.tables}
    taken: dict[str, set] = {}

    def root(node):
        while isinstance(node, (ast.Field, ast.Index)):
            node = node.obj if isinstance(node, ast.Field) else node.obj
        return node.name if isinstance(node, ast.Name) else None

    def visit(stmts, guard):
        for stmt in stmts:
            if isinstance(stmt, ast.If):
                for i, (cond, body) in enumerate(stmt.branches):
                    visit(body, (option_guard(model, cond) if i == 0 else None) or guard)
                visit(stmt.otherwise or (), guard)
                continue
            if isinstance(stmt, (ast.Draw, ast.MoveCard, ast.PlaceCard)) and root(stmt.source) in supplies:
                taken.setdefault(supplies[root(stmt.source)], set()).add(guard)
            for name in ("body",):
                if isinstance(getattr(stmt, name, None), tuple):
                    visit(getattr(stmt, name), guard)

    steps = model.setup + model.round + model.hand_setup + model.hand_scoring
    for step in steps + ([model.after_action] if model.after_action is not None else []):
        if step.body is not None:
            visit(step.body.body, None)
    for action in model.actions.values():
        if action.effect is not None:
            visit(action.effect.body, option_guard(model, action.when) if action.when is not None else None)
    for procedure in model.procedures.values():
        visit(procedure.body.body, None)
    for table in model.tables.values():
        for tree in table.card_code.values():
            if isinstance(tree, ast.Effect):
                visit(tree.body, None)
    return {deck: guards.pop() for deck, guards in taken.items() if len(guards) == 1 and None not in guards}


def card_test(model: GameModel, node, row: dict, chosen: dict):
    """True, False or None (cannot say without playing) for a condition on one card (`card.kind == instant`)
    with the options in `chosen` set; any other option, field or function is unknown."""
    if isinstance(node, ast.Not):
        inner = card_test(model, node.operand, row, chosen)
        return None if inner is None else not inner
    if isinstance(node, ast.BinOp) and node.op in ("and", "or"):
        left, right = card_test(model, node.left, row, chosen), card_test(model, node.right, row, chosen)
        stop = node.op == "or"              # `or` is decided by a True, `and` by a False
        if stop in (left, right):
            return stop
        return None if None in (left, right) else not stop
    if isinstance(node, ast.BinOp) and node.op in ("==", "!="):
        left, right = card_value(model, node.left, row, chosen), card_value(model, node.right, row, chosen)
        if left is None or right is None:
            return None
        return (left == right) == (node.op == "==")
    value = card_value(model, node, row, chosen)
    return value if isinstance(value, bool) else None


def card_value(model: GameModel, node, row: dict, chosen: dict):
    """The value of a card's column, a chosen option or a plain word (a symbol); None when unknown."""
    if isinstance(node, ast.Field) and isinstance(node.obj, ast.Name) and node.obj.name == "card":
        return row.get(node.name)
    if isinstance(node, (ast.Number, ast.Bool)):
        return node.value
    if isinstance(node, ast.Name):
        if node.name in model.options:
            return chosen.get(node.name)
        known = (model.globals, model.player, model.constants, model.functions)
        return None if any(node.name in names for names in known) else node.name
    return None


def card_modes(model: GameModel) -> dict:
    """{(option, value): {deck: [card name]}} for the cards of a shared deck in play with one value of an option
    only (not its default): every draw that can take the card out of the pile its deck starts in can, by its
    `where` and the `if option == …` it stands under, take it only with that value (Trailblazers' animal
    goal cards: `where … (animal_module == enabled or not card.needs_animals)`), or, of a two-valued
    option, the other value sends it to a pile nothing is ever taken from (JMT's `if instant_cards ==
    without { draw 12 from trail_deck to boxed_trail where card.kind == instant }`). A deck played with one
    value only as a whole is said at the top of its card pages instead (`deck_modes`)."""
    supplies = {name: fdef.of for fields in (model.globals, model.player) for name, fdef in fields.items()
                if fdef.type == "zone" and fdef.start == "all" and fdef.of in model.tables}
    takes = []          # (deck, [guard conditions], filter or None, destination)
    read = set()        # every name the rules read: a pile not among them is out of the game (the box)

    def reads(node):
        read.update(n.name for n in node.walk() if isinstance(n, ast.Name))

    def root(node):
        while isinstance(node, (ast.Field, ast.Index)):
            node = node.obj
        return node.name if isinstance(node, ast.Name) else None

    def visit(stmts, guards):
        for stmt in stmts:
            if isinstance(stmt, ast.If):
                for i, (cond, body) in enumerate(stmt.branches):
                    reads(cond)
                    visit(body, guards + [cond] if i == 0 else guards + [None])
                visit(stmt.otherwise or (), guards + [None] if stmt.branches else guards)
                continue
            if isinstance(stmt, (ast.Draw, ast.MoveCard, ast.PlaceCard)):
                for part in (stmt.source, getattr(stmt, "card", None), getattr(stmt, "filter", None)):
                    if part is not None:
                        reads(part)
                if root(stmt.source) in supplies:
                    where = stmt.filter if isinstance(stmt, ast.Draw) else None
                    takes.append((supplies[root(stmt.source)], guards, where, root(stmt.dest)))
            else:
                reads(stmt)
            if isinstance(getattr(stmt, "body", None), tuple):
                visit(stmt.body, guards)

    steps = model.setup + model.round + model.hand_setup + model.hand_scoring
    for step in steps + ([model.after_action] if model.after_action is not None else []):
        if step.body is not None:
            visit(step.body.body, [])
    for action in model.actions.values():
        if action.when is not None:
            reads(action.when)
        if action.effect is not None:
            visit(action.effect.body, [action.when] if action.when is not None else [])
    for procedure in model.procedures.values():
        visit(procedure.body.body, [])
    for table in model.tables.values():
        for tree in table.card_code.values():
            if isinstance(tree, ast.Effect):
                visit(tree.body, [])
            elif isinstance(tree, ast.Node):
                reads(tree)
    for node in [f.body for f in model.functions.values() if f.body is not None] + \
            [step.points for step in model.scoring if step.points is not None]:
        reads(node)

    def test(conds, row, chosen):
        results = [card_test(model, c, row, chosen) if c is not None else None for c in conds if c is not None]
        if False in results:
            return False
        return True if all(r is True for r in results) and None not in conds else None

    whole = deck_modes(model)
    out: dict = {}
    for deck in dict.fromkeys(d for d, *_ in takes):
        for row in model.tables[deck].rows:
            for option, (values, default, _text) in model.options.items():
                if deck in whole and whole[deck][0] == option:
                    continue
                possible, gone = set(), set()
                for taken_from, guards, where, dest in takes:
                    if taken_from != deck:
                        continue
                    conds = guards + ([where] if where is not None else [])
                    boxed = dest not in read and dest not in supplies
                    for value in values:
                        said = test(conds, row, {option: value})
                        if said is not False:
                            possible.add(value)
                        if boxed and len(values) == 2 and said is True:
                            gone.add(value)
                possible -= gone
                if len(possible) == 1 and default not in possible:
                    value = possible.pop()
                    out.setdefault((option, value), {}).setdefault(deck, []).append(str(row.get("name", row.get("id"))))
    return out


def mode_words(model: GameModel, option: str, value: str) -> str:
    """'the standard game only', 'Adventurer mode only', 'only with mission cards' (mission_cards: with)."""
    if option == "mode":
        return "the standard game only" if value == model.options[option][1] and value == "standard" else \
            f"{title(value)} mode only"
    if value in ("with", "yes", "on", "enabled"):
        return f"only with {words(option)}"
    if value in ("without", "no", "off", "disabled"):
        return f"only without {words(option)}"
    return f"only with {words(option)}: {words(value)}"


class CardBuilder:
    def __init__(self, model: GameModel, en: English, extras: Extras, options: Options):
        self.model, self.en, self.extras, self.options = model, en, extras, options
        self.modes = deck_modes(model)      # deck -> (option, value): a deck of one mode only
        self._icons_for: dict[str, str | None] = {}     # the icons are read before any card is built
        self._cards: dict[tuple, CardView] = {}         # (table, row) -> its card, the same on every paper
        self._art: dict[str, str | None] = {}           # art path -> its data: URI (checked at build: E651)
        self.folder: Path | None = None

    def decks(self, paper) -> list:
        out = []
        for table in self.model.tables.values():
            if table.deck is None or table.deck.get("printed_on"):
                continue    # a deck printed on another deck's cards has no cards of its own
            out.append(self.deck(table, paper))
        return out

    def deck(self, table, paper) -> DeckView:
        size = table.deck.get("card_size") or {}
        width, height = float(size.get("width", POKER[0])), float(size.get("height", POKER[1]))
        bleed = self.options.bleed
        cols, rows, left, top = layout(paper, width, height, bleed)
        cards = []
        for row in table.rows:
            copies = row.get("copies", 1) if isinstance(row.get("copies", 1), int) else 1
            view = self.card(table, row)
            for i in range(max(1, copies)):
                cards.append(CardView(**{**view.__dict__, "copy": i + 1, "copies": copies}))
        per_page = cols * rows
        marks = crop_marks(paper, cols, rows, left, top, width, height, bleed)
        pages = []
        count = max(1, math.ceil(len(cards) / per_page))
        deck_name = table.deck.get("name", title(table.name))
        heading = deck_name
        if table.name in self.modes:        # a deck of one mode: said at the top of every page of it
            heading += f" ({mode_words(self.model, *self.modes[table.name])})"
        for p in range(count):
            chunk = cards[p * per_page:(p + 1) * per_page]
            front, back = [], []
            for i, card in enumerate(chunk):
                r, c = divmod(i, cols)
                front.append(Slot(c + 1, r + 1, card))
                # The back of the card in column c is printed in the mirrored column (long-edge duplex).
                back.append(Slot(cols - c, r + 1, card))
            caption = f"{self.model.name} — {heading} — sheet {p + 1} of {count}"
            pages.append(PageView(f"{table.name}-{p + 1}-front", caption + " — fronts", False, front, marks,
                                  left, top))
            pages.append(PageView(f"{table.name}-{p + 1}-back", caption + " — backs (print on the reverse)",
                                  True, back, marks, left, top))
        back_icon = table.name if table.name in self.extras.icons else \
            (self.icon_for_words(table.name) if self.icon_for_words(table.name) else None)
        return DeckView(deck_name, width, height, bleed, cols, rows, table.deck.get("back") or deck_name,
                        back_icon, pages)

    def icon_for_words(self, name: str) -> str | None:
        """An icon named like `name` or its singular ('cards' → 'card')."""
        if name not in self._icons_for:
            self._icons_for[name] = next((candidate for candidate in (name, name.rstrip("s"), name.removesuffix("es"))
                                          if candidate in self.extras.icons), None)
        return self._icons_for[name]

    def card(self, table, row: dict) -> CardView:
        key = (id(table), id(row))      # both live in the model for as long as this builder does
        if key not in self._cards:
            self._cards[key] = self._card(table, row)
        return self._cards[key]

    def _card(self, table, row: dict) -> CardView:
        en = self.en
        ctx = Ctx(locals={"card": Var("card", ("id", table.name))})
        code_fields = table.deck.get("fields") or {}
        rules, icons = [], []
        for col, kind in code_fields.items():
            tree = table.card_code.get((row["id"], col))
            if tree is None:
                if kind == "text" and isinstance(row.get(col), str):
                    rules.append((title(col), row[col]))
                continue
            if kind == "condition":
                text = sentence(en.condition(tree, ctx))
            elif kind == "value":
                text = sentence(en.x(tree, ctx))
            elif kind == "cost":
                text = en.cost(tree, ctx)
            else:
                text = " ".join(self._flatten(en.effect(tree, ctx)))
            rules.append((title(col), text))
            for node in tree.walk():
                for name in self._names(node):
                    found = self.icon_for_words(name)
                    if found and found not in icons:
                        icons.append(found)
        rules += self.printed_here(table, row)
        face = face_of(table.deck)
        cost_col = face.cost or "cost"
        cost = self.card_cost(row[cost_col]) if cost_col in row and not is_empty(row[cost_col]) else None
        placed = {face.title, cost_col, face.text, face.points} - {None}
        if cost is not None and cost_col in code_fields:    # printed once, as the cost, not again as a rule
            rules = [(label, text) for label, text in rules if label != title(cost_col)]
        printed = self.printed_columns(face, row, code_fields, placed)
        data = [(title(col), upper_first(self.cell(table, col, row[col])), self.icon_for_words(col))
                for col in printed]
        for col in printed + [c for c in face.icons if c not in printed]:
            if isinstance(row.get(col), str):       # a value named like an icon prints it (bear: the bear icon)
                found = self.icon_for_words(row[col])
                if found and found not in icons:
                    icons.append(found)
        own = self.icon_for_words(row["id"])
        if own and own not in icons:
            icons.insert(0, own)
        deck_icon = self.icon_for_words(table.name)
        if not icons and deck_icon:
            icons.append(deck_icon)
        colour = row["id"] if row["id"] in CSS_COLOURS else (row.get("colour") if row.get("colour") in CSS_COLOURS
                                                              else None)
        text = row.get(face.text)
        text = fill(text, row, lambda col, value: self.cell(table, col, value)) if isinstance(text, str) else None
        points = row.get(face.points) if face.points else None
        return CardView(f"{table.name}/{row['id']}", str(row.get(face.title, row.get("name", row["id"]))), cost,
                        rules, data, text, row.get("flavour") or row.get("flavor"), icons, colour, 1, 1,
                        self.trails_picture(table, row), None if points is None else str(points),
                        self.art(face, row))

    def printed_columns(self, face, row: dict, code_fields: dict, placed: set) -> list:
        """The data columns a card prints: the face's `show:` list, else every plain column but the
        bookkeeping ones and empty values (0, no, none), and those the face places elsewhere."""
        if face.show is not None:
            return [col for col in face.show if col in row and col not in placed]
        return [col for col, value in row.items()
                if col not in HIDDEN_COLUMNS and col not in code_fields and col not in placed
                and not is_bookkeeping(col) and not is_empty(value)]

    def art(self, face, row: dict) -> str | None:
        rel = art_path(face, row)
        if rel is None or self.folder is None:
            return None
        if rel not in self._art:
            self._art[rel] = art_uri(rel, self.folder)[0]
        return self._art[rel]

    def trails_picture(self, table, row: dict) -> str | None:
        """The card's trails drawn from its data (a column of kind trails), as a data: image."""
        for col, kind in table.columns.items():
            if kind[0] == "trails" and row.get(col):
                kinds = self.model.tables[kind[1]].ids() if kind[1] in self.model.tables else []
                return trails_data_uri(trails_card_svg(row[col], kind[2], kinds))
        return None

    def printed_here(self, table, row: dict) -> list:
        """The cards of decks `printed_on` this deck that name this card: one rule per group, its cards joined
        by OR (one of them), the groups in order (all of them: from the second on, each begins with AND)."""
        rules = []
        for other in self.model.tables.values():
            spec = (other.deck or {}).get("printed_on")
            if not spec or spec.get("deck") != table.name:
                continue
            by, group = spec.get("by"), spec.get("group")
            mine = [r for r in other.rows if r.get(by) == row["id"]]
            groups = sorted({r.get(group, 1) for r in mine}, key=str) if group else [1]
            for number, key in enumerate(groups):
                parts = [self.printed_card(other, r, {by, group}) for r in mine if not group or r.get(group) == key]
                label = title(group) + f" {key}" if group else other.deck.get("name", title(other.name))
                rules.append(((("AND — " if number else "") + label), " OR ".join(parts)))
        return rules

    def printed_card(self, table, row: dict, skip: set) -> str:
        """One card printed on another: its name, its plain columns and what its rule columns say."""
        view = self.card(table, row)
        data = ", ".join(f"{label}: {value}" for label, value, _icon in view.data if label.lower() not in
                         {title(s).lower() for s in skip if s})
        # each rule's sentence without its full stop: "Success: Gain 3 experience; Failure: Restore hope."
        said = "; ".join(f"{label}: {text[:-1] if plain(text).endswith('.') else text}" for label, text in view.rules)
        return f"{view.name} ({data}) — {said}" if data else f"{view.name} — {said}"

    def _flatten(self, lines) -> list:
        out = []
        for line in lines:
            out.append(line.text)
            out += self._flatten(line.children)
        return out

    def _names(self, node) -> list:
        if isinstance(node, ast.Name):
            return [node.name]
        if isinstance(node, ast.Field):
            return [node.name]
        if isinstance(node, ast.Call):
            return [node.func]
        if isinstance(node, (ast.Gain, ast.Lose, ast.CostItem)):
            return [node.resource]
        return []

    def card_cost(self, value) -> str:
        if isinstance(value, int):
            return str(value)
        if isinstance(value, dict):     # a map column: {white: 2, blue: 3}, 0 for the rest
            return ", ".join(f"{n} {k.replace('_', ' ')}" for k, n in value.items() if n) or "free"
        tree, diags = parse_text(str(value), "cost", Origin("<card>", 1, 1))
        if tree is None or diags:
            return str(value)
        return self.en.cost(tree)

    def cell(self, table, col: str, value) -> str:
        kind = table.columns.get(col, ("text",))
        if kind[0] == "id" and kind[1] in self.model.tables and kind[1] != table.name:
            for row in self.model.tables[kind[1]].rows:
                if row.get("id") == value and isinstance(row.get("name"), str):
                    return row["name"]
            return words(str(value))        # a row with no name: its id as words ("plan water")
        if isinstance(value, bool):
            return "yes" if value else "no"
        if isinstance(value, int):
            return str(value)
        return words(str(value)) if kind[0] in ("sym",) else str(value)


def upper_first(text: str) -> str:
    """A value printed beside its label starts with a capital, as the label does: "Kind  Long"."""
    return text[:1].upper() + text[1:]


# ====================================================================== rendering
def rich_html(text: str, icons: dict) -> Markup:
    """Rich text (compiler/frontend/english.py) as HTML: escaped words, <em class=term>, inline icons."""
    out = []
    for token in re.split(f"({ICON}[^{END}]*{END}|{TERM}|{END})", text or ""):
        if not token:
            continue
        if token.startswith(ICON):
            name = token[1:-1]
            if name in icons:
                out.append(icon_html(name, icons))
        elif token == TERM:
            out.append('<em class="term">')
        elif token == END:
            out.append("</em>")
        else:
            out.append(str(escape(token)))
    return Markup("".join(out))


def icon_html(name: str, icons: dict, cls: str = "icon") -> Markup:
    """An icon as an image: a browser runs no script and fetches nothing for an SVG in <img>,
    and nothing in it can reach the page (a <style>, a <meta>, HTML elements such as <img>)."""
    if name not in icons:
        return Markup("")
    return Markup(f'<img class="{escape(cls)}" src="{icon_src(icons[name])}" alt="{escape(name)}">')


def icon_src(icon) -> str:
    return "data:image/svg+xml;base64," + base64.b64encode(icon.svg.encode("utf-8")).decode("ascii")


_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]<>#|~])")


def md_escape(text) -> str:
    return _MD_SPECIAL.sub(r"\\\1", re.sub(r"\s+", " ", str(text if text is not None else "")))


def rich_md(text: str) -> str:
    out = []
    for token in re.split(f"({ICON}[^{END}]*{END}|{TERM}|{END})", text or ""):
        if not token or token.startswith(ICON):
            continue
        out.append("*" if token in (TERM, END) else md_escape(token))
    return "".join(out)


def environment(autoescape: bool) -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES)), undefined=jinja2.StrictUndefined,
                             trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
                             autoescape=autoescape)
    env.filters["md"] = md_escape
    env.filters["rich_md"] = rich_md
    env.filters["mm"] = lambda v: f"{float(v):.3f}".rstrip("0").rstrip(".")
    return keep_compiled(env)


def css() -> Markup:
    return Markup((TEMPLATES / "sheet.css").read_text(encoding="utf-8"))


def sheet_environment(icons: dict) -> jinja2.Environment:
    """The environment of the HTML sheets, its text filters showing `icons`."""
    env = environment(True)
    env.filters["rich"] = lambda t: rich_html(t, icons)
    env.filters["icon"] = lambda n, cls="icon": icon_html(n, icons, cls)
    return env


def templates() -> list[tuple[jinja2.Environment, str]]:
    """(environment, name) of every sheet template, each in the environment that renders it. (Compiling a template
    depends on the filters' names and kinds, not on what they show: no icons are needed.)"""
    sheet = sheet_environment({})
    return [(sheet, "reference.html.j2"), (sheet, "cards.html.j2"), (environment(False), "reference.md.j2"),
            (board_environment(), "board.html.j2")]


def compile_templates() -> None:
    """Compile every sheet template into the shared cache of compiled templates (template_cache.py), so that another
    process of the build loads it from there."""
    for env, name in templates():
        if env.bytecode_cache is not None:      # else nothing would be kept for the other process
            env.get_template(name)


def render_reference(ref: Reference, icons: dict, paper: str) -> str:
    env = sheet_environment(icons)
    size, width, height = PAPERS[paper]
    top, side, bottom = REFERENCE_MARGINS[paper]
    return env.get_template("reference.html.j2").render(
        ref=ref, css=css(), csp=Markup(CSP), paper=paper, page_size=size, margin=f"{top:g}mm {side:g}mm {bottom:g}mm",
        content_width=width - 2 * side)


def render_markdown(ref: Reference) -> str:
    text = environment(False).get_template("reference.md.j2").render(ref=ref)
    text = re.sub(r"[ \t]+\n", "\n", text)
    return re.sub(r"\n{3,}", "\n\n", text)


def render_cards(model: GameModel, decks: list, icons: dict, paper: str, made: dict | None = None) -> str:
    """The card sheet of one paper. `made`: each card's face and each deck's back as written, kept for the other
    papers (a face is the same on every paper and copy)."""
    env = sheet_environment(icons)
    size, width, height = PAPERS[paper]
    return env.get_template("cards.html.j2").render(
        game=model, decks=decks, css=css(), csp=Markup(CSP), paper=paper, page_size=size, page_width=width,
        page_height=height, made={} if made is None else made)


def render(model: GameModel, folder: Path, docs: dict | None = None, options: Options | None = None,
           resolver=None) -> Rendered:
    """Every sheet of one game: {"sheets/<file>": text} plus diagnostics (warnings do not fail a build)."""
    diags: list = []
    extras = read_extras(model, Path(folder), docs, diags)
    if options is None:
        bleed = extras.sheet.get("bleed", 0)
        options = Options(bleed=float(bleed) if isinstance(bleed, (int, float)) and not isinstance(bleed, bool)
                          else 0.0)
    en = English(model, resolver, icons=extras.icons)
    diags += check_overrides(model, extras, en)
    reference = ReferenceBuilder(model, en, extras).build()
    files = {}
    cards = CardBuilder(model, en, extras, options)     # one builder: each card's text is written once
    cards.folder = Path(folder)
    made: dict = {}
    for paper in PAPERS:
        files[f"sheets/reference-{paper}.html"] = render_reference(reference, extras.icons, paper)
        decks = cards.decks(PAPERS[paper])
        if decks:
            files[f"sheets/cards-{paper}.html"] = render_cards(model, decks, extras.icons, paper, made)
    files["sheets/reference.md"] = render_markdown(reference)
    boards, found = board_views(model)
    diags += found
    if boards:
        files.update(render_boards(model, boards, PAPERS, Markup(CSP)))
    for name, icon in sorted(extras.icons.items()):
        files[f"sheets/icons/{name}.svg"] = icon.svg
    return Rendered(files, diags)
