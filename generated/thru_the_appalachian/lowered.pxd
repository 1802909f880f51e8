# The C types of lowered.py (the lowered playout of thru-the-appalachian): Cython applies them when it compiles that module.
# Do not edit: change the definitions and run `cairn build`.
cimport cython
from runtime.draws cimport Draw
from runtime.masks cimport u128
from runtime cimport masks

cdef long SPACES_SECTION[77]
cdef u128 SPACES_BITS[77]
cdef long EXHAUSTION_MODIFIER_BY_EXHAUSTION[8]
cdef bint SPACES_SHELTER[77]
cdef long DICE_COLOUR[6]
cdef long MONTHS_WEATHER[8]
cdef long MONTHS_LOW[8]
cdef long STATES_SNOW[12]
cdef long SPACES_STATE[77]
cdef long STATES_RAIN[12]
cdef long STATES_HEAT[12]
cdef long MONTHS_HIGH[8]
cdef long WEATHER_EFFECTS_ENERGY[3]
cdef long WEATHER_EFFECTS_WATER[3]
cdef bint SPACES_STAMP[77]
cdef long ROUND_SELECT_KEY_BITS[77]
cdef long ACTION_OF_MOVE_6_36[36]
cdef long ARGUMENT_OF_MOVE_6_36[36]
cdef long ROUND_EXERT_KEY_BITS[77]
cdef long ACTION_OF_MOVE_5_30[30]
cdef long ARGUMENT_OF_MOVE_5_30[30]
cdef long SECTIONS_POINTS[17]
cdef long EXHAUSTION_POINTS_BY_EXHAUSTION[8]
cdef long OBJECTIVES_GOAL_VALUES[16]
cdef long SECTIONS_POINTS_BITS_0[256]
cdef long SECTIONS_POINTS_BITS_8[256]
cdef long SECTIONS_POINTS_BITS_16[2]


cdef class Player:
    cdef public long seat
    cdef public long route
    cdef public long progress
    cdef public long energy
    cdef public long water
    cdef public long exhaustion
    cdef public long used_dice
    cdef public long photos[17]
    cdef public long journal[5]
    cdef public u128 stamped
    cdef public long stamps
    cdef public long walked_section
    cdef public long completed_sections
    cdef public bint finished
    cdef public long finish_round
    cdef public long finish_week
    cdef public bint eliminated
    cdef public object objectives
    cdef public long trail_index
    cdef public long journal_open


cdef class State:
    cdef public long week
    cdef public long weeks_this_round
    cdef public long month
    cdef public long rolled[6]
    cdef public object objective_deck
    cdef public object shared_objectives
    cdef public long option_variant
    cdef public long option_difficulty
    cdef public long option_solo_objectives
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

@cython.locals(p=Player, s=State)
cpdef State lower_state(object state)

@cython.locals(bits=object, low=object, p=Player, seat=long)
cpdef object raise_state(object state, State s)

@cython.locals(q=Player)
cdef bint next_round_all(State s)

@cython.locals(p=Player)
cdef object next_round(State s)

cdef long none_read()

cdef object do_photograph(State s, Player p, long die)

cdef object do_stamp(State s, Player p, long die)

@cython.locals(_=long, clamped=long, clamped_2=long, repeat_times=long, value=long, value_2=long, value_3=long)
cdef object do_move(State s, Player p, long die)

@cython.locals(clamped=long, value=long, value_2=long)
cdef object do_rest(State s, Player p, long die)

@cython.locals(clamped=long, value=long, value_2=long)
cdef object do_resupply(State s, Player p, long die)

@cython.locals(clamped=long)
cdef object do_journal(State s, Player p, long die)

cdef object round_round_1(State s, Player p)

@cython.locals(clamped=long)
cdef object round_time(State s, Player p)

@cython.locals(_=long, amount=long, clamped=long, kind=long, value=long, value_2=long, value_3=long)
cdef object round_weather(State s, Player p)

@cython.locals(_=long, action=long, agent_random=Draw, clamped=long, clamped_2=long, die=long, die_2=long, drawn=long, key=long, left=long, move=long, moves=list, my_at_shelter=bint, my_trail_index=long, n=long, ok_1=bint, ok_2=bint, ok_3=bint, ok_4=long, p=Player, picks=list, repeat_times=long, seat=long, value=long, value_2=long, value_3=long, watched=bint)
cdef object round_select_play(object state, State s, list randoms, object observe)

