"""The FFB « Règles officielles de la Belote » of 27 January 2016 (variant ``ffb-classique-2016``).

Every expected number below was worked out by hand from the rule set's text as the survey
(Avo-k/colver ``docs/rules-survey``) quotes it: §5.2 the card
play (pisser compulsory, §5.2.2), §6 the card values, §7 the belote, §9.2 and §10.2 the capot at
252 and the failed contract at 162, §10.3 rounding as a tournament option, §10.4.1 the litige
and the deal where everybody passes, §10.4.2 the rounding example. Where the 2016 text is silent
the FFB web page on belote is used (misdeals, late play error, annonces on a capot, end of
game); those values are choices recorded in the variant's provenance, and the tests say so.

The golden deals are the whole deals of ``features/ffb-classique-2016.feature``: each is played
card by card (every card checked against the engine), counted by hand, scored with
``Rules.score_deal`` and played again through ``Game`` from a scripted pack, the record replayed.
"""

from __future__ import annotations

from typing import Any

import pytest

from belote_spec import load_variant
from belote_spec.cards import SEATS
from belote_spec.engine.rules import Rules
from belote_spec.schema import rule_paths

from .golden import (
    check,
    cited_rules,
    compiled,
    from_parent,
    play_through_game,
    scenario,
    settle,
    through_game,
)

NAME = "ffb-classique-2016"


def rules(spec: str = NAME) -> Rules:
    return compiled(spec)


# --------------------------------------------------------------------------------------------
# the golden deals (features/ffb-classique-2016.feature)
# --------------------------------------------------------------------------------------------

MADE_BY_CINQUANTE = scenario(NAME, "FFB classique — Ouest prend à pique").deal

DEDANS = scenario(NAME, "FFB classique — Nord chute à trèfle,").deal

CAPOT = scenario(NAME, "FFB classique — Sud fait capot à").deal

CAPOT_AGAINST = scenario(NAME, "FFB classique — Sud doit pisser, puis").deal

LITIGE = scenario(NAME, "FFB classique — 81 partout : litige,").deal


def test_made_thanks_to_the_cinquante() -> None:
    # Tricks (§6 values): NS 44 + 15 + 21 + 14 = 94; EO 16 + 13 + 9 + 20 + 10 de der = 68.
    # Ouest: cinquante 10-9-8-7♠.
    # Majority (§10.4.1, annonces and belote in the totals): EO 68 + 50 = 118 > NS 94 + 20 = 114.
    # Made: each side scores its points.
    checked = check(NAME, MADE_BY_CINQUANTE, (94, 68), (114, 118), "made", annonces=(0, 50), held=0)
    decl = rules().declarations(MADE_BY_CINQUANTE.codes(), "S")
    assert dict(decl.belote) == {"N": ("S",)}
    assert checked.played.belote == ["NS"]


def test_a_belote_not_said_does_not_count() -> None:
    # §7: « belote » then « rebelote » must be said, or the belote is not counted. Nord keeps
    # quiet: NS 94 only, EO 118: still made, EO 118, NS 94.
    r = rules()
    assert through_game(r, MADE_BY_CINQUANTE, say_belote=False) == (94, 118)


def test_dedans_the_defence_scores_162_and_the_takers_tierce() -> None:
    # NS 15 + 12 = 27; EO 15 + 33 + 32 + 13 + 16 + 16 + 10 = 135.
    # NS 27 + 20 (tierce R-D-V♦) + 20 (belote) = 67 < 135: dedans. §10.2: EO 162 + its annonces
    # (0) + the takers' (20) = 182; NS keep their belote (imprenable, a recorded choice): 20.
    check(NAME, DEDANS, (27, 135), (20, 182), "dedans", held=0)


def test_capot_252_and_the_defences_tierce_goes_to_the_takers() -> None:
    # §9.2: the last trick is worth 100: 152 + 100 = 252. Web page (choice): on a capot the
    # defence's annonces go to the takers. NS 252 + 20 + 20 (belote) = 292; EO 0.
    check(NAME, CAPOT, (162, 0), (292, 0), "capot", capot="NS", annonces=(0, 20), held=0)


