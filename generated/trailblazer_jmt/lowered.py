"""Trailblazer: The John Muir Trail: the lowered playout, by Cairn.

The random playout of fast.py on a state of typed slots (numbers, flags, ids as small ints, maps as
lists): `play` lowers the readable state once, plays the whole game on it and writes it back once.
lowered.pxd beside it gives Cython the C types of the same code. A seed plays the same game here as
through GameState.apply (tests/runtime/test_lowered.py).
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import MAX_ROUNDS, draw, loop_turn, masks, move_card, no_value, repeat_count, shuffle, stream_of, streams_of, write_ids
from .rules import GAME, explorer_award, hardship_penalty, is_active, pack_award, set_points, setup_board, setup_kits, summit_award, whitney_award
from .fast import setup_variants_play

OBSERVABLE = False

DEFINED_AT = {
    'do_sunrise_draw': ('sunrise_draw', 'definitions/trailblazer-jmt/game.yaml:670'),
    'draw_trail': ('draw_trail', 'definitions/trailblazer-jmt/game.yaml:384'),
    'do_play_trail': ('play_trail', 'definitions/trailblazer-jmt/game.yaml:677'),
    'take': ('take', 'definitions/trailblazer-jmt/game.yaml:355'),
    'ease_hardship': ('ease_hardship', 'definitions/trailblazer-jmt/game.yaml:367'),
    'choose_natural': ('choose_natural', 'definitions/trailblazer-jmt/game.yaml:359'),
    'choose_personal': ('choose_personal', 'definitions/trailblazer-jmt/game.yaml:363'),
    'instant_field_guide': ('instant_field_guide', 'definitions/trailblazer-jmt/game.yaml:611'),
    'load_or_use': ('load_or_use', 'definitions/trailblazer-jmt/game.yaml:459'),
    'load_gear': ('load_gear', 'definitions/trailblazer-jmt/game.yaml:440'),
    'advance_elevation': ('advance_elevation', 'definitions/trailblazer-jmt/game.yaml:414'),
    'robo_least_personal': ('robo_least_personal', 'definitions/trailblazer-jmt/game.yaml:469'),
    'robo_arrowhead': ('robo_arrowhead', 'definitions/trailblazer-jmt/game.yaml:477'),
    'take_arrowhead': ('take_arrowhead', 'definitions/trailblazer-jmt/game.yaml:407'),
    'instant_gear': ('instant_gear', 'definitions/trailblazer-jmt/game.yaml:624'),
    'instant_natural_not_water': ('instant_natural_not_water', 'definitions/trailblazer-jmt/game.yaml:629'),
    'instant_destination': ('instant_destination', 'definitions/trailblazer-jmt/game.yaml:634'),
    'take_destination': ('take_destination', 'definitions/trailblazer-jmt/game.yaml:594'),
    'exploration_bonus': ('exploration_bonus', 'definitions/trailblazer-jmt/game.yaml:586'),
    'instant_trail_cards': ('instant_trail_cards', 'definitions/trailblazer-jmt/game.yaml:642'),
    'do_discard_for_water': ('discard_for_water', 'definitions/trailblazer-jmt/game.yaml:688'),
    'do_pass_card': ('pass_card', 'definitions/trailblazer-jmt/game.yaml:785'),
    'do_hike': ('hike', 'definitions/trailblazer-jmt/game.yaml:702'),
    'pay_natural': ('pay_natural', 'definitions/trailblazer-jmt/game.yaml:377'),
    'pay_personal': ('pay_personal', 'definitions/trailblazer-jmt/game.yaml:381'),
    'entered_section': ('entered_section', 'definitions/trailblazer-jmt/game.yaml:501'),
    'switch_region': ('switch_region', 'definitions/trailblazer-jmt/game.yaml:647'),
    'do_acquire': ('acquire', 'definitions/trailblazer-jmt/game.yaml:726'),
    'spend_medallion': ('spend_medallion', 'definitions/trailblazer-jmt/game.yaml:405'),
    'do_discover': ('discover', 'definitions/trailblazer-jmt/game.yaml:735'),
    'do_explore': ('explore', 'definitions/trailblazer-jmt/game.yaml:747'),
    'do_resupply': ('resupply', 'definitions/trailblazer-jmt/game.yaml:757'),
    'do_remove_hardship': ('remove_hardship', 'definitions/trailblazer-jmt/game.yaml:767'),
    'do_mountain_pass': ('mountain_pass', 'definitions/trailblazer-jmt/game.yaml:775'),
    'do_first_light': ('first_light', 'definitions/trailblazer-jmt/game.yaml:803'),
    'do_robo_turn': ('robo_turn', 'definitions/trailblazer-jmt/game.yaml:794'),
    'robo_move': ('robo_move', 'definitions/trailblazer-jmt/game.yaml:495'),
    'robo_reveal': ('robo_reveal', 'definitions/trailblazer-jmt/game.yaml:563'),
    'robo_place': ('robo_place', 'definitions/trailblazer-jmt/game.yaml:543'),
    'robo_buy_guide': ('robo_buy_guide', 'definitions/trailblazer-jmt/game.yaml:512'),
    'robo_explore': ('robo_explore', 'definitions/trailblazer-jmt/game.yaml:524'),
    'robo_bonus': ('robo_bonus', 'definitions/trailblazer-jmt/game.yaml:488'),
    'robo_tent': ('robo_tent', 'definitions/trailblazer-jmt/game.yaml:485'),
    'do_trade_water': ('trade_water', 'definitions/trailblazer-jmt/game.yaml:696'),
    'after_action_step': ('after_action_step', 'definitions/trailblazer-jmt/game.yaml:816'),
    'round_sunrise': ('round_sunrise', 'definitions/trailblazer-jmt/game.yaml:859'),
    'round_consume': ('round_consume', 'definitions/trailblazer-jmt/game.yaml:868'),
    'round_group_upkeep': ('round_group_upkeep', 'definitions/trailblazer-jmt/game.yaml:881'),
    'round_sunset': ('round_sunset', 'definitions/trailblazer-jmt/game.yaml:909'),
    'refill_guides': ('refill_guides', 'definitions/trailblazer-jmt/game.yaml:395'),
    'begun_board': ('begun_board', 'definitions/trailblazer-jmt/game.yaml:824'),
    'begun_kits': ('begun_kits', 'definitions/trailblazer-jmt/game.yaml:846'),
    'do_keep_missions': ('keep_missions', 'definitions/trailblazer-jmt/game.yaml:656'),
    'do_keep_skill': ('keep_skill', 'definitions/trailblazer-jmt/game.yaml:664'),
}

FIELD_GUIDES_IDS = (
    'animals_01', 'animals_02', 'animals_03', 'animals_04', 'animals_05', 'animals_06', 'animals_07',
    'animals_08', 'animals_09', 'animals_10', 'animals_11', 'animals_12', 'birds_01', 'birds_02', 'birds_03',
    'birds_04', 'birds_05', 'birds_06', 'birds_07', 'birds_08', 'birds_09', 'birds_10', 'birds_11',
    'birds_12', 'trees_01', 'trees_02', 'trees_03', 'trees_04', 'trees_05', 'trees_06', 'trees_07',
    'trees_08', 'trees_09', 'trees_10', 'trees_11', 'trees_12', 'flowers_01', 'flowers_02', 'flowers_03',
    'flowers_04', 'flowers_05', 'flowers_06', 'flowers_07', 'flowers_08', 'flowers_09', 'flowers_10',
    'flowers_11', 'flowers_12', 'rivers_01', 'rivers_02', 'rivers_03', 'rivers_04', 'rivers_05', 'rivers_06',
    'rivers_07', 'rivers_08', 'rivers_09', 'rivers_10', 'rivers_11', 'rivers_12',
)

FIELD_GUIDES_NUMBERS = {
    'animals_01': 0, 'animals_02': 1, 'animals_03': 2, 'animals_04': 3, 'animals_05': 4, 'animals_06': 5,
    'animals_07': 6, 'animals_08': 7, 'animals_09': 8, 'animals_10': 9, 'animals_11': 10, 'animals_12': 11,
    'birds_01': 12, 'birds_02': 13, 'birds_03': 14, 'birds_04': 15, 'birds_05': 16, 'birds_06': 17,
    'birds_07': 18, 'birds_08': 19, 'birds_09': 20, 'birds_10': 21, 'birds_11': 22, 'birds_12': 23,
    'trees_01': 24, 'trees_02': 25, 'trees_03': 26, 'trees_04': 27, 'trees_05': 28, 'trees_06': 29,
    'trees_07': 30, 'trees_08': 31, 'trees_09': 32, 'trees_10': 33, 'trees_11': 34, 'trees_12': 35,
    'flowers_01': 36, 'flowers_02': 37, 'flowers_03': 38, 'flowers_04': 39, 'flowers_05': 40,
    'flowers_06': 41, 'flowers_07': 42, 'flowers_08': 43, 'flowers_09': 44, 'flowers_10': 45,
    'flowers_11': 46, 'flowers_12': 47, 'rivers_01': 48, 'rivers_02': 49, 'rivers_03': 50, 'rivers_04': 51,
    'rivers_05': 52, 'rivers_06': 53, 'rivers_07': 54, 'rivers_08': 55, 'rivers_09': 56, 'rivers_10': 57,
    'rivers_11': 58, 'rivers_12': 59,
}

GUIDE_SPACES_IDS = ('guide_space_1', 'guide_space_2', 'guide_space_3', 'guide_space_4', 'guide_space_5')

GUIDE_SPACES_NUMBERS = {
    'guide_space_1': 0, 'guide_space_2': 1, 'guide_space_3': 2, 'guide_space_4': 3, 'guide_space_5': 4,
}

REGIONS_IDS = ('green', 'blue', 'yellow')

REGIONS_NUMBERS = {'green': 0, 'blue': 1, 'yellow': 2}

PERSONALS_IDS = ('food', 'water_bottle', 'zzz', 'endurance')

PERSONALS_NUMBERS = {'food': 0, 'water_bottle': 1, 'zzz': 2, 'endurance': 3}

SKILLS_IDS = (
    'skill_01', 'skill_02', 'skill_03', 'skill_04', 'skill_05', 'skill_06', 'skill_07', 'skill_08',
    'skill_09', 'skill_10', 'skill_11', 'skill_12', 'skill_13', 'skill_14', 'skill_15', 'skill_16',
    'skill_17', 'skill_18', 'skill_19', 'skill_20', 'skill_21', 'skill_22', 'skill_23', 'skill_24',
)

SKILLS_NUMBERS = {
    'skill_01': 0, 'skill_02': 1, 'skill_03': 2, 'skill_04': 3, 'skill_05': 4, 'skill_06': 5, 'skill_07': 6,
    'skill_08': 7, 'skill_09': 8, 'skill_10': 9, 'skill_11': 10, 'skill_12': 11, 'skill_13': 12,
    'skill_14': 13, 'skill_15': 14, 'skill_16': 15, 'skill_17': 16, 'skill_18': 17, 'skill_19': 18,
    'skill_20': 19, 'skill_21': 20, 'skill_22': 21, 'skill_23': 22, 'skill_24': 23,
}

ROBO_PACE_IDS = ('undecided', 'go', 'stay')

ROBO_PACE_NUMBERS = {'undecided': 0, 'go': 1, 'stay': 2}

OPTION_INSTANT_CARDS_NUMBERS = {'without': 0, 'with': 1}

OPTION_OBSTACLE_CARDS_NUMBERS = {'printed': 0, 'as_travel': 1}

OPTION_DIFFICULTY_NUMBERS = {'difficult': 0, 'hard': 1, 'impossible': 2}

OPTION_MISSION_CARDS_NUMBERS = {'without': 0, 'with': 1}

OPTION_SKILL_CARDS_NUMBERS = {'without': 0, 'with': 1}

OPTION_PARTNERS_NUMBERS = {'alone': 0, 'together': 1}

GEAR_IDS = (
    'camera', 'gps', 'binoculars', 'hiking_poles', 'chair', 'fishing_pole', 'first_aid_kit', 'utility_knife',
    'hammock', 'bear_canister', 'fire_starter', 'water_purifier',
)

GEAR_NUMBERS = {
    'camera': 0, 'gps': 1, 'binoculars': 2, 'hiking_poles': 3, 'chair': 4, 'fishing_pole': 5,
    'first_aid_kit': 6, 'utility_knife': 7, 'hammock': 8, 'bear_canister': 9, 'fire_starter': 10,
    'water_purifier': 11,
}

DESTINATION_KINDS_IDS = ('peaks', 'meadows', 'lakes', 'falls')

DESTINATION_KINDS_NUMBERS = {'peaks': 0, 'meadows': 1, 'lakes': 2, 'falls': 3}

MISSIONS_IDS = (
    'mission_01', 'mission_02', 'mission_03', 'mission_04', 'mission_05', 'mission_06', 'mission_07',
    'mission_08', 'mission_09', 'mission_10', 'mission_11', 'mission_12', 'mission_13', 'mission_14',
    'mission_15', 'mission_16',
)

MISSIONS_NUMBERS = {
    'mission_01': 0, 'mission_02': 1, 'mission_03': 2, 'mission_04': 3, 'mission_05': 4, 'mission_06': 5,
    'mission_07': 6, 'mission_08': 7, 'mission_09': 8, 'mission_10': 9, 'mission_11': 10, 'mission_12': 11,
    'mission_13': 12, 'mission_14': 13, 'mission_15': 14, 'mission_16': 15,
}

TRAIL_CARDS_IDS = (
    'travel_01', 'travel_02', 'travel_03', 'travel_04', 'travel_05', 'travel_06', 'travel_07', 'travel_08',
    'travel_09', 'travel_10', 'travel_11', 'travel_12', 'travel_13', 'travel_14', 'travel_15', 'travel_16',
    'travel_17', 'travel_18', 'travel_19', 'travel_20', 'travel_21', 'travel_22', 'travel_23', 'travel_24',
    'travel_25', 'travel_26', 'travel_27', 'travel_28', 'travel_29', 'travel_30', 'travel_31', 'travel_32',
    'travel_33', 'travel_34', 'travel_35', 'travel_36', 'travel_37', 'travel_38', 'travel_39', 'travel_40',
    'travel_41', 'travel_42', 'travel_43', 'travel_44', 'travel_45', 'travel_46', 'travel_47', 'travel_48',
    'travel_49', 'travel_50', 'travel_51', 'travel_52', 'travel_53', 'travel_54', 'travel_55', 'travel_56',
    'obstacle_01', 'obstacle_02', 'obstacle_03', 'obstacle_04', 'obstacle_05', 'obstacle_06', 'obstacle_07',
    'obstacle_08', 'obstacle_09', 'obstacle_10', 'obstacle_11', 'obstacle_12', 'obstacle_13', 'obstacle_14',
    'obstacle_15', 'obstacle_16', 'obstacle_17', 'obstacle_18', 'obstacle_19', 'obstacle_20', 'obstacle_21',
    'obstacle_22', 'obstacle_23', 'obstacle_24', 'instant_01', 'instant_02', 'instant_03', 'instant_04',
    'instant_05', 'instant_06', 'instant_07', 'instant_08', 'instant_09', 'instant_10', 'instant_11',
    'instant_12',
)

TRAIL_CARDS_NUMBERS = {
    'travel_01': 0, 'travel_02': 1, 'travel_03': 2, 'travel_04': 3, 'travel_05': 4, 'travel_06': 5,
    'travel_07': 6, 'travel_08': 7, 'travel_09': 8, 'travel_10': 9, 'travel_11': 10, 'travel_12': 11,
    'travel_13': 12, 'travel_14': 13, 'travel_15': 14, 'travel_16': 15, 'travel_17': 16, 'travel_18': 17,
    'travel_19': 18, 'travel_20': 19, 'travel_21': 20, 'travel_22': 21, 'travel_23': 22, 'travel_24': 23,
    'travel_25': 24, 'travel_26': 25, 'travel_27': 26, 'travel_28': 27, 'travel_29': 28, 'travel_30': 29,
    'travel_31': 30, 'travel_32': 31, 'travel_33': 32, 'travel_34': 33, 'travel_35': 34, 'travel_36': 35,
    'travel_37': 36, 'travel_38': 37, 'travel_39': 38, 'travel_40': 39, 'travel_41': 40, 'travel_42': 41,
    'travel_43': 42, 'travel_44': 43, 'travel_45': 44, 'travel_46': 45, 'travel_47': 46, 'travel_48': 47,
    'travel_49': 48, 'travel_50': 49, 'travel_51': 50, 'travel_52': 51, 'travel_53': 52, 'travel_54': 53,
    'travel_55': 54, 'travel_56': 55, 'obstacle_01': 56, 'obstacle_02': 57, 'obstacle_03': 58,
    'obstacle_04': 59, 'obstacle_05': 60, 'obstacle_06': 61, 'obstacle_07': 62, 'obstacle_08': 63,
    'obstacle_09': 64, 'obstacle_10': 65, 'obstacle_11': 66, 'obstacle_12': 67, 'obstacle_13': 68,
    'obstacle_14': 69, 'obstacle_15': 70, 'obstacle_16': 71, 'obstacle_17': 72, 'obstacle_18': 73,
    'obstacle_19': 74, 'obstacle_20': 75, 'obstacle_21': 76, 'obstacle_22': 77, 'obstacle_23': 78,
    'obstacle_24': 79, 'instant_01': 80, 'instant_02': 81, 'instant_03': 82, 'instant_04': 83,
    'instant_05': 84, 'instant_06': 85, 'instant_07': 86, 'instant_08': 87, 'instant_09': 88,
    'instant_10': 89, 'instant_11': 90, 'instant_12': 91,
}

FIELD_GUIDES_REWARD_EFFECTS = (
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 4, 5, 3, 0, 4, 5, 3, 0, 4, 5, 3, 0, 6, 7, 3, 0, 6, 7, 3, 0, 6, 7,
    3, 0, 8, 9, 3, 0, 8, 9, 3, 0, 8, 9, 3, 0, 1, 0, 6, 0, 1, 0, 6, 0, 1, 0, 6,
)

ARROWHEADS_IDS = (
    'arrowhead_01', 'arrowhead_02', 'arrowhead_03', 'arrowhead_04', 'arrowhead_05', 'arrowhead_06',
    'arrowhead_07', 'arrowhead_08', 'arrowhead_09', 'arrowhead_10', 'arrowhead_11', 'arrowhead_12',
    'arrowhead_13', 'arrowhead_14', 'arrowhead_15', 'arrowhead_16',
)

ARROWHEADS_NUMBERS = {
    'arrowhead_01': 0, 'arrowhead_02': 1, 'arrowhead_03': 2, 'arrowhead_04': 3, 'arrowhead_05': 4,
    'arrowhead_06': 5, 'arrowhead_07': 6, 'arrowhead_08': 7, 'arrowhead_09': 8, 'arrowhead_10': 9,
    'arrowhead_11': 10, 'arrowhead_12': 11, 'arrowhead_13': 12, 'arrowhead_14': 13, 'arrowhead_15': 14,
    'arrowhead_16': 15,
}

FIELD_GUIDES_GEAR = (
    0, 7, 2, 9, 4, 11, 6, 1, 8, 3, 10, 5, 0, 7, 2, 9, 4, 11, 6, 1, 8, 3, 10, 5, 0, 7, 2, 9, 4, 11, 6, 1, 8, 3,
    10, 5, 0, 7, 2, 9, 4, 11, 6, 1, 8, 3, 10, 5, 0, 7, 2, 9, 4, 11, 6, 1, 8, 3, 10, 5,
)

DESTINATIONS_IDS = (
    'green_01', 'green_02', 'green_03', 'green_04', 'green_05', 'green_06', 'green_07', 'green_08',
    'green_09', 'green_10', 'green_11', 'green_12', 'green_13', 'green_14', 'green_15', 'green_16',
    'green_17', 'green_18', 'green_19', 'green_20', 'green_21', 'green_22', 'green_23', 'green_24', 'blue_01',
    'blue_02', 'blue_03', 'blue_04', 'blue_05', 'blue_06', 'blue_07', 'blue_08', 'blue_09', 'blue_10',
    'blue_11', 'blue_12', 'blue_13', 'blue_14', 'blue_15', 'blue_16', 'blue_17', 'blue_18', 'blue_19',
    'blue_20', 'yellow_01', 'yellow_02', 'yellow_03', 'yellow_04', 'yellow_05', 'yellow_06', 'yellow_07',
    'yellow_08', 'yellow_09', 'yellow_10', 'yellow_11', 'yellow_12',
)

DESTINATIONS_NUMBERS = {
    'green_01': 0, 'green_02': 1, 'green_03': 2, 'green_04': 3, 'green_05': 4, 'green_06': 5, 'green_07': 6,
    'green_08': 7, 'green_09': 8, 'green_10': 9, 'green_11': 10, 'green_12': 11, 'green_13': 12,
    'green_14': 13, 'green_15': 14, 'green_16': 15, 'green_17': 16, 'green_18': 17, 'green_19': 18,
    'green_20': 19, 'green_21': 20, 'green_22': 21, 'green_23': 22, 'green_24': 23, 'blue_01': 24,
    'blue_02': 25, 'blue_03': 26, 'blue_04': 27, 'blue_05': 28, 'blue_06': 29, 'blue_07': 30, 'blue_08': 31,
    'blue_09': 32, 'blue_10': 33, 'blue_11': 34, 'blue_12': 35, 'blue_13': 36, 'blue_14': 37, 'blue_15': 38,
    'blue_16': 39, 'blue_17': 40, 'blue_18': 41, 'blue_19': 42, 'blue_20': 43, 'yellow_01': 44,
    'yellow_02': 45, 'yellow_03': 46, 'yellow_04': 47, 'yellow_05': 48, 'yellow_06': 49, 'yellow_07': 50,
    'yellow_08': 51, 'yellow_09': 52, 'yellow_10': 53, 'yellow_11': 54, 'yellow_12': 55,
}

DESTINATIONS_COST_COSTS = (
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
    29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54,
    55,
)

DESTINATIONS_POINTS = (
    2, 2, 2, 2, 4, 3, 3, 3, 4, 5, 4, 4, 2, 2, 3, 2, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 6, 5, 5, 5, 6, 7, 6,
    6, 4, 4, 5, 4, 5, 5, 5, 6, 6, 6, 6, 6, 8, 7, 7, 7, 8, 9, 8, 8,
)

DESTINATIONS_KIND = (
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2,
    3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3,
)

DESTINATIONS_GEAR = (
    0, 5, 10, 3, 8, 1, 6, 11, 4, 9, 2, 7, 0, 5, 10, 3, 8, 1, 6, 11, 4, 9, 2, 7, 0, 5, 10, 3, 8, 1, 6, 11, 4,
    9, 2, 7, 0, 5, 10, 3, 8, 1, 6, 11, 4, 9, 2, 7, 0, 5, 10, 3, 8, 1, 6, 11,
)

TRAIL_CARDS_BENEFIT_EFFECTS = (
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 0, 1, 2, 3, 4,
    5, 6, 7, 8, 9, 10, 11, 12, 13, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 14,
    15, 16, 17, 18, 19, 14, 15, 16, 17, 18, 19, 14, 15, 16, 17, 18, 19, 20, 20, 21, 21, 13, 13, 12, 12, 22,
    23, 24, 24,
)

TRAIL_CARDS_KIND = (
    'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel',
    'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel',
    'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel',
    'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel',
    'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'travel',
    'travel', 'travel', 'travel', 'travel', 'travel', 'travel', 'obstacle', 'obstacle', 'obstacle',
    'obstacle', 'obstacle', 'obstacle', 'obstacle', 'obstacle', 'obstacle', 'obstacle', 'obstacle',
    'obstacle', 'obstacle', 'obstacle', 'obstacle', 'obstacle', 'obstacle', 'obstacle', 'obstacle',
    'obstacle', 'obstacle', 'obstacle', 'obstacle', 'obstacle', 'instant', 'instant', 'instant', 'instant',
    'instant', 'instant', 'instant', 'instant', 'instant', 'instant', 'instant', 'instant',
)

TRAIL_CARDS_GEAR = (
    0, 5, 10, 3, 8, 1, 6, 11, 4, 9, 2, 7, 0, 5, 10, 3, 8, 1, 6, 11, 4, 9, 2, 7, 0, 5, 10, 3, 8, 1, 6, 11, 4,
    9, 2, 7, 0, 5, 10, 3, 8, 1, 6, 11, 4, 9, 2, 7, 0, 5, 10, 3, 8, 1, 6, 11, 4, 11, 6, 1, 8, 3, 10, 5, 0, 7,
    2, 9, 4, 11, 6, 1, 8, 3, 10, 5, 0, 7, 2, 9, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
)

MAP_PACKS_IDS = ('pack_1', 'pack_2', 'pack_3', 'pack_4')

MAP_PACKS_NUMBERS = {'pack_1': 0, 'pack_2': 1, 'pack_3': 2, 'pack_4': 3}

PACK_SECTIONS_WATER = (
    1, 0, 1, 0, 2, 0, 1, 0, 2, 0, 1, 0, 2, 0, 1, 0, 2, 1, 0, 0, 2, 0, 1, 0, 2, 1, 0, 1, 0, 0, 1, 0, 2, 1, 0,
    1, 0, 2, 0, 0,
)

PACK_SECTIONS_EARTH = (
    0, 1, 0, 1, 0, 1, 0, 1, 0, 2, 0, 1, 0, 1, 0, 1, 0, 0, 1, 2, 0, 1, 0, 1, 0, 0, 1, 0, 1, 2, 0, 1, 0, 0, 1,
    0, 1, 0, 1, 2,
)

PACK_SECTIONS_WIND = (
    0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0,
    1, 0, 0, 1, 0,
)

PACK_SECTIONS_FIRE = (
    0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0,
    0, 1, 0, 0, 0,
)

PACK_SECTIONS_FOOD = (
    0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
    0, 0, 0, 0, 0,
)

PACK_SECTIONS_WATER_BOTTLE = (
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0,
)

PACK_SECTIONS_ZZZ = (
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0,
)

PACK_SECTIONS_ENDURANCE = (
    0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 1,
)

JMT_MARKERS_IDS = (
    'marker_01', 'marker_02', 'marker_03', 'marker_04', 'marker_05', 'marker_06', 'marker_07', 'marker_08',
    'marker_09', 'marker_10', 'marker_11', 'marker_12', 'marker_13', 'marker_14', 'marker_15', 'marker_16',
)

JMT_MARKERS_NUMBERS = {
    'marker_01': 0, 'marker_02': 1, 'marker_03': 2, 'marker_04': 3, 'marker_05': 4, 'marker_06': 5,
    'marker_07': 6, 'marker_08': 7, 'marker_09': 8, 'marker_10': 9, 'marker_11': 10, 'marker_12': 11,
    'marker_13': 12, 'marker_14': 13, 'marker_15': 14, 'marker_16': 15,
}

JMT_MARKERS_GEAR = (0, 1, 2, 3, 6, 9, 10, 11, 8, 7, -1, -1, -1, -1, -1, -1)

JMT_MARKERS_PERSONAL = (-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 1, 2, 3, 0, 2)

WEATHER_IDS = ('sunny', 'partly_cloudy', 'cloudy', 'heat', 'rain', 'thunderstorm', 'snow', 'windy')

WEATHER_NUMBERS = {
    'sunny': 0, 'partly_cloudy': 1, 'cloudy': 2, 'heat': 3, 'rain': 4, 'thunderstorm': 5, 'snow': 6,
    'windy': 7,
}

WEATHER_NEEDS = (-1, -1, -1, 0, 1, 3, 0, 2)

NATURALS_AMOUNT = (4, 3, 2, 1)

GUIDE_SPACES_NUMBER = (1, 2, 3, 4, 5)

FIELD_GUIDES_CATEGORY = (
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
)

GUIDE_SPACES_COST_COSTS = (0, 1, 2, 3, 4)

PERSONALS_ONCE_A_DAY = (False, False, True, True)

PERSONALS_AMOUNT = (3, 2, 1, 1)

ROBO_CARDS_IDS = (
    'robo_01', 'robo_02', 'robo_03', 'robo_04', 'robo_05', 'robo_06', 'robo_07', 'robo_08', 'robo_09',
    'robo_10', 'robo_11', 'robo_12', 'robo_13', 'robo_14', 'robo_15', 'robo_16', 'robo_17', 'robo_18',
    'robo_19', 'robo_20', 'robo_21', 'robo_22', 'robo_23', 'robo_24',
)

ROBO_CARDS_NUMBERS = {
    'robo_01': 0, 'robo_02': 1, 'robo_03': 2, 'robo_04': 3, 'robo_05': 4, 'robo_06': 5, 'robo_07': 6,
    'robo_08': 7, 'robo_09': 8, 'robo_10': 9, 'robo_11': 10, 'robo_12': 11, 'robo_13': 12, 'robo_14': 13,
    'robo_15': 14, 'robo_16': 15, 'robo_17': 16, 'robo_18': 17, 'robo_19': 18, 'robo_20': 19, 'robo_21': 20,
    'robo_22': 21, 'robo_23': 22, 'robo_24': 23,
}

ROBO_CARDS_BAND_1 = (0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7)

ROBO_CARDS_BAND_2 = (6, 8, 4, 1, 7, 0, 6, 8, 4, 1, 7, 0, 6, 8, 4, 1, 7, 0, 6, 8, 4, 1, 7, 0)

ROBO_CARDS_BAND_3 = (7, 6, 9, 5, 3, 2, 7, 6, 9, 5, 3, 2, 7, 6, 9, 5, 3, 2, 7, 6, 9, 5, 3, 2)

ROBO_CARDS_BAND_4 = (5, 3, 2, 7, 6, 9, 5, 3, 2, 7, 6, 9, 5, 3, 2, 7, 6, 9, 5, 3, 2, 7, 6, 9)

ROBO_PLANS_FIRST = (0, 1, 2, 3, 4, 5, 6, 7, 6, 7)

ROBO_SPOTS_SITE = (0, 1, 2, 3, -1, -1, -1, -1)

ROBO_PLANS_SECOND = (1, 0, 3, 2, 2, 3, 0, 6, 7, 0)

ROBO_PLANS_THIRD = (2, 3, 0, 1, 0, 1, 1, 1, 2, 3)

ROBO_CARDS_HIKER = (
    True, False, True, True, True, False, True, False, True, False, True, False, True, False, True, False,
    True, True, True, False, True, False, True, False,
)

ROBO_CARDS_TOP_EFFECTS = (0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5)

ROBO_CARDS_MIDDLE_EFFECTS = (0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5)

ROBO_CARDS_BOTTOM_EFFECTS = (0, 1, 2, 3, 4, 2, 0, 1, 2, 3, 4, 2, 0, 1, 2, 3, 4, 2, 0, 1, 2, 3, 4, 2)

MISSIONS_KIND = (
    'during', 'during', 'during', 'during', 'during', 'during', 'during', 'during', 'end', 'end', 'end',
    'end', 'end', 'end', 'end', 'end',
)

MISSIONS_GOAL_VALUES = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)

MISSIONS_POINTS = (3, 3, 3, 2, 3, 2, 3, 4, 4, 5, 5, 4, 5, 4, 6, 4)

DECISIONS = {
    1: (('sunrise_draw', False, ()), ('play_trail', False, (('travel_01', 'travel_02', 'travel_03', 'travel_04', 'travel_05', 'travel_06', 'travel_07', 'travel_08', 'travel_09', 'travel_10', 'travel_11', 'travel_12', 'travel_13', 'travel_14', 'travel_15', 'travel_16', 'travel_17', 'travel_18', 'travel_19', 'travel_20', 'travel_21', 'travel_22', 'travel_23', 'travel_24', 'travel_25', 'travel_26', 'travel_27', 'travel_28', 'travel_29', 'travel_30', 'travel_31', 'travel_32', 'travel_33', 'travel_34', 'travel_35', 'travel_36', 'travel_37', 'travel_38', 'travel_39', 'travel_40', 'travel_41', 'travel_42', 'travel_43', 'travel_44', 'travel_45', 'travel_46', 'travel_47', 'travel_48', 'travel_49', 'travel_50', 'travel_51', 'travel_52', 'travel_53', 'travel_54', 'travel_55', 'travel_56', 'obstacle_01', 'obstacle_02', 'obstacle_03', 'obstacle_04', 'obstacle_05', 'obstacle_06', 'obstacle_07', 'obstacle_08', 'obstacle_09', 'obstacle_10', 'obstacle_11', 'obstacle_12', 'obstacle_13', 'obstacle_14', 'obstacle_15', 'obstacle_16', 'obstacle_17', 'obstacle_18', 'obstacle_19', 'obstacle_20', 'obstacle_21', 'obstacle_22', 'obstacle_23', 'obstacle_24', 'instant_01', 'instant_02', 'instant_03', 'instant_04', 'instant_05', 'instant_06', 'instant_07', 'instant_08', 'instant_09', 'instant_10', 'instant_11', 'instant_12'),)), ('discard_for_water', False, (('travel_01', 'travel_02', 'travel_03', 'travel_04', 'travel_05', 'travel_06', 'travel_07', 'travel_08', 'travel_09', 'travel_10', 'travel_11', 'travel_12', 'travel_13', 'travel_14', 'travel_15', 'travel_16', 'travel_17', 'travel_18', 'travel_19', 'travel_20', 'travel_21', 'travel_22', 'travel_23', 'travel_24', 'travel_25', 'travel_26', 'travel_27', 'travel_28', 'travel_29', 'travel_30', 'travel_31', 'travel_32', 'travel_33', 'travel_34', 'travel_35', 'travel_36', 'travel_37', 'travel_38', 'travel_39', 'travel_40', 'travel_41', 'travel_42', 'travel_43', 'travel_44', 'travel_45', 'travel_46', 'travel_47', 'travel_48', 'travel_49', 'travel_50', 'travel_51', 'travel_52', 'travel_53', 'travel_54', 'travel_55', 'travel_56', 'obstacle_01', 'obstacle_02', 'obstacle_03', 'obstacle_04', 'obstacle_05', 'obstacle_06', 'obstacle_07', 'obstacle_08', 'obstacle_09', 'obstacle_10', 'obstacle_11', 'obstacle_12', 'obstacle_13', 'obstacle_14', 'obstacle_15', 'obstacle_16', 'obstacle_17', 'obstacle_18', 'obstacle_19', 'obstacle_20', 'obstacle_21', 'obstacle_22', 'obstacle_23', 'obstacle_24', 'instant_01', 'instant_02', 'instant_03', 'instant_04', 'instant_05', 'instant_06', 'instant_07', 'instant_08', 'instant_09', 'instant_10', 'instant_11', 'instant_12'),)), ('pass_card', False, (('travel_01', 'travel_02', 'travel_03', 'travel_04', 'travel_05', 'travel_06', 'travel_07', 'travel_08', 'travel_09', 'travel_10', 'travel_11', 'travel_12', 'travel_13', 'travel_14', 'travel_15', 'travel_16', 'travel_17', 'travel_18', 'travel_19', 'travel_20', 'travel_21', 'travel_22', 'travel_23', 'travel_24', 'travel_25', 'travel_26', 'travel_27', 'travel_28', 'travel_29', 'travel_30', 'travel_31', 'travel_32', 'travel_33', 'travel_34', 'travel_35', 'travel_36', 'travel_37', 'travel_38', 'travel_39', 'travel_40', 'travel_41', 'travel_42', 'travel_43', 'travel_44', 'travel_45', 'travel_46', 'travel_47', 'travel_48', 'travel_49', 'travel_50', 'travel_51', 'travel_52', 'travel_53', 'travel_54', 'travel_55', 'travel_56', 'obstacle_01', 'obstacle_02', 'obstacle_03', 'obstacle_04', 'obstacle_05', 'obstacle_06', 'obstacle_07', 'obstacle_08', 'obstacle_09', 'obstacle_10', 'obstacle_11', 'obstacle_12', 'obstacle_13', 'obstacle_14', 'obstacle_15', 'obstacle_16', 'obstacle_17', 'obstacle_18', 'obstacle_19', 'obstacle_20', 'obstacle_21', 'obstacle_22', 'obstacle_23', 'obstacle_24', 'instant_01', 'instant_02', 'instant_03', 'instant_04', 'instant_05', 'instant_06', 'instant_07', 'instant_08', 'instant_09', 'instant_10', 'instant_11', 'instant_12'),))),
    2: (('hike', False, ()), ('acquire', False, (('water', 'earth', 'wind', 'fire'),)), ('discover', False, (('animals_01', 'animals_02', 'animals_03', 'animals_04', 'animals_05', 'animals_06', 'animals_07', 'animals_08', 'animals_09', 'animals_10', 'animals_11', 'animals_12', 'birds_01', 'birds_02', 'birds_03', 'birds_04', 'birds_05', 'birds_06', 'birds_07', 'birds_08', 'birds_09', 'birds_10', 'birds_11', 'birds_12', 'trees_01', 'trees_02', 'trees_03', 'trees_04', 'trees_05', 'trees_06', 'trees_07', 'trees_08', 'trees_09', 'trees_10', 'trees_11', 'trees_12', 'flowers_01', 'flowers_02', 'flowers_03', 'flowers_04', 'flowers_05', 'flowers_06', 'flowers_07', 'flowers_08', 'flowers_09', 'flowers_10', 'flowers_11', 'flowers_12', 'rivers_01', 'rivers_02', 'rivers_03', 'rivers_04', 'rivers_05', 'rivers_06', 'rivers_07', 'rivers_08', 'rivers_09', 'rivers_10', 'rivers_11', 'rivers_12'),)), ('explore', False, (('green_01', 'green_02', 'green_03', 'green_04', 'green_05', 'green_06', 'green_07', 'green_08', 'green_09', 'green_10', 'green_11', 'green_12', 'green_13', 'green_14', 'green_15', 'green_16', 'green_17', 'green_18', 'green_19', 'green_20', 'green_21', 'green_22', 'green_23', 'green_24', 'blue_01', 'blue_02', 'blue_03', 'blue_04', 'blue_05', 'blue_06', 'blue_07', 'blue_08', 'blue_09', 'blue_10', 'blue_11', 'blue_12', 'blue_13', 'blue_14', 'blue_15', 'blue_16', 'blue_17', 'blue_18', 'blue_19', 'blue_20', 'yellow_01', 'yellow_02', 'yellow_03', 'yellow_04', 'yellow_05', 'yellow_06', 'yellow_07', 'yellow_08', 'yellow_09', 'yellow_10', 'yellow_11', 'yellow_12'),)), ('resupply', False, (('food', 'water_bottle', 'zzz', 'endurance'),)), ('remove_hardship', False, ()), ('mountain_pass', False, ()), ('pass_card', False, (('travel_01', 'travel_02', 'travel_03', 'travel_04', 'travel_05', 'travel_06', 'travel_07', 'travel_08', 'travel_09', 'travel_10', 'travel_11', 'travel_12', 'travel_13', 'travel_14', 'travel_15', 'travel_16', 'travel_17', 'travel_18', 'travel_19', 'travel_20', 'travel_21', 'travel_22', 'travel_23', 'travel_24', 'travel_25', 'travel_26', 'travel_27', 'travel_28', 'travel_29', 'travel_30', 'travel_31', 'travel_32', 'travel_33', 'travel_34', 'travel_35', 'travel_36', 'travel_37', 'travel_38', 'travel_39', 'travel_40', 'travel_41', 'travel_42', 'travel_43', 'travel_44', 'travel_45', 'travel_46', 'travel_47', 'travel_48', 'travel_49', 'travel_50', 'travel_51', 'travel_52', 'travel_53', 'travel_54', 'travel_55', 'travel_56', 'obstacle_01', 'obstacle_02', 'obstacle_03', 'obstacle_04', 'obstacle_05', 'obstacle_06', 'obstacle_07', 'obstacle_08', 'obstacle_09', 'obstacle_10', 'obstacle_11', 'obstacle_12', 'obstacle_13', 'obstacle_14', 'obstacle_15', 'obstacle_16', 'obstacle_17', 'obstacle_18', 'obstacle_19', 'obstacle_20', 'obstacle_21', 'obstacle_22', 'obstacle_23', 'obstacle_24', 'instant_01', 'instant_02', 'instant_03', 'instant_04', 'instant_05', 'instant_06', 'instant_07', 'instant_08', 'instant_09', 'instant_10', 'instant_11', 'instant_12'),)), ('first_light', False, ()), ('robo_turn', False, ())),
    3: (('trade_water', False, ()),),
}

WHO_STEPS = frozenset({1, 2, 3})

CHANCE_STEPS = frozenset({6})

ASKS = True

SKILLS_GOAL_VALUES = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23)

SKILLS_POINTS = (3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 3, 4, 6, 2, 2, 3, 3, 3, 4, 4, 4, 4, 3, 5)

MISSIONS_POINTS_BY_ID = {
    'mission_01': 3, 'mission_02': 3, 'mission_03': 3, 'mission_04': 2, 'mission_05': 3, 'mission_06': 2,
    'mission_07': 3, 'mission_08': 4, 'mission_09': 4, 'mission_10': 5, 'mission_11': 5, 'mission_12': 4,
    'mission_13': 5, 'mission_14': 4, 'mission_15': 6, 'mission_16': 4,
}

MISSIONS_KIND_BY_ID = {
    'mission_01': 'during', 'mission_02': 'during', 'mission_03': 'during', 'mission_04': 'during',
    'mission_05': 'during', 'mission_06': 'during', 'mission_07': 'during', 'mission_08': 'during',
    'mission_09': 'end', 'mission_10': 'end', 'mission_11': 'end', 'mission_12': 'end', 'mission_13': 'end',
    'mission_14': 'end', 'mission_15': 'end', 'mission_16': 'end',
}

ARROWHEADS_POINTS_BY_ID = {
    'arrowhead_01': 2, 'arrowhead_02': 2, 'arrowhead_03': 3, 'arrowhead_04': 3, 'arrowhead_05': 3,
    'arrowhead_06': 3, 'arrowhead_07': 4, 'arrowhead_08': 4, 'arrowhead_09': 4, 'arrowhead_10': 4,
    'arrowhead_11': 5, 'arrowhead_12': 5, 'arrowhead_13': 5, 'arrowhead_14': 6, 'arrowhead_15': 6,
    'arrowhead_16': 7,
}

FIELD_GUIDES_CATEGORY_BY_ID = {
    'animals_01': 0, 'animals_02': 0, 'animals_03': 0, 'animals_04': 0, 'animals_05': 0, 'animals_06': 0,
    'animals_07': 0, 'animals_08': 0, 'animals_09': 0, 'animals_10': 0, 'animals_11': 0, 'animals_12': 0,
    'birds_01': 1, 'birds_02': 1, 'birds_03': 1, 'birds_04': 1, 'birds_05': 1, 'birds_06': 1, 'birds_07': 1,
    'birds_08': 1, 'birds_09': 1, 'birds_10': 1, 'birds_11': 1, 'birds_12': 1, 'trees_01': 2, 'trees_02': 2,
    'trees_03': 2, 'trees_04': 2, 'trees_05': 2, 'trees_06': 2, 'trees_07': 2, 'trees_08': 2, 'trees_09': 2,
    'trees_10': 2, 'trees_11': 2, 'trees_12': 2, 'flowers_01': 3, 'flowers_02': 3, 'flowers_03': 3,
    'flowers_04': 3, 'flowers_05': 3, 'flowers_06': 3, 'flowers_07': 3, 'flowers_08': 3, 'flowers_09': 3,
    'flowers_10': 3, 'flowers_11': 3, 'flowers_12': 3, 'rivers_01': 4, 'rivers_02': 4, 'rivers_03': 4,
    'rivers_04': 4, 'rivers_05': 4, 'rivers_06': 4, 'rivers_07': 4, 'rivers_08': 4, 'rivers_09': 4,
    'rivers_10': 4, 'rivers_11': 4, 'rivers_12': 4,
}

TRAIL_DECK_START = (
    'travel_01', 'travel_02', 'travel_03', 'travel_04', 'travel_05', 'travel_06', 'travel_07', 'travel_08',
    'travel_09', 'travel_10', 'travel_11', 'travel_12', 'travel_13', 'travel_14', 'travel_15', 'travel_16',
    'travel_17', 'travel_18', 'travel_19', 'travel_20', 'travel_21', 'travel_22', 'travel_23', 'travel_24',
    'travel_25', 'travel_26', 'travel_27', 'travel_28', 'travel_29', 'travel_30', 'travel_31', 'travel_32',
    'travel_33', 'travel_34', 'travel_35', 'travel_36', 'travel_37', 'travel_38', 'travel_39', 'travel_40',
    'travel_41', 'travel_42', 'travel_43', 'travel_44', 'travel_45', 'travel_46', 'travel_47', 'travel_48',
    'travel_49', 'travel_50', 'travel_51', 'travel_52', 'travel_53', 'travel_54', 'travel_55', 'travel_56',
    'obstacle_01', 'obstacle_02', 'obstacle_03', 'obstacle_04', 'obstacle_05', 'obstacle_06', 'obstacle_07',
    'obstacle_08', 'obstacle_09', 'obstacle_10', 'obstacle_11', 'obstacle_12', 'obstacle_13', 'obstacle_14',
    'obstacle_15', 'obstacle_16', 'obstacle_17', 'obstacle_18', 'obstacle_19', 'obstacle_20', 'obstacle_21',
    'obstacle_22', 'obstacle_23', 'obstacle_24', 'instant_01', 'instant_02', 'instant_03', 'instant_04',
    'instant_05', 'instant_06', 'instant_07', 'instant_08', 'instant_09', 'instant_10', 'instant_11',
    'instant_12',
)

GUIDE_DECK_START = (
    'animals_01', 'animals_02', 'animals_03', 'animals_04', 'animals_05', 'animals_06', 'animals_07',
    'animals_08', 'animals_09', 'animals_10', 'animals_11', 'animals_12', 'birds_01', 'birds_02', 'birds_03',
    'birds_04', 'birds_05', 'birds_06', 'birds_07', 'birds_08', 'birds_09', 'birds_10', 'birds_11',
    'birds_12', 'trees_01', 'trees_02', 'trees_03', 'trees_04', 'trees_05', 'trees_06', 'trees_07',
    'trees_08', 'trees_09', 'trees_10', 'trees_11', 'trees_12', 'flowers_01', 'flowers_02', 'flowers_03',
    'flowers_04', 'flowers_05', 'flowers_06', 'flowers_07', 'flowers_08', 'flowers_09', 'flowers_10',
    'flowers_11', 'flowers_12', 'rivers_01', 'rivers_02', 'rivers_03', 'rivers_04', 'rivers_05', 'rivers_06',
    'rivers_07', 'rivers_08', 'rivers_09', 'rivers_10', 'rivers_11', 'rivers_12',
)

DESTINATION_BOX_START = (
    'green_01', 'green_02', 'green_03', 'green_04', 'green_05', 'green_06', 'green_07', 'green_08',
    'green_09', 'green_10', 'green_11', 'green_12', 'green_13', 'green_14', 'green_15', 'green_16',
    'green_17', 'green_18', 'green_19', 'green_20', 'green_21', 'green_22', 'green_23', 'green_24', 'blue_01',
    'blue_02', 'blue_03', 'blue_04', 'blue_05', 'blue_06', 'blue_07', 'blue_08', 'blue_09', 'blue_10',
    'blue_11', 'blue_12', 'blue_13', 'blue_14', 'blue_15', 'blue_16', 'blue_17', 'blue_18', 'blue_19',
    'blue_20', 'yellow_01', 'yellow_02', 'yellow_03', 'yellow_04', 'yellow_05', 'yellow_06', 'yellow_07',
    'yellow_08', 'yellow_09', 'yellow_10', 'yellow_11', 'yellow_12',
)

WEATHER_BAG_START = (
    'sunny', 'sunny', 'sunny', 'sunny', 'sunny', 'sunny', 'partly_cloudy', 'partly_cloudy', 'partly_cloudy',
    'partly_cloudy', 'partly_cloudy', 'cloudy', 'cloudy', 'cloudy', 'cloudy', 'heat', 'heat', 'rain', 'rain',
    'thunderstorm', 'thunderstorm', 'snow', 'snow', 'windy',
)

MARKER_BAG_START = (
    'marker_01', 'marker_02', 'marker_03', 'marker_04', 'marker_05', 'marker_06', 'marker_07', 'marker_08',
    'marker_09', 'marker_10', 'marker_11', 'marker_12', 'marker_13', 'marker_14', 'marker_15', 'marker_16',
)

PACK_BOX_START = ('pack_1', 'pack_2', 'pack_3', 'pack_4')

ARROW_DECK_START = (
    'arrowhead_01', 'arrowhead_02', 'arrowhead_03', 'arrowhead_04', 'arrowhead_05', 'arrowhead_06',
    'arrowhead_07', 'arrowhead_08', 'arrowhead_09', 'arrowhead_10', 'arrowhead_11', 'arrowhead_12',
    'arrowhead_13', 'arrowhead_14', 'arrowhead_15', 'arrowhead_16',
)

MISSION_DECK_START = (
    'mission_01', 'mission_02', 'mission_03', 'mission_04', 'mission_05', 'mission_06', 'mission_07',
    'mission_08', 'mission_09', 'mission_10', 'mission_11', 'mission_12', 'mission_13', 'mission_14',
    'mission_15', 'mission_16',
)

SKILL_DECK_START = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23)

ROBO_DECK_START = (
    'robo_01', 'robo_02', 'robo_03', 'robo_04', 'robo_05', 'robo_06', 'robo_07', 'robo_08', 'robo_09',
    'robo_10', 'robo_11', 'robo_12', 'robo_13', 'robo_14', 'robo_15', 'robo_16', 'robo_17', 'robo_18',
    'robo_19', 'robo_20', 'robo_21', 'robo_22', 'robo_23', 'robo_24',
)

DESTINATIONS_REGION = (
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
)

JUDGED_UNREAD = (
    ('global', 'boxed_trail'), ('global', 'destination_box'), ('global', 'marker_bag'),
    ('global', 'mission_deck'), ('global', 'pack_box'), ('global', 'skill_deck'),
    ('player', 'offered_missions'), ('player', 'offered_skills'),
)


class Player:
    """A player's fields, lowered: numbers and flags, ids of a table as their row number, sets of ids as bit masks, maps keyed by a table as lists."""
    __slots__ = (
        'seat', 'water', 'earth', 'wind', 'fire', 'food', 'water_bottle', 'zzz', 'endurance', 'hardship',
        'points', 'tracks', 'tracks_owned', 'elevation', 'backpack', 'section', 'arrival', 'hiked_today',
        'drew_today', 'played_today', 'lodge_mine', 'has_first_light', 'pass_plays', 'windrose',
        'elevation_medal', 'explored_kinds', 'robot', 'offered_missions', 'kept_missions', 'missions_done',
        'offered_skills', 'kept_skills', 'idle_rounds', 'hiker_card', 'hand', 'hand_size', 'guides',
        'map_pack', 'destinations', 'arrowheads',
    )


