"""The trims of greedy's view and weighing (session 35) give what the code they replaced gave.

- `knowledge._forget_others`: the others' secret moves in a seat's copy are their public texts, as rebuilt one by one,
  and so where the history the seat read before is kept (session 37);
- `GameState.to_move`: the seat current_step() and asking_order() name, in a game of `who: each` steps
  (Appalachian) and one of `who: order` steps (Trailblazer: JMT);
- `GameState.clone(snapshot=False)`: the others as the secret step began left shared, the rest copied;
- `GreedyWorth.lowered` and `Reserve.lowered`: the worth written back and read on the records.
"""
from __future__ import annotations

import importlib
import random

from runtime import knowledge
from runtime.agents import GreedyAgent, SeatView
from runtime.lookahead import greedy_worth, looking_ahead
from runtime.lowered import lowered_world
from runtime.state import GameState, _own_copy

APPALACHIAN = importlib.import_module("generated.thru_the_appalachian").GAME
JMT = importlib.import_module("generated.trailblazer_jmt").GAME


def _positions(rules, players: int, seed: int, every: int = 1):
    """(state, seat) at every `every`-th decision of a random game."""
    state, rng, found, i = GameState(rules, players, seed), random.Random(seed), [], 0
    while not state.is_over():
        moves = state.legal_actions()
        if i % every == 0:
            found.append(state.clone())
        i += 1
        state.apply(moves[int(rng.random() * len(moves))], check=False)
    return found


def _to_move_as_before(state):
    """GameState.to_move as it was written before session 35."""
    if state.pending is not None:
        return state.pending["seat"]
    if state.phase == "over" or state.picks is None:
        return None
    step = state.current_step()
    for seat in state.asking_order(step.who if step is not None else "each"):
        if state.picks[seat] > 0:
            return seat
    return None


def test_to_move_names_the_seat_current_step_and_asking_order_name():
    seen = set()
    for rules, players in ((APPALACHIAN, 2), (APPALACHIAN, 4), (JMT, 3)):
        for state in _positions(rules, players, 5):
            assert state.to_move() == _to_move_as_before(state)
            step = state.current_step()
            seen.add(step.who if step is not None else None)
    assert "order" in seen and "each" in seen      # both orders of asking met


def _forgotten_as_before(world, seat: int) -> list:
    """The history `_forget_others` left before session 35: every other seat's move with a public text rebuilt."""
    history = list(world.history)
    for i, (m, public) in enumerate(zip(world.history, world.public)):
        if m.seat != seat and public is not None:
            history[i] = type(m)(m.seat, public)
    return history


def test_a_seats_copy_forgets_the_others_secret_moves_as_before():
    hidden = 0
    for state in _positions(APPALACHIAN, 2, 3, every=7):
        for seat in range(2):
            world = state.clone()
            before = _forgotten_as_before(world, seat)
            knowledge._forget_others(world, seat)
            assert world.history == before
            assert [type(m) for m in world.history] == [type(m) for m in before]
            hidden += sum(1 for m, n in zip(world.history, state.history) if m != n)
    assert hidden > 0       # secret picks of the others were met


def test_a_history_read_from_the_one_read_before_is_read_as_anew():
    # (session 37) `_read_by` keeps the history each seat read last: decisions of two games, in an order that goes
    # back as well as on, and worlds whose log was written (their notation replaced too), read as with nothing kept
    positions = _positions(APPALACHIAN, 2, 3, every=5) + _positions(APPALACHIAN, 2, 4, every=5)
    random.Random(5).shuffle(positions)
    compared = 0
    for i, state in enumerate(positions):
        for seat in range(2):
            if i % 3 == 0:
                state.texts()       # the log shown: each move's notation written
            kept, anew = state.clone(), state.clone()
            knowledge._forget_others(kept, seat)
            remembered = dict(knowledge._READ)
            knowledge._READ.clear()
            knowledge._forget_others(anew, seat)
            knowledge._READ.clear()
            knowledge._READ.update(remembered)
            assert kept.history == anew.history and kept._texts == anew._texts
            assert [type(m) for m in kept.history] == [type(m) for m in anew.history]
            compared += kept.history != state.history
    assert compared > 0


def test_a_clone_without_the_snapshot_shares_it_and_copies_the_rest():
    state = next(s for s in _positions(APPALACHIAN, 2, 3) if s.snapshot is not None)
    whole, bare = state.clone(), state.clone(snapshot=False)
    assert whole.snapshot is not state.snapshot and whole.snapshot == state.snapshot
    assert bare.snapshot is state.snapshot and bare.shared_snapshot is state.shared_snapshot
    assert bare.players is not state.players and bare.players == state.players
    assert bare.history is not state.history and bare.history == state.history


def test_greedys_worth_on_the_slots_is_its_worth_written_back():
    judged = 0
    for i, state in enumerate(_positions(APPALACHIAN, 2, 9, every=5)):
        moves = state.legal_actions()
        if len(moves) < 2:
            continue
        seat = moves[0].seat
        world = SeatView(state, seat).sample(GreedyAgent(f"view:{i}").rng)
        looking_ahead(world)
        lowered = lowered_world(world, counted=True)
        if lowered is None:
            continue
        worth = greedy_worth(world, seat)
        worth.weighing(lowered)
        for number in list(lowered.narrowed_to(moves)):
            if number is None:
                continue
            after = lowered.clone()
            after.play(number, judged=True)
            assert worth.lowered(after) == worth(after.readable())
            judged += 1
    assert judged > 20


