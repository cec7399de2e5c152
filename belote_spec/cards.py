"""Cards, suits, ranks, seats and trump codes of Belote, as fast typed values.

Modelled on python-chess: a card is an ``int`` from 0 to 31 and a set of cards is an ``int``
bitset (bit ``1 << card``), so hands and tricks are combined with ``|``, ``&`` and ``~``.

Layout
------
``card = suit * 8 + rank`` with suits ``SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3`` and ranks
in natural order ``SEVEN .. ACE = 0 .. 7``. The rank index is *not* the trick strength: the
order and points of the cards depend on the contract and are rule data (see the variant files).

:class:`Card` is a subclass of :class:`int` (fastest hashing, comparison and indexing). Its 32
instances are precomputed in :data:`CARDS`; ``Card(5)``, ``Card("JH")``, :meth:`Card.of` and
:func:`parse_card` return those shared objects and never allocate. Two consequences of being an
``int``: ``Card("7S") == 0`` is true, and a card must not be passed where a bitset is expected
(use ``card.bit``); :func:`mask_to_cards` raises :class:`TypeError` when given a :class:`Card`.
Unlike a plain ``0``, the seven of spades is truthy (``bool(card)`` is always ``True``).

Reading cards
-------------
:func:`parse_card` ignores case, accents and surrounding spaces and accepts:

* English codes: a rank ``7 8 9 T J Q K A`` (or ``10`` for ten) followed by a suit letter
  ``S H D C``: ``JH``, ``TD``, ``10D``, ``jh``, ``7c``.
* A rank followed by a suit symbol ``♠ ♥ ♦ ♣`` (outline ``♤ ♡ ♢ ♧`` and ``❤`` also work):
  ``V♥``, ``10♦``, ``D♠``, ``R♣``, ``A♥``, ``J♥``.
* A rank followed by a French suit word ``pique cœur carreau trèfle``, optionally with ``de``:
  ``valet de cœur``, ``Valet de coeur``, ``V de cœur``, ``Vcoeur``, ``7 de trèfle``,
  ``sept de trefle``, ``as de pique``, ``dix de carreau``.
* A rank followed by an English suit word, optionally with ``of``: ``jack of hearts``.

With a symbol or a suit word the rank may be written any way: English letters ``T J Q K``,
French letters ``V`` (valet, jack), ``D`` (dame, queen), ``R`` (roi, king), ``A`` (as, ace),
digits ``7 8 9 10`` or a full French or English name. The English and French letters are
disjoint apart from ``A`` (ace in both), so this is never ambiguous.

Decision on ``DH``, ``VH``, ``RC``, ``DD`` and the like: a French rank letter followed by an
English suit *letter* is rejected with a :class:`CardError` that suggests both spellings
(``QH``, or ``D♥`` / ``dame de cœur``). Only the English rank letters ``7 8 9 T J Q K A`` may
precede a suit letter, so ``JD`` is always the jack of diamonds and ``D`` in second position is
always the diamond suit; the French queen needs a symbol or a suit word (``D♥``,
``dame de cœur``). A suit written first (``♥V``) is not accepted. ``as`` alone reads as the
English code ``AS`` (ace of spades), which is also what ``as de pique`` means.

Seats and trumps
----------------
Seats are ``"N" "W" "S" "E"`` in play order (counter-clockwise: the next player is on your
right); partners face each other (teams ``"NS"`` and ``"EW"``). Contract modes are ``"S" "H" "D"
"C"`` (a trump suit), ``"SA"`` (sans atout, no trump) and ``"TA"`` (tout atout, all trumps).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Final, Literal, final

from .i18n import _

if TYPE_CHECKING:
    from .i18n import Translator

__all__ = [
    "ACE",
    "CARDS",
    "CLUBS",
    "CODE_INDEX",
    "DEAL_PACKETS",
    "DIAMONDS",
    "EIGHT",
    "FULL_DECK",
    "HEARTS",
    "JACK",
    "KING",
    "NINE",
    "QUEEN",
    "RANKS",
    "RANK_CODES",
    "RANK_CODES_FR",
    "RANK_MASKS",
    "RANK_NAMES",
    "RANK_NAMES_FR",
    "SEATS",
    "SEAT_NAMES",
    "SEAT_NAMES_FR",
    "SEVEN",
    "SPADES",
    "SUITS",
    "SUIT_CODES",
    "SUIT_MASKS",
    "SUIT_NAMES",
    "SUIT_NAMES_FR",
    "SUIT_SYMBOLS",
    "TEAMS",
    "TEAM_SEATS",
    "TEN",
    "TRUMPS",
    "Card",
    "CardError",
    "CardStyle",
    "Seat",
    "SeatError",
    "Team",
    "Trump",
    "TrumpError",
    "card_labels",
    "cards_to_mask",
    "format_cards",
    "iter_bits",
    "mask_to_cards",
    "next_seat",
    "parse_card",
    "parse_cards",
    "parse_seat",
    "parse_trump",
    "partner",
    "popcount",
    "previous_seat",
    "seat_index",
    "seat_names",
    "suit_names",
    "suit_of_trump",
    "team_of",
]

# --------------------------------------------------------------------------------------------
# Suits and ranks
# --------------------------------------------------------------------------------------------

SPADES: Final = 0
HEARTS: Final = 1
DIAMONDS: Final = 2
CLUBS: Final = 3
SUITS: Final[tuple[int, ...]] = (SPADES, HEARTS, DIAMONDS, CLUBS)

SUIT_CODES: Final = ("S", "H", "D", "C")
SUIT_SYMBOLS: Final = ("♠", "♥", "♦", "♣")
SUIT_NAMES: Final = ("spades", "hearts", "diamonds", "clubs")
SUIT_NAMES_FR: Final = ("pique", "cœur", "carreau", "trèfle")

SEVEN: Final = 0
EIGHT: Final = 1
NINE: Final = 2
TEN: Final = 3
JACK: Final = 4
QUEEN: Final = 5
KING: Final = 6
ACE: Final = 7
RANKS: Final[tuple[int, ...]] = (SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE)

RANK_CODES: Final = ("7", "8", "9", "T", "J", "Q", "K", "A")
RANK_NAMES: Final = ("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
RANK_CODES_FR: Final = ("7", "8", "9", "10", "V", "D", "R", "A")
RANK_NAMES_FR: Final = ("sept", "huit", "neuf", "dix", "valet", "dame", "roi", "as")

FULL_DECK: Final = (1 << 32) - 1
SUIT_MASKS: Final[tuple[int, ...]] = tuple(0xFF << (8 * suit) for suit in SUITS)
RANK_MASKS: Final[tuple[int, ...]] = tuple(
    sum(1 << (suit * 8 + rank) for suit in SUITS) for rank in RANKS
)

_CODES: Final = tuple(RANK_CODES[i & 7] + SUIT_CODES[i >> 3] for i in range(32))
_FRENCH: Final = tuple(RANK_CODES_FR[i & 7] + SUIT_SYMBOLS[i >> 3] for i in range(32))
_FRENCH_NAMES: Final = tuple(
    f"{RANK_NAMES_FR[i & 7]} de {SUIT_NAMES_FR[i >> 3]}" for i in range(32)
)


# --------------------------------------------------------------------------------------------
# Errors
# --------------------------------------------------------------------------------------------


class CardError(ValueError):
    """A text, index or bitset that is not a card (or not a set of cards).

    ``given`` holds the offending input.
    """

    def __init__(self, message: str, given: object = None) -> None:
        super().__init__(message)
        self.given = given


class SeatError(ValueError):
    """A text that is not a seat. ``given`` holds the offending input."""

    def __init__(self, message: str, given: object = None) -> None:
        super().__init__(message)
        self.given = given


class TrumpError(ValueError):
    """A text that is not a trump or contract mode. ``given`` holds the offending input."""

    def __init__(self, message: str, given: object = None) -> None:
        super().__init__(message)
        self.given = given


# --------------------------------------------------------------------------------------------
# Card
# --------------------------------------------------------------------------------------------


@final
class Card(int):
    """One of the 32 cards, an ``int`` from 0 to 31 equal to ``suit * 8 + rank``.

    ``Card(index)`` and ``Card(text)`` (any form :func:`parse_card` reads, so
    ``eval(repr(card))`` works) return the shared instance from :data:`CARDS`. Cards compare
    and sort by index (suit, then natural rank), hash like their index and are always truthy.
    """

    __slots__ = ()

    def __new__(cls, value: str | int) -> Card:
        """Return the shared card for an index (0..31) or a text read by :func:`parse_card`."""
        return parse_card(value)

    @staticmethod
    def of(index: int) -> Card:
        """Return the shared card of an index 0..31 (no allocation)."""
        if 0 <= index < 32:
            return CARDS[index]
        raise CardError(f"card index {index!r} is out of range 0..31", index)

    @staticmethod
    def from_suit_rank(suit: int, rank: int) -> Card:
        """Return the card of a suit (0..3) and a rank (0..7 in natural order)."""
        if not 0 <= suit < 4:
            raise CardError(f"suit {suit!r} is out of range 0..3", suit)
        if not 0 <= rank < 8:
            raise CardError(f"rank {rank!r} is out of range 0..7", rank)
        return CARDS[suit * 8 + rank]

    @property
    def index(self) -> int:
        """Index 0..31 as a plain ``int``."""
        return int(self)

    @property
    def suit(self) -> int:
        """Suit 0..3 (``SPADES``, ``HEARTS``, ``DIAMONDS``, ``CLUBS``)."""
        return self >> 3

    @property
    def rank(self) -> int:
        """Rank 0..7 in natural order (``SEVEN`` .. ``ACE``)."""
        return self & 7

    @property
    def bit(self) -> int:
        """The card's bit in a bitset, ``1 << index``."""
        return 1 << self

    @property
    def code(self) -> str:
        """English code, rank then suit letter: ``"JH"``, ``"TD"``, ``"7S"``."""
        return _CODES[self]

    @property
    def french(self) -> str:
        """French short form, rank then suit symbol: ``"V♥"``, ``"10♦"``, ``"D♠"``."""
        return _FRENCH[self]

    @property
    def french_name(self) -> str:
        """French name: ``"valet de cœur"``, ``"as de pique"``, ``"dix de carreau"``."""
        return _FRENCH_NAMES[self]

    @property
    def rank_name(self) -> str:
        """English rank word used by variant files: ``"jack"``, ``"ten"``."""
        return RANK_NAMES[self & 7]

    def __bool__(self) -> bool:
        """Always ``True``, even for the seven of spades (index 0)."""
        return True

    def __str__(self) -> str:
        """The English code, e.g. ``JH``."""
        return _CODES[self]

    def __repr__(self) -> str:
        """``Card('JH')``."""
        return f"Card('{_CODES[self]}')"


