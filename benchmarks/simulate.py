"""Throughput of ``belote_spec.simulate``: deals per second with 1 and 2 worker processes (and
the speedup), for the scalar backend and for the batch engine when ``belote_spec.simulation.batch``
can
play the variant; and whole games per second.

Figures only: nothing here asserts a timing. Run:
``python benchmarks/simulate.py [--variant classic] [--deals 40000] [--games 2000]``.
The worker processes' start (about a second with forkserver) is part of the 2-job figure: give
enough deals for it to matter little.
"""

from __future__ import annotations

import argparse
import os
import time

from belote_spec.simulation.api import resolve_rules, simulate
from belote_spec.simulation.parallel import batch_available, resolve_backend


def measure(variant: str, backend: str, jobs: int, **count: int) -> float:
    """Units (deals or games) per second of one simulate() call, rows not kept."""
    start = time.perf_counter()
    simulate(variant, backend=backend, jobs=jobs, keep_rows=False, seed=1, **count)
    return next(iter(count.values())) / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--variant", default="classic", help="the variant (default classic)")
    parser.add_argument("--deals", type=int, default=40_000, help="deals per measurement")
    parser.add_argument("--games", type=int, default=2_000, help="games per measurement")
    args = parser.parse_args()
    rules = resolve_rules(args.variant)
    backends = ["scalar"]
    chosen, why = resolve_backend(rules, "random", "auto")
    if chosen == "batch":
        backends.append("batch")
    else:
        print(f"batch backend: not measured ({batch_available() or why})")
    print(f"{args.variant}, {os.cpu_count()} CPUs")
    print(f"{'backend':8} {'unit':6} {'1 job /s':>12} {'2 jobs /s':>12} {'speedup':>8}")
    for backend in backends:
        # a first small run: imports, compilation (numba) and caches out of the figures
        simulate(rules, deals=500, backend=backend, keep_rows=False)
        for unit, n in (("deals", args.deals), ("games", args.games)):
            one = measure(rules.variant.id, backend, 1, **{unit: n})
            two = measure(rules.variant.id, backend, 2, **{unit: n})
            print(f"{backend:8} {unit:6} {one:12,.0f} {two:12,.0f} {two / one:8.2f}")


if __name__ == "__main__":
    main()