def test_pisser_then_capot_against_the_taker() -> None:
    r = rules()
    # Trick 1: Nord leads 8♥, Ouest trumps with the 9♦; Sud has no heart and cannot beat the 9:
    # he must still trump lower (§5.2.2); his only legal cards are his two trumps.
    legal = r.legal_cards(
        ["KD", "QD", "9C", "8C", "7C", "JS", "9S", "8S"], [("N", "8H"), ("W", "9D")], "D"
    )
    assert sorted(c.code for c in legal) == ["KD", "QD"]
    # §10.2: « 162 points ou 252 points s'il elle a réalisé un capot » + every annonce (NS's
    # tierce 9-8-7♣, 20): EO 272; the takers keep their belote: 20.
    check(NAME, CAPOT_AGAINST, (0, 162), (20, 272), "dedans", capot="EW", held=0)


def test_litige_81_81() -> None:
    # NS 15 + 16 + 21 + 29 = 81; EO 27 + 24 + 6 + 14 + 10 = 81.
    # §10.4.1: the defence scores its 81 at once; the taker's 81 are held.
    checked = check(NAME, LITIGE, (81, 81), (81, 0), "litige", held=81)
    assert checked.game.held == 81


def test_rounding_option_on_the_cinquante_deal() -> None:
    # §10.3 (tournament rounding), §10.4.2 (85 → 90): EO 118 → 120, NS 114 → 110.
    check(f"{NAME}+arrondi", MADE_BY_CINQUANTE, (94, 68), (110, 120), "made", held=0)


# --------------------------------------------------------------------------------------------
# scoring: litige, rounding, capot
# --------------------------------------------------------------------------------------------


def prise(taker: str, trump: str = "H") -> dict[str, Any]:
    return {"taker": taker, "trump": trump, "bid": None, "contre": 0}


def test_litige_91_91_holds_the_belote_too() -> None:
    # §10.4.1 « (81 ou 91) »: 71 + 20 of belote = 91 against 91. EO 91; NS 0; 91 held (choice).
    s = rules().score_deal(prise("NS"), {"NS": 71, "EW": 91}, belote="NS")
    assert (s.NS, s.EW, s.outcome, s.held) == (0, 91, "litige", 91)


def test_held_points_go_to_the_next_taker_who_makes_his_contract() -> None:
    r = rules()
    # §10.4.1 « reversés à l'équipe réussissant le contrat de la donne suivante ».
    s = r.score_deal(prise("EW", "C"), {"NS": 62, "EW": 100}, carried=81)
    assert (s.NS, s.EW, s.held, s.carried_to) == (62, 181, 0, "EW")
    # The next contract fails: nobody « réussit le contrat », the 81 still wait.
    s = r.score_deal(prise("EW", "C"), {"NS": 100, "EW": 62}, carried=81)
    assert (s.NS, s.EW, s.held) == (162, 0, 81)


def test_held_points_go_to_the_next_winner_in_the_web_page_reading() -> None:
    # Option litige-au-vainqueur (web page: « offerts en bonus aux vainqueurs de la prochaine
    # prise »): EO takes and fails, NS win the deal: 162 + 81 = 243.
    s = rules(f"{NAME}+litige-au-vainqueur").score_deal(
        prise("EW", "C"), {"NS": 100, "EW": 62}, carried=81
    )
    assert (s.NS, s.EW, s.held, s.carried_to) == (243, 0, 0, "NS")


def test_without_litige_a_tie_is_a_failure() -> None:
    # Option sans-litige (§10.4.1: the tournament says beforehand; the option chooses failure).
    s = rules(f"{NAME}+sans-litige").score_deal(prise("EW", "S"), {"NS": 81, "EW": 81})
    assert (s.NS, s.EW, s.outcome) == (162, 0, "dedans")


def test_rounding_does_not_make_a_contract() -> None:
    # The contract is judged on exact points; rounding only changes the score written (§10.3).
    # Taker NS 80 against 82: dedans although both round to 80; EO 162 → 160, NS 0.
    s = rules(f"{NAME}+arrondi").score_deal(prise("NS"), {"NS": 80, "EW": 82})
    assert (s.NS, s.EW, s.outcome) == (0, 160, "dedans")


def test_exact_points_without_the_option() -> None:
    # §10.3: « le score de chaque équipe est marqué au point près ».
    s = rules().score_deal(prise("NS"), {"NS": 85, "EW": 77})
    assert (s.NS, s.EW) == (85, 77)