CARDS: Final[tuple[Card, ...]] = tuple(int.__new__(Card, i) for i in range(32))
#: The card index of each card code (``"JH"`` → 12): the fast way from an action to a bitset.
CODE_INDEX: Final[Mapping[str, int]] = {c.code: int(c) for c in CARDS}

# --------------------------------------------------------------------------------------------
# Parsing cards
# --------------------------------------------------------------------------------------------

_TRANSLATE: Final = str.maketrans(
    {
        "♤": "♠",
        "♡": "♥",
        "❤": "♥",
        "♢": "♦",
        "♧": "♣",
        "œ": "oe",
        "\ufe0e": None,  # text and emoji variation selectors, as in "♥️"
        "\ufe0f": None,
    }
)


def _normalize(text: str) -> str:
    """Casefold, drop accents, unify suit symbols and collapse whitespace."""
    folded = text.casefold().translate(_TRANSLATE)
    if not folded.isascii():
        decomposed = unicodedata.normalize("NFKD", folded)
        folded = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(folded.split())


_EN_RANK_LETTERS: Final[Mapping[str, int]] = {
    "7": SEVEN, "8": EIGHT, "9": NINE, "t": TEN, "10": TEN,
    "j": JACK, "q": QUEEN, "k": KING, "a": ACE,
}  # fmt: skip
_FR_RANK_LETTERS: Final[Mapping[str, int]] = {"v": JACK, "d": QUEEN, "r": KING}
_RANK_WORDS: Final[Mapping[str, int]] = {
    **_EN_RANK_LETTERS,
    **_FR_RANK_LETTERS,
    **{_normalize(name): rank for rank, name in enumerate(RANK_NAMES_FR)},
    **{name: rank for rank, name in enumerate(RANK_NAMES)},
}
_SUIT_LETTERS: Final[Mapping[str, int]] = {"s": SPADES, "h": HEARTS, "d": DIAMONDS, "c": CLUBS}
_SUIT_WORDS: Final[Mapping[str, int]] = {
    **{symbol: suit for suit, symbol in enumerate(SUIT_SYMBOLS)},
    **{_normalize(name): suit for suit, name in enumerate(SUIT_NAMES_FR)},
    **{name: suit for suit, name in enumerate(SUIT_NAMES)},
    **{name[:-1]: suit for suit, name in enumerate(SUIT_NAMES)},  # singular: "heart"
}


