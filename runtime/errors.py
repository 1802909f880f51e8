"""An error raised by a game's own rules, told as the designer's: where in the definitions, when in the game.

Generated functions carry the definition they come from in their docstring
(`(definitions/<game>/game.yaml:131)`), and their frames hold `state` and `p`. So when code of a
compiled game raises — a division by zero, `nth` past the end of a pile, a card moved from a
pile that does not hold it — the innermost frame of a game module names the effect, and the
state in it names the round and the player. Anything else is left to the caller: a bug in Cairn.
"""
from __future__ import annotations

import re
import traceback

from .records import Record
from .rules import GameRules, RuleError

_DEFINED_AT = re.compile(r"([^\s()]+\.yaml):(\d+)")


class RulesFailed(RuleError):
    """The game's rules raised while being played: a mistake in the definitions, located there."""


def no_value():
    """A lowered module's read or write of a map's or a column's entry by an id of none (-1 there): rules.py's
    lookup of None, raised as it is there, so that it is told alike (`in_words`: a lookup of no value)."""
    raise KeyError(None)


def in_the_rules(err: BaseException) -> str | None:
    """A designer-facing account of `err` if a compiled game's code raised it; None otherwise."""
    found = _located(err)
    if found is None:
        return None
    game, function, where, when = found
    return (f"the rules of {game.name} failed in '{function}'"
            + (f" ({where})" if where else "") + (f", {', '.join(when)}" if when else "")
            + f": {in_words(err)}. This is a mistake in the game's definitions, not in Cairn.")


def failed_rule(err: BaseException, ignore: dict | None = None) -> str | None:
    """Which function of a game's rules raised `err` — "'travel' (definitions/<game>/game.yaml:345, round 1,
    seat 0)" — or None when none did. `ignore`: the globals of a module that imports the rules but is not
    theirs (a compiled scenario), whose own lines are named by its caller."""
    found = _located(err, ignore)
    if found is None:
        return None
    _game, function, where, when = found
    said = ", ".join(([where] if where else []) + when)
    return f"'{function}'" + (f" ({said})" if said else "")


def in_words(err: BaseException) -> str:
    """What went wrong, in the game's words where Python's exception is one that game code raises."""
    if isinstance(err, RuleError):
        return str(err)
    if isinstance(err, ZeroDivisionError):
        return "a division by zero"
    if isinstance(err, IndexError):
        return "a position past the end of a pile or list (or a seat the table does not have)"
    if isinstance(err, KeyError) and len(err.args) == 1:
        key = err.args[0]
        return "a lookup of no value (a field that holds none)" if key is None else \
            f"a lookup of {key!r}, which has no row or entry there"
    if isinstance(err, ValueError) and str(err).endswith("x not in list"):     # list.remove
        return "a card taken from a pile that does not hold it"
    if isinstance(err, ValueError) and str(err).endswith(" is not in list"):   # list.index: position()
        return f"the position of {str(err).removesuffix(' is not in list')}, which the pile or list does not hold"
    # what game code seldom raises: the step that broke, with Python's words kept (in brackets) for a report
    return f"a step the rules could not do ({type(err).__name__}: {err})" if str(err) else \
        f"a step the rules could not do ({type(err).__name__})"


def _located(err: BaseException, ignore: dict | None = None):
    """(game, function, where, [round, seat]) of the innermost frame of a game's code in `err`'s traceback."""
    if isinstance(err, RuleError):
        return None
    walked = [(frame, line) for frame, line in traceback.walk_tb(err.__traceback__)
              if isinstance(frame.f_globals.get("GAME"), GameRules) and frame.f_globals is not ignore]
    frames = [frame for frame, _line in walked]
    if not frames:
        return None
    game = frames[-1].f_globals["GAME"]
    where, function = None, _function_name(frames[-1])
    for frame, line in reversed(walked):        # the innermost function that says where it is defined
        told = _written_in_place(frame, line) or frame.f_globals.get("DEFINED_AT", {}).get(_function_name(frame))
        if told is not None:        # a lowered module's table: the definition's name and place
            function, where = told
            break
        fn = frame.f_globals.get(_function_name(frame))
        found = _DEFINED_AT.search(getattr(fn, "__doc__", None) or "")
        if found:
            where, function = f"{found.group(1)}:{found.group(2)}", _function_name(frame)
            break
    state = next((_state(f.f_locals) for f in reversed(frames) if _state(f.f_locals) is not None), None)
    seat = next((seat for f in reversed(frames) if (seat := _seat(_player_of(f.f_locals))) is not None), None)
    when = []
    if state is not None and hasattr(state, "round"):
        when.append(f"round {state.round}")
    if seat is not None:
        when.append(f"seat {seat}")
    return game, function, where, when


def _written_in_place(frame, line: int):
    """What a lowered module's DEFINED_AT tells of the function written in place at `line` of the frame's function
    (its `WRITTEN_IN_PLACE` lines: the narrowest that tells anything, a setter in a procedure telling nothing), or
    None when the line is the function's own."""
    told_at = frame.f_globals.get("DEFINED_AT", {})
    spans = frame.f_globals.get("WRITTEN_IN_PLACE", {}).get(_function_name(frame), ())
    for first, last, name in sorted(spans, key=lambda span: span[1] - span[0]):
        if first <= line <= last and name in told_at:
            return told_at[name]
    return None


def _state(names: dict):
    """The game's state a frame holds: a lowered function's `s` (its flow holds the round being played: the readable
    state is written back only at the end), or rules.py's `state`; None when it holds neither."""
    lowered = names.get("s")
    if hasattr(lowered, "readable") and hasattr(lowered, "round"):
        return lowered
    return names.get("state")


def _player_of(names: dict):
    """The player record a frame acts for: its `p` or, where an action was written in place in a function that has a
    `p` of its own (the players made at setup), the action's `p` as the inliner renamed it (`p_2`, …; the last
    renamed is the innermost)."""
    renamed = [name for name in names if name.startswith("p_") and name[2:].isdigit()]
    if renamed:
        return names[max(renamed, key=lambda name: int(name[2:]))]
    return names.get("p")


def _seat(player) -> int | None:
    """The seat of a player's record: a readable one (a dict or Record), or a lowered one (its `seat` slot)."""
    if isinstance(player, (dict, Record)):
        return player["seat"] if "seat" in player else None
    seat = getattr(player, "seat", None)
    return seat if type(seat) is int else None


def _function_name(frame) -> str:
    # a frame of a module compiled by `cairn build --native` names its function with the module's name
    # before it (generated.tiny.rules.harvest), and holds no locals: no round or seat to tell then
    return frame.f_code.co_name.rsplit(".", 1)[-1]

