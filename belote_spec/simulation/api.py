"""``belote_spec.simulate``: many random (or heuristic) deals or games of a variant, and their
statistics."""

from __future__ import annotations

import contextlib
import logging
import operator
import signal
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..i18n import _
from ..loader import Variant, load_variant
from .columns import DealTable, GameTable, concat_tables, deal_columns, game_columns
from .limits import (
    DEFAULT_CHUNK_DEALS,
    DEFAULT_CHUNK_GAMES,
    MAX_CHUNK,
    MAX_DEALS,
    MAX_DEALS_PER_GAME,
    MAX_GAMES,
    MAX_JOBS,
    MAX_SEED,
)
from .parallel import ChunkResult, ChunkTask, resolve_backend, run_chunks
from .progress import progress_bar
from .scalar import POLICIES
from .stats import Statistics, Tally, statistics

if TYPE_CHECKING:
    from ..engine.rules import Rules

__all__ = [
    "DEFAULT_CHUNK_DEALS",
    "DEFAULT_CHUNK_GAMES",
    "MAX_DEALS",
    "MAX_GAMES",
    "MAX_JOBS",
    "MAX_SEED",
    "DaskUnreachable",
    "SimulationResult",
    "dask_client",
    "resolve_rules",
    "simulate",
]


#: How long to wait for a Dask scheduler to answer.
DASK_CONNECT_TIMEOUT = "10s"


@dataclass(frozen=True)
class SimulationResult:
    """What :func:`simulate` returns."""

    variant: str
    """The variant's id (``classic+vache``)."""
    policy: str
    seed: int
    unit: str
    """``deals`` or ``games``: what was asked for."""
    count: int
    """How many deals (or games) were played."""
    chunk: int
    backend: str
    """``batch`` or ``scalar``: what played the deals."""
    stats: Statistics
    deals: DealTable | None = field(default=None, repr=False)
    """One row per deal (None when ``keep_rows=False``)."""
    games: GameTable | None = field(default=None, repr=False)
    """One row per game (None when ``keep_rows=False`` or for ``deals=``)."""
    backend_reason: str = ""
    """Why that backend: for the scalar one, why the batch engine could not play."""
    random_declarations: bool = False
    """The random policy said a belote, and showed annonces it could keep silent, half the
    time (rather than always)."""


def resolve_rules(variant: str | Variant | Rules) -> Rules:
    """The compiled rules of a spec (``"classic+vache"``, a file), a Variant or Rules."""
    from ..engine.rules import Rules

    if isinstance(variant, Rules):
        return variant
    if isinstance(variant, str):
        path = Path(variant)
        if path.suffix in (".yaml", ".yml") and "+" not in path.name:
            variant = load_variant(path)
        else:
            variant = load_variant(variant)
    if not isinstance(variant, Variant):
        raise TypeError(
            "variant: expected a variant name with options ('classic+vache'), a file, a "
            f"Variant or Rules; got {type(variant).__name__}"
        )
    if variant.abstract:
        raise ValueError(
            _("variant: {variant} is abstract: it cannot be played", variant=variant.id)
        )
    return variant.compile()


def _whole(name: str, value: object, low: int, high: int) -> int:
    if isinstance(value, bool) or not hasattr(value, "__index__"):
        raise TypeError(f"{name}: expected a whole number; got {type(value).__name__}")
    value = operator.index(value)  # a numpy integer too
    if not low <= value <= high:
        raise ValueError(f"{name}: expected a whole number from {low} to {high:_}; got {value}")
    return value


def _chunks(
    count: int,
    chunk: int,
    *,
    seed: int,
    games: bool,
    policy: str,
    backend: str,
    keep: bool,
    random_declarations: bool,
) -> Iterator[ChunkTask]:
    start = index = 0
    while start < count:
        size = min(chunk, count - start)
        yield ChunkTask(
            index,
            start,
            size,
            seed,
            games,
            policy,
            backend,
            keep,
            MAX_DEALS_PER_GAME,
            random_declarations,
        )
        start += size
        index += 1


