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
from .ir import Aggregate, Attr, Bin, Call, Const, Function, Item, ListComp, ListOf, Local, Module, Node, body_walked, \
    conjuncts, reads_of


def ids_indexed(module: Module) -> Module:
    """`module` with each list of a table's ids filtered by its columns' values (see the module's docstring) read
    from an index of the module's; `module` itself where it has none. A function is rewritten only where its nodes
    (walked once for every pass: `body_walked`) hold such a filter, and only the columns they read are parsed."""
    texts = dict(module.constants)
    columns: dict = {}      # name -> its values, parsed where a filter reads it (None: not a column)
    indexes: dict = {}      # (column names) -> the index's name
    functions = []
    for fn in module.functions:
        if not any(type(node) in _FILTERS and _filtered(node, columns, texts) is not None
                   for node in body_walked(fn)):
            functions.append(fn)
            continue
        body = _rewritten(fn.body, columns, texts, indexes)
        functions.append(Function(fn.name, fn.params, fn.doc, body, fn.returns, fn.locals, fn.public))
    if not indexes:
        return module
    constants = list(module.constants)
    for names, index in indexes.items():
        constants.append((index, literal(_index(columns, names))))
    return Module(module.doc, module.imports, module.records, functions, constants)


def _column(name: str, columns: dict, texts: dict):
    """The values of the module's constant `name` where it is a tuple of numbers, flags or strings (a table's column by
    id number), else None; parsed once."""
    if name not in columns:
        value = None
        text = texts.get(name)
        if text is not None and text.startswith("("):
            try:
                value = ast.literal_eval(text)
            except (ValueError, SyntaxError):
                value = None
        columns[name] = value if isinstance(value, tuple) and value and \
            all(type(v) in (int, bool, str) for v in value) else None
    return columns[name]


def _index(columns: dict, names: tuple) -> dict:
    """{values of the columns `names` at an id: the ids (in order) that hold them}; a lone column's value is the key
    itself, not a tuple of one."""
    out: dict = {}
    for i in range(len(columns[names[0]])):
        key = tuple(columns[name][i] for name in names)
        out.setdefault(key[0] if len(names) == 1 else key, []).append(i)
    return {key: tuple(ids) for key, ids in out.items()}


def _rewritten(node, columns: dict, texts: dict, indexes: dict):
    """`node` (a statement or an expression) with each filtered list of ids read from an index."""
    if isinstance(node, (list, tuple)):
        items = [_rewritten(item, columns, texts, indexes) for item in node]
        if _same(items, node):
            return node
        return items if isinstance(node, list) else tuple(items)
    if not isinstance(node, Node) or isinstance(node, (Const, Local)):
        return node
    found = _filtered(node, columns, texts) if type(node) in _FILTERS else None
    if found is not None:
        names, values = found
        index = indexes.get(names)
        if index is None:
            index = indexes[names] = _index_name(names, set(indexes.values()) | set(texts))
        key = values[0] if len(values) == 1 else ListOf(items=tuple(values), tuple=True)
        return Call(Local("list"), (Call(Attr(Local(index), "get"), (key, ListOf(tuple=True))),))
    values = [_rewritten(value, columns, texts, indexes) for value in node._values()]  # (lists too: statements)
    return node if _same(values, node._values()) else type(node)(*values)


def _same(items: list, before) -> bool:
    """Is each of `items` the very one of `before` (nothing rewritten in it)?"""
    return all(a is b for a, b in zip(items, before))


def _filtered(node, columns: dict, texts: dict):
    """((column names), (values)) where `node` is `[t for t in range(n) if C1[t] == v1 and C2[t] == v2 ...]` (a list of
    numbers, a comprehension of them, or the distinct numbers of such a range), each column n long, no value reading
    `t`, the values after the first ones that cannot fail; else None."""
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
        if not _entry(column, var) or _column(column.obj.name, columns, texts) is None or \
                len(columns[column.obj.name]) != count.value or reads_of(value, {var}) or \
                (values and not _total(value)) or not _read(value):
            return None
        names.append(column.obj.name)
        values.append(value)
    if len(set(names)) != len(names):
        return None
    return tuple(names), tuple(values)


_FILTERS = (ListOf, ListComp, Aggregate)     # the kinds of node a filter of ids is


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
