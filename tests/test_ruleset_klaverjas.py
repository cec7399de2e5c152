"""Klaverjas, Rotterdam system (variant ``klaverjas``), with the Amsterdam option.

The sources (cited in ``variants/klaverjas.yaml``): the NKU's « Spelregels NKU Rotterdams
systeem » (NKU), the union's presentation (KJU), klaverjassenonline (KJO), Pagat (PAG-K), the
Amsterdam club rules of Hercules '81 (KBN), Board Game Arena's help (BGA-K), Dutch Wikipedia
(WIKI-NL). The golden deals are those of ``features/klaverjas.feature``, played through
``Game`` and replayed from the record."""

from __future__ import annotations

import pytest

from belote_spec import load_variant
from belote_spec.cards import CODE_INDEX
from belote_spec.engine.rules import Rules

from .golden import cited_rules, compiled, from_parent, scenario, through_game

NAME = "klaverjas"
OWN = {"NKU", "KJU", "KJO", "PAG-K", "KBN", "BGA-K", "WIKI-NL"}


def rules(spec: str = NAME) -> Rules:
    return compiled(spec)


MADE = scenario(NAME, "Est joue cœur et passe").deal
NAT = scenario(NAME, "Sud joue cœur et est").deal


def test_made_each_side_scores_its_points_and_its_roem() -> None:
    # EO 130 card points + 150 roem = 280 against NS 32 + 70 = 102: made.
    assert through_game(rules(), MADE) == (102, 280)


def test_nat_the_other_side_takes_162_and_all_the_roem() -> None:
    # « 162 punten + de door beide partijen gemaakte roem »: 162 + 70 + 150 = 382.
    assert through_game(rules(), NAT) == (0, 382)


def bonus(codes: str, trump: int = 1) -> int:
    kernel = rules().trick_bonuses
    assert kernel is not None
    return int(kernel.points([CODE_INDEX[c] for c in codes.split()], trump))


@pytest.mark.parametrize(
    ("trick", "points"),
    [
        # Hearts trump (mode 1). « 3 opeenvolgende kaarten van dezelfde figuur is 20 roem ».
        ("7S 8S 9S AD", 20),
        # « 4 opeenvolgende … 50 »: one run of four, not two runs of three.
        ("7S 8S 9S TS", 50),
        # « Heer + vrouw van de troef (stuk) is 20 roem ».
        ("KH QH 7S 8D", 20),
        # « Aas + heer + vrouw van de troef is 40 roem »: the run and the stuk.
        ("AH KH QH 7S", 40),
        # « Tien + Boer + Vrouw + Heer van de troef is 70 roem ».
        ("TH JH QH KH", 70),
        # « 4 gelijke kaarten (van 7 t/m Aas) is 100 roem ».
        ("7S 7H 7D 7C", 100),
        ("JS JH JD JC", 100),
        # The king and queen of another suit are no stuk; runs need one suit.
        ("KS QS 7H 8D", 0),
        ("7S 8H 9S TD", 0),
    ],
)
def test_roem_of_a_trick(trick: str, points: int) -> None:
    assert bonus(trick) == points


@pytest.mark.parametrize(
    ("spec", "trick", "hand", "legal"),
    [
        # Hearts trump. Rotterdam: void, you trump, over your partner's card too.
        (NAME, [("W", "7S"), ("N", "AS"), ("E", "8S")], ["7H", "KD"], ["7H"]),
        # Your partner trumped: overtrump him if you can; else a lower trump all the same.
        (NAME, [("W", "7S"), ("N", "9H"), ("E", "8S")], ["JH", "7H", "KD"], ["JH"]),
        (NAME, [("W", "7S"), ("N", "JH"), ("E", "8S")], ["7H", "KD"], ["7H"]),
        # Amsterdam: the partner wins, any card (but no trump under his trump).
        (f"{NAME}+amsterdam", [("W", "7S"), ("N", "AS"), ("E", "8S")], ["7H", "KD"], ["7H", "KD"]),
        (
            f"{NAME}+amsterdam",
            [("W", "7S"), ("N", "9H"), ("E", "8S")],
            ["JH", "7H", "KD"],
            ["JH", "KD"],
        ),
        # Amsterdam: an opponent trumped and you cannot overtrump: discard, never undertrump.
        (f"{NAME}+amsterdam", [("N", "7S"), ("E", "JH")], ["7H", "KD"], ["KD"]),
    ],
)
def test_card_play(
    spec: str, trick: list[tuple[str, str]], hand: list[str], legal: list[str]
) -> None:
    got = sorted(c.code for c in rules(spec).legal_cards(hand, trick, "H"))
    assert got == sorted(legal)


