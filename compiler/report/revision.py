"""The definitions/ of a git revision, for `cairn compare --against REV`: read as data, never run.

A shared project is untrusted as a whole, its .git/ included. `git archive` or a checkout would run the
smudge filters its .gitattributes name and its .git/config defines (`filter.<name>.smudge = command`), so
the revision is read with plumbing that runs no filter: `git ls-tree` lists the tree and `git cat-file
--batch` reads each blob as stored. Git runs without the system and user configuration and with every
setting that could start a program (fsmonitor, hooks, pager, a transport fetching a missing object)
overridden on its command line, which wins over any configuration file the repository includes.

Only plain files with plain names (the names a build accepts, `name_problem`) are written, each strictly
inside the temporary folder and no larger than the loader reads. Anything else in the revision is left
out with a note naming it, and the other version is compiled as if that file were missing (so a game
that needs it gets the usual diagnostics):
- a link (mode 120000) is neither followed nor written: its target is whatever the machine comparing
  happens to hold (`/etc/passwd`, `../../outside`), not part of the revision. Leaving it out, rather
  than refusing the whole comparison, lets a link in one game's folder not stop the comparison of
  another game;
- a submodule (mode 160000) is another repository, which this one does not hold;
- a name that is not plain, or a file over the loader's limit, would be refused by the build anyway.
"""
from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

from ..driver.build import ProjectError, name_problem, shown
from ..frontend.load import MAX_BYTES

MAX_FILES = 20_000               # files of one revision's definitions/ (this repository: a few hundred)
MAX_TOTAL_BYTES = 100_000_000    # their size in all: blobs compress, so a small repository can hold far more

LINK, SUBMODULE = "120000", "160000"
FILE_MODES = ("100644", "100755")

# On git's command line, so they win over the repository's .git/config and anything it includes.
_NOTHING_RUNS = ("-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null", "-c", "core.pager=cat",
                 "-c", "protocol.allow=never", "-c", "gc.auto=0", "-c", "maintenance.auto=false", "--no-pager")


@dataclass(frozen=True)
class Entry:
    """One entry of the revision's definitions/ tree, as `git ls-tree -r -l` lists it."""
    mode: str
    kind: str        # blob, commit (a submodule)
    oid: str
    size: int        # 0 for a submodule
    path: str        # relative to definitions/, '/'-separated

    @property
    def shown(self) -> str:
        """The entry as a note names it: relative to the project, on one line."""
        return shown(f"definitions/{self.path}")


def read_revision(root: Path, revision: str, into: Path) -> list[str]:
    """Write the plain files of `revision`'s definitions/ (of the project at `root`) into the new folder
    `into`; return a note for each entry left out."""
    if revision.startswith("-"):
        raise ProjectError(f"--against {revision}: not a folder, and not a git revision")
    entries = _list_tree(root, revision)
    notes, wanted = [], []
    for entry in entries:
        why = _left_out(entry, revision)
        if why:
            notes.append(f"{entry.shown} {why}")
        else:
            wanted.append(entry)
    _check_size(wanted, revision)
    into.mkdir(parents=True)
    for entry, data in zip(wanted, _read_blobs(root, revision, wanted)):
        try:
            _write_plain(into, entry.path, data)
        except OSError as err:      # names differing only in case, on a file system that ignores case
            notes.append(f"{entry.shown} is left out: it could not be written "
                         f"({err.strerror})")
    return notes