class State:
    """The shared fields, lowered, the players and the flow of the game being played."""
    __slots__ = (
        'trail_deck', 'trail_discard', 'boxed_trail', 'guide_deck', 'guide_market', 'guide_discard',
        'leftmost', 'guide_gaps', 'destination_box', 'destination_decks', 'destination_display',
        'destinations_removed', 'region', 'weather_bag', 'weather_chart', 'marker_bag', 'trail_markers',
        'pack_box', 'arrow_deck', 'arrow_offer', 'golden', 'site_use', 'explore_used', 'lodge_taken',
        'hardship_lodge_taken', 'pass_taken', 'first_light_taken', 'first_light_water', 'trailblazer',
        'windrose_taken', 'elevation_medal_taken', 'arrivals', 'full_packs', 'summits', 'explorers',
        'mission_deck', 'skill_deck', 'robo_deck', 'robo_current', 'robo_used', 'robo_skipped', 'robo_old',
        'robo_pace', 'team_hardship', 'pace_broken', 'option_instant_cards', 'option_obstacle_cards',
        'option_difficulty', 'option_mission_cards', 'option_skill_cards', 'option_partners', 'players',
        'moves', 'readable', 'rnd', 'phase', 'ended_by', 'picks', 'turn', 'round', 'lead', 'first_player',
        'step', 'turn_moves', 'passes', 'idle_turns', 'max_moves', 'end_requested', 'decision_moves',
        'next_turn', 'shared_piles',
    )


def lower_state(state):
    """The lowered copy of a readable state (runtime/state.py GameState): taken once, at the start."""
    s = State()
    s.shared_piles = None
    g = state.g
    s.trail_deck = g.trail_deck
    s.trail_discard = g.trail_discard
    s.boxed_trail = g.boxed_trail
    s.guide_deck = g.guide_deck
    s.guide_market = g.guide_market
    s.guide_discard = g.guide_discard
    s.leftmost = -1 if g.leftmost is None else FIELD_GUIDES_NUMBERS[g.leftmost]
    mask = 0
    for key in g.guide_gaps:
        mask |= 1 << GUIDE_SPACES_NUMBERS[key]
    s.guide_gaps = mask
    s.destination_box = g.destination_box
    s.destination_decks = g.destination_decks
    s.destination_display = g.destination_display
    s.destinations_removed = g.destinations_removed
    s.region = -1 if g.region is None else REGIONS_NUMBERS[g.region]
    s.weather_bag = g.weather_bag
    s.weather_chart = g.weather_chart
    s.marker_bag = g.marker_bag
    s.trail_markers = g.trail_markers
    s.pack_box = g.pack_box
    s.arrow_deck = g.arrow_deck
    s.arrow_offer = g.arrow_offer
    s.golden = g.golden
    s.site_use = [g.site_use['water'], g.site_use['earth'], g.site_use['wind'], g.site_use['fire']]
    s.explore_used = g.explore_used
    mask = 0
    for key in g.lodge_taken:
        mask |= 1 << PERSONALS_NUMBERS[key]
    s.lodge_taken = mask
    s.hardship_lodge_taken = g.hardship_lodge_taken
    s.pass_taken = g.pass_taken
    s.first_light_taken = g.first_light_taken
    s.first_light_water = g.first_light_water
    s.trailblazer = g.trailblazer
    s.windrose_taken = g.windrose_taken
    s.elevation_medal_taken = g.elevation_medal_taken
    s.arrivals = g.arrivals
    s.full_packs = g.full_packs
    s.summits = g.summits
    s.explorers = g.explorers
    s.mission_deck = g.mission_deck
    s.skill_deck = [SKILLS_NUMBERS[c] for c in g.skill_deck]
    s.robo_deck = g.robo_deck
    s.robo_current = g.robo_current
    s.robo_used = g.robo_used
    s.robo_skipped = g.robo_skipped
    s.robo_old = g.robo_old
    s.robo_pace = -1 if g.robo_pace is None else ROBO_PACE_NUMBERS[g.robo_pace]
    s.team_hardship = g.team_hardship
    s.pace_broken = g.pace_broken
    s.option_instant_cards = OPTION_INSTANT_CARDS_NUMBERS[state.options['instant_cards']]
    s.option_obstacle_cards = OPTION_OBSTACLE_CARDS_NUMBERS[state.options['obstacle_cards']]
    s.option_difficulty = OPTION_DIFFICULTY_NUMBERS[state.options['difficulty']]
    s.option_mission_cards = OPTION_MISSION_CARDS_NUMBERS[state.options['mission_cards']]
    s.option_skill_cards = OPTION_SKILL_CARDS_NUMBERS[state.options['skill_cards']]
    s.option_partners = OPTION_PARTNERS_NUMBERS[state.options['partners']]
    s.players = []
    for q in state.players:
        p = Player()
        p.seat = q.seat
        p.water = q.water
        p.earth = q.earth
        p.wind = q.wind
        p.fire = q.fire
        p.food = q.food
        p.water_bottle = q.water_bottle
        p.zzz = q.zzz
        p.endurance = q.endurance
        p.hardship = q.hardship
        p.points = q.points
        p.tracks = q.tracks
        p.tracks_owned = q.tracks_owned
        p.elevation = q.elevation
        mask = 0
        for key in q.backpack:
            mask |= 1 << GEAR_NUMBERS[key]
        p.backpack = mask
        p.section = q.section
        p.arrival = q.arrival
        p.hiked_today = q.hiked_today
        p.drew_today = q.drew_today
        p.played_today = q.played_today
        mask = 0
        for key in q.lodge_mine:
            mask |= 1 << PERSONALS_NUMBERS[key]
        p.lodge_mine = mask
        p.has_first_light = q.has_first_light
        p.pass_plays = q.pass_plays
        p.windrose = q.windrose
        p.elevation_medal = q.elevation_medal
        mask = 0
        for key in q.explored_kinds:
            mask |= 1 << DESTINATION_KINDS_NUMBERS[key]
        p.explored_kinds = mask
        p.robot = q.robot
        p.offered_missions = q.offered_missions
        p.kept_missions = q.kept_missions
        mask = 0
        for key in q.missions_done:
            mask |= 1 << MISSIONS_NUMBERS[key]
        p.missions_done = mask
        p.offered_skills = [SKILLS_NUMBERS[c] for c in q.offered_skills]
        p.kept_skills = [SKILLS_NUMBERS[c] for c in q.kept_skills]
        p.idle_rounds = q.idle_rounds
        p.hiker_card = q.hiker_card
        p.hand = q.hand
        p.hand_size = q.hand_size
        p.guides = q.guides
        p.map_pack = q.map_pack
        p.destinations = q.destinations
        p.arrowheads = q.arrowheads
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
    s.next_turn = -1 if state.next_turn is None else state.next_turn
    return s


def raise_state(state, s):
    """Write the lowered state back into the readable one: at the end, before an observer looks, and before a rules error is raised."""
    g = state.g
    g.trail_deck = s.trail_deck
    g.trail_discard = s.trail_discard
    g.boxed_trail = s.boxed_trail
    g.guide_deck = s.guide_deck
    g.guide_market = s.guide_market
    g.guide_discard = s.guide_discard
    g.leftmost = None if s.leftmost < 0 else FIELD_GUIDES_IDS[s.leftmost]
    entries = set()
    bits = s.guide_gaps
    while bits:
        low = bits & -bits
        entries.add(GUIDE_SPACES_IDS[low.bit_length() - 1])
        bits ^= low
    g.guide_gaps = entries
    g.destination_box = s.destination_box
    g.destination_decks = s.destination_decks
    g.destination_display = s.destination_display
    g.destinations_removed = s.destinations_removed
    g.region = None if s.region < 0 else REGIONS_IDS[s.region]
    g.weather_bag = s.weather_bag
    g.weather_chart = s.weather_chart
    g.marker_bag = s.marker_bag
    g.trail_markers = s.trail_markers
    g.pack_box = s.pack_box
    g.arrow_deck = s.arrow_deck
    g.arrow_offer = s.arrow_offer
    g.golden = s.golden
    entries = g.site_use
    entries['water'] = s.site_use[0]
    entries['earth'] = s.site_use[1]
    entries['wind'] = s.site_use[2]
    entries['fire'] = s.site_use[3]
    g.explore_used = s.explore_used
    entries = set()
    bits = s.lodge_taken
    while bits:
        low = bits & -bits
        entries.add(PERSONALS_IDS[low.bit_length() - 1])
        bits ^= low
    g.lodge_taken = entries
    g.hardship_lodge_taken = True if s.hardship_lodge_taken else False
    g.pass_taken = True if s.pass_taken else False
    g.first_light_taken = True if s.first_light_taken else False
    g.first_light_water = s.first_light_water
    g.trailblazer = s.trailblazer
    g.windrose_taken = True if s.windrose_taken else False
    g.elevation_medal_taken = True if s.elevation_medal_taken else False
    g.arrivals = s.arrivals
    g.full_packs = s.full_packs
    g.summits = s.summits
    g.explorers = s.explorers
    g.mission_deck = s.mission_deck
    write_ids(g.skill_deck, s.skill_deck, SKILLS_IDS)
    g.robo_deck = s.robo_deck
    g.robo_current = s.robo_current
    g.robo_used = s.robo_used
    g.robo_skipped = s.robo_skipped
    g.robo_old = s.robo_old
    g.robo_pace = None if s.robo_pace < 0 else ROBO_PACE_IDS[s.robo_pace]
    g.team_hardship = s.team_hardship
    g.pace_broken = True if s.pace_broken else False
    for seat in range(len(s.players)):
        p = s.players[seat]
        q = state.players[seat]
        q.water = p.water
        q.earth = p.earth
        q.wind = p.wind
        q.fire = p.fire
        q.food = p.food
        q.water_bottle = p.water_bottle
        q.zzz = p.zzz
        q.endurance = p.endurance
        q.hardship = p.hardship
        q.points = p.points
        q.tracks = p.tracks
        q.tracks_owned = p.tracks_owned
        q.elevation = p.elevation
        entries = set()
        bits = p.backpack
        while bits:
            low = bits & -bits
            entries.add(GEAR_IDS[low.bit_length() - 1])
            bits ^= low
        q.backpack = entries
        q.section = p.section
        q.arrival = p.arrival
        q.hiked_today = True if p.hiked_today else False
        q.drew_today = True if p.drew_today else False
        q.played_today = True if p.played_today else False
        entries = set()
        bits = p.lodge_mine
        while bits:
            low = bits & -bits
            entries.add(PERSONALS_IDS[low.bit_length() - 1])
            bits ^= low
        q.lodge_mine = entries
        q.has_first_light = True if p.has_first_light else False
        q.pass_plays = p.pass_plays
        q.windrose = True if p.windrose else False
        q.elevation_medal = True if p.elevation_medal else False
        entries = set()
        bits = p.explored_kinds
        while bits:
            low = bits & -bits
            entries.add(DESTINATION_KINDS_IDS[low.bit_length() - 1])
            bits ^= low
        q.explored_kinds = entries
        q.robot = True if p.robot else False
        q.offered_missions = p.offered_missions
        q.kept_missions = p.kept_missions
        entries = set()
        bits = p.missions_done
        while bits:
            low = bits & -bits
            entries.add(MISSIONS_IDS[low.bit_length() - 1])
            bits ^= low
        q.missions_done = entries
        write_ids(q.offered_skills, p.offered_skills, SKILLS_IDS)
        write_ids(q.kept_skills, p.kept_skills, SKILLS_IDS)
        q.idle_rounds = p.idle_rounds
        q.hiker_card = True if p.hiker_card else False
        q.hand = p.hand
        q.hand_size = p.hand_size
        q.guides = p.guides
        q.map_pack = p.map_pack
        q.destinations = p.destinations
        q.arrowheads = p.arrowheads
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
    state.next_turn = None if s.next_turn < 0 else s.next_turn


