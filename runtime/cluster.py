"""Play a simulation's chunks on a Dask distributed cluster (`cairn simulate … --scheduler ADDRESS`).

The chunks are the same seed ranges the local path plays (runtime/simulate.py), and each game's seed
depends only on the root seed and its index, so the merged tally — and the `--json` summary — is the
same as on one machine. A worker is sent the texts of the game's compiled modules, the ones this process
verified and imported (runtime/package_import.py), and makes the rules from them: workers need Cairn
installed, never the project folder.

The cluster must be trusted: every worker runs Cairn's code, and what a worker sends back is unpickled
in this process, so a worker can run code here. A plain-TCP Dask cluster has no authentication (any
machine that reaches the scheduler may join as a worker), so Cairn plays on one only when the scheduler
is on this machine and listens on it alone, or when the designer says `--insecure-cluster`; otherwise
the cluster is `tls://`, where the scheduler admits only holders of a certificate from the cluster's CA.
"""
from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from pathlib import Path

from .package_import import package_of
from .rules import RuleError

CONNECT_TIMEOUT = "10s"   # how long to wait for a scheduler before saying none answers
INSTALL = 'the cluster engine is an optional extra: pip install -e ".[distributed]"'

SCHEMES = ("tcp", "tls", "inproc")         # what Cairn connects over; an address without one is tcp://
UNSUPPORTED = ("ucx", "ws", "wss")         # Dask's other transports: no certificates set up by Cairn
HOST_PORT = re.compile(r"(?:\[(?P<v6>[0-9A-Fa-f:.]+)\]|(?P<host>[A-Za-z0-9.-]+))(?::[0-9]+)?")
TLS_HINT = "--tls-ca-file, --tls-cert and --tls-key"
INSECURE_HINT = ("any machine that reaches the scheduler can join as a worker, and what a worker sends back "
                 "runs code in this process")


@dataclass(frozen=True)
class Scheduler:
    """Where the cluster is and how it is trusted: `--scheduler`, `--tls-*` and `--insecure-cluster`."""
    address: str
    tls_ca_file: str | None = None
    tls_cert: str | None = None
    tls_key: str | None = None
    insecure: bool = False

    def tls_flags(self) -> dict[str, str]:
        """The `--tls-*` options given, by flag."""
        given = {"--tls-ca-file": self.tls_ca_file, "--tls-cert": self.tls_cert, "--tls-key": self.tls_key}
        return {flag: path for flag, path in given.items() if path}


def rules_home(rules) -> tuple[str, dict]:
    """What a worker makes the rules from: the game's package name and the texts of its modules, the very
    texts this process imported (runtime/package_import.py). A worker reads no project folder."""
    module = rules.new_globals.__module__
    home = package_of(module)
    if home is None:
        raise RuleError(f"the rules of {module} were not imported by Cairn's loader, so they cannot be sent "
                        f"to a cluster")
    return home


def split_address(address: str) -> tuple[str, str]:
    """The scheme and the rest of a scheduler address, split where Dask splits it (the last `://`)."""
    scheme, sep, location = address.rpartition("://")
    return (scheme, location) if sep else ("tcp", address)


def is_local(address: str) -> bool:
    """True if the address names this machine only: a loopback address, `localhost`, or inproc://.

    The whole location must read host[:port]; anything else (user info, paths, a second scheme) counts
    as elsewhere rather than risk reading it differently from the way Dask connects."""
    scheme, location = split_address(address)
    if scheme == "inproc":
        return True
    found = HOST_PORT.fullmatch(location)
    if found is None:
        return False
    host = found["v6"] or found["host"]
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:          # a host name: it may resolve anywhere
        return False


def refusal(scheduler: Scheduler) -> str | None:
    """Why Cairn will not play on this cluster, as one line; None when it may (before connecting)."""
    address = scheduler.address
    scheme, _ = split_address(address)
    if scheme in UNSUPPORTED:
        return (f"--scheduler {address}: Cairn does not play over {scheme}://; "
                f"use tls:// with {TLS_HINT}, or tcp:// to a scheduler on this machine")
    if scheme not in SCHEMES:
        return (f"--scheduler {address}: unknown address scheme '{scheme}'; "
                f"Cairn plays on tcp://, tls:// or inproc:// schedulers")
    flags = scheduler.tls_flags()
    if flags and scheme != "tls":
        return f"{', '.join(flags)}: certificates are for a tls:// scheduler, not {address}"
    if scheme == "tcp" and not scheduler.insecure and not is_local(address):
        return (f"--scheduler {address}: a plain-TCP Dask cluster has no authentication: {INSECURE_HINT}; "
                f"use tls:// with {TLS_HINT}, or pass --insecure-cluster if you trust every such machine")
    return None


