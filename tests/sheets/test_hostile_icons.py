"""Hostile icons (issue 9, findings 6-8): refused by the allow-list, and harmless even if one got through.

Each icon of HOSTILE reaches out (a request to a local recording server), navigates the sheet
away, or blanks it, when pasted into an HTML page as inline SVG — the controls below show
that first, so "no request" later means something. Then:

  (a) `cairn check` and `cairn build` refuse each one with E612 at its entry in `icons:`;
  (b) with the checker bypassed (the raw SVG handed to the sheet renderer, as if the filter
      had a hole), a real game's reference and card sheets with all of them, rendered in
      headless Chromium *with* network access, make no request, stay the sheet, and print
      the same text as the same sheets with harmless icons: the data: image embedding and
      the Content-Security-Policy alone stop them;
  (c) `cairn sheets --pdf`'s Chromium (compiler/sheets/printing.py) cannot reach the network even
      from a page without any policy.

The browser tests skip, with the reason, when Chromium is not installed.
"""
from __future__ import annotations

import base64
import http.server
import re
import shutil
import subprocess
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from compiler.sheets import render as sheets
from compiler.driver.build import Project, compile_game
from compiler.commands.cli import main
from compiler.sheets.icons import Icon
from compiler.sheets.printing import OFFLINE_FLAGS, chromium_flags, dump_dom, find_chromium

from conftest import ROOT, copy_game, edit

# copies of games in temporary folders, Chromium and a local server: in the background on the idle core
# (tests/conftest.py)
pytestmark = pytest.mark.second_core

SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"{attrs}>{body}</svg>'
SHAPE = '<rect x="4" y="4" width="16" height="16" fill="#3d5a45"/>'


def _svg(body: str = "", attrs: str = "") -> str:
    return SVG.format(attrs=attrs, body=SHAPE + body)


# Each template takes {base}, the recording server's URL for this run and case. The value is
# what the checker must name when it refuses the icon.
HOSTILE = {
    "upper_url": (_svg(attrs=' style="background:URL({base})"'), "url("),
    "escaped_url": (_svg(attrs=' style="background:\\75rl({base})"'), "backslash"),
    "escaped_import": (_svg('<style>@\\69mport "{base}";</style>'), "<style>"),
    "image_set": (_svg(attrs=' style="background-image:image-set(\'{base}\' 1x)"'), "image-set("),
    "img_breakout": (_svg('<img src="{base}"/>'), "<img>"),
    "table_breakout": (_svg('<table background="{base}"></table>'), "<table>"),
    "meta_refresh": (_svg('<meta http-equiv="refresh" content="0;url={base}"/>'), "<meta>"),
    "style_blank": (_svg("<style>body, main, section { display: none !important }</style>"), "<style>"),
    "script": (_svg('<script>location.href = "{base}"</script>'), "<script>"),
    "onload": (_svg(attrs=' onload="location.href = \'{base}\'"'), "onload"),
}
HARMLESS = _svg()

# Variants the allow-list must refuse too, though no browser test needs them.
REFUSED = {
    "url_attribute": (_svg('<circle r="3" fill="URL(http://127.0.0.1:9/x)"/>'), "url("),
    "src_function": (_svg('<circle r="3" style="fill: src(\'http://127.0.0.1:9/x\')"/>'), "src("),
    "escaped_function": (_svg('<circle r="3" style="fill: u\\rl(x)"/>'), "backslash"),
    "at_rule": (_svg('<circle r="3" style="fill: red; @import x"/>'), "'@'"),
    "comment_split": (_svg('<circle r="3" style="fill: ur/**/l(x)"/>'), "comment"),
    "expression": (_svg('<circle r="3" style="width: expression(alert(1))"/>'), "expression("),
    "style_property": (_svg('<circle r="3" style="behavior: url(#x)"/>'), "behavior"),
    "xlink_data": (_svg('<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="data:image/svg+xml,x"/>'),
                   "links outside"),
    "href_outside": (_svg('<use href="other.svg#a"/>'), "links outside"),
    "anchor": (_svg('<a href="#x"><circle r="3"/></a>'), "<a>"),
    "image": (_svg('<image href="#x"/>'), "<image>"),
    "animation": (_svg('<set attributeName="fill" to="red"/>'), "<set>"),
    "foreign_object": (_svg("<foreignObject/>"), "<foreignObject>"),
    "unknown_attribute": (_svg('<circle r="3" ping="x"/>'), "'ping'"),
    "html_namespace": (_svg('<g xmlns=""><circle r="3"/></g>'), "outside the SVG namespace"),
}


