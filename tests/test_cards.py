"""Tests of belote_spec.cards: card values, parsing, bitsets, seats and trump codes."""

from __future__ import annotations

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from belote_spec.cards import (
    ACE,
    CARDS,
    CLUBS,
    DIAMONDS,
    FULL_DECK,
    HEARTS,
    JACK,
    QUEEN,
    RANK_CODES,
    RANK_CODES_FR,
    RANK_MASKS,
    RANK_NAMES,
    RANK_NAMES_FR,
    SEATS,
    SEVEN,
    SPADES,
    SUIT_CODES,
    SUIT_MASKS,
    SUIT_NAMES_FR,
    SUIT_SYMBOLS,
    TEAM_SEATS,
    TEAMS,
    TEN,
    TRUMPS,
    Card,
    CardError,
    SeatError,
    TrumpError,
    cards_to_mask,
    format_cards,
    iter_bits,
    mask_to_cards,
    next_seat,
    parse_card,
    parse_cards,
    parse_seat,
    parse_trump,
    partner,
    popcount,
    previous_seat,
    seat_index,
    suit_of_trump,
    team_of,
)

subsets = st.sets(st.integers(min_value=0, max_value=31))
masks = st.integers(min_value=0, max_value=FULL_DECK)

# --------------------------------------------------------------------------------------------
# Constants and Card values
# --------------------------------------------------------------------------------------------


