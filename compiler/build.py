"""The pipeline: load → validate → read (parse) → resolve → emit → write.

Each stage returns plain data plus diagnostics; `compile_game` chains them and stops
before emitting when an earlier stage found an error. `write_outputs` replaces a
game's folder in `generated/` only once every game of the build has succeeded.

A game folder is read as the schema describes it and nothing more: game.yaml, board.yaml,
decks.yaml and scenarios/*.yaml (`survey_game`); any other YAML file is named in a warning
and never loaded. File names that reach diagnostics and generated code must be plain.

Builds of one project are serialised by an flock on build/.cairn-lock, and the swap of
generated/ is journaled (generated/.cairn-swap) so that a build killed half-way is
finished by the next command that finds the project (`repair_outputs`).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from typing import TYPE_CHECKING

from .frontend.diagnostics import Diagnostic, SourceCache, Span

try:
    import fcntl
except ImportError:  # not POSIX: builds are not serialised there
    fcntl = None

if TYPE_CHECKING:
    from .frontend.load import Node
    from .frontend.model import GameModel

# The stages are imported where they run: a no-op rebuild (the cache) needs none of them; nor does it
# need shutil and tempfile, which the functions writing generated/ import for themselves.

SCHEMA_FOR = {"game.yaml": "game.schema.json", "board.yaml": "board.schema.json", "decks.yaml": "decks.schema.json"}
SCENARIOS = "scenarios"
WHAT_CAIRN_READS = ("Cairn reads game.yaml, board.yaml, decks.yaml and scenarios/*.yaml in a game folder, "
                    "and the icons game.yaml names")


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
        try:
            found = (folder / "game.yaml").is_file()
        except OSError:     # a name no file system takes (too long, say): no such game either
            found = False
        if not found:
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
    """The nearest folder at or above `start` holding `definitions/`, or the one named by --project.

    Every command starts here, so this is also where a swap of generated/ that a killed
    build left half done is finished (`recover`) before anything reads generated/.
    """
    if explicit:
        root = Path(explicit)
        if not (root / "definitions").is_dir():
            raise ProjectError(f"{root} has no definitions/ folder")
        return recover(Project(root))
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if (folder / "definitions").is_dir():
            return recover(Project(folder))
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


# ---------------------------------------------------------------- the files of a game
# A name that reaches a diagnostic, a docstring or a path must be plain: no quotes, backslashes,
# line breaks or NUL, and no way out of the folder it is in.
_PLAIN = re.compile(r"[A-Za-z0-9._-]+")
PLAIN_HELP = "use ASCII letters, digits, '-', '_' and '.' only, such as energy-track.yaml"


def name_problem(name: str) -> str | None:
    """Why a file or folder name is not plain, or None when it is."""
    if not name:
        return "it is empty"
    if _PLAIN.fullmatch(name) and ".." not in name and name != ".":
        return None         # the usual case, in one match: a game has hundreds of scenario files
    bad = next((ch for ch in name if not _PLAIN.fullmatch(ch)), None)
    if bad is not None:
        return f"it contains {bad!r}"
    if ".." in name or name == ".":
        return "it contains '..'" if ".." in name else "it is '.'"
    return None


def shown(text: str) -> str:
    """A file name as diagnostics print it: unprintable characters escaped, so it stays on one line."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


def is_inside(path: Path, folder: Path) -> bool:
    """True when `path`, with every link resolved, lies within `folder`."""
    if _plainly_inside(path, folder):
        return True
    try:
        path.resolve().relative_to(folder.resolve())
        return True
    except (ValueError, OSError, RuntimeError):   # RuntimeError: a link loop
        return False


def _plainly_inside(path: Path, folder: Path) -> bool:
    """`path` is written below `folder` and no step from `folder` down to it is a link: inside, without
    resolving every link of the whole path (a game's scenarios are checked one by one)."""
    try:
        rel = path.relative_to(folder)
    except ValueError:
        return False
    if ".." in rel.parts:
        return False
    step = folder
    for part in rel.parts:
        step = step / part
        if step.is_symlink():
            return False
    return True


def _file_error(project: Project, path: Path, message: str) -> Diagnostic:
    return Diagnostic("E009", message, Span(shown(project.display(path)), 1, 1), help=PLAIN_HELP)


def _unread(project: Project, path: Path, what: str) -> Diagnostic:
    return Diagnostic("W010", f"Cairn does not read {shown(path.name)!r}: {what}",
                      Span(shown(project.display(path)), 1, 1), help=WHAT_CAIRN_READS, severity="warning")


