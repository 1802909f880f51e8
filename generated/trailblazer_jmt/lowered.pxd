# The C types of lowered.py (the lowered playout of trailblazer-jmt): Cython applies them when it compiles that module.
# Do not edit: change the definitions and run `cairn build`.
cimport cython
from runtime.draws cimport Draw
from runtime cimport masks
from runtime.chance cimport draw

cdef long FIELD_GUIDES_REWARD_EFFECTS[60]
cdef long FIELD_GUIDES_GEAR[60]
cdef long DESTINATIONS_COST_COSTS[56]
cdef long DESTINATIONS_POINTS[56]
cdef long DESTINATIONS_KIND[56]
cdef long DESTINATIONS_GEAR[56]
cdef long TRAIL_CARDS_BENEFIT_EFFECTS[92]
cdef long TRAIL_CARDS_GEAR[92]
cdef long PACK_SECTIONS_WATER[40]
cdef long PACK_SECTIONS_EARTH[40]
cdef long PACK_SECTIONS_WIND[40]
cdef long PACK_SECTIONS_FIRE[40]
cdef long PACK_SECTIONS_FOOD[40]
cdef long PACK_SECTIONS_WATER_BOTTLE[40]
cdef long PACK_SECTIONS_ZZZ[40]
cdef long PACK_SECTIONS_ENDURANCE[40]
cdef long JMT_MARKERS_GEAR[16]
cdef long JMT_MARKERS_PERSONAL[16]
cdef long WEATHER_NEEDS[8]
cdef long NATURALS_AMOUNT[4]
cdef long GUIDE_SPACES_NUMBER[5]
cdef long FIELD_GUIDES_CATEGORY[60]
cdef long GUIDE_SPACES_COST_COSTS[5]
cdef bint PERSONALS_ONCE_A_DAY[4]
cdef long PERSONALS_AMOUNT[4]
cdef long ROBO_CARDS_BAND_1[24]
cdef long ROBO_CARDS_BAND_2[24]
cdef long ROBO_CARDS_BAND_3[24]
cdef long ROBO_CARDS_BAND_4[24]
cdef long ROBO_PLANS_FIRST[10]
cdef long ROBO_SPOTS_SITE[8]
cdef long ROBO_PLANS_SECOND[10]
cdef long ROBO_PLANS_THIRD[10]
cdef bint ROBO_CARDS_HIKER[24]
cdef long ROBO_CARDS_TOP_EFFECTS[24]
cdef long ROBO_CARDS_MIDDLE_EFFECTS[24]
cdef long ROBO_CARDS_BOTTOM_EFFECTS[24]
cdef long MISSIONS_GOAL_VALUES[16]
cdef long MISSIONS_POINTS[16]
cdef long SKILLS_GOAL_VALUES[24]
cdef long SKILLS_POINTS[24]
cdef long DESTINATIONS_REGION[56]


cdef class Player:
    cdef public long seat
    cdef public long water
    cdef public long earth
    cdef public long wind
    cdef public long fire
    cdef public long food
    cdef public long water_bottle
    cdef public long zzz
    cdef public long endurance
    cdef public long hardship
    cdef public long points
    cdef public long tracks
    cdef public long tracks_owned
    cdef public long elevation
    cdef public long backpack
    cdef public long section
    cdef public long arrival
    cdef public bint hiked_today
    cdef public bint drew_today
    cdef public bint played_today
    cdef public long lodge_mine
    cdef public bint has_first_light
    cdef public long pass_plays
    cdef public bint windrose
    cdef public bint elevation_medal
    cdef public long explored_kinds
    cdef public bint robot
    cdef public object offered_missions
    cdef public object kept_missions
    cdef public long missions_done
    cdef public list offered_skills
    cdef public list kept_skills
    cdef public long idle_rounds
    cdef public bint hiker_card
    cdef public object hand
    cdef public long hand_size
    cdef public object guides
    cdef public object map_pack
    cdef public object destinations
    cdef public object arrowheads


