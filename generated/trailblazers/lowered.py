"""Trailblazers: the lowered playout, by Cairn.

The random playout of fast.py on a state of typed slots (numbers, flags, ids as small ints, maps as
lists): `play` lowers the readable state once, plays the whole game on it and writes it back once.
lowered.pxd beside it gives Cython the C types of the same code. A seed plays the same game here as
through GameState.apply (tests/runtime/test_lowered.py).
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import MAX_ROUNDS, distinct, draw, figure_cells, figure_closed, figure_exits, figure_resume, figure_send, figure_stand, figure_state, figure_trail_length, figure_trail_tokens, figure_walk, figure_walked, loop_turn, masks, no_value, shuffle, stream_of, streams_of, tableau_area, tableau_lay, write_ids
from .rules import GAME, TABLEAU_AREA, animal_points, setup_decks, slot_points

OBSERVABLE = True

DEFINED_AT = {
    'do_place_camp': ('place_camp', 'definitions/trailblazers/game.yaml:130'),
    'do_place_trail': ('place_trail', 'definitions/trailblazers/game.yaml:134'),
    'do_set_out': ('set_out', 'definitions/trailblazers/game.yaml:153'),
    'round_travellers_rested': ('round_travellers_rested', 'definitions/trailblazers/game.yaml:176'),
    'round_deal': ('round_deal', 'definitions/trailblazers/game.yaml:178'),
    'round_travellers_stand': ('round_travellers_stand', 'definitions/trailblazers/game.yaml:181'),
    'round_travel': ('round_travel', 'definitions/trailblazers/game.yaml:196'),
    'round_goals_check': ('round_goals_check', 'definitions/trailblazers/game.yaml:207'),
    'round_goals_award': ('round_goals_award', 'definitions/trailblazers/game.yaml:212'),
    'round_pass_hands': ('round_pass_hands', 'definitions/trailblazers/game.yaml:227'),
    'round_campfires': ('round_campfires', 'definitions/trailblazers/game.yaml:234'),
    'begun_decks': ('begun_decks', 'definitions/trailblazers/game.yaml:164'),
}

TRAIL_CARDS_IDS = (
    'trail_001', 'trail_002', 'trail_003', 'trail_004', 'trail_005', 'trail_006', 'trail_007', 'trail_008',
    'trail_009', 'trail_010', 'trail_011', 'trail_012', 'trail_013', 'trail_014', 'trail_015', 'trail_016',
    'trail_017', 'trail_018', 'trail_019', 'trail_020', 'trail_021', 'trail_022', 'trail_023', 'trail_024',
    'trail_025', 'trail_026', 'trail_027', 'trail_028', 'trail_029', 'trail_030', 'trail_031', 'trail_032',
    'trail_033', 'trail_034', 'trail_035', 'trail_036', 'trail_037', 'trail_038', 'trail_039', 'trail_040',
    'trail_041', 'trail_042', 'trail_043', 'trail_044', 'trail_045', 'trail_046', 'trail_047', 'trail_048',
    'trail_049', 'trail_050', 'trail_051', 'trail_052', 'trail_053', 'trail_054', 'trail_055', 'trail_056',
    'trail_057', 'trail_058', 'trail_059', 'trail_060', 'trail_061', 'trail_062', 'trail_063', 'trail_064',
    'trail_065', 'trail_066', 'trail_067', 'trail_068', 'trail_069', 'trail_070', 'trail_071', 'trail_072',
    'trail_073', 'trail_074', 'trail_075', 'trail_076', 'trail_077', 'trail_078', 'trail_079', 'trail_080',
    'trail_081', 'trail_082', 'trail_083', 'trail_084', 'trail_085', 'trail_086', 'trail_087', 'trail_088',
    'trail_089', 'trail_090', 'trail_091', 'trail_092', 'trail_093', 'trail_094', 'trail_095', 'trail_096',
    'trail_097', 'trail_098', 'trail_099', 'trail_100', 'trail_101', 'trail_102', 'trail_103', 'trail_104',
    'trail_105', 'trail_106', 'trail_107', 'trail_108', 'trail_109', 'trail_110', 'trail_111', 'trail_112',
    'trail_113', 'trail_114', 'trail_115', 'trail_116', 'trail_117', 'trail_118', 'trail_119', 'trail_120',
    'trail_121', 'trail_122', 'trail_123', 'trail_124', 'trail_125', 'trail_126', 'trail_127', 'trail_128',
    'trail_129', 'trail_130', 'trail_131', 'trail_132', 'trail_133', 'trail_134', 'trail_135',
)

TRAIL_CARDS_NUMBERS = {
    'trail_001': 0, 'trail_002': 1, 'trail_003': 2, 'trail_004': 3, 'trail_005': 4, 'trail_006': 5,
    'trail_007': 6, 'trail_008': 7, 'trail_009': 8, 'trail_010': 9, 'trail_011': 10, 'trail_012': 11,
    'trail_013': 12, 'trail_014': 13, 'trail_015': 14, 'trail_016': 15, 'trail_017': 16, 'trail_018': 17,
    'trail_019': 18, 'trail_020': 19, 'trail_021': 20, 'trail_022': 21, 'trail_023': 22, 'trail_024': 23,
    'trail_025': 24, 'trail_026': 25, 'trail_027': 26, 'trail_028': 27, 'trail_029': 28, 'trail_030': 29,
    'trail_031': 30, 'trail_032': 31, 'trail_033': 32, 'trail_034': 33, 'trail_035': 34, 'trail_036': 35,
    'trail_037': 36, 'trail_038': 37, 'trail_039': 38, 'trail_040': 39, 'trail_041': 40, 'trail_042': 41,
    'trail_043': 42, 'trail_044': 43, 'trail_045': 44, 'trail_046': 45, 'trail_047': 46, 'trail_048': 47,
    'trail_049': 48, 'trail_050': 49, 'trail_051': 50, 'trail_052': 51, 'trail_053': 52, 'trail_054': 53,
    'trail_055': 54, 'trail_056': 55, 'trail_057': 56, 'trail_058': 57, 'trail_059': 58, 'trail_060': 59,
    'trail_061': 60, 'trail_062': 61, 'trail_063': 62, 'trail_064': 63, 'trail_065': 64, 'trail_066': 65,
    'trail_067': 66, 'trail_068': 67, 'trail_069': 68, 'trail_070': 69, 'trail_071': 70, 'trail_072': 71,
    'trail_073': 72, 'trail_074': 73, 'trail_075': 74, 'trail_076': 75, 'trail_077': 76, 'trail_078': 77,
    'trail_079': 78, 'trail_080': 79, 'trail_081': 80, 'trail_082': 81, 'trail_083': 82, 'trail_084': 83,
    'trail_085': 84, 'trail_086': 85, 'trail_087': 86, 'trail_088': 87, 'trail_089': 88, 'trail_090': 89,
    'trail_091': 90, 'trail_092': 91, 'trail_093': 92, 'trail_094': 93, 'trail_095': 94, 'trail_096': 95,
    'trail_097': 96, 'trail_098': 97, 'trail_099': 98, 'trail_100': 99, 'trail_101': 100, 'trail_102': 101,
    'trail_103': 102, 'trail_104': 103, 'trail_105': 104, 'trail_106': 105, 'trail_107': 106,
    'trail_108': 107, 'trail_109': 108, 'trail_110': 109, 'trail_111': 110, 'trail_112': 111,
    'trail_113': 112, 'trail_114': 113, 'trail_115': 114, 'trail_116': 115, 'trail_117': 116,
    'trail_118': 117, 'trail_119': 118, 'trail_120': 119, 'trail_121': 120, 'trail_122': 121,
    'trail_123': 122, 'trail_124': 123, 'trail_125': 124, 'trail_126': 125, 'trail_127': 126,
    'trail_128': 127, 'trail_129': 128, 'trail_130': 129, 'trail_131': 130, 'trail_132': 131,
    'trail_133': 132, 'trail_134': 133, 'trail_135': 134,
}

OPTION_ANIMAL_MODULE_NUMBERS = {'disabled': 0, 'enabled': 1}

OPTION_MODE_NUMBERS = {'standard': 0, 'adventurer': 1}

CAMPS_IDS = ('camp_hiking', 'camp_biking', 'camp_kayaking')

CAMPS_NUMBERS = {'camp_hiking': 0, 'camp_biking': 1, 'camp_kayaking': 2}

GOALS_IDS = (
    'long_haul', 'triathlon', 'double_back', 'trail_network', 'marathon', 'menagerie', 'most_loops',
    'longest_loop', 'most_markers', 'most_kinds', 'kayak_loops', 'wildlife',
)

GOALS_NUMBERS = {
    'long_haul': 0, 'triathlon': 1, 'double_back': 2, 'trail_network': 3, 'marathon': 4, 'menagerie': 5,
    'most_loops': 6, 'longest_loop': 7, 'most_markers': 8, 'most_kinds': 9, 'kayak_loops': 10, 'wildlife': 11,
}

TRAIL_TYPES_IDS = ('hiking', 'biking', 'kayaking')

TRAIL_TYPES_NUMBERS = {'hiking': 0, 'biking': 1, 'kayaking': 2}

TRAIL_CARDS_ANIMAL = (
    1, 1, 1, 1, 0, 0, 0, 0, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4,
    4, 4, 5, 5, 5, 5, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1,
    1, 1, 1, 0, 0, 0, 0, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
)

ANIMALS_IDS = ('moose', 'wolf', 'bison', 'bobcat', 'eagle', 'bear')

ANIMALS_NUMBERS = {'moose': 0, 'wolf': 1, 'bison': 2, 'bobcat': 3, 'eagle': 4, 'bear': 5}

TRAIL_TYPES_BY_ID = (1, 0, 2)

TRAIL_TYPES_CAMP = (0, 1, 2)

PLACE_TRAIL_MARK_PASSING = (0, 1)

PLACE_TRAIL_MARK_ALONE = (0,)

GOALS_GOAL_VALUES = (0, 1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 6)

DECISIONS = {
    2: (('place_camp', True, (('camp_hiking', 'camp_biking', 'camp_kayaking'), 'spot')),),
    4: (('place_trail', True, (('trail_001', 'trail_002', 'trail_003', 'trail_004', 'trail_005', 'trail_006', 'trail_007', 'trail_008', 'trail_009', 'trail_010', 'trail_011', 'trail_012', 'trail_013', 'trail_014', 'trail_015', 'trail_016', 'trail_017', 'trail_018', 'trail_019', 'trail_020', 'trail_021', 'trail_022', 'trail_023', 'trail_024', 'trail_025', 'trail_026', 'trail_027', 'trail_028', 'trail_029', 'trail_030', 'trail_031', 'trail_032', 'trail_033', 'trail_034', 'trail_035', 'trail_036', 'trail_037', 'trail_038', 'trail_039', 'trail_040', 'trail_041', 'trail_042', 'trail_043', 'trail_044', 'trail_045', 'trail_046', 'trail_047', 'trail_048', 'trail_049', 'trail_050', 'trail_051', 'trail_052', 'trail_053', 'trail_054', 'trail_055', 'trail_056', 'trail_057', 'trail_058', 'trail_059', 'trail_060', 'trail_061', 'trail_062', 'trail_063', 'trail_064', 'trail_065', 'trail_066', 'trail_067', 'trail_068', 'trail_069', 'trail_070', 'trail_071', 'trail_072', 'trail_073', 'trail_074', 'trail_075', 'trail_076', 'trail_077', 'trail_078', 'trail_079', 'trail_080', 'trail_081', 'trail_082', 'trail_083', 'trail_084', 'trail_085', 'trail_086', 'trail_087', 'trail_088', 'trail_089', 'trail_090', 'trail_091', 'trail_092', 'trail_093', 'trail_094', 'trail_095', 'trail_096', 'trail_097', 'trail_098', 'trail_099', 'trail_100', 'trail_101', 'trail_102', 'trail_103', 'trail_104', 'trail_105', 'trail_106', 'trail_107', 'trail_108', 'trail_109', 'trail_110', 'trail_111', 'trail_112', 'trail_113', 'trail_114', 'trail_115', 'trail_116', 'trail_117', 'trail_118', 'trail_119', 'trail_120', 'trail_121', 'trail_122', 'trail_123', 'trail_124', 'trail_125', 'trail_126', 'trail_127', 'trail_128', 'trail_129', 'trail_130', 'trail_131', 'trail_132', 'trail_133', 'trail_134', 'trail_135'), 'spot', None, ('bare', 'with_animal'))),),
    5: (('set_out', True, (('hiking', 'biking', 'kayaking'), None)),),
    10: (('place_trail', True, (('trail_001', 'trail_002', 'trail_003', 'trail_004', 'trail_005', 'trail_006', 'trail_007', 'trail_008', 'trail_009', 'trail_010', 'trail_011', 'trail_012', 'trail_013', 'trail_014', 'trail_015', 'trail_016', 'trail_017', 'trail_018', 'trail_019', 'trail_020', 'trail_021', 'trail_022', 'trail_023', 'trail_024', 'trail_025', 'trail_026', 'trail_027', 'trail_028', 'trail_029', 'trail_030', 'trail_031', 'trail_032', 'trail_033', 'trail_034', 'trail_035', 'trail_036', 'trail_037', 'trail_038', 'trail_039', 'trail_040', 'trail_041', 'trail_042', 'trail_043', 'trail_044', 'trail_045', 'trail_046', 'trail_047', 'trail_048', 'trail_049', 'trail_050', 'trail_051', 'trail_052', 'trail_053', 'trail_054', 'trail_055', 'trail_056', 'trail_057', 'trail_058', 'trail_059', 'trail_060', 'trail_061', 'trail_062', 'trail_063', 'trail_064', 'trail_065', 'trail_066', 'trail_067', 'trail_068', 'trail_069', 'trail_070', 'trail_071', 'trail_072', 'trail_073', 'trail_074', 'trail_075', 'trail_076', 'trail_077', 'trail_078', 'trail_079', 'trail_080', 'trail_081', 'trail_082', 'trail_083', 'trail_084', 'trail_085', 'trail_086', 'trail_087', 'trail_088', 'trail_089', 'trail_090', 'trail_091', 'trail_092', 'trail_093', 'trail_094', 'trail_095', 'trail_096', 'trail_097', 'trail_098', 'trail_099', 'trail_100', 'trail_101', 'trail_102', 'trail_103', 'trail_104', 'trail_105', 'trail_106', 'trail_107', 'trail_108', 'trail_109', 'trail_110', 'trail_111', 'trail_112', 'trail_113', 'trail_114', 'trail_115', 'trail_116', 'trail_117', 'trail_118', 'trail_119', 'trail_120', 'trail_121', 'trail_122', 'trail_123', 'trail_124', 'trail_125', 'trail_126', 'trail_127', 'trail_128', 'trail_129', 'trail_130', 'trail_131', 'trail_132', 'trail_133', 'trail_134', 'trail_135'), 'spot', None, ('bare', 'with_animal'))),),
    11: (('set_out', True, (('hiking', 'biking', 'kayaking'), None)),),
    16: (('place_trail', True, (('trail_001', 'trail_002', 'trail_003', 'trail_004', 'trail_005', 'trail_006', 'trail_007', 'trail_008', 'trail_009', 'trail_010', 'trail_011', 'trail_012', 'trail_013', 'trail_014', 'trail_015', 'trail_016', 'trail_017', 'trail_018', 'trail_019', 'trail_020', 'trail_021', 'trail_022', 'trail_023', 'trail_024', 'trail_025', 'trail_026', 'trail_027', 'trail_028', 'trail_029', 'trail_030', 'trail_031', 'trail_032', 'trail_033', 'trail_034', 'trail_035', 'trail_036', 'trail_037', 'trail_038', 'trail_039', 'trail_040', 'trail_041', 'trail_042', 'trail_043', 'trail_044', 'trail_045', 'trail_046', 'trail_047', 'trail_048', 'trail_049', 'trail_050', 'trail_051', 'trail_052', 'trail_053', 'trail_054', 'trail_055', 'trail_056', 'trail_057', 'trail_058', 'trail_059', 'trail_060', 'trail_061', 'trail_062', 'trail_063', 'trail_064', 'trail_065', 'trail_066', 'trail_067', 'trail_068', 'trail_069', 'trail_070', 'trail_071', 'trail_072', 'trail_073', 'trail_074', 'trail_075', 'trail_076', 'trail_077', 'trail_078', 'trail_079', 'trail_080', 'trail_081', 'trail_082', 'trail_083', 'trail_084', 'trail_085', 'trail_086', 'trail_087', 'trail_088', 'trail_089', 'trail_090', 'trail_091', 'trail_092', 'trail_093', 'trail_094', 'trail_095', 'trail_096', 'trail_097', 'trail_098', 'trail_099', 'trail_100', 'trail_101', 'trail_102', 'trail_103', 'trail_104', 'trail_105', 'trail_106', 'trail_107', 'trail_108', 'trail_109', 'trail_110', 'trail_111', 'trail_112', 'trail_113', 'trail_114', 'trail_115', 'trail_116', 'trail_117', 'trail_118', 'trail_119', 'trail_120', 'trail_121', 'trail_122', 'trail_123', 'trail_124', 'trail_125', 'trail_126', 'trail_127', 'trail_128', 'trail_129', 'trail_130', 'trail_131', 'trail_132', 'trail_133', 'trail_134', 'trail_135'), 'spot', None, ('bare', 'with_animal'))),),
    17: (('set_out', True, (('hiking', 'biking', 'kayaking'), None)),),
}

COUNTED_STEPS = frozenset({2, 4, 5, 10, 11, 16, 17})

ASKS = False

GOALS_MEASURE_VALUES = (0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6)

TRAIL_DECK_START = (
    0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15,
    15, 16, 16, 17, 17, 18, 18, 19, 19, 20, 20, 21, 21, 22, 22, 23, 23, 24, 24, 25, 25, 26, 26, 27, 27, 28,
    28, 29, 29, 30, 30, 31, 31, 32, 32, 33, 33, 34, 34, 35, 35, 36, 36, 37, 37, 38, 38, 39, 39, 40, 40, 41,
    41, 42, 42, 43, 43, 44, 44, 45, 45, 46, 46, 47, 47, 48, 48, 49, 49, 50, 50, 51, 51, 52, 52, 53, 53, 54,
    54, 55, 55, 56, 56, 57, 57, 58, 58, 59, 59, 60, 60, 61, 61, 62, 62, 63, 63, 64, 64, 65, 65, 66, 66, 67,
    67, 68, 68, 69, 69, 70, 70, 71, 71, 72, 72, 73, 73, 74, 74, 75, 75, 76, 76, 77, 77, 78, 78, 79, 79, 80,
    80, 81, 81, 82, 82, 83, 83, 84, 84, 85, 85, 86, 86, 87, 87, 88, 88, 89, 89, 90, 90, 91, 91, 92, 92, 93,
    93, 94, 94, 95, 95, 96, 96, 97, 97, 98, 98, 99, 99, 100, 100, 101, 101, 102, 102, 103, 103, 104, 104, 105,
    105, 106, 106, 107, 107, 108, 108, 109, 109, 110, 110, 111, 111, 112, 112, 113, 113, 114, 114, 115, 115,
    116, 116, 117, 117, 118, 118, 119, 119, 120, 120, 121, 121, 122, 122, 123, 123, 124, 124, 125, 125, 126,
    126, 127, 127, 128, 128, 129, 129, 130, 130, 131, 131, 132, 132, 133, 133, 134, 134,
)

GOAL_DECK_START = (
    'long_haul', 'triathlon', 'double_back', 'trail_network', 'marathon', 'menagerie', 'most_loops',
    'longest_loop', 'most_markers', 'most_kinds', 'kayak_loops', 'wildlife',
)

CAMPS_START = (0, 1, 2)

GOALS_TIMING = (
    'in_game', 'in_game', 'in_game', 'in_game', 'in_game', 'in_game', 'end_game', 'end_game', 'end_game',
    'end_game', 'end_game', 'end_game',
)

GOALS_NEEDS_ANIMALS = (False, False, False, False, False, True, False, False, False, False, False, True)

JUDGED_UNREAD = (('global', 'box'), ('global', 'goal_deck'))


class Player:
    """A player's fields, lowered: numbers and flags, ids of a table as their row number, sets of ids as bit masks, maps keyed by a table as lists."""
    __slots__ = (
        'seat', 'hand', 'camps', 'area', 'area_kept', 'goals_won', 'qualifying', 'goal_points',
        'player_cards', 'unused_camps', 'travellers', 'travelling', 'camped_early', 'standing_fires',
        'flat_fires', 'final_fire', 'area_shared',
    )


