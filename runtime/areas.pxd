# The C types of areas.py (a lowered tableau's area: its open spots and loops): Cython applies them when the native
# build compiles that module (compiler/driver/native.py). Cells are C longs: runtime/tableau.py `_cell` keeps them
# under 2 ** 40.
cimport cython


cdef class _Variant:
    cdef public tuple links
    cdef public tuple starts


cdef class Area:
    cdef public object area
    cdef public object layout
    cdef public long n
    cdef public object fixed
    cdef public object fix_marked
    cdef public tuple reach
    cdef public tuple overlapping
    cdef public set near
    cdef public set shut
    cdef public list cells
    cdef public object tables
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

    @cython.locals(near=set, shut=set, cells=list, cell=long, offset=long)
    cpdef lay(self, object card, long corner, object turn, object token)

    @cython.locals(shut=set, cells=list, cell=long, offset=long, k=long)
    cdef shut_over(self, long corner)

    @cython.locals(shown=dict, read=set, tables=object, cells=tuple, camp=bint, offset=long, cell=long,
                   variant=_Variant)
    cdef show(self, object card, long corner, object turn, long k)

    @cython.locals(k=long, x=long, y=long)
    cdef catch_up(self)

    cpdef list without(self, object held=*)

    cpdef list loops(self)

    @cython.locals(shown=dict, area=list, read=set, found=list, back=set, most=long, camp=long, corner=long,
                   cells=tuple, offset=long, variant=_Variant, cell=long, number=long, leave=long, markers=long,
                   kind=long, ended=long, tokens=set)
    cdef trace(self)

    @cython.locals(shown=dict, read=set, area=list, seen=tuple, variant=_Variant, links=tuple, link=tuple,
                   passed=long)
    cdef long walk(self, long cell, long number, long leave, long base, long markers, long camp, long most,
                   set tokens, set back)

    cpdef remember(self)

    cpdef list lengths(self)

    cpdef list kinds(self)

    cpdef list tokens(self)


@cython.locals(x=long, y=long)
cpdef lay(object area, Area kept, object card, long cell, object turn=*, object token=*)
