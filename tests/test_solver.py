"""The double-dummy solver against plain minimax, on random endings, under every way of
playing the shipped variants have (play obligations, card orders and values)."""

from __future__ import annotations

import importlib
import random
import sys
from pathlib import Path

import pytest

from belote_spec import load_variant
from belote_spec.bots.solver import DoubleDummy, JitDoubleDummy, cards_of, exhaustive
from belote_spec.engine.rules import Rules
from belote_spec.engine.tables import MODE_INDEX
from belote_spec.simulation.batch import numba_available

from .conftest import sweep
from .skips import missing
from .test_batch import PLAY_SPECS


def _deal(rng: random.Random, tricks: int) -> list[int]:
    hands = [0] * 4
    for i, card in enumerate(rng.sample(range(32), 4 * tricks)):
        hands[i % 4] |= 1 << card
    return hands


def _midtrick(
    rules: Rules, rng: random.Random, hands: list[int], leader: int, mode: int
) -> list[int]:
    """Play 0 to 3 random legal cards of the first trick (changes ``hands``)."""
    trick: list[int] = []
    for _ in range(rng.randrange(4)):
        seat = (leader + len(trick)) & 3
        card = rng.choice(cards_of(rules.play.legal(hands[seat], trick, mode)))
        hands[seat] &= ~(1 << card)
        trick.append(card)
    return trick


@pytest.fixture(scope="module", params=sweep(PLAY_SPECS))
def rules(request: pytest.FixtureRequest) -> Rules:
    return load_variant(request.param).compile()


def test_the_solver_agrees_with_minimax_on_random_endings(rules: Rules) -> None:
    """50 endings of 3 or 4 tricks per way of playing, some from the middle of a trick, in
    the modes the variant plays: the same value for both teams, and for every legal card."""
    rng = random.Random(2026)
    solver = DoubleDummy.for_rules(rules)
    modes = [MODE_INDEX[m] for m in rules.modes]
    total_checked = 0
    for _ in range(50):
        hands = _deal(rng, rng.choice((3, 4)))
        mode = rng.choice(modes)
        leader = rng.randrange(4)
        trick = _midtrick(rules, rng, hands, leader, mode)
        expected = exhaustive(
            rules.play.analyse, rules.play.winner, rules.tables, hands, leader, mode, trick
        )
        assert solver.solve(hands, leader, mode, trick) == expected
        total = sum(rules.tables.points[mode][c] for h in hands for c in cards_of(h))
        total += sum(rules.tables.points[mode][c] for c in trick) + rules.tables.dix_de_der
        assert solver.solve(hands, leader, mode, trick, team=1) == total - expected
        # Each legal card, valued for the team of the player to move.
        seat = (leader + len(trick)) & 3
        values = solver.move_values(hands, leader, mode, trick)
        assert set(values) == set(cards_of(rules.play.legal(hands[seat], trick, mode)))
        for card, value in values.items():
            after = list(hands)
            after[seat] &= ~(1 << card)
            exact = exhaustive(
                rules.play.analyse,
                rules.play.winner,
                rules.tables,
                after,
                leader,
                mode,
                [*trick, card],
            )
            assert value == (exact if seat % 2 == 0 else total - exact)
        card, best = solver.best_move(hands, leader, mode, trick)
        assert best == max(values.values())
        assert values[card] == best
        assert best == (expected if seat % 2 == 0 else total - expected)
        total_checked += 1
    assert total_checked == 50


@pytest.mark.slow
def test_a_five_trick_ending_and_a_whole_deal() -> None:
    rules = load_variant("classic").compile()
    solver = DoubleDummy.for_rules(rules)
    rng = random.Random(7)
    hands = _deal(rng, 5)
    expected = exhaustive(rules.play.analyse, rules.play.winner, rules.tables, hands, 1, 2)
    assert solver.solve(hands, 1, 2) == expected
    # A whole deal: a value between nothing and the whole pack with the dix de der, and the
    # two teams' shares add up to it (a deal of its own seed: one the Python solver settles in
    # a fraction of a second; the compiled solver's tests compare it with this one on whole
    # deals of every way of playing).
    hands = _deal(random.Random(0), 8)
    total = rules.tables.deck_points[0] + rules.tables.dix_de_der
    assert total == 162
    mine = solver.solve(hands, 0, 0)
    assert solver.stats.nodes > 0
    # Solved again for the other team: from the table, without a card tried.
    theirs = solver.solve(hands, 0, 0, team=1)
    assert solver.stats.nodes == 0
    assert 0 <= mine <= total
    assert mine + theirs == total


def test_a_hand_that_holds_every_master_takes_everything() -> None:
    """South (seat 0) holds the four trumps at the top and leads: every trick is South's
    team's, dix de der included, whatever the others hold."""
    rules = load_variant("classic").compile()
    solver = DoubleDummy.for_rules(rules)
    mode = 1  # hearts
    order = rules.tables.order(mode, 1)
    top = order[:4]
    rest = [c for c in range(32) if c not in top and c >> 3 != 1][:12]
    hands = [sum(1 << c for c in top), 0, 0, 0]
    for i, card in enumerate(rest):
        hands[1 + i % 3] |= 1 << card
    points = rules.tables.points[mode]
    everything = sum(points[c] for c in top + rest) + rules.tables.dix_de_der
    assert solver.solve(hands, 0, mode) == everything


