"""The card-play obligations of every shipped variant, against the source documents.

Part 1 is worked by hand: each expected legal set was read off the source documents
(000 the online club, 002 the classic, 003 the players' guide, 004 belote
bridgée) and written here before the engine was run. Each test id names the document that
states the rule, e.g. ``club[000]``.

Part 2 plays random deals with hypothesis and checks ``Rules.legal_cards`` against the
independent reference in ``tests/reference.py`` for every shipped variant and option.

Part 3 writes a variant for each ``play`` rule value that no shipped variant uses and checks
the engine against the reference's reading of the schema's description.

Seats play N → W → S → E; partners are N–S and E–W. Unless a test says otherwise the trump is
hearts, where the order is J 9 A 10 K Q 8 7 (plain suits: A 10 K Q J 9 8 7).
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_spec import Variant, load_variant
from belote_spec.cards import CODE_INDEX
from belote_spec.engine import Rules
from belote_spec.loader import thaw

from . import reference as ref
from .conftest import SPECS, examples

# --------------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------------

SEATS = ("N", "W", "S", "E")

# The document each variant follows (variants/*.yaml, « sources »).
DOC = {
    "classic": "002",
    "club": "000",
    "club+sans-atout": "000",
    "club+tout-atout": "000",
    "traditional": "003",
    "bridgee": "004",
}
# Every variant playing suit contracts.
SUIT_VARIANTS = ("classic", "club", "traditional", "bridgee", "club+sans-atout", "club+tout-atout")
# « il faut pisser »: 002 « si vous ne le pouvez pas, posez tout de même un atout plus
# faible »; 003 « Défausse : jouer un atout d'une valeur plus faible »; 004 « il doit couper si
# son partenaire n'est pas maître sur le pli » with no exception.
PISSE = ("classic", "traditional", "bridgee")
# « on ne pisse pas » (000 rule 4).
NO_PISSE = ("club", "club+sans-atout", "club+tout-atout")
# (variant, mode) pairs where sans atout / tout atout are playable (000 options, 004).
SA_VARIANTS = (("club+sans-atout", "000"), ("bridgee", "004"))
TA_VARIANTS = (("club+tout-atout", "000"), ("bridgee", "004"))


@cache
def variant_of(name: str) -> Variant:
    return load_variant(name)


@cache
def rules_of(name: str) -> Rules:
    return variant_of(name).compile()


@cache
def play_rules(name: str) -> dict[str, str]:
    return dict(variant_of(name).rule("play"))


def trick(*codes: str, lead: str = "N", seats: tuple[str, ...] = SEATS) -> list[tuple[str, str]]:
    """``trick("AS", "7H")`` → ``[("N", "AS"), ("W", "7H")]``: the cards played from ``lead``
    on, in the playing order ``seats`` (a variant's ``seating.seats``)."""
    start = seats.index(lead)
    return [(seats[(start + i) % len(seats)], code) for i, code in enumerate(codes)]


def pack(rules: Rules) -> list[str]:
    """The reference's codes of the cards of ``rules``' pack (24 or 32)."""
    mask = rules.seating.deck_mask
    return [code for i, code in enumerate(ref.DECK) if mask >> CODE_INDEX[code] & 1]


def legal(name: str, hand: str, played: list[tuple[str, str]], trump: str) -> set[str]:
    return {card.code for card in rules_of(name).legal_cards(hand, played, trump)}


def cards(text: str) -> set[str]:
    return set(text.split())


def variant_params(names: tuple[str, ...]) -> list[Any]:
    return [pytest.param(name, id=f"{name}[{DOC[name]}]") for name in names]


# --------------------------------------------------------------------------------------------
# Part 1 -- hand-worked obligations, suit contracts
# --------------------------------------------------------------------------------------------

# (hand, trick, expected legal set); trump hearts. Same in every variant.
COMMON_SUIT_CASES = {
    # -- Follow suit. 000 rule 1 « On doit toujours fournir la couleur demandée à l'entame si
    #    l'on en possède »; 002 « Fournir : jouez la couleur demandée si vous en avez »; 003
    #    « le joueur suivant doit donc jouer cette couleur s'il en a »; 004 « Les joueurs sont
    #    obligés de fournir dans la couleur demandée ». No duty to beat a plain card.
    "follow-any-card-of-led-suit": ("7S KS JH 8D", trick("AS"), "7S KS"),
    "follow-need-not-beat-plain": ("AS 7S 9H", trick("KS"), "AS 7S"),
    "follow-with-partner-master": ("QS 8S JH", trick("AS", "7S"), "QS 8S"),
    # W trumped; S still holds a spade, so S follows (no overtrumping while holding the suit).
    "follow-after-opponent-trumped": ("8S JH", trick("AS", "7H"), "8S"),
    # -- Trump led: higher than every trump on the table if you can, even over the partner.
    #    002 « quand l'atout est demandé, jouez un atout plus fort que ceux déjà posés si vous le
    #    pouvez, même au-dessus de votre partenaire »; 003 « il doit toujours mettre un atout
    #    plus fort que ceux posés sur la table »; 004 « un atout de valeur supérieure au plus
    #    fort déjà posé si on peut le faire »; 000 rule 3.
    "trump-led-overtrump": ("JH 7H AS", trick("9H"), "JH"),
    # N (partner of S) leads 9H and holds the trick; S must still go over him.
    "trump-led-overtrump-partner": ("JH 8H AS 7D", trick("9H", "7H"), "JH"),
    # Highest trump on the table is AH; in trump order 9 > A > 10, so only 9H goes higher.
    "trump-led-beat-highest-trump": ("TH 9H 7S", trick("8H", "AH"), "9H"),
    # W had no trump and discarded; S must beat his partner's QH.
    "trump-led-opponent-discarded": ("KH 7H AC", trick("QH", "AS"), "KH"),
    # Cannot go higher: any trump. 000 rule 4 « Si l'atout est la couleur demandée, il faut
    # obligatoirement jouer atout si on en possède, quelle que soit sa hauteur. »
    "trump-led-cannot-go-higher-any-trump": ("9H 7H AS", trick("JH"), "9H 7H"),
    "trump-led-no-trump-anything": ("AS 7D KC", trick("JH"), "AS 7D KC"),
    # -- Cannot follow, partner master: any card, trumping allowed. 000 rule 2 « le partenaire
    #    est maître [...] on peut alors jouer n'importe quelle carte [...] On peut également
    #    couper »; 002 « quand votre partenaire est maître, jouez la carte de votre choix »;
    #    003 « il peut jouer la carte qu'il veut »; 004 « il peut couper ou se défausser d'une
    #    carte de son choix ».
    "partner-master-free": ("JH 7H KD 8C", trick("AS", "7S"), "JH 7H KD 8C"),
    # W (partner of E) holds with AS, fourth seat.
    "partner-master-fourth-seat": ("7H KD", trick("7S", "AS", "8S"), "7H KD"),
    # W trumped with 9H and holds; E may undertrump him, overtrump or discard
    # (003 « Si son partenaire a déjà coupé et est maître du pli, le joueur peut couper avec un
    # atout plus faible »).
    "partner-trumped-free": ("JH 7H QD 9C", trick("KS", "9H", "7S"), "JH 7H QD 9C"),
    # -- Cannot follow, partner not master (or not yet played): trump. 000 rule 2 « le
    #    partenaire n'est pas maître ou n'a pas encore joué: on est tenu de couper en jouant un
    #    atout si l'on en possède »; 002 « Couper »; 003 « Coupe »; 004 « il doit couper si son
    #    partenaire n'est pas maître sur le pli ».
    "partner-not-played-must-trump": ("7H JH KD", trick("AS"), "7H JH"),
    "partner-beaten-must-trump": ("8H QD 9C", trick("KS", "AS"), "8H"),
    # -- Opponent trumped: overtrump. 002 « Si un adversaire a déjà coupé, surcoupez avec un
    #    atout plus fort »; 000 rule 3 « on est obligé de "monter" à l'atout »; 003 « il doit
    #    toujours mettre un atout plus fort que ceux posés ». The club's waiver (rule 4) only
    #    applies when one *cannot* overtrump.
    "opponent-trumped-must-overtrump": ("JH 7H KD", trick("AS", "TH"), "JH"),
    "opponent-trumped-any-higher-trump": ("JH 9H 7H KD", trick("AS", "TH"), "JH 9H"),
    # W (partner of E) trumped with 8H, S overtrumped with AH: the partner is no longer master.
    "partner-overtrumped-must-overtrump": ("9H 7H 7C", trick("AD", "8H", "AH"), "9H"),
    # -- No trump and cannot follow: anything (000 rule 2 « sinon on se défausse en jouant
    #    n'importe quelle carte »; 002 « Se défausser »; 003).
    "void-no-trump-anything": ("KD 8C", trick("AS", "JH"), "KD 8C"),
    "void-no-trump-nothing-on-table": ("KD 8C", trick("AS"), "KD 8C"),
}


@pytest.mark.parametrize("name", variant_params(SUIT_VARIANTS))
@pytest.mark.parametrize(
    ("hand", "played", "expected"),
    [pytest.param(*case, id=case_id) for case_id, case in COMMON_SUIT_CASES.items()],
)
def test_suit_contract_obligations(
    name: str, hand: str, played: list[tuple[str, str]], expected: str
) -> None:
    assert legal(name, hand, played, "H") == cards(expected)


def test_partner_trumped_003_example() -> None:
    """003 « Défausse », word for word: « A n'a pas de cœur et coupe avec le 10 d'atout, son
    partenaire n'a pas de cœur non plus mais le [8] et l'as d'atout, A peut : [...] se
    défausse[r] avec une autre couleur ; se débarrasser de son 8 d'atout [...] ; surcouper avec
    son as ». Hearts led, spades trump: N leads KH, W (A) trumps with TS, S follows, E (the
    partner) holds 8S and AS of trump and no heart."""
    played = trick("KH", "TS", "7H")
    for name in SUIT_VARIANTS:
        assert legal(name, "8S AS QD 9C", played, "S") == cards("8S AS QD 9C"), name


# Cannot overtrump an opponent's trump: « pisser » (002, 003, 004) or not (000 rule 4).
UNDERTRUMP_CASES = {
    # W trumps with JH; S holds only lower trumps.
    "cannot-overtrump": ("9H 7H KD 8C", trick("AS", "JH"), "9H 7H", "9H 7H KD 8C"),
    # W (partner of E) trumped, S overtrumped with AH; E has TH, KH (both below AH).
    "cannot-overtrump-after-partner-was-overtrumped": (
        "TH KH 7C",
        trick("AD", "8H", "AH"),
        "TH KH",
        "TH KH 7C",
    ),
}


@pytest.mark.parametrize("name", variant_params(PISSE))
@pytest.mark.parametrize(
    ("hand", "played", "pisse", "_free"),
    [pytest.param(*case, id=case_id) for case_id, case in UNDERTRUMP_CASES.items()],
)
def test_undertrump_required(
    name: str, hand: str, played: list[tuple[str, str]], pisse: str, _free: str
) -> None:
    """002 « si vous ne le pouvez pas, posez tout de même un atout plus faible »; 003 « Quand
    un joueur ne peut pas surcouper il peut toutefois : jouer un atout d'une valeur plus faible
    que celui posé sur la table » (his partner not being master, the trump is compulsory by
    « Coupe »); 004 « il doit couper si son partenaire n'est pas maître sur le pli »."""
    assert legal(name, hand, played, "H") == cards(pisse)


@pytest.mark.parametrize("name", variant_params(NO_PISSE))
@pytest.mark.parametrize(
    ("hand", "played", "_pisse", "free"),
    [pytest.param(*case, id=case_id) for case_id, case in UNDERTRUMP_CASES.items()],
)
def test_undertrump_waived(
    name: str, hand: str, played: list[tuple[str, str]], _pisse: str, free: str
) -> None:
    """000 rule 4 « on ne "pisse" pas à l'atout; il n'est pas demandé de couper si l'on est
    incapable de surmonter l'atout d'un adversaire ayant déjà coupé: on peut alors se
    défausser »: any card, the lower trumps included."""
    assert legal(name, hand, played, "H") == cards(free)


@pytest.mark.parametrize("name", variant_params(NO_PISSE))
def test_club_waiver_does_not_apply_to_trump_lead(name: str) -> None:
    """000 rule 4 « Attention! Si l'atout est la couleur demandée, il faut obligatoirement
    jouer atout si on en possède, quelle que soit sa hauteur. »"""
    assert legal(name, "7H AS KD", trick("JH"), "H") == {"7H"}
    assert legal(name, "7H AS KD", trick("9H", "JH"), "H") == {"7H"}


# --------------------------------------------------------------------------------------------
# Part 1 -- sans atout and tout atout
# --------------------------------------------------------------------------------------------

SA_CASES = {
    # « il n'y a plus aucun atout [...] il est impossible de couper » (000): follow suit only.
    "sa-follow-any-card-of-suit": ("AS 7S JH", trick("KS"), "AS 7S"),
    "sa-void-anything": ("JH 9D 7C", trick("KS"), "JH 9D 7C"),
    # No duty to climb at sans atout, even with an ace over the partner's king.
    "sa-no-climb-over-partner": ("AS 8S JD", trick("KS", "7S"), "AS 8S"),
    "sa-void-partner-not-master": ("JH 9H 7C", trick("KS", "AS"), "JH 9H 7C"),
    "sa-no-climb-over-opponent": ("TS 7S", trick("9S", "KS"), "TS 7S"),
}

TA_CASES = {
    # « on est toujours obligé de monter sur la carte qui tient si l'on peut » (000); « à
    # tout Atout on est toujours obligé de monter sur la carte qui tient » (004). Trump order:
    # 9 beats the ace, the ten does not.
    "ta-climb": ("9S TS 7S KD", trick("AS"), "9S"),
    # N (partner of S) holds with 9S; « toujours »: S must still go over him.
    "ta-climb-over-partner": ("JS TS 7S 8D", trick("9S", "AS"), "JS"),
    # The card holding the trick is W's 9S, not the lead.
    "ta-beat-card-holding-not-lead": ("AS TS JS 8H", trick("7S", "9S"), "JS"),
    # An off-suit card never holds the trick at tout atout: 7S holds, not JH.
    "ta-offsuit-never-holds": ("8S 9D", trick("7S", "JH"), "8S"),
    "ta-cannot-beat-any-of-suit": ("9S 7S AD", trick("JS"), "9S 7S"),
    # « Il est également impossible de couper » (000): void, any card.
    "ta-void-anything": ("AD 7C", trick("JS"), "AD 7C"),
    "ta-void-partner-not-master": ("AD 7C", trick("7S", "JS"), "AD 7C"),
}


@pytest.mark.parametrize(
    ("name", "doc"), [pytest.param(*v, id=f"{v[0]}[{v[1]}]") for v in SA_VARIANTS]
)
@pytest.mark.parametrize(
    ("hand", "played", "expected"),
    [pytest.param(*case, id=case_id) for case_id, case in SA_CASES.items()],
)
def test_sans_atout(
    name: str, doc: str, hand: str, played: list[tuple[str, str]], expected: str
) -> None:
    assert legal(name, hand, played, "SA") == cards(expected)


@pytest.mark.parametrize(
    ("name", "doc"), [pytest.param(*v, id=f"{v[0]}[{v[1]}]") for v in TA_VARIANTS]
)
@pytest.mark.parametrize(
    ("hand", "played", "expected"),
    [pytest.param(*case, id=case_id) for case_id, case in TA_CASES.items()],
)
def test_tout_atout(
    name: str, doc: str, hand: str, played: list[tuple[str, str]], expected: str
) -> None:
    assert legal(name, hand, played, "TA") == cards(expected)


@pytest.mark.parametrize("name", ["classic", "club", "traditional", "bridgee"])
def test_leader_plays_any_card(name: str) -> None:
    """The leader « joue la carte de son choix » (000 « Le jeu de la carte »)."""
    for trump in ("S", "H", "D", "C"):
        assert legal(name, "JH 7S AD 9C", [], trump) == cards("JH 7S AD 9C")


# --------------------------------------------------------------------------------------------
# Part 1 -- trick winner and card points
# --------------------------------------------------------------------------------------------

WINNER_CASES = [
    # (trump, trick cards from N, winner). 002 « Le pli revient à l'atout le plus fort, ou à
    # défaut à la plus forte carte de la couleur demandée »; 000 and 004 alike.
    pytest.param("H", ("AS", "7H", "TS", "KS"), "W", id="suit-lowest-trump-beats-ace"),
    pytest.param("H", ("AS", "7H", "TS", "8H"), "E", id="suit-higher-trump"),
    pytest.param("H", ("AH", "9H", "TH", "KH"), "W", id="suit-trump-nine-over-ace"),
    pytest.param("H", ("AH", "9H", "JH", "TH"), "S", id="suit-trump-jack-highest"),
    pytest.param("H", ("KS", "AS", "TD", "JC"), "W", id="suit-highest-of-led-suit"),
    pytest.param("H", ("7S", "AD", "8S", "AC"), "S", id="suit-offsuit-ace-never-wins"),
    pytest.param("H", ("9S", "JS", "8S", "7S"), "W", id="suit-plain-jack-over-nine"),
    # Sans atout: plain order (000 « As, Dix, Roi, Dame, Valet, Neuf, Huit, Sept »).
    pytest.param("SA", ("9S", "JS", "AH", "7S"), "W", id="sa-plain-order-offsuit-ace-loses"),
    pytest.param("SA", ("TS", "KS", "AS", "JH"), "S", id="sa-ace-highest"),
    # Tout atout: trump order in every suit (000 « Valet, Neuf, As, Dix, Roi, Dame, Huit,
    # Sept »), and no trumping (« la coupe devient impossible »).
    pytest.param("TA", ("9S", "AS", "TS", "JH"), "N", id="ta-nine-over-ace-offsuit-jack-loses"),
    pytest.param("TA", ("7S", "JH", "8S", "9D"), "S", id="ta-offsuit-never-wins"),
    pytest.param("TA", ("AD", "9D", "JD", "7D"), "S", id="ta-jack-highest"),
]


def _winner_params() -> list[Any]:
    """Each winner case in every variant that plays its mode."""
    out: list[Any] = []
    for case in WINNER_CASES:
        trump = case.values[0]
        if trump == "SA":
            names = [name for name, _doc in SA_VARIANTS]
        elif trump == "TA":
            names = [name for name, _doc in TA_VARIANTS]
        else:
            names = list(SUIT_VARIANTS)
        out.extend(pytest.param(name, *case.values, id=f"{name}-{case.id}") for name in names)
    return out


@pytest.mark.parametrize(("name", "trump", "played", "winner"), _winner_params())
def test_trick_winner(name: str, trump: str, played: tuple[str, ...], winner: str) -> None:
    rules = rules_of(name)
    assert rules.trick_winner(trick(*played), trump) == winner
    # The same trick led by another seat: the winner turns with it.
    shifted = trick(*played, lead="S")
    assert rules.trick_winner(shifted, trump) == SEATS[(SEATS.index(winner) + 2) % 4]


def test_trick_winner_of_partial_trick() -> None:
    """The seat that holds an unfinished trick."""
    rules = rules_of("classic")
    assert rules.trick_winner(trick("AS"), "H") == "N"
    assert rules.trick_winner(trick("AS", "7H"), "H") == "W"
    assert rules.trick_winner(trick("AS", "7H", "JH", lead="E"), "H") == "W"


POINT_CASES = [
    # 002 « La valeur des cartes »: trump J 20, 9 14, A 11, 10 10, K 4, Q 3, 8 0, 7 0.
    *[
        pytest.param("H", c, p, id=f"trump-{c}")
        for c, p in (
            ("JH", 20),
            ("9H", 14),
            ("AH", 11),
            ("TH", 10),
            ("KH", 4),
            ("QH", 3),
            ("8H", 0),
            ("7H", 0),
        )
    ],
    # 002: plain A 11, 10 10, K 4, Q 3, J 2, 9 0, 8 0, 7 0.
    *[
        pytest.param("H", c, p, id=f"plain-{c}")
        for c, p in (
            ("AS", 11),
            ("TS", 10),
            ("KS", 4),
            ("QS", 3),
            ("JS", 2),
            ("9S", 0),
            ("8S", 0),
            ("7S", 0),
        )
    ],
    # 000 « Les As valent 19 points »; 004 « A sans Atout: A=19pts 10=10 R=4 D=3 V=2 9,8,7=0 ».
    *[
        pytest.param("SA", c, p, id=f"sa-{c}")
        for c, p in (("AD", 19), ("TD", 10), ("KD", 4), ("QD", 3), ("JD", 2), ("9D", 0), ("7D", 0))
    ],
    # 000 « toutes les couleurs sont atout »: every suit scores as trump.
    *[
        pytest.param("TA", c, p, id=f"ta-{c}")
        for c, p in (
            ("JC", 20),
            ("9C", 14),
            ("AC", 11),
            ("TC", 10),
            ("KC", 4),
            ("QC", 3),
            ("8C", 0),
            ("JS", 20),
            ("9D", 14),
        )
    ],
]


@pytest.mark.parametrize(
    "name", ["classic", "club+sans-atout", "club+tout-atout", "bridgee", "traditional"]
)
@pytest.mark.parametrize(("trump", "card", "points"), POINT_CASES)
def test_card_points(name: str, trump: str, card: str, points: int) -> None:
    assert rules_of(name).card_points(card, trump) == points
    assert ref.card_points(card, trump) == points


@pytest.mark.parametrize("name", ["classic", "club", "traditional", "bridgee"])
@pytest.mark.parametrize(
    ("trump", "total"),
    [
        # 002 « 152 points de cartes. Le dernier pli rapporte 10 points de plus [...] 162 »;
        # 000 sans atout « ramener les points du Paquet à 162 »; 004 « A tout Atout: pour les 4
        # couleurs et dix de der = 258 points ».
        pytest.param("S", 152, id="spades-152"),
        pytest.param("H", 152, id="hearts-152"),
        pytest.param("D", 152, id="diamonds-152"),
        pytest.param("C", 152, id="clubs-152"),
        pytest.param("SA", 152, id="sa-152"),
        pytest.param("TA", 248, id="ta-248"),
    ],
)
def test_deck_totals(name: str, trump: str, total: int) -> None:
    rules = rules_of(name)
    assert sum(rules.card_points(card, trump) for card in ref.DECK) == total
    assert sum(ref.card_points(card, trump) for card in ref.DECK) == total
    der = load_variant(name).rule("deck.dix_de_der")
    assert der == 10
    assert total + der == {"SA": 162, "TA": 258}.get(trump, 162)


# --------------------------------------------------------------------------------------------
# Part 1 -- explain
# --------------------------------------------------------------------------------------------

# (hand, trick, trump, card, rule path). Same in every suit variant.
EXPLAIN_CASES = {
    # A revoke: a diamond, or a trump, while holding the led spade.
    "revoke-discard": ("7S JH KD", trick("AS"), "KD", "play.follow_suit"),
    "revoke-trump": ("7S JH KD", trick("AS"), "JH", "play.follow_suit"),
    # Trump led: a lower trump while holding a higher one (002 « Monter à l'atout »).
    "trump-lead-lower-trump": ("JH 7H AS", trick("9H"), "7H", "play.trump_lead"),
    "trump-lead-under-partner": ("JH 8H AS 7D", trick("9H", "7H"), "8H", "play.trump_lead"),
    # Void, partner not master, no trump on the table: a discard (002 « Couper »).
    "must-trump-discard": ("7H KD", trick("AS"), "KD", "play.must_trump"),
    "must-trump-partner-beaten": ("8H QD", trick("KS", "AS"), "QD", "play.must_trump"),
    # An opponent trumped: a lower trump while holding a higher one (002 « surcoupez »).
    "overtrump-lower-trump": ("JH 7H KD", trick("AS", "TH"), "7H", "play.overtrump"),
}


@pytest.mark.parametrize("name", variant_params(SUIT_VARIANTS))
@pytest.mark.parametrize(
    ("hand", "played", "card", "path"),
    [pytest.param(*case, id=case_id) for case_id, case in EXPLAIN_CASES.items()],
)
def test_explain_rule_path(
    name: str, hand: str, played: list[tuple[str, str]], card: str, path: str
) -> None:
    err = rules_of(name).explain(hand, played, "H", card)
    assert err is not None
    assert err.rule == path
    assert err.reason


@pytest.mark.parametrize("name", variant_params(PISSE))
def test_explain_undertrump_required(name: str) -> None:
    """Classic, traditional, bridgée: discarding instead of undertrumping an opponent's trump
    breaks « posez tout de même un atout plus faible » (002)."""
    err = rules_of(name).explain("9H KD", trick("AS", "JH"), "H", "KD")
    assert err is not None
    assert err.rule == "play.undertrump"


@pytest.mark.parametrize("name", variant_params(NO_PISSE))
def test_explain_undertrump_waived(name: str) -> None:
    """Club: « on ne pisse pas » (000 rule 4), the discard is legal, and so is the lower trump."""
    rules = rules_of(name)
    assert rules.explain("9H KD", trick("AS", "JH"), "H", "KD") is None
    assert rules.explain("9H KD", trick("AS", "JH"), "H", "9H") is None


@pytest.mark.parametrize(
    ("name", "doc"), [pytest.param(*v, id=f"{v[0]}[{v[1]}]") for v in TA_VARIANTS]
)
def test_explain_tout_atout(name: str, doc: str) -> None:
    rules = rules_of(name)
    err = rules.explain("9S 7S", trick("AS"), "TA", "7S")
    assert err is not None
    assert err.rule == "play.tout_atout_climb"
    # A revoke at tout atout, with no card able to climb: only follow_suit is at stake.
    err = rules.explain("7S AD", trick("JS"), "TA", "AD")
    assert err is not None
    assert err.rule == "play.follow_suit"
    assert rules.explain("9S 7S", trick("AS"), "TA", "9S") is None


@pytest.mark.parametrize(
    ("name", "doc"), [pytest.param(*v, id=f"{v[0]}[{v[1]}]") for v in SA_VARIANTS]
)
def test_explain_sans_atout(name: str, doc: str) -> None:
    rules = rules_of(name)
    err = rules.explain("7S JH", trick("KS"), "SA", "JH")
    assert err is not None
    assert err.rule == "play.follow_suit"
    assert rules.explain("7S JH", trick("KS"), "SA", "7S") is None
    assert rules.explain("JH 9D", trick("KS"), "SA", "9D") is None


@pytest.mark.parametrize("name", variant_params(SUIT_VARIANTS))
def test_explain_legal_is_none(name: str) -> None:
    rules = rules_of(name)
    # Partner master: discard, trump or undertrump (000 rule 2, 003 « Défausse »).
    played = trick("KS", "9H", "7S")
    for card in ("JH", "7H", "QD", "9C"):
        assert rules.explain("JH 7H QD 9C", played, "H", card) is None
    # Leader: anything.
    assert rules.explain("JH 7S", [], "H", "7S") is None
    # Follow with any card of the suit.
    assert rules.explain("7S KS JH", trick("AS"), "H", "7S") is None


@pytest.mark.parametrize("name", variant_params(SUIT_VARIANTS))
def test_explain_card_not_held(name: str) -> None:
    err = rules_of(name).explain("JH 7S", trick("AS"), "H", "AD")
    assert err is not None
    assert re.search(r"do(es)? not hold", err.reason)
    assert "AD" in err.reason


@pytest.mark.parametrize("name", variant_params(SUIT_VARIANTS))
def test_explain_ambiguous_cases_name_a_broken_rule(name: str) -> None:
    """A discard while an opponent's trump can be beaten breaks « Couper » (002): the duty to
    trump. « surcoupez » says which trump, so it names the lower trump (with overtrump
    optional the discard would still be refused, with must_trump never it would not)."""
    err = rules_of(name).explain("JH 7H KD", trick("AS", "TH"), "H", "KD")
    assert err is not None
    assert err.rule == "play.must_trump"
    err = rules_of(name).explain("JH 7H KD", trick("AS", "TH"), "H", "7H")
    assert err is not None
    assert err.rule == "play.overtrump"


# A card of another suit while holding the led suit is a revoke: explain() names
# play.follow_suit, the first obligation (002 « Fournir », listed first: « ces obligations
# s'appliquent dans l'ordre »), not the rule of the situation.


@pytest.mark.parametrize("name", variant_params(SUIT_VARIANTS))
def test_explain_plain_card_on_trump_lead_is_a_revoke(name: str) -> None:
    """A spade on a trump lead while holding a trump that could go higher: the spade breaks
    « Fournir » (002), not « Monter à l'atout »."""
    err = rules_of(name).explain("JH AS", trick("9H"), "H", "AS")
    assert err is not None
    assert err.rule == "play.follow_suit"


@pytest.mark.parametrize(
    ("name", "doc"), [pytest.param(*v, id=f"{v[0]}[{v[1]}]") for v in TA_VARIANTS]
)
def test_explain_offsuit_card_at_tout_atout_is_a_revoke(name: str, doc: str) -> None:
    """At tout atout, JH on a spade lead while holding 9S (which could climb): a revoke
    (000 rule 1 « On doit toujours fournir la couleur demandée »), not a failure to climb."""
    err = rules_of(name).explain("9S JH", trick("AS"), "TA", "JH")
    assert err is not None
    assert err.rule == "play.follow_suit"


# --------------------------------------------------------------------------------------------
# The shipped rule values themselves, as the documents state them
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "undertrump"),
    [
        pytest.param("classic", "required", id="classic[002]"),
        pytest.param("traditional", "required", id="traditional[003]"),
        pytest.param("bridgee", "required", id="bridgee[004]"),
        pytest.param("club", "waived", id="club[000]"),
    ],
)
def test_play_rule_values(name: str, undertrump: str) -> None:
    play = load_variant(name).rule("play")
    assert play["undertrump"] == undertrump
    assert play["trump_lead"] == "must_overtrump"  # « même au-dessus de votre partenaire »
    assert play["must_trump"] == "unless_partner_master"
    assert play["overtrump"] == "required"
    assert play["partner_master"] == "free"
    assert play["partner_master_undertrump"] == "allowed"  # 003 « Défausse »
    assert play["tout_atout_climb"] == "required"  # 000, 004


