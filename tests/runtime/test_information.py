"""A player knows only what the rules let them know: the information-set property, over every game.

At every decision of random games of every game in definitions/ and every fixture game of
tests/language/, at every player count, for every seat: deal anew what that seat cannot know
(others' hands and the decks among themselves, others' private counters and flags changed) and
check that the seat's observation and its legal moves are exactly the same. A value only another
seat may know that reached the observation would change with the deal.

The second half reintroduces each leak the issue found (as a small fixture game and, where the
leak was in the runtime, the old runtime behaviour patched back in) and shows this very check
catches it.
"""
from __future__ import annotations

import gc
import json
import random
import sys
import types
from collections import Counter
from pathlib import Path

import pytest

from compiler.driver.build import Project, compile_game
from compiler.frontend.diagnostics import render_text
from runtime import knowledge
from runtime.agents import GreedyAgent, SeatView, make_agents
from runtime.knowledge import EVERYONE, OWNER, NOBODY, determinize, visibility
from runtime.env.table import Spec
from runtime.rules import RuleError
from runtime.save import check_pending, load_save
from runtime.state import GameState
from tests.compiled import import_rules

# games compiled into temporary folders and played in memory: in the background on the idle core
# (tests/conftest.py). Under pytest-xdist in one worker: every game is compiled once for the module (`compiled`,
# some 8 s of CPU), which each worker running a test of it would do again
pytestmark = [pytest.mark.second_core, pytest.mark.xdist_group("information")]

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "language" / "fixtures_root"
WHISPER = Path(__file__).resolve().parent / "fixtures_information"     # one of each kind of secret
GAMES = [("definitions", ROOT, game.name) for game in sorted((ROOT / "definitions").iterdir())] + \
        [("fixture", FIXTURES, game.name) for game in sorted((FIXTURES / "definitions").iterdir())] + \
        [("fixture", WHISPER, "whisper")]
DECISIONS_PER_GAME = 60          # decisions checked per game played (all seats at each)
PLAYABLE_EVERY = 10              # the save checked with from_json's look ahead on every 10th decision (`loaded`)


def load(project: Path, game: str, where: Path, name: str):
    """Compile a game and import its rules under a package name of its own."""
    result = compile_game(Project(project), game)
    assert result.ok, render_text(result.diagnostics)
    return import_rules(result, where, f"cairn_info_{name}").GAME


def perturbed(world, seat: int):
    """Change what `seat` may not know of the others' numbers and flags (piles are re-dealt by determinize)."""
    rules = world.rules
    for other in world.players:
        if other["seat"] == seat:
            continue
        for name, value in other.items():
            if name != "seat" and visibility(rules, "player", name) in (OWNER, NOBODY):
                _nudge(other, name, value)
    for name, value in world.g.items():
        if visibility(rules, "global", name) == NOBODY:
            _nudge(world.g, name, value)
    world.refresh()
    return world


def _nudge(fields, name, value):
    if isinstance(value, bool):
        fields[name] = not value
    elif isinstance(value, int):
        fields[name] = value + 1


def what_seat_has(state, seat: int):
    moves = [str(m) for m in state.legal_actions()] if state.to_move() == seat else None
    return json.dumps(state.observation(seat), sort_keys=True), moves


def leaks(rules, players: int, seed: int, decisions: int = DECISIONS_PER_GAME, chooser=None,
          options: dict | None = None) -> list[str]:
    """Every difference a re-deal of hidden information makes to what a seat sees, in one random game."""
    state = GameState(rules, players, seed, options)
    rng = random.Random(f"deal:{seed}")
    play = random.Random(f"play:{seed}")
    found = []
    for decision in range(decisions):
        if state.is_over():
            break
        for seat in range(len(state.players)):     # an automaton's seat too (game.yaml automata:)
            before = what_seat_has(state, seat)
            world = perturbed(determinize(state, seat, rng), seat)
            after = what_seat_has(world, seat)
            if before != after:
                found.append(f"{rules.id}, {players} players, seed {seed}, decision {decision}: seat {seat} "
                             f"sees a difference: {_first_difference(before, after)}")
            if chooser is not None and state.to_move() == seat:
                found += chooser(state, world, seat)
        moves = state.legal_actions()
        move = moves[int(play.random() * len(moves))]
        found += _choice_after(state, move, rng, rules.id, decision)
        found += _known_after(state, move, rng, rules.id, decision)
        state.apply(move)
        # a saved and loaded copy, and a clone, know the same as the game
        try:
            text = state.to_json()
            if json.loads(loaded(rules, text, playable=decision % PLAYABLE_EVERY == 0).to_json()) != json.loads(text):
                found.append(f"{rules.id}: a save does not keep what each seat knows")
        except RuleError as err:
            found.append(f"{rules.id}: the game cannot be saved and loaded here: {err}")
    return found