def _alternation(words: Iterable[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))


# A card in normalized text: rank + optional connector + suit symbol or word, or an English code.
_CARD_BODY: Final = (
    rf"(?P<rank>{_alternation(_RANK_WORDS)}) ?(?:(?:de|of) ?)?(?P<suit>{_alternation(_SUIT_WORDS)})"
    rf"|(?P<code_rank>{_alternation(_EN_RANK_LETTERS)})(?P<code_suit>[shdc])"
)
_CARD_RE: Final = re.compile(_CARD_BODY)
_SCAN_RE: Final = re.compile(rf"(?:{_CARD_BODY})(?: |$)")
_MIXED_RE: Final = re.compile(r"(?P<rank>[vdr]) ?(?P<suit>[shdc])")
_LIST_SEP_RE: Final = re.compile(r"[,;]")
_RANK_ONLY_RE: Final = re.compile(rf"(?:{_alternation(_RANK_WORDS)})")

# Exact spellings that skip normalization: codes in both cases and French symbol forms.
_EXACT: Final[dict[str, Card]] = {}
for _card in CARDS:
    _english_ranks = ("T", "10") if _card.rank == TEN else (RANK_CODES[_card.rank],)
    for _rank_text in _english_ranks:
        _EXACT[_rank_text + SUIT_CODES[_card.suit]] = _card
        _EXACT[(_rank_text + SUIT_CODES[_card.suit]).lower()] = _card
    for _rank_text in (*_english_ranks, RANK_CODES_FR[_card.rank]):
        _EXACT[_rank_text + SUIT_SYMBOLS[_card.suit]] = _card
