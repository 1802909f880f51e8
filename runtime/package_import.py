"""Import a compiled game from the texts a build produced, never from the files of a project folder.

A project folder is content from anyone (a download, a pull request), and its `generated/` and
`build/` are as untrusted as its definitions: a planted `__pycache__/*.pyc` (PEP 552 lets a .pyc
say "don't check my source"), an extra module or a `generated/__init__.py` would run the moment
Python imports from there. So Cairn never lets Python's path finder near a project. The modules
of a game are made from `files` — the relative path → text map a compile returns, the very texts
`cairn build` writes and `cairn build --check` compares — by a loader that holds them in memory:

- nothing is read from disk, so what runs is what the compiler wrote, whatever the folder holds
  now or later (`__file__` still names the file on disk, which load_rules has made equal to the
  text, so tracebacks and coverage point at real lines);
- no folder is put on `sys.path`, so a project's `textwrap.py` shadows nothing;
- every module of the package is imported at once, under a finder installed only for that
  moment, so a later import can never reach a half-registered package;
- bytecode is kept, when the caller names a folder, in the user's own cache (keyed by the
  source text and the file name it reports), never beside the sources.
"""
from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import marshal
import os
import sys
from contextlib import contextmanager
from pathlib import Path

_MAGIC = importlib.util.MAGIC_NUMBER
_IMPORTED: dict = {}     # package name -> the files it was made from (a cluster worker is sent the same)


class TextLoader(importlib.abc.InspectLoader):
    """Loads one module from a text held in memory (InspectLoader runs the code that get_code returns)."""

    def __init__(self, text: str, filename: str, package: bool, bytecode: Path | None = None):
        self.text, self.filename, self.package, self.bytecode = text, filename, package, bytecode

    def is_package(self, fullname: str) -> bool:
        return self.package

    def get_source(self, fullname: str) -> str:
        return self.text

    def get_filename(self, fullname: str) -> str:
        return self.filename

    def get_code(self, fullname: str):
        return compiled(self.text, self.filename, self.bytecode)


def compiled(text: str, filename: str, bytecode: Path | None = None):
    """The code object of `text`, from the user's bytecode cache when an entry was made for this very text."""
    if bytecode is None:
        return compile(text, filename, "exec", dont_inherit=True)
    key = hashlib.sha256(_MAGIC + filename.encode("utf-8", "surrogateescape") + b"\0" + text.encode("utf-8"))
    entry = bytecode / f"{key.hexdigest()}.bin"
    try:
        return marshal.loads(entry.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        pass
    code = compile(text, filename, "exec", dont_inherit=True)
    try:
        bytecode.mkdir(parents=True, exist_ok=True)
        tmp = entry.with_name(f".{entry.name}.{os.getpid()}.tmp")
        tmp.write_bytes(marshal.dumps(code))
        os.replace(tmp, entry)
    except OSError:
        pass    # a cache that cannot be written only costs time
    return code


class _EmptyPackage(importlib.abc.Loader):
    """A parent package with no code of its own (`generated` of `generated.trek_to_zion`)."""

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        pass

    def is_package(self, fullname: str) -> bool:
        return True


class _PackageFinder(importlib.abc.MetaPathFinder):
    """Finds the modules of packages being imported from memory, ahead of every other finder."""

    def __init__(self, loaders: dict):
        self.loaders = loaders      # full module name -> TextLoader

    def find_spec(self, fullname, path=None, target=None):
        loader = self.loaders.get(fullname)
        if loader is None:
            return None
        if isinstance(loader, importlib.machinery.ExtensionFileLoader):
            return importlib.util.spec_from_file_location(fullname, loader.path, loader=loader)
        if isinstance(loader, _EmptyPackage):
            spec = importlib.util.spec_from_loader(fullname, loader, is_package=True)
        else:
            spec = importlib.util.spec_from_loader(fullname, loader, origin=loader.filename, is_package=loader.package)
            spec.has_location = True
        if spec.submodule_search_locations is not None:
            spec.submodule_search_locations = []     # no folder to look in: nothing else is found below it
        return spec


@contextmanager
def _finder(loaders: dict):
    finder = _PackageFinder(loaders)
    sys.meta_path.insert(0, finder)
    try:
        yield
    finally:
        sys.meta_path.remove(finder)


def forget(name: str) -> None:
    """Drop a package and its modules from sys.modules, so the next import makes them anew."""
    for loaded in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
        del sys.modules[loaded]


def module_files(files: dict) -> dict:
    """The Python modules of a compiled game's files: module leaf name ('' for the package) -> text."""
    found = {}
    for rel, text in files.items():
        if rel.endswith(".py") and "/" not in rel:
            stem = rel[:-3]
            found["" if stem == "__init__" else stem] = text
    return found


def import_package(name: str, files: dict, folder: Path | None = None, bytecode: Path | None = None,
                   extensions: dict | None = None):
    """Import the package `name` and every module of it from `files` (relative path -> text).

    `folder` is where those files are on disk, only to name them in tracebacks; `bytecode` the
    user's cache folder for compiled code, or None to compile every time; `extensions` maps a module's
    full name to a C extension compiled from that very text (compiler/driver/native.py). A parent package that is
    not loaded yet (`generated` of `generated.trek_to_zion`) is made empty. Any module already
    loaded under `name` is replaced. Returns the package.
    """
    modules = module_files(files)
    where = Path(folder) if folder is not None else Path("<" + name + ">")
    loaders = {}
    parent = name.rpartition(".")[0]
    while parent and parent not in sys.modules:
        loaders[parent] = _EmptyPackage()
        parent = parent.rpartition(".")[0]
    for leaf, text in modules.items():
        full = f"{name}.{leaf}" if leaf else name
        filename = str(where / (f"{leaf}.py" if leaf else "__init__.py"))
        if extensions and full in extensions:
            loaders[full] = importlib.machinery.ExtensionFileLoader(full, str(extensions[full]))
        else:
            loaders[full] = TextLoader(text, filename, package=not leaf, bytecode=bytecode)
    forget(name)
    _IMPORTED.pop(name, None)
    with _finder(loaders):
        package = importlib.import_module(name)
        for leaf in sorted(modules):
            if leaf:
                importlib.import_module(f"{name}.{leaf}")
    _IMPORTED[name] = modules
    return package


def package_of(module_name: str) -> tuple[str, dict] | None:
    """(package name, its module texts) of a module imported by import_package, or None."""
    for name, modules in _IMPORTED.items():
        if module_name == name or module_name.startswith(name + "."):
            return name, modules
    return None


def ensure_package(name: str, modules: dict):
    """The package `name` made from these module texts, imported again only when the loaded one differs
    (a cluster worker keeps one game between chunks)."""
    if _IMPORTED.get(name) == modules and name in sys.modules:
        return sys.modules[name]
    return import_package(name, {(f"{leaf}.py" if leaf else "__init__.py"): text for leaf, text in modules.items()})


def import_source(name: str, text: str, filename: str):
    """One module made from `text` (a compiled scenario), registered as `name`, read from no file."""
    forget(name)
    with _finder({name: TextLoader(text, filename, package=False)}):
        return importlib.import_module(name)
