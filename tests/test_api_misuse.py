"""Misuse of the Python API: impossible queries to ``Rules`` get one clear error naming the
argument at fault (never an IndexError, KeyError, TypeError or a wrong answer), and ``Rules``
pickles and deep-copies for multiprocessing and search bots."""

from __future__ import annotations

import copy
import pickle
import random
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from belote_spec import load_variant
from belote_spec.cards import (
    CARDS,
    Card,
    SeatError,
    TrumpError,
    cards_to_mask,
    next_seat,
    parse_seat,
    parse_trump,
    partner,
    seat_index,
    suit_of_trump,
    team_of,
)
from belote_spec.engine.bidding import AuctionSystem
from belote_spec.engine.rules import QueryError, Rules
from belote_spec.engine.scoring import DealScore
from belote_spec.errors import VariantError
from belote_spec.hookspecs import hookimpl

from .conftest import SPECS, sweep


@cache
def rules_of(spec: str) -> Rules:
    return load_variant(spec).compile()


def classic() -> Rules:
    return rules_of("classic")


def coinche() -> Rules:
    return rules_of("pagat-coinche")


def _raises_query(call: Callable[[], object], argument: str) -> QueryError:
    """The QueryError of ``call``, which must name ``argument`` first in its message."""
    with pytest.raises(QueryError) as info:
        call()
    assert info.value.argument == argument
    assert str(info.value).startswith(f"{argument}: ")
    assert isinstance(info.value, ValueError)
    return info.value


# ------------------------------------------------------------------------ cards given twice

FULL_TRICK = [("N", "7S"), ("W", "8S"), ("S", "9S"), ("E", "TS")]

TWICE: list[tuple[str, Callable[[], object], str, str]] = [
    ("hand list", lambda: classic().legal_cards(["JH", "JH", "9H"], [], "H"), "hand", "JH"),
    ("hand text", lambda: classic().legal_cards("JH 9H V♥", [], "H"), "hand", "JH"),
    ("hand and trick", lambda: classic().legal_cards(["JH"], [("N", "JH")], "H"), "trick[0]", "JH"),
    (
        "trick twice",
        lambda: classic().trick_winner([("N", "7S"), ("W", "7S")], "H"),
        "trick[1]",
        "7S",
    ),
    ("explain hand", lambda: classic().explain(["AS", "AS"], [], "H", "AS"), "hand", "AS"),
    (
        "explain trick",
        lambda: classic().explain(["AS", "8D"], [("E", "8D")], "H", "AS"),
        "trick[0]",
        "8D",
    ),
    ("why_illegal", lambda: classic().why_illegal(1 << 5, [5], 0, 5), "cards[0]", "QS"),
    (
        "two hands",
        lambda: classic().declarations({"N": "JH 9H", "S": ["AS", "JH"]}, "H"),
        "hands['S']",
        "JH",
    ),
    (
        "declarations one hand",
        lambda: classic().declarations({"N": ["7C", "8C", "7C"]}, "H"),
        "hands['N']",
        "7C",
    ),
]


@pytest.mark.parametrize(
    ("call", "argument", "card"), [t[1:] for t in TWICE], ids=[t[0] for t in TWICE]
)
def test_a_card_given_twice_is_refused(
    call: Callable[[], object], argument: str, card: str
) -> None:
    error = _raises_query(call, argument)
    assert card in str(error)


def test_the_same_seat_twice_in_the_hands_is_refused() -> None:
    error = _raises_query(
        lambda: classic().declarations({"N": "JH", "nord": "9H"}, "H"), "hands['nord']"
    )
    assert "given twice" in str(error)


# ------------------------------------------------------------------------ impossible tricks


def test_a_trick_of_five_cards_is_refused() -> None:
    five = [*FULL_TRICK, ("N", "AS")]
    error = _raises_query(lambda: classic().trick_winner(five, "H"), "trick")
    assert "5 cards" in str(error)
    _raises_query(lambda: classic().legal_cards(["JH"], five, "H"), "trick")


