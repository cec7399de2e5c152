"""Run every check of the project: ruff, mypy --strict, then the whole pytest suite; say how
long each took.

Usage: ``python tools/check.py [--fast] [PYTEST ARGS...]`` from the repository root, inside the
environment where the project was installed with its ``test`` extra. Exits non-zero when a
step fails; pytest's "no tests collected" also counts as a failure.

``--fast`` leaves out the tests marked ``slow`` (``-m "not slow"``: the long bot, fuzz, solver
comparison and offline install tests, the documentation build, the sweeps of every variant
beyond the four shipped ones): a developer's check between two edits. Without it, everything
runs, as CI runs it (``.ci/run``).

ruff runs first and stops the run when it fails (it takes a fraction of a second). mypy then
runs beside pytest (a few seconds of one core, mostly while the pytest workers start and
collect): its output is shown after pytest's, with its exit status, and a mypy failure fails
the run even when every test passes.

pytest runs on every core (pytest-xdist), with the ``ci`` Hypothesis profile (derandomised:
the same examples at each run; ``--hypothesis-profile=NAME`` among the arguments replaces it)
and with ``BELOTE_SPEC_STRICT_SKIPS=1``: a test skipped for any other reason than a missing
optional tool fails (``tests/skips.py``).

At its end it prints the time of each step and of the whole run: the wall-clock time, the
processor time of the step's processes (all cores added up: with two cores busy all along,
twice the wall-clock time) and the load average, which tells whether other programs shared
the machine.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

#: The variable that makes a skip fail unless it names a missing optional tool (tests/skips.py).
STRICT_SKIPS = "BELOTE_SPEC_STRICT_SKIPS"


def pytest_environment(environ: Mapping[str, str]) -> dict[str, str]:
    """The environment of the pytest run: strict skips (:data:`STRICT_SKIPS`), and Python's
    bytecode written and reused (``PYTHONDONTWRITEBYTECODE`` left out, when a machine sets
    it): the suite starts a hundred Python processes (the workers, the command line, the
    scenarios of a throwaway repository, the forks of the mutation sample), and without
    ``__pycache__`` each one compiles the package and the tests again (about 15 s of the
    whole run on two cores). The ``.pyc`` files go to ``__pycache__`` folders git ignores."""
    env = {k: v for k, v in environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env[STRICT_SKIPS] = "1"
    return env


@dataclass
class Step:
    """A command run as a step of the check, and what it cost."""

    name: str
    command: list[str]
    note: str = ""
    status: int | None = None
    wall: float = 0.0
    processor: float = 0.0
    _start: float = field(default=0.0, repr=False)
    _process: subprocess.Popen[bytes] | None = field(default=None, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def start(self, *, stdout: IO[bytes] | None = None, env: dict[str, str] | None = None) -> None:
        self._start = time.perf_counter()
        self._process = subprocess.Popen(
            self.command, stdout=stdout, stderr=subprocess.STDOUT if stdout else None, env=env
        )

    def wait(self) -> int:
        """Wait for the command; its exit status (and its time, its processor time)."""
        assert self._process is not None
        with self._lock:  # waited for by one thread, once
            if self.status is None:
                _, waited, usage = os.wait4(self._process.pid, 0)
                self.wall = time.perf_counter() - self._start
                self.processor = usage.ru_utime + usage.ru_stime
                self.status = os.waitstatus_to_exitcode(waited)
                self._process.returncode = self.status
            return self.status

    def ended(self, process: subprocess.Popen[bytes], start: float) -> None:
        """Wait for ``process``, started at ``start`` by another hand; its status and times."""
        try:
            _, waited, usage = os.wait4(process.pid, 0)
        except ChildProcessError:  # waited for elsewhere: no times to show
            return
        self.wall = time.perf_counter() - start
        self.processor = usage.ru_utime + usage.ru_stime
        self.status = process.returncode = os.waitstatus_to_exitcode(waited)

    def stop(self) -> None:
        """End the command if it still runs (the check was interrupted)."""
        if self._process is not None and self.status is None:
            self._process.kill()
            self.wait()

    def run(self, **kwargs: Any) -> int:
        print(f"==> {self.name}: {' '.join(self.command)}", flush=True)
        self.start(**kwargs)
        try:
            status = self.wait()
        finally:
            self.stop()
        print(f"<== {self.name}: exit {status} in {self.wall:.1f}s", flush=True)
        return status


def pytest_arguments(args: list[str], *, workers: bool) -> tuple[list[str], bool]:
    """The arguments of the pytest step for the arguments of this script: ``--fast`` (taken
    out) and pytest's own. Returns them and whether the run is the fast one."""
    fast = "--fast" in args
    rest = [a for a in args if a != "--fast"]
    out: list[str] = []
    if workers:
        # worksteal: each worker starts on its own half of the tests (the module fixtures are
        # made once) and takes half of what the other has left when it runs out; on two cores
        # it ended the suite sooner than load or loadfile.
        out += ["-n", "auto", "--dist", "worksteal"]
    if not any(a == "--hypothesis-profile" or a.startswith("--hypothesis-profile=") for a in rest):
        out.append("--hypothesis-profile=ci")
    if fast:
        out += ["-m", "not slow"]  # before the user's arguments: a -m of theirs replaces it
    return [*out, *rest], fast


