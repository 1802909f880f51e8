"""Weighing a world one move ahead: what the greedy agent, ISMCTS and the designers' strategies share.

Each plays a move on a copy of a world its seat could be in and asks what the world is worth after it
(`best_moves`, `weighed`); `greedy_worth` is the worth greedy makes as high as it can: the seat's score
and the game's measure of progress (`look_ahead_worth`), less what spending its reserves costs (`Reserve`).
The agents build on this module, and it on none of them.
"""
from __future__ import annotations

from itertools import tee

from .draws import stream_of
from .knowledge import dealt_in_full
from .lowered import Asked, Choosing, lowered_world, scores_lowered
from .records import slot_name
from .rules import RuleError
from .offered import playable_in

# Moves a greedy seat weighs at one decision, drawn at random when there are more: a tableau offers hundreds of
# placements (Trailblazers: ~900, a few ms each to play and score), most of them alike.
MOST_WEIGHED = 64


def greedy_worth(world, seat: int):
    """What greedy makes as high as it can, one move ahead of `world`: the seat's worth and its reserve."""
    return GreedyWorth(seat, Reserve(world, seat))


class GreedyWorth:
    """Greedy's worth of a world one move ahead: `look_ahead_worth` of the seat plus its `Reserve`. Called with a
    readable state; `lowered(world)` gives the same number for a LoweredWorld whose module prints the worth
    (compiler/codegen/lower/worth.py), without writing the world back first (None where it prints none)."""
    __slots__ = ("seat", "reserve")

    def __init__(self, seat: int, reserve: "Reserve"):
        self.seat, self.reserve = seat, reserve

    def __call__(self, after):
        return look_ahead_worth(after, after.players[self.seat]) + self.reserve(after)

    def lowered(self, after):
        # `look_ahead_worth` of the seat on the slots, where the module prints the worth (compiler/codegen/lower/
        # worth.py `standing`: the score plus the progress, and whether the seat may still win); None where it does not
        standing = getattr(after.module, "standing", None)
        if standing is None:
            return None
        s = after.s
        p = s.players[self.seat]
        score, eligible = standing(s, p)
        return (score if eligible else score - OUT_OF_THE_GAME) + self.reserve.lowered(p)

    def weighing(self, lowered) -> None:
        """The moves are about to be weighed on `lowered`, the world lowered at its decision: the Reserve is tried
        there (`Reserve.weighing`)."""
        self.reserve.weighing(lowered)


def worth_lowered(worth, after, on_slots=False):
    """`worth` of a LoweredWorld: on its slots where the worth can be read there, else on the world written back.
    `on_slots`: `worth.lowered` (None where it has none), where the caller looked it up already."""
    if on_slots is False:
        on_slots = getattr(worth, "lowered", None)
    value = on_slots(after) if on_slots is not None else None
    return worth(after.readable()) if value is None else value


# Outcomes a move that draws on chance (rolls a die, shuffles) is weighed over: one roll says little
# (one move ahead, Pig's greedy would press on five times in six whatever it stands to lose).
CHANCE_SAMPLES = 8


class ChanceSamples:
    """The dice of the outcomes a decision weighs its moves over besides the world's own: CHANCE_SAMPLES - 1 runs of
    numbers, drawn from the agent's rng as a move first needs them and read again by every other move of the decision.
    Moves are so compared over the same dice (common random numbers: the world's own outcome is common to them
    already), and an outcome costs no random stream seeded anew (a Mersenne Twister's seeding is ~6 us, two to three
    random-playout moves of Appalachian). Every decision draws new numbers: its outcomes are not the last one's.

    A run is a `tee` of the rng's numbers that is never read itself: each move reads a copy of it from its first
    number, and a copy that reads past the numbers drawn so far draws the next from the rng, in C, where a generator
    resumed for every number cost ~2.5 % of a Trail Story decision (its bag is shaken, ~20 numbers, for every token a
    scout draws)."""
    __slots__ = ("rng", "runs")

    def __init__(self, rng):
        draw = rng.random
        self.rng, self.runs = rng, [tee(iter(draw, None), 1)[0] for _ in range(CHANCE_SAMPLES - 1)]

    def dice(self) -> list:
        """A stream for each outcome, from its first number: the numbers a move before drew, then new ones from the
        agent's rng, kept for the moves after (a copy of the run: runs read in C)."""
        return [stream_of(run.__copy__().__next__) for run in self.runs]


