"""The Contree-KFFR preset (``variants/contree-kffr.yaml``) through the Python API.

The golden deals of ``features/contree-kffr.feature``, card by card, scored with ``score_deal``
and played again through :class:`Game` (bidding included, the record written and replayed),
then the special rules of the preset: eight cards at once and the rotating « partance », bids
80 to 160 in a suit then capot, the contre that freezes the contract, the surcontre that ends
the auction, 81-81 failing, the contré scoring (160 + contract + belote) × m with the loser
keeping its belote, the capot base 250, the failed capot bid worth a flat 500, rounding to the
nearest ten (5 up) per side after the multiplier, and the game that cannot be won through
one's own belote after one's own chute or a capot suffered.

The application's code is the rule text (key KFFR): « scoring.ts », « game.ts »,
« bidding.ts » and « presets.ts » at commit 4c8ec44, « rules.ts » and « belote.ts » at 6e6e78a,
as the preset's files read at those commits. Every expected number below was computed by hand
from those formulas (``scoreFfb``, ``roundFfbScore``, ``reachesTargetOnlyThroughBelote``);
the computation is in the comments.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from belote_spec import load_variant
from belote_spec.cards import SEATS
from belote_spec.engine.bidding import IllegalAction
from belote_spec.engine.rules import Rules

from .golden import (
    check,
    cited_rules,
    codes,
    compiled,
    deal_score,
    play,
    random_game,
    scenario,
    through_game,
)

NAME = "contree-kffr"


def rules(spec: str = NAME) -> Rules:
    return compiled(spec)


# ----------------------------------------------------------------------------- the golden deals

#: « Ouest demande 100 à cœur et le fait ; les 75 points de NS s'arrondissent à 80 ».
K1 = replace(
    scenario(NAME, "KFFR — Ouest demande 100 à cœur").deal,
    calls=["pass", "bid:100:H", "pass", "pass", "pass"],
)


def test_k1_made_and_each_side_rounded_5_up() -> None:
    # Plis : NS 24 + 18 + 3 + 10 de der = 55 ; EO 44 + 14 + 19 + 14 + 16 = 107.
    # Belote : Nord, D♥ au pli 3, R♥ au pli 6.
    # scoring.ts L272-288 : 107 ≥ 100 et 107 > 55 + 20 : fait.
    # L139-145 : EO 107 + 100 = 207 ; NS 55 + 20 = 75 ; roundFfbScore (L27-29) : 210 et 80.
    check(NAME, K1, (55, 107), (80, 210), "made", belote=["NS"])


#: « Sud demande 80 à pique et fait 81, autant que la défense : il chute ».
K2 = replace(
    scenario(NAME, "KFFR — Sud demande 80 à pique").deal,
    calls=["pass", "bid:80:S", "pass", "pass", "pass"],
)


def test_k2_81_81_fails() -> None:
    # Plis : NS 45 + 24 + 10 + 2 = 81 ; EO 24 + 24 + 17 + 6 + 10 = 81.
    # 81 ≥ 80 mais 81 > 81 est faux (mustBeatDefense) : chute, pas de litige.
    # EO 160 + 80 = 240 ; NS 0.
    check(NAME, K2, (81, 81), (0, 240), "dedans", belote=[])


#: « Sud demande 90 à carreau, Est contre ; la belote fait le contrat ».
K3 = replace(
    scenario(NAME, "KFFR — Sud demande 90 à carreau,").deal,
    calls=["pass", "pass", "pass", "bid:90:D", "contre", "pass", "pass", "pass"],
)


def test_k3_contre_made_through_the_belote() -> None:
    # Plis : NS 41 + 12 + 14 + 7 + 5 = 79 ; EO 27 + 39 + 7 + 10 = 83.
    # 79 + 20 = 99 ≥ 90 et 99 > 83 : fait (sans la belote, 79 < 90).
    # Contré (L158-169) : NS (160 + 90 + 20) × 2 = 540 ; EO n'a pas de belote : 0.
    checked = check(NAME, K3, (79, 83), (540, 0), "made", belote=["NS"])
    assert checked.score.multiplier == 2


#: « Est demande 110 à trèfle, Nord contre, Ouest surcontre ; Est chute à 107 ».
K4 = replace(
    scenario(NAME, "KFFR — Est demande 110 à trèfle,").deal,
    calls=["pass", "bid:110:C", "contre", "surcontre"],
)


def test_k4_surcontre_chute_the_taker_keeps_its_belote() -> None:
    # Plis : NS 23 + 21 + 11 + 10 + 10 = 75 ; EO 45 + 14 + 25 + 3 = 87.
    # 87 + 20 = 107 < 110 : chute. Surcontré (L170-180) : NS (160 + 110) × 4 = 1080 ; Est
    # garde sa belote, non multipliée : 20.
    checked = check(NAME, K4, (75, 87), (1080, 20), "dedans", belote=["EW"])
    assert checked.score.multiplier == 4


#: « Nord demande le capot à pique et le fait avec la belote ».
K5 = replace(
    scenario(NAME, "KFFR — Nord demande le capot à").deal,
    calls=["pass", "pass", "pass", "bid:capot:S", "pass", "pass", "pass"],
)


def test_k5_capot_bid_made_with_the_belote_520() -> None:
    # game.ts L597-600 : le dernier pli vaut 100, 252 points de plis.
    # Capot demandé fait : 252 + 20 + 250 = 522, arrondi 520 ; EO 0.
    checked = check(NAME, K5, (162, 0), (520, 0), "capot", capot="NS", belote=["NS"])
    assert checked.score.card_points["NS"] == 252


#: « Est demande le capot à cœur, Nord prend un pli ».
K6 = replace(
    scenario(NAME, "KFFR — Est demande le capot à").deal,
    calls=["bid:capot:H", "pass", "pass", "pass"],
)


def test_k6_capot_bid_failed_a_flat_500() -> None:
    # Plis : NS 25 (le pli de l'as de pique) ; EO 137.
    # Capot demandé chuté : NS 250 + 250 = 500, quels que soient les points ; EO 0.
    checked = check(NAME, K6, (25, 137), (500, 0), "dedans", capot=None)
    # Contré : (250 + 250) × 2 = 1000.
    points = checked.played.points
    s = rules().score_deal({**K6.contract(), "contre": 1}, points, declarations={"NS": 0, "EW": 0})
    assert (s.NS, s.EW) == (1000, 0)


def test_k7_no_win_through_ones_own_belote_after_ones_own_chute() -> None:
    r = rules()
    plain = replace(K4, contre=0, calls=["pass", "bid:110:C", "pass", "pass", "pass"])
    p = play(r, plain)
    # Sans contre : NS 160 + 110 = 270 ; EO garde sa belote : 20.
    s = deal_score(r, plain, p)
    assert (s.NS, s.EW) == (270, 20)
    assert through_game(r, plain) == (270, 20)
    # reachesTargetOnlyThroughBelote (game.ts L146-173) : EO 985 + 20 = 1005, mais sans sa
    # belote 985 < 1000 : pas de vainqueur ; la belote reste au total.
    end = r.game_end({"NS": 500, "EW": 985}, s)
    assert not end.over
    # Déjà à 1000 avant la donne, EO gagne même en chutant.
    assert r.game_end({"NS": 500, "EW": 1000}, s).winner == "EW"


# ----------------------------------------------------------------------------- the file


def test_every_rule_is_cited_by_the_file_itself() -> None:
    variant = load_variant(NAME)
    for path, cite in cited_rules(variant):
        assert cite.source is None or cite.source in variant.sources, path


def test_a_whole_game_plays_to_the_end() -> None:
    game = random_game(rules())
    assert game.result is not None
    assert max(game.totals.values()) >= 1000


# ----------------------------------------------------------------------------- dealing


def test_eight_cards_at_once_no_cut_the_partance_speaks_and_leads() -> None:
    game = rules().new_game(seed=3, dealer="N")
    assert [len(game.hand(s)) for s in SEATS] == [8, 8, 8, 8]
    assert game.deal.dealt.turned is None
    assert game.deal.cut == 0
    assert game.to_move == "W"  # la partance, après le « donneur » fictif
    for action in ["pass", "bid:90:H", "pass", "pass", "pass"]:
        game.apply(action)
    assert game.to_move == "W"  # la partance entame, quel que soit le preneur (Sud)


def test_all_pass_the_partance_moves_one_seat() -> None:
    game = rules().new_game(seed=3, dealer="N")
    for _ in range(4):
        game.apply("pass")
    assert game.deals[0].status == "passed"
    assert game.totals == {"NS": 0, "EW": 0}
    assert game.to_move == "S"


# ----------------------------------------------------------------------------- bidding


def test_bids_80_to_160_in_a_suit_then_capot() -> None:
    game = rules().new_game(seed=3, dealer="N")
    bids = [a for a in game.legal_actions() if a.startswith("bid:")]
    numbers = list(dict.fromkeys(a.split(":")[1] for a in bids))
    # BID_VALUES (bidding.ts L6) ; allowNoTrump / allowAllTrump / allowGenerale : false.
    assert numbers == ["80", "90", "100", "110", "120", "130", "140", "150", "160", "capot"]
    assert {a.split(":")[2] for a in bids} == {"S", "H", "D", "C"}
    game.apply("bid:160:S")
    assert [a for a in game.legal_actions() if a.startswith("bid:")] == [
        "bid:capot:S",
        "bid:capot:H",
        "bid:capot:D",
        "bid:capot:C",
    ]


def test_a_partner_may_be_overbid_and_a_passed_player_may_bid_again() -> None:
    game = rules().new_game(seed=3, dealer="N")
    game.apply("bid:80:S")  # Ouest
    game.apply("pass")  # Sud
    game.apply("bid:90:H")  # Est couvre son partenaire
    game.apply("bid:100:D")  # Nord
    game.apply("pass")  # Ouest
    assert "bid:110:S" in game.legal_actions()  # Sud, qui a passé, reparle


def test_the_contre_freezes_the_contract_three_passes_end_the_auction() -> None:
    game = rules().new_game(seed=3, dealer="N")
    game.apply("bid:100:S")  # Ouest
    game.apply("contre")  # Sud
    # Plus d'enchère ni de capot après un contre (game.ts L425-427).
    assert game.legal_actions() == ["pass", "surcontre"]  # Est
    game.apply("pass")
    assert game.legal_actions() == ["pass"]  # Nord, du camp du contreur
    game.apply("pass")
    assert game.legal_actions() == ["pass", "surcontre"]  # Ouest
    game.apply("pass")
    contract = game.deal.contract
    assert contract is not None
    assert (contract.bid, contract.contre, contract.team) == (100, 1, "EW")


def test_the_surcontre_ends_the_auction_at_once() -> None:
    game = rules().new_game(seed=3, dealer="N")
    game.apply("bid:100:S")
    game.apply("contre")
    game.apply("surcontre")
    assert game.phase == "play"
    contract = game.deal.contract
    assert contract is not None
    assert contract.contre == 2


def test_contre_in_turn_by_an_opponent_only_a_capot_may_be_contre() -> None:
    game = rules().new_game(seed=3, dealer="N")
    game.apply("bid:capot:S")  # Ouest
    assert "contre" in game.legal_actions()  # Sud, adversaire, à son tour
    with pytest.raises(IllegalAction):
        game.apply("contre", "N")  # Nord, hors de son tour
    game.apply("pass")
    assert "contre" not in game.legal_actions()  # Est, partenaire du preneur


# ----------------------------------------------------------------------------- card play


def test_card_play_obligations_of_the_preset() -> None:
    r = rules()

    def legal(hand: str, trick: list[tuple[str, str]]) -> list[str]:
        return sorted(c.code for c in r.legal_cards(codes(hand), trick, "H"))

    # mustRaiseAtTrump : à l'atout, monter même sur son partenaire (rules.ts L115-127).
    assert legal("A♥ 9♥ 7♣", [("N", "10♥"), ("W", "7♥")]) == sorted(codes("A♥ 9♥"))
    # Partenaire maître : n'importe quelle carte (L141-143).
    assert legal("8♥ 7♣", [("N", "A♠"), ("W", "7♠")]) == sorted(codes("8♥ 7♣"))
    # Coupe adverse, atout plus fort en main : surcouper (L147-148).
    assert legal("V♥ 7♥ R♣", [("N", "A♠"), ("W", "9♥")]) == codes("V♥")
    # Coupe adverse, pas d'atout plus fort : n'importe quelle carte (L156-163).
    assert legal("8♥ 7♥ R♣", [("N", "A♠"), ("W", "9♥")]) == sorted(codes("8♥ 7♥ R♣"))
    # Adversaire maître sans atout dans le pli : couper (L164).
    assert legal("8♥ 7♥ R♣", [("N", "A♠")]) == sorted(codes("8♥ 7♥"))


# ----------------------------------------------------------------------------- scoring


def test_the_scoring_lines_of_score_ffb() -> None:
    r = rules()

    def line(bid: int | str, contre: int, points: dict[str, int], **kw: Any) -> tuple[int, int]:
        contract = {"taker": "NS", "trump": "H", "bid": bid, "contre": contre}
        s = r.score_deal(contract, points, declarations={"NS": 0, "EW": 0}, **kw)
        return s.NS, s.EW

    # Exemples du barème de « scoring.ts » (scoreFfb, roundFfbScore), refaits à la main.
    assert line(100, 0, {"NS": 110, "EW": 52}, belote="NS") == (230, 50)  # 230 / 57 → 50
    assert line(100, 1, {"NS": 110, "EW": 52}, belote="NS") == (560, 0)  # (160+100+20)×2
    assert line(100, 2, {"NS": 110, "EW": 52}, belote="NS") == (1120, 0)  # ×4
    assert line(100, 0, {"NS": 90, "EW": 72}, belote="EW") == (0, 280)  # 160+100+20
    assert line(100, 1, {"NS": 90, "EW": 72}, belote="EW") == (0, 560)
    assert line(100, 1, {"NS": 110, "EW": 52}, belote="EW") == (520, 20)  # défense : sa belote
    assert line(120, 0, {"NS": 162, "EW": 0}, capot="NS") == (370, 0)  # 252 + 120 → 370
    assert line(120, 1, {"NS": 162, "EW": 0}, capot="NS") == (740, 0)  # (250+120)×2
    assert line("capot", 0, {"NS": 162, "EW": 0}, capot="NS") == (500, 0)  # 502 → 500
    assert line("capot", 1, {"NS": 162, "EW": 0}, capot="NS") == (1000, 0)
    assert line("capot", 2, {"NS": 162, "EW": 0}, capot="NS") == (2000, 0)
    assert line("capot", 0, {"NS": 140, "EW": 22}) == (0, 500)
    assert line(100, 0, {"NS": 0, "EW": 162}, capot="EW") == (0, 350)  # 250 + 100
    assert line(80, 0, {"NS": 81, "EW": 81}) == (0, 240)
    assert line(80, 0, {"NS": 81, "EW": 81}, belote="NS") == (180, 80)  # 181 → 180, 81 → 80
    assert line(80, 0, {"NS": 70, "EW": 92}, belote="NS") == (20, 240)  # ffbGame.test.ts


# ----------------------------------------------------------------------------- end of game


def test_end_of_game_reach_1000_and_be_strictly_ahead() -> None:
    r = rules()
    s = r.score_deal(
        {"taker": "NS", "trump": "H", "bid": 100, "contre": 0},
        {"NS": 110, "EW": 52},
        declarations={"NS": 0, "EW": 0},
    )
    assert (s.NS, s.EW) == (210, 50)
    assert r.game_end({"NS": 790, "EW": 500}, s).winner == "NS"  # 1000 pile suffit
    assert not r.game_end({"NS": 780, "EW": 500}, s).over  # 990
    assert not r.game_end({"NS": 790, "EW": 950}, s).over  # 1000 - 1000 : on rejoue
    assert r.game_end({"NS": 800, "EW": 950}, s).winner == "NS"  # 1010 contre 1000


def test_no_win_through_ones_belote_after_a_capot_suffered() -> None:
    r = rules()
    s = r.score_deal(
        {"taker": "NS", "trump": "H", "bid": 100, "contre": 0},
        {"NS": 162, "EW": 0},
        belote="EW",
        declarations={"NS": 0, "EW": 0},
        capot="NS",
    )
    assert (s.NS, s.EW) == (350, 20)
    assert not r.game_end({"NS": 600, "EW": 990}, s).over
