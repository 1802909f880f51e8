"""A set-collection market game written without workarounds (issue 11, §1).

The fixture `fixtures_root/definitions/market/` is a "Splendor-lite": development cards whose costs
are maps by colour (`cost: {white: 2, blue: 3}`), a permanent bonus per card bought, tokens by colour
and gold as a wild, and cards whose printed effect asks a question (`choose` inside a card's effect,
run by `resolve card.effect` from the `buy` action). These tests check:

  * card columns that are maps: every colour present (0 where the card prints none), read as
    `card.cost[c]` and summed; a key that is not a colour, an amount that is not a number and an
    unknown key table are positioned errors (E410, E411, E412; cases in tests/errors/cases/);
  * the market payment `cost: card.cost less bonuses from tokens with wild gold`: the rulebook's
    numbers, an unaffordable card not offered, the generated helpers, the sheet sentence;
  * a card's printed choice asked, applied, the rest of the action after it, a save and load midway;
  * E402 where a card's printed choice would be resolved with no player to ask;
  * 200 random games, twice with the same seed, end the same.
"""
from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest

from compiler.driver.build import Project, compile_game
from compiler.frontend.diagnostics import render_text
from runtime.agents import SeatView, make_agents
from runtime.state import GameState
from tests.compiled import import_rules

ROOT = Path(__file__).parent / "fixtures_root"
GAME = "market"
COLOURS = ("white", "blue", "green", "red", "black")

_compiled: dict = {}


def compiled():
    if GAME not in _compiled:
        _compiled[GAME] = compile_game(Project(ROOT), GAME, emit_code=True)
    return _compiled[GAME]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    """The generated rules module of the market fixture, imported from a temporary folder."""
    result = compiled()
    assert result.ok, render_text(result.diagnostics)
    return import_rules(result, tmp_path_factory.mktemp("market"), "cairn_language_fixture_market")


def colours(**amounts) -> dict:
    return {c: amounts.get(c, 0) for c in COLOURS}


def at_turn(rules, market: list, tokens: dict, gold: int = 0, bonuses: dict | None = None):
    """A 2-player game at the first player's turn, with the market and that player's holdings set."""
    state = GameState(rules.GAME, 2, 7)
    p = state.players[state.to_move()]
    for card in market:                     # the named cards face up, the rest of the deck behind
        for pile in (state.g["deck"], state.g["market"]):
            if card in pile:
                pile.remove(card)
    state.g["deck"] = state.g["market"] + state.g["deck"]
    state.g["market"] = list(market)
    p["tokens"] = colours(**tokens)
    p["gold"] = gold
    p["bonuses"] = colours(**(bonuses or {}))
    state._moves = state._groups = None       # the moves were worked out for the state before these changes
    return state, p


def moves(state, name: str) -> list[str]:
    return [str(m) for m in state.legal_actions() if m.name == name]


# ------------------------------------------------------------------ the fixture
def test_the_market_fixture_compiles_clean():
    result = compiled()
    assert result.ok, render_text(result.diagnostics)
    assert not result.diagnostics, render_text(result.diagnostics)


def test_card_costs_are_maps_with_every_colour(rules):
    """`cost: {white: 2, blue: 3}` is read with a 0 for each colour the card does not print."""
    cards = rules.DEVELOPMENTS
    assert cards["ruby_forge"]["cost"] == {"white": 2, "blue": 3, "green": 0, "red": 0, "black": 0}
    assert cards["crown_jeweller"]["cost"] == colours(white=3, blue=3, red=3)
    assert sum(cards["emerald_court"]["cost"].values()) == 7


