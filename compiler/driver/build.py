"""The pipeline: load → validate → read (parse) → resolve → emit → write.

Each stage returns plain data plus diagnostics; `compile_game` chains them and stops
before emitting when an earlier stage found an error. `write_outputs` replaces a
game's folder in `generated/` only once every game of the build has succeeded.

A game folder is read as the schema describes it and nothing more: game.yaml, board.yaml,
decks.yaml and scenarios/*.yaml (`survey_game`); any other YAML file is named in a warning
and never loaded. File names that reach diagnostics and generated code must be plain.

A shared project may hold links anywhere. Nothing is read through a link out of its game folder (a
definition file, a scenario, a whole game folder or scenarios/ folder), and a diagnostic's excerpt is
never read through one (`Project.read_source`). Cairn's own folders, generated/ and build/, are written,
renamed and deleted only through `output_path` and the helpers built on it, which refuse any link on the way.

Builds of one project are serialised by an flock on build/.cairn-lock, and the swap of
generated/ is journaled (generated/.cairn-swap) so that a build killed half-way is
finished by the next command that finds the project (`repair_outputs`).
"""
from __future__ import annotations

import gc
import hashlib
import json
import os
import re
import sys
import time
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

from typing import TYPE_CHECKING

from ..frontend.diagnostics import Diagnostic, SourceCache, Span, render_text
from ..frontend.plain import Made, Plain

try:
    import fcntl
except ImportError:  # not POSIX: builds are not serialised there
    fcntl = None

if TYPE_CHECKING:
    from ..frontend.load import Node
    from ..frontend.model import GameModel

# The stages are imported where they run: a no-op rebuild (the cache) needs none of them; nor does it
# need shutil and tempfile, which the functions writing generated/ import for themselves.

SCHEMA_FOR = {"game.yaml": "game.schema.json", "board.yaml": "board.schema.json", "decks.yaml": "decks.schema.json"}
SCENARIOS = "scenarios"
WHAT_CAIRN_READS = ("Cairn reads game.yaml, board.yaml, decks.yaml and scenarios/*.yaml in a game folder, "
                    "the icons game.yaml names and the card art and spreadsheets decks.yaml names")


class ProjectError(Exception):
    """The command cannot find or use the game project (not a designer's rule error)."""


class LinkedOutput(ProjectError):
    """generated/ or build/ (or something in them) is a link: no command can write there until it is removed."""


# A game's file named almost as Cairn reads it (game.yaml): told, not passed over (Project.not_a_game).
_GAME_FILE_LOOKALIKES = ("game.yml", "game.yaml", "game.json", "game.yaml.txt", "games.yaml", "game.yaml.yaml")
_SHOWN_FILES = 5      # the files a folder without a game.yaml is said to hold, at most


