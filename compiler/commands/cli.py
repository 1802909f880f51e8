"""`cairn`: the command line a designer uses on a game project.

Every command works on the project found from the current folder (or --project).
Errors in definitions are printed as diagnostics; a failure inside Cairn itself is
reported as an internal error, never as a bare traceback.
"""
from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

from runtime.screen import escaped_output

from ..driver.build import (NotCompiled, ProjectError, build_lock, compile_all, drift, find_project, package_name,
                            remove_strays, write_outputs)
from ..frontend.diagnostics import render_json, render_text


def _print_diagnostics(diags, fmt: str, project=None) -> None:
    if fmt == "json":
        print(render_json(diags))
    elif diags:
        sys.stderr.write(render_text(diags, project.read_source if project else None))


def _all_diagnostics(results):
    return [d for r in results for d in r.diagnostics]


def cmd_check(args) -> int:
    project = find_project(explicit=args.project)
    results = compile_all(project, args.games or None, emit_code=False, cache=True, workers=os.cpu_count() or 1)
    diags = _all_diagnostics(results)
    _print_diagnostics(diags, args.format, project)
    failed = any(not r.ok for r in results)
    if not args.games and args.format != "json":
        for why in project.folders_not_read().values():      # a game in game.yml is not passed over in silence
            sys.stderr.write(f"warning: not a game: {why}\n")
    if not failed and args.format != "json":
        print(f"checked {len(results)} game(s): {', '.join(r.game for r in results)} — no errors")
    return 1 if failed else 0


def cmd_build(args) -> int:
    project = find_project(explicit=args.project)
    # One build of a project at a time: its cache, drift and swap all see one state of generated/.
    with build_lock(project):
        return _build(project, args)


def _build(project, args) -> int:
    results = compile_all(project, args.games or None, cache=not args.check, workers=os.cpu_count() or 1)
    diags = _all_diagnostics(results)
    _print_diagnostics(diags, args.format, project)
    if any(not r.ok for r in results):
        if args.format != "json":
            sys.stderr.write("build failed: generated/ was left as it was\n")
        return 1
    every_game = not args.games
    if args.check:
        changed = drift(project, results, every_game)
        if changed:
            sys.stderr.write("generated/ differs from what `cairn build` would write:\n")
            for path in changed:
                sys.stderr.write(f"  generated/{path}\n")
            return 1
        print(f"generated/ is up to date ({len(results)} game(s))")
        if args.verbose:
            _print_lowering(project, results)
        return 0
    if drift(project, results, every_game):
        write_outputs(project, results)
        if every_game:
            remove_strays(project, results)
    print(f"built {len(results)} game(s) into {project.display(project.generated)}/: "
          f"{', '.join(r.game for r in results)}")
    if args.verbose:
        _print_lowering(project, results)
    if args.native:
        return _build_native(project, [r.game for r in results])
    return 0


def _print_lowering(project, results) -> None:
    """Per game, which playout random games take: the lowered one (typed slots, compiler/codegen/lower/), or
    fast.py and the construct the lowering does not cover, with where the definitions write it."""
    from ..codegen.emit import Emitter
    from ..codegen.lower import MODULE, agents_support, begun_support, lower_support
    from ..driver.build import compile_game
    for result in results:
        if MODULE in result.files:
            print(f"  {result.game}: lowered (generated/{package_name(result.game)}/{MODULE})")
            if result.model is None or result.resolver is None:
                result = compile_game(project, result.game, emit_code=False)
            emitter = Emitter(result.model, result.resolver)
            for note in agents_support(emitter):
                print(f"    {note}")
            begun = begun_support(emitter)
            if begun is not None:
                print(f"    random games begin on the readable state: {begun}")
            continue
        if "fast.py" not in result.files:
            print(f"  {result.game}: not lowered, no compiled playout (the general path plays it)")
            continue
        if result.model is None or result.resolver is None:     # a cached or forked result: compile it here
            result = compile_game(project, result.game, emit_code=False)
        print(f"  {result.game}: not lowered, fast.py plays it: {lower_support(Emitter(result.model, result.resolver))}")