del _card, _english_ranks, _rank_text


def _card_forms() -> str:
    """The accepted spellings of a card, after an error (in the language of messages)."""
    return _(
        "Accepted card forms (case, accents and surrounding spaces are ignored):\n"
        "  - English code: rank 7 8 9 T J Q K A (or 10) then suit letter S H D C,"
        " e.g. 'JH', 'TD', '10D', '7c'\n"
        "  - rank then suit symbol ♠ ♥ ♦ ♣ (or ♤ ♡ ♢ ♧); French rank letters V (valet),"
        " D (dame), R (roi), A (as) are allowed, e.g. 'V♥', '10♦', 'D♠', 'J♥'\n"
        "  - rank then French suit word pique, cœur, carreau, trèfle, 'de' optional,"
        " e.g. 'valet de cœur', 'as de pique', '7 de trèfle', 'Vcoeur'\n"
        "  - rank then English suit word, 'of' optional, e.g. 'jack of hearts'"
    )


def _card_from_match(match: re.Match[str]) -> Card:
    rank = match.group("rank")
    if rank is not None:
        return CARDS[_SUIT_WORDS[match.group("suit")] * 8 + _RANK_WORDS[rank]]
    suit = _SUIT_LETTERS[match.group("code_suit")]
    return CARDS[suit * 8 + _EN_RANK_LETTERS[match.group("code_rank")]]


