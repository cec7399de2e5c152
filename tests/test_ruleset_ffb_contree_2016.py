"""The FFB « Règles officielles de la Belote Contrée » of 27 January 2016 (``ffb-contree-2016``).

Every expected number below was worked out by hand from the rule set's text as the survey
(Avo-k/colver ``docs/rules-survey``) quotes it: §3 the deal,
§4.2 the auction (80 to 160 by tens, then capot; contre in turn, which freezes the contract;
surcontre), §5.2 the card play (no undertrumping, §5.2.2; partner master: any card, §5.2.3),
§6 the card values, §7 the belote (said, lost by failing takers), §9.2 the capot at 252, the
p. 7 scoring table of §10.2 (« points faits + points demandés »: made, failed 160 + contract,
contré 320 (640) + contract × 2 (× 4), capot bid 500 / 1000 / 2000) and its Note 1, §10.3
rounding (85 → 90, 84 → 80), §10.4 the end of the game (rounded points may win), §11.3 tout
atout ×162/258.

The golden deals are the whole deals of ``features/ffb-contree-2016.feature``: each is played
card by card (every card checked against the engine), counted by hand, scored with
``Rules.score_deal`` and played again through ``Game`` from a scripted pack and auction.
"""

from __future__ import annotations

import pytest

from belote_spec import VariantError, load_variant
from belote_spec.cards import SEATS
from belote_spec.engine.bidding import IllegalAction
from belote_spec.engine.rules import Rules

from .golden import (
    bid,
    check,
    cited_rules,
    compiled,
    from_parent,
    line,
    scenario,
    settle,
    through_game,
)

NAME = "ffb-contree-2016"
OPTIONS = ("note-1", "points-faits", "capot-252", "sans-atout-tout-atout")


def rules(spec: str = NAME) -> Rules:
    return compiled(spec)


# --------------------------------------------------------------------------------------------
# the golden deals (features/ffb-contree-2016.feature)
# --------------------------------------------------------------------------------------------

EXAMPLE_10_4 = scenario(NAME, "FFB contrée — Nord demande 110 à").deal

BELOW_THE_DEFENCE = scenario(NAME, "FFB contrée — Nord demande 80 à").deal

DEDANS = scenario(NAME, "FFB contrée — Nord demande 100 à").deal

CONTRE_MADE = scenario(NAME, "FFB contrée — Nord demande 90 à").deal

SURCONTRE_FAILED = scenario(NAME, "FFB contrée — Sud demande 120 à cœur,").deal

CAPOT_BID_MADE = scenario(NAME, "FFB contrée — Nord demande le capot à cœur").deal

CAPOT_BID_FAILED = scenario(NAME, "FFB contrée — Nord demande le capot à pique").deal

CAPOT_NOT_BID = scenario(NAME, "FFB contrée — Sud demande 120 à cœur et").deal

TOUT_ATOUT = scenario(NAME, "FFB contrée, tout atout — Nord demande").deal


def test_made_110_with_117_rounded_as_in_10_4() -> None:
    # Tableau p. 7, made: takers points + contract + their belote; defence points + its belote.
    # NS 117 + 110 = 227 → 230 (§10.3: 117 → 120, + 110, the §10.4 example).
    # EO 45 + 20 (Est's belote) = 65 → 70 (the 5 goes up).
    check(NAME, EXAMPLE_10_4, (117, 45), (230, 70), "made")


def test_the_10_4_example_wins_the_game_on_rounded_points() -> None:
    # §10.4: « 1770 + 120 + 110 » = 2000 reaches the target; « les points sont arrondis en fin
    # de partie et permettent de gagner ». Exactly, 1770 + 117 + 110 = 1997 would not.
    r = rules()
    s, end = r.settle_deal(
        {"NS": 1770, "EW": 1500},
        None,
        EXAMPLE_10_4.contract(),
        {"NS": 117, "EW": 45},
        belote="EW",
    )
    assert (s.NS, s.EW, s.exact) == (230, 70, False)
    assert (end.winner, end.over) == ("NS", True)