def survey_game(project: Project, folder: Path) -> tuple[list[Path], list[Diagnostic]]:
    """The definition files of a game folder, and what is wrong with the folder's other files."""
    files, diags = [], []
    problem = name_problem(folder.name)
    if problem:
        diags.append(_file_error(project, folder / "game.yaml",
                                 f"the game folder name {shown(folder.name)!r} is not plain: {problem}"))
    for path in sorted(folder.iterdir()):
        if path.name in SCHEMA_FOR and path.is_file():
            if is_inside(path, folder):
                files.append(path)
            else:
                diags.append(_file_error(project, path, f"{path.name} is a link to a file outside the game folder"))
        elif path.name == SCENARIOS and path.is_dir():
            diags += survey_scenarios(project, folder, path)
        elif path.suffix.lower() in (".yaml", ".yml") and not path.is_dir():
            diags.append(_unread(project, path, "it is not one of the game's definition files, so it is not loaded"))
    return files, diags


def survey_scenarios(project: Project, folder: Path, scenarios: Path) -> list[Diagnostic]:
    """Scenario files must be plain *.yaml files inside the game folder; anything else is named."""
    diags = []
    # One listing: its entries know whether they are links, so a plain scenario file costs no stat.
    linked = not _plainly_inside(scenarios, folder)
    with os.scandir(scenarios) as listing:
        entries = sorted(listing, key=lambda entry: entry.name)
    for entry in entries:
        path = scenarios / entry.name
        if entry.name.endswith(".yaml"):
            problem = name_problem(entry.name)
            if problem:
                diags.append(_file_error(project, path,
                                         f"the scenario file name {shown(path.name)!r} is not plain: {problem}"))
            elif (linked or entry.is_symlink()) and not is_inside(path, folder):
                diags.append(_file_error(project, path,
                                         f"the scenario {path.name} is a link to a file outside the game folder"))
        elif entry.is_file() and not entry.name.startswith("."):   # .gitkeep and the like are not mistakes
            diags.append(_unread(project, path, "a scenario file's name ends in .yaml"))
    return diags


def icon_path_problem(rel: str, folder: Path) -> str | None:
    """Why an icon path of game.yaml is unsafe to read, or None: plain parts, inside the game folder."""
    if rel.startswith(("/", "\\")) or re.match(r"[A-Za-z]:", rel):
        return "it is an absolute path"
    for part in rel.split("/"):
        problem = name_problem(part)
        if problem:
            return problem
    if not is_inside(folder / rel, folder):
        return "it leads outside the game folder"
    return None


def check_icons(folder: Path, game: Node, read: bool) -> list[Diagnostic]:
    """Icon paths must be plain; with `read`, each icon is also read and checked as a build reads it."""
    from .sheets.icons import read_icon
    icons = game.value.get("icons") if isinstance(game.value, dict) else None
    if icons is None or not isinstance(icons.value, dict):
        return []
    diags = []
    for name, node in icons.value.items():
        rel = str(node.value)
        problem = icon_path_problem(rel, folder)
        if problem:
            diags.append(Diagnostic("E009", f"the path of icon '{shown(name)}' ({shown(rel)!r}) is not plain: "
                                            f"{problem}", node.span,
                                    help="an icon is an SVG file in the game's folder, such as icons/energy.svg"))
        elif read:
            diags += read_icon(name, rel, folder, node.span)[1]
    return diags


def load_game(project: Project, game: str, sources: SourceCache) -> tuple[dict, list]:
    """Load and validate the definition documents of one game (only the files the schema names)."""
    from .frontend.load import load_file
    from .frontend.validate import validate_node
    folder = project.game_dir(game)
    files, diags = survey_game(project, folder)
    docs = {}
    for path in files:
        display = shown(project.display(path))
        node, found = load_file(path, display)
        diags += found
        if node is None:
            continue
        diags += validate_node(node, SCHEMA_FOR[path.name], display)
        docs[path.stem] = node
    return docs, diags


def compile_game(project: Project, game: str, sources: SourceCache | None = None, emit_code: bool = True) -> Compiled:
    from .frontend import parse_cache
    with parse_cache.session(compiler_hash(), game):      # effect texts parsed before are not parsed again
        return _compile_game(project, game, sources, emit_code)


