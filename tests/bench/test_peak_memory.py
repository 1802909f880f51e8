"""`cairn bench`'s peak memory is the simulation's own, whatever ran before it in the bench's process.

RUSAGE_CHILDREN keeps the largest resident set of any child a process ever had: after a native build
(a C compiler of a gigabyte or more) the bench reported that compiler's peak as the simulation's.
"""
import subprocess
import sys
from pathlib import Path

from compiler.commands.bench import peak_memory
from compiler.driver.build import Project

ROOT = Path(__file__).resolve().parents[2]


def test_peak_memory_is_the_simulations_not_an_earlier_childs():
    subprocess.run([sys.executable, "-c", "block = bytearray(400 * 1024 * 1024); block[::4096] = b'x' * len(block[::4096])"],
                   check=True)      # an earlier child of this process, resident 400 MB
    figure = peak_memory(Project(ROOT), "thru-the-appalachian", 40)
    assert 5 < figure["peak_rss_mb"] < 200, figure
