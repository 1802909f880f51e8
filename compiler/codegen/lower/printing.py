"""The lowered IR printed twice: as pure Python (`lowered.py`) and as the Cython declarations that type it
(`lowered.pxd`, an augmenting .pxd: Cython reads it beside lowered.py when it compiles that module).

The Python stands alone: classes with `__slots__`, module-level functions with docstrings, no import of
Cython. The declarations add what C needs and Python does not: each record a `cdef class` whose slots are
C fields, each function `cpdef` (called from outside) or `cdef` (called only here) with typed parameters and
`@cython.locals` for its locals. A random stream is runtime/draws.pxd's `Draw`, whose `random()` is a C call; a map
keyed by a table is a C array (`slot_declaration`).
"""
from __future__ import annotations

import ast
from collections import Counter

from ..pytext import assignment, literal
from .ir import (AREA, U128, Aggregate, Assign, Attr, Bin, Break, Call, Comment, Cond, Const, Continue, Do, ForIn,
                 ForRange, If, Inlined, Item, ListComp, ListOf, Local, Module, Return, Unary, While, body_walked,
                 walk_ir)

PRECEDENCE = {"or": 1, "and": 2, "not": 3, "in": 4, "not in": 4, "is": 4, "is not": 4, "==": 4, "!=": 4, "<": 4, "<=": 4,
              ">": 4, ">=": 4, "|": 5, "^": 5, "&": 6, "<<": 7, ">>": 7, "+": 8, "-": 8, "*": 9, "//": 9, "%": 9,
              "neg": 10}
ATOM = 12
CONDITIONAL = 0


# ---------------------------------------------------------------- Python
def expr(node, parent: int = 0) -> str:
    code, prec = _expr(node)
    return f"({code})" if prec < parent else code


def _expr(node) -> tuple[str, int]:
    if isinstance(node, Const):
        return literal(node.value), ATOM
    if isinstance(node, Local):
        return node.name, ATOM
    if isinstance(node, Attr):
        return f"{expr(node.obj, ATOM)}.{node.name}", ATOM
    if isinstance(node, Item):
        return f"{expr(node.obj, ATOM)}[{expr(node.index)}]", ATOM
    if isinstance(node, Call) and _removal(node):
        return f"{LIST_REMOVE}({expr(node.func.obj)}, {expr(node.args[0])})", ATOM
    if isinstance(node, Call):
        return f"{expr(node.func, ATOM)}({', '.join(expr(a) for a in node.args)})", ATOM
    if isinstance(node, Bin) and node.op == "+" and _listed(node):
        return "[" + ", ".join(_spread(node)) + "]", ATOM
    if isinstance(node, Bin):
        prec = PRECEDENCE[node.op]
        right = prec if node.op in ("and", "or") else prec + 1
        return f"{expr(node.left, prec)} {node.op} {expr(node.right, right)}", prec
    if isinstance(node, Unary):
        if node.op == "not":
            return f"not {expr(node.operand, 3)}", 3
        return f"{node.op}{expr(node.operand, 10)}", 10
    if isinstance(node, Cond):
        return f"{expr(node.then, 1)} if {expr(node.cond, 1)} else {expr(node.otherwise)}", CONDITIONAL
    if isinstance(node, ListOf):
        if node.var is None and node.tuple:
            return "(" + ", ".join(expr(i) for i in node.items) + ("," if len(node.items) == 1 else "") + ")", ATOM
        if node.var is None:
            return "[" + ", ".join(expr(i) for i in node.items) + "]", ATOM
        test = "" if node.test is None else f" if {expr(node.test, 1)}"
        return f"[{node.var} for {node.var} in range({expr(node.count)}){test}]", ATOM
    if isinstance(node, ListComp):
        test = "" if node.test is None else f" if {expr(node.test, 1)}"
        return f"[{expr(node.item, 1)} for {node.var} in {expr(node.source, ATOM)}{test}]", ATOM
    if isinstance(node, Aggregate):
        test = "" if node.test is None else f" if {expr(node.test, 1)}"
        if node.func == "count":
            return f"sum(1 for {node.var} in {expr(node.source, ATOM)}{test})", ATOM
        if node.func == "distinct" and _numbered(node):     # numbers of a range, each once already
            return f"[{node.var} for {node.var} in {expr(node.source, ATOM)}{test}]", ATOM
        if node.func == "distinct":
            return f"[*{_distinct_keys(node)}]", ATOM
        default = ", default=0" if node.func in ("min", "max") else ""
        inner = f"{expr(node.item, 1)} for {node.var} in {expr(node.source, ATOM)}{test}"
        return (f"{node.func}(({inner}){default})" if default else f"{node.func}({inner})"), ATOM
    raise TypeError(f"not an expression of the lowered IR: {node!r}")


