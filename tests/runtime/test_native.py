"""The native build (compiler/driver/native.py): every game plays byte for byte the same compiled as pure, and
without Cython or a C compiler `--native` falls back to the pure modules with one line saying so.

The extensions are built once for the module, at -O0 (what is tested is that they compute the same, not
how fast), into build/native/ where a second run finds them by their sources' hash. conftest.py starts
that build in the background when the tests are collected (`native_extensions`, with the same flags).
"""
from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from compiler.driver import native
from compiler.driver.build import find_project

ROOT = Path(__file__).resolve().parents[2]
PROJECT = find_project(explicit=str(ROOT))
GAMES = PROJECT.games()
TEST_CFLAGS = {"CFLAGS": "-O0"}       # conftest.NATIVE_CFLAGS builds with the same


def cairn(*args, env: dict | None = None):
    return subprocess.run([sys.executable, "-m", "compiler.commands.cli", "--project", str(ROOT), *map(str, args)],
                          cwd=ROOT, env={**os.environ, **TEST_CFLAGS, **(env or {})}, capture_output=True, text=True,
                          timeout=600)


@pytest.fixture(scope="module")
def built(native_extensions):
    reason = native.unavailable()
    if reason is not None:
        if os.environ.get("CI"):
            pytest.fail(f"CI must build the native modules: {reason}")
        pytest.skip(f"no native build here: {reason}")
    done = cairn("build", "--native")
    assert done.returncode == 0, done.stderr
    return done


def simulate(game: str, *extra, env: dict | None = None):
    done = cairn("simulate", game, "-n", 80, "--players", 2, "--seed", 11, "--json", *extra, env=env)
    assert done.returncode == 0, done.stderr
    return done


@pytest.mark.parametrize("game", GAMES)
def test_native_simulation_is_byte_identical_to_pure(built, game):
    pure, compiled = simulate(game), simulate(game, "--native")
    assert "native: " in compiled.stderr and "no native build" not in compiled.stderr, compiled.stderr
    assert compiled.stdout == pure.stdout


def test_simulation_modules_load_from_the_native_build(built):
    probe = ("import sys; from compiler.driver.build import find_project; "
             "from compiler.driver.games import load_rules; "
             "from compiler.driver.native import is_native, modules_of; p = find_project(explicit=sys.argv[1]); "
             "rules = load_rules(p, p.games()[0], native=True); from runtime.fastplay import fast_playout; "
             "fast_playout(rules); import runtime.simulate; "
             "print(' '.join(m.name for m in modules_of(p, p.games()[:1]) if not is_native(m.name)) or 'all')")
    done = subprocess.run([sys.executable, "-c", probe, str(ROOT)], cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, **TEST_CFLAGS}, timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "all", f"imported from source: {done.stdout}"


