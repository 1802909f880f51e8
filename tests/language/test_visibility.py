"""Who sees what: field visibility, secret arguments and choices, reveal/conceal, and `sees` in scenarios.

The compiler side of hidden information (issue 10). A small game, Peek, has a field of every
visibility; these tests compile it (and Trek to Zion) through the real pipeline and check

  * the schema's `visible:` words and the old booleans, and the errors for a visibility that
    does not fit its field (E360);
  * `GameRules.visibility` for every field, with `hidden_fields` meaning what it always did;
  * which action parameters are secret and which choices are asked with `ask_secret`;
  * what `reveal` and `conceal` compile to, how they read on the sheet, and their positioned
    errors (E361 not a field, E362 not a pile, E363 not a player);
  * that a scenario's `sees(seat, field)` compiles, and holds or fails as the seat sees the field.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from compiler.driver.build import Project, compile_game
from compiler.frontend.diagnostics import SourceCache, render_text
from compiler.commands.scenarios import compile_scenario, read_scenario
from compiler.frontend.english import English, plain_lines
from tests.compiled import import_rules

REPO = Path(__file__).resolve().parents[2]

PEEK = """\
id: peek
name: Peek
players: {min: 2, max: 3}
tables:
  cards:
    - {id: ace}
    - {id: king}
    - {id: queen}
    - {id: jack}
globals:
  deck: {type: zone, of: cards, start: all}
  market: {type: zone, of: cards, visible: true}
  secret_target: {type: symbol, of: cards, start: ace, visible: nobody}
  round_marker: {type: counter, start: 0}
player:
  hand: {type: zone, of: cards}
  reserve: {type: zone, of: cards, visible: cards}
  hunch: {type: counter, visible: owner}
  points: {type: counter}
actions:
  look:
    params: {victim: players}
    when: victim != me
    effect: reveal victim.hand to me
  show_off:
    effect: reveal hand to all
  reserve_card:
    params: {card: market}
    effect: |
      move card from market to reserve
      reveal card in reserve to all
  hide:
    params: {card: reserve}
    effect: conceal card in reserve
  discard:
    params: {card: hand}
    effect: move card from hand to market
  pick:
    when: count(deck) > 0
    effect: |
      choose mine in hand
      choose open in (if count(deck) > 0 then market else [])
      move mine from hand to market
  tell:
    effect: reveal secret_target to players[0]
flow:
  turns: true
  setup:
    - do: shuffle deck
    - each_player: draw 1 from deck to hand
    - do: draw 1 from deck to market
  round:
    - decide: {name: turn, actions: [look, show_off, reserve_card, hide, discard, pick, tell], who: turn}
  end: "round >= 3"
scoring:
  - {id: points, text: Points, points: points}
