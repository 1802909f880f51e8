"""`cairn bench`: how fast Cairn compiles, checks, parses and plays, on the machine it runs on.

Every figure is measured, never asserted: tests do not time anything. Whole commands run as
subprocesses (what a designer waits for); simulations run in this process with the same
`runtime.simulate.run` that `cairn simulate` uses. The fields of `--json` are listed in the README.
"""
from __future__ import annotations

import itertools
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from .bench_search import overhead_figures, print_search, search_overheads
from .bench_targets import print_targets, target_rows
from ..driver.build import Project, cache_file, compile_all, write_output, write_outputs

REPEATS = 5

# Root seeds of the timed runs, one new for every run: no two runs of one bench process play the same games
# (a game's seed is its run's root seed and its index, runtime/simulate.py `game_seed`). Modules that remember
# what they worked out across games (runtime/tableau.py keeps 4,096 tableaux, a lowered module the moves it
# listed for a state) would otherwise replay every round after the first from memory and look faster than on the
# new games a designer simulates. Seed 0 is the calibration's (`_games_for`), whose games are played, not timed.
_SEEDS = itertools.count(1)


SEEDS_WORDS = ("every timed run plays the games of a root seed of its own (`seeds` of each row: one a round, the same "
               "for every side of a ratio within a round), so that no round replays games an earlier run played; "
               "seed 0 sets the game counts, untimed; the native child counts its seeds from 1 again")


def fresh_seed() -> int:
    """A root seed no earlier run of this process played."""
    return next(_SEEDS)


def _wall_time(fn) -> float:
    started = time.perf_counter()
    fn()
    return time.perf_counter() - started


def _summary(values: list[float], digits: int = 4) -> dict:
    return {"median": round(statistics.median(values), digits), "min": round(min(values), digits),
            "max": round(max(values), digits)}


def _cairn(project: Project, *args: str, env: dict | None = None) -> float:
    return _cairn_timed(project, *args, env=env)[0]


# Where this Cairn's packages (compiler, runtime, bench) are imported from: its checkout or site-packages
CAIRN_PACKAGES = Path(__file__).resolve().parents[2]


def python_command(*args: str) -> list[str]:
    """This Python, started so that the folder it runs in is not on its import path (-P): the child runs in
    the project folder, which is untrusted, and a compiler/ or subprocess.py planted there would otherwise be
    imported before Cairn's own. `child_env` gives it back the path to this Cairn."""
    return [sys.executable, "-P", *args]


def child_env(env: dict | None = None) -> dict:
    """`env` (or this process's) with this Cairn first on the import path and the project folder kept off it
    in the child's own children too (PYTHONSAFEPATH is -P for every Python the command starts)."""
    env = dict(os.environ if env is None else env)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, (str(CAIRN_PACKAGES), env.get("PYTHONPATH"))))
    env["PYTHONSAFEPATH"] = "1"
    return env


def cairn_command(project: Project, *args: str) -> list[str]:
    """A `cairn` command on `project`, run by this Python: the checkout the bench itself runs from."""
    return python_command("-m", "compiler.commands.cli", "--project", str(project.root), *args)


def _cairn_timed(project: Project, *args: str, env: dict | None = None) -> tuple[float, float]:
    """One whole `cairn` command: (wall seconds, CPU seconds of the command's processes)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(cairn_command(project, *args), check=True, capture_output=True, cwd=project.root,
                   env=child_env(env))
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


# The compile-time targets, in seconds of a whole command; the cold build's is met in a cache folder of its own,
# new and empty, so that no cache Cairn keeps (whatever kinds it adds) answers for it
COMPILE_TARGETS = {"fresh_build_s": 1.5, "noop_build_s": 0.2, "check_one_game_s": 0.3}


_SCRATCH: list = []


def scratch() -> Path:
    """A folder of this bench run's own, removed when it ends: the timed commands' caches live here, not
    in the project's build/, whose contents Cairn never trusts (a project could ship a planted cache)."""
    if not _SCRATCH:
        import atexit
        import tempfile
        folder = Path(tempfile.mkdtemp(prefix="cairn-bench-"))
        atexit.register(shutil.rmtree, folder, True)
        _SCRATCH.append(folder)
    return _SCRATCH[0]


def command_env(project: Project, bytecode: bool = True) -> dict:
    """The environment of the timed commands.

    Python keeps the compiled bytecode of Cairn's modules (in the run's scratch folder), as an installed
    Cairn does, even where the shell sets PYTHONDONTWRITEBYTECODE; `bytecode=False` times what such a
    shell pays. Cairn's own caches are kept there too, apart from the user's.
    """
    env = dict(os.environ)
    env["CAIRN_CACHE_DIR"] = str(scratch() / "cache")
    if bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(scratch() / "pycache")
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env.pop("PYTHONPYCACHEPREFIX", None)
    return env