def do_sunrise_draw(s, p):
    """At Sunrise, in turn order: draw a trail card (up to the hand size and one more), then play one. (definitions/trailblazer-jmt/game.yaml:670)"""
    if s.shared_piles is not None and s.shared_piles & 197632:
        # a judged clone's piles this may change, made its own first (hand, trail_deck, trail_discard): owned_on_write.py
        if s.shared_piles & 1024:
            for holder in s.players:
                holder.hand = holder.hand.copy()
        if s.shared_piles & 65536:
            s.trail_deck = s.trail_deck.copy()
        if s.shared_piles & 131072:
            s.trail_discard = s.trail_discard.copy()
        s.shared_piles &= 850943
    p.drew_today = True
    # draw_trail, written in place
    n = p.hand_size + 1 - len(p.hand)
    if n <= 1:
        n = 1
    if n < 0 or n > 100000:
        repeat_count(n)
    for _ in range(n):
        if len(s.trail_deck) == 0:
            draw(s.readable, s.trail_discard, s.trail_deck, len(s.trail_discard))
            shuffle(s.readable, s.trail_deck)
        if s.trail_deck:
            p.hand.append(s.trail_deck.pop())
    s.next_turn = s.turn


def load_gear(s, p, agent_random, auto_single, item):
    """Gear fills the backpack row by row, three to a row; each full row rewards. (definitions/trailblazer-jmt/game.yaml:440)"""
    p.backpack |= 1 << item
    if p.backpack.bit_count() == 3:
        # choose_natural, written in place
        options_kind = []
        for kind in range(4):
            options_kind.append(kind)
        if options_kind:
            # the move before this choice, counted as settle_choices counts it
            s.turn_moves += 1
            if s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                seat = p.seat
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            kind = options_kind[0] if auto_single and len(options_kind) == 1 else options_kind[int(agent_random.random() * len(options_kind))]
            # take, written in place
            # change_naturals, written in place
            amount = 12 - (p.water + p.earth + p.wind + p.fire)
            if amount <= 0:
                amount = 0
            if amount >= 1:
                amount = 1
            if kind == 0:
                clamped = p.water + amount
                if clamped < 0:
                    clamped = 0
                p.water = clamped
            elif kind == 1:
                clamped = p.earth + amount
                if clamped < 0:
                    clamped = 0
                p.earth = clamped
            elif kind == 2:
                clamped = p.wind + amount
                if clamped < 0:
                    clamped = 0
                p.wind = clamped
            elif kind == 3:
                clamped = p.fire + amount
                if clamped < 0:
                    clamped = 0
                p.fire = clamped
    if p.backpack.bit_count() == 6:
        # choose_personal, written in place
        options_item = []
        for item_2 in range(4):
            options_item.append(item_2)
        if options_item:
            # the move before this choice, counted as settle_choices counts it
            s.turn_moves += 1
            if s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                seat = p.seat
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            item_2 = options_item[0] if auto_single and len(options_item) == 1 else options_item[int(agent_random.random() * len(options_item))]
            # change_personals, written in place
            if item_2 == 0:
                clamped = p.food + 1
                if clamped < 0:
                    clamped = 0
                p.food = clamped
            elif item_2 == 1:
                clamped = p.water_bottle + 1
                if clamped < 0:
                    clamped = 0
                p.water_bottle = clamped
            elif item_2 == 2:
                clamped = p.zzz + 1
                if clamped < 0:
                    clamped = 0
                p.zzz = clamped
            elif item_2 == 3:
                clamped = p.endurance + 1
                if clamped < 0:
                    clamped = 0
                p.endurance = clamped
    if p.backpack.bit_count() == 9:
        # choose_personal, written in place
        options_item = []
        for item_2 in range(4):
            options_item.append(item_2)
        if options_item:
            # the move before this choice, counted as settle_choices counts it
            s.turn_moves += 1
            if s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                seat = p.seat
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            item_2 = options_item[0] if auto_single and len(options_item) == 1 else options_item[int(agent_random.random() * len(options_item))]
            # change_personals, written in place
            if item_2 == 0:
                clamped = p.food + 1
                if clamped < 0:
                    clamped = 0
                p.food = clamped
            elif item_2 == 1:
                clamped = p.water_bottle + 1
                if clamped < 0:
                    clamped = 0
                p.water_bottle = clamped
            elif item_2 == 2:
                clamped = p.zzz + 1
                if clamped < 0:
                    clamped = 0
                p.zzz = clamped
            elif item_2 == 3:
                clamped = p.endurance + 1
                if clamped < 0:
                    clamped = 0
                p.endurance = clamped
        # choose_personal, written in place
        options_item = []
        for item_2 in range(4):
            options_item.append(item_2)
        if options_item:
            # the move before this choice, counted as settle_choices counts it
            s.turn_moves += 1
            if s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                seat = p.seat
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            item_2 = options_item[0] if auto_single and len(options_item) == 1 else options_item[int(agent_random.random() * len(options_item))]
            # change_personals, written in place
            if item_2 == 0:
                clamped = p.food + 1
                if clamped < 0:
                    clamped = 0
                p.food = clamped
            elif item_2 == 1:
                clamped = p.water_bottle + 1
                if clamped < 0:
                    clamped = 0
                p.water_bottle = clamped
            elif item_2 == 2:
                clamped = p.zzz + 1
                if clamped < 0:
                    clamped = 0
                p.zzz = clamped
            elif item_2 == 3:
                clamped = p.endurance + 1
                if clamped < 0:
                    clamped = 0
                p.endurance = clamped
        if not s.windrose_taken:
            s.windrose_taken = True
            p.windrose = True
    if p.backpack.bit_count() == 12:
        s.full_packs += 1
        p.points += pack_award(s.full_packs)


def take_arrowhead(s, p, agent_random, auto_single):
    """take_arrowhead (definitions/trailblazer-jmt/game.yaml:407)"""
    if s.shared_piles is not None and s.shared_piles & 7:
        # a judged clone's piles this may change, made its own first (arrow_deck, arrow_offer, arrowheads): owned_on_write.py
        if s.shared_piles & 1:
            s.arrow_deck = s.arrow_deck.copy()
        if s.shared_piles & 2:
            s.arrow_offer = s.arrow_offer.copy()
        if s.shared_piles & 4:
            for holder in s.players:
                holder.arrowheads = holder.arrowheads.copy()
        s.shared_piles &= 1048568
    if len(s.arrow_offer) > 0:
        options_head = []
        for head_card in s.arrow_offer:
            head = ARROWHEADS_NUMBERS[head_card]
            options_head.append(head)
        if not options_head:
            return
        # the move before this choice, counted as settle_choices counts it
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            seat = p.seat
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        head = options_head[0] if auto_single and len(options_head) == 1 else options_head[int(agent_random.random() * len(options_head))]
        masks.list_remove(s.arrow_offer, ARROWHEADS_IDS[head])
        p.arrowheads.append(ARROWHEADS_IDS[head])
        if s.arrow_deck:
            s.arrow_offer.append(s.arrow_deck.pop())


def advance_elevation(s, p, agent_random, auto_single):
    """Move the tent 1 space; every 3rd space rewards; past the last space each use scores 1. (definitions/trailblazer-jmt/game.yaml:414)"""
    if s.shared_piles is not None and s.shared_piles & 7:
        # a judged clone's piles this may change, made its own first (arrow_deck, arrow_offer, arrowheads): owned_on_write.py
        if s.shared_piles & 1:
            s.arrow_deck = s.arrow_deck.copy()
        if s.shared_piles & 2:
            s.arrow_offer = s.arrow_offer.copy()
        if s.shared_piles & 4:
            for holder in s.players:
                holder.arrowheads = holder.arrowheads.copy()
        s.shared_piles &= 1048568
    if p.elevation >= 24:
        p.points += 1
    else:
        clamped = p.elevation + 1
        if clamped > 24:
            clamped = 24
        p.elevation = clamped
        if p.elevation == 4 and not s.elevation_medal_taken:
            s.elevation_medal_taken = True
            p.elevation_medal = True
        if p.elevation == 3 or p.elevation == 18:
            if p.robot:
                # robo_least_personal, written in place
                least = p.food
                if p.water_bottle < least:
                    least = p.water_bottle
                if p.zzz < least:
                    least = p.zzz
                if p.endurance < least:
                    least = p.endurance
                if p.food == least:
                    clamped_2 = p.food + 1
                    p.food = clamped_2
                if p.water_bottle == least:
                    clamped_2 = p.water_bottle + 1
                    p.water_bottle = clamped_2
                if p.zzz == least:
                    clamped_2 = p.zzz + 1
                    p.zzz = clamped_2
                if p.endurance == least:
                    clamped_2 = p.endurance + 1
                    p.endurance = clamped_2
            else:
                # choose_personal, written in place
                options_item = []
                for item in range(4):
                    options_item.append(item)
                if options_item:
                    # the move before this choice, counted as settle_choices counts it
                    s.turn_moves += 1
                    if s.turn_moves > s.max_moves:
                        # too_many_moves, written in place
                        seat = p.seat
                        raise_state(s.readable, s)
                        s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
                    item = options_item[0] if auto_single and len(options_item) == 1 else options_item[int(agent_random.random() * len(options_item))]
                    # change_personals, written in place
                    if item == 0:
                        clamped_2 = p.food + 1
                        if clamped_2 < 0:
                            clamped_2 = 0
                        p.food = clamped_2
                    elif item == 1:
                        clamped_2 = p.water_bottle + 1
                        if clamped_2 < 0:
                            clamped_2 = 0
                        p.water_bottle = clamped_2
                    elif item == 2:
                        clamped_2 = p.zzz + 1
                        if clamped_2 < 0:
                            clamped_2 = 0
                        p.zzz = clamped_2
                    elif item == 3:
                        clamped_2 = p.endurance + 1
                        if clamped_2 < 0:
                            clamped_2 = 0
                        p.endurance = clamped_2
        if p.elevation == 6 or p.elevation == 12:
            clamped = p.tracks_owned + 1
            if clamped > 5:
                clamped = 5
            p.tracks_owned = clamped
            clamped = p.tracks + 1
            p.tracks = clamped
        if p.elevation == 9 or p.elevation == 15 or p.elevation == 21:
            if p.robot:
                # robo_arrowhead, written in place
                if len(s.arrow_offer) > 0:
                    shuffle(s.readable, s.arrow_offer)
                    if s.arrow_offer:
                        p.arrowheads.append(s.arrow_offer.pop())
                    if s.arrow_deck:
                        s.arrow_offer.append(s.arrow_deck.pop())
            else:
                take_arrowhead(s, p, agent_random, auto_single)
        if p.elevation == 24:
            s.summits += 1
            p.points += summit_award(s.summits)


def instant_field_guide(s, p, agent_random, auto_single):
    """Draw a Field Guide Card from the top of the deck, gaining all benefits at no cost. (definitions/trailblazer-jmt/game.yaml:611)"""
    if s.shared_piles is not None and s.shared_piles & 704:
        # a judged clone's piles this may change, made its own first (guide_deck, guide_discard, guides): owned_on_write.py
        if s.shared_piles & 64:
            s.guide_deck = s.guide_deck.copy()
        if s.shared_piles & 128:
            s.guide_discard = s.guide_discard.copy()
        if s.shared_piles & 512:
            for holder in s.players:
                holder.guides = holder.guides.copy()
        s.shared_piles &= 1047871
    if len(s.guide_deck) == 0:
        draw(s.readable, s.guide_discard, s.guide_deck, len(s.guide_discard))
        shuffle(s.readable, s.guide_deck)
    if len(s.guide_deck) > 0:
        g_ = FIELD_GUIDES_NUMBERS[s.guide_deck[0]]
        masks.list_remove(s.guide_deck, FIELD_GUIDES_IDS[g_])
        p.guides.append(FIELD_GUIDES_IDS[g_])
        # resolve_field_guides_reward, written in place
        effect_number = FIELD_GUIDES_REWARD_EFFECTS[g_]
        if effect_number == 0:
            p.points += 1
        elif effect_number == 1:
            clamped = p.water_bottle + 1
            p.water_bottle = clamped
        elif effect_number == 2:
            # take, written in place
            # change_naturals, written in place
            amount = 12 - (p.water + p.earth + p.wind + p.fire)
            if amount <= 0:
                amount = 0
            if amount >= 1:
                amount = 1
            clamped_2 = p.water + amount
            if clamped_2 < 0:
                clamped_2 = 0
            p.water = clamped_2
        elif effect_number == 3:
            p.points += 2
        elif effect_number == 4:
            clamped = p.zzz + 1
            p.zzz = clamped
        elif effect_number == 5:
            # take, written in place
            # change_naturals, written in place
            amount = 12 - (p.water + p.earth + p.wind + p.fire)
            if amount <= 0:
                amount = 0
            if amount >= 1:
                amount = 1
            clamped_2 = p.earth + amount
            if clamped_2 < 0:
                clamped_2 = 0
            p.earth = clamped_2
        elif effect_number == 6:
            clamped = p.endurance + 1
            p.endurance = clamped
        elif effect_number == 7:
            # take, written in place
            # change_naturals, written in place
            amount = 12 - (p.water + p.earth + p.wind + p.fire)
            if amount <= 0:
                amount = 0
            if amount >= 1:
                amount = 1
            clamped_2 = p.wind + amount
            if clamped_2 < 0:
                clamped_2 = 0
            p.wind = clamped_2
        elif effect_number == 8:
            clamped = p.food + 1
            p.food = clamped
        elif effect_number == 9:
            # take, written in place
            # change_naturals, written in place
            amount = 12 - (p.water + p.earth + p.wind + p.fire)
            if amount <= 0:
                amount = 0
            if amount >= 1:
                amount = 1
            clamped_2 = p.fire + amount
            if clamped_2 < 0:
                clamped_2 = 0
            p.fire = clamped_2
        # load_or_use, written in place
        item = FIELD_GUIDES_GEAR[g_]
        if item == -1:
            pass
        elif not (item >= 0 and p.backpack & 1 << item != 0):
            load_gear(s, p, agent_random, auto_single, item)
        else:
            advance_elevation(s, p, agent_random, auto_single)


def can_pay_destinations_cost(s, p, card_row):
    """Can the player pay the cost a card of 'destinations' prints?"""
    cost_number = DESTINATIONS_COST_COSTS[card_row]
    if cost_number == 0:
        return p.water >= 2 and p.earth >= 1
    if cost_number == 1:
        return p.earth >= 2 and p.wind >= 1
    if cost_number == 2:
        return p.wind >= 2 and p.fire >= 1
    if cost_number == 3:
        return p.fire >= 2 and p.water >= 1
    if cost_number == 4:
        return p.water >= 2 and p.earth >= 2 and p.food >= 1
    if cost_number == 5:
        return p.earth >= 2 and p.wind >= 2
    if cost_number == 6:
        return p.wind >= 2 and p.fire >= 2
    if cost_number == 7:
        return p.fire >= 2 and p.water >= 2
    if cost_number == 8:
        return p.water >= 3 and p.earth >= 1 and p.wind >= 1
    if cost_number == 9:
        return p.earth >= 3 and p.wind >= 1 and p.fire >= 1 and p.food >= 1
    if cost_number == 10:
        return p.wind >= 3 and p.fire >= 1 and p.water >= 1
    if cost_number == 11:
        return p.fire >= 3 and p.water >= 1 and p.earth >= 1
    if cost_number == 12:
        return p.water >= 2 and p.earth >= 1
    if cost_number == 13:
        return p.earth >= 2 and p.wind >= 1
    if cost_number == 14:
        return p.wind >= 2 and p.fire >= 1 and p.food >= 1
    if cost_number == 15:
        return p.fire >= 2 and p.water >= 1
    if cost_number == 16:
        return p.water >= 2 and p.earth >= 2
    if cost_number == 17:
        return p.earth >= 2 and p.wind >= 2
    if cost_number == 18:
        return p.wind >= 2 and p.fire >= 2
    if cost_number == 19:
        return p.fire >= 2 and p.water >= 2 and p.food >= 1
    if cost_number == 20:
        return p.water >= 3 and p.earth >= 1 and p.wind >= 1
    if cost_number == 21:
        return p.earth >= 3 and p.wind >= 1 and p.fire >= 1
    if cost_number == 22:
        return p.wind >= 3 and p.fire >= 1 and p.water >= 1
    if cost_number == 23:
        return p.fire >= 3 and p.water >= 1 and p.earth >= 1
    if cost_number == 24:
        return p.water >= 2 and p.earth >= 2
    if cost_number == 25:
        return p.earth >= 2 and p.wind >= 2
    if cost_number == 26:
        return p.wind >= 2 and p.fire >= 2
    if cost_number == 27:
        return p.fire >= 2 and p.water >= 2
    if cost_number == 28:
        return p.water >= 3 and p.earth >= 1 and p.wind >= 1 and p.zzz >= 1
    if cost_number == 29:
        return p.earth >= 3 and p.wind >= 1 and p.fire >= 1
    if cost_number == 30:
        return p.wind >= 3 and p.fire >= 1 and p.water >= 1
    if cost_number == 31:
        return p.fire >= 3 and p.water >= 1 and p.earth >= 1
    if cost_number == 32:
        return p.water >= 3 and p.earth >= 2 and p.wind >= 1
    if cost_number == 33:
        return p.earth >= 3 and p.wind >= 2 and p.fire >= 1 and p.zzz >= 1
    if cost_number == 34:
        return p.wind >= 3 and p.fire >= 2 and p.water >= 1
    if cost_number == 35:
        return p.fire >= 3 and p.water >= 2 and p.earth >= 1
    if cost_number == 36:
        return p.water >= 2 and p.earth >= 2
    if cost_number == 37:
        return p.earth >= 2 and p.wind >= 2
    if cost_number == 38:
        return p.wind >= 2 and p.fire >= 2 and p.zzz >= 1
    if cost_number == 39:
        return p.fire >= 2 and p.water >= 2
    if cost_number == 40:
        return p.water >= 3 and p.earth >= 1 and p.wind >= 1
    if cost_number == 41:
        return p.earth >= 3 and p.wind >= 1 and p.fire >= 1
    if cost_number == 42:
        return p.wind >= 3 and p.fire >= 1 and p.water >= 1
    if cost_number == 43:
        return p.fire >= 3 and p.water >= 1 and p.earth >= 1 and p.zzz >= 1
    if cost_number == 44:
        return p.water >= 3 and p.earth >= 1 and p.wind >= 1
    if cost_number == 45:
        return p.earth >= 3 and p.wind >= 1 and p.fire >= 1
    if cost_number == 46:
        return p.wind >= 3 and p.fire >= 1 and p.water >= 1 and p.endurance >= 1
    if cost_number == 47:
        return p.fire >= 3 and p.water >= 1 and p.earth >= 1
    if cost_number == 48:
        return p.water >= 3 and p.earth >= 2 and p.wind >= 1 and p.zzz >= 1
    if cost_number == 49:
        return p.earth >= 3 and p.wind >= 2 and p.fire >= 1 and p.endurance >= 1
    if cost_number == 50:
        return p.wind >= 3 and p.fire >= 2 and p.water >= 1
    if cost_number == 51:
        return p.fire >= 3 and p.water >= 2 and p.earth >= 1
    if cost_number == 52:
        return p.water >= 4 and p.earth >= 2 and p.wind >= 1 and p.endurance >= 1
    if cost_number == 53:
        return p.earth >= 4 and p.wind >= 2 and p.fire >= 1 and p.zzz >= 1
    if cost_number == 54:
        return p.wind >= 4 and p.fire >= 2 and p.water >= 1
    if cost_number == 55:
        return p.fire >= 4 and p.water >= 2 and p.earth >= 1 and p.endurance >= 1
    return True


def pay_destinations_cost(s, p, card_row):
    """Pay the cost a card of 'destinations' prints."""
    cost_number = DESTINATIONS_COST_COSTS[card_row]
    if cost_number == 0:
        clamped = p.water - 2
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 1
        if clamped < 0:
            clamped = 0
        p.earth = clamped
    elif cost_number == 1:
        clamped = p.earth - 2
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 1
        if clamped < 0:
            clamped = 0
        p.wind = clamped
    elif cost_number == 2:
        clamped = p.wind - 2
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 1
        if clamped < 0:
            clamped = 0
        p.fire = clamped
    elif cost_number == 3:
        clamped = p.fire - 2
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 1
        if clamped < 0:
            clamped = 0
        p.water = clamped
    elif cost_number == 4:
        clamped = p.water - 2
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 2
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.food - 1
        if clamped < 0:
            clamped = 0
        p.food = clamped
    elif cost_number == 5:
        clamped = p.earth - 2
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 2
        if clamped < 0:
            clamped = 0
        p.wind = clamped
    elif cost_number == 6:
        clamped = p.wind - 2
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 2
        if clamped < 0:
            clamped = 0
        p.fire = clamped
    elif cost_number == 7:
        clamped = p.fire - 2
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 2
        if clamped < 0:
            clamped = 0
        p.water = clamped
    elif cost_number == 8:
        clamped = p.water - 3
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 1
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 1
        if clamped < 0:
            clamped = 0
        p.wind = clamped
    elif cost_number == 9:
        clamped = p.earth - 3
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 1
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 1
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.food - 1
        if clamped < 0:
            clamped = 0
        p.food = clamped
    elif cost_number == 10:
        clamped = p.wind - 3
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 1
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 1
        if clamped < 0:
            clamped = 0
        p.water = clamped
    elif cost_number == 11:
        clamped = p.fire - 3
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 1
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 1
        if clamped < 0:
            clamped = 0
        p.earth = clamped
    elif cost_number == 12:
        clamped = p.water - 2
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 1
        if clamped < 0:
            clamped = 0
        p.earth = clamped
    elif cost_number == 13:
        clamped = p.earth - 2
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 1
        if clamped < 0:
            clamped = 0
        p.wind = clamped
    elif cost_number == 14:
        clamped = p.wind - 2
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 1
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.food - 1
        if clamped < 0:
            clamped = 0
        p.food = clamped
    elif cost_number == 15:
        clamped = p.fire - 2
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 1
        if clamped < 0:
            clamped = 0
        p.water = clamped
    elif cost_number == 16:
        clamped = p.water - 2
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 2
        if clamped < 0:
            clamped = 0
        p.earth = clamped
    elif cost_number == 17:
        clamped = p.earth - 2
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 2
        if clamped < 0:
            clamped = 0
        p.wind = clamped
    elif cost_number == 18:
        clamped = p.wind - 2
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 2
        if clamped < 0:
            clamped = 0
        p.fire = clamped
    elif cost_number == 19:
        clamped = p.fire - 2
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 2
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.food - 1
        if clamped < 0:
            clamped = 0
        p.food = clamped
    elif cost_number == 20:
        clamped = p.water - 3
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 1
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 1
        if clamped < 0:
            clamped = 0
        p.wind = clamped
    elif cost_number == 21:
        clamped = p.earth - 3
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 1
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 1
        if clamped < 0:
            clamped = 0
        p.fire = clamped
    elif cost_number == 22:
        clamped = p.wind - 3
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 1
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 1
        if clamped < 0:
            clamped = 0
        p.water = clamped
    elif cost_number == 23:
        clamped = p.fire - 3
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 1
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 1
        if clamped < 0:
            clamped = 0
        p.earth = clamped
    elif cost_number == 24:
        clamped = p.water - 2
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 2
        if clamped < 0:
            clamped = 0
        p.earth = clamped
    elif cost_number == 25:
        clamped = p.earth - 2
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 2
        if clamped < 0:
            clamped = 0
        p.wind = clamped
    elif cost_number == 26:
        clamped = p.wind - 2
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 2
        if clamped < 0:
            clamped = 0
        p.fire = clamped
    elif cost_number == 27:
        clamped = p.fire - 2
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 2
        if clamped < 0:
            clamped = 0
        p.water = clamped
    elif cost_number == 28:
        clamped = p.water - 3
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 1
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 1
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.zzz - 1
        if clamped < 0:
            clamped = 0
        p.zzz = clamped
    elif cost_number == 29:
        clamped = p.earth - 3
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 1
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 1
        if clamped < 0:
            clamped = 0
        p.fire = clamped
    elif cost_number == 30:
        clamped = p.wind - 3
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 1
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 1
        if clamped < 0:
            clamped = 0
        p.water = clamped
    elif cost_number == 31:
        clamped = p.fire - 3
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 1
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 1
        if clamped < 0:
            clamped = 0
        p.earth = clamped
    elif cost_number == 32:
        clamped = p.water - 3
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 2
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 1
        if clamped < 0:
            clamped = 0
        p.wind = clamped
    elif cost_number == 33:
        clamped = p.earth - 3
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 2
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 1
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.zzz - 1
        if clamped < 0:
            clamped = 0
        p.zzz = clamped
    elif cost_number == 34:
        clamped = p.wind - 3
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 2
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 1
        if clamped < 0:
            clamped = 0
        p.water = clamped
    elif cost_number == 35:
        clamped = p.fire - 3
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 2
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 1
        if clamped < 0:
            clamped = 0
        p.earth = clamped
    elif cost_number == 36:
        clamped = p.water - 2
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 2
        if clamped < 0:
            clamped = 0
        p.earth = clamped
    elif cost_number == 37:
        clamped = p.earth - 2
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 2
        if clamped < 0:
            clamped = 0
        p.wind = clamped
    elif cost_number == 38:
        clamped = p.wind - 2
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 2
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.zzz - 1
        if clamped < 0:
            clamped = 0
        p.zzz = clamped
    elif cost_number == 39:
        clamped = p.fire - 2
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 2
        if clamped < 0:
            clamped = 0
        p.water = clamped
    elif cost_number == 40:
        clamped = p.water - 3
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 1
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 1
        if clamped < 0:
            clamped = 0
        p.wind = clamped
    elif cost_number == 41:
        clamped = p.earth - 3
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 1
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 1
        if clamped < 0:
            clamped = 0
        p.fire = clamped
    elif cost_number == 42:
        clamped = p.wind - 3
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 1
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 1
        if clamped < 0:
            clamped = 0
        p.water = clamped
    elif cost_number == 43:
        clamped = p.fire - 3
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 1
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 1
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.zzz - 1
        if clamped < 0:
            clamped = 0
        p.zzz = clamped
    elif cost_number == 44:
        clamped = p.water - 3
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 1
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 1
        if clamped < 0:
            clamped = 0
        p.wind = clamped
    elif cost_number == 45:
        clamped = p.earth - 3
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 1
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 1
        if clamped < 0:
            clamped = 0
        p.fire = clamped
    elif cost_number == 46:
        clamped = p.wind - 3
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 1
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 1
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.endurance - 1
        if clamped < 0:
            clamped = 0
        p.endurance = clamped
    elif cost_number == 47:
        clamped = p.fire - 3
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 1
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 1
        if clamped < 0:
            clamped = 0
        p.earth = clamped
    elif cost_number == 48:
        clamped = p.water - 3
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 2
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 1
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.zzz - 1
        if clamped < 0:
            clamped = 0
        p.zzz = clamped
    elif cost_number == 49:
        clamped = p.earth - 3
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 2
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 1
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.endurance - 1
        if clamped < 0:
            clamped = 0
        p.endurance = clamped
    elif cost_number == 50:
        clamped = p.wind - 3
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 2
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 1
        if clamped < 0:
            clamped = 0
        p.water = clamped
    elif cost_number == 51:
        clamped = p.fire - 3
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 2
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 1
        if clamped < 0:
            clamped = 0
        p.earth = clamped
    elif cost_number == 52:
        clamped = p.water - 4
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 2
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 1
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.endurance - 1
        if clamped < 0:
            clamped = 0
        p.endurance = clamped
    elif cost_number == 53:
        clamped = p.earth - 4
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 2
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 1
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.zzz - 1
        if clamped < 0:
            clamped = 0
        p.zzz = clamped
    elif cost_number == 54:
        clamped = p.wind - 4
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 2
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 1
        if clamped < 0:
            clamped = 0
        p.water = clamped
    elif cost_number == 55:
        clamped = p.fire - 4
        if clamped < 0:
            clamped = 0
        p.fire = clamped
        clamped = p.water - 2
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 1
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.endurance - 1
        if clamped < 0:
            clamped = 0
        p.endurance = clamped


def exploration_bonus(s, p, agent_random, auto_single, kind):
    """Authored: peaks give any personal resource, meadows 1 food, lakes 2 water, falls 2 Trail Points. (definitions/trailblazer-jmt/game.yaml:586)"""
    if kind == 0:
        # choose_personal, written in place
        options_item = []
        for item in range(4):
            options_item.append(item)
        if options_item:
            # the move before this choice, counted as settle_choices counts it
            s.turn_moves += 1
            if s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                seat = p.seat
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            item = options_item[0] if auto_single and len(options_item) == 1 else options_item[int(agent_random.random() * len(options_item))]
            # change_personals, written in place
            if item == 0:
                clamped_2 = p.food + 1
                if clamped_2 < 0:
                    clamped_2 = 0
                p.food = clamped_2
            elif item == 1:
                clamped_2 = p.water_bottle + 1
                if clamped_2 < 0:
                    clamped_2 = 0
                p.water_bottle = clamped_2
            elif item == 2:
                clamped_2 = p.zzz + 1
                if clamped_2 < 0:
                    clamped_2 = 0
                p.zzz = clamped_2
            elif item == 3:
                clamped_2 = p.endurance + 1
                if clamped_2 < 0:
                    clamped_2 = 0
                p.endurance = clamped_2
    if kind == 1:
        clamped = p.food + 1
        p.food = clamped
    if kind == 2:
        # take, written in place
        # change_naturals, written in place
        amount = 12 - (p.water + p.earth + p.wind + p.fire)
        if amount <= 0:
            amount = 0
        if amount >= 2:
            amount = 2
        clamped_2 = p.water + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.water = clamped_2
    if kind == 3:
        p.points += 2


def instant_destination_any(s, p):
    """The any() of a generator in instant_destination, as a loop (natively a C loop, not a generator object)."""
    for d in s.destination_display:
        if can_pay_destinations_cost(s, p, DESTINATIONS_NUMBERS[d]):
            return True
    return False


def instant_destination(s, p, agent_random, auto_single):
    """Acquire a Destination Card (paying its cost, with no Tracks token or Explore space). (definitions/trailblazer-jmt/game.yaml:634)"""
    if s.shared_piles is not None and s.shared_piles & 24:
        # a judged clone's piles this may change, made its own first (destination_display, destinations): owned_on_write.py
        if s.shared_piles & 8:
            s.destination_display = s.destination_display.copy()
        if s.shared_piles & 16:
            for holder in s.players:
                holder.destinations = holder.destinations.copy()
        s.shared_piles &= 1048551
    if instant_destination_any(s, p):
        options_card = []
        for card_card in s.destination_display:
            card = DESTINATIONS_NUMBERS[card_card]
            if can_pay_destinations_cost(s, p, card):
                options_card.append(card)
        if not options_card:
            return
        # the move before this choice, counted as settle_choices counts it
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            seat = p.seat
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        card = options_card[0] if auto_single and len(options_card) == 1 else options_card[int(agent_random.random() * len(options_card))]
        pay_destinations_cost(s, p, card)
        # take_destination, written in place
        masks.list_remove(s.destination_display, DESTINATIONS_IDS[card])
        p.destinations.append(DESTINATIONS_IDS[card])
        p.points += DESTINATIONS_POINTS[card]
        if not p.explored_kinds & 1 << DESTINATIONS_KIND[card] != 0:
            p.explored_kinds |= 1 << DESTINATIONS_KIND[card]
            exploration_bonus(s, p, agent_random, auto_single, DESTINATIONS_KIND[card])
            if p.explored_kinds.bit_count() == 4:
                s.explorers += 1
                p.points += explorer_award(s.explorers)
        # load_or_use, written in place
        item = DESTINATIONS_GEAR[card]
        if item == -1:
            pass
        elif not (item >= 0 and p.backpack & 1 << item != 0):
            load_gear(s, p, agent_random, auto_single, item)
        else:
            advance_elevation(s, p, agent_random, auto_single)
        if s.destination_decks[REGIONS_IDS[s.region]]:
            s.destination_display.append(s.destination_decks[REGIONS_IDS[s.region]].pop())


