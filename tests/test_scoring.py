"""Hand-worked tests of deal scoring, annonces, belote and the end of the game.

Every expected value below was worked out by hand from the project's four source documents
(000 = the online club, 002 = the "grand classique", 003 = the players' guide, 004 = belote
bridgée) and, where a document is silent or contradicts itself, from the
choice the variant records in its ``provenance``. The arithmetic is written beside each case.

Conventions of the engine API: ``points`` are each team's raw card points with the dix de der
as counted at the table (they sum to 162, 258 at tout atout; at a capot the capot team has them
all); ``declarations`` are the annonce points awarded after resolution; ``belote`` names the
team(s) holding king and queen of trump. In the annonce tests a seat left out of a deal holds
nothing that scores; ``_deal`` checks that no card is dealt twice.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from typing import Any

import pytest

from belote_spec import VariantError, load_variant
from belote_spec.cards import cards_to_mask, parse_cards
from belote_spec.engine.rules import Rules
from belote_spec.engine.scoring import make_variant_scorer
from belote_spec.engine.tables import TA
from belote_spec.loader import thaw

# --------------------------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------------------------


@cache
def rules(spec: str) -> Rules:
    """The compiled rules of a variant spec (``"club+tout-atout"``), compiled once."""
    return load_variant(spec).compile()


def prise(taker: str, trump: str) -> dict[str, Any]:
    """A contract taken in a prise game (no bid)."""
    return {"taker": taker, "trump": trump, "bid": None, "contre": 0}


def bid(taker: str, trump: str, value: int | str, contre: int = 0) -> dict[str, Any]:
    """A contract won at the auction (004): a number of points or ``"capot"``."""
    return {"taker": taker, "trump": trump, "bid": value, "contre": contre}


def line(score: Any) -> tuple[int, int]:
    """The score-sheet line as (NS, EW)."""
    return (score.NS, score.EW)


def _deal(**hands: str) -> dict[str, str]:
    """Hands by seat, checked: at most eight cards each and no card dealt twice."""
    seen: set[int] = set()
    for seat, text in hands.items():
        cards = {int(c) for c in parse_cards(text)}
        assert len(cards) <= 8, f"{seat} holds more than eight cards"
        assert not cards & seen, f"{seat} holds a card dealt to another seat"
        seen |= cards
    return hands


def _kinds(annonces: tuple[Any, ...]) -> list[tuple[str, int]]:
    """(kind, points) of a seat's annonces, sorted."""
    return sorted((a.kind, a.points) for a in annonces)


# --------------------------------------------------------------------------------------------
# the sides each variant takes (a guard: if a variant changes side, these tests must be redone)
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("spec", "path", "value"),
    [
        ("classic", "scoring.outcomes.dedans.defence", {
            "base": 162, "contract": False, "annonces": "all", "belote": "own", "bonus": 0,
            "multiply": ("contract",), "trick_bonuses": "all",
        }),
        ("classic", "scoring.outcomes.dedans.taker.belote", "own"),
        ("classic", "scoring.litige.held_belote", False),
        ("classic", "scoring.outcomes.capot_against", {"defence": {"base": "points"}}),
        ("classic", "scoring.rounding.method", "none"),
        ("classic", "annonces.card_reuse", "carre_and_sequence"),
        ("classic", "annonces.long_sequences", "single"),
        ("club", "scoring.outcomes.dedans.defence.base", 160),
        ("club", "scoring.outcomes.dedans.defence.contract", True),
        ("club", "scoring.capot.kind", "der_bonus"),
        ("club", "scoring.capot.dix_de_der", 100),
        ("club", "scoring.rounding",
         {"method": "each_team", "half": "up",
          "split_digit": {"suit": 5, "sans_atout": 5, "tout_atout": 5}, "multiplier": "after",
          "last_deal": "rounded"}),
        ("club", "annonces.card_reuse", "none"),
        ("club", "annonces.long_sequences", "split"),
        ("club", "scoring.outcomes.dedans.taker.belote", "own"),
        ("club+belote-prenable", "scoring.outcomes.dedans.taker.belote", "none"),
        ("club+belote-prenable", "scoring.outcomes.dedans.defence.belote", "all"),
        ("traditional", "scoring.litige.held_belote", True),
        ("traditional", "scoring.outcomes.capot_against", {}),
        ("traditional", "game_end.capot_loser_cannot_win", True),
        ("traditional+arrondi", "game_end.target", 1010),
        ("traditional+capot-demande", "scoring.capot.announced",
         {"enabled": True, "contract": 250}),
        ("bridgee", "scoring.contract.reach_bid", True),
        ("bridgee", "scoring.outcomes.made.taker.contract", True),
        ("bridgee", "scoring.litige.enabled", False),
        ("bridgee", "scoring.contre", {"contre": 2, "surcontre": 4}),
        ("bridgee", "scoring.outcomes.made.taker.multiply", ("base", "contract")),
        ("bridgee", "scoring.contract.counts.taker.belote", True),
        ("bridgee", "annonces.enabled", False),
        ("bridgee", "game_end.result", "difference"),
    ],
)  # fmt: skip
def test_variant_takes_the_side_these_tests_assume(spec: str, path: str, value: Any) -> None:
    assert rules(spec).variant.rule(path) == value


# --------------------------------------------------------------------------------------------
# classic (002): exact points, dedans 162 + every annonce, litige, capot 250
# --------------------------------------------------------------------------------------------


def test_classic_made_each_team_scores_its_own_points() -> None:
    # 002 « Contrat rempli : chaque équipe marque ses propres points » (plis, dix de der,
    # annonces, belote). NS 100 + tierce 20 + belote 20 = 140 > EW 62 → made; EW keeps 62.
    s = rules("classic").score_deal(
        prise("NS", "H"), {"NS": 100, "EW": 62}, belote="NS", declarations={"NS": 20, "EW": 0}
    )
    assert s.outcome == "made"
    assert line(s) == (140, 62)
    assert dict(s.totals) == {"NS": 140, "EW": 62}


def test_classic_taker_must_beat_the_defence_annonces_and_belote_included() -> None:
    # 002 « l'équipe du preneur doit marquer plus de points que la défense », annonces et belote
    # comprises (FAQ). NS 92 cards vs EW 70 + cinquante 50 + belote 20 = 140 → NS dedans.
    # 002 dedans: defence 162 + every annonce of the deal (its 50) + its own belote 20 = 232.
    s = rules("classic").score_deal(
        prise("NS", "H"), {"NS": 92, "EW": 70}, belote="EW", declarations={"NS": 0, "EW": 50}
    )
    assert s.outcome == "dedans"
    assert line(s) == (0, 232)


def test_classic_just_beating_the_defence_is_enough() -> None:
    # 002: more points than the defence; 82 > 80 → made, each scores its own.
    s = rules("classic").score_deal(prise("EW", "S"), {"NS": 80, "EW": 82})
    assert (s.outcome, line(s)) == ("made", (80, 82))


def test_classic_dedans_defence_takes_162_and_every_annonce_taker_keeps_belote() -> None:
    # 002 « Dedans : la défense marque 162 points et toutes les annonces de la donne. L'équipe
    # du preneur ne garde que sa belote. » NS 60 + tierce 20 + belote 20 = 100 < EW 102.
    # 002 dedans: defence 162 + all annonces 20 = 182; taker keeps belote 20.
    s = rules("classic").score_deal(
        prise("NS", "H"), {"NS": 60, "EW": 102}, belote="NS", declarations={"NS": 20, "EW": 0}
    )
    assert s.outcome == "dedans"
    assert line(s) == (20, 182)


def test_classic_litige_holds_the_taker_points() -> None:
    # 002 « Litige : à égalité, la défense marque ses points ; ceux du preneur sont mis en
    # attente ». 81–81: EW scores 81, NS nothing now, 81 held.
    s = rules("classic").score_deal(prise("NS", "H"), {"NS": 81, "EW": 81})
    assert s.outcome == "litige"
    assert line(s) == (0, 81)
    assert s.held == 81


def test_classic_litige_taker_keeps_its_belote() -> None:
    # Totals NS 71 + belote 20 = 91 = EW 91 → litige. 002 is silent on the belote in a litige;
    # classic records « Seuls les points du preneur sont mis en attente ; sa belote lui reste »
    # (scoring.litige.held_belote: false), with 002's « La belote reste acquise à son équipe ».
    # EW 91; NS keeps belote 20; 71 held.
    s = rules("classic").score_deal(prise("NS", "H"), {"NS": 71, "EW": 91}, belote="NS")
    assert s.outcome == "litige"
    assert line(s) == (20, 91)
    assert s.held == 71


@pytest.mark.parametrize(
    ("points", "declarations", "expected_line"),
    [
        # 002 « Chaque équipe additionne les points de ses plis, le dix de der, ses annonces et
        # sa belote »: the taker's held points include its annonces. The card points add up to
        # the pack's 162: NS 71 + tierce 20 = 91 = EW 91 → EW 91; NS 0; held 71 + 20 = 91.
        ({"NS": 71, "EW": 91}, {"NS": 20, "EW": 0}, (0, 91)),
        # The defence's annonces are its own points: NS 91 = EW 71 + tierce 20 → EW 91; held 91.
        ({"NS": 91, "EW": 71}, {"NS": 0, "EW": 20}, (0, 91)),
    ],
)
def test_classic_litige_counts_annonces(
    points: dict[str, int], declarations: dict[str, int], expected_line: tuple[int, int]
) -> None:
    s = rules("classic").score_deal(prise("NS", "H"), points, declarations=declarations)
    assert s.outcome == "litige"
    assert line(s) == expected_line
    assert s.held == 91


