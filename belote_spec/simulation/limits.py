"""The bounds and defaults of a simulation (no import of the engine or numpy: the command
line's parser reads them)."""

from __future__ import annotations

import os
from typing import Final

#: The most deals one simulation plays (a billion: hours on a cluster, not a typo's years).
MAX_DEALS: Final = 1_000_000_000
#: The most games one simulation plays.
MAX_GAMES: Final = 100_000_000
#: The most worker processes.
MAX_JOBS: Final = 256
#: Seeds are whole numbers from 0 to this.
MAX_SEED: Final = 2**64 - 1
#: Deals per chunk unless told otherwise (the chunk size is part of what fixes the numbers).
DEFAULT_CHUNK_DEALS: Final = 20_000
#: Games per chunk unless told otherwise.
DEFAULT_CHUNK_GAMES: Final = 1000
#: The largest chunk (rows of one chunk are held in memory at once).
MAX_CHUNK: Final = 1_000_000
#: Deals after which a game is stopped unfinished.
MAX_DEALS_PER_GAME: Final = 500
#: What a worker process costs in memory (measured: about 180 MB with the package, numpy and
#: numba loaded), rounded up.
WORKER_BYTES: Final = 200 * 1024 * 1024


def _available_memory() -> int | None:
    """Bytes of memory available to new processes (Linux's ``MemAvailable``), or None."""
    try:
        with open("/proc/meminfo", encoding="ascii") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def _usable_cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def machine_jobs() -> tuple[int, int, int | None]:
    """The most worker processes worth starting here, the cores this process may use, and the
    memory available (bytes, None when unknown): one worker per core, as many as the memory
    holds at :data:`WORKER_BYTES` each, at least one."""
    cores = _usable_cores()
    memory = _available_memory()
    most = cores if memory is None else min(cores, memory // WORKER_BYTES)
    return max(1, most), cores, memory


def bounded_jobs(requested: int) -> tuple[int, str | None]:
    """``requested`` worker processes, or fewer when this machine cannot run them (more than
    its cores, or than its memory holds): the number to start, and why it is fewer (None when
    it is not). The numbers of a simulation or a match do not depend on it."""
    from ..i18n import _

    most, cores, memory = machine_jobs()
    if requested <= most:
        return requested, None
    if memory is None:
        return most, _(
            "--jobs {jobs}: this machine has {cores} core(s); {most} worker(s) started",
            jobs=requested,
            cores=cores,
            most=most,
        )
    return most, _(
        "--jobs {jobs}: this machine has {cores} core(s) and {memory:.1f} GB of memory "
        "available (about {worker} MB a worker); {most} worker(s) started",
        jobs=requested,
        cores=cores,
        memory=memory / 1024**3,
        worker=WORKER_BYTES // 1024**2,
        most=most,
    )
