"""Print the sheets with a real browser: headless Chromium to PDF, plus checks and previews.

Chromium is found on PATH (`chromium`, `chromium-browser`, `google-chrome`), or named by
the CAIRN_CHROMIUM environment variable. Each run gets a fresh, throw-away profile folder.
Nothing here is needed to build a game: only `cairn sheets --pdf` and the sheet tests use it.

A sheet is designer content, so the browser that prints it is shut off from the network
(OFFLINE_FLAGS) on top of the sheet's own Content-Security-Policy and icons-as-images
(compiler/sheets/render.py), and keeps Chromium's sandbox unless it cannot have one (root; see
chromium_flags).
"""
from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
FLAGS = ("--headless", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--hide-scrollbars",
         "--mute-audio", "--disable-extensions")
# No network at all: every http(s)/ws request goes to a proxy on the discard port, which
# refuses it — loopback included (`<-loopback>` removes the implicit bypass of 127.0.0.1 and
# localhost); every host name resolves to nothing; WebRTC may not send UDP around the proxy.
# file: and data: URLs, which a sheet is made of, need no network.
OFFLINE_FLAGS = ("--proxy-server=127.0.0.1:9", "--proxy-bypass-list=<-loopback>",
                 "--host-resolver-rules=MAP * ~NOTFOUND",
                 "--force-webrtc-ip-handling-policy=disable_non_proxied_udp")
NO_SANDBOX = "CAIRN_CHROMIUM_NO_SANDBOX"
TIMEOUT = 180

# Injected into a copy of a sheet before --dump-dom: lists every card, page or block whose
# content is larger than its box, and the ids of the cards and actions it finds.
CHECK_STYLE = """
<style>
/* Measure with the printed width, not the screen preview's. */
body.reference .page { width: var(--content-width) !important; max-width: none !important;
                       padding: 0 !important; margin: 0 !important; }
</style>
"""
CHECK_SCRIPT = """
window.addEventListener('load', function () {
  var over = [];
  document.querySelectorAll('.card, .page, .block, table').forEach(function (el, i) {
    var tall = el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY !== 'visible';
    var wide = el.scrollWidth > el.clientWidth + 1;
    if (el.tagName === 'TABLE') {
      var page = el.closest('.page');
      wide = page && el.getBoundingClientRect().right > page.getBoundingClientRect().right + 1;
      tall = false;
    }
    if (tall || wide) over.push(el.id || (el.className + '#' + i));
  });
  var pre = document.createElement('pre');
  pre.id = 'cairn-overflow';
  pre.textContent = JSON.stringify(over);
  document.body.appendChild(pre);
  /* Each field of each card front: cut off by the card's edge, or too wide or tall for its own box;
     and the text of every field and rules block, for the glyph check. */
  var fields = [], seen = {};
  document.querySelectorAll('.card.front').forEach(function (card) {
    var box = card.getBoundingClientRect(), style = getComputedStyle(card);
    var bottom = box.bottom - parseFloat(style.paddingBottom) + 1;
    var right = box.right - parseFloat(style.paddingRight) + 1;
    card.querySelectorAll('[data-field]').forEach(function (el) {
      var key = card.dataset.card + '|' + el.dataset.field;
      if (seen[key]) return;
      seen[key] = true;
      var r = el.getBoundingClientRect(), problem = null;
      /* a badge placed in the card's corner may use its padding, not its edge */
      var corner = getComputedStyle(el).position === 'absolute';
      var b = corner ? box.bottom + 1 : bottom, rt = corner ? box.right + 1 : right;
      if (r.top >= b - 1) problem = 'clipped';
      else if (r.bottom > b || r.right > rt) problem = 'cut';
      else if (el.scrollWidth > el.clientWidth + 1) problem = 'wide';
      fields.push([card.dataset.card, el.dataset.field, problem, el.textContent]);
    });
  });
  document.querySelectorAll('.block, .page > header, h1, h2').forEach(function (el, i) {
    fields.push([null, el.id || (el.tagName.toLowerCase() + '#' + i), null, el.textContent]);
  });
  var out = document.createElement('pre');
  out.id = 'cairn-fields';
  out.textContent = JSON.stringify(fields);
  document.body.appendChild(out);
});
"""


class PrintError(Exception):
    """Chromium is missing or failed."""


def find_chromium() -> str | None:
    named = os.environ.get("CAIRN_CHROMIUM")
    if named:
        return named if Path(named).exists() or shutil.which(named) else None
    for name in BROWSERS:
        found = shutil.which(name)
        if found:
            return found
    return None


