"""Behaviour tests written for the mutants of ``belote_spec/engine/bidding.py`` that the other
tests let survive (docs/mutation-report.md); expected values worked by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote_spec import load_variant

from .behaviour import variant_with

#: Why nobody speaks after a capot or a générale bid where it ends the auction
#: (``bidding.auction.after_capot: ends``): the reason and the rule, as the game shows them.
ENDED = ("a capot bid ends the auction: nobody speaks after it", "bidding.auction.after_capot")


def test_after_a_taker_nobody_speaks_in_a_prise() -> None:
    # classic (prise): N deals, W speaks first (the next seat counterclockwise) and takes at
    # the turned suit: the prise is over, nobody speaks again
    rules = load_variant("classic").compile()
    state = rules.bidding.start(0, 5)  # dealer N (seat 0), the turned card 5
    assert state.to_move == 1
    state.apply(state.legal()[1])  # W takes (the calls: pass, then take)
    assert state.done
    assert [state.silence(seat) for seat in range(4)] == [
        ("the prise is over", "bidding.prise")
    ] * 4


@pytest.mark.parametrize("bid", ["capot", "generale"])
def test_a_capot_or_generale_bid_ends_the_auction_where_the_variant_says(
    tmp_path: Path, bid: str
) -> None:
    rules = variant_with(
        {},
        tmp_path,
        "pagat-coinche",
        {"bidding": {"auction": {"generale": True, "after_capot": "ends"}}},
    )
    state = rules.bidding.start(0, None)
    state.apply(f"bid:{bid}:H")  # the first to speak bids it: nobody may speak after
    assert state.done
    assert [state.silence(seat) for seat in range(4)] == [ENDED] * 4
