"""The batch engine beside colver (a Rust Belote engine on PyPI), in one run, as ratios.

For each variant (classic and bridgee by default), deals per second of:

* colver ``Env.rollout`` from the start of play, and from the start of bidding (Rust, one
  core), measured again right before each figure of ours it is compared with (the machine may
  be shared: neighbours' load then weighs on both sides of a ratio alike);
* the batch engine's card play alone (``play_numba`` on dealt hands, a trump and a leader: the
  same work as colver's rollout from the start of play), and the same kernels run as Python;
* whole batch deals (``BatchEngine.play_deals``: shuffle, deal, random bidding, annonces,
  play, belote and score), compiled and as Python, after a warm-up;
* whole deals on both cores (two processes), and the speed-up over one core;
* whole games (``BatchEngine.play_games``), deals per second;
* the scalar ``Simulator.deal`` for scale.

``--clock cpu`` counts this process's processor time (for the one-core figures; colver's
rollouts run in this process too), which other programs disturb less than the wall clock.
The closing lines give the ratios the issue asks for, with ``nproc`` and the load average.
Figures only: nothing here asserts a timing. Needs colver (x86_64 wheels) for the ratios.
Run: ``python benchmarks/batch.py [--seconds S] [--variants classic bridgee] [--batch N]``.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import platform
import random
import time
from collections.abc import Callable

import numpy as np
from timing import rate as _rate

from belote_spec import load_variant
from belote_spec.engine.random_deals import Simulator
from belote_spec.simulation.batch import BatchEngine, numba_available
from belote_spec.simulation.batch.random_play import play_python

CLOCK = time.perf_counter


def rate(fn: Callable[[], int], seconds: float) -> float:
    return _rate(fn, seconds, clock=CLOCK)


def _worker(args: tuple[str, str, int, float, int]) -> tuple[int, float]:
    variant, backend, batch, seconds, seed = args
    engine = BatchEngine(load_variant(variant).compile(), backend)  # type: ignore[arg-type]
    rng = np.random.default_rng(seed)
    for _ in range(5):  # warm the bidding graph and the compiled kernels
        engine.play_deals(batch, rng)
    done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        engine.play_deals(batch, rng)
        done += batch
    return done, time.perf_counter() - start


def main() -> None:
    global CLOCK
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--variants", nargs="+", default=["classic", "bridgee"])
    parser.add_argument("--batch", type=int, default=20_000, help="deals per batch")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    args = parser.parse_args()
    if args.clock == "cpu":
        CLOCK = time.process_time
    seconds, batch = args.seconds, args.batch
    try:
        import colver
    except ImportError:
        colver = None
    fast = numba_available()
    best = "numba" if fast else "python"
    print(
        f"Python {platform.python_version()}, numpy {np.__version__}, "
        f"numba {'yes' if fast else 'no'}, colver {getattr(colver, '__version__', 'absent')}; "
        f"{seconds:g} s per figure ({args.clock} clock), batches of {batch:,} deals; "
        f"nproc {os.cpu_count()}, load {' '.join(f'{x:.2f}' for x in os.getloadavg())}"
    )

    def colver_rates() -> tuple[float, float]:
        if colver is None:
            return 0.0, 0.0
        env = colver.Env.deal(dealer=0, seed=1)
        env.set_contract(1, 80, 0, 0)
        env.set_phase_playing()
        play = rate(lambda: (env.rollout(20_000), 20_000)[1], seconds)
        bidding = colver.Env.deal(dealer=0, seed=2)
        bid = rate(lambda: (bidding.rollout(20_000), 20_000)[1], seconds)
        return play, bid

    figures: dict[str, tuple[float, float, float]] = {}
    """label -> (deals/s, colver play, colver bid measured beside it)."""
    ratios: list[str] = []
    for variant in args.variants:
        rules = load_variant(variant).compile()
        rng = np.random.default_rng(1)
        decks = rng.permuted(np.tile(np.arange(32, dtype=np.int64), (batch, 1)), axis=1)
        hands = np.bitwise_or.reduce(np.int64(1) << decks.reshape(batch, 4, 8), axis=2)
        modes = rng.integers(0, 4, batch)
        leaders = rng.integers(0, 4, batch)
        u = rng.random((batch, 32))
        kwargs = BatchEngine(rules, "python").compiled.play_tables()
        small = min(batch, 2_000)  # the kernels as Python: a smaller batch
        kernels: list[tuple[str, Callable[..., object], int]] = [("python", play_python, small)]
        if fast:
            from belote_spec.simulation.batch.jit import play_numba

            kernels.append(("numba", play_numba, batch))
        for name, kernel, size in kernels:
            beside = colver_rates()
            figures[f"{variant} play {name}"] = (
                rate(
                    lambda kernel=kernel, size=size, data=(hands, modes, leaders, u), kw=kwargs: (
                        kernel(*(x[:size] for x in data), **kw),
                        size,
                    )[1],
                    seconds,
                ),
                *beside,
            )
        for name, _kernel, size in kernels:
            engine = BatchEngine(rules, name)  # type: ignore[arg-type]
            drng = np.random.default_rng(2)
            for _ in range(10 if name == "numba" else 1):
                engine.play_deals(size, drng)
            beside = colver_rates()
            figures[f"{variant} deals {name}"] = (
                rate(
                    lambda engine=engine, drng=drng, size=size: (
                        engine.play_deals(size, drng),
                        size,
                    )[1],
                    seconds,
                ),
                *beside,
            )
            grng = np.random.default_rng(3)

            def games(
                engine: BatchEngine = engine, grng: np.random.Generator = grng, size: int = size
            ) -> int:
                deals, _games = engine.play_games(max(1, size // 20), grng)
                return len(deals["game"])

            figures[f"{variant} games {name}"] = (rate(games, seconds), *beside)
        beside = colver_rates()
        with multiprocessing.get_context("spawn").Pool(2) as pool:
            results = pool.map(_worker, [(variant, best, batch, seconds, s) for s in (7, 8)])
        figures[f"{variant} deals {best} 2 cores"] = (sum(d / t for d, t in results), *beside)
        sim = Simulator(rules, record=False)
        srng = random.Random(7)

        def simulator_deals(sim: Simulator = sim, srng: random.Random = srng) -> int:
            for _ in range(200):
                deck = list(range(32))
                srng.shuffle(deck)
                sim.deal(srng.randrange(4), deck, srng)
            return 200

        figures[f"{variant} Simulator.deal"] = (rate(simulator_deals, seconds), *beside)
        one = figures[f"{variant} deals {best}"]
        two = figures[f"{variant} deals {best} 2 cores"]
        play = figures[f"{variant} play {best}"]
        if one[2]:
            ratios.append(
                f"{variant}: whole deals / colver rollouts from the bidding: "
                f"{one[0] / one[2]:.2f}x on one core, {two[0] / two[2]:.2f}x on two cores; "
                f"card play / colver rollouts from the play: {play[0] / play[1]:.2f}x"
            )
        ratios.append(f"{variant}: two cores / one core = {two[0] / one[0]:.2f}")

    print()
    print(f"{'':40} {'deals/s':>12} {'/ colver play':>14} {'/ colver bid':>13} (beside it)")
    for label, (value, play, bid) in figures.items():
        ratio_play = f"{value / play:13.2f}x" if play else ""
        ratio_bid = f"{value / bid:12.2f}x" if bid else ""
        print(f"{label:40} {value:12,.0f} {ratio_play:>14} {ratio_bid:>13}")
    if colver is not None:
        plays = [p for _v, p, _b in figures.values()]
        bids = [b for _v, _p, b in figures.values()]
        print(
            f"colver Env.rollout: from the play {min(plays):,.0f}–{max(plays):,.0f} deals/s, "
            f"from the bidding {min(bids):,.0f}–{max(bids):,.0f} over the run"
        )
    print()
    for line in ratios:
        print(line)
    print(f"load average at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