cdef class State:
    cdef public object trail_deck
    cdef public object trail_discard
    cdef public object boxed_trail
    cdef public object guide_deck
    cdef public object guide_market
    cdef public object guide_discard
    cdef public long leftmost
    cdef public long guide_gaps
    cdef public object destination_box
    cdef public object destination_decks
    cdef public object destination_display
    cdef public object destinations_removed
    cdef public long region
    cdef public object weather_bag
    cdef public object weather_chart
    cdef public object marker_bag
    cdef public object trail_markers
    cdef public object pack_box
    cdef public object arrow_deck
    cdef public object arrow_offer
    cdef public object golden
    cdef public long site_use[4]
    cdef public long explore_used
    cdef public long lodge_taken
    cdef public bint hardship_lodge_taken
    cdef public bint pass_taken
    cdef public bint first_light_taken
    cdef public long first_light_water
    cdef public long trailblazer
    cdef public bint windrose_taken
    cdef public bint elevation_medal_taken
    cdef public long arrivals
    cdef public long full_packs
    cdef public long summits
    cdef public long explorers
    cdef public object mission_deck
    cdef public list skill_deck
    cdef public object robo_deck
    cdef public object robo_current
    cdef public object robo_used
    cdef public object robo_skipped
    cdef public object robo_old
    cdef public long robo_pace
    cdef public long team_hardship
    cdef public bint pace_broken
    cdef public long option_instant_cards
    cdef public long option_obstacle_cards
    cdef public long option_difficulty
    cdef public long option_mission_cards
    cdef public long option_skill_cards
    cdef public long option_partners
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
    cdef public long next_turn
    cdef public object shared_piles

@cython.locals(p=Player, s=State)
cpdef State lower_state(object state)

@cython.locals(bits=object, low=object, p=Player, seat=long)
cpdef object raise_state(object state, State s)

@cython.locals(_=long, holder=Player, n=long)
cdef object do_sunrise_draw(State s, Player p)

@cython.locals(amount=long, clamped=long, item_2=long, kind=long, options_item=list, options_kind=list, seat=long)
cdef object load_gear(State s, Player p, Draw agent_random, bint auto_single, long item)

@cython.locals(head=long, head_card=object, holder=Player, options_head=list, seat=long)
cdef object take_arrowhead(State s, Player p, Draw agent_random, bint auto_single)

@cython.locals(clamped=long, clamped_2=long, holder=Player, item=long, least=long, options_item=list, seat=long)
cdef object advance_elevation(State s, Player p, Draw agent_random, bint auto_single)

@cython.locals(amount=long, clamped=long, clamped_2=long, effect_number=long, g_=long, holder=Player, item=long)
cdef object instant_field_guide(State s, Player p, Draw agent_random, bint auto_single)

@cython.locals(cost_number=long)
cdef bint can_pay_destinations_cost(State s, Player p, long card_row)

@cython.locals(clamped=long, cost_number=long)
cdef object pay_destinations_cost(State s, Player p, long card_row)

@cython.locals(amount=long, clamped=long, clamped_2=long, item=long, options_item=list, seat=long)
cdef object exploration_bonus(State s, Player p, Draw agent_random, bint auto_single, long kind)

@cython.locals(d=object)
cdef bint instant_destination_any(State s, Player p)

@cython.locals(card=long, card_card=object, holder=Player, item=long, options_card=list, seat=long)
cdef object instant_destination(State s, Player p, Draw agent_random, bint auto_single)

@cython.locals(q=Player, total=long)
cdef long resolve_trail_cards_benefit_count(State s)

@cython.locals(_=long, amount=long, clamped=long, clamped_2=long, effect_number=long, holder=Player, item=long, kind=long, options_item=list, options_kind=list, q=Player, seat=long)
cdef object resolve_trail_cards_benefit(State s, Player p, Draw agent_random, bint auto_single, long card_row)

@cython.locals(_=long, holder=Player, item=long)
cdef object do_play_trail(State s, Player p, Draw agent_random, bint auto_single, long card)

@cython.locals(amount=long, clamped=long, holder=Player)
cdef object do_discard_for_water(State s, Player p, long card)

@cython.locals(clamped=long, holder=Player)
cdef object do_pass_card(State s, Player p, Draw agent_random, bint auto_single, long card)

