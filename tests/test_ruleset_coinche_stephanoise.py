"""The coinche stéphanoise (``variants/coinche-stephanoise.yaml``) through the Python API.

The golden deals of ``features/coinche-stephanoise.feature``, card by card, scored with
``score_deal`` and played again through :class:`Game` (bidding included, the record written
and replayed), then the special rules of the rule set: the 3 + 3 + 2 deal, the bid ladder from
82, the coinche that does not close the auction (« décoincher »), the coinched bidder who may
not raise himself, the capot that ends the auction, the graded misdeal, 82 counted 80, the
doubled sans-atout contract, 1995 points and the capot that does not end the game on an
annonce.

The règlement of the Fédération Française de Coinche (key FFC) has no numbered articles: its
passages are named by subject (« La donne », « Les enchères », « La coinche et le
décoinchage », « Le sans atout », « Le jeu de la carte », « Les annonces », « La fin de la
partie », « La maldonne »). It gives no scoring formula: the marque (points + contract, chute
160 + contract + every annonce, contre × 2 on the contract) is the choice the variant file
marks. Every expected number below was computed by hand; the computation is in the comments.
"""

from __future__ import annotations

from dataclasses import replace

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

NAME = "coinche-stephanoise"
OPTIONS = ("club-belote",)


def rules(spec: str = NAME) -> Rules:
    return compiled(spec)


# ----------------------------------------------------------------------------- the golden deals

#: « Nord demande 82 à cœur, fait 80 points et gagne grâce à sa tierce ».
F1 = replace(
    scenario(NAME, "Stéphanoise — Nord demande 82 à cœur,").deal,
    calls=["bid:82:H", "pass", "pass", "pass"],
)


def test_f1_82_made_through_a_tierce_and_counted_80() -> None:
    # Plis : 38 + 13 + 10 + 9 + 10 de der = 80 pour NS ; 24 + 28 + 14 + 16 = 82 pour EO.
    # Nord : tierce A-R-D♠, seule annonce (Les annonces) ; pas de belote.
    # « Les annonces servent à PRENDRE ou FAIRE SON COUP » : 80 + 20 = 100 ≥ 82 et > 82.
    # NS : 80 + 80 (82 compte 80 : « 82 sans atout … 160 points ») + 20 = 180 ; EO : 82.
    checked = check(NAME, F1, (80, 82), (180, 82), "made", annonces=(20, 0), belote=[])
    assert checked.played.winners == ["N", "N", "W", "W", "W", "W", "N", "N"]
    assert checked.score.contract_value == 80


def test_f1_without_its_tierce_the_82_falls() -> None:
    # The same deal if the annonces did not count toward the contract (option club-belote):
    # 80 < 82 : chute ; EO 160 + 80 + la tierce (toutes les annonces vont à la défense) = 260.
    r = rules(f"{NAME}+club-belote")
    p = play(r, F1)
    s = deal_score(r, F1, p)
    assert (s.NS, s.EW, s.outcome) == (0, 260, "dedans")


def test_f1_surcoinched_through_the_game() -> None:
    # Nord 82 à cœur, Ouest coinche, Sud surcoinche ; Est, Nord, Ouest passent (trois passes
    # après la surcoinche : elle ne ferme pas les enchères non plus). Le règlement nomme la
    # surcoinche sans dire ce qu'elle vaut : × 4 sur le contrat (choix).
    # NS : 80 + 80 × 4 + 20 = 420 ; EO : 82.
    surcoinched = replace(
        F1, contre=2, calls=["bid:82:H", "contre", "surcontre", "pass", "pass", "pass"]
    )
    r = rules()
    s = deal_score(r, surcoinched, play(r, surcoinched))
    assert (s.NS, s.EW, s.multiplier) == (420, 82, 4)
    assert through_game(r, surcoinched) == (420, 82)


