# The C types of lowered.py (the lowered playout of trail-story-america): Cython applies them when it compiles that module.
# Do not edit: change the definitions and run `cairn build`.
cimport cython
from runtime.draws cimport Draw
from runtime cimport masks
from runtime.chance cimport draw

cdef long PATHS_BITS[38]
cdef long PATHS_FROM[38]
cdef long PATHS_TO[38]
cdef long SITES_TERRAIN[24]
cdef bint ITEM_KINDS_FOOD[4]
cdef bint STORIES_ABILITY[80]
cdef bint STORIES_TRINKET[80]
cdef long STORY_TOKENS_KIND[12]
cdef long TRACKS_SPACES[6]
cdef long SKILLS_TRACK[3]
cdef long CAMPSITES_BENEFITS_EFFECTS[6]
cdef long CAMP_ICONS_CAMP[25]
cdef bint CAMP_ICONS_SPECIAL[25]
cdef long CAMP_ICONS_BENEFIT[25]
cdef long SITES_ROW[24]
cdef long SITES_COL[24]
cdef long CAMPSITES_RANGE[6]
cdef long TRACKS_ROW[6]
cdef long STORY_TOKENS_DIFFICULTY[12]
cdef long ABILITIES_SKILL[24]
cdef long DICE_SLOT[4]
cdef long DICE_SIDES[4]
cdef long TRINKETS_ON_FIND_EFFECTS[24]
cdef long TASKS_SUCCESS_EFFECTS[232]
cdef long TASKS_FAILURE_EFFECTS[232]
cdef long STORIES_SECTIONS[80]
cdef bint SITES_INSPIRATION[24]
cdef long STORIES_KIND[80]
cdef long TASKS_STORY[232]
cdef long TASKS_SECTION[232]
cdef long STORIES_BONUS_VALUES[80]
cdef long DESPAIR_CARDS_POINTS_VALUES[9]
cdef long SITES_PIECE[24]
cdef bint PATHS_DOT[38]


cdef class Player:
    cdef public long seat
    cdef public long site
    cdef public long skill_cubes[3]
    cdef public long experience[3]
    cdef public long wanderlust[6]
    cdef public long havens[24]
    cdef public long talents
    cdef public long inspired
    cdef public long inspiration
    cdef public long active
    cdef public bint hope
    cdef public object memories
    cdef public long items_[4]
    cdef public list ability_cards
    cdef public object trinket_cards
    cdef public list despair_hand
    cdef public object unwritten
    cdef public object journal_pages


cdef class State:
    cdef public long rolled[4]
    cdef public long sites_in_play
    cdef public long paths_in_play
    cdef public object story_bag
    cdef public object drawn
    cdef public object on_board
    cdef public long on_path[38]
    cdef public object telling
    cdef public object all_stories
    cdef public object story_decks
    cdef public object open_stories
    cdef public long section
    cdef public bint attempted
    cdef public bint stopped
    cdef public list ability_deck
    cdef public object trinket_deck
    cdef public list despair_deck
    cdef public object campsite_deck
    cdef public list offered_abilities
    cdef public object offered_trinkets
    cdef public list ability_discards
    cdef public object trinket_discards
    cdef public object camp_card
    cdef public long camp_site
    cdef public long supply[4]
    cdef public long crystals
    cdef public long stage
    cdef public long bonuses
    cdef public bint reflecting
    cdef public bint journaling
    cdef public bint meditated
    cdef public long rows_used
    cdef public long haven_site
    cdef public long taken_icons
    cdef public long wanderer
    cdef public long visitor
    cdef public long bond_from
    cdef public long picker
    cdef public long option_west_piece
    cdef public long option_east_piece
    cdef public list players
    cdef public list moves
    cdef public object readable
    cdef public Draw rnd
    cdef public object phase
    cdef public object ended_by
    cdef public object picks
    cdef public long turn
    cdef public long round
    cdef public long lead
    cdef public long first_player
    cdef public long step
    cdef public long turn_moves
    cdef public long passes
    cdef public long idle_turns
    cdef public long max_moves
    cdef public bint end_requested
    cdef public list decision_moves
    cdef public long final_turns
    cdef public object decision_arguments
    cdef public object shared_piles