def test_classic_capot_is_250_plus_belote() -> None:
    # 002 « Capot : l'équipe qui remporte les huit plis marque 250 points au lieu de 162 », and
    # each team adds its belote: NS 250 + 20 = 270, EW 0.
    s = rules("classic").score_deal(prise("NS", "H"), {"NS": 162, "EW": 0}, belote="NS", capot="NS")
    assert s.outcome == "capot"
    assert dict(s.card_points) == {"NS": 250, "EW": 0}
    assert line(s) == (270, 0)


def test_classic_defence_capot_scores_250_and_every_annonce() -> None:
    # 002 capot: « l'équipe qui remporte les huit plis marque 250 » — the provenance of
    # scoring.capot.against_taker reads it « qu'elle ait pris ou non ». NS taker put capot:
    # dedans, defence 250 + all annonces (NS's tierce 20) = 270; NS keeps belote 20.
    s = rules("classic").score_deal(
        prise("NS", "H"),
        {"NS": 0, "EW": 162},
        belote="NS",
        declarations={"NS": 20, "EW": 0},
        capot="EW",
    )
    assert s.outcome == "dedans"
    assert line(s) == (20, 270)


# --------------------------------------------------------------------------------------------
# carried points: a litige's held points go to the next deal's winner
# --------------------------------------------------------------------------------------------


def test_classic_held_points_go_to_the_next_taker_who_makes_it() -> None:
    # 002 litige: the held points « reviennent à l'équipe qui remporte la donne suivante ».
    # Deal 1 (81–81) held 81. Deal 2: EW takes at spades, 100 > 62, made: EW 100 + 81 = 181.
    first = rules("classic").score_deal(prise("NS", "H"), {"NS": 81, "EW": 81})
    s = rules("classic").score_deal(prise("EW", "S"), {"NS": 62, "EW": 100}, carried=first.held)
    assert line(s) == (62, 181)
    assert s.carried_to == "EW"
    assert s.held == 0


def test_classic_held_points_go_to_the_defence_when_the_next_taker_is_dedans() -> None:
    # Deal 2: NS takes, 70 < 92, dedans: the defence wins the deal. EW 162 + carried 81 = 243.
    s = rules("classic").score_deal(prise("NS", "D"), {"NS": 70, "EW": 92}, carried=81)
    assert s.outcome == "dedans"
    assert line(s) == (0, 243)
    assert s.carried_to == "EW"


def test_classic_held_points_wait_again_on_a_second_litige() -> None:
    # Nobody wins a litige, so the 81 carried wait for the next deal with this deal's 81
    # (DealScore.held: « including any carried over again »): held 81 + 81 = 162; EW 81 now.
    s = rules("classic").score_deal(prise("NS", "C"), {"NS": 81, "EW": 81}, carried=81)
    assert s.outcome == "litige"
    assert line(s) == (0, 81)
    assert s.held == 162
    assert s.carried_to is None


def test_traditional_held_belote_goes_to_the_next_winner() -> None:
    # 003 Litiges: « les autres points sont à nouveau en jeu et seront remis au vainqueur
    # suivant. S'il y avait belote, l'équipe qui a pris ne la touche pas. »
    # Deal 1: NS 71 + belote 20 = 91 = EW 91 → held 71 + 20 = 91. Deal 2: NS takes, 100 > 62:
    # NS 100 + 91 = 191, EW 62.
    first = rules("traditional").score_deal(prise("NS", "H"), {"NS": 71, "EW": 91}, belote="NS")
    assert first.held == 91
    s = rules("traditional").score_deal(prise("NS", "S"), {"NS": 100, "EW": 62}, carried=first.held)
    assert line(s) == (191, 62)
    assert s.carried_to == "NS"


# --------------------------------------------------------------------------------------------
# club (000): dedans 160 + contract + all annonces, capot 252, rounding, belote (im)prenable
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("ns", "ew", "expected"),
    [
        # 000 « Le programme arrondi les points à la dizaine la plus proche (Ex: 84 arrondi à
        # 80, 85 arrondi à 90) »; each team on its own (club provenance, scoring.rounding).
        (85, 77, (90, 80)),  # 85 → 90 (5 goes up), 77 → 80: the line sums to 170
        (84, 78, (80, 80)),  # 84 → 80, 78 → 80
        (87, 75, (90, 80)),  # 87 → 90, 75 → 80
        (101, 61, (100, 60)),  # 101 → 100, 61 → 60
    ],
)
def test_club_made_rounds_each_team_to_the_nearest_ten(
    ns: int, ew: int, expected: tuple[int, int]
) -> None:
    s = rules("club").score_deal(prise("NS", "H"), {"NS": ns, "EW": ew})
    assert s.outcome == "made"
    assert line(s) == expected


def test_club_dedans_160_plus_contract_plus_the_takers_annonces() -> None:
    # 000 « En cas de chute, les preneurs ne marquent rien, excepté la belote qui est
    # imprenable. Leurs adversaires marquent 160 points de chute + le montant du contrat + leurs
    # annonces + les annonces des preneurs. » A prise has no amount: 0 (club provenance,
    # scoring.dedans, choice). NS 60 + tierce 20 + belote 20 = 100 < EW 102.
    # 000 dedans: 160 + 0 + 20 (takers' annonce) = 180; NS keeps belote 20.
    s = rules("club").score_deal(
        prise("NS", "H"), {"NS": 60, "EW": 102}, belote="NS", declarations={"NS": 20, "EW": 0}
    )
    assert s.outcome == "dedans"
    assert line(s) == (20, 180)


def test_club_dedans_defence_adds_its_own_annonces() -> None:
    # NS 82 vs EW 80 + cinquante 50 = 130 → dedans. 000: 160 + 0 + its annonces 50 = 210.
    s = rules("club").score_deal(
        prise("NS", "S"), {"NS": 82, "EW": 80}, declarations={"NS": 0, "EW": 50}
    )
    assert s.outcome == "dedans"
    assert line(s) == (0, 210)


def test_club_litige_defence_scores_its_rounded_points() -> None:
    # 000 « En cas d'égalité parfaite au score (Exemple: 81-81), il y a "litige": la défense
    # marque ses points » — 81 rounded to 80; the takers' points are put back in play.
    s = rules("club").score_deal(prise("EW", "C"), {"NS": 81, "EW": 81})
    assert s.outcome == "litige"
    assert line(s) == (80, 0)


def test_club_capot_dix_de_der_becomes_100() -> None:
    # 000 « En cas de "Capot" ... ce bonus est de 100 points, ce qui porte le nombre total de
    # points du jeu à 252 au lieu de 162. » Cards 162 − der 10 + der 100 = 252; on the sheet,
    # 000's rounding makes it 250 (252 → 250).
    s = rules("club").score_deal(prise("NS", "H"), {"NS": 162, "EW": 0}, capot="NS")
    assert s.outcome == "capot"
    assert dict(s.card_points) == {"NS": 252, "EW": 0}
    assert line(s) == (250, 0)


def test_club_capot_with_a_tierce() -> None:
    # 252 + tierce 20 = 272 → 270.
    s = rules("club").score_deal(
        prise("NS", "H"), {"NS": 162, "EW": 0}, declarations={"NS": 20, "EW": 0}, capot="NS"
    )
    assert line(s) == (270, 0)


def test_club_taker_put_capot_gives_the_defence_the_252() -> None:
    # 000: the 100 dix de der goes to the side whose opponents took no trick
    # (club against_taker: capot_points). EW: 162 − 10 + 100 = 252 + contract 0 → 250 rounded.
    s = rules("club").score_deal(prise("NS", "H"), {"NS": 0, "EW": 162}, capot="EW")
    assert s.outcome == "dedans"
    assert dict(s.card_points) == {"NS": 0, "EW": 252}
    assert line(s) == (0, 250)


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        # 000 Belote: « elle est imprenable (sauf option contraire) : même en cas de chute, le
        # preneur marquera ces 20 points. » NS 70 + belote 20 = 90 < EW 92 → dedans.
        ("club", (20, 160)),  # EW 160 + 0; NS keeps its belote 20
        # club+belote-prenable: « si le preneur chute, elle va à la défense »: EW 160 + 20 = 180
        ("club+belote-prenable", (0, 180)),
    ],
)
def test_club_belote_imprenable_or_prenable(spec: str, expected: tuple[int, int]) -> None:
    s = rules(spec).score_deal(prise("NS", "H"), {"NS": 70, "EW": 92}, belote="NS")
    assert s.outcome == "dedans"
    assert line(s) == expected


def test_club_tout_atout_points_scaled_by_162_over_258() -> None:
    # 000 « le paquet vaudrait 258 points. Il est donc ramené à 162 en multipliant les scores
    # par 162/258 ». Raw NS 150, EW 108 (= 258):
    #   NS 150 × 162 / 258 = 24300 / 258 = 94.19 → 94; EW 108 × 162 / 258 = 17496 / 258 = 67.81
    #   → 68; 94 + 68 = 162. Made (94 > 68); 000 rounding: 94 → 90, 68 → 70.
    s = rules("club+tout-atout").score_deal(prise("NS", "TA"), {"NS": 150, "EW": 108})
    assert dict(s.card_points) == {"NS": 94, "EW": 68}
    assert s.outcome == "made"
    assert line(s) == (90, 70)


