"""The arguments of the queries of :class:`~belote_spec.engine.rules.Rules`, read and checked:
a hand, a trick, a seat, a mode given as codes or cards, each converted once to the kernels'
integers, and the raw figures :meth:`~belote_spec.engine.rules.Rules.score_deal` is given.

A position or a deal that cannot happen raises :class:`QueryError`, whose message starts with
the argument at fault; a score's problems are :class:`~belote_spec.errors.Problem` objects, all
at once.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any, cast

from ..cards import (
    CARDS,
    FULL_DECK,
    SEATS,
    Card,
    parse_card,
    parse_cards,
    parse_seat,
)
from ..i18n import N_, Translator, _
from ..seating import FOUR, Seating


class QueryError(ValueError):
    """An impossible query to :class:`Rules` (a card twice, a five-card trick, a seat that
    does not exist, a mode the variant does not play...). ``argument`` names the argument at
    fault (``hand``, ``trick[2]``, ``hands['N']``, ``trump``); the message starts with it."""

    def __init__(self, argument: str, message: str, expected: str | None = None) -> None:
        if expected:
            text = _(
                "{argument}: {message}; expected {expected}",
                argument=argument,
                message=message,
                expected=expected,
            )
        else:
            text = _("{argument}: {message}", argument=argument, message=message)
        super().__init__(text)
        self.argument = argument
        self.expected = expected


_CODE_INDEX: dict[str, int] = {c.code: int(c) for c in CARDS}
_INDEX_TYPES = (int, Card)  # a card index: a plain int or a Card, never a bool


def _make_pairs(seats: tuple[str, ...]) -> dict[tuple[str, str], tuple[int, int, int]]:
    """``(seat, code)`` → (seat index, card index, card bit) at a table whose seat codes in
    playing order are ``seats``: a trick's pair in its common form."""
    return {
        (seat, card.code): (i, int(card), card.bit)
        for i, seat in enumerate(seats)
        for card in CARDS
    }


#: The pairs of the four seats counter-clockwise (:data:`~belote_spec.seating.FOUR`).
_PAIRS: dict[tuple[str, str], tuple[int, int, int]] = _make_pairs(SEATS)
#: The pairs of each table met, by its seat codes in playing order.
_PAIRS_BY_SEATS: dict[tuple[str, ...], dict[tuple[str, str], tuple[int, int, int]]] = {
    SEATS: _PAIRS
}


def _pairs_of(seating: Seating) -> dict[tuple[str, str], tuple[int, int, int]]:
    """The trick pairs (:func:`_make_pairs`) of ``seating``, worked out once per table."""
    if seating is FOUR:
        return _PAIRS
    pairs = _PAIRS_BY_SEATS.get(seating.seats)
    if pairs is None:
        pairs = _PAIRS_BY_SEATS[seating.seats] = _make_pairs(seating.seats)
    return pairs


#: The bit of each card index 0..31, then 32..63 give a bit outside the pack.
_OUTSIDE = 1 << 32
_BITS: tuple[int, ...] = tuple(1 << i for i in range(32)) + (_OUTSIDE,) * 32
#: The seat indices of a trick led by each seat, in play order (at a table of four, either
#: way round: seats are numbered in playing order).
_RUNS: tuple[list[int], ...] = tuple([(lead + k) % 4 for k in range(4)] for lead in range(4))
_HAND_EXPECTED = N_(
    "cards: a list of cards ('JH', 'V♥', Card objects or indices 0..31), a text such as "
    "'JH 9H AD', or a bitset"
)
_TRICK_EXPECTED = N_(
    "a list of (seat, card) pairs in play order, such as [('N', 'JH'), ('W', '9H')]"
)
_TRUMP_NAMES = (
    N_("spades"),
    N_("hearts"),
    N_("diamonds"),
    N_("clubs"),
    N_("sans atout"),
    N_("tout atout"),
)
_MODES_EXPECTED = N_("S, H, D, C (a trump suit), SA (sans atout) or TA (tout atout)")


