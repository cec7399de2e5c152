"""The 2016 rules of the Championnat de France de contrée at Cannes (``variants/cannes-2016.yaml``)
through the Python API.

The golden deals of ``features/cannes-2016.feature``, card by card, scored with
``Rules.score_deal`` and played again through ``Game`` (bidding, every card, the record written
and replayed); then the special rules of the règlement: contre ×2 and surcontre ×3 on the bid
only, the belote never multiplied (III – MARQUE), « générale ou capot » = 270 above bids that
stop at 260 (2°), the contre out of turn ruled on by the bidding side (2°), the misdeal graded
by when it is found (1°, Fausse donne), the first shuffle by each team and the dealer's free
shuffle (1°), the play obligations 3° a–d, the 6-up rounding and the last deal « au point
juste », 2001 points.

Every expected number was worked by hand from the règlement as the Avo-k/colver rules survey
quotes it; the computation is in the comments. Card values: trump V 20, 9 14, A 11, 10 10,
R 4, D 3; plain A 11, 10 10, R 4, D 3, V 2; dix de der 10; 162 in all, 252 at a capot.
"""

from __future__ import annotations

from typing import Any

import pytest

from belote_spec import load_variant
from belote_spec.cards import SEATS
from belote_spec.engine.bidding import IllegalAction
from belote_spec.engine.game import Game
from belote_spec.engine.rules import Rules

from .golden import bid, check, cited_rules, codes, compiled, line, random_game, scenario

NAME = "cannes-2016"
OPTIONS = ("contre-perdant-zero", "atout-monter-sur-partenaire")


def rules(spec: str = NAME) -> Rules:
    return compiled(spec)


# ----------------------------------------------------------------------------- the file


def test_every_rule_is_cited_by_the_file_itself() -> None:
    variant = load_variant(NAME)
    for path, cite in cited_rules(variant):
        assert cite.source in variant.sources, path


def test_the_source_is_the_archived_2016_reglement() -> None:
    source = load_variant(NAME).sources["CAN"]
    assert source.date == "2016"
    assert source.url is not None
    assert source.url.startswith("https://web.archive.org/web/20160421181912")
    assert {"1°, Fausse donne", "2°", "3° d", "III – MARQUE"} <= set(source.sections)


@pytest.mark.parametrize("option", ["", *OPTIONS])
def test_each_option_loads_and_plays_a_whole_game(option: str) -> None:
    spec = NAME + (f"+{option}" if option else "")
    game = random_game(rules(spec))
    assert game.result is not None
    assert game.result.winner in ("NS", "EW")
    assert max(game.totals.values()) >= 2001


# ----------------------------------------------------------------------------- golden deals

MADE = scenario(NAME, "Cannes — Sud demande 100 à cœur").deal

DEDANS = scenario(NAME, "Cannes — Est demande 110 à pique").deal

CONTRE = scenario(NAME, "Cannes — Ouest demande 90 à carreau").deal

SURCONTRE = scenario(NAME, "Cannes — Nord demande 80 à trèfle,").deal

CAPOT_DEMANDE = scenario(NAME, "Cannes — Sud demande « générale ou").deal

CAPOT = scenario(NAME, "Cannes — Est demande 120 à pique").deal


def test_made_the_reglements_own_example_204_and_58_rounded_to_200_and_60() -> None:
    # NS: 11 + 30 + 20 + 16 + 17 + 10 = 104; EO: 25 + 18 + 15 = 58.
    # « 100 demandés + 104 faits = 204, l'équipe adverse marquera 58 points »; outside the last
    # deal each team rounds « à 6 »: 204 → 200, 58 → 60.
    check(NAME, MADE, (104, 58), (200, 60), "made", belote=[])


def test_dedans_the_defence_scores_the_bid_162_and_the_prenable_belote() -> None:
    # EO 66 + 20 = 86 < 110: perdu. NS 110 + 162 + 20 = 292 → 290; EO 0.
    check(NAME, DEDANS, (96, 66), (290, 0), "dedans", belote=["EW"])


def test_contre_made_only_the_bid_is_doubled_and_the_defence_keeps_its_tricks() -> None:
    # EO 90 × 2 + 125 + 20 (belote, « ni doublée ni triplée ») = 325 → 320 (5 down);
    # NS 37 → 40.
    check(NAME, CONTRE, (37, 125), (40, 320), "made", belote=["EW"])


def test_contre_made_with_the_option_the_loser_scores_nothing() -> None:
    # 162 + 90 × 2 + 20 = 362 → 360; NS 0.
    check(f"{NAME}+contre-perdant-zero", CONTRE, (37, 125), (0, 360), "made")


def test_surcontre_dedans_the_bid_is_tripled_not_the_belote() -> None:
    # NS 47 + 20 = 67 < 80: perdu. EO 80 × 3 + 162 + 20 = 422 → 420; NS 0.
    check(NAME, SURCONTRE, (47, 115), (0, 420), "dedans", belote=["NS"])