def test_club_tout_atout_capot_scaled_by_252_over_348() -> None:
    # Capot at tout atout: raw 258 − der 10 + der 100 = 348; × 252 / 348 = 252 (ratio from 004,
    # kept by club: provenance scoring.tout_atout_scaling.capot_ratio). Sheet: 252 → 250.
    s = rules("club+tout-atout").score_deal(prise("NS", "TA"), {"NS": 258, "EW": 0}, capot="NS")
    assert dict(s.card_points) == {"NS": 252, "EW": 0}
    assert line(s) == (250, 0)


@pytest.mark.parametrize("spec", ["club+tout-atout", "bridgee"])
def test_tout_atout_scaling_rounds_each_team_to_the_nearest_point(spec: str) -> None:
    # 000 « en multipliant les scores par 162/258 », 004 « le score est diminué du coefficient
    # 162/258 » : neither says how to round. The engine rounds North–South's points and gives
    # East–West the rest (choice noted in scoring.tout_atout_scaling.scales). 162/258 = 27/43
    # and 43 is odd, so x × 27/43 never ends in exactly .5; the two fractions add up to a
    # whole 162, so that is the same as rounding each team to its nearest point. Every split
    # of the 258 points, worked out with exact fractions:
    for ns in range(259):
        ew = 258 - ns
        expected = {"NS": round(Fraction(ns * 162, 258)), "EW": round(Fraction(ew * 162, 258))}
        assert expected["NS"] + expected["EW"] == 162
        contract = prise("NS", "TA") if spec.startswith("club") else bid("NS", "TA", 80)
        s = rules(spec).score_deal(contract, {"NS": ns, "EW": ew})
        assert dict(s.card_points) == expected, ns
    # for instance 130 × 162/258 = 81.63 → 82 and 128 × 162/258 = 80.37 → 80
    s = rules("bridgee").score_deal(bid("NS", "TA", 80), {"NS": 130, "EW": 128})
    assert dict(s.card_points) == {"NS": 82, "EW": 80}


# --------------------------------------------------------------------------------------------
# traditional (003)
# --------------------------------------------------------------------------------------------


def test_traditional_made_scores_the_points() -> None:
    # 003 Modalités « Si elle réussit, elle marque les points. » NS 100 + belote 20 = 120; EW 62.
    s = rules("traditional").score_deal(prise("NS", "H"), {"NS": 100, "EW": 62}, belote="NS")
    assert (s.outcome, line(s)) == ("made", (120, 62))


def test_traditional_dedans_162_plus_the_failed_teams_annonces_taker_keeps_belote() -> None:
    # 003 « Si elle perd, elle ne marque pas de points sauf ceux de la belote et l'équipe
    # adverse marque 162 points ajoutés aux points des annonces de l'équipe qui a perdu ».
    # NS 60 + tierce 20 + belote 20 = 100 < 102 → EW 162 + 20 = 182; NS 20.
    s = rules("traditional").score_deal(
        prise("NS", "H"), {"NS": 60, "EW": 102}, belote="NS", declarations={"NS": 20, "EW": 0}
    )
    assert s.outcome == "dedans"
    assert line(s) == (20, 182)


def test_traditional_82_means_more_than_the_defence() -> None:
    # 003 « doit faire 82 points (sont inclus les points de la belote et des annonces de chaque
    # équipe) »: read as « more than the defence » (provenance scoring.made_when, choice).
    # NS 90 vs EW 72 + cinquante 50 = 122 → dedans: EW 162 + its own 50 (defence annonces
    # kept) = 212.
    s = rules("traditional").score_deal(
        prise("NS", "D"), {"NS": 90, "EW": 72}, declarations={"NS": 0, "EW": 50}
    )
    assert s.outcome == "dedans"
    assert line(s) == (0, 212)


def test_traditional_litige_holds_the_taker_belote_too() -> None:
    # 003 Litiges « S'il y avait belote, l'équipe qui a pris ne la touche pas. »
    # NS 71 + belote 20 = 91 = EW 91: EW 91, NS 0, held 71 + 20 = 91 (classic would keep 20).
    s = rules("traditional").score_deal(prise("NS", "H"), {"NS": 71, "EW": 91}, belote="NS")
    assert s.outcome == "litige"
    assert line(s) == (0, 91)
    assert s.held == 91


def test_traditional_capot_is_250() -> None:
    # 003 Capot « Le capot vaut 250 points. » (« 90 points de plus » in Modalités contradicts
    # it; the variant keeps 250: provenance scoring.capot, choice). + belote 20 = 270.
    s = rules("traditional").score_deal(
        prise("NS", "H"), {"NS": 162, "EW": 0}, belote="NS", capot="NS"
    )
    assert s.outcome == "capot"
    assert line(s) == (270, 0)


def test_traditional_taker_put_capot_gives_the_defence_162() -> None:
    # 003 « si une équipe perd et est mise capot et que c'est elle qui a pris, l'équipe adverse
    # obtient 162 points. » EW 162 (not 250); NS keeps its belote 20 (« sauf ceux de la belote »).
    s = rules("traditional").score_deal(
        prise("NS", "H"), {"NS": 0, "EW": 162}, belote="NS", capot="EW"
    )
    assert s.outcome == "dedans"
    assert line(s) == (20, 162)


@pytest.mark.parametrize(
    ("ns", "ew", "expected"),
    [
        # 003 « Une équipe fait 86 points, on marque donc 90 points, ce qui signifierait que les
        # autres ont 70 points ; c'est une erreur les autres ont 76 points donc obtiennent 80. »
        (86, 76, (90, 80)),
        # 003 « Par exemple 54 devient 50, 88 devient 90, 25 devient 30. »
        (108, 54, (110, 50)),  # 108 → 110, 54 → 50
        (88, 74, (90, 70)),  # 88 → 90, 74 → 70
        (137, 25, (140, 30)),  # 137 → 140, 25 → 30
    ],
)
def test_traditional_arrondi_rounds_each_team(ns: int, ew: int, expected: tuple[int, int]) -> None:
    s = rules("traditional+arrondi").score_deal(prise("NS", "S"), {"NS": ns, "EW": ew})
    assert s.outcome == "made"
    assert line(s) == expected


def test_traditional_without_arrondi_counts_exactly() -> None:
    # 003 « Normalement on doit compter au point près »: 86 / 76 stay as they are.
    s = rules("traditional").score_deal(prise("NS", "S"), {"NS": 86, "EW": 76})
    assert line(s) == (86, 76)


@pytest.mark.parametrize(("belote", "expected"), [(None, 500), ("NS", 520)])
def test_traditional_capot_demande(belote: str | None, expected: int) -> None:
    # 003 « le capot peut être demandé et vaut alors 500 points voire 520 points avec belote et
    # rebelote. » 250 capot + 250 announced contract = 500; + belote 20 = 520.
    s = rules("traditional+capot-demande").score_deal(
        bid("NS", "H", "capot"), {"NS": 162, "EW": 0}, belote=belote, capot="NS"
    )
    assert s.outcome == "capot"
    assert line(s) == (expected, 0)


# --------------------------------------------------------------------------------------------
# bridgee (004)
# --------------------------------------------------------------------------------------------


def test_bridgee_made_points_plus_contract() -> None:
    # 004 « Partie réussie : les preneurs marquent : points faits + contrat annoncé + belote
    # éventuelle ; les adversaires marquent : points faits + belote éventuelle ».
    # Bid 100: NS 110 ≥ 100 and > 52 → NS 110 + 100 = 210; EW 52.
    s = rules("bridgee").score_deal(bid("NS", "H", 100), {"NS": 110, "EW": 52})
    assert (s.outcome, line(s)) == ("made", (210, 52))


def test_bridgee_made_defence_keeps_its_belote() -> None:
    # NS 110 vs EW 52 + belote 20 = 72 → made: NS 110 + 100 = 210; EW 52 + 20 = 72.
    s = rules("bridgee").score_deal(bid("NS", "H", 100), {"NS": 110, "EW": 52}, belote="EW")
    assert line(s) == (210, 72)


def test_bridgee_made_with_belote() -> None:
    # NS 110 + 100 + belote 20 = 230.
    s = rules("bridgee").score_deal(bid("NS", "H", 100), {"NS": 110, "EW": 52}, belote="NS")
    assert line(s) == (230, 52)


def test_bridgee_dedans_160_plus_contract_taker_keeps_belote() -> None:
    # 004 « Partie perdue : les preneurs marquent : belote éventuelle ; les adversaires
    # marquent : 160 + contrat annoncé + belote éventuelle. » Bid 120: NS 80 + belote 20 = 100
    # < 120 → EW 160 + 120 = 280; NS 20.
    s = rules("bridgee").score_deal(bid("NS", "H", 120), {"NS": 80, "EW": 82}, belote="NS")
    assert s.outcome == "dedans"
    assert line(s) == (20, 280)


def test_bridgee_dedans_defence_adds_its_belote() -> None:
    # Bid 100: NS 90 < 100 → EW 160 + 100 + belote 20 = 280; NS 0.
    s = rules("bridgee").score_deal(bid("NS", "D", 100), {"NS": 90, "EW": 72}, belote="EW")
    assert s.outcome == "dedans"
    assert line(s) == (0, 280)


def test_bridgee_contract_is_the_target_not_the_defence() -> None:
    # 004 « Le déclarant doit réaliser le nombre de points indiqué par le contrat ».
    # Bid 100: NS 95 beats EW 67 but misses 100 → EW 160 + 100 = 260.
    s = rules("bridgee").score_deal(bid("NS", "C", 100), {"NS": 95, "EW": 67})
    assert s.outcome == "dedans"
    assert line(s) == (0, 260)