class State:
    """The shared fields, lowered, the players and the flow of the game being played."""
    __slots__ = (
        'trail_deck', 'box', 'discards', 'goal_deck', 'in_game_goals', 'end_game_goals', 'goal_slot',
        'animal_supply', 'option_animal_module', 'option_mode', 'players', 'moves', 'readable', 'rnd',
        'phase', 'ended_by', 'picks', 'turn', 'round', 'lead', 'first_player', 'step', 'turn_moves', 'passes',
        'idle_turns', 'max_moves', 'end_requested', 'decision_moves', 'decision_arguments', 'decision_count',
        'shared_piles',
    )


def lower_state(state):
    """The lowered copy of a readable state (runtime/state.py GameState): taken once, at the start."""
    s = State()
    s.shared_piles = None
    g = state.g
    s.trail_deck = [TRAIL_CARDS_NUMBERS[c] for c in g.trail_deck]
    s.box = [TRAIL_CARDS_NUMBERS[c] for c in g.box]
    s.discards = [TRAIL_CARDS_NUMBERS[c] for c in g.discards]
    s.goal_deck = g.goal_deck
    s.in_game_goals = g.in_game_goals
    s.end_game_goals = g.end_game_goals
    s.goal_slot = [g.goal_slot['long_haul'], g.goal_slot['triathlon'], g.goal_slot['double_back'], g.goal_slot['trail_network'], g.goal_slot['marathon'], g.goal_slot['menagerie'], g.goal_slot['most_loops'], g.goal_slot['longest_loop'], g.goal_slot['most_markers'], g.goal_slot['most_kinds'], g.goal_slot['kayak_loops'], g.goal_slot['wildlife']]
    s.animal_supply = [g.animal_supply['moose'], g.animal_supply['wolf'], g.animal_supply['bison'], g.animal_supply['bobcat'], g.animal_supply['eagle'], g.animal_supply['bear']]
    s.option_animal_module = OPTION_ANIMAL_MODULE_NUMBERS[state.options['animal_module']]
    s.option_mode = OPTION_MODE_NUMBERS[state.options['mode']]
    s.players = []
    for q in state.players:
        p = Player()
        p.area_shared = False
        p.seat = q.seat
        p.hand = [TRAIL_CARDS_NUMBERS[c] for c in q.hand]
        p.camps = [CAMPS_NUMBERS[c] for c in q.camps]
        p.area = q.area
        p.area_kept = tableau_area(p.area, TABLEAU_AREA)
        mask = 0
        for key in q.goals_won:
            mask |= 1 << GOALS_NUMBERS[key]
        p.goals_won = mask
        mask = 0
        for key in q.qualifying:
            mask |= 1 << GOALS_NUMBERS[key]
        p.qualifying = mask
        p.goal_points = q.goal_points
        p.player_cards = q.player_cards
        p.unused_camps = [CAMPS_NUMBERS[c] for c in q.unused_camps]
        p.travellers = q.travellers
        mask = 0
        for key in q.travelling:
            mask |= 1 << TRAIL_TYPES_NUMBERS[key]
        p.travelling = mask
        mask = 0
        for key in q.camped_early:
            mask |= 1 << TRAIL_TYPES_NUMBERS[key]
        p.camped_early = mask
        p.standing_fires = [q.standing_fires['hiking'], q.standing_fires['biking'], q.standing_fires['kayaking']]
        p.flat_fires = [q.flat_fires['hiking'], q.flat_fires['biking'], q.flat_fires['kayaking']]
        mask = 0
        for key in q.final_fire:
            mask |= 1 << TRAIL_TYPES_NUMBERS[key]
        p.final_fire = mask
        s.players.append(p)
    s.moves = []
    s.decision_moves = []
    s.readable = state
    s.rnd = stream_of(state.rng)
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
    s.decision_arguments = []
    s.decision_count = 0
    return s


