"""A table's ids whose columns equal given values, looked up in an index of the module's, not filtered id by id.

`tasks of the current story and section` (`t for t in tasks if tasks[t].story == current() and tasks[t].section ==
section`) lowers to the numbers of a range whose entries in the table's columns equal the values:
`[t for t in range(232) if TASKS_STORY[t] == STORIES_NUMBERS[s.open_stories[0]] and TASKS_SECTION[t] == s.section]`,
232 tests and reads at every call, and Trail Story's flow asks it twice at every decision of a story's stage (a third
of its greedy decision, its chance outcomes each flowing on to the next decision). Each such list is the ids kept under
the values in a dict the module builds once from the columns, `{(story, section): (ids...)}` in the ids' order:
`list(TASKS_BY_STORY_SECTION.get((STORIES_NUMBERS[s.open_stories[0]], s.section), ()))`.

The same list, number for number, and the same failures: the columns are the module's constant tuples of numbers,
flags or strings (a dict's key is equal, and hashes alike, where `==` holds), exactly as long as the range; the first
value is read where the filter reads it first (at the first id), and the others are read only where they cannot fail
(a local, a constant, a record's slot), as the filter reads them only once an id passed the tests before.
"""
from __future__ import annotations

import ast

from ..pytext import identifier, literal
from .ir import Aggregate, Attr, Bin, Call, Const, Function, Item, ListComp, ListOf, Local, Module, Node, conjuncts, reads_of


def ids_indexed(module: Module) -> Module:
    """`module` with each list of a table's ids filtered by its columns' values (see the module's docstring) read
    from an index of the module's; `module` itself where it has none."""
    columns = _columns(module)
    indexes: dict = {}      # (column names) -> the index's name
    functions = []
    for fn in module.functions:
        body = _rewritten(fn.body, columns, indexes)
        if body is fn.body:
            functions.append(fn)
            continue
        changed = Function(fn.name, fn.params, fn.doc, body, fn.returns, fn.locals, fn.public)
        functions.append(changed)
    if not indexes:
        return module
    constants = list(module.constants)
    for names, index in indexes.items():
        constants.append((index, literal(_index(columns, names))))
    return Module(module.doc, module.imports, module.records, functions, constants)


def _columns(module: Module) -> dict:
    """{name: values} of the module's constants that are tuples of numbers, flags or strings (a table's column by id
    number)."""
    out = {}
    for name, text in module.constants:
        try:
            value = ast.literal_eval(text)
        except (ValueError, SyntaxError):
            continue
        if isinstance(value, tuple) and value and all(type(v) in (int, bool, str) for v in value):
            out[name] = value
    return out


def _index(columns: dict, names: tuple) -> dict:
    """{values of the columns `names` at an id: the ids (in order) that hold them}; a lone column's value is the key
    itself, not a tuple of one."""
    out: dict = {}
    for i in range(len(columns[names[0]])):
        key = tuple(columns[name][i] for name in names)
        out.setdefault(key[0] if len(names) == 1 else key, []).append(i)
    return {key: tuple(ids) for key, ids in out.items()}


def _rewritten(node, columns: dict, indexes: dict):
    """`node` (a statement or an expression) with each filtered list of ids read from an index."""
    if isinstance(node, (list, tuple)):
        items = [_rewritten(item, columns, indexes) for item in node]
        if _same(items, node):
            return node
        return items if isinstance(node, list) else tuple(items)
    if not isinstance(node, Node) or isinstance(node, (Const, Local)):
        return node
    found = _filtered(node, columns)
    if found is not None:
        names, values = found
        index = indexes.get(names)
        if index is None:
            index = indexes[names] = _index_name(names, set(indexes.values()) | set(columns))
        key = values[0] if len(values) == 1 else ListOf(items=tuple(values), tuple=True)
        return Call(Local("list"), (Call(Attr(Local(index), "get"), (key, ListOf(tuple=True))),))
    values = [_rewritten(value, columns, indexes) for value in node._values()]   # (lists too: a loop's statements)
    return node if _same(values, node._values()) else type(node)(*values)


def _same(items: list, before) -> bool:
    """Is each of `items` the very one of `before` (nothing rewritten in it)?"""
    return all(a is b for a, b in zip(items, before))


def _filtered(node, columns: dict):
    """((column names), (values)) where `node` is `[t for t in range(n) if C1[t] == v1 and C2[t] == v2 ...]` (a list of
    numbers, a comprehension of them, or the distinct numbers of such a range), each column n long, no value reading `t`, the values after the first ones that
    cannot fail; else None."""
    if isinstance(node, ListOf) and node.var is not None and node.items == ():
        var, count, test = node.var, node.count, node.test
    elif (isinstance(node, ListComp) or isinstance(node, Aggregate) and node.func == "distinct") and \
            node.item == Local(node.var) and isinstance(node.source, Call) and node.source.func == Local("range") and \
            len(node.source.args) == 1:
        var, count, test = node.var, node.source.args[0], node.test
    else:
        return None
    if not isinstance(count, Const) or type(count.value) is not int or count.value < 1 or test is None:
        return None
    names, values = [], []
    for term in conjuncts(test):
        if not isinstance(term, Bin) or term.op != "==":
            return None
        column, value = term.left, term.right
        if not _entry(column, var):
            column, value = value, column
        if not _entry(column, var) or column.obj.name not in columns or \
                len(columns[column.obj.name]) != count.value or reads_of(value, {var}) or \
                (values and not _total(value)) or not _read(value):
            return None
        names.append(column.obj.name)
        values.append(value)
    if len(set(names)) != len(names):
        return None
    return tuple(names), tuple(values)


def _entry(node, var: str) -> bool:
    """Is `node` `COLUMN[var]`?"""
    return isinstance(node, Item) and isinstance(node.obj, Local) and node.index == Local(var)


def _read(node) -> bool:
    """Is `node` a value read, nothing called: locals, constants, slots and entries of them (evaluated once, not once
    an id: what it reads no id changes)?"""
    if isinstance(node, (Const, Local)):
        return True
    if isinstance(node, Attr):
        return _read(node.obj)
    if isinstance(node, Item):
        return _read(node.obj) and _read(node.index)
    return False


def _total(node) -> bool:
    """Can `node` be read in any state without failing: a local, a constant, a slot of one?"""
    if isinstance(node, (Const, Local)):
        return True
    return isinstance(node, Attr) and _total(node.obj)


def _index_name(names: tuple, taken: set) -> str:
    """`TASKS_BY_STORY_SECTION` of the columns TASKS_STORY and TASKS_SECTION (their table's name, once, where they
    share it), a name no constant of the module has."""
    table = names[0].rsplit("_", 1)[0] if "_" in names[0] else names[0]
    if all(name.startswith(table + "_") for name in names):
        name = identifier(f"{table}_BY_" + "_".join(name[len(table) + 1:] for name in names))
    else:
        name = identifier("IDS_BY_" + "_".join(names))
    base, n = name, 2
    while name in taken:
        name, n = f"{base}_{n}", n + 1
    return name
