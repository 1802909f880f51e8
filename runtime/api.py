"""The runtime's public names: the only module a generated game imports."""
from .chance import draw, move_card, roll, shuffle
from .rules import Action, GameRules, RuleError, Step

__all__ = ["Action", "GameRules", "RuleError", "Step", "draw", "move_card", "roll", "shuffle"]
