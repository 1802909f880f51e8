"""`cairn play` as a person sees it: through a pseudo-terminal, a whole game, and hot seat.

What it must show (issue 16 §5): players as a table, tracks as bars, piles by name or count, the
board as a list, every other seat's moves told from the public log, the game's `log` messages,
numbered moves with their rules text, and an end that says who won and why (or why nobody did).
"""
from __future__ import annotations

import os
import re
import pty
import select
import signal
import sys
from pathlib import Path

import pytest

from compiler.driver.build import Project
from compiler.driver.games import load_rules
from runtime.agents import SeatView
from runtime.play import HumanAgent
from runtime.state import GameState
from runtime.terminal import ending_lines, narration

ROOT = Path(__file__).resolve().parents[2]


def play_in_a_terminal(*args, answer: bytes = b"1", timeout: float = 120) -> str:
    """Run `cairn play ARGS` on a pseudo-terminal, answering every prompt; the whole screen as text."""
    pid, fd = pty.fork()
    if pid == 0:    # the child: cairn itself, from this checkout
        os.chdir(ROOT)
        os.environ["PYTHONPATH"] = str(ROOT)
        os.execv(sys.executable, [sys.executable, "-m", "compiler.commands.cli", "play", *map(str, args)])
    screen = b""
    try:
        while True:
            ready, _, _ = select.select([fd], [], [], timeout)
            if not ready:
                raise AssertionError("cairn play stopped answering:\n" + screen[-2000:].decode(errors="replace"))
            try:
                chunk = os.read(fd, 65536)
            except OSError:     # the terminal closes when cairn exits
                break
            if not chunk:
                break
            screen += chunk
            if screen.endswith(b"> "):
                os.write(fd, answer + b"\n")
    finally:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        _, status = os.waitpid(pid, 0)
        os.close(fd)
    text = screen.decode("utf-8", errors="replace").replace("\r\n", "\n")
    assert os.waitstatus_to_exitcode(status) in (0, -signal.SIGKILL), text[-2000:]
    return text


def test_a_game_at_the_terminal_reads_like_a_board_game():
    screen = play_in_a_terminal("thru-the-appalachian", "--seed", 3)
    assert "Traceback" not in screen
    assert "you are seat 0" in screen and "Players" in screen and "Shared" in screen
    assert "energy" in screen and "█" in screen and "/15" in screen          # a track as a bar
    assert "Since your last move:" in screen and "seat 1 chose in secret" in screen
    assert " 1. " in screen and "— Advance the orange die's value" in screen  # numbered, with the rules text
    assert "game over after" in screen and "winner(s): " in screen
    # the end in the rules' own words, the same the balance report uses (runtime/endings.py)
    assert "(the end condition held at the end of a round: the week is at least 32 or every player" in screen


def test_hot_seat_hands_the_keyboard_over():
    screen = play_in_a_terminal("trek-to-zion", "--seed", 2, "--humans", "0,1")
    assert "Traceback" not in screen
    assert "seat 1's turn: hand over the keyboard" in screen and "seat 0's turn: hand over the keyboard" in screen
    assert "you are seat 0" in screen and "you are seat 1" in screen
    assert "Board" in screen and "routes: " in screen                       # a graph board, as a list
    assert "cards (face down)" in screen                                     # the other hand: a count
    assert "game over after" in screen and "seat 0 (you)" in screen and "seat 1 (you)" in screen


# ------------------------------------------------------------------ the pieces, without a terminal
@pytest.fixture(scope="module")
def appalachian():
    return load_rules(Project(ROOT), "thru-the-appalachian")


def test_the_games_log_messages_are_shown_once_and_not_before_a_secret_step_ends(appalachian):
    state = GameState(appalachian, 2, 1)          # the secret choice of routes
    state.note(state.players[1], "reaches the final shelter")
    written = []
    human = HumanAgent(read=lambda prompt: "1", write=written.append)
    human.show(SeatView(state, 0))
    assert not any("reaches the final shelter" in line for line in written)     # seat 1 has not chosen yet
    while state.snapshot is not None:             # on to a step that is not secret
        state.apply(state.legal_actions()[0])
    human.show(SeatView(state, 0))
    human.show(SeatView(state, 0))
    assert sum("seat 1 reaches the final shelter" in line for line in written) == 1


def test_the_end_says_why_nobody_won(appalachian):
    state = GameState(appalachian, 2, 1)
    for p in state.players:
        p["eliminated"] = True
    state.finish("end condition")
    lines = ending_lines(appalachian, state, [0])
    assert lines[-1] == "winner(s): nobody — every player is out (no one is eligible to win)"
    assert "seat 0 (you):" in lines[1] and lines[1].endswith("— out: cannot win")


def test_the_end_is_told_in_the_words_the_report_uses(appalachian):
    from runtime.endings import end_words
    two, solo = end_words(appalachian, 2), end_words(appalachian, 1)
    assert two["no winner"] == "no player could win (you can win only if you are not eliminated)"
    assert solo["no winner"].startswith("the solo goal was missed (playing alone, you win if you are finished")
    assert two["end condition"].startswith("the end condition held at the end of a round: the week is at least 32")
    assert two["nobody can act"] == "no player had a legal move left, which ends the game"


