"""`cairn sweep GAME --vary 'PATH=A..B'`: the same seeds at every value of one number, and the value that balances it.

PATH names a number of the definitions (variants.py: `DECK.CARD.FIELD`, `TABLE.ROW.FIELD`,
`constants.NAME`). Every value is a variant compiled in memory and played on the seeds of games 0 to
n-1. The *holder* is the card's (runtime/report/intervention.py: the seats that held it at the end of
the base game, or whose moves named it); a number that is not a card's has the first seat as holder.
The holder's *edge* is its win minus the average seat's, game by game, so a fair value has an edge
of zero; where the edge crosses zero between two values is the balancing value (interpolated).
The page is one HTML file with an SVG plot (figures.py's style: no designer text as text).
"""
from __future__ import annotations

import json
import sys

from runtime.report import intervention as paired
from runtime.report import stats

from ..driver.build import ProjectError, command_folder, write_output
from .experiments import Experiment, _play_all, playing, recorded_games
from .variants import Change, Definitions, parse_range


def sweep(defs: Definitions, rules, vary: str, games: int, players: int, seed: int, agents: str | None,
          options: dict, workers: int = 1, quiet: bool = True, scheduler=None) -> dict:
    """The sweep's figures, as `--json` prints them (played on `workers` forked processes, or on the Dask
    cluster `scheduler`)."""
    from runtime.agents import make_agents
    from runtime.progress import progress
    from runtime.report.collect import card_tables
    target, values = parse_range(defs, vary)
    is_card = target.collection in card_tables(rules) and target.row is not None
    with progress(f"{rules.name}: the base games", games, "games", quiet) as bar:
        records = recorded_games(rules, games, players, seed, agents, options, workers, scheduler) if is_card else []
        bar.update(games)
    holding = paired.holders(records, target.row) if is_card else [(0,)] * games
    experiments = [Experiment("sweep", target.path, target.path, f"{target.path}={value}",
                              Change(target, "set", value)) for value in values]
    outcomes: dict = {}
    notes: list = []

    def take(result):
        index, played, _files, error = result
        if error is not None:
            notes.append(error)
        else:
            outcomes[index] = [outcome for _game, outcome in sorted(played)]
        bar.update(len(outcomes) + len(notes))

    with playing(defs, rules, experiments, players, seed, agents, options):
        with progress(f"{rules.name}: {len(values)} values of {target.path}, {games} games each", len(values),
                      "values", quiet) as bar:
            _play_all([(i, tuple(range(games))) for i in range(len(values))], workers, take, scheduler)
    if notes:
        raise ProjectError("; ".join(notes))
    rows = [_value_row(value, outcomes[i], holding) for i, value in enumerate(values)]
    held = sum(1 for seats in holding if seats)
    holder = (f"the seat holding {defs.name(target.collection, target.row)} (in {held} of {games} games)"
              if is_card else "the first seat")
    return {"game": defs.game, "path": target.path, "values": values, "current": defs.value(target),
            "holder": holder, "rows": rows, "balancing_value": balancing_value(rows, defs.value(target)),
            "agents": [a.name for a in make_agents(agents, players, 0, rules, options)],
            "games": games, "players": players, "seed": seed}


def _value_row(value, outcomes: list, holding: list) -> dict:
    wins, scores, edges = [], [], []
    for (scores_of, winners), seats in zip(outcomes, holding):
        if not seats:
            continue
        wins.append(sum(paired.won(winners, s) for s in seats) / len(seats))
        scores.append(sum(scores_of[s] for s in seats) / len(seats))
        everyone = sum(paired.won(winners, s) for s in range(len(scores_of))) / len(scores_of)
        edges.append(wins[-1] - everyone)
    won = round(sum(wins))
    score, score_low, score_high = stats.mean_interval(scores) if scores else (0.0, 0.0, 0.0)
    edge = paired.estimate(edges, bound=paired.WIN_BOUND)
    return {"value": value, "games": len(wins), "holder_win": sum(wins) / len(wins) if wins else 0.0,
            "holder_win_interval": list(stats.wilson(won, len(wins))), "holder_score": score,
            "holder_score_interval": [score_low, score_high], "edge": edge["mean"],
            "edge_interval": [edge["low"], edge["high"]]}