# --------------------------------------------------------------------------------------------
# The reference agrees with the hand-worked cases (so Part 2 compares against something sane)
# --------------------------------------------------------------------------------------------


def test_reference_on_hand_worked_cases() -> None:
    classic = dict(load_variant("classic").rule("play"))
    club = dict(load_variant("club").rule("play"))
    for hand, played, expected in COMMON_SUIT_CASES.values():
        codes = [card for _, card in played]
        for play in (classic, club):
            assert ref.legal_cards(play, hand.split(), codes, "H") == cards(expected)
    for hand, played, pisse, free in UNDERTRUMP_CASES.values():
        codes = [card for _, card in played]
        assert ref.legal_cards(classic, hand.split(), codes, "H") == cards(pisse)
        assert ref.legal_cards(club, hand.split(), codes, "H") == cards(free)
    for hand, played, expected in SA_CASES.values():
        codes = [card for _, card in played]
        assert ref.legal_cards(club, hand.split(), codes, "SA") == cards(expected)
    for hand, played, expected in TA_CASES.values():
        codes = [card for _, card in played]
        assert ref.legal_cards(club, hand.split(), codes, "TA") == cards(expected)
    for param in WINNER_CASES:
        mode, codes_played, winner = param.values
        assert isinstance(mode, str)
        assert isinstance(codes_played, tuple)
        assert SEATS[ref.winner_index(list(codes_played), mode)] == winner


