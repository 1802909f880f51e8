"""The tableau mechanism (runtime/tableau.py) and the trails notation (compiler/frontend/trails.py), on small
hand-made cards that name no game, and Trailblazers played whole (random games, saves, determinism)."""
from __future__ import annotations

import json
import random

import pytest

from compiler.frontend.diagnostics import Span
from compiler.frontend.trails import TrailReader
from runtime.state import GameState
from runtime.tableau import loop_kinds, loop_lengths, loop_tokens, place, spots, visible

KINDS = ["road", "river"]


def pieces(*texts):
    reader = TrailReader(KINDS, 2, "card")
    found = reader.card_pieces([(t, Span("cards.yaml", 1, 1)) for t in texts])
    assert reader.diags == [], [d.message for d in reader.diags]
    return found


# A camp with four exits (two on top, two at the bottom) and a U-shaped road that joins two exits.
CAMP = {"trails": pieces("road: camp > a > N1", "road: camp > b > N2", "road: camp > c > S1", "road: camp > d > S2")}
U_TURN = {"trails": pieces("*road: N1 > a1 > c1 > d1 > b1 > N2", "river: W1 > a1 > N1")}
EIGHT = {"trails": pieces("*road: N1 > a1 > c1 > d1 > b1 > a1 > W1")}
BAR = {"trails": pieces("river: W2 > c1 > d1 > E2")}
CAMPS = {"camp": CAMP}
CARDS = {"u_turn": U_TURN, "u_turn_2": U_TURN, "eight": EIGHT, "bar": BAR}
LAYOUT = {"cells": 2, "decks": (CAMPS, CARDS), "column": "trails", "fixed": (CAMPS,), "fix_marked": True}


def area(*placements):
    out = []
    for card, spot, turn, token in placements:
        place(out, card, spot, turn, token)
    return out


def test_the_notation_gives_one_piece_per_cell_a_trail_passes():
    assert pieces("road: N1 > a2 > b > E1") == [(0, 0, "N", "E", "road", 2, False), (1, 0, "W", "E", "road", 0, False)]
    assert pieces("*river: W2 > c > end")[0] == (0, 1, "W", "end", "river", 0, True)


@pytest.mark.parametrize("text,code,words", [
    ("road N1 > a > W1", "E500", "is not a trail"),
    ("rood: N1 > a > W1", "E501", "not a kind of trail"),
    ("road: N1 > a > d > S2", "E502", "not side by side"),
    ("road: E1 > a > W1", "E502", "does not touch cell a"),
    ("road: N1 > a > e > S1", "E502", "not a cell"),
    ("road: N1 > S1", "E500", "at least one cell"),
])
def test_a_trail_that_cannot_be_drawn_is_reported_at_its_place(text, code, words):
    reader = TrailReader(KINDS, 2, "card")
    reader.card_pieces([(text, Span("cards.yaml", 3, 10))])
    assert [d.code for d in reader.diags] == [code]
    assert words in reader.diags[0].message
    assert reader.diags[0].span.line == 3 and reader.diags[0].span.column >= 10


def test_two_trails_of_one_kind_may_not_share_a_side():
    reader = TrailReader(KINDS, 2, "card")
    reader.card_pieces([("road: N1 > a > W1", Span("f", 1, 1)), ("road: N1 > a > E1", Span("f", 2, 1))])
    assert [d.code for d in reader.diags] == ["E502"]


def test_the_first_card_starts_the_area_and_the_next_lie_beside_or_over_but_never_over_the_camp():
    assert spots([], LAYOUT) == ["0,0"]
    one = area(("camp", "0,0", 0, None))
    found = set(spots(one, LAYOUT))
    assert {"2,0", "2,1", "2,-1", "0,-2", "-1,2", "-2,0"} <= found
    assert not {"0,0", "1,0", "1,1", "-1,-1", "2,2", "3,0", "-2,-2"} & found   # over the camp, corners, apart
    two = area(("camp", "0,0", 0, None), ("bar", "2,0", 0, None))
    assert {"2,0", "3,1", "2,1"} <= set(spots(two, LAYOUT))                      # over a trail card
    marked = area(("camp", "0,0", 0, None), ("bar", "2,0", 0, "fox"))
    assert not {"2,0", "3,1", "2,1"} & set(spots(marked, LAYOUT))               # never over a marked card