def test_made_with_fewer_points_than_the_defence() -> None:
    # Texte sans numéro: made if the takers' total reaches the bid « même si les défenseurs ont
    # réalisé plus de points ». NS 65 + 20 (belote, §10.1) = 85 ≥ 80 although EO has 97.
    # NS 65 + 80 + 20 = 165 → 170; EO 97 → 100.
    check(NAME, BELOW_THE_DEFENCE, (65, 97), (170, 100), "made")


def test_without_the_belote_the_same_points_fail() -> None:
    # Same cards with no belote: 65 < 80, dedans: EO 160 + 80 = 240, NS 0.
    s = rules().score_deal(BELOW_THE_DEFENCE.contract(), {"NS": 65, "EW": 97})
    assert (s.NS, s.EW, s.outcome) == (0, 240, "dedans")


def test_dedans_the_takers_belote_goes_to_the_defence() -> None:
    # NS 73 + 20 = 93 < 100. Tableau p. 7: defence 160 + contract + « belote preneurs ou
    # défense »; §7: « la belote est perdue par les preneurs ». EO 160 + 100 + 20 = 280, NS 0.
    check(NAME, DEDANS, (73, 89), (0, 280), "dedans")


def test_contre_made_320_plus_twice_the_contract_and_any_belote() -> None:
    # NS 106 ≥ 90. Contré, made: 320 + 90 × 2 + 20 (Est's belote goes to the winner) = 520, EO 0.
    check(NAME, CONTRE_MADE, (106, 56), (520, 0), "made")


def test_note_1_contre_made_160_plus_twice_the_contract() -> None:
    # Note 1: « Contrat x 2 + 160 au lieu de Contrat x 2 + 320 »: 160 + 180 + 20 = 360.
    check(f"{NAME}+note-1", CONTRE_MADE, (106, 56), (360, 0), "made")


def test_points_faits_contre_made_320_and_the_belote() -> None:
    # Tableau p. 7, « points faits »: 320 + belote, no contract: 340.
    check(f"{NAME}+points-faits", CONTRE_MADE, (106, 56), (340, 0), "made")


def test_surcontre_failed_640_plus_four_times_the_contract() -> None:
    # NS 113 < 120. Surcontré, failed: defence 640 + 120 × 4 + 20 (Est's belote) = 1140.
    check(NAME, SURCONTRE_FAILED, (113, 49), (0, 1140), "dedans")


def test_note_1_surcontre_failed_160_plus_four_times_the_contract() -> None:
    # Note 1: « Contrat x 4 + 160 au lieu de Contrat x 4 + 640 »: 160 + 480 + 20 = 660.
    check(f"{NAME}+note-1", SURCONTRE_FAILED, (113, 49), (0, 660), "dedans")


def test_points_faits_surcontre_failed_640_and_the_belote() -> None:
    check(f"{NAME}+points-faits", SURCONTRE_FAILED, (113, 49), (0, 660), "dedans")


def test_points_faits_made_without_the_contract() -> None:
    # « points faits »: NS 117 → 120; EO 45 + 20 = 65 → 70.
    check(f"{NAME}+points-faits", EXAMPLE_10_4, (117, 45), (120, 70), "made")


def test_points_faits_dedans_160_and_the_belote() -> None:
    # « points faits », failed: defence 160 + any belote: 160 + 20 = 180.
    check(f"{NAME}+points-faits", DEDANS, (73, 89), (0, 180), "dedans")


def test_capot_bid_made_500_and_the_belote() -> None:
    # Tableau p. 7, capot made: takers 500 + their belote, defence 0. 500 + 20 = 520.
    check(NAME, CAPOT_BID_MADE, (162, 0), (520, 0), "capot")


def test_capot_252_option_capot_bid_made() -> None:
    # §9.2 reading: 252 points made + a contract of 250 + 20 = 522 → 520.
    check(f"{NAME}+capot-252", CAPOT_BID_MADE, (162, 0), (520, 0), "capot")


def test_capot_bid_failed_500_and_the_takers_belote_to_the_defence() -> None:
    # Tableau p. 7, capot failed: defence 500 + « belote preneurs ou défense »: 520, NS 0.
    check(NAME, CAPOT_BID_FAILED, (132, 30), (0, 520), "dedans")