def _build_native(project, games) -> int:
    from ..driver.native import build_native, unavailable
    reason = unavailable()
    if reason is not None:
        print(f"note: no native build: {reason}; simulations run the pure-Python modules")
        return 0
    build = build_native(project, games)
    print(f"native: {len(build.extensions)} modules in {project.display(build.folder)}/ with {build.tool} "
          f"({len(build.compiled)} compiled, {len(build.extensions) - len(build.compiled)} current)")
    return 0


def cmd_test(args) -> int:
    from .scenarios import run_scenarios
    project = find_project(explicit=args.project)
    return run_scenarios(project, [Path(p) for p in args.paths], verbose=args.verbose)


def _parse_options(pairs) -> dict:
    options = {}
    for pair in pairs or ():
        if "=" not in pair:
            raise ProjectError(f"an option is NAME=VALUE, not '{pair}'")
        name, value = pair.split("=", 1)
        options[name] = value
    return options


def _game_options(rules, pairs) -> dict:
    """`--option NAME=VALUE` checked against the game's options: a name or value it lacks is a usage error (exit 2)."""
    from ..frontend.diagnostics import did_you_mean
    options = _parse_options(pairs)
    for name, value in options.items():
        if name not in rules.options:
            hint = did_you_mean(name, rules.options) or \
                (f"its options: {', '.join(rules.options)}" if rules.options else f"{rules.name} has no options")
            raise ProjectError(f"--option {name}={value}: {rules.name} has no option '{name}'; {hint}")
        allowed = [str(v) for v in rules.options[name]["values"]]
        if value not in allowed:
            hint = did_you_mean(value, allowed)
            raise ProjectError(f"--option {name}={value}: option '{name}' takes one of {', '.join(allowed)}, "
                               f"not '{value}'" + (f"; {hint}" if hint else ""))
    return options


def cmd_simulate(args) -> int:
    from ..driver.games import load_rules
    scheduler = _scheduler(args)        # a cluster Cairn will not trust is refused before any build
    project = find_project(explicit=args.project)
    rules = load_rules(project, args.game, native=args.native)
    from runtime.play import player_count
    from runtime.simulate import simulate_command
    return simulate_command(rules, games=args.n, players=player_count(rules, args.players), seed=args.seed, agents=args.agents,
                            workers=args.workers, as_json=args.json, options=_game_options(rules, args.option),
                            log_dir=args.log_dir, scheduler=scheduler)


def _scheduler(args):
    """The cluster a command plays on (None: this machine); its trust options mean nothing without one."""
    from runtime.cluster import Scheduler, refusal
    from runtime.rules import RuleError
    trust = {"--tls-ca-file": args.tls_ca_file, "--tls-cert": args.tls_cert, "--tls-key": args.tls_key,
             "--insecure-cluster": args.insecure_cluster}
    if args.scheduler is None:
        given = [flag for flag, value in trust.items() if value]
        if given:
            raise ProjectError(f"{', '.join(given)}: only with --scheduler ADDRESS (a Dask cluster)")
        return None
    scheduler = Scheduler(args.scheduler, tls_ca_file=args.tls_ca_file, tls_cert=args.tls_cert,
                          tls_key=args.tls_key, insecure=args.insecure_cluster)
    reason = refusal(scheduler)
    if reason is not None:
        raise RuleError(reason)
    return scheduler


def _cluster_options(p) -> None:
    """--scheduler and the options of the cluster's trust (simulate, report, sweep)."""
    p.add_argument("--scheduler", default=None, metavar="ADDRESS",
                   help="play on a Dask cluster, which must be trusted: tls://10.0.0.5:8786 with --tls-*, or "
                        "tcp://127.0.0.1:8786 on this machine (pip install -e \".[distributed]\")")
    p.add_argument("--tls-ca-file", default=None, metavar="FILE",
                   help="a tls:// cluster's CA certificate (PEM; default: Dask's config)")
    p.add_argument("--tls-cert", default=None, metavar="FILE",
                   help="this client's certificate for a tls:// cluster (PEM; default: Dask's config)")
    p.add_argument("--tls-key", default=None, metavar="FILE",
                   help="this client's private key (PEM), unless the --tls-cert file holds it")
    p.add_argument("--insecure-cluster", action="store_true",
                   help="play on a plain-TCP scheduler on another machine (no authentication: any "
                        "machine that reaches it can join as a worker and run code here)")