class Project(Plain):
    root: Path

    @property
    def definitions(self) -> Path:
        return self.root / "definitions"

    @property
    def generated(self) -> Path:
        return self.root / "generated"

    def games(self) -> list[str]:
        """The folders of definitions/ holding a game.yaml (a folder that is a link is listed, and refused
        when its game is compiled: see `linked_game_folder`)."""
        return sorted(p.name for p in self.definitions.iterdir() if (p / "game.yaml").is_file())

    def game_dir(self, game: str) -> Path:
        folder = self.definitions / game
        try:
            found = (folder / "game.yaml").is_file()
            almost = not found and folder.is_dir() and self.not_a_game(folder)
        except OSError:     # a name no file system takes (too long, say): no such game either
            found = almost = False
        if almost:
            raise ProjectError(f"no game '{game}' in {self.definitions}: {almost}")
        if not found:
            known = ", ".join(self.games()) or "none"
            raise ProjectError(f"no game '{game}' in {self.definitions} (games: {known})")
        return folder

    def folders_not_read(self) -> dict[str, str]:
        """{folder: why it is no game} for each folder of definitions/ without a game.yaml: a designer's game
        in game.yml would otherwise be passed over in silence."""
        try:
            folders = sorted(p for p in self.definitions.iterdir() if p.is_dir() and not (p / "game.yaml").is_file())
        except OSError:
            return {}
        return {p.name: self.not_a_game(p) for p in folders if not p.name.startswith(".")}

    @staticmethod
    def not_a_game(folder: Path) -> str:
        """What a game folder without a game.yaml holds, and what Cairn reads."""
        try:
            names = sorted(p.name for p in folder.iterdir() if not p.name.startswith("."))[:_SHOWN_FILES + 1]
        except OSError:
            names = []
        lookalike = next((n for n in names if n.lower() in _GAME_FILE_LOOKALIKES), None)
        if lookalike is not None:
            return (f"definitions/{folder.name}/ holds {lookalike}, but Cairn reads a game from game.yaml "
                    f"(rename {lookalike} to game.yaml)")
        held = ", ".join(names[:_SHOWN_FILES]) + (", …" if len(names) > _SHOWN_FILES else "") if names else "nothing"
        return f"definitions/{folder.name}/ holds {held}, and no game.yaml, the file Cairn reads a game from"

    def read_source(self, file: str) -> str | None:
        """The text of a definition file named as diagnostics name it (relative to the project), for excerpts.

        Never through a link: a file linked to /proc/self/environ would print the environment. A file the
        designer named outside the project (`cairn test ~/scenario.yaml`) is read as named.
        """
        path = Path(file)
        path = path if path.is_absolute() else self.root / path
        if _below(path, self.root) and not _plainly_inside(path, self.root):
            return None     # a link on the way (or '..'): what it points to is not the project's to show
        try:
            return path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return None

    def sources(self) -> SourceCache:
        return SourceCache(self.read_source)

    def display(self, path: Path) -> str:
        """`path` relative to the project as written (a link in it is named, not what it points to)."""
        for written, root in ((path, self.root), (_absolute(path), _absolute(self.root))):
            try:
                return written.relative_to(root).as_posix()
            except ValueError:
                pass
        try:     # a path that reaches the project through a link (a folder named by its link's path)
            return path.resolve().relative_to(self.root.resolve()).as_posix()
        except (ValueError, OSError, RuntimeError):
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
        return recover(_unlinked_definitions(Project(root)))
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if (folder / "definitions").is_dir():
            return recover(_unlinked_definitions(Project(folder)))
    raise ProjectError(f"no definitions/ folder at or above {here}; run cairn inside a game project or pass --project")


def _unlinked_definitions(project: Project) -> Project:
    """A definitions/ folder that is a link would compile games from wherever it points: refused."""
    if project.definitions.is_symlink():
        raise ProjectError(f"{shown(str(project.definitions))} is a link to {_link_target(project.definitions)}: "
                           "Cairn reads games only from a definitions/ folder inside the project; move it in")
    return project


def _link_target(link: Path) -> str:
    try:
        return shown(os.readlink(link))
    except OSError:
        return "another place"


def package_name(game_id: str) -> str:
    return game_id.replace("-", "_")


class Compiled(Plain):
    game: str
    model: GameModel | None
    files: dict = Made(dict)
    diagnostics: list = Made(list)
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


def _below(path: Path, folder: Path) -> bool:
    """`path` is written below `folder` (nothing resolved: a link in it is not followed)."""
    try:
        path.relative_to(folder)
        return True
    except ValueError:
        return False


def _link_below(path: Path, folder: Path) -> Path | None:
    """The first step from `folder` down to `path` (itself included) that is a link, or None."""
    step = folder
    for part in path.relative_to(folder).parts:
        step = step / part
        if step.is_symlink():
            return step
    return None


def _plainly_inside(path: Path, folder: Path) -> bool:
    """`path` is written below `folder` and no step from `folder` down to it is a link: inside, without
    resolving every link of the whole path (a game's scenarios are checked one by one)."""
    try:
        rel = path.relative_to(folder)
    except ValueError:
        return False
    return ".." not in rel.parts and _link_below(path, folder) is None


def _file_error(project: Project, path: Path, message: str, help: str = PLAIN_HELP) -> Diagnostic:
    return Diagnostic("E009", message, Span(shown(project.display(path)), 1, 1), help=help)


def _unread(project: Project, path: Path, what: str) -> Diagnostic:
    return Diagnostic("W010", f"Cairn does not read {shown(path.name)!r}: {what}",
                      Span(shown(project.display(path)), 1, 1), help=WHAT_CAIRN_READS, severity="warning")


LINK_HELP = "Cairn does not follow links out of a game folder: copy what the link points to into the game's folder"


def linked_out(project: Project, path: Path) -> Diagnostic:
    """E009 for a definition or scenario file (or scenarios/) that is a link out of its game folder."""
    what = f"the scenario {path.name}" if path.parent.name == SCENARIOS and path.suffix == ".yaml" else path.name
    kind = "folder" if path.is_dir() else "file"
    return _file_error(project, path, f"{shown(what)} is a link to a {kind} outside the game folder", LINK_HELP)


