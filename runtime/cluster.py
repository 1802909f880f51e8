"""Play a simulation's chunks on a Dask distributed cluster (`cairn simulate … --scheduler ADDRESS`).

The chunks are the same seed ranges the local path plays (runtime/simulate.py), and each game's seed
depends only on the root seed and its index, so the merged tally — and the `--json` summary — is the
same as on one machine. A worker imports the game's generated package itself, by module name, from the
project folder: workers need Cairn installed and the project at the same path (a shared or copied
checkout), which the scheduler never has to know about.
"""
from __future__ import annotations

import importlib
import sys

from .rules import RuleError

CONNECT_TIMEOUT = "10s"   # how long to wait for a scheduler before saying none answers
INSTALL = 'the cluster engine is an optional extra: pip install -e ".[distributed]"'


def _rules_home(rules) -> tuple[str, str | None]:
    """Where a worker finds the rules again: the generated module and the folder to import it from."""
    module = sys.modules.get(rules.new_globals.__module__)
    name = rules.new_globals.__module__
    path = getattr(module, "__file__", None)
    if path is None:
        return name, None
    depth = name.count(".") + 1          # generated.<game>.rules sits three folders below the project
    root = path
    for _ in range(depth):
        root = root.rsplit("/", 1)[0]
    return name, root


def play_chunk_on_worker(home: tuple[str, str | None], job):
    """Run on a worker: import the rules (once per worker process) and play one chunk of games."""
    from . import simulate
    name, root = home
    if root is not None and root not in sys.path:
        sys.path.insert(0, root)
    rules = importlib.import_module(name).GAME
    if simulate._RULES is not rules:
        simulate._RULES = rules
    return simulate._play_chunk(job)


def _connect(address: str):
    try:
        from distributed import Client
    except ImportError:
        raise RuleError(f"--scheduler {address}: {INSTALL}") from None
    try:
        return Client(address, timeout=CONNECT_TIMEOUT)
    except (OSError, TimeoutError, ValueError) as err:
        raise RuleError(f"--scheduler {address}: no Dask scheduler answers there ({err}); start one with "
                        f"`dask scheduler` and a worker with `dask worker ADDRESS`") from None


def worker_count(address: str) -> int:
    """How many workers the cluster has now (at least 1: tasks wait for a worker to join)."""
    client = _connect(address)
    try:
        return max(1, len(client.scheduler_info().get("workers", {})))
    finally:
        client.close()


def run_on_cluster(rules, jobs: list, address: str, total, games: int, done=None):
    """Every chunk as one task on the cluster at `address`; results merged as they come back."""
    from distributed import as_completed

    from .simulate import Interrupted
    client = _connect(address)
    home = _rules_home(rules)
    futures = []
    try:
        futures = client.map(play_chunk_on_worker, [home] * len(jobs), jobs, pure=False)
        for future in as_completed(futures):
            total.merge(future.result())
            if done is not None:
                done(total.games)
    except KeyboardInterrupt:
        client.cancel(futures)
        raise Interrupted(total.games, games, total) from None
    finally:
        client.close()
    return total