def _timings(runs: list[tuple[float, float]]) -> dict:
    return {**_summary([wall for wall, _ in runs], 3), "cpu_median": round(statistics.median(c for _, c in runs), 3)}


def compile_times(project: Project, repeats: int) -> dict:
    """Whole commands, as a designer waits for them; wall time with the CPU time of the command beside it.

    cold build: the build cache (builds/ of the user's cache) cleared, the compiled templates and syntax trees kept (the
    first build after editing every game's data); fresh build: in a new, empty CAIRN_CACHE_DIR (the first
    build after installing or upgrading Cairn: every cache of Cairn's is cold);
    no-op build: nothing changed; check one game: its cache entry removed (the check after an edit that
    leaves the effect texts as they were, e.g. a number in board.yaml); check new texts: the kept syntax
    trees cleared as well (every effect text edited: the parser is built and parses them all);
    check unchanged: answered from the cache.
    """
    games = project.games()
    first = games[0]
    env = command_env(project)
    trees = scratch() / "cache" / "parse"

    def entry(game):
        return Path(env["CAIRN_CACHE_DIR"]) / "builds" / cache_file(project, game).name

    def clear_cache():
        for game in games:
            entry(game).unlink(missing_ok=True)

    _cairn(project, "build", env=env)     # the first run writes the bytecode: not timed
    runs: dict[str, list] = {name: [] for name in ("cold_build_s", "fresh_build_s", "noop_build_s",
                                                   "check_one_game_s", "check_unchanged_game_s",
                                                   "check_one_game_new_texts_s",
                                                   "check_one_game_without_bytecode_s")}
    in_process = []
    for repeat in range(repeats):
        fresh = scratch() / f"fresh-cache-{repeat}"       # the run's scratch folder, not the project's
        runs["fresh_build_s"].append(_cairn_timed(project, "build", env=env | {"CAIRN_CACHE_DIR": str(fresh)}))
        shutil.rmtree(fresh, ignore_errors=True)
        clear_cache()
        runs["cold_build_s"].append(_cairn_timed(project, "build", env=env))
        runs["noop_build_s"].append(_cairn_timed(project, "build", env=env))
        entry(first).unlink(missing_ok=True)
        runs["check_one_game_s"].append(_cairn_timed(project, "check", first, env=env))
        runs["check_unchanged_game_s"].append(_cairn_timed(project, "check", first, env=env))
        entry(first).unlink(missing_ok=True)
        shutil.rmtree(trees, ignore_errors=True)
        runs["check_one_game_new_texts_s"].append(_cairn_timed(project, "check", first, env=env))
        entry(first).unlink(missing_ok=True)
        runs["check_one_game_without_bytecode_s"].append(
            _cairn_timed(project, "check", first, env=command_env(project, bytecode=False)))
        started = time.perf_counter()
        compile_all(project)
        in_process.append(time.perf_counter() - started)
    _cairn(project, "build", env=env)     # leave the build cache as a build leaves it
    medians = {name: statistics.median(wall for wall, _ in runs[name]) for name in COMPILE_TARGETS}
    report = {"games": games, "game_checked": first, **{name: _timings(r) for name, r in runs.items()},
              "compile_all_in_process_s": _summary(in_process),
              # met: by the median wall time; met_in_cpu_time: by the command's own CPU time, which a
              # machine busy with other work does not inflate as much (the two agree on an idle machine)
              "targets": {name: {"target": limit, "met": medians[name] <= limit,
                                 "met_in_cpu_time": statistics.median(c for _, c in runs[name]) <= limit}
                          for name, limit in COMPILE_TARGETS.items()},
              "load_average": [round(x, 2) for x in os.getloadavg()],
              "bytecode": "Cairn's compiled bytecode kept in a scratch folder of the run (PYTHONPYCACHEPREFIX), as an "
                          "installed Cairn keeps it; check_one_game_without_bytecode_s: with PYTHONDONTWRITEBYTECODE=1",
              "commands": {
                  "cold_build_s": "rm -rf \"${CAIRN_CACHE_DIR:-$HOME/.cache/cairn}/builds\" && cairn build",
                  "fresh_build_s": "CAIRN_CACHE_DIR=\"$(mktemp -d)\" cairn build",
                  "noop_build_s": "cairn build && cairn build   # the second",
                  "check_one_game_s": f"rm -f \"${{CAIRN_CACHE_DIR:-$HOME/.cache/cairn}}/builds/{first}-\"*.entry && cairn check {first}",
                  "check_unchanged_game_s": f"cairn check {first} && cairn check {first}   # the second",
                  "check_one_game_new_texts_s": f"rm -rf \"${{CAIRN_CACHE_DIR:-$HOME/.cache/cairn}}/builds/{first}-\"*.entry "
                                                f"\"${{CAIRN_CACHE_DIR:-$HOME/.cache/cairn}}/parse\" && cairn check {first}",
                  "check_one_game_without_bytecode_s":
                      f"rm -f \"${{CAIRN_CACHE_DIR:-$HOME/.cache/cairn}}/builds/{first}-\"*.entry && PYTHONDONTWRITEBYTECODE=1 "
                      f"cairn check {first}",
              }}
    report["check_one_game_s"]["game"] = first       # where earlier reports named the game
    return report