# --------------------------------------------------------------------------------------------
# Part 2 -- engine against the reference on random deals (hypothesis)
# --------------------------------------------------------------------------------------------


CONFIGURATIONS = SPECS


def play_key(name: str) -> str:
    """Everything the play kernels of a configuration are built from: the ``play`` rules and
    the card tables (``cards``, ``deck.dix_de_der``) through the built-in hooks, the modes it
    plays, and its rule plugins (which could replace a hook). Two configurations with the same
    key give the engine's ``legal_cards``, ``explain`` and ``trick_winner`` the same kernels,
    and the reference the same ``play`` rules."""
    variant = variant_of(name)
    parts = ("play", "cards", "deck.dix_de_der", "plugins", "bidding.modes")
    return json.dumps([thaw(variant.rule(part)) for part in parts], sort_keys=True)


def _one_of_each_play(names: list[str]) -> list[str]:
    """One configuration for each distinct :func:`play_key`, a shipped variant alone where
    there is one, otherwise the first in ``names``. Most options change the scoring or the
    bidding, not the play (in December 2026, 62 configurations played 18 ways): random deals
    of the others would exercise exactly the same kernels again."""
    kept: dict[str, str] = {}
    for name in names:
        key = play_key(name)
        if key not in kept or ("+" in kept[key] and "+" not in name):
            kept[key] = name
    return sorted(kept.values(), key=names.index)