def test_the_card_laid_last_is_the_one_seen():
    laid = area(("camp", "0,0", 0, None), ("u_turn", "0,-2", 180, None), ("bar", "-1,-3", 0, None))
    top = visible(laid, LAYOUT)
    assert top[(0, -2)] == 2 and top[(1, -2)] == 1 and top[(0, 0)] == 0


def test_a_loop_runs_from_a_camp_back_to_it_and_counts_its_markers():
    laid = area(("camp", "0,0", 0, None), ("u_turn", "0,-2", 180, "fox"))
    assert loop_lengths(laid, LAYOUT) == [4]
    assert loop_kinds(laid, LAYOUT) == ["road"]
    assert loop_tokens(laid, LAYOUT) == [1]
    assert loop_lengths(area(("camp", "0,0", 0, None), ("u_turn", "0,-2", 0, None)), LAYOUT) == []  # wrong way up


def test_two_loops_from_one_camp_and_tokens_counted_once_per_kind():
    laid = area(("camp", "0,0", 0, None), ("u_turn", "0,-2", 180, "fox"), ("u_turn_2", "0,2", 0, "fox"))
    assert loop_lengths(laid, LAYOUT) == [4, 4]
    assert loop_tokens(laid, LAYOUT) == [1, 1]


def test_covering_part_of_a_loop_breaks_it_and_a_crossing_is_counted_twice():
    loop = area(("camp", "0,0", 0, None), ("u_turn", "0,-2", 180, None))
    assert loop_lengths(loop + [["bar", 0, -2, 0, None]], LAYOUT) == []
    eight = loop + [["eight", -1, -3, 180, None]]          # 3 markers of the U still seen, 4 of the eight + its crossing
    assert loop_lengths(eight, LAYOUT) == [3 + 4 + 1]


@pytest.fixture(scope="module")
def trailblazers():
    from compiler.driver.build import Project, compile_game
    from pathlib import Path
    from tests.compiled import import_rules
    import tempfile
    root = Path(__file__).resolve().parents[2]
    result = compile_game(Project(root), "trailblazers")
    assert result.ok
    return import_rules(result, Path(tempfile.mkdtemp()), "cairn_tableau_trailblazers").GAME


def play(rules, players, seed, options=None):
    state = GameState(rules, players, seed, options)
    rng = random.Random(seed)
    while not state.is_over():
        moves = state.legal_actions()
        state.apply(moves[int(rng.random() * len(moves))])
    return state


@pytest.mark.parametrize("players,options", [(2, None), (5, {"animal_module": "enabled"})])
def test_trailblazers_plays_four_rounds_of_three_camps_and_24_cards(trailblazers, players, options):
    state = play(trailblazers, players, 11, options)
    assert state.round == 4
    for p in state.players:
        assert len(p["area"]) == 3 + 24 and p["camps"] == [] and p["hand"] == []
    again = play(trailblazers, players, 11, options)
    assert again.scores() == state.scores() and again.to_json() == state.to_json()


def test_a_tableau_saves_and_loads_mid_game(trailblazers):
    state = GameState(trailblazers, 3, 5)
    rng = random.Random(5)
    for _ in range(20):
        moves = state.legal_actions()
        state.apply(moves[int(rng.random() * len(moves))])
    loaded = GameState.from_json(trailblazers, state.to_json())
    assert json.loads(loaded.to_json()) == json.loads(state.to_json())
    assert [str(m) for m in loaded.legal_actions()] == [str(m) for m in state.legal_actions()]


def test_card_sheets_draw_the_trails_of_every_card(trailblazers):
    from compiler.driver.build import Project, compile_game
    from pathlib import Path
    result = compile_game(Project(Path(__file__).resolve().parents[2]), "trailblazers")
    html = result.files["sheets/cards-a4.html"]
    assert html.count('<img class="trails" src="data:image/svg+xml;base64,') == 270 + 3


def test_a_tableau_picture_draws_every_card_laid(trailblazers):
    from compiler.sheets.trails import tableau_svg
    laid = area(("camp", "0,0", 0, None), ("u_turn", "0,-2", 180, "fox"))
    cards = {name: row["trails"] for deck in (CAMPS, CARDS) for name, row in deck.items()}
    svg = tableau_svg(laid, cards, 2, KINDS, {"camp"})
    assert svg.startswith("<svg") and svg.count("<rect") == 2 + 1 and "<circle" in svg