def _compile_game(project: Project, game: str, sources: SourceCache | None, emit_code: bool) -> Compiled:
    from .frontend.model import Reader
    from .frontend.resolve import resolve
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
    # check reads the icons as a build would (E610-E612); a build reads them while printing the sheets.
    diags += check_icons(project.game_dir(game), docs["game"], read=not emit_code)
    if any(d.severity == "error" for d in diags) or not emit_code:
        return Compiled(game, model, diagnostics=diags, resolver=resolver)
    from .codegen.emit import emit
    from .sheets.render import render as render_sheets
    emitted = emit(model, resolver)
    printed = render_sheets(model, project.game_dir(game), docs, resolver=resolver)
    return Compiled(game, model, {**emitted.files, **printed.files},
                    diags + emitted.diagnostics + printed.diagnostics, resolver)


def compile_all(project: Project, games: list[str] | None = None, emit_code: bool = True,
                cache: bool = False) -> list[Compiled]:
    """Compile games; with `cache`, a game whose inputs are unchanged since a clean build is not compiled again.

    Without `emit_code` (`cairn check`) a hit is a game that a clean check or build has seen with
    these very inputs: it would have no diagnostics now either. Such a result carries no model.
    """
    sources = project.sources()
    results = []
    for game in games or project.games():
        # The key leaves scenarios out, so a folder whose files need a word (W010, E009) is never a hit.
        usable = cache and not survey_game(project, project.game_dir(game))[1]
        key = input_hash(project, game) if usable else None
        hit = read_cache(project, game, key, need_files=emit_code) if key else None
        if hit is not None:
            results.append(hit)
            continue
        result = compile_game(project, game, sources, emit_code)
        if key and result.ok and not result.diagnostics:
            write_cache(project, game, key, result.files if emit_code else None)
        results.append(result)
    return results


# ---------------------------------------------------------------- the content-hash cache
COMPILER_DIR = Path(__file__).resolve().parent


# What else decides the output: the libraries that read YAML, check schemas, parse effects and
# render templates, and the Python that runs them (a new version may read or print differently).
LIBRARIES = ("PyYAML", "jsonschema", "referencing", "lark", "Jinja2", "MarkupSafe")


@lru_cache(maxsize=4)
def compiler_hash(compiler_dir: Path = COMPILER_DIR) -> str:
    """Changes whenever Cairn's own compiler changes, so a new Cairn never reuses an old cache.

    It covers every source, grammar, template and style sheet of the compiler, every schema, and
    the versions of Python and of the libraries the compiler uses.
    """
    digest = hashlib.sha256(f"{sys.version}\0{library_versions()}".encode())
    for path in sorted(compiler_dir.rglob("*")):
        if path.is_file() and path.suffix in (".py", ".lark", ".j2", ".css") and "__pycache__" not in path.parts:
            digest.update(path.relative_to(compiler_dir).as_posix().encode())
            digest.update(path.read_bytes())
    for path in sorted((compiler_dir.parent / "schemas").glob("*.json")):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def _distribution(name: str) -> str:
    return re.sub(r"[-_.]+", "_", name).lower()


def library_versions() -> str:
    """`name=version` of each of LIBRARIES, read from the names of the installed *.dist-info folders.

    (importlib.metadata takes about 15 ms a library, a sixth of a no-op build; one listing of each
    folder of sys.path finds the same.)
    """
    wanted = {_distribution(name) for name in LIBRARIES}
    found: dict[str, str] = {}
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        for name in names:
            if name.endswith((".dist-info", ".egg-info")):
                dist, _, version = name.rsplit(".", 1)[0].partition("-")
                found.setdefault(_distribution(dist), version)
    return ";".join(f"{name}={found.get(name, 'absent')}" for name in sorted(wanted))


def input_hash(project: Project, game: str) -> str:
    """The cache key of one game: the compiler and every file of the game's folder except its scenarios.

    A link is hashed as its target's name, never read: a game folder holding links is never a cache
    hit anyway (survey_game names them), and reading through one could hang on a pipe.
    """
    digest = hashlib.sha256(compiler_hash().encode())
    folder = project.game_dir(game)
    files = []
    for where, dirs, names in os.walk(folder):
        if Path(where) == folder and SCENARIOS in dirs:
            dirs.remove(SCENARIOS)
        files += [Path(where) / name for name in names]
    for path in sorted(files):
        rel = path.relative_to(folder).as_posix().encode()
        if path.is_symlink():
            digest.update(b"link\0" + rel + b"\0" + os.fsencode(os.readlink(path)))
        elif path.is_file():
            digest.update(rel)
            digest.update(path.read_bytes())
    return digest.hexdigest()