def cmd_play(args) -> int:
    from runtime.play import play_command
    from ..driver.games import load_rules
    project = find_project(explicit=args.project)
    rules = load_rules(project, args.game)
    return play_command(rules, players=args.players, seat=args.seat, seed=args.seed, agents=args.agents,
                        options=_game_options(rules, args.option), log=args.log, humans=args.humans)


def cmd_report(args) -> int:
    from ..report import report_command
    from ..driver.games import load_rules
    from runtime.play import player_count
    scheduler = _scheduler(args)        # a cluster Cairn will not trust is refused before any game
    project = find_project(explicit=args.project)
    games = args.game or project.games()       # no game named: a report of every game, one command
    if args.json and len(games) > 1:
        raise ProjectError("--json prints one game's report: name one game")
    for game in games:
        rules = load_rules(project, game)
        out = str(Path(args.out) / game) if args.out and len(games) > 1 else args.out
        code = report_command(project, game, args.n, player_count(rules, args.players), args.seed, args.agents,
                              _game_options(rules, args.option), out, args.json, args.workers,
                              None if args.budget is None else 60 * args.budget,
                              experiments=not args.no_experiments, scheduler=scheduler)
        if code:
            return code
    return 0


def cmd_sweep(args) -> int:
    from ..report.sweep import sweep_command
    from ..driver.games import load_rules
    from runtime.play import player_count
    scheduler = _scheduler(args)        # a cluster Cairn will not trust is refused before any game
    project = find_project(explicit=args.project)
    rules = load_rules(project, args.game)
    return sweep_command(project, args.game, args.vary, args.n, player_count(rules, args.players), args.seed,
                         args.agents, _game_options(rules, args.option), args.out, args.json, args.workers,
                         scheduler)


def cmd_compare(args) -> int:
    from ..report.compare import compare_command
    from ..driver.games import load_rules
    from runtime.play import player_count
    project = find_project(explicit=args.project)
    rules = load_rules(project, args.game)
    return compare_command(project, args.game, args.against, args.n, player_count(rules, args.players), args.seed,
                           args.agents, _game_options(rules, args.option), args.out, args.json, args.workers)


def cmd_replay(args) -> int:
    from runtime.replay import replay_command
    from ..driver.games import load_rules
    from runtime.rules import RuleError
    project = find_project(explicit=args.project)

    def rules_of(game):
        # the game a log names is untrusted too: a game this project lacks is the log's error (exit 1)
        try:
            return load_rules(project, game)
        except ProjectError as err:
            raise RuleError(f"{args.log}: {err}") from None
    return replay_command(rules_of, args.log)


def cmd_picture(args) -> int:
    """Draw every tableau of the game a log records, as it stands after the log's last move (one SVG each)."""
    from runtime.log import read_lines
    from runtime.replay import play_move, start
    from runtime.rules import RuleError
    from ..driver.games import load_rules
    from ..sheets.trails import tableau_pictures
    from runtime.outputs import output_folder, writing
    project = find_project(explicit=args.project)
    out = output_folder(args.out or ".", "the pictures folder")
    lines = read_lines(args.log)
    number, _kind, header = next(lines)
    try:
        rules = load_rules(project, header["game"].replace("_", "-"))
    except ProjectError as err:
        raise RuleError(f"{args.log}: {err}") from None
    state = start(rules, header)
    for number, kind, entry in lines:
        if kind == "move":
            play_move(state, entry, f"{args.log}:{number}")
    written = 0
    for file_name, svg in tableau_pictures(rules, state.players):
        with writing(out / file_name, "the picture"):
            (out / file_name).write_text(svg, encoding="utf-8")
        written += 1
    print(f"drew {written} {'tableau' if written == 1 else 'tableaux'} after {len(state.history)} moves into {out}")
    return 0 if written else 1


