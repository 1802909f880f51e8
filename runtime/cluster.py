"""Play a simulation's chunks on a Dask distributed cluster (`cairn simulate … --scheduler ADDRESS`).

The chunks are the same seed ranges the local path plays (runtime/simulate.py), and each game's seed
depends only on the root seed and its index, so the merged tally — and the `--json` summary — is the
same as on one machine. A worker is sent the texts of the game's compiled modules, the ones this process
verified and imported (runtime/package_import.py), and makes the rules from them: workers need Cairn
installed, never the project folder.
"""
from __future__ import annotations

from .package_import import ensure_package, package_of
from .rules import RuleError

CONNECT_TIMEOUT = "10s"   # how long to wait for a scheduler before saying none answers
INSTALL = 'the cluster engine is an optional extra: pip install -e ".[distributed]"'


def _rules_home(rules) -> tuple[str, dict]:
    """What a worker makes the rules from: the game's package name and the texts of its modules, the very
    texts this process imported (runtime/package_import.py). A worker reads no project folder."""
    module = rules.new_globals.__module__
    home = package_of(module)
    if home is None:
        raise RuleError(f"the rules of {module} were not imported by Cairn's loader, so they cannot be sent "
                        f"to a cluster")
    return home


def play_chunk_on_worker(home: tuple[str, dict], job):
    """Run on a worker: make the rules from their texts (once per worker process) and play one chunk."""
    from . import simulate
    name, modules = home
    rules = ensure_package(name, modules).GAME
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
