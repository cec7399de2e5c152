"""Behaviour tests written for the mutants of ``belote_spec/engine/rules.py`` that the other
tests let survive (docs/mutation-report.md); expected values worked by hand."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from belote_spec import VariantError, load_variant
from belote_spec.cards import CARDS, CODE_INDEX, CardError, cards_to_mask, parse_cards
from belote_spec.engine.rules import QueryError, Rules
from belote_spec.engine.tables import MODE_INDEX

from .behaviour import variant_with


@pytest.fixture(scope="module")
def classic() -> Rules:
    return load_variant("classic").compile()


def test_the_team_named_in_the_older_game_end_form_is_the_one_put_capot() -> None:
    # traditional (document 003): a team put capot cannot win on that deal; target 1001.
    # game_end(totals after the deal, the team put capot): NS at 1010 was put capot, so it
    # cannot win on that deal and the game goes on; had EW been put capot, NS wins at 1010.
    rules = load_variant("traditional").compile()
    assert rules.variant.rule("game_end.capot_loser_cannot_win") is True
    totals = {"NS": 1010, "EW": 900}
    assert rules.game_end(totals, "NS").winner is None
    assert rules.game_end(totals, "EW").winner == "NS"
    assert rules.game_end(totals).winner == "NS"


#: A bad query and its whole message: "{argument}: {message}; expected {expected}" (the
#: format of QueryError), each part as the code's docstrings and the API reference give it.
MESSAGES: list[tuple[str, Callable[[Rules], object], str]] = [
    (
        "mode out of range",
        lambda r: r.why_illegal(0b111, [], 9, 0),
        "mode: got 9; expected a mode index 0..5",
    ),
    (
        "four cards before a card",
        lambda r: r.why_illegal(0b1111, [4, 5, 6, 7], 0, 0),
        "cards: 4 cards; expected 3 at most (before a card is played)",
    ),
    (
        "misdeal count 0",
        lambda r: r.misdeal_ruling("N", count=0),
        "count: got 0; expected a whole number, 1 or more",
    ),
    (
        "target 0",
        lambda r: r.game_end({"NS": 0, "EW": 0}, None, target=0),
        "target: got 0; expected None or a whole number, 1 or more",
    ),
]


@pytest.mark.parametrize(
    ("call", "message"), [m[1:] for m in MESSAGES], ids=[m[0] for m in MESSAGES]
)
def test_a_bad_query_says_what_was_given_and_what_is_expected(
    classic: Rules, call: Callable[[Rules], object], message: str
) -> None:
    with pytest.raises(QueryError) as info:
        call(classic)
    assert str(info.value) == message


def test_an_annonce_kept_back_does_not_count(tmp_path: Path) -> None:
    # annonces.declaring: optional (a player may keep an annonce to himself). S holds a tierce
    # to the king of clubs (20), nobody else an annonce (spades are trumps): declared, NS
    # scores 20; kept back (waived), nobody scores.
    rules = variant_with({}, tmp_path, "classic", {"annonces": {"declaring": "optional"}})
    hands = {"S": "KC QC JC 7H"}
    held = sum(1 << CODE_INDEX[c] for c in hands["S"].split())
    assert "tierce-KC" in rules.annonces.declarable(held, MODE_INDEX["S"])
    declared = rules.declarations(hands, "S")
    assert (declared.awarded["NS"], declared.awarded["EW"]) == (20, 0)
    kept = rules.declarations(hands, "S", waived={"S": "tierce-KC"})
    assert (kept.awarded["NS"], kept.awarded["EW"]) == (0, 0)


def test_a_lead_is_free_in_the_kernels_bitset_form(classic: Rules) -> None:
    # PlayKernels.legal: the legal cards of a hand as a bitset; nothing is on the table, so
    # every card of the hand may be led (the rule « l'entame est libre »).
    hand = sum(1 << CODE_INDEX[c] for c in ("7S", "JH", "9H", "AD"))
    assert classic.play.legal(hand, [], MODE_INDEX["H"]) == hand


def _problems(rules: Rules, contract: object, **extra: object) -> list[tuple[str, ...]]:
    with pytest.raises(VariantError) as info:
        rules.score_deal(contract, {"NS": 100, "EW": 62}, **extra)  # type: ignore[arg-type]
    return [
        (p.file, str(p.line), str(p.column), p.path, p.message, str(p.expected), str(p.hint))
        for p in info.value.problems
    ]


def test_a_seat_that_does_not_play_for_the_taker_is_refused(classic: Rules) -> None:
    # contract["seat"] is the seat of the taker (a générale names its bidder): E plays for EW
    assert _problems(classic, {"taker": "NS", "trump": "H", "seat": "E"}) == [
        (
            "<score_deal>",
            "0",
            "0",
            "contract.seat",
            "E does not play for NS",
            "a taker's seat",
            "None",
        )
    ]
    # …and N plays for NS: no problem, the deal is scored (NS 100 of 162 points: made)
    score = classic.score_deal({"taker": "NS", "trump": "H", "seat": "N"}, {"NS": 100, "EW": 62})
    assert (score.outcome, score.taker) == ("made", "NS")


def test_the_problems_of_score_deal_name_the_key_and_what_is_expected(classic: Rules) -> None:
    assert _problems(classic, {"taker": "NS", "trump": "H"}, carried="x") == [
        (
            "<score_deal>", "0", "0", "carried", "got 'x'",
            "a whole number of points, 0 or more", "None",
        )
    ]  # fmt: skip
    # an unknown key of the contract: the keys allowed, and the one meant
    assert _problems(classic, {"taker": "NS", "trump": "H", "bids": 80}) == [
        (
            "<score_deal>", "0", "0", "contract.bids", "unknown key 'bids'",
            "one of taker, trump, bid, contre, seat", "did you mean 'bid'?",
        )
    ]  # fmt: skip
    # a seat that is not one: the four seats
    assert _problems(classic, {"taker": "NS", "trump": "H", "seat": "X"}) == [
        ("<score_deal>", "0", "0", "contract.seat", "got 'X'", "N, W, S or E", "None")
    ]
    # a contract that is not a mapping
    assert _problems(classic, "NS") == [
        (
            "<score_deal>", "0", "0", "contract", "got 'NS'",
            "a mapping such as {'taker': 'NS', 'trump': 'H'}", "None",
        )
    ]  # fmt: skip
    # classic bids the four suits only (bidding.modes): no sans atout
    assert _problems(classic, {"taker": "NS", "trump": "SA"}) == [
        (
            "<score_deal>", "0", "0", "contract.trump",
            "classic does not play sans atout (bidding.modes)", "one of S, H, D, C", "None",
        )
    ]  # fmt: skip


def test_a_contre_level_the_auction_does_not_have(tmp_path: Path) -> None:
    # bga-coinche with a contre but no surcontre: the levels are 0 or 1
    rules = variant_with(
        {}, tmp_path, "bga-coinche", {"bidding": {"auction": {"surcontre": False}}},
        name="no-surcontre",
    )  # fmt: skip
    assert _problems(rules, {"taker": "NS", "trump": "H", "bid": 90, "contre": 2}) == [
        (
            "<score_deal>", "0", "0", "contract.contre", "no-surcontre has no contre level 2",
            "0 or 1 (contre)", "None",
        )
    ]  # fmt: skip


# ---------------------------------------------------------------- second sample (seed 27)


def _query_message(call: Callable[[], object]) -> str:
    with pytest.raises(QueryError) as info:
        call()
    return str(info.value)


def test_a_seat_given_twice_in_the_hands_is_named(classic: Rules) -> None:
    # « nord » is the seat N in French (cards.parse_seat): N is given twice, at hands['nord']
    assert _query_message(lambda: classic.declarations({"N": "JH", "nord": "9H"}, "H")) == (
        "hands['nord']: the seat N is given twice; expected each seat once"
    )


def test_hands_that_are_not_a_mapping_are_named_hands(classic: Rules) -> None:
    assert _query_message(lambda: classic.declarations("JH 9H", "H")) == (  # type: ignore[arg-type]
        "hands: got 'JH 9H'; expected a mapping {seat: cards}, such as {'N': 'JH 9H'}"
    )


def test_a_bitset_beyond_the_32_cards_is_shown(classic: Rules) -> None:
    # bit 32 is no card (cards 0..31): 1 << 32 = 4294967296
    assert _query_message(lambda: classic.legal_cards(1 << 32, [], "H")) == (
        "hand: bitset 4294967296 has bits outside the 32 cards"
    )


def test_a_hand_of_unknown_cards_gets_the_parsers_words(classic: Rules) -> None:
    # the message is the first line of the parser's own (cards.parse_cards), after the argument
    with pytest.raises(CardError, match="ZZ") as parsed:
        parse_cards("ZZ")
    first_line = str(parsed.value).split("\n", 1)[0]
    assert _query_message(lambda: classic.legal_cards("ZZ", [], "H")) == f"hand: {first_line}"


def test_a_bad_first_seat_is_named_first(classic: Rules) -> None:
    assert _query_message(lambda: classic.declarations({"N": "JH"}, "H", first="X")) == (
        "first: unknown seat 'X'; expected N, W, S or E"
    )


def test_a_card_not_held_is_named_in_french(classic: Rules) -> None:
    # the French catalog: « vous n'avez pas {card} », the card « {rank} {suit} » with the ten
    # « le dix » and hearts « de cœur » (locale/fr table.po, contexts "card not held, …")
    hand = sum(1 << CODE_INDEX[c] for c in ("7H", "8H"))
    refusal = classic.why_illegal(hand, [], MODE_INDEX["H"], CODE_INDEX["TH"], lang="fr")
    assert refusal is not None
    assert refusal.reason == "vous n'avez pas le dix de cœur"
    english = classic.why_illegal(hand, [], MODE_INDEX["H"], CODE_INDEX["TH"])
    assert english is not None
    assert english.reason == "you do not hold TH"


def test_a_bid_the_auction_lacks_lists_the_bids_shortly(tmp_path: Path) -> None:
    # floor 80, step 10, ceiling 160: 80, 90, …, 160 (nine bids, more than four: shortened),
    # and the capot bid (auction.capot: true of pagat-coinche)
    rules = variant_with(
        {}, tmp_path, "pagat-coinche", {"bidding": {"auction": {"ceiling": 160}}}, name="to-160"
    )
    assert (
        "<score_deal>", "0", "0", "contract.bid", "to-160 has no bid 85 (bidding.auction)",
        "80, 90 ... 160 (every 10) or 'capot'", "None",
    ) in _problems(rules, {"taker": "NS", "trump": "H", "bid": 85})  # fmt: skip


def test_points_that_are_not_a_mapping_are_refused(classic: Rules) -> None:
    with pytest.raises(VariantError) as info:
        classic.score_deal({"taker": "NS", "trump": "H"}, None)  # type: ignore[arg-type]
    assert [(p.path, p.message, p.expected) for p in info.value.problems] == [
        ("points", "got NoneType", "each team's card points, {'NS': 81, 'EW': 81}")
    ]


def test_bad_declarations_and_last_trick_are_refused(classic: Rules) -> None:
    # declarations: {team: points} with NS and EW only; last_trick: None, NS or EW
    found = _problems(classic, {"taker": "NS", "trump": "H"}, declarations={"XX": 20})
    assert found == [
        (
            "<score_deal>", "0", "0", "declarations", "got {'XX': 20}",
            "{'NS': points, 'EW': points}", "None",
        )
    ]  # fmt: skip
    assert _problems(classic, {"taker": "NS", "trump": "H"}, last_trick="XX") == [
        ("<score_deal>", "0", "0", "last_trick", "got 'XX'", "None, NS or EW", "None")
    ]


def test_belote_given_as_team_points_is_checked(classic: Rules) -> None:
    # belote as {team: points}: the teams are NS and EW, the points whole numbers, 0 or more
    assert _problems(classic, {"taker": "NS", "trump": "H"}, belote={"XX": 20}) == [
        (
            "<score_deal>", "0", "0", "belote", "got {'XX': 20}",
            "a team (NS or EW), a list of teams, or {team: points}", "None",
        )
    ]  # fmt: skip
    assert _problems(classic, {"taker": "NS", "trump": "H"}, belote={"NS": -5}) == [
        (
            "<score_deal>", "0", "0", "belote", "got {'NS': -5}",
            "points as whole numbers, 0 or more", "None",
        )
    ]  # fmt: skip


# -- each refusal says what was expected, in words a caller can act on ---------------------------


def _message(call: Callable[[], object]) -> str:
    with pytest.raises(QueryError) as info:
        call()
    return str(info.value)


def test_a_bitset_query_names_what_each_argument_should_be(classic: Rules) -> None:
    rules = classic
    assert _message(lambda: rules.why_illegal("x", [], 0, 0)) == (  # type: ignore[arg-type]
        "hand: got 'x'; expected a bitset of the 32 cards"
    )
    assert _message(lambda: rules.why_illegal(0, "ab", 0, 0)) == (  # type: ignore[arg-type]
        "cards: got 'ab'; expected the trick's card indices"
    )
    assert _message(lambda: rules.why_illegal(0, [1, 2, 3, 4], 0, 0)) == (
        "cards: 4 cards; expected 3 at most (before a card is played)"
    )


def test_a_long_bad_argument_is_shown_cut_to_sixty_characters(classic: Rules) -> None:
    """``repr`` of 100 y's is 102 characters: the message shows its first 57 (the quote and
    56 y's) and an ellipsis, 60 in all."""
    message = _message(lambda: classic.why_illegal("y" * 100, [], 0, 0))  # type: ignore[arg-type]
    assert message == "hand: got '" + "y" * 56 + "...; expected a bitset of the 32 cards"


