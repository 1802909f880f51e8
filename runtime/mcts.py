"""Information-set Monte Carlo tree search: a bot that looks ahead without seeing what its seat may not.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012): every iteration plays in a world the seat
could be in (`SeatView.sample`, runtime/knowledge.py; WORLDS of them dealt per decision, searched in turn),
so the tree is one tree of the seat's information set, not of the real game. Its nodes are moves by their notation, of any seat: the
others' moves are searched as they look in the sampled world. A move is chosen by UCB1 among the
moves legal in this world, counted by how often each was available, not by how often its parent was
visited (a move that exists in few worlds is not penalised for the worlds it did not exist in).
Below the tree, a few random moves are played (with `:full`, the fast random playout of runtime/playout.py
finishes the game).

The budget is a number of playouts (`ismcts:200`, deterministic for a seed) or seconds of thinking
per decision (`ismcts:0.5s`, which is not: a busy machine thinks less). A playout looks DEFAULT_DEPTH
random moves past the tree, then each seat's lead over the best other seat who may still win judges it
(`margins`); `ismcts:200:8` looks 8 moves, `ismcts:200:full` plays to the end and counts wins. Random
play to the end says little in a long game (Trek's random players complete no trek: full playouts lose
to random there), while the scores a few moves ahead say a lot: cut playouts beat greedy in every game.
"""
from __future__ import annotations

import math
import random
import time

from .lookahead import MOST_WEIGHED, greedy_worth, weighed
from .lowered import LoweredWorld, lowered_playout, lowered_world, lowers
from .playout import random_playout
from .rules import RuleError

DEFAULT_PLAYOUTS = 100
DEFAULT_DEPTH = 6       # random moves a playout looks past the tree before the scores judge it
EXPLORATION = 0.7       # rewards lie in [0, 1]: the usual sqrt(2) explores too much for them
# Worlds the seat could be in, dealt once per decision and searched in turn: dealing one anew (replaying a
# choice the seat waits on) costs many times what copying one does, and a few dozen deals cover the spread.
WORLDS = 16
SHORTLIST = 8           # moves searched at a root of more than MOST_WEIGHED (runtime/lookahead.py)
# Moves weighed one ahead to shortlist them, drawn at random where there are more: once per decision, the
# cost of some thirty playouts, so the search starts from better placements than greedy's best of 64.
SHORTLIST_DRAWN = 4 * MOST_WEIGHED
WIN_WEIGHT = 0.8        # a playout is worth its win share, and a little of its score rank (games rarely won)


class Node:
    __slots__ = ("seat", "visits", "reward", "available", "children")

    def __init__(self, seat: int | None):
        self.seat = seat        # who made the move into this node
        self.visits = 0
        self.reward = 0.0
        self.available = 0      # iterations in which this move was legal where its parent stood
        self.children: dict = {}

    def ucb(self) -> float:
        return self.reward / self.visits + EXPLORATION * math.sqrt(math.log(self.available) / self.visits)


def parse_setting(text: str | None) -> tuple[int | None, float | None, int | None]:
    """'200' → 200 playouts cut after DEFAULT_DEPTH moves; '0.5s' → half a second per decision;
    '200:8' → cut after 8 moves; '200:full' → played to the end. Depth None: to the end."""
    budget, _colon, depth = (text or "").partition(":")
    if not depth:
        return parse_budget(budget) + (DEFAULT_DEPTH,)
    if depth == "full":
        return parse_budget(budget) + (None,)
    if not (depth.isdigit() and int(depth) >= 1):
        raise RuleError(f"ismcts:{text}: the playouts' depth after the budget is a number of moves (ismcts:200:8) "
                        "or full (ismcts:200:full, played to the end)")
    return parse_budget(budget) + (int(depth),)


def parse_budget(text: str | None) -> tuple[int | None, float | None]:
    """'200' → 200 playouts; '0.5s' → half a second per decision; None → the default playouts."""
    if not text:
        return DEFAULT_PLAYOUTS, None
    try:
        if text.endswith("s"):
            seconds = float(text[:-1])
            if seconds > 0 and math.isfinite(seconds):
                return None, seconds
        elif text.isdigit() and int(text) >= 1:
            return int(text), None
    except ValueError:
        pass
    raise RuleError(f"ismcts:{text}: the budget is a number of playouts (ismcts:200) or seconds (ismcts:0.5s)")


def margins(state) -> list:
    """Each seat's worth of a playout cut short: how far it leads (or trails) the best of the others who may
    still win, squashed into (0, 1) on the scale of the scores themselves; a seat that can no longer win
    (eliminated: not `eligible`) is worth nothing, whatever its points. The scores count the game's
    victory `progress:` too, and while no seat is eligible yet (JMT: none has reached Mt. Whitney) every
    seat is weighed as if it were."""
    rules, players = state.rules, state.players
    scores = state.scores()
    if rules.progress is not None:
        scores = [s + rules.progress(state, p) for s, p in zip(scores, players)]
    return margins_of(scores, [rules.is_eligible(state, p) for p in players])


