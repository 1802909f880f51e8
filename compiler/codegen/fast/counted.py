"""Counted legal moves: loops whose moves are a product, counted and indexed instead of listed.

A random agent draws one move of the flat list, `moves[int(r * len(moves))]`, and the list is
thrown away. Trailblazers' `place_trail` loops over card × spot × turn × mark: about 900 tuples
built at every decision to use one. But where the loops from some level inward test and walk
nothing of each other's variables — only their own and those of the loops around them — their
moves, for one turn of the outer loops, are every combination of the values each of them lets
through: a product, in the order of nested loops. So the fast module lists, per turn of the outer
loops, the values each inner loop lets through (per card: the spots, the turns, the marks the card
may take), appends one block `(size, action, outer arguments, (values, values, ...))` standing for
`size` moves in place of the moves themselves, and the draw finds the k-th move by walking the
blocks and dividing k by the sizes (`runtime.fastplay.counted_move`): the same move the flat list
holds at index k, so the same seed plays the same game.

Which loops may be counted is read from what each loop's domain and tests read
(`StepChoices.facts`: the loop levels a value changes with): loop j (from the split `s` inward)
qualifies when its domain and tests read no loop of `s..n-1` but j itself, and nothing is worked
out between its test and the next loop. The values of loop j are listed only once the loops
before it let something through, so every test is evaluated only where the listed code would
evaluate it (fewer times, never where it would not). An action whose loops are not a product of
two or more counted loops is listed as before, so a step with no such action keeps its flat list.
"""
from __future__ import annotations

from ...frontend import ast
from ..choices import _point
from ..pytext import literal
from .domains import FlatChoices


class CountedChoices(FlatChoices):
    """The step's legal moves as a flat list in which a product of inner loops may stand as one block."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.counted = False            # did some action of the step append blocks
        self.level_reads: dict = {}     # loop level -> (what its domain and tests read, its domain)

    def action_lines(self, action, tests: dict) -> list[str]:
        self.level_reads = {}
        return super().action_lines(action, tests)

    def loop_domain(self, i: int, param, terms: list) -> str:
        reads = self.combine(param.domain, *terms)[0]      # (a cost reads "?": never counted)
        self.level_reads[i] = (reads, param.domain)
        return super().loop_domain(i, param, terms)

    def split(self, n: int) -> int | None:
        """The first level of the loops counted as a product (at least two of them), or None."""
        for s in range(n - 1):
            if all(self.independent(j, s, n) for j in range(s, n)):
                return s
        return None

    def independent(self, j: int, s: int, n: int) -> bool:
        reads = self.level_reads[j][0]
        if any(not isinstance(r, int) for r in reads) or (reads & set(range(s, n))) - {j}:
            return False
        return not self.blocks.get(_point(j, True))     # nothing worked out for the loops inside it

    def loop(self, loops: list, i: int, options: str, args: str) -> list[str]:
        if i == 0:
            self.split_at = self.split(len(loops))
        if i != self.split_at:
            return super().loop(loops, i, options, args)
        self.counted = True
        return self.factors(loops, i, [])

    def add_block(self, size: str, outer: str, values: str) -> str:
        """One block standing for `size` moves: every combination of `values` after the arguments `outer`."""
        return f"{self.moves}.append(({size}, {literal(self.action_name)}, ({outer}), ({values})))"

    def factors(self, loops: list, j: int, lists: list) -> list[str]:
        """Loop j's values that pass its test, then (when there are some) the loops inside it; at the end the block."""
        s = self.split_at
        if j == len(loops):
            size = " * ".join(length for _code, length in lists)
            outer = ", ".join(var for var, _domain, _test in loops[:s]) + ("," if s == 1 else "")
            values = ", ".join(code for code, _length in lists)
            return [self.add_block(size, outer, values)]
        var, domain, test = loops[j]
        node = self.level_reads[j][1]
        before = self.blocks.get(_point(j, False), [])
        if not test and not before and isinstance(node, ast.ListLit) and node.items:
            # a written list: walked as it stands, its length known
            return self.factors(loops, j + 1, lists + [(domain, str(len(node.items)))])
        values = self.fresh(f"{var}_values")
        if not before:
            lines = [f"{values} = [{var} for {var} in {domain} if {test}]" if test else f"{values} = list({domain})"]
        else:
            keep = f"{values}.append({var})"
            lines = [f"{values} = []", f"for {var} in {domain}:", *["    " + line for line in before],
                     *([f"    if {test}:", "        " + keep] if test else ["    " + keep])]
        inner = self.factors(loops, j + 1, lists + [(values, f"len({values})")])
        return lines + [f"if {values}:"] + ["    " + line for line in inner]


class AnyMove(CountedChoices):
    """Whether the step offers any move at all: the same loops and tests as its counted moves, left at the first
    move found. A look-ahead needs no more to know who decides next (runtime/fastplay.py `moves_offered`).
    A block is written only once each of its lists of values holds some, so it stands for one move at least."""

    def start_lines(self) -> list[str]:
        return []

    def add_option(self, name: str, options: str, args: str) -> str:
        return "return True"

    def add_move(self, name: str, args: str) -> str:
        return "return True"

    def add_block(self, size: str, outer: str, values: str) -> str:
        return "return True"

    def fallback_lines(self, name: str) -> list[str]:
        return [f"if {name}_moves(state, p):", "    return True"]

    def end_lines(self, optional: bool) -> list[str]:
        return ["return False"]     # a step's `pass` is offered only beside another move
