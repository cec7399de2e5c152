"""belote-spec's fast path and colver (a Rust Belote Contrée engine) side by side, on one core.

Random deals per second and legal-card generations per second, measured in one run:

* belote-spec, ``Simulator.deal``: shuffle, cut, deal, random bidding, random play, scoring;
* belote-spec, play only: the same hands, trump and leader as the colver loop, played at
  random on the kernels (``rules.legal_mask`` and ``rules.play.winner``);
* belote-spec, ``rules.legal_mask`` alone on positions taken from random deals;
* colver driven from Python: ``Env.deal_with_hands`` + ``set_contract`` +
  ``set_phase_playing``, then 32 x (``legal_actions``, a random choice, ``step``);
* colver, ``Env.legal_actions`` alone on the same positions;
* colver's own random rollouts in Rust (``Env.rollout``), from the start of play and from
  the start of bidding (random auction included).

Every deal is 32 cards, so a played deal is 32 legal-card generations; ``Simulator.deal``
counts only the deals that were played (an all-pass auction counts 0 but its time is kept).
Figures and ratios only: nothing here asserts a timing. Needs colver (``pip install colver``,
x86_64 wheels).
Run: ``python benchmarks/colver_side_by_side.py [--seconds S] [--variant NAME]``.
"""

from __future__ import annotations

import argparse
import platform
import random

import colver
from timing import rate

from belote_spec import load_variant
from belote_spec.engine.random_deals import Simulator

# colver card index (ranks 7 8 9 J Q K 10 A) <-> belote-spec card index (7 8 9 10 J Q K A).
_COLVER_RANKS = "789JQKTA"
_SPEC_RANKS = "789TJQKA"
C2B = tuple((c >> 3) * 8 + _SPEC_RANKS.index(_COLVER_RANKS[c & 7]) for c in range(32))
B2C = tuple(C2B.index(b) for b in range(32))


