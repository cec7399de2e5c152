"""Croatian Bela for four players (variant ``bela``) through the Python API.

The sources (cited in ``variants/bela.yaml``): the bilingual rules page of an open-source Bela
app (APP), the Croatian Wikipedia article « Belot » (HRW) and the page « Belot iliti Bela »
(SUN). The golden deals are the whole deals of ``features/bela.feature``, played card by card,
counted by hand, scored with ``Rules.score_deal`` and played again through ``Game``."""

from __future__ import annotations

from typing import Any

import pytest

from belote_spec import load_variant
from belote_spec.engine.rules import Rules

from .conftest import cards_mask
from .golden import check, cited_rules, compiled, from_parent, scenario

NAME = "bela"
OWN = {"APP", "HRW", "SUN"}


def rules(spec: str = NAME) -> Rules:
    return compiled(spec)


MADE = scenario(NAME, "Ouest nomme cœur et passe").deal
PAD = scenario(NAME, "Sud nomme cœur et chute").deal


def test_made_each_side_scores_its_points_annonces_and_bela() -> None:
    # EO 141 card points + the tierce K-Q-J of hearts 20 + the bela 20 = 181, more than half of
    # the deal's 202 points: made. NS 21.
    check(NAME, MADE, (21, 141), (21, 181), "made", annonces=(0, 20), held=0)


def test_pad_the_opponents_take_everything_bela_included() -> None:
    # « Inače je pad i protivnici dobivaju sve »: NS named hearts and made 21 against 181.
    # EO: 162 + every annonce (20) + every bela (20) = 202; NS nothing.
    check(NAME, PAD, (21, 141), (0, 202), "dedans", held=0)


def test_pad_the_caller_loses_its_own_bela() -> None:
    # The caller's own bela goes to the opponents too (« sve »: a marked reading).
    s = rules().score_deal(
        {"taker": "NS", "trump": "H", "bid": None, "contre": 0},
        {"NS": 40, "EW": 122},
        belote="NS",
    )
    assert (s.NS, s.EW) == (0, 162 + 20)


def test_stiglja_all_tricks_score_90_more() -> None:
    # « Tko uzme sve štihove (štiglja) dobiva još 90 bodova »: 162 + 90 = 252.
    s = rules().score_deal(
        {"taker": "EW", "trump": "S", "bid": None, "contre": 0},
        {"NS": 0, "EW": 162},
        capot="EW",
    )
    assert (s.NS, s.EW) == (0, 252)


def test_a_tie_holds_the_callers_points() -> None:
    # « bodovi zvača vise »: 81 each; the defence scores its 81, the caller's 81 wait for the
    # next deal's winner.
    s = rules().score_deal(
        {"taker": "NS", "trump": "C", "bid": None, "contre": 0}, {"NS": 81, "EW": 81}
    )
    assert (s.NS, s.EW, s.held) == (0, 81, 81)