def parse_rate(project: Project, seconds: float = 1.0) -> dict:
    """Effect-language texts of every definition, parsed again and again for about `seconds`."""
    from ..driver.build import compile_game
    from ..frontend.parse import Origin, parse
    texts = []
    for game in project.games():
        model = compile_game(project, game, emit_code=False).model
        texts += model.texts if model is not None else []
    texts = list(dict.fromkeys(texts))     # each distinct text once
    origin = Origin("bench", 1, 1)
    count, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        for text, start in texts:
            parse(text, start, origin)
        count += len(texts)
    elapsed = time.perf_counter() - started
    return {"texts": len(texts), "parsed": count, "per_second": round(count / elapsed)}


def game_speeds(rules_by_game: dict, repeats: int, target_s: float) -> list:
    from runtime.fastplay import playout_path
    from runtime.simulate import run
    rows = []
    for game, rules in rules_by_game.items():
        counts = sorted({c for c in (1, 2, 4) if rules.min_players <= c <= rules.max_players})
        for players in counts:
            started = time.perf_counter()
            run(rules, 5, players, 0)
            per_game = (time.perf_counter() - started) / 5
            n = max(5, int(target_s / max(per_game, 1e-6)))
            seeds = [fresh_seed() for _ in range(repeats)]
            rates = [n / _wall_time(lambda: run(rules, n, players, seed)) for seed in seeds]
            rows.append({"game": game, "players": players, "games_per_rep": n, "path": playout_path(rules),
                         "games_per_second": _summary(rates, 1), "seeds": seeds})
    return rows


def reference_ratios(project: Project, rules_by_game: dict, rounds: int, target_s: float) -> list:
    """Generated games against the hand-written reference of the same game (bench/reference/), same process.

    The two run interleaved — generated, reference, generated, … for `rounds` rounds — so that a
    machine busy with other work slows both alike. Each side's games/s is the median of its rounds;
    `ratio` (generated / hand-written, 1.0: as fast as by hand) is the median of the rounds' own
    ratios, each taken from two runs side by side, the figure that counts on a noisy machine.
    Both sides are timed in CPU time of this process (`time.process_time`), so the time spent waiting
    for a core of a busy machine counts for neither. Every round plays games of a fresh root seed
    (`fresh_seed`), the same for both sides; `seeds` lists them.
    """
    from runtime.fastplay import playout_path
    from runtime.simulate import run
    from bench.reference import reference_module
    rows, measured = [], reference_games(project)
    for game, rules in rules_by_game.items():
        if game not in measured:
            continue
        reference = reference_module(game)
        for players in (2, 4):
            if not rules.min_players <= players <= rules.max_players:
                continue
            n_gen = _games_for(lambda n: run(rules, n, players, 0), target_s)
            n_ref = _games_for(lambda n: reference.run(players, n, 0), target_s)
            generated, hand, seeds = [], [], [fresh_seed() for _ in range(rounds)]
            for seed in seeds:
                generated.append(n_gen / _cpu_time(lambda: run(rules, n_gen, players, seed)))
                hand.append(n_ref / _cpu_time(lambda: reference.run(players, n_ref, seed)))
            ratios = [g / h for g, h in zip(generated, hand)]
            rows.append({"game": game, "players": players, "rounds": rounds, "seeds": seeds, "path": playout_path(rules),
                         "generated_games": n_gen, "reference_games": n_ref,
                         "generated_gps": round(statistics.median(generated), 1),
                         "reference_gps": round(statistics.median(hand), 1),
                         "ratio": round(statistics.median(ratios), 3),
                         "ratio_min": round(min(ratios), 3), "ratio_max": round(max(ratios), 3)})
    return rows


# Games a count plays of the generated game (the hand-written one plays four times as many: it is the faster);
# under valgrind a game costs about 50 times its CPU time, and the start-up of each counted run more than that
INSTRUCTION_GAMES = 30


