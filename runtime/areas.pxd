# The C types of areas.py (a lowered tableau's area: its open spots and loops on a grid): Cython applies them when
# the native build compiles that module (compiler/driver/native.py). A cell of the grid and a link of the trails'
# table are C longs; a cell as runtime/tableau.py writes it too (`_cell` keeps it under 2 ** 40).
cimport cython


cdef bint _COMPILED
cdef long _WIDE, _HALF
# a cell's status bits, the cell of 0,0, a link's unit and a camp's side: C constants, not module globals looked up
# (and a cell's byte boxed to be compared with one) at every cell `Spots.at` scans and every step `walk` takes
cdef long _NEAR, _SHUT, _ORIGIN, _NUMBER, _CAMP


cdef class Spots:
    cdef public bytearray status
    cdef public object rows
    cdef int[::1] rows_view
    cdef public long count
    cdef public long width
    cdef public long half
    cdef public long top
    cdef public long left
    cdef public long right
    cdef public bint origin
    cdef public list listed

    @cython.locals(c=Spots)
    cpdef Spots copy(self, bytearray status)

    cpdef clear(self)

    @cython.locals(x=long, y=long)
    cdef void opened(self, long cell)

    cdef void shut(self, long cell)

    @cython.locals(x=long, y=long)
    cdef void add_spot(self, long spot)

    @cython.locals(y=long)
    cdef long spot(self, long cell)

    @cython.locals(count=long, rows=int[::1], y=long, status=bytearray, cell=long)
    cdef long at(self, long k) except -1

    @cython.locals(listed=list, rows=int[::1], status=bytearray, width=long, y=long, cell=long)
    cpdef list listing(self)


cdef class Trails:
    cdef public dict cells
    cdef public tuple links
    cdef public long stride
    cdef public tuple starts
    cdef public dict shown

    @cython.locals(shown=dict)
    cpdef dict shows(self, long width)

    @cython.locals(offsets=tuple, starts=tuple, camp=bint, variant=long)
    cpdef tuple shown_on(self, tuple cells, long width)


cdef class Area:
    cdef public object area
    cdef public object layout
    cdef public long n
    cdef public object fixed
    cdef public object fix_marked
    cdef public tuple reach
    cdef public tuple overlapping
    cdef public object cells
    cdef public Trails trails
    cdef public tuple links
    cdef public long stride
    cdef public tuple starts
    cdef public long width
    cdef public long half
    cdef public bytearray status
    cdef public object seen
    cdef public object placed
    cdef int[::1] seen_view
    cdef int[::1] placed_view
    cdef public tuple steps
    cdef public tuple reach_grid
    cdef public tuple overlapping_grid
    cdef long[::1] reach_cells
    cdef public long spotted
    cdef public long laid
    cdef public list camps
    cdef public bytearray read
    cdef public long most_pieces
    cdef public object found
    cdef public object found_lengths
    cdef public object found_kinds
    cdef public object found_tokens
    cdef public long margin
    cdef public dict reach_spot
    cdef public dict shown
    cdef public list camp_found
    cdef public bint shared
    cdef long[::1] overlapping_cells
    cdef long[::1] overlapping_spots

    @cython.locals(c=Area)
    cpdef Area copy(self, object area)

    @cython.locals(status=bytearray, x=long, y=long, corner=long, offset=long, offsets=tuple, spots=Spots)
    cpdef grid(self, long width)

    @cython.locals(dy=long, dx=long)
    cpdef long on_grid(self, long offset)

    @cython.locals(margin=long)
    cdef long square(self, long x, long y)

    @cython.locals(x=long, y=long)
    cpdef lay(self, object card, long corner, object turn, object token)

    @cython.locals(half=long, margin=long, square=long, status=bytearray, offset=long, cell=long, k=Py_ssize_t,
                   spots=Spots, reach_cells=long[::1])
    cpdef put(self, object card, long corner, long x, long y, object turn, object token)

    @cython.locals(status=bytearray, spots=Spots, overlapping_cells=long[::1], k=Py_ssize_t, cell=long, near=long,
                   shut=long)
    cdef shut_over(self, long square, long corner)

    @cython.locals(read=bytearray, offsets=tuple, camp=bint, offset=long,
                   variant=long, cell=long, seen=int[::1], placed=int[::1])
    cdef show(self, object card, long square, object turn, long k)

    @cython.locals(cells=tuple, shown=tuple)
    cdef tuple shown_as(self, object card, object turn)

    @cython.locals(camp_found=list, index=long)
    cdef stale(self, long readers)

    @cython.locals(k=long, x=long, y=long)
    cdef catch_up(self)

    cpdef list without(self, object held=*)

    cpdef list loops(self)

    @cython.locals(found=list, camp_found=list, index=long, loops=list)
    cdef trace(self)

    @cython.locals(area=list, starts=tuple, read=bytearray, placed=int[::1], found=list, back=set, tokens=list, most=long,
                   camp=long, square=long, offsets=tuple, offset=long, variant=long, cell=long, number=long,
                   leave=long, markers=long, kind=long, ended=long, seen=int[::1], links=tuple, steps=tuple, stride=long,
                   ahead=long, link=long)
    cdef list trace_camp(self, tuple laid, long reader)

    @cython.locals(read=bytearray, area=list, links=tuple, seen=int[::1], placed=int[::1], steps=tuple, stride=long, unit=long,
                   to_camp=long, at=long, variant=long, link=long)
    cdef long walk(self, long cell, long number, long leave, long base, long markers, long camp, long most,
                   list tokens, set back, long reader)

    cpdef remember(self)

    cpdef list lengths(self)

    cpdef list kinds(self)

    cpdef list tokens(self)


@cython.locals(x=long, y=long)
cpdef lay(object area, Area kept, object card, long cell, object turn=*, object token=*)
