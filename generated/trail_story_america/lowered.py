"""Trail Story: America: the lowered playout, by Cairn.

The random playout of fast.py on a state of typed slots (numbers, flags, ids as small ints, maps as
lists): `play` lowers the readable state once, plays the whole game on it and writes it back once.
lowered.pxd beside it gives Cython the C types of the same code. A seed plays the same game here as
through GameState.apply (tests/runtime/test_lowered.py).
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import MAX_ROUNDS, draw, loop_turn, masks, move_card, no_value, repeat_count, shuffle, stream_of, streams_of, subsets, walk_end, walks, write_ids
from .rules import GAME, PATHS, is_active, setup_board, setup_first_picker, setup_placards, setup_starting_sites_until, star_faces
from .fast import setup_start_play

OBSERVABLE = False

DEFINED_AT = {
    'do_scout': ('scout', 'definitions/trail-story-america/game.yaml:545'),
    'begin_action': ('begin_action', 'definitions/trail-story-america/game.yaml:415'),
    'draw_for_scout': ('draw_for_scout', 'definitions/trail-story-america/game.yaml:276'),
    'place_token': ('place_token', 'definitions/trail-story-america/game.yaml:290'),
    'gain_experience': ('gain_experience', 'definitions/trail-story-america/game.yaml:299'),
    'gain_item': ('gain_item', 'definitions/trail-story-america/game.yaml:330'),
    'do_travel': ('travel', 'definitions/trail-story-america/game.yaml:557'),
    'draw_story': ('draw_story', 'definitions/trail-story-america/game.yaml:375'),
    'finish_story': ('finish_story', 'definitions/trail-story-america/game.yaml:449'),
    'do_camp': ('camp', 'definitions/trail-story-america/game.yaml:591'),
    'restore_hope': ('restore_hope', 'definitions/trail-story-america/game.yaml:328'),
    'eat': ('eat', 'definitions/trail-story-america/game.yaml:460'),
    'give_back_item': ('give_back_item', 'definitions/trail-story-america/game.yaml:339'),
    'gain_skill': ('gain_skill', 'definitions/trail-story-america/game.yaml:309'),
    'restore': ('restore', 'definitions/trail-story-america/game.yaml:324'),
    'fill_skill': ('fill_skill', 'definitions/trail-story-america/game.yaml:319'),
    'pick_benefits': ('pick_benefits', 'definitions/trail-story-america/game.yaml:490'),
    'apply_benefit': ('apply_benefit', 'definitions/trail-story-america/game.yaml:481'),
    'move_forward': ('move_forward', 'definitions/trail-story-america/game.yaml:476'),
    'next_visitor': ('next_visitor', 'definitions/trail-story-america/game.yaml:505'),
    'end_camp': ('end_camp', 'definitions/trail-story-america/game.yaml:513'),
    'do_find_haven': ('find_haven', 'definitions/trail-story-america/game.yaml:603'),
    'familiarity': ('familiarity', 'definitions/trail-story-america/game.yaml:532'),
    'do_find_inspiration': ('find_inspiration', 'definitions/trail-story-america/game.yaml:616'),
    'do_write_story': ('write_story', 'definitions/trail-story-america/game.yaml:630'),
    'do_attempt': ('attempt', 'definitions/trail-story-america/game.yaml:570'),
    'settle': ('settle', 'definitions/trail-story-america/game.yaml:425'),
    'gain_ability': ('gain_ability', 'definitions/trail-story-america/game.yaml:345'),
    'bonus': ('bonus', 'definitions/trail-story-america/game.yaml:396'),
    'gain_trinket': ('gain_trinket', 'definitions/trail-story-america/game.yaml:348'),
    'gain_inspiration': ('gain_inspiration', 'definitions/trail-story-america/game.yaml:405'),
    'lose_item': ('lose_item', 'definitions/trail-story-america/game.yaml:368'),
    'discard_item_token': ('discard_item_token', 'definitions/trail-story-america/game.yaml:359'),
    'despair': ('despair', 'definitions/trail-story-america/game.yaml:357'),
    'trade_meat_for_story': ('trade_meat_for_story', 'definitions/trail-story-america/game.yaml:385'),
    'stop_story': ('stop_story', 'definitions/trail-story-america/game.yaml:400'),
    'next_section': ('next_section', 'definitions/trail-story-america/game.yaml:436'),
    'do_pass_task': ('pass_task', 'definitions/trail-story-america/game.yaml:587'),
    'do_take_story': ('take_story', 'definitions/trail-story-america/game.yaml:641'),
    'do_forget': ('forget', 'definitions/trail-story-america/game.yaml:648'),
    'do_discard_item': ('discard_item', 'definitions/trail-story-america/game.yaml:653'),
    'do_end_turn': ('end_turn', 'definitions/trail-story-america/game.yaml:658'),
    'after_turn': ('after_turn', 'definitions/trail-story-america/game.yaml:520'),
    'do_skip_travel': ('skip_travel', 'definitions/trail-story-america/game.yaml:662'),
    'do_stay_away': ('stay_away', 'definitions/trail-story-america/game.yaml:666'),
    'do_enjoy_company': ('enjoy_company', 'definitions/trail-story-america/game.yaml:670'),
    'do_share_story': ('share_story', 'definitions/trail-story-america/game.yaml:677'),
    'do_bond': ('bond', 'definitions/trail-story-america/game.yaml:686'),
    'round_wanderer': ('round_wanderer', 'definitions/trail-story-america/game.yaml:738'),
    'begun_board': ('begun_board', 'definitions/trail-story-america/game.yaml:697'),
    'place_from_bag': ('place_from_bag', 'definitions/trail-story-america/game.yaml:267'),
    'begun_placards': ('begun_placards', 'definitions/trail-story-america/game.yaml:718'),
    'begun_first_picker': ('begun_first_picker', 'definitions/trail-story-america/game.yaml:730'),
    'do_start_at': ('start_at', 'definitions/trail-story-america/game.yaml:538'),
}

SITES_IDS = (
    'r1c1', 'r1c2', 'r2c1', 'r2c2', 'r3c1', 'r3c2', 'r4c1', 'r4c2', 'r1c0a', 'r2c0a', 'r3c0a', 'r4c0a',
    'r1c0b', 'r2c0b', 'r3c0b', 'r4c0b', 'r1c3a', 'r2c3a', 'r3c3a', 'r4c3a', 'r1c3b', 'r2c3b', 'r3c3b',
    'r4c3b',
)

SITES_NUMBERS = {
    'r1c1': 0, 'r1c2': 1, 'r2c1': 2, 'r2c2': 3, 'r3c1': 4, 'r3c2': 5, 'r4c1': 6, 'r4c2': 7, 'r1c0a': 8,
    'r2c0a': 9, 'r3c0a': 10, 'r4c0a': 11, 'r1c0b': 12, 'r2c0b': 13, 'r3c0b': 14, 'r4c0b': 15, 'r1c3a': 16,
    'r2c3a': 17, 'r3c3a': 18, 'r4c3a': 19, 'r1c3b': 20, 'r2c3b': 21, 'r3c3b': 22, 'r4c3b': 23,
}

PATHS_IDS = (
    'r1c1_r1c2', 'r2c1_r2c2', 'r3c1_r3c2', 'r4c1_r4c2', 'r1c1_r2c1', 'r2c1_r3c1', 'r3c1_r4c1', 'r1c2_r2c2',
    'r2c2_r3c2', 'r3c2_r4c2', 'r1c0a_r2c0a', 'r2c0a_r3c0a', 'r3c0a_r4c0a', 'r1c0a_r1c1', 'r2c0a_r2c1',
    'r3c0a_r3c1', 'r4c0a_r4c1', 'r1c0b_r2c0b', 'r2c0b_r3c0b', 'r3c0b_r4c0b', 'r1c0b_r1c1', 'r2c0b_r2c1',
    'r3c0b_r3c1', 'r4c0b_r4c1', 'r1c3a_r2c3a', 'r2c3a_r3c3a', 'r3c3a_r4c3a', 'r1c2_r1c3a', 'r2c2_r2c3a',
    'r3c2_r3c3a', 'r4c2_r4c3a', 'r1c3b_r2c3b', 'r2c3b_r3c3b', 'r3c3b_r4c3b', 'r1c2_r1c3b', 'r2c2_r2c3b',
    'r3c2_r3c3b', 'r4c2_r4c3b',
)

PATHS_NUMBERS = {
    'r1c1_r1c2': 0, 'r2c1_r2c2': 1, 'r3c1_r3c2': 2, 'r4c1_r4c2': 3, 'r1c1_r2c1': 4, 'r2c1_r3c1': 5,
    'r3c1_r4c1': 6, 'r1c2_r2c2': 7, 'r2c2_r3c2': 8, 'r3c2_r4c2': 9, 'r1c0a_r2c0a': 10, 'r2c0a_r3c0a': 11,
    'r3c0a_r4c0a': 12, 'r1c0a_r1c1': 13, 'r2c0a_r2c1': 14, 'r3c0a_r3c1': 15, 'r4c0a_r4c1': 16,
    'r1c0b_r2c0b': 17, 'r2c0b_r3c0b': 18, 'r3c0b_r4c0b': 19, 'r1c0b_r1c1': 20, 'r2c0b_r2c1': 21,
    'r3c0b_r3c1': 22, 'r4c0b_r4c1': 23, 'r1c3a_r2c3a': 24, 'r2c3a_r3c3a': 25, 'r3c3a_r4c3a': 26,
    'r1c2_r1c3a': 27, 'r2c2_r2c3a': 28, 'r3c2_r3c3a': 29, 'r4c2_r4c3a': 30, 'r1c3b_r2c3b': 31,
    'r2c3b_r3c3b': 32, 'r3c3b_r4c3b': 33, 'r1c2_r1c3b': 34, 'r2c2_r2c3b': 35, 'r3c2_r3c3b': 36,
    'r4c2_r4c3b': 37,
}

STORY_TOKENS_IDS = (
    'friend_1', 'friend_2', 'friend_3', 'enemy_1', 'enemy_2', 'enemy_3', 'beast_1', 'beast_2', 'beast_3',
    'mystery_1', 'mystery_2', 'mystery_3',
)

STORY_TOKENS_NUMBERS = {
    'friend_1': 0, 'friend_2': 1, 'friend_3': 2, 'enemy_1': 3, 'enemy_2': 4, 'enemy_3': 5, 'beast_1': 6,
    'beast_2': 7, 'beast_3': 8, 'mystery_1': 9, 'mystery_2': 10, 'mystery_3': 11,
}

ABILITIES_IDS = (
    'keen_memory', 'quick_study', 'storytelling', 'navigation', 'herbalism', 'diplomacy', 'reading_the_sky',
    'map_reading', 'endurance', 'woodcraft', 'hauling', 'rowing', 'wrestling', 'climbing', 'chopping',
    'stonework', 'sure_footing', 'swimming', 'tracking', 'riding', 'dodging', 'archery', 'sprinting',
    'balance',
)

ABILITIES_NUMBERS = {
    'keen_memory': 0, 'quick_study': 1, 'storytelling': 2, 'navigation': 3, 'herbalism': 4, 'diplomacy': 5,
    'reading_the_sky': 6, 'map_reading': 7, 'endurance': 8, 'woodcraft': 9, 'hauling': 10, 'rowing': 11,
    'wrestling': 12, 'climbing': 13, 'chopping': 14, 'stonework': 15, 'sure_footing': 16, 'swimming': 17,
    'tracking': 18, 'riding': 19, 'dodging': 20, 'archery': 21, 'sprinting': 22, 'balance': 23,
}

DESPAIR_CARDS_IDS = (
    'spoiled_meat', 'soggy_berries', 'rotten_fish', 'lost_trinket', 'homesick', 'torn_pages', 'restless',
    'bad_dreams', 'lonely_road',
)

DESPAIR_CARDS_NUMBERS = {
    'spoiled_meat': 0, 'soggy_berries': 1, 'rotten_fish': 2, 'lost_trinket': 3, 'homesick': 4,
    'torn_pages': 5, 'restless': 6, 'bad_dreams': 7, 'lonely_road': 8,
}

STAGE_IDS = ('start', 'story', 'visiting', 'wrap', 'after_turn', 'over')

STAGE_NUMBERS = {'start': 0, 'story': 1, 'visiting': 2, 'wrap': 3, 'after_turn': 4, 'over': 5}

BONUS_KINDS_IDS = ('scout', 'travel', 'camp', 'reflect', 'journal')

BONUS_KINDS_NUMBERS = {'scout': 0, 'travel': 1, 'camp': 2, 'reflect': 3, 'journal': 4}

SKILLS_IDS = ('intelligence', 'strength', 'agility')

SKILLS_NUMBERS = {'intelligence': 0, 'strength': 1, 'agility': 2}

CAMP_ICONS_IDS = (
    'sunset_by_the_water-1', 'sunset_by_the_water-2', 'sunset_by_the_water-3', 'sunset_by_the_water-4',
    'sunset_by_the_water-5', 'pine_grove-1', 'pine_grove-2', 'pine_grove-3', 'pine_grove-4', 'lakeside-1',
    'lakeside-2', 'lakeside-3', 'lakeside-4', 'mountain_hut-1', 'mountain_hut-2', 'mountain_hut-3',
    'mountain_hut-4', 'prairie_fire-1', 'prairie_fire-2', 'prairie_fire-3', 'prairie_fire-4',
    'desert_stars-1', 'desert_stars-2', 'desert_stars-3', 'desert_stars-4',
)

CAMP_ICONS_NUMBERS = {
    'sunset_by_the_water-1': 0, 'sunset_by_the_water-2': 1, 'sunset_by_the_water-3': 2,
    'sunset_by_the_water-4': 3, 'sunset_by_the_water-5': 4, 'pine_grove-1': 5, 'pine_grove-2': 6,
    'pine_grove-3': 7, 'pine_grove-4': 8, 'lakeside-1': 9, 'lakeside-2': 10, 'lakeside-3': 11,
    'lakeside-4': 12, 'mountain_hut-1': 13, 'mountain_hut-2': 14, 'mountain_hut-3': 15, 'mountain_hut-4': 16,
    'prairie_fire-1': 17, 'prairie_fire-2': 18, 'prairie_fire-3': 19, 'prairie_fire-4': 20,
    'desert_stars-1': 21, 'desert_stars-2': 22, 'desert_stars-3': 23, 'desert_stars-4': 24,
}

OPTION_WEST_PIECE_NUMBERS = {'west_a': 0, 'west_b': 1}

OPTION_EAST_PIECE_NUMBERS = {'east_a': 0, 'east_b': 1}

TERRAINS_IDS = ('forest', 'river', 'meadow', 'mountain')

TERRAINS_NUMBERS = {'forest': 0, 'river': 1, 'meadow': 2, 'mountain': 3}

PATHS_BITS = (
    1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072, 262144,
    524288, 1048576, 2097152, 4194304, 8388608, 16777216, 33554432, 67108864, 134217728, 268435456, 536870912,
    1073741824, 2147483648, 4294967296, 8589934592, 17179869184, 34359738368, 68719476736, 137438953472,
)

PATHS_FROM = (
    0, 2, 4, 6, 0, 2, 4, 1, 3, 5, 8, 9, 10, 8, 9, 10, 11, 12, 13, 14, 12, 13, 14, 15, 16, 17, 18, 1, 3, 5, 7,
    20, 21, 22, 1, 3, 5, 7,
)

PATHS_TO = (
    1, 3, 5, 7, 2, 4, 6, 3, 5, 7, 9, 10, 11, 0, 2, 4, 6, 13, 14, 15, 0, 2, 4, 6, 17, 18, 19, 16, 17, 18, 19,
    21, 22, 23, 20, 21, 22, 23,
)

SITES_TERRAIN = (0, 1, 2, 3, 1, 0, 3, 2, 0, 2, 3, 1, 1, 3, 0, 2, 2, 0, 1, 3, 3, 1, 2, 0)

ITEM_KINDS_FOOD = (True, True, True, False)

STORY_KINDS_IDS = ('friend', 'enemy', 'beast', 'mystery')

STORY_KINDS_NUMBERS = {'friend': 0, 'enemy': 1, 'beast': 2, 'mystery': 3}

STORIES_IDS = (
    'farmer', 'river_crossing', 'foggy_swamp', 'cougar', 'lumberjack', 'grandmother', 'storyteller',
    'cemetery', 'brown_bear', 'traveling_preacher', 'fur_trapper', 'schoolteacher', 'blacksmith', 'cowhand',
    'fiddler', 'prospector', 'ferryman', 'midwife', 'peddler', 'trail_cook', 'mapmaker', 'homesteader',
    'botanist', 'lighthouse_keeper', 'scout_guide', 'bandit', 'claim_jumper', 'card_sharp', 'horse_thief',
    'snake_oil_salesman', 'bounty_hunter', 'outlaw_gang', 'corrupt_sheriff', 'pickpocket', 'land_baron',
    'bully', 'highwayman', 'smuggler', 'swindler', 'poacher', 'deserter', 'rustler', 'drifter', 'con_artist',
    'mutineer', 'rattlesnake', 'bison_herd', 'wolf_pack', 'moose', 'coyote', 'bald_eagle', 'alligator',
    'wild_boar', 'mountain_goat', 'elk', 'raccoon', 'skunk', 'black_bear', 'beaver', 'bobcat', 'porcupine',
    'wild_mustangs', 'grizzly', 'ghost_town', 'abandoned_mine', 'hidden_cave', 'northern_lights',
    'old_lighthouse', 'strange_tracks', 'sinkhole', 'rockslide', 'thunderstorm', 'desert_mirage',
    'petrified_forest', 'hot_springs', 'canyon_echo', 'wildfire', 'blizzard', 'lost_map', 'shooting_star',
)

STORIES_NUMBERS = {
    'farmer': 0, 'river_crossing': 1, 'foggy_swamp': 2, 'cougar': 3, 'lumberjack': 4, 'grandmother': 5,
    'storyteller': 6, 'cemetery': 7, 'brown_bear': 8, 'traveling_preacher': 9, 'fur_trapper': 10,
    'schoolteacher': 11, 'blacksmith': 12, 'cowhand': 13, 'fiddler': 14, 'prospector': 15, 'ferryman': 16,
    'midwife': 17, 'peddler': 18, 'trail_cook': 19, 'mapmaker': 20, 'homesteader': 21, 'botanist': 22,
    'lighthouse_keeper': 23, 'scout_guide': 24, 'bandit': 25, 'claim_jumper': 26, 'card_sharp': 27,
    'horse_thief': 28, 'snake_oil_salesman': 29, 'bounty_hunter': 30, 'outlaw_gang': 31,
    'corrupt_sheriff': 32, 'pickpocket': 33, 'land_baron': 34, 'bully': 35, 'highwayman': 36, 'smuggler': 37,
    'swindler': 38, 'poacher': 39, 'deserter': 40, 'rustler': 41, 'drifter': 42, 'con_artist': 43,
    'mutineer': 44, 'rattlesnake': 45, 'bison_herd': 46, 'wolf_pack': 47, 'moose': 48, 'coyote': 49,
    'bald_eagle': 50, 'alligator': 51, 'wild_boar': 52, 'mountain_goat': 53, 'elk': 54, 'raccoon': 55,
    'skunk': 56, 'black_bear': 57, 'beaver': 58, 'bobcat': 59, 'porcupine': 60, 'wild_mustangs': 61,
    'grizzly': 62, 'ghost_town': 63, 'abandoned_mine': 64, 'hidden_cave': 65, 'northern_lights': 66,
    'old_lighthouse': 67, 'strange_tracks': 68, 'sinkhole': 69, 'rockslide': 70, 'thunderstorm': 71,
    'desert_mirage': 72, 'petrified_forest': 73, 'hot_springs': 74, 'canyon_echo': 75, 'wildfire': 76,
    'blizzard': 77, 'lost_map': 78, 'shooting_star': 79,
}

STORIES_ABILITY = (
    True, False, False, False, False, True, False, False, False, False, False, False, False, True, True,
    False, False, False, False, False, True, False, True, True, False, True, True, False, False, True, True,
    False, False, True, False, True, False, False, False, False, False, False, False, False, True, False,
    False, False, False, False, False, False, False, False, False, False, False, False, False, False, False,
    False, False, False, True, False, False, False, True, False, False, True, False, False, False, True,
    False, True, False, False,
)

STORIES_TRINKET = (
    False, False, False, False, False, False, False, False, False, False, True, False, True, True, True,
    False, False, False, False, True, True, False, False, False, True, True, False, True, False, False, True,
    False, False, True, False, False, True, False, True, True, False, True, False, True, True, False, False,
    False, False, False, True, False, True, False, False, False, True, False, True, False, False, True, False,
    False, True, True, True, True, False, False, False, False, False, False, False, False, True, False, True,
    False,
)

STORY_TOKENS_KIND = (0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3)

CAMPSITES_IDS = (
    'sunset_by_the_water', 'pine_grove', 'lakeside', 'mountain_hut', 'prairie_fire', 'desert_stars',
)

CAMPSITES_NUMBERS = {
    'sunset_by_the_water': 0, 'pine_grove': 1, 'lakeside': 2, 'mountain_hut': 3, 'prairie_fire': 4,
    'desert_stars': 5,
}

ITEM_KINDS_IDS = ('nuts_and_berries', 'fish', 'meat', 'trinket')

ITEM_KINDS_NUMBERS = {'nuts_and_berries': 0, 'fish': 1, 'meat': 2, 'trinket': 3}

ANSWERS_IDS = ('done_eating', 'stay_here', 'keep_meat', 'discard_meat', 'keep_hope', 'flip_hope')

ANSWERS_NUMBERS = {
    'done_eating': 0, 'stay_here': 1, 'keep_meat': 2, 'discard_meat': 3, 'keep_hope': 4, 'flip_hope': 5,
}

TRACKS_SPACES = (3, 3, 3, 4, 4, 4)

SKILLS_TRACK = (0, 1, 2)

CAMPSITES_BENEFITS_EFFECTS = (0, 1, 2, 3, 4, 5)

CAMP_ICONS_CAMP = (0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5)

CAMP_ICONS_SPECIAL = (
    False, False, False, False, True, False, False, False, True, False, False, False, True, False, False,
    False, True, False, False, False, True, False, False, False, True,
)

CAMP_ICONS_BENEFIT = (0, 0, 2, 5, 1, 3, 0, 2, 4, 0, 3, 5, 1, 4, 4, 2, 0, 2, 3, 0, 1, 0, 0, 5, 3)

SITES_ROW = (1, 1, 2, 2, 3, 3, 4, 4, 1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4)

SITES_COL = (1, 2, 1, 2, 1, 2, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3)

CAMPSITES_RANGE = (3, 2, 3, 2, 3, 2)

TRACKS_ROW = (0, 1, 2, 0, 1, 2)

STORY_TOKENS_DIFFICULTY = (1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3)

ABILITIES_SKILL = (0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2)

DICE_SLOT = (1, 2, 3, 4)

DICE_SIDES = (6, 6, 6, 6)

TRINKETS_IDS = (
    'compass', 'pocket_watch', 'harmonica', 'lucky_coin', 'arrowhead', 'old_photograph', 'feather', 'locket',
    'spyglass', 'pressed_flower', 'carved_whistle', 'railroad_spike', 'silver_spoon', 'quartz_crystal',
    'beaded_bracelet', 'tin_star', 'fishing_lure', 'map_fragment', 'pocketknife', 'canteen', 'bird_skull',
    'postcard', 'marble', 'horseshoe',
)

TRINKETS_NUMBERS = {
    'compass': 0, 'pocket_watch': 1, 'harmonica': 2, 'lucky_coin': 3, 'arrowhead': 4, 'old_photograph': 5,
    'feather': 6, 'locket': 7, 'spyglass': 8, 'pressed_flower': 9, 'carved_whistle': 10, 'railroad_spike': 11,
    'silver_spoon': 12, 'quartz_crystal': 13, 'beaded_bracelet': 14, 'tin_star': 15, 'fishing_lure': 16,
    'map_fragment': 17, 'pocketknife': 18, 'canteen': 19, 'bird_skull': 20, 'postcard': 21, 'marble': 22,
    'horseshoe': 23,
}

TRINKETS_ON_FIND_EFFECTS = (0, 1, 2, 3, 4, 0, 0, 1, 2, 3, 4, 0, 0, 1, 2, 3, 4, 0, 0, 1, 2, 3, 4, 0)

TASKS_SUCCESS_EFFECTS = (
    0, 1, 2, 3, 4, 5, 6, 5, 7, 8, 7, 9, 7, 0, 1, 6, 10, 11, 6, 12, 6, 13, 5, 1, 14, 15, 15, 2, 15, 10, 15, 14,
    14, 2, 1, 0, 14, 10, 2, 10, 0, 14, 15, 15, 11, 6, 6, 1, 11, 1, 15, 6, 10, 11, 15, 2, 11, 14, 1, 10, 0, 6,
    14, 15, 2, 2, 6, 0, 6, 1, 6, 2, 15, 0, 14, 14, 14, 0, 12, 0, 0, 16, 12, 16, 7, 14, 9, 16, 7, 9, 6, 0, 14,
    7, 0, 0, 6, 9, 9, 6, 12, 14, 7, 0, 7, 7, 12, 0, 12, 7, 7, 14, 9, 12, 14, 16, 14, 7, 6, 14, 6, 9, 9, 16,
    14, 7, 9, 7, 9, 14, 12, 14, 9, 12, 0, 12, 13, 15, 7, 17, 6, 6, 7, 15, 17, 15, 7, 14, 6, 7, 6, 15, 15, 15,
    7, 14, 13, 6, 17, 6, 15, 7, 15, 6, 13, 6, 13, 15, 6, 14, 13, 6, 14, 15, 7, 13, 7, 17, 15, 17, 7, 5, 14,
    13, 6, 5, 15, 7, 5, 18, 18, 18, 14, 0, 14, 14, 14, 19, 8, 19, 2, 14, 0, 20, 2, 0, 2, 18, 8, 18, 8, 0, 18,
    2, 8, 21, 19, 19, 22, 0, 22, 14, 8, 0, 0, 19, 21, 14, 19, 21, 8, 2,
)

TASKS_FAILURE_EFFECTS = (
    -1, -1, 0, 1, -1, -1, 2, 1, 1, 3, 2, -1, -1, 0, -1, -1, -1, 2, -1, -1, 1, 2, -1, 0, 4, 0, -1, -1, -1, 4,
    -1, -1, -1, -1, -1, 4, -1, 4, 0, -1, 4, -1, 4, 0, -1, -1, -1, 0, -1, 0, 0, -1, -1, 4, -1, -1, 0, -1, 0, 4,
    -1, -1, 0, -1, -1, -1, -1, -1, 0, -1, 0, 4, -1, 0, -1, 0, 1, 1, 1, 1, 1, -1, 2, -1, -1, -1, 2, 1, 1, 1, 2,
    1, -1, 1, -1, 1, 5, -1, 2, 1, 1, 1, 1, 1, 2, 1, 1, -1, 1, 1, 1, 1, 2, -1, 1, 2, 2, 1, 1, 1, 2, -1, 1, 1,
    1, -1, 1, -1, 1, 1, 1, 1, 2, 1, 1, -1, -1, 5, 1, 2, 5, -1, 1, 2, 5, 1, 1, 2, -1, 2, -1, 2, 2, 2, 5, 5, -1,
    1, 2, 1, 5, 2, 5, 1, -1, 5, 5, 5, 2, 2, 5, -1, -1, 5, -1, 2, -1, 2, -1, 5, 2, 5, -1, -1, 5, -1, 5, 5, 1,
    2, 2, -1, 4, 5, -1, 4, 4, 5, 2, 5, 2, 5, 2, 5, 2, 2, -1, 5, 2, 5, 5, 2, 4, 5, -1, 2, -1, -1, 5, 2, 5, 5,
    2, 5, 2, -1, -1, -1, 5, 2, 2, 2,
)

STORIES_SECTIONS = (
    1, 2, 2, 2, 1, 1, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1, 1, 2, 2, 1, 2, 2, 2, 2, 2, 1,
    2, 2, 1, 2, 2, 1, 2, 2, 1, 2, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1,
    2, 2, 1, 2, 2, 1, 2, 2, 1, 2,
)

SITES_INSPIRATION = (
    True, False, False, True, False, True, True, False, False, True, False, True, True, False, False, True,
    True, False, True, False, False, True, False, True,
)

STORIES_KIND = (
    0, 3, 3, 2, 0, 0, 0, 3, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
)

TASKS_SKILL = (
    'intelligence', 'intelligence', 'intelligence', 'strength', 'any_skill', 'agility', 'any_skill',
    'agility', 'strength', 'agility', 'strength', 'strength', 'intelligence', 'intelligence', 'agility',
    'intelligence', 'any_skill', 'intelligence', 'intelligence', 'agility', 'strength', 'agility',
    'any_skill', 'intelligence', 'intelligence', 'intelligence', 'intelligence', 'intelligence', 'any_skill',
    'intelligence', 'intelligence', 'intelligence', 'intelligence', 'intelligence', 'intelligence',
    'intelligence', 'agility', 'agility', 'any_skill', 'agility', 'any_skill', 'intelligence', 'any_skill',
    'intelligence', 'any_skill', 'intelligence', 'intelligence', 'any_skill', 'intelligence', 'intelligence',
    'any_skill', 'intelligence', 'agility', 'intelligence', 'agility', 'intelligence', 'intelligence',
    'agility', 'intelligence', 'any_skill', 'intelligence', 'intelligence', 'agility', 'agility', 'any_skill',
    'agility', 'intelligence', 'agility', 'agility', 'intelligence', 'intelligence', 'intelligence',
    'intelligence', 'intelligence', 'any_skill', 'intelligence', 'agility', 'agility', 'strength', 'strength',
    'strength', 'strength', 'agility', 'strength', 'strength', 'agility', 'strength', 'intelligence',
    'strength', 'strength', 'strength', 'strength', 'intelligence', 'agility', 'strength', 'strength',
    'strength', 'strength', 'strength', 'agility', 'strength', 'intelligence', 'strength', 'agility',
    'intelligence', 'agility', 'strength', 'strength', 'strength', 'strength', 'strength', 'strength',
    'agility', 'strength', 'agility', 'strength', 'strength', 'strength', 'agility', 'strength', 'strength',
    'strength', 'strength', 'strength', 'agility', 'strength', 'agility', 'strength', 'intelligence',
    'strength', 'strength', 'intelligence', 'strength', 'intelligence', 'agility', 'strength', 'agility',
    'agility', 'strength', 'agility', 'agility', 'agility', 'agility', 'any_skill', 'strength', 'any_skill',
    'agility', 'agility', 'agility', 'agility', 'agility', 'strength', 'any_skill', 'strength', 'agility',
    'agility', 'strength', 'agility', 'any_skill', 'agility', 'any_skill', 'agility', 'any_skill', 'agility',
    'strength', 'any_skill', 'any_skill', 'agility', 'agility', 'strength', 'strength', 'any_skill',
    'any_skill', 'agility', 'strength', 'strength', 'agility', 'strength', 'any_skill', 'agility', 'strength',
    'strength', 'strength', 'any_skill', 'strength', 'strength', 'agility', 'agility', 'strength',
    'any_skill', 'strength', 'any_skill', 'any_skill', 'strength', 'any_skill', 'intelligence',
    'intelligence', 'strength', 'intelligence', 'any_skill', 'strength', 'agility', 'intelligence',
    'any_skill', 'agility', 'any_skill', 'any_skill', 'agility', 'intelligence', 'any_skill', 'agility',
    'strength', 'any_skill', 'strength', 'any_skill', 'any_skill', 'any_skill', 'any_skill', 'intelligence',
    'any_skill', 'agility', 'agility', 'any_skill', 'any_skill', 'strength', 'any_skill', 'any_skill',
    'intelligence', 'intelligence', 'agility', 'any_skill', 'any_skill',
)

TASKS_STORY = (
    0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 7, 8, 8, 8, 9, 10, 10, 10, 11, 11, 11, 12, 12,
    12, 13, 13, 13, 13, 14, 14, 14, 14, 14, 15, 15, 15, 16, 16, 16, 16, 16, 17, 17, 17, 18, 18, 18, 19, 19,
    19, 19, 20, 20, 20, 20, 21, 21, 22, 22, 22, 22, 23, 23, 23, 23, 24, 24, 25, 25, 25, 26, 26, 26, 26, 27,
    27, 27, 28, 28, 29, 29, 29, 29, 30, 30, 30, 30, 31, 31, 32, 32, 32, 33, 33, 33, 34, 35, 35, 35, 35, 36,
    36, 36, 37, 37, 38, 38, 38, 38, 39, 39, 39, 40, 40, 41, 41, 41, 42, 42, 42, 43, 43, 44, 44, 44, 44, 44,
    45, 45, 46, 46, 47, 47, 47, 48, 49, 49, 49, 50, 50, 50, 50, 50, 51, 51, 51, 52, 52, 52, 52, 53, 53, 54,
    54, 54, 55, 55, 55, 56, 56, 56, 57, 58, 58, 59, 59, 59, 59, 60, 60, 61, 61, 61, 61, 61, 62, 62, 62, 62,
    62, 63, 63, 64, 64, 64, 65, 65, 66, 66, 67, 67, 67, 67, 68, 68, 68, 68, 69, 70, 70, 71, 71, 71, 72, 72,
    73, 73, 74, 74, 74, 75, 75, 76, 76, 77, 77, 77, 77, 78, 78, 79, 79, 79,
)

TASKS_SECTION = (
    1, 1, 1, 1, 2, 2, 1, 2, 2, 1, 2, 1, 1, 1, 1, 1, 1, 1, 2, 2, 1, 1, 2, 1, 1, 2, 2, 1, 1, 2, 1, 1, 1, 1, 1,
    1, 2, 1, 1, 1, 2, 2, 1, 1, 1, 1, 1, 1, 2, 2, 1, 1, 2, 1, 1, 1, 1, 1, 2, 2, 1, 1, 2, 2, 1, 1, 1, 1, 2, 2,
    1, 1, 2, 2, 1, 1, 1, 1, 1, 1, 1, 2, 2, 1, 2, 2, 1, 1, 1, 1, 2, 2, 1, 1, 2, 2, 1, 2, 1, 1, 2, 1, 1, 2, 1,
    1, 1, 2, 2, 1, 2, 2, 1, 1, 1, 1, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 1, 2, 2, 1, 1, 1, 1, 1, 2, 2, 1, 1, 1, 2,
    1, 1, 2, 1, 1, 2, 2, 1, 1, 1, 2, 2, 1, 1, 1, 1, 1, 2, 2, 1, 2, 1, 1, 1, 1, 1, 2, 1, 2, 2, 1, 1, 2, 1, 1,
    2, 2, 1, 1, 1, 1, 1, 2, 2, 1, 1, 1, 2, 2, 1, 1, 1, 1, 2, 1, 2, 1, 1, 1, 1, 2, 2, 1, 1, 2, 2, 1, 1, 2, 1,
    1, 2, 1, 1, 1, 2, 1, 1, 2, 1, 1, 1, 2, 1, 1, 2, 2, 1, 1, 1, 2, 2,
)

DECISIONS = {
    1: (('scout', False, ()), ('travel', True, (None,)), ('camp', False, ()), ('find_haven', False, (('intelligence_spaces', 'strength_spaces', 'agility_spaces', 'memory_spaces', 'item_spaces', 'movement_spaces'),)), ('find_inspiration', False, ()), ('write_story', True, (('farmer', 'river_crossing', 'foggy_swamp', 'cougar', 'lumberjack', 'grandmother', 'storyteller', 'cemetery', 'brown_bear', 'traveling_preacher', 'fur_trapper', 'schoolteacher', 'blacksmith', 'cowhand', 'fiddler', 'prospector', 'ferryman', 'midwife', 'peddler', 'trail_cook', 'mapmaker', 'homesteader', 'botanist', 'lighthouse_keeper', 'scout_guide', 'bandit', 'claim_jumper', 'card_sharp', 'horse_thief', 'snake_oil_salesman', 'bounty_hunter', 'outlaw_gang', 'corrupt_sheriff', 'pickpocket', 'land_baron', 'bully', 'highwayman', 'smuggler', 'swindler', 'poacher', 'deserter', 'rustler', 'drifter', 'con_artist', 'mutineer', 'rattlesnake', 'bison_herd', 'wolf_pack', 'moose', 'coyote', 'bald_eagle', 'alligator', 'wild_boar', 'mountain_goat', 'elk', 'raccoon', 'skunk', 'black_bear', 'beaver', 'bobcat', 'porcupine', 'wild_mustangs', 'grizzly', 'ghost_town', 'abandoned_mine', 'hidden_cave', 'northern_lights', 'old_lighthouse', 'strange_tracks', 'sinkhole', 'rockslide', 'thunderstorm', 'desert_mirage', 'petrified_forest', 'hot_springs', 'canyon_echo', 'wildfire', 'blizzard', 'lost_map', 'shooting_star'), None)), ('attempt', True, (('farmer-1-1', 'farmer-1-2', 'farmer-1-3', 'river_crossing-1-1', 'river_crossing-2-1', 'river_crossing-2-2', 'foggy_swamp-1-1', 'foggy_swamp-2-1', 'foggy_swamp-2-2', 'cougar-1-1', 'cougar-2-1', 'lumberjack-1-1', 'lumberjack-1-2', 'grandmother-1-1', 'grandmother-1-2', 'storyteller-1-1', 'storyteller-1-2', 'cemetery-1-1', 'cemetery-2-1', 'cemetery-2-2', 'brown_bear-1-1', 'brown_bear-1-2', 'brown_bear-2-1', 'traveling_preacher-1-1', 'fur_trapper-1-1', 'fur_trapper-2-1', 'fur_trapper-2-2', 'schoolteacher-1-1', 'schoolteacher-1-2', 'schoolteacher-2-1', 'blacksmith-1-1', 'blacksmith-1-2', 'blacksmith-1-3', 'cowhand-1-1', 'cowhand-1-2', 'cowhand-1-3', 'cowhand-2-1', 'fiddler-1-1', 'fiddler-1-2', 'fiddler-1-3', 'fiddler-2-1', 'fiddler-2-2', 'prospector-1-1', 'prospector-1-2', 'prospector-1-3', 'ferryman-1-1', 'ferryman-1-2', 'ferryman-1-3', 'ferryman-2-1', 'ferryman-2-2', 'midwife-1-1', 'midwife-1-2', 'midwife-2-1', 'peddler-1-1', 'peddler-1-2', 'peddler-1-3', 'trail_cook-1-1', 'trail_cook-1-2', 'trail_cook-2-1', 'trail_cook-2-2', 'mapmaker-1-1', 'mapmaker-1-2', 'mapmaker-2-1', 'mapmaker-2-2', 'homesteader-1-1', 'homesteader-1-2', 'botanist-1-1', 'botanist-1-2', 'botanist-2-1', 'botanist-2-2', 'lighthouse_keeper-1-1', 'lighthouse_keeper-1-2', 'lighthouse_keeper-2-1', 'lighthouse_keeper-2-2', 'scout_guide-1-1', 'scout_guide-1-2', 'bandit-1-1', 'bandit-1-2', 'bandit-1-3', 'claim_jumper-1-1', 'claim_jumper-1-2', 'claim_jumper-2-1', 'claim_jumper-2-2', 'card_sharp-1-1', 'card_sharp-2-1', 'card_sharp-2-2', 'horse_thief-1-1', 'horse_thief-1-2', 'snake_oil_salesman-1-1', 'snake_oil_salesman-1-2', 'snake_oil_salesman-2-1', 'snake_oil_salesman-2-2', 'bounty_hunter-1-1', 'bounty_hunter-1-2', 'bounty_hunter-2-1', 'bounty_hunter-2-2', 'outlaw_gang-1-1', 'outlaw_gang-2-1', 'corrupt_sheriff-1-1', 'corrupt_sheriff-1-2', 'corrupt_sheriff-2-1', 'pickpocket-1-1', 'pickpocket-1-2', 'pickpocket-2-1', 'land_baron-1-1', 'bully-1-1', 'bully-1-2', 'bully-2-1', 'bully-2-2', 'highwayman-1-1', 'highwayman-2-1', 'highwayman-2-2', 'smuggler-1-1', 'smuggler-1-2', 'swindler-1-1', 'swindler-1-2', 'swindler-1-3', 'swindler-2-1', 'poacher-1-1', 'poacher-1-2', 'poacher-2-1', 'deserter-1-1', 'deserter-1-2', 'rustler-1-1', 'rustler-1-2', 'rustler-2-1', 'drifter-1-1', 'drifter-2-1', 'drifter-2-2', 'con_artist-1-1', 'con_artist-1-2', 'mutineer-1-1', 'mutineer-1-2', 'mutineer-1-3', 'mutineer-2-1', 'mutineer-2-2', 'rattlesnake-1-1', 'rattlesnake-1-2', 'bison_herd-1-1', 'bison_herd-2-1', 'wolf_pack-1-1', 'wolf_pack-1-2', 'wolf_pack-2-1', 'moose-1-1', 'coyote-1-1', 'coyote-2-1', 'coyote-2-2', 'bald_eagle-1-1', 'bald_eagle-1-2', 'bald_eagle-1-3', 'bald_eagle-2-1', 'bald_eagle-2-2', 'alligator-1-1', 'alligator-1-2', 'alligator-1-3', 'wild_boar-1-1', 'wild_boar-1-2', 'wild_boar-2-1', 'wild_boar-2-2', 'mountain_goat-1-1', 'mountain_goat-2-1', 'elk-1-1', 'elk-1-2', 'elk-1-3', 'raccoon-1-1', 'raccoon-1-2', 'raccoon-2-1', 'skunk-1-1', 'skunk-2-1', 'skunk-2-2', 'black_bear-1-1', 'beaver-1-1', 'beaver-2-1', 'bobcat-1-1', 'bobcat-1-2', 'bobcat-2-1', 'bobcat-2-2', 'porcupine-1-1', 'porcupine-1-2', 'wild_mustangs-1-1', 'wild_mustangs-1-2', 'wild_mustangs-1-3', 'wild_mustangs-2-1', 'wild_mustangs-2-2', 'grizzly-1-1', 'grizzly-1-2', 'grizzly-1-3', 'grizzly-2-1', 'grizzly-2-2', 'ghost_town-1-1', 'ghost_town-1-2', 'abandoned_mine-1-1', 'abandoned_mine-1-2', 'abandoned_mine-2-1', 'hidden_cave-1-1', 'hidden_cave-2-1', 'northern_lights-1-1', 'northern_lights-1-2', 'old_lighthouse-1-1', 'old_lighthouse-1-2', 'old_lighthouse-2-1', 'old_lighthouse-2-2', 'strange_tracks-1-1', 'strange_tracks-1-2', 'strange_tracks-2-1', 'strange_tracks-2-2', 'sinkhole-1-1', 'rockslide-1-1', 'rockslide-2-1', 'thunderstorm-1-1', 'thunderstorm-1-2', 'thunderstorm-2-1', 'desert_mirage-1-1', 'desert_mirage-1-2', 'petrified_forest-1-1', 'petrified_forest-2-1', 'hot_springs-1-1', 'hot_springs-1-2', 'hot_springs-2-1', 'canyon_echo-1-1', 'canyon_echo-1-2', 'wildfire-1-1', 'wildfire-2-1', 'blizzard-1-1', 'blizzard-1-2', 'blizzard-2-1', 'blizzard-2-2', 'lost_map-1-1', 'lost_map-1-2', 'shooting_star-1-1', 'shooting_star-2-1', 'shooting_star-2-2'), ('intelligence', 'strength', 'agility'), None, None)), ('pass_task', False, (('farmer-1-1', 'farmer-1-2', 'farmer-1-3', 'river_crossing-1-1', 'river_crossing-2-1', 'river_crossing-2-2', 'foggy_swamp-1-1', 'foggy_swamp-2-1', 'foggy_swamp-2-2', 'cougar-1-1', 'cougar-2-1', 'lumberjack-1-1', 'lumberjack-1-2', 'grandmother-1-1', 'grandmother-1-2', 'storyteller-1-1', 'storyteller-1-2', 'cemetery-1-1', 'cemetery-2-1', 'cemetery-2-2', 'brown_bear-1-1', 'brown_bear-1-2', 'brown_bear-2-1', 'traveling_preacher-1-1', 'fur_trapper-1-1', 'fur_trapper-2-1', 'fur_trapper-2-2', 'schoolteacher-1-1', 'schoolteacher-1-2', 'schoolteacher-2-1', 'blacksmith-1-1', 'blacksmith-1-2', 'blacksmith-1-3', 'cowhand-1-1', 'cowhand-1-2', 'cowhand-1-3', 'cowhand-2-1', 'fiddler-1-1', 'fiddler-1-2', 'fiddler-1-3', 'fiddler-2-1', 'fiddler-2-2', 'prospector-1-1', 'prospector-1-2', 'prospector-1-3', 'ferryman-1-1', 'ferryman-1-2', 'ferryman-1-3', 'ferryman-2-1', 'ferryman-2-2', 'midwife-1-1', 'midwife-1-2', 'midwife-2-1', 'peddler-1-1', 'peddler-1-2', 'peddler-1-3', 'trail_cook-1-1', 'trail_cook-1-2', 'trail_cook-2-1', 'trail_cook-2-2', 'mapmaker-1-1', 'mapmaker-1-2', 'mapmaker-2-1', 'mapmaker-2-2', 'homesteader-1-1', 'homesteader-1-2', 'botanist-1-1', 'botanist-1-2', 'botanist-2-1', 'botanist-2-2', 'lighthouse_keeper-1-1', 'lighthouse_keeper-1-2', 'lighthouse_keeper-2-1', 'lighthouse_keeper-2-2', 'scout_guide-1-1', 'scout_guide-1-2', 'bandit-1-1', 'bandit-1-2', 'bandit-1-3', 'claim_jumper-1-1', 'claim_jumper-1-2', 'claim_jumper-2-1', 'claim_jumper-2-2', 'card_sharp-1-1', 'card_sharp-2-1', 'card_sharp-2-2', 'horse_thief-1-1', 'horse_thief-1-2', 'snake_oil_salesman-1-1', 'snake_oil_salesman-1-2', 'snake_oil_salesman-2-1', 'snake_oil_salesman-2-2', 'bounty_hunter-1-1', 'bounty_hunter-1-2', 'bounty_hunter-2-1', 'bounty_hunter-2-2', 'outlaw_gang-1-1', 'outlaw_gang-2-1', 'corrupt_sheriff-1-1', 'corrupt_sheriff-1-2', 'corrupt_sheriff-2-1', 'pickpocket-1-1', 'pickpocket-1-2', 'pickpocket-2-1', 'land_baron-1-1', 'bully-1-1', 'bully-1-2', 'bully-2-1', 'bully-2-2', 'highwayman-1-1', 'highwayman-2-1', 'highwayman-2-2', 'smuggler-1-1', 'smuggler-1-2', 'swindler-1-1', 'swindler-1-2', 'swindler-1-3', 'swindler-2-1', 'poacher-1-1', 'poacher-1-2', 'poacher-2-1', 'deserter-1-1', 'deserter-1-2', 'rustler-1-1', 'rustler-1-2', 'rustler-2-1', 'drifter-1-1', 'drifter-2-1', 'drifter-2-2', 'con_artist-1-1', 'con_artist-1-2', 'mutineer-1-1', 'mutineer-1-2', 'mutineer-1-3', 'mutineer-2-1', 'mutineer-2-2', 'rattlesnake-1-1', 'rattlesnake-1-2', 'bison_herd-1-1', 'bison_herd-2-1', 'wolf_pack-1-1', 'wolf_pack-1-2', 'wolf_pack-2-1', 'moose-1-1', 'coyote-1-1', 'coyote-2-1', 'coyote-2-2', 'bald_eagle-1-1', 'bald_eagle-1-2', 'bald_eagle-1-3', 'bald_eagle-2-1', 'bald_eagle-2-2', 'alligator-1-1', 'alligator-1-2', 'alligator-1-3', 'wild_boar-1-1', 'wild_boar-1-2', 'wild_boar-2-1', 'wild_boar-2-2', 'mountain_goat-1-1', 'mountain_goat-2-1', 'elk-1-1', 'elk-1-2', 'elk-1-3', 'raccoon-1-1', 'raccoon-1-2', 'raccoon-2-1', 'skunk-1-1', 'skunk-2-1', 'skunk-2-2', 'black_bear-1-1', 'beaver-1-1', 'beaver-2-1', 'bobcat-1-1', 'bobcat-1-2', 'bobcat-2-1', 'bobcat-2-2', 'porcupine-1-1', 'porcupine-1-2', 'wild_mustangs-1-1', 'wild_mustangs-1-2', 'wild_mustangs-1-3', 'wild_mustangs-2-1', 'wild_mustangs-2-2', 'grizzly-1-1', 'grizzly-1-2', 'grizzly-1-3', 'grizzly-2-1', 'grizzly-2-2', 'ghost_town-1-1', 'ghost_town-1-2', 'abandoned_mine-1-1', 'abandoned_mine-1-2', 'abandoned_mine-2-1', 'hidden_cave-1-1', 'hidden_cave-2-1', 'northern_lights-1-1', 'northern_lights-1-2', 'old_lighthouse-1-1', 'old_lighthouse-1-2', 'old_lighthouse-2-1', 'old_lighthouse-2-2', 'strange_tracks-1-1', 'strange_tracks-1-2', 'strange_tracks-2-1', 'strange_tracks-2-2', 'sinkhole-1-1', 'rockslide-1-1', 'rockslide-2-1', 'thunderstorm-1-1', 'thunderstorm-1-2', 'thunderstorm-2-1', 'desert_mirage-1-1', 'desert_mirage-1-2', 'petrified_forest-1-1', 'petrified_forest-2-1', 'hot_springs-1-1', 'hot_springs-1-2', 'hot_springs-2-1', 'canyon_echo-1-1', 'canyon_echo-1-2', 'wildfire-1-1', 'wildfire-2-1', 'blizzard-1-1', 'blizzard-1-2', 'blizzard-2-1', 'blizzard-2-2', 'lost_map-1-1', 'lost_map-1-2', 'shooting_star-1-1', 'shooting_star-2-1', 'shooting_star-2-2'),)), ('take_story', False, (('farmer', 'river_crossing', 'foggy_swamp', 'cougar', 'lumberjack', 'grandmother', 'storyteller', 'cemetery', 'brown_bear', 'traveling_preacher', 'fur_trapper', 'schoolteacher', 'blacksmith', 'cowhand', 'fiddler', 'prospector', 'ferryman', 'midwife', 'peddler', 'trail_cook', 'mapmaker', 'homesteader', 'botanist', 'lighthouse_keeper', 'scout_guide', 'bandit', 'claim_jumper', 'card_sharp', 'horse_thief', 'snake_oil_salesman', 'bounty_hunter', 'outlaw_gang', 'corrupt_sheriff', 'pickpocket', 'land_baron', 'bully', 'highwayman', 'smuggler', 'swindler', 'poacher', 'deserter', 'rustler', 'drifter', 'con_artist', 'mutineer', 'rattlesnake', 'bison_herd', 'wolf_pack', 'moose', 'coyote', 'bald_eagle', 'alligator', 'wild_boar', 'mountain_goat', 'elk', 'raccoon', 'skunk', 'black_bear', 'beaver', 'bobcat', 'porcupine', 'wild_mustangs', 'grizzly', 'ghost_town', 'abandoned_mine', 'hidden_cave', 'northern_lights', 'old_lighthouse', 'strange_tracks', 'sinkhole', 'rockslide', 'thunderstorm', 'desert_mirage', 'petrified_forest', 'hot_springs', 'canyon_echo', 'wildfire', 'blizzard', 'lost_map', 'shooting_star'),)), ('forget', False, (('friend_1', 'friend_2', 'friend_3', 'enemy_1', 'enemy_2', 'enemy_3', 'beast_1', 'beast_2', 'beast_3', 'mystery_1', 'mystery_2', 'mystery_3'),)), ('discard_item', False, (('nuts_and_berries', 'fish', 'meat', 'trinket'),)), ('end_turn', False, ()), ('skip_travel', False, ())),
    2: (('stay_away', False, ()), ('enjoy_company', False, ()), ('share_story', False, (('farmer', 'river_crossing', 'foggy_swamp', 'cougar', 'lumberjack', 'grandmother', 'storyteller', 'cemetery', 'brown_bear', 'traveling_preacher', 'fur_trapper', 'schoolteacher', 'blacksmith', 'cowhand', 'fiddler', 'prospector', 'ferryman', 'midwife', 'peddler', 'trail_cook', 'mapmaker', 'homesteader', 'botanist', 'lighthouse_keeper', 'scout_guide', 'bandit', 'claim_jumper', 'card_sharp', 'horse_thief', 'snake_oil_salesman', 'bounty_hunter', 'outlaw_gang', 'corrupt_sheriff', 'pickpocket', 'land_baron', 'bully', 'highwayman', 'smuggler', 'swindler', 'poacher', 'deserter', 'rustler', 'drifter', 'con_artist', 'mutineer', 'rattlesnake', 'bison_herd', 'wolf_pack', 'moose', 'coyote', 'bald_eagle', 'alligator', 'wild_boar', 'mountain_goat', 'elk', 'raccoon', 'skunk', 'black_bear', 'beaver', 'bobcat', 'porcupine', 'wild_mustangs', 'grizzly', 'ghost_town', 'abandoned_mine', 'hidden_cave', 'northern_lights', 'old_lighthouse', 'strange_tracks', 'sinkhole', 'rockslide', 'thunderstorm', 'desert_mirage', 'petrified_forest', 'hot_springs', 'canyon_echo', 'wildfire', 'blizzard', 'lost_map', 'shooting_star'),)), ('bond', False, ())),
}

WHO_STEPS = frozenset({1, 2})

ASKS = True

STORIES_BONUS_VALUES = (
    0, 1, 2, 3, 0, 4, 5, 6, 7, 0, 4, 6, 8, 9, 10, 0, 4, 6, 8, 9, 10, 0, 4, 6, 8, 11, 12, 13, 14, 7, 4, 11, 12,
    13, 14, 7, 4, 11, 12, 13, 14, 7, 4, 11, 12, 3, 15, 1, 16, 17, 12, 3, 15, 1, 16, 17, 12, 3, 15, 1, 16, 17,
    12, 2, 10, 14, 5, 7, 9, 2, 10, 14, 5, 7, 9, 2, 10, 14, 5, 7,
)

DESPAIR_CARDS_POINTS_VALUES = (0, 1, 2, 3, 4, 5, 6, 7, 8)

STORY_TOKENS_DIFFICULTY_BY_ID = {
    'friend_1': 1, 'friend_2': 2, 'friend_3': 3, 'enemy_1': 1, 'enemy_2': 2, 'enemy_3': 3, 'beast_1': 1,
    'beast_2': 2, 'beast_3': 3, 'mystery_1': 1, 'mystery_2': 2, 'mystery_3': 3,
}

STORY_BAG_START = (
    'friend_1', 'friend_1', 'friend_1', 'friend_1', 'friend_2', 'friend_2', 'friend_2', 'friend_2',
    'friend_3', 'friend_3', 'enemy_1', 'enemy_1', 'enemy_1', 'enemy_1', 'enemy_2', 'enemy_2', 'enemy_2',
    'enemy_2', 'enemy_3', 'enemy_3', 'beast_1', 'beast_1', 'beast_1', 'beast_1', 'beast_2', 'beast_2',
    'beast_2', 'beast_2', 'beast_3', 'beast_3', 'mystery_1', 'mystery_1', 'mystery_1', 'mystery_1',
    'mystery_2', 'mystery_2', 'mystery_2', 'mystery_2', 'mystery_3', 'mystery_3',
)

ALL_STORIES_START = (
    'farmer', 'river_crossing', 'foggy_swamp', 'cougar', 'lumberjack', 'grandmother', 'storyteller',
    'cemetery', 'brown_bear', 'traveling_preacher', 'fur_trapper', 'schoolteacher', 'blacksmith', 'cowhand',
    'fiddler', 'prospector', 'ferryman', 'midwife', 'peddler', 'trail_cook', 'mapmaker', 'homesteader',
    'botanist', 'lighthouse_keeper', 'scout_guide', 'bandit', 'claim_jumper', 'card_sharp', 'horse_thief',
    'snake_oil_salesman', 'bounty_hunter', 'outlaw_gang', 'corrupt_sheriff', 'pickpocket', 'land_baron',
    'bully', 'highwayman', 'smuggler', 'swindler', 'poacher', 'deserter', 'rustler', 'drifter', 'con_artist',
    'mutineer', 'rattlesnake', 'bison_herd', 'wolf_pack', 'moose', 'coyote', 'bald_eagle', 'alligator',
    'wild_boar', 'mountain_goat', 'elk', 'raccoon', 'skunk', 'black_bear', 'beaver', 'bobcat', 'porcupine',
    'wild_mustangs', 'grizzly', 'ghost_town', 'abandoned_mine', 'hidden_cave', 'northern_lights',
    'old_lighthouse', 'strange_tracks', 'sinkhole', 'rockslide', 'thunderstorm', 'desert_mirage',
    'petrified_forest', 'hot_springs', 'canyon_echo', 'wildfire', 'blizzard', 'lost_map', 'shooting_star',
)

ABILITY_DECK_START = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23)

TRINKET_DECK_START = (
    'compass', 'pocket_watch', 'harmonica', 'lucky_coin', 'arrowhead', 'old_photograph', 'feather', 'locket',
    'spyglass', 'pressed_flower', 'carved_whistle', 'railroad_spike', 'silver_spoon', 'quartz_crystal',
    'beaded_bracelet', 'tin_star', 'fishing_lure', 'map_fragment', 'pocketknife', 'canteen', 'bird_skull',
    'postcard', 'marble', 'horseshoe',
)

DESPAIR_DECK_START = (0, 1, 2, 3, 4, 5, 6, 7, 8)

CAMPSITE_DECK_START = (
    'sunset_by_the_water', 'pine_grove', 'lakeside', 'mountain_hut', 'prairie_fire', 'desert_stars',
)

SITES_PIECE = (0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4)

OPTION_WEST_PIECE_VALUES = ('west_a', 'west_b')

PIECES_IDS = ('large', 'west_a', 'west_b', 'east_a', 'east_b')

PIECES_NUMBERS = {'large': 0, 'west_a': 1, 'west_b': 2, 'east_a': 3, 'east_b': 4}

OPTION_EAST_PIECE_VALUES = ('east_a', 'east_b')

PATHS_DOT = (
    True, False, True, False, True, False, True, False, True, False, True, False, True, False, True, False,
    True, False, True, False, True, False, True, False, True, False, True, False, True, False, True, False,
    True, False, True, False, True, False,
)

TASKS_BY_STORY_SECTION = {
    (0, 1): (0, 1, 2), (1, 1): (3,), (1, 2): (4, 5), (2, 1): (6,), (2, 2): (7, 8), (3, 1): (9,),
    (3, 2): (10,), (4, 1): (11, 12), (5, 1): (13, 14), (6, 1): (15, 16), (7, 1): (17,), (7, 2): (18, 19),
    (8, 1): (20, 21), (8, 2): (22,), (9, 1): (23,), (10, 1): (24,), (10, 2): (25, 26), (11, 1): (27, 28),
    (11, 2): (29,), (12, 1): (30, 31, 32), (13, 1): (33, 34, 35), (13, 2): (36,), (14, 1): (37, 38, 39),
    (14, 2): (40, 41), (15, 1): (42, 43, 44), (16, 1): (45, 46, 47), (16, 2): (48, 49), (17, 1): (50, 51),
    (17, 2): (52,), (18, 1): (53, 54, 55), (19, 1): (56, 57), (19, 2): (58, 59), (20, 1): (60, 61),
    (20, 2): (62, 63), (21, 1): (64, 65), (22, 1): (66, 67), (22, 2): (68, 69), (23, 1): (70, 71),
    (23, 2): (72, 73), (24, 1): (74, 75), (25, 1): (76, 77, 78), (26, 1): (79, 80), (26, 2): (81, 82),
    (27, 1): (83,), (27, 2): (84, 85), (28, 1): (86, 87), (29, 1): (88, 89), (29, 2): (90, 91),
    (30, 1): (92, 93), (30, 2): (94, 95), (31, 1): (96,), (31, 2): (97,), (32, 1): (98, 99), (32, 2): (100,),
    (33, 1): (101, 102), (33, 2): (103,), (34, 1): (104,), (35, 1): (105, 106), (35, 2): (107, 108),
    (36, 1): (109,), (36, 2): (110, 111), (37, 1): (112, 113), (38, 1): (114, 115, 116), (38, 2): (117,),
    (39, 1): (118, 119), (39, 2): (120,), (40, 1): (121, 122), (41, 1): (123, 124), (41, 2): (125,),
    (42, 1): (126,), (42, 2): (127, 128), (43, 1): (129, 130), (44, 1): (131, 132, 133), (44, 2): (134, 135),
    (45, 1): (136, 137), (46, 1): (138,), (46, 2): (139,), (47, 1): (140, 141), (47, 2): (142,),
    (48, 1): (143,), (49, 1): (144,), (49, 2): (145, 146), (50, 1): (147, 148, 149), (50, 2): (150, 151),
    (51, 1): (152, 153, 154), (52, 1): (155, 156), (52, 2): (157, 158), (53, 1): (159,), (53, 2): (160,),
    (54, 1): (161, 162, 163), (55, 1): (164, 165), (55, 2): (166,), (56, 1): (167,), (56, 2): (168, 169),
    (57, 1): (170,), (58, 1): (171,), (58, 2): (172,), (59, 1): (173, 174), (59, 2): (175, 176),
    (60, 1): (177, 178), (61, 1): (179, 180, 181), (61, 2): (182, 183), (62, 1): (184, 185, 186),
    (62, 2): (187, 188), (63, 1): (189, 190), (64, 1): (191, 192), (64, 2): (193,), (65, 1): (194,),
    (65, 2): (195,), (66, 1): (196, 197), (67, 1): (198, 199), (67, 2): (200, 201), (68, 1): (202, 203),
    (68, 2): (204, 205), (69, 1): (206,), (70, 1): (207,), (70, 2): (208,), (71, 1): (209, 210),
    (71, 2): (211,), (72, 1): (212, 213), (73, 1): (214,), (73, 2): (215,), (74, 1): (216, 217),
    (74, 2): (218,), (75, 1): (219, 220), (76, 1): (221,), (76, 2): (222,), (77, 1): (223, 224),
    (77, 2): (225, 226), (78, 1): (227, 228), (79, 1): (229,), (79, 2): (230, 231),
}

JUDGED_UNREAD = (('global', 'all_stories'),)


class Player:
    """A player's fields, lowered: numbers and flags, ids of a table as their row number, sets of ids as bit masks, maps keyed by a table as lists."""
    __slots__ = (
        'seat', 'site', 'skill_cubes', 'experience', 'wanderlust', 'havens', 'talents', 'inspired',
        'inspiration', 'active', 'hope', 'memories', 'items_', 'ability_cards', 'trinket_cards',
        'despair_hand', 'unwritten', 'journal_pages',
    )