def test_constants() -> None:
    assert (SPADES, HEARTS, DIAMONDS, CLUBS) == (0, 1, 2, 3)
    assert (SEVEN, TEN, JACK, QUEEN, ACE) == (0, 3, 4, 5, 7)
    assert SUIT_CODES == ("S", "H", "D", "C")
    assert SUIT_SYMBOLS == ("♠", "♥", "♦", "♣")
    assert SUIT_NAMES_FR == ("pique", "cœur", "carreau", "trèfle")
    assert RANK_CODES == ("7", "8", "9", "T", "J", "Q", "K", "A")
    assert RANK_NAMES == ("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
    assert RANK_CODES_FR == ("7", "8", "9", "10", "V", "D", "R", "A")
    assert RANK_NAMES_FR == ("sept", "huit", "neuf", "dix", "valet", "dame", "roi", "as")
    assert FULL_DECK == 0xFFFF_FFFF
    assert SUIT_MASKS == (0xFF, 0xFF00, 0xFF_0000, 0xFF00_0000)
    assert sum(SUIT_MASKS) == FULL_DECK
    assert sum(RANK_MASKS) == FULL_DECK
    assert all(popcount(mask) == 4 for mask in RANK_MASKS)
    assert RANK_MASKS[JACK] == cards_to_mask("JS JH JD JC")


def test_cards_table() -> None:
    assert len(CARDS) == 32
    for index, card in enumerate(CARDS):
        assert type(card) is Card
        assert card == index
        assert card.index == index
        assert type(card.index) is int
        assert card.suit * 8 + card.rank == index
        assert card.bit == 1 << index
        assert Card.of(index) is card
        assert Card(index) is card
        assert Card.from_suit_rank(card.suit, card.rank) is card
    assert sorted(CARDS, reverse=True) == list(reversed(CARDS))


def test_card_attributes() -> None:
    jack_hearts = Card.from_suit_rank(HEARTS, JACK)
    assert jack_hearts.code == "JH"
    assert jack_hearts.french == "V♥"
    assert jack_hearts.french_name == "valet de cœur"
    assert jack_hearts.rank_name == "jack"
    assert str(jack_hearts) == "JH"
    assert f"{jack_hearts}" == "JH"
    assert repr(jack_hearts) == "Card('JH')"
    ten_diamonds = Card.from_suit_rank(DIAMONDS, TEN)
    assert (ten_diamonds.code, ten_diamonds.french) == ("TD", "10♦")
    assert ten_diamonds.french_name == "dix de carreau"
    assert Card.from_suit_rank(SPADES, ACE).french_name == "as de pique"
    assert Card.from_suit_rank(CLUBS, SEVEN).french_name == "sept de trèfle"
    assert Card.from_suit_rank(SPADES, QUEEN).french == "D♠"


def test_card_is_a_shared_immutable_value() -> None:
    card = CARDS[0]
    assert bool(card) is True  # the seven of spades is truthy although it equals 0
    assert hash(card) == hash(0)
    assert {CARDS[3]: "x"}[Card("TS")] == "x"
    assert copy.copy(card) is card
    assert copy.deepcopy(card) is card
    assert pickle.loads(pickle.dumps(CARDS[12])) is CARDS[12]
    assert eval(repr(CARDS[12])) is CARDS[12]  # repr round trip
    with pytest.raises(AttributeError):
        card.foo = 1  # type: ignore[attr-defined]


@pytest.mark.parametrize("bad", [-1, 32, 100])
def test_card_index_out_of_range(bad: int) -> None:
    with pytest.raises(CardError, match=str(bad)):
        Card.of(bad)
    with pytest.raises(CardError, match=str(bad)):
        parse_card(bad)
    with pytest.raises(CardError, match=str(bad)):
        Card(bad)


def test_from_suit_rank_out_of_range() -> None:
    with pytest.raises(CardError, match="suit 4"):
        Card.from_suit_rank(4, 0)
    with pytest.raises(CardError, match="rank 8"):
        Card.from_suit_rank(0, 8)


# --------------------------------------------------------------------------------------------
# Parsing one card
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("card", CARDS, ids=str)
def test_code_round_trip(card: Card) -> None:
    assert parse_card(card.code) is card
    assert parse_card(card.code.lower()) is card
    assert parse_card(card.french) is card
    assert parse_card(card.french_name) is card
    assert parse_card(card.french_name.upper()) is card
    assert parse_card(f"  {card.code} ") is card
    assert parse_card(card) is card
    assert parse_card(card.index) is card
    assert Card(card.code) is card


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("JH", "JH"),
        ("TD", "TD"),
        ("10D", "TD"),
        ("10d", "TD"),
        ("jh", "JH"),
        ("7c", "7C"),
        ("AS", "AS"),
        ("as", "AS"),
        ("JD", "JD"),
        ("QD", "QD"),
        ("KC", "KC"),
        ("V♥", "JH"),
        ("10♦", "TD"),
        ("D♠", "QS"),
        ("R♣", "KC"),
        ("A♥", "AH"),
        ("D♦", "QD"),
        ("V♡", "JH"),
        ("D♢", "QD"),
        ("R♤", "KS"),
        ("7♧", "7C"),
        ("V♥️", "JH"),
        ("v♥", "JH"),
        ("J♥", "JH"),
        ("T♦", "TD"),
        ("Q♠", "QS"),
        ("V ♥", "JH"),
        ("Vcoeur", "JH"),
        ("Vcœur", "JH"),
        ("valet de cœur", "JH"),
        ("Valet de coeur", "JH"),
        ("VALET DE CŒUR", "JH"),
        ("as de pique", "AS"),
        ("As de Pique", "AS"),
        ("dix de carreau", "TD"),
        ("10 de carreau", "TD"),
        ("7 de trèfle", "7C"),
        ("sept de trefle", "7C"),
        ("V de cœur", "JH"),
        ("D de cœur", "QH"),
        ("dame de cœur", "QH"),
        ("Dame de Coeur", "QH"),
        ("roi de pique", "KS"),
        ("huit de carreau", "8D"),
        ("neuf   de   trèfle", "9C"),
        ("  valet de cœur  ", "JH"),
        ("jack of hearts", "JH"),
        ("Ten of Diamonds", "TD"),
        ("queen of spades", "QS"),
        ("7 de tre\u0300fle", "7C"),  # decomposed accent (NFD)
        ("ＪＨ", "JH"),  # full-width letters
    ],
)
def test_parse_card_examples(text: str, code: str) -> None:
    assert parse_card(text).code == code


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("DH", ["'DH'", "'QH'", "'D♥'", "dame de cœur"]),
        ("DD", ["'DD'", "'QD'", "'D♦'", "dame de carreau"]),
        ("dd", ["'dd'", "'QD'"]),
        ("VH", ["'VH'", "'JH'", "'V♥'", "valet de cœur"]),
        ("RC", ["'RC'", "'KC'", "'R♣'", "roi de trèfle"]),
        ("VS", ["'VS'", "'JS'", "valet de pique"]),
    ],
)
def test_french_rank_with_english_suit_letter_is_rejected(text: str, expected: list[str]) -> None:
    with pytest.raises(CardError) as info:
        parse_card(text)
    message = str(info.value)
    assert message.startswith(f"ambiguous card {text!r}")
    for fragment in expected:
        assert fragment in message
    assert info.value.given == text