def _load() -> str:
    try:
        one, five, _ = os.getloadavg()
    except OSError:
        return "unknown"
    return f"{one:.2f} (1 min), {five:.2f} (5 min)"


def report(steps: list[Step], total: float, load_before: str, *, fast: bool) -> None:
    """The times of the run, one line per step."""
    cores = os.cpu_count() or 1
    what = "check.py --fast" if fast else "check.py"
    print(f"==> {what}: times on {cores} cores", flush=True)
    for step in steps:
        if step.status is None:
            continue
        note = f"; {step.note}" if step.note else ""
        print(
            f"    {step.name:<7} {step.wall:7.1f} s wall, {step.processor:7.1f} s of processor"
            f" (exit {step.status}{note})"
        )
    print(f"    {'total':<7} {total:7.1f} s wall")
    print(f"    load average before: {load_before}; after: {_load()}", flush=True)


def _warm_kernels() -> Any:
    """The module of ``tools/warm_kernels.py`` (beside this script, which tests load alone)."""
    import importlib.util

    path = Path(__file__).resolve().with_name("warm_kernels.py")
    spec = importlib.util.spec_from_file_location("belote_spec_tools_warm_kernels", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def main() -> None:
    python = sys.executable
    begin = time.perf_counter()
    load_before = _load()
    arguments, fast = pytest_arguments(sys.argv[1:], workers=_has_xdist())
    environment = pytest_environment(os.environ)
    # numba's kernels compiled into its cache at once, beside ruff, mypy and the workers'
    # collection: the workers wait for it rather than each compiling them (tools/warm_kernels.py)
    root = Path(__file__).resolve().parents[1]
    warming = _warm_kernels().start(root, environment) if arguments[:1] == ["-n"] else None
    kernels = Step("kernels", [], note="numba's cache filled for the workers")
    if warming is not None:
        warmed = threading.Thread(target=kernels.ended, args=(warming, begin), daemon=True)
        warmed.start()
    ruff = Step("ruff", [python, "-m", "ruff", "check", "."])
    mypy = Step("mypy", [python, "-m", "mypy", "--strict", "belote_spec"], note="beside pytest")
    tests = Step("pytest", [python, "-m", "pytest", *arguments])
    steps = [ruff, mypy, tests]
    try:
        if ruff.run() != 0:
            report(steps, time.perf_counter() - begin, load_before, fast=fast)
            sys.exit(ruff.status)
        print(f"==> mypy (beside pytest, shown after it): {' '.join(mypy.command)}", flush=True)
        with tempfile.TemporaryFile() as mypy_output:
            mypy.start(stdout=mypy_output)
            # mypy's time is taken when it ends, while pytest still runs
            waiter = threading.Thread(target=mypy.wait, daemon=True)
            waiter.start()
            try:
                tests.run(env=environment)
            finally:
                waiter.join()
            mypy_output.seek(0)
            print(f"==> mypy output: {' '.join(mypy.command)}", flush=True)
            sys.stdout.buffer.write(mypy_output.read())
            sys.stdout.flush()
        print(f"<== mypy: exit {mypy.status} in {mypy.wall:.1f}s", flush=True)
    finally:
        for step in steps:
            step.stop()
        if warming is not None:
            if warmed.is_alive():  # the check ended first (ruff failed, no test needed it)
                with contextlib.suppress(ProcessLookupError):
                    os.kill(warming.pid, signal.SIGKILL)  # not Popen.kill: it would reap it
            warmed.join()
            steps.insert(0, kernels)
    report(steps, time.perf_counter() - begin, load_before, fast=fast)
    failed = [f"{s.name} (exit {s.status})" for s in (tests, mypy) if s.status]
    if failed:
        print(f"check.py: failed: {', '.join(failed)}", flush=True)
        sys.exit(tests.status or mypy.status)


def _has_xdist() -> bool:
    from importlib.util import find_spec

    return find_spec("xdist") is not None


if __name__ == "__main__":
    main()
