"""A worth's sum over a pile of the seat remembered by what it reads.

Greedy weighs a seat's moves one world each, and most of them leave what a sum over the seat's pile reads as it was:
Trek's kept treks are scored by whether each one's ends are joined in the seat's network (`joined`, read off its
claimed routes: networks.py), and a draw of cards changes neither the treks nor the routes, so the ~7 treks of a
world weighed were scored again for the same answer (58 % of the worths of bench_search's 24 decisions read a
(routes, treks) already met). Where a sum's item reads nothing but its card, the module's data and locals the
worth's network steps work out from the seat's slots alone, the sum is kept in a memo of the module keyed by those
slots and the pile's cards (`(p.claimed, tuple(p.kept_treks))`), and worked out only on a miss: the same number,
since the same slots and cards give the same networks and the same sum. Like the listings' memos, it starts again
past a bound on its keys."""
from __future__ import annotations

from ..pytext import identifier
from .ir import OBJECT, Aggregate, Assign, Attr, Bin, Call, Const, Do, If, Item, ListOf, Local, Node, rebuilt, \
    walk_ir

# the worth's network steps' readers (runtime/networks.py): each a function of its arguments alone
NETWORK_READERS = frozenset(f"network_{word}{grown}" for word in ("joined", "longest", "connected")
                            for grown in ("", "_grown"))
SUMS_KEPT_LIMIT = 4096      # keys a remembered sum keeps before it starts again (a bound on its memory)
P = Local("p")


def sums_remembered(total, networks: list, steps: list, names: dict, low):
    """`total` with each sum over a list pile of the seat whose item and test read only its card, the module's data
    and the locals `networks` sets from the seat's slots read from a local a remembered step (added to `steps`, its
    locals to `names`) works out; the memos are made by `low.constant`."""
    made_from = {}      # a network step's local -> the slots of the seat it is worked out from
    for step in networks:
        if isinstance(step, Assign) and isinstance(step.target, Local) and isinstance(step.value, Call) \
                and isinstance(step.value.func, Local) and step.value.func.name in NETWORK_READERS:
            slots = [a for a in step.value.args if isinstance(a, Attr) and a.obj == P]
            if all(isinstance(a, Attr) and a.obj == P or _data(a, low) for a in step.value.args):
                made_from[step.target.name] = slots

    def remembered(node):
        if isinstance(node, Aggregate) and node.func == "sum":
            key = _key(node, made_from, low)
            if key is not None:
                return _kept(node, key, steps, names, low)
        if not isinstance(node, Node) or isinstance(node, (Const, Local)):
            return node
        return rebuilt(node, remembered)
    return remembered(total)


def _data(node, low) -> bool:
    return isinstance(node, Local) and node.name in low.constant_values


def _key(agg: Aggregate, made_from: dict, low):
    """The parts of the key of a sum that may be remembered (the slots its network locals are made from, then the
    pile's cards), or None."""
    source = agg.source
    if not (isinstance(source, Attr) and source.obj == P):
        return None
    slot = low.slot_of(source)
    if slot is None or slot.kind != "pile":       # (a list of cards: the key holds them as a tuple)
        return None
    slots = []
    for node in walk_ir([part for part in (agg.item, agg.test) if part is not None]):
        if isinstance(node, (Attr, Call)):
            return None      # a field or a call: not only what the key holds
        if isinstance(node, Aggregate) or isinstance(node, Local) and node.name != agg.var \
                and node.name not in made_from and not _data(node, low):
            return None
        if isinstance(node, Local) and node.name in made_from:
            slots += [s for s in made_from[node.name] if s not in slots]
    if not slots:       # a sum of the cards' data alone: a short loop costs what its key would
        return None
    return slots + [Call(Local("tuple"), (source,))]


def _kept(agg: Aggregate, key: list, steps: list, names: dict, low) -> Local:
    """The steps remembering `agg` by `key`, added to `steps`; the local holding it."""
    word = agg.source.name
    memo = low.constant(identifier(f"{word}_sums".upper()), {})
    kept, keyed = Local(f"{word}_sum"), Local(f"{word}_key")
    k = 1
    while kept.name in names or keyed.name in names:
        k += 1
        kept, keyed = Local(f"{word}_sum_{k}"), Local(f"{word}_key_{k}")
    names[kept.name], names[keyed.name] = OBJECT, OBJECT
    steps += [Assign(keyed, ListOf(tuple(key), tuple=True)),
              Assign(kept, Call(Attr(memo, "get"), (keyed,))),
              If(((Bin("is", kept, Const(None)), [
                  If(((Bin(">=", Call(Local("len"), (memo,)), Const(SUMS_KEPT_LIMIT)),
                       [Do(Call(Attr(memo, "clear"), ()))]),)),
                  Assign(kept, agg),
                  Assign(Item(memo, keyed), kept)]),))]
    return kept
