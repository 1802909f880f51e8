"""A card's printed cost as a condition and as a payment inside an effect (issue 15).

`affords(card.cost)` is true when the acting player can pay the cost the card prints (a deck column of kind
`cost`); `pay for card.cost` pays it inside an effect (a bare `pay card.cost` could run on into the next
statement, so the effect form says `for`). JMT's Robo-Hiker buys Field Guides and Destinations this way.
Tests on Stall, a probe game: a market of two cards, bought by whoever can pay.
"""
from __future__ import annotations

import pytest

from compiler.driver.build import Project, compile_game
from compiler.frontend.diagnostics import render_text
from runtime.state import GameState
from tests.compiled import import_rules

STALL = """\
id: stall
name: Stall
summary: A probe of printed costs.
players: {min: 1, max: 2}
globals:
  market: {type: zone, of: wares, start: all, visible: everyone}
player:
  coins: {type: counter, start: 3, min: 0}
  bought: {type: zone, of: wares, visible: everyone}
actions:
  buy_cheapest:
    text: Buy the first ware you can pay for.
    when: "any(affords(w.price) for w in market)"
    effect: |
      for w in market {
        if affords(w.price) {
          pay for w.price
          move w from market to bought
          stop
        }
      }
flow:
  setup:
    - do: shuffle market
  round:
    - decide: {name: shop, actions: [buy_cheapest], who: each}
  end: "round >= 3"
scoring:
  - {id: wares, text: Wares, points: count(bought)}
"""

DECKS = """\
decks:
  wares:
    name: Wares
    card_size: {width: 63, height: 88}
    fields: {price: cost}
    cards:
      - {id: rug, name: Rug, price: "5 coins"}
      - {id: lamp, name: Lamp, price: "2 coins"}
"""


def compiled(root, game_text=STALL, package="stall_costs"):
    folder = root / "definitions" / "stall"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "game.yaml").write_text(game_text, encoding="utf-8")
    (folder / "decks.yaml").write_text(DECKS, encoding="utf-8")
    return compile_game(Project(root), "stall")


@pytest.fixture(scope="module")
def stall(tmp_path_factory):
    root = tmp_path_factory.mktemp("stall")
    result = compiled(root)
    assert result.ok, render_text(result.diagnostics)
    return import_rules(result, root, "stall_costs").GAME


def test_affords_skips_what_the_player_cannot_pay_and_pay_for_pays_it(stall):
    state = GameState(stall, 1, seed=1)
    state.apply("buy_cheapest")
    p = state.players[0]
    assert p["bought"] == ["lamp"] and p["coins"] == 1
    assert state.legal_actions() == []           # 1 coin pays for nothing: the action is not offered
    assert state.is_over()


def test_affords_of_a_column_that_is_not_a_cost_is_e350(tmp_path):
    result = compiled(tmp_path, STALL.replace("any(affords(w.price)", "any(affords(w.name)"))
    assert [d.code for d in result.diagnostics if d.severity == "error"] == ["E350"]


def test_affords_takes_one_cost(tmp_path):
    result = compiled(tmp_path, STALL.replace("any(affords(w.price)", "any(affords(w.price, w.price)"))
    assert [d.code for d in result.diagnostics if d.severity == "error"] == ["E318"]