def test_a_complete_trick_takes_no_more_card_but_has_a_winner() -> None:
    error = _raises_query(lambda: classic().legal_cards(["JH"], FULL_TRICK, "H"), "trick")
    assert "4 cards" in str(error)
    _raises_query(lambda: classic().explain(["JH"], FULL_TRICK, "H", "JH"), "trick")
    # Spades led, no trump: the ten, master of the four (7 8 9 10 in plain order), wins.
    assert classic().trick_winner(FULL_TRICK, "H") == "E"


def test_an_empty_trick_has_no_winner() -> None:
    _raises_query(lambda: classic().trick_winner([], "H"), "trick")


@pytest.mark.parametrize(
    ("trick", "argument"),
    [
        ([("N", "7S"), ("N", "8S")], "trick[1]"),  # a seat twice
        ([("N", "7S"), ("S", "8S")], "trick[1]"),  # W skipped: play goes N, W, S, E
        ([("N", "7S"), ("E", "8S")], "trick[1]"),  # the wrong way round
    ],
)
def test_seats_out_of_play_order_are_refused(trick: list[tuple[str, str]], argument: str) -> None:
    error = _raises_query(lambda: classic().legal_cards(["JH"], trick, "H"), argument)
    assert "N → W → S → E" in str(error)
    _raises_query(lambda: classic().trick_winner(trick, "H"), argument)


@pytest.mark.parametrize("seat", ["X", "NS", "", None, 0, ["N"]])
def test_a_seat_that_is_not_n_e_s_w_is_refused(seat: object) -> None:
    _raises_query(lambda: classic().legal_cards(["JH"], [(seat, "7S")], "H"), "trick[0]")  # type: ignore[list-item]
    _raises_query(lambda: classic().trick_winner([("N", "7S"), (seat, "8S")], "H"), "trick[1]")  # type: ignore[list-item]


def test_seats_may_be_written_in_french() -> None:
    assert classic().trick_winner([("Nord", "7S"), ("ouest", "AS")], "H") == "W"


@pytest.mark.parametrize("card", ["ZZ", "DH", "valet", "", None, 32, -1, True, 1.5])
def test_a_card_that_does_not_parse_is_named(card: object) -> None:
    error = _raises_query(lambda: classic().legal_cards(["JH"], [("N", card)], "H"), "trick[0]")  # type: ignore[list-item]
    assert repr(card) in str(error) or str(card) in str(error)
    _raises_query(lambda: classic().legal_cards(["JH", card], [], "H"), "hand[1]")  # type: ignore[list-item]
    _raises_query(lambda: classic().explain(["JH"], [], "H", card), "card")  # type: ignore[arg-type]
    _raises_query(lambda: classic().card_points(card, "H"), "card")  # type: ignore[arg-type]


def test_a_hand_text_that_does_not_parse_names_the_card() -> None:
    error = _raises_query(lambda: classic().legal_cards("JH ZZ", [], "H"), "hand")
    assert "'ZZ'" in str(error)


def test_more_than_eight_cards_is_not_a_hand() -> None:
    error = _raises_query(
        lambda: classic().legal_cards("7S 8S 9S TS JS QS KS AS 7H", [], "H"), "hand"
    )
    assert "9 cards" in str(error)
    _raises_query(lambda: classic().legal_cards((1 << 9) - 1, [], "H"), "hand")


@pytest.mark.parametrize("mask", [1 << 32, -1])
def test_a_bitset_outside_the_pack_is_refused(mask: int) -> None:
    _raises_query(lambda: classic().legal_cards(mask, [], "H"), "hand")
    _raises_query(lambda: classic().why_illegal(mask, [], 0, 0), "hand")


# ------------------------------------------------------------------------ trumps and modes


@pytest.mark.parametrize("trump", ["X", "", "HS", None, 1, ["H"]])
def test_a_trump_that_is_not_a_mode_is_refused(trump: object) -> None:
    _raises_query(lambda: classic().legal_cards(["JH"], [], trump), "trump")  # type: ignore[arg-type]
    _raises_query(lambda: classic().trick_winner([("N", "JH")], trump), "trump")  # type: ignore[arg-type]
    _raises_query(lambda: classic().card_points("JH", trump), "trump")  # type: ignore[arg-type]
    _raises_query(lambda: classic().declarations({"N": "JH"}, trump), "trump")  # type: ignore[arg-type]