def random_deals(count: int, seed: int) -> list[tuple[list[list[int]], int, int]]:
    """``count`` random (hands as belote-spec indices by seat, trump 0..3, leader) triples;
    seats are matched by play order: belote-spec ``SEATS[k]`` is colver seat ``k``."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        deck = list(range(32))
        rng.shuffle(deck)
        out.append(([deck[8 * s : 8 * s + 8] for s in range(4)], i % 4, rng.randrange(4)))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    parser.add_argument("--variant", default="ffb-contree-2016", help="belote-spec variant")
    args = parser.parse_args()
    seconds = args.seconds

    rules = load_variant(args.variant).compile()
    deals = random_deals(2000, 1)
    figures: dict[str, float] = {}

    # belote-spec: whole random deals through the fast simulation path.
    sim = Simulator(rules, record=False)
    srng = random.Random(7)

    def simulator_deals() -> int:
        played = 0
        for _ in range(100):
            deck = list(range(32))
            srng.shuffle(deck)
            played += sim.deal(srng.randrange(4), deck, srng).score is not None
        return played

    figures["spec_sim"] = rate(simulator_deals, seconds)

    # belote-spec: play only, the same loop as the colver one below, on the kernels.
    legal_mask = rules.legal_mask
    winner = rules.play.winner
    prng = random.Random(3)
    spec_deals = [([sum(1 << c for c in h) for h in hands], t, lead) for hands, t, lead in deals]

    def spec_play() -> int:
        rand = prng.random
        for start, mode, leader in spec_deals:
            hands = list(start)
            for _trick in range(8):
                cards: list[int] = []
                seat = leader
                for _k in range(4):
                    legal = legal_mask(hands[seat], cards, mode)
                    k = int(rand() * legal.bit_count())
                    while k:
                        legal &= legal - 1
                        k -= 1
                    low = legal & -legal
                    hands[seat] ^= low
                    cards.append(low.bit_length() - 1)
                    seat = (seat + 1) & 3
                leader = (leader + winner(cards, mode)) & 3
        return len(spec_deals)

    figures["spec_play"] = rate(spec_play, seconds)

    # colver driven from Python, same deals.
    colver_deals = [
        ([sorted(B2C[c] for c in h) for h in hands], t, lead) for hands, t, lead in deals
    ]
    crng = random.Random(3)
    Env = colver.Env

    def colver_play() -> int:
        rand = crng.random
        for hands, trump, leader in colver_deals:
            env = Env.deal_with_hands((leader - 1) % 4, hands)
            env.set_contract(trump, 80, 0, 0)
            env.set_phase_playing()
            for _card in range(32):
                legal = env.legal_actions()
                env.step(legal[int(rand() * len(legal))])
        return len(colver_deals)

    figures["colver_py"] = rate(colver_play, seconds)

    # Legal-card generation alone, on the same positions in both engines.
    positions: list[tuple[int, list[int], int]] = []
    envs = []
    qrng = random.Random(5)
    for hands, trump, leader in colver_deals[:250]:
        env = Env.deal_with_hands((leader - 1) % 4, hands)
        env.set_contract(trump, 80, 0, 0)
        env.set_phase_playing()
        spec_hands = [sum(1 << C2B[c] for c in h) for h in hands]
        trick: list[int] = []
        for _card in range(32):
            seat = env.current_player()
            positions.append((spec_hands[seat], list(trick), trump))
            envs.append(Env.from_cfn(env.to_cfn()))
            legal = env.legal_actions()
            card = legal[int(qrng.random() * len(legal))]
            env.step(card)
            spec_hands[seat] ^= 1 << C2B[card]
            trick = [] if len(trick) == 3 else [*trick, C2B[card]]
    differ = sum(
        legal_mask(hand, trick, mode) != sum(1 << C2B[c] for c in env.legal_actions())
        for (hand, trick, mode), env in zip(positions, envs, strict=True)
    )

    def spec_legal() -> int:
        for hand, trick, mode in positions:
            legal_mask(hand, trick, mode)
        return len(positions)

    def colver_legal() -> int:
        for env in envs:
            env.legal_actions()
        return len(envs)

    figures["spec_legal"] = rate(spec_legal, seconds)
    figures["colver_legal"] = rate(colver_legal, seconds)

    # colver's own random rollouts, in Rust.
    env = Env.deal(dealer=0, seed=1)
    env.set_contract(1, 80, 0, 0)
    env.set_phase_playing()
    figures["colver_rollout_play"] = rate(lambda: (env.rollout(20_000), 20_000)[1], seconds)
    bidding = Env.deal(dealer=0, seed=2)
    figures["colver_rollout_bid"] = rate(lambda: (bidding.rollout(20_000), 20_000)[1], seconds)

    f = figures
    print(
        f"belote-spec variant {rules.variant.id}, colver {colver.__version__}, "
        f"Python {platform.python_version()}, {seconds:g} s per measurement, one core"
    )
    print()
    print(f"{'':58} {'deals/s':>12} {'legal/s':>13}")
    rows = (
        ("belote-spec Simulator.deal (deal, bid, play, score)", f["spec_sim"], 32),
        ("belote-spec play only on the kernels (legal_mask, winner)", f["spec_play"], 32),
        ("colver driven from Python (legal_actions, step)", f["colver_py"], 32),
        ("colver Env.rollout from the start of play (Rust)", f["colver_rollout_play"], 32),
        ("colver Env.rollout from the start of bidding (Rust)", f["colver_rollout_bid"], 32),
        ("belote-spec rules.legal_mask alone", None, f["spec_legal"]),
        ("colver Env.legal_actions alone, from Python", None, f["colver_legal"]),
    )
    for label, per_second, legal in rows:
        if per_second is None:
            print(f"{label:58} {'':>12} {legal:13,.0f}")
        else:
            print(f"{label:58} {per_second:12,.0f} {per_second * legal:13,.0f}")
    print(f"(legal sets compared on {len(positions):,} positions: {differ} differ)")
    print()
    print("ratios (how many times faster)")
    ratios = (
        ("colver from Python / belote-spec play only", "colver_py", "spec_play"),
        ("colver from Python / belote-spec Simulator.deal", "colver_py", "spec_sim"),
        ("colver rollout (play) / belote-spec play only", "colver_rollout_play", "spec_play"),
        ("colver rollout (bidding) / belote-spec Simulator.deal", "colver_rollout_bid", "spec_sim"),
        ("colver rollout (play) / colver from Python", "colver_rollout_play", "colver_py"),
        ("colver legal_actions / belote-spec legal_mask", "colver_legal", "spec_legal"),
    )
    for label, top, bottom in ratios:
        print(f"  {label:58} {f[top] / f[bottom]:8.2f}x")


if __name__ == "__main__":
    main()