def resolve_trail_cards_benefit_count(s):
    """The count() of a generator in resolve_trail_cards_benefit, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for q in s.players:
        if q.robot:
            total += 1
    return total


def resolve_trail_cards_benefit(s, p, agent_random, auto_single, card_row):
    """The effect a card of 'trail_cards' prints as its benefit, by the card's number."""
    if s.shared_piles is not None and s.shared_piles & 197632:
        # a judged clone's piles this may change, made its own first (hand, trail_deck, trail_discard): owned_on_write.py
        if s.shared_piles & 1024:
            for holder in s.players:
                holder.hand = holder.hand.copy()
        if s.shared_piles & 65536:
            s.trail_deck = s.trail_deck.copy()
        if s.shared_piles & 131072:
            s.trail_discard = s.trail_discard.copy()
        s.shared_piles &= 850943
    effect_number = TRAIL_CARDS_BENEFIT_EFFECTS[card_row]
    if effect_number == 0:
        # take, written in place
        # change_naturals, written in place
        amount = 12 - (p.water + p.earth + p.wind + p.fire)
        if amount <= 0:
            amount = 0
        if amount >= 2:
            amount = 2
        clamped_2 = p.water + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.water = clamped_2
    elif effect_number == 1:
        # take, written in place
        # change_naturals, written in place
        amount = 12 - (p.water + p.earth + p.wind + p.fire)
        if amount <= 0:
            amount = 0
        if amount >= 2:
            amount = 2
        clamped_2 = p.earth + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.earth = clamped_2
    elif effect_number == 2:
        # take, written in place
        # change_naturals, written in place
        amount = 12 - (p.water + p.earth + p.wind + p.fire)
        if amount <= 0:
            amount = 0
        if amount >= 1:
            amount = 1
        clamped_2 = p.wind + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.wind = clamped_2
    elif effect_number == 3:
        # take, written in place
        # change_naturals, written in place
        amount = 12 - (p.water + p.earth + p.wind + p.fire)
        if amount <= 0:
            amount = 0
        if amount >= 1:
            amount = 1
        clamped_2 = p.fire + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.fire = clamped_2
    elif effect_number == 4:
        clamped = p.food + 1
        p.food = clamped
    elif effect_number == 5:
        clamped = p.water_bottle + 1
        p.water_bottle = clamped
    elif effect_number == 6:
        p.points += 1
    elif effect_number == 7:
        # take, written in place
        # change_naturals, written in place
        amount = 12 - (p.water + p.earth + p.wind + p.fire)
        if amount <= 0:
            amount = 0
        if amount >= 1:
            amount = 1
        clamped_2 = p.water + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.water = clamped_2
        # take, written in place
        # change_naturals, written in place
        amount = 12 - (p.water + p.earth + p.wind + p.fire)
        if amount <= 0:
            amount = 0
        if amount >= 1:
            amount = 1
        clamped_2 = p.earth + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.earth = clamped_2
    elif effect_number == 8:
        clamped = p.zzz + 1
        p.zzz = clamped
    elif effect_number == 9:
        clamped = p.endurance + 1
        p.endurance = clamped
    elif effect_number == 10:
        # ease_hardship, written in place
        if p.hardship > 0:
            clamped_2 = p.hardship - 1
            if clamped_2 < 0:
                clamped_2 = 0
            p.hardship = clamped_2
        elif s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2 and s.team_hardship > 0:
            clamped_2 = s.team_hardship - 1
            if clamped_2 < 0:
                clamped_2 = 0
            s.team_hardship = clamped_2
        elif s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2:
            for q in s.players:
                if q.seat == (p.seat + 2) % len(s.players) and q.hardship > 0:
                    clamped_2 = q.hardship - 1
                    if clamped_2 < 0:
                        clamped_2 = 0
                    q.hardship = clamped_2
    elif effect_number == 11:
        # take, written in place
        # change_naturals, written in place
        amount = 12 - (p.water + p.earth + p.wind + p.fire)
        if amount <= 0:
            amount = 0
        if amount >= 1:
            amount = 1
        clamped_2 = p.wind + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.wind = clamped_2
        # take, written in place
        # change_naturals, written in place
        amount = 12 - (p.water + p.earth + p.wind + p.fire)
        if amount <= 0:
            amount = 0
        if amount >= 1:
            amount = 1
        clamped_2 = p.fire + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.fire = clamped_2
    elif effect_number == 12:
        # choose_natural, written in place
        options_kind = []
        for kind in range(4):
            options_kind.append(kind)
        if options_kind:
            # the move before this choice, counted as settle_choices counts it
            s.turn_moves += 1
            if s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                seat = p.seat
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            kind = options_kind[0] if auto_single and len(options_kind) == 1 else options_kind[int(agent_random.random() * len(options_kind))]
            # take, written in place
            # change_naturals, written in place
            amount = 12 - (p.water + p.earth + p.wind + p.fire)
            if amount <= 0:
                amount = 0
            if amount >= 1:
                amount = 1
            if kind == 0:
                clamped_2 = p.water + amount
                if clamped_2 < 0:
                    clamped_2 = 0
                p.water = clamped_2
            elif kind == 1:
                clamped_2 = p.earth + amount
                if clamped_2 < 0:
                    clamped_2 = 0
                p.earth = clamped_2
            elif kind == 2:
                clamped_2 = p.wind + amount
                if clamped_2 < 0:
                    clamped_2 = 0
                p.wind = clamped_2
            elif kind == 3:
                clamped_2 = p.fire + amount
                if clamped_2 < 0:
                    clamped_2 = 0
                p.fire = clamped_2
    elif effect_number == 13:
        # choose_personal, written in place
        options_item = []
        for item in range(4):
            options_item.append(item)
        if options_item:
            # the move before this choice, counted as settle_choices counts it
            s.turn_moves += 1
            if s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                seat = p.seat
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            item = options_item[0] if auto_single and len(options_item) == 1 else options_item[int(agent_random.random() * len(options_item))]
            # change_personals, written in place
            if item == 0:
                clamped_2 = p.food + 1
                if clamped_2 < 0:
                    clamped_2 = 0
                p.food = clamped_2
            elif item == 1:
                clamped_2 = p.water_bottle + 1
                if clamped_2 < 0:
                    clamped_2 = 0
                p.water_bottle = clamped_2
            elif item == 2:
                clamped_2 = p.zzz + 1
                if clamped_2 < 0:
                    clamped_2 = 0
                p.zzz = clamped_2
            elif item == 3:
                clamped_2 = p.endurance + 1
                if clamped_2 < 0:
                    clamped_2 = 0
                p.endurance = clamped_2
    elif effect_number == 14:
        p.points += 2
    elif effect_number == 15:
        # take, written in place
        # change_naturals, written in place
        amount = 12 - (p.water + p.earth + p.wind + p.fire)
        if amount <= 0:
            amount = 0
        if amount >= 2:
            amount = 2
        clamped_2 = p.water + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.water = clamped_2
        # take, written in place
        # change_naturals, written in place
        amount = 12 - (p.water + p.earth + p.wind + p.fire)
        if amount <= 0:
            amount = 0
        if amount >= 1:
            amount = 1
        clamped_2 = p.fire + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.fire = clamped_2
    elif effect_number == 16:
        clamped = p.food + 2
        p.food = clamped
    elif effect_number == 17:
        clamped = p.zzz + 1
        p.zzz = clamped
        clamped = p.endurance + 1
        p.endurance = clamped
    elif effect_number == 18:
        p.points += 1
        # ease_hardship, written in place
        if p.hardship > 0:
            clamped_2 = p.hardship - 1
            if clamped_2 < 0:
                clamped_2 = 0
            p.hardship = clamped_2
        elif s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2 and s.team_hardship > 0:
            clamped_2 = s.team_hardship - 1
            if clamped_2 < 0:
                clamped_2 = 0
            s.team_hardship = clamped_2
        elif s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2:
            for q in s.players:
                if q.seat == (p.seat + 2) % len(s.players) and q.hardship > 0:
                    clamped_2 = q.hardship - 1
                    if clamped_2 < 0:
                        clamped_2 = 0
                    q.hardship = clamped_2
    elif effect_number == 19:
        # take, written in place
        # change_naturals, written in place
        amount = 12 - (p.water + p.earth + p.wind + p.fire)
        if amount <= 0:
            amount = 0
        if amount >= 2:
            amount = 2
        clamped_2 = p.earth + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.earth = clamped_2
        # take, written in place
        # change_naturals, written in place
        amount = 12 - (p.water + p.earth + p.wind + p.fire)
        if amount <= 0:
            amount = 0
        if amount >= 1:
            amount = 1
        clamped_2 = p.wind + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.wind = clamped_2
    elif effect_number == 20:
        instant_field_guide(s, p, agent_random, auto_single)
    elif effect_number == 21:
        # instant_gear, written in place
        options_item = []
        for item in range(12):
            options_item.append(item)
        if options_item:
            # the move before this choice, counted as settle_choices counts it
            s.turn_moves += 1
            if s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                seat = p.seat
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            item = options_item[0] if auto_single and len(options_item) == 1 else options_item[int(agent_random.random() * len(options_item))]
            # load_or_use, written in place
            if item == -1:
                pass
            elif not (item >= 0 and p.backpack & 1 << item != 0):
                load_gear(s, p, agent_random, auto_single, item)
            else:
                advance_elevation(s, p, agent_random, auto_single)
    elif effect_number == 22:
        # instant_natural_not_water, written in place
        options_kind = []
        for kind in range(4):
            if kind != 0:
                options_kind.append(kind)
        if options_kind:
            # the move before this choice, counted as settle_choices counts it
            s.turn_moves += 1
            if s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                seat = p.seat
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            kind = options_kind[0] if auto_single and len(options_kind) == 1 else options_kind[int(agent_random.random() * len(options_kind))]
            # take, written in place
            # change_naturals, written in place
            amount = 12 - (p.water + p.earth + p.wind + p.fire)
            if amount <= 0:
                amount = 0
            if amount >= 1:
                amount = 1
            if kind == 0:
                clamped_2 = p.water + amount
                if clamped_2 < 0:
                    clamped_2 = 0
                p.water = clamped_2
            elif kind == 1:
                clamped_2 = p.earth + amount
                if clamped_2 < 0:
                    clamped_2 = 0
                p.earth = clamped_2
            elif kind == 2:
                clamped_2 = p.wind + amount
                if clamped_2 < 0:
                    clamped_2 = 0
                p.wind = clamped_2
            elif kind == 3:
                clamped_2 = p.fire + amount
                if clamped_2 < 0:
                    clamped_2 = 0
                p.fire = clamped_2
    elif effect_number == 23:
        instant_destination(s, p, agent_random, auto_single)
    elif effect_number == 24:
        # instant_trail_cards, written in place
        # draw_trail, written in place
        for _ in range(2):
            if len(s.trail_deck) == 0:
                draw(s.readable, s.trail_discard, s.trail_deck, len(s.trail_discard))
                shuffle(s.readable, s.trail_deck)
            if s.trail_deck:
                p.hand.append(s.trail_deck.pop())
        clamped_2 = p.pass_plays + 2
        p.pass_plays = clamped_2


def do_play_trail(s, p, agent_random, auto_single, card):
    """Play a trail card for its benefit, then load or use its gear (an obstacle needs its gear loaded). (definitions/trailblazer-jmt/game.yaml:677)"""
    if s.shared_piles is not None and s.shared_piles & 197632:
        # a judged clone's piles this may change, made its own first (hand, trail_deck, trail_discard): owned_on_write.py
        if s.shared_piles & 1024:
            for holder in s.players:
                holder.hand = holder.hand.copy()
        if s.shared_piles & 65536:
            s.trail_deck = s.trail_deck.copy()
        if s.shared_piles & 131072:
            s.trail_discard = s.trail_discard.copy()
        s.shared_piles &= 850943
    p.played_today = True
    masks.list_remove(p.hand, TRAIL_CARDS_IDS[card])
    s.trail_discard.append(TRAIL_CARDS_IDS[card])
    resolve_trail_cards_benefit(s, p, agent_random, auto_single, card)
    if TRAIL_CARDS_KIND[card] == 'instant':
        # draw_trail, written in place
        for _ in range(1):
            if len(s.trail_deck) == 0:
                draw(s.readable, s.trail_discard, s.trail_deck, len(s.trail_discard))
                shuffle(s.readable, s.trail_deck)
            if s.trail_deck:
                p.hand.append(s.trail_deck.pop())
    # load_or_use, written in place
    item = TRAIL_CARDS_GEAR[card]
    if item == -1:
        pass
    elif not (item >= 0 and p.backpack & 1 << item != 0):
        load_gear(s, p, agent_random, auto_single, item)
    else:
        advance_elevation(s, p, agent_random, auto_single)
    if p.pass_plays > 0:
        s.next_turn = s.turn


def do_discard_for_water(s, p, card):
    """At sunrise any trail card may be played for 1 water, without its benefit or gear. (definitions/trailblazer-jmt/game.yaml:688)"""
    if s.shared_piles is not None and s.shared_piles & 132096:
        # a judged clone's piles this may change, made its own first (hand, trail_discard): owned_on_write.py
        if s.shared_piles & 1024:
            for holder in s.players:
                holder.hand = holder.hand.copy()
        if s.shared_piles & 131072:
            s.trail_discard = s.trail_discard.copy()
        s.shared_piles &= 916479
    p.played_today = True
    masks.list_remove(p.hand, TRAIL_CARDS_IDS[card])
    s.trail_discard.append(TRAIL_CARDS_IDS[card])
    # take, written in place
    # change_naturals, written in place
    amount = 12 - (p.water + p.earth + p.wind + p.fire)
    if amount <= 0:
        amount = 0
    if amount >= 1:
        amount = 1
    clamped = p.water + amount
    if clamped < 0:
        clamped = 0
    p.water = clamped


def do_pass_card(s, p, agent_random, auto_single, card):
    """Mountain Pass: play a trail card from the hand for its benefit, without its gear (an obstacle too). (definitions/trailblazer-jmt/game.yaml:785)"""
    if s.shared_piles is not None and s.shared_piles & 132096:
        # a judged clone's piles this may change, made its own first (hand, trail_discard): owned_on_write.py
        if s.shared_piles & 1024:
            for holder in s.players:
                holder.hand = holder.hand.copy()
        if s.shared_piles & 131072:
            s.trail_discard = s.trail_discard.copy()
        s.shared_piles &= 916479
    clamped = p.pass_plays - 1
    if clamped < 0:
        clamped = 0
    p.pass_plays = clamped
    masks.list_remove(p.hand, TRAIL_CARDS_IDS[card])
    s.trail_discard.append(TRAIL_CARDS_IDS[card])
    resolve_trail_cards_benefit(s, p, agent_random, auto_single, card)
    if p.pass_plays > 0:
        s.next_turn = s.turn


def do_hike(s, p):
    """Move one section, paying the Map Pack section, the JMT marker and the weather; 1 hardship per requirement not met. (definitions/trailblazer-jmt/game.yaml:702)"""
    if s.shared_piles is not None and s.shared_piles & 40:
        # a judged clone's piles this may change, made its own first (destination_display, destinations_removed): owned_on_write.py
        if s.shared_piles & 8:
            s.destination_display = s.destination_display.copy()
        if s.shared_piles & 32:
            s.destinations_removed = s.destinations_removed.copy()
        s.shared_piles &= 1048535
    clamped = p.tracks - (2 if p.section == 10 - 1 else 1)
    if clamped < 0:
        clamped = 0
    p.tracks = clamped
    p.hiked_today = True
    clamped = p.section + 1
    if clamped > 10:
        clamped = 10
    p.section = clamped
    s_ = MAP_PACKS_NUMBERS[p.map_pack[0]] * 10 + p.section - 1
    # pay_natural, written in place
    n = PACK_SECTIONS_WATER[s_]
    if n > 0:
        if p.water >= n:
            # change_naturals, written in place
            amount = -n
            clamped_3 = p.water + amount
            if clamped_3 < 0:
                clamped_3 = 0
            p.water = clamped_3
        else:
            clamped_2 = p.hardship + 1
            p.hardship = clamped_2
    # pay_natural, written in place
    n = PACK_SECTIONS_EARTH[s_]
    if n > 0:
        if p.earth >= n:
            # change_naturals, written in place
            amount = -n
            clamped_3 = p.earth + amount
            if clamped_3 < 0:
                clamped_3 = 0
            p.earth = clamped_3
        else:
            clamped_2 = p.hardship + 1
            p.hardship = clamped_2
    # pay_natural, written in place
    n = PACK_SECTIONS_WIND[s_]
    if n > 0:
        if p.wind >= n:
            # change_naturals, written in place
            amount = -n
            clamped_3 = p.wind + amount
            if clamped_3 < 0:
                clamped_3 = 0
            p.wind = clamped_3
        else:
            clamped_2 = p.hardship + 1
            p.hardship = clamped_2
    # pay_natural, written in place
    n = PACK_SECTIONS_FIRE[s_]
    if n > 0:
        if p.fire >= n:
            # change_naturals, written in place
            amount = -n
            clamped_3 = p.fire + amount
            if clamped_3 < 0:
                clamped_3 = 0
            p.fire = clamped_3
        else:
            clamped_2 = p.hardship + 1
            p.hardship = clamped_2
    # pay_personal, written in place
    n = PACK_SECTIONS_FOOD[s_]
    if n > 0:
        if p.food >= n:
            # change_personals, written in place
            amount = -n
            clamped_3 = p.food + amount
            if clamped_3 < 0:
                clamped_3 = 0
            p.food = clamped_3
        else:
            clamped_2 = p.hardship + 1
            p.hardship = clamped_2
    # pay_personal, written in place
    n = PACK_SECTIONS_WATER_BOTTLE[s_]
    if n > 0:
        if p.water_bottle >= n:
            # change_personals, written in place
            amount = -n
            clamped_3 = p.water_bottle + amount
            if clamped_3 < 0:
                clamped_3 = 0
            p.water_bottle = clamped_3
        else:
            clamped_2 = p.hardship + 1
            p.hardship = clamped_2
    # pay_personal, written in place
    n = PACK_SECTIONS_ZZZ[s_]
    if n > 0:
        if p.zzz >= n:
            # change_personals, written in place
            amount = -n
            clamped_3 = p.zzz + amount
            if clamped_3 < 0:
                clamped_3 = 0
            p.zzz = clamped_3
        else:
            clamped_2 = p.hardship + 1
            p.hardship = clamped_2
    # pay_personal, written in place
    n = PACK_SECTIONS_ENDURANCE[s_]
    if n > 0:
        if p.endurance >= n:
            # change_personals, written in place
            amount = -n
            clamped_3 = p.endurance + amount
            if clamped_3 < 0:
                clamped_3 = 0
            p.endurance = clamped_3
        else:
            clamped_2 = p.hardship + 1
            p.hardship = clamped_2
    if p.section >= 5:
        m = JMT_MARKERS_NUMBERS[s.trail_markers[p.section - 5]]
        if JMT_MARKERS_GEAR[m] != -1 and not (JMT_MARKERS_GEAR[m] >= 0 and p.backpack & 1 << JMT_MARKERS_GEAR[m] != 0):
            clamped = p.hardship + 1
            p.hardship = clamped
        if JMT_MARKERS_PERSONAL[m] != -1:
            # pay_personal, written in place
            item = JMT_MARKERS_PERSONAL[m]
            if (p.food if item == 0 else p.water_bottle if item == 1 else p.zzz if item == 2 else p.endurance) >= 1:
                # change_personals, written in place
                amount = -1
                if item == 0:
                    clamped_3 = p.food + amount
                    if clamped_3 < 0:
                        clamped_3 = 0
                    p.food = clamped_3
                elif item == 1:
                    clamped_3 = p.water_bottle + amount
                    if clamped_3 < 0:
                        clamped_3 = 0
                    p.water_bottle = clamped_3
                elif item == 2:
                    clamped_3 = p.zzz + amount
                    if clamped_3 < 0:
                        clamped_3 = 0
                    p.zzz = clamped_3
                elif item == 3:
                    clamped_3 = p.endurance + amount
                    if clamped_3 < 0:
                        clamped_3 = 0
                    p.endurance = clamped_3
            else:
                clamped_2 = p.hardship + 1
                p.hardship = clamped_2
    w = WEATHER_NUMBERS[s.weather_chart[len(s.weather_chart) - 1]]
    if WEATHER_NEEDS[w] != -1:
        # pay_natural, written in place
        kind = WEATHER_NEEDS[w]
        if (p.water if kind == 0 else p.earth if kind == 1 else p.wind if kind == 2 else p.fire) >= 1:
            # change_naturals, written in place
            amount = -1
            if kind == 0:
                clamped_3 = p.water + amount
                if clamped_3 < 0:
                    clamped_3 = 0
                p.water = clamped_3
            elif kind == 1:
                clamped_3 = p.earth + amount
                if clamped_3 < 0:
                    clamped_3 = 0
                p.earth = clamped_3
            elif kind == 2:
                clamped_3 = p.wind + amount
                if clamped_3 < 0:
                    clamped_3 = 0
                p.wind = clamped_3
            elif kind == 3:
                clamped_3 = p.fire + amount
                if clamped_3 < 0:
                    clamped_3 = 0
                p.fire = clamped_3
        else:
            clamped_2 = p.hardship + 1
            p.hardship = clamped_2
    # entered_section, written in place
    if p.section == 5 and not p.robot:
        clamped_2 = 4
        p.hand_size = 4
    if p.section == 5 and s.region == 0:
        # switch_region, written in place
        draw(s.readable, s.destination_display, s.destinations_removed, len(s.destination_display))
        s.region = 1
        draw(s.readable, s.destination_decks[REGIONS_IDS[1]], s.destination_display, 3)
    if p.section == 9 and s.region == 1:
        # switch_region, written in place
        draw(s.readable, s.destination_display, s.destinations_removed, len(s.destination_display))
        s.region = 2
        draw(s.readable, s.destination_decks[REGIONS_IDS[2]], s.destination_display, 3)
    if p.section == 10:
        s.arrivals += 1
        p.arrival = s.arrivals
        p.points += whitney_award(p.arrival)


def none_read():
    """An entry read by an id of none: rules.py's lookup of None, a rules error (runtime/errors.py)."""
    no_value()
    return -1


def do_acquire(s, p, kind):
    """Take the site's natural resources (only what fits under 12); one hiker per site a day, two at 4 players. (definitions/trailblazer-jmt/game.yaml:726)"""
    clamped = p.tracks - 1
    if clamped < 0:
        clamped = 0
    p.tracks = clamped
    if (s.site_use[kind] if kind >= 0 else none_read()) >= (2 if len(s.players) == 4 else 1):
        # spend_medallion, written in place
        if p.windrose:
            p.windrose = False
        else:
            p.elevation_medal = False
    if kind < 0:
        none_read()
    s.site_use[kind] += 1
    # take, written in place
    n = NATURALS_AMOUNT[kind] if kind >= 0 else none_read()
    # change_naturals, written in place
    amount = 12 - (p.water + p.earth + p.wind + p.fire)
    if amount <= 0:
        amount = 0
    if amount >= n:
        amount = n
    if kind == 0:
        clamped_2 = p.water + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.water = clamped_2
    elif kind == 1:
        clamped_2 = p.earth + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.earth = clamped_2
    elif kind == 2:
        clamped_2 = p.wind + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.wind = clamped_2
    elif kind == 3:
        clamped_2 = p.fire + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.fire = clamped_2


def can_pay_guide_spaces_cost(s, p, card_row):
    """Can the player pay the cost a card of 'guide_spaces' prints?"""
    cost_number = GUIDE_SPACES_COST_COSTS[card_row]
    if cost_number == 0:
        return p.water >= 1 and p.earth >= 1
    if cost_number == 1:
        return p.earth >= 1 and p.wind >= 1
    if cost_number == 2:
        return p.water >= 2 and p.wind >= 1
    if cost_number == 3:
        return p.earth >= 2 and p.fire >= 1
    if cost_number == 4:
        return p.wind >= 2 and p.fire >= 2
    return True


def pay_guide_spaces_cost(s, p, card_row):
    """Pay the cost a card of 'guide_spaces' prints."""
    cost_number = GUIDE_SPACES_COST_COSTS[card_row]
    if cost_number == 0:
        clamped = p.water - 1
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.earth - 1
        if clamped < 0:
            clamped = 0
        p.earth = clamped
    elif cost_number == 1:
        clamped = p.earth - 1
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.wind - 1
        if clamped < 0:
            clamped = 0
        p.wind = clamped
    elif cost_number == 2:
        clamped = p.water - 2
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = p.wind - 1
        if clamped < 0:
            clamped = 0
        p.wind = clamped
    elif cost_number == 3:
        clamped = p.earth - 2
        if clamped < 0:
            clamped = 0
        p.earth = clamped
        clamped = p.fire - 1
        if clamped < 0:
            clamped = 0
        p.fire = clamped
    elif cost_number == 4:
        clamped = p.wind - 2
        if clamped < 0:
            clamped = 0
        p.wind = clamped
        clamped = p.fire - 2
        if clamped < 0:
            clamped = 0
        p.fire = clamped


def do_discover_min_count(s, s_):
    """The count() of a generator in do_discover_min, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for t in range(5):
        if not s.guide_gaps & 1 << t != 0 and GUIDE_SPACES_NUMBER[t] < GUIDE_SPACES_NUMBER[s_]:
            total += 1
    return total


def do_discover_min(s, guide):
    """The min() of a generator in do_discover, as a loop (natively a C loop, not a generator object)."""
    best = 0
    found = False
    for s_ in range(5):
        if not s.guide_gaps & 1 << s_ != 0 and do_discover_min_count(s, s_) == s.guide_market.index(FIELD_GUIDES_IDS[guide]):
            value = GUIDE_SPACES_NUMBER[s_]
            if not found or value < best:
                best = value
                found = True
    return best


def do_discover(s, p, agent_random, auto_single, guide):
    """Pay the cost shown above the Field Guide's display space, take it and its reward (a river returns the Tracks token), then its gear. (definitions/trailblazer-jmt/game.yaml:735)"""
    if s.shared_piles is not None and s.shared_piles & 768:
        # a judged clone's piles this may change, made its own first (guide_market, guides): owned_on_write.py
        if s.shared_piles & 256:
            s.guide_market = s.guide_market.copy()
        if s.shared_piles & 512:
            for holder in s.players:
                holder.guides = holder.guides.copy()
        s.shared_piles &= 1047807
    pay_guide_spaces_cost(s, p, do_discover_min(s, guide) - 1)
    clamped = p.tracks - 1
    if clamped < 0:
        clamped = 0
    p.tracks = clamped
    s.guide_gaps |= 1 << do_discover_min(s, guide) - 1
    masks.list_remove(s.guide_market, FIELD_GUIDES_IDS[guide])
    p.guides.append(FIELD_GUIDES_IDS[guide])
    # resolve_field_guides_reward, written in place
    effect_number = FIELD_GUIDES_REWARD_EFFECTS[guide]
    if effect_number == 0:
        p.points += 1
    elif effect_number == 1:
        clamped_2 = p.water_bottle + 1
        p.water_bottle = clamped_2
    elif effect_number == 2:
        # take, written in place
        # change_naturals, written in place
        amount = 12 - (p.water + p.earth + p.wind + p.fire)
        if amount <= 0:
            amount = 0
        if amount >= 1:
            amount = 1
        clamped_3 = p.water + amount
        if clamped_3 < 0:
            clamped_3 = 0
        p.water = clamped_3
    elif effect_number == 3:
        p.points += 2
    elif effect_number == 4:
        clamped_2 = p.zzz + 1
        p.zzz = clamped_2
    elif effect_number == 5:
        # take, written in place
        # change_naturals, written in place
        amount = 12 - (p.water + p.earth + p.wind + p.fire)
        if amount <= 0:
            amount = 0
        if amount >= 1:
            amount = 1
        clamped_3 = p.earth + amount
        if clamped_3 < 0:
            clamped_3 = 0
        p.earth = clamped_3
    elif effect_number == 6:
        clamped_2 = p.endurance + 1
        p.endurance = clamped_2
    elif effect_number == 7:
        # take, written in place
        # change_naturals, written in place
        amount = 12 - (p.water + p.earth + p.wind + p.fire)
        if amount <= 0:
            amount = 0
        if amount >= 1:
            amount = 1
        clamped_3 = p.wind + amount
        if clamped_3 < 0:
            clamped_3 = 0
        p.wind = clamped_3
    elif effect_number == 8:
        clamped_2 = p.food + 1
        p.food = clamped_2
    elif effect_number == 9:
        # take, written in place
        # change_naturals, written in place
        amount = 12 - (p.water + p.earth + p.wind + p.fire)
        if amount <= 0:
            amount = 0
        if amount >= 1:
            amount = 1
        clamped_3 = p.fire + amount
        if clamped_3 < 0:
            clamped_3 = 0
        p.fire = clamped_3
    if FIELD_GUIDES_CATEGORY[guide] == 4:
        clamped = p.tracks + 1
        p.tracks = clamped
    # load_or_use, written in place
    item = FIELD_GUIDES_GEAR[guide]
    if item == -1:
        pass
    elif not (item >= 0 and p.backpack & 1 << item != 0):
        load_gear(s, p, agent_random, auto_single, item)
    else:
        advance_elevation(s, p, agent_random, auto_single)


def do_explore(s, p, agent_random, auto_single, card):
    """Pay a destination's cost and score its points; the first of each type gives its Exploration bonus. (definitions/trailblazer-jmt/game.yaml:747)"""
    if s.shared_piles is not None and s.shared_piles & 24:
        # a judged clone's piles this may change, made its own first (destination_display, destinations): owned_on_write.py
        if s.shared_piles & 8:
            s.destination_display = s.destination_display.copy()
        if s.shared_piles & 16:
            for holder in s.players:
                holder.destinations = holder.destinations.copy()
        s.shared_piles &= 1048551
    pay_destinations_cost(s, p, card)
    clamped = p.tracks - 1
    if clamped < 0:
        clamped = 0
    p.tracks = clamped
    if s.explore_used >= len(s.players) + 1:
        # spend_medallion, written in place
        if p.windrose:
            p.windrose = False
        else:
            p.elevation_medal = False
    s.explore_used += 1
    # take_destination, written in place
    masks.list_remove(s.destination_display, DESTINATIONS_IDS[card])
    p.destinations.append(DESTINATIONS_IDS[card])
    p.points += DESTINATIONS_POINTS[card]
    if not p.explored_kinds & 1 << DESTINATIONS_KIND[card] != 0:
        p.explored_kinds |= 1 << DESTINATIONS_KIND[card]
        exploration_bonus(s, p, agent_random, auto_single, DESTINATIONS_KIND[card])
        if p.explored_kinds.bit_count() == 4:
            s.explorers += 1
            p.points += explorer_award(s.explorers)
    # load_or_use, written in place
    item = DESTINATIONS_GEAR[card]
    if item == -1:
        pass
    elif not (item >= 0 and p.backpack & 1 << item != 0):
        load_gear(s, p, agent_random, auto_single, item)
    else:
        advance_elevation(s, p, agent_random, auto_single)
    if s.destination_decks[REGIONS_IDS[s.region]]:
        s.destination_display.append(s.destination_decks[REGIONS_IDS[s.region]].pop())