def test_capot_annonces_of_the_takers_stay_with_them() -> None:
    # NS capot with their own tierce (20) and belote: 252 + 20 + 20 = 292.
    s = rules().score_deal(
        prise("NS"), {"NS": 162, "EW": 0}, belote="NS", declarations={"NS": 20, "EW": 0}, capot="NS"
    )
    assert (s.NS, s.EW) == (292, 0)


def test_capot_defence_keeps_its_belote() -> None:
    # The defence put capot keeps its belote (own): NS 252, EO 20.
    s = rules().score_deal(prise("NS"), {"NS": 162, "EW": 0}, belote="EW", capot="NS")
    assert (s.NS, s.EW) == (252, 20)


# --------------------------------------------------------------------------------------------
# end of the game
# --------------------------------------------------------------------------------------------


def test_reaching_exactly_1000_wins() -> None:
    # §10.4.2: reaching 1000 « remporte la partie ». 900 + 100 = 1000.
    assert settle(NAME, (900, 700), prise("NS"), (100, 62)) == ((1000, 762), "NS", True)


def test_910_plus_85_without_rounding_goes_on() -> None:
    assert settle(NAME, (910, 700), prise("NS"), (85, 77)) == ((995, 777), None, False)


def test_910_plus_85_rounded_to_90_wins() -> None:
    # §10.4.2: « 910 points et réalise 85 points, elle marque 90 […] Elle remporte la partie. »
    assert settle(f"{NAME}+arrondi", (910, 700), prise("NS"), (85, 77)) == ((1000, 780), "NS", True)


def test_both_over_the_higher_wins() -> None:
    # Web page (choice): the side with more points beyond the target wins. 1040 against 1012.
    assert settle(NAME, (950, 940), prise("NS"), (90, 72)) == ((1040, 1012), "NS", True)


def test_a_team_put_capot_does_not_win_through_its_belote() -> None:
    # Web page: « Il est possible de terminer sur une belote. La seule condition est de ne pas
    # être capot. » NS 985 + 20 = 1005, but 985 without the belote: the game goes on.
    assert settle(NAME, (985, 600), prise("NS"), (0, 162), belote="NS", capot="EW") == (
        (1005, 852),
        None,
        False,
    )


def test_a_team_may_win_through_its_belote_after_a_failure() -> None:
    assert settle(NAME, (985, 600), prise("NS"), (60, 102), belote="NS") == (
        (1005, 762),
        "NS",
        True,
    )


# --------------------------------------------------------------------------------------------
# dealing, bidding, misdeals, play errors
# --------------------------------------------------------------------------------------------


def test_prise_in_two_rounds_and_all_pass() -> None:
    # §10.4.1: two rounds; if all four pass on both, the deal is not counted and the player on
    # the dealer's right deals.
    game = rules().new_game(seed=3, dealer="N")
    turned = game.deal.dealt.turned
    assert turned is not None
    suit = "SHDC"[turned >> 3]
    assert game.to_move == "W"  # right of the dealer speaks first
    assert game.legal_actions() == ["pass", f"take:{suit}"]
    for _ in range(4):
        game.apply("pass")
    second = [a for a in game.legal_actions() if a != "pass"]
    assert sorted(second) == sorted(f"take:{s}" for s in "SHDC" if s != suit)
    for _ in range(4):
        game.apply("pass")
    assert game.deals[0].status == "passed"
    assert SEATS[game.deal.dealer] == "W"
    assert game.totals == {"NS": 0, "EW": 0}


def test_the_taker_gets_the_turned_card_and_two_more() -> None:
    game = rules().new_game(seed=3, dealer="N")
    turned = game.deal.dealt.turned
    assert turned is not None
    game.apply(f"take:{'SHDC'[turned >> 3]}")
    assert all(len(game.hand(s)) == 8 for s in SEATS)
    assert game.to_move == "W"  # §5.1: the right of the dealer leads


