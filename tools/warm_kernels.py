"""Compile numba's kernels once, into numba's disk cache, before the test workers need them.

In a fresh clone numba's cache is empty, and each pytest-xdist worker compiled the batch engine
and the solver itself (about 15 s of processor time each, the same machine code twice). Run as
``python tools/warm_kernels.py ROOT``, this script makes the calls that compile them (a short
batch simulation, a solved position, the play kernels as ``tests/test_play_combinations.py``
calls them) with the package of ``ROOT``, so that they go to the cache once; the workers, which
wait for it (:func:`wait`) before their first test that may run the kernels (the others run
meanwhile), then load them from there.

:func:`start` starts it (``tools/check.py`` at once, before ruff and mypy; ``tests/conftest.py``
when a plain ``pytest -n N`` run starts its workers and no warm-up was started for it) holding
an exclusive ``flock`` on a lock file named by :data:`LOCK_VARIABLE`; :func:`wait` takes a
shared lock on it, so it returns when the warm-up ends, however it ends. Nothing is warmed where
nothing can be cached (no writable folder for numba's cache, numba missing or disabled): the
script then ends at once and each process compiles what it needs, as before. Whatever fails
here is left to the tests to find: the script never fails a run.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, MutableMapping
from pathlib import Path
from typing import Any

#: The environment variable naming the lock file of the warm-up a process should wait for.
LOCK_VARIABLE = "BELOTE_SPEC_KERNELS_LOCK"


def lock_path(root: Path) -> Path:
    """The lock file of the warm-up of the checkout ``root`` (one per checkout)."""
    digest = hashlib.sha1(str(root.resolve()).encode()).hexdigest()[:16]
    return Path(tempfile.gettempdir()) / f"belote-spec-kernels-{digest}.lock"


def start(root: Path, environ: MutableMapping[str, str]) -> subprocess.Popen[bytes] | None:
    """Start the warm-up of ``root``'s kernels in the background, holding the lock until it
    ends, and name the lock in ``environ`` (the environment the test processes inherit).
    Returns the process, or None when none was started: the environment names a warm-up
    already, the lock cannot be made (no ``fcntl``), or another run of this checkout is
    warming them (its lock is then named: the workers wait for that one)."""
    if environ.get(LOCK_VARIABLE):
        return None
    try:
        import fcntl
    except ImportError:  # not on this system: each worker compiles, as before
        return None
    path = lock_path(root)
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:  # another run warms the same kernels: wait for it instead
            environ[LOCK_VARIABLE] = str(path)
            return None
        env = {k: v for k, v in environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        process = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), str(root)],
            cwd=root,
            env=env,
            pass_fds=(fd,),  # the lock, held as long as the warm-up runs
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
    except OSError:
        return None
    finally:
        os.close(fd)
    environ[LOCK_VARIABLE] = str(path)
    return process


def wait(environ: MutableMapping[str, str], timeout: float = 600.0) -> None:
    """Return when the warm-up named in ``environ`` has ended (at once when none is named,
    when it has ended already or after ``timeout`` seconds)."""
    path = environ.get(LOCK_VARIABLE)
    if not path:
        return
    try:
        import fcntl

        fd = os.open(path, os.O_RDONLY)
    except (ImportError, OSError):
        return
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
                return
            except OSError:
                if time.monotonic() > deadline:
                    return
                time.sleep(0.05)
    finally:
        os.close(fd)  # the shared lock goes with it


def warm() -> None:
    """Make the calls that compile every kernel the tests compile, each into numba's cache
    (skipped where it has none)."""
    try:
        from numba.core import config
    except ImportError:
        return
    if getattr(config, "DISABLE_JIT", False):
        return
    from belote_spec.simulation.batch import jit

    if jit.CACHE:
        _attempt(_batch)
        _attempt(lambda: _play_kernels(jit.COMPILED))
    from belote_spec.bots import solver
    from belote_spec.simulation.batch.numba_cache import can_cache

    if can_cache(solver._run):
        _attempt(_solver)


def _attempt(step: Callable[[], object]) -> None:
    with contextlib.suppress(Exception):  # the tests that need it will say what is wrong
        step()


def _batch() -> None:
    """The batch engine: the deals, the play loop, the scorer and the game end."""
    from belote_spec import simulate

    simulate("classic", deals=8, seed=1, backend="batch")


def _play_kernels(compiled: Mapping[str, Any]) -> None:
    """The play kernels called on their own (``tests/test_play_combinations.py``)."""
    import numpy as np

    from belote_spec import load_variant
    from belote_spec.engine.play import kernel_rules

    rules = load_variant("classic").compile()
    tables = rules.tables
    arrays = [np.array(t, np.int64) for t in (tables.power, tables.above, tables.trump_mask)]
    flags = tuple(kernel_rules(rules.variant.rule("play")))
    compiled["analyse_trick"](0b1100, np.array([0, 1], np.int64), 0, *arrays, flags)


def _solver() -> None:
    """The compiled solver: a position solved, and the values of its moves."""
    from belote_spec import load_variant
    from belote_spec.bots.solver import solver_for
    from belote_spec.cards import CODE_INDEX
    from belote_spec.engine.tables import MODE_INDEX

    def mask(codes: str) -> int:
        return sum(1 << CODE_INDEX[c] for c in codes.split())

    hands = [mask("7S AD"), mask("QS TD"), mask("AS 8D"), mask("KS 9D")]
    search = solver_for(load_variant("classic").compile())
    search.move_values(hands, 0, MODE_INDEX["SA"])
    search.solve(hands, 0, MODE_INDEX["SA"])


if __name__ == "__main__":
    sys.path.insert(0, str(Path(sys.argv[1]).resolve()))  # that checkout's package
    warm()
