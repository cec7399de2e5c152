"""The « Équipe Ludique » edition of the contrée rules (``variants/ffb-equipe-ludique.yaml``)
through the Python API.

The golden deals of ``features/ffb-equipe-ludique.feature``, card by card, scored with
``Rules.score_deal`` and played again through ``Game`` (bidding, every card, the record written
and replayed); then the special rules of the edition: rule 4 (§5.2) and its federal reading,
« on ne pisse pas », the auction from 80 without a ceiling up to the capot, no raising oneself,
the contre in turn that freezes the contract, surcontre ×3, 5-down/6-up rounding (§9.2), the
last deal counted exactly, 2000 points reached (or exceeded, with the option) and the belote
that cannot win the game after a capot (§9.2–9.3).

Every expected number was worked by hand from the edition's text as the Avo-k/colver rules
survey quotes it (« la marque » has no article number there); the computation is in the
comments. Card values: trump V 20, 9 14, A 11, 10 10, R 4, D 3; plain A 11, 10 10, R 4, D 3,
V 2; dix de der 10.
"""

from __future__ import annotations

from typing import Any

import pytest

from belote_spec import load_variant
from belote_spec.cards import SEATS
from belote_spec.engine.bidding import IllegalAction
from belote_spec.engine.rules import Rules

from .golden import check, cited_rules, codes, compiled, random_game, scenario

NAME = "ffb-equipe-ludique"
OPTIONS = ("regle-4-federale", "depasser-2000", "contre-sur-le-contrat")


def rules(spec: str = NAME) -> Rules:
    return compiled(spec)


# ----------------------------------------------------------------------------- the file


def test_every_rule_is_cited_by_the_file_itself() -> None:
    variant = load_variant(NAME)
    for path, cite in cited_rules(variant):
        assert cite.source in variant.sources, path


def test_the_sources_are_the_edition_and_the_federal_text_it_is_read_against() -> None:
    variant = load_variant(NAME)
    assert variant.sources["EL"].url
    assert "colver" in variant.sources["EL"].url
    assert "§5.2, règle 4" in variant.sources["EL"].sections
    assert variant.sources["C16"].date == "2016-01-27"
    # Rule 4 as printed is a marked choice (the survey calls it an editing error), and so is
    # reaching rather than exceeding 2000.
    for path in ("play.partner_master_undertrump", "game_end.reach"):
        cite = variant.citation(path)
        assert cite is not None
        assert cite.choice
        assert cite.declared_in == NAME


@pytest.mark.parametrize("option", ["", *OPTIONS])
def test_each_option_loads_and_plays_a_whole_game(option: str) -> None:
    spec = NAME + (f"+{option}" if option else "")
    game = random_game(rules(spec))
    assert game.result is not None
    assert game.result.winner in ("NS", "EW")
    assert max(game.totals.values()) >= 2000


# ----------------------------------------------------------------------------- golden deals

MADE = scenario(NAME, "Équipe Ludique — Nord demande 100 à").deal

DEDANS = scenario(NAME, "Équipe Ludique — Sud demande 110 à").deal

CONTRE = scenario(NAME, "Équipe Ludique — Est demande 90 à").deal

SURCONTRE = scenario(NAME, "Équipe Ludique — Nord demande 80 à").deal

CAPOT_DEMANDE = scenario(NAME, "Équipe Ludique — Nord demande le capot").deal

CAPOT = scenario(NAME, "Équipe Ludique — Ouest demande 120 à").deal


def test_made_100_with_the_belote_and_75_rounded_down_to_70() -> None:
    # Tricks 5 to 8 and the dix de der to NS: 16 + 14 + 19 + 28 + 10 = 87; EO 23+21+15+16 = 75.
    # 87 + 20 (belote) = 107 ≥ 100: made. « leur total + le montant du contrat »: NS 87 + 20
    # + 100 = 207; EO its total 75. §9.2 per team: 207 → 210 (7 up), 75 → 70 (5 down).
    check(NAME, MADE, (87, 75), (210, 70), "made", belote=["NS"])


def test_dedans_at_105_for_110_the_defence_takes_160_the_contract_and_the_belote() -> None:
    # NS 85 + 20 = 105 < 110 (although more than the defence): chute. « Les défenseurs
    # marquent 160 points de chute + la belote + le montant du contrat » = 160 + 20 + 110 = 290;
    # « les preneurs ne marquent rien ».
    check(NAME, DEDANS, (85, 77), (0, 290), "dedans")


