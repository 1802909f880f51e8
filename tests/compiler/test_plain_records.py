"""The model's and the driver's records made without dataclasses (compiler/frontend/plain.py): they behave as the
dataclasses they replaced, and a command that only checks never imports dataclasses."""
from __future__ import annotations

import copy
import os
import pickle
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from compiler.driver.build import Compiled
from compiler.frontend.diagnostics import Diagnostic, Span
from compiler.frontend.load import Node
from compiler.frontend.model import FieldDef, StepDef
from compiler.frontend.origin import Origin
from compiler.frontend.plain import FrozenError, copied
from compiler.frontend.resolve import Binding

REPO = Path(__file__).resolve().parents[2]


def test_a_plain_record_takes_fields_in_order_or_by_name_with_fresh_defaults():
    span = Span("game.yaml", 3, 5)
    one = FieldDef("gold", "player", "counter", span)
    two = FieldDef(name="gold", scope="player", type="counter", span=span)
    assert one == two and one.spans == {} and one.spans is not two.spans      # Made(dict): one dict each
    assert one.visible == "everyone" and one.max is None
    assert "FieldDef(name='gold', scope='player'" in repr(one)
    one.max = 12        # a model record is changed while the model is read
    assert one != two
    with pytest.raises(TypeError):
        hash(one)
    with pytest.raises(TypeError, match="missing the field 'span'"):
        FieldDef("gold", "player", "counter")
    with pytest.raises(TypeError, match="'colour' as no field"):
        FieldDef("gold", "player", "counter", span, colour="red")
    with pytest.raises(TypeError, match="'name' twice"):
        FieldDef("gold", "player", "counter", span, name="silver")


def test_copied_changes_only_the_fields_it_names():
    step = StepDef("decide", "turn", Span("game.yaml", 1, 1))
    again = copied(step, name="turn-2", copy_of="turn")
    assert (again.name, again.copy_of, again.kind, step.name) == ("turn-2", "turn", step.kind, "turn")
    diag = Diagnostic("E201", "syntax error", None)
    assert copied(diag, help="write it so") == Diagnostic("E201", "syntax error", None, "write it so")


@pytest.mark.parametrize("record", [Span("a.yaml", 1, 2, 1, 6), Diagnostic("E1", "m", Span("a.yaml", 1, 2), "h", "warning"),
                                    Origin("a.yaml", 1, 2, 0, ((1, 2),), (0,)), Binding("local", "x", ("int",))])
def test_a_frozen_record_is_equal_hashed_copied_and_pickled_by_value_and_never_changed(record):
    same = type(record)(*record._values())
    assert same == record and hash(same) == hash(record) and same is not record
    assert {record: 1}[same] == 1
    assert pickle.loads(pickle.dumps(record)) == record
    assert copy.deepcopy(record) == record and copy.copy(record) == record
    assert record != Span("other.yaml", 9, 9) or type(record) is Span and record == Span("other.yaml", 9, 9)
    with pytest.raises(FrozenError):
        record.line = 7
    with pytest.raises(AttributeError):
        del record.file
    with pytest.raises(AttributeError):
        record.other = 1        # slots: no field it does not name
    assert repr(record).startswith(type(record).__name__ + "(")


def test_a_yaml_node_and_a_compile_result_go_through_pickle_and_deepcopy():
    node = Node({"a": Node(1, Span("g.yaml", 1, 4))}, Span("g.yaml", 1, 1), {"a": Span("g.yaml", 1, 1)})
    assert copy.deepcopy(node) == node and pickle.loads(pickle.dumps(node)) == node
    node.value = {}
    assert node != copy.deepcopy(Node(1, Span("g.yaml", 1, 1)))
    result = Compiled("tiny", None, {"rules.py": "x = 1\n"}, [Diagnostic("W1", "m", None, severity="warning")])
    back = pickle.loads(pickle.dumps(result))       # how a forked worker sends a game back
    assert back == result and back.ok


def test_checking_a_game_imports_no_dataclasses(tmp_path):
    """After an edit that keeps the effect texts (their syntax trees kept: Lark, which imports them, not loaded)."""
    env = dict(os.environ, PYTHONPATH=str(REPO), CAIRN_CACHE_DIR=str(tmp_path / "cache"))
    code = ("import sys\nfrom compiler.commands.cli import main\nmain(['check', 'thru-the-appalachian'])\n"
            "print('dataclasses' in sys.modules, 'inspect' in sys.modules)")
    runs = []
    for _ in range(2):
        shutil.rmtree(tmp_path / "cache" / "builds", ignore_errors=True)
        runs.append(subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True))
    assert runs[1].stdout.splitlines()[-1] == "False False", runs[1].stderr
