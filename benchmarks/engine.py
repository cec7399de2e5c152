"""Engine throughput for each shipped variant (and option), on one core.

Prints, per variant:

* compile time (hooks consulted, kernels built);
* complete random deals per second through the fast simulation path
  (``Simulator.deal``; target ≥ 25,000);
* complete random deals per second, bidding included, through the public ``Game`` API
  (``legal_actions`` / ``apply``; target ≥ 10,000);
* ``legal_cards`` calls per second: the kernel (``rules.legal_mask``, bitsets; target
  ≥ 500,000) and the convenience API (``rules.legal_cards`` with codes and seats);
* the share of a simulated deal spent resolving the annonces (``rules.annonces.resolve`` on
  the deals' own hands, timed apart, over the time of a whole deal).

The machine may be shared: ``--clock cpu`` counts this process's processor time instead of the
time on the wall, which other programs then disturb less. Figures only: nothing here asserts a
timing. Run: ``python benchmarks/engine.py [--seconds S] [--clock cpu] [--variants NAME...]``.
"""

from __future__ import annotations

import argparse
import random
import time

import timing

from belote_spec import list_variants, load_variant
from belote_spec.cards import CARDS, SEATS
from belote_spec.engine.random_deals import Simulator

CLOCK = time.perf_counter


def rate(fn, seconds: float) -> float:  # type: ignore[no-untyped-def]
    """Calls of ``fn`` per second (``fn`` returns how many units it did), on ``CLOCK``."""
    return timing.rate(fn, seconds, clock=CLOCK, warm_up=False)


def positions(rules, count: int, seed: int) -> list[tuple[int, list[int], int]]:  # type: ignore[no-untyped-def]
    """Realistic (hand, trick, mode) positions taken from random deals."""
    sim = Simulator(rules)
    rng = random.Random(seed)
    out: list[tuple[int, list[int], int]] = []
    while len(out) < count:
        deck = list(range(32))
        rng.shuffle(deck)
        deal = sim.deal(0, deck, rng)
        if deal.score is None or deal.contract is None:
            continue
        hands = list(deal.hands)
        trick: list[int] = []
        for seat, card, _legal in deal.plays:
            out.append((hands[seat], list(trick), deal.contract.mode))
            hands[seat] ^= 1 << card
            trick = [] if len(trick) == 3 else [*trick, card]
    return out[:count]


def main() -> None:
    """Measure every shipped variant."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=1.5, help="time per measurement")
    parser.add_argument("--options", action="store_true", help="also every option alone")
    parser.add_argument(
        "--clock",
        choices=("wall", "cpu"),
        default="wall",
        help="time on the wall (default) or this process's processor time",
    )
    parser.add_argument("--variants", nargs="*", help="only these variants (default: all)")
    args = parser.parse_args()
    global CLOCK
    CLOCK = time.process_time if args.clock == "cpu" else time.perf_counter
    specs = []
    for info in list_variants():
        if args.variants and info.name not in args.variants:
            continue
        specs.append(info.name)
        if args.options:
            specs += [f"{info.name}+{o.name}" for o in info.options]
    header = (
        f"{'variant':30} {'compile ms':>10} {'fast deals/s':>13} {'Game deals/s':>13} "
        f"{'legal_mask/s':>13} {'legal_cards/s':>14} {'annonces %':>11}"
    )
    print(header)
    for spec in specs:
        measure(spec, args.seconds)


def measure(spec: str, seconds: float) -> None:
    """Measure and print one variant's line."""
    variant = load_variant(spec)
    start = time.perf_counter()
    rules = variant.compile()
    compile_ms = (time.perf_counter() - start) * 1000

    sim = Simulator(rules, record=False)
    rng = random.Random(7)

    def fast_deal() -> int:
        deck = list(range(32))
        rng.shuffle(deck)
        return 1 if sim.deal(0, deck, rng).score is not None else 0

    fast = rate(fast_deal, seconds)

    seeds = iter(range(10**9))
    arng = random.Random(11)

    def game_deals() -> int:
        game = rules.new_game(seed=next(seeds))
        while not game.over:
            game.apply(arng.choice(game.legal_actions()))
        return sum(1 for d in game.deals if d.score is not None)

    api = rate(game_deals, seconds)

    pos = positions(rules, 2000, 3)
    legal_mask = rules.legal_mask

    def kernel() -> int:
        for hand, trick, mode in pos:
            legal_mask(hand, trick, mode)
        return len(pos)

    kernel_rate = rate(kernel, seconds)
    modes = ("S", "H", "D", "C", "SA", "TA")
    api_pos = [
        (
            hand,
            [(SEATS[i], CARDS[c].code) for i, c in enumerate(trick)],
            modes[mode],
        )
        for hand, trick, mode in pos
    ]
    legal_cards = rules.legal_cards

    def public() -> int:
        for hand, trick, trump in api_pos:
            legal_cards(hand, trick, trump)
        return len(api_pos)

    public_rate = rate(public, seconds)

    # annonces: the deals' own starting hands, contract mode and first leader
    deals = annonce_positions(rules, 2000, 5)
    resolve = rules.annonces.resolve

    def annonces() -> int:
        for hands, mode, leader in deals:
            resolve(hands, mode, leader)
        return len(deals)

    share = 100 * fast / rate(annonces, seconds)
    print(
        f"{spec:30} {compile_ms:10.1f} {fast:13,.0f} {api:13,.0f} "
        f"{kernel_rate:13,.0f} {public_rate:14,.0f} {share:10.1f}%"
    )


def annonce_positions(rules, count: int, seed: int) -> list[tuple[list[int], int, int]]:  # type: ignore[no-untyped-def]
    """(starting hands, mode, first leader) of random deals that were played."""
    sim = Simulator(rules, record=False)
    rng = random.Random(seed)
    out: list[tuple[list[int], int, int]] = []
    while len(out) < count:
        deck = list(range(32))
        rng.shuffle(deck)
        dealer = rng.randrange(4)
        deal = sim.deal(dealer, deck, rng)
        if deal.contract is None or not deal.hands:
            continue
        out.append(
            (list(deal.hands), deal.contract.mode, rules.first_leader(dealer, deal.contract))
        )
    return out


if __name__ == "__main__":
    main()
