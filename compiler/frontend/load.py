"""Load YAML into a tree of positioned `Node`s.

PyYAML's plain loaders lose positions, accept duplicate keys, expand alias
bombs and crash on deep nesting (see /work/shared/pitfalls.md), so loading is:

1. size check (before any parsing);
2. one pass over LibYAML's event stream that rejects anchors/aliases and stops at
   MAX_DEPTH -- it is iterative, so it cannot blow the stack -- and composes the
   document's node graph as LibYAML's composer would (kept only when nothing was
   rejected);
3. walk the node graph once, building `Node`s, resolving scalars like `safe_load`
   and checking keys.

Nothing here raises: every problem becomes a `Diagnostic`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from .diagnostics import Diagnostic, Span
from .yaml_start import yaml

try:
    Loader = yaml.CSafeLoader
except AttributeError:  # PyYAML built without LibYAML
    Loader = yaml.SafeLoader

MAX_BYTES = 1_000_000
MAX_DEPTH = 64
# An alias-bomb has dozens of anchors; a few diagnostics are enough to explain.
MAX_ANCHOR_REPORTS = 10

_TAG = "tag:yaml.org,2002:"
_MERGE_TAG = _TAG + "merge"


class Node:
    """A loaded YAML node: its value (dict[str, Node] | list[Node] | str | int | float | bool | None), span, the
    spans of a mapping's keys, a scalar's style ('', '"', "'", '|', '>'; None otherwise) and its text as written
    (after unquoting; None otherwise). (A plain class: one is made for every node of every file.)"""
    __slots__ = ("value", "span", "key_spans", "style", "raw")

    def __init__(self, value, span: Span, key_spans: dict | None = None, style: str | None = None,
                 raw: str | None = None):
        self.value = value
        self.span = span
        self.key_spans = key_spans
        self.style = style
        self.raw = raw

    __hash__ = None     # changed while it is read: equal by value, never a key

    def __eq__(self, other):
        if type(other) is not Node:
            return NotImplemented
        return (self.value, self.span, self.key_spans, self.style, self.raw) == \
            (other.value, other.span, other.key_spans, other.style, other.raw)

    def __repr__(self):
        return (f"Node(value={self.value!r}, span={self.span!r}, key_spans={self.key_spans!r}, style={self.style!r}, "
                f"raw={self.raw!r})")


class _Stop(Exception):
    """Aborts loading once a fatal problem has been recorded."""


# ---------------------------------------------------------------- positions

def _span(file: str, start, end=None) -> Span:
    """Span from PyYAML marks (0-based) -> 1-based, end column exclusive."""
    if end is None:
        return Span(file, start.line + 1, start.column + 1)
    return Span(file, start.line + 1, start.column + 1, end.line + 1, end.column + 1)


def _span_at_offset(text: str, file: str, index: int) -> Span:
    """Span of character `index` in `text`, counting YAML's line breaks."""
    before = text[:index]
    line_starts = [m.end() for m in re.finditer("\r\n|[\r\n\x85\u2028\u2029]", before)]
    start = line_starts[-1] if line_starts else 0
    return Span(file, len(line_starts) + 1, index - start + 1)


# ---------------------------------------------------------------- public API

def load_file(path: str | Path, display: str | None = None) -> tuple[Node | None, list[Diagnostic]]:
    path = Path(path)
    file = display if display is not None else str(path)
    try:
        # Check the size before reading so a huge file is never loaded at all.
        size = path.stat().st_size
        if size > MAX_BYTES:
            return None, [_too_large(file, size)]
        data = path.read_bytes()
    except OSError as exc:
        reason = exc.strerror or exc.__class__.__name__
        return None, [Diagnostic("E007", f"cannot read file: {reason}", Span(file, 1, 1))]
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        good = data[: exc.start].decode("utf-8-sig", errors="replace")
        return None, [Diagnostic(
            "E006", "the file is not valid UTF-8 text",
            _span_at_offset(good, file, len(good)),
            help="save the file with UTF-8 encoding")]
    return load_text(text, file)


def load_text(text: str, file: str) -> tuple[Node | None, list[Diagnostic]]:
    """Parse `text`; the node is None when no usable document could be built.

    A node may come back together with errors (e.g. a duplicate key): callers
    can keep checking it to report more problems in one run.
    """
    diags: list[Diagnostic] = []
    try:
        return _load(text, file, diags), diags
    except _Stop:
        return None, diags
    except Exception as exc:  # last resort: the loader must never raise
        diags.append(Diagnostic(
            "E000", f"internal error in the loader: {exc.__class__.__name__}: {exc}",
            Span(file, 1, 1), help="this is a bug in Cairn; please report it"))
        return None, diags