def test_cairn_picture_draws_the_tableaux_of_a_logged_game(tmp_path, capsys):
    from pathlib import Path
    from compiler.commands.cli import main
    root = str(Path(__file__).resolve().parents[2])
    logs, out = tmp_path / "logs", tmp_path / "pictures"
    assert main(["--project", root, "simulate", "trailblazers", "-n", "1", "--players", "2", "--seed", "3",
                 "--log-dir", str(logs)]) == 0
    log = sorted(logs.iterdir())[0]
    assert main(["--project", root, "picture", str(log), "--out", str(out)]) == 0
    drawn = sorted(p.name for p in out.iterdir())
    assert drawn == ["trailblazers-seat0-area.svg", "trailblazers-seat1-area.svg"]
    svg = (out / drawn[0]).read_text(encoding="utf-8")
    assert svg.count('rx="3"') == 3 + 24      # every card laid: 3 camps and 24 trail cards
    assert "drew 2 tableau" in capsys.readouterr().out


def test_a_tampered_tableau_in_a_save_is_refused_naming_the_field(trailblazers):
    from runtime.rules import RuleError
    state = GameState(trailblazers, 2, 5)
    state.apply(state.legal_actions()[0])
    data = json.loads(state.to_json())
    data["players"][0]["area"][0][3] = 45          # a card turned 45 degrees
    with pytest.raises(RuleError, match="area"):
        GameState.from_json(trailblazers, json.dumps(data))
    data["players"][0]["area"][0] = ["camp_hiking", 0, 0, 0, None, "extra"]
    with pytest.raises(RuleError, match="area"):
        GameState.from_json(trailblazers, json.dumps(data))


def traced_whole(area, layout) -> list:
    """The loops as found by walking the list of every visible piece (how `loops` once worked): the oracle of
    the test below, which `loops` must match order, tokens and all while reading only the cells trails reach."""
    from runtime.tableau import visible_pieces
    pieces, ends = visible_pieces(area, layout), {}
    for e, (a, b, kind, *_rest) in enumerate(pieces):
        ends.setdefault((kind, a), []).append(e)
        ends.setdefault((kind, b), []).append(e)
    found, seen = [], set()
    for camp, first in sorted((a[1] if a[0] == "camp" else b[1], e) for e, (a, b, *_rest) in enumerate(pieces)
                              if "camp" in (a[0], b[0])):
        path, came, (a, b, kind) = [first], first, pieces[first][:3]
        here = b if a == ("camp", camp) else a
        while here != ("camp", camp):
            onward = [] if here[0] in ("camp", "end") else [e for e in ends[(kind, here)] if e != came]
            if len(onward) != 1:
                path = None
                break
            came = onward[0]
            path.append(came)
            a, b = pieces[came][:2]
            here = b if a == here else a
        if path is None or frozenset(path) in seen:
            continue
        seen.add(frozenset(path))
        tokens = {area[pieces[e][5]][4] for e in path if pieces[e][4] and area[pieces[e][5]][4] is not None}
        found.append((kind, sum([pieces[e][3] for e in path]), tuple(sorted(tokens, key=str)), camp))
    return found


def test_loops_traced_cell_by_cell_are_those_of_every_visible_piece():
    from generated.trailblazers.rules import TABLEAU_AREA as layout
    from runtime.tableau import loops
    cards = [card for deck in layout["decks"] for card in deck if card not in layout["fixed"][0]]
    rng, closed = random.Random(5), 0
    for _game in range(20):
        laid = []
        for camp in list(layout["fixed"][0])[:3]:
            place(laid, camp, rng.choice(spots(laid, layout)), rng.choice((0, 90, 180, 270)))
        for _card in range(rng.randrange(4, 25)):
            place(laid, rng.choice(cards), rng.choice(spots(laid, layout)), rng.choice((0, 90, 180, 270)),
                  rng.choice((None, None, "bear", "elk")))
            assert loops(laid, layout) == traced_whole(laid, layout)
            closed += bool(traced_whole(laid, layout))
    assert closed >= 10     # loops were closed, not only none found both ways