@pytest.mark.parametrize(
    "text",
    ["", "   ", "XX", "1H", "11D", "JX", "J", "V", "dame", "♥", "♥V", "7T", "JH9", "valet de"],
)
def test_parse_card_errors_quote_input_and_show_forms(text: str) -> None:
    with pytest.raises(CardError) as info:
        parse_card(text)
    message = str(info.value)
    assert repr(text) in message
    assert "Accepted card forms" in message
    for example in ("'JH'", "'10D'", "'V♥'", "'valet de cœur'"):
        assert example in message
    assert isinstance(info.value, ValueError)


def test_rank_without_suit_says_so() -> None:
    with pytest.raises(CardError, match="has a rank but no suit"):
        parse_card("valet")


@pytest.mark.parametrize("bad", [1.5, None, True, b"JH"])
def test_parse_card_wrong_type(bad: object) -> None:
    with pytest.raises(TypeError):
        parse_card(bad)  # type: ignore[arg-type]


# --------------------------------------------------------------------------------------------
# Parsing and formatting several cards
# --------------------------------------------------------------------------------------------


def codes(cards: list[Card]) -> list[str]:
    return [card.code for card in cards]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("V♥ 9♥ A♦", ["JH", "9H", "AD"]),
        ("JH,9H,AD", ["JH", "9H", "AD"]),
        ("JH, 9H ; AD", ["JH", "9H", "AD"]),
        (" jh  10d\t7c ", ["JH", "TD", "7C"]),
        ("valet de cœur, as de pique", ["JH", "AS"]),
        ("as de pique 7 de trèfle V ♥ as", ["AS", "7C", "JH", "AS"]),
        ("jack of hearts ten of spades", ["JH", "TS"]),
        ("Vcoeur D♠ 10♦", ["JH", "QS", "TD"]),
        ("", []),
        (" , ", []),
    ],
)
def test_parse_cards(text: str, expected: list[str]) -> None:
    assert codes(parse_cards(text)) == expected


def test_parse_cards_from_iterable_keeps_order_and_duplicates() -> None:
    assert codes(parse_cards(["JH", CARDS[0], 31, "V♥"])) == ["JH", "7S", "AC", "JH"]
    assert parse_cards(()) == []


@pytest.mark.parametrize(
    ("text", "bad", "position"),
    [("JH XX AD", "XX", 2), ("V♥,DH", "DH", 2), ("valet de cœur zz", "zz", 2)],
)
def test_parse_cards_error_names_bad_card(text: str, bad: str, position: int) -> None:
    with pytest.raises(CardError) as info:
        parse_cards(text)
    message = str(info.value)
    assert f"card {position} of {text!r}" in message
    assert repr(bad) in message
    assert info.value.given == bad


