"""The report's first lines: what the games show, in sentences a designer reads before any table.

Every sentence comes from the report's data and carries its interval: the seats' win rates (an edge
only where the chi-square test of equal seats finds one), and, when the report holds paired
experiments (`report["interventions"]`: a card removed or nudged on the same seeds), the strongest and
the weakest thing they found, with the `cairn sweep` that finds the value that balances it. A verdict
on a card comes only from those experiments, never from the association table (whether the seats
that took a card won more often measures the players' positions, not the card).
"""
from __future__ import annotations

from runtime.report import stats

from ..frontend.english import singular, words


def percent(value: float) -> str:
    """0.583 → '58 %'; a small share keeps a decimal (0.4 %), so it never reads as none."""
    shown = value * 100
    return f"{shown:.1f} %" if 0 < abs(shown) < 1 else f"{shown:.0f} %"


def points_of_percent(value: float) -> str:
    """A change of a rate: +0.09 → '+9 %' (points of %), −0.004 → '−0.4 %'."""
    return signed_number(value * 100, 1 if 0 < abs(value * 100) < 1 else 0) + " %"


def interval(low: float, high: float, signed: bool = False) -> str:
    """'[54–62]' (a rate, in %); a change with `signed`: '[+5 to +13]', '[−11 to −3]'."""
    if not signed:
        return f"[{low * 100:.0f}–{high * 100:.0f}]"
    return f"[{signed_number(low * 100, 0)} to {signed_number(high * 100, 0)}]"


def signed_number(value: float, digits: int = 1) -> str:
    """+5, −3.2 (a true minus sign), 0."""
    text = f"{abs(value):.{digits}f}"
    if float(text) == 0:
        return text
    return ("+" if value > 0 else "−") + text


def signed_change(value: float, digits: int = 1) -> str:
    """A change in a table: +1.4, −0.3 (the sentences' minus sign), and +0.0 for none, never −0.0."""
    text = signed_number(value, digits)
    return text if text[0] in "+−" else "+" + text


def true_minus(text: str) -> str:
    """'-1.4 %' → '−1.4 %': the minus sign the sentences write, for the numbers of the page's tables too (its CSV
    and JSON keep Python's, which programs read)."""
    return "−" + text[1:] if text.startswith("-") else text


def plural(count: int, one: str, many: str | None = None) -> str:
    """'1 way', '3 ways'."""
    return f"{count:,} {one if count == 1 else (many or one + 's')}"


def seat_sentence(report: dict) -> str:
    """Who wins: an edge only where the games show one."""
    seats, games = report["seats"], report["games"]
    if report.get("solo"):
        s = seats[0]
        return f"Playing alone, the player wins {percent(s['win_rate'])} {interval(s['low'], s['high'])} of {plural(games, 'game')}."
    if not any(s["wins"] for s in seats):
        return f"No game of the {plural(games, 'game')} had a winner, so no seat's edge can be told."
    best = max(seats, key=lambda s: s["win_rate"])
    worst = min(seats, key=lambda s: s["win_rate"])
    # a shared win counts for each of its winners, so the even share is the seats' mean rate, not 1 / seats
    fair = sum(s["win_rate"] for s in seats) / len(seats)
    if best["wins"] == worst["wins"]:
        shared = ", a shared win counting for each winner" if report.get("shared_wins") else ""
        return (f"Every seat wins {percent(best['win_rate'])} {interval(best['low'], best['high'])} of "
                f"{plural(games, 'game')}{shared}: no seat has an edge.")
    advantage = report.get("advantage") or {"p": 1.0}
    if advantage["p"] < stats.SIGNIFICANT:
        who = "a first-player edge" if best["seat"] == 0 else \
            "a last-player edge" if best["seat"] == len(seats) - 1 else f"an edge for seat {best['seat']}"
        shared = ", a shared win counting for each winner" if report.get("shared_wins") else ""
        return (f"Seat {best['seat']} wins {percent(best['win_rate'])} {interval(best['low'], best['high'])} "
                f"against an even share of {percent(fair)}{shared} — {who} (chi-square p = {advantage['p']:.2g}).")
    shared = "a shared win counts for each winner; " if report.get("shared_wins") else ""
    return (f"No seat has an edge that these {plural(games, 'game')} can show: the seats win from "
            f"{percent(worst['win_rate'])} {interval(worst['low'], worst['high'])} (seat {worst['seat']}) to "
            f"{percent(best['win_rate'])} {interval(best['low'], best['high'])} (seat {best['seat']}), "
            f"against an even share of {percent(fair)} ({shared}chi-square p = {advantage['p']:.2g}).")