# ---------------------------------------------------------------- (a) the checker refuses them
def _game_with_icon(root: Path, svg: str) -> Path:
    folder = root / "definitions" / "tiny"
    (folder / "icons").mkdir(exist_ok=True)
    (folder / "icons" / "water.svg").write_text(svg, encoding="utf-8")
    edit(folder / "game.yaml", "tables:\n", "icons:\n  water: icons/water.svg\ntables:\n")
    return root


@pytest.mark.parametrize("case", sorted(HOSTILE) + sorted(REFUSED))
def test_check_and_build_refuse_the_icon_at_its_entry(tiny_project, case, capsys):
    svg, named = HOSTILE[case] if case in HOSTILE else REFUSED[case]
    root = _game_with_icon(tiny_project, svg.replace("{base}", "http://127.0.0.1:9/x"))
    assert main(["--project", str(root), "check", "tiny"]) == 1
    err = capsys.readouterr().err
    lines = err.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("error[E612]: icon 'water'"))
    assert named in lines[at], lines[at]
    entry = (root / "definitions/tiny/game.yaml").read_text().splitlines().index("  water: icons/water.svg") + 1
    assert lines[at + 1].strip() == f"--> definitions/tiny/game.yaml:{entry}:10"   # the path at its entry
    assert "Traceback" not in err and "internal error" not in err
    result = compile_game(Project(root), "tiny")
    assert [d.code for d in result.diagnostics if d.severity == "error"] == ["E612"]
    assert not result.ok


def test_the_written_icon_is_the_checked_one(tiny_project):
    """Editor metadata, comments and processing instructions are dropped: the icons/*.svg copy
    and the sheet's image are the same re-serialised, allow-listed SVG."""
    svg = ('<?xml version="1.0"?>\n<?xml-stylesheet href="http://127.0.0.1:9/x.css"?>\n'
           '<svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"'
           ' xmlns:h="http://www.w3.org/1999/xhtml" viewBox="0 0 24 24" sodipodi:docname="w.svg">'
           '<!-- <script>x</script> --><metadata><h:img src="http://127.0.0.1:9/y"/></metadata>'
           '<sodipodi:namedview/><h:meta http-equiv="refresh" content="0;url=http://127.0.0.1:9/z"/>'
           '<circle r="3" style="fill: rgb(1, 2, 3); stroke: URL(#a)"/></svg>')
    root = _game_with_icon(tiny_project, svg)
    result = compile_game(Project(root), "tiny")
    assert result.ok, [d.message for d in result.diagnostics]
    written = result.files["sheets/icons/water.svg"]
    assert written == ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" color="#3d5a45">'
                       '<circle r="3" style="fill: rgb(1, 2, 3); stroke: URL(#a)" /></svg>\n')
    html = result.files["sheets/reference-a4.html"]
    assert base64.b64encode(written.encode()).decode() in html
    assert "127.0.0.1" not in html and "127.0.0.1" not in result.files["sheets/reference.md"]


def test_ordinary_icons_pass_the_allow_list(tiny_project):
    """What drawing programs write is still accepted: gradients, clip paths, transforms, text,
    styles of presentation properties, classes, xml:space, aria labels."""
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" '
           'width="24px" height="24px" class="icon icon-water" role="img" aria-label="Water (a drop)">'
           '<title>Water</title><defs><radialGradient id="r" cx="0.5" fx="0.4" gradientUnits="objectBoundingBox">'
           '<stop offset="0" stop-color="rgb(10, 20, 30)"/><stop offset="1" style="stop-color:#fff;stop-opacity:0"/>'
           '</radialGradient><clipPath id="c"><circle r="9"/></clipPath></defs>'
           '<g transform="translate(12 12) rotate(45) scale(0.9)" clip-path="url(#c)">'
           '<path d="M0-9C4-3 6 0 6 3a6 6 0 0 1-12 0c0-3 2-6 6-12z" style="fill:url(&quot;#r&quot;);stroke:currentColor"/>'
           '<use xlink:href="#c"/></g><text x="2" y="22" xml:space="preserve" font-family="DejaVu Sans" '
           'font-size="4">H<tspan dy="1">2</tspan>O</text></svg>')
    root = _game_with_icon(tiny_project, svg)
    result = compile_game(Project(root), "tiny")
    assert result.ok, [d.message for d in result.diagnostics]
    written = result.files["sheets/icons/water.svg"]
    assert 'viewBox="0 0 24 24"' in written and 'clip-path="url(#water-c)"' in written
    assert 'xlink:href="#water-c"' in written and "fill:url(#water-r)" in written


