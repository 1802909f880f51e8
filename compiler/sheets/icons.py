"""The game's icons: SVG files named in `icons:` of game.yaml, checked against an allow-list.

A sheet shows each icon as an image (`<img src="data:image/svg+xml;base64,…">`, see
compiler/sheets/render.py), and a browser runs no script and fetches nothing for an SVG image. The
allow-list below is the second wall, and it is what the Markdown's `icons/<name>.svg` copies
rely on: an icon may hold only the shape elements of ALLOWED_ELEMENTS with the attributes of
ALLOWED_ATTRIBUTES; a `style` attribute only with declarations of those presentation
properties; CSS values only with the functions of CSS_FUNCTIONS (`url(#id)` pointing inside
the icon); no backslash (CSS escapes), `@` or comment in any attribute; `href` only `#id`.
Anything else is an error (E612) at the icon's entry in `icons:`, naming what was refused.
Allowing what is known, rather than refusing what is known bad, is what keeps `URL(…)`,
`\\75rl(…)`, `image-set(…)` and HTML elements such as `<img>` or `<meta>` out.

Editor metadata (elements and attributes in other XML namespaces, `<metadata>`, comments and
processing instructions) is dropped, and a good icon is re-serialised from its parsed tree,
so what is written is exactly what was checked. Its ids are prefixed with the icon's name.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from ..frontend.diagnostics import Diagnostic, Span
from ..frontend.plain import Plain

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
XML_NS = "http://www.w3.org/XML/1998/namespace"
ET.register_namespace("", SVG_NS)
ET.register_namespace("xlink", XLINK_NS)

MAX_BYTES = 64_000
# An icon is an image, so currentColor cannot come from the page: it is the sheets' accent
# colour (--accent in compiler/sheets/templates/sheet.css) unless the icon sets `color` itself.
ICON_COLOUR = "#3d5a45"

# Lower-cased SVG element names (SVG spells some in camelCase: linearGradient, clipPath).
ALLOWED_ELEMENTS = frozenset({
    "svg", "g", "path", "circle", "ellipse", "rect", "line", "polyline", "polygon", "text", "tspan",
    "title", "desc", "defs", "symbol", "use", "lineargradient", "radialgradient", "stop", "clippath",
    "mask", "pattern"})
# Presentation properties: allowed as attributes and as declarations of a `style` attribute.
PRESENTATION = frozenset({
    "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin",
    "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "stroke-opacity", "opacity", "color",
    "display", "visibility", "overflow", "clip-path", "clip-rule", "mask", "stop-color", "stop-opacity",
    "font-family", "font-size", "font-weight", "font-style", "font-variant", "font-stretch",
    "text-anchor", "dominant-baseline", "alignment-baseline", "baseline-shift", "letter-spacing",
    "word-spacing", "text-decoration", "writing-mode", "direction", "vector-effect", "shape-rendering",
    "text-rendering", "paint-order", "color-interpolation", "transform-origin", "mix-blend-mode",
    "isolation"})
# Geometry and structure, lower-cased (viewBox, gradientUnits, …); `style` and `href` are
# checked on their own below.
ALLOWED_ATTRIBUTES = PRESENTATION | frozenset({
    "id", "class", "style", "href", "version", "baseprofile", "x", "y", "width", "height", "viewbox",
    "preserveaspectratio", "transform", "d", "pathlength", "cx", "cy", "r", "rx", "ry", "x1", "y1", "x2",
    "y2", "points", "dx", "dy", "rotate", "textlength", "lengthadjust", "fx", "fy", "fr", "offset",
    "gradientunits", "gradienttransform", "spreadmethod", "patternunits", "patterncontentunits",
    "patterntransform", "clippathunits", "maskunits", "maskcontentunits", "role", "focusable",
    "aria-hidden", "aria-label"})
# The CSS functions a value may call: colours, transforms, arithmetic, and url(#id) inside the
# icon. Any other function (url() elsewhere, image-set(), src(), expression(), …) is refused.
CSS_FUNCTIONS = frozenset({
    "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "translate", "translatex",
    "translatey", "rotate", "scale", "scalex", "scaley", "matrix", "skewx", "skewy", "calc", "min",
    "max", "clamp", "url"})
_FUNCTION = re.compile(r"([A-Za-z_-][\w-]*)\s*\(")
_LOCAL_URL = re.compile(r"""url\(\s*(['"]?)#[\w.:-]+\1\s*\)""", re.IGNORECASE)
_LOCAL_HREF = re.compile(r"#[\w.:-]+")


class Icon(Plain):
    name: str
    path: str        # as written in game.yaml, relative to the game folder
    svg: str         # the checked SVG, re-serialised: <svg …>…</svg>
    view_box: str


def _local(tag: str) -> tuple[str, str]:
    if tag.startswith("{"):
        ns, _, name = tag[1:].partition("}")
        return ns, name
    return "", tag


def _css_value_problem(value: str) -> str | None:
    """Why a CSS value (an attribute's or a style declaration's) could reach outside; None if it cannot."""
    if "\\" in value:
        return "a backslash (CSS escape)"
    if "@" in value:
        return "an '@'"
    if "/*" in value:
        return "a CSS comment"
    for found in _FUNCTION.finditer(value):
        name = found.group(1).lower()
        if name not in CSS_FUNCTIONS:
            return f"the CSS function '{found.group(1)}(…)'"
    outside = _LOCAL_URL.sub("", value)
    if re.search(r"url\s*\(", outside, re.IGNORECASE):
        return "a url(…) that does not point inside the icon (only url(#id) may)"
    return None


def _style_problem(css: str) -> str | None:
    """A `style` attribute: presentation declarations only, each value as safe as an attribute's."""
    problem = _css_value_problem(css)
    if problem:
        return problem
    for declaration in css.split(";"):
        if not declaration.strip():
            continue
        prop, colon, value = declaration.partition(":")
        prop = prop.strip().lower()
        if not colon or prop not in PRESENTATION:
            return f"the style property '{prop[:40]}'" if colon else f"the style text '{declaration.strip()[:40]}'"
    return None


def _attribute_problem(tag: str, key: str, value: str) -> str | None:
    ns, attr = _local(key)
    if ns == XLINK_NS and attr != "href" or ns == XML_NS and attr not in ("space", "lang"):
        return f"<{tag}> has the attribute '{attr}', which icons may not use"
    if ns == "" and attr.lower() not in ALLOWED_ATTRIBUTES:
        return f"<{tag}> has the attribute '{attr}', which icons may not use"
    if attr == "href":
        if not _LOCAL_HREF.fullmatch(value.strip()):
            return f"<{tag}> links outside the icon (href=\"{value[:40]}\"); only href=\"#id\" may"
        return None
    if attr == "aria-label":       # words for a screen reader, never read as CSS
        return None
    problem = _style_problem(value) if attr == "style" else _css_value_problem(value)
    if problem:
        return f"<{tag}> has {problem} in '{attr}'"
    return None


def problems(root: ET.Element) -> list[str]:
    """What in a cleaned SVG is not on the allow-list; empty when the icon is fine."""
    found = []
    if _local(root.tag) != (SVG_NS, "svg"):
        found.append(f"the root element is <{_local(root.tag)[1]}>, not an SVG <svg> element")
        return found
    for el in root.iter():
        ns, tag = _local(el.tag)
        if ns != SVG_NS:
            found.append(f"it contains the element <{tag}> outside the SVG namespace")
        elif tag.lower() not in ALLOWED_ELEMENTS:
            found.append(f"it contains the element <{tag}>, which icons may not use")
        for key, value in el.attrib.items():
            problem = _attribute_problem(tag, key, value)
            if problem:
                found.append(problem)
    return found


def _prefix_ids(root: ET.Element, prefix: str) -> None:
    ids = {el.attrib["id"] for el in root.iter() if "id" in el.attrib}
    if not ids:
        return
    for el in root.iter():
        for key, value in list(el.attrib.items()):
            if key == "id":
                el.attrib[key] = prefix + value
            elif _local(key)[1] == "href" and value.startswith("#") and value[1:] in ids:
                el.attrib[key] = "#" + prefix + value[1:]
            elif "url(" in value.lower():
                el.attrib[key] = _LOCAL_URL.sub(lambda m: _prefixed_url(m.group(0), prefix, ids), value)


def _prefixed_url(url: str, prefix: str, ids: set) -> str:
    target = re.search(r"#([\w.:-]+)", url).group(1)
    return f"url(#{prefix}{target})" if target in ids else url


def _clean(root: ET.Element) -> None:
    """Drop editor metadata: elements and attributes of other namespaces, and <metadata>."""
    for parent in list(root.iter()):
        for child in list(parent):
            ns, tag = _local(child.tag) if isinstance(child.tag, str) else ("?", "")
            if ns not in (SVG_NS, "") or (ns, tag) == (SVG_NS, "metadata"):
                parent.remove(child)
        for key in list(parent.attrib):
            ns, _ = _local(key)
            if ns not in ("", XLINK_NS, XML_NS):
                del parent.attrib[key]


def read_icon(name: str, rel: str, folder: Path, span: Span) -> tuple[Icon | None, list[Diagnostic]]:
    path = folder / rel
    where = f"icon '{name}' ({rel})"
    try:
        data = path.read_bytes()
    except OSError as err:
        return None, [Diagnostic("E610", f"cannot read {where}: {err.strerror or type(err).__name__}", span,
                                 help="the path is relative to the game's folder, such as icons/energy.svg")]
    if len(data) > MAX_BYTES:
        return None, [Diagnostic("E611", f"{where} is too large ({len(data):,} bytes; icons are at most "
                                         f"{MAX_BYTES:,})", span)]
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return None, [Diagnostic("E611", f"{where} is not UTF-8 text", span)]
    if re.search(r"<!DOCTYPE|<!ENTITY", text, re.IGNORECASE):
        return None, [Diagnostic("E612", f"{where} is unsafe to print: it has a DOCTYPE or entities", span,
                                 help="save the icon as plain SVG without a DOCTYPE")]
    try:
        root = ET.fromstring(text)
    except ET.ParseError as err:
        return None, [Diagnostic("E611", f"{where} is not well-formed SVG: {err}", span)]
    # Clean first, then check: what is checked is exactly what is written.
    _clean(root)
    found = problems(root)
    if found:
        return None, [Diagnostic("E612", f"{where} is unsafe to print: {found[0]}", span,
                                 help="icons may hold shapes (svg, g, path, circle, rect, text, gradients, "
                                      "…) with presentation attributes only: no scripts, style sheets, "
                                      "handlers, links or outside resources")]
    _prefix_ids(root, f"{name}-")
    view_box = root.attrib.get("viewBox")
    if view_box is None:
        width, height = root.attrib.get("width", "24"), root.attrib.get("height", "24")
        view_box = f"0 0 {re.sub('[^0-9.]', '', width) or 24} {re.sub('[^0-9.]', '', height) or 24}"
    root.attrib.pop("width", None)
    root.attrib.pop("height", None)
    root.attrib["viewBox"] = view_box
    root.attrib.setdefault("color", ICON_COLOUR)
    return Icon(name, rel, ET.tostring(root, encoding="unicode") + "\n", view_box), []
