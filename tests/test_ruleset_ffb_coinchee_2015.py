"""The FFB « Règles de la belote coinchée » of 2015 (variant ``ffb-coinchee-2015``).

Every expected number below was worked out by hand from the rule set's text as the survey
(Avo-k/colver ``docs/rules-survey``) quotes it: the auction
from 80 (no ceiling quoted), coinche in turn that freezes the contract, surcoinche; §5.2 the
card play of the 2015 FFB texts (no undertrumping, 2.2; règle 4); §8 the annonces, always
played (best side only, an exact tie voids them all, « un carré de 100 points est plus fort
qu'un cent », §8.4 renonce); §4.2 what counts toward the contract (tricks, belote, annonces) and
the « deux conditions » (the bid, and more than the defence); the failed contract (160 +
contract + every annonce; the belote « réputée imprenable »); the coinche « × 2 », surcoinche
« × 4 », belote aside; the capot (252; the defence's annonces change hands); §10.4 the end of
the game (no win through a belote after a failure or a capot). Where the text is silent or the
survey contradicts itself (the bid capot: a 250 contract or a flat 500; what a coinche
multiplies), the variant's reading is a marked choice and the tests say so.

The golden deals are the whole deals of ``features/ffb-coinchee-2015.feature``: each is played
card by card (every card checked against the engine), counted by hand, scored with
``Rules.score_deal`` and played again through ``Game`` from a scripted pack and auction.
"""

from __future__ import annotations

from typing import Any

import pytest

from belote_spec import load_variant
from belote_spec.cards import SEATS, parse_cards
from belote_spec.engine.rules import Rules
from belote_spec.schema import rule_paths

from .golden import (
    Deal,
    bid,
    check,
    cited_rules,
    codes,
    compiled,
    from_parent,
    line,
    scenario,
    settle,
)

NAME = "ffb-coinchee-2015"
OPTIONS = ("capot-500", "sans-atout-tout-atout")


def rules(spec: str = NAME) -> Rules:
    return compiled(spec)


# --------------------------------------------------------------------------------------------
# the golden deals (features/ffb-coinchee-2015.feature)
# --------------------------------------------------------------------------------------------

MADE_BY_TIERCE = scenario(NAME, "FFB coinchée — Nord demande 100 à").deal

BEATEN_BY_ANNONCES = scenario(NAME, "FFB coinchée — Nord fait 97 sur").deal

SHORT_BY_ONE = scenario(NAME, "FFB coinchée — Nord chute à 109").deal

COINCHE_MADE = scenario(NAME, "FFB coinchée — Nord demande 90 à").deal

SURCOINCHE_FAILED = scenario(NAME, "FFB coinchée — Sud demande 100 à cœur,").deal

CAPOT_BID_MADE = scenario(NAME, "FFB coinchée — Sud demande le capot").deal

CAPOT_NOT_BID = scenario(NAME, "FFB coinchée — Sud demande 100 à cœur et").deal

CAPOT_BID_FAILED = scenario(NAME, "FFB coinchée — Nord demande le capot").deal


def annonces(deal: Deal) -> tuple[int, int]:
    awarded = rules().declarations(deal.codes(), deal.trump).awarded
    return awarded["NS"], awarded["EW"]


def test_made_thanks_to_the_tierce() -> None:
    # Sud's tierce D-R-A♣ (20) is the only annonce. §4.2: NS 95 + 20 = 115 ≥ 100 and > EO 67
    # + 20 (Ouest's belote) = 87: made. NS 95 + 100 + 20 = 215 → 220; EO 87 → 90.
    assert annonces(MADE_BY_TIERCE) == (20, 0)
    check(NAME, MADE_BY_TIERCE, (95, 67), (220, 90), "made")


def test_reaching_the_bid_is_not_enough_against_the_defences_annonces() -> None:
    # Ouest: cinquante 10-V-D-R♣ (50) + tierce 8-9-10♦ (20) = 70. NS 97 ≥ 90 but EO 65 + 70 =
    # 135 > 97: the second condition fails. EO 160 + 90 + 70 = 320; NS 0.
    assert annonces(BEATEN_BY_ANNONCES) == (0, 70)
    check(NAME, BEATEN_BY_ANNONCES, (97, 65), (0, 320), "dedans")