def _security(scheduler: Scheduler):
    """The TLS settings of a tls:// cluster: the `--tls-*` files, the rest from Dask's own config."""
    from distributed.security import Security
    for flag, path in scheduler.tls_flags().items():
        if not Path(path).is_file():
            raise RuleError(f"{flag} {path}: no such file")
    given = {"tls_ca_file": scheduler.tls_ca_file, "tls_client_cert": scheduler.tls_cert,
             "tls_client_key": scheduler.tls_key}
    security = Security(require_encryption=True, **{key: value for key, value in given.items() if value})
    missing = [flag for flag, value in (("--tls-ca-file", security.tls_ca_file),
                                        ("--tls-cert", security.tls_client_cert)) if not value]
    if missing:
        raise RuleError(f"--scheduler {scheduler.address}: a tls:// cluster needs the cluster's CA and this "
                        f"client's certificate: give {' and '.join(missing)} (and --tls-key unless the "
                        f"certificate file holds the key), or set them in Dask's config "
                        f"(distributed.comm.tls.ca-file, distributed.comm.tls.client.cert)")
    try:
        security.get_connection_args("client")     # load them now: a bad file is named, not a dead scheduler
    except (OSError, ValueError) as err:
        raise RuleError(f"--scheduler {scheduler.address}: the TLS certificates do not load ({err})") from None
    return security


def listens_elsewhere(scheduler: Scheduler, own_address: str) -> str | None:
    """After connecting over plain TCP to this machine: the scheduler's own address if it is not local.

    `dask scheduler` listens on every interface unless started with `--host 127.0.0.1`, so a local
    address alone does not keep other machines' workers out; the scheduler's own address tells."""
    scheme, _ = split_address(scheduler.address)
    if scheme != "tcp" or scheduler.insecure or is_local(own_address):
        return None
    return own_address


def _connect(scheduler: Scheduler):
    """A client of the cluster, or one line saying why not: refused, unreachable, or not Cairn's to trust."""
    reason = refusal(scheduler)
    if reason is not None:
        raise RuleError(reason)
    try:
        import dask
        from distributed import Client
        from distributed.comm.core import FatalCommClosedError
    except ImportError:
        raise RuleError(f"--scheduler {scheduler.address}: {INSTALL}") from None
    scheme, location = split_address(scheduler.address)
    if scheme == "tcp" and dask.config.get("distributed.comm.require-encryption", None):
        raise RuleError(f"--scheduler {scheduler.address}: Dask's config requires encryption "
                        f"(distributed.comm.require-encryption); use a tls:// scheduler with {TLS_HINT}")
    address = f"{scheme}://{location}"          # Dask's default scheme may be configured: say tcp:// here
    security = _security(scheduler) if scheme == "tls" else None
    try:
        client = Client(address, timeout=CONNECT_TIMEOUT, security=security)
    except FatalCommClosedError as err:          # TLS: the certificates do not match the cluster's
        raise RuleError(f"--scheduler {scheduler.address}: the scheduler and this client do not accept "
                        f"each other's certificates ({err})") from None
    except (OSError, TimeoutError, ValueError) as err:
        raise RuleError(f"--scheduler {scheduler.address}: no Dask scheduler answers there ({err}); start one "
                        f"with `dask scheduler` and a worker with `dask worker ADDRESS`") from None
    elsewhere = listens_elsewhere(scheduler, client.scheduler_info().get("address", ""))
    if elsewhere is not None:
        client.close()
        raise RuleError(f"--scheduler {scheduler.address}: that scheduler listens on the network too (it calls "
                        f"itself {elsewhere}): {INSECURE_HINT}; start it with `dask scheduler --host "
                        f"127.0.0.1`, use tls://, or pass --insecure-cluster")
    return client


def worker_count(scheduler: Scheduler) -> int:
    """How many workers the cluster has now (at least 1: tasks wait for a worker to join)."""
    client = _connect(scheduler)
    try:
        return max(1, len(client.scheduler_info().get("workers", {})))
    finally:
        client.close()


def run_on_cluster(rules, jobs: list, scheduler: Scheduler, play, total, done=None):
    """Every chunk as one task on the cluster `scheduler`, played there by `play(home, job)` (a function
    a worker can import: it makes the rules from `home`, their package's name and texts); the tallies
    merged into `total` as they come back. Ctrl-C cancels the tasks left and goes on up to the caller."""
    def take(tally):
        total.merge(tally)
        if done is not None:
            done(total.games)

    cluster_map(scheduler, play, {"rules": rules_home(rules)}, [("rules", job) for job in jobs], take)
    return total


def cluster_map(scheduler: Scheduler, play, shared: dict, tasks: list, take) -> None:
    """`take(play(shared[key], job))` in this process for every `(key, job)` of `tasks`, each played as one task
    on the cluster, the results taken as they come back. What `shared` holds (the texts of a game's rules, or
    of each variant's: `rules_home`) goes to every worker once, not with every task. Ctrl-C cancels the tasks
    left and goes on up to the caller."""
    from distributed import as_completed

    client = _connect(scheduler)
    futures = []
    try:
        sent = {key: client.scatter(value, broadcast=True) for key, value in shared.items()}
        futures = client.map(play, [sent[key] for key, _job in tasks], [job for _key, job in tasks], pure=False)
        for future in as_completed(futures):
            take(future.result())
    except KeyboardInterrupt:
        client.cancel(futures)
        raise
    finally:
        client.close()