#: The configurations compared on random deals: every way of playing (see :func:`play_key`).
PLAYS = _one_of_each_play(CONFIGURATIONS)


@cache
def _modes(name: str) -> list[str]:
    modes = variant_of(name).rule("bidding.modes")
    out: list[str] = []
    if modes["suit"]:
        out.extend(ref.SUITS)
    if modes["sans_atout"]:
        out.append("SA")
    if modes["tout_atout"]:
        out.append("TA")
    return out


def test_configurations_cover_the_shipped_variants() -> None:
    for name in ("classic", "club", "traditional", "bridgee", "club+sans-atout", "club+tout-atout"):
        assert name in CONFIGURATIONS
    assert "SA" in _modes("bridgee")
    assert "TA" in _modes("bridgee")
    assert _modes("classic") == ["S", "H", "D", "C"]
    # every configuration plays like one that is compared on random deals
    assert {play_key(name) for name in CONFIGURATIONS} == {play_key(name) for name in PLAYS}
    assert len(set(PLAYS)) == len({play_key(name) for name in PLAYS})
    for name in ("classic", "club", "bridgee", "club+tout-atout"):
        assert name in PLAYS
    # an option that changes how the cards are played has its own random deals
    assert play_key("club") != play_key("club+sous-coupe-interdite")