def test_the_same_cards_are_made_in_contree_2016() -> None:
    # C16 has no annonces and no second condition: 97 ≥ 90 made, 97 + 90 = 187 → 190; 65 → 70.
    check("ffb-contree-2016", BEATEN_BY_ANNONCES, (97, 65), (190, 70), "made")


def test_failed_by_one_point_the_belote_stays_the_tierce_changes_hands() -> None:
    # NS 69 + 20 (belote) + 20 (Sud's tierce) = 109 < 110. EO « 160 points de chute + … les
    # annonces des preneurs qui changent de main » + 110 = 290; NS keeps its belote: 20.
    assert annonces(SHORT_BY_ONE) == (20, 0)
    check(NAME, SHORT_BY_ONE, (69, 93), (20, 290), "dedans")


def test_coinche_made_the_score_doubled_the_defence_keeps_its_belote() -> None:
    # Sud's cinquante V-D-R-A♦ (50). NS 77 + 50 = 127 ≥ 90 and > EO 85 + 20 = 105: made.
    # « Le score de la donne sera multiplié par 2 » (belote aside): (160 + 90 + 50) × 2 = 600;
    # the defence « ne marque rien, à l'exception éventuelle des 20 points de belote »: 20.
    assert annonces(COINCHE_MADE) == (50, 0)
    check(NAME, COINCHE_MADE, (77, 85), (600, 20), "made")


def test_surcoinche_failed_the_score_times_four() -> None:
    # Ouest's cinquante (50) beats Sud's tierce: EO 50 + Est's tierce 20 = 70. NS 55 + 20 = 75
    # < 100. EO (160 + 100 + 70) × 4 = 1320; NS keeps its belote: 20.
    assert annonces(SURCOINCHE_FAILED) == (0, 70)
    check(NAME, SURCOINCHE_FAILED, (55, 107), (20, 1320), "dedans")


def test_capot_bid_made_250_plus_250_and_the_defences_tierce() -> None:
    # Est's tierce V-D-R♠ changes hands on a capot. Capot bid as a 250 contract (the variant's
    # reading): 250 + 250 + 20 = 520; EO 0.
    assert annonces(CAPOT_BID_MADE) == (0, 20)
    check(NAME, CAPOT_BID_MADE, (162, 0), (520, 0), "capot")


def test_capot_500_option_gives_the_same_made_capot() -> None:
    check(f"{NAME}+capot-500", CAPOT_BID_MADE, (162, 0), (520, 0), "capot")


def test_unbid_capot_252_plus_the_contract_and_the_defences_tierce() -> None:
    # 252 + 100 + 20 = 372 → 370 (the engine counts 250 + 100 + 20 = 370, same after rounding).
    check(NAME, CAPOT_NOT_BID, (162, 0), (370, 0), "capot")


def test_capot_bid_failed_160_plus_250_and_every_annonce() -> None:
    # NS: carré d'as (100) + cinquante 10-V-D-R♠ (50) = 150, the best; Ouest took a trick. The
    # failed line of a 250 contract: EO 160 + 250 + 150 = 560; NS keeps its belote: 20.
    assert annonces(CAPOT_BID_FAILED) == (150, 0)
    check(NAME, CAPOT_BID_FAILED, (132, 30), (20, 560), "dedans")


def test_capot_500_option_capot_bid_failed() -> None:
    # A flat 500 and every annonce: 500 + 150 = 650; NS 20.
    check(f"{NAME}+capot-500", CAPOT_BID_FAILED, (132, 30), (20, 650), "dedans")


# --------------------------------------------------------------------------------------------
# more scoring
# --------------------------------------------------------------------------------------------


def test_an_exact_tie_is_a_failure() -> None:
    # « Les preneurs obtiennent un total supérieur à celui de la défense »: 81 against 81 fails.
    # EO 160 + 80 = 240; no litige.
    assert line(NAME, bid(80), (81, 81)) == (0, 240, "dedans")