def do_resupply(s, p, item):
    """At the High Sierra Lodge (from section 4): food 3, water bottle 2, ZZZs 1, endurance 1; each once a day. (definitions/trailblazer-jmt/game.yaml:757)"""
    clamped = p.tracks - 1
    if clamped < 0:
        clamped = 0
    p.tracks = clamped
    if (PERSONALS_ONCE_A_DAY[item] if item >= 0 else none_read()) and item >= 0 and s.lodge_taken & 1 << item != 0:
        # spend_medallion, written in place
        if p.windrose:
            p.windrose = False
        else:
            p.elevation_medal = False
    p.lodge_mine |= 1 << item
    if PERSONALS_ONCE_A_DAY[item] if item >= 0 else none_read():
        s.lodge_taken |= 1 << item
    # change_personals, written in place
    amount = PERSONALS_AMOUNT[item] if item >= 0 else none_read()
    if item == 0:
        clamped_2 = p.food + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.food = clamped_2
    elif item == 1:
        clamped_2 = p.water_bottle + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.water_bottle = clamped_2
    elif item == 2:
        clamped_2 = p.zzz + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.zzz = clamped_2
    elif item == 3:
        clamped_2 = p.endurance + amount
        if clamped_2 < 0:
            clamped_2 = 0
        p.endurance = clamped_2


def do_remove_hardship(s, p):
    """At the High Sierra Lodge (from section 4), return a hardship token; one hiker a day. (definitions/trailblazer-jmt/game.yaml:767)"""
    clamped = p.tracks - 1
    if clamped < 0:
        clamped = 0
    p.tracks = clamped
    if s.hardship_lodge_taken:
        # spend_medallion, written in place
        if p.windrose:
            p.windrose = False
        else:
            p.elevation_medal = False
    s.hardship_lodge_taken = True
    # ease_hardship, written in place
    if p.hardship > 0:
        clamped_2 = p.hardship - 1
        if clamped_2 < 0:
            clamped_2 = 0
        p.hardship = clamped_2
    elif s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2 and s.team_hardship > 0:
        clamped_2 = s.team_hardship - 1
        if clamped_2 < 0:
            clamped_2 = 0
        s.team_hardship = clamped_2
    elif s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2:
        for q in s.players:
            if q.seat == (p.seat + 2) % len(s.players) and q.hardship > 0:
                clamped_2 = q.hardship - 1
                if clamped_2 < 0:
                    clamped_2 = 0
                q.hardship = clamped_2


def do_mountain_pass(s, p):
    """Draw 2 trail cards and play any 2, without their gear; one hiker a day. (definitions/trailblazer-jmt/game.yaml:775)"""
    if s.shared_piles is not None and s.shared_piles & 197632:
        # a judged clone's piles this may change, made its own first (hand, trail_deck, trail_discard): owned_on_write.py
        if s.shared_piles & 1024:
            for holder in s.players:
                holder.hand = holder.hand.copy()
        if s.shared_piles & 65536:
            s.trail_deck = s.trail_deck.copy()
        if s.shared_piles & 131072:
            s.trail_discard = s.trail_discard.copy()
        s.shared_piles &= 850943
    clamped = p.tracks - 1
    if clamped < 0:
        clamped = 0
    p.tracks = clamped
    if s.pass_taken:
        # spend_medallion, written in place
        if p.windrose:
            p.windrose = False
        else:
            p.elevation_medal = False
    s.pass_taken = True
    # draw_trail, written in place
    for _ in range(2):
        if len(s.trail_deck) == 0:
            draw(s.readable, s.trail_discard, s.trail_deck, len(s.trail_discard))
            shuffle(s.readable, s.trail_deck)
        if s.trail_deck:
            p.hand.append(s.trail_deck.pop())
    clamped = 2
    if clamped < 0:
        clamped = 0
    p.pass_plays = clamped
    s.next_turn = s.turn


def do_first_light(s, p):
    """Take the First Light medallion and its water; first hiker tomorrow. (definitions/trailblazer-jmt/game.yaml:803)"""
    clamped = p.tracks - 1
    if clamped < 0:
        clamped = 0
    p.tracks = clamped
    s.first_light_taken = True
    p.has_first_light = True
    # take, written in place
    n = s.first_light_water
    # change_naturals, written in place
    amount = 12 - (p.water + p.earth + p.wind + p.fire)
    if amount <= 0:
        amount = 0
    if amount >= n:
        amount = n
    clamped_2 = p.water + amount
    if clamped_2 < 0:
        clamped_2 = 0
    p.water = clamped_2
    clamped = 0
    if clamped < 0:
        clamped = 0
    s.first_light_water = clamped


def robo_place_min_min(s, g_):
    """The min() of a generator in robo_place_min, as a loop (natively a C loop, not a generator object)."""
    best = 0
    found = False
    for s_ in range(5):
        if not s.guide_gaps & 1 << s_ != 0 and do_discover_min_count(s, s_) == s.guide_market.index(g_):
            value = GUIDE_SPACES_NUMBER[s_]
            if not found or value < best:
                best = value
                found = True
    return best


def robo_place_min_count(p, g_):
    """The count() of a generator in robo_place_min, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for g__2 in p.guides:
        if FIELD_GUIDES_CATEGORY[FIELD_GUIDES_NUMBERS[g__2]] == FIELD_GUIDES_CATEGORY[FIELD_GUIDES_NUMBERS[g_]]:
            total += 1
    return total


def robo_place_min(s, p):
    """The min() of a generator in robo_place, as a loop (natively a C loop, not a generator object)."""
    best = 0
    found = False
    for g_ in s.guide_market:
        if GUIDE_SPACES_NUMBER[robo_place_min_min(s, g_) - 1] <= 4 and can_pay_guide_spaces_cost(s, p, robo_place_min_min(s, g_) - 1):
            value = robo_place_min_count(p, g_)
            if not found or value < best:
                best = value
                found = True
    return best


def robo_place_min_2_count(p, d):
    """The count() of a generator in robo_place_min_2, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for d_2 in p.destinations:
        if DESTINATIONS_KIND[DESTINATIONS_NUMBERS[d_2]] == DESTINATIONS_KIND[DESTINATIONS_NUMBERS[d]]:
            total += 1
    return total


def robo_place_min_2(s, p):
    """The min() of a generator in robo_place, as a loop (natively a C loop, not a generator object)."""
    best = 0
    found = False
    for d in s.destination_display:
        if can_pay_destinations_cost(s, p, DESTINATIONS_NUMBERS[d]):
            value = robo_place_min_2_count(p, d)
            if not found or value < best:
                best = value
                found = True
    return best


def robo_place(s, p, spot):
    """The Robo-Hiker's Tracks token on a space, without resource limits. (definitions/trailblazer-jmt/game.yaml:543)"""
    if s.shared_piles is not None and s.shared_piles & 792:
        # a judged clone's piles this may change, made its own first (destination_display, destinations, guide_market, guides): owned_on_write.py
        if s.shared_piles & 8:
            s.destination_display = s.destination_display.copy()
        if s.shared_piles & 16:
            for holder in s.players:
                holder.destinations = holder.destinations.copy()
        if s.shared_piles & 256:
            s.guide_market = s.guide_market.copy()
        if s.shared_piles & 512:
            for holder in s.players:
                holder.guides = holder.guides.copy()
        s.shared_piles &= 1047783
    if (ROBO_SPOTS_SITE[spot] if spot >= 0 else none_read()) != -1:
        if (ROBO_SPOTS_SITE[spot] if spot >= 0 else none_read()) < 0:
            none_read()
        s.site_use[ROBO_SPOTS_SITE[spot] if spot >= 0 else none_read()] += 1
        kind = ROBO_SPOTS_SITE[spot] if spot >= 0 else none_read()
        # change_naturals, written in place
        amount = NATURALS_AMOUNT[kind] if kind >= 0 else none_read()
        if kind == 0:
            clamped_2 = p.water + amount
            if clamped_2 < 0:
                clamped_2 = 0
            p.water = clamped_2
        elif kind == 1:
            clamped_2 = p.earth + amount
            if clamped_2 < 0:
                clamped_2 = 0
            p.earth = clamped_2
        elif kind == 2:
            clamped_2 = p.wind + amount
            if clamped_2 < 0:
                clamped_2 = 0
            p.wind = clamped_2
        elif kind == 3:
            clamped_2 = p.fire + amount
            if clamped_2 < 0:
                clamped_2 = 0
            p.fire = clamped_2
    elif spot == 4:
        s.pass_taken = True
    elif spot == 5:
        s.first_light_taken = True
        p.has_first_light = True
        clamped = p.water + s.first_light_water
        if clamped < 0:
            clamped = 0
        p.water = clamped
        clamped = 0
        if clamped < 0:
            clamped = 0
        s.first_light_water = clamped
    elif spot == 6:
        # robo_buy_guide, written in place
        fewest = robo_place_min(s, p)
        for g_ in s.guide_market:
            if GUIDE_SPACES_NUMBER[robo_place_min_min(s, g_) - 1] <= 4 and can_pay_guide_spaces_cost(s, p, robo_place_min_min(s, g_) - 1) and robo_place_min_count(p, g_) == fewest:
                pay_guide_spaces_cost(s, p, robo_place_min_min(s, g_) - 1)
                s.guide_gaps |= 1 << robo_place_min_min(s, g_) - 1
                masks.list_remove(s.guide_market, g_)
                p.guides.append(g_)
                break
    else:
        # robo_explore, written in place
        s.explore_used += 1
        fewest = robo_place_min_2(s, p)
        for d in s.destination_display:
            d_number = DESTINATIONS_NUMBERS[d]
            if can_pay_destinations_cost(s, p, d_number) and robo_place_min_2_count(p, d) == fewest:
                pay_destinations_cost(s, p, d_number)
                masks.list_remove(s.destination_display, d)
                p.destinations.append(d)
                p.points += DESTINATIONS_POINTS[d_number]
                if not p.explored_kinds & 1 << DESTINATIONS_KIND[d_number] != 0:
                    p.explored_kinds |= 1 << DESTINATIONS_KIND[d_number]
                    p.points += 2
                    if p.explored_kinds.bit_count() == 4:
                        p.points += 5
                break
        if s.destination_decks[REGIONS_IDS[s.region]]:
            s.destination_display.append(s.destination_decks[REGIONS_IDS[s.region]].pop())


def robo_bonus(s, p, agent_random, auto_single, card):
    """Difficult: the top bonus; Hard: the middle ones; Impossible: all of them. (definitions/trailblazer-jmt/game.yaml:488)"""
    if s.option_difficulty == 0 or s.option_difficulty == 2:
        # resolve_robo_cards_top, written in place
        effect_number = ROBO_CARDS_TOP_EFFECTS[card]
        if effect_number == 0:
            clamped = p.water + 1
            p.water = clamped
        elif effect_number == 1:
            clamped = p.earth + 1
            p.earth = clamped
        elif effect_number == 2:
            p.points += 1
        elif effect_number == 3:
            # robo_tent, written in place
            advance_elevation(s, p, agent_random, auto_single)
        elif effect_number == 4:
            clamped = p.wind + 1
            p.wind = clamped
        elif effect_number == 5:
            clamped = p.fire + 1
            p.fire = clamped
    if s.option_difficulty == 1 or s.option_difficulty == 2:
        # resolve_robo_cards_middle, written in place
        effect_number = ROBO_CARDS_MIDDLE_EFFECTS[card]
        if effect_number == 0:
            clamped = p.earth + 2
            p.earth = clamped
        elif effect_number == 1:
            p.points += 2
        elif effect_number == 2:
            clamped = p.wind + 1
            p.wind = clamped
            clamped = p.fire + 1
            p.fire = clamped
        elif effect_number == 3:
            # robo_tent, written in place
            advance_elevation(s, p, agent_random, auto_single)
            p.points += 1
        elif effect_number == 4:
            clamped = p.food + 1
            p.food = clamped
            p.points += 1
        elif effect_number == 5:
            # robo_tent, written in place
            advance_elevation(s, p, agent_random, auto_single)
            clamped = p.water + 1
            p.water = clamped
    if s.option_difficulty == 2:
        # resolve_robo_cards_bottom, written in place
        effect_number = ROBO_CARDS_BOTTOM_EFFECTS[card]
        if effect_number == 0:
            p.points += 2
        elif effect_number == 1:
            clamped = p.endurance + 1
            p.endurance = clamped
        elif effect_number == 2:
            # robo_tent, written in place
            advance_elevation(s, p, agent_random, auto_single)
        elif effect_number == 3:
            p.points += 1
        elif effect_number == 4:
            clamped = p.water + 2
            p.water = clamped


def do_robo_turn_any(s, p):
    """The any() of a generator in do_robo_turn, as a loop (natively a C loop, not a generator object)."""
    for g_ in s.guide_market:
        if GUIDE_SPACES_NUMBER[robo_place_min_min(s, g_) - 1] <= 4:
            if can_pay_guide_spaces_cost(s, p, robo_place_min_min(s, g_) - 1):
                return True
    return False


def do_robo_turn(s, p, agent_random, auto_single):
    """The Robo-Hiker's turn: its last Tracks token may hike; otherwise it reveals cards until one can be done. (definitions/trailblazer-jmt/game.yaml:794)"""
    if s.shared_piles is not None and s.shared_piles & 63528:
        # a judged clone's piles this may change, made its own first (destination_display, destinations_removed, robo_current, robo_deck, robo_old, robo_skipped, robo_used): owned_on_write.py
        if s.shared_piles & 8:
            s.destination_display = s.destination_display.copy()
        if s.shared_piles & 32:
            s.destinations_removed = s.destinations_removed.copy()
        if s.shared_piles & 2048:
            s.robo_current = s.robo_current.copy()
        if s.shared_piles & 4096:
            s.robo_deck = s.robo_deck.copy()
        if s.shared_piles & 8192:
            s.robo_old = s.robo_old.copy()
        if s.shared_piles & 16384:
            s.robo_skipped = s.robo_skipped.copy()
        if s.shared_piles & 32768:
            s.robo_used = s.robo_used.copy()
        s.shared_piles &= 985047
    if p.tracks == 1 and p.section < 10 and s.robo_pace == 0:
        if p.idle_rounds >= 2 or p.hiker_card:
            s.robo_pace = 1
        else:
            s.robo_pace = 2
    if p.tracks == 1 and p.section < 10 and s.robo_pace == 1:
        # robo_move, written in place
        p.hiked_today = True
        clamped_2 = p.section + 1
        if clamped_2 > 10:
            clamped_2 = 10
        p.section = clamped_2
        # entered_section, written in place
        if p.section == 5 and not p.robot:
            clamped_3 = 4
            p.hand_size = 4
        if p.section == 5 and s.region == 0:
            # switch_region, written in place
            draw(s.readable, s.destination_display, s.destinations_removed, len(s.destination_display))
            s.region = 1
            draw(s.readable, s.destination_decks[REGIONS_IDS[1]], s.destination_display, 3)
        if p.section == 9 and s.region == 1:
            # switch_region, written in place
            draw(s.readable, s.destination_display, s.destinations_removed, len(s.destination_display))
            s.region = 2
            draw(s.readable, s.destination_decks[REGIONS_IDS[2]], s.destination_display, 3)
        if p.section == 10:
            s.arrivals += 1
            p.arrival = s.arrivals
            p.points += whitney_award(p.arrival)
    else:
        # robo_reveal, written in place
        turns_taken = 0
        while len(s.robo_deck) + len(s.robo_old) > 0:
            if turns_taken >= 48:
                # loop_fails, written in place
                raise_state(s.readable, s)
                loop_turn(s.readable, None if p is None else s.readable.players[p.seat], turns_taken, 48, 'definitions/trailblazer-jmt/game.yaml:565:7')
            turns_taken += 1
            if len(s.robo_deck) == 0:
                draw(s.readable, s.robo_old, s.robo_deck, len(s.robo_old))
                shuffle(s.readable, s.robo_deck)
            if s.robo_deck:
                s.robo_current.append(s.robo_deck.pop())
            card = ROBO_CARDS_NUMBERS[s.robo_current[0]]
            plan = ROBO_CARDS_BAND_1[card] if s.round <= 3 else ROBO_CARDS_BAND_2[card] if s.round <= 6 else ROBO_CARDS_BAND_3[card] if s.round <= 9 else ROBO_CARDS_BAND_4[card]
            spot = ROBO_PLANS_FIRST[plan] if ((s.site_use[ROBO_SPOTS_SITE[ROBO_PLANS_FIRST[plan]] if ROBO_PLANS_FIRST[plan] >= 0 else none_read()] if (ROBO_SPOTS_SITE[ROBO_PLANS_FIRST[plan]] if ROBO_PLANS_FIRST[plan] >= 0 else none_read()) >= 0 else none_read()) < (2 if len(s.players) == 4 else 1) if (ROBO_SPOTS_SITE[ROBO_PLANS_FIRST[plan]] if ROBO_PLANS_FIRST[plan] >= 0 else none_read()) != -1 else not s.pass_taken if ROBO_PLANS_FIRST[plan] == 4 else not s.first_light_taken and s.first_light_water > 1 if ROBO_PLANS_FIRST[plan] == 5 else do_robo_turn_any(s, p) if ROBO_PLANS_FIRST[plan] == 6 else s.explore_used < len(s.players) + 1 and instant_destination_any(s, p)) else ROBO_PLANS_SECOND[plan] if ((s.site_use[ROBO_SPOTS_SITE[ROBO_PLANS_SECOND[plan]] if ROBO_PLANS_SECOND[plan] >= 0 else none_read()] if (ROBO_SPOTS_SITE[ROBO_PLANS_SECOND[plan]] if ROBO_PLANS_SECOND[plan] >= 0 else none_read()) >= 0 else none_read()) < (2 if len(s.players) == 4 else 1) if (ROBO_SPOTS_SITE[ROBO_PLANS_SECOND[plan]] if ROBO_PLANS_SECOND[plan] >= 0 else none_read()) != -1 else not s.pass_taken if ROBO_PLANS_SECOND[plan] == 4 else not s.first_light_taken and s.first_light_water > 1 if ROBO_PLANS_SECOND[plan] == 5 else do_robo_turn_any(s, p) if ROBO_PLANS_SECOND[plan] == 6 else s.explore_used < len(s.players) + 1 and instant_destination_any(s, p)) else ROBO_PLANS_THIRD[plan] if ((s.site_use[ROBO_SPOTS_SITE[ROBO_PLANS_THIRD[plan]] if ROBO_PLANS_THIRD[plan] >= 0 else none_read()] if (ROBO_SPOTS_SITE[ROBO_PLANS_THIRD[plan]] if ROBO_PLANS_THIRD[plan] >= 0 else none_read()) >= 0 else none_read()) < (2 if len(s.players) == 4 else 1) if (ROBO_SPOTS_SITE[ROBO_PLANS_THIRD[plan]] if ROBO_PLANS_THIRD[plan] >= 0 else none_read()) != -1 else not s.pass_taken if ROBO_PLANS_THIRD[plan] == 4 else not s.first_light_taken and s.first_light_water > 1 if ROBO_PLANS_THIRD[plan] == 5 else do_robo_turn_any(s, p) if ROBO_PLANS_THIRD[plan] == 6 else s.explore_used < len(s.players) + 1 and instant_destination_any(s, p)) else -1
            if spot == -1:
                if s.robo_current:
                    s.robo_skipped.append(s.robo_current.pop())
            else:
                robo_place(s, p, spot)
                if ROBO_CARDS_HIKER[card]:
                    p.hiker_card = True
                robo_bonus(s, p, agent_random, auto_single, card)
                if spot == 4:
                    robo_bonus(s, p, agent_random, auto_single, card)
                if s.robo_current:
                    s.robo_used.append(s.robo_current.pop())
                break
    clamped = p.tracks - 1
    if clamped < 0:
        clamped = 0
    p.tracks = clamped


def do_trade_water(s, p):
    """At Sunset, before paying food and water: trade 2 water for 1 water bottle (as often as you like). (definitions/trailblazer-jmt/game.yaml:696)"""
    clamped = p.water - 2
    if clamped < 0:
        clamped = 0
    p.water = clamped
    clamped = p.water_bottle + 1
    p.water_bottle = clamped


def missions_goal_count(p):
    """The count() of a generator in missions_goal, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for d in p.destinations:
        if DESTINATIONS_KIND[DESTINATIONS_NUMBERS[d]] == 2:
            total += 1
    return total


def missions_goal_count_2(p):
    """The count() of a generator in missions_goal, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for g_ in p.guides:
        if FIELD_GUIDES_CATEGORY[FIELD_GUIDES_NUMBERS[g_]] == 4:
            total += 1
    return total


def missions_goal_count_3(p):
    """The count() of a generator in missions_goal, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for g_ in p.guides:
        if FIELD_GUIDES_CATEGORY[FIELD_GUIDES_NUMBERS[g_]] == 1:
            total += 1
    return total


def missions_goal_count_4(p):
    """The count() of a generator in missions_goal, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for g_ in p.guides:
        if FIELD_GUIDES_CATEGORY[FIELD_GUIDES_NUMBERS[g_]] == 2:
            total += 1
    return total


def missions_goal_count_5(p):
    """The count() of a generator in missions_goal, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for g_ in p.guides:
        if FIELD_GUIDES_CATEGORY[FIELD_GUIDES_NUMBERS[g_]] == 3:
            total += 1
    return total


def missions_goal(s, p, card_row):
    """The goal a card of 'missions' prints, by the card's number."""
    value_number = MISSIONS_GOAL_VALUES[card_row]
    if value_number == 0:
        return p.section >= 3
    if value_number == 1:
        return p.backpack.bit_count() >= 6
    if value_number == 2:
        return missions_goal_count(p) >= 2
    if value_number == 3:
        return missions_goal_count_2(p) >= 2
    if value_number == 4:
        return p.elevation >= 9
    if value_number == 5:
        return p.section >= 4 and p.food >= 5
    if value_number == 6:
        return p.explored_kinds.bit_count() >= 3
    if value_number == 7:
        return p.section >= 5 and p.hardship == 0
    if value_number == 8:
        return missions_goal_count_3(p) >= 3
    if value_number == 9:
        return p.backpack.bit_count() == 12
    if value_number == 10:
        return len(p.destinations) >= 5
    if value_number == 11:
        return len(p.arrowheads) >= 2
    if value_number == 12:
        return p.arrival == 1
    if value_number == 13:
        return missions_goal_count_4(p) >= 2 and missions_goal_count_5(p) >= 2
    if value_number == 14:
        return p.elevation >= 24
    return p.hardship <= 1


def round_sunrise(s, p):
    """A step of the round."""
    if s.shared_piles is not None and s.shared_piles & 786432:
        # a judged clone's piles this may change, made its own first (weather_bag, weather_chart): owned_on_write.py
        if s.shared_piles & 262144:
            s.weather_bag = s.weather_bag.copy()
        if s.shared_piles & 524288:
            s.weather_chart = s.weather_chart.copy()
        s.shared_piles &= 262143
    if s.weather_bag:
        s.weather_chart.append(s.weather_bag.pop())


def round_trail_play(state, s, randoms, observe):
    """Every pick of the round step trail, drawn as a random agent draws."""
    n = len(s.players)
    s.turn = s.first_player
    picks = [8] * n
    s.picks = picks
    while True:
        for offset in range(n):
            seat = (s.turn + offset) % n
            if picks[seat] > 0:
                p = s.players[seat]
                # the legal moves of trail: the number of each action allowed
                moves = s.moves
                moves.clear()
                if not p.robot and not p.drew_today:
                    moves.append(0)
                for card_card in p.hand:
                    card = TRAIL_CARDS_NUMBERS[card_card]
                    if p.drew_today and not p.played_today and p.pass_plays == 0 and (TRAIL_CARDS_KIND[card] != 'obstacle' or TRAIL_CARDS_GEAR[card] >= 0 and p.backpack & 1 << TRAIL_CARDS_GEAR[card] != 0 or s.option_obstacle_cards == 1):
                        moves.append(1 + 4 * card)
                for card_card in p.hand:
                    card = TRAIL_CARDS_NUMBERS[card_card]
                    if p.drew_today and not p.played_today and p.pass_plays == 0:
                        moves.append(2 + 4 * card)
                for card_card in p.hand:
                    card = TRAIL_CARDS_NUMBERS[card_card]
                    if p.pass_plays > 0:
                        moves.append(3 + 4 * card)
                if moves:
                    break
                picks[seat] = 0
        else:
            break
        s.turn = seat
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
            # do_sunrise_draw, written in place
            p.drew_today = True
            # draw_trail, written in place
            n_2 = p.hand_size + 1 - len(p.hand)
            if n_2 <= 1:
                n_2 = 1
            if n_2 < 0 or n_2 > 100000:
                repeat_count(n_2)
            for _ in range(n_2):
                if len(s.trail_deck) == 0:
                    draw(s.readable, s.trail_discard, s.trail_deck, len(s.trail_discard))
                    shuffle(s.readable, s.trail_deck)
                if s.trail_deck:
                    p.hand.append(s.trail_deck.pop())
            s.next_turn = s.turn
        elif action == 1:
            # do_play_trail, written in place
            agent_random_2 = randoms[seat]
            card_2 = move // 4
            p.played_today = True
            masks.list_remove(p.hand, TRAIL_CARDS_IDS[card_2])
            s.trail_discard.append(TRAIL_CARDS_IDS[card_2])
            resolve_trail_cards_benefit(s, p, agent_random_2, True, card_2)
            if TRAIL_CARDS_KIND[card_2] == 'instant':
                # draw_trail, written in place
                for _ in range(1):
                    if len(s.trail_deck) == 0:
                        draw(s.readable, s.trail_discard, s.trail_deck, len(s.trail_discard))
                        shuffle(s.readable, s.trail_deck)
                    if s.trail_deck:
                        p.hand.append(s.trail_deck.pop())
            # load_or_use, written in place
            item = TRAIL_CARDS_GEAR[card_2]
            if item == -1:
                pass
            elif not (item >= 0 and p.backpack & 1 << item != 0):
                load_gear(s, p, agent_random_2, True, item)
            else:
                advance_elevation(s, p, agent_random_2, True)
            if p.pass_plays > 0:
                s.next_turn = s.turn
        elif action == 2:
            # do_discard_for_water, written in place
            card_2 = move // 4
            p.played_today = True
            masks.list_remove(p.hand, TRAIL_CARDS_IDS[card_2])
            s.trail_discard.append(TRAIL_CARDS_IDS[card_2])
            # take, written in place
            # change_naturals, written in place
            amount = 12 - (p.water + p.earth + p.wind + p.fire)
            if amount <= 0:
                amount = 0
            if amount >= 1:
                amount = 1
            clamped = p.water + amount
            if clamped < 0:
                clamped = 0
            p.water = clamped
        elif action == 3:
            # do_pass_card, written in place
            agent_random_2 = randoms[seat]
            card_2 = move // 4
            clamped = p.pass_plays - 1
            if clamped < 0:
                clamped = 0
            p.pass_plays = clamped
            masks.list_remove(p.hand, TRAIL_CARDS_IDS[card_2])
            s.trail_discard.append(TRAIL_CARDS_IDS[card_2])
            resolve_trail_cards_benefit(s, p, agent_random_2, True, card_2)
            if p.pass_plays > 0:
                s.next_turn = s.turn
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        # after_action, written in place
        for p_2 in s.players:
            # after_action_step, written in place
            for m in p_2.kept_missions:
                m_number = MISSIONS_NUMBERS[m]
                if MISSIONS_KIND[m_number] == 'during' and not p_2.missions_done & 1 << m_number != 0 and missions_goal(s, p_2, m_number):
                    p_2.missions_done |= 1 << m_number
                    p_2.points += MISSIONS_POINTS[m_number]
        picks[seat] -= 1
        if s.next_turn == seat:
            s.next_turn = -1
        else:
            s.turn = (seat + 1) % n
    s.picks = None


def round_daytime_play_count(s):
    """The count() of a generator in round_daytime_play, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for t in range(5):
        if not s.guide_gaps & 1 << t != 0 and GUIDE_SPACES_NUMBER[t] < GUIDE_SPACES_NUMBER[0]:
            total += 1
    return total


def round_daytime_play_count_2(s):
    """The count() of a generator in round_daytime_play, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for t in range(5):
        if not s.guide_gaps & 1 << t != 0 and GUIDE_SPACES_NUMBER[t] < GUIDE_SPACES_NUMBER[1]:
            total += 1
    return total


def round_daytime_play_count_3(s):
    """The count() of a generator in round_daytime_play, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for t in range(5):
        if not s.guide_gaps & 1 << t != 0 and GUIDE_SPACES_NUMBER[t] < GUIDE_SPACES_NUMBER[2]:
            total += 1
    return total


def round_daytime_play_count_4(s):
    """The count() of a generator in round_daytime_play, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for t in range(5):
        if not s.guide_gaps & 1 << t != 0 and GUIDE_SPACES_NUMBER[t] < GUIDE_SPACES_NUMBER[3]:
            total += 1
    return total


def round_daytime_play_count_5(s):
    """The count() of a generator in round_daytime_play, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for t in range(5):
        if not s.guide_gaps & 1 << t != 0 and GUIDE_SPACES_NUMBER[t] < GUIDE_SPACES_NUMBER[4]:
            total += 1
    return total


def round_daytime_play_min(s, each_1, guide):
    """The min() of a generator in round_daytime_play, as a loop (natively a C loop, not a generator object)."""
    best = 0
    found = False
    for s_ in range(5):
        if not s.guide_gaps & 1 << s_ != 0 and each_1[s_] == s.guide_market.index(FIELD_GUIDES_IDS[guide]):
            value = GUIDE_SPACES_NUMBER[s_]
            if not found or value < best:
                best = value
                found = True
    return best


def round_daytime_play_sum(s):
    """The sum() of a generator in round_daytime_play, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for q in s.players:
        if not q.robot:
            total += q.hardship
    return total


def round_daytime_play_min_2(s, guide_2):
    """The min() of a generator in round_daytime_play, as a loop (natively a C loop, not a generator object)."""
    best = 0
    found = False
    for s_ in range(5):
        if not s.guide_gaps & 1 << s_ != 0 and do_discover_min_count(s, s_) == s.guide_market.index(FIELD_GUIDES_IDS[guide_2]):
            value = GUIDE_SPACES_NUMBER[s_]
            if not found or value < best:
                best = value
                found = True
    return best


