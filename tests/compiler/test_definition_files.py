"""Every definition file names its schema on its first line, so editors complete and check it."""
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted(ROOT.glob("definitions/*/*.yaml")) + sorted(ROOT.glob("definitions/*/scenarios/*.yaml"))
SCHEMA_OF = {"game.yaml": "game", "board.yaml": "board", "decks.yaml": "decks"}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_first_line_names_the_schema(path):
    first = path.read_text(encoding="utf-8").splitlines()[0]
    kind = "scenario" if path.parent.name == "scenarios" else SCHEMA_OF.get(path.name, "board")
    assert first.startswith("# yaml-language-server: $schema=")
    target = (path.parent / first.split("=", 1)[1].strip()).resolve()
    assert target == (ROOT / "schemas" / f"{kind}.schema.json").resolve()
