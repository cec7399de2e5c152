"""Load + merge + validate time of each shipped variant (target: under 50 ms each).

Run: ``python benchmarks/load.py [--repeat N]``. Prints one line per variant (and per option)
with the best and median time of N loads. The first load of the process, which also builds
the schema validators, is reported separately as the cold start. Figures only: nothing here
asserts a timing.
"""

from __future__ import annotations

import argparse
import statistics
import time

from belote_spec import list_variants, load_variant

TARGET_MS = 50.0


def measure(spec: str, repeat: int) -> tuple[float, float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        load_variant(spec)
        times.append((time.perf_counter() - start) * 1000)
    return min(times), statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args()

    start = time.perf_counter()
    load_variant("classic")
    print(
        f"cold start (schema compiled, first load of classic): "
        f"{(time.perf_counter() - start) * 1000:.1f} ms"
    )
    print(f"{'variant':34} {'best ms':>8} {'median ms':>10}  target {TARGET_MS:.0f} ms")
    worst = 0.0
    for info in list_variants():
        specs = [info.name] + [f"{info.name}+{o.name}" for o in info.options]
        for spec in specs:
            best, median = measure(spec, args.repeat)
            worst = max(worst, median)
            flag = "ok" if median < TARGET_MS else "SLOW"
            print(f"{spec:34} {best:8.2f} {median:10.2f}  {flag}")
    print(f"worst median: {worst:.2f} ms ({'under' if worst < TARGET_MS else 'over'} target)")


if __name__ == "__main__":
    main()
