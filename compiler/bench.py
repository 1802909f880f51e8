"""`cairn bench`: how fast Cairn compiles, checks, parses and plays, on the machine it runs on.

Every figure is measured, never asserted: tests do not time anything. Whole commands run as
subprocesses (what a designer waits for); simulations run in this process with the same
`runtime.simulate.run` that `cairn simulate` uses. The fields of `--json` are listed in the README.
"""
from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import time

from .build import Project, cache_file, compile_all

REPEATS = 5


def _timed(fn, repeats: int) -> list[float]:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return times


def _summary(values: list[float], digits: int = 4) -> dict:
    return {"median": round(statistics.median(values), digits), "min": round(min(values), digits),
            "max": round(max(values), digits)}


def _cairn(project: Project, *args: str) -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "compiler.cli", "--project", str(project.root), *args],
                   check=True, capture_output=True, cwd=project.root)
    return time.perf_counter() - started


def compile_times(project: Project, repeats: int) -> dict:
    def clear_cache():
        for game in project.games():
            cache_file(project, game).unlink(missing_ok=True)

    cold, noop, check, in_process = [], [], [], []
    first = project.games()[0]
    for _ in range(repeats):
        clear_cache()
        cold.append(_cairn(project, "build"))
        noop.append(_cairn(project, "build"))
        check.append(_cairn(project, "check", first))
        started = time.perf_counter()
        compile_all(project)
        in_process.append(time.perf_counter() - started)
    return {"games": project.games(), "cold_build_s": _summary(cold), "noop_build_s": _summary(noop),
            "check_one_game_s": {"game": first, **_summary(check)}, "compile_all_in_process_s": _summary(in_process)}


def parse_rate(project: Project, seconds: float = 1.0) -> dict:
    """Effect-language texts of every definition, parsed again and again for about `seconds`."""
    from .build import compile_game
    from .frontend.parse import Origin, parse
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
    from runtime.simulate import run
    rows = []
    for game, rules in rules_by_game.items():
        counts = sorted({c for c in (1, 2, 4) if rules.min_players <= c <= rules.max_players})
        for players in counts:
            started = time.perf_counter()
            run(rules, 5, players, 0)
            per_game = (time.perf_counter() - started) / 5
            n = max(5, int(target_s / max(per_game, 1e-6)))
            rates = [n / t for t in _timed(lambda: run(rules, n, players, 1), repeats)]
            rows.append({"game": game, "players": players, "games_per_rep": n,
                         "games_per_second": _summary(rates, 1)})
    return rows


def reference_ratios(project: Project, rules_by_game: dict, rounds: int, target_s: float) -> list:
    """Generated games against the hand-written reference of the same game (bench/reference/), same process.

    The two run interleaved — generated, reference, generated, … for `rounds` rounds — so that a
    machine busy with other work slows both alike. Each side's games/s is the median of its rounds;
    `ratio` (generated / hand-written, 1.0: as fast as by hand) is the median of the rounds' own
    ratios, each taken from two runs side by side, the figure that counts on a noisy machine.
    Both sides are timed in CPU time of this process (`time.process_time`), so the time spent waiting
    for a core of a busy machine counts for neither.
    """
    from runtime.simulate import run
    try:
        from bench.reference import DEFINITIONS, reference_module
    except ImportError:     # an installation without the benchmarks
        return []
    if (project.root / "definitions").resolve() != DEFINITIONS.resolve():
        return []           # the references play Cairn's own seed games, not a project's games of the same name
    rows = []
    for game, rules in rules_by_game.items():
        reference = reference_module(game)
        if reference is None:
            continue
        for players in (2, 4):
            if not rules.min_players <= players <= rules.max_players:
                continue
            n_gen = _games_for(lambda n: run(rules, n, players, 0), target_s)
            n_ref = _games_for(lambda n: reference.run(players, n, 0), target_s)
            generated, hand = [], []
            for _ in range(rounds):
                generated.append(n_gen / _cpu_time(lambda: run(rules, n_gen, players, 1)))
                hand.append(n_ref / _cpu_time(lambda: reference.run(players, n_ref, 1)))
            ratios = [g / h for g, h in zip(generated, hand)]
            rows.append({"game": game, "players": players, "rounds": rounds,
                         "generated_games": n_gen, "reference_games": n_ref,
                         "generated_gps": round(statistics.median(generated), 1),
                         "reference_gps": round(statistics.median(hand), 1),
                         "ratio": round(statistics.median(ratios), 3),
                         "ratio_min": round(min(ratios), 3), "ratio_max": round(max(ratios), 3)})
    return rows