def _given(value: object) -> str:
    """A short ``repr`` of a bad argument, for a message of bounded size."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


@lru_cache(maxsize=16)
def _cards_listed(tr: Translator) -> tuple[str, ...]:
    """The 32 cards as a refusal lists the playable ones, by card index: their codes in
    English (``JH TH``), as printed on the cards in French (``V♥ 10♥``)."""
    ranks = (
        "7",
        "8",
        "9",
        # TRANSLATORS: a rank in a list of cards: the English text is the card code's letter
        # (T ten, J jack, Q queen, K king, A ace); French: 10, V, D, R, A
        tr.pgettext("card code, rank", "T"),
        tr.pgettext("card code, rank", "J"),
        tr.pgettext("card code, rank", "Q"),
        tr.pgettext("card code, rank", "K"),
        tr.pgettext("card code, rank", "A"),
    )
    suits = (
        # TRANSLATORS: a suit in a list of cards: the English text is the card code's letter
        # (S spades, H hearts, D diamonds, C clubs); French: the symbols ♠ ♥ ♦ ♣
        tr.pgettext("card code, suit", "S"),
        tr.pgettext("card code, suit", "H"),
        tr.pgettext("card code, suit", "D"),
        tr.pgettext("card code, suit", "C"),
    )
    return tuple(ranks[i & 7] + suits[i >> 3] for i in range(32))


def _card_held(card: Card, tr: Translator) -> str:
    """A card in « you do not hold {card} »: its code in English (``AD``), its name with its
    article in French (``l'as de carreau``)."""
    ranks = (
        # TRANSLATORS: the rank of the card in "you do not hold {card}": the English text is
        # the card code's letter; French: the rank with its article (le sept … la dame, l'as)
        tr.pgettext("card not held, rank", "7"),
        tr.pgettext("card not held, rank", "8"),
        tr.pgettext("card not held, rank", "9"),
        tr.pgettext("card not held, rank", "T"),
        tr.pgettext("card not held, rank", "J"),
        tr.pgettext("card not held, rank", "Q"),
        tr.pgettext("card not held, rank", "K"),
        tr.pgettext("card not held, rank", "A"),
    )
    suits = (
        # TRANSLATORS: the suit of the card in "you do not hold {card}": the English text is
        # the card code's letter; French: « de pique »…
        tr.pgettext("card not held, suit", "S"),
        tr.pgettext("card not held, suit", "H"),
        tr.pgettext("card not held, suit", "D"),
        tr.pgettext("card not held, suit", "C"),
    )
    # TRANSLATORS: the card in "you do not hold {card}" (English: the code, AD)
    return tr.pgettext(
        "card not held", "{rank}{suit}", rank=ranks[card.rank], suit=suits[card.suit]
    )


def _card_index(card: object, argument: str) -> int:
    """The index of a card given as a code, a :class:`Card` or an index 0..31."""
    if type(card) is Card:
        return int(card)
    if isinstance(card, str):
        index = _CODE_INDEX.get(card)
        if index is not None:
            return index
    elif isinstance(card, bool) or not isinstance(card, int):
        raise QueryError(
            argument,
            _("{given} is not a card", given=_given(card)),
            _("a card code ('JH', 'V♥', 'valet de cœur'), a Card or an index 0..31"),
        )
    try:
        return int(parse_card(card))
    except ValueError as exc:
        raise QueryError(argument, str(exc).split("\n", 1)[0]) from None


def _card_twice(code: str, hand: int, card: int) -> str:
    """``JH is also in the hand`` / ``JH is in the trick twice``."""
    if (hand >> card) & 1:
        return _("{card} is also in the hand", card=code)
    return _("{card} is in the trick twice", card=code)


def _hand_mask(hand: object, argument: str = "hand", most: int = 8) -> int:
    """The bitset of a hand, checked: real cards, none twice, ``most`` at most (the table's
    hand size: eight, nine at two players)."""
    if type(hand) is int:
        mask = hand
        if not 0 <= mask <= FULL_DECK:
            raise QueryError(argument, _("bitset {mask} has bits outside the 32 cards", mask=mask))
    elif isinstance(hand, Card):
        mask = hand.bit
    elif isinstance(hand, str):
        try:
            cards = [int(c) for c in parse_cards(hand)]
        except ValueError as exc:
            raise QueryError(argument, str(exc).split("\n", 1)[0]) from None
        mask = _distinct(cards, argument)
    elif isinstance(hand, Iterable) and not isinstance(hand, Mapping | bytes | bytearray):
        cards = [_card_index(card, f"{argument}[{i}]") for i, card in enumerate(hand)]
        mask = _distinct(cards, argument)
    else:
        raise QueryError(argument, _("got {given}", given=_given(hand)), _(_HAND_EXPECTED))
    if mask.bit_count() > most:
        raise QueryError(
            argument,
            _("{n} cards", n=mask.bit_count()),
            _("eight cards at most") if most == 8 else _("{most} cards at most", most=most),
        )
    return mask


def _distinct(cards: Sequence[int], argument: str) -> int:
    mask = 0
    for card in cards:
        if (mask >> card) & 1:
            raise QueryError(
                argument, _("{card} is given twice", card=CARDS[card].code), _("each card once")
            )
        mask |= 1 << card
    return mask


def _seat_index(seat: object, argument: str, seating: Seating = FOUR) -> int:
    """The playing-order index of a seat (a code, or a name :func:`~belote_spec.cards.
    parse_seat` reads) at the table ``seating``."""
    index = seating.index.get(seat) if isinstance(seat, str) else None
    if index is not None:
        return index
    if not isinstance(seat, str):
        raise QueryError(
            argument, _("{given} is not a seat", given=_given(seat)), _("N, W, S or E")
        )
    try:
        return seating.index[parse_seat(seat)]
    except (ValueError, KeyError):
        raise QueryError(
            argument, _("unknown seat {given}", given=_given(seat)), _("N, W, S or E")
        ) from None


def _waived(waived: object, seating: Seating = FOUR) -> dict[int, str]:
    """Seat index → the name of the annonce it kept to itself, from ``{seat: name}``."""
    if waived is None:
        return {}
    if not isinstance(waived, Mapping):
        raise QueryError(
            "waived",
            _("got {given}", given=_given(waived)),
            _("a mapping of seats to annonces, such as {'S': 'carre-7'}"),
        )
    out: dict[int, str] = {}
    for seat, name in waived.items():
        index = _seat_index(seat, "waived", seating)
        if not isinstance(name, str):
            raise QueryError(
                f"waived[{seat!r}]",
                _("got {given}", given=_given(name)),
                _("an annonce's name, such as 'carre-7' or 'tierce-KH'"),
            )
        out[index] = name
    return out


def _seat_list(seats: object, argument: str, seating: Seating = FOUR) -> list[int]:
    """Seat indices from a list of seats (a text is refused: ``"NS"`` is not a list)."""
    if isinstance(seats, str) or not isinstance(seats, Iterable) or isinstance(seats, Mapping):
        raise QueryError(
            argument, _("got {given}", given=_given(seats)), _("a list of seats, such as ['N']")
        )
    return [_seat_index(seat, f"{argument}[{i}]", seating) for i, seat in enumerate(seats)]


def _read_trick(
    trick: object, hand: int, *, most: int, seating: Seating = FOUR
) -> tuple[list[int], list[int]]:
    """Seat and card indices of a trick, checked: a list of at most ``most`` ``(seat, card)``
    pairs, seats in play order (``seating``'s), no card twice nor one of ``hand`` (a
    bitset)."""
    if type(trick) is list and len(trick) <= most:
        # The common case, at once: (seat, code) pairs, seats in order, cards new.
        seats: list[int] = []
        cards: list[int] = []
        mask = 0
        pairs = _PAIRS if seating is FOUR else _pairs_of(seating)
        try:
            for item in trick:
                seat, card, bit = pairs[item]
                seats.append(seat)
                cards.append(card)
                mask |= bit
        except (KeyError, TypeError):
            pass  # another form, or a mistake: read it below
        else:
            if (
                not mask & hand
                and mask.bit_count() == len(cards)
                and (not seats or seats == _RUNS[seats[0]][: len(seats)])
            ):
                return seats, cards
    kind = type(trick)
    if (
        kind is not list
        and kind is not tuple
        and (isinstance(trick, str) or not isinstance(trick, Sequence))
    ):
        raise QueryError("trick", _("got {given}", given=_given(trick)), _(_TRICK_EXPECTED))
    trick = cast("Sequence[Any]", trick)
    if len(trick) > most:
        if most == 3:
            expected = _("{most} at most (before a card is played)", most=most)
        else:
            expected = _("{most} at most (complete)", most=most)
        raise QueryError("trick", _("{n} cards", n=len(trick)), expected)
    seats = []
    cards = []
    seen = hand
    codes = seating.seats
    after = seating.after
    for i, item in enumerate(trick):
        seat, card = _read_pair(item, i, seating)
        if seats and seat != after[seats[-1]]:
            raise QueryError(
                f"trick[{i}]",
                _("{seat} plays after {previous}", seat=codes[seat], previous=codes[seats[-1]]),
                _(
                    "{seat} (play goes {order}, each seat once)",
                    seat=codes[after[seats[-1]]],
                    order=" → ".join(codes),
                ),
            )
        if (seen >> card) & 1:
            raise QueryError(
                f"trick[{i}]", _card_twice(CARDS[card].code, hand, card), _("each card once")
            )
        seen |= 1 << card
        seats.append(seat)
        cards.append(card)
    return seats, cards


def _read_pair(item: object, i: int, seating: Seating = FOUR) -> tuple[int, int]:
    """The seat and card indices of the ``i``-th ``(seat, card)`` pair of a trick."""
    place = f"trick[{i}]"
    if isinstance(item, str) or not isinstance(item, Sequence) or len(item) != 2:
        raise QueryError(
            place,
            _("got {given}", given=_given(item)),
            _("a (seat, card) pair such as ('N', 'JH')"),
        )
    return _seat_index(item[0], place, seating), _card_index(item[1], place)


def _read_hands(hands: object, seating: Seating = FOUR) -> list[int]:
    """The hands' bitsets from ``{seat: cards}``, in ``seating``'s playing order, checked:
    real seats, each once, and no card in two hands."""
    if not isinstance(hands, Mapping):
        raise QueryError(
            "hands",
            _("got {given}", given=_given(hands)),
            _("a mapping {seat: cards}, such as {'N': 'JH 9H'}"),
        )
    masks = [0] * seating.players
    given: dict[int, str] = {}
    held = 0
    for seat, hand in hands.items():
        index = _seat_index(seat, "hands", seating)
        place = f"hands[{seat!r}]"
        if index in given:
            raise QueryError(
                place,
                _("the seat {seat} is given twice", seat=seating.seats[index]),
                _("each seat once"),
            )
        given[index] = place
        mask = _hand_mask(hand, place, seating.hand_size)
        if held & mask:
            bit = held & mask & -(held & mask)
            other = next(given[i] for i in given if masks[i] & bit)
            card = CARDS[bit.bit_length() - 1].code
            raise QueryError(
                place,
                _("{card} is also in {other}", card=card, other=other),
                _("each card in one hand"),
            )
        held |= mask
        masks[index] = mask
    return masks