def linked_game_folder(project: Project, folder: Path) -> Diagnostic | None:
    """E009 when a game folder is a link (or definitions/ is): the game would be compiled from outside the
    project, so nothing in it is read or listed."""
    link = _link_below(folder, project.root) if _below(folder, project.root) else None
    if link is None:
        return None
    how = f"is a link to {_link_target(link)}" if link == folder else \
        f"is reached through the link {shown(project.display(link))}"
    return _file_error(project, folder, f"the game folder {shown(folder.name)!r} {how}: Cairn reads a game only "
                                        "from a folder inside definitions/", help="copy the game's folder into "
                                                                                  "definitions/ instead of linking it")


def package_clash(project: Project, folder: Path) -> list[Diagnostic]:
    """E009 when another game folder makes the same Python package (trek-to-zion and trek_to_zion): their
    modules would be written into one folder of generated/."""
    pkg = package_name(folder.name)
    others = sorted(name for name in os.listdir(project.definitions)
                    if name != folder.name and package_name(name) == pkg
                    and (project.definitions / name / "game.yaml").is_file())
    if not others:
        return []
    named = " and ".join(repr(shown(name)) for name in sorted([folder.name, *others]))
    return [_file_error(project, folder, f"the game folders {named} would both be compiled into generated/{pkg}/",
                        help="rename one of them: '-' in a game's folder name becomes '_' in its package")]


def survey_game(project: Project, folder: Path) -> tuple[list[Path], list[Diagnostic]]:
    """The definition files of a game folder, and what is wrong with the folder's other files."""
    files, diags = [], []
    problem = name_problem(folder.name)
    if problem:
        diags.append(_file_error(project, folder / "game.yaml",
                                 f"the game folder name {shown(folder.name)!r} is not plain: {problem}"))
    linked = linked_game_folder(project, folder)
    if linked is not None:
        return files, diags + [linked]
    diags += package_clash(project, folder)
    for path in sorted(folder.iterdir()):
        if path.name in SCHEMA_FOR and path.is_file():
            if is_inside(path, folder):
                files.append(path)
            else:
                diags.append(linked_out(project, path))
        elif path.name == SCENARIOS and path.is_dir():
            diags += survey_scenarios(project, folder, path)[1]
        elif path.suffix.lower() in (".yaml", ".yml") and not path.is_dir():
            diags.append(_unread(project, path, "it is not one of the game's definition files, so it is not loaded"))
    return files, diags


def survey_scenarios(project: Project, folder: Path, scenarios: Path) -> tuple[list[Path], list[Diagnostic]]:
    """The scenario files of a game that Cairn may read (plain *.yaml names inside the game folder), and
    what is wrong with the others. A scenarios/ folder linked out of the game folder is refused whole,
    without listing what it points to."""
    files, diags = [], []
    linked = not _plainly_inside(scenarios, folder)
    if linked and not is_inside(scenarios, folder):
        return files, [linked_out(project, scenarios)]
    # One listing: its entries know whether they are links, so a plain scenario file costs no stat.
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
                diags.append(linked_out(project, path))
            else:
                files.append(path)
        elif entry.is_file() and not entry.name.startswith("."):   # .gitkeep and the like are not mistakes
            diags.append(_unread(project, path, "a scenario file's name ends in .yaml"))
    return files, diags


def scenario_refused(project: Project, path: Path) -> Diagnostic | None:
    """E009 when a scenario file (or a folder of them) named or found may not be read: in a game folder, a
    link out of it (or a game folder that is a link); elsewhere in the project, a link out of the project.
    A file or folder the designer names outside the project is read as named."""
    where = _in_project(project, path)
    if where is None:
        return None
    parts = where.relative_to(project.root).parts
    # `where` says which folder the path is in; the path as given says what would be read.
    if len(parts) >= 2 and parts[0] == "definitions":
        folder = project.definitions / parts[1]
        return linked_game_folder(project, folder) or (None if is_inside(path.absolute(), folder)
                                                       else linked_out(project, where))
    if is_inside(path.absolute(), project.root):
        return None
    return _file_error(project, where, f"{shown(where.name)} is a link to a file outside the project",
                       "Cairn does not follow links out of a project: copy the scenario into it")


def _in_project(project: Project, path: Path) -> Path | None:
    """`path` written from the project root when it lies below it (as given from the current folder, or from
    the project's real path), else None."""
    where = _absolute(path)
    for root in (_absolute(project.root), project.root.resolve()):
        if _below(where, root):
            return project.root / where.relative_to(root)
    return None


def _absolute(path: Path) -> Path:
    """`path` from the file system's root, '..' taken away as a shell's `cd ..` does (no link resolved)."""
    return Path(os.path.abspath(path))