def instruction_counts(reference: list, quick: bool = False) -> dict:
    """Instructions a game of each ratio in `reference`, generated (the pure modules, as `cairn simulate` plays)
    and hand-written, counted by valgrind (bench/instructions.py): a figure a busy machine does not move, set
    beside the timed ratio in its row of `reference` (`counted`). {"skipped": why} in a quick run or without valgrind."""
    if quick:
        return {"skipped": "a quick run counts no instructions (valgrind plays about 50 times slower): cairn bench --json"}
    if not reference:
        return {"skipped": "no game here has a hand-written reference"}
    if shutil.which("valgrind") is None:
        return {"skipped": "valgrind is not installed here (apt-get install valgrind)"}
    from bench.instructions import count
    started = time.perf_counter()
    for row in reference:
        game, players = row["game"], row["players"]
        try:
            generated = count(game, players, INSTRUCTION_GAMES)
            hand = count(game, players, INSTRUCTION_GAMES * 4, reference=True)
        except (RuntimeError, subprocess.CalledProcessError) as err:
            return {"skipped": f"the counted run of {game} failed: {err}"}
        row["counted"] = {"generated_instructions": generated, "reference_instructions": hand,
                          "ratio": round(hand / generated, 3), "generated_games": INSTRUCTION_GAMES,
                          "reference_games": INSTRUCTION_GAMES * 4,
                          "command": f"python -m bench.instructions {game} {players} --games {INSTRUCTION_GAMES}"}
    return {"tool": "valgrind --tool=callgrind (Ir), PYTHONHASHSEED=0", "seconds": round(time.perf_counter() - started, 1),
            "games": INSTRUCTION_GAMES, "where": "reference[].counted: instructions a game, and hand-written / generated"}


def reference_games(project: Project) -> list[str]:
    """The games of `project` that have a hand-written reference: none but where `definitions/` is Cairn's own
    (the references play Cairn's seed games, not a project's games of the same name)."""
    try:
        from bench.reference import DEFINITIONS, reference_module
    except ImportError:     # an installation without the benchmarks
        return []
    if (project.root / "definitions").resolve() != DEFINITIONS.resolve():
        return []
    return [game for game in project.games() if reference_module(game) is not None]


def native_ratios(project: Project, rounds: int, target_s: float, quick: bool = False) -> dict:
    """The games built by `cairn build --native` against the hand-written references: `reference_ratios`
    again, in a child process that loads the extensions before anything imports the pure modules (one
    process cannot hold both under the same names), and Pig against OpenSpiel (`openspiel_ratios`) when it
    is installed. {"skipped": why} when there is no native build here. A quick run builds at the fast level
    (`QUICK_CFLAGS`): a smoke figure, compiled in a fraction of the time."""
    from ..driver.native import DEFAULT_CFLAGS, QUICK_CFLAGS
    cflags = QUICK_CFLAGS if quick else DEFAULT_CFLAGS
    child = subprocess.run(python_command("-m", "compiler.commands.bench", "--native-child", str(project.root),
                                          str(rounds), str(target_s), *cflags),
                           capture_output=True, text=True, cwd=project.root, env=child_env())
    if child.returncode != 0:
        last = (child.stderr.strip().splitlines() or ["no output"])[-1]
        return {"skipped": f"the native run failed: {last}"}
    return json.loads(child.stdout) | {"cflags": list(cflags), "quick": quick}


def _native_child(root: str, rounds: int, target_s: float, cflags: tuple[str, ...]) -> dict:
    from ..driver.build import find_project
    from ..driver.games import load_rules
    from ..driver.native import is_native, prepare
    project = find_project(explicit=root)
    games = reference_games(project)    # the games measured: the others' modules (JMT's, the largest) are not built
    notes = []
    started = time.perf_counter()
    build = prepare(project, games, say=notes.append, cflags=cflags)
    if build is None:
        return {"skipped": notes[0]}
    rules = {game: load_rules(project, game, native=True, cflags=cflags) for game in games}
    built = {"build_s": round(time.perf_counter() - started, 1), "compiled": sorted(build.compiled)}
    import runtime.simulate  # noqa: F401 - the playout's modules, imported before they are checked
    from runtime.fastplay import fast_playout
    for game_rules in rules.values():
        fast_playout(game_rules)     # a game's fast.py is imported when first played: import it now to check it
    pure = [name for name in build.extensions if not is_native(name)]
    if pure:
        return {"skipped": f"{', '.join(pure)} imported from source, not from the native build"}
    rows = []
    for row in reference_ratios(project, rules, rounds, target_s):
        row["native_gps"], row["native_games"] = row.pop("generated_gps"), row.pop("generated_games")
        rows.append(row)
    return {"tool": build.tool, "modules": sorted(build.extensions), "ratios": rows, **built,
            "openspiel": _native_openspiel(rounds, target_s, cflags)}


def _native_openspiel(rounds: int, target_s: float, cflags: tuple[str, ...]) -> dict:
    """Pig with OpenSpiel's rules built native, in the native child, against OpenSpiel's two loops."""
    from bench import openspiel
    from runtime.fastplay import fast_playout
    from ..driver.build import package_name
    from ..driver.native import DATA_ONLY, is_native
    reason = openspiel.unavailable()
    if reason:
        return {"skipped": reason}
    rules = pig_rules(native=True, cflags=cflags)
    fast_playout(rules)     # imported when first played: import it now to check it
    package = f"generated.{package_name(openspiel.GAME)}."
    pure = sorted(name for name in sys.modules if name.startswith(package)
                  and name[len(package):] not in DATA_ONLY and not is_native(name))
    if pure:
        return {"skipped": f"{', '.join(pure)} imported from source, not from the native build"}
    return openspiel_ratios(rules, rounds, target_s)


