# The C types of lowered.py (the lowered playout of trailblazers): Cython applies them when it compiles that module.
# Do not edit: change the definitions and run `cairn build`.
cimport cython
from runtime.draws cimport Draw
from runtime cimport masks
from runtime.board cimport distinct
from runtime.chance cimport draw
from runtime.areas cimport Area, lay as tableau_lay

cdef long TRAIL_CARDS_ANIMAL[135]
cdef long TRAIL_TYPES_BY_ID[3]
cdef long TRAIL_TYPES_CAMP[3]
cdef long PLACE_TRAIL_MARK_PASSING[2]
cdef long PLACE_TRAIL_MARK_ALONE[1]
cdef long GOALS_GOAL_VALUES[12]
cdef long GOALS_MEASURE_VALUES[12]
cdef bint GOALS_NEEDS_ANIMALS[12]


cdef class Player:
    cdef public long seat
    cdef public list hand
    cdef public list camps
    cdef public object area
    cdef public Area area_kept
    cdef public long goals_won
    cdef public long qualifying
    cdef public long goal_points
    cdef public long player_cards
    cdef public list unused_camps
    cdef public object travellers
    cdef public long travelling
    cdef public long camped_early
    cdef public long standing_fires[3]
    cdef public long flat_fires[3]
    cdef public long final_fire
    cdef public bint area_shared


cdef class State:
    cdef public list trail_deck
    cdef public list box
    cdef public list discards
    cdef public object goal_deck
    cdef public object in_game_goals
    cdef public object end_game_goals
    cdef public long goal_slot[12]
    cdef public long animal_supply[6]
    cdef public long option_animal_module
    cdef public long option_mode
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
    cdef public object decision_arguments
    cdef public long decision_count
    cdef public object shared_piles

@cython.locals(p=Player, s=State)
cpdef State lower_state(object state)

@cython.locals(bits=object, low=object, p=Player, seat=long)
cpdef object raise_state(object state, State s)

@cython.locals(holder=Player)
cdef object do_place_camp(State s, Player p, long camp, long spot)

cdef long none_read()

@cython.locals(holder=Player)
cdef object do_place_trail(State s, Player p, long card, long spot, long turn, long mark)

cdef object do_set_out(State s, Player p, long traveller, object exit_)

@cython.locals(t=long, t_held=long)
cdef object round_travellers_rested(State s, Player p)

@cython.locals(holder=Player)
cdef object round_deal(State s, Player p)

@cython.locals(action=long, agent_random=Draw, block=object, camp=long, drawn=long, k=long, move=long, moves=list, n=long, p=Player, picks=list, seat=long, size=long, spot=long, total=long, values=object, values_camp=object, values_spot=object, watched=bint)
cdef object round_camp_play(object state, State s, list randoms, object observe)

@cython.locals(holder=Player, t=long)
cdef object round_travellers_stand(State s, Player p)

@cython.locals(action=long, agent_random=Draw, block=object, card=long, drawn=long, k=long, left=long, mark=long, move=long, moves=list, my_animals_in_play=bint, n=long, p=Player, picks=list, seat=long, size=long, size_1=long, spot=long, total=long, turn=long, values=object, values_card=object, values_mark=object, values_spot=object, values_turn=object, watched=bint)
cdef object round_turn_play(object state, State s, list randoms, object observe)

@cython.locals(action=long, agent_random=Draw, block=object, drawn=long, exit_=object, k=long, left=long, move=long, moves=list, n=long, p=Player, picks=list, seat=long, size=long, total=long, traveller=long, values=object, watched=bint)
cdef object round_first_move_play(object state, State s, list randoms, object observe)

@cython.locals(t=long, t_held=long)
cdef object round_travel(State s, Player p)

@cython.locals(n=object)
cdef bint goals_goal_any(Player p)

@cython.locals(k=object, total=long)
cdef long goals_goal_any_2_count(Player p, long t)

@cython.locals(t=long)
cdef bint goals_goal_any_2(Player p)

@cython.locals(n=object, total=object)
cdef object goals_goal_sum(Player p)

@cython.locals(n=object, total=object)
cdef object goals_goal_sum_2(Player p)

@cython.locals(value_number=long)
cdef bint goals_goal(State s, Player p, long card_row)

@cython.locals(g_=object, g_number=long)
cdef object round_goals_check(State s, Player p)

@cython.locals(q=Player)
cdef bint round_goals_award_any(State s, object g_)