def balancing_value(rows: list, current) -> float | None:
    """Where the holder's edge crosses zero, interpolated between the two values around it (the crossing
    nearest the current value if there are several); None if it never does."""
    crossings = []
    for a, b in zip(rows, rows[1:]):
        if a["edge"] == 0:
            crossings.append(float(a["value"]))
        elif a["edge"] * b["edge"] < 0:
            share = a["edge"] / (a["edge"] - b["edge"])
            crossings.append(a["value"] + share * (b["value"] - a["value"]))
    if rows and rows[-1]["edge"] == 0:
        crossings.append(float(rows[-1]["value"]))
    if not crossings:
        return None
    return min(crossings, key=lambda v: (abs(v - current), v))


# ---------------------------------------------------------------- the page
PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{{ name }}: sweep of {{ s.path }}</title>
<style>{{ css }}</style>
</head>
<body>
<h1>{{ name }}: sweep of {{ s.path }}</h1>
<p class="meta">{{ s.games }} games at each value (the same seeds), {{ s.players }} player{{ "s" if s.players != 1 }},
seed {{ s.seed }}, agents {{ s.agents | join(", ") }}. Now {{ s.path }} is {{ s.current }}; the holder is {{ s.holder }}.</p>
<p class="verdict">{% if s.balancing_value is none %}The holder's edge does not cross zero between {{ s["values"][0] }}
and {{ s["values"][-1] }}.{% else %}The holder's edge crosses zero at {{ s.balancing_value | num }}:
the value that balances it.{% endif %}</p>
<div class="figure">{{ svg }}</div>
<table>
<tr><th>value</th><th>games</th><th>holder's win rate</th><th>95 % CI</th><th>holder's score</th><th>95 % CI</th>
<th>edge over the average seat</th><th>95 % CI</th></tr>
{% for row in s.rows %}
<tr><td>{{ row.value }}</td><td>{{ row.games }}</td><td>{{ pct(row.holder_win) }}</td>
<td>{{ pct(row.holder_win_interval[0]) }} – {{ pct(row.holder_win_interval[1]) }}</td>
<td>{{ row.holder_score | num }}</td>
<td>{{ row.holder_score_interval[0] | num }} – {{ row.holder_score_interval[1] | num }}</td>
<td>{{ pct(row.edge) }}</td><td>{{ pct(row.edge_interval[0]) }} – {{ pct(row.edge_interval[1]) }}</td></tr>
{% endfor %}
</table>
</body>
</html>
"""


def plot(result: dict) -> str:
    """The holder's win rate and edge (left) and score (right) against the value, with 95 % intervals."""
    from .figures import COLOURS, _svg, drawing, plt
    values = [row["value"] for row in result["rows"]]
    with drawing():
        fig, (left, right) = plt.subplots(1, 2, figsize=(8.0, 3.0))
        for key, interval, colour in (("holder_win", "holder_win_interval", COLOURS[0]),
                                      ("edge", "edge_interval", COLOURS[1])):
            left.plot(values, [100 * row[key] for row in result["rows"]], color=colour, marker="o", ms=3,
                      label="win rate" if key == "holder_win" else "edge")
            left.fill_between(values, [100 * row[interval][0] for row in result["rows"]],
                              [100 * row[interval][1] for row in result["rows"]], color=colour, alpha=0.2)
        left.axhline(0, color="#444", lw=0.8)
        left.set_ylabel("holder's win rate and edge, % (95 % CI)")
        left.legend(fontsize=7, frameon=False)
        right.plot(values, [row["holder_score"] for row in result["rows"]], color=COLOURS[2], marker="o", ms=3)
        right.fill_between(values, [row["holder_score_interval"][0] for row in result["rows"]],
                           [row["holder_score_interval"][1] for row in result["rows"]], color=COLOURS[2], alpha=0.2)
        right.set_ylabel("holder's score (95 % CI)")
        for ax in (left, right):
            ax.set_xlabel("value")
            if result["balancing_value"] is not None:
                ax.axvline(result["balancing_value"], color=COLOURS[3], lw=1, ls="--")
        return _svg(fig)