@cython.locals(amount=long, clamped=long, clamped_2=long, clamped_3=long, item=long, kind=long, m=long, n=long, s_=long, w=long)
cdef object do_hike(State s, Player p)

cdef long none_read()

@cython.locals(amount=long, clamped=long, clamped_2=long, n=long)
cdef object do_acquire(State s, Player p, long kind)

@cython.locals(cost_number=long)
cdef bint can_pay_guide_spaces_cost(State s, Player p, long card_row)

@cython.locals(clamped=long, cost_number=long)
cdef object pay_guide_spaces_cost(State s, Player p, long card_row)

@cython.locals(t=long, total=long)
cdef long do_discover_min_count(State s, long s_)

@cython.locals(best=object, found=bint, s_=long, value=object)
cdef object do_discover_min(State s, long guide)

@cython.locals(amount=long, clamped=long, clamped_2=long, clamped_3=long, effect_number=long, holder=Player, item=long)
cdef object do_discover(State s, Player p, Draw agent_random, bint auto_single, long guide)

@cython.locals(clamped=long, holder=Player, item=long)
cdef object do_explore(State s, Player p, Draw agent_random, bint auto_single, long card)

@cython.locals(amount=long, clamped=long, clamped_2=long)
cdef object do_resupply(State s, Player p, long item)

@cython.locals(clamped=long, clamped_2=long, q=Player)
cdef object do_remove_hardship(State s, Player p)

@cython.locals(_=long, clamped=long, holder=Player)
cdef object do_mountain_pass(State s, Player p)

@cython.locals(amount=long, clamped=long, clamped_2=long, n=long)
cdef object do_first_light(State s, Player p)

@cython.locals(best=object, found=bint, s_=long, value=object)
cdef object robo_place_min_min(State s, object g_)

@cython.locals(g__2=object, total=long)
cdef long robo_place_min_count(Player p, object g_)

@cython.locals(best=object, found=bint, g_=object, value=object)
cdef object robo_place_min(State s, Player p)

@cython.locals(d_2=object, total=long)
cdef long robo_place_min_2_count(Player p, object d)

@cython.locals(best=object, d=object, found=bint, value=object)
cdef object robo_place_min_2(State s, Player p)

@cython.locals(amount=long, clamped=long, clamped_2=long, d=object, d_number=long, fewest=long, g_=object, holder=Player, kind=long)
cdef object robo_place(State s, Player p, long spot)

@cython.locals(clamped=long, effect_number=long)
cdef object robo_bonus(State s, Player p, Draw agent_random, bint auto_single, long card)

@cython.locals(g_=object)
cdef bint do_robo_turn_any(State s, Player p)

@cython.locals(card=long, clamped=long, clamped_2=long, clamped_3=long, plan=long, spot=long, turns_taken=long)
cdef object do_robo_turn(State s, Player p, Draw agent_random, bint auto_single)

@cython.locals(clamped=long)
cdef object do_trade_water(State s, Player p)

@cython.locals(d=object, total=long)
cdef long missions_goal_count(Player p)

@cython.locals(g_=object, total=long)
cdef long missions_goal_count_2(Player p)

@cython.locals(g_=object, total=long)
cdef long missions_goal_count_3(Player p)

@cython.locals(g_=object, total=long)
cdef long missions_goal_count_4(Player p)

@cython.locals(g_=object, total=long)
cdef long missions_goal_count_5(Player p)

@cython.locals(value_number=long)
cdef bint missions_goal(State s, Player p, long card_row)

cdef object round_sunrise(State s, Player p)

@cython.locals(_=long, action=long, agent_random=Draw, agent_random_2=Draw, amount=long, card=long, card_2=long, card_card=object, clamped=long, drawn=long, item=long, m=object, m_number=long, move=long, moves=list, n=long, n_2=long, offset=long, p=Player, p_2=Player, picks=list, seat=long)
cdef object round_trail_play(object state, State s, list randoms, object observe)

@cython.locals(t=long, total=long)
cdef long round_daytime_play_count(State s)