KIND_WORDS = {"card": "card", "nudge": "card", "action": "action", "option": "option", "seat": "seat"}


def finding(row: dict, kinds: dict | None = None) -> str:
    """One row of the experiments as a sentence: what it is worth to its holder, with both intervals. `kinds`:
    a card's id → what its table calls one ('trek'), so a card is named as the game names its kind."""
    kind = (kinds or {}).get(row.get("id")) if row["kind"] in ("card", "nudge") else None
    what = f"{(kind or KIND_WORDS.get(row['kind'], row['kind'])).capitalize()} ‘{row['subject']}’"
    low, high = row["win_interval"]
    score_low, score_high = row["score_interval"]
    win = f"{points_of_percent(row['win_change'])} win rate {interval(low, high, signed=True)}"
    score = (f"{signed_number(row['score_change'])} points [{signed_number(score_low)} to "
             f"{signed_number(score_high)}]" if score_low is not None else
             f"{signed_number(row['score_change'])} points (no interval: {row.get('score_why')})")
    tested = f"change tested: {row['change']}, on {plural(row['games'], 'game')}; {row['verdict']}, q = {row['q']:.2g}"
    if row["kind"] == "card":
        return f"{what} is worth {win} and {score} to its holder ({tested})"
    if row["kind"] == "nudge":
        return f"{what} with {row['change']} is worth {win} and {score} to its holder ({tested})"
    if row["kind"] == "action":
        return f"{what} is worth {win} and {score} to a player who can take it ({tested})"
    # an option or a seat has no holder of its own: the seat it favours is the one the experiment measured
    return f"{what} is worth {win} and {score} to the seat it favours ({tested})"


def intervention_sentences(interventions: dict, cards: list = ()) -> list:
    """The strongest and the weakest of the experiments' verdicts, with the sweep to run; or that none has one.
    `cards`: the report's cards, whose tables name the kind of each."""
    kinds = card_kinds(cards)
    rows = interventions.get("rows", [])
    strong = [r for r in rows if r.get("verdict") == "too strong"]
    weak = [r for r in rows if r.get("verdict") == "too weak"]
    out = []
    if strong:
        top = max(strong, key=lambda r: r["win_change"])
        out.append({"text": finding(top, kinds) + ".", "sweep": top.get("sweep")})
    if weak:
        bottom = min(weak, key=lambda r: r["win_change"])
        out.append({"text": finding(bottom, kinds) + ".", "sweep": bottom.get("sweep")})
    if not out:
        # an action's verdict ("worth taking") is named in a sentence of its own: this one speaks of the rest
        changes = [r for r in rows if r["kind"] != "action"]
        which = " to cards, seats and options" if len(changes) < len(rows) else ""
        out.append({"text": f"None of the {plural(len(changes), 'change')}{which} tested moves the holder's win rate "
                            "by more than chance would (after the false-discovery-rate correction over all of "
                            "them).", "sweep": None})
    out += _estimates(rows, strong, weak, kinds)
    out += _best_action(rows, kinds)
    if len(strong) + len(weak) > bool(strong) + bool(weak):     # more verdicts than the two sentences name
        out.append({"text": f"{plural(len(strong), 'thing')} too strong and {len(weak):,} too weak in all, of "
                            f"{plural(len(rows), 'change')} tested (see Strength by experiment).", "sweep": None})
    return out


