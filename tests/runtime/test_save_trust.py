"""A save holds only what the game could have reached (issue 24, finding 12).

A save waiting on a choice is checked against the rules: the choice is worked out again from the
saved state (`GameRules.choice_options`, runtime/save.py `check_pending`), so options edited into
it (`temple bogus`) are refused with the field named. A counter without declared bounds may hold
any whole number (Trail Story's `picker` starts at -1), so a save cannot refuse -7 there; the rules
refuse what they cannot use, where they use it: a lookup table read with a key it has no row for
is a RuleError naming the table, not a KeyError.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from generated.thru_the_appalachian import GAME as APPALACHIAN
from generated.trailblazer_jmt.rules import explorer_award
from generated.trek_to_zion import GAME as TREK
from runtime.rules import RuleError
from runtime.state import GameState


def waiting_on(var: str) -> str:
    """A save of a Trek to Zion game waiting on the choice `var`, with more than one option."""
    for seed in range(40):
        rng, state = random.Random(seed), GameState(TREK, 2, seed)
        while not state.is_over():
            pending = state.pending
            if pending is not None and pending["var"] == var and len(pending["options"]) > 1:
                return state.to_json()
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError(f"no game waits on '{var}'")


def refused(text: str, change) -> str:
    data = json.loads(text)
    change(data)
    with pytest.raises(RuleError) as err:
        GameState.from_json(TREK, json.dumps(data))
    return str(err.value)


@pytest.fixture(scope="module")
def temple():
    return waiting_on("temple")


def test_a_save_waiting_on_a_temple_loads_as_it_was(temple):
    state = GameState.from_json(TREK, temple)
    assert state.to_json() == temple
    assert [str(m) for m in state.legal_actions()][-1] == "temple no_temple"


def test_an_option_the_rules_do_not_offer_is_refused(temple):
    message = refused(temple, lambda d: d["pending"]["options"].insert(0, "bogus"))
    assert message.startswith("save: pending.options[0]: \"bogus\" is not an option of 'temple' here "
                              "(the rules offer "), message
    assert "\n" not in message


def test_options_dropped_or_reordered_are_refused(temple):
    assert refused(temple, lambda d: d["pending"]["options"].pop()).startswith(
        "save: pending.options: the rules offer 2 options of 'temple' here")
    assert refused(temple, lambda d: d["pending"]["options"].reverse()).startswith(
        "save: pending.options: the rules offer")


def test_the_choice_is_the_one_its_continuation_waits_on(temple):
    assert refused(temple, lambda d: d["pending"].update(var="third")) == \
        "save: pending.var: \"third\"; 'claim_temple' waits on 'temple'"
    assert refused(temple, lambda d: d["pending"].update(then="claim_after_call")) == \
        "save: pending.then: 'claim_after_call' does not wait on a choice"
    assert refused(temple, lambda d: d["pending"].update(secret=True)) == \
        "save: pending.secret: the choice 'temple' is not secret"


def test_values_the_effect_holds_that_break_the_rules_are_refused(temple):
    assert refused(temple, lambda d: d["pending"]["bound"].__setitem__(0, "nowhere")).startswith(
        "save: pending.bound: the rules cannot work out the options of 'temple' from [\"nowhere\", ")


def test_a_secret_choice_of_cards_keeps_its_groups():
    text = waiting_on("kept")
    assert GameState.from_json(TREK, text).to_json() == text
    assert refused(text, lambda d: d["pending"]["options"].append(["long-01"])).startswith(
        "save: pending.options[")
    assert refused(text, lambda d: d["pending"].pop("secret")) == \
        "save: pending.secret: the choice 'kept' is secret"


def test_a_lookup_without_a_row_for_the_key_names_its_table():
    """explorers += 1 then explorer_award[explorers]: a save's explorers of -7 reached the table as -6."""
    with pytest.raises(RuleError) as err:
        explorer_award(-6)
    game = Path(__file__).resolve().parents[2] / "definitions" / "trailblazer-jmt" / "game.yaml"
    line = next(n for n, text in enumerate(game.read_text().splitlines(), 1) if text.startswith("  explorer_award:"))
    assert str(err.value) == f"no row of 'explorer_award' for -6 (definitions/trailblazer-jmt/game.yaml:{line})"
    assert explorer_award(1) == 9 and explorer_award(7) == 0


def test_a_save_whose_counter_the_scores_cannot_read_is_refused_with_the_table_named():
    data = json.loads(GameState(APPALACHIAN, 2, 1).to_json())
    data["players"][0]["stamps"] = -7
    with pytest.raises(RuleError) as err:
        GameState.from_json(APPALACHIAN, json.dumps(data))
    assert str(err.value).startswith("save: the rules cannot go on from this position (scores: no row of "
                                     "'stamp_points' for -7 (definitions/thru-the-appalachian/game.yaml:"), \
        str(err.value)