def test_every_sheet_starts_with_its_policy_and_has_no_inline_svg_icon():
    result = compile_game(Project(ROOT), "trek-to-zion")
    pages = {p: t for p, t in result.files.items() if p.endswith(".html") and "/board-" not in p}
    assert len(pages) == 4
    for path, html in pages.items():
        head = html[html.index("<head>") + len("<head>"):].lstrip()
        assert head.startswith(f'<meta http-equiv="Content-Security-Policy" content="{sheets.CSP}">'), path
        assert "default-src 'none'" in sheets.CSP and "script-src" not in sheets.CSP
        assert "<use" not in html and "<symbol" not in html        # icons are images now
        assert len(re.findall(r'<img class="icon[^"]*" src="data:image/svg\+xml;base64,', html)) > 0, path
    # The board sheet draws no icon: each page shows the one drawing of the board (<use> of its own group).
    for paper in ("a4", "letter"):
        html = result.files[f"sheets/board-{paper}.html"]
        head = html[html.index("<head>") + len("<head>"):].lstrip()
        assert head.startswith(f'<meta http-equiv="Content-Security-Policy" content="{sheets.CSP}">')
        assert "<img" not in html and "<symbol" not in html
        assert set(re.findall(r'<use ([^>]*)/>', html)) == {'href="#board-1"'}


# ---------------------------------------------------------------- the browser
chromium = find_chromium()
needs_chromium = pytest.mark.skipif(
    chromium is None, reason="headless Chromium is not installed (apt-get install -y chromium fonts-dejavu-core "
                             "poppler-utils), so the sheets cannot be rendered")
needs_pdftotext = pytest.mark.skipif(shutil.which("pdftotext") is None,
                                     reason="pdftotext is not installed (apt-get install -y poppler-utils)")


class Recorder(http.server.ThreadingHTTPServer):
    """A web server on 127.0.0.1 that records every request; what it serves runs a script."""

    def __init__(self):
        super().__init__(("127.0.0.1", 0), _Handler)
        self.paths: list[str] = []
        self.lock = threading.Lock()
        self.base = f"http://127.0.0.1:{self.server_address[1]}"

    def seen(self, prefix: str) -> list[str]:
        with self.lock:
            return [p for p in self.paths if p.startswith(prefix)]


class _Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        with self.server.lock:
            self.server.paths.append(self.path)
        body = (f"<!DOCTYPE html><title>HIJACKED</title><h1>HIJACKED</h1>"
                f"<script>new Image().src = '{self.path}/script-ran';</script>").encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def server():
    recorder = Recorder()
    thread = threading.Thread(target=recorder.serve_forever, daemon=True)
    thread.start()
    yield recorder
    recorder.shutdown()
    recorder.server_close()


def _online(args: list[str]) -> str:
    """Chromium as compiler/sheets/printing.py runs it, but WITH the network: only the sheet defends itself."""
    flags = [f for f in chromium_flags() if f not in OFFLINE_FLAGS]
    with tempfile.TemporaryDirectory(prefix="cairn-hostile-") as profile:
        done = subprocess.run([chromium, *flags, f"--user-data-dir={profile}", "--virtual-time-budget=3000", *args],
                              capture_output=True, text=True, timeout=120)
    return done.stdout


def _dom(html: Path) -> str:
    return _online(["--dump-dom", html.as_uri()])


def _pdf_text(html: Path) -> tuple[str, int]:
    """The printed text of a page and its page count (a blanked page prints no text)."""
    pdf = html.with_suffix(".pdf")
    _online(["--no-pdf-header-footer", f"--print-to-pdf={pdf}", html.as_uri()])
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True,
                          timeout=60).stdout
    return text, text.count("\f")


def _body_text(dom: str) -> str:
    body = re.search(r"<body[^>]*>(.*)</body>", dom, re.S)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", body.group(1) if body else "")).strip()


