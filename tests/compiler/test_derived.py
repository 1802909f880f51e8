"""Derived slots (compiler/codegen/lower/derived.py): a test of each entry of a player's map, kept in a slot of its own
and worked out again after every write of the map, so that a listing reads one slot; dropped, with the test written
out again, where the module uses the map in a way that could change it unseen."""
from __future__ import annotations

from types import SimpleNamespace

from compiler.codegen.lower.derived import Derived
from compiler.codegen.lower.ir import (Assign, Attr, Bin, Call, Cond, Const, Do, ForRange, Function, If, Item, Local,
                                       Record, Slot, body_walked, walk_ir)
from compiler.codegen.lower.printing import statements

P, Q = Local("p"), Local("q")
PLAYER = Record("Player", "a player", (Slot("journal", "list", kind="map", keys=("a", "b", "c"), field="journal"),))


def open_columns(player) -> Bin:
    """Entry k's `< 3` at bit k, as lowering.py's `remembered` packs it."""
    out = Cond(Bin("<", Item(Attr(player, "journal"), Const(0)), Const(3)), Const(1), Const(0))
    for k in (1, 2):
        out = Bin("|", out, Cond(Bin("<", Item(Attr(player, "journal"), Const(k)), Const(3)), Const(1 << k), Const(0)))
    return out


def functions(extra_use=None) -> tuple:
    """A write of one entry (inside a loop and a branch), a clone's copy, and a listing reading the derived slot."""
    derived = Derived()
    read = derived.slot_for(P, "journal", open_columns(P), set(), {})
    mark = Function("mark", (("p", "Player"), ("k", "long")), "", [
        ForRange("times", Const(2), [If(((Bin(">", Local("k"), Const(-1)), [
            Assign(Item(Attr(P, "journal"), Local("k")), Const(1), "+=")]),))])])
    # an entry written at an index read from a table of keys: only its bit is worked out again
    colour = Function("colour", (("p", "Player"), ("die", "long")), "", [
        Assign(Local("value"), Const(0)),
        Assign(Item(Attr(P, "journal"), Item(Local("COLOUR"), Local("die"))), Local("value"))])
    copy = Function("copy", (("p", "Player"),), "", [
        Assign(Q, Call(Local("Player"))), Assign(Attr(Q, "journal"), Call(Local("list"), (Attr(P, "journal"),))),
        *([] if extra_use is None else [extra_use])], locals={"q": "Player"})
    listing = Function("listing", (("p", "Player"),), "", [Assign(Local("ok"), read)])
    return derived, read, [mark, copy, listing, colour]


def run(fn, names: dict) -> dict:
    params = ", ".join(name for name, *_ in fn.params)
    code = "\n".join([f"def {fn.name}({params}):"] + statements(fn.body, 1) + ["    return locals()"])
    exec(compile(code, fn.name, "exec"), names)
    return names[fn.name]


def test_the_slot_is_kept_where_the_map_is_written_and_copied():
    derived, read, fns = functions()
    assert read == Attr(P, "journal_open")
    fns, record = derived.apply(fns, PLAYER, {"COLOUR": (2, 0, 1)})
    assert [slot.name for slot in record.slots] == ["journal", "journal_open"]

    class Player:
        __slots__ = ("journal", "journal_open")
    names = {"Player": Player, "COLOUR": (2, 0, 1)}
    mark, copy, listing, colour = (run(fn, names) for fn in fns)
    p = Player()
    p.journal, p.journal_open = [2, 0, 1], 0b111
    mark(p, 0)                  # crossed off twice: 2 -> 4, no longer open
    assert p.journal_open == 0b110
    mark(p, 2)                  # 1 -> 3
    assert p.journal_open == 0b010
    q = copy(p)["q"]            # a clone copies the slot beside the map, not works it out again
    assert q.journal == p.journal and q.journal_open == p.journal_open
    assert not any(isinstance(x, Bin) and x.op == "|" for x in walk_ir(fns[1].body))
    assert listing(q)["ok"] == 0b010
    colour(q, 1)                # COLOUR[1] = 0: entry 0 back to 0, open again; the others untouched
    assert q.journal == [0, 0, 3] and q.journal_open == 0b011
    assert not any(isinstance(x, Bin) and x.op == "|" for x in walk_ir(fns[3].body))