def cmd_sheets(args) -> int:
    project = find_project(explicit=args.project)
    return sheets_command(project, args.game, pdf=args.pdf, out=args.out, bleed=args.bleed, strict=args.strict)


def cmd_new(args) -> int:
    from .new import new_command
    return new_command(args.project, args.game)


def cmd_serve(args) -> int:
    from .serve import serve_command
    return serve_command(find_project(explicit=args.project), args.games or None, args.host, args.port, args.watch)


def cmd_watch(args) -> int:
    from .watch import watch_command
    return watch_command(find_project(explicit=args.project), args.games or None)


def cmd_export_deck(args) -> int:
    from .decks import export_deck_command
    return export_deck_command(find_project(explicit=args.project), args.game, args.deck, args.out)


def cmd_bench(args) -> int:
    from .bench import bench_command
    from runtime.progress import progress
    project = find_project(explicit=args.project)
    with progress("bench: measuring", None, "", args.json):     # no total: a moving bar and the time taken
        return bench_command(project, args.json, args.quick, native=args.native)


def _positive_minutes(text: str) -> float:
    """A time budget in minutes: a number above 0 (argparse turns a refusal into a usage error)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a number of minutes") from None
    if not (value > 0 and math.isfinite(value)):
        raise argparse.ArgumentTypeError(f"{text} is not allowed: it must be a number of minutes above 0")
    return value


def _at_least_one(text: str) -> int:
    """A count of games or workers: a whole number of at least 1 (argparse turns a refusal into a usage error)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is not allowed: it must be at least 1")
    return value


class _NotRun:
    """Stands for the parser of a command this run does not start: it is never made, nor its arguments."""

    def add_argument(self, *args, **kwargs) -> None:
        pass

    set_defaults = add_argument


def command_run(argv: list[str]) -> str | None:
    """The command `argv` runs, if it plainly names one after the top-level options; None if anything could make
    argparse read it otherwise (an abbreviated option, -h, an unknown word): then every command is made whole."""
    words = iter(argv)
    for word in words:
        if word == "--project":
            next(words, None)
        elif word.startswith("--project="):
            continue
        else:
            return word if word in COMMANDS else None
    return None


COMMANDS = ("check", "build", "test", "simulate", "play", "report", "compare", "sweep", "sheets", "new", "serve",
            "watch", "export-deck", "bench", "replay", "picture")


def parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """The command line. Given `argv` that plainly runs one command, only that command's parser is made (the others
    were most of the parser's cost, paid by every command); the usage line of an error still names them all, as the
    whole parser's does. Otherwise (no command, -h, a word that is none) every command is made."""
    top = argparse.ArgumentParser(prog="cairn", description="Cairn: compile, check and play card and board games.")
    top.add_argument("--project", help="the game project folder (default: the nearest one holding definitions/)")
    run = None if argv is None else command_run(argv)
    if run is None:
        sub = top.add_subparsers(dest="command", required=True)
    else:       # argparse's own spelling of the list of commands, which it makes from the parsers it was given
        sub = top.add_subparsers(dest="command", required=True, metavar="{" + ",".join(COMMANDS) + "}")

    def command(name: str, helptext: str):
        return sub.add_parser(name, help=helptext) if run is None or name == run else _NotRun()

    p = command("check", "validate definitions")
    p.add_argument("games", nargs="*")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.set_defaults(run=cmd_check)

    p = command("build", "compile definitions into generated/")
    p.add_argument("games", nargs="*")
    p.add_argument("--check", action="store_true", help="change nothing; exit 1 if generated/ is out of date")
    p.add_argument("--native", action="store_true",
                   help="also compile the games and the runtime's hot modules to C extensions in build/native/ "
                        "(Cython and a C compiler; without them, one line says so)")
    p.add_argument("-v", "--verbose", action="store_true",
                   help="say per game whether its random games run lowered to typed slots, and if not, why")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.set_defaults(run=cmd_build)

    p = command("test", "run scenario files")
    p.add_argument("paths", nargs="*", help="scenario files or folders, or game ids (a game's scenarios/); default: every game's scenarios/")
    p.add_argument("-v", "--verbose", action="store_true")
    p.set_defaults(run=cmd_test)

    for name, helptext in (("simulate", "play many seeded games with bots"), ("play", "play at the terminal")):
        p = command(name, helptext)
        p.add_argument("game")
        p.add_argument("--players", type=int, default=None)
        p.add_argument("--seed", type=int, default=1)
        p.add_argument("--agents", default=None, help="comma-separated agents per seat: random, greedy, ismcts[:PLAYOUTS or :SECONDSs], "
                       "or a strategy of the game")
        p.add_argument("--option", action="append", metavar="NAME=VALUE", help="a game option, e.g. variant=advanced")
        if name == "simulate":
            p.add_argument("-n", type=_at_least_one, default=100, help="number of games (at least 1)")
            _cluster_options(p)
            p.add_argument("--workers", type=_at_least_one, default=1, help="processes playing games (at least 1)")
            p.add_argument("--json", action="store_true")
            p.add_argument("--log-dir", default=None, help="write each game's action log (JSON lines) here")
            p.add_argument("--native", action="store_true",
                           help="play with the compiled modules of `cairn build --native` (built first if needed)")
            p.set_defaults(run=cmd_simulate)
        else:
            p.add_argument("--seat", type=int, default=None, help="your seat (default: the first a player takes)")
            p.add_argument("--humans", default=None, metavar="SEATS",
                           help="hot seat: the seats played at this terminal, e.g. 0,2 (default: --seat)")
            p.add_argument("--log", default=None, help="write the game's action log (JSON lines) to this file")
            p.set_defaults(run=cmd_play)

    for name, helptext in (("report", "a balance report with plots: HTML and PNG"),
                           ("compare", "the same seeds on two versions of the definitions: what changed")):
        p = command(name, helptext)
        p.add_argument("game", nargs="*" if name == "report" else None,
                       help="the game (report: one or more; none: every game in definitions/)")
        if name == "compare":
            p.add_argument("--against", required=True, metavar="REV_OR_FOLDER",
                           help="a git revision (e.g. HEAD~1) or another project folder holding definitions/")
        p.add_argument("-n", type=_at_least_one, default=500, help="number of games (at least 1)")
        p.add_argument("--players", type=int, default=None)
        p.add_argument("--seed", type=int, default=1)
        if name == "report":
            p.add_argument("--agents", default=None,
                           help="comma-separated agents per seat: random, greedy, ismcts (default: the best "
                                "whose games fit --budget, measured on the game)")
            p.add_argument("--budget", type=_positive_minutes, default=None, metavar="MINUTES",
                           help="the minutes the games may take, to choose the default agents (default: 6)")
        else:
            p.add_argument("--agents", default=None, help="comma-separated agents per seat: random, greedy")
        p.add_argument("--option", action="append", metavar="NAME=VALUE", help="a game option, e.g. variant=advanced")
        p.add_argument("--workers", type=_at_least_one, default=1, help="processes playing games (at least 1)")
        p.add_argument("--out", default=None, help=f"the folder to write into (default: build/<game>/{name}/)")
        p.add_argument("--json", action="store_true", help="print the figures as one JSON object")
        if name == "report":
            p.add_argument("--no-experiments", action="store_true",
                           help="leave out the paired experiments (each card, option and seat changed and replayed)")
            _cluster_options(p)
        p.set_defaults(run=cmd_report if name == "report" else cmd_compare)

    p = command("sweep", "the same seeds at every value of one number: the value that balances it")
    p.add_argument("game")
    p.add_argument("--vary", required=True, metavar="PATH=A..B",
                   help="a number of the definitions and its range: DECK.CARD.FIELD, TABLE.ROW.FIELD or "
                        "constants.NAME, then A..B (or A..B:STEP, or V1,V2,...), e.g. 'treks.short-17.points=0..12'")
    p.add_argument("-n", type=_at_least_one, default=200, help="games at each value (at least 1)")
    p.add_argument("--players", type=int, default=None)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--agents", default=None, help="comma-separated agents per seat: random, greedy")
    p.add_argument("--option", action="append", metavar="NAME=VALUE", help="a game option, e.g. variant=advanced")
    p.add_argument("--workers", type=_at_least_one, default=1, help="processes playing games (at least 1)")
    p.add_argument("--out", default=None, help="the folder to write into (default: build/<game>/sweep/)")
    p.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    _cluster_options(p)
    p.set_defaults(run=cmd_sweep)

    p = command("sheets", "write the printable reference and card sheets (HTML, Markdown, PDF)")
    p.add_argument("game")
    p.add_argument("--pdf", action="store_true", help="also print PDFs with headless Chromium, and report text that "
                   "overflows its box or has no glyph in the installed fonts")
    p.add_argument("--strict", action="store_true", help="with --pdf: a print problem is an error (exit 1)")
    p.add_argument("--out", default=None, help="the folder to write into (default: build/<game>/)")
    p.add_argument("--bleed", type=float, default=None, metavar="MM",
                   help="bleed around every card, in millimetres (default: the game's sheet.bleed, or 0)")
    p.set_defaults(run=cmd_sheets)

    p = command("new", "write a small, playable starter game into definitions/GAME to change into yours")
    p.add_argument("game", help="the new game's id, such as my-game (its folder's name)")
    p.set_defaults(run=cmd_new)

    p = command("serve", "a playtest table in the browser: play any game against bots or friends")
    p.add_argument("games", nargs="*", help="the games offered (default: every game)")
    p.add_argument("--host", default="127.0.0.1",
                   help="the address to listen on (default 127.0.0.1: this machine only; 0.0.0.0 for the LAN)")
    p.add_argument("--port", type=int, default=8000, help="the port (default 8000; 0: any free one)")
    p.add_argument("--watch", action="store_true", help="rebuild on every save of the definitions: a table may "
                   "restart under the new rules from the same seed; a rules error shows on every page")
    p.set_defaults(run=cmd_serve)

    p = command("watch", "rebuild, check and run the scenarios on every save, printing what changed")
    p.add_argument("games", nargs="*", help="the games to watch (default: every game)")
    p.set_defaults(run=cmd_watch)

    p = command("export-deck", "write a deck's cards as a spreadsheet (CSV) that `rows:` reads back")
    p.add_argument("game")
    p.add_argument("deck")
    p.add_argument("--csv", action="store_true", help="as CSV, UTF-8 (the only format; the flag may be left out)")
    p.add_argument("--out", default=None, metavar="FILE", help="the file to write (default: standard output)")
    p.set_defaults(run=cmd_export_deck)

    p = command("bench", "measure compile, check, parse and simulation speed on this machine")
    p.add_argument("--json", action="store_true")
    p.add_argument("--quick", action="store_true", help="small samples: a smoke run, not a measurement")
    p.add_argument("--native", action="store_true",
                   help="only the ratios to the hand-written references, pure and native (cairn build --native)")
    p.set_defaults(run=cmd_bench)

    p = command("replay", "replay an action log and print the final scores")
    p.add_argument("log")
    p.set_defaults(run=cmd_replay)

    p = command("picture", "draw each player's tableau of a logged game as SVG")
    p.add_argument("log")
    p.add_argument("--out", default=None, help="the folder to write into (default: the current one)")
    p.set_defaults(run=cmd_picture)
    return top


