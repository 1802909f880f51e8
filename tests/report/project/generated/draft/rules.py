"""Draft (report fixture): the rules, compiled by Cairn.

Generated from definitions/draft/decks.yaml, definitions/draft/game.yaml.
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import Action, GameRules, Step, move_card, record_type

from .data import GEMS, GEMS_ORDER

GAME_ID = 'draft'
GAME_NAME = 'Draft (report fixture)'
MIN_PLAYERS = 2
MAX_PLAYERS = 3
OPTIONS = {}


# ---------------------------------------------------------------- actions


def take_moves(state, p):
    """Every legal choice of arguments for 'take'."""
    return [(card,) for card in state.g.market]


def take(state, p, card):
    """Take a gem from the market. (definitions/draft/game.yaml:21)"""
    move_card(state.g.market, p.hoard, card)
    p.points += GEMS[card]["value"]
    if GEMS[card]["value"] > 100:
        p.shine += 1


def polish_moves(state, p):
    """Every legal choice of arguments for 'polish'."""
    if not (len(state.g.market) > 100):
        return []
    return [()]


def polish(state, p):
    """Polish a gem (never possible). (definitions/draft/game.yaml:30)"""
    p.shine += 1



# ---------------------------------------------------------------- decisions


def round_turn_choices(state, p):
    """Every legal move of step 'turn', as (action, argument tuples) groups in notation order.

    The same moves as asking each action's `_moves` in turn, in one pass: functions inlined,
    values that do not change inside a loop worked out before it (definitions/draft/game.yaml:38).
    """
    groups = []
    take_options = []
    for card in state.g.market:
        take_options.append((card,))
    if take_options:
        groups.append(('take', take_options))
    if len(state.g.market) > 100:
        groups.append(('polish', [()]))
    return groups


# ---------------------------------------------------------------- flow


def start_round(state):
    """What resets at the start of every round."""
    pass


def start_turn(state):
    """What resets at the start of every turn."""
    pass


def is_active(state, p):
    """May this player still take decisions?"""
    return True


def game_ends(state):
    """Checked at the end of every round."""
    return len(state.g.market) == 0


# ---------------------------------------------------------------- scoring


def score_gems(state, p):
    """Gem values (definitions/draft/game.yaml:42)"""
    return p.points


def score_polished(state, p):
    """Polished gems (definitions/draft/game.yaml:43)"""
    return p.shine


def total_score(state, p):
    return score_gems(state, p) + score_polished(state, p)


def is_eligible(state, p):
    """May this player win?"""
    return True


# ---------------------------------------------------------------- state
# a player's fields and the shared ones, each the slot of a record (`p.energy`; runtime/records.py)
Shared = record_type("Shared", ('market',))
Player = record_type("Player", ('seat', 'hoard', 'points', 'shine',))


def new_globals(state):
    return Shared.of({
        'market': list(GEMS),
    })


def new_player(state, seat):
    return Player.of({
        "seat": seat,
        'hoard': [],
        'points': 0,
        'shine': 0,
    })


def copy_player(p):
    """A copy of a player's fields, slot by slot, that shares no container with the original."""
    q = Player.blank()
    q.seat = p.seat
    q.hoard = list(p.hoard)
    q.points = p.points
    q.shine = p.shine
    return q


def copy_globals(g):
    """A copy of the shared fields, slot by slot, that shares no container with the original."""
    q = Shared.blank()
    q.market = list(g.market)
    return q


GAME = GameRules(
    id=GAME_ID,
    name=GAME_NAME,
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=OPTIONS,
    new_globals=new_globals,
    new_player=new_player,
    copy_player=copy_player,
    copy_globals=copy_globals,
    player_record=Player,
    shared_record=Shared,
    start_round=start_round,
    start_turn=start_turn,
    setup=(
    ),
    round=(
        Step('decide', 'turn', actions=('take', 'polish'), who='turn', choices=round_turn_choices, at='definitions/draft/game.yaml:38:7'),
    ),
    actions={
        'take': Action('take', ('card',), take_moves, take),
        'polish': Action('polish', (), polish_moves, polish),
    },
    action_domains={
        'take': (('values', ('ruby', 'opal', 'jade', 'onyx', 'pearl', 'quartz')),),
        'polish': (),
    },
    is_active=is_active,
    game_ends=game_ends,
    scoring=(
        ('gems', 'Gem values', score_gems),
        ('polished', 'Polished gems', score_polished),
    ),
    total_score=total_score,
    is_eligible=is_eligible,
    solo_win=None,
    end_words={'end condition': 'the end condition held at the end of a round: the market is empty'},
    end_at={'end condition': ('definitions/draft/game.yaml:39:9', 'count(market) == 0')},
    set_fields={'player': (), 'global': ()},
    hidden_fields={'player': (), 'global': ()},
    visibility={'player': {'hoard': 'everyone', 'points': 'everyone', 'shine': 'everyone'}, 'global': {'market': 'everyone'}},
    bounds={'player': {}, 'global': {}},
    layout={'player': {'hoard': {'kind': 'zone', 'of': 'gems'}, 'points': {'kind': 'counter', 'min': None, 'max': None}, 'shine': {'kind': 'counter', 'min': None, 'max': None}}, 'global': {'market': {'kind': 'zone', 'of': 'gems'}}},
    tables={'gems': GEMS},
    turns=True,
    action_texts={
        'take': 'Take a gem from the market.',
        'polish': 'Polish a gem (never possible).',
    },
)