def test_the_dealer_speaks_first_and_must_play_when_all_pass() -> None:
    # « De gever is de eerste speler » … « Wanneer alle spelers gepast hebben is de gever
    # verplicht tot spelen ».
    game = rules().new_game(seed=4, dealer="E")
    assert game.to_move == "E"
    for _ in range(4):
        assert "pass" in game.legal_actions()
        game.apply("pass")
    assert game.to_move == "E"
    assert "pass" not in game.legal_actions()


def test_amsterdam_the_player_after_the_dealer_speaks_first_and_is_forced() -> None:
    game = rules(f"{NAME}+amsterdam").new_game(seed=4, dealer="E")
    assert game.to_move == "S"
    for _ in range(4):
        game.apply("pass")
    assert game.to_move == "S"
    assert "pass" not in game.legal_actions()


def test_a_tie_is_nat() -> None:
    # More than half of the points: 81-81 is not enough, the other side takes 162.
    s = rules().score_deal(
        {"taker": "NS", "trump": "H", "bid": None, "contre": 0}, {"NS": 81, "EW": 81}
    )
    assert (s.NS, s.EW, s.held) == (0, 162, 0)


def test_pit_all_eight_tricks_score_100_more() -> None:
    s = rules().score_deal(
        {"taker": "NS", "trump": "H", "bid": None, "contre": 0},
        {"NS": 162, "EW": 0},
        capot="NS",
        trick_bonuses={"NS": 40, "EW": 0},
    )
    assert (s.NS, s.EW) == (262 + 40, 0)


@pytest.mark.parametrize("spec", [NAME, f"{NAME}+amsterdam", f"{NAME}+zestien-spellen"])
def test_every_rule_is_cited(spec: str) -> None:
    variant = load_variant(spec)
    for path, cite in cited_rules(variant):
        assert from_parent(variant, cite) or cite.source in OWN, path


def test_trick_bonuses_given_to_a_variant_without_them_count_for_nothing() -> None:
    # Classic scores no trick bonuses: 40 of them passed for NS change nothing (as a belote
    # passed to a variant without belote); Klaverjas adds them to NS's line.
    contract = {"taker": "NS", "trump": "H", "bid": None, "contre": 0}
    points = {"NS": 100, "EW": 62}
    classic = compiled("classic").score_deal(contract, points, trick_bonuses={"NS": 40, "EW": 0})
    assert (classic.NS, classic.EW) == (100, 62)
    klaverjas = rules().score_deal(contract, points, trick_bonuses={"NS": 40, "EW": 0})
    assert (klaverjas.NS, klaverjas.EW) == (140, 62)
    assert dict(klaverjas.trick_bonuses) == {"NS": 40, "EW": 0}


def test_each_team_gets_the_bonuses_of_the_tricks_it_won() -> None:
    # Hearts trump. North (seat 0) won 7-8-9♠ + A♦ (20); East (seat 3) won K-Q-J♥ + 7♣ (a run
    # and the stuk, 40); South (seat 2) won a trick with nothing.
    kernel = rules().trick_bonuses
    assert kernel is not None

    def cards(codes: str) -> list[int]:
        return [CODE_INDEX[c] for c in codes.split()]

    tricks = [(0, cards("7S 8S 9S AD")), (3, cards("KH QH JH 7C")), (2, cards("7D 9D JC AS"))]
    assert kernel.by_team(tricks, 1) == [20, 40]
