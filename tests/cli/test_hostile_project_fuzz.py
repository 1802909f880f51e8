"""A seeded fuzz over whole project folders (issue 24): links, generated/, build/ and root files.

Each case is the tiny game with a few hostile changes drawn from the catalogue below — a definition file,
a game folder, scenarios/, generated/ or build/ linked out of the project; bytecode, modules and cache
entries planted where Cairn once read them; modules at the root named like the standard library's — and
then the commands a CI job runs on a pull request (check, build --check, build, test, simulate). Whatever
the mix, each command must:
- end as a command does (exit 0, 1 or 2), never as an internal error;
- never print the secret the links point at, nor a name of a file only reachable through a link;
- never run planted code (it would write a marker file);
- leave every file outside the project as it was (the outside folder is hashed before and after).
"""
from __future__ import annotations

import hashlib
import json
import os
import py_compile
import random
import shutil
import sys
from pathlib import Path

import pytest

from compiler.driver.build import Project, input_hash
from compiler.commands.cli import main

REPO = Path(__file__).resolve().parents[2]
TINY = REPO / "tests" / "errors" / "base" / "definitions" / "tiny"
CASES = 24

# every case in temporary folders of its own: in the background on the idle core (tests/conftest.py)
pytestmark = pytest.mark.second_core
SECRET = "SECRET-TOKEN-4242"
HIDDEN_NAME = "only-behind-a-link.yaml"
SCENARIO = "game: tiny\nplayers: 2\nseed: 1\nthen:\n  - round == 1\n"


class Case:
    def __init__(self, root: Path, outside: Path, marker: Path, scratch: Path):
        self.root, self.outside, self.marker, self.scratch = root, outside, marker, scratch
        self.game = root / "definitions" / "tiny"

    @property
    def planted(self) -> str:
        return f"open({str(self.marker)!r}, 'w').write('ran')\n"

    def pyc(self, target: Path) -> None:
        source = self.scratch / "planted.py"
        source.write_text(self.planted, encoding="utf-8")
        target.parent.mkdir(parents=True, exist_ok=True)
        py_compile.compile(str(source), cfile=str(target), doraise=True,
                           invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)


def bytecode(module: str) -> str:
    return f"{module}.{sys.implementation.cache_tag}.pyc"


