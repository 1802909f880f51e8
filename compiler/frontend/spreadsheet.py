"""A deck's cards from a spreadsheet: `rows: cards.csv` read into the same positioned nodes as YAML rows.

Designers keep card lists in spreadsheets, so a deck of decks.yaml may name a CSV file (UTF-8, saved from any
spreadsheet) instead of listing `cards:`. The file becomes the deck's `cards` before the schema sees it, so a
row is checked exactly as a YAML row is, and every problem names its cell: `cards.csv:14:3` is row 14,
column 3 (C), as the spreadsheet shows it. In a .csv file a span's column is always a spreadsheet column.

How a cell reads (docs/language.md, "Decks from spreadsheets"):
- The first row names the columns. `cost.white` is the `white` entry of the card's `cost` numbers.
- An empty cell leaves the column out of that card.
- Text columns (id, name, text, flavour, back, and every column `fields:` gives rules: condition, effect,
  cost, text, value) are text exactly as written.
- A column of trails (`fields: {trails: {type: trails, ...}}`) holds one trail per line of its cell.
- Any other cell is a whole number (`12`, `-2`), true or false (in any case: spreadsheets write TRUE), `null`,
  or else text; a cell beginning with an apostrophe is the text after it (`'12` is the text "12"), as
  spreadsheets mark a number kept as text.
"""
from __future__ import annotations

import csv
import io
import re
from pathlib import Path
from typing import Callable

from .diagnostics import Diagnostic, Span
from .load import MAX_BYTES, Node, to_plain
from .origin import CELL_STYLE

TEXT_COLUMNS = frozenset({"id", "name", "text", "flavour", "back"})
RULE_KINDS = frozenset({"condition", "effect", "cost", "text", "value"})
WHOLE_NUMBER = re.compile(r"-?(0|[1-9][0-9]*)\Z")

PathProblem = Callable[[str, Path], "str | None"]


