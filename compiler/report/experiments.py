"""Paired experiments: what each card, action, option and seat is worth, by changing it and replaying the same seeds.

The base games are the report's own (runtime/report/collect.py records who held which card). Each
experiment is a variant of the game (variants.py) or the same game with one option set, played on the
seeds of the base games' indices, so that game i of a variant and game i of the base share every draw
the change does not move:

- a card with numbers (points, a cost, ...) is replaced by a *typical* card of its deck: a copy whose
  numbers are the deck's medians. With the deck the same size the shuffles are the same, and the
  holder's result with the card minus with the typical card is what the card is worth above the usual;
- a card without numbers is removed, and what that is worth to its holder is measured against the
  average over its deck (removing any card moves the shuffles, and holding a card is worth something
  in itself: only a card worth more or less than its fellows is a finding);
- each number of a card is nudged one up and one down (a variant each), and the row is the holder's
  result with the nudge minus without: what one point (or one of a cost) more or less does;
- an action is made unavailable to one seat, each seat in turn by the game's index (its agent is not
  offered the action while it has another move: runtime/report/intervention.py `play_forgoing`); the row
  is that seat's result with the action minus without, in the games where it took the action in the base
  game. Every seat may take every action, so "the player who gets it" is the one seat that, in an
  otherwise unchanged game, alone loses it;
- an option value is set, and the row is the seat it helps most (its p-value multiplied by the seats);
- a seat is measured against the average seat in the base games (no variant needed).

Screening keeps it within the time a report has: every row is played on `screen` games (a share of a
budget of games, `FAST_BUDGET`, or of time for agents that look ahead; the many nudges share a further
`NUDGE_SHARE` of it, `screens`), the rows whose p-value is below `PROMOTE` then on up to `confirm` games
(the same budget shared among them), and the Benjamini-Hochberg correction is over every row tested. The variants are compiled and played by forked workers (runtime/forked.py), a
variant's modules compiled once and sent back to the parent as texts (`Definitions.compiled`).
"""
from __future__ import annotations

import shlex
import sys
from contextlib import contextmanager
from dataclasses import dataclass

from runtime.report import intervention as paired
from runtime.report import stats

from .designs import designs
from .variants import Change, Definitions, VariantFailed, import_files

PROMOTE = 0.2                # a screened row with a p-value below this is played on more games
MIN_SCREEN, MAX_SCREEN = 20, 200
METHOD = ("Each card is replaced by a typical card of its deck (its numbers set to the deck's medians; a card "
          "without numbers is removed and compared with its deck's average), each of a card's numbers is nudged "
          "one up and one down (the change is the holder's result with the nudge minus without), each option "
          "value is set, and the same seeds are replayed: the change in its holder's win rate and score, paired "
          "game by game, with 95 % intervals. An action is worth to a player what that player wins and scores "
          "more, on the same seeds, than when it never takes the action while it has another move (each seat "
          "in turn). Verdicts only where significant after a Benjamini-Hochberg correction over every row "
          "(false-discovery rate 5 %).")


@dataclass
class Experiment:
    kind: str                     # "card", "nudge", "action" or "option"
    subject: str                  # what a designer reads: the card's name, the option
    id: str
    change_text: str
    change: Change | None = None  # a compiled variant; None plays the base rules with `options`
    options: dict | None = None
    card: tuple | None = None     # the card ids (every copy of a design) whose holder the row is about
    deck: str | None = None       # the card's deck
    group: str | None = None      # a removed card: the deck whose average it is measured against
    sweep: str | None = None
    action: str | None = None     # an action one seat forgoes (each seat in turn, game by game)
    block: int = 0                # its base games: 0 the report's, else a `Block`'s (played under other options)


@dataclass
class Block:
    """Decks whose cards reach no seat under the report's options, measured on base games of their own, played
    under the option values that put them in play (`absent_blocks`)."""
    options: dict                 # every option, the report's with the one changed
    setting: str                  # the change, as a designer writes it: "variant=advanced"
    decks: list
    records: list                 # the block's base games