MASKS_PROBE = """
import importlib.util, random, sys
from compiler.driver.build import find_project
from compiler.driver.games import load_rules
from compiler.driver.native import is_native
p = find_project(explicit=sys.argv[1])
load_rules(p, "trek-to-zion", native=True)
from runtime.masks import mask_ids
from runtime.networks import network_connected, network_joined_grown, network_longest, network_longest_grown
assert is_native("runtime.masks") and is_native("runtime.networks"), "imported from source"
spec = importlib.util.spec_from_file_location("pure_masks", sys.argv[1] + "/runtime/masks.py")
pure = importlib.util.module_from_spec(spec)
spec.loader.exec_module(pure)
rng = random.Random(3)
for width in list(range(0, 140)) * 5:
    mask = rng.getrandbits(width) & rng.getrandbits(width) if width else 0
    assert mask_ids(mask) == pure.mask_ids(mask), mask
from runtime.board import connected, longest_path
trek = importlib.import_module("generated.trek_to_zion.lowered")
routes = importlib.import_module("generated.trek_to_zion.rules").ROUTES
for size in list(range(1, 30)) * 3:
    numbers = rng.sample(range(len(trek.ROUTES_IDS)), size)
    ids = [trek.ROUTES_IDS[k] for k in numbers]
    mask = sum(1 << k for k in numbers)
    assert network_longest(mask, trek.ROUTES_ENDS) == longest_path(ids, routes), ids
    a, b = rng.randrange(len(trek.LOCATIONS_IDS)), rng.randrange(len(trek.LOCATIONS_IDS))
    assert network_connected(mask, a, b, trek.ROUTES_ENDS) == connected(ids, trek.LOCATIONS_IDS[a],
                                                                         trek.LOCATIONS_IDS[b], routes)
for _network in range(12):      # grown a route at a time, met as a worth meets it: each worked out from the one before
    ids, mask = [], 0
    for k in rng.sample(range(len(trek.ROUTES_IDS)), 24):
        ids.append(trek.ROUTES_IDS[k])
        mask |= 1 << k
        a, b = rng.randrange(len(trek.LOCATIONS_IDS)), rng.randrange(len(trek.LOCATIONS_IDS))
        joined = network_joined_grown(mask, trek.ROUTES_ENDS) if _network % 2 else None
        assert network_connected(mask, a, b, trek.ROUTES_ENDS) == connected(ids, trek.LOCATIONS_IDS[a],
                                                                             trek.LOCATIONS_IDS[b], routes)
        assert joined is None or (joined[a] == joined[b]) == connected(ids, trek.LOCATIONS_IDS[a],
                                                                       trek.LOCATIONS_IDS[b], routes)
        assert network_longest_grown(mask, trek.ROUTES_ENDS) == longest_path(ids, routes), ids
print("same")
"""


def test_masks_and_networks_compiled_answer_as_pure(built):
    """runtime/masks.pyx (a mask's ids by C words) finds the ids runtime/masks.py finds, for masks of 0 to 139 bits
    (across the 64-bit words), and the compiled runtime/networks.py the boards' answers on Trek's 69 routes, of
    networks met at random and of networks grown a route at a time."""
    done = subprocess.run([sys.executable, "-c", MASKS_PROBE, str(ROOT)], cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, **TEST_CFLAGS}, timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "same"


AREAS_PROBE = """
import random, sys
from compiler.driver.build import find_project
from compiler.driver.games import load_rules
from compiler.driver.native import is_native
p = find_project(explicit=sys.argv[1])
load_rules(p, "trailblazers", native=True)
from runtime.areas import Area, lay
assert is_native("runtime.areas"), "imported from source"
from generated.trailblazers.rules import TABLEAU_AREA as layout
from runtime.tableau import loops, spot_cell, spot_name, spots
cards = [card for deck in layout["decks"] for card in deck if card not in layout["fixed"][0]]
rng = random.Random(7)
for _game in range(12):
    laid = []
    kept = Area(laid, layout)
    for camp in list(layout["fixed"][0])[:3]:
        lay(laid, kept, camp, spot_cell(rng.choice(spots(laid, layout))), 0, rng.choice((None, "elk")))
    for _card in range(rng.randrange(10, 40)):
        lay(laid, kept, rng.choice(cards), spot_cell(rng.choice(spots(laid, layout))), rng.choice((0, 90, 180, 270)),
            rng.choice((None, "elk")))
        assert [spot_name(cell) for cell in kept.cells] == spots(laid, layout)
    copy = kept.copy(list(laid))
    lay(copy.area, copy, cards[0], copy.cells[len(copy.cells) // 2], 90, None)
    assert [spot_name(cell) for cell in copy.cells] == spots(copy.area, layout)
    assert kept.loops() == loops(laid, layout) and copy.loops() == loops(copy.area, layout)
print("same")
"""


def test_areas_compiled_list_the_spots_and_loops_the_tableau_finds(built):
    """runtime/areas.py compiled (its grid read as C arrays, a card's new spots each put in place by a search in C,
    not sorted): after every card of random Trailblazers areas, and on a copy laid on, the open spots and the loops are
    those runtime/tableau.py works out from the placements."""
    done = subprocess.run([sys.executable, "-c", AREAS_PROBE, str(ROOT)], cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, **TEST_CFLAGS}, timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "same"


