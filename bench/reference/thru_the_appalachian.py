"""Thru the Appalachian, written by hand for speed: the yardstick for the generated game.

This is a benchmark, not the product: the one place outside `generated/` where game-specific Python
is allowed. It plays exactly the rules of `definitions/thru-the-appalachian/game.yaml` (its rulings
included) with Cairn's random policy — at every decision, uniform over the flat list of legal moves,
as `runtime/playout.py` draws — so its statistics match `cairn simulate` (tests/bench/).

Written as a careful programmer writes a fast simulator: ids are small ints, per-seat state lives in
flat lists indexed by seat (or seat * width + key), sets are bit masks, the hot loop binds what it
uses to locals, nothing is allocated per step but the short list of legal moves, and every random
number is `rng.random()`. The trail, states, months, dice and tables come from the YAML at import,
so the data cannot drift; only the rules are written here.

The standard variant is played (the advanced variant's shared objectives are not); a solo game draws
`solo_objectives` cards of the `difficulty` asked (default: one normal card) as the setup does.
"""
from __future__ import annotations

import random
import re

from . import DEFINITIONS, tally

GAME = "thru-the-appalachian"

# The legal moves of the select and exert steps, as small ints (journal: JOURNAL + die index).
PHOTO, STAMP, MOVE1, MOVE2, REST, RESUPPLY, PASS, JOURNAL = 0, 1, 2, 3, 4, 5, 6, 7
# Die indexes, in the order of the `dice` table (checked at load).
WHITE, ORANGE_1, ORANGE_2, GREEN, BLUE, BLACK = range(6)
SNOW, RAIN, HEAT = 0, 1, 2      # weather kinds, in the order of `weather_effects` (checked at load)


# ------------------------------------------------------------------ data, read from definitions/
def _table(text: str, size: int) -> list:
    """A scoring table such as "{0 -> 5, 4+ -> 1}" as a list indexed 0..size-1 (an exact key wins over a `k+` row)."""
    exact, at_least = {}, []
    for key, plus, value in re.findall(r"(-?\d+)(\+?)\s*->\s*(-?\d+)", text):
        if plus:
            at_least.append((int(key), int(value)))
        else:
            exact[int(key)] = int(value)
    out = []
    for k in range(size):
        if k in exact:
            out.append(exact[k])
        else:
            rows = [v for t, v in sorted(at_least) if t <= k]
            out.append(rows[-1] if rows else 0)
    return out


def _load() -> dict:
    import yaml  # loading only: the simulation itself is standard library
    folder = DEFINITIONS / GAME
    game = yaml.safe_load((folder / "game.yaml").read_text(encoding="utf-8"))
    board = yaml.safe_load((folder / "board.yaml").read_text(encoding="utf-8"))["tables"]
    decks = yaml.safe_load((folder / "decks.yaml").read_text(encoding="utf-8"))["decks"]
    tables, constants = game["tables"], game["constants"]
    dice = [d["id"] for d in tables["dice"]]
    assert dice == ["white", "orange_1", "orange_2", "green", "blue", "black"], dice
    kinds = [w["id"] for w in tables["weather_effects"]]
    assert kinds == ["snow", "rain", "heat"], kinds
    colours = [c["id"] for c in tables["colours"]]
    assert len(colours) <= 5, colours       # the memo key of OPTIONS keeps 5 bits of complete columns
    states = {s["id"]: s for s in board["states"]}
    sections = [s["id"] for s in board["sections"]]
    spaces = board["spaces"]
    n = len(spaces)
    # per space: is it a shelter, does it have a stamp, its section (-1: none), its state's weather modifiers
    shelter = [bool(s["shelter"]) for s in spaces]
    stamp = [bool(s["stamp"]) for s in spaces]
    section = [sections.index(s["section"]) if s["section"] not in (None, "none") else -1 for s in spaces]
    modifier = [[states[s["state"]][k] for k in kinds] for s in spaces]
    objectives = decks["objectives"]["cards"]
    return {
        "spaces": n,
        # the space a hiker stands on, by route (0 northbound, 1 southbound) and progress
        "paths": (list(range(n)), list(range(n - 1, -1, -1))),
        "shelter": shelter, "stamp": stamp, "section": section, "modifier": modifier,
        "section_points": [s["points"] for s in board["sections"]],
        "months": [(kinds.index(m["weather"]), m["low"], m["high"]) for m in tables["months"]],
        "weather": [(w["energy"], w["water"]) for w in tables["weather_effects"]],
        "die_colour": [colours.index(d["colour"]) for d in tables["dice"]],
        "colours": len(colours),
        "weeks": constants["weeks_in_season"], "journal_rows": constants["journal_rows"],
        "energy_max": game["player"]["energy"]["max"], "water_max": game["player"]["water"]["max"],
        "exhaustion_max": game["player"]["exhaustion"]["max"],
        "exhaustion_points": _table(constants["exhaustion_points"], 8),
        "exhaustion_modifier": _table(constants["exhaustion_modifier"], 8),
        "stamp_points": _table(constants["stamp_points"], n + 1),
        # the solo objective cards by difficulty (normal, hard)
        "solo_cards": {level: [o["id"] for o in objectives if o["kind"] == "solo" and o["difficulty"] == level]
                       for level in {o["difficulty"] for o in objectives if o["kind"] == "solo"}},
    }


