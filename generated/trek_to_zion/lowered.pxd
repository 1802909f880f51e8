# The C types of lowered.py (the lowered playout of trek-to-zion): Cython applies them when it compiles that module.
# Do not edit: change the definitions and run `cairn build`.
cimport cython
from runtime.draws cimport Draw
from runtime.masks cimport u128
from runtime cimport masks
from runtime.chance cimport draw

cdef long ROUTES_LENGTH[69]
cdef u128 ROUTES_BITS[69]
cdef long ROUTES_FROM[69]
cdef long ROUTES_TO[69]
cdef u128 ROUTES_AT_LOCATIONS[30]
cdef long ROUTES_PAIR[69]
cdef long CLAIM_ROUTE_COMPARED[138]
cdef long CLAIM_COLOUR_BY_ROUTE_ONLY[69]
cdef u128 CLAIM_ROUTE_ALL
cdef u128 CLAIM_ROUTE_BY_WAGONS[9]
cdef long CLAIM_ROUTE_TOUCHED[69]
cdef u128 CLAIM_ROUTE_REST_NONE
cdef u128 CLAIM_COLOUR_PASSING[126]


cdef class Player:
    cdef public long seat
    cdef public object hand
    cdef public long hand_counts[8]
    cdef public object kept_treks
    cdef public object offered
    cdef public long wagons
    cdef public long temples_left
    cdef public long temples
    cdef public u128 claimed
    cdef public long points
    cdef public bint took_face_up_wild


cdef class State:
    cdef public object provision_deck
    cdef public object face_up
    cdef public object discards
    cdef public object trek_deck
    cdef public object long_trek_deck
    cdef public object short_trek_deck
    cdef public object boxed_treks
    cdef public u128 claimed_routes
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
    cdef public bint turn_resets_due
    cdef public long decision_count
    cdef public object decision_kept
    cdef public object shared_piles

@cython.locals(p=Player, s=State)
cpdef State lower_state(object state)

@cython.locals(bits=object, low=object, p=Player, seat=long)
cpdef object raise_state(object state, State s)

@cython.locals(active=long, following=long, n=long, p=Player, p_2=Player, q=Player, seat=long, turns_left=long)
cdef object end_turn(State s)

@cython.locals(holder=Player, options_second=object, options_third=object, seat=long, second=object, third=object)
cdef object do_draw_provisions(State s, Player p, Draw agent_random, bint auto_single, object first)

@cython.locals(_=long, _2=long, colour_2=object, holder=Player, need=long, options_triple=object, own=long, repeat_times=long, seat=long, triple=long, wilds=long)
cdef object pay_for_trail(State s, Player p, Draw agent_random, bint auto_single, long route, long colour)

@cython.locals(clamped=long, options_temple=object, seat=long, temple=object)
cdef object do_claim(State s, Player p, Draw agent_random, bint auto_single, long route, long colour)

@cython.locals(holder=Player, kept=object, options_kept=object, seat=long, t=object)
cdef object do_draw_treks(State s, Player p, Draw agent_random, bint auto_single)

@cython.locals(claim_here=long, colour=long, colour_only=long, colour_ranked=object, colour_value=long, move=long, route=long, route_any=u128, route_low=u128, route_shift=long, route_walk=u128)
cdef long claim_at(long k, object each_1, long route_half, long my_blessings, u128 route_open)

@cython.locals(action=long, agent_random=Draw, agent_random_2=Draw, claim_before=long, claim_count=long, claim_here=long, clamped=long, colour=long, colour_2=long, colour_only=long, colour_ranked=object, colour_value=long, drawn=long, each_1=long[7], each_1_0=long, each_1_1=long, each_1_2=long, each_1_3=long, each_1_4=long, each_1_5=long, each_1_6=long, first_values=object, hand_counts_0=long, hand_counts_1=long, hand_counts_2=long, hand_counts_3=long, hand_counts_4=long, hand_counts_5=long, hand_counts_6=long, hand_counts_7=long, k=long, kept=object, move=long, moves=list, my_blessings=long, my_can_draw=bint, n=long, options_kept=object, options_temple=object, p=Player, route=long, route_2=long, route_any=u128, route_half=long, route_known=object, route_low=u128, route_open=u128, route_read=long, route_rest=u128, route_shift=long, route_touched=u128, route_walk=u128, seat=long, seat_2=long, sum_1=long, t=object, temple=object)
cdef object round_turn_play(object state, State s, list randoms, object observe)