def running_as_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def chromium_flags() -> list[str]:
    """The command-line flags of every run: headless, offline, and sandboxed where possible.

    Chromium refuses to start its sandbox as root, so `--no-sandbox` is added only then (as in
    containers and CI images); the network being off and the sheet's policy forbidding script
    still hold. CAIRN_CHROMIUM_NO_SANDBOX=1 does the same for a machine whose kernel gives
    unprivileged users no sandbox (no user namespaces).
    """
    flags = [*FLAGS, *OFFLINE_FLAGS]
    if running_as_root() or os.environ.get(NO_SANDBOX) == "1":
        flags.append("--no-sandbox")
    return flags


def _run(args: list, what: str) -> subprocess.CompletedProcess:
    browser = find_chromium()
    if browser is None:
        raise PrintError("headless Chromium is not installed (on Debian: apt-get install -y chromium "
                         "fonts-dejavu-core), or set CAIRN_CHROMIUM to its path")
    with tempfile.TemporaryDirectory(prefix="cairn-chromium-") as profile:
        cmd = [browser, *chromium_flags(), f"--user-data-dir={profile}", *args]
        try:
            done = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT)
        except subprocess.TimeoutExpired as err:
            raise PrintError(f"Chromium took more than {TIMEOUT} s to {what}") from err
    if done.returncode != 0:
        hint = ""
        if "sandbox" in done.stderr.lower() and "--no-sandbox" not in cmd:
            hint = f" (this machine gives Chromium no sandbox: set {NO_SANDBOX}=1 to print without it)"
        raise PrintError(f"Chromium failed to {what} (exit {done.returncode}){hint}: "
                         f"{done.stderr.strip()[-400:]}")
    return done


def print_pdf(html: Path, pdf: Path) -> Path:
    """Print `html` to `pdf` with the sheet's own @page size and no header or footer."""
    pdf.parent.mkdir(parents=True, exist_ok=True)
    pdf.unlink(missing_ok=True)     # an old PDF, or a link someone left in its place: Chromium must not follow it
    _run(["--no-pdf-header-footer", f"--print-to-pdf={pdf.resolve()}", html.resolve().as_uri()],
         f"print {html.name}")
    if not pdf.exists() or pdf.stat().st_size == 0:
        raise PrintError(f"Chromium wrote no PDF for {html.name}")
    return pdf


def dump_dom(html: Path) -> str:
    """The document after its scripts ran (--dump-dom)."""
    return _run(["--virtual-time-budget=5000", "--dump-dom", html.resolve().as_uri()], f"load {html.name}").stdout


def _measured(html: Path) -> str:
    """The document of a copy of the sheet with the measuring script in, after the script ran: the script
    writes what it measured into the page, which is read back from the DOM (the sheet itself is not touched)."""
    text = html.read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory(prefix="cairn-check-") as tmp:
        probe = Path(tmp) / html.name
        probe.write_text(_with_check_script(text), encoding="utf-8")
        return dump_dom(probe)


def overflowing(html: Path) -> list[str]:
    """Ids of the cards, pages, blocks and tables of a sheet whose content does not fit their box."""
    dom = _measured(html)
    found = re.search(r'<pre id="cairn-overflow">(.*?)</pre>', dom, re.S)
    if not found:
        raise PrintError(f"the overflow check did not run in {html.name}")
    return json.loads(found.group(1).replace("&quot;", '"').replace("&amp;", "&").replace("&lt;", "<")
                      .replace("&gt;", ">"))


@dataclass
class PrintProblem:
    """Something that would not print right: a field of a card (or a block of a reference sheet) that
    overflows or is cut off, or characters no installed font can draw."""
    sheet: str          # the HTML file's name
    card: str | None    # deck/id, or None on a reference sheet
    field: str          # title, text, cost, a rule's label, data, …; or a block's id
    message: str


FIELD_PROBLEMS = {"clipped": "does not print: the card is full before it starts",
                  "cut": "runs past the card's edge and is cut off",
                  "wide": "is wider than its box and is cut off"}


def print_problems(html: Path) -> list[PrintProblem]:
    """Measure a sheet in the real browser: every card field that overflows or is cut off, and every
    character of its text that no installed font has a glyph for (it would print as an empty box)."""
    dom = _measured(html)
    found = re.search(r'<pre id="cairn-fields">(.*?)</pre>', dom, re.S)
    if not found:
        raise PrintError(f"the print check did not run in {html.name}")
    fields = json.loads(_unescape(found.group(1)))
    problems = []
    for card, name, problem, _text in fields:
        if problem:
            problems.append(PrintProblem(html.name, card, name, FIELD_PROBLEMS[problem]))
    coverage = glyph_coverage()
    if coverage is not None:
        for card, name, _problem, words in fields:
            missing = sorted({ch for ch in words if not ch.isspace() and ord(ch) > 0x7e and ord(ch) not in coverage
                              and not _invisible(ch)})
            if missing:
                shown = " ".join(f"{ch} (U+{ord(ch):04X})" for ch in missing[:6])
                problems.append(PrintProblem(html.name, card, name, f"has characters no installed font can draw, "
                                                                    f"which print as empty boxes: {shown}"))
    return problems


