"""Trek to Zion: the lowered playout, by Cairn.

The random playout of fast.py on a state of typed slots (numbers, flags, ids as small ints, maps as
lists): `play` lowers the readable state once, plays the whole game on it and writes it back once.
lowered.pxd beside it gives Cython the C types of the same code. A seed plays the same game here as
through GameState.apply (tests/runtime/test_lowered.py).
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import MAX_ROUNDS, bisect_left, draw, loop_turn, mask_ids, masks, network_joined, network_joined_grown, network_longest, network_longest_grown, pile_counts, repeat_count, shuffle, stream_of, streams_of, subsets
from .rules import GAME, is_active, setup_setup_1, setup_setup_2, trail_points
from .fast import setup_keep_treks_play

OBSERVABLE = False

DEFINED_AT = {
    'do_draw_provisions': ('draw_provisions', 'definitions/trek-to-zion/game.yaml:197'),
    'take_provision': ('take_provision', 'definitions/trek-to-zion/game.yaml:139'),
    'refill_deck': ('refill_deck', 'definitions/trek-to-zion/game.yaml:132'),
    'do_claim': ('claim', 'definitions/trek-to-zion/game.yaml:206'),
    'pay_for_trail': ('pay_for_trail', 'definitions/trek-to-zion/game.yaml:155'),
    'discard_cards': ('discard_cards', 'definitions/trek-to-zion/game.yaml:151'),
    'do_draw_treks': ('draw_treks', 'definitions/trek-to-zion/game.yaml:223'),
    'begun_setup_1': ('begun_setup_1', 'definitions/trek-to-zion/game.yaml:173'),
    'begun_setup_2': ('begun_setup_2', 'definitions/trek-to-zion/game.yaml:179'),
    'do_keep_treks': ('keep_treks', 'definitions/trek-to-zion/game.yaml:191'),
}

ROUTES_IDS = (
    'palmyra/kirtland', 'palmyra/kirtland:2', 'palmyra/chicago', 'kirtland/chicago', 'kirtland/chicago:2',
    'chicago/la-crosse', 'chicago/la-crosse:2', 'chicago/nauvoo', 'chicago/nauvoo:2', 'chicago/springfield',
    'la-crosse/nauvoo', 'la-crosse/nauvoo:2', 'la-crosse/mount-pisgah', 'springfield/nauvoo',
    'springfield/st-louis', 'nauvoo/carthage', 'carthage/st-louis', 'nauvoo/st-louis', 'nauvoo/independence',
    'nauvoo/garden-grove', 'st-louis/independence', 'st-louis/independence:2', 'independence/far-west',
    'independence/liberty', 'far-west/liberty', 'far-west/garden-grove', 'garden-grove/mount-pisgah',
    'mount-pisgah/kanesville', 'kanesville/winter-quarters', 'kanesville/winter-quarters:2',
    'liberty/kanesville', 'independence/fort-kearny', 'winter-quarters/fort-kearny',
    'winter-quarters/fort-kearny:2', 'winter-quarters/chimney-rock', 'fort-kearny/chimney-rock',
    'fort-kearny/fort-laramie', 'fort-kearny/fort-laramie:2', 'chimney-rock/fort-laramie',
    'fort-laramie/independence-rock', 'fort-laramie/independence-rock:2', 'fort-laramie/south-pass',
    'independence-rock/south-pass', 'south-pass/fort-bridger', 'south-pass/fort-bridger:2',
    'south-pass/fort-hall', 'fort-bridger/echo-canyon', 'echo-canyon/salt-lake-city',
    'echo-canyon/salt-lake-city:2', 'fort-bridger/ogden', 'fort-hall/ogden', 'ogden/salt-lake-city',
    'ogden/salt-lake-city:2', 'salt-lake-city/provo', 'salt-lake-city/provo:2', 'salt-lake-city/st-george',
    'provo/manti', 'manti/fillmore', 'provo/fillmore', 'provo/fillmore:2', 'fillmore/cedar-city',
    'manti/cedar-city', 'cedar-city/st-george', 'st-louis/far-west', 'liberty/fort-kearny',
    'kanesville/fort-kearny', 'fort-hall/salt-lake-city', 'independence-rock/fort-bridger',
    'springfield/carthage',
)

ROUTES_NUMBERS = {
    'palmyra/kirtland': 0, 'palmyra/kirtland:2': 1, 'palmyra/chicago': 2, 'kirtland/chicago': 3,
    'kirtland/chicago:2': 4, 'chicago/la-crosse': 5, 'chicago/la-crosse:2': 6, 'chicago/nauvoo': 7,
    'chicago/nauvoo:2': 8, 'chicago/springfield': 9, 'la-crosse/nauvoo': 10, 'la-crosse/nauvoo:2': 11,
    'la-crosse/mount-pisgah': 12, 'springfield/nauvoo': 13, 'springfield/st-louis': 14, 'nauvoo/carthage': 15,
    'carthage/st-louis': 16, 'nauvoo/st-louis': 17, 'nauvoo/independence': 18, 'nauvoo/garden-grove': 19,
    'st-louis/independence': 20, 'st-louis/independence:2': 21, 'independence/far-west': 22,
    'independence/liberty': 23, 'far-west/liberty': 24, 'far-west/garden-grove': 25,
    'garden-grove/mount-pisgah': 26, 'mount-pisgah/kanesville': 27, 'kanesville/winter-quarters': 28,
    'kanesville/winter-quarters:2': 29, 'liberty/kanesville': 30, 'independence/fort-kearny': 31,
    'winter-quarters/fort-kearny': 32, 'winter-quarters/fort-kearny:2': 33,
    'winter-quarters/chimney-rock': 34, 'fort-kearny/chimney-rock': 35, 'fort-kearny/fort-laramie': 36,
    'fort-kearny/fort-laramie:2': 37, 'chimney-rock/fort-laramie': 38, 'fort-laramie/independence-rock': 39,
    'fort-laramie/independence-rock:2': 40, 'fort-laramie/south-pass': 41, 'independence-rock/south-pass': 42,
    'south-pass/fort-bridger': 43, 'south-pass/fort-bridger:2': 44, 'south-pass/fort-hall': 45,
    'fort-bridger/echo-canyon': 46, 'echo-canyon/salt-lake-city': 47, 'echo-canyon/salt-lake-city:2': 48,
    'fort-bridger/ogden': 49, 'fort-hall/ogden': 50, 'ogden/salt-lake-city': 51, 'ogden/salt-lake-city:2': 52,
    'salt-lake-city/provo': 53, 'salt-lake-city/provo:2': 54, 'salt-lake-city/st-george': 55,
    'provo/manti': 56, 'manti/fillmore': 57, 'provo/fillmore': 58, 'provo/fillmore:2': 59,
    'fillmore/cedar-city': 60, 'manti/cedar-city': 61, 'cedar-city/st-george': 62, 'st-louis/far-west': 63,
    'liberty/fort-kearny': 64, 'kanesville/fort-kearny': 65, 'fort-hall/salt-lake-city': 66,
    'independence-rock/fort-bridger': 67, 'springfield/carthage': 68,
}

PROVISIONS_IDS = ('purple', 'blue', 'yellow', 'orange', 'brown', 'red', 'green', 'wild')

PROVISIONS_NUMBERS = {
    'purple': 0, 'blue': 1, 'yellow': 2, 'orange': 3, 'brown': 4, 'red': 5, 'green': 6, 'wild': 7,
}

LOCATIONS_IDS = (
    'palmyra', 'kirtland', 'chicago', 'la-crosse', 'springfield', 'nauvoo', 'carthage', 'st-louis',
    'independence', 'far-west', 'liberty', 'garden-grove', 'mount-pisgah', 'kanesville', 'winter-quarters',
    'fort-kearny', 'chimney-rock', 'fort-laramie', 'independence-rock', 'south-pass', 'fort-bridger',
    'echo-canyon', 'ogden', 'fort-hall', 'salt-lake-city', 'provo', 'manti', 'fillmore', 'cedar-city',
    'st-george',
)

LOCATIONS_NUMBERS = {
    'palmyra': 0, 'kirtland': 1, 'chicago': 2, 'la-crosse': 3, 'springfield': 4, 'nauvoo': 5, 'carthage': 6,
    'st-louis': 7, 'independence': 8, 'far-west': 9, 'liberty': 10, 'garden-grove': 11, 'mount-pisgah': 12,
    'kanesville': 13, 'winter-quarters': 14, 'fort-kearny': 15, 'chimney-rock': 16, 'fort-laramie': 17,
    'independence-rock': 18, 'south-pass': 19, 'fort-bridger': 20, 'echo-canyon': 21, 'ogden': 22,
    'fort-hall': 23, 'salt-lake-city': 24, 'provo': 25, 'manti': 26, 'fillmore': 27, 'cedar-city': 28,
    'st-george': 29,
}

PILES_IDS = ('deck',)

PILES_NUMBERS = {'deck': 0}

ROUTES_LENGTH = (
    4, 4, 6, 5, 5, 3, 3, 4, 4, 2, 4, 4, 5, 2, 2, 1, 3, 3, 5, 3, 4, 4, 1, 1, 1, 3, 1, 3, 1, 1, 4, 6, 4, 4, 7,
    5, 6, 6, 2, 4, 4, 7, 3, 4, 4, 6, 2, 2, 2, 3, 4, 1, 1, 2, 2, 2, 3, 2, 5, 5, 4, 5, 1, 4, 5, 5, 4, 5, 2,
)

COLOURS_IDS = ('purple', 'blue', 'yellow', 'orange', 'brown', 'red', 'green')

COLOURS_NUMBERS = {'purple': 0, 'blue': 1, 'yellow': 2, 'orange': 3, 'brown': 4, 'red': 5, 'green': 6}

ROUTES_BITS = (
    1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072, 262144,
    524288, 1048576, 2097152, 4194304, 8388608, 16777216, 33554432, 67108864, 134217728, 268435456, 536870912,
    1073741824, 2147483648, 4294967296, 8589934592, 17179869184, 34359738368, 68719476736, 137438953472,
    274877906944, 549755813888, 1099511627776, 2199023255552, 4398046511104, 8796093022208, 17592186044416,
    35184372088832, 70368744177664, 140737488355328, 281474976710656, 562949953421312, 1125899906842624,
    2251799813685248, 4503599627370496, 9007199254740992, 18014398509481984, 36028797018963968,
    72057594037927936, 144115188075855872, 288230376151711744, 576460752303423488, 1152921504606846976,
    2305843009213693952, 4611686018427387904, 9223372036854775808, 18446744073709551616, 36893488147419103232,
    73786976294838206464, 147573952589676412928, 295147905179352825856,
)

ROUTES_FROM = (
    0, 0, 0, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5, 6, 5, 5, 5, 7, 7, 8, 8, 9, 9, 11, 12, 13, 13, 10, 8, 14,
    14, 14, 15, 15, 15, 16, 17, 17, 17, 18, 19, 19, 19, 20, 21, 21, 20, 23, 22, 22, 24, 24, 24, 25, 26, 25,
    25, 27, 26, 28, 7, 10, 13, 23, 18, 4,
)

ROUTES_TO = (
    1, 1, 2, 2, 2, 3, 3, 5, 5, 4, 5, 5, 12, 5, 7, 6, 7, 7, 8, 11, 8, 8, 9, 10, 10, 11, 12, 13, 14, 14, 13, 15,
    15, 15, 16, 16, 17, 17, 17, 18, 18, 19, 19, 20, 20, 23, 21, 24, 24, 22, 22, 24, 24, 25, 25, 29, 26, 27,
    27, 27, 28, 28, 29, 9, 15, 15, 24, 20, 6,
)

ROUTES_AT_LOCATIONS = (
    7, 27, 1020, 7264, 295147905179352850944, 961920, 295147905179352924160, 9223372036858134528, 2163474432,
    9223372036909301760, 18446744074808459264, 101187584, 201330688, 36893488149432369152, 30870077440,
    55340232476679208960, 326417514496, 4329327034368, 147573958636990365696, 68169720922112,
    147574612296653078528, 492581209243648, 8444249301319680, 73788137379117137920, 73857204301527515136,
    963770320257286144, 2522015791327477760, 2161727821137838080, 8070450532247928832, 4647714815446351872,
)

ANSWERS_IDS = ('no_temple',)

ANSWERS_NUMBERS = {'no_temple': 0}

TREKS_IDS = (
    'long-01', 'long-02', 'long-03', 'long-04', 'long-05', 'long-06', 'short-01', 'short-02', 'short-03',
    'short-04', 'short-05', 'short-06', 'short-07', 'short-08', 'short-09', 'short-10', 'short-11',
    'short-12', 'short-13', 'short-14', 'short-15', 'short-16', 'short-17', 'short-18', 'short-19',
    'short-20', 'short-21', 'short-22', 'short-23', 'short-24', 'short-25', 'short-26', 'short-27',
    'short-28', 'short-29', 'short-30', 'short-31', 'short-32', 'short-33', 'short-34', 'short-35',
    'short-36', 'short-37', 'short-38', 'short-39', 'short-40', 'short-41', 'short-42', 'short-43',
    'short-44', 'short-45',
)

TREKS_NUMBERS = {
    'long-01': 0, 'long-02': 1, 'long-03': 2, 'long-04': 3, 'long-05': 4, 'long-06': 5, 'short-01': 6,
    'short-02': 7, 'short-03': 8, 'short-04': 9, 'short-05': 10, 'short-06': 11, 'short-07': 12,
    'short-08': 13, 'short-09': 14, 'short-10': 15, 'short-11': 16, 'short-12': 17, 'short-13': 18,
    'short-14': 19, 'short-15': 20, 'short-16': 21, 'short-17': 22, 'short-18': 23, 'short-19': 24,
    'short-20': 25, 'short-21': 26, 'short-22': 27, 'short-23': 28, 'short-24': 29, 'short-25': 30,
    'short-26': 31, 'short-27': 32, 'short-28': 33, 'short-29': 34, 'short-30': 35, 'short-31': 36,
    'short-32': 37, 'short-33': 38, 'short-34': 39, 'short-35': 40, 'short-36': 41, 'short-37': 42,
    'short-38': 43, 'short-39': 44, 'short-40': 45, 'short-41': 46, 'short-42': 47, 'short-43': 48,
    'short-44': 49, 'short-45': 50,
}

ROUTES_PAIR = (
    1, 0, -1, 4, 3, 6, 5, 8, 7, -1, 11, 10, -1, -1, -1, -1, -1, -1, -1, -1, 21, 20, -1, -1, -1, -1, -1, -1,
    29, 28, -1, -1, 33, 32, -1, -1, 37, 36, -1, 40, 39, -1, -1, 44, 43, -1, -1, 48, 47, -1, -1, 52, 51, 54,
    53, -1, -1, -1, 59, 58, -1, -1, -1, -1, -1, -1, -1, -1, -1,
)

ROUTES_COLOUR = (
    'purple', 'gray', 'yellow', 'orange', 'gray', 'green', 'red', 'blue', 'yellow', 'gray', 'brown', 'gray',
    'gray', 'red', 'purple', 'gray', 'yellow', 'orange', 'green', 'red', 'brown', 'blue', 'purple', 'gray',
    'yellow', 'gray', 'orange', 'blue', 'gray', 'gray', 'green', 'red', 'yellow', 'purple', 'orange', 'blue',
    'purple', 'red', 'green', 'orange', 'blue', 'gray', 'red', 'yellow', 'purple', 'green', 'brown', 'gray',
    'brown', 'red', 'blue', 'purple', 'gray', 'green', 'orange', 'orange', 'purple', 'yellow', 'brown',
    'green', 'red', 'gray', 'blue', 'gray', 'yellow', 'brown', 'gray', 'green', 'blue',
)

CLAIM_COLOUR_BY_ROUTE = (
    (0,), (0, 1, 2, 3, 4, 5, 6), (2,), (3,), (0, 1, 2, 3, 4, 5, 6), (6,), (5,), (1,), (2,),
    (0, 1, 2, 3, 4, 5, 6), (4,), (0, 1, 2, 3, 4, 5, 6), (0, 1, 2, 3, 4, 5, 6), (5,), (0,),
    (0, 1, 2, 3, 4, 5, 6), (2,), (3,), (6,), (5,), (4,), (1,), (0,), (0, 1, 2, 3, 4, 5, 6), (2,),
    (0, 1, 2, 3, 4, 5, 6), (3,), (1,), (0, 1, 2, 3, 4, 5, 6), (0, 1, 2, 3, 4, 5, 6), (6,), (5,), (2,), (0,),
    (3,), (1,), (0,), (5,), (6,), (3,), (1,), (0, 1, 2, 3, 4, 5, 6), (5,), (2,), (0,), (6,), (4,),
    (0, 1, 2, 3, 4, 5, 6), (4,), (5,), (1,), (0,), (0, 1, 2, 3, 4, 5, 6), (6,), (3,), (3,), (0,), (2,), (4,),
    (6,), (5,), (0, 1, 2, 3, 4, 5, 6), (1,), (0, 1, 2, 3, 4, 5, 6), (2,), (4,), (0, 1, 2, 3, 4, 5, 6), (6,),
    (1,),
)

CLAIM_ROUTE_COMPARED = (
    4, 4, 5, 4, 4, 3, 3, 4, 4, 2, 4, 4, 4, 2, 2, 1, 3, 3, 4, 3, 4, 4, 1, 1, 1, 3, 1, 3, 1, 1, 4, 5, 4, 4, 6,
    4, 5, 5, 2, 4, 4, 6, 3, 4, 4, 5, 2, 2, 2, 3, 4, 1, 1, 2, 2, 2, 3, 2, 4, 4, 4, 4, 1, 4, 4, 4, 4, 4, 2, 4,
    4, 6, 5, 5, 3, 3, 4, 4, 2, 4, 4, 5, 2, 2, 1, 3, 3, 5, 3, 4, 4, 1, 1, 1, 3, 1, 3, 1, 1, 4, 6, 4, 4, 7, 5,
    6, 6, 2, 4, 4, 7, 3, 4, 4, 6, 2, 2, 2, 3, 4, 1, 1, 2, 2, 2, 3, 2, 5, 5, 4, 5, 1, 4, 5, 5, 4, 5, 2,
)

CLAIM_COLOUR_BY_ROUTE_ONLY = (
    0, -1, 2, 3, -1, 6, 5, 1, 2, -1, 4, -1, -1, 5, 0, -1, 2, 3, 6, 5, 4, 1, 0, -1, 2, -1, 3, 1, -1, -1, 6, 5,
    2, 0, 3, 1, 0, 5, 6, 3, 1, -1, 5, 2, 0, 6, 4, -1, 4, 5, 1, 0, -1, 6, 3, 3, 0, 2, 4, 6, 5, -1, 1, -1, 2, 4,
    -1, 6, 1,
)

CLAIM_ROUTE_ALL = 590295810358705651711

CLAIM_ROUTE_BY_WAGONS = (
    0, 4618441418770251776, 299974005037069296128, 300046629979275649632, 384211053766990622691,
    590295772749824524283, 590295808142502526975, 590295810358705651711, 590295810358705651711,
)

CLAIM_ROUTE_REST = {}

CLAIM_ROUTE_READ = 898918595523775995

CLAIM_ROUTE_TOUCHED = (
    2, 1, 0, 16, 8, 64, 32, 256, 128, 0, 2048, 1024, 0, 0, 0, 0, 0, 0, 0, 0, 2097152, 1048576, 0, 0, 0, 0, 0,
    0, 536870912, 268435456, 0, 0, 8589934592, 4294967296, 0, 0, 137438953472, 68719476736, 0, 1099511627776,
    549755813888, 0, 0, 17592186044416, 8796093022208, 0, 0, 281474976710656, 140737488355328, 0, 0,
    4503599627370496, 2251799813685248, 18014398509481984, 9007199254740992, 0, 0, 0, 576460752303423488,
    288230376151711744, 0, 0, 0, 0, 0, 0, 0, 0, 0,
)

CLAIM_ROUTE_REST_NONE = 590295810358705651711

CLAIM_COLOUR_PASSING = (
    0, 6755400258977792, 6896137747350016, 78953731818832384, 85395162673501493779, 85395162742220970515,
    85395164941244226067, 85395164941244226067, 85395164941244226067, 0, 4616189618868486144,
    299764235535709667840, 299764235535877440000, 385081553910564428434, 385081553910564428434,
    385081556109587683986, 385081556109587683986, 385081556109587683986, 0, 4503600457875456,
    148759526022087168, 148759526055707136, 103911703741059930898, 103911703741059930902,
    103911705940083186454, 103911705940083186454, 103911705940083186454, 0, 4503600508207104,
    58687533525008896, 58687533558694400, 85374879424221190682, 85374879424221190682, 85374881640424315418,
    85374881640424315418, 85374881640424315418, 0, 4503600441098240, 4996181650342400, 4996181683896832,
    122502906046162443794, 122502906046162443794, 122502908245185699346, 122502908245185699346,
    122502908245185699346, 0, 4503600441098240, 4644337929462272, 5211685963473472, 86474324531477002834,
    86474324671063439954, 86474326870086695506, 86474326870086695506, 86474326870086695506, 0,
    4503600441098240, 13651812062102016, 13651812095656480, 233480256496056179250, 233480291680428268082,
    233480293879451523634, 233480293879451523634, 233480293879451523634, 0, 6755400258977792,
    6896137747350016, 78953731818832384, 83089319664287795715, 85395162673501493779, 85395162742220970515,
    85395164941244226067, 85395164941244226067, 0, 4616189618868486144, 299764235535709667840,
    299764235535877440000, 382775710866990992002, 385081553910564428434, 385081553910564428434,
    385081556109587683986, 385081556109587683986, 0, 4503600457875456, 148759526022087168, 148759526055707136,
    83159116658136681218, 103911703741059930898, 103911703741059930902, 103911705940083186454,
    103911705940083186454, 0, 4503600508207104, 58687533525008896, 58687533558694400, 83069036415007492610,
    85374879424221190682, 85374879424221190682, 85374881640424315418, 85374881640424315418, 0,
    4503600441098240, 4996181650342400, 4996181683896832, 83015344513377930754, 122502906046162443794,
    122502906046162443794, 122502908245185699346, 122502908245185699346, 0, 4503600441098240,
    4644337929462272, 5211685963473472, 84168481522263304770, 86474324531477002834, 86474324671063439954,
    86474326870086695506, 86474326870086695506, 0, 4503600441098240, 13651812062102016, 13651812095656480,
    83024000144862382626, 233480256496056179250, 233480291680428268082, 233480293879451523634,
    233480293879451523634,
)

DECISIONS = {
    0: (('draw_provisions', True, (None,)), ('claim', False, (('palmyra/kirtland', 'palmyra/kirtland:2', 'palmyra/chicago', 'kirtland/chicago', 'kirtland/chicago:2', 'chicago/la-crosse', 'chicago/la-crosse:2', 'chicago/nauvoo', 'chicago/nauvoo:2', 'chicago/springfield', 'la-crosse/nauvoo', 'la-crosse/nauvoo:2', 'la-crosse/mount-pisgah', 'springfield/nauvoo', 'springfield/st-louis', 'nauvoo/carthage', 'carthage/st-louis', 'nauvoo/st-louis', 'nauvoo/independence', 'nauvoo/garden-grove', 'st-louis/independence', 'st-louis/independence:2', 'independence/far-west', 'independence/liberty', 'far-west/liberty', 'far-west/garden-grove', 'garden-grove/mount-pisgah', 'mount-pisgah/kanesville', 'kanesville/winter-quarters', 'kanesville/winter-quarters:2', 'liberty/kanesville', 'independence/fort-kearny', 'winter-quarters/fort-kearny', 'winter-quarters/fort-kearny:2', 'winter-quarters/chimney-rock', 'fort-kearny/chimney-rock', 'fort-kearny/fort-laramie', 'fort-kearny/fort-laramie:2', 'chimney-rock/fort-laramie', 'fort-laramie/independence-rock', 'fort-laramie/independence-rock:2', 'fort-laramie/south-pass', 'independence-rock/south-pass', 'south-pass/fort-bridger', 'south-pass/fort-bridger:2', 'south-pass/fort-hall', 'fort-bridger/echo-canyon', 'echo-canyon/salt-lake-city', 'echo-canyon/salt-lake-city:2', 'fort-bridger/ogden', 'fort-hall/ogden', 'ogden/salt-lake-city', 'ogden/salt-lake-city:2', 'salt-lake-city/provo', 'salt-lake-city/provo:2', 'salt-lake-city/st-george', 'provo/manti', 'manti/fillmore', 'provo/fillmore', 'provo/fillmore:2', 'fillmore/cedar-city', 'manti/cedar-city', 'cedar-city/st-george', 'st-louis/far-west', 'liberty/fort-kearny', 'kanesville/fort-kearny', 'fort-hall/salt-lake-city', 'independence-rock/fort-bridger', 'springfield/carthage'), ('purple', 'blue', 'yellow', 'orange', 'brown', 'red', 'green'))), ('draw_treks', False, ())),
}

COUNTED_STEPS = frozenset({0})

TALLIED_STEPS = frozenset({0})

ASKS = True

ROUTES_ENDS = (
    (0, 1, 4), (0, 1, 4), (0, 2, 6), (1, 2, 5), (1, 2, 5), (2, 3, 3), (2, 3, 3), (2, 5, 4), (2, 5, 4),
    (2, 4, 2), (3, 5, 4), (3, 5, 4), (3, 12, 5), (4, 5, 2), (4, 7, 2), (5, 6, 1), (6, 7, 3), (5, 7, 3),
    (5, 8, 5), (5, 11, 3), (7, 8, 4), (7, 8, 4), (8, 9, 1), (8, 10, 1), (9, 10, 1), (9, 11, 3), (11, 12, 1),
    (12, 13, 3), (13, 14, 1), (13, 14, 1), (10, 13, 4), (8, 15, 6), (14, 15, 4), (14, 15, 4), (14, 16, 7),
    (15, 16, 5), (15, 17, 6), (15, 17, 6), (16, 17, 2), (17, 18, 4), (17, 18, 4), (17, 19, 7), (18, 19, 3),
    (19, 20, 4), (19, 20, 4), (19, 23, 6), (20, 21, 2), (21, 24, 2), (21, 24, 2), (20, 22, 3), (23, 22, 4),
    (22, 24, 1), (22, 24, 1), (24, 25, 2), (24, 25, 2), (24, 29, 2), (25, 26, 3), (26, 27, 2), (25, 27, 5),
    (25, 27, 5), (27, 28, 4), (26, 28, 5), (28, 29, 1), (7, 9, 4), (10, 15, 5), (13, 15, 5), (23, 24, 4),
    (18, 20, 5), (4, 6, 2),
)

TREKS_ORIGIN_BY_ID = {
    'long-01': 0, 'long-02': 1, 'long-03': 5, 'long-04': 2, 'long-05': 7, 'long-06': 8, 'short-01': 6,
    'short-02': 9, 'short-03': 15, 'short-04': 13, 'short-05': 3, 'short-06': 10, 'short-07': 25,
    'short-08': 7, 'short-09': 16, 'short-10': 15, 'short-11': 3, 'short-12': 5, 'short-13': 19,
    'short-14': 7, 'short-15': 2, 'short-16': 20, 'short-17': 23, 'short-18': 3, 'short-19': 24,
    'short-20': 4, 'short-21': 2, 'short-22': 13, 'short-23': 12, 'short-24': 19, 'short-25': 2,
    'short-26': 20, 'short-27': 1, 'short-28': 3, 'short-29': 4, 'short-30': 15, 'short-31': 1,
    'short-32': 19, 'short-33': 7, 'short-34': 20, 'short-35': 12, 'short-36': 19, 'short-37': 9,
    'short-38': 1, 'short-39': 16, 'short-40': 17, 'short-41': 1, 'short-42': 10, 'short-43': 19,
    'short-44': 11, 'short-45': 1,
}

TREKS_DESTINATION_BY_ID = {
    'long-01': 24, 'long-02': 29, 'long-03': 24, 'long-04': 25, 'long-05': 22, 'long-06': 23, 'short-01': 12,
    'short-02': 13, 'short-03': 16, 'short-04': 15, 'short-05': 12, 'short-06': 14, 'short-07': 27,
    'short-08': 9, 'short-09': 18, 'short-10': 17, 'short-11': 11, 'short-12': 10, 'short-13': 23,
    'short-14': 11, 'short-15': 11, 'short-16': 28, 'short-17': 29, 'short-18': 7, 'short-19': 27,
    'short-20': 10, 'short-21': 8, 'short-22': 16, 'short-23': 15, 'short-24': 24, 'short-25': 10,
    'short-26': 26, 'short-27': 5, 'short-28': 8, 'short-29': 13, 'short-30': 18, 'short-31': 6,
    'short-32': 25, 'short-33': 15, 'short-34': 27, 'short-35': 16, 'short-36': 28, 'short-37': 16,
    'short-38': 11, 'short-39': 20, 'short-40': 21, 'short-41': 8, 'short-42': 17, 'short-43': 26,
    'short-44': 17, 'short-45': 9,
}

TREKS_POINTS_BY_ID = {
    'long-01': 22, 'long-02': 22, 'long-03': 20, 'long-04': 21, 'long-05': 19, 'long-06': 19, 'short-01': 5,
    'short-02': 5, 'short-03': 5, 'short-04': 5, 'short-05': 5, 'short-06': 5, 'short-07': 5, 'short-08': 5,
    'short-09': 6, 'short-10': 6, 'short-11': 6, 'short-12': 6, 'short-13': 6, 'short-14': 6, 'short-15': 7,
    'short-16': 7, 'short-17': 7, 'short-18': 7, 'short-19': 7, 'short-20': 7, 'short-21': 8, 'short-22': 8,
    'short-23': 8, 'short-24': 8, 'short-25': 9, 'short-26': 9, 'short-27': 9, 'short-28': 9, 'short-29': 9,
    'short-30': 10, 'short-31': 10, 'short-32': 10, 'short-33': 10, 'short-34': 11, 'short-35': 11,
    'short-36': 11, 'short-37': 12, 'short-38': 12, 'short-39': 13, 'short-40': 13, 'short-41': 13,
    'short-42': 13, 'short-43': 13, 'short-44': 14, 'short-45': 14,
}

KEPT_TREKS_SUMS = {}

PROVISION_DECK_START = (
    'purple', 'purple', 'purple', 'purple', 'purple', 'purple', 'purple', 'purple', 'purple', 'purple',
    'purple', 'purple', 'blue', 'blue', 'blue', 'blue', 'blue', 'blue', 'blue', 'blue', 'blue', 'blue',
    'blue', 'blue', 'yellow', 'yellow', 'yellow', 'yellow', 'yellow', 'yellow', 'yellow', 'yellow', 'yellow',
    'yellow', 'yellow', 'yellow', 'orange', 'orange', 'orange', 'orange', 'orange', 'orange', 'orange',
    'orange', 'orange', 'orange', 'orange', 'orange', 'brown', 'brown', 'brown', 'brown', 'brown', 'brown',
    'brown', 'brown', 'brown', 'brown', 'brown', 'brown', 'red', 'red', 'red', 'red', 'red', 'red', 'red',
    'red', 'red', 'red', 'red', 'red', 'green', 'green', 'green', 'green', 'green', 'green', 'green', 'green',
    'green', 'green', 'green', 'green', 'wild', 'wild', 'wild', 'wild', 'wild', 'wild', 'wild', 'wild',
    'wild', 'wild', 'wild', 'wild', 'wild', 'wild',
)

TREK_DECK_START = (
    'long-01', 'long-02', 'long-03', 'long-04', 'long-05', 'long-06', 'short-01', 'short-02', 'short-03',
    'short-04', 'short-05', 'short-06', 'short-07', 'short-08', 'short-09', 'short-10', 'short-11',
    'short-12', 'short-13', 'short-14', 'short-15', 'short-16', 'short-17', 'short-18', 'short-19',
    'short-20', 'short-21', 'short-22', 'short-23', 'short-24', 'short-25', 'short-26', 'short-27',
    'short-28', 'short-29', 'short-30', 'short-31', 'short-32', 'short-33', 'short-34', 'short-35',
    'short-36', 'short-37', 'short-38', 'short-39', 'short-40', 'short-41', 'short-42', 'short-43',
    'short-44', 'short-45',
)

TREKS_KIND = (
    'long', 'long', 'long', 'long', 'long', 'long', 'short', 'short', 'short', 'short', 'short', 'short',
    'short', 'short', 'short', 'short', 'short', 'short', 'short', 'short', 'short', 'short', 'short',
    'short', 'short', 'short', 'short', 'short', 'short', 'short', 'short', 'short', 'short', 'short',
    'short', 'short', 'short', 'short', 'short', 'short', 'short', 'short', 'short', 'short', 'short',
    'short', 'short', 'short', 'short', 'short', 'short',
)

JUDGED_UNREAD = (('global', 'long_trek_deck'), ('global', 'trek_deck'))


class Player:
    """A player's fields, lowered: numbers and flags, ids of a table as their row number, sets of ids as bit masks, maps keyed by a table as lists."""
    __slots__ = (
        'seat', 'hand', 'hand_counts', 'kept_treks', 'offered', 'wagons', 'temples_left', 'temples',
        'claimed', 'points', 'took_face_up_wild',
    )


