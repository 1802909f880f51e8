"""`cairn serve`: the playtest table in the browser.

Every game of definitions/ is played to its end through the page in a real browser (Chromium driven by
Playwright), one person's seat against bots; every view a seat is sent is checked against the re-deal
information test (a world re-dealt from what the seat cannot see gives the seat the same view), and two
people at Trek to Zion on two browser contexts each see their own hand and not the other's. The cards are
their printed faces, Trail Story's tokens lie on the borders of its grid, a hot seat covers the screen between
seats, undo takes a move back, and a downloaded save loads back to the same view.
"""
from __future__ import annotations

import json
import random
import shutil
import threading
import urllib.request
from pathlib import Path

import pytest

from compiler.commands.serve import make_server
from compiler.driver.build import Project
from runtime.knowledge import determinize
from runtime.table import Table

REPO = Path(__file__).resolve().parents[2]
GAMES = sorted(p.name for p in (REPO / "definitions").iterdir() if (p / "game.yaml").is_file())
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture(scope="module")
def server():
    served = make_server(Project(REPO), GAMES, port=0)
    thread = threading.Thread(target=served.serve_forever, daemon=True)
    thread.start()
    yield served
    served.shutdown()
    served.server_close()


def url(server, path: str) -> str:
    return f"http://127.0.0.1:{server.server_address[1]}{path}"


def call(server, path: str, body: dict | None = None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url(server, path), data=data, method="GET" if body is None else "POST")
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


@pytest.fixture
def redeal_checked(monkeypatch):
    """Every view a seat is sent is checked: the same view from a world re-dealt from what the seat cannot see."""
    checked = []
    sent = Table.seat_view

    def seat_view(table, seat, token=None):
        view = sent(table, seat, token)
        real = table.state
        try:
            table.state = determinize(real, seat, random.Random(len(checked)))
            again = sent(table, seat, None)
        finally:
            table.state = real
        # the final scores are announced to everyone once the game is over, hidden cards included
        kept = ("handover", "can_undo", "ending")
        assert {k: v for k, v in view.items() if k not in kept} == {k: v for k, v in again.items() if k not in kept}
        checked.append(seat)
        return view

    monkeypatch.setattr(Table, "seat_view", seat_view)
    return checked


def test_a_seat_is_opened_only_by_its_link_and_sent_only_its_view(server, redeal_checked):
    status, opened = call(server, "/api/tables", {"game": "trek-to-zion", "players": 2, "seed": 3,
                                                   "sitters": ["person", "person"]})
    assert status == 200 and [link["seats"] for link in opened["links"]] == [[0], [1]]
    first, second = (link["url"].rsplit("/", 1)[1] for link in opened["links"])
    assert len(first) >= 24 and first != second
    status, view = call(server, f"/api/seat/{first}")
    assert status == 200 and view["seat"] == 0 and view["your_turn"]
    assert call(server, f"/api/seat/{first[:-2]}xx")[0] == 404
    assert call(server, f"/api/seat/{second}/move", {"move": view["moves"][0]["moves"][0]["move"]})[0] == 409
    assert call(server, f"/api/seat/{first}/move", {"move": view["moves"][0]["moves"][0]["move"]})[0] == 200
    assert call(server, f"/api/seat/{first}/move", {"move": "not a move"}) == (409, {"error": "it is not your turn"})
    status, undone = call(server, f"/api/seat/{first}/undo", {})
    assert status == 200 and undone["your_turn"] and not undone["can_undo"]
    assert redeal_checked


def test_identical_copies_are_offered_once_with_a_count_by_name(server):
    status, opened = call(server, "/api/tables", {"game": "trek-to-zion", "players": 2, "seed": 5,
                                                   "sitters": ["person", "random"]})
    token = opened["links"][0]["url"].rsplit("/", 1)[1]
    view = call(server, f"/api/seat/{token}")[1]
    while view["moves"][0]["action"] == "keep_treks":
        view = call(server, f"/api/seat/{token}/move", {"move": view["moves"][0]["moves"][0]["move"]})[1]
    offered = [move for group in view["moves"] for move in group["moves"]]
    assert len({move["move"] for move in offered}) == len(offered)
    assert all("-" not in move["words"] or " to " in move["words"] for move in offered)
    assert all(group["text"] for group in view["moves"])


browser = pytest.mark.skipif(CHROMIUM is None, reason="no Chromium on this machine")