def margins_of(scores: list, eligible: list) -> list:
    """`margins` of each seat's score (its progress counted) and whether it may still win."""
    if not any(eligible):
        eligible = [True] * len(scores)
    scale = 1 + sum(abs(s) for s in scores) / (4 * len(scores))
    out = []
    for seat, score in enumerate(scores):
        others = [s for i, s in enumerate(scores) if i != seat and eligible[i]]
        if not eligible[seat]:
            out.append(0.0)
        elif not others and len(scores) > 1:
            out.append(1.0)         # the only one left who may win
        else:
            out.append(0.5 + 0.5 * math.tanh((score - max(others, default=0)) / scale))
    return out


def rewards(state) -> list:
    """Each seat's worth of a finished game: its share of the win, and its score's place between the others'."""
    scores = state.scores()
    winners = state.winners()
    low, high = min(scores), max(scores)
    out = []
    for seat, score in enumerate(scores):
        won = 1.0 / len(winners) if seat in winners else 0.0
        rank = (score - low) / (high - low) if high > low else 0.5
        out.append(WIN_WEIGHT * won + (1 - WIN_WEIGHT) * rank)
    return out


class IsmctsAgent:
    """Searches its seat's information set with playouts; picks the move tried most."""
    name = "ismcts"

    def __init__(self, seed, budget: str | None = None):
        self.rng = random.Random(seed)
        self.shortlist = None       # the keys of the root's moves searched, when they are shortlisted
        self.playouts, self.seconds, self.depth = parse_setting(budget)
        if budget:
            self.name = f"ismcts:{budget}"

    def choose(self, view, moves):
        if len(moves) == 1:
            return moves[0]
        self.shortlist = None
        if len(moves) > MOST_WEIGHED:
            moves = shortlist(view, moves, self.rng)
            self.shortlist = {key_of(m) for m in moves}
        root = Node(None)
        deadline = time.perf_counter() + self.seconds if self.seconds is not None else None
        done, worlds = 0, []
        while (done < self.playouts) if deadline is None else (done == 0 or time.perf_counter() < deadline):
            if len(worlds) < WORLDS:
                world = view.sample(self.rng)
                world.observed = False      # nobody looks at a world searched: no snapshots, no origins
                # searched on the lowered state where the game has one (runtime/lowered.py): lowered once here
                world = lowered_world(world) or world
                worlds.append((world, self.searched_at_root(world)))
            world, at_root = worlds[done % WORLDS]
            self.iterate(root, world.clone(), at_root)
            done += 1
        legal = {key_of(m): m for m in moves}
        tried = [(child.visits, child.reward / child.visits, str(key)) for key, child in root.children.items()
                 if key in legal and child.visits]
        if not tried:
            return moves[int(self.rng.random() * len(moves))]
        best = max(tried)[2]
        return next(move for key, move in legal.items() if str(key) == best)

    def searched_at_root(self, world) -> list:
        """The root's moves in this world, listed once (every copy searched from it keeps the list): those of
        the shortlist, where there is one."""
        moves = world.legal_actions()
        if self.shortlist is None:
            return moves
        return [m for m in moves if key_of(m) in self.shortlist] or moves

    def iterate(self, root: Node, world, at_root: list) -> None:
        """One iteration: down the tree by UCB1, one new node, a random playout, the result up the path.
        `at_root`: the moves searched at the root in this world."""
        rng = self.rng
        node, path, first = root, [], None
        try:
            while not world.is_over():
                if node is not root and offered(world) > MOST_WEIGHED:
                    # a hundred playouts would try each of hundreds of moves once or never: the tree learns
                    # nothing there, so one move is drawn as a playout draws it, without listing them all
                    play_random_move(world, rng)
                    break
                moves = at_root if node is root else world.legal_actions()
                if not moves:
                    break
                children = node.children
                untried, tried = [], []
                for move in moves:
                    key = key_of(move)
                    child = children.get(key)
                    if child is None:
                        untried.append((key, move))
                    else:
                        child.available += 1
                        tried.append((child, move))
                if untried:
                    key, move = untried[int(rng.random() * len(untried))]
                    child = children[key] = Node(move.seat)
                    child.available = 1
                    path.append(child)
                    if lowers_first(world):
                        first = move        # played with the playout, on the lowered state
                    else:
                        play_in_tree(world, move)
                    break
                best = max(range(len(tried)), key=lambda i: tried[i][0].ucb())
                node, move = tried[best]
                play_in_tree(world, move)
                path.append(node)
            world = self.play_out(world, first)
        except RuleError:        # a move of the tree that this world does not allow: nothing is learned
            return
        worth = self.judged(world)
        for child in path:
            child.visits += 1
            child.reward += worth[child.seat]

    def play_out(self, world, first=None):
        """The random moves past the tree: `depth` of them (fewer where the game ends), or, without a depth, the
        rest of the game. Played as the random playout plays them (runtime/playout.py): drawn from the decision's
        (action, argument lists) groups and applied by name, no `Move` built, nothing recorded for an observer;
        the same draws, and the same world after them, as `depth` times `apply(random_move(world, rng))`.
        Returns the world played: on the lowered state where the game has one (runtime/lowered.py), which draws a
        choice inside an effect in place, `world` lowered here where the tree left it on the records. `first`: the
        tree's new move, not played yet (`lowers_first`), taken before the draws; a choice inside its effect is the
        playout's first draw, as it is where the records wait for it after the move."""
        if first is not None:
            lowered = lowered_playout(world)
            number = lowered.number_of(first) if lowered is not None else None
            if number is not None:
                lowered.play_out(self.rng, self.depth, number)
                return lowered
            world.apply(first, check=False)
        if world.is_over():
            return world
        if isinstance(world, LoweredWorld):
            world.play_out(self.rng, self.depth)
            return world
        left = self.settled(world)
        if left == 0 or world.is_over():
            return world
        lowered = lowered_playout(world, counted=True)     # (its first move drawn, not named: counted)
        if lowered is not None:
            lowered.play_out(self.rng, left)
            return lowered
        ready_for_playout(world)
        if world.pending is None and world._groups is None:
            return world    # nobody to move (as no legal move: nothing drawn)
        random_playout(world, [self.rng] * len(world.players), left)
        return world

    def settled(self, world) -> int | None:
        """Draw on the records the choices inside an effect that `world` waits on (a move of the tree stopped at
        one; the lowered state has no place to wait inside an effect): the playout's moves left after them."""
        left = self.depth
        rngs = None
        while world.pending is not None and left != 0 and not world.is_over():
            rngs = rngs or [self.rng] * len(world.players)
            random_playout(world, rngs, 1)      # one draw: the choice, or the move after a choice taken unasked
            if left is not None:
                left -= 1
        return left

    def judged(self, world) -> list:
        """Each seat's worth of a playout: `rewards` of a finished game (or a playout played to the end), else
        `margins`; on a lowered world's slots where its module prints the standings, else written back once."""
        if isinstance(world, LoweredWorld):
            if world.seat >= 0 and self.depth is not None:
                standings = world.standings()
                if standings is not None:
                    return margins_of([score for score, _eligible in standings],
                                      [eligible for _score, eligible in standings])
            world = world.readable()
        return rewards(world) if world.is_over() or self.depth is None else margins(world)


