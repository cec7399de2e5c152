"""Pagat's Coinche (``variants/pagat-coinche.yaml``) through the Python API.

The golden deals of ``features/pagat-coinche.feature``, card by card, then the special rules:
the « 80 » that needs 82, the contract made without beating the defence, the coinche on the bid
only, the capot that ends the bidding and cannot be doubled, the rounding to the nearest ten,
the 2000 target with an exact tie going to the winners of the latest deal, and each listed
variant (option). Every expected number was worked by hand from the page as the survey quotes
it (pagat.com/jass/coinche.html); the computation is in the comments.
"""

from __future__ import annotations

from typing import Any

import pytest

from belote_spec import load_variant
from belote_spec.cards import SEATS
from belote_spec.engine.rules import Rules

from .golden import cited_rules, codes, compiled, play_tricks, random_game, scenario, score

NAME = "pagat-coinche"
OPTIONS = (
    "score-double",
    "surcoinche-x3",
    "capot-chute-410",
    "coinche-a-son-tour",
    "ordre-des-couleurs",
    "plus-deux",
    "generale",
    "donne-4-4",
    "donne-6-2",
    "sans-atout-tout-atout",
    "on-ne-pisse-pas",
    "capot-contre",
    "belote-perdue",
    "atout-libre-sur-partenaire",
    "sans-annonces",
)


def rules(spec: str = NAME) -> Rules:
    return compiled(spec)


# ----------------------------------------------------------------------------- the file


def test_every_rule_is_cited_by_the_file_itself() -> None:
    variant = load_variant(NAME)
    for path, cite in cited_rules(variant):
        assert cite.source in variant.sources, path


@pytest.mark.parametrize("option", ["", *OPTIONS])
def test_each_option_loads_and_plays_a_whole_game(option: str) -> None:
    spec = NAME + (f"+{option}" if option else "")
    game = random_game(rules(spec))
    assert game.result is not None
    assert game.result.over


def test_every_option_cites_the_variants_section_or_the_rule_it_changes() -> None:
    for option in OPTIONS:
        variant = load_variant(f"{NAME}+{option}")
        assert variant.available_options[option].description


def test_the_marked_choices() -> None:
    variant = load_variant(NAME)
    for path in (
        "scoring.outcomes.dedans",
        "scoring.outcomes.capot_against",
        "annonces.still_tied",
        "deal.shuffle",
    ):
        cite = variant.citation(path)
        assert cite is not None, path
        assert cite.choice, path


def test_4_4_and_6_2_deals_cannot_be_chosen_together() -> None:
    with pytest.raises(Exception, match="cannot be chosen together"):
        load_variant(f"{NAME}+donne-4-4+donne-6-2")


def test_a_relaxed_trump_lead_frees_only_the_partner_of_the_master() -> None:
    # Variantes: « some also relax the rules when a trump is led, and allow a player whose
    # partner is winning the trick to follow suit with any trump ». Hearts trump, South holds
    # J♥ 8♥ A♠. North (South's partner) leads 9♥, West 7♥: the basic rule makes South beat
    # his partner's 9 (J♥ only); the variant lets him play either trump, never the A♠.
    partner_master = [("N", "9H"), ("W", "7H")]
    assert codes(rules().legal_cards("JH 8H AS", partner_master, "H")) == ["JH"]
    relaxed = rules(f"{NAME}+atout-libre-sur-partenaire")
    assert sorted(codes(relaxed.legal_cards("JH 8H AS", partner_master, "H"))) == ["8H", "JH"]
    # West's 9♥ beats North's 8♥: South must still beat it, variant or not.
    opponent_master = [("N", "8H"), ("W", "9H")]
    assert codes(relaxed.legal_cards("JH 7H AS", opponent_master, "H")) == ["JH"]


def test_without_annonces_the_game_is_played_to_1000_or_1500() -> None:
    # « Since the late 20th century, versions without announcements have become more
    # popular »; they are played « to a target of 1000 or 1500 rather than 2000 ».
    variant = load_variant(f"{NAME}+sans-annonces")
    assert variant.rule("annonces.enabled") is False
    assert variant.rule("game_end.target") == 1000
    assert list(variant.rule("game_end.target_choices")) == [1000, 1500]
    assert load_variant(NAME).rule("game_end.target") == 2000
    # a carré of jacks and a tierce count for nothing; the belote still does
    found = rules(f"{NAME}+sans-annonces").declarations({"N": "JS JH JD JC 9H TH QH KH"}, "H")
    assert found.by_seat["N"] == ()
    assert found.awarded == {"NS": 0, "EW": 0}
    assert found.belote == {"N": ("H",)}
    # which annonce wins a tie means nothing without annonces
    with pytest.raises(Exception, match="cannot be chosen together"):
        load_variant(f"{NAME}+sans-annonces+premiere-annonce")