@pytest.mark.parametrize("trump", ["SA", "TA", "sans atout", "tout-atout"])
def test_a_mode_the_variant_does_not_play_is_refused(trump: str) -> None:
    # classic bids a trump suit only (bidding.modes: sans_atout and tout_atout false).
    error = _raises_query(lambda: classic().legal_cards(["JH"], [], trump), "trump")
    assert "classic does not play" in str(error)
    _raises_query(lambda: classic().explain(["JH"], [], trump, "JH"), "trump")
    _raises_query(lambda: classic().trick_winner([("N", "JH")], trump), "trump")
    _raises_query(lambda: classic().declarations({"N": "JH"}, trump), "trump")
    with pytest.raises(VariantError) as info:
        classic().score_deal({"taker": "NS", "trump": trump}, {"NS": 100, "EW": 62})
    assert info.value.problems[0].path == "contract.trump"
    # Where the variant plays it (bga-coinche bids both), the same query is answered.
    assert rules_of("bga-coinche").legal_cards(["JH"], [], trump) == [Card("JH")]


def test_card_points_of_every_mode_come_from_the_card_tables() -> None:
    # Every variant gives the four card tables (cards.sans_atout, cards.tout_atout), even for a
    # mode it does not bid: base counts the ace 19 at sans atout, the jack 20 at tout atout.
    assert classic().card_points("AD", "SA") == 19
    assert classic().card_points("JC", "TA") == 20


# ------------------------------------------------------------------------ wrong types


@pytest.mark.parametrize(
    ("hand", "trick", "trump", "argument"),
    [
        (True, [], "H", "hand"),
        (None, [], "H", "hand"),
        (1.5, [], "H", "hand"),
        ({"N": "JH"}, [], "H", "hand"),
        (["JH"], None, "H", "trick"),
        (["JH"], "N JH", "H", "trick"),  # a text is iterable, but not a trick
        (["JH"], ("N", "7S"), "H", "trick[0]"),  # one pair, not a list of pairs
        (["JH"], ["NJH"], "H", "trick[0]"),
        (["JH"], [("N",)], "H", "trick[0]"),
        (["JH"], [("N", "7S", "x")], "H", "trick[0]"),
        (["JH"], 5, "H", "trick"),
        (["JH"], [], None, "trump"),
    ],
)
def test_wrong_types_are_named(hand: Any, trick: Any, trump: Any, argument: str) -> None:
    _raises_query(lambda: classic().legal_cards(hand, trick, trump), argument)


def test_legal_cards_still_reads_every_documented_form() -> None:
    rules = classic()
    expected = [Card("9H"), Card("JH")]  # hearts led: follow with either heart
    for hand in (["JH", "9H", "7S"], "JH 9H 7S", "V♥ 9♥ 7♠", [Card("JH"), 10, "7S"]):
        legal = rules.legal_cards(hand, [("N", "AH")], "H")  # type: ignore[arg-type]
        assert legal == expected
    mask = Card("JH").bit | Card("9H").bit | Card("7S").bit
    assert rules.legal_cards(mask, [("N", Card("AH"))], "coeur") == expected
    assert rules.legal_cards(Card("JH"), [], "H") == [Card("JH")]