@cython.locals(p=Player, s=State)
cpdef State lower_state(object state)

@cython.locals(bits=object, low=object, p=Player, seat=long)
cpdef object raise_state(object state, State s)

@cython.locals(q=Player, total=long)
cdef long end_turn_count(State s)

@cython.locals(q=Player)
cdef bint end_turn_any(State s)

@cython.locals(q=Player)
cdef bint end_turn_all_any(State s, long s_)

@cython.locals(s_=long)
cdef bint end_turn_all(State s)

@cython.locals(active=long, following=long, n=long, p=Player, p_2=Player, q=Player, seat=long, seat_2=long, turns_left=long)
cdef object end_turn(State s)

@cython.locals(elsewhere=object, options_taken=object, seat=long, taken=long)
cdef object draw_for_scout(State s, Player p, Draw agent_random, bint auto_single)

@cython.locals(options_token=object, seat=long, token=long)
cdef object place_token(State s, Player p, Draw agent_random, bint auto_single, long x)

@cython.locals(s_=long)
cdef bint gain_experience_any(Player p)

@cython.locals(_=long, options_section_for=object, seat=long, section_for=long)
cdef object gain_experience(State s, Player p, Draw agent_random, bint auto_single, long amount)

cdef long none_read()

@cython.locals(_=long, empty=object, gained=long, needed=long, repeat_times=long, x=long)
cdef object do_scout(State s, Player p, Draw agent_random, bint auto_single)

@cython.locals(holder=Player, kind=long, newest=long, options_taken=object, seat=long, taken=long)
cdef object do_travel(State s, Player p, Draw agent_random, bint auto_single, object walk)

@cython.locals(s_=long)
cdef bint gain_skill_any(Player p)

@cython.locals(_=long, options_space_for=object, seat=long, space_for=long)
cdef object gain_skill(State s, Player p, Draw agent_random, bint auto_single, long amount)

@cython.locals(f=long)
cdef bint eat_any(Player p)

@cython.locals(clamped=long, filled=long, food=object, kind=long, options_filled=list, options_food=object, seat=long, turns_taken=long)
cdef object eat(State s, Player p, Draw agent_random, bint auto_single)

@cython.locals(_=long, b=long, clamped=long, i=long, icon=long, next_site=object, open_=object, options_icon=object, options_next_site=object, seat=long)
cdef object pick_benefits(State s, Player p, Draw agent_random, bint auto_single, long amount, bint special_ok)

@cython.locals(campsite=long, clamped=long, effect_number=long, turns_taken=long)
cdef object do_camp(State s, Player p, Draw agent_random, bint auto_single)

cdef object do_find_haven(State s, Player p, long track)

@cython.locals(_=long, clamped=long, options_spent_from=object, seat=long, spent_from=long)
cdef object do_find_inspiration(State s, Player p, Draw agent_random, bint auto_single)

@cython.locals(t=object, total=object)
cdef object do_write_story_sum(object tokens)

@cython.locals(clamped=long, holder=Player, short=long, t=object)
cdef object do_write_story(State s, Player p, long story, object tokens)

@cython.locals(clamped=long, effect_number=long, effect_number_2=long, found=long, holder=Player, needed=long, newest=long)
cdef object resolve_tasks_success(State s, Player p, Draw agent_random, bint auto_single, long card_row)

@cython.locals(card_lost=long, holder=Player, options_card_lost=object, seat=long)
cdef object discard_item_token(State s, Player p, Draw agent_random, bint auto_single, long lost)

@cython.locals(i=long)
cdef bint lose_item_any(Player p)

@cython.locals(lost=long, options_lost=object, seat=long)
cdef object lose_item(State s, Player p, Draw agent_random, bint auto_single)

@cython.locals(newest=long, options_trade=object, seat=long, trade=long)
cdef object trade_meat_for_story(State s, Player p, Draw agent_random, bint auto_single, long kind)

