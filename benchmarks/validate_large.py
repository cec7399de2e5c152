"""`belote-spec validate` on hostile inputs, each in a subprocess capped at 1 GB of memory.

Run: ``python benchmarks/validate_large.py``. Cases:

* a 3 GB sparse file (``truncate -s 3G``): refused from its size, before any byte is read;
* a FIFO with no writer and ``/dev/zero``: refused from their kind, without reading;
* variant files with 5,000 and 19,000 bad ``remove:`` paths (20,000 would pass the reader's
  limit of values per file): each one reported, the "did you mean" hints bounded in cost.

Each line gives the wall time (the Python start and the imports included), the exit code, the
number of lines printed on stderr and the first one. Figures only: nothing here asserts a
timing. POSIX only (``resource``, ``mkfifo``).
"""

from __future__ import annotations

import os
import resource
import shutil
import string
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MEMORY_CAP = 1 << 30  # 1 GB of address space
EXE = shutil.which("belote-spec") or str(Path(sys.executable).with_name("belote-spec"))


def _cap_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def _word(i: int) -> str:
    out = ""
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        out = string.ascii_lowercase[r] + out
    return out


def run(label: str, target: str) -> None:
    start = time.perf_counter()
    done = subprocess.run(
        [EXE, "validate", target],
        capture_output=True,
        text=True,
        preexec_fn=_cap_memory,  # no threads in this script
        timeout=600,
        check=False,
    )
    wall = time.perf_counter() - start
    lines = done.stderr.splitlines()
    first = (lines[0] if lines else done.stdout.strip())[:110]
    traceback = "  TRACEBACK!" if "Traceback" in done.stderr else ""
    print(f"{label:28} {wall:7.2f} s  exit {done.returncode}  {len(lines):6} lines{traceback}")
    print(f"{'':28} {first}")


def main() -> None:
    print(f"belote-spec validate, memory capped at {MEMORY_CAP >> 20} MB (RLIMIT_AS)")
    with tempfile.TemporaryDirectory(prefix="belote-large-") as tmp:
        folder = Path(tmp)
        sparse = folder / "sparse-3g.yaml"
        with sparse.open("wb") as f:
            f.truncate(3 * 1024**3)
        run("3 GB sparse file", str(sparse))

        fifo = folder / "fifo.yaml"
        os.mkfifo(fifo)
        run("FIFO without a writer", str(fifo))
        if Path("/dev/zero").exists():
            run("/dev/zero", "/dev/zero")

        for count in (5000, 19_000):
            path = folder / f"removes-{count}.yaml"
            items = ",".join(f"rules.{_word(i)}" for i in range(count))
            path.write_text(
                f"extends: base\ntitle: Many removals\nremove: [{items}]\n", encoding="utf-8"
            )
            run(f"{count:,} bad removals", str(path))


if __name__ == "__main__":
    main()