# ----------------------------------------------------------------------------- golden deals


def test_made_90_spades_with_a_tierce_215_rounded_to_220() -> None:
    # Sud 90♠. Cards NS 105, EW 57; Sud's tierce 9-10-V♠ (20), the only annonce.
    # Marque: 105 + 20 = 125 ≥ 90, made; NS 105 + 90 + 20 = 215 → 220 (5 up); EW 57 → 60.
    r = rules()
    deal = scenario(NAME, "Pagat — Sud demande 90 à pique,").deal
    p = play_tricks(r, deal.trump, deal.hands, deal.tricks)
    assert p.points == {"NS": 105, "EW": 57}
    assert p.annonces == {"NS": 20, "EW": 0}
    assert p.belote == []
    contract = deal.contract()
    assert score(r, contract, p) == (220, 60, "made")


def test_80_needs_82_failed_at_81_all() -> None:
    # Nord « 80 » ♥, 81 each: « at least 82 if they bid 80 »: failed. EW 160 + 80 = 240.
    r = rules()
    deal = scenario(NAME, "Pagat — Nord dit « 80 »").deal
    p = play_tricks(r, deal.trump, deal.hands, deal.tricks)
    assert p.points == {"NS": 81, "EW": 81}
    assert p.annonces == {"NS": 0, "EW": 0}
    assert p.belote == []
    contract = deal.contract()
    assert score(r, contract, p) == (0, 240, "dedans")


def test_coinched_100_diamonds_failed_160_plus_100_times_2() -> None:
    # Ouest 100♦ coinché by Sud. EW 75 + 20 = 95 < 100: failed. « A coinche doubles the
    # score for the bid only »: NS 160 + 100 × 2 = 360 (the page's example); EW keeps 20.
    r = rules()
    deal = scenario(NAME, "Pagat — Ouest demande 100 à carreau,").deal
    p = play_tricks(r, deal.trump, deal.hands, deal.tricks)
    assert p.points == {"NS": 87, "EW": 75}
    assert p.belote == ["EW"]
    contract = deal.contract()
    assert score(r, contract, p) == (360, 20, "dedans")
    # the listed variants: the whole score doubled 2 × (100 + 160) = 520; belote lost: 380 / 0
    assert score(rules(f"{NAME}+score-double"), contract, p)[:2] == (520, 20)
    assert score(rules(f"{NAME}+belote-perdue"), contract, p)[:2] == (380, 0)


def test_surcoinched_110_clubs_made_only_the_bid_is_multiplied() -> None:
    # Est 110♣, coinché by Nord, surcoinché by Ouest. EW 123 ≥ 110: made.
    # EW 123 + 110 × 4 = 563 → 560; NS keeps its 39 → 40.
    r = rules()
    deal = scenario(NAME, "Pagat — Est demande 110 à trèfle,").deal
    p = play_tricks(r, deal.trump, deal.hands, deal.tricks)
    assert p.points == {"NS": 39, "EW": 123}
    contract = deal.contract()
    assert score(r, contract, p) == (40, 560, "made")
    # surcoinche ×3: 123 + 330 = 453 → 450; coinché with the whole score doubled:
    # 2 × (123 + 110) = 466 → 470
    assert score(rules(f"{NAME}+surcoinche-x3"), contract, p)[:2] == (40, 450)
    contract["contre"] = 1
    assert score(rules(f"{NAME}+score-double"), contract, p)[:2] == (40, 470)


def test_capot_not_bid_250_plus_the_bid() -> None:
    # Nord 120♥, NS take every trick: « 250 points plus the amount of the bid »: 370.
    r = rules()
    deal = scenario(NAME, "Pagat — Nord demande 120 à cœur").deal
    p = play_tricks(r, deal.trump, deal.hands, deal.tricks)
    assert p.capot == "NS"
    contract = deal.contract()
    assert score(r, contract, p) == (370, 0, "capot")


