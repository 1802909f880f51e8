"""`cairn simulate --scheduler` unpickles what the workers send back, so it plays only on a cluster it can
trust: a scheduler on this machine, a tls:// cluster with certificates, or a plain-TCP one elsewhere with
`--insecure-cluster`. Every other address is one error line, never an internal error (issue 24, 6 and 11).

The address checks are pure functions; one test starts a LocalCluster, over TLS."""
from __future__ import annotations

import pytest

from compiler.commands import cli
from runtime.cluster import Scheduler, is_local, listens_elsewhere, refusal

ON_THIS_MACHINE = ["tcp://127.0.0.1:8786", "127.0.0.1:8786", "tcp://localhost:8786", "tcp://LocalHost:8786",
                   "tcp://[::1]:8786", "tcp://127.0.0.2:8786", "tcp://127.0.0.1", "inproc://10.0.0.5/123/1"]
ELSEWHERE = ["tcp://10.0.0.5:8786", "10.0.0.5:8786", "tcp://scheduler.example.org:8786", "tcp://0.0.0.0:8786",
             "tcp://localhost.example.org:8786", "tcp://127.0.0.1@10.0.0.5:8786", "tcp://127.0.0.1.nip.io:8786",
             "tcp://[::ffff:10.0.0.5]:8786", "tcp://[2001:db8::1]:8786", "tcp://127.0.0.1:8786/x",
             "tcp://127.0.0.1:8786 10.0.0.5"]


def simulate_error(capsys, *extra: str) -> str:
    """The one line `cairn simulate` prints when it refuses the cluster (exit 1)."""
    code = cli.main(["simulate", "trek-to-zion", "-n", "5", *extra])
    err = capsys.readouterr().err
    assert code == 1, err
    assert err.count("\n") == 1 and err.startswith("error: "), err
    return err


@pytest.mark.parametrize("address", ON_THIS_MACHINE)
def test_a_scheduler_on_this_machine_needs_no_flag(address):
    assert is_local(address)
    assert refusal(Scheduler(address)) is None


@pytest.mark.parametrize("address", ELSEWHERE)
def test_a_plain_tcp_scheduler_elsewhere_needs_insecure_cluster(address):
    assert not is_local(address)
    reason = refusal(Scheduler(address))
    assert reason is not None and "no authentication" in reason
    assert "--insecure-cluster" in reason and "tls://" in reason
    assert refusal(Scheduler(address, insecure=True)) is None


def test_a_tls_scheduler_anywhere_needs_no_flag():
    assert refusal(Scheduler("tls://10.0.0.5:8786", tls_ca_file="ca.pem", tls_cert="me.pem")) is None


@pytest.mark.parametrize("scheme", ["ucx", "ws", "wss", "foo"])
def test_other_schemes_are_refused_by_name(scheme):
    reason = refusal(Scheduler(f"{scheme}://127.0.0.1:8786", insecure=True))
    assert reason is not None and (f"over {scheme}://" in reason or f"scheme '{scheme}'" in reason), reason


def test_certificates_need_a_tls_address():
    reason = refusal(Scheduler("tcp://127.0.0.1:8786", tls_cert="me.pem"))
    assert reason == "--tls-cert: certificates are for a tls:// scheduler, not tcp://127.0.0.1:8786"


def test_a_local_address_of_a_scheduler_listening_on_the_network_is_refused():
    local = Scheduler("tcp://127.0.0.1:8786")
    assert listens_elsewhere(local, "tcp://192.0.2.2:8786") == "tcp://192.0.2.2:8786"
    assert listens_elsewhere(local, "tcp://127.0.0.1:8786") is None
    assert listens_elsewhere(Scheduler("tcp://127.0.0.1:8786", insecure=True), "tcp://192.0.2.2:8786") is None


def test_ucx_is_one_error_line_not_an_internal_error(capsys):
    err = simulate_error(capsys, "--scheduler", "ucx://127.0.0.1:9")
    assert err.startswith("error: --scheduler ucx://127.0.0.1:9: Cairn does not play over ucx://"), err