def loaded(rules, text: str, playable: bool):
    """The game a save describes, as GameState.from_json reads it; `playable` False leaves out from_json's last
    check (runtime/save.py check_playable: up to 64 next moves tried on copies), which is not what a seat knows
    and was half this file's time done at every decision (a tableau lists its next placements after each move).
    It is still done on every PLAYABLE_EVERY-th decision here, and on every save of test_conformance.py."""
    if playable:
        return GameState.from_json(rules, text)
    state = GameState._from_data(rules, load_save(rules, text))
    check_pending(state)
    return state


def _choice_after(state, move, rng, game, decision) -> list[str]:
    """The choice an effect then asks shows the same in every world the mover could be in.

    Its options are what the mover may choose from; what the effect worked out on the way to it
    (a card of another hand) must not show: made in a re-dealt world, the same move asks the same.
    """
    seat = move.seat
    world = determinize(state, seat, rng)
    world.rng.setstate(state.rng.getstate())
    # Cards the move itself draws from a face-down deck or bag become the mover's to see (Trek's face-up
    # refill, Trail Story's scouted tokens), so the undealt piles nobody holds keep their real order: the
    # choice may then differ only through what other seats hold, which is the leak this looks for.
    for name, value in state.g.items():
        if visibility(state.rules, "global", name) != knowledge.EVERYONE:
            world.g[name] = json.loads(json.dumps(value))
    real = state.clone()
    real.apply(str(move))
    try:
        world.apply(str(move))
    except Exception:         # the move is not legal there: the legal moves check above reports it
        return []
    if real.pending is None or real.pending["seat"] != seat or world.pending is None:
        return []
    a, b = real.observation(seat)["choice"], world.observation(seat)["choice"]
    return [] if a == b else [f"{game}, decision {decision}: after '{move}' seat {seat} is asked 'choice' "
                              f"{json.dumps(a)[:200]} in the game and {json.dumps(b)[:200]} in a world like it"]


def _known_after(state, move, rng, game, decision) -> list[str]:
    """What the other seats were shown stays as true after another seat's move in every world they could be in.

    The move is made in the game and in a world re-dealt for each other seat (a card drawn from the
    face-down deck differs): what that seat knows after it must not tell the two apart. A card it was
    shown that is replaced in one move by a copy of itself (`swap`) must not make it know the copy.
    """
    found = []
    if not state.revealed:
        return found
    real = state.clone()
    real.apply(str(move))
    for seat in range(len(state.players)):
        if seat == move.seat:
            continue
        world = determinize(state, seat, rng)
        world.rng.setstate(state.rng.getstate())
        try:
            world.apply(str(move))
        except Exception:     # the move is not legal there: the legal moves check reports it
            continue
        a, b = real.observation(seat)["known"], world.observation(seat)["known"]
        if a != b:
            found.append(f"{game}, decision {decision}: after '{move}' seat {seat} knows {json.dumps(a)[:200]} "
                         f"in the game and {json.dumps(b)[:200]} in a world like it")
    return found


def _first_difference(before, after) -> str:
    if before[1] != after[1]:
        return f"legal moves {before[1]} became {after[1]}"
    a, b = json.loads(before[0]), json.loads(after[0])
    for key in a:
        if a[key] != b[key]:
            return f"'{key}': {json.dumps(a[key])[:300]} became {json.dumps(b[key])[:300]}"
    return "?"


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    where = tmp_path_factory.mktemp("information")
    # a fixture may share its name with a game of definitions/ (trailblazer-jmt): the game of definitions/
    # answers to the bare name, the fixture to its name with "fixture:" before it
    return {(f"fixture:{name}" if kind == "fixture" and (ROOT / "definitions" / name).is_dir() else name):
            load(project, name, where, name.replace("-", "_") + ("_fixture" if kind == "fixture" else ""))
            for kind, project, name in GAMES}


@pytest.mark.parametrize("kind,project,game", GAMES, ids=[f"{k}-{g}" for k, _, g in GAMES])
def test_re_dealing_what_a_seat_cannot_know_changes_nothing_it_sees(compiled, kind, project, game):
    rules = compiled.get(f"{kind}:{game}", compiled[game])
    problems = []
    for players in range(rules.min_players, min(rules.max_players, 4) + 1):
        for seed in range(2):
            problems += leaks(rules, players, 1000 * players + seed)
    assert problems == [], "\n".join(problems[:5])