def test_capot_252_option_capot_bid_failed() -> None:
    # §9.2 reading: the failed line of a 250 contract: 160 + 250 + 20 = 430.
    check(f"{NAME}+capot-252", CAPOT_BID_FAILED, (132, 30), (0, 430), "dedans")


def test_unbid_capot_252_plus_the_contract() -> None:
    # §9.2: the last trick is worth 100, 252 points made; made: 252 + 120 = 372 → 370.
    check(NAME, CAPOT_NOT_BID, (162, 0), (370, 0), "capot")


def test_tout_atout_scaled_by_162_over_258() -> None:
    # §11.3: card points (belote aside) × 162/258: NS 182 → 114.3 → 114, EO 76 → 47.7 → 48.
    # 114 + 20 = 134 ≥ 100: made. NS 114 + 100 + 20 = 234 → 230; EO 48 → 50.
    check(f"{NAME}+sans-atout-tout-atout", TOUT_ATOUT, (182, 76), (230, 50), "made")


#: (NS card points, EO card points, NS has the belote, NS mark, EO mark, outcome) for Nord's
#: 100 at tout atout. §11.3 multiplies the points (belote aside) by 162/258 « pour vérifier si
#: un contrat est réussi », with no rounding before; the FFB's rounding « ne permet pas de
#: réaliser le contrat » (marked choice): the test is on the exact fraction, the mark on the
#: points rounded to the unit, then to the ten (§10.3). Dedans: EO 160 + 100 (+ the belote).
TA_100_AT_THE_BOUNDARY = [
    # 158 × 162/258 = 99.21: short.
    pytest.param(158, 100, False, 0, 260, "dedans", id="158-short"),
    # 159 × 162/258 = 99.84: rounds to 100, but rounding does not make the contract.
    pytest.param(159, 99, False, 0, 260, "dedans", id="159-short-by-a-fraction"),
    # 160 × 162/258 = 100.47 ≥ 100: made. NS 100 + 100 = 200; EO 162 − 100 = 62 → 60.
    pytest.param(160, 98, False, 200, 60, "made", id="160-made"),
    # 127 × 162/258 = 79.74, + 20 of belote = 99.74: short; EO 160 + 100 + 20 = 280.
    pytest.param(127, 131, True, 0, 280, "dedans", id="127-belote-short"),
    # 128 × 162/258 = 80.37, + 20 = 100.37: made. NS 80 + 100 + 20 = 200; EO 162 − 80 = 82
    # → 80.
    pytest.param(128, 130, True, 200, 80, "made", id="128-belote-made"),
]


@pytest.mark.parametrize(
    ("ns", "eo", "belote", "mark_ns", "mark_eo", "outcome"), TA_100_AT_THE_BOUNDARY
)
def test_tout_atout_contract_is_tested_before_rounding(
    ns: int, eo: int, belote: bool, mark_ns: int, mark_eo: int, outcome: str
) -> None:
    spec = f"{NAME}+sans-atout-tout-atout"
    assert rules(spec).variant.rule("scoring.tout_atout_scaling.contract_test") == "exact"
    extras = {"belote": "NS"} if belote else {}
    assert line(spec, bid(100, trump="TA"), (ns, eo), **extras) == (mark_ns, mark_eo, outcome)


def test_tout_atout_boundary_in_the_batch_scorer() -> None:
    """The batch engine's scorer marks the same boundary deals the same way."""
    import numpy as np

    from belote_spec.simulation.batch import BatchEngine
    from belote_spec.simulation.columns import OUTCOMES

    cases = [p.values for p in TA_100_AT_THE_BOUNDARY]
    scorer = BatchEngine(rules(f"{NAME}+sans-atout-tout-atout"), "numpy").scorer
    n = len(cases)
    cols = {
        "taker": np.zeros(n, np.int64),  # Nord
        "mode": np.full(n, 5, np.int64),  # tout atout
        "bid": np.full(n, 100, np.int64),
        "contre": np.zeros(n, np.int64),
        "points_ns": np.array([c[0] for c in cases], np.int64),
        "points_ew": np.array([c[1] for c in cases], np.int64),
        "belote_ns": np.array([int(c[2]) for c in cases], np.int64),
        "belote_ew": np.zeros(n, np.int64),
        "annonces_ns": np.zeros(n, np.int64),
        "annonces_ew": np.zeros(n, np.int64),
        "capot": np.full(n, -1, np.int64),
        "last": np.zeros(n, np.int64),
        "bidder_all": np.zeros(n, np.int64),
        "carried": np.zeros(n, np.int64),
    }
    ns, ew, outcome, _held = scorer.score(cols)
    got = [(int(a), int(b), int(o)) for a, b, o in zip(ns, ew, outcome, strict=True)]
    assert got == [(c[3], c[4], OUTCOMES[c[5]]) for c in cases]