def test_secret_picks_are_told_once_counted():
    assert narration([[1, "?"], [1, "?"], [1, "move orange_1"]], 0) == ["  seat 1 chose in secret (×2)",
                                                                       "  seat 1: move orange_1"]


def test_hot_seat_seats_are_checked():
    from runtime.play import human_seats
    from runtime.rules import RuleError
    assert human_seats("2,0", 0, 3, {}) == [0, 2] and human_seats(None, 1, 3, {}) == [1] and human_seats(None, None, 1, {0: {"name": "Robo"}}) == [1]
    for bad, message in (("0,5", "--humans 5: seats of a 3-player game are 0 to 2"),
                         ("x", "give seats as numbers"), (",", "name at least one seat")):
        with pytest.raises(RuleError, match=message):
            human_seats(bad, 0, 3, {})


def test_a_tableau_is_drawn_with_its_trails():
    screen = play_in_a_terminal("trailblazers", "--seed", 4)
    assert "Traceback" not in screen
    assert "area: ─ hiking, ━ biking, ═ kayaking, ◎ camp, • dead end" in screen
    assert "seat 1: 3 cards" in screen and "you: 3 cards" in screen
    assert re.search(r"\n  area +3 cards laid \(drawn under Board\)", screen)   # the column is as wide as the longest field name
    drawn = [line for line in screen.splitlines() if line.startswith("    ") and set(line.strip()) <= set("─│━┃═║└┘┌┐┗┛┏┓╚╝╔╗├┤┬┴┼◎•· ")]
    assert any("◎" in line for line in drawn) and any(set(line) & set("─━═") for line in drawn)
    assert "game over after" in screen


def test_a_board_of_sites_in_rows_and_columns_is_drawn_with_the_pawns():
    from runtime.terminal import state_lines
    rules = load_rules(Project(ROOT), "trail-story-america")
    state = GameState(rules, 2, 3)
    while state.players[0]["site"] is None or state.players[1]["site"] is None:
        state.apply(state.legal_actions()[0])
    lines = state_lines(rules, state.observation(0))
    board = lines[lines.index("Board"):]
    assert "  sites (a seat's number where its site is):" in board
    mine = rules.tables["sites"][state.players[0]["site"]]["name"]
    assert any(line.startswith(f"  {mine}: you (site)") for line in board)
    grid = board[board.index("  sites (a seat's number where its site is):") + 1:]
    assert len(grid) == 7 and grid[0].startswith("    [") and "──" in grid[0] and "│" in grid[1]
    assert sum(line.count("[0") for line in grid) == 1 and sum(line.count("1 ]") + line.count("01]") for line in grid) == 1


def trail_blocks(screen: str) -> list[list[str]]:
    """Every trail strip drawn on the screen: its lines from 'Trail:' to the blank line, without the board's indent."""
    lines, blocks = screen.splitlines(), []
    for k, line in enumerate(lines):
        if line.startswith("  Trail: "):
            end = next(j for j in range(k, len(lines)) if not lines[j].strip())
            blocks.append([text[2:] for text in lines[k:end]])
    return blocks


def over_space(block: list[str], index: int) -> str:
    """The character right over the space `index` (from 0) of a drawn strip."""
    for k, line in enumerate(block):
        parts = line.split()
        if len(parts) == 2 and parts[0].isdigit() and set(parts[1]) <= set("▲◆·│"):
            body_at = len(line) - len(parts[1])
            columns = [body_at + x for x, ch in enumerate(parts[1]) if ch != "│"]
            first = int(parts[0]) - 1
            if first <= index < first + len(columns):
                above = block[k - 1]
                x = columns[index - first]
                return above[x] if x < len(above) else " "
    raise AssertionError(f"space {index} is not drawn in {block}")


@pytest.mark.parametrize("game, seed, strip", [("thru-the-appalachian", 3, "◆···◆····▲"),
                                               ("trailblazer-jmt", 2, "·····│▲▲▲▲│▲◆")])
def test_a_trail_is_drawn_as_a_strip_with_each_hiker_over_its_space(game, seed, strip):
    screen = play_in_a_terminal(game, "--seed", seed)
    assert "Traceback" not in screen
    blocks = trail_blocks(screen)
    assert len(blocks) > 10 and all(len(line) <= 78 for block in blocks for line in block)
    assert all(any(strip in line for line in block) for block in blocks)
    moved = set()
    for block in blocks:        # the human's hiker (answering 1: northbound in Appalachian) over its space
        mine = next(line for line in block if line.startswith("0 = you: "))
        walked = int(re.search(r", (\d+) walked, ", mine).group(1))
        assert over_space(block, walked) == "0", (mine, block)
        moved.add(walked)
    assert len(moved) > 2                                      # the hiker walked along the trail
    assert "northbound →" in mine or game != "thru-the-appalachian"