@pytest.fixture(scope="module")
def chromium():
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        engine = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield engine
        engine.close()


# One round trip to the browser a move: click the first move button the page shows, wait until the page
# has drawn the answer, and say what the page now says (the machine is shared: round trips are dear).
CLICK = """async () => {
  const before = document.body.dataset.drawn;
  document.querySelector('button[data-move]').click();
  while (document.body.dataset.drawn === before && !document.getElementById('problem').textContent) {
    await new Promise(resolve => setTimeout(resolve, 5));
  }
  return [document.getElementById('status').dataset.state, document.getElementById('problem').textContent];
}"""


def drawn(page) -> None:
    """Wait until the page has drawn its seat (a selector: the page's CSP forbids the eval of a predicate)."""
    page.wait_for_selector("body[data-drawn]", state="attached")


# The printed faces of the cards the page shows, once each has loaded: [(name, width of the picture)].
PRINTED = """async () => {
  const faces = [...document.querySelectorAll('figure.printed-card img')];
  await Promise.all(faces.map(face => face.decode().catch(() => null)));
  return faces.map(face => [face.alt, face.naturalWidth]);
}"""

# Each token drawn on a grid's border: [route, where the token is, the middle of the border it names].
ON_BORDERS = """() => [...document.querySelectorAll('svg.grid-board g.border-token')].map(token => {
  const line = document.querySelector(`svg.grid-board line.border[data-route="${token.dataset.route}"]`);
  const at = token.transform.baseVal.getItem(0).matrix;
  return [token.dataset.route, [at.e, at.f], line && [(line.x1.baseVal.value + line.x2.baseVal.value) / 2,
                                                       (line.y1.baseVal.value + line.y2.baseVal.value) / 2]];
})"""


def play_to_the_end(page, limit: int = 3000) -> int:
    """Click the first move offered until the page says the game is over; the number of moves clicked."""
    drawn(page)
    state = page.get_attribute("#status", "data-state")
    for clicks in range(limit):
        if state == "over":
            return clicks
        if state != "yours":
            page.wait_for_selector("#status:not([data-state=waiting])", state="attached")
        state, problem = page.evaluate(CLICK)
        assert problem == ""
    raise AssertionError("the game did not end")


# a browser game only computes (the server and its games in memory): it runs on the second core
@browser
@pytest.mark.second_core
@pytest.mark.parametrize("game", GAMES)
def test_every_game_plays_to_its_end_in_the_browser(server, chromium, redeal_checked, game, tmp_path):
    page = chromium.new_page()
    page.goto(url(server, "/"))
    page.select_option("#game", game)
    page.click("#start")
    link = page.locator("#link-list a").first
    link.wait_for()
    page.goto(url(server, link.get_attribute("href")))
    drawn(page)
    faces = page.evaluate(PRINTED)
    # the cards on the page are the printed faces, each a picture the browser could draw
    assert all(width > 50 for _name, width in faces), faces
    assert faces or game == "thru-the-appalachian"
    borders = page.evaluate(ON_BORDERS)
    if game == "trail-story-america":     # Story tokens lie on paths from the start: each drawn on its border
        assert borders and all(at == middle for _route, at, middle in borders), borders
    clicks = play_to_the_end(page)
    print(game, clicks, "moves clicked")
    assert clicks > 0
    assert page.locator("#ending-lines li").count() >= 2
    page.screenshot(path=str(tmp_path / f"{game}.png"), full_page=True)
    page.close()
    assert redeal_checked


@browser
@pytest.mark.second_core
def test_two_people_play_trek_on_two_browsers_each_seeing_only_their_own_hand(server, chromium):
    status, opened = call(server, "/api/tables", {"game": "trek-to-zion", "players": 2, "seed": 8,
                                                   "sitters": ["person", "person"]})
    pages = []
    for link in opened["links"]:
        context = chromium.new_context()
        page = context.new_page()
        page.goto(url(server, link["url"]))
        pages.append(page)
    for page in pages:
        drawn(page)
    mine, theirs = pages[0].text_content("#drawing"), pages[1].text_content("#drawing")
    assert "your offered:" in mine and "your offered:" in theirs
    offered = [line for line in mine.splitlines() if "your offered:" in line][0]
    assert offered not in theirs
    for page in pages:
        page.context.close()