def raise_state(state, s):
    """Write the lowered state back into the readable one: at the end, before an observer looks, and before a rules error is raised."""
    g = state.g
    write_ids(g.trail_deck, s.trail_deck, TRAIL_CARDS_IDS)
    write_ids(g.box, s.box, TRAIL_CARDS_IDS)
    write_ids(g.discards, s.discards, TRAIL_CARDS_IDS)
    g.goal_deck = s.goal_deck
    g.in_game_goals = s.in_game_goals
    g.end_game_goals = s.end_game_goals
    entries = g.goal_slot
    entries['long_haul'] = s.goal_slot[0]
    entries['triathlon'] = s.goal_slot[1]
    entries['double_back'] = s.goal_slot[2]
    entries['trail_network'] = s.goal_slot[3]
    entries['marathon'] = s.goal_slot[4]
    entries['menagerie'] = s.goal_slot[5]
    entries['most_loops'] = s.goal_slot[6]
    entries['longest_loop'] = s.goal_slot[7]
    entries['most_markers'] = s.goal_slot[8]
    entries['most_kinds'] = s.goal_slot[9]
    entries['kayak_loops'] = s.goal_slot[10]
    entries['wildlife'] = s.goal_slot[11]
    entries = g.animal_supply
    entries['moose'] = s.animal_supply[0]
    entries['wolf'] = s.animal_supply[1]
    entries['bison'] = s.animal_supply[2]
    entries['bobcat'] = s.animal_supply[3]
    entries['eagle'] = s.animal_supply[4]
    entries['bear'] = s.animal_supply[5]
    for seat in range(len(s.players)):
        p = s.players[seat]
        q = state.players[seat]
        write_ids(q.hand, p.hand, TRAIL_CARDS_IDS)
        write_ids(q.camps, p.camps, CAMPS_IDS)
        q.area = p.area
        entries = set()
        bits = p.goals_won
        while bits:
            low = bits & -bits
            entries.add(GOALS_IDS[low.bit_length() - 1])
            bits ^= low
        q.goals_won = entries
        entries = set()
        bits = p.qualifying
        while bits:
            low = bits & -bits
            entries.add(GOALS_IDS[low.bit_length() - 1])
            bits ^= low
        q.qualifying = entries
        q.goal_points = p.goal_points
        q.player_cards = p.player_cards
        write_ids(q.unused_camps, p.unused_camps, CAMPS_IDS)
        q.travellers = p.travellers
        entries = set()
        bits = p.travelling
        while bits:
            low = bits & -bits
            entries.add(TRAIL_TYPES_IDS[low.bit_length() - 1])
            bits ^= low
        q.travelling = entries
        entries = set()
        bits = p.camped_early
        while bits:
            low = bits & -bits
            entries.add(TRAIL_TYPES_IDS[low.bit_length() - 1])
            bits ^= low
        q.camped_early = entries
        entries = q.standing_fires
        entries['hiking'] = p.standing_fires[0]
        entries['biking'] = p.standing_fires[1]
        entries['kayaking'] = p.standing_fires[2]
        entries = q.flat_fires
        entries['hiking'] = p.flat_fires[0]
        entries['biking'] = p.flat_fires[1]
        entries['kayaking'] = p.flat_fires[2]
        entries = set()
        bits = p.final_fire
        while bits:
            low = bits & -bits
            entries.add(TRAIL_TYPES_IDS[low.bit_length() - 1])
            bits ^= low
        q.final_fire = entries
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


def do_place_camp(s, p, camp, spot):
    """Place a camp from your supply next to a card of your area (the first one starts the area). (definitions/trailblazers/game.yaml:130)"""
    if p.area_shared:
        # a judged clone's area, shared with the world it copied until a card is laid in it: areas_on_write.py
        p.area = p.area.copy()
        p.area_kept = p.area_kept.copy(p.area)
        p.area_shared = False
    if s.shared_piles is not None and s.shared_piles & 1:
        # a judged clone's piles this may change, made its own first (camps): owned_on_write.py
        for holder in s.players:
            holder.camps = holder.camps.copy()
        s.shared_piles &= 30
    masks.list_remove(p.camps, camp)
    tableau_lay(p.area, p.area_kept, CAMPS_IDS[camp], spot, 0, None)


def none_read():
    """An entry read by an id of none: rules.py's lookup of None, a rules error (runtime/errors.py)."""
    no_value()
    return -1


def do_place_trail(s, p, card, spot, turn, mark):
    """Place a trail card from your hand next to or over a card of your area, never over a camp (nor, with animals, over a card with an animal token; nor, in the Adventurer mode, over a trail a traveller has walked or stands on); with animals, you may put its animal token on it now. (definitions/trailblazers/game.yaml:134)"""
    if p.area_shared:
        # a judged clone's area, shared with the world it copied until a card is laid in it: areas_on_write.py
        p.area = p.area.copy()
        p.area_kept = p.area_kept.copy(p.area)
        p.area_shared = False
    if s.shared_piles is not None and s.shared_piles & 4:
        # a judged clone's piles this may change, made its own first (hand): owned_on_write.py
        for holder in s.players:
            holder.hand = holder.hand.copy()
        s.shared_piles &= 27
    if mark == 1:
        masks.list_remove(p.hand, card)
        tableau_lay(p.area, p.area_kept, TRAIL_CARDS_IDS[card], spot, turn, None if TRAIL_CARDS_ANIMAL[card] < 0 else ANIMALS_IDS[TRAIL_CARDS_ANIMAL[card]])
        if TRAIL_CARDS_ANIMAL[card] < 0:
            none_read()
        s.animal_supply[TRAIL_CARDS_ANIMAL[card]] -= 1
    else:
        masks.list_remove(p.hand, card)
        tableau_lay(p.area, p.area_kept, TRAIL_CARDS_IDS[card], spot, turn, None)


def do_set_out(s, p, traveller, exit_):
    """Adventurer: before a traveller's very first move, choose the trail leaving its camp that it takes; it keeps to that trail, in that direction, for the rest of the game. (definitions/trailblazers/game.yaml:153)"""
    figure_send(p.travellers, TRAIL_TYPES_IDS[traveller], p.area, TABLEAU_AREA, exit_)


def round_travellers_rested(s, p):
    """A step of the round, for each player."""
    if s.option_mode == 1:
        t_held = p.travelling
        for t in TRAIL_TYPES_BY_ID:
            if t_held & 1 << t != 0:
                figure_resume(p.travellers, TRAIL_TYPES_IDS[t])


def round_deal(s, p):
    """A step of the round, for each player."""
    if s.shared_piles is not None and s.shared_piles & 12:
        # a judged clone's piles this may change, made its own first (hand, trail_deck): owned_on_write.py
        if s.shared_piles & 4:
            for holder in s.players:
                holder.hand = holder.hand.copy()
        if s.shared_piles & 8:
            s.trail_deck = s.trail_deck.copy()
        s.shared_piles &= 19
    draw(s.readable, s.trail_deck, p.hand, 8)


def round_camp_play(state, s, randoms, observe):
    """Every pick of the round step camp, drawn as a random agent draws."""
    n = len(s.players)
    picks = [1] * n
    s.picks = picks
    # at most 1 pick a seat: the move limit can be passed in this step only if it is that near
    watched = s.turn_moves + n > s.max_moves
    for seat in range(n):
        p = s.players[seat]
        while True:
            # the legal moves of camp, counted: a block's size and values held in locals
            total = 0
            values_camp = list(p.camps)
            if values_camp:
                values_spot = p.area_kept.without(figure_cells(p.travellers)) if p.travellers else p.area_kept.cells
                if values_spot:
                    total = len(values_camp) * len(values_spot)
            if not total:
                picks[seat] = 0
                break
            if observe is not None:
                raise_state(state, s)
                observe(state)
            agent_random = randoms[seat]
            k = int(agent_random.random() * total)
            spot = values_spot[k % len(values_spot)]
            k //= len(values_spot)
            camp = values_camp[k]
            # do_place_camp, written in place
            masks.list_remove(p.camps, camp)
            tableau_lay(p.area, p.area_kept, CAMPS_IDS[camp], spot, 0, None)
            s.turn_moves += 1
            if watched and s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            # its one pick taken: none left, whether or not it is still active
            picks[seat] = 0
            break
    s.picks = None


def round_travellers_stand(s, p):
    """A step of the round, for each player."""
    if s.shared_piles is not None and s.shared_piles & 17:
        # a judged clone's piles this may change, made its own first (camps, unused_camps): owned_on_write.py
        if s.shared_piles & 1:
            for holder in s.players:
                holder.camps = holder.camps.copy()
        if s.shared_piles & 16:
            for holder in s.players:
                holder.unused_camps = holder.unused_camps.copy()
        s.shared_piles &= 14
    if s.option_mode == 1 and s.round == 2:
        for t in range(3):
            if TRAIL_TYPES_CAMP[t] not in p.camps:
                p.travelling |= 1 << t
                figure_stand(p.travellers, TRAIL_TYPES_IDS[t], p.area, TABLEAU_AREA, CAMPS_IDS[TRAIL_TYPES_CAMP[t]])
        draw(s.readable, p.camps, p.unused_camps, len(p.camps))


def round_turn_play(state, s, randoms, observe):
    """Every pick of the round step turn-1, drawn as a random agent draws."""
    my_animals_in_play = s.option_animal_module == 1 or s.option_mode == 1
    n = len(s.players)
    picks = [2] * n
    s.picks = picks
    # at most 2 picks a seat: the move limit can be passed in this step only if it is that near
    watched = s.turn_moves + 2 * n > s.max_moves
    for seat in range(n):
        p = s.players[seat]
        left = 2
        agent_random = randoms[seat]
        while True:
            # the legal moves of turn-1, counted: a block's size and values held in locals, the blocks of a loop in `moves` (size, action, arguments, values)
            total = 0
            size_1 = 0
            if len(p.camps) < 3:
                values_spot = p.area_kept.without(figure_cells(p.travellers)) if p.travellers else p.area_kept.cells
                values_turn = (0, 180)
                if values_spot:
                    if not my_animals_in_play:
                        values_card = distinct(p.hand)
                        if values_card:
                            size_1 = len(values_card) * len(values_spot) * 2
                            total += size_1
                    else:
                        moves = s.moves
                        moves.clear()
                        for card in distinct(p.hand):
                            values_mark = PLACE_TRAIL_MARK_PASSING if my_animals_in_play and TRAIL_CARDS_ANIMAL[card] != -1 and (s.animal_supply[TRAIL_CARDS_ANIMAL[card]] if TRAIL_CARDS_ANIMAL[card] >= 0 else none_read()) > 0 else PLACE_TRAIL_MARK_ALONE
                            if values_mark:
                                size = len(values_spot) * 2 * len(values_mark)
                                moves.append((size, 0, (card,), (values_spot, values_turn, values_mark)))
                                total += size
            if not total:
                picks[seat] = 0
                break
            if observe is not None:
                picks[seat] = left
                raise_state(state, s)
                observe(state)
            k = int(agent_random.random() * total)
            if k < size_1:
                turn = (0, 180)[k % 2]
                k //= 2
                spot = values_spot[k % len(values_spot)]
                k //= len(values_spot)
                card = values_card[k]
                # do_place_trail, written in place
                masks.list_remove(p.hand, card)
                tableau_lay(p.area, p.area_kept, TRAIL_CARDS_IDS[card], spot, turn, None)
            else:
                k -= size_1
                for block in moves:
                    if k < block[0]:
                        break
                    k -= block[0]
                card = block[2][0]
                values = block[3][2]
                mark = values[k % len(values)]
                k //= len(values)
                turn = (0, 180)[k % 2]
                k //= 2
                values = block[3][0]
                spot = values[k]
                # do_place_trail, written in place
                if mark == 1:
                    masks.list_remove(p.hand, card)
                    tableau_lay(p.area, p.area_kept, TRAIL_CARDS_IDS[card], spot, turn, None if TRAIL_CARDS_ANIMAL[card] < 0 else ANIMALS_IDS[TRAIL_CARDS_ANIMAL[card]])
                    if TRAIL_CARDS_ANIMAL[card] < 0:
                        none_read()
                    s.animal_supply[TRAIL_CARDS_ANIMAL[card]] -= 1
                else:
                    masks.list_remove(p.hand, card)
                    tableau_lay(p.area, p.area_kept, TRAIL_CARDS_IDS[card], spot, turn, None)
            s.turn_moves += 1
            if watched and s.turn_moves > s.max_moves:
                picks[seat] = left
                # too_many_moves, written in place
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            left -= 1
            if left <= 0:
                picks[seat] = 0
                break
    s.picks = None


