"""`cairn play`: a human at the terminal against agents.

The terminal is untrusted input too: an answer that is not a listed number or notation is asked
again; closed input (end of file) abandons the game with exit 1, and whatever was played is
still written to --log. The log file is opened before the game starts, so a log that cannot
be written is refused before the first move.
"""
from __future__ import annotations

import re

from .agents import SeatView, make_agents
from .log import GameLog
from .outputs import output_file, writing
from .rules import RuleError, UsageError
from .state import GameState
from .terminal import ending_lines, move_lines, narration, state_lines


NUMBER = re.compile(r"[0-9]{1,6}")   # ASCII digits only: '²'.isdigit() is True, and int('²') fails
MAX_ANSWER = 1_000                  # no notation is longer


def player_count(rules, players: int | None) -> int:
    """The number of players asked for, or the default (2 when allowed); outside the game's range: UsageError."""
    if players is None:
        return max(rules.min_players, min(2, rules.max_players))
    if not rules.min_players <= players <= rules.max_players:
        raise UsageError(f"--players {players}: {rules.name} is for {rules.min_players} to {rules.max_players} players")
    return players


def open_log(path):
    """The log file, opened for writing before the game starts; RuleError naming it when that fails."""
    return output_file(path, "the log")


class HumanAgent:
    """Shows what the seat may see (runtime/terminal.py) and asks for an action by number or by its notation."""
    name = "human"

    def __init__(self, read=input, write=print):
        self.read = read
        self.write = write
        self.seen_log = 0        # entries of the public log already told
        self.seen_notes = set()  # the game's `log` messages already shown

    def show(self, view):
        seat = view.seat
        observation = view.observation()
        rules = view.rules
        news = observation["log"][self.seen_log:]
        self.seen_log = len(observation["log"])
        told = [(s, t) for s, t in news if s != seat]
        if told:
            self.write("\nSince your last move:")
            for line in narration(told, seat):
                self.write(line)
        for index, round_, who_, text in view.notes():
            if index not in self.seen_notes:
                self.seen_notes.add(index)
                self.write(f"  log, round {round_}: " + (f"{'you' if who_ == seat else f'seat {who_}'} {text}"
                                                        if who_ is not None else text))
        self.write("")
        for line in state_lines(rules, observation):
            self.write(line)

    def choose(self, view, moves):
        self.show(view)
        self.write("")
        for line in move_lines(view.rules, moves, view.observation()["choice"]):
            self.write(line)
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

    def ask(self, prompt: str = "your action> ") -> str:
        """One answer; EOFError when there is no more input (closed, or not readable)."""
        try:
            answer = self.read(prompt)
        except (EOFError, OSError, ValueError, RuntimeError):   # a closed stdin raises any of these
            raise EOFError from None
        if not isinstance(answer, str):
            raise EOFError
        return answer


def human_seats(humans, seat, players: int, automata: dict) -> list:
    """The seats played at this terminal: `--humans 0,2` (hot seat), else `--seat K`, else the first seat
    a player takes (an automaton of the game may sit at seat 0); never an automaton's seat."""
    seats_at_table = players + len(automata)
    free = [s for s in range(seats_at_table) if s not in automata]
    if humans is None:
        seats = [free[0] if seat is None else seat]
    else:
        try:
            seats = sorted({int(s) for s in str(humans).split(",") if s.strip()})
        except ValueError:
            raise UsageError(f"--humans {humans}: give seats as numbers, such as --humans 0,2") from None
    flag = "--seat" if humans is None else "--humans"
    for s in seats:
        if not 0 <= s < seats_at_table:
            raise UsageError(f"{flag} {s}: seats of a {players}-player game are 0 to {seats_at_table - 1}")
        if s in automata:
            raise UsageError(f"{flag} {s}: the {automata[s]['name']} plays that seat (the game plays it); "
                             f"take seat {free[0]}")
    if not seats:
        raise UsageError("--humans: name at least one seat, such as --humans 0,2")
    return seats


def play_command(rules, players, seat, seed, agents, options, log=None, read=input, write=print,
                 humans=None) -> int:
    """Play one game at the terminal. Exit 0 when it is played to the end, 1 when the input ends first."""
    players = player_count(rules, players)
    state = GameState(rules, players, seed, options)
    at_terminal = human_seats(humans, seat, players, state.automata)
    seats = make_agents(agents, players, seed, rules, state.options)
    for s in at_terminal:
        seats[s] = HumanAgent(read, write)
    record = GameLog(rules, players, seed, state.options, [a.name for a in seats])
    log_file = open_log(log) if log else None
    last = None
    try:
        while not state.is_over():
            moves = state.legal_actions()
            to_move = moves[0].seat
            if to_move in at_terminal and len(at_terminal) > 1 and to_move != last:
                # hot seat: the screen is handed over before anything the next player may not see is shown
                write("\n" * 3 + f"━━ seat {to_move}'s turn: hand over the keyboard")
                seats[to_move].ask("press Enter when seat " + str(to_move) + " is at the keyboard> ")
            if to_move in at_terminal:
                last = to_move
            move = seats[to_move].choose(SeatView(state, to_move), moves)
            record.move(move)
            state.apply(move, check=False)
        record.finish(state)
    except EOFError:
        write("\ngame abandoned: the input ended (the log, if any, has no result line)")
        return 1
    finally:
        if log_file is not None:
            _write_log(log_file, record, log)
    news = [(s, t) for s, t in state.observation(at_terminal[0])["log"][seats[at_terminal[0]].seen_log:]
            if s not in at_terminal]
    if news:
        write("\nThe last moves:")
        for line in narration(news, at_terminal[0]):
            write(line)
    write("")
    for line in ending_lines(rules, state, at_terminal):
        write(line)
    return 0


def _write_log(handle, record: GameLog, path) -> None:
    with writing(path, "the log"), handle:     # closing flushes: a full disk may say so only then
        handle.write(record.text())
