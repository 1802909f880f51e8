"""`cairn build --native`: the hot modules of a simulation compiled to C extensions with Cython.

What is compiled is plain Python, unchanged: Cython's pure-Python mode with annotation typing off,
so every value stays a Python object and a compiled module computes exactly what the pure one does
(same draws, same results, byte for byte). `generated/` stays pure Python; the extensions go to
the user's cache folder (`native/`, see user_cache.py), never the project's `build/`: a project
someone hands over could otherwise bring a planted extension named by a key anyone can compute. One
file per module, named by a hash of everything that makes it (source, module name, Python, Cython,
compiler and flags), so a second build of unchanged sources compiles nothing. A game's modules are
compiled from the texts a compile of its definitions returns (build.verified_files), not from the
files of generated/. `activate` makes the next imports of the runtime's modules load the extensions
in preference to the sources; a game's are handed to runtime/package_import.py. Without Cython, a C compiler or Python's headers there is nothing to build: `unavailable`
says why in one line, and the callers go on with the pure modules.

Two runtime modules are C of their own, not their .py compiled (`PYX_MODULES`): runtime/draws.pyx, the random
streams a lowered module draws from in C (on a random.Random's own state, so the same draws), and runtime/masks.pyx,
a mask's ids walked by C words; their .pxd files are what a game's lowered.pxd may cimport, and part of every
extension's hash.
"""
from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from runtime.package_import import module_files

from .build import Project, ProjectError, package_name, verified_files

# The runtime modules a simulation spends its time in (cProfile over `runtime.simulate.run`, both seed
# games): the flow and state, the random playout, dice and piles, boards, payments, a lowered tableau's
# spots and loops, the random streams, and the loop of games with what each game of it costs around its play
# (simulate, fastplay: a native Appalachian game is ~45 us, and the interpreted loop was a tenth of it), and the
# lowered playout's piles held as numbers (pile_counts: Trailblazers' setup splitting its deck in one interpreted
# `move_each` was a sixth of a native game). The
# rest of the runtime (saves, logs, knowledge, the terminal) runs once per game or never in a simulation. A runtime module may have C types beside it (`<module>.pxd`), as a
# lowered game's module has.
RUNTIME_MODULES = ("runtime.state", "runtime.playout", "runtime.chance", "runtime.board", "runtime.payment",
                   "runtime.areas", "runtime.draws", "runtime.simulate", "runtime.fastplay", "runtime.masks",
                   "runtime.networks", "runtime.pile_counts")
# Runtime modules whose native source is a .pyx of its own beside the pure .py (C that pure Python cannot say),
# with a .pxd that lowered modules cimport: runtime/draws.pyx, the random streams drawn from in C; runtime/masks.pyx,
# a mask's ids found 64 bits at a time by C's count of trailing zeros
PYX_MODULES = ("runtime.draws", "runtime.masks")
# The runtime modules whose .pxd a lowered module may cimport: the .pyx ones, runtime/areas.py, whose compiled
# `Area` a lowered tableau's kept area is typed as (its spots read and its methods called in C), runtime/board.py,
# whose `distinct` a lowered listing calls in C, and runtime/chance.py, whose `draw` a lowered deal calls in C. Each
# .pxd is in the shared include folder and part of every extension's hash
CIMPORTED = PYX_MODULES + ("runtime.areas", "runtime.board", "runtime.chance")

# Modules of a generated game that only hold data: their code runs once, at import, so compiling them
# buys nothing but build time. Every other module of the game's folder is compiled (rules.py, and any
# module a later back end adds beside it).
DATA_ONLY = ("__init__", "data")

# Semantics first: annotations never become C types (an `int` argument would refuse a bool), and
# nothing is inferred that could overflow. Binding functions keep __doc__, __name__ and f_globals,
# which `runtime.errors.in_the_rules` reads to place a failing rule in its definition.
CYTHON_DIRECTIVES = ("language_level=3", "annotation_typing=False", "binding=True", "emit_code_comments=False")
DEFAULT_CFLAGS = ("-O2",)
# `cairn bench --quick`: a smoke figure, built in a third of the time of -O2 (the C compiler's share; Trail
# Story's rules.py: 141 s of CPU at -O2, 47 at -O1). Not -O0, though it is three times faster again: Cython's
# helpers are not inlined there, and the extensions run slower than the pure modules (0.6-0.9x)
QUICK_CFLAGS = ("-O1",)

SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]
KEEP = 3    # extensions kept per module (other flags, older sources); older ones are removed


class NativeFailed(ProjectError):
    """A C compiler is there but a module did not compile: a bug to report, with the compiler's words."""

    def __init__(self, failures: list[tuple[str, str]]):
        super().__init__("the native build failed:\n" + "\n".join(text for _name, text in failures))
        self.module = failures[0][0]


@dataclass(frozen=True)
class Module:
    name: str           # the import name: runtime.state, generated.trek_to_zion.rules
    source: Path        # where it is (a game's module: where generated/ holds it, named in errors only)
    text: str           # the source compiled
    declarations: str | None = None     # its augmenting .pxd (C types of the lowered playout), if it has one


@dataclass
class NativeBuild:
    folder: Path
    extensions: dict            # module name -> path of its extension
    compiled: list              # the module names compiled by this build (the others came from the cache)
    tool: str                   # "Cython 3.x, gcc -O2"


def runtime_folder() -> Path:
    return Path(importlib.util.find_spec("runtime").submodule_search_locations[0])


def modules_of(project: Project, games: list[str], files: dict | None = None) -> list[Module]:
    """The runtime's hot modules and every compiled module of each game's package, from the texts a
    compile of its definitions returns (`files`: game -> its files, when the caller has them)."""
    folder = runtime_folder()
    modules = []
    for name in RUNTIME_MODULES:
        leaf = name.rsplit('.', 1)[1]
        if name in PYX_MODULES:
            source = folder / f"{leaf}.pyx"
            modules.append(Module(name, source, source.read_text(encoding="utf-8"),
                                  (folder / f"{leaf}.pxd").read_text(encoding="utf-8")))
        else:
            source = folder / f"{leaf}.py"
            types = source.with_suffix(".pxd")
            modules.append(Module(name, source, source.read_text(encoding="utf-8"),
                                  types.read_text(encoding="utf-8") if types.is_file() else None))
    for game in games:
        pkg = package_name(game)
        texts = (files or {}).get(game) or verified_files(project, game)
        for leaf, text in sorted(module_files(texts).items()):
            if leaf and leaf not in DATA_ONLY:       # '' is the package's __init__
                modules.append(Module(f"generated.{pkg}.{leaf}", project.generated / pkg / f"{leaf}.py", text,
                                      texts.get(f"{leaf}.pxd")))
    return modules


def compiler_command(cflags: tuple[str, ...] = DEFAULT_CFLAGS) -> list[str]:
    """The C compiler as `CC` names it (else the one Python was built with), with `cflags` and then `CFLAGS`."""
    cc = os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    words = shlex.split(cc)
    flags = list(cflags) + shlex.split(os.environ.get("CFLAGS", ""))
    return words + flags


def unavailable() -> str | None:
    """Why no native build can be made here (one line), or None when it can."""
    if importlib.util.find_spec("Cython") is None:
        return "Cython is not installed, pip install -e '.[native]' installs it"
    cc = compiler_command()[0]
    if shutil.which(cc) is None:
        return f"no C compiler, '{cc}' is not found (CC names the one to use)"
    include = Path(sysconfig.get_paths()["include"])
    if not (include / "Python.h").is_file():
        return f"Python's C headers are missing, no Python.h in {include}"
    return None


def _cython_version() -> str:
    from Cython import __version__
    return __version__


