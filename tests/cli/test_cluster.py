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


def test_report_and_sweep_on_a_cluster_print_the_local_figures(tmp_path):
    """The report's base games (records, rule coverage) and every experiment's games (a variant's texts sent to
    the workers), and a sweep's values, played on a cluster: the same figures as on this machine."""
    import shutil
    from pathlib import Path
    root = tmp_path / "project"
    shutil.copytree(Path(__file__).resolve().parents[1] / "report" / "project", root)

    def figures(*command: str) -> dict:
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            assert cli.main(["--project", str(root), *command, "draft", "-n", "20", "--agents", "random", "--json",
                             "--out", str(tmp_path / "out")]) == 0
        found = json.loads(out.getvalue())
        found.pop("agent_choice", None)
        return found

    local = figures("report"), figures("sweep", "--vary", "gems.ruby.value=3..5")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, protocol="tcp",
                                  dashboard_address=None) as cluster:
        remote = (figures("report", "--scheduler", cluster.scheduler_address),
                  figures("sweep", "--vary", "gems.ruby.value=3..5", "--scheduler", cluster.scheduler_address))
    assert remote == local
    assert {row["kind"] for row in remote[0]["interventions"]["rows"]} == {"card", "nudge", "action", "seat"}