def icon_path_problem(rel: str, folder: Path) -> str | None:
    """Why the path of a file a game names (an icon, a card's art, a deck's spreadsheet) is unsafe to read, or
    None: plain parts, inside the game folder."""
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
    from ..sheets.icons import read_icon
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
    from ..frontend.load import load_file
    from ..frontend.spreadsheet import expand_deck_rows
    from ..frontend.validate import validate_node
    folder = project.game_dir(game)
    files, diags = survey_game(project, folder)
    docs = {}
    for path in files:
        display = shown(project.display(path))
        node, found = load_file(path, display)
        diags += found
        if node is None:
            continue
        if path.name == "decks.yaml":       # a deck's `rows: cards.csv` becomes its cards before any check
            unread = expand_deck_rows(node, folder, shown(project.display(folder)), icon_path_problem)
            if any(d.severity == "error" for d in unread):
                diags += unread     # the deck still says `rows`: the schema would only repeat it
                continue
            diags += unread
        diags += validate_node(node, SCHEMA_FOR[path.name], display)
        docs[path.stem] = node
    return docs, diags


def compile_game(project: Project, game: str, sources: SourceCache | None = None, emit_code: bool = True) -> Compiled:
    from ..frontend import parse_cache
    # effect texts parsed before are not parsed again
    with parse_cache.session(compiler_hash(), game), collector_paused():
        return _compile_game(project, game, sources, emit_code)


@contextmanager
def collector_paused():
    """Python's cycle collector held off while a game compiles.

    A compile builds large trees and keeps them to its end (the YAML nodes, the model, the effect texts'
    syntax trees, Python's syntax tree of every generated module): the collector walked them again and
    again and found nothing to free, a sixth of a cold build. What a compile leaves in cycles is
    freed by the first collection after it; the most a compile holds is the same either way.
    """
    if not gc.isenabled():      # paused already (a compile inside a compile, or the caller's choice)
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _compile_game(project: Project, game: str, sources: SourceCache | None, emit_code: bool) -> Compiled:
    from ..frontend.model import Reader
    from ..frontend.resolve import resolve
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
    if model is not None and docs.get("decks") is not None:     # card faces and card text (E650-E652, W650)
        from ..sheets.faces import check_faces
        diags += check_faces(model, docs["decks"], project.game_dir(game), icon_path_problem)
    if any(d.severity == "error" for d in diags) or not emit_code:
        return Compiled(game, model, diagnostics=diags, resolver=resolver)
    from ..codegen.emit import emit
    from ..sheets.render import render as render_sheets
    emitted = emit(model, resolver)
    printed = render_sheets(model, project.game_dir(game), docs, resolver=resolver)
    return Compiled(game, model, {**emitted.files, **printed.files},
                    diags + emitted.diagnostics + printed.diagnostics, resolver)


def compile_all(project: Project, games: list[str] | None = None, emit_code: bool = True,
                cache: bool = False, workers: int = 1) -> list[Compiled]:
    """Compile games; with `cache`, a game whose inputs are unchanged since a clean build is not compiled again.

    Without `emit_code` (`cairn check`) a hit is a game that a clean check or build has seen with
    these very inputs: it would have no diagnostics now either. Such a result carries no model.
    With `workers` above 1, the games to compile are compiled side by side in forked processes
    (`compile_forked`); their results carry no model either.
    """
    results: list[Compiled | None] = []
    misses = []      # (index in results, game, cache key or None)
    for game in games or project.games():
        # The key leaves scenarios out, so a folder whose files need a word (W010, E009) is never a hit.
        usable = cache and not survey_game(project, project.game_dir(game))[1]
        key = input_hash(project, game) if usable else None
        hit = read_cache(project, game, key, need_files=emit_code) if key else None
        if hit is None:
            misses.append((len(results), game, key))
        results.append(hit)
    missed = [game for _, game, _ in misses]
    keys = [key for _, _, key in misses]
    if workers > 1 and len(missed) > 1 and hasattr(os, "fork"):
        compiled = compile_forked(project, missed, emit_code, workers, keys)
    else:
        sources = project.sources()
        compiled = []
        for game, key in zip(missed, keys):
            compiled.append(compile_game(project, game, sources, emit_code))
            keep_clean(project, game, key, compiled[-1], emit_code)
    for (index, _, _), result in zip(misses, compiled):
        results[index] = result
    return results


def keep_clean(project: Project, game: str, key: str | None, result: Compiled, emit_code: bool) -> None:
    """Record a clean result in the cache under its inputs' key (none: the game's folder is not cached)."""
    if key and result.ok and not result.diagnostics:
        write_cache(project, game, key, result.files if emit_code else None)