# The build cache lives in the user's cache folder, never in the project: anyone who can compute a key
# (the same Cairn and Python, a shared CI image) could otherwise ship an entry whose files the escaping
# and guard checks of a compile never saw. An entry is named by its game and key, so a game's few
# entries are found by name and older ones removed.
CACHE_KEPT = 4      # entries kept per game id: a designer switching between a few versions of a game


def cache_folder() -> Path:
    from . import user_cache
    return user_cache.folder("builds")


def cache_file(project: Project, game: str, key: str | None = None) -> Path:
    """The user-cache entry of `game` with these inputs (the key of its folder now when none is given)."""
    return cache_folder() / f"{game}-{key or input_hash(project, game)}.json"


def read_cache(project: Project, game: str, key: str, need_files: bool = True) -> Compiled | None:
    """The cached result of a clean build (or, without `need_files`, of a clean check) with this key."""
    try:
        data = json.loads(cache_file(project, game, key).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("key") != key:
        return None
    files = data.get("files")
    if not isinstance(files, dict):
        return None if need_files else Compiled(game, None)
    return Compiled(game, None, files if need_files else {})


def write_cache(project: Project, game: str, key: str, files: dict | None) -> None:
    """Record a clean result: a build's files, or (files None) that a check found nothing.

    A check never replaces a build's entry for the same inputs, which answers for both.
    """
    path = cache_file(project, game, key)
    if files is None and read_cache(project, game, key) is not None:
        return
    entry = {"key": key} if files is None else {"key": key, "files": files}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(entry), encoding="utf-8")
        os.replace(tmp, path)      # whole or not at all: a check and a build may write at once
        _prune_cache(path.parent, game, path)
    except OSError:
        pass   # a cache that cannot be written only costs time


def _prune_cache(folder: Path, game: str, keep: Path) -> None:
    """Keep the newest few entries of a game (a key is 64 hex digits: `game-<key>` names only this game)."""
    entries = [p for p in folder.glob(f"{game}-*.json") if len(p.stem) == len(game) + 65 and p != keep]
    entries.sort(key=lambda p: p.stat().st_mtime, reverse=True)
    for old in entries[CACHE_KEPT - 1:]:
        old.unlink(missing_ok=True)


# ---------------------------------------------------------------- what generated/ must hold
# generated/ is compared whole and as bytes: a file a build did not write (bytecode in __pycache__, a
# module beside the game's, an edited generated/__init__.py, a link) is drift like a changed one, and a
# designer's text with a carriage return compares as written (read as text it comes back as a newline).
GENERATED_INIT = '"""Compiled games: output of `cairn build`. Do not edit."""\n'


def output_tree(project: Project, results: list[Compiled]) -> dict:
    """Relative path under generated/ → text, for every game compiled, and generated/__init__.py."""
    tree = {"__init__.py": GENERATED_INIT}
    for result in results:
        pkg = package_name(result.game)
        for rel, text in result.files.items():
            tree[f"{pkg}/{rel}"] = text
    return tree


def _found(path: Path, rel: str, found: dict) -> None:
    """Record what is at `path`: a plain file's bytes, every file below a plain folder, and None for a
    link or anything else (which equals no text a build writes)."""
    if path.is_symlink() or not (path.is_file() or path.is_dir()):
        found[rel] = None
    elif path.is_file():
        found[rel] = path.read_bytes()
    else:
        for entry in sorted(path.iterdir(), key=lambda p: p.name):
            _found(entry, f"{rel}/{entry.name}", found)


def drift(project: Project, results: list[Compiled], every_game: bool = False) -> list[str]:
    """Paths under generated/ that differ from what a build writes: changed, missing, or not written by a
    build at all. The packages of `results` and generated/__init__.py are compared; with `every_game`
    (a build of the whole project) so is everything else in generated/."""
    expected = output_tree(project, results)
    generated = project.generated
    if generated.is_symlink() or not generated.is_dir():
        return sorted(expected)
    found: dict = {}
    compared = {"__init__.py"} | {package_name(r.game) for r in results}
    for entry in sorted(generated.iterdir(), key=lambda p: p.name):
        if entry.name in compared or (every_game and not _is_swap_leftover(entry.name)):
            _found(entry, entry.name, found)
    changed = [p for p in expected if found.get(p) != expected[p].encode("utf-8")]
    extra = [p for p in found if p not in expected]
    return sorted(changed + extra)