@cython.locals(effect_number=long, holder=Player, hope_choice=long, options_hope_choice=object, seat=long)
cdef object settle(State s, Player p, Draw agent_random, bint auto_single, long task, bint made_it)

@cython.locals(a=object)
cdef bint do_attempt_any(Player p, long skill_used)

@cython.locals(d=long, total=object)
cdef object do_attempt_sum(State s, long dice_count)

@cython.locals(clamped=long, dice_count=long, rolled_die=long, used=object)
cdef object do_attempt(State s, Player p, Draw agent_random, bint auto_single, long task, long skill_used, object cubes, object spent)

cdef object do_pass_task(State s, Player p, Draw agent_random, bint auto_single, long task)

@cython.locals(holder=Player, turns_taken=long)
cdef object do_take_story(State s, Player p, long story)

@cython.locals(holder=Player)
cdef object do_forget(State s, Player p, long token)

cdef object do_discard_item(State s, Player p, Draw agent_random, bint auto_single, long item)

@cython.locals(k=long, s_=long)
cdef object do_end_turn(State s, Player p)

cdef object do_skip_travel(State s, Player p)

@cython.locals(turns_taken=long)
cdef object do_stay_away(State s, Player p)

@cython.locals(turns_taken=long)
cdef object do_enjoy_company(State s, Player p, Draw agent_random, bint auto_single)

@cython.locals(holder=Player, turns_taken=long)
cdef object do_share_story(State s, Player p, Draw agent_random, bint auto_single, long story)

cdef object do_bond(State s, Player p, Draw agent_random, bint auto_single)

cdef object round_wanderer(State s, Player p)

@cython.locals(x=object)
cdef bint round_act_play_any(State s, object walk)

@cython.locals(q=Player)
cdef bint round_act_play_all(State s, Player p)

@cython.locals(s_=long, total=object)
cdef object round_act_play_sum(Player p)

@cython.locals(t=object)
cdef bint round_act_play_any_2(long story, object tokens)

@cython.locals(i=long, total=object)
cdef object round_act_play_sum_2(Player p)

@cython.locals(a=object)
cdef bint round_act_play_any_3(Player p, long skill_used_2)

@cython.locals(t=object, total=object)
cdef object round_act_play_sum_3(object tokens_2)

@cython.locals(_=long, action=long, agent_random=Draw, agent_random_2=Draw, arguments=list, campsite=long, clamped=long, cubes=long, cubes_2=object, dice_count=long, drawn=long, effect_number=long, empty=object, gained=long, item=long, item_2=long, k=long, kind=long, move=long, moves=list, my_item_room=long, my_meditation=bint, my_memory_room=long, my_movement=long, my_page_cost=long, n=long, needed=long, newest=long, options_taken=object, p=Player, repeat_times=long, rolled_die=long, s_=long, seat=long, seat_2=long, short=long, skill_used=long, skill_used_2=long, spent=long, spent_2=object, story=long, story_2=long, t=object, taken=long, task=long, task_2=long, token=long, token_2=long, tokens=object, tokens_2=object, track=long, track_2=long, turns_taken=long, used=object, walk=object, walk_2=object, x=long)
cdef object round_act_play(object state, State s, list randoms, object observe)

@cython.locals(action=long, agent_random=Draw, agent_random_2=Draw, drawn=long, move=long, moves=list, n=long, p=Player, picks=list, seat=long, story=long, story_2=long, turns_taken=long)
cdef object round_visit_play(object state, State s, list randoms, object observe)

@cython.locals(c=State, p=Player, q=Player)
cpdef State clone(State s)

@cython.locals(c=State, p=Player, q=Player)
cpdef State clone_judged(State s)

@cython.locals(arguments=list, cubes=long, holder=Player, item=long, moves=list, my_item_room=long, my_meditation=bint, my_memory_room=long, my_movement=long, my_page_cost=long, n=long, p=Player, picks=list, seat=long, skill_used=long, spent=long, story=long, task=long, token=long, tokens=object, track=long, walk=object)
cdef long round_act_next(State s)

