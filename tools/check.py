"""Run every check of the project: ruff, mypy --strict, then the whole pytest suite.

Usage: ``python tools/check.py [PYTEST ARGS...]`` from the repository root, inside the
environment where the project was installed with its ``test`` extra. Exits non-zero when a
step fails; pytest's "no tests collected" also counts as a failure.

ruff runs first and stops the run when it fails (it takes a fraction of a second). mypy then
runs while pytest does (it needs a few seconds of one core, mostly while the pytest workers
start and collect): its output is shown after pytest's, with its exit status, and a mypy
failure fails the run even when every test passes.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time


def run(step: str, command: list[str]) -> int:
    print(f"==> {step}: {' '.join(command)}", flush=True)
    start = time.perf_counter()
    status = subprocess.call(command)
    print(f"<== {step}: exit {status} in {time.perf_counter() - start:.1f}s", flush=True)
    return status


def main() -> None:
    python = sys.executable
    status = run("ruff", [python, "-m", "ruff", "check", "."])
    if status != 0:
        sys.exit(status)
    mypy_command = [python, "-m", "mypy", "--strict", "belote_spec"]
    print(f"==> mypy (beside pytest, shown after it): {' '.join(mypy_command)}", flush=True)
    with tempfile.TemporaryFile() as mypy_output:
        start = time.perf_counter()
        mypy = subprocess.Popen(mypy_command, stdout=mypy_output, stderr=subprocess.STDOUT)
        # worksteal: each worker starts on its own half of the tests (the module fixtures are
        # made once) and takes half of what the other has left when it runs out; on two cores
        # it ended the suite sooner than load or loadfile.
        workers = ["-n", "auto", "--dist", "worksteal"] if _has_xdist() else []
        try:
            tests = run("pytest", [python, "-m", "pytest", *workers, *sys.argv[1:]])
        finally:
            typed = mypy.wait()
        seconds = time.perf_counter() - start
        mypy_output.seek(0)
        print(f"==> mypy output: {' '.join(mypy_command)}", flush=True)
        sys.stdout.buffer.write(mypy_output.read())
        sys.stdout.flush()
    print(f"<== mypy: exit {typed} (finished within {seconds:.1f}s)", flush=True)
    steps = (("pytest", tests), ("mypy", typed))
    failed = [f"{name} (exit {code})" for name, code in steps if code]
    if failed:
        print(f"check.py: failed: {', '.join(failed)}", flush=True)
        sys.exit(tests or typed)


def _has_xdist() -> bool:
    try:
        import xdist  # noqa: F401
    except ImportError:
        return False
    return True


if __name__ == "__main__":
    main()