def test_contre_made_160_belote_and_contract_doubled_and_rule_4_is_played() -> None:
    # 144 + 20 ≥ 90: made contré. (160 + 20 + 90) × 2 = 540; « les défenseurs ne marquent
    # rien ».
    check(NAME, CONTRE, (18, 144), (0, 540), "made", belote=["EW"])
    # Trick 5: Sud A♥, Est cuts with D♦ and holds the trick; Ouest holds only 7♦ A♦ V♦ 10♦:
    # rule 4 makes him beat his partner's queen.
    trick = [("S", "AH"), ("E", "QD"), ("N", "TH")]
    legal = {c.code for c in rules().legal_cards(codes("7♦ A♦ V♦ 10♦"), trick, "D")}
    assert legal == {"AD", "JD", "TD"}


def test_contre_on_the_contract_only_with_the_option() -> None:
    # 160 + 20 + 90 × 2 = 360.
    check(f"{NAME}+contre-sur-le-contrat", CONTRE, (18, 144), (0, 360), "made")


def test_surcontre_dedans_everything_times_three() -> None:
    # NS 54 + 20 = 74 < 80: chute. (160 + 20 + 80) × 3 = 780 for EO, the taker's belote being
    # « prenable »; NS 0.
    check(NAME, SURCONTRE, (54, 108), (0, 780), "dedans", belote=["NS"])
    # With the option, only the contract is tripled: 160 + 20 + 80 × 3 = 420.
    check(f"{NAME}+contre-sur-le-contrat", SURCONTRE, (54, 108), (0, 420), "dedans")


def test_capot_bid_made_is_a_250_contract_on_top_of_the_250_of_the_capot() -> None:
    # « leur total + le montant du contrat demandé (250 points pour un capot demandé) »:
    # 250 + 20 (belote) + 250 = 520.
    check(NAME, CAPOT_DEMANDE, (162, 0), (520, 0), "capot", capot="NS")


def test_unbid_capot_is_worth_250_plus_the_contract() -> None:
    # 250 + 120 = 370 (252 + 120 = 372 would also round to 370).
    check(NAME, CAPOT, (0, 162), (0, 370), "capot", capot="EW", belote=[])


# ----------------------------------------------------------------------------- more scoring


def line(spec: str = NAME, **kw: Any) -> tuple[int, int, str]:
    contract = {"taker": "NS", "trump": "H", "bid": 100, "contre": 0}
    contract.update(kw.pop("contract", {}))
    s = rules(spec).score_deal(contract, kw.pop("points"), **kw)
    return s.NS, s.EW, s.outcome


@pytest.mark.parametrize(
    ("ns", "ew", "expected"),
    [
        # made 100: NS 105 + 100 = 205 → 200 (5 down), EO 57 → 60 (7 up)
        (105, 57, (200, 60)),
        # NS 106 + 100 = 206 → 210 (6 up), EO 56 → 60
        (106, 56, (210, 60)),
        # NS 104 + 100 = 204 → 200, EO 58 → 60
        (104, 58, (200, 60)),
        # NS 115 + 100 = 215 → 210, EO 47 → 50: « 85 est arrondi à 80 tandis que 86 … à 90 »
        (115, 47, (210, 50)),
    ],
)
def test_each_team_rounds_five_down_six_up(ns: int, ew: int, expected: tuple[int, int]) -> None:
    assert line(points={"NS": ns, "EW": ew})[:2] == expected


def test_contre_dedans_and_capot_bids_contre() -> None:
    # Contré and failed: (160 + 20 + 100) × 2 = 560 with the taker's belote going over.
    assert line(points={"NS": 70, "EW": 92}, belote="NS", contract={"contre": 1}) == (
        0,
        560,
        "dedans",
    )
    # Capot bid, contré and made: (250 + 250 + 20) × 2 = 1040.
    assert line(
        points={"NS": 162, "EW": 0}, capot="NS", belote="NS", contract={"bid": "capot", "contre": 1}
    ) == (1040, 0, "capot")
    # Capot bid and missed: 160 + 250 = 410 for the defence (BAR §5.4).
    assert line(points={"NS": 150, "EW": 12}, contract={"bid": "capot"}) == (0, 410, "dedans")
    # Unbid capot contré: « 250 points si capot réalisé, même non demandé »: (250 + 100) × 2.
    assert line(points={"NS": 162, "EW": 0}, capot="NS", contract={"contre": 1}) == (
        700,
        0,
        "capot",
    )
    # Surcontré and made: (160 + 100) × 3 = 780.
    assert line(points={"NS": 110, "EW": 52}, contract={"contre": 2}) == (780, 0, "made")


