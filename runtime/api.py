"""The runtime's public names: the only module a generated game imports."""
from .board import connected, degree, distinct, longest_path, subsets
from .chance import ask, ask_secret, draw, later, move_card, roll, roll_dice, shuffle
from .errors import repeat_count
from .knowledge import conceal, reveal
from .loops import loop_turn
from .payment import pay_from, pay_plan, payment_plans, shortfall
from .piles import copy_piles
from .rules import Action, GameRules, RuleError, Step
from .strategy import Strategy

__all__ = ["Action", "GameRules", "RuleError", "Step", "ask", "ask_secret", "conceal", "connected", "degree",
           "distinct", "draw", "later", "longest_path", "move_card", "reveal", "roll", "roll_dice", "shuffle",
           "subsets", "pay_from", "shortfall", "payment_plans", "pay_plan", "loop_turn", "copy_piles", "repeat_count",
           "Strategy"]
