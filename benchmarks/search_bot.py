"""The search bot: time per decision, and a small duplicate match against the heuristic bot.

Usage: ``python benchmarks/search_bot.py [--variant NAME] [--deals N] [--worlds W]
[--bid-worlds B] [--seed S] [--python] [--bidding {search,heuristic}]
[--opponent {heuristic,random}]``.

Plays ``--deals`` deals twice each with the same cards (duplicate): once with the search bot
at North-South and the heuristic bot at East-West, once the other way round. Prints the
median and largest time of one decision of the search bot (CPU time of this process), for the
bidding and for each trick of the card play, then the mean score difference per deal (search
team's deal score minus the heuristic team's, both tables of a deal added) with a 95%
confidence interval (normal approximation). ``--python`` uses the Python solver instead of
the numba one. ``--bidding heuristic`` lets the heuristic bot bid for the search team too:
both tables of a deal then reach the same contract and the difference measures the card play
alone (with far less noise). ``--opponent random`` pits it against the random bot instead (a
sanity check: the margin should be large).
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections import defaultdict

from belote_spec import load_variant
from belote_spec.bots import HeuristicBot, RandomBot
from belote_spec.bots.search import SearchBot
from belote_spec.cards import SEATS, TEAMS
from belote_spec.engine.rules import Rules


def one_deal(
    rules: Rules,
    seed: int,
    search_team: int,
    args: argparse.Namespace,
    times: dict[str, list[float]],
) -> int:
    """Play the first deal of a game of ``seed``; the search team's score minus the other's."""
    bots: list[SearchBot | HeuristicBot | RandomBot] = []
    for i in range(4):
        if i & 1 == search_team:
            bots.append(
                SearchBot(
                    seed * 4 + i,
                    worlds=args.worlds,
                    bid_worlds=args.bid_worlds,
                    compiled=not args.python,
                )
            )
        elif args.opponent == "random":
            bots.append(RandomBot(seed * 4 + i))
        else:
            bots.append(HeuristicBot(seed * 4 + i))
    bidders = [HeuristicBot(seed * 4 + i) for i in range(4)]
    game = rules.new_game(seed=seed)
    while not game.over and len(game.deals) == 1:
        seat = game.to_move
        assert seat is not None
        obs = game.observation(seat)
        bot = bots[SEATS.index(seat)]
        if obs.phase != "play" and args.bidding == "heuristic" and isinstance(bot, SearchBot):
            bot = bidders[SEATS.index(seat)]
        start = time.process_time()
        action = bot.act(obs)
        spent = time.process_time() - start
        if isinstance(bot, SearchBot) and len(obs.legal) > 1:
            key = f"trick {len(obs.tricks) + 1}" if obs.phase == "play" else obs.phase
            times[key].append(spent)
        game.apply(action)
    score = game.deals[0].score
    if score is None:  # no contract: a redeal, nothing scored
        return 0
    mine, theirs = TEAMS[search_team], TEAMS[search_team ^ 1]
    return int(score[mine]) - int(score[theirs])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="ffb-contree-2016")
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--worlds", type=int, default=20)
    parser.add_argument("--bid-worlds", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--python", action="store_true", help="the Python solver")
    parser.add_argument("--bidding", choices=("search", "heuristic"), default="search")
    parser.add_argument("--opponent", choices=("heuristic", "random"), default="heuristic")
    args = parser.parse_args()
    rules = load_variant(args.variant).compile()
    times: dict[str, list[float]] = defaultdict(list)
    diffs = []
    for deal in range(args.deals):
        seed = args.seed * 100_000 + deal
        diffs.append(one_deal(rules, seed, 0, args, times) + one_deal(rules, seed, 1, args, times))
    print(
        f"variant {args.variant}: {args.deals} deals played twice (duplicate), search bot "
        f"with {args.worlds} worlds a card, {args.bid_worlds or 'default'} a bid, "
        f"{'Python' if args.python else 'numba when installed'} solver, "
        f"{args.bidding} bot bidding for the search team, against the {args.opponent} bot"
    )
    print("time of one decision of the search bot (CPU, decisions with a choice):")
    order = ["bidding", "capot"] + [f"trick {i}" for i in range(1, 9)]
    for key in order:
        if key in times:
            t = times[key]
            print(
                f"  {key:8} {len(t):4} decisions  median {statistics.median(t) * 1000:8.1f} ms"
                f"  largest {max(t) * 1000:8.1f} ms"
            )
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.inf
    print(
        f"search minus {args.opponent}, per deal (both tables): mean {mean:+.1f} points, "
        f"95% CI [{mean - half:+.1f}, {mean + half:+.1f}]"
    )


if __name__ == "__main__":
    main()