def best_moves(world, moves, worth, rng=None) -> list:
    """The moves after which `worth(world after the move)` is highest, one move ahead on a copy each
    (all of them when none can be played in this imagined world). With `rng`, a move whose outcome
    rests on chance is worth the mean over CHANCE_SAMPLES outcomes: the world's own dice, and the dice of the
    decision's ChanceSamples drawn from it, the same for every move."""
    best, best_worth = [], None
    for value, move in weighed(world, moves, worth, rng):
        if best_worth is None or value > best_worth:
            best, best_worth = [move], value
        elif value == best_worth:
            best.append(move)
    return best or moves


def weighed(world, moves, worth, rng=None) -> list:
    """(worth one move ahead, move) of each move playable in `world`, in the order of `moves` (see best_moves)."""
    out = []
    looking_ahead(world)
    # a move stopped at a choice is weighed on the lowered state only where the worth is read there too: a world
    # written back to be scored cost more than the records' own move (Trek, whose every move stops at a choice, before
    # its networks were read on the claimed routes' masks: greedy overhead 6.4 -> 8.0)
    # counted: the decision's moves counted in blocks where the module counts them, then narrowed to those weighed
    lowered = lowered_world(world, choices=scores_lowered(world.rules), counted=True)
    if lowered is not None:
        return weighed_lowered(world, lowered, moves, worth, rng)
    # weighed on the records: the piles a deal for a world only judged on the lowered state left undealt, dealt
    dealt_in_full(world, kept=False)
    if world.pending is not None:
        chosen = weighed_chosen(world, moves, worth, rng)
        if chosen is not None:
            return chosen
    playable = playable_in(world)
    # the world's stream's state, read where a move's copy first took a stream of its own: nothing draws from the
    # world's (each copy takes its own first), and reading a stream's state makes its 625 numbers
    luck = None
    samples = None      # made where a move first rests on chance
    for move in moves:
        if move not in playable:        # not playable in this imagined world
            continue
        after = world.clone()
        try:
            after.apply(move, check=False)
        except RuleError:
            continue
        value = worth(after)
        if rng is not None and not after.same_luck(world):
            if luck is None:
                luck = world.rng_state()
            if after.rng_state() != luck:
                start = after.before_chance     # the game after the move, as it stood before the first roll
                samples = samples or ChanceSamples(rng)
                value = (value + sum(worth_by_chance(world, move, worth, dice, start)
                                     for dice in samples.dice())) / CHANCE_SAMPLES
        out.append((value, move))
    return out


def weighed_lowered(world, lowered, moves, worth, rng) -> list:
    """`weighed` on the lowered state (runtime/lowered.py): each move played on a clone of a few flat lists through
    the step's lowered functions, the world after it written back into a readable copy to be worth something. The
    same worths, in the same order, drawing the same numbers from `rng`: a move rests on chance where its clone
    drew (its stream's state then differs from the world's, which the records compare)."""
    out = []
    samples = None      # made where a move first rests on chance
    on_slots = getattr(worth, "lowered", None)
    # what tells apart the worths of two outcomes of one roll, where the module prints it (compiler/codegen/lower/
    # chance.py) and the worth is read on the slots (`lowered`: standing's and the Reserve's, which the key covers)
    chance_key = getattr(lowered.module, "chance_key", None) if on_slots is not None else None
    weighing = getattr(worth, "weighing", None)
    if weighing is not None:
        weighing(lowered)
    for move, number in zip(moves, lowered.narrowed_to(moves)):
        if number is None:          # not playable in this imagined world
            continue
        after = lowered.clone_judged()      # (played, judged and dropped before the next move's: `lowered` unchanged)
        start = None    # the world after the move, as it stands before the step that rolls: where its outcomes start
        try:
            # counted, judged: who decides after the move is found by counting their moves or stopping at the first
            # (who.py), not listing them (nobody reads them)
            if after.play_to_chance(number, counted=True, judged=True):
                if rng is not None and not after.drew():
                    start = after.clone()
                after.flow_on(counted=True, judged=True)
        except Asked:
            pass        # the move waits on a choice inside its effect: weighed as it stands there, as on the records
        except RuleError:
            continue
        value = on_slots(after) if on_slots is not None else None
        if value is None:
            value = worth(after.readable())     # (worth_lowered, its look-up made once a decision)
        if rng is not None and after.drew():
            samples = samples or ChanceSamples(rng)
            if start is not None and chance_key is not None:
                outcomes = _keyed_worths(world, start, worth, samples.dice(), on_slots, chance_key,
                                         [(chance_key(after.s), value)])
            else:
                outcomes = [lowered_worth_by_chance(world, lowered, number, worth, dice, on_slots, start)
                            for dice in samples.dice()]
            # (summed from a list, as from the generator it was: the same numbers in the same order)
            value = (value + sum(outcomes)) / CHANCE_SAMPLES
        out.append((value, move))
    return out