def test_misdeal_ladder_of_the_web_page() -> None:
    # Web page: 1st misdeal, redeal; 2nd in a row, the team at fault may not take; 3rd, 162
    # points to the other team and the deal passes.
    r = rules()
    assert r.misdeal_ruling("N", count=1) == {
        "line": {"NS": 0, "EW": 0},
        "next_dealer": "N",
        "barred": [],
        "penalty": "redeal",
    }
    assert r.misdeal_ruling("N", count=2) == {
        "line": {"NS": 0, "EW": 0},
        "next_dealer": "N",
        "barred": ["N", "S"],
        "penalty": "redeal",
    }
    assert r.misdeal_ruling("N", count=3) == {
        "line": {"NS": 0, "EW": 162},
        "next_dealer": "W",
        "barred": [],
        "penalty": "opponents_score",
    }
    game = r.new_game(seed=3, dealer="N")
    game.misdeal("W")
    game.misdeal("W")
    game.apply("pass")  # Ouest
    assert game.to_move == "S"
    assert game.legal_actions() == ["pass"]  # Nord's team may not take
    game.misdeal("W")
    assert game.totals == {"NS": 0, "EW": 162}
    assert SEATS[game.deal.dealer] == "W"


def test_a_play_error_loses_the_deal_162_to_the_other_team() -> None:
    # Web page: an error found at the end of the deal loses it for the team at fault, 162 to
    # the other team. In the capot-against deal, Sud discards 9♣ instead of undertrumping at the
    # first trick: the deal ends, EO 162, NS 0 (no belote, no annonce).
    game = play_through_game(rules(), CAPOT_AGAINST, swap=("QD", "9C"))
    first = game.deals[0]
    assert first.status == "fault"
    assert first.score is not None
    assert (first.score.NS, first.score.EW) == (0, 162)
    assert game.totals == {"NS": 0, "EW": 162}


@pytest.mark.parametrize(
    ("trick", "hand", "legal"),
    [
        # §5.2.2: opponent trumped, cannot overtrump: undertrump (pisser).
        ([("N", "AS"), ("W", "9H")], ["8H", "JD", "KC"], ["8H"]),
        # §5.2.2: overtrump when you can.
        ([("N", "AS"), ("W", "KH")], ["8H", "TH", "JD"], ["TH"]),
        # §5.2.3: partner master by a trump: any card, a lower trump included.
        ([("N", "AS"), ("W", "9H"), ("S", "8S")], ["8H", "JD", "KC"], ["8H", "JD", "KC"]),
        # §5.2.1: trump led, go higher even over the partner.
        ([("N", "9H"), ("W", "7H"), ("S", "JH")], ["8H", "TH", "AH"], ["8H", "AH", "TH"]),
    ],
)
def test_card_play(trick: list[tuple[str, str]], hand: list[str], legal: list[str]) -> None:
    got = sorted(c.code for c in rules().legal_cards(hand, trick, "H"))
    assert got == sorted(legal)


# --------------------------------------------------------------------------------------------
# the file itself
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "spec",
    [
        NAME,
        f"{NAME}+arrondi",
        f"{NAME}+sans-litige",
        f"{NAME}+litige-au-vainqueur",
        f"{NAME}+sans-atout-tout-atout",
    ],
)
def test_every_rule_is_cited(spec: str) -> None:
    variant = load_variant(spec)
    for path, cite in cited_rules(variant):
        assert from_parent(variant, cite) or cite.source in ("B16", "FFB-WEB"), path


def test_web_page_values_are_marked_as_choices() -> None:
    variant = load_variant(NAME)
    for path in rule_paths():
        cite = variant.citation(path)
        assert cite is not None
        if cite.source == "FFB-WEB":
            assert cite.choice, path


# --------------------------------------------------------------------------------------------
# the organiser's sans atout / tout atout (option sans-atout-tout-atout, §11, marked choices)
# --------------------------------------------------------------------------------------------

SA_TA = f"{NAME}+sans-atout-tout-atout"


def test_sans_atout_and_tout_atout_are_named_at_the_prise_in_both_rounds() -> None:
    # Without the option, a prise names a suit only; with it, sans atout and tout atout too, in
    # the first round (beside the turned suit) and in the second (beside the other suits).
    plain = rules().new_game(seed=3, dealer="N")
    assert not {"take:SA", "take:TA"} & set(plain.legal_actions())
    game = rules(SA_TA).new_game(seed=3, dealer="N")
    turned = game.deal.dealt.turned
    assert turned is not None
    suit = "SHDC"[turned >> 3]
    assert game.legal_actions() == ["pass", f"take:{suit}", "take:SA", "take:TA"]
    for _ in range(4):
        game.apply("pass")
    assert {"take:SA", "take:TA"} <= set(game.legal_actions())
    game.apply("take:SA")
    contract = game.deal.contract
    assert contract is not None
    assert (contract.team, contract.trump) == ("EW", "SA")
    assert all(len(game.hand(s)) == 8 for s in SEATS)


