"""How large and how deep a piece of effect-language text may be.

Every stage after parsing (the Lark transformer, the resolver, PyGen, the choices and
continuation writers, the sheet text) walks the tree recursively, and the generated Python
must itself be acceptable to CPython (at most 100 indentation levels and 200 nested
brackets; a very deep expression also exhausts its compiler). So the parse tree is measured
here, without recursion, right after Lark has built it and before anything walks it: text
beyond these limits is refused with a positioned diagnostic naming the limit, and every
later stage only ever sees trees it can handle.

The limits are far above any real game (the deepest text in the seed games and the language
fixtures: 4 blocks, 2 loops, 9 expression levels, 555 characters) and far below what breaks.
Measured by raising them until a build failed: 99 nested `if`s (indentation), 21 nested loops
("too many statically nested blocks"), about 100 nested `max(… for …)` (brackets) and 200 nested
calls (recursion) in one condition. tests/compiler/test_limits.py builds, imports and plays
definitions at each limit, including a condition at the limit that calls functions nested to the
limit, which the choices writer inlines into it; `check_model` bounds those chains, since the
resolver and the choices writer follow a call into the called function's body.

What a game asks Cairn to do is bounded here too, so that `check` refuses what would keep `build`
or `simulate` busy until killed: the turns of one loop and the numbers of one range known before
play (the resolver checks them, knowing the constants; the runtime checks the same bound on those
worked out in play), the passes of a flow `repeat:` (written out in the generated modules) and the
cards of a deck (each dealt and printed).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lark import Tree

from runtime.loops import MAX_LOOP_TURNS as _RUNTIME_MAX_LOOP_TURNS

from .diagnostics import Diagnostic

MAX_TEXT_LENGTH = 20_000   # characters of one effect, expression or cost
MAX_BLOCK_DEPTH = 32       # `if`/`repeat`/`for` blocks inside one another (Python: 100 indentation levels)
MAX_LOOP_DEPTH = 12        # `repeat`/`for` loops inside one another (Python: 20 nested loops in a function)
MAX_ELIFS = 200            # `elif` branches of one `if` (Python compiles a chain as nested `if`s)
MAX_EXPR_DEPTH = 40        # levels of one expression; also of a function with the functions it calls written out
MAX_NUMBER_DIGITS = 18     # digits of an integer literal (no game counts beyond a billion billion)
MAX_ACTION_PARAMS = 16     # parameters of an action: each is a loop of its move generator
# The turns of one loop (`repeat N`, `while … max N`) and the numbers of one range (`a..b`), when known
# before play; the runtime refuses the same when play works them out (runtime/loops.py says why 100,000).
MAX_LOOP_TURNS = _RUNTIME_MAX_LOOP_TURNS
# The passes of a flow step `repeat: N`, kept equal to its `maximum` in schemas/game.schema.json (which
# refuses more, E101). Each pass is written out in the generated modules (its steps, and a play function
# per decision in fast.py: about 5 kB), so the build grows with N: Trailblazers' `repeat: 3` built at
# 100 passes is 0.9 s and 2 MB of generated code, at 1,000 passes 5.5 s and 0.45 GB of memory, and
# 20,000 ran out of memory. The seed games repeat 3 times (Trailblazers' turns of a round).
MAX_FLOW_REPEAT = 100
# The cards of one deck, copies counted: the setup deals each, and the card sheet prints each (about 3 kB
# of HTML a card: 2,000 cards build in 2 s, 10,000 in 6 s and 180 MB, and `copies: 1000000000` ended the
# build in MemoryError). The largest deck of the seed games holds 270 cards.
MAX_DECK_CARDS = 2_000

# Grammar rules that are statements or hold statements: an expression starts below them.
STATEMENT_RULES = frozenset({
    "effect", "block", "if_", "elif_clause", "repeat", "for_each", "gain", "lose", "pay", "let", "assign",
    "add_assign", "sub_assign", "add_to", "remove_from", "roll", "shuffle", "draw", "move_card", "choose",
    "score", "stop", "finish", "eliminate", "end_game", "log", "resolve_card", "call", "cost_items",
    "cost_item", "card_cost", "target", "market_cost", "next_turn", "extra_turn", "first_player",
})
STATEMENT_RULES = STATEMENT_RULES | {"place_card"}
STATEMENT_RULES = STATEMENT_RULES | {"stand_figure", "send_figure", "walk_figure", "resume_figure", "new_tokens"}
STATEMENT_RULES = STATEMENT_RULES | {"pass_pile"}
# Grammar rules that group an expression's parts without adding a level of the syntax tree.
# (Every other rule of an expression becomes one node of compiler/frontend/ast.py, so a depth counted
# here is the depth of the syntax tree every later stage walks.)
GROUPING_RULES = frozenset({"args", "entry", "target_field", "target_index", "key_exact", "key_at_least",
                            "key_name"})

E_BLOCKS, E_DEPTH, E_LENGTH, E_NUMBER, E_ELIFS, E_PARAMS = "E203", "E204", "E205", "E206", "E207", "E208"
E_TURNS, E_DECK = "E209", "E210"
E_LOOPS = "loops"   # reported as E_BLOCKS, with its own message


def check_text(text: str, span) -> Diagnostic | None:
    """Refuse a text too long to parse and compile quickly, before Lark sees it."""
    if len(text) <= MAX_TEXT_LENGTH:
        return None
    return Diagnostic(E_LENGTH, f"this text is {len(text):,} characters long; at most {MAX_TEXT_LENGTH:,} "
                      "are allowed", span, help="split it into procedures or functions")


def number_too_large(digits: str, span) -> Diagnostic | None:
    """An integer literal longer than any game needs (Python refuses 4,301 digits anyway)."""
    if len(digits) <= MAX_NUMBER_DIGITS:
        return None
    return Diagnostic(E_NUMBER, f"this number has {len(digits):,} digits; at most {MAX_NUMBER_DIGITS} "
                      "are allowed", span)


LOOP_HELP = (f"every loop is bounded ({MAX_LOOP_TURNS:,} turns), so that a mistake cannot keep `cairn simulate` "
             "running until it is killed: loop over what the number counts, or end the loop with `stop`")


def too_many_turns(what: str, turns: int, span) -> Diagnostic | None:
    """A loop known before play to take more than MAX_LOOP_TURNS turns (`what` says how: "repeat 10 times").
    Checked by the resolver, which knows the game's constants."""
    if turns <= MAX_LOOP_TURNS:
        return None
    return Diagnostic(E_TURNS, f"{what}: at most {MAX_LOOP_TURNS:,} turns of one loop are allowed", span,
                      help=LOOP_HELP)