# A job of `compile_forked` that compiles the templates into their shared cache rather than a game
TEMPLATES_JOB = -1


def compile_forked(project: Project, games: list[str], emit_code: bool, workers: int,
                   keys: list | None = None) -> list[Compiled]:
    """`compile_game` of each game in up to `workers` forked processes, the results in the order of `games`; each
    clean result is kept in the cache under its key in `keys` (`keep_clean`) by the worker that made it.

    The games are independent and a cold build of several is mostly CPU, so two cores nearly halve it.
    A worker sends back what a command prints and writes (files and diagnostics), not the model and
    resolver, which only in-process callers use. The biggest games start first (their folders' size
    stands for their cost), so no big one is left to the end alone. A build's first job compiles the templates
    into their cache (where it is empty, e.g. after installing Cairn): the other worker, busy with its first
    game's front end meanwhile, then loads them from there instead of compiling them a second time.
    """
    import importlib
    from runtime.forked import forked_each
    # The stages' modules and the compiler's hash (the parse cache's folder), made once here, not in each worker.
    for stage in ("..frontend.model", "..frontend.resolve") + (("..codegen.emit", "..sheets.render") if emit_code else ()):
        importlib.import_module(stage, __package__)
    compiler_hash()
    sources = project.sources()
    keys = keys or [None] * len(games)
    by_size = sorted(range(len(games)), key=lambda i: -_folder_size(project.game_dir(games[i])))
    jobs = ([TEMPLATES_JOB] if emit_code else []) + by_size
    results: list[Compiled | None] = [None] * len(games)

    def compiled(index: int) -> tuple[int, Compiled] | None:
        # A worker ends when its games are done and the whole process goes with it: the cycles a compile leaves
        # need no collection there. With the collector paused only around each compile (`collector_paused`),
        # the first collection after it walked every object the compile had made, ~6 % of the game's CPU.
        gc.disable()
        if index == TEMPLATES_JOB:
            _compile_templates()
            return None
        result = compile_game(project, games[index], sources, emit_code)
        # kept here, side by side with the other worker's compile, not by the parent once every game is done
        keep_clean(project, games[index], keys[index], result, emit_code)
        return index, Compiled(result.game, None, result.files, result.diagnostics)

    def take(answer: tuple[int, Compiled] | None) -> None:
        if answer is not None:
            results[answer[0]] = answer[1]

    forked_each(compiled, jobs, workers, take)
    return results


def _compile_templates() -> None:
    from ..codegen.emit import compile_templates as code_templates
    from ..sheets.render import compile_templates as sheet_templates
    code_templates()
    sheet_templates()


def _folder_size(folder: Path) -> int:
    """The bytes of the files directly in `folder` (a game's definitions; links and folders count nothing)."""
    total = 0
    try:
        for entry in os.scandir(folder):
            if entry.is_file(follow_symlinks=False):
                total += entry.stat(follow_symlinks=False).st_size
    except OSError:
        pass        # only the order of the work depends on it: the compile says what is wrong
    return total


# ---------------------------------------------------------------- the content-hash cache
COMPILER_DIR = Path(__file__).resolve().parents[1]


# What else decides the output: the libraries that read YAML, check schemas, parse effects and
# render templates, and the Python that runs them (a new version may read or print differently).
LIBRARIES = ("PyYAML", "jsonschema", "referencing", "lark", "Jinja2", "MarkupSafe")


# A file written less than this many seconds before its stat is recorded is read again next time: a file's time
# stamp moves in the kernel's ticks, so an edit in the tick of the recording could leave size and time as recorded.
STAT_SETTLED_S = 2.0
COMPILER_SUFFIXES = (".py", ".lark", ".json", ".j2", ".css")     # .json: the grammar's shipped tables