def _invisible(ch: str) -> bool:
    """Joiners and variation selectors are drawn with the character before them, never on their own."""
    return ch in "\u200b\u200c\u200d\u2060\ufeff" or 0xfe00 <= ord(ch) <= 0xfe0f or 0xe0100 <= ord(ch) <= 0xe01ef


_COVERAGE: set | None = None


def glyph_coverage() -> set | None:
    """The code points the installed fonts can draw (fontconfig's fonts, which Chromium falls back to),
    read with fontTools; None when fontTools or fontconfig is missing, and the glyph check is skipped."""
    global _COVERAGE
    if _COVERAGE is None:
        fc_list = shutil.which("fc-list")
        try:
            from fontTools.ttLib import TTCollection, TTFont
        except ImportError:
            return None
        if fc_list is None:
            return None
        done = subprocess.run([fc_list, "--format=%{file}\n"], capture_output=True, text=True, timeout=60)
        covered: set = set()
        for file in sorted(set(done.stdout.split())):
            try:
                fonts = TTCollection(file, lazy=True).fonts if file.lower().endswith(".ttc") else [TTFont(file, lazy=True)]
                for font in fonts:
                    covered.update(font.getBestCmap() or ())
            except Exception:       # a font fontTools cannot read (Type 1, bitmap) is left out
                continue
        _COVERAGE = covered
    return _COVERAGE


def _unescape(text: str) -> str:
    return text.replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def _with_check_script(text: str) -> str:
    """A copy of a sheet with the measuring script, which the sheet's policy allows by its hash
    alone: any other script (an icon's, had one slipped through) stays forbidden."""
    digest = base64.b64encode(hashlib.sha256(CHECK_SCRIPT.encode("utf-8")).digest()).decode("ascii")
    text = re.sub(r'(<meta http-equiv="Content-Security-Policy" content=")',
                  lambda m: f"{m.group(1)}script-src 'sha256-{digest}'; ", text, count=1)
    return text.replace("</body>", f"{CHECK_STYLE}<script>{CHECK_SCRIPT}</script>\n</body>", 1)


def page_count(pdf: Path) -> int:
    """Pages of a PDF: pdfinfo when installed, else the /Type /Page objects."""
    pdfinfo = shutil.which("pdfinfo")
    if pdfinfo:
        done = subprocess.run([pdfinfo, str(pdf)], capture_output=True, text=True, timeout=60)
        found = re.search(r"^Pages:\s+(\d+)", done.stdout, re.M)
        if found:
            return int(found.group(1))
    data = pdf.read_bytes()
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", data))


def page_size_mm(pdf: Path) -> tuple[float, float] | None:
    pdfinfo = shutil.which("pdfinfo")
    if not pdfinfo:
        return None
    done = subprocess.run([pdfinfo, str(pdf)], capture_output=True, text=True, timeout=60)
    found = re.search(r"^Page size:\s+([\d.]+) x ([\d.]+) pts", done.stdout, re.M)
    if not found:
        return None
    return float(found.group(1)) * 25.4 / 72, float(found.group(2)) * 25.4 / 72


def first_page_png(pdf: Path, png: Path, html: Path | None = None, dpi: int = 80) -> Path:
    """A picture of the first page, for a person to look at: pdftoppm, else a Chromium screenshot."""
    png.parent.mkdir(parents=True, exist_ok=True)
    png.unlink(missing_ok=True)     # as print_pdf: a link in its place is removed, not written through
    pdftoppm = shutil.which("pdftoppm")
    if pdftoppm:
        stem = png.with_suffix("")
        subprocess.run([pdftoppm, "-png", "-r", str(dpi), "-f", "1", "-l", "1", "-singlefile", str(pdf), str(stem)],
                       check=True, capture_output=True, timeout=120)
        return png
    if html is None:
        raise PrintError("pdftoppm is not installed (apt-get install -y poppler-utils)")
    _run([f"--screenshot={png.resolve()}", "--window-size=900,1270", html.resolve().as_uri()], "take a screenshot")
    return png


def print_sheets(folder: Path, out: Path, previews: bool = True) -> list[tuple[Path, int]]:
    """Print every HTML sheet in `folder` into `out`: [(pdf, pages)], with a PNG of each first page."""
    done = []
    for html in sorted(folder.glob("*.html")):
        pdf = print_pdf(html, out / (html.stem + ".pdf"))
        if previews:
            first_page_png(pdf, out / (html.stem + ".png"), html)
        done.append((pdf, page_count(pdf)))
    return done