def pig_rules(native: bool = False, cflags: tuple[str, ...] | None = None):
    """Cairn's Pig with OpenSpiel's rules (bench/openspiel/definitions/pig), compiled in a project folder of
    this run's scratch folder (its generated/ is written there, not into the bench's own folder)."""
    from bench import openspiel
    from ..driver.build import Project
    from ..driver.games import load_rules
    project = Project(scratch() / "openspiel")
    if not project.root.exists():
        shutil.copytree(openspiel.PROJECT / "definitions" / openspiel.GAME, project.root / "definitions" / openspiel.GAME)
        write_outputs(project, compile_all(project, [openspiel.GAME], cache=True))    # built, so nothing to note
    return load_rules(project, openspiel.GAME, native=native, cflags=cflags)


def openspiel_ratios(rules, rounds: int, target_s: float) -> dict:
    """Cairn's Pig (`rules`) against OpenSpiel's Python loop and its C++ random bots, same process, same rules.

    The three run interleaved for `rounds` rounds, each timed in CPU time of this process (the C++ bots'
    time included); games per CPU second are the medians of the rounds, each ratio the median of the rounds'
    own ratios, as for the hand-written references; every round a fresh root seed for the three (`seeds`)."""
    from bench import openspiel
    from runtime.simulate import run
    game, players = openspiel.load_game(), openspiel.PLAYERS
    sides = {"cairn": lambda n, seed: run(rules, n, players, seed),
             "python_loop": lambda n, seed: openspiel.python_loop(game, n, seed),
             "cpp_bots": lambda n, seed: openspiel.cpp_bots(game, n, seed)}
    games = {side: _games_for(lambda n: play(n, 0), target_s) for side, play in sides.items()}
    rates, seeds = {side: [] for side in sides}, [fresh_seed() for _ in range(rounds)]
    for seed in seeds:
        for side, play in sides.items():
            rates[side].append(games[side] / _cpu_time(lambda: play(games[side], seed)))

    def over(other: str) -> float:
        return round(statistics.median(c / o for c, o in zip(rates["cairn"], rates[other])), 3)
    return {"rounds": rounds, "seeds": seeds, "games": games, **{f"{side}_gps": round(statistics.median(r), 1) for side, r in rates.items()},
            "over_python_loop": over("python_loop"), "over_cpp_bots": over("cpp_bots")}


def openspiel_section(rounds: int, target_s: float, native: dict) -> dict:
    """Pig with OpenSpiel's rules against OpenSpiel 2.0.2: the pure modules here, the native ones from the native
    child (`native`, the report's native section). {"skipped": why} in one line without open_spiel."""
    from bench import openspiel
    reason = openspiel.unavailable()
    if reason:
        return {"skipped": reason}
    pure = openspiel_ratios(pig_rules(), rounds, target_s)
    section = {"game": openspiel.GAME, "players": openspiel.PLAYERS, "open_spiel": openspiel.version(),
               "parameters": dict(openspiel.load_game().get_parameters()),
               "rules": f"{openspiel.PROJECT.name}/definitions/{openspiel.GAME}/game.yaml: OpenSpiel's pig, default parameters",
               "pure": pure}
    if "skipped" in native:
        section["native"] = {"skipped": native["skipped"]}
    else:
        section["native"] = native.pop("openspiel", {"skipped": "the native child measured no Pig"})    # said once
        if "skipped" not in section["native"]:
            section["native"] |= {"cflags": native["cflags"], "quick": native["quick"]}
    return section


def _cpu_time(fn) -> float:
    started = time.process_time()
    fn()
    return max(time.process_time() - started, 1e-6)


def _games_for(play, target_s: float) -> int:
    """How many games `play(n)` runs in about `target_s` seconds of CPU (from a first run of 5)."""
    return max(5, int(target_s / (_cpu_time(lambda: play(5)) / 5)))


# Games of the parallel figure: the count its target is set at, and for --quick one large enough that
# starting the workers (a few milliseconds each) and the last chunk's wait weigh under 2 % of a run.
PARALLEL_GAMES = 20_000
PARALLEL_GAMES_QUICK = 4_000
# Games of the peak-memory figure: the count of the target, and for --quick a short run
MEMORY_GAMES = 100_000
MEMORY_GAMES_QUICK = 2_000