def round_first_move_play(state, s, randoms, observe):
    """Every pick of the round step first_move-1, drawn as a random agent draws."""
    # the options open none of the step's actions: no seat has a move (CountedListing.guard)
    if s.option_mode != 1:
        s.picks = None
        return
    n = len(s.players)
    picks = [2] * n
    s.picks = picks
    # at most 2 picks a seat: the move limit can be passed in this step only if it is that near
    watched = s.turn_moves + 2 * n > s.max_moves
    for seat in range(n):
        p = s.players[seat]
        left = 2
        agent_random = randoms[seat]
        while True:
            # the legal moves of first_move-1, counted: blocks (size, action, arguments, values of the parameters counted)
            moves = s.moves
            moves.clear()
            total = 0
            if s.option_mode == 1:
                for traveller in range(3):
                    if figure_state(p.travellers, TRAIL_TYPES_IDS[traveller]) == 'waiting':
                        for exit_ in figure_exits(p.travellers, TRAIL_TYPES_IDS[traveller], p.area, TABLEAU_AREA):
                            moves.append((1, 0, (traveller, exit_), ()))
                            total += 1
            if not moves:
                picks[seat] = 0
                break
            if observe is not None:
                picks[seat] = left
                raise_state(state, s)
                observe(state)
            k = int(agent_random.random() * total)
            for block in moves:
                if k < block[0]:
                    break
                k -= block[0]
            traveller = block[2][0]
            exit_ = block[2][1]
            # do_set_out, written in place
            figure_send(p.travellers, TRAIL_TYPES_IDS[traveller], p.area, TABLEAU_AREA, exit_)
            s.turn_moves += 1
            if watched and s.turn_moves > s.max_moves:
                picks[seat] = left
                # too_many_moves, written in place
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            left -= 1
            if left <= 0:
                picks[seat] = 0
                break
    s.picks = None


def round_travel(s, p):
    """A step of the round, for each player."""
    if s.option_mode == 1:
        t_held = p.travelling
        for t in TRAIL_TYPES_BY_ID:
            if t_held & 1 << t != 0:
                figure_walk(p.travellers, TRAIL_TYPES_IDS[t], p.area, TABLEAU_AREA, 3, True)
                if figure_state(p.travellers, TRAIL_TYPES_IDS[t]) == 'stopped' and not p.camped_early & 1 << t != 0:
                    p.camped_early |= 1 << t
                    p.flat_fires[t] += 1


def goals_goal_any(p):
    """The any() of a generator in goals_goal, as a loop (natively a C loop, not a generator object)."""
    for n in p.area_kept.lengths():
        if n >= 8:
            return True
    return False


def goals_goal_any_2_count(p, t):
    """The count() of a generator in goals_goal_any_2, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for k in p.area_kept.kinds():
        if TRAIL_TYPES_NUMBERS[k] == t:
            total += 1
    return total


def goals_goal_any_2(p):
    """The any() of a generator in goals_goal, as a loop (natively a C loop, not a generator object)."""
    for t in range(3):
        if goals_goal_any_2_count(p, t) >= 2:
            return True
    return False


def goals_goal_sum(p):
    """The sum() of a generator in goals_goal, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for n in p.area_kept.lengths():
        total += n
    return total


def goals_goal_sum_2(p):
    """The sum() of a generator in goals_goal, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for n in p.area_kept.tokens():
        total += n
    return total


def goals_goal(s, p, card_row):
    """The goal a card of 'goals' prints, by the card's number."""
    value_number = GOALS_GOAL_VALUES[card_row]
    if value_number == 0:
        return goals_goal_any(p)
    if value_number == 1:
        return len(distinct(p.area_kept.kinds())) >= 3
    if value_number == 2:
        return goals_goal_any_2(p)
    if value_number == 3:
        return len(p.area_kept.lengths()) >= 3
    if value_number == 4:
        return goals_goal_sum(p) >= 20
    if value_number == 5:
        return goals_goal_sum_2(p) >= 5
    return False


def round_goals_check(s, p):
    """A step of the round, for each player."""
    for g_ in s.in_game_goals:
        g_number = GOALS_NUMBERS[g_]
        if not p.goals_won & 1 << g_number != 0 and s.goal_slot[g_number] <= 3 and p.player_cards > 0 and goals_goal(s, p, g_number):
            p.qualifying |= 1 << g_number


def round_goals_award_any(s, g_):
    """The any() of a generator in round_goals_award, as a loop (natively a C loop, not a generator object)."""
    for q in s.players:
        if q.qualifying & 1 << GOALS_NUMBERS[g_] != 0:
            return True
    return False


def round_goals_award(s, p):
    """A step of the round."""
    for g_ in s.in_game_goals:
        if round_goals_award_any(s, g_):
            for q in s.players:
                if q.qualifying & 1 << GOALS_NUMBERS[g_] != 0:
                    q.goals_won |= 1 << GOALS_NUMBERS[g_]
                    q.goal_points += slot_points(s.goal_slot[GOALS_NUMBERS[g_]])
                    clamped = q.player_cards - 1
                    if clamped < 0:
                        clamped = 0
                    q.player_cards = clamped
                    q.qualifying &= ~(1 << GOALS_NUMBERS[g_])
            s.goal_slot[GOALS_NUMBERS[g_]] += 1


def round_pass_hands(s, p):
    """A step of the round."""
    if s.shared_piles is not None and s.shared_piles & 6:
        # a judged clone's piles this may change, made its own first (discards, hand): owned_on_write.py
        if s.shared_piles & 2:
            s.discards = s.discards.copy()
        if s.shared_piles & 4:
            for holder in s.players:
                holder.hand = holder.hand.copy()
        s.shared_piles &= 25
    if len(s.players[0].hand) > 2:
        if s.round == 1 or s.round == 3:
            held = [q.hand for q in s.players]
            for seat in range(len(s.players)):
                s.players[(seat + 1) % len(s.players)].hand = held[seat]
        else:
            held = [q.hand for q in s.players]
            for seat in range(len(s.players)):
                s.players[(seat - 1) % len(s.players)].hand = held[seat]
    else:
        for q in s.players:
            draw(s.readable, q.hand, s.discards, len(q.hand))


def round_campfires(s, p):
    """A step of the round, for each player."""
    if s.option_mode == 1 and s.round >= 2:
        t_held = p.travelling
        for t in TRAIL_TYPES_BY_ID:
            if t_held & 1 << t != 0:
                if figure_state(p.travellers, TRAIL_TYPES_IDS[t]) == 'walking':
                    p.standing_fires[t] += 1
                    if s.round == 4:
                        p.final_fire |= 1 << t


def clone(s):
    """A copy of the lowered state to play on (a move weighed, a world searched): its numbers, new lists for its maps, piles and picks, its players anew. It shares the readable state and the random stream, which the runtime sets."""
    c = State()
    c.shared_piles = None
    c.trail_deck = s.trail_deck.copy()
    c.box = s.box.copy()
    c.discards = s.discards.copy()
    c.goal_deck = s.goal_deck
    c.in_game_goals = s.in_game_goals.copy()
    c.end_game_goals = s.end_game_goals.copy()
    c.goal_slot = list(s.goal_slot)
    c.animal_supply = list(s.animal_supply)
    c.option_animal_module = s.option_animal_module
    c.option_mode = s.option_mode
    c.readable = s.readable
    c.rnd = s.rnd
    c.phase = s.phase
    c.ended_by = s.ended_by
    c.picks = None if s.picks is None else s.picks.copy()
    c.turn = s.turn
    c.round = s.round
    c.lead = s.lead
    c.first_player = s.first_player
    c.step = s.step
    c.turn_moves = s.turn_moves
    c.passes = s.passes
    c.idle_turns = s.idle_turns
    c.max_moves = s.max_moves
    c.end_requested = s.end_requested
    c.decision_moves = s.decision_moves
    c.decision_arguments = s.decision_arguments
    c.decision_count = s.decision_count
    c.moves = []
    c.players = []
    for p in s.players:
        q = Player()
        q.area_shared = False
        q.seat = p.seat
        q.hand = p.hand.copy()
        q.camps = p.camps.copy()
        q.area = p.area.copy()
        q.area_kept = p.area_kept.copy(q.area)
        q.goals_won = p.goals_won
        q.qualifying = p.qualifying
        q.goal_points = p.goal_points
        q.player_cards = p.player_cards
        q.unused_camps = p.unused_camps.copy()
        q.travellers = dict(p.travellers)
        q.travelling = p.travelling
        q.camped_early = p.camped_early
        q.standing_fires = list(p.standing_fires)
        q.flat_fires = list(p.flat_fires)
        q.final_fire = p.final_fire
        c.players.append(q)
    return c


def clone_judged(s):
    """`clone` for a world that is only judged after one move (greedy's look-ahead): the piles that no move, flow or worth changes are shared, not copied (box, end_game_goals, in_game_goals); the piles a move, the flow or the worth may change are shared until a function that changes one first copies it (camps, discards, hand, trail_deck, unused_camps); each area is shared until a card is laid in it (area: areas_on_write.py)."""
    c = State()
    c.shared_piles = 31
    c.trail_deck = s.trail_deck
    c.box = s.box
    c.discards = s.discards
    c.goal_deck = s.goal_deck
    c.in_game_goals = s.in_game_goals
    c.end_game_goals = s.end_game_goals
    c.goal_slot = list(s.goal_slot)
    c.animal_supply = list(s.animal_supply)
    c.option_animal_module = s.option_animal_module
    c.option_mode = s.option_mode
    c.readable = s.readable
    c.rnd = s.rnd
    c.phase = s.phase
    c.ended_by = s.ended_by
    c.picks = None if s.picks is None else s.picks.copy()
    c.turn = s.turn
    c.round = s.round
    c.lead = s.lead
    c.first_player = s.first_player
    c.step = s.step
    c.turn_moves = s.turn_moves
    c.passes = s.passes
    c.idle_turns = s.idle_turns
    c.max_moves = s.max_moves
    c.end_requested = s.end_requested
    c.decision_moves = s.decision_moves
    c.decision_arguments = s.decision_arguments
    c.decision_count = s.decision_count
    c.moves = []
    c.players = []
    for p in s.players:
        q = Player()
        q.seat = p.seat
        q.hand = p.hand
        q.camps = p.camps
        q.area = p.area
        q.area_kept = p.area_kept
        q.area_shared = True
        q.goals_won = p.goals_won
        q.qualifying = p.qualifying
        q.goal_points = p.goal_points
        q.player_cards = p.player_cards
        q.unused_camps = p.unused_camps
        q.travellers = dict(p.travellers)
        q.travelling = p.travelling
        q.camped_early = p.camped_early
        q.standing_fires = list(p.standing_fires)
        q.flat_fires = list(p.flat_fires)
        q.final_fire = p.final_fire
        c.players.append(q)
    return c