def column_letters(number: int) -> str:
    """A spreadsheet's name of column `number` (1 → A, 27 → AA)."""
    letters = ""
    while number:
        number, rest = divmod(number - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def expand_deck_rows(decks: Node, folder: Path, shown_folder: str, path_problem: PathProblem) -> list[Diagnostic]:
    """Replace every deck's `rows: FILE.csv` in the loaded decks.yaml by the `cards` the file holds."""
    top = decks.value if isinstance(decks.value, dict) else {}
    listed = top.get("decks")
    if listed is None or not isinstance(listed.value, dict):
        return []
    diags: list[Diagnostic] = []
    for deck in listed.value.values():
        if isinstance(deck.value, dict) and "rows" in deck.value:
            diags += _expand_one(deck, folder, shown_folder, path_problem)
    return diags


def _expand_one(deck: Node, folder: Path, shown_folder: str, path_problem: PathProblem) -> list[Diagnostic]:
    rows = deck.value["rows"]
    if "cards" in deck.value:
        return [Diagnostic("E012", "a deck lists its `cards` and also names a spreadsheet in `rows`", rows.span,
                           help="keep one: the cards in decks.yaml, or `rows: FILE.csv`")]
    rel = rows.value
    if not isinstance(rel, str) or not rel.lower().endswith(".csv"):
        return [Diagnostic("E012", f"`rows` names a spreadsheet saved as CSV, not {rel!r}", rows.span,
                           help="save the sheet as CSV (UTF-8) in the game's folder and write rows: cards.csv")]
    problem = path_problem(rel, folder)
    if problem:
        return [Diagnostic("E009", f"the spreadsheet {rel!r} is not plain: {problem}", rows.span,
                           help="a deck's spreadsheet is a CSV file in the game's folder, such as cards.csv")]
    text, diags = _read(folder / rel, f"{shown_folder}/{rel}", rows.span)
    if text is None:
        return diags
    cards, diags = read_cards(text, f"{shown_folder}/{rel}", _column_kinds(deck))
    if cards is None:
        return diags
    cards.span = rows.span
    # `cards` takes the place of `rows`, so the deck's keys stay in the order written
    deck.value = {("cards" if key == "rows" else key): (cards if key == "rows" else node)
                  for key, node in deck.value.items()}
    if deck.key_spans is not None:
        deck.key_spans = {("cards" if key == "rows" else key): span for key, span in deck.key_spans.items()}
    return diags


def _read(path: Path, shown: str, named_at: Span) -> tuple[str | None, list[Diagnostic]]:
    if not path.is_file():      # a pipe or a device would hang the read
        return None, [Diagnostic("E007", f"the spreadsheet {shown} is not a file in the game's folder", named_at,
                                 help="save the deck's sheet as CSV beside decks.yaml")]
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            return None, [Diagnostic("E005", f"the spreadsheet {shown} is too large ({size:,} bytes; at most "
                                             f"{MAX_BYTES:,})", named_at)]
        data = path.read_bytes()
    except OSError as exc:
        return None, [Diagnostic("E007", f"cannot read the spreadsheet {shown}: {exc.strerror or 'unreadable'}",
                                 named_at, help="save the deck's sheet as CSV beside decks.yaml")]
    try:
        return data.decode("utf-8-sig"), []
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        return None, [Diagnostic("E006", "the spreadsheet is not UTF-8 text", Span(shown, line, 1),
                                 help="save it again as CSV with the UTF-8 encoding")]


def _column_kinds(deck: Node) -> dict[str, str]:
    """What each column given rules by the deck's `fields:` holds: a rules kind, 'trails' or 'map'."""
    fields = deck.value.get("fields")
    kinds: dict[str, str] = {}
    if fields is not None and isinstance(fields.value, dict):
        for name, node in fields.value.items():
            if isinstance(node.value, str):
                kinds[name] = node.value
            elif isinstance(node.value, dict) and "type" in node.value:
                kinds[name] = str(node.value["type"].value)
    return kinds


def read_cards(text: str, file: str, kinds: dict[str, str]) -> tuple[Node | None, list[Diagnostic]]:
    """The rows of a CSV text as a list of card nodes; every span names a cell (line, spreadsheet column)."""
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    records: list[tuple[int, list[str]]] = []
    start = 1
    try:
        for record in reader:
            records.append((start, record))
            start = reader.line_num + 1
    except csv.Error as exc:
        return None, [Diagnostic("E012", f"the spreadsheet cannot be read as CSV: {exc}", Span(file, start, 1),
                                 help="save the sheet again as CSV (comma-separated, UTF-8)")]
    records = [(line, record) for line, record in records if any(cell.strip() for cell in record)]
    if not records:
        return None, [Diagnostic("E012", "the spreadsheet is empty: its first row names the columns, such as "
                                         "id,name,points", Span(file, 1, 1))]
    header_line, header = records[0]
    columns, diags = _columns(header, header_line, file)
    if diags:
        return None, diags
    cards = []
    for line, record in records[1:]:
        card, found = _card(record, line, file, columns, kinds)
        diags += found
        cards.append(card)
    if not cards and not diags:
        diags.append(Diagnostic("E012", "the spreadsheet names its columns but holds no card", Span(file, header_line, 1),
                                help="a row under the first row is one card"))
    return Node(cards, Span(file, header_line, 1)), diags


def _columns(header: list[str], line: int, file: str) -> tuple[list[tuple[str, str | None]], list[Diagnostic]]:
    """Each header cell as (column, entry): `cost.white` is ('cost', 'white'), `points` ('points', None)."""
    columns, seen, diags = [], {}, []
    for number, cell in enumerate(header, 1):
        name = cell.strip()
        at = Span(file, line, number, line, number + 1)
        where = f"column {column_letters(number)}"
        if not name:
            diags.append(Diagnostic("E012", f"{where} has no name in the first row", at,
                                    help="the first row names every column, such as id,name,points"))
            continue
        if name in seen:
            diags.append(Diagnostic("E012", f"column '{name}' is named twice (columns {column_letters(seen[name])} "
                                            f"and {column_letters(number)})", at, help="rename or remove one of them"))
            continue
        seen[name] = number
        column, _, entry = name.partition(".")
        columns.append((column, entry or None))
    return columns, diags


def _card(record: list[str], line: int, file: str, columns, kinds) -> tuple[Node, list[Diagnostic]]:
    diags = []
    if len(record) > len(columns) and any(cell.strip() for cell in record[len(columns):]):
        number = len(columns) + 1
        diags.append(Diagnostic("E012", f"row {line} has a value in column {column_letters(number)}, which the "
                                        "first row does not name", Span(file, line, number, line, number + 1),
                                help="name the column in the first row, or empty the cell"))
    values: dict[str, Node] = {}
    key_spans: dict[str, Span] = {}
    for number, ((column, entry), cell) in enumerate(zip(columns, record), 1):
        if cell == "":
            continue
        at = Span(file, line, number, line, number + 1)
        node = Node(_value(cell, column, kinds, at), at, style=CELL_STYLE, raw=cell)
        if entry is None:
            values[column] = node
        else:
            numbers = values.setdefault(column, Node({}, at, key_spans={}))
            if isinstance(numbers.value, dict):
                numbers.value[entry] = node
                numbers.key_spans[entry] = at
        key_spans.setdefault(column, at)
    return Node(values, Span(file, line, 1), key_spans=key_spans), diags


def _value(cell: str, column: str, kinds: dict[str, str], at: Span):
    kind = kinds.get(column)
    if column in TEXT_COLUMNS or kind in RULE_KINDS:
        return cell
    if kind == "trails":
        return [Node(trail, at, style=CELL_STYLE, raw=trail) for trail in cell.splitlines()]
    return plain_value(cell)


def plain_value(cell: str):
    """A data cell's value: a whole number, true/false, null, `'text`, or text."""
    if cell.startswith("'"):
        return cell[1:]
    if WHOLE_NUMBER.match(cell):
        return int(cell)
    if cell.lower() in ("true", "false"):
        return cell.lower() == "true"
    if cell == "null":
        return None
    return cell



class NotWritable(Exception):
    """A card value a spreadsheet cell cannot hold so that it reads back the same."""


def write_cards(cards: list[dict], kinds: dict[str, str]) -> str:
    """The cards as CSV text that `read_cards` reads back to the same cards (checked: NotWritable otherwise)."""
    header: list[str] = []
    for card in cards:
        for column, value in card.items():
            names = [f"{column}.{entry}" for entry in value] if isinstance(value, dict) else [column]
            header += [name for name in names if name not in header]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    for card in cards:
        writer.writerow([_cell(card, name, kinds) for name in header])
    text = out.getvalue()
    read, diags = read_cards(text, "export.csv", kinds)
    if diags or [to_plain(card) for card in read.value] != [dict(card) for card in cards]:
        for card, node in zip(cards, read.value if read is not None else []):
            again = to_plain(node)
            for column in card:
                if again.get(column) != card[column]:
                    raise NotWritable(f"card '{card.get('id')}': its {column} ({card[column]!r}) would read back "
                                      f"as {again.get(column)!r}")
        raise NotWritable("; ".join(d.message for d in diags) or "the cards would not read back the same")
    return text


def _cell(card: dict, name: str, kinds: dict[str, str]) -> str:
    column, _, entry = name.partition(".")
    if column not in card or (entry and entry not in card[column]):
        return ""
    value = card[column][entry] if entry else card[column]
    if isinstance(value, list):
        return "\n".join(value)
    if column in TEXT_COLUMNS or kinds.get(column) in RULE_KINDS:
        return value
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    return value if value and plain_value(value) == value else "'" + value