@cython.locals(arguments=list, cubes=long, holder=Player, item=long, moves=list, my_item_room=long, my_meditation=bint, my_memory_room=long, my_movement=long, my_page_cost=long, n=long, p=Player, picks=list, seat=long, skill_used=long, spent=long, story=long, task=long, token=long, tokens=object, track=long, walk=object)
cdef long round_act_who(State s)

@cython.locals(moves=list, n=long, p=Player, picks=list, seat=long, story=long)
cdef long round_visit_next(State s)

@cython.locals(moves=list, n=long, p=Player, picks=list, seat=long, story=long)
cdef long round_visit_who(State s)

@cython.locals(action=long, arguments=list, move=long, p=Player, p_2=Player, picks=list, seat=long)
cpdef long to_decision(State s, object randoms, bint who=*)

@cython.locals(s_=long, total=long)
cdef long stories_bonus_count(Player p)

@cython.locals(s_=long, total=long)
cdef long stories_bonus_count_2(Player p)

@cython.locals(c=object, total=long)
cdef long stories_bonus_count_3(Player p)

@cython.locals(c=object, total=long)
cdef long stories_bonus_count_4(Player p)

@cython.locals(c=object, total=long)
cdef long stories_bonus_count_5(Player p)

@cython.locals(t=object, total=long)
cdef long stories_bonus_count_6(Player p)

@cython.locals(c=object, total=long)
cdef long stories_bonus_count_7(Player p)

@cython.locals(s_=long, total=long)
cdef long stories_bonus_count_8(Player p)

@cython.locals(s_=long, total=long)
cdef long stories_bonus_count_9(Player p)

@cython.locals(value_number=long)
cdef long stories_bonus(State s, Player p, long card_row)

@cython.locals(value_number=long)
cdef long despair_cards_points(State s, Player p, long card_row)

@cython.locals(c=object, total=object)
cdef object total_score_sum(State s, Player p)

@cython.locals(t=object, total=object)
cdef object total_score_sum_2(Player p)

@cython.locals(d=object, total=object)
cdef object total_score_sum_3(State s, Player p)

cdef object total_score(State s, Player p)

cdef bint is_eligible(State s, Player p)

cpdef object standing(State s, Player p)

@cython.locals(action=long, arguments=list, p=Player, picks=list)
cpdef object act(State s, long seat, long move, object randoms)

@cython.locals(p=Player, p_2=Player, s=State, seat=long)
cpdef object play(object state, object randoms, object observe=*)

@cython.locals(drawn_at=long, drawn_card=object, drawn_moved=long, drawn_wanted=long, k=long, s_=long, token=long, x=long)
cdef object begun_board(State s, Player p)

@cython.locals(clamped=long, s_=long)
cdef object begun_placards(State s, Player p)

cdef object begun_first_picker(State s, Player p)

cdef object do_start_at(State s, Player p, long start_site)

@cython.locals(q=Player)
cdef bint begun_start_play_all(State s, long start_site)

@cython.locals(action=long, agent_random=Draw, drawn=long, move=long, moves=list, n=long, p=Player, picks=list, seat=long, start_site=long, start_site_2=long, watched=bint)
cdef object begun_start_play(object state, State s, list randoms, object observe)

@cython.locals(key=object, p=Player, s=State, seat=long)
cpdef State new_state(long seats, object stream, object options, object automata)

@cython.locals(clamped=long, observe=object, p=Player, p_2=Player, s_=long, seat_2=long, state=object)
cpdef State play_begun(State s, object randoms)

@cython.locals(s_=long, total=long)
cdef long scored_outcome_count(Player p)

@cython.locals(s_=long, total=object)
cdef object scored_outcome_sum(Player p)

@cython.locals(i=long, total=object)
cdef object scored_outcome_sum_2(Player p)

@cython.locals(s_=long, total=object)
cdef object scored_outcome_sum_3(Player p)

@cython.locals(p=Player, ranks=list, scores=list, seat=long)
cdef object scored_outcome(State s)

cpdef object outcome(State s)
