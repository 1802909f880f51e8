"""What a terminal is shown: a designer's text with every character the terminal would obey made visible.

A project's names and texts come from whoever shared it, and a terminal obeys some of what it prints:
ESC starts the CSI and OSC sequences that clear the screen, set the window title or write the clipboard
(OSC 52); a carriage return or a backspace writes over a warning; the C1 controls (U+0080 to U+009F)
are the same sequences in one character; the bidi embeddings, overrides and isolates (U+202A to U+202E,
U+2066 to U+2069) reorder what is read ("Trojan Source"). `shown` writes each of them, and DEL and the
other C0 controls, as `\\u` and four hex digits; a newline and a tab pass as they are.

Where: under every print, not at each one. `cairn` (compiler/commands/cli.py `main`) runs every command with
sys.stdout and sys.stderr wrapped in `EscapedStream`, so a summary, a prompt, a board, a scenario
result, a warning or a traceback added tomorrow is escaped without anyone remembering to. Escaping
each designer string where it enters the output would need every one of those places to remember,
and the one that forgot would be a way in. The filter takes nothing from Cairn's own output, which is
plain text (runtime/terminal.py draws with box characters, never colours), except the progress bar
(runtime/progress.py, rich), which draws with cursor escapes: the bar writes to `unescaped(stream)`,
below the filter, and passes its own texts (a bar's label holds the game's name) through `shown`.
The other way below the filter is `input(prompt)` at a terminal, where CPython writes the prompt
itself: `cairn play`'s prompts are Cairn's own words, and everything it shows goes through print.

Output that lines things up escapes first and measures what it escaped: a diagnostic's source
excerpt (compiler/frontend/diagnostics.py) puts its caret under the escaped line. `shown` of a text
already shown is the same text, so the stream's second pass changes nothing.

`\\u001b` rather than `\\x1b` or `^[`: it means the same character in JSON, in a YAML double-quoted
string and in Python. `--json` output stays valid JSON of the same text (json.dumps with
`ensure_ascii=False` leaves DEL, C1 and the bidi controls raw; the filter turns them into JSON's own
escape), and a designer can paste what they see back into a definition.
"""
from __future__ import annotations

import re
import sys
from contextlib import contextmanager

# C0 but newline and tab, DEL, C1, and the bidi controls that reorder text rather than mark it
OBEYED = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def shown(text: str) -> str:
    """A designer's text as a terminal may show it: each character the terminal would obey as `\\uXXXX`."""
    return OBEYED.sub(lambda found: f"\\u{ord(found.group()):04x}", text)


class EscapedStream:
    """A text stream that writes through `shown` into the stream below (`unescaped`).

    Not an io class: io.IOBase closes itself when it is collected, and this one must never close the
    real stdout because a wrapper went away. Bytes (`buffer`) are not offered: they would pass unescaped.
    """

    def __init__(self, stream):
        self.unescaped = stream

    def write(self, text: str) -> int:
        self.unescaped.write(shown(text))
        return len(text)

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        self.unescaped.flush()

    def isatty(self) -> bool:
        return self.unescaped.isatty()

    def fileno(self) -> int:
        return self.unescaped.fileno()

    def writable(self) -> bool:
        return True

    def readable(self) -> bool:
        return False

    def close(self) -> None:
        self.unescaped.close()

    @property
    def closed(self) -> bool:
        return self.unescaped.closed

    def __getattr__(self, name: str):
        # what else a library may ask of a text stream (encoding, errors, name, line_buffering)
        if name == "buffer":
            raise AttributeError("an escaped stream takes text only: bytes would reach the terminal unescaped")
        if name == "unescaped":     # asked before __init__ ran (a copy): no stream below yet
            raise AttributeError(name)
        return getattr(self.unescaped, name)


def escaped(stream):
    """`stream` written through `shown` (itself if it already is; None, a missing stream, stays None)."""
    if stream is None or isinstance(stream, EscapedStream):
        return stream
    return EscapedStream(stream)


def unescaped(stream):
    """The stream below the filter: for Cairn's own styling (the progress bar's cursor escapes) only."""
    return stream.unescaped if isinstance(stream, EscapedStream) else stream


@contextmanager
def escaped_output():
    """stdout and stderr written through `shown` while the block runs, as they were afterwards."""
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = escaped(sys.stdout), escaped(sys.stderr)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = saved
