"""Table rows as tuples in the fast module's move loops: the columns a loop reads, unpacked once per id.

The readable generator looks a walked table's row up once per turn of the loop (`route_row =
ROUTES[route]`) and reads each column from the dict (`route_row["length"]`), several string
lookups per id at every decision. A hand-written simulator keeps the few columns it needs as a
tuple per id and unpacks them into locals. The fast module does the same: per action of a step,
a module-level memo `<TABLE>_<ACTION>_COLUMNS` holds, per id, the tuple of the columns that
action's loops read (in the order first read), filled from the table on the step's first call
(a game module holds data at import, never code that runs), and each turn of the loop unpacks it:
`route_pair, route_length, route_colour = ROUTES_CLAIM_COLUMNS[route]`. Tables never change in
play, so the values are those the dicts hold; nothing else of the loop changes.
"""
from __future__ import annotations

from ..choices import _point
from ..pygen import const_name, py_name


class RowTuples:
    """A mixin for a StepChoices: columns of a walked table's row read as locals unpacked from a tuple memo."""

    tabulated: list     # (constant name, the lines defining it at module level), shared by the module

    def action_lines(self, action, tests: dict) -> list[str]:
        self.row_columns = {}
        self.row_action = action.name
        return super().action_lines(action, tests)

    def x_Field(self, n):
        local = self.local_of(n.obj)
        kind = self._kind(n.obj)
        if not hasattr(self, "tabulated") or not hasattr(self, "row_columns") or kind[0] != "id" \
                or local is None or local.table != kind[1] or local.code not in self.loop_vars \
                or self.model.tables[kind[1]].columns.get(n.name, ("any",))[0] in ("condition", "value"):
            return super().x_Field(n)
        table = const_name(kind[1])
        entry = self.row_columns.get(local.code)
        if entry is None:
            taken = {const for const, _ in self.tabulated}
            const, k = f"{table}_{const_name(self.row_action)}_COLUMNS", 2
            while const in taken:
                const, k = f"{table}_{const_name(self.row_action)}_COLUMNS_{k}", k + 1
            self.tabulated.append((const, [
                f"# per id of {kind[1]}, the columns the loop of {self.row_action!r} reads: filled on first use",
                f"{const} = {{}}"]))
            level = self.loop_vars.index(local.code)
            fill = self.blocks.setdefault(_point(-1, False), [])
            unpack = self.blocks.setdefault(_point(level, False), [])
            entry = {"const": const, "table": table, "var": local.code, "columns": [], "names": [],
                     "fill": (fill, len(fill)), "unpack": (unpack, len(unpack)), "point": _point(level, False)}
            fill.append("")
            unpack.append("")
            self.row_columns[local.code] = entry
        if n.name not in entry["columns"]:
            entry["columns"].append(n.name)
            entry["names"].append(self.fresh(f"{local.code}_{py_name(n.name)}"))
            self.rewrite(entry)
        self.used_point = max(self.used_point, entry["point"])
        return entry["names"][entry["columns"].index(n.name)], 9

    def rewrite(self, entry: dict) -> None:
        const, table, var = entry["const"], entry["table"], entry["var"]
        values = ", ".join(f'{table}[{var}]["{c}"]' for c in entry["columns"])
        if len(entry["columns"]) > 1:
            values = f"({values})"          # one column is kept as its value, not a tuple of one
        block, at = entry["fill"]
        block[at] = f"if not {const}: {const}.update({{{var}: {values} for {var} in {table}}})"
        block, at = entry["unpack"]
        block[at] = f"{', '.join(entry['names'])} = {const}[{var}]"