def to_plain(node: Node) -> object:
    """Plain Python data (dict key order preserved), e.g. for jsonschema."""
    value = node.value
    if isinstance(value, dict):
        return {key: to_plain(child) for key, child in value.items()}
    if isinstance(value, list):
        return [to_plain(child) for child in value]
    return value


def _walk(node: Node, path: Iterable) -> tuple[Node, int]:
    """Follow `path` as far as it goes: (deepest node, steps taken)."""
    steps = 0
    for step in path:
        value = node.value
        if isinstance(value, dict) and isinstance(step, str) and step in value:
            node = value[step]
        elif (isinstance(value, list) and isinstance(step, int)
              and not isinstance(step, bool) and -len(value) <= step < len(value)):
            node = value[step]
        else:
            break
        steps += 1
    return node, steps


def node_at(node: Node, path) -> Node:
    return _walk(node, path)[0]


def key_span_at(node: Node, path) -> Span | None:
    path = list(path)
    if not path:
        return None
    parent, steps = _walk(node, path[:-1])
    if steps != len(path) - 1 or not parent.key_spans:
        return None
    return parent.key_spans.get(path[-1]) if isinstance(path[-1], str) else None


# ---------------------------------------------------------------- stages

def _too_large(file: str, size: int) -> Diagnostic:
    return Diagnostic(
        "E005", f"file is too large ({size:,} bytes; the limit is {MAX_BYTES:,})",
        Span(file, 1, 1), help="split the definitions over several files")


def _load(text: str, file: str, diags: list[Diagnostic]) -> Node:
    # LibYAML skips a BOM without counting it in columns; drop it so that
    # offsets into `text` agree with the marks.
    text = text.removeprefix("\ufeff")
    # len(text) is a lower bound of the UTF-8 size: avoids encoding huge strings.
    if len(text) > MAX_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        diags.append(_too_large(file, len(text.encode("utf-8", "surrogatepass"))))
        raise _Stop
    root = _composed(text, file, diags)
    # A lone '---' composes to an empty scalar: as empty as no document at all.
    if root is None or (isinstance(root, yaml.ScalarNode) and root.tag == _TAG + "null"
                        and root.value == ""):
        diags.append(Diagnostic("E006", "file is empty", Span(file, 1, 1),
                                help="a Cairn file is a mapping of keys to values"))
        raise _Stop
    if not isinstance(root, yaml.MappingNode):
        diags.append(Diagnostic(
            "E006", f"the top level must be a mapping of keys to values, found {_kind(root)}",
            _span(file, root.start_mark, root.end_mark),
            help="start the file with 'key: value' lines"))
        raise _Stop
    node = _Builder(file, diags).build(root)
    diags += _texts_cut_by_comments(node, text, file)
    return node


# Keys whose value is text for the players: a ' #' in an unquoted one starts a YAML comment.
TEXT_KEYS = {"text", "name", "flavour", "flavor", "summary", "back", "label", "description", "title"}


def _texts_cut_by_comments(root: Node, text: str, file: str) -> list[Diagnostic]:
    """A warning for every unquoted text that a ' #' on its line cut short (the rest became a comment)."""
    lines, found, stack = text.splitlines(), [], [root]
    while stack:
        node = stack.pop()
        children = node.value.items() if isinstance(node.value, dict) else \
            enumerate(node.value) if isinstance(node.value, list) else ()
        for key, child in children:
            stack.append(child)
            if key not in TEXT_KEYS or child.style != "" or not isinstance(child.value, str):
                continue
            end_line, end_column = child.span.end_line or child.span.line, child.span.end_column
            if end_column is None or end_line > len(lines):
                continue
            rest = lines[end_line - 1][end_column - 1:]
            if rest.lstrip().startswith("#"):
                column = end_column + len(rest) - len(rest.lstrip())
                found.append(Diagnostic(
                    "W011", f"the text of '{key}' stops before ' #': YAML reads the rest of the line as a comment",
                    Span(file, end_line, column, end_line, column + 1),
                    help=f"put the whole text in quotes to keep it: {key}: \"{child.value} {rest.lstrip()}\"",
                    severity="warning"))
    return sorted(found, key=lambda d: (d.span.line, d.span.column))


