"""Thru the Appalachian: the lowered playout, by Cairn.

The random playout of fast.py on a state of typed slots (numbers, flags, ids as small ints, maps as
lists): `play` lowers the readable state once, plays the whole game on it and writes it back once.
lowered.pxd beside it gives Cython the C types of the same code. A seed plays the same game here as
through GameState.apply (tests/runtime/test_lowered.py).
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import MAX_ROUNDS, loop_turn, masks, no_value, repeat_count, shuffle, stream_of, streams_of
from .rules import GAME, is_active, setup_setup_1, setup_setup_2, setup_setup_3, stamp_points
from .fast import setup_route_play

OBSERVABLE = True

DEFINED_AT = {
    'do_photograph': ('photograph', 'definitions/thru-the-appalachian/game.yaml:220'),
    'do_stamp': ('stamp', 'definitions/thru-the-appalachian/game.yaml:229'),
    'do_move': ('move', 'definitions/thru-the-appalachian/game.yaml:239'),
    'step_forward': ('step_forward', 'definitions/thru-the-appalachian/game.yaml:148'),
    'exhausted': ('exhausted', 'definitions/thru-the-appalachian/game.yaml:143'),
    'do_rest': ('rest', 'definitions/thru-the-appalachian/game.yaml:249'),
    'do_resupply': ('resupply', 'definitions/thru-the-appalachian/game.yaml:256'),
    'do_journal': ('journal', 'definitions/thru-the-appalachian/game.yaml:265'),
    'round_round_1': ('round_round_1', 'definitions/thru-the-appalachian/game.yaml:191'),
    'round_time': ('round_time', 'definitions/thru-the-appalachian/game.yaml:192'),
    'round_weather': ('round_weather', 'definitions/thru-the-appalachian/game.yaml:197'),
    'consume_water': ('consume_water', 'definitions/thru-the-appalachian/game.yaml:168'),
    'begun_setup_1': ('begun_setup_1', 'definitions/thru-the-appalachian/game.yaml:180'),
    'begun_setup_2': ('begun_setup_2', 'definitions/thru-the-appalachian/game.yaml:181'),
    'begun_setup_3': ('begun_setup_3', 'definitions/thru-the-appalachian/game.yaml:185'),
    'do_choose_route': ('choose_route', 'definitions/thru-the-appalachian/game.yaml:216'),
}

MONTHS_IDS = ('march', 'april', 'may', 'june', 'july', 'august', 'september', 'october')

MONTHS_NUMBERS = {
    'march': 0, 'april': 1, 'may': 2, 'june': 3, 'july': 4, 'august': 5, 'september': 6, 'october': 7,
}

OPTION_VARIANT_NUMBERS = {'standard': 0, 'advanced': 1}

OPTION_DIFFICULTY_NUMBERS = {'normal': 0, 'hard': 1}

ROUTE_IDS = ('northbound', 'southbound')

ROUTE_NUMBERS = {'northbound': 0, 'southbound': 1}

DICE_IDS = ('white', 'orange_1', 'orange_2', 'green', 'blue', 'black')

DICE_NUMBERS = {'white': 0, 'orange_1': 1, 'orange_2': 2, 'green': 3, 'blue': 4, 'black': 5}

SPACES_IDS = (
    'springer_mountain', 'georgia_highlands_1', 'georgia_highlands_2', 'georgia_highlands_3',
    'blood_mountain', 'nantahala_1', 'nantahala_2', 'nantahala_3', 'nantahala_4', 'standing_indian',
    'fontana_1', 'fontana_2', 'fontana_3', 'fontana_dam', 'smokies_1', 'smokies_2', 'smokies_3', 'smokies_4',
    'icewater_spring', 'roan_highlands_1', 'roan_highlands_2', 'roan_highlands_3', 'overmountain',
    'grayson_1', 'grayson_2', 'grayson_3', 'grayson_4', 'lost_mountain', 'central_virginia_1',
    'central_virginia_2', 'central_virginia_3', 'punchbowl', 'shenandoah_1', 'shenandoah_2', 'shenandoah_3',
    'shenandoah_4', 'blackburn', 'potomac_1', 'potomac_2', 'potomac_3', 'harpers_ferry', 'cumberland_1',
    'cumberland_2', 'cumberland_3', 'pine_grove_furnace', 'mid_atlantic_1', 'mid_atlantic_2',
    'mid_atlantic_3', 'mid_atlantic_4', 'wawayanda', 'hudson_1', 'hudson_2', 'hudson_3', 'fingerboard',
    'berkshires_1', 'berkshires_2', 'berkshires_3', 'berkshires_4', 'upper_goose_pond', 'green_mountains_1',
    'green_mountains_2', 'green_mountains_3', 'stratton_pond', 'white_mountains_1', 'white_mountains_2',
    'white_mountains_3', 'white_mountains_4', 'lakes_of_the_clouds', 'mahoosuc_1', 'mahoosuc_2', 'mahoosuc_3',
    'full_goose', 'hundred_mile_wilderness_1', 'hundred_mile_wilderness_2', 'hundred_mile_wilderness_3',
    'hundred_mile_wilderness_4', 'katahdin',
)

SPACES_NUMBERS = {
    'springer_mountain': 0, 'georgia_highlands_1': 1, 'georgia_highlands_2': 2, 'georgia_highlands_3': 3,
    'blood_mountain': 4, 'nantahala_1': 5, 'nantahala_2': 6, 'nantahala_3': 7, 'nantahala_4': 8,
    'standing_indian': 9, 'fontana_1': 10, 'fontana_2': 11, 'fontana_3': 12, 'fontana_dam': 13,
    'smokies_1': 14, 'smokies_2': 15, 'smokies_3': 16, 'smokies_4': 17, 'icewater_spring': 18,
    'roan_highlands_1': 19, 'roan_highlands_2': 20, 'roan_highlands_3': 21, 'overmountain': 22,
    'grayson_1': 23, 'grayson_2': 24, 'grayson_3': 25, 'grayson_4': 26, 'lost_mountain': 27,
    'central_virginia_1': 28, 'central_virginia_2': 29, 'central_virginia_3': 30, 'punchbowl': 31,
    'shenandoah_1': 32, 'shenandoah_2': 33, 'shenandoah_3': 34, 'shenandoah_4': 35, 'blackburn': 36,
    'potomac_1': 37, 'potomac_2': 38, 'potomac_3': 39, 'harpers_ferry': 40, 'cumberland_1': 41,
    'cumberland_2': 42, 'cumberland_3': 43, 'pine_grove_furnace': 44, 'mid_atlantic_1': 45,
    'mid_atlantic_2': 46, 'mid_atlantic_3': 47, 'mid_atlantic_4': 48, 'wawayanda': 49, 'hudson_1': 50,
    'hudson_2': 51, 'hudson_3': 52, 'fingerboard': 53, 'berkshires_1': 54, 'berkshires_2': 55,
    'berkshires_3': 56, 'berkshires_4': 57, 'upper_goose_pond': 58, 'green_mountains_1': 59,
    'green_mountains_2': 60, 'green_mountains_3': 61, 'stratton_pond': 62, 'white_mountains_1': 63,
    'white_mountains_2': 64, 'white_mountains_3': 65, 'white_mountains_4': 66, 'lakes_of_the_clouds': 67,
    'mahoosuc_1': 68, 'mahoosuc_2': 69, 'mahoosuc_3': 70, 'full_goose': 71, 'hundred_mile_wilderness_1': 72,
    'hundred_mile_wilderness_2': 73, 'hundred_mile_wilderness_3': 74, 'hundred_mile_wilderness_4': 75,
    'katahdin': 76,
}

SECTIONS_IDS = (
    'georgia_highlands', 'nantahala', 'fontana', 'smokies', 'roan_highlands', 'grayson', 'central_virginia',
    'shenandoah', 'potomac', 'cumberland', 'mid_atlantic', 'hudson', 'berkshires', 'green_mountains',
    'white_mountains', 'mahoosuc', 'hundred_mile_wilderness',
)

SECTIONS_NUMBERS = {
    'georgia_highlands': 0, 'nantahala': 1, 'fontana': 2, 'smokies': 3, 'roan_highlands': 4, 'grayson': 5,
    'central_virginia': 6, 'shenandoah': 7, 'potomac': 8, 'cumberland': 9, 'mid_atlantic': 10, 'hudson': 11,
    'berkshires': 12, 'green_mountains': 13, 'white_mountains': 14, 'mahoosuc': 15,
    'hundred_mile_wilderness': 16,
}

SPACES_SECTION = (
    -1, 0, 0, 0, -1, 1, 1, 1, 1, -1, 2, 2, 2, -1, 3, 3, 3, 3, -1, 4, 4, 4, -1, 5, 5, 5, 5, -1, 6, 6, 6, -1, 7,
    7, 7, 7, -1, 8, 8, 8, -1, 9, 9, 9, -1, 10, 10, 10, 10, -1, 11, 11, 11, -1, 12, 12, 12, 12, -1, 13, 13, 13,
    -1, 14, 14, 14, 14, -1, 15, 15, 15, -1, 16, 16, 16, 16, -1,
)

SPACES_BITS = (
    1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072, 262144,
    524288, 1048576, 2097152, 4194304, 8388608, 16777216, 33554432, 67108864, 134217728, 268435456, 536870912,
    1073741824, 2147483648, 4294967296, 8589934592, 17179869184, 34359738368, 68719476736, 137438953472,
    274877906944, 549755813888, 1099511627776, 2199023255552, 4398046511104, 8796093022208, 17592186044416,
    35184372088832, 70368744177664, 140737488355328, 281474976710656, 562949953421312, 1125899906842624,
    2251799813685248, 4503599627370496, 9007199254740992, 18014398509481984, 36028797018963968,
    72057594037927936, 144115188075855872, 288230376151711744, 576460752303423488, 1152921504606846976,
    2305843009213693952, 4611686018427387904, 9223372036854775808, 18446744073709551616, 36893488147419103232,
    73786976294838206464, 147573952589676412928, 295147905179352825856, 590295810358705651712,
    1180591620717411303424, 2361183241434822606848, 4722366482869645213696, 9444732965739290427392,
    18889465931478580854784, 37778931862957161709568, 75557863725914323419136,
)

EXHAUSTION_MODIFIER_BY_EXHAUSTION = (0, 0, 0, 0, 1, 1, 2, 2)

SPACES_SHELTER = (
    True, False, False, False, True, False, False, False, False, True, False, False, False, True, False,
    False, False, False, True, False, False, False, True, False, False, False, False, True, False, False,
    False, True, False, False, False, False, True, False, False, False, True, False, False, False, True,
    False, False, False, False, True, False, False, False, True, False, False, False, False, True, False,
    False, False, True, False, False, False, False, True, False, False, False, True, False, False, False,
    False, True,
)

DICE_COLOUR = (0, 1, 1, 2, 3, 4)

MONTHS_WEATHER = (0, 0, 1, 1, 2, 2, 0, 0)

MONTHS_LOW = (1, 1, 1, 1, 5, 4, 1, 1)

STATES_SNOW = (0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1)

SPACES_STATE = (
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7, 7, 8, 8, 8, 8, 9, 9, 9, 9, 9, 10, 10, 10,
    10, 11, 11, 11, 11, 11, 11, 11,
)

STATES_RAIN = (0, 1, 1, 1, 0, 1, 0, 1, 1, 1, 0, 0)

STATES_HEAT = (1, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0)

MONTHS_HIGH = (3, 2, 2, 3, 6, 6, 2, 3)

WEATHER_EFFECTS_ENERGY = (-2, -1, 0)

WEATHER_EFFECTS_WATER = (0, 1, -1)

SPACES_STAMP = (
    True, False, False, False, True, False, False, False, False, False, False, False, False, True, False,
    False, False, False, False, False, False, False, True, False, False, False, False, False, False, False,
    False, True, False, False, False, False, False, False, False, False, True, False, False, False, True,
    False, False, False, False, False, False, False, False, True, False, False, False, False, True, False,
    False, False, False, False, False, False, False, True, False, False, False, False, False, False, False,
    False, True,
)

ROUND_SELECT_KEY_BITS = (
    384, 64, 64, 64, 384, 64, 64, 64, 64, 128, 64, 64, 64, 384, 64, 64, 64, 64, 128, 64, 64, 64, 384, 64, 64,
    64, 64, 128, 64, 64, 64, 384, 64, 64, 64, 64, 128, 64, 64, 64, 384, 64, 64, 64, 384, 64, 64, 64, 64, 128,
    64, 64, 64, 384, 64, 64, 64, 64, 384, 64, 64, 64, 128, 64, 64, 64, 64, 384, 64, 64, 64, 128, 64, 64, 64,
    64, 384,
)

ROUND_SELECT_MOVES = [None] * 32768

ACTION_OF_MOVE_6_36 = (
    0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4,
    5,
)

ARGUMENT_OF_MOVE_6_36 = (
    0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5,
    5,
)

ROUND_EXERT_KEY_BITS = (
    384, 64, 64, 64, 384, 64, 64, 64, 64, 128, 64, 64, 64, 384, 64, 64, 64, 64, 128, 64, 64, 64, 384, 64, 64,
    64, 64, 128, 64, 64, 64, 384, 64, 64, 64, 64, 128, 64, 64, 64, 384, 64, 64, 64, 384, 64, 64, 64, 64, 128,
    64, 64, 64, 384, 64, 64, 64, 64, 384, 64, 64, 64, 128, 64, 64, 64, 64, 384, 64, 64, 64, 128, 64, 64, 64,
    64, 384,
)

ROUND_EXERT_MOVES = [None] * 32768

ACTION_OF_MOVE_5_30 = (
    0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4,
)

ARGUMENT_OF_MOVE_5_30 = (
    0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5,
)

DECISIONS = {
    3: (('photograph', False, (('white', 'orange_1', 'orange_2', 'green', 'blue', 'black'),)), ('stamp', False, (('white', 'orange_1', 'orange_2', 'green', 'blue', 'black'),)), ('move', False, (('white', 'orange_1', 'orange_2', 'green', 'blue', 'black'),)), ('rest', False, (('white', 'orange_1', 'orange_2', 'green', 'blue', 'black'),)), ('resupply', False, (('white', 'orange_1', 'orange_2', 'green', 'blue', 'black'),)), ('journal', False, (('white', 'orange_1', 'orange_2', 'green', 'blue', 'black'),))),
    4: (('photograph', False, (('white', 'orange_1', 'orange_2', 'green', 'blue', 'black'),)), ('stamp', False, (('white', 'orange_1', 'orange_2', 'green', 'blue', 'black'),)), ('move', False, (('white', 'orange_1', 'orange_2', 'green', 'blue', 'black'),)), ('resupply', False, (('white', 'orange_1', 'orange_2', 'green', 'blue', 'black'),)), ('journal', False, (('white', 'orange_1', 'orange_2', 'green', 'blue', 'black'),))),
}

CHANCE_STEPS = frozenset({0})

ASKS = False

SECTIONS_POINTS = (2, 3, 2, 4, 3, 3, 2, 3, 2, 2, 3, 2, 3, 3, 5, 6, 5)

EXHAUSTION_POINTS_BY_EXHAUSTION = (5, 3, 1, 0, -2, -4, -7, 0)

OBJECTIVES_IDS = (
    'shutterbug', 'passport_collector', 'diarist', 'fresh_legs', 'early_summit', 'section_hiker', 'full_pack',
    'storyteller', 'trail_postcards', 'four_stamps', 'one_full_column', 'steady_pace', 'seven_stamps',
    'full_row', 'photo_album', 'untouched',
)

OBJECTIVES_NUMBERS = {
    'shutterbug': 0, 'passport_collector': 1, 'diarist': 2, 'fresh_legs': 3, 'early_summit': 4,
    'section_hiker': 5, 'full_pack': 6, 'storyteller': 7, 'trail_postcards': 8, 'four_stamps': 9,
    'one_full_column': 10, 'steady_pace': 11, 'seven_stamps': 12, 'full_row': 13, 'photo_album': 14,
    'untouched': 15,
}

OBJECTIVES_GOAL_VALUES = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 2, 13, 14)

SECTIONS_POINTS_BITS_0 = (
    0, 2, 3, 5, 2, 4, 5, 7, 4, 6, 7, 9, 6, 8, 9, 11, 3, 5, 6, 8, 5, 7, 8, 10, 7, 9, 10, 12, 9, 11, 12, 14, 3,
    5, 6, 8, 5, 7, 8, 10, 7, 9, 10, 12, 9, 11, 12, 14, 6, 8, 9, 11, 8, 10, 11, 13, 10, 12, 13, 15, 12, 14, 15,
    17, 2, 4, 5, 7, 4, 6, 7, 9, 6, 8, 9, 11, 8, 10, 11, 13, 5, 7, 8, 10, 7, 9, 10, 12, 9, 11, 12, 14, 11, 13,
    14, 16, 5, 7, 8, 10, 7, 9, 10, 12, 9, 11, 12, 14, 11, 13, 14, 16, 8, 10, 11, 13, 10, 12, 13, 15, 12, 14,
    15, 17, 14, 16, 17, 19, 3, 5, 6, 8, 5, 7, 8, 10, 7, 9, 10, 12, 9, 11, 12, 14, 6, 8, 9, 11, 8, 10, 11, 13,
    10, 12, 13, 15, 12, 14, 15, 17, 6, 8, 9, 11, 8, 10, 11, 13, 10, 12, 13, 15, 12, 14, 15, 17, 9, 11, 12, 14,
    11, 13, 14, 16, 13, 15, 16, 18, 15, 17, 18, 20, 5, 7, 8, 10, 7, 9, 10, 12, 9, 11, 12, 14, 11, 13, 14, 16,
    8, 10, 11, 13, 10, 12, 13, 15, 12, 14, 15, 17, 14, 16, 17, 19, 8, 10, 11, 13, 10, 12, 13, 15, 12, 14, 15,
    17, 14, 16, 17, 19, 11, 13, 14, 16, 13, 15, 16, 18, 15, 17, 18, 20, 17, 19, 20, 22,
)

SECTIONS_POINTS_BITS_8 = (
    0, 2, 2, 4, 3, 5, 5, 7, 2, 4, 4, 6, 5, 7, 7, 9, 3, 5, 5, 7, 6, 8, 8, 10, 5, 7, 7, 9, 8, 10, 10, 12, 3, 5,
    5, 7, 6, 8, 8, 10, 5, 7, 7, 9, 8, 10, 10, 12, 6, 8, 8, 10, 9, 11, 11, 13, 8, 10, 10, 12, 11, 13, 13, 15,
    5, 7, 7, 9, 8, 10, 10, 12, 7, 9, 9, 11, 10, 12, 12, 14, 8, 10, 10, 12, 11, 13, 13, 15, 10, 12, 12, 14, 13,
    15, 15, 17, 8, 10, 10, 12, 11, 13, 13, 15, 10, 12, 12, 14, 13, 15, 15, 17, 11, 13, 13, 15, 14, 16, 16, 18,
    13, 15, 15, 17, 16, 18, 18, 20, 6, 8, 8, 10, 9, 11, 11, 13, 8, 10, 10, 12, 11, 13, 13, 15, 9, 11, 11, 13,
    12, 14, 14, 16, 11, 13, 13, 15, 14, 16, 16, 18, 9, 11, 11, 13, 12, 14, 14, 16, 11, 13, 13, 15, 14, 16, 16,
    18, 12, 14, 14, 16, 15, 17, 17, 19, 14, 16, 16, 18, 17, 19, 19, 21, 11, 13, 13, 15, 14, 16, 16, 18, 13,
    15, 15, 17, 16, 18, 18, 20, 14, 16, 16, 18, 17, 19, 19, 21, 16, 18, 18, 20, 19, 21, 21, 23, 14, 16, 16,
    18, 17, 19, 19, 21, 16, 18, 18, 20, 19, 21, 21, 23, 17, 19, 19, 21, 20, 22, 22, 24, 19, 21, 21, 23, 22,
    24, 24, 26,
)

SECTIONS_POINTS_BITS_16 = (0, 5)

OBJECTIVE_DECK_START = (
    'shutterbug', 'passport_collector', 'diarist', 'fresh_legs', 'early_summit', 'section_hiker', 'full_pack',
    'storyteller', 'trail_postcards', 'four_stamps', 'one_full_column', 'steady_pace', 'seven_stamps',
    'full_row', 'photo_album', 'untouched',
)

OBJECTIVES_KIND = (
    'multiplayer', 'multiplayer', 'multiplayer', 'multiplayer', 'multiplayer', 'multiplayer', 'multiplayer',
    'multiplayer', 'solo', 'solo', 'solo', 'solo', 'solo', 'solo', 'solo', 'solo',
)

OPTION_DIFFICULTY_VALUES = ('normal', 'hard')

OBJECTIVES_DIFFICULTY = (
    'none', 'none', 'none', 'none', 'none', 'none', 'none', 'none', 'normal', 'normal', 'normal', 'normal',
    'hard', 'hard', 'hard', 'hard',
)

BEGUN_ROUTE_MOVES = {}

JUDGED_UNREAD = (('global', 'objective_deck'), ('player', 'objectives'))

RUNS_OUT_IN_PLACE = {
    'energy': ('eliminated', 'energy', 'exhaustion'), 'water': ('eliminated', 'exhaustion', 'water'),
}


class Player:
    """A player's fields, lowered: numbers and flags, ids of a table as their row number, sets of ids as bit masks, maps keyed by a table as lists."""
    __slots__ = (
        'seat', 'route', 'progress', 'energy', 'water', 'exhaustion', 'used_dice', 'photos', 'journal',
        'stamped', 'stamps', 'walked_section', 'completed_sections', 'finished', 'finish_round',
        'finish_week', 'eliminated', 'objectives', 'trail_index', 'journal_open',
    )