class State:
    """The shared fields, lowered, the players and the flow of the game being played."""
    __slots__ = (
        'provision_deck', 'face_up', 'discards', 'trek_deck', 'long_trek_deck', 'short_trek_deck',
        'boxed_treks', 'claimed_routes', 'players', 'moves', 'readable', 'rnd', 'phase', 'ended_by', 'picks',
        'turn', 'round', 'lead', 'first_player', 'step', 'turn_moves', 'passes', 'idle_turns', 'max_moves',
        'end_requested', 'decision_moves', 'final_turns', 'decision_arguments', 'turn_resets_due',
        'decision_count', 'decision_kept', 'shared_piles',
    )


def lower_state(state):
    """The lowered copy of a readable state (runtime/state.py GameState): taken once, at the start."""
    s = State()
    s.shared_piles = None
    g = state.g
    s.provision_deck = g.provision_deck
    s.face_up = g.face_up
    s.discards = g.discards
    s.trek_deck = g.trek_deck
    s.long_trek_deck = g.long_trek_deck
    s.short_trek_deck = g.short_trek_deck
    s.boxed_treks = g.boxed_treks
    mask = 0
    for key in g.claimed_routes:
        mask |= 1 << ROUTES_NUMBERS[key]
    s.claimed_routes = mask
    s.players = []
    for q in state.players:
        p = Player()
        p.seat = q.seat
        p.hand = q.hand
        p.hand_counts = pile_counts(p.hand, PROVISIONS_NUMBERS, 8)
        p.kept_treks = q.kept_treks
        p.offered = q.offered
        p.wagons = q.wagons
        p.temples_left = q.temples_left
        mask = 0
        for key in q.temples:
            mask |= 1 << LOCATIONS_NUMBERS[key]
        p.temples = mask
        mask = 0
        for key in q.claimed:
            mask |= 1 << ROUTES_NUMBERS[key]
        p.claimed = mask
        p.points = q.points
        p.took_face_up_wild = q.took_face_up_wild
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
    s.final_turns = -1 if state.final_turns is None else state.final_turns
    s.decision_arguments = []
    s.decision_count = 0
    s.decision_kept = None
    s.turn_resets_due = True
    return s