# runtime/masks' `distinct_keys`: `dict.fromkeys` read once as a module name (looked up on the class at every call,
# the classmethod made a bound method each time: ~900 instructions, a third of a distinct of five cards);
# natively an inline C walk of a short list (runtime/masks.pxd), which lists the same values
DISTINCT_KEYS = "masks.distinct_keys"


# A card taken out of a pile (`p.hand.remove(card)` in the IR): runtime/masks' `list_remove`, `list.remove` itself in
# the pure print (the same bytecodes as the method's call), natively an inline C walk of the pile (runtime/masks.pxd)
# that compares card numbers in C, where Cython called the method by its name through Python
LIST_REMOVE = "masks.list_remove"


def _removal(node) -> bool:
    """Is the call `node` a pile's `remove` of one card (every `remove` of the lowered IR is a pile's, a list)?"""
    return isinstance(node.func, Attr) and node.func.name == "remove" and len(node.args) == 1


def printed_imports(module: Module) -> dict:
    """The module's imports, with runtime.api's `masks` where a pile's `remove` is printed as `LIST_REMOVE`."""
    if "masks" in module.imports.get("runtime.api", ()) \
            or not any(isinstance(x, Call) and _removal(x) for fn in module.functions for x in body_walked(fn)):
        return module.imports
    return {**module.imports, "runtime.api": module.imports.get("runtime.api", set()) | {"masks"}}


def _numbered(node) -> bool:
    """Is a distinct aggregate the numbers of a range themselves, which no dict need make distinct?"""
    return node.item == Local(node.var) and isinstance(node.source, Call) and node.source.func == Local("range")


def _distinct_keys(node) -> str:
    """A distinct aggregate's values as the keys of a dict, in their first order (iterated, they are the list); the
    numbers of a range as they are (`_numbered`)."""
    if _numbered(node):
        return expr(node)
    if node.test is None and node.item == Local(node.var):     # the values themselves
        return f"{DISTINCT_KEYS}({expr(node.source)})"
    # a list comprehension, not a generator: Cython makes no closure of it
    test = "" if node.test is None else f" if {expr(node.test, 1)}"
    return f"{DISTINCT_KEYS}([{expr(node.item, 1)} for {node.var} in {expr(node.source, ATOM)}{test}])"


def _listed(node) -> bool:
    """Is `node` a new list by its form (a list written out or comprehended, a distinct, lists added, either of two
    such lists), so that `a + b` of two of them is one display of both spread (`[*a, *b]`)?"""
    if isinstance(node, ListOf):
        return not node.tuple
    if isinstance(node, ListComp) or isinstance(node, Aggregate) and node.func == "distinct":
        return True
    if isinstance(node, Bin):
        return node.op == "+" and _listed(node.left) and _listed(node.right)
    if isinstance(node, Cond):
        return _listed(node.then) and _listed(node.otherwise)
    return False


def _spread(node) -> list[str]:
    """The parts of a list display holding the values of `_listed` node, in order: `(['deck'] if can_draw else []) +
    list(dict.fromkeys(face_up))` is `[*(('deck',) if can_draw else ()), *masks.distinct_keys(face_up)]`, one list made
    where the sum made four (each side, the distinct's keys listed, their sum), and no list for a literal (a tuple
    of constants is one object of the module's code)."""
    if isinstance(node, Bin):
        return _spread(node.left) + _spread(node.right)
    if isinstance(node, ListOf) and node.var is None:
        return [expr(item) for item in node.items]
    if isinstance(node, Aggregate):
        return [f"*{_distinct_keys(node)}"]
    if isinstance(node, Cond):
        return [f"*({_spread_one(node.then)} if {expr(node.cond, 1)} else {_spread_one(node.otherwise)})"]
    return [f"*{expr(node, ATOM)}"]


