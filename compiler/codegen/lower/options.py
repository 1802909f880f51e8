"""The options of a choice, or the values of a parameter, worked out in play: listed with less of the interpreter.

Trek's draw of a provision card lists its options per card drawn (`draw_choices()`: the deck, then each kind face up,
`distinct(c for c in face_up if c != wild or not took_face_up_wild)`), once for the turn's listing and again for the
second and third card. Two ways of writing the same list, each the same values in the same order, so a seed plays the
same game:
- *A test that does not read the card, taken out of the comprehension* (`distinct_split`): `distinct(c for c in pile
  if A(c) or B)`, B reading no card, is `distinct(pile) if B else distinct(c for c in pile if A(c))`, the first a C
  call over the pile's list (`list(dict.fromkeys(s.face_up))`) where the comprehension ran the test per card. Both
  tests must be `total` (tally.py: locals, fields, numbers, comparisons; nothing that can raise), since B is now
  read once before the cards and A not at all when B holds.
- *A parameter's values appended as a range* (`listed_block`): the random playout's listing appended one move and
  one argument tuple per value of a one-parameter action over a list worked out in play (`for first in …:
  moves.append(0 + 3 * len(arguments)); arguments.append((first,))`); it keeps the list (`first_values`) and appends
  the moves' numbers in one call (`moves.extend(range(0, 3 * len(first_values), 3))`), the drawn move's value read
  back as `first_values[move // 3]`. The agents' listing (`<step>_next`), whose arguments the runtime names, still
  lists them.
"""
from __future__ import annotations

from .ir import OBJECT, Aggregate, Assign, Attr, Bin, Call, Cond, Const, Do, ForIn, Local, reads_of, walk_ir
from .tally import total


def distinct_split(aggregate):
    """`distinct(item for var in source if A or B)`, B reading no `var`, as `B ? distinct(source) : distinct(… if A)`
    (a Cond of two aggregates); the aggregate as it is where its test has no such part."""
    test = aggregate.test
    if not isinstance(test, Bin) or test.op != "or" or not total(test):
        return aggregate
    var = aggregate.var
    for card, other in ((test.left, test.right), (test.right, test.left)):
        if reads_of(other, {var}) or not reads_of(card, {var}):
            continue
        if any(isinstance(x, (Call, Aggregate)) for x in walk_ir(other)):
            continue
        every = Aggregate("distinct", aggregate.item, var, aggregate.source, None)
        tested = Aggregate("distinct", aggregate.item, var, aggregate.source, card)
        return Cond(other, every, tested)
    return aggregate


def listed_block(loop, code: int, count: int, scratch: dict):
    """(the statements, the values' local) appending the moves of a one-parameter action over a list worked out in
    play as one range, where `loop` is the listing's `for var in values: moves.append(code + count * len(arguments));
    arguments.append((var,))` with no test; None for a loop of another shape."""
    if not isinstance(loop, ForIn) or len(loop.body) != 2:
        return None
    moves, arguments = Local("moves"), Local("arguments")
    number = Bin("+", Const(code), Bin("*", Const(count), Call(Local("len"), (arguments,))))
    first, second = loop.body
    if not (isinstance(first, Do) and first.expr == Call(Attr(moves, "append"), (number,))):
        return None
    if not (isinstance(second, Do) and isinstance(second.expr, Call) and second.expr.func == Attr(arguments, "append")
            and len(second.expr.args) == 1 and getattr(second.expr.args[0], "items", None) == (Local(loop.var),)):
        return None
    values = Local(f"{loop.var}_values")
    if values.name in scratch:
        return None
    scratch[values.name] = OBJECT
    if scratch.get(loop.var) == OBJECT:     # the loop's variable, read nowhere now
        del scratch[loop.var]
    end = Bin("*", Const(count), Call(Local("len"), (values,)))
    numbers = Call(Local("range"), (Const(code), end if code == 0 else Bin("+", Const(code), end), Const(count)))
    return [Assign(values, loop.items), Do(Call(Attr(moves, "extend"), (numbers,)))], values