# --------------------------------------------------------------------------------------------
# more scoring from the p. 7 table
# --------------------------------------------------------------------------------------------


def test_rounding_85_up_84_down() -> None:
    # §10.3: « 85 → 90, 84 → 80 ». Bid 80: NS 85 + 80 = 165 → 170; EO 77 → 80.
    assert line(NAME, bid(80), (85, 77)) == (170, 80, "made")
    # NS 84 + 80 = 164 → 160; EO 78 → 80.
    assert line(NAME, bid(80), (84, 78)) == (160, 80, "made")


def test_rounding_does_not_make_a_contract() -> None:
    # 89 for 90 fails though 89 would round to 90: 160 + 90 = 250 to the defence.
    assert line(NAME, bid(90), (89, 73)) == (0, 250, "dedans")


def test_made_contre_belote_of_the_loser_goes_to_the_winner_not_multiplied() -> None:
    # Contré made, the takers' own belote: 320 + 2 × 100 + 20 = 540 (belote not doubled).
    assert line(NAME, bid(100, 1), (120, 42), belote="NS") == (540, 0, "made")


def test_surcontre_made_640_plus_four_times_the_contract() -> None:
    assert line(NAME, bid(100, 2), (120, 42)) == (1040, 0, "made")


def test_contre_failed_320_plus_twice_the_contract() -> None:
    assert line(NAME, bid(100, 1), (70, 92), belote="NS") == (0, 540, "dedans")


def test_capot_bid_contre_1000_and_surcontre_2000() -> None:
    # Tableau p. 7: capot contré 1000 (2000), to the takers or to the defence.
    assert line(NAME, bid("capot", 1), (162, 0), capot="NS") == (1000, 0, "capot")
    assert line(NAME, bid("capot", 2), (162, 0), capot="NS") == (2000, 0, "capot")
    assert line(NAME, bid("capot", 1), (140, 22)) == (0, 1000, "dedans")
    assert line(NAME, bid("capot", 2), (140, 22)) == (0, 2000, "dedans")


def test_note_1_keeps_the_capot_at_1000() -> None:
    # Note 1 speaks of the contre of a contract in points only: a contré capot stays 1000.
    assert line(f"{NAME}+note-1", bid("capot", 1), (162, 0), capot="NS") == (1000, 0, "capot")


def test_points_faits_contre_capot_gives_the_420_of_note_2() -> None:
    # Note 2: in points faits, a contré team making a capot scores 320 + 100 = 420 (the contré
    # line, 160 × 2, then 100 not multiplied: scoring.outcomes.capot_contre); not contré, the
    # capot is the capot's own 252 points, rounded to 250.
    assert line(f"{NAME}+points-faits", bid(80, 1), (162, 0), capot="NS") == (420, 0, "capot")
    assert line(f"{NAME}+points-faits", bid(80), (162, 0), capot="NS") == (250, 0, "capot")


def test_defence_capot_on_a_failed_contract_is_the_failed_line() -> None:
    # The table's failed line does not depend on the defence's tricks: 160 + 100 = 260.
    assert line(NAME, bid(100), (0, 162), capot="EW") == (0, 260, "dedans")


# --------------------------------------------------------------------------------------------
# the end of the game (§10.4)
# --------------------------------------------------------------------------------------------


