"""The game's icons: SVG files named in `icons:` of game.yaml, checked and made safe to inline.

An icon is inlined into the printed sheets, so it must not carry anything a browser would
run or fetch: scripts, event handlers (`on…` attributes), foreign objects, animations
(which can rewrite links), links or `url(...)` pointing outside the icon, DOCTYPEs and
entities. Such an icon is an error (E612) at its entry in `icons:`. A good icon is
re-serialised from its parsed tree: editor metadata in other XML namespaces is dropped and
its ids are prefixed with the icon's name so that two icons cannot clash on one page.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from .diagnostics import Diagnostic, Span

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
ET.register_namespace("", SVG_NS)
ET.register_namespace("xlink", XLINK_NS)

MAX_BYTES = 64_000
BANNED_ELEMENTS = {"script", "foreignobject", "iframe", "object", "embed", "handler", "listener",
                   "animate", "set", "animatemotion", "animatetransform", "discard", "audio", "video",
                   "image", "a"}
_URL = re.compile(r"url\(\s*['\"]?([^)'\"]*)")
_BAD_CSS = re.compile(r"@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding", re.IGNORECASE)


@dataclass
class Icon:
    name: str
    path: str        # as written in game.yaml, relative to the game folder
    svg: str         # the checked SVG, re-serialised: <svg …>…</svg>
    view_box: str
    inner: str       # the SVG's children, for a <symbol>


def _local(tag: str) -> tuple[str, str]:
    if tag.startswith("{"):
        ns, _, name = tag[1:].partition("}")
        return ns, name
    return "", tag


def problems(root: ET.Element) -> list[str]:
    """What makes an SVG unsafe to inline; empty when it is fine."""
    found = []
    if _local(root.tag) != (SVG_NS, "svg"):
        found.append(f"the root element is <{_local(root.tag)[1]}>, not an SVG <svg> element")
    for el in root.iter():
        ns, tag = _local(el.tag)
        if ns in (SVG_NS, "") and tag.lower() in BANNED_ELEMENTS:
            found.append(f"it contains a <{tag}> element")
        for key, value in el.attrib.items():
            _, attr = _local(key)
            if attr.lower().startswith("on"):
                found.append(f"<{tag}> has an event handler attribute '{attr}'")
            elif attr == "href" and not value.strip().startswith("#"):
                found.append(f"<{tag}> links outside the icon (href=\"{value[:40]}\")")
            elif attr == "style" and _unsafe_css(value):
                found.append(f"<{tag}> has unsafe CSS in its style attribute")
            elif any(not u.strip().startswith("#") for u in _URL.findall(value)):
                found.append(f"<{tag}> refers to an outside resource in '{attr}'")
        if tag == "style" and _unsafe_css(el.text or ""):
            found.append("a <style> element has unsafe CSS")
    return found


def _unsafe_css(css: str) -> bool:
    return bool(_BAD_CSS.search(css)) or any(not u.strip().startswith("#") for u in _URL.findall(css))


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
            elif "url(" in value:
                el.attrib[key] = re.sub(r"url\(\s*#([^)\s]+)\s*\)",
                                        lambda m: f"url(#{prefix}{m.group(1)})" if m.group(1) in ids else m.group(0),
                                        value)


def _clean(root: ET.Element) -> None:
    """Drop elements and attributes of other namespaces (editor metadata) and comments."""
    for parent in list(root.iter()):
        for child in list(parent):
            ns, tag = _local(child.tag) if isinstance(child.tag, str) else ("?", "")
            if ns not in (SVG_NS, "") or tag in ("metadata",):
                parent.remove(child)
        for key in list(parent.attrib):
            ns, _ = _local(key)
            if ns not in ("", SVG_NS, XLINK_NS):
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
    found = problems(root)
    if found:
        return None, [Diagnostic("E612", f"{where} is unsafe to print: {found[0]}", span,
                                 help="icons may hold shapes and styles only: no scripts, event handlers, "
                                      "links or outside resources")]
    _clean(root)
    _prefix_ids(root, f"{name}-")
    view_box = root.attrib.get("viewBox")
    if view_box is None:
        width, height = root.attrib.get("width", "24"), root.attrib.get("height", "24")
        view_box = f"0 0 {re.sub('[^0-9.]', '', width) or 24} {re.sub('[^0-9.]', '', height) or 24}"
    root.attrib.pop("width", None)
    root.attrib.pop("height", None)
    root.attrib["viewBox"] = view_box
    svg = ET.tostring(root, encoding="unicode")
    # A <symbol> keeps only the children: the root's paint attributes move to a <g> around them.
    group = ET.Element(f"{{{SVG_NS}}}g", {k: v for k, v in root.attrib.items()
                                          if k not in ("viewBox", "id", "version", "class", "x", "y")})
    group.extend(list(root))
    inner = ET.tostring(group, encoding="unicode")
    inner = inner.replace(f' xmlns="{SVG_NS}"', "").replace(f' xmlns:xlink="{XLINK_NS}"', "")
    return Icon(name, rel, svg + "\n", view_box, inner), []