def test_format_cards() -> None:
    hand = parse_cards("JH 9H AD")
    assert format_cards(hand) == "JH 9H AD"
    assert format_cards(hand, "french") == "V♥ 9♥ A♦"
    assert format_cards(hand, "french_name") == "valet de cœur, neuf de cœur, as de carreau"
    assert format_cards(hand, sep=",") == "JH,9H,AD"
    assert format_cards(cards_to_mask(hand)) == "9H JH AD"  # a bitset is written in order
    assert format_cards("valet de cœur, 10D", "french") == "V♥ 10♦"
    assert format_cards(CARDS[0]) == "7S"  # a single Card, not the bitset 0
    assert format_cards(0) == ""
    with pytest.raises(ValueError, match="unknown card style 'fancy'"):
        format_cards(hand, "fancy")  # type: ignore[arg-type]


# --------------------------------------------------------------------------------------------
# Bitsets
# --------------------------------------------------------------------------------------------


@given(subsets)
def test_mask_round_trip(indices: set[int]) -> None:
    mask = cards_to_mask(indices)
    assert mask_to_cards(mask) == sorted(indices)
    assert all(type(card) is Card for card in mask_to_cards(mask))
    assert popcount(mask) == len(indices)
    assert list(iter_bits(mask)) == sorted(indices)
    assert cards_to_mask(CARDS[i] for i in indices) == mask
    assert cards_to_mask([CARDS[i].code for i in indices]) == mask


@given(masks)
def test_mask_to_cards_and_back(mask: int) -> None:
    cards = mask_to_cards(mask)
    assert cards_to_mask(cards) == mask
    assert sum(card.bit for card in cards) == mask
    assert cards == sorted(cards)
    assert parse_cards(format_cards(mask)) == cards
    assert parse_cards(format_cards(mask, "french")) == cards
    assert parse_cards(format_cards(mask, "french_name")) == cards


@given(masks, st.sampled_from([SPADES, HEARTS, DIAMONDS, CLUBS]))
def test_suit_masks(mask: int, suit: int) -> None:
    in_suit = mask_to_cards(mask & SUIT_MASKS[suit])
    assert in_suit == [card for card in mask_to_cards(mask) if card.suit == suit]


@given(st.integers(min_value=0, max_value=1 << 80))
def test_iter_bits_any_int(value: int) -> None:
    bits = list(iter_bits(value))
    assert sum(1 << bit for bit in bits) == value
    assert bits == sorted(set(bits))
    assert popcount(value) == len(bits)


def test_bitset_helpers_edge_cases() -> None:
    assert mask_to_cards(0) == []
    assert mask_to_cards(FULL_DECK) == list(CARDS)
    assert cards_to_mask([]) == 0
    assert cards_to_mask("JH JH") == cards_to_mask("JH")
    assert cards_to_mask(CARDS) == FULL_DECK
    assert cards_to_mask("V♥ 9♥ A♦") == CARDS[12].bit | CARDS[10].bit | CARDS[23].bit
    with pytest.raises(CardError, match=str(1 << 32)):
        mask_to_cards(1 << 32)
    with pytest.raises(CardError, match="-1"):
        mask_to_cards(-1)
    with pytest.raises(TypeError, match=r"card\.bit"):
        mask_to_cards(CARDS[5])
    with pytest.raises(CardError, match="32"):
        cards_to_mask([32])


# --------------------------------------------------------------------------------------------
# Seats
# --------------------------------------------------------------------------------------------


def test_seats_play_order() -> None:
    assert SEATS == ("N", "W", "S", "E")
    assert [next_seat(seat) for seat in SEATS] == ["W", "S", "E", "N"]
    seat = "N"
    seen = []
    for _ in range(8):
        seen.append(seat)
        seat = next_seat(seat)
    assert seen == ["N", "W", "S", "E"] * 2
    assert [previous_seat(seat) for seat in SEATS] == ["E", "N", "W", "S"]
    # clockwise play goes N -> E -> S -> W
    assert [next_seat(seat, clockwise=True) for seat in SEATS] == ["E", "N", "W", "S"]
    assert [previous_seat(seat, clockwise=True) for seat in SEATS] == ["W", "S", "E", "N"]
    for seat in SEATS:
        assert previous_seat(next_seat(seat)) == seat
        assert SEATS[(seat_index(seat) + 1) % 4] == next_seat(seat)
    assert [seat_index(seat) for seat in SEATS] == [0, 1, 2, 3]


