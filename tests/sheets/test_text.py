"""Rules text in English, generated from the syntax trees (compiler/frontend/english.py): the exact sentences."""
from __future__ import annotations

import pytest

from compiler.frontend import ast
from compiler.frontend.diagnostics import Span
from compiler.frontend.parse import Origin, parse
from compiler.frontend.resolve import Scope
from compiler.frontend.english import ICON, TERM, Ctx, English, Var, plain, plain_lines

from conftest import compiled_model


def tree(text: str, start: str = "effect"):
    node, diags = parse(text, start, Origin("<test>", 1, 1))
    assert not diags, diags
    return node


def action_text(model, name: str) -> list[str]:
    return plain_lines(English(model).action(model.actions[name])).splitlines()


def resolved(english: English, node, locals_: dict, effect: bool):
    """The tree checked by the game's resolver, as every definition text is before it is written out."""
    scope = Scope(english.model, True, locals_)
    resolver = english.resolver
    before = len(resolver.diags)
    resolver.effect(node, scope) if effect else resolver.expr(node, scope)
    assert len(resolver.diags) == before, resolver.diags[before:]
    return node


def effect_text(model, text: str, **locals_) -> str:
    ctx = Ctx(locals={k: Var(k, v) for k, v in locals_.items()})
    english = English(model)
    return plain_lines(english.effect(resolved(english, tree(text), locals_, True), ctx))


def condition_text(model, text: str, card_deck: str | None = None) -> str:
    locals_ = {"card": ("id", card_deck)} if card_deck else {}
    ctx = Ctx(locals={k: Var(k, v) for k, v in locals_.items()})
    english = English(model)
    return plain(english.condition(resolved(english, tree(text, "expr"), locals_, False), ctx))


# ---------------------------------------------------------------- the effect language, on a tiny game
@pytest.fixture
def tiny(tiny_project):
    return compiled_model("tiny", tiny_project)


def test_gain_says_what_fits_under_the_limit(tiny):
    assert effect_text(tiny, "gain 4 water") == "Gain 4 water — only what fits under your limit of 12."


def test_gain_without_limit_is_plain(tiny):
    assert effect_text(tiny, "gain 2 wind") == "Gain 2 wind."


def test_cost_of_two_resources(tiny):
    assert English(tiny).cost(tree("2 water + 1 wind", "cost")) == "Pay 2 water and 1 wind."


def test_pay_statement(tiny):
    assert effect_text(tiny, "pay 3 wind") == "Pay 3 wind."


def test_lose_an_amount_that_is_not_a_number(tiny):
    assert effect_text(tiny, "lose harvests water") == "Lose water equal to your harvests."


def test_lookup_table_scored_as_a_sentence(tiny):
    assert effect_text(tiny, "score harvest_points[harvests]") == \
        "Score 0/1/3/6 points for 0–3+ harvests."


def test_if_with_one_statement_reads_as_one_sentence(tiny):
    assert effect_text(tiny, "if wind >= 2 { gain 1 water }") == \
        "If your wind is at least 2, gain 1 water — only what fits under your limit of 12."


def test_if_with_a_block_indents_its_statements(tiny):
    assert effect_text(tiny, "if week == 1 { gain 1 wind\nlose 1 water } else { gain 2 wind }") == \
        "If the week is 1:\n  Gain 1 wind.\n  Lose 1 water.\nOtherwise, gain 2 wind."


def test_repeat_a_number_of_times(tiny):
    assert effect_text(tiny, "repeat 3 { gain 1 wind }") == "Do this 3 times:\n  Gain 1 wind."


def test_roll_names_the_dice(tiny):
    assert effect_text(tiny, "roll red") == "Roll the Red die."


def test_not_and_not_reads_as_neither_nor(appalachian):
    assert condition_text(appalachian, "not finished and not eliminated") == "you are neither finished nor eliminated"


def test_or_of_the_same_subject_is_merged(trek):
    assert condition_text(trek, "wagons <= 2 or wagons >= 40") == "you have at most 2 wagons or at least 40 wagons"
    assert condition_text(trek, "temples_left == 1 or temples_left == 3") == "your temples left is 1 or 3"


def test_icons_and_terms_are_marked_in_rich_text(appalachian):
    en = English(appalachian, icons={"energy"})
    rich = en.effect(tree("gain 2 energy\nexhausted()"))
    assert rich[0].text.startswith(f"Gain 2 {ICON}energy")
    assert TERM in rich[1].text
    assert plain(rich[0].text) == "Gain 2 energy — only what fits under your limit of 15."