class State:
    """The shared fields, lowered, the players and the flow of the game being played."""
    __slots__ = (
        'rolled', 'sites_in_play', 'paths_in_play', 'story_bag', 'drawn', 'on_board', 'on_path', 'telling',
        'all_stories', 'story_decks', 'open_stories', 'section', 'attempted', 'stopped', 'ability_deck',
        'trinket_deck', 'despair_deck', 'campsite_deck', 'offered_abilities', 'offered_trinkets',
        'ability_discards', 'trinket_discards', 'camp_card', 'camp_site', 'supply', 'crystals', 'stage',
        'bonuses', 'reflecting', 'journaling', 'meditated', 'rows_used', 'haven_site', 'taken_icons',
        'wanderer', 'visitor', 'bond_from', 'picker', 'option_west_piece', 'option_east_piece', 'players',
        'moves', 'readable', 'rnd', 'phase', 'ended_by', 'picks', 'turn', 'round', 'lead', 'first_player',
        'step', 'turn_moves', 'passes', 'idle_turns', 'max_moves', 'end_requested', 'decision_moves',
        'final_turns', 'decision_arguments', 'shared_piles',
    )


def lower_state(state):
    """The lowered copy of a readable state (runtime/state.py GameState): taken once, at the start."""
    s = State()
    s.shared_piles = None
    g = state.g
    s.rolled = [g.rolled['die_1'], g.rolled['die_2'], g.rolled['die_3'], g.rolled['die_4']]
    mask = 0
    for key in g.sites_in_play:
        mask |= 1 << SITES_NUMBERS[key]
    s.sites_in_play = mask
    mask = 0
    for key in g.paths_in_play:
        mask |= 1 << PATHS_NUMBERS[key]
    s.paths_in_play = mask
    s.story_bag = g.story_bag
    s.drawn = g.drawn
    s.on_board = g.on_board
    s.on_path = [-1 if g.on_path['r1c1_r1c2'] is None else STORY_TOKENS_NUMBERS[g.on_path['r1c1_r1c2']], -1 if g.on_path['r2c1_r2c2'] is None else STORY_TOKENS_NUMBERS[g.on_path['r2c1_r2c2']], -1 if g.on_path['r3c1_r3c2'] is None else STORY_TOKENS_NUMBERS[g.on_path['r3c1_r3c2']], -1 if g.on_path['r4c1_r4c2'] is None else STORY_TOKENS_NUMBERS[g.on_path['r4c1_r4c2']], -1 if g.on_path['r1c1_r2c1'] is None else STORY_TOKENS_NUMBERS[g.on_path['r1c1_r2c1']], -1 if g.on_path['r2c1_r3c1'] is None else STORY_TOKENS_NUMBERS[g.on_path['r2c1_r3c1']], -1 if g.on_path['r3c1_r4c1'] is None else STORY_TOKENS_NUMBERS[g.on_path['r3c1_r4c1']], -1 if g.on_path['r1c2_r2c2'] is None else STORY_TOKENS_NUMBERS[g.on_path['r1c2_r2c2']], -1 if g.on_path['r2c2_r3c2'] is None else STORY_TOKENS_NUMBERS[g.on_path['r2c2_r3c2']], -1 if g.on_path['r3c2_r4c2'] is None else STORY_TOKENS_NUMBERS[g.on_path['r3c2_r4c2']], -1 if g.on_path['r1c0a_r2c0a'] is None else STORY_TOKENS_NUMBERS[g.on_path['r1c0a_r2c0a']], -1 if g.on_path['r2c0a_r3c0a'] is None else STORY_TOKENS_NUMBERS[g.on_path['r2c0a_r3c0a']], -1 if g.on_path['r3c0a_r4c0a'] is None else STORY_TOKENS_NUMBERS[g.on_path['r3c0a_r4c0a']], -1 if g.on_path['r1c0a_r1c1'] is None else STORY_TOKENS_NUMBERS[g.on_path['r1c0a_r1c1']], -1 if g.on_path['r2c0a_r2c1'] is None else STORY_TOKENS_NUMBERS[g.on_path['r2c0a_r2c1']], -1 if g.on_path['r3c0a_r3c1'] is None else STORY_TOKENS_NUMBERS[g.on_path['r3c0a_r3c1']], -1 if g.on_path['r4c0a_r4c1'] is None else STORY_TOKENS_NUMBERS[g.on_path['r4c0a_r4c1']], -1 if g.on_path['r1c0b_r2c0b'] is None else STORY_TOKENS_NUMBERS[g.on_path['r1c0b_r2c0b']], -1 if g.on_path['r2c0b_r3c0b'] is None else STORY_TOKENS_NUMBERS[g.on_path['r2c0b_r3c0b']], -1 if g.on_path['r3c0b_r4c0b'] is None else STORY_TOKENS_NUMBERS[g.on_path['r3c0b_r4c0b']], -1 if g.on_path['r1c0b_r1c1'] is None else STORY_TOKENS_NUMBERS[g.on_path['r1c0b_r1c1']], -1 if g.on_path['r2c0b_r2c1'] is None else STORY_TOKENS_NUMBERS[g.on_path['r2c0b_r2c1']], -1 if g.on_path['r3c0b_r3c1'] is None else STORY_TOKENS_NUMBERS[g.on_path['r3c0b_r3c1']], -1 if g.on_path['r4c0b_r4c1'] is None else STORY_TOKENS_NUMBERS[g.on_path['r4c0b_r4c1']], -1 if g.on_path['r1c3a_r2c3a'] is None else STORY_TOKENS_NUMBERS[g.on_path['r1c3a_r2c3a']], -1 if g.on_path['r2c3a_r3c3a'] is None else STORY_TOKENS_NUMBERS[g.on_path['r2c3a_r3c3a']], -1 if g.on_path['r3c3a_r4c3a'] is None else STORY_TOKENS_NUMBERS[g.on_path['r3c3a_r4c3a']], -1 if g.on_path['r1c2_r1c3a'] is None else STORY_TOKENS_NUMBERS[g.on_path['r1c2_r1c3a']], -1 if g.on_path['r2c2_r2c3a'] is None else STORY_TOKENS_NUMBERS[g.on_path['r2c2_r2c3a']], -1 if g.on_path['r3c2_r3c3a'] is None else STORY_TOKENS_NUMBERS[g.on_path['r3c2_r3c3a']], -1 if g.on_path['r4c2_r4c3a'] is None else STORY_TOKENS_NUMBERS[g.on_path['r4c2_r4c3a']], -1 if g.on_path['r1c3b_r2c3b'] is None else STORY_TOKENS_NUMBERS[g.on_path['r1c3b_r2c3b']], -1 if g.on_path['r2c3b_r3c3b'] is None else STORY_TOKENS_NUMBERS[g.on_path['r2c3b_r3c3b']], -1 if g.on_path['r3c3b_r4c3b'] is None else STORY_TOKENS_NUMBERS[g.on_path['r3c3b_r4c3b']], -1 if g.on_path['r1c2_r1c3b'] is None else STORY_TOKENS_NUMBERS[g.on_path['r1c2_r1c3b']], -1 if g.on_path['r2c2_r2c3b'] is None else STORY_TOKENS_NUMBERS[g.on_path['r2c2_r2c3b']], -1 if g.on_path['r3c2_r3c3b'] is None else STORY_TOKENS_NUMBERS[g.on_path['r3c2_r3c3b']], -1 if g.on_path['r4c2_r4c3b'] is None else STORY_TOKENS_NUMBERS[g.on_path['r4c2_r4c3b']]]
    s.telling = g.telling
    s.all_stories = g.all_stories
    s.story_decks = g.story_decks
    s.open_stories = g.open_stories
    s.section = g.section
    s.attempted = g.attempted
    s.stopped = g.stopped
    s.ability_deck = [ABILITIES_NUMBERS[c] for c in g.ability_deck]
    s.trinket_deck = g.trinket_deck
    s.despair_deck = [DESPAIR_CARDS_NUMBERS[c] for c in g.despair_deck]
    s.campsite_deck = g.campsite_deck
    s.offered_abilities = [ABILITIES_NUMBERS[c] for c in g.offered_abilities]
    s.offered_trinkets = g.offered_trinkets
    s.ability_discards = [ABILITIES_NUMBERS[c] for c in g.ability_discards]
    s.trinket_discards = g.trinket_discards
    s.camp_card = g.camp_card
    s.camp_site = -1 if g.camp_site is None else SITES_NUMBERS[g.camp_site]
    s.supply = [g.supply['nuts_and_berries'], g.supply['fish'], g.supply['meat'], g.supply['trinket']]
    s.crystals = g.crystals
    s.stage = -1 if g.stage is None else STAGE_NUMBERS[g.stage]
    mask = 0
    for key in g.bonuses:
        mask |= 1 << BONUS_KINDS_NUMBERS[key]
    s.bonuses = mask
    s.reflecting = g.reflecting
    s.journaling = g.journaling
    s.meditated = g.meditated
    mask = 0
    for key in g.rows_used:
        mask |= 1 << SKILLS_NUMBERS[key]
    s.rows_used = mask
    s.haven_site = -1 if g.haven_site is None else SITES_NUMBERS[g.haven_site]
    mask = 0
    for key in g.taken_icons:
        mask |= 1 << CAMP_ICONS_NUMBERS[key]
    s.taken_icons = mask
    s.wanderer = g.wanderer
    s.visitor = g.visitor
    s.bond_from = g.bond_from
    s.picker = g.picker
    s.option_west_piece = OPTION_WEST_PIECE_NUMBERS[state.options['west_piece']]
    s.option_east_piece = OPTION_EAST_PIECE_NUMBERS[state.options['east_piece']]
    s.players = []
    for q in state.players:
        p = Player()
        p.seat = q.seat
        p.site = -1 if q.site is None else SITES_NUMBERS[q.site]
        p.skill_cubes = [q.skill_cubes['intelligence'], q.skill_cubes['strength'], q.skill_cubes['agility']]
        p.experience = [q.experience['intelligence'], q.experience['strength'], q.experience['agility']]
        p.wanderlust = [q.wanderlust['intelligence_spaces'], q.wanderlust['strength_spaces'], q.wanderlust['agility_spaces'], q.wanderlust['memory_spaces'], q.wanderlust['item_spaces'], q.wanderlust['movement_spaces']]
        p.havens = [q.havens['r1c1'], q.havens['r1c2'], q.havens['r2c1'], q.havens['r2c2'], q.havens['r3c1'], q.havens['r3c2'], q.havens['r4c1'], q.havens['r4c2'], q.havens['r1c0a'], q.havens['r2c0a'], q.havens['r3c0a'], q.havens['r4c0a'], q.havens['r1c0b'], q.havens['r2c0b'], q.havens['r3c0b'], q.havens['r4c0b'], q.havens['r1c3a'], q.havens['r2c3a'], q.havens['r3c3a'], q.havens['r4c3a'], q.havens['r1c3b'], q.havens['r2c3b'], q.havens['r3c3b'], q.havens['r4c3b']]
        mask = 0
        for key in q.talents:
            mask |= 1 << TERRAINS_NUMBERS[key]
        p.talents = mask
        mask = 0
        for key in q.inspired:
            mask |= 1 << TERRAINS_NUMBERS[key]
        p.inspired = mask
        p.inspiration = q.inspiration
        p.active = q.active
        p.hope = q.hope
        p.memories = q.memories
        p.items_ = [q.items_['nuts_and_berries'], q.items_['fish'], q.items_['meat'], q.items_['trinket']]
        p.ability_cards = [ABILITIES_NUMBERS[c] for c in q.ability_cards]
        p.trinket_cards = q.trinket_cards
        p.despair_hand = [DESPAIR_CARDS_NUMBERS[c] for c in q.despair_hand]
        p.unwritten = q.unwritten
        p.journal_pages = q.journal_pages
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
    return s