def test_serve_watch_rebuilds_offers_a_restart_and_shows_a_rules_error_where_it_is(tmp_path, monkeypatch):
    import time
    from compiler.commands.cli import main
    monkeypatch.chdir(tmp_path)
    assert main(["new", "orchard"]) == 0
    served = make_server(Project(tmp_path), ["orchard"], port=0, watch=True)
    threading.Thread(target=served.serve_forever, daemon=True).start()
    try:
        links = call(served, "/api/tables", {"game": "orchard", "players": 2, "sitters": ["person", "random"]})[1]
        token = links["links"][0]["url"].rsplit("/", 1)[1]
        assert call(served, f"/api/seat/{token}/rules")[1] == {"rules_problem": None, "rules_changed": False}

        def news(wanted: str) -> dict:
            for _ in range(100):
                found = call(served, f"/api/seat/{token}/rules")[1]
                if found[wanted]:
                    return found
                time.sleep(0.1)
            raise AssertionError(f"no {wanted} after the save")

        game = tmp_path / "definitions" / "orchard" / "game.yaml"
        rules = game.read_text(encoding="utf-8")
        game.write_text(rules.replace("Pick a card of the market", "Take a card of the market"), encoding="utf-8")
        assert news("rules_changed")["rules_problem"] is None
        view = call(served, f"/api/seat/{token}/restart", {})[1]
        assert not view["rules_changed"] and view["moves"][0]["text"].startswith("Take a card of the market")
        game.write_text(rules.replace("players: {min: 2, max: 4}", "players: {min: 2, max: 4"), encoding="utf-8")
        problem = news("rules_problem")["rules_problem"]
        assert "error[E001]" in problem and "--> definitions/orchard/game.yaml:" in problem and "^" in problem
    finally:
        served.shutdown()
        served.server_close()


def first_move(page) -> None:
    """Click the first move the page offers and wait until the page has drawn the answer."""
    state, problem = page.evaluate(CLICK)
    assert problem == ""


def offered_line(page) -> str:
    """The line of the text drawing with the seat's own hidden hand of treks (Trek to Zion)."""
    return next(line for line in page.text_content("#drawing").splitlines() if "your offered:" in line)


@browser
@pytest.mark.second_core
def test_a_hot_seat_covers_the_screen_between_seats_and_never_shows_a_hand_out_of_turn(server, chromium):
    status, opened = call(server, "/api/tables", {"game": "trek-to-zion", "players": 2, "seed": 8,
                                                   "sitters": ["person", "person"], "hot_seat": True})
    assert [link["seats"] for link in opened["links"]] == [[0, 1]]
    page = chromium.new_page()
    page.goto(url(server, opened["links"][0]["url"]))
    drawn(page)
    assert page.is_hidden("#cover") and "seat 0" in page.text_content("#title")
    first_hand = offered_line(page)
    first_move(page)
    # seat 1 to move: the screen is covered, and nothing of either seat is on the page beneath it
    assert page.is_visible("#cover") and "Seat 1" in page.text_content("#cover-text")
    assert page.text_content("#drawing") == "" and page.locator("#cards > *").count() == 0
    assert page.locator("button[data-move]").count() == 0
    page.click("#uncover")
    assert page.is_hidden("#cover") and "seat 1" in page.text_content("#title")
    assert offered_line(page) != first_hand and first_hand not in page.text_content("body")
    page.close()


@browser
@pytest.mark.second_core
def test_undo_takes_back_a_move_and_a_saved_game_loads_back_to_the_same_view(server, chromium, tmp_path):
    status, opened = call(server, "/api/tables", {"game": "trek-to-zion", "players": 2, "seed": 6,
                                                   "sitters": ["person", "random"]})
    page = chromium.new_page()
    page.goto(url(server, opened["links"][0]["url"]))
    drawn(page)

    def seen() -> tuple:
        return (page.text_content("#drawing"),
                page.eval_on_selector_all("button[data-move]", "buttons => buttons.map(b => b.dataset.move)"))

    before = seen()
    assert page.is_disabled("#undo")
    first_move(page)
    assert seen() != before and page.is_enabled("#undo")
    page.click("#undo")
    page.wait_for_selector("#undo[disabled]", state="attached")
    assert seen() == before

    first_move(page)
    saved_view = seen()
    with page.expect_download() as saving:
        page.click("#save")
    saved = tmp_path / "game.json"
    saving.value.save_as(saved)
    first_move(page)
    assert seen() != saved_view
    count = page.get_attribute("body", "data-drawn")
    page.set_input_files("#load", str(saved))
    page.wait_for_selector(f"body:not([data-drawn='{count}'])", state="attached")
    assert seen() == saved_view
    page.close()


