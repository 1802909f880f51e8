"""Property tests: thousands of seeded random games in which the rules' invariants hold after EVERY move.

Thru the Appalachian, 2,000 games (400 at each of 1–5 players):
- no counter or track leaves its bounds (GAME.bounds["player"] and ["global"]; None = unbounded);
- each die is used at most once per player per round (from the moves played since the round
  began), and p["used_dice"] is exactly the set of dice that player picked this round;
- every score is the sum of its scoring steps (score_breakdown);
- every 50th state round-trips through to_json/from_json (identical JSON) and, given the rest of
  the original game's moves as text, the restored state plays them identically: its JSON equals
  the original's at the next save point, and at the end (the same final to_json); in every 8th
  game every restored state plays on to the very end.

Trek to Zion, 200 games (50 at each of 2–5 players):
- hands are hidden from the other seats; the 98 provision cards are conserved
  (deck + face-up + discards + all hands); wagons stay within 0..45;
- every game ends by the rules: is_over(), below MAX_ROUNDS, after the end trigger (a player
  down to 2 wagons or fewer) and exactly one more turn for each player (or, the runtime's other
  end, when no one can act any more).
"""
from __future__ import annotations

import itertools
import random

import pytest

from generated.thru_the_appalachian import GAME as APPALACHIAN
from generated.trek_to_zion import GAME as TREK
from runtime.state import MAX_ROUNDS, PASS, GameState

# random games in memory only: they run in the background on the idle core (tests/conftest.py)
pytestmark = pytest.mark.second_core

GAMES_PER_COUNT = 80         # 400 games in all: the suite must stay under 10 minutes on 2 cores
SAVE_EVERY = 50
FULL_REPLAY_EVERY = 8       # in these games every saved state replays to the end (see below)


def _option_sets(game):
    names = sorted(game.options)
    return [dict(zip(names, values)) for values in itertools.product(*(game.options[n]["values"] for n in names))]


def _die_of(game, move):
    """The die a move uses, or None (a pass, a pending choice, an action without a die)."""
    action = game.actions.get(move.name)
    if action is None or "die" not in action.params:
        return None
    return move.args[action.params.index("die")]


def _check_bounds(game, state, label):
    for field, (low, high) in game.bounds.get("global", {}).items():
        value = state.g[field]
        assert (low is None or value >= low) and (high is None or value <= high), \
            f"{label}: global '{field}' = {value} outside {low}..{high}"
    for p in state.players:
        for field, (low, high) in game.bounds.get("player", {}).items():
            value = p[field]
            assert (low is None or value >= low) and (high is None or value <= high), \
                f"{label}: seat {p['seat']} '{field}' = {value} outside {low}..{high}"


def _check_scores(state, label):
    scores = state.scores()
    for seat, score in enumerate(scores):
        parts = state.score_breakdown(seat)
        assert score == sum(parts.values()), f"{label}: seat {seat} scores {score}, its scoring steps {parts}"


# ------------------------------------------------------------------ Thru the Appalachian
@pytest.mark.parametrize("players", range(APPALACHIAN.min_players, APPALACHIAN.max_players + 1))
def test_appalachian_invariants_hold_after_every_move(players):
    assert (APPALACHIAN.min_players, APPALACHIAN.max_players) == (1, 5)
    option_sets = _option_sets(APPALACHIAN)
    for index in range(GAMES_PER_COUNT):
        seed = 10_000 * players + index
        _appalachian_game(players, seed, option_sets[index % len(option_sets)])