def test_bridgee_belote_counts_toward_the_contract() -> None:
    # 004 does not say; bridgee counts it « comme à la coinche » (provenance
    # scoring.counts_toward_contract, choice). Bid 100: NS 85 + belote 20 = 105 ≥ 100, > 77
    # → made: 85 + 100 + 20 = 205; EW 77.
    s = rules("bridgee").score_deal(bid("NS", "H", 100), {"NS": 85, "EW": 77}, belote="NS")
    assert s.outcome == "made"
    assert line(s) == (205, 77)


def test_bridgee_a_contract_made_even_just_wins_although_the_defence_has_more() -> None:
    # 004 « Si le contrat demandé est fait, même juste, l'équipe qui a pris est gagnante ».
    # Bid 90: NS makes exactly 90 card points; EW has 72 + its belote 20 = 92, more than NS,
    # but the contract is reached: made. NS 90 + 90 = 180; EW 72 + 20 = 92.
    s = rules("bridgee").score_deal(bid("NS", "H", 90), {"NS": 90, "EW": 72}, belote="EW")
    assert (s.outcome, line(s)) == ("made", (180, 92))


def test_bridgee_a_bid_of_80_made_with_82() -> None:
    # 004 « si le contrat demandé est 80, il faudra faire 82 pts ». NS 82: 82 + 80 = 162; EW 80.
    s = rules("bridgee").score_deal(bid("NS", "S", 80), {"NS": 82, "EW": 80})
    assert (s.outcome, line(s)) == ("made", (162, 80))


def test_bridgee_a_bid_of_80_fails_with_81() -> None:
    # 004 « avec 81 pts, l'adversaire en aura autant et le contrat sera perdu. » (« 81 partout,
    # la partie est nulle » contradicts it; bridgee keeps the chute: provenance
    # scoring.litige, choice.) EW 160 + 80 = 240, no points held.
    s = rules("bridgee").score_deal(bid("NS", "S", 80), {"NS": 81, "EW": 81})
    assert s.outcome == "dedans"
    assert line(s) == (0, 240)
    assert s.held == 0


@pytest.mark.parametrize(
    ("contre", "expected"),
    [
        # 004 « Doublés si contré, Quadruplés si surcontré » of « contrat et points faits »;
        # said of the capot, applied to every contract (provenance scoring.contre, choice;
        # applies_to: contract_and_points). The defence's own points are not the contract's.
        (1, (420, 52)),  # (110 + 100) × 2 = 420; EW 52
        (2, (840, 52)),  # (110 + 100) × 4 = 840; EW 52
    ],
)
def test_bridgee_contre_multiplies_contract_and_points_when_made(
    contre: int, expected: tuple[int, int]
) -> None:
    s = rules("bridgee").score_deal(bid("NS", "H", 100, contre), {"NS": 110, "EW": 52})
    assert s.outcome == "made"
    assert line(s) == expected


@pytest.mark.parametrize(
    ("contre", "expected"),
    [
        (1, (0, 520)),  # (160 + 100) × 2 = 520
        (2, (0, 1040)),  # (160 + 100) × 4 = 1040
    ],
)
def test_bridgee_contre_multiplies_the_chute(contre: int, expected: tuple[int, int]) -> None:
    s = rules("bridgee").score_deal(bid("NS", "H", 100, contre), {"NS": 70, "EW": 92})
    assert s.outcome == "dedans"
    assert line(s) == expected


def test_bridgee_belote_is_a_prime_outside_the_multiplier() -> None:
    # 004 lists the belote apart from « points faits + contrat »: (110 + 100) × 2 + 20 = 440.
    s = rules("bridgee").score_deal(bid("NS", "H", 100, 1), {"NS": 110, "EW": 52}, belote="NS")
    assert line(s) == (440, 52)


@pytest.mark.parametrize(
    ("contre", "belote", "expected"),
    [
        # 004 « En cas de capot annoncé, contrat et points faits sont de 250 chacun. Doublés si
        # contré, Quadruplés si surcontré. »
        (0, None, 500),  # 250 + 250
        (0, "NS", 520),  # 250 + 250 + belote 20
        (1, None, 1000),  # (250 + 250) × 2
        (2, None, 2000),  # (250 + 250) × 4
    ],
)
def test_bridgee_announced_capot(contre: int, belote: str | None, expected: int) -> None:
    s = rules("bridgee").score_deal(
        bid("NS", "H", "capot", contre), {"NS": 162, "EW": 0}, belote=belote, capot="NS"
    )
    assert s.outcome == "capot"
    assert line(s) == (expected, 0)


@pytest.mark.parametrize(("contre", "expected"), [(0, 410), (1, 820)])
def test_bridgee_announced_capot_failed(contre: int, expected: int) -> None:
    # Eight tricks not made: 004 partie perdue « 160 + contrat annoncé », the contract of a
    # capot being 250: 160 + 250 = 410; contré (160 + 250) × 2 = 820.
    s = rules("bridgee").score_deal(bid("NS", "H", "capot", contre), {"NS": 150, "EW": 12})
    assert s.outcome == "dedans"
    assert line(s) == (0, expected)


def test_bridgee_unannounced_capot_points_are_250() -> None:
    # 004 « En cas de capot non annoncé, les points faits sont de 250. » Bid 100: 250 + 100.
    s = rules("bridgee").score_deal(bid("NS", "S", 100), {"NS": 162, "EW": 0}, capot="NS")
    assert s.outcome == "capot"
    assert line(s) == (350, 0)


def test_bridgee_taker_put_capot_is_a_chute() -> None:
    # 004 is silent; bridgee applies the partie perdue formula (provenance
    # scoring.capot.against_taker, choice): EW 160 + 100 = 260.
    s = rules("bridgee").score_deal(bid("NS", "S", 100), {"NS": 0, "EW": 162}, capot="EW")
    assert s.outcome == "dedans"
    assert line(s) == (0, 260)


def test_bridgee_tout_atout_scaled_then_contract_added() -> None:
    # 004 « A tout Atout: ... 258 points, pour cette raison le score est diminué du coefficient
    # 162/258 ». Raw NS 150 → 94 (24300 / 258 = 94.19), EW 108 → 68 (17496 / 258 = 67.81).
    # Bid 90: 94 ≥ 90, > 68 → NS 94 + 90 = 184; EW 68.
    s = rules("bridgee").score_deal(bid("NS", "TA", 90), {"NS": 150, "EW": 108})
    assert dict(s.card_points) == {"NS": 94, "EW": 68}
    assert s.outcome == "made"
    assert line(s) == (184, 68)


def test_bridgee_tout_atout_bid_is_checked_on_the_scaled_points() -> None:
    # Bids are on the 162 scale: raw 150 is 94 < 100 → dedans, EW 160 + 100 = 260.
    s = rules("bridgee").score_deal(bid("NS", "TA", 100), {"NS": 150, "EW": 108})
    assert s.outcome == "dedans"
    assert line(s) == (0, 260)


def test_bridgee_tout_atout_belotes_are_not_scaled() -> None:
    # 004 « à tout Atout il y a jusqu'à 4 belotes »; the belote is a prime, not part of the
    # 258-point paquet that is scaled. NS two belotes (40), EW one (20).
    # NS 94 + 40 = 134 ≥ 90, > 68 + 20 → made: 94 + 90 + 40 = 224; EW 68 + 20 = 88.
    s = rules("bridgee").score_deal(
        bid("NS", "TA", 90), {"NS": 150, "EW": 108}, belote=["NS", "NS", "EW"]
    )
    assert line(s) == (224, 88)


def test_bridgee_tout_atout_capot_is_scaled_by_252_348() -> None:
    # 004 gives « En cas de capot non annoncé, les points faits sont de 250 » and, at tout
    # atout only, the coefficient « 252/348 en cas de capot ». bridgee keeps the flat 250 in
    # a suit and at sans atout, and at tout atout counts the capot as 004's ratio says: the
    # 248 card points and a dix de der of 100, 348, × 252/348 = 252. Bid 120: 252 + 120 = 372
    # at tout atout, 250 + 120 = 370 in a suit.
    bridgee = rules("bridgee")
    s = bridgee.score_deal(bid("NS", "TA", 120), {"NS": 258, "EW": 0}, capot="NS")
    assert dict(s.card_points) == {"NS": 252, "EW": 0}
    assert line(s) == (372, 0)
    s = bridgee.score_deal(bid("NS", "H", 120), {"NS": 162, "EW": 0}, capot="NS")
    assert dict(s.card_points) == {"NS": 250, "EW": 0}
    assert line(s) == (370, 0)
    s = bridgee.score_deal(bid("EW", "SA", 120), {"NS": 0, "EW": 162}, capot="EW")
    assert dict(s.card_points) == {"NS": 0, "EW": 250}


def _capot_points(trump: str, **scaling: Any) -> int:
    """The card points of a capot taken by NS at ``trump`` under classic's rules (a flat 250
    capot) with tout atout played and its scaling changed by ``scaling``."""
    data = thaw(load_variant("classic").rules)
    data["bidding"]["modes"]["tout_atout"] = True
    data["scoring"]["tout_atout_scaling"].update(scaling)

    def rule(path: str) -> Any:
        node: Any = data
        for part in path.split("."):
            node = node[part]
        return node

    score = make_variant_scorer(rule, 10, 152)
    mode = TA if trump == "TA" else "SHDC".index(trump)
    total = 258 if trump == "TA" else 162
    contract = {"taker": "NS", "trump": trump, "bid": None, "contre": 0}
    return int(score(contract, {"NS": total, "EW": 0}, mode=mode, capot="NS").card_points["NS"])


