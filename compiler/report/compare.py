"""`cairn compare GAME --against REV_OR_FOLDER`: the same seeds on two versions of a game's definitions.

The other version is a folder (a project holding definitions/, or a definitions/ folder itself) or a
git revision of this project (its definitions/ read from git's objects into a temporary folder, running
nothing the repository configures: revision.py). It is compiled there and imported as a package of its
own, so both versions play in one process; every game index has the same seed in both. What changed is
reported with its 95 % interval and p-value: win rates, games without a winner, length, scores and their
parts, end reasons, actions and cards.
"""
from __future__ import annotations

import itertools
import json
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path

from ..driver.build import NotCompiled, Project, ProjectError, command_folder, compile_game, package_name, write_output
from ..frontend.diagnostics import render_text
from ..driver.games import import_compiled
from .revision import read_revision

_loaded = itertools.count(1)


@contextmanager
def other_version(project: Project, against: str):
    """The project of the other version: the folder named, or a git revision's definitions/ in a temp folder.

    A folder is read as the project itself is, by the same functions (links there follow the build's
    rules), and its root is the folder as named: a definitions/ that is a link is not resolved to
    its target's parent. A revision is read without running anything its repository configures, and
    what is left out of it (a link, a submodule) is named in a note (revision.py)."""
    folder = Path(against)
    if folder.is_dir():
        if (folder / "definitions").is_dir():
            yield Project(folder.absolute())
            return
        if folder.name == "definitions":
            yield Project(folder.absolute().parent)
            return
        raise ProjectError(f"--against {against}: the folder has no definitions/ folder")
    with tempfile.TemporaryDirectory(prefix="cairn-against-") as tmp:
        root = Path(tmp)
        _say_left_out(read_revision(project.root, against, root / "definitions"), against)
        yield Project(root)


MAX_NOTES = 10      # a revision with thousands of links is told in a few lines


def _say_left_out(notes: list[str], against: str) -> None:
    for note in notes[:MAX_NOTES]:
        sys.stderr.write(f"note: --against {against}: {note}\n")
    if len(notes) > MAX_NOTES:
        sys.stderr.write(f"note: --against {against}: {len(notes) - MAX_NOTES:,} more entries of its "
                         f"definitions/ left out\n")


def load_version(other: Project, game: str, into: Path, label: str):
    """Compile `game` in `other` and import it as a package of its own: (rules, model)."""
    other.game_dir(game)
    result = compile_game(other, game)
    if not result.ok:
        sys.stderr.write(render_text(result.diagnostics, other.read_source))
        raise NotCompiled(f"'{game}' of {label} does not compile; fix the errors above")
    module = import_compiled(result.files, into, f"cairn_against_{package_name(game)}_{next(_loaded)}")
    return module.GAME, result.model


def _row(what: str, kind: str, a, b, test: dict | None) -> dict:
    p = test["p"] if test else None
    return {"what": what, "kind": kind, "against": a, "this": b,
            "diff": test["diff"] if test else None, "low": test["low"] if test else None,
            "high": test["high"] if test else None, "p": p,
            "significant": p is not None and p < 0.05}


def differences(old: dict, new: dict) -> dict:
    """What changed from `old` (the other version) to `new` (this one), section by section."""
    from runtime.report import stats
    n_old, n_new = old["games"], new["games"]
    sections = {}
    rows = []
    for so, sn in zip(old["seats"], new["seats"]):
        rows.append(_row(f"seat {sn['seat']} win rate", "rate", so["win_rate"], sn["win_rate"],
                         stats.rate_difference(sn["wins"], n_new, so["wins"], n_old)))
    rows.append(_row("games without a winner", "rate", old["no_winner"] / n_old, new["no_winner"] / n_new,
                     stats.rate_difference(new["no_winner"], n_new, old["no_winner"], n_old)))
    sections["Who wins"] = rows
    # the same seeds on both versions: a mean is compared game by game (paired), a rate as two samples
    sections["Length"] = [_row("rounds per game", "mean", old["length"]["mean"], new["length"]["mean"],
                               stats.paired_difference(new["lengths"], old["lengths"]))]
    rows = []
    for so, sn in zip(old["seats"], new["seats"]):
        rows.append(_row(f"seat {sn['seat']} score", "mean", so["mean_score"], sn["mean_score"],
                         stats.paired_difference(sn["scores"], so["scores"])))
    old_parts = {p["id"]: p for p in old["parts"]}
    for part in new["parts"]:
        values = [v for seat in part["values"] for v in seat]
        before = old_parts.get(part["id"])
        was = [v for seat in before["values"] for v in seat] if before else []
        rows.append(_row(f"score part {part['id']} (per seat)", "mean", sum(was) / len(was) if was else None,
                         sum(values) / len(values) if values else None,
                         stats.paired_difference(values, was) if was else None))
    for part_id in old_parts.keys() - {p["id"] for p in new["parts"]}:
        rows.append(_row(f"score part {part_id} (removed)", "mean", None, None, None))
    sections["Scores"] = rows
    old_ends = {e["reason"]: e["count"] for e in old["ended_by"]}
    new_ends = {e["reason"]: e["count"] for e in new["ended_by"]}
    sections["How games ended"] = [
        _row(f"ended by {reason}", "rate", old_ends.get(reason, 0) / n_old, new_ends.get(reason, 0) / n_new,
             stats.rate_difference(new_ends.get(reason, 0), n_new, old_ends.get(reason, 0), n_old))
        for reason in sorted(old_ends.keys() | new_ends.keys())]
    for title, key, label in (("Actions", "actions", "name"), ("Cards", "cards", "card")):
        rows = []
        before = {r[label]: r for r in old[key]}
        for row in new[key]:
            was = before.get(row[label])
            if was is None:
                rows.append(_row(f"{row[label]} (new)", "rate", None, row["share"], None))
                continue
            rows.append(_row(f"{row[label]} taken", "rate", was["share"], row["share"],
                             stats.rate_difference(row["did"]["n"], row["seat_games"], was["did"]["n"],
                                                   was["seat_games"])))
            rows.append(_row(f"{row[label]} win rate if taken", "rate", was["did"]["rate"], row["did"]["rate"],
                             stats.rate_difference(row["did"]["wins"], row["did"]["n"], was["did"]["wins"],
                                                   was["did"]["n"])))
        sections[title] = rows
    # a rule part by the game's words (readable.py), as the report names it: never by generated Python
    dead_old = {(n["kind"], n.get("label", n["name"]), n.get("text", n["detail"])) for n in old["coverage"]["never"]}
    dead_new = {(n["kind"], n.get("label", n["name"]), n.get("text", n["detail"])) for n in new["coverage"]["never"]}
    return {"sections": sections,
            "coverage": {"now_dead": sorted(dead_new - dead_old), "now_alive": sorted(dead_old - dead_new)}}