def _composed(text: str, file: str, diags: list[Diagnostic]):
    """The document's node graph, composed from LibYAML's events as its own composer makes it, in the one pass that
    rejects anchors, aliases and excessive nesting: nothing is composed past MAX_DEPTH, and no alias is ever
    followed (the graph is only kept when the whole stream had none). None for a stream without a document.

    (The stream was read twice before: a pass over its events, then LibYAML's composer.)
    """
    loader = Loader(text)
    depth = 0
    reports = 0
    known = len(diags)
    root = None
    documents = 0
    another = None      # where a second document starts: one file holds one document
    # [node, the key read before its value (a mapping's) or None] of each collection being composed, outermost
    # first; the first is the document's: [None, its one node]
    open_nodes: list = []
    try:
        while loader.check_event():
            event = loader.get_event()
            kind = type(event)
            if kind is yaml.ScalarEvent or kind is yaml.MappingStartEvent or kind is yaml.SequenceStartEvent:
                if kind is not yaml.ScalarEvent:
                    depth += 1
                    if depth > MAX_DEPTH:
                        diags.append(Diagnostic(
                            "E004", f"nesting is too deep (more than {MAX_DEPTH} levels)",
                            _span(file, event.start_mark),
                            help="flatten the structure; no game definition needs this much nesting"))
                        raise _Stop
                if event.anchor is not None:
                    diags.append(_anchor_problem(event, text, file))
                    reports += 1
                    if reports >= MAX_ANCHOR_REPORTS:
                        break
                if documents == 1 and len(diags) == known:
                    _compose_event(loader, event, kind, open_nodes)
            elif kind is yaml.MappingEndEvent or kind is yaml.SequenceEndEvent:
                depth -= 1
                if documents == 1 and len(diags) == known:
                    node = open_nodes.pop()[0]
                    node.end_mark = event.end_mark
                    _composed_into(open_nodes, node)
            elif kind is yaml.AliasEvent:
                diags.append(_anchor_problem(event, text, file))
                reports += 1
                if reports >= MAX_ANCHOR_REPORTS:
                    break
            elif kind is yaml.DocumentStartEvent:
                documents += 1
                if documents == 2:
                    another = event.start_mark
                open_nodes = [[None, None]] if documents == 1 else open_nodes   # the document: its one node
            elif kind is yaml.DocumentEndEvent and documents == 1:
                root = open_nodes[0][1] if open_nodes else None
    except yaml.YAMLError as exc:
        if "nesting depth" in str(getattr(exc, "problem", "") or exc):
            # Newer LibYAML scanners stop very deep nesting themselves, before our count sees it.
            mark = getattr(exc, "problem_mark", None)
            diags.append(Diagnostic("E004", f"nesting is too deep (more than {MAX_DEPTH} levels)",
                                    _span(file, mark) if mark else Span(file, 1, 1),
                                    help="flatten the structure; no game definition needs this much nesting"))
        else:
            diags.append(_yaml_error(exc, text, file))
    finally:
        loader.dispose()
    if len(diags) > known:
        raise _Stop
    if another is not None:
        diags.append(_yaml_error(yaml.composer.ComposerError(
            "expected a single document in the stream", root.start_mark if root is not None else another,
            "but found another document", another),
            text, file))
        raise _Stop
    return root


def _compose_event(loader, event, kind, open_nodes: list) -> None:
    """A node begun by `event` (a scalar, whole; a collection, opened), with its tag resolved as LibYAML's composer
    resolves it (an absent tag, or `!`, from the text and how it is written)."""
    tag = event.tag
    if kind is yaml.ScalarEvent:
        if tag is None or tag == "!":
            tag = loader.resolve(yaml.ScalarNode, event.value, event.implicit)
        _composed_into(open_nodes, yaml.ScalarNode(tag, event.value, event.start_mark, event.end_mark, event.style))
        return
    node_kind = yaml.MappingNode if kind is yaml.MappingStartEvent else yaml.SequenceNode
    if tag is None or tag == "!":
        tag = loader.resolve(node_kind, None, event.implicit)
    open_nodes.append([node_kind(tag, [], event.start_mark, None, flow_style=event.flow_style), None])


def _composed_into(open_nodes: list, node) -> None:
    """`node`, complete, placed in the collection open around it: a list's next item, a mapping's key or the value of
    the key before it (held until then), or the document's one node."""
    if len(open_nodes) == 1:        # the document
        open_nodes[0][1] = node
        return
    parent = open_nodes[-1]
    collection = parent[0]
    if type(collection) is yaml.SequenceNode:
        collection.value.append(node)
    elif parent[1] is None:
        parent[1] = node        # a key: its value comes next
    else:
        collection.value.append((parent[1], node))
        parent[1] = None