def render_page(result: dict, name: str) -> str:
    from jinja2 import Environment
    from markupsafe import Markup

    from . import TEMPLATES
    from .summary import true_minus
    env = Environment(autoescape=True)
    env.filters["num"] = lambda v: true_minus(f"{v:.2f}")
    css = (TEMPLATES / "report.css").read_text(encoding="utf-8")
    return env.from_string(PAGE).render(s=result, name=name, css=css, svg=Markup(plot(result)),
                                        pct=lambda v: true_minus(f"{v * 100:.1f} %"))


def expected_time(rules, target, values: list, games: int, players: int, seed: int, agents: str | None,
                  options: dict, workers: int) -> str:
    """What the sweep will take, said before it starts: the base games that find a card's holder (played as a
    report plays them, every move seen) and every value's games (as `cairn simulate` plays them)."""
    from runtime.report.calibrate import forecast, game_seconds, playout_seconds
    from runtime.report.collect import card_tables

    from .experiments import drawn_agents
    one, _thinking = game_seconds(rules, players, seed, options, agents)
    each = playout_seconds(rules, players, seed, options, agents) if drawn_agents(rules, players, agents, options) \
        else one
    parts = []
    if target.collection in card_tables(rules) and target.row is not None:
        parts.append((f"the {games:,} base games", None if one is None else one * games, False))
    parts.append((f"{len(values)} values", None if each is None else each * games * len(values), False))
    return forecast(parts, workers)


def sweep_command(project, game: str, vary: str, games: int, players: int, seed: int, agents: str | None,
                  options: dict, out: str | None, as_json: bool = False, workers: int = 1, scheduler=None) -> int:
    from runtime.outputs import writing

    from ..driver.games import load_rules
    rules = load_rules(project, game)
    options = rules.check_options(options)
    defs = Definitions(project, game)
    target, values = parse_range(defs, vary)    # a wrong PATH or range is told before anything is played
    folder = command_folder(project, out, "the sweep folder", "build", game, "sweep")
    if scheduler is not None:
        from runtime.cluster import worker_count
        workers = worker_count(scheduler)      # what the forecast counts: the cluster's workers
    said = expected_time(rules, target, values, games, players, seed, agents, options, workers)
    sys.stderr.write(f"{rules.name}: {said}\n")
    result = sweep(defs, rules, vary, games, players, seed, agents, options, workers, quiet=as_json,
                   scheduler=scheduler)
    page = folder / "sweep.html"
    with writing(page, "the sweep"):
        write_output(project, page, render_page(result, rules.name))
    if as_json:
        print(json.dumps(result, indent=2, sort_keys=True))
        return 0
    print(f"{rules.name}: {result['path']} from {result['values'][0]} to {result['values'][-1]}, "
          f"{games} games at each value (the same seeds); the holder is {result['holder']}")
    for row in result["rows"]:
        low, high = row["edge_interval"]
        print(f"  {row['value']:>8}: holder wins {row['holder_win'] * 100:5.1f} %, score {row['holder_score']:7.2f}, "
              f"edge {row['edge'] * 100:+5.1f} points [{low * 100:+.1f}, {high * 100:+.1f}]")
    balance = result["balancing_value"]
    print(f"the holder's edge crosses zero at {balance:.2f}" if balance is not None else
          "the holder's edge does not cross zero in this range")
    print(f"wrote {project.display(page)}")
    return 0