def test_the_belote_counts_toward_the_contract() -> None:
    # §4.2: NS 72 + 20 = 92 ≥ 90 and > 90 (EO): made. 72 + 90 + 20 = 182 → 180; EO 90.
    assert line(NAME, bid(90), (72, 90), belote="NS") == (180, 90, "made")


def test_coinche_failed_the_takers_keep_their_belote() -> None:
    # (160 + 100) × 2 = 520 to the defence, the takers' belote stays with them: 20.
    assert line(NAME, bid(100, 1), (60, 102), belote="NS") == (20, 520, "dedans")


def test_capot_against_the_takers_250_for_160() -> None:
    # The defence takes every trick: 250 instead of 160 in the failed line: 250 + 100 = 350.
    assert line(NAME, bid(100), (0, 162), capot="EW") == (0, 350, "dedans")


def test_coinched_capot_bid_1000() -> None:
    # (250 + 250) × 2 = 1000, as the FFB web page says for a contré capot.
    assert line(NAME, bid("capot", 1), (162, 0), capot="NS") == (1000, 0, "capot")
    assert line(f"{NAME}+capot-500", bid("capot", 1), (162, 0), capot="NS") == (1000, 0, "capot")
    # Failed and coinché: (160 + 250) × 2 = 820, or 500 × 2 = 1000 in the other reading.
    assert line(NAME, bid("capot", 1), (140, 22)) == (0, 820, "dedans")
    assert line(f"{NAME}+capot-500", bid("capot", 1), (140, 22)) == (0, 1000, "dedans")


def test_rounding_85_up() -> None:
    # 85 + 80 = 165 → 170; EO 77 → 80.
    assert line(NAME, bid(80), (85, 77)) == (170, 80, "made")


# --------------------------------------------------------------------------------------------
# annonces (§8)
# --------------------------------------------------------------------------------------------


def declare(hands: dict[str, str], trump: str, **extras: Any) -> tuple[int, int]:
    awarded = rules().declarations({s: codes(h) for s, h in hands.items()}, trump, **extras).awarded
    return awarded["NS"], awarded["EW"]


def test_equal_best_annonces_void_every_annonce() -> None:
    # Tierces to the ace with Nord (hearts, trump) and Est: « aucune annonce ne compte, et ce,
    # même si un camp bénéficie d'autres annonces inférieures » (Nord's 7-8-9♣ too).
    hands = {
        "Nord": "A♥ R♥ D♥ 7♣ 8♣ 9♣ 10♠ 7♦",
        "Ouest": "V♥ 9♥ 10♥ 8♦ 9♦ V♣ V♠ 8♠",
        "Sud": "8♥ 7♥ 10♦ V♦ 10♣ D♣ 7♠ 9♠",
        "Est": "A♠ R♠ D♠ A♦ R♦ D♦ A♣ R♣",
    }
    assert declare(hands, "H") == (0, 0)


def test_a_carre_of_100_beats_a_cent() -> None:
    hands = {
        "Nord": "7♥ 8♥ 9♥ 10♥ V♥ 7♠ 8♠ 7♦",
        "Ouest": "R♥ R♠ R♦ R♣ 9♠ 10♠ 8♦ 7♣",
        "Sud": "D♥ A♥ V♠ D♠ 9♦ 10♦ 8♣ 9♣",
        "Est": "A♣ A♠ V♦ D♦ A♦ 10♣ V♣ D♣",
    }
    # Ouest's carré de rois (100) beats Nord's cent (100); EO adds Est's tierce 10-V-D♣: 120.
    assert declare(hands, "S") == (0, 120)


def test_renonce_the_unshown_annonce_goes_to_the_opponents() -> None:
    hands = {
        "Nord": "9♥ 10♥ V♥ D♥ 7♠ 8♦ 7♣ 8♣",
        "Ouest": "9♦ 10♦ V♦ 8♠ 9♠ R♥ A♥ 9♣",
        "Sud": "7♥ 8♥ D♦ A♦ 10♠ V♠ 10♣ V♣",
        "Est": "D♠ R♠ A♠ 7♦ R♦ D♣ R♣ A♣",
    }
    # §8.4: Nord's cinquante (50), the best, not shown: « le camp adverse marquera les points ».
    assert declare(hands, "S", unshown=["N"]) == (0, 50)


