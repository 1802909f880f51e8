"""`cairn report` and `cairn compare`: balance reports with plots, and A/B comparison of two versions.

The games are played and measured by the runtime (runtime/report/); this package adds what needs the
game's model — the end conditions and the victory rule in the rulebook's words, from the same English
the reference sheet prints — and writes the page: one self-contained HTML file (inline SVG plots,
Jinja with autoescape: the one way a designer's string reaches the page) and a PNG overview.
"""
from __future__ import annotations

import io
import json
import sys
import time
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape

TEMPLATES = Path(__file__).parent / "templates"


def possible_ends(model) -> list:
    """The ways the designer's rules can end the game (rule coverage): "nobody can act" is the runtime's
    rule for every game, not one the designer wrote."""
    return sorted(reason for reason, there in (("end condition", model.end), ("end trigger", model.end_trigger))
                  if there is not None)


def game_model(project, game: str):
    from ..driver.build import compile_game
    result = compile_game(project, game, emit_code=False)
    return result.model if result.ok else None


def measure(rules, model, games: int, players: int, seed: int, agents: str | None, options: dict,
            bar=None, workers: int = 1) -> dict:
    """Play the games and return the whole report as plain data (what the page and `--json` show)."""
    from runtime.report.collect import collect
    records, lines = collect(rules, games, players, seed, agents, options, done=bar.update if bar else None,
                             workers=workers)
    return summarise(rules, model, records, lines, players, seed, agents, options)


def summarise(rules, model, records: list, lines: set, players: int, seed: int, agents: str | None,
              options: dict, faces: dict | None = None) -> dict:
    """The report as plain data. `faces`: every card id -> its design (designs.py), so that cards printed alike
    are one row and cards of one name are told apart by their faces."""
    from runtime.agents import make_agents
    from runtime.report.analyse import insight, rule_coverage
    from runtime.endings import end_words as words_for
    words, possible = words_for(rules, players), possible_ends(model) if model is not None else []
    names = [a.name for a in make_agents(agents, players, 0, rules, options)]
    alike = {card: design.ids for card, design in (faces or {}).items()}
    report = insight(rules, records, players, seed, names, options, words, alike)
    report["coverage"] = rule_coverage(rules, records, lines, possible)
    in_words(rules, model, report, faces)
    return report


def card_faces(project, game: str, rules) -> dict:
    """Every card id of the game's decks -> its design (designs.py)."""
    from runtime.report.collect import card_tables

    from .designs import by_card
    from .variants import Definitions
    defs = Definitions(project, game)
    return by_card(defs, [deck for deck in sorted(card_tables(rules)) if deck in defs.collections()])


def in_words(rules, model, report: dict, faces: dict | None = None) -> None:
    """Names where the measures have ids: a card's name (its design's, `faces`), an action's and a rule's
    words, rule coverage's conditions in the rules' English (readable.py)."""
    from .readable import card_name, explain_coverage, readable
    faces = faces or {}
    for card in report["cards"]:
        design = faces.get(card["card"])
        card["name"] = design.label if design is not None else card_name(rules, card["table"], card["card"])
        card["table_name"] = readable(card["table"])
    for action in report["actions"]:
        action["label"] = readable(action["name"])
    for part in report["parts"]:
        part["label"] = readable(part["id"])
    explain_coverage(model, report["coverage"])