DATA = _load()


# ------------------------------------------------------------------ solo objectives (their goals, by card id)
def _complete_columns(journal: list, rows: int) -> int:
    return sum(1 for j in journal if j >= rows)


def _complete_rows(journal: list, rows: int) -> int:
    return sum(1 for r in range(1, rows + 1) if min(journal) >= r)


SOLO_GOALS = {   # (finished, exhaustion, stamps, photo points, journal) -> goal met
    "trail_postcards": lambda f, e, st, ph, j: ph >= 15,
    "four_stamps": lambda f, e, st, ph, j: st >= 4,
    "one_full_column": lambda f, e, st, ph, j: _complete_columns(j, 3) >= 1,
    "steady_pace": lambda f, e, st, ph, j: e <= 2,
    "seven_stamps": lambda f, e, st, ph, j: st >= 7,
    "full_row": lambda f, e, st, ph, j: _complete_rows(j, 3) >= 1,
    "photo_album": lambda f, e, st, ph, j: ph >= 25,
    "untouched": lambda f, e, st, ph, j: f and e == 0,
}


# ------------------------------------------------------------------ one game
# A hiker is one flat list of ints, indexed by these constants; journal and photos follow at J0 / PH0.
# FULL is the bit mask of complete journal columns, kept so the legal moves need not count them.
(ROUTE, PROGRESS, ENERGY, WATER, EXHAUSTION, ELIMINATED, FINISHED, FINISH_ROUND, WALKED, COMPLETED,
 STAMPED, STAMPS, FULL, J0) = range(14)
PH0 = J0 + DATA["colours"]


def new_hiker(route: int) -> list:
    d = DATA
    return ([route, 0, d["energy_max"], d["water_max"], 0, 0, 0, 0, -1, 0, 0, 0, 0]
            + [0] * d["colours"] + [0] * len(d["section_points"]))


def legal_moves(used: int, place: int, full: int, exert: bool) -> tuple:
    """The legal moves, in notation order, given the dice used (bits), the place (0: a dot, 1: a shelter
    with a stamp still to take, 2: another shelter), the complete journal columns (bits) and the step."""
    moves = []
    if not used & 1 and place != 2:
        moves.append(PHOTO if place == 0 else STAMP)
    if not used & 2:
        moves.append(MOVE1)
    if not used & 4:
        moves.append(MOVE2)
    if not exert and not used & 8:
        moves.append(REST)
    if not used & 16:
        moves.append(RESUPPLY)
    for die in range(6):
        if not used >> die & 1 and not full >> DATA["die_colour"][die] & 1:
            moves.append(JOURNAL + die)
    if exert and moves:
        moves.append(PASS)
    return tuple(moves)


# legal moves by used | place << 6 | full << 8 | exert << 13, filled as they are met
OPTIONS = [None] * (1 << 14)


E_MAX, W_MAX, X_MAX = DATA["energy_max"], DATA["water_max"], DATA["exhaustion_max"]
ROWS, LAST = DATA["journal_rows"], DATA["spaces"] - 1


