"""The report's plots: matplotlib (Agg, no display needed) to inline SVG, and one PNG overview.

An SVG carries no designer text as text: glyphs are drawn as paths (`svg.fonttype: path`) and the
comments matplotlib writes beside them (the text again) are removed, so the page's one way in for a
designer's string stays Jinja's autoescape. The SVGs are made deterministic (fixed ids, no date), so
a report of the same games is the same file.

Every plot is drawn and saved in `drawing()`, and that is what keeps a designer's text literal there.
A game's names reach the plots (the overview's title, seats' agents, score parts in a legend, actions
and cards as tick labels, resources as panel titles), and matplotlib reads text between two `$` as TeX
(mathtext): a game named `Trek $\\foo$` ended the report in an error after every game was played, and
`$x^2$` would draw what the designer did not write. `drawing()` turns `text.parse_math` off, so every
Text matplotlib makes there is the text as written, whichever call makes it; passing `parse_math=False`
call by call would miss the tick labels a categorical axis makes itself while the figure is saved, and
escaping each `$` would miss the name someone forgot to escape.
"""
from __future__ import annotations

import io
import re

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.ticker import MaxNLocator

from .readable import readable

STYLE = {"svg.fonttype": "path", "svg.hashsalt": "cairn", "font.size": 9, "axes.spines.top": False,
         "axes.spines.right": False, "figure.dpi": 100, "text.parse_math": False}
COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
MOST_EXPERIMENTS_DRAWN = 30     # the rows of the experiments' plot: the strongest evidence first
COLOURS = ["#3b6ea5", "#d17a22", "#4c9a5b", "#b5443c", "#7d5ba6", "#8c6d3f", "#c05f9e", "#6f6f6f", "#a8a33a",
           "#3ba3a8"]


def drawing():
    """The one place plots are drawn and saved: Cairn's style, every text literal (no mathtext)."""
    return plt.rc_context(STYLE)


def _svg(fig) -> str:
    out = io.StringIO()
    fig.savefig(out, format="svg", bbox_inches="tight", metadata={"Date": None, "Creator": None})
    plt.close(fig)
    text = out.getvalue()
    text = text[text.index("<svg"):]           # the XML prologue and doctype do not belong inside HTML
    return COMMENT.sub("", text)


def win_rates(ax, seats: list) -> None:
    labels = [f"seat {s['seat']}\n{s['agent']}" for s in seats]
    rates = [s["win_rate"] * 100 for s in seats]
    errors = [[max(0.0, s["win_rate"] - s["low"]) * 100 for s in seats],
              [max(0.0, s["high"] - s["win_rate"]) * 100 for s in seats]]
    ax.bar(labels, rates, yerr=errors, capsize=4, color=COLOURS[:len(seats)] or COLOURS[0])
    if len(seats) > 1:
        ax.axhline(100 * sum(s["win_rate"] for s in seats) / len(seats), color="#444", lw=0.8, ls="--")
    ax.set_ylabel("win rate, % (95 % CI)")


def score_spread(ax, seats: list) -> None:
    data = [s["scores"] for s in seats]
    ax.boxplot(data, showmeans=True)
    ax.set_xticks(range(1, len(seats) + 1), [f"seat {s['seat']}" for s in seats])
    ax.set_ylabel("final score")


def score_parts(ax, parts: list, players: int) -> None:
    bottom_pos = [0.0] * players
    bottom_neg = [0.0] * players
    labels = [f"seat {s}" for s in range(players)]
    for index, part in enumerate(parts):
        values = part["per_seat"]
        bottoms = [bottom_pos[s] if v >= 0 else bottom_neg[s] for s, v in enumerate(values)]
        ax.bar(labels, values, bottom=bottoms, label=part.get("label", part["id"]), color=COLOURS[index % len(COLOURS)])
        for s, v in enumerate(values):
            if v >= 0:
                bottom_pos[s] += v
            else:
                bottom_neg[s] += v
    ax.axhline(0, color="#444", lw=0.8)
    ax.set_ylabel("mean points")
    ax.legend(fontsize=7, frameon=False, bbox_to_anchor=(1.0, 1.0), loc="upper left")


def lengths(ax, rounds: list) -> None:
    low, high = min(rounds, default=0), max(rounds, default=0)
    ax.hist(rounds, bins=range(low, high + 2), color=COLOURS[0], align="left")
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))     # rounds and games are whole: no tick at 12.5
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel("rounds")
    ax.set_ylabel("games")


VERDICT_COLOURS = {"too strong": COLOURS[3], "too weak": COLOURS[1]}


