"""Thru the Appalachian, written by hand for speed: the yardstick for the generated game (issue 12 §1).

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

from . import DEFINITIONS

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
        (at_least.append((int(key), int(value))) if plus else exact.__setitem__(int(key), int(value)))
    out = []
    for k in range(size):
        if k in exact:
            out.append(exact[k])
        else:
            rows = [v for t, v in sorted(at_least) if t <= k]
            out.append(rows[-1] if rows else 0)
    return out


def _load() -> dict:
    import yaml     # loading only: the simulation itself is standard library
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
        "solo_cards": {(c["difficulty"]): [o["id"] for o in objectives if o["kind"] == "solo"
                                           and o["difficulty"] == c["difficulty"]]
                       for c in objectives if c["kind"] == "solo"},
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
def play(players: int, seed: int, difficulty: str = "normal", solo_objectives: int = 1,
         rng: random.Random | None = None) -> dict:
    """One game with random agents: rounds, scores per seat, ended_by, winners."""
    if not 1 <= players <= 5:
        raise ValueError(f"Thru the Appalachian is for 1-5 players, not {players}")
    r = (rng or random.Random(seed)).random
    d = DATA
    paths, shelter, stamp, section, modifier = d["paths"], d["shelter"], d["stamp"], d["section"], d["modifier"]
    months, weather, die_colour = d["months"], d["weather"], d["die_colour"]
    weeks_in_season, rows, ncol = d["weeks"], d["journal_rows"], d["colours"]
    e_max, w_max, x_max = d["energy_max"], d["water_max"], d["exhaustion_max"]
    x_modifier = d["exhaustion_modifier"]
    last = d["spaces"] - 1
    seats = range(players)

    # Per-seat state, flat: one list per field, indexed by seat (journal and photos: seat * width + key).
    route = [int(r() * 2) for _ in seats]            # setup: each seat picks northbound / southbound
    path_of = [paths[route[s]] for s in seats]
    progress = [0] * players
    energy = [e_max] * players
    water = [w_max] * players
    exhaustion = [0] * players
    eliminated = [False] * players
    finished = [False] * players
    finish_round = [0] * players
    walked = [-1] * players                           # walked_section; -1 is none
    completed = [0] * players                         # bit mask of completed sections
    stamped = [0] * players                           # bit mask of stamped spaces
    stamps = [0] * players
    journal = [0] * (players * ncol)
    nsec = len(d["section_points"])
    photos = [0] * (players * nsec)
    solo_cards = []
    if players == 1:      # setup: a shuffled deck, the top cards of the wanted difficulty
        cards = list(d["solo_cards"][difficulty])
        for _ in range(min(solo_objectives, len(cards))):
            solo_cards.append(cards.pop(int(r() * len(cards))))

    def exhausted(s):
        """One space of the exhaustion track; the flag eliminates (ruling eliminated-hikers)."""
        x = exhaustion[s] + 1
        exhaustion[s] = x if x < x_max else x_max
        if x >= x_max:
            eliminated[s] = True

    def lose_energy(s, amount):
        """energy -= amount; at 0 the hiker is exhausted once and the track resets (ruling track-overflow)."""
        e = energy[s] - amount
        if e <= 0:
            exhausted(s)
            energy[s] = e_max
        else:
            energy[s] = e if e < e_max else e_max

    def consume_water(s, amount):
        """Water one at a time (ruling water-netting); a negative amount is a gain."""
        if amount < 0:
            w = water[s] - amount
            water[s] = w if w < w_max else w_max
            return
        for _ in range(amount):
            if eliminated[s]:
                return
            w = water[s] - 1
            if w <= 0:
                exhausted(s)
                w = w_max
            water[s] = w

    def walk(s, steps, rnd):
        """The move action: `steps` spaces, 1 energy each; sections complete at shelters."""
        path = path_of[s]
        for _ in range(steps):
            if finished[s] or eliminated[s]:
                return
            p = progress[s] = progress[s] + 1
            lose_energy(s, 1)
            if eliminated[s]:
                continue
            space = path[p]
            if shelter[space]:
                if walked[s] >= 0:
                    completed[s] |= 1 << walked[s]
            else:
                walked[s] = section[space]
            if p == last:
                finished[s] = True
                finish_round[s] = rnd

    def options(s, used, exert):
        """The legal moves of the select step (exert: of the exert step, no rest, pass appended)."""
        moves = []
        space = path_of[s][progress[s]]
        if not used & 1:
            if not shelter[space]:
                moves.append(PHOTO)
            elif stamp[space] and not stamped[s] >> space & 1:
                moves.append(STAMP)
        if not used & 2:
            moves.append(MOVE1)
        if not used & 4:
            moves.append(MOVE2)
        if not exert and not used & 8:
            moves.append(REST)
        if not used & 16:
            moves.append(RESUPPLY)
        base = s * ncol
        for die in range(6):
            if not used >> die & 1 and journal[base + die_colour[die]] < rows:
                moves.append(JOURNAL + die)
        if exert and moves:
            moves.append(PASS)
        return moves

    def act(s, move, rolled, rnd):
        """Apply one move; returns the die it uses as a bit."""
        if move == MOVE1 or move == MOVE2:
            die = ORANGE_1 if move == MOVE1 else ORANGE_2
            walk(s, max(0, rolled[die] - x_modifier[exhaustion[s]]), rnd)
            return 1 << die
        at = shelter[path_of[s][progress[s]]]
        if move == REST:
            gain = 2 * rolled[GREEN] if at else rolled[GREEN]
            e = energy[s] + gain
            energy[s] = e if e < e_max else e_max
            return 1 << GREEN
        if eliminated[s]:          # an exert that eliminated: the die is spent, the action not done
            return 1 << (move - JOURNAL) if move >= JOURNAL else (1 << BLUE if move == RESUPPLY else 1)
        if move >= JOURNAL:
            die = move - JOURNAL
            k = s * ncol + die_colour[die]
            if journal[k] < rows:
                journal[k] += 1
            return 1 << die
        if move == RESUPPLY:
            w = water[s] + rolled[BLUE] + (1 if at else 0)
            water[s] = w if w < w_max else w_max
            return 1 << BLUE
        space = path_of[s][progress[s]]
        if move == PHOTO:
            photos[s * nsec + section[space]] = rolled[WHITE]
        else:
            stamped[s] |= 1 << space
            stamps[s] += 1
        return 1

    week = 0
    rnd = 0
    while True:
        rnd += 1
        # roll, time
        rolled = [int(r() * 6) + 1, int(r() * 6) + 1, int(r() * 6) + 1,
                  int(r() * 6) + 1, int(r() * 6) + 1, int(r() * 6) + 1]
        black = rolled[BLACK]
        weeks = min(1 if black <= 4 else 2, weeks_in_season - week)
        kind, low, high = months[week // 4]
        week = min(week + weeks, weeks_in_season)
        w_energy, w_water = weather[kind]
        active = [not eliminated[s] and (not finished[s] or finish_round[s] == rnd) for s in seats]
        # weather, each active hiker (ruling weather-once)
        for s in seats:
            if not active[s]:
                continue
            m = modifier[path_of[s][progress[s]]][kind]
            strikes = black >= low - m if kind == HEAT else black <= high + m
            if strikes:
                if w_energy:
                    lose_energy(s, -w_energy)
                consume_water(s, weeks - w_water)
            else:
                consume_water(s, weeks)
        # select: each active hiker picks two dice in seat order, then exert: one optional action for 2 energy
        used = [0] * players
        for s in seats:
            picks = 2 if (not eliminated[s] and (not finished[s] or finish_round[s] == rnd)) else 0
            while picks:
                moves = options(s, used[s], False)
                if not moves:
                    break
                used[s] |= act(s, moves[int(r() * len(moves))], rolled, rnd)
                picks -= 1
                if eliminated[s]:
                    break
        for s in seats:
            if eliminated[s] or (finished[s] and finish_round[s] != rnd) or energy[s] < 2:
                continue
            moves = options(s, used[s], True)
            if not moves:
                continue
            move = moves[int(r() * len(moves))]
            if move != PASS:
                lose_energy(s, 2)          # paid first (ruling exert-cost)
                used[s] |= act(s, move, rolled, rnd)
        if week >= weeks_in_season or all(finished[s] or eliminated[s] for s in seats):
            break
    return _result(d, players, rnd, finished, finish_round, eliminated, completed, photos, journal,
                   stamps, exhaustion, solo_cards)


def _result(d, players, rounds, finished, finish_round, eliminated, completed, photos, journal,
            stamps, exhaustion, solo_cards) -> dict:
    """The scoring steps of game.yaml, and the winners (ties shared; eliminated hikers cannot win)."""
    points, nsec, ncol, rows = d["section_points"], len(d["section_points"]), d["colours"], d["journal_rows"]
    firsts = [finish_round[s] for s in range(players) if finished[s]]
    first = min(firsts) if firsts else 0
    scores = []
    for s in range(players):
        mask = completed[s]
        score = sum(points[i] for i in range(nsec) if mask >> i & 1)
        if finished[s]:
            score += 15 if finish_round[s] == first else 10
        photo = sum(photos[s * nsec:(s + 1) * nsec])
        j = journal[s * ncol:(s + 1) * ncol]
        score += photo + 5 * _complete_columns(j, rows) + 10 * _complete_rows(j, rows)
        score += d["stamp_points"][min(stamps[s], len(d["stamp_points"]) - 1)]
        score += d["exhaustion_points"][exhaustion[s]]
        scores.append(score)
    if players == 1:
        s = 0
        photo = sum(photos[:nsec])
        won = finished[0] and not eliminated[0] and all(
            SOLO_GOALS[c](finished[0], exhaustion[0], stamps[0], photo, journal[:ncol]) for c in solo_cards)
        winners = [0] if won else []
    else:
        eligible = [s for s in range(players) if not eliminated[s]]
        best = max((scores[s] for s in eligible), default=None)
        winners = [s for s in eligible if scores[s] == best]
    return {"rounds": rounds, "scores": scores, "ended_by": "end condition", "winners": winners}


def run(players: int, games: int, seed: int = 0) -> dict:
    """`games` games from one seeded generator: totals like `cairn simulate`'s summary."""
    rng = random.Random(seed)
    rounds, score_sum, wins, ended_by = 0, [0] * players, [0] * players, {}
    for _ in range(games):
        result = play(players, 0, rng=rng)
        rounds += result["rounds"]
        for s, score in enumerate(result["scores"]):
            score_sum[s] += score
        for s in result["winners"]:
            wins[s] += 1
        ended_by[result["ended_by"]] = ended_by.get(result["ended_by"], 0) + 1
    return {"game": GAME, "games": games, "players": players, "rounds": rounds,
            "score_sum": score_sum, "wins": wins, "ended_by": ended_by}
