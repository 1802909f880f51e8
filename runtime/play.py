"""`cairn play`: a human at the terminal against agents."""
from __future__ import annotations

import json

from .agents import make_agents
from .log import GameLog
from .rules import RuleError
from .state import GameState


class HumanAgent:
    """Shows what the seat may see and asks for an action by number or by its notation."""
    name = "human"

    def __init__(self, read=input, write=print):
        self.read = read
        self.write = write

    def show(self, state, seat):
        view = state.observation(seat)
        self.write(f"\n— round {view['round']}, step {view['step']} — you are seat {seat}")
        self.write("shared: " + json.dumps(view["globals"], sort_keys=True))
        for p in view["players"]:
            who = "you" if p["seat"] == seat else f"seat {p['seat']}"
            self.write(f"{who}: " + json.dumps({k: v for k, v in p.items() if k != "seat"}, sort_keys=True))

    def choose(self, state, moves):
        seat = moves[0].seat
        self.show(state, seat)
        for number, move in enumerate(moves, start=1):
            self.write(f"  {number:>2}. {move}")
        while True:
            answer = self.read("your action> ").strip()
            if answer.isdigit() and 1 <= int(answer) <= len(moves):
                return moves[int(answer) - 1]
            for move in moves:
                if str(move) == " ".join(answer.split()):
                    return move
            self.write("not a legal action: give its number or its notation as listed")


def play_command(rules, players, seat, seed, agents, options, log=None, read=input, write=print) -> int:
    players = players or max(rules.min_players, min(2, rules.max_players))
    if not 0 <= seat < players:
        raise RuleError(f"seat {seat} does not exist in a {players}-player game")
    state = GameState(rules, players, seed, options)
    seats = make_agents(agents, players, seed)
    seats[seat] = HumanAgent(read, write)
    record = GameLog(rules, players, seed, state.options, [a.name for a in seats])
    try:
        while not state.is_over():
            moves = state.legal_actions()
            move = seats[moves[0].seat].choose(state, moves)
            record.move(move)
            state.apply(move, check=False)
    except EOFError:
        write("\ngame abandoned")
        return 1
    finally:
        if log:
            record.write(log)
    record.finish(state)
    if log:
        record.write(log)
    write(f"\n{rules.name}: game over after {state.round} rounds")
    for s in range(players):
        breakdown = ", ".join(f"{k} {v}" for k, v in state.score_breakdown(s).items())
        write(f"  seat {s}{' (you)' if s == seat else ''}: {state.scores()[s]} points ({breakdown})")
    winners = state.winners()
    write("winner(s): " + (", ".join(f"seat {w}" for w in winners) if winners else "nobody"))
    return 0
