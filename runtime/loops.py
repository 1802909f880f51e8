"""How many turns a loop of a game's rules may take: a rules error, never a hang.

A `while total < 10 max 20 { ... }` counts its turns with `loop_turn`; a turn past its bound means
the condition never ended the loop, a mistake in the game's definitions. The error names the
loop's place in the definitions (file:line:column); runtime/errors.py adds the round and the
player, as for any error raised by a game's rules.

Every loop is bounded by MAX_LOOP_TURNS as well, whatever its count or bound says: a `repeat`
whose count is worked out in play (`repeat_count`), a `while` whose `max N` is (`loop_turn`) and
a range whose ends are (`number_range`). A count known before play is checked by `cairn check`
against the same number (compiler/frontend/limits.py, E209), so a definition cannot ask for a
billion turns and leave `cairn simulate` running until it is killed.
"""
from __future__ import annotations

# The most turns one loop may take, and the most numbers one range may hold. Far above any real
# game (the counts of the seed games are hands, dice and tracks: a few dozen at most) and the same
# as the most passes of a flow `until` loop (`max:` in schemas/game.schema.json); 100,000 turns of a
# small block take about a tenth of a second.
MAX_LOOP_TURNS = 100_000


class LoopBoundExceeded(Exception):
    """A loop took, or was asked to take, more turns than its bound allows."""


def loop_turn(state, p, turns: int, limit: int, where: str) -> int:
    """The turns taken once this one starts; past `limit` (or MAX_LOOP_TURNS), LoopBoundExceeded naming `where`."""
    if turns >= limit:     # runtime/errors.py names the round and the player from this frame's state and p
        raise LoopBoundExceeded(
            f"the loop at {where} took {limit} turns and its condition still did not end it; "
            f"end it with `stop`, or raise its bound with `max N`")
    if turns >= MAX_LOOP_TURNS:     # a bound worked out in play above the most any loop may take
        raise LoopBoundExceeded(
            f"the loop at {where} took {MAX_LOOP_TURNS:,} turns, the most any loop may take, and its condition "
            f"still did not end it; end it with `stop`")
    return turns + 1


def repeat_count(count: int) -> int:
    """How many times a `repeat` runs, when the count is worked out in play: below 0 is a mistake in the
    rules (ValueError, so in_the_rules tells it at the effect's definition), not a block run 0 times;
    above MAX_LOOP_TURNS too, told before the first turn rather than after a long wait."""
    if count < 0:
        raise ValueError(f"repeat {count} times: a number of times cannot be below 0")
    if count > MAX_LOOP_TURNS:
        raise LoopBoundExceeded(f"repeat {count:,} times: a loop may take at most {MAX_LOOP_TURNS:,} turns")
    return count


def number_range(low: int, high: int) -> range:
    """`low..high` with ends worked out in play (both included); more than MAX_LOOP_TURNS numbers is a
    mistake in the rules: a loop over it, or the options of a choice, would never end."""
    if high - low >= MAX_LOOP_TURNS:
        raise LoopBoundExceeded(f"the range {low}..{high} holds {high - low + 1:,} numbers; "
                                f"at most {MAX_LOOP_TURNS:,} are allowed")
    return range(low, high + 1)