def test_capot_bid_made_500_plus_belote() -> None:
    # Est bids capot ♠ and takes every trick: 250 + 250 = 500, + 20 belote = 520.
    r = rules()
    deal = scenario(NAME, "Pagat — Est demande le capot à").deal
    p = play_tricks(r, deal.trump, deal.hands, deal.tricks)
    assert p.capot == "EW"
    assert p.belote == ["EW"]
    contract = deal.contract()
    assert score(r, contract, p) == (0, 520, "capot")


def test_capot_bid_failed_500_to_the_defence_or_410() -> None:
    # Nord bids capot ♥ and loses one trick: « the opponents score 500 »; NS keeps 20 of
    # belote. With the variant: 160 + 250 = 410.
    r = rules()
    deal = scenario(NAME, "Pagat — Nord demande le capot à").deal
    p = play_tricks(r, deal.trump, deal.hands, deal.tricks)
    assert p.points == {"NS": 143, "EW": 19}
    assert p.belote == ["NS"]
    contract = deal.contract()
    assert score(r, contract, p) == (20, 500, "dedans")
    assert score(rules(f"{NAME}+capot-chute-410"), contract, p)[:2] == (20, 410)


#: « Nord demande la générale à cœur et fait les huit plis seul ».
GENERALE = scenario(NAME, "Pagat, générale — Nord demande la générale").deal


def test_generale_made_alone_1000() -> None:
    # Option generale: Nord bids générale ♥ and takes the eight tricks alone: « for example
    # 1000 »: NS 1000.
    r = rules(f"{NAME}+generale")
    p = play_tricks(r, GENERALE.trump, GENERALE.hands, GENERALE.tricks)
    assert p.tricks["N"] == 8
    contract = GENERALE.contract()
    assert score(r, contract, p) == (1000, 0, "capot")


def test_generale_failed_when_the_partner_takes_a_trick() -> None:
    # The same cards, but say Sud (not Nord) had bid the générale: Nord's tricks do not count
    # for him, the générale fails: EW 1000. As a capot bid by NS it would be made: 500.
    r = rules(f"{NAME}+generale")
    p = play_tricks(r, GENERALE.trump, GENERALE.hands, GENERALE.tricks)
    contract = {"taker": "NS", "seat": "S", "trump": "H", "bid": "generale", "contre": 0}
    assert score(r, contract, p)[:2] == (0, 1000)
    contract = {"taker": "NS", "seat": "S", "trump": "H", "bid": "capot", "contre": 0}
    assert score(r, contract, p)[:2] == (500, 0)


def test_tout_atout_reduced_values_no_scaling() -> None:
    # Option sans-atout-tout-atout: Nord 90 TA; J 14, 9 9, A 6, 10 5, K 3, Q 1: NS 95, EW 67
    # (162 in all, no conversion). NS 95 + 90 = 185 → 190; EW 67 → 70.
    r = rules(f"{NAME}+sans-atout-tout-atout")
    deal = scenario(NAME, "Pagat, tout atout — Nord fait 95").deal
    p = play_tricks(r, deal.trump, deal.hands, deal.tricks)
    assert p.points == {"NS": 95, "EW": 67}
    contract = deal.contract()
    assert score(r, contract, p) == (190, 70, "made")
    assert sum(r.card_points(c, "SA") for c in codes("A♠ 10♠ R♠ D♠ V♠ 9♠ 8♠ 7♠")) == 38
    assert sum(r.card_points(c, "TA") for c in codes("A♠ 10♠ R♠ D♠ V♠ 9♠ 8♠ 7♠")) == 38


# ----------------------------------------------------------------------------- scoring rules