def test_sans_atout_aces_are_worth_19_and_the_pack_162() -> None:
    r = rules(SA_TA)
    assert r.card_points("AH", "SA") == 19
    assert r.card_points("JH", "SA") == 2
    assert (
        sum(r.card_points(c, "SA") for c in (f"{rank}{s}" for rank in "789TJQKA" for s in "SHDC"))
        == 152
    )


#: (NS card points, EO card points, NS belote, NS mark, EO mark, outcome, held) for NS taking
#: at tout atout: card points × 162/258 compared exactly, the majority deciding (§10.4.1); the
#: mark is the points rounded to the unit (no rounding to the ten without the arrondi option).
TA_MAJORITY = [
    # 113 × 162/258 = 70.95, + 20 = 90.95 against 145 × 162/258 = 91.05: dedans. EO 162; NS
    # keeps its belote (20). Rounded first, 91 against 91 would have been a litige.
    pytest.param(113, 145, True, 20, 162, "dedans", 0, id="113-belote-dedans"),
    # 71.58 + 20 = 91.58 against 90.42: made. NS 72 + 20 = 92; EO 162 − 72 = 90.
    pytest.param(114, 144, True, 92, 90, "made", 0, id="114-belote-made"),
    # 129 × 162/258 = 81 on each side: litige. EO 81; NS's 81 held.
    pytest.param(129, 129, False, 0, 81, "litige", 81, id="129-litige"),
]


@pytest.mark.parametrize(
    ("ns", "eo", "belote", "mark_ns", "mark_eo", "outcome", "held"), TA_MAJORITY
)
def test_tout_atout_majority_on_the_exact_scaled_points(
    ns: int, eo: int, belote: bool, mark_ns: int, mark_eo: int, outcome: str, held: int
) -> None:
    s = rules(SA_TA).score_deal(
        prise("NS", "TA"), {"NS": ns, "EW": eo}, belote="NS" if belote else None
    )
    assert (s.NS, s.EW, s.outcome, s.held) == (mark_ns, mark_eo, outcome, held)


def test_tout_atout_majority_in_the_batch_scorer() -> None:
    import numpy as np

    from belote_spec.simulation.batch import BatchEngine
    from belote_spec.simulation.columns import OUTCOMES

    cases = [p.values for p in TA_MAJORITY]
    n = len(cases)
    zeros = np.zeros(n, np.int64)
    cols = {
        "taker": zeros,  # Nord
        "mode": np.full(n, 5, np.int64),
        "bid": zeros,  # a prise
        "contre": zeros,
        "points_ns": np.array([c[0] for c in cases], np.int64),
        "points_ew": np.array([c[1] for c in cases], np.int64),
        "belote_ns": np.array([int(c[2]) for c in cases], np.int64),
        "belote_ew": zeros,
        "annonces_ns": zeros,
        "annonces_ew": zeros,
        "capot": np.full(n, -1, np.int64),
        "last": zeros,
        "bidder_all": zeros,
        "carried": zeros,
    }
    ns, ew, outcome, held = BatchEngine(rules(SA_TA), "numpy").scorer.score(cols)
    got = [tuple(int(x[i]) for x in (ns, ew, outcome, held)) for i in range(n)]
    assert got == [(c[3], c[4], OUTCOMES[c[5]], c[6]) for c in cases]


def test_the_option_s_values_are_marked_choices() -> None:
    # B16 as the survey quotes it gives « TA ×162/258 »; the rest of the variant (its §11 read by
    # the plan it shares with the contrée text, the rounds, the exact test) is marked a choice.
    variant = load_variant(SA_TA)
    for path in (
        "bidding.modes.sans_atout",
        "bidding.modes.tout_atout",
        "bidding.prise.modes_in_every_round",
        "cards.sans_atout.points",
        "cards.tout_atout.order",
        "play.tout_atout_climb",
        "belote.tout_atout",
        "annonces.carres_sans_atout",
        "scoring.tout_atout_scaling.ratio",
        "scoring.tout_atout_scaling.contract_test",
    ):
        cite = variant.citation(path)
        assert cite is not None, path
        assert cite.choice, path
        assert cite.source in ("B16", "FFB-WEB"), path