@cython.locals(_=long, action=long, agent_random=Draw, clamped=long, clamped_2=long, die=long, die_2=long, drawn=long, key=long, move=long, moves=list, my_at_shelter=bint, my_trail_index=long, n=long, ok_1=bint, ok_2=bint, ok_3=bint, ok_4=long, p=Player, picks=list, repeat_times=long, seat=long, value=long, value_2=long, value_3=long, watched=bint)
cdef object round_exert_play(object state, State s, list randoms, object observe)

@cython.locals(c=State, p=Player, q=Player)
cpdef State clone(State s)

@cython.locals(die=long, key=long, moves=list, my_at_shelter=bint, my_trail_index=long, n=long, ok_1=bint, ok_2=bint, ok_3=bint, ok_4=long, p=Player, picks=list, seat=long)
cdef long round_select_next(State s)

@cython.locals(die=long, key=long, moves=list, my_at_shelter=bint, my_trail_index=long, n=long, ok_1=bint, ok_2=bint, ok_3=bint, ok_4=long, p=Player, picks=list, seat=long)
cdef long round_exert_next(State s)

@cython.locals(p=Player, seat=long)
cpdef long to_decision(State s, object randoms, bint chance=*)

@cython.locals(value_number=long)
cdef bint objectives_goal(State s, Player p, long card_row)

@cython.locals(best=object, found=bint, q=Player, value=object)
cdef object total_score_min(State s)

@cython.locals(o=object, total=long)
cdef long total_score_count(State s, Player p)

@cython.locals(clamped=long)
cdef object total_score(State s, Player p)

cdef bint is_eligible(State s, Player p)

cpdef object standing(State s, Player p)

@cython.locals(clamped=long, value=long, value_2=long)
cpdef object run_out_energy(State s, Player p)

@cython.locals(clamped=long, value=long, value_2=long)
cpdef object run_out_water(State s, Player p)

@cython.locals(action=long, clamped=long, p=Player, picks=list, value=long, value_2=long, value_3=long)
cpdef object act(State s, long seat, long move, object randoms)

@cython.locals(clamped=long, p=Player, p_2=Player, s=State)
cpdef object play(object state, object randoms, object observe=*)

cdef object begun_setup_1(State s, Player p)

@cython.locals(drawn_at=long, drawn_card=object, drawn_moved=long, drawn_wanted=long)
cdef object begun_setup_2(State s, Player p)

@cython.locals(drawn_at=long, drawn_card=object, drawn_moved=long, drawn_wanted=long)
cdef object begun_setup_3(State s, Player p)

cdef object do_choose_route(State s, Player p, object direction)

@cython.locals(action=long, agent_random=Draw, direction=long, direction_2=object, drawn=long, key=object, move=long, moves=list, n=long, p=Player, picks=list, seat=long, watched=bint)
cdef object begun_route_play(object state, State s, list randoms, object observe)

@cython.locals(p=Player, s=State, seat=long)
cpdef State new_state(long seats, object stream, object options, object automata)

@cython.locals(clamped=long, drawn_at=long, drawn_card=object, drawn_moved=long, drawn_wanted=long, observe=object, p=Player, p_2=Player, state=object)
cpdef State play_begun(State s, object randoms)

@cython.locals(s_=long, total=object)
cdef object scored_outcome_sum(Player p)

@cython.locals(s_=long, total=object)
cdef object scored_outcome_sum_2(Player p)

@cython.locals(c=long, total=long)
cdef long scored_outcome_count(Player p)

@cython.locals(c=long)
cdef bint scored_outcome_count_2_all(Player p, long r)

@cython.locals(r=long, total=long)
cdef long scored_outcome_count_2(Player p)

@cython.locals(o=object)
cdef bint scored_outcome_all(State s, Player p)

@cython.locals(p=Player, ranks=list, scores=list, seat=long)
cdef object scored_outcome(State s)

cpdef object outcome(State s)

@cython.locals(action=long, agent_random=Draw, amount=long, clamped=long, clamped_2=long, die_2=long, drawn=long, key=long, kind=long, left=long, move=long, moves=list, my_at_shelter=bint, my_trail_index=long, n=long, ok_1=bint, ok_2=bint, ok_3=bint, ok_4=long, p=Player, repeat_times=long, seat=long, value=long)
cdef object round_weather_to_exert_by_seat(State s, list randoms)

@cython.locals(players=list, q=Player)
cpdef object chance_key(State s)