def _cpu_time(fn) -> float:
    started = time.process_time()
    fn()
    return max(time.process_time() - started, 1e-6)


def _games_for(play, target_s: float) -> int:
    """How many games `play(n)` runs in about `target_s` seconds of CPU (from a first run of 5)."""
    return max(5, int(target_s / (_cpu_time(lambda: play(5)) / 5)))


def parallel_scaling(rules, games: int) -> dict:
    from runtime.simulate import run
    results, rates = {}, {}
    for workers in (1, 2):
        started = time.perf_counter()
        tally = run(rules, games, 2, 1, workers=workers)
        rates[workers] = games / (time.perf_counter() - started)
        results[workers] = (tally.score_sum, tally.wins, tally.ended_by)
    return {"game": rules.id, "games": games, "players": 2,
            "workers_1_games_per_second": round(rates[1], 1), "workers_2_games_per_second": round(rates[2], 1),
            "speedup": round(rates[2] / rates[1], 3), "identical_results": results[1] == results[2]}


def peak_memory(project: Project, game: str, games: int) -> dict:
    """Peak resident memory of a whole `cairn simulate` run (parent and workers), in MB."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    started = time.perf_counter()
    _cairn(project, "simulate", game, "-n", str(games), "--players", "2", "--workers", "2", "--json")
    elapsed = time.perf_counter() - started
    peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return {"game": game, "games": games, "workers": 2, "seconds": round(elapsed, 1),
            "peak_rss_mb": round(max(peak_kb, before) / 1024, 1),
            "note": "largest resident set of any one process of the run (ru_maxrss of children)"}


def run_bench(project: Project, quick: bool = False) -> dict:
    from .games import load_rules
    repeats = 3 if quick else REPEATS
    games = project.games()
    rules = {game: load_rules(project, game) for game in games}
    report = {"machine": {"cpus": os.cpu_count(), "python": sys.version.split()[0]},
              "compile": compile_times(project, 1 if quick else 3),
              "parse": parse_rate(project, 0.3 if quick else 1.0),
              "simulate": game_speeds(rules, repeats, 0.2 if quick else 1.0),
              "reference": reference_ratios(project, rules, repeats, 0.2 if quick else 1.0)}
    first = rules[games[0]]
    report["parallel"] = parallel_scaling(first, 400 if quick else 20_000)
    report["memory"] = peak_memory(project, games[0], 2_000 if quick else 100_000)
    return report


def print_report(report: dict) -> None:
    c = report["compile"]
    print(f"compile all games cold {c['cold_build_s']['median']:.3f} s, no-op rebuild "
          f"{c['noop_build_s']['median']:.3f} s, check {c['check_one_game_s']['game']} "
          f"{c['check_one_game_s']['median']:.3f} s (whole commands); in process {c['compile_all_in_process_s']['median']:.3f} s")
    print(f"effect language: {report['parse']['per_second']:,} texts parsed per second")
    for row in report["simulate"]:
        g = row["games_per_second"]
        print(f"{row['game']:<24} {row['players']} players: {g['median']:>8,.0f} games/s "
              f"(min {g['min']:,.0f}, max {g['max']:,.0f})")
    for row in report["reference"]:
        print(f"{row['game']:<24} {row['players']} players: generated / hand-written {row['ratio']:.2f}x "
              f"(min {row['ratio_min']:.2f}, max {row['ratio_max']:.2f}; {row['generated_gps']:,.0f} vs "
              f"{row['reference_gps']:,.0f} games/s, medians of {row['rounds']} interleaved rounds)")
    p = report["parallel"]
    print(f"--workers 2 on {p['games']:,} games: {p['speedup']}x of --workers 1 "
          f"({p['workers_1_games_per_second']:,.0f} -> {p['workers_2_games_per_second']:,.0f} games/s); "
          f"identical results: {p['identical_results']}")
    m = report["memory"]
    print(f"{m['games']:,}-game simulation: peak memory {m['peak_rss_mb']} MB in {m['seconds']} s")


def bench_command(project: Project, as_json: bool, quick: bool = False) -> int:
    report = run_bench(project, quick)
    if as_json:
        print(json.dumps(report, indent=2, sort_keys=True))
    else:
        print_report(report)
    out = project.root / "build" / "bench.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return 0