#: « Sud demande 110 à pique, Est coinche : Sud n'atteint pas son contrat ».
F2 = replace(
    scenario(NAME, "Stéphanoise — Sud demande 110 à pique,").deal,
    calls=["pass", "bid:110:S", "contre", "pass", "pass", "pass"],
)


def test_f2_coinched_110_falls_the_defence_takes_every_annonce() -> None:
    # Plis : NS 45 + 14 + 8 = 67 ; EO 14 + 21 + 17 + 27 + 6 + 10 = 95.
    # Sud : tierce V-10-9♥ ; Nord : belote (R♠ D♠).
    # 67 + 20 + 20 = 107 < 110 : chute (bien que 107 > 95).
    # EO : 160 + 110 × 2 + 20 (toutes les annonces) = 400 ; NS garde sa belote : 20.
    check(NAME, F2, (67, 95), (20, 400), "dedans", annonces=(20, 0), belote=["NS"])


#: « Sud demande 82 à sans atout et le fait : le contrat compte 160 ».
F3 = replace(
    scenario(NAME, "Stéphanoise — Sud demande 82 à sans").deal,
    calls=["pass", "pass", "pass", "bid:82:SA", "pass", "pass", "pass"],
)


def test_f3_82_sans_atout_counts_160() -> None:
    # Sans atout, as 19 : NS 34 + 29 + 25 = 88 ; EO 21 + 10 + 13 + 14 + 6 + 10 = 74.
    # « Un contrat à sans atout double le montant de celui-ci » (Le sans atout) : 80 × 2 = 160.
    # NS : 88 + 160 = 248 ; EO : 74.
    checked = check(NAME, F3, (88, 74), (248, 74), "made", annonces=(0, 0), belote=[])
    assert checked.score.contract_value == 160


#: « Nord demande le capot à trèfle et le fait ».
F4 = replace(
    scenario(NAME, "Stéphanoise — Nord demande le capot à").deal,
    calls=["bid:capot:C"],
)


def test_f4_capot_bid_and_made_with_a_cinquante_and_a_belote() -> None:
    # Nord : cinquante 7-8-9-10♠ ; Sud : belote.
    # Capot demandé (« capot 250 / 500 ») : 250 + 250 + 50 + 20 = 570 ; EO 0.
    check(NAME, F4, (162, 0), (570, 0), "capot", capot="NS", annonces=(50, 0), belote=["NS"])


#: « Ouest passe 1995 avec son carré et son cinquante, mais il est mis capot ».
F5 = replace(
    scenario(NAME, "Stéphanoise — Ouest passe 1995 avec son").deal,
    calls=["pass", "bid:100:D", "pass", "pass", "pass"],
)


def test_f5_a_capot_on_an_annonce_does_not_end_the_game() -> None:
    r = rules()
    p = play(r, F5)
    assert p.capot == "NS"
    # Ouest : carré de dix (100) et cinquante 8-9-10-V♠ (50), le 10♠ servant aux deux
    # (« Une carte peut servir pour présenter plusieurs annonces »).
    assert p.annonces == {"NS": 0, "EW": 150}
    # NS : 250 + 100 = 350 ; EO mis capot garde ses annonces : 150.
    s = deal_score(r, F5, p)
    assert (s.NS, s.EW) == (350, 150)
    assert through_game(r, F5) == (350, 150)
    # EO 1900 + 150 = 2050, mais « la partie ne se termine pas sur un capot et une annonce » :
    # sans ses annonces, 1900 < 1995.
    end = r.game_end({"NS": 1400, "EW": 1900}, s)
    assert not end.over
    # Sans le capot, la même marque finit la partie.
    plain = r.score_deal(
        {"taker": "NS", "trump": "D", "bid": 100, "contre": 0},
        {"NS": 150, "EW": 12},
        declarations={"NS": 0, "EW": 150},
    )
    assert r.game_end({"NS": 1400, "EW": 1900}, plain).winner == "EW"


# ----------------------------------------------------------------------------- the file


