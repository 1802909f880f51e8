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


# ------------------------------------------------------------------ the player's choice of payment
def _wild_label(wild_name: str, price: dict) -> str:
    """How a plan names the wild: its own name, or `wild <name>` should an id of the price share it."""
    return f"wild {wild_name}" if wild_name in price else wild_name


def _plan_text(paid: list, gold: int, label: str) -> str:
    """`1 blue + 1 gold`: the tokens paid by id, in the price's order, then the wild."""
    parts = [f"{n} {key}" for key, n in paid if n] + ([f"{gold} {label}"] if gold else [])
    return " + ".join(parts) or "nothing"


def payment_plans(price: dict, discount: dict | None, held: dict, wild: int, wild_name: str) -> list[str]:
    """Every way to pay the price from `held` and the wild, as the player reads it, fewest wild first.

    The wild stands in for any token owed, never for more than is owed; a price the player cannot
    pay (a `pay` in an effect) has one plan: everything held, and the wild for the rest.
    """
    label = _wild_label(wild_name, price)
    owed = [(key, _due(price, discount, key)) for key in price]
    owed = [(key, due) for key, due in owed if due]
    if shortfall(price, discount, held) > wild:
        paid = [(key, min(due, held.get(key, 0))) for key, due in owed]
        return [_plan_text(paid, sum(due for _k, due in owed) - sum(n for _k, n in paid), label)]
    plans = []

    def spend(i: int, paid: list, gold: int) -> None:
        if gold > wild:
            return
        if i == len(owed):
            plans.append((gold, [-n for _k, n in paid], _plan_text(paid, gold, label)))
            return
        key, due = owed[i]
        for n in range(min(due, held.get(key, 0)), -1, -1):      # most tokens of this id first
            spend(i + 1, paid + [(key, n)], gold + due - n)

    spend(0, [], 0)
    plans.sort(key=lambda plan: plan[:2])       # fewest wild, then the earlier ids' tokens kept last
    return [text for _gold, _order, text in plans]


def pay_plan(plan: str, price: dict, discount: dict | None, held: dict, wild_name: str) -> int:
    """Pay the plan the player chose (`1 blue + 1 gold`) from `held`; return what the wild must cover."""
    label = _wild_label(wild_name, price)
    gold = 0
    for part in plan.split(" + ") if plan != "nothing" else ():
        amount, key = part.split(" ", 1)
        if key == label:
            gold += int(amount)
        elif key in price:
            held[key] -= int(amount)
    return gold
