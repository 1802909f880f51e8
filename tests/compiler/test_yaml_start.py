"""PyYAML imported with its non-printable pattern compiled the cheap way (compiler/frontend/yaml_start.py): the
pattern PyYAML finds matches exactly the characters of PyYAML's own, and its reader still refuses them."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from compiler.frontend.yaml_start import NON_PRINTABLE, PYYAML_NON_PRINTABLE, yaml

ROOT = Path(__file__).resolve().parents[2]


def test_the_listed_characters_are_pyyaml_s_non_printable_ones():
    # re.UNICODE is a str pattern's default: the same pattern, compiled afresh (another key of re's cache)
    pyyaml_s = re.compile(PYYAML_NON_PRINTABLE, re.UNICODE)
    listed = re.compile(NON_PRINTABLE)
    text = "".join(map(chr, range(0x110000)))
    assert [m.start() for m in listed.finditer(text)] == [m.start() for m in pyyaml_s.finditer(text)]


def test_the_spelling_is_pyyaml_s():
    # the seed is found only under PyYAML's text of the pattern, as written in yaml/reader.py
    source = Path(yaml.reader.__file__).read_text(encoding="utf-8")
    line = next(line for line in source.splitlines() if "NON_PRINTABLE = re.compile(" in line)
    written = line.split("re.compile(", 1)[1].rstrip(")").strip("'")
    assert written.encode().decode("unicode_escape") == PYYAML_NON_PRINTABLE


def test_a_fresh_import_takes_the_listed_pattern():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-P", "-c",
                          "import compiler.frontend.load, yaml; print(ascii(yaml.reader.Reader.NON_PRINTABLE.pattern))"],
                         capture_output=True, text=True, check=True, env=env, cwd=ROOT).stdout.strip()
    assert out == ascii(NON_PRINTABLE)


@pytest.mark.parametrize("char", ["\x01", "\x7f", "\ufffe"])
def test_pyyaml_s_own_reader_still_refuses_a_non_printable_character(char):
    with pytest.raises(yaml.reader.ReaderError):
        yaml.load(f"a: b{char}", Loader=yaml.SafeLoader)
