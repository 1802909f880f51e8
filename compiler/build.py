"""The pipeline: load → validate → read (parse) → resolve → emit → write.

Each stage returns plain data plus diagnostics; `compile_game` chains them and stops
before emitting when an earlier stage found an error. `write_outputs` replaces a
game's folder in `generated/` only once every game of the build has succeeded.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from typing import TYPE_CHECKING

from .diagnostics import Diagnostic, SourceCache

if TYPE_CHECKING:
    from .model import GameModel

# The stages are imported where they run: a no-op rebuild (the cache) needs none of them.

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
    resolver: object = None        # the resolver that checked the model (scenario lines resolve against it)

    @property
    def ok(self) -> bool:
        return not any(d.severity == "error" for d in self.diagnostics)


def load_game(project: Project, game: str, sources: SourceCache) -> tuple[dict, list]:
    """Load and validate every definition document of one game."""
    from .load import load_file
    from .validate import validate_node
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
    from .model import Reader
    from .resolve import resolve
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
        return Compiled(game, model, diagnostics=diags, resolver=resolver)
    from . import sheets
    from .emit import emit
    emitted = emit(model, resolver)
    printed = sheets.render(model, project.game_dir(game), docs, resolver=resolver)
    return Compiled(game, model, {**emitted.files, **printed.files},
                    diags + emitted.diagnostics + printed.diagnostics, resolver)


def compile_all(project: Project, games: list[str] | None = None, emit_code: bool = True,
                cache: bool = False) -> list[Compiled]:
    """Compile games; with `cache`, a game whose inputs are unchanged since a clean build is not compiled again."""
    sources = project.sources()
    results = []
    for game in games or project.games():
        key = input_hash(project, game) if cache and emit_code else None
        hit = read_cache(project, game, key) if key else None
        if hit is not None:
            results.append(hit)
            continue
        result = compile_game(project, game, sources, emit_code)
        if key and result.ok and not result.diagnostics:
            write_cache(project, game, key, result.files)
        results.append(result)
    return results


# ---------------------------------------------------------------- the content-hash cache
COMPILER_DIR = Path(__file__).resolve().parent


@lru_cache(maxsize=1)
def compiler_hash() -> str:
    """Changes whenever Cairn's own compiler changes, so a new Cairn never reuses an old cache."""
    digest = hashlib.sha256()
    for path in sorted(COMPILER_DIR.rglob("*")):
        if path.is_file() and path.suffix in (".py", ".lark", ".j2", ".css"):
            digest.update(path.relative_to(COMPILER_DIR).as_posix().encode())
            digest.update(path.read_bytes())
    for path in sorted((COMPILER_DIR.parent / "schemas").glob("*.json")):
        digest.update(path.read_bytes())
    return digest.hexdigest()


def input_hash(project: Project, game: str) -> str:
    digest = hashlib.sha256(compiler_hash().encode())
    folder = project.game_dir(game)
    for path in sorted(folder.rglob("*")):
        if path.is_file() and "scenarios" not in path.relative_to(folder).parts:
            digest.update(path.relative_to(folder).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def cache_file(project: Project, game: str) -> Path:
    return project.root / "build" / "cache" / f"{game}.json"


def read_cache(project: Project, game: str, key: str) -> Compiled | None:
    try:
        data = json.loads(cache_file(project, game).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if data.get("key") != key:
        return None
    return Compiled(game, None, data["files"])


def write_cache(project: Project, game: str, key: str, files: dict) -> None:
    path = cache_file(project, game)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"key": key, "files": files}), encoding="utf-8")
    except OSError:
        pass   # a cache that cannot be written only costs time


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

