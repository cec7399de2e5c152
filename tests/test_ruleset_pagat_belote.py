"""Pagat's « Belote » page by John McLeod (variant ``pagat-belote``).

The survey (Avo-k/colver ``docs/rules-survey``) reports
little of the page: the card play (trump led: beat the highest trump, partner included; pisser
compulsory; free when the partner is master), the capot at 252 (the last trick worth 100), the
game to 1000 (« the first to reach »), a draw when both sides reach 1000 on the same hand, and
two « Variations »: the king first for belote, and no undertrumping a partner who wins with a
trump. Everything else (majority, failed contract at 162 plus every annonce, belote kept on a
failure, litige) is the common rule the variant inherits from ``base``; the tests say which
numbers rest on it.

The golden deals are the whole deals of ``features/pagat-belote.feature``, played card by card
(every card checked against the engine), counted by hand, scored with ``Rules.score_deal`` and
played again through ``Game`` from a scripted pack, the record replayed.
"""

from __future__ import annotations

from typing import Any

import pytest

from belote_spec import load_variant
from belote_spec.engine.rules import Rules

from .golden import check, cited_rules, compiled, from_parent, scenario, through_game

NAME = "pagat-belote"


def rules(spec: str = NAME) -> Rules:
    return compiled(spec)


# --------------------------------------------------------------------------------------------
# the golden deals (features/pagat-belote.feature)
# --------------------------------------------------------------------------------------------

MADE = scenario(NAME, "Pagat — Ouest prend à cœur et").deal

DEDANS = scenario(NAME, "Pagat — Nord chute à trèfle, la").deal

CAPOT = scenario(NAME, "Pagat — Sud fait capot à pique").deal

CAPOT_AGAINST = scenario(NAME, "Pagat — Est prend à trèfle et").deal

QUEEN_FIRST = scenario(NAME, "Pagat — Ouest coupe de la dame").deal


def test_made_with_the_belote() -> None:
    # EO 45 + 17 + 3 + 3 + 14 + 20 = 102; NS 23 + 27 + 10 de der = 60.
    # Common rule (inherited): majority; EO 102 + 20 (belote) = 122 against 60, each scores its
    # points.
    check(NAME, MADE, (60, 102), (60, 122), "made", held=0)


def test_dedans_the_defence_scores_162_and_its_tierce() -> None:
    # NS 18 + 13 + 17 + 10 = 58; EO 31 + 30 + 17 + 12 + 14 = 104.
    # NS 58 + 20 = 78 against EO 104 + 20 = 124: dedans. Common rule: EO 162 + every annonce
    # (20) = 182; NS keep their belote, 20.
    check(NAME, DEDANS, (58, 104), (20, 182), "dedans", annonces=(0, 20), held=0)


def test_capot_is_252() -> None:
    # Page (per the survey): on a capot the last trick is worth 100: 152 + 100 = 252; + belote 20.
    check(NAME, CAPOT, (162, 0), (272, 0), "capot", capot="NS", held=0)


def test_capot_against_the_taker_is_252_for_the_defence() -> None:
    # The defence took every trick: 252 instead of the 162 of a failure, + its belote: 272.
    check(NAME, CAPOT_AGAINST, (162, 0), (272, 0), "dedans", capot="NS", held=0)


def test_queen_first_base_rule_the_belote_counts() -> None:
    # EO 9 + 15 + 13 + 8 + 17 + 10 = 72; NS 21 + 21 + 48 = 90.
    # Base rule: any order. EO 72 + 20 = 92 > 90: made, EO 92, NS 90.
    check(NAME, QUEEN_FIRST, (90, 72), (90, 92), "made", held=0)


def test_queen_first_king_first_variation_the_belote_is_lost() -> None:
    # « Variations »: the king must come before the queen. Ouest trumped with the queen at trick
    # 5 and played the king at trick 7: no belote; 72 against 90, dedans: NS 162, EO 0.
    check(f"{NAME}+roi-d-abord", QUEEN_FIRST, (90, 72), (162, 0), "dedans", held=0)


def test_king_first_variation_keeps_a_belote_played_king_first() -> None:
    # In the first deal Ouest played the king (trick 1) before the queen (trick 4): it counts.
    r = rules(f"{NAME}+roi-d-abord")
    assert through_game(r, MADE) == (60, 122)