# ---------------------------------------------------------------- Thru the Appalachian
def test_rest_doubles_at_a_shelter(appalachian):
    assert action_text(appalachian, "rest") == [
        "Use the Green die.",
        "Only if the Green die is not in your used dice.",
        "Add the Green die to your used dice.",
        "Gain energy equal to the Green die's roll, doubled if you are at shelter — "
        "only what fits under your limit of 15.",
    ]


def test_resupply_adds_one_at_a_shelter(appalachian):
    assert action_text(appalachian, "resupply")[-1] == \
        "If you are not eliminated, gain water equal to the Blue die's roll, plus 1 if you are at shelter — only what fits under your limit of 6."


def test_photograph_writes_the_white_die(appalachian):
    assert action_text(appalachian, "photograph") == [
        "Use the White die.",
        "Only if the White die is not in your used dice and you are not at shelter.",
        "Add the White die to your used dice.",
        "If you are not eliminated, set your photo for your location's section to the White die's roll.",
    ]


def test_move_repeats_by_the_die_less_the_exhaustion_modifier(appalachian):
    lines = action_text(appalachian, "move")
    assert lines[0] == "Choose the die: orange 1 or orange 2."
    assert lines[3] == ("Repeat as many times as the die's roll minus the exhaustion modifier for your exhaustion "
                        "(0 for 0–3, 1 for 4–5, 2 for 6+), if more than 0:")
    assert "  Step forward." in lines


def test_journal_needs_an_open_column(appalachian):
    assert action_text(appalachian, "journal")[:2] == [
        "Choose a die.",
        "Only if the die is not in your used dice and your journal for the die's colour is less than 3.",
    ]


def test_exert_costs_two_energy(appalachian):
    exert = next(s for s in appalachian.round if s.name == "exert")
    assert English(appalachian).cost(exert.cost) == "Pay 2 energy."


def test_stamp_points_table_sentence(appalachian):
    step = next(s for s in appalachian.scoring if s.id == "stamps")
    assert English(appalachian).points_sentence(step.points, Ctx()) == \
        "Score 0/1/2/4/6/9/12/16/20 points for 0–8+ stamps"


def test_exhaustion_points_table_sentence(appalachian):
    step = next(s for s in appalachian.scoring if s.id == "exhaustion")
    assert English(appalachian).points_sentence(step.points, Ctx()) == \
        "Score 5/3/1/0/−2/−4/−7/0 points for exhaustion 0–7"


def test_sections_score_their_points(appalachian):
    step = next(s for s in appalachian.scoring if s.id == "sections")
    assert plain(English(appalachian).expression(step.points)) == "the total points of your completed sections"


def test_game_end_condition(appalachian):
    assert condition_text(appalachian, "week >= weeks_in_season") == "the week is at least 32"


@pytest.mark.parametrize("card, sentence", [
    ("passport_collector", "you have at least 6 stamps"),
    ("fresh_legs", "your exhaustion is 0"),
    ("full_pack", "your water is 6 and you have at least 12 energy"),
    ("shutterbug", "there are at least 3 sections where your photo for the section is at least 5"),
    ("section_hiker", "you have at least 8 completed sections"),
    ("storyteller", "you have at least 2 complete columns"),
    ("diarist", "you have at least 1 complete row"),
    ("early_summit", "you are finished and your finish week is at most 28"),
])
def test_objective_goals(appalachian, card, sentence):
    goal = appalachian.tables["objectives"].card_code[(card, "goal")]
    ctx = Ctx(locals={"card": Var("card", ("id", "objectives"))})
    assert plain(English(appalachian).condition(goal, ctx)) == sentence


def test_energy_trigger(appalachian):
    energy = appalachian.player["energy"]
    assert plain_lines(English(appalachian).effect(energy.on_empty)) == "Exhausted.\nSet your energy to 15."


# ---------------------------------------------------------------- Trek to Zion
def test_claim_scores_the_trail_table(trek):
    lines = action_text(trek, "claim")
    assert "Score 1/2/4/7/10/15/20 points for a trail of length 1–7." in lines
    assert "Subtract the route's length from your wagons." in lines


def test_claim_condition(trek):
    assert action_text(trek, "claim")[2] == ("Only if the route is trail open, your wagons are at least the route's "
                                             "length and you can pay for the route and the colour.")


def test_draw_treks_needs_cards_left(trek):
    assert action_text(trek, "draw_treks")[:2] == [
        "Only if the short trek deck is not empty.",
        "Draw 3 cards from the short trek deck to your offered cards.",
    ]


def test_keeping_treks_moves_the_rest_to_the_box(trek):
    assert action_text(trek, "keep_treks") == [
        "Choose at least 2 of your offered cards.",
        "Move each of the chosen treks from your offered cards to your kept treks.",
        "Move all of your offered cards to the boxed treks.",
    ]


