"""The reference sheets read as a rulebook does: no flags, no option values said as settings, no ids or
doubled words, the first card of a pile rather than "the card at position 0". Each check is a wording a
sheet once printed; the meaning of every rule is checked apart, by test_english_meaning.py."""
from __future__ import annotations

import re

import pytest

from compiler.driver.build import Project, compile_game
from compiler.frontend.english import English
from compiler.sheets.render import ReferenceBuilder, read_extras, render_markdown

from conftest import ROOT

GAMES = ("thru-the-appalachian", "trail-story-america", "trailblazer-jmt", "trailblazers", "trek-to-zion")


@pytest.fixture(scope="module")
def sheets():
    """{game: the rules of its reference.md}: the Markdown up to the rulings, less its tables (whose option
    values are what a player types, ids included)."""
    out = {}
    for game in GAMES:
        result = compile_game(Project(ROOT), game, emit_code=False)     # the reference alone: no cards, no code
        extras = read_extras(result.model, Project(ROOT).game_dir(game), None, [])
        english = English(result.model, result.resolver, icons=extras.icons)
        text = render_markdown(ReferenceBuilder(result.model, english, extras).build())
        assert text == (ROOT / "generated" / game.replace("-", "_") / "sheets" / "reference.md").read_text(
            encoding="utf-8"), f"{game}: the reference differs from a build's"
        rules = text.split("\n## Rulings\n")[0]
        out[game] = "\n".join(line for line in rules.splitlines() if not line.startswith("|"))
    return out


# What a program would say and a rulebook never does, each once printed by one of the five games.
PROGRAM = {
    "a flag": re.compile(r"\bflag (is|is not) set\b|\b(Set|Clear) (the|your) [\w ]+ flag\b|flag is cleared"),
    "an option's setting": re.compile(r"\bthe chosen [\w ]+ (is|is not) (with|without|enabled|disabled|on|off)\b"),
    "a setting as a heading": re.compile(r"^## [\w ]+: (with|without|enabled|disabled)$", re.M),
    "a compound without its hyphen": re.compile(r"\b(in game|end game|face up|face down) (goals?|cards?)\b"),
    "a doubled word": re.compile(r"\b(?!\d)(\w+) \1\b"),
    "a pile counted from 0": re.compile(r"at position 0 in"),
    "a plural's possessive": re.compile(r"\b\w+s's\b"),
    "a name in snake case": re.compile(r"\b[a-z]+_[a-z_]+\b"),
    "a program's 'let … mean that never'": re.compile(r"mean that (never|always)"),
    "one item in the plural": re.compile(r"\b1 (ways|points|cards|players|times)\b"),
}


@pytest.mark.parametrize("what", sorted(PROGRAM))
def test_no_sheet_says_what_a_program_would(sheets, what):
    found = {game: PROGRAM[what].findall(text) for game, text in sheets.items()}
    assert not any(found.values()), (what, {g: f for g, f in found.items() if f})


def test_flags_read_as_the_claims_they_make(sheets):
    jmt, story = sheets["trailblazer-jmt"], sheets["trail-story-america"]
    # `robot` (text "a Robo-Hiker"); `pass_taken` (text "the Mountain Pass space is taken today")
    assert "- Only if you are a Robo-Hiker and you have more than 0 tracks." in jmt
    assert "The team hardship plus the total hardship of the players who are not Robo-Hikers." in jmt
    assert "- If the Mountain Pass space is taken today, *spend medallion*." in jmt
    assert "- The Mountain Pass space is now taken today." in jmt
    # `hardship_lodge_taken`, no text: its name says it; `has_first_light`; `windrose` ("holds the …")
    assert "either the hardship lodge is not taken or *can bypass*" in jmt
    assert "- At the start of every round, the hardship lodge is no longer taken." in jmt
    assert "- If the player has first light:" in jmt and "- You now have first light." in jmt
    assert "- If your windrose flag" not in jmt and "clear your windrose" not in jmt.lower()
    assert "- If you hold the Windrose medallion face up, you no longer hold the Windrose medallion face up." in jmt
    # a game's flag with a clause for its text, and a player's Hope marker
    assert "- If the Stop symbol has ended the story, *finish story*." in story
    assert "- Your Hope marker is now light side up." in story
    assert "- Mark that you have drawn today." in jmt


def test_options_read_as_the_game_played(sheets):
    trailblazers, jmt = sheets["trailblazers"], sheets["trailblazer-jmt"]
    assert "either the game is played with the animal module or the card does not need animals" in trailblazers
    assert "\n## With the animal module\n" in trailblazers and "\n## With instant cards\n" in jmt
    assert "- If the game is played with mission cards:" in jmt
    assert "- If the difficulty option is hard or impossible, resolve the card's middle." in jmt
    assert "\n## Advanced variant\n\nIn the advanced variant, these steps" in sheets["thru-the-appalachian"]
    assert "Draw to the in-game goals the first 2 cards of the goal deck whose timing is in-game" in trailblazers


def test_piles_and_choices_read_as_a_player_says_them(sheets):
    story, jmt = sheets["trail-story-america"], sheets["trailblazer-jmt"]
    assert "- Let the campsite be the first of the camp cards." in story                # not "camp card card"
    assert "- Let the newest be the last of the open stories." in story
    assert "- Choose the spent from the skills where your experience for the skill is more than 0." in story
    assert "Memory spaces' spaces" in story
    assert "the Story token on one of the paths in the walk is not none" in story       # not "one of the walk"
    # a map named for where its entries lie (`on_path`) says what its text says each holds, not "the on path for"
    assert "- Set the Story token on the path to the token." in story and "on path for" not in story
    assert "The different values of (the path's end if the path's start is your site, otherwise the path's " \
           "start) for the paths where" in story
    assert "- If the item is none, nothing happens." in jmt                               # an empty branch
    assert "- Shuffle the weather bag." in jmt and "- Let lit be false." in jmt
    # a yes or no that is not true is false: "If lit is false", never "If lit is not true"
    assert "- If lit is false, set the trailblazer to the seat to the left of the trailblazer." in jmt
    assert "is not true" not in jmt + story
    # a procedure with short arguments, as a card prints it; a long one keeps "with"
    assert "*gain item* (Fish)." in story and "- *Draw trail* (2)." in jmt
    assert "*switch region* with Blue (sections 5-8)" in jmt
    assert "- Add the cubes to your experience for the skill used, up to 3." in story
    assert "- *Settle* with the task and whether the *stars* of the dice count are at least the *difficulty*." in story


def test_the_glossary_holds_the_terms_the_rules_use(sheets):
    """`hike_shortfall` and its helpers serve a strategy (the agents' steady hiker) and no rule: a player has no
    use for them. `free` is used by the actions, and stays."""
    jmt = sheets["trailblazer-jmt"]
    assert "**free**" in jmt and "**hike shortfall**" not in jmt and "**section shortfall (s)**" not in jmt