# ------------------------------------------------ the controls: each icon is hostile when inlined
NAIVE = ("<!DOCTYPE html><html><head><title>Naive sheet</title></head>"
         "<body><main><section><h1>Naive heading</h1><p>before {svg} after</p></section></main></body></html>")


NAVIGATING = ("meta_refresh", "script", "onload")


@pytest.fixture(scope="module")
def naive(server, tmp_path_factory):
    """{case: (requests, dom, printed text)} of the hostile icons pasted inline into pages without a policy:
    the icons that fetch all in one page (each asks for its own path), each that navigates in a page of
    its own, and the one that blanks the page printed."""
    folder = tmp_path_factory.mktemp("naive")
    fetching = [case for case in HOSTILE if case not in NAVIGATING and case != "style_blank"]
    pages = {"fetching": fetching, **{case: [case] for case in NAVIGATING}, "style_blank": ["style_blank"]}

    def one(page_name):
        svgs = " ".join(HOSTILE[case][0].replace("{base}", f"{server.base}/naive/{case}")
                        for case in pages[page_name])
        page = folder / f"{page_name}.html"
        page.write_text(NAIVE.format(svg=svgs), encoding="utf-8")
        if page_name == "style_blank":
            return page_name, page.read_text(encoding="utf-8"), _pdf_text(page)[0] if shutil.which("pdftotext") \
                else None
        return page_name, _dom(page), None

    with ThreadPoolExecutor(max_workers=2) as pool:
        done = {name: (dom, text) for name, dom, text in pool.map(one, pages)}
    return {case: (server.seen(f"/naive/{case}"), *done[name]) for name, cases in pages.items() for case in cases}


@needs_chromium
@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_control_the_icon_is_hostile_inline(naive, case):
    requests, dom, text = naive[case]
    if case == "style_blank":
        if text is None:
            pytest.skip("pdftotext is not installed")
        assert "Naive heading" not in text and "Naive heading" in dom      # blanked, yet still in the page
    else:
        assert requests, f"{case}: no request reached the server, so the control proves nothing"
    if case in NAVIGATING:
        # navigated away: the dump shows the attacker's page, or nothing when the dump caught the page
        # mid-navigation (seen on a loaded machine); either way the sheet is gone
        assert "Naive heading" not in dom and (dom == "" or "HIJACKED" in dom)


# ------------------------------------------------ (b) the sheets with every hostile icon at once
def _icon_files(game_dir: Path, svg_of) -> None:
    """Every icon of the game, and one more per hostile case (in the legend), written by svg_of(case)."""
    icons = sorted((game_dir / "icons").glob("*.svg"))
    cases = sorted(HOSTILE)
    entries = "".join(f"  {case}: icons/{case}.svg\n" for case in cases)
    edit(game_dir / "game.yaml", "icons:\n", "icons:\n" + entries)
    for i, path in enumerate(icons):
        path.write_text(svg_of(cases[i % len(cases)], path.stem), encoding="utf-8")
    for case in cases:
        (game_dir / "icons" / f"{case}.svg").write_text(svg_of(case, case), encoding="utf-8")


def _unchecked(name: str, rel: str, folder: Path, span) -> tuple[Icon, list]:
    """read_icon with the checker bypassed: the raw file, as if the allow-list had a hole."""
    return Icon(name, rel, (folder / rel).read_text(encoding="utf-8"), "0 0 24 24"), []