def _play_deal(name: str, seed: int, mode: str, leader: str, stop: int) -> None:
    """Deal the variant's hands from ``seed`` (n × hand-size cards of its pack), then play up to
    ``stop`` cards, each chosen at random among the reference's legal cards, and check the
    engine at every turn."""
    rules = rules_of(name)
    play = play_rules(name)
    seating = rules.seating
    seats, n, size = seating.seats, seating.players, seating.hand_size
    partners = seating.partner[0] >= 0
    rng = random.Random(seed)
    deck = pack(rules)
    rng.shuffle(deck)
    hands = {seat: deck[size * i : size * i + size] for i, seat in enumerate(seats)}
    leader = seats[SEATS.index(leader) % n]
    played = 0
    for _ in range(size):
        current: list[tuple[str, str]] = []
        seat = leader
        for _ in range(n):
            hand = hands[seat]
            codes = [card for _, card in current]
            expected = ref.legal_cards(play, hand, codes, mode, partners)
            got = [card.code for card in rules.legal_cards(hand, current, mode)]
            context = f"{name} mode={mode} hand={' '.join(hand)} trick={current}"
            assert set(got) == expected, context
            assert len(got) == len(set(got)), context
            assert got, context  # never empty for a non-empty hand
            assert set(got) <= set(hand), context
            # explain agrees with legal_cards for one card of the hand.
            probe = rng.choice(hand)
            err = rules.explain(hand, current, mode, probe)
            if probe in expected:
                assert err is None, f"{context} probe={probe}: {err}"
            else:
                assert err is not None, f"{context} probe={probe}"
                assert err.rule.startswith("play."), f"{context} probe={probe}: {err.rule}"
            if played == stop:
                return
            card = rng.choice(sorted(expected))
            hand.remove(card)
            current.append((seat, card))
            played += 1
            seat = seats[(seats.index(seat) + 1) % n]
        winner = seats.index(current[0][0]) + ref.winner_index([card for _, card in current], mode)
        leader = seats[winner % n]
        assert rules.trick_winner(current, mode) == leader, f"{name} {mode} {current}"


