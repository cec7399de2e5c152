"""Heuristic bot against random bots: win rate and speed on each shipped variant.

Run: ``python benchmarks/bots.py [--games N] [--seed S]``. For each of ``classic``, ``club``,
``traditional`` and ``bridgee`` it plays N games (default 1000) of a team of
:class:`~belote_spec.bots.HeuristicBot` against a team of :class:`~belote_spec.bots.RandomBot`,
the teams changing seats every game, and prints the heuristic team's win rate with a 95%
confidence interval (Wilson) and the games played per second. Figures only: nothing here
asserts a result.
"""

from __future__ import annotations

import argparse
import time

from belote_spec import load_variant
from belote_spec.bots import HeuristicBot, RandomBot, match

VARIANTS = ("classic", "club", "traditional", "bridgee")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="games per variant")
    parser.add_argument("--seed", type=int, default=2024, help="match seed")
    args = parser.parse_args()

    print(f"heuristic vs random, {args.games} games per variant, seed {args.seed}")
    print(
        f"{'variant':14} {'wins':>6} {'losses':>6} {'aband.':>6} {'win rate':>9} "
        f"{'95% CI':>17} {'games/s':>9}"
    )
    for spec in VARIANTS:
        rules = load_variant(spec).compile()
        start = time.perf_counter()
        result = match(rules, HeuristicBot, RandomBot, args.games, args.seed)
        elapsed = time.perf_counter() - start
        low, high = result.confidence_interval()
        rate = args.games / elapsed if elapsed > 0 else float("inf")
        print(
            f"{spec:14} {result.wins:6} {result.losses:6} {result.abandoned:6} "
            f"{result.win_rate:9.3f} {f'[{low:.3f}, {high:.3f}]':>17} {rate:9.0f}"
        )


if __name__ == "__main__":
    main()
