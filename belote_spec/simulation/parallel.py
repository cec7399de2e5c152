"""Chunks of a simulation, and where they run: in this process, in worker processes, or on a
Dask cluster.

A simulation of ``n`` deals (or games) is cut into chunks of a fixed size; chunk ``i`` plays
with its own generator, ``numpy.random.default_rng([seed, i])``, so that its rows depend only
on the seed, the chunk size and ``i``: the same numbers come out whatever runs the chunks and
in whatever order they finish. Results are taken back in chunk order.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Protocol

import numpy as np

from ..i18n import _
from .columns import DealTable, GameTable
from .scalar import ScalarEngine
from .stats import Tally

if TYPE_CHECKING:
    from ..engine.rules import Rules

__all__ = [
    "BACKENDS",
    "ChunkResult",
    "ChunkTask",
    "Engine",
    "WorkerFailure",
    "batch_available",
    "make_engine",
    "resolve_backend",
    "run_chunk",
    "run_chunk_guarded",
    "run_chunks",
    "stop_pool",
]

#: The backends :func:`make_engine` knows.
BACKENDS: Final = ("auto", "batch", "scalar")


class Engine(Protocol):
    """What plays the deals of a chunk: the batch engine or :class:`ScalarEngine`."""

    def play_deals(self, n: int, rng: np.random.Generator) -> DealTable: ...

    def play_games(
        self, n_games: int, rng: np.random.Generator, *, max_deals: int = 500
    ) -> tuple[DealTable, GameTable]: ...


def batch_available() -> str | None:
    """Why the batch engine cannot be used (None when ``belote_spec.simulation.batch`` imports)."""
    try:
        from belote_spec.simulation.batch import (  # type: ignore[attr-defined, unused-ignore]  # noqa: F401
            BatchEngine,
            BatchUnsupported,
        )
    except ImportError as exc:
        return _("belote_spec.simulation.batch is not available ({problem})", problem=exc)
    return None


def _batch_engine(rules: Rules, random_declarations: bool) -> Engine:
    from belote_spec.simulation.batch import BatchEngine  # type: ignore[attr-defined, unused-ignore]

    engine: Engine = BatchEngine(rules, backend="auto", random_declarations=random_declarations)
    return engine


def resolve_backend(
    rules: Rules, policy: str, backend: str, *, random_declarations: bool = False
) -> tuple[str, str]:
    """The backend that will play (``batch`` or ``scalar``) and why, for ``backend``
    (``auto``, ``batch`` or ``scalar``). Raises :class:`ValueError` when ``batch`` is asked
    for and cannot be used."""
    if backend not in BACKENDS:
        raise ValueError(f"backend: expected one of {', '.join(BACKENDS)}; got {backend!r}")
    if backend == "scalar":
        # TRANSLATORS: why simulate plays one deal at a time: --backend scalar was given
        return "scalar", _("asked for")
    if policy != "random":
        if backend == "batch":
            raise ValueError(
                _(
                    "backend: the batch engine plays random deals only, not {policy}",
                    policy=policy,
                )
            )
        return "scalar", _("the batch engine does not play the {policy} policy", policy=policy)
    why = batch_available()
    if why is None:
        try:
            # kept: this thread's chunks reuse it
            _engine_for(rules, policy, "batch", random_declarations)
        except ValueError as exc:  # BatchUnsupported: a phase from a third-party plugin
            why = _("the batch engine cannot play this variant: {problem}", problem=exc)
    if why is not None:
        if backend == "batch":
            raise ValueError(f"backend: {why}")
        return "scalar", why
    return "batch", _("belote_spec.simulation.batch is installed")


def make_engine(
    rules: Rules, policy: str, backend: str, random_declarations: bool = False
) -> Engine:
    """The engine of a resolved ``backend`` (``batch`` or ``scalar``)."""
    if backend == "batch":
        return _batch_engine(rules, random_declarations)
    return ScalarEngine(rules, policy=policy, random_declarations=random_declarations)


@dataclass(frozen=True)
class ChunkTask:
    """One chunk: ``size`` deals (or games) numbered from ``start``, played with the
    generator ``default_rng([seed, index])``."""

    index: int
    start: int
    size: int
    seed: int
    games: bool
    policy: str
    backend: str
    keep_rows: bool
    max_deals: int = 500
    random_declarations: bool = False


@dataclass
class ChunkResult:
    """What a chunk sends back: its tally, and its rows when asked for."""

    index: int
    size: int
    tally: Tally
    deals: DealTable | None
    games: GameTable | None


_LOCAL = threading.local()
_WORKER_RULES: list[Rules] = []


def _engine_for(
    rules: Rules, policy: str, backend: str, random_declarations: bool = False
) -> Engine:
    """The engine of this thread's last chunk when it was for the same rules (a worker runs
    many chunks of one simulation: the batch engine is built once). One per thread: the
    threads of a Dask worker never share an engine."""
    cached: tuple[Any, tuple[str, str, bool], Engine] | None = getattr(_LOCAL, "engine", None)
    how = (policy, backend, random_declarations)
    if cached is not None and cached[0] is rules and cached[1] == how:
        return cached[2]
    engine = make_engine(rules, policy, backend, random_declarations)
    _LOCAL.engine = (rules, how, engine)
    return engine


def run_chunk(rules: Rules | None, task: ChunkTask) -> ChunkResult:
    """Play one chunk (``rules`` None: the worker's, from :func:`_init_worker`)."""
    if rules is None:
        rules = _WORKER_RULES[0]
    engine = _engine_for(rules, task.policy, task.backend, task.random_declarations)
    rng = np.random.default_rng([task.seed, task.index])
    games: GameTable | None = None
    if task.games:
        deals, games = engine.play_games(task.size, rng, max_deals=task.max_deals)
        games["game"] = games["game"].astype(np.int64) + task.start
    else:
        deals = engine.play_deals(task.size, rng)
    deals["game"] = deals["game"].astype(np.int64) + task.start
    tally = Tally.of(deals, games)
    if not task.keep_rows:
        return ChunkResult(task.index, task.size, tally, None, None)
    return ChunkResult(task.index, task.size, tally, deals, games)


class WorkerFailure(RuntimeError):
    """A chunk that failed in a worker process for a reason its caller should be told
    plainly: a third-party plugin's code raised (named), or the code run there raised
    :class:`SystemExit` or another :class:`BaseException` (which would otherwise end the
    command as if it had succeeded)."""


def _run_in_worker(task: ChunkTask) -> ChunkResult:
    """:func:`run_chunk` in a worker process, its failures made plain for the parent."""
    return run_chunk_guarded(None, task)


def run_chunk_guarded(rules: Rules | None, task: ChunkTask) -> ChunkResult:
    """:func:`run_chunk` where its failures must travel to another process (a worker of this
    machine, a Dask worker): a plugin's failure named, :class:`SystemExit` and other
    :class:`BaseException` made a :class:`WorkerFailure` (they would end the worker, or the
    command as if it had succeeded)."""
    try:
        return run_chunk(rules, task)
    except KeyboardInterrupt:
        raise
    except BaseException as exc:
        from ..pluginmanager import any_plugin_at_fault

        who = any_plugin_at_fault(exc)
        if who is None and isinstance(exc, Exception):
            raise  # a bug of belote-spec: its traceback goes back to the parent
        said = f"{type(exc).__name__}: {exc}"
        raise WorkerFailure(
            _("{plugin} failed: {error}", plugin=who, error=said)
            if who is not None
            else _("a worker process stopped: {error}", error=said)
        ) from None


def stop_pool(pool: Any) -> None:
    """Stop a ``ProcessPoolExecutor`` now: its queued work cancelled and its worker processes
    terminated, even in the middle of a chunk (waiting would keep them running, holding the
    pipe, after the command is gone)."""
    processes = list((getattr(pool, "_processes", None) or {}).values())  # CPython's own
    for process in processes:
        with contextlib.suppress(Exception):
            process.terminate()
    for process in processes:
        with contextlib.suppress(Exception):
            process.join(timeout=10)
    # A worker killed while sending its result leaves half a message in the result pipe, and
    # the pool's manager thread waits for the rest for ever (the interpreter then cannot exit:
    # it joins that thread). This process's own end for writing is the last one open once the
    # workers are gone: closed, the manager reads the end of the pipe, sees the pool broken
    # and ends.
    writer = getattr(getattr(pool, "_result_queue", None), "_writer", None)
    if writer is not None:
        with contextlib.suppress(Exception):
            writer.close()
    pool.shutdown(wait=True, cancel_futures=True)


def _init_worker(rules: Rules) -> None:
    """A worker process: Ctrl-C is the parent's to handle (the workers would otherwise each
    print a traceback), and the compiled rules are kept for every chunk."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _WORKER_RULES[:] = [rules]


def run_chunks(
    rules: Rules,
    tasks: Iterable[ChunkTask],
    *,
    jobs: int = 1,
    client: Any = None,
    done: Callable[[ChunkResult], None] | None = None,
) -> Iterator[ChunkResult]:
    """Run ``tasks`` and give their results back in chunk order. ``client``: a
    ``distributed.Client``; otherwise ``jobs`` processes (1: this process). ``done`` is
    called with each result just before it is given back (for a progress bar)."""
    if client is not None:
        yield from _dask(rules, tasks, client, done)
    elif jobs <= 1:
        for task in tasks:
            result = run_chunk(rules, task)
            if done is not None:
                done(result)
            yield result
    else:
        yield from _processes(rules, tasks, jobs, done)


def _processes(
    rules: Rules,
    tasks: Iterable[ChunkTask],
    jobs: int,
    done: Callable[[ChunkResult], None] | None,
) -> Iterator[ChunkResult]:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("forkserver" if "forkserver" in methods else None)
    pool = ProcessPoolExecutor(
        max_workers=jobs, mp_context=context, initializer=_init_worker, initargs=(rules,)
    )
    try:
        yield from _in_order(lambda task: pool.submit(_run_in_worker, task), tasks, 2 * jobs, done)
    except BaseException:
        stop_pool(pool)
        raise
    pool.shutdown(wait=True)


def _in_order(
    submit: Callable[[ChunkTask], Any],
    tasks: Iterable[ChunkTask],
    window: int,
    done: Callable[[ChunkResult], None] | None,
) -> Iterator[ChunkResult]:
    """Submit ``tasks`` and give their results back in chunk order, with at most ``window``
    chunks submitted and not yet given back: memory stays bounded however many chunks there
    are and whichever finishes first."""
    queue = iter(tasks)
    pending: deque[Any] = deque()
    for task in queue:
        pending.append(submit(task))
        if len(pending) >= window:
            break
    while pending:
        future = pending.popleft()
        result: ChunkResult = future.result()
        if done is not None:
            done(result)
        yield result
        following = next(queue, None)
        if following is not None:
            pending.append(submit(following))


def _dask(
    rules: Rules,
    tasks: Iterable[ChunkTask],
    client: Any,
    done: Callable[[ChunkResult], None] | None,
) -> Iterator[ChunkResult]:
    shared = client.scatter(rules, broadcast=True, hash=False)
    workers = max(1, len(client.scheduler_info().get("workers", {})))
    submitted: list[Any] = []

    def submit(task: ChunkTask) -> Any:
        future = client.submit(run_chunk_guarded, shared, task, pure=False)
        submitted.append(future)
        if len(submitted) > 64:  # the finished ones need no cancelling
            submitted[:] = [f for f in submitted if not f.done()]
        return future

    try:
        yield from _in_order(submit, tasks, 4 * workers, done)
    except BaseException:
        unfinished = [f for f in submitted if not f.done()]
        if unfinished:
            client.cancel(unfinished)
        raise