@pytest.mark.parametrize(
    ("call", "argument"),
    [
        (lambda: classic().declarations(["JH"], "H"), "hands"),
        (lambda: classic().declarations(None, "H"), "hands"),
        (lambda: classic().declarations({"X": "JH"}, "H"), "hands"),
        (lambda: classic().declarations({"N": True}, "H"), "hands['N']"),
        (lambda: classic().declarations({"N": "JH"}, "H", unshown="NS"), "unshown"),
        (lambda: classic().declarations({"N": "JH"}, "H", unshown=None), "unshown"),
        (lambda: classic().declarations({"N": "JH"}, "H", unshown=["X"]), "unshown[0]"),
        (lambda: classic().declarations({"N": "JH"}, "H", silent="N"), "silent"),
        (lambda: classic().declarations({"N": "JH"}, "H", first="X"), "first"),
        (lambda: classic().explain(["JH"], [], "H", "JH", lang="de"), "lang"),
        (lambda: classic().why_illegal(1, [], 0, 0, lang="de"), "lang"),
        (lambda: classic().why_illegal(1, [], 9, 0), "mode"),
        (lambda: classic().why_illegal(1, [], 4, 0), "mode"),  # sans atout: not in classic
        (lambda: classic().why_illegal(1, [], 0, 40), "card"),
        (lambda: classic().why_illegal(1, [], 0, True), "card"),
        (lambda: classic().why_illegal(1, [40], 0, 0), "cards[0]"),
        (lambda: classic().why_illegal(1, [-40], 0, 0), "cards[0]"),
        (lambda: classic().why_illegal(1, [10**12], 0, 0), "cards[0]"),
        (lambda: classic().why_illegal(1, [8, 8], 0, 0), "cards[1]"),
        (lambda: classic().why_illegal(1, [], 0, -1), "card"),
        (lambda: classic().why_illegal(1, [8, 9, 10, 11], 0, 0), "cards"),
        (lambda: classic().why_illegal(1, None, 0, 0), "cards"),
        (lambda: classic().why_illegal(True, [], 0, 0), "hand"),
        (lambda: classic().misdeal("X"), "dealer"),
        (lambda: classic().misdeal(None), "dealer"),
        (lambda: classic().misdeal_ruling("N", count="2"), "count"),
        (lambda: classic().misdeal_ruling("N", count=0), "count"),
        (lambda: classic().misdeal_ruling("N", after_bid="yes"), "after_bid"),
        (lambda: classic().misdeal_ruling("N", mode=7), "mode"),
        (lambda: coinche().misdeal_ruling("N", after_bid=True, last_bid=85), "last_bid"),
        (lambda: classic().game_end(None), "totals"),
        (lambda: classic().game_end({"NS": "a", "EW": 0}), "totals"),
        (lambda: classic().game_end({"NS": 0, "EW": 0}, "N"), "deal"),
        (lambda: classic().game_end({"NS": 0, "EW": 0}, None, -5), "target"),
        (lambda: classic().capot_team([8], [162, 0]), "tricks"),
        (lambda: classic().capot_team([8, 0], [162]), "points"),
    ],
)
def test_other_queries_name_their_bad_argument(call: Callable[[], object], argument: str) -> None:
    _raises_query(call, argument)


def test_why_illegal_still_answers_real_positions() -> None:
    rules = classic()
    hand = Card("AS").bit | Card("7H").bit
    assert rules.why_illegal(hand, [], 1, int(Card("AS"))) is None
    refusal = rules.why_illegal(hand, [int(Card("8H"))], 1, Card("AS"))  # a Card is an index
    assert refusal is not None
    assert refusal.rule == "play.follow_suit"


# ------------------------------------------------------------------------ scoring


def _problem_paths(call: Callable[[], object]) -> list[str]:
    with pytest.raises(VariantError) as info:
        call()
    text = str(info.value)
    paths = [p.path for p in info.value.problems]
    assert all(f"{path}: " in text for path in paths)
    return paths


PRISE = {"taker": "NS", "trump": "H"}


@pytest.mark.parametrize(
    ("points", "path"),
    [
        ({"NS": 1_000_000, "EW": 0}, "points"),
        ({"NS": 100, "EW": 100}, "points"),  # 200: the pack and the dix de der are 162
        ({"NS": 0, "EW": 0}, "points"),
        ({"NS": -10, "EW": 172}, "points.NS"),
        ({"NS": 81.5, "EW": 80.5}, "points.NS"),
        ({"NS": True, "EW": 161}, "points.NS"),
        ({"NS": "100", "EW": 62}, "points.NS"),
        ({"NS": 162}, "points.EW"),
    ],
)
def test_impossible_card_points_are_refused(points: dict[str, Any], path: str) -> None:
    assert path in _problem_paths(lambda: classic().score_deal(PRISE, points))