def test_a_map_column_is_read_and_summed_in_effects(tmp_path):
    """`card.cost[c]` is a number, and `sum(card.cost[c] for c in colours)` the card's whole price."""
    folder = tmp_path / "definitions" / GAME
    shutil.copytree(ROOT / "definitions" / GAME, folder)
    game = folder / "game.yaml"
    text = game.read_text(encoding="utf-8")
    text = text.replace("functions:\n", textwrap.dedent("""\
        functions:
          price:
            params: {card: developments}
            value: sum(card.cost[c] for c in colours)
          costs_white:
            params: {card: developments}
            value: card.cost[white] > 0
        """), 1)
    game.write_text(text, encoding="utf-8")
    result = compile_game(Project(tmp_path), GAME, emit_code=True)
    assert result.ok, render_text(result.diagnostics)
    source = result.files["rules.py"]
    assert 'sum(DEVELOPMENTS[card]["cost"][c] for c in COLOURS)' in source
    namespace: dict = {}
    exec(compile(result.files["data.py"], "data.py", "exec"), namespace)    # the data module alone
    cards = namespace["DEVELOPMENTS"]
    assert sum(cards["crown_jeweller"]["cost"][c] for c in COLOURS) == 9


# ------------------------------------------------------------------ the payment
def test_cost_less_bonuses_with_gold_as_wild(rules):
    """Ruby Forge costs 2 white + 3 blue; a blue bonus pays 1 blue; 1 white + 2 blue tokens and 1 gold pay the rest."""
    state, p = at_turn(rules, ["ruby_forge", "crown_jeweller", "pearl_diver", "lapis_mine"],
                       tokens={"white": 1, "blue": 2}, gold=1, bonuses={"blue": 1})
    offered = moves(state, "buy")
    assert "buy ruby_forge" in offered
    assert "buy crown_jeweller" not in offered          # 3 white + 3 blue + 3 red: far more than that
    state.apply("buy ruby_forge")
    assert p["tokens"]["white"] == 0 and p["tokens"]["blue"] == 0 and p["gold"] == 0
    assert p["owned"] == ["ruby_forge"]
    assert p["bonuses"] == colours(blue=1, red=1)       # the card's own bonus: red
    assert p["points"] == 1
    assert len(state.g["market"]) == 4                  # refilled from the deck


def test_one_short_is_not_offered(rules):
    """The same hand without the gold is one short: the card is not offered."""
    state, _p = at_turn(rules, ["ruby_forge", "crown_jeweller", "pearl_diver", "lapis_mine"],
                        tokens={"white": 1, "blue": 2}, gold=0, bonuses={"blue": 1})
    assert "buy ruby_forge" not in moves(state, "buy")


def test_bonuses_never_pay_more_than_the_cost(rules):
    """A bonus larger than a colour's cost makes that colour free; it does not pay for another colour."""
    state, p = at_turn(rules, ["pearl_diver", "ruby_forge", "crown_jeweller", "lapis_mine"],
                       tokens={"green": 1}, gold=0, bonuses={"blue": 3})
    assert "buy pearl_diver" in moves(state, "buy")     # 1 blue (bonus) + 1 green (token)
    state.apply("buy pearl_diver")
    assert p["tokens"] == colours() and p["gold"] == 0


def test_the_payment_helpers_are_readable(rules):
    source = Path(rules.__file__).read_text(encoding="utf-8")
    assert 'shortfall(DEVELOPMENTS[card]["cost"], p.bonuses, p.tokens) <= p.gold' in source
    assert ("plans = payment_plans(DEVELOPMENTS[card][\"cost\"], p.bonuses, p.tokens, p.gold, 'gold')\n"
            "    if len(plans) > 1:\n"
            "        ask(state, p, 'payment', plans, 'buy_payment', card)\n"
            "    else:\n"
            "        buy_payment(state, p, card, plans[0])\n") in source
    assert ('def buy_payment(state, p, card, payment):\n'
            '    """The rest of \'buy\' once its payment is chosen (definitions/market/game.yaml:50)."""\n'
            '    set_gold(state, p, p.gold - pay_plan(payment, DEVELOPMENTS[card]["cost"], p.bonuses, '
            'p.tokens, \'gold\'))\n') in source