PILES_PROBE = """
import importlib.util, random, sys
from compiler.driver.build import find_project
from compiler.driver.games import load_rules
from compiler.driver.native import is_native
p = find_project(explicit=sys.argv[1])
load_rules(p, "trailblazers", native=True)
from runtime.board import distinct
from runtime.chance import shuffle
from runtime.pile_counts import move_each
assert all(map(is_native, ("runtime.board", "runtime.chance", "runtime.pile_counts"))), "imported from source"
def pure(name):
    spec = importlib.util.spec_from_file_location("pure_" + name, sys.argv[1] + f"/runtime/{name}.py",
                                                  submodule_search_locations=None)
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "runtime"
    spec.loader.exec_module(module)
    assert not getattr(module, "_COMPILED", False)
    return module
board, chance, pile_counts = pure("board"), pure("chance"), pure("pile_counts")
rng = random.Random(5)
for _ in range(300):
    count = rng.randrange(1, 9)
    source = [rng.randrange(count) for _ in range(rng.randrange(0, 20))]
    a, b, onto_a, onto_b = list(source), list(source), [7], [7]
    errors = []
    for f, s, d in ((move_each, a, onto_a), (pile_counts.move_each, b, onto_b)):
        try:
            f(s, d, count)
            errors.append(None)
        except ValueError:
            errors.append("missing")
    assert (a, onto_a, errors[0]) == (b, onto_b, errors[1]), source
    items = [rng.choice((1, 2, 3, "a", "b", 2.0, True, None)) for _ in range(rng.randrange(0, 12))]
    assert distinct(items) == board.distinct(items) and distinct(iter(items)) == board.distinct(items), items
class Held:
    def __init__(self, seed):
        self.rng = random.Random(seed)
for seed in range(40):
    pile_a, pile_b = list(range(seed % 17)), list(range(seed % 17))
    native_state, pure_state = Held(seed), Held(seed)
    shuffle(native_state, pile_a)
    chance.shuffle(pure_state, pile_b)
    assert pile_a == pile_b and native_state.rng.random() == pure_state.rng.random(), seed
print("same")
"""


def test_piles_distinct_and_shuffle_compiled_answer_as_pure(built):
    """runtime/pile_counts.py compiled (`move_each`'s one pass over a byte per card in C), runtime/board.py's
    `distinct` (a short list walked in C) and runtime/chance.py's `shuffle` (drawn in C on the stream's own state)
    leave the piles, list the values and draw the numbers the pure modules do, a card missing raising as there."""
    done = subprocess.run([sys.executable, "-c", PILES_PROBE, str(ROOT)], cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, **TEST_CFLAGS}, timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "same"


class _Equal:
    """An entry equal to everything, that says how often it was asked."""
    asked = 0

    def __eq__(self, other):
        _Equal.asked += 1
        return True


def test_a_piles_remove_compiled_takes_out_what_list_remove_takes_out(tmp_path):
    """runtime/masks.pxd's `list_remove` (a lowered pile's `remove`, compiled inline where the pure print calls
    `list.remove`): the first entry that is the item or equal to it taken out, the same entry `list.remove` takes (a
    number equal to another of another type, an int past a C long, a bool, an entry whose `==` answers for it), and
    ValueError where none is."""
    reason = native.unavailable()
    if reason is not None:
        pytest.skip(f"no native build here: {reason}")
    text = "from runtime.api import masks\n\n\ndef removed(items, item):\n    masks.list_remove(items, item)\n    return items\n"
    module = native.Module("remove_probe", tmp_path / "remove_probe.py", text,
                           "from runtime cimport masks\n\ncpdef list removed(list items, object item)\n")
    target = tmp_path / f"remove_probe{native.SUFFIX}"
    with native._Translators() as translators:
        assert native._compile(module, target, native.compiler_command(("-O0",)), translators) is None
    spec = importlib.util.spec_from_file_location("remove_probe", target)
    probe = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(probe)
    big = 2 ** 70
    cases = [([1, 2, 3, 2], 2), ([5, 1.0, 1], 1), ([True, 1], 1), ([3, 1], True), ([7, big + 0, big], int(str(big))),
             ([big, 5], 5), ([-(2 ** 63), 2 ** 63 - 1], 2 ** 63 - 1), (["a", "b", "a"], "a"), ([4, _Equal(), 4], 4),
             ([None, 0], 0), ([(1, 2), 1], (1, 2))]
    for items, item in cases:
        expected = list(items)
        expected.remove(item)
        got = probe.removed(list(items), item)
        assert got == expected and [type(x) for x in got] == [type(x) for x in expected], (items, item)
    entries = [_Equal(), 4]
    _Equal.asked = 0
    assert probe.removed(entries, 4) == [4] and _Equal.asked == 1      # compared as list.remove compares it
    for items, item in (([], 1), ([1, 2], 3), ([2 ** 64], 0), (["1"], 1)):
        with pytest.raises(ValueError, match="not in list"):
            probe.removed(list(items), item)


