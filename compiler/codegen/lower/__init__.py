"""The lowered back end: `generated/<game>/lowered.py` (pure Python) and `lowered.pxd` (its Cython types).

After resolve, a game is lowered to a small typed IR of its own (ir.py: slots of C-able types, statements and
expressions over them; lowering.py builds it from the resolved model), which is printed twice (printing.py):
as plain Python that reads like a careful hand-written simulator, and as the augmenting declarations Cython
applies to that same module when the native build compiles it. `runtime/fastplay.py` plays random games
through `lowered.play` when a game has one, else through fast.py. A game with a construct the lowering does
not cover gets no lowered module (`lower_support` says which construct, and where).
"""
from __future__ import annotations

from .aggregates import aggregates_as_loops
from .areas_on_write import areas_on_write
from .chance import chance_keyed
from .indexed import ids_indexed
from .judged_clone import judged_clone
from .judged_unread import judged_unread
from .lowering import Lowering, NotLowerable
from .min_max import min_max_compared
from .numbers_held import numbers_held
from .optimise import optimised
from .printing import cython_declarations, python_module
from .run_out_in_place import runs_out_in_place
from .seatwise import seatwise

MODULE = "lowered.py"
DECLARATIONS = "lowered.pxd"


def lowered_files(emitter) -> dict:
    """{"lowered.py": text, "lowered.pxd": text} of the game `emitter` writes, or {} when it cannot be lowered."""
    try:
        lowering = Lowering(emitter)
        module = lowering.module()
        actions = frozenset(lowering.action_function.values())
        module = optimised(module, set(actions) | lowering.step_functions, actions, frozenset(lowering.decide_loops))
        module = seatwise(module, lowering.seat_loops, lowering.each_player_steps)
        module = aggregates_as_loops(module)
        module = chance_keyed(module, lowering.reserve_slots)
        module = ids_indexed(module)
        module = judged_clone(module)
        module = areas_on_write(module)
        module = judged_unread(module, lowering.pile_slots())
        module = runs_out_in_place(module)
        module = min_max_compared(module)
        module = numbers_held(module)
    except NotLowerable:
        return {}
    return {MODULE: python_module(module),
            DECLARATIONS: cython_declarations(module, f"the lowered playout of {emitter.model.id}")}


def lower_support(emitter) -> str | None:
    """Why this game gets no lowered module (the construct and where the definitions write it), or None."""
    try:
        Lowering(emitter).module()
    except NotLowerable as err:
        return str(err)
    return None


def agents_support(emitter) -> list:
    """What keeps a lowered game's agents on the readable records (runtime/lowered.py), each a sentence after
    `agents:`: why its module prints no agents' path, or which part of greedy's worth does not lower (worth.py); and
    after `scoring:` why its random games are scored on the records (`outcome` not printed). Empty: none."""
    try:
        lowering = Lowering(emitter)
        lowering.module()
    except NotLowerable:
        return []
    scoring = [] if lowering.scoring_missing is None else [f"scoring: on the records: {lowering.scoring_missing}"]
    if lowering.agents_missing:
        return scoring + ["agents: no agents' path: " + "; ".join(lowering.agents_missing)]
    return scoring + [f"agents: the worth read on the records: {missing}" for missing in lowering.worth_missing]


def begun_support(emitter) -> str | None:
    """Why a lowered game's random games begin on the readable state: the construct of its setup not lowered
    (setup.py), or of its scoring (a readable state is then made at the end anyway, and the runtime begins the game
    there: runtime/fastplay.py begins_lowered), and where the definitions write it; None where they begin lowered, or
    the game is not lowered."""
    try:
        lowering = Lowering(emitter)
        lowering.module()
    except NotLowerable:
        return None
    if lowering.begun_missing is None and lowering.scoring_missing is not None:
        return f"its scoring is not lowered: {lowering.scoring_missing}"
    return lowering.begun_missing