def test_partners_and_teams() -> None:
    assert (partner("N"), partner("S"), partner("E"), partner("W")) == ("S", "N", "W", "E")
    assert TEAMS == ("NS", "EW")
    assert [team_of(seat) for seat in SEATS] == ["NS", "EW", "NS", "EW"]
    for seat in SEATS:
        assert team_of(partner(seat)) == team_of(seat)
        assert team_of(next_seat(seat)) != team_of(seat)
        assert partner(seat) == next_seat(next_seat(seat))
    for team, seats in TEAM_SEATS.items():
        assert all(team_of(seat) == team for seat in seats)


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("N", "N"),
        ("n", "N"),
        ("nord", "N"),
        ("Nord", "N"),
        ("North", "N"),
        ("S", "S"),
        ("Sud", "S"),
        ("south", "S"),
        ("E", "E"),
        ("Est", "E"),
        ("east", "E"),
        ("W", "W"),
        ("O", "W"),
        ("Ouest", "W"),
        ("West", "W"),
        (" ouest ", "W"),
    ],
)
def test_parse_seat(text: str, seat: str) -> None:
    assert parse_seat(text) == seat


@pytest.mark.parametrize("text", ["", "X", "nordd", "NS", "Norte"])
def test_parse_seat_errors(text: str) -> None:
    with pytest.raises(SeatError) as info:
        parse_seat(text)
    assert repr(text) in str(info.value)
    assert "Ouest" in str(info.value)
    assert isinstance(info.value, ValueError)


def test_seat_functions_accept_seat_names() -> None:
    assert next_seat("nord") == "W"
    assert partner("Ouest") == "E"
    assert team_of("Sud") == "NS"
    assert seat_index("Est") == 3
    with pytest.raises(SeatError, match="'Q'"):
        next_seat("Q")


# --------------------------------------------------------------------------------------------
# Trumps
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "code"),
    [
        *[(code, code) for code in ("S", "H", "D", "C", "SA", "TA")],
        ("s", "S"),
        ("sa", "SA"),
        ("ta", "TA"),
        ("pique", "S"),
        ("cœur", "H"),
        ("coeur", "H"),
        ("Cœur", "H"),
        ("carreau", "D"),
        ("trèfle", "C"),
        ("trefle", "C"),
        ("atout cœur", "H"),
        ("♠", "S"),
        ("♡", "H"),
        ("♦", "D"),
        ("♧", "C"),
        ("hearts", "H"),
        ("sans atout", "SA"),
        ("Sans-Atout", "SA"),
        ("SANS ATOUT", "SA"),
        ("no trump", "SA"),
        ("NT", "SA"),
        ("tout atout", "TA"),
        ("Tout-atout", "TA"),
        ("all trumps", "TA"),
    ],
)
def test_parse_trump(text: str, code: str) -> None:
    assert parse_trump(text) == code


@pytest.mark.parametrize("text", ["", "X", "atout", "sans", "JH", "cœurs pique"])
def test_parse_trump_errors(text: str) -> None:
    with pytest.raises(TrumpError) as info:
        parse_trump(text)
    assert repr(text) in str(info.value)
    assert "sans atout" in str(info.value)


def test_suit_of_trump() -> None:
    assert TRUMPS == ("S", "H", "D", "C", "SA", "TA")
    assert [suit_of_trump(code) for code in TRUMPS] == [0, 1, 2, 3, None, None]
    assert suit_of_trump("cœur") == HEARTS
    assert suit_of_trump("sans atout") is None
    with pytest.raises(TrumpError):
        suit_of_trump("Z")