def test_a_second_build_compiles_nothing(built, monkeypatch):
    monkeypatch.setenv("CFLAGS", TEST_CFLAGS["CFLAGS"])
    again = native.build_native(PROJECT, GAMES)
    assert again.compiled == []
    assert all(path.is_file() for path in again.extensions.values())


def test_a_lowered_module_finds_the_areas_declarations_and_is_built_again_when_they_change(tmp_path, monkeypatch):
    """A lowered tableau's kept area is typed as runtime/areas.pxd's `Area` (`from runtime.areas cimport Area`): that
    .pxd is in the include folder every module is translated with, and a change to it changes every extension's
    key, as a change to draws.pxd or masks.pxd does."""
    folder = native._shared_include(tmp_path)
    assert (folder / "runtime" / "areas.pxd").read_text(encoding="utf-8") == \
        (ROOT / "runtime" / "areas.pxd").read_text(encoding="utf-8")
    module = native.Module("generated.trailblazers.lowered", ROOT / "generated" / "trailblazers" / "lowered.py",
                           "x = 1\n", "cdef long x\n")
    before = native.extension_key(module, ["cc", "-O2"])
    shared = native._shared_declarations
    monkeypatch.setattr(native, "_shared_declarations",
                        lambda name: shared(name) + ("# changed\n" if name == "runtime.areas" else ""))
    assert native.extension_key(module, ["cc", "-O2"]) != before


def test_without_a_c_compiler_one_line_and_the_pure_modules():
    if native.importlib.util.find_spec("Cython") is None:
        pytest.skip("Cython is not installed: the missing Cython is what this machine would report")
    game = GAMES[0]
    pure = cairn("simulate", game, "-n", 20, "--json")
    fallback = cairn("simulate", game, "-n", 20, "--json", "--native", env={"CC": "/nonexistent/cc"})
    assert fallback.returncode == 0, fallback.stderr
    notes = [line for line in fallback.stderr.splitlines() if "games/s" not in line]
    assert notes == ["note: no native build: no C compiler, '/nonexistent/cc' is not found (CC names the one to "
                     "use); running the pure-Python modules"]
    assert fallback.stdout == pure.stdout
    built = cairn("build", "--native", env={"CC": "/nonexistent/cc"})
    assert built.returncode == 0 and built.stderr == "", built.stderr
    assert built.stdout.splitlines()[-1].startswith("note: no native build: no C compiler")


def test_without_cython_one_line(monkeypatch):
    real = native.importlib.util.find_spec
    monkeypatch.setattr(native.importlib.util, "find_spec",
                        lambda name, *rest: None if name == "Cython" else real(name, *rest))
    said = []
    assert native.prepare(PROJECT, GAMES, say=said.append) is None
    assert said == ["note: no native build: Cython is not installed, pip install -e '.[native]' installs it; "
                    "running the pure-Python modules"]


