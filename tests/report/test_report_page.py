"""The report page a designer reads: names and rules English, never ids or generated Python; plots that fit
the data; the agents stated and chosen by measurement; the summary's sentences, from the seats and from the
experiments on the cards (`report["interventions"]`, here a hand-made one that keeps to its contract).

Small games, played in process: two real games (Trek to Zion, Thru the Appalachian), two games each.
"""
from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from compiler.driver.build import Project
from compiler.driver.games import load_rules
from compiler.report import agents_for, game_model, measure, render_html
from compiler.report.summary import agents_line, intervention_sentences, seat_sentence

REPO = Path(__file__).resolve().parents[2]
GAMES = ("trek-to-zion", "thru-the-appalachian")
# what generated Python looks like on a page: the state, a field of a player, a comparison, a call of len
PYTHON = re.compile(r"state\.|\bp\.[a-z_]+|==|!=|\blen\(|\[['\"][a-z_]+['\"]\]")


@pytest.fixture(scope="module", autouse=True)
def unsaved_plots():
    """Plots drawn but not saved as SVG (matplotlib's saving is most of a page's time): these tests read
    the page's text and which plots it has, not the plots' pixels (test_report.py renders them whole)."""
    import matplotlib.pyplot as plt

    from compiler.report import figures

    def placeholder(fig):
        plt.close(fig)
        return "<svg></svg>"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(figures, "_svg", placeholder)
        yield


def visible(page: str) -> str:
    """The page's text as a reader sees it: no CSS, no plots' markup, no tags."""
    page = re.sub(r"<style>.*?</style>|<svg.*?</svg>", "", page, flags=re.DOTALL)
    return re.sub(r"<[^>]+>", " ", page)


@pytest.fixture(scope="module", params=GAMES)
def played(request):
    project = Project(REPO)
    game = request.param
    rules = load_rules(project, game)
    options = rules.check_options({})
    report = measure(rules, game_model(project, game), 2, 2, 1, "random", options)
    return rules, report, render_html(report)


def test_the_page_names_cards_and_rules_never_ids_or_python(played):
    rules, report, page = played
    text = visible(page)
    named = 0
    for card in report["cards"]:
        row = rules.tables[card["table"]][card["card"]]
        if isinstance(row.get("name"), str) and row["name"] != card["card"]:
            named += 1
            assert card["name"] == row["name"]
            # an id such as long-01 nowhere; one that is a word (purple) not as a cell of its own
            assert (card["card"] not in text) if not card["card"].isalpha() else f" {card['card']} " not in text
    assert named or not report["cards"]
    assert not PYTHON.search(text), PYTHON.search(text)
    for row in report["coverage"]["never"]:
        assert row["label"] and row["text"] and "`" not in row["text"]
    assert "1 ways" not in text and "1 actions" not in text


def test_the_agents_are_stated_and_a_fixed_length_game_gets_a_sentence_not_a_histogram(played):
    _rules, report, page = played
    assert "<b>Agents:</b> random for every seat." in page
    if report["game"] != GAMES[0]:
        return      # one game is enough for the plot
    fixed = {**report, "lengths": [7] * report["games"],
             "length": {"mean": 7.0, "low": 7.0, "high": 7.0, "min": 7, "max": 7}}
    fixed_page = render_html(fixed)
    assert "Every game lasts 7 rounds." in fixed_page and "Every game lasts" not in page
    assert fixed_page.count("<svg") == page.count("<svg") - 1


def test_the_default_agents_are_measured_and_random_only_with_a_warning(capsys):
    """Appalachian's greedy game takes milliseconds: with a budget it is measured and stated; with almost no
    budget the report falls back to random players, and says so on stderr and on the page."""
    project = Project(REPO)
    rules = load_rules(project, "thru-the-appalachian")
    options = rules.check_options({})
    choice = agents_for(rules, 500, 2, 1, None, options, 2, 600.0)
    assert choice["agent"] in ("ismcts", "greedy") and not choice["warning"] and not choice["given"]
    greedy = next(row for row in choice["measured"] if row["agent"] == "greedy")
    assert greedy["decisions"] > 10 and greedy["ms_per_decision"] > 0 and greedy["fits"]
    starved = agents_for(rules, 500, 2, 1, None, options, 1, 0.001)
    assert starved["agent"] == "random" and "random agents" in starved["warning"]
    assert capsys.readouterr().err.startswith("warning: greedy agents do not fit the time budget")
    assert agents_for(rules, 500, 2, 1, "greedy", options, 1, 0.001)["agent"] == "greedy"   # --agents rules
    report = measure(rules, game_model(project, "thru-the-appalachian"), 2, 2, 1, "random", options)
    report["agent_choice"] = starved
    page = render_html(report)
    assert '<p class="warning"><b>Warning:</b> greedy agents do not fit' in page
    report["agent_choice"], report["agents"] = choice, [choice["agent"]] * 2
    line = agents_line(report)
    assert line["text"].startswith(f"{choice['agent']} for every seat: the strongest whose games fit the time budget")
    assert any("ms a decision" in said and "fit in 10 min" in said for said in line["measured"])