def test_a_trick_query_names_the_form_of_a_trick(classic: Rules) -> None:
    rules = classic
    assert _message(lambda: rules.legal_cards("JH", 5, "H")) == (  # type: ignore[arg-type]
        "trick: got 5; expected a list of (seat, card) pairs in play order, such as"
        " [('N', 'JH'), ('W', '9H')]"
    )
    four = [("N", "7S"), ("W", "8S"), ("S", "9S"), ("E", "TS")]
    assert _message(lambda: rules.legal_cards("JH", four, "H")) == (
        "trick: 4 cards; expected 3 at most (before a card is played)"
    )


def test_the_game_end_query_names_the_form_of_the_totals(classic: Rules) -> None:
    assert _message(lambda: classic.game_end({"NS": "x"})) == (  # type: ignore[dict-item]
        "totals: got {'NS': 'x'}; expected {'NS': points, 'EW': points}"
    )


def test_a_deal_scored_after_scaling_asks_which_team_won_the_last_trick() -> None:
    """bga-coinche adds the dix de der after scaling the card points: without the last
    trick's team, 80 and 50 at sans atout cannot be scaled."""
    with pytest.raises(VariantError) as info:
        load_variant("bga-coinche").compile().score_deal(
            {"taker": "NS", "trump": "SA", "bid": 82}, {"NS": 80, "EW": 50}
        )
    assert [(p.path, p.expected) for p in info.value.problems] == [("last_trick", "NS or EW")]


def test_a_play_rule_the_shortcuts_do_not_know_still_has_its_analyse(
    classic: Rules, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A variant playing a rule outside ``SHORTCUT_RULES`` (here ``ta_climb``, taken out of
    the list for the test, as a plugin's new rule would be) gets no shortcuts, and its
    ``analyse`` still answers: at tout atout, on the 9♠ led, a player holding 8♠, J♠ and 7♥
    must go over it (J 9 A 10 K Q 8 7 at tout atout): the J♠ alone."""
    from belote_spec.engine import play as play_module
    from belote_spec.engine.play import make_play_kernels
    from belote_spec.engine.tables import TA

    rules = classic
    on = dict(rules.variant.rule("play"))
    monkeypatch.setattr(
        play_module,
        "SHORTCUT_RULES",
        tuple(r for r in play_module.SHORTCUT_RULES if r != "ta_climb"),
    )
    kernels = make_play_kernels(on, rules.tables)
    assert kernels.shortcuts is None
    assert kernels.analyse is not None
    hand = cards_to_mask(["8S", "JS", "7H"])
    led = [next(int(c) for c in CARDS if c.code == "9S")]
    assert kernels.analyse(hand, led, TA)[0] == cards_to_mask(["JS"])