def raise_state(state, s):
    """Write the lowered state back into the readable one: at the end, before an observer looks, and before a rules error is raised."""
    g = state.g
    entries = g.rolled
    entries['die_1'] = s.rolled[0]
    entries['die_2'] = s.rolled[1]
    entries['die_3'] = s.rolled[2]
    entries['die_4'] = s.rolled[3]
    entries = set()
    bits = s.sites_in_play
    while bits:
        low = bits & -bits
        entries.add(SITES_IDS[low.bit_length() - 1])
        bits ^= low
    g.sites_in_play = entries
    entries = set()
    bits = s.paths_in_play
    while bits:
        low = bits & -bits
        entries.add(PATHS_IDS[low.bit_length() - 1])
        bits ^= low
    g.paths_in_play = entries
    g.story_bag = s.story_bag
    g.drawn = s.drawn
    g.on_board = s.on_board
    entries = g.on_path
    entries['r1c1_r1c2'] = None if s.on_path[0] < 0 else STORY_TOKENS_IDS[s.on_path[0]]
    entries['r2c1_r2c2'] = None if s.on_path[1] < 0 else STORY_TOKENS_IDS[s.on_path[1]]
    entries['r3c1_r3c2'] = None if s.on_path[2] < 0 else STORY_TOKENS_IDS[s.on_path[2]]
    entries['r4c1_r4c2'] = None if s.on_path[3] < 0 else STORY_TOKENS_IDS[s.on_path[3]]
    entries['r1c1_r2c1'] = None if s.on_path[4] < 0 else STORY_TOKENS_IDS[s.on_path[4]]
    entries['r2c1_r3c1'] = None if s.on_path[5] < 0 else STORY_TOKENS_IDS[s.on_path[5]]
    entries['r3c1_r4c1'] = None if s.on_path[6] < 0 else STORY_TOKENS_IDS[s.on_path[6]]
    entries['r1c2_r2c2'] = None if s.on_path[7] < 0 else STORY_TOKENS_IDS[s.on_path[7]]
    entries['r2c2_r3c2'] = None if s.on_path[8] < 0 else STORY_TOKENS_IDS[s.on_path[8]]
    entries['r3c2_r4c2'] = None if s.on_path[9] < 0 else STORY_TOKENS_IDS[s.on_path[9]]
    entries['r1c0a_r2c0a'] = None if s.on_path[10] < 0 else STORY_TOKENS_IDS[s.on_path[10]]
    entries['r2c0a_r3c0a'] = None if s.on_path[11] < 0 else STORY_TOKENS_IDS[s.on_path[11]]
    entries['r3c0a_r4c0a'] = None if s.on_path[12] < 0 else STORY_TOKENS_IDS[s.on_path[12]]
    entries['r1c0a_r1c1'] = None if s.on_path[13] < 0 else STORY_TOKENS_IDS[s.on_path[13]]
    entries['r2c0a_r2c1'] = None if s.on_path[14] < 0 else STORY_TOKENS_IDS[s.on_path[14]]
    entries['r3c0a_r3c1'] = None if s.on_path[15] < 0 else STORY_TOKENS_IDS[s.on_path[15]]
    entries['r4c0a_r4c1'] = None if s.on_path[16] < 0 else STORY_TOKENS_IDS[s.on_path[16]]
    entries['r1c0b_r2c0b'] = None if s.on_path[17] < 0 else STORY_TOKENS_IDS[s.on_path[17]]
    entries['r2c0b_r3c0b'] = None if s.on_path[18] < 0 else STORY_TOKENS_IDS[s.on_path[18]]
    entries['r3c0b_r4c0b'] = None if s.on_path[19] < 0 else STORY_TOKENS_IDS[s.on_path[19]]
    entries['r1c0b_r1c1'] = None if s.on_path[20] < 0 else STORY_TOKENS_IDS[s.on_path[20]]
    entries['r2c0b_r2c1'] = None if s.on_path[21] < 0 else STORY_TOKENS_IDS[s.on_path[21]]
    entries['r3c0b_r3c1'] = None if s.on_path[22] < 0 else STORY_TOKENS_IDS[s.on_path[22]]
    entries['r4c0b_r4c1'] = None if s.on_path[23] < 0 else STORY_TOKENS_IDS[s.on_path[23]]
    entries['r1c3a_r2c3a'] = None if s.on_path[24] < 0 else STORY_TOKENS_IDS[s.on_path[24]]
    entries['r2c3a_r3c3a'] = None if s.on_path[25] < 0 else STORY_TOKENS_IDS[s.on_path[25]]
    entries['r3c3a_r4c3a'] = None if s.on_path[26] < 0 else STORY_TOKENS_IDS[s.on_path[26]]
    entries['r1c2_r1c3a'] = None if s.on_path[27] < 0 else STORY_TOKENS_IDS[s.on_path[27]]
    entries['r2c2_r2c3a'] = None if s.on_path[28] < 0 else STORY_TOKENS_IDS[s.on_path[28]]
    entries['r3c2_r3c3a'] = None if s.on_path[29] < 0 else STORY_TOKENS_IDS[s.on_path[29]]
    entries['r4c2_r4c3a'] = None if s.on_path[30] < 0 else STORY_TOKENS_IDS[s.on_path[30]]
    entries['r1c3b_r2c3b'] = None if s.on_path[31] < 0 else STORY_TOKENS_IDS[s.on_path[31]]
    entries['r2c3b_r3c3b'] = None if s.on_path[32] < 0 else STORY_TOKENS_IDS[s.on_path[32]]
    entries['r3c3b_r4c3b'] = None if s.on_path[33] < 0 else STORY_TOKENS_IDS[s.on_path[33]]
    entries['r1c2_r1c3b'] = None if s.on_path[34] < 0 else STORY_TOKENS_IDS[s.on_path[34]]
    entries['r2c2_r2c3b'] = None if s.on_path[35] < 0 else STORY_TOKENS_IDS[s.on_path[35]]
    entries['r3c2_r3c3b'] = None if s.on_path[36] < 0 else STORY_TOKENS_IDS[s.on_path[36]]
    entries['r4c2_r4c3b'] = None if s.on_path[37] < 0 else STORY_TOKENS_IDS[s.on_path[37]]
    g.telling = s.telling
    g.all_stories = s.all_stories
    g.story_decks = s.story_decks
    g.open_stories = s.open_stories
    g.section = s.section
    g.attempted = True if s.attempted else False
    g.stopped = True if s.stopped else False
    write_ids(g.ability_deck, s.ability_deck, ABILITIES_IDS)
    g.trinket_deck = s.trinket_deck
    write_ids(g.despair_deck, s.despair_deck, DESPAIR_CARDS_IDS)
    g.campsite_deck = s.campsite_deck
    write_ids(g.offered_abilities, s.offered_abilities, ABILITIES_IDS)
    g.offered_trinkets = s.offered_trinkets
    write_ids(g.ability_discards, s.ability_discards, ABILITIES_IDS)
    g.trinket_discards = s.trinket_discards
    g.camp_card = s.camp_card
    g.camp_site = None if s.camp_site < 0 else SITES_IDS[s.camp_site]
    entries = g.supply
    entries['nuts_and_berries'] = s.supply[0]
    entries['fish'] = s.supply[1]
    entries['meat'] = s.supply[2]
    entries['trinket'] = s.supply[3]
    g.crystals = s.crystals
    g.stage = None if s.stage < 0 else STAGE_IDS[s.stage]
    entries = set()
    bits = s.bonuses
    while bits:
        low = bits & -bits
        entries.add(BONUS_KINDS_IDS[low.bit_length() - 1])
        bits ^= low
    g.bonuses = entries
    g.reflecting = True if s.reflecting else False
    g.journaling = True if s.journaling else False
    g.meditated = True if s.meditated else False
    entries = set()
    bits = s.rows_used
    while bits:
        low = bits & -bits
        entries.add(SKILLS_IDS[low.bit_length() - 1])
        bits ^= low
    g.rows_used = entries
    g.haven_site = None if s.haven_site < 0 else SITES_IDS[s.haven_site]
    entries = set()
    bits = s.taken_icons
    while bits:
        low = bits & -bits
        entries.add(CAMP_ICONS_IDS[low.bit_length() - 1])
        bits ^= low
    g.taken_icons = entries
    g.wanderer = s.wanderer
    g.visitor = s.visitor
    g.bond_from = s.bond_from
    g.picker = s.picker
    for seat in range(len(s.players)):
        p = s.players[seat]
        q = state.players[seat]
        q.site = None if p.site < 0 else SITES_IDS[p.site]
        entries = q.skill_cubes
        entries['intelligence'] = p.skill_cubes[0]
        entries['strength'] = p.skill_cubes[1]
        entries['agility'] = p.skill_cubes[2]
        entries = q.experience
        entries['intelligence'] = p.experience[0]
        entries['strength'] = p.experience[1]
        entries['agility'] = p.experience[2]
        entries = q.wanderlust
        entries['intelligence_spaces'] = p.wanderlust[0]
        entries['strength_spaces'] = p.wanderlust[1]
        entries['agility_spaces'] = p.wanderlust[2]
        entries['memory_spaces'] = p.wanderlust[3]
        entries['item_spaces'] = p.wanderlust[4]
        entries['movement_spaces'] = p.wanderlust[5]
        entries = q.havens
        entries['r1c1'] = p.havens[0]
        entries['r1c2'] = p.havens[1]
        entries['r2c1'] = p.havens[2]
        entries['r2c2'] = p.havens[3]
        entries['r3c1'] = p.havens[4]
        entries['r3c2'] = p.havens[5]
        entries['r4c1'] = p.havens[6]
        entries['r4c2'] = p.havens[7]
        entries['r1c0a'] = p.havens[8]
        entries['r2c0a'] = p.havens[9]
        entries['r3c0a'] = p.havens[10]
        entries['r4c0a'] = p.havens[11]
        entries['r1c0b'] = p.havens[12]
        entries['r2c0b'] = p.havens[13]
        entries['r3c0b'] = p.havens[14]
        entries['r4c0b'] = p.havens[15]
        entries['r1c3a'] = p.havens[16]
        entries['r2c3a'] = p.havens[17]
        entries['r3c3a'] = p.havens[18]
        entries['r4c3a'] = p.havens[19]
        entries['r1c3b'] = p.havens[20]
        entries['r2c3b'] = p.havens[21]
        entries['r3c3b'] = p.havens[22]
        entries['r4c3b'] = p.havens[23]
        entries = set()
        bits = p.talents
        while bits:
            low = bits & -bits
            entries.add(TERRAINS_IDS[low.bit_length() - 1])
            bits ^= low
        q.talents = entries
        entries = set()
        bits = p.inspired
        while bits:
            low = bits & -bits
            entries.add(TERRAINS_IDS[low.bit_length() - 1])
            bits ^= low
        q.inspired = entries
        q.inspiration = p.inspiration
        q.active = p.active
        q.hope = True if p.hope else False
        q.memories = p.memories
        entries = q.items_
        entries['nuts_and_berries'] = p.items_[0]
        entries['fish'] = p.items_[1]
        entries['meat'] = p.items_[2]
        entries['trinket'] = p.items_[3]
        write_ids(q.ability_cards, p.ability_cards, ABILITIES_IDS)
        q.trinket_cards = p.trinket_cards
        write_ids(q.despair_hand, p.despair_hand, DESPAIR_CARDS_IDS)
        q.unwritten = p.unwritten
        q.journal_pages = p.journal_pages
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