@pytest.mark.slow
@pytest.mark.parametrize("name", PLAYS)
@settings(max_examples=examples(200), deadline=None)
@given(
    data=st.data(),
    seed=st.integers(min_value=0, max_value=2**32 - 1),
    leader=st.sampled_from(SEATS),
    stop=st.integers(min_value=0, max_value=31),
)
def test_engine_matches_reference(
    name: str, data: st.DataObject, seed: int, leader: str, stop: int
) -> None:
    mode = data.draw(st.sampled_from(_modes(name)), label="mode")
    _play_deal(name, seed, mode, leader, stop)


@settings(max_examples=examples(300), deadline=None)
@given(
    data=st.data(),
    name=st.sampled_from(CONFIGURATIONS),
    seed=st.integers(min_value=0, max_value=2**32 - 1),
    hand_size=st.integers(min_value=1, max_value=8),
    trick_size=st.integers(min_value=0, max_value=3),
)
def test_legal_set_nonempty_subset_on_any_table(
    data: st.DataObject, name: str, seed: int, hand_size: int, trick_size: int
) -> None:
    """Whatever is on the table (even cards no legal play leads to, voids nobody showed), the
    legal set of a non-empty hand is a non-empty subset of it, and the reference agrees."""
    mode = data.draw(st.sampled_from(_modes(name)), label="mode")
    rules = rules_of(name)
    seats = rules.seating.seats
    rng = random.Random(seed)
    deck = pack(rules)
    rng.shuffle(deck)
    hand = deck[:hand_size]
    on_table = deck[8 : 8 + min(trick_size, len(seats) - 1)]
    played = trick(*on_table, lead=rng.choice(seats), seats=seats)
    got = {card.code for card in rules.legal_cards(hand, played, mode)}
    assert got
    assert got <= set(hand)
    partners = rules.seating.partner[0] >= 0
    assert got == ref.legal_cards(play_rules(name), hand, [c for _, c in played], mode, partners)


