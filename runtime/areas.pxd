# The C types of areas.py (a lowered tableau's spots and loops): Cython applies them when the native build
# compiles that module (compiler/driver/native.py). Cells are C longs: runtime/tableau.py `_cell` keeps them
# under 2 ** 40.
cimport cython


cdef class OpenSpots:
    cdef public long n
    cdef public object fixed
    cdef public object fix_marked
    cdef public tuple reach
    cdef public tuple overlapping
    cdef public set near
    cdef public set shut
    cdef public list cells

    @cython.locals(first=bint, near=set, shut=set, cells=list, added=set, shutting=object, cell=long, k=long,
                   offset=long)
    cpdef lay(self, object card, long corner, object token)

    cpdef list without(self, object held=*)


@cython.locals(x=long, y=long)
cpdef lay(object area, OpenSpots kept, object card, long cell, object turn=*, object token=*)


cdef class _Variant:
    cdef public tuple links
    cdef public tuple starts


cdef class OpenLoops:
    cdef public object area
    cdef public object layout
    cdef public object tables
    cdef public object kind_numbers
    cdef public tuple blank
    cdef public long laid
    cdef public dict shown
    cdef public list camps
    cdef public set read
    cdef public long most_pieces
    cdef public object found
    cdef public object found_lengths
    cdef public object found_kinds
    cdef public object found_tokens

    @cython.locals(area=list, shown=dict, read=set, tables=dict, nothing=dict, k=long, x=long, y=long,
                   corner=long, cells=tuple, camp=bint, offset=long, cell=long, variant=_Variant)
    cpdef catch_up(self)

    cpdef list loops(self)

    @cython.locals(shown=dict, area=list, read=set, found=list, back=set, most=long, camp=long, corner=long,
                   cells=tuple, offset=long, variant=_Variant, cell=long, number=long, leave=long, markers=long,
                   kind=long, ended=long, tokens=set)
    cpdef trace(self)

    @cython.locals(shown=dict, read=set, area=list, seen=tuple, variant=_Variant, links=tuple, link=tuple,
                   passed=long, step=long)
    cdef long walk(self, long cell, long number, long leave, long base, long markers, long camp, long most,
                   set tokens, set back)

    cpdef remember(self)

    cpdef list lengths(self)

    cpdef list kinds(self)

    cpdef list tokens(self)
