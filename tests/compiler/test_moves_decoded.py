"""A move drawn from its step's listing has its action and argument read from tuples by code (lowering.py
`move_decoded`): the tuples hold `code % count` and `code // count`, and every code a listing of the module appends is
one they hold, so no read falls past their end (natively a C array, read unchecked)."""
import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TABLE = re.compile(r"(ACTION|ARGUMENT)_OF_MOVE_(\d+)_(\d+)$")


def _decoded(tree) -> dict:
    """name -> (its values, ACTION or ARGUMENT, count, codes) of the module's decoding tuples."""
    out = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            found = TABLE.match(node.targets[0].id)
            if found:
                out[node.targets[0].id] = (ast.literal_eval(node.value), found[1], int(found[2]), int(found[3]))
    return out


def test_the_decoding_tuples_hold_every_code_their_functions_list():
    seen = 0
    for path in sorted(ROOT.glob("generated/*/lowered.py")):
        tree = ast.parse(path.read_text())
        tables = _decoded(tree)
        for name, (values, kind, count, codes) in tables.items():
            seen += 1
            assert count > 1 and len(values) == codes
            assert list(values) == [c % count if kind == "ACTION" else c // count for c in range(codes)]
        # a seat's picks are one `while True:` loop: the codes its listing appends, the tuples its draw reads
        for loop in (n for n in ast.walk(tree) if isinstance(n, ast.While)):
            read = {x.id for x in ast.walk(loop) if isinstance(x, ast.Name) and x.id in tables}
            listed = [x.args[0].value for x in ast.walk(loop) if isinstance(x, ast.Call)
                      and isinstance(x.func, ast.Attribute) and x.func.attr == "append"
                      and isinstance(x.func.value, ast.Name) and x.func.value.id == "moves"
                      and x.args and isinstance(x.args[0], ast.Constant)]
            for name in read:
                assert listed and all(-1 <= code < tables[name][3] for code in listed), (path, name)
    assert seen      # Appalachian's select and exert read theirs