def _spread_one(node) -> str:
    """An expression whose values are those of `_listed` node, spread in a display: a literal as a tuple, a distinct
    as its dict's keys, a sum or a comprehension as the list it is."""
    if isinstance(node, ListOf) and node.var is None:
        return "(" + "".join(f"{expr(item)}, " for item in node.items).rstrip(" ") + ")" if node.items else "()"
    if isinstance(node, Aggregate):
        return _distinct_keys(node)
    if isinstance(node, Cond):
        return f"({_spread_one(node.then)} if {expr(node.cond, 1)} else {_spread_one(node.otherwise)})"
    return expr(node, CONDITIONAL + 1)


def statements(body, indent: int) -> list[str]:
    pad = "    " * indent
    lines = []
    for stmt in body:
        if isinstance(stmt, Assign):
            lines.append(f"{pad}{expr(stmt.target)} {stmt.op} {expr(stmt.value)}")
        elif isinstance(stmt, If):
            for i, (cond, block) in enumerate(stmt.branches):
                lines.append(f"{pad}{'if' if i == 0 else 'elif'} {expr(cond)}:")
                lines += statements(block, indent + 1)
            if stmt.otherwise:
                lines.append(f"{pad}else:")
                lines += statements(stmt.otherwise, indent + 1)
        elif isinstance(stmt, While):
            lines.append(f"{pad}while {expr(stmt.cond)}:")
            lines += statements(stmt.body, indent + 1)
        elif isinstance(stmt, ForRange):
            bounds = expr(stmt.count) if stmt.start is None else f"{expr(stmt.start)}, {expr(stmt.count)}"
            lines.append(f"{pad}for {stmt.var} in range({bounds}):")
            lines += statements(stmt.body, indent + 1)
            if stmt.otherwise:
                lines.append(f"{pad}else:")
                lines += statements(stmt.otherwise, indent + 1)
        elif isinstance(stmt, ForIn):
            # a distinct list only walked: the dict's keys are walked, no list made of them
            items = _distinct_keys(stmt.items) if isinstance(stmt.items, Aggregate) and stmt.items.func == "distinct" \
                else expr(stmt.items)
            lines.append(f"{pad}for {stmt.var} in {items}:")
            lines += statements(stmt.body, indent + 1)
        elif isinstance(stmt, Break):
            lines.append(f"{pad}break")
        elif isinstance(stmt, Continue):
            lines.append(f"{pad}continue")
        elif isinstance(stmt, Return):
            lines.append(f"{pad}return" + ("" if stmt.value is None else f" {expr(stmt.value)}"))
        elif isinstance(stmt, Do):
            lines.append(f"{pad}{expr(stmt.expr)}")
        elif isinstance(stmt, Comment):
            lines.append(f"{pad}# {stmt.text}")
        elif isinstance(stmt, Inlined):     # its lines are marked, for python_module's table of them
            lines.append(f"{pad}# {stmt.name}, written in place")
            lines += [Mark(stmt.name, True)] + statements(stmt.body, indent) + [Mark(stmt.name, False)]
        else:
            raise TypeError(f"not a statement of the lowered IR: {stmt!r}")
    if not any(not isinstance(s, Comment) for s in body):
        lines.append(f"{pad}pass")
    return lines


class Mark:
    """Where the statements of a function written in place begin (`start`) or end, among printed lines."""

    def __init__(self, name: str, start: bool):
        self.name, self.start = name, start


def placed_lines(lines: list, first: int, host: str, table: dict) -> list:
    """The printed lines without their marks, which become `table[host]` entries (first line, last line, name) of
    the functions written in place there, `first` being the number of the first line."""
    out, open_marks = [], []
    for line in lines:
        if isinstance(line, Mark):
            if line.start:
                open_marks.append(first + len(out))
            else:
                table.setdefault(host, []).append((open_marks.pop(), first + len(out) - 1, line.name))
            continue
        out.append(line)
    return out