def too_many_nested_turns(what: str, turns: int, enclosing: int, span) -> Diagnostic | None:
    """A loop of `turns` inside loops of `enclosing` turns in all (each known before play): every loop may be
    under the limit and the block inside still run more often than one loop may."""
    total = turns * enclosing
    if turns > MAX_LOOP_TURNS or total <= MAX_LOOP_TURNS:
        return None     # (a loop over the limit on its own is told by too_many_turns)
    return Diagnostic(E_TURNS, f"{what} inside loops of {enclosing:,} turns: {total:,} turns in all, and at most "
                      f"{MAX_LOOP_TURNS:,} are allowed", span, help=LOOP_HELP)


def range_too_long(low: int, high: int, span) -> Diagnostic | None:
    """A range `low..high` of more numbers than a loop may take turns: a loop over it would not end."""
    if high - low < MAX_LOOP_TURNS:
        return None
    return Diagnostic(E_TURNS, f"the range {low}..{high} holds {high - low + 1:,} numbers; at most "
                      f"{MAX_LOOP_TURNS:,} are allowed", span, help=LOOP_HELP)


def deck_too_large(deck: str, cards: int, span) -> Diagnostic | None:
    """A deck of more than MAX_DECK_CARDS cards; `span` is where a card's copies take it beyond."""
    if cards <= MAX_DECK_CARDS:
        return None
    return Diagnostic(E_DECK, f"deck '{deck}' holds {cards:,} cards with their copies; at most {MAX_DECK_CARDS:,} "
                      "are allowed", span, help="every copy is dealt and printed on the card sheet: "
                                                "write how many of this card a box of the game holds")


def check_tree(tree: Tree, span_of) -> list[Diagnostic]:
    """What in `tree` (a Lark parse tree) lies beyond a limit: at most one diagnostic per limit.

    `span_of(meta_or_token)` maps a position in the text to the file. The walk keeps its own
    stack, so a tree of any depth is measured without recursion. A nesting diagnostic points
    at the first node beyond its limit (the outermost one on its path: the place to simplify)
    and names the deepest nesting found.
    """
    from lark import Token, Tree        # here, not above: a check whose texts are all kept never loads Lark
    deepest = {E_BLOCKS: 0, E_LOOPS: 0, E_DEPTH: 0}
    first_over: dict = {}
    found: list = []
    stack = [(tree, 0, 0, 0)]       # (node, blocks around it, loops around it, expression levels down to it)
    while stack:
        node, blocks, loops, depth = stack.pop()
        if isinstance(node, Token):
            if node.type == "NUMBER" and E_NUMBER not in first_over:
                first_over[E_NUMBER] = number_too_large(str(node), span_of(node))
            continue
        if not isinstance(node, Tree):
            continue                # an optional part left out (None)
        if node.data == "block":
            blocks += 1
            _note(E_BLOCKS, blocks, MAX_BLOCK_DEPTH, node, deepest, first_over)
        if node.data in ("repeat", "for_each"):
            loops += 1
            _note(E_LOOPS, loops, MAX_LOOP_DEPTH, node, deepest, first_over)
        if node.data == "if_" and E_ELIFS not in first_over:
            first_over[E_ELIFS] = _too_many_elifs(node, span_of)
        if node.data in STATEMENT_RULES:
            depth = 0
        elif node.data not in GROUPING_RULES:
            depth += 1
            _note(E_DEPTH, depth, MAX_EXPR_DEPTH, node, deepest, first_over)
        # Pushed in reverse so that the walk meets the earliest part of the text first.
        stack.extend((child, blocks, loops, depth) for child in reversed(node.children))
    if first_over.get(E_BLOCKS):
        found.append(Diagnostic(E_BLOCKS, f"blocks are nested {deepest[E_BLOCKS]} deep; at most {MAX_BLOCK_DEPTH} "
                                "levels are allowed", span_of(first_over[E_BLOCKS].meta),
                                help="move the inner blocks into a procedure"))
    if first_over.get(E_LOOPS):
        found.append(Diagnostic(E_BLOCKS, f"loops are nested {deepest[E_LOOPS]} deep; at most {MAX_LOOP_DEPTH} "
                                "loops inside one another are allowed", span_of(first_over[E_LOOPS].meta),
                                help="move the inner loops into a procedure"))
    if first_over.get(E_DEPTH):
        found.append(Diagnostic(E_DEPTH, f"this expression is nested {deepest[E_DEPTH]} deep; at most "
                                f"{MAX_EXPR_DEPTH} levels are allowed", span_of(first_over[E_DEPTH].meta),
                                help=DEPTH_HELP))
    return found + [first_over[code] for code in (E_ELIFS, E_NUMBER) if first_over.get(code)]