def raise_state(state, s):
    """Write the lowered state back into the readable one: at the end, before an observer looks, and before a rules error is raised."""
    g = state.g
    g.provision_deck = s.provision_deck
    g.face_up = s.face_up
    g.discards = s.discards
    g.trek_deck = s.trek_deck
    g.long_trek_deck = s.long_trek_deck
    g.short_trek_deck = s.short_trek_deck
    g.boxed_treks = s.boxed_treks
    entries = set()
    bits = s.claimed_routes
    while bits:
        low = bits & -bits
        entries.add(ROUTES_IDS[low.bit_length() - 1])
        bits ^= low
    g.claimed_routes = entries
    for seat in range(len(s.players)):
        p = s.players[seat]
        q = state.players[seat]
        q.hand = p.hand
        q.kept_treks = p.kept_treks
        q.offered = p.offered
        q.wagons = p.wagons
        q.temples_left = p.temples_left
        entries = set()
        bits = p.temples
        while bits:
            low = bits & -bits
            entries.add(LOCATIONS_IDS[low.bit_length() - 1])
            bits ^= low
        q.temples = entries
        entries = set()
        bits = p.claimed
        while bits:
            low = bits & -bits
            entries.add(ROUTES_IDS[low.bit_length() - 1])
            bits ^= low
        q.claimed = entries
        q.points = p.points
        q.took_face_up_wild = True if p.took_face_up_wild else False
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
    state.final_turns = None if s.final_turns < 0 else s.final_turns


