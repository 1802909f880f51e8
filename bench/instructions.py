"""Instructions a game costs, generated against hand-written: a figure a busy machine does not move.

`cairn bench` times generated and reference games interleaved in CPU time; on a shared 2-core machine
with a load average of 8 its ratios still move by 10-20 % from run to run, so a lever worth 3 % cannot be
seen. This counts instructions instead (valgrind's callgrind, `Ir`), with hash randomisation off, so the
same code and seed give the same count (within a few parts in a thousand over 5 games): the instructions of `games` games minus those of none
(start-up, imports, data, and the first games, which import what a playout imports lazily), per game. Ratios of counts track the timed ratios (Appalachian, 2 players:
0.31 counted, 0.29 timed) and a change of 1 % shows.

    python -m bench.instructions thru-the-appalachian 2 [--games 60] [--fast path/to/fast.py]

`--fast` plays another copy of the game's `fast.py` (say, the one before a change: `git show
HEAD:generated/<game>/fast.py > /tmp/old.py`) in place of the built one. Needs valgrind on the PATH; it runs
the playout about 50 times slower than normal, so keep `--games` small (60 Appalachian games: 2 minutes).
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WARM = 2        # games played before the counted ones, in both runs


def _child(args) -> None:
    """Play the games in this process (run under callgrind by `count`)."""
    sys.path.insert(0, str(ROOT))
    if args.reference:
        from bench.reference import reference_module
        reference_module(args.game).run(args.players, args.games, 1)
        return
    import importlib.util
    from compiler.driver.build import find_project
    from compiler.driver.games import load_rules
    import runtime.fastplay as fastplay
    from runtime.simulate import run
    rules = load_rules(find_project(explicit=str(ROOT)), args.game)
    if args.fast:
        package = "generated." + args.game.replace("-", "_")
        spec = importlib.util.spec_from_file_location(package + ".fast_measured", args.fast)
        module = importlib.util.module_from_spec(spec)
        module.__package__ = package
        spec.loader.exec_module(module)
        fastplay._FOUND[id(rules)] = (rules, module.play)
    run(rules, args.games, args.players, 1)


def _instructions(argv: list[str], cache: str) -> int:
    env = dict(os.environ, PYTHONHASHSEED="0", CAIRN_CACHE_DIR=cache)
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
                          "-m", "bench.instructions", "--child", *argv],
                         capture_output=True, text=True, cwd=ROOT, env=env)
    found = re.search(r"Collected\s*:\s*([\d,]+)", out.stderr)
    if out.returncode != 0 or found is None:
        raise RuntimeError(f"the counted run failed: {out.stderr.strip().splitlines()[-1:]}")
    return int(found.group(1).replace(",", ""))


def count(game: str, players: int, games: int, reference: bool = False, fast: str | None = None) -> int:
    """Instructions per game of `game` at `players` (the reference's when `reference`)."""
    argv = [game, str(players)] + (["--reference"] if reference else []) + (["--fast", fast] if fast else [])
    # The first games import what a playout imports lazily (the fast module, agents): played in both runs,
    # they cancel out with the start-up; a game's seed depends on its index only, so they are the same games.
    # Both counted runs read one cache of their own, filled by a run not counted: a shared cache that another
    # command rewrites meanwhile, or that only the first run fills, makes one of them compile and the
    # difference meaningless (even negative).
    with tempfile.TemporaryDirectory(prefix="cairn-instructions-") as cache:
        subprocess.run([sys.executable, "-m", "bench.instructions", "--child", *argv, "--games", str(WARM)],
                       cwd=ROOT, env=dict(os.environ, PYTHONHASHSEED="0", CAIRN_CACHE_DIR=cache),
                       capture_output=True, check=True)
        warm = _instructions(argv + ["--games", str(WARM)], cache)
        full = _instructions(argv + ["--games", str(WARM + games)], cache)
    return (full - warm) // games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.instructions", description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("players", type=int)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--fast", help="play this copy of the game's fast.py instead of the built one")
    parser.add_argument("--no-reference", action="store_true", help="count the generated game only")
    parser.add_argument("--reference", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        _child(args)
        return 0
    if shutil.which("valgrind") is None:
        print("valgrind is not installed: no instruction counts (apt-get install valgrind)")
        return 1
    generated = count(args.game, args.players, args.games, fast=args.fast)
    if args.no_reference:
        print(f"{args.game} {args.players} players: generated {generated:,} instructions a game")
        return 0
    hand = count(args.game, args.players, args.games * 4, reference=True)
    print(f"{args.game} {args.players} players: generated {generated:,} instructions a game, hand-written "
          f"{hand:,}; hand-written / generated {hand / generated:.3f} (the ratio `cairn bench` times)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