def test_a_printed_face_is_the_sheets_front_as_an_image_that_keeps_nothing_active():
    from xml.etree import ElementTree

    from compiler.sheets.screen_faces import card_fronts
    sheet = ('<style>.card { color: red; }</style><div class="grid" style="grid-template-columns: repeat(3, 63mm); '
             'grid-template-rows: repeat(3, 88mm);"><div class="card front" data-card="deck/a" onclick="x()">'
             '<h3 class="card-name">A &lt;b&gt; &amp; co</h3><script>alert(1)</script>'
             '<img class="icon" src="https://example.com/x.png"><img class="icon" src="data:image/svg+xml;base64,AA">'
             '</div><div class="card front" data-card="deck/a">a second copy</div></div>')
    faces = card_fronts(sheet)
    assert list(faces) == ["deck/a"]
    svg = faces["deck/a"].svg
    assert faces["deck/a"][1:] == (238, 333)
    tree = ElementTree.fromstring(svg)
    assert tree.get("width") == "238" and "color: red" in svg
    text = "".join(tree.itertext())
    assert "A <b> & co" in text and "onclick" not in svg and "<script" not in svg and "example.com" not in svg
    assert 'src="data:image/svg+xml;base64,AA"' in svg


def test_the_log_names_cards_by_name_and_says_what_the_seat_was_shown(server):
    from runtime.table import known_lines, log_in_names
    rules = server.RequestHandlerClass.tables.rules_of("trek-to-zion")
    names = {"purple": "Purple provisions", "nauvoo": "Nauvoo", "chicago": "Chicago"}
    assert log_in_names(["  you: claim nauvoo/chicago with purple", "  seat 1 chose in secret",
                         "  seat 1: draw_provisions purple,purple"], names) == \
        ["  you: claim Nauvoo – Chicago with Purple provisions", "  seat 1 chose in secret",
         "  seat 1: draw provisions Purple provisions, Purple provisions"]
    hand = next(iter(rules.tables["provisions"]))
    seen = {"you": 0, "known": [{"owner": 1, "field": "hand", "cards": [hand, hand]}]}
    assert known_lines(seen, {hand: rules.tables["provisions"][hand]["name"]}) == [f"You know: seat 1's hand holds "
                                        f"{rules.tables['provisions'][hand]['name']} ×2"]


def test_a_card_face_is_served_as_an_image_with_a_policy_of_its_own(server):
    status, opened = call(server, "/api/tables", {"game": "trek-to-zion", "players": 2, "seed": 2,
                                                   "sitters": ["person", "random"]})
    view = call(server, opened["links"][0]["url"].replace("/seat/", "/api/seat/"))[1]
    link = next(card["face"]["src"] for pile in view["cards"] for card in pile["cards"])
    with urllib.request.urlopen(url(server, link), timeout=60) as answer:
        assert answer.headers["Content-Type"].startswith("image/svg+xml")
        assert answer.headers["Content-Security-Policy"].startswith("default-src 'none'")
        assert answer.read().startswith(b'<svg xmlns="http://www.w3.org/2000/svg"')
    assert call(server, "/faces/trek-to-zion/provisions/no-such-card.svg")[0] == 404


def test_a_game_that_does_not_compile_is_said_to_the_page_not_raised(tmp_path, monkeypatch):
    from compiler.commands.cli import main
    monkeypatch.chdir(tmp_path)
    assert main(["new", "orchard"]) == 0
    game = tmp_path / "definitions" / "orchard" / "game.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace("{min: 2, max: 4}", "{min: 2, max: 4"), encoding="utf-8")
    served = make_server(Project(tmp_path), ["orchard"], port=0)
    threading.Thread(target=served.serve_forever, daemon=True).start()
    try:
        status, answer = call(served, "/api/games")
        assert status == 409 and "does not compile" in answer["error"]
        status, answer = call(served, "/api/tables", {"game": "orchard", "players": 2})
        assert status == 409 and "does not compile" in answer["error"]
    finally:
        served.shutdown()
        served.server_close()