def hike_round(h, rolled, weeks, month, rnd, r,
               _paths=DATA["paths"], _shelter=DATA["shelter"], _stamp=DATA["stamp"],
               _section=DATA["section"], _modifier=DATA["modifier"], _months=DATA["months"],
               _weather=DATA["weather"], _die_colour=DATA["die_colour"], _xmod=DATA["exhaustion_modifier"], _options=OPTIONS):
    """One round of one active hiker: weather, two dice picked, then exert or pass.

    The hiker's fields are loaded into locals and stored back once. Within a round hikers do not
    touch each other, so playing them one after the other deals the same game as the generated flow
    (all weather, then all selects, then all exerts); only which random number goes where differs.
    """
    e_max, w_max, x_max, rows, last = E_MAX, W_MAX, X_MAX, ROWS, LAST
    path = _paths[h[ROUTE]]
    p, e, w, x = h[PROGRESS], h[ENERGY], h[WATER], h[EXHAUSTION]
    walked, done, stamped, finished = h[WALKED], h[COMPLETED], h[STAMPED], h[FINISHED]
    full = h[FULL]
    dead = False
    # weather (ruling weather-once): strikes by the black die and the location's modifier
    black = rolled[BLACK]
    weather, low, high = _months[month]
    w_energy, w_water = _weather[weather]
    m = _modifier[path[p]][weather]
    amount = weeks
    if (black >= low - m) if weather == HEAT else (black <= high + m):
        if w_energy:
            e += w_energy
            if e <= 0:                  # exhausted once, the track resets (ruling track-overflow)
                e = e_max
                x += 1
                dead = x >= x_max
        amount = weeks - w_water
    if amount < 0:
        w -= amount
        if w > w_max:
            w = w_max
    else:
        for _ in range(amount):         # one water at a time (ruling water-netting)
            if dead:
                break
            w -= 1
            if w <= 0:
                w = w_max
                x += 1
                dead = x >= x_max
    # picks 0 and 1: the select step; pick 2: the exert step (no rest, a pass, 2 energy paid first)
    used = 0
    for pick in (0, 1, 2):
        if dead or (pick == 2 and e < 2):
            break
        space = path[p]
        at = _shelter[space]
        # the legal moves, from a memo table keyed by all they depend on
        place = (2 if stamped >> space & 1 or not _stamp[space] else 1) if at else 0
        key = used | place << 6 | full << 8 | (pick == 2) << 13
        moves = _options[key]
        if moves is None:
            moves = _options[key] = legal_moves(used, place, full, pick == 2)
        if not moves:
            continue
        move = moves[int(r() * len(moves))]
        if pick == 2:
            if move == PASS:
                break
            e -= 2                      # ruling exert-cost: paid first; elimination stops the action
            if e <= 0:
                e = e_max
                x += 1
                if x >= x_max:
                    dead = True
                    break
        if move >= JOURNAL:
            used |= 1 << (move - JOURNAL)
            colour = _die_colour[move - JOURNAL]
            h[J0 + colour] += 1
            if h[J0 + colour] >= rows:
                full |= 1 << colour
        elif move == MOVE1 or move == MOVE2:
            die = ORANGE_1 if move == MOVE1 else ORANGE_2
            used |= 1 << die
            for _ in range(rolled[die] - _xmod[x]):
                if finished:
                    break
                p += 1
                e -= 1
                if e <= 0:
                    e = e_max
                    x += 1
                    if x >= x_max:      # ruling eliminated-hikers: nothing of this step counts
                        dead = True
                        break
                space = path[p]
                if _shelter[space]:
                    if walked >= 0:
                        done |= 1 << walked
                else:
                    walked = _section[space]
                if p == last:
                    finished = 1
                    h[FINISH_ROUND] = rnd
        elif move == REST:
            used |= 8
            e += 2 * rolled[GREEN] if at else rolled[GREEN]
            if e > e_max:
                e = e_max
        elif move == RESUPPLY:
            used |= 16
            w += rolled[BLUE] + 1 if at else rolled[BLUE]
            if w > w_max:
                w = w_max
        elif move == PHOTO:
            used |= 1
            h[PH0 + _section[space]] = rolled[WHITE]
        else:
            used |= 1
            stamped |= 1 << space
            h[STAMPS] += 1
    h[PROGRESS], h[ENERGY], h[WATER], h[EXHAUSTION] = p, e, w, x if x < x_max else x_max
    h[WALKED], h[COMPLETED], h[STAMPED], h[FINISHED], h[ELIMINATED], h[FULL] = walked, done, stamped, finished, dead, full