"""


def project(tmp_path: Path, old: str = "", new: str = "") -> tuple[Project, str]:
    """A project holding Peek, with `old` replaced by `new` (exactly once) in its game.yaml."""
    text = PEEK
    if old:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    folder = tmp_path / "definitions" / "peek"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(text, encoding="utf-8")
    return Project(tmp_path), text


def compiled(tmp_path: Path, old: str = "", new: str = ""):
    proj, text = project(tmp_path, old, new)
    return compile_game(proj, "peek", emit_code=True), text


def position(text: str, needle: str, skip: int = 0) -> tuple[int, int]:
    """Line and column (1-based) of `needle` in the game file, `skip` characters into it."""
    at = text.index(needle) + skip
    return text[:at].count("\n") + 1, at - text.rfind("\n", 0, at)


def errors(result) -> list:
    return [d for d in result.diagnostics if d.severity == "error"]


def only_error(result, code: str):
    found = errors(result)
    assert [d.code for d in found] == [code], render_text(result.diagnostics)
    return found[0]


@pytest.fixture(scope="module")
def peek(tmp_path_factory):
    result, _text = compiled(tmp_path_factory.mktemp("peek"))
    assert result.ok and not result.diagnostics, render_text(result.diagnostics)
    return result


@pytest.fixture(scope="module")
def trek():
    result = compile_game(Project(REPO), "trek-to-zion", emit_code=True)
    assert result.ok, render_text(result.diagnostics)
    return result


# ------------------------------------------------------------------ the visibility of every field
def test_every_field_has_its_visibility_in_the_rules(peek):
    """Piles default to owner (a player's) or nobody (shared); every other kind to everyone."""
    source = peek.files["rules.py"]
    assert ("    visibility={'player': {'hand': 'owner', 'reserve': 'cards', 'hunch': 'owner', 'points': 'everyone'}, "
            "'global': {'deck': 'nobody', 'market': 'everyone', 'secret_target': 'nobody', "
            "'round_marker': 'everyone'}},\n") in source
    # hidden_fields keeps its meaning: the piles not every player sees
    assert "    hidden_fields={'player': ('hand', 'reserve'), 'global': ('deck',)},\n" in source


@pytest.mark.parametrize("declared,player,shared", [
    ("true", "everyone", "everyone"),
    ("false", "owner", "nobody"),
    ("everyone", "everyone", "everyone"),
    ("nobody", "nobody", "nobody"),
])
def test_the_old_booleans_and_the_words(tmp_path, declared, player, shared):
    """true is everyone; false is the owner for a player's field and nobody for a shared one."""
    result, _ = compiled(tmp_path, "  points: {type: counter}\n",
                         f"  points: {{type: counter, visible: {declared}}}\n")
    result2, _ = compiled(tmp_path / "shared", "  round_marker: {type: counter, start: 0}\n",
                          f"  round_marker: {{type: counter, start: 0, visible: {declared}}}\n")
    assert result.ok and result2.ok, render_text(result.diagnostics + result2.diagnostics)
    assert f"'points': {player!r}" in result.files["rules.py"]
    assert f"'round_marker': {shared!r}" in result2.files["rules.py"]


def test_a_word_the_schema_does_not_know(tmp_path):
    result, text = compiled(tmp_path, "hunch: {type: counter, visible: owner}", "hunch: {type: counter, visible: ownr}")
    diag = only_error(result, "E105")
    assert (diag.span.line, diag.span.column) == position(text, "ownr}")
    assert diag.help == "did you mean 'owner'?"


def test_owner_on_a_shared_field_is_an_error(tmp_path):
    result, text = compiled(tmp_path, "start: ace, visible: nobody}", "start: ace, visible: owner}")
    diag = only_error(result, "E360")
    assert (diag.span.line, diag.span.column) == position(text, "owner}")
    assert "'secret_target' is shared by all players" in diag.message
    assert "visible: nobody" in diag.help


def test_cards_on_a_field_that_is_not_a_pile(tmp_path):
    result, text = compiled(tmp_path, "hunch: {type: counter, visible: owner}", "hunch: {type: counter, visible: cards}")
    diag = only_error(result, "E360")
    assert (diag.span.line, diag.span.column) == position(text, "hunch: {type: counter, visible: cards}", 32)
    assert "only a pile of cards can be visible: cards" in diag.message


# ------------------------------------------------------------------ secret arguments and choices
def test_trek_keeps_its_treks_in_secret(trek):
    """keep_treks picks among the hidden `offered` pile: the pick is secret; draw_treks asks in secret."""
    source = trek.files["rules.py"]
    assert "'keep_treks': Action('keep_treks', ('kept',), keep_treks_moves, keep_treks, secret=(0,))," in source
    assert "    ask_secret(state, p, 'kept', subsets(p.offered, 1), 'draw_treks_kept')\n" in source
    # a claim and a draw from the face-up row are public (the deck's size is public, its cards are not)
    assert "'claim': Action('claim', ('route', 'colour'), claim_moves, claim, words=(None, 'with'), asks=True, allows=claim_allows)," in source
    assert "'draw_provisions': Action('draw_provisions', ('first',), draw_provisions_moves, draw_provisions, asks=True, allows=draw_provisions_allows)," in source
    assert "    ask(state, p, 'second', draw_choices(state, p), 'draw_provisions_second', first)\n" in source


def test_secret_arguments_of_peek(peek):
    source = peek.files["rules.py"]
    # chosen from a public pile: not secret
    assert "'reserve_card': Action('reserve_card', ('card',), reserve_card_moves, reserve_card)," in source
    # chosen from a pile only its owner sees, or with face-down cards: secret
    assert "'discard': Action('discard', ('card',), discard_moves, discard, secret=(0,))," in source
    assert "'hide': Action('hide', ('card',), hide_moves, hide, secret=(0,))," in source
    assert "'look': Action('look', ('victim',), look_moves, look)," in source


def test_choices_from_hidden_options_are_asked_in_secret(peek):
    source = peek.files["rules.py"]
    assert "    ask_secret(state, p, 'mine', p.hand, 'pick_mine')\n" in source
    # only how many cards the deck holds is read: a public choice
    assert "    ask(state, p, 'open', state.g.market if len(state.g.deck) > 0 else (), 'pick_open', mine)\n" \
        in source
    assert "from runtime.api import Action, GameRules, Step, ask, ask_secret, conceal, draw, move_card, reveal, " \
           "shuffle, record_type\n" in source


def test_a_value_computed_from_a_secret_stays_secret(tmp_path):
    """`let` and `for` carry the secret on: a choice among values computed from the hand is secret too."""
    result, _ = compiled(tmp_path, "      choose mine in hand\n",
                         "      let held = distinct(c for c in hand)\n      choose mine in held\n")
    assert result.ok, render_text(result.diagnostics)
    assert "ask_secret(state, p, 'mine', held, 'pick_mine'" in result.files["rules.py"]


# ------------------------------------------------------------------ reveal and conceal
def test_reveal_and_conceal_compile_to_the_runtime_calls(peek):
    source = peek.files["rules.py"]
    assert "    reveal(state, p.seat, victim.seat, 'hand')\n" in source          # to me, another's field
    assert "    reveal(state, None, p.seat, 'hand')\n" in source                      # my own, to all
    assert "    reveal(state, None, p.seat, 'reserve', card)\n" in source             # a card turned face up
    assert "    conceal(state, p.seat, 'reserve', card)\n" in source
    assert "    reveal(state, state.players[0].seat, None, 'secret_target')\n" in source  # a shared value


def test_reveal_and_conceal_read_like_a_rulebook(peek):
    english = English(peek.model, peek.resolver)

    def lines(action):
        return plain_lines(english.action(peek.model.actions[action])).splitlines()

    assert lines("look")[-1] == "Look at the victim's hand."
    assert lines("show_off") == ["Reveal your hand to all players."]
    assert lines("reserve_card")[-1] == "Turn the card in your reserve cards face up."
    assert lines("hide")[-1] == "Turn the card in your reserve cards face down."
    assert lines("tell") == ["Show the secret target to the first player."]


def test_reveal_plays(peek, tmp_path):
    """The compiled reveal reaches the runtime: after `show_off`, the other seat sees the hand."""
    from runtime.knowledge import sees
    from runtime.state import GameState
    module = import_rules(peek, tmp_path, "peek_reveal_plays")
    state = GameState(module.GAME, 2, 1)
    mover = state.legal_actions()[0].seat
    assert not sees(state, 1 - mover, mover, "hand")
    state.apply("show_off")
    assert sees(state, 1 - mover, mover, "hand")


@pytest.mark.parametrize("old,new,code,at,help", [
    ("reveal hand to all", "reveal 3 to all", "E361", "3 to all", None),
    ("reveal hand to all", "reveal hnd to all", "E361", "hnd to all", "did you mean 'hand'?"),
    ("reveal hand to all", "reveal count(hand) to all", "E361", "count(hand)", None),
    ("reveal card in reserve to all", "reveal card in reserv to all", "E362", "reserv to", "did you mean 'reserve'?"),
    ("reveal card in reserve to all", "reveal card in hunch to all", "E362", "hunch to", None),
    ("conceal card in reserve", "conceal card in round_marker", "E362", "round_marker", None),
    ("reveal victim.hand to me", "reveal victim.hand to victm", "E363", "victm", "did you mean 'victim'?"),
    ("reveal hand to all", "reveal hand to al", "E363", "al", "did you mean 'all'?"),
    ("reveal hand to all", "reveal hand to market", "E363", "market", None),
    ("reveal victim.hand to me", "reveal victim.hnd to me", "E361", "hnd to", "did you mean 'hand'?"),
])
def test_reveal_errors_are_positioned(tmp_path, old, new, code, at, help):
    """`at` is the text the error points at: its last occurrence in the changed statement."""
    result, text = compiled(tmp_path, old, new)
    diag = only_error(result, code)
    assert (diag.span.line, diag.span.column) == position(text, new, new.rindex(at))
    if help is not None:
        assert diag.help == help
    assert "traceback" not in render_text(result.diagnostics).lower()


def test_reveal_of_a_players_field_where_no_player_acts(tmp_path):
    result, text = compiled(tmp_path, "    - do: draw 1 from deck to market\n",
                            "    - do: reveal hand to all\n")
    diag = only_error(result, "E361")
    assert (diag.span.line, diag.span.column) == position(text, "- do: reveal hand to all", 13)
    assert diag.help.startswith("'hand' belongs to a player, and no player acts in setup step")
    assert "players[0].hand" in diag.help


# ------------------------------------------------------------------ what a seat sees, in a scenario
SCENARIO = """\
game: peek
players: 2
seed: 1
when:
  - show_off
then:
  - sees(1, players[0].hand) == true
  - sees(0, players[1].hand) == false
  - sees(1, deck) == false
  - sees(0, market)
"""


def test_sees_in_a_scenario_compiles(tmp_path):
    proj, _ = project(tmp_path)
    path = tmp_path / "definitions" / "peek" / "scenarios" / "sees.yaml"
    path.parent.mkdir()
    path.write_text(SCENARIO, encoding="utf-8")
    sources = SourceCache()
    scenario, diags = read_scenario(proj, path, sources)
    assert not diags, render_text(diags)
    code, diags = compile_scenario(proj, scenario, sources)
    assert not diags, render_text(diags)
    # players[0] of a scenario line is a seat the table must have (scenario_player says so when it has not)
    assert "    left = scenario_sees(state, 1, scenario_player(state, 0).seat, 'hand')\n" in code
    assert "    left = scenario_sees(state, 1, None, 'deck')\n" in code
    imports = next(line for line in code.splitlines() if line.startswith("from runtime.scenario import "))
    assert "scenario_sees" in imports.split("import ", 1)[1].split(", ")


def test_sees_of_something_that_is_not_a_field(tmp_path):
    proj, _ = project(tmp_path)
    path = tmp_path / "definitions" / "peek" / "scenarios" / "sees.yaml"
    path.parent.mkdir()
    path.write_text(SCENARIO.replace("sees(1, deck)", "sees(1, dek)"), encoding="utf-8")
    sources = SourceCache()
    scenario, _ = read_scenario(proj, path, sources)
    code, diags = compile_scenario(proj, scenario, sources)
    assert code is None and [d.code for d in diags] == ["E361"], render_text(diags)
    assert (diags[0].span.line, diags[0].span.column) == (9, 13) and diags[0].help == "did you mean 'deck'?"


def test_cairn_test_runs_sees(tmp_path):
    """`cairn test`: the first seat showed its hand, so the second sees it; a false claim fails at its line."""
    project(tmp_path)
    folder = tmp_path / "definitions" / "peek" / "scenarios"
    folder.mkdir()
    (folder / "sees.yaml").write_text(SCENARIO, encoding="utf-8")
    (folder / "wrong.yaml").write_text(SCENARIO.replace("sees(0, players[1].hand) == false",
                                                        "sees(0, players[1].hand) == true"), encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "compiler.commands.cli", "--project", str(tmp_path), "test"],
                         capture_output=True, text=True, cwd=REPO, timeout=120)
    assert "1 passed, 1 failed" in run.stdout, run.stdout + run.stderr
    assert "wrong.yaml:8: expected sees(0, players[1].hand) == true" in run.stdout, run.stdout
    assert "Traceback" not in run.stderr