@pytest.mark.parametrize("game", ["thru-the-appalachian", "trek-to-zion", "trailblazer-jmt"])
def test_the_greedy_agent_decides_on_what_its_seat_knows(compiled, game):
    """Given the same seed, greedy makes the same choice in every world its seat cannot tell apart."""
    rules = compiled[game]

    def same_choice(state, world, seat):
        if state.pending is not None:
            # inside an effect the test's world has no origin to be re-imagined from, so the agent's own
            # samples are drawn differently in it; the leaks at such choices are the test above
            return []
        moves = state.legal_actions()
        a = GreedyAgent("greedy").choose(SeatView(state, seat), moves)
        b = GreedyAgent("greedy").choose(SeatView(world, seat), world.legal_actions())
        return [] if str(a) == str(b) else [f"greedy chose {a} in the game and {b} in a world like it"]

    problems = leaks(rules, 2, 7, decisions=25, chooser=same_choice)
    assert problems == [], "\n".join(problems[:5])


@pytest.mark.parametrize("players,options", [
    (2, {"mission_cards": "with", "skill_cards": "with", "instant_cards": "with"}),
    (1, {"difficulty": "impossible"}),
    (1, {"difficulty": "hard"}),
    (2, {"partners": "together", "mission_cards": "with"}),
], ids=["variants", "solo-impossible", "solo-automaton", "co-op"])
def test_jmt_variants_solo_and_co_op_keep_their_secrets(compiled, players, options):
    """Kept missions and skills are their owner's; the Robo-Hiker's deck is face down; nothing else leaks."""
    problems = leaks(compiled["trailblazer-jmt"], players, 11, decisions=40, options=options)
    assert problems == [], "\n".join(problems[:5])
@pytest.mark.parametrize("game,agent", [("thru-the-appalachian", "ismcts:4"), ("trek-to-zion", "ismcts:4"),
                                        ("thru-the-appalachian", "steady_hiker"), ("trek-to-zion", "trail_builder")])
def test_search_and_strategy_agents_decide_on_what_their_seat_knows(compiled, game, agent):
    """ISMCTS (tiny budget) and the game's strategy, given the same seed, choose alike in worlds a seat cannot
    tell apart. (At a choice inside an effect the test's world is imagined differently from the agent's own
    samples, so decisions between actions are compared; the leaks themselves are the test above.)"""
    rules = compiled[game]      # the game of definitions/ (a fixture game of the same name is "fixture:<name>")
    differ, asked = [], []

    def same_choice(state, world, seat):
        if state.pending is not None:
            return []
        a = make_agents(agent, 1, "same", rules)[0].choose(SeatView(state, seat), state.legal_actions())
        b = make_agents(agent, 1, "same", rules)[0].choose(SeatView(world, seat), world.legal_actions())
        asked.append(seat)
        differ.extend([] if str(a) == str(b) else [f"{agent} chose {a} in the game and {b} in a world like it"])
        return []

    leaks(rules, 2, 7, decisions=10, chooser=same_choice)
    assert differ == [] and len(asked) >= 4, differ[:5]


# ------------------------------------------------------------------ a world dealt is a game the rules reach
# A world dealt for a seat in the middle of a secret step once left the others as the step began while their
# picks counted as made (Trailblazers: a camp undone, hands past the 8 of `max:`), and bots played
# on from there. Now the step's picks are made again in it: the world is a game the rules could reach.
WORLDS_PER_GAME = 6         # positions dealt and played to the end, per game: most in a secret step under way


def cards_held(state) -> Counter:
    """Every card of every pile and tableau, as a multiset: a deal, and the rules, only move cards."""
    held = Counter()
    for scope, owners in (("global", [state.g]), ("player", state.players)):
        for name, field in state.rules.layout.get(scope, {}).items():
            for fields in owners:
                value = fields[name]
                if field["kind"] == "zone":
                    for pile in (value.values() if isinstance(value, dict) else (value,)):
                        held.update(pile)
                elif field["kind"] == "tableau":
                    held.update(placement[0] for placement in value)
    return held


def positions(rules, players: int, seed: int, wanted: int, options: dict | None = None) -> list:
    """Up to `wanted` positions of a random game, as (game, seat dealt for): in a secret step after a pick, for
    the seat to move and a seat already done; else every few decisions."""
    state, play, found, decision = GameState(rules, players, seed, options), random.Random(seed), [], 0
    while not state.is_over() and len(found) < wanted:
        if knowledge.picked_this_step(state) if state.snapshot is not None else decision % 9 == 4:
            movers = {state.to_move()} | {m.seat for m in state.history[len(state.secret_start.history):]} \
                if state.secret_start is not None else {state.to_move()}
            found += [(state.clone(), seat) for seat in sorted(movers, key=lambda s: s is None or -s)[:2]
                      if seat is not None]
        moves = state.legal_actions()
        state.apply(moves[int(play.random() * len(moves))])
        decision += 1
    return found[:wanted]


