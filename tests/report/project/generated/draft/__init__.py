"""Draft (report fixture), compiled by Cairn. Do not edit."""
from .rules import GAME

__all__ = ["GAME"]