def weighed_chosen(world, moves, worth, rng) -> list | None:
    """`weighed` at a choice inside the effect of the seat's own action (`world.pending`), on the lowered state, which
    stands at no such choice: the world before the action (GameState.origin) is lowered, and each option is weighed
    by playing the action again there, the choices it made on the way drawn as they were made and the option as the
    last (runtime/lowered.py `Choosing`), then the flow on as `weighed_lowered` plays a move. The same worths in the
    same order, drawing the same numbers from `rng`, as on the records: the world played again up to the choice is
    the world waiting there (the lowered module's effects are rules.py's), and an option rests on chance where its
    stream drew after the choice (its state then differs from the world's at the choice); a chance outcome draws
    from its dice from the choice on. None where it cannot be weighed so (no origin kept, a game or a decision the
    lowered state does not stand at, an action it plays otherwise): the records weigh it."""
    origin, pending = world.origin, world.pending
    if origin is None or None in origin[2] or not scores_lowered(world.rules):
        return None
    before, made, chosen = origin
    if len(world.history) - len(before.history) != len(made):
        return None
    action = world.history[len(before.history)]
    lowered = _lowered_before(before)
    if lowered is None:
        return None
    number = lowered.narrowed_to([action])[0]
    if number is None:
        return None
    seat, options = pending["seat"], pending["options"]
    # a choice of one option in an `auto: single` step is taken undrawn (GameState.take_single_option)
    single = before.current_step().auto == "single"
    draws = [(k + 0.5) / n for k, n in chosen if n > 1 or not single]
    count = len(options)
    playable = playable_in(world)
    luck = world.rng_state() if rng is not None else None
    samples = None      # made where an option first rests on chance
    on_slots = getattr(worth, "lowered", None)      # (the Reserve is tried on the records' world: not lowered's)
    out = []
    for move in moves:
        if move not in playable:
            continue
        place = options.index(move.args[0])
        picked = draws + [(place + 0.5) / count]
        after = lowered.clone()
        choosing = Choosing(seat, picked)
        try:
            after.play_chosen(number, choosing)
        except Asked:
            pass
        except RuleError:
            continue
        if not choosing.all_drawn():
            # (met at the first option, before any number is drawn from `rng`: every option plays the same way there)
            return None
        value = worth_lowered(worth, after, on_slots)
        own = after.stream.own
        if luck is not None and own is not None and own.getstate() != luck:
            samples = samples or ChanceSamples(rng)
            value = (value + sum([_chosen_by_chance(world, lowered, number, seat, picked, worth, dice, on_slots)
                                  for dice in samples.dice()])) / CHANCE_SAMPLES
        out.append((value, move))
    return out


def _lowered_before(before):
    """The game before the action an effect asks in (GameState.origin), lowered at its decision, or None where the
    lowered state does not stand there or would not stand where the records do (a move the flow takes unasked)."""
    try:
        lowered = lowered_world(before, choices=True, counted=True)
    except Asked:       # the lowered flow took a move unasked (`auto: single`) and met a choice
        return None
    if lowered is None:
        return None
    s = lowered.s
    if (s.step, s.turn, s.round, s.turn_moves) != (before.step, before.turn, before.round, before.turn_moves):
        return None     # it took a move the records asked for, and went on
    looking_ahead(lowered.scratch)      # (what it is written back into, as a world weighed is: nobody observes it)
    return lowered