def sheets_command(project, game: str, pdf: bool = False, out: str | None = None, bleed: float | None = None,
                   strict: bool = False) -> int:
    """Write one game's sheets into `out` (default build/<game>/); with `pdf`, print them with Chromium."""
    from ..driver.build import command_folder, compile_game, write_output
    from ..sheets.printing import PrintError, print_problems, print_sheets
    from ..sheets.render import Options as SheetOptions, render as render_sheets
    from runtime.outputs import writing

    folder = command_folder(project, out, "the sheets folder", "build", game)
    result = compile_game(project, game, emit_code=False)
    if not result.ok or result.model is None:
        sys.stderr.write(render_text(result.diagnostics, project.read_source))
        sys.stderr.write(f"'{game}' does not compile; no sheets written\n")
        return 1
    options = SheetOptions(bleed=bleed) if bleed is not None else None
    printed = render_sheets(result.model, project.game_dir(game), options=options)
    diags = result.diagnostics + printed.diagnostics
    if diags:
        sys.stderr.write(render_text(diags, project.read_source))
    if any(d.severity == "error" for d in diags):
        return 1
    for rel, text in sorted(printed.files.items()):
        target = folder / rel.removeprefix("sheets/")
        with writing(target, "the sheet"):
            write_output(project, target, text)
    print(f"wrote the sheets of {game} into {project.display(folder)}/")
    if pdf:
        from runtime.progress import progress
        try:
            with progress("printing with Chromium", None, ""):
                pdfs = print_sheets(folder, folder)
            for path, pages in pdfs:
                print(f"  {project.display(path)}: {pages} page{'s' if pages != 1 else ''}")
            with progress("checking the print", None, ""):
                problems = [p for html in sorted(folder.glob("*.html")) for p in print_problems(html)]
        except PrintError as err:
            sys.stderr.write(f"error: {err}\n")
            return 1
        return report_print_problems(problems, strict)
    return 0