def test_the_card_points_total_depends_on_the_mode() -> None:
    # bga-coinche: 120 card points at sans atout (the ace 11) and 248 at tout atout, each with
    # the dix de der; the scaling to 152 comes after.
    rules = rules_of("bga-coinche")
    rules.score_deal(
        {"taker": "NS", "trump": "SA", "bid": 82}, {"NS": 80, "EW": 50}, last_trick="NS"
    )
    rules.score_deal(
        {"taker": "NS", "trump": "TA", "bid": 82}, {"NS": 170, "EW": 88}, last_trick="NS"
    )
    assert _problem_paths(
        lambda: rules.score_deal({"taker": "NS", "trump": "SA", "bid": 82}, {"NS": 100, "EW": 62})
    ) == ["points"]


@pytest.mark.parametrize(
    ("extras", "path"),
    [
        ({"tricks": {"N": 9, "S": 0, "E": 0, "W": -1}}, "tricks"),
        ({"tricks": {"N": 4, "S": 4, "E": 0, "W": 1}}, "tricks"),  # nine tricks
        ({"tricks": {"N": 8, "S": 0, "E": 0, "W": 0}}, "tricks"),  # EW won none but has 62
        ({"tricks": {"X": 8}}, "tricks"),
        ({"tricks": "N8"}, "tricks"),
        ({"capot": "NS"}, "capot"),  # NS took every trick, yet EW has 62 card points
        ({"last_trick": "EW", "tricks": None}, None),
    ],
)
def test_impossible_tricks_are_refused(extras: dict[str, Any], path: str | None) -> None:
    call = lambda: classic().score_deal(PRISE, {"NS": 100, "EW": 62}, **extras)  # noqa: E731
    if path is None:
        call()  # EW won the last trick with 62 card points: possible
        return
    assert path in _problem_paths(call)


def test_the_last_trick_carries_the_dix_de_der() -> None:
    paths = _problem_paths(
        lambda: classic().score_deal(PRISE, {"NS": 162, "EW": 0}, last_trick="EW")
    )
    assert paths == ["last_trick"]


def test_a_capot_that_agrees_with_the_points_and_tricks_is_scored() -> None:
    tricks = {"N": 5, "S": 3, "E": 0, "W": 0}
    score = classic().score_deal(PRISE, {"NS": 162, "EW": 0}, capot="NS", tricks=tricks)
    assert score.outcome == "capot"
    paths = _problem_paths(
        lambda: classic().score_deal(
            PRISE, {"NS": 162, "EW": 0}, capot="NS", tricks={"N": 5, "S": 2, "E": 1, "W": 0}
        )
    )
    assert "tricks" in paths


@pytest.mark.parametrize(
    ("spec", "contract", "path"),
    [
        # classic bids by prise: no number, no contre.
        ("classic", {"bid": 100}, "contract.bid"),
        ("classic", {"bid": "generale"}, "contract.bid"),
        ("classic", {"bid": "capot"}, "contract.bid"),  # classic announces no capot
        ("classic", {"contre": 1}, "contract.contre"),
        ("classic", {"contre": 2}, "contract.contre"),
        # pagat-coinche: an auction from 80 by tens; a contract always has a bid.
        ("pagat-coinche", {"bid": None}, "contract.bid"),
        ("pagat-coinche", {"bid": 85}, "contract.bid"),
        ("pagat-coinche", {"bid": 80, "contre": 3}, "contract.contre"),
        ("pagat-coinche", {"bid": "generale"}, "contract.bid"),  # only with its option
    ],
)
def test_a_contract_the_bidding_cannot_produce_is_refused(
    spec: str, contract: dict[str, Any], path: str
) -> None:
    full = {"taker": "NS", "trump": "H", **contract}
    assert path in _problem_paths(lambda: rules_of(spec).score_deal(full, {"NS": 100, "EW": 62}))