def test_a_function_writing_no_map_is_left_as_it_is():
    """A function that writes no map a derived slot reads (the listing) keeps its very body, and so its walk
    (ir.py body_walked), through the pass that works the slots out again after each write."""
    derived, _read, fns = functions()
    listing = fns[2]
    body, walked = listing.body, body_walked(listing)
    fns, _record = derived.apply(fns, PLAYER, {"COLOUR": (2, 0, 1)})
    assert fns[2].body is body and body_walked(fns[2]) is walked
    assert fns[0].body is not None and any(isinstance(x, Assign) and x.target == Attr(P, "journal_open")
                                           for x in walk_ir(fns[0].body))


def test_a_map_passed_to_a_call_keeps_the_test_written_out():
    unseen = Do(Call(Local("shuffle"), (Attr(Q, "journal"),)))     # may change the map where no write shows it
    derived, read, fns = functions(unseen)
    fns, record = derived.apply(fns, PLAYER, {"COLOUR": (2, 0, 1)})
    assert [slot.name for slot in record.slots] == ["journal"]
    assert not any(x == Attr(P, "journal_open") for fn in fns for x in walk_ir(fn.body))
    listing = run(fns[2], {})
    assert listing(SimpleNamespace(journal=[3, 0, 5]))["ok"] == 0b010


def test_a_map_read_whole_by_sum_min_or_max_keeps_the_slot():
    # (session 37) the worth reads a whole map so (worth.py `whole_sums`): a read, not a change
    for name in ("sum", "min", "max"):
        read_whole = Assign(Local("least"), Call(Local(name), (Attr(Q, "journal"),)))
        derived, read, fns = functions(read_whole)
        fns, record = derived.apply(fns, PLAYER, {"COLOUR": (2, 0, 1)})
        assert [slot.name for slot in record.slots] == ["journal", "journal_open"], name
        assert any(x == Attr(P, "journal_open") for x in walk_ir(fns[2].body)), name


def test_a_test_reading_anything_but_the_entry_and_tables_is_not_derived():
    derived = Derived()
    assert derived.slot_for(P, "journal", open_columns(P), {"my_location"}, {"SPACES": (1, 2)}) is None
    assert derived.slot_for(P, "journal", open_columns(P), {"SPACES"}, {"SPACES": (1, 2)}) == Attr(P, "journal_open")


# ---------------------------------------------------------------- a game's function of the player's own numbers
ROUTED = Record("Player", "a hiker", (Slot("route", "long", kind="id", field="route"),
                                      Slot("progress", "long", field="progress"),
                                      Slot("stamps", "list", kind="map", keys=("a",), field="stamps")))


def trail_index(player):
    """Appalachian's `trail_index`: the progress, counted from the other end on the southbound route."""
    return Cond(Bin("==", Attr(player, "route"), Const(0)), Attr(player, "progress"),
                Bin("-", Const(9), Attr(player, "progress")))


def hiker_functions(unseen=None) -> tuple:
    derived = Derived()
    read = derived.value_slot("trail_index", trail_index(P), P, {"Player": ROUTED}, "long")
    made = Function("made", (), "", [Assign(P, Call(Local("Player"))), Assign(Attr(P, "route"), Const(1)),
                                      Assign(Attr(P, "progress"), Const(0)), Do(Local("p"))],
                    locals={"p": "Player"})
    step = Function("step", (("p", "Player"),), "", [
        ForRange("times", Const(2), [Assign(Attr(P, "progress"), Const(1), "+=")]),
        *([] if unseen is None else [unseen])])
    reads = [Function(f"where_{k}", (("p", "Player"),), "", [Assign(Local("at"), read)]) for k in range(7)]
    return derived, read, [made, step, *reads]


def test_a_function_of_the_players_numbers_is_kept_where_they_are_written():
    derived, read, fns = hiker_functions()
    assert read == Attr(P, "trail_index")
    fns, record = derived.apply(fns, ROUTED, {})
    assert [slot.name for slot in record.slots][-1] == "trail_index"
    made = fns[0].body
    # a record being made: worked out once, after the last of its fields is written, not after each
    assert [stmt.target.name for stmt in made if isinstance(stmt, Assign)] == ["p", "route", "progress",
                                                                                "trail_index"]

    class Player:
        __slots__ = ("route", "progress", "stamps", "trail_index")
    names = {"Player": Player}
    step = run(fns[1], names)
    where = run(fns[2], names)
    p = Player()
    p.route, p.progress, p.trail_index = 1, 3, 6
    step(p)
    assert p.progress == 5 and p.trail_index == 4 and where(p)["at"] == 4