class State:
    """The shared fields, lowered, the players and the flow of the game being played."""
    __slots__ = (
        'week', 'weeks_this_round', 'month', 'rolled', 'objective_deck', 'shared_objectives',
        'option_variant', 'option_difficulty', 'option_solo_objectives', 'players', 'moves', 'readable',
        'rnd', 'phase', 'ended_by', 'picks', 'turn', 'round', 'lead', 'first_player', 'step', 'turn_moves',
        'passes', 'idle_turns', 'max_moves', 'end_requested', 'decision_moves',
    )


def lower_state(state):
    """The lowered copy of a readable state (runtime/state.py GameState): taken once, at the start."""
    s = State()
    g = state.g
    s.week = g.week
    s.weeks_this_round = g.weeks_this_round
    s.month = -1 if g.month is None else MONTHS_NUMBERS[g.month]
    s.rolled = [g.rolled['white'], g.rolled['orange_1'], g.rolled['orange_2'], g.rolled['green'], g.rolled['blue'], g.rolled['black']]
    s.objective_deck = g.objective_deck
    s.shared_objectives = g.shared_objectives
    s.option_variant = OPTION_VARIANT_NUMBERS[state.options['variant']]
    s.option_difficulty = OPTION_DIFFICULTY_NUMBERS[state.options['difficulty']]
    s.option_solo_objectives = state.options['solo_objectives']
    s.players = []
    for q in state.players:
        p = Player()
        p.seat = q.seat
        p.route = -1 if q.route is None else ROUTE_NUMBERS[q.route]
        p.progress = q.progress
        p.trail_index = p.progress if p.route == 0 else 77 - 1 - p.progress
        p.energy = q.energy
        p.water = q.water
        p.exhaustion = q.exhaustion
        mask = 0
        for key in q.used_dice:
            mask |= 1 << DICE_NUMBERS[key]
        p.used_dice = mask
        p.photos = [q.photos['georgia_highlands'], q.photos['nantahala'], q.photos['fontana'], q.photos['smokies'], q.photos['roan_highlands'], q.photos['grayson'], q.photos['central_virginia'], q.photos['shenandoah'], q.photos['potomac'], q.photos['cumberland'], q.photos['mid_atlantic'], q.photos['hudson'], q.photos['berkshires'], q.photos['green_mountains'], q.photos['white_mountains'], q.photos['mahoosuc'], q.photos['hundred_mile_wilderness']]
        p.journal = [q.journal['white'], q.journal['orange'], q.journal['green'], q.journal['blue'], q.journal['black']]
        p.journal_open = (1 if p.journal[0] < 3 else 0) | (2 if p.journal[1] < 3 else 0) | (4 if p.journal[2] < 3 else 0) | (8 if p.journal[3] < 3 else 0) | (16 if p.journal[4] < 3 else 0)
        mask = 0
        for key in q.stamped:
            mask |= 1 << SPACES_NUMBERS[key]
        p.stamped = mask
        p.stamps = q.stamps
        p.walked_section = -1 if q.walked_section is None else SECTIONS_NUMBERS[q.walked_section]
        mask = 0
        for key in q.completed_sections:
            mask |= 1 << SECTIONS_NUMBERS[key]
        p.completed_sections = mask
        p.finished = q.finished
        p.finish_round = q.finish_round
        p.finish_week = q.finish_week
        p.eliminated = q.eliminated
        p.objectives = q.objectives
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
    return s