@cython.locals(t=long, total=long)
cdef long round_daytime_play_count_2(State s)

@cython.locals(t=long, total=long)
cdef long round_daytime_play_count_3(State s)

@cython.locals(t=long, total=long)
cdef long round_daytime_play_count_4(State s)

@cython.locals(t=long, total=long)
cdef long round_daytime_play_count_5(State s)

@cython.locals(best=object, found=bint, s_=long, value=object)
cdef object round_daytime_play_min(State s, object each_1, long guide)

@cython.locals(q=Player, total=object)
cdef object round_daytime_play_sum(State s)

@cython.locals(best=object, found=bint, s_=long, value=object)
cdef object round_daytime_play_min_2(State s, long guide_2)

@cython.locals(_=long, action=long, agent_random=Draw, agent_random_2=Draw, amount=long, card=long, card_2=long, card_card=object, clamped=long, clamped_2=long, clamped_3=long, drawn=long, each_1=object, effect_number=long, guide=long, guide_2=long, guide_card=object, item=long, item_2=long, kind=long, kind_2=long, m=object, m_number=long, move=long, moves=list, my_can_bypass=bint, my_explore_spaces=long, my_free=bint, my_hike_tracks=long, my_site_capacity=long, n=long, n_2=long, offset=long, p=Player, p_2=Player, picks=list, plan=long, q=Player, seat=long, spot=long, turns_taken=long)
cdef object round_daytime_play(object state, State s, list randoms, object observe)

@cython.locals(action=long, agent_random=Draw, clamped=long, drawn=long, m=object, m_number=long, move=long, moves=list, n=long, p=Player, p_2=Player, picks=list, seat=long, watched=bint)
cdef object round_refill_play(object state, State s, list randoms, object observe)

@cython.locals(clamped=long)
cdef object round_consume(State s, Player p)

@cython.locals(q=Player)
cdef bint round_group_upkeep_any(State s)

@cython.locals(q=Player)
cdef bint round_group_upkeep_all(State s)

@cython.locals(b=long, bottles_owed=long, clamped=long, f=long, food_owed=long, q=Player, turns_taken_2=long)
cdef object round_group_upkeep(State s, Player p)

@cython.locals(_=long, clamped=long, lit=bint, q=Player, repeat_times=long)
cdef object round_sunset(State s, Player p)

@cython.locals(c=State, p=Player, q=Player)
cpdef State clone(State s)

@cython.locals(c=State, p=Player, q=Player)
cpdef State clone_judged(State s)

@cython.locals(card=long, card_card=object, moves=list, n=long, offset=long, p=Player, picks=list, seat=long)
cdef long round_trail_next(State s)

@cython.locals(card=long, card_card=object, moves=list, n=long, offset=long, p=Player, picks=list, seat=long)
cdef long round_trail_who(State s)

@cython.locals(card=long, card_card=object, each_1=object, guide=long, guide_card=object, item=long, kind=long, moves=list, my_can_bypass=bint, my_explore_spaces=long, my_free=bint, my_hike_tracks=long, my_site_capacity=long, n=long, offset=long, p=Player, picks=list, seat=long)
cdef long round_daytime_next(State s)

@cython.locals(card=long, card_card=object, each_1=object, guide=long, guide_card=object, item=long, kind=long, moves=list, my_can_bypass=bint, my_explore_spaces=long, my_free=bint, my_hike_tracks=long, my_site_capacity=long, n=long, offset=long, p=Player, picks=list, seat=long)
cdef long round_daytime_who(State s)

@cython.locals(moves=list, n=long, p=Player, picks=list, seat=long)
cdef long round_refill_next(State s)

@cython.locals(moves=list, n=long, p=Player, picks=list, seat=long)
cdef long round_refill_who(State s)

@cython.locals(action=long, m=object, m_number=long, move=long, p=Player, p_2=Player, p_3=Player, picks=list, seat=long)
cpdef long to_decision(State s, object randoms, bint who=*, bint chance=*)

@cython.locals(g_=object, total=long)
cdef long skills_goal_count(Player p)

@cython.locals(d=object, total=long)
cdef long skills_goal_count_2(Player p)