def test_the_contracts_a_variant_can_produce_are_scored() -> None:
    assert (
        rules_of("traditional+capot-demande")
        .score_deal({"taker": "NS", "trump": "H", "bid": "capot"}, {"NS": 162, "EW": 0}, capot="NS")
        .outcome
        == "capot"
    )
    assert (
        coinche()
        .score_deal({"taker": "NS", "trump": "H", "bid": 80, "contre": 2}, {"NS": 100, "EW": 62})
        .multiplier
        > 1
    )
    assert rules_of("pagat-coinche+generale").contract_value({"bid": "generale"}) > 0


def test_contract_value_refuses_a_bid_of_another_system() -> None:
    assert _problem_paths(lambda: classic().contract_value({"bid": 100})) == ["contract.bid"]
    assert classic().contract_value({"bid": None}) == 0


# ------------------------------------------------------------------------ pickle and copy


def _contract(rules: Rules) -> dict[str, Any]:
    """A contract the variant's bidding can produce, in a trump suit."""
    if isinstance(rules.bidding, AuctionSystem):
        if rules.variant.rule("bidding.auction.levels") == "none":  # a mode alone
            return {"taker": "NS", "trump": "H", "bid": None}
        return {"taker": "NS", "trump": "H", "bid": rules.bidding.values[0]}
    return {"taker": "NS", "trump": "H"}


def _play(rules: Rules, seed: int) -> tuple[list[tuple[str | None, str]], dict[str, int]]:
    """A seeded game to its end, each action chosen by a seeded generator."""
    game = rules.new_game(seed=seed)
    pick = random.Random(seed)
    done: list[tuple[str | None, str]] = []
    while not game.over and len(done) < 5000:
        action = pick.choice(game.legal_actions())
        done.append((game.to_move, action))
        game.apply(action)
    return done, dict(game.totals)


def _answers(rules: Rules) -> tuple[Any, ...]:
    """A few answers of the rules: legal cards, a trick's winner, a deal's score, a game."""
    # the table's pack (24 cards at three), its seats in playing order (N E S W at a
    # clockwise table, N W S at three, N S at two)
    deck = [c for c in CARDS if rules.seating.deck_mask >> int(c) & 1]
    random.Random(5).shuffle(deck)
    seats = rules.seating.seats
    hand = deck[:8]
    full = [(seat, deck[8 + i]) for i, seat in enumerate(seats)]
    trick = full[: min(2, len(seats) - 1)]
    return (
        rules.legal_cards(hand, trick, "H"),
        rules.trick_winner(full, "H"),
        rules.score_deal(_contract(rules), {"NS": 100, "EW": 62}, last_trick="NS"),
        _play(rules, 3),
    )


@pytest.mark.parametrize("spec", sweep(SPECS))
def test_rules_pickle_and_answer_identically(spec: str) -> None:
    rules = rules_of(spec)
    again = pickle.loads(pickle.dumps(rules))
    assert isinstance(again, Rules)
    assert again is not rules
    assert again.variant.id == rules.variant.id
    assert _answers(again) == _answers(rules)


def test_a_deep_copy_shares_the_immutable_rules() -> None:
    rules = classic()
    assert copy.deepcopy(rules) is rules
    assert copy.copy(rules) is rules
    holder = copy.deepcopy({"rules": rules, "hands": [1, 2]})
    assert holder["rules"] is rules


USER_VARIANT = """\
name: maison
title: Belote de la maison
extends: classic
rules:
  scoring: {rounding: {method: each_team, half: up, last_deal: rounded}}
provenance:
  scoring.rounding: {source: "003", section: "Fin de la partie", note: "test", choice: true}
"""


def test_rules_of_a_user_file_pickle(tmp_path: Path) -> None:
    path = tmp_path / "maison.yaml"
    path.write_text(USER_VARIANT, encoding="utf-8")
    rules = load_variant(path).compile()
    again = pickle.loads(pickle.dumps(rules))
    assert again.variant.id == "maison"
    # NS 86 and EW 76 rounded each to the nearest ten, 5 up: 90 and 80.
    for compiled in (rules, again):
        score = compiled.score_deal(PRISE, {"NS": 86, "EW": 76})
        assert (score.NS, score.EW) == (90, 80)
    assert _play(again, 8) == _play(rules, 8)


