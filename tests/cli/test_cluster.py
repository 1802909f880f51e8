"""`cairn simulate --scheduler ADDRESS` plays the seed ranges on a Dask cluster and prints the same JSON
as a local run, byte for byte (a LocalCluster of two workers in this process; the CLI connects over TCP)."""
from __future__ import annotations

import contextlib
import io
import json

import pytest

distributed = pytest.importorskip("distributed", reason='the cluster engine: pip install -e ".[distributed]"')

from compiler.commands import cli


def simulate(*extra: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        assert cli.main(["simulate", "trek-to-zion", "-n", "120", "--seed", "7", "--json", *extra]) == 0
    return out.getvalue()


def test_a_cluster_run_prints_the_local_json_byte_for_byte():
    local = simulate()
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, protocol="tcp",
                                  dashboard_address=None) as cluster:
        remote = simulate("--scheduler", cluster.scheduler_address)
    assert remote == local
    assert json.loads(remote)["games"] == 120


def test_no_scheduler_at_the_address_is_one_error_line(capsys, monkeypatch):
    monkeypatch.setattr("runtime.cluster.CONNECT_TIMEOUT", "1s")
    assert cli.main(["simulate", "trek-to-zion", "-n", "5", "--scheduler", "tcp://127.0.0.1:9"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: --scheduler tcp://127.0.0.1:9: no Dask scheduler answers there"), err