def test_generale_ou_capot_is_a_270_contract_on_the_252_of_the_capot() -> None:
    # 270 + 252 + 20 = 542 → 540.
    check(NAME, CAPOT_DEMANDE, (162, 0), (540, 0), "capot", capot="NS")


def test_unbid_capot_252_plus_the_bid() -> None:
    # 252 + 120 + 20 = 392 → 390.
    check(NAME, CAPOT, (0, 162), (0, 390), "capot", capot="EW", belote=["EW"])


# ----------------------------------------------------------------------------- more scoring


def test_the_belote_is_never_multiplied_and_the_bid_is() -> None:
    # Surcontré made: 100 × 3 + 110 + 20 = 430; EO 52 → 50.
    assert line(NAME, bid(100, 2), (110, 52), belote="NS") == (430, 50, "made")
    # Contré and failed: 100 × 2 + 162 + 20 = 382 → 380.
    assert line(NAME, bid(100, 1), (70, 92), belote="NS") == (0, 380, "dedans")


def test_capot_bids_contre_and_missed() -> None:
    # « générale ou capot » contré and made: 270 × 2 + 252 = 792 → 790 (BAR §12.3: 792).
    assert line(NAME, bid("capot", 1), (162, 0), capot="NS") == (790, 0, "capot")
    # Missed: 270 + 162 = 432 → 430 for the defence.
    assert line(NAME, bid("capot"), (150, 12)) == (0, 430, "dedans")
    # The defence takes every trick of a failed 100: « 162 ou 252 »: 100 + 252 = 352 → 350.
    assert line(NAME, bid(100), (0, 162), capot="EW") == (0, 350, "dedans")


@pytest.mark.parametrize(
    ("ns", "ew", "expected"),
    [
        (104, 58, (200, 60)),  # 204 → 200, 58 → 60
        (105, 57, (200, 60)),  # 205 → 200 (5 down), 57 → 60
        (106, 56, (210, 60)),  # 206 → 210, « 156 valant 160 »: 6 up
        (107, 55, (210, 50)),  # 207 → 210, 55 → 50 (5 down)
    ],
)
def test_each_team_rounds_to_6(ns: int, ew: int, expected: tuple[int, int]) -> None:
    assert line(NAME, bid(100), (ns, ew))[:2] == expected


# ----------------------------------------------------------------------------- card play


def legal(spec: str, hand: str, trick: list[tuple[str, str]], trump: str = "H") -> set[str]:
    return {c.code for c in rules(spec).legal_cards(codes(hand), trick, trump)}


def test_3a_partner_master_discard_or_trump_opponent_master_trump() -> None:
    assert legal(NAME, "8♥ R♦ 7♣", [("N", "AS"), ("W", "7S")]) == {"8H", "KD", "7C"}
    assert legal(NAME, "8♥ R♦ 7♣", [("N", "7S"), ("W", "AS")]) == {"8H"}


def test_3b_overtrump_the_opponent_and_3c_no_undertrumping() -> None:
    assert legal(NAME, "V♥ 8♥ R♦", [("N", "AS"), ("W", "9H")]) == {"JH"}
    assert legal(NAME, "8♥ R♦ 7♣", [("N", "AS"), ("W", "JH")]) == {"8H", "KD", "7C"}


def test_3d_no_duty_to_climb_on_the_partners_master_cut() -> None:
    trick = [("W", "AS"), ("S", "9H"), ("E", "7S")]
    assert legal(NAME, "V♥ 8♥", trick) == {"JH", "8H"}


def test_trump_led_climb_on_an_opponent_not_on_a_master_partner_and_the_federal_option() -> None:
    partner = [("N", "9H"), ("W", "7H")]
    assert legal(NAME, "V♥ 8♥ A♣", partner) == {"JH", "8H"}
    assert legal(f"{NAME}+atout-monter-sur-partenaire", "V♥ 8♥ A♣", partner) == {"JH"}
    assert legal(NAME, "V♥ 7♥ A♣", [("N", "8H"), ("W", "9H")]) == {"JH"}


# ----------------------------------------------------------------------------- bidding


def bids(game: Game, suit: str) -> list[str]:
    return [
        a.split(":")[1]
        for a in game.legal_actions()
        if a.startswith("bid:") and a.endswith(f":{suit}")
    ]


def test_bids_from_80_by_tens_up_to_260_then_generale_ou_capot() -> None:
    game = rules().new_game(seed=1, dealer="E")
    assert game.to_move == "N"
    ladder = bids(game, "H")
    assert ladder[:3] == ["80", "90", "100"]
    assert ladder[-2:] == ["260", "capot"]
    assert "270" not in ladder
    game.apply("bid:100:H")
    assert "130" in bids(game, "S")  # « 10 au moins au-dessus »: levels may be skipped
    game.apply("bid:capot:S")
    assert "contre" in game.legal_actions()  # Sud: the capot may be contré
    game.apply("contre")
    game.apply("surcontre")  # Est, partner of the bidder: the surcontre ends the auction
    contract = game.deal.contract
    assert contract is not None
    assert (contract.team, contract.bid, contract.contre) == ("EW", "capot", 2)


