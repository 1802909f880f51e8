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


def in_the_rules(err: BaseException) -> str | None:
    """A designer-facing account of `err` if a compiled game's code raised it; None otherwise."""
    if isinstance(err, RuleError):
        return None
    frames = [frame for frame, _line in traceback.walk_tb(err.__traceback__)
              if isinstance(frame.f_globals.get("GAME"), GameRules)]
    if not frames:
        return None
    game = frames[-1].f_globals["GAME"]
    where, function = None, _function_name(frames[-1])
    for frame in reversed(frames):        # the innermost function that says where it is defined
        fn = frame.f_globals.get(_function_name(frame))
        found = _DEFINED_AT.search(getattr(fn, "__doc__", None) or "")
        if found:
            where, function = f"{found.group(1)}:{found.group(2)}", _function_name(frame)
            break
    state = next((f.f_locals["state"] for f in reversed(frames) if "state" in f.f_locals), None)
    player = next((f.f_locals["p"] for f in reversed(frames) if isinstance(f.f_locals.get("p"), (dict, Record))),
                  None)
    when = []
    if state is not None and hasattr(state, "round"):
        when.append(f"round {state.round}")
    if player is not None and "seat" in player:
        when.append(f"seat {player['seat']}")
    detail = f"{type(err).__name__}: {err}" if str(err) else type(err).__name__
    return (f"the rules of {game.name} failed in '{function}'"
            + (f" ({where})" if where else "") + (f", {', '.join(when)}" if when else "")
            + f": {detail}. This is a mistake in the game's definitions, not in Cairn.")


def _function_name(frame) -> str:
    # a frame of a module compiled by `cairn build --native` names its function with the module's name
    # before it (generated.tiny.rules.harvest), and holds no locals: no round or seat to tell then
    return frame.f_code.co_name.rsplit(".", 1)[-1]