def _git(root: Path, revision: str, *args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    """Run git in `root` with nothing configured that could start a program (see the module's docstring)."""
    env = {name: value for name, value in os.environ.items() if not name.startswith("GIT_")}
    env.update(GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL=os.devnull, GIT_TERMINAL_PROMPT="0",
               GIT_NO_LAZY_FETCH="1", GIT_PAGER="cat")
    try:
        return subprocess.run(["git", "-C", str(root), *_NOTHING_RUNS, *args], input=stdin, env=env,
                              stdin=None if stdin is not None else subprocess.DEVNULL,
                              capture_output=True, timeout=120, check=False)
    except (OSError, subprocess.TimeoutExpired) as err:     # no git on this machine, or one that hangs
        raise ProjectError(f"--against {revision}: no such folder, and git could not run ({err})") from None


def _said(done: subprocess.CompletedProcess, otherwise: str) -> str:
    """What git said went wrong, in one line: its fatal line, or its last."""
    lines = [line.strip() for line in done.stderr.decode(errors="replace").splitlines() if line.strip()]
    said = next((line for line in lines if line.startswith("fatal:")), lines[-1] if lines else otherwise)
    return shown(said)


def _list_tree(root: Path, revision: str) -> list[Entry]:
    prefix = _git(root, revision, "rev-parse", "--show-prefix")
    if prefix.returncode != 0:
        raise ProjectError(f"--against {revision}: no such folder, and {root} is not in a git repository "
                           f"({_said(prefix, 'git rev-parse failed')})")
    here = os.fsdecode(prefix.stdout).rstrip("\n")      # the project's folder in the repository: 'sub/' or ''
    tree = f"{revision}:{here}definitions"
    listed = _git(root, revision, "ls-tree", "-r", "-l", "-z", "--end-of-options", tree)
    if listed.returncode != 0:
        raise ProjectError(f"--against {revision}: no such folder, and not a git revision with a definitions/ "
                           f"folder ({_said(listed, 'git ls-tree failed')})")
    entries = [_entry(line) for line in listed.stdout.split(b"\0") if line]
    if len(entries) > MAX_FILES:
        raise ProjectError(f"--against {revision}: its definitions/ holds {len(entries):,} files; at most "
                           f"{MAX_FILES:,} are read")
    return entries


def _entry(line: bytes) -> Entry:
    """One line of `git ls-tree -l -z`: '<mode> <type> <object> <size>\\t<path>'."""
    meta, _, path = line.partition(b"\t")
    mode, kind, oid, size = meta.decode("ascii").split()
    return Entry(mode, kind, oid, int(size) if size.isdigit() else 0, os.fsdecode(path))


def _left_out(entry: Entry, revision: str) -> str | None:
    """Why an entry of the revision is not written, or None when it is a plain file to write."""
    if entry.mode == LINK:
        return f"is a link in {revision}; Cairn does not follow it, so the other version has no such file"
    if entry.mode == SUBMODULE:
        return f"is a submodule in {revision}; Cairn does not read it, so the other version has no such folder"
    if entry.mode not in FILE_MODES or entry.kind != "blob":
        return f"is not a plain file in {revision} (git mode {entry.mode}); it is left out"
    for part in entry.path.split("/"):
        problem = name_problem(part)
        if problem:
            return f"is left out: the name {shown(part)!r} is not plain ({problem})"
    if entry.size > MAX_BYTES:
        return (f"is left out: it is {entry.size:,} bytes in {revision}, and Cairn reads at most {MAX_BYTES:,} "
                f"of a definition file")
    return None


def _check_size(entries: list[Entry], revision: str) -> None:
    total = sum(entry.size for entry in entries)
    if total > MAX_TOTAL_BYTES:
        raise ProjectError(f"--against {revision}: its definitions/ holds {total:,} bytes; at most "
                           f"{MAX_TOTAL_BYTES:,} are read")


def _read_blobs(root: Path, revision: str, entries: list[Entry]) -> list[bytes]:
    """The blobs' bytes as stored: `cat-file --batch` without --filters or --textconv converts nothing."""
    if not entries:
        return []
    asked = "".join(f"{entry.oid}\n" for entry in entries).encode("ascii")
    done = _git(root, revision, "cat-file", "--batch", stdin=asked)
    if done.returncode != 0:
        raise ProjectError(f"--against {revision}: git could not read its definitions/ "
                           f"({_said(done, 'git cat-file failed')})")
    out, at, blobs = done.stdout, 0, []
    for entry in entries:
        # each answer: '<object> <type> <size>\n<contents>\n', or '<object> missing\n'
        end = out.index(b"\n", at)
        header = out[at:end].split()
        if len(header) != 3 or header[1] != b"blob":     # 'missing': a shallow or partial clone
            raise ProjectError(f"--against {revision}: git could not read {entry.shown} "
                               f"({shown(b' '.join(header[1:]).decode(errors='replace'))})")
        size = int(header[2])
        blobs.append(out[end + 1:end + 1 + size])
        at = end + 1 + size + 1
    return blobs


def _write_plain(into: Path, rel: str, data: bytes) -> None:
    """Write one file at `rel` (plain names only, so it stays inside `into`); never through a link, never
    over a file already there."""
    target = into.joinpath(*rel.split("/"))
    target.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
    with os.fdopen(fd, "wb") as file:
        file.write(data)