def parallel_scaling(rules, games: int) -> dict:
    """--workers 2 against --workers 1 on the same games, in wall time (what parallel play is for).

    Two workers can only approach 2x when two cores are free: `load_average` (before and after each
    run) says how busy the machine was. `cpu_overhead` is the CPU time of the two-worker run (parent and
    workers) over that of the one-worker run: what playing in parallel costs in itself, so that
    `speedup_with_two_free_cores` = 2 / cpu_overhead is the speedup the work allows, whatever the load.
    `identical_results` compares the whole summaries `cairn simulate --json` prints. A third run plays
    the games in two halves, one a worker (`cpu_overhead_in_halves`): no chunks to hand out and merge,
    so where its overhead is that of the two-worker run, the chunks cost nothing and the rest is what
    two processes playing at once cost on this machine. The three play the same games (their results are
    compared), so the one-worker run, the only one played in this process, goes last: workers are forked
    from this process, and after it they would start with what it remembered of those very games.
    """
    from runtime.simulate import run, summary
    results, rates, cpu, load = {}, {}, {}, {}
    for name, workers, chunk in (("workers_2", 2, None), ("in_halves", 2, (games + 1) // 2), ("workers_1", 1, None)):
        load[name] = [round(os.getloadavg()[0], 2)]
        before = _cpu_of_process_and_children()
        started = time.perf_counter()
        tally = run(rules, games, 2, 1, workers=workers, **({"chunk": chunk} if chunk else {}))
        rates[name] = games / (time.perf_counter() - started)
        cpu[name] = _cpu_of_process_and_children() - before
        load[name].append(round(os.getloadavg()[0], 2))
        results[name] = summary(rules, tally, 2, 1, None, {})
    overhead = cpu["workers_2"] / max(cpu["workers_1"], 1e-6)
    return {"game": rules.id, "games": games, "players": 2,
            "workers_1_games_per_second": round(rates["workers_1"], 1),
            "workers_2_games_per_second": round(rates["workers_2"], 1),
            "speedup": round(rates["workers_2"] / rates["workers_1"], 3), "target": 1.8, "target_games": PARALLEL_GAMES,
            "identical_results": results["workers_1"] == results["workers_2"] == results["in_halves"],
            "cpu_seconds": {name: round(seconds, 2) for name, seconds in cpu.items()},
            "cpu_overhead": round(overhead, 3), "speedup_with_two_free_cores": round(2 / overhead, 3),
            "cpu_overhead_in_halves": round(cpu["in_halves"] / max(cpu["workers_1"], 1e-6), 3),
            "load_average": [load["workers_2"][0], load["workers_1"][1]],
            "load_average_of_runs": load,
            "command": f"cairn simulate {rules.id} -n {games} --players 2 --seed 1 --workers 1 --json; "
                       f"the same with --workers 2 (the speed is on stderr; the JSON must be the same)"}


def _cpu_of_process_and_children() -> float:
    """CPU seconds of this process and of its children that have ended (a pool's workers, once joined)."""
    mine, theirs = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return mine.ru_utime + mine.ru_stime + theirs.ru_utime + theirs.ru_stime


# A process of its own runs the simulation and tells the largest resident set among its children: this
# process's own RUSAGE_CHILDREN keeps the largest of every child it ever had (the C compiler of a native
# build among them), so a run that stays below an earlier child's peak could not be told from it.
_PEAK_OF_CHILDREN = ("import resource, subprocess, sys; "
                     "subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL); "
                     "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")


def peak_memory(project: Project, game: str, games: int) -> dict:
    """Peak resident memory of a whole `cairn simulate` run (parent and workers), in MB."""
    started = time.perf_counter()
    command = cairn_command(project, "simulate", game, "-n", str(games), "--players", "2", "--workers", "2", "--json")
    done = subprocess.run(python_command("-c", _PEAK_OF_CHILDREN, *command),
                          check=True, capture_output=True, text=True, cwd=project.root, env=child_env())
    elapsed = time.perf_counter() - started
    peak_kb = int(done.stdout.split()[-1])
    return {"game": game, "games": games, "workers": 2, "seconds": round(elapsed, 1),
            "peak_rss_mb": round(peak_kb / 1024, 1), "target_mb": 200, "target_games": MEMORY_GAMES,
            "note": "largest resident set of any one process of the run (ru_maxrss of its children, "
                    "measured by a process of its own)",
            "command": f"/usr/bin/time -v cairn simulate {game} -n {games} --players 2 --workers 2 --json "
                       f"(Maximum resident set size; each worker is its own process)"}


# How much each figure measures. A quick run's figures are smoke figures: one sample of each compile command, fewer
# rounds of shorter runs, the native build at the fast level (QUICK_CFLAGS), fewer games for parallel and memory.
FULL = {"compile_repeats": 3, "parse_s": 1.0, "repeats": REPEATS, "rounds": REPEATS, "target_s": 1.0}
QUICK = {"compile_repeats": 1, "parse_s": 0.3, "repeats": 2, "rounds": 3, "target_s": 0.2}


def run_bench(project: Project, quick: bool = False) -> dict:
    from ..driver.games import load_rules
    plan = QUICK if quick else FULL
    games = project.games()
    rules = {game: load_rules(project, game) for game in games}
    report = {"machine": {"cpus": os.cpu_count(), "python": sys.version.split()[0]}, "quick": quick,
              "run": run_words(quick), "seeds": SEEDS_WORDS,
              "compile": compile_times(project, plan["compile_repeats"]),
              "parse": parse_rate(project, plan["parse_s"]),
              "simulate": game_speeds(rules, plan["repeats"], plan["target_s"]),
              "reference": reference_ratios(project, rules, plan["rounds"], plan["target_s"])}
    report["native"] = native_section(project, report["reference"], plan["rounds"], plan["target_s"], quick)
    report["openspiel"] = openspiel_section(plan["rounds"], plan["target_s"], report["native"])
    report["instructions"] = instruction_counts(report["reference"], quick)
    first = rules[games[0]]
    report["parallel"] = parallel_scaling(first, PARALLEL_GAMES_QUICK if quick else PARALLEL_GAMES)
    report["memory"] = peak_memory(project, games[0], MEMORY_GAMES_QUICK if quick else MEMORY_GAMES)
    report["search"] = search_overheads(rules, quick, fresh_seed)
    report.update(overhead_figures(report["search"]))
    return report


def run_words(quick: bool) -> str:
    """What the run measured, in words (`run` in --json, the first line of the text)."""
    from ..driver.native import DEFAULT_CFLAGS, QUICK_CFLAGS
    if not quick:
        return (f"a full run: {FULL['rounds']} rounds of {FULL['target_s']:g} s for each ratio, the native build at "
                f"{' '.join(DEFAULT_CFLAGS)}, {PARALLEL_GAMES:,} games for parallel, {MEMORY_GAMES:,} for memory, the "
                f"instructions of {INSTRUCTION_GAMES} games of each ratio counted where valgrind is installed")
    return (f"a quick run, smoke figures: one sample of each compile command, {QUICK['rounds']} rounds of "
            f"{QUICK['target_s']:g} s for each ratio, the native build at {' '.join(QUICK_CFLAGS)}, "
            f"{PARALLEL_GAMES_QUICK:,} games for parallel, {MEMORY_GAMES_QUICK:,} for memory")


def native_section(project: Project, reference: list, rounds: int, target_s: float, quick: bool = False) -> dict:
    """`native_ratios`, each row with `native_over_pure`: what compiling bought, its ratio over the pure
    modules' ratio in `reference` (both share the hand-written yardstick, so the machine's load cancels)."""
    native = native_ratios(project, rounds, target_s, quick)
    pure = {(row["game"], row["players"]): row["ratio"] for row in reference}
    for row in native.get("ratios", ()):
        if pure.get((row["game"], row["players"])):
            row["native_over_pure"] = round(row["ratio"] / pure[(row["game"], row["players"])], 3)
    return native


def run_ratios(project: Project, quick: bool = False) -> dict:
    """`cairn bench --native`: only the figures against the hand-written references and OpenSpiel, pure and native."""
    from ..driver.games import load_rules
    plan = QUICK if quick else FULL
    rules = {game: load_rules(project, game) for game in project.games()}
    report = {"machine": {"cpus": os.cpu_count(), "python": sys.version.split()[0]}, "quick": quick,
              "run": run_words(quick), "seeds": SEEDS_WORDS,
              "reference": reference_ratios(project, rules, plan["rounds"], plan["target_s"])}
    report["native"] = native_section(project, report["reference"], plan["rounds"], plan["target_s"], quick)
    report["openspiel"] = openspiel_section(plan["rounds"], plan["target_s"], report["native"])
    return report


def print_report(report: dict) -> None:
    print(report["run"])
    if "compile" not in report:     # `cairn bench --native`: the ratios only
        _print_ratios(report)
        print_targets(report["targets"])
        return
    c = report["compile"]
    print(f"compile all games cold {c['cold_build_s']['median']:.3f} s (fresh install {c['fresh_build_s']['median']:.3f} s), "
          f"no-op rebuild {c['noop_build_s']['median']:.3f} s, check {c['game_checked']} after an edit "
          f"{c['check_one_game_s']['median']:.3f} s, unchanged {c['check_unchanged_game_s']['median']:.3f} s "
          f"(whole commands, medians of wall time; CPU {c['cold_build_s']['cpu_median']:.3f} / "
          f"{c['noop_build_s']['cpu_median']:.3f} / {c['check_one_game_s']['cpu_median']:.3f} s); "
          f"in process {c['compile_all_in_process_s']['median']:.3f} s; load average {c['load_average'][0]}")
    missed = [name for name, t in c["targets"].items() if not t["met"]]
    missed_cpu = [name for name, t in c["targets"].items() if not t.get("met_in_cpu_time", t["met"])]
    limits = ", ".join(f"{name} {t['target']:g} s" for name, t in c["targets"].items())
    print(f"compile targets ({limits}) " + (f"missed: {', '.join(missed)}" if missed else "met")
          + "; in CPU time " + (f"missed: {', '.join(missed_cpu)}" if missed_cpu else "met"))
    print(f"effect language: {report['parse']['per_second']:,} texts parsed per second")
    for row in report["simulate"]:
        g = row["games_per_second"]
        print(f"{row['game']:<24} {row['players']} players: {g['median']:>8,.0f} games/s "
              f"(min {g['min']:,.0f}, max {g['max']:,.0f}; {row['path']} playout)")
    _print_ratios(report)
    p = report["parallel"]
    print(f"--workers 2 on {p['games']:,} games: {p['speedup']}x of --workers 1 "
          f"({p['workers_1_games_per_second']:,.0f} -> {p['workers_2_games_per_second']:,.0f} games/s); "
          f"identical results: {p['identical_results']}; load average {p['load_average'][0]} -> {p['load_average'][1]}; "
          f"{p['speedup_with_two_free_cores']}x with two free cores (CPU of the parallel run {p['cpu_overhead']}x, "
          f"in two halves {p['cpu_overhead_in_halves']}x)")
    m = report["memory"]
    print(f"{m['games']:,}-game simulation: peak memory {m['peak_rss_mb']} MB in {m['seconds']} s")
    print_search(report["search"])
    print(f"the whole run: {report['wall_s']:g} s ({report['cpu_s']:g} s of CPU with its children)")
    print_targets(report["targets"])


def _print_ratios(report: dict) -> None:
    for row in report["reference"]:
        print(f"{row['game']:<24} {row['players']} players: generated / hand-written {row['ratio']:.2f}x "
              f"(min {row['ratio_min']:.2f}, max {row['ratio_max']:.2f}; {row['generated_gps']:,.0f} vs "
              f"{row['reference_gps']:,.0f} games/s, medians of {row['rounds']} interleaved rounds"
              + (f"; {row['path']} playout)" if "path" in row else ")")
              + (f"; counted {row['counted']['ratio']:.2f}x ({row['counted']['generated_instructions']:,} vs "
                 f"{row['counted']['reference_instructions']:,} instructions a game)" if "counted" in row else ""))
    counts = report.get("instructions", {})
    if "skipped" in counts:
        print(f"instruction counts: skipped, {counts['skipped']}")
    native = report["native"]
    if "skipped" in native:
        print(f"native build: skipped, {native['skipped']}")
    for row in native.get("ratios", ()):
        print(f"{row['game']:<24} {row['players']} players: native / hand-written {row['ratio']:.2f}x "
              f"(min {row['ratio_min']:.2f}, max {row['ratio_max']:.2f}; {row['native_gps']:,.0f} vs "
              f"{row['reference_gps']:,.0f} games/s; {native['tool']}); "
              f"{row.get('native_over_pure', float('nan')):.2f}x the pure modules")
    _print_openspiel(report.get("openspiel"))


def _print_openspiel(pig: dict | None) -> None:
    if pig is None:
        return
    if "skipped" in pig:
        print(f"Pig against OpenSpiel: skipped, {pig['skipped']}")
        return
    for name, side in (("pure", pig["pure"]), ("native", pig["native"])):
        if "skipped" in side:
            print(f"Pig against OpenSpiel, {name}: skipped, {side['skipped']}")
            continue
        print(f"Pig (OpenSpiel's rules), {pig['players']} players, Cairn {name}: {side['over_python_loop']:.2f}x OpenSpiel "
              f"{pig['open_spiel']}'s Python loop, {side['over_cpp_bots']:.3f}x its C++ random bots "
              f"({side['cairn_gps']:,.0f} vs {side['python_loop_gps']:,.0f} and {side['cpp_bots_gps']:,.0f} games per "
              f"CPU second, medians of {side['rounds']} interleaved rounds)")


def bench_command(project: Project, as_json: bool, quick: bool = False, native: bool = False) -> int:
    started, cpu = time.perf_counter(), _cpu_of_process_and_children()
    report = run_ratios(project, quick) if native else run_bench(project, quick)
    if not native:      # the run, its start-up (well under a second) aside; CPU time of this process and its children
        report["wall_s"] = round(time.perf_counter() - started, 1)
        report["cpu_s"] = round(_cpu_of_process_and_children() - cpu, 1)
    invocation = "cairn bench" + (" --native" if native else "") + (" --quick" if quick else "")
    report["targets"] = target_rows(report, invocation)
    if as_json:
        print(json.dumps(report, indent=2, sort_keys=True))
    else:
        print_report(report)
    write_output(project, project.root / "build" / ("bench-native.json" if native else "bench.json"),
                 json.dumps(report, indent=2, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":      # the child process of `native_ratios`
    if sys.argv[1:2] == ["--native-child"]:
        print(json.dumps(_native_child(sys.argv[2], int(sys.argv[3]), float(sys.argv[4]), tuple(sys.argv[5:]))))
