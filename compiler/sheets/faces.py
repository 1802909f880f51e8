"""Card faces: what a deck's `face:` in decks.yaml prints on each card, and the checks of card text.

A face names columns of the deck's cards: the `title`, the `cost`, the `points` (a badge in the
corner), the `text` (the rules text box), the `icons` (columns whose values print as icons), the
`show` list (the data columns printed, in order, zeros included) and an `art` image (a file in the
game folder; the path may use placeholders, such as art/{id}.svg). Without a face every plain
column prints except the bookkeeping ones (BOOKKEEPING, and `…_id` columns) and empty values
(0, no, none, ""): a Tempura does not say "Maki icons 0".

Card text may use the card's own data: "Worth {points} points" prints the card's points, so it
cannot go stale. At build, check_faces reports a face column the deck does not have (E650), an
art file that is missing, unsafe or not an image (E651), a placeholder the card has no column
for (E652), and a number in a card's text that contradicts the column it names, such as
"3 points" on a card whose points are 4 (W650).
"""
from __future__ import annotations

import base64
import re
from pathlib import Path

from ..frontend.diagnostics import Diagnostic, did_you_mean
from ..frontend.plain import Made, Plain
from .icons import read_icon

# Columns kept for the designer's books, never printed unless a face's `show:` asks for them.
BOOKKEEPING = {"authored", "source", "id", "copies"}
FACE_KEYS = ("title", "cost", "points", "text")
ART_TYPES = {".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg",
             ".webp": "image/webp"}
ART_MAGIC = {".png": (b"\x89PNG\r\n\x1a\n",), ".jpg": (b"\xff\xd8\xff",), ".jpeg": (b"\xff\xd8\xff",),
             ".webp": (b"RIFF",)}
MAX_ART_BYTES = 2_000_000
# `{points}` is a placeholder; `{{` and `}}` print a brace.
PLACEHOLDER = re.compile(r"\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)\}")
# "3 points", "1 point", "2 water": a number and the word after it.
NUMBER_AND_WORD = re.compile(r"(?<![\w.{-])(\d+)\s+([A-Za-z_]+)")


class Face(Plain):
    """What the cards of one deck print. Column names; None or empty when the deck does not say."""
    title: str = "name"
    cost: str | None = None
    points: str | None = None
    text: str = "text"
    icons: list = Made(list)
    show: list | None = None        # None: every plain column that is not bookkeeping or empty
    art: str | None = None          # a path in the game folder, with placeholders


def face_of(deck: dict | None) -> Face:
    spec = (deck or {}).get("face")
    if not isinstance(spec, dict):
        return Face()
    return Face(title=spec.get("title") or "name", cost=spec.get("cost"), points=spec.get("points"),
                text=spec.get("text") or "text", icons=list(spec.get("icons") or ()),
                show=list(spec["show"]) if isinstance(spec.get("show"), list) else None, art=spec.get("art"))


def is_bookkeeping(column: str) -> bool:
    return column in BOOKKEEPING or column.endswith(("_id", "_ids"))


def is_empty(value) -> bool:
    """A value a card does not print unless asked: 0, no, none, nothing."""
    if value is None or value is False or value == "none" or value == "":
        return True
    if isinstance(value, (int, float)) and not isinstance(value, bool) and value == 0:
        return True
    return isinstance(value, (list, dict)) and not value


def fill(text: str, row: dict, show=str) -> str:
    """`text` with each {column} replaced by the card's value (shown by `show`); an unknown one is kept."""
    def one(found):
        if found.group(0) in ("{{", "}}"):
            return found.group(0)[0]
        col = found.group(1)
        return show(col, row[col]) if col in row else found.group(0)
    return PLACEHOLDER.sub(one, text)


def placeholders(text: str) -> list[str]:
    return [m.group(1) for m in PLACEHOLDER.finditer(text) if m.group(1)]


def stale_numbers(text: str, row: dict) -> list[tuple[str, str, object]]:
    """[(words as written, column, the card's value)] for each "N word" whose word names a number
    column of the card (points, point) with another value. Placeholders are not read."""
    plain = PLACEHOLDER.sub(" ", text)
    out = []
    for found in NUMBER_AND_WORD.finditer(plain):
        number, word = int(found.group(1)), found.group(2).lower()
        for col in (word, word + "s", word.removesuffix("s")):
            value = row.get(col)
            if isinstance(value, int) and not isinstance(value, bool):
                if value != number:
                    out.append((found.group(0), col, value))
                break
    return out


# ---------------------------------------------------------------------------------------- art
def art_path(face: Face, row: dict) -> str | None:
    return fill(face.art, row, lambda _col, value: str(value)) if face.art else None


def art_problem(rel: str, folder: Path) -> str | None:
    """Why an art path is unsafe or unusable, or None: relative, inside the folder, no link, an image.
    (The build also checks its parts are plain names, as an icon's: compiler/driver/build.py.)"""
    if rel.startswith(("/", "\\")) or re.match(r"[A-Za-z]:", rel):
        return "it is an absolute path"
    if any(part in ("", ".", "..") for part in rel.split("/")):
        return "it has an empty, '.' or '..' part"
    suffix = Path(rel).suffix.lower()
    if suffix not in ART_TYPES:
        return f"it is not an image Cairn prints ({', '.join(sorted(ART_TYPES))})"
    path = folder
    for part in rel.split("/"):
        path = path / part
        if path.is_symlink():
            return "it is a link (art is read from plain files in the game folder)"
    try:
        path.resolve().relative_to(folder.resolve())
    except (ValueError, OSError, RuntimeError):
        return "it leads outside the game folder"
    if not path.is_file():
        return "there is no such file"
    if path.stat().st_size > MAX_ART_BYTES:
        return f"it is too large ({path.stat().st_size:,} bytes; art is at most {MAX_ART_BYTES:,})"
    return None