def raise_state(state, s):
    """Write the lowered state back into the readable one: at the end, before an observer looks, and before a rules error is raised."""
    g = state.g
    g.week = s.week
    g.weeks_this_round = s.weeks_this_round
    g.month = None if s.month < 0 else MONTHS_IDS[s.month]
    entries = g.rolled
    entries['white'] = s.rolled[0]
    entries['orange_1'] = s.rolled[1]
    entries['orange_2'] = s.rolled[2]
    entries['green'] = s.rolled[3]
    entries['blue'] = s.rolled[4]
    entries['black'] = s.rolled[5]
    g.objective_deck = s.objective_deck
    g.shared_objectives = s.shared_objectives
    for seat in range(len(s.players)):
        p = s.players[seat]
        q = state.players[seat]
        q.route = None if p.route < 0 else ROUTE_IDS[p.route]
        q.progress = p.progress
        q.energy = p.energy
        q.water = p.water
        q.exhaustion = p.exhaustion
        entries = set()
        bits = p.used_dice
        while bits:
            low = bits & -bits
            entries.add(DICE_IDS[low.bit_length() - 1])
            bits ^= low
        q.used_dice = entries
        entries = q.photos
        entries['georgia_highlands'] = p.photos[0]
        entries['nantahala'] = p.photos[1]
        entries['fontana'] = p.photos[2]
        entries['smokies'] = p.photos[3]
        entries['roan_highlands'] = p.photos[4]
        entries['grayson'] = p.photos[5]
        entries['central_virginia'] = p.photos[6]
        entries['shenandoah'] = p.photos[7]
        entries['potomac'] = p.photos[8]
        entries['cumberland'] = p.photos[9]
        entries['mid_atlantic'] = p.photos[10]
        entries['hudson'] = p.photos[11]
        entries['berkshires'] = p.photos[12]
        entries['green_mountains'] = p.photos[13]
        entries['white_mountains'] = p.photos[14]
        entries['mahoosuc'] = p.photos[15]
        entries['hundred_mile_wilderness'] = p.photos[16]
        entries = q.journal
        entries['white'] = p.journal[0]
        entries['orange'] = p.journal[1]
        entries['green'] = p.journal[2]
        entries['blue'] = p.journal[3]
        entries['black'] = p.journal[4]
        entries = set()
        bits = p.stamped
        while bits:
            low = bits & -bits
            entries.add(SPACES_IDS[low.bit_length() - 1])
            bits ^= low
        q.stamped = entries
        q.stamps = p.stamps
        q.walked_section = None if p.walked_section < 0 else SECTIONS_IDS[p.walked_section]
        entries = set()
        bits = p.completed_sections
        while bits:
            low = bits & -bits
            entries.add(SECTIONS_IDS[low.bit_length() - 1])
            bits ^= low
        q.completed_sections = entries
        q.finished = True if p.finished else False
        q.finish_round = p.finish_round
        q.finish_week = p.finish_week
        q.eliminated = True if p.eliminated else False
        q.objectives = p.objectives
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


def next_round_all(s):
    """The all() of a generator in next_round, as a loop (natively a C loop, not a generator object)."""
    for q in s.players:
        if not (q.finished or q.eliminated):
            return False
    return True


def next_round(s):
    """The round is over: the game's end, or the next round."""
    if s.week >= 32 or next_round_all(s):
        # finish, written in place
        s.phase = 'over'
        s.ended_by = 'end condition'
        return
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
    for p in s.players:
        p.used_dice = 0


def none_read():
    """An entry read by an id of none: rules.py's lookup of None, a rules error (runtime/errors.py)."""
    no_value()
    return -1


def do_photograph(s, p, die):
    """Write the white die into this section's photograph (it may be retaken while still in the section). (definitions/thru-the-appalachian/game.yaml:220)"""
    p.used_dice |= 1 << die
    if not p.eliminated:
        if SPACES_SECTION[p.trail_index] < 0:
            none_read()
        p.photos[SPACES_SECTION[p.trail_index]] = s.rolled[die]


def do_stamp(s, p, die):
    """Receive this shelter's stamp and circle the next stamp in your passport. (definitions/thru-the-appalachian/game.yaml:229)"""
    p.used_dice |= 1 << die
    if not p.eliminated:
        p.stamped |= SPACES_BITS[p.trail_index]
        p.stamps += 1


def do_move(s, p, die):
    """Advance the orange die's value less your exhaustion modifier, 1 energy a space. (definitions/thru-the-appalachian/game.yaml:239)"""
    p.used_dice |= 1 << die
    repeat_times = s.rolled[die] - EXHAUSTION_MODIFIER_BY_EXHAUSTION[p.exhaustion]
    if repeat_times > 100000:
        repeat_count(repeat_times)
    for _ in range(repeat_times):
        if p.finished or p.eliminated:
            break
        # step_forward, written in place
        clamped = p.progress + 1
        p.progress = clamped
        p.trail_index = clamped if p.route == 0 else 76 - clamped
        # set_energy_lowered, written in place
        value = p.energy - 1
        if value <= 0:
            p.energy = 0
            # exhausted, written in place
            clamped_2 = p.exhaustion + 1
            if clamped_2 > 7:
                clamped_2 = 7
            p.exhaustion = clamped_2
            if p.exhaustion >= 7:
                p.eliminated = True
            # set_energy, written in place
            p.energy = 15
        else:
            p.energy = value
        if not p.eliminated:
            if SPACES_SHELTER[p.trail_index]:
                if p.walked_section != -1:
                    p.completed_sections |= 1 << p.walked_section
            else:
                p.walked_section = SPACES_SECTION[p.trail_index]
            if p.progress == 76:
                p.finished = True
                p.finish_round = s.round
                p.finish_week = s.week
                s.readable.notes.append((s.round, p.seat, 'reaches the final shelter'))


def do_rest(s, p, die):
    """Recover the green die's value in energy, doubled at a shelter. (definitions/thru-the-appalachian/game.yaml:249)"""
    p.used_dice |= 1 << die
    # set_energy, written in place
    value = p.energy + (2 * s.rolled[die] if SPACES_SHELTER[p.trail_index] else s.rolled[die])
    if value <= 0:
        p.energy = 0
        # exhausted, written in place
        clamped = p.exhaustion + 1
        if clamped > 7:
            clamped = 7
        p.exhaustion = clamped
        if p.exhaustion >= 7:
            p.eliminated = True
        # set_energy, written in place
        p.energy = 15
    else:
        if value > 15:
            value = 15
        p.energy = value


def do_resupply(s, p, die):
    """Refill water by the blue die's value, plus 1 at a shelter. (definitions/thru-the-appalachian/game.yaml:256)"""
    p.used_dice |= 1 << die
    if not p.eliminated:
        # set_water, written in place
        value = p.water + (s.rolled[die] + 1 if SPACES_SHELTER[p.trail_index] else s.rolled[die])
        if value <= 0:
            p.water = 0
            # exhausted, written in place
            clamped = p.exhaustion + 1
            if clamped > 7:
                clamped = 7
            p.exhaustion = clamped
            if p.exhaustion >= 7:
                p.eliminated = True
            # set_water, written in place
            p.water = 6
        else:
            if value > 6:
                value = 6
            p.water = value


def do_journal(s, p, die):
    """Cross off a journal entry in the colour of any unused die. (definitions/thru-the-appalachian/game.yaml:265)"""
    p.used_dice |= 1 << die
    if not p.eliminated:
        clamped = p.journal[DICE_COLOUR[die]] + 1
        if clamped > 3:
            clamped = 3
        p.journal[DICE_COLOUR[die]] = clamped
        if clamped < 3:
            p.journal_open |= 1 << DICE_COLOUR[die]
        else:
            p.journal_open &= ~(1 << DICE_COLOUR[die])


def round_round_1(s, p):
    """A step of the round."""
    s.rolled[0] = int(s.rnd.random() * 6) + 1
    s.rolled[1] = int(s.rnd.random() * 6) + 1
    s.rolled[2] = int(s.rnd.random() * 6) + 1
    s.rolled[3] = int(s.rnd.random() * 6) + 1
    s.rolled[4] = int(s.rnd.random() * 6) + 1
    s.rolled[5] = int(s.rnd.random() * 6) + 1


def round_time(s, p):
    """A step of the round."""
    clamped = 1 if s.rolled[5] <= 4 else 2
    if 32 - s.week < clamped:
        clamped = 32 - s.week
    s.weeks_this_round = clamped
    s.month = s.week // 4
    clamped = s.week + s.weeks_this_round
    if clamped < 0:
        clamped = 0
    if clamped > 32:
        clamped = 32
    s.week = clamped


def round_weather(s, p):
    """A step of the round, for each player."""
    kind = MONTHS_WEATHER[s.month]
    if s.rolled[5] >= MONTHS_LOW[s.month] - (STATES_SNOW[SPACES_STATE[p.trail_index]] if kind == 0 else STATES_RAIN[SPACES_STATE[p.trail_index]] if kind == 1 else STATES_HEAT[SPACES_STATE[p.trail_index]]) if kind == 2 else s.rolled[5] <= MONTHS_HIGH[s.month] + (STATES_SNOW[SPACES_STATE[p.trail_index]] if kind == 0 else STATES_RAIN[SPACES_STATE[p.trail_index]] if kind == 1 else STATES_HEAT[SPACES_STATE[p.trail_index]]):
        # set_energy, written in place
        value = p.energy + WEATHER_EFFECTS_ENERGY[kind]
        if value <= 0:
            p.energy = 0
            # exhausted, written in place
            clamped = p.exhaustion + 1
            if clamped > 7:
                clamped = 7
            p.exhaustion = clamped
            if p.exhaustion >= 7:
                p.eliminated = True
            # set_energy, written in place
            p.energy = 15
        else:
            if value > 15:
                value = 15
            p.energy = value
        # consume_water, written in place
        amount = s.weeks_this_round - WEATHER_EFFECTS_WATER[kind]
        if amount < 0:
            # set_water, written in place
            value = p.water + (0 - amount)
            if value <= 0:
                p.water = 0
                # exhausted, written in place
                clamped = p.exhaustion + 1
                if clamped > 7:
                    clamped = 7
                p.exhaustion = clamped
                if p.exhaustion >= 7:
                    p.eliminated = True
                # set_water, written in place
                p.water = 6
            else:
                if value > 6:
                    value = 6
                p.water = value
        if amount > 100000:
            repeat_count(amount)
        for _ in range(amount):
            if p.eliminated:
                break
            # set_water_lowered, written in place
            value = p.water - 1
            if value <= 0:
                p.water = 0
                # exhausted, written in place
                clamped = p.exhaustion + 1
                if clamped > 7:
                    clamped = 7
                p.exhaustion = clamped
                if p.exhaustion >= 7:
                    p.eliminated = True
                # set_water, written in place
                p.water = 6
            else:
                p.water = value
    else:
        # consume_water, written in place
        amount = s.weeks_this_round
        if amount < 0:
            # set_water, written in place
            value = p.water + (0 - amount)
            if value <= 0:
                p.water = 0
                # exhausted, written in place
                clamped = p.exhaustion + 1
                if clamped > 7:
                    clamped = 7
                p.exhaustion = clamped
                if p.exhaustion >= 7:
                    p.eliminated = True
                # set_water, written in place
                p.water = 6
            else:
                if value > 6:
                    value = 6
                p.water = value
        if amount > 100000:
            repeat_count(amount)
        for _ in range(amount):
            if p.eliminated:
                break
            # set_water_lowered, written in place
            value = p.water - 1
            if value <= 0:
                p.water = 0
                # exhausted, written in place
                clamped = p.exhaustion + 1
                if clamped > 7:
                    clamped = 7
                p.exhaustion = clamped
                if p.exhaustion >= 7:
                    p.eliminated = True
                # set_water, written in place
                p.water = 6
            else:
                p.water = value