def round_daytime_play(state, s, randoms, observe):
    """Every pick of the round step daytime, drawn as a random agent draws."""
    n = len(s.players)
    s.turn = s.first_player
    picks = [60] * n
    s.picks = picks
    while True:
        for offset in range(n):
            seat = (s.turn + offset) % n
            if picks[seat] > 0:
                p = s.players[seat]
                # the legal moves of daytime: the number of each action allowed
                my_hike_tracks = 2 if p.section == 10 - 1 else 1
                my_free = not p.robot and p.tracks > 0 and p.pass_plays == 0
                my_site_capacity = 2 if len(s.players) == 4 else 1
                my_can_bypass = p.windrose or p.elevation_medal
                my_explore_spaces = len(s.players) + 1
                each_1 = (round_daytime_play_count(s), round_daytime_play_count_2(s), round_daytime_play_count_3(s), round_daytime_play_count_4(s), round_daytime_play_count_5(s))
                moves = s.moves
                moves.clear()
                if not p.robot and p.pass_plays == 0 and p.tracks >= my_hike_tracks and not p.hiked_today and p.section < 10:
                    moves.append(0)
                for kind in range(4):
                    if my_free and ((s.site_use[kind] if kind >= 0 else none_read()) < my_site_capacity or my_can_bypass):
                        moves.append(1 + 10 * kind)
                for guide_card in s.guide_market:
                    guide = FIELD_GUIDES_NUMBERS[guide_card]
                    if my_free and can_pay_guide_spaces_cost(s, p, round_daytime_play_min(s, each_1, guide) - 1):
                        moves.append(2 + 10 * guide)
                for card_card in s.destination_display:
                    card = DESTINATIONS_NUMBERS[card_card]
                    if my_free and (s.explore_used < my_explore_spaces or my_can_bypass) and can_pay_destinations_cost(s, p, card):
                        moves.append(3 + 10 * card)
                for item in range(4):
                    if my_free and p.section >= 4 and not (item >= 0 and p.lodge_mine & 1 << item != 0) and (not (PERSONALS_ONCE_A_DAY[item] if item >= 0 else none_read()) or not (item >= 0 and s.lodge_taken & 1 << item != 0) or my_can_bypass):
                        moves.append(4 + 10 * item)
                if my_free and p.section >= 4 and (s.team_hardship + round_daytime_play_sum(s) if s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2 else p.hardship) > 0 and (not s.hardship_lodge_taken or my_can_bypass):
                    moves.append(5)
                if my_free and (not s.pass_taken or my_can_bypass):
                    moves.append(6)
                for card_card in p.hand:
                    card = TRAIL_CARDS_NUMBERS[card_card]
                    if p.pass_plays > 0:
                        moves.append(7 + 10 * card)
                if my_free and not s.first_light_taken:
                    moves.append(8)
                if p.robot and p.tracks > 0:
                    moves.append(9)
                if moves:
                    break
                picks[seat] = 0
        else:
            break
        s.turn = seat
        if observe is not None:
            raise_state(state, s)
            observe(state)
        agent_random = randoms[seat]
        drawn = int(agent_random.random() * len(moves))
        move = moves[drawn]
        action = move % 10
        if action == 1:
            # do_acquire, written in place
            kind_2 = move // 10
            clamped = p.tracks - 1
            if clamped < 0:
                clamped = 0
            p.tracks = clamped
            if (s.site_use[kind_2] if kind_2 >= 0 else none_read()) >= (2 if len(s.players) == 4 else 1):
                # spend_medallion, written in place
                if p.windrose:
                    p.windrose = False
                else:
                    p.elevation_medal = False
            if kind_2 < 0:
                none_read()
            s.site_use[kind_2] += 1
            # take, written in place
            n_2 = NATURALS_AMOUNT[kind_2] if kind_2 >= 0 else none_read()
            # change_naturals, written in place
            amount = 12 - (p.water + p.earth + p.wind + p.fire)
            if amount <= 0:
                amount = 0
            if amount >= n_2:
                amount = n_2
            if kind_2 == 0:
                clamped_2 = p.water + amount
                if clamped_2 < 0:
                    clamped_2 = 0
                p.water = clamped_2
            elif kind_2 == 1:
                clamped_2 = p.earth + amount
                if clamped_2 < 0:
                    clamped_2 = 0
                p.earth = clamped_2
            elif kind_2 == 2:
                clamped_2 = p.wind + amount
                if clamped_2 < 0:
                    clamped_2 = 0
                p.wind = clamped_2
            elif kind_2 == 3:
                clamped_2 = p.fire + amount
                if clamped_2 < 0:
                    clamped_2 = 0
                p.fire = clamped_2
        elif action == 4:
            # do_resupply, written in place
            item_2 = move // 10
            clamped = p.tracks - 1
            if clamped < 0:
                clamped = 0
            p.tracks = clamped
            if (PERSONALS_ONCE_A_DAY[item_2] if item_2 >= 0 else none_read()) and item_2 >= 0 and s.lodge_taken & 1 << item_2 != 0:
                # spend_medallion, written in place
                if p.windrose:
                    p.windrose = False
                else:
                    p.elevation_medal = False
            p.lodge_mine |= 1 << item_2
            if PERSONALS_ONCE_A_DAY[item_2] if item_2 >= 0 else none_read():
                s.lodge_taken |= 1 << item_2
            # change_personals, written in place
            amount = PERSONALS_AMOUNT[item_2] if item_2 >= 0 else none_read()
            if item_2 == 0:
                clamped_2 = p.food + amount
                if clamped_2 < 0:
                    clamped_2 = 0
                p.food = clamped_2
            elif item_2 == 1:
                clamped_2 = p.water_bottle + amount
                if clamped_2 < 0:
                    clamped_2 = 0
                p.water_bottle = clamped_2
            elif item_2 == 2:
                clamped_2 = p.zzz + amount
                if clamped_2 < 0:
                    clamped_2 = 0
                p.zzz = clamped_2
            elif item_2 == 3:
                clamped_2 = p.endurance + amount
                if clamped_2 < 0:
                    clamped_2 = 0
                p.endurance = clamped_2
        elif action == 0:
            do_hike(s, p)
        elif action == 2:
            # do_discover, written in place
            agent_random_2 = randoms[seat]
            guide_2 = move // 10
            pay_guide_spaces_cost(s, p, round_daytime_play_min_2(s, guide_2) - 1)
            clamped = p.tracks - 1
            if clamped < 0:
                clamped = 0
            p.tracks = clamped
            s.guide_gaps |= 1 << round_daytime_play_min_2(s, guide_2) - 1
            masks.list_remove(s.guide_market, FIELD_GUIDES_IDS[guide_2])
            p.guides.append(FIELD_GUIDES_IDS[guide_2])
            # resolve_field_guides_reward, written in place
            effect_number = FIELD_GUIDES_REWARD_EFFECTS[guide_2]
            if effect_number == 0:
                p.points += 1
            elif effect_number == 1:
                clamped_2 = p.water_bottle + 1
                p.water_bottle = clamped_2
            elif effect_number == 2:
                # take, written in place
                # change_naturals, written in place
                amount = 12 - (p.water + p.earth + p.wind + p.fire)
                if amount <= 0:
                    amount = 0
                if amount >= 1:
                    amount = 1
                clamped_3 = p.water + amount
                if clamped_3 < 0:
                    clamped_3 = 0
                p.water = clamped_3
            elif effect_number == 3:
                p.points += 2
            elif effect_number == 4:
                clamped_2 = p.zzz + 1
                p.zzz = clamped_2
            elif effect_number == 5:
                # take, written in place
                # change_naturals, written in place
                amount = 12 - (p.water + p.earth + p.wind + p.fire)
                if amount <= 0:
                    amount = 0
                if amount >= 1:
                    amount = 1
                clamped_3 = p.earth + amount
                if clamped_3 < 0:
                    clamped_3 = 0
                p.earth = clamped_3
            elif effect_number == 6:
                clamped_2 = p.endurance + 1
                p.endurance = clamped_2
            elif effect_number == 7:
                # take, written in place
                # change_naturals, written in place
                amount = 12 - (p.water + p.earth + p.wind + p.fire)
                if amount <= 0:
                    amount = 0
                if amount >= 1:
                    amount = 1
                clamped_3 = p.wind + amount
                if clamped_3 < 0:
                    clamped_3 = 0
                p.wind = clamped_3
            elif effect_number == 8:
                clamped_2 = p.food + 1
                p.food = clamped_2
            elif effect_number == 9:
                # take, written in place
                # change_naturals, written in place
                amount = 12 - (p.water + p.earth + p.wind + p.fire)
                if amount <= 0:
                    amount = 0
                if amount >= 1:
                    amount = 1
                clamped_3 = p.fire + amount
                if clamped_3 < 0:
                    clamped_3 = 0
                p.fire = clamped_3
            if FIELD_GUIDES_CATEGORY[guide_2] == 4:
                clamped = p.tracks + 1
                p.tracks = clamped
            # load_or_use, written in place
            item_2 = FIELD_GUIDES_GEAR[guide_2]
            if item_2 == -1:
                pass
            elif not (item_2 >= 0 and p.backpack & 1 << item_2 != 0):
                load_gear(s, p, agent_random_2, False, item_2)
            else:
                advance_elevation(s, p, agent_random_2, False)
        elif action == 3:
            # do_explore, written in place
            agent_random_2 = randoms[seat]
            card_2 = move // 10
            pay_destinations_cost(s, p, card_2)
            clamped = p.tracks - 1
            if clamped < 0:
                clamped = 0
            p.tracks = clamped
            if s.explore_used >= len(s.players) + 1:
                # spend_medallion, written in place
                if p.windrose:
                    p.windrose = False
                else:
                    p.elevation_medal = False
            s.explore_used += 1
            # take_destination, written in place
            masks.list_remove(s.destination_display, DESTINATIONS_IDS[card_2])
            p.destinations.append(DESTINATIONS_IDS[card_2])
            p.points += DESTINATIONS_POINTS[card_2]
            if not p.explored_kinds & 1 << DESTINATIONS_KIND[card_2] != 0:
                p.explored_kinds |= 1 << DESTINATIONS_KIND[card_2]
                exploration_bonus(s, p, agent_random_2, False, DESTINATIONS_KIND[card_2])
                if p.explored_kinds.bit_count() == 4:
                    s.explorers += 1
                    p.points += explorer_award(s.explorers)
            # load_or_use, written in place
            item_2 = DESTINATIONS_GEAR[card_2]
            if item_2 == -1:
                pass
            elif not (item_2 >= 0 and p.backpack & 1 << item_2 != 0):
                load_gear(s, p, agent_random_2, False, item_2)
            else:
                advance_elevation(s, p, agent_random_2, False)
            if s.destination_decks[REGIONS_IDS[s.region]]:
                s.destination_display.append(s.destination_decks[REGIONS_IDS[s.region]].pop())
        elif action == 5:
            # do_remove_hardship, written in place
            clamped = p.tracks - 1
            if clamped < 0:
                clamped = 0
            p.tracks = clamped
            if s.hardship_lodge_taken:
                # spend_medallion, written in place
                if p.windrose:
                    p.windrose = False
                else:
                    p.elevation_medal = False
            s.hardship_lodge_taken = True
            # ease_hardship, written in place
            if p.hardship > 0:
                clamped_2 = p.hardship - 1
                if clamped_2 < 0:
                    clamped_2 = 0
                p.hardship = clamped_2
            elif s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2 and s.team_hardship > 0:
                clamped_2 = s.team_hardship - 1
                if clamped_2 < 0:
                    clamped_2 = 0
                s.team_hardship = clamped_2
            elif s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2:
                for q in s.players:
                    if q.seat == (p.seat + 2) % len(s.players) and q.hardship > 0:
                        clamped_2 = q.hardship - 1
                        if clamped_2 < 0:
                            clamped_2 = 0
                        q.hardship = clamped_2
        elif action == 6:
            # do_mountain_pass, written in place
            clamped = p.tracks - 1
            if clamped < 0:
                clamped = 0
            p.tracks = clamped
            if s.pass_taken:
                # spend_medallion, written in place
                if p.windrose:
                    p.windrose = False
                else:
                    p.elevation_medal = False
            s.pass_taken = True
            # draw_trail, written in place
            for _ in range(2):
                if len(s.trail_deck) == 0:
                    draw(s.readable, s.trail_discard, s.trail_deck, len(s.trail_discard))
                    shuffle(s.readable, s.trail_deck)
                if s.trail_deck:
                    p.hand.append(s.trail_deck.pop())
            clamped = 2
            p.pass_plays = 2
            s.next_turn = s.turn
        elif action == 7:
            # do_pass_card, written in place
            agent_random_2 = randoms[seat]
            card_2 = move // 10
            clamped = p.pass_plays - 1
            if clamped < 0:
                clamped = 0
            p.pass_plays = clamped
            masks.list_remove(p.hand, TRAIL_CARDS_IDS[card_2])
            s.trail_discard.append(TRAIL_CARDS_IDS[card_2])
            resolve_trail_cards_benefit(s, p, agent_random_2, False, card_2)
            if p.pass_plays > 0:
                s.next_turn = s.turn
        elif action == 8:
            # do_first_light, written in place
            clamped = p.tracks - 1
            if clamped < 0:
                clamped = 0
            p.tracks = clamped
            s.first_light_taken = True
            p.has_first_light = True
            # take, written in place
            n_2 = s.first_light_water
            # change_naturals, written in place
            amount = 12 - (p.water + p.earth + p.wind + p.fire)
            if amount <= 0:
                amount = 0
            if amount >= n_2:
                amount = n_2
            clamped_2 = p.water + amount
            if clamped_2 < 0:
                clamped_2 = 0
            p.water = clamped_2
            clamped = 0
            s.first_light_water = 0
        elif action == 9:
            # do_robo_turn, written in place
            agent_random_2 = randoms[seat]
            if p.tracks == 1 and p.section < 10 and s.robo_pace == 0:
                if p.idle_rounds >= 2 or p.hiker_card:
                    s.robo_pace = 1
                else:
                    s.robo_pace = 2
            if p.tracks == 1 and p.section < 10 and s.robo_pace == 1:
                # robo_move, written in place
                p.hiked_today = True
                clamped_2 = p.section + 1
                if clamped_2 > 10:
                    clamped_2 = 10
                p.section = clamped_2
                # entered_section, written in place
                if p.section == 5 and not p.robot:
                    clamped_3 = 4
                    p.hand_size = 4
                if p.section == 5 and s.region == 0:
                    # switch_region, written in place
                    draw(s.readable, s.destination_display, s.destinations_removed, len(s.destination_display))
                    s.region = 1
                    draw(s.readable, s.destination_decks[REGIONS_IDS[1]], s.destination_display, 3)
                if p.section == 9 and s.region == 1:
                    # switch_region, written in place
                    draw(s.readable, s.destination_display, s.destinations_removed, len(s.destination_display))
                    s.region = 2
                    draw(s.readable, s.destination_decks[REGIONS_IDS[2]], s.destination_display, 3)
                if p.section == 10:
                    s.arrivals += 1
                    p.arrival = s.arrivals
                    p.points += whitney_award(p.arrival)
            else:
                # robo_reveal, written in place
                turns_taken = 0
                while len(s.robo_deck) + len(s.robo_old) > 0:
                    if turns_taken >= 48:
                        # loop_fails, written in place
                        raise_state(s.readable, s)
                        loop_turn(s.readable, None if p is None else s.readable.players[p.seat], turns_taken, 48, 'definitions/trailblazer-jmt/game.yaml:565:7')
                    turns_taken += 1
                    if len(s.robo_deck) == 0:
                        draw(s.readable, s.robo_old, s.robo_deck, len(s.robo_old))
                        shuffle(s.readable, s.robo_deck)
                    if s.robo_deck:
                        s.robo_current.append(s.robo_deck.pop())
                    card_2 = ROBO_CARDS_NUMBERS[s.robo_current[0]]
                    plan = ROBO_CARDS_BAND_1[card_2] if s.round <= 3 else ROBO_CARDS_BAND_2[card_2] if s.round <= 6 else ROBO_CARDS_BAND_3[card_2] if s.round <= 9 else ROBO_CARDS_BAND_4[card_2]
                    spot = ROBO_PLANS_FIRST[plan] if ((s.site_use[ROBO_SPOTS_SITE[ROBO_PLANS_FIRST[plan]] if ROBO_PLANS_FIRST[plan] >= 0 else none_read()] if (ROBO_SPOTS_SITE[ROBO_PLANS_FIRST[plan]] if ROBO_PLANS_FIRST[plan] >= 0 else none_read()) >= 0 else none_read()) < (2 if len(s.players) == 4 else 1) if (ROBO_SPOTS_SITE[ROBO_PLANS_FIRST[plan]] if ROBO_PLANS_FIRST[plan] >= 0 else none_read()) != -1 else not s.pass_taken if ROBO_PLANS_FIRST[plan] == 4 else not s.first_light_taken and s.first_light_water > 1 if ROBO_PLANS_FIRST[plan] == 5 else do_robo_turn_any(s, p) if ROBO_PLANS_FIRST[plan] == 6 else s.explore_used < len(s.players) + 1 and instant_destination_any(s, p)) else ROBO_PLANS_SECOND[plan] if ((s.site_use[ROBO_SPOTS_SITE[ROBO_PLANS_SECOND[plan]] if ROBO_PLANS_SECOND[plan] >= 0 else none_read()] if (ROBO_SPOTS_SITE[ROBO_PLANS_SECOND[plan]] if ROBO_PLANS_SECOND[plan] >= 0 else none_read()) >= 0 else none_read()) < (2 if len(s.players) == 4 else 1) if (ROBO_SPOTS_SITE[ROBO_PLANS_SECOND[plan]] if ROBO_PLANS_SECOND[plan] >= 0 else none_read()) != -1 else not s.pass_taken if ROBO_PLANS_SECOND[plan] == 4 else not s.first_light_taken and s.first_light_water > 1 if ROBO_PLANS_SECOND[plan] == 5 else do_robo_turn_any(s, p) if ROBO_PLANS_SECOND[plan] == 6 else s.explore_used < len(s.players) + 1 and instant_destination_any(s, p)) else ROBO_PLANS_THIRD[plan] if ((s.site_use[ROBO_SPOTS_SITE[ROBO_PLANS_THIRD[plan]] if ROBO_PLANS_THIRD[plan] >= 0 else none_read()] if (ROBO_SPOTS_SITE[ROBO_PLANS_THIRD[plan]] if ROBO_PLANS_THIRD[plan] >= 0 else none_read()) >= 0 else none_read()) < (2 if len(s.players) == 4 else 1) if (ROBO_SPOTS_SITE[ROBO_PLANS_THIRD[plan]] if ROBO_PLANS_THIRD[plan] >= 0 else none_read()) != -1 else not s.pass_taken if ROBO_PLANS_THIRD[plan] == 4 else not s.first_light_taken and s.first_light_water > 1 if ROBO_PLANS_THIRD[plan] == 5 else do_robo_turn_any(s, p) if ROBO_PLANS_THIRD[plan] == 6 else s.explore_used < len(s.players) + 1 and instant_destination_any(s, p)) else -1
                    if spot == -1:
                        if s.robo_current:
                            s.robo_skipped.append(s.robo_current.pop())
                    else:
                        robo_place(s, p, spot)
                        if ROBO_CARDS_HIKER[card_2]:
                            p.hiker_card = True
                        robo_bonus(s, p, agent_random_2, False, card_2)
                        if spot == 4:
                            robo_bonus(s, p, agent_random_2, False, card_2)
                        if s.robo_current:
                            s.robo_used.append(s.robo_current.pop())
                        break
            clamped = p.tracks - 1
            if clamped < 0:
                clamped = 0
            p.tracks = clamped
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        # after_action, written in place
        for p_2 in s.players:
            # after_action_step, written in place
            for m in p_2.kept_missions:
                m_number = MISSIONS_NUMBERS[m]
                if MISSIONS_KIND[m_number] == 'during' and not p_2.missions_done & 1 << m_number != 0 and missions_goal(s, p_2, m_number):
                    p_2.missions_done |= 1 << m_number
                    p_2.points += MISSIONS_POINTS[m_number]
        picks[seat] -= 1
        if s.next_turn == seat:
            s.next_turn = -1
        else:
            s.turn = (seat + 1) % n
    s.picks = None


def round_refill_play(state, s, randoms, observe):
    """Every pick of the round step refill, drawn as a random agent draws."""
    n = len(s.players)
    picks = [6] * n
    s.picks = picks
    # at most 6 picks a seat: the move limit can be passed in this step only if it is that near
    watched = s.turn_moves + 6 * n > s.max_moves
    for seat in range(n):
        p = s.players[seat]
        while True:
            # the legal moves of refill: the number of each action allowed
            moves = s.moves
            moves.clear()
            if not p.robot and p.water >= 2:
                moves.append(0)
            if moves:
                moves.append(-1)
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
                if move == 0:
                    # do_trade_water, written in place
                    clamped = p.water - 2
                    if clamped < 0:
                        clamped = 0
                    p.water = clamped
                    clamped = p.water_bottle + 1
                    p.water_bottle = clamped
                s.turn_moves += 1
                if watched and s.turn_moves > s.max_moves:
                    # too_many_moves, written in place
                    raise_state(s.readable, s)
                    s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
                # after_action, written in place
                for p_2 in s.players:
                    # after_action_step, written in place
                    for m in p_2.kept_missions:
                        m_number = MISSIONS_NUMBERS[m]
                        if MISSIONS_KIND[m_number] == 'during' and not p_2.missions_done & 1 << m_number != 0 and missions_goal(s, p_2, m_number):
                            p_2.missions_done |= 1 << m_number
                            p_2.points += MISSIONS_POINTS[m_number]
                picks[seat] -= 1
            if picks[seat] <= 0:
                break
    s.picks = None


def round_consume(s, p):
    """A step of the round, for each player."""
    if p.robot:
        if not p.hiked_today:
            p.idle_rounds += 1
    elif not (s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2):
        if p.water_bottle == 0 and p.water >= 2:
            clamped = p.water - 2
            if clamped < 0:
                clamped = 0
            p.water = clamped
            clamped = p.water_bottle + 1
            p.water_bottle = clamped
        if p.food >= 1:
            clamped = p.food - 1
            if clamped < 0:
                clamped = 0
            p.food = clamped
        else:
            clamped = p.hardship + 1
            p.hardship = clamped
        if p.water_bottle >= 1:
            clamped = p.water_bottle - 1
            if clamped < 0:
                clamped = 0
            p.water_bottle = clamped
        else:
            clamped = p.hardship + 1
            p.hardship = clamped
    if s.round < 12:
        clamped = p.tracks_owned
        if clamped < 0:
            clamped = 0
        p.tracks = clamped


def round_group_upkeep_any(s):
    """The any() of a generator in round_group_upkeep, as a loop (natively a C loop, not a generator object)."""
    for q in s.players:
        if not q.robot:
            if q.hiked_today:
                return True
    return False


def round_group_upkeep_all(s):
    """The all() of a generator in round_group_upkeep, as a loop (natively a C loop, not a generator object)."""
    for q in s.players:
        if not q.robot:
            if not q.hiked_today:
                return False
    return True


def round_group_upkeep(s, p):
    """A step of the round."""
    if s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2:
        if round_group_upkeep_any(s) and not round_group_upkeep_all(s):
            s.pace_broken = True
        food_owed = 2
        bottles_owed = 2
        for q in s.players:
            if not q.robot:
                f = q.food
                if food_owed < f:
                    f = food_owed
                clamped = q.food - f
                if clamped < 0:
                    clamped = 0
                q.food = clamped
                food_owed -= f
                b = q.water_bottle
                if bottles_owed < b:
                    b = bottles_owed
                clamped = q.water_bottle - b
                if clamped < 0:
                    clamped = 0
                q.water_bottle = clamped
                bottles_owed -= b
        for q in s.players:
            if not q.robot:
                turns_taken_2 = 0
                while bottles_owed > 0 and q.water >= 2:
                    if turns_taken_2 >= 2:
                        # loop_fails, written in place
                        raise_state(s.readable, s)
                        loop_turn(s.readable, None if None is None else s.readable.players[None.seat], turns_taken_2, 2, 'definitions/trailblazer-jmt/game.yaml:901:15')
                    turns_taken_2 += 1
                    clamped = q.water - 2
                    if clamped < 0:
                        clamped = 0
                    q.water = clamped
                    bottles_owed -= 1
        clamped = s.team_hardship + (food_owed + bottles_owed)
        if clamped < 0:
            clamped = 0
        s.team_hardship = clamped


def round_sunset(s, p):
    """A step of the round."""
    if s.shared_piles is not None and s.shared_piles & 61888:
        # a judged clone's piles this may change, made its own first (guide_deck, guide_discard, guide_market, robo_deck, robo_old, robo_skipped, robo_used): owned_on_write.py
        if s.shared_piles & 64:
            s.guide_deck = s.guide_deck.copy()
        if s.shared_piles & 128:
            s.guide_discard = s.guide_discard.copy()
        if s.shared_piles & 256:
            s.guide_market = s.guide_market.copy()
        if s.shared_piles & 4096:
            s.robo_deck = s.robo_deck.copy()
        if s.shared_piles & 8192:
            s.robo_old = s.robo_old.copy()
        if s.shared_piles & 16384:
            s.robo_skipped = s.robo_skipped.copy()
        if s.shared_piles & 32768:
            s.robo_used = s.robo_used.copy()
        s.shared_piles &= 986687
    if s.round < 12:
        if FIELD_GUIDES_IDS[s.leftmost] in s.guide_market:
            move_card(s.guide_market, s.guide_discard, FIELD_GUIDES_IDS[s.leftmost])
        # refill_guides, written in place
        repeat_times = 5 - len(s.guide_market)
        if repeat_times < 0 or repeat_times > 100000:
            repeat_count(repeat_times)
        for _ in range(repeat_times):
            if len(s.guide_deck) == 0:
                draw(s.readable, s.guide_discard, s.guide_deck, len(s.guide_discard))
                shuffle(s.readable, s.guide_deck)
            if s.guide_deck:
                s.guide_market.append(s.guide_deck.pop())
        s.leftmost = FIELD_GUIDES_NUMBERS[s.guide_market[0]]
        lit = False
        for q in s.players:
            if q.has_first_light:
                q.has_first_light = False
                s.trailblazer = q.seat
                lit = True
        if not lit:
            s.trailblazer = (s.trailblazer + 1) % len(s.players)
        s.first_player = s.players[s.trailblazer].seat
        clamped = s.first_light_water + 1
        s.first_light_water = clamped
        draw(s.readable, s.robo_used, s.robo_old, len(s.robo_used))
        draw(s.readable, s.robo_skipped, s.robo_old, len(s.robo_skipped))
        if s.round == 3 or s.round == 6 or s.round == 9:
            draw(s.readable, s.robo_old, s.robo_deck, len(s.robo_old))
            shuffle(s.readable, s.robo_deck)


def clone(s):
    """A copy of the lowered state to play on (a move weighed, a world searched): its numbers, new lists for its maps, piles and picks, its players anew. It shares the readable state and the random stream, which the runtime sets."""
    c = State()
    c.shared_piles = None
    c.trail_deck = s.trail_deck.copy()
    c.trail_discard = s.trail_discard.copy()
    c.boxed_trail = s.boxed_trail
    c.guide_deck = s.guide_deck.copy()
    c.guide_market = s.guide_market.copy()
    c.guide_discard = s.guide_discard.copy()
    c.leftmost = s.leftmost
    c.guide_gaps = s.guide_gaps
    c.destination_box = s.destination_box
    c.destination_decks = dict(zip(s.destination_decks, map(list.copy, s.destination_decks.values())))
    c.destination_display = s.destination_display.copy()
    c.destinations_removed = s.destinations_removed.copy()
    c.region = s.region
    c.weather_bag = s.weather_bag.copy()
    c.weather_chart = s.weather_chart.copy()
    c.marker_bag = s.marker_bag
    c.trail_markers = s.trail_markers.copy()
    c.pack_box = s.pack_box
    c.arrow_deck = s.arrow_deck.copy()
    c.arrow_offer = s.arrow_offer.copy()
    c.golden = s.golden.copy()
    c.site_use = list(s.site_use)
    c.explore_used = s.explore_used
    c.lodge_taken = s.lodge_taken
    c.hardship_lodge_taken = s.hardship_lodge_taken
    c.pass_taken = s.pass_taken
    c.first_light_taken = s.first_light_taken
    c.first_light_water = s.first_light_water
    c.trailblazer = s.trailblazer
    c.windrose_taken = s.windrose_taken
    c.elevation_medal_taken = s.elevation_medal_taken
    c.arrivals = s.arrivals
    c.full_packs = s.full_packs
    c.summits = s.summits
    c.explorers = s.explorers
    c.mission_deck = s.mission_deck.copy()
    c.skill_deck = s.skill_deck.copy()
    c.robo_deck = s.robo_deck.copy()
    c.robo_current = s.robo_current.copy()
    c.robo_used = s.robo_used.copy()
    c.robo_skipped = s.robo_skipped.copy()
    c.robo_old = s.robo_old.copy()
    c.robo_pace = s.robo_pace
    c.team_hardship = s.team_hardship
    c.pace_broken = s.pace_broken
    c.option_instant_cards = s.option_instant_cards
    c.option_obstacle_cards = s.option_obstacle_cards
    c.option_difficulty = s.option_difficulty
    c.option_mission_cards = s.option_mission_cards
    c.option_skill_cards = s.option_skill_cards
    c.option_partners = s.option_partners
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
    c.next_turn = s.next_turn
    c.moves = []
    c.players = []
    for p in s.players:
        q = Player()
        q.seat = p.seat
        q.water = p.water
        q.earth = p.earth
        q.wind = p.wind
        q.fire = p.fire
        q.food = p.food
        q.water_bottle = p.water_bottle
        q.zzz = p.zzz
        q.endurance = p.endurance
        q.hardship = p.hardship
        q.points = p.points
        q.tracks = p.tracks
        q.tracks_owned = p.tracks_owned
        q.elevation = p.elevation
        q.backpack = p.backpack
        q.section = p.section
        q.arrival = p.arrival
        q.hiked_today = p.hiked_today
        q.drew_today = p.drew_today
        q.played_today = p.played_today
        q.lodge_mine = p.lodge_mine
        q.has_first_light = p.has_first_light
        q.pass_plays = p.pass_plays
        q.windrose = p.windrose
        q.elevation_medal = p.elevation_medal
        q.explored_kinds = p.explored_kinds
        q.robot = p.robot
        q.offered_missions = p.offered_missions.copy()
        q.kept_missions = p.kept_missions.copy()
        q.missions_done = p.missions_done
        q.offered_skills = p.offered_skills.copy()
        q.kept_skills = p.kept_skills.copy()
        q.idle_rounds = p.idle_rounds
        q.hiker_card = p.hiker_card
        q.hand = p.hand.copy()
        q.hand_size = p.hand_size
        q.guides = p.guides.copy()
        q.map_pack = p.map_pack.copy()
        q.destinations = p.destinations.copy()
        q.arrowheads = p.arrowheads.copy()
        c.players.append(q)
    return c


