"""PyYAML, imported without the costliest step of its import.

`import yaml` compiles `yaml.reader.Reader.NON_PRINTABLE`, the characters a YAML stream may not hold, written
as a class that excludes the printable ones over the whole of Unicode. Python's `re` compiler walks every code
point of such a class's ranges in Python code: about 58 M instructions, near a tenth of a `cairn check` of one
game, for a pattern Cairn's LibYAML loader never runs (LibYAML checks the characters itself; only PyYAML's pure
Python reader uses it). The same set, written as the characters it holds, compiles in a twelfth of that.

So before importing PyYAML, that pattern is put in `re`'s cache under PyYAML's spelling, and PyYAML's
`re.compile` finds it there. The two match exactly the same characters (tests/compiler/test_yaml_start.py tries
every code point). If `re` keeps no such cache, or PyYAML spells its pattern otherwise, the entry is never
looked up and PyYAML compiles its own, as before: slower, never different.
"""
from __future__ import annotations

import re
import sys

# PyYAML's spelling (yaml/reader.py, PyYAML 5 and 6), byte for byte: the cache is keyed by the pattern's text
PYYAML_NON_PRINTABLE = "[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD\U00010000-\U0010ffff]"
# The same characters, listed: the C0 controls but tab, line feed and carriage return; DEL and the C1 controls
# but NEL (U+0085); the surrogates; U+FFFE and U+FFFF
NON_PRINTABLE = "[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uD800-\uDFFF\uFFFE\uFFFF]"


def _seed_pattern_cache() -> None:
    cache = getattr(re, "_cache", None)
    if "yaml" not in sys.modules and isinstance(cache, dict):
        cache.setdefault((str, PYYAML_NON_PRINTABLE, 0), re.compile(NON_PRINTABLE))


_seed_pattern_cache()

import yaml  # noqa: E402 - after the seed, which must come first

__all__ = ["yaml"]