def test_one_card_serves_one_annonce() -> None:
    # « une carte ne peut compter que pour une seule annonce à la fois »: V♥ is in Nord's carré
    # of jacks and in his 9-10-V♥; the carré (200) only, not the tierce. It beats Est's tierce
    # D-R-A♣.
    hands = {
        "Nord": "V♥ V♠ V♦ V♣ 9♥ 10♥ 7♠ 7♦",
        "Ouest": "A♥ R♥ 8♠ 9♠ 8♦ 9♦ 8♣ 9♣",
        "Sud": "D♥ 8♥ 7♥ 10♠ D♠ 10♦ D♦ 10♣",
        "Est": "R♠ A♠ R♦ A♦ D♣ R♣ A♣ 7♣",
    }
    assert declare(hands, "S") == (200, 0)


# --------------------------------------------------------------------------------------------
# the end of the game (§10.4)
# --------------------------------------------------------------------------------------------


def test_no_win_through_the_belote_after_a_failure() -> None:
    # « Si une équipe est capot ou chute, et atteint les points fixés uniquement grâce aux points
    # d'une belote, la partie n'est pas encore gagnée ». The short-by-one deal: NS 1990 + 20.
    assert settle(NAME, (1990, 1500), bid(110), (69, 93), belote="NS", declarations={"NS": 20}) == (
        (2010, 1790),
        None,
        False,
    )


def test_no_win_through_the_belote_after_a_capot_suffered() -> None:
    # EO takes the contract 90 and NS makes every trick: EO keeps its belote, 1990 + 20 = 2010,
    # but « capot »: the game goes on; NS 1500 + 250 + 90 = 1840.
    contract = {"taker": "EW", "trump": "H", "bid": 90, "contre": 0, "seat": "W"}
    assert settle(NAME, (1500, 1990), contract, (162, 0), belote="EW", capot="NS") == (
        (1840, 2010),
        None,
        False,
    )


def test_a_made_contract_may_win_on_the_belote() -> None:
    # The clause covers a failure or a capot only: NS 1880 + (100 + 100 + 20 → 220) = 2100.
    assert settle(NAME, (1880, 1500), bid(100), (100, 62), belote="NS") == (
        (2100, 1560),
        "NS",
        True,
    )


def test_both_over_the_higher_wins_a_tie_plays_one_more_deal() -> None:
    # « celui qui a le plus de points au-delà »: NS 1900 + 170 = 2070, EO 1960 + 80 = 2040.
    assert settle(NAME, (1900, 1960), bid(80), (86, 76)) == ((2070, 2040), "NS", True)
    # « En cas de nouvelle égalité, une dernière donne départage »: 2050 all, the game goes on.
    assert settle(NAME, (1880, 1970), bid(80), (86, 76)) == ((2050, 2050), None, False)


# --------------------------------------------------------------------------------------------
# auction, misdeal, card play
# --------------------------------------------------------------------------------------------


def test_bids_from_80_by_tens_with_no_ceiling() -> None:
    # « L'enchère doit être de 80 au minimum »; no ceiling is quoted for this text (the FFB web
    # page says 650): the engine offers bids above 160, and the capot above everything.
    game = rules().new_game(seed=3, dealer="E")
    assert game.to_move == "N"
    offered = [a for a in game.legal_actions() if a.endswith(":H")]
    assert offered[:4] == ["bid:80:H", "bid:90:H", "bid:100:H", "bid:110:H"]
    assert "bid:170:H" in offered
    assert "bid:650:H" in offered
    assert offered[-1] == "bid:capot:H"
    assert "bid:generale:H" not in game.legal_actions()