def round_select_play(state, s, randoms, observe):
    """Every pick of the round step select, drawn as a random agent draws."""
    n = len(s.players)
    picks = [2] * n
    s.picks = picks
    # at most 2 picks a seat: the move limit can be passed in this step only if it is that near;
    # then, or where an observer sees them, the picks of seats not taking part are none first
    watched = observe is not None or s.turn_moves + 2 * n > s.max_moves
    if watched:
        for seat in range(n):
            p = s.players[seat]
            if not (not p.eliminated and (not p.finished or p.finish_round == s.round)):
                picks[seat] = 0
    for seat in range(n):
        p = s.players[seat]
        if not p.eliminated and (not p.finished or p.finish_round == s.round):
            left = 2
            agent_random = randoms[seat]
            while True:
                # the legal moves of select: the number of each action allowed
                my_trail_index = p.trail_index
                ok_3 = not p.stamped & SPACES_BITS[my_trail_index] != 0
                ok_4 = p.journal_open
                # the key: the values the moves depend on, each at bits of its own
                key = p.used_dice | ROUND_SELECT_KEY_BITS[my_trail_index] | (512 if ok_3 else 0) | ok_4 << 10
                moves = ROUND_SELECT_MOVES[key]
                if moves is None:
                    moves = []
                    my_at_shelter = SPACES_SHELTER[my_trail_index]
                    ok_1 = not my_at_shelter
                    ok_2 = SPACES_STAMP[my_trail_index]
                    if not p.used_dice & 1 != 0 and ok_1:
                        moves.append(0)
                    if not p.used_dice & 1 != 0 and my_at_shelter and ok_2 and ok_3:
                        moves.append(1)
                    if not p.used_dice & 2 != 0:
                        moves.append(8)
                    if not p.used_dice & 4 != 0:
                        moves.append(14)
                    if not p.used_dice & 8 != 0:
                        moves.append(21)
                    if not p.used_dice & 16 != 0:
                        moves.append(28)
                    if not p.used_dice & 1 != 0 and ok_4 >> 0 & 1:
                        moves.append(5)
                    if not p.used_dice & 2 != 0 and ok_4 >> 1 & 1:
                        moves.append(11)
                    if not p.used_dice & 4 != 0 and ok_4 >> 1 & 1:
                        moves.append(17)
                    if not p.used_dice & 8 != 0 and ok_4 >> 2 & 1:
                        moves.append(23)
                    if not p.used_dice & 16 != 0 and ok_4 >> 3 & 1:
                        moves.append(29)
                    if not p.used_dice & 32 != 0 and ok_4 >> 4 & 1:
                        moves.append(35)
                    ROUND_SELECT_MOVES[key] = moves
                if not moves:
                    picks[seat] = 0
                    break
                if observe is not None:
                    picks[seat] = left
                    raise_state(state, s)
                    observe(state)
                drawn = int(agent_random.random() * len(moves))
                move = moves[drawn]
                action = ACTION_OF_MOVE_6_36[move]
                if action == 5:
                    # do_journal, written in place
                    die_2 = ARGUMENT_OF_MOVE_6_36[move]
                    p.used_dice |= 1 << die_2
                    if not p.eliminated:
                        clamped = p.journal[DICE_COLOUR[die_2]] + 1
                        if clamped > 3:
                            clamped = 3
                        p.journal[DICE_COLOUR[die_2]] = clamped
                        if clamped < 3:
                            p.journal_open |= 1 << DICE_COLOUR[die_2]
                        else:
                            p.journal_open &= ~(1 << DICE_COLOUR[die_2])
                elif action == 2:
                    # do_move, written in place
                    die_2 = ARGUMENT_OF_MOVE_6_36[move]
                    p.used_dice |= 1 << die_2
                    repeat_times = s.rolled[die_2] - EXHAUSTION_MODIFIER_BY_EXHAUSTION[p.exhaustion]
                    if repeat_times > 100000:
                        repeat_count(repeat_times)
                    for _ in range(repeat_times):
                        if p.finished or p.eliminated:
                            break
                        # step_forward, written in place
                        clamped = p.progress + 1
                        p.progress = clamped
                        p.trail_index = clamped if p.route == 0 else 76 - clamped
                        # set_energy_lowered, written in place
                        value = p.energy - 1
                        if value <= 0:
                            p.energy = 0
                            # exhausted, written in place
                            clamped_2 = p.exhaustion + 1
                            if clamped_2 > 7:
                                clamped_2 = 7
                            p.exhaustion = clamped_2
                            if p.exhaustion >= 7:
                                p.eliminated = True
                            # set_energy, written in place
                            p.energy = 15
                        else:
                            p.energy = value
                        if not p.eliminated:
                            if SPACES_SHELTER[p.trail_index]:
                                if p.walked_section != -1:
                                    p.completed_sections |= 1 << p.walked_section
                            else:
                                p.walked_section = SPACES_SECTION[p.trail_index]
                            if p.progress == 76:
                                p.finished = True
                                p.finish_round = s.round
                                p.finish_week = s.week
                                s.readable.notes.append((s.round, p.seat, 'reaches the final shelter'))
                elif action == 0:
                    # do_photograph, written in place
                    p.used_dice |= 1
                    if not p.eliminated:
                        if SPACES_SECTION[p.trail_index] < 0:
                            none_read()
                        p.photos[SPACES_SECTION[p.trail_index]] = s.rolled[0]
                elif action == 1:
                    # do_stamp, written in place
                    p.used_dice |= 1
                    if not p.eliminated:
                        p.stamped |= SPACES_BITS[p.trail_index]
                        p.stamps += 1
                elif action == 3:
                    # do_rest, written in place
                    p.used_dice |= 8
                    # set_energy, written in place
                    value = p.energy + (2 * s.rolled[3] if SPACES_SHELTER[p.trail_index] else s.rolled[3])
                    if value <= 0:
                        p.energy = 0
                        # exhausted, written in place
                        clamped = p.exhaustion + 1
                        if clamped > 7:
                            clamped = 7
                        p.exhaustion = clamped
                        if p.exhaustion >= 7:
                            p.eliminated = True
                        # set_energy, written in place
                        p.energy = 15
                    else:
                        if value > 15:
                            value = 15
                        p.energy = value
                elif action == 4:
                    # do_resupply, written in place
                    p.used_dice |= 16
                    if not p.eliminated:
                        # set_water, written in place
                        value = p.water + (s.rolled[4] + 1 if SPACES_SHELTER[p.trail_index] else s.rolled[4])
                        if value <= 0:
                            p.water = 0
                            # exhausted, written in place
                            clamped = p.exhaustion + 1
                            if clamped > 7:
                                clamped = 7
                            p.exhaustion = clamped
                            if p.exhaustion >= 7:
                                p.eliminated = True
                            # set_water, written in place
                            p.water = 6
                        else:
                            if value > 6:
                                value = 6
                            p.water = value
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
                if not (not p.eliminated and (not p.finished or p.finish_round == s.round)):
                    picks[seat] = 0
                    break
    s.picks = None


def round_exert_play(state, s, randoms, observe):
    """Every pick of the round step exert, drawn as a random agent draws."""
    n = len(s.players)
    picks = [1] * n
    s.picks = picks
    # at most 1 pick a seat: the move limit can be passed in this step only if it is that near;
    # then, or where an observer sees them, the picks of seats not taking part are none first
    watched = observe is not None or s.turn_moves + n > s.max_moves
    if watched:
        for seat in range(n):
            p = s.players[seat]
            if not (not p.eliminated and (not p.finished or p.finish_round == s.round)):
                picks[seat] = 0
    for seat in range(n):
        p = s.players[seat]
        if not p.eliminated and (not p.finished or p.finish_round == s.round):
            while True:
                # the legal moves of exert: the number of each action allowed
                if p.energy >= 2:
                    my_trail_index = p.trail_index
                    ok_3 = not p.stamped & SPACES_BITS[my_trail_index] != 0
                    ok_4 = p.journal_open
                    # the key: the values the moves depend on, each at bits of its own
                    key = p.used_dice | ROUND_EXERT_KEY_BITS[my_trail_index] | (512 if ok_3 else 0) | ok_4 << 10
                    moves = ROUND_EXERT_MOVES[key]
                    if moves is None:
                        moves = []
                        my_at_shelter = SPACES_SHELTER[my_trail_index]
                        ok_1 = not my_at_shelter
                        ok_2 = SPACES_STAMP[my_trail_index]
                        if not p.used_dice & 1 != 0 and ok_1:
                            moves.append(0)
                        if not p.used_dice & 1 != 0 and my_at_shelter and ok_2 and ok_3:
                            moves.append(1)
                        if not p.used_dice & 2 != 0:
                            moves.append(7)
                        if not p.used_dice & 4 != 0:
                            moves.append(12)
                        if not p.used_dice & 16 != 0:
                            moves.append(23)
                        if not p.used_dice & 1 != 0 and ok_4 >> 0 & 1:
                            moves.append(4)
                        if not p.used_dice & 2 != 0 and ok_4 >> 1 & 1:
                            moves.append(9)
                        if not p.used_dice & 4 != 0 and ok_4 >> 1 & 1:
                            moves.append(14)
                        if not p.used_dice & 8 != 0 and ok_4 >> 2 & 1:
                            moves.append(19)
                        if not p.used_dice & 16 != 0 and ok_4 >> 3 & 1:
                            moves.append(24)
                        if not p.used_dice & 32 != 0 and ok_4 >> 4 & 1:
                            moves.append(29)
                        if moves:
                            moves.append(-1)
                        ROUND_EXERT_MOVES[key] = moves
                else:
                    moves = []
                if not moves:
                    picks[seat] = 0
                    break
                if observe is not None:
                    raise_state(state, s)
                    observe(state)
                agent_random = randoms[seat]
                drawn = int(agent_random.random() * len(moves))
                move = moves[drawn]
                if move == -1:
                    picks[seat] = 0
                else:
                    # set_energy_lowered, written in place
                    value = p.energy - 2
                    if value <= 0:
                        p.energy = 0
                        # exhausted, written in place
                        clamped = p.exhaustion + 1
                        if clamped > 7:
                            clamped = 7
                        p.exhaustion = clamped
                        if p.exhaustion >= 7:
                            p.eliminated = True
                        # set_energy, written in place
                        p.energy = 15
                    else:
                        p.energy = value
                    action = ACTION_OF_MOVE_5_30[move]
                    if action == 4:
                        # do_journal, written in place
                        die_2 = ARGUMENT_OF_MOVE_5_30[move]
                        p.used_dice |= 1 << die_2
                        if not p.eliminated:
                            clamped = p.journal[DICE_COLOUR[die_2]] + 1
                            if clamped > 3:
                                clamped = 3
                            p.journal[DICE_COLOUR[die_2]] = clamped
                            if clamped < 3:
                                p.journal_open |= 1 << DICE_COLOUR[die_2]
                            else:
                                p.journal_open &= ~(1 << DICE_COLOUR[die_2])
                    elif action == 2:
                        # do_move, written in place
                        die_2 = ARGUMENT_OF_MOVE_5_30[move]
                        p.used_dice |= 1 << die_2
                        repeat_times = s.rolled[die_2] - EXHAUSTION_MODIFIER_BY_EXHAUSTION[p.exhaustion]
                        if repeat_times > 100000:
                            repeat_count(repeat_times)
                        for _ in range(repeat_times):
                            if p.finished or p.eliminated:
                                break
                            # step_forward, written in place
                            clamped = p.progress + 1
                            p.progress = clamped
                            p.trail_index = clamped if p.route == 0 else 76 - clamped
                            # set_energy_lowered, written in place
                            value = p.energy - 1
                            if value <= 0:
                                p.energy = 0
                                # exhausted, written in place
                                clamped_2 = p.exhaustion + 1
                                if clamped_2 > 7:
                                    clamped_2 = 7
                                p.exhaustion = clamped_2
                                if p.exhaustion >= 7:
                                    p.eliminated = True
                                # set_energy, written in place
                                p.energy = 15
                            else:
                                p.energy = value
                            if not p.eliminated:
                                if SPACES_SHELTER[p.trail_index]:
                                    if p.walked_section != -1:
                                        p.completed_sections |= 1 << p.walked_section
                                else:
                                    p.walked_section = SPACES_SECTION[p.trail_index]
                                if p.progress == 76:
                                    p.finished = True
                                    p.finish_round = s.round
                                    p.finish_week = s.week
                                    s.readable.notes.append((s.round, p.seat, 'reaches the final shelter'))
                    elif action == 0:
                        # do_photograph, written in place
                        p.used_dice |= 1
                        if not p.eliminated:
                            if SPACES_SECTION[p.trail_index] < 0:
                                none_read()
                            p.photos[SPACES_SECTION[p.trail_index]] = s.rolled[0]
                    elif action == 1:
                        # do_stamp, written in place
                        p.used_dice |= 1
                        if not p.eliminated:
                            p.stamped |= SPACES_BITS[p.trail_index]
                            p.stamps += 1
                    elif action == 3:
                        # do_resupply, written in place
                        p.used_dice |= 16
                        if not p.eliminated:
                            # set_water, written in place
                            value = p.water + (s.rolled[4] + 1 if SPACES_SHELTER[p.trail_index] else s.rolled[4])
                            if value <= 0:
                                p.water = 0
                                # exhausted, written in place
                                clamped = p.exhaustion + 1
                                if clamped > 7:
                                    clamped = 7
                                p.exhaustion = clamped
                                if p.exhaustion >= 7:
                                    p.eliminated = True
                                # set_water, written in place
                                p.water = 6
                            else:
                                if value > 6:
                                    value = 6
                                p.water = value
                    s.turn_moves += 1
                    if watched and s.turn_moves > s.max_moves:
                        # too_many_moves, written in place
                        raise_state(s.readable, s)
                        s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
                    # its one pick taken: none left, whether or not it is still active
                    picks[seat] = 0
                break
    s.picks = None