def test_loops_asked_every_few_cards_walk_again_only_what_the_new_cards_cover():
    """`loops` starts from the trails of the area less its last few cards: asked after one to four cards at a
    time, covering old loops and closing new ones, it finds what walking every visible piece finds."""
    from generated.trailblazers.rules import TABLEAU_AREA as layout
    from runtime import tableau
    cards = [card for deck in layout["decks"] for card in deck if card not in layout["fixed"][0]]
    rng, kept = random.Random(11), 0
    for _game in range(20):
        laid = []
        for camp in list(layout["fixed"][0])[:3]:
            place(laid, camp, rng.choice(spots(laid, layout)), rng.choice((0, 90, 180, 270)))
        while len(laid) < 27:
            for _card in range(rng.randrange(1, 5)):
                place(laid, rng.choice(cards), rng.choice(spots(laid, layout)), rng.choice((0, 90, 180, 270)),
                      rng.choice((None, "bear")))
            kept += any((id(layout), tableau._key(laid)[:k]) in tableau._TRAILS for k in range(1, len(laid)))
            assert tableau.loops(laid, layout) == traced_whole(laid, layout)
    assert kept >= 50       # most areas started from kept trails


def test_copies_of_a_kept_area_share_its_grid_until_a_card_is_laid_and_keep_their_own_spots_and_loops():
    """runtime/areas.py `Area.copy`: a copy shares its source's spots, grid and loops found until one of them lays a
    card; copies of copies, each laying cards of its own, and the source after them, list the spots and find the loops
    runtime/tableau.py finds from their own placements."""
    from generated.trailblazers.rules import TABLEAU_AREA as layout
    from runtime.areas import Area, lay
    from runtime.tableau import loops, spot_cell, spot_name
    cards = [card for deck in layout["decks"] for card in deck if card not in layout["fixed"][0]]
    rng = random.Random(3)

    def alike(laid, kept):
        assert [spot_name(cell) for cell in kept.cells] == spots(laid, layout)
        assert kept.loops() == loops(laid, layout)

    def lay_some(laid, kept, count):
        for _card in range(count):
            spot = rng.choice(spots(laid, layout))
            lay(laid, kept, rng.choice(cards), spot_cell(spot), rng.choice((0, 90, 180, 270)), rng.choice((None, "elk")))
    for _game in range(6):
        laid = []
        kept = Area(laid, layout)
        for camp in list(layout["fixed"][0])[:3]:
            lay(laid, kept, camp, spot_cell(rng.choice(spots(laid, layout))), 0, None)
        lay_some(laid, kept, rng.randrange(3, 15))
        copies = [(list(laid), kept.copy(list(laid))) for _copy in range(3)]
        copies.append((list(copies[0][0]), copies[0][1].copy(list(copies[0][0]))))     # a copy of a copy
        for own_laid, own_kept in copies[1:]:
            lay_some(own_laid, own_kept, rng.randrange(1, 4))
        for own_laid, own_kept in copies:
            alike(own_laid, own_kept)
        alike(laid, kept)
        lay_some(laid, kept, 2)
        alike(laid, kept)
        alike(*copies[0])


def test_a_camp_exit_that_ends_at_its_first_cell_marks_it_read_and_a_card_laid_there_has_the_camp_walked_again():
    """runtime/areas.py `Area.trace_camp` takes a walk's first step itself (most exits end there, at a cell no trail
    of their kind enters): the cell it reads is marked, so that a card laid over it later has the camp walked again,
    empty or under a card whose trails are of another kind."""
    from runtime.areas import Area, lay
    from runtime.tableau import loops, spot_cell
    laid: list = []
    kept = Area(laid, LAYOUT)
    lay(laid, kept, "camp", spot_cell("0,0"), 0, None)
    assert kept.loops() == [] == loops(laid, LAYOUT)                # its exits lead to empty cells
    lay(laid, kept, "bar", spot_cell("0,-2"), 0, None)              # a river across the cells above: no road enters
    assert kept.loops() == [] == loops(laid, LAYOUT)
    lay(laid, kept, "u_turn", spot_cell("0,-2"), 180, "fox")        # over them, a road back to the camp
    assert kept.lengths() == [4] and kept.tokens() == [1] and kept.loops() == loops(laid, LAYOUT)
    lay(laid, kept, "u_turn_2", spot_cell("0,2"), 0, None)          # below, where the first walks found nothing
    assert kept.lengths() == [4, 4] and kept.loops() == loops(laid, LAYOUT)