# --------------------------------------------------------------------------------------------
# card play
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("spec", "trick", "hand", "legal"),
    [
        # Basic rule: an opponent trumped and you cannot overtrump: undertrump (pisser).
        (NAME, [("N", "AH"), ("W", "TS")], ["8S", "JD", "KC"], ["8S"]),
        # Trump led: beat the highest trump, even the partner's.
        (NAME, [("N", "9S"), ("W", "7S"), ("S", "JS")], ["8S", "TS", "AS"], ["8S", "TS", "AS"]),
        (NAME, [("N", "TS"), ("W", "7S"), ("S", "8S")], ["QS", "AS", "JD"], ["AS"]),
        # Partner winning with a trump: basic rule, any card (a lower trump too).
        (NAME, [("N", "AH"), ("W", "TS"), ("S", "7H")], ["8S", "JD", "KC"], ["8S", "JD", "KC"]),
        # Variation: no undertrumping the partner; overtrump or discard.
        (
            f"{NAME}+sans-sous-coupe-partenaire",
            [("N", "AH"), ("W", "TS"), ("S", "7H")],
            ["8S", "JS", "JD", "KC"],
            ["JS", "JD", "KC"],
        ),
        # Variation, nothing but lower trumps: one must be played.
        (
            NAME + "+sans-sous-coupe-partenaire",
            [("N", "AH"), ("W", "TS"), ("S", "7H")],
            ["8S", "7S"],
            ["8S", "7S"],
        ),
    ],
)
def test_card_play(
    spec: str, trick: list[tuple[str, str]], hand: list[str], legal: list[str]
) -> None:
    got = sorted(c.code for c in rules(spec).legal_cards(hand, trick, "S"))
    assert got == sorted(legal)


# --------------------------------------------------------------------------------------------
# end of the game
# --------------------------------------------------------------------------------------------


def prise(taker: str, trump: str = "H") -> dict[str, Any]:
    return {"taker": taker, "trump": trump, "bid": None, "contre": 0}


def settle(before: tuple[int, int], points: tuple[int, int], **extras: Any) -> Any:
    s, end = rules().settle_deal(
        {"NS": before[0], "EW": before[1]},
        None,
        prise("NS"),
        {"NS": points[0], "EW": points[1]},
        mode=1,
        **extras,
    )
    return (before[0] + s.NS, before[1] + s.EW), end.winner, end.draw


def test_the_first_to_reach_1000_wins() -> None:
    # « The winning team is the first to reach a total of 1000 points. » 910 + 90 = 1000.
    assert settle((910, 700), (90, 72)) == ((1000, 772), "NS", False)


def test_both_reach_1000_on_the_same_hand_draw() -> None:
    # « If both sides reach 1000 points on the same hand, the game is drawn. » 1040 and 1032.
    assert settle((950, 960), (90, 72)) == ((1040, 1032), None, True)


def test_below_1000_the_game_goes_on() -> None:
    assert settle((900, 700), (90, 72)) == ((990, 772), None, False)


def test_a_whole_game_ends_at_1000_won_or_drawn() -> None:
    # Whoever takes first takes; the first legal card is played. The game ends when a team
    # reaches 1000: won by that team alone, or drawn if both reached it on the same deal.
    game = rules().new_game(seed=1)
    while not game.over:
        moves = game.legal_actions()
        game.apply(moves[-1] if game.phase == "bidding" else moves[0])
    assert game.result is not None
    ns, ew = game.totals["NS"], game.totals["EW"]
    if game.result.draw:
        assert min(ns, ew) >= 1000
    else:
        winner, loser = (ns, ew) if game.result.winner == "NS" else (ew, ns)
        assert winner >= 1000 > loser


# --------------------------------------------------------------------------------------------
# the file itself
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "spec", [NAME, f"{NAME}+roi-d-abord", f"{NAME}+sans-sous-coupe-partenaire"]
)
def test_every_rule_is_cited(spec: str) -> None:
    variant = load_variant(spec)
    for path, cite in cited_rules(variant):
        assert from_parent(variant, cite) or cite.source == "PAG-B", path


def test_the_options_are_the_pages_variations() -> None:
    for option, path, value in (
        ("roi-d-abord", "belote.order", "king_first"),
        ("sans-sous-coupe-partenaire", "play.partner_master_undertrump", "forbidden"),
    ):
        variant = load_variant(f"{NAME}+{option}")
        assert variant.rule(path) == value
        cite = variant.citation(path)
        assert cite is not None
        assert (cite.source, cite.section) == ("PAG-B", "Variations")