def python_module(module: Module) -> str:
    lines = ['"""' + module.doc + '"""']
    placed = {}     # function -> [(first line, last line, the function written in place there)]
    counted = done = 0      # the lines printed before lines[done]
    for source, names in printed_imports(module).items():
        if names:
            lines.append(f"from {source} import {', '.join(sorted(names))}")
    for name, value in module.constants:
        lines += ["", assignment(name, value)]
    for record in module.records:
        lines += ["", "", f"class {record.name}:", f'    """{record.doc}"""',
                  assignment("    __slots__", literal(tuple(s.name for s in record.slots)))]
    for fn in module.functions:
        params = ", ".join(name if len(param) == 2 else f"{name}={literal(param[2])}"
                           for param in fn.params for name in param[:1])
        lines += ["", "", f"def {fn.name}({params}):", f'    """{fn.doc}"""']
        counted, done = counted + sum(line.count("\n") + 1 for line in lines[done:]), len(lines)
        lines += placed_lines(statements(fn.body, 1), counted + 1, fn.name, placed)
    if placed:      # the lines of each function written in place, by the function they are in (runtime/errors.py)
        lines += ["", assignment("WRITTEN_IN_PLACE", literal({host: tuple(spans) for host, spans in placed.items()}))]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- Cython declarations
def _c(ctype: str) -> str:
    return ctype


def slot_declaration(slot, module: Module | None = None) -> str:
    """A record's slot in C. A map keyed by a table (of numbers, or of ids as their numbers, -1 for none) is a C
    array of as many longs as the table has ids: read and written by the key's number in C, where the Python print
    indexes its list. A copy (`list(p.photos)`) or a read of the whole map (`tuple(p.journal)`) goes through a
    Python list, and the Python attribute of a native record is such a copy (the lowered code reads and writes its
    records typed, in C). A pile's counts (`hand_counts`, piles.py) are such an array too where `module` reads and
    writes them only entry by entry, makes them whole (`= pile_counts(...)`) or copies them (`entry_by_entry`):
    handed whole to a runtime function that changes them, a C array would hand over a copy."""
    if slot.kind in ("map", "idmap") and slot.keys:
        return f"long {slot.name}[{len(slot.keys)}]"
    if slot.kind == "counts" and slot.ids and module is not None and entry_by_entry(module, slot.name):
        return f"long {slot.name}[{len(slot.ids)}]"
    return f"{_c(slot.ctype)} {slot.name}"


def entry_by_entry(module: Module, name: str) -> bool:
    """Does every function of `module` use the record slot `name` only by its entries (`p.hand_counts[k]`, or all of
    them unpacked at once), as the target of an assignment, or copied whole (`list(p.hand_counts)`)?"""
    slots = allowed = 0
    for fn in module.functions:
        for node in body_walked(fn):
            if isinstance(node, Attr) and node.name == name:
                slots += 1
            elif isinstance(node, Item) and isinstance(node.obj, Attr) and node.obj.name == name:
                allowed += 1
            elif isinstance(node, Assign) and isinstance(node.target, Attr) and node.target.name == name \
                    and node.op == "=":
                allowed += 1
            elif isinstance(node, Assign) and isinstance(node.target, ListOf) and isinstance(node.value, Attr) \
                    and node.value.name == name:
                allowed += 1        # every entry unpacked into C longs (`unpacked`): Cython reads the array in C
            elif isinstance(node, Call) and node.func == Local("list") and len(node.args) == 1 \
                    and isinstance(node.args[0], Attr) and node.args[0].name == name:
                allowed += 1
    return slots == allowed


def constant_declaration(constant: tuple) -> str | None:
    """A module constant as a C array where it is a flat tuple of flags or of numbers a C long holds (a table's
    column by id number: `SPACES_SECTION`, `DICE_COLOUR`): a static of the module, indexed in C. Other constants
    (strings, tuples of tuples, masks past 128 ids, the memos) stay Python objects. A mask of 63-128 ids
    (`CLAIM_ROUTE_ALL`), or a tuple of them (`ROUTES_BITS`), is a `u128` (runtime/masks.pxd), as the slots it is
    read with: Cython writes such a literal as a C literal wider than C has, which the native build writes as two
    64-bit halves (compiler/driver/native.py `wide_literals`)."""
    name, text = constant
    try:
        value = ast.literal_eval(text)
    except ValueError:      # not a literal: a memo made empty (`[None] * 32768`)
        return None
    if _wide_mask(value):
        return f"cdef u128 {name}"
    if not isinstance(value, tuple) or not value:
        return None
    if all(type(v) is bool for v in value):
        return f"cdef bint {name}[{len(value)}]"
    if all(type(v) is int and -2 ** 62 < v < 2 ** 62 for v in value):
        return f"cdef long {name}[{len(value)}]"
    if all(type(v) is int and 0 <= v < 2 ** 128 for v in value) and any(map(_wide_mask, value)):
        return f"cdef u128 {name}[{len(value)}]"
    return None