def _chosen_by_chance(world, lowered, number: int, seat: int, picked: list, worth, dice, on_slots):
    """`worth` after the action numbered `number` played again on a clone of `lowered` with the choices `picked`, the
    dice drawn from after the last of them (as the records' worth_by_chance draws them from the choice on)."""
    after = lowered.clone()
    try:
        after.play_chosen(number, Choosing(seat, picked), dice)
    except Asked:
        pass
    except RuleError:
        return worth(dealt_in_full(world))
    return worth_lowered(worth, after, on_slots)


def lowered_worth_by_chance(world, lowered, number: int, worth, dice, on_slots=False, start=None):
    """`worth` after the move numbered `number` played on a clone of `lowered` drawing from `dice` (a stream with
    `random()`): the records' worth_by_chance. With `start` (the world after the move, stopped before the step that
    rolls with nothing drawn: LoweredWorld.play_to_chance), the flow goes on from a clone of it, as the records' goes
    on from `before_chance`; else the move is played again (nothing drew before it). `on_slots`: as `worth_lowered`'s."""
    if start is not None:
        after = _outcome_from(start, dice)
        return worth(dealt_in_full(world)) if after is None else worth_lowered(worth, after, on_slots)
    after = lowered.clone_drawing(dice)
    try:
        after.play(number, counted=True, judged=True)
    except Asked:
        pass
    except RuleError:
        return worth(dealt_in_full(world))
    return worth_lowered(worth, after, on_slots)


def _outcome_from(start, dice):
    """A clone of `start` (a world stopped before the step that rolls) drawing from `dice`, its flow run on to the
    next decision; None where a rule refuses it."""
    after = start.clone_drawing(dice)
    try:
        after.flow_on(counted=True, judged=True)
    except Asked:
        pass
    except RuleError:
        return None
    return after


def _keyed_worths(world, start, worth, runs, on_slots, chance_key, met: list) -> list:
    """The worth of each outcome of the numbers `runs`, each the flow run on from a clone of `start` (the world after
    the move, before its roll): an outcome whose `chance_key` an outcome met before had (`met`: (key, worth) of each,
    the world's own first) has that one's worth, not read again. Only the slots the key holds can differ between
    outcomes of one `start`, so those of one key are worth the same: the list is the one
    `lowered_worth_by_chance` of each gives, number for number."""
    out = []
    for dice in runs:
        after = _outcome_from(start, dice)
        if after is None:
            out.append(worth(dealt_in_full(world)))
            continue
        key = chance_key(after.s)
        for known, value in met:
            if known == key:
                break
        else:
            value = worth_lowered(worth, after, on_slots)
            met.append((key, value))
        out.append(value)
    return out


def looking_ahead(world) -> None:
    """Make `world` one that moves are weighed on: its copies, one move ahead, stop at the next decision
    knowing only who decides (GameState.next_pick) and keep a copy before a step that rolls or shuffles
    (GameState.keep_before_chance)."""
    world.observed = False     # nobody looks at a world imagined one move ahead: no snapshots, no origins
    world.looking_ahead = True  # nor at the moves of the decision after it: who decides is counted
    world.open_domains = {}     # the ids a step's counted moves keep open, as in a compiled playout (fastplay.open_ids)
    world.before_chance = None


def worth_by_chance(world, move, worth, dice, start=None):
    """`worth` after `move` in `world` drawing from `dice` (a stream with `random()`). With `start` (the game as
    the move's flow left it before its first roll: GameState.keep_before_chance), the flow goes on from there: up to
    that step, the game was the same whatever the dice, so the worth is the one playing the move again gives."""
    after = (world if start is None else start).clone()
    after.rng = dice
    try:
        if start is not None:
            after.flow_on()
        else:
            after.apply(move, check=False)
    except RuleError:
        return worth(world)
    return worth(after)