def test_setup_splits_the_trek_deck(trek):
    setup = plain_lines(English(trek).effect(trek.setup[0].body, Ctx(player=False))).splitlines()
    assert "Move every card whose kind is long from the trek deck to the long trek deck." in setup
    assert "Draw 5 cards from the provision deck to the face-up cards." in setup


def test_end_trigger(trek):
    assert plain(English(trek).condition(trek.end_trigger)) == "you have at most 2 wagons"


def test_trail_cost_blessing(trek):
    fdef = trek.functions["trail_cost"]
    ctx = Ctx(locals={"route": Var("route", ("any",))})
    assert plain(English(trek).expression(fdef.body, ctx)) == \
        "the route's length, minus 1 if you have at least 2 blessings and the route's length is more than 4"


def test_symbols_print_their_row_names(trek):
    assert condition_text(trek, "wild in hand") == "Wild wagon is in your hand"


def test_revealing_reads_like_a_rulebook(trek):
    assert effect_text(trek, "reveal hand to all") == "Reveal your hand to all players."
    assert effect_text(trek, "reveal players[target].hand to me", target=("int",)) == "Look at the target player's hand."
    assert effect_text(trek, "reveal kept_treks to players[0]") == "Show your kept treks to the first player."
    assert effect_text(trek, "reveal victim.hand to all", victim=("player",)) == "Reveal the victim's hand to all players."
    assert effect_text(trek, "reveal trek_deck to victim", victim=("player",)) == "Show the trek deck to the victim."


def test_turning_a_card_face_up_and_down(trek):
    card = ("id", "provisions")
    assert effect_text(trek, "reveal card in hand to all", card=card) == "Turn the card in your hand face up."
    assert effect_text(trek, "reveal card in victim.hand to me", card=card, victim=("player",)) == \
        "Look at the card in the victim's hand."
    assert effect_text(trek, "conceal card in hand", card=card) == "Turn the card in your hand face down."


# ---------------------------------------------------------------- coverage of the visitor
def test_every_statement_and_expression_node_has_a_method():
    statements = {cls.__name__ for cls in ast.STATEMENTS}
    expressions = {"Number", "Bool", "String", "Name", "Field", "Index", "Call", "Aggregate", "Conditional",
                   "BinOp", "Not", "Neg", "ListLit", "Range", "Table"}
    missing = [f"s_{n}" for n in statements if not hasattr(English, f"s_{n}")]
    missing += [f"x_{n}" for n in expressions if not hasattr(English, f"x_{n}")]
    assert not missing


def test_every_rule_of_both_games_renders_without_code_words(appalachian, trek):
    """No rendered sentence leaks effect-language syntax (==, >=, brackets, underscores)."""
    for model in (appalachian, trek):
        en = English(model)
        texts = [plain_lines(en.action(a)) for a in model.actions.values()]
        for step in model.setup + model.round:
            if step.body is not None:
                texts.append(plain_lines(en.effect(step.body, Ctx(player=step.kind == "each_player"))))
        for step in model.scoring:
            texts.append(plain(en.points_sentence(step.points, Ctx())))
        for text in texts:
            for token in ("==", ">=", "<=", "!=", "[", "]", "_", "+="):
                assert token not in text, (token, text)


def test_spans_do_not_matter_to_the_text(appalachian):
    a = tree("gain 2 energy")
    b, _ = parse("gain   2    energy", "effect", Origin("<elsewhere>", 40, 7))
    en = English(appalachian)
    assert plain_lines(en.effect(a)) == plain_lines(en.effect(b))
    assert isinstance(Span("x", 1, 1), Span)


def test_plural_of_a_noun_ending_in_consonant_y():
    from compiler.frontend.english import plural_word
    assert plural_word("story") == "stories"
    assert plural_word("day") == "days"          # a vowel before the y keeps it
    assert plural_word("die") == "dice"
    assert plural_word("card") == "cards"


def test_a_player_picked_out_of_players_reads_as_a_player_not_an_entry(trek):
    assert condition_text(trek, "count(players[0].hand) > 2") == "the number of cards in the first player's hand is more than 2"
    seat = effect_text(trek, "move c from players[(n + 1) % player_count].hand to hand", c=("id", "provisions"),
                       n=("int",))
    assert "entry" not in seat and "of the players" not in seat and "the player whose seat is " in seat


def test_trail_storys_bond_names_the_player_who_gives_the_card():
    story = compiled_model("trail-story-america")
    lines = action_text(story, "take_story")
    assert "Move the story from the unwritten cards of the player whose seat is the bond from to your unwritten cards." \
        in lines, lines