def copied_only(module: Module) -> set:
    """The names read only as copied whole (`list(TRAIL_DECK_START)`, a pile's cards at the start). Such a constant
    stays a Python tuple: a C array copied to a list is each of its numbers made a Python int again at every copy (a
    270-card deck at each new game), where a tuple's items are copied as they are."""
    uses, copies = Counter(), Counter()
    for fn in module.functions:
        for node in body_walked(fn):
            kind = type(node)
            if kind is Local:
                uses[node.name] += 1
            elif kind is Call and type(node.func) is Local and node.func.name == "list" and len(node.args) == 1 \
                    and type(node.args[0]) is Local:
                copies[node.args[0].name] += 1
    return {name for name, count in copies.items() if uses[name] == count}


def _wide_mask(value) -> bool:
    """Is `value` a mask only a u128 holds (bit 62 or above, none past bit 127)?"""
    return type(value) is int and 2 ** 62 <= value < 2 ** 128


def cython_declarations(module: Module, source: str) -> str:
    """The augmenting .pxd of the module `python_module` prints (`source`: what it is printed from, for its
    header)."""
    lines = [f"# The C types of lowered.py ({source}): Cython applies them when it compiles that module.",
             "# Do not edit: change the definitions and run `cairn build`.",
             "cimport cython",
             "from runtime.draws cimport Draw"]
    copied = copied_only(module)
    tables = [line for constant, line in zip(module.constants, map(constant_declaration, module.constants))
              if line and constant[0] not in copied]
    if any(U128 in (slot.ctype for slot in record.slots) for record in module.records) \
            or any(U128 in fn.locals.values() for fn in module.functions) or any(" u128 " in line for line in tables):
        lines.append("from runtime.masks cimport u128")
    imported = printed_imports(module).get("runtime.api", ())
    if "masks" in imported:     # its inline C popcount, `masks.mask_count` in the Python
        lines.append("from runtime cimport masks")
    if "distinct" in imported:
        # runtime.api's `distinct` (board.py's) called in C, where each call went through Python to the compiled
        # function (a list's distinct values, drawn from at every pick)
        lines.append("from runtime.board cimport distinct")
    if "draw" in imported:      # runtime.api's `draw` (chance.py's) called in C: a deal, each round
        lines.append("from runtime.chance cimport draw")
    if any(AREA in (slot.ctype for slot in record.slots) for record in module.records):
        # a tableau's kept area as the compiled class, and the runtime's placement (runtime.api `tableau_lay`, which is
        # areas.py `lay`) called in C: a card laid was a call through Python, its spots and loops read by attribute
        lines.append("from runtime.areas cimport Area" + (", lay as tableau_lay"
                                                          if "tableau_lay" in imported
                                                          else ""))
    if tables:
        lines += ["", *tables]
    for record in module.records:
        lines += ["", "", f"cdef class {record.name}:"]
        lines += [f"    cdef public {slot_declaration(s, module)}" for s in record.slots]
    for fn in module.functions:
        params = ", ".join(f"{_c(param[1])} {param[0]}" + ("=*" if len(param) == 3 else "") for param in fn.params)
        kind = "cpdef" if fn.public else "cdef"
        lines += [""]
        if fn.locals:
            lines.append("@cython.locals(" + ", ".join(f"{name}={_c(t)}" for name, t in sorted(fn.locals.items()))
                         + ")")
        lines.append(f"{kind} {_c(fn.returns)} {fn.name}({params})")
    return "\n".join(lines) + "\n"
