"""`cairn play`: a human at the terminal against agents.

The terminal is untrusted input too: an answer that is not a listed number or notation is asked
again; closed input (end of file) abandons the game with exit 1, and whatever was played is
still written to --log. The log file is opened before the game starts, so a log that cannot
be written is refused before the first move.
"""
from __future__ import annotations

import json
import re

from .agents import SeatView, make_agents
from .log import GameLog
from .rules import RuleError
from .state import GameState


NUMBER = re.compile(r"[0-9]{1,6}")   # ASCII digits only: '²'.isdigit() is True, and int('²') fails
MAX_ANSWER = 1_000                  # no notation is longer


def player_count(rules, players: int | None) -> int:
    """The number of players asked for, or the default (2 when allowed); outside the game's range: RuleError."""
    if players is None:
        return max(rules.min_players, min(2, rules.max_players))
    if not rules.min_players <= players <= rules.max_players:
        raise RuleError(f"--players {players}: {rules.name} is for {rules.min_players} to {rules.max_players} players")
    return players


def open_log(path):
    """The log file, opened for writing before the game starts; RuleError naming it when that fails."""
    try:
        return open(path, "w", encoding="utf-8")
    except OSError as err:
        raise RuleError(f"cannot write the log {path}: {err.strerror or err}") from None


class HumanAgent:
    """Shows what the seat may see and asks for an action by number or by its notation."""
    name = "human"

    def __init__(self, read=input, write=print):
        self.read = read
        self.write = write
        self.last_moves = 8     # the moves shown before each decision, from the public log

    def show(self, view):
        seat = view.seat
        observation = view.observation()
        self.write(f"\n— round {observation['round']}, step {observation['step']} — you are seat {seat}")
        for seat_then, text in observation["log"][-self.last_moves:]:
            self.write(f"  {'you' if seat_then == seat else f'seat {seat_then}'}: {text}")
        self.write("shared: " + json.dumps(observation["globals"], sort_keys=True))
        for fact in observation["known"]:
            self.write("you know: " + json.dumps(fact, sort_keys=True))
        for p in observation["players"]:
            who = "you" if p["seat"] == seat else f"seat {p['seat']}"
            self.write(f"{who}: " + json.dumps({k: v for k, v in p.items() if k != "seat"}, sort_keys=True))

    def choose(self, view, moves):
        self.show(view)
        for number, move in enumerate(moves, start=1):
            self.write(f"  {number:>2}. {move}")
        while True:
            answer = self.ask().strip()
            if NUMBER.fullmatch(answer):
                if 1 <= int(answer) <= len(moves):
                    return moves[int(answer) - 1]
                self.write(f"no action {answer}: give a number from 1 to {len(moves)}")
                continue
            wanted = " ".join(answer[:MAX_ANSWER + 1].split())
            for move in moves:
                if str(move) == wanted:
                    return move
            self.write("not a legal action: give its number or its notation as listed")

    def ask(self) -> str:
        """One answer; EOFError when there is no more input (closed, or not readable)."""
        try:
            answer = self.read("your action> ")
        except (EOFError, OSError, ValueError, RuntimeError):   # a closed stdin raises any of these
            raise EOFError from None
        if not isinstance(answer, str):
            raise EOFError
        return answer


def play_command(rules, players, seat, seed, agents, options, log=None, read=input, write=print) -> int:
    """Play one game at the terminal. Exit 0 when it is played to the end, 1 when the input ends first."""
    players = player_count(rules, players)
    automata = rules.automaton_seats(players)
    if seat is None:     # the first seat a player takes (an automaton may sit at seat 0)
        seat = min(s for s in range(players + len(automata)) if s not in automata)
    if not 0 <= seat < players + len(automata):
        raise RuleError(f"--seat {seat}: seats of a {players}-player game are 0 to {players + len(automata) - 1}")
    if seat in automata:
        raise RuleError(f"--seat {seat}: the {automata[seat]['name']} plays that seat (the game plays it); "
                        f"take seat {min(s for s in range(players + len(automata)) if s not in automata)}")
    state = GameState(rules, players, seed, options)
    seats = make_agents(agents, players, seed, rules)
    seats[seat] = HumanAgent(read, write)
    record = GameLog(rules, players, seed, state.options, [a.name for a in seats])
    log_file = open_log(log) if log else None
    try:
        while not state.is_over():
            moves = state.legal_actions()
            move = seats[moves[0].seat].choose(SeatView(state, moves[0].seat), moves)
            record.move(move)
            state.apply(move, check=False)
        record.finish(state)
    except EOFError:
        write("\ngame abandoned: the input ended (the log, if any, has no result line)")
        return 1
    finally:
        if log_file is not None:
            _write_log(log_file, record, log)
    write(f"\n{rules.name}: game over after {state.round} rounds")
    for s in range(len(state.players)):
        breakdown = ", ".join(f"{k} {v}" for k, v in state.score_breakdown(s).items())
        write(f"  seat {s}{' (you)' if s == seat else ''}: {state.scores()[s]} points ({breakdown})")
    winners = state.winners()
    write("winner(s): " + (", ".join(f"seat {w}" for w in winners) if winners else "nobody"))
    return 0


def _write_log(handle, record: GameLog, path) -> None:
    with handle:
        try:
            handle.write(record.text())
        except OSError as err:
            raise RuleError(f"cannot write the log {path}: {err.strerror or err}") from None