def clone_judged(s):
    """`clone` for a world that is only judged after one move (greedy's look-ahead): the piles that no move, flow or worth changes are shared, not copied (golden, kept_missions, kept_skills, map_pack, mission_deck, offered_missions, offered_skills, skill_deck, trail_markers); the piles a move, the flow or the worth may change are shared until a function that changes one first copies it (arrow_deck, arrow_offer, arrowheads, destination_display, destinations, destinations_removed, guide_deck, guide_discard, guide_market, guides, hand, robo_current, robo_deck, robo_old, robo_skipped, robo_used, trail_deck, trail_discard, weather_bag, weather_chart)."""
    c = State()
    c.shared_piles = 1048575
    c.trail_deck = s.trail_deck
    c.trail_discard = s.trail_discard
    c.boxed_trail = s.boxed_trail
    c.guide_deck = s.guide_deck
    c.guide_market = s.guide_market
    c.guide_discard = s.guide_discard
    c.leftmost = s.leftmost
    c.guide_gaps = s.guide_gaps
    c.destination_box = s.destination_box
    c.destination_decks = dict(zip(s.destination_decks, map(list.copy, s.destination_decks.values())))
    c.destination_display = s.destination_display
    c.destinations_removed = s.destinations_removed
    c.region = s.region
    c.weather_bag = s.weather_bag
    c.weather_chart = s.weather_chart
    c.marker_bag = s.marker_bag
    c.trail_markers = s.trail_markers
    c.pack_box = s.pack_box
    c.arrow_deck = s.arrow_deck
    c.arrow_offer = s.arrow_offer
    c.golden = s.golden
    c.site_use = list(s.site_use)
    c.explore_used = s.explore_used
    c.lodge_taken = s.lodge_taken
    c.hardship_lodge_taken = s.hardship_lodge_taken
    c.pass_taken = s.pass_taken
    c.first_light_taken = s.first_light_taken
    c.first_light_water = s.first_light_water
    c.trailblazer = s.trailblazer
    c.windrose_taken = s.windrose_taken
    c.elevation_medal_taken = s.elevation_medal_taken
    c.arrivals = s.arrivals
    c.full_packs = s.full_packs
    c.summits = s.summits
    c.explorers = s.explorers
    c.mission_deck = s.mission_deck
    c.skill_deck = s.skill_deck
    c.robo_deck = s.robo_deck
    c.robo_current = s.robo_current
    c.robo_used = s.robo_used
    c.robo_skipped = s.robo_skipped
    c.robo_old = s.robo_old
    c.robo_pace = s.robo_pace
    c.team_hardship = s.team_hardship
    c.pace_broken = s.pace_broken
    c.option_instant_cards = s.option_instant_cards
    c.option_obstacle_cards = s.option_obstacle_cards
    c.option_difficulty = s.option_difficulty
    c.option_mission_cards = s.option_mission_cards
    c.option_skill_cards = s.option_skill_cards
    c.option_partners = s.option_partners
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
    c.next_turn = s.next_turn
    c.moves = []
    c.players = []
    for p in s.players:
        q = Player()
        q.seat = p.seat
        q.water = p.water
        q.earth = p.earth
        q.wind = p.wind
        q.fire = p.fire
        q.food = p.food
        q.water_bottle = p.water_bottle
        q.zzz = p.zzz
        q.endurance = p.endurance
        q.hardship = p.hardship
        q.points = p.points
        q.tracks = p.tracks
        q.tracks_owned = p.tracks_owned
        q.elevation = p.elevation
        q.backpack = p.backpack
        q.section = p.section
        q.arrival = p.arrival
        q.hiked_today = p.hiked_today
        q.drew_today = p.drew_today
        q.played_today = p.played_today
        q.lodge_mine = p.lodge_mine
        q.has_first_light = p.has_first_light
        q.pass_plays = p.pass_plays
        q.windrose = p.windrose
        q.elevation_medal = p.elevation_medal
        q.explored_kinds = p.explored_kinds
        q.robot = p.robot
        q.offered_missions = p.offered_missions
        q.kept_missions = p.kept_missions
        q.missions_done = p.missions_done
        q.offered_skills = p.offered_skills
        q.kept_skills = p.kept_skills
        q.idle_rounds = p.idle_rounds
        q.hiker_card = p.hiker_card
        q.hand = p.hand
        q.hand_size = p.hand_size
        q.guides = p.guides
        q.map_pack = p.map_pack
        q.destinations = p.destinations
        q.arrowheads = p.arrowheads
        c.players.append(q)
    return c


def round_trail_next(s):
    """Who decides next in the round step trail (GameState.next_pick), their legal moves in `s.decision_moves`; -1 when no one can, and the step is over."""
    n = len(s.players)
    if s.picks is None:
        s.turn = s.first_player
        picks = [8] * n
        s.picks = picks
    picks = s.picks
    for offset in range(n):
        seat = (s.turn + offset) % n
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of trail: the number of each action allowed
            moves = s.moves
            moves.clear()
            if not p.robot and not p.drew_today:
                moves.append(0)
            for card_card in p.hand:
                card = TRAIL_CARDS_NUMBERS[card_card]
                if p.drew_today and not p.played_today and p.pass_plays == 0 and (TRAIL_CARDS_KIND[card] != 'obstacle' or TRAIL_CARDS_GEAR[card] >= 0 and p.backpack & 1 << TRAIL_CARDS_GEAR[card] != 0 or s.option_obstacle_cards == 1):
                    moves.append(1 + 4 * card)
            for card_card in p.hand:
                card = TRAIL_CARDS_NUMBERS[card_card]
                if p.drew_today and not p.played_today and p.pass_plays == 0:
                    moves.append(2 + 4 * card)
            for card_card in p.hand:
                card = TRAIL_CARDS_NUMBERS[card_card]
                if p.pass_plays > 0:
                    moves.append(3 + 4 * card)
            if moves:
                s.decision_moves = list(moves)
                s.turn = seat
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def round_trail_who(s):
    """Who decides next in the round step trail (GameState.next_pick), their moves listed only up to the second: a seat of one move has it in `s.decision_moves`, one of more the first two (who.py); -1 when no one can, and the step is over."""
    n = len(s.players)
    if s.picks is None:
        s.turn = s.first_player
        picks = [8] * n
        s.picks = picks
    picks = s.picks
    for offset in range(n):
        seat = (s.turn + offset) % n
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of trail: the number of each action allowed
            moves = s.moves
            moves.clear()
            if not p.robot and not p.drew_today:
                moves.append(0)
            for card_card in p.hand:
                card = TRAIL_CARDS_NUMBERS[card_card]
                if p.drew_today and not p.played_today and p.pass_plays == 0 and (TRAIL_CARDS_KIND[card] != 'obstacle' or TRAIL_CARDS_GEAR[card] >= 0 and p.backpack & 1 << TRAIL_CARDS_GEAR[card] != 0 or s.option_obstacle_cards == 1):
                    moves.append(1 + 4 * card)
                    if len(moves) > 1:
                        s.decision_moves = list(moves)
                        s.turn = seat
                        return seat
            for card_card in p.hand:
                card = TRAIL_CARDS_NUMBERS[card_card]
                if p.drew_today and not p.played_today and p.pass_plays == 0:
                    moves.append(2 + 4 * card)
                    if len(moves) > 1:
                        s.decision_moves = list(moves)
                        s.turn = seat
                        return seat
            for card_card in p.hand:
                card = TRAIL_CARDS_NUMBERS[card_card]
                if p.pass_plays > 0:
                    moves.append(3 + 4 * card)
                    if len(moves) > 1:
                        s.decision_moves = list(moves)
                        s.turn = seat
                        return seat
            if moves:
                s.decision_moves = list(moves)
                s.turn = seat
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def round_daytime_next(s):
    """Who decides next in the round step daytime (GameState.next_pick), their legal moves in `s.decision_moves`; -1 when no one can, and the step is over."""
    n = len(s.players)
    if s.picks is None:
        s.turn = s.first_player
        picks = [60] * n
        s.picks = picks
    picks = s.picks
    for offset in range(n):
        seat = (s.turn + offset) % n
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of daytime: the number of each action allowed
            my_hike_tracks = 2 if p.section == 10 - 1 else 1
            my_free = not p.robot and p.tracks > 0 and p.pass_plays == 0
            my_site_capacity = 2 if len(s.players) == 4 else 1
            my_can_bypass = p.windrose or p.elevation_medal
            my_explore_spaces = len(s.players) + 1
            each_1 = (round_daytime_play_count(s), round_daytime_play_count_2(s), round_daytime_play_count_3(s), round_daytime_play_count_4(s), round_daytime_play_count_5(s))
            moves = s.moves
            moves.clear()
            if not p.robot and p.pass_plays == 0 and p.tracks >= my_hike_tracks and not p.hiked_today and p.section < 10:
                moves.append(0)
            for kind in range(4):
                if my_free and ((s.site_use[kind] if kind >= 0 else none_read()) < my_site_capacity or my_can_bypass):
                    moves.append(1 + 10 * kind)
            for guide_card in s.guide_market:
                guide = FIELD_GUIDES_NUMBERS[guide_card]
                if my_free and can_pay_guide_spaces_cost(s, p, round_daytime_play_min(s, each_1, guide) - 1):
                    moves.append(2 + 10 * guide)
            for card_card in s.destination_display:
                card = DESTINATIONS_NUMBERS[card_card]
                if my_free and (s.explore_used < my_explore_spaces or my_can_bypass) and can_pay_destinations_cost(s, p, card):
                    moves.append(3 + 10 * card)
            for item in range(4):
                if my_free and p.section >= 4 and not (item >= 0 and p.lodge_mine & 1 << item != 0) and (not (PERSONALS_ONCE_A_DAY[item] if item >= 0 else none_read()) or not (item >= 0 and s.lodge_taken & 1 << item != 0) or my_can_bypass):
                    moves.append(4 + 10 * item)
            if my_free and p.section >= 4 and (s.team_hardship + round_daytime_play_sum(s) if s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2 else p.hardship) > 0 and (not s.hardship_lodge_taken or my_can_bypass):
                moves.append(5)
            if my_free and (not s.pass_taken or my_can_bypass):
                moves.append(6)
            for card_card in p.hand:
                card = TRAIL_CARDS_NUMBERS[card_card]
                if p.pass_plays > 0:
                    moves.append(7 + 10 * card)
            if my_free and not s.first_light_taken:
                moves.append(8)
            if p.robot and p.tracks > 0:
                moves.append(9)
            if moves:
                s.decision_moves = list(moves)
                s.turn = seat
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def round_daytime_who(s):
    """Who decides next in the round step daytime (GameState.next_pick), their moves not listed: it returns at the first one found (who.py); -1 when no one can, and the step is over."""
    n = len(s.players)
    if s.picks is None:
        s.turn = s.first_player
        picks = [60] * n
        s.picks = picks
    picks = s.picks
    for offset in range(n):
        seat = (s.turn + offset) % n
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of daytime: the number of each action allowed
            moves = s.moves
            moves.clear()
            my_hike_tracks = 2 if p.section == 10 - 1 else 1
            if not p.robot and p.pass_plays == 0 and p.tracks >= my_hike_tracks and not p.hiked_today and p.section < 10:
                s.turn = seat
                return seat
            my_can_bypass = p.windrose or p.elevation_medal
            my_site_capacity = 2 if len(s.players) == 4 else 1
            my_free = not p.robot and p.tracks > 0 and p.pass_plays == 0
            for kind in range(4):
                if my_free and ((s.site_use[kind] if kind >= 0 else none_read()) < my_site_capacity or my_can_bypass):
                    s.turn = seat
                    return seat
            each_1 = (round_daytime_play_count(s), round_daytime_play_count_2(s), round_daytime_play_count_3(s), round_daytime_play_count_4(s), round_daytime_play_count_5(s))
            for guide_card in s.guide_market:
                guide = FIELD_GUIDES_NUMBERS[guide_card]
                if my_free and can_pay_guide_spaces_cost(s, p, round_daytime_play_min(s, each_1, guide) - 1):
                    s.turn = seat
                    return seat
            my_explore_spaces = len(s.players) + 1
            for card_card in s.destination_display:
                card = DESTINATIONS_NUMBERS[card_card]
                if my_free and (s.explore_used < my_explore_spaces or my_can_bypass) and can_pay_destinations_cost(s, p, card):
                    s.turn = seat
                    return seat
            for item in range(4):
                if my_free and p.section >= 4 and not (item >= 0 and p.lodge_mine & 1 << item != 0) and (not (PERSONALS_ONCE_A_DAY[item] if item >= 0 else none_read()) or not (item >= 0 and s.lodge_taken & 1 << item != 0) or my_can_bypass):
                    s.turn = seat
                    return seat
            if my_free and p.section >= 4 and (s.team_hardship + round_daytime_play_sum(s) if s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2 else p.hardship) > 0 and (not s.hardship_lodge_taken or my_can_bypass):
                s.turn = seat
                return seat
            if my_free and (not s.pass_taken or my_can_bypass):
                s.turn = seat
                return seat
            for card_card in p.hand:
                card = TRAIL_CARDS_NUMBERS[card_card]
                if p.pass_plays > 0:
                    s.turn = seat
                    return seat
            if my_free and not s.first_light_taken:
                s.turn = seat
                return seat
            if p.robot and p.tracks > 0:
                s.turn = seat
                return seat
            if moves:
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def round_refill_next(s):
    """Who decides next in the round step refill (GameState.next_pick), their legal moves in `s.decision_moves`; -1 when no one can, and the step is over."""
    n = len(s.players)
    if s.picks is None:
        picks = [6] * n
        s.picks = picks
    picks = s.picks
    for seat in range(n):
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of refill: the number of each action allowed
            moves = s.moves
            moves.clear()
            if not p.robot and p.water >= 2:
                moves.append(0)
            if moves:
                moves.append(-1)
            if moves:
                s.decision_moves = list(moves)
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def round_refill_who(s):
    """Who decides next in the round step refill (GameState.next_pick), their moves not listed: it returns at the first one found (who.py); -1 when no one can, and the step is over."""
    n = len(s.players)
    if s.picks is None:
        picks = [6] * n
        s.picks = picks
    picks = s.picks
    for seat in range(n):
        if picks[seat] > 0:
            p = s.players[seat]
            # the legal moves of refill: the number of each action allowed
            moves = s.moves
            moves.clear()
            if not p.robot and p.water >= 2:
                return seat
            if moves:
                return seat
            if moves:
                return seat
            picks[seat] = 0
    s.picks = None
    return -1


