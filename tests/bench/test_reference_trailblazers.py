"""The Trailblazers reference (bench/reference/trailblazers.py) reads the cards' trails and lays cards and
finds loops on a grid of its own; here its trails are the compiler's, card by card and turn by turn, and,
placement by placement, its spots and closed loops are those of Cairn's tableau (runtime/tableau.py) for the
same area. The statistical comparison (test_reference_agrees.py) sees loops only in the rare games that
close one; this sees every one of thousands of areas exactly."""
import random

from bench.reference import trailblazers as ref
from generated.trailblazers.data import CAMPS, TABLEAU_AREA, TRAIL_CARDS
from runtime import tableau


def xy(cell: int) -> tuple:
    """The reference's cell index as the tableau's x, y (the first camp at 0,0)."""
    y, x = divmod(cell - ref.ORIGIN + ref.W // 2, ref.W)
    return x - ref.W // 2, y


def joined(grid: list, cells: tuple) -> int:
    """Trail ends of one kind that meet across the edges of these cells."""
    width, link, n = 4 * ref.NKINDS, ref.LINK, 0
    for c in cells:
        for side, other, back in ((ref.E, c + 1, ref.W_), (ref.S, c + ref.W, ref.N),
                                  (ref.W_, c - 1, ref.E), (ref.N, c - ref.W, ref.S)):
            a, b = grid[c] * width, grid[other] * width
            n += sum(1 for k in range(0, width, 4) if link[a + k + side] >= 0 and link[b + k + back] >= 0)
    return n


def random_areas(seed: int, games: int, tries: int):
    """Areas of 3 camps and 24 trail cards, yielding (reference area, tableau area) after every placement.
    Each trail card is the best of `tries` random placements by the trail ends it joins: random play
    closes few loops, and only short ones."""
    rng = random.Random(seed)
    trails, camps = list(TRAIL_CARDS), list(CAMPS)
    for _ in range(games):
        area, laid = ref.new_area(), []
        grid = area[ref.VIS]
        order = rng.sample(range(len(camps)), len(camps))
        for k in range(27):
            where = area[ref.SPOTS]
            if k % 9 == 0:
                camp = order[k // 9]
                at = rng.choice(where) if where else ref.ORIGIN
                ref.lay_camp(area, camp, at)
                laid.append([camps[camp], *xy(at), 0, None])
                yield area, laid
                continue
            best = None
            for _ in range(tries):
                card, turned, at = rng.randrange(len(trails)), rng.randrange(2), rng.choice(where)
                variant = 1 + ((ref.TRAIL_BASE + card) * 2 + turned) * 4
                cells = (at, at + 1, at + ref.W, at + ref.W + 1)
                before = [grid[c] for c in cells]
                for q, c in enumerate(cells):
                    grid[c] = variant + q
                score = joined(grid, cells) + rng.random()
                for q, c in enumerate(cells):
                    grid[c] = before[q]
                if best is None or score > best[0]:
                    best = (score, card, turned, at)
            _score, card, turned, at = best
            ref.lay(area, 1 + ((ref.TRAIL_BASE + card) * 2 + turned) * 4, at)
            laid.append([trails[card], *xy(at), 180 * turned, None])
            yield area, laid


def test_trails_are_the_compilers():
    """Every card, either way up: where a trail of each kind entering each side of each cell leaves, and its
    markers, as the compiler read the notation and the tableau turns it."""
    cards, _fixed = tableau.geometry(TABLEAU_AREA)
    side = {"N": ref.N, "E": ref.E, "S": ref.S, "W": ref.W_, "camp": ref.CAMP, "end": ref.END}
    kinds, width = ref.DATA["kinds"], 4 * ref.NKINDS
    expected = [-1] * len(ref.LINK)
    for c, card in enumerate(list(CAMPS) + list(TRAIL_CARDS)):
        for turned, turn in enumerate((0, 180)):
            for (i, j), pieces in cards[card][turn].items():
                v = 1 + (c * 2 + turned) * 4 + j * 2 + i
                for _i, _j, a, b, kind, markers, _long in pieces:
                    for enter, leave in ((a, b), (b, a)):
                        if side[enter] < 4:
                            expected[v * width + kinds.index(kind) * 4 + side[enter]] = side[leave] | markers << 3
    assert ref.LINK == expected


def test_spots_and_loops_are_the_tableaus():
    kinds = ref.DATA["kinds"]
    areas = loops_seen = several = longest = 0
    for seed, games, tries in ((1, 40, 1), (2, 60, 40), (3, 60, 40)):
        for area, laid in random_areas(seed, games, tries):
            assert sorted(f"{x},{y}" for x, y in map(xy, area[ref.SPOTS])) == sorted(tableau.spots(laid, TABLEAU_AREA))
            lengths, found = ref.loops(area)
            expected = sorted((kinds.index(kind), markers) for kind, markers, _tokens, _camp in tableau.loops(laid, TABLEAU_AREA))
            assert sorted(zip(found, lengths)) == expected
            areas += 1
            loops_seen += len(lengths)
            several += len(lengths) > 1
            longest = max([longest] + lengths)
    # the loops were really put to the test: many, several at once, long ones
    assert areas == 160 * 27 and loops_seen > 250 and several >= 8 and longest >= 10
