"""A project folder is untrusted as a whole (issue 24, findings 1-3): what Cairn runs is what a compile of the
definitions returns, never code found in generated/, build/ or the project's root.

Each test plants code that, if it ever ran, would write a marker file, then runs the commands a designer
or a CI job runs on a project someone handed over, in process, and checks the marker was never written.
"""
from __future__ import annotations

import importlib.util
import json
import os
import py_compile
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from compiler.driver.build import Project, cache_folder, input_hash
from compiler.commands.cli import main
from compiler.driver.native import native_folder

REPO = Path(__file__).resolve().parents[2]
TINY = REPO / "tests" / "errors" / "base" / "definitions" / "tiny"


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A built copy of the tiny game, with a user cache of its own."""
    monkeypatch.setenv("CAIRN_CACHE_DIR", str(tmp_path / "user-cache"))
    root = tmp_path / "project"
    shutil.copytree(TINY, root / "definitions" / "tiny")
    assert main(["--project", str(root), "build"]) == 0
    return root


@pytest.fixture
def marker(tmp_path):
    return tmp_path / "PLANTED-CODE-RAN"


def planted(marker: Path) -> str:
    return f"open({str(marker)!r}, 'w').write('ran')\n"


def unchecked_pyc(source_text: str, target: Path, scratch: Path) -> None:
    """A PEP 552 hash-based .pyc that tells Python not to check it against its source."""
    source = scratch / "planted_source.py"
    source.write_text(source_text, encoding="utf-8")
    target.parent.mkdir(parents=True, exist_ok=True)
    py_compile.compile(str(source), cfile=str(target), doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)


def bytecode_name(module: str) -> str:
    return f"{module}.{sys.implementation.cache_tag}.pyc"


def play(root: Path) -> int:
    return main(["--project", str(root), "simulate", "tiny", "-n", "2"])


def test_planted_bytecode_in_generated_never_runs_and_build_check_finds_it(project, marker, tmp_path, capsys):
    for module in ("rules", "__init__", "data", "fast"):
        unchecked_pyc(planted(marker), project / "generated" / "tiny" / "__pycache__" / bytecode_name(module), tmp_path)
    unchecked_pyc(planted(marker), project / "generated" / "__pycache__" / bytecode_name("__init__"), tmp_path)
    capsys.readouterr()
    assert main(["--project", str(project), "build", "--check"]) == 1
    assert "generated/tiny/__pycache__/" in capsys.readouterr().err
    assert play(project) == 0
    assert not marker.exists()
    assert main(["--project", str(project), "build"]) == 0          # a build puts generated/ right
    assert not (project / "generated" / "tiny" / "__pycache__").exists()
    assert not (project / "generated" / "__pycache__").exists()
    assert main(["--project", str(project), "build", "--check"]) == 0


def test_generated_init_and_stray_modules_are_compared_and_never_imported(project, marker, capsys):
    (project / "generated" / "__init__.py").write_text(planted(marker), encoding="utf-8")
    (project / "generated" / "tiny" / "helpers.py").write_text(planted(marker), encoding="utf-8")
    capsys.readouterr()
    assert main(["--project", str(project), "build", "--check"]) == 1
    said = capsys.readouterr().err
    assert "generated/__init__.py" in said and "generated/tiny/helpers.py" in said
    assert play(project) == 0
    assert not marker.exists()
    assert main(["--project", str(project), "build"]) == 0
    assert main(["--project", str(project), "build", "--check"]) == 0
    assert "open(" not in (project / "generated" / "__init__.py").read_text(encoding="utf-8")


def test_an_edited_generated_module_is_rebuilt_before_it_could_run(project, marker, capsys):
    rules = project / "generated" / "tiny" / "rules.py"
    rules.write_text(planted(marker) + rules.read_text(encoding="utf-8"), encoding="utf-8")
    assert play(project) == 0
    assert not marker.exists()
    assert "rebuilt generated/tiny" in capsys.readouterr().err
    assert "open(" not in rules.read_text(encoding="utf-8")


def test_the_project_folder_never_shadows_a_module(project, marker):
    """The project's root is not put on sys.path, so its files are no modules of the process."""
    (project / "cairn_planted_probe.py").write_text(planted(marker), encoding="utf-8")
    (project / "textwrap.py").write_text(planted(marker), encoding="utf-8")
    before = list(sys.path)
    assert play(project) == 0
    assert sys.path == before
    assert importlib.util.find_spec("cairn_planted_probe") is None
    assert not marker.exists()


