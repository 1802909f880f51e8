"""From the records of many games to what a designer reads: plain data (JSON-able), game-agnostic.

`insight()` turns records into the report's sections; `rule_coverage()` reads the game's generated
rules module (its functions and `if` statements, each function's docstring naming where in the
definitions it comes from) against the lines that ran.
"""
from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

from . import stats
from .collect import card_ids

LOCATION = re.compile(r"(definitions/[^\s():]+:\d+(?::\d+)?)")
FLOW_ENDS = ("end condition", "end trigger", "nobody can act", "end game")
PLUMBING = ("_moves", "_choices")
# the state's own machinery in a rules module, no rule of the game: a copy runs only when an agent looks ahead
STATE_FUNCTIONS = frozenset({"new_player", "new_globals", "copy_player", "copy_globals"})


def share(part: int, whole: int) -> str:
    """A share in whole per cent, never rounded to 0 % or 100 % unless it is exactly that."""
    if whole == 0:
        return "–"
    if 0 < part < whole:
        value = 100 * part / whole
        return "<1%" if value < 1 else ">99%" if value > 99 else f"{value:.0f}%"
    return f"{100 * part // whole}%"


def _taken_split(records: list, players: int, did) -> dict:
    """Seat-games split by `did(record, seat)`: how often, and the win rate of those who did and did not."""
    k_yes = n_yes = k_no = n_no = 0
    for record in records:
        for seat in range(players):
            won = seat in record.winners
            if did(record, seat):
                n_yes += 1
                k_yes += won
            else:
                n_no += 1
                k_no += won
    total = n_yes + n_no
    low_yes, high_yes = stats.wilson(k_yes, n_yes)
    low_no, high_no = stats.wilson(k_no, n_no)
    share = n_yes / total if total else 0.0
    share_low, share_high = stats.wilson(n_yes, total)
    return {"share": share, "share_low": share_low, "share_high": share_high, "seat_games": total,
            "did": {"n": n_yes, "wins": k_yes, "rate": k_yes / n_yes if n_yes else None, "low": low_yes, "high": high_yes},
            "did_not": {"n": n_no, "wins": k_no, "rate": k_no / n_no if n_no else None, "low": low_no, "high": high_no},
            "difference": stats.rate_difference(k_yes, n_yes, k_no, n_no),
            "flag": "never" if n_yes == 0 else "always" if n_no == 0 else None}


def _where(fn) -> str | None:
    doc = getattr(fn, "__doc__", None) or ""
    found = LOCATION.search(doc)
    return found.group(1) if found else None