def experiments() -> dict:
    """A hand-made `report["interventions"]`, as the paired experiments write it."""
    def row(kind, subject, change, win, interval, score, verdict, q, sweep=None, card_id=None):
        return {"kind": kind, "subject": subject, "id": card_id or subject.lower(), "change": change, "games": 400,
                "win_change": win, "win_interval": interval, "score_change": score,
                "score_interval": [score - 1.5, score + 1.5], "p": q / 3, "q": q, "verdict": verdict,
                "sweep": sweep}
    return {"agents": ["greedy", "greedy"], "games": 400, "seeds": "1-400",
            "method": "Each card removed on the same seeds as the game unchanged.",
            "rows": [row("card", "Chicago to Garden Grove", "removed", 0.09, [0.05, 0.13], 6.2, "too strong", 0.001,
                         "cairn sweep trek-to-zion --vary 'treks.long-06.points=10..20'", "long-06"),
                     row("card", "<b>Nauvoo</b> & co", "removed", -0.06, [-0.10, -0.02], -3.0, "too weak", 0.02,
                         "cairn sweep trek-to-zion --vary 'treks.short-03.points=2..9'"),
                     row("seat", "seat 1", "first to play", 0.01, [-0.03, 0.05], 0.4, "no evidence", 0.7)]}


def test_the_summary_names_the_strongest_and_weakest_from_the_experiments(played):
    _rules, report, plain_page = played
    if report["game"] != GAMES[0]:
        return      # the experiments' rendering is the same for every game
    page = render_html({**report, "interventions": experiments()})
    text = visible(page)
    assert "Trek ‘Chicago to Garden Grove’ is worth +9 % win rate [+5 to +13] and +6.2 points [+4.7 to +7.7] " \
           "to its holder (change tested: removed, on 400 games; too strong, q = 0.001)" in text
    assert "Card ‘&lt;b&gt;Nauvoo&lt;/b&gt; &amp; co’ is worth −6 % win rate [−10 to −2]" in page
    assert "<b>Nauvoo</b>" not in page                           # a designer's name is escaped, always
    assert "cairn sweep trek-to-zion --vary &#39;treks.long-06.points=10..20&#39;" in page
    assert "<h2>Strength by experiment</h2>" in page
    for verdict in ("too strong", "too weak", "no evidence"):   # every colour has its word
        assert f'<td class="name verdict">{verdict}</td>' in page
    assert seat_sentence(report) in text.split("Summary", 1)[1].split("Strength by experiment", 1)[0]
    assert "it names no card too strong" not in page
    assert "it names no card too strong" in plain_page



def test_with_no_verdict_the_summary_still_names_the_strongest_and_weakest_card_by_estimate():
    rows = experiments()["rows"]
    for row in rows:
        row["verdict"], row["q"] = "no evidence", 0.5
    said = [found["text"] for found in intervention_sentences({"rows": rows})]
    assert said[0].startswith("None of the 3 changes tested moves the holder's win rate")
    assert said[1].startswith("Strongest by estimate, within chance: Card ‘Chicago to Garden Grove’ is worth +9 %")
    assert said[2].startswith("Weakest by estimate, within chance: Card ‘<b>Nauvoo</b> & co’ is worth −6 %")
    assert len(said) == 3       # a seat is no card: it is named in the seats' sentence, not here
    action = {**rows[0], "kind": "action", "subject": "claim", "verdict": "worth taking", "q": 0.001}
    said = [found["text"] for found in intervention_sentences({"rows": rows + [action]})]
    # the action's verdict is no change to a card, seat or option: "none of them" would read as a contradiction
    assert said[0].startswith("None of the 3 changes to cards, seats and options tested moves the holder's")