def test_a_field_written_unseen_or_a_value_read_too_seldom_is_written_out_again():
    unseen = Assign(Attr(Item(Local("players"), Const(0)), "progress"), Const(4))    # not through a player's local
    derived, _, fns = hiker_functions(unseen)
    fns, record = derived.apply(fns, ROUTED, {})
    assert "trail_index" not in [slot.name for slot in record.slots]
    assert not any(isinstance(x, Attr) and x.name == "trail_index" for fn in fns for x in walk_ir(fn.body))
    assert run(fns[2], {})(SimpleNamespace(route=1, progress=2))["at"] == 7
    derived, _, fns = hiker_functions()
    fns, record = derived.apply(fns[:3], ROUTED, {})    # read at one place, its fields written at three
    assert "trail_index" not in [slot.name for slot in record.slots]
    # a value of one field read is not worth a slot
    assert Derived().value_slot("reached", Bin("==", Attr(P, "progress"), Const(9)), P, {"Player": ROUTED},
                                "bint") is None


def test_a_value_worked_out_after_a_field_set_from_a_local_reads_the_local():
    derived, read, fns = hiker_functions()
    fns[1].body = [Assign(Local("moved"), Bin("+", Attr(P, "progress"), Const(1))),
                   Assign(Attr(P, "progress"), Local("moved"))]
    fns, _record = derived.apply(fns, ROUTED, {})
    again = fns[1].body[-1]
    assert again.target == Attr(P, "trail_index")
    # `p.progress = moved`: the value reads `moved`, not the field again
    assert Local("moved") in walk_ir(again.value) and Attr(P, "progress") not in walk_ir(again.value)

    class Player:
        __slots__ = ("route", "progress", "stamps", "trail_index")
    p = Player()
    p.route, p.progress, p.trail_index = 1, 3, 6
    run(fns[1], {"Player": Player})(p)
    assert p.progress == 4 and p.trail_index == 9 - 4


def test_a_value_of_fields_copied_from_one_player_is_copied_too():
    """A clone copies every field the value reads from one lowered player (`q.route = p.route`, `q.progress =
    p.progress`): the value is copied (`q.trail_index = p.trail_index`), not worked out again; where a field is set
    otherwise, or the source is changed or rebound after the first copy, it is worked out."""
    def clone_of(*more):
        return Function("clone_one", (("p", "Player"),), "", [
            Assign(Q, Call(Local("Player"))), Assign(Attr(Q, "route"), Attr(P, "route")),
            *more, Assign(Attr(Q, "progress"), Attr(P, "progress")), Do(Q)], locals={"q": "Player"})

    def kept(clone):        # (read at more places: a slot pays for the clone's writes too)
        derived, read, fns = hiker_functions()
        more = [Function(f"seen_{k}", (("p", "Player"),), "", [Assign(Local("at"), read)]) for k in range(7)]
        return derived.apply([clone] + fns + more, ROUTED, {})[0]

    def applied(clone):
        fns = kept(clone)
        return [stmt for stmt in fns[0].body if isinstance(stmt, Assign) and stmt.target == Attr(Q, "trail_index")]

    assert [stmt.value for stmt in applied(clone_of())] == [Attr(P, "trail_index")]

    class Player:
        __slots__ = ("route", "progress", "stamps", "trail_index")
    p = Player()
    p.route, p.progress, p.trail_index = 1, 3, 6
    names = {"Player": Player}
    q = run(kept(clone_of())[0], names)(p)["q"]
    assert (q.route, q.progress, q.trail_index) == (1, 3, 6)
    for more in (Assign(Attr(P, "progress"), Const(2)),                       # the source changed between
                 Assign(P, Call(Local("Player")))):                             # or rebound
        again = applied(clone_of(more))
        assert again and all(Attr(Q, "progress") in walk_ir(stmt.value) for stmt in again)
    other = Function("clone_one", (("p", "Player"), ("o", "Player")), "", [
        Assign(Q, Call(Local("Player"))), Assign(Attr(Q, "route"), Attr(Local("o"), "route")),
        Assign(Attr(Q, "progress"), Attr(P, "progress"))], locals={"q": "Player"})
    (again,) = applied(other)
    assert Attr(Q, "progress") in walk_ir(again.value)                         # two sources: worked out