def to_decision(s, randoms, who=False, chance=False):
    """Run the flow from where it stands (GameState.advance): the seat that must decide next, its legal moves in `s.decision_moves`, or -1 once the game is over. A seat with one move in an `auto: single` step takes it unasked (a choice inside its effect drawn with `randoms[seat]()`). With `who`, a step of `WHO_STEPS` finds who decides, their moves not listed (who.py). With `chance`, the flow stops before a step of `CHANCE_STEPS` (-2), which it runs when called again without."""
    while s.phase != 'over':
        if s.end_requested:
            # finish, written in place
            s.phase = 'over'
            s.ended_by = 'end game'
            return -1
        if s.step == 0:
            round_sunrise(s, None)
        elif s.step == 1:
            if who:
                seat = round_trail_who(s)
            else:
                seat = round_trail_next(s)
            if seat >= 0:
                if len(s.decision_moves) == 1:
                    # round_trail_act, written in place
                    move = s.decision_moves[0]
                    p_2 = s.players[seat]
                    picks = s.picks
                    action = move % 4
                    if action == 0:
                        do_sunrise_draw(s, p_2)
                    elif action == 1:
                        do_play_trail(s, p_2, randoms[seat], True, move // 4)
                    elif action == 2:
                        do_discard_for_water(s, p_2, move // 4)
                    elif action == 3:
                        do_pass_card(s, p_2, randoms[seat], True, move // 4)
                    s.turn_moves += 1
                    if s.turn_moves > s.max_moves:
                        # too_many_moves, written in place
                        raise_state(s.readable, s)
                        s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
                    # after_action, written in place
                    for p_3 in s.players:
                        # after_action_step, written in place
                        for m in p_3.kept_missions:
                            m_number = MISSIONS_NUMBERS[m]
                            if MISSIONS_KIND[m_number] == 'during' and not p_3.missions_done & 1 << m_number != 0 and missions_goal(s, p_3, m_number):
                                p_3.missions_done |= 1 << m_number
                                p_3.points += MISSIONS_POINTS[m_number]
                    picks[seat] -= 1
                    if s.next_turn == seat:
                        s.next_turn = -1
                    else:
                        s.turn = (seat + 1) % len(s.players)
                    continue
                return seat
        elif s.step == 2:
            if who:
                seat = round_daytime_who(s)
            else:
                seat = round_daytime_next(s)
            if seat >= 0:
                return seat
        elif s.step == 3:
            if who:
                seat = round_refill_who(s)
            else:
                seat = round_refill_next(s)
            if seat >= 0:
                return seat
        elif s.step == 4:
            for seat in range(len(s.players)):
                p = s.players[seat]
                if True:
                    round_consume(s, p)
        elif s.step == 5:
            round_group_upkeep(s, None)
        elif s.step == 6:
            if chance:
                return -2
            round_sunset(s, None)
        else:
            # next_round, written in place
            if s.round >= 12:
                # finish, written in place
                s.phase = 'over'
                s.ended_by = 'end condition'
            else:
                s.phase = 'round'
                s.step = 0
                s.turn = s.first_player
                s.next_turn = -1
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
                    p_2.hiked_today = False
                    p_2.drew_today = False
                    p_2.played_today = False
                    p_2.lodge_mine = 0
                    p_2.pass_plays = 0
                    p_2.hiker_card = False
                s.guide_gaps = 0
                s.site_use = [0] * 4
                s.explore_used = 0
                s.lodge_taken = 0
                s.hardship_lodge_taken = False
                s.pass_taken = False
                s.first_light_taken = False
                s.robo_pace = 0
            continue
        s.step += 1
    return -1


def skills_goal_count(p):
    """The count() of a generator in skills_goal, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for g_ in p.guides:
        if FIELD_GUIDES_CATEGORY[FIELD_GUIDES_NUMBERS[g_]] == 0:
            total += 1
    return total


def skills_goal_count_2(p):
    """The count() of a generator in skills_goal, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for d in p.destinations:
        if DESTINATIONS_KIND[DESTINATIONS_NUMBERS[d]] == 0:
            total += 1
    return total


def skills_goal_count_3(p):
    """The count() of a generator in skills_goal, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for d in p.destinations:
        if DESTINATIONS_KIND[DESTINATIONS_NUMBERS[d]] == 1:
            total += 1
    return total


def skills_goal_count_4(p):
    """The count() of a generator in skills_goal, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for d in p.destinations:
        if DESTINATIONS_KIND[DESTINATIONS_NUMBERS[d]] == 3:
            total += 1
    return total


def skills_goal(s, p, card_row):
    """The goal a card of 'skills' prints, by the card's number."""
    value_number = SKILLS_GOAL_VALUES[card_row]
    if value_number == 0:
        return skills_goal_count(p) >= 2
    if value_number == 1:
        return missions_goal_count_3(p) >= 2
    if value_number == 2:
        return missions_goal_count_4(p) >= 2
    if value_number == 3:
        return missions_goal_count_5(p) >= 2
    if value_number == 4:
        return missions_goal_count_2(p) >= 2
    if value_number == 5:
        return skills_goal_count_2(p) >= 2
    if value_number == 6:
        return skills_goal_count_3(p) >= 2
    if value_number == 7:
        return missions_goal_count(p) >= 2
    if value_number == 8:
        return skills_goal_count_4(p) >= 2
    if value_number == 9:
        return p.backpack.bit_count() >= 9
    if value_number == 10:
        return p.backpack.bit_count() <= 8
    if value_number == 11:
        return p.elevation >= 12
    if value_number == 12:
        return p.elevation >= 18
    if value_number == 13:
        return p.food >= 3
    if value_number == 14:
        return p.water_bottle >= 3
    if value_number == 15:
        return p.zzz >= 3
    if value_number == 16:
        return p.endurance >= 3
    if value_number == 17:
        return p.water + p.earth + p.wind + p.fire >= 8
    if value_number == 18:
        return p.arrival == 1
    if value_number == 19:
        return p.arrival == 2
    if value_number == 20:
        return len(p.guides) >= 6
    if value_number == 21:
        return len(p.destinations) >= 4
    if value_number == 22:
        return p.windrose or p.elevation_medal
    return p.hardship == 0


def total_score_sum(s, p):
    """The sum() of a generator in total_score, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for m in p.kept_missions:
        if MISSIONS_KIND_BY_ID[m] == 'end' and missions_goal(s, p, MISSIONS_NUMBERS[m]):
            total += MISSIONS_POINTS_BY_ID[m]
    return total


def total_score_sum_2(s, p):
    """The sum() of a generator in total_score, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for k in p.kept_skills:
        if skills_goal(s, p, k):
            total += SKILLS_POINTS[k]
    return total


def total_score_sum_3(k_at_least_c_table_0, k_top):
    """The sum() of a generator in total_score, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for k in range(1, k_top + 1):
        total += set_points(k_at_least_c_table_0[k])
    return total


def total_score_sum_4(s):
    """The sum() of a generator in total_score, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for a in s.golden:
        total += ARROWHEADS_POINTS_BY_ID[a]
    return total


def total_score_sum_5(p):
    """The sum() of a generator in total_score, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for a in p.arrowheads:
        total += ARROWHEADS_POINTS_BY_ID[a]
    return total


def total_score_sum_6_max(q):
    """The max() of a generator in total_score_sum_6, as a loop (natively a C loop, not a generator object)."""
    best = 0
    found = False
    for a in q.arrowheads:
        value = ARROWHEADS_POINTS_BY_ID[a]
        if not found or value > best:
            best = value
            found = True
    return best


def total_score_sum_6(s, p):
    """The sum() of a generator in total_score, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for q in s.players:
        if q.seat == (p.seat + 2) % len(s.players):
            total += 0 if len(q.arrowheads) == 0 else total_score_sum_6_max(q)
    return total


def total_score_sum_7_sum_count_count(c, q):
    """The count() of a generator in total_score_sum_7_sum_count, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for g_ in q.guides:
        if FIELD_GUIDES_CATEGORY_BY_ID[g_] == c:
            total += 1
    return total


def total_score_sum_7_sum_count(k, q):
    """The count() of a generator in total_score_sum_7_sum, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for c in range(5):
        if total_score_sum_7_sum_count_count(c, q) >= k:
            total += 1
    return total


def total_score_sum_7_sum(q):
    """The sum() of a generator in total_score_sum_7, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for k in range(1, 13):
        total += set_points(total_score_sum_7_sum_count(k, q))
    return total


def total_score_sum_7_sum_2(q):
    """The sum() of a generator in total_score_sum_7, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for a in q.arrowheads:
        total += ARROWHEADS_POINTS_BY_ID[a]
    return total


def total_score_sum_7_sum_3(s):
    """The sum() of a generator in total_score_sum_7, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for q in s.players:
        if q.seat == (q.seat + 2) % len(s.players):
            total += 0 if len(q.arrowheads) == 0 else total_score_sum_6_max(q)
    return total


def total_score_sum_7(s, p):
    """The sum() of a generator in total_score, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for q in s.players:
        if q.seat == (p.seat + 2) % len(s.players):
            total += q.points + ((2 if q.windrose else 0) + (2 if q.elevation_medal else 0)) + total_score_sum_7_sum(q) + (0 if q.robot else 2 * total_score_sum_4(s)) + (5 * len(q.arrowheads) if q.robot else total_score_sum_7_sum_2(q)) + (total_score_sum_7_sum_3(s) if s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2 and not q.robot else 0) if q.section == 10 or s.round < 12 else 0
    return total


def total_score(s, p):
    """The player's score: rules.py's scoring rules over the lowered state."""
    c_table_0 = [0] * 5
    for c_table_0_item in p.guides:
        c_table_0_value = FIELD_GUIDES_CATEGORY_BY_ID[c_table_0_item]
        if 0 <= c_table_0_value and c_table_0_value < 5:
            c_table_0[c_table_0_value] += 1
    scored_if_0 = p.section == 10 or s.round < 12
    k_at_least_c_table_0 = [0] * 13
    for c_value in c_table_0:
        k_at_least_c_table_0[12 if 12 < c_value else c_value] += 1
    k_top = max(c_table_0)
    if 12 < k_top:
        k_top = 12
    for k_down in range(k_top):
        k_at_least_c_table_0[k_top - 1 - k_down] += k_at_least_c_table_0[k_top - k_down]
    return (p.points if scored_if_0 else 0) + (0 if p.robot else hardship_penalty(s.team_hardship + round_daytime_play_sum(s)) if s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2 else hardship_penalty(p.hardship) if scored_if_0 else 0) + ((2 if p.windrose else 0) + (2 if p.elevation_medal else 0) if scored_if_0 else 0) + (total_score_sum(s, p) if scored_if_0 else 0) + (total_score_sum_2(s, p) if scored_if_0 else 0) + (total_score_sum_3(k_at_least_c_table_0, k_top) if scored_if_0 else 0) + ((0 if p.robot else 2 * total_score_sum_4(s)) if scored_if_0 else 0) + ((5 * len(p.arrowheads) if p.robot else total_score_sum_5(p)) if scored_if_0 else 0) + ((total_score_sum_6(s, p) if s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2 and not p.robot else 0) if scored_if_0 else 0) + (total_score_sum_7(s, p) if s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2 else 0)


def is_eligible(s, p):
    """May this player win? (rules.py's victory `eligible`, over the lowered state)"""
    return p.robot or p.section == 10 and not s.pace_broken if s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2 else p.section == 10


def progress(s, p):
    """What a look-ahead agent adds to the player's score to weigh its moves (victory progress), over the lowered state."""
    return 0 if p.robot else 8 * p.section + 3 * (12 - s.round + 1 if 12 - s.round + 1 < p.food else p.food) + 3 * (12 - s.round + 1 if 12 - s.round + 1 < p.water_bottle else p.water_bottle)


def standing(s, p):
    """What a look-ahead agent weighs a world by (runtime/lookahead.py look_ahead_worth): the player's score plus its progress, and whether it may still win."""
    return (total_score(s, p) + progress(s, p), is_eligible(s, p))


def act(s, seat, move, randoms):
    """Take `move` (a number of `DECISIONS`, -1 a pass) for `seat` at the decision the flow stopped at (to_decision); the flow is not run on. A choice inside its effect is drawn with `randoms[seat]()`."""
    if s.step == 1:
        # round_trail_act, written in place
        p = s.players[seat]
        picks = s.picks
        action = move % 4
        if action == 0:
            do_sunrise_draw(s, p)
        elif action == 1:
            do_play_trail(s, p, randoms[seat], True, move // 4)
        elif action == 2:
            do_discard_for_water(s, p, move // 4)
        elif action == 3:
            do_pass_card(s, p, randoms[seat], True, move // 4)
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        # after_action, written in place
        for p_2 in s.players:
            # after_action_step, written in place
            for m in p_2.kept_missions:
                m_number = MISSIONS_NUMBERS[m]
                if MISSIONS_KIND[m_number] == 'during' and not p_2.missions_done & 1 << m_number != 0 and missions_goal(s, p_2, m_number):
                    p_2.missions_done |= 1 << m_number
                    p_2.points += MISSIONS_POINTS[m_number]
        picks[seat] -= 1
        if s.next_turn == seat:
            s.next_turn = -1
        else:
            s.turn = (seat + 1) % len(s.players)
    elif s.step == 2:
        # round_daytime_act, written in place
        p = s.players[seat]
        picks = s.picks
        action = move % 10
        if action == 1:
            do_acquire(s, p, move // 10)
        elif action == 4:
            do_resupply(s, p, move // 10)
        elif action == 0:
            do_hike(s, p)
        elif action == 2:
            do_discover(s, p, randoms[seat], False, move // 10)
        elif action == 3:
            do_explore(s, p, randoms[seat], False, move // 10)
        elif action == 5:
            do_remove_hardship(s, p)
        elif action == 6:
            do_mountain_pass(s, p)
        elif action == 7:
            do_pass_card(s, p, randoms[seat], False, move // 10)
        elif action == 8:
            do_first_light(s, p)
        elif action == 9:
            do_robo_turn(s, p, randoms[seat], False)
        s.turn_moves += 1
        if s.turn_moves > s.max_moves:
            # too_many_moves, written in place
            raise_state(s.readable, s)
            s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
        # after_action, written in place
        for p_2 in s.players:
            # after_action_step, written in place
            for m in p_2.kept_missions:
                m_number_2 = MISSIONS_NUMBERS[m]
                if MISSIONS_KIND[m_number_2] == 'during' and not p_2.missions_done & 1 << m_number_2 != 0 and missions_goal(s, p_2, m_number_2):
                    p_2.missions_done |= 1 << m_number_2
                    p_2.points += MISSIONS_POINTS[m_number_2]
        picks[seat] -= 1
        if s.next_turn == seat:
            s.next_turn = -1
        else:
            s.turn = (seat + 1) % len(s.players)
    elif s.step == 3:
        # round_refill_act, written in place
        p = s.players[seat]
        picks = s.picks
        if move == -1:
            picks[seat] = 0
        else:
            if move == 0:
                do_trade_water(s, p)
            s.turn_moves += 1
            if s.turn_moves > s.max_moves:
                # too_many_moves, written in place
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            # after_action, written in place
            for p_2 in s.players:
                # after_action_step, written in place
                for m in p_2.kept_missions:
                    m_number_3 = MISSIONS_NUMBERS[m]
                    if MISSIONS_KIND[m_number_3] == 'during' and not p_2.missions_done & 1 << m_number_3 != 0 and missions_goal(s, p_2, m_number_3):
                        p_2.missions_done |= 1 << m_number_3
                        p_2.points += MISSIONS_POINTS[m_number_3]
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
            setup_kits(state, q)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 2
    setup_variants_play(state, randoms, observe)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 3
    s = lower_state(state)
    randoms = streams_of(randoms)
    s.phase = 'round'
    s.step = 0
    s.turn = s.first_player
    s.next_turn = -1
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
        p_2.hiked_today = False
        p_2.drew_today = False
        p_2.played_today = False
        p_2.lodge_mine = 0
        p_2.pass_plays = 0
        p_2.hiker_card = False
    s.guide_gaps = 0
    s.site_use = [0] * 4
    s.explore_used = 0
    s.lodge_taken = 0
    s.hardship_lodge_taken = False
    s.pass_taken = False
    s.first_light_taken = False
    s.robo_pace = 0
    while s.phase != 'over':
        s.step = 0
        # round_sunrise, written in place
        if s.weather_bag:
            s.weather_chart.append(s.weather_bag.pop())
        s.step = 1
        round_trail_play(state, s, randoms, observe)
        s.step = 2
        round_daytime_play(state, s, randoms, observe)
        s.step = 3
        round_refill_play(state, s, randoms, observe)
        s.step = 4
        for p in s.players:
            if True:
                round_consume(s, p)
        s.step = 5
        round_group_upkeep(s, None)
        s.step = 6
        # round_sunset, written in place
        if s.round < 12:
            if FIELD_GUIDES_IDS[s.leftmost] in s.guide_market:
                move_card(s.guide_market, s.guide_discard, FIELD_GUIDES_IDS[s.leftmost])
            # refill_guides, written in place
            repeat_times = 5 - len(s.guide_market)
            if repeat_times < 0 or repeat_times > 100000:
                repeat_count(repeat_times)
            for _ in range(repeat_times):
                if len(s.guide_deck) == 0:
                    draw(s.readable, s.guide_discard, s.guide_deck, len(s.guide_discard))
                    shuffle(s.readable, s.guide_deck)
                if s.guide_deck:
                    s.guide_market.append(s.guide_deck.pop())
            s.leftmost = FIELD_GUIDES_NUMBERS[s.guide_market[0]]
            lit = False
            for q_2 in s.players:
                if q_2.has_first_light:
                    q_2.has_first_light = False
                    s.trailblazer = q_2.seat
                    lit = True
            if not lit:
                s.trailblazer = (s.trailblazer + 1) % len(s.players)
            s.first_player = s.players[s.trailblazer].seat
            clamped = s.first_light_water + 1
            s.first_light_water = clamped
            draw(s.readable, s.robo_used, s.robo_old, len(s.robo_used))
            draw(s.readable, s.robo_skipped, s.robo_old, len(s.robo_skipped))
            if s.round == 3 or s.round == 6 or s.round == 9:
                draw(s.readable, s.robo_old, s.robo_deck, len(s.robo_old))
                shuffle(s.readable, s.robo_deck)
        s.step = 7
        # next_round, written in place
        if s.round >= 12:
            # finish, written in place
            s.phase = 'over'
            s.ended_by = 'end condition'
        else:
            s.phase = 'round'
            s.step = 0
            s.turn = s.first_player
            s.next_turn = -1
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
                p_2.hiked_today = False
                p_2.drew_today = False
                p_2.played_today = False
                p_2.lodge_mine = 0
                p_2.pass_plays = 0
                p_2.hiker_card = False
            s.guide_gaps = 0
            s.site_use = [0] * 4
            s.explore_used = 0
            s.lodge_taken = 0
            s.hardship_lodge_taken = False
            s.pass_taken = False
            s.first_light_taken = False
            s.robo_pace = 0
    raise_state(state, s)
    return state


def begun_board(s, p):
    """A step of the setup."""
    shuffle(s.readable, s.trail_deck)
    if s.option_instant_cards == 0:
        drawn_wanted = 12
        drawn_moved = 0
        drawn_at = len(s.trail_deck) - 1
        while drawn_moved < drawn_wanted and drawn_at >= 0:
            drawn_card = s.trail_deck[drawn_at]
            if TRAIL_CARDS_KIND[TRAIL_CARDS_NUMBERS[drawn_card]] == 'instant':
                s.boxed_trail.append(s.trail_deck.pop(drawn_at))
                drawn_moved += 1
            drawn_at -= 1
    shuffle(s.readable, s.guide_deck)
    shuffle(s.readable, s.weather_bag)
    shuffle(s.readable, s.marker_bag)
    shuffle(s.readable, s.arrow_deck)
    shuffle(s.readable, s.pack_box)
    shuffle(s.readable, s.destination_box)
    for r in range(3):
        drawn_wanted = len(s.destination_box)
        drawn_moved = 0
        drawn_at = len(s.destination_box) - 1
        while drawn_moved < drawn_wanted and drawn_at >= 0:
            drawn_card = s.destination_box[drawn_at]
            if DESTINATIONS_REGION[DESTINATIONS_NUMBERS[drawn_card]] == r:
                s.destination_decks[REGIONS_IDS[r]].append(s.destination_box.pop(drawn_at))
                drawn_moved += 1
            drawn_at -= 1
    draw(s.readable, s.destination_decks['green'], s.destination_display, 3)
    draw(s.readable, s.guide_deck, s.guide_market, 5)
    s.leftmost = FIELD_GUIDES_NUMBERS[s.guide_market[0]]
    draw(s.readable, s.marker_bag, s.trail_markers, 6)
    if s.arrow_deck:
        s.golden.append(s.arrow_deck.pop())
    draw(s.readable, s.arrow_deck, s.arrow_offer, 3)
    shuffle(s.readable, s.robo_deck)
    shuffle(s.readable, s.mission_deck)
    shuffle(s.readable, s.skill_deck)


def begun_kits(s, p):
    """A step of the setup, for each player."""
    if not p.robot:
        if s.pack_box:
            p.map_pack.append(s.pack_box.pop())
        # draw_trail, written in place
        for _ in range(3):
            if len(s.trail_deck) == 0:
                draw(s.readable, s.trail_discard, s.trail_deck, len(s.trail_discard))
                shuffle(s.readable, s.trail_deck)
            if s.trail_deck:
                p.hand.append(s.trail_deck.pop())
        if s.option_mission_cards == 1:
            drawn_wanted = 2
            drawn_moved = 0
            drawn_at = len(s.mission_deck) - 1
            while drawn_moved < drawn_wanted and drawn_at >= 0:
                drawn_card = s.mission_deck[drawn_at]
                if MISSIONS_KIND[MISSIONS_NUMBERS[drawn_card]] == 'during':
                    p.offered_missions.append(s.mission_deck.pop(drawn_at))
                    drawn_moved += 1
                drawn_at -= 1
            drawn_wanted = 2
            drawn_moved = 0
            drawn_at = len(s.mission_deck) - 1
            while drawn_moved < drawn_wanted and drawn_at >= 0:
                drawn_card = s.mission_deck[drawn_at]
                if MISSIONS_KIND[MISSIONS_NUMBERS[drawn_card]] == 'end':
                    p.offered_missions.append(s.mission_deck.pop(drawn_at))
                    drawn_moved += 1
                drawn_at -= 1
        if s.option_skill_cards == 1:
            draw(s.readable, s.skill_deck, p.offered_skills, 3)


def do_keep_missions(s, p, journey, final):
    """Missions variant: keep 1 during-journey and 1 end-game mission; the others go back to the box. (definitions/trailblazer-jmt/game.yaml:656)"""
    masks.list_remove(p.offered_missions, MISSIONS_IDS[journey])
    p.kept_missions.append(MISSIONS_IDS[journey])
    masks.list_remove(p.offered_missions, MISSIONS_IDS[final])
    p.kept_missions.append(MISSIONS_IDS[final])
    draw(s.readable, p.offered_missions, s.mission_deck, len(p.offered_missions))


def do_keep_skill(s, p, skill):
    """Skills variant: keep 1 of the 3 skill cards dealt. (definitions/trailblazer-jmt/game.yaml:664)"""
    masks.list_remove(p.offered_skills, skill)
    p.kept_skills.append(skill)
    draw(s.readable, p.offered_skills, s.skill_deck, len(p.offered_skills))


def begun_variants_play(state, s, randoms, observe):
    """Every pick of the setup step variants, drawn as a random agent draws."""
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
            # the legal moves of variants: the number of each action allowed
            moves = s.moves
            moves.clear()
            keep_missions_before = len(moves)
            keep_missions_count = 0
            for journey in [MISSIONS_NUMBERS[card_] for card_ in p.offered_missions]:
                if MISSIONS_KIND[journey] == 'during':
                    for final in [MISSIONS_NUMBERS[card_] for card_ in p.offered_missions]:
                        if MISSIONS_KIND[final] == 'end':
                            keep_missions_count += 1
            for skill_card in p.offered_skills:
                skill = skill_card
                moves.append(1 + 2 * skill)
            if not (moves or keep_missions_count):
                picks[seat] = 0
                break
            if observe is not None:
                picks[seat] = left
                raise_state(state, s)
                observe(state)
            k = int(agent_random.random() * (len(moves) + keep_missions_count))
            if k < keep_missions_before:
                move = moves[k]
            elif k - keep_missions_before >= keep_missions_count:
                move = moves[k - keep_missions_count]
            else:
                k -= keep_missions_before
                for journey in [MISSIONS_NUMBERS[card_] for card_ in p.offered_missions]:
                    keep_missions_here = 0
                    if MISSIONS_KIND[journey] == 'during':
                        for final in [MISSIONS_NUMBERS[card_] for card_ in p.offered_missions]:
                            if MISSIONS_KIND[final] == 'end':
                                keep_missions_here += 1
                    if k < keep_missions_here:
                        break
                    k -= keep_missions_here
                for final in [MISSIONS_NUMBERS[card_] for card_ in p.offered_missions]:
                    if MISSIONS_KIND[final] == 'end':
                        if k == 0:
                            break
                        k -= 1
                move = 0 + 2 * (journey + 16 * final)
            action = move % 2
            if action == 0:
                # do_keep_missions, written in place
                journey_2 = move // 2 % 16
                final_2 = move // 2 // 16
                masks.list_remove(p.offered_missions, MISSIONS_IDS[journey_2])
                p.kept_missions.append(MISSIONS_IDS[journey_2])
                masks.list_remove(p.offered_missions, MISSIONS_IDS[final_2])
                p.kept_missions.append(MISSIONS_IDS[final_2])
                draw(s.readable, p.offered_missions, s.mission_deck, len(p.offered_missions))
            elif action == 1:
                # do_keep_skill, written in place
                skill_2 = move // 2
                masks.list_remove(p.offered_skills, skill_2)
                p.kept_skills.append(skill_2)
                draw(s.readable, p.offered_skills, s.skill_deck, len(p.offered_skills))
            s.turn_moves += 1
            if watched and s.turn_moves > s.max_moves:
                picks[seat] = left
                # too_many_moves, written in place
                raise_state(s.readable, s)
                s.readable.turn_never_ends(seat, s.readable.steps()[s.step])
            # after_action, written in place
            for p_2 in s.players:
                # after_action_step, written in place
                for m in p_2.kept_missions:
                    m_number = MISSIONS_NUMBERS[m]
                    if MISSIONS_KIND[m_number] == 'during' and not p_2.missions_done & 1 << m_number != 0 and missions_goal(s, p_2, m_number):
                        p_2.missions_done |= 1 << m_number
                        p_2.points += MISSIONS_POINTS[m_number]
            left -= 1
            if left <= 0:
                picks[seat] = 0
                break
    s.picks = None


def new_state(seats, stream, options, automata):
    """The lowered state of a new game of `seats` seats and `options` (every option's value), made without a readable state: every field at its start value, the seats the game plays itself (`automata`, {seat: automaton}) flagged, the flow where GameState begins it, the dice drawn from `stream` (the game's random stream). `s.readable` is for the caller to set: what an error raised in play reports."""
    s = State()
    s.shared_piles = None
    s.trail_deck = list(TRAIL_DECK_START)
    s.trail_discard = []
    s.boxed_trail = []
    s.guide_deck = list(GUIDE_DECK_START)
    s.guide_market = []
    s.guide_discard = []
    s.leftmost = -1
    s.guide_gaps = 0
    s.destination_box = list(DESTINATION_BOX_START)
    s.destination_decks = dict([(key, []) for key in REGIONS_IDS])
    s.destination_display = []
    s.destinations_removed = []
    s.region = 0
    s.weather_bag = list(WEATHER_BAG_START)
    s.weather_chart = []
    s.marker_bag = list(MARKER_BAG_START)
    s.trail_markers = []
    s.pack_box = list(PACK_BOX_START)
    s.arrow_deck = list(ARROW_DECK_START)
    s.arrow_offer = []
    s.golden = []
    s.site_use = [0] * 4
    s.explore_used = 0
    s.lodge_taken = 0
    s.hardship_lodge_taken = False
    s.pass_taken = False
    s.first_light_taken = False
    s.first_light_water = 0
    s.trailblazer = 0
    s.windrose_taken = False
    s.elevation_medal_taken = False
    s.arrivals = 0
    s.full_packs = 0
    s.summits = 0
    s.explorers = 0
    s.mission_deck = list(MISSION_DECK_START)
    s.skill_deck = list(SKILL_DECK_START)
    s.robo_deck = list(ROBO_DECK_START)
    s.robo_current = []
    s.robo_used = []
    s.robo_skipped = []
    s.robo_old = []
    s.robo_pace = 0
    s.team_hardship = 0
    s.pace_broken = False
    s.option_instant_cards = OPTION_INSTANT_CARDS_NUMBERS[options['instant_cards']]
    s.option_obstacle_cards = OPTION_OBSTACLE_CARDS_NUMBERS[options['obstacle_cards']]
    s.option_difficulty = OPTION_DIFFICULTY_NUMBERS[options['difficulty']]
    s.option_mission_cards = OPTION_MISSION_CARDS_NUMBERS[options['mission_cards']]
    s.option_skill_cards = OPTION_SKILL_CARDS_NUMBERS[options['skill_cards']]
    s.option_partners = OPTION_PARTNERS_NUMBERS[options['partners']]
    s.players = []
    for seat in range(seats):
        p = Player()
        p.seat = seat
        p.water = 2
        p.earth = 1
        p.wind = 0
        p.fire = 0
        p.food = 3
        p.water_bottle = 3
        p.zzz = 1
        p.endurance = 1
        p.hardship = 0
        p.points = 0
        p.tracks = 3
        p.tracks_owned = 3
        p.elevation = 0
        p.backpack = 0
        p.section = 0
        p.arrival = 0
        p.hiked_today = False
        p.drew_today = False
        p.played_today = False
        p.lodge_mine = 0
        p.has_first_light = False
        p.pass_plays = 0
        p.windrose = False
        p.elevation_medal = False
        p.explored_kinds = 0
        p.robot = False
        p.offered_missions = []
        p.kept_missions = []
        p.missions_done = 0
        p.offered_skills = []
        p.kept_skills = []
        p.idle_rounds = 0
        p.hiker_card = False
        p.hand = []
        p.hand_size = 3
        p.guides = []
        p.map_pack = []
        p.destinations = []
        p.arrowheads = []
        s.players.append(p)
    for seat in automata:
        if automata[seat].get('flag') == 'robot':
            s.players[seat].robot = True
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
    s.next_turn = -1
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
            # begun_kits, written in place
            if not p.robot:
                if s.pack_box:
                    p.map_pack.append(s.pack_box.pop())
                # draw_trail, written in place
                for _ in range(3):
                    if len(s.trail_deck) == 0:
                        draw(s.readable, s.trail_discard, s.trail_deck, len(s.trail_discard))
                        shuffle(s.readable, s.trail_deck)
                    if s.trail_deck:
                        p.hand.append(s.trail_deck.pop())
                if s.option_mission_cards == 1:
                    drawn_wanted = 2
                    drawn_moved = 0
                    drawn_at = len(s.mission_deck) - 1
                    while drawn_moved < 2 and drawn_at >= 0:
                        drawn_card = s.mission_deck[drawn_at]
                        if MISSIONS_KIND[MISSIONS_NUMBERS[drawn_card]] == 'during':
                            p.offered_missions.append(s.mission_deck.pop(drawn_at))
                            drawn_moved += 1
                        drawn_at -= 1
                    drawn_wanted = 2
                    drawn_moved = 0
                    drawn_at = len(s.mission_deck) - 1
                    while drawn_moved < 2 and drawn_at >= 0:
                        drawn_card = s.mission_deck[drawn_at]
                        if MISSIONS_KIND[MISSIONS_NUMBERS[drawn_card]] == 'end':
                            p.offered_missions.append(s.mission_deck.pop(drawn_at))
                            drawn_moved += 1
                        drawn_at -= 1
                if s.option_skill_cards == 1:
                    draw(s.readable, s.skill_deck, p.offered_skills, 3)
    if s.end_requested:
        # finish, written in place
        s.phase = 'over'
        s.ended_by = 'end game'
        return s
    s.step = 2
    begun_variants_play(state, s, randoms, observe)
    if s.end_requested:
        # finish, written in place
        s.phase = 'over'
        s.ended_by = 'end game'
        return s
    s.step = 3
    s.phase = 'round'
    s.step = 0
    s.turn = s.first_player
    s.next_turn = -1
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
        p_2.hiked_today = False
        p_2.drew_today = False
        p_2.played_today = False
        p_2.lodge_mine = 0
        p_2.pass_plays = 0
        p_2.hiker_card = False
    s.guide_gaps = 0
    s.site_use = [0] * 4
    s.explore_used = 0
    s.lodge_taken = 0
    s.hardship_lodge_taken = False
    s.pass_taken = False
    s.first_light_taken = False
    s.robo_pace = 0
    while s.phase != 'over':
        s.step = 0
        # round_sunrise, written in place
        if s.weather_bag:
            s.weather_chart.append(s.weather_bag.pop())
        s.step = 1
        round_trail_play(state, s, randoms, observe)
        s.step = 2
        round_daytime_play(state, s, randoms, observe)
        s.step = 3
        round_refill_play(state, s, randoms, observe)
        s.step = 4
        for p in s.players:
            if True:
                round_consume(s, p)
        s.step = 5
        round_group_upkeep(s, None)
        s.step = 6
        # round_sunset, written in place
        if s.round < 12:
            if FIELD_GUIDES_IDS[s.leftmost] in s.guide_market:
                move_card(s.guide_market, s.guide_discard, FIELD_GUIDES_IDS[s.leftmost])
            # refill_guides, written in place
            repeat_times = 5 - len(s.guide_market)
            if repeat_times < 0 or repeat_times > 100000:
                repeat_count(repeat_times)
            for _ in range(repeat_times):
                if len(s.guide_deck) == 0:
                    draw(s.readable, s.guide_discard, s.guide_deck, len(s.guide_discard))
                    shuffle(s.readable, s.guide_deck)
                if s.guide_deck:
                    s.guide_market.append(s.guide_deck.pop())
            s.leftmost = FIELD_GUIDES_NUMBERS[s.guide_market[0]]
            lit = False
            for q in s.players:
                if q.has_first_light:
                    q.has_first_light = False
                    s.trailblazer = q.seat
                    lit = True
            if not lit:
                s.trailblazer = (s.trailblazer + 1) % len(s.players)
            s.first_player = s.players[s.trailblazer].seat
            clamped = s.first_light_water + 1
            s.first_light_water = clamped
            draw(s.readable, s.robo_used, s.robo_old, len(s.robo_used))
            draw(s.readable, s.robo_skipped, s.robo_old, len(s.robo_skipped))
            if s.round == 3 or s.round == 6 or s.round == 9:
                draw(s.readable, s.robo_old, s.robo_deck, len(s.robo_old))
                shuffle(s.readable, s.robo_deck)
        s.step = 7
        # next_round, written in place
        if s.round >= 12:
            # finish, written in place
            s.phase = 'over'
            s.ended_by = 'end condition'
        else:
            s.phase = 'round'
            s.step = 0
            s.turn = s.first_player
            s.next_turn = -1
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
                p_2.hiked_today = False
                p_2.drew_today = False
                p_2.played_today = False
                p_2.lodge_mine = 0
                p_2.pass_plays = 0
                p_2.hiker_card = False
            s.guide_gaps = 0
            s.site_use = [0] * 4
            s.explore_used = 0
            s.lodge_taken = 0
            s.hardship_lodge_taken = False
            s.pass_taken = False
            s.first_light_taken = False
            s.robo_pace = 0
    return s


def scored_outcome_sum_count_count(p, c):
    """The count() of a generator in scored_outcome_sum_count, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for g_ in p.guides:
        if FIELD_GUIDES_CATEGORY_BY_ID[g_] == c:
            total += 1
    return total


def scored_outcome_sum_count(p, k):
    """The count() of a generator in scored_outcome_sum, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for c in range(5):
        if scored_outcome_sum_count_count(p, c) >= k:
            total += 1
    return total


def scored_outcome_sum(p):
    """The sum() of a generator in scored_outcome, as a loop (natively a C loop, not a generator object)."""
    total = 0
    for k in range(1, 13):
        total += set_points(scored_outcome_sum_count(p, k))
    return total


def scored_outcome(s):
    """The outcome of a finished game (`outcome`)."""
    scores = []
    ranks = []
    for seat in range(len(s.players)):
        p = s.players[seat]
        scores.append((p.points if p.section == 10 or s.round < 12 else 0) + (0 if p.robot else hardship_penalty(s.team_hardship + round_daytime_play_sum(s)) if s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2 else hardship_penalty(p.hardship) if p.section == 10 or s.round < 12 else 0) + ((2 if p.windrose else 0) + (2 if p.elevation_medal else 0) if p.section == 10 or s.round < 12 else 0) + (total_score_sum(s, p) if p.section == 10 or s.round < 12 else 0) + (total_score_sum_2(s, p) if p.section == 10 or s.round < 12 else 0) + (scored_outcome_sum(p) if p.section == 10 or s.round < 12 else 0) + ((0 if p.robot else 2 * total_score_sum_4(s)) if p.section == 10 or s.round < 12 else 0) + ((5 * len(p.arrowheads) if p.robot else total_score_sum_5(p)) if p.section == 10 or s.round < 12 else 0) + ((total_score_sum_6(s, p) if s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2 and not p.robot else 0) if p.section == 10 or s.round < 12 else 0) + (total_score_sum_7(s, p) if s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2 else 0))
        if p.robot or p.section == 10 and not s.pace_broken if s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2 else p.section == 10:
            ranks.append((scores[seat], 1 if p.robot else 0, 0 if s.option_partners == 1 and resolve_trail_cards_benefit_count(s) == 2 or p.arrival == 0 else 10 - p.arrival))
        else:
            ranks.append(None)
    return (scores, ranks)


def outcome(s):
    """The scores of a finished game and each seat's rank where it may win (None where it may not): its total, then its tie-breaks; rules.py's scoring and victory over the lowered state."""
    return scored_outcome(s)

WRITTEN_IN_PLACE = {
    'do_sunrise_draw': ((886, 896, 'draw_trail'),),
    'load_gear': ((913, 915, 'too_many_moves'), (919, 943, 'change_naturals'), (918, 943, 'take'), (905, 943, 'choose_natural'), (954, 956, 'too_many_moves'), (959, 978, 'change_personals'), (946, 978, 'choose_personal'), (989, 991, 'too_many_moves'), (994, 1013, 'change_personals'), (981, 1013, 'choose_personal'), (1023, 1025, 'too_many_moves'), (1028, 1047, 'change_personals'), (1015, 1047, 'choose_personal')),
    'take_arrowhead': ((1079, 1081, 'too_many_moves'),),
    'advance_elevation': ((1114, 1132, 'robo_least_personal'), (1143, 1145, 'too_many_moves'), (1148, 1167, 'change_personals'), (1135, 1167, 'choose_personal'), (1178, 1183, 'robo_arrowhead')),
    'instant_field_guide': ((1220, 1228, 'change_naturals'), (1219, 1228, 'take'), (1237, 1245, 'change_naturals'), (1236, 1245, 'take'), (1252, 1260, 'change_naturals'), (1251, 1260, 'take'), (1267, 1275, 'change_naturals'), (1266, 1275, 'take'), (1211, 1275, 'resolve_field_guides_reward'), (1277, 1283, 'load_or_use')),
    'exploration_bonus': ((2109, 2111, 'too_many_moves'), (2114, 2133, 'change_personals'), (2101, 2133, 'choose_personal'), (2140, 2148, 'change_naturals'), (2139, 2148, 'take')),
    'instant_destination': ((2183, 2185, 'too_many_moves'), (2199, 2205, 'load_or_use'), (2189, 2207, 'take_destination')),
    'resolve_trail_cards_benefit': ((2235, 2243, 'change_naturals'), (2234, 2243, 'take'), (2247, 2255, 'change_naturals'), (2246, 2255, 'take'), (2259, 2267, 'change_naturals'), (2258, 2267, 'take'), (2271, 2279, 'change_naturals'), (2270, 2279, 'take'), (2291, 2299, 'change_naturals'), (2290, 2299, 'take'), (2302, 2310, 'change_naturals'), (2301, 2310, 'take'), (2319, 2335, 'ease_hardship'), (2339, 2347, 'change_naturals'), (2338, 2347, 'take'), (2350, 2358, 'change_naturals'), (2349, 2358, 'take'), (2369, 2371, 'too_many_moves'), (2375, 2399, 'change_naturals'), (2374, 2399, 'take'), (2361, 2399, 'choose_natural'), (2410, 2412, 'too_many_moves'), (2415, 2434, 'change_personals'), (2402, 2434, 'choose_personal'), (2440, 2448, 'change_naturals'), (2439, 2448, 'take'), (2451, 2459, 'change_naturals'), (2450, 2459, 'take'), (2471, 2487, 'ease_hardship'), (2491, 2499, 'change_naturals'), (2490, 2499, 'take'), (2502, 2510, 'change_naturals'), (2501, 2510, 'take'), (2523, 2525, 'too_many_moves'), (2528, 2533, 'load_or_use'), (2515, 2533, 'instant_gear'), (2545, 2547, 'too_many_moves'), (2551, 2575, 'change_naturals'), (2550, 2575, 'take'), (2536, 2575, 'instant_natural_not_water'), (2581, 2586, 'draw_trail'), (2580, 2588, 'instant_trail_cards')),
    'do_play_trail': ((2609, 2614, 'draw_trail'), (2616, 2622, 'load_or_use')),
    'do_discard_for_water': ((2642, 2650, 'change_naturals'), (2641, 2650, 'take')),
    'do_hike': ((2698, 2702, 'change_naturals'), (2694, 2705, 'pay_natural'), (2711, 2715, 'change_naturals'), (2707, 2718, 'pay_natural'), (2724, 2728, 'change_naturals'), (2720, 2731, 'pay_natural'), (2737, 2741, 'change_naturals'), (2733, 2744, 'pay_natural'), (2750, 2754, 'change_personals'), (2746, 2757, 'pay_personal'), (2763, 2767, 'change_personals'), (2759, 2770, 'pay_personal'), (2776, 2780, 'change_personals'), (2772, 2783, 'pay_personal'), (2789, 2793, 'change_personals'), (2785, 2796, 'pay_personal'), (2807, 2827, 'change_personals'), (2804, 2830, 'pay_personal'), (2837, 2857, 'change_naturals'), (2834, 2860, 'pay_natural'), (2867, 2869, 'switch_region'), (2872, 2874, 'switch_region'), (2862, 2878, 'entered_section')),
    'do_acquire': ((2895, 2898, 'spend_medallion'), (2905, 2929, 'change_naturals'), (2903, 2929, 'take')),
    'do_discover': ((3048, 3056, 'change_naturals'), (3047, 3056, 'take'), (3065, 3073, 'change_naturals'), (3064, 3073, 'take'), (3080, 3088, 'change_naturals'), (3079, 3088, 'take'), (3095, 3103, 'change_naturals'), (3094, 3103, 'take'), (3039, 3103, 'resolve_field_guides_reward'), (3108, 3114, 'load_or_use')),
    'do_explore': ((3134, 3137, 'spend_medallion'), (3150, 3156, 'load_or_use'), (3140, 3158, 'take_destination')),
    'do_resupply': ((3169, 3172, 'spend_medallion'), (3177, 3197, 'change_personals')),
    'do_remove_hardship': ((3208, 3211, 'spend_medallion'), (3214, 3230, 'ease_hardship')),
    'do_mountain_pass': ((3251, 3254, 'spend_medallion'), (3257, 3262, 'draw_trail')),
    'do_first_light': ((3281, 3289, 'change_naturals'), (3279, 3289, 'take')),
    'robo_place': ((3374, 3394, 'change_naturals'), (3410, 3417, 'robo_buy_guide'), (3420, 3436, 'robo_explore')),
    'robo_bonus': ((3454, 3454, 'robo_tent'), (3443, 3460, 'resolve_robo_cards_top'), (3476, 3476, 'robo_tent'), (3484, 3484, 'robo_tent'), (3463, 3486, 'resolve_robo_cards_middle'), (3497, 3497, 'robo_tent'), (3489, 3502, 'resolve_robo_cards_bottom')),
    'do_robo_turn': ((3551, 3553, 'switch_region'), (3556, 3558, 'switch_region'), (3546, 3562, 'entered_section'), (3540, 3562, 'robo_move'), (3569, 3570, 'loop_fails'), (3565, 3592, 'robo_reveal')),
    'round_trail_play': ((3751, 3761, 'draw_trail'), (3749, 3762, 'do_sunrise_draw'), (3773, 3778, 'draw_trail'), (3780, 3786, 'load_or_use'), (3765, 3788, 'do_play_trail'), (3797, 3805, 'change_naturals'), (3796, 3805, 'take'), (3791, 3805, 'do_discard_for_water'), (3808, 3818, 'do_pass_card'), (3822, 3823, 'too_many_moves'), (3827, 3831, 'after_action_step'), (3825, 3831, 'after_action')),
    'round_daytime_play': ((3990, 3993, 'spend_medallion'), (4000, 4024, 'change_naturals'), (3998, 4024, 'take'), (3983, 4024, 'do_acquire'), (4034, 4037, 'spend_medallion'), (4042, 4062, 'change_personals'), (4027, 4062, 'do_resupply'), (4087, 4095, 'change_naturals'), (4086, 4095, 'take'), (4104, 4112, 'change_naturals'), (4103, 4112, 'take'), (4119, 4127, 'change_naturals'), (4118, 4127, 'take'), (4134, 4142, 'change_naturals'), (4133, 4142, 'take'), (4078, 4142, 'resolve_field_guides_reward'), (4147, 4153, 'load_or_use'), (4067, 4153, 'do_discover'), (4165, 4168, 'spend_medallion'), (4181, 4187, 'load_or_use'), (4171, 4189, 'take_destination'), (4156, 4189, 'do_explore'), (4198, 4201, 'spend_medallion'), (4204, 4220, 'ease_hardship'), (4192, 4220, 'do_remove_hardship'), (4229, 4232, 'spend_medallion'), (4235, 4240, 'draw_trail'), (4223, 4243, 'do_mountain_pass'), (4246, 4256, 'do_pass_card'), (4268, 4276, 'change_naturals'), (4266, 4276, 'take'), (4259, 4278, 'do_first_light'), (4300, 4302, 'switch_region'), (4305, 4307, 'switch_region'), (4295, 4311, 'entered_section'), (4289, 4311, 'robo_move'), (4318, 4319, 'loop_fails'), (4314, 4341, 'robo_reveal'), (4281, 4345, 'do_robo_turn'), (4349, 4350, 'too_many_moves'), (4354, 4358, 'after_action_step'), (4352, 4358, 'after_action')),
    'round_refill_play': ((4398, 4403, 'do_trade_water'), (4407, 4408, 'too_many_moves'), (4412, 4416, 'after_action_step'), (4410, 4416, 'after_action')),
    'round_group_upkeep': ((4508, 4509, 'loop_fails'),), 'round_sunset': ((4545, 4553, 'refill_guides'),),
    'to_decision': ((5079, 5080, 'finish'), (5107, 5108, 'too_many_moves'), (5112, 5116, 'after_action_step'), (5110, 5116, 'after_action'), (5092, 5121, 'round_trail_act'), (5153, 5154, 'finish'), (5169, 5183, 'start_round'), (5163, 5183, 'new_round'), (5151, 5183, 'next_round')),
    'act': ((5444, 5445, 'too_many_moves'), (5449, 5453, 'after_action_step'), (5447, 5453, 'after_action'), (5430, 5458, 'round_trail_act'), (5487, 5488, 'too_many_moves'), (5492, 5496, 'after_action_step'), (5490, 5496, 'after_action'), (5461, 5501, 'round_daytime_act'), (5514, 5515, 'too_many_moves'), (5519, 5523, 'after_action_step'), (5517, 5523, 'after_action'), (5504, 5524, 'round_refill_act')),
    'play': ((5563, 5577, 'start_round'), (5557, 5577, 'new_round'), (5581, 5582, 'round_sunrise'), (5601, 5609, 'refill_guides'), (5597, 5626, 'round_sunset'), (5631, 5632, 'finish'), (5647, 5661, 'start_round'), (5641, 5661, 'new_round'), (5629, 5661, 'next_round')),
    'begun_kits': ((5713, 5718, 'draw_trail'),),
    'begun_variants_play': ((5815, 5821, 'do_keep_missions'), (5824, 5827, 'do_keep_skill'), (5832, 5833, 'too_many_moves'), (5837, 5841, 'after_action_step'), (5835, 5841, 'after_action')),
    'play_begun': ((5983, 5984, 'finish'), (5994, 5999, 'draw_trail'), (5990, 6020, 'begun_kits'), (6023, 6024, 'finish'), (6030, 6031, 'finish'), (6047, 6061, 'start_round'), (6041, 6061, 'new_round'), (6065, 6066, 'round_sunrise'), (6085, 6093, 'refill_guides'), (6081, 6110, 'round_sunset'), (6115, 6116, 'finish'), (6131, 6145, 'start_round'), (6125, 6145, 'new_round'), (6113, 6145, 'next_round')),
}