def extension_key(module: Module, cc: list[str]) -> str:
    """A hash of everything that makes the extension: a different one is a different file."""
    digest = hashlib.sha256()
    for part in (module.name, sys.version, SUFFIX, _cython_version(), " ".join(cc), " ".join(CYTHON_DIRECTIVES),
                 U128_LOW_HALF):      # (what `wide_literals` adds to the C)
        digest.update(part.encode() + b"\0")
    digest.update(module.text.encode("utf-8"))
    if module.declarations is not None:
        digest.update(b"\0pxd\0" + module.declarations.encode("utf-8"))
    for name in CIMPORTED:       # what a lowered module may cimport: a change recompiles it
        digest.update(b"\0cimported\0" + _shared_declarations(name).encode("utf-8"))
    return digest.hexdigest()[:16]


def _shared_declarations(name: str) -> str:
    """The .pxd of the runtime's module `name` (one of CIMPORTED), which lowered modules cimport."""
    return (runtime_folder() / f"{name.rsplit('.', 1)[1]}.pxd").read_text(encoding="utf-8")


def native_folder(project: Project | None = None) -> Path:
    """Where extensions are kept: the user's cache, shared by every project (an extension is named by
    what it was made from, so two projects never mistake each other's)."""
    from ..caches import user_cache
    return user_cache.folder("native")


def build_native(project: Project, games: list[str], jobs: int | None = None, files: dict | None = None,
                 cflags: tuple[str, ...] | None = None) -> NativeBuild:
    """Compile the modules of `games` (and the runtime's) that the cache does not hold yet, with `cflags`
    (else `DEFAULT_CFLAGS`). The caller checks `unavailable()` first. Raises NativeFailed when a module
    does not compile."""
    folder = native_folder(project)
    folder.mkdir(parents=True, exist_ok=True)
    cc = compiler_command(cflags or DEFAULT_CFLAGS)
    extensions, todo = {}, []
    for module in modules_of(project, games, files):
        target = folder / f"{module.name}-{extension_key(module, cc)}{SUFFIX}"
        extensions[module.name] = target
        if not target.is_file():
            todo.append((module, target))
    # the largest first: on two cores, a big module started last would leave the other core idle meanwhile
    todo.sort(key=lambda job: len(job[0].text), reverse=True)
    jobs = jobs or min(len(todo), os.cpu_count() or 1) or 1
    with _Translators() as translators, ThreadPoolExecutor(jobs) as pool:
        failures = [(module.name, err) for (module, _), err in
                    zip(todo, pool.map(lambda job: _compile(*job, cc, translators), todo)) if err]
    if failures:
        raise NativeFailed(failures)
    for module, target in todo:
        _prune(folder, module.name, target)
    tool = f"Cython {_cython_version()}, {' '.join(Path(w).name if i == 0 else w for i, w in enumerate(cc))}"
    return NativeBuild(folder, extensions, [module.name for module, _ in todo], tool)


# One Cython process translates one module after another (a line of JSON in: the command line's arguments; a line out:
# the exit code and what Cython said). A process per module paid Cython's start each time, its import and the
# loading of its utility code, about a second of CPU per module (`cython` on a one-line module: 1.2 s, of which 0.2
# the import), some 30 s of a cold build of every game. Each module is still translated as `python -m cython` would
# (the same arguments through Cython's own command-line parser, a fresh compilation context each time).
TRANSLATOR = """\
import contextlib, io, json, sys
from Cython.Compiler.CmdLine import parse_command_line
from Cython.Compiler.Errors import PyrexError
from Cython.Compiler.Main import compile
answer = sys.stdout
for line in sys.stdin:
    said, code = io.StringIO(), 0
    with contextlib.redirect_stdout(said), contextlib.redirect_stderr(said):
        try:
            options, sources = parse_command_line(json.loads(line))
            code = 1 if compile(sources, options).num_errors > 0 else 0
        except (OSError, PyrexError) as error:
            said.write(str(error) + "\\n")
            code = 1
        except SystemExit as error:
            code = error.code if isinstance(error.code, int) else 1
    answer.write(json.dumps([code, said.getvalue()]) + "\\n")
    answer.flush()
"""