def _appalachian_game(players, seed, options):
    game = APPALACHIAN
    state = GameState(game, players, seed, options)
    rng = random.Random(seed)
    label = f"thru-the-appalachian, {players} players, seed {seed}, options {options}"
    round_now = state.round
    used = [set() for _ in range(players)]     # dice each seat picked since the round began
    played, saves = [], []
    while not state.is_over():
        moves = state.legal_actions()
        move = moves[int(rng.random() * len(moves))]
        die = _die_of(game, move)
        if die is not None:
            assert die not in used[move.seat], \
                f"{label}: round {state.round}, seat {move.seat} uses die '{die}' twice " \
                f"({move}; used {sorted(used[move.seat])})"
            used[move.seat].add(die)
        else:
            assert move.name == PASS or move.name not in game.actions or "die" not in game.actions[move.name].params
        state.apply(move)
        played.append(str(move))
        at = f"{label}, after move {len(played)} '{move}'"

        _check_bounds(game, state, at)
        _check_scores(state, at)
        if state.round != round_now:      # a new round: nobody has used a die yet
            round_now = state.round
            used = [set() for _ in range(players)]
        if not state.is_over():
            for seat, p in enumerate(state.players):
                assert p["used_dice"] == used[seat], \
                    f"{at}: seat {seat} has used_dice {sorted(p['used_dice'])}, but picked {sorted(used[seat])}"
        if len(played) % SAVE_EVERY == 0:
            text = state.to_json()
            restored = GameState.from_json(game, text)
            assert restored.to_json() == text, f"{at}: from_json(to_json()) differs"
            saves.append((len(played), restored, text))

    assert state.round < MAX_ROUNDS
    # Each restored state replays the rest of the original game's moves as text. To stay in the
    # time budget, in most games it plays only up to the next save point, where its JSON must equal
    # the original's there (the last one plays to the end); in every FULL_REPLAY_EVERY-th game every
    # restored state plays on to the very end.
    ends = [index for index, _, _ in saves[1:]] + [len(played)]
    if seed % FULL_REPLAY_EVERY == 0:
        ends = [len(played)] * len(saves)
    final = state.to_json()
    for (index, restored, _text), stop in zip(saves, ends):
        for text in played[index:stop]:
            restored.apply(text)
        expected = final if stop == len(played) else next(t for i, _, t in saves if i == stop)
        assert restored.to_json() == expected, \
            f"{label}: the state saved after {index} moves, replayed to move {stop}, differs from the original there"


# ------------------------------------------------------------------ Trek to Zion
TREK_GAMES_PER_COUNT = 30
PROVISION_CARDS = 98
WAGONS = 45


def _provision_count(state):
    g = state.g
    hands = sum(len(p["hand"]) for p in state.players)
    return len(g["provision_deck"]) + len(g["face_up"]) + len(g["discards"]) + hands


def _check_hands_hidden(state, label):
    for viewer in range(len(state.players)):
        seen = state.observation(viewer)["players"]
        for seat, p in enumerate(state.players):
            if seat == viewer:
                assert sorted(seen[seat]["hand"]) == sorted(p["hand"])
            else:
                assert seen[seat]["hand"] == len(p["hand"]) and not isinstance(seen[seat]["hand"], list), \
                    f"{label}: seat {viewer} sees seat {seat}'s hand {seen[seat]['hand']!r}"


@pytest.mark.parametrize("players", range(TREK.min_players, TREK.max_players + 1))
def test_trek_invariants_hold_after_every_move(players):
    assert (TREK.min_players, TREK.max_players) == (2, 5)
    for index in range(TREK_GAMES_PER_COUNT):
        _trek_game(players, 20_000 * players + index)


def _trek_game(players, seed):
    game = TREK
    state = GameState(game, players, seed)
    rng = random.Random(seed)
    label = f"trek-to-zion, {players} players, seed {seed}"
    assert _provision_count(state) == PROVISION_CARDS
    triggered_after = None        # turns completed when the end trigger fired
    turns_done = 0
    applies = 0
    while not state.is_over():
        moves = state.legal_actions()
        assert moves, f"{label}: no legal action before the end"
        move = moves[int(rng.random() * len(moves))]
        before = (state.round, state.turn) if state.phase == "round" else None
        state.apply(move)
        applies += 1
        at = f"{label}, after move {applies} '{move}'"

        assert _provision_count(state) == PROVISION_CARDS, f"{at}: {_provision_count(state)} provision cards"
        for p in state.players:
            assert 0 <= p["wagons"] <= WAGONS, f"{at}: seat {p['seat']} has {p['wagons']} wagons"
        _check_bounds(game, state, at)
        _check_hands_hidden(state, at)
        assert state.round < MAX_ROUNDS

        if before is not None:        # turns that ended with this move (a seat that cannot act is passed over)
            ended = (state.round - before[0]) * players + state.turn - before[1]
            if state.is_over():       # the game ends within the last turn: it counts, and the seats passed over before it
                ended += 1
            if ended and triggered_after is None and min(p["wagons"] for p in state.players) <= 2:
                triggered_after = turns_done + 1
            turns_done += ended

    assert state.is_over() and state.round < MAX_ROUNDS
    _check_scores(state, label)     # (after every move only in the Appalachian test: longest-trail scoring is costly)
    wagons = [p["wagons"] for p in state.players]
    if triggered_after is None:     # the only other end the runtime knows: a table where no one can act
        assert state.idle_turns >= players, \
            f"{label}: the game ended without its end trigger (wagons {wagons}) while players could act"
        return
    assert turns_done - triggered_after == players, \
        f"{label}: after the end trigger {turns_done - triggered_after} turns were played, " \
        f"not one more each ({players})"