def _card_error(text: str) -> CardError:
    normalized = _normalize(text)
    forms = _card_forms()
    if not normalized:
        return CardError(_("empty card text {text}.", text=repr(text)) + "\n" + forms, text)
    mixed = _MIXED_RE.fullmatch(normalized)
    if mixed is not None:
        rank = _FR_RANK_LETTERS[mixed.group("rank")]
        card = CARDS[_SUIT_LETTERS[mixed.group("suit")] * 8 + rank]
        ambiguous = _(
            "ambiguous card {text}: {letter} is the French {french} ({english}) but {suit} is "
            "an English suit letter; write {code} in English, or {label} / {name} in French.",
            text=repr(text),
            letter=repr(RANK_CODES_FR[rank]),
            french=RANK_NAMES_FR[rank],
            english=RANK_NAMES[rank],
            suit=repr(SUIT_CODES[card.suit]),
            code=repr(card.code),
            label=repr(card.french),
            name=repr(card.french_name),
        )
        return CardError(ambiguous + "\n" + forms, text)
    if _RANK_ONLY_RE.fullmatch(normalized):
        return CardError(
            _("card {text} has a rank but no suit.", text=repr(text)) + "\n" + forms, text
        )
    return CardError(_("unknown card {text}.", text=repr(text)) + "\n" + forms, text)


def parse_card(text: str | Card | int) -> Card:
    """Read one card from a text, a :class:`Card` or an index 0..31.

    See the module docstring for the accepted spellings (English codes ``JH``/``TD``/``10D``,
    French ``V♥``/``10♦``/``valet de cœur``, ...). Raise :class:`CardError` for an unknown or
    ambiguous text (the message quotes it and lists the accepted forms) or an index out of
    range, and :class:`TypeError` for anything that is neither ``str`` nor ``int``.
    """
    if type(text) is Card:
        return text
    if isinstance(text, str):
        card = _EXACT.get(text)
        if card is not None:
            return card
        match = _CARD_RE.fullmatch(_normalize(text))
        if match is None:
            raise _card_error(text)
        return _card_from_match(match)
    if isinstance(text, int) and not isinstance(text, bool):
        if 0 <= text < 32:
            return CARDS[text]
        raise CardError(f"card index {text!r} is out of range 0..31", text)
    raise TypeError(f"expected a card text, Card or index 0..31, got {type(text).__name__}")


def _parse_group(group: str, whole: str, found: list[Card]) -> None:
    tokens = group.split()
    if all(token in _EXACT for token in tokens):
        found.extend(_EXACT[token] for token in tokens)
        return
    pairs = [(raw, norm) for raw in tokens if (norm := _normalize(raw))]
    starts: dict[int, str] = {}
    offset = 0
    for raw, norm in pairs:
        starts[offset] = raw
        offset += len(norm) + 1
    normalized = " ".join(norm for _raw, norm in pairs)
    pos = 0
    while pos < len(normalized):
        match = _SCAN_RE.match(normalized, pos)
        if match is None:
            error = _card_error(starts[pos])
            raise CardError(
                _("card {n} of {text}: {error}", n=len(found) + 1, text=repr(whole), error=error),
                starts[pos],
            )
        found.append(_card_from_match(match))
        pos = match.end()


def parse_cards(text_or_iterable: str | Iterable[str | Card | int]) -> list[Card]:
    """Read several cards, keeping their order (and any duplicates).

    A text is split on commas and semicolons, and within each part on spaces, taking the
    longest card at each position: ``"V♥ 9♥ A♦"``, ``"JH,9H,AD"``, ``"valet de cœur, as de
    pique"`` and ``"as de pique 7 de trèfle"`` all work. Any other iterable is read item by
    item with :func:`parse_card`. Raise :class:`CardError` naming the first bad card.
    """
    if isinstance(text_or_iterable, str):
        found: list[Card] = []
        for group in _LIST_SEP_RE.split(text_or_iterable):
            _parse_group(group, text_or_iterable, found)
        return found
    return [parse_card(item) for item in text_or_iterable]


# --------------------------------------------------------------------------------------------
# Bitsets
# --------------------------------------------------------------------------------------------