def test_a_contre_out_of_turn_the_bidding_side_plays_on() -> None:
    game = rules().new_game(seed=3, dealer="N")
    game.apply("bid:90:S")  # Ouest
    assert "contre" in game.legal_actions("N")  # a fault, but the engine takes it
    game.apply("contre", "N")
    assert game.to_move == "W"
    assert game.legal_actions() == ["play-on", "redeal"]
    game.apply("play-on")
    for _ in range(3):
        game.apply("pass")
    contract = game.deal.contract
    assert contract is not None
    assert (contract.team, contract.bid, contract.contre) == ("EW", 90, 1)


def test_a_contre_out_of_turn_the_bidding_side_has_the_cards_redealt() -> None:
    game = rules().new_game(seed=3, dealer="N")
    game.apply("bid:90:S")
    game.apply("contre", "N")
    game.apply("redeal")
    assert game.deals[0].status == "redealt"
    assert game.deal.dealer == SEATS.index("N")
    assert game.totals == {"NS": 0, "EW": 0}


def test_a_contre_out_of_turn_is_refused_to_the_bidders_partner() -> None:
    game = rules().new_game(seed=3, dealer="N")
    game.apply("bid:90:S")  # Ouest
    with pytest.raises(IllegalAction):
        game.apply("contre", "E")


# ----------------------------------------------------------------------------- dealing


def test_misdeal_before_any_bid_is_redealt_by_the_same_dealer() -> None:
    game = rules().new_game(seed=3, dealer="N")
    game.misdeal("N")
    assert game.deal.dealer == SEATS.index("N")
    assert game.totals == {"NS": 0, "EW": 0}


def test_misdeal_after_an_opponents_bid_costs_160_and_the_contract() -> None:
    # 3°: « pénalité de 160 points + le contrat, donne au suivant »: 160 + 90 = 250 for EO.
    game = rules().new_game(seed=3, dealer="N")
    game.apply("bid:90:S")  # Ouest, an opponent of the dealer
    game.misdeal("S")
    assert game.totals == {"NS": 0, "EW": 250}
    assert game.deal.dealer == SEATS.index("W")
    ruling = rules().misdeal_ruling("E", after_bid=True, last_bid=120)
    assert ruling["line"] == {"NS": 280, "EW": 0}
    assert ruling["next_dealer"] == "N"


def test_misdeal_after_a_bid_of_the_dealers_partner_only_is_redealt() -> None:
    game = rules().new_game(seed=3, dealer="N")
    game.apply("pass")  # Ouest
    game.apply("bid:80:H")  # Sud, the dealer's partner
    game.misdeal("E")
    assert game.totals == {"NS": 0, "EW": 0}
    assert game.deal.dealer == SEATS.index("N")


def test_the_dealer_shuffles_if_he_wants_and_the_deal_passes_to_the_right() -> None:
    game = rules().new_game(seed=4, dealer="N")
    for _ in range(4):
        game.apply("pass")
    assert game.phase == "shuffle"
    assert game.to_move == "W"
    game.apply("shuffle")
    assert game.deal.dealer == SEATS.index("W")
    assert game.deals[-1].shuffled is True
    variant = load_variant(NAME)
    assert variant.rule("deal.shuffle.first") == "each_team"
    assert list(variant.rule("deal.patterns")) == ["3-3-2", "2-3-3", "3-2-3"]
    assert variant.rule("deal.cut.min_packet") == 2


# ----------------------------------------------------------------------------- end of game


def settle(before: dict[str, int], points: dict[str, int], **kw: Any) -> Any:
    contract = {"taker": "NS", "trump": "H", "bid": 100, "contre": 0}
    return rules().settle_deal(before, None, contract, points, mode=1, **kw)


def test_the_last_deal_is_counted_au_point_juste() -> None:
    # NS 1800 + 204 = 2004 ≥ 2001: the last deal, « on inscrira 204 et 58 ».
    score, end = settle({"NS": 1800, "EW": 1500}, {"NS": 104, "EW": 58})
    assert (score.NS, score.EW, score.exact) == (204, 58, True)
    assert end.winner == "NS"


def test_2000_does_not_win_a_game_in_2001() -> None:
    # NS 100 + 100 = 200: 2000 exactly, less than 2001; rounded 200 / 60, the game goes on.
    score, end = settle({"NS": 1800, "EW": 1500}, {"NS": 100, "EW": 62})
    assert (score.NS, score.EW, score.exact) == (200, 60, False)
    assert not end.over