# ------------------------------------------------------------------ the player chooses how to pay
def goldsmith_with_gold(rules):
    """The Goldsmith (2 blue + 1 black) with a black bonus costs 2 blue: held, 2 blue tokens and 1 gold."""
    return at_turn(rules, ["goldsmith", "ruby_forge", "pearl_diver", "lapis_mine"],
                   tokens={"blue": 2}, gold=1, bonuses={"black": 1})


def test_the_player_chooses_which_tokens_gold_replaces(rules):
    """Two ways to pay 2 blue: "2 blue" or "1 blue + 1 gold", fewest gold first; the rest of `buy` waits."""
    state, p = goldsmith_with_gold(rules)
    state.apply("buy goldsmith")
    assert state.pending is not None and state.pending["var"] == "payment"
    assert [str(m) for m in state.legal_actions()] == ["payment 2 blue", "payment 1 blue + 1 gold"]
    assert p["owned"] == [] and p["tokens"]["blue"] == 2 and p["gold"] == 1     # nothing paid yet
    state.apply("payment 1 blue + 1 gold")
    assert state.pending is None
    assert p["tokens"] == colours(blue=1)
    assert p["gold"] == 0 + 1                   # the gold paid, then the Goldsmith's own "gain 1 gold"
    assert p["owned"] == ["goldsmith"] and p["points"] == 1 and len(state.g["market"]) == 4


def test_paying_all_in_tokens_keeps_the_gold(rules):
    state, p = goldsmith_with_gold(rules)
    state.apply("buy goldsmith")
    state.apply("payment 2 blue")
    assert p["tokens"] == colours() and p["gold"] == 1 + 1
    assert p["bonuses"] == colours(black=2) and len(state.g["market"]) == 4


def test_gold_never_pays_more_than_is_owed(rules):
    """2 white owed with 1 white held and 3 gold: "1 white + 1 gold" or "2 gold", never a third gold."""
    state, p = at_turn(rules, ["ruby_forge", "crown_jeweller", "pearl_diver", "lapis_mine"],
                       tokens={"white": 1, "blue": 3}, gold=3, bonuses={"blue": 3})
    state.apply("buy ruby_forge")
    assert [str(m) for m in state.legal_actions()] == ["payment 1 white + 1 gold", "payment 2 gold"]
    state.apply("payment 2 gold")
    assert p["tokens"] == colours(white=1, blue=3) and p["gold"] == 1


def test_a_single_way_to_pay_is_paid_without_asking(rules):
    """Pearl Diver (1 blue + 1 green) with exactly those tokens and no gold: nothing to choose."""
    state, p = at_turn(rules, ["pearl_diver", "ruby_forge", "crown_jeweller", "lapis_mine"],
                       tokens={"blue": 1, "green": 1}, gold=0)
    state.apply("buy pearl_diver")
    assert state.pending is None
    assert p["tokens"] == colours() and p["owned"] == ["pearl_diver"] and len(state.g["market"]) == 4


def test_the_payment_plans_of_the_runtime():
    from runtime.payment import pay_plan, payment_plans
    assert payment_plans({"blue": 2}, None, {"blue": 2}, 1, "gold") == ["2 blue", "1 blue + 1 gold"]
    assert payment_plans({"blue": 2, "red": 1}, {"red": 1}, {"blue": 2}, 0, "gold") == ["2 blue"]
    # an id named like the wild is told apart from it
    assert payment_plans({"gold": 1}, None, {"gold": 1}, 1, "gold") == ["1 gold", "1 wild gold"]
    held = {"gold": 1}
    assert pay_plan("1 wild gold", {"gold": 1}, None, held, "gold") == 1 and held == {"gold": 1}
    # a `pay` the player cannot afford: everything held, the wild for the rest (as before)
    assert payment_plans({"blue": 3}, None, {"blue": 1}, 1, "gold") == ["1 blue + 2 gold"]


