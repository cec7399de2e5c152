"""Behaviour tests written for the mutants of the mutation run that the other tests let
survive (docs/mutation-report.md); expected values worked by hand."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from belote_spec import load_variant
from belote_spec.cards import CODE_INDEX, SEATS
from belote_spec.engine.rules import Rules
from belote_spec.engine.tables import MODE_INDEX
from belote_spec.simulation.batch import BatchEngine

from .behaviour import variant_with

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


def _mask(cards: str) -> int:
    return sum(1 << CODE_INDEX[c] for c in cards.split())


def _variant(tmp_path: Path, annonces: dict[str, Any]) -> Rules:
    return variant_with({}, tmp_path, "classic", {"annonces": annonces})


def test_a_cancelling_carre_kept_back_cancels_nothing(tmp_path: Path) -> None:
    # A carré of jacks cancels the annonces (cancelling_carres: jack, effect annonces), unless
    # its holder keeps it to himself (declaring: optional, waived). N holds a tierce to the
    # ace of spades (20), S the four jacks; hearts are trumps.
    rules = _variant(
        tmp_path,
        {"declaring": "optional", "cancelling_carres": {"ranks": ["jack"], "effect": "annonces"}},
    )
    hands = {"N": "QS KS AS", "S": "JS JH JD JC"}
    shown = rules.declarations(hands, "H")
    assert shown.cancelled
    assert (shown.awarded["NS"], shown.awarded["EW"]) == (0, 0)
    kept = rules.declarations(hands, "H", waived={"S": "carre-J"})
    assert not kept.cancelled
    assert (kept.awarded["NS"], kept.awarded["EW"]) == (20, 0)


def test_equal_annonces_are_told_apart_by_the_trump() -> None:
    # classic: tie_break [carre_over_sequence, longer, higher, trump]. N's tierce K-Q-J of
    # hearts against E's K-Q-J of spades: two sequences of three, the same points and height;
    # N's is in trumps (hearts): NS scores its 20.
    rules = load_variant("classic").compile()
    assert rules.variant.rule("annonces.tie_break")[-1] == "trump"
    found = rules.declarations({"N": "KH QH JH", "E": "KS QS JS"}, "H")
    assert (found.awarded["NS"], found.awarded["EW"]) == (20, 0)


def test_the_best_annonce_of_each_team_is_reported() -> None:
    # the comparison reports each team's best annonce (the rulebook's examples read it): N's
    # cinquante to the ace of diamonds (50) for NS, nothing for EW
    rules = load_variant("classic").compile()
    masks = [0] * 4
    masks[SEATS.index("N")] = _mask("JD QD KD AD")
    resolution = rules.annonces.resolve(masks, MODE_INDEX["H"], SEATS.index("N"))
    best = resolution.best
    assert set(best) == {"NS", "EW"}
    assert best["EW"] is None
    assert best["NS"] is not None
    assert (best["NS"].kind, best["NS"].points) == ("cinquante", 50)


def test_a_carre_worth_nothing_is_no_annonce_in_the_reference_search() -> None:
    # classic: carrés of sevens and eights score nothing (annonces.carres), so a hand of four
    # sevens declares nothing, in the tables and in the search they are checked against
    rules = load_variant("classic").compile()
    sevens = _mask("7S 7H 7D 7C")
    assert rules.annonces.find(sevens, MODE_INDEX["H"]) == []
    assert rules.annonces._find_slow(sevens, MODE_INDEX["H"]) == []


#: Sevens' carré worth 10 (a value no shipped variant uses): W's best combination then drops
#: it for the quinte J-10-9-8-7 of hearts (100 against 10 + the cinquante J-10-9-8, 60). N holds
#: the quinte Q-J-10-9-8 of spades. Both quintes are worth 100; the tie-break looks at trumps
#: first, then at the height.
CARRE_DROPPED = {
    "N": "QS JS TS 9S 8S 8D 8C AH",
    "W": "7S 7D 7C 7H 8H 9H TH JH",
    "S": "KD JD 9D AC QC TC QH AS",
    "E": "AD QD TD KC JC 9C KH KS",
}


@pytest.mark.parametrize(("trump", "awarded"), [("H", (0, 100)), ("C", (100, 0))])
def test_a_dropped_carre_leaves_the_trump_sequence_its_trump_tie_break(
    tmp_path: Path, trump: str, awarded: tuple[int, int]
) -> None:
    """At hearts W's quinte is in trumps and beats N's, higher but plain: EW scores its 100
    (the carré it did not keep scores nothing). At clubs neither is in trumps, and N's,
    higher, wins. E and S hold no run of three and no carré (their cards alternate down each
    suit)."""
    cards = [c for hand in CARRE_DROPPED.values() for c in hand.split()]
    assert sorted(cards) == sorted(CODE_INDEX)
    classic = load_variant("classic").rule("annonces")
    rules = _variant(
        tmp_path,
        {
            "card_reuse": "none",
            "tie_break": ["trump", "higher"],
            "carres": {**classic["carres"], "seven": 10},
        },
    )
    found = rules.declarations(CARRE_DROPPED, trump)
    assert (found.awarded["NS"], found.awarded["EW"]) == awarded