# Points a seat gives up by no longer being able to win (victory `eligible:` false): more than any score,
# so a look-ahead never trades the game for points (an eliminated hiker may keep a fine score sheet).
OUT_OF_THE_GAME = 10 ** 6


def look_ahead_worth(state, p) -> int:
    """What a look-ahead agent maximises: the score, plus the game's own measure of a way not yet scored
    (victory `progress:`), where it has one; far less for a seat that can no longer win."""
    rules = state.rules
    score = rules.total_score(state, p)
    if rules.progress is not None:
        score += rules.progress(state, p)
    if not rules.is_eligible(state, p):
        score -= OUT_OF_THE_GAME
    return score


class Reserve:
    """What a seat's stock in each track that sets off an effect when it runs out (`on_empty`) is worth to it.

    One move ahead never sees a track run dry on a later turn, so a greedy seat spends it to the last
    point. Running out is tried once per decision on a copy of the world: its cost is what it would take
    from the seat's worth now (points lost, or the game: then the seat's whole score is at stake). A track
    is worth that cost times the square of how empty it stands, so the last points of it are dear and
    a full one costs nothing to draw on.

    The trial is made when the Reserve is first needed: on the world lowered at its decision where the moves are
    weighed there and its module prints every such field's `run_out_<field>` (compiler/codegen/lower/worth.py;
    `weighing`), else on the readable world it was made for. Both give the same costs (the lowered setter and score
    are rules.py's over the slots: tests/runtime/test_lowered_agents.py); on the records it was two records clones
    and three scores of the readable state at every decision (~12 % of an Appalachian one).
    """
    __slots__ = ("seat", "_costs", "_spans", "_world")

    def __init__(self, world, seat: int):
        self.seat, self._costs, self._spans = seat, None, None
        self._world = world         # (read only to try running out, at first need; let go then)
        rules = world.rules
        if not rules.running_out or world.is_over():
            self._kept([])

    @property
    def costs(self) -> list:
        """(field, least value, greatest, cost) of each track whose running out costs the seat something."""
        if self._costs is None:
            self._tried_on_records()
        return self._costs

    @property
    def slots(self) -> list:
        """`costs` with each field's slot on the lowered state in place of its name."""
        if self._spans is None:
            self._tried_on_records()
        return [(slot, high - span, high, cost) for slot, high, span, cost in self._spans]

    def _kept(self, tried: list) -> None:
        """Keep the costs tried ((field, slot, least, greatest, cost) each), and let the world go."""
        self._costs = [(field, low, high, cost) for field, _slot, low, high, cost in tried]
        # (slot, greatest, greatest - least, cost) of each, as `lowered` reads them for every world judged
        self._spans = [(slot, high, high - low, cost) for _field, slot, low, high, cost in tried]
        self._world = None

    def _tried_on_records(self) -> None:
        world, seat = dealt_in_full(self._world), self.seat
        now = stake(world, world.players[seat])
        tried = []
        for field, slot, low, high, set_value in _tracks(world.rules):
            dry = world.clone()
            try:
                set_value(dry, dry.players[seat], low)
            except RuleError:
                continue
            cost = now - stake(dry, dry.players[seat])
            if cost > 0:
                tried.append((field, slot, low, high, cost))
        self._kept(tried)

    def weighing(self, lowered) -> None:
        """Try running out on `lowered` (the world this Reserve was made for, lowered at its decision) where its module
        prints the worth and every field's `run_out_<field>`: each on a copy of its slots drawing from a copy of its
        stream (as a records clone would), scored by the module's `standing`."""
        if self._costs is not None:
            return
        module = lowered.module
        runs = _runs_out(module, self._world.rules)
        if runs is None:
            return          # tried on the records when first needed
        seat, standing, s = self.seat, module.standing, lowered.s
        now = _lowered_stake(standing, s, seat)
        # the tracks whose running out writes only the seat's numbers: tried on `s` itself, those put back after
        in_place = getattr(module, "RUNS_OUT_IN_PLACE", _NONE_IN_PLACE)
        tried = []
        for (field, slot, low, high, _set_value), run_out in runs:
            written = in_place.get(slot)
            try:
                if written is not None:
                    stake_dry = _stake_run_dry(run_out, standing, s, seat, written)
                else:
                    dry = module.clone(s)
                    dry.rnd = stream_of(lowered.stream.copy())
                    run_out(dry, dry.players[seat])
                    stake_dry = _lowered_stake(standing, dry, seat)
            except RuleError:
                continue
            cost = now - stake_dry
            if cost > 0:
                tried.append((field, slot, low, high, cost))
        self._kept(tried)

    def __call__(self, state) -> float:
        p = state.players[self.seat]
        return -sum(cost * ((high - p[field]) / (high - low)) ** 2 for field, low, high, cost in self.costs)

    def lowered(self, p) -> float:
        """The same, of the seat's lowered record `p` (runtime/lowered.py), whose slots hold the same numbers."""
        if self._spans is None:
            self._tried_on_records()
        spans = self._spans
        if not spans:      # (no track runs out: the same 0 without a list, for every move weighed)
            return 0
        # (the same terms as __call__'s, summed from a list in the same order: a generator cost more than the sum)
        return -sum([cost * ((high - getattr(p, slot)) / span) ** 2 for slot, high, span, cost in spans])