def _fields(world) -> dict:
    """A game's fields as compared: its random stream by identity (a seat's copy shares the copy stream), the games
    it holds (its start, its game before an effect asked) by their fields."""
    out = {}
    for name, value in world.__dict__.items():
        if name == "_rng":
            out[name] = id(value)
        elif isinstance(value, GameState):
            out[name] = _fields(value)
        else:
            out[name] = value
    return out


def test_a_seats_copy_takes_as_its_start_the_start_it_was_made_again_from():
    # (session 38) mid secret step a seat's copy deals the step's start in sorted order and makes the step's moves again
    # in it; that start, as dealt, is the copy's start: the one a seat's copy of the true start deals
    compared = 0
    for state in _positions(APPALACHIAN, 2, 3) + _positions(APPALACHIAN, 3, 4, every=2):
        start = state.secret_start
        if start is None or state.snapshot is None or len(state.history) == len(start.history):
            continue
        for seat in range(len(state.players)):
            if state.to_move() != seat:
                continue
            copy = knowledge.seat_copy(state, seat, knowledge.looks_if_replayed(state, seat), {})
            if copy.secret_start is None:
                continue
            assert _fields(copy.secret_start) == _fields(knowledge.seat_copy(start, seat))
            compared += 1
    assert compared > 10


def test_a_world_dealt_as_a_secret_step_began_shares_its_record_of_the_others_with_its_start():
    # (session 38) the start a world dealt keeps is the world as dealt, its snapshot the world's own (never written):
    # a greedy decision on the world leaves both as they were
    met = began = 0
    for i, state in enumerate(_positions(APPALACHIAN, 2, 6, every=2) + _positions(APPALACHIAN, 3, 7, every=2)):
        moves = state.legal_actions()
        if state.snapshot is None or len(moves) < 2:
            continue
        view = SeatView(state, moves[0].seat)
        world = view.sample(random.Random(i))
        start = world.secret_start
        if start is None:
            continue
        # (where moves were made since, the world was dealt as the step began and they were made again in it)
        assert start.snapshot is world.snapshot and start.shared_snapshot is world.shared_snapshot
        if len(start.history) == len(world.history):
            assert start.players == world.players and start.players is not world.players
            began += 1
        kept = [knowledge.plain(p) for p in world.snapshot], knowledge.plain(world.shared_snapshot)
        GreedyAgent(f"start:{i}").choose(view, moves)
        assert ([knowledge.plain(p) for p in world.snapshot], knowledge.plain(world.shared_snapshot)) == kept
        met += 1
    assert met > 10 and began > 2


def test_a_seat_copys_stream_is_taken_in_the_copy_streams_state():
    """The stream a world sharing `_COPY_STREAM` takes (GameState.rng's copy, `_own_copy`), from its state read once:
    a new stream each time, in that state, drawing what a copy drew."""
    first, second = _own_copy(knowledge._COPY_STREAM), _own_copy(knowledge._COPY_STREAM)
    assert first is not second and first is not knowledge._COPY_STREAM
    assert first.getstate() == knowledge._COPY_STREAM.getstate()
    copied = GameState.__new__(GameState)
    copied._rng, copied._rng_shared = knowledge._COPY_STREAM, True
    assert [first.random() for _ in range(5)] == [copied.rng.random() for _ in range(5)]


def test_a_world_made_again_seeds_a_stream_of_its_own_beside_its_starts():
    """`knowledge._dealt(drawn=True)` (a world whose picks are made again, `_picks_redrawn`): its stream is in the state
    of the one its start keeps, shared, as GameState.rng's copy of it would be, and not the start's own object."""
    met = 0
    for state in _positions(APPALACHIAN, 2, 11, every=3):
        start = state.secret_start
        if start is None or not knowledge.picked_this_step(state):
            continue
        seat = state.to_move()
        shared = knowledge._dealt(start, seat, random.Random(met))
        own = knowledge._dealt(start, seat, random.Random(met), drawn=True)
        assert shared._rng is shared.secret_start._rng and shared._rng_shared
        assert own._rng is not own.secret_start._rng and not own._rng_shared and own.secret_start._rng_shared
        assert own._rng.getstate() == shared._rng.getstate() == own.secret_start._rng.getstate()
        assert own.rng.random() == shared.rng.random()
        assert own.secret_start._rng.getstate() == shared.secret_start._rng.getstate()     # the start's left as it was
        met += 1
    assert met >= 3


def test_a_world_only_judged_in_a_secret_step_takes_no_start_and_weighs_the_same():
    """`determinize` with `unread` (SeatView.sample(judged=True)): a world of a secret step takes no `secret_start`;
    dealt, made again and weighed, it gives the worths, and leaves the rng, as the world with its start does."""
    from runtime.lookahead import weighed
    met = 0
    for k, state in enumerate(_positions(APPALACHIAN, 2, 13, every=2)):
        if state.snapshot is None or state.is_over():
            continue
        seat, moves = state.to_move(), state.legal_actions()
        view = SeatView(state, seat)
        judged, whole = view.sample(random.Random(k), judged=True), view.sample(random.Random(k))
        assert judged.secret_start is None
        assert (whole.secret_start is not None) == (state.secret_start is not None)
        assert judged.history == whole.history and judged.rng_state() == whole.rng_state()
        found = []
        for world in (judged, whole):
            looking_ahead(world)
            rng = random.Random(k)
            found.append((weighed(world, moves, greedy_worth(world, seat), rng), rng.getstate()))
        assert found[0] == found[1]
        met += state.secret_start is not None
    assert met >= 5