def plan(defs: Definitions, rules, options: dict, command: str, records: list = (), decks=None,
         actions: bool = True, every_card: bool = False) -> list[Experiment]:
    """Every experiment of a report: the cards of every deck a pile holds (each design replaced or removed, every
    copy of it, and each of its numbers nudged by one), the actions the base games' seats took (`records`), every
    other option value. With `records`, only the cards someone held in them (the others have no holder: their
    games would tell nothing); `decks` keeps only those decks, and `actions` False leaves out the actions and
    options (a block of cards measured under other options, `absent_decks`); `every_card` keeps every card
    (a forecast's few games do not say which cards the report's games will hold)."""
    from runtime.report.collect import card_tables
    experiments = []
    collections = defs.collections()
    held = held_cards(records) if records and not every_card else None
    for deck in sorted(card_tables(rules)):
        if deck not in collections or (decks is not None and deck not in decks):
            continue
        typical = defs.typical(deck)
        for design in designs(defs, deck):
            card, also = design.ids[0], design.ids[1:]
            if held is not None and not held.intersection(design.ids):
                continue
            numbers = {k: v for k, v in defs.numbers(deck, card).items() if k in typical}
            name, every = design.label, (", every copy" if design.copies > 1 else "")
            if numbers:
                stand_in = {k: typical[k] for k in numbers}
                if stand_in != numbers:     # a typical card already has nothing to be compared with
                    shown = ", ".join(f"{k} {v}" for k, v in stand_in.items())
                    experiments.append(Experiment(
                        "card", name, card, f"replaced by a typical card ({shown}){every}",
                        Change(defs.target(f"{deck}.{card}"), "stand-in", stand_in, also), card=design.ids,
                        sweep=_sweep_line(command, deck, card, numbers, stand_in), deck=deck))
                experiments += _nudges(defs, design, numbers, typical, command)
            elif not typical:
                experiments.append(Experiment(
                    "card", name, card, f"removed{every} (against its deck's average)",
                    Change(defs.target(f"{deck}.{card}"), "remove", None, also), card=design.ids, group=deck,
                    deck=deck))
    if not actions:
        return experiments
    experiments += _actions(rules, records)
    for name, spec in rules.options.items():
        for value in spec["values"]:
            if value != options.get(name):
                experiments.append(Experiment("option", name, name, f"{name}={value}",
                                              options={**options, name: value}))
    return experiments


def held_cards(records: list) -> set:
    """The cards some seat held (or named in a move) in these games."""
    return {card for record in records for seat in (*record.held, *record.moved) for card in seat}


def _nudges(defs: Definitions, design, numbers: dict, typical: dict, command: str) -> list:
    """Each number of a design one up and one down, every copy alike (a number that is not below zero is not
    taken below it: a count or a cost)."""
    found = []
    card, also = design.ids[0], design.ids[1:]
    for field, value in numbers.items():
        for step in (1, -1):
            new = value + step
            if new < 0 <= value:
                continue
            found.append(Experiment(
                "nudge", design.label, card, f"{field} {_plain(value)} → {_plain(new)}",
                Change(defs.target(f"{design.deck}.{card}.{field}"), "set", new, also), card=design.ids,
                sweep=_sweep_line(command, design.deck, card, {field: value}, {field: typical[field]}),
                deck=design.deck))
    return found


def _actions(rules, records: list) -> list:
    """An experiment for each action a seat took in the base games: one seat forgoes it, each seat in turn."""
    from runtime.state import PASS

    from .readable import readable
    taken = {name for record in records for seat in record.actions for name in seat}
    return [Experiment("action", readable(name), name, FORGONE, action=name)
            for name in rules.actions if name in taken and name != PASS]


FORGONE = "never taken by one seat while it has another move (each seat in turn)"


def _sweep_line(command: str, deck: str, card: str, numbers: dict, typical: dict) -> str:
    """The `cairn sweep` that finds the value of the card's first number that balances it."""
    field = next(iter(numbers))
    low, high = sorted((numbers[field], typical[field]))
    span = max(2, round((high - low) / 4))
    low, high = low - span, high + span
    if min(numbers[field], typical[field]) >= 0:
        low = max(0, low)
    return f"{command} --vary {shlex.quote(f'{deck}.{card}.{field}={_plain(low)}..{_plain(high)}')}"


def _plain(value) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


# ---------------------------------------------------------------- playing
@dataclass
class _Job:
    defs: Definitions
    rules: object
    experiments: list
    players: int
    seed: int
    agents: str | None
    options: dict                 # the base game's options


_JOB: _Job | None = None        # set in the parent before forking workers
_LOADED: dict = {}              # in each process: experiment index -> (rules, files)


def _variant(index: int):
    """The rules an experiment plays, and its modules' texts (compiled here the first time)."""
    found = _LOADED.get(index)
    if found is not None:
        return found
    experiment = _JOB.experiments[index]
    if experiment.change is None:
        found = (_JOB.rules, None)
    else:
        files = _JOB.defs.emitted(experiment.change)      # compiled once: here, or before the workers forked
        found = (import_files(files, _JOB.defs.game), files)
    _LOADED[index] = found
    return found


