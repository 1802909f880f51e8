"""Rules text in English, generated from the effect language's syntax trees.

`English` has one method per syntax-tree node, like a visitor: `x_<Node>` renders an
expression as a noun phrase ("the route's length"), `c_<Node>` renders a condition as a
`Clause` ("your wagons are at least 2"), `s_<Node>` renders a statement as `Line`s
("Gain 4 water — only what fits under your limit of 6"). Names come from the game's own
data: a symbol prints as its row's `name`, a field as its words ("used_dice" → "used dice").

The output is rich text: an icon is `ICON + name + END` before the word it illustrates,
a defined term (a function or procedure, explained in the sheet's glossary) is
`TERM + words + END`. `plain()` strips both, for tests, hashes and messages; the sheet
renderers turn them into inline SVG and emphasis.

It lives in the front end because more than one back end speaks it: the sheets print it, and the
Python back end writes the ways a game can end in these words into the rules (`end_words`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from . import ast
from .model import NONE, GameModel
from .resolve import Resolver, element_kind, resolve

ICON, TERM, END = "\x01", "\x03", "\x02"
_MARK = re.compile(f"{ICON}[^{END}]*{END}|[{TERM}{END}]")

COMPARE = {"==": "", "!=": "", "<": "less than ", "<=": "at most ", ">": "more than ", ">=": "at least "}
FLIP = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="}
IRREGULAR = {"dice": "die", "people": "person", "children": "child", "bonuses": "bonus"}
PREPOSITIONS = ("of", "for", "to", "in", "on", "at", "from", "with")
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")   # players[0] is the first player
MINUS = "−"
# A subject that quantifies ("some player", "every player's hand"): two clauses about it are two claims.
QUANTIFIED = re.compile(r"\b(some|every|each|no|none|one of)\b")
# "has" and "have" as the perfect tense's helper ("has hiked today", negated "has not hiked today").
HAS, HAVE = "has (done)", "have (done)"
# Flags named for what a player did ("hiked_today", "drew_today"): the past participle of their first word.
PARTICIPLES = {"drew": "drawn", "took": "taken", "ate": "eaten", "saw": "seen", "went": "gone", "gave": "given",
               "made": "made", "won": "won", "lost": "lost", "paid": "paid", "got": "got", "kept": "kept"}
# The verbs a yes/no column's name may start with ("needs_animals", "scores_twice"), as the third person says them.
VERBS = ("needs", "scores", "counts", "gives", "takes", "shows", "allows", "requires", "uses", "ends", "starts",
         "holds", "keeps", "owns")
# The last word of a flag named for a state something is in ("pass_taken", "pace_broken"): "the pass is taken".
DONE = ("taken", "broken", "used", "chosen", "given", "drawn", "seen", "done", "played", "claimed", "won", "lost",
        "spent", "paid", "open", "closed", "full", "empty", "ready")
# Words that join a name into one modifier before a noun: "the in-game goals", "the face-up cards".
COMPOUNDS = {"in game": "in-game", "end game": "end-game", "face up": "face-up", "face down": "face-down"}
_COMPOUND = re.compile(r"\b(" + "|".join(COMPOUNDS) + r")\b")


def top_comma(text: str) -> bool:
    """Has the text a comma outside parentheses (so it needs brackets inside a list)?"""
    depth = 0
    for ch in plain(text):
        depth += ch == "("
        depth -= ch == ")"
        if ch == "," and depth == 0:
            return True
    return False


def plain(text: str) -> str:
    """Rich text without icons and term marks."""
    return _MARK.sub("", text)


def words(name: str) -> str:
    """A name as words: "used_dice" → "used dice", "in_game_goals" → "in-game goals"."""
    return _COMPOUND.sub(lambda m: COMPOUNDS[m.group(1)], name.replace("_", " ").replace("-", " "))


def singular(phrase: str) -> str:
    head, _, last = phrase.rpartition(" ")
    if last in IRREGULAR:
        last = IRREGULAR[last]
    elif last.endswith("ies") and len(last) > 4:
        last = last[:-3] + "y"
    elif last.endswith("s") and not last.endswith("ss") and len(last) > 2:
        last = last[:-1]
    return f"{head} {last}".strip()


def plural_word(word: str) -> str:
    irregular = {v: k for k, v in IRREGULAR.items()}
    if word in irregular:
        return irregular[word]
    if word.endswith("s"):
        return word
    if word.endswith("y") and len(word) > 2 and word[-2] not in "aeiou":
        return word[:-1] + "ies"     # story -> stories, but day -> days
    return word + "s"


def _plural_noun(word: str) -> bool:
    return word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 2 or word in IRREGULAR


def _first_letter(text: str) -> int | None:
    """Where the first letter of `text` stands, past marks and icons (None: it has none)."""
    i = 0
    while i < len(text):
        if text[i] == ICON:
            i = text.index(END, i) + 1
        elif text[i] in (TERM, END):
            i += 1
        else:
            return i
    return None


def capital(text: str) -> str:
    """Capitalise the first letter, skipping marks and icons."""
    i = _first_letter(text)
    return text if i is None else text[:i] + text[i].upper() + text[i + 1:]


def lower_first(text: str) -> str:
    """Undo `capital` for a sentence that continues another ('If …, gain 4 water.')."""
    i = _first_letter(text)
    if i is None or text[i + 1:i + 2].isupper():
        return text
    return text[:i] + text[i].lower() + text[i + 1:]


def sentence(text: str) -> str:
    text = capital(text.strip())
    return text if not text or plain(text)[-1:] in ".:!?" else text + "."


def number(value: int) -> str:
    return f"{MINUS}{-value}" if value < 0 else str(value)


def join_and(items, word: str = "and") -> str:
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


WITH = {"with": "with", "yes": "with", "on": "with", "enabled": "with",
        "without": "without", "no": "without", "off": "without", "disabled": "without"}


def played_with(option: str, value: str) -> str | None:
    """An option that turns a part of the game on or off, said as a rulebook does: 'with instant cards',
    'without the animal module'; None for an option with other values."""
    if value not in WITH:
        return None
    noun = words(option)
    plural = noun.endswith("s") and not noun.endswith("ss")
    return f"{WITH[value]} {noun if plural else 'the ' + noun}"


def possessive(phrase: str) -> str:
    if plain(phrase) in ("you", "You"):     # `me.seat`: "your seat", not "you's seat"
        return phrase[0] + "our"
    last = plain(phrase).rsplit(" ", 1)[-1]
    # a plural takes the apostrophe alone ("Item spaces' spaces"); a name such as "Moss" keeps 's
    plural = last.endswith("s") and not last.endswith(("ss", "us", "is")) and last[:1].islower() or last.endswith("s'")
    return phrase + ("'" if plural else "'s")


@dataclass
class Line:
    """One sentence of rules text, with the sentences that depend on it (an if's body)."""
    text: str
    children: list = field(default_factory=list)

    def plain(self, indent: int = 0) -> str:
        out = ["  " * indent + plain(self.text)]
        out += [child.plain(indent + 1) for child in self.children]
        return "\n".join(out)


def plain_lines(lines) -> str:
    return "\n".join(line.plain() for line in lines)


@dataclass(frozen=True)
class Clause:
    """A condition as subject + verb + rest, so that 'not' and 'or' can be said naturally."""
    subject: str
    verb: str            # is, are, has, have, can, or "" for free text held in `rest`
    rest: str
    negated: bool = False

    def text(self) -> str:
        if not self.verb:
            return f"not {self.rest}" if self.negated else self.rest
        verb = self.verb
        you = plain(self.subject) in ("you", "You")
        if self.negated:
            verb = {"is": "is not", "are": "are not", "has": "does not have", "have": "do not have",
                    "was": "was not", "were": "were not",
                    "can": "cannot", HAS: "has not", HAVE: "have not"}.get(
                verb, f"{'do' if you else 'does'} not {verb[:-1]}" if verb in VERBS else f"not {verb}")
        elif verb in VERBS and you:
            verb = verb[:-1]        # "you hold the Windrose", said of a player as "the player holds …"
        verb = {HAS: "has", HAVE: "have"}.get(verb, verb)
        return f"{self.subject} {verb} {self.rest}".strip()

    def negate(self) -> "Clause":
        if self.verb == "is" and self.rest in ("true", "false"):    # a yes or no: "lit is false", not "lit is not true"
            return replace(self, rest="false" if self.rest == "true" else "true")
        return replace(self, negated=not self.negated)

    def relative(self, subject: str, who: str, plural: bool = True) -> str | None:
        """'the player is finished' as 'who are finished' ('who is finished' after 'some player'), when the
        subject is `subject`."""
        if self.subject != subject or not self.verb:
            return None
        if not plural:
            return f"{who} {Clause('', self.verb, self.rest, self.negated).text().strip()}"
        verb = {"is": "are", "has": "have", "was": "were", HAS: HAVE}.get(self.verb, self.verb)
        rest = self.rest
        if verb == "are" and rest.startswith(("a ", "an ")) and " " not in rest.split(" ", 1)[1]:
            rest = plural_word(rest.split(" ", 1)[1])       # "players who are not Robo-Hikers"
        if verb in VERBS:       # "who hold the Windrose", "who do not hold it"
            return f"{who} {Clause('you', verb, rest, self.negated).text()[len('you '):]}"
        return f"{who} {Clause('', verb, rest, self.negated).text().strip()}"


def free(text: str) -> Clause:
    return Clause("", "", text)


# Locals that count seats rather than name a player's role: "the number player" reads as nothing.
SEAT_NOUNS = ("number", "seat", "index")


@dataclass
class Var:
    """A local name: an action parameter, a loop variable, a `let` or a `choose`."""
    noun: str
    kind: tuple
    fixed: object = None        # the only value a parameter can take, as a node
    phrase: str | None = None   # how to say it here, if not "the <noun>"


@dataclass
class Ctx:
    locals: dict = field(default_factory=dict)
    player: bool = True
    loop: str | None = None     # what `stop` leaves: "repeating" or the remaining items

    def bind(self, **names) -> "Ctx":
        return Ctx({**self.locals, **names}, self.player, self.loop)


def param_var(fdef, name: str) -> Var:
    """A function's or procedure's parameter as the glossary names it: `g` of goals is "the goal"."""
    kind = fdef.param_types.get(name, (None,))[0] if hasattr(fdef, "param_types") else None
    if kind == "flag":      # a yes or no passed in: "if made it is true", not "if the made it"
        return Var(words(name), ("bool",))
    if len(name) <= 2 and kind == "player":
        return Var("player", ("player",))
    if len(name) <= 2 and kind == "number":
        return Var("number", ("int",))
    if len(name) <= 2 and isinstance(kind, str) and kind != "flag":
        return Var(singular(words(kind)), ("id", kind))
    return Var(words(name), ("any",))



class English:
    """Renders a game's syntax trees as English rules text."""

    choosing_payment = False     # inside an action: a market payment lets the player choose (see market_cost)

    def __init__(self, model: GameModel, resolver: Resolver | None = None, icons=()):
        self.model = model
        self.resolver = resolver or resolve(model)
        self.icons = set(icons)
        self._player_fn: dict[str, bool] = {}

    # ================================================================ helpers
    def word(self, name: str) -> str:
        """A game name as words, with its icon when the game has one."""
        icon = f"{ICON}{name}{END}" if name in self.icons else ""
        return icon + words(name)

    def term(self, name: str) -> str:
        return f"{TERM}{words(name)}{END}"

    def field_def(self, name: str, ctx: Ctx):
        if ctx.player and name in self.model.player:
            return self.model.player[name]
        return self.model.globals.get(name)

    def symbol(self, name: str, hint: str | None = None) -> str:
        """A symbol as its row's printed name ('wild' → 'Wild wagon'); `hint` picks the table if several have it."""
        # the resolver's symbols and kinds, worked out once: the model is complete before its text is written
        kind = self.resolver.symbol_kind(name if name in self.resolver.symbols else name.replace("_", "-"))
        if hint in self.model.tables and any(r.get("id") in (name, name.replace("_", "-"))
                                             for r in self.model.tables[hint].rows):
            kind = ("id", hint)
        if kind[0] == "id":
            table = self.model.tables[kind[1]]
            for row in table.rows:
                if row.get("id") in (name, name.replace("_", "-")) and isinstance(row.get("name"), str):
                    text = row["name"]
                    if " " in text and text[:1].islower() and not text.startswith(("the ", "a ", "an ")):
                        text = f"“{text}”"      # an answer such as “build no temple” reads as a quotation
                    noun = singular(words(table.name))
                    if text.lower().endswith(" " + noun) or text.lower() == noun:
                        text = "the " + text
                    return (f"{ICON}{name}{END}" if name in self.icons else "") + text
        return self.word(name)

    def collection(self, name: str, scope: str) -> str:
        """A set or zone field: 'your used dice', 'the face up cards'."""
        text = words(name)
        last = text.rsplit(" ", 1)[-1]
        fdef = self.model.player.get(name) if scope == "player" else self.model.globals.get(name)
        if fdef is not None and fdef.type == "zone" and last == "card":
            text += "s"         # `camp_card`: "the camp cards", not "the camp card cards"
        elif fdef is not None and fdef.type == "zone" and not last.endswith("s") and last not in (
                "deck", "hand", "pile", "row", "box", "bag", "display", "market", "supply", "chart", "offer"):
            text += " cards"
        icon = f"{ICON}{name}{END}" if name in self.icons else ""
        if fdef is not None and fdef.type == "set" and fdef.of and not any(
                w.endswith("s") and not w.endswith("ss") or w in IRREGULAR for w in text.split()):
            text += " " + words(fdef.of)      # `travelling`: "your travelling trail types"
        return ("your " if scope == "player" else "the ") + icon + text

    def table_for(self, noun: str) -> str | None:
        """The table whose rows are called `noun` ('die' → dice)."""
        for name in self.model.tables:
            if singular(words(name)) == noun or words(name) == noun:
                return name
        return None

    def is_plural(self, node, ctx: Ctx) -> bool:
        if isinstance(node, ast.Name):
            var = ctx.locals.get(node.name)
            if var is not None:     # "the cubes are", "the bottles owed are"; "the dice count is"
                nouns = var.noun.split()
                return bool(var.phrase is None and var.fixed is None and nouns and (
                    _plural_noun(nouns[-1]) or len(nouns) == 2 and nouns[1].endswith("ed") and _plural_noun(nouns[0])))
            if node.name in self.model.tables:
                return True
            fdef = self.field_def(node.name, ctx)
            if fdef is not None:
                last = plain(self.x(node, ctx)).rsplit(" ", 1)[-1]
                return last.endswith("s") and not last.endswith("ss") or last in IRREGULAR
            return False
        if isinstance(node, ast.Field):
            return node.name.endswith("s") and not node.name.endswith("ss")
        if isinstance(node, ast.Call):
            return node.func in self.model.functions and node.func.endswith("s") and \
                self.kind(node, ctx)[0] in ("int", "list", "set")
        return False

    def be(self, node, ctx) -> str:
        return "are" if self.is_plural(node, ctx) else "is"

    def kind(self, node, ctx: Ctx) -> tuple:
        """The kind of an expression, enough to choose words: the one the resolver found.

        The only nodes the resolver never saw are the ones the sheet makes itself (the call
        of a function in the glossary) and the sheet's own locals.
        """
        known = self.resolver.kinds.get(id(node))
        if known is not None:
            return known
        if isinstance(node, ast.Call) and node.func in self.resolver.function_kinds:
            return self.resolver.function_kinds[node.func]
        if isinstance(node, ast.Name) and node.name in ctx.locals:
            return ctx.locals[node.name].kind
        return ("any",)

    def noun_of(self, kind: tuple, fallback: str) -> str:
        """What one element of a collection is called: 'section', 'player', 'card'."""
        if kind[0] == "group":
            kind = kind[1]
        if kind[0] == "player":
            return "player"
        if kind[0] == "id" and kind[1] in self.model.tables:
            return singular(words(kind[1]))
        if kind[0] == "int" and len(fallback) == 1:
            return "number"
        return words(fallback)

    def var_for(self, var: str, source, ctx: Ctx) -> Var:
        """A loop or choice variable: named after what it ranges over when its own name is a letter."""
        element = element_kind(self.kind(source, ctx))
        noun = self.noun_of(element, var) if len(var) <= 2 else words(var)
        taken = {v.noun for v in ctx.locals.values()}
        if noun in taken:
            noun = "other " + noun
        return Var(noun, element)

    def uses_player(self, name: str) -> bool:
        """Does function `name` read the acting player's state (so it is 'your …')?"""
        if name in self._player_fn:
            return self._player_fn[name]
        self._player_fn[name] = False
        fdef = self.model.functions[name]
        found = False
        for node in (fdef.body.walk() if fdef.body is not None else ()):
            if isinstance(node, ast.Name) and node.name in self.model.player and node.name not in fdef.params:
                found = True
            elif isinstance(node, ast.Call) and node.func in self.model.functions and self.uses_player(node.func):
                found = True
            if found:
                break
        self._player_fn[name] = found
        return found

    # ================================================================ expressions (noun phrases)
    def x(self, node, ctx: Ctx) -> str:
        return getattr(self, "x_" + type(node).__name__)(node, ctx)

    def x_Number(self, node, ctx):
        return number(node.value)

    def x_Bool(self, node, ctx):
        return "true" if node.value else "false"

    def x_String(self, node, ctx):
        return f"“{node.value}”"

    def x_Name(self, node, ctx):
        m, name = self.model, node.name
        if name in ctx.locals:
            var = ctx.locals[name]
            if var.phrase is not None:
                return var.phrase
            if var.fixed is not None:
                if isinstance(var.fixed, ast.Name):
                    return self.symbol(var.fixed.name, self.table_for(var.noun))
                return self.x(var.fixed, ctx)
            return f"the {var.noun}"
        fdef = self.field_def(name, ctx)
        if fdef is not None:
            scope = "player" if ctx.player and name in m.player else "global"
            if fdef.type in ("set", "zone"):
                return self.collection(name, scope)
            return ("your " if scope == "player" else "the ") + self.word(name)
        if name in m.tables:
            table = m.tables[name]
            if table.deck and table.deck.get("name"):
                return table.deck["name"]
            return self.word(name)
        if name in m.constants:
            value = m.constants[name][0]
            return number(value) if isinstance(value, int) else "the " + self.word(name)
        if name in m.options:
            return "the chosen " + self.word(name)
        if name == "players":
            return "the players"
        if name == "player_count":
            return "the number of players"
        if name == "round":
            return "the round number"
        if name == "me":
            return "you"
        if name == NONE:
            return "none"
        return self.symbol(name)

    def x_Field(self, node, ctx):
        if self.kind(node.obj, ctx)[0] == "table":
            return self.symbol(node.name)     # `weather_tokens.wind`: the entry itself
        obj = self.x(node.obj, ctx)
        col = self.word(node.name)
        if self.kind(node.obj, ctx)[0] == "player" and node.name in self.model.player and \
                self.model.player[node.name].type in ("set", "zone"):
            col = self.collection(node.name, "player").replace("your ", "", 1)
        if node.name in ("from", "to"):
            col = {"from": "start", "to": "end"}[node.name]
        if len(plain(obj).split()) > 3 or " of " in plain(obj) or "'s " in plain(obj):
            return f"the {col} of {obj}"
        return f"{possessive(obj)} {col}"

    def x_Index(self, node, ctx):
        okind = self.kind(node.obj, ctx)
        if okind[0] == "table":
            key = self.kind(node.key, ctx)
            if key[0] == "id" and key[1] == okind[1] or key[0] == "any":
                return self.x(node.key, ctx)
            if isinstance(node.key, ast.Name) and node.key.name not in ctx.locals and \
                    self.field_def(node.key.name, ctx) is None:
                return self.symbol(node.key.name, okind[1])
            return f"the {singular(words(okind[1]))} for {self.x(node.key, ctx)}"
        if isinstance(node.obj, ast.Name) and node.obj.name == "rolled":
            key = self.key(node, ctx)
            return f"{possessive(key)} roll" if len(plain(key).split()) <= 3 else f"the roll of {key}"
        if okind[0] == "map" and isinstance(node.obj, ast.Name):
            held = self.held_at(node, ctx)
            if held is not None:
                return held
            scope = "your " if ctx.player and node.obj.name in self.model.player else "the "
            icon = f"{ICON}{node.obj.name}{END}" if node.obj.name in self.icons else ""
            return f"{scope}{icon}{singular(words(node.obj.name))} for {self.key(node, ctx)}"
        if okind[0] == "lookup" and isinstance(node.obj, ast.Name):
            table = self.model.constants[node.obj.name][0]
            return f"the {self.word(node.obj.name)} for {self.x(node.key, ctx)} ({self.lookup_inline(table)})"
        if isinstance(node.obj, ast.Name) and node.obj.name == "players":
            return self.player_phrase(node, ctx)        # `players[bond_from]`: a player, not an entry of a list
        if okind[0] in ("list", "zone"):
            return f"entry {self.x(node.key, ctx)} of {self.x(node.obj, ctx)}"
        return f"{self.x(node.obj, ctx)} for {self.x(node.key, ctx)}"

    def held_at(self, node: ast.Index, ctx) -> str | None:
        """An entry of a map named for where it lies (`on_path[x]`: its name begins with a preposition, so "the on
        path for the path" says nothing): what its text says each key holds, said of this key ("the Story token on
        each path" → "the Story token on the path"); None where the name is a noun or the text names no "each"."""
        fdef = self.field_def(node.obj.name, ctx)
        if fdef is None or not fdef.text or words(node.obj.name).split()[0] not in PREPOSITIONS:
            return None
        each = f"each {singular(words(fdef.keys or ''))}"
        if each not in fdef.text:
            return None
        return fdef.text.replace(each, self.key(node, ctx), 1)

    def key(self, node: ast.Index, ctx) -> str:
        """The key of a map lookup, a symbol read as a row of the map's key table."""
        fdef = self.field_def(node.obj.name, ctx) if isinstance(node.obj, ast.Name) else None
        key = node.key
        if fdef is not None and isinstance(key, ast.Name) and key.name not in ctx.locals and \
                self.field_def(key.name, ctx) is None and key.name not in self.model.constants:
            return self.symbol(key.name, fdef.keys)
        return self.x(key, ctx)

    def x_Call(self, node, ctx):
        m = self.model
        args = [self.x(a, ctx) for a in node.args]
        if node.func in m.functions:
            return self.function_phrase(node, args, ctx)
        method = getattr(self, "call_" + node.func, None)
        if method is not None:
            return method(node, args, ctx)
        return f"{words(node.func)}({', '.join(args)})"

    def function_phrase(self, node, args, ctx) -> str:
        kind = self.kind(node, ctx)
        if node.of is not None:     # `q.longest_trail()`: the other player's, not yours
            of = f" for {join_and(args)}" if args else ""
            return self.owned(self.player_phrase(node.of, ctx), self.term(node.func)) + of
        owner = "your " if self.uses_player(node.func) and ctx.player else "the "
        term = self.term(node.func)
        if kind[0] == "bool":
            return self.function_clause(node, args, ctx).text()
        if not args:
            return owner + term
        link = " " if words(node.func).rsplit(" ", 1)[-1] in PREPOSITIONS else " of "
        return f"{owner}{term}{link}{join_and(args)}"

    @staticmethod
    def owned(owner: str, noun: str) -> str:
        """'your puddings', 'every player's puddings', 'the puddings of the player on your left'."""
        if plain(owner) in ("you", "You"):
            return f"your {noun}"
        if len(plain(owner).split()) > 3 or " of " in plain(owner) or "'s " in plain(owner) or \
                " whose " in plain(owner):
            return f"the {noun} of {owner}"
        return f"{possessive(owner)} {noun}"

    def function_clause(self, node, args, ctx) -> Clause:
        term = self.term(node.func)
        first = words(node.func).split(" ", 1)[0]
        if not args:
            if first in ("at", "in", "on", "near", "past", "inside") and self.uses_player(node.func):
                return Clause("you", "are", term)
            return free(term)
        if len(args) == 1 and node.func.endswith(("ed", "open", "free", "full", "empty", "ready")):
            return Clause(args[0], self.be(node.args[0], ctx), term)
        if first in ("can", "may", "must"):
            rest = words(node.func).split(" ", 1)[1] if " " in words(node.func) else ""
            return Clause("you", first, f"{TERM}{rest}{END} for {join_and(args)}")
        return free(f"{term} for {join_and(args)}")

    def call_count(self, node, args, ctx):
        if args and isinstance(node.args[0], ast.Index) and self.kind(node.args[0], ctx)[0] == "zone":
            return f"the number of cards in {args[0]}"      # count(decks[level]): one pile of several
        if args and self.kind(node.args[0], ctx)[0] == "zone" and not self.is_plural(node.args[0], ctx) and \
                not plain(args[0]).endswith(("cards", "s")):
            return f"the number of cards in {args[0]}"      # count(hand): not "the number of your hand"
        if args and self.kind(node.args[0], ctx)[0] == "tableau":
            return f"the number of cards laid in {args[0]}"
        return f"the number of {args[0]}" if args else "the number"

    def call_nth(self, node, args, ctx):
        key = node.args[1]
        if isinstance(key, ast.Number) and key.value < len(ORDINALS):       # "the first of the telling cards"
            return f"the {ORDINALS[key.value]} of {args[0]}" if self.is_plural(node.args[0], ctx) else \
                f"the {ORDINALS[key.value]} card of {args[0]}"
        if isinstance(key, ast.BinOp) and key.op == "-" and isinstance(key.right, ast.Number) and \
                key.right.value == 1 and isinstance(key.left, ast.Call) and key.left.func == "count" and \
                key.left.args and shape(key.left.args[0]) == shape(node.args[0]):
            return f"the last of {args[0]}" if self.is_plural(node.args[0], ctx) else f"the last card of {args[0]}"
        noun = singular(plain(args[0])).removeprefix("the ").removeprefix("your ")
        where = f"({args[1]})" if isinstance(node.args[1], (ast.BinOp, ast.Conditional)) else args[1]
        return f"the {noun} at position {where} in {args[0]}, counting from 0"

    def call_affords(self, node, args, ctx):
        return f"you can pay {args[0]}" if args else "you can pay it"

    def call_position(self, node, args, ctx):
        return f"the position of {args[0]} in {args[1]}, counting from 0"

    def call_min(self, node, args, ctx):
        return self.bound(node, args, "at most", "lower")

    def call_max(self, node, args, ctx):
        return self.bound(node, args, "at least", "higher")

    def bound(self, node, args, limit: str, which: str) -> str:
        args = [f"({a})" if top_comma(a) else a for a in args]
        if len(args) == 2:
            if limit == "at least" and isinstance(node.args[0], ast.Number) and node.args[0].value == 0:
                return f"{args[1]}, if more than 0"
            for i, j in ((1, 0), (0, 1)):
                if isinstance(node.args[i], ast.Number) or self.is_constant(node.args[i]):
                    return f"{args[j]}, {limit} {args[i]}"
        return f"the {which} of {join_and(args)}"

    def is_constant(self, node) -> bool:
        return isinstance(node, ast.Name) and node.name in self.model.constants and \
            isinstance(self.model.constants[node.name][0], int)

    def call_abs(self, node, args, ctx):
        arg = node.args[0] if node.args else None
        if isinstance(arg, ast.BinOp) and arg.op == "-":     # abs(a - b): how far apart two numbers are
            return f"the difference between {self.operand(arg, arg.left, ctx)} and {self.operand(arg, arg.right, ctx)}"
        return f"the size of {args[0]}"

    def call_subsets(self, node, args, ctx):
        return f"any {args[1]} or more of {args[0]}"

    def call_distinct(self, node, args, ctx):
        if node.args and self.kind(node.args[0], ctx)[0] == "zone":
            return f"the different cards in {args[0]}"
        return f"the different {args[0].removeprefix('the ')}"

    def call_longest_path(self, node, args, ctx):
        return f"the length of the longest continuous path through {args[0]}"

    def call_degree(self, node, args, ctx):
        return f"the number of {args[0]} ending at {args[1]}"

    def call_walks(self, node, args, ctx):
        return f"the routes from {args[1]} along 1 to {args[2]} of {args[0]}, never passing a place twice"

    def call_walk_end(self, node, args, ctx):
        return f"where {args[0]} from {args[1]} arrives"

    def call_connected(self, node, args, ctx):
        return f"{args[1]} and {args[2]} are connected by {args[0]}"

    def call_spots(self, node, args, ctx):
        return f"the places next to or over a card of {args[0]} (never over a card that stays uncovered)"

    def call_loop_lengths(self, node, args, ctx):
        return f"the trail markers of each closed loop of {args[0]}"

    def call_loop_kinds(self, node, args, ctx):
        return f"the kinds of trail of the closed loops of {args[0]}"

    def call_loop_tokens(self, node, args, ctx):
        return f"the numbers of different tokens on the closed loops of {args[0]}"

    # figures walking a tableau's trails (runtime/figures.py): "the figure of your travellers for the trail type"
    def call_exits(self, node, args, ctx):
        return f"the trails leaving the camp of {_figure(*args)}"

    def call_walked(self, node, args, ctx):
        return f"the trail markers {_figure(*args)} has walked"

    def call_seen(self, node, args, ctx):
        return f"the different tokens {_figure(*args)} has passed"

    def call_stands_at(self, node, args, ctx):
        return f"the place where {_figure(*args)} stands"

    def call_waiting(self, node, args, ctx):
        return f"{_figure(*args)} waits on its camp for a trail"

    def call_walking(self, node, args, ctx):
        return f"{_figure(*args)} is on its way"

    def call_stopped(self, node, args, ctx):
        return f"{_figure(*args)} has stopped at a dead end"

    def call_home(self, node, args, ctx):
        return f"{_figure(*args)} is back at its camp"

    def call_closed(self, node, args, ctx):
        return f"the trail of {_figure(*args)} runs from its camp back to it"

    def call_trail_length(self, node, args, ctx):
        return f"the trail markers of the closed trail of {_figure(*args)}"

    def call_trail_tokens(self, node, args, ctx):
        return f"the different tokens on the closed trail of {_figure(*args)}"

    def x_Aggregate(self, node, ctx):
        var = self.var_for(node.var, node.source, ctx)
        inner = ctx.bind(**{node.var: var})
        source = self.x(node.source, ctx)
        if isinstance(node.source, ast.Range):
            source = f"{var.noun}s from {node.source.low} to {node.source.high}"
        method = getattr(self, "agg_" + node.func, None)
        if method is None:
            return f"{node.func} of {self.x(node.item, inner)} for each {var.noun} of {source}"
        return method(node, var, inner, source, ctx)

    def where(self, node, var: Var, inner: Ctx, plural: bool = True) -> str:
        if node.filter is None:
            return ""
        clause = self.c(node.filter, inner)
        who = "who" if var.noun == "player" else "that"
        rel = clause.relative(f"the {var.noun}", who, plural)
        owner = possessive(f"the {var.noun}") + " "
        if rel is None and clause.verb and clause.subject.startswith(owner) and " and " not in clause.subject:
            rel = f"whose {clause.subject[len(owner):]} {Clause('', clause.verb, clause.rest, clause.negated).text().strip()}"
        return f" {rel}" if rel else f" where {clause.text()}"

    def among(self, source: str) -> str:
        return source

    def agg_count(self, node, var, inner, source, ctx):
        where = self.where(node, var, inner)
        if where and self.bare(node.source, inner):
            return f"the number of {plural_word(var.noun)}{where}"     # not "the number of players in the players"
        if where and plain(source).startswith(("your ", "the ")):
            return f"the number of {plural_word(var.noun)} in {source}{where}"
        return f"the number of {source}{where}"

    def agg_sum(self, node, var, inner, source, ctx):
        item = node.item
        where = self.where(node, var, inner)
        if isinstance(item, ast.Field) and self.refers_to(item.obj, node.var):
            return f"the total {self.word(item.name)} of {self.among(source)}{where}"
        if isinstance(item, ast.Index) and isinstance(item.key, ast.Name) and item.key.name == node.var:
            phrase = self.x(item.obj, ctx)
            over = source if plain(source).startswith(("your ", "the ")) else "all " + source
            return f"the total of {phrase} over {over}{where}"
        return f"the sum, over {self.among(source)}{where}, of {self.x(item, inner)}"

    def agg_min(self, node, var, inner, source, ctx):
        return self.extreme(node, var, inner, source, "lowest")

    def agg_max(self, node, var, inner, source, ctx):
        return self.extreme(node, var, inner, source, "highest")

    def extreme(self, node, var, inner, source, which):
        where = self.where(node, var, inner)
        item = node.item
        if isinstance(item, ast.Field) and self.refers_to(item.obj, node.var):
            return f"the {which} {self.word(item.name)} among {self.among(source)}{where}"
        if isinstance(item, ast.Call) and item.of is not None and self.refers_to(item.of, node.var):
            of = f" for {join_and(self.x(a, inner) for a in item.args)}" if item.args else ""
            return f"the {which} {self.term(item.func)}{of} among {self.among(source)}{where}"
        phrase = self.x(item, inner)
        if plain(phrase).startswith("the "):
            phrase = phrase.replace("the ", "", 1)
        elif plain(phrase).startswith("your "):
            phrase = "of " + phrase
        return f"the {which} {phrase} among {self.among(source)}{where}"

    def agg_distinct(self, node, var, inner, source, ctx):
        where = self.where(node, var, inner)
        if isinstance(node.item, ast.Name) and node.item.name == node.var:
            if self.bare(node.source, inner):       # a table's rows differ already: "the skills where …"
                return f"the {plural_word(var.noun)}{where}"
            return f"the different {plural_word(var.noun)} of {self.among(source)}{where}"
        item = node.item
        if isinstance(item, ast.Call) and item.of is not None and self.refers_to(item.of, node.var):
            of = f" for {join_and(self.x(a, inner) for a in item.args)}" if item.args else ""
            return f"the different {self.plural_term(item.func)}{of} among {self.among(source)}{where}"
        value = self.x(node.item, inner)
        if isinstance(item, ast.Conditional) or top_comma(value):
            value = f"values of ({value})"      # not "the different the path's end if …"
        elif plain(value).startswith("the "):
            value = "values of " + value
        over = f"the {plural_word(var.noun)}" if self.bare(node.source, inner) else \
            f"the {plural_word(var.noun)} of {self.among(source)}"
        return f"the different {value} for {over}{where}"

    def plural_term(self, name: str) -> str:
        """A function's name as a defined term in the plural: "the different *end measures*"."""
        head, _, last = words(name).rpartition(" ")
        return f"{TERM}{(head + ' ' if head else '') + plural_word(last)}{END}"

    def agg_all(self, node, var, inner, source, ctx):
        return self.quantified(node, var, inner, source, ctx, "every").text()

    def agg_any(self, node, var, inner, source, ctx):
        return self.quantified(node, var, inner, source, ctx, "some").text()

    def bare(self, source, ctx: Ctx) -> bool:
        """Is `source` every row of a table, or every player (so 'every player', not 'each of the players')?"""
        return isinstance(source, ast.Name) and source.name not in ctx.locals and \
            self.field_def(source.name, ctx) is None and \
            (source.name in self.model.tables or source.name == "players")

    def quantified(self, node, var, inner, source, ctx, word, item=None) -> Clause:
        """`all(…)` as 'every player …', `any(…)` as 'some player …', and, negated, 'no player …'.

        `item`: the condition said of each, when it is not the aggregate's own (a negated one)."""
        if self.bare(node.source, inner):
            phrase = f"{word} {var.noun}"
        else:
            nouns = plural_word(var.noun)
            if not plain(source).endswith("s") and nouns not in plain(source).split() and \
                    var.noun not in ("number", "card"):
                source = f"the {nouns} in {source}"     # "one of the paths in the walk", not "one of the walk"
            phrase = {"every": "each", "some": "one", "no": "none"}[word] + f" of {source}"
        if node.filter is not None:
            phrase += self.where(node, var, inner, plural=False)
        item = node.item if item is None else item
        if self.is_junction(item):
            said = self.c(item, inner)
            if said.verb and said.subject == f"the {var.noun}":
                return replace(said, subject=phrase)     # one claim about each: "every player is finished or eliminated"
            # "every player is tired or 10 is 10" would leave the second half outside the quantifier
            return free(f"for {phrase}, {lower_first(said.text())}")
        quoted = inner.bind(**{node.var: replace(var, phrase=phrase)})
        clause = self.c(item, quoted)
        if plain(clause.text()).count(plain(phrase)) != 1:
            # said once per mention, "some player" would name a different player each time (and never
            # said, the quantifier would be lost)
            return free(f"for {phrase}, {lower_first(self.c(item, inner).text())}")
        return clause

    def refers_to(self, node, var: str) -> bool:
        """Is `node` the loop variable itself, or a table row looked up by it?"""
        if isinstance(node, ast.Name):
            return node.name == var
        if isinstance(node, ast.Index) and isinstance(node.obj, ast.Name) and node.obj.name in self.model.tables:
            return isinstance(node.key, ast.Name) and node.key.name == var
        return False

    def x_Conditional(self, node, ctx):
        cond = self.c(node.cond, ctx).text()
        then, other = node.then, node.otherwise
        base = self.x(other, ctx)
        if isinstance(then, ast.BinOp) and then.op == "*" and shape(other) in (shape(then.left), shape(then.right)):
            factor = then.right if shape(then.left) == shape(other) else then.left
            if isinstance(factor, ast.Number) and factor.value == 2:
                return f"{base}, doubled if {cond}"
            return f"{base}, times {self.x(factor, ctx)} if {cond}"
        if isinstance(then, ast.BinOp) and then.op in "+-" and shape(then.left) == shape(other):
            word = "plus" if then.op == "+" else "minus"
            return f"{base}, {word} {self.x(then.right, ctx)} if {cond}"
        if isinstance(other, ast.ListLit) and not other.items:
            return f"{self.x(then, ctx)} if {cond} (otherwise nothing)"
        if isinstance(then, ast.ListLit) and not then.items:
            return f"{base} unless {cond}"
        sep = ";" if isinstance(other, ast.Conditional) else ","
        return f"{self.branch(then, ctx)} if {cond}{sep} otherwise " + \
            (base if isinstance(other, ast.Conditional) else self.branch(other, ctx, base))

    def branch(self, node, ctx: Ctx, text: str | None = None) -> str:
        """One outcome of `if … then … else …`, bracketed when it is an and/or or has commas of its own, so that
        the condition after it is read as the whole outcome's: "(you are a robot, or both …) if co-op"."""
        text = self.x(node, ctx) if text is None else text
        if isinstance(node, ast.BinOp) and node.op in ("and", "or") or top_comma(text):
            return f"({text})"
        return text

    def x_BinOp(self, node, ctx):
        if node.op in ("and", "or", "in", "not_in", "==", "!=", "<", "<=", ">", ">="):
            return self.c(node, ctx).text()
        seat = self.seat_step(node)
        if seat is not None:
            return self.seat_phrase(*seat, ctx)
        left, right = self.operand(node, node.left, ctx), self.operand(node, node.right, ctx)
        if node.op == "+":
            if self.kind(node, ctx)[0] == "list":
                return f"{left}, or {right}"
            return f"{left} plus {right}"
        if node.op == "-":
            return f"{left} minus {right}"
        if node.op == "*":
            if isinstance(node.left, ast.Number) and node.left.value == 2:
                return f"twice {right}"
            return f"{left} × {right}"
        if node.op == "/":
            return f"{left} ÷ {right} rounded down"
        if node.op == "%":
            return f"the remainder of {left} divided by {right}"
        return f"{left} {node.op} {right}"

    def operand(self, parent, child, ctx) -> str:
        """One side of a sum or product, in brackets when a reader going left to right would group it
        otherwise: '(0 minus 6) ÷ 2', '0 minus (6 ÷ 2 rounded down)', '(2 if …, otherwise 0) plus 1'."""
        text = self.x(child, ctx)
        if self.needs_brackets(parent, child) or (parent.op != "+" or self.kind(parent, ctx)[0] != "list") and \
                top_comma(text):
            return f"({text})"      # "(the position of the card in your hand, counting from 0) minus 1"
        return text

    @staticmethod
    def needs_brackets(parent, child) -> bool:
        if parent.op == "+" and isinstance(child, ast.Conditional) and isinstance(child.otherwise, ast.ListLit):
            return False         # lists joined: "the top card if …, or the face up cards"
        if isinstance(child, ast.Conditional):
            return True
        if not (isinstance(child, ast.BinOp) and child.op in PRECEDENCE) or seat_step(child) is not None:
            return False
        if parent.op == "%" or child.op == "%":
            return True          # "the remainder of a plus 1 divided by n" groups either way
        if child is parent.left:
            return PRECEDENCE[child.op] != PRECEDENCE[parent.op]      # "a minus b plus c": read in order
        return not (child.op == parent.op and child.op in "+*")       # "a plus (b minus c)"

    def seat_step(self, node):
        return seat_step(node)

    def seat_phrase(self, base, step: int, ctx: Ctx, player: bool = False) -> str:
        """`(me.seat + 1) % player_count`: 'the seat on your left' (player: 'the player on your left').

        Seats count to the left, as `pass … to left` passes: the next seat is the one on your left."""
        side = "left" if step > 0 else "right"
        places = "" if abs(step) == 1 else f"{abs(step)} places "
        noun = "player" if player else "seat"
        if step == 0:
            return self.player_phrase(base.obj, ctx) if player and isinstance(base, ast.Field) else \
                self.x(base, ctx)
        if isinstance(base, ast.Field) and base.name == "seat":
            who = self.player_phrase(base.obj, ctx)
            if who == "you":
                return f"the {noun} {places}to your {side}" if places else f"the {noun} on your {side}"
            return f"the {noun} {places}to the {side} of {who}"
        seat = self.x(base, ctx)
        return f"the {noun} {places}to the {side} of the player whose seat is {seat}" if player else \
            f"the seat {places}to the {side} of {seat}"

    def x_Not(self, node, ctx):
        return self.c(node, ctx).text()

    def x_Neg(self, node, ctx):
        if isinstance(node.operand, ast.Number):
            return number(-node.operand.value)
        text = self.x(node.operand, ctx)
        if isinstance(node.operand, (ast.BinOp, ast.Conditional)):
            text = f"({text})"
        return f"minus {text}"

    def x_ListLit(self, node, ctx):
        if not node.items:
            return "nothing"
        return join_and(self.list_items(node, ctx), "or")

    def list_items(self, node: ast.ListLit, ctx) -> list:
        names = [self.x(i, ctx) for i in node.items]
        if len(set(map(plain, names))) < len(names):   # two rows with one printed name: say their ids
            names = [self.word(i.name) if isinstance(i, ast.Name) else n for i, n in zip(node.items, names)]
        return names

    def x_Range(self, node, ctx):
        return f"{node.low} to {node.high}"

    def x_RangeOf(self, node, ctx):
        return f"{self.x(node.low, ctx)} to {self.x(node.high, ctx)}"

    def x_Table(self, node, ctx):
        return self.lookup_inline(node)

    # ---------------------------------------------------------------- lookup tables
    def lookup_rows(self, table: ast.Table, ctx: Ctx | None = None) -> list:
        """[(key text, value text)], with 'at least' keys turned into ranges ('4–5', '6+')."""
        ctx = ctx or Ctx(player=False)
        rows = list(table.rows)
        out = []
        for i, row in enumerate(rows):
            value = self.x(row.value, ctx)
            if row.kind == "at_least":
                nxt = rows[i + 1] if i + 1 < len(rows) else None
                if nxt is not None and nxt.kind in ("at_least", "exact") and isinstance(nxt.key, int):
                    high = nxt.key - 1
                    key = str(row.key) if high == row.key else f"{row.key}–{high}"
                else:
                    key = f"{row.key}+"
            elif row.kind == "exact":
                key = number(row.key)
            else:
                key = self.symbol(row.key)
            out.append((key, value))
        return out

    def lookup_inline(self, table: ast.Table) -> str:
        return ", ".join(f"{v} for {k}" for k, v in self.lookup_rows(table))

    def consecutive(self, table: ast.Table) -> tuple | None:
        """'1–7' for keys 1, 2, … 7 (or '0–8+' when the last is '8+'); None for other tables."""
        keys = [(r.kind, r.key) for r in table.rows]
        if not keys or any(k not in ("exact", "at_least") for k, _ in keys):
            return None
        if any(k == "at_least" for k, _ in keys[:-1]):
            return None
        values = [v for _, v in keys]
        if values != list(range(values[0], values[0] + len(values))):
            return None
        last = f"{values[-1]}+" if keys[-1][0] == "at_least" else str(values[-1])
        return f"{number(values[0])}–{last}"

    def points_sentence(self, value, ctx: Ctx) -> str:
        """'Score 1/2/4/7/10/15/20 points for a trail of length 1–7' from `points += table[key]`."""
        if isinstance(value, ast.Index) and isinstance(value.obj, ast.Name) and \
                self.kind(value.obj, ctx)[0] == "lookup":
            name = value.obj.name
            table = self.model.constants[name][0]
            span = self.consecutive(table)
            if span is not None:
                values = "/".join(self.x(r.value, ctx) for r in table.rows)
                return f"Score {values} points for {self.key_phrase(name, value.key, span, ctx)}"
            rows = "; ".join(f"{k}: {v}" for k, v in self.lookup_rows(table, ctx))
            return f"Score points by {self.x(value.key, ctx)} ({rows})"
        if isinstance(value, ast.Conditional) and isinstance(value.otherwise, ast.Number) and value.otherwise.value == 0:
            # `if c then 10 else 0`: "If c, score 10 points", as a rulebook says it
            return f"If {self.c(value.cond, ctx).text()}, {lower_first(self.points_sentence(value.then, ctx))}"
        amount = self.x(value, ctx)
        if isinstance(value, ast.Number) or self.is_constant(value):
            return f"Score {amount} point" if plain(amount) == "1" else f"Score {amount} points"
        return f"Score points equal to {amount}"

    def key_phrase(self, lookup: str, key, span: str, ctx: Ctx) -> str:
        noun = words(lookup[: -len("_points")]) if lookup.endswith("_points") else None
        if isinstance(key, ast.Field):
            owner = noun or plain(self.x(key.obj, ctx))
            article = "an" if owner[:1] in "aeiou" else "a"
            return f"{article} {owner} of {self.word(key.name)} {span}"
        phrase = self.x(key, ctx)
        bare = phrase.removeprefix("your ").removeprefix("the ")
        if self.is_plural(key, ctx):
            return f"{span} {bare}"
        return f"{bare} {span}"

    # ================================================================ conditions
    def c(self, node, ctx: Ctx) -> Clause:
        method = getattr(self, "c_" + type(node).__name__, None)
        if method is not None:
            return method(node, ctx)
        return free(self.x(node, ctx))

    def c_Bool(self, node, ctx):
        return free("always" if node.value else "never")

    def c_Name(self, node, ctx):
        var = ctx.locals.get(node.name)
        if var is not None and var.kind[0] == "bool" and var.phrase is None and var.fixed is None:
            return Clause(var.noun, "is", "true")       # a local mark: "if lit is not true"
        fdef = self.field_def(node.name, ctx)
        if node.name not in ctx.locals and fdef is not None and fdef.type == "flag":
            scope = ctx.player and node.name in self.model.player
            return self.flag(node.name, "you" if scope else "the game", "are" if scope else "is")
        return free(self.x(node, ctx))

    def flag(self, name: str, subject: str, verb: str) -> Clause:
        """A yes/no field as a claim: 'you are finished', 'you have hiked today', 'the pass is taken', or what
        the field's `text:` says when it reads as a claim ('you hold the Windrose medallion face up')."""
        game = subject == "the game"
        if name.endswith("ed") and not game:
            return Clause(subject, verb, self.word(name))
        first, _, rest = words(name).partition(" ")
        if rest and (first.endswith("ed") or first in PARTICIPLES) and name not in self.icons:
            # `hiked_today`: "you have hiked today", "the player has not hiked today"
            done = PARTICIPLES.get(first, first)
            return Clause(subject, HAVE if subject == "you" or verb == "are" else HAS, f"{done} {rest}")
        fdef = self.model.player.get(name) if not game else self.model.globals.get(name)
        said = self.flag_text(fdef.text if fdef is not None else None, subject)
        if said is not None:
            return said
        if first in ("has", "have") and rest and name not in self.icons:      # `has_first_light`
            return Clause(subject, "have" if subject == "you" else "has", rest)
        head, _, last = words(name).rpartition(" ")
        if head and last in DONE and name not in self.icons:     # `pass_taken`: "the pass is taken"
            return Clause(f"{'the' if game else possessive(subject) if subject != 'you' else 'your'} {head}",
                          "is", last)
        if name.endswith("ed"):
            return Clause(subject, verb, self.word(name))
        return Clause(self.owned(subject, f"{self.word(name)} flag"), "is", "set")

    @staticmethod
    def flag_text(text, subject: str) -> Clause | None:
        """A flag's `text:` as a claim about `subject`, when it reads as one: a clause with 'is' or 'was'
        ("the Hope marker is light side up": 'your Hope marker …'), a verb ("holds the Windrose …") or a
        noun ("a Robo-Hiker": 'you are a Robo-Hiker'). None for any other text (a note for the designer)."""
        if not isinstance(text, str) or not text.strip() or any(ch in text for ch in ":;"):
            return None
        text = text.strip().rstrip(".")
        first, _, rest = text.partition(" ")
        if first in VERBS and rest:
            return Clause(subject, first, rest)
        if first in ("has", "is") and rest and subject != "the game":     # "has banked this turn"
            you = subject == "you"
            return Clause(subject, (HAVE if you else HAS) if first == "has" else "are" if you else "is", rest)
        verbs = "|".join(("is", "are", "was", "were", "has", "have") + VERBS)
        found = re.search(f" ({verbs}) ", text)
        if found:
            head, verb = text[:found.start()], found.group(1)
            if subject != "the game" and head.startswith("the "):     # a player's own: "your Hope marker"
                head = ("your " if subject == "you" else possessive(subject) + " ") + head[len("the "):]
            return Clause(head, {"has": HAS, "have": HAVE}.get(verb, verb), text[found.end():])
        if first in ("a", "an") and rest and subject != "the game":
            return Clause(subject, "are" if subject == "you" else "is", text)
        return None

    def c_Field(self, node, ctx):
        okind = self.kind(node.obj, ctx)
        if okind[0] == "player" and node.name in self.model.player and self.model.player[node.name].type == "flag":
            who = self.x(node.obj, ctx)
            return self.flag(node.name, who, "are" if who == "you" else "is")
        col_kind = self.kind(node, ctx)
        if okind[0] == "id" and okind[1] in self.model.tables:
            column = self.model.tables[okind[1]].columns.get(node.name, ("any",))
            obj = self.x(node.obj, ctx)
            if column[0] == "condition":
                return Clause(self.x(node, ctx), "is", "met")
            if col_kind[0] == "bool":
                verb, _, rest = words(node.name).partition(" ")
                if rest and verb in VERBS:       # `needs_animals`: "the card needs animals"
                    return Clause(obj, verb, rest)
                article = "an" if node.name[:1] in "aeiou" and not node.name.startswith(("one", "once", "uni")) \
                    else "a"
                return Clause(obj, "has", f"{article} {self.word(node.name)}")
        return free(self.x(node, ctx))

    def c_Call(self, node, ctx):
        if node.func in self.model.functions and self.kind(node, ctx)[0] == "bool":
            return self.function_clause(node, [self.x(a, ctx) for a in node.args], ctx)
        return free(self.x(node, ctx))

    def c_Aggregate(self, node, ctx):
        if node.func in ("all", "any"):
            var = self.var_for(node.var, node.source, ctx)
            inner = ctx.bind(**{node.var: var})
            return self.quantified(node, var, inner, self.x(node.source, ctx), ctx,
                                   "every" if node.func == "all" else "some")
        return free(self.x(node, ctx))

    def c_Not(self, node, ctx):
        inner = node.operand
        if isinstance(inner, ast.Not):
            return self.c(inner.operand, ctx)
        if isinstance(inner, ast.BinOp) and inner.op in ("and", "or"):
            # not (a or b): neither; not (a and b): not a, or not b — never "not a and b"
            flipped = "and" if inner.op == "or" else "or"
            parts = ast.BinOp(inner.span, flipped, ast.Not(inner.span, inner.left), ast.Not(inner.span, inner.right))
            return self.c(parts, ctx)
        if isinstance(inner, ast.Aggregate) and inner.func in ("all", "any"):
            return self.not_quantified(inner, ctx)
        return self.c(inner, ctx).negate()

    def not_quantified(self, node, ctx) -> Clause:
        """not all(…): 'some player … not …'; not any(…): 'no player …' (one mention) or 'every player … not …'."""
        var = self.var_for(node.var, node.source, ctx)
        inner = ctx.bind(**{node.var: var})
        source = self.x(node.source, ctx)
        negated = ast.Not(node.item.span, node.item)
        if node.func == "all":
            return self.quantified(node, var, inner, source, ctx, "some", negated)
        if self.mentions(node.item, node.var) == 1 and not self.is_junction(node.item):
            return self.quantified(node, var, inner, source, ctx, "no")
        return self.quantified(node, var, inner, source, ctx, "every", negated)

    @staticmethod
    def is_junction(node) -> bool:
        """Is the condition an `and` or an `or` (under any number of `not`s)?"""
        while isinstance(node, ast.Not):
            node = node.operand
        return isinstance(node, ast.BinOp) and node.op in ("and", "or")

    @staticmethod
    def mentions(node, name: str) -> int:
        return sum(1 for n in node.walk() if isinstance(n, ast.Name) and n.name == name)

    def c_BinOp(self, node, ctx):
        op = node.op
        if op in ("and", "or"):
            return self.junction(node, ctx)
        if op in ("in", "not_in"):
            return self.membership(node, ctx)
        if op in COMPARE:
            return self.compare(node, ctx)
        return free(self.x(node, ctx))

    def junction(self, node, ctx) -> Clause:
        op = node.op
        parts = []

        def flatten(n):
            if isinstance(n, ast.BinOp) and n.op == op:
                flatten(n.left)
                flatten(n.right)
            else:
                parts.append(n)
        flatten(node)
        clauses = [self.c(p, ctx) for p in parts]
        groups: list[list[Clause]] = []
        inner: list[str | None] = []     # per group: the other junction a lone part is, if it is one
        for part, clause in zip(parts, clauses):
            last = groups[-1][-1] if groups else None
            junction = part.op if isinstance(part, ast.BinOp) and part.op in ("and", "or") else None
            if last is not None and clause.verb and (last.subject, last.verb, last.negated) == \
                    (clause.subject, clause.verb, clause.negated) and inner[-1] is None and junction is None \
                    and " or " not in clause.rest and " and " not in clause.rest and not clause.negated \
                    and not QUANTIFIED.search(plain(clause.subject)):
                # (not "some player is tired and rested" for two players that may differ)
                groups[-1].append(clause)      # "your wagons are at most 2 or at least 40"
            else:
                groups.append([clause])
                inner.append(junction)
        merged = []
        for group in groups:
            if len(group) == 1:
                merged.append(group[0])
            else:
                first = group[0]
                merged.append(Clause(first.subject, first.verb, join_and([g.rest for g in group], op), first.negated))
        if len(merged) == 1:
            return merged[0]
        if op == "and" and all(c.negated and c.verb and (c.subject, c.verb) == (merged[0].subject, merged[0].verb)
                               for c in merged) and len(merged) == 2 and not QUANTIFIED.search(plain(merged[0].subject)):
            first = merged[0]
            return Clause(first.subject, first.verb, f"neither {merged[0].rest} nor {merged[1].rest}")
        texts = []
        for clause, other in zip(merged, inner):
            text = clause.text()
            if op == "and" and (other == "or" or " or " in plain(text)) and \
                    not plain(text).startswith(("either ", "for ")):
                text = "either " + text          # a and (b or c): "a and either b or c"
            elif op == "or" and other == "and" and not plain(text).startswith(("both ", "neither ", "for ")):
                # (a and b) or c: "both a and b, or c"; three or more: "all of: a, b and c, or d"
                text = ("both " if plain(text).count(" and ") == 1 and "," not in plain(text) else "all of: ") + text
            texts.append(text)
        if op == "or" and any(other == "and" for other in inner) and len(texts) == 2:
            return free(f"{texts[0]}, or {texts[1]}")
        return free(join_and(texts, op))

    def membership(self, node, ctx) -> Clause:
        item = self.x(node.left, ctx)
        negated = node.op == "not_in"
        right = node.right
        return Clause(item, self.be(node.left, ctx), f"in {self.x(right, ctx)}", negated)

    def quantity(self, node, ctx) -> str | None:
        """For 'you have at least 6 stamps': the words of a player's countable field."""
        if not (isinstance(node, ast.Name) and ctx.player and node.name in self.model.player
                and node.name not in ctx.locals):
            return None
        fdef = self.model.player[node.name]
        if fdef.type == "track" or fdef.type == "counter" and self.is_plural(node, ctx):
            return self.word(node.name)
        return None

    def compare(self, node, ctx) -> Clause:
        left, right, op = node.left, node.right, node.op
        if isinstance(left, (ast.Number,)) and not isinstance(right, ast.Number):
            left, right, op = right, left, FLIP[op]
        # count(pile) > 0: the pile is not empty
        if isinstance(left, ast.Call) and left.func == "count" and isinstance(right, ast.Number) and \
                right.value == 0 and op in ("==", ">", "!=", "<="):
            pile = self.x(left.args[0], ctx)
            return Clause(pile, self.be(left.args[0], ctx), "empty", op in (">", "!="))
        # count(s for s in sections if …) >= 3: at least 3 sections that …
        if isinstance(left, ast.Aggregate) and left.func == "count" and isinstance(right, ast.Number) and \
                op in (">=", ">", "<=", "<", "=="):
            var = self.var_for(left.var, left.source, ctx)
            inner = ctx.bind(**{left.var: var})
            source = self.x(left.source, ctx)
            n = right.value
            amount = f"{COMPARE[op]}{n}".strip()
            if left.filter is None:
                if plain(source).startswith("your "):
                    return Clause("you", "have", f"{amount} {source.replace('your ', '', 1)}")
                return free(f"there are {amount} of {source}" if plain(source).startswith("the ")
                            else f"there are {amount} {source}")
            noun = var.noun if n == 1 else plural_word(var.noun)
            rest = self.where(left, var, inner)
            return free(f"there {'is' if n == 1 and op == '==' else 'are'} {amount} {noun}{rest}")
        if isinstance(left, ast.Name) and left.name == "player_count" and isinstance(right, ast.Number):
            n = right.value + {">": 1, "<": -1}.get(op, 0)
            words_ = {">": "at least ", ">=": "at least ", "<": "at most ", "<=": "at most "}.get(op, "")
            if op == "!=":
                return Clause("there", "are", f"not exactly {n} players")
            return Clause("there", "is" if n == 1 and not words_ else "are",
                          f"{words_}{n} player{'' if n == 1 else 's'}")
        quantity = self.quantity(left, ctx)
        if quantity is not None and isinstance(right, ast.Number) and op in ("<", "<=", ">", ">="):
            amount = quantity if right.value != 1 else singular(quantity)
            return Clause("you", "have", f"{COMPARE[op]}{number(right.value)} {amount}")
        subject = self.x(left, ctx)
        if isinstance(left, ast.Call) and left.func in self.model.functions and left.of is None and \
                self.kind(left, ctx)[0] == "int" and isinstance(right, ast.Number) and \
                op in ("<", "<=", ">", ">=") and self.is_plural(left, ctx):
            term = self.term(left.func) if right.value != 1 else f"{TERM}{singular(words(left.func))}{END}"
            who = "you" if self.uses_player(left.func) else "there"
            verb = "have" if who == "you" else "are"
            return Clause(who, verb, f"{COMPARE[op]}{number(right.value)} {term}")
        if op in ("==", "!=") and isinstance(left, ast.Name) and left.name in self.model.options and \
                isinstance(right, ast.Name) and left.name not in ctx.locals:
            played = played_with(left.name, right.name) if right.name in self.model.options[left.name][0] else None
            if left.name in ("mode", "variant") and right.name in self.model.options[left.name][0]:
                played = f"in the {words(right.name)} {words(left.name)}"
            if played is not None:      # `animal_module == enabled`: "the game is played with the animal module"
                return Clause("the game", "is", f"played {played}", op == "!=")
            if right.name in self.model.options[left.name][0]:     # "the difficulty option is hard"
                return Clause(f"the {self.word(left.name)} option", "is", self.symbol(right.name), op == "!=")
        verb = self.be(left, ctx)
        relation = COMPARE[op]
        if op in ("==", "!=") and self.kind(left, ctx)[0] == "int" and \
                isinstance(right, (ast.Call, ast.Aggregate, ast.BinOp, ast.Conditional)):
            relation = "equal to "      # two amounts: "every player's puddings are equal to yours", not "are yours"
        other = self.x(right, ctx)
        if isinstance(right, ast.Conditional):
            other = f"({other})"        # "0 or (3 if …, otherwise 2)"
        return Clause(subject, verb, f"{relation}{other}", op == "!=")

    # ================================================================ statements
    def effect(self, effect: ast.Effect | None, ctx: Ctx | None = None) -> list:
        if effect is None:
            return []
        return self.block(effect.body, ctx or Ctx())

    def block(self, stmts, ctx: Ctx) -> list:
        lines = []
        for stmt in stmts:
            lines += getattr(self, "s_" + type(stmt).__name__)(stmt, ctx)
        return lines

    def one(self, text: str) -> list:
        return [Line(sentence(text))]

    def limit(self, resource: str, ctx: Ctx) -> str:
        fdef = self.field_def(resource, ctx)
        if fdef is not None and fdef.max is not None:
            owner = "your" if ctx.player and resource in self.model.player else "the"
            return f" — only what fits under {owner} limit of {fdef.max}"
        return ""

    def amount_of(self, amount, resource: str, ctx: Ctx, verb: str, key=None) -> str:
        what = self.word(resource) + (f" for {self.x(key, ctx)}" if key is not None else "")
        if resource in ctx.locals:      # `gain 1 kind`: the resource a local names
            thing = f"the {ctx.locals[resource].noun}"
            if isinstance(amount, ast.Number) or self.is_constant(amount):
                return f"{verb} {self.x(amount, ctx)} of {thing}"
            return f"{verb} an amount of {thing} equal to {self.x(amount, ctx)}"
        if isinstance(amount, ast.Number) or self.is_constant(amount):
            return f"{verb} {self.x(amount, ctx)} {what}"
        return f"{verb} {what} equal to {self.x(amount, ctx)}"

    def s_Gain(self, s, ctx):
        return self.one(self.amount_of(s.amount, s.resource, ctx, "gain", s.key) + self.limit(s.resource, ctx))

    def s_Lose(self, s, ctx):
        return self.one(self.amount_of(s.amount, s.resource, ctx, "lose", s.key))

    def cost(self, cost: ast.Cost, ctx: Ctx | None = None) -> str:
        ctx = ctx or Ctx()
        if cost.market is not None:
            return self.market_cost(cost.market, ctx)
        if cost.card is not None:
            return sentence(f"pay the {words(cost.card.name)} printed on {self.x(cost.card.obj, ctx)}")
        items = []
        for item in cost.items:
            items.append(self.amount_of(item.amount, item.resource, ctx, "", item.key).strip())
        return sentence("pay " + join_and(items))

    def market_cost(self, m, ctx) -> str:
        """A market price: "Pay the card's cost, less your bonuses, with your tokens; 1 gold pays for each token you lack."."""
        price = self.x(m.price, ctx)
        if not price.startswith(("the ", "your ")):
            price = "the " + price
        less = f", less {self.x(m.discount, ctx)}," if m.discount is not None else ""
        source = words(m.source)
        text = f"pay {price}{less} with your {source}"
        if m.wild is not None:
            wild = words(m.wild) if m.wild_key is None else self.x(m.wild_key, ctx)
            one = source[:-1] if source.endswith("s") else source
            text += f"; 1 {wild} pays for each {one} you lack"
            if self.choosing_payment:        # an action asks which tokens the wild replaces
                text += f", and you may pay 1 {wild} instead of any other {one}"
        return sentence(text)

    def s_Pay(self, s, ctx):
        return [Line(self.cost(s.cost, ctx))]

    def s_Let(self, s, ctx):
        kind = self.kind(s.value, ctx)
        var = Var(self.noun_of(kind, s.name) if len(s.name) <= 2 else words(s.name), kind)
        if kind[0] == "bool":
            ctx.locals[s.name] = var
            if isinstance(s.value, ast.Bool):       # a mark the rule sets later: "let lit be false"
                return self.one(f"let {var.noun} be {self.x(s.value, ctx)}")
            return self.one(f"let {var.noun} mean that {self.c(s.value, ctx).text()}")
        value = self.x(s.value, ctx)
        if self.is_data_path(s.value) and len(plain(value).split()) <= 5:
            var.phrase = value        # `let kind = months[month].weather`: say "the month's weather"
            ctx.locals[s.name] = var
            return []
        ctx.locals[s.name] = var
        return self.one(f"let the {var.noun} be {value}")

    def is_data_path(self, node) -> bool:
        """A name, field or lookup of shared data only (no player state, no calculation)."""
        if isinstance(node, ast.Name):
            return node.name not in self.model.player
        if isinstance(node, ast.Field):
            return self.is_data_path(node.obj)
        if isinstance(node, ast.Index):
            return self.is_data_path(node.obj) and self.is_data_path(node.key)
        return False

    def s_Assign(self, s, ctx):
        target = self.x(s.target, ctx)
        if s.op == "+=":
            if isinstance(s.target, ast.Name) and s.target.name in ("points", "score"):
                return self.one(self.points_sentence(s.value, ctx))
            return self.one(f"add {self.x(s.value, ctx)} to {target}")
        if s.op == "-=":
            return self.one(f"subtract {self.x(s.value, ctx)} from {target}")
        if isinstance(s.target, (ast.Name, ast.Field)) and self.kind(s.target, ctx)[0] == "bool":
            clause = self.c(s.target, ctx)
            if isinstance(s.value, ast.Bool):
                return self.one(self.flag_change(clause, s.value.value) or
                                f"{'set' if s.value.value else 'clear'} {target} flag")
            on, off = self.flag_change(clause, True), self.flag_change(clause, False)
            if on and off:      # `reflecting = kind == reflect`
                return self.one(f"if {self.c(s.value, ctx).text()}, {on}; otherwise, {off}")
        value = s.value
        if isinstance(value, ast.Call) and value.func in ("min", "max") and len(value.args) == 2:
            grown = self.grown(s.target, value, ctx)
            if grown is not None:       # `x = min(x + n, 3)`: "add n to x, up to 3"
                return self.one(grown)
        return self.one(f"set {target} to {self.x(value, ctx)}")

    def grown(self, target, call: ast.Call, ctx: Ctx) -> str | None:
        """`x = min(x + n, limit)` as "add n to x, up to limit"; `x = max(x - n, limit)` as "subtract n from x,
        down to limit"; None for any other bound."""
        op = "+" if call.func == "min" else "-"
        for inner, limit in ((call.args[0], call.args[1]), (call.args[1], call.args[0])):
            if isinstance(inner, ast.BinOp) and inner.op == op and shape(inner.left) == shape(target) and \
                    (isinstance(limit, ast.Number) or self.is_constant(limit)):
                amount, bound, name = self.x(inner.right, ctx), self.x(limit, ctx), self.x(target, ctx)
                if op == "+":
                    return f"add {amount} to {name}, up to {bound}"
                return f"subtract {amount} from {name}, down to {bound}"
        return None

    def flag_change(self, clause: Clause, on: bool) -> str | None:
        """Setting or clearing a yes/no field, said as the claim it makes: 'the pass is now taken', 'you no longer
        hold the Windrose …', 'mark that you have hiked today'. None for a flag the English calls a flag."""
        if clause.rest == "set" and plain(clause.subject).endswith(" flag"):
            return None
        verb, subject = clause.verb, clause.subject
        if verb in ("is", "are"):
            return f"{subject} {verb} {'now' if on else 'no longer'} {clause.rest}"
        if verb in VERBS or verb in ("has", "have"):
            said = Clause(subject, verb, clause.rest).text()
            return f"{subject} {'now' if on else 'no longer'}{said[len(subject):]}"
        return f"mark that {(clause if on else clause.negate()).text()}"

    def flag_reset(self, clause: Clause, on: bool) -> str | None:
        """What a flag reset to its start says: 'the pass is no longer taken', 'you have not hiked today'."""
        if clause.verb in (HAS, HAVE, "was", "were", ""):
            return (clause if on else clause.negate()).text()
        return self.flag_change(clause, on)

    def s_AddTo(self, s, ctx):
        item = self.x(s.item, ctx)
        return self.one(f"add {item} to {self.x(s.target, ctx)}")

    def s_RemoveFrom(self, s, ctx):
        return self.one(f"remove {self.x(s.item, ctx)} from {self.x(s.target, ctx)}")

    def s_Roll(self, s, ctx):
        dice = self.model.tables.get("dice")
        pools = [self.resolver.roll_pools.get((id(s), die)) for die in s.dice]
        if any(pools):
            parts = [f"the dice in {self.x(pool, ctx)}" if pool is not None else words(die)
                     for pool, die in zip(pools, s.dice)]
            return self.one("roll " + join_and(parts))
        names = []
        for die in s.dice:
            row = next((r for r in (dice.rows if dice else ()) if r.get("id") == die), {})
            names.append((f"{ICON}{die}{END}" if die in self.icons else "") + row.get("name", words(die)))
        if dice is not None and sorted(s.dice) == sorted(r["id"] for r in dice.rows) and len(s.dice) > 1:
            return self.one(f"roll all {len(s.dice)} dice: {join_and(names)}")
        return self.one(f"roll the {join_and(names)}")

    def s_Shuffle(self, s, ctx):
        return self.one(f"shuffle {self.x(s.target, ctx)}")

    def s_Draw(self, s, ctx):
        source, dest = self.x(s.source, ctx), self.x(s.dest, ctx)
        only = ""
        if s.filter is not None:
            deck = self.kind(s.source, ctx)
            card = Var("card", ("id", deck[1]) if deck[0] == "zone" else ("any",))
            text = self.c(s.filter, ctx.bind(card=card)).text()
            only = " whose " + text.replace("the card's ", "whose ")[len("whose "):] \
                if text.startswith("the card's ") else f" where {text}"
        everything = isinstance(s.count, ast.Call) and s.count.func == "count" and s.count.args and \
            shape(s.count.args[0]) == shape(s.source)
        if everything:
            if only:
                return self.one(f"move every card{only} from {source} to {dest}")
            return self.one(f"move all of {source} to {dest}")
        if only and (isinstance(s.count, ast.Number) or self.is_constant(s.count)):
            n = self.x(s.count, ctx)      # the filter last, where it cannot swallow the piles
            cards = "card" if n == "1" else "cards"
            return self.one(f"draw to {dest} the first {n} {cards} of {source}{only}")
        if only:
            return self.one(f"draw to {dest} the first cards of {source}{only}, as many as {self.x(s.count, ctx)}")
        first = ""
        if isinstance(s.count, ast.Number) or self.is_constant(s.count):
            n = self.x(s.count, ctx)
            cards = "card" if n == "1" else "cards"
            return self.one(f"draw {first}{n} {cards}{only} from {source} to {dest}")
        return self.one(f"draw {first}cards{only}, as many as {self.x(s.count, ctx)}, from {source} to {dest}")

    def s_Resolve(self, s, ctx):
        return self.one(f"resolve {self.x(s.target, ctx)}")

    def s_MoveCard(self, s, ctx):
        return self.one(f"move {self.x(s.card, ctx)} from {self.x(s.source, ctx)} to {self.x(s.dest, ctx)}")

    def s_PlaceCard(self, s, ctx):
        turned = f", turned {self.x(s.turn, ctx)}°" if s.turn is not None else ""
        marked = f", with {self.x(s.token, ctx)} on it" if s.token is not None else ""
        return self.one(f"lay {self.x(s.card, ctx)} from {self.x(s.source, ctx)} in {self.x(s.dest, ctx)} "
                        f"at {self.x(s.spot, ctx)}{turned}{marked}")

    def s_PassPile(self, s, ctx):
        """Said to each player, as the rulebook of a drafting game says it: every player does it at once."""
        return self.one(f"pass {self.collection(s.pile, 'player')} to the player on your {s.direction}; "
                        "everyone passes at the same time")

    def s_StandFigure(self, s, ctx):
        return self.one(f"stand {_figure(self.x(s.figures, ctx), self.x(s.key, ctx))} on {self.x(s.card, ctx)}")

    def s_SendFigure(self, s, ctx):
        return self.one(f"send {_figure(self.x(s.figures, ctx), self.x(s.key, ctx))} along the trail leaving its "
                        f"camp by {self.x(s.exit, ctx)}")

    def s_WalkFigure(self, s, ctx):
        tokens = " (a token it has not seen counts as one more)" if s.new_tokens else ""
        return self.one(f"{_figure(self.x(s.figures, ctx), self.x(s.key, ctx))} walks {self.x(s.steps, ctx)} trail "
                        f"markers on{tokens}; at a dead end it stops, at its camp it is home")

    def s_ResumeFigure(self, s, ctx):
        return self.one(f"{_figure(self.x(s.figures, ctx), self.x(s.key, ctx))} walks again after a dead end")

    def s_Choose(self, s, ctx):
        var = self.var_for(s.var, s.source, ctx)
        head, _, last = words(s.var).rpartition(" ")
        var = Var(head if head and last in PREPOSITIONS else words(s.var), var.kind)     # "spent_from": "the spent"
        ctx.locals[s.var] = var
        if isinstance(s.source, ast.Call) and s.source.func == "subsets":
            return self.one(self.choose_some(var, s.source, ctx))
        where = f", where {self.c(s.filter, ctx).text()}" if s.filter is not None else ""
        source = s.source
        if isinstance(source, ast.Conditional) and isinstance(source.otherwise, ast.ListLit) and \
                not source.otherwise.items:
            cond = self.c(source.cond, ctx).text()
            return self.one(f"if {cond}, choose the {var.noun} from {self.x(source.then, ctx)}{where}")
        return self.one(f"choose the {var.noun} from {self.x(source, ctx)}{where}")

    def choose_some(self, var: Var, subsets, ctx: Ctx) -> str:
        """`choose kept in subsets(offered, 2)`: "choose at least 2 of your offered cards", and from then on
        the choice is "the chosen cards" (not "the kept")."""
        pile = self.x(subsets.args[0], ctx)
        element = element_kind(self.kind(subsets.args[0], ctx))
        noun = self.noun_of(element, "card") if element[0] == "id" else "card"
        var.phrase = f"the chosen {plural_word(noun)}"
        return f"choose at least {self.x(subsets.args[1], ctx)} of {pile}"

    def player_phrase(self, node, ctx: Ctx) -> str:
        """A player as a rulebook names one: 'you', 'the victim', 'the target player', 'the first player'."""
        if isinstance(node, ast.Name) and node.name == "me":
            return "you"
        if isinstance(node, ast.Index) and isinstance(node.obj, ast.Name) and node.obj.name == "players":
            key = node.key
            if isinstance(key, ast.Number):
                return f"the {ORDINALS[key.value]} player" if key.value < len(ORDINALS) else \
                    f"player {key.value + 1}"
            if isinstance(key, ast.Name) and key.name in ctx.locals and ctx.locals[key.name].noun not in SEAT_NOUNS:
                noun = ctx.locals[key.name].noun      # a role ('the target player'); a loop's number is a seat, below
                return f"the {noun}" if noun.endswith("player") else f"the {noun} player"
            seat = self.seat_step(key)
            if seat is not None:
                return self.seat_phrase(*seat, ctx, player=True)
            return f"the player whose seat is {self.x(key, ctx)}"     # not "in seat the wanderer"
        return self.x(node, ctx)

    def field_phrase(self, node, ctx: Ctx) -> str:
        """A field named as such: 'your hand', 'the trek deck', 'the target player's hand'."""
        if isinstance(node, ast.Field):
            owner = self.player_phrase(node.obj, ctx)
            name = node.name
            noun = self.collection(name, "player").replace("your ", "", 1) if name in self.model.player and \
                self.model.player[name].type in ("set", "zone") else self.word(name)
            return f"your {noun}" if owner == "you" else f"{possessive(owner)} {noun}"
        return self.x(node, ctx)

    def s_Reveal(self, s, ctx):
        shown = self.field_phrase(s.target, ctx)
        if s.card is not None:
            shown = f"{self.x(s.card, ctx)} in {shown}"
        if s.viewer is None:
            return self.one(f"turn {shown} face up" if s.card is not None else f"reveal {shown} to all players")
        viewer = self.player_phrase(s.viewer, ctx)
        if viewer == "you":
            return self.one(f"look at {shown}")
        return self.one(f"show {shown} to {viewer}")

    def s_Conceal(self, s, ctx):
        return self.one(f"turn {self.x(s.card, ctx)} in {self.field_phrase(s.target, ctx)} face down")

    def s_Score(self, s, ctx):
        return self.one(self.points_sentence(s.amount, ctx))

    def s_Keyword(self, s, ctx):
        if s.word == "stop":
            return self.one(f"stop {ctx.loop}" if ctx.loop else "stop")
        return self.one({"finish": "you finish", "eliminate": "you are eliminated",
                         "end game": "the game ends"}[s.word])

    def s_TurnOrder(self, s, ctx):
        """'The winner takes the next turn.', 'Take another turn.', 'From the next round on, the winner starts each round.'"""
        if s.word == "extra turn":
            return self.one("take another turn after this one")
        who = self.player_phrase(s.who, ctx)
        you = who == "you"
        if s.word == "next turn":
            return self.one(f"{who} {'take' if you else 'takes'} the next turn")
        return self.one(f"from the next round on, {who} {'start' if you else 'starts'} each round")

    def s_Log(self, s, ctx):
        return []

    def s_CallStmt(self, s, ctx):
        args = [self.argument(a, ctx) for a in s.args]
        text = self.term(s.func)
        if args and all(self.is_short(a, ctx) for a in s.args):
            text += f" ({', '.join(args)})"     # "Gain experience (3)", "Draw story (Friend)", as a card prints it
        elif args:
            text += " with " + join_and(args)
        return self.one(text)

    def is_short(self, node, ctx: Ctx) -> bool:
        """A number or a named thing (a row of a table: Fish, Friend), which reads in brackets after a term."""
        if isinstance(node, ast.Number) or self.is_constant(node):
            return True
        return isinstance(node, ast.Name) and node.name not in ctx.locals and self.field_def(node.name, ctx) is None \
            and node.name not in self.model.options and self.kind(node, ctx)[0] == "id" \
            and "(" not in plain(self.x(node, ctx))      # not "(Blue (sections 5-8))"

    def argument(self, node, ctx: Ctx) -> str:
        """An argument of a procedure: a condition passed as a yes or no is "whether …" ('*Settle* with the
        task and whether the stars are at least the difficulty'), not a claim that it holds."""
        if self.kind(node, ctx)[0] == "bool" and not isinstance(node, (ast.Bool, ast.Name)):
            return f"whether {self.c(node, ctx).text()}"
        return self.x(node, ctx)

    def s_If(self, s, ctx):
        if len(s.branches) == 1 and s.otherwise is None and len(s.branches[0][1]) == 1:
            inner = s.branches[0][1][0]
            if isinstance(inner, ast.If) and len(inner.branches) == 1 and inner.otherwise is None:
                outer, nested = self.c(s.branches[0][0], ctx).text(), self.c(inner.branches[0][0], ctx).text()
                if " or " not in plain(outer) + plain(nested):    # if a { if b { … } }: "if a and b, …"
                    body = self.block(inner.branches[0][1], ctx.bind())
                    return [self.conditional_line(f"if {outer} and {nested}", body)]
        lines = []
        for i, (cond, body) in enumerate(s.branches):
            head = ("if " if i == 0 else "otherwise, if ") + self.c(cond, ctx).text()
            lines.append(self.conditional_line(head, self.block(body, ctx.bind())))
        if s.otherwise is not None:
            lines.append(self.conditional_line("otherwise", self.block(s.otherwise, ctx.bind())))
        return lines

    def conditional_line(self, head: str, body: list) -> Line:
        if not body:        # `if item == none { }`: said, so that the "otherwise" after it reads right
            return Line(sentence(f"{head}, nothing happens"))
        if len(body) == 1 and not body[0].children:
            return Line(sentence(f"{head}, {lower_first(body[0].text)}"))
        return Line(capital(head) + ":", body)

    def s_Repeat(self, s, ctx):
        inner = ctx.bind()
        inner.loop = "repeating"
        count = self.x(s.count, ctx)
        if isinstance(s.count, ast.Number) or self.is_constant(s.count):
            head = f"do this {count} times:"
        else:
            head = f"repeat as many times as {count}:"
        return [Line(capital(head), self.block(s.body, inner))]

    def s_While(self, s, ctx):
        """'Repeat while you have fewer than 10 water:' — the bound only when the designer sets one."""
        inner = ctx.bind()
        inner.loop = "repeating"
        head = f"repeat {'until' if s.until else 'while'} {self.c(s.cond, ctx).text()}"
        if s.limit is not None:
            head += f" (at most {self.x(s.limit, ctx)} times)"
        return [Line(capital(head + ":"), self.block(s.body, inner))]

    def s_ForEach(self, s, ctx):
        var = self.var_for(s.var, s.source, ctx)
        source = self.x(s.source, ctx)
        inner = ctx.bind(**{s.var: var})
        body = s.body
        if len(body) == 1 and isinstance(body[0], ast.MoveCard) and isinstance(body[0].card, ast.Name) and \
                body[0].card.name == s.var:
            move = body[0]
            if isinstance(s.source, ast.Name) and s.source.name in ctx.locals:
                each = f"each of {source}"
            elif self.bare(s.source, ctx):       # every row of a deck: one copy of each card
                each = f"one of each {var.noun}"
            else:
                each = f"each {var.noun} of {source}"
            return self.one(f"move {each} from {self.x(move.source, ctx)} to "
                            f"{self.x(move.dest, ctx)}")
        inner.loop = f"(skip the remaining {plural_word(var.noun)})"
        bare = isinstance(s.source, ast.Name) and s.source.name not in ctx.locals and \
            self.field_def(s.source.name, ctx) is None and \
            (s.source.name in self.model.tables or s.source.name == "players")
        if isinstance(s.source, ast.Range):
            head = f"for each {var.noun} from {s.source.low} to {s.source.high}:"
        elif bare:
            head = f"for each {var.noun}:"
        elif plain(source).endswith(" " + plural_word(var.noun)):
            head = f"for each of {source}:"      # not "for each trail type of your travelling trail types"
        else:
            head = f"for each {var.noun} of {source}:"
        return [Line(capital(head), self.block(body, inner))]

    # ================================================================ whole rules
    def condition(self, node, ctx: Ctx | None = None) -> str:
        return self.c(node, ctx or Ctx()).text()

    def expression(self, node, ctx: Ctx | None = None) -> str:
        return self.x(node, ctx or Ctx())

    def action_ctx(self, action) -> tuple[Ctx, list]:
        """The scope of an action's rules, and one line per parameter the player chooses."""
        ctx = Ctx()
        lines = []
        for param in action.params:
            kind = element_kind(self.kind(param.domain, ctx)) if param.domain is not None else ("any",)
            var = Var(words(param.name), kind)
            domain = param.domain
            if isinstance(domain, ast.ListLit) and len(domain.items) == 1:
                var.fixed = domain.items[0]
                ctx.locals[param.name] = var
                lines.append(Line(sentence(f"use {self.x(ast.Name(param.span, param.name), ctx)}")))
            elif isinstance(domain, ast.Call) and domain.func == "subsets":
                lines.append(Line(sentence(self.choose_some(var, domain, ctx))))
            elif isinstance(domain, ast.ListLit):
                lines.append(Line(sentence(f"choose the {var.noun}: {self.x(domain, ctx)}")))
            elif isinstance(domain, ast.Name) and domain.name in self.model.tables:
                article = "an" if var.noun[:1] in "aeiou" else "a"
                lines.append(Line(sentence(f"choose {article} {var.noun}")))
            else:
                lines.append(Line(sentence(f"choose the {var.noun} from {self.x(domain, ctx)}")))
            ctx.locals[param.name] = var
        return ctx, lines

    def action(self, action) -> list:
        """Every line of an action's rules: what is chosen, when it is allowed, the cost, the effect."""
        self.choosing_payment = True         # its market payments ask the player (compiler/codegen/continuations.py)
        try:
            return self.action_lines(action)
        finally:
            self.choosing_payment = False

    def action_lines(self, action) -> list:
        ctx, lines = self.action_ctx(action)
        if action.when is not None:
            lines.append(Line(sentence("only if " + self.c(action.when, ctx).text())))
        if action.cost is not None:
            lines.append(Line(self.cost(action.cost, ctx)))
        lines += self.block(action.effect.body if action.effect else (), ctx)
        return lines


PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2, "%": 2}