@pytest.mark.parametrize("reload", ["json", "clone"])
def test_saving_and_loading_while_the_payment_waits(rules, reload):
    state, _p = goldsmith_with_gold(rules)
    seat = state.to_move()
    state.apply("buy goldsmith")
    state = GameState.from_json(rules.GAME, state.to_json()) if reload == "json" else state.clone()
    assert state.observation(seat)["choice"] == {"var": "payment", "options": ["2 blue", "1 blue + 1 gold"]}
    assert state.observation(1 - seat)["choice"] is None
    state.apply("payment 2 blue")
    p = state.players[seat]
    assert p["tokens"] == colours() and p["gold"] == 2 and p["owned"] == ["goldsmith"]
    assert len(state.g["market"]) == 4


def test_a_wild_entry_of_the_same_map(tmp_path):
    """`with wild gems[gold]`: the wild may be an entry of a map too."""
    folder = tmp_path / "definitions" / GAME
    shutil.copytree(ROOT / "definitions" / GAME, folder)
    game = folder / "game.yaml"
    text = game.read_text(encoding="utf-8")
    text = text.replace("  gold: {type: counter", "  vault: {type: map, keys: metals, start: 0}\n  gold: {type: counter", 1)
    text = text.replace("with wild gold", "with wild vault[gold_bar]", 1)
    game.write_text(text, encoding="utf-8")
    decks = folder / "decks.yaml"
    decks.write_text(decks.read_text(encoding="utf-8") + "  metals:\n    - {id: gold_bar, name: Gold bar}\n",
                     encoding="utf-8")
    result = compile_game(Project(tmp_path), GAME, emit_code=True)
    assert result.ok, render_text(result.diagnostics)
    source = result.files["rules.py"]
    assert "<= p.vault['gold_bar']" in source
    assert "payment_plans(DEVELOPMENTS[card][\"cost\"], p.bonuses, p.tokens, p.vault['gold_bar'], 'gold_bar')" in source
    assert "p.vault['gold_bar'] -= pay_plan(payment, " in source


def test_the_sheet_reads_the_payment_as_a_rule():
    from compiler.frontend.english import English
    result = compiled()
    cost = result.model.actions["buy"].cost
    text = English(result.model).cost(cost)
    assert text == "Pay the card's cost, less your bonuses, with your tokens; 1 gold pays for each token you lack."
    lines = English(result.model).action(result.model.actions["buy"])
    assert any(line.text == "Pay the card's cost, less your bonuses, with your tokens; 1 gold pays for each token "
               "you lack, and you may pay 1 gold instead of any other token." for line in lines)


# ------------------------------------------------------------------ a choice printed on a card
def test_a_cards_printed_choice_is_asked_and_applied(rules):
    """Gem Broker: "choose colour in colours; gain 2 tokens[colour]", then the market is refilled."""
    state, p = at_turn(rules, ["gem_broker", "ruby_forge", "pearl_diver", "lapis_mine"],
                       tokens={"white": 1, "red": 1})
    deck_before = len(state.g["deck"])
    state.apply("buy gem_broker")
    assert state.pending is not None and state.pending["var"] == "colour"
    assert sorted(str(m) for m in state.legal_actions()) == sorted(f"colour {c}" for c in COLOURS)
    assert len(state.g["market"]) == 3                  # the rest of `buy` waits for the choice
    state.apply("colour green")
    assert p["tokens"] == colours(green=2)
    assert len(state.g["market"]) == 4 and len(state.g["deck"]) == deck_before - 1
    assert state.pending is None


@pytest.mark.parametrize("reload", ["json", "clone"])
def test_saving_and_loading_during_a_cards_choice(rules, reload):
    state, _p = at_turn(rules, ["gem_broker", "ruby_forge", "pearl_diver", "lapis_mine"],
                        tokens={"white": 1, "red": 1})
    seat = state.to_move()
    state.apply("buy gem_broker")
    state = GameState.from_json(rules.GAME, state.to_json()) if reload == "json" else state.clone()
    assert state.pending["var"] == "colour"
    state.apply("colour black")
    p = state.players[seat]
    assert p["tokens"] == colours(black=2) and len(state.g["market"]) == 4
    # the other player sees the question was asked of this seat, and nothing hidden
    other = state.observation(1 - seat)
    assert other["players"][seat]["tokens"] == colours(black=2)