def end_turn(s):
    """Close the turn player's turn: the end trigger, the game's end, a table where no one can act; pass the turn (GameState.end_turn)."""
    n = len(s.players)
    p = s.players[s.turn]
    s.idle_turns = 0 if s.turn_moves else s.idle_turns + 1
    if s.final_turns >= 0:
        s.final_turns -= 1
        if s.final_turns <= 0:
            # finish, written in place
            s.phase = 'over'
            s.ended_by = 'end trigger'
            return
    elif p.wagons <= 2:
        s.final_turns = n
    if s.idle_turns >= n:
        # finish, written in place
        s.phase = 'over'
        s.ended_by = 'nobody can act'
        return
    s.step = 0
    s.turn_moves = 0
    s.passes = 0
    following = (s.turn + 1) % n
    if following == s.lead:
        # new_round, written in place
        if s.round >= MAX_ROUNDS:
            raise_state(s.readable, s)
            s.readable.check_round_limit()
        s.round += 1
        s.lead = s.first_player
        following = s.lead
    s.turn = following
    # start_turn, written in place
    if s.turn_resets_due:
        s.turn_resets_due = False
        for p_2 in s.players:
            p_2.took_face_up_wild = False


def do_draw_provisions(s, p, agent_random, auto_single, first):
    """Draw 2 provision cards from the deck or the face-up row (3 with Temple Blessing #3); only one face-up wild a turn. (definitions/trek-to-zion/game.yaml:197)"""
    if s.shared_piles is not None and s.shared_piles & 78:
        # a judged clone's piles this may change, made its own first (discards, face_up, hand, provision_deck): owned_on_write.py
        if s.shared_piles & 2:
            s.discards = s.discards.copy()
        if s.shared_piles & 4:
            s.face_up = s.face_up.copy()
        if s.shared_piles & 8:
            for holder in s.players:
                holder.hand = holder.hand.copy()
        if s.shared_piles & 64:
            s.provision_deck = s.provision_deck.copy()
        s.shared_piles &= 177
    # take_provision, written in place
    # refill_deck, written in place
    if len(s.provision_deck) == 0:
        draw(s.readable, s.discards, s.provision_deck, len(s.discards))
        shuffle(s.readable, s.provision_deck)
    if first == 'deck':
        if s.provision_deck:
            p.hand.append(s.provision_deck.pop())
            p.hand_counts[PROVISIONS_NUMBERS[p.hand[-1]]] += 1
    else:
        p.hand_counts[PROVISIONS_NUMBERS[first]] += 1
        masks.list_remove(s.face_up, first)
        p.hand.append(first)
        if first == 'wild':
            p.took_face_up_wild = True
            s.turn_resets_due = True
        # refill_deck, written in place
        if len(s.provision_deck) == 0:
            draw(s.readable, s.discards, s.provision_deck, len(s.discards))
            shuffle(s.readable, s.provision_deck)
        if s.provision_deck:
            s.face_up.append(s.provision_deck.pop())
    options_second = [*(('deck',) if len(s.provision_deck) + len(s.discards) > 0 else ()), *(masks.distinct_keys(s.face_up) if not p.took_face_up_wild else masks.distinct_keys([c for c in s.face_up if c != 'wild']))]
    if not options_second:
        return
    # the move before this choice, counted as settle_choices counts it
    s.turn_moves += 1
    if s.turn_moves > s.max_moves:
        # too_many_moves, written in place
        seat = p.seat
        raise_state(s.readable, s)
        s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
    second = options_second[0] if auto_single and len(options_second) == 1 else options_second[int(agent_random.random() * len(options_second))]
    # take_provision, written in place
    # refill_deck, written in place
    if len(s.provision_deck) == 0:
        draw(s.readable, s.discards, s.provision_deck, len(s.discards))
        shuffle(s.readable, s.provision_deck)
    if second == 'deck':
        if s.provision_deck:
            p.hand.append(s.provision_deck.pop())
            p.hand_counts[PROVISIONS_NUMBERS[p.hand[-1]]] += 1
    else:
        p.hand_counts[PROVISIONS_NUMBERS[second]] += 1
        masks.list_remove(s.face_up, second)
        p.hand.append(second)
        if second == 'wild':
            p.took_face_up_wild = True
            s.turn_resets_due = True
        # refill_deck, written in place
        if len(s.provision_deck) == 0:
            draw(s.readable, s.discards, s.provision_deck, len(s.discards))
            shuffle(s.readable, s.provision_deck)
        if s.provision_deck:
            s.face_up.append(s.provision_deck.pop())
    options_third = [*(('deck',) if len(s.provision_deck) + len(s.discards) > 0 else ()), *(masks.distinct_keys(s.face_up) if not p.took_face_up_wild else masks.distinct_keys([c for c in s.face_up if c != 'wild']))] if (3 if 3 - p.temples_left >= 3 else 2) >= 3 else ()
    if not options_third:
        return
    # the move before this choice, counted as settle_choices counts it
    s.turn_moves += 1
    if s.turn_moves > s.max_moves:
        # too_many_moves, written in place
        seat = p.seat
        raise_state(s.readable, s)
        s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
    third = options_third[0] if auto_single and len(options_third) == 1 else options_third[int(agent_random.random() * len(options_third))]
    # take_provision, written in place
    # refill_deck, written in place
    if len(s.provision_deck) == 0:
        draw(s.readable, s.discards, s.provision_deck, len(s.discards))
        shuffle(s.readable, s.provision_deck)
    if third == 'deck':
        if s.provision_deck:
            p.hand.append(s.provision_deck.pop())
            p.hand_counts[PROVISIONS_NUMBERS[p.hand[-1]]] += 1
    else:
        p.hand_counts[PROVISIONS_NUMBERS[third]] += 1
        masks.list_remove(s.face_up, third)
        p.hand.append(third)
        if third == 'wild':
            p.took_face_up_wild = True
            s.turn_resets_due = True
        # refill_deck, written in place
        if len(s.provision_deck) == 0:
            draw(s.readable, s.discards, s.provision_deck, len(s.discards))
            shuffle(s.readable, s.provision_deck)
        if s.provision_deck:
            s.face_up.append(s.provision_deck.pop())