@contextlib.contextmanager
def dask_client(dask: Any) -> Iterator[Any]:
    """A ``distributed.Client`` for ``dask`` (``"local"``, a scheduler address, or a Client,
    which is used as it is and left open)."""
    if dask is None:
        yield None
        return
    if not isinstance(dask, str):
        yield dask
        return
    from distributed import Client, LocalCluster

    if dask == "local":
        # the worker processes are started with Ctrl-C ignored (they inherit it): Ctrl-C is
        # this process's to handle, and each worker would otherwise print a traceback
        main = threading.current_thread() is threading.main_thread()
        before = signal.signal(signal.SIGINT, signal.SIG_IGN) if main else None
        try:
            cluster = LocalCluster(  # type: ignore[no-untyped-call, unused-ignore]
                n_workers=2,
                threads_per_worker=1,
                processes=True,
                dashboard_address=None,
                silence_logs=logging.CRITICAL,  # a failed chunk is the command's to say
            )
        finally:
            if main:
                signal.signal(signal.SIGINT, before)
        try:
            with Client(cluster) as client:  # type: ignore[no-untyped-call, unused-ignore]
                yield client
        finally:
            cluster.close()
        return
    client = _connect(dask)
    try:
        yield client
    finally:
        with contextlib.suppress(Exception):
            client.close()


class DaskUnreachable(RuntimeError):
    """No usable Dask scheduler at the address given: it did not answer in time, or what it
    sent was not Dask's protocol (the message says which)."""


def _connect(address: str) -> Any:
    """A ``distributed.Client`` connected to ``address``, or :class:`DaskUnreachable`. The
    connection is made in a thread given a deadline: a peer that accepts the connection and
    never answers would otherwise hang the command despite Dask's own timeout."""
    from distributed import Client

    seconds = float(DASK_CONNECT_TIMEOUT.removesuffix("s"))
    made: dict[str, Any] = {}

    def connect() -> None:
        try:
            made["client"] = Client(address, timeout=DASK_CONNECT_TIMEOUT)  # type: ignore[no-untyped-call, unused-ignore]
        except BaseException as exc:  # noise from the peer: any error of the protocol's code
            made["error"] = exc

    thread = threading.Thread(target=connect, name="belote-spec-dask-connect", daemon=True)
    thread.start()
    deadline = 1.5 * seconds + 1  # Dask's own timeout first, when it works
    thread.join(deadline)
    if thread.is_alive():
        raise DaskUnreachable(
            _(
                "--dask: no answer from a Dask scheduler at {address} within {seconds:g} s",
                address=address,
                seconds=deadline,
            )
        )
    error = made.get("error")
    if error is not None:
        if isinstance(error, KeyboardInterrupt):
            raise error
        said = f"{type(error).__name__}: {error}"[:300]
        raise DaskUnreachable(
            _(
                "--dask: cannot talk to a Dask scheduler at {address}: {error}",
                address=address,
                error=said,
            )
        )
    return made["client"]