def end_turn_count(s):
    """The count() of a generator in end_turn, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for q in s.players:
        if len(q.journal_pages) >= 4:
            total += 1
    return total


def end_turn_any(s):
    """The any() of a generator in end_turn, as a loop (natively a C loop, not a generator object)."""
    for q in s.players:
        if len(q.journal_pages) >= 5:
            return True
    return False


def end_turn_all_any(s, s_):
    """The any() of a generator in end_turn_all, as a loop (natively a C loop, not a generator object)."""
    for q in s.players:
        if q.havens[s_] > 0:
            return True
    return False


def end_turn_all(s):
    """The all() of a generator in end_turn, as a loop (natively a C loop, not a generator object)."""
    for s_ in range(24):
        if s.sites_in_play & 1 << s_ != 0:
            if not end_turn_all_any(s, s_):
                return False
    return True


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
    elif end_turn_count(s) >= 2 or end_turn_any(s) or end_turn_all(s):
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
    s.stage = 0
    s.bonuses = 0
    s.reflecting = False
    s.journaling = False
    s.meditated = False
    s.rows_used = 0
    s.haven_site = -1


def draw_for_scout(s, p, agent_random, auto_single):
    """One token from the bag (shaken: drawn at random); with the bag empty, the Wanderer takes one from a path elsewhere on the board, which counts as drawn. (definitions/trail-story-america/game.yaml:276)"""
    if s.shared_piles is not None and s.shared_piles & 20608:
        # a judged clone's piles this may change, made its own first (drawn, on_board, story_bag): owned_on_write.py
        if s.shared_piles & 128:
            s.drawn = s.drawn.copy()
        if s.shared_piles & 4096:
            s.on_board = s.on_board.copy()
        if s.shared_piles & 16384:
            s.story_bag = s.story_bag.copy()
        s.shared_piles &= 1027967
    if len(s.story_bag) > 0:
        shuffle(s.readable, s.story_bag)
        if s.story_bag:
            s.drawn.append(s.story_bag.pop())
    else:
        elsewhere = [x for x in range(38) if s.on_path[x] != -1 and PATHS_FROM[x] != p.site and PATHS_TO[x] != p.site]
        if len(elsewhere) > 0:
            options_taken = elsewhere
            if not options_taken:
                return
            # the move before this choice, counted as settle_choices counts it
            s.turn_moves += 1
            if s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                seat = p.seat
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            taken = options_taken[0] if auto_single and len(options_taken) == 1 else options_taken[int(agent_random.random() * len(options_taken))]
            move_card(s.on_board, s.drawn, STORY_TOKENS_IDS[s.on_path[taken]])
            s.on_path[taken] = -1


def place_token(s, p, agent_random, auto_single, x):
    """The Wanderer chooses which drawn token goes on each empty path. (definitions/trail-story-america/game.yaml:290)"""
    if s.shared_piles is not None and s.shared_piles & 4224:
        # a judged clone's piles this may change, made its own first (drawn, on_board): owned_on_write.py
        if s.shared_piles & 128:
            s.drawn = s.drawn.copy()
        if s.shared_piles & 4096:
            s.on_board = s.on_board.copy()
        s.shared_piles &= 1044351
    if len(s.drawn) > 0:
        options_token = [*masks.distinct_keys([STORY_TOKENS_NUMBERS[t] for t in s.drawn])]
        if not options_token:
            return
        # the move before this choice, counted as settle_choices counts it
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            seat = p.seat
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        token = options_token[0] if auto_single and len(options_token) == 1 else options_token[int(agent_random.random() * len(options_token))]
        masks.list_remove(s.drawn, STORY_TOKENS_IDS[token])
        s.on_board.append(STORY_TOKENS_IDS[token])
        s.on_path[x] = token


def gain_experience_any(p):
    """The any() of a generator in gain_experience, as a loop (natively a C loop, not a generator object)."""
    for s_ in range(3):
        if p.experience[s_] < 3:
            return True
    return False


def gain_experience(s, p, agent_random, auto_single, amount):
    """Each cube goes to an Experience section of the Wanderer's choice; a section holds three, the excess is discarded. (definitions/trail-story-america/game.yaml:299)"""
    if amount < 0 or amount > 100000:
        repeat_count(amount)
    for _ in range(amount):
        if gain_experience_any(p):
            options_section_for = [s_ for s_ in range(3) if p.experience[s_] < 3]
            if not options_section_for:
                return
            # the move before this choice, counted as settle_choices counts it
            s.turn_moves += 1
            if s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                seat = p.seat
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            section_for = options_section_for[0] if auto_single and len(options_section_for) == 1 else options_section_for[int(agent_random.random() * len(options_section_for))]
            p.experience[section_for] += 1


def none_read():
    """An entry read by an id of none: rules.py's lookup of None, a rules error (runtime/errors.py)."""
    no_value()
    return -1