@pytest.mark.parametrize(
    ("contract", "points", "extra", "expected"),
    [
        # need not beat the defence: 90 made with 90 against 72 + 20 of belote
        ((90, 0), {"NS": 90, "EW": 72}, {"belote": "EW"}, (180, 90)),
        # 82 with « 80 »: made, 82 + 80 = 162 → 160; EW 80
        ((80, 0), {"NS": 82, "EW": 80}, {}, (160, 80)),
        # the belote and the annonces help: 70 + 20 belote = 90 ≥ 90
        ((90, 0), {"NS": 70, "EW": 92}, {"belote": "NS"}, (180, 90)),
        ((90, 0), {"NS": 70, "EW": 92}, {"declarations": {"NS": 20, "EW": 0}}, (180, 90)),
        # failed (50 + 20 + 20 = 90 < 100): 160 + 100 + every annonce of the deal (NS's 20)
        # = 280; the taker keeps his belote, 20
        (
            (100, 0),
            {"NS": 50, "EW": 112},
            {"declarations": {"NS": 20, "EW": 0}, "belote": "NS"},
            (20, 280),
        ),
        # a made coinche: the defence keeps its points; 105 + 2 × 100 = 305 → 310; EW 57 → 60
        ((100, 1), {"NS": 105, "EW": 57}, {}, (310, 60)),
        # a taker put capot: the failure formula, 160 + 100 = 260 (not 250 + 100)
        ((100, 0), {"NS": 0, "EW": 162}, {"capot": "EW"}, (0, 260)),
        # rounding: 86 + 80 = 166 → 170 and 76 → 80; 84 + 80 = 164 → 160 and 78 → 80;
        # 95 + 90 = 185 → 190 and 67 → 70
        ((80, 0), {"NS": 86, "EW": 76}, {}, (170, 80)),
        ((80, 0), {"NS": 84, "EW": 78}, {}, (160, 80)),
        ((90, 0), {"NS": 95, "EW": 67}, {}, (190, 70)),
    ],
)
def test_scoring_lines(
    contract: tuple[Any, int],
    points: dict[str, int],
    extra: dict[str, Any],
    expected: tuple[int, int],
) -> None:
    bid, contre = contract
    c = {"taker": "NS", "seat": "N", "trump": "S", "bid": bid, "contre": contre}
    s = rules().score_deal(c, points, **extra)
    assert expected == (s.NS, s.EW)


def test_plus_deux_bid_110_needs_112() -> None:
    # Variantes: « at least 112 points to win a bid of 110 ». With 111 for 110 the contract
    # fails: EW 160 + 110 = 270, NS 0; with 112 it is made: 112 + 110 = 222 → 220, EW 50.
    # « 80 » still needs 82 (80 + 2): 82 + 80 = 162 → 160.
    r = rules(f"{NAME}+plus-deux")
    c = {"taker": "NS", "trump": "S", "bid": 110, "contre": 0}
    s = r.score_deal(c, {"NS": 111, "EW": 51})
    assert (s.NS, s.EW) == (0, 270)
    s = r.score_deal(c, {"NS": 112, "EW": 50})
    assert (s.NS, s.EW) == (220, 50)
    s = r.score_deal({**c, "bid": 80}, {"NS": 82, "EW": 80})
    assert (s.NS, s.EW) == (160, 80)
    # without the option, 111 is enough for 110: 221 → 220
    s = rules().score_deal(c, {"NS": 111, "EW": 51})
    assert (s.NS, s.EW) == (220, 50)


# ----------------------------------------------------------------------------- bidding


def test_bids_from_80_by_tens_no_ceiling_then_capot() -> None:
    game = rules().new_game(seed=3, dealer="N")
    assert game.to_move == "W"
    bids = [a for a in game.legal_actions() if a.startswith("bid:") and a.endswith(":S")]
    assert bids[:4] == ["bid:80:S", "bid:90:S", "bid:100:S", "bid:110:S"]
    assert "bid:500:S" in bids
    assert bids[-1] == "bid:capot:S"
    assert {a.split(":")[2] for a in game.legal_actions() if a.startswith("bid:80:")} == set("SHDC")


def test_capot_ends_the_bidding_and_cannot_be_doubled() -> None:
    game = rules().new_game(seed=3, dealer="N")
    game.apply("bid:capot:S")  # Ouest
    # « A capot bid ends the bidding »: nobody speaks after it, not even to pass.
    assert game.phase == "play"
    assert game.deal.bidding.history == [(1, "bid:capot:S")]
    for seat in SEATS:
        assert not [a for a in game.legal_actions(seat) if a in ("pass", "contre")]
    c = game.deal.contract
    assert c is not None
    assert (c.bid, c.contre) == ("capot", 0)


def test_coinche_any_time_only_against_the_last_bid_of_an_opponent() -> None:
    game = rules().new_game(seed=3, dealer="N")
    game.apply("bid:90:S")  # Ouest
    game.apply("bid:100:H")  # Sud: now the last bid is Sud's
    assert game.legal_actions("N") == []  # Nord may not coinche his partner
    assert game.legal_actions("W") == ["contre"]  # Ouest may, out of turn
    game.apply("contre", "W")
    assert game.to_move == "S"  # the turn goes on after the coincher: Sud, the bidder
    assert game.legal_actions() == ["pass", "surcontre"]
    game.apply("surcontre")
    c = game.deal.contract
    assert c is not None
    assert (c.team, c.bid, c.contre) == ("NS", 100, 2)


