"""Replay time against play time, and replay time against the number of deals.

Four heuristic bots play ``base`` with a target no game reaches, so the game runs to the
engine's limit of 500 deals (fixed seed). The script times playing it, writing its record,
and replaying the record text with ``Game.from_json`` (reading, schema, every action
re-checked, every value compared); then it replays shorter records of the same game (100,
200 and 400 deals) to show that the time per deal stays flat (replay is linear).

Target: replay within 3x of the play time. Figures only: nothing here asserts a timing.
Run: ``python benchmarks/replay.py [--seed N] [--repeat R]``.
"""

from __future__ import annotations

import argparse
import time

from belote_spec import load_variant
from belote_spec.bots import HeuristicBot
from belote_spec.cards import SEATS
from belote_spec.engine.game import MAX_DEALS, Game
from belote_spec.engine.rules import Rules


def play(rules: Rules, seed: int, deals: int) -> Game:
    """A game of heuristic bots, stopped once ``deals`` deals are dealt (or at its end)."""
    game = rules.new_game(seed=seed, dealer="N", target=10**9)
    bots = [HeuristicBot(seed=seed * 4 + i) for i in range(4)]
    while not game.over and len(game.deals) <= deals:
        seat = game.to_move
        assert seat is not None
        game.apply(bots[SEATS.index(seat)].choose(game))
    return game


def best(fn, repeat: int) -> float:  # type: ignore[no-untyped-def]
    """The best of ``repeat`` timings of ``fn()``, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3, help="best of R runs (default 3)")
    args = parser.parse_args()
    rules = load_variant("base").compile()

    game = play(rules, args.seed, MAX_DEALS)
    text = game.to_json()
    played = best(lambda: play(rules, args.seed, MAX_DEALS), args.repeat)
    replayed = best(lambda: Game.from_json(text), args.repeat)
    again = Game.from_json(text)
    assert again.to_record() == game.to_record()
    print(
        f"base, seed {args.seed}: {len(game.deals)} deals, {len(game.actions)} actions, "
        f"record {len(text) / 1e6:.2f} MB ({len(text) / len(game.deals):,.0f} bytes a deal)"
    )
    print(f"play    {played:7.3f} s")
    print(f"replay  {replayed:7.3f} s   ratio {replayed / played:.2f} (target: at most 3)")
    print()
    print("deals   replay s   ms a deal")
    for deals in (100, 200, 400, MAX_DEALS):
        record = play(rules, args.seed, deals).to_json()
        seconds = best(lambda record=record: Game.from_json(record), args.repeat)  # type: ignore[misc]
        count = len(Game.from_json(record).deals)
        print(f"{count:5d}   {seconds:8.3f}   {1000 * seconds / count:9.2f}")


if __name__ == "__main__":
    main()
