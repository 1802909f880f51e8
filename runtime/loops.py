"""The bound of a loop that ends on a condition (`while`, `until`): a rules error, not a hang.

A `while total < 10 max 20 { ... }` counts its turns with `loop_turn`; a turn past its bound means
the condition never ended the loop, a mistake in the game's definitions. The error names the
loop's place in the definitions (file:line:column); runtime/errors.py adds the round and the
player, as for any error raised by a game's rules.
"""
from __future__ import annotations


class LoopBoundExceeded(Exception):
    """A `while` or `until` loop took more turns than its bound allows."""


def loop_turn(state, p, turns: int, limit: int, where: str) -> int:
    """The turns taken once this one starts; past `limit`, LoopBoundExceeded naming `where`."""
    if turns >= limit:     # runtime/errors.py names the round and the player from this frame's state and p
        raise LoopBoundExceeded(
            f"the loop at {where} took {limit} turns and its condition still did not end it; "
            f"end it with `stop`, or raise its bound with `max N`")
    return turns + 1