def test_empty_hand_has_no_legal_card() -> None:
    assert rules_of("classic").legal_cards([], trick("AS"), "H") == []


# --------------------------------------------------------------------------------------------
# Part 3 -- rule values no shipped variant uses, in a variant written for the test
# --------------------------------------------------------------------------------------------

# Every value of the schema's play rules that no shipped variant takes (variant.schema.json,
# « play »). The reference reads each from the schema's description.
NON_SHIPPED = [
    ("trump_lead", "any_trump"),
    ("trump_lead", "overtrump_unless_partner_master"),
    ("overtrump", "optional"),
    ("undertrump", "forbidden"),
    ("partner_master_undertrump", "forbidden"),
    ("tout_atout_climb", "none"),
    ("plain_climb", "required"),
    ("must_trump", "always"),
    ("must_trump", "never"),
]
# Values the random comparison would skip if the engine read them differently from the schema
# (none now: must_trump always/never were aligned with the schema's wording).
CONTESTED: set[tuple[str, str]] = set()


Synthetic = Callable[[str, str], tuple[Rules, dict[str, str]]]


@pytest.fixture(scope="module")
def synthetic(tmp_path_factory: pytest.TempPathFactory) -> Synthetic:
    """``synthetic(rule, value)`` → a variant extending ``base`` with every contract mode and
    ``play.<rule>: <value>``."""
    folder = tmp_path_factory.mktemp("variants")
    made: dict[tuple[str, str], tuple[Rules, dict[str, str]]] = {}

    def _make(rule: str, value: str) -> tuple[Rules, dict[str, str]]:
        if (rule, value) not in made:
            path = folder / f"x-{rule}-{value}.yaml".replace("_", "-")
            path.write_text(
                "name: x\ntitle: x\nextends: base\nrules:\n"
                "  bidding:\n    modes: {suit: true, sans_atout: true, tout_atout: true}\n"
                f"  play:\n    {rule}: {value}\n",
                encoding="utf-8",
            )
            variant = load_variant(path)
            made[rule, value] = (variant.compile(), dict(variant.rule("play")))
        return made[rule, value]

    return _make