def test_every_card_of_the_layout_is_shown_from_one_table_a_card_of_no_deck_as_laid():
    """runtime/areas.py `Trails.shows`: what `Area.show` writes of every card of the layout, each way, is made once per
    width of grid, before any is laid; a card of no deck of the layout (shown by `Area.shown_as`, hiding what it
    covers) joins the table as it is laid, and the area lists the spots and finds the loops runtime/tableau.py finds."""
    from generated.trailblazers.rules import TABLEAU_AREA as layout
    from runtime.areas import Area, lay, trail_tables
    from runtime.tableau import loops, spot_cell, spot_name
    cards = [card for deck in layout["decks"] for card in deck if card not in layout["fixed"][0]]
    trails = trail_tables(layout)
    laid = []
    kept = Area(laid, layout)
    table = trails.shows(kept.width)
    assert set(table) == set(trails.cells) and all(set(table[card]) == set(trails.cells[card]) for card in table)
    rng = random.Random(13)
    for camp in list(layout["fixed"][0])[:3]:
        lay(laid, kept, camp, spot_cell(rng.choice(spots(laid, layout))), 0, None)
    for card in rng.sample(cards, 12) + ["no such card"] * 3:
        lay(laid, kept, card, spot_cell(rng.choice(spots(laid, layout))), rng.choice((0, 90, 180, 270)), None)
        assert [spot_name(cell) for cell in kept.cells] == spots(laid, layout)
        assert kept.loops() == loops(laid, layout)
    assert "no such card" in trails.shows(kept.width) and "no such card" not in trails.cells


def test_the_areas_of_one_layout_read_its_tables_made_once_and_another_layout_its_own():
    """runtime/areas.py `_LAYOUTS`: every Area of a layout shares what it reads of it (made once, by the layout's
    identity); a layout equal but for whether marked cards are fixed is another layout, with its own."""
    from generated.trailblazers.rules import TABLEAU_AREA as layout
    from runtime.areas import Area
    first, second = Area([], layout), Area([], layout)
    assert first.trails is second.trails and first.fixed is second.fixed and first.reach is second.reach
    assert first.cells == second.cells and first.cells is not second.cells
    other = dict(layout, fix_marked=not layout.get("fix_marked"))
    again = Area([], other)
    assert again.fix_marked == (not layout.get("fix_marked")) and first.fix_marked == layout.get("fix_marked")
    assert again.trails is not first.trails


@pytest.mark.parametrize("cells", [2, 3])
def test_an_area_kept_as_cards_are_laid_lists_the_spots_worked_out_anew_over_fixed_and_marked_cards(cells):
    """runtime/areas.py `Area.put` and `shut_over` (in pure Python the cells touched and those shut kept as bits of one
    int a row): as cards of n x n cells are laid, camps and marked cards among them (never to be
    covered), far enough for the grid to double, and on a copy after a while, the spots kept are those runtime/
    tableau.py works out from the placements, and the area copied keeps its own."""
    from runtime.areas import Area, lay
    from runtime.tableau import spot_cell, spot_name
    if cells == 2:
        layout = LAYOUT
    else:
        plain = {"trails": []}
        layout = {"cells": 3, "decks": ({"camp": plain}, {"wide": plain, "other": plain}), "column": "trails",
                  "fixed": ({"camp": plain},), "fix_marked": True}
    names = [card for deck in layout["decks"] for card in deck]
    rng, doubled = random.Random(cells), 0
    for _game in range(12):
        laid = []
        kept = Area(laid, layout)
        width, copied = kept.width, None
        for count in range(rng.randrange(20, 45)):
            open_spots = spots(laid, layout)
            spot = max(open_spots, key=lambda s: max(map(abs, map(int, s.split(","))))) if rng.random() < 0.5 else \
                rng.choice(open_spots)
            lay(laid, kept, rng.choice(names), spot_cell(spot), rng.choice((0, 180)), rng.choice((None, None, "fox")))
            assert [spot_name(cell) for cell in kept.cells] == spots(laid, layout)
            if count == 10:
                copied, before = kept, list(laid)
                laid = list(laid)
                kept = kept.copy(laid)
        assert [spot_name(cell) for cell in copied.cells] == spots(before, layout)
        doubled += kept.width > width
    assert doubled