# ---------------------------------------------------------------- writing generated/
# A build writes every game into generated/.cairn-build-XXXX/, records the swap it is about to
# make in generated/.cairn-swap, then per game renames generated/<pkg> to generated/.cairn-old-<pkg>
# and the staged folder to generated/<pkg>, and finally removes the old folders, the staging
# folder and the journal, in that order. A build killed at any point leaves a state that
# `repair_outputs` finishes (or, before the journal exists, simply cleans up).
LOCK_TIMEOUT = 60.0     # seconds a command waits for another build before giving up
LOCK_NOTICE = 1.0       # seconds of waiting before saying so
STAGING_PREFIX = ".cairn-build-"
OLD_PREFIX = ".cairn-old-"
JOURNAL = ".cairn-swap"
_held: dict[str, int] = {}   # lock files this process holds -> depth (the lock is re-entrant)


def lock_file(project: Project) -> Path:
    return project.root / "build" / ".cairn-lock"


@contextmanager
def build_lock(project: Project, timeout: float | None = None):
    """Hold the project's build lock for the block, waiting (and saying so) while another build holds it."""
    path = lock_file(project)
    key = str(path.resolve())
    if fcntl is None or key in _held:
        _held[key] = _held.get(key, 0) + 1
        try:
            yield
        finally:
            _held[key] -= 1
            if not _held[key]:
                del _held[key]
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle = open(path, "a+b")
    except OSError as err:
        raise ProjectError(f"cannot open the build lock {project.display(path)}: {err.strerror or err}") from None
    with handle:
        _acquire(handle, project.display(path), LOCK_TIMEOUT if timeout is None else timeout)
        _held[key] = 1
        try:
            yield
        finally:
            del _held[key]
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def _acquire(handle, shown_path: str, timeout: float) -> None:
    start, told = time.monotonic(), False
    while True:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            pass
        waited = time.monotonic() - start
        if waited >= timeout:
            raise ProjectError(f"another cairn build has held {shown_path} for {timeout:g} s; "
                               "try again when it has finished")
        if waited >= LOCK_NOTICE and not told:
            sys.stderr.write("waiting for another cairn build\u2026\n")
            sys.stderr.flush()
            told = True
        time.sleep(0.05)


def _is_swap_leftover(name: str) -> bool:
    return name.startswith((JOURNAL, STAGING_PREFIX, OLD_PREFIX, ".cairn-lock"))


def _leftovers(project: Project) -> bool:
    """True when generated/ holds anything a killed build leaves behind (cheap: one listing)."""
    try:
        return any(p.name.startswith((JOURNAL, STAGING_PREFIX, OLD_PREFIX)) for p in project.generated.iterdir())
    except OSError:
        return False


def recover(project: Project) -> Project:
    """Finish a half-done swap of generated/ and remove killed builds' staging folders, under the lock."""
    if _leftovers(project):
        try:
            with build_lock(project):
                repair_outputs(project)
        except OSError as err:
            raise ProjectError(f"cannot finish an interrupted build in {project.display(project.generated)}/: "
                               f"{err.strerror or err}") from None
    return project


def repair_outputs(project: Project) -> None:
    """Bring generated/ to a consistent state; the caller holds the build lock."""
    import shutil
    generated = project.generated
    journal = generated / JOURNAL
    plan = _read_journal(journal)
    if plan is not None:
        staging, packages = plan
        for pkg in packages:
            _finish_swap(generated, generated / staging, pkg)
    for path in sorted(generated.iterdir()):
        if path.name.startswith(OLD_PREFIX):
            _settle_old(generated / path.name[len(OLD_PREFIX):], path)
        elif path.name.startswith(STAGING_PREFIX) and path.is_dir():
            _restore_old_layout(generated, path)
            shutil.rmtree(path, ignore_errors=True)
    (generated / (JOURNAL + ".tmp")).unlink(missing_ok=True)
    journal.unlink(missing_ok=True)   # last: until here, the journal says a swap is unfinished