def seat_step(node):
    """`(s + 1) % player_count`, `(s + player_count - 1) % player_count`: (s, 1) and (s, -1), the seat so many
    places on from seat s round the table; None for any other expression."""
    if not (isinstance(node, ast.BinOp) and node.op == "%" and isinstance(node.right, ast.Name)
            and node.right.name == "player_count"):
        return None
    terms = []

    def flatten(n, sign):
        if isinstance(n, ast.BinOp) and n.op in "+-" and len(n.op) == 1:
            flatten(n.left, sign)
            flatten(n.right, sign if n.op == "+" else -sign)
        else:
            terms.append((sign, n))
    flatten(node.left, 1)
    step, base = 0, []
    for sign, term in terms:
        if isinstance(term, ast.Number):
            step += sign * term.value
        elif isinstance(term, ast.Name) and term.name == "player_count" and sign > 0:
            continue        # a whole round of the table: where it started
        else:
            base.append((sign, term))
    if len(base) != 1 or base[0][0] < 0 or len(terms) < 2:
        return None
    return base[0][1], step


def shape(node) -> object:
    """A node without its spans, for comparing two trees."""
    if isinstance(node, ast.Node):
        return (type(node).__name__,) + tuple(shape(getattr(node, f)) for f in node._fields
                                             if f not in ("span", "resource_span"))
    if isinstance(node, tuple):
        return tuple(shape(n) for n in node)
    return node