def test_a_capot_counted_with_a_bigger_dix_de_der_in_one_mode_only() -> None:
    # scoring.tout_atout_scaling.capot: der_bonus where capots are flat (250): the tout-atout
    # capot counts its 248 card points and a dix de der of 100, 348, × 252/348 = 252; a capot
    # in a suit keeps 250. capot_rule keeps 250 at tout atout too; with the scaling off the
    # value has no effect. With a capot ratio of 250/348 it would be 250: the ratio is read.
    assert _capot_points("TA", capot="der_bonus") == 252
    assert _capot_points("H", capot="der_bonus") == 250
    assert _capot_points("TA", capot="capot_rule") == 250
    assert _capot_points("TA", capot="der_bonus", enabled=False) == 250
    assert _capot_points("TA", capot="der_bonus", capot_ratio=[250, 348]) == 250
    # the dix de der added after the scaling: 248 × 252/348 = 179.6 → 180, + 100 = 280
    assert _capot_points("TA", capot="der_bonus", dix_de_der="added") == 280


# --------------------------------------------------------------------------------------------
# annonces: values
# --------------------------------------------------------------------------------------------

ANNONCE_VARIANTS = ("classic", "club", "traditional")


@pytest.mark.parametrize("spec", ANNONCE_VARIANTS)
@pytest.mark.parametrize(
    ("hand", "kind", "points"),
    [
        # 000/002/003: tierce (3) 20, cinquante (4) 50, cent (5) 100.
        ("7H 8H 9H JS KS 7D JC KC", "tierce", 20),  # 7-8-9 ♥; J K ♠, 7 ♦, J K ♣ make nothing
        ("7H 8H 9H TH QS 7D JC KC", "cinquante", 50),  # 7-8-9-10 ♥
        ("7H 8H 9H TH JH QS 7D KC", "cent", 100),  # 7 to J ♥
        ("QS KS AS 7H 9H JC 8D TD", "tierce", 20),  # the tierce majeure (003): Q K A
    ],
)
def test_sequence_values(spec: str, hand: str, kind: str, points: int) -> None:
    d = rules(spec).declarations({"N": hand}, "D")
    assert _kinds(d.by_seat["N"]) == [(kind, points)]
    assert dict(d.awarded) == {"NS": points, "EW": 0}
    assert d.winner == "NS"


def test_tierce_majeure_is_the_highest_tierce() -> None:
    # 003 « La tierce majeure est la plus haute possible, on l'appelle également la tierce à
    # l'As » — its top card is the ace, the last of the natural order 7 8 9 10 V D R A.
    (tierce,) = (
        rules("traditional").declarations({"N": "QS KS AS 7H 9H JC 8D TD"}, "D").by_seat["N"]
    )
    assert tierce.cards == cards_to_mask("QS KS AS")
    assert tierce.high == 7


@pytest.mark.parametrize("spec", ANNONCE_VARIANTS)
@pytest.mark.parametrize(
    ("hand", "points"),
    [
        # 000, 002, 003: « Carré de valets 200, Carré de 9 150, Carré d'as, de 10, de rois ou
        # de dames 100 ». The four other cards make no sequence.
        ("JS JH JD JC 7S 9S 7H 9H", 200),
        ("9S 9H 9D 9C 7S JS 7H JH", 150),
        ("AS AH AD AC 7S 9S 7H 9H", 100),
        ("TS TH TD TC 7S QS 7H QH", 100),
        ("KS KH KD KC 7S 9S 7H 9H", 100),
        ("QS QH QD QC 7S 9S 7H 9H", 100),
    ],
)
def test_carre_values(spec: str, hand: str, points: int) -> None:
    d = rules(spec).declarations({"N": hand}, "S")
    assert _kinds(d.by_seat["N"]) == [("carre", points)]
    assert dict(d.awarded) == {"NS": points, "EW": 0}


@pytest.mark.parametrize("spec", ANNONCE_VARIANTS)
@pytest.mark.parametrize("hand", ["8S 8H 8D 8C TS QS TH QH", "7S 7H 7D 7C 9S JS 9H JH"])
def test_carres_of_sevens_and_eights_are_worth_nothing(spec: str, hand: str) -> None:
    # 002 « Les carrés de 8 et de 7 ne comptent pas. »; 000 « Les carrés de 7 et 8 ne valent
    # rien. »; 003 « n'ont pas de valeur en terme de points ».
    d = rules(spec).declarations({"N": hand}, "S")
    assert sum(a.points for a in d.by_seat["N"]) == 0
    assert dict(d.awarded) == {"NS": 0, "EW": 0}
    assert not d.cancelled


@pytest.mark.parametrize(
    ("hand", "points"),
    [
        # 000 « A Sans Atout, l'ordre et la valeur des carrés changent: 4 As: 200, 4 Dix: 150,
        # 4 Rois: 100, 4 Dames: 100, 4 Valets: 100, 4 Neuf: 100 »
        ("AS AH AD AC 7S 9S 7H 9H", 200),
        ("TS TH TD TC 7S QS 7H QH", 150),
        ("KS KH KD KC 7S 9S 7H 9H", 100),
        ("QS QH QD QC 7S 9S 7H 9H", 100),
        ("JS JH JD JC 7S 9S 7H 9H", 100),
        ("9S 9H 9D 9C 7S JS 7H JH", 100),
    ],
)
def test_club_carres_at_sans_atout(hand: str, points: int) -> None:
    d = rules("club+sans-atout").declarations({"E": hand}, "SA")
    assert _kinds(d.by_seat["E"]) == [("carre", points)]
    assert dict(d.awarded) == {"NS": 0, "EW": points}


@pytest.mark.parametrize("spec", ANNONCE_VARIANTS)
def test_two_tierces_in_one_suit(spec: str) -> None:
    # 7-8-9 ♥ and J-Q-K ♥ (no ten between them) are two tierces: 20 + 20 = 40, all scored by
    # the only team that declares (002 « marque toutes les siennes »).
    d = rules(spec).declarations({"N": "7H 8H 9H JH QH KH 7S 9S"}, "S")
    assert _kinds(d.by_seat["N"]) == [("tierce", 20), ("tierce", 20)]
    assert dict(d.awarded) == {"NS": 40, "EW": 0}


def test_classic_five_or_more_in_a_row_is_one_cent() -> None:
    # 002 « Cent : Cinq cartes ou plus qui se suivent : 100 ». The whole heart suit is one cent.
    d = rules("classic").declarations({"N": "7H 8H 9H TH JH QH KH AH"}, "S")
    assert _kinds(d.by_seat["N"]) == [("cent", 100)]
    assert dict(d.awarded) == {"NS": 100, "EW": 0}


def test_club_long_sequence_is_split() -> None:
    # 000 « une carte ne peut compter que pour une seule annonce »; club cuts a run longer than
    # five into several annonces (provenance annonces.long_sequences, choice). Eight hearts:
    # a cent (5 cards) + a tierce (the 3 others) = 100 + 20 = 120.
    d = rules("club").declarations({"N": "7H 8H 9H TH JH QH KH AH"}, "S")
    assert _kinds(d.by_seat["N"]) == [("cent", 100), ("tierce", 20)]
    assert dict(d.awarded) == {"NS": 120, "EW": 0}


def test_club_six_in_a_row_is_one_cent() -> None:
    # Six hearts 7..Q split: a cent of five, the sixth card alone scores nothing → 100.
    d = rules("club").declarations({"N": "7H 8H 9H TH JH QH 7C 9C"}, "S")
    assert _kinds(d.by_seat["N"]) == [("cent", 100)]


# --------------------------------------------------------------------------------------------
# annonces: card reuse
# --------------------------------------------------------------------------------------------

# Carré of queens and 9-10-J-Q-K of hearts: the queen of hearts is in both.
REUSE_HAND = "QS QH QD QC 9H TH JH KH"


def test_classic_card_counts_in_a_carre_and_a_sequence() -> None:
    # 002 « Une même carte peut servir à un carré et à une suite. »
    # Carré of queens 100 + cent 9-10-J-Q-K ♥ 100 = 200.
    d = rules("classic").declarations({"N": REUSE_HAND}, "S")
    assert _kinds(d.by_seat["N"]) == [("carre", 100), ("cent", 100)]
    assert dict(d.awarded) == {"NS": 200, "EW": 0}


def test_club_card_counts_in_one_annonce_best_combination() -> None:
    # 000 « une carte ne peut compter que pour une seule annonce à la fois, sauf pour la
    # belote ». Either carré Q 100 + 9-10-J ♥ tierce 20 (K ♥ alone) = 120, or the cent 100 and
    # three queens = 100. The best combination: 120.
    d = rules("club").declarations({"N": REUSE_HAND}, "S")
    assert _kinds(d.by_seat["N"]) == [("carre", 100), ("tierce", 20)]
    assert dict(d.awarded) == {"NS": 120, "EW": 0}


def test_club_carre_and_tierce_sharing_a_jack() -> None:
    # Carré of jacks 200 and J-Q-K ♥ (tierce 20) share the jack of hearts.
    # classic (002): 200 + 20 = 220; club (000): the carré alone, 200.
    hand = "JS JH JD JC QH KH 7S 9S"
    assert dict(rules("classic").declarations({"N": hand}, "D").awarded) == {"NS": 220, "EW": 0}
    assert dict(rules("club").declarations({"N": hand}, "D").awarded) == {"NS": 200, "EW": 0}