def round_camp_next(s):
    """Who decides next in the round step camp (GameState.next_pick), their legal moves in `s.decision_moves`; -1 when no one can, and the step is over."""
    n = len(s.players)
    if s.picks is None:
        picks = [1] * n
        s.picks = picks
    picks = s.picks
    for seat in range(n):
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of camp: the number of each action allowed
            moves = s.moves
            moves.clear()
            arguments = []
            for camp in list(p.camps):
                for spot in p.area_kept.without(figure_cells(p.travellers)) if p.travellers else p.area_kept.cells:
                    moves.append(0 + 1 * len(arguments))
                    arguments.append((camp, spot))
            if moves:
                s.decision_arguments = arguments
                s.decision_moves = list(moves)
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def round_camp_count(s):
    """Who decides next in the round step camp (GameState.next_pick), their legal moves counted in blocks in `s.moves`, their number in `s.decision_count`; -1 when no one can, and the step is over."""
    n = len(s.players)
    if s.picks is None:
        picks = [1] * n
        s.picks = picks
    picks = s.picks
    for seat in range(n):
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of camp, counted: blocks (size, action, arguments, values of the parameters counted)
            moves = s.moves
            moves.clear()
            total = 0
            values_camp = list(p.camps)
            if values_camp:
                values_spot = p.area_kept.without(figure_cells(p.travellers)) if p.travellers else p.area_kept.cells
                if values_spot:
                    size = len(values_camp) * len(values_spot)
                    moves.append((size, 0, (), (values_camp, values_spot)))
                    total += size
            if moves:
                s.decision_count = total
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def round_turn_next(s):
    """Who decides next in the round step turn-1 (GameState.next_pick), their legal moves in `s.decision_moves`; -1 when no one can, and the step is over."""
    if s.shared_piles is not None and s.shared_piles & 4:
        # a judged clone's piles this may change, made its own first (hand): owned_on_write.py
        for holder in s.players:
            holder.hand = holder.hand.copy()
        s.shared_piles &= 27
    n = len(s.players)
    if s.picks is None:
        picks = [2] * n
        s.picks = picks
    picks = s.picks
    for seat in range(n):
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of turn-1: the number of each action allowed
            my_animals_in_play = s.option_animal_module == 1 or s.option_mode == 1
            moves = s.moves
            moves.clear()
            arguments = []
            if len(p.camps) < 3:
                for card in distinct(p.hand):
                    for spot in p.area_kept.without(figure_cells(p.travellers)) if p.travellers else p.area_kept.cells:
                        for turn in (0, 180):
                            for mark in range(2):
                                if mark == 0 or my_animals_in_play and TRAIL_CARDS_ANIMAL[card] != -1 and (s.animal_supply[TRAIL_CARDS_ANIMAL[card]] if TRAIL_CARDS_ANIMAL[card] >= 0 else none_read()) > 0:
                                    moves.append(0 + 1 * len(arguments))
                                    arguments.append((card, spot, turn, mark))
            if moves:
                s.decision_arguments = arguments
                s.decision_moves = list(moves)
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def round_turn_count(s):
    """Who decides next in the round step turn-1 (GameState.next_pick), their legal moves counted in blocks in `s.moves`, their number in `s.decision_count`; -1 when no one can, and the step is over."""
    if s.shared_piles is not None and s.shared_piles & 4:
        # a judged clone's piles this may change, made its own first (hand): owned_on_write.py
        for holder in s.players:
            holder.hand = holder.hand.copy()
        s.shared_piles &= 27
    n = len(s.players)
    if s.picks is None:
        picks = [2] * n
        s.picks = picks
    picks = s.picks
    for seat in range(n):
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of turn-1, counted: blocks (size, action, arguments, values of the parameters counted)
            moves = s.moves
            moves.clear()
            total = 0
            my_animals_in_play = s.option_animal_module == 1 or s.option_mode == 1
            if len(p.camps) < 3:
                values_spot = p.area_kept.without(figure_cells(p.travellers)) if p.travellers else p.area_kept.cells
                values_turn = (0, 180)
                if values_spot:
                    if not my_animals_in_play:
                        values_card = distinct(p.hand)
                        if values_card:
                            values_mark = PLACE_TRAIL_MARK_ALONE
                            size = len(values_card) * len(values_spot) * 2
                            moves.append((size, 1, (), (values_card, values_spot, values_turn, values_mark)))
                            total += size
                    else:
                        for card in distinct(p.hand):
                            values_mark = PLACE_TRAIL_MARK_PASSING if my_animals_in_play and TRAIL_CARDS_ANIMAL[card] != -1 and (s.animal_supply[TRAIL_CARDS_ANIMAL[card]] if TRAIL_CARDS_ANIMAL[card] >= 0 else none_read()) > 0 else PLACE_TRAIL_MARK_ALONE
                            if values_mark:
                                size = len(values_spot) * 2 * len(values_mark)
                                moves.append((size, 0, (card,), (values_spot, values_turn, values_mark)))
                                total += size
            if moves:
                s.decision_count = total
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def round_first_move_next(s):
    """Who decides next in the round step first_move-1 (GameState.next_pick), their legal moves in `s.decision_moves`; -1 when no one can, and the step is over."""
    n = len(s.players)
    if s.picks is None:
        picks = [2] * n
        s.picks = picks
    picks = s.picks
    for seat in range(n):
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of first_move-1: the number of each action allowed
            moves = s.moves
            moves.clear()
            arguments = []
            if s.option_mode == 1:
                for traveller in range(3):
                    if figure_state(p.travellers, TRAIL_TYPES_IDS[traveller]) == 'waiting':
                        for exit_ in figure_exits(p.travellers, TRAIL_TYPES_IDS[traveller], p.area, TABLEAU_AREA):
                            moves.append(0 + 1 * len(arguments))
                            arguments.append((traveller, exit_))
            if moves:
                s.decision_arguments = arguments
                s.decision_moves = list(moves)
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def round_first_move_count(s):
    """Who decides next in the round step first_move-1 (GameState.next_pick), their legal moves counted in blocks in `s.moves`, their number in `s.decision_count`; -1 when no one can, and the step is over."""
    n = len(s.players)
    if s.picks is None:
        picks = [2] * n
        s.picks = picks
    picks = s.picks
    for seat in range(n):
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of first_move-1, counted: blocks (size, action, arguments, values of the parameters counted)
            moves = s.moves
            moves.clear()
            total = 0
            if s.option_mode == 1:
                for traveller in range(3):
                    if figure_state(p.travellers, TRAIL_TYPES_IDS[traveller]) == 'waiting':
                        for exit_ in figure_exits(p.travellers, TRAIL_TYPES_IDS[traveller], p.area, TABLEAU_AREA):
                            moves.append((1, 0, (traveller, exit_), ()))
                            total += 1
            if moves:
                s.decision_count = total
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def to_decision(s, randoms, counted=False):
    """Run the flow from where it stands (GameState.advance): the seat that must decide next, its legal moves in `s.decision_moves`, or -1 once the game is over. A seat with one move in an `auto: single` step takes it unasked (a choice inside its effect drawn with `randoms[seat]()`). With `counted`, a step that lists counted blocks leaves them in `s.moves` (`act_drawn` draws from them)."""
    while s.phase != 'over':
        if s.end_requested:
            # finish, written in place
            s.phase = 'over'
            s.ended_by = 'end game'
            return -1
        if s.step == 0:
            for seat in range(len(s.players)):
                p = s.players[seat]
                if True:
                    round_travellers_rested(s, p)
        elif s.step == 1:
            for seat in range(len(s.players)):
                p = s.players[seat]
                if True:
                    round_deal(s, p)
        elif s.step == 2:
            if counted:
                seat = round_camp_count(s)
            else:
                seat = round_camp_next(s)
            if seat >= 0:
                return seat
        elif s.step == 3:
            for seat in range(len(s.players)):
                p = s.players[seat]
                if True:
                    round_travellers_stand(s, p)
        elif s.step == 4:
            if counted:
                seat = round_turn_count(s)
            else:
                seat = round_turn_next(s)
            if seat >= 0:
                return seat
        elif s.step == 5:
            if counted:
                seat = round_first_move_count(s)
            else:
                seat = round_first_move_next(s)
            if seat >= 0:
                return seat
        elif s.step == 6:
            for seat in range(len(s.players)):
                p = s.players[seat]
                if True:
                    round_travel(s, p)
        elif s.step == 7:
            for seat in range(len(s.players)):
                p = s.players[seat]
                if True:
                    round_goals_check(s, p)
        elif s.step == 8:
            round_goals_award(s, None)
        elif s.step == 9:
            round_pass_hands(s, None)
        elif s.step == 10:
            if counted:
                seat = round_turn_count(s)
            else:
                seat = round_turn_next(s)
            if seat >= 0:
                return seat
        elif s.step == 11:
            if counted:
                seat = round_first_move_count(s)
            else:
                seat = round_first_move_next(s)
            if seat >= 0:
                return seat
        elif s.step == 12:
            for seat in range(len(s.players)):
                p = s.players[seat]
                if True:
                    round_travel(s, p)
        elif s.step == 13:
            for seat in range(len(s.players)):
                p = s.players[seat]
                if True:
                    round_goals_check(s, p)
        elif s.step == 14:
            round_goals_award(s, None)
        elif s.step == 15:
            round_pass_hands(s, None)
        elif s.step == 16:
            if counted:
                seat = round_turn_count(s)
            else:
                seat = round_turn_next(s)
            if seat >= 0:
                return seat
        elif s.step == 17:
            if counted:
                seat = round_first_move_count(s)
            else:
                seat = round_first_move_next(s)
            if seat >= 0:
                return seat
        elif s.step == 18:
            for seat in range(len(s.players)):
                p = s.players[seat]
                if True:
                    round_travel(s, p)
        elif s.step == 19:
            for seat in range(len(s.players)):
                p = s.players[seat]
                if True:
                    round_goals_check(s, p)
        elif s.step == 20:
            round_goals_award(s, None)
        elif s.step == 21:
            round_pass_hands(s, None)
        elif s.step == 22:
            for seat in range(len(s.players)):
                p = s.players[seat]
                if True:
                    round_campfires(s, p)
        else:
            # next_round, written in place
            if s.round >= 4:
                # finish, written in place
                s.phase = 'over'
                s.ended_by = 'end condition'
            else:
                s.phase = 'round'
                s.step = 0
                s.turn = s.first_player
                s.turn_moves = 0
                s.passes = 0
                # new_round, written in place
                if s.round >= MAX_ROUNDS:
                    raise_state(s.readable, s)
                    s.readable.check_round_limit()
                s.round += 1
                s.lead = s.first_player
                # start_round, written in place
                for p_2 in s.players:
                    p_2.camped_early = 0
            continue
        s.step += 1
    return -1


def goals_measure_max(p):
    """The max() of a generator in goals_measure, as a loop (natively a C loop, not a generator object)."""
    best = 0
    found = False
    for n in p.area_kept.lengths():
        value = n
        if not found or value > best:
            best = value
            found = True
    return best


def goals_measure_count(p):
    """The count() of a generator in goals_measure, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for k in p.area_kept.kinds():
        if k == 'kayaking':
            total += 1
    return total


def goals_measure(s, p, card_row):
    """The measure a card of 'goals' prints, by the card's number."""
    value_number = GOALS_MEASURE_VALUES[card_row]
    if value_number == 0:
        return 0
    if value_number == 1:
        return len(p.area_kept.lengths())
    if value_number == 2:
        return max(0, goals_measure_max(p))
    if value_number == 3:
        return goals_goal_sum(p)
    if value_number == 4:
        return len(distinct(p.area_kept.kinds()))
    if value_number == 5:
        return goals_measure_count(p)
    return goals_goal_sum_2(p)


def total_score_sum(p):
    """The sum() of a generator in total_score, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for n in p.area_kept.tokens():
        total += animal_points(n)
    return total


def total_score_sum_2(p):
    """The sum() of a generator in total_score, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for t in range(3):
        if p.travelling & 1 << t != 0 and figure_closed(p.travellers, TRAIL_TYPES_IDS[t], p.area, TABLEAU_AREA):
            total += 5 * p.standing_fires[t]
    return total