class _Translators:
    """Cython processes kept for the length of a build, one lent to each compile at a time."""

    def __init__(self):
        self.idle: list[subprocess.Popen] = []
        self.all: list[subprocess.Popen] = []
        self.lock = threading.Lock()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        for process in self.all:
            process.stdin.close()
            process.wait()

    def translate(self, args: list[str]) -> tuple[int, str]:
        """Cython run on `args` (its command line's words, without `cython`): its exit code and what it said."""
        with self.lock:
            process = self.idle.pop() if self.idle else None
        if process is None:
            # -P: the working folder (a designer's project, untrusted) is not put first on the process's sys.path,
            # so a planted json.py or Cython/ there is never imported in place of the real one
            process = subprocess.Popen([sys.executable, "-P", "-c", TRANSLATOR], stdin=subprocess.PIPE,
                                       stdout=subprocess.PIPE, text=True)
            with self.lock:
                self.all.append(process)
        process.stdin.write(json.dumps(args) + "\n")
        process.stdin.flush()
        line = process.stdout.readline()
        if not line:        # the process died: what it said went to the build's own stderr
            return 1, f"Cython stopped (exit code {process.wait()})"
        with self.lock:
            self.idle.append(process)
        code, said = json.loads(line)
        return code, said


def _compile(module: Module, target: Path, cc: list[str], translators: _Translators) -> str | None:
    """Cython to C, C to an extension next to `target`, then renamed into place (so a reader never sees
    half a file). The error text, or None."""
    python_include = sysconfig.get_paths()["include"]
    with tempfile.TemporaryDirectory(dir=target.parent, prefix=".building-") as tmp:
        c_file, so_file = Path(tmp) / f"{module.name}.c", Path(tmp) / f"{module.name}{SUFFIX}"
        py_file = Path(tmp) / f"{module.name}{'.pyx' if module.source.suffix == '.pyx' else '.py'}"
        py_file.write_bytes(module.text.encode("utf-8"))
        if module.declarations is not None:     # Cython reads the .pxd of the same name beside the .py it compiles
            py_file.with_suffix(".pxd").write_bytes(module.declarations.encode("utf-8"))
        directives = [arg for d in CYTHON_DIRECTIVES for arg in ("-X", d)]
        include = _shared_include(Path(tmp))
        code, said = translators.translate([*directives, "-I", str(include), "--module-name", module.name,
                                            "-o", str(c_file), str(py_file)])
        if code == 0:
            wide_literals(c_file)
            done = subprocess.run([*cc, "-shared", "-fPIC", "-fwrapv", "-DNDEBUG", f"-I{python_include}", str(c_file),
                                   "-o", str(so_file)], capture_output=True, text=True)
            code, said = done.returncode, done.stderr or done.stdout
        if code != 0:
            words = said.strip().splitlines()
            return f"  {module.name} ({module.source}): " + "\n    ".join(words[-12:])
        os.replace(so_file, target)
    return None


# a hexadecimal C literal of 17-32 digits, as Cython writes a constant wider than 64 bits it assigns to a C integer
WIDE_LITERAL = re.compile(r"\b0x([0-9A-Fa-f]{17,32})\b")


def wide_literals(c_file: Path) -> None:
    """Rewrite the literals wider than 64 bits of a module that holds masks of 63-128 ids (runtime/masks.pxd's `u128`,
    a mask constant of the lowered module: `CLAIM_ROUTE_ALL = 5902...`) as its two 64-bit halves, `CAIRN_U128(high,
    low)`: Cython writes the constant as one C literal, which the C compiler cuts to its low 64 bits (with a warning
    only); and give Cython's conversion of a u128 to a Python int a path for a mask of 64 bits or fewer
    (`U128_LOW_HALF`). A module without the type is left as it is."""
    text = c_file.read_text(encoding="utf-8")
    if "CAIRN_U128" not in text:
        return

    def halves(found) -> str:
        value = int(found.group(1), 16)
        return f"CAIRN_U128(0x{value >> 64:X}ULL, 0x{value & (1 << 64) - 1:X}ULL)"
    c_file.write_text(WIDE_LITERAL.sub(halves, text).replace(U128_TO_INT, U128_TO_INT + U128_LOW_HALF, 1),
                      encoding="utf-8")


