"""Run every check of the project: ruff, mypy --strict, then the whole pytest suite.

Usage: ``python tools/check.py [PYTEST ARGS...]`` from the repository root, inside the
environment where the project was installed with its ``test`` extra. Exits non-zero as soon
as a step fails; pytest's "no tests collected" also counts as a failure.
"""

from __future__ import annotations

import subprocess
import sys
import time


def run(step: str, command: list[str]) -> None:
    print(f"==> {step}: {' '.join(command)}", flush=True)
    start = time.perf_counter()
    status = subprocess.call(command)
    print(f"<== {step}: exit {status} in {time.perf_counter() - start:.1f}s", flush=True)
    if status != 0:
        sys.exit(status)


def main() -> None:
    python = sys.executable
    run("ruff", [python, "-m", "ruff", "check", "."])
    run("mypy", [python, "-m", "mypy", "--strict", "belote_spec"])
    workers = ["-n", "auto"] if _has_xdist() else []
    run("pytest", [python, "-m", "pytest", *workers, *sys.argv[1:]])


def _has_xdist() -> bool:
    try:
        import xdist  # noqa: F401
    except ImportError:
        return False
    return True


if __name__ == "__main__":
    main()