def render_html(report: dict, template: str = "report.html.j2", **extra) -> str:
    from .figures import figures
    from .summary import plural, signed_change, summary, true_minus
    env = Environment(loader=FileSystemLoader(str(TEMPLATES)), autoescape=select_autoescape(default=True),
                      trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
    env.filters["pct"] = lambda v, digits=1: "–" if v is None else true_minus(f"{v * 100:.{digits}f} %")
    env.filters["num"] = lambda v, digits=2: "–" if v is None else true_minus(f"{v:,.{digits}f}")
    env.filters["signed"] = signed_change
    env.filters["p"] = lambda v: "–" if v is None else ("< 0.001" if v < 0.001 else f"{v:.3f}")
    env.filters["count"] = plural
    svg = {name: _trusted(text) for name, text in figures(report).items()}
    css = (TEMPLATES / "report.css").read_text(encoding="utf-8")
    if template == "report.html.j2":
        extra.setdefault("top", summary(report))     # the sentences at the top of the page
    return env.get_template(template).render(r=report, svg=svg, css=css, **extra)


def _trusted(svg: str):
    """A figure's SVG as markup: matplotlib's own output with no designer text in it (see figures.py)."""
    from markupsafe import Markup
    return Markup(svg)


def write_report(project, report: dict, folder: Path) -> tuple[Path, Path]:
    """report.html and report.png in `folder`; in the project's build/, never through a link (`write_output`)."""
    from runtime.outputs import writing

    from ..driver.build import write_output
    from .figures import overview_png
    page, png = folder / "report.html", folder / "report.png"
    with writing(page, "the report"):
        write_output(project, page, render_html(report))
    picture = io.BytesIO()
    overview_png(report, picture)
    with writing(png, "the report's overview"):
        write_output(project, png, picture.getvalue())
    return page, png


def agents_for(rules, games: int, players: int, seed: int, agents: str | None, options: dict, workers: int,
               budget: float | None) -> dict:
    """Who plays the report's games: the agents named (`--agents`), else the best the time budget allows,
    measured on this game (runtime/report/calibrate.py); a fall back to random agents is warned of here."""
    from runtime.report.calibrate import BUDGET_SECONDS, choose_agents
    if agents is not None:
        return {"agent": agents, "given": True, "measured": [], "warning": None}
    choice = choose_agents(rules, games, players, seed, options, workers,
                           BUDGET_SECONDS if budget is None else budget)
    choice["given"] = False
    if choice["warning"]:
        sys.stderr.write(f"warning: {choice['warning']}\n")
    return choice


def expected_seconds(project, game: str, rules, games: int, players: int, seed: int, agents: str | None,
                     options: dict, workers: int, experiments: bool) -> list:
    """What the report will take, measured before it starts by doing what it will do: its first games played
    as it plays them (traced, runtime/report/calibrate.py `traced_games`), and its experiments' games, variants
    and blocks as `forecast_seconds` counts them. [(what, CPU seconds, at most?)] for `calibrate.forecast`."""
    from runtime.report.calibrate import traced_games

    from .experiments import forecast_seconds
    each, records, first = traced_games(rules, players, seed, options, agents)
    parts = [(f"the {games:,} games", each * games, False)]
    if experiments:
        parts.append(("the experiments", forecast_seconds(project, game, rules, records, games, players, seed,
                                                          agents, options, workers, each, each / first), False))
    return parts


def expected_time(project, game: str, rules, games: int, players: int, seed: int, agents: str | None,
                  options: dict, workers: int, experiments: bool) -> str:
    """What the report will take, said before it starts (`expected_seconds`)."""
    from runtime.report.calibrate import forecast
    from runtime.report.collect import CHUNK
    parts = expected_seconds(project, game, rules, games, players, seed, agents, options, workers, experiments)
    return forecast(parts, min(workers, -(-games // CHUNK)))


def report_command(project, game: str, games: int, players: int | None, seed: int, agents: str | None,
                   options: dict, out: str | None, as_json: bool = False, workers: int = 1,
                   budget: float | None = None, experiments: bool = True, scheduler=None) -> int:
    from runtime.progress import progress
    from runtime.report.calibrate import cpu_seconds
    from runtime.report.collect import Stopped, collect

    from ..driver.build import command_folder
    from ..driver.games import load_rules
    from .summary import plural, summary
    rules = load_rules(project, game)
    players = players or (2 if rules.min_players <= 2 <= rules.max_players else rules.min_players)
    options = rules.check_options(options)
    model = game_model(project, game)
    faces = card_faces(project, game, rules)
    folder = command_folder(project, out, "the report folder", "build", game, "report")   # before any game
    if scheduler is not None:
        from runtime.cluster import worker_count
        workers = worker_count(scheduler)      # the agents' budget and the forecast count the cluster's workers
    choice = agents_for(rules, games, players, seed, agents, options, workers, budget)
    agents = choice["agent"]
    said = expected_time(project, game, rules, games, players, seed, agents, options, workers, experiments)
    sys.stderr.write(f"{rules.name}: {said}\n")
    # in CPU time, after the agents' measurement: the experiments' budget is per game played, the same on a
    # busy machine as on a quiet one
    started, began = cpu_seconds(), time.perf_counter()
    try:
        with progress(f"{rules.name} report", games, "games", as_json) as bar:
            records, lines = collect(rules, games, players, seed, agents, options, done=bar.update, workers=workers,
                                     scheduler=scheduler)
        report = summarise(rules, model, records, lines, players, seed, agents, options, faces)
    except Stopped as stopped:
        # the games played before Ctrl-C still make a report, of fewer games
        if not stopped.records:
            raise KeyboardInterrupt(f"{stopped}; no report written") from None
        report = summarise(rules, model, stopped.records, stopped.lines, players, seed, agents, options, faces)
        report["agent_choice"] = choice
        page, _png = write_report(project, report, folder)
        raise KeyboardInterrupt(f"{stopped}; the report of those games is {project.display(page)}") from None
    if experiments:
        # a game's CPU seconds on one worker; a cluster's workers are not this machine's: their wall time
        spent = (time.perf_counter() - began) * workers if scheduler is not None else cpu_seconds() - started
        cost = spent / max(len(records), 1)
        _add_interventions(project, game, rules, report, records, players, seed, agents, options, workers, as_json,
                           folder, cost, scheduler)
    report["agent_choice"] = choice
    report["summary"] = summary(report)
    page, png = write_report(project, report, folder)
    if as_json:
        print(json.dumps(_plain(report), indent=2, sort_keys=True))
        return 0
    top = report["summary"]
    print(f"{rules.name}: {plural(report['games'], 'game')}, {plural(players, 'player')}. "
          f"Agents: {top['agents']['text']}")
    for line in top["agents"]["measured"]:
        print(f"  {line}")
    print(top["seats"])
    for found in top["findings"]:
        print(found["text"] + (f" To find the value that balances it: {found['sweep']}" if found["sweep"] else ""))
    for row in report["ended_by"]:
        print(f"  {row['text']}")
    never = report["coverage"]["never"]
    print(f"rule coverage: {plural(len(never), 'rule part')} never fired" +
          (": " + "; ".join(f"{n['kind']} {n['label']}: {n['text']}" for n in never[:5]) +
           (" …" if len(never) > 5 else "") if never else ""))
    if "interventions" in report:
        print_interventions(report["interventions"])
    print(f"wrote {project.display(page)} and {project.display(png)}")
    return 0


def print_interventions(found: dict, shown: int = 8) -> None:
    """The experiments' verdicts in a few lines: the flagged rows, strongest evidence first."""
    flagged = [row for row in found["rows"] if row["verdict"] != "no evidence"]
    print(f"experiments: {len(found['rows'])} rows, {found['games']} games each ({', '.join(found['agents'])}); "
          f"{len(flagged)} flagged after the Benjamini-Hochberg correction")
    for row in flagged[:shown]:
        low, high = row["win_interval"]
        print(f"  {row['verdict']}: {row['subject']} ({row['change']}): holder's win rate "
              f"{row['win_change'] * 100:+.1f} points [{low * 100:+.1f}, {high * 100:+.1f}], score "
              f"{row['score_change']:+.2f}; q = {row['q']:.3g}")
    if len(flagged) > shown:
        print(f"  … and {len(flagged) - shown} more in the report")
    for note in found["notes"]:
        print(f"  note: {note}")


def _add_interventions(project, game: str, rules, report: dict, records: list, players: int, seed: int,
                       agents: str | None, options: dict, workers: int, as_json: bool, folder: Path,
                       seconds_per_game: float, scheduler=None) -> None:
    """The paired experiments (experiments.py) into `report["interventions"]`; Ctrl-C while they play still
    writes the report, without them."""
    from .experiments import report_interventions
    try:
        report["interventions"] = report_interventions(project, game, rules, records, players, seed, agents,
                                                       options, workers, quiet=as_json,
                                                       seconds_per_game=seconds_per_game, scheduler=scheduler)
    except KeyboardInterrupt:
        page, _png = write_report(project, report, folder)
        raise KeyboardInterrupt(f"experiments interrupted; the report without them is {project.display(page)}") \
            from None


def _plain(report: dict) -> dict:
    """The report for --json: the per-game lists left out (they are the plots' data, not results)."""
    out = dict(report)
    out["seats"] = [{k: v for k, v in s.items() if k != "scores"} for s in report["seats"]]
    out["parts"] = [{k: v for k, v in p.items() if k != "values"} for p in report["parts"]]
    out.pop("lengths", None)
    return out