@pytest.mark.parametrize(
    ("rule", "value"),
    [pytest.param(r, v, id=f"{r}={v}") for r, v in NON_SHIPPED if (r, v) not in CONTESTED],
)
@settings(max_examples=examples(100), deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), mode=st.sampled_from(ref.MODES))
def test_non_shipped_values_match_reference(
    synthetic: Synthetic, rule: str, value: str, seed: int, mode: str
) -> None:
    rules, play = synthetic(rule, value)
    assert play[rule] == value
    rng = random.Random(seed)
    deck = list(ref.DECK)
    rng.shuffle(deck)
    hands = {seat: deck[8 * i : 8 * i + 8] for i, seat in enumerate(SEATS)}
    leader = rng.choice(SEATS)
    for _ in range(8):
        current: list[tuple[str, str]] = []
        seat = leader
        for _ in range(4):
            hand = hands[seat]
            expected = ref.legal_cards(play, hand, [c for _, c in current], mode)
            got = {card.code for card in rules.legal_cards(hand, current, mode)}
            assert got == expected, f"{rule}={value} {mode} hand={hand} trick={current}"
            card = rng.choice(sorted(expected))
            hand.remove(card)
            current.append((seat, card))
            seat = ref.next_seat(seat)
        start = SEATS.index(current[0][0])
        leader = SEATS[(start + ref.winner_index([c for _, c in current], mode)) % 4]


@pytest.mark.parametrize(
    ("rule", "value", "hand", "played", "expected"),
    [
        # « undertrump: forbidden: you must discard another suit if you can » (schema).
        pytest.param(
            "undertrump",
            "forbidden",
            "9H 7H KD",
            trick("AS", "JH"),
            "KD",
            id="undertrump=forbidden",
        ),
        pytest.param(
            "undertrump",
            "forbidden",
            "9H 7H",
            trick("AS", "JH"),
            "9H 7H",
            id="undertrump=forbidden-only-trumps",
        ),
        # « overtrump: optional: any trump » (schema).
        pytest.param(
            "overtrump", "optional", "JH 7H KD", trick("AS", "TH"), "JH 7H", id="overtrump=optional"
        ),
        # « trump_lead: any_trump » and « overtrump_unless_partner_master » (schema).
        pytest.param(
            "trump_lead", "any_trump", "JH 7H AS", trick("9H"), "JH 7H", id="trump_lead=any_trump"
        ),
        pytest.param(
            "trump_lead",
            "overtrump_unless_partner_master",
            "JH 8H AS",
            trick("9H", "7H"),
            "JH 8H",
            id="trump_lead=unless-partner-master",
        ),
        pytest.param(
            "trump_lead",
            "overtrump_unless_partner_master",
            "JH 8H AS",
            trick("7H", "9H"),
            "JH",
            id="trump_lead=unless-partner-master-opponent",
        ),
        # « partner_master_undertrump: forbidden »: no trump below the partner's trump.
        pytest.param(
            "partner_master_undertrump",
            "forbidden",
            "JH 7H QD",
            trick("KS", "TH", "7S"),
            "JH QD",
            id="partner_master_undertrump=forbidden",
        ),
        # « tout_atout_climb: none: only follow suit ».
        pytest.param(
            "tout_atout_climb", "none", "9S 7S KD", trick("AS"), "9S 7S", id="tout_atout_climb=none"
        ),
        # « plain_climb: required: play a card of that suit that beats the card holding the
        # trick if you can, even your partner's »; over a trump, any card of the suit.
        pytest.param(
            "plain_climb", "required", "AS 7S KD", trick("KS"), "AS", id="plain_climb=required"
        ),
        pytest.param(
            "plain_climb",
            "required",
            "AS 8S KD",
            trick("KS", "7S"),
            "AS",
            id="plain_climb=required-over-partner",
        ),
        pytest.param(
            "plain_climb",
            "required",
            "AS 9S KD",
            trick("8S", "7H"),
            "AS 9S",
            id="plain_climb=required-trumped",
        ),
        # « must_trump: always: you must trump even then » -- partner master with a plain card.
        pytest.param(
            "must_trump",
            "always",
            "JH 7H KD",
            trick("AS", "7S"),
            "JH 7H",
            id="must_trump=always-partner-master-plain",
        ),
        # « must_trump: never »: with nobody's trump down, discarding is free.
        pytest.param(
            "must_trump", "never", "JH 7H KD", trick("AS"), "JH 7H KD", id="must_trump=never"
        ),
    ],
)
def test_non_shipped_values_by_hand(
    synthetic: Synthetic,
    rule: str,
    value: str,
    hand: str,
    played: list[tuple[str, str]],
    expected: str,
) -> None:
    rules, play = synthetic(rule, value)
    mode = "TA" if rule == "tout_atout_climb" else "H"
    assert {c.code for c in rules.legal_cards(hand, played, mode)} == cards(expected)
    assert ref.legal_cards(play, hand.split(), [c for _, c in played], mode) == cards(expected)


def test_must_trump_always_may_undertrump_partner(synthetic: Synthetic) -> None:
    rules, _play = synthetic("must_trump", "always")
    # W (partner of E) trumped with TH and holds; E has no spade.
    played = trick("KS", "TH", "7S")
    assert {c.code for c in rules.legal_cards("JH 7H QD", played, "H")} == {"JH", "7H"}


def test_must_trump_never_still_overtrumps(synthetic: Synthetic) -> None:
    rules, _play = synthetic("must_trump", "never")
    # W trumped with TH; S has no spade, holds JH (higher) and 7H (lower).
    played = trick("AS", "TH")
    assert {c.code for c in rules.legal_cards("JH 7H KD", played, "H")} == {"JH", "KD"}
