"""The runtime's public names: the only module a generated game imports."""
from .board import connected, degree, distinct, longest_path, subsets
from .chance import ask, draw, later, move_card, roll, roll_dice, shuffle
from .rules import Action, GameRules, RuleError, Step

__all__ = ["Action", "ask", "connected", "degree", "distinct", "longest_path", "subsets", "GameRules", "RuleError",
           "Step", "draw", "later", "move_card", "roll", "roll_dice", "shuffle"]