def test_a_verdict_on_a_seat_still_leaves_the_cards_named_by_estimate():
    """Appalachian's first seat is flagged too strong and the second too weak, while no objective card has a verdict:
    the seats' verdicts lead, and the strongest and weakest cards are still named by estimate."""
    rows = experiments()["rows"]
    for row in rows:
        row["verdict"], row["q"] = "no evidence", 0.5
    seat = {**rows[0], "kind": "seat", "subject": "Seat 0", "verdict": "too strong", "q": 0.001}
    said = [found["text"] for found in intervention_sentences({"rows": rows + [seat]})]
    assert "Seat 0" in said[0] and "too strong" in said[0]
    assert said[1].startswith("Strongest by estimate, within chance: Card ‘Chicago to Garden Grove’")
    assert said[2].startswith("Weakest by estimate, within chance: Card ‘<b>Nauvoo</b> & co’")


def test_the_strongest_by_estimate_is_the_most_surely_strong_not_a_row_of_four_games():
    def row(name, change, low, high, games):
        return {"kind": "card", "subject": name, "id": name, "change": "replaced", "games": games,
                "win_change": change, "win_interval": [low, high], "score_change": 1.0,
                "score_interval": [None, None], "score_why": "too few", "verdict": "no evidence", "q": 1.0}
    rows = [row("Lucky", 0.25, -0.55, 1.0, 4), row("Steady", 0.06, 0.01, 0.11, 300),
            row("Unlucky", -0.3, -1.0, 0.5, 4), row("Slack", -0.04, -0.08, -0.005, 300)]
    said = [found["text"] for found in intervention_sentences({"rows": rows})]
    assert "Card ‘Steady’" in said[1] and "Card ‘Slack’" in said[2]
    said = [found["text"] for found in intervention_sentences({"rows": [{**rows[0], "kind": "seat"}]})]
    assert said[1].startswith("No card was held")     # a game whose cards are not dealt in this mode


def test_a_page_where_every_seat_wins_alike_and_a_tiny_p_value_read_as_english(played):
    """Every game a shared win (Trailblazers' random players all score 0): "every seat wins", not "from 100 %
    (seat 0) to 100 % (seat 0)"; a chi-square p-value below 0.001 reads "p < 0.001", never "p = < 0.001"."""
    _rules, report, _page = played
    tied = {**report, "seats": [{**s, "wins": report["games"], "win_rate": 1.0, "low": 0.9, "high": 1.0}
                                for s in report["seats"]], "shared_wins": report["games"]}
    assert seat_sentence(tied).startswith(f"Every seat wins 100 % [90–100] of {report['games']} games")
    page = html.unescape(visible(render_html({**report, "advantage": {**(report.get("advantage") or {}), "p": 1e-9}})))
    assert "p < 0.001" in page and "p = <" not in page
    # a change that is nothing reads +0.00, never −0.00
    nothing = experiments()
    nothing["rows"][2].update(score_change=-1e-12, win_change=-0.0)
    row = visible(render_html({**report, "interventions": nothing})).split("first to play", 1)[1]
    assert "+0.00" in row.split("against", 1)[0] and "-0.00" not in row and "+0.0 %" in row


def test_the_tables_write_the_minus_sign_the_sentences_write(played):
    """"−6 % win rate" in a sentence and "−6.0 %" in the table row it comes from, not "-6.0 %"; a negative mean score
    or interval in the other tables alike."""
    _rules, report, _page = played
    if report["game"] != GAMES[0]:
        return
    seats = [{**s, "mean_score": -1.25, "score_low": -2.5} for s in report["seats"]]
    page = render_html({**report, "seats": seats, "interventions": experiments()})
    row = visible(re.search(r'<tr class="too-weak">.*?</tr>', page, re.S).group(0))
    assert "−6.0 %" in row and "−10.0 – −2.0" in row and "−3.00" in row and "-" not in row
    table = visible(page).split("Who wins", 1)[1].split("Scores", 1)[0]
    assert "−1.25" in table and "−2.50" in table and "-1.25" not in table


def test_a_card_that_cannot_be_removed_is_named_as_the_page_names_it():
    from compiler.report.experiments import Experiment, untested
    card = Experiment("card", "Wild", "wild", "removed (against its deck's average)", deck=None)
    said = untested(card, "the game does not compile with that change (error[E321]: unknown name 'wild')")
    assert said == ("Wild, removed (against its deck's average): not tested, the game does not compile with that "
                    "change (error[E321]: unknown name 'wild')")
    assert "provisions.wild" not in said and "(remove)" not in said
