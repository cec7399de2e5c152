"""belote_spec.simulate on a Dask cluster: the same chunks and seeds give the same numbers as a
run in this process. The cluster is a LocalCluster with ``processes=False`` (its workers are
threads of this process): starting worker processes would cost seconds for nothing more to
check here, since every chunk travels to a worker and back pickled all the same."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

from belote_spec.cli import main
from belote_spec.simulation import api
from belote_spec.simulation.api import simulate

from .skips import missing

distributed = pytest.importorskip("distributed", reason=missing("dask", "extra dask"))


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    cluster = distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=False,
        dashboard_address=None,
        protocol="tcp://",  # the one scheme --dask takes (an in-process address is refused)
    )
    with distributed.Client(cluster) as c:
        yield c
    cluster.close()


def test_dask_gives_the_numbers_of_a_local_run(client: Any) -> None:
    local = simulate("classic", deals=500, seed=6, chunk=100, backend="scalar")
    remote = simulate("classic", deals=500, seed=6, chunk=100, backend="scalar", dask=client)
    assert local.deals is not None
    assert remote.deals is not None
    assert all(np.array_equal(local.deals[k], remote.deals[k]) for k in local.deals)
    assert local.stats.tally == remote.stats.tally
    assert client.status != "closed"  # a client given is left open for its owner


def test_dask_games_with_the_automatic_backend(client: Any) -> None:
    local = simulate("classic", games=20, seed=2, chunk=6, keep_rows=False)
    remote = simulate("classic", games=20, seed=2, chunk=6, keep_rows=False, dask=client)
    assert local.backend == remote.backend
    assert local.stats.tally == remote.stats.tally
    assert remote.stats.games is not None
    assert remote.stats.games.games == 20


def test_the_command_connects_to_a_scheduler_address(
    client: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    address = client.scheduler.address
    status = main(["simulate", "classic", "--deals", "300", "--seed", "1", "-q", "--dask", address])
    on_dask = capsys.readouterr().out
    assert status == 0
    assert main(["simulate", "classic", "--deals", "300", "--seed", "1", "-q"]) == 0
    assert capsys.readouterr().out == on_dask


def test_an_unreachable_scheduler_is_one_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(api, "DASK_CONNECT_TIMEOUT", "0.5s")
    status = main(["simulate", "classic", "--deals", "10", "-q", "--dask", "tcp://127.0.0.1:1"])
    err = capsys.readouterr().err
    assert status == 1
    assert err.startswith("belote-spec simulate: ")
    assert "Traceback" not in err
    assert "tcp://127.0.0.1:1" in err