def test_the_contract_needs_only_the_bid_not_more_than_the_defence() -> None:
    # 80 bid, 80 against 82: made (ENC §1 D reading): 80 + 80 = 160, EO 82 → 80.
    assert line(points={"NS": 80, "EW": 82}, contract={"bid": 80}) == (160, 80, "made")


# ----------------------------------------------------------------------------- card play


def test_rule_4_only_trumps_must_overtrump_the_partner_and_the_2015_option() -> None:
    trick = [("S", "AH"), ("E", "QD"), ("N", "TH")]
    printed = rules()
    assert {c.code for c in printed.legal_cards(codes("7♦ A♦ V♦ 10♦"), trick, "D")} == {
        "AD",
        "JD",
        "TD",
    }
    why = printed.explain(codes("7♦ A♦ V♦ 10♦"), trick, "D", "7D")
    assert why is not None
    assert why.rule == "play.partner_master_undertrump"
    # Another suit in hand: free, the 7 under the partner's queen included.
    assert len(printed.legal_cards(codes("7♦ A♦ 8♣"), trick, "D")) == 3
    # The 2015 text restored: nothing but trumps, any of them; with another suit in hand,
    # « le seul cas […] où il est permis de jouer un atout inférieur » is not met: no 7.
    federal = rules(f"{NAME}+regle-4-federale")
    assert len(federal.legal_cards(codes("7♦ A♦ V♦ 10♦"), trick, "D")) == 4
    assert {c.code for c in federal.legal_cards(codes("7♦ A♦ 8♣"), trick, "D")} == {"AD", "8C"}


def test_no_undertrumping_but_overtrumping_and_climbing_on_trump_lead() -> None:
    r = rules()
    cut = [("N", "AS"), ("W", "9D")]
    assert len(r.legal_cards(codes("7♦ R♣ 8♥"), cut, "D")) == 3  # on ne pisse pas
    assert [c.code for c in r.legal_cards(codes("V♦ 7♦ R♣"), cut, "D")] == ["JD"]
    lead = [("N", "9D"), ("W", "7D")]
    assert [c.code for c in r.legal_cards(codes("V♦ 8♦ A♣"), lead, "D")] == ["JD"]


# ----------------------------------------------------------------------------- bidding


def test_bids_from_80_without_a_ceiling_then_the_capot_and_no_generale() -> None:
    game = rules().new_game(seed=1, dealer="E")
    assert game.to_move == "N"
    bids = [a for a in game.legal_actions() if a.startswith("bid:") and a.endswith(":H")]
    assert bids[:3] == ["bid:80:H", "bid:90:H", "bid:100:H"]
    assert "bid:170:H" in bids
    assert "bid:500:H" in bids
    assert "bid:capot:H" in bids
    assert not any("generale" in b for b in bids)
    game.apply("bid:capot:S")
    assert "contre" in game.legal_actions()  # « ne peut plus que passer ou contrer »
    assert not any(a.startswith("bid:") for a in game.legal_actions())


def test_three_passes_end_the_auction_no_raising_oneself() -> None:
    game = rules().new_game(seed=1, dealer="E")
    for action in ("bid:80:H", "pass", "pass", "pass"):
        game.apply(action)
    assert game.phase == "play"
    contract = game.deal.contract
    assert contract is not None
    assert (contract.team, contract.bid) == ("NS", 80)


def test_the_contre_in_turn_freezes_the_contract_and_only_the_contres_team_may_surcontrer() -> None:
    game = rules().new_game(seed=1, dealer="E")
    game.apply("bid:90:S")  # Nord
    assert "contre" not in game.legal_actions("E")  # not « à la volée »
    with pytest.raises(IllegalAction):
        game.apply("contre", "E")
    game.apply("contre")  # Ouest, in turn
    assert game.legal_actions() == ["pass", "surcontre"]  # Sud: no more bids
    game.apply("pass")
    assert game.legal_actions() == ["pass"]  # Est, partner of the contreur
    game.apply("pass")
    game.apply("surcontre")  # Nord: the surcontre ends the auction at once
    contract = game.deal.contract
    assert contract is not None
    assert (contract.bid, contract.contre) == (90, 2)
    assert game.phase == "play"