@lru_cache(maxsize=4)
def compiler_hash(compiler_dir: Path = COMPILER_DIR) -> str:
    """Changes whenever Cairn's own compiler changes, so a new Cairn never reuses an old cache.

    It covers every source, grammar, template and style sheet of the compiler, every schema, and
    the versions of Python and of the libraries the compiler uses. Every command needs it, and reading and hashing
    1.7 MB of sources was a seventh of a no-op build: the hash is kept in the user's cache with each file's size,
    times and inode (`compiler/<folder's hash>.json`), and worked out again from the contents only when one of
    these, the list of files, or the versions differ (as git's index and Python's .pyc trust a file's stat).
    """
    versions = f"{sys.version}\0{library_versions()}"
    files = _compiler_files(compiler_dir)
    stats = []
    for _, path in files:
        try:
            st = path.stat()
        except OSError:
            stats = None        # gone while listed: worked out from the contents below (and not recorded)
            break
        stats.append([st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino])
    seen = [versions, [[label] + stat for (label, _), stat in zip(files, stats)]] if stats is not None else None
    record = _hash_record(compiler_dir)
    if seen is not None:
        try:
            kept = json.loads(record.read_text(encoding="utf-8"))
            if isinstance(kept, dict) and kept.get("seen") == seen and isinstance(kept.get("hash"), str):
                return kept["hash"]
        except (OSError, ValueError):
            pass
    digest = hashlib.sha256(versions.encode())
    for label, path in files:
        digest.update(label.encode())
        digest.update(path.read_bytes())
    found = digest.hexdigest()
    settled = time.time_ns() - int(STAT_SETTLED_S * 1e9)
    if seen is not None and all(max(stat[1], stat[2]) < settled for stat in stats):
        _write_record(record, {"seen": seen, "hash": found})
    return found


def _compiler_files(compiler_dir: Path) -> list[tuple[str, Path]]:
    """(the name hashed, the path) of every file the compiler's hash covers, in the order it hashes them: the
    compiler's sources, grammar, templates and style sheets by their path inside it, then the schemas by name."""
    found = []
    for where, dirs, names in os.walk(compiler_dir):
        dirs[:] = [name for name in dirs if name != "__pycache__"]
        found += [Path(where, name) for name in names if name.endswith(COMPILER_SUFFIXES)]
    files = [(path.relative_to(compiler_dir).as_posix(), path) for path in sorted(found)]
    schemas = compiler_dir.parent / "schemas"
    try:
        listed = sorted(schemas / name for name in os.listdir(schemas) if name.endswith(".json"))
    except OSError:
        listed = []
    return files + [(path.name, path) for path in listed if path.is_file()]


def _hash_record(compiler_dir: Path) -> Path:
    from ..caches import user_cache
    return user_cache.folder("compiler") / f"{hashlib.sha256(os.fsencode(compiler_dir)).hexdigest()[:32]}.json"


