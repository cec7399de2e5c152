"""Behaviour tests written for the mutants of ``belote_spec/simulation/stats.py`` that the
other tests let survive (docs/mutation-report.md); expected values worked by hand."""

from __future__ import annotations

import pytest

from belote_spec.simulation.columns import BID_CAPOT, BID_GENERALE
from belote_spec.simulation.stats import (
    Difference,
    bid_label,
    compare,
    fisher_exact_test,
    proportion,
    wilson_interval,
)

from .test_simulate import _made


@pytest.mark.parametrize("n", [1, 10, 13, 25, 1000])
def test_everything_succeeded_the_interval_ends_at_one_exactly(n: int) -> None:
    # successes = n: p = 1, the two terms of the upper end cancel in theory, and the interval
    # ends at 1 exactly (where floating point alone gives 0.9999999999999999 for some n)
    assert wilson_interval(n, n)[1] == 1.0
    assert wilson_interval(0, n)[0] == 0.0


def test_the_bid_column_shows_prise_capot_generale_or_the_bid() -> None:
    labels = [bid_label(b) for b in (0, BID_CAPOT, BID_GENERALE, 90)]
    assert labels == ["prise", "capot", "générale", "90"]


def test_the_statistics_are_named_in_the_report() -> None:
    items = {key: label for key, label, _stat in _made(60, 100).items()}
    assert items["dedans"] == "dedans"
    assert items["taker_capot"] == "capot by the taker"


def test_the_exact_test_needs_enough_cases_on_both_sides() -> None:
    # too few cases on the first side (its estimate is n/a): no difference, no p-value
    few, enough = proportion(1, 3), proportion(40, 100)
    assert few.estimate is None
    assert fisher_exact_test(few, enough) == Difference(None, None, "Fisher exact")
    assert fisher_exact_test(enough, few) == Difference(None, None, "Fisher exact")


def test_no_success_on_either_side_is_no_difference_by_the_exact_test() -> None:
    # 0 of 100 against 0 of 200: nothing drawn, every split is the one seen: p = 1, delta 0
    assert fisher_exact_test(proportion(0, 100), proportion(0, 200)) == Difference(
        0.0, 1.0, "Fisher exact"
    )


def test_no_adjustment_asked_leaves_none_adjusted() -> None:
    rows = compare([_made(60, 100), _made(75, 100)], adjust="none")
    diffs = [d for row in rows for d in row.differences if d is not None]
    assert diffs
    assert all(d.adjusted is None for d in diffs)