def _swap_for_link(path: Path, target: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif path.exists() or path.is_symlink():
        path.unlink()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(target)


# ---------------------------------------------------------------- the catalogue of hostile changes
def linked_definition_file(case: Case, rng: random.Random) -> None:
    name = rng.choice(["game.yaml", "board.yaml", "decks.yaml"])
    _swap_for_link(case.game / name, case.outside / "secret.txt")


def linked_scenario(case: Case, rng: random.Random) -> None:
    (case.game / "scenarios").mkdir(exist_ok=True)
    _swap_for_link(case.game / "scenarios" / "leak.yaml", case.outside / "secret.txt")


def linked_scenarios_folder(case: Case, rng: random.Random) -> None:
    _swap_for_link(case.game / "scenarios", case.outside / "scenarios")


def linked_game_folder(case: Case, rng: random.Random) -> None:
    _swap_for_link(case.root / "definitions" / "elsewhere", case.outside / "game")


def linked_generated(case: Case, rng: random.Random) -> None:
    _swap_for_link(case.root / "generated", case.outside / "work")


def linked_generated_package(case: Case, rng: random.Random) -> None:
    _swap_for_link(case.root / "generated" / "tiny", case.outside / "work" / "tiny")


def linked_build(case: Case, rng: random.Random) -> None:
    _swap_for_link(case.root / "build", case.outside / "work")


def planted_bytecode(case: Case, rng: random.Random) -> None:
    for module in ("rules", "__init__", "data", "fast", "layout"):
        case.pyc(case.root / "generated" / "tiny" / "__pycache__" / bytecode(module))
    case.pyc(case.root / "generated" / "__pycache__" / bytecode("__init__"))


def planted_modules(case: Case, rng: random.Random) -> None:
    (case.root / "generated").mkdir(exist_ok=True)
    (case.root / "generated" / "__init__.py").write_text(case.planted, encoding="utf-8")
    if (case.root / "generated" / "tiny").is_dir():
        (case.root / "generated" / "tiny" / "helpers.py").write_text(case.planted, encoding="utf-8")


def planted_root_modules(case: Case, rng: random.Random) -> None:
    for name in rng.sample(["textwrap.py", "random.py", "json.py", "runtime.py", "compiler.py", "generated.py"], 3):
        (case.root / name).write_text(case.planted, encoding="utf-8")


def planted_build_cache(case: Case, rng: random.Random) -> None:
    try:
        key = input_hash(Project(case.root), "tiny")
    except Exception:       # noqa: BLE001 - a game folder another change broke: any key will do
        key = "0" * 64
    entry = {"key": key, "files": {"__init__.py": case.planted + "from .rules import GAME\n",
                                   "rules.py": case.planted + "GAME = None\n"}}
    for name in ("tiny.json", f"tiny-{key}.json"):
        place = case.root / "build" / "cache" / name
        place.parent.mkdir(parents=True, exist_ok=True)
        place.write_text(json.dumps(entry), encoding="utf-8")


def planted_scenario_bytecode(case: Case, rng: random.Random) -> None:
    scenarios = case.game / "scenarios"
    if not scenarios.is_symlink():
        scenarios.mkdir(exist_ok=True)
        (scenarios / "start.yaml").write_text(SCENARIO, encoding="utf-8")
    for index in range(2):
        case.pyc(case.root / "build" / "scenarios" / "__pycache__" / bytecode(f"scenario_{index:04d}"))


CHANGES = [linked_definition_file, linked_scenario, linked_scenarios_folder, linked_game_folder, linked_generated,
           linked_generated_package, linked_build, planted_bytecode, planted_modules, planted_root_modules,
           planted_build_cache, planted_scenario_bytecode]


# ---------------------------------------------------------------- the outside world
def make_outside(outside: Path) -> None:
    outside.mkdir()
    (outside / "secret.txt").write_text(f"{SECRET}\n{SECRET}: yes\n", encoding="utf-8")
    (outside / "scenarios").mkdir(parents=True)
    (outside / "scenarios" / HIDDEN_NAME).write_text(f"# {SECRET}\n" + SCENARIO, encoding="utf-8")
    shutil.copytree(TINY, outside / "game")
    # a folder of the user's named like a game package, where a linked generated/ or build/ would point
    (outside / "work" / "tiny").mkdir(parents=True)
    (outside / "work" / "tiny" / "thesis.txt").write_text("years of work\n", encoding="utf-8")
    (outside / "work" / "cache").mkdir()
    (outside / "work" / "cache" / "notes.txt").write_text("keep\n", encoding="utf-8")


def fingerprint(folder: Path) -> str:
    digest = hashlib.sha256()
    for where, dirs, names in sorted(os.walk(folder)):
        dirs.sort()
        for name in sorted(names) + dirs:
            path = Path(where) / name
            digest.update(str(path.relative_to(folder)).encode())
            if path.is_file() and not path.is_symlink():
                digest.update(path.read_bytes())
    return digest.hexdigest()


COMMANDS = (["check"], ["build", "--check"], ["build"], ["test"], ["simulate", "tiny", "-n", "2"], ["build", "--check"])


@pytest.mark.parametrize("seed", range(CASES))
def test_a_hostile_project_folder_runs_reads_and_deletes_nothing(seed, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("CAIRN_CACHE_DIR", str(tmp_path / "user-cache"))
    rng = random.Random(seed)
    root, outside = tmp_path / "project", tmp_path / "outside"
    shutil.copytree(TINY, root / "definitions" / "tiny")
    make_outside(outside)
    case = Case(root, outside, tmp_path / "PLANTED-CODE-RAN", tmp_path)
    if rng.random() < 0.6:      # most projects arrive with a generated/ their author built
        assert main(["--project", str(root), "build"]) == 0
    changes = rng.sample(CHANGES, rng.randint(1, 3))
    for change in changes:
        change(case, rng)
    before = fingerprint(outside)
    said = []
    capsys.readouterr()
    for command in COMMANDS:
        code = main(["--project", str(root), *command])
        out, err = capsys.readouterr()
        said.append(out + err)
        what = f"seed {seed}, changes {[c.__name__ for c in changes]}, `cairn {' '.join(command)}`"
        assert code in (0, 1, 2), f"{what}: exit {code}\n{out}{err}"
        assert "internal error" not in err and "Traceback" not in err, f"{what}:\n{err}"
    text = "".join(said)
    assert SECRET not in text, f"seed {seed}: the secret was printed"
    assert HIDDEN_NAME not in text, f"seed {seed}: a file behind a link was listed"
    assert not case.marker.exists(), f"seed {seed}: planted code ran ({[c.__name__ for c in changes]})"
    assert fingerprint(outside) == before, f"seed {seed}: a file outside the project changed"