_ANCHOR_HELP = ("anchors and aliases are not supported in Cairn files; "
                "write the value out in full")


def _anchor_problem(event, text: str, file: str) -> Diagnostic:
    mark = event.start_mark
    if isinstance(event, yaml.AliasEvent):
        span = _span(file, mark, event.end_mark)
        return Diagnostic("E003", f"alias '*{event.anchor}' is not allowed", span, help=_ANCHOR_HELP)
    anchor = event.anchor
    # The event starts at its anchor ('&name') when it has one.
    span = Span(file, mark.line + 1, mark.column + 1)
    if text.startswith("&" + anchor, mark.index):
        span = Span(file, span.line, span.column, span.line, span.column + 1 + len(anchor))
    return Diagnostic("E003", f"anchor '&{anchor}' is not allowed", span, help=_ANCHOR_HELP)


# ---------------------------------------------------------------- YAML errors

# Extra explanations for the syntax errors designers hit most.
_SYNTAX_HELP = {
    "mapping values are not allowed": "a ': ' starts a new key here; put the whole value "
                                      "in quotes if it contains ': '",
    "could not find expected ':'": "a key is missing its ':', or a line is indented "
                                   "differently from its neighbours",
    "did not find expected key": "check the indentation: keys of one mapping must line up",
    "found undefined alias": _ANCHOR_HELP,
}


def _yaml_error(exc: yaml.YAMLError, text: str, file: str) -> Diagnostic:
    if isinstance(exc, yaml.reader.ReaderError):
        return _reader_error(exc, text, file)
    if not isinstance(exc, yaml.MarkedYAMLError):
        return Diagnostic("E001", f"invalid YAML: {exc}", Span(file, 1, 1))
    mark = exc.problem_mark or exc.context_mark
    span = _span(file, mark) if mark is not None else Span(file, 1, 1)
    if mark is not None and text[mark.index: mark.index + 1] == "\t":
        return Diagnostic("E006", "tab character used for indentation", span,
                          help="YAML only allows spaces for indentation")
    if exc.context == "expected a single document in the stream":
        return Diagnostic("E001", "the file contains more than one YAML document", span,
                          help="remove the '---' line; one file holds one document")
    problem = exc.problem or exc.context or "unknown problem"
    comment = _comment_inside_flow(exc, text, file)
    if comment is not None:
        return comment
    help_parts = []
    if exc.context and exc.problem:
        where = f" (line {exc.context_mark.line + 1})" if exc.context_mark else ""
        help_parts.append(exc.context + where)
    help_parts += [hint for key, hint in _SYNTAX_HELP.items() if key in problem]
    return Diagnostic("E001", f"invalid YAML: {problem}", span,
                      help="; ".join(help_parts) or None)


def _comment_inside_flow(exc, text: str, file: str) -> Diagnostic | None:
    """A ' #' inside `{…}` or `[…]` starts a YAML comment: the rest of its line, closing bracket and all, is
    not read, and YAML only notices a line or more later (at the next key, or a blank line), asking for a
    ','. Point at the '#' instead, when the unclosed collection holds one."""
    if not (exc.problem or "").startswith("did not find expected ','") or exc.context_mark is None:
        return None
    lines = text.splitlines()
    first, last = exc.context_mark.line, min(exc.problem_mark.line, len(lines) - 1)
    bracket = "}" if exc.context == "while parsing a flow mapping" else "]"
    for number in range(first, last + 1):
        line = lines[number]
        column = _comment_column(line, exc.context_mark.column if number == first else 0)
        # a comment after a ',' (or the opening bracket) that hides no bracket is a comment where YAML takes one
        meant = column is not None and (not line[:column].rstrip().endswith((",", "{", "[")) or bracket in line[column:])
        if meant:
            return Diagnostic(
                "E001", f"invalid YAML: ' #' starts a comment, so the rest of this line (and its '{bracket}') "
                        "is not read", Span(file, number + 1, column + 1),
                help="put the text that holds the '#' in quotes (\"…\"), or move the comment after the "
                     f"'{bracket}'")
    return None