def clone(s):
    """A copy of the lowered state to play on (a move weighed, a world searched): its numbers, new lists for its maps, piles and picks, its players anew. It shares the readable state and the random stream, which the runtime sets."""
    c = State()
    c.week = s.week
    c.weeks_this_round = s.weeks_this_round
    c.month = s.month
    c.rolled = list(s.rolled)
    c.objective_deck = s.objective_deck
    c.shared_objectives = s.shared_objectives
    c.option_variant = s.option_variant
    c.option_difficulty = s.option_difficulty
    c.option_solo_objectives = s.option_solo_objectives
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
    c.moves = []
    c.players = []
    for p in s.players:
        q = Player()
        q.seat = p.seat
        q.route = p.route
        q.progress = p.progress
        q.trail_index = p.trail_index
        q.energy = p.energy
        q.water = p.water
        q.exhaustion = p.exhaustion
        q.used_dice = p.used_dice
        q.photos = list(p.photos)
        q.journal = list(p.journal)
        q.journal_open = p.journal_open
        q.stamped = p.stamped
        q.stamps = p.stamps
        q.walked_section = p.walked_section
        q.completed_sections = p.completed_sections
        q.finished = p.finished
        q.finish_round = p.finish_round
        q.finish_week = p.finish_week
        q.eliminated = p.eliminated
        q.objectives = p.objectives
        c.players.append(q)
    return c


def round_select_next(s):
    """Who decides next in the round step select (GameState.next_pick), their legal moves in `s.decision_moves`; -1 when no one can, and the step is over."""
    n = len(s.players)
    if s.picks is None:
        picks = [2] * n
        for seat in range(n):
            if not (not s.players[seat].eliminated and (not s.players[seat].finished or s.players[seat].finish_round == s.round)):
                picks[seat] = 0
        s.picks = picks
    picks = s.picks
    for seat in range(n):
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of select: the number of each action allowed
            my_trail_index = p.trail_index
            ok_3 = not p.stamped & SPACES_BITS[my_trail_index] != 0
            ok_4 = p.journal_open
            # the key: the values the moves depend on, each at bits of its own
            key = p.used_dice | ROUND_SELECT_KEY_BITS[my_trail_index] | (512 if ok_3 else 0) | ok_4 << 10
            moves = ROUND_SELECT_MOVES[key]
            if moves is None:
                moves = []
                my_at_shelter = SPACES_SHELTER[my_trail_index]
                ok_1 = not my_at_shelter
                ok_2 = SPACES_STAMP[my_trail_index]
                if not p.used_dice & 1 != 0 and ok_1:
                    moves.append(0)
                if not p.used_dice & 1 != 0 and my_at_shelter and ok_2 and ok_3:
                    moves.append(1)
                if not p.used_dice & 2 != 0:
                    moves.append(8)
                if not p.used_dice & 4 != 0:
                    moves.append(14)
                if not p.used_dice & 8 != 0:
                    moves.append(21)
                if not p.used_dice & 16 != 0:
                    moves.append(28)
                if not p.used_dice & 1 != 0 and ok_4 >> 0 & 1:
                    moves.append(5)
                if not p.used_dice & 2 != 0 and ok_4 >> 1 & 1:
                    moves.append(11)
                if not p.used_dice & 4 != 0 and ok_4 >> 1 & 1:
                    moves.append(17)
                if not p.used_dice & 8 != 0 and ok_4 >> 2 & 1:
                    moves.append(23)
                if not p.used_dice & 16 != 0 and ok_4 >> 3 & 1:
                    moves.append(29)
                if not p.used_dice & 32 != 0 and ok_4 >> 4 & 1:
                    moves.append(35)
                ROUND_SELECT_MOVES[key] = moves
            if moves:
                s.decision_moves = moves
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def round_exert_next(s):
    """Who decides next in the round step exert (GameState.next_pick), their legal moves in `s.decision_moves`; -1 when no one can, and the step is over."""
    n = len(s.players)
    if s.picks is None:
        picks = [1] * n
        for seat in range(n):
            if not (not s.players[seat].eliminated and (not s.players[seat].finished or s.players[seat].finish_round == s.round)):
                picks[seat] = 0
        s.picks = picks
    picks = s.picks
    for seat in range(n):
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of exert: the number of each action allowed
            if p.energy >= 2:
                my_trail_index = p.trail_index
                ok_3 = not p.stamped & SPACES_BITS[my_trail_index] != 0
                ok_4 = p.journal_open
                # the key: the values the moves depend on, each at bits of its own
                key = p.used_dice | ROUND_EXERT_KEY_BITS[my_trail_index] | (512 if ok_3 else 0) | ok_4 << 10
                moves = ROUND_EXERT_MOVES[key]
                if moves is None:
                    moves = []
                    my_at_shelter = SPACES_SHELTER[my_trail_index]
                    ok_1 = not my_at_shelter
                    ok_2 = SPACES_STAMP[my_trail_index]
                    if not p.used_dice & 1 != 0 and ok_1:
                        moves.append(0)
                    if not p.used_dice & 1 != 0 and my_at_shelter and ok_2 and ok_3:
                        moves.append(1)
                    if not p.used_dice & 2 != 0:
                        moves.append(7)
                    if not p.used_dice & 4 != 0:
                        moves.append(12)
                    if not p.used_dice & 16 != 0:
                        moves.append(23)
                    if not p.used_dice & 1 != 0 and ok_4 >> 0 & 1:
                        moves.append(4)
                    if not p.used_dice & 2 != 0 and ok_4 >> 1 & 1:
                        moves.append(9)
                    if not p.used_dice & 4 != 0 and ok_4 >> 1 & 1:
                        moves.append(14)
                    if not p.used_dice & 8 != 0 and ok_4 >> 2 & 1:
                        moves.append(19)
                    if not p.used_dice & 16 != 0 and ok_4 >> 3 & 1:
                        moves.append(24)
                    if not p.used_dice & 32 != 0 and ok_4 >> 4 & 1:
                        moves.append(29)
                    if moves:
                        moves.append(-1)
                    ROUND_EXERT_MOVES[key] = moves
            else:
                moves = []
            if moves:
                s.decision_moves = moves
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def to_decision(s, randoms, chance=False):
    """Run the flow from where it stands (GameState.advance): the seat that must decide next, its legal moves in `s.decision_moves`, or -1 once the game is over. A seat with one move in an `auto: single` step takes it unasked (a choice inside its effect drawn with `randoms[seat]()`). With `chance`, the flow stops before a step of `CHANCE_STEPS` (-2), which it runs when called again without."""
    while s.phase != 'over':
        if s.end_requested:
            # finish, written in place
            s.phase = 'over'
            s.ended_by = 'end game'
            return -1
        if s.step == 0:
            if chance:
                return -2
            round_round_1(s, None)
        elif s.step == 1:
            round_time(s, None)
        elif s.step == 2:
            for seat in range(len(s.players)):
                p = s.players[seat]
                if not p.eliminated and (not p.finished or p.finish_round == s.round):
                    round_weather(s, p)
        elif s.step == 3:
            seat = round_select_next(s)
            if seat >= 0:
                return seat
        elif s.step == 4:
            seat = round_exert_next(s)
            if seat >= 0:
                return seat
        else:
            next_round(s)
            continue
        s.step += 1
    return -1


def objectives_goal(s, p, card_row):
    """The goal a card of 'objectives' prints, by the card's number."""
    value_number = OBJECTIVES_GOAL_VALUES[card_row]
    if value_number == 0:
        return masks.count_above(p.photos, 4) >= 3
    if value_number == 1:
        return p.stamps >= 6
    if value_number == 2:
        return min(max(min(p.journal), 0), 3) >= 1
    if value_number == 3:
        return p.exhaustion == 0
    if value_number == 4:
        return p.finished and p.finish_week <= 28
    if value_number == 5:
        return (p.completed_sections & 131071).bit_count() >= 8
    if value_number == 6:
        return p.water == 6 and p.energy >= 12
    if value_number == 7:
        return masks.count_above(p.journal, 2) >= 2
    if value_number == 8:
        return sum(p.photos) >= 15
    if value_number == 9:
        return p.stamps >= 4
    if value_number == 10:
        return masks.count_above(p.journal, 2) >= 1
    if value_number == 11:
        return p.exhaustion <= 2
    if value_number == 12:
        return p.stamps >= 7
    if value_number == 13:
        return sum(p.photos) >= 25
    return p.finished and p.exhaustion == 0


def total_score_min(s):
    """The min() of a generator in total_score, as a loop (natively a C loop, not a generator object)."""
    best = 0
    found = False
    for q in s.players:
        if q.finished:
            value = q.finish_round
            if not found or value < best:
                best = value
                found = True
    return best