@pytest.fixture(scope="module")
def rendered(server, tmp_path_factory):
    """{kind: {sheet: (dom, (printed text, pages))}} for kind "harmless" and "hostile", and the requests."""
    game = "trek-to-zion"
    harmless_root = copy_game(game, tmp_path_factory.mktemp("harmless"))
    hostile_root = copy_game(game, tmp_path_factory.mktemp("hostile"))
    _icon_files(harmless_root / "definitions" / game, lambda case, stem: HARMLESS)
    _icon_files(hostile_root / "definitions" / game,
                lambda case, stem: HOSTILE[case][0].replace("{base}", f"{server.base}/sheet/{stem}"))
    result = compile_game(Project(harmless_root), game, emit_code=False)
    assert result.ok, [d.message for d in result.diagnostics if d.severity == "error"]
    files = {"harmless": sheets.render(result.model, harmless_root / "definitions" / game).files}
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sheets, "read_icon", _unchecked)
        files["hostile"] = sheets.render(result.model, hostile_root / "definitions" / game).files
    for kind in files:        # the icons are in both sheets, whether inline or as images
        html = files[kind]["sheets/reference-a4.html"]
        shown = html + "".join(base64.b64decode(data).decode() for data in re.findall(r"base64,([A-Za-z0-9+/=]+)", html))
        assert (f"{server.base}/sheet/" in shown) == (kind == "hostile") and SHAPE.replace("/>", "") in shown

    jobs = {}
    with ThreadPoolExecutor(max_workers=2) as pool:
        for kind, texts in files.items():
            folder = tmp_path_factory.mktemp(kind)
            for stem in ("reference-a4", "cards-a4"):
                page = folder / f"{stem}.html"
                page.write_text(texts[f"sheets/{stem}.html"], encoding="utf-8")
                jobs[(kind, stem)] = (pool.submit(_dom, page),
                                      pool.submit(_pdf_text, page) if shutil.which("pdftotext") else None)
        out = {kind: {} for kind in files}
        for (kind, stem), (dom, text) in jobs.items():
            out[kind][stem] = (dom.result(), text.result() if text else None)
    return out, server.seen("/sheet/")


@needs_chromium
def test_hostile_icons_in_a_sheet_make_no_request(rendered):
    _, requests = rendered
    assert requests == []


@needs_chromium
@pytest.mark.parametrize("stem", ("reference-a4", "cards-a4"))
def test_hostile_icons_do_not_navigate_the_sheet_away(rendered, stem):
    dom = rendered[0]["hostile"][stem][0]
    assert "HIJACKED" not in dom
    assert "<title>Trek to Zion" in dom
    if stem == "reference-a4":
        assert "<h1>Trek to Zion</h1>" in dom


@needs_chromium
@pytest.mark.parametrize("stem", ("reference-a4", "cards-a4"))
def test_hostile_icons_leave_the_page_unchanged(rendered, stem):
    sheets_of = rendered[0]
    hostile, harmless = sheets_of["hostile"][stem][0], sheets_of["harmless"][stem][0]
    assert _body_text(hostile) == _body_text(harmless)
    assert len(_body_text(harmless)) > 500


@needs_chromium
@needs_pdftotext
@pytest.mark.parametrize("stem", ("reference-a4", "cards-a4"))
def test_hostile_icons_print_the_same_text_on_as_many_pages(rendered, stem):
    sheets_of = rendered[0]
    (text, pages), (expected, expected_pages) = sheets_of["hostile"][stem][1], sheets_of["harmless"][stem][1]
    assert "Trek to Zion" in expected and expected_pages >= 1
    assert (text, pages) == (expected, expected_pages)


# ---------------------------------------------------------------- (c) the printing browser is offline
@needs_chromium
def test_the_printing_browser_reaches_no_server(server, tmp_path):
    """A page with no policy at all asks for an image, a style sheet and a frame from 127.0.0.1 and
    from a named host: Chromium as `cairn sheets --pdf` runs it sends none of them."""
    page = tmp_path / "open.html"
    page.write_text(f'<!DOCTYPE html><title>Open</title><h1>Open</h1><img src="{server.base}/offline/img">'
                    f'<link rel="stylesheet" href="{server.base}/offline/css">'
                    f'<iframe src="http://localhost:{server.server_address[1]}/offline/frame"></iframe>',
                    encoding="utf-8")
    assert "<h1>Open</h1>" in dump_dom(page)
    assert server.seen("/offline/") == []
    _online(["--dump-dom", page.as_uri()])                 # the control: with the network, all three arrive
    assert {"/offline/css", "/offline/frame", "/offline/img"} <= set(server.seen("/offline/"))


def test_the_sandbox_is_kept_unless_running_as_root(monkeypatch):
    import compiler.sheets.printing as printing
    monkeypatch.delenv(printing.NO_SANDBOX, raising=False)
    monkeypatch.setattr(printing, "running_as_root", lambda: False)
    assert "--no-sandbox" not in chromium_flags()
    assert set(OFFLINE_FLAGS) <= set(chromium_flags())
    monkeypatch.setattr(printing, "running_as_root", lambda: True)
    assert "--no-sandbox" in chromium_flags()
