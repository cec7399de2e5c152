"""The warm-up of numba's kernels (``tools/warm_kernels.py``): the lock the test workers wait on.

The warm-up itself (numba compiling into its cache) is not run here: the suite's own run is
its test (``tools/check.py`` starts it, each worker waits for it)."""

from __future__ import annotations

import fcntl  # the warm-up's lock is an flock (POSIX, as CI)
import os
import time
from pathlib import Path

from .conftest import tool

warm = tool("warm_kernels")


def _lock(path: Path) -> int:
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    fcntl.flock(fd, fcntl.LOCK_EX)
    return fd


def test_one_lock_per_checkout(tmp_path: Path) -> None:
    a, b = warm.lock_path(tmp_path / "a"), warm.lock_path(tmp_path / "b")
    assert a != b
    assert a == warm.lock_path(tmp_path / "a" / ".." / "a")


def test_wait_returns_at_once_without_a_warm_up(tmp_path: Path) -> None:
    start = time.monotonic()
    warm.wait({})  # none named
    warm.wait({warm.LOCK_VARIABLE: str(tmp_path / "missing.lock")})  # named, never made
    free = tmp_path / "free.lock"
    free.touch()
    warm.wait({warm.LOCK_VARIABLE: str(free)})  # made, not held
    assert time.monotonic() - start < 5


def test_wait_waits_while_the_warm_up_holds_the_lock(tmp_path: Path) -> None:
    path = tmp_path / "held.lock"
    fd = _lock(path)
    try:
        start = time.monotonic()
        warm.wait({warm.LOCK_VARIABLE: str(path)}, timeout=0.3)  # gives up after its timeout
        assert time.monotonic() - start >= 0.3
    finally:
        os.close(fd)
    start = time.monotonic()
    warm.wait({warm.LOCK_VARIABLE: str(path)}, timeout=30)  # released: at once
    assert time.monotonic() - start < 5


def test_start_leaves_a_named_or_running_warm_up_alone(tmp_path: Path) -> None:
    environ = {warm.LOCK_VARIABLE: "elsewhere.lock"}
    assert warm.start(tmp_path, environ) is None  # check.py started one: not a second
    assert environ == {warm.LOCK_VARIABLE: "elsewhere.lock"}
    fd = _lock(warm.lock_path(tmp_path))  # another run of this checkout is warming them
    try:
        environ = {}
        assert warm.start(tmp_path, environ) is None
        assert environ == {warm.LOCK_VARIABLE: str(warm.lock_path(tmp_path))}  # wait for it
    finally:
        os.close(fd)
        warm.lock_path(tmp_path).unlink()
