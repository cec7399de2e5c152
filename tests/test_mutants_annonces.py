"""Behaviour tests written for the mutants of the mutation run that the other tests let
survive (docs/mutation-report.md); expected values worked by hand."""

from __future__ import annotations

import numpy as np
import pytest

from belote_spec import load_variant
from belote_spec.batch import BatchEngine
from belote_spec.cards import CODE_INDEX, SEATS
from belote_spec.engine.rules import Rules
from belote_spec.engine.tables import MODE_INDEX

#: W holds a tierce to the king of spades, S one to the king of clubs; no other run, carré or
#: belote (hearts are trumps: K♥ and Q♥ are in different hands). The two tierces are equal
#: (same height, neither in trumps): under ``still_tied: first_declared`` the first of W and S
#: in the order of the first trick takes them.
HANDS = {
    "N": "7S 9S AS 9H JH KH 8D QD",
    "W": "KS QS JS 7H 9D 7C TC AD",
    "S": "KC QC JC 8S 8H TD 7D AH",
    "E": "TS TH QH AC JD KD 8C 9C",
}

#: The first trick goes round counterclockwise, N → W → S → E (the order of ``SEATS``), from
#: its leader: N leads: W comes before S, EW scores its tierce (20); W leads: W; S leads: S,
#: NS scores 20; E leads: E, N, W, S: W again. The other way round the table (N, E, S, W)
#: would give S for N and E.
FIRST_FROM = {"N": (0, 20), "W": (0, 20), "S": (20, 0), "E": (0, 20)}


@pytest.fixture(scope="module")
def first_declared() -> Rules:
    rules = load_variant("pagat-coinche+premiere-annonce").compile()
    assert rules.variant.rule("annonces.still_tied") == "first_declared"
    return rules


def test_the_hands_are_as_described() -> None:
    cards = [c for hand in HANDS.values() for c in hand.split()]
    assert len(cards) == 32
    assert sorted(cards) == sorted(CODE_INDEX)


@pytest.mark.parametrize("leader", SEATS)
def test_equal_annonces_go_to_the_first_holder_counterclockwise(
    first_declared: Rules, leader: str
) -> None:
    found = first_declared.declarations(HANDS, "H", first=leader)
    assert (found.awarded["NS"], found.awarded["EW"]) == FIRST_FROM[leader]


def test_the_batch_engine_goes_the_same_way_round(first_declared: Rules) -> None:
    masks = [sum(1 << CODE_INDEX[c] for c in HANDS[s].split()) for s in SEATS]
    n = len(SEATS)
    awarded, voided, _silent = BatchEngine(first_declared, "numpy")._annonces(
        np.array([masks] * n, np.int64),
        np.full(n, MODE_INDEX["H"], np.int64),
        np.arange(n, dtype=np.int64),  # each seat leads once, in the order of SEATS
        np.ones(n, bool),
        None,
    )
    assert [(int(a), int(b)) for a, b in awarded] == [FIRST_FROM[s] for s in SEATS]
    assert not voided.any()
