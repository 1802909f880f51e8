"""The pipeline: load → validate → read (parse) → resolve → emit → write.

Each stage returns plain data plus diagnostics; `compile_game` chains them and stops
before emitting when an earlier stage found an error. `write_outputs` replaces a
game's folder in `generated/` only once every game of the build has succeeded.
"""
from __future__ import annotations

import os
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from .diagnostics import Diagnostic, SourceCache, Span
from .emit import emit
from .load import load_file
from .model import GameModel, Reader
from .resolve import resolve
from .validate import validate_node

SCHEMA_FOR = {"game.yaml": "game.schema.json", "board.yaml": "board.schema.json", "decks.yaml": "decks.schema.json"}


class ProjectError(Exception):
    """The command cannot find or use the game project (not a designer's rule error)."""


@dataclass
class Project:
    root: Path

    @property
    def definitions(self) -> Path:
        return self.root / "definitions"

    @property
    def generated(self) -> Path:
        return self.root / "generated"

    def games(self) -> list[str]:
        return sorted(p.name for p in self.definitions.iterdir() if (p / "game.yaml").is_file())

    def game_dir(self, game: str) -> Path:
        folder = self.definitions / game
        if not (folder / "game.yaml").is_file():
            known = ", ".join(self.games()) or "none"
            raise ProjectError(f"no game '{game}' in {self.definitions} (games: {known})")
        return folder

    def read_source(self, file: str) -> str | None:
        """The text of a definition file named as diagnostics name it (relative to the project)."""
        path = Path(file)
        path = path if path.is_absolute() else self.root / path
        try:
            return path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return None

    def sources(self) -> SourceCache:
        return SourceCache(self.read_source)

    def display(self, path: Path) -> str:
        try:
            return path.resolve().relative_to(self.root.resolve()).as_posix()
        except ValueError:
            return path.as_posix()


def find_project(start: Path | None = None, explicit: str | None = None) -> Project:
    """The nearest folder at or above `start` holding `definitions/`, or the one named by --project."""
    if explicit:
        root = Path(explicit)
        if not (root / "definitions").is_dir():
            raise ProjectError(f"{root} has no definitions/ folder")
        return Project(root)
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if (folder / "definitions").is_dir():
            return Project(folder)
    raise ProjectError(f"no definitions/ folder at or above {here}; run cairn inside a game project or pass --project")


def package_name(game_id: str) -> str:
    return game_id.replace("-", "_")


@dataclass
class Compiled:
    game: str
    model: GameModel | None
    files: dict = field(default_factory=dict)
    diagnostics: list = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not any(d.severity == "error" for d in self.diagnostics)


def load_game(project: Project, game: str, sources: SourceCache) -> tuple[dict, list]:
    """Load and validate every definition document of one game."""
    folder = project.game_dir(game)
    docs, diags = {}, []
    for path in sorted(folder.glob("*.yaml")):
        display = project.display(path)
        node, found = load_file(path, display)
        diags += found
        if node is None:
            continue
        schema = SCHEMA_FOR.get(path.name, "board.schema.json")
        diags += validate_node(node, schema, display)
        docs[path.stem] = node
    return docs, diags


def compile_game(project: Project, game: str, sources: SourceCache | None = None, emit_code: bool = True) -> Compiled:
    sources = sources or project.sources()
    docs, diags = load_game(project, game, sources)
    if "game" not in docs or any(d.severity == "error" for d in diags):
        return Compiled(game, None, diagnostics=diags)
    reader = Reader(sources)
    model = reader.read(docs)
    diags += reader.diags
    if model.id != game:
        diags.append(Diagnostic("E308", f"the game id '{model.id}' differs from its folder name '{game}'",
                                docs["game"].value["id"].span if "id" in docs["game"].value else None,
                                help=f"write id: {game}"))
    if any(d.severity == "error" for d in diags):
        return Compiled(game, model, diagnostics=diags)
    resolver = resolve(model)
    diags += resolver.diags
    if any(d.severity == "error" for d in diags) or not emit_code:
        return Compiled(game, model, diagnostics=diags)
    emitted = emit(model, resolver)
    return Compiled(game, model, emitted.files, diags + emitted.diagnostics)


def compile_all(project: Project, games: list[str] | None = None, emit_code: bool = True) -> list[Compiled]:
    sources = project.sources()
    return [compile_game(project, g, sources, emit_code) for g in (games or project.games())]


def output_tree(project: Project, results: list[Compiled]) -> dict:
    """Relative path under generated/ → text, for every game compiled."""
    tree = {}
    for result in results:
        pkg = package_name(result.game)
        for rel, text in result.files.items():
            tree[f"{pkg}/{rel}"] = text
    return tree


def drift(project: Project, results: list[Compiled]) -> list[str]:
    """Files of generated/ that differ from what a build would write (or that it would add or remove)."""
    expected = output_tree(project, results)
    found = {}
    for result in results:
        folder = project.generated / package_name(result.game)
        if folder.is_dir():
            for path in folder.rglob("*"):
                if path.is_file() and "__pycache__" not in path.parts:
                    found[path.relative_to(project.generated).as_posix()] = path.read_text(encoding="utf-8")
    changed = [p for p in expected if found.get(p) != expected[p]]
    removed = [p for p in found if p not in expected]
    return sorted(changed + removed)


def write_outputs(project: Project, results: list[Compiled]) -> None:
    """Write every game into a temporary folder, then swap each into generated/ in one rename."""
    project.generated.mkdir(exist_ok=True)
    init = project.generated / "__init__.py"
    if not init.exists():
        init.write_text('"""Compiled games: output of `cairn build`. Do not edit."""\n', encoding="utf-8")
    staging = Path(tempfile.mkdtemp(prefix=".cairn-build-", dir=project.generated))
    try:
        for result in results:
            pkg = package_name(result.game)
            for rel, text in result.files.items():
                target = staging / pkg / rel
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(text, encoding="utf-8")
        for result in results:
            pkg = package_name(result.game)
            final = project.generated / pkg
            old = staging / (pkg + ".old")
            if final.exists():
                os.replace(final, old)
            os.replace(staging / pkg, final)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def no_span(file: str) -> Span:
    return Span(file, 1, 1)