def test_one_cython_process_translates_module_after_module_as_the_command_does(tmp_path):
    """A build's Cython process (native._Translators) writes, module after module, the C `python -m cython` writes
    given the same words, and answers a module that does not translate with its exit code and Cython's words
    about it, and goes on translating the next."""
    reason = native.unavailable()
    if reason is not None:
        pytest.skip(f"no native build here: {reason}")
    bad, good = tmp_path / "bad.py", tmp_path / "good.py"
    bad.write_text("def broken(:\n    pass\n", encoding="utf-8")
    good.write_text("def twice(x):\n    return 2 * x\n", encoding="utf-8")
    directives = [arg for d in native.CYTHON_DIRECTIVES for arg in ("-X", d)]
    with native._Translators() as translators:
        code, said = translators.translate([*directives, "-o", str(tmp_path / "bad.c"), str(bad)])
        assert code == 1 and "bad.py:1:" in said, said
        for name in ("good_a", "good_b"):
            code, said = translators.translate([*directives, "--module-name", name, "-o", str(tmp_path / f"{name}.c"),
                                                str(good)])
            assert code == 0, said
        assert len(translators.all) == 1, "one process for the modules translated one after another"
    done = subprocess.run([sys.executable, "-m", "cython", *directives, "--module-name", "good_b",
                           "-o", str(tmp_path / "command.c"), str(good)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "good_b.c").read_text(encoding="utf-8") == (tmp_path / "command.c").read_text(encoding="utf-8")


def test_a_planted_module_in_the_working_folder_never_runs_in_the_cython_process(tmp_path, monkeypatch):
    """The build's Cython process is started in the designer's folder, which is untrusted: a json.py and a Cython
    package planted there (the first modules the process imports) are never imported in place of the real ones."""
    reason = native.unavailable()
    if reason is not None:
        pytest.skip(f"no native build here: {reason}")
    marker, project = tmp_path / "PLANTED-CODE-RAN", tmp_path / "project"
    planted = f"open({str(marker)!r}, 'w').write('ran')\n"
    (project / "Cython").mkdir(parents=True)
    for path in (project / "json.py", project / "contextlib.py", project / "Cython" / "__init__.py"):
        path.write_text(planted, encoding="utf-8")
    good = tmp_path / "good.py"
    good.write_text("def twice(x):\n    return 2 * x\n", encoding="utf-8")
    monkeypatch.chdir(project)
    with native._Translators() as translators:
        code, said = translators.translate(["-o", str(tmp_path / "good.c"), str(good)])
    assert code == 0, said
    assert not marker.exists()


def test_a_rules_error_in_a_compiled_game_names_the_definition(built, tmp_path):
    """A compiled function's frame names it with its module (generated.tiny.rules.harvest) and keeps no
    locals: the error still names the action and its line in the definitions."""
    shutil.copytree(ROOT / "tests" / "errors" / "base", tmp_path, dirs_exist_ok=True)
    game = tmp_path / "definitions" / "tiny" / "game.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace(
        "      gain crop_value() gold\n", "      gain crop_value() gold\n      gold = gold / (harvests - harvests)\n", 1),
        encoding="utf-8")
    # the runtime's extensions do not depend on the project: only the game is compiled here
    (tmp_path / "build" / "native").mkdir(parents=True)
    for extension in native.native_folder(PROJECT).glob("runtime.*"):
        shutil.copy2(extension, tmp_path / "build" / "native" / extension.name)
    done = subprocess.run([sys.executable, "-m", "compiler.commands.cli", "--project", str(tmp_path), "simulate",
                           "tiny", "-n", "60", "--players", "2", "--native"], cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, **TEST_CFLAGS}, timeout=600)
    assert done.returncode == 1, done.stderr
    assert "native: " in done.stderr and "Traceback" not in done.stderr
    assert re.search(r"failed in 'harvest' \(definitions/tiny/game\.yaml:\d+\)", done.stderr), done.stderr


def test_bench_reports_native_over_hand_written(built, monkeypatch):
    from bench.reference import reference_module
    from compiler.commands.bench import native_section
    monkeypatch.setenv("CFLAGS", TEST_CFLAGS["CFLAGS"])
    games = [game for game in GAMES if reference_module(game) is not None]
    reference = [{"game": game, "players": 2, "ratio": 0.5} for game in games]
    report = native_section(PROJECT, reference, rounds=1, target_s=0.01)
    assert report["tool"].startswith("Cython"), report
    rows = {(row["game"], row["players"]): row for row in report["ratios"]}
    assert {(game, 2) for game in games} <= set(rows)
    for game in games:
        row = rows[(game, 2)]
        assert row["ratio"] > 0 and row["native_gps"] > 0 and row["reference_gps"] > 0
        assert row["native_over_pure"] == round(row["ratio"] / 0.5, 3)