def _play(job: tuple):
    """In a worker (or in-process): some games of one experiment (their indices) -> (index, [(game, outcome)],
    files, error)."""
    index, games = job
    experiment = _JOB.experiments[index]
    try:
        rules, files = _variant(index)
        outcomes = paired.play_games(rules, games, _JOB.players, _JOB.seed, _JOB.agents,
                                     _options_of(experiment), experiment.action)
    except VariantFailed as err:
        return index, None, None, untested(experiment, err.because)
    except Exception as err:    # noqa: BLE001 - a variant that breaks its own rules (a removed card a rule needs)
        from runtime.errors import in_the_rules
        return index, None, None, untested(experiment, in_the_rules(err) or f"{type(err).__name__}: {err}")
    return index, outcomes, files, None


def untested(experiment: Experiment, why: str) -> str:
    """The page's note on an experiment that could not be played, in the words of the table's rows: the card, action
    or option as they name it, the change tested, and why ("Wild (Provision cards), removed (against its deck's
    average): not tested, the game does not compile with that change (…)")."""
    what = experiment.subject
    if experiment.deck is not None:
        what += f" ({_JOB.defs.deck_name(experiment.deck)})" if _JOB is not None else ""
    return f"{what}, {experiment.change_text}: not tested, {why}"


def _options_of(experiment: Experiment) -> dict:
    return experiment.options if experiment.options is not None else _JOB.options


def _play_all(jobs: list, workers: int, take, scheduler=None) -> None:
    """`take` the result of every job (index, games): in this process, in forked workers, or on a cluster."""
    if scheduler is not None:
        _play_on_cluster(jobs, scheduler, take)
        return
    if workers <= 1 or len(jobs) <= 1:
        for job in jobs:
            take(_play(job))
        return
    from runtime.forked import forked_each
    forked_each(_play, jobs, workers, take)


def _play_on_cluster(jobs: list, scheduler, take) -> None:
    """The jobs as tasks of a Dask cluster (runtime/cluster.py). The variants are compiled here, once each, and
    their modules' texts sent to every worker once: a worker needs Cairn, never the project."""
    from runtime.cluster import cluster_map, rules_home
    homes, tasks = {}, []
    for index, games in jobs:
        experiment = _JOB.experiments[index]
        if index not in homes:
            try:
                homes[index] = rules_home(_variant(index)[0])
            except VariantFailed as err:
                take((index, None, None, untested(experiment, err.because)))
                continue
        tasks.append((index, (index, games, _JOB.players, _JOB.seed, _JOB.agents, _options_of(experiment),
                              experiment.action)))
    def taken(result):
        index, outcomes, files, error = result
        take((index, outcomes, files, None if error is None else untested(_JOB.experiments[index], error)))

    cluster_map(scheduler, paired.play_on_worker, homes, tasks, taken)


@contextmanager
def playing(defs: Definitions, rules, experiments: list, players: int, seed: int, agents: str | None,
            options: dict):
    """While it lasts, `_play_all` plays these experiments (the workers forked inside it inherit them)."""
    global _JOB
    _JOB = _Job(defs, rules, experiments, players, seed, agents, options)
    _LOADED.clear()
    try:
        yield
    finally:
        _JOB = None
        _LOADED.clear()


def recorded_games(rules, games: int, players: int, seed: int, agents: str | None, options: dict,
                   workers: int = 1, scheduler=None) -> list:
    """The base games as the report records them (collect.py: who held which card), without its line tracer."""
    from runtime.forked import forked_each
    from runtime.report import collect
    chunks = [(start, min(start + collect.CHUNK, games)) for start in range(0, games, collect.CHUNK)]
    collect._JOB = (rules, players, seed, agents, options)
    records: list = []
    if scheduler is not None:
        collect.on_cluster(scheduler, rules, chunks, players, seed, agents, options,
                           lambda result: records.extend(result[0]), traced=False)
        return sorted(records, key=lambda record: record.index)
    if workers <= 1:
        for start, stop in chunks:
            collect._play_range(start, stop, records)
        return records
    forked_each(_recorded_chunk, chunks, workers, records.extend, ordered=True)
    return records


def _recorded_chunk(chunk) -> list:
    from runtime.report import collect
    records: list = []
    collect._play_range(chunk[0], chunk[1], records)
    return records