def test_a_build_cache_shipped_in_the_project_is_never_read(project, marker, capsys):
    """An entry with the right key, in the place Cairn kept its cache before (build/cache/) and in one
    shaped like the user cache's but inside the project: neither supplies the files."""
    key = input_hash(Project(project), "tiny")
    files = {"__init__.py": "from .rules import GAME\n", "rules.py": planted(marker) + "GAME = None\n"}
    for place in (project / "build" / "cache" / "tiny.json", project / "build" / "cache" / f"tiny-{key}.json"):
        place.parent.mkdir(parents=True, exist_ok=True)
        place.write_text(json.dumps({"key": key, "files": files}), encoding="utf-8")
    shutil.rmtree(cache_folder(), ignore_errors=True)
    assert play(project) == 0
    assert main(["--project", str(project), "build", "--check"]) == 0
    assert not marker.exists()
    assert not cache_folder().resolve().is_relative_to(project.resolve())


def test_native_extensions_are_kept_outside_the_project(project):
    assert not native_folder(Project(project)).resolve().is_relative_to(project.resolve())


def test_planted_bytecode_for_a_scenario_never_runs(project, marker, tmp_path, capsys):
    scenarios = project / "definitions" / "tiny" / "scenarios"
    scenarios.mkdir()
    (scenarios / "start.yaml").write_text("game: tiny\nplayers: 2\nseed: 1\nthen:\n  - round == 1\n", encoding="utf-8")
    for index in range(3):
        for folder in (project / "build" / "scenarios" / "__pycache__",):
            unchecked_pyc(planted(marker), folder / bytecode_name(f"scenario_{index:04d}"), tmp_path)
    assert main(["--project", str(project), "test"]) == 0
    assert not marker.exists()


def test_a_carriage_return_in_a_designer_text_survives_build_and_check(project, capsys):
    """Finding 13: written as `\\r`, read back as `\\n`, so `build --check` failed forever after a build."""
    game = project / "definitions" / "tiny" / "game.yaml"
    text = game.read_text(encoding="utf-8")
    game.write_text(text.replace("summary: A tiny dice game for testing error messages.",
                                 'summary: "A tiny\\rdice game"'), encoding="utf-8")
    assert main(["--project", str(project), "build"]) == 0
    written = b"".join(p.read_bytes() for p in (project / "generated" / "tiny").rglob("*") if p.is_file())
    assert b"tiny\rdice" in written
    capsys.readouterr()
    assert main(["--project", str(project), "build", "--check"]) == 0, capsys.readouterr().err
    assert play(project) == 0
    assert "rebuilt" not in capsys.readouterr().err


def plant_shadows(project: Path, marker: Path) -> None:
    """Modules a Python started in the project would import from it before its own: Cairn's packages and the
    standard modules the bench's children import first."""
    for name in ("compiler/__init__.py", "compiler/commands/__init__.py", "compiler/commands/cli.py",
                 "compiler/commands/bench.py", "subprocess.py", "resource.py", "json.py"):
        path = project / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(planted(marker), encoding="utf-8")


def test_the_bench_runs_its_commands_without_the_project_on_their_import_path(project, marker):
    """`cairn bench --project P` times whole commands started in P: each is this Cairn's, never a compiler/
    or subprocess.py planted in P."""
    from compiler.commands import bench
    plant_shadows(project, marker)
    wall, cpu = bench._cairn_timed(Project(project), "check", "tiny")
    assert wall > 0 and cpu > 0
    figure = bench.peak_memory(Project(project), "tiny", 4)
    assert figure["peak_rss_mb"] > 0
    assert not marker.exists()


def test_every_python_the_bench_starts_keeps_the_project_off_its_path(project, monkeypatch):
    """The native child (too slow to build here) is started like the others: -P, and PYTHONSAFEPATH for
    whatever it starts in turn."""
    from compiler.commands import bench
    started = []

    def run(command, **options):
        started.append((command, options))
        raise subprocess.CalledProcessError(1, command)
    monkeypatch.setattr(bench.subprocess, "run", run)
    for measure in (lambda: bench.native_ratios(Project(project), 1, 0.1, quick=True),
                    lambda: bench.peak_memory(Project(project), "tiny", 4),
                    lambda: bench._cairn_timed(Project(project), "check", "tiny")):
        with pytest.raises(subprocess.CalledProcessError):
            measure()
    assert len(started) == 3
    for command, options in started:
        assert command[:2] == [sys.executable, "-P"], command
        assert options["env"]["PYTHONSAFEPATH"] == "1"
        assert options["env"]["PYTHONPATH"].split(os.pathsep)[0] == str(REPO)