def pay_for_trail(s, p, agent_random, auto_single, route, colour):
    """Cards of the chosen colour first, then wilds, then (Temple Blessing #1) a set of three matching cards of another colour for each card still missing, the player choosing each set. (definitions/trek-to-zion/game.yaml:155)"""
    if s.shared_piles is not None and s.shared_piles & 10:
        # a judged clone's piles this may change, made its own first (discards, hand): owned_on_write.py
        if s.shared_piles & 2:
            s.discards = s.discards.copy()
        if s.shared_piles & 8:
            for holder in s.players:
                holder.hand = holder.hand.copy()
        s.shared_piles &= 245
    need = ROUTES_LENGTH[route] - 1 if 3 - p.temples_left >= 2 and ROUTES_LENGTH[route] > 4 else ROUTES_LENGTH[route]
    own = p.hand_counts[colour]
    if own >= need:
        own = need
    # discard_cards, written in place
    colour_2 = COLOURS_IDS[colour]
    if own < 0 or own > 100000:
        repeat_count(own)
    for _2 in range(own):
        p.hand_counts[PROVISIONS_NUMBERS[colour_2]] -= 1
        masks.list_remove(p.hand, colour_2)
        s.discards.append(colour_2)
    wilds = p.hand_counts[7]
    if wilds >= need - own:
        wilds = need - own
    # discard_cards, written in place
    if wilds < 0 or wilds > 100000:
        repeat_count(wilds)
    for _2 in range(wilds):
        p.hand_counts[PROVISIONS_NUMBERS['wild']] -= 1
        masks.list_remove(p.hand, 'wild')
        s.discards.append('wild')
    repeat_times = need - own - wilds
    if repeat_times < 0 or repeat_times > 100000:
        repeat_count(repeat_times)
    for _ in range(repeat_times):
        options_triple = [c for c in range(7) if c != colour and p.hand_counts[c] >= 3]
        if not options_triple:
            return
        # the move before this choice, counted as settle_choices counts it
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            seat = p.seat
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        triple = options_triple[0] if auto_single and len(options_triple) == 1 else options_triple[int(agent_random.random() * len(options_triple))]
        # discard_cards, written in place
        colour_2 = COLOURS_IDS[triple]
        for _2 in range(3):
            p.hand_counts[PROVISIONS_NUMBERS[colour_2]] -= 1
            masks.list_remove(p.hand, colour_2)
            s.discards.append(colour_2)


def do_claim(s, p, agent_random, auto_single, route, colour):
    """Claim one open trail: its length in cards of its colour (gray: any one colour; wilds substitute), one wagon per space. (definitions/trek-to-zion/game.yaml:206)"""
    pay_for_trail(s, p, agent_random, auto_single, route, colour)
    clamped = p.wagons - ROUTES_LENGTH[route]
    if clamped < 0:
        clamped = 0
    p.wagons = clamped
    p.claimed |= ROUTES_BITS[route]
    s.claimed_routes |= ROUTES_BITS[route]
    p.points += trail_points(ROUTES_LENGTH[route])
    options_temple = [*masks.distinct_keys([LOCATIONS_IDS[site] for site in (ROUTES_FROM[route], ROUTES_TO[route]) if masks.mask_count(p.claimed & ROUTES_AT_LOCATIONS[site]) == 3 and not p.temples & 1 << site != 0 and p.temples_left > 0]), 'no_temple']
    if not options_temple:
        return
    # the move before this choice, counted as settle_choices counts it
    s.turn_moves += 1
    if s.turn_moves > s.max_moves:
        # too_many_moves, written in place
        seat = p.seat
        raise_state(s.readable, s)
        s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
    temple = options_temple[0] if auto_single and len(options_temple) == 1 else options_temple[int(agent_random.random() * len(options_temple))]
    if temple != 'no_temple':
        p.temples |= 1 << LOCATIONS_NUMBERS[temple]
        clamped = p.temples_left - 1
        if clamped < 0:
            clamped = 0
        p.temples_left = clamped


def do_draw_treks(s, p, agent_random, auto_single):
    """Draw 3 more short trek cards and keep at least one. (definitions/trek-to-zion/game.yaml:223)"""
    if s.shared_piles is not None and s.shared_piles & 177:
        # a judged clone's piles this may change, made its own first (boxed_treks, kept_treks, offered, short_trek_deck): owned_on_write.py
        if s.shared_piles & 1:
            s.boxed_treks = s.boxed_treks.copy()
        if s.shared_piles & 16:
            for holder in s.players:
                holder.kept_treks = holder.kept_treks.copy()
        if s.shared_piles & 32:
            for holder in s.players:
                holder.offered = holder.offered.copy()
        if s.shared_piles & 128:
            s.short_trek_deck = s.short_trek_deck.copy()
        s.shared_piles &= 78
    draw(s.readable, s.short_trek_deck, p.offered, 3)
    options_kept = subsets(p.offered, 1)
    if not options_kept:
        return
    # the move before this choice, counted as settle_choices counts it
    s.turn_moves += 1
    if s.turn_moves > s.max_moves:
        # too_many_moves, written in place
        seat = p.seat
        raise_state(s.readable, s)
        s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
    kept = options_kept[0] if auto_single and len(options_kept) == 1 else options_kept[int(agent_random.random() * len(options_kept))]
    for t in kept:
        masks.list_remove(p.offered, t)
        p.kept_treks.append(t)
    draw(s.readable, p.offered, s.boxed_treks, len(p.offered))


def claim_at(k, each_1, route_half, my_blessings, route_open):
    """The move of claim numbered k among those the listing counts (from 0, in the order it would have listed them: tally.py), where the draw falls on one: the random playout and the agents' draw call it."""
    route_any = 0
    colour_value = each_1[0]
    if colour_value > 0:
        route_any |= CLAIM_COLOUR_PASSING[route_half + (colour_value if colour_value < 8 else 8)]
    colour_value = each_1[1]
    if colour_value > 0:
        route_any |= CLAIM_COLOUR_PASSING[route_half + (9 + (colour_value if colour_value < 8 else 8))]
    colour_value = each_1[2]
    if colour_value > 0:
        route_any |= CLAIM_COLOUR_PASSING[route_half + (18 + (colour_value if colour_value < 8 else 8))]
    colour_value = each_1[3]
    if colour_value > 0:
        route_any |= CLAIM_COLOUR_PASSING[route_half + (27 + (colour_value if colour_value < 8 else 8))]
    colour_value = each_1[4]
    if colour_value > 0:
        route_any |= CLAIM_COLOUR_PASSING[route_half + (36 + (colour_value if colour_value < 8 else 8))]
    colour_value = each_1[5]
    if colour_value > 0:
        route_any |= CLAIM_COLOUR_PASSING[route_half + (45 + (colour_value if colour_value < 8 else 8))]
    colour_value = each_1[6]
    if colour_value > 0:
        route_any |= CLAIM_COLOUR_PASSING[route_half + (54 + (colour_value if colour_value < 8 else 8))]
    route_shift = 0 if my_blessings >= 2 else 69
    colour_ranked = sorted(each_1)
    route_walk = route_open & route_any
    while route_walk:
        route_low = route_walk & -route_walk
        route = masks.bit_length(route_low) - 1
        route_walk ^= route_low
        colour_only = CLAIM_COLOUR_BY_ROUTE_ONLY[route]
        if colour_only >= 0:
            claim_here = 1
        else:
            claim_here = 7 - bisect_left(colour_ranked, CLAIM_ROUTE_COMPARED[route + route_shift])
        if k < claim_here:
            break
        k -= claim_here
    for colour in CLAIM_COLOUR_BY_ROUTE[route]:
        if each_1[colour] >= (ROUTES_LENGTH[route] - 1 if my_blessings >= 2 and ROUTES_LENGTH[route] > 4 else ROUTES_LENGTH[route]):
            if k == 0:
                break
            k -= 1
    move = 1 + 3 * (route + 69 * colour)
    return move


