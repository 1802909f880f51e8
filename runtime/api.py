"""The runtime's public names: the only module a generated game imports."""
from bisect import bisect_left, bisect_right
from .board import connected, degree, distinct, longest_path, subsets, walk_end, walks
from .draws import stream_of, streams_of
from .chance import (ask, ask_secret, draw, later, move_card, pass_held, pass_known_made, pass_piles, roll, roll_dice,
                     shuffle)
from . import figures as _figures
from .fastplay import counted_move, counted_total, open_ids, settle_choices
from .knowledge import conceal, reveal
from .loops import loop_turn, number_range, repeat_count
from .payment import pay_from, pay_plan, payment_plans, shortfall
from .piles import copy_piles
from .pile_counts import draw_counted, move_each, pile_counts, write_ids
from .records import record_type
from .rules import Action, GameRules, RuleError, Step
from .state import MAX_ROUNDS
from .strategy import Strategy
from .tableau import loop_kinds as tableau_loop_kinds, loop_lengths as tableau_loop_lengths
from .tableau import loop_tokens as tableau_loop_tokens, place as tableau_place, spots as tableau_spots

__all__ = ["Action", "GameRules", "RuleError", "Step", "ask", "ask_secret", "conceal", "connected", "degree",
           "distinct", "draw", "later", "longest_path", "move_card", "reveal", "roll", "roll_dice", "shuffle",
           "subsets", "walks", "walk_end", "pay_from", "shortfall", "payment_plans", "pay_plan", "loop_turn", "copy_piles",
           "repeat_count", "settle_choices", "open_ids", "counted_move", "counted_total", "Strategy", "record_type"]
__all__ += ["number_range"]
__all__ += ["MAX_ROUNDS"]     # the lowered playout counts rounds itself (compiler/codegen/lower/)
__all__ += ["stream_of", "streams_of"]      # and draws from streams (runtime/draws.py; natively, in C)
__all__ += ["pass_piles", "pass_held"]
from .errors import no_value  # noqa: E402 - a lowered read by an id of none (compiler/codegen/lower/nones.py)
__all__ += ["no_value"]
__all__ += ["pile_counts", "draw_counted", "move_each"]     # piles counted per id or held as numbers (the lowered playout)
__all__ += ["bisect_left", "bisect_right"]     # moves counted in a ranked table (compiler/codegen/lower/tally.py)
__all__ += ["write_ids", "pass_known_made"]       # piles held as numbers (the lowered playout)
__all__ += ["tableau_spots", "tableau_place", "tableau_loop_lengths", "tableau_loop_kinds", "tableau_loop_tokens"]
# the lowered playout's tableaux: an area's open spots and loops kept as cards are laid, spots as cells
# (compiler/codegen/lower/tableau.py)
from .areas import kept_area as tableau_area, lay as tableau_lay  # noqa: E402
from .tableau import spot_name as tableau_spot_name  # noqa: E402
__all__ += ["tableau_area", "tableau_lay", "tableau_spot_name"]

# Figures walking a tableau's trails (runtime/figures.py).
figure_stand, figure_send, figure_walk, figure_resume = _figures.stand, _figures.send, _figures.walk, _figures.resume
figure_exits, figure_state, figure_walked, figure_seen = _figures.exits, _figures.state_of, _figures.walked, _figures.seen
figure_closed, figure_trail_length = _figures.closed, _figures.trail_length
figure_trail_tokens, figure_cells, figure_stands_at = _figures.trail_tokens, _figures.held_cells, _figures.stands_at
__all__ += ["figure_stand", "figure_send", "figure_walk", "figure_resume", "figure_exits", "figure_state",
            "figure_walked", "figure_seen", "figure_closed", "figure_trail_length", "figure_trail_tokens", "figure_cells",
            "figure_stands_at"]
# A set of routes held as a mask: the board's connected and longest_path on the lowered state (runtime/networks.py).
from .networks import network_connected, network_joined, network_longest  # noqa: E402
__all__ += ["network_connected", "network_joined", "network_longest"]
from .masks import mask_ids  # noqa: E402 - a counted action's open ids walked by the draw (compiler/codegen/lower/masked.py)
# the module itself: `masks.mask_count(mask)` is a C popcount in a native lowered module (its .pxd cimports runtime.masks)
from . import masks  # noqa: E402
__all__ += ["mask_ids", "masks"]