BOUNDS_EVERY = 6            # decisions between two checks of the rules' bounds (numbering each move costs)


def played_on(world, seat: int, spec, play) -> list[str]:
    """Play `world` to its end at random: no rules error, the cards all there, and every few decisions each move
    within the rules' bounds (a pile's `max:`, as the environments' whole moves number them)."""
    cards = cards_held(world)
    decision = 0
    while not world.is_over():
        moves = world.legal_actions()
        if not moves:
            break
        try:
            if decision % BOUNDS_EVERY == 0:
                spec.decision(moves)
            world.apply(moves[int(play.random() * len(moves))], check=False)
            decision += 1
        except RuleError as err:
            return [f"seat {seat}'s world, round {world.round}: {err}"]
        if cards_held(world) != cards:
            return [f"seat {seat}'s world, round {world.round}: cards {sorted((cards_held(world) - cards).elements())} "
                    f"appeared, {sorted((cards - cards_held(world)).elements())} went"]
    return []


def worlds_played_on(rules, options: dict | None = None) -> list[str]:
    """Worlds dealt at `positions` of random games (two seeds at the fewest players, one at a seat more) played on."""
    fewest = rules.min_players if rules.min_players > 1 else min(2, rules.max_players)
    problems = []
    for players, seed in ((fewest, 0), (fewest, 1), (min(fewest + 1, rules.max_players), 2)):
        spec = Spec(rules, players, options)
        for state, seat in positions(rules, players, 500 + seed, WORLDS_PER_GAME // 3, options):
            world = determinize(state, seat, random.Random(seed))
            if cards_held(world) != cards_held(state):
                problems.append(f"{players} players, seed {seed}: the world dealt for seat {seat} holds other cards")
            problems += played_on(world, seat, spec, random.Random(seed))
    return problems


@pytest.mark.parametrize("kind,project,game", GAMES, ids=[f"{k}-{g}" for k, _, g in GAMES])
def test_a_world_dealt_mid_step_plays_on_by_the_rules(compiled, kind, project, game):
    """Dealt for a seat in a secret step under way (and elsewhere), a world holds the game's cards and plays to
    its end within the rules."""
    problems = worlds_played_on(compiled.get(f"{kind}:{game}", compiled[game]))
    assert problems == [], "\n".join(problems[:5])


def test_a_world_dealt_mid_step_plays_on_by_the_rules_in_jmt_variants(compiled):
    """JMT's secret step is its variants' (missions and skills kept at the start: a seat may be dealt none it can
    keep in a world, which then is not one the seat could be in)."""
    problems = worlds_played_on(compiled["trailblazer-jmt"], {"mission_cards": "with", "skill_cards": "with"})
    assert problems == [], "\n".join(problems[:5])


def test_the_others_picks_are_made_again_in_a_world_dealt_mid_step(compiled):
    """Trailblazers at a secret step's second seat: the world has the first seat's camp placed (a pick drawn
    anew, not the game's), and the worlds differ in it."""
    rules = compiled["trailblazers"]
    state = GameState(rules, 2, 3)
    state.apply(state.legal_actions()[0])
    assert state.to_move() == 1 and state.current_step().name == "camp"
    camps = set()
    for seed in range(8):
        world = determinize(state, 1, random.Random(seed))
        assert len(world.players[0]["area"]) == 1 and world.to_move() == 1
        assert what_seat_has(world, 1) == what_seat_has(state, 1)
        camps.add(json.dumps(world.players[0]["area"]))
    assert len(camps) > 1       # drawn anew: the world does not know the camp the game has


# ------------------------------------------------------------------ an agent holds no way back to the game
# A SeatView keeps the seat, the printed rules, the notes the seat may read, and a sampler owning a copy of the
# game from which everything the seat may not know was dealt anew (runtime/knowledge.py `seat_copy`).
CODE = (types.ModuleType, type, types.FunctionType, types.BuiltinFunctionType, types.MethodType,
        types.CodeType, types.WrapperDescriptorType, types.MethodWrapperType, types.GetSetDescriptorType,
        types.MemberDescriptorType)


def reachable(root) -> list:
    """Every object reachable from `root`, modules, classes and code left out."""
    seen, stack = {id(root): root}, [root]
    while stack:
        for ref in gc.get_referents(stack.pop()):
            if id(ref) not in seen and not isinstance(ref, CODE):
                seen[id(ref)] = ref
                stack.append(ref)
    return list(seen.values())


def hidden_piles(state, seat: int) -> list:
    """The true game's piles that `seat` may not see (others' hands, face-down decks), as a secret step began too."""
    piles = []
    for owner, fields in [(None, state.g)] + [(p["seat"], p) for p in state.players]:
        for name, value in fields.items():
            vis = visibility(state.rules, "global" if owner is None else "player", name)
            if isinstance(value, list) and value and vis != EVERYONE and owner != seat:
                piles.append(value)
    for snapshot in state.snapshot or ():
        piles += [v for k, v in snapshot.items() if isinstance(v, list) and v and snapshot["seat"] != seat]
    if state.secret_start is not None:      # the game as the secret step began, kept to make its picks again
        piles += hidden_piles(state.secret_start, seat)
    return piles


def assert_unreachable(state, seat: int):
    view = SeatView(state, seat)
    found = reachable(view)
    assert not [o for o in found if isinstance(o, GameState)], "a GameState is reachable from the view"
    secret = {id(pile) for pile in hidden_piles(state, seat)}
    assert not [o for o in found if id(o) in secret], "a hidden pile of the game is reachable from the view"
    assert id(state.rng) not in {id(o) for o in found}, "the game's dice to come are reachable from the view"
    # what an agent gets still works: the observation is the game's, and worlds are dealt as from the game
    assert view.observation() == state.observation(seat)
    a, b = view.sample(random.Random(5)), determinize(state, seat, random.Random(5))
    assert (a.g, a.players, a.pending, a.rng.getstate()) == (b.g, b.players, b.pending, b.rng.getstate())
    assert [str(m) for m in a.legal_actions()] == [str(m) for m in b.legal_actions()]


@pytest.mark.parametrize("game,players", [("whisper", 3), ("trek-to-zion", 3)])
def test_an_agent_cannot_reach_the_game_or_another_seats_hidden_cards(compiled, game, players):
    """Walked from its SeatView (gc.get_referents: attributes, slots, closures, containers; modules,
    classes and code left out), an agent reaches no GameState and none of the game's piles it may not see."""
    rules = compiled[game]
    checked = 0
    for seed in range(20):
        state = GameState(rules, players, seed)
        play = random.Random(seed)
        while not state.is_over() and checked < 40:
            moves = state.legal_actions()
            assert_unreachable(state, moves[0].seat)
            checked += 1
            state.apply(moves[int(play.random() * len(moves))])
    assert checked == 40


@pytest.mark.parametrize("game,players", [("thru-the-appalachian", 2), ("whisper", 3), ("trek-to-zion", 3)])
def test_two_games_are_seen_alike_only_where_the_observations_are_equal(compiled, game, players):
    """knowledge.seen_alike, which spares determinize writing two observations to compare a world made again with
    the game: never alike where the seat's observations differ (a world dealt, the others' numbers nudged, the game
    one move on), and alike for worlds dealt, which look the same (the comparison it spares)."""
    rules = compiled[game]
    alike = 0
    for seed in range(2):
        state, play, rng = GameState(rules, players, seed), random.Random(seed), random.Random(f"alike:{seed}")
        for _ in range(30):
            if state.is_over():
                break
            moves = state.legal_actions()
            after = state.clone()
            after.apply(moves[int(play.random() * len(moves))])
            for seat in range(players):
                world = determinize(state, seat, rng)
                for other in (world, perturbed(world.clone(), seat), after):
                    if knowledge.seen_alike(other, state, seat):
                        assert other.observation(seat) == state.observation(seat)
                        alike += other is world
            state = after
    assert alike > 0


@pytest.mark.parametrize("players", [2, 3])
def test_a_world_dealt_from_a_seats_copy_is_the_world_dealt_from_the_game(compiled, players):
    """Appalachian at its decisions, every seat (its secret steps before and after a pick): a world dealt from the
    view (its seat's copy, whose start of a step nobody has moved in is the copy itself) is the world determinize
    deals from the game with the same rng."""
    rules = compiled["thru-the-appalachian"]
    state, play = GameState(rules, players, 7), random.Random(7)
    for decision in range(40):
        for seat in range(players):
            a, b = SeatView(state, seat).sample(random.Random(decision)), determinize(state, seat, random.Random(decision))
            assert (a.g, a.players, a.snapshot, a.rng.getstate()) == (b.g, b.players, b.snapshot, b.rng.getstate())
            assert a.legal_actions() == b.legal_actions()
        moves = state.legal_actions()
        state.apply(moves[int(play.random() * len(moves))])


@pytest.mark.parametrize("game", ["trek-to-zion", "trail-story-america"])
def test_every_world_dealt_from_a_view_is_the_world_dealt_from_the_game(compiled, game):
    """A view deals each world by the plans its copy's deal found (knowledge.py `_dealt`), kept for every world dealt
    from it and each try of a choice made again (Trek's and Trail Story's choices inside effects): the first world,
    and the ones after it, are those determinize deals from the game with the same rng, which finds its plans anew."""
    rules = compiled[game]
    state, play = GameState(rules, 2, 3), random.Random(3)
    made_again = 0
    for decision in range(30):
        seat = state.legal_actions()[0].seat
        view = SeatView(state, seat)
        made_again += state.pending is not None
        for deal in range(2):
            rng, again = random.Random(f"{decision}:{deal}"), random.Random(f"{decision}:{deal}")
            a, b = view.sample(rng), determinize(state, seat, again)
            assert (a.g, a.players, a.pending, a.rng.getstate()) == (b.g, b.players, b.pending, b.rng.getstate())
            assert rng.getstate() == again.getstate()       # the same draws taken from the agent's stream
        moves = state.legal_actions()
        state.apply(moves[int(play.random() * len(moves))])
    assert made_again > 0


def test_a_deal_shuffles_its_unknown_cards_as_it_always_did():
    """knowledge.py `_deal` shuffles a deck's unknown cards (sorted) by Fisher-Yates, place i swapped with
    int(random() * (i + 1)): however it works that number out, the same cards land in the same places and the same
    numbers are drawn, so every world dealt (greedy's, ISMCTS's) stays the world dealt before."""
    cards = tuple(f"card {n:02d}" for n in range(53))
    for seed in range(40):
        pile, rng, again = [None] * len(cards), random.Random(seed), random.Random(seed)
        knowledge._deal(None, 0, rng, [(None, {"deck": pile})], plan=[(cards, [(0, "deck", knowledge._WHOLE,
                                                                                 len(cards), None)])])
        expected = list(cards)
        for i in range(len(expected) - 1, 0, -1):
            j = int(again.random() * (i + 1))
            expected[i], expected[j] = expected[j], expected[i]
        assert pile == expected and rng.getstate() == again.getstate()


def test_a_seats_copy_draws_the_numbers_of_its_own_stream_however_they_are_taken():
    """A seat's copy is dealt with `_CopyDeal`, random.Random(COPY_DEAL) seeded only where a number after its first is
    drawn; a shuffle draws from the seeded stream itself (`_stream_of_deal`): the numbers are the stream's, in order,
    whether taken by the copy's `random()`, by the shuffle, or the first only marked as read."""
    for first_marked, one_by_one in ((True, 0), (False, 0), (True, 2), (False, 3)):
        deal, expected = knowledge._CopyDeal(), random.Random(knowledge.COPY_DEAL)
        drawn = []
        if first_marked:
            assert deal.first_unread()
            expected.random()
        drawn += [deal.random() for _ in range(one_by_one)]
        drawn += [knowledge._stream_of_deal(deal).random() for _ in range(4)]
        drawn += [deal.random()]
        assert drawn == [expected.random() for _ in range(one_by_one + 5)]
    plain = random.Random(5)
    assert knowledge._stream_of_deal(plain) is plain


def test_a_choice_among_cards_drawn_is_made_again_with_the_same_cards(compiled):
    """Trek: a seat draws three treks and keeps at least one. The treks are its to see, so a world in which its draw
    is made again deals them where it drew them from (the top of the deck): the choice made again offers the same
    treks at the first try, never falling back to the game's own values (knowledge.py `_replayed`)."""
    rules = compiled["trek-to-zion"]
    state, play = GameState(rules, 2, 4), random.Random(4)
    choices = 0
    while not state.is_over() and choices < 3:
        seat = state.legal_actions()[0].seat
        if state.pending is not None and state.players[seat]["offered"]:
            world = knowledge._replayed(state, seat, random.Random(choices), tries=1)
            assert world is not None and world.legal_actions() == state.legal_actions()
            assert world.players[seat]["offered"] == state.players[seat]["offered"]
            choices += 1
        moves = state.legal_actions()
        drawn = [m for m in moves if str(m).startswith("draw_treks")]
        state.apply(drawn[0] if drawn and play.random() < 0.5 else moves[int(play.random() * len(moves))])
    assert choices == 3


# ------------------------------------------------------------------ each leak found, put back, is caught

@pytest.fixture
def whisper(compiled):
    return compiled["whisper"]


def whisper_leaks(rules) -> list[str]:
    return [problem for players in (2, 3) for seed in range(3) for problem in leaks(rules, players, seed)]


def test_whisper_keeps_its_secrets(whisper):
    assert whisper_leaks(whisper) == []


def test_leak_1_only_piles_secret_is_caught(whisper, monkeypatch):
    """Before: counters, flags and symbols were always public. A private counter (hunch) then shows."""
    def old_view(value, vis, own):
        if isinstance(value, (list, set)) and vis != knowledge.EVERYONE and not own:
            return len(value)
        return knowledge.plain(value)
    monkeypatch.setattr("runtime.state.field_view", old_view)
    assert any("hunch" in problem for problem in whisper_leaks(whisper))


def test_leak_2_a_pending_choice_showed_what_the_effect_worked_out(whisper, monkeypatch):
    """Before: the chooser's observation carried the pending choice whole, `held` (a card of another hand) too."""
    plain_observation = GameState.observation

    def old_observation(self, seat):
        seen = plain_observation(self, seat)
        if self.pending is not None and self.pending["seat"] == seat:
            seen["choice"] = knowledge.plain(self.pending)
        return seen
    monkeypatch.setattr(GameState, "observation", old_observation)
    assert any("'choice'" in problem for problem in whisper_leaks(whisper))


def test_leak_3_a_choice_among_players_showed_the_players(whisper, monkeypatch):
    """Before: `choose victim in players` offered the player objects themselves, hands included."""
    rules_module = sys.modules[whisper.new_globals.__module__]

    def old_ask(state, p, var, options, then, *bound):
        options = list(options)
        if options:
            state.pending = {"seat": p["seat"], "var": var, "options": options, "then": then,
                             "bound": list(bound), "after": []}
    monkeypatch.setattr(rules_module, "ask", old_ask)
    assert any("'choice'" in problem for problem in whisper_leaks(whisper))


def test_a_choice_among_players_is_among_seats_and_a_clone_shares_nothing(whisper):
    state = _waiting_on(whisper, "accuse")
    assert state.observation(state.pending["seat"])["choice"] == {"var": "victim", "options": [1]}
    assert [str(m) for m in state.legal_actions()] == ["victim player 1"]
    copy_of = state.clone()
    points_before = [p["points"] for p in state.players]
    copy_of.apply("victim player 1")
    assert state.pending is not None and state.pending["options"] == [1]      # the original still waits
    assert [p["points"] for p in state.players] == points_before
    assert copy_of.players[1]["points"] == points_before[1] - 1
    loaded = GameState.from_json(whisper, state.to_json())
    loaded.apply("victim player 1")
    assert loaded.players[1]["points"] == points_before[1] - 1


def test_leak_4_a_pile_was_all_visible_or_all_hidden(whisper, monkeypatch):
    """Before: no card of a pile could be face up while another was face down; shown whole, the face-down ones leak."""
    def old_visibility(rules, scope, name):
        vis = knowledge.visibility(rules, scope, name)
        return knowledge.EVERYONE if vis == knowledge.CARDS else vis
    monkeypatch.setattr("runtime.state.visibility", old_visibility)
    assert any("reserve" in problem for problem in whisper_leaks(whisper))


def test_leak_5_what_one_player_was_shown_is_known_to_them_alone(whisper, monkeypatch):
    """`reveal target.hand to me`: the seat knows those cards (and re-dealing keeps them); the others do not."""
    state = _played_until(whisper, lambda s: any(k[0] is not None for k in s.revealed))
    viewer, owner = next((k[0], k[1]) for k in state.revealed if k[0] is not None)
    known = [f for f in state.observation(viewer)["known"] if f["owner"] == owner and f["field"] == "hand"]
    assert known and sorted(known[0]["cards"]) == sorted(state.players[owner]["hand"])
    assert knowledge.sees(state, viewer, owner, "hand")
    third = [s for s in range(len(state.players)) if s not in (viewer, owner)]
    for other in third:
        assert not [f for f in state.observation(other)["known"] if f["field"] == "hand" and f["owner"] == owner]
    # a determinization that forgot what was shown would deal the seat different cards than it saw
    monkeypatch.setattr("runtime.knowledge.known_cards", lambda *a, **k: knowledge.Counter())
    assert any("'known'" in problem for problem in whisper_leaks(whisper))


def _shown_a_card_then_swapped_for_a_copy(rules):
    """Seat 0 looks at seat 1's hand (two, five); seat 1 swaps the two for the top of the deck, another two."""
    state = GameState(rules, 2, 1)
    deck = state.g["deck"]
    for card in state.players[1]["hand"]:
        deck.insert(0, card)
    for card in ("two", "five", "two"):
        deck.remove(card)
    state.players[1]["hand"] = ["two", "five"]
    deck.append("two")                     # the top of the deck
    state.refresh()
    state.apply("peek player 1")
    assert state.observation(0)["known"] == [{"owner": 1, "field": "hand", "cards": ["five", "two"]}]
    state.apply("swap two")
    return state


def test_what_a_seat_was_shown_goes_with_the_card_not_to_a_copy_taking_its_place(whisper):
    """The two seat 0 saw went to the discards; the two drawn in its place it has not seen."""
    state = _shown_a_card_then_swapped_for_a_copy(whisper)
    assert sorted(state.players[1]["hand"]) == ["five", "two"] and state.g["discards"] == ["two"]
    assert state.observation(0)["known"] == [{"owner": 1, "field": "hand", "cards": ["five"]}]
    assert not knowledge.sees(state, 0, 1, "hand")
    again = GameState.from_json(whisper, state.to_json())
    assert again.observation(0)["known"] == state.observation(0)["known"]


def test_leak_8_knowledge_outlived_its_card(whisper, monkeypatch):
    """Before: a seat knew a card while a copy of it stayed in the pile, so it "knew" the copy drawn in its place."""
    def old_forget_moved(state, watched=None):
        knowledge.forget_moved(state)
    monkeypatch.setattr("runtime.state.forget_moved", old_forget_moved)
    state = _shown_a_card_then_swapped_for_a_copy(whisper)
    assert state.observation(0)["known"] == [{"owner": 1, "field": "hand", "cards": ["five", "two"]}]
    monkeypatch.setattr("runtime.state.watch_shown", lambda state: None, raising=False)
    assert any("knows" in problem for problem in whisper_leaks(whisper))


def test_leak_6_the_public_log_hides_secret_parts(whisper, monkeypatch):
    state = _played_until(whisper, lambda s: any(m.name == "discard" for m in s.history))
    index = next(i for i, m in enumerate(state.history) if m.name == "discard")
    mover = state.history[index].seat
    other = 1 - mover if len(state.players) == 2 else (mover + 1) % len(state.players)
    assert state.observation(mover)["log"][index] == [mover, str(state.history[index])]
    assert state.observation(other)["log"][index] == [mover, "discard ?"]
    monkeypatch.setattr(GameState, "public_text", lambda self, move, step: None)
    state = _played_until(whisper, lambda s: any(m.name == "discard" for m in s.history))
    index = next(i for i, m in enumerate(state.history) if m.name == "discard")
    assert state.observation(other)["log"][index] != [state.history[index].seat, "discard ?"]


def test_secret_picks_and_kept_treks_are_hidden_in_the_log(compiled):
    trek = compiled["trek-to-zion"]
    state = GameState(trek, 3, 4)
    play = random.Random(4)
    while len(state.history) < 40 and not state.is_over():
        moves = state.legal_actions()
        state.apply(moves[int(play.random() * len(moves))])
    seen_by_1 = dict(enumerate(state.observation(1)["log"]))
    for i, move in enumerate(state.history):
        if move.seat != 1 and move.name in ("keep_treks", "kept"):
            assert "?" in seen_by_1[i][1] and str(move) != seen_by_1[i][1], (i, str(move))
        if move.seat == 1:
            assert seen_by_1[i][1] == str(move)


def test_leak_7_a_greedy_agent_that_looks_at_the_game_is_caught(whisper):
    """Before: greedy looked ahead on a copy of the true game, so it named hidden cards it could not know."""
    class TheGameItself:
        """The old view: the game itself, whose lookahead is a copy of the true game."""
        def __init__(self, game, seat):
            self.seat, self.game = seat, game

        def sample(self, rng, judged=False):
            return self.game.clone()

    def compare(view_of):
        def same_choice(state, world, seat):
            """The same choice now, and in the choice each move opens (guess: then name a card)."""
            pairs = [(state, world)]
            for move in state.legal_actions():
                real, imagined = state.clone(), world.clone()
                imagined.rng.setstate(real.rng.getstate())
                real.apply(str(move))
                imagined.apply(str(move))
                if real.pending is not None and real.pending["seat"] == seat:
                    pairs.append((real, imagined))
            differ = []
            for real, imagined in pairs:
                a = GreedyAgent("greedy").choose(view_of(real, seat), real.legal_actions())
                b = GreedyAgent("greedy").choose(view_of(imagined, seat), imagined.legal_actions())
                differ += [] if str(a) == str(b) else [f"{a} / {b}"]
            return differ
        return [p for seed in range(4) for p in leaks(whisper, 2, seed, decisions=30, chooser=same_choice)]

    assert compare(SeatView) == []
    assert compare(TheGameItself) != []


def _played_until(rules, condition, players: int = 3):
    for seed in range(200):
        state = GameState(rules, players, seed)
        play = random.Random(seed)
        while not state.is_over():
            if condition(state):
                return state
            moves = state.legal_actions()
            state.apply(moves[int(play.random() * len(moves))])
    raise AssertionError("no game reached the wanted position")


def _waiting_on(rules, action: str):
    """A two-player game of Whisper in which seat 0 has just taken `action` and waits on its choice."""
    for seed in range(200):
        state = GameState(rules, 2, seed)
        moves = [m for m in state.legal_actions() if m.name == action]
        if moves:
            state.apply(moves[0])
            if state.pending is not None:
                return state
    raise AssertionError(f"no game offers {action}")