def _figure(figures: str, key: str) -> str:
    """One figure of a figures field, in words: "your traveller of the trail type"."""
    owner, _, field_ = figures.partition(" ")
    if owner in ("your", "the") and field_:
        one = singular(field_)
        # a parameter named like the figures ("the traveller"): the one chosen, not "your traveller of the traveller"
        return f"{owner} {one}" if plain(key) == f"the {one}" else f"{owner} {one} of {key}"
    return f"the figure of {figures} for {key}"


def end_words(model, resolver=None) -> dict:
    """How each way the game's own rules can end it reads in words, and why nobody won (`no winner`, and
    `no winner solo` for one player), from the English the reference sheet prints. The compiler writes
    them into the rules (GameRules.end_words); runtime/endings.py adds the runtime's own and picks.
    `resolver`: the one that checked the model, if there is one (else the model is resolved again)."""
    en = English(model, resolver)
    words = {}
    if model.end is not None:
        words["end condition"] = plain("the end condition held at the end of a round: " +
                                       en.condition(model.end, Ctx(player=False)))
    if model.end_trigger is not None:
        then = {"immediately": "the game ended at once", "finish_round": "the round was played out",
                "final_turns": "everyone took one final turn"}.get(model.end_mode, model.end_mode)
        words["end trigger"] = plain(f"a player triggered the end ({en.condition(model.end_trigger)}) and {then}")
    if model.eligible is not None:
        words["no winner"] = plain(f"no player could win (you can win only if {en.condition(model.eligible)})")
    if model.solo is not None:
        words["no winner solo"] = plain(f"the solo goal was missed (playing alone, you win if {en.condition(model.solo)})")
    return words