# --------------------------------------------------------------------------------------------
# annonces: resolution between the teams
# --------------------------------------------------------------------------------------------

# Trump hearts. NS: N tierce 7-8-9 ♣ (20), S cinquante 9-10-J-Q ♦ (50, to the queen).
# EW: W tierce 10-J-Q ♣ (20) and belote (K Q ♥), E cinquante 7-8-9-10 ♠ (50, to the ten).
DEAL_TEAMS = _deal(
    N="7C 8C 9C JH AH JS AS KD",
    W="QH KH 7D 8D AD TC JC QC",
    S="9D TD JD QD 7H 9H QS AC",
    E="7S 8S 9S TS KS 8H TH KC",
)


@pytest.mark.parametrize("spec", ANNONCE_VARIANTS)
def test_best_team_scores_all_its_annonces(spec: str) -> None:
    # 50 = 50, both sequences of four; the higher wins: 003's own example « un cinquante à la
    # dame (neuf, dix, valet, dame) vaut plus qu'un cinquante au dix (sept, huit, neuf, dix) ».
    # 002 « Seule l'équipe qui détient la meilleure annonce marque toutes les siennes »:
    # NS 50 + 20 = 70; EW's tierce and cinquante count for nothing.
    d = rules(spec).declarations(DEAL_TEAMS, "H")
    assert _kinds(d.by_seat["N"]) == [("tierce", 20)]
    assert _kinds(d.by_seat["S"]) == [("cinquante", 50)]
    assert _kinds(d.by_seat["W"]) == [("tierce", 20)]
    assert _kinds(d.by_seat["E"]) == [("cinquante", 50)]
    assert dict(d.awarded) == {"NS": 70, "EW": 0}
    assert d.winner == "NS"
    # Belote is reported apart (000 « elle ne participe pas à la résolution des annonces »).
    assert dict(d.belote) == {"W": ("H",)}


def test_classic_annonces_and_belote_flow_into_the_deal_score() -> None:
    # DEAL_TEAMS at hearts, NS takes: NS 90 + annonces 70 = 160 > EW 72 + belote 20 = 92
    # → made, each its own: NS 160, EW 92.
    r = rules("classic")
    d = r.declarations(DEAL_TEAMS, "H")
    s = r.score_deal(prise("NS", "H"), {"NS": 90, "EW": 72}, belote="EW", declarations=d.awarded)
    assert line(s) == (160, 92)
    # And dedans: NS 40 + 70 = 110 < EW 122 + 20 = 142 → EW 162 + every annonce 70 + its
    # belote 20 = 252; NS 0.
    s = r.score_deal(prise("NS", "H"), {"NS": 40, "EW": 122}, belote="EW", declarations=d.awarded)
    assert line(s) == (0, 252)


@pytest.mark.parametrize("spec", ANNONCE_VARIANTS)
def test_more_points_beat_a_higher_card(spec: str) -> None:
    # 003 « Ce sont le nombre de points qui font la différence »: EW's cinquante to the ten (50)
    # beats NS's tierce to the ace (20).
    deal = _deal(N="QS KS AS 7H 9H JC 8D TD", E="7C 8C 9C TC 9S JS JH KH")
    d = rules(spec).declarations(deal, "D")
    assert dict(d.awarded) == {"NS": 0, "EW": 50}
    assert d.winner == "EW"


# N carré of kings (100); E cent 8-9-10-J-Q ♦ (100).
DEAL_CARRE_CENT = _deal(N="KS KH KD KC 7S 9S 7H 9H", E="8D 9D TD JD QD 8S TS AH")


@pytest.mark.parametrize("spec", ["classic", "club"])
def test_carre_of_100_beats_a_cent(spec: str) -> None:
    # 002 « à valeur égale, un carré l'emporte sur une suite »; 000 « Un carré de 100 points
    # est plus fort qu'un cent. » → NS 100.
    d = rules(spec).declarations(DEAL_CARRE_CENT, "H")
    assert dict(d.awarded) == {"NS": 100, "EW": 0}


def test_traditional_carre_against_cent_goes_by_the_higher_card() -> None:
    # 003 has no carré-over-sequence rule: equal points, « celle qui est la plus haute
    # l'emporte » (tie_break [higher, trump]); the kings stand above the cent's queen → NS.
    d = rules("traditional").declarations(DEAL_CARRE_CENT, "H")
    assert dict(d.awarded) == {"NS": 100, "EW": 0}


# N six hearts 7..Q (a cent to the queen); E cent 10-J-Q-K-A ♠ (to the ace).
DEAL_LONGER = _deal(N="7H 8H 9H TH JH QH 7C 9C", E="TS JS QS KS AS 7D 9D JC")


@pytest.mark.parametrize(
    ("spec", "awarded"),
    [
        # 002 « à valeur égale, un carré l'emporte sur une suite, puis la suite la plus longue,
        # la plus haute »: six cards beat five → NS.
        ("classic", {"NS": 100, "EW": 0}),
        # 003 (higher, then trump): the ace beats the queen → EW.
        ("traditional", {"NS": 0, "EW": 100}),
        # 000 (higher, then trump; N's run is cut to a cent to the queen) → EW.
        ("club", {"NS": 0, "EW": 100}),
    ],
)
def test_longer_sequence_only_in_classic(spec: str, awarded: dict[str, int]) -> None:
    d = rules(spec).declarations(DEAL_LONGER, "D")
    assert dict(d.awarded) == awarded


# N carré of kings, E carré of aces: 100 each.
DEAL_CARRES = _deal(N="KS KH KD KC 7S 9S 7H 9H", E="AS AH AD AC 8S TS 8H TH")


@pytest.mark.parametrize("spec", ANNONCE_VARIANTS)
def test_equal_carres_the_higher_wins(spec: str) -> None:
    # 000 « c'est l'annonce qui possède la carte la plus élevée qui l'emporte »; aces → EW 100.
    d = rules(spec).declarations(DEAL_CARRES, "D")
    assert dict(d.awarded) == {"NS": 0, "EW": 100}


# N carré of kings, E carré of tens: 100 each.
DEAL_KINGS_TENS = _deal(N="KS KH KD KC 7S 9S 7H 9H", E="TS TH TD TC 8S AS 8H AH")


def test_club_carres_of_100_rank_in_the_documents_order() -> None:
    # 000 lists the carrés « de la plus forte à la plus faible »: valets 200, neuf 150, then
    # as, dix, rois, dames (100 each). Kings against tens: the tens are listed first → EW 100.
    d = rules("club").declarations(DEAL_KINGS_TENS, "D")
    assert dict(d.awarded) == {"NS": 0, "EW": 100}


@pytest.mark.parametrize("spec", ["classic", "traditional"])
def test_without_an_order_in_the_document_carres_rank_by_the_natural_order(spec: str) -> None:
    # 002 and 003 do not rank the 100-point carrés among themselves; their « plus haute » is
    # read in the natural order (annonces.carre_order, choice): kings above tens → NS 100.
    d = rules(spec).declarations(DEAL_KINGS_TENS, "D")
    assert dict(d.awarded) == {"NS": 100, "EW": 0}


# N cinquante 9-10-J-Q ♥; W tierce 9-10-J ♦; E tierces Q-K-A ♠ and Q-K-A ♣; S nothing.
DEAL_UNSHOWN = _deal(
    N="9H TH JH QH 7S 8D 7C 8C",
    W="9D TD JD 8S 9S KH AH 9C",
    S="7H 8H QD AD TS JS TC JC",
    E="QS KS AS 7D KD QC KC AC",
)


@pytest.mark.parametrize("spec", ["classic", "traditional"])
def test_a_void_annonce_is_left_out_and_the_next_best_decides(spec: str) -> None:
    # 003 « Une annonce n'est pas prise en compte si elle n'est pas montrée ». Without N's
    # cinquante, the best annonce is E's tierce to the ace in trump (spades): EW scores all of
    # its annonces, 20 (W) + 20 + 20 (E) = 60; NS nothing.
    d = rules(spec).declarations(DEAL_UNSHOWN, "S", unshown=["N"])
    assert dict(d.awarded) == {"NS": 0, "EW": 60}
    assert d.winner == "EW"


def test_a_void_annonce_compared_again_leaves_silent_seats_silent() -> None:
    # traditional: N keeps his cent (9-K♥, 100) to himself; S declares a tierce 9-V♠ (20),
    # which beats E's tierce 8-10♦ (20, lower), but does not show it (« n'est pas prise en
    # compte »). Compared again without it, N's cent stays kept: E's tierce decides, EW 20.
    deal = _deal(
        N="9H TH JH QH KH 7S AD 7C",
        S="9S TS JS 7H 8H QD 8C 9C",
        E="8D 9D TD AS KS 8S AC KC",
    )
    shown = rules("traditional").declarations(deal, "C", silent=["N"])
    assert dict(shown.awarded) == {"NS": 20, "EW": 0}
    d = rules("traditional").declarations(deal, "C", silent=["N"], unshown=["S"])
    assert dict(d.awarded) == {"NS": 0, "EW": 20}
    assert d.winner == "EW"


def test_club_an_unshown_annonce_goes_to_the_opponents() -> None:
    # 000 « il y a renonce: le camp adverse marque les points qu'il a annoncés »: N's 50 → EW.
    d = rules("club").declarations(DEAL_UNSHOWN, "S", unshown=["N"])
    assert dict(d.awarded) == {"NS": 0, "EW": 50}