def total_score_count(s, p):
    """The count() of a generator in total_score, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for o in s.shared_objectives:
        if objectives_goal(s, p, OBJECTIVES_NUMBERS[o]):
            total += 1
    return total


def total_score(s, p):
    """The player's score: rules.py's scoring rules over the lowered state."""
    clamped = min(p.journal)
    if 0 > clamped:
        clamped = 0
    if 3 < clamped:
        clamped = 3
    return SECTIONS_POINTS_BITS_0[p.completed_sections & 255] + SECTIONS_POINTS_BITS_8[p.completed_sections >> 8 & 255] + SECTIONS_POINTS_BITS_16[p.completed_sections >> 16 & 1] + (0 if not p.finished else 15 if p.finish_round == total_score_min(s) else 10) + sum(p.photos) + (5 * masks.count_above(p.journal, 2) + 10 * clamped) + stamp_points(p.stamps) + EXHAUSTION_POINTS_BY_EXHAUSTION[p.exhaustion] + 7 * total_score_count(s, p)


def is_eligible(s, p):
    """May this player win? (rules.py's victory `eligible`, over the lowered state)"""
    return not p.eliminated


def standing(s, p):
    """What a look-ahead agent weighs a world by (runtime/lookahead.py look_ahead_worth): the player's score plus its progress, and whether it may still win."""
    return (total_score(s, p), is_eligible(s, p))


def run_out_energy(s, p):
    """The player's energy run dry: its setter at 0, its on_empty effect run (what a look-ahead agent's Reserve tries: runtime/lookahead.py)."""
    # set_energy, written in place
    p.energy = 0
    # exhausted, written in place
    clamped = p.exhaustion + 1
    if clamped > 7:
        clamped = 7
    p.exhaustion = clamped
    if p.exhaustion >= 7:
        p.eliminated = True
    # set_energy, written in place
    p.energy = 15


def run_out_water(s, p):
    """The player's water run dry: its setter at 0, its on_empty effect run (what a look-ahead agent's Reserve tries: runtime/lookahead.py)."""
    # set_water, written in place
    p.water = 0
    # exhausted, written in place
    clamped = p.exhaustion + 1
    if clamped > 7:
        clamped = 7
    p.exhaustion = clamped
    if p.exhaustion >= 7:
        p.eliminated = True
    # set_water, written in place
    p.water = 6


def act(s, seat, move, randoms):
    """Take `move` (a number of `DECISIONS`, -1 a pass) for `seat` at the decision the flow stopped at (to_decision); the flow is not run on. A choice inside its effect is drawn with `randoms[seat]()`."""
    if s.step == 3:
        # round_select_act, written in place
        p = s.players[seat]
        picks = s.picks
        action = move % 6
        if action == 5:
            do_journal(s, p, move // 6)
        elif action == 2:
            do_move(s, p, move // 6)
        elif action == 0:
            do_photograph(s, p, 0)
        elif action == 1:
            do_stamp(s, p, 0)
        elif action == 3:
            do_rest(s, p, 3)
        elif action == 4:
            do_resupply(s, p, 4)
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        picks[seat] -= 1
        if not (not p.eliminated and (not p.finished or p.finish_round == s.round)):
            picks[seat] = 0
    elif s.step == 4:
        # round_exert_act, written in place
        p = s.players[seat]
        picks = s.picks
        if move == -1:
            picks[seat] = 0
        else:
            # set_energy_lowered, written in place
            value = p.energy - 2
            if value <= 0:
                p.energy = 0
                # exhausted, written in place
                clamped = p.exhaustion + 1
                if clamped > 7:
                    clamped = 7
                p.exhaustion = clamped
                if p.exhaustion >= 7:
                    p.eliminated = True
                # set_energy, written in place
                p.energy = 15
            else:
                p.energy = value
            action = move % 5
            if action == 4:
                do_journal(s, p, move // 5)
            elif action == 2:
                do_move(s, p, move // 5)
            elif action == 0:
                do_photograph(s, p, 0)
            elif action == 1:
                do_stamp(s, p, 0)
            elif action == 3:
                do_resupply(s, p, 4)
            s.turn_moves += 1
            if s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            picks[seat] -= 1
            if not (not p.eliminated and (not p.finished or p.finish_round == s.round)):
                picks[seat] = 0


def play(state, randoms, observe=None):
    """Play a game made with `GameState(..., start=False)` to its end on the lowered state; seat k draws with `randoms[k]()`. `observe(state)`, when given, sees the readable state, written back, at every drawn decision."""
    # the setup, on the readable state: fast.py's and rules.py's own steps
    state.step = 0
    setup_setup_1(state, None)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 1
    setup_setup_2(state, None)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 2
    for q in state.players:
        if is_active(state, q):
            setup_setup_3(state, q)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 3
    setup_route_play(state, randoms, observe)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 4
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
        p_2.used_dice = 0
    while s.phase != 'over':
        s.step = 0
        # round_round_1, written in place
        s.rolled[0] = int(s.rnd.random() * 6) + 1
        s.rolled[1] = int(s.rnd.random() * 6) + 1
        s.rolled[2] = int(s.rnd.random() * 6) + 1
        s.rolled[3] = int(s.rnd.random() * 6) + 1
        s.rolled[4] = int(s.rnd.random() * 6) + 1
        s.rolled[5] = int(s.rnd.random() * 6) + 1
        s.step = 1
        # round_time, written in place
        clamped = 1 if s.rolled[5] <= 4 else 2
        if 32 - s.week < clamped:
            clamped = 32 - s.week
        s.weeks_this_round = clamped
        s.month = s.week // 4
        clamped = s.week + s.weeks_this_round
        if clamped < 0:
            clamped = 0
        if clamped > 32:
            clamped = 32
        s.week = clamped
        if observe is None and s.turn_moves + 3 * len(s.players) <= s.max_moves:
            # every seat's steps 2-4 one seat after another, in 2 passes over the seats: the move limit cannot be passed
            s.step = 2
            round_weather_to_exert_by_seat(s, randoms)
            s.step = 4
        else:
            s.step = 2
            for p in s.players:
                if not p.eliminated and (not p.finished or p.finish_round == s.round):
                    round_weather(s, p)
            s.step = 3
            round_select_play(state, s, randoms, observe)
            s.step = 4
            round_exert_play(state, s, randoms, observe)
        s.step = 5
        next_round(s)
    raise_state(state, s)
    return state


def begun_setup_1(s, p):
    """A step of the setup."""
    shuffle(s.readable, s.objective_deck)


def begun_setup_2(s, p):
    """A step of the setup."""
    if s.option_variant == 1 and len(s.players) > 1:
        drawn_wanted = 3
        drawn_moved = 0
        drawn_at = len(s.objective_deck) - 1
        while drawn_moved < drawn_wanted and drawn_at >= 0:
            drawn_card = s.objective_deck[drawn_at]
            if OBJECTIVES_KIND[OBJECTIVES_NUMBERS[drawn_card]] == 'multiplayer':
                s.shared_objectives.append(s.objective_deck.pop(drawn_at))
                drawn_moved += 1
            drawn_at -= 1


def begun_setup_3(s, p):
    """A step of the setup, for each player."""
    if len(s.players) == 1:
        drawn_wanted = s.option_solo_objectives
        drawn_moved = 0
        drawn_at = len(s.objective_deck) - 1
        while drawn_moved < drawn_wanted and drawn_at >= 0:
            drawn_card = s.objective_deck[drawn_at]
            if OBJECTIVES_KIND[OBJECTIVES_NUMBERS[drawn_card]] == 'solo' and OBJECTIVES_DIFFICULTY[OBJECTIVES_NUMBERS[drawn_card]] == OPTION_DIFFICULTY_VALUES[s.option_difficulty]:
                p.objectives.append(s.objective_deck.pop(drawn_at))
                drawn_moved += 1
            drawn_at -= 1


def do_choose_route(s, p, direction):
    """Secretly choose your route and circle your starting shelter. (definitions/thru-the-appalachian/game.yaml:216)"""
    p.route = direction
    p.trail_index = p.progress if direction == 0 else 77 - 1 - p.progress


def begun_route_play(state, s, randoms, observe):
    """Every pick of the setup step route, drawn as a random agent draws."""
    n = len(s.players)
    picks = [1] * n
    s.picks = picks
    # at most 1 pick a seat: the move limit can be passed in this step only if it is that near;
    # then, or where an observer sees them, the picks of seats not taking part are none first
    watched = observe is not None or s.turn_moves + n > s.max_moves
    if watched:
        for seat in range(n):
            p = s.players[seat]
            if not (not p.eliminated and (not p.finished or p.finish_round == s.round)):
                picks[seat] = 0
    for seat in range(n):
        p = s.players[seat]
        if not p.eliminated and (not p.finished or p.finish_round == s.round):
            while True:
                # the legal moves of route: the number of each action allowed
                key = ()
                moves = BEGUN_ROUTE_MOVES.get(key)
                if moves is None:
                    moves = []
                    moves.append(0)
                    moves.append(1)
                    if len(BEGUN_ROUTE_MOVES) >= 100000:
                        BEGUN_ROUTE_MOVES.clear()
                    BEGUN_ROUTE_MOVES[key] = moves
                if not moves:
                    picks[seat] = 0
                    break
                if observe is not None:
                    raise_state(state, s)
                    observe(state)
                agent_random = randoms[seat]
                drawn = int(agent_random.random() * len(moves))
                move = moves[drawn]
                action = move % 1
                if action == 0:
                    # do_choose_route, written in place
                    direction_2 = move // 1
                    p.route = direction_2
                    p.trail_index = p.progress if direction_2 == 0 else 76 - p.progress
                s.turn_moves += 1
                if watched and s.turn_moves > s.max_moves:
                    # too_many_moves, written in place
                    raise_state(s.readable, s)
                    s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
                # its one pick taken: none left, whether or not it is still active
                picks[seat] = 0
                break
    s.picks = None


def new_state(seats, stream, options, automata):
    """The lowered state of a new game of `seats` seats and `options` (every option's value), made without a readable state: every field at its start value, the seats the game plays itself (`automata`, {seat: automaton}) flagged, the flow where GameState begins it, the dice drawn from `stream` (the game's random stream). `s.readable` is for the caller to set: what an error raised in play reports."""
    s = State()
    s.week = 0
    s.weeks_this_round = 0
    s.month = 0
    s.rolled = [1] * 6
    s.objective_deck = list(OBJECTIVE_DECK_START)
    s.shared_objectives = []
    s.option_variant = OPTION_VARIANT_NUMBERS[options['variant']]
    s.option_difficulty = OPTION_DIFFICULTY_NUMBERS[options['difficulty']]
    s.option_solo_objectives = options['solo_objectives']
    s.players = []
    for seat in range(seats):
        p = Player()
        p.seat = seat
        p.route = 0
        p.progress = 0
        p.trail_index = p.progress if p.route == 0 else 77 - 1 - p.progress
        p.energy = 15
        p.water = 6
        p.exhaustion = 0
        p.used_dice = 0
        p.photos = [0] * 17
        p.journal = [0] * 5
        p.journal_open = (1 if p.journal[0] < 3 else 0) | (2 if p.journal[1] < 3 else 0) | (4 if p.journal[2] < 3 else 0) | (8 if p.journal[3] < 3 else 0) | (16 if p.journal[4] < 3 else 0)
        p.stamped = 0
        p.stamps = 0
        p.walked_section = -1
        p.completed_sections = 0
        p.finished = False
        p.finish_round = 0
        p.finish_week = 0
        p.eliminated = False
        p.objectives = []
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
    return s


def play_begun(s, randoms):
    """Play a game `new_state` made to its end on the lowered state, its setup first; seat k draws with `randoms[k]()`. The readable state is not written: the caller scores the lowered one (`outcome`) or writes it back (`raise_state`)."""
    # nobody observes a game begun lowered, and no readable state waits for it at the end
    state = None
    observe = None
    randoms = streams_of(randoms)
    # the setup, on the lowered state
    s.step = 0
    begun_setup_1(s, None)
    if s.end_requested:
        # finish, written in place
        s.phase = 'over'
        s.ended_by = 'end game'
        return s
    s.step = 1
    begun_setup_2(s, None)
    if s.end_requested:
        # finish, written in place
        s.phase = 'over'
        s.ended_by = 'end game'
        return s
    s.step = 2
    for p in s.players:
        if not p.eliminated and (not p.finished or p.finish_round == s.round):
            # begun_setup_3, written in place
            if len(s.players) == 1:
                drawn_wanted = s.option_solo_objectives
                drawn_moved = 0
                drawn_at = len(s.objective_deck) - 1
                while drawn_moved < drawn_wanted and drawn_at >= 0:
                    drawn_card = s.objective_deck[drawn_at]
                    if OBJECTIVES_KIND[OBJECTIVES_NUMBERS[drawn_card]] == 'solo' and OBJECTIVES_DIFFICULTY[OBJECTIVES_NUMBERS[drawn_card]] == OPTION_DIFFICULTY_VALUES[s.option_difficulty]:
                        p.objectives.append(s.objective_deck.pop(drawn_at))
                        drawn_moved += 1
                    drawn_at -= 1
    if s.end_requested:
        # finish, written in place
        s.phase = 'over'
        s.ended_by = 'end game'
        return s
    s.step = 3
    begun_route_play(state, s, randoms, observe)
    if s.end_requested:
        # finish, written in place
        s.phase = 'over'
        s.ended_by = 'end game'
        return s
    s.step = 4
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
        p_2.used_dice = 0
    while s.phase != 'over':
        s.step = 0
        # round_round_1, written in place
        s.rolled[0] = int(s.rnd.random() * 6) + 1
        s.rolled[1] = int(s.rnd.random() * 6) + 1
        s.rolled[2] = int(s.rnd.random() * 6) + 1
        s.rolled[3] = int(s.rnd.random() * 6) + 1
        s.rolled[4] = int(s.rnd.random() * 6) + 1
        s.rolled[5] = int(s.rnd.random() * 6) + 1
        s.step = 1
        # round_time, written in place
        clamped = 1 if s.rolled[5] <= 4 else 2
        if 32 - s.week < clamped:
            clamped = 32 - s.week
        s.weeks_this_round = clamped
        s.month = s.week // 4
        clamped = s.week + s.weeks_this_round
        if clamped < 0:
            clamped = 0
        if clamped > 32:
            clamped = 32
        s.week = clamped
        if observe is None and s.turn_moves + 3 * len(s.players) <= s.max_moves:
            # every seat's steps 2-4 one seat after another, in 2 passes over the seats: the move limit cannot be passed
            s.step = 2
            round_weather_to_exert_by_seat(s, randoms)
            s.step = 4
        else:
            s.step = 2
            for p in s.players:
                if not p.eliminated and (not p.finished or p.finish_round == s.round):
                    round_weather(s, p)
            s.step = 3
            round_select_play(state, s, randoms, observe)
            s.step = 4
            round_exert_play(state, s, randoms, observe)
        s.step = 5
        next_round(s)
    return s


def scored_outcome_sum(p):
    """The sum() of a generator in scored_outcome, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for s_ in range(17):
        if p.completed_sections & 1 << s_ != 0:
            total += SECTIONS_POINTS[s_]
    return total


def scored_outcome_sum_2(p):
    """The sum() of a generator in scored_outcome, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for s_ in range(17):
        total += p.photos[s_]
    return total


def scored_outcome_count(p):
    """The count() of a generator in scored_outcome, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for c in range(5):
        if p.journal[c] >= 3:
            total += 1
    return total


def scored_outcome_count_2_all(p, r):
    """The all() of a generator in scored_outcome_count_2, as a loop (natively a C loop, not a generator object)."""
    for c in range(5):
        if not p.journal[c] >= r:
            return False
    return True


def scored_outcome_count_2(p):
    """The count() of a generator in scored_outcome, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for r in range(1, 4):
        if scored_outcome_count_2_all(p, r):
            total += 1
    return total


def scored_outcome_all(s, p):
    """The all() of a generator in scored_outcome, as a loop (natively a C loop, not a generator object)."""
    for o in p.objectives:
        if not objectives_goal(s, p, OBJECTIVES_NUMBERS[o]):
            return False
    return True


def scored_outcome(s):
    """The outcome of a finished game (`outcome`)."""
    scores = []
    ranks = []
    for seat in range(len(s.players)):
        p = s.players[seat]
        scores.append(scored_outcome_sum(p) + (0 if not p.finished else 15 if p.finish_round == total_score_min(s) else 10) + scored_outcome_sum_2(p) + (5 * scored_outcome_count(p) + 10 * scored_outcome_count_2(p)) + stamp_points(p.stamps) + EXHAUSTION_POINTS_BY_EXHAUSTION[p.exhaustion] + 7 * total_score_count(s, p))
    if len(s.players) == 1:
        p = s.players[0]
        return (scores, [0 if p.finished and not p.eliminated and scored_outcome_all(s, p) else None])
    for seat in range(len(s.players)):
        p = s.players[seat]
        if not p.eliminated:
            ranks.append((scores[seat],))
        else:
            ranks.append(None)
    return (scores, ranks)


def outcome(s):
    """The scores of a finished game and each seat's rank where it may win (None where it may not): its total, then its tie-breaks; rules.py's scoring and victory over the lowered state."""
    return scored_outcome(s)


def round_weather_to_exert_by_seat(s, randoms):
    """The round's steps weather, select, then exert played seat by seat: no step of a pass reaches another seat's record nor writes what another reads, one step of a pass at most draws a seat's moves, each pass plays every seat before the next (seatwise.py); the log's notes in the steps' order."""
    n = len(s.players)
    for seat in range(n):
        p = s.players[seat]
        # round_weather, written in place
        if not p.eliminated and (not p.finished or p.finish_round == s.round):
            kind = MONTHS_WEATHER[s.month]
            if s.rolled[5] >= MONTHS_LOW[s.month] - (STATES_SNOW[SPACES_STATE[p.trail_index]] if kind == 0 else STATES_RAIN[SPACES_STATE[p.trail_index]] if kind == 1 else STATES_HEAT[SPACES_STATE[p.trail_index]]) if kind == 2 else s.rolled[5] <= MONTHS_HIGH[s.month] + (STATES_SNOW[SPACES_STATE[p.trail_index]] if kind == 0 else STATES_RAIN[SPACES_STATE[p.trail_index]] if kind == 1 else STATES_HEAT[SPACES_STATE[p.trail_index]]):
                # set_energy, written in place
                value = p.energy + WEATHER_EFFECTS_ENERGY[kind]
                if value <= 0:
                    p.energy = 0
                    # exhausted, written in place
                    clamped = p.exhaustion + 1
                    if clamped > 7:
                        clamped = 7
                    p.exhaustion = clamped
                    if p.exhaustion >= 7:
                        p.eliminated = True
                    # set_energy, written in place
                    p.energy = 15
                else:
                    if value > 15:
                        value = 15
                    p.energy = value
                # consume_water, written in place
                amount = s.weeks_this_round - WEATHER_EFFECTS_WATER[kind]
                if amount < 0:
                    # set_water, written in place
                    value = p.water + (0 - amount)
                    if value <= 0:
                        p.water = 0
                        # exhausted, written in place
                        clamped = p.exhaustion + 1
                        if clamped > 7:
                            clamped = 7
                        p.exhaustion = clamped
                        if p.exhaustion >= 7:
                            p.eliminated = True
                        # set_water, written in place
                        p.water = 6
                    else:
                        if value > 6:
                            value = 6
                        p.water = value
                if amount > 100000:
                    repeat_count(amount)
                for _ in range(amount):
                    if p.eliminated:
                        break
                    # set_water_lowered, written in place
                    value = p.water - 1
                    if value <= 0:
                        p.water = 0
                        # exhausted, written in place
                        clamped = p.exhaustion + 1
                        if clamped > 7:
                            clamped = 7
                        p.exhaustion = clamped
                        if p.exhaustion >= 7:
                            p.eliminated = True
                        # set_water, written in place
                        p.water = 6
                    else:
                        p.water = value
            else:
                # consume_water, written in place
                amount = s.weeks_this_round
                if amount < 0:
                    # set_water, written in place
                    value = p.water + (0 - amount)
                    if value <= 0:
                        p.water = 0
                        # exhausted, written in place
                        clamped = p.exhaustion + 1
                        if clamped > 7:
                            clamped = 7
                        p.exhaustion = clamped
                        if p.exhaustion >= 7:
                            p.eliminated = True
                        # set_water, written in place
                        p.water = 6
                    else:
                        if value > 6:
                            value = 6
                        p.water = value
                if amount > 100000:
                    repeat_count(amount)
                for _ in range(amount):
                    if p.eliminated:
                        break
                    # set_water_lowered, written in place
                    value = p.water - 1
                    if value <= 0:
                        p.water = 0
                        # exhausted, written in place
                        clamped = p.exhaustion + 1
                        if clamped > 7:
                            clamped = 7
                        p.exhaustion = clamped
                        if p.exhaustion >= 7:
                            p.eliminated = True
                        # set_water, written in place
                        p.water = 6
                    else:
                        p.water = value
        # round_select_play, written in place
        if not p.eliminated and (not p.finished or p.finish_round == s.round):
            left = 2
            agent_random = randoms[seat]
            while True:
                # the legal moves of select: the number of each action allowed
                my_trail_index = p.trail_index
                ok_3 = not p.stamped & SPACES_BITS[my_trail_index] != 0
                ok_4 = p.journal_open
                # the key: the values the moves depend on, each at bits of its own
                key = p.used_dice | ROUND_SELECT_KEY_BITS[my_trail_index] | (512 if ok_3 else 0) | ok_4 << 10
                moves = ROUND_SELECT_MOVES[key]
                if moves is None:
                    moves = []
                    my_at_shelter = SPACES_SHELTER[my_trail_index]
                    ok_1 = not my_at_shelter
                    ok_2 = SPACES_STAMP[my_trail_index]
                    if not p.used_dice & 1 != 0 and ok_1:
                        moves.append(0)
                    if not p.used_dice & 1 != 0 and my_at_shelter and ok_2 and ok_3:
                        moves.append(1)
                    if not p.used_dice & 2 != 0:
                        moves.append(8)
                    if not p.used_dice & 4 != 0:
                        moves.append(14)
                    if not p.used_dice & 8 != 0:
                        moves.append(21)
                    if not p.used_dice & 16 != 0:
                        moves.append(28)
                    if not p.used_dice & 1 != 0 and ok_4 >> 0 & 1:
                        moves.append(5)
                    if not p.used_dice & 2 != 0 and ok_4 >> 1 & 1:
                        moves.append(11)
                    if not p.used_dice & 4 != 0 and ok_4 >> 1 & 1:
                        moves.append(17)
                    if not p.used_dice & 8 != 0 and ok_4 >> 2 & 1:
                        moves.append(23)
                    if not p.used_dice & 16 != 0 and ok_4 >> 3 & 1:
                        moves.append(29)
                    if not p.used_dice & 32 != 0 and ok_4 >> 4 & 1:
                        moves.append(35)
                    ROUND_SELECT_MOVES[key] = moves
                if not moves:
                    break
                drawn = int(agent_random.random() * len(moves))
                move = moves[drawn]
                action = ACTION_OF_MOVE_6_36[move]
                if action == 5:
                    # do_journal, written in place
                    die_2 = ARGUMENT_OF_MOVE_6_36[move]
                    p.used_dice |= 1 << die_2
                    if not p.eliminated:
                        clamped = p.journal[DICE_COLOUR[die_2]] + 1
                        if clamped > 3:
                            clamped = 3
                        p.journal[DICE_COLOUR[die_2]] = clamped
                        if clamped < 3:
                            p.journal_open |= 1 << DICE_COLOUR[die_2]
                        else:
                            p.journal_open &= ~(1 << DICE_COLOUR[die_2])
                elif action == 2:
                    # do_move, written in place
                    die_2 = ARGUMENT_OF_MOVE_6_36[move]
                    p.used_dice |= 1 << die_2
                    repeat_times = s.rolled[die_2] - EXHAUSTION_MODIFIER_BY_EXHAUSTION[p.exhaustion]
                    if repeat_times > 100000:
                        repeat_count(repeat_times)
                    for _ in range(repeat_times):
                        if p.finished or p.eliminated:
                            break
                        # step_forward, written in place
                        clamped = p.progress + 1
                        p.progress = clamped
                        p.trail_index = clamped if p.route == 0 else 76 - clamped
                        # set_energy_lowered, written in place
                        value = p.energy - 1
                        if value <= 0:
                            p.energy = 0
                            # exhausted, written in place
                            clamped_2 = p.exhaustion + 1
                            if clamped_2 > 7:
                                clamped_2 = 7
                            p.exhaustion = clamped_2
                            if p.exhaustion >= 7:
                                p.eliminated = True
                            # set_energy, written in place
                            p.energy = 15
                        else:
                            p.energy = value
                        if not p.eliminated:
                            if SPACES_SHELTER[p.trail_index]:
                                if p.walked_section != -1:
                                    p.completed_sections |= 1 << p.walked_section
                            else:
                                p.walked_section = SPACES_SECTION[p.trail_index]
                            if p.progress == 76:
                                p.finished = True
                                p.finish_round = s.round
                                p.finish_week = s.week
                                s.readable.notes.append((s.round, p.seat, 'reaches the final shelter'))
                elif action == 0:
                    # do_photograph, written in place
                    p.used_dice |= 1
                    if not p.eliminated:
                        if SPACES_SECTION[p.trail_index] < 0:
                            none_read()
                        p.photos[SPACES_SECTION[p.trail_index]] = s.rolled[0]
                elif action == 1:
                    # do_stamp, written in place
                    p.used_dice |= 1
                    if not p.eliminated:
                        p.stamped |= SPACES_BITS[p.trail_index]
                        p.stamps += 1
                elif action == 3:
                    # do_rest, written in place
                    p.used_dice |= 8
                    # set_energy, written in place
                    value = p.energy + (2 * s.rolled[3] if SPACES_SHELTER[p.trail_index] else s.rolled[3])
                    if value <= 0:
                        p.energy = 0
                        # exhausted, written in place
                        clamped = p.exhaustion + 1
                        if clamped > 7:
                            clamped = 7
                        p.exhaustion = clamped
                        if p.exhaustion >= 7:
                            p.eliminated = True
                        # set_energy, written in place
                        p.energy = 15
                    else:
                        if value > 15:
                            value = 15
                        p.energy = value
                elif action == 4:
                    # do_resupply, written in place
                    p.used_dice |= 16
                    if not p.eliminated:
                        # set_water, written in place
                        value = p.water + (s.rolled[4] + 1 if SPACES_SHELTER[p.trail_index] else s.rolled[4])
                        if value <= 0:
                            p.water = 0
                            # exhausted, written in place
                            clamped = p.exhaustion + 1
                            if clamped > 7:
                                clamped = 7
                            p.exhaustion = clamped
                            if p.exhaustion >= 7:
                                p.eliminated = True
                            # set_water, written in place
                            p.water = 6
                        else:
                            if value > 6:
                                value = 6
                            p.water = value
                s.turn_moves += 1
                left -= 1
                if left <= 0:
                    break
                if not (not p.eliminated and (not p.finished or p.finish_round == s.round)):
                    break
    s.step = 4
    for seat in range(n):
        p = s.players[seat]
        # round_exert_play, written in place
        if not p.eliminated and (not p.finished or p.finish_round == s.round):
            while True:
                # the legal moves of exert: the number of each action allowed
                if p.energy >= 2:
                    my_trail_index = p.trail_index
                    ok_3 = not p.stamped & SPACES_BITS[my_trail_index] != 0
                    ok_4 = p.journal_open
                    # the key: the values the moves depend on, each at bits of its own
                    key = p.used_dice | ROUND_EXERT_KEY_BITS[my_trail_index] | (512 if ok_3 else 0) | ok_4 << 10
                    moves = ROUND_EXERT_MOVES[key]
                    if moves is None:
                        moves = []
                        my_at_shelter = SPACES_SHELTER[my_trail_index]
                        ok_1 = not my_at_shelter
                        ok_2 = SPACES_STAMP[my_trail_index]
                        if not p.used_dice & 1 != 0 and ok_1:
                            moves.append(0)
                        if not p.used_dice & 1 != 0 and my_at_shelter and ok_2 and ok_3:
                            moves.append(1)
                        if not p.used_dice & 2 != 0:
                            moves.append(7)
                        if not p.used_dice & 4 != 0:
                            moves.append(12)
                        if not p.used_dice & 16 != 0:
                            moves.append(23)
                        if not p.used_dice & 1 != 0 and ok_4 >> 0 & 1:
                            moves.append(4)
                        if not p.used_dice & 2 != 0 and ok_4 >> 1 & 1:
                            moves.append(9)
                        if not p.used_dice & 4 != 0 and ok_4 >> 1 & 1:
                            moves.append(14)
                        if not p.used_dice & 8 != 0 and ok_4 >> 2 & 1:
                            moves.append(19)
                        if not p.used_dice & 16 != 0 and ok_4 >> 3 & 1:
                            moves.append(24)
                        if not p.used_dice & 32 != 0 and ok_4 >> 4 & 1:
                            moves.append(29)
                        if moves:
                            moves.append(-1)
                        ROUND_EXERT_MOVES[key] = moves
                else:
                    moves = []
                if not moves:
                    break
                agent_random = randoms[seat]
                drawn = int(agent_random.random() * len(moves))
                move = moves[drawn]
                if move != -1:
                    # set_energy_lowered, written in place
                    value = p.energy - 2
                    if value <= 0:
                        p.energy = 0
                        # exhausted, written in place
                        clamped = p.exhaustion + 1
                        if clamped > 7:
                            clamped = 7
                        p.exhaustion = clamped
                        if p.exhaustion >= 7:
                            p.eliminated = True
                        # set_energy, written in place
                        p.energy = 15
                    else:
                        p.energy = value
                    action = ACTION_OF_MOVE_5_30[move]
                    if action == 4:
                        # do_journal, written in place
                        die_2 = ARGUMENT_OF_MOVE_5_30[move]
                        p.used_dice |= 1 << die_2
                        if not p.eliminated:
                            clamped = p.journal[DICE_COLOUR[die_2]] + 1
                            if clamped > 3:
                                clamped = 3
                            p.journal[DICE_COLOUR[die_2]] = clamped
                            if clamped < 3:
                                p.journal_open |= 1 << DICE_COLOUR[die_2]
                            else:
                                p.journal_open &= ~(1 << DICE_COLOUR[die_2])
                    elif action == 2:
                        # do_move, written in place
                        die_2 = ARGUMENT_OF_MOVE_5_30[move]
                        p.used_dice |= 1 << die_2
                        repeat_times = s.rolled[die_2] - EXHAUSTION_MODIFIER_BY_EXHAUSTION[p.exhaustion]
                        if repeat_times > 100000:
                            repeat_count(repeat_times)
                        for _ in range(repeat_times):
                            if p.finished or p.eliminated:
                                break
                            # step_forward, written in place
                            clamped = p.progress + 1
                            p.progress = clamped
                            p.trail_index = clamped if p.route == 0 else 76 - clamped
                            # set_energy_lowered, written in place
                            value = p.energy - 1
                            if value <= 0:
                                p.energy = 0
                                # exhausted, written in place
                                clamped_2 = p.exhaustion + 1
                                if clamped_2 > 7:
                                    clamped_2 = 7
                                p.exhaustion = clamped_2
                                if p.exhaustion >= 7:
                                    p.eliminated = True
                                # set_energy, written in place
                                p.energy = 15
                            else:
                                p.energy = value
                            if not p.eliminated:
                                if SPACES_SHELTER[p.trail_index]:
                                    if p.walked_section != -1:
                                        p.completed_sections |= 1 << p.walked_section
                                else:
                                    p.walked_section = SPACES_SECTION[p.trail_index]
                                if p.progress == 76:
                                    p.finished = True
                                    p.finish_round = s.round
                                    p.finish_week = s.week
                                    s.readable.notes.append((s.round, p.seat, 'reaches the final shelter'))
                    elif action == 0:
                        # do_photograph, written in place
                        p.used_dice |= 1
                        if not p.eliminated:
                            if SPACES_SECTION[p.trail_index] < 0:
                                none_read()
                            p.photos[SPACES_SECTION[p.trail_index]] = s.rolled[0]
                    elif action == 1:
                        # do_stamp, written in place
                        p.used_dice |= 1
                        if not p.eliminated:
                            p.stamped |= SPACES_BITS[p.trail_index]
                            p.stamps += 1
                    elif action == 3:
                        # do_resupply, written in place
                        p.used_dice |= 16
                        if not p.eliminated:
                            # set_water, written in place
                            value = p.water + (s.rolled[4] + 1 if SPACES_SHELTER[p.trail_index] else s.rolled[4])
                            if value <= 0:
                                p.water = 0
                                # exhausted, written in place
                                clamped = p.exhaustion + 1
                                if clamped > 7:
                                    clamped = 7
                                p.exhaustion = clamped
                                if p.exhaustion >= 7:
                                    p.eliminated = True
                                # set_water, written in place
                                p.water = 6
                            else:
                                if value > 6:
                                    value = 6
                                p.water = value
                    s.turn_moves += 1
                    # its one pick taken: none left, whether or not it is still active
                break


def chance_key(s):
    """What tells the worth of two outcomes of one roll apart (compiler/codegen/lower/chance.py): the values of the slots the worth reads that the flow writes (eliminated, energy, exhaustion, water)."""
    players = []
    for q in s.players:
        players.append((q.eliminated, q.energy, q.exhaustion, q.water))
    return (players,)

WRITTEN_IN_PLACE = {
    'next_round': ((471, 472, 'finish'), (486, 487, 'start_round'), (480, 487, 'new_round')),
    'do_move': ((531, 536, 'exhausted'), (538, 538, 'set_energy'), (527, 540, 'set_energy_lowered'), (523, 551, 'step_forward')),
    'do_rest': ((562, 567, 'exhausted'), (569, 569, 'set_energy'), (558, 573, 'set_energy')),
    'do_resupply': ((585, 590, 'exhausted'), (592, 592, 'set_water'), (581, 596, 'set_water')),
    'round_weather': ((647, 652, 'exhausted'), (654, 654, 'set_energy'), (643, 658, 'set_energy'), (667, 672, 'exhausted'), (674, 674, 'set_water'), (663, 678, 'set_water'), (689, 694, 'exhausted'), (696, 696, 'set_water'), (685, 698, 'set_water_lowered'), (660, 698, 'consume_water'), (708, 713, 'exhausted'), (715, 715, 'set_water'), (704, 719, 'set_water'), (730, 735, 'exhausted'), (737, 737, 'set_water'), (726, 739, 'set_water_lowered'), (701, 739, 'consume_water')),
    'round_select_play': ((810, 820, 'do_journal'), (840, 845, 'exhausted'), (847, 847, 'set_energy'), (836, 849, 'set_energy_lowered'), (832, 860, 'step_forward'), (823, 860, 'do_move'), (863, 867, 'do_photograph'), (870, 873, 'do_stamp'), (882, 887, 'exhausted'), (889, 889, 'set_energy'), (878, 893, 'set_energy'), (876, 893, 'do_rest'), (903, 908, 'exhausted'), (910, 910, 'set_water'), (899, 914, 'set_water'), (896, 914, 'do_resupply'), (919, 920, 'too_many_moves')),
    'round_exert_play': ((1005, 1010, 'exhausted'), (1012, 1012, 'set_energy'), (1001, 1014, 'set_energy_lowered'), (1018, 1028, 'do_journal'), (1048, 1053, 'exhausted'), (1055, 1055, 'set_energy'), (1044, 1057, 'set_energy_lowered'), (1040, 1068, 'step_forward'), (1031, 1068, 'do_move'), (1071, 1075, 'do_photograph'), (1078, 1081, 'do_stamp'), (1091, 1096, 'exhausted'), (1098, 1098, 'set_water'), (1087, 1102, 'set_water'), (1084, 1102, 'do_resupply'), (1106, 1107, 'too_many_moves')),
    'to_decision': ((1294, 1295, 'finish'),),
    'run_out_energy': ((1404, 1409, 'exhausted'), (1411, 1411, 'set_energy'), (1402, 1411, 'set_energy')),
    'run_out_water': ((1419, 1424, 'exhausted'), (1426, 1426, 'set_water'), (1417, 1426, 'set_water')),
    'act': ((1451, 1452, 'too_many_moves'), (1433, 1455, 'round_select_act'), (1468, 1473, 'exhausted'), (1475, 1475, 'set_energy'), (1464, 1477, 'set_energy_lowered'), (1492, 1493, 'too_many_moves'), (1458, 1496, 'round_exert_act')),
    'play': ((1539, 1540, 'start_round'), (1533, 1540, 'new_round'), (1544, 1549, 'round_round_1'), (1552, 1562, 'round_time')),
    'begun_route_play': ((1661, 1663, 'do_choose_route'), (1667, 1668, 'too_many_moves')),
    'play_begun': ((1742, 1743, 'finish'), (1749, 1750, 'finish'), (1756, 1765, 'begun_setup_3'), (1768, 1769, 'finish'), (1775, 1776, 'finish'), (1791, 1792, 'start_round'), (1785, 1792, 'new_round'), (1796, 1801, 'round_round_1'), (1804, 1814, 'round_time')),
    'round_weather_to_exert_by_seat': ((1923, 1928, 'exhausted'), (1930, 1930, 'set_energy'), (1919, 1934, 'set_energy'), (1943, 1948, 'exhausted'), (1950, 1950, 'set_water'), (1939, 1954, 'set_water'), (1965, 1970, 'exhausted'), (1972, 1972, 'set_water'), (1961, 1974, 'set_water_lowered'), (1936, 1974, 'consume_water'), (1984, 1989, 'exhausted'), (1991, 1991, 'set_water'), (1980, 1995, 'set_water'), (2006, 2011, 'exhausted'), (2013, 2013, 'set_water'), (2002, 2015, 'set_water_lowered'), (1977, 2015, 'consume_water'), (1915, 2015, 'round_weather'), (2065, 2075, 'do_journal'), (2095, 2100, 'exhausted'), (2102, 2102, 'set_energy'), (2091, 2104, 'set_energy_lowered'), (2087, 2115, 'step_forward'), (2078, 2115, 'do_move'), (2118, 2122, 'do_photograph'), (2125, 2128, 'do_stamp'), (2137, 2142, 'exhausted'), (2144, 2144, 'set_energy'), (2133, 2148, 'set_energy'), (2131, 2148, 'do_rest'), (2158, 2163, 'exhausted'), (2165, 2165, 'set_water'), (2154, 2169, 'set_water'), (2151, 2169, 'do_resupply'), (2017, 2175, 'round_select_play'), (2233, 2238, 'exhausted'), (2240, 2240, 'set_energy'), (2229, 2242, 'set_energy_lowered'), (2246, 2256, 'do_journal'), (2276, 2281, 'exhausted'), (2283, 2283, 'set_energy'), (2272, 2285, 'set_energy_lowered'), (2268, 2296, 'step_forward'), (2259, 2296, 'do_move'), (2299, 2303, 'do_photograph'), (2306, 2309, 'do_stamp'), (2319, 2324, 'exhausted'), (2326, 2326, 'set_water'), (2315, 2330, 'set_water'), (2312, 2330, 'do_resupply'), (2180, 2333, 'round_exert_play')),
}