def test_an_area_lowered_with_its_cards_gets_a_grid_that_fits_them_and_finds_what_a_wide_one_finds():
    """runtime/areas.py `_fitted_width`: an Area made from cards already laid (a world lowered for greedy) starts on the
    narrowest grid that holds them and a card beside any of them, mostly 32 x 32, not the 64 x 64 of an area begun
    empty; cards laid after it (in its copies too), near or past its edge, list the spots and find the loops
    runtime/tableau.py finds, the grid doubled where a card comes near its edge."""
    from generated.trailblazers.rules import TABLEAU_AREA as layout
    from runtime import areas
    from runtime.areas import Area, lay
    from runtime.tableau import loops, spot_cell, spot_name
    cards = [card for deck in layout["decks"] for card in deck if card not in layout["fixed"][0]]
    rng, widths, doubled = random.Random(7), [], 0

    def alike(laid, kept):
        assert [spot_name(cell) for cell in kept.cells] == spots(laid, layout)
        assert kept.loops() == loops(laid, layout)

    for _game in range(16):
        laid = []
        for camp in list(layout["fixed"][0])[:3]:
            place(laid, camp, rng.choice(spots(laid, layout)), rng.choice((0, 90, 180, 270)))
        for _card in range(rng.randrange(3, 30)):
            # now and then the farthest spot: some areas reach past a 32-wide grid's edge
            open_spots = spots(laid, layout)
            far = max(open_spots, key=lambda s: max(map(abs, map(int, s.split(","))))) if rng.random() < 0.1 else None
            place(laid, rng.choice(cards), far or rng.choice(open_spots), rng.choice((0, 90, 180, 270)),
                  rng.choice((None, "elk")))
        kept = Area(list(laid), layout)
        widths.append(kept.width)
        assert kept.width == areas._fitted_width(laid, kept.n, kept.margin)
        alike(kept.area, kept)
        copy = kept.copy(list(kept.area))
        for _card in range(rng.randrange(1, 12)):
            open_spots = spots(copy.area, layout)
            spot = max(open_spots, key=lambda s: max(map(abs, map(int, s.split(","))))) if rng.random() < 0.7 else \
                rng.choice(open_spots)
            lay(copy.area, copy, rng.choice(cards), spot_cell(spot), rng.choice((0, 90, 180, 270)), None)
        doubled += copy.width > kept.width
        alike(copy.area, copy)
        alike(kept.area, kept)
    assert Area([], layout).width == areas._FIRST_WIDTH
    assert areas._LEAST_WIDTH in widths and doubled     # narrow grids, and some of them doubled by the cards laid


def test_an_area_lowered_again_a_few_cards_on_is_a_copy_of_the_kept_one_and_finds_what_a_new_area_finds(monkeypatch):
    """runtime/areas.py `kept_area` (the lowered state's `tableau_area`): an area lowered after one of its first parts
    was (the same game a few cards on) is a copy of the Area kept for that part, its other cards put after; it lists
    the spots and finds the loops a new Area and runtime/tableau.py find, and so do copies laying cards on it. Areas
    that differ in a card, and a placement changed in place after it was kept, find no kept Area of theirs."""
    from generated.trailblazers.rules import TABLEAU_AREA as layout
    from runtime import areas
    from runtime.areas import Area, kept_area, lay
    from runtime.tableau import loops, spot_cell, spot_name
    cards = [card for deck in layout["decks"] for card in deck if card not in layout["fixed"][0]]
    rng, copied = random.Random(13), 0
    copies = []
    real_copy = Area.copy

    def counted_copy(self, area):
        copies.append(area)
        return real_copy(self, area)

    monkeypatch.setattr(Area, "copy", counted_copy)

    def alike(laid, kept):
        assert [spot_name(cell) for cell in kept.cells] == spots(laid, layout)
        assert kept.loops() == loops(laid, layout)
        fresh = Area(list(laid), layout)
        assert kept.cells == fresh.cells and kept.loops() == fresh.loops()

    areas._KEPT_AREAS.clear()
    for _game in range(8):
        laid = []
        for camp in list(layout["fixed"][0])[:3]:
            place(laid, camp, rng.choice(spots(laid, layout)), rng.choice((0, 90, 180, 270)))
        while len(laid) < 30:
            for _card in range(rng.randrange(1, 6)):
                place(laid, rng.choice(cards), rng.choice(spots(laid, layout)), rng.choice((0, 90, 180, 270)),
                      rng.choice((None, "elk")))
            lowered = list(laid)
            copies.clear()
            kept = kept_area(lowered, layout)
            copied += len(copies) == 2      # a copy of a kept Area, then kept itself (a new one: only kept)
            alike(lowered, kept)
            copy = kept.copy(list(lowered))
            for _card in range(rng.randrange(1, 4)):
                spot = rng.choice(spots(copy.area, layout))
                lay(copy.area, copy, rng.choice(cards), spot_cell(spot), rng.choice((0, 90, 180, 270)), None)
            alike(copy.area, copy)
            alike(lowered, kept)
    assert copied >= 30
    # a placement changed in place after its area was kept: that area is not found again
    laid[-1][4] = "bear" if laid[-1][4] != "bear" else None
    alike(laid, kept_area(list(laid), layout))
    assert kept_area([], layout).width == areas._FIRST_WIDTH