def art_uri(rel: str, folder: Path) -> tuple[str | None, str | None]:
    """(a data: URI of the art, None) or (None, why it cannot print). SVG art is checked as icons are."""
    problem = art_problem(rel, folder)
    if problem:
        return None, problem
    suffix = Path(rel).suffix.lower()
    data = (folder / rel).read_bytes()
    if suffix == ".svg":
        icon, found = read_icon("art", rel, folder, None)
        if icon is None:
            return None, found[0].message if found else "it cannot be read"
        data = icon.svg.encode("utf-8")     # the checked SVG, as compiler/sheets/render.py's icon_src
    elif not data.startswith(ART_MAGIC[suffix]):
        return None, f"it is not a {suffix[1:].upper()} image"
    return f"data:{ART_TYPES[suffix]};base64," + base64.b64encode(data).decode("ascii"), None


# ---------------------------------------------------------------------------------------- checks
def check_faces(model, decks_doc, folder: Path, path_problem=None) -> list[Diagnostic]:
    """E650-E652 and W650 for every deck (see the module's docstring); `path_problem(rel, folder)` is the
    driver's check that a path is made of plain names, as an icon's is."""
    diags = []
    deck_nodes = _get(decks_doc, "decks")
    for table in model.tables.values():
        if table.deck is None:
            continue
        node = _get(deck_nodes, table.name)
        columns = {c for row in table.rows for c in row}
        face_node = _get(node, "face")
        face = face_of(table.deck)
        if face_node is not None:
            diags += _check_columns(table.name, face, face_node, columns)
            if face.art:
                diags += _check_art(table, face, face_node, folder, path_problem)
        text_cols = {face.text} | {c for c, k in (table.deck.get("fields") or {}).items() if k == "text"}
        for row in table.rows:
            for col in sorted(text_cols):
                if isinstance(row.get(col), str):
                    span = _cell_span(table, row, col)
                    diags += _check_text(table.name, row, col, span)
    return diags


def _check_columns(deck: str, face: Face, node, columns: set) -> list:
    diags = []
    named = [(key, getattr(face, key), _get(node, key)) for key in FACE_KEYS if _get(node, key) is not None]
    for key in ("icons", "show"):
        items = _get(node, key)
        for item in (items.value if items is not None and isinstance(items.value, list) else ()):
            named.append((key, item.value, item))
    for key, col, where in named:
        if col not in columns:
            diags.append(Diagnostic(
                "E650", f"the face of deck '{deck}' prints column '{col}' as its {key}, but no card has it",
                where.span, help=did_you_mean(col, sorted(columns)) or f"the columns are {', '.join(sorted(columns))}"))
    return diags


def _check_art(table, face: Face, node, folder: Path, path_problem) -> list:
    where = _get(node, "art")
    unknown = [p for p in placeholders(face.art) if not any(p in row for row in table.rows)]
    if unknown:
        return [Diagnostic("E652", f"the art of deck '{table.name}' names '{{{unknown[0]}}}', which no card has",
                           where.span, help=did_you_mean(unknown[0], sorted({c for r in table.rows for c in r})))]
    seen = {}
    for row in table.rows:
        rel = art_path(face, row)
        if rel not in seen:
            seen[rel] = (path_problem and path_problem(rel, folder)) or art_uri(rel, folder)[1]
        if seen[rel]:
            return [Diagnostic("E651", f"the art of card '{row['id']}' ({rel}) cannot be printed: {seen[rel]}",
                               where.span, help="art is an image file in the game's folder (SVG, PNG, JPEG or "
                                                "WebP), such as art/{id}.svg")]
    return []


def _check_text(deck: str, row: dict, col: str, span) -> list:
    diags = []
    text = row[col]
    for name in placeholders(text):
        if name not in row:
            hint = did_you_mean(name, sorted(row))
            diags.append(Diagnostic(
                "E652", f"the {col} of card '{row['id']}' in deck '{deck}' names '{{{name}}}', which the card "
                        f"has no column for", span,
                help=(hint + " " if hint else "") + "a placeholder prints one of the card's own columns, such as "
                     "{points}; write {{ for a brace"))
    for said, column, value in stale_numbers(text, row):
        diags.append(Diagnostic(
            "W650", f"the {col} of card '{row['id']}' in deck '{deck}' says \"{said}\", but its {column} is {value}",
            span, help=f"write {{{column}}} in the text to print the card's {column}", severity="warning"))
    return diags


def _get(node, key):
    if node is None or not isinstance(node.value, dict):
        return None
    return node.value.get(key)


def _cell_span(table, row: dict, col: str):
    card = table.card_nodes.get(row.get("id"))
    cell = _get(card, col)
    return cell.span if cell is not None else (card.span if card is not None else table.span)