def test_a_printed_choice_among_what_the_player_has(rules):
    """The Patron scores your bonuses of one colour you have: its own white bonus is the only one."""
    state, p = at_turn(rules, ["patron", "ruby_forge", "pearl_diver", "lapis_mine"],
                       tokens={"white": 3, "green": 3}, bonuses={"red": 2})
    state.apply("buy patron")
    assert sorted(str(m) for m in state.legal_actions()) == ["colour red", "colour white"]
    state.apply("colour red")
    assert state.pending is None and p["points"] == 2 + 2        # its 2 points, and 2 for the red bonuses
    assert len(state.g["market"]) == 4


def test_a_cards_choice_where_no_player_is_asked_is_an_error(tmp_path):
    folder = tmp_path / "definitions" / GAME
    shutil.copytree(ROOT / "definitions" / GAME, folder)
    game = folder / "game.yaml"
    text = game.read_text(encoding="utf-8")
    old = "        draw market_size from deck to market\n"
    text = text.replace(old, old + "        resolve developments.gem_broker.effect\n", 1)
    game.write_text(text, encoding="utf-8")
    result = compile_game(Project(tmp_path), GAME, emit_code=False)
    errors = [d for d in result.diagnostics if d.severity == "error"]
    assert [d.code for d in errors] == ["E402"], render_text(result.diagnostics)
    assert "a card's effect may ask a player to choose" in errors[0].message
    assert errors[0].span.file.endswith("game.yaml")


# ------------------------------------------------------------------ whole games
PAYMENTS_ASKED: dict = {}


def play(rules, seed: int, players: int = 2) -> tuple:
    state = GameState(rules.GAME, players, seed)
    agents = make_agents("random", players, seed)
    asked = 0
    while not state.is_over():
        options = state.legal_actions()
        asked += state.pending is not None
        PAYMENTS_ASKED[seed] = PAYMENTS_ASKED.get(seed, 0) + (state.pending is not None and
                                                             state.pending["var"] == "payment")
        state.apply(agents[options[0].seat].choose(SeatView(state, options[0].seat), options), check=False)
    return tuple(state.scores()), state.round, asked


def test_two_hundred_random_games_are_deterministic(rules):
    first = [play(rules, seed) for seed in range(200)]
    again = [play(rules, seed) for seed in range(200)]
    assert first == again
    assert sum(asked for _s, _r, asked in first) > 0           # printed choices were asked along the way
    assert sum(PAYMENTS_ASKED.values()) > 0                     # and which tokens gold replaces
    assert any(max(scores) >= 6 for scores, _r, _a in first)   # some games end by the points trigger


def test_a_printed_effect_reads_its_own_card(tmp_path):
    """`gain card.points gold` on the Goldsmith: `card` is the card the effect is printed on (it was a NameError)."""
    folder = tmp_path / "definitions" / GAME
    shutil.copytree(ROOT / "definitions" / GAME, folder)
    decks = folder / "decks.yaml"
    decks.write_text(decks.read_text(encoding="utf-8").replace('effect: "gain 1 gold"', 'effect: "gain card.points gold"'),
                     encoding="utf-8")
    result = compile_game(Project(tmp_path), GAME, emit_code=True)
    assert result.ok, render_text(result.diagnostics)
    module = import_rules(result, tmp_path, "cairn_market_own_card")
    state, p = at_turn(module, ["goldsmith", "ruby_forge", "pearl_diver", "lapis_mine"], tokens={"blue": 2, "black": 1})
    state.apply("buy goldsmith")
    assert p["gold"] == 1 and p["points"] == 1