def _estimates(rows: list, strong: list, weak: list, kinds: dict) -> list:
    """The strongest and the weakest card by estimate, where no verdict names one: what the games suggest,
    with intervals that say how little they can tell (the strongest is the one whose interval starts
    highest, the weakest the one whose interval ends lowest)."""
    cards = [r for r in rows if r["kind"] == "card"]
    # a verdict on a seat, an action or an option names no card: the cards are still named by estimate
    strong_card = any(r["kind"] == "card" for r in strong)
    weak_card = any(r["kind"] == "card" for r in weak)
    out = []
    if not cards and not strong_card and not weak_card:
        return [{"text": "No card was held (or named by a move) in the games its experiments played, so none can "
                         "be named strongest or weakest.", "sweep": None}]
    # ranked by the near end of the interval: the card most surely strong (or weak), not the one whose
    # handful of games happened to go furthest one way
    if cards and not strong_card:
        top = max(cards, key=lambda r: (r["win_interval"][0], r["win_change"]))
        out.append({"text": f"Strongest by estimate, within chance: {finding(top, kinds)}.", "sweep": top.get("sweep")})
    if len(cards) > 1 and not weak_card:
        bottom = min(cards, key=lambda r: (r["win_interval"][1], r["win_change"]))
        out.append({"text": f"Weakest by estimate, within chance: {finding(bottom, kinds)}.",
                    "sweep": bottom.get("sweep")})
    return out


def _best_action(rows: list, kinds: dict) -> list:
    """The action worth most to a player who can take it, by estimate (every seat may take every action, so
    each is measured by one seat forgoing it, each seat in turn)."""
    actions = [r for r in rows if r["kind"] == "action"]
    if not actions:
        return []
    best = max(actions, key=lambda r: r["win_change"])
    within = "" if best["verdict"] != "no evidence" else ", within chance"
    return [{"text": f"Of the actions, the one worth most{within}: {finding(best, kinds)}.", "sweep": None}]


def summary(report: dict) -> dict:
    """The sentences at the top of the page: {"seats", "length", "findings": [{"text", "sweep"}], "agents"}."""
    found = intervention_sentences(report["interventions"], report.get("cards", [])) \
        if report.get("interventions") else []
    return {"seats": seat_sentence(report), "length": length_sentence(report), "findings": found,
            "agents": agents_line(report), "kinds": card_kinds(report.get("cards", []))}


def card_kinds(cards: list) -> dict:
    """A card's id → what its table calls one: 'long-06' → 'trek'."""
    return {c["card"]: singular(words(c["table"])) for c in cards}


def length_sentence(report: dict) -> str:
    """'Every game lasts 7 rounds.', or the mean with its interval and the range."""
    length = report["length"]
    if length["min"] == length["max"]:
        return f"Every game lasts {plural(length['max'], 'round')}."
    return (f"A game lasts {length['mean']:.1f} rounds on average [{length['low']:.1f}–{length['high']:.1f}], "
            f"from {length['min']:,} to {length['max']:,}.")


def agents_line(report: dict) -> dict:
    """Who played, and why them: {"text", "measured": [sentences], "warning"}."""
    from runtime.report.calibrate import clock, describe
    names = report["agents"]
    who = f"{names[0]} for every seat" if len(set(names)) == 1 else \
        ", ".join(f"{name} (seat {seat})" for seat, name in enumerate(names))
    choice = report.get("agent_choice")
    if choice is None:
        return {"text": f"{who}.", "measured": [], "warning": None}
    if choice.get("given"):
        return {"text": f"{who}, as --agents asked.", "measured": [], "warning": None}
    why = ("the strongest whose games fit the time budget" if not choice["warning"] else
           "no competent agent's games fit the time budget")
    return {"text": f"{who}: {why} of {clock(choice['budget_s'])} for these {plural(choice['games'], 'game')} "
                    f"(--budget; --agents chooses others), as measured on the first of these games:",
            "measured": describe(choice), "warning": choice["warning"]}