def test_both_over_the_target_the_higher_wins() -> None:
    # « c'est celui qui a le plus de points au-delà qui remporte la partie »: NS 86 + 80 = 166
    # → 170, EO 76 → 80: 2070 against 2040.
    assert settle(NAME, (1900, 1960), bid(80), (86, 76)) == ((2070, 2040), "NS", True)


def test_an_exact_tie_over_the_target_plays_another_deal() -> None:
    # « En cas d'égalité, une nouvelle donne est jouée »: NS 1880 + 170, EO 1970 + 80: 2050
    # all, the game goes on.
    assert settle(NAME, (1880, 1970), bid(80), (86, 76)) == ((2050, 2050), None, False)


def test_the_defence_wins_on_a_failed_contract() -> None:
    # NS 70 + 20 = 90 < 100: EO 160 + 100 + 20 (the takers' belote) = 280, 1800 + 280 = 2080.
    assert settle(NAME, (1700, 1800), bid(100), (70, 92), belote="NS") == ((1700, 2080), "EW", True)


# --------------------------------------------------------------------------------------------
# dealing, auction, misdeal, card play
# --------------------------------------------------------------------------------------------


def test_deal_three_packets_no_turned_card() -> None:
    # §3.4: 3-2-3, 3-3-2 or 2-3-3, eight cards each before the auction, nothing turned.
    game = rules().new_game(seed=3, dealer="E")
    assert game.deal.dealt.turned is None
    assert all(len(game.hand(s)) == 8 for s in SEATS)
    assert rules().dealer.patterns[0] == "3-2-3"


def test_bidding_ladder_80_to_160_then_capot() -> None:
    # §4.2.2: « entre 80 et 160, multiple de 10 », higher than the previous bid; then capot.
    game = rules().new_game(seed=3, dealer="E")
    assert game.to_move == "N"  # the player on the dealer's right speaks first
    values = []
    for action in game.legal_actions():
        if action.startswith("bid:"):
            v = action.split(":")[1]
            if v not in values:
                values.append(v)
    assert values == ["80", "90", "100", "110", "120", "130", "140", "150", "160", "capot"]
    assert "bid:generale:H" not in game.legal_actions()
    assert not any(a.startswith("bid:") and a.endswith(":SA") for a in game.legal_actions())
    game.apply("bid:150:H")
    assert [a for a in game.legal_actions() if a.endswith(":H")] == ["bid:160:H", "bid:capot:H"]


def test_contre_in_turn_only_and_it_freezes_the_contract() -> None:
    # §4.2.3: contre only in turn; it freezes the contract; « seuls les joueurs de l'équipe
    # contrée sont amenés à parler » (pass or surcontre) and « le partenaire du joueur ayant
    # contré ne doit pas parler (ne pas dire je passe) »; §4.2.4: the surcontre ends the
    # auction at once.
    game = rules().new_game(seed=3, dealer="E")
    game.apply("bid:90:S")  # Nord
    assert "contre" not in game.legal_actions("E")  # Est out of turn
    with pytest.raises(IllegalAction):
        game.apply("contre", "E")
    game.apply("contre")  # Ouest, in turn
    assert game.to_move == "S"
    assert sorted(game.legal_actions()) == ["pass", "surcontre"]
    game.apply("pass")
    # Est, the contreur's partner, is never asked: the word goes back to Nord.
    assert game.to_move == "N"
    assert game.legal_actions("E") == []
    with pytest.raises(IllegalAction) as refused:
        game.apply("pass", "E")
    assert refused.value.rule == "bidding.auction.after_contre"
    assert sorted(game.legal_actions()) == ["pass", "surcontre"]  # Nord
    game.apply("surcontre")
    contract = game.deal.contract
    assert contract is not None
    assert (contract.team, contract.bid, contract.contre) == ("NS", 90, 2)
    assert game.phase == "play"


def test_after_a_contre_two_passes_of_the_contree_team_end_the_auction() -> None:
    # §4.2.3: only Sud and Nord (the contrée team) speak after Ouest's contre: each passes
    # once and the contract is Nord's 90, contré; Est has said nothing.
    game = rules().new_game(seed=3, dealer="E")
    game.apply("bid:90:S")  # Nord
    game.apply("contre")  # Ouest
    game.apply("pass")  # Sud
    game.apply("pass")  # Nord
    assert game.phase == "play"
    assert game.deal.bidding.history == [(0, "bid:90:S"), (1, "contre"), (2, "pass"), (0, "pass")]
    contract = game.deal.contract
    assert contract is not None
    assert (contract.team, contract.bid, contract.contre) == ("NS", 90, 1)


