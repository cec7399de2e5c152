"""The batch deal loop's shortcuts keep its deals: arrays reused from batch to batch, the
generator's words kept in local variables, the bidding graph's quick state signatures.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from belote_spec import load_variant
from belote_spec.engine.rules import Rules
from belote_spec.simulation.batch import BatchEngine
from belote_spec.simulation.batch import engine as batch_engine
from belote_spec.simulation.batch.compiler import BiddingGraph
from belote_spec.simulation.batch.deals import below, fill, next32, seed, shuffle


@pytest.fixture(scope="module")
def classic() -> Rules:
    """The classic rules, their batch tables built once (a second ``BatchEngine`` of the same
    rules shares them)."""
    rules = load_variant("classic").compile()
    BatchEngine(rules, "python")
    return rules


def test_a_table_returned_is_not_changed_by_the_next_batch(classic: Rules) -> None:
    """The loop's arrays are reused by the next batch: the columns returned are copies."""
    engine = BatchEngine(classic, "python")
    first = engine.play_deals(30, np.random.default_rng(1))
    kept = {name: column.copy() for name, column in first.items()}
    engine.play_deals(30, np.random.default_rng(2))
    engine.play_games(2, np.random.default_rng(3), max_deals=2)
    assert all(np.array_equal(first[name], kept[name]) for name in kept)


def test_play_deals_casts_each_batch_into_its_rows(
    classic: Rules, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``play_deals`` in batches of 7: the deals of ``trace_deals`` run batch by batch on the
    same generator (7, 7, then 6 deals), numbered 0 to 19, in the table's own types."""
    rules = classic
    monkeypatch.setattr(batch_engine, "BATCH", 7)
    table = BatchEngine(rules, "python").play_deals(20, np.random.default_rng(5))
    rng = np.random.default_rng(5)
    reference = BatchEngine(rules, "python")
    parts = [reference.trace_deals(size, rng, keep=False)[0] for size in (7, 7, 6)]
    assert np.array_equal(table["game"], np.arange(20))
    assert not table["deal"].any()
    for name, column in table.items():
        assert column.dtype == parts[0][name].dtype
        if name != "game":
            assert np.array_equal(column, np.concatenate([p[name] for p in parts])), name


def test_shuffle_and_fill_draw_as_next32_and_below() -> None:
    """:func:`fill` gives the draws of :func:`next32` one after the other, and :func:`shuffle`
    the Fisher-Yates swaps that :func:`below` draws (j = 31 down to 1, k below j + 1); each
    leaves the generator where those calls would."""
    a: list[int] = [0, 0, 0, 0]
    b: list[int] = [0, 0, 0, 0]
    seed(a, [1, 2, 3, 4])
    seed(b, [1, 2, 3, 4])
    out = [0] * 5
    fill(out, 5, a)
    assert out[:3] == [11520, 0, 5927040]  # worked by hand: test_batch.py
    assert out == [next32(b) for _ in range(5)]
    assert a == b
    deck = list(range(32))
    shuffle(deck, a)
    expected = list(range(32))
    for j in range(31, 0, -1):
        k = below(b, j + 1)
        expected[j], expected[k] = expected[k], expected[j]
    assert deck == expected
    assert sorted(deck) == list(range(32))
    assert a == b


def test_the_graph_signs_alike_the_states_alike_only() -> None:
    """A copy of a state is the same state; a copy with one attribute changed, or one more
    attribute, is another (the quick signature falls back to the full one)."""
    system = load_variant("bridgee").compile().bidding
    graph = BiddingGraph(system)
    start = int(graph.start[0, 0])
    state: Any = graph._states[start]

    def copy(**changes: Any) -> Any:
        new = object.__new__(type(state))
        new.__dict__.update(state.__dict__)
        new.__dict__.update(changes)
        return new

    assert graph._intern(copy()) == start
    assert graph._intern(copy(history=[(0, "pass")])) == start  # the history is not signed
    passed = graph._intern(copy(passes=state.passes + 1))
    assert passed != start
    assert graph._intern(copy(passes=state.passes + 1)) == passed
    extra = graph._intern(copy(extra_flag=True))
    assert extra not in (start, passed)
    assert graph._intern(copy(extra_flag=True)) == extra