def shortlist(view, moves, rng) -> list:
    """The SHORTLIST moves greedy thinks best (of SHORTLIST_DRAWN drawn), where the root offers more than greedy
    weighs: a search of a hundred playouts would try each of hundreds of placements once or never."""
    world = view.sample(rng, judged=True)     # (only weighed one move ahead: agents.py Sampler.sample)
    drawn = rng.sample(moves, min(len(moves), SHORTLIST_DRAWN))
    ranked = sorted(weighed(world, drawn, greedy_worth(world, view.seat), rng), key=lambda vm: -vm[0])
    return [move for _value, move in ranked[:SHORTLIST]] or drawn


def lowers_first(world) -> bool:
    """Is the tree's new move at `world` to be played with the playout on the lowered state, the world lowered before
    it? The move on the records would list the next decision there, and leave any choice inside its effect to be
    drawn there (`IsmctsAgent.settled`)."""
    return not isinstance(world, LoweredWorld) and lowers(world)


def key_of(move):
    """A move as the tree knows it in every world: the move itself (equal actions and arguments are one move),
    or its notation where an argument cannot be a key."""
    try:
        hash(move)
    except TypeError:
        return str(move)
    return move


def offered(world) -> int:
    """How many moves the decision offers, counted in its (action, argument lists) groups where it has them."""
    if isinstance(world, LoweredWorld):
        return world.offered()
    if world._moves is None and world._groups is not None and world.pending is None:
        return sum(len(argument_lists) for _name, argument_lists in world._groups)
    return len(world.legal_actions())


def play_in_tree(world, move) -> None:
    """A move of the tree played. On the lowered state, the flow runs on to a decision whose moves are counted where the
    module counts them (runtime/lowered.py `LoweredWorld.to_next`): a draw past the tree needs only their number, and
    the tree lists them only where it expands a node of few moves."""
    if isinstance(world, LoweredWorld):
        world.apply(move, counted=True)
    else:
        world.apply(move, check=False)


def play_random_move(world, rng) -> None:
    """`random_move` played, where the tree stops at a decision of more moves than it weighs: on the lowered state drawn
    by its number or from its counted blocks, no move named, the next decision counted for the playout."""
    if isinstance(world, LoweredWorld):
        world.play_random(rng, counted=True)
    else:
        world.apply(random_move(world, rng), check=False)


def random_move(world, rng):
    """A move drawn uniformly from the legal ones (None: there are none), built alone where the decision is
    still (action, argument lists) groups: a tableau offers hundreds, of which a playout needs one."""
    if isinstance(world, LoweredWorld):
        return world.random_move(rng)
    return world.drawn_move(rng.random)


def ready_for_playout(world) -> None:
    """The playout reads the decision as (action, argument lists) groups, which a fresh sample has not built."""
    if world.pending is None and world._groups is None:
        seat = world.to_move()
        step = world.current_step()
        if seat is not None and step is not None:
            world._groups = world.groups_for(seat, step)
            world._seat = seat
