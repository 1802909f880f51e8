"""Incremental legal moves: loops of a decide step that walk only the ids still open.

A move generator that loops over a table's ids and first tests `id not in S` (Trek: a claim
tests `trail_open(route)`, whose first term is `route not in claimed_routes`) visits every id at
every decision, though most were ruled out long ago. When every write to `S` in the whole game
is `add x to S` — no removal, no assignment, no reset, never handed to a procedure — the ids not
in `S` only ever shrink, so the fast module keeps that list (`runtime.fastplay.open_ids`: filtered
again only when `S` has grown) and the loop walks it. The test stays in the loop as written, so
the moves and their order are exactly those of `rules.py`.
"""
from __future__ import annotations

import dataclasses

from ...frontend import ast
from ...frontend.diagnostics import Span
from ...frontend.plain import PlainClass
from ..choices import StepChoices
from ..pytext import literal
from .rows import RowTuples

READERS = {ast.Aggregate: ("source",), ast.ForEach: ("source",), ast.Choose: ("source",), ast.AddTo: ("target",)}
PLACES = ("target", "dest", "source", "card", "item", "resource", "wild")


def model_trees(model):
    """Every effect-language tree the model holds (actions, procedures, functions, steps, card text, scoring…)."""
    seen, stack, trees = set(), [model], []
    while stack:
        obj = stack.pop()
        if id(obj) in seen or obj is None or isinstance(obj, (str, int, float, bool, Span)):
            continue        # (a span, of which a model holds thousands, only places a text)
        seen.add(id(obj))
        if isinstance(obj, ast.Node):
            trees.append(obj)
        elif isinstance(obj, dict):
            stack += list(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            stack += list(obj)
        else:
            names = _field_names(type(obj))
            if names:
                stack += [getattr(obj, name, None) for name in names]
    return trees


_FIELD_NAMES: dict[type, tuple] = {}


def _field_names(kind: type) -> tuple:
    """The fields of a plain record or a dataclass, by class (a model holds thousands of instances of a few classes)."""
    names = _FIELD_NAMES.get(kind)
    if names is None:
        names = _FIELD_NAMES[kind] = getattr(kind, "_fields", None) if isinstance(kind, PlainClass) else \
            tuple(f.name for f in dataclasses.fields(kind)) if dataclasses.is_dataclass(kind) else ()
    return names


def _name_of(value) -> str | None:
    """The field a place of a statement names (a node, or a field's name as a string), if any."""
    if isinstance(value, str):
        return value
    if isinstance(value, (ast.Name, ast.Field)):
        return value.name
    return None


def add_only_sets(model) -> set:
    """The set fields (global or per player) that the game only ever adds to."""
    candidates = {name for name, f in list(model.globals.items()) + list(model.player.items())
                  if f.type == "set" and f.reset is None}
    candidates -= {name for name, _span in model.hand_reset}
    candidates -= set(model.globals) & set(model.player)      # one name, two fields: not worth telling apart
    if not candidates:
        return candidates
    seen = set()
    for tree in model_trees(model):
        for node in tree.walk():
            places = _writing_places(type(node))
            calls = isinstance(node, ast.CallStmt)
            if not (places or calls) or id(node) in seen:
                continue
            seen.add(id(node))
            for place in places:
                candidates.discard(_name_of(getattr(node, place, None)))
            if calls:       # a procedure's parameter could stand for the set
                for arg in node.args:
                    candidates.discard(_name_of(arg))
    return candidates


_WRITING_PLACES: dict[type, tuple] = {}


def _writing_places(kind: type) -> tuple:
    """The PLACES a kind of node has that do more than read a set (by class: most kinds have none, and a model's
    trees hold tens of thousands of nodes)."""
    places = _WRITING_PLACES.get(kind)
    if places is None:
        allowed = READERS.get(kind, ())
        places = tuple(place for place in PLACES if place not in allowed and hasattr(kind, place))
        _WRITING_PLACES[kind] = places
    return places


class OpenDomainChoices(StepChoices):
    """The step's move generator, with loops over a table walking only its ids not yet taken."""

    def __init__(self, *args, open_sets=frozenset()):
        super().__init__(*args)
        self.open_sets = open_sets

    def loop_domain(self, i: int, param, terms: list) -> str:
        plain = super().loop_domain(i, param, terms)
        binding = self.bindings.get(id(param.domain))
        if binding is None or binding.category != "table" or not terms:
            return plain
        taken = self.membership_set(terms[0], param.name)
        if taken is None:
            return plain
        scope = "gfield" if taken in self.model.globals else "pfield"
        if scope == "gfield":
            code, key = self.field("state.g", taken), literal(taken)
        else:
            code, key = self.field("p", taken), f'({literal(taken)}, {self.field("p", "seat")})'
        return f"open_ids(state, {key}, {code}, {plain})"

    def membership_set(self, term, var: str, depth: int = 0) -> str | None:
        """The add-only set `S` when `term` begins with `var not in S` (directly or through a function's body)."""
        first = term
        while isinstance(first, ast.BinOp) and first.op == "and":
            first = first.left
        if isinstance(first, ast.BinOp) and first.op == "not_in" and isinstance(first.left, ast.Name) \
                and first.left.name == var and isinstance(first.right, ast.Name) \
                and first.right.name in self.open_sets:
            binding = self.bindings.get(id(first.right))
            if binding is not None and binding.category in ("gfield", "pfield"):
                return first.right.name
            return None
        if isinstance(first, ast.Call) and first.of is None and depth < 3:
            fn = self.model.functions.get(first.func)
            if fn is None:
                return None
            for param, arg in zip(fn.params, first.args):
                if isinstance(arg, ast.Name) and arg.name == var:
                    return self.membership_set(fn.body, param, depth + 1)
        return None


class FlatChoices(RowTuples, OpenDomainChoices):
    """The step's legal moves as one flat list of (action, arguments), in the order of the groups.

    A random agent draws uniformly over the moves in that order, so the draw is one index into
    this list, where the groups had to be walked twice (count, then find).
    """

    def __init__(self, *args, open_sets=frozenset(), tabulated=None):
        super().__init__(*args, open_sets=open_sets)
        self.moves = self.fresh("moves")
        if tabulated is not None:
            self.tabulated = tabulated

    def start_lines(self) -> list[str]:
        return [f"{self.moves} = []"]

    def new_options(self, options: str) -> list[str]:
        return []

    def add_option(self, name: str, options: str, args: str) -> str:
        return f"{self.moves}.append(({literal(name)}, ({args})))"

    def close_options(self, name: str, options: str) -> list[str]:
        return []

    def add_move(self, name: str, args: str) -> str:
        return f"{self.moves}.append(({literal(name)}, ({args})))"

    def fallback_lines(self, name: str) -> list[str]:
        option = self.fresh("option")
        return [f"for {option} in {name}_moves(state, p):", f"    {self.moves}.append(({literal(name)}, {option}))"]

    def end_lines(self, optional: bool) -> list[str]:
        ending = [f"if {self.moves}:", f"    {self.moves}.append(('pass', ()))"] if optional else []
        return ending + [f"return {self.moves}"]