def simulate(
    variant: str | Variant | Rules,
    *,
    deals: int | None = None,
    games: int | None = None,
    policy: str = "random",
    seed: int = 0,
    jobs: int = 1,
    dask: Any = None,
    keep_rows: bool = True,
    progress: bool = False,
    chunk: int | None = None,
    backend: str = "auto",
    on_chunk: Callable[[ChunkResult], None] | None = None,
    random_declarations: bool = False,
) -> SimulationResult:
    """Play ``deals`` independent deals, or ``games`` whole games, of ``variant`` and return
    their statistics (and rows, unless ``keep_rows=False``: memory then stays flat whatever
    the number of deals).

    ``variant``: a spec (``"classic+vache"``, a file), a :class:`~belote_spec.Variant` or
    :class:`~belote_spec.Rules`. ``policy``: ``random`` (uniform legal actions; the batch
    engine plays it when installed) or ``heuristic`` (:class:`~belote_spec.bots.HeuristicBot`
    at every seat). The random policy always says a belote that must be said and shows
    annonces a player may keep silent (a choice that costs nothing is not left to chance);
    ``random_declarations=True`` makes it say each half the time instead. The work is cut
    into chunks of ``chunk`` deals (default :data:`DEFAULT_CHUNK_DEALS`) or games
    (:data:`DEFAULT_CHUNK_GAMES`), chunk ``i`` played with
    ``numpy.random.default_rng([seed, i])``: the numbers depend on the seed and the chunk size
    only, not on ``jobs`` (processes) nor ``dask`` (``"local"``, a scheduler address or a
    ``distributed.Client``). ``backend``: ``auto`` (the batch engine when it can play the
    variant, otherwise the scalar one), ``batch`` or ``scalar``. ``progress``: a progress bar
    on standard error. ``on_chunk`` is called with each chunk's result, in chunk order.

    With ``jobs`` above 1 the chunks run in new processes (forkserver): a script must then call
    ``simulate`` under ``if __name__ == "__main__":``, as multiprocessing requires.

    Raises :class:`ValueError` (:class:`TypeError`) for a bad argument, naming it, and
    :class:`~belote_spec.VariantError` for a bad variant."""
    if (deals is None) == (games is None):
        raise ValueError("deals, games: give one of them (how many deals, or how many games)")
    by_games = games is not None
    unit = "games" if by_games else "deals"
    count = _whole(unit, games if by_games else deals, 1, MAX_GAMES if by_games else MAX_DEALS)
    if policy not in POLICIES:
        raise ValueError(f"policy: expected one of {', '.join(POLICIES)}; got {policy!r}")
    if not isinstance(random_declarations, bool):
        raise TypeError(
            f"random_declarations: expected True or False; got {type(random_declarations).__name__}"
        )
    if random_declarations and policy != "random":
        raise ValueError(
            f"random_declarations: the {policy} policy chooses its own declarations; "
            "only the random policy can draw them"
        )
    seed = _whole("seed", seed, 0, MAX_SEED)
    jobs = _whole("jobs", jobs, 1, MAX_JOBS)
    if dask is not None and jobs != 1:
        raise ValueError("jobs, dask: give one of them (the Dask workers are the processes)")
    if chunk is None:
        chunk = DEFAULT_CHUNK_GAMES if by_games else DEFAULT_CHUNK_DEALS
    chunk = _whole("chunk", chunk, 1, MAX_CHUNK)
    rules = resolve_rules(variant)
    chosen, why = resolve_backend(rules, policy, backend, random_declarations=random_declarations)
    tasks = _chunks(  # made as they are sent: a billion deals are not a list of tasks
        count,
        chunk,
        seed=seed,
        games=by_games,
        policy=policy,
        backend=chosen,
        keep=keep_rows or on_chunk is not None,
        random_declarations=random_declarations,
    )
    tally = Tally()
    deal_parts: list[DealTable] = []
    game_parts: list[GameTable] = []
    bar = progress_bar(count, unit[:-1], progress, rules.variant.id)
    try:
        with dask_client(dask) as client:
            for result in run_chunks(
                rules, tasks, jobs=jobs, client=client, done=lambda r: bar.update(r.size)
            ):
                tally.add(result.tally)
                if on_chunk is not None:
                    on_chunk(result)
                if keep_rows and result.deals is not None:
                    deal_parts.append(result.deals)
                    if result.games is not None:
                        game_parts.append(result.games)
    finally:
        bar.close()
    return SimulationResult(
        variant=rules.variant.id,
        policy=policy,
        seed=seed,
        unit=unit,
        count=count,
        chunk=chunk,
        backend=chosen,
        backend_reason=why,
        random_declarations=random_declarations,
        stats=statistics(tally),
        deals=concat_tables(deal_parts, deal_columns(rules.seating.lines)) if keep_rows else None,
        games=(
            concat_tables(game_parts, game_columns(rules.seating.lines))
            if keep_rows and by_games
            else None
        ),
    )