# ---------------------------------------------------------------- the experiments
def interventions(defs: Definitions, rules, records: list, players: int, seed: int, agents: str | None,
                  options: dict, agent_names: list, command: str, workers: int = 1, screen: int | None = None,
                  confirm: int | None = None, budget: int | None = None, quiet: bool = True,
                  scheduler=None, blocks: list = ()) -> dict:
    """`report["interventions"]`: every row with its change, interval, p- and q-value and verdict.

    Every row is played on `screen` games and a promising one on up to `confirm`; by default both come from
    `budget`, the games each stage may play (default `FAST_BUDGET`); `quiet` hides the progress bars;
    `scheduler` plays them on a Dask cluster (runtime/cluster.py) instead of `workers` forked processes.
    `blocks` (`Block`): decks measured on base games of their own, under other options, in the same
    correction."""
    from runtime.progress import progress
    experiments = plan(defs, rules, options, command, records)
    for number, block in enumerate(blocks, 1):
        for experiment in plan(defs, rules, block.options, command, block.records, block.decks, actions=False):
            experiment.block, experiment.options = number, block.options
            experiment.change_text += f"; in games with {block.setting}"
            experiments.append(experiment)
    games_of = [records] + [block.records for block in blocks]
    available = len(records)
    budget = budget or FAST_BUDGET
    nudges = sum(1 for e in experiments if e.kind == "nudge")
    if screen is None:
        screen, nudge_screen = screens(len(experiments) - nudges, nudges, budget, available)
    else:
        nudge_screen = screen
    screen, nudge_screen = min(screen, available), min(nudge_screen, available)
    bases = [[(r.scores, r.winners) for r in games] for games in games_of]
    seats = _seats(experiments, games_of, rules, players, options)
    # the games that tell: a card's row learns only from games in which someone held it, an action's from those
    # in which the seat forgoing it took it; an option's from every game
    told = [[game for game, there in enumerate(per_game) if there] if per_game is not None else
            list(range(len(games_of[e.block]))) for e, per_game in zip(experiments, seats)]
    outcomes: dict = {}
    notes: list = []

    def take(result):
        index, games, files, error = result
        if error is not None:
            notes.append(error)
            outcomes[index] = None
        elif outcomes.get(index, ()) is not None:
            outcomes.setdefault(index, {}).update(games)
            if files is not None:      # a worker's compile, kept for the next stage's workers
                defs.compiled.setdefault(experiments[index].change.key, files)
        finished[0] += 1
        bar.update(finished[0])

    finished = [0]
    with playing(defs, rules, experiments, players, seed, agents, options):
        shown = f"{screen} games each" + (f" ({nudge_screen} for a nudge)" if nudges and nudge_screen != screen else "")
        jobs = [(i, tuple(told[i][:nudge_screen if e.kind == "nudge" else screen]))
                for i, e in enumerate(experiments)]
        jobs = [job for job in jobs if job[1]]
        with progress(f"{rules.name}: {len(jobs)} experiments, {shown}", len(jobs), "experiments", quiet) as bar:
            _play_all(jobs, workers, take, scheduler)
        rows = _rows(experiments, outcomes, bases, seats, players)
        promoted = [row["_index"] for row in rows if row["p"] < PROMOTE]
        if confirm is None:
            confirm = screen + budget // max(len(promoted), 1)
        confirm = min(max(confirm, screen), available, MAX_CONFIRM)
        more = [(i, tuple(told[i][len(outcomes[i]):confirm])) for i in promoted
                if len(outcomes[i]) < len(told[i][:confirm])]
        if more:
            finished[0] = 0
            with progress(f"{rules.name}: {len(more)} promising rows, up to {confirm} games each",
                          len(more), "experiments", quiet) as bar:
                _play_all(more, workers, take, scheduler)
            rows = _rows(experiments, outcomes, bases, seats, players)
    rows += _seat_rows(bases[0], players)
    for row, q in zip(rows, paired.benjamini_hochberg([row["p"] for row in rows])):
        row["q"] = q
        row["verdict"] = paired.verdict(q, row["win_change"], row["kind"])
        row.pop("_index", None)
    rows.sort(key=lambda row: (row["q"], row["p"], -abs(row["win_change"]), -abs(row["score_change"])))
    least = min(screen, nudge_screen) if nudges else screen
    return {"agents": agent_names, "games": least if confirm == least else f"{least}-{confirm}",
            "seeds": f"of the report's games (seed {seed}): a card's row the first in which someone held it, an "
                     f"action's those in which the seat forgoing it took it, an option's every one",
            "method": METHOD, "rows": rows,
            "notes": notes, "blocks": [_block_sentence(defs, block) for block in blocks]}