def total_score_sum_3(p):
    """The sum() of a generator in total_score, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for t in range(3):
        if p.travelling & 1 << t != 0 and figure_closed(p.travellers, TRAIL_TYPES_IDS[t], p.area, TABLEAU_AREA):
            total += 2 * figure_trail_tokens(p.travellers, TRAIL_TYPES_IDS[t], p.area, TABLEAU_AREA)
    return total


def total_score_sum_4(p):
    """The sum() of a generator in total_score, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for t in range(3):
        if p.final_fire & 1 << t != 0 and figure_closed(p.travellers, TRAIL_TYPES_IDS[t], p.area, TABLEAU_AREA):
            total += figure_trail_length(p.travellers, TRAIL_TYPES_IDS[t], p.area, TABLEAU_AREA) - figure_walked(p.travellers, TRAIL_TYPES_IDS[t])
    return total


def total_score(s, p):
    """The player's score: rules.py's scoring rules over the lowered state."""
    scored_if_0 = p.travelling != 0
    scored_0 = 0
    for g_ in s.end_game_goals:
        g_number = GOALS_NUMBERS[g_]
        measured_0 = goals_measure(s, p, g_number)
        if measured_0 > 0:
            measured_1 = len([*masks.distinct_keys([goals_measure(s, q, g_number) for q in s.players if goals_measure(s, q, g_number) > measured_0])])
            if 1 + measured_1 <= 3:
                scored_0 += slot_points(1 + measured_1)
    return (goals_goal_sum(p) if s.option_mode == 0 else 0) + (total_score_sum(p) if s.option_animal_module == 1 and s.option_mode == 0 else 0) + p.goal_points + scored_0 + (total_score_sum_2(p) if scored_if_0 else 0) + (total_score_sum_3(p) if scored_if_0 else 0) + (total_score_sum_4(p) if p.final_fire != 0 else 0)


def is_eligible(s, p):
    """May this player win? (rules.py's victory `eligible`, over the lowered state)"""
    return True


def progress(s, p):
    """What a look-ahead agent adds to the player's score to weigh its moves (victory progress), over the lowered state."""
    return goals_goal_sum(p) if s.option_mode == 1 else 0


def standing(s, p):
    """What a look-ahead agent weighs a world by (runtime/lookahead.py look_ahead_worth): the player's score plus its progress, and whether it may still win."""
    return (total_score(s, p) + progress(s, p), is_eligible(s, p))


