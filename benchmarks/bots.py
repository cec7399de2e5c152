"""The heuristic bot's strength: against random bots, and with or without the conventions.

Run: ``python benchmarks/bots.py [--games N] [--deals D] [--seed S] [--variants V ...]``.

1. For each variant (default ``classic``, ``club``, ``traditional`` and ``bridgee``) it plays
   N games (default 200) of a team of :class:`~belote_spec.bots.HeuristicBot` against a team of
   :class:`~belote_spec.bots.RandomBot`, the teams changing seats every game, and prints the
   heuristic team's win rate with a 95% confidence interval (Wilson) and the games played per
   second.
2. Then D boards of duplicate (default 200; each deal played twice, the teams exchanged:
   :func:`belote_spec.bots.duplicate.play_duplicate`) between the heuristic bot playing and reading
   the documents' conventions (profile ``DOCUMENTS``) and the same bot without any
   (``NO_CONVENTIONS``): the mean point difference per deal for the first, with its 95%
   interval (Student's t over the boards).

Figures only: nothing here asserts a result. ``--deals 0`` skips the duplicate part.
"""

from __future__ import annotations

import argparse
import time

from belote_spec import load_variant
from belote_spec.bots import Bot, HeuristicBot, RandomBot, match
from belote_spec.bots.conventions import DOCUMENTS, NO_CONVENTIONS
from belote_spec.bots.duplicate import play_duplicate

VARIANTS = ("classic", "club", "traditional", "bridgee")


def with_conventions(seed: int) -> Bot:
    """The heuristic bot with every convention of the documents (the default)."""
    return HeuristicBot(seed, profile=DOCUMENTS)


def without_conventions(seed: int) -> Bot:
    """The heuristic bot that plays and reads no convention."""
    return HeuristicBot(seed, profile=NO_CONVENTIONS)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200, help="games per variant")
    parser.add_argument("--deals", type=int, default=200, help="duplicate boards per variant")
    parser.add_argument("--seed", type=int, default=2024, help="match seed")
    parser.add_argument("--variants", nargs="+", default=list(VARIANTS), help="variants")
    args = parser.parse_args()

    rules_of = {spec: load_variant(spec).compile() for spec in args.variants}
    if args.games > 0:
        print(f"heuristic vs random, {args.games} games per variant, seed {args.seed}")
        print(
            f"{'variant':14} {'wins':>6} {'losses':>6} {'aband.':>6} {'win rate':>9} "
            f"{'95% CI':>17} {'games/s':>9}"
        )
        for spec, rules in rules_of.items():
            start = time.perf_counter()
            result = match(rules, HeuristicBot, RandomBot, args.games, args.seed)
            elapsed = time.perf_counter() - start
            low, high = result.confidence_interval()
            rate = args.games / elapsed if elapsed > 0 else float("inf")
            print(
                f"{spec:14} {result.wins:6} {result.losses:6} {result.abandoned:6} "
                f"{result.win_rate:9.3f} {f'[{low:.3f}, {high:.3f}]':>17} {rate:9.1f}"
            )
    if args.deals > 0:
        print()
        print(
            f"duplicate: conventions (DOCUMENTS) vs none (NO_CONVENTIONS), {args.deals} boards "
            f"per variant, seed {args.seed}; mean point difference per deal for DOCUMENTS"
        )
        print(f"{'variant':14} {'mean':>8} {'95% CI':>20} {'boards/s':>9}")
        for spec, rules in rules_of.items():
            start = time.perf_counter()
            duplicate = play_duplicate(
                rules, with_conventions, without_conventions, args.deals, args.seed
            )
            elapsed = time.perf_counter() - start
            ci = duplicate.confidence_interval
            mean = duplicate.mean
            shown = "-" if ci is None else f"[{ci[0]:+.1f}, {ci[1]:+.1f}]"
            rate = args.deals / elapsed if elapsed > 0 else float("inf")
            mean_text = "-" if mean is None else f"{mean:+.1f}"
            print(f"{spec:14} {mean_text:>8} {shown:>20} {rate:9.1f}")


if __name__ == "__main__":
    main()