# Cython's conversion of a u128 to a Python int (a mask read as a key of a memo, or handed to Python): one C type
# wider than any its helper knows, so every value goes through `_PyLong_FromByteArray`, its 16 bytes a bit at a time
# (~290 instructions, ~120 times a native game of Trek). A mask whose high half is 0 is made as an unsigned long long,
# the same int in a seventh of that; the others go on as before. Where Cython names or writes it otherwise, nothing
# is added.
U128_TO_INT = "static CYTHON_INLINE PyObject* __Pyx_PyLong_From_cairn_u128(cairn_u128 value) {\n"
U128_LOW_HALF = ("    if (!(value >> 64)) return PyLong_FromUnsignedLongLong((unsigned PY_LONG_LONG) value);"
                 "  /* cairn: the high half 0 */\n")


def _shared_include(tmp: Path) -> Path:
    """A folder holding only the runtime's .pxd files a lowered module cimports (`from runtime.draws cimport
    Draw`, `from runtime.areas cimport Area`), for Cython's include path: not the project's folder, whose generated/
    holds .pxd files of its own."""
    folder = tmp / "include"
    (folder / "runtime").mkdir(parents=True)
    (folder / "runtime" / "__init__.pxd").write_text("")
    for name in CIMPORTED:
        (folder / "runtime" / f"{name.rsplit('.', 1)[1]}.pxd").write_text(_shared_declarations(name), encoding="utf-8")
    return folder


def _prune(folder: Path, name: str, keep: Path) -> None:
    """Keep the newest few extensions of a module (one per set of flags in use), remove older ones."""
    others = sorted((p for p in folder.glob(f"{name}-*{SUFFIX}") if p != keep),
                    key=lambda p: p.stat().st_mtime, reverse=True)
    for old in others[KEEP - 1:]:
        old.unlink(missing_ok=True)


class _Extensions(importlib.abc.MetaPathFinder):
    """Finds the modules of a native build before the path finder finds their sources."""

    def __init__(self, extensions: dict):
        self.extensions = extensions

    def find_spec(self, fullname, path=None, target=None):
        file = self.extensions.get(fullname)
        if file is None:
            return None
        loader = importlib.machinery.ExtensionFileLoader(fullname, str(file))
        return importlib.util.spec_from_file_location(fullname, file, loader=loader)


def activate(build: NativeBuild) -> str | None:
    """Make later imports load the build's extensions. A module imported already stays what it is, and
    a mixture would not be the native build: then nothing is activated and the reason is returned."""
    runtime = {name: path for name, path in build.extensions.items() if name in RUNTIME_MODULES}
    if any(isinstance(f, _Extensions) and f.extensions == runtime for f in sys.meta_path):
        return None      # this very build is active already (a second game of the same command)
    loaded = [name for name in runtime if name in sys.modules]
    if loaded:
        return f"{', '.join(loaded)} already imported in this process"
    sys.meta_path.insert(0, _Extensions(runtime))
    return None


def is_native(name: str) -> bool:
    """Whether the module `name`, imported, is a compiled extension."""
    spec = getattr(sys.modules.get(name), "__spec__", None)
    return isinstance(getattr(spec, "loader", None), importlib.machinery.ExtensionFileLoader)


def prepare(project: Project, games: list[str], say=None, files: dict | None = None,
            cflags: tuple[str, ...] | None = None) -> NativeBuild | None:
    """Build (or find in the cache) and activate the native modules of `games`; None, after saying why in
    one line through `say`, when that cannot be done here and the pure modules will run instead."""
    say = say or (lambda line: sys.stderr.write(line + "\n"))
    reason = unavailable()
    if reason is None:
        try:
            build = build_native(project, games, files=files, cflags=cflags)
        except NativeFailed as err:
            reason = f"{err.module} did not compile, `cairn build --native` shows why"
        except OSError as err:       # build/ cannot be written, the compiler cannot be started, …
            reason = f"{type(err).__name__}: {err}"
        else:
            reason = activate(build)
            if reason is None:
                return build
    say(f"note: no native build: {reason}; running the pure-Python modules")
    return None