def _comment_column(line: str, start: int) -> int | None:
    """Where a comment starts in `line` (a '#' after a space, outside quotes), reading from `start`."""
    quote = None
    for column in range(start, len(line)):
        ch = line[column]
        if quote is not None:
            quote = None if ch == quote else quote
        elif ch in "\"'" and (column == start or line[column - 1] in " \t{[,:"):    # not an apostrophe
            quote = ch
        elif ch == "#" and (column == 0 or line[column - 1] in " \t"):
            return column
    return None


def _reader_error(exc, text: str, file: str) -> Diagnostic:
    # LibYAML reports a byte offset into the UTF-8 text, PyYAML a character one.
    position = exc.position
    if Loader is not yaml.SafeLoader and isinstance(exc.position, int):
        position = len(text.encode("utf-8", "surrogatepass")[: exc.position]
                       .decode("utf-8", "replace"))
    character = exc.character if isinstance(exc.character, int) else ord(exc.character)
    return Diagnostic(
        "E006", f"the file contains a character YAML does not allow (#x{character:04x}: {exc.reason})",
        _span_at_offset(text, file, position),
        help="remove the character or write it as an escape inside a double-quoted string")


# ---------------------------------------------------------------- building nodes

_PLAIN_SCALAR_TAGS = {"str", "int", "float", "bool", "null", "timestamp"}


def _kind(node) -> str:
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    return f"the value '{node.value}'"


class _Builder:
    """Turns a composed yaml node graph into `Node`s (depth is bounded by `_composed`)."""

    def __init__(self, file: str, diags: list[Diagnostic]):
        self.file = file
        self.diags = diags
        # Resolves int/float/bool text exactly like safe_load does.
        self.constructor = yaml.constructor.SafeConstructor()

    def error(self, code: str, message: str, span: Span, help: str | None = None) -> None:
        self.diags.append(Diagnostic(code, message, span, help=help))

    def build(self, ynode) -> Node:
        span = _span(self.file, ynode.start_mark, ynode.end_mark)
        if isinstance(ynode, yaml.MappingNode):
            self.check_collection_tag(ynode, "map", span)
            return self.mapping(ynode, span)
        if isinstance(ynode, yaml.SequenceNode):
            self.check_collection_tag(ynode, "seq", span)
            return Node([self.build(item) for item in ynode.value], span)
        return Node(self.scalar(ynode, span), span, style=ynode.style or "", raw=ynode.value)

    def check_collection_tag(self, ynode, expected: str, span: Span) -> None:
        if ynode.tag != _TAG + expected:
            self.error("E008", f"unsupported YAML tag '{ynode.tag}'", span,
                       help="remove the tag; Cairn files use plain mappings and lists")

    def mapping(self, ynode, span: Span) -> Node:
        values: dict[str, Node] = {}
        key_spans: dict[str, Span] = {}
        for key_node, value_node in ynode.value:
            key_span = _span(self.file, key_node.start_mark, key_node.end_mark)
            key = self.key(key_node, key_span)
            if key is None:
                continue
            if key in values:
                first = key_spans[key]
                self.error("E002", f"duplicate key '{key}'", key_span,
                           help=f"'{key}' is already defined on line {first.line}; "
                                "remove one of them")
                continue
            key_spans[key] = key_span
            values[key] = self.build(value_node)
        return Node(values, span, key_spans=key_spans)

    def key(self, key_node, span: Span) -> str | None:
        """Keys stay text exactly as written: `no:` or `1:` must not become False or 1."""
        if not isinstance(key_node, yaml.ScalarNode):
            self.error("E008", f"a key must be plain text, found {_kind(key_node)}", span)
            return None
        if key_node.tag == _MERGE_TAG:
            self.error("E003", "merge keys ('<<') are not supported", span,
                       help="write the keys out in full in this mapping")
            return None
        return key_node.value

    def scalar(self, ynode, span: Span):
        tag = ynode.tag.removeprefix(_TAG)
        if ynode.tag.startswith(_TAG) and tag in _PLAIN_SCALAR_TAGS:
            if tag in ("str", "timestamp"):
                # Dates stay text: JSON (and the schemas) have no date type.
                return ynode.value
            if tag == "null":
                return None
            try:
                return self.constructor.construct_object(ynode)
            except (yaml.YAMLError, ValueError) as exc:
                self.error("E008", f"cannot read '{ynode.value}' as {tag}", span, help=str(exc))
                return ynode.value
        self.error("E008", f"unsupported YAML tag '{ynode.tag}'", span,
                   help="remove the tag; write the value as plain text, a number or true/false")
        return ynode.value