def experiments(ax, rows: list) -> None:
    """What each change tested is worth to its holder in win rate, with its 95 % interval; a verdict's colour
    always has its word in the row's label (a plot is read in grey too)."""
    ys = list(range(len(rows)))
    values = [r["win_change"] * 100 for r in rows]
    errors = [[max(0.0, r["win_change"] - r["win_interval"][0]) * 100 for r in rows],
              [max(0.0, r["win_interval"][1] - r["win_change"]) * 100 for r in rows]]
    colours = [VERDICT_COLOURS.get(r["verdict"], COLOURS[7]) for r in rows]
    ax.barh(ys, values, xerr=errors, color=colours, capsize=2)
    labels = [_label(r) + (f" — {r['verdict']}" if r["verdict"] in VERDICT_COLOURS else "") for r in rows]
    ax.set_yticks(ys, labels)
    ax.axvline(0, color="#444", lw=0.8)
    ax.invert_yaxis()
    ax.set_xlabel("worth to its holder: change of win rate, points of % (95 % CI)")


def _label(row: dict) -> str:
    """A row's label beside its bar: what changed, told briefly (the table beside the plot says how): a nudge's
    numbers, the option a block's games were played under; a long name cut short."""
    change = row.get("change", "")
    said = [change.split("; in games with ")[0]] if row.get("kind") == "nudge" else []
    if "; in games with " in change:
        said.append("with " + change.split("; in games with ")[1])
    subject = row["subject"] if len(row["subject"]) <= LABEL else row["subject"][:LABEL - 1] + "…"
    return subject + (f" ({', '.join(said)})" if said else "")


LABEL = 90      # characters of a name beside a bar (a name told apart by its face is long)


def resources(ax, name: str, series: dict) -> None:
    ax.plot(range(len(series["mean"])), series["mean"], color=COLOURS[0])
    ax.set_title(readable(name), fontsize=9)
    ax.set_xlabel("round")


def figures(report: dict) -> dict:
    """Every plot of the report, as inline SVG text, by name."""
    out = {}
    seats = report["seats"]
    with drawing():
        fig, ax = plt.subplots(figsize=(max(3.2, 1.2 * len(seats) + 1.5), 2.8))
        win_rates(ax, seats)
        out["wins"] = _svg(fig)
        fig, ax = plt.subplots(figsize=(max(3.2, 1.2 * len(seats) + 1.5), 2.8))
        score_spread(ax, seats)
        out["scores"] = _svg(fig)
        if report["parts"]:
            fig, ax = plt.subplots(figsize=(max(4.2, 1.2 * len(seats) + 2.5), 3.0))
            score_parts(ax, report["parts"], len(report["seats"]))
            out["parts"] = _svg(fig)
        if len(set(report["lengths"])) > 1:        # a game of fixed length gets a sentence, not one bar
            fig, ax = plt.subplots(figsize=(5.0, 2.6))
            lengths(ax, report["lengths"])
            out["lengths"] = _svg(fig)
        rows = (report.get("interventions") or {}).get("rows", [])[:MOST_EXPERIMENTS_DRAWN]
        if rows:
            fig, ax = plt.subplots(figsize=(7.0, 0.9 + 0.26 * len(rows)))
            experiments(ax, rows)
            out["interventions"] = _svg(fig)
        series = {k: v for k, v in report["resources"].items() if v["mean"]}
        if series:
            columns = min(3, len(series))
            rows_n = (len(series) + columns - 1) // columns
            fig, axes = plt.subplots(rows_n, columns, figsize=(2.6 * columns, 1.9 * rows_n), squeeze=False)
            for ax, (name, values) in zip(axes.flat, sorted(series.items())):
                resources(ax, name, values)
            for ax in list(axes.flat)[len(series):]:
                ax.set_visible(False)
            fig.tight_layout()
            out["resources"] = _svg(fig)
    return out


def overview_png(report: dict, path) -> None:
    """One PNG with the main plots, for a quick look without a browser."""
    seats = report["seats"]
    with drawing():
        fig, axes = plt.subplots(2, 2, figsize=(11, 7.5))
        win_rates(axes[0][0], seats)
        axes[0][0].set_title("win rate per seat", fontsize=10)
        score_spread(axes[0][1], seats)
        axes[0][1].set_title("final scores", fontsize=10)
        if report["parts"]:
            score_parts(axes[1][0], report["parts"], len(report["seats"]))
        axes[1][0].set_title("score parts (mean)", fontsize=10)
        if len(set(report["lengths"])) > 1:
            lengths(axes[1][1], report["lengths"])
            axes[1][1].set_title("game length", fontsize=10)
        else:
            axes[1][1].set_axis_off()
            rounds = report["lengths"][0] if report["lengths"] else 0
            axes[1][1].text(0.5, 0.5, f"every game lasts {rounds} round{'' if rounds == 1 else 's'}",
                            ha="center", va="center", fontsize=10)
        fig.suptitle(f"{report['name']}: {report['games']} games, {report['players']} player(s), agents "
                     f"{', '.join(sorted(set(report['agents'])))} — {report['verdict']}", fontsize=10)
        fig.tight_layout()
        fig.savefig(path, format="png", metadata={"Software": None})
        plt.close(fig)