def report_print_problems(problems: list, strict: bool) -> int:
    """W660 for each card field or rules block that would not print right; errors (exit 1) with --strict."""
    kind = "error" if strict else "warning"
    for p in problems:
        where = f"card '{p.card}', {p.field}" if p.card else f"'{p.field}'"
        sys.stderr.write(f"{kind}[W660]: {p.sheet}: {where} {p.message}\n")
    if problems:
        sys.stderr.write(f"{len(problems)} print problem{'s' if len(problems) != 1 else ''}"
                         f"{'' if strict else ' (warnings: --strict makes them errors)'}\n")
    return 1 if strict and problems else 0


def main(argv=None) -> int:
    # every line a command prints may hold a designer's text: the terminal is shown, never obeys, its
    # control characters (runtime/screen.py says why here, under every print, and not at each one)
    with escaped_output():
        return _run(argv)


def _run(argv) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = parser(argv).parse_args(argv)
    try:
        return args.run(args)
    except NotCompiled as err:      # the definitions' errors, already printed: the exit code of `cairn check`
        sys.stderr.write(f"error: {err}\n")
        return 1
    except ProjectError as err:
        sys.stderr.write(f"error: {err}\n")
        return 2
    except KeyboardInterrupt as err:    # Ctrl-C: one line (how far a simulation got), no traceback
        sys.stderr.write(f"{str(err) or 'interrupted'}\n")
        return 130
    except BrokenPipeError:
        # the reader stopped early (`cairn simulate ... | head`): nothing more to say
        sys.stderr.close()
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as err:  # noqa: BLE001 - the last line of defence: a bug in Cairn, reported as one
        from runtime.errors import in_the_rules
        from runtime.rules import RuleError, UsageError
        if isinstance(err, RuleError):
            sys.stderr.write(f"error: {err}\n")
            return 2 if isinstance(err, UsageError) else 1
        located = in_the_rules(err)      # raised by a game's own rules: the designer's mistake, located
        if located is not None:
            sys.stderr.write(f"error: {located}\n")
            return 1
        import traceback
        sys.stderr.write(f"internal error: {type(err).__name__}: {err}\n"
                         "This is a bug in Cairn, not in your game. Details:\n")
        sys.stderr.write("".join(traceback.format_exception(err)[-3:]))
        return 3


if __name__ == "__main__":
    sys.exit(main())
