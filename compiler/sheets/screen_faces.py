"""The printed card faces on a screen: each card front of a game's card sheet as an SVG image of its own.

The playtest table (`cairn serve`) shows the cards a seat holds as the card sheet prints them. It takes the
fronts from the sheet `cairn build` wrote (cards-a4.html, already escaped by the sheets' templates) and puts
each, with the sheet's styles, in an SVG's <foreignObject>. A browser shows an SVG in an <img> as a picture:
it runs no script and fetches nothing, and nothing in it reaches the page it is shown on.

The sheet is read again rather than trusted: only the elements and attributes a card front is made of are
kept (a <script> or an event attribute could not come from the templates, and would be dropped if it did),
images only as data: URIs, and every text and attribute is escaped again for XML.
"""
from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import NamedTuple
from xml.sax.saxutils import escape, quoteattr

ELEMENTS = {"div", "h3", "p", "b", "em", "span", "img", "dl", "dt", "dd"}
ATTRIBUTES = {"class", "style", "src", "alt", "data-field"}
VOID = {"img"}
CARD_SIZE = re.compile(r"grid-template-columns:\s*repeat\(\d+,\s*([\d.]+)mm\);\s*grid-template-rows:\s*repeat\(\d+,\s*([\d.]+)mm\)")
PX_PER_MM = 96 / 25.4
# the sheet sets its type on <body>, which a card alone does not have
FONT = "font-family: 'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif; color: #1d1d1b;"


class ScreenFace(NamedTuple):
    """A card's printed front as an SVG document, and its printed size in CSS pixels."""
    svg: str
    width: int
    height: int


class FrontsReader(HTMLParser):
    """Collects {deck/id: (XHTML of the card's first front, width mm, height mm)} and the sheet's styles."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.fronts: dict[str, tuple[str, float, float]] = {}
        self.styles: list[str] = []
        self.size = (63.0, 88.0)
        self.key: str | None = None     # the card being read
        self.depth = 0
        self.parts: list[str] = []
        self.in_style = False

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "style":
            self.in_style = True
        if tag == "div" and "grid" in (attributes.get("class") or "").split():
            found = CARD_SIZE.search(attributes.get("style") or "")
            if found:
                self.size = (float(found.group(1)), float(found.group(2)))
        if self.key is None:
            key = attributes.get("data-card")
            if tag != "div" or not key or key in self.fronts or "front" not in (attributes.get("class") or "").split():
                return
            self.key, self.depth, self.parts = key, 0, []
        if tag not in ELEMENTS:
            self.depth += tag not in VOID
            self.parts.append("<span>")         # keeps the nesting; the element itself is not shown
            if tag in VOID:
                self.parts.append("</span>")
            return
        kept = [(name, value or "") for name, value in attrs if name in ATTRIBUTES]
        kept = [(n, v) for n, v in kept if n != "src" or v.startswith("data:image/")]
        shown = "".join(f" {name}={quoteattr(value)}" for name, value in kept)
        if tag in VOID:
            self.parts.append(f"<{tag}{shown}/>")
            return
        self.depth += 1
        self.parts.append(f"<{tag}{shown}>")

    def handle_endtag(self, tag):
        if tag == "style":
            self.in_style = False
        if self.key is None or tag in VOID:
            return
        self.parts.append(f"</{tag}>" if tag in ELEMENTS else "</span>")
        self.depth -= 1
        if self.depth == 0:
            self.fronts[self.key] = ("".join(self.parts), *self.size)
            self.key = None

    def handle_data(self, data):
        if self.in_style:
            self.styles.append(data)
        elif self.key is not None:
            self.parts.append(escape(data))


def card_fronts(sheet_html: str) -> dict[str, ScreenFace]:
    """{deck/id: the card's front at its printed size}, from a card sheet's HTML."""
    reader = FrontsReader()
    reader.feed(sheet_html)
    reader.close()
    # the card fills the picture (a flex box: the card's place in the sheet's grid means nothing here)
    styles = "".join(reader.styles).replace("]]>", "") + ".screen-card > .card { flex: 1 1 auto; }"
    out = {}
    for key, (front, width, height) in reader.fronts.items():
        w, h = round(width * PX_PER_MM), round(height * PX_PER_MM)
        svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
                    f'<foreignObject x="0" y="0" width="{w}" height="{h}">'
                    f'<div xmlns="http://www.w3.org/1999/xhtml" class="screen-card" '
                    f'style="display: flex; width: {w}px; height: {h}px; {FONT}">'
                    f"<style><![CDATA[{styles}]]></style>{front}</div></foreignObject></svg>")
        if well_formed(svg):        # else the page shows the card as text, as for a card the sheet lacks
            out[key] = ScreenFace(svg, w, h)
    return out


def well_formed(svg: str) -> bool:
    """Is `svg` a well-formed XML document? (A browser shows nothing of an image that is not.)"""
    from xml.etree import ElementTree
    try:
        ElementTree.fromstring(svg)
    except ElementTree.ParseError:
        return False
    return True