def insight(rules, records: list, players: int, seed: int, agents: list, options: dict,
            words: dict | None = None, alike: dict | None = None) -> dict:
    """Every section of the report but coverage, as plain data. `words` explains end reasons (see report);
    `alike`: a card id -> the ids of every card printed alike with it (one design, one row)."""
    words = words or {}
    n = len(records)
    seated = rules.seat_count(players, options)      # the seats the game plays itself (automata) too
    solo = seated == 1
    seats = []
    for seat in range(seated):
        wins = sum(seat in r.winners for r in records)
        low, high = stats.wilson(wins, n)
        scores = [r.scores[seat] for r in records]
        mean, mean_low, mean_high = stats.mean_interval(scores)
        seats.append({"seat": seat, "agent": agents[seat], "wins": wins, "win_rate": wins / n if n else 0.0,
                      "low": low, "high": high, "mean_score": mean, "score_low": mean_low, "score_high": mean_high,
                      "min_score": min(scores, default=0), "max_score": max(scores, default=0), "scores": scores})
    advantage = stats.equal_rates([s["wins"] for s in seats], n) if not solo else None
    if solo:
        verdict = "One seat: no seat advantage to test."
    elif not any(s["wins"] for s in seats):
        verdict = "No game had a winner: no seat advantage to test."
    elif advantage["p"] < stats.SIGNIFICANT:
        best = max(seats, key=lambda s: s["win_rate"])
        verdict = (f"The seats do not win equally often (chi-square p = {advantage['p']:.3g} < 0.05): "
                   f"seat {best['seat']} wins most, {best['win_rate']:.1%}.")
    else:
        verdict = (f"No significant seat advantage (chi-square p = {advantage['p']:.3g}; with {n} games each "
                   f"seat's win rate is known to about ±{stats.Z95 * (0.25 / max(n, 1)) ** 0.5:.0%}).")

    parts = []
    for sid, text, _fn in rules.scoring:
        per_seat = [stats.mean_interval([r.parts[seat][sid] for r in records]) for seat in range(seated)]
        parts.append({"id": sid, "text": text, "per_seat": [m for m, _l, _h in per_seat],
                      "per_seat_interval": [[lo, hi] for _m, lo, hi in per_seat],
                      "values": [[r.parts[seat][sid] for r in records] for seat in range(seated)],
                      "scored": any(r.parts[seat][sid] for r in records for seat in range(seated))})

    lengths = [r.rounds for r in records]
    length_mean, length_low, length_high = stats.mean_interval(lengths)
    ended = {}
    for r in records:
        row = ended.setdefault(str(r.ended_by), {"reason": str(r.ended_by), "count": 0, "no_winner": 0})
        row["count"] += 1
        row["no_winner"] += not r.winners
    ended_by = []
    for reason, row in sorted(ended.items()):
        why = words.get(reason, reason)
        text = f"{share(row['count'], n)} of games ({row['count']}): {why}"
        if row["no_winner"]:
            nobody = words.get("no winner", "nobody won")
            text += f"; in {row['no_winner']} of them ({share(row['no_winner'], row['count'])}) nobody won: {nobody}"
        ended_by.append({**row, "share": row["count"] / n, "text": text})

    actions = []
    for name in rules.actions:
        split = _taken_split(records, seated, lambda r, s, name=name: name in r.actions[s])
        times = [r.actions[s].get(name, 0) for r in records for s in range(seated)]
        mean_times, times_low, times_high = stats.mean_interval(times)
        actions.append({"name": name, "mean_times": mean_times, "times_low": times_low, "times_high": times_high,
                        **split})

    cards = []
    tables = card_ids(rules)
    moved_tables = {tables[c] for r in records for seat_cards in r.moved for c in seat_cards}
    alike = alike or {}
    for card, table in tables.items():
        same = alike.get(card, (card,))
        if same[0] != card:
            continue        # a copy printed alike with an earlier card: counted in its row
        basis = "moved" if table in moved_tables else "held"
        split = _taken_split(records, seated, lambda r, s, same=same, basis=basis:
                             any(c in getattr(r, basis)[s] for c in same))
        cards.append({"card": card, "table": table, "basis": basis, **split})

    resources = {}
    names = sorted({name for r in records for name in r.resources})
    longest = max((len(v) for r in records for v in r.resources.values()), default=0)
    for name in names:
        means, reached = [], []
        for index in range(longest):
            values = [r.resources[name][index] for r in records if len(r.resources.get(name, ())) > index]
            if len(values) < max(1, n // 10):      # fewer than a tenth of the games got this far: noise
                break
            means.append(sum(values) / len(values))
            reached.append(len(values))
        resources[name] = {"mean": means, "games": reached}

    return {"game": rules.id, "name": rules.name, "games": n, "players": players, "seed": seed, "agents": agents,
            "options": options, "solo": solo, "seats": seats, "advantage": advantage, "verdict": verdict,
            "shared_wins": sum(len(r.winners) > 1 for r in records),
            "no_winner": sum(not r.winners for r in records),
            "parts": parts, "lengths": lengths, "length": {"mean": length_mean, "low": length_low,
                                                          "high": length_high, "min": min(lengths, default=0),
                                                          "max": max(lengths, default=0)},
            "ended_by": ended_by, "actions": actions, "cards": cards, "resources": resources}


def _kind_of(rules, name: str) -> str:
    if name in rules.actions or any(a.apply.__name__ == name for a in rules.actions.values()):
        return "action"
    if name in rules.continuations:
        return "choice"
    steps = [s for group in (rules.setup, rules.round, rules.hand_setup, rules.hand_scoring) for s in group]
    if any(s.run is not None and s.run.__name__ == name for s in steps):
        return "flow step"
    return "procedure"


def _is_glue(test: ast.AST) -> bool:
    """An `if` the compiler writes to wait for a choice, not one a designer wrote."""
    return "state.pending" in ast.unparse(test)


def rule_coverage(rules, records: list, lines: set, possible_ends: list | None = None) -> dict:
    """Every action, effect branch, end condition and scoring step that never fired in these games."""
    never = []
    taken = {name for r in records for seat in r.actions for name in seat}
    for name, action in rules.actions.items():
        if name not in taken:
            never.append({"kind": "action", "name": name, "where": _where(action.apply),
                          "detail": "never taken"})
    module = sys.modules.get(rules.new_globals.__module__)
    branches = functions = 0
    path = getattr(module, "__file__", None)
    if path and path.endswith(".py") and lines:     # a compiled extension has no lines to trace
        tree = ast.parse(Path(path).read_text(encoding="utf-8"))
        for node in tree.body:
            if not isinstance(node, ast.FunctionDef) or node.name.endswith(PLUMBING) or node.name.startswith("set_") \
                    or node.name in STATE_FUNCTIONS:
                continue
            body = node.body[1:] if node.body and isinstance(node.body[0], ast.Expr) and \
                isinstance(node.body[0].value, ast.Constant) else node.body
            if len(body) == 1 and isinstance(body[0], (ast.Return, ast.Pass)):
                continue        # a named expression (asked by move generators too), a lookup, an empty step
            where = _where(getattr(module, node.name, None))
            kind = _kind_of(rules, node.name)
            functions += 1
            if node.lineno not in lines:
                if kind != "action":       # an action never taken is listed above
                    never.append({"kind": kind, "name": node.name, "where": where, "detail": "never ran"})
                continue
            for inner in ast.walk(node):
                if not isinstance(inner, ast.If) or _is_glue(inner.test):
                    continue
                branches += 1
                condition = ast.unparse(inner.test)
                # `condition` is the generated code's: the report puts the rule's own words beside it
                if inner.body[0].lineno not in lines:
                    never.append({"kind": "effect branch", "name": node.name, "where": where, "never": "true",
                                  "condition": condition, "detail": f"`if {condition}` was never true"})
                if inner.orelse and not isinstance(inner.orelse[0], ast.If) and inner.orelse[0].lineno not in lines:
                    never.append({"kind": "effect branch", "name": node.name, "where": where, "never": "false",
                                  "condition": condition,
                                  "detail": f"`if {condition}` was never false (its else never ran)"})
    seen_ends = {str(r.ended_by) for r in records}
    for reason in possible_ends or []:
        if reason not in seen_ends:
            never.append({"kind": "end condition", "name": reason, "where": None, "detail": "never ended a game"})
    for sid, text, fn in rules.scoring:
        if not any(r.parts[seat][sid] for r in records for seat in range(len(r.parts))):
            never.append({"kind": "scoring step", "name": sid, "where": _where(fn),
                          "detail": f"never scored a point ({text})"})
    return {"never": never, "actions": len(rules.actions), "functions": functions, "branches": branches,
            "ends": len(possible_ends or []), "scoring": len(rules.scoring), "traced": bool(lines)}