# _BYTE_CARDS[suit][byte]: the cards of one suit whose bits are set in an 8-bit value.
_BYTE_CARDS: Final[tuple[tuple[tuple[Card, ...], ...], ...]] = tuple(
    tuple(tuple(CARDS[suit * 8 + r] for r in RANKS if byte >> r & 1) for byte in range(256))
    for suit in SUITS
)


def popcount(mask: int) -> int:
    """Number of set bits (cards) in a bitset."""
    return mask.bit_count()


def iter_bits(mask: int) -> Iterator[int]:
    """Yield the indices of the set bits of a non-negative ``int``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def cards_to_mask(cards: str | Iterable[str | Card | int]) -> int:
    """Bitset of some cards (texts, :class:`Card` or indices); duplicates are merged."""
    if isinstance(cards, str):
        cards = parse_cards(cards)
    mask = 0
    for card in cards:
        if isinstance(card, int) and not isinstance(card, bool) and 0 <= card < 32:
            mask |= 1 << card
        else:
            mask |= 1 << parse_card(card)
    return mask


def mask_to_cards(mask: int) -> list[Card]:
    """The cards of a bitset, in ascending index order.

    Raise :class:`CardError` if ``mask`` has bits outside the 32 cards and :class:`TypeError`
    if it is a :class:`Card` (a card is an index, not a bitset: use ``card.bit``).
    """
    if isinstance(mask, Card):
        raise TypeError(f"mask_to_cards expects a bitset, got card {mask!r}; use card.bit")
    if not 0 <= mask <= FULL_DECK:
        raise CardError(f"bitset {mask!r} has bits outside the 32 cards", mask)
    spades, hearts, diamonds, clubs = _BYTE_CARDS
    return [
        *spades[mask & 0xFF],
        *hearts[mask >> 8 & 0xFF],
        *diamonds[mask >> 16 & 0xFF],
        *clubs[mask >> 24],
    ]


CardStyle = Literal["code", "french", "french_name"]


def format_cards(
    cards: int | str | Iterable[str | Card | int],
    style: CardStyle = "code",
    sep: str | None = None,
) -> str:
    """Write cards as text.

    ``cards`` is a bitset (a plain ``int``, written in ascending order), a single
    :class:`Card`, a text read by :func:`parse_cards` or an iterable of cards (kept in order).
    ``style`` is ``"code"`` (``JH 9H AD``), ``"french"`` (``V♥ 9♥ A♦``) or ``"french_name"``
    (``valet de cœur, neuf de cœur, as de carreau``). ``sep`` defaults to ``", "`` for
    ``"french_name"`` and ``" "`` otherwise.
    """
    if style == "code":
        table = _CODES
    elif style == "french":
        table = _FRENCH
    elif style == "french_name":
        table = _FRENCH_NAMES
    else:
        raise ValueError(f"unknown card style {style!r}; use 'code', 'french' or 'french_name'")
    if sep is None:
        sep = ", " if style == "french_name" else " "
    if isinstance(cards, Card):
        return table[cards]
    if isinstance(cards, int):
        return sep.join(table[card] for card in mask_to_cards(cards))
    return sep.join(table[card] for card in parse_cards(cards))


# --------------------------------------------------------------------------------------------
# Seats
# --------------------------------------------------------------------------------------------

Seat = Literal["N", "W", "S", "E"]
Team = Literal["NS", "EW"]

SEATS: Final[tuple[Seat, Seat, Seat, Seat]] = ("N", "W", "S", "E")

#: The packets each distribution pattern (``deal.patterns``) deals to every player, in order.
#: A pattern whose packets add up to fewer than eight deals the rest after the bidding.
DEAL_PACKETS: Final[Mapping[str, tuple[int, ...]]] = {
    "3-2": (3, 2),
    "2-3": (2, 3),
    "3-3": (3, 3),
    "3-2-3": (3, 2, 3),
    "3-3-2": (3, 3, 2),
    "2-3-3": (2, 3, 3),
    "4-4": (4, 4),
    "6-2": (6, 2),
    "8": (8,),
}
SEAT_NAMES: Final = ("North", "West", "South", "East")
SEAT_NAMES_FR: Final = ("Nord", "Ouest", "Sud", "Est")
TEAMS: Final[tuple[Team, Team]] = ("NS", "EW")
TEAM_SEATS: Final[Mapping[Team, tuple[Seat, Seat]]] = MappingProxyType(
    {"NS": ("N", "S"), "EW": ("E", "W")}
)

_SEAT_INDEX: Final[Mapping[str, int]] = {seat: i for i, seat in enumerate(SEATS)}
_NEXT: Final[Mapping[str, Seat]] = {"N": "W", "W": "S", "S": "E", "E": "N"}
_PREVIOUS: Final[Mapping[str, Seat]] = {"N": "E", "E": "S", "S": "W", "W": "N"}
_PARTNER: Final[Mapping[str, Seat]] = {"N": "S", "S": "N", "E": "W", "W": "E"}
_TEAM: Final[Mapping[str, Team]] = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
_SEAT_WORDS: Final[Mapping[str, Seat]] = {
    "n": "N", "nord": "N", "north": "N",
    "w": "W", "o": "W", "ouest": "W", "west": "W",
    "s": "S", "sud": "S", "south": "S",
    "e": "E", "est": "E", "east": "E",
}  # fmt: skip


def parse_seat(text: str) -> Seat:
    """Read a seat: ``N``/``nord``/``north``, ``W``/``O``/``ouest``/``west``, ``S``/``sud``/
    ``south`` or ``E``/``est``/``east``, in any case and with or without accents.

    Raise :class:`SeatError` otherwise.
    """
    if isinstance(text, str) and text in _SEAT_INDEX:
        return SEATS[_SEAT_INDEX[text]]
    seat = _SEAT_WORDS.get(_normalize(text)) if isinstance(text, str) else None
    if seat is None:
        raise SeatError(
            _(
                "unknown seat {text}; accepted: N (Nord, North), W (O, Ouest, West),"
                " S (Sud, South), E (Est, East), in any case",
                text=repr(text),
            ),
            text,
        )
    return seat


def seat_index(seat: str) -> int:
    """Position of a seat in play order :data:`SEATS` (N=0, W=1, S=2, E=3)."""
    index = _SEAT_INDEX.get(seat) if isinstance(seat, str) else None
    return _SEAT_INDEX[parse_seat(seat)] if index is None else index


def next_seat(seat: str, *, clockwise: bool = False) -> Seat:
    """The player after ``seat``: N→W→S→E→N (counter-clockwise), or N→E→S→W if ``clockwise``."""
    table = _PREVIOUS if clockwise else _NEXT
    following = table.get(seat) if isinstance(seat, str) else None
    return table[parse_seat(seat)] if following is None else following


def previous_seat(seat: str, *, clockwise: bool = False) -> Seat:
    """The player before ``seat`` (the inverse of :func:`next_seat`)."""
    return next_seat(seat, clockwise=not clockwise)


def partner(seat: str) -> Seat:
    """The partner facing ``seat``: N↔S, E↔W."""
    other = _PARTNER.get(seat) if isinstance(seat, str) else None
    return _PARTNER[parse_seat(seat)] if other is None else other


def team_of(seat: str) -> Team:
    """The team of a seat: ``"NS"`` or ``"EW"``."""
    team = _TEAM.get(seat) if isinstance(seat, str) else None
    return _TEAM[parse_seat(seat)] if team is None else team


# --------------------------------------------------------------------------------------------
# Names in a reader's language (the message catalogs)
# --------------------------------------------------------------------------------------------


@lru_cache(maxsize=16)
def suit_names(tr: Translator) -> tuple[str, str, str, str]:
    """The four suits' names in ``tr``'s language: ``spades`` … / ``pique`` …"""
    return (
        tr.pgettext("suit", "spades"),
        tr.pgettext("suit", "hearts"),
        tr.pgettext("suit", "diamonds"),
        tr.pgettext("suit", "clubs"),
    )


@lru_cache(maxsize=16)
def seat_names(tr: Translator) -> Mapping[str, str]:
    """Seat code → the seat's name in ``tr``'s language: ``N`` → ``North`` / ``Nord``."""
    names = (
        tr.pgettext("seat", "North"),
        tr.pgettext("seat", "West"),
        tr.pgettext("seat", "South"),
        tr.pgettext("seat", "East"),
    )
    return MappingProxyType(dict(zip(SEATS, names, strict=True)))


@lru_cache(maxsize=16)
def card_labels(tr: Translator) -> tuple[str, ...]:
    """The 32 cards as printed on them, by card index: ``J♥`` / ``V♥``."""
    letters = (
        "7",
        "8",
        "9",
        "10",
        # TRANSLATORS: the letter printed on a jack (French: V), then on a queen, a king, an ace
        tr.pgettext("rank letter", "J"),
        tr.pgettext("rank letter", "Q"),
        tr.pgettext("rank letter", "K"),
        tr.pgettext("rank letter", "A"),
    )
    return tuple(letters[i & 7] + SUIT_SYMBOLS[i >> 3] for i in range(32))


# --------------------------------------------------------------------------------------------
# Trumps and contract modes
# --------------------------------------------------------------------------------------------

Trump = Literal["S", "H", "D", "C", "SA", "TA"]

TRUMPS: Final[tuple[Trump, ...]] = ("S", "H", "D", "C", "SA", "TA")

_TRUMP_SUIT: Final[Mapping[str, int | None]] = {
    "S": SPADES, "H": HEARTS, "D": DIAMONDS, "C": CLUBS, "SA": None, "TA": None,
}  # fmt: skip
_TRUMP_CODES: Final[Mapping[str, Trump]] = {code: code for code in TRUMPS}
_SUIT_TRUMPS: Final[tuple[Trump, Trump, Trump, Trump]] = ("S", "H", "D", "C")
_TRUMP_WORDS: Final[dict[str, Trump]] = {
    "sa": "SA", "sans atout": "SA", "sans atouts": "SA", "sansatout": "SA",
    "no trump": "SA", "no trumps": "SA", "notrump": "SA", "nt": "SA",
    "ta": "TA", "tout atout": "TA", "tout atouts": "TA", "toutatout": "TA",
    "all trump": "TA", "all trumps": "TA", "alltrumps": "TA",
}  # fmt: skip
for _suit, _trump in enumerate(_SUIT_TRUMPS):
    for _word in (
        _trump.lower(),
        SUIT_SYMBOLS[_suit],
        SUIT_NAMES[_suit],
        SUIT_NAMES[_suit][:-1],
        _normalize(SUIT_NAMES_FR[_suit]),
    ):
        _TRUMP_WORDS[_word] = _trump
        if len(_word) > 1:
            _TRUMP_WORDS["atout " + _word] = _trump
del _suit, _trump, _word


def parse_trump(text: str) -> Trump:
    """Read a trump suit or contract mode and return its code.

    Accepts the codes ``S H D C SA TA`` in any case, suit symbols, French and English suit
    words (``pique``, ``cœur``/``coeur``, ``carreau``, ``trèfle``, ``atout cœur``, ``hearts``),
    ``sans atout``/``sans-atout``/``no trump``/``NT`` and ``tout atout``/``tout-atout``/
    ``all trumps``. Raise :class:`TrumpError` otherwise.
    """
    code = _TRUMP_CODES.get(text) if isinstance(text, str) else None
    if code is not None:
        return code
    trump = None
    if isinstance(text, str):
        trump = _TRUMP_WORDS.get(_normalize(text.replace("-", " ").replace("_", " ")))
    if trump is None:
        raise TrumpError(
            _(
                "unknown trump {text}; accepted: S H D C (or ♠ ♥ ♦ ♣, pique, cœur, carreau,"
                " trèfle, spades, hearts, diamonds, clubs), SA (sans atout, no trump),"
                " TA (tout atout, all trumps), in any case",
                text=repr(text),
            ),
            text,
        )
    return trump


def suit_of_trump(trump: str) -> int | None:
    """The trump suit (0..3) of a contract mode, or ``None`` for ``"SA"`` and ``"TA"``."""
    if isinstance(trump, str) and trump in _TRUMP_SUIT:
        return _TRUMP_SUIT[trump]
    return _TRUMP_SUIT[parse_trump(trump)]