# N tierce 8-9-10 ♥, S tierce 7-8-9 ♣, E tierce 8-9-10 ♠; W nothing. No belote at any trump.
DEAL_TRUMP = _deal(
    N="8H 9H TH 7D 9D JC KC AS",
    W="7S JS KS QH AH QD AD TC",
    S="7C 8C 9C 7H JH QS JD KD",
    E="8S 9S TS 8D TD QC AC KH",
)


@pytest.mark.parametrize("spec", ANNONCE_VARIANTS)
@pytest.mark.parametrize(
    ("trump", "awarded", "winner"),
    [
        # 000 « En cas de nouvelle égalité, une annonce à l'atout est supérieure. »
        # Hearts: N's tierce to the ten is in trump → NS scores both its tierces, 20 + 20 = 40.
        ("H", {"NS": 40, "EW": 0}, "NS"),
        # Spades: E's tierce is in trump → EW 20.
        ("S", {"NS": 0, "EW": 20}, "EW"),
        # Diamonds or clubs: tierce to the ten against tierce to the ten, neither in trump →
        # 002 « En cas d'égalité parfaite, aucune équipe ne marque ses annonces »; 000 « aucune
        # annonce ne compte, même s'il y en avait encore d'autres, plus faibles » (S's tierce).
        ("D", {"NS": 0, "EW": 0}, None),
        ("C", {"NS": 0, "EW": 0}, None),
    ],
)
def test_trump_breaks_a_tie_and_an_exact_tie_cancels(
    spec: str, trump: str, awarded: dict[str, int], winner: str | None
) -> None:
    d = rules(spec).declarations(DEAL_TRUMP, trump)
    assert dict(d.awarded) == awarded
    assert d.winner == winner
    assert dict(d.belote) == {}


# --------------------------------------------------------------------------------------------
# annonces: carrés that cancel (003 options), annonces switched off
# --------------------------------------------------------------------------------------------

# N carré of sevens; S (N's partner) cinquante 8-9-10-J ♦; E tierce 8-9-10 ♣.
DEAL_SEVENS = _deal(
    N="7S 7H 7D 7C 9S JS 9H JH",
    W="TS QS KS 8H KH QD JC AC",
    S="8D 9D TD JD AS AH KC QC",
    E="8C 9C TC KD AD 8S TH QH",
)
# N carré of eights; S cinquante 9-10-J-Q ♦; E tierce 9-10-J ♣.
DEAL_EIGHTS = _deal(
    N="8S 8H 8D 8C TS QS TH QH",
    S="9D TD JD QD AS AH KC 7C",
    E="9C TC JC 7D KD AD 7S 9H",
)


@pytest.mark.parametrize("spec", ["classic", "traditional", "traditional+carre-de-sept-donne"])
def test_carre_of_sevens_or_eights_cancels_nothing_by_default(spec: str) -> None:
    # Without the 003 option the carré of sevens is simply worth nothing (002 « ne comptent
    # pas »): NS cinquante 50 beats EW tierce 20 → NS 50. The same with eights (and with
    # eights under carre-de-sept-donne, which names only sevens).
    deals = [DEAL_EIGHTS] if spec.endswith("donne") else [DEAL_SEVENS, DEAL_EIGHTS]
    for deal in deals:
        d = rules(spec).declarations(deal, "H")
        assert dict(d.awarded) == {"NS": 50, "EW": 0}
        assert not d.cancelled
        assert not d.deal_cancelled


@pytest.mark.parametrize("deal", [DEAL_SEVENS, DEAL_EIGHTS], ids=["sevens", "eights"])
def test_traditional_carre_de_sept_cancels_every_annonce(deal: dict[str, str]) -> None:
    # 003 « Les carrés restant de 8 et de 7 ... permettent d'annuler les annonces »; « en
    # faisant cela il annule également les annonces de son partenaire »: S's cinquante and E's
    # tierce count for nothing, as soon as N declares the carré.
    d = rules("traditional+carre-de-sept").declarations(deal, "H")
    assert d.cancelled
    assert not d.deal_cancelled
    assert dict(d.awarded) == {"NS": 0, "EW": 0}
    assert d.winner is None


@pytest.mark.parametrize(
    ("deal", "carre"), [(DEAL_SEVENS, "carre-7"), (DEAL_EIGHTS, "carre-8")], ids=["7", "8"]
)
def test_traditional_carre_de_sept_kept_cancels_nothing(deal: dict[str, str], carre: str) -> None:
    # « Il peut annuler les annonces mais ceci n'est pas une obligation » (003): N keeps his
    # carré to himself (annonces.declaring: optional); S's cinquante (50) beats E's tierce
    # (20): NS 50, as without the option.
    spec = "traditional+carre-de-sept"
    d = rules(spec).declarations(deal, "H", waived={"N": carre})
    assert not d.cancelled
    assert dict(d.awarded) == {"NS": 50, "EW": 0}
    # a name the seat does not hold is refused, naming what it may keep
    with pytest.raises(ValueError, match=carre):
        rules(spec).declarations(deal, "H", waived={"N": "tierce-KH"})
    # where every annonce must be declared, nothing may be kept
    with pytest.raises(ValueError, match=r"annonces\.declaring"):
        rules("classic").declarations(deal, "H", waived={"N": carre})


def test_traditional_carre_de_sept_donne_cancels_the_deal() -> None:
    # 003 « Pour certaines personnes, selon la région le carré de sept peut annuler la donne. »
    d = rules("traditional+carre-de-sept-donne").declarations(DEAL_SEVENS, "H")
    assert d.deal_cancelled
    assert dict(d.awarded) == {"NS": 0, "EW": 0}


@pytest.mark.parametrize("spec", ["bridgee", "classic+sans-annonces", "traditional+sans-annonces"])
def test_no_annonces_but_belote_still_counts(spec: str) -> None:
    # 004 « Il n'y a pas d'annonce (tierce, cinquante, cent carré) » yet « Belote et Rebelote
    # sont annoncées automatiquement »; 002 « elles peuvent être désactivées »; 003 « Quelque
    # soit le type de jeu, la belote est toujours prise en compte ».
    d = rules(spec).declarations({"N": "JS JH JD JC KH QH 7S 8S", "E": "7C 8C 9C TC 9D"}, "H")
    assert d.by_seat["N"] == ()
    assert d.by_seat["E"] == ()
    assert dict(d.awarded) == {"NS": 0, "EW": 0}
    assert d.winner is None
    assert dict(d.belote) == {"N": ("H",)}


# --------------------------------------------------------------------------------------------
# belote
# --------------------------------------------------------------------------------------------


def test_belote_is_king_and_queen_of_trump_only() -> None:
    # 002 « Le joueur qui possède le roi et la dame d'atout »: K Q ♠ at hearts is no belote.
    r = rules("classic")
    assert dict(r.declarations({"N": "KS QS 7H 9H", "E": "KH QH 7C"}, "H").belote) == {"E": ("H",)}


# K Q of all four suits spread over three players.
DEAL_BELOTES = _deal(
    N="KS QS KH QH 7D 9D 7C 9C",
    E="KD QD 7S 9S 7H 9H 8C TC",
    W="KC QC 8S TS 8H TH 8D TD",
)


@pytest.mark.parametrize("spec", ["club+tout-atout", "bridgee"])
def test_up_to_four_belotes_at_tout_atout(spec: str) -> None:
    # 000 « à Tout Atout, il peut y avoir jusqu'à 4 belotes »; 004 « à tout Atout il y a jusqu'à
    # 4 belotes possibles ». N two (♠ ♥), E one (♦), W one (♣).
    d = rules(spec).declarations(DEAL_BELOTES, "TA")
    assert dict(d.belote) == {"N": ("S", "H"), "E": ("D",), "W": ("C",)}
    assert d.belote_teams == {"NS": 2, "EW": 2}
    assert dict(d.awarded) == {"NS": 0, "EW": 0}


@pytest.mark.parametrize("spec", ["club+sans-atout", "bridgee"])
def test_no_belote_at_sans_atout(spec: str) -> None:
    # 000 « Lors d'un contrat à Sans Atout ... Il n'y a pas de Belote possible. » (bridgee
    # inherits it: provenance belote.sans_atout.)
    d = rules(spec).declarations(DEAL_BELOTES, "SA")
    assert dict(d.belote) == {}


# --------------------------------------------------------------------------------------------
# the end of the game
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("totals", "target", "winner"),
    [
        # 002 « La première équipe qui atteint 1 000 points, ou 500 pour une partie courte,
        # gagne la partie »; « atteint »: exactly 1000 is enough.
        ({"NS": 1000, "EW": 640}, None, "NS"),
        ({"NS": 990, "EW": 980}, None, None),
        ({"NS": 480, "EW": 512}, 500, "EW"),
        # 002 « Dès qu'une équipe atteint le score fixé ..., l'équipe qui a le plus de points
        # gagne »: both over, the higher wins.
        ({"NS": 1042, "EW": 1063}, None, "EW"),
        # 002 « En cas d'égalité, une nouvelle donne départage les équipes. »
        ({"NS": 1020, "EW": 1020}, None, None),
    ],
)
def test_classic_game_end(totals: dict[str, int], target: int | None, winner: str | None) -> None:
    end = rules("classic").game_end(totals, None, target)
    assert end.winner == winner
    assert isinstance(end.reason, str)
    assert end.reason