def test_coinche_in_turn_variant_does_not_end_the_bidding() -> None:
    game = rules(f"{NAME}+coinche-a-son-tour").new_game(seed=3, dealer="N")
    game.apply("bid:100:H")  # Ouest
    assert game.legal_actions("N") == []  # not out of turn
    game.apply("contre")  # Sud, in turn
    assert "bid:110:S" in game.legal_actions()  # Est escapes
    game.apply("bid:110:S")
    for _ in range(3):
        game.apply("pass")
    c = game.deal.contract
    assert c is not None
    assert (c.team, c.bid, c.contre) == ("EW", 110, 0)


def test_suit_ranking_variant() -> None:
    game = rules(f"{NAME}+ordre-des-couleurs+sans-atout-tout-atout").new_game(seed=3, dealer="N")
    game.apply("bid:90:S")
    legal = game.legal_actions()
    assert "bid:90:SA" in legal
    assert "bid:90:TA" in legal
    assert "bid:90:H" not in legal
    game.apply("bid:90:SA")
    assert "bid:100:C" in game.legal_actions()  # « 100 clubs is higher than 90 sans atout »


def test_all_pass_next_dealer_chooses_to_shuffle() -> None:
    game = rules().new_game(seed=3, dealer="N")
    for _ in range(4):
        game.apply("pass")
    assert game.phase == "shuffle"
    assert game.to_move == "W"
    game.apply("gather")
    assert game.deal.dealer == SEATS.index("W")
    assert game.to_move == "S"
    assert game.totals == {"NS": 0, "EW": 0}


def test_six_then_two_deal() -> None:
    game = rules(f"{NAME}+donne-6-2").new_game(seed=3, dealer="N")
    assert all(len(game.hand(s)) == 6 for s in SEATS)
    game.apply("bid:80:S")
    for _ in range(3):
        game.apply("pass")
    assert all(len(game.hand(s)) == 8 for s in SEATS)


# ----------------------------------------------------------------------------- card play


def test_undertrump_required_or_waived() -> None:
    trick = [("N", "A♦"), ("W", "9♥")]
    hand = codes("8♥ 7♣ 10♣")
    assert [c.code for c in rules().legal_cards(hand, trick, "H")] == ["8H"]
    assert len(rules(f"{NAME}+on-ne-pisse-pas").legal_cards(hand, trick, "H")) == 3


def test_trump_led_climb_even_over_the_partner() -> None:
    # « each player must if possible beat the highest trump in the trick, even if that card
    # was played by their partner »
    trick = [("N", "8♥"), ("W", "7♥")]
    assert {c.code for c in rules().legal_cards(codes("V♥ 7♣"), trick, "H")} == {"JH"}


def test_partner_master_free_to_discard() -> None:
    trick = [("E", "A♦"), ("N", "9♥"), ("W", "7♦")]
    assert len(rules().legal_cards(codes("V♥ 8♥ R♣"), trick, "H")) == 3


# ----------------------------------------------------------------------------- end of game


def test_reaching_2000_is_enough() -> None:
    r = rules()
    c = {"taker": "NS", "trump": "S", "bid": 90, "contre": 0}
    line, end = r.settle_deal({"NS": 1780, "EW": 1500}, None, c, {"NS": 125, "EW": 37})
    assert (line.NS, line.EW) == (220, 40)
    assert end.winner == "NS"  # 2000 exactly


def test_both_over_higher_wins_tie_goes_to_the_winners_of_the_latest_deal() -> None:
    r = rules()
    c = {"taker": "NS", "trump": "S", "bid": 90, "contre": 0}
    points = {"NS": 125, "EW": 37}
    annonces = {"NS": 0, "EW": 20}
    _l, end = r.settle_deal({"NS": 1790, "EW": 1950}, None, c, points, declarations=annonces)
    assert end.winner == "NS"  # 2010 each: NS won the deal (220 against 60)
    _l, end = r.settle_deal({"NS": 1790, "EW": 1960}, None, c, points, declarations=annonces)
    assert end.winner == "EW"  # 2010 against 2020