@cython.locals(d=object, total=long)
cdef long skills_goal_count_3(Player p)

@cython.locals(d=object, total=long)
cdef long skills_goal_count_4(Player p)

@cython.locals(value_number=long)
cdef bint skills_goal(State s, Player p, long card_row)

@cython.locals(m=object, total=object)
cdef object total_score_sum(State s, Player p)

@cython.locals(k=object, total=object)
cdef object total_score_sum_2(State s, Player p)

@cython.locals(k=long, total=object)
cdef object total_score_sum_3(list k_at_least_c_table_0, long k_top)

@cython.locals(a=object, total=object)
cdef object total_score_sum_4(State s)

@cython.locals(a=object, total=object)
cdef object total_score_sum_5(Player p)

@cython.locals(a=object, best=object, found=bint, value=object)
cdef object total_score_sum_6_max(Player q)

@cython.locals(q=Player, total=object)
cdef object total_score_sum_6(State s, Player p)

@cython.locals(g_=object, total=long)
cdef long total_score_sum_7_sum_count_count(long c, Player q)

@cython.locals(c=long, total=long)
cdef long total_score_sum_7_sum_count(long k, Player q)

@cython.locals(k=long, total=object)
cdef object total_score_sum_7_sum(Player q)

@cython.locals(a=object, total=object)
cdef object total_score_sum_7_sum_2(Player q)

@cython.locals(q=Player, total=object)
cdef object total_score_sum_7_sum_3(State s)

@cython.locals(q=Player, total=object)
cdef object total_score_sum_7(State s, Player p)

@cython.locals(c_table_0=list, c_table_0_item=object, c_table_0_value=long, c_value=long, k_at_least_c_table_0=list, k_down=long, k_top=long, scored_if_0=bint)
cdef object total_score(State s, Player p)

cdef bint is_eligible(State s, Player p)

cdef object progress(State s, Player p)

cpdef object standing(State s, Player p)

@cython.locals(action=long, m=object, m_number=long, m_number_2=long, m_number_3=long, p=Player, p_2=Player, picks=list)
cpdef object act(State s, long seat, long move, object randoms)

@cython.locals(_=long, clamped=long, lit=bint, p=Player, p_2=Player, q_2=Player, repeat_times=long, s=State)
cpdef object play(object state, object randoms, object observe=*)

@cython.locals(drawn_at=long, drawn_card=object, drawn_moved=long, drawn_wanted=long, r=long)
cdef object begun_board(State s, Player p)

@cython.locals(_=long, drawn_at=long, drawn_card=object, drawn_moved=long, drawn_wanted=long)
cdef object begun_kits(State s, Player p)

cdef object do_keep_missions(State s, Player p, long journey, long final)

cdef object do_keep_skill(State s, Player p, long skill)

@cython.locals(action=long, agent_random=Draw, drawn=long, final=long, final_2=long, journey=long, journey_2=long, k=long, keep_missions_before=long, keep_missions_count=long, keep_missions_here=long, left=long, m=object, m_number=long, move=long, moves=list, n=long, p=Player, p_2=Player, picks=list, seat=long, skill=long, skill_2=long, skill_card=object, watched=bint)
cdef object begun_variants_play(object state, State s, list randoms, object observe)

@cython.locals(key=object, p=Player, s=State, seat=long)
cpdef State new_state(long seats, object stream, object options, object automata)

@cython.locals(_=long, clamped=long, drawn_at=long, drawn_card=object, drawn_moved=long, drawn_wanted=long, lit=bint, observe=object, p=Player, p_2=Player, q=Player, repeat_times=long, state=object)
cpdef State play_begun(State s, object randoms)

@cython.locals(g_=object, total=long)
cdef long scored_outcome_sum_count_count(Player p, long c)

@cython.locals(c=long, total=long)
cdef long scored_outcome_sum_count(Player p, long k)

@cython.locals(k=long, total=object)
cdef object scored_outcome_sum(Player p)

@cython.locals(p=Player, ranks=list, scores=list, seat=long)
cdef object scored_outcome(State s)

cpdef object outcome(State s)