def round_turn_play(state, s, randoms, observe):
    """Every pick of the round step turn, drawn as a random agent draws."""
    n = len(s.players)
    seat = s.turn
    p = s.players[seat]
    s.picks = None
    # the legal moves of turn: the number of each action allowed
    my_can_draw = len(s.provision_deck) + len(s.discards) > 0
    my_blessings = 3 - p.temples_left
    (hand_counts_0, hand_counts_1, hand_counts_2, hand_counts_3, hand_counts_4, hand_counts_5, hand_counts_6, hand_counts_7) = p.hand_counts
    if my_blessings >= 1:
        sum_1 = hand_counts_0 // 3 + hand_counts_1 // 3 + hand_counts_2 // 3 + hand_counts_3 // 3 + hand_counts_4 // 3 + hand_counts_5 // 3 + hand_counts_6 // 3
        each_1_0 = hand_counts_0 + hand_counts_7 + (sum_1 - hand_counts_0 // 3)
        each_1_1 = hand_counts_1 + hand_counts_7 + (sum_1 - hand_counts_1 // 3)
        each_1_2 = hand_counts_2 + hand_counts_7 + (sum_1 - hand_counts_2 // 3)
        each_1_3 = hand_counts_3 + hand_counts_7 + (sum_1 - hand_counts_3 // 3)
        each_1_4 = hand_counts_4 + hand_counts_7 + (sum_1 - hand_counts_4 // 3)
        each_1_5 = hand_counts_5 + hand_counts_7 + (sum_1 - hand_counts_5 // 3)
        each_1_6 = hand_counts_6 + hand_counts_7 + (sum_1 - hand_counts_6 // 3)
        each_1 = (each_1_0, each_1_1, each_1_2, each_1_3, each_1_4, each_1_5, each_1_6)
    else:
        each_1_0 = hand_counts_0 + hand_counts_7
        each_1_1 = hand_counts_1 + hand_counts_7
        each_1_2 = hand_counts_2 + hand_counts_7
        each_1_3 = hand_counts_3 + hand_counts_7
        each_1_4 = hand_counts_4 + hand_counts_7
        each_1_5 = hand_counts_5 + hand_counts_7
        each_1_6 = hand_counts_6 + hand_counts_7
        each_1 = (each_1_0, each_1_1, each_1_2, each_1_3, each_1_4, each_1_5, each_1_6)
    moves = s.moves
    moves.clear()
    first_values = [*(('deck',) if my_can_draw else ()), *(masks.distinct_keys(s.face_up) if not p.took_face_up_wild else masks.distinct_keys([c for c in s.face_up if c != 'wild']))]
    moves.extend(range(0, 3 * len(first_values), 3))
    claim_before = len(moves)
    claim_count = 0
    route_half = 0 if my_blessings >= 2 else 63
    route_known = CLAIM_ROUTE_REST.get(p.claimed & CLAIM_ROUTE_READ)
    if route_known is None:
        if len(CLAIM_ROUTE_REST) >= 4096:
            CLAIM_ROUTE_REST.clear()
        route_touched = 0
        for route_read in mask_ids(p.claimed & CLAIM_ROUTE_READ):
            route_touched |= CLAIM_ROUTE_TOUCHED[route_read]
        route_rest = CLAIM_ROUTE_REST_NONE | route_touched
        for route in mask_ids(route_touched):
            if not (ROUTES_PAIR[route] == -1 or not (ROUTES_PAIR[route] >= 0 and p.claimed & ROUTES_BITS[ROUTES_PAIR[route]] != 0)):
                route_rest ^= ROUTES_BITS[route]
        CLAIM_ROUTE_REST[p.claimed & CLAIM_ROUTE_READ] = route_rest
    else:
        route_rest = route_known
    route_open = (CLAIM_ROUTE_ALL ^ s.claimed_routes) & CLAIM_ROUTE_BY_WAGONS[0 if p.wagons < 0 else p.wagons if p.wagons < 8 else 8] & route_rest
    if each_1_0 > 0:
        claim_count += masks.mask_count(route_open & CLAIM_COLOUR_PASSING[route_half + (each_1_0 if each_1_0 < 8 else 8)])
    if each_1_1 > 0:
        claim_count += masks.mask_count(route_open & CLAIM_COLOUR_PASSING[route_half + (9 + (each_1_1 if each_1_1 < 8 else 8))])
    if each_1_2 > 0:
        claim_count += masks.mask_count(route_open & CLAIM_COLOUR_PASSING[route_half + (18 + (each_1_2 if each_1_2 < 8 else 8))])
    if each_1_3 > 0:
        claim_count += masks.mask_count(route_open & CLAIM_COLOUR_PASSING[route_half + (27 + (each_1_3 if each_1_3 < 8 else 8))])
    if each_1_4 > 0:
        claim_count += masks.mask_count(route_open & CLAIM_COLOUR_PASSING[route_half + (36 + (each_1_4 if each_1_4 < 8 else 8))])
    if each_1_5 > 0:
        claim_count += masks.mask_count(route_open & CLAIM_COLOUR_PASSING[route_half + (45 + (each_1_5 if each_1_5 < 8 else 8))])
    if each_1_6 > 0:
        claim_count += masks.mask_count(route_open & CLAIM_COLOUR_PASSING[route_half + (54 + (each_1_6 if each_1_6 < 8 else 8))])
    if len(s.short_trek_deck) > 0:
        moves.append(2)
    if not (moves or claim_count):
        return
    if observe is not None:
        s.picks = [0] * n
        s.picks[seat] = 1
        raise_state(state, s)
        observe(state)
    agent_random = randoms[seat]
    k = int(agent_random.random() * (len(moves) + claim_count))
    if k < claim_before:
        move = moves[k]
    elif k - claim_before >= claim_count:
        move = moves[k - claim_count]
    else:
        move = claim_at(k - claim_before, each_1, route_half, my_blessings, route_open)
    action = move % 3
    if action == 1:
        # do_claim, written in place
        agent_random_2 = randoms[seat]
        route_2 = move // 3 % 69
        colour_2 = move // 3 // 69
        pay_for_trail(s, p, agent_random_2, False, route_2, colour_2)
        clamped = p.wagons - ROUTES_LENGTH[route_2]
        if clamped < 0:
            clamped = 0
        p.wagons = clamped
        p.claimed |= ROUTES_BITS[route_2]
        s.claimed_routes |= ROUTES_BITS[route_2]
        p.points += trail_points(ROUTES_LENGTH[route_2])
        options_temple = [*masks.distinct_keys([LOCATIONS_IDS[site] for site in (ROUTES_FROM[route_2], ROUTES_TO[route_2]) if masks.mask_count(p.claimed & ROUTES_AT_LOCATIONS[site]) == 3 and not p.temples & 1 << site != 0 and p.temples_left > 0]), 'no_temple']
        if options_temple:
            # the move before this choice, counted as settle_choices counts it
            s.turn_moves += 1
            if s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                seat_2 = p.seat
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat_2, s.readable.steps()[s.step])
            temple = options_temple[int(agent_random_2.random() * len(options_temple))]
            if temple != 'no_temple':
                p.temples |= 1 << LOCATIONS_NUMBERS[temple]
                clamped = p.temples_left - 1
                if clamped < 0:
                    clamped = 0
                p.temples_left = clamped
    elif action == 0:
        do_draw_provisions(s, p, randoms[seat], False, first_values[move // 3])
    elif action == 2:
        # do_draw_treks, written in place
        agent_random_2 = randoms[seat]
        draw(s.readable, s.short_trek_deck, p.offered, 3)
        options_kept = subsets(p.offered, 1)
        if options_kept:
            # the move before this choice, counted as settle_choices counts it
            s.turn_moves += 1
            if s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                seat_2 = p.seat
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat_2, s.readable.steps()[s.step])
            kept = options_kept[int(agent_random_2.random() * len(options_kept))]
            for t in kept:
                masks.list_remove(p.offered, t)
                p.kept_treks.append(t)
            draw(s.readable, p.offered, s.boxed_treks, len(p.offered))
    s.turn_moves += 1
    if s.turn_moves > s.max_moves:
        # too_many_moves, written in place
        raise_state(s.readable, s)
        s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
    if s.end_requested:
        # the picks stay, as on the general path: none left
        s.picks = [0] * n
    else:
        s.picks = None


def clone(s):
    """A copy of the lowered state to play on (a move weighed, a world searched): its numbers, new lists for its maps, piles and picks, its players anew. It shares the readable state and the random stream, which the runtime sets."""
    c = State()
    c.shared_piles = None
    c.provision_deck = s.provision_deck.copy()
    c.face_up = s.face_up.copy()
    c.discards = s.discards.copy()
    c.trek_deck = s.trek_deck
    c.long_trek_deck = s.long_trek_deck
    c.short_trek_deck = s.short_trek_deck.copy()
    c.boxed_treks = s.boxed_treks.copy()
    c.claimed_routes = s.claimed_routes
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
    c.final_turns = s.final_turns
    c.decision_arguments = s.decision_arguments
    c.turn_resets_due = s.turn_resets_due
    c.decision_count = s.decision_count
    c.decision_kept = s.decision_kept
    c.moves = []
    c.players = []
    for p in s.players:
        q = Player()
        q.seat = p.seat
        q.hand = p.hand.copy()
        q.hand_counts = list(p.hand_counts)
        q.kept_treks = p.kept_treks.copy()
        q.offered = p.offered.copy()
        q.wagons = p.wagons
        q.temples_left = p.temples_left
        q.temples = p.temples
        q.claimed = p.claimed
        q.points = p.points
        q.took_face_up_wild = p.took_face_up_wild
        c.players.append(q)
    return c


def clone_judged(s):
    """`clone` for a world that is only judged after one move (greedy's look-ahead): the piles a move, the flow or the worth may change are shared until a function that changes one first copies it (boxed_treks, discards, face_up, hand, kept_treks, offered, provision_deck, short_trek_deck)."""
    c = State()
    c.shared_piles = 255
    c.provision_deck = s.provision_deck
    c.face_up = s.face_up
    c.discards = s.discards
    c.trek_deck = s.trek_deck
    c.long_trek_deck = s.long_trek_deck
    c.short_trek_deck = s.short_trek_deck
    c.boxed_treks = s.boxed_treks
    c.claimed_routes = s.claimed_routes
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
    c.final_turns = s.final_turns
    c.decision_arguments = s.decision_arguments
    c.turn_resets_due = s.turn_resets_due
    c.decision_count = s.decision_count
    c.decision_kept = s.decision_kept
    c.moves = []
    c.players = []
    for p in s.players:
        q = Player()
        q.seat = p.seat
        q.hand = p.hand
        q.hand_counts = list(p.hand_counts)
        q.kept_treks = p.kept_treks
        q.offered = p.offered
        q.wagons = p.wagons
        q.temples_left = p.temples_left
        q.temples = p.temples
        q.claimed = p.claimed
        q.points = p.points
        q.took_face_up_wild = p.took_face_up_wild
        c.players.append(q)
    return c


def round_turn_next(s):
    """Who decides next in the round step turn (GameState.next_pick), their legal moves in `s.decision_moves`; -1 when no one can, and the step is over."""
    n = len(s.players)
    if s.picks is None:
        picks = [0] * n
        picks[s.turn] = 1
        s.picks = picks
    picks = s.picks
    for seat in range(n):
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of turn: the number of each action allowed
            my_can_draw = len(s.provision_deck) + len(s.discards) > 0
            my_blessings = 3 - p.temples_left
            (hand_counts_0, hand_counts_1, hand_counts_2, hand_counts_3, hand_counts_4, hand_counts_5, hand_counts_6, hand_counts_7) = p.hand_counts
            if my_blessings >= 1:
                sum_1 = hand_counts_0 // 3 + hand_counts_1 // 3 + hand_counts_2 // 3 + hand_counts_3 // 3 + hand_counts_4 // 3 + hand_counts_5 // 3 + hand_counts_6 // 3
                each_1 = (hand_counts_0 + hand_counts_7 + (sum_1 - hand_counts_0 // 3), hand_counts_1 + hand_counts_7 + (sum_1 - hand_counts_1 // 3), hand_counts_2 + hand_counts_7 + (sum_1 - hand_counts_2 // 3), hand_counts_3 + hand_counts_7 + (sum_1 - hand_counts_3 // 3), hand_counts_4 + hand_counts_7 + (sum_1 - hand_counts_4 // 3), hand_counts_5 + hand_counts_7 + (sum_1 - hand_counts_5 // 3), hand_counts_6 + hand_counts_7 + (sum_1 - hand_counts_6 // 3))
            else:
                each_1 = (hand_counts_0 + hand_counts_7, hand_counts_1 + hand_counts_7, hand_counts_2 + hand_counts_7, hand_counts_3 + hand_counts_7, hand_counts_4 + hand_counts_7, hand_counts_5 + hand_counts_7, hand_counts_6 + hand_counts_7)
            moves = s.moves
            moves.clear()
            arguments = []
            for first in [*(('deck',) if my_can_draw else ()), *(masks.distinct_keys(s.face_up) if not p.took_face_up_wild else masks.distinct_keys([c for c in s.face_up if c != 'wild']))]:
                moves.append(0 + 3 * len(arguments))
                arguments.append((first,))
            route_known = CLAIM_ROUTE_REST.get(p.claimed & CLAIM_ROUTE_READ)
            if route_known is None:
                if len(CLAIM_ROUTE_REST) >= 4096:
                    CLAIM_ROUTE_REST.clear()
                route_touched = 0
                for route_read in mask_ids(p.claimed & CLAIM_ROUTE_READ):
                    route_touched |= CLAIM_ROUTE_TOUCHED[route_read]
                route_rest = CLAIM_ROUTE_REST_NONE | route_touched
                for route in mask_ids(route_touched):
                    if not (ROUTES_PAIR[route] == -1 or not (ROUTES_PAIR[route] >= 0 and p.claimed & ROUTES_BITS[ROUTES_PAIR[route]] != 0)):
                        route_rest ^= ROUTES_BITS[route]
                CLAIM_ROUTE_REST[p.claimed & CLAIM_ROUTE_READ] = route_rest
            else:
                route_rest = route_known
            route_open = (CLAIM_ROUTE_ALL ^ s.claimed_routes) & CLAIM_ROUTE_BY_WAGONS[0 if p.wagons < 0 else p.wagons if p.wagons < 8 else 8] & route_rest
            route_half = 0 if my_blessings >= 2 else 63
            route_any = 0
            colour_value = each_1[0]
            if colour_value > 0:
                route_any |= CLAIM_COLOUR_PASSING[route_half + (colour_value if colour_value < 8 else 8)]
            colour_value = each_1[1]
            if colour_value > 0:
                route_any |= CLAIM_COLOUR_PASSING[route_half + (9 + (colour_value if colour_value < 8 else 8))]
            colour_value = each_1[2]
            if colour_value > 0:
                route_any |= CLAIM_COLOUR_PASSING[route_half + (18 + (colour_value if colour_value < 8 else 8))]
            colour_value = each_1[3]
            if colour_value > 0:
                route_any |= CLAIM_COLOUR_PASSING[route_half + (27 + (colour_value if colour_value < 8 else 8))]
            colour_value = each_1[4]
            if colour_value > 0:
                route_any |= CLAIM_COLOUR_PASSING[route_half + (36 + (colour_value if colour_value < 8 else 8))]
            colour_value = each_1[5]
            if colour_value > 0:
                route_any |= CLAIM_COLOUR_PASSING[route_half + (45 + (colour_value if colour_value < 8 else 8))]
            colour_value = each_1[6]
            if colour_value > 0:
                route_any |= CLAIM_COLOUR_PASSING[route_half + (54 + (colour_value if colour_value < 8 else 8))]
            for route in mask_ids(route_open & route_any):
                route_bound = ROUTES_LENGTH[route] - 1 if my_blessings >= 2 and ROUTES_LENGTH[route] > 4 else ROUTES_LENGTH[route]
                for colour in CLAIM_COLOUR_BY_ROUTE[route]:
                    if each_1[colour] >= route_bound:
                        moves.append(1 + 3 * (route + 69 * colour))
            if len(s.short_trek_deck) > 0:
                moves.append(2)
            if moves:
                s.decision_arguments = arguments
                s.decision_moves = list(moves)
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def round_turn_count(s):
    """Who decides next in the round step turn (GameState.next_pick), their legal moves counted, their number in `s.decision_count`; -1 when no one can, and the step is over."""
    n = len(s.players)
    if s.picks is None:
        picks = [0] * n
        picks[s.turn] = 1
        s.picks = picks
    picks = s.picks
    for seat in range(n):
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of turn: the number of each action allowed
            my_can_draw = len(s.provision_deck) + len(s.discards) > 0
            my_blessings = 3 - p.temples_left
            (hand_counts_0, hand_counts_1, hand_counts_2, hand_counts_3, hand_counts_4, hand_counts_5, hand_counts_6, hand_counts_7) = p.hand_counts
            if my_blessings >= 1:
                sum_1 = hand_counts_0 // 3 + hand_counts_1 // 3 + hand_counts_2 // 3 + hand_counts_3 // 3 + hand_counts_4 // 3 + hand_counts_5 // 3 + hand_counts_6 // 3
                each_1_0 = hand_counts_0 + hand_counts_7 + (sum_1 - hand_counts_0 // 3)
                each_1_1 = hand_counts_1 + hand_counts_7 + (sum_1 - hand_counts_1 // 3)
                each_1_2 = hand_counts_2 + hand_counts_7 + (sum_1 - hand_counts_2 // 3)
                each_1_3 = hand_counts_3 + hand_counts_7 + (sum_1 - hand_counts_3 // 3)
                each_1_4 = hand_counts_4 + hand_counts_7 + (sum_1 - hand_counts_4 // 3)
                each_1_5 = hand_counts_5 + hand_counts_7 + (sum_1 - hand_counts_5 // 3)
                each_1_6 = hand_counts_6 + hand_counts_7 + (sum_1 - hand_counts_6 // 3)
                each_1 = (each_1_0, each_1_1, each_1_2, each_1_3, each_1_4, each_1_5, each_1_6)
            else:
                each_1_0 = hand_counts_0 + hand_counts_7
                each_1_1 = hand_counts_1 + hand_counts_7
                each_1_2 = hand_counts_2 + hand_counts_7
                each_1_3 = hand_counts_3 + hand_counts_7
                each_1_4 = hand_counts_4 + hand_counts_7
                each_1_5 = hand_counts_5 + hand_counts_7
                each_1_6 = hand_counts_6 + hand_counts_7
                each_1 = (each_1_0, each_1_1, each_1_2, each_1_3, each_1_4, each_1_5, each_1_6)
            moves = s.moves
            moves.clear()
            first_values = [*(('deck',) if my_can_draw else ()), *(masks.distinct_keys(s.face_up) if not p.took_face_up_wild else masks.distinct_keys([c for c in s.face_up if c != 'wild']))]
            moves.extend(range(0, 3 * len(first_values), 3))
            claim_before = len(moves)
            claim_count = 0
            route_half = 0 if my_blessings >= 2 else 63
            route_known = CLAIM_ROUTE_REST.get(p.claimed & CLAIM_ROUTE_READ)
            if route_known is None:
                if len(CLAIM_ROUTE_REST) >= 4096:
                    CLAIM_ROUTE_REST.clear()
                route_touched = 0
                for route_read in mask_ids(p.claimed & CLAIM_ROUTE_READ):
                    route_touched |= CLAIM_ROUTE_TOUCHED[route_read]
                route_rest = CLAIM_ROUTE_REST_NONE | route_touched
                for route in mask_ids(route_touched):
                    if not (ROUTES_PAIR[route] == -1 or not (ROUTES_PAIR[route] >= 0 and p.claimed & ROUTES_BITS[ROUTES_PAIR[route]] != 0)):
                        route_rest ^= ROUTES_BITS[route]
                CLAIM_ROUTE_REST[p.claimed & CLAIM_ROUTE_READ] = route_rest
            else:
                route_rest = route_known
            route_open = (CLAIM_ROUTE_ALL ^ s.claimed_routes) & CLAIM_ROUTE_BY_WAGONS[0 if p.wagons < 0 else p.wagons if p.wagons < 8 else 8] & route_rest
            if each_1_0 > 0:
                claim_count += masks.mask_count(route_open & CLAIM_COLOUR_PASSING[route_half + (each_1_0 if each_1_0 < 8 else 8)])
            if each_1_1 > 0:
                claim_count += masks.mask_count(route_open & CLAIM_COLOUR_PASSING[route_half + (9 + (each_1_1 if each_1_1 < 8 else 8))])
            if each_1_2 > 0:
                claim_count += masks.mask_count(route_open & CLAIM_COLOUR_PASSING[route_half + (18 + (each_1_2 if each_1_2 < 8 else 8))])
            if each_1_3 > 0:
                claim_count += masks.mask_count(route_open & CLAIM_COLOUR_PASSING[route_half + (27 + (each_1_3 if each_1_3 < 8 else 8))])
            if each_1_4 > 0:
                claim_count += masks.mask_count(route_open & CLAIM_COLOUR_PASSING[route_half + (36 + (each_1_4 if each_1_4 < 8 else 8))])
            if each_1_5 > 0:
                claim_count += masks.mask_count(route_open & CLAIM_COLOUR_PASSING[route_half + (45 + (each_1_5 if each_1_5 < 8 else 8))])
            if each_1_6 > 0:
                claim_count += masks.mask_count(route_open & CLAIM_COLOUR_PASSING[route_half + (54 + (each_1_6 if each_1_6 < 8 else 8))])
            if len(s.short_trek_deck) > 0:
                moves.append(2)
            if moves or claim_count:
                s.decision_count = len(moves) + claim_count
                s.decision_kept = [my_blessings, each_1, first_values, claim_before, claim_count, route_half, route_open]
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
            if counted:
                seat = round_turn_count(s)
            else:
                seat = round_turn_next(s)
            if seat >= 0:
                return seat
        else:
            end_turn(s)
            continue
        s.step += 1
    return -1


def total_score_sum(p, claimed_joined):
    """The sum() of a generator in total_score, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for t in p.kept_treks:
        total += TREKS_POINTS_BY_ID[t] if claimed_joined[TREKS_ORIGIN_BY_ID[t]] == claimed_joined[TREKS_DESTINATION_BY_ID[t]] else -TREKS_POINTS_BY_ID[t]
    return total


def total_score_max(s):
    """The max() of a generator in total_score, as a loop (natively a C loop, not a generator object)."""
    best = 0
    found = False
    for q in s.players:
        value = network_longest_grown(q.claimed, ROUTES_ENDS)
        if not found or value > best:
            best = value
            found = True
    return best


def total_score(s, p):
    """The player's score: rules.py's scoring rules over the lowered state."""
    claimed_joined = network_joined_grown(p.claimed, ROUTES_ENDS)
    claimed_longest = network_longest_grown(p.claimed, ROUTES_ENDS)
    kept_treks_key = (p.claimed, tuple(p.kept_treks))
    kept_treks_sum = KEPT_TREKS_SUMS.get(kept_treks_key)
    if kept_treks_sum is None:
        if len(KEPT_TREKS_SUMS) >= 4096:
            KEPT_TREKS_SUMS.clear()
        kept_treks_sum = total_score_sum(p, claimed_joined)
        KEPT_TREKS_SUMS[kept_treks_key] = kept_treks_sum
    return p.points + kept_treks_sum + (10 if claimed_longest > 0 and claimed_longest == total_score_max(s) else 0)


def is_eligible(s, p):
    """May this player win? (rules.py's victory `eligible`, over the lowered state)"""
    return True


def standing(s, p):
    """What a look-ahead agent weighs a world by (runtime/lookahead.py look_ahead_worth): the player's score plus its progress, and whether it may still win."""
    return (total_score(s, p), is_eligible(s, p))


def act(s, seat, move, randoms):
    """Take `move` (a number of `DECISIONS`, -1 a pass) for `seat` at the decision the flow stopped at (to_decision); the flow is not run on. A choice inside its effect is drawn with `randoms[seat]()`."""
    if s.step == 0:
        # round_turn_act, written in place
        p = s.players[seat]
        picks = s.picks
        arguments = s.decision_arguments
        action = move % 3
        if action == 1:
            do_claim(s, p, randoms[seat], False, move // 3 % 69, move // 3 // 69)
        elif action == 0:
            do_draw_provisions(s, p, randoms[seat], False, arguments[move // 3][0])
        elif action == 2:
            do_draw_treks(s, p, randoms[seat], False)
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        picks[seat] -= 1


def act_drawn(s, seat, r, randoms):
    """Take the move drawn `r` (in [0, 1)) at the decision `to_decision(s, randoms, True)` stopped at: the k-th of its moves, k = int(r * their number), counted in blocks or listed, as the random playout draws it."""
    if s.step == 0:
        # round_turn_drawn, written in place
        k = int(r * s.decision_count)
        p = s.players[seat]
        picks = s.picks
        moves = s.moves
        decision_kept = s.decision_kept
        my_blessings = decision_kept[0]
        each_1 = decision_kept[1]
        first_values = decision_kept[2]
        claim_before = decision_kept[3]
        claim_count = decision_kept[4]
        route_half = decision_kept[5]
        route_open = decision_kept[6]
        if k < claim_before:
            move = moves[k]
        elif k - claim_before >= claim_count:
            move = moves[k - claim_count]
        else:
            move = claim_at(k - claim_before, each_1, route_half, my_blessings, route_open)
        action = move % 3
        if action == 1:
            do_claim(s, p, randoms[seat], False, move // 3 % 69, move // 3 // 69)
        elif action == 0:
            do_draw_provisions(s, p, randoms[seat], False, first_values[move // 3])
        elif action == 2:
            do_draw_treks(s, p, randoms[seat], False)
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
    setup_setup_1(state, None)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 1
    for q in state.players:
        if is_active(state, q):
            setup_setup_2(state, q)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 2
    setup_keep_treks_play(state, randoms, observe)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 3
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
    # start_turn, written in place
    if s.turn_resets_due:
        s.turn_resets_due = False
        for p_2 in s.players:
            p_2.took_face_up_wild = False
    while s.phase != 'over':
        s.step = 0
        round_turn_play(state, s, randoms, observe)
        s.step = 1
        end_turn(s)
    raise_state(state, s)
    return state


def begun_setup_1(s, p):
    """A step of the setup."""
    shuffle(s.readable, s.provision_deck)
    shuffle(s.readable, s.trek_deck)
    drawn_wanted = len(s.trek_deck)
    drawn_moved = 0
    drawn_at = len(s.trek_deck) - 1
    while drawn_moved < drawn_wanted and drawn_at >= 0:
        drawn_card = s.trek_deck[drawn_at]
        if TREKS_KIND[TREKS_NUMBERS[drawn_card]] == 'long':
            s.long_trek_deck.append(s.trek_deck.pop(drawn_at))
            drawn_moved += 1
        drawn_at -= 1
    draw(s.readable, s.trek_deck, s.short_trek_deck, len(s.trek_deck))
    draw(s.readable, s.provision_deck, s.face_up, 5)


def begun_setup_2(s, p):
    """A step of the setup, for each player."""
    if s.long_trek_deck:
        p.offered.append(s.long_trek_deck.pop())
    draw(s.readable, s.short_trek_deck, p.offered, 3)


def do_keep_treks(s, p, kept):
    """Keep at least two of the dealt trek cards; the rest go back to the box. (definitions/trek-to-zion/game.yaml:191)"""
    for t in kept:
        masks.list_remove(p.offered, t)
        p.kept_treks.append(t)
    draw(s.readable, p.offered, s.boxed_treks, len(p.offered))


def begun_keep_treks_play(state, s, randoms, observe):
    """Every pick of the setup step keep-treks, drawn as a random agent draws."""
    n = len(s.players)
    picks = [1] * n
    s.picks = picks
    # at most 1 pick a seat: the move limit can be passed in this step only if it is that near
    watched = s.turn_moves + n > s.max_moves
    for seat in range(n):
        p = s.players[seat]
        while True:
            # the legal moves of keep-treks: the number of each action allowed
            moves = s.moves
            moves.clear()
            kept_values = subsets(p.offered, 2)
            moves.extend(range(0, 1 * len(kept_values), 1))
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
                # do_keep_treks, written in place
                kept = kept_values[move // 1]
                for t in kept:
                    masks.list_remove(p.offered, t)
                    p.kept_treks.append(t)
                draw(s.readable, p.offered, s.boxed_treks, len(p.offered))
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
    s.shared_piles = None
    s.provision_deck = list(PROVISION_DECK_START)
    s.face_up = []
    s.discards = []
    s.trek_deck = list(TREK_DECK_START)
    s.long_trek_deck = []
    s.short_trek_deck = []
    s.boxed_treks = []
    s.claimed_routes = 0
    s.players = []
    for seat in range(seats):
        p = Player()
        p.seat = seat
        p.hand = []
        p.hand_counts = pile_counts(p.hand, PROVISIONS_NUMBERS, 8)
        p.kept_treks = []
        p.offered = []
        p.wagons = 45
        p.temples_left = 3
        p.temples = 0
        p.claimed = 0
        p.points = 0
        p.took_face_up_wild = False
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
    s.final_turns = -1
    s.decision_arguments = []
    s.decision_count = 0
    s.decision_kept = None
    s.turn_resets_due = True
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
    for p in s.players:
        if True:
            # begun_setup_2, written in place
            if s.long_trek_deck:
                p.offered.append(s.long_trek_deck.pop())
            draw(s.readable, s.short_trek_deck, p.offered, 3)
    if s.end_requested:
        # finish, written in place
        s.phase = 'over'
        s.ended_by = 'end game'
        return s
    s.step = 2
    begun_keep_treks_play(state, s, randoms, observe)
    if s.end_requested:
        # finish, written in place
        s.phase = 'over'
        s.ended_by = 'end game'
        return s
    for p in s.players:
        p.hand_counts = pile_counts(p.hand, PROVISIONS_NUMBERS, 8)
    s.step = 3
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
    # start_turn, written in place
    if s.turn_resets_due:
        s.turn_resets_due = False
        for p_2 in s.players:
            p_2.took_face_up_wild = False
    while s.phase != 'over':
        s.step = 0
        round_turn_play(state, s, randoms, observe)
        s.step = 1
        end_turn(s)
    return s


def scored_outcome_max(s):
    """The max() of a generator in scored_outcome, as a loop (natively a C loop, not a generator object)."""
    best = 0
    found = False
    for q in s.players:
        value = network_longest(q.claimed, ROUTES_ENDS)
        if not found or value > best:
            best = value
            found = True
    return best


def scored_outcome_count(p, claimed_joined):
    """The count() of a generator in scored_outcome, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for t in p.kept_treks:
        if claimed_joined[TREKS_ORIGIN_BY_ID[t]] == claimed_joined[TREKS_DESTINATION_BY_ID[t]]:
            total += 1
    return total


def scored_outcome(s):
    """The outcome of a finished game (`outcome`)."""
    scores = []
    ranks = []
    for seat in range(len(s.players)):
        p = s.players[seat]
        claimed_joined = network_joined(p.claimed, ROUTES_ENDS)
        claimed_longest = network_longest(p.claimed, ROUTES_ENDS)
        scores.append(p.points + total_score_sum(p, claimed_joined) + (10 if claimed_longest > 0 and claimed_longest == scored_outcome_max(s) else 0))
        ranks.append((scores[seat], scored_outcome_count(p, claimed_joined)))
    return (scores, ranks)


def outcome(s):
    """The scores of a finished game and each seat's rank where it may win (None where it may not): its total, then its tie-breaks; rules.py's scoring and victory over the lowered state."""
    return scored_outcome(s)

WRITTEN_IN_PLACE = {
    'end_turn': ((495, 496, 'finish'), (502, 503, 'finish'), (511, 515, 'new_round'), (519, 522, 'start_turn')),
    'do_draw_provisions': ((541, 543, 'refill_deck'), (556, 558, 'refill_deck'), (540, 560, 'take_provision'), (568, 570, 'too_many_moves'), (574, 576, 'refill_deck'), (589, 591, 'refill_deck'), (573, 593, 'take_provision'), (601, 603, 'too_many_moves'), (607, 609, 'refill_deck'), (622, 624, 'refill_deck'), (606, 626, 'take_provision')),
    'pay_for_trail': ((644, 650, 'discard_cards'), (655, 660, 'discard_cards'), (672, 674, 'too_many_moves'), (677, 681, 'discard_cards')),
    'do_claim': ((701, 703, 'too_many_moves'),), 'do_draw_treks': ((736, 738, 'too_many_moves'),),
    'round_turn_play': ((896, 898, 'too_many_moves'), (879, 905, 'do_claim'), (918, 920, 'too_many_moves'), (910, 925, 'do_draw_treks'), (929, 930, 'too_many_moves')),
    'to_decision': ((1208, 1209, 'finish'),),
    'act': ((1286, 1287, 'too_many_moves'), (1273, 1288, 'round_turn_act')),
    'act_drawn': ((1323, 1324, 'too_many_moves'), (1295, 1325, 'round_turn_drawn')),
    'play': ((1359, 1363, 'new_round'), (1365, 1368, 'start_turn')),
    'begun_keep_treks_play': ((1437, 1441, 'do_keep_treks'), (1445, 1446, 'too_many_moves')),
    'play_begun': ((1516, 1517, 'finish'), (1523, 1525, 'begun_setup_2'), (1528, 1529, 'finish'), (1535, 1536, 'finish'), (1547, 1551, 'new_round'), (1553, 1556, 'start_turn')),
}
