# The C types of lowered.py (the lowered playout of draft): Cython applies them when it compiles that module.
# Do not edit: change the definitions and run `cairn build`.
cimport cython


cdef class Player:
    cdef public long seat
    cdef public object hoard
    cdef public long points
    cdef public long shine


cdef class State:
    cdef public object market
    cdef public list players
    cdef public list moves
    cdef public object readable
    cdef public object rnd
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

@cython.locals(p=Player, s=State, seat=long)
cpdef State lower_state(object state)

@cython.locals(bits=object, low=object, p=Player, seat=long)
cpdef object raise_state(object state, State s)

cdef object too_many_moves(State s, long seat)

cdef object loop_fails(State s, Player p, long turns, long limit, object where)

@cython.locals(p=Player, seat=long)
cdef object start_turn(State s)

@cython.locals(p=Player, seat=long)
cdef object start_round(State s)

cdef object finish(State s, object reason)

cdef object new_round(State s)

@cython.locals(active=long, following=long, n=long, p=Player, q=Player, seat=long, turns_left=long)
cdef object end_turn(State s)

cdef object do_take(State s, Player p, long card)

cdef object do_polish(State s, Player p)

@cython.locals(action=long, card=long, card_card=object, move=long, moves=list, n=long, p=Player, seat=long)
cdef object round_turn_play(object state, State s, object randoms, object observe)

@cython.locals(p=Player, s=State)
cpdef object play(object state, object randoms, object observe=*)