@cython.locals(c=State, p=Player, q=Player)
cpdef State clone(State s)

@cython.locals(c=State, p=Player, q=Player)
cpdef State clone_judged(State s)

@cython.locals(arguments=list, colour=long, colour_value=long, each_1=long[7], first=object, hand_counts_0=long, hand_counts_1=long, hand_counts_2=long, hand_counts_3=long, hand_counts_4=long, hand_counts_5=long, hand_counts_6=long, hand_counts_7=long, moves=list, my_blessings=long, my_can_draw=bint, n=long, p=Player, picks=list, route=long, route_any=u128, route_bound=long, route_half=long, route_known=object, route_open=u128, route_read=long, route_rest=u128, route_touched=u128, seat=long, sum_1=long)
cdef long round_turn_next(State s)

@cython.locals(claim_before=long, claim_count=long, claim_here=long, colour=long, colour_only=long, colour_ranked=object, colour_value=long, each_1=long[7], each_1_0=long, each_1_1=long, each_1_2=long, each_1_3=long, each_1_4=long, each_1_5=long, each_1_6=long, first_values=object, hand_counts_0=long, hand_counts_1=long, hand_counts_2=long, hand_counts_3=long, hand_counts_4=long, hand_counts_5=long, hand_counts_6=long, hand_counts_7=long, moves=list, my_blessings=long, my_can_draw=bint, n=long, p=Player, picks=list, route=long, route_any=u128, route_half=long, route_known=object, route_open=u128, route_read=long, route_rest=u128, route_shift=long, route_touched=u128, seat=long, sum_1=long)
cdef long round_turn_count(State s)

@cython.locals(p=Player, seat=long)
cpdef long to_decision(State s, object randoms, bint counted=*)

@cython.locals(t=object, total=object)
cdef object total_score_sum(Player p, list claimed_joined)

@cython.locals(best=object, found=bint, q=Player, value=object)
cdef object total_score_max(State s)

@cython.locals(claimed_joined=list, claimed_longest=object, kept_treks_key=object, kept_treks_sum=object)
cdef object total_score(State s, Player p)

cdef bint is_eligible(State s, Player p)

cpdef object standing(State s, Player p)

@cython.locals(action=long, arguments=list, p=Player, picks=list)
cpdef object act(State s, long seat, long move, object randoms)

@cython.locals(action=long, claim_before=long, claim_count=long, decision_kept=list, each_1=long[7], first_values=object, k=long, move=long, moves=list, my_blessings=long, p=Player, picks=list, route_half=long, route_open=u128)
cpdef object act_drawn(State s, long seat, double r, object randoms)

@cython.locals(p=Player, p_2=Player, s=State)
cpdef object play(object state, object randoms, object observe=*)

@cython.locals(drawn_at=long, drawn_card=object, drawn_moved=long, drawn_wanted=long)
cdef object begun_setup_1(State s, Player p)

cdef object begun_setup_2(State s, Player p)

@cython.locals(t=object)
cdef object do_keep_treks(State s, Player p, object kept)

@cython.locals(action=long, agent_random=Draw, drawn=long, kept=object, kept_values=object, move=long, moves=list, n=long, p=Player, picks=list, seat=long, t=object, watched=bint)
cdef object begun_keep_treks_play(object state, State s, list randoms, object observe)

@cython.locals(p=Player, s=State, seat=long)
cpdef State new_state(long seats, object stream, object options, object automata)

@cython.locals(observe=object, p=Player, p_2=Player, state=object)
cpdef State play_begun(State s, object randoms)

@cython.locals(best=object, found=bint, q=Player, value=object)
cdef object scored_outcome_max(State s)

@cython.locals(t=object, total=long)
cdef long scored_outcome_count(Player p, list claimed_joined)

@cython.locals(claimed_joined=list, claimed_longest=object, p=Player, ranks=list, scores=list, seat=long)
cdef object scored_outcome(State s)

cpdef object outcome(State s)