@cython.locals(clamped=long, g_=object, q=Player)
cdef object round_goals_award(State s, Player p)

@cython.locals(holder=Player, q=Player)
cdef object round_pass_hands(State s, Player p)

@cython.locals(t=long, t_held=long)
cdef object round_campfires(State s, Player p)

@cython.locals(c=State, p=Player, q=Player)
cpdef State clone(State s)

@cython.locals(c=State, p=Player, q=Player)
cpdef State clone_judged(State s)

@cython.locals(arguments=list, camp=long, moves=list, n=long, p=Player, picks=list, seat=long, spot=long)
cdef long round_camp_next(State s)

@cython.locals(block=object, camp=long, k=long, moves=list, n=long, p=Player, picks=list, seat=long, size=long, spot=long, total=long, values=object, values_camp=object, values_spot=object)
cdef long round_camp_count(State s)

@cython.locals(arguments=list, card=long, holder=Player, mark=long, moves=list, my_animals_in_play=bint, n=long, p=Player, picks=list, seat=long, spot=long, turn=long)
cdef long round_turn_next(State s)

@cython.locals(block=object, card=long, holder=Player, k=long, mark=long, moves=list, my_animals_in_play=bint, n=long, p=Player, picks=list, seat=long, size=long, spot=long, total=long, turn=long, values=object, values_card=object, values_mark=object, values_spot=object, values_turn=object)
cdef long round_turn_count(State s)

@cython.locals(arguments=list, exit_=object, moves=list, n=long, p=Player, picks=list, seat=long, traveller=long)
cdef long round_first_move_next(State s)

@cython.locals(block=object, exit_=object, k=long, moves=list, n=long, p=Player, picks=list, seat=long, size=long, total=long, traveller=long, values=object)
cdef long round_first_move_count(State s)

@cython.locals(p=Player, p_2=Player, seat=long)
cpdef long to_decision(State s, object randoms, bint counted=*)

@cython.locals(best=object, found=bint, n=object, value=object)
cdef object goals_measure_max(Player p)

@cython.locals(k=object, total=long)
cdef long goals_measure_count(Player p)

@cython.locals(value_number=long)
cdef long goals_measure(State s, Player p, long card_row)

@cython.locals(n=object, total=object)
cdef object total_score_sum(Player p)

@cython.locals(t=long, total=object)
cdef object total_score_sum_2(Player p)

@cython.locals(t=long, total=object)
cdef object total_score_sum_3(Player p)

@cython.locals(t=long, total=object)
cdef object total_score_sum_4(Player p)

@cython.locals(g_=object, g_number=long, measured_0=object, measured_1=object, scored_0=object, scored_if_0=bint)
cdef object total_score(State s, Player p)

cdef bint is_eligible(State s, Player p)

cdef object progress(State s, Player p)

cpdef object standing(State s, Player p)

@cython.locals(action=long, arguments=list, p=Player, picks=list)
cpdef object act(State s, long seat, long move, object randoms)

@cython.locals(action=long, block=object, camp=long, card=long, exit_=object, k=long, mark=long, moves=list, my_animals_in_play=bint, p=Player, picks=list, size=long, spot=long, total=long, traveller=long, turn=long, values=object, values_camp=object, values_card=object, values_mark=object, values_spot=object, values_turn=object)
cpdef object act_drawn(State s, long seat, double r, object randoms)

@cython.locals(g_=object, g_number=long, g_number_2=long, g_number_3=long, p=Player, p_2=Player, q=Player, s=State, t=long, t_held=long)
cpdef object play(object state, object randoms, object observe=*)

@cython.locals(drawn_at=long, drawn_card=object, drawn_moved=long, drawn_wanted=long)
cdef object begun_decks(State s, Player p)

@cython.locals(p=Player, s=State, seat=long)
cpdef State new_state(long seats, object stream, object options, object automata)

@cython.locals(g_=object, g_number=long, g_number_2=long, g_number_3=long, observe=object, p=Player, p_2=Player, q=Player, state=object, t=long, t_held=long)
cpdef State play_begun(State s, object randoms)

@cython.locals(g_=object, total=object)
cdef object scored_outcome_sum(State s, Player p)

@cython.locals(g_=object, g_number=long, total=long)
cdef long scored_outcome_count(State s, Player p)

@cython.locals(p=Player, ranks=list, scores=list, seat=long)
cdef object scored_outcome(State s)

cpdef object outcome(State s)