@pytest.mark.parametrize(
    ("totals", "target", "winner"),
    [
        # 000 « Le premier camp atteignant 1000 points remporte la partie. »
        ({"NS": 1000, "EW": 960}, None, "NS"),
        # « Si les deux camps atteignent les 1000 ensemble, c'est celui qui a le plus de points
        # au-delà de 1000 qui remporte la partie. »
        ({"NS": 1080, "EW": 1030}, None, "NS"),
        # « En cas de nouvelle égalité, une dernière donne départage les deux camps. »
        ({"NS": 1030, "EW": 1030}, None, None),
        # « de 1000 à 5000 par incrément de 500 »
        ({"NS": 1490, "EW": 1510}, 1500, "EW"),
    ],
)
def test_club_game_end(totals: dict[str, int], target: int | None, winner: str | None) -> None:
    assert rules("club").game_end(totals, None, target).winner == winner


def test_reach_or_exceed_the_target(write: Any) -> None:
    # The documents all end the game when the target is reached (002 « atteint », 003
    # « atteignent 1001 », 004 « atteint ou dépasse 1501 »); game_end.reach: exceed is the
    # other side the schema can say: 1000 then does not end a 1000-point game, 1001 does.
    text = "title: Exceed\nextends: classic\nrules:\n  game_end: {reach: exceed}\n"
    exceed = load_variant(write("exceed.yaml", text)).compile()
    assert exceed.game_end({"NS": 1000, "EW": 600}, None, None).winner is None
    assert exceed.game_end({"NS": 1001, "EW": 600}, None, None).winner == "NS"
    assert rules("classic").game_end({"NS": 1000, "EW": 600}, None, None).winner == "NS"


@pytest.mark.parametrize(
    ("spec", "totals", "winner"),
    [
        # 003 « Une partie se termine lorsque les points atteignent 1001 ou 1010 si arrondis. »
        ("traditional", {"NS": 1000, "EW": 700}, None),
        ("traditional", {"NS": 1001, "EW": 700}, "NS"),
        ("traditional+arrondi", {"NS": 1000, "EW": 700}, None),
        ("traditional+arrondi", {"NS": 1010, "EW": 700}, "NS"),
        # « Si chacun dépasse ce score c'est l'équipe qui a le plus de points qui gagne. »
        ("traditional", {"NS": 1050, "EW": 1120}, "EW"),
        # « Si à la fin, les deux adversaires ont exactement les mêmes points on refait une
        # dernière manche. »
        ("traditional", {"NS": 1050, "EW": 1050}, None),
    ],
)
def test_traditional_game_end(spec: str, totals: dict[str, int], winner: str | None) -> None:
    assert rules(spec).game_end(totals, None, None).winner == winner


@pytest.mark.parametrize("spec", ["traditional", "traditional+arrondi"])
def test_traditional_a_team_put_capot_cannot_win_on_that_deal(spec: str) -> None:
    # 003 « Si l'on est capot, on ne peut gagner. Par exemple, une équipe qui a 990 points est
    # mise capot mais a une belote de 20 points, elle passe a 1010 points. Elle ne peut gagner
    # dans ces conditions (même si ces adversaires ont moins de 1010 points), une manche doit
    # être rejouée. » NS 990 + 20 = 1010, put capot; EW 870 → no winner, one more deal.
    end = rules(spec).game_end({"NS": 1010, "EW": 870}, "NS", None)
    assert end.winner is None
    # The same totals without the capot: NS has reached the target and wins.
    assert rules(spec).game_end({"NS": 1010, "EW": 870}, None, None).winner == "NS"


def test_traditional_the_team_that_made_the_capot_can_still_win() -> None:
    # EW made the capot and passes the target above NS: EW wins (NS may not).
    assert rules("traditional").game_end({"NS": 1010, "EW": 1250}, "NS", None).winner == "EW"


def test_classic_has_no_capot_rule_at_the_end() -> None:
    # 002 does not know 003's rule: NS at 1010 wins even on a deal where it was put capot.
    assert rules("classic").game_end({"NS": 1010, "EW": 870}, "NS", None).winner == "NS"


@pytest.mark.parametrize(
    ("totals", "winner", "difference"),
    [
        # 004 « il se limite quand l'une des 2 équipes atteint ou dépasse 1501 points »;
        # « Les points obtenus par le participant sont la différence des résultats entre les
        # équipes Nord-Sud et Est-Ouest. »
        ({"NS": 1501, "EW": 1380}, "NS", 121),  # 1501 − 1380
        ({"NS": 1490, "EW": 1620}, "EW", -130),  # 1490 − 1620
        ({"NS": 1200, "EW": 1500}, None, -300),  # 1500 < 1501: the tournament goes on
    ],
)
def test_bridgee_game_end_reports_ns_minus_ew(
    totals: dict[str, int], winner: str | None, difference: int
) -> None:
    end = rules("bridgee").game_end(totals, None, None)
    assert end.winner == winner
    assert end.difference == difference


# ----------------------------------------------------------------------------- bad input


@pytest.mark.parametrize(
    ("kwargs", "path"),
    [
        ({"capot": "XX"}, "capot"),
        ({"belote": "N"}, "belote"),
        ({"belote": {"XX": 20}}, "belote"),
        ({"declarations": {"NS": -20}}, "declarations"),
        ({"carried": -5}, "carried"),
    ],
)
def test_score_deal_refuses_bad_input_with_a_variant_error(
    kwargs: dict[str, Any], path: str
) -> None:
    rules = load_variant("classic").compile()
    with pytest.raises(VariantError) as exc:
        rules.score_deal(
            {"taker": "NS", "trump": "H", "bid": None}, {"NS": 100, "EW": 62}, **kwargs
        )
    assert exc.value.problems[0].path == path


def test_score_deal_refuses_booleans_and_negative_bids() -> None:
    rules = load_variant("bridgee").compile()
    for contract in (
        {"taker": "NS", "trump": "H", "bid": True},
        {"taker": "NS", "trump": "H", "bid": -50},
    ):
        with pytest.raises(VariantError):
            rules.score_deal(contract, {"NS": 100, "EW": 62})
    with pytest.raises(VariantError):
        rules.score_deal({"taker": "NS", "trump": "H", "bid": 80}, {"NS": True, "EW": 62})


@pytest.mark.parametrize(
    ("contract", "path", "hint"),
    [
        # A key the engine would not read is refused, not silently ignored.
        ({"taker": "NS", "trump": "H", "bid": 80, "contré": 1}, "contract.contré", "contre"),
        ({"taker": "NS", "trump": "H", "bid": 80, "capot": "NS"}, "contract.capot", None),
        ("NS H 80", "contract", None),
    ],
)
def test_score_deal_and_contract_value_refuse_a_malformed_contract(
    contract: Any, path: str, hint: str | None
) -> None:
    rules = load_variant("ffb-contree-2016").compile()
    for call in (
        lambda: rules.score_deal(contract, {"NS": 100, "EW": 62}),
        lambda: rules.contract_value(contract),
    ):
        with pytest.raises(VariantError) as exc:
            call()
        (problem,) = exc.value.problems
        assert problem.path == path
        assert (hint is None) == (problem.hint is None)
        if hint:
            assert f"'{hint}'" in str(problem.hint)


def test_contract_value_names_a_bad_bid() -> None:
    rules = load_variant("ffb-contree-2016").compile()
    with pytest.raises(VariantError) as exc:
        rules.contract_value({"bid": "lots", "trump": "H"})
    assert [p.path for p in exc.value.problems] == ["contract.bid"]


def test_a_missed_bid_is_never_a_litige(tmp_path: Any) -> None:
    # A variant with both reaches_bid and litige (no shipped variant has both): 81-81 on a bid
    # of 120 misses the bid, so it is a dedans, not a litige.
    path = tmp_path / "lit.yaml"
    path.write_text(
        "title: Lit\nextends: bridgee\nrules:\n  scoring:\n    litige: {enabled: true}\n",
        encoding="utf-8",
    )
    rules = load_variant(path).compile()
    s = rules.score_deal(
        {"taker": "NS", "trump": "H", "bid": 120, "contre": 0}, {"NS": 81, "EW": 81}
    )
    assert s.outcome == "dedans"
    assert s.EW == 160 + 120  # 004 dedans: 160 + the contract


def test_the_belote_is_worth_the_points_the_variant_gives_it(write: Any) -> None:
    # Every shipped variant gives the belote 20 (base.yaml); a club that gives it 30 gets 30.
    # test_classic_made_each_team_scores_its_own_points with that club's belote: NS 100 +
    # tierce 20 + belote 30 = 150 > EW 62 → made, NS 150, EW 62. The belote counts for the
    # taker's side too: NS 92 + belote 30 = 122 > EW 70 → made (with 20 it would be 112).
    path = write(
        "belote-30.yaml",
        "name: belote-30\ntitle: Belote à 30\nextends: classic\nrules:\n"
        "  belote:\n    points: 30\n",
    )
    club = load_variant(path).compile()
    s = club.score_deal(
        prise("NS", "H"), {"NS": 100, "EW": 62}, belote="NS", declarations={"NS": 20, "EW": 0}
    )
    assert (s.outcome, line(s)) == ("made", (150, 62))
    s = club.score_deal(prise("NS", "H"), {"NS": 92, "EW": 70}, belote="NS")
    assert (s.outcome, line(s)) == ("made", (122, 70))
    # Held by the defence: EW 70 + 30 = 100 > NS 92 → NS dedans; the defence scores 162 and
    # its belote: 162 + 30 = 192 (classic 002: « la défense marque 162 points »).
    s = club.score_deal(prise("NS", "H"), {"NS": 92, "EW": 70}, belote="EW")
    assert (s.outcome, line(s)) == ("dedans", (0, 192))

