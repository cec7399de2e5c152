"""The double-dummy solver compiled with numba against the Python one, and colver's.

Usage: ``python benchmarks/solver_jit.py [--deals N] [--variant NAME] [--seed S]
[--table-bits B] [--no-python] [--no-colver]``.

For ``--deals`` random whole deals (a random contract mode the variant plays and a random
leader, a fresh transposition table each time), prints the median, the 90th percentile and
the largest CPU time of one solve with :class:`belote_spec.bots.solver.JitDoubleDummy`
and with :class:`belote_spec.bots.solver.DoubleDummy` on the same deals, their ratio, and whether
the two values agree on every deal. Then, when colver is installed (``pip install colver``),
times its double-dummy solve (``Env.solve_scores``: the value of every legal card of the
first lead) on the colour deals among them, next to ``JitDoubleDummy.move_values`` (the same
question), and counts the deals where the values of every card agree (colver counts a capot
as 252 card points: read as 162 here). CPU time of this process (``time.process_time``), so
that a busy machine slows the figures less; the first call, which compiles the search or
loads it from numba's cache, is timed apart. Needs numba.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from belote_spec import load_variant
from belote_spec.bots.solver import DoubleDummy, JitDoubleDummy
from belote_spec.engine.tables import MODE_INDEX

# colver card index (ranks 7 8 9 J Q K 10 A) <-> belote-spec card index (7 8 9 10 J Q K A);
# the suits (spades, hearts, diamonds, clubs) and the seats (in playing order) are the same.
_COLVER_RANKS = "789JQKTA"
_SPEC_RANKS = "789TJQKA"
C2B = tuple((c >> 3) * 8 + _SPEC_RANKS.index(_COLVER_RANKS[c & 7]) for c in range(32))
B2C = tuple(C2B.index(b) for b in range(32))


def deal(rng: random.Random) -> list[int]:
    hands = [0] * 4
    for i, card in enumerate(rng.sample(range(32), 32)):
        hands[i % 4] |= 1 << card
    return hands


def cards(mask: int) -> list[int]:
    return [c for c in range(32) if (mask >> c) & 1]


def summary(times: list[float]) -> str:
    times = sorted(times)
    return (
        f"median {1000 * statistics.median(times):8.1f} ms, 90th percentile "
        f"{1000 * times[int(0.9 * (len(times) - 1))]:8.1f} ms, largest {1000 * times[-1]:8.1f} ms"
    )


def timed(solver: Any, call: Callable[..., Any], *args: Any) -> tuple[float, Any]:
    """(CPU time, result) of ``call(*args)`` with ``solver``'s table emptied first."""
    solver.clear()
    start = time.process_time()
    result = call(*args)
    return time.process_time() - start, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--variant", default="ffb-contree-2016")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--table-bits", type=int, default=20, help="2**N entries in the compiled solver's table"
    )
    parser.add_argument("--no-python", action="store_true", help="skip the Python solver")
    parser.add_argument("--no-colver", action="store_true", help="skip colver")
    args = parser.parse_args()
    rules = load_variant(args.variant).compile()
    total = rules.tables.deck_points[0] + rules.tables.dix_de_der
    rng = random.Random(args.seed)
    modes = [MODE_INDEX[m] for m in rules.modes]
    deals = [(deal(rng), rng.choice(modes), rng.randrange(4)) for _ in range(args.deals)]

    start = time.process_time()
    jit = JitDoubleDummy.for_rules(rules, table_bits=args.table_bits)
    jit.solve([0xFF, 0xFF00, 0xFF0000, 0xFF000000], 0, modes[0])
    print(
        f"variant {args.variant}: {args.deals} whole deals solved double-dummy, one core "
        f"(nproc {os.cpu_count()}, load {os.getloadavg()[0]:.2f}), "
        f"2**{args.table_bits} table entries; first call (numba compiles or loads the "
        f"search) {time.process_time() - start:.2f} s"
    )
    jit_times: list[float] = []
    jit_values: list[int] = []
    nodes: list[int] = []
    for hands, mode, leader in deals:
        spent, value = timed(jit, jit.solve, hands, leader, mode)
        jit_times.append(spent)
        jit_values.append(value)
        nodes.append(jit.stats.nodes)
    print(f"  numba  {summary(jit_times)}; median {int(statistics.median(nodes)):,} cards tried")

    if not args.no_python:
        python = DoubleDummy.for_rules(rules)
        py_times: list[float] = []
        agree = 0
        for (hands, mode, leader), want in zip(deals, jit_values, strict=True):
            spent, value = timed(python, python.solve, hands, leader, mode)
            py_times.append(spent)
            agree += value == want
        print(f"  Python {summary(py_times)}")
        ratios = sorted(p / j for p, j in zip(py_times, jit_times, strict=True) if j > 0)
        print(
            f"  Python / numba: {statistics.median(py_times) / statistics.median(jit_times):.1f}"
            f" (medians), per deal median {statistics.median(ratios):.1f}, "
            f"smallest {ratios[0]:.1f}; same value on {agree} of {len(deals)} deals"
        )

    if args.no_colver:
        return
    try:
        import colver
    except ImportError:
        print("  colver is not installed: no side-by-side figures")
        return
    colour = [d for d in deals if d[1] < 4]
    if not colour:
        print("  colver plays colour contracts only: none among these deals")
        return
    col_times: list[float] = []
    mv_times: list[float] = []
    same = 0
    for hands, mode, leader in colour:
        env = colver.Env.deal_with_hands(
            (leader - 1) % 4, [sorted(B2C[c] for c in cards(h)) for h in hands]
        )
        env.set_contract(mode, 80, 0, 0)
        env.set_phase_playing()
        start = time.process_time()
        scores = env.solve_scores()["scores"]
        col_times.append(time.process_time() - start)
        theirs = {C2B[c]: min(points, total) for c, points in scores}
        spent, values = timed(jit, jit.move_values, hands, leader, mode)
        mv_times.append(spent)
        ours = {c: v if leader % 2 == 0 else total - v for c, v in values.items()}
        same += ours == theirs
    print(
        f"  colver {colver.__version__} Env.solve_scores (every card of the first lead), "
        f"{len(colour)} colour deals:"
    )
    print(f"  colver {summary(col_times)}")
    print(f"  numba  {summary(mv_times)} (move_values, the same question)")
    print(
        f"  numba move_values / colver: "
        f"{statistics.median(mv_times) / statistics.median(col_times):.1f} (medians); "
        f"numba solve / colver: {statistics.median(jit_times) / statistics.median(col_times):.1f}"
        f"; every card's value the same on {same} of {len(colour)} deals"
    )


if __name__ == "__main__":
    main()