def test_every_rule_is_cited_by_the_file_itself() -> None:
    variant = load_variant(NAME)
    for path, cite in cited_rules(variant):
        assert cite.source is None or cite.source in variant.sources, path


@pytest.mark.parametrize("option", ["", *OPTIONS])
def test_each_option_loads_and_plays_a_whole_game(option: str) -> None:
    spec = NAME + (f"+{option}" if option else "")
    game = random_game(rules(spec))
    assert game.result is not None


# ----------------------------------------------------------------------------- dealing


def test_three_and_three_cards_then_two_after_the_bidding() -> None:
    # « deux fois trois cartes à chaque joueur » … « A la fin des enchères, le donneur
    # distribue deux cartes à chaque joueur » (La donne) ; pas de carte retournée.
    game = rules().new_game(seed=3, dealer="N")
    assert [len(game.hand(s)) for s in SEATS] == [6, 6, 6, 6]
    assert game.deal.dealt.turned is None
    assert game.to_move == "W"  # à droite du donneur
    for action in ["bid:82:S", "pass", "pass", "pass"]:
        game.apply(action)
    assert [len(game.hand(s)) for s in SEATS] == [8, 8, 8, 8]
    assert game.to_move == "W"  # celui qui a parlé le premier entame


# ----------------------------------------------------------------------------- bidding


def test_bids_start_at_82_then_go_by_tens_and_capot_ends_the_auction() -> None:
    game = rules().new_game(seed=3, dealer="N")
    values = [a.split(":")[1] for a in game.legal_actions() if a.startswith("bid:")]
    numbers = list(dict.fromkeys(v for v in values if v.isdigit()))
    # « minimum d'un contrat est de 82 » ; de dix en dix ensuite (choix) ; 160 puis le capot.
    assert numbers == ["82", "90", "100", "110", "120", "130", "140", "150", "160"]
    assert "bid:82:SA" in game.legal_actions()
    assert "bid:82:TA" not in game.legal_actions()
    game.apply("bid:capot:H")  # Ouest
    # Les enchères s'arrêtent quand un joueur demande « LE CAPOT » : personne ne parle après
    # lui, pas même pour passer ; le jeu commence aussitôt.
    assert game.phase == "play"
    assert game.deal.bidding.speakers() == ()
    for seat in ("N", "W", "S", "E"):  # no call left to anybody (the leader plays a card)
        calls = [a for a in game.legal_actions(seat) if a in ("pass", "contre") or ":" in a]
        assert calls == []
    assert game.deal.bidding.history == [(1, "bid:capot:H")]
    assert game.deal.contract is not None
    assert game.deal.contract.bid == "capot"


def test_the_club_belote_option_bids_by_fives() -> None:
    game = rules(f"{NAME}+club-belote").new_game(seed=3, dealer="N")
    values = [a.split(":")[1] for a in game.legal_actions() if a.startswith("bid:")]
    assert list(dict.fromkeys(v for v in values if v.isdigit()))[:4] == ["82", "85", "90", "95"]


def test_a_coinche_does_not_close_the_auction_the_others_may_decoincher() -> None:
    # « Si un joueur est coinché les deux autres joueurs peuvent décoincher en faisant une
    # enchère supérieure » (La coinche et le décoinchage).
    game = rules().new_game(seed=3, dealer="N")
    game.apply("bid:82:S")  # Ouest
    game.apply("contre")  # Sud
    assert "bid:90:H" in game.legal_actions()  # Est, le partenaire, peut décoincher
    game.apply("bid:90:H")
    for _ in range(3):
        game.apply("pass")
    contract = game.deal.contract
    assert contract is not None
    assert (contract.bid, contract.contre, contract.team) == (90, 0, "EW")


def test_the_other_opponent_may_decoincher_too() -> None:
    game = rules().new_game(seed=3, dealer="N")
    game.apply("bid:82:S")  # Ouest
    game.apply("contre")  # Sud
    game.apply("pass")  # Est
    game.apply("bid:90:H")  # Nord, le partenaire du coincheur, surenchérit
    for _ in range(3):
        game.apply("pass")
    contract = game.deal.contract
    assert contract is not None
    assert (contract.bid, contract.contre, contract.team) == (90, 0, "NS")


