"""Product code and what it prints name no issue numbers: a tracker's number means nothing to a designer
running `cairn`, and goes stale when the issue closes. Say what the thing is instead ("performance
targets", not "issue 12 targets"). Tests and the docs' history may cite issues; the product may not."""
from __future__ import annotations

import re
from pathlib import Path

from compiler.commands.bench_targets import print_targets

ROOT = Path(__file__).resolve().parents[2]
# the product: the compiler and its templates, the runtime, the bench and its reference games, the schemas
PRODUCT = ("compiler", "runtime", "bench", "schemas")
TEXT = {".py", ".j2", ".lark", ".json", ".css", ".html", ".svg", ".txt"}
ISSUE = re.compile(r"\bissues?\s*#?\s*\d+|\(#\d+\)", re.IGNORECASE)


def product_files():
    for top in PRODUCT:
        for path in sorted((ROOT / top).rglob("*")):
            if path.suffix in TEXT and path.is_file() and "__pycache__" not in path.parts:
                yield path


def test_product_code_names_no_issue_numbers():
    found = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
             for path in product_files()
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if ISSUE.search(line)]
    assert not found, "issue numbers in product code:\n" + "\n".join(found)


def test_the_bench_table_says_what_its_targets_are(capsys):
    print_targets([{"figure": "no-op build (s)", "value": 0.18, "target": 0.2, "direction": "at most", "met": True}])
    out = capsys.readouterr().out
    assert out.startswith("performance targets:\n") and not ISSUE.search(out)
