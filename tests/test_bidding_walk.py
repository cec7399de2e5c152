"""The simulator's walk over the built-in bidding systems' states (engine/bidding.py,
``BiddingWalk``): the same calls, the same states, the same draws as the state machines."""

from __future__ import annotations

import random

import pytest

from belote_spec import load_variant
from belote_spec.engine import bidding
from belote_spec.engine.bidding import Contract, bidding_walk
from belote_spec.engine.random_deals import Simulator


def test_classic_prise_by_hand() -> None:
    # classic: dealer N (0), the turned card a heart (suit 1: cards 8..15); W (1) speaks
    # first, round one offers the turned suit only, round two the three others
    walk = bidding_walk(load_variant("classic").compile().bidding)
    assert walk is not None
    first = walk.start(0, 8)
    assert first.calls == ("pass", "take:H")
    assert walk.start(0, 13) is first  # another heart turned: the same state
    taken = walk.follow(first, "take:H")
    assert taken.done
    assert taken.contract == Contract(1, 1)
    node = first
    for _ in range(4):
        node = walk.follow(node, "pass")
    assert node.calls == ("pass", "take:S", "take:D", "take:C")
    assert walk.follow(node, "take:C").contract == Contract(1, 3)  # W takes clubs in round two
    for _ in range(4):
        node = walk.follow(node, "pass")
    assert node.done
    assert node.contract is None
    assert walk.follow(first, "take:H") is taken  # met once, kept


def test_bridgee_auction_by_hand() -> None:
    # bridgée: the dealer speaks first; bids 80..160 in S H D C SA TA, then capot
    walk = bidding_walk(load_variant("bridgee").compile().bidding)
    assert walk is not None
    first = walk.start(2, None)
    assert first.calls[:3] == ("pass", "bid:80:S", "bid:80:H")
    node = walk.follow(first, "bid:100:D")
    assert node.calls[:2] == ("pass", "bid:110:S")
    assert "contre" in node.calls
    for _ in range(3):
        node = walk.follow(node, "pass")
    assert node.done
    assert node.contract == Contract(2, 2, 100, 0)


def test_not_a_built_in_system() -> None:
    assert bidding_walk(object()) is None


@pytest.mark.parametrize("spec", ["classic", "bridgee", "ffb-coinchee-2015"])
def test_same_deals_as_the_state_machine(spec: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # the walk draws as the state machine does: seeded deals come out the same, also once the
    # walk keeps no more states
    rules = load_variant(spec).compile()
    monkeypatch.setattr(bidding, "WALK_LIMIT", 40)
    runs = []
    for use_walk in (True, False):
        sim = Simulator(rules)
        if not use_walk:
            sim._walk = None
        rng = random.Random(5)
        out = []
        for i in range(150):
            deck = list(range(32))
            rng.shuffle(deck)
            deal = sim.deal(i % 4, deck, rng)
            out.append((deal.contract, deal.score))
        runs.append(out)
    assert runs[0] == runs[1]
    assert any(contract is not None for contract, _ in runs[0])