def test_a_card_too_far_from_the_first_is_a_rules_error():
    from runtime.rules import RuleError
    with pytest.raises(RuleError, match="a tableau spans at most"):
        spots([["camp", 0, 0, 0, None], ["bar", 10 ** 6, 0, 0, None]], LAYOUT)


def test_every_cell_a_tableau_may_hold_is_one_digit_of_a_python_int():
    # the open spots are kept sorted as ints (runtime/areas.py): one-digit ints (below 2 ** 30) compare and sort as
    # machine ints, two-digit ones through the slow path
    from runtime.tableau import _FAR, _cell
    for x, y in ((0, 0), (_FAR - 1, _FAR - 1), (-(_FAR - 1), -(_FAR - 1)), (_FAR - 1, -(_FAR - 1))):
        assert 0 <= _cell(x, y) < 2 ** 30


def test_spots_counted_on_the_grid_read_as_the_sorted_list_of_open_cells():
    """runtime/areas.py `Spots` (the native build's open spots, counted per row of the grid): after random cells are
    opened and shut, on copies, and counted again on a grid twice as wide from the spots as they stand, its length,
    every index (and negative ones), its iteration and its listing are the sorted list of the open cells written as
    runtime/tableau.py writes them, an index past the end an IndexError; an empty area lists 0,0 alone until cleared."""
    from runtime.areas import _NEAR, _SHUT, Spots
    from runtime.tableau import _cell
    rng = random.Random(11)
    for width in (32, 64):
        half = width // 2
        for _case in range(60):
            status = bytearray(width * width)
            spots = Spots(status, width)
            spots.origin = True
            assert list(spots) == [_cell(0, 0)] and len(spots) == 1 and spots[0] == spots[-1] == _cell(0, 0)
            spots.clear()
            assert list(spots) == [] and len(spots) == 0
            opened = set()
            for _step in range(rng.randrange(1, 120)):
                x, y = rng.randrange(-half + 2, half - 2), rng.randrange(-half + 2, half - 2)
                cell = (y + half) * width + x + half
                if not status[cell]:
                    status[cell] = _NEAR
                    spots.opened(cell)
                    opened.add((y, x))
                elif status[cell] == _NEAR and rng.random() < 0.3:
                    status[cell] |= _SHUT
                    spots.shut(cell)
                    opened.discard((y, x))
                if rng.random() < 0.2:
                    status = bytearray(status)
                    spots = spots.copy(status)
                expected = [_cell(x, y) for y, x in sorted(opened)]
                assert len(spots) == len(expected) and list(spots) == expected and spots.listing() == expected
                for k in rng.sample(range(-len(expected), len(expected)), min(len(expected) * 2, 8)):
                    assert spots[k] == expected[k]
                with pytest.raises(IndexError):
                    spots[len(expected)]
            wider = Spots(bytearray((2 * width) ** 2), 2 * width)
            for y, x in opened:
                wider.status[(y + width) * 2 * width + x + width] = _NEAR
            for spot in spots:
                wider.add_spot(spot)
            assert list(wider) == expected and [wider[k] for k in range(len(wider))] == expected