def _write_record(record: Path, data: dict) -> None:
    try:
        record.parent.mkdir(parents=True, exist_ok=True)
        tmp = record.with_name(f".{record.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
        os.replace(tmp, record)     # whole or not at all: commands may run side by side
    except OSError:
        pass        # a record that cannot be written only costs time


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
#
# An entry is one line of JSON, {"key": KEY, "files": [[path, bytes], ...]} (a check's: the key alone), then the
# files' UTF-8 texts one after another, as written: a no-op build reads 7 MB of generated code back, and reading it
# as JSON strings (every newline and quote escaped) was a quarter of the no-op's instructions.
CACHE_KEPT = 4      # entries kept per game id: a designer switching between a few versions of a game


def cache_folder() -> Path:
    from ..caches import user_cache
    return user_cache.folder("builds")


def cache_file(project: Project, game: str, key: str | None = None) -> Path:
    """The user-cache entry of `game` with these inputs (the key of its folder now when none is given)."""
    return cache_folder() / f"{game}-{key or input_hash(project, game)}.entry"


def read_cache(project: Project, game: str, key: str, need_files: bool = True) -> Compiled | None:
    """The cached result of a clean build (or, without `need_files`, of a clean check) with this key."""
    try:
        header, _, body = cache_file(project, game, key).read_bytes().partition(b"\n")
        data = json.loads(header)
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("key") != key:
        return None
    listed = data.get("files")
    if listed is None:
        return None if need_files else Compiled(game, None)
    if not need_files:
        return Compiled(game, None, {})
    files = _entry_files(listed, body)
    return None if files is None else Compiled(game, None, files)


def _entry_files(listed, body: bytes) -> dict | None:
    """The files of an entry from its list of (path, length in bytes) and the texts after it; None where the two
    do not agree (a damaged entry is a miss)."""
    if not isinstance(listed, list) or not all(isinstance(item, list) and len(item) == 2 and isinstance(item[0], str)
                                               and isinstance(item[1], int) and item[1] >= 0 for item in listed):
        return None
    if sum(length for _, length in listed) != len(body):
        return None
    files, at = {}, 0
    try:
        for path, length in listed:
            files[path] = body[at:at + length].decode("utf-8")
            at += length
    except UnicodeDecodeError:
        return None
    return files


def write_cache(project: Project, game: str, key: str, files: dict | None) -> None:
    """Record a clean result: a build's files, or (files None) that a check found nothing.

    A check never replaces a build's entry for the same inputs, which answers for both.
    """
    path = cache_file(project, game, key)
    if files is None and read_cache(project, game, key) is not None:
        return
    if files is None:
        entry = json.dumps({"key": key}).encode()
    else:
        texts = {name: text.encode("utf-8") for name, text in files.items()}
        listed = [[name, len(data)] for name, data in texts.items()]
        # (JSON escapes a newline in a string: the header is one line)
        entry = json.dumps({"key": key, "files": listed}).encode() + b"\n" + b"".join(texts.values())
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_bytes(entry)
        os.replace(tmp, path)      # whole or not at all: a check and a build may write at once
        _prune_cache(path.parent, game, path)
    except OSError:
        pass   # a cache that cannot be written only costs time


def _prune_cache(folder: Path, game: str, keep: Path) -> None:
    """Keep the newest few entries of a game (a key is 64 hex digits: `game-<key>` names only this game)."""
    entries = [p for p in folder.glob(f"{game}-*.entry") if len(p.stem) == len(game) + 65 and p != keep]
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


# ---------------------------------------------------------------- Cairn's own folders
# generated/ and build/ are Cairn's to write, rename and delete in, and a shared project may hold a
# link in their place (generated -> ../work): every such operation goes through these, which refuse a
# link anywhere on the way from the project root (the path itself included) instead of following it.

def output_path(project: Project, path: Path) -> Path:
    """`path`, once it is known to lie below the project root with no link on the way (itself included)."""
    if not _below(path, project.root) or ".." in path.relative_to(project.root).parts:
        raise ProjectError(f"{shown(str(path))} is not inside the project {shown(str(project.root))}; "
                           "Cairn writes only into its own folders there")
    link = _link_below(path, project.root)
    if link is not None:
        shown_link = shown(project.display(link)) + ("/" if link.is_dir() else "")
        raise LinkedOutput(f"{shown_link} is a link to {_link_target(link)}; Cairn does not write through "
                           "links, remove it")
    return path


def output_folder(project: Project, *parts: str) -> Path:
    """The folder project.root/parts, created where missing, that Cairn writes into."""
    folder = output_path(project, project.root.joinpath(*parts))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def command_folder(project: Project, out: str | None, what: str, *parts: str) -> Path:
    """The folder a command writes into, made and proven writable before any work: the one the user named
    with --out, as named; else project.root/parts, never through a link (runtime/outputs.py says why not
    in one line)."""
    from runtime.outputs import output_folder as named_folder
    return named_folder(out if out else output_folder(project, *parts), what)


def write_output(project: Project, path: Path, content: str | bytes) -> Path:
    """Write a file Cairn makes (a sheet, a report, build/bench.json), creating its folders. Below the
    project root never through a link; elsewhere (a folder named with --out) as named."""
    if _below(path, project.root):
        output_path(project, path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def remove_output(project: Project, path: Path) -> None:
    """Delete a file or folder tree of Cairn's outputs (gone already is fine). A link there is removed
    itself, never what it points to; a link above it refuses the whole removal."""
    import shutil
    output_path(project, path.parent)
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path, ignore_errors=True)
    else:
        path.unlink(missing_ok=True)


def move_output(project: Project, source: Path, target: Path) -> None:
    """Rename one of Cairn's outputs (replacing `target`), with no link at either end or above them."""
    os.replace(output_path(project, source), output_path(project, target))


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
        output_folder(project, "build")
        handle = open(output_path(project, path), "a+b")
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
    """A name in generated/ that only a swap makes (the journal, a staging folder, an old copy)."""
    return name.startswith((JOURNAL, STAGING_PREFIX, OLD_PREFIX))


def _leftovers(project: Project) -> bool:
    """True when generated/ holds anything a killed build leaves behind (cheap: one listing). A generated/
    that is a link is not listed: Cairn never builds there (`output_path`), so nothing of its is left."""
    try:
        if project.generated.is_symlink():
            return False
        return any(_is_swap_leftover(p.name) for p in project.generated.iterdir())
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
    generated = output_path(project, project.generated)
    journal = generated / JOURNAL
    # A killed build never leaves a link behind: one under a leftover's name is not Cairn's, and is
    # removed itself before any plan could send a rename or a deletion through it.
    leftovers = [p for p in sorted(generated.iterdir()) if _is_swap_leftover(p.name)]
    for path in leftovers:
        if path.is_symlink():
            remove_output(project, path)
    plan = _read_journal(journal)
    if plan is not None:
        staging, packages = plan
        for pkg in packages:
            _finish_swap(project, generated / staging, pkg)
    for path in sorted(generated.iterdir()):
        if path.name.startswith(OLD_PREFIX):
            _settle_old(project, generated / path.name[len(OLD_PREFIX):], path)
        elif path.name.startswith(STAGING_PREFIX) and path.is_dir():
            _restore_old_layout(project, path)
            remove_output(project, path)
    remove_output(project, generated / (JOURNAL + ".tmp"))
    remove_output(project, journal)   # last: until here, the journal says a swap is unfinished


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


def _finish_swap(project: Project, staging: Path, pkg: str) -> None:
    """Complete one game's swap from wherever it stopped; with nothing staged, put the old folder back."""
    generated = project.generated
    final, new, old = generated / pkg, staging / pkg, generated / (OLD_PREFIX + pkg)
    if new.is_dir() and not new.is_symlink():
        if final.exists() and not old.exists():
            move_output(project, final, old)
        if not final.exists():
            move_output(project, new, final)
    _settle_old(project, final, old)


def _settle_old(project: Project, final: Path, old: Path) -> None:
    """An old copy goes back when its game's folder is missing; otherwise it is deleted."""
    if not old.exists():
        return
    if final.exists():
        remove_output(project, old)
    else:
        move_output(project, old, final)


def _restore_old_layout(project: Project, staging: Path) -> None:
    """Builds before the journal kept the old copy as <staging>/<pkg>.old: put back any whose game is missing."""
    for old in staging.glob("*.old"):
        final = project.generated / old.name[: -len(".old")]
        if old.is_dir() and not old.is_symlink() and final.name.isidentifier() and not final.exists():
            move_output(project, old, final)


def write_outputs(project: Project, results: list[Compiled]) -> None:
    """Write every game into a staging folder, then swap each into generated/ (journaled, under the lock)."""
    try:
        with build_lock(project):
            _write_locked(project, results)
    except OSError as err:   # a full disk or a read-only folder is the user's to fix, not a Cairn bug
        where = project.display(Path(err.filename)) if err.filename else project.display(project.generated)
        raise ProjectError(f"cannot write {shown(where)}: {err.strerror or err}") from None


class NotCompiled(ProjectError):
    """The game's definitions have errors (printed already): exit 1, like `cairn check`."""


def verified_files(project: Project, game: str) -> dict:
    """The files a build of `game` writes (relative path → text), with generated/ brought up to them."""
    project.game_dir(game)
    results = compile_all(project, [game], cache=True)
    if not results[0].ok:
        sys.stderr.write(render_text(results[0].diagnostics, project.read_source))
        raise NotCompiled(f"'{game}' does not compile; fix the errors above")
    if drift(project, results):
        write_outputs(project, results)
        sys.stderr.write(f"note: rebuilt generated/{package_name(game)} from the changed definitions\n")
    return results[0].files


def _write_locked(project: Project, results: list[Compiled]) -> None:
    import tempfile
    generated = output_folder(project, "generated")
    if _leftovers(project):
        repair_outputs(project)
    _write_init(generated)
    packages = [package_name(r.game) for r in results]
    staging = Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=generated))
    try:
        _write_staging(staging, results)
        _write_journal(project, staging.name, packages)
    except BaseException:
        remove_output(project, staging)   # generated/ itself has not changed yet
        raise
    try:
        _swap(project, staging, packages)
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
    expected = {"__init__.py"} | {package_name(r.game) for r in results}
    generated = output_folder(project, "generated")
    removed = []
    for entry in sorted(generated.iterdir(), key=lambda p: p.name):
        if entry.name not in expected and not _is_swap_leftover(entry.name):
            remove_output(project, entry)
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


def _write_journal(project: Project, staging: str, packages: list[str]) -> None:
    """Record the swap before its first rename; written whole or not at all (a rename)."""
    tmp = output_path(project, project.generated / (JOURNAL + ".tmp"))
    tmp.write_text(json.dumps({"staging": staging, "packages": packages}), encoding="utf-8")
    move_output(project, tmp, project.generated / JOURNAL)


def _swap(project: Project, staging: Path, packages: list[str]) -> None:
    generated = project.generated
    for pkg in packages:
        final, old = generated / pkg, generated / (OLD_PREFIX + pkg)
        if final.exists():
            move_output(project, final, old)
        move_output(project, staging / pkg, final)
    for pkg in packages:
        remove_output(project, generated / (OLD_PREFIX + pkg))
    remove_output(project, staging)
    remove_output(project, generated / JOURNAL)