def _read_journal(journal: Path) -> tuple[str, list[str]] | None:
    """(staging folder name, packages) from the journal; None when there is none or it is not ours."""
    try:
        plan = json.loads(journal.read_text(encoding="utf-8"))
        staging, packages = plan["staging"], plan["packages"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    # The names become paths: accept only what write_outputs itself writes.
    if not (isinstance(staging, str) and staging.startswith(STAGING_PREFIX) and not name_problem(staging)):
        return None
    if not (isinstance(packages, list) and all(isinstance(p, str) and p.isidentifier() for p in packages)):
        return None
    return staging, packages


def _finish_swap(generated: Path, staging: Path, pkg: str) -> None:
    """Complete one game's swap from wherever it stopped; with nothing staged, put the old folder back."""
    final, new, old = generated / pkg, staging / pkg, generated / (OLD_PREFIX + pkg)
    if new.is_dir():
        if final.exists() and not old.exists():
            os.replace(final, old)
        if not final.exists():
            os.replace(new, final)
    _settle_old(final, old)


def _settle_old(final: Path, old: Path) -> None:
    """An old copy goes back when its game's folder is missing; otherwise it is deleted."""
    import shutil
    if not old.exists():
        return
    if final.exists():
        shutil.rmtree(old, ignore_errors=True)
    else:
        os.replace(old, final)


def _restore_old_layout(generated: Path, staging: Path) -> None:
    """Builds before the journal kept the old copy as <staging>/<pkg>.old: put back any whose game is missing."""
    for old in staging.glob("*.old"):
        final = generated / old.name[: -len(".old")]
        if old.is_dir() and final.name.isidentifier() and not final.exists():
            os.replace(old, final)


def write_outputs(project: Project, results: list[Compiled]) -> None:
    """Write every game into a staging folder, then swap each into generated/ (journaled, under the lock)."""
    try:
        with build_lock(project):
            _write_locked(project, results)
    except OSError as err:   # a full disk or a read-only folder is the user's to fix, not a Cairn bug
        where = project.display(Path(err.filename)) if err.filename else project.display(project.generated)
        raise ProjectError(f"cannot write {shown(where)}: {err.strerror or err}") from None


def _write_locked(project: Project, results: list[Compiled]) -> None:
    import shutil, tempfile
    generated = project.generated
    generated.mkdir(exist_ok=True)
    if _leftovers(project):
        repair_outputs(project)
    _write_init(generated)
    packages = [package_name(r.game) for r in results]
    staging = Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=generated))
    try:
        _write_staging(staging, results)
        _write_journal(generated, staging.name, packages)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)   # generated/ itself has not changed yet
        raise
    try:
        _swap(generated, staging, packages)
    except BaseException:
        # Interrupted (Ctrl-C, a full disk): finish from the journal now if we can; else the next command will.
        try:
            repair_outputs(project)
        except OSError:
            pass
        raise


def remove_strays(project: Project, results: list[Compiled]) -> list[str]:
    """After a build of every game: remove what generated/ holds that the build did not write (a package
    of a game since removed, bytecode, a planted module), so the tree is what `drift` expects. A link is
    removed as a link, never followed. The caller holds the build lock. Returns the names removed."""
    import shutil
    expected = {"__init__.py"} | {package_name(r.game) for r in results}
    removed = []
    for entry in sorted(project.generated.iterdir(), key=lambda p: p.name):
        if entry.name in expected or _is_swap_leftover(entry.name):
            continue
        if entry.is_dir() and not entry.is_symlink():
            shutil.rmtree(entry)
        else:
            entry.unlink()
        removed.append(entry.name)
    return removed


def _write_init(generated: Path) -> None:
    """generated/__init__.py as a build writes it, replaced whole (never through a link) when it differs."""
    init = generated / "__init__.py"
    wanted = GENERATED_INIT.encode("utf-8")
    if init.is_file() and not init.is_symlink() and init.read_bytes() == wanted:
        return
    tmp = generated / f".{init.name}.{os.getpid()}.tmp"
    tmp.write_bytes(wanted)
    os.replace(tmp, init)


def _write_staging(staging: Path, results: list[Compiled]) -> None:
    for result in results:
        pkg = package_name(result.game)
        for rel, text in result.files.items():
            target = staging / pkg / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(text.encode("utf-8"))   # as bytes: a carriage return stays one


def _write_journal(generated: Path, staging: str, packages: list[str]) -> None:
    """Record the swap before its first rename; written whole or not at all (a rename)."""
    tmp = generated / (JOURNAL + ".tmp")
    tmp.write_text(json.dumps({"staging": staging, "packages": packages}), encoding="utf-8")
    os.replace(tmp, generated / JOURNAL)


def _swap(generated: Path, staging: Path, packages: list[str]) -> None:
    import shutil
    for pkg in packages:
        final, old = generated / pkg, generated / (OLD_PREFIX + pkg)
        if final.exists():
            os.replace(final, old)
        os.replace(staging / pkg, final)
    for pkg in packages:
        shutil.rmtree(generated / (OLD_PREFIX + pkg), ignore_errors=True)
    shutil.rmtree(staging, ignore_errors=True)
    (generated / JOURNAL).unlink()
