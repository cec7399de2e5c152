"""The double-dummy solver: time to solve a whole deal, and agreement with plain minimax.

Usage: ``python benchmarks/solver.py [--deals N] [--endings N] [--variant NAME]``.

Prints, for ``--deals`` random whole deals (a random contract mode the variant plays and a
random leader, a fresh transposition table each time): the median, the 90th percentile and
the largest CPU time of one solve, and the median number of cards tried. Then checks the
solver's value against plain minimax (``belote_spec.bots.solver.exhaustive``) on ``--endings``
random endings of 4 or 5 tricks and prints how many agree. CPU time of this process
(``time.process_time``), so that a busy machine slows the figures less.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from belote_spec import load_variant
from belote_spec.bots.solver import DoubleDummy, exhaustive
from belote_spec.engine.tables import MODE_INDEX


def deal(rng: random.Random, tricks: int) -> list[int]:
    hands = [0] * 4
    for i, card in enumerate(rng.sample(range(32), 4 * tricks)):
        hands[i % 4] |= 1 << card
    return hands


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--endings", type=int, default=1000)
    parser.add_argument("--variant", default="ffb-contree-2016")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = load_variant(args.variant).compile()
    solver = DoubleDummy.for_rules(rules)
    modes = [MODE_INDEX[m] for m in rules.modes]
    rng = random.Random(args.seed)

    times: list[float] = []
    nodes: list[int] = []
    for _ in range(args.deals):
        hands = deal(rng, 8)
        mode, leader = rng.choice(modes), rng.randrange(4)
        solver.clear()
        start = time.process_time()
        solver.solve(hands, leader, mode)
        times.append(time.process_time() - start)
        nodes.append(solver.stats.nodes)
    times.sort()
    print(
        f"variant {args.variant}: {args.deals} whole deals solved double-dummy, one core "
        f"(nproc {os.cpu_count()}, load {os.getloadavg()[0]:.2f})"
    )
    print(
        f"  median {statistics.median(times):.3f} s, 90th percentile "
        f"{times[int(0.9 * (len(times) - 1))]:.3f} s, largest {times[-1]:.3f} s; "
        f"median {int(statistics.median(nodes)):,} cards tried"
    )

    agree = 0
    start = time.process_time()
    for i in range(args.endings):
        tricks = 4 + i % 2
        hands = deal(rng, tricks)
        mode, leader = rng.choice(modes), rng.randrange(4)
        got = solver.solve(hands, leader, mode)
        want = exhaustive(rules.play.analyse, rules.play.winner, rules.tables, hands, leader, mode)
        if got == want:
            agree += 1
        else:
            print(f"  MISMATCH: hands {hands}, leader {leader}, mode {mode}: {got} != {want}")
    print(
        f"  {agree} of {args.endings} random endings of 4-5 tricks agree with plain minimax "
        f"({time.process_time() - start:.1f} s)"
    )


if __name__ == "__main__":
    main()
