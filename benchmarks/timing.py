"""The measuring loop every benchmark here shares (a module beside the scripts, which Python
finds because a script's own folder comes first on ``sys.path``)."""

from __future__ import annotations

import time
from collections.abc import Callable


def rate(
    fn: Callable[[], int],
    seconds: float,
    *,
    clock: Callable[[], float] = time.perf_counter,
    warm_up: bool = True,
) -> float:
    """Units per second of ``fn`` (which returns how many units it did), measured for at least
    ``seconds`` of ``clock`` (wall time, or ``time.process_time`` on a shared machine), after
    one warm-up call unless told otherwise."""
    if warm_up:
        fn()
    done = 0
    start = clock()
    while True:
        done += fn()
        elapsed = clock() - start
        if elapsed >= seconds:
            return done / elapsed
