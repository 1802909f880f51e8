"""The market rule: a price by colour, less a discount by colour, paid from tokens, the rest from a wild.

`cost: card.cost less bonuses from tokens with wild tokens[gold]` compiles to these two calls.
Prices, discounts and holdings are maps of numbers by the same ids (a card's map column, a
player's map field); a missing id counts 0.
"""
from __future__ import annotations


def _due(price: dict, discount: dict | None, key) -> int:
    """What is owed of one id: the price less the discount, never below 0."""
    return max(0, price[key] - (discount.get(key, 0) if discount else 0))


def shortfall(price: dict, discount: dict | None, held: dict) -> int:
    """How many wild resources paying the price would need after using everything held of each id."""
    return sum(max(0, _due(price, discount, key) - held.get(key, 0)) for key in price)


def pay_from(price: dict, discount: dict | None, held: dict) -> int:
    """Pay the price from `held`, id by id (what is held first); return what the wild resource must cover."""
    missing = 0
    for key in price:
        due = _due(price, discount, key)
        paid = min(due, held.get(key, 0))
        if paid:
            held[key] -= paid
        missing += due - paid
    return missing