def test_coinche_in_turn_freezes_then_three_passes_end_the_auction() -> None:
    # « on ne coinche pas à la volée »; « le tour d'enchère s'achève lorsqu'après une enchère
    # ou un contre, les trois joueurs suivants passent ».
    game = rules().new_game(seed=3, dealer="E")
    game.apply("bid:100:C")  # Nord
    assert "contre" not in game.legal_actions("S")  # his own side
    assert "contre" not in game.legal_actions("E")  # out of turn
    game.apply("contre")  # Ouest
    assert sorted(game.legal_actions()) == ["pass", "surcontre"]  # Sud: no new bid
    game.apply("pass")
    game.apply("pass")  # Est
    game.apply("pass")  # Nord
    contract = game.deal.contract
    assert contract is not None
    assert (contract.team, contract.bid, contract.contre) == ("NS", 100, 1)


def test_a_capot_bid_may_be_coinched() -> None:
    # After a capot the opponents may « passer ou coincher ».
    game = rules().new_game(seed=3, dealer="E")
    game.apply("bid:capot:S")
    assert sorted(game.legal_actions()) == ["contre", "pass"]


def test_all_pass_the_right_hand_player_deals() -> None:
    # « la donne est terminée sans points marqués. Le donneur […] fait passer [les cartes] au
    # joueur à sa droite qui sera le nouveau donneur. »
    game = rules().new_game(seed=3, dealer="E")
    for _ in range(4):
        game.apply("pass")
    assert game.deals[0].status == "passed"
    assert SEATS[game.deal.dealer] == "N"
    assert game.totals == {"NS": 0, "EW": 0}


def test_misdeal_redeal_by_the_same_dealer() -> None:
    assert rules().misdeal_ruling("E", count=1)["penalty"] == "redeal"
    assert rules().misdeal_ruling("E", count=1)["next_dealer"] == "E"


@pytest.mark.parametrize(
    ("trick", "hand", "legal"),
    [
        # §5.2 règle 3: trump led, climb even over the partner.
        ([("N", "9H"), ("W", "8H")], ["JH", "7H", "AS"], ["JH"]),
        # §5.2, 2.1: no card of the suit, partner not master: trump.
        ([("N", "AS")], ["8H", "KC"], ["8H"]),
        # §5.2, 2.2: cannot beat the opponent's trump: « on ne pisse pas », any card.
        ([("N", "AS"), ("W", "9H")], ["8H", "KC"], ["8H", "KC"]),
        # §5.2, règle 4: partner master by a cut, only trumps left: a lower trump is allowed.
        ([("W", "AS"), ("S", "9H"), ("E", "7S")], ["8H", "7H", "JH"], ["7H", "8H", "JH"]),
        # … « le seul cas » where it is: with another suit, no trump under the partner's 9.
        ([("W", "AS"), ("S", "9H"), ("E", "7S")], ["8H", "JH", "KC"], ["JH", "KC"]),
    ],
)
def test_card_play(trick: list[tuple[str, str]], hand: list[str], legal: list[str]) -> None:
    got = sorted(c.code for c in rules().legal_cards(hand, trick, "H"))
    assert got == sorted(legal)


def test_tout_atout_reduced_values_make_162() -> None:
    r = rules(f"{NAME}+sans-atout-tout-atout")
    values = [r.card_points(c, "TA") for c in ("JH", "9S", "AD", "TC", "KH", "QS", "8D", "7C")]
    assert values == [13, 9, 6, 5, 3, 2, 0, 0]
    every = [c.code for s in "SHDC" for c in parse_cards(" ".join(f"{r}{s}" for r in "789TJQKA"))]
    assert sum(r.card_points(c, "TA") for c in every) + 10 == 162


# --------------------------------------------------------------------------------------------
# the file itself
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("spec", [NAME, *(f"{NAME}+{o}" for o in OPTIONS)])
def test_every_rule_is_cited(spec: str) -> None:
    variant = load_variant(spec)
    for path, cite in cited_rules(variant):
        assert from_parent(variant, cite) or cite.source in ("CO15", "FFB-WEB-COINCHE"), path


def test_web_page_values_are_marked_as_choices() -> None:
    variant = load_variant(NAME)
    for path in rule_paths():
        cite = variant.citation(path)
        assert cite is not None
        if cite.source == "FFB-WEB-COINCHE":
            assert cite.choice, path