def play(players: int, seed: int, difficulty: str = "normal", solo_objectives: int = 1,
         rng: random.Random | None = None) -> dict:
    """One game with random agents: rounds, scores per seat, ended_by, winners."""
    if not 1 <= players <= 5:
        raise ValueError(f"Thru the Appalachian is for 1-5 players, not {players}")
    r = (rng or random.Random(seed)).random
    weeks_in_season = DATA["weeks"]
    hikers = [new_hiker(int(r() * 2)) for _ in range(players)]   # setup: each picks north- or southbound
    solo_cards = []
    if players == 1:      # setup: the top cards of the wanted difficulty from a shuffled deck
        cards = list(DATA["solo_cards"][difficulty])
        for _ in range(min(solo_objectives, len(cards))):
            solo_cards.append(cards.pop(int(r() * len(cards))))
    week = rnd = 0
    while True:
        rnd += 1
        rolled = [int(r() * 6) + 1, int(r() * 6) + 1, int(r() * 6) + 1,
                  int(r() * 6) + 1, int(r() * 6) + 1, int(r() * 6) + 1]
        weeks = min(1 if rolled[BLACK] <= 4 else 2, weeks_in_season - week)
        month = week // 4               # ruling current-month: the month of the first week crossed
        week = min(week + weeks, weeks_in_season)
        for h in hikers:                # active: not eliminated, and not finished in an earlier round
            if not h[ELIMINATED] and (not h[FINISHED] or h[FINISH_ROUND] == rnd):
                hike_round(h, rolled, weeks, month, rnd, r)
        if week >= weeks_in_season or all(h[FINISHED] or h[ELIMINATED] for h in hikers):
            return result(hikers, rnd, solo_cards)


def result(hikers: list, rounds: int, solo_cards: list) -> dict:
    """The scoring steps of game.yaml, and the winners (ties shared; eliminated hikers cannot win)."""
    d = DATA
    points, ncol, rows = d["section_points"], d["colours"], d["journal_rows"]
    nsec = len(points)
    firsts = [h[FINISH_ROUND] for h in hikers if h[FINISHED]]
    first = min(firsts) if firsts else 0
    scores = []
    for h in hikers:
        mask = h[COMPLETED]
        journal = h[J0:J0 + ncol]
        score = sum(points[i] for i in range(nsec) if mask >> i & 1)
        if h[FINISHED]:
            score += 15 if h[FINISH_ROUND] == first else 10
        score += sum(h[PH0:PH0 + nsec]) + 5 * _complete_columns(journal, rows) + 10 * _complete_rows(journal, rows)
        score += d["stamp_points"][min(h[STAMPS], len(d["stamp_points"]) - 1)]
        score += d["exhaustion_points"][h[EXHAUSTION]]
        scores.append(score)
    if len(hikers) == 1:
        h = hikers[0]
        won = h[FINISHED] and not h[ELIMINATED] and all(
            SOLO_GOALS[c](h[FINISHED], h[EXHAUSTION], h[STAMPS], sum(h[PH0:PH0 + nsec]), h[J0:J0 + ncol])
            for c in solo_cards)
        winners = [0] if won else []
    else:
        eligible = [s for s, h in enumerate(hikers) if not h[ELIMINATED]]
        best = max((scores[s] for s in eligible), default=None)
        winners = [s for s in eligible if scores[s] == best]
    return {"rounds": rounds, "scores": scores, "ended_by": "end condition", "winners": winners}


def run(players: int, games: int, seed: int = 0) -> dict:
    """`games` games from one seeded generator: totals like `cairn simulate`'s summary."""
    return tally(GAME, play, players, games, seed)
