"""Draft (report fixture): the lowered playout, by Cairn.

The random playout of fast.py on a state of typed slots (numbers, flags, ids as small ints, maps as
lists): `play` lowers the readable state once, plays the whole game on it and writes it back once.
lowered.pxd beside it gives Cython the C types of the same code. A seed plays the same game here as
through GameState.apply (tests/runtime/test_lowered.py).
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import MAX_ROUNDS, loop_turn, move_card
from .rules import GAME

OBSERVABLE = True

DEFINED_AT = {
    'do_take': ('take', 'definitions/draft/game.yaml:21'),
    'do_polish': ('polish', 'definitions/draft/game.yaml:30'),
}

GEMS_IDS = ('ruby', 'opal', 'jade', 'onyx', 'pearl', 'quartz')

GEMS_NUMBERS = {'ruby': 0, 'opal': 1, 'jade': 2, 'onyx': 3, 'pearl': 4, 'quartz': 5}

GEMS_VALUE = (4, 3, 3, 2, 2, 1)


class Player:
    """A player's fields, lowered: numbers and flags, ids of a table as their row number, sets of ids as bit masks, maps keyed by a table as lists."""
    __slots__ = ('seat', 'hoard', 'points', 'shine')


class State:
    """The shared fields, lowered, the players and the flow of the game being played."""
    __slots__ = (
        'market', 'players', 'moves', 'readable', 'rnd', 'phase', 'ended_by', 'picks', 'turn', 'round',
        'lead', 'first_player', 'step', 'turn_moves', 'passes', 'idle_turns', 'max_moves', 'end_requested',
        'decision_moves',
    )


def lower_state(state):
    """The lowered copy of a readable state (runtime/state.py GameState): taken once, at the start."""
    s = State()
    g = state.g
    s.market = g.market
    s.players = []
    for seat in range(len(state.players)):
        q = state.players[seat]
        p = Player()
        p.seat = q.seat
        p.hoard = q.hoard
        p.points = q.points
        p.shine = q.shine
        s.players.append(p)
    s.moves = []
    s.decision_moves = []
    s.readable = state
    s.rnd = state.rng.random
    s.phase = state.phase
    s.ended_by = state.ended_by
    s.picks = state.picks
    s.turn = state.turn
    s.round = state.round
    s.lead = state.lead
    s.first_player = state.first_player
    s.step = state.step
    s.turn_moves = state.turn_moves
    s.passes = state.passes
    s.idle_turns = state.idle_turns
    s.max_moves = state.rules.max_moves_per_turn
    s.end_requested = state.end_requested
    return s


def raise_state(state, s):
    """Write the lowered state back into the readable one: at the end, before an observer looks, and before a rules error is raised."""
    g = state.g
    g.market = s.market
    for seat in range(len(s.players)):
        p = s.players[seat]
        q = state.players[seat]
        q.hoard = p.hoard
        q.points = p.points
        q.shine = p.shine
    state.phase = s.phase
    state.ended_by = s.ended_by
    state.picks = s.picks
    state.turn = s.turn
    state.round = s.round
    state.lead = s.lead
    state.first_player = s.first_player
    state.step = s.step
    state.turn_moves = s.turn_moves
    state.passes = s.passes
    state.idle_turns = s.idle_turns
    state.end_requested = True if s.end_requested else False


def too_many_moves(s, seat):
    """A turn of more moves than the flow allows: the rules error GameState raises."""
    raise_state(s.readable, s)
    s.readable.turn_never_ends(seat, s.readable.steps()[s.step])


def loop_fails(s, p, turns, limit, where):
    """A loop of an effect past its bound: the rules error rules.py raises (runtime/loops.py)."""
    raise_state(s.readable, s)
    loop_turn(s.readable, None if p is None else s.readable.players[p.seat], turns, limit, where)


def start_turn(s):
    """What resets at the start of every turn."""
    pass


def start_round(s):
    """What resets at the start of every round."""
    pass


def finish(s, reason):
    """The game is over."""
    s.phase = 'over'
    s.ended_by = reason


def new_round(s):
    """Count the next round, led by the first player, and start it (GameState.new_round)."""
    if s.round >= MAX_ROUNDS:
        raise_state(s.readable, s)
        s.readable.check_round_limit()
    s.round += 1
    s.lead = s.first_player
    start_round(s)


def end_turn(s):
    """Close the turn player's turn: the end trigger, the game's end, a table where no one can act; pass the turn (GameState.end_turn)."""
    n = len(s.players)
    p = s.players[s.turn]
    s.idle_turns = 0 if s.turn_moves else s.idle_turns + 1
    if len(s.market) == 0:
        finish(s, 'end condition')
        return
    active = n
    if active == 0 or s.idle_turns >= active:
        finish(s, 'nobody can act')
        return
    s.step = 0
    s.turn_moves = 0
    s.passes = 0
    following = (s.turn + 1) % n
    if following == s.lead:
        new_round(s)
        following = s.lead
    s.turn = following
    start_turn(s)


def do_take(s, p, card):
    """Take a gem from the market. (definitions/draft/game.yaml:21)"""
    move_card(s.market, p.hoard, GEMS_IDS[card])
    p.points += GEMS_VALUE[card]
    if GEMS_VALUE[card] > 100:
        p.shine += 1


def do_polish(s, p):
    """Polish a gem (never possible). (definitions/draft/game.yaml:30)"""
    p.shine += 1


def round_turn_play(state, s, randoms, observe):
    """Every pick of the round step turn, drawn as a random agent draws."""
    n = len(s.players)
    seat = s.turn
    p = s.players[seat]
    s.picks = None
    # the legal moves of turn: the number of each action allowed
    moves = s.moves
    moves.clear()
    for card_card in s.market:
        card = GEMS_NUMBERS[card_card]
        moves.append(0 + 2 * card)
    if len(s.market) > 100:
        moves.append(1)
    if not moves:
        return
    if observe is not None:
        s.picks = [0] * n
        s.picks[seat] = 1
        raise_state(state, s)
        observe(state)
    move = moves[int(randoms[seat]() * len(moves))]
    action = move % 2
    if action == 0:
        do_take(s, p, move // 2)
    elif action == 1:
        do_polish(s, p)
    s.turn_moves += 1
    if s.turn_moves > s.max_moves:
        too_many_moves(s, seat)
    if s.end_requested:
        # the picks stay, as on the general path: none left
        s.picks = [0] * n
    else:
        s.picks = None


def play(state, randoms, observe=None):
    """Play a game made with `GameState(..., start=False)` to its end on the lowered state; seat k draws with `randoms[k]()`. `observe(state)`, when given, sees the readable state, written back, at every drawn decision."""
    state.step = 0
    s = lower_state(state)
    s.phase = 'round'
    s.step = 0
    s.turn = s.first_player
    s.turn_moves = 0
    s.passes = 0
    new_round(s)
    start_turn(s)
    while s.phase != 'over':
        s.step = 0
        round_turn_play(state, s, randoms, observe)
        if s.end_requested:
            finish(s, 'end game')
            raise_state(state, s)
            return state
        s.step = 1
        end_turn(s)
    raise_state(state, s)
    return state