def test_the_coinched_bidder_may_not_decoincher_himself() -> None:
    game = rules().new_game(seed=3, dealer="N")
    game.apply("bid:82:S")
    game.apply("contre")
    game.apply("pass")
    game.apply("pass")
    # Retour à Ouest, coinché : passer ou surcoincher, pas surenchérir (raise_own: forbidden).
    assert game.to_move == "W"
    assert game.legal_actions() == ["pass", "surcontre"]
    with pytest.raises(IllegalAction):
        game.apply("bid:90:S")
    game.apply("pass")
    contract = game.deal.contract
    assert contract is not None
    assert (contract.bid, contract.contre) == (82, 1)


def test_no_coinche_out_of_turn() -> None:
    # « Il est formellement interdit de … coincher ou surcoincher « A LA VOLEE » ».
    game = rules().new_game(seed=3, dealer="N")
    game.apply("bid:82:S")
    assert game.to_move == "S"
    assert game.legal_actions("N") == []
    with pytest.raises(IllegalAction) as err:
        game.apply("contre", "N")
    assert err.value.rule == "bidding.auction.contre_timing"


def test_all_pass_the_player_on_the_dealers_right_deals() -> None:
    # « Si tout le monde passe une nouvelle donne a lieu par le joueur placé à droite du
    # précédent donneur. »
    game = rules().new_game(seed=3, dealer="N")
    for _ in range(4):
        game.apply("pass")
    assert game.deals[0].status == "passed"
    assert SEATS[game.deal.dealer] == "W"
    assert game.totals == {"NS": 0, "EW": 0}


# ----------------------------------------------------------------------------- misdeal


def test_a_misdeal_the_dealer_redeals_and_may_not_bid_the_second_costs_160() -> None:
    r = rules()
    # « En cas de maldonne, le donneur redistribue, mais il ne pourra pas faire d'enchère. »
    first = r.misdeal_ruling("N", count=1)
    assert first == {
        "line": {"NS": 0, "EW": 0},
        "next_dealer": "N",
        "barred": ["N"],
        "penalty": "redeal",
    }
    # « En cas d'une deuxième maldonne on attribuera 160 points à ses adversaires et le joueur
    # suivant sera chargé d'effectuer la donne. »
    second = r.misdeal_ruling("N", count=2)
    assert second["line"] == {"NS": 0, "EW": 160}
    assert second["next_dealer"] == "W"
    assert second["barred"] == []


def test_the_misdeal_through_the_game() -> None:
    game = rules().new_game(seed=3, dealer="N")
    game.misdeal("W")
    assert SEATS[game.deal.dealer] == "N"
    assert game.totals == {"NS": 0, "EW": 0}
    for _ in range(3):
        game.apply("pass")
    assert game.to_move == "N"
    assert game.legal_actions() == ["pass"]
    game.misdeal("E")
    assert game.totals == {"NS": 0, "EW": 160}
    assert SEATS[game.deal.dealer] == "W"
    # The new dealer is not barred.
    for _ in range(3):
        game.apply("pass")
    assert game.to_move == "W"
    assert "bid:82:S" in game.legal_actions()


def test_the_new_dealers_first_misdeal_is_a_first_misdeal_again() -> None:
    # After the 160 points the next player deals; his own misdeal is a first one again:
    # he redeals, no points, and he may not bid.
    game = rules().new_game(seed=3, dealer="N")
    game.misdeal("W")
    game.misdeal("E")
    assert SEATS[game.deal.dealer] == "W"
    game.misdeal("S")
    assert game.totals == {"NS": 0, "EW": 160}
    assert SEATS[game.deal.dealer] == "W"
    for _ in range(3):
        game.apply("pass")
    assert game.to_move == "W"
    assert game.legal_actions() == ["pass"]


