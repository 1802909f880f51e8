# The C types of networks.py (a player's network of routes over a mask): Cython applies them when the native build
# compiles that module (compiler/driver/native.py). Places, routes and lengths are C longs; the masks stay Python ints
# (Trek's have 69 bits).
cimport cython


@cython.locals(joined=list)
cpdef bint network_connected(object mask, long start, long goal, tuple ends)

cpdef list network_joined(object mask, tuple ends)

cpdef list network_joined_grown(object mask, tuple ends)

cpdef object network_longest(object mask, tuple ends)

@cython.locals(joined=list)
cpdef bint network_connected_grown(object mask, long start, long goal, tuple ends)

cpdef object network_longest_grown(object mask, tuple ends)

@cython.locals(networks=dict)
cdef list _network(object mask, tuple ends)

@cython.locals(networks=dict, entry=list)
cdef list _network_near(object mask, tuple ends)

@cython.locals(components=dict, joined=list, a=long, b=long, length=long)
cdef list _grown(object before_mask, list before, object bit, tuple ends)

@cython.locals(components=dict)
cdef dict _components(object mask, tuple ends, list joined)

@cython.locals(trails=dict, components=dict, a=long, b=long, length=long)
cdef long _longest(object mask, tuple ends, list entry)

@cython.locals(graph=dict, odd=list, left=dict, starts=list, roots=set, used=bytearray, best=long, place=long)
cdef long _whole(object mask, tuple ends, list joined)

@cython.locals(graph=dict, routes=list, edge=long, a=long, b=long, length=long)
cdef dict _graph(object component, tuple ends)

@cython.locals(graph=dict, used=bytearray)
cdef long _trail(object component, tuple ends, dict trails)

cdef long _from(object component, long place, tuple ends)

@cython.locals(neighbour=long, edge=long, length=long)
cdef long _walk(dict graph, bytearray used, long place, long total, long best)

cdef list _starts(dict graph)

@cython.locals(place=long)
cdef long _root(list parent, long place)

@cython.locals(parent=list, route=long, a=long, b=long, ra=long, rb=long, place=long)
cdef list _joined(object mask, tuple ends, long places)