def _shown(value, kind: str) -> str:
    if value is None:
        return "–"
    return f"{value * 100:.1f} %" if kind == "rate" else f"{value:,.2f}"


def _change(row: dict) -> str:
    unit = " points of %" if row["kind"] == "rate" else ""
    scale = 100 if row["kind"] == "rate" else 1
    p = "p < 0.001" if row["p"] < 0.001 else f"p = {row['p']:.3f}"
    return (f"{row['what']}: {_shown(row['against'], row['kind'])} -> {_shown(row['this'], row['kind'])} "
            f"({row['diff'] * scale:+.2f}{unit}, 95 % CI {row['low'] * scale:+.2f} to {row['high'] * scale:+.2f}; {p})")


def compare_command(project: Project, game: str, against: str, games: int, players: int, seed: int,
                    agents: str | None, options: dict, out: str | None, as_json: bool = False,
                    workers: int = 1) -> int:
    from runtime.outputs import writing
    from runtime.progress import progress
    from runtime.report.collect import Stopped

    from ..driver.games import load_rules
    from . import game_model, measure, render_html
    rules = load_rules(project, game)
    options = rules.check_options(options)
    folder = command_folder(project, out, "the comparison folder", "build", game, "compare")  # before any game
    with other_version(project, against) as other, tempfile.TemporaryDirectory(prefix="cairn-compare-") as tmp:
        old_rules, old_model = load_version(other, game, Path(tmp), against)
        if not old_rules.min_players <= players <= old_rules.max_players:
            raise ProjectError(f"--players {players}: {against} plays {game} with {old_rules.min_players} "
                               f"to {old_rules.max_players} players")
        old_options = old_rules.check_options({k: v for k, v in options.items() if k in old_rules.options})
        try:
            with progress(f"{rules.name} ({against})", games, "games", as_json) as bar:
                old = measure(old_rules, old_model, games, players, seed, agents, old_options, bar, workers)
            with progress(f"{rules.name} (this version)", games, "games", as_json) as bar:
                new = measure(rules, game_model(project, game), games, players, seed, agents, options, bar,
                              workers)
        except Stopped as stopped:
            raise KeyboardInterrupt(f"{stopped}; no comparison written") from None
    found = differences(old, new)
    changed = [row for rows in found["sections"].values() for row in rows if row["significant"]]
    page = folder / "compare.html"
    with writing(page, "the comparison"):
        write_output(project, page, render_html(new, "compare.html.j2", found=found, against=against, old=old))
    if as_json:
        print(json.dumps({"game": game, "against": against, "games": games, "players": players, "seed": seed,
                          **found}, indent=2, sort_keys=True))
        return 0
    print(f"{rules.name}: this version against {against}, the same {games} seeds, {players} player(s)")
    if changed:
        print(f"{len(changed)} significant change(s) (p < 0.05):")
        for row in changed:
            print("  " + _change(row))
    else:
        print("no significant change (p < 0.05) in win rates, length, scores, end reasons, actions or cards")
    for kind, name, detail in found["coverage"]["now_dead"]:
        print(f"  now never fires: {kind} {name}: {detail}")
    for kind, name, detail in found["coverage"]["now_alive"]:
        print(f"  fires now: {kind} {name} (it never did)")
    print(f"wrote {project.display(page)}")
    return 0