def test_a_lowered_game_simulates_byte_identical_native_with_its_declarations(built, tmp_path):
    """Pig with OpenSpiel's rules is lowered (compiler/codegen/lower/): its lowered.py compiled with lowered.pxd
    beside it (C-typed slots and locals) plays the same games as the pure module."""
    shutil.copytree(ROOT / "bench" / "openspiel" / "definitions" / "pig", tmp_path / "definitions" / "pig")
    runs = []
    for extra in ((), ("--native",)):
        done = subprocess.run([sys.executable, "-m", "compiler.commands.cli", "--project", str(tmp_path), "simulate",
                               "pig", "-n", "200", "--seed", "3", "--json", *extra], cwd=ROOT, capture_output=True,
                              text=True, env={**os.environ, **TEST_CFLAGS}, timeout=600)
        assert done.returncode == 0, done.stderr
        runs.append(done)
    assert "native: " in runs[1].stderr and "no native build" not in runs[1].stderr, runs[1].stderr
    assert runs[1].stdout == runs[0].stdout
    probe = ("import sys; from compiler.driver.build import find_project; from compiler.driver.games import load_rules; "
             "from compiler.driver.native import is_native; p = find_project(explicit=sys.argv[1]); "
             "load_rules(p, 'pig', native=True); import generated.pig.lowered as m; "
             "print(is_native('generated.pig.lowered'), type(m.State().players))")
    done = subprocess.run([sys.executable, "-c", probe, str(tmp_path)], cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, **TEST_CFLAGS}, timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "<class", "'NoneType'>"], done.stdout   # a C-typed record's slot


DRAWS_PROBE = """
import random, sys
from compiler.driver.build import find_project
from compiler.driver.native import is_native, prepare
assert prepare(find_project(explicit=sys.argv[1]), []) is not None
import runtime.draws as draws
assert is_native("runtime.draws") and draws._IN_PLACE

class Sevens(random.Random):     # a stream that draws otherwise: called, not drawn in place
    def random(self):
        return 0.7

mine, theirs = random.Random(99), random.Random(99)
in_place, bound = draws.stream_of(mine), draws.stream_of(mine.random)
drawn = [in_place.random() if i % 3 == 0 else bound.random() if i % 3 == 1 else mine.random() for i in range(2000)]
assert drawn == [theirs.random() for _ in range(2000)] and mine.getstate() == theirs.getstate()
assert draws.stream_of(Sevens(1)).random() == 0.7 and draws.stream_of(lambda: 0.25).random() == 0.25
assert draws.streams_of([mine.random, in_place])[1] is in_place
assert draws._SEEDED_IN_PLACE
for seed in (0, 7, 2 ** 47 - 1, 2 ** 64, "281474976710655:agents", "", -3, 2.5, 2 ** 3000):
    made, python = draws.seeded(seed), random.Random(seed)   # seeded in C, or by random.Random where it cannot be
    assert type(made) is random.Random and made.getstate() == python.getstate() and made.__dict__ == python.__dict__
    assert [made.random() for _ in range(700)] == [python.random() for _ in range(700)]
print("same")
"""


def test_native_draws_are_cpythons_own_on_the_same_state(built):
    """runtime/draws.pyx draws on a random.Random's own state in C: the very numbers Python draws, interleaved with
    Python's own draws from the same object (past a regeneration of the state), and the state left as Python's."""
    done = subprocess.run([sys.executable, "-c", DRAWS_PROBE, str(ROOT)], cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, **TEST_CFLAGS}, timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "same"


def test_pure_streams_draw_as_what_they_were_given():
    """runtime/draws.py, the pure module: a random.Random (or its bound `random`) is drawn from as it is, any other
    function is called."""
    import random

    from runtime.draws import stream_of, streams_of
    rng = random.Random(3)
    assert stream_of(rng) is rng and stream_of(rng.random) is rng
    assert stream_of(lambda: 0.5).random() == 0.5
    assert streams_of([rng.random, rng]) == [rng, rng]
    from runtime.draws import seeded
    assert seeded("5:agents").getstate() == random.Random("5:agents").getstate()