def _block_sentence(defs: Definitions, block: Block) -> str:
    """The page's one sentence on a block: which option its rows were measured under, and why."""
    decks = " and ".join(defs.deck_name(deck) for deck in block.decks)
    held = held_cards(block.records)
    idle = sum(1 for deck in block.decks for design in designs(defs, deck) if not held.intersection(design.ids))
    idle_text = (f"; {idle} of {'its' if len(block.decks) == 1 else 'their'} cards no player held there either "
                 f"(a shared card: it paid no player), and they have no row" if idle else "")
    return (f"{decks} reach no player under this report's options, so their rows were measured in "
            f"{len(block.records):,} games played with {block.setting} (the other options as above, the same "
            f"seeds){idle_text}.")


def screens(main: int, nudges: int, budget: int, available: int) -> tuple[int, int]:
    """The games each row is screened on: `budget` shared among the `main` rows (cards, actions, options), and
    a further `NUDGE_SHARE` of it among the `nudges` (a card's number one up or down: many rows, each
    rarely a finding, so screened on at most half the games; a promising one is played on more, as any row)."""
    least = MIN_SCREEN if budget >= MIN_SCREEN * main else SLOW_MIN_SCREEN
    screen = max(least, min(MAX_SCREEN, available // 5, budget // max(main, 1)))
    nudge_screen = max(MIN_NUDGE_SCREEN, min(screen // 2, int(NUDGE_SHARE * budget) // max(nudges, 1)))
    return screen, nudge_screen


def _seats(experiments: list, games_of: list, rules, players: int, options: dict) -> list:
    """Per experiment, per game of its block's base games: the seats its row is about (a card's holders, the seat
    forgoing an action where it took it), or None for an option (about every seat)."""
    holding: dict = {}
    found = []
    for experiment in experiments:
        if experiment.kind == "action":
            found.append(paired.forgoers(games_of[0], rules, players, options, experiment.action))
        elif experiment.kind in ("card", "nudge"):
            key = (experiment.block, experiment.card)
            if key not in holding:
                holding[key] = paired.holders(games_of[experiment.block], experiment.card)
            found.append(holding[key])
        else:
            found.append(None)
    return found


def _paired(experiment: Experiment, played: dict, base: list, per_game: list) -> tuple[list, list]:
    """The row's games played so far, paired with the base games: (win differences, score differences) of the
    seats it is about. A nudge is the holder's result with it minus without; a card or an action, with it minus
    without it."""
    games = sorted(played)
    variant, original, seats = [played[g] for g in games], [base[g] for g in games], [per_game[g] for g in games]
    return paired.holder_differences(*((variant, original) if experiment.kind == "nudge" else
                                       (original, variant)), seats)


def _rows(experiments: list, outcomes: dict, bases: list, seats: list, players: int) -> list:
    """The rows of the experiments played so far; `bases` are each block's base games (the report's first) as
    (scores, winners), `seats` per experiment what `_seats` gives."""
    rows = []
    group_means: dict = {}
    for index, experiment in enumerate(experiments):
        if experiment.group is None or not outcomes.get(index):
            continue
        wins, scores = _paired(experiment, outcomes[index], bases[experiment.block], seats[index])
        sums = group_means.setdefault((experiment.block, experiment.group), [[], [], [], []])
        if wins:
            sums[0].append(paired.estimate(wins)["mean"])
            sums[1].append(paired.estimate(scores)["mean"])
            sums[2] += wins
            sums[3] += scores
    # a removed card against its deck: the deck's average and its error, and the spread of one game's
    # difference pooled over the deck (alike under the null hypothesis)
    group_means = {group: ((*paired.group_mean(w), stats.mean_sd(all_w)[1]),
                           (*paired.group_mean(s), stats.mean_sd(all_s)[1]))
                   for group, (w, s, all_w, all_s) in group_means.items()}
    for index, experiment in enumerate(experiments):
        played = outcomes.get(index)
        if not played:
            continue
        base = bases[experiment.block]
        if seats[index] is not None:
            wins, scores = _paired(experiment, played, base, seats[index])
            if not wins:
                continue        # nobody held it (or forwent it) in these games: nothing to say about it
            win_shift, score_shift = group_means.get((experiment.block, experiment.group),
                                                     ((0.0, 0.0, None), (0.0, 0.0, None)))
            row = _row(experiment, paired.estimate(wins, *win_shift, bound=paired.WIN_BOUND),
                       paired.estimate(scores, *score_shift))
        else:
            games = sorted(played)
            row = _option_row(experiment, [base[g] for g in games], [played[g] for g in games], players)
        if row is not None:
            row["_index"] = index
            rows.append(row)
    return rows


def _option_row(experiment: Experiment, base: list, games: list, players: int) -> dict:
    """The seat the option helps most: its change in win rate and score (p-value times the seats: any of them
    could have been the one)."""
    best = None
    for seat in range(len(games[0][0]) if games else players):
        wins, scores = paired.option_differences(base, games, seat)
        win, score = paired.estimate(wins, bound=paired.WIN_BOUND), paired.estimate(scores)
        if best is None or (win["mean"], score["mean"]) > (best[1]["mean"], best[2]["mean"]):
            best = (seat, win, score)
    seat, win, score = best
    seats = len(games[0][0])
    win["p"] = min(1.0, win["p"] * seats)
    row = _row(experiment, win, score)
    row["subject"] = f"{experiment.subject} = {experiment.options[experiment.id]}, for seat {seat}"
    return row


def _seat_rows(base: list, players: int) -> list:
    rows = []
    seats = len(base[0][0]) if base else players
    for seat in range(seats if seats > 1 else 0):
        wins, scores = paired.seat_differences(base, seat)
        rows.append(_row(Experiment("seat", f"Seat {seat}", str(seat), "against the average seat"),
                         paired.estimate(wins, bound=paired.WIN_BOUND), paired.estimate(scores)))
    return rows


def _row(experiment: Experiment, win: dict, score: dict) -> dict:
    """A row of the table: its p-value and verdict are those of the win rate (what a designer balances for);
    the score's change is told beside it, with its interval (None, and `score_why` saying why, where its
    games are too few or all alike)."""
    return {"kind": experiment.kind, "subject": experiment.subject, "id": experiment.id,
            "change": experiment.change_text, "games": win["n"],
            "win_change": win["mean"], "win_interval": [win["low"], win["high"]],
            "score_change": score["mean"], "score_interval": [score["low"], score["high"]],
            "score_why": score["why"], "p": win["p"], "sweep": experiment.sweep, "deck": experiment.deck}


def sweep_prefix(game: str, players: int, seed: int, agents: str | None) -> str:
    """`cairn sweep GAME` with the options of the report that suggests it."""
    words = ["cairn", "sweep", game, "--players", str(players), "--seed", str(seed)]
    if agents:
        words += ["--agents", agents]
    return " ".join(shlex.quote(w) for w in words)


def say(message: str) -> None:
    sys.stderr.write(message + "\n")


MAX_CONFIRM = 400
NUDGE_SHARE = 1 / 3         # of a stage's budget, played on top of it by the nudges (a card's number ±1)
MIN_NUDGE_SCREEN = 4        # the fewest games a nudge is screened on: four that all went one way are promoted
FAST_BUDGET = 5000          # games a stage plays where the agents draw their moves alone (the compiled playout)
SLOW_SECONDS = 120          # the seconds a stage may take where they look ahead
REPORT_SECONDS = 9 * 60     # a whole report on its workers, its games and its experiments: within ten minutes
SLOW_MIN_SCREEN = 8


def stage_seconds(games_seconds: float) -> float:
    """The seconds a stage of the experiments may take on the workers with agents that look ahead:
    `SLOW_SECONDS`, or less where the report's own games (`games_seconds` on the workers) leave less of
    `REPORT_SECONDS` for the two stages and the nudges' share."""
    return max(0.0, min(SLOW_SECONDS, (REPORT_SECONDS - games_seconds) / (2 + NUDGE_SHARE)))


def drawn_agents(rules, players: int, agents: str | None, options: dict) -> bool:
    """Do these agents draw their moves alone (random, automata), so that games are played by the compiled
    playout, thousands a minute?"""
    from runtime.agents import make_agents
    from runtime.simulate import _DRAWN
    return all(type(agent) in _DRAWN for agent in make_agents(agents, players, 0, rules, options))


def report_interventions(project, game: str, rules, records: list, players: int, seed: int, agents: str | None,
                         options: dict, workers: int = 1, quiet: bool = True,
                         seconds_per_game: float | None = None, scheduler=None) -> dict:
    """`report["interventions"]` of `cairn report`, on the report's own games.

    With agents that draw their moves alone every stage plays `FAST_BUDGET` games. Agents that look ahead
    (`seconds_per_game`, what the report's games cost a worker) get what a stage's time affords
    (`stage_seconds`: what the report's own games left of `REPORT_SECONDS`, at most `SLOW_SECONDS`); if
    that is not `SLOW_MIN_SCREEN` games a row, the experiments are played by random agents on games of their
    own, and a note says so (the page states the agents the rows were measured with)."""
    from runtime.agents import make_agents
    defs = Definitions(project, game)
    chosen = experiment_agents(defs, rules, records, players, agents, options, seconds_per_game, workers)
    budget, rows, notes = chosen["budget"], chosen["rows"], []
    if chosen["agents"] != agents:
        notes.append(f"the experiments would take about {chosen['minutes']:.0f} min with these agents "
                     f"({seconds_per_game:.2g} s a game): they were played by random agents instead "
                     f"(to use these agents, give cairn report more --workers)")
        agents = chosen["agents"]
        records = recorded_games(rules, len(records), players, seed, agents, options, workers, scheduler)
    command = sweep_prefix(game, players, seed, agents)
    # the decks no seat held here are measured in games of their own, taken from the stages' budget where it is
    # one of time (a few games of agents that look ahead); where it is one of games, on as many as the report's
    block_games = games_of_a_block(len(records), budget, rows)
    blocks, unreached = absent_blocks(defs, rules, records, players, seed, agents, options, block_games,
                                      workers, scheduler)
    if budget is not None and blocks:
        budget = max(SLOW_MIN_SCREEN, budget - int(block_games * len(blocks) / (2 + NUDGE_SHARE)))
    notes += unreached
    names = [a.name for a in make_agents(agents, players, 0, rules, options)]
    found = interventions(defs, rules, records, players, seed, agents, options, names, command, workers,
                          budget=budget, quiet=quiet, scheduler=scheduler, blocks=blocks)
    found["notes"] = notes + found["notes"]
    return found


def experiment_agents(defs: Definitions, rules, records: list, players: int, agents: str | None, options: dict,
                      seconds_per_game: float | None, workers: int, games: int | None = None,
                      every_card: bool = False) -> dict:
    """Who plays the experiments and on how many games a stage: {"agents", "budget" (None: `FAST_BUDGET`),
    "rows" (the rows but the nudges), "minutes" (what the report's agents would have taken)}. Agents that draw
    their moves alone play `FAST_BUDGET` games a stage; agents that look ahead what a stage's time affords, or,
    where that is not `SLOW_MIN_SCREEN` games a row, random agents do (on games of their own). `games`: the
    report's games, where `records` are fewer (a forecast's)."""
    found = {"agents": agents, "budget": None, "rows": 0, "minutes": None}
    if drawn_agents(rules, players, agents, options) or not seconds_per_game:
        return found
    stage = stage_seconds(seconds_per_game * (games or len(records)) / max(workers, 1))
    found["budget"] = int(stage * max(workers, 1) / seconds_per_game)
    found["rows"] = sum(1 for e in plan(defs, rules, options, "", records, every_card=every_card)
                        if e.kind != "nudge") + players
    if found["budget"] < SLOW_MIN_SCREEN * found["rows"]:
        found["minutes"] = 2 * SLOW_MIN_SCREEN * found["rows"] * seconds_per_game / max(workers, 1) / 60
        found["agents"], found["budget"] = "random", None
    return found


def games_of_a_block(games: int, budget: int | None, rows: int) -> int:
    """The base games of a `Block`: as many as the report's where a stage's budget is one of games (agents that
    draw their moves alone); else a few, what two rows' share of a stage affords."""
    return games if budget is None else min(games, max(SLOW_MIN_SCREEN, 2 * budget // max(rows, 1)))


def expected_games(main: int, nudges: int, budget: int, available: int) -> int:
    """The experiments' games a report plays, as `interventions` plays them: every row screened, and the share
    `PROMOTE` of them that chance alone promotes played on up to the games confirming them."""
    screen, nudge_screen = (min(n, available) for n in screens(main, nudges, budget, available))
    promoted = PROMOTE * (main + nudges)
    confirm = min(max(screen + int(budget // max(promoted, 1)), screen), available, MAX_CONFIRM)
    return int(main * screen + nudges * nudge_screen + PROMOTE * main * (confirm - screen)
               + PROMOTE * nudges * (confirm - nudge_screen))


PROBE_GAMES = 8     # random games played under another option value, to see whether a deck's cards reach a seat


def absent_decks(defs: Definitions, rules, records: list) -> list:
    """The decks of which no card was held (or named by a move) by any seat in these games."""
    from runtime.report.collect import card_tables
    held, collections = held_cards(records), defs.collections()
    return [deck for deck in sorted(card_tables(rules))
            if deck in collections and rules.tables.get(deck) and not held.intersection(rules.tables[deck])]


def in_play(defs: Definitions, rules, records: list, players: int, seed: int, options: dict) -> tuple:
    """The decks no seat held in `records`, each with the first option change that puts it in play:
    ([(setting "name=value", the options, the decks, the cards held in its probe games)], the decks none does).

    Whether a deck is in play under an option value is seen, not guessed: `PROBE_GAMES` games of random agents
    are played with that one option changed (the report's others kept), and a deck some card of which a seat
    then held is in play. The options are tried in the order game.yaml gives them, their values likewise."""
    left = absent_decks(defs, rules, records)
    settings: list = []
    for name, spec in rules.options.items():
        for value in spec["values"]:
            if not left or value == options.get(name):
                continue
            changed = {**options, name: value}
            held = held_cards(recorded_games(rules, PROBE_GAMES, players, seed, "random", changed))
            reached = [deck for deck in left if held.intersection(rules.tables[deck])]
            if reached:
                settings.append((f"{name}={value}", changed, reached, held))
                left = [deck for deck in left if deck not in reached]
    return settings, left


def absent_blocks(defs: Definitions, rules, records: list, players: int, seed: int, agents: str | None,
                  options: dict, games: int, workers: int = 1, scheduler=None) -> tuple[list, list]:
    """A `Block` for each option value that puts in play decks no seat held in the report's games (`records`),
    with its `games` base games (`in_play`); and a note for each deck that no single option change puts in
    play."""
    settings, left = in_play(defs, rules, records, players, seed, options)
    blocks = [Block(changed, setting, reached,
                    recorded_games(rules, games, players, seed, agents, changed, workers, scheduler))
              for setting, changed, reached, _held in settings]
    notes = [f"{defs.deck_name(deck)}: no card of it reached a player in these games, nor with any one option "
             f"changed, so none was measured" for deck in left]
    return blocks, notes


def forecast_seconds(project, game: str, rules, records: list, games: int, players: int, seed: int,
                     agents: str | None, options: dict, workers: int, traced: float, longer: float = 1.0) -> float:
    """The CPU seconds the experiments of a report of `games` games will take, measured as they will be played:
    the agents `experiment_agents` gives them (from `traced`, a report's game's seconds), a game of theirs
    timed now (the compiled playout where they draw their moves alone), the games `expected_games` plays for
    every row, one variant compiled and timed for every card changed, and a deck that reaches no seat measured
    on a block of its own. `records`: a few of the report's games, played to measure it (a deck none of them
    holds is counted as a block's), whose games take `longer` times the first's on average (an experiment's game
    is timed on the first)."""
    import time

    from runtime.report.calibrate import playout_seconds, recorded_seconds, untraced_seconds
    began = time.process_time()
    defs = Definitions(project, game)           # read again by the report: part of its time
    chosen = experiment_agents(defs, rules, records, players, agents, options, traced, workers, games,
                               every_card=True)
    seconds = time.process_time() - began
    if chosen["agents"] != agents:      # the report's games again, with random agents
        seconds += games * recorded_seconds(rules, players, seed, options, chosen["agents"])
        agents = chosen["agents"]
    drawn = drawn_agents(rules, players, agents, options)
    each = playout_seconds(rules, players, seed, options, agents) if drawn else \
        untraced_seconds(rules, players, seed, options, agents) * longer
    from runtime.report.collect import card_tables
    began = time.process_time()
    settings, _left = in_play(defs, rules, records, players, seed, options)
    seconds += time.process_time() - began      # the report looks again, on its own games
    absent = absent_decks(defs, rules, records)
    planned = plan(defs, rules, options, "", records, [d for d in card_tables(rules) if d not in absent],
                   every_card=True)
    if settings:
        block = games_of_a_block(games, chosen["budget"], chosen["rows"])
        seconds += block * (recorded_seconds(rules, players, seed, options, agents) if drawn else each)
        for _setting, changed, reached, held in settings:
            planned += [e for e in plan(defs, rules, changed, "", (), reached, actions=False)
                        if held.intersection(e.card)]
    nudges = sum(1 for e in planned if e.kind == "nudge")
    seconds += expected_games(len(planned) - nudges, nudges, chosen["budget"] or FAST_BUDGET, games) * each
    variants = [e.change for e in planned if e.change is not None]
    # the first variant compiled in a process also reads the compiler's caches: the second is what the others cost
    compiled = []
    for change in variants[:2]:
        began = time.process_time()
        try:
            import_files(defs.emitted(change), game)
        except VariantFailed:
            pass
        compiled.append(time.process_time() - began)
    return seconds + sum(compiled) + (len(variants) - len(compiled)) * compiled[-1] if variants else seconds