@pytest.mark.parametrize(
    ("trick", "hand", "legal"),
    [
        # Spades trump. Void in the suit led: trump, even when the partner holds the trick.
        ([("N", "AH"), ("W", "7H")], ["8S", "JD", "KC"], ["8S"]),
        ([("N", "7H"), ("W", "AH")], ["8S", "JD", "KC"], ["8S"]),
        # The trick is trumped: overtrump if you can (« jačim adutom ako je štih već
        # presječen »), the partner's trump too; cannot: a lower trump all the same.
        ([("E", "7H"), ("N", "8S"), ("W", "9H")], ["7S", "AS", "KD"], ["AS"]),
        ([("E", "7H"), ("N", "AS"), ("W", "9H")], ["7S", "KD"], ["7S"]),
        ([("N", "AH"), ("W", "TS")], ["8S", "AS", "JD"], ["AS"]),
        # Cannot overtrump: a lower trump all the same.
        ([("N", "AH"), ("W", "JS")], ["8S", "JD"], ["8S"]),
        # Following a plain suit: beat the card holding the trick if you can (« igrati jaču
        # kartu od one koja trenutno nosi štih »), the partner's too.
        ([("N", "7H"), ("W", "KH")], ["8H", "AH", "JD"], ["AH"]),
        ([("E", "7H"), ("N", "KH"), ("W", "8H")], ["9H", "AH", "JD"], ["AH"]),
        # Nothing of the suit beats the card holding the trick: any card of the suit.
        ([("N", "7H"), ("W", "AH")], ["8H", "KH", "JD"], ["8H", "KH"]),
        # The trick is trumped: no card of the suit led can beat it; any of the suit.
        ([("N", "7H"), ("W", "7S")], ["8H", "AH", "JD"], ["8H", "AH"]),
        # Trump led: go higher, even over the partner.
        ([("E", "7S"), ("N", "TS"), ("W", "8S")], ["QS", "AS", "JD"], ["AS"]),
    ],
)
def test_card_play(trick: list[tuple[str, str]], hand: list[str], legal: list[str]) -> None:
    r = rules()
    got = sorted(c.code for c in r.legal_cards(hand, trick, "S"))
    assert got == sorted(legal)


def test_the_dealer_must_name_a_trump_when_all_pass() -> None:
    # « Ako svi kažu dalje, djelitelj mora zvati »: after three passes the dealer has no pass.
    game = rules().new_game(seed=3)
    for _ in range(3):
        assert game.legal_actions() == ["pass", "take:S", "take:H", "take:D", "take:C"]
        game.apply("pass")
    assert game.legal_actions() == ["take:S", "take:H", "take:D", "take:C"]


def settle(before: tuple[int, int], points: tuple[int, int]) -> Any:
    s, end = rules().settle_deal(
        {"NS": before[0], "EW": before[1]},
        None,
        {"taker": "NS", "trump": "H", "bid": None, "contre": 0},
        {"NS": points[0], "EW": points[1]},
        mode=1,
    )
    return (before[0] + s.NS, before[1] + s.EW), end.winner


def test_the_game_is_won_at_1001() -> None:
    # « 1001 »: 911 + 90 = 1001 wins; 910 + 90 = 1000 does not.
    assert settle((911, 700), (90, 72)) == ((1001, 772), "NS")
    assert settle((910, 700), (90, 72)) == ((1000, 772), None)


def test_every_rule_is_cited() -> None:
    variant = load_variant(NAME)
    for path, cite in cited_rules(variant):
        assert from_parent(variant, cite) or cite.source in OWN, path


def test_eight_cards_of_a_suit_win_the_game_at_once() -> None:
    # « Svih osam karata iste boje (belot) – odmah pobjeđuje cijelu igru »: West holds all
    # eight spades; EW win at once, whatever the score (NS 900, EW 100).
    hands = [
        cards_mask("7H 8H 9H TH 7C 8C 9C TC"),
        cards_mask("7S 8S 9S TS JS QS KS AS"),
        cards_mask("JH QH KH AH JC QC KC AC"),
        cards_mask("7D 8D 9D TD JD QD KD AD"),
    ]
    end = rules().instant_win(hands, 0, {"NS": 900, "EW": 100})
    assert end is not None
    assert end.winner == "EW"
    # Seven spades and a heart for West.
    seven = [
        cards_mask("7S 8H 9H TH 7C 8C 9C TC"),
        cards_mask("7H 8S 9S TS JS QS KS AS"),
        cards_mask("JH QH KH AH JC QC KC AC"),
        cards_mask("7D 8D 9D TD JD QD KD AD"),
    ]
    # East still holds all eight diamonds: EW win by East.
    end = rules().instant_win(seven, 0, {"NS": 900, "EW": 100})
    assert end is not None
    assert end.winner == "EW"
    seven[3] ^= cards_mask("AD") | cards_mask("AC")
    seven[2] ^= cards_mask("AD") | cards_mask("AC")
    assert rules().instant_win(seven, 0, {"NS": 900, "EW": 100}) is None