def test_a_capot_bid_may_be_contre() -> None:
    # After a capot « l'équipe adverse ne peut plus que passer ou contrer ».
    game = rules().new_game(seed=3, dealer="E")
    game.apply("bid:capot:H")
    assert sorted(game.legal_actions()) == ["contre", "pass"]


def test_all_pass_no_points_the_right_hand_player_deals() -> None:
    # §4.2.1: « la donne est terminée sans points marqués. Le joueur à la droite du donneur
    # devient le nouveau donneur. »
    game = rules().new_game(seed=3, dealer="E")
    for _ in range(4):
        game.apply("pass")
    assert game.deals[0].status == "passed"
    assert SEATS[game.deal.dealer] == "N"
    assert game.totals == {"NS": 0, "EW": 0}


def test_misdeal_redeal_by_the_same_dealer() -> None:
    # The 2016 text prices no misdeal: the variant keeps the common redeal (inherited).
    r = rules()
    assert r.misdeal_ruling("E", count=1) == {
        "line": {"NS": 0, "EW": 0},
        "next_dealer": "E",
        "barred": [],
        "penalty": "redeal",
    }


@pytest.mark.parametrize(
    ("trick", "hand", "legal"),
    [
        # §5.2.1: trump led, go higher than the highest card, even the partner's.
        ([("N", "9H"), ("W", "8H")], ["JH", "7H", "AS"], ["JH"]),
        # §5.2.2: an opponent trumped: overtrump if you can.
        ([("N", "AS"), ("W", "9H")], ["JH", "8H", "KC"], ["JH"]),
        # §5.2.2: unable to overtrump: « on peut se défausser de n'importe quelle carte ».
        ([("N", "AS"), ("W", "9H")], ["8H", "7H", "KC", "QD"], ["7H", "8H", "KC", "QD"]),
        # must trump when an opponent holds the trick and you cannot follow.
        ([("N", "AS")], ["8H", "KC"], ["8H"]),
        # §5.2.3: partner master by a cut: any card, « y compris un atout inférieur au sien ».
        ([("W", "AS"), ("S", "9H"), ("E", "7S")], ["8H", "7H", "KC"], ["7H", "8H", "KC"]),
    ],
)
def test_card_play(trick: list[tuple[str, str]], hand: list[str], legal: list[str]) -> None:
    got = sorted(c.code for c in rules().legal_cards(hand, trick, "H"))
    assert got == sorted(legal)


def test_a_belote_not_said_does_not_count() -> None:
    # §7: « En cas d'omission d'un de ces deux termes, la belote n'est pas prise en compte. »
    # The first deal played without Est saying it: EO 45 → 50, NS 230.
    assert through_game(rules(), EXAMPLE_10_4, say_belote=False) == (230, 50)


# --------------------------------------------------------------------------------------------
# the file itself
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("spec", [NAME, *(f"{NAME}+{o}" for o in OPTIONS)])
def test_every_rule_is_cited(spec: str) -> None:
    variant = load_variant(spec)
    for path, cite in cited_rules(variant):
        assert from_parent(variant, cite) or cite.source == "C16", path


def test_options_conflict() -> None:
    # Note 1 belongs to the « points faits + points demandés » mode.
    with pytest.raises(VariantError, match="cannot be chosen together"):
        load_variant(f"{NAME}+note-1+points-faits")


def test_play_rules_match_the_colver_description() -> None:
    # The colleague's tests/test_colver.py compares these with colver; here, the values.
    play = load_variant(NAME).rule("play")
    assert play["trump_lead"] == "must_overtrump"
    assert play["must_trump"] == "unless_partner_master"
    assert play["overtrump"] == "required"
    assert play["undertrump"] == "waived"
    assert play["partner_master"] == "free"
    assert play["partner_master_undertrump"] == "allowed"