DEPTH_HELP = "name its parts with functions or 'let', or add up a long sum in steps"


def _note(code: str, level: int, limit: int, node: Tree, deepest: dict, first_over: dict) -> None:
    deepest[code] = max(deepest[code], level)
    if level > limit and code not in first_over:
        first_over[code] = node


def _too_many_elifs(node: Tree, span_of) -> Diagnostic | None:
    elifs = [child for child in node.children if getattr(child, "data", None) == "elif_clause"]
    if len(elifs) <= MAX_ELIFS:
        return None
    return Diagnostic(E_ELIFS, f"this 'if' has {len(elifs)} 'elif' branches; at most {MAX_ELIFS} are allowed",
                      span_of(elifs[MAX_ELIFS].meta), help="a lookup table or a parameter may say it more briefly")


# ---------------------------------------------------------------- across a whole game

def check_model(model) -> list[Diagnostic]:
    """Limits that only the whole game shows: functions calling functions, an action's parameters."""
    found = []
    for action in model.actions.values():
        if len(action.params) > MAX_ACTION_PARAMS:
            found.append(Diagnostic(E_PARAMS, f"action '{action.name}' has {len(action.params)} parameters; at most "
                                    f"{MAX_ACTION_PARAMS} are allowed", action.params[MAX_ACTION_PARAMS].span,
                                    help="each parameter is a loop of the generated move generator"))
    return found + check_functions(model.functions)


def check_functions(functions: dict) -> list[Diagnostic]:
    """Each function's depth with the functions it calls written out, as the resolver and the choices
    writer follow them (both recurse into a called function's body), must stay within MAX_EXPR_DEPTH.

    A function is reported only where its own call makes it too deep, not because a function it
    calls is too deep already (that one is reported), so a long chain gives one diagnostic.
    """
    own, calls = {}, {}
    for name, fdef in functions.items():
        own[name], calls[name] = _depth_and_calls(fdef.body, functions)
    total = _expanded_depths(own, calls)
    found = []
    for name, fdef in functions.items():
        if total[name] <= MAX_EXPR_DEPTH or not calls[name]:
            continue                # (a body too deep by itself was refused when it was parsed)
        depth, node, callee = max(calls[name], key=lambda c: c[0] + total[c[2]])
        if total[callee] > MAX_EXPR_DEPTH:
            continue
        found.append(Diagnostic(E_DEPTH, f"function '{name}' is nested {total[name]} deep with the functions it "
                                f"calls written out ('{callee}' here); at most {MAX_EXPR_DEPTH} levels are allowed",
                                node.span, help=DEPTH_HELP))
    return found


def _depth_and_calls(body, functions: dict) -> tuple[int, list]:
    """The depth of a function's body, and each call of a game function in it with its depth."""
    deepest, calls = 0, []
    stack = [(body, 1)] if body is not None else []
    while stack:
        node, depth = stack.pop()
        deepest = max(deepest, depth)
        if type(node).__name__ == "Call" and node.func in functions:
            calls.append((depth, node, node.func))
        stack.extend((child, depth + 1) for child in node.children())
    return deepest, calls


def _expanded_depths(own: dict, calls: dict) -> dict:
    """Each function's depth with its callees' bodies in place of its calls, found without recursion.

    A call back into a function still being measured (a cycle, which the resolver reports) counts
    as the call alone.
    """
    total: dict = {}
    for root in own:
        if root in total:
            continue
        open_ = {root}
        stack = [(root, iter(calls[root]))]
        while stack:
            name, pending = stack[-1]
            step = next(pending, None)
            if step is None:
                stack.pop()
                open_.discard(name)
                total[name] = max([own[name]] + [d + total.get(c, 0) for d, _n, c in calls[name]])
            elif step[2] not in total and step[2] not in open_:
                open_.add(step[2])
                stack.append((step[2], iter(calls[step[2]])))
    return total