class HalfScores:
    """A plugin given to compile(): every deal's line halved (it must pickle with the rules)."""

    @hookimpl(wrapper=True)
    def belote_make_scorer(self, variant: Any, tables: Any) -> Any:
        inner = yield

        def score(*args: Any, **kwargs: Any) -> DealScore:
            s = inner(*args, **kwargs)
            return DealScore(s.NS // 2, s.EW // 2, s.outcome, s.held, s.taker, s.capot)

        return score


def test_rules_compiled_with_a_plugin_object_pickle_with_it(tmp_path: Path) -> None:
    path = tmp_path / "moitie.yaml"
    path.write_text(
        "title: Moitié\nextends: classic\nrules:\n  plugins: [half]\n", encoding="utf-8"
    )
    rules = load_variant(path).compile(plugins={"half": HalfScores()})
    again = pickle.loads(pickle.dumps(rules))
    for compiled in (rules, again):
        # classic made 100 to 62, halved: 50 and 31.
        score = compiled.score_deal(PRISE, {"NS": 100, "EW": 62})
        assert (score.NS, score.EW) == (50, 31)
    assert again.plugin_manager.has_plugin("half")


# ------------------------------------------------------------------------ the card helpers


@pytest.mark.parametrize("bad", [["N"], {"N": 1}, None, 0])
def test_seat_helpers_refuse_a_non_seat_with_a_seat_error(bad: object) -> None:
    for helper in (parse_seat, seat_index, next_seat, partner, team_of):
        with pytest.raises(SeatError, match="unknown seat"):
            helper(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [["H"], {"H": 1}, None, 1])
def test_trump_helpers_refuse_a_non_trump_with_a_trump_error(bad: object) -> None:
    for helper in (parse_trump, suit_of_trump):
        with pytest.raises(TrumpError, match="unknown trump"):
            helper(bad)  # type: ignore[arg-type]


def test_a_bool_is_not_a_card_in_a_set_of_cards() -> None:
    # True == 1, the eight of spades: taken as a card, it would be a wrong answer.
    with pytest.raises(TypeError, match="bool"):
        cards_to_mask([True])
    assert cards_to_mask([1, "JH"]) == Card("8S").bit | Card("JH").bit


def test_score_deal_names_points_and_belote_of_the_wrong_kind() -> None:
    rules = load_variant("classic").compile()
    contract = {"taker": "NS", "trump": "H", "bid": None}
    with pytest.raises(VariantError) as exc:
        rules.score_deal(contract, None)  # type: ignore[arg-type]
    assert [(p.path, p.message) for p in exc.value.problems] == [("points", "got NoneType")]
    with pytest.raises(VariantError) as exc:
        rules.score_deal(contract, {"NS": 81, "EW": 81}, belote=object())
    assert [p.path for p in exc.value.problems] == ["belote"]


@pytest.mark.parametrize("given", [5, None, b"classic"])
def test_load_variant_names_a_name_of_the_wrong_kind(given: object) -> None:
    with pytest.raises(VariantError) as exc:
        load_variant(given)  # type: ignore[arg-type]
    (problem,) = exc.value.problems
    assert problem.path == "name_or_path"
    assert problem.message.startswith(f"got {type(given).__name__} ")


def test_a_game_compiled_with_a_plugin_module_pickles() -> None:
    """The plugin tutorial passes a module to compile(): a game of those rules pickles (the
    module travels by its name and is imported again)."""
    import sys
    import types

    from belote_spec.hookspecs import hookimpl

    module = types.ModuleType("belote_test_module_plugin")

    @hookimpl(wrapper=True)
    def belote_make_play(variant: Any, tables: Any) -> Any:
        return (yield)

    module.belote_make_play = belote_make_play  # type: ignore[attr-defined]
    sys.modules[module.__name__] = module
    try:
        rules = load_variant("classic").compile(plugins={"module-plugin": module})
        game = rules.new_game(seed=3, dealer="N")
        game.apply(game.legal_actions()[0])
        again = pickle.loads(pickle.dumps(game))
        assert again.legal_actions() == game.legal_actions()
        assert again.to_record() == game.to_record()
    finally:
        del sys.modules[module.__name__]