def act(s, seat, move, randoms):
    """Take `move` (a number of `DECISIONS`, -1 a pass) for `seat` at the decision the flow stopped at (to_decision); the flow is not run on. A choice inside its effect is drawn with `randoms[seat]()`."""
    if s.step == 2:
        # round_camp_act, written in place
        p = s.players[seat]
        picks = s.picks
        arguments = s.decision_arguments
        action = move % 1
        if action == 0:
            do_place_camp(s, p, arguments[move // 1][0], arguments[move // 1][1])
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        picks[seat] -= 1
    elif s.step == 4:
        # round_turn_act, written in place
        p = s.players[seat]
        picks = s.picks
        arguments = s.decision_arguments
        action = move % 1
        if action == 0:
            do_place_trail(s, p, arguments[move // 1][0], arguments[move // 1][1], arguments[move // 1][2], arguments[move // 1][3])
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        picks[seat] -= 1
    elif s.step == 5:
        # round_first_move_act, written in place
        p = s.players[seat]
        picks = s.picks
        arguments = s.decision_arguments
        action = move % 1
        if action == 0:
            do_set_out(s, p, arguments[move // 1][0], arguments[move // 1][1])
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        picks[seat] -= 1
    elif s.step == 10:
        # round_turn_act, written in place
        p = s.players[seat]
        picks = s.picks
        arguments = s.decision_arguments
        action = move % 1
        if action == 0:
            do_place_trail(s, p, arguments[move // 1][0], arguments[move // 1][1], arguments[move // 1][2], arguments[move // 1][3])
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        picks[seat] -= 1
    elif s.step == 11:
        # round_first_move_act, written in place
        p = s.players[seat]
        picks = s.picks
        arguments = s.decision_arguments
        action = move % 1
        if action == 0:
            do_set_out(s, p, arguments[move // 1][0], arguments[move // 1][1])
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        picks[seat] -= 1
    elif s.step == 16:
        # round_turn_act, written in place
        p = s.players[seat]
        picks = s.picks
        arguments = s.decision_arguments
        action = move % 1
        if action == 0:
            do_place_trail(s, p, arguments[move // 1][0], arguments[move // 1][1], arguments[move // 1][2], arguments[move // 1][3])
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        picks[seat] -= 1
    elif s.step == 17:
        # round_first_move_act, written in place
        p = s.players[seat]
        picks = s.picks
        arguments = s.decision_arguments
        action = move % 1
        if action == 0:
            do_set_out(s, p, arguments[move // 1][0], arguments[move // 1][1])
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        picks[seat] -= 1


def act_drawn(s, seat, r, randoms):
    """Take the move drawn `r` (in [0, 1)) at the decision `to_decision(s, randoms, True)` stopped at: the k-th of its moves, k = int(r * their number), counted in blocks or listed, as the random playout draws it."""
    if s.step == 2:
        # round_camp_drawn, written in place
        k = int(r * s.decision_count)
        p = s.players[seat]
        picks = s.picks
        moves = s.moves
        for block in moves:
            if k < block[0]:
                break
            k -= block[0]
        values = block[3][1]
        spot = values[k % len(values)]
        k //= len(values)
        values = block[3][0]
        camp = values[k]
        do_place_camp(s, p, camp, spot)
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        picks[seat] -= 1
    elif s.step == 4:
        # round_turn_drawn, written in place
        k = int(r * s.decision_count)
        p = s.players[seat]
        picks = s.picks
        moves = s.moves
        for block in moves:
            if k < block[0]:
                break
            k -= block[0]
        action = block[1]
        if action == 0:
            card = block[2][0]
            values = block[3][2]
            mark = values[k % len(values)]
            k //= len(values)
            turn = (0, 180)[k % 2]
            k //= 2
            values = block[3][0]
            spot = values[k]
            do_place_trail(s, p, card, spot, turn, mark)
        elif action == 1:
            turn = (0, 180)[k % 2]
            k //= 2
            values = block[3][1]
            spot = values[k % len(values)]
            k //= len(values)
            values = block[3][0]
            card = values[k]
            do_place_trail(s, p, card, spot, turn, 0)
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        picks[seat] -= 1
    elif s.step == 5:
        # round_first_move_drawn, written in place
        k = int(r * s.decision_count)
        p = s.players[seat]
        picks = s.picks
        moves = s.moves
        for block in moves:
            if k < block[0]:
                break
            k -= block[0]
        traveller = block[2][0]
        exit_ = block[2][1]
        do_set_out(s, p, traveller, exit_)
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        picks[seat] -= 1
    elif s.step == 10:
        # round_turn_drawn, written in place
        k = int(r * s.decision_count)
        p = s.players[seat]
        picks = s.picks
        moves = s.moves
        for block in moves:
            if k < block[0]:
                break
            k -= block[0]
        action = block[1]
        if action == 0:
            card = block[2][0]
            values = block[3][2]
            mark = values[k % len(values)]
            k //= len(values)
            turn = (0, 180)[k % 2]
            k //= 2
            values = block[3][0]
            spot = values[k]
            do_place_trail(s, p, card, spot, turn, mark)
        elif action == 1:
            turn = (0, 180)[k % 2]
            k //= 2
            values = block[3][1]
            spot = values[k % len(values)]
            k //= len(values)
            values = block[3][0]
            card = values[k]
            do_place_trail(s, p, card, spot, turn, 0)
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        picks[seat] -= 1
    elif s.step == 11:
        # round_first_move_drawn, written in place
        k = int(r * s.decision_count)
        p = s.players[seat]
        picks = s.picks
        moves = s.moves
        for block in moves:
            if k < block[0]:
                break
            k -= block[0]
        traveller = block[2][0]
        exit_ = block[2][1]
        do_set_out(s, p, traveller, exit_)
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        picks[seat] -= 1
    elif s.step == 16:
        # round_turn_drawn, written in place
        k = int(r * s.decision_count)
        p = s.players[seat]
        picks = s.picks
        moves = s.moves
        for block in moves:
            if k < block[0]:
                break
            k -= block[0]
        action = block[1]
        if action == 0:
            card = block[2][0]
            values = block[3][2]
            mark = values[k % len(values)]
            k //= len(values)
            turn = (0, 180)[k % 2]
            k //= 2
            values = block[3][0]
            spot = values[k]
            do_place_trail(s, p, card, spot, turn, mark)
        elif action == 1:
            turn = (0, 180)[k % 2]
            k //= 2
            values = block[3][1]
            spot = values[k % len(values)]
            k //= len(values)
            values = block[3][0]
            card = values[k]
            do_place_trail(s, p, card, spot, turn, 0)
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        picks[seat] -= 1
    elif s.step == 17:
        # round_first_move_drawn, written in place
        k = int(r * s.decision_count)
        p = s.players[seat]
        picks = s.picks
        moves = s.moves
        for block in moves:
            if k < block[0]:
                break
            k -= block[0]
        traveller = block[2][0]
        exit_ = block[2][1]
        do_set_out(s, p, traveller, exit_)
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        picks[seat] -= 1
    else:
        act(s, seat, s.decision_moves[int(r * len(s.decision_moves))], randoms)


def play(state, randoms, observe=None):
    """Play a game made with `GameState(..., start=False)` to its end on the lowered state; seat k draws with `randoms[k]()`. `observe(state)`, when given, sees the readable state, written back, at every drawn decision."""
    # the setup, on the readable state: fast.py's and rules.py's own steps
    state.step = 0
    setup_decks(state, None)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 1
    s = lower_state(state)
    randoms = streams_of(randoms)
    s.phase = 'round'
    s.step = 0
    s.turn = s.first_player
    s.turn_moves = 0
    s.passes = 0
    # new_round, written in place
    if s.round >= MAX_ROUNDS:
        raise_state(s.readable, s)
        s.readable.check_round_limit()
    s.round += 1
    s.lead = s.first_player
    # start_round, written in place
    for p_2 in s.players:
        p_2.camped_early = 0
    while s.phase != 'over':
        s.step = 0
        if s.option_mode == 1:
            for p in s.players:
                if True:
                    # round_travellers_rested, written in place
                    if s.option_mode == 1:
                        t_held = p.travelling
                        for t in TRAIL_TYPES_BY_ID:
                            if t_held & 1 << t != 0:
                                figure_resume(p.travellers, TRAIL_TYPES_IDS[t])
        s.step = 1
        for p in s.players:
            if True:
                # round_deal, written in place
                draw(s.readable, s.trail_deck, p.hand, 8)
        s.step = 2
        round_camp_play(state, s, randoms, observe)
        s.step = 3
        if s.option_mode == 1:
            for p in s.players:
                if True:
                    # round_travellers_stand, written in place
                    if s.option_mode == 1 and s.round == 2:
                        for t in range(3):
                            if TRAIL_TYPES_CAMP[t] not in p.camps:
                                p.travelling |= 1 << t
                                figure_stand(p.travellers, TRAIL_TYPES_IDS[t], p.area, TABLEAU_AREA, CAMPS_IDS[TRAIL_TYPES_CAMP[t]])
                        draw(s.readable, p.camps, p.unused_camps, len(p.camps))
        s.step = 4
        round_turn_play(state, s, randoms, observe)
        s.step = 5
        round_first_move_play(state, s, randoms, observe)
        s.step = 6
        if s.option_mode == 1:
            for p in s.players:
                if True:
                    # round_travel, written in place
                    if s.option_mode == 1:
                        t_held = p.travelling
                        for t in TRAIL_TYPES_BY_ID:
                            if t_held & 1 << t != 0:
                                figure_walk(p.travellers, TRAIL_TYPES_IDS[t], p.area, TABLEAU_AREA, 3, True)
                                if figure_state(p.travellers, TRAIL_TYPES_IDS[t]) == 'stopped' and not p.camped_early & 1 << t != 0:
                                    p.camped_early |= 1 << t
                                    p.flat_fires[t] += 1
        s.step = 7
        for p in s.players:
            if True:
                # round_goals_check, written in place
                for g_ in s.in_game_goals:
                    g_number = GOALS_NUMBERS[g_]
                    if not p.goals_won & 1 << g_number != 0 and s.goal_slot[g_number] <= 3 and p.player_cards > 0 and goals_goal(s, p, g_number):
                        p.qualifying |= 1 << g_number
        s.step = 8
        round_goals_award(s, None)
        s.step = 9
        # round_pass_hands, written in place
        if len(s.players[0].hand) > 2:
            if s.round == 1 or s.round == 3:
                held = [q.hand for q in s.players]
                for seat_3 in range(len(s.players)):
                    s.players[(seat_3 + 1) % len(s.players)].hand = held[seat_3]
            else:
                held = [q.hand for q in s.players]
                for seat_3 in range(len(s.players)):
                    s.players[(seat_3 - 1) % len(s.players)].hand = held[seat_3]
        else:
            for q in s.players:
                draw(s.readable, q.hand, s.discards, len(q.hand))
        s.step = 10
        round_turn_play(state, s, randoms, observe)
        s.step = 11
        round_first_move_play(state, s, randoms, observe)
        s.step = 12
        if s.option_mode == 1:
            for p in s.players:
                if True:
                    # round_travel, written in place
                    if s.option_mode == 1:
                        t_held = p.travelling
                        for t in TRAIL_TYPES_BY_ID:
                            if t_held & 1 << t != 0:
                                figure_walk(p.travellers, TRAIL_TYPES_IDS[t], p.area, TABLEAU_AREA, 3, True)
                                if figure_state(p.travellers, TRAIL_TYPES_IDS[t]) == 'stopped' and not p.camped_early & 1 << t != 0:
                                    p.camped_early |= 1 << t
                                    p.flat_fires[t] += 1
        s.step = 13
        for p in s.players:
            if True:
                # round_goals_check, written in place
                for g_ in s.in_game_goals:
                    g_number_2 = GOALS_NUMBERS[g_]
                    if not p.goals_won & 1 << g_number_2 != 0 and s.goal_slot[g_number_2] <= 3 and p.player_cards > 0 and goals_goal(s, p, g_number_2):
                        p.qualifying |= 1 << g_number_2
        s.step = 14
        round_goals_award(s, None)
        s.step = 15
        # round_pass_hands, written in place
        if len(s.players[0].hand) > 2:
            if s.round == 1 or s.round == 3:
                held = [q.hand for q in s.players]
                for seat_3 in range(len(s.players)):
                    s.players[(seat_3 + 1) % len(s.players)].hand = held[seat_3]
            else:
                held = [q.hand for q in s.players]
                for seat_3 in range(len(s.players)):
                    s.players[(seat_3 - 1) % len(s.players)].hand = held[seat_3]
        else:
            for q in s.players:
                draw(s.readable, q.hand, s.discards, len(q.hand))
        s.step = 16
        round_turn_play(state, s, randoms, observe)
        s.step = 17
        round_first_move_play(state, s, randoms, observe)
        s.step = 18
        if s.option_mode == 1:
            for p in s.players:
                if True:
                    # round_travel, written in place
                    if s.option_mode == 1:
                        t_held = p.travelling
                        for t in TRAIL_TYPES_BY_ID:
                            if t_held & 1 << t != 0:
                                figure_walk(p.travellers, TRAIL_TYPES_IDS[t], p.area, TABLEAU_AREA, 3, True)
                                if figure_state(p.travellers, TRAIL_TYPES_IDS[t]) == 'stopped' and not p.camped_early & 1 << t != 0:
                                    p.camped_early |= 1 << t
                                    p.flat_fires[t] += 1
        s.step = 19
        for p in s.players:
            if True:
                # round_goals_check, written in place
                for g_ in s.in_game_goals:
                    g_number_3 = GOALS_NUMBERS[g_]
                    if not p.goals_won & 1 << g_number_3 != 0 and s.goal_slot[g_number_3] <= 3 and p.player_cards > 0 and goals_goal(s, p, g_number_3):
                        p.qualifying |= 1 << g_number_3
        s.step = 20
        round_goals_award(s, None)
        s.step = 21
        # round_pass_hands, written in place
        if len(s.players[0].hand) > 2:
            if s.round == 1 or s.round == 3:
                held = [q.hand for q in s.players]
                for seat_3 in range(len(s.players)):
                    s.players[(seat_3 + 1) % len(s.players)].hand = held[seat_3]
            else:
                held = [q.hand for q in s.players]
                for seat_3 in range(len(s.players)):
                    s.players[(seat_3 - 1) % len(s.players)].hand = held[seat_3]
        else:
            for q in s.players:
                draw(s.readable, q.hand, s.discards, len(q.hand))
        s.step = 22
        if s.option_mode == 1:
            for p in s.players:
                if True:
                    # round_campfires, written in place
                    if s.option_mode == 1 and s.round >= 2:
                        t_held = p.travelling
                        for t in TRAIL_TYPES_BY_ID:
                            if t_held & 1 << t != 0:
                                if figure_state(p.travellers, TRAIL_TYPES_IDS[t]) == 'walking':
                                    p.standing_fires[t] += 1
                                    if s.round == 4:
                                        p.final_fire |= 1 << t
        s.step = 23
        # next_round, written in place
        if s.round >= 4:
            # finish, written in place
            s.phase = 'over'
            s.ended_by = 'end condition'
        else:
            s.phase = 'round'
            s.step = 0
            s.turn = s.first_player
            s.turn_moves = 0
            s.passes = 0
            # new_round, written in place
            if s.round >= MAX_ROUNDS:
                raise_state(s.readable, s)
                s.readable.check_round_limit()
            s.round += 1
            s.lead = s.first_player
            # start_round, written in place
            for p_2 in s.players:
                p_2.camped_early = 0
    for p in s.players:
        p.area_kept.remember()
    raise_state(state, s)
    return state


def begun_decks(s, p):
    """A step of the setup."""
    if len(s.players) <= 4:
        s.trail_deck = list(range(135))
        s.box = list(range(135))
    shuffle(s.readable, s.trail_deck)
    shuffle(s.readable, s.goal_deck)
    if s.option_mode == 0:
        drawn_wanted = 2
        drawn_moved = 0
        drawn_at = len(s.goal_deck) - 1
        while drawn_moved < drawn_wanted and drawn_at >= 0:
            drawn_card = s.goal_deck[drawn_at]
            if GOALS_TIMING[GOALS_NUMBERS[drawn_card]] == 'in_game' and (s.option_animal_module == 1 or not GOALS_NEEDS_ANIMALS[GOALS_NUMBERS[drawn_card]]):
                s.in_game_goals.append(s.goal_deck.pop(drawn_at))
                drawn_moved += 1
            drawn_at -= 1
        drawn_wanted = 2
        drawn_moved = 0
        drawn_at = len(s.goal_deck) - 1
        while drawn_moved < drawn_wanted and drawn_at >= 0:
            drawn_card = s.goal_deck[drawn_at]
            if GOALS_TIMING[GOALS_NUMBERS[drawn_card]] == 'end_game' and (s.option_animal_module == 1 or not GOALS_NEEDS_ANIMALS[GOALS_NUMBERS[drawn_card]]):
                s.end_game_goals.append(s.goal_deck.pop(drawn_at))
                drawn_moved += 1
            drawn_at -= 1


def new_state(seats, stream, options, automata):
    """The lowered state of a new game of `seats` seats and `options` (every option's value), made without a readable state: every field at its start value, the seats the game plays itself (`automata`, {seat: automaton}) flagged, the flow where GameState begins it, the dice drawn from `stream` (the game's random stream). `s.readable` is for the caller to set: what an error raised in play reports."""
    s = State()
    s.shared_piles = None
    s.trail_deck = list(TRAIL_DECK_START)
    s.box = []
    s.discards = []
    s.goal_deck = list(GOAL_DECK_START)
    s.in_game_goals = []
    s.end_game_goals = []
    s.goal_slot = [1] * 12
    s.animal_supply = [20] * 6
    s.option_animal_module = OPTION_ANIMAL_MODULE_NUMBERS[options['animal_module']]
    s.option_mode = OPTION_MODE_NUMBERS[options['mode']]
    s.players = []
    for seat in range(seats):
        p = Player()
        p.area_shared = False
        p.seat = seat
        p.hand = []
        p.camps = list(CAMPS_START)
        p.area = []
        p.area_kept = tableau_area(p.area, TABLEAU_AREA)
        p.goals_won = 0
        p.qualifying = 0
        p.goal_points = 0
        p.player_cards = 4
        p.unused_camps = []
        p.travellers = dict()
        p.travelling = 0
        p.camped_early = 0
        p.standing_fires = [0] * 3
        p.flat_fires = [0] * 3
        p.final_fire = 0
        s.players.append(p)
    s.moves = []
    s.readable = None
    s.rnd = stream_of(stream)
    s.phase = 'setup'
    s.ended_by = None
    s.picks = None
    s.turn = 0
    s.round = 0
    s.lead = 0
    s.first_player = 0
    s.step = 0
    s.turn_moves = 0
    s.passes = 0
    s.idle_turns = 0
    s.max_moves = GAME.max_moves_per_turn
    s.end_requested = False
    s.decision_moves = []
    s.decision_arguments = []
    s.decision_count = 0
    return s


def play_begun(s, randoms):
    """Play a game `new_state` made to its end on the lowered state, its setup first; seat k draws with `randoms[k]()`. The readable state is not written: the caller scores the lowered one (`outcome`) or writes it back (`raise_state`)."""
    # nobody observes a game begun lowered, and no readable state waits for it at the end
    state = None
    observe = None
    randoms = streams_of(randoms)
    # the setup, on the lowered state
    s.step = 0
    begun_decks(s, None)
    if s.end_requested:
        # finish, written in place
        s.phase = 'over'
        s.ended_by = 'end game'
        return s
    s.step = 1
    s.phase = 'round'
    s.step = 0
    s.turn = s.first_player
    s.turn_moves = 0
    s.passes = 0
    # new_round, written in place
    if s.round >= MAX_ROUNDS:
        raise_state(s.readable, s)
        s.readable.check_round_limit()
    s.round += 1
    s.lead = s.first_player
    # start_round, written in place
    for p_2 in s.players:
        p_2.camped_early = 0
    while s.phase != 'over':
        s.step = 0
        if s.option_mode == 1:
            for p in s.players:
                if True:
                    # round_travellers_rested, written in place
                    if s.option_mode == 1:
                        t_held = p.travelling
                        for t in TRAIL_TYPES_BY_ID:
                            if t_held & 1 << t != 0:
                                figure_resume(p.travellers, TRAIL_TYPES_IDS[t])
        s.step = 1
        for p in s.players:
            if True:
                # round_deal, written in place
                draw(s.readable, s.trail_deck, p.hand, 8)
        s.step = 2
        round_camp_play(state, s, randoms, observe)
        s.step = 3
        if s.option_mode == 1:
            for p in s.players:
                if True:
                    # round_travellers_stand, written in place
                    if s.option_mode == 1 and s.round == 2:
                        for t in range(3):
                            if TRAIL_TYPES_CAMP[t] not in p.camps:
                                p.travelling |= 1 << t
                                figure_stand(p.travellers, TRAIL_TYPES_IDS[t], p.area, TABLEAU_AREA, CAMPS_IDS[TRAIL_TYPES_CAMP[t]])
                        draw(s.readable, p.camps, p.unused_camps, len(p.camps))
        s.step = 4
        round_turn_play(state, s, randoms, observe)
        s.step = 5
        round_first_move_play(state, s, randoms, observe)
        s.step = 6
        if s.option_mode == 1:
            for p in s.players:
                if True:
                    # round_travel, written in place
                    if s.option_mode == 1:
                        t_held = p.travelling
                        for t in TRAIL_TYPES_BY_ID:
                            if t_held & 1 << t != 0:
                                figure_walk(p.travellers, TRAIL_TYPES_IDS[t], p.area, TABLEAU_AREA, 3, True)
                                if figure_state(p.travellers, TRAIL_TYPES_IDS[t]) == 'stopped' and not p.camped_early & 1 << t != 0:
                                    p.camped_early |= 1 << t
                                    p.flat_fires[t] += 1
        s.step = 7
        for p in s.players:
            if True:
                # round_goals_check, written in place
                for g_ in s.in_game_goals:
                    g_number = GOALS_NUMBERS[g_]
                    if not p.goals_won & 1 << g_number != 0 and s.goal_slot[g_number] <= 3 and p.player_cards > 0 and goals_goal(s, p, g_number):
                        p.qualifying |= 1 << g_number
        s.step = 8
        round_goals_award(s, None)
        s.step = 9
        # round_pass_hands, written in place
        if len(s.players[0].hand) > 2:
            if s.round == 1 or s.round == 3:
                held = [q.hand for q in s.players]
                for seat_3 in range(len(s.players)):
                    s.players[(seat_3 + 1) % len(s.players)].hand = held[seat_3]
            else:
                held = [q.hand for q in s.players]
                for seat_3 in range(len(s.players)):
                    s.players[(seat_3 - 1) % len(s.players)].hand = held[seat_3]
        else:
            for q in s.players:
                draw(s.readable, q.hand, s.discards, len(q.hand))
        s.step = 10
        round_turn_play(state, s, randoms, observe)
        s.step = 11
        round_first_move_play(state, s, randoms, observe)
        s.step = 12
        if s.option_mode == 1:
            for p in s.players:
                if True:
                    # round_travel, written in place
                    if s.option_mode == 1:
                        t_held = p.travelling
                        for t in TRAIL_TYPES_BY_ID:
                            if t_held & 1 << t != 0:
                                figure_walk(p.travellers, TRAIL_TYPES_IDS[t], p.area, TABLEAU_AREA, 3, True)
                                if figure_state(p.travellers, TRAIL_TYPES_IDS[t]) == 'stopped' and not p.camped_early & 1 << t != 0:
                                    p.camped_early |= 1 << t
                                    p.flat_fires[t] += 1
        s.step = 13
        for p in s.players:
            if True:
                # round_goals_check, written in place
                for g_ in s.in_game_goals:
                    g_number_2 = GOALS_NUMBERS[g_]
                    if not p.goals_won & 1 << g_number_2 != 0 and s.goal_slot[g_number_2] <= 3 and p.player_cards > 0 and goals_goal(s, p, g_number_2):
                        p.qualifying |= 1 << g_number_2
        s.step = 14
        round_goals_award(s, None)
        s.step = 15
        # round_pass_hands, written in place
        if len(s.players[0].hand) > 2:
            if s.round == 1 or s.round == 3:
                held = [q.hand for q in s.players]
                for seat_3 in range(len(s.players)):
                    s.players[(seat_3 + 1) % len(s.players)].hand = held[seat_3]
            else:
                held = [q.hand for q in s.players]
                for seat_3 in range(len(s.players)):
                    s.players[(seat_3 - 1) % len(s.players)].hand = held[seat_3]
        else:
            for q in s.players:
                draw(s.readable, q.hand, s.discards, len(q.hand))
        s.step = 16
        round_turn_play(state, s, randoms, observe)
        s.step = 17
        round_first_move_play(state, s, randoms, observe)
        s.step = 18
        if s.option_mode == 1:
            for p in s.players:
                if True:
                    # round_travel, written in place
                    if s.option_mode == 1:
                        t_held = p.travelling
                        for t in TRAIL_TYPES_BY_ID:
                            if t_held & 1 << t != 0:
                                figure_walk(p.travellers, TRAIL_TYPES_IDS[t], p.area, TABLEAU_AREA, 3, True)
                                if figure_state(p.travellers, TRAIL_TYPES_IDS[t]) == 'stopped' and not p.camped_early & 1 << t != 0:
                                    p.camped_early |= 1 << t
                                    p.flat_fires[t] += 1
        s.step = 19
        for p in s.players:
            if True:
                # round_goals_check, written in place
                for g_ in s.in_game_goals:
                    g_number_3 = GOALS_NUMBERS[g_]
                    if not p.goals_won & 1 << g_number_3 != 0 and s.goal_slot[g_number_3] <= 3 and p.player_cards > 0 and goals_goal(s, p, g_number_3):
                        p.qualifying |= 1 << g_number_3
        s.step = 20
        round_goals_award(s, None)
        s.step = 21
        # round_pass_hands, written in place
        if len(s.players[0].hand) > 2:
            if s.round == 1 or s.round == 3:
                held = [q.hand for q in s.players]
                for seat_3 in range(len(s.players)):
                    s.players[(seat_3 + 1) % len(s.players)].hand = held[seat_3]
            else:
                held = [q.hand for q in s.players]
                for seat_3 in range(len(s.players)):
                    s.players[(seat_3 - 1) % len(s.players)].hand = held[seat_3]
        else:
            for q in s.players:
                draw(s.readable, q.hand, s.discards, len(q.hand))
        s.step = 22
        if s.option_mode == 1:
            for p in s.players:
                if True:
                    # round_campfires, written in place
                    if s.option_mode == 1 and s.round >= 2:
                        t_held = p.travelling
                        for t in TRAIL_TYPES_BY_ID:
                            if t_held & 1 << t != 0:
                                if figure_state(p.travellers, TRAIL_TYPES_IDS[t]) == 'walking':
                                    p.standing_fires[t] += 1
                                    if s.round == 4:
                                        p.final_fire |= 1 << t
        s.step = 23
        # next_round, written in place
        if s.round >= 4:
            # finish, written in place
            s.phase = 'over'
            s.ended_by = 'end condition'
        else:
            s.phase = 'round'
            s.step = 0
            s.turn = s.first_player
            s.turn_moves = 0
            s.passes = 0
            # new_round, written in place
            if s.round >= MAX_ROUNDS:
                raise_state(s.readable, s)
                s.readable.check_round_limit()
            s.round += 1
            s.lead = s.first_player
            # start_round, written in place
            for p_2 in s.players:
                p_2.camped_early = 0
    return s


def scored_outcome_sum(s, p):
    """The sum() of a generator in scored_outcome, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for g_ in s.end_game_goals:
        total += slot_points(1 + len([*masks.distinct_keys([goals_measure(s, q, GOALS_NUMBERS[g_]) for q in s.players if goals_measure(s, q, GOALS_NUMBERS[g_]) > goals_measure(s, p, GOALS_NUMBERS[g_])])])) if goals_measure(s, p, GOALS_NUMBERS[g_]) > 0 and 1 + len([*masks.distinct_keys([goals_measure(s, q, GOALS_NUMBERS[g_]) for q in s.players if goals_measure(s, q, GOALS_NUMBERS[g_]) > goals_measure(s, p, GOALS_NUMBERS[g_])])]) <= 3 else 0
    return total


def scored_outcome_count(s, p):
    """The count() of a generator in scored_outcome, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for g_ in s.end_game_goals:
        g_number = GOALS_NUMBERS[g_]
        if goals_measure(s, p, g_number) > 0 and 1 + len([*masks.distinct_keys([goals_measure(s, q, g_number) for q in s.players if goals_measure(s, q, g_number) > goals_measure(s, p, g_number)])]) <= 3:
            total += 1
    return total


def scored_outcome(s):
    """The outcome of a finished game (`outcome`)."""
    scores = []
    ranks = []
    for seat in range(len(s.players)):
        p = s.players[seat]
        scores.append((goals_goal_sum(p) if s.option_mode == 0 else 0) + (total_score_sum(p) if s.option_animal_module == 1 and s.option_mode == 0 else 0) + p.goal_points + scored_outcome_sum(s, p) + total_score_sum_2(p) + total_score_sum_3(p) + total_score_sum_4(p))
        ranks.append((scores[seat], p.goals_won.bit_count() + scored_outcome_count(s, p)))
    return (scores, ranks)


def outcome(s):
    """The scores of a finished game and each seat's rank where it may win (None where it may not): its total, then its tie-breaks; rules.py's scoring and victory over the lowered state."""
    return scored_outcome(s)

WRITTEN_IN_PLACE = {
    'round_camp_play': ((457, 458, 'do_place_camp'), (462, 463, 'too_many_moves')),
    'round_turn_play': ((538, 539, 'do_place_trail'), (555, 563, 'do_place_trail'), (568, 569, 'too_many_moves')),
    'round_first_move_play': ((618, 618, 'do_set_out'), (623, 624, 'too_many_moves')),
    'to_decision': ((1086, 1087, 'finish'), (1204, 1205, 'finish'), (1219, 1220, 'start_round'), (1213, 1220, 'new_round'), (1202, 1220, 'next_round')),
    'act': ((1342, 1343, 'too_many_moves'), (1333, 1344, 'round_camp_act'), (1356, 1357, 'too_many_moves'), (1347, 1358, 'round_turn_act'), (1370, 1371, 'too_many_moves'), (1361, 1372, 'round_first_move_act'), (1384, 1385, 'too_many_moves'), (1375, 1386, 'round_turn_act'), (1398, 1399, 'too_many_moves'), (1389, 1400, 'round_first_move_act'), (1412, 1413, 'too_many_moves'), (1403, 1414, 'round_turn_act'), (1426, 1427, 'too_many_moves'), (1417, 1428, 'round_first_move_act')),
    'act_drawn': ((1452, 1453, 'too_many_moves'), (1435, 1454, 'round_camp_drawn'), (1488, 1489, 'too_many_moves'), (1457, 1490, 'round_turn_drawn'), (1507, 1508, 'too_many_moves'), (1493, 1509, 'round_first_move_drawn'), (1543, 1544, 'too_many_moves'), (1512, 1545, 'round_turn_drawn'), (1562, 1563, 'too_many_moves'), (1548, 1564, 'round_first_move_drawn'), (1598, 1599, 'too_many_moves'), (1567, 1600, 'round_turn_drawn'), (1617, 1618, 'too_many_moves'), (1603, 1619, 'round_first_move_drawn')),
    'play': ((1647, 1648, 'start_round'), (1641, 1648, 'new_round'), (1655, 1659, 'round_travellers_rested'), (1664, 1664, 'round_deal'), (1672, 1677, 'round_travellers_stand'), (1687, 1694, 'round_travel'), (1699, 1702, 'round_goals_check'), (1707, 1718, 'round_pass_hands'), (1728, 1735, 'round_travel'), (1740, 1743, 'round_goals_check'), (1748, 1759, 'round_pass_hands'), (1769, 1776, 'round_travel'), (1781, 1784, 'round_goals_check'), (1789, 1800, 'round_pass_hands'), (1806, 1813, 'round_campfires'), (1818, 1819, 'finish'), (1833, 1834, 'start_round'), (1827, 1834, 'new_round'), (1816, 1834, 'next_round')),
    'play_begun': ((1937, 1938, 'finish'), (1953, 1954, 'start_round'), (1947, 1954, 'new_round'), (1961, 1965, 'round_travellers_rested'), (1970, 1970, 'round_deal'), (1978, 1983, 'round_travellers_stand'), (1993, 2000, 'round_travel'), (2005, 2008, 'round_goals_check'), (2013, 2024, 'round_pass_hands'), (2034, 2041, 'round_travel'), (2046, 2049, 'round_goals_check'), (2054, 2065, 'round_pass_hands'), (2075, 2082, 'round_travel'), (2087, 2090, 'round_goals_check'), (2095, 2106, 'round_pass_hands'), (2112, 2119, 'round_campfires'), (2124, 2125, 'finish'), (2139, 2140, 'start_round'), (2133, 2140, 'new_round'), (2122, 2140, 'next_round')),
}