def do_scout(s, p, agent_random, auto_single):
    """Scout: draw a Story token for each empty path at the site and place one on each; gain 1 Experience per token drawn. (definitions/trail-story-america/game.yaml:545)"""
    if s.shared_piles is not None and s.shared_piles & 128:
        # a judged clone's piles this may change, made its own first (drawn): owned_on_write.py
        s.drawn = s.drawn.copy()
        s.shared_piles &= 1048447
    # begin_action, written in place
    if s.stage == 3:
        s.bonuses &= ~1
    s.reflecting = False
    s.journaling = False
    s.stage = 3
    empty = [x for x in range(38) if s.paths_in_play & PATHS_BITS[x] != 0 and (PATHS_FROM[x] == p.site or PATHS_TO[x] == p.site) and s.on_path[x] == -1]
    repeat_times = len(empty)
    if repeat_times < 0 or repeat_times > 100000:
        repeat_count(repeat_times)
    for _ in range(repeat_times):
        draw_for_scout(s, p, agent_random, auto_single)
    gained = len(s.drawn)
    for x in empty:
        place_token(s, p, agent_random, auto_single, x)
    gain_experience(s, p, agent_random, auto_single, gained)
    if (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) == 0 and p.talents & 1 != 0:
        # gain_item, written in place
        needed = ((p.items_[0] + 1 + 1) // 2 if ITEM_KINDS_FOOD[0] else p.items_[0] + 1) - ((p.items_[0] + 1) // 2 if ITEM_KINDS_FOOD[0] else p.items_[0])
        if s.supply[0] >= needed:
            s.supply[0] -= needed
            p.items_[0] += 1
    if (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) == 1 and p.talents & 2 != 0:
        # gain_item, written in place
        needed = ((p.items_[1] + 1 + 1) // 2 if ITEM_KINDS_FOOD[1] else p.items_[1] + 1) - ((p.items_[1] + 1) // 2 if ITEM_KINDS_FOOD[1] else p.items_[1])
        if s.supply[1] >= needed:
            s.supply[1] -= needed
            p.items_[1] += 1


def do_travel(s, p, agent_random, auto_single, walk):
    """Travel up to the movement value, orthogonally, never back, across at least one path with a Story token; take one of those tokens and reveal a Story card of its type. (definitions/trail-story-america/game.yaml:557)"""
    if s.shared_piles is not None and s.shared_piles & 982534:
        # a judged clone's piles this may change, made its own first (ability_deck, ability_discards, memories, offered_abilities, offered_trinkets, on_board, open_stories, story_bag, telling, trinket_deck, trinket_discards, unwritten): owned_on_write.py
        if s.shared_piles & 2:
            s.ability_deck = s.ability_deck.copy()
        if s.shared_piles & 4:
            s.ability_discards = s.ability_discards.copy()
        if s.shared_piles & 512:
            for holder in s.players:
                holder.memories = holder.memories.copy()
        if s.shared_piles & 1024:
            s.offered_abilities = s.offered_abilities.copy()
        if s.shared_piles & 2048:
            s.offered_trinkets = s.offered_trinkets.copy()
        if s.shared_piles & 4096:
            s.on_board = s.on_board.copy()
        if s.shared_piles & 8192:
            s.open_stories = s.open_stories.copy()
        if s.shared_piles & 16384:
            s.story_bag = s.story_bag.copy()
        if s.shared_piles & 32768:
            s.telling = s.telling.copy()
        if s.shared_piles & 131072:
            s.trinket_deck = s.trinket_deck.copy()
        if s.shared_piles & 262144:
            s.trinket_discards = s.trinket_discards.copy()
        if s.shared_piles & 524288:
            for holder in s.players:
                holder.unwritten = holder.unwritten.copy()
        s.shared_piles &= 66041
    # begin_action, written in place
    if s.stage == 3:
        s.bonuses &= ~2
    s.reflecting = False
    s.journaling = False
    s.stage = 3
    p.site = SITES_NUMBERS[walk_end(walk, SITES_IDS[p.site], PATHS)]
    options_taken = [*masks.distinct_keys([PATHS_NUMBERS[x] for x in walk if s.on_path[PATHS_NUMBERS[x]] != -1])]
    if not options_taken:
        return
    # the move before this choice, counted as settle_choices counts it
    s.turn_moves += 1
    if s.turn_moves > s.max_moves:
        # too_many_moves, written in place
        seat = p.seat
        raise_state(s.readable, s)
        s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
    taken = options_taken[0] if auto_single and len(options_taken) == 1 else options_taken[int(agent_random.random() * len(options_taken))]
    move_card(s.on_board, s.telling, STORY_TOKENS_IDS[s.on_path[taken]])
    s.on_path[taken] = -1
    s.stage = 1
    # draw_story, written in place
    kind = STORY_TOKENS_KIND[STORY_TOKENS_NUMBERS[s.telling[0]]]
    if len(s.story_decks[STORY_KINDS_IDS[kind]]) > 0:
        if s.story_decks[STORY_KINDS_IDS[kind]]:
            s.open_stories.append(s.story_decks[STORY_KINDS_IDS[kind]].pop())
        newest = STORIES_NUMBERS[s.open_stories[len(s.open_stories) - 1]]
        if STORIES_ABILITY[newest]:
            if s.ability_deck:
                s.offered_abilities.append(s.ability_deck.pop())
        if STORIES_TRINKET[newest]:
            if s.trinket_deck:
                s.offered_trinkets.append(s.trinket_deck.pop())
    if len(s.open_stories) == 0:
        # finish_story, written in place
        draw(s.readable, s.open_stories, p.unwritten, len(s.open_stories))
        if s.attempted:
            if s.telling:
                p.memories.append(s.telling.pop())
        else:
            if s.telling:
                s.story_bag.append(s.telling.pop())
        draw(s.readable, s.offered_abilities, s.ability_discards, len(s.offered_abilities))
        draw(s.readable, s.offered_trinkets, s.trinket_discards, len(s.offered_trinkets))
        s.stopped = False
        s.attempted = False
        s.section = 1
        s.stage = 3


def gain_skill_any(p):
    """The any() of a generator in gain_skill, as a loop (natively a C loop, not a generator object)."""
    for s_ in range(3):
        if TRACKS_SPACES[SKILLS_TRACK[s_]] - p.wanderlust[SKILLS_TRACK[s_]] - p.skill_cubes[s_] > 0:
            return True
    return False


def gain_skill(s, p, agent_random, auto_single, amount):
    """Each cube goes to an empty Skill space of the Wanderer's choice; excess cubes are discarded. (definitions/trail-story-america/game.yaml:309)"""
    if amount < 0 or amount > 100000:
        repeat_count(amount)
    for _ in range(amount):
        if gain_skill_any(p):
            options_space_for = [s_ for s_ in range(3) if TRACKS_SPACES[SKILLS_TRACK[s_]] - p.wanderlust[SKILLS_TRACK[s_]] - p.skill_cubes[s_] > 0]
            if not options_space_for:
                return
            # the move before this choice, counted as settle_choices counts it
            s.turn_moves += 1
            if s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                seat = p.seat
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            space_for = options_space_for[0] if auto_single and len(options_space_for) == 1 else options_space_for[int(agent_random.random() * len(options_space_for))]
            p.skill_cubes[space_for] += 1


def eat_any(p):
    """The any() of a generator in eat, as a loop (natively a C loop, not a generator object)."""
    for f in range(4):
        if p.items_[f] > 0 and ITEM_KINDS_FOOD[f]:
            return True
    return False


def eat(s, p, agent_random, auto_single):
    """Eat any number of Food: Nuts & Berries give 1 Skill and restore 2 Inspiration, a Fish 2 Skill, a Meat fills one Skill. (definitions/trail-story-america/game.yaml:460)"""
    turns_taken = 0
    while eat_any(p):
        if turns_taken >= 40:
            # loop_fails, written in place
            raise_state(s.readable, s)
            loop_turn(s.readable, None if p is None else s.readable.players[p.seat], turns_taken, 40, 'definitions/trail-story-america/game.yaml:462:7')
        turns_taken += 1
        options_food = [*masks.distinct_keys([ITEM_KINDS_IDS[f] for f in range(4) if ITEM_KINDS_FOOD[f] and p.items_[f] > 0]), 'done_eating']
        if not options_food:
            return
        # the move before this choice, counted as settle_choices counts it
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            seat = p.seat
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        food = options_food[0] if auto_single and len(options_food) == 1 else options_food[int(agent_random.random() * len(options_food))]
        if food == 'done_eating':
            break
        # give_back_item, written in place
        kind = ITEM_KINDS_NUMBERS[food]
        s.supply[kind] += ((p.items_[kind] + 1) // 2 if ITEM_KINDS_FOOD[kind] else p.items_[kind]) - ((p.items_[kind] - 1 + 1) // 2 if ITEM_KINDS_FOOD[kind] else p.items_[kind] - 1)
        p.items_[kind] -= 1
        if food == 'nuts_and_berries':
            gain_skill(s, p, agent_random, auto_single, 1)
            # restore, written in place
            clamped = p.active + 2
            if p.inspiration < clamped:
                clamped = p.inspiration
            if clamped < 0:
                clamped = 0
            p.active = clamped
        elif food == 'fish':
            gain_skill(s, p, agent_random, auto_single, 2)
        else:
            # fill_skill, written in place
            options_filled = []
            for filled in range(3):
                options_filled.append(filled)
            if options_filled:
                # the move before this choice, counted as settle_choices counts it
                s.turn_moves += 1
                if s.turn_moves > s.max_moves:
                    # too_many_moves, written in place
                    seat = p.seat
                    raise_state(s.readable, s)
                    s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
                filled = options_filled[0] if auto_single and len(options_filled) == 1 else options_filled[int(agent_random.random() * len(options_filled))]
                p.skill_cubes[filled] += TRACKS_SPACES[SKILLS_TRACK[filled]] - p.wanderlust[SKILLS_TRACK[filled]] - p.skill_cubes[filled]


def pick_benefits(s, p, agent_random, auto_single, amount, special_ok):
    """Benefits at the bottom of the Campsite card, each icon once per visitor; the green (special) ones only with Bond. (definitions/trail-story-america/game.yaml:490)"""
    if amount < 0 or amount > 100000:
        repeat_count(amount)
    for _ in range(amount):
        open_ = [i for i in range(25) if CAMP_ICONS_CAMP[i] == CAMPSITES_NUMBERS[s.camp_card[0]] and not s.taken_icons & 1 << i != 0 and (special_ok or not CAMP_ICONS_SPECIAL[i])]
        if len(open_) > 0:
            options_icon = open_
            if not options_icon:
                return
            # the move before this choice, counted as settle_choices counts it
            s.turn_moves += 1
            if s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                seat = p.seat
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            icon = options_icon[0] if auto_single and len(options_icon) == 1 else options_icon[int(agent_random.random() * len(options_icon))]
            s.taken_icons |= 1 << icon
            # apply_benefit, written in place
            b = CAMP_ICONS_BENEFIT[icon]
            if b == 0:
                # restore, written in place
                clamped = p.active + 1
                if p.inspiration < clamped:
                    clamped = p.inspiration
                if clamped < 0:
                    clamped = 0
                p.active = clamped
            elif b == 1:
                # restore_hope, written in place
                p.hope = True
            elif b == 2:
                eat(s, p, agent_random, auto_single)
            elif b == 3:
                gain_skill(s, p, agent_random, auto_single, 1)
            elif b == 4:
                gain_experience(s, p, agent_random, auto_single, 1)
            else:
                # move_forward, written in place
                options_next_site = [*masks.distinct_keys([SITES_IDS[PATHS_TO[x] if PATHS_FROM[x] == p.site else PATHS_FROM[x]] for x in range(38) if s.paths_in_play & PATHS_BITS[x] != 0 and (PATHS_FROM[x] == p.site or PATHS_TO[x] == p.site)]), 'stay_here']
                if options_next_site:
                    # the move before this choice, counted as settle_choices counts it
                    s.turn_moves += 1
                    if s.turn_moves > s.max_moves:
                        # too_many_moves, written in place
                        seat = p.seat
                        raise_state(s.readable, s)
                        s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
                    next_site = options_next_site[0] if auto_single and len(options_next_site) == 1 else options_next_site[int(agent_random.random() * len(options_next_site))]
                    if next_site != 'stay_here':
                        p.site = SITES_NUMBERS[next_site]
    for i in range(25):
        if s.taken_icons & 1 << i != 0:
            s.taken_icons &= ~(1 << i)


def do_camp(s, p, agent_random, auto_single):
    """Camp: reveal a Campsite card and take its benefits (eating among them); then the other players may visit. (definitions/trail-story-america/game.yaml:591)"""
    if s.shared_piles is not None and s.shared_piles & 24:
        # a judged clone's piles this may change, made its own first (camp_card, campsite_deck): owned_on_write.py
        if s.shared_piles & 8:
            s.camp_card = s.camp_card.copy()
        if s.shared_piles & 16:
            s.campsite_deck = s.campsite_deck.copy()
        s.shared_piles &= 1048551
    # begin_action, written in place
    if s.stage == 3:
        s.bonuses &= ~4
    s.reflecting = False
    s.journaling = False
    s.stage = 3
    if s.campsite_deck:
        s.camp_card.append(s.campsite_deck.pop())
    s.camp_site = p.site
    campsite = CAMPSITES_NUMBERS[s.camp_card[0]]
    # resolve_campsites_benefits, written in place
    effect_number = CAMPSITES_BENEFITS_EFFECTS[campsite]
    if effect_number == 0:
        # restore_hope, written in place
        p.hope = True
        eat(s, p, agent_random, auto_single)
    elif effect_number == 1:
        gain_skill(s, p, agent_random, auto_single, 2)
        eat(s, p, agent_random, auto_single)
    elif effect_number == 2:
        # restore, written in place
        clamped = p.active + 2
        if p.inspiration < clamped:
            clamped = p.inspiration
        if clamped < 0:
            clamped = 0
        p.active = clamped
        eat(s, p, agent_random, auto_single)
    elif effect_number == 3:
        gain_experience(s, p, agent_random, auto_single, 2)
        eat(s, p, agent_random, auto_single)
    elif effect_number == 4:
        # restore_hope, written in place
        p.hope = True
        gain_skill(s, p, agent_random, auto_single, 1)
        eat(s, p, agent_random, auto_single)
    elif effect_number == 5:
        # restore, written in place
        clamped = p.active + 3
        if p.inspiration < clamped:
            clamped = p.inspiration
        if clamped < 0:
            clamped = 0
        p.active = clamped
        eat(s, p, agent_random, auto_single)
    if (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) == 2 and p.talents & 4 != 0:
        pick_benefits(s, p, agent_random, auto_single, 1, False)
    s.visitor = s.wanderer
    # next_visitor, written in place
    s.visitor = (s.visitor + 1) % len(s.players)
    turns_taken = 0
    while s.visitor != s.wanderer and not abs((SITES_ROW[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_ROW[s.camp_site] if s.camp_site >= 0 else none_read())) + abs((SITES_COL[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_COL[s.camp_site] if s.camp_site >= 0 else none_read())) <= CAMPSITES_RANGE[CAMPSITES_NUMBERS[s.camp_card[0]]]:
        if turns_taken >= 8:
            # loop_fails, written in place
            raise_state(s.readable, s)
            loop_turn(s.readable, None if p is None else s.readable.players[p.seat], turns_taken, 8, 'definitions/trail-story-america/game.yaml:508:7')
        turns_taken += 1
        s.visitor = (s.visitor + 1) % len(s.players)
    if s.visitor == s.wanderer:
        # end_camp, written in place
        if s.camp_card:
            s.campsite_deck.append(s.camp_card.pop())
        shuffle(s.readable, s.campsite_deck)
        s.visitor = -1
        s.stage = 3
    else:
        s.stage = 2


def do_find_haven(s, p, track):
    """Reflect, Find a Haven: discard three Experience of a row to move that row's Wanderlust token onto the site (once per row). (definitions/trail-story-america/game.yaml:603)"""
    # begin_action, written in place
    if not (s.reflecting or False):
        if s.stage == 3:
            s.bonuses &= ~8
        s.reflecting = True
        s.journaling = False
    s.stage = 3
    p.experience[TRACKS_ROW[track]] -= 3
    s.rows_used |= 1 << TRACKS_ROW[track]
    p.wanderlust[track] -= 1
    if p.site < 0:
        none_read()
    p.havens[p.site] += 1
    s.haven_site = p.site
    p.talents |= 1 << (SITES_TERRAIN[p.site] if p.site >= 0 else none_read())
    # familiarity, written in place
    if p.talents & 1 << (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) != 0:
        p.hope = True


def do_find_inspiration(s, p, agent_random, auto_single):
    """Reflect, Find Inspiration: at an Inspiration site of a terrain the Wanderer lacks, discard any four Experience for that crystal; all Inspiration is restored. (definitions/trail-story-america/game.yaml:616)"""
    # begin_action, written in place
    if not (s.reflecting or False):
        if s.stage == 3:
            s.bonuses &= ~8
        s.reflecting = True
        s.journaling = False
    s.stage = 3
    for _ in range(4):
        options_spent_from = [s_ for s_ in range(3) if p.experience[s_] > 0]
        if not options_spent_from:
            return
        # the move before this choice, counted as settle_choices counts it
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            seat = p.seat
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        spent_from = options_spent_from[0] if auto_single and len(options_spent_from) == 1 else options_spent_from[int(agent_random.random() * len(options_spent_from))]
        p.experience[spent_from] -= 1
    p.inspired |= 1 << (SITES_TERRAIN[p.site] if p.site >= 0 else none_read())
    clamped = s.crystals - 1
    if clamped < 0:
        clamped = 0
    s.crystals = clamped
    p.inspiration += 1
    clamped = p.inspiration
    if clamped < 0:
        clamped = 0
    p.active = clamped
    # familiarity, written in place
    if p.talents & 1 << (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) != 0:
        p.hope = True


def do_write_story_sum(tokens):
    """The sum() of a generator in do_write_story, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for t in tokens:
        total += STORY_TOKENS_DIFFICULTY[STORY_TOKENS_NUMBERS[t]]
    return total


def do_write_story(s, p, story, tokens):
    """Journal: tuck an unwritten Story card under the journal, paying memories of at least 4 stars (2 for the first page), one of its type; Inspiration counts as stars. (definitions/trail-story-america/game.yaml:630)"""
    if s.shared_piles is not None and s.shared_piles & 541440:
        # a judged clone's piles this may change, made its own first (journal_pages, memories, story_bag, unwritten): owned_on_write.py
        if s.shared_piles & 256:
            for holder in s.players:
                holder.journal_pages = holder.journal_pages.copy()
        if s.shared_piles & 512:
            for holder in s.players:
                holder.memories = holder.memories.copy()
        if s.shared_piles & 16384:
            s.story_bag = s.story_bag.copy()
        if s.shared_piles & 524288:
            for holder in s.players:
                holder.unwritten = holder.unwritten.copy()
        s.shared_piles &= 507135
    # begin_action, written in place
    if not s.journaling:
        if s.stage == 3:
            s.bonuses &= ~16
        s.reflecting = False
        s.journaling = True
    s.stage = 3
    short = (2 if len(p.journal_pages) == 0 else 4) - (1 if (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) == 3 and p.talents & 8 != 0 and not s.meditated else 0) - do_write_story_sum(tokens)
    if 0 > short:
        short = 0
    if (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) == 3 and p.talents & 8 != 0 and not s.meditated:
        s.meditated = True
    clamped = p.active - short
    if clamped < 0:
        clamped = 0
    p.active = clamped
    masks.list_remove(p.unwritten, STORIES_IDS[story])
    p.journal_pages.append(STORIES_IDS[story])
    for t in tokens:
        masks.list_remove(p.memories, t)
        s.story_bag.append(t)


def resolve_tasks_success(s, p, agent_random, auto_single, card_row):
    """The effect a card of 'tasks' prints as its success, by the card's number."""
    if s.shared_piles is not None and s.shared_piles & 207875:
        # a judged clone's piles this may change, made its own first (ability_cards, ability_deck, offered_abilities, offered_trinkets, open_stories, trinket_cards, trinket_deck): owned_on_write.py
        if s.shared_piles & 1:
            for holder in s.players:
                holder.ability_cards = holder.ability_cards.copy()
        if s.shared_piles & 2:
            s.ability_deck = s.ability_deck.copy()
        if s.shared_piles & 1024:
            s.offered_abilities = s.offered_abilities.copy()
        if s.shared_piles & 2048:
            s.offered_trinkets = s.offered_trinkets.copy()
        if s.shared_piles & 8192:
            s.open_stories = s.open_stories.copy()
        if s.shared_piles & 65536:
            for holder in s.players:
                holder.trinket_cards = holder.trinket_cards.copy()
        if s.shared_piles & 131072:
            s.trinket_deck = s.trinket_deck.copy()
        s.shared_piles &= 840700
    effect_number = TASKS_SUCCESS_EFFECTS[card_row]
    if effect_number == 0:
        # gain_ability, written in place
        if s.offered_abilities:
            p.ability_cards.append(s.offered_abilities.pop())
    elif effect_number == 1:
        # gain_item, written in place
        needed = ((p.items_[0] + 1 + 1) // 2 if ITEM_KINDS_FOOD[0] else p.items_[0] + 1) - ((p.items_[0] + 1) // 2 if ITEM_KINDS_FOOD[0] else p.items_[0])
        if s.supply[0] >= needed:
            s.supply[0] -= needed
            p.items_[0] += 1
    elif effect_number == 2:
        gain_experience(s, p, agent_random, auto_single, 3)
    elif effect_number == 3:
        gain_experience(s, p, agent_random, auto_single, 1)
    elif effect_number == 4:
        # bonus, written in place
        s.bonuses |= 4
    elif effect_number == 5:
        # gain_item, written in place
        needed = ((p.items_[1] + 1 + 1) // 2 if ITEM_KINDS_FOOD[1] else p.items_[1] + 1) - ((p.items_[1] + 1) // 2 if ITEM_KINDS_FOOD[1] else p.items_[1])
        if s.supply[1] >= needed:
            s.supply[1] -= needed
            p.items_[1] += 1
    elif effect_number == 6:
        gain_experience(s, p, agent_random, auto_single, 2)
    elif effect_number == 7:
        # gain_item, written in place
        needed = ((p.items_[2] + 1 + 1) // 2 if ITEM_KINDS_FOOD[2] else p.items_[2] + 1) - ((p.items_[2] + 1) // 2 if ITEM_KINDS_FOOD[2] else p.items_[2])
        if s.supply[2] >= needed:
            s.supply[2] -= needed
            p.items_[2] += 1
    elif effect_number == 8:
        # draw_story, written in place
        if len(s.story_decks[STORY_KINDS_IDS[0]]) > 0:
            if s.story_decks[STORY_KINDS_IDS[0]]:
                s.open_stories.append(s.story_decks[STORY_KINDS_IDS[0]].pop())
            newest = STORIES_NUMBERS[s.open_stories[len(s.open_stories) - 1]]
            if STORIES_ABILITY[newest]:
                if s.ability_deck:
                    s.offered_abilities.append(s.ability_deck.pop())
            if STORIES_TRINKET[newest]:
                if s.trinket_deck:
                    s.offered_trinkets.append(s.trinket_deck.pop())
    elif effect_number == 9:
        gain_skill(s, p, agent_random, auto_single, 2)
    elif effect_number == 10:
        # bonus, written in place
        s.bonuses |= 16
    elif effect_number == 11:
        # restore, written in place
        clamped = p.active + 2
        if p.inspiration < clamped:
            clamped = p.inspiration
        if clamped < 0:
            clamped = 0
        p.active = clamped
    elif effect_number == 12:
        # bonus, written in place
        s.bonuses |= 2
    elif effect_number == 13:
        # restore, written in place
        clamped = p.active + 1
        if p.inspiration < clamped:
            clamped = p.inspiration
        if clamped < 0:
            clamped = 0
        p.active = clamped
    elif effect_number == 14:
        # gain_trinket, written in place
        if len(s.offered_trinkets) > 0:
            found = TRINKETS_NUMBERS[s.offered_trinkets[0]]
            masks.list_remove(s.offered_trinkets, TRINKETS_IDS[found])
            p.trinket_cards.append(TRINKETS_IDS[found])
            # gain_item, written in place
            needed = ((p.items_[3] + 1 + 1) // 2 if ITEM_KINDS_FOOD[3] else p.items_[3] + 1) - ((p.items_[3] + 1) // 2 if ITEM_KINDS_FOOD[3] else p.items_[3])
            if s.supply[3] >= needed:
                s.supply[3] -= needed
                p.items_[3] += 1
            # resolve_trinkets_on_find, written in place
            effect_number_2 = TRINKETS_ON_FIND_EFFECTS[found]
            if effect_number_2 == 0:
                # restore, written in place
                clamped = p.active + 1
                if p.inspiration < clamped:
                    clamped = p.inspiration
                if clamped < 0:
                    clamped = 0
                p.active = clamped
            elif effect_number_2 == 1:
                # restore_hope, written in place
                p.hope = True
            elif effect_number_2 == 2:
                # restore, written in place
                clamped = p.active + 2
                if p.inspiration < clamped:
                    clamped = p.inspiration
                if clamped < 0:
                    clamped = 0
                p.active = clamped
            elif effect_number_2 == 3:
                # gain_item, written in place
                needed = ((p.items_[1] + 1 + 1) // 2 if ITEM_KINDS_FOOD[1] else p.items_[1] + 1) - ((p.items_[1] + 1) // 2 if ITEM_KINDS_FOOD[1] else p.items_[1])
                if s.supply[1] >= needed:
                    s.supply[1] -= needed
                    p.items_[1] += 1
            elif effect_number_2 == 4:
                # gain_item, written in place
                needed = ((p.items_[0] + 1 + 1) // 2 if ITEM_KINDS_FOOD[0] else p.items_[0] + 1) - ((p.items_[0] + 1) // 2 if ITEM_KINDS_FOOD[0] else p.items_[0])
                if s.supply[0] >= needed:
                    s.supply[0] -= needed
                    p.items_[0] += 1
    elif effect_number == 15:
        gain_skill(s, p, agent_random, auto_single, 1)
    elif effect_number == 16:
        # restore_hope, written in place
        p.hope = True
    elif effect_number == 17:
        # bonus, written in place
        s.bonuses |= 1
    elif effect_number == 18:
        # gain_inspiration, written in place
        if not p.inspired & 2 != 0 and s.crystals > 0:
            p.inspired |= 2
            clamped = s.crystals - 1
            if clamped < 0:
                clamped = 0
            s.crystals = clamped
            p.inspiration += 1
            clamped = p.inspiration
            if clamped < 0:
                clamped = 0
            p.active = clamped
    elif effect_number == 19:
        # gain_inspiration, written in place
        if not p.inspired & 4 != 0 and s.crystals > 0:
            p.inspired |= 4
            clamped = s.crystals - 1
            if clamped < 0:
                clamped = 0
            s.crystals = clamped
            p.inspiration += 1
            clamped = p.inspiration
            if clamped < 0:
                clamped = 0
            p.active = clamped
    elif effect_number == 20:
        # bonus, written in place
        s.bonuses |= 8
    elif effect_number == 21:
        # gain_inspiration, written in place
        if not p.inspired & 1 != 0 and s.crystals > 0:
            p.inspired |= 1
            clamped = s.crystals - 1
            if clamped < 0:
                clamped = 0
            s.crystals = clamped
            p.inspiration += 1
            clamped = p.inspiration
            if clamped < 0:
                clamped = 0
            p.active = clamped
    elif effect_number == 22:
        # gain_inspiration, written in place
        if not p.inspired & 8 != 0 and s.crystals > 0:
            p.inspired |= 8
            clamped = s.crystals - 1
            if clamped < 0:
                clamped = 0
            s.crystals = clamped
            p.inspiration += 1
            clamped = p.inspiration
            if clamped < 0:
                clamped = 0
            p.active = clamped


def discard_item_token(s, p, agent_random, auto_single, lost):
    """A Trinket token discarded takes one Trinket card with it. (definitions/trail-story-america/game.yaml:359)"""
    if s.shared_piles is not None and s.shared_piles & 327680:
        # a judged clone's piles this may change, made its own first (trinket_cards, trinket_discards): owned_on_write.py
        if s.shared_piles & 65536:
            for holder in s.players:
                holder.trinket_cards = holder.trinket_cards.copy()
        if s.shared_piles & 262144:
            s.trinket_discards = s.trinket_discards.copy()
        s.shared_piles &= 720895
    # give_back_item, written in place
    s.supply[lost] += ((p.items_[lost] + 1) // 2 if ITEM_KINDS_FOOD[lost] else p.items_[lost]) - ((p.items_[lost] - 1 + 1) // 2 if ITEM_KINDS_FOOD[lost] else p.items_[lost] - 1)
    p.items_[lost] -= 1
    if lost == 3 and len(p.trinket_cards) > 0:
        options_card_lost = [*masks.distinct_keys([TRINKETS_NUMBERS[c] for c in p.trinket_cards])]
        if not options_card_lost:
            return
        # the move before this choice, counted as settle_choices counts it
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            seat = p.seat
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        card_lost = options_card_lost[0] if auto_single and len(options_card_lost) == 1 else options_card_lost[int(agent_random.random() * len(options_card_lost))]
        masks.list_remove(p.trinket_cards, TRINKETS_IDS[card_lost])
        s.trinket_discards.append(TRINKETS_IDS[card_lost])


def lose_item_any(p):
    """The any() of a generator in lose_item, as a loop (natively a C loop, not a generator object)."""
    for i in range(4):
        if p.items_[i] > 0:
            return True
    return False


def lose_item(s, p, agent_random, auto_single):
    """Lose one Item (Trinket or Food) of the Wanderer's choice; a Food token flips from 2 to 1. (definitions/trail-story-america/game.yaml:368)"""
    if lose_item_any(p):
        options_lost = [i for i in range(4) if p.items_[i] > 0]
        if not options_lost:
            return
        # the move before this choice, counted as settle_choices counts it
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            seat = p.seat
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        lost = options_lost[0] if auto_single and len(options_lost) == 1 else options_lost[int(agent_random.random() * len(options_lost))]
        discard_item_token(s, p, agent_random, auto_single, lost)


def trade_meat_for_story(s, p, agent_random, auto_single, kind):
    """The Cougar's Rescue failed: the Wanderer may discard a Meat to draw a card of the kind. (definitions/trail-story-america/game.yaml:385)"""
    if s.shared_piles is not None and s.shared_piles & 142338:
        # a judged clone's piles this may change, made its own first (ability_deck, offered_abilities, offered_trinkets, open_stories, trinket_deck): owned_on_write.py
        if s.shared_piles & 2:
            s.ability_deck = s.ability_deck.copy()
        if s.shared_piles & 1024:
            s.offered_abilities = s.offered_abilities.copy()
        if s.shared_piles & 2048:
            s.offered_trinkets = s.offered_trinkets.copy()
        if s.shared_piles & 8192:
            s.open_stories = s.open_stories.copy()
        if s.shared_piles & 131072:
            s.trinket_deck = s.trinket_deck.copy()
        s.shared_piles &= 906237
    if p.items_[2] > 0:
        options_trade = (2, 3)
        if not options_trade:
            return
        # the move before this choice, counted as settle_choices counts it
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            seat = p.seat
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        trade = options_trade[0] if auto_single and len(options_trade) == 1 else options_trade[int(agent_random.random() * len(options_trade))]
        if trade == 3:
            # give_back_item, written in place
            s.supply[2] += ((p.items_[2] + 1) // 2 if ITEM_KINDS_FOOD[2] else p.items_[2]) - ((p.items_[2] - 1 + 1) // 2 if ITEM_KINDS_FOOD[2] else p.items_[2] - 1)
            p.items_[2] -= 1
            # draw_story, written in place
            if len(s.story_decks[STORY_KINDS_IDS[kind]]) > 0:
                if s.story_decks[STORY_KINDS_IDS[kind]]:
                    s.open_stories.append(s.story_decks[STORY_KINDS_IDS[kind]].pop())
                newest = STORIES_NUMBERS[s.open_stories[len(s.open_stories) - 1]]
                if STORIES_ABILITY[newest]:
                    if s.ability_deck:
                        s.offered_abilities.append(s.ability_deck.pop())
                if STORIES_TRINKET[newest]:
                    if s.trinket_deck:
                        s.offered_trinkets.append(s.trinket_deck.pop())


def settle(s, p, agent_random, auto_single, task, made_it):
    """Hope may turn a failure (even with no dice) into a success, and counts as an attempt; then the task's side applies. (definitions/trail-story-america/game.yaml:425)"""
    if s.shared_piles is not None and s.shared_piles & 847460:
        # a judged clone's piles this may change, made its own first (ability_discards, despair_deck, despair_hand, memories, offered_abilities, offered_trinkets, open_stories, story_bag, telling, trinket_discards, unwritten): owned_on_write.py
        if s.shared_piles & 4:
            s.ability_discards = s.ability_discards.copy()
        if s.shared_piles & 32:
            s.despair_deck = s.despair_deck.copy()
        if s.shared_piles & 64:
            for holder in s.players:
                holder.despair_hand = holder.despair_hand.copy()
        if s.shared_piles & 512:
            for holder in s.players:
                holder.memories = holder.memories.copy()
        if s.shared_piles & 1024:
            s.offered_abilities = s.offered_abilities.copy()
        if s.shared_piles & 2048:
            s.offered_trinkets = s.offered_trinkets.copy()
        if s.shared_piles & 8192:
            s.open_stories = s.open_stories.copy()
        if s.shared_piles & 16384:
            s.story_bag = s.story_bag.copy()
        if s.shared_piles & 32768:
            s.telling = s.telling.copy()
        if s.shared_piles & 262144:
            s.trinket_discards = s.trinket_discards.copy()
        if s.shared_piles & 524288:
            for holder in s.players:
                holder.unwritten = holder.unwritten.copy()
        s.shared_piles &= 201115
    options_hope_choice = [4, 5] if p.hope and not made_it else [4]
    if not options_hope_choice:
        return
    # the move before this choice, counted as settle_choices counts it
    s.turn_moves += 1
    if s.turn_moves > s.max_moves:
        # too_many_moves, written in place
        seat = p.seat
        raise_state(s.readable, s)
        s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
    hope_choice = options_hope_choice[0] if auto_single and len(options_hope_choice) == 1 else options_hope_choice[int(agent_random.random() * len(options_hope_choice))]
    if hope_choice == 5:
        p.hope = False
        s.attempted = True
    if made_it or hope_choice == 5:
        resolve_tasks_success(s, p, agent_random, auto_single, task)
    else:
        # resolve_tasks_failure, written in place
        effect_number = TASKS_FAILURE_EFFECTS[task]
        if effect_number == 0:
            # restore_hope, written in place
            p.hope = True
        elif effect_number == 1:
            lose_item(s, p, agent_random, auto_single)
        elif effect_number == 2:
            # despair, written in place
            if s.despair_deck:
                p.despair_hand.append(s.despair_deck.pop())
        elif effect_number == 3:
            trade_meat_for_story(s, p, agent_random, auto_single, 0)
        elif effect_number == 4:
            gain_experience(s, p, agent_random, auto_single, 1)
        elif effect_number == 5:
            # stop_story, written in place
            s.stopped = True
            s.attempted = True
    # next_section, written in place
    if s.stopped:
        # finish_story, written in place
        draw(s.readable, s.open_stories, p.unwritten, len(s.open_stories))
        if s.attempted:
            if s.telling:
                p.memories.append(s.telling.pop())
        else:
            if s.telling:
                s.story_bag.append(s.telling.pop())
        draw(s.readable, s.offered_abilities, s.ability_discards, len(s.offered_abilities))
        draw(s.readable, s.offered_trinkets, s.trinket_discards, len(s.offered_trinkets))
        s.stopped = False
        s.attempted = False
        s.section = 1
        s.stage = 3
    else:
        s.section += 1
        if s.section > STORIES_SECTIONS[STORIES_NUMBERS[s.open_stories[0]]]:
            move_card(s.open_stories, p.unwritten, s.open_stories[0])
            s.section = 1
            if len(s.open_stories) == 0:
                # finish_story, written in place
                draw(s.readable, s.open_stories, p.unwritten, len(s.open_stories))
                if s.attempted:
                    if s.telling:
                        p.memories.append(s.telling.pop())
                else:
                    if s.telling:
                        s.story_bag.append(s.telling.pop())
                draw(s.readable, s.offered_abilities, s.ability_discards, len(s.offered_abilities))
                draw(s.readable, s.offered_trinkets, s.trinket_discards, len(s.offered_trinkets))
                s.stopped = False
                s.attempted = False
                s.section = 1
                s.stage = 3


def do_attempt_any(p, skill_used):
    """The any() of a generator in do_attempt, as a loop (natively a C loop, not a generator object)."""
    for a in p.ability_cards:
        if ABILITIES_SKILL[a] == skill_used:
            return True
    return False


def do_attempt_sum(s, dice_count):
    """The sum() of a generator in do_attempt, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for d in range(4):
        if DICE_SLOT[d] <= dice_count:
            total += star_faces(s.rolled[d])
    return total


def do_attempt(s, p, agent_random, auto_single, task, skill_used, cubes, spent):
    """Attempt a task of the current section: move Skill cubes of its Skill to Experience and spend Inspiration to activate dice (at most four), roll; success if the stars reach the token's difficulty. (definitions/trail-story-america/game.yaml:570)"""
    if s.shared_piles is not None and s.shared_piles & 32768:
        # a judged clone's piles this may change, made its own first (telling): owned_on_write.py
        s.telling = s.telling.copy()
        s.shared_piles &= 1015807
    p.skill_cubes[skill_used] -= cubes
    p.experience[skill_used] = 3 if 3 < p.experience[skill_used] + cubes else p.experience[skill_used] + cubes
    clamped = p.active - spent
    if clamped < 0:
        clamped = 0
    p.active = clamped
    dice_count = cubes + spent + (1 if cubes > 0 and do_attempt_any(p, skill_used) else 0)
    if 4 < dice_count:
        dice_count = 4
    s.attempted = True
    used = [d for d in range(4) if DICE_SLOT[d] <= dice_count]
    for rolled_die in used:
        s.rolled[rolled_die] = int(s.rnd.random() * DICE_SIDES[rolled_die]) + 1
    settle(s, p, agent_random, auto_single, task, do_attempt_sum(s, dice_count) >= STORY_TOKENS_DIFFICULTY[STORY_TOKENS_NUMBERS[s.telling[0]]])


def do_pass_task(s, p, agent_random, auto_single, task):
    """Make no attempt at a task of the current section; it fails automatically (unless Hope is used). (definitions/trail-story-america/game.yaml:587)"""
    settle(s, p, agent_random, auto_single, task, False)


def do_take_story(s, p, story):
    """Bond: the Wanderer takes any one unwritten Story card from the visitor. (definitions/trail-story-america/game.yaml:641)"""
    if s.shared_piles is not None and s.shared_piles & 524312:
        # a judged clone's piles this may change, made its own first (camp_card, campsite_deck, unwritten): owned_on_write.py
        if s.shared_piles & 8:
            s.camp_card = s.camp_card.copy()
        if s.shared_piles & 16:
            s.campsite_deck = s.campsite_deck.copy()
        if s.shared_piles & 524288:
            for holder in s.players:
                holder.unwritten = holder.unwritten.copy()
        s.shared_piles &= 524263
    masks.list_remove(s.players[s.bond_from].unwritten, STORIES_IDS[story])
    p.unwritten.append(STORIES_IDS[story])
    s.bond_from = -1
    # next_visitor, written in place
    s.visitor = (s.visitor + 1) % len(s.players)
    turns_taken = 0
    while s.visitor != s.wanderer and not abs((SITES_ROW[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_ROW[s.camp_site] if s.camp_site >= 0 else none_read())) + abs((SITES_COL[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_COL[s.camp_site] if s.camp_site >= 0 else none_read())) <= CAMPSITES_RANGE[CAMPSITES_NUMBERS[s.camp_card[0]]]:
        if turns_taken >= 8:
            # loop_fails, written in place
            raise_state(s.readable, s)
            loop_turn(s.readable, None if p is None else s.readable.players[p.seat], turns_taken, 8, 'definitions/trail-story-america/game.yaml:508:7')
        turns_taken += 1
        s.visitor = (s.visitor + 1) % len(s.players)
    if s.visitor == s.wanderer:
        # end_camp, written in place
        if s.camp_card:
            s.campsite_deck.append(s.camp_card.pop())
        shuffle(s.readable, s.campsite_deck)
        s.visitor = -1
        s.stage = 3
    else:
        s.stage = 2


def do_forget(s, p, token):
    """End of the turn: with more memories than Memory spaces, forget one (back to the bag). (definitions/trail-story-america/game.yaml:648)"""
    if s.shared_piles is not None and s.shared_piles & 16896:
        # a judged clone's piles this may change, made its own first (memories, story_bag): owned_on_write.py
        if s.shared_piles & 512:
            for holder in s.players:
                holder.memories = holder.memories.copy()
        if s.shared_piles & 16384:
            s.story_bag = s.story_bag.copy()
        s.shared_piles &= 1031679
    masks.list_remove(p.memories, STORY_TOKENS_IDS[token])
    s.story_bag.append(STORY_TOKENS_IDS[token])


def do_discard_item(s, p, agent_random, auto_single, item):
    """End of the turn: with more Items than Item spaces, discard one. (definitions/trail-story-america/game.yaml:653)"""
    discard_item_token(s, p, agent_random, auto_single, item)


def do_end_turn(s, p):
    """The turn ends (every limit met); bonuses not taken are lost, but a Travel bonus may still be taken after it. (definitions/trail-story-america/game.yaml:658)"""
    if s.bonuses & 2 != 0:
        # after_turn, written in place
        for k in range(5):
            if s.bonuses & 1 << k != 0:
                s.bonuses &= ~(1 << k)
        s.stage = 4
        s.meditated = False
        s.haven_site = -1
        for s_ in range(3):
            if s.rows_used & 1 << s_ != 0:
                s.rows_used &= ~(1 << s_)
    else:
        s.stage = 5


def do_skip_travel(s, p):
    """The Wanderer does not take the Travel bonus. (definitions/trail-story-america/game.yaml:662)"""
    s.stage = 5


def do_stay_away(s, p):
    """The player does not visit the campsite. (definitions/trail-story-america/game.yaml:666)"""
    if s.shared_piles is not None and s.shared_piles & 24:
        # a judged clone's piles this may change, made its own first (camp_card, campsite_deck): owned_on_write.py
        if s.shared_piles & 8:
            s.camp_card = s.camp_card.copy()
        if s.shared_piles & 16:
            s.campsite_deck = s.campsite_deck.copy()
        s.shared_piles &= 1048551
    # next_visitor, written in place
    s.visitor = (s.visitor + 1) % len(s.players)
    turns_taken = 0
    while s.visitor != s.wanderer and not abs((SITES_ROW[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_ROW[s.camp_site] if s.camp_site >= 0 else none_read())) + abs((SITES_COL[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_COL[s.camp_site] if s.camp_site >= 0 else none_read())) <= CAMPSITES_RANGE[CAMPSITES_NUMBERS[s.camp_card[0]]]:
        if turns_taken >= 8:
            # loop_fails, written in place
            raise_state(s.readable, s)
            loop_turn(s.readable, None if p is None else s.readable.players[p.seat], turns_taken, 8, 'definitions/trail-story-america/game.yaml:508:7')
        turns_taken += 1
        s.visitor = (s.visitor + 1) % len(s.players)
    if s.visitor == s.wanderer:
        # end_camp, written in place
        if s.camp_card:
            s.campsite_deck.append(s.camp_card.pop())
        shuffle(s.readable, s.campsite_deck)
        s.visitor = -1
        s.stage = 3
    else:
        s.stage = 2


def do_enjoy_company(s, p, agent_random, auto_single):
    """Visit, Enjoy Company: gain 1 basic benefit. (definitions/trail-story-america/game.yaml:670)"""
    if s.shared_piles is not None and s.shared_piles & 24:
        # a judged clone's piles this may change, made its own first (camp_card, campsite_deck): owned_on_write.py
        if s.shared_piles & 8:
            s.camp_card = s.camp_card.copy()
        if s.shared_piles & 16:
            s.campsite_deck = s.campsite_deck.copy()
        s.shared_piles &= 1048551
    p.site = s.camp_site
    pick_benefits(s, p, agent_random, auto_single, 1, False)
    # next_visitor, written in place
    s.visitor = (s.visitor + 1) % len(s.players)
    turns_taken = 0
    while s.visitor != s.wanderer and not abs((SITES_ROW[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_ROW[s.camp_site] if s.camp_site >= 0 else none_read())) + abs((SITES_COL[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_COL[s.camp_site] if s.camp_site >= 0 else none_read())) <= CAMPSITES_RANGE[CAMPSITES_NUMBERS[s.camp_card[0]]]:
        if turns_taken >= 8:
            # loop_fails, written in place
            raise_state(s.readable, s)
            loop_turn(s.readable, None if p is None else s.readable.players[p.seat], turns_taken, 8, 'definitions/trail-story-america/game.yaml:508:7')
        turns_taken += 1
        s.visitor = (s.visitor + 1) % len(s.players)
    if s.visitor == s.wanderer:
        # end_camp, written in place
        if s.camp_card:
            s.campsite_deck.append(s.camp_card.pop())
        shuffle(s.readable, s.campsite_deck)
        s.visitor = -1
        s.stage = 3
    else:
        s.stage = 2


def do_share_story(s, p, agent_random, auto_single, story):
    """Visit, Share a Story: give one unwritten Story card to the Wanderer; gain 2 basic benefits. (definitions/trail-story-america/game.yaml:677)"""
    if s.shared_piles is not None and s.shared_piles & 524312:
        # a judged clone's piles this may change, made its own first (camp_card, campsite_deck, unwritten): owned_on_write.py
        if s.shared_piles & 8:
            s.camp_card = s.camp_card.copy()
        if s.shared_piles & 16:
            s.campsite_deck = s.campsite_deck.copy()
        if s.shared_piles & 524288:
            for holder in s.players:
                holder.unwritten = holder.unwritten.copy()
        s.shared_piles &= 524263
    p.site = s.camp_site
    masks.list_remove(p.unwritten, STORIES_IDS[story])
    s.players[s.wanderer].unwritten.append(STORIES_IDS[story])
    pick_benefits(s, p, agent_random, auto_single, 2, False)
    # next_visitor, written in place
    s.visitor = (s.visitor + 1) % len(s.players)
    turns_taken = 0
    while s.visitor != s.wanderer and not abs((SITES_ROW[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_ROW[s.camp_site] if s.camp_site >= 0 else none_read())) + abs((SITES_COL[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_COL[s.camp_site] if s.camp_site >= 0 else none_read())) <= CAMPSITES_RANGE[CAMPSITES_NUMBERS[s.camp_card[0]]]:
        if turns_taken >= 8:
            # loop_fails, written in place
            raise_state(s.readable, s)
            loop_turn(s.readable, None if p is None else s.readable.players[p.seat], turns_taken, 8, 'definitions/trail-story-america/game.yaml:508:7')
        turns_taken += 1
        s.visitor = (s.visitor + 1) % len(s.players)
    if s.visitor == s.wanderer:
        # end_camp, written in place
        if s.camp_card:
            s.campsite_deck.append(s.camp_card.pop())
        shuffle(s.readable, s.campsite_deck)
        s.visitor = -1
        s.stage = 3
    else:
        s.stage = 2


def do_bond(s, p, agent_random, auto_single):
    """Visit, Bond: the Wanderer takes one of the visitor's unwritten Story cards; gain 3 benefits, basic or special. (definitions/trail-story-america/game.yaml:686)"""
    p.site = s.camp_site
    pick_benefits(s, p, agent_random, auto_single, 3, True)
    s.bond_from = p.seat


def round_wanderer(s, p):
    """A step of the round."""
    s.wanderer = p.seat


def round_act_play_any(s, walk):
    """The any() of a generator in round_act_play, as a loop (natively a C loop, not a generator object)."""
    for x in walk:
        if s.on_path[PATHS_NUMBERS[x]] != -1:
            return True
    return False


def round_act_play_all(s, p):
    """The all() of a generator in round_act_play, as a loop (natively a C loop, not a generator object)."""
    for q in s.players:
        if not (q.havens[p.site] if p.site >= 0 else none_read()) == 0:
            return False
    return True


def round_act_play_sum(p):
    """The sum() of a generator in round_act_play, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for s_ in range(3):
        total += p.experience[s_]
    return total


def round_act_play_any_2(story, tokens):
    """The any() of a generator in round_act_play, as a loop (natively a C loop, not a generator object)."""
    for t in tokens:
        if STORY_TOKENS_KIND[STORY_TOKENS_NUMBERS[t]] == STORIES_KIND[story]:
            return True
    return False


def round_act_play_sum_2(p):
    """The sum() of a generator in round_act_play, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for i in range(4):
        total += (p.items_[i] + 1) // 2 if ITEM_KINDS_FOOD[i] else p.items_[i]
    return total


def round_act_play_any_3(p, skill_used_2):
    """The any() of a generator in round_act_play, as a loop (natively a C loop, not a generator object)."""
    for a in p.ability_cards:
        if ABILITIES_SKILL[a] == skill_used_2:
            return True
    return False


def round_act_play_sum_3(tokens_2):
    """The sum() of a generator in round_act_play, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for t in tokens_2:
        total += STORY_TOKENS_DIFFICULTY[STORY_TOKENS_NUMBERS[t]]
    return total


def round_act_play(state, s, randoms, observe):
    """Every pick of the round step act, drawn as a random agent draws."""
    n = len(s.players)
    seat = s.turn
    p = s.players[seat]
    s.picks = None
    # the legal moves of act: the number of each action allowed
    my_movement = TRACKS_SPACES[5] - p.wanderlust[5]
    my_meditation = (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) == 3 and p.talents & 8 != 0 and not s.meditated
    my_page_cost = (2 if len(p.journal_pages) == 0 else 4) - (1 if my_meditation else 0)
    my_memory_room = TRACKS_SPACES[3] - p.wanderlust[3]
    my_item_room = TRACKS_SPACES[4] - p.wanderlust[4]
    moves = s.moves
    moves.clear()
    arguments = []
    if s.stage == 0 or (s.stage == 4 if 0 == 1 else s.stage == 3 and (s.bonuses & 1 != 0 or 0 == 3 and s.reflecting or 0 == 4 and s.journaling)):
        moves.append(0)
    if s.stage == 0 or (s.stage == 4 if 1 == 1 else s.stage == 3 and (s.bonuses & 2 != 0 or 1 == 3 and s.reflecting or 1 == 4 and s.journaling)):
        for walk in walks([PATHS_IDS[k] for k in range(38) if s.paths_in_play & PATHS_BITS[k] != 0], SITES_IDS[p.site], my_movement, PATHS):
            if round_act_play_any(s, walk):
                moves.append(1 + 13 * len(arguments))
                arguments.append((walk,))
    if s.stage == 0 or (s.stage == 4 if 2 == 1 else s.stage == 3 and (s.bonuses & 4 != 0 or 2 == 3 and s.reflecting or 2 == 4 and s.journaling)):
        moves.append(2)
    for track in range(6):
        if (s.stage == 0 or (s.stage == 4 if 3 == 1 else s.stage == 3 and (s.bonuses & 8 != 0 or 3 == 3 and s.reflecting or 3 == 4 and s.journaling))) and p.wanderlust[track] > 0 and p.experience[TRACKS_ROW[track]] >= 3 and not s.rows_used & 1 << TRACKS_ROW[track] != 0 and (s.haven_site == p.site or round_act_play_all(s, p)):
            moves.append(3 + 13 * track)
    if (s.stage == 0 or (s.stage == 4 if 3 == 1 else s.stage == 3 and (s.bonuses & 8 != 0 or 3 == 3 and s.reflecting or 3 == 4 and s.journaling))) and (SITES_INSPIRATION[p.site] if p.site >= 0 else none_read()) and not p.inspired & 1 << (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) != 0 and round_act_play_sum(p) >= 4 and s.crystals > 0:
        moves.append(4)
    if s.stage == 0 or (s.stage == 4 if 4 == 1 else s.stage == 3 and (s.bonuses & 16 != 0 or 4 == 3 and s.reflecting or 4 == 4 and s.journaling)):
        for story in masks.distinct_keys([STORIES_NUMBERS[c] for c in p.unwritten]):
            for tokens in subsets(p.memories, 1):
                if (my_meditation or round_act_play_any_2(story, tokens)) and do_write_story_sum(tokens) + p.active >= my_page_cost:
                    moves.append(5 + 13 * len(arguments))
                    arguments.append((story, tokens))
    for task in list(TASKS_BY_STORY_SECTION.get((STORIES_NUMBERS[s.open_stories[0]], s.section), ())) if s.stage == 1 else ():
        for skill_used in range(3):
            if TASKS_SKILL[task] == 'any_skill' or TASKS_SKILL[task] == SKILLS_IDS[skill_used]:
                for cubes in range(0, 5):
                    if cubes <= p.skill_cubes[skill_used] and (cubes > 0 or SKILLS_IDS[skill_used] == ('intelligence' if TASKS_SKILL[task] == 'any_skill' else TASKS_SKILL[task])):
                        for spent in range(0, 5):
                            if spent <= p.active and cubes + spent >= 1 and cubes + spent <= 4:
                                moves.append(6 + 13 * len(arguments))
                                arguments.append((task, skill_used, cubes, spent))
    for task in list(TASKS_BY_STORY_SECTION.get((STORIES_NUMBERS[s.open_stories[0]], s.section), ())) if s.stage == 1 else ():
        moves.append(7 + 13 * task)
    for story in [*masks.distinct_keys([STORIES_NUMBERS[c] for c in s.players[s.bond_from].unwritten])] if s.bond_from >= 0 else ():
        moves.append(8 + 13 * story)
    if s.stage == 3 and len(p.memories) > my_memory_room:
        for token in masks.distinct_keys([STORY_TOKENS_NUMBERS[t] for t in p.memories]):
            moves.append(9 + 13 * token)
    for item in range(4):
        if s.stage == 3 and p.items_[item] > 0 and round_act_play_sum_2(p) > my_item_room:
            moves.append(10 + 13 * item)
    if s.stage == 3 and len(p.memories) <= my_memory_room and round_act_play_sum_2(p) <= my_item_room:
        moves.append(11)
    if s.stage == 4:
        moves.append(12)
    if not moves:
        return
    if len(moves) == 1:
        move = moves[0]
    else:
        if observe is not None:
            s.picks = [0] * n
            s.picks[seat] = 1
            raise_state(state, s)
            observe(state)
        agent_random = randoms[seat]
        drawn = int(agent_random.random() * len(moves))
        move = moves[drawn]
    action = move % 13
    if action == 3:
        # do_find_haven, written in place
        track_2 = move // 13
        # begin_action, written in place
        if not (s.reflecting or False):
            if s.stage == 3:
                s.bonuses &= ~8
            s.reflecting = True
            s.journaling = False
        s.stage = 3
        p.experience[TRACKS_ROW[track_2]] -= 3
        s.rows_used |= 1 << TRACKS_ROW[track_2]
        p.wanderlust[track_2] -= 1
        if p.site < 0:
            none_read()
        p.havens[p.site] += 1
        s.haven_site = p.site
        p.talents |= 1 << (SITES_TERRAIN[p.site] if p.site >= 0 else none_read())
        # familiarity, written in place
        if p.talents & 1 << (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) != 0:
            p.hope = True
    elif action == 10:
        # do_discard_item, written in place
        agent_random_2 = randoms[seat]
        item_2 = move // 13
        discard_item_token(s, p, agent_random_2, True, item_2)
    elif action == 6:
        # do_attempt, written in place
        agent_random_2 = randoms[seat]
        task_2 = arguments[move // 13][0]
        skill_used_2 = arguments[move // 13][1]
        cubes_2 = arguments[move // 13][2]
        spent_2 = arguments[move // 13][3]
        p.skill_cubes[skill_used_2] -= cubes_2
        p.experience[skill_used_2] = 3 if 3 < p.experience[skill_used_2] + cubes_2 else p.experience[skill_used_2] + cubes_2
        clamped = p.active - spent_2
        if clamped < 0:
            clamped = 0
        p.active = clamped
        dice_count = cubes_2 + spent_2 + (1 if cubes_2 > 0 and round_act_play_any_3(p, skill_used_2) else 0)
        if 4 < dice_count:
            dice_count = 4
        s.attempted = True
        used = [d for d in range(4) if DICE_SLOT[d] <= dice_count]
        for rolled_die in used:
            s.rolled[rolled_die] = int(s.rnd.random() * DICE_SIDES[rolled_die]) + 1
        settle(s, p, agent_random_2, True, task_2, do_attempt_sum(s, dice_count) >= STORY_TOKENS_DIFFICULTY[STORY_TOKENS_NUMBERS[s.telling[0]]])
    elif action == 0:
        # do_scout, written in place
        agent_random_2 = randoms[seat]
        # begin_action, written in place
        if s.stage == 3:
            s.bonuses &= ~1
        s.reflecting = False
        s.journaling = False
        s.stage = 3
        empty = [x for x in range(38) if s.paths_in_play & PATHS_BITS[x] != 0 and (PATHS_FROM[x] == p.site or PATHS_TO[x] == p.site) and s.on_path[x] == -1]
        repeat_times = len(empty)
        if repeat_times < 0 or repeat_times > 100000:
            repeat_count(repeat_times)
        for _ in range(repeat_times):
            draw_for_scout(s, p, agent_random_2, True)
        gained = len(s.drawn)
        for x in empty:
            place_token(s, p, agent_random_2, True, x)
        gain_experience(s, p, agent_random_2, True, gained)
        if (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) == 0 and p.talents & 1 != 0:
            # gain_item, written in place
            needed = ((p.items_[0] + 1 + 1) // 2 if ITEM_KINDS_FOOD[0] else p.items_[0] + 1) - ((p.items_[0] + 1) // 2 if ITEM_KINDS_FOOD[0] else p.items_[0])
            if s.supply[0] >= needed:
                s.supply[0] -= needed
                p.items_[0] += 1
        if (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) == 1 and p.talents & 2 != 0:
            # gain_item, written in place
            needed = ((p.items_[1] + 1 + 1) // 2 if ITEM_KINDS_FOOD[1] else p.items_[1] + 1) - ((p.items_[1] + 1) // 2 if ITEM_KINDS_FOOD[1] else p.items_[1])
            if s.supply[1] >= needed:
                s.supply[1] -= needed
                p.items_[1] += 1
    elif action == 1:
        # do_travel, written in place
        agent_random_2 = randoms[seat]
        walk_2 = arguments[move // 13][0]
        # begin_action, written in place
        if s.stage == 3:
            s.bonuses &= ~2
        s.reflecting = False
        s.journaling = False
        s.stage = 3
        p.site = SITES_NUMBERS[walk_end(walk_2, SITES_IDS[p.site], PATHS)]
        options_taken = [*masks.distinct_keys([PATHS_NUMBERS[x_2] for x_2 in walk_2 if s.on_path[PATHS_NUMBERS[x_2]] != -1])]
        if options_taken:
            # the move before this choice, counted as settle_choices counts it
            s.turn_moves += 1
            if s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                seat_2 = p.seat
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat_2, s.readable.steps()[s.step])
            taken = options_taken[0] if len(options_taken) == 1 else options_taken[int(agent_random_2.random() * len(options_taken))]
            move_card(s.on_board, s.telling, STORY_TOKENS_IDS[s.on_path[taken]])
            s.on_path[taken] = -1
            s.stage = 1
            # draw_story, written in place
            kind = STORY_TOKENS_KIND[STORY_TOKENS_NUMBERS[s.telling[0]]]
            if len(s.story_decks[STORY_KINDS_IDS[kind]]) > 0:
                if s.story_decks[STORY_KINDS_IDS[kind]]:
                    s.open_stories.append(s.story_decks[STORY_KINDS_IDS[kind]].pop())
                newest = STORIES_NUMBERS[s.open_stories[len(s.open_stories) - 1]]
                if STORIES_ABILITY[newest]:
                    if s.ability_deck:
                        s.offered_abilities.append(s.ability_deck.pop())
                if STORIES_TRINKET[newest]:
                    if s.trinket_deck:
                        s.offered_trinkets.append(s.trinket_deck.pop())
            if len(s.open_stories) == 0:
                # finish_story, written in place
                draw(s.readable, s.open_stories, p.unwritten, len(s.open_stories))
                if s.attempted:
                    if s.telling:
                        p.memories.append(s.telling.pop())
                else:
                    if s.telling:
                        s.story_bag.append(s.telling.pop())
                draw(s.readable, s.offered_abilities, s.ability_discards, len(s.offered_abilities))
                draw(s.readable, s.offered_trinkets, s.trinket_discards, len(s.offered_trinkets))
                s.stopped = False
                s.attempted = False
                s.section = 1
                s.stage = 3
    elif action == 2:
        # do_camp, written in place
        agent_random_2 = randoms[seat]
        # begin_action, written in place
        if s.stage == 3:
            s.bonuses &= ~4
        s.reflecting = False
        s.journaling = False
        s.stage = 3
        if s.campsite_deck:
            s.camp_card.append(s.campsite_deck.pop())
        s.camp_site = p.site
        campsite = CAMPSITES_NUMBERS[s.camp_card[0]]
        # resolve_campsites_benefits, written in place
        effect_number = CAMPSITES_BENEFITS_EFFECTS[campsite]
        if effect_number == 0:
            # restore_hope, written in place
            p.hope = True
            eat(s, p, agent_random_2, True)
        elif effect_number == 1:
            gain_skill(s, p, agent_random_2, True, 2)
            eat(s, p, agent_random_2, True)
        elif effect_number == 2:
            # restore, written in place
            clamped = p.active + 2
            if p.inspiration < clamped:
                clamped = p.inspiration
            if clamped < 0:
                clamped = 0
            p.active = clamped
            eat(s, p, agent_random_2, True)
        elif effect_number == 3:
            gain_experience(s, p, agent_random_2, True, 2)
            eat(s, p, agent_random_2, True)
        elif effect_number == 4:
            # restore_hope, written in place
            p.hope = True
            gain_skill(s, p, agent_random_2, True, 1)
            eat(s, p, agent_random_2, True)
        elif effect_number == 5:
            # restore, written in place
            clamped = p.active + 3
            if p.inspiration < clamped:
                clamped = p.inspiration
            if clamped < 0:
                clamped = 0
            p.active = clamped
            eat(s, p, agent_random_2, True)
        if (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) == 2 and p.talents & 4 != 0:
            pick_benefits(s, p, agent_random_2, True, 1, False)
        s.visitor = s.wanderer
        # next_visitor, written in place
        s.visitor = (s.visitor + 1) % len(s.players)
        turns_taken = 0
        while s.visitor != s.wanderer and not abs((SITES_ROW[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_ROW[s.camp_site] if s.camp_site >= 0 else none_read())) + abs((SITES_COL[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_COL[s.camp_site] if s.camp_site >= 0 else none_read())) <= CAMPSITES_RANGE[CAMPSITES_NUMBERS[s.camp_card[0]]]:
            if turns_taken >= 8:
                # loop_fails, written in place
                raise_state(s.readable, s)
                loop_turn(s.readable, None if p is None else s.readable.players[p.seat], turns_taken, 8, 'definitions/trail-story-america/game.yaml:508:7')
            turns_taken += 1
            s.visitor = (s.visitor + 1) % len(s.players)
        if s.visitor == s.wanderer:
            # end_camp, written in place
            if s.camp_card:
                s.campsite_deck.append(s.camp_card.pop())
            shuffle(s.readable, s.campsite_deck)
            s.visitor = -1
            s.stage = 3
        else:
            s.stage = 2
    elif action == 4:
        do_find_inspiration(s, p, randoms[seat], True)
    elif action == 5:
        # do_write_story, written in place
        story_2 = arguments[move // 13][0]
        tokens_2 = arguments[move // 13][1]
        # begin_action, written in place
        if not s.journaling:
            if s.stage == 3:
                s.bonuses &= ~16
            s.reflecting = False
            s.journaling = True
        s.stage = 3
        short = (2 if len(p.journal_pages) == 0 else 4) - (1 if (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) == 3 and p.talents & 8 != 0 and not s.meditated else 0) - round_act_play_sum_3(tokens_2)
        if 0 > short:
            short = 0
        if (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) == 3 and p.talents & 8 != 0 and not s.meditated:
            s.meditated = True
        clamped = p.active - short
        if clamped < 0:
            clamped = 0
        p.active = clamped
        masks.list_remove(p.unwritten, STORIES_IDS[story_2])
        p.journal_pages.append(STORIES_IDS[story_2])
        for t in tokens_2:
            masks.list_remove(p.memories, t)
            s.story_bag.append(t)
    elif action == 7:
        # do_pass_task, written in place
        agent_random_2 = randoms[seat]
        task_2 = move // 13
        settle(s, p, agent_random_2, True, task_2, False)
    elif action == 8:
        # do_take_story, written in place
        story_2 = move // 13
        masks.list_remove(s.players[s.bond_from].unwritten, STORIES_IDS[story_2])
        p.unwritten.append(STORIES_IDS[story_2])
        s.bond_from = -1
        # next_visitor, written in place
        s.visitor = (s.visitor + 1) % len(s.players)
        turns_taken = 0
        while s.visitor != s.wanderer and not abs((SITES_ROW[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_ROW[s.camp_site] if s.camp_site >= 0 else none_read())) + abs((SITES_COL[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_COL[s.camp_site] if s.camp_site >= 0 else none_read())) <= CAMPSITES_RANGE[CAMPSITES_NUMBERS[s.camp_card[0]]]:
            if turns_taken >= 8:
                # loop_fails, written in place
                raise_state(s.readable, s)
                loop_turn(s.readable, None if p is None else s.readable.players[p.seat], turns_taken, 8, 'definitions/trail-story-america/game.yaml:508:7')
            turns_taken += 1
            s.visitor = (s.visitor + 1) % len(s.players)
        if s.visitor == s.wanderer:
            # end_camp, written in place
            if s.camp_card:
                s.campsite_deck.append(s.camp_card.pop())
            shuffle(s.readable, s.campsite_deck)
            s.visitor = -1
            s.stage = 3
        else:
            s.stage = 2
    elif action == 9:
        # do_forget, written in place
        token_2 = move // 13
        masks.list_remove(p.memories, STORY_TOKENS_IDS[token_2])
        s.story_bag.append(STORY_TOKENS_IDS[token_2])
    elif action == 11:
        # do_end_turn, written in place
        if s.bonuses & 2 != 0:
            # after_turn, written in place
            for k in range(5):
                if s.bonuses & 1 << k != 0:
                    s.bonuses &= ~(1 << k)
            s.stage = 4
            s.meditated = False
            s.haven_site = -1
            for s_ in range(3):
                if s.rows_used & 1 << s_ != 0:
                    s.rows_used &= ~(1 << s_)
        else:
            s.stage = 5
    elif action == 12:
        # do_skip_travel, written in place
        s.stage = 5
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


def round_visit_play(state, s, randoms, observe):
    """Every pick of the round step visit, drawn as a random agent draws."""
    n = len(s.players)
    picks = [1] * n
    s.picks = picks
    for seat in range(n):
        if picks[seat] > 0:
            p = s.players[seat]
            while True:
                # the legal moves of visit: the number of each action allowed
                moves = s.moves
                moves.clear()
                if s.stage == 2 and p.seat == s.visitor and s.bond_from < 0:
                    moves.append(0)
                if s.stage == 2 and p.seat == s.visitor and s.bond_from < 0:
                    moves.append(1)
                if s.stage == 2 and p.seat == s.visitor and s.bond_from < 0:
                    for story in masks.distinct_keys([STORIES_NUMBERS[c] for c in p.unwritten]):
                        moves.append(2 + 4 * story)
                if s.stage == 2 and p.seat == s.visitor and s.bond_from < 0 and len(p.unwritten) > 0:
                    moves.append(3)
                if not moves:
                    picks[seat] = 0
                    break
                if len(moves) == 1:
                    move = moves[0]
                else:
                    if observe is not None:
                        raise_state(state, s)
                        observe(state)
                    agent_random = randoms[seat]
                    drawn = int(agent_random.random() * len(moves))
                    move = moves[drawn]
                action = move % 4
                if action == 0:
                    # do_stay_away, written in place
                    # next_visitor, written in place
                    s.visitor = (s.visitor + 1) % len(s.players)
                    turns_taken = 0
                    while s.visitor != s.wanderer and not abs((SITES_ROW[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_ROW[s.camp_site] if s.camp_site >= 0 else none_read())) + abs((SITES_COL[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_COL[s.camp_site] if s.camp_site >= 0 else none_read())) <= CAMPSITES_RANGE[CAMPSITES_NUMBERS[s.camp_card[0]]]:
                        if turns_taken >= 8:
                            # loop_fails, written in place
                            raise_state(s.readable, s)
                            loop_turn(s.readable, None if p is None else s.readable.players[p.seat], turns_taken, 8, 'definitions/trail-story-america/game.yaml:508:7')
                        turns_taken += 1
                        s.visitor = (s.visitor + 1) % len(s.players)
                    if s.visitor == s.wanderer:
                        # end_camp, written in place
                        if s.camp_card:
                            s.campsite_deck.append(s.camp_card.pop())
                        shuffle(s.readable, s.campsite_deck)
                        s.visitor = -1
                        s.stage = 3
                    else:
                        s.stage = 2
                elif action == 1:
                    # do_enjoy_company, written in place
                    agent_random_2 = randoms[seat]
                    p.site = s.camp_site
                    pick_benefits(s, p, agent_random_2, True, 1, False)
                    # next_visitor, written in place
                    s.visitor = (s.visitor + 1) % len(s.players)
                    turns_taken = 0
                    while s.visitor != s.wanderer and not abs((SITES_ROW[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_ROW[s.camp_site] if s.camp_site >= 0 else none_read())) + abs((SITES_COL[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_COL[s.camp_site] if s.camp_site >= 0 else none_read())) <= CAMPSITES_RANGE[CAMPSITES_NUMBERS[s.camp_card[0]]]:
                        if turns_taken >= 8:
                            # loop_fails, written in place
                            raise_state(s.readable, s)
                            loop_turn(s.readable, None if p is None else s.readable.players[p.seat], turns_taken, 8, 'definitions/trail-story-america/game.yaml:508:7')
                        turns_taken += 1
                        s.visitor = (s.visitor + 1) % len(s.players)
                    if s.visitor == s.wanderer:
                        # end_camp, written in place
                        if s.camp_card:
                            s.campsite_deck.append(s.camp_card.pop())
                        shuffle(s.readable, s.campsite_deck)
                        s.visitor = -1
                        s.stage = 3
                    else:
                        s.stage = 2
                elif action == 2:
                    # do_share_story, written in place
                    agent_random_2 = randoms[seat]
                    story_2 = move // 4
                    p.site = s.camp_site
                    masks.list_remove(p.unwritten, STORIES_IDS[story_2])
                    s.players[s.wanderer].unwritten.append(STORIES_IDS[story_2])
                    pick_benefits(s, p, agent_random_2, True, 2, False)
                    # next_visitor, written in place
                    s.visitor = (s.visitor + 1) % len(s.players)
                    turns_taken = 0
                    while s.visitor != s.wanderer and not abs((SITES_ROW[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_ROW[s.camp_site] if s.camp_site >= 0 else none_read())) + abs((SITES_COL[s.players[s.visitor].site] if s.players[s.visitor].site >= 0 else none_read()) - (SITES_COL[s.camp_site] if s.camp_site >= 0 else none_read())) <= CAMPSITES_RANGE[CAMPSITES_NUMBERS[s.camp_card[0]]]:
                        if turns_taken >= 8:
                            # loop_fails, written in place
                            raise_state(s.readable, s)
                            loop_turn(s.readable, None if p is None else s.readable.players[p.seat], turns_taken, 8, 'definitions/trail-story-america/game.yaml:508:7')
                        turns_taken += 1
                        s.visitor = (s.visitor + 1) % len(s.players)
                    if s.visitor == s.wanderer:
                        # end_camp, written in place
                        if s.camp_card:
                            s.campsite_deck.append(s.camp_card.pop())
                        shuffle(s.readable, s.campsite_deck)
                        s.visitor = -1
                        s.stage = 3
                    else:
                        s.stage = 2
                elif action == 3:
                    # do_bond, written in place
                    agent_random_2 = randoms[seat]
                    p.site = s.camp_site
                    pick_benefits(s, p, agent_random_2, True, 3, True)
                    s.bond_from = p.seat
                s.turn_moves += 1
                if s.turn_moves > s.max_moves:
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
    c.shared_piles = None
    c.rolled = list(s.rolled)
    c.sites_in_play = s.sites_in_play
    c.paths_in_play = s.paths_in_play
    c.story_bag = s.story_bag.copy()
    c.drawn = s.drawn.copy()
    c.on_board = s.on_board.copy()
    c.on_path = list(s.on_path)
    c.telling = s.telling.copy()
    c.all_stories = s.all_stories
    c.story_decks = dict(zip(s.story_decks, map(list.copy, s.story_decks.values())))
    c.open_stories = s.open_stories.copy()
    c.section = s.section
    c.attempted = s.attempted
    c.stopped = s.stopped
    c.ability_deck = s.ability_deck.copy()
    c.trinket_deck = s.trinket_deck.copy()
    c.despair_deck = s.despair_deck.copy()
    c.campsite_deck = s.campsite_deck.copy()
    c.offered_abilities = s.offered_abilities.copy()
    c.offered_trinkets = s.offered_trinkets.copy()
    c.ability_discards = s.ability_discards.copy()
    c.trinket_discards = s.trinket_discards.copy()
    c.camp_card = s.camp_card.copy()
    c.camp_site = s.camp_site
    c.supply = list(s.supply)
    c.crystals = s.crystals
    c.stage = s.stage
    c.bonuses = s.bonuses
    c.reflecting = s.reflecting
    c.journaling = s.journaling
    c.meditated = s.meditated
    c.rows_used = s.rows_used
    c.haven_site = s.haven_site
    c.taken_icons = s.taken_icons
    c.wanderer = s.wanderer
    c.visitor = s.visitor
    c.bond_from = s.bond_from
    c.picker = s.picker
    c.option_west_piece = s.option_west_piece
    c.option_east_piece = s.option_east_piece
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
    c.moves = []
    c.players = []
    for p in s.players:
        q = Player()
        q.seat = p.seat
        q.site = p.site
        q.skill_cubes = list(p.skill_cubes)
        q.experience = list(p.experience)
        q.wanderlust = list(p.wanderlust)
        q.havens = list(p.havens)
        q.talents = p.talents
        q.inspired = p.inspired
        q.inspiration = p.inspiration
        q.active = p.active
        q.hope = p.hope
        q.memories = p.memories.copy()
        q.items_ = list(p.items_)
        q.ability_cards = p.ability_cards.copy()
        q.trinket_cards = p.trinket_cards.copy()
        q.despair_hand = p.despair_hand.copy()
        q.unwritten = p.unwritten.copy()
        q.journal_pages = p.journal_pages.copy()
        c.players.append(q)
    return c


def clone_judged(s):
    """`clone` for a world that is only judged after one move (greedy's look-ahead): the piles a move, the flow or the worth may change are shared until a function that changes one first copies it (ability_cards, ability_deck, ability_discards, camp_card, campsite_deck, despair_deck, despair_hand, drawn, journal_pages, memories, offered_abilities, offered_trinkets, on_board, open_stories, story_bag, telling, trinket_cards, trinket_deck, trinket_discards, unwritten)."""
    c = State()
    c.shared_piles = 1048575
    c.rolled = list(s.rolled)
    c.sites_in_play = s.sites_in_play
    c.paths_in_play = s.paths_in_play
    c.story_bag = s.story_bag
    c.drawn = s.drawn
    c.on_board = s.on_board
    c.on_path = list(s.on_path)
    c.telling = s.telling
    c.all_stories = s.all_stories
    c.story_decks = dict(zip(s.story_decks, map(list.copy, s.story_decks.values())))
    c.open_stories = s.open_stories
    c.section = s.section
    c.attempted = s.attempted
    c.stopped = s.stopped
    c.ability_deck = s.ability_deck
    c.trinket_deck = s.trinket_deck
    c.despair_deck = s.despair_deck
    c.campsite_deck = s.campsite_deck
    c.offered_abilities = s.offered_abilities
    c.offered_trinkets = s.offered_trinkets
    c.ability_discards = s.ability_discards
    c.trinket_discards = s.trinket_discards
    c.camp_card = s.camp_card
    c.camp_site = s.camp_site
    c.supply = list(s.supply)
    c.crystals = s.crystals
    c.stage = s.stage
    c.bonuses = s.bonuses
    c.reflecting = s.reflecting
    c.journaling = s.journaling
    c.meditated = s.meditated
    c.rows_used = s.rows_used
    c.haven_site = s.haven_site
    c.taken_icons = s.taken_icons
    c.wanderer = s.wanderer
    c.visitor = s.visitor
    c.bond_from = s.bond_from
    c.picker = s.picker
    c.option_west_piece = s.option_west_piece
    c.option_east_piece = s.option_east_piece
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
    c.moves = []
    c.players = []
    for p in s.players:
        q = Player()
        q.seat = p.seat
        q.site = p.site
        q.skill_cubes = list(p.skill_cubes)
        q.experience = list(p.experience)
        q.wanderlust = list(p.wanderlust)
        q.havens = list(p.havens)
        q.talents = p.talents
        q.inspired = p.inspired
        q.inspiration = p.inspiration
        q.active = p.active
        q.hope = p.hope
        q.memories = p.memories
        q.items_ = list(p.items_)
        q.ability_cards = p.ability_cards
        q.trinket_cards = p.trinket_cards
        q.despair_hand = p.despair_hand
        q.unwritten = p.unwritten
        q.journal_pages = p.journal_pages
        c.players.append(q)
    return c


def round_act_next(s):
    """Who decides next in the round step act (GameState.next_pick), their legal moves in `s.decision_moves`; -1 when no one can, and the step is over."""
    if s.shared_piles is not None and s.shared_piles & 512:
        # a judged clone's piles this may change, made its own first (memories): owned_on_write.py
        for holder in s.players:
            holder.memories = holder.memories.copy()
        s.shared_piles &= 1048063
    n = len(s.players)
    if s.picks is None:
        picks = [0] * n
        picks[s.turn] = 1
        s.picks = picks
    picks = s.picks
    for seat in range(n):
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of act: the number of each action allowed
            my_movement = TRACKS_SPACES[5] - p.wanderlust[5]
            my_meditation = (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) == 3 and p.talents & 8 != 0 and not s.meditated
            my_page_cost = (2 if len(p.journal_pages) == 0 else 4) - (1 if my_meditation else 0)
            my_memory_room = TRACKS_SPACES[3] - p.wanderlust[3]
            my_item_room = TRACKS_SPACES[4] - p.wanderlust[4]
            moves = s.moves
            moves.clear()
            arguments = []
            if s.stage == 0 or (s.stage == 4 if 0 == 1 else s.stage == 3 and (s.bonuses & 1 != 0 or 0 == 3 and s.reflecting or 0 == 4 and s.journaling)):
                moves.append(0)
            if s.stage == 0 or (s.stage == 4 if 1 == 1 else s.stage == 3 and (s.bonuses & 2 != 0 or 1 == 3 and s.reflecting or 1 == 4 and s.journaling)):
                for walk in walks([PATHS_IDS[k] for k in range(38) if s.paths_in_play & PATHS_BITS[k] != 0], SITES_IDS[p.site], my_movement, PATHS):
                    if round_act_play_any(s, walk):
                        moves.append(1 + 13 * len(arguments))
                        arguments.append((walk,))
            if s.stage == 0 or (s.stage == 4 if 2 == 1 else s.stage == 3 and (s.bonuses & 4 != 0 or 2 == 3 and s.reflecting or 2 == 4 and s.journaling)):
                moves.append(2)
            for track in range(6):
                if (s.stage == 0 or (s.stage == 4 if 3 == 1 else s.stage == 3 and (s.bonuses & 8 != 0 or 3 == 3 and s.reflecting or 3 == 4 and s.journaling))) and p.wanderlust[track] > 0 and p.experience[TRACKS_ROW[track]] >= 3 and not s.rows_used & 1 << TRACKS_ROW[track] != 0 and (s.haven_site == p.site or round_act_play_all(s, p)):
                    moves.append(3 + 13 * track)
            if (s.stage == 0 or (s.stage == 4 if 3 == 1 else s.stage == 3 and (s.bonuses & 8 != 0 or 3 == 3 and s.reflecting or 3 == 4 and s.journaling))) and (SITES_INSPIRATION[p.site] if p.site >= 0 else none_read()) and not p.inspired & 1 << (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) != 0 and round_act_play_sum(p) >= 4 and s.crystals > 0:
                moves.append(4)
            if s.stage == 0 or (s.stage == 4 if 4 == 1 else s.stage == 3 and (s.bonuses & 16 != 0 or 4 == 3 and s.reflecting or 4 == 4 and s.journaling)):
                for story in masks.distinct_keys([STORIES_NUMBERS[c] for c in p.unwritten]):
                    for tokens in subsets(p.memories, 1):
                        if (my_meditation or round_act_play_any_2(story, tokens)) and do_write_story_sum(tokens) + p.active >= my_page_cost:
                            moves.append(5 + 13 * len(arguments))
                            arguments.append((story, tokens))
            for task in list(TASKS_BY_STORY_SECTION.get((STORIES_NUMBERS[s.open_stories[0]], s.section), ())) if s.stage == 1 else ():
                for skill_used in range(3):
                    if TASKS_SKILL[task] == 'any_skill' or TASKS_SKILL[task] == SKILLS_IDS[skill_used]:
                        for cubes in range(0, 5):
                            if cubes <= p.skill_cubes[skill_used] and (cubes > 0 or SKILLS_IDS[skill_used] == ('intelligence' if TASKS_SKILL[task] == 'any_skill' else TASKS_SKILL[task])):
                                for spent in range(0, 5):
                                    if spent <= p.active and cubes + spent >= 1 and cubes + spent <= 4:
                                        moves.append(6 + 13 * len(arguments))
                                        arguments.append((task, skill_used, cubes, spent))
            for task in list(TASKS_BY_STORY_SECTION.get((STORIES_NUMBERS[s.open_stories[0]], s.section), ())) if s.stage == 1 else ():
                moves.append(7 + 13 * task)
            for story in [*masks.distinct_keys([STORIES_NUMBERS[c] for c in s.players[s.bond_from].unwritten])] if s.bond_from >= 0 else ():
                moves.append(8 + 13 * story)
            if s.stage == 3 and len(p.memories) > my_memory_room:
                for token in masks.distinct_keys([STORY_TOKENS_NUMBERS[t] for t in p.memories]):
                    moves.append(9 + 13 * token)
            for item in range(4):
                if s.stage == 3 and p.items_[item] > 0 and round_act_play_sum_2(p) > my_item_room:
                    moves.append(10 + 13 * item)
            if s.stage == 3 and len(p.memories) <= my_memory_room and round_act_play_sum_2(p) <= my_item_room:
                moves.append(11)
            if s.stage == 4:
                moves.append(12)
            if moves:
                s.decision_arguments = arguments
                s.decision_moves = list(moves)
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def round_act_who(s):
    """Who decides next in the round step act (GameState.next_pick), their moves listed only up to the second: a seat of one move has it in `s.decision_moves`, one of more the first two (who.py); -1 when no one can, and the step is over."""
    if s.shared_piles is not None and s.shared_piles & 512:
        # a judged clone's piles this may change, made its own first (memories): owned_on_write.py
        for holder in s.players:
            holder.memories = holder.memories.copy()
        s.shared_piles &= 1048063
    n = len(s.players)
    if s.picks is None:
        picks = [0] * n
        picks[s.turn] = 1
        s.picks = picks
    picks = s.picks
    for seat in range(n):
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of act: the number of each action allowed
            moves = s.moves
            moves.clear()
            if s.stage == 0 or s.stage == 3 and s.bonuses & 1 != 0:
                moves.append(0)
            arguments = []
            if s.stage == 0 or s.stage == 3 and s.bonuses & 4 != 0:
                moves.append(2)
                if len(moves) > 1:
                    s.decision_arguments = arguments
                    s.decision_moves = list(moves)
                    return seat
            if (s.stage == 0 or s.stage == 3 and (s.bonuses & 8 != 0 or s.reflecting)) and (SITES_INSPIRATION[p.site] if p.site >= 0 else none_read()) and not p.inspired & 1 << (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) != 0 and round_act_play_sum(p) >= 4 and s.crystals > 0:
                moves.append(4)
                if len(moves) > 1:
                    s.decision_arguments = arguments
                    s.decision_moves = list(moves)
                    return seat
            my_item_room = TRACKS_SPACES[4] - p.wanderlust[4]
            my_memory_room = TRACKS_SPACES[3] - p.wanderlust[3]
            if s.stage == 3 and len(p.memories) <= my_memory_room and round_act_play_sum_2(p) <= my_item_room:
                moves.append(11)
                if len(moves) > 1:
                    s.decision_arguments = arguments
                    s.decision_moves = list(moves)
                    return seat
            if s.stage == 4:
                moves.append(12)
                if len(moves) > 1:
                    s.decision_arguments = arguments
                    s.decision_moves = list(moves)
                    return seat
            my_movement = TRACKS_SPACES[5] - p.wanderlust[5]
            if s.stage == 0 or s.stage == 4:
                for walk in walks([PATHS_IDS[k] for k in range(38) if s.paths_in_play & PATHS_BITS[k] != 0], SITES_IDS[p.site], my_movement, PATHS):
                    if round_act_play_any(s, walk):
                        moves.append(1 + 13 * len(arguments))
                        arguments.append((walk,))
                        if len(moves) > 1:
                            s.decision_arguments = arguments
                            s.decision_moves = list(moves)
                            return seat
            if s.stage == 0 or s.stage == 3 and (s.bonuses & 8 != 0 or s.reflecting):
                for track in range(6):
                    if p.wanderlust[track] > 0 and p.experience[TRACKS_ROW[track]] >= 3 and not s.rows_used & 1 << TRACKS_ROW[track] != 0 and (s.haven_site == p.site or round_act_play_all(s, p)):
                        moves.append(3 + 13 * track)
                        if len(moves) > 1:
                            s.decision_arguments = arguments
                            s.decision_moves = list(moves)
                            return seat
            my_meditation = (SITES_TERRAIN[p.site] if p.site >= 0 else none_read()) == 3 and p.talents & 8 != 0 and not s.meditated
            my_page_cost = (2 if len(p.journal_pages) == 0 else 4) - (1 if my_meditation else 0)
            if s.stage == 0 or s.stage == 3 and (s.bonuses & 16 != 0 or s.journaling):
                for story in masks.distinct_keys([STORIES_NUMBERS[c] for c in p.unwritten]):
                    for tokens in subsets(p.memories, 1):
                        if (my_meditation or round_act_play_any_2(story, tokens)) and do_write_story_sum(tokens) + p.active >= my_page_cost:
                            moves.append(5 + 13 * len(arguments))
                            arguments.append((story, tokens))
                            if len(moves) > 1:
                                s.decision_arguments = arguments
                                s.decision_moves = list(moves)
                                return seat
            for task in list(TASKS_BY_STORY_SECTION.get((STORIES_NUMBERS[s.open_stories[0]], s.section), ())) if s.stage == 1 else ():
                for skill_used in range(3):
                    if TASKS_SKILL[task] == 'any_skill' or TASKS_SKILL[task] == SKILLS_IDS[skill_used]:
                        for cubes in range(0, 5):
                            if cubes <= p.skill_cubes[skill_used] and (cubes > 0 or SKILLS_IDS[skill_used] == ('intelligence' if TASKS_SKILL[task] == 'any_skill' else TASKS_SKILL[task])):
                                for spent in range(0, 5):
                                    if spent <= p.active and cubes + spent >= 1 and cubes + spent <= 4:
                                        moves.append(6 + 13 * len(arguments))
                                        arguments.append((task, skill_used, cubes, spent))
                                        if len(moves) > 1:
                                            s.decision_arguments = arguments
                                            s.decision_moves = list(moves)
                                            return seat
            for task in list(TASKS_BY_STORY_SECTION.get((STORIES_NUMBERS[s.open_stories[0]], s.section), ())) if s.stage == 1 else ():
                moves.append(7 + 13 * task)
                if len(moves) > 1:
                    s.decision_arguments = arguments
                    s.decision_moves = list(moves)
                    return seat
            for story in [*masks.distinct_keys([STORIES_NUMBERS[c] for c in s.players[s.bond_from].unwritten])] if s.bond_from >= 0 else ():
                moves.append(8 + 13 * story)
                if len(moves) > 1:
                    s.decision_arguments = arguments
                    s.decision_moves = list(moves)
                    return seat
            if s.stage == 3:
                if len(p.memories) > my_memory_room:
                    for token in masks.distinct_keys([STORY_TOKENS_NUMBERS[t] for t in p.memories]):
                        moves.append(9 + 13 * token)
                        if len(moves) > 1:
                            s.decision_arguments = arguments
                            s.decision_moves = list(moves)
                            return seat
                for item in range(4):
                    if p.items_[item] > 0 and round_act_play_sum_2(p) > my_item_room:
                        moves.append(10 + 13 * item)
                        if len(moves) > 1:
                            s.decision_arguments = arguments
                            s.decision_moves = list(moves)
                            return seat
            if moves:
                s.decision_arguments = arguments
                s.decision_moves = list(moves)
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def round_visit_next(s):
    """Who decides next in the round step visit (GameState.next_pick), their legal moves in `s.decision_moves`; -1 when no one can, and the step is over."""
    n = len(s.players)
    if s.picks is None:
        picks = [1] * n
        s.picks = picks
    picks = s.picks
    for seat in range(n):
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of visit: the number of each action allowed
            moves = s.moves
            moves.clear()
            if s.stage == 2 and p.seat == s.visitor and s.bond_from < 0:
                moves.append(0)
            if s.stage == 2 and p.seat == s.visitor and s.bond_from < 0:
                moves.append(1)
            if s.stage == 2 and p.seat == s.visitor and s.bond_from < 0:
                for story in masks.distinct_keys([STORIES_NUMBERS[c] for c in p.unwritten]):
                    moves.append(2 + 4 * story)
            if s.stage == 2 and p.seat == s.visitor and s.bond_from < 0 and len(p.unwritten) > 0:
                moves.append(3)
            if moves:
                s.decision_moves = list(moves)
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def round_visit_who(s):
    """Who decides next in the round step visit (GameState.next_pick), their moves listed only up to the second: a seat of one move has it in `s.decision_moves`, one of more the first two (who.py); -1 when no one can, and the step is over."""
    n = len(s.players)
    if s.picks is None:
        picks = [1] * n
        s.picks = picks
    picks = s.picks
    for seat in range(n):
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of visit: the number of each action allowed
            moves = s.moves
            moves.clear()
            if s.stage == 2 and p.seat == s.visitor and s.bond_from < 0:
                moves.append(0)
                moves.append(1)
                if len(moves) > 1:
                    s.decision_moves = list(moves)
                    return seat
                if len(p.unwritten) > 0:
                    moves.append(3)
                    if len(moves) > 1:
                        s.decision_moves = list(moves)
                        return seat
                for story in masks.distinct_keys([STORIES_NUMBERS[c] for c in p.unwritten]):
                    moves.append(2 + 4 * story)
                    if len(moves) > 1:
                        s.decision_moves = list(moves)
                        return seat
            if moves:
                s.decision_moves = list(moves)
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def to_decision(s, randoms, who=False):
    """Run the flow from where it stands (GameState.advance): the seat that must decide next, its legal moves in `s.decision_moves`, or -1 once the game is over. A seat with one move in an `auto: single` step takes it unasked (a choice inside its effect drawn with `randoms[seat]()`). With `who`, a step of `WHO_STEPS` finds who decides, their moves not listed (who.py)."""
    while s.phase != 'over':
        if s.end_requested:
            # finish, written in place
            s.phase = 'over'
            s.ended_by = 'end game'
            return -1
        if s.step == 0:
            round_wanderer(s, s.players[s.turn])
        elif s.step == 1:
            if who:
                seat = round_act_who(s)
            else:
                seat = round_act_next(s)
            if seat >= 0:
                if len(s.decision_moves) == 1:
                    # round_act_act, written in place
                    move = s.decision_moves[0]
                    p_2 = s.players[seat]
                    picks = s.picks
                    arguments = s.decision_arguments
                    action = move % 13
                    if action == 3:
                        do_find_haven(s, p_2, move // 13)
                    elif action == 10:
                        do_discard_item(s, p_2, randoms[seat], True, move // 13)
                    elif action == 6:
                        do_attempt(s, p_2, randoms[seat], True, arguments[move // 13][0], arguments[move // 13][1], arguments[move // 13][2], arguments[move // 13][3])
                    elif action == 0:
                        do_scout(s, p_2, randoms[seat], True)
                    elif action == 1:
                        do_travel(s, p_2, randoms[seat], True, arguments[move // 13][0])
                    elif action == 2:
                        do_camp(s, p_2, randoms[seat], True)
                    elif action == 4:
                        do_find_inspiration(s, p_2, randoms[seat], True)
                    elif action == 5:
                        do_write_story(s, p_2, arguments[move // 13][0], arguments[move // 13][1])
                    elif action == 7:
                        do_pass_task(s, p_2, randoms[seat], True, move // 13)
                    elif action == 8:
                        do_take_story(s, p_2, move // 13)
                    elif action == 9:
                        do_forget(s, p_2, move // 13)
                    elif action == 11:
                        do_end_turn(s, p_2)
                    elif action == 12:
                        do_skip_travel(s, p_2)
                    s.turn_moves += 1
                    if s.turn_moves > s.max_moves:
                        # too_many_moves, written in place
                        raise_state(s.readable, s)
                        s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
                    picks[seat] -= 1
                    continue
                return seat
        elif s.step == 2:
            if who:
                seat = round_visit_who(s)
            else:
                seat = round_visit_next(s)
            if seat >= 0:
                if len(s.decision_moves) == 1:
                    # round_visit_act, written in place
                    move = s.decision_moves[0]
                    p_2 = s.players[seat]
                    picks = s.picks
                    action = move % 4
                    if action == 0:
                        do_stay_away(s, p_2)
                    elif action == 1:
                        do_enjoy_company(s, p_2, randoms[seat], True)
                    elif action == 2:
                        do_share_story(s, p_2, randoms[seat], True, move // 4)
                    elif action == 3:
                        do_bond(s, p_2, randoms[seat], True)
                    s.turn_moves += 1
                    if s.turn_moves > s.max_moves:
                        # too_many_moves, written in place
                        raise_state(s.readable, s)
                        s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
                    picks[seat] -= 1
                    continue
                return seat
        elif s.step == 3:
            p = s.players[s.turn]
            if not s.stage == 5:
                s.passes += 1
                if s.passes >= 400:
                    raise_state(s.readable, s)
                    s.readable.loop_never_ends(s.readable.steps()[3])
                s.step = 1
                continue
            s.passes = 0
        else:
            end_turn(s)
            continue
        s.step += 1
    return -1


def stories_bonus_count(p):
    """The count() of a generator in stories_bonus, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for s_ in range(24):
        if p.havens[s_] > 0 and SITES_TERRAIN[s_] == 0:
            total += 1
    return total


def stories_bonus_count_2(p):
    """The count() of a generator in stories_bonus, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for s_ in range(24):
        if p.havens[s_] > 0 and SITES_TERRAIN[s_] == 1:
            total += 1
    return total


def stories_bonus_count_3(p):
    """The count() of a generator in stories_bonus, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for c in p.journal_pages:
        if STORIES_KIND[STORIES_NUMBERS[c]] == 3:
            total += 1
    return total


def stories_bonus_count_4(p):
    """The count() of a generator in stories_bonus, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for c in p.journal_pages:
        if STORIES_KIND[STORIES_NUMBERS[c]] == 2:
            total += 1
    return total


def stories_bonus_count_5(p):
    """The count() of a generator in stories_bonus, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for c in p.journal_pages:
        if STORIES_KIND[STORIES_NUMBERS[c]] == 0:
            total += 1
    return total


def stories_bonus_count_6(p):
    """The count() of a generator in stories_bonus, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for t in p.memories:
        if STORY_TOKENS_KIND[STORY_TOKENS_NUMBERS[t]] == 0:
            total += 1
    return total


def stories_bonus_count_7(p):
    """The count() of a generator in stories_bonus, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for c in p.journal_pages:
        if STORIES_KIND[STORIES_NUMBERS[c]] == 1:
            total += 1
    return total


def stories_bonus_count_8(p):
    """The count() of a generator in stories_bonus, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for s_ in range(24):
        if p.havens[s_] > 0 and SITES_TERRAIN[s_] == 3:
            total += 1
    return total


def stories_bonus_count_9(p):
    """The count() of a generator in stories_bonus, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for s_ in range(24):
        if p.havens[s_] > 0 and SITES_TERRAIN[s_] == 2:
            total += 1
    return total


def stories_bonus(s, p, card_row):
    """The bonus a card of 'stories' prints, by the card's number."""
    value_number = STORIES_BONUS_VALUES[card_row]
    if value_number == 0:
        return stories_bonus_count(p)
    if value_number == 1:
        return stories_bonus_count_2(p)
    if value_number == 2:
        return stories_bonus_count_3(p)
    if value_number == 3:
        return stories_bonus_count_4(p)
    if value_number == 4:
        return len(p.ability_cards)
    if value_number == 5:
        return 2 if p.wanderlust[3] == 0 else 0
    if value_number == 6:
        return stories_bonus_count_5(p) + stories_bonus_count_6(p)
    if value_number == 7:
        return masks.count_above(p.havens, 0) // 2
    if value_number == 8:
        return p.items_[0]
    if value_number == 9:
        return 2 if p.hope else 0
    if value_number == 10:
        return p.inspired.bit_count()
    if value_number == 11:
        return stories_bonus_count_7(p)
    if value_number == 12:
        return len(p.trinket_cards)
    if value_number == 13:
        return 2 if p.wanderlust[4] == 0 else 0
    if value_number == 14:
        return stories_bonus_count_8(p)
    if value_number == 15:
        return p.items_[1]
    if value_number == 16:
        return 2 if p.wanderlust[5] == 0 else 0
    return stories_bonus_count_9(p)


def despair_cards_points(s, p, card_row):
    """The points a card of 'despair_cards' prints, by the card's number."""
    value_number = DESPAIR_CARDS_POINTS_VALUES[card_row]
    if value_number == 0:
        return -p.items_[2]
    if value_number == 1:
        return -p.items_[0]
    if value_number == 2:
        return -p.items_[1]
    if value_number == 3:
        return -p.items_[3]
    if value_number == 4:
        return -2
    if value_number == 5:
        return -(len(p.journal_pages) // 2)
    if value_number == 6:
        return -p.wanderlust[5]
    if value_number == 7:
        return -len(p.memories)
    return -3 if masks.count_above(p.havens, 0) < 2 else 0


def total_score_sum(s, p):
    """The sum() of a generator in total_score, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for c in p.journal_pages:
        total += stories_bonus(s, p, STORIES_NUMBERS[c])
    return total


def total_score_sum_2(p):
    """The sum() of a generator in total_score, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for t in p.memories:
        total += STORY_TOKENS_DIFFICULTY_BY_ID[t]
    return total


def total_score_sum_3(s, p):
    """The sum() of a generator in total_score, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for d in p.despair_hand:
        total += despair_cards_points(s, p, d)
    return total


def total_score(s, p):
    """The player's score: rules.py's scoring rules over the lowered state."""
    return masks.count_above(p.havens, 0) + sum(p.havens) + len(p.journal_pages) + total_score_sum(s, p) + sum(p.items_) + (sum(p.skill_cubes) + sum(p.experience) + p.active + total_score_sum_2(p)) // 3 + total_score_sum_3(s, p)


def is_eligible(s, p):
    """May this player win? (rules.py's victory `eligible`, over the lowered state)"""
    return True


def standing(s, p):
    """What a look-ahead agent weighs a world by (runtime/lookahead.py look_ahead_worth): the player's score plus its progress, and whether it may still win."""
    return (total_score(s, p), is_eligible(s, p))


def act(s, seat, move, randoms):
    """Take `move` (a number of `DECISIONS`, -1 a pass) for `seat` at the decision the flow stopped at (to_decision); the flow is not run on. A choice inside its effect is drawn with `randoms[seat]()`."""
    if s.step == 1:
        # round_act_act, written in place
        p = s.players[seat]
        picks = s.picks
        arguments = s.decision_arguments
        action = move % 13
        if action == 3:
            do_find_haven(s, p, move // 13)
        elif action == 10:
            do_discard_item(s, p, randoms[seat], True, move // 13)
        elif action == 6:
            do_attempt(s, p, randoms[seat], True, arguments[move // 13][0], arguments[move // 13][1], arguments[move // 13][2], arguments[move // 13][3])
        elif action == 0:
            do_scout(s, p, randoms[seat], True)
        elif action == 1:
            do_travel(s, p, randoms[seat], True, arguments[move // 13][0])
        elif action == 2:
            do_camp(s, p, randoms[seat], True)
        elif action == 4:
            do_find_inspiration(s, p, randoms[seat], True)
        elif action == 5:
            do_write_story(s, p, arguments[move // 13][0], arguments[move // 13][1])
        elif action == 7:
            do_pass_task(s, p, randoms[seat], True, move // 13)
        elif action == 8:
            do_take_story(s, p, move // 13)
        elif action == 9:
            do_forget(s, p, move // 13)
        elif action == 11:
            do_end_turn(s, p)
        elif action == 12:
            do_skip_travel(s, p)
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        picks[seat] -= 1
    elif s.step == 2:
        # round_visit_act, written in place
        p = s.players[seat]
        picks = s.picks
        action = move % 4
        if action == 0:
            do_stay_away(s, p)
        elif action == 1:
            do_enjoy_company(s, p, randoms[seat], True)
        elif action == 2:
            do_share_story(s, p, randoms[seat], True, move // 4)
        elif action == 3:
            do_bond(s, p, randoms[seat], True)
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        picks[seat] -= 1


def play(state, randoms, observe=None):
    """Play a game made with `GameState(..., start=False)` to its end on the lowered state; seat k draws with `randoms[k]()`. `observe(state)`, when given, sees the readable state, written back, at every drawn decision."""
    # the setup, on the readable state: fast.py's and rules.py's own steps
    state.step = 0
    setup_board(state, None)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 1
    for q in state.players:
        if is_active(state, q):
            setup_placards(state, q)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 2
    setup_first_picker(state, None)
    if state.end_requested:
        state.finish('end game')
        return state
    while True:
        state.step = 3
        setup_start_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 4
        if setup_starting_sites_until(state, None):
            state.passes = 0
            break
        state.passes += 1
        if state.passes >= 8:
            state.loop_never_ends(state.steps()[4])
    state.step = 5
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
    s.stage = 0
    s.bonuses = 0
    s.reflecting = False
    s.journaling = False
    s.meditated = False
    s.rows_used = 0
    s.haven_site = -1
    while s.phase != 'over':
        s.step = 0
        # round_wanderer, written in place
        p_2 = s.players[s.turn]
        s.wanderer = p_2.seat
        while True:
            s.step = 1
            round_act_play(state, s, randoms, observe)
            s.step = 2
            round_visit_play(state, s, randoms, observe)
            s.step = 3
            # are the steps of turn done? (its `until`)
            p = s.players[s.turn]
            if s.stage == 5:
                s.passes = 0
                break
            s.passes += 1
            if s.passes >= 400:
                raise_state(s.readable, s)
                s.readable.loop_never_ends(s.readable.steps()[3])
        s.step = 4
        end_turn(s)
    raise_state(state, s)
    return state


def begun_board(s, p):
    """A step of the setup."""
    for s_ in range(24):
        if SITES_PIECE[s_] == 0 or PIECES_IDS[SITES_PIECE[s_]] == OPTION_WEST_PIECE_VALUES[s.option_west_piece] or len(s.players) >= 3 and PIECES_IDS[SITES_PIECE[s_]] == OPTION_EAST_PIECE_VALUES[s.option_east_piece]:
            s.sites_in_play |= 1 << s_
    for x in range(38):
        if s.sites_in_play & 1 << PATHS_FROM[x] != 0 and s.sites_in_play & 1 << PATHS_TO[x] != 0:
            s.paths_in_play |= PATHS_BITS[x]
    for x in range(38):
        if s.paths_in_play & PATHS_BITS[x] != 0 and PATHS_DOT[x]:
            # place_from_bag, written in place
            shuffle(s.readable, s.story_bag)
            if s.story_bag:
                s.drawn.append(s.story_bag.pop())
            token = STORY_TOKENS_NUMBERS[s.drawn[0]]
            masks.list_remove(s.drawn, STORY_TOKENS_IDS[token])
            s.on_board.append(STORY_TOKENS_IDS[token])
            s.on_path[x] = token
    for k in range(4):
        drawn_wanted = 20
        drawn_moved = 0
        drawn_at = len(s.all_stories) - 1
        while drawn_moved < drawn_wanted and drawn_at >= 0:
            drawn_card = s.all_stories[drawn_at]
            if STORIES_KIND[STORIES_NUMBERS[drawn_card]] == k:
                s.story_decks[STORY_KINDS_IDS[k]].append(s.all_stories.pop(drawn_at))
                drawn_moved += 1
            drawn_at -= 1
        shuffle(s.readable, s.story_decks[STORY_KINDS_IDS[k]])
    shuffle(s.readable, s.ability_deck)
    shuffle(s.readable, s.trinket_deck)
    shuffle(s.readable, s.despair_deck)
    shuffle(s.readable, s.campsite_deck)


def begun_placards(s, p):
    """A step of the setup, for each player."""
    p.wanderlust[5] = 3
    clamped = s.crystals - p.inspiration
    if clamped < 0:
        clamped = 0
    s.crystals = clamped
    if p.seat == 1:
        p.experience[0] = 1
    elif p.seat == 2:
        p.experience[1] = 1
        p.experience[2] = 1
    elif p.seat == 3:
        for s_ in range(3):
            p.experience[s_] = 1


def begun_first_picker(s, p):
    """A step of the setup."""
    s.picker = len(s.players) - 1


def do_start_at(s, p, start_site):
    """Choose a different starting site on the edge of the board (counterclockwise from the player right of the starting player). (definitions/trail-story-america/game.yaml:538)"""
    p.site = start_site
    s.picker -= 1


def begun_start_play_all(s, start_site):
    """The all() of a generator in begun_start_play, as a loop (natively a C loop, not a generator object)."""
    for q in s.players:
        if not q.site != start_site:
            return False
    return True


def begun_start_play(state, s, randoms, observe):
    """Every pick of the setup step start, drawn as a random agent draws."""
    n = len(s.players)
    picks = [1] * n
    s.picks = picks
    # at most 1 pick a seat: the move limit can be passed in this step only if it is that near
    watched = s.turn_moves + n > s.max_moves
    for seat in range(n):
        p = s.players[seat]
        while True:
            # the legal moves of start: the number of each action allowed
            moves = s.moves
            moves.clear()
            for start_site in range(24):
                if p.seat == s.picker and s.sites_in_play & 1 << start_site != 0 and (SITES_ROW[start_site] == 1 or SITES_ROW[start_site] == 4 or SITES_COL[start_site] == 0 or SITES_COL[start_site] == (3 if len(s.players) >= 3 else 2)) and begun_start_play_all(s, start_site):
                    moves.append(0 + 1 * start_site)
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
                # do_start_at, written in place
                start_site_2 = move // 1
                p.site = start_site_2
                s.picker -= 1
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
    s.rolled = [1] * 4
    s.sites_in_play = 0
    s.paths_in_play = 0
    s.story_bag = list(STORY_BAG_START)
    s.drawn = []
    s.on_board = []
    s.on_path = [-1] * 38
    s.telling = []
    s.all_stories = list(ALL_STORIES_START)
    s.story_decks = dict([(key, []) for key in STORY_KINDS_IDS])
    s.open_stories = []
    s.section = 1
    s.attempted = False
    s.stopped = False
    s.ability_deck = list(ABILITY_DECK_START)
    s.trinket_deck = list(TRINKET_DECK_START)
    s.despair_deck = list(DESPAIR_DECK_START)
    s.campsite_deck = list(CAMPSITE_DECK_START)
    s.offered_abilities = []
    s.offered_trinkets = []
    s.ability_discards = []
    s.trinket_discards = []
    s.camp_card = []
    s.camp_site = -1
    s.supply = [8] * 4
    s.crystals = 24
    s.stage = 0
    s.bonuses = 0
    s.reflecting = False
    s.journaling = False
    s.meditated = False
    s.rows_used = 0
    s.haven_site = -1
    s.taken_icons = 0
    s.wanderer = 0
    s.visitor = -1
    s.bond_from = -1
    s.picker = -1
    s.option_west_piece = OPTION_WEST_PIECE_NUMBERS[options['west_piece']]
    s.option_east_piece = OPTION_EAST_PIECE_NUMBERS[options['east_piece']]
    s.players = []
    for seat in range(seats):
        p = Player()
        p.seat = seat
        p.site = -1
        p.skill_cubes = [1] * 3
        p.experience = [0] * 3
        p.wanderlust = [2] * 6
        p.havens = [0] * 24
        p.talents = 0
        p.inspired = 0
        p.inspiration = 2
        p.active = 2
        p.hope = True
        p.memories = []
        p.items_ = [0] * 4
        p.ability_cards = []
        p.trinket_cards = []
        p.despair_hand = []
        p.unwritten = []
        p.journal_pages = []
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
    return s


def play_begun(s, randoms):
    """Play a game `new_state` made to its end on the lowered state, its setup first; seat k draws with `randoms[k]()`. The readable state is not written: the caller scores the lowered one (`outcome`) or writes it back (`raise_state`)."""
    # nobody observes a game begun lowered, and no readable state waits for it at the end
    state = None
    observe = None
    randoms = streams_of(randoms)
    # the setup, on the lowered state
    s.step = 0
    begun_board(s, None)
    if s.end_requested:
        # finish, written in place
        s.phase = 'over'
        s.ended_by = 'end game'
        return s
    s.step = 1
    for p in s.players:
        if True:
            # begun_placards, written in place
            p.wanderlust[5] = 3
            clamped = s.crystals - p.inspiration
            if clamped < 0:
                clamped = 0
            s.crystals = clamped
            if p.seat == 1:
                p.experience[0] = 1
            elif p.seat == 2:
                p.experience[1] = 1
                p.experience[2] = 1
            elif p.seat == 3:
                for s_ in range(3):
                    p.experience[s_] = 1
    if s.end_requested:
        # finish, written in place
        s.phase = 'over'
        s.ended_by = 'end game'
        return s
    s.step = 2
    begun_first_picker(s, None)
    if s.end_requested:
        # finish, written in place
        s.phase = 'over'
        s.ended_by = 'end game'
        return s
    while True:
        s.step = 3
        begun_start_play(state, s, randoms, observe)
        if s.end_requested:
            # finish, written in place
            s.phase = 'over'
            s.ended_by = 'end game'
            return s
        s.step = 4
        if s.picker < 0:
            s.passes = 0
            break
        s.passes += 1
        if s.passes >= 8:
            raise_state(s.readable, s)
            s.readable.loop_never_ends(s.readable.steps()[4])
    s.step = 5
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
    s.stage = 0
    s.bonuses = 0
    s.reflecting = False
    s.journaling = False
    s.meditated = False
    s.rows_used = 0
    s.haven_site = -1
    while s.phase != 'over':
        s.step = 0
        # round_wanderer, written in place
        p_2 = s.players[s.turn]
        s.wanderer = p_2.seat
        while True:
            s.step = 1
            round_act_play(state, s, randoms, observe)
            s.step = 2
            round_visit_play(state, s, randoms, observe)
            s.step = 3
            # are the steps of turn done? (its `until`)
            p = s.players[s.turn]
            if s.stage == 5:
                s.passes = 0
                break
            s.passes += 1
            if s.passes >= 400:
                raise_state(s.readable, s)
                s.readable.loop_never_ends(s.readable.steps()[3])
        s.step = 4
        end_turn(s)
    return s


def scored_outcome_count(p):
    """The count() of a generator in scored_outcome, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for s_ in range(24):
        if p.havens[s_] > 0:
            total += 1
    return total


def scored_outcome_sum(p):
    """The sum() of a generator in scored_outcome, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for s_ in range(24):
        total += p.havens[s_]
    return total


def scored_outcome_sum_2(p):
    """The sum() of a generator in scored_outcome, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for i in range(4):
        total += p.items_[i]
    return total


def scored_outcome_sum_3(p):
    """The sum() of a generator in scored_outcome, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for s_ in range(3):
        total += p.skill_cubes[s_] + p.experience[s_]
    return total


def scored_outcome(s):
    """The outcome of a finished game (`outcome`)."""
    scores = []
    ranks = []
    for seat in range(len(s.players)):
        p = s.players[seat]
        scores.append(scored_outcome_count(p) + scored_outcome_sum(p) + len(p.journal_pages) + total_score_sum(s, p) + scored_outcome_sum_2(p) + (scored_outcome_sum_3(p) + p.active + total_score_sum_2(p)) // 3 + total_score_sum_3(s, p))
        ranks.append((scores[seat], len(p.journal_pages) + len(p.unwritten)))
    return (scores, ranks)


def outcome(s):
    """The scores of a finished game and each seat's rank where it may win (None where it may not): its total, then its tie-breaks; rules.py's scoring and victory over the lowered state."""
    return scored_outcome(s)

WRITTEN_IN_PLACE = {
    'end_turn': ((900, 901, 'finish'), (907, 908, 'finish'), (916, 920, 'new_round'), (924, 930, 'start_turn')),
    'draw_for_scout': ((958, 960, 'too_many_moves'),), 'place_token': ((983, 985, 'too_many_moves'),),
    'gain_experience': ((1013, 1015, 'too_many_moves'),),
    'do_scout': ((1033, 1037, 'begin_action'), (1050, 1053, 'gain_item'), (1056, 1059, 'gain_item')),
    'do_travel': ((1094, 1098, 'begin_action'), (1107, 1109, 'too_many_moves'), (1115, 1125, 'draw_story'), (1128, 1140, 'finish_story')),
    'gain_skill': ((1164, 1166, 'too_many_moves'),),
    'eat': ((1185, 1186, 'loop_fails'), (1195, 1197, 'too_many_moves'), (1202, 1204, 'give_back_item'), (1208, 1213, 'restore'), (1226, 1228, 'too_many_moves'), (1218, 1230, 'fill_skill')),
    'pick_benefits': ((1247, 1249, 'too_many_moves'), (1256, 1261, 'restore'), (1264, 1264, 'restore_hope'), (1279, 1281, 'too_many_moves'), (1273, 1284, 'move_forward'), (1253, 1284, 'apply_benefit')),
    'do_camp': ((1300, 1304, 'begin_action'), (1313, 1313, 'restore_hope'), (1320, 1325, 'restore'), (1332, 1332, 'restore_hope'), (1337, 1342, 'restore'), (1310, 1343, 'resolve_campsites_benefits'), (1353, 1354, 'loop_fails'), (1359, 1363, 'end_camp'), (1348, 1365, 'next_visitor')),
    'do_find_haven': ((1371, 1376, 'begin_action'), (1386, 1387, 'familiarity')),
    'do_find_inspiration': ((1393, 1398, 'begin_action'), (1407, 1409, 'too_many_moves'), (1423, 1424, 'familiarity')),
    'do_write_story': ((1452, 1457, 'begin_action'),),
    'resolve_tasks_success': ((1498, 1499, 'gain_ability'), (1502, 1505, 'gain_item'), (1512, 1512, 'bonus'), (1515, 1518, 'gain_item'), (1523, 1526, 'gain_item'), (1529, 1538, 'draw_story'), (1543, 1543, 'bonus'), (1546, 1551, 'restore'), (1554, 1554, 'bonus'), (1557, 1562, 'restore'), (1570, 1573, 'gain_item'), (1578, 1583, 'restore'), (1586, 1586, 'restore_hope'), (1589, 1594, 'restore'), (1597, 1600, 'gain_item'), (1603, 1606, 'gain_item'), (1575, 1606, 'resolve_trinkets_on_find'), (1565, 1606, 'gain_trinket'), (1611, 1611, 'restore_hope'), (1614, 1614, 'bonus'), (1617, 1627, 'gain_inspiration'), (1630, 1640, 'gain_inspiration'), (1643, 1643, 'bonus'), (1646, 1656, 'gain_inspiration'), (1659, 1669, 'gain_inspiration')),
    'discard_item_token': ((1683, 1684, 'give_back_item'), (1693, 1695, 'too_many_moves')),
    'lose_item': ((1719, 1721, 'too_many_moves'),),
    'trade_meat_for_story': ((1749, 1751, 'too_many_moves'), (1755, 1756, 'give_back_item'), (1758, 1767, 'draw_story')),
    'settle': ((1807, 1809, 'too_many_moves'), (1821, 1821, 'restore_hope'), (1826, 1827, 'despair'), (1834, 1835, 'stop_story'), (1818, 1835, 'resolve_tasks_failure'), (1839, 1851, 'finish_story'), (1859, 1871, 'finish_story'), (1837, 1871, 'next_section')),
    'do_take_story': ((1939, 1940, 'loop_fails'), (1945, 1949, 'end_camp'), (1934, 1951, 'next_visitor')),
    'do_end_turn': ((1977, 1985, 'after_turn'),),
    'do_stay_away': ((2010, 2011, 'loop_fails'), (2016, 2020, 'end_camp'), (2005, 2022, 'next_visitor')),
    'do_enjoy_company': ((2042, 2043, 'loop_fails'), (2048, 2052, 'end_camp'), (2037, 2054, 'next_visitor')),
    'do_share_story': ((2079, 2080, 'loop_fails'), (2085, 2089, 'end_camp'), (2074, 2091, 'next_visitor')),
    'round_act_play': ((2238, 2243, 'begin_action'), (2253, 2254, 'familiarity'), (2236, 2254, 'do_find_haven'), (2257, 2259, 'do_discard_item'), (2262, 2280, 'do_attempt'), (2285, 2289, 'begin_action'), (2302, 2305, 'gain_item'), (2308, 2311, 'gain_item'), (2283, 2311, 'do_scout'), (2317, 2321, 'begin_action'), (2329, 2331, 'too_many_moves'), (2337, 2347, 'draw_story'), (2350, 2362, 'finish_story'), (2314, 2362, 'do_travel'), (2367, 2371, 'begin_action'), (2380, 2380, 'restore_hope'), (2387, 2392, 'restore'), (2399, 2399, 'restore_hope'), (2404, 2409, 'restore'), (2377, 2410, 'resolve_campsites_benefits'), (2420, 2421, 'loop_fails'), (2426, 2430, 'end_camp'), (2415, 2432, 'next_visitor'), (2365, 2432, 'do_camp'), (2440, 2445, 'begin_action'), (2437, 2459, 'do_write_story'), (2462, 2464, 'do_pass_task'), (2477, 2478, 'loop_fails'), (2483, 2487, 'end_camp'), (2472, 2489, 'next_visitor'), (2467, 2489, 'do_take_story'), (2492, 2494, 'do_forget'), (2499, 2507, 'after_turn'), (2497, 2509, 'do_end_turn'), (2512, 2512, 'do_skip_travel'), (2516, 2517, 'too_many_moves')),
    'round_visit_play': ((2567, 2568, 'loop_fails'), (2573, 2577, 'end_camp'), (2562, 2579, 'next_visitor'), (2561, 2579, 'do_stay_away'), (2591, 2592, 'loop_fails'), (2597, 2601, 'end_camp'), (2586, 2603, 'next_visitor'), (2582, 2603, 'do_enjoy_company'), (2618, 2619, 'loop_fails'), (2624, 2628, 'end_camp'), (2613, 2630, 'next_visitor'), (2606, 2630, 'do_share_story'), (2633, 2636, 'do_bond'), (2640, 2641, 'too_many_moves')),
    'to_decision': ((3100, 3101, 'finish'), (3147, 3148, 'too_many_moves'), (3113, 3149, 'round_act_act'), (3175, 3176, 'too_many_moves'), (3160, 3177, 'round_visit_act')),
    'act': ((3416, 3417, 'too_many_moves'), (3383, 3418, 'round_act_act'), (3435, 3436, 'too_many_moves'), (3421, 3437, 'round_visit_act')),
    'play': ((3482, 3486, 'new_round'), (3488, 3494, 'start_turn'), (3498, 3499, 'round_wanderer')),
    'begun_board': ((3532, 3538, 'place_from_bag'),),
    'begun_start_play': ((3620, 3622, 'do_start_at'), (3626, 3627, 'too_many_moves')),
    'play_begun': ((3733, 3734, 'finish'), (3740, 3752, 'begun_placards'), (3755, 3756, 'finish'), (3762, 3763, 'finish'), (3770, 3771, 'finish'), (3788, 3792, 'new_round'), (3794, 3800, 'start_turn'), (3804, 3805, 'round_wanderer')),
}