def test_a_search_begun_in_the_last_trick() -> None:
    """From the middle of the last trick: the trick and the dix de der, nothing more."""
    rules = load_variant("classic").compile()
    solver = DoubleDummy.for_rules(rules)
    for trick_cards in ([0], [0, 1], [0, 1, 2]):
        hands = [0, 1 << 1, 1 << 2, 1 << 3]
        for seat, card in enumerate(trick_cards):
            hands[seat] &= ~(1 << card)
        expected = exhaustive(
            rules.play.analyse, rules.play.winner, rules.tables, hands, 0, 0, trick_cards
        )
        assert solver.solve(hands, 0, 0, trick_cards) == expected
    # Spades trump, seats 0..3 play the 7, 8, 9 and 10 of spades: the nine (14 points)
    # takes the trick for seat 2, whose team takes the nine, the ten (10) and the dix de der.
    hands = [0, 1 << 1, 1 << 2, 1 << 3]
    assert solver.solve(hands, 0, 0, [0]) == 14 + 10 + rules.tables.dix_de_der
    assert solver.solve(hands, 0, 0, [0], team=1) == 0


@pytest.mark.slow  # over half a second: CI runs it, `tools/check.py --fast` does not
def test_the_fastest_solver_gives_the_same_values() -> None:
    """``solver_for`` picks the compiled solver when numba is there; the same values."""
    from belote_spec.bots.solver import solver_for

    rules = load_variant("ffb-contree-2016").compile()
    fast = solver_for(rules)
    slow = DoubleDummy.for_rules(rules)
    rng = random.Random(3)
    for _ in range(3):
        hands = _deal(rng, 6)
        mode = rng.randrange(4)
        assert fast.solve(hands, 1, mode) == slow.solve(hands, 1, mode)
        assert fast.move_values(hands, 1, mode) == slow.move_values(hands, 1, mode)


@pytest.mark.skipif(not numba_available(), reason=missing("numba", "extra fast"))
def test_the_python_and_the_compiled_build_are_one_search() -> None:
    """The search is written once: run as Python (``DoubleDummy``) and compiled
    (``JitDoubleDummy``) it gives the same values and tries the same cards, hits the table as
    often and leaves as many entries in it, on endings of 2 and 3 tricks from a trick start or
    its middle (tables of the same size)."""
    rules = load_variant("classic").compile()
    python = DoubleDummy.for_rules(rules, table_bits=12)
    compiled = JitDoubleDummy.for_rules(rules, table_bits=12)
    rng = random.Random(27)
    for _ in range(6):
        hands = _deal(rng, rng.choice((2, 3)))
        mode = rng.randrange(6)
        leader = rng.randrange(4)
        trick = _midtrick(rules, rng, hands, leader, mode)
        python.clear()
        compiled.clear()
        assert python.solve(hands, leader, mode, trick) == compiled.solve(
            hands, leader, mode, trick
        )
        assert python.stats == compiled.stats
        assert python.stats.nodes > 0
        assert python.move_values(hands, leader, mode, trick) == compiled.move_values(
            hands, leader, mode, trick
        )
        assert python.stats == compiled.stats


@pytest.mark.skipif(not numba_available(), reason=missing("numba", "extra fast"))
def test_the_one_compile_loop_does_what_the_compiled_solver_asks_of_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The compiled solver is built by the batch engine's compile loop
    (``numba_cache.compile_sources``), which therefore compiles a function under another name
    (the solver's play hooks: its callers reach it by that name), lets the functions call
    kernels compiled before (the engine's play kernels, passed in by name), and ties the disk
    cache to their sources too: numba checks a cached function against its own file only, so
    an edited kernel it calls would otherwise leave the old machine code in use."""
    from numba.core import config

    from belote_spec.simulation.batch.numba_cache import compile_sources

    kernel = tmp_path / "compiled_kernel.py"
    caller = tmp_path / "compiled_caller.py"
    kernel.write_text("def _twice(x):\n    return 2 * x\n", encoding="utf-8")
    caller.write_text(
        "def quadruple(x):\n    return double(double(x))\n\n\n"
        "def double(x):\n    raise NotImplementedError\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))

    def build() -> int:
        for name in ("compiled_kernel", "compiled_caller"):
            sys.modules.pop(name, None)
        importlib.invalidate_caches()
        kernels = importlib.import_module("compiled_kernel")
        given = compile_sources(((kernels, {"double": "_twice"}),))
        made = compile_sources(
            ((importlib.import_module("compiled_caller"), ("quadruple",)),), given=given
        )
        return int(made["quadruple"](3))

    assert build() == 2 * 2 * 3  # double is _twice, compiled
    cached = list(tmp_path.glob("__pycache__/compiled_caller.quadruple-*.nbi"))
    # on disk (none where numba runs the kernels as Python: the mutation runs)
    assert bool(cached) != bool(config.DISABLE_JIT)
    kernel.write_text("def _twice(x):\n    return 3 * x  # thrice\n", encoding="utf-8")
    assert build() == 3 * 3 * 3