_TRACKS: dict = {}      # id(rules) -> (rules, [(field, slot, least, greatest, setter) of each track that runs out])


def _tracks(rules) -> list:
    """(field, its lowered slot, least value, greatest, rules.py's setter) of each track of a player that sets off an
    effect when it runs out and has a greatest value above its least: what a Reserve tries, found once per rules."""
    kept = _TRACKS.get(id(rules))
    if kept is None or kept[0] is not rules:
        tracks = []
        for field, (low, set_value) in rules.running_out.items():
            high = rules.bounds.get("player", {}).get(field, (low, None))[1]
            if high is not None and high > low:
                tracks.append((field, slot_name(field), low, high, set_value))
        kept = _TRACKS[id(rules)] = (rules, tracks)
    return kept[1]


_RUNS_OUT: dict = {}    # id(module) -> (module, [(track, its run_out_<field>)] or None where one is not printed)


def _runs_out(module, rules) -> list | None:
    """Each track of `_tracks` with the lowered module's `run_out_<field>`, where the module prints the worth
    (`standing`) and every one of them (compiler/codegen/lower/worth.py `run_out_functions`); else None."""
    kept = _RUNS_OUT.get(id(module))
    if kept is None or kept[0] is not module:
        tracks = _tracks(rules)
        runs = [getattr(module, "run_out_" + track[1], None) for track in tracks]
        found = list(zip(tracks, runs)) if getattr(module, "standing", None) is not None and None not in runs else None
        kept = _RUNS_OUT[id(module)] = (module, found)
    return kept[1]


_NONE_IN_PLACE: dict = {}


def _stake_run_dry(run_out, standing, s, seat: int, written: tuple) -> int:
    """`_lowered_stake` of `seat` once `run_out` (a `run_out_<field>` of the module's `RUNS_OUT_IN_PLACE`: it writes
    only the seat's slots `written`, and draws nothing) has run on `s` itself; those slots are put back as they were,
    a rules error or not (compiler/codegen/lower/run_out_in_place.py). The same stake as on a clone of `s`, where
    nothing else could differ, without the clone and its stream."""
    p = s.players[seat]
    kept = [getattr(p, slot) for slot in written]
    try:
        run_out(s, p)
        return _lowered_stake(standing, s, seat)
    finally:
        for slot, value in zip(written, kept):
            setattr(p, slot, value)


def _lowered_stake(standing, s, seat: int) -> int:
    """`stake` of `seat` on the lowered state `s`, from the module's `standing` (the score plus the progress, and
    whether the seat may still win)."""
    score, eligible = standing(s, s.players[seat])
    return score if eligible else -abs(score) - 1


def stake(state, p) -> int:
    """A seat's worth when weighing what running dry costs: its score, or once it cannot win, as far below
    nothing as its points are from it (so the game costs at least the score, even a score below 0)."""
    score = state.rules.total_score(state, p)
    if state.rules.progress is not None:
        score += state.rules.progress(state, p)
    return score if state.rules.is_eligible(state, p) else -abs(score) - 1