# ----------------------------------------------------------------------------- card play


def test_trump_led_one_must_climb_even_over_ones_partner() -> None:
    # « on est obligé de monter y compris sur son partenaire » (Le jeu de la carte).
    r = rules()
    legal = r.legal_cards(codes("A♥ 9♥ 7♣"), [("N", "10♥"), ("W", "7♥")], "H")
    assert sorted(c.code for c in legal) == sorted(codes("A♥ 9♥"))
    legal = r.legal_cards(codes("A♥ 8♥ 7♣"), [("N", "V♥"), ("W", "7♥")], "H")
    assert sorted(c.code for c in legal) == sorted(codes("A♥ 8♥"))


def test_one_may_undertrump_or_discard_when_one_cannot_overtrump() -> None:
    # « vous avez la possibilité de vous défausser … Mais vous pouvez également sous-couper »
    # (Le jeu de la carte).
    r = rules()
    trick = [("N", "A♠"), ("W", "9♥")]
    legal = r.legal_cards(codes("8♥ 7♥ R♣ D♦"), trick, "H")
    assert sorted(c.code for c in legal) == sorted(codes("8♥ 7♥ R♣ D♦"))
    # … but who can overtrump must: « Si votre adversaire a coupé vous devez surcouper ».
    legal = r.legal_cards(codes("V♥ 7♥ R♣"), trick, "H")
    assert [c.code for c in legal] == codes("V♥")


# ----------------------------------------------------------------------------- scoring


def test_a_bid_of_82_counts_80_and_sans_atout_doubles_the_contract() -> None:
    r = rules()
    assert r.contract_value({"bid": 82, "trump": "H"}) == 80
    assert r.contract_value({"bid": 82, "trump": "SA"}) == 160  # « vous marquerez 160 points »
    assert r.contract_value({"bid": 90, "trump": "SA"}) == 180
    assert r.contract_value({"bid": "capot", "trump": "H"}) == 250
    assert r.contract_value({"bid": "capot", "trump": "SA"}) == 500


def test_a_chute_gives_160_plus_the_contract() -> None:
    # Choix marqué : 160 (la valeur de la maldonne répétée, que l'étude lit comme celle du
    # dedans) + le contrat. NS 90 à pique : 70 < 90 ; EO 160 + 90 = 250 ; NS 0.
    s = rules().score_deal(
        {"taker": "NS", "trump": "S", "bid": 90, "contre": 0},
        {"NS": 70, "EW": 92},
        declarations={"NS": 0, "EW": 0},
    )
    assert (s.NS, s.EW, s.outcome) == (0, 250, "dedans")


# ----------------------------------------------------------------------------- end of game


def test_1995_is_enough() -> None:
    r = rules()
    # « lorsqu'une des équipes atteignent le score de 2000 points (soit 1995) minimum ».
    s = r.score_deal(
        {"taker": "NS", "trump": "H", "bid": 90, "contre": 0},
        {"NS": 95, "EW": 67},
        declarations={"NS": 0, "EW": 0},
    )
    assert (s.NS, s.EW) == (185, 67)
    assert r.game_end({"NS": 1810, "EW": 1000}, s).winner == "NS"  # 1995
    assert not r.game_end({"NS": 1805, "EW": 1000}, s).over  # 1990


def test_no_win_through_a_belote_when_put_capot() -> None:
    r = rules()
    s = r.score_deal(
        {"taker": "NS", "trump": "H", "bid": 100, "contre": 0},
        {"NS": 162, "EW": 0},
        belote="EW",
        declarations={"NS": 0, "EW": 0},
        capot="NS",
    )
    assert (s.NS, s.EW) == (350, 20)
    assert not r.game_end({"NS": 1000, "EW": 1980}, s).over
    # Déjà à 1995 sans la belote : EO gagne.
    assert r.game_end({"NS": 1000, "EW": 1995}, s).winner == "EW"
