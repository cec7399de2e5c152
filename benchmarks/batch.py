"""The batch engine beside colver (a Rust Belote engine on PyPI), in one run, as ratios.

For each variant (classic and bridgee by default), deals per second of:

* colver ``Env.rollout`` from the start of play, and from the start of bidding (Rust, one core);
* the batch engine's card play alone (``play_numpy`` / ``play_numba`` on dealt hands, a trump
  and a leader: the same work as colver's rollout from the start of play);
* whole batch deals (``BatchEngine.play_deals``: shuffle, deal, random bidding, annonces, play,
  belote and score), numpy and numba, after a warm-up that fills the score cache;
* whole deals on both cores (two processes, numba), and the speed-up over one core;
* whole games (``BatchEngine.play_games``), deals per second;
* the scalar ``Simulator.deal`` for scale.

Figures only: nothing here asserts a timing. Needs colver (x86_64 wheels) for the ratios.
Run: ``python benchmarks/batch.py [--seconds S] [--variants classic bridgee] [--batch N]``.
"""

from __future__ import annotations

import argparse
import multiprocessing
import platform
import random
import time
from collections.abc import Callable

import numpy as np
from timing import rate

from belote_spec import load_variant
from belote_spec.batch import BatchEngine, numba_available
from belote_spec.batch.play import play_python
from belote_spec.engine.simulate import Simulator


def _worker(args: tuple[str, str, int, float, int]) -> tuple[int, float]:
    variant, backend, batch, seconds, seed = args
    engine = BatchEngine(load_variant(variant).compile(), backend)  # type: ignore[arg-type]
    rng = np.random.default_rng(seed)
    for _ in range(5):  # warm the score cache and the compiled kernel
        engine.play_deals(batch, rng)
    done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        engine.play_deals(batch, rng)
        done += batch
    return done, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--variants", nargs="+", default=["classic", "bridgee"])
    parser.add_argument("--batch", type=int, default=20_000, help="deals per batch")
    args = parser.parse_args()
    seconds, batch = args.seconds, args.batch
    try:
        import colver
    except ImportError:
        colver = None
    print(
        f"Python {platform.python_version()}, numpy {np.__version__}, "
        f"numba {'yes' if numba_available() else 'no'}, "
        f"colver {getattr(colver, '__version__', 'absent')}; {seconds:g} s per figure, "
        f"batches of {batch:,} deals"
    )
    figures: dict[str, float] = {}
    if colver is not None:
        env = colver.Env.deal(dealer=0, seed=1)
        env.set_contract(1, 80, 0, 0)
        env.set_phase_playing()
        figures["colver play"] = rate(lambda: (env.rollout(20_000), 20_000)[1], seconds)
        bidding = colver.Env.deal(dealer=0, seed=2)
        figures["colver bid"] = rate(lambda: (bidding.rollout(20_000), 20_000)[1], seconds)
    for variant in args.variants:
        rules = load_variant(variant).compile()
        rng = np.random.default_rng(1)
        decks = rng.permuted(np.tile(np.arange(32, dtype=np.int64), (batch, 1)), axis=1)
        hands = np.bitwise_or.reduce(np.int64(1) << decks.reshape(batch, 4, 8), axis=2)
        modes = rng.integers(0, 4, batch)
        leaders = rng.integers(0, 4, batch)
        u = rng.random((batch, 32))
        numpy_engine = BatchEngine(rules, "numpy")
        kwargs = numpy_engine.compiled.play_tables()
        kernels: list[tuple[str, Callable[..., object]]] = [("python", play_python)]
        if numba_available():
            from belote_spec.batch.jit import play_numba

            kernels.append(("numba", play_numba))
        for name, kernel in kernels:
            figures[f"{variant} play {name}"] = rate(
                lambda kernel=kernel, args=(hands, modes, leaders, u), kw=kwargs: (
                    kernel(*args, **kw),
                    batch,
                )[1],
                seconds,
            )
        for name in [k for k, _ in kernels]:
            engine = BatchEngine(rules, name)  # type: ignore[arg-type]
            drng = np.random.default_rng(2)
            for _ in range(10):
                engine.play_deals(batch, drng)
            figures[f"{variant} deals {name}"] = rate(
                lambda engine=engine, drng=drng: (engine.play_deals(batch, drng), batch)[1],
                seconds,
            )
            grng = np.random.default_rng(3)

            def games(engine: BatchEngine = engine, grng: np.random.Generator = grng) -> int:
                deals, _games = engine.play_games(1000, grng)
                return len(deals["game"])

            figures[f"{variant} games {name}"] = rate(games, seconds)
        best = "numba" if numba_available() else "numpy"
        with multiprocessing.get_context("spawn").Pool(2) as pool:
            results = pool.map(_worker, [(variant, best, batch, seconds, s) for s in (7, 8)])
        figures[f"{variant} deals {best} 2 cores"] = sum(d / t for d, t in results)
        sim = Simulator(rules, record=False)
        srng = random.Random(7)

        def simulator_deals(sim: Simulator = sim, srng: random.Random = srng) -> int:
            for _ in range(200):
                deck = list(range(32))
                srng.shuffle(deck)
                sim.deal(srng.randrange(4), deck, srng)
            return 200

        figures[f"{variant} Simulator.deal"] = rate(simulator_deals, seconds)

    print()
    print(f"{'':52} {'deals/s':>12} {'/ colver play':>14} {'/ colver bid':>13}")
    for label, value in figures.items():
        play = figures.get("colver play")
        bid = figures.get("colver bid")
        ratio_play = f"{value / play:13.2f}x" if play else ""
        ratio_bid = f"{value / bid:12.2f}x" if bid else ""
        print(f"{label:52} {value:12,.0f} {ratio_play:>14} {ratio_bid:>13}")
    for variant in args.variants:
        best = "numba" if numba_available() else "numpy"
        one = figures[f"{variant} deals {best}"]
        two = figures[f"{variant} deals {best} 2 cores"]
        print(f"{variant}: two cores / one core = {two / one:.2f}")


if __name__ == "__main__":
    main()