def test_tls_without_certificates_names_the_missing_options(capsys):
    pytest.importorskip("distributed", reason='the cluster engine: pip install -e ".[distributed]"')
    import dask
    with dask.config.set({"distributed.comm.tls.ca-file": None, "distributed.comm.tls.client.cert": None}):
        err = simulate_error(capsys, "--scheduler", "tls://127.0.0.1:9")
    assert "needs the cluster's CA and this client's certificate: give --tls-ca-file and --tls-cert" in err, err


def test_plain_tcp_when_dask_requires_encryption_is_one_error_line(capsys):
    pytest.importorskip("distributed", reason='the cluster engine: pip install -e ".[distributed]"')
    import dask
    with dask.config.set({"distributed.comm.require-encryption": True}):
        err = simulate_error(capsys, "--scheduler", "tcp://127.0.0.1:9")
    assert "Dask's config requires encryption (distributed.comm.require-encryption)" in err, err


def test_a_plain_tcp_scheduler_elsewhere_is_refused_before_connecting(capsys, monkeypatch):
    monkeypatch.setattr("runtime.cluster.CONNECT_TIMEOUT", "1s")     # before the fix: a connection attempt
    err = simulate_error(capsys, "--scheduler", "tcp://192.0.2.1:8786")
    assert err.startswith("error: --scheduler tcp://192.0.2.1:8786: a plain-TCP Dask cluster has no "
                          "authentication"), err


def test_a_local_scheduler_listening_on_the_network_is_refused_after_connecting(capsys, monkeypatch):
    distributed = pytest.importorskip("distributed", reason='the cluster engine: pip install -e ".[distributed]"')

    class SchedulerOnAllInterfaces:            # what `dask scheduler` without --host says about itself
        closed = False

        def __init__(self, address, **_):
            pass

        def scheduler_info(self):
            return {"address": "tcp://192.0.2.2:8786", "workers": {}}

        def close(self):
            SchedulerOnAllInterfaces.closed = True

    monkeypatch.setattr(distributed, "Client", SchedulerOnAllInterfaces)
    err = simulate_error(capsys, "--scheduler", "tcp://127.0.0.1:8786")
    assert "listens on the network too (it calls itself tcp://192.0.2.2:8786)" in err, err
    assert "dask scheduler --host 127.0.0.1" in err and SchedulerOnAllInterfaces.closed


def test_trust_options_without_a_scheduler_are_refused(capsys):
    assert cli.main(["simulate", "trek-to-zion", "-n", "5", "--insecure-cluster"]) == 2
    assert capsys.readouterr().err == "error: --insecure-cluster: only with --scheduler ADDRESS (a Dask cluster)\n"


def test_a_tls_cluster_plays_with_the_certificates_given_and_refuses_others(capsys, tmp_path):
    """The one LocalCluster of this file: TLS with a throwaway CA (`Security.temporary`), in this process."""
    distributed = pytest.importorskip("distributed", reason='the cluster engine: pip install -e ".[distributed]"')
    pytest.importorskip("cryptography", reason="Security.temporary makes the throwaway certificates")
    from distributed.security import Security

    def pem_files(name: str, security) -> list[str]:
        (tmp_path / f"{name}.pem").write_text(security.tls_client_cert)    # self-signed: its own CA
        (tmp_path / f"{name}.key").write_text(security.tls_client_key)
        return ["--tls-ca-file", str(tmp_path / f"{name}.pem"), "--tls-cert", str(tmp_path / f"{name}.pem"),
                "--tls-key", str(tmp_path / f"{name}.key")]

    cluster_security = Security.temporary()
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False, protocol="tls",
                                  security=cluster_security, dashboard_address=None) as cluster:
        address = cluster.scheduler_address
        assert address.startswith("tls://")
        assert cli.main(["simulate", "trek-to-zion", "-n", "10", "--json", "--scheduler", address,
                         *pem_files("cluster", cluster_security)]) == 0
        assert '"games": 10' in capsys.readouterr().out
        err = simulate_error(capsys, "--scheduler", address, *pem_files("stranger", Security.temporary()))
        assert "do not accept each other's certificates" in err, err