def test_all_pass_the_dealers_right_deals_and_shuffles_at_will() -> None:
    game = rules().new_game(seed=2, dealer="N")
    for _ in range(4):
        game.apply("pass")
    assert game.phase == "shuffle"
    assert game.to_move == "W"
    assert game.legal_actions() == ["shuffle", "gather"]
    game.apply("gather")
    assert game.deal.dealer == SEATS.index("W")
    assert game.totals == {"NS": 0, "EW": 0}
    assert game.deals[-1].shuffled is False


def test_a_misdeal_is_redealt_without_points() -> None:
    r = rules()
    assert r.misdeal_ruling("N") == {
        "line": {"NS": 0, "EW": 0},
        "next_dealer": "N",
        "barred": [],
        "penalty": "redeal",
    }


# ----------------------------------------------------------------------------- end of game


def settle(spec: str, before: dict[str, int], points: dict[str, int], **kw: Any) -> Any:
    contract = {"taker": "NS", "trump": "H", "bid": 100, "contre": 0}
    contract.update(kw.pop("contract", {}))
    return rules(spec).settle_deal(before, None, contract, points, mode=1, **kw)


def test_2000_reached_wins_and_the_last_deal_is_exact() -> None:
    # NS 112 + 100 = 212, EO 50: EO 1950 + 50 = 2000 « atteignant … 2000 »: EO wins, counted
    # exactly.
    score, end = settle(NAME, {"NS": 1200, "EW": 1950}, {"NS": 112, "EW": 50})
    assert (score.NS, score.EW, score.exact) == (212, 50, True)
    assert end.winner == "EW"


def test_2000_exactly_does_not_win_with_the_option() -> None:
    # « 2000 points pile, nous ne gagnons pas (encore) »: not the last deal, rounded 210 / 50.
    score, end = settle(f"{NAME}+depasser-2000", {"NS": 1200, "EW": 1950}, {"NS": 112, "EW": 50})
    assert (score.NS, score.EW, score.exact) == (210, 50, False)
    assert not end.over


def test_a_deal_reaching_2000_only_once_rounded_is_counted_exactly_and_play_goes_on() -> None:
    # NS 116 + 80 = 196: 2000 rounded, so the deal may be the last and is noted « sans
    # arrondis »; 1996 « au point près » does not win: the exact 196 / 46 stay on the sheet
    # (never 2000 while play goes on) and the game goes on.
    score, end = settle(NAME, {"NS": 1800, "EW": 1000}, {"NS": 116, "EW": 46}, contract={"bid": 80})
    assert (score.NS, score.EW, score.exact, end.over) == (196, 46, True, False)


def test_both_over_the_higher_wins() -> None:
    score, end = settle(NAME, {"NS": 1950, "EW": 1960}, {"NS": 110, "EW": 52})
    # Exactly: NS 2160, EO 2012: « celui qui a le plus de points au-delà ».
    assert (score.NS, score.EW) == (210, 52)
    assert end.winner == "NS"


def test_a_team_put_capot_does_not_win_through_its_belote() -> None:
    # NS capot: 250 + 100 = 350; EO, without a trick, scores its belote, 20, and would reach
    # 2010 « uniquement grâce aux points d'une belote »: it needs another trick.
    score, end = settle(
        NAME, {"NS": 1000, "EW": 1990}, {"NS": 162, "EW": 0}, capot="NS", belote="EW"
    )
    assert (score.NS, score.EW) == (350, 20)
    assert not end.over
    # The clause is about a team « capot ou chute »: a defence that took a trick may reach
    # 2000 with its belote. NS 140 + 100 = 240; EO 22 + 20 = 42: 1960 + 42 = 2002, EO wins.
    score, end = settle(NAME, {"NS": 1000, "EW": 1960}, {"NS": 140, "EW": 22}, belote="EW")
    assert (score.NS, score.EW) == (240, 42)
    assert end.winner == "EW"
